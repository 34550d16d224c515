#![cfg(not(target_arch = "wasm32"))]
//! The game at the table: whole games driven through `Table::act` from ASCII positions,
//! with the clocks, the questions the table asks and what a rematch starts.

use tengen::clock::ClockSettings;
use tengen::engine::{Color, EndReason, Game, HalfPoints, Move, MoveError, Phase, Point, Rules};
use tengen::saved::SavedGame;
use tengen::table::{Action, Confirm, NewGame, Outcome, Seat, Table, TableError};

const NOW: f64 = 1_000.0;

fn pt(gtp: &str) -> Point {
    Point::parse_gtp(gtp, 9).expect("coordinate")
}

/// A table for a position under a preset, `to_move` to play, Ann (Black) and Bo (White).
fn table_at(preset: &str, picture: &str, to_move: Color, clock: Option<ClockSettings>) -> Table {
    let rules = Rules::preset(preset).expect("preset");
    let game = Game::from_picture(rules, picture, to_move).expect("fixture");
    let mut saved = SavedGame::new("t", game.record().clone(), preset, "Ann", "Bo", NOW);
    saved.clock = clock.map(|c| {
        let mut r = tengen::saved::ClockRecord::new(c.main_ms, c.byo_yomi_ms, c.periods);
        r.floor_ms = c.floor_ms;
        r
    });
    Table::open(&saved, game)
}

/// A new 9x9 game under a preset.
fn new_table(preset: &str, clock: Option<ClockSettings>) -> Table {
    let rules = Rules::preset(preset).expect("preset");
    let setup = NewGame {
        preset_id: preset.into(),
        komi: rules.komi_for(0),
        rules,
        size: 9,
        handicap: 0,
        clock,
        players: [Seat::person("Ann"), Seat::person("Bo")],
    };
    Table::start(&setup, NOW).expect("sets up")
}

/// Acts, panicking on a refusal, and checks the table's invariant after it.
fn act(t: &mut Table, action: Action) -> Outcome {
    let outcome = t
        .act(action.clone(), NOW)
        .unwrap_or_else(|e| panic!("{action:?}: {e:?}"));
    check_marks(t);
    outcome
}

/// A timed table has one clock mark per event of the record.
fn check_marks(t: &Table) {
    if let Some(c) = t.table_clock() {
        assert_eq!(c.marks().len(), t.game().record().events.len());
    }
}

/// Places stones at the points in turn (one tap each).
fn play(t: &mut Table, points: &[&str]) {
    for p in points {
        let out = act(t, Action::Play(pt(p)));
        assert!(matches!(out, Outcome::Played { .. }), "{p}: {out:?}");
    }
}

/// Passes for the player to move: asked, then confirmed.
fn pass(t: &mut Table) -> Outcome {
    assert_eq!(act(t, Action::Pass), Outcome::Asks(Confirm::Pass));
    act(t, Action::Pass)
}

/// Black on column E, White on column F, and a white stone at B5 inside Black's side.
const WALLS_WITH_INVADER: &str = "
    ....XO...
    ....XO...
    ....XO...
    ....XO...
    .O..XO...
    ....XO...
    ....XO...
    ....XO...
    ....XO...";

const WALLS: &str = "
    ....XO...
    ....XO...
    ....XO...
    ....XO...
    ....XO...
    ....XO...
    ....XO...
    ....XO...
    ....XO...";

/// One ko: White's C7 stone can be taken at D7 and Black's stone there taken back at C7.
const OPEN_KO: &str = "
    .........
    ..XO.....
    .XO.O....
    ..XO.....
    .........
    .........
    .........
    .........
    .........";

