//! The Debian `goban-original-games` records under `/usr/share/goban` and the ones
//! whose own text is wrong, shared by the replay and the SGF import tests.

use std::path::{Path, PathBuf};

pub const GOBAN: &str = "/usr/share/goban";

/// The record ends with two moves of one colour: the pass (or ko fill) between them
/// was left out. Genuine errors in the record, not in the engine.
pub const LAST_MOVE_REPEATS: &str = "last move repeats the colour before it, no pass recorded";
/// One colour moves twice in a row in mid-game without a pass.
pub const TWICE_MID_GAME: &str = "one colour moves twice in a row mid-game, no pass recorded";
/// A move on a point that already holds a stone (GNU Go's `loadsgf` sees it too).
pub const OCCUPIED: &str = "a move on an occupied point";

/// Records that cannot replay because the record itself is wrong: the file name,
/// the start of the error it must keep giving, and why.
pub const KNOWN_BAD: &[(&str, &str, &str)] = &[
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

/// Every `.sgf` and `.mgt` record, sorted; fails with the package to install if missing.
pub fn record_files() -> Vec<PathBuf> {
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
    assert!(
        files.len() > 500,
        "only {} records found in {GOBAN}",
        files.len()
    );
    files
}

/// A record's text: old records are not always UTF-8; the moves are ASCII either way.
pub fn read_record(path: &Path) -> String {
    String::from_utf8_lossy(&std::fs::read(path).expect("readable record")).into_owned()
}
