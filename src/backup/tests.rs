//! Backups made and restored over in-memory storage: every value travels as its text, and
//! a restore merges without ever putting older over newer.

use super::merge::{goes_on, join_imports, problem_progress};
use super::*;
use crate::engine::{Color, Game, Move, Point, Rules};
use crate::learn::LessonsDone as Lessons;
use crate::post::Kept;
use crate::problems::progress::{ProblemProgress, Record};
use crate::problems::shelf::{Import, Mine};
use crate::saved::{bench::sample_record, MemoryStorage, SavedGame, Store};
use crate::settings::Settings;
use crate::storage::keys::*;
use crate::storage::Stored;

/// A saved game of `moves` moves, saved `saves` times into `kv` (revision `saves`).
fn save_game(kv: MemoryStorage, id: &str, moves: usize, saves: u32) -> MemoryStorage {
    let mut store = Store::new(kv);
    let mut game = SavedGame::new(id, sample_record(moves, 1), "aga", "Ann", "Bo", 1.0);
    for n in 0..saves {
        game.updated_ms = f64::from(n) + 2.0;
        store.save(&mut game).unwrap();
    }
    std::mem::take(store.backend_mut())
}

/// A game by link against Ben with `moves` moves (both down the board, two columns apart).
fn friend(id: &str, moves: u8) -> Kept {
    let mut game = Game::new(Rules::preset("aga").unwrap(), 9, 0).unwrap();
    for n in 0..moves {
        let color = [Color::Black, Color::White][usize::from(n % 2)];
        let mv = Move::Place(Point::new(n / 2 + 2 * (n % 2), n / 2));
        game.play_as(color, mv).unwrap();
    }
    Kept::new(id, Color::Black, ["Ana".into(), "Ben".into()], game, None)
}

fn lessons(ids: &[&str]) -> Lessons {
    let mut progress = Lessons::default();
    for id in ids {
        progress.complete(id);
    }
    progress
}

fn record(id: &str, attempts: u32, solved: bool) -> Record {
    Record {
        id: id.into(),
        attempts,
        solved,
        first_try: solved && attempts == 1,
    }
}

fn import(number: u32, sgf: &str) -> Import {
    Import {
        number,
        name: format!("{number}.sgf"),
        sgf: sgf.into(),
    }
}

/// A climb on the ladder that rated `games` games.
fn climb(games: u32) -> String {
    crate::table::Climb {
        games,
        ..crate::table::Climb::default()
    }
    .to_stored()
}

/// A device with two saved games, a game by link, progress, settings, a climb on the
/// ladder and a level streak as kept before the ladder.
fn device() -> MemoryStorage {
    let mut kv = save_game(MemoryStorage::new(), "a", 10, 2);
    kv = save_game(kv, "b", 4, 1);
    let put = |kv: &mut MemoryStorage, key: &str, text: String| kv.set(key, &text).unwrap();
    put(&mut kv, &friend_key("f1"), friend("f1", 3).to_stored());
    put(&mut kv, FRIEND_LIST, "[\"f1\"]".into());
    put(&mut kv, LEARN_PROGRESS, lessons(&["atari"]).to_stored());
    let progress = ProblemProgress {
        records: vec![record("beginner-1", 1, true)],
        ..ProblemProgress::default()
    };
    put(&mut kv, PROBLEMS_PROGRESS, progress.to_stored());
    put(&mut kv, SETTINGS, "{\"coordinates\":false}".into());
    put(&mut kv, LADDER, climb(4));
    put(&mut kv, STREAK, "2 3 -1".into());
    put(&mut kv, PERSIST_ASKED, "1".into());
    kv
}

fn text(kv: &MemoryStorage, key: &str) -> Option<String> {
    kv.get(key).unwrap()
}

