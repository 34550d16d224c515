//! The GTP front end: commands driven through the library session, the framing of
//! whole conversations through `run`, and one conversation with the built binary.

mod common;

use common::gtp_process::GtpProcess;
use std::io::Cursor;
use tengen::gtp::{run, Session, COMMANDS};

/// Sends each line to a fresh session and returns the last answer.
fn after(lines: &[&str]) -> Result<String, String> {
    let mut session = Session::new(1);
    let mut last = Ok(String::new());
    for line in lines {
        last = session.respond(line).expect("a command").outcome;
    }
    last
}

fn ok(lines: &[&str]) -> String {
    after(lines).unwrap_or_else(|e| panic!("{lines:?} failed: {e}"))
}

fn err(lines: &[&str]) -> String {
    match after(lines) {
        Ok(text) => panic!("{lines:?} succeeded: {text:?}"),
        Err(e) => e,
    }
}

/// A whole conversation through `run`, as a controller would see it.
fn conversation(input: &str) -> String {
    let mut output = Vec::new();
    run(
        &mut Session::new(1),
        Cursor::new(input.to_string()),
        &mut output,
    )
    .expect("in-memory io");
    String::from_utf8(output).expect("UTF-8 answers")
}

/// The administrative commands answer as GTP 2 expects.
#[test]
fn administrative_commands() {
    assert_eq!(ok(&["protocol_version"]), "2");
    assert_eq!(ok(&["name"]), "Tengen");
    assert!(ok(&["version"]).contains("random"));
    assert_eq!(ok(&["known_command play"]), "true");
    assert_eq!(ok(&["known_command tengen-rules"]), "true");
    assert_eq!(ok(&["known_command fly"]), "false");
    let listed: Vec<String> = ok(&["list_commands"]).lines().map(String::from).collect();
    assert_eq!(listed, COMMANDS);
    assert_eq!(err(&["fly"]), "unknown command");
}

/// Ids are echoed on success and failure; comments and blank lines get no answer.
#[test]
fn ids_comments_and_blank_lines() {
    let output = conversation("# setup\n\n1 boardsize 9\n  \n2 fly\nname # who\n3 quit\nname\n");
    assert_eq!(output, "=1 \n\n?2 unknown command\n\n= Tengen\n\n=3 \n\n");
}

/// Tabs, carriage returns and stray control characters do not disturb parsing.
#[test]
fn whitespace_and_control_characters() {
    let output = conversation("boardsize\t9\r\nplay\tb \x01E5\r\nlist_stones  black\n");
    assert_eq!(output, "= \n\n= \n\n= E5\n\n");
}

/// Bytes that are not UTF-8 are answered, not fatal.
#[test]
fn invalid_utf8_is_answered() {
    let mut output = Vec::new();
    let input = Cursor::new(b"pl\xffay b A1\nname\n".to_vec());
    run(&mut Session::new(1), input, &mut output).expect("io");
    assert_eq!(
        String::from_utf8_lossy(&output),
        "? unknown command\n\n= Tengen\n\n"
    );
}

/// Board sizes outside 5..19 are unacceptable; others clear the board.
#[test]
fn boardsize_limits() {
    assert_eq!(err(&["boardsize 4"]), "unacceptable size");
    assert_eq!(err(&["boardsize 20"]), "unacceptable size");
    assert_eq!(err(&["boardsize 99999999999"]), "boardsize not an integer");
    assert_eq!(err(&["boardsize nine"]), "boardsize not an integer");
    assert!(err(&["boardsize"]).starts_with("syntax error"));
    assert_eq!(ok(&["play b A1", "boardsize 5", "list_stones b"]), "");
    assert_eq!(ok(&["boardsize 5", "all_legal b"]).split(' ').count(), 25);
}

