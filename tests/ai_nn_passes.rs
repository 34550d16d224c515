//! The network after one and after two passes, against KataGo's own numbers
//! (`tests/fixtures/katago/passes.txt`, written once by `scripts/katago_passes.py` with
//! KataGo 1.17.2 and this net): the positions users reach last, under the AGA, Chinese and
//! Japanese presets, on 9x9 and 19x19. Each case is replayed through our engine as the
//! page plays it, and evaluated by the shipped f16 net under symmetry 0, within the
//! bounds the f16 blob keeps against the f32 net (`tests/ai_nn_blob.rs`).

#[path = "common/raw_nn.rs"]
mod raw_nn;

use raw_nn::RawNn;
use tengen::ai::nn::{Network, Position};
use tengen::engine::{Color, Game, Move, Point, Rules};

const NET: &[u8] = tengen::shipped_net!();
const CASES: &str = include_str!("fixtures/katago/passes.txt");

const POLICY: f32 = 2e-3;
const WIN_LOSS: f32 = 3e-3;
const LEAD: f32 = 0.12;
const OWNERSHIP: f32 = 1e-2;

/// One case: our preset, the board, the moves, and KataGo's answer (White's view).
struct Case {
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

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let mut lines = CASES.lines();
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
        out.push(Case {
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
fn game(case: &Case) -> Game {
    let rules = Rules::preset(&case.preset).expect("a preset");
    let mut g = Game::new(rules, case.size, 0).expect("a game");
    for &(color, mv) in &case.moves {
        assert_eq!(g.to_move(), color, "{}: the moves alternate", case.name);
        g.play(mv)
            .unwrap_or_else(|e| panic!("{}: {mv:?} refused: {e}", case.name));
    }
    g
}

/// Every case ending in one or two passes agrees with KataGo within the f16 bounds.
#[test]
fn positions_after_passes_agree_with_katago() {
    let cases = cases();
    assert_eq!(cases.len(), 42, "the fixture's cases");
    let net = Network::from_bytes(NET).expect("the shipped net");
    let mut failed = Vec::new();
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
        let bounds = [POLICY, WIN_LOSS, LEAD, OWNERSHIP];
        if d.iter().zip(bounds).any(|(d, b)| *d > b) {
            failed.push(format!(
                "{}: policy {:.4} win/loss {:.4} lead {:.3} ownership {:.4}",
                case.name, d[0], d[1], d[2], d[3]
            ));
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} cases differ from KataGo:\n{}",
        failed.len(),
        cases.len(),
        failed.join("\n")
    );
}
