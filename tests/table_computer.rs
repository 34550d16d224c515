#![cfg(not(target_arch = "wasm32"))]
//! A game against the computer at the table: whose turn is the computer's, its moves
//! through `Table::act`, undo taking back its reply with the person's move, and the
//! computer's seat in saved games and SGF records.

use tengen::engine::{Color, Move, MoveError, Point, Rules};
use tengen::json::{self, Json};
use tengen::saved::{ComputerSeat, SavedGame};
use tengen::sgf;
use tengen::table::rating::{next_game, Climb, Ladder, Offer, Opponent};
use tengen::table::{Action, NewGame, Outcome, Seat, Table, TableError};

const NOW: f64 = 1_000.0;

fn pt(gtp: &str) -> Point {
    Point::parse_gtp(gtp, 9).expect("coordinate")
}

/// A new 9x9 game under `preset`: Ann against the computer at rung 1, Ann as `ann`.
fn against_computer(preset: &str, ann: Color) -> Table {
    let players = match ann {
        Color::Black => [Seat::person("Ann"), Seat::computer(1)],
        Color::White => [Seat::computer(1), Seat::person("Ann")],
    };
    seated(preset, players)
}

/// A new 9x9 game under `preset` with these seats.
fn seated(preset: &str, players: [Seat; 2]) -> Table {
    let rules = Rules::preset(preset).expect("preset");
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
            rung: 1
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
    assert_eq!(
        t.act(Action::Undo { takebacks: true }, NOW),
        Ok(Outcome::Undone)
    );
    assert_eq!(t.game().move_number(), 2);
    assert_eq!(t.game().to_move(), Color::Black);
    // Ann plays, and takes it back while the computer thinks.
    t.act(Action::Play(pt("G3")), NOW).expect("Ann plays");
    assert_eq!(
        t.act(Action::Undo { takebacks: true }, NOW),
        Ok(Outcome::Undone)
    );
    assert_eq!(t.game().move_number(), 2);
    assert_eq!(t.computer_to_move(), None);
}