/// Malformed moves are refused with a reason, never a crash.
#[test]
fn malformed_moves_are_refused() {
    assert!(err(&["play"]).starts_with("syntax error"));
    assert!(err(&["play b"]).starts_with("syntax error"));
    assert_eq!(err(&["play x A1"]), "invalid color");
    assert_eq!(err(&["boardsize 9", "play b K9"]), "invalid vertex");
    assert_eq!(err(&["boardsize 9", "play b A10"]), "invalid vertex");
    assert_eq!(err(&["play b I5"]), "invalid vertex");
    assert_eq!(err(&["play b resign"]), "invalid vertex");
    assert_eq!(err(&["is_legal b Z0"]), "invalid vertex");
    assert_eq!(err(&["all_legal purple"]), "invalid color");
}

/// Either colour plays in any order, and occupied points are refused.
#[test]
fn play_any_colour_in_any_order() {
    assert_eq!(
        ok(&["play w A1", "play w B1", "play b C1", "list_stones white"]),
        "A1 B1"
    );
    assert_eq!(err(&["play b D4", "play w D4"]), "illegal move: occupied");
    assert_eq!(ok(&["play b D4", "is_legal w D4"]), "0");
    assert_eq!(ok(&["is_legal w pass"]), "1");
}

/// Suicide is refused under every preset.
#[test]
fn suicide_is_refused() {
    let setup = ["boardsize 5", "play b A2", "play b B1"];
    assert_eq!(
        err(&[&setup[..], &["play w A1"]].concat()),
        "illegal move: suicide"
    );
    assert!(!ok(&[&setup[..], &["all_legal w"]].concat()).contains("A1"));
}

/// A simple ko: the retake is refused to White only, until a move elsewhere.
#[test]
fn simple_ko_and_its_end() {
    // Black captures at C3; White may not retake at B3 at once, Black may fill it.
    let ko = [
        "tengen-rules japanese",
        "boardsize 5",
        "play b B4",
        "play b A3",
        "play b B2",
        "play w C4",
        "play w D3",
        "play w C2",
        "play w B3",
        "play b C3",
    ];
    assert_eq!(ok(&[&ko[..], &["captures black"]].concat()), "1");
    assert_eq!(err(&[&ko[..], &["play w B3"]].concat()), "illegal move: ko");
    assert_eq!(ok(&[&ko[..], &["is_legal b B3"]].concat()), "1");
    assert!(!ok(&[&ko[..], &["all_legal w"]].concat()).contains("B3"));
    assert_eq!(
        ok(&[&ko[..], &["play w E5", "play b E1", "is_legal w B3"]].concat()),
        "1"
    );
}

/// Undo takes back one move at a time, captures included, and refuses when empty.
#[test]
fn undo() {
    assert_eq!(err(&["undo"]), "cannot undo");
    let capture = ["boardsize 5", "play w A1", "play b A2", "play b B1"];
    assert_eq!(ok(&[&capture[..], &["captures black"]].concat()), "1");
    assert_eq!(
        ok(&[&capture[..], &["undo", "captures black"]].concat()),
        "0"
    );
    assert_eq!(
        ok(&[&capture[..], &["undo", "list_stones white"]].concat()),
        "A1"
    );
    assert_eq!(
        ok(&["play b A1", "play w pass", "undo", "undo", "list_stones b"]),
        ""
    );
}

/// Passes never end play: after two passes both colours still play.
#[test]
fn play_continues_after_passes() {
    assert_eq!(
        ok(&["play b pass", "play w pass", "play b D4", "list_stones b"]),
        "D4"
    );
    assert_eq!(
        ok(&[
            "play b pass",
            "play w pass",
            "play w pass",
            "play b pass",
            "is_legal w D4"
        ]),
        "1"
    );
    assert_eq!(
        ok(&[
            "play b pass",
            "play w pass",
            "undo",
            "play w D4",
            "list_stones w"
        ]),
        "D4"
    );
}