/// The file holds every value as its exact text, each game's SGF, the format and the day;
/// indexes and this device's own marks stay out.
#[test]
fn a_backup_holds_every_value_as_stored() {
    let kv = device();
    let file = make(&kv, 1_740_787_200_000.0).unwrap();
    let backup = read(&file).unwrap();
    assert_eq!(backup.made.as_deref(), Some("2025-03-01"));
    let keys: Vec<&str> = backup.values.iter().map(|(k, _)| k.as_str()).collect();
    let mut expected = vec![
        game_key("a"),
        game_key("b"),
        friend_key("f1"),
        LEARN_PROGRESS.to_string(),
        PROBLEMS_PROGRESS.to_string(),
        SETTINGS.to_string(),
        LADDER.to_string(),
        STREAK.to_string(),
    ];
    expected.sort();
    assert_eq!(keys, expected);
    for (key, value) in &backup.values {
        assert_eq!(text(&kv, key).as_ref(), Some(value), "{key}");
    }
    let json = crate::json::parse(&file).unwrap();
    let sgf = json.get("sgf").unwrap();
    for key in [game_key("a"), game_key("b"), friend_key("f1")] {
        let record: String = sgf.field(&key).unwrap();
        assert!(record.starts_with("(;GM[1]FF[4]"), "{record}");
        assert!(crate::sgf::import(&record).is_ok());
    }
    assert_eq!(json.field::<u32>("tengen_backup"), Some(FORMAT));
    assert_eq!(
        file_name(1_740_787_200_000.0),
        "tengen-backup-2025-03-01.json"
    );
}

/// Restored on an empty device, everything comes back; a second restore finds nothing new.
#[test]
fn a_cleared_device_gets_everything_back() {
    let kv = device();
    let file = make(&kv, 0.0).unwrap();
    let mut empty = MemoryStorage::new();
    let restored = restore(&mut empty, &file).unwrap();
    assert_eq!(
        restored,
        Restored {
            games: 2,
            friend_games: 1,
            problem_progress: true,
            lessons: 1,
            settings: true,
            ladder: true,
            others: 1,
            ..Restored::default()
        }
    );
    for key in [
        game_key("a"),
        friend_key("f1"),
        SETTINGS.into(),
        LADDER.into(),
        STREAK.into(),
    ] {
        assert_eq!(text(&empty, &key), text(&kv, &key), "{key}");
    }
    assert_eq!(text(&empty, PERSIST_ASKED), None);
    // The game by link kept the old way becomes a saved game at the next start.
    let mut store = Store::new(empty);
    assert_eq!(store.adopt_games_by_link(0.0).unwrap().games, vec!["f1"]);
    assert_eq!(store.list().unwrap().len(), 3);
    let again = restore(store.backend_mut(), &file).unwrap();
    assert!(again.is_nothing(), "{again:?}");
}

/// A saved game stays when the file's copy is older, and is replaced by a newer one (the
/// index then lists the newer one's moves).
#[test]
fn a_saved_game_is_replaced_only_by_a_newer_one() {
    let older = make(&save_game(MemoryStorage::new(), "a", 10, 1), 0.0).unwrap();
    let newer = make(&save_game(MemoryStorage::new(), "a", 20, 3), 0.0).unwrap();
    let mut kv = save_game(MemoryStorage::new(), "a", 15, 2);
    let before = text(&kv, &game_key("a"));
    assert!(restore(&mut kv, &older).unwrap().is_nothing());
    assert_eq!(text(&kv, &game_key("a")), before);

    let mut store = Store::new(kv);
    store.list().unwrap();
    assert_eq!(restore(store.backend_mut(), &newer).unwrap().games, 1);
    assert_eq!(store.load("a").unwrap().revision, 3);
    let crate::saved::ListEntry::Game(summary) = &store.list().unwrap()[0] else {
        panic!("not listed");
    };
    assert_eq!(summary.moves, 20);
}

