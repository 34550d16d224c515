//! KataGo's fixtures for one net (`tests/fixtures/katago/` for b6c96, its `b15c192/` folder
//! for the strong net), each replayed on our side and measured against KataGo's answers:
//! - `rawnn-gtp.stdout`: 9x9 Chinese after B C3 and W C6, symmetries 1, 4 and 6
//!   ([`nine_by_nine`]); 7x10 New Zealand after B C3, W C7, B F7, all 8 symmetries and their
//!   average ([`seven_by_ten`]);
//! - `runNNOnTinyBoardTest.txt`: 5x5 in a 6x6 buffer, printed rounded per mille
//!   ([`five_by_five`]);
//! - `passes.txt`: positions ending in one and two passes under the AGA, Chinese and Japanese
//!   presets, 9x9 and 19x19 ([`after_passes`]).

// Each test file uses a part.
#![allow(dead_code)]

use crate::raw_nn::{check, largest, Bounds, RawNn};
use tengen::ai::nn::{KataRules, Network, Position};
use tengen::ai::Evaluation;
use tengen::engine::{Color, Game, Move, Point, Rules};

/// One `kata-raw-nn` answer under one symmetry.
pub struct Reference {
    pub symmetry: u8,
    pub nn: RawNn,
}

pub fn parse_raw_nn(text: &str) -> Vec<Reference> {
    let mut out = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(sym) = line.trim_start_matches("= ").strip_prefix("symmetry ") else {
            continue;
        };
        let symmetry = sym.trim().parse().expect("a symmetry");
        out.push(Reference {
            symmetry,
            nn: RawNn::read(&mut lines),
        });
    }
    out
}

/// Plays GTP moves such as `c3` on a board `height` rows tall.
fn play(p: &mut Position, moves: &[&str]) {
    for m in moves {
        let col = "abcdefghjklmnopqrst".find(&m[..1]).expect("a column");
        let row: usize = m[1..].parse().expect("a row");
        p.play(Some((col, p.height() - row))).expect("a legal move");
    }
}

/// 9x9, Chinese rules, after B C3 and W C6, Black to move: symmetries 1, 4 and 6 of the
/// session `reference`, each within `bounds`.
pub fn nine_by_nine(net: &Network, reference: &str, bounds: Bounds) -> [f32; 4] {
    let refs = parse_raw_nn(reference);
    let mut p = Position::new(9, 9, &[None; 81], Color::Black, KataRules::CHINESE).unwrap();
    play(&mut p, &["c3", "c6"]);
    let mut all = Vec::new();
    for r in refs.iter().take(3) {
        let ours = &net.evaluate_positions(&[(&p, r.symmetry)])[0];
        let d = r.nn.deviations(ours, Color::Black);
        check(&format!("9x9 symmetry {}", r.symmetry), d, bounds);
        all.push(d);
    }
    largest(&all)
}

