//! `loadsgf` and `printsgf` through the library session, as GNU Go answers them.

use std::path::PathBuf;
use tengen::gtp::Session;

/// Writes an SGF record to a fresh temporary file.
fn sgf_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tengen-gtp-sgf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Sends each line to one session; returns every answer.
fn answers(session: &mut Session, lines: &[&str]) -> Vec<Result<String, String>> {
    lines
        .iter()
        .map(|l| session.respond(l).expect("a command").outcome)
        .collect()
}

const GAME: &str = "(;GM[1]FF[4]SZ[9]KM[5.5]RU[Japanese];B[ee];W[cc];B[gg];W[gc];B[])";

/// loadsgf answers the colour to move and sets up the board; a move number loads
/// the position before that move.
#[test]
fn loadsgf_whole_game_and_move_number() {
    let path = sgf_file("game.sgf", GAME);
    let p = path.display();
    let mut s = Session::new(1);
    let a = answers(
        &mut s,
        &[
            &format!("loadsgf {p}"),
            "list_stones black",
            "list_stones white",
        ],
    );
    assert_eq!(a[0], Ok("white".into()));
    assert_eq!(a[1], Ok("E5 G3".into()));
    assert_eq!(a[2], Ok("C7 G7".into()));
    assert_eq!(s.game().size(), 9);
    assert_eq!(s.game().rules().komi.to_string(), "5.5");
    let a = answers(
        &mut s,
        &[
            &format!("loadsgf {p} 3"),
            "list_stones black",
            "list_stones white",
        ],
    );
    assert_eq!(a[0], Ok("black".into()));
    assert_eq!(a[1], Ok("E5".into()));
    assert_eq!(a[2], Ok("C7".into()));
    let a = answers(&mut s, &[&format!("loadsgf {p} G7"), "list_stones white"]);
    assert_eq!(a[0], Ok("white".into()));
    assert_eq!(a[1], Ok("C7".into()));
    // Play goes on after loading.
    assert_eq!(answers(&mut s, &["play w G7"])[0], Ok(String::new()));
}

/// printsgf writes the moves, passes included, and reloads to the same position.
#[test]
fn printsgf_round_trip() {
    let mut s = Session::new(1);
    let a = answers(
        &mut s,
        &[
            "boardsize 9",
            "tengen-rules chinese",
            "play b E5",
            "play w C7",
            "play b pass",
            "printsgf",
        ],
    );
    let text = a[5].clone().unwrap();
    assert!(text.starts_with("(;GM[1]FF[4]"), "{text}");
    assert!(text.contains("SZ[9]KM[7.5]RU[Chinese]"), "{text}");
    assert!(text.contains(";B[ee];W[cc];B[])"), "{text}");
    assert!(!text.contains("\n\n"));
    let path = sgf_file("printed.sgf", "");
    let p = path.display();
    assert_eq!(
        answers(&mut s, &[&format!("printsgf {p}")])[0],
        Ok(String::new())
    );
    let mut t = Session::new(2);
    let a = answers(
        &mut t,
        &[&format!("loadsgf {p}"), "list_stones black", "tengen-rules"],
    );
    assert_eq!(
        a,
        [Ok("white".into()), Ok("E5".into()), Ok("chinese".into())]
    );
}

/// Missing or unreadable files and bad arguments are answered with `?`.
#[test]
fn loadsgf_errors() {
    let mut s = Session::new(1);
    let bad = sgf_file("bad.sgf", "(;SZ[9];B[aa]");
    let big = sgf_file("big.sgf", "(;SZ[25])");
    let a = answers(
        &mut s,
        &[
            "loadsgf",
            "loadsgf /nonexistent/game.sgf",
            &format!("loadsgf {}", bad.display()),
            &format!("loadsgf {}", big.display()),
            &format!("loadsgf {} 0", sgf_file("ok.sgf", GAME).display()),
        ],
    );
    assert_eq!(a[0], Err("syntax error: filename expected".into()));
    assert!(a[1].clone().unwrap_err().starts_with("cannot open"));
    assert!(a[2].clone().unwrap_err().contains("never closed"), "{a:?}");
    assert!(a[3].clone().unwrap_err().contains("25x25"), "{a:?}");
    assert!(a[4].is_err());
    // The session still works.
    assert_eq!(answers(&mut s, &["name"])[0], Ok("Tengen".into()));
}

/// Stones added and removed during play are set up where the record has them: the
/// whole game, and a move number after the setup, include it; one before it does not.
#[test]
fn loadsgf_mid_game_setup() {
    let text = "(;GM[1]FF[4]SZ[9]KM[5.5]RU[Japanese];B[ee];W[cc];AB[aa]AW[bb]AE[ee]PL[W]\
                ;W[gc];B[gg])";
    let p = sgf_file("setup.sgf", text);
    let mut s = Session::new(1);
    // (move number, colour to move, black stones, white stones)
    for (number, to_move, black, white) in [
        ("", "white", "A9 G3", "B8 C7 G7"),
        // Before move 3 (W G7): the setup is in, and it gave White the move.
        (" 3", "white", "A9", "B8 C7"),
        // Before move 2: neither the setup nor White's C7.
        (" 2", "white", "E5", ""),
    ] {
        let load = format!("loadsgf {}{number}", p.display());
        let got = answers(&mut s, &[&load, "list_stones black", "list_stones white"]);
        let want: Vec<Result<String, String>> =
            [to_move, black, white].map(|t| Ok(t.to_string())).to_vec();
        assert_eq!(got, want, "{load}");
    }
}
