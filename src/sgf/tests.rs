//! SGF round trips of every preset and handicap, and imports of awkward records.

use super::*;
use crate::engine::rng::Rng;
use crate::engine::{presets, Color, Game, GameRecord, Move, Phase, Point};

/// Plays up to `moves` random legal moves that fill no own eye.
fn play_random(game: &mut Game, moves: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let size = game.size();
    let all: Vec<Point> = Point::all(size).collect();
    for _ in 0..moves {
        if game.phase() != Phase::Playing {
            return;
        }
        let color = game.to_move();
        let start = rng.below(all.len());
        let choice = (0..all.len())
            .map(|i| all[(start + i) % all.len()])
            .find(|&p| game.check(p).is_ok() && !game.board().is_own_eye(p, color));
        game.play(choice.map_or(Move::Pass, Move::Place)).unwrap();
    }
}

fn info(preset_id: &str) -> GameInfo {
    GameInfo {
        black_name: "Honinbo [Shusaku]".into(),
        white_name: "Gennan\\Inseki".into(),
        date: Some("1846-09-11".into()),
        title: Some("Ear-reddening game".into()),
        preset_id: preset_id.into(),
    }
}

/// Exports, imports and checks the record, names and result come back unchanged.
fn round_trip(record: &GameRecord, preset_id: &str) {
    let text = export(record, &info(preset_id));
    let back = import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.warnings, Vec::new(), "{text}");
    assert_eq!(&back.record, record, "{text}");
    assert_eq!(back.preset_id, preset_id);
    assert_eq!(back.names, ["Honinbo [Shusaku]", "Gennan\\Inseki"]);
    assert_eq!(back.date.as_deref(), Some("1846-09-11"));
    assert_eq!(back.title.as_deref(), Some("Ear-reddening game"));
    let result = Game::replay(record).unwrap().result().map(|r| r.to_sgf());
    assert_eq!(back.result, result);
}