/// 7 wide, 10 tall, New Zealand rules, after B C3, W C7, B F7: all 8 symmetries in one
/// batch, each and their average (KataGo's `kata-raw-nn all`), within `bounds`.
pub fn seven_by_ten(net: &Network, reference: &str, bounds: Bounds) -> [f32; 4] {
    let refs = parse_raw_nn(reference);
    let refs = &refs[3..];
    assert_eq!(refs.len(), 8);
    let mut p = Position::new(7, 10, &[None; 70], Color::Black, KataRules::NEW_ZEALAND).unwrap();
    play(&mut p, &["c3", "c7", "f7"]);
    let batch: Vec<(&Position, u8)> = (0..8).map(|s| (&p, s)).collect();
    let ours = net.evaluate_positions(&batch);
    let mut all = Vec::new();
    for (e, r) in ours.iter().zip(refs) {
        let d = r.nn.deviations(e, Color::White);
        check(&format!("7x10 symmetry {}", r.symmetry), d, bounds);
        all.push(d);
    }
    let mean = |f: &dyn Fn(&Evaluation) -> Vec<f32>| {
        let mut m = vec![0.0; f(&ours[0]).len()];
        for e in &ours {
            for (a, b) in m.iter_mut().zip(f(e)) {
                *a += b / 8.0;
            }
        }
        m
    };
    let avg = Evaluation {
        policy: mean(&|e| e.policy.clone()),
        win: mean(&|e| vec![e.win])[0],
        loss: mean(&|e| vec![e.loss])[0],
        no_result: 0.0,
        lead: mean(&|e| vec![e.lead])[0],
        ownership: mean(&|e| e.ownership.clone()),
    };
    let avg_ref = RawNn {
        white_win: refs.iter().map(|r| r.nn.white_win).sum::<f32>() / 8.0,
        white_loss: refs.iter().map(|r| r.nn.white_loss).sum::<f32>() / 8.0,
        white_lead: refs.iter().map(|r| r.nn.white_lead).sum::<f32>() / 8.0,
        policy: (0..70)
            .map(|i| {
                refs[0].nn.policy[i]
                    .map(|_| refs.iter().map(|r| r.nn.policy[i].unwrap()).sum::<f32>() / 8.0)
            })
            .collect(),
        pass: refs.iter().map(|r| r.nn.pass).sum::<f32>() / 8.0,
        ownership: (0..70)
            .map(|i| refs.iter().map(|r| r.nn.ownership[i]).sum::<f32>() / 8.0)
            .collect(),
    };
    let d = avg_ref.deviations(&avg, Color::White);
    check("7x10 average of 8", d, bounds);
    all.push(d);
    largest(&all)
}

/// 5x5 in a 6x6 buffer, Tromp-Taylor-like rules, White to move, symmetry 3. KataGo prints
/// this case rounded (win and loss in percent to 2 places, the lead to 2 places, policy and
/// ownership per mille), so each value is checked to the rounding plus `bounds`.
pub fn five_by_five(net: &Network, tiny: &str, bounds: Bounds) {
    let rows = ["  .....", "...x.", "..o..", ".xxo.", "....."];
    let mut stones = Vec::new();
    for r in rows {
        stones.extend(r.trim().chars().map(|c| match c {
            'x' => Some(Color::Black),
            'o' => Some(Color::White),
            _ => None,
        }));
    }
    let p = Position::new(5, 5, &stones, Color::White, KataRules::TROMP_TAYLOR).unwrap();
    let ours = &net.evaluate_in_buffer(&[(&p, 3)], Some((6, 6)))[0];
    let lines: Vec<&str> = tiny.lines().collect();
    let value = |key: &str| -> f32 {
        let l = lines.iter().find(|l| l.starts_with(key)).expect(key);
        l.split_whitespace()
            .nth(1)
            .unwrap()
            .trim_end_matches('c')
            .parse()
            .unwrap()
    };
    let win_loss = (ours.win - value("Win") / 100.0)
        .abs()
        .max((ours.loss - value("Loss") / 100.0).abs());
    let lead = (ours.lead - value("Lead")).abs();
    let at = lines.iter().position(|l| l.starts_with("Policy")).unwrap();
    let pass: f32 = lines[at + 1]
        .split_whitespace()
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let mut policy = (ours.policy[25] * 1000.0 - pass).abs();
    for y in 0..5 {
        for (x, w) in lines[at + 2 + y].split_whitespace().enumerate() {
            let ours = ours.policy[y * 5 + x] * 1000.0;
            if w == "-" {
                assert_eq!(ours, 0.0);
            } else {
                policy = policy.max((ours - w.parse::<f32>().unwrap()).abs());
            }
        }
    }
    let mut own = 0f32;
    for y in 0..5 {
        for (x, w) in lines[at + 7 + y].split_whitespace().enumerate() {
            own = own.max((ours.ownership[y * 5 + x] * 1000.0 - w.parse::<f32>().unwrap()).abs());
        }
    }
    println!(
        "5x5: policy {policy:.2} per mille, win/loss {win_loss:.1e}, lead {lead:.4}, \
         ownership {own:.2} per mille"
    );
    assert!(
        win_loss <= bounds.win_loss + 5e-5,
        "win/loss off by {win_loss}"
    );
    assert!(lead <= bounds.lead + 0.005, "lead off by {lead}");
    assert!(
        policy <= 0.5 + bounds.policy * 1000.0,
        "policy off by {policy} per mille"
    );
    assert!(
        own <= 0.5 + bounds.ownership * 1000.0,
        "ownership off by {own} per mille"
    );
}

