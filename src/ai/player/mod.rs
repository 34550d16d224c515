//! The computer player: a level, a search kept from move to move, and the choice of a
//! move from what the search found (temperature, a person's oversight, passing at the end,
//! resigning when hopeless).
//!
//! ```ignore
//! let mut player = Player::new(network, Level::by_number(7).unwrap(), seed);
//! let mv = player.genmove(&game, &clock, &mut |p: &Progress| { show(p); true });
//! // Or in slices, listening between them (the browser's worker):
//! while !player.think(&game, &clock, &mut |p: &Progress| clock() < slice_end) {}
//! let mv = player.decide(&game);
//! ```

mod ending;
mod random;

pub use random::random_move;

pub mod ladder;
pub mod level;

use crate::ai::search::{Candidate, Progress, Search, SearchParams, Share, NOTICEABLE};
use crate::ai::Evaluate;
use crate::engine::rng::Rng;
use crate::engine::{Game, Move, Phase};
use level::Level;

/// A computer player at one level with its evaluator.
pub struct Player<E: Evaluate> {
    evaluator: E,
    level: Level,
    search: Option<Search>,
    rng: Rng,
    /// Moves in a row each colour's search found hopeless.
    hopeless: [u32; 2],
    /// Timed levels spend their seconds ([`Level::timed_params`]), as in the browser.
    timed: bool,
}

impl<E: Evaluate> Player<E> {
    /// A player; `seed` fixes its random choices.
    pub fn new(evaluator: E, level: &Level, seed: u64) -> Player<E> {
        Player {
            evaluator,
            level: *level,
            search: None,
            rng: Rng::new(seed),
            hopeless: [0; 2],
            timed: false,
        }
    }

    pub fn level(&self) -> &Level {
        &self.level
    }

    pub fn set_level(&mut self, level: &Level) {
        self.level = *level;
    }

    /// Whether timed levels search for their seconds (the browser) rather than their
    /// visit budget (native matches, GTP).
    pub fn set_timed(&mut self, timed: bool) {
        self.timed = timed;
    }

    fn params(&self, size: u8) -> SearchParams {
        if self.timed {
            self.level.timed_params(size)
        } else {
            self.level.params(size)
        }
    }

    /// The evaluator, e.g. to show the network's raw view of a position.
    pub fn evaluator(&mut self) -> &mut E {
        &mut self.evaluator
    }

    /// The last search (its candidates and values), if any.
    pub fn search(&self) -> Option<&Search> {
        self.search.as_ref()
    }

    /// The move for the player to move in `game`: [`Player::think`] to the end, then
    /// [`Player::decide`]. `clock` gives seconds (for the time limit); `progress` sees
    /// each batch and may stop the search by returning false.
    pub fn genmove(
        &mut self,
        game: &Game,
        clock: &dyn Fn() -> f64,
        progress: &mut dyn FnMut(&Progress) -> bool,
    ) -> Move {
        self.think(game, clock, progress);
        self.decide(game)
    }

    /// Searches `game` for a while: until the level's budget is spent (returns true) or
    /// `progress`, called after each batch, returns false (returns false: the next call
    /// on the same game goes on where this one stopped). A caller that must keep
    /// listening, such as the browser's worker, thinks in slices this way.
    pub fn think(
        &mut self,
        game: &Game,
        clock: &dyn Fn() -> f64,
        progress: &mut dyn FnMut(&Progress) -> bool,
    ) -> bool {
        if game.phase() != Phase::Playing {
            return true;
        }
        self.prepare(game);
        let Some(search) = &mut self.search else {
            return true;
        };
        search.run(&mut self.evaluator, clock, progress)
    }

    /// The move for `game` from what the search of it found so far (a search stopped
    /// early still gives one): the level's choice, corrected for the end of the game,
    /// or resigning when the game has been hopeless for long enough.
    pub fn decide(&mut self, game: &Game) -> Move {
        if game.phase() != Phase::Playing {
            return Move::Pass;
        }
        self.prepare(game);
        if self
            .search
            .as_ref()
            .is_some_and(|s| s.progress().visits == 0)
        {
            // Asked before any batch: the network's first look at least.
            self.think(game, &|| 0.0, &mut |_| false);
        }
        let params = self.params(game.size());
        let Some(search) = &self.search else {
            return Move::Pass;
        };
        let me = game.to_move();
        let mv = if params.oversight > 0.0 {
            overlook(search.candidates(), params.oversight, &mut self.rng)
        } else {
            choose(search, params.temperature, &mut self.rng)
        };
        let mv = ending::finish(game, search, mv);
        let hopeless = &mut self.hopeless[me.index()];
        let win_rate = search.root_value().map_or(0.5, |v| v.win_rate);
        match params.resign {
            Some(r) if win_rate < r.win_rate => *hopeless += 1,
            _ => *hopeless = 0,
        }
        let may_resign = game.clone().play(Move::Resign).is_ok();
        if params.resign.is_some_and(|r| *hopeless >= r.moves) && may_resign {
            return Move::Resign;
        }
        mv
    }

