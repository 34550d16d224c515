//! The store over in-memory storage: saving, listing, two tabs, damage and quota.

use super::*;
use crate::engine::{Color, Event, Move};

fn record(moves: usize) -> GameRecord {
    bench::sample_record(moves, 1)
}

fn saved(id: &str, moves: usize, t: f64) -> SavedGame {
    SavedGame::new(id, record(moves), "aga", "Ann", "Bo", t)
}

fn store() -> Store<MemoryStorage> {
    Store::new(MemoryStorage::new())
}

fn ids(list: &[ListEntry]) -> Vec<&str> {
    list.iter().map(ListEntry::id).collect()
}

/// A saved game loads back equal, with its revision bumped.
#[test]
fn save_and_load() {
    let mut s = store();
    let mut g = saved("a", 30, 1.0);
    let mut clock = ClockRecord::new(600_000, 30_000, 3);
    clock.push(ClockMark {
        remaining_ms: [599_000, 600_000],
        periods_left: [3, 3],
        in_byo_yomi: Some([false; 2]),
    });
    g.clock = Some(clock);
    let summary = s.save(&mut g).unwrap();
    assert_eq!(g.revision, 1);
    assert_eq!(summary.moves, 30);
    assert_eq!(summary.status, Stage::Playing(Color::Black));
    assert_eq!(s.load("a").unwrap(), g);
    // Compact: a few bytes per move.
    assert!(summary.bytes < 1500, "{} bytes", summary.bytes);
}

/// A tab that loaded revision 1 cannot overwrite revision 2 saved by another tab.
#[test]
fn two_tabs() {
    let mut s = store();
    let mut g = saved("a", 3, 1.0);
    s.save(&mut g).unwrap();
    let mut other_tab = s.load("a").unwrap();
    other_tab.record.events.push(Event::Play {
        color: Color::White,
        mv: Move::Pass,
    });
    s.save(&mut other_tab).unwrap();
    let e = s.save(&mut g).unwrap_err();
    assert_eq!(
        e,
        SaveError::NewerRevisionStored {
            stored: 2,
            loaded: 1
        }
    );
    assert!(e.to_string().contains("another tab"));
    assert_eq!(s.load("a").unwrap().record.events.len(), 4);
}

/// The list is newest first, repairs a lost index and never touches other keys.
#[test]
fn list_newest_first_and_repairs_index() {
    let mut s = store();
    s.backend_mut().set("other.app", "x").unwrap();
    s.backend_mut()
        .set(crate::storage::keys::SETTINGS, "{}")
        .unwrap();
    for (id, t) in [("old", 1.0), ("new", 3.0), ("mid", 2.0)] {
        s.save(&mut saved(id, 5, t)).unwrap();
    }
    assert_eq!(ids(&s.list().unwrap()), ["new", "mid", "old"]);
    s.backend_mut().remove(INDEX_KEY).unwrap();
    assert_eq!(ids(&s.list().unwrap()), ["new", "mid", "old"]);
    s.backend_mut().set(INDEX_KEY, "garbage\n{").unwrap();
    let list = s.list().unwrap();
    assert_eq!(ids(&list), ["new", "mid", "old"]);
    let ListEntry::Game(first) = &list[0] else {
        panic!("a game")
    };
    assert_eq!(first.stones().unwrap().iter().flatten().count(), 5);
    assert_eq!(s.backend().get("other.app").unwrap().as_deref(), Some("x"));
    assert_eq!(
        s.backend()
            .get(crate::storage::keys::SETTINGS)
            .unwrap()
            .as_deref(),
        Some("{}")
    );
}

/// Damaged and future values are listed with their text, not overwritten, and deletable.
#[test]
fn damaged_values() {
    let mut s = store();
    s.save(&mut saved("good", 2, 1.0)).unwrap();
    s.backend_mut()
        .set(&game_key("cut"), "{\"schema\":2,\"id")
        .unwrap();
    let future = "{\"schema\":9,\"id\":\"fut\",\"revision\":\"r7\"}";
    s.backend_mut().set(&game_key("fut"), future).unwrap();
    let list = s.list().unwrap();
    assert_eq!(ids(&list), ["good", "cut", "fut"]);
    let ListEntry::Damaged(d) = &list[2] else {
        panic!("damaged")
    };
    assert_eq!(d.raw, future);
    assert!(d.to_string().contains("newer version"), "{d}");
    assert_eq!(
        s.save(&mut saved("fut", 1, 2.0)),
        Err(SaveError::WrittenByNewerVersion(9))
    );
    assert_eq!(s.raw("fut").unwrap().as_deref(), Some(future));
    assert!(matches!(s.load("cut"), Err(LoadError::Damaged(_))));
    let deleted = s.delete("cut").unwrap().unwrap();
    assert_eq!(deleted.raw, "{\"schema\":2,\"id");
    assert_eq!(ids(&s.list().unwrap()), ["good", "fut"]);
}