/// The computer's suggestion marks each string once, shows as the computer's until a
/// player changes that string, and is refused once the marks moved on.
#[test]
fn a_suggestion_marks_strings_until_a_player_changes_them() {
    let mut t = table_at(
        "aga",
        WALLS_WITH_INVADER,
        Color::Black,
        Some(ClockSettings::minutes(1, 0, 0)),
    );
    pass(&mut t);
    pass(&mut t);
    let events = t.game().record().events.len();
    let stale = Action::Suggest {
        dead: vec![pt("B5")],
        after_events: events - 1,
    };
    assert_eq!(t.act(stale, NOW), Err(TableError::StaleSuggestion));
    // B5 twice and an empty point: one string marked, the rest ignored.
    let suggest = Action::Suggest {
        dead: vec![pt("B5"), pt("B5"), pt("A1")],
        after_events: events,
    };
    assert_eq!(act(&mut t, suggest), Outcome::Suggested { strings: 1 });
    assert!(t.game().is_dead(pt("B5")) && t.is_suggested_dead(pt("B5")));
    assert!(!t.is_suggested_dead(pt("E5")));
    assert_eq!(t.game().count().result().winner, Some(Color::Black));
    // A player's tap makes it theirs: alive, then dead again by hand, not suggested.
    act(&mut t, Action::ToggleDead(pt("B5")));
    act(&mut t, Action::ToggleDead(pt("B5")));
    assert!(t.game().is_dead(pt("B5")) && !t.is_suggested_dead(pt("B5")));
    let again = Action::Suggest {
        dead: vec![pt("B5")],
        after_events: events,
    };
    assert_eq!(t.act(again, NOW), Err(TableError::StaleSuggestion));
    check_marks(&t);
    // While playing there is nothing to suggest.
    let mut playing = new_table("aga", None);
    let early = Action::Suggest {
        dead: vec![],
        after_events: 0,
    };
    assert_eq!(playing.act(early, NOW), Err(TableError::StaleSuggestion));
}

/// Settling: a dead mark changes the count, "Undo mark" takes it back, a second tap
/// marks the string alive again, and the agreed count is the one shown.
#[test]
fn settling_with_marks_and_undo_of_marks() {
    let mut t = table_at("aga", WALLS_WITH_INVADER, Color::Black, None);
    pass(&mut t);
    let out = pass(&mut t);
    assert!(matches!(
        out,
        Outcome::Played {
            mv: Move::Pass,
            phase: Phase::Settling,
            ..
        }
    ));
    assert_eq!(t.game().count().result().winner, Some(Color::White));
    assert_eq!(
        act(&mut t, Action::ToggleDead(pt("B5"))),
        Outcome::Marked { dead: true }
    );
    assert!(t.last_is_mark());
    assert_eq!(act(&mut t, Action::UndoMark), Outcome::MarkUndone);
    assert!(!t.game().is_dead(pt("B5")));
    assert_eq!(
        t.act(Action::UndoMark, NOW),
        Err(TableError::Move(MoveError::NothingToUndo))
    );
    // A tap marks while settling; a second tap marks alive again.
    act(
        &mut t,
        Action::Tap {
            at: pt("B5"),
            two_tap: true,
        },
    );
    assert_eq!(
        act(
            &mut t,
            Action::Tap {
                at: pt("B5"),
                two_tap: true
            }
        ),
        Outcome::Marked { dead: false }
    );
    act(&mut t, Action::ToggleDead(pt("B5")));
    assert_eq!(
        t.act(Action::ToggleDead(pt("C5")), NOW),
        Err(TableError::Move(MoveError::NoStone))
    );
    let Outcome::Agreed(result) = act(&mut t, Action::Agree) else {
        panic!("agreed")
    };
    assert_eq!(
        (result.winner, result.margin),
        (Some(Color::Black), HalfPoints::halves(3))
    );
    assert_eq!(t.game().phase(), Phase::Finished);
    // Once over, a tap does nothing and play is refused.
    assert_eq!(
        act(
            &mut t,
            Action::Tap {
                at: pt("A1"),
                two_tap: false
            }
        ),
        Outcome::Nothing
    );
    assert_eq!(
        t.act(Action::ToggleDead(pt("B5")), NOW),
        Err(TableError::Move(MoveError::GameOver))
    );
}

/// Resume: the opponent of the last player to pass moves first, and the marks go.
#[test]
fn resume_names_the_right_player() {
    for (first, resumes) in [(Color::Black, Color::Black), (Color::White, Color::White)] {
        let mut t = table_at("aga", WALLS_WITH_INVADER, first, None);
        pass(&mut t);
        pass(&mut t);
        act(&mut t, Action::ToggleDead(pt("B5")));
        assert_eq!(
            act(&mut t, Action::Resume),
            Outcome::Resumed { to_move: resumes }
        );
        assert_eq!(t.game().phase(), Phase::Playing);
        assert!(!t.game().is_dead(pt("B5")));
    }
}

