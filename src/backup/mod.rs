//! A backup of everything Tengen keeps on this device, as one JSON file, and the way it
//! comes back: merged into what is here, never replacing newer by older. Plain Rust; the
//! browser's side (the download, the file picker, the words) is in `crate::ui`.
//!
//! The file (`tengen-backup-2025-03-01.json`):
//!
//! ```json
//! {"tengen_backup":1,"made":"2025-03-01","made_ms":1740787200000,
//!  "values":{"<key>":"<the text stored under it, exactly>",…},
//!  "sgf":{"<key of a game>":"(;GM[1]FF[4]…)",…}}
//! ```
//!
//! `values` holds each value as it is stored, so fields a later version adds travel too;
//! `sgf` is each game's record for other programs (a restore reads `values` only). Left
//! out: the indexes rebuilt from what they list, the write probe and this device's own
//! marks ([`backed_up`]).
//!
//! A restore ([`restore`]) goes key by key ([`merge`]): a value missing here is taken; one
//! present here stays unless the file's is newer by the value's own measure (a saved game's
//! revision, a game by link's longer record); progress is joined. A damaged value here is
//! set aside (`tengen.kept.*`) before the file's takes its place.

mod merge;
#[cfg(test)]
mod tests;

use crate::json::{self, Json, ToJson};
use crate::sgf::{date_of, export, GameInfo};
use crate::storage::keys::{self, FRIEND_LIST, GAME_PREFIX, INDEX, PERSIST_ASKED, PREFIX, PROBE};
use crate::storage::{KeyValue, StorageError, Stored};
use merge::Outcome;

/// The shape of the file this version writes; a restore reads this one and older.
pub const FORMAT: u32 = 1;

/// The field that marks a Tengen backup and holds its [`FORMAT`].
const FORMAT_FIELD: &str = "tengen_backup";

/// The most a backup file may weigh to be read: well over what localStorage holds.
pub const MAX_BYTES: usize = 64 * 1024 * 1024;

/// Whether the value under `key` goes into a backup: every value of this app's but the
/// indexes (rebuilt from what they list), the write probe and this device's own marks.
pub fn backed_up(key: &str) -> bool {
    key.starts_with(PREFIX) && ![INDEX, FRIEND_LIST, PROBE, PERSIST_ASKED].contains(&key)
}

/// The backup's file name for a backup made at `made_ms`: `tengen-backup-2025-03-01.json`.
pub fn file_name(made_ms: f64) -> String {
    format!("tengen-backup-{}.json", date_of(made_ms))
}

/// The backup file of every value kept in `kv`, made at `made_ms`.
pub fn make(kv: &impl KeyValue, made_ms: f64) -> Result<String, StorageError> {
    let mut keys = kv.keys()?;
    keys.retain(|k| backed_up(k));
    keys.sort();
    let mut values = Vec::new();
    let mut records = Vec::new();
    for key in keys {
        let Some(text) = kv.get(&key)? else {
            continue;
        };
        if let Some(sgf) = sgf_of(&key, &text) {
            records.push((key.clone(), Json::Text(sgf)));
        }
        values.push((key, Json::Text(text)));
    }
    let file = Json::object(vec![
        (FORMAT_FIELD, FORMAT.to_json()),
        ("made", Json::Text(date_of(made_ms))),
        ("made_ms", made_ms.to_json()),
        ("values", Json::Object(values)),
        ("sgf", Json::Object(records)),
    ]);
    let mut out = String::new();
    file.write(&mut out);
    Ok(out)
}

/// The SGF record of the game stored as `text` under `key`, if it is a game that reads.
fn sgf_of(key: &str, text: &str) -> Option<String> {
    if key.starts_with(GAME_PREFIX) {
        let saved = crate::saved::parse_saved(text).ok()?;
        let info = saved.sgf_info(Some(date_of(saved.created_ms)));
        return Some(export(&saved.record, &info));
    }
    if key.starts_with(keys::FRIEND_PREFIX) {
        let kept = crate::post::Kept::from_stored(text).ok()?;
        let [black_name, white_name] = kept.names.clone();
        let info = GameInfo {
            black_name,
            white_name,
            preset_id: crate::engine::preset_of(kept.game().rules())
                .map_or(String::new(), |p| p.id.to_string()),
            ..GameInfo::default()
        };
        return Some(export(kept.record(), &info));
    }
    None
}