/// A game by link is replaced only by a record that goes on from this one's.
#[test]
fn a_game_by_link_is_replaced_only_by_one_further_on() {
    let mut kv = MemoryStorage::new();
    kv.set(&friend_key("f1"), &friend("f1", 4).to_stored())
        .unwrap();
    for (moves, taken) in [(2, false), (4, false), (6, true)] {
        let mut other = MemoryStorage::new();
        other
            .set(&friend_key("f1"), &friend("f1", moves).to_stored())
            .unwrap();
        let restored = restore(&mut kv, &make(&other, 0.0).unwrap()).unwrap();
        assert_eq!(restored.friend_games, usize::from(taken), "{moves} moves");
    }
    let kept = Kept::from_stored(&text(&kv, &friend_key("f1")).unwrap()).unwrap();
    assert_eq!(kept.record().events.len(), 6);
    // Another game under the same id, as long or longer, is not this one's future.
    let mut apart = friend("f1", 4).record().clone();
    apart.events.reverse();
    apart
        .events
        .push(friend("f1", 5).record().events[4].clone());
    assert!(!goes_on(&apart, friend("f1", 4).record()));
    assert!(goes_on(friend("f1", 5).record(), friend("f1", 4).record()));
}

/// Problem progress is joined problem by problem; the rating of the device that rated
/// more problems wins.
#[test]
fn problem_progress_is_joined_per_problem() {
    let mut ours = ProblemProgress {
        records: vec![
            record("beginner-1", 3, false),
            record("beginner-2", 1, true),
        ],
        ..ProblemProgress::default()
    };
    ours.rating.rating = 800.0;
    let mut theirs = ProblemProgress {
        records: vec![
            record("beginner-1", 1, true),
            record("beginner-3", 2, true),
            record("snapback-1", 1, false),
        ],
        ..ProblemProgress::default()
    };
    theirs.rating.rating = 950.0;
    let joined = problem_progress(&ours, &theirs);
    assert_eq!(joined.rating.rating, 950.0);
    assert_eq!(
        joined.records,
        [
            Record {
                first_try: true,
                ..record("beginner-1", 3, true)
            },
            record("beginner-2", 1, true),
            record("beginner-3", 2, true),
            record("snapback-1", 1, false),
        ]
    );
    // Ours knew more: our rating stays; joining again changes nothing.
    assert_eq!(problem_progress(&theirs, &ours).rating.rating, 950.0);
    assert_eq!(problem_progress(&joined, &theirs), joined);
}

/// Imported files are joined by their text; one whose number is taken here takes the
/// next, and its problems' progress follows it.
#[test]
fn imports_are_joined_and_their_progress_follows_them() {
    let mut kv = MemoryStorage::new();
    let ours = Mine {
        imports: vec![import(1, "(;SZ[9]AB[cc];B[dd])")],
    };
    kv.set(PROBLEMS_MINE, &ours.to_stored()).unwrap();
    let theirs = Mine {
        imports: vec![
            import(1, "(;SZ[9]AB[ee];B[ff])"),
            import(2, "(;SZ[9]AB[cc];B[dd])"),
        ],
    };
    let progress = ProblemProgress {
        records: vec![record("mine-1-1", 1, true), record("mine-2-1", 2, true)],
        ..ProblemProgress::default()
    };
    let mut other = MemoryStorage::new();
    other.set(PROBLEMS_MINE, &theirs.to_stored()).unwrap();
    other.set(PROBLEMS_PROGRESS, &progress.to_stored()).unwrap();
    let restored = restore(&mut kv, &make(&other, 0.0).unwrap()).unwrap();
    assert_eq!(restored.imports, 1);
    let mine = Mine::from_stored(&text(&kv, PROBLEMS_MINE).unwrap()).unwrap();
    assert_eq!(
        (mine.imports[1].number, mine.imports[1].sgf.as_str()),
        (2, "(;SZ[9]AB[ee];B[ff])")
    );
    let joined = ProblemProgress::from_stored(&text(&kv, PROBLEMS_PROGRESS).unwrap()).unwrap();
    let ids: Vec<&str> = joined.records.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(ids, ["mine-2-1", "mine-1-1"]);
    assert_eq!(joined.records[1].attempts, 2);

    let mut same = ours.clone();
    assert_eq!(join_imports(&mut same, &ours), (0, vec![]));
}