/// AGA: four passes in a row end the game with every stone alive.
#[test]
fn four_passes_count_every_stone_alive() {
    let mut t = table_at("aga", WALLS_WITH_INVADER, Color::Black, None);
    pass(&mut t);
    pass(&mut t);
    act(&mut t, Action::ToggleDead(pt("B5")));
    act(&mut t, Action::Resume);
    pass(&mut t);
    let Outcome::Played {
        phase,
        result: Some(result),
        ..
    } = pass(&mut t)
    else {
        panic!("the fourth pass ends the game")
    };
    assert_eq!(phase, Phase::Finished);
    assert_eq!(
        (result.winner, result.reason),
        (Some(Color::White), EndReason::Count)
    );
    assert!(t.game().dead_stones().is_empty());
}

/// Classic 9x9: two passes end the game as it stands; each pass is a point for the opponent.
#[test]
fn classic_counting() {
    let mut t = table_at("classic", WALLS, Color::Black, None);
    pass(&mut t);
    let Outcome::Played {
        result: Some(result),
        ..
    } = pass(&mut t)
    else {
        panic!("two passes end a classic game")
    };
    // Black 36 + 1, White 27 + 1.
    assert_eq!(
        (result.winner, result.margin),
        (Some(Color::Black), HalfPoints::points(9))
    );
}

/// First capture: the first capture wins at once.
#[test]
fn first_capture_wins() {
    let mut t = new_table("first-capture", None);
    play(&mut t, &["B1", "A1"]);
    let Outcome::Played {
        captured,
        result: Some(result),
        ..
    } = act(&mut t, Action::Play(pt("A2")))
    else {
        panic!("the capture ends the game")
    };
    assert_eq!(captured, vec![pt("A1")]);
    assert_eq!(
        (result.winner, result.reason),
        (Some(Color::Black), EndReason::FirstCapture)
    );
}

/// Club rules: resignation is refused before move 20 and asks to confirm after it;
/// only the player to move resigns, and the winner is credited 20 points.
#[test]
fn club_resignation_before_and_after_move_20() {
    let mut t = new_table("club", None);
    let moves: Vec<String> = ["A", "B", "C", "D", "E"]
        .iter()
        .flat_map(|c| (1..=4).map(move |r| format!("{c}{r}")))
        .collect();
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    play(&mut t, &moves[..19]);
    assert_eq!(t.game().move_number(), 19);
    assert_eq!(
        t.act(Action::Resign(Color::White), NOW),
        Err(TableError::Move(MoveError::ResignTooEarly {
            min_moves: 20
        }))
    );
    assert_eq!(t.pending_confirm(), None);
    play(&mut t, &moves[19..20]);
    assert_eq!(
        t.act(Action::Resign(Color::White), NOW),
        Err(TableError::Move(MoveError::NotYourTurn))
    );
    assert_eq!(
        act(&mut t, Action::Resign(Color::Black)),
        Outcome::Asks(Confirm::Resign(Color::Black))
    );
    assert_eq!(act(&mut t, Action::Cancel), Outcome::Cancelled);
    act(&mut t, Action::Resign(Color::Black));
    let Outcome::Played {
        mv: Move::Resign,
        result: Some(r),
        ..
    } = act(&mut t, Action::Resign(Color::Black))
    else {
        panic!("resigned")
    };
    assert_eq!(
        (r.winner, r.reason, r.credited),
        (Some(Color::White), EndReason::Resignation, Some(20))
    );
    assert_eq!(
        t.game().may_resign(t.game().to_move()),
        Err(MoveError::GameOver)
    );
}

