//! The shipped blob (`tengen::shipped_net!()`, KataGo's net with its large float blocks in
//! f16, widened to f32 at load) against KataGo's f32 net it was written from, on 18 positions
//! of seeded random games: 10 on 9x9, 5 on 13x13, 3 on 19x19 (few enough for the debug build,
//! a few seconds; `tengen-net compare` measures 300 in a release build).
//!
//! The bounds below bound the conversion's cost as `tengen-net compare` measures it (over 300
//! positions: the top policy move agreed on all 300; the largest differences were policy
//! 9.4e-4, win/loss 1.44e-3, lead 0.057 points, ownership 5.6e-3), with about twice that as
//! headroom: a broken conversion (wrong rounding, a block left out or misread) breaks them.
//! The exactness tests against KataGo's outputs run on the f32 net (`tests/ai_nn_reference.rs`).

use std::sync::OnceLock;
use tengen::ai::nn::{KataRules, Network, Position};
use tengen::ai::Evaluation;
use tengen::engine::rng::Rng;

const F32_NET: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/katago-f32/g170-b6c96-s175395328-d26788732.bin.gz"
));
const SHIPPED: &[u8] = tengen::shipped_net!();

const POLICY: f32 = 2e-3;
const WIN_LOSS: f32 = 3e-3;
const LEAD: f32 = 0.12;
const OWNERSHIP: f32 = 1e-2;

/// `per_game` positions spread along each of `games` random games of `size`.
fn positions(size: usize, seed: u64, games: usize, per_game: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let length = size * size * 3 / 2;
    let mut out = Vec::new();
    for _ in 0..games {
        let mut p = Position::empty(size, size, KataRules::CHINESE).expect("an empty board");
        for mv in 0..length {
            if mv % (length / per_game) == 3 && mv / (length / per_game) < per_game {
                out.push(p.clone());
            }
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            p.play(Some(legal[rng.below(legal.len())]))
                .expect("a legal move");
        }
    }
    assert_eq!(out.len(), games * per_game);
    out
}

/// The f32 net and the shipped one, loaded once for all tests.
fn nets() -> &'static (Network, Network) {
    static NETS: OnceLock<(Network, Network)> = OnceLock::new();
    NETS.get_or_init(|| {
        (
            Network::from_bytes(F32_NET).expect("KataGo's f32 net loads"),
            Network::from_bytes(SHIPPED).expect("the shipped net loads"),
        )
    })
}

fn largest_difference(x: &[f32], y: &[f32]) -> f32 {
    x.iter().zip(y).fold(0f32, |m, (a, b)| m.max((a - b).abs()))
}

fn top(e: &Evaluation) -> usize {
    (0..e.policy.len())
        .max_by(|&i, &j| e.policy[i].total_cmp(&e.policy[j]))
        .expect("a policy")
}

/// Both nets on the positions, all symmetries in turn: the same top policy move on every
/// position and the largest differences within the bounds.
fn agree(size: usize, ps: &[Position]) {
    let (full, half) = nets();
    let batch: Vec<(&Position, u8)> = ps.iter().zip(0..).map(|(p, i)| (p, i % 8)).collect();
    let a = full.evaluate_positions(&batch);
    let b = half.evaluate_positions(&batch);
    let (mut policy, mut wl, mut lead, mut own) = (0f32, 0f32, 0f32, 0f32);
    for (i, (a, b)) in a.iter().zip(&b).enumerate() {
        assert_eq!(
            top(a),
            top(b),
            "{size}x{size} position {i}: top policy move"
        );
        policy = policy.max(largest_difference(&a.policy, &b.policy));
        own = own.max(largest_difference(&a.ownership, &b.ownership));
        wl = wl.max((a.win - b.win).abs()).max((a.loss - b.loss).abs());
        lead = lead.max((a.lead - b.lead).abs());
    }
    println!(
        "{size}x{size}, f16 against f32 over {} positions: top move agrees on all; policy \
         {policy:.2e}, win/loss {wl:.2e}, lead {lead:.4} points, ownership {own:.2e}",
        ps.len()
    );
    assert!(policy <= POLICY, "policy off by {policy}");
    assert!(wl <= WIN_LOSS, "win/loss off by {wl}");
    assert!(lead <= LEAD, "lead off by {lead}");
    assert!(own <= OWNERSHIP, "ownership off by {own}");
}

/// 10 positions of two 9x9 games.
#[test]
fn shipped_blob_agrees_with_the_f32_net_on_9x9() {
    agree(9, &positions(9, 11, 2, 5));
}

/// 5 positions of a 13x13 game.
#[test]
fn shipped_blob_agrees_with_the_f32_net_on_13x13() {
    agree(13, &positions(13, 12, 1, 5));
}

/// 3 positions of a 19x19 game: early, middle and late.
#[test]
fn shipped_blob_agrees_with_the_f32_net_on_19x19() {
    agree(19, &positions(19, 13, 1, 3));
}

/// The blob is f16 throughout its large blocks, and `SHIPPED_NET` names the file that
/// `shipped_net!()` includes.
#[test]
fn shipped_blob_is_f16_and_named_once() {
    let has = |tag: &[u8]| SHIPPED.windows(tag.len()).any(|w| w == tag);
    assert!(has(b"@F16@"));
    assert!(!has(b"@F24@"));
    #[cfg(not(target_os = "wasi"))]
    {
        let path = format!(
            "{}/assets/katago/{}",
            env!("CARGO_MANIFEST_DIR"),
            tengen::ai::nn::SHIPPED_NET
        );
        assert_eq!(std::fs::read(path).expect("the shipped net"), SHIPPED);
    }
}