/// Why a file does not restore (then nothing changes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupError {
    /// It ends too early (a download interrupted, a copy truncated).
    CutShort,
    /// It is not JSON: not a backup of this app's.
    NotJson,
    /// JSON, and not a Tengen backup.
    NotABackup,
    /// A backup of a later version's format, which this one cannot read.
    NewerFormat(u32),
    /// A Tengen backup whose values are not of the backup's shape (edited or damaged).
    Damaged,
}

/// A backup file as read: the values it holds, each under its key, in the file's order.
#[derive(Clone, Debug, PartialEq)]
pub struct Backup {
    /// The day it was made (`2025-03-01`), if the file says it.
    pub made: Option<String>,
    pub values: Vec<(String, String)>,
}

/// Reads a backup file; a damaged or foreign one says why.
pub fn read(text: &str) -> Result<Backup, BackupError> {
    let Some(file) = json::parse(text) else {
        return Err(if json::is_cut_short(text) {
            BackupError::CutShort
        } else {
            BackupError::NotJson
        });
    };
    let format = file.get(FORMAT_FIELD).ok_or(BackupError::NotABackup)?;
    let format: u32 = json::FromJson::from_json(format).ok_or(BackupError::NotABackup)?;
    if format == 0 {
        return Err(BackupError::NotABackup);
    }
    if format > FORMAT {
        return Err(BackupError::NewerFormat(format));
    }
    let Some(Json::Object(fields)) = file.get("values") else {
        return Err(BackupError::Damaged);
    };
    let mut values = Vec::with_capacity(fields.len());
    for (key, value) in fields {
        let Json::Text(text) = value else {
            return Err(BackupError::Damaged);
        };
        // Another app's keys in a hand-made file are not this app's to write.
        if backed_up(key) {
            values.push((key.clone(), text.clone()));
        }
    }
    Ok(Backup {
        made: file.field("made"),
        values,
    })
}

/// What a restore added to this device.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Restored {
    /// Saved games new here or newer in the file.
    pub games: usize,
    /// Games by link new here or further on in the file.
    pub friend_games: usize,
    /// Problem progress joined with the file's (problems tried, a better-informed rating).
    pub problem_progress: bool,
    /// Imported problem files new here.
    pub imports: usize,
    /// Lessons completed in the file and not here.
    pub lessons: usize,
    /// Settings taken from the file (none were kept here).
    pub settings: bool,
    /// The climb on the ladder taken from the file (it rated more games than this device's).
    pub ladder: bool,
    /// Other values taken: the computer's reviews, values set aside, a later version's.
    pub others: usize,
    /// Values in the file that did not read and were left out.
    pub unreadable: usize,
    /// The browser refused a write: what is listed above was restored, the rest not.
    pub refused: Option<StorageError>,
}

impl Restored {
    /// Whether the file brought nothing this device lacked.
    pub fn is_nothing(&self) -> bool {
        Restored {
            unreadable: 0,
            refused: None,
            ..self.clone()
        } == Restored::default()
    }
}

/// Reads a backup file and merges it into `kv` ([`merge`]); a damaged or foreign file
/// changes nothing.
pub fn restore(kv: &mut impl KeyValue, text: &str) -> Result<Restored, BackupError> {
    let backup = read(text)?;
    Ok(restore_values(kv, &backup))
}

/// Merges a backup's values into `kv`, value by value; a refused write stops it there
/// (said in [`Restored::refused`]).
pub fn restore_values(kv: &mut impl KeyValue, backup: &Backup) -> Restored {
    let mut restored = Restored::default();
    if let Err(error) = merge::all(kv, &backup.values, &mut restored) {
        restored.refused = Some(error);
    }
    restored
}

impl Restored {
    /// Counts what became of one value of the file.
    fn count(&mut self, outcome: Outcome, count: impl FnOnce(&mut Restored)) {
        match outcome {
            Outcome::Taken => count(self),
            Outcome::Unreadable => self.unreadable += 1,
            Outcome::Kept => {}
        }
    }
}
