//! Stones set up during play (SGF `AB`/`AW`/`AE` after the first node): the position,
//! the turn, undo, captures, superko and the saved record.

use tengen::engine::{Board, Color, Game, KoRule, Move, MoveError, Point, Rules, Setup};

fn rules(id: &str) -> Rules {
    Rules::preset(id).expect("preset exists")
}

fn points(size: u8, gtp: &[&str]) -> Vec<Point> {
    gtp.iter()
        .map(|t| Point::parse_gtp(t, size).expect("coordinate"))
        .collect()
}

/// Plays GTP moves in turn, panicking on a refusal.
fn play_all(game: &mut Game, moves: &[&str]) {
    for m in moves {
        let mv = Move::parse_gtp(m, game.size()).expect("move");
        game.play(mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn picture(game: &Game) -> String {
    game.board().to_picture()
}

fn same_board(game: &Game, expected: &str) {
    let want = Board::from_picture(expected).expect("fixture");
    assert_eq!(picture(game), want.to_picture());
}

/// A setup adds and removes stones; it is not a move and keeps the player to move.
#[test]
fn setup_adds_and_removes_stones() {
    let mut g = Game::new(rules("aga"), 9, 0).unwrap();
    play_all(&mut g, &["C3", "G7", "D4"]);
    g.setup(Setup {
        black: points(9, &["E5"]),
        white: points(9, &["C7"]),
        empty: points(9, &["C3", "G7"]),
        to_move: None,
    })
    .unwrap();
    same_board(
        &g,
        "
        .........
        .........
        ..O......
        .........
        ....X....
        ...X.....
        .........
        .........
        .........",
    );
    assert_eq!((g.move_number(), g.to_move()), (3, Color::White));
    play_all(&mut g, &["F5"]);
    assert_eq!(g.move_number(), 4);
}

/// `PL` in the setup hands the move to the player it names.
#[test]
fn setup_names_the_player_to_move() {
    let mut g = Game::new(rules("aga"), 9, 0).unwrap();
    play_all(&mut g, &["C3"]);
    g.setup(Setup {
        to_move: Some(Color::Black),
        ..Setup::default()
    })
    .unwrap();
    assert_eq!(g.to_move(), Color::Black);
    play_all(&mut g, &["D4"]);
    assert_eq!(g.board().get(points(9, &["D4"])[0]), Some(Color::Black));
}

/// Undo takes back the setup alone, then the move before it.
#[test]
fn undo_removes_the_setup() {
    let mut g = Game::new(rules("aga"), 9, 0).unwrap();
    play_all(&mut g, &["C3"]);
    let before = g.clone();
    g.setup(Setup {
        white: points(9, &["E5", "F5"]),
        empty: points(9, &["C3"]),
        to_move: Some(Color::Black),
        ..Setup::default()
    })
    .unwrap();
    g.undo().unwrap();
    assert_eq!(g.record(), before.record());
    assert_eq!(picture(&g), picture(&before));
    assert_eq!(g.to_move(), Color::White);
    // Undoing a move also takes back a setup that came after it.
    g.setup(Setup {
        black: points(9, &["A1"]),
        ..Setup::default()
    })
    .unwrap();
    g.undo_move().unwrap();
    assert_eq!(g.move_number(), 0);
    assert_eq!(g.board().stone_count(Color::Black), 0);
}

/// A setup that leaves a string without a liberty is refused and changes nothing.
#[test]
fn setup_without_liberty_is_refused() {
    let mut g = Game::new(rules("aga"), 9, 0).unwrap();
    play_all(&mut g, &["A1"]);
    let before = g.clone();
    let refused = g.setup(Setup {
        white: points(9, &["A2", "B1"]),
        ..Setup::default()
    });
    assert_eq!(refused, Err(MoveError::SetupWithoutLiberty));
    assert_eq!(g.record(), before.record());
    assert_eq!(picture(&g), picture(&before));
    let off = g.setup(Setup {
        black: vec![Point::new(9, 9)],
        ..Setup::default()
    });
    assert_eq!(off, Err(MoveError::OffBoard));
}

/// Prisoners taken before a setup still count after it (the territory count uses them).
#[test]
fn captures_survive_a_setup() {
    let mut g = Game::new(rules("japanese"), 9, 0).unwrap();
    // Black captures White's A1 stone.
    play_all(&mut g, &["A2", "A1", "B1"]);
    assert_eq!(g.captures(Color::Black), 1);
    g.setup(Setup {
        black: points(9, &["E5"]),
        ..Setup::default()
    })
    .unwrap();
    assert_eq!(g.captures(Color::Black), 1);
    // Prisoners added to the taker's score or taken off the loser's: one stone either way.
    let prisoners = |g: &Game| g.count().black.captures - g.count().white.captures;
    assert_eq!(prisoners(&g), 1);
    play_all(&mut g, &["pass", "pass"]);
    assert_eq!(prisoners(&g), 1);
}

fn positional_superko() -> Rules {
    Rules {
        ko: KoRule::PositionalSuperko,
        ..rules("aga")
    }
}

/// Superko: positions from before a setup do not count (the setup starts a fresh history).
#[test]
fn superko_forgets_positions_before_a_setup() {
    let mut g = Game::new(positional_superko(), 9, 0).unwrap();
    play_all(&mut g, &["A1", "J9"]);
    g.setup(Setup {
        empty: points(9, &["A1", "J9"]),
        to_move: Some(Color::Black),
        ..Setup::default()
    })
    .unwrap();
    // The board after move 1 comes back by play: allowed, it was before the setup.
    play_all(&mut g, &["A1"]);
    assert_eq!(g.move_number(), 3);
}

/// A game with setups replays from its record and survives JSON as that record.
#[test]
fn setup_replays_and_round_trips_through_json() {
    let mut g = Game::new(rules("aga"), 9, 0).unwrap();
    play_all(&mut g, &["C3", "G7"]);
    g.setup(Setup {
        black: points(9, &["E5", "E6"]),
        white: points(9, &["F5"]),
        empty: points(9, &["C3"]),
        to_move: Some(Color::White),
    })
    .unwrap();
    play_all(&mut g, &["F6", "D5"]);
    let json = tengen::json::to_string(g.record());
    let record: tengen::engine::GameRecord = tengen::json::from_str(&json).unwrap();
    let back = Game::replay(&record).unwrap();
    assert_eq!(back.record(), g.record());
    assert_eq!(picture(&back), picture(&g));
    assert_eq!(back.to_move(), g.to_move());
    let replayed = Game::replay(g.record()).unwrap();
    assert_eq!(replayed.board(), g.board());
}