/// Fixed handicap uses the GTP points and needs an empty board.
#[test]
fn fixed_handicap() {
    assert_eq!(ok(&["fixed_handicap 2"]), "D4 Q16");
    assert_eq!(ok(&["fixed_handicap 3"]), "D4 Q16 D16");
    assert_eq!(
        ok(&["fixed_handicap 9", "list_stones b"])
            .split(' ')
            .count(),
        9
    );
    assert_eq!(ok(&["boardsize 9", "fixed_handicap 5"]), "C3 G7 C7 G3 E5");
    assert_eq!(err(&["fixed_handicap 10"]), "invalid handicap");
    assert_eq!(err(&["fixed_handicap 1"]), "invalid handicap");
    assert_eq!(
        err(&["boardsize 5", "fixed_handicap 2"]),
        "invalid handicap"
    );
    assert_eq!(
        err(&["boardsize 8", "fixed_handicap 5"]),
        "invalid handicap"
    );
    assert_eq!(err(&["fixed_handicap -2"]), "handicap not an integer");
    assert_eq!(err(&["play w A1", "fixed_handicap 2"]), "board not empty");
}

/// Free handicap places Black stones where asked, at least two, no repeats.
#[test]
fn set_free_handicap() {
    assert_eq!(
        ok(&["set_free_handicap A1 T19 K10", "list_stones b"]),
        "T19 K10 A1"
    );
    assert_eq!(err(&["set_free_handicap A1"]), "invalid handicap");
    assert_eq!(err(&["set_free_handicap A1 A1"]), "repeated vertex");
    assert_eq!(err(&["set_free_handicap A1 Z9"]), "invalid vertex");
    assert_eq!(err(&["set_free_handicap A1 pass"]), "invalid vertex");
    assert_eq!(
        err(&["play b A1", "set_free_handicap B1 C1"]),
        "board not empty"
    );
}

/// `final_score` counts under the rules with every stone alive, komi as set.
#[test]
fn final_score() {
    assert_eq!(
        ok(&["tengen-rules aga", "boardsize 9", "final_score"]),
        "W+7.5"
    );
    assert_eq!(ok(&["boardsize 9", "komi 0", "final_score"]), "0");
    assert_eq!(
        ok(&["boardsize 9", "komi 0.5", "play b E5", "final_score"]),
        "B+80.5"
    );
    // Komi set after moves counts at once.
    assert_eq!(
        ok(&["boardsize 9", "play b E5", "komi 0.5", "final_score"]),
        "B+80.5"
    );
    assert_eq!(err(&["komi seven"]), "komi not a float");
    assert!(err(&["komi 6.3"]).starts_with("komi must be"));
}

/// `captures` counts stones captured BY the colour, not pass stones.
#[test]
fn captures_exclude_pass_stones() {
    let lines = [
        "tengen-rules aga",
        "play b pass",
        "play w pass",
        "play b pass",
    ];
    assert_eq!(ok(&[&lines[..], &["captures white"]].concat()), "0");
    assert_eq!(ok(&[&lines[..], &["captures black"]].concat()), "0");
}

/// `tengen-rules` picks a preset and clears the board; unknown names are listed.
#[test]
fn choosing_rules() {
    assert_eq!(ok(&["tengen-rules"]), "aga");
    assert_eq!(ok(&["tengen-rules japanese", "tengen-rules"]), "japanese");
    assert_eq!(ok(&["play b D4", "tengen-rules club", "list_stones b"]), "");
    let unknown = err(&["tengen-rules chess"]);
    assert!(
        unknown.contains("aga") && unknown.contains("japanese"),
        "{unknown}"
    );
    // The board size survives a change of rules; komi goes back to the preset's.
    assert_eq!(
        ok(&["boardsize 9", "komi 0", "tengen-rules aga", "final_score"]),
        "W+7.5"
    );
}

/// Under first-capture rules the first capture ends the game.
#[test]
fn first_capture_ends_the_game() {
    let capture = [
        "tengen-rules first-capture",
        "boardsize 5",
        "play w A1",
        "play b A2",
        "play b B1",
    ];
    assert_eq!(
        err(&[&capture[..], &["play w C3"]].concat()),
        "illegal move: game over"
    );
    assert_eq!(ok(&[&capture[..], &["is_legal w C3"]].concat()), "0");
}

