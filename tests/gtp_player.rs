//! The computer player over GTP: `genmove` at a level, `tengen-level`, `tengen-raw-nn`,
//! and a whole game under every preset (on the network-free `AreaCount` evaluator, so
//! the test suite stays fast).

mod common;

use common::gtp_process::GtpProcess;
use tengen::ai::search::AreaCount;
use tengen::engine::presets;
use tengen::gtp::Session;

fn session(level: usize) -> Session {
    Session::with_player(11, Box::new(AreaCount::default()), level)
}

fn ok(s: &mut Session, line: &str) -> String {
    let r = s.respond(line).expect("a command");
    r.outcome
        .unwrap_or_else(|e| panic!("{line}: {e}\n{:?}", s.game().board()))
}

/// `tengen-level` sets and names the level; out of range is refused.
#[test]
fn level_command() {
    let mut s = session(3);
    assert_eq!(ok(&mut s, "tengen-level"), "3 casual");
    ok(&mut s, "tengen-level 1");
    assert_eq!(ok(&mut s, "tengen-level"), "1 first-game");
    for bad in ["tengen-level 0", "tengen-level 99", "tengen-level x"] {
        assert!(s.respond(bad).expect("a command").outcome.is_err(), "{bad}");
    }
    assert!(ok(&mut s, "version").contains("computer player"));
    // Out of range at start means the strongest.
    let mut top = session(0);
    assert!(ok(&mut top, "tengen-level").ends_with("strongest"));
}

/// Every preset plays a whole 9x9 game through `genmove` to the end (two passes in a
/// row, a resignation, or the first capture) without an illegal move.
#[test]
fn every_preset_plays_a_full_game() {
    for preset in presets() {
        let mut s = session(5);
        ok(&mut s, &format!("tengen-rules {}", preset.id));
        ok(&mut s, "boardsize 9");
        let mut passes = 0;
        let mut ended = false;
        for n in 0..400 {
            let color = if n % 2 == 0 { "b" } else { "w" };
            let mv = ok(&mut s, &format!("genmove {color}"));
            passes = if mv == "pass" { passes + 1 } else { 0 };
            let over = s.game().phase() == tengen::engine::Phase::Finished;
            if passes == 2 || mv == "resign" || over {
                ended = true;
                break;
            }
        }
        assert!(ended, "{}: no end in 400 moves", preset.id);
        ok(&mut s, "final_score");
    }
}

/// `tengen-raw-nn` prints the evaluator's outputs from White's view in KataGo's layout.
#[test]
fn raw_nn_layout() {
    let mut s = session(7);
    ok(&mut s, "boardsize 5");
    ok(&mut s, "play b C3");
    let text = ok(&mut s, "tengen-raw-nn 0");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "symmetry 0");
    assert!(lines[1].starts_with("whiteWin "));
    assert!(lines[2].starts_with("whiteLoss "));
    assert!(lines[3].starts_with("noResult "));
    assert!(lines[4].starts_with("whiteLead "));
    assert_eq!(lines[5], "policy");
    // 24 legal points and the pass share the uniform policy; C3 is taken.
    assert_eq!(lines[8], "0.040000 0.040000      NAN 0.040000 0.040000 ");
    assert!(lines[11].starts_with("policyPass "));
    assert_eq!(lines[12], "whiteOwnership");
    assert_eq!(lines.len(), 18);
    // White to move: the black stone is -1 from White's view.
    assert_eq!(lines[15].split_whitespace().nth(2), Some("-1.0000000"));
    assert!(s
        .respond("tengen-raw-nn 8")
        .expect("a command")
        .outcome
        .is_err());
    let mut random = Session::new(1);
    assert!(random
        .respond("tengen-raw-nn 0")
        .expect("a command")
        .outcome
        .is_err());
}