/// Deleting returns what undo needs; finished games go all at once.
#[test]
fn delete_restore_and_delete_finished() {
    let mut s = store();
    s.save(&mut saved("a", 2, 1.0)).unwrap();
    let mut done = saved("b", 2, 2.0);
    let mut game = done.game().unwrap();
    game.play(Move::Resign).unwrap();
    done.record = game.record().clone();
    s.save(&mut done).unwrap();
    let d = s.delete("a").unwrap().unwrap();
    assert_eq!(ids(&s.list().unwrap()), ["b"]);
    s.restore(d).unwrap();
    assert_eq!(ids(&s.list().unwrap()), ["b", "a"]);
    let gone = s.delete_finished().unwrap();
    assert_eq!(gone.len(), 1);
    assert_eq!(ids(&s.list().unwrap()), ["a"]);
    assert_eq!(s.delete("nope").unwrap(), None);
}

/// A full store refuses the save and keeps every game already saved.
#[test]
fn quota_keeps_existing_saves() {
    let mut s = Store::new(MemoryStorage::with_quota(2_000));
    s.save(&mut saved("a", 10, 1.0)).unwrap();
    let before = s.load("a").unwrap();
    let mut big = saved("b", 300, 2.0);
    assert_eq!(
        s.save(&mut big),
        Err(SaveError::Storage(StorageError::QuotaExceeded))
    );
    assert_eq!(big.revision, 0);
    assert_eq!(s.load("a").unwrap(), before);
    assert_eq!(ids(&s.list().unwrap()), ["a"]);
}

/// Storage that cannot be used says so in words.
#[test]
fn unavailable() {
    let mut backend = MemoryStorage::new();
    backend.unavailable = true;
    let mut s = Store::new(backend);
    assert_eq!(s.check_available(), Err(StorageError::Unavailable));
    let e = s.save(&mut saved("a", 1, 1.0)).unwrap_err();
    assert!(e.to_string().contains("private mode"), "{e}");
}

/// Renaming keeps the game and bumps the revision; ids are fresh.
#[test]
fn rename_and_new_id() {
    let mut s = store();
    let id = s.new_id(1_700_000_000_000.0);
    s.save(&mut saved(&id, 1, 1.0)).unwrap();
    assert_ne!(s.new_id(1_700_000_000_000.0), id);
    let g = s.rename(&id, Some("Club final".into())).unwrap();
    assert_eq!((g.revision, g.title.as_deref()), (2, Some("Club final")));
    let ListEntry::Game(sum) = &s.list().unwrap()[0] else {
        panic!("a game")
    };
    assert_eq!(sum.title.as_deref(), Some("Club final"));
    assert_eq!(s.new_id(f64::NAN), "0");
}

/// Clock marks undo with the moves.
#[test]
fn clock_truncates() {
    let mut c = ClockRecord::new(1000, 10, 1);
    for t in [900, 800, 700] {
        c.push(ClockMark {
            remaining_ms: [t, t],
            periods_left: [1, 1],
            in_byo_yomi: Some([true, false]),
        });
    }
    c.truncate(1);
    assert_eq!(c.remaining_ms, [900, 900]);
    c.truncate(0);
    assert_eq!(c.now(), c.start());
}

/// A clock mark: time left, periods left and who is in byo-yomi.
fn mark(remaining_ms: [u64; 2], periods_left: [u32; 2], byo_yomi: [bool; 2]) -> ClockMark {
    ClockMark {
        remaining_ms,
        periods_left,
        in_byo_yomi: Some(byo_yomi),
    }
}

/// A store holding game `a` with a 1 minute + 3 x 30 s clock after these marks.
fn saved_with_clock(marks: &[ClockMark]) -> (Store<MemoryStorage>, SavedGame) {
    let mut s = store();
    let mut g = saved("a", marks.len(), 1.0);
    let mut clock = ClockRecord::new(60_000, 30_000, 3);
    for &m in marks {
        clock.push(m);
    }
    g.clock = Some(clock);
    s.save(&mut g).unwrap();
    (s, g)
}

