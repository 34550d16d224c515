#![cfg(not(target_arch = "wasm32"))]
//! A game against the computer at the table: whose turn is the computer's, its moves
//! through `Table::act`, undo taking back its reply with the person's move, and the
//! computer's seat in saved games and SGF records.

use tengen::engine::{Color, Move, MoveError, Point, Rules};
use tengen::saved::{ComputerSeat, SavedGame};
use tengen::sgf;
use tengen::table::{Action, NewGame, Outcome, Seat, Table, TableError};

const NOW: f64 = 1_000.0;

fn pt(gtp: &str) -> Point {
    Point::parse_gtp(gtp, 9).expect("coordinate")
}

/// A new 9x9 game under `preset`: Ann against the computer at level 1, Ann as `ann`.
fn against_computer(preset: &str, ann: Color) -> Table {
    let rules = Rules::preset(preset).expect("preset");
    let players = match ann {
        Color::Black => [Seat::person("Ann"), Seat::computer(1)],
        Color::White => [Seat::computer(1), Seat::person("Ann")],
    };
    let setup = NewGame {
        preset_id: preset.into(),
        komi: rules.komi_for(0),
        rules,
        size: 9,
        handicap: 0,
        clock: None,
        players,
    };
    Table::start(&setup, NOW).expect("sets up")
}

fn computer_plays(t: &mut Table, at: &str) -> Outcome {
    let after_events = t.game().record().events.len();
    t.act(
        Action::ComputerMove {
            mv: Move::Place(pt(at)),
            after_events,
        },
        NOW,
    )
    .expect("the computer's move")
}

/// The table knows when it is the computer's turn, and refuses a person's move then.
#[test]
fn computer_turn_refuses_a_persons_move() {
    let mut t = against_computer("aga", Color::Black);
    assert_eq!(t.computer_to_move(), None);
    t.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    assert_eq!(t.computer_to_move(), Some(1));
    assert_eq!(
        t.act(Action::Play(pt("C3")), NOW),
        Err(TableError::ComputerToMove)
    );
    assert_eq!(t.act(Action::Pass, NOW), Err(TableError::ComputerToMove));
    assert!(matches!(
        computer_plays(&mut t, "C3"),
        Outcome::Played {
            color: Color::White,
            ..
        }
    ));
    assert_eq!(t.computer_to_move(), None);
}

/// The computer moves first when it plays Black.
#[test]
fn computer_as_black_moves_first() {
    let t = against_computer("aga", Color::White);
    assert_eq!(t.computer_to_move(), Some(1));
    assert_eq!(
        t.computer_seat(),
        Some(ComputerSeat {
            color: Color::Black,
            level: 1
        })
    );
}

/// An answer for a position the game has left (an undo while it thought) is refused.
#[test]
fn stale_computer_move_is_refused() {
    let mut t = against_computer("aga", Color::Black);
    t.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    let stale = Action::ComputerMove {
        mv: Move::Place(pt("C3")),
        after_events: 0,
    };
    assert_eq!(t.act(stale, NOW), Err(TableError::StaleComputerMove));
    // Nor may the computer move for the person.
    computer_plays(&mut t, "C3");
    let for_ann = Action::ComputerMove {
        mv: Move::Place(pt("D4")),
        after_events: 2,
    };
    assert_eq!(t.act(for_ann, NOW), Err(TableError::StaleComputerMove));
}

/// Undo takes back the computer's reply and the person's move together; while the
/// computer thinks, only the person's move.
#[test]
fn undo_takes_back_reply_and_move() {
    let mut t = against_computer("aga", Color::Black);
    t.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    computer_plays(&mut t, "C3");
    t.act(Action::Play(pt("G7")), NOW).expect("Ann plays");
    computer_plays(&mut t, "C7");
    assert_eq!(t.act(Action::Undo, NOW), Ok(Outcome::Undone));
    assert_eq!(t.game().move_number(), 2);
    assert_eq!(t.game().to_move(), Color::Black);
    // Ann plays, and takes it back while the computer thinks.
    t.act(Action::Play(pt("G3")), NOW).expect("Ann plays");
    assert_eq!(t.act(Action::Undo, NOW), Ok(Outcome::Undone));
    assert_eq!(t.game().move_number(), 2);
    assert_eq!(t.computer_to_move(), None);
}