/// The built binary's `tengen-raw-nn` on the network gives KataGo's own `kata-raw-nn`
/// answer (`tests/fixtures/katago/`, 9x9 Chinese after B C3 W C6, symmetry 1) line for line:
/// the same keys and rows, `NAN` on the same points, and numbers close enough to show that
/// the view (White's), the orientation and the symmetry are KataGo's (the exact
/// tolerances are the evaluator's test; the shipped f16 blob differs from f32 a little).
#[test]
fn raw_nn_matches_katago_layout() {
    let mut engine = GtpProcess::start(env!("CARGO_BIN_EXE_tengen-gtp"), &["--level", "1"])
        .expect("binary starts");
    for line in [
        "tengen-rules chinese",
        "boardsize 9",
        "play b C3",
        "play w C6",
    ] {
        engine.send(line).expect(line);
    }
    let ours = engine.send("tengen-raw-nn 1").expect("raw nn");
    let reference = include_str!("fixtures/katago/rawnn-gtp.stdout");
    let start = reference
        .find("= symmetry 1")
        .expect("symmetry 1 in the reference");
    let theirs = reference[start + 2..].split("\n\n").next().expect("answer");
    let keep = |text: &str| -> Vec<String> {
        let skip = ["whiteScoreSelfplay", "varTimeLeft", "shortterm"];
        text.lines()
            .filter(|l| !skip.iter().any(|s| l.starts_with(s)))
            .map(String::from)
            .collect()
    };
    let (ours, theirs) = (keep(&ours), keep(theirs));
    assert_eq!(ours.len(), theirs.len(), "{ours:?}");
    for (a, b) in ours.iter().zip(&theirs) {
        let (wa, wb): (Vec<&str>, Vec<&str>) = (
            a.split_whitespace().collect(),
            b.split_whitespace().collect(),
        );
        assert_eq!(wa.len(), wb.len(), "{a} / {b}");
        let tolerance = if b.starts_with("whiteLead") {
            0.1
        } else {
            0.03
        };
        for (x, y) in wa.iter().zip(&wb) {
            match (x.parse::<f32>(), y.parse::<f32>()) {
                _ if *x == "NAN" || *y == "NAN" => assert_eq!(x, y, "{a} / {b}"),
                (Ok(x), Ok(y)) => assert!((x - y).abs() < tolerance, "{a} / {b}"),
                _ => assert_eq!(x, y, "{a} / {b}"),
            }
        }
    }
}

/// `kata-analyze` streams KataGo's `info` lines (moves with visits, win rate, lead and a
/// line; ownership when asked) until the next command, which is then answered.
#[test]
fn kata_analyze_reports_until_the_next_command() {
    let input = "boardsize 9\nplay b E5\n7 kata-analyze W 5 maxmoves 3 ownership true\nname\n";
    let mut output = Vec::new();
    let mut s = session(7);
    tengen::gtp::run(&mut s, std::io::Cursor::new(input.to_string()), &mut output)
        .expect("in-memory io");
    let text = String::from_utf8(output).expect("UTF-8");
    let (_, rest) = text.split_once("=7\n").expect("the analysis answers first");
    let (reports, after) = rest.split_once("\n\n").expect("an empty line ends it");
    assert_eq!(after, "= Tengen\n\n");
    let report = reports.lines().last().expect("a report");
    let infos: Vec<&str> = report.split("info move ").skip(1).collect();
    assert!((1..=3).contains(&infos.len()), "{report}");
    for info in &infos {
        for key in [
            " visits ",
            " winrate ",
            " scoreLead ",
            " prior ",
            " order ",
            " pv ",
        ] {
            assert!(info.contains(key), "{key} in {info}");
        }
        assert!(!info.starts_with("E5"), "an occupied point: {info}");
    }
    let ownership = report.split(" ownership ").nth(1).expect("ownership");
    assert_eq!(ownership.split_whitespace().count(), 81);
    // Without a stream, one report.
    let one = ok(&mut s, "kata-analyze 1");
    assert!(one.starts_with("info move "), "{one}");
    assert!(s
        .respond("kata-analyze 10 colour blue")
        .expect("a command")
        .outcome
        .is_err());
}
