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
            let at = p.index(g.size());
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

/// A position's numbers do not depend on the others in its batch, to the last bit: a
/// batch of eight on each size (on 19x19 four passes through the network) answers as
/// each position alone.
#[test]
fn a_batch_answers_as_each_position_alone() {
    let net = Network::from_bytes(NET).unwrap();
    for size in [9, 13, 19] {
        let positions: Vec<Position> = (0..8)
            .map(|i| {
                let mut p = Position::empty(size, size, KataRules::CHINESE).unwrap();
                for k in 0..3 + i {
                    let legal = p.legal_moves();
                    p.play(Some(legal[(k * 37 + i * 11) % legal.len()]))
                        .unwrap();
                }
                p
            })
            .collect();
        let batch: Vec<(&Position, u8)> = positions.iter().zip(0..).collect();
        let together = net.evaluate_positions(&batch);
        for (one, answer) in batch.iter().zip(&together) {
            assert_eq!(&net.evaluate_positions(&[*one])[0], answer, "{size}x{size}");
        }
    }
}

/// The cached network answers as the network does; a position met again is read from the
/// cache (whatever its symmetry), and the same board reached by other last moves is not
/// (the network sees the last moves).
#[test]
fn the_cache_answers_as_the_network() {
    use tengen::ai::nn::CachedNetwork;
    let mut plain = Network::from_bytes(NET).unwrap();
    let mut cached = CachedNetwork::new(Network::from_bytes(NET).unwrap(), 64);
    let counts = cached.cache.counts();
    let rules = tengen::engine::Rules::preset("chinese").unwrap();
    let play = |moves: &[(u8, u8)]| {
        let mut g = Game::new(rules, 9, 0).unwrap();
        for &(c, r) in moves {
            g.play(Move::Place(Point::new(c, r))).unwrap();
        }
        g
    };
    // Black C3 and E5, White G7 and C7, in two orders: one board, two histories.
    let a = play(&[(2, 6), (6, 2), (4, 4), (2, 2)]);
    let b = play(&[(4, 4), (2, 2), (2, 6), (6, 2)]);
    assert!(Point::all(9).all(|p| a.board().get(p) == b.board().get(p)));
    let first = cached.evaluate(&[(&a, 3)]);
    assert_eq!(first, plain.evaluate(&[(&a, 3)]));
    assert_eq!((counts.lookups.get(), counts.hits.get()), (1, 0));
    let again = cached.evaluate(&[(&a, 5), (&b, 0)]);
    assert_eq!(again[0], first[0], "read from the cache");
    assert_eq!(again[1], plain.evaluate(&[(&b, 0)])[0]);
    assert_ne!(again[1], first[0], "another history is another position");
    assert_eq!((counts.lookups.get(), counts.hits.get()), (3, 1));
}

/// A cache of no entries keeps nothing and counts nothing.
#[test]
fn an_empty_cache_keeps_nothing() {
    use tengen::ai::nn::CachedNetwork;
    let mut cached = CachedNetwork::new(Network::from_bytes(NET).unwrap(), 0);
    let g = Game::new(tengen::engine::Rules::preset("chinese").unwrap(), 9, 0).unwrap();
    cached.evaluate(&[(&g, 0)]);
    cached.evaluate(&[(&g, 0)]);
    assert_eq!(cached.cache.counts().lookups.get(), 0);
}
