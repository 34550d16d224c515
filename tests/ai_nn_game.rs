//! The network as the search sees it: `Evaluate` on our games, every preset.

use tengen::ai::nn::{KataRules, Network, Position};
use tengen::ai::Evaluate;
use tengen::engine::{presets, Game, Move, Point};

const NET: &[u8] = tengen::shipped_net!();

/// Every preset's game evaluates, sizes mixed in one batch: the policy sums to 1 over the
/// engine's legal moves and is 0 on occupied points; win + loss + no result is 1.
#[test]
fn every_preset_evaluates() {
    let mut net = Network::from_bytes(NET).unwrap();
    let mut games = Vec::new();
    for p in presets() {
        let size = p.sizes[0];
        let mut g = Game::new(p.rules, size, 0).unwrap();
        for (c, r) in [(2, 2), (size - 3, size - 3), (2, size - 3), (size - 3, 2)] {
            g.play(Move::Place(Point::new(c, r))).unwrap();
        }
        g.play(Move::Pass).unwrap();
        games.push(g);
    }
    let batch: Vec<(&Game, u8)> = games
        .iter()
        .enumerate()
        .map(|(i, g)| (g, i as u8))
        .collect();
    let evals = net.evaluate(&batch);
    for (g, e) in games.iter().zip(&evals) {
        let n = g.size() as usize;
        assert_eq!(e.policy.len(), n * n + 1);
        assert!((e.policy.iter().sum::<f32>() - 1.0).abs() < 1e-4);
        assert!((e.win + e.loss + e.no_result - 1.0).abs() < 1e-4);
        for p in Point::all(g.size()) {
            let at = p.row as usize * n + p.col as usize;
            if !g.is_legal(g.to_move(), p) {
                assert_eq!(e.policy[at], 0.0, "{p:?}");
            }
        }
        assert!(e.ownership.iter().all(|o| (-1.0..=1.0).contains(o)));
    }
}

/// A game and the same moves played on a `Position` give the same evaluation.
#[test]
fn game_and_position_agree() {
    let net = Network::from_bytes(NET).unwrap();
    let mut g = Game::new(tengen::engine::Rules::preset("chinese").unwrap(), 9, 0).unwrap();
    let mut p = Position::new(
        9,
        9,
        &[None; 81],
        tengen::engine::Color::Black,
        KataRules {
            ko: tengen::ai::nn::KataKo::Positional,
            ..KataRules::CHINESE
        },
    )
    .unwrap();
    for (c, r) in [(4u8, 4u8), (2, 6), (6, 2), (3, 3)] {
        g.play(Move::Place(Point::new(c, r))).unwrap();
        p.play(Some((c as usize, r as usize))).unwrap();
    }
    let a = net.evaluate_positions(&[(&Position::from_game(&g), 5)]);
    let b = net.evaluate_positions(&[(&p, 5)]);
    assert_eq!(a, b);
}
