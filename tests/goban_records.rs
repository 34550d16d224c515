//! Real games: every professional record under `/usr/share/goban` (Debian package
//! `goban-original-games`, `.sgf` and `.mgt`, both SGF text) is parsed with
//! `sgf-parse` and its main line replayed through the engine under Japanese rules,
//! with turn order checked: every recorded move must be accepted. Records with
//! genuine errors are listed by name in [`KNOWN_BAD`] with the reason; the test fails
//! if one of them starts replaying or if any other record fails.

use sgf_parse::go::{self, Prop};
#[path = "common/goban.rs"]
mod goban;

use goban::{read_record, record_files, KNOWN_BAD};
use std::collections::BTreeMap;
use std::time::Instant;
use tengen::engine::{Color, Game, Move, Phase, Point, Rules};

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
    let files = record_files();
    let known_bad: BTreeMap<&str, &str> = KNOWN_BAD
        .iter()
        .map(|&(name, error, _)| (name, error))
        .collect();
    let (mut replayed, mut moves) = (0, 0);
    let mut unexpected = Vec::new();
    let mut fixed = Vec::new();
    for path in &files {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let outcome = replay_file(&read_record(path));
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