/// With the computer as Black, its first move alone cannot be taken back.
#[test]
fn computer_first_move_alone_is_not_undone() {
    let mut t = against_computer("aga", Color::White);
    computer_plays(&mut t, "E5");
    assert_eq!(
        t.act(Action::Undo, NOW),
        Err(TableError::Move(MoveError::NothingToUndo))
    );
    assert_eq!(t.game().move_number(), 1);
}

/// The computer may resign; the game is then over.
#[test]
fn computer_resigns() {
    let mut t = against_computer("aga", Color::Black);
    t.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    let out = t
        .act(
            Action::ComputerMove {
                mv: Move::Resign,
                after_events: 1,
            },
            NOW,
        )
        .expect("resigns");
    let Outcome::Played { result, .. } = out else {
        panic!("{out:?}")
    };
    assert_eq!(result.map(|r| r.winner), Some(Some(Color::Black)));
}

/// First capture against the computer ends on the first capture, whoever captures.
#[test]
fn first_capture_against_the_computer() {
    let mut t = against_computer("first-capture", Color::Black);
    for (ann, computer) in [("B1", "A1"), ("B2", "E5")] {
        t.act(Action::Play(pt(ann)), NOW).expect("Ann plays");
        computer_plays(&mut t, computer);
    }
    let out = t.act(Action::Play(pt("A2")), NOW).expect("Ann captures");
    let Outcome::Played {
        captured, result, ..
    } = out
    else {
        panic!("{out:?}")
    };
    assert_eq!(captured, vec![pt("A1")]);
    assert_eq!(result.map(|r| r.winner), Some(Some(Color::Black)));
    assert_eq!(t.computer_to_move(), None);
}

/// The saved game keeps who the computer is and its level; opened again, the computer
/// sits at its seat; records from before the computer player still load as people.
#[test]
fn saved_game_keeps_the_computer() {
    let mut t = against_computer("aga", Color::Black);
    t.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    let saved = t.to_saved("g".into(), 1);
    assert_eq!(saved.white_name, "Tengen level 1");
    let json = saved.to_json();
    let back = tengen::saved::parse_saved(&json).expect("loads");
    assert_eq!(back.computer, saved.computer);
    let opened = Table::replay(&back).expect("replays");
    assert_eq!(opened.player(Color::White), &Seat::computer(1));
    assert_eq!(opened.computer_to_move(), Some(1));
    // A record without the field (an older version) is a game between people.
    let mut old: serde_json::Value = serde_json::from_str(&json).expect("json");
    old.as_object_mut().expect("object").remove("computer");
    let old = tengen::saved::parse_saved(&old.to_string()).expect("loads");
    assert_eq!(old.computer, None);
    assert!(!Table::replay(&old)
        .expect("replays")
        .player(Color::White)
        .is_computer());
    // A game between people writes no computer field.
    let people = SavedGame::new("p", back.record.clone(), "aga", "Ann", "Bo", NOW);
    assert!(!people.to_json().contains("computer"));
}

/// SGF export names the computer (`PW[Tengen level 1]`); importing that record
/// continues against the computer at the same level.
#[test]
fn sgf_names_the_computer_and_import_continues() {
    let mut t = against_computer("aga", Color::Black);
    t.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    computer_plays(&mut t, "C3");
    let saved = t.to_saved("g".into(), 1);
    let text = sgf::export(&saved.record, &sgf::GameInfo::of(&saved, None));
    assert!(text.contains("PW[Tengen level 1]"), "{text}");
    assert!(text.contains("PB[Ann]"), "{text}");
    let imported = sgf::import(&text).expect("imports");
    let [black, white] = &imported.names;
    assert_eq!(
        ComputerSeat::from_names(black, white),
        Some(ComputerSeat {
            color: Color::White,
            level: 1
        })
    );
    assert_eq!(ComputerSeat::from_names("Ann", "Bo"), None);
}