/// Passing asks first; any tap on the board drops the question.
#[test]
fn questions_and_two_tap_placing() {
    let mut t = new_table("aga", None);
    assert_eq!(act(&mut t, Action::Pass), Outcome::Asks(Confirm::Pass));
    assert_eq!(
        act(
            &mut t,
            Action::Tap {
                at: pt("E5"),
                two_tap: true
            }
        ),
        Outcome::Ghost(pt("E5"))
    );
    assert_eq!(t.pending_confirm(), None);
    assert_eq!(t.ghost(), Some(pt("E5")));
    // Another point moves the ghost; the same point again places.
    assert_eq!(
        act(
            &mut t,
            Action::Tap {
                at: pt("D5"),
                two_tap: true
            }
        ),
        Outcome::Ghost(pt("D5"))
    );
    let out = act(
        &mut t,
        Action::Tap {
            at: pt("D5"),
            two_tap: true,
        },
    );
    assert!(matches!(
        out,
        Outcome::Played {
            color: Color::Black,
            ..
        }
    ));
    assert_eq!(t.ghost(), None);
    assert_eq!(
        t.act(
            Action::Tap {
                at: pt("D5"),
                two_tap: true
            },
            NOW
        ),
        Err(TableError::Move(MoveError::Occupied))
    );
    assert_eq!(
        act(&mut t, Action::Undo { takebacks: true }),
        Outcome::Undone
    );
    assert_eq!(t.game().move_number(), 0);
    assert_eq!(
        t.act(Action::Undo { takebacks: true }, NOW),
        Err(TableError::Move(MoveError::NothingToUndo))
    );
}

/// Text 003 rule 72: under the territory preset the count is not agreed while a ko is
/// open; resuming and connecting the ko lets it through. AGA has no such rule, and a
/// ko among stones marked dead does not hold up the count.
#[test]
fn open_ko_refused_at_the_territory_count() {
    let mut t = table_at("japanese", OPEN_KO, Color::Black, None);
    assert_eq!(t.game().open_ko(), Some(pt("D7")));
    pass(&mut t);
    pass(&mut t);
    assert_eq!(
        t.act(Action::Agree, NOW),
        Err(TableError::OpenKo { at: pt("D7") })
    );
    assert_eq!(t.game().phase(), Phase::Settling);
    assert_eq!(
        act(&mut t, Action::Resume),
        Outcome::Resumed {
            to_move: Color::Black
        }
    );
    pass(&mut t);
    play(&mut t, &["D7"]); // White connects
    assert_eq!(t.game().open_ko(), None);
    pass(&mut t);
    pass(&mut t);
    assert!(matches!(act(&mut t, Action::Agree), Outcome::Agreed(_)));

    let mut aga = table_at("aga", OPEN_KO, Color::Black, None);
    pass(&mut aga);
    pass(&mut aga);
    assert!(matches!(act(&mut aga, Action::Agree), Outcome::Agreed(_)));

    let mut dead = table_at("japanese", OPEN_KO, Color::Black, None);
    pass(&mut dead);
    pass(&mut dead);
    act(&mut dead, Action::ToggleDead(pt("C7")));
    assert!(matches!(act(&mut dead, Action::Agree), Outcome::Agreed(_)));
}

/// A player whose time runs out loses; the flag fall is an event with its clock mark,
/// and a stopped clock does not run.
#[test]
fn timeout_ends_the_game() {
    let mut t = new_table("aga", Some(ClockSettings::minutes(1, 0, 0)));
    play(&mut t, &["E5"]);
    assert_eq!(
        act(&mut t, Action::Tick { elapsed_ms: 59_000 }),
        Outcome::Ticked
    );
    assert!(t.clock().unwrap().warning(Color::White));
    assert_eq!(act(&mut t, Action::PauseClock), Outcome::ClockPaused(true));
    assert_eq!(
        act(&mut t, Action::Tick { elapsed_ms: 5_000 }),
        Outcome::Nothing
    );
    act(&mut t, Action::ContinueClock);
    let Outcome::TimeOut { color, result } = act(&mut t, Action::Tick { elapsed_ms: 1_000 }) else {
        panic!("White's flag falls")
    };
    assert_eq!(color, Color::White);
    assert_eq!(
        (result.winner, result.reason),
        (Some(Color::Black), EndReason::Timeout)
    );
    assert_eq!(result.to_sgf(), "B+T");
    assert_eq!(
        act(&mut t, Action::Tick { elapsed_ms: 1_000 }),
        Outcome::Nothing
    );
    // Reopened, the clocks say who ran out.
    let back = Table::replay(&t.to_saved("t".into(), 1)).unwrap();
    assert_eq!(back.clock().unwrap().flagged, Some(Color::White));
    assert_eq!(
        new_table("aga", None).act(Action::PauseClock, NOW),
        Err(TableError::NoClock)
    );
}

