#![cfg(not(target_arch = "wasm32"))]
//! Invariants over random games (proptest): the board stays consistent after every move.

use proptest::prelude::*;
use tengen::engine::{Color, Game, KoRule, Move, Phase, Point, Rules};

fn ko_rule(k: u8) -> KoRule {
    match k % 3 {
        0 => KoRule::Simple,
        1 => KoRule::PositionalSuperko,
        _ => KoRule::SituationalSuperko,
    }
}

/// Picks a legal move from a random number: mostly placements, sometimes a pass.
fn pick(game: &Game, r: u32) -> Move {
    let legal: Vec<Point> = Point::all(game.size())
        .filter(|&p| game.check(p).is_ok())
        .collect();
    if legal.is_empty() || r.is_multiple_of(23) {
        Move::Pass
    } else {
        Move::Place(legal[r as usize % legal.len()])
    }
}

fn placements(game: &Game, c: Color) -> usize {
    game.moves()
        .filter(|&(col, mv)| col == c && matches!(mv, Move::Place(_)))
        .count()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// After every move: every string has a liberty, the incremental hash matches a
    /// recount, stones on the board plus stones lost equal stones played, and undo
    /// restores exactly the previous game.
    #[test]
    fn random_games_stay_consistent(
        size in prop::sample::select(vec![5u8, 7, 9]),
        ko in 0u8..3,
        choices in prop::collection::vec(any::<u32>(), 1..120),
    ) {
        let rules = Rules { ko: ko_rule(ko), ..Rules::default() };
        let mut game = Game::new(rules, size, 0).unwrap();
        for r in choices {
            match game.phase() {
                Phase::Settling => game.resume().unwrap(),
                Phase::Finished => break,
                Phase::Playing => {}
            }
            let before = game.clone();
            let mv = pick(&game, r);
            game.play(mv).unwrap();
            let board = game.board();
            prop_assert_eq!(board.check_consistency(), Ok(()));
            prop_assert_eq!(board.hash(), board.recompute_hash());
            for c in Color::BOTH {
                let on_board = board.stone_count(c);
                let lost = board.captures(c.opposite()) as usize;
                prop_assert_eq!(on_board + lost, placements(&game, c));
            }
            let mut undone = game.clone();
            undone.undo().unwrap();
            prop_assert_eq!(undone.board(), before.board());
            prop_assert_eq!(undone.to_move(), before.to_move());
            prop_assert_eq!(undone.phase(), before.phase());
            prop_assert_eq!(undone.move_number(), before.move_number());
            prop_assert_eq!(undone.record(), before.record());
            prop_assert_eq!(undone.forbidden_points(), before.forbidden_points());
        }
    }
}