/// Lesson ticks are the union of both; settings stay this device's, unless it has only
/// the defaults; the climb that rated more games is kept.
#[test]
fn lessons_join_and_settings_stay() {
    let mut kv = MemoryStorage::new();
    kv.set(LEARN_PROGRESS, &lessons(&["atari", "ko"]).to_stored())
        .unwrap();
    kv.set(SETTINGS, "{\"placing\":\"TwoTap\"}").unwrap();
    let mut other = MemoryStorage::new();
    other
        .set(
            LEARN_PROGRESS,
            &lessons(&["atari", "capture", "eyes"]).to_stored(),
        )
        .unwrap();
    other.set(SETTINGS, "{\"coordinates\":false}").unwrap();
    other.set(LADDER, &climb(5)).unwrap();
    kv.set(LADDER, &climb(2)).unwrap();
    let restored = restore(&mut kv, &make(&other, 0.0).unwrap()).unwrap();
    assert_eq!(
        (restored.lessons, restored.settings, restored.ladder),
        (2, false, true)
    );
    assert_eq!(text(&kv, LADDER), Some(climb(5)));
    let mut longer = MemoryStorage::new();
    longer.set(LADDER, &climb(9)).unwrap();
    let restored = restore(&mut longer, &make(&other, 0.0).unwrap()).unwrap();
    assert!(!restored.ladder);
    assert_eq!(text(&longer, LADDER), Some(climb(9)));
    let joined = Lessons::from_stored(&text(&kv, LEARN_PROGRESS).unwrap()).unwrap();
    assert_eq!(
        joined.completed().collect::<Vec<_>>(),
        ["atari", "capture", "eyes", "ko"]
    );
    assert_eq!(
        text(&kv, SETTINGS).as_deref(),
        Some("{\"placing\":\"TwoTap\"}")
    );

    let mut fresh = MemoryStorage::new();
    fresh
        .set(SETTINGS, &Settings::default().to_stored())
        .unwrap();
    let restored = restore(&mut fresh, &make(&other, 0.0).unwrap()).unwrap();
    assert!(restored.settings);
    assert_eq!(
        text(&fresh, SETTINGS).as_deref(),
        Some("{\"coordinates\":false}")
    );
}

/// A damaged value here is set aside before the file's takes its place; values set aside
/// on the other device are kept aside here too; values this version has no type for
/// travel as text.
#[test]
fn damaged_and_unknown_values_are_kept() {
    let mut kv = MemoryStorage::new();
    kv.set(LADDER, "{\"rating\":").unwrap();
    let mut other = MemoryStorage::new();
    other.set(LADDER, &climb(3)).unwrap();
    other
        .set(&format!("{KEPT_PREFIX}settings"), "{\"coord")
        .unwrap();
    other
        .set(&format!("{PREFIX}later.value"), "{\"x\":1}")
        .unwrap();
    let restored = restore(&mut kv, &make(&other, 0.0).unwrap()).unwrap();
    assert!(restored.ladder);
    assert_eq!(restored.others, 2);
    assert_eq!(text(&kv, LADDER), Some(climb(3)));
    assert_eq!(
        text(&kv, &format!("{KEPT_PREFIX}ladder")).as_deref(),
        Some("{\"rating\":")
    );
    assert_eq!(
        text(&kv, &format!("{KEPT_PREFIX}settings")).as_deref(),
        Some("{\"coord")
    );
    assert_eq!(
        text(&kv, &format!("{PREFIX}later.value")).as_deref(),
        Some("{\"x\":1}")
    );
    assert!(restore(&mut kv, &make(&other, 0.0).unwrap())
        .unwrap()
        .is_nothing());
}

