//! How each value of a backup meets the one kept here: generic over the stored text,
//! reading values into their types only to compare them.
//!
//! - A saved game: taken if missing here, or if the file's copy is newer (its revision,
//!   then its time). A saved game by link is newer when its record goes on from this
//!   one, or is this one with an acceptance of the marks this one lacks; older when this
//!   one is so; only then do the revisions decide.
//! - A game by link kept the old way: taken if missing here, or if the file's record goes
//!   on from this one (more events, this one's as their start).
//! - Problem progress: joined problem by problem ([`problem_progress`]); imported problem
//!   files: joined by their text, renumbered when a number is taken here.
//! - Lessons: the completed ones of both. The best rush: the better one.
//! - The settings: this device's, unless it has only the defaults.
//! - The climb on the ladder: the one that rated more games.
//! - Everything else (reviews, values set aside, a later version's values): this
//!   device's if it has one, else the file's.

use super::Restored;
use crate::learn::LessonsDone as Lessons;
use crate::post::{Kept, Link};
use crate::problems::progress::{ProblemProgress, Record};
use crate::problems::rush::Best as RushBest;
use crate::problems::shelf::{Import, Mine};
use crate::saved::{parse_saved, DamageReason, SavedGame};
use crate::settings::Settings;
use crate::storage::keys::{
    FRIEND_PREFIX, GAME_PREFIX, INDEX, KEPT_PREFIX, LADDER, LEARN_PROGRESS, PREFIX, PROBLEMS_MINE,
    PROBLEMS_PROGRESS, PROBLEMS_RUSH, SETTINGS,
};
use crate::storage::{set_aside, KeyValue, StorageError, Stored};
use crate::table::Climb;

/// What became of one value of the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// Written here (new, or newer than this device's).
    Taken,
    /// This device's stays.
    Kept,
    /// The file's does not read: left out.
    Unreadable,
}

/// Merges every value of a backup into `kv`, counting what it took in `restored`.
pub(super) fn all(
    kv: &mut impl KeyValue,
    values: &[(String, String)],
    restored: &mut Restored,
) -> Result<(), StorageError> {
    let mut replaced_game = false;
    let mut mine = None;
    let mut problems = None;
    for (key, text) in values {
        let key = key.as_str();
        if key.starts_with(GAME_PREFIX) {
            let (outcome, replaced, by_link) = saved_game(kv, key, text)?;
            replaced_game |= replaced;
            if by_link {
                restored.count(outcome, |r| r.friend_games += 1);
            } else {
                restored.count(outcome, |r| r.games += 1);
            }
        } else if key.starts_with(FRIEND_PREFIX) {
            let outcome = friend_game(kv, key, text)?;
            restored.count(outcome, |r| r.friend_games += 1);
        } else if key.starts_with(KEPT_PREFIX) {
            let outcome = set_aside_too(kv, key, text)?;
            restored.count(outcome, |r| r.others += 1);
        } else {
            match key {
                PROBLEMS_MINE => mine = Some(text),
                PROBLEMS_PROGRESS => problems = Some(text),
                LEARN_PROGRESS => match lessons(kv, text)? {
                    Some(0) => {}
                    Some(n) => restored.lessons += n,
                    None => restored.unreadable += 1,
                },
                SETTINGS => {
                    let outcome = if_unset::<Settings>(kv, key, text)?;
                    restored.count(outcome, |r| r.settings = true);
                }
                LADDER => {
                    let outcome = climb(kv, text)?;
                    restored.count(outcome, |r| r.ladder = true);
                }
                PROBLEMS_RUSH => {
                    let outcome = rush_best(kv, text)?;
                    restored.count(outcome, |r| r.others += 1);
                }
                _ => {
                    let outcome = text_if_missing(kv, key, text)?;
                    restored.count(outcome, |r| r.others += 1);
                }
            }
        }
    }
    // The imports first: their numbers name their problems in the progress.
    let renumbered = match mine {
        Some(text) => match imports(kv, text)? {
            Some((added, renumbered)) => {
                restored.imports += added;
                renumbered
            }
            None => {
                restored.unreadable += 1;
                Vec::new()
            }
        },
        None => Vec::new(),
    };
    if let Some(text) = problems {
        let outcome = problems_progress(kv, text, &renumbered)?;
        restored.count(outcome, |r| r.problem_progress = true);
    }
    if replaced_game {
        // The index is a cache of the games: rebuilt from them by the next listing.
        kv.remove(INDEX)?;
    }
    // Games by link in the form kept before they were saved games become saved games at
    // the next start (`crate::saved::Store::adopt_games_by_link`).
    Ok(())
}