/// Text 001's clock: a player who moves with less than x seconds left has x again;
/// the club preset's new game offers it, and undo puts the clocks back.
#[test]
fn club_clock_floor() {
    let mut t = new_table("club", Some(ClockSettings::club(1, 30)));
    act(&mut t, Action::Tick { elapsed_ms: 50_000 });
    assert_eq!(t.clock().unwrap().remaining(Color::Black), 10_000);
    play(&mut t, &["E5"]);
    assert_eq!(t.clock().unwrap().remaining(Color::Black), 30_000);
    act(&mut t, Action::Tick { elapsed_ms: 20_000 });
    play(&mut t, &["F5"]);
    assert_eq!(
        t.clock().unwrap().remaining(Color::White),
        40_000,
        "above x: unchanged"
    );
    act(&mut t, Action::Tick { elapsed_ms: 29_000 });
    play(&mut t, &["E4"]);
    assert_eq!(t.clock().unwrap().remaining(Color::Black), 30_000);
    // Saved and reopened, the floor is still there.
    let mut back = Table::replay(&t.to_saved("t".into(), 1)).unwrap();
    assert_eq!(back.clock().unwrap().settings.floor_ms, 30_000);
    act(&mut back, Action::Undo { takebacks: true });
    assert_eq!(
        back.clock().unwrap().remaining(Color::Black),
        30_000,
        "after E5"
    );
    act(&mut back, Action::Undo { takebacks: true });
    act(&mut back, Action::Undo { takebacks: true });
    assert_eq!(back.clock().unwrap().remaining(Color::Black), 60_000);
    // Running out still loses.
    act(&mut back, Action::ContinueClock);
    assert!(matches!(
        act(&mut back, Action::Tick { elapsed_ms: 60_000 }),
        Outcome::TimeOut { .. }
    ));
}

/// A rematch keeps the rules, size and clock; AGA swaps colours, Classic lets the loser
/// start (and swaps after a draw).
#[test]
fn rematch_colours_per_preset() {
    let names = |g: &NewGame| g.players.clone().map(|s| s.name().to_string());
    let resigned = |preset: &str, who: Color| {
        let mut t = new_table(preset, Some(ClockSettings::minutes(5, 0, 0)));
        if who == Color::White {
            play(&mut t, &["E5"]);
        }
        act(&mut t, Action::Resign(who));
        act(&mut t, Action::Resign(who));
        t
    };
    assert_eq!(
        new_table("aga", None).act(Action::Rematch, NOW),
        Err(TableError::NotFinished)
    );
    for (preset, resigns, black) in [
        ("aga", Color::Black, "Bo"),
        ("aga", Color::White, "Bo"),
        ("classic", Color::Black, "Ann"),
        ("classic", Color::White, "Bo"),
    ] {
        let mut t = resigned(preset, resigns);
        let Outcome::Rematch(next) = act(&mut t, Action::Rematch) else {
            panic!("a rematch")
        };
        assert_eq!(names(&next)[0], black, "{preset}, {resigns:?} resigned");
        assert_eq!((next.preset_id.as_str(), next.size), (preset, 9));
        assert_eq!(next.clock, Some(ClockSettings::minutes(5, 0, 0)));
        assert!(Table::start(&next, NOW).is_ok());
    }
}