/// A damaged, foreign or later file says why and changes nothing; a damaged value inside
/// a good file is left out and counted.
#[test]
fn a_file_that_does_not_read_changes_nothing() {
    let file = make(&device(), 0.0).unwrap();
    let cases = [
        (&file[..file.len() / 2], BackupError::CutShort),
        ("(;GM[1]FF[4])", BackupError::NotJson),
        ("{\"games\":[]}", BackupError::NotABackup),
        ("{\"tengen_backup\":\"one\"}", BackupError::NotABackup),
        (
            "{\"tengen_backup\":2,\"values\":{}}",
            BackupError::NewerFormat(2),
        ),
        ("{\"tengen_backup\":1,\"values\":[]}", BackupError::Damaged),
        (
            "{\"tengen_backup\":1,\"values\":{\"x\":1}}",
            BackupError::Damaged,
        ),
    ];
    for (text, error) in cases {
        let mut kv = MemoryStorage::new();
        assert_eq!(restore(&mut kv, text), Err(error), "{text}");
        assert!(kv.keys().unwrap().is_empty());
    }
    let damaged = format!(
        "{{\"tengen_backup\":1,\"values\":{{\"{}\":\"{{\\\"sch\",\"{LADDER}\":\"9\"}}}}",
        game_key("x")
    );
    let mut kv = MemoryStorage::new();
    let restored = restore(&mut kv, &damaged).unwrap();
    assert_eq!(restored.unreadable, 2);
    assert!(restored.is_nothing());
    assert!(kv.keys().unwrap().is_empty());
}

/// A write the browser refuses stops the restore there and says so; what was written stays.
#[test]
fn a_full_storage_is_said() {
    let file = make(&device(), 0.0).unwrap();
    let mut kv = MemoryStorage::with_quota(600);
    let restored = restore(&mut kv, &file).unwrap();
    assert_eq!(restored.refused, Some(StorageError::QuotaExceeded));
}

/// A saved game by link is compared by what it carries, not by each device's count of
/// saves: a record further on, or the same record with an acceptance of the marks, is
/// taken from an older revision; this device's further copy stays over a higher revision.
#[test]
fn a_saved_game_by_link_is_taken_when_further_on_whatever_its_revision() {
    let by_link = |moves: u8, accepts: bool, revision: u64| {
        let kept = friend("f1", moves);
        let mut link = kept.link.clone();
        link.mine_accepts = accepts.then(|| kept.record().events.len());
        let mut game = SavedGame::new("f1", kept.record().clone(), "aga", "Ana", "Ben", 1.0);
        game.link = Some(link);
        game.revision = revision;
        game
    };
    let key = game_key("f1");
    let restore_onto = |ours: &SavedGame, theirs: &SavedGame| {
        let (mut kv, mut other) = (MemoryStorage::new(), MemoryStorage::new());
        kv.set(&key, &ours.to_json()).unwrap();
        other.set(&key, &theirs.to_json()).unwrap();
        restore(&mut kv, &make(&other, 0.0).unwrap()).unwrap();
        crate::saved::parse_saved(&text(&kv, &key).unwrap()).unwrap()
    };
    // The same moves, accepted in the file: taken though its revision is lower.
    let got = restore_onto(&by_link(4, false, 5), &by_link(4, true, 1));
    assert_eq!(got.link.unwrap().mine_accepts, Some(4));
    // Accepted here: kept over the file's higher revision without it.
    let got = restore_onto(&by_link(4, true, 1), &by_link(4, false, 9));
    assert_eq!(got.link.unwrap().mine_accepts, Some(4));
    // Further on in the file: taken; further on here: kept.
    assert_eq!(
        restore_onto(&by_link(4, false, 7), &by_link(6, false, 2))
            .record
            .events
            .len(),
        6
    );
    assert_eq!(
        restore_onto(&by_link(6, false, 2), &by_link(4, false, 7))
            .record
            .events
            .len(),
        6
    );
    // The same copy: the revision decides, as for any saved game.
    assert_eq!(
        restore_onto(&by_link(4, false, 1), &by_link(4, false, 3)).revision,
        3
    );
}