/// What is kept here under a key, as the merge sees it.
enum Here<T> {
    /// Nothing (or a damaged value, now set aside).
    Missing,
    /// A value that reads.
    Value(T),
    /// A value this version cannot read and must not overwrite (a later version's).
    Untouchable,
}

/// The value under `key` read by `parse`; a damaged one is set aside first (so that the
/// file's may take its place without a loss), one of a later version is left alone.
fn here<T>(
    kv: &mut impl KeyValue,
    key: &str,
    parse: impl Fn(&str) -> Result<T, DamageReason>,
) -> Result<Here<T>, StorageError> {
    let Some(raw) = kv.get(key)? else {
        return Ok(Here::Missing);
    };
    match parse(&raw) {
        Ok(value) => Ok(Here::Value(value)),
        Err(DamageReason::NewerSchema(_)) => Ok(Here::Untouchable),
        Err(_) => {
            set_aside(kv, key, &raw)?;
            Ok(Here::Missing)
        }
    }
}

/// Writes the file's text under `key`.
fn take(kv: &mut impl KeyValue, key: &str, text: &str) -> Result<Outcome, StorageError> {
    kv.set(key, text)?;
    Ok(Outcome::Taken)
}

/// A saved game: taken if missing here or newer in the file; whether it replaced one, and
/// whether it is a game by link.
fn saved_game(
    kv: &mut impl KeyValue,
    key: &str,
    text: &str,
) -> Result<(Outcome, bool, bool), StorageError> {
    let Ok(theirs) = parse_saved(text) else {
        return Ok((Outcome::Unreadable, false, false));
    };
    let by_link = theirs.link.is_some();
    let (outcome, replaced) = match here(kv, key, parse_saved)? {
        Here::Missing => (take(kv, key, text)?, false),
        Here::Value(ours) if newer(&theirs, &ours) => (take(kv, key, text)?, true),
        _ => (Outcome::Kept, false),
    };
    Ok((outcome, replaced, by_link))
}

/// Whether `theirs` is a later save of the game than `ours`: every save bumps the
/// revision; the time decides between equal revisions. A game by link is first compared
/// by what it carries ([`further_by_link`]), since a revision is one device's own count.
fn newer(theirs: &SavedGame, ours: &SavedGame) -> bool {
    further_by_link(theirs, ours)
        .unwrap_or((theirs.revision, theirs.updated_ms) > (ours.revision, ours.updated_ms))
}

/// Between two copies of one game by link, whether `theirs` is further on: its record goes
/// on from `ours`'s, or is the same record with an acceptance of the marks that `ours`
/// lacks (Some(true)); the other way round, or the other colour's copy (Some(false)).
/// None when neither says (not games by link, or the same record and acceptances).
fn further_by_link(theirs: &SavedGame, ours: &SavedGame) -> Option<bool> {
    let (t, o) = (theirs.link.as_ref()?, ours.link.as_ref()?);
    if t.game != o.game || t.me != o.me {
        return Some(false);
    }
    if goes_on(&theirs.record, &ours.record) {
        return Some(true);
    }
    if goes_on(&ours.record, &theirs.record) || theirs.record != ours.record {
        return Some(false);
    }
    let now = ours.record.events.len();
    let accepts = |l: &Link| {
        [l.mine_accepts, l.theirs_accepts]
            .into_iter()
            .filter(|&a| a == Some(now))
            .count()
    };
    match accepts(t).cmp(&accepts(o)) {
        std::cmp::Ordering::Greater => Some(true),
        std::cmp::Ordering::Less => Some(false),
        std::cmp::Ordering::Equal => None,
    }
}

/// A game by link in the form kept before games by link were saved games: taken if missing
/// here (and not a saved game here already), or if the file's record goes on from this one.
fn friend_game(kv: &mut impl KeyValue, key: &str, text: &str) -> Result<Outcome, StorageError> {
    let Ok(theirs) = Kept::from_stored(text) else {
        return Ok(Outcome::Unreadable);
    };
    if kv
        .get(&crate::saved::game_key(&theirs.link.game))?
        .is_some()
    {
        return Ok(Outcome::Kept);
    }
    match here(kv, key, Kept::from_stored)? {
        Here::Missing => take(kv, key, text),
        Here::Value(ours) if goes_on(theirs.record(), ours.record()) => take(kv, key, text),
        _ => Ok(Outcome::Kept),
    }
}