    /// Takes in what other players' searches of `game` found ([`Search::absorb`]), for
    /// [`Player::decide`] to weigh with its own (root parallelism across workers).
    pub fn absorb(&mut self, game: &Game, shares: &[Share]) {
        if game.phase() == Phase::Playing {
            self.prepare(game);
            if let Some(search) = &mut self.search {
                search.absorb(shares);
            }
        }
    }

    /// What the search of `game` so far found of each root move, for another player to
    /// take in (nothing if it has not searched `game`).
    pub fn shares(&mut self, game: &Game) -> Vec<Share> {
        if game.phase() != Phase::Playing {
            return Vec::new();
        }
        self.prepare(game);
        self.search.as_ref().map_or_else(Vec::new, Search::shares)
    }

    /// Readies the search of `game` at the current level: the one under way if it is of
    /// `game`, else the last one moved on to `game` (keeping the subtree of the moves
    /// played), or a first one.
    fn prepare(&mut self, game: &Game) {
        let params = self.params(game.size());
        match &mut self.search {
            Some(s) => s.aim(game, params),
            None => {
                let seed = self.rng.next_u64();
                self.search = Some(Search::new(game, params, seed));
            }
        }
    }
}

/// The most visited move, or with a temperature one drawn with probability proportional
/// to `visits^(1/T)` (to `prior^(1/T)` when nothing below the root was visited).
fn choose(search: &Search, temperature: f32, rng: &mut Rng) -> Move {
    if temperature <= 0.0 {
        return search.best();
    }
    let candidates = search.candidates();
    let visited = candidates.iter().any(|c| c.visits > 0);
    let weight = |c: &crate::ai::search::Candidate| {
        let base = if visited { c.visits as f32 } else { c.prior };
        base.powf(1.0 / temperature)
    };
    let total: f32 = candidates.iter().map(weight).sum();
    let mut pick = unit(rng) * total;
    for c in &candidates {
        pick -= weight(c);
        if pick <= 0.0 {
            return c.mv;
        }
    }
    search.best()
}

/// One of the root's candidates the policy finds at least [`NOTICEABLE`] likely, as a
/// player who misses each with probability `oversight` picks it: looking at them most
/// likely first and playing the first one seen, looking again from the first if every one
/// was missed. The k-th is played with odds `oversight^(k-1)`: at 0 always the first, near
/// 1 any of them alike.
fn overlook(mut candidates: Vec<Candidate>, oversight: f32, rng: &mut Rng) -> Move {
    candidates.sort_by(|a, b| b.prior.total_cmp(&a.prior));
    let seen = candidates
        .iter()
        .take_while(|c| c.prior >= NOTICEABLE)
        .count()
        .max(1);
    let odds = |k: usize| oversight.powi(k as i32);
    let total: f32 = (0..seen).map(odds).sum();
    let mut pick = unit(rng) * total;
    for (k, c) in candidates.iter().take(seen).enumerate() {
        pick -= odds(k);
        if pick <= 0.0 {
            return c.mv;
        }
    }
    candidates.first().map_or(Move::Pass, |c| c.mv)
}

/// A number in 0..1.
fn unit(rng: &mut Rng) -> f32 {
    (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Point;

    fn candidate(col: u8, prior: f32) -> Candidate {
        Candidate {
            mv: Move::Place(Point::new(col, 4)),
            prior,
            visits: 1,
            value: None,
            ends_game: false,
        }
    }

    /// The k-th most likely candidate is played with odds oversight^(k-1), and a move below
    /// NOTICEABLE never, however often the first ones are missed.
    #[test]
    fn oversight_misses_the_likely_moves_in_turn() {
        let candidates = vec![
            candidate(3, 0.15),
            candidate(0, 0.005),
            candidate(1, 0.5),
            candidate(2, 0.3),
        ];
        let mut rng = Rng::new(5);
        let draws = 20_000;
        let mut played = [0usize; 4];
        for _ in 0..draws {
            match overlook(candidates.clone(), 0.8, &mut rng) {
                Move::Place(p) => played[p.col as usize] += 1,
                mv => panic!("{mv:?}"),
            }
        }
        assert_eq!(played[0], 0, "the unlikely move");
        let total = 1.0 + 0.8 + 0.64;
        for (col, odds) in [(1, 1.0), (2, 0.8), (3, 0.64)] {
            let expected = draws as f32 * odds / total;
            let sigma = (expected * (1.0 - odds / total)).sqrt();
            let got = played[col] as f32;
            assert!(
                (got - expected).abs() < 5.0 * sigma,
                "{col}: {got} vs {expected}"
            );
        }
        let always_first =
            (0..100).all(|_| overlook(candidates.clone(), 0.0, &mut rng) == candidates[2].mv);
        assert!(always_first);
    }
}
