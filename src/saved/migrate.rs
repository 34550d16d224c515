//! Reading any stored version of a saved game and bringing it to the current shape.
//!
//! - Schema 1 (the first release): names under `players`, the preset under `preset`,
//!   the record in the engine's plain JSON, no `title`, no `revision`, a clock without
//!   its per-event log.
//! - Schema 2 (current): [`SavedGame`], with the compact record of [`crate::engine::CompactRecord`].

use super::{ClockRecord, SavedGame};
use crate::engine::{Game, GameRecord};
use crate::json::{self, FromJson};
use crate::json_struct;
use crate::storage::DamageReason;

/// The schema this version writes.
pub const CURRENT_SCHEMA: u32 = 2;

/// Schema 1 as it was written.
struct V1 {
    id: String,
    record: GameRecord,
    preset: String,
    players: V1Players,
    created_ms: f64,
    updated_ms: f64,
    clock: Option<ClockRecord>,
}

struct V1Players {
    black: String,
    white: String,
}

json_struct!(V1 {
    id,
    record,
    preset,
    players,
    created_ms,
    updated_ms,
    #[default]
    clock
});
json_struct!(V1Players { black, white });

impl From<V1> for SavedGame {
    fn from(v: V1) -> SavedGame {
        SavedGame {
            schema: CURRENT_SCHEMA,
            id: v.id,
            record: v.record,
            preset_id: v.preset,
            black_name: v.players.black,
            white_name: v.players.white,
            created_ms: v.created_ms,
            updated_ms: v.updated_ms,
            clock: v.clock,
            title: None,
            revision: 0,
            computer: None,
            link: None,
            took_back: false,
        }
    }
}

/// Reads a stored value of any known schema, migrated to the current one, and checks
/// that its moves replay. Never panics: every problem is a [`DamageReason`].
pub fn parse_saved(raw: &str) -> Result<SavedGame, DamageReason> {
    parse_replayed(raw).map(|(saved, _)| saved)
}

/// [`parse_saved`], with the game its record replays to (replayed once, here).
pub fn parse_replayed(raw: &str) -> Result<(SavedGame, Game), DamageReason> {
    if !raw.trim_start().starts_with('{') {
        return Err(DamageReason::NotJson("it does not start with {".into()));
    }
    let value =
        json::parse(raw).ok_or_else(|| DamageReason::NotJson("it is not valid JSON".into()))?;
    let shape = || DamageReason::BadShape("a value is missing or of the wrong kind".into());
    let game = match value.field::<Option<u64>>("schema").ok_or_else(shape)? {
        None => return Err(DamageReason::BadShape("no format version".into())),
        Some(1) => SavedGame::from(V1::from_json(&value).ok_or_else(shape)?),
        Some(2) => SavedGame::from_json(&value).ok_or_else(shape)?,
        Some(n) if n > u64::from(CURRENT_SCHEMA) => {
            return Err(DamageReason::NewerSchema(n.min(u64::from(u32::MAX)) as u32))
        }
        Some(n) => return Err(DamageReason::BadShape(format!("unknown format {n}"))),
    };
    let replayed = Game::replay(&game.record).map_err(DamageReason::DoesNotReplay)?;
    Ok((game, replayed))
}

/// The schema and revision of a stored value, read without checking the rest
/// (a future version may change any other field, even the revision's type).
pub(super) fn peek(raw: &str) -> Option<(u32, u64)> {
    let value = json::parse(raw)?;
    let schema: u64 = value.field("schema")?;
    let schema = u32::try_from(schema).unwrap_or(u32::MAX);
    Some((schema, value.field("revision").unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Color, Event, Move, Point};

    /// A schema 1 value as the first release wrote it: AGA 9x9, Black D5, White passes.
    fn v1_fixture() -> String {
        include_str!("../../tests/fixtures/saved-v1.json").to_string()
    }

    /// A schema 1 value opens as schema 2 with its names, preset, moves and clock.
    #[test]
    fn migrates_v1() {
        let g = parse_saved(&v1_fixture()).unwrap();
        assert_eq!(g.schema, CURRENT_SCHEMA);
        assert_eq!(
            (g.black_name.as_str(), g.white_name.as_str()),
            ("Ann", "Bo")
        );
        assert_eq!(g.preset_id, "aga");
        assert_eq!((g.revision, g.title.clone()), (0, None));
        assert_eq!(
            g.record.events,
            [
                Event::Play {
                    color: Color::Black,
                    mv: Move::Place(Point::new(3, 4))
                },
                Event::Play {
                    color: Color::White,
                    mv: Move::Pass
                }
            ]
        );
        let clock = g.clock.clone().unwrap();
        assert_eq!(clock.remaining_ms, [590000, 600000]);
        assert!(clock.log.is_empty());
        // Written back, it is schema 2 and reads back the same.
        assert_eq!(parse_saved(&g.to_json()), Ok(g));
    }

    /// Damaged values say why; nothing panics.
    #[test]
    fn damaged_values() {
        assert!(matches!(
            parse_saved("{\"schema\":2,"),
            Err(DamageReason::NotJson(_))
        ));
        assert!(matches!(
            parse_saved("[1,2]"),
            Err(DamageReason::NotJson(_))
        ));
        assert!(matches!(parse_saved("{}"), Err(DamageReason::BadShape(_))));
        assert_eq!(
            parse_saved("{\"schema\":7,\"x\":1}"),
            Err(DamageReason::NewerSchema(7))
        );
        let broken = v1_fixture().replace("\"row\": 4", "\"row\": 40");
        assert!(matches!(
            parse_saved(&broken),
            Err(DamageReason::DoesNotReplay(_))
        ));
        assert!(parse_saved("")
            .unwrap_err()
            .to_string()
            .starts_with("The saved text is damaged"));
    }
}