/// Whether record `theirs` is record `ours` and more: the same game with more events,
/// `ours`'s events as their start.
pub(super) fn goes_on(
    theirs: &crate::engine::GameRecord,
    ours: &crate::engine::GameRecord,
) -> bool {
    if theirs.events.len() <= ours.events.len() {
        return false;
    }
    let mut start = theirs.clone();
    start.events.truncate(ours.events.len());
    start == *ours
}

/// The best rush: the better of this device's and the file's.
fn rush_best(kv: &mut impl KeyValue, text: &str) -> Result<Outcome, StorageError> {
    let Ok(theirs) = RushBest::from_stored(text) else {
        return Ok(Outcome::Unreadable);
    };
    match here(kv, PROBLEMS_RUSH, RushBest::from_stored)? {
        Here::Missing => take(kv, PROBLEMS_RUSH, text),
        Here::Value(ours) if ours.join(theirs) != ours => {
            take(kv, PROBLEMS_RUSH, &ours.join(theirs).to_stored())
        }
        _ => Ok(Outcome::Kept),
    }
}

/// The climb on the ladder: the file's when it rated more games than this device's (a
/// climb is one player's own history: two are not added, the longer goes on).
fn climb(kv: &mut impl KeyValue, text: &str) -> Result<Outcome, StorageError> {
    let Ok(theirs) = Climb::from_stored(text) else {
        return Ok(Outcome::Unreadable);
    };
    match here(kv, LADDER, Climb::from_stored)? {
        Here::Missing => take(kv, LADDER, text),
        Here::Value(ours) if theirs.games > ours.games => take(kv, LADDER, text),
        _ => Ok(Outcome::Kept),
    }
}

/// A value of one key that this device keeps if it has one (the settings):
/// the file's, if it reads, when there is none here or only the defaults (the app writes
/// its settings on every visit, so a device just cleared has them).
fn if_unset<T: Stored + Default + PartialEq>(
    kv: &mut impl KeyValue,
    key: &str,
    text: &str,
) -> Result<Outcome, StorageError> {
    let Ok(theirs) = T::from_stored(text) else {
        return Ok(Outcome::Unreadable);
    };
    match here(kv, key, T::from_stored)? {
        Here::Missing => take(kv, key, text),
        Here::Value(ours) if ours == T::default() && theirs != ours => take(kv, key, text),
        _ => Ok(Outcome::Kept),
    }
}

/// A value this version has no type for (a review, a later version's): the file's text
/// when nothing is kept here under its key.
fn text_if_missing(kv: &mut impl KeyValue, key: &str, text: &str) -> Result<Outcome, StorageError> {
    match kv.get(key)? {
        None => take(kv, key, text),
        Some(_) => Ok(Outcome::Kept),
    }
}

/// A value set aside on the other device: kept aside here too, beside any of this
/// device's (the next free `tengen.kept.<name>.n`), unless the same text is kept already.
fn set_aside_too(kv: &mut impl KeyValue, key: &str, text: &str) -> Result<Outcome, StorageError> {
    for kept in kv.keys()? {
        if kept.starts_with(KEPT_PREFIX) && kv.get(&kept)?.as_deref() == Some(text) {
            return Ok(Outcome::Kept);
        }
    }
    let name = &key[KEPT_PREFIX.len()..];
    set_aside(kv, &format!("{PREFIX}{name}"), text)?;
    Ok(Outcome::Taken)
}

/// The lessons completed in the file joined to this device's: how many were new (None if
/// the file's do not read).
fn lessons(kv: &mut impl KeyValue, text: &str) -> Result<Option<usize>, StorageError> {
    let Ok(theirs) = Lessons::from_stored(text) else {
        return Ok(None);
    };
    let mut joined = match here(kv, LEARN_PROGRESS, Lessons::from_stored)? {
        Here::Value(ours) => ours,
        _ => Lessons::default(),
    };
    let new = theirs.completed().filter(|id| joined.complete(id)).count();
    if new > 0 {
        kv.set(LEARN_PROGRESS, &joined.to_stored())?;
    }
    Ok(Some(new))
}