/// Byo-yomi is saved, not guessed: Black with 10 s of main time left (less than a
/// period) is not in byo-yomi, and with no main time at all a player in the first
/// period is; both reopen, and undo, with the clocks exactly as they were.
#[test]
fn byo_yomi_reopens_exactly() {
    let timed = |t: &mut Table, moves: &[(&str, u64)]| {
        for &(at, ms) in moves {
            act(t, Action::Tick { elapsed_ms: ms });
            play(t, &[at]);
        }
    };
    let mut t = new_table("aga", Some(ClockSettings::minutes(1, 3, 30)));
    timed(&mut t, &[("C3", 50_000), ("D4", 65_000), ("E5", 0)]);
    let clock = *t.clock().unwrap();
    assert_eq!(clock.in_byo_yomi, [false, true]);
    assert_eq!(clock.remaining_ms, [10_000, 30_000]);
    let mut back = Table::replay(&t.to_saved("t".into(), 1)).unwrap();
    assert_eq!(back.clock(), Some(&clock));
    assert!(
        back.clock_paused(),
        "a reopened timed game waits for its players"
    );
    act(&mut back, Action::Undo { takebacks: true });
    assert_eq!(back.clock().unwrap().in_byo_yomi, [false, true]);

    // Main time 0: the first period starts at once; a used period shows too.
    let settings = ClockSettings {
        main_ms: 0,
        byo_yomi_ms: 30_000,
        periods: 3,
        floor_ms: 0,
    };
    let mut t = new_table("aga", Some(settings));
    timed(&mut t, &[("C3", 5_000), ("D4", 40_000)]);
    act(&mut t, Action::Tick { elapsed_ms: 4_000 });
    let clock = *t.clock().unwrap();
    assert_eq!(clock.in_byo_yomi, [true, true]);
    assert_eq!(
        (clock.remaining_ms, clock.periods_left),
        ([26_000, 30_000], [3, 2])
    );
    let back = Table::replay(&t.to_saved("u".into(), 1)).unwrap();
    assert_eq!(back.clock(), Some(&clock));
}

/// A game saved and reopened is the same game with the same clocks; an undo drops the
/// last clock mark and puts the clocks back as they were after the move before.
#[test]
fn saved_reopened_and_undone() {
    let mut t = new_table("aga", Some(ClockSettings::minutes(5, 3, 30)));
    for (at, ms) in [("C3", 2_000), ("D4", 5_000)] {
        act(&mut t, Action::Tick { elapsed_ms: ms });
        play(&mut t, &[at]);
    }
    let saved = t.to_saved("t".into(), 3);
    assert_eq!(saved.clock.as_ref().map(|c| c.log.len()), Some(2));
    assert_eq!(
        (
            saved.black_name.as_str(),
            saved.white_name.as_str(),
            saved.revision
        ),
        ("Ann", "Bo", 3)
    );
    let mut back = Table::replay(&saved).unwrap();
    assert_eq!(back.clock(), t.clock());
    assert_eq!(back.game().move_number(), 2);
    act(&mut back, Action::Undo { takebacks: true });
    assert_eq!(back.table_clock().unwrap().marks().len(), 1);
    let clock = back.clock().unwrap();
    assert_eq!(clock.remaining(Color::Black), 298_000);
    assert_eq!(clock.remaining(Color::White), 300_000);
}

/// A game saved before clocks had a mark per event opens with one mark per event.
#[test]
fn old_clock_log_gets_one_mark_per_event() {
    let mut t = new_table("aga", Some(ClockSettings::minutes(5, 0, 0)));
    play(&mut t, &["C3", "D4", "E5"]);
    let mut saved = t.to_saved("t".into(), 1);
    saved.clock.as_mut().unwrap().log.clear();
    let back = Table::replay(&saved).unwrap();
    check_marks(&back);
}

/// Changes worth saving move `changes`: events, undo, a title, and a running clock every
/// few seconds; a question, a ghost or a paused clock do not.
#[test]
fn what_is_worth_saving() {
    let mut t = new_table("aga", Some(ClockSettings::minutes(5, 0, 0)));
    let c0 = t.changes();
    act(&mut t, Action::Pass);
    act(&mut t, Action::Cancel);
    act(
        &mut t,
        Action::Tap {
            at: pt("E5"),
            two_tap: true,
        },
    );
    act(&mut t, Action::Tick { elapsed_ms: 4_000 });
    assert_eq!(t.changes(), c0);
    act(&mut t, Action::Tick { elapsed_ms: 1_000 });
    assert_eq!(t.changes(), c0 + 1);
    t.act(Action::Play(pt("E5")), 2_000.0).unwrap();
    assert_eq!((t.changes(), t.updated_ms()), (c0 + 2, 2_000.0));
    assert_eq!(
        act(&mut t, Action::Rename(Some("Sunday".into()))),
        Outcome::Renamed
    );
    assert_eq!(t.title(), Some("Sunday"));
    assert_eq!((t.changes(), t.updated_ms()), (c0 + 3, 2_000.0));
}