/// Byo-yomi is stored with the clocks: a clock in its first period with main time gone
/// reads back exactly, each mark as `[b, w, pb, pw, byo_b, byo_w]`.
#[test]
fn clock_stores_byo_yomi() {
    let (s, g) = saved_with_clock(&[
        mark([10_000, 60_000], [3, 3], [false, false]),
        mark([10_000, 25_000], [3, 3], [false, true]),
    ]);
    let raw = s.raw("a").unwrap().unwrap();
    assert!(raw.contains("[10000,25000,3,3,false,true]"), "{raw}");
    let back = s.load("a").unwrap();
    assert_eq!(back, g);
    assert_eq!(back.clock.unwrap().now().in_byo_yomi, Some([false, true]));
}

/// A clock saved before byo-yomi was stored (four numbers a mark, no `in_byo_yomi`)
/// still loads, with byo-yomi left to be inferred.
#[test]
fn older_clock_still_loads() {
    let (s, _) = saved_with_clock(&[mark([20_000, 60_000], [2, 3], [true, false])]);
    let raw = s.raw("a").unwrap().unwrap();
    let old = raw
        .replace(",\"in_byo_yomi\":[true,false]", "")
        .replace("[20000,60000,2,3,true,false]", "[20000,60000,2,3]");
    assert!(
        !old.contains("in_byo_yomi") && !old.contains("true,false"),
        "{old}"
    );
    let back = parse_saved(&old).unwrap();
    let clock = back.clock.clone().unwrap();
    assert_eq!(clock.in_byo_yomi, None);
    assert_eq!(clock.log[0].in_byo_yomi, None);
    assert_eq!(clock.log[0].remaining_ms, [20_000, 60_000]);
    // Written again, the older marks keep their shape.
    let again = parse_saved(&back.to_json()).unwrap();
    assert_eq!(again.clock.unwrap().log[0].in_byo_yomi, None);
}

/// A game with a setup during play is stored as its tokens and loads back the same game.
#[test]
fn setup_saved_and_loaded() {
    use crate::engine::{Point, Setup};
    let mut s = store();
    let mut game = Game::replay(&record(4)).unwrap();
    game.setup(Setup {
        black: vec![Point::new(0, 0)],
        empty: vec![],
        white: vec![Point::new(8, 8)],
        to_move: Some(Color::White),
    })
    .unwrap();
    let mut g = SavedGame::new("a", game.record().clone(), "aga", "Ann", "Bo", 1.0);
    s.save(&mut g).unwrap();
    let raw = s.raw("a").unwrap().unwrap();
    assert!(raw.contains("SW.baawii\""), "{raw}");
    let back = s.load("a").unwrap();
    assert_eq!(back, g);
    let replayed = back.game().unwrap();
    assert_eq!(replayed.board(), game.board());
    assert_eq!(replayed.to_move(), Color::White);
}

/// A game another tab deleted is not re-created by this tab's next save; saved again
/// from revision 0 (the player chose to keep it) it is back.
#[test]
fn deleted_game_is_not_recreated() {
    let mut s = store();
    let mut g = saved("a", 3, 1.0);
    s.save(&mut g).unwrap();
    s.delete("a").unwrap();
    g.record.events.push(Event::Play {
        color: Color::Black,
        mv: Move::Pass,
    });
    assert_eq!(s.save(&mut g), Err(SaveError::DeletedElsewhere));
    assert_eq!(
        SaveError::DeletedElsewhere.to_string(),
        "This game was deleted in another tab. It is no longer saved on this device."
    );
    assert_eq!(s.raw("a"), Ok(None));
    assert!(s.list().unwrap().is_empty());
    assert_eq!(g.revision, 1);
    // Keep it: saved as a new game under its id.
    g.revision = 0;
    s.save(&mut g).unwrap();
    assert_eq!(ids(&s.list().unwrap()), ["a"]);
    assert_eq!(s.load("a").unwrap().record.events.len(), 4);
}

/// A game's review is kept beside it, goes with it when it is deleted and comes back
/// with an undo; an unreadable one is as none.
#[test]
fn analysis_beside_its_game() {
    use super::analysis::{analysis_key, GameAnalysis};
    let mut s = store();
    let mut g = saved("a", 10, 1.0);
    s.save(&mut g).unwrap();
    assert_eq!(s.load_analysis("a"), None);
    let a = GameAnalysis::for_record(&g.record, 50, None);
    s.save_analysis("a", &a).unwrap();
    assert_eq!(s.load_analysis("a"), Some(a.clone()));
    let deleted = s.delete("a").unwrap().expect("was there");
    assert_eq!(s.load_analysis("a"), None);
    s.restore(deleted).unwrap();
    assert_eq!(s.load_analysis("a"), Some(a));
    s.backend_mut()
        .set(&analysis_key("a"), "{not json")
        .unwrap();
    assert_eq!(s.load_analysis("a"), None);
    assert_eq!(ids(&s.list().unwrap()), vec!["a"]);
}
