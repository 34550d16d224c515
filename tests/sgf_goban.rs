//! SGF import of every Debian `goban-original-games` record: each imports, and its
//! final position equals an independent replay of its main line. The known-bad
//! records import with a warning naming the bad move: kept for the colour that
//! played it when one colour moves twice, cut just before it when it is illegal
//! (three of the "twice in a row" records also place that move on a stone).

#[path = "common/goban.rs"]
mod goban;

use goban::{read_record, record_files, KNOWN_BAD, OCCUPIED};
use sgf_parse::go::{self, Prop};
use std::time::Instant;
use tengen::engine::{Board, Game, GameRecord, Move, Phase, Point};
use tengen::sgf::import;

/// Replays the main line's moves from the record's start, any colour in any order,
/// stopping at the first refused move. Independent of the importer's move loop.
fn replay_moves(text: &str, start: &GameRecord) -> Board {
    let root = go::parse(text).expect("parses").remove(0);
    let mut game = Game::replay(&GameRecord {
        events: Vec::new(),
        ..start.clone()
    })
    .expect("the start replays");
    let size = game.size();
    for node in root.main_variation() {
        for prop in node.properties() {
            let (color, value) = match prop {
                Prop::B(m) => (tengen::engine::Color::Black, Ok(*m)),
                Prop::W(m) => (tengen::engine::Color::White, Ok(*m)),
                Prop::Invalid(id, v) if id == "B" || id == "W" => {
                    let c = if id == "B" {
                        tengen::engine::Color::Black
                    } else {
                        tengen::engine::Color::White
                    };
                    (c, v[0].trim().parse::<go::Move>().map_err(|_| ()))
                }
                _ => continue,
            };
            let mv = match value {
                Ok(go::Move::Move(p)) if p.x < size && p.y < size => {
                    Move::Place(Point::new(p.x, p.y))
                }
                Ok(_) => Move::Pass,
                Err(()) => return game.board().clone(),
            };
            if game.phase() == Phase::Settling {
                game.resume().unwrap();
            }
            if game.play_as(color, mv).is_err() {
                return game.board().clone();
            }
        }
    }
    game.board().clone()
}

/// Every record imports to the position its moves give; known-bad ones warn at the bad move.
#[test]
fn goban_records_import() {
    let started = Instant::now();
    let files = record_files();
    let mut failures = Vec::new();
    let mut warned = 0;
    for path in &files {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let text = read_record(path);
        let imported = match import(&text) {
            Ok(i) => i,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let game = Game::replay(&imported.record).expect("an imported record replays");
        if game.board().to_picture() != replay_moves(&text, &imported.record).to_picture() {
            failures.push(format!("{name}: final position differs from its moves"));
        }
        let move_warnings: Vec<String> = imported
            .warnings
            .iter()
            .map(ToString::to_string)
            .filter(|w| w.starts_with("Move "))
            .collect();
        match KNOWN_BAD.iter().find(|(n, _, _)| *n == name) {
            None if !move_warnings.is_empty() => {
                failures.push(format!("{name}: unexpected {move_warnings:?}"))
            }
            None => {}
            Some((_, error, kind)) => {
                warned += 1;
                // "move 228 (White D11): ..." -> "Move 228 (White D11)"
                let at = error.split(':').next().unwrap_or_default();
                let at = format!("M{}", &at[1..]);
                if !move_warnings.iter().any(|w| w.starts_with(&at)) {
                    failures.push(format!("{name}: no warning for {at}: {move_warnings:?}"));
                }
                let number: usize = at[5..].split(' ').next().unwrap().parse().unwrap();
                // A bad move on an occupied point is cut; two moves in a row are kept.
                let cut = move_warnings
                    .iter()
                    .any(|w| w.starts_with(&at) && w.contains("cannot be played"));
                if *kind == OCCUPIED && !cut {
                    failures.push(format!("{name}: {at} is not refused"));
                }
                let expected = if cut { number - 1 } else { number };
                let ok = if cut {
                    game.move_number() == expected
                } else {
                    game.move_number() >= expected
                };
                if !ok {
                    failures.push(format!(
                        "{name}: {} moves imported, {expected} expected",
                        game.move_number()
                    ));
                }
            }
        }
    }
    eprintln!(
        "{} records imported ({warned} known bad, with warnings) in {:.1?}",
        files.len(),
        started.elapsed()
    );
    assert_eq!(warned, KNOWN_BAD.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