/// `genmove` plays a legal move for the colour asked, reproducibly for a seed.
#[test]
fn genmove_plays_legal_moves() {
    let mut first = Session::new(42);
    let mut second = Session::new(42);
    for command in [
        "boardsize 7",
        "genmove b",
        "genmove w",
        "genmove black",
        "genmove white",
    ] {
        let a = first.respond(command).expect("command").outcome;
        let b = second.respond(command).expect("command").outcome;
        assert_eq!(a, b, "{command}");
        assert!(a.is_ok(), "{command}: {a:?}");
    }
    let stones = |session: &mut Session, color: &str| {
        let answer = session
            .respond(&format!("list_stones {color}"))
            .expect("command")
            .outcome;
        answer.expect("list").split_whitespace().count()
    };
    assert_eq!(stones(&mut first, "b") + stones(&mut first, "w"), 4);
    assert_eq!(err(&["genmove green"]), "invalid color");
}

/// A random game from `genmove` alone ends in two passes, never filling eyes forever.
#[test]
fn genmove_game_ends_with_passes() {
    let mut session = Session::new(7);
    session.respond("boardsize 5");
    let mut passes = 0;
    for turn in 0..1000 {
        let color = if turn % 2 == 0 { "b" } else { "w" };
        let answer = session
            .respond(&format!("genmove {color}"))
            .expect("command")
            .outcome;
        passes = if answer == Ok("pass".into()) {
            passes + 1
        } else {
            0
        };
        if passes == 2 {
            return;
        }
    }
    panic!("no two passes in a row after 1000 random moves");
}

/// `showboard` draws the board without an empty line inside the answer.
#[test]
fn showboard() {
    let output = conversation("boardsize 5\nplay b A1\nplay w E5\nshowboard\n");
    let board = output.split("\n\n").nth(3).expect("showboard answer");
    assert!(board.starts_with("= \n    A B C D E\n"), "{board}");
    assert!(board.contains(" 5  . . . . O 5"), "{board}");
    assert!(board.contains(" 1  X . . . . 1"), "{board}");
}

/// The built binary speaks the same protocol over stdin and stdout (level 1: one
/// network evaluation per move, quick in a debug build).
#[test]
fn binary_conversation() {
    let mut engine = GtpProcess::start(env!("CARGO_BIN_EXE_tengen-gtp"), &["--level", "1"])
        .expect("binary starts");
    assert_eq!(engine.send_raw("1 protocol_version"), "=1 2\n\n");
    assert_eq!(engine.send_raw("boardsize 9"), "= \n\n");
    assert_eq!(engine.send_raw("play b E5"), "= \n\n");
    assert_eq!(engine.send_raw("play w E5"), "? illegal move: occupied\n\n");
    let reply = engine.send("genmove w").expect("genmove");
    assert!(reply == "pass" || reply.len() == 2, "{reply}");
    assert_eq!(engine.send("list_stones w"), Ok(reply));
    assert_eq!(engine.send_raw("9 quit"), "=9 \n\n");
}

proptest::proptest! {
    /// Whatever a controller sends, each command line gets exactly one framed answer.
    #[test]
    fn any_input_is_answered_without_panic(
        lines in proptest::collection::vec(
            "[0-9]{0,3} ?(play|genmove|boardsize|komi|undo|all_legal|fixed_handicap|set_free_handicap|is_legal|tengen-rules|showboard|final_score|[a-z_]{1,8})( [a-zA-Z0-9.#\t-]{0,4}){0,3}",
            1..40,
        )
    ) {
        let mut session = Session::new(3);
        for line in &lines {
            if let Some(response) = session.respond(line) {
                let text = response.to_string();
                proptest::prop_assert!(text.starts_with('=') || text.starts_with('?'), "{text:?}");
                proptest::prop_assert!(text.ends_with("\n\n"), "{text:?}");
                proptest::prop_assert_eq!(text.matches("\n\n").count(), 1, "{:?}", text);
            }
        }
    }
}
