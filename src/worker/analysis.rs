//! The worker's look at a position ([`Request::Analyse`]): the search it runs and the
//! [`Analysis`] it answers with, every number turned to Black's side. Plain Rust, so it
//! is tested natively; only the worker calls it.
//!
//! [`Request::Analyse`]: super::protocol::Request::Analyse

use super::protocol::{Analysis, Candidate};
use crate::ai::player::level::levels;
use crate::ai::search::{Search, SearchParams};
use crate::engine::Color;

/// Moves an analysis lists at most.
pub const MOVES: usize = 5;

/// The strongest level's search on a board of `size` with `visits` visits below the root
/// (the root's own look comes first), choosing nothing at random.
pub fn params(size: u8, visits: u32) -> SearchParams {
    let strongest = levels()
        .last()
        .map_or(SearchParams::FULL, |l| l.params(size));
    SearchParams {
        temperature: 0.0,
        oversight: 0.0,
        ..strongest.with_visits(visits.saturating_add(1))
    }
}

/// Visits below the root of `search` (what [`Analysis::visits`] counts).
pub fn visits(search: &Search) -> u32 {
    search.progress().visits.saturating_sub(1)
}

/// What `search` has found of its root position, from Black's side. Moves come most
/// visited first and in the policy's order among equals, so a first look lists the
/// policy's favourites; an unvisited move carries the position's own value.
pub fn analysis(search: &Search) -> Analysis {
    let game = search.game();
    let sign = if game.to_move() == Color::Black {
        1.0
    } else {
        -1.0
    };
    let evaluation = search.root_evaluation();
    // (win rate, lead) of the player to move: the search's, or the network's first look.
    let root = search
        .root_value()
        .map(|v| (v.win_rate, v.lead))
        .or_else(|| evaluation.map(|e| (e.win + 0.5 * e.no_result, e.lead)))
        .unwrap_or((0.5, 0.0));
    let black = |(win_rate, lead): (f32, f32)| {
        if sign > 0.0 {
            (win_rate, lead)
        } else {
            (1.0 - win_rate, -lead)
        }
    };
    let (black_wins, black_lead) = black(root);
    let ownership = match evaluation {
        Some(e) => percent(&e.black_ownership(game.to_move())),
        None => vec![0; usize::from(game.size()).pow(2)],
    };
    let mut candidates = search.candidates();
    // Stable: the policy's order stays among equal visits.
    candidates.sort_by_key(|c| std::cmp::Reverse(c.visits));
    let moves = candidates
        .iter()
        .take(MOVES)
        .map(|c| {
            let (black_wins, black_lead) = black(c.value.map_or(root, |v| (v.win_rate, v.lead)));
            Candidate {
                mv: c.mv,
                visits: c.visits,
                prior: c.prior,
                black_wins,
                black_lead,
                pv: search.principal_variation(c.mv),
            }
        })
        .collect();
    Analysis {
        visits: visits(search),
        black_wins,
        black_lead,
        ownership,
        moves,
    }
}

/// Ownership -1..1 as [`Analysis::ownership`] carries it: -100..=100.
pub fn percent(ownership: &[f32]) -> Vec<i8> {
    ownership
        .iter()
        .map(|o| (o * 100.0).round().clamp(-100.0, 100.0) as i8)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::search::AreaCount;
    use crate::engine::{Game, Move, Point, Rules};

    /// Black plays `moves` points of the first rows while White passes.
    fn black_ahead(moves: u8) -> Game {
        let mut game = Game::new(Rules::preset("chinese").expect("chinese"), 9, 0).expect("9x9");
        for col in 0..moves {
            game.play(Move::Place(Point::new(col, 6))).expect("legal");
            if col + 1 < moves {
                game.play(Move::Pass).expect("legal");
            }
        }
        game
    }

    fn analyse(game: &Game, visits: u32) -> Analysis {
        let mut search = Search::new(game, params(game.size(), visits), 3);
        search.run(&mut AreaCount::default(), &|| 0.0, &mut |_| true);
        analysis(&search)
    }

    /// An analysis counts its visits, lists at most five moves, most visited first, each
    /// with a line starting at it, and ownership for every point.
    #[test]
    fn lists_the_most_visited_moves() {
        let a = analyse(&black_ahead(3), 40);
        assert_eq!(a.visits, 40);
        assert_eq!(a.ownership.len(), 81);
        assert!(!a.moves.is_empty() && a.moves.len() <= MOVES);
        assert!(a.moves.windows(2).all(|w| w[0].visits >= w[1].visits));
        assert!(a.moves.iter().all(|c| c.pv.first() == Some(&c.mv)));
        assert!(a.moves[0].pv.len() > 1, "{:?}", a.moves[0]);
        assert!((0.0..=1.0).contains(&a.black_wins));
    }

    /// The numbers are Black's whoever is to move: Black's stones are Black's, and Black
    /// leads with or without the move.
    #[test]
    fn numbers_are_blacks() {
        let white_to_move = black_ahead(9);
        let mut black_to_move = white_to_move.clone();
        black_to_move.play(Move::Pass).expect("legal");
        for game in [white_to_move, black_to_move] {
            let a = analyse(&game, 8);
            assert_eq!(a.ownership[6 * 9], 100, "{:?} to move", game.to_move());
            assert!(a.black_lead > 0.0 && a.black_wins > 0.5, "{a:?}");
            assert!(a.moves.iter().all(|c| c.black_lead > 0.0), "{a:?}");
        }
    }

    /// Zero visits is the network's first look alone: its policy's favourites, valued as
    /// the position.
    #[test]
    fn first_look_only() {
        let a = analyse(&black_ahead(2), 0);
        assert_eq!(a.visits, 0);
        assert_eq!(a.moves.len(), MOVES);
        assert!(a.moves.iter().all(|c| c.visits == 0 && c.pv == vec![c.mv]));
        assert!(a.moves.iter().all(|c| c.black_lead == a.black_lead));
    }

    /// A game being settled is not searched, but its ownership is there (the dead stones).
    #[test]
    fn settling_game_has_ownership() {
        let mut game = black_ahead(4);
        game.play(Move::Pass).expect("legal");
        game.play(Move::Pass).expect("legal");
        let a = analyse(&game, 50);
        assert_eq!(a.visits, 0);
        assert!(a.moves.is_empty());
        assert_eq!(a.ownership[6 * 9], 100);
    }
}