/// The file's imported problem files joined to this device's by their text: how many were
/// new, and each file number that names another number here (None if the file's imports
/// do not read).
fn imports(
    kv: &mut impl KeyValue,
    text: &str,
) -> Result<Option<(usize, Renumbered)>, StorageError> {
    let Ok(theirs) = Mine::from_stored(text) else {
        return Ok(None);
    };
    let mut joined = match here(kv, PROBLEMS_MINE, Mine::from_stored)? {
        Here::Value(ours) => ours,
        _ => Mine::default(),
    };
    let (added, renumbered) = join_imports(&mut joined, &theirs);
    if added > 0 {
        kv.set(PROBLEMS_MINE, &joined.to_stored())?;
    }
    Ok(Some((added, renumbered)))
}

/// Adds to `ours` each of `theirs`' files it lacks (by their text), under its own number
/// if that is free, else the next; returns how many were added and each number of theirs
/// now another number here.
pub(super) fn join_imports(ours: &mut Mine, theirs: &Mine) -> (usize, Renumbered) {
    let mut added = 0;
    let mut renumbered = Vec::new();
    for import in &theirs.imports {
        let number = match ours.imports.iter().find(|i| i.sgf == import.sgf) {
            Some(same) => same.number,
            None => {
                let taken = ours.imports.iter().any(|i| i.number == import.number);
                let number = if taken {
                    ours.imports.iter().map(|i| i.number).max().unwrap_or(0) + 1
                } else {
                    import.number
                };
                ours.imports.push(Import {
                    number,
                    ..import.clone()
                });
                added += 1;
                number
            }
        };
        if number != import.number {
            renumbered.push((import.number, number));
        }
    }
    (added, renumbered)
}

/// Each number of an imported file in the backup that names another number here.
type Renumbered = Vec<(u32, u32)>;

/// The file's problem progress joined to this device's ([`problem_progress`]), its
/// imported problems' ids renumbered as their files were.
fn problems_progress(
    kv: &mut impl KeyValue,
    text: &str,
    renumbered: &[(u32, u32)],
) -> Result<Outcome, StorageError> {
    let Ok(mut theirs) = ProblemProgress::from_stored(text) else {
        return Ok(Outcome::Unreadable);
    };
    renumber(&mut theirs, renumbered);
    let ours = match here(kv, PROBLEMS_PROGRESS, ProblemProgress::from_stored)? {
        Here::Value(ours) => ours,
        Here::Untouchable => return Ok(Outcome::Kept),
        Here::Missing => ProblemProgress::default(),
    };
    let joined = problem_progress(&ours, &theirs);
    if joined == ours {
        return Ok(Outcome::Kept);
    }
    take(kv, PROBLEMS_PROGRESS, &joined.to_stored())
}

/// Renames the records of imported problems whose file took another number here.
fn renumber(progress: &mut ProblemProgress, renumbered: &[(u32, u32)]) {
    let key = |number| {
        Import {
            number,
            ..Import::default()
        }
        .key()
    };
    for record in &mut progress.records {
        for &(from, to) in renumbered {
            let old = format!("{}-", key(from));
            if let Some(rest) = record.id.strip_prefix(&old) {
                record.id = format!("{}-{rest}", key(to));
                break;
            }
        }
    }
}

/// Two devices' problem progress as one: every problem tried on either, a problem tried on
/// both with the more attempts and solved (at the first try) if it was on either; the
/// rating of the device that rated more problems (Glicko-2 moves only with a first
/// attempt, so that one knows more), this device's on a tie.
pub fn problem_progress(ours: &ProblemProgress, theirs: &ProblemProgress) -> ProblemProgress {
    let mut joined = ours.clone();
    for record in &theirs.records {
        match joined.records.iter_mut().find(|r| r.id == record.id) {
            Some(mine) => {
                *mine = Record {
                    id: mine.id.clone(),
                    attempts: mine.attempts.max(record.attempts),
                    solved: mine.solved || record.solved,
                    first_try: mine.first_try || record.first_try,
                }
            }
            None => joined.records.push(record.clone()),
        }
    }
    if theirs.records.len() > ours.records.len() {
        joined.rating = theirs.rating;
    }
    joined
}