/// Every preset and handicap (0, 1, 2, 9 where allowed) survives export and import,
/// through settling with dead stones, a resumed dispute, resignation and timeout.
#[test]
fn every_preset_and_handicap_round_trips() {
    let mut checked = 0;
    for preset in presets() {
        for &size in preset.sizes {
            for handicap in [0, 1, 2, 9] {
                let Ok(start) = Game::new(preset.rules, size, handicap) else {
                    continue;
                };
                // Settled: two passes, a dead mark, agreement (or the count as it stands).
                let mut game = start.clone();
                play_random(&mut game, 40, size as u64 + handicap as u64);
                while game.phase() == Phase::Playing {
                    game.play(Move::Pass).unwrap();
                }
                if game.phase() == Phase::Settling {
                    if let Some(p) = Point::all(size).find(|&p| game.board().get(p).is_some()) {
                        game.toggle_dead(p).unwrap();
                    }
                    game.agree().unwrap();
                }
                round_trip(game.record(), preset.id);
                // Disputed: resume and play on, then resign or run out of time.
                let mut game = start.clone();
                play_random(&mut game, 20, 3);
                game.play(Move::Pass).ok();
                game.play(Move::Pass).ok();
                if game.phase() == Phase::Settling {
                    game.resume().unwrap();
                }
                play_random(&mut game, 5, 4);
                round_trip(game.record(), preset.id);
                if game.phase() == Phase::Playing {
                    let _ = game.play(Move::Resign);
                    round_trip(game.record(), preset.id);
                    game.undo().unwrap();
                    game.time_out(Color::White).unwrap();
                    round_trip(game.record(), preset.id);
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "{checked}");
}

/// The export names the rules, komi, handicap, moves, passes, dead stones and result.
#[test]
fn export_properties() {
    let mut game = Game::new(crate::engine::Rules::preset("aga").unwrap(), 9, 2).unwrap();
    game.play(Move::Place(Point::new(4, 4))).unwrap();
    game.play(Move::Pass).unwrap();
    game.play(Move::Pass).unwrap();
    game.toggle_dead(Point::new(4, 4)).unwrap();
    game.agree().unwrap();
    let text = export(game.record(), &info("aga"));
    for part in [
        "(;GM[1]FF[4]CA[UTF-8]",
        "SZ[9]KM[0.5]RU[AGA]HA[2]AB[cg][gc]",
        "PB[Honinbo [Shusaku\\]]",
        "PW[Gennan\\\\Inseki]",
        ";W[ee];B[];W[]TB[",
        "MA[ee]TG[Dee][A..])",
        "TB[",
        "RE[B+",
    ] {
        assert!(text.contains(part), "{part} missing from {text}");
    }
}

/// FF[3] records: mixed-case identifiers and `tt` passes.
#[test]
fn ff3_record() {
    let text = "(;GaMe[1]FileFormat[3]SiZe[9]KoMi[5.5]RU[Japanese]PlayerBlack[Ann]\
                ;B[ee];W[tt];B[cc];W[])";
    let back = import(text).unwrap();
    assert_eq!(back.names[0], "Ann");
    let game = Game::replay(&back.record).unwrap();
    assert_eq!(game.move_number(), 4);
    assert_eq!(game.moves().nth(1), Some((Color::White, Move::Pass)));
    assert_eq!(game.last_move(), Some((Color::White, Move::Pass)));
    assert_eq!(game.rules().komi, crate::engine::HalfPoints::halves(11));
    assert_eq!(back.warnings, Vec::new());
}

/// Variations: the main line (first child) is followed.
#[test]
fn variations_follow_main_line() {
    let text = "(;SZ[9]KM[6.5]RU[Japanese];B[ee](;W[cc];B[gg])(;W[gc]))";
    let game = Game::replay(&import(text).unwrap().record).unwrap();
    assert_eq!(game.move_number(), 3);
    assert_eq!(game.board().get(Point::new(2, 2)), Some(Color::White));
    assert_eq!(game.board().get(Point::new(6, 2)), None);
}

/// Stones added and removed during play (`AB`/`AW`/`AE`, `PL`) are applied where they
/// stand: the final position is the one worked out by hand.
#[test]
fn mid_game_setup() {
    let text = "(;SZ[9]KM[6.5]RU[Japanese];B[ee];W[cc];AB[aa]AW[bb]AE[ee];B[gg];W[gc]\
                ;AE[cc]PL[W];W[ce])";
    let back = import(text).unwrap();
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    assert_eq!(back.record.events.len(), 7);
    let game = Game::replay(&back.record).unwrap();
    let expected = crate::engine::Board::from_picture(
        "
        X........
        .O.......
        ......O..
        .........
        ..O......
        .........
        ......X..
        .........
        .........",
    )
    .unwrap();
    assert_eq!(game.board().to_picture(), expected.to_picture());
    assert_eq!((game.move_number(), game.to_move()), (5, Color::Black));
    // Exported, each setup is a node of its own, and imports back the same.
    let out = export(&back.record, &info("japanese"));
    assert!(out.contains(";AB[aa]AW[bb]AE[ee];B[gg]"), "{out}");
    assert!(out.contains(";AE[cc]PL[W];W[ce]"), "{out}");
    round_trip(&back.record, "japanese");
}

/// A setup during play that leaves stones without a liberty stops the import there.
#[test]
fn impossible_mid_game_setup() {
    let back = import("(;SZ[9]KM[6.5]RU[Japanese];B[aa];AW[ab][ba];W[ee])").unwrap();
    assert_eq!(back.record.events.len(), 1);
    assert!(
        back.warnings[0].to_string().contains("After move 1")
            && back.warnings[0].to_string().contains("up to move 1"),
        "{:?}",
        back.warnings
    );
}

/// Setups during play (stones, and the turn alone) survive export and import to the count.
#[test]
fn mid_game_setups_round_trip() {
    let mut game = Game::new(crate::engine::Rules::preset("aga").unwrap(), 9, 2).unwrap();
    play_random(&mut game, 30, 7);
    let empties: Vec<Point> = Point::all(9)
        .filter(|&p| game.board().get(p).is_none())
        .collect();
    let stones: Vec<Point> = Point::all(9)
        .filter(|&p| game.board().get(p).is_some())
        .collect();
    game.setup(crate::engine::Setup {
        black: vec![empties[0]],
        white: vec![empties[empties.len() - 1]],
        empty: stones[..3].to_vec(),
        to_move: None,
    })
    .unwrap();
    play_random(&mut game, 10, 8);
    game.setup(crate::engine::Setup {
        to_move: Some(game.to_move().opposite()),
        ..Default::default()
    })
    .unwrap();
    play_random(&mut game, 5, 9);
    game.play(Move::Pass).unwrap();
    game.play(Move::Pass).unwrap();
    game.agree().unwrap();
    round_trip(game.record(), "aga");
}

/// Setup stones at the start become a position with PL naming who moves.
#[test]
fn root_setup() {
    let text = "(;SZ[9]KM[0]RU[Chinese]AB[aa][bb]AW[cc]PL[W];W[dd])";
    let back = import(text).unwrap();
    assert_eq!(back.record.setup.len(), 3);
    assert_eq!(back.record.first, Some(Color::White));
    assert_eq!(back.record.events.len(), 1);
}

/// Missing KM or RU: a preset is assumed and the warnings say which.
#[test]
fn missing_komi_and_rules() {
    let back = import("(;SZ[9];B[ee])").unwrap();
    assert_eq!(back.preset_id, "japanese");
    assert_eq!(back.warnings.len(), 2, "{:?}", back.warnings);
    assert!(
        back.warnings[0].to_string().contains("no rules"),
        "{:?}",
        back.warnings
    );
    assert!(
        back.warnings[1].to_string().contains("no komi"),
        "{:?}",
        back.warnings
    );
    let back = import("(;SZ[9]RU[Ing]KM[8];B[ee])").unwrap();
    assert!(back.warnings[0].to_string().contains("\"Ing\" are unknown"));
    assert_eq!(back.record.rules.komi, crate::engine::HalfPoints::points(8));
}

/// Moves out of turn are kept for the colour that played them; illegal moves stop.
#[test]
fn out_of_turn_and_illegal_moves() {
    let back = import("(;SZ[9]KM[6.5]RU[Japanese];B[ee];B[cc];W[ee];B[gg])").unwrap();
    assert_eq!(back.record.events.len(), 2);
    assert!(back.warnings[0]
        .to_string()
        .contains("Move 2 (Black C7): Black plays twice"));
    assert!(
        back.warnings[1]
            .to_string()
            .contains("Move 3 (White E5) cannot be played: That point is occupied."),
        "{:?}",
        back.warnings
    );
    assert!(back.warnings[1]
        .to_string()
        .contains("imported up to move 2"));
    let back = import("(;SZ[9]KM[6.5]RU[Japanese];B[ee];W[zz])").unwrap();
    assert!(back.warnings[0]
        .to_string()
        .contains("Move 2 (W[zz]) is not a point"));
}

/// Resignation in RE ends a foreign record the same way.
#[test]
fn result_from_re() {
    let back = import("(;SZ[9]KM[6.5]RU[Japanese]RE[W+Resign];B[ee])").unwrap();
    let game = Game::replay(&back.record).unwrap();
    assert_eq!(game.result().unwrap().to_sgf(), "W+R");
    assert_eq!(back.result.as_deref(), Some("W+Resign"));
}

/// Malformed text, other games, bad sizes and huge input are refused in words.
#[test]
fn refused_inputs() {
    let cases: [(&str, &str); 9] = [
        ("", "no game tree"),
        ("hello", "starts with (; (line 1, column 1)"),
        ("(;B[aa]", "never closed with ) (line 1, column 1)"),
        (
            "(;SZ[9]\n;B[aa];W[bb",
            "never closed with ] (line 2, column 9)",
        ),
        ("(;B[aa]))", "closes no ( (line 1, column 9)"),
        ("(;GM[2]SZ[8])", "not a game of Go"),
        ("(;SZ[25])", "boards from 5x5 to 19x19"),
        ("(;SZ[4])", "The board is 4x4"),
        ("(;SZ[9:13])", "only square boards"),
    ];
    for (text, words) in cases {
        let e = import(text).unwrap_err().to_string();
        assert!(e.contains(words), "{text:?}: {e}");
    }
    let big = format!("(;C[{}])", "x".repeat(MAX_BYTES));
    assert!(import(&big).unwrap_err().to_string().contains("too large"));
    let deep = format!("(;SZ[9]{})", ";".repeat(MAX_DEPTH + 1));
    assert!(matches!(import(&deep), Err(SgfError::TooDeep { .. })));
}

/// A line broken inside a move value (`W[oq\n]`) is read as the move.
#[test]
fn move_value_with_line_break() {
    let back = import("(;SZ[19]KM[6.5]RU[Japanese];B[pd];W[oq\n])").unwrap();
    assert_eq!(back.record.events.len(), 2);
}

/// A chain of nodes just under the depth limit imports and frees without exhausting
/// a small (wasm-sized, 1 MB) stack.
#[test]
fn deep_record_in_small_stack() {
    let text = format!("(;SZ[9]KM[0]RU[Japanese]{})", ";".repeat(MAX_DEPTH - 1));
    let handle = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || import(&text).map(|i| i.record.events.len()))
        .unwrap();
    assert_eq!(handle.join().unwrap(), Ok(0));
}
