//! Real games: every professional record under `/usr/share/goban` (Debian package
//! `goban-original-games`, `.sgf` and `.mgt`, both SGF text) is parsed with
//! `sgf-parse` and its main line replayed through the engine under Japanese rules,
//! with turn order checked: every recorded move must be accepted. Records with
//! genuine errors are listed by name in [`KNOWN_BAD`] with the reason; the test fails
//! if one of them starts replaying or if any other record fails.

use sgf_parse::go::{self, Prop};
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;
use tengen::engine::{Color, Game, Move, Phase, Point, Rules};

const GOBAN: &str = "/usr/share/goban";

/// The record ends with two moves of one colour: the pass (or ko fill) between them
/// was left out. Genuine errors in the record, not in the engine.
const LAST_MOVE_REPEATS: &str = "last move repeats the colour before it, no pass recorded";
/// One colour moves twice in a row in mid-game without a pass.
const TWICE_MID_GAME: &str = "one colour moves twice in a row mid-game, no pass recorded";
/// A move on a point that already holds a stone (GNU Go's `loadsgf` sees it too).
const OCCUPIED: &str = "a move on an occupied point";

/// Records that cannot replay because the record itself is wrong: the file name,
/// the start of the error it must keep giving, and why.
const KNOWN_BAD: &[(&str, &str, &str)] = &[
    (
        "Hon-45-1.sgf",
        "move 294 (Black T17): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-61-3.mgt",
        "move 252 (Black T19): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-61-5.sgf",
        "move 252 (Black T19): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-68-3.mgt",
        "move 237 (White L1): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-68-5.mgt",
        "move 225 (White K12): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-72-3.sgf",
        "move 264 (Black E7): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-74-1.sgf",
        "move 234 (Black G11): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-74-6.sgf",
        "move 222 (Black K12): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-76-4.sgf",
        "move 248 (Black E11): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-81-3.mgt",
        "move 236 (Black T17): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-83-3.mgt",
        "move 253 (White K7): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "Hon-87-1.mgt",
        "move 235 (White A15): It is not your turn.",
        TWICE_MID_GAME,
    ),
    (
        "M-62-l04.sgf",
        "move 309 (White J2): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-62-l05.sgf",
        "move 256 (Black A15): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-62-l10.sgf",
        "move 244 (Black B1): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-65-3.mgt",
        "move 305 (White N1): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-65-5.sgf",
        "move 228 (White D11): That point is occupied.",
        OCCUPIED,
    ),
    (
        "M-70-1.sgf",
        "move 290 (Black K16): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-70-6.sgf",
        "move 313 (White N19): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-76-2.sgf",
        "move 267 (White G19): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-76-3.sgf",
        "move 235 (White A19): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-77-1.mgt",
        "move 177 (White H14): It is not your turn.",
        TWICE_MID_GAME,
    ),
    (
        "M-77-2.mgt",
        "move 138 (White R3): That point is occupied.",
        OCCUPIED,
    ),
    (
        "M-77-4.mgt",
        "move 150 (Black A6): It is not your turn.",
        TWICE_MID_GAME,
    ),
    (
        "M-79-1.mgt",
        "move 253 (White M11): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-87-3.mgt",
        "move 189 (White O15): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-92-3.mgt",
        "move 299 (White T14): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "M-92-5.mgt",
        "move 99 (White L2): It is not your turn.",
        TWICE_MID_GAME,
    ),
    (
        "T-01-2.mgt",
        "move 232 (Black T15): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "T-11-2.mgt",
        "move 255 (White A14): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
    (
        "T-22-4.mgt",
        "move 278 (Black S4): It is not your turn.",
        LAST_MOVE_REPEATS,
    ),
];

/// Replays every game in one file; returns the number of moves replayed.
fn replay_file(text: &str) -> Result<usize, String> {
    let games = go::parse(text).map_err(|e| format!("unparsable: {e}"))?;
    let mut moves = 0;
    for root in &games {
        moves += replay_game(root)?;
    }
    Ok(moves)
}

/// Replays the main line of one game tree: root setup, then B and W moves in turn.
fn replay_game(root: &sgf_parse::SgfNode<Prop>) -> Result<usize, String> {
    let size = match root.get_property("SZ") {
        Some(Prop::SZ((w, h))) if w == h => *w,
        Some(Prop::SZ(_)) => return Err("rectangular board".into()),
        _ => 19,
    };
    let to_point = |p: &go::Point| -> Result<Move, String> {
        // `tt` is a pass on boards up to 19x19 (FF[3]).
        if size <= 19 && p.x == 19 && p.y == 19 {
            return Ok(Move::Pass);
        }
        let point = Point::new(p.x, p.y);
        if point.on_board(size) {
            Ok(Move::Place(point))
        } else {
            Err(format!(
                "point ({}, {}) off the {size}x{size} board",
                p.x, p.y
            ))
        }
    };
    let mut handicap_stones = Vec::new();
    if let Some(Prop::AB(points)) = root.get_property("AB") {
        for p in points {
            match to_point(p)? {
                Move::Place(point) => handicap_stones.push(point),
                _ => return Err("AB holds a pass".into()),
            }
        }
        handicap_stones.sort();
    }
    let handicap = match root.get_property("HA") {
        Some(Prop::HA(n)) => u8::try_from(*n).map_err(|_| "handicap out of range")?,
        _ => handicap_stones.len() as u8,
    };
    let mut game = Game::with_handicap_stones(
        Rules::preset("japanese").expect("japanese preset"),
        size,
        handicap,
        handicap_stones,
    )
    .map_err(|e| format!("setup: {e}"))?;
    let mut moves = 0;
    for (node_number, node) in root.main_variation().enumerate() {
        for prop in node.properties() {
            let (color, mv) = match prop {
                Prop::B(mv) => (Color::Black, *mv),
                Prop::W(mv) => (Color::White, *mv),
                // Some records break a line inside a move (`W[oq\n]`); the move is sound.
                Prop::Invalid(id, values) if id == "B" || id == "W" => {
                    let color = if id == "B" {
                        Color::Black
                    } else {
                        Color::White
                    };
                    let text = values.first().map_or("", |v| v.trim());
                    let mv: go::Move = text
                        .parse()
                        .map_err(|_| format!("node {node_number}: unreadable move {id}[{text}]"))?;
                    (color, mv)
                }
                Prop::AW(_) | Prop::AE(_) => {
                    return Err(format!(
                        "node {node_number}: setup the engine cannot replay"
                    ))
                }
                Prop::AB(_) if node_number > 0 => {
                    return Err(format!(
                        "node {node_number}: setup the engine cannot replay"
                    ))
                }
                _ => continue,
            };
            let mv = match mv {
                go::Move::Pass => Move::Pass,
                go::Move::Move(p) => to_point(&p)?,
            };
            // Two passes open the settling phase; a record that goes on resumes play.
            if game.phase() == Phase::Settling {
                game.resume().map_err(|e| format!("resume: {e}"))?;
            }
            game.play_by(color, mv)
                .map_err(|e| format!("move {} ({color} {}): {e}", moves + 1, mv.to_gtp(size)))?;
            moves += 1;
        }
    }
    Ok(moves)
}

/// Every record replays, except the known-bad ones, which must still fail.
#[test]
fn goban_records_replay() {
    let started = Instant::now();
    let dir = Path::new(GOBAN);
    assert!(
        dir.is_dir(),
        "{GOBAN} is missing: install the Debian package goban-original-games \
         (the README's test command does)"
    );
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("readable record folder")
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("sgf" | "mgt")
            )
        })
        .collect();
    files.sort();
    let known_bad: BTreeMap<&str, &str> = KNOWN_BAD
        .iter()
        .map(|&(name, error, _)| (name, error))
        .collect();
    let (mut replayed, mut moves) = (0, 0);
    let mut unexpected = Vec::new();
    let mut fixed = Vec::new();
    for path in &files {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let bytes = std::fs::read(path).expect("readable record");
        // Old records are not always UTF-8; the moves are ASCII either way.
        let outcome = replay_file(&String::from_utf8_lossy(&bytes));
        match (outcome, known_bad.get(name)) {
            (Ok(n), None) => {
                replayed += 1;
                moves += n;
            }
            (Ok(_), Some(error)) => fixed.push(format!("{name} (listed: {error})")),
            (Err(e), None) => unexpected.push(format!("(\"{name}\", \"{e}\", ...),")),
            (Err(e), Some(error)) if !e.starts_with(error) => unexpected.push(format!(
                "{name} now fails differently: {e} (listed: {error})"
            )),
            (Err(_), Some(_)) => {}
        }
    }
    eprintln!(
        "{} records: {replayed} replayed ({moves} moves), {} known bad, in {:.1?}",
        files.len(),
        known_bad.len(),
        started.elapsed()
    );
    assert!(
        files.len() > 500,
        "only {} records found in {GOBAN}",
        files.len()
    );
    assert!(
        unexpected.is_empty(),
        "records that fail to replay:\n{}",
        unexpected.join("\n")
    );
    assert!(
        fixed.is_empty(),
        "known-bad records that now replay (remove them from KNOWN_BAD):\n{}",
        fixed.join("\n")
    );
}