/// One case of `passes.txt`: our preset, the board, the moves, and KataGo's answer (White's
/// view).
struct PassCase {
    name: String,
    preset: String,
    size: u8,
    moves: Vec<(Color, Move)>,
    nn: RawNn,
}

fn vertex(text: &str, size: u8) -> Move {
    if text == "pass" {
        return Move::Pass;
    }
    let col = "ABCDEFGHJKLMNOPQRST".find(&text[..1]).expect("a column") as u8;
    let row: u8 = text[1..].parse().expect("a row");
    Move::Place(Point::new(col, size - row))
}

fn pass_cases(text: &str) -> Vec<PassCase> {
    let mut out = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let Some(head) = line.strip_prefix("case ") else {
            continue;
        };
        let words: Vec<&str> = head.split_whitespace().collect();
        let size: u8 = words[4].parse().expect("a size");
        let moves = words[6..]
            .iter()
            .map(|m| {
                let (c, v) = m.split_once(':').expect("colour:vertex");
                let color = if c == "b" { Color::Black } else { Color::White };
                (color, vertex(v, size))
            })
            .collect();
        // KataGo's answer: its `symmetry 0` line, then the numbers, then `end`.
        let mut answer = lines.by_ref().skip(1).peekable();
        let nn = RawNn::read(&mut answer);
        out.push(PassCase {
            name: words[0].into(),
            preset: words[2].into(),
            size,
            moves,
            nn,
        });
    }
    out
}

/// The case's game, played move by move through the engine as the page plays it.
fn game(case: &PassCase) -> Game {
    let rules = Rules::preset(&case.preset).expect("a preset");
    let mut g = Game::new(rules, case.size, 0).expect("a game");
    for &(color, mv) in &case.moves {
        assert_eq!(g.to_move(), color, "{}: the moves alternate", case.name);
        g.play(mv)
            .unwrap_or_else(|e| panic!("{}: {mv:?} refused: {e}", case.name));
    }
    g
}

/// Every case of `passes.txt` (42: 7 positions, 3 presets, 1 and 2 passes; `TENGEN_CASES`
/// picks those whose name holds it), replayed move by move through the engine as the page
/// plays it and evaluated under symmetry 0, within `bounds`. Returns the largest deviations.
pub fn after_passes(net: &Network, text: &str, bounds: Bounds) -> [f32; 4] {
    let cases = pass_cases(text);
    assert_eq!(cases.len(), 42, "the fixture's cases");
    let mut failed = Vec::new();
    let mut all = Vec::new();
    let only = std::env::var("TENGEN_CASES").unwrap_or_default();
    for case in cases.iter().filter(|c| c.name.contains(&only)) {
        let g = game(case);
        let area = usize::from(case.size).pow(2);
        assert_eq!(case.nn.policy.len(), area, "{}", case.name);
        assert_eq!(case.nn.ownership.len(), area, "{}", case.name);
        // The position as the network sees it (in a settling game the engine allows no
        // move, KataGo's position the usual ones).
        let e = net
            .evaluate_positions(&[(&Position::from_game(&g), 0)])
            .pop()
            .expect("an evaluation");
        let d = case.nn.deviations(&e, g.to_move());
        if !bounds.hold(d) {
            failed.push(format!(
                "{}: policy {:.4} win/loss {:.4} lead {:.3} ownership {:.4}",
                case.name, d[0], d[1], d[2], d[3]
            ));
        }
        all.push(d);
    }
    let d = largest(&all);
    println!(
        "{} cases after passes, largest: policy {:.1e} win/loss {:.1e} lead {:.4} ownership {:.1e}",
        all.len(),
        d[0],
        d[1],
        d[2],
        d[3]
    );
    assert!(
        failed.is_empty(),
        "{} of {} cases differ from KataGo:\n{}",
        failed.len(),
        cases.len(),
        failed.join("\n")
    );
    d
}