/// A newer version from another tab replaces the table whole, its changes counted on
/// from this one's so the screen does not save it back; its clock marks are its own.
#[test]
fn a_newer_version_reopens_the_table() {
    let mut t = new_table("aga", Some(ClockSettings::minutes(1, 0, 0)));
    play(&mut t, &["E5"]);
    let mut newer = Table::replay(&t.to_saved("t".into(), 2)).unwrap();
    play(&mut newer, &["C3", "G7"]);
    let before = t.changes();
    assert_eq!(
        act(&mut t, Action::Reopen(Box::new(newer.clone()))),
        Outcome::Reopened
    );
    assert_eq!(t.game().record(), newer.game().record());
    assert_eq!(t.table_clock(), newer.table_clock());
    assert_eq!(t.changes(), before + 1);
}

/// Any sequence of actions keeps one clock mark per event, and a saved table reopens
/// with the same record, clocks and marks.
mod invariant {
    use super::*;
    use proptest::prelude::*;

    fn action(code: u8, point: u8) -> Action {
        let at = Point::new(point % 9, (point / 9) % 9);
        match code % 13 {
            0..=3 => Action::Tap {
                at,
                two_tap: code.is_multiple_of(2),
            },
            4 => Action::Pass,
            5 => Action::Undo {
                takebacks: code.is_multiple_of(2),
            },
            6 => Action::Resign(if point.is_multiple_of(2) {
                Color::Black
            } else {
                Color::White
            }),
            7 => Action::ToggleDead(at),
            8 => Action::UndoMark,
            9 => Action::Agree,
            10 => Action::Resume,
            11 => Action::Suggest {
                dead: vec![at, Point::new(point % 7, point % 5)],
                // Often the current count, sometimes a stale one.
                after_events: usize::from(point % 40),
            },
            _ => Action::Tick {
                elapsed_ms: u64::from(point) * 700,
            },
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn one_clock_mark_per_event(steps in proptest::collection::vec((any::<u8>(), any::<u8>()), 0..120)) {
            let mut t = new_table("japanese", Some(ClockSettings::minutes(1, 2, 10)));
            for (code, point) in steps {
                let _ = t.act(action(code, point), NOW);
                let c = t.table_clock().expect("timed");
                prop_assert_eq!(c.marks().len(), t.game().record().events.len());
            }
            let back = Table::replay(&t.to_saved("p".into(), 1)).expect("replays");
            prop_assert_eq!(back.game().record(), t.game().record());
            prop_assert_eq!(back.table_clock(), t.table_clock());
        }
    }
}

/// A timed game opened again waits for its players: the clock stands until "Continue
/// clock"; a game not yet started, or without a clock, has nothing to wait for.
#[test]
fn a_game_opened_again_waits_for_its_players() {
    let mut t = new_table("aga", Some(ClockSettings::minutes(1, 0, 0)));
    assert_eq!(act(&mut t, Action::WaitForPlayers), Outcome::Nothing);
    assert!(!t.clock_paused(), "no move yet");
    play(&mut t, &["E5"]);
    assert_eq!(
        act(&mut t, Action::WaitForPlayers),
        Outcome::ClockPaused(true)
    );
    assert!(t.clock_paused() && !t.clock_running());
    assert_eq!(
        act(&mut t, Action::Tick { elapsed_ms: 5_000 }),
        Outcome::Nothing
    );
    act(&mut t, Action::ContinueClock);
    assert_eq!(
        act(&mut t, Action::Tick { elapsed_ms: 5_000 }),
        Outcome::Ticked
    );
    assert_eq!(t.clock().unwrap().remaining(Color::White), 55_000);
    let mut untimed = new_table("aga", None);
    play(&mut untimed, &["E5"]);
    assert_eq!(act(&mut untimed, Action::WaitForPlayers), Outcome::Nothing);
    assert!(!untimed.clock_paused());
}