/// With the computer as Black, its first move alone cannot be taken back.
#[test]
fn computer_first_move_alone_is_not_undone() {
    let mut t = against_computer("aga", Color::White);
    computer_plays(&mut t, "E5");
    assert_eq!(
        t.act(Action::Undo { takebacks: true }, NOW),
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

/// The saved game keeps who the computer is and its rung; opened again, the computer
/// sits at its seat; records from before the computer player still load as people.
#[test]
fn saved_game_keeps_the_computer() {
    let mut t = against_computer("aga", Color::Black);
    t.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    let saved = t.to_saved("g".into(), 1);
    assert_eq!(saved.white_name, "Tengen rung 1");
    let json = saved.to_json();
    let back = tengen::saved::parse_saved(&json).expect("loads");
    assert_eq!(back.computer, saved.computer);
    let opened = Table::replay(&back).expect("replays");
    assert_eq!(opened.player(Color::White), &Seat::computer(1));
    assert_eq!(opened.computer_to_move(), Some(1));
    // A record without the field (an older version) is a game between people.
    let Some(Json::Object(mut fields)) = json::parse(&json) else {
        panic!("a saved game is an object");
    };
    fields.retain(|(name, _)| name != "computer");
    let mut old = String::new();
    Json::Object(fields).write(&mut old);
    let old = tengen::saved::parse_saved(&old).expect("loads");
    assert_eq!(old.computer, None);
    assert!(!Table::replay(&old)
        .expect("replays")
        .player(Color::White)
        .is_computer());
    // A game between people writes no computer field.
    let people = SavedGame::new("p", back.record.clone(), "aga", "Ann", "Bo", NOW);
    assert!(!people.to_json().contains("computer"));
}

/// SGF export names the computer (`PW[Tengen rung 1]`); importing that record
/// continues against the computer at the same rung.
#[test]
fn sgf_names_the_computer_and_import_continues() {
    let mut t = against_computer("aga", Color::Black);
    t.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    computer_plays(&mut t, "C3");
    let saved = t.to_saved("g".into(), 1);
    let text = sgf::export(&saved.record, &saved.sgf_info(None));
    assert!(text.contains("PW[Tengen rung 1]"), "{text}");
    assert!(text.contains("PB[Ann]"), "{text}");
    let imported = sgf::import(&text).expect("imports");
    let [black, white] = &imported.names;
    assert_eq!(
        Seat::computer_of_names(black, white),
        Some(ComputerSeat {
            color: Color::White,
            rung: 1
        })
    );
    assert_eq!(Seat::computer_of_names("Ann", "Bo"), None);
}

/// With take-backs off (the setting Undo carries), Undo against the computer is
/// refused (the play screen says why from the catalogues) and offered no more; between
/// people it stays.
#[test]
fn takebacks_off_refuse_undo_against_the_computer() {
    let mut t = against_computer("aga", Color::Black);
    assert!(!t.offers_undo(false) && t.offers_undo(true));
    t.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    computer_plays(&mut t, "C3");
    let refused = t.act(Action::Undo { takebacks: false }, NOW);
    assert_eq!(refused, Err(TableError::NoTakebacks));
    assert_eq!(t.game().move_number(), 2);
    assert_eq!(
        t.act(Action::Undo { takebacks: true }, NOW),
        Ok(Outcome::Undone)
    );

    let mut people = seated("aga", [Seat::person("Ann"), Seat::person("Bo")]);
    assert!(people.offers_undo(false));
    people.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    assert_eq!(
        people.act(Action::Undo { takebacks: false }, NOW),
        Ok(Outcome::Undone)
    );
}

/// Ann resigns against the computer (asked, then confirmed).
fn ann_resigns(t: &mut Table, ann: Color) {
    t.act(Action::Resign(ann), NOW).expect("asks");
    t.act(Action::Resign(ann), NOW).expect("resigns");
}

/// The computer resigns on its turn.
fn computer_resigns_now(t: &mut Table) {
    let after_events = t.game().record().events.len();
    t.act(
        Action::ComputerMove {
            mv: Move::Resign,
            after_events,
        },
        NOW,
    )
    .expect("resigns");
}

/// A rematch keeps the computer and its level; AGA swaps the colours, the classic
/// rules give Black to the loser.
#[test]
fn rematch_keeps_the_computer_and_swaps_as_the_rules_say() {
    let mut t = against_computer("aga", Color::Black);
    ann_resigns(&mut t, Color::Black);
    let Ok(Outcome::Rematch(next)) = t.act(Action::Rematch, NOW) else {
        panic!("a rematch")
    };
    assert_eq!(next.players, [Seat::computer(1), Seat::person("Ann")]);
    assert_eq!(next.preset_id, "aga");

    let mut t = against_computer("classic", Color::Black);
    t.act(Action::Play(pt("E5")), NOW).expect("Ann plays");
    computer_resigns_now(&mut t);
    let Ok(Outcome::Rematch(next)) = t.act(Action::Rematch, NOW) else {
        panic!("a rematch")
    };
    // Ann won: the computer, who lost, takes Black.
    assert_eq!(next.players, [Seat::computer(1), Seat::person("Ann")]);
    let mut t = Table::start(&next, NOW).expect("sets up");
    assert_eq!(t.computer_to_move(), Some(1));
    computer_plays(&mut t, "E5");
    ann_resigns(&mut t, Color::White);
    let Ok(Outcome::Rematch(next)) = t.act(Action::Rematch, NOW) else {
        panic!("a rematch")
    };
    // Ann lost as White: she takes Black.
    assert_eq!(next.players, [Seat::person("Ann"), Seat::computer(1)]);
}

/// Three wins in a row against the computer bring the ladder's offer of the next rung,
/// and its game is played there; three losses there bring the offer of the rung below.
#[test]
fn three_in_a_row_offer_the_next_rung() {
    let ladder = Ladder::measured();
    let mut climb = Climb::default();
    let mut t = against_computer("aga", Color::Black);
    let mut offers = Vec::new();
    for game in 0..3 {
        if t.computer_to_move().is_some() {
            computer_plays(&mut t, "E5");
        }
        t.act(Action::Play(pt("C3")), NOW).expect("Ann plays");
        computer_resigns_now(&mut t);
        let rated = climb.record_game(&ladder, &t, &format!("w{game}"), false);
        offers.push(rated.expect("rated").offer);
        let Ok(Outcome::Rematch(next)) = t.act(Action::Rematch, NOW) else {
            panic!("a rematch")
        };
        if game < 2 {
            t = Table::start(&next, NOW).expect("sets up");
        }
    }
    let up = Opponent { rung: 2, stones: 0 };
    assert_eq!(offers, [None, None, Some(Offer::Harder(up))]);
    t = Table::start(&next_game(&t, up).expect("the offer's game"), NOW).expect("sets up");
    assert_eq!(t.computer_seat().map(|c| c.rung), Some(2));
    for game in 0..3 {
        let ann = t.computer_seat().expect("computer").color.opposite();
        if t.computer_to_move().is_some() {
            computer_plays(&mut t, "E5");
        }
        ann_resigns(&mut t, ann);
        let rated = climb.record_game(&ladder, &t, &format!("l{game}"), false);
        offers.push(rated.expect("rated").offer);
        let Ok(Outcome::Rematch(next)) = t.act(Action::Rematch, NOW) else {
            panic!("a rematch")
        };
        t = Table::start(&next, NOW).expect("sets up");
    }
    let down = Opponent { rung: 1, stones: 0 };
    assert_eq!(offers[5], Some(Offer::Easier(down)));
    assert_eq!(climb.games, 6);
}
