//! A PUCT tree search over the engine's legal moves (KataGo `search/`, leela-zero
//! `UCTSearch`), seeing only [`Evaluate`].
//!
//! Each descent clones the root [`Game`] and plays the tree's moves on it, so every
//! ruleset's ko, superko, suicide and ending rules hold inside the search. The network's
//! policy is the prior, its win/loss and lead the value ([`value`]); unvisited children
//! get first-play urgency; `batch` leaves are gathered per evaluator call, kept apart by
//! virtual loss, each under a random symmetry. Games that end inside the tree are valued
//! by the rules ([`end`]): counted positions, first captures, and two passes counted with
//! the dead stones the network's ownership shows. [`Search::set_position`] keeps the
//! subtree of the moves actually played.

pub mod area_count;
pub mod end;
pub mod params;
pub mod tree;
pub mod value;

pub use area_count::AreaCount;
pub use params::{EndingSwitches, Resign, SearchParams, NOTICEABLE};
pub use value::{Utility, Value};

use crate::ai::{Evaluate, Evaluation};
use crate::engine::rng::Rng;
use crate::engine::{Color, Event, Game, Move, Phase, Point, WinCondition};
use end::AfterMove;
use tree::{State, Tree};

/// What the search has found so far, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Visits at the root (those kept from the previous move included).
    pub visits: u32,
    /// The most visited move.
    pub best: Move,
    /// The root player's chance to win and expected lead.
    pub win_rate: f32,
    pub lead: f32,
}

/// One root move as the search sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    pub mv: Move,
    pub prior: f32,
    pub visits: u32,
    /// Mean worth to the root player (None if unvisited).
    pub value: Option<Value>,
    /// Whether the game is over after this move (its value is then exact).
    pub ends_game: bool,
}

/// One root move's sums as a search found them ([`Search::shares`]), from the view of
/// the player who plays it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Share {
    pub mv: Move,
    pub visits: u32,
    pub utility: f64,
    pub utility_squared: f64,
    pub win_rate: f64,
    pub lead: f64,
}

/// The search tree over one root position.
pub struct Search {
    params: SearchParams,
    game: Game,
    tree: Tree,
    root_evaluation: Option<Evaluation>,
    /// Fixed by the first `run` on this root, so a search run in slices values every
    /// leaf as one long run would: the utility's centre and the time limit's start.
    utility: Option<Utility>,
    started: Option<f64>,
    rng: Rng,
}

/// Where one descent from the root ended.
enum Descent {
    /// At a new position for the evaluator.
    Leaf(Vec<usize>, Box<Game>),
    /// At the end of the game, with its worth to the player who moved into it.
    Over(Vec<usize>, Value),
    /// At a leaf another descent of this batch already waits on.
    Collision(Vec<usize>),
}

impl Search {
    /// A search of `game`; `seed` fixes the symmetries drawn.
    pub fn new(game: &Game, params: SearchParams, seed: u64) -> Search {
        Search {
            params,
            game: game.clone(),
            tree: Tree::new(last_move(game)),
            root_evaluation: None,
            utility: None,
            started: None,
            rng: Rng::new(seed),
        }
    }

    pub fn params(&self) -> &SearchParams {
        &self.params
    }

    pub fn set_params(&mut self, params: SearchParams) {
        self.params = params;
    }

    /// The root position.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Moves the root to `game`. If `game` continues the root's game by moves the tree
    /// holds, their subtree is kept (returns true); otherwise the tree starts afresh.
    pub fn set_position(&mut self, game: &Game) -> bool {
        let kept = self.params.candidates == 0 && self.follow(game);
        if !kept {
            self.tree = Tree::new(last_move(game));
        }
        self.game = game.clone();
        self.root_evaluation = None;
        self.utility = None;
        self.started = None;
        kept
    }

    /// Readies the search of `game` with `params`: it goes on if its root is `game`
    /// already, else it moves there ([`Search::set_position`]).
    pub fn aim(&mut self, game: &Game, params: SearchParams) {
        self.params = params;
        if self.game.record() != game.record() {
            self.set_position(game);
        }
    }

    /// Descends the tree along the moves `game` adds to the root's game.
    fn follow(&mut self, game: &Game) -> bool {
        let (old, new) = (self.game.record(), game.record());
        let same_start = old.rules == new.rules
            && old.size == new.size
            && old.handicap == new.handicap
            && old.handicap_stones == new.handicap_stones
            && old.setup == new.setup
            && old.first == new.first;
        if !same_start || !new.events.starts_with(&old.events) {
            return false;
        }
        let mut node = 0;
        let mut to_move = self.game.to_move();
        for event in &new.events[old.events.len()..] {
            let Event::Play { color, mv } = *event else {
                return false;
            };
            match self.tree.child_by_move(node, mv) {
                Some(child) if color == to_move => node = child,
                _ => return false,
            }
            to_move = to_move.opposite();
        }
        if node != 0 {
            self.tree.keep_subtree(node);
        }
        self.tree.root().state == State::Expanded
    }

    /// Searches until the visit limit, the time limit (seconds on `clock`, from the first
    /// `run` on this root) or until `progress`, called after each batch, returns false.
    /// Returns whether the search is done (a limit reached, or nothing left to search);
    /// false when `progress` paused it: calling `run` again continues the same tree.
    /// The root is evaluated in every phase (its ownership shows the dead stones of a
    /// game being settled) but searched only while the game is played.
    pub fn run(
        &mut self,
        evaluator: &mut dyn Evaluate,
        clock: &dyn Fn() -> f64,
        progress: &mut dyn FnMut(&Progress) -> bool,
    ) -> bool {
        let playing = self.game.phase() == Phase::Playing;
        if self.root_evaluation.is_none() {
            let symmetry = self.symmetry();
            let e = evaluator.evaluate(&[(&self.game, symmetry)]).pop();
            let Some(e) = e else { return true };
            if playing && self.tree.root().state != State::Expanded {
                let utility = Utility::new(&self.params, self.game.size(), e.lead);
                let kids = children(&self.game, &e, self.params.candidates);
                self.tree.expand(0, kids);
                self.tree.enter(0);
                self.tree
                    .backup(&[0], utility.of_evaluation(&e, true).flip());
            }
            if self.params.tree_ownership && self.tree.nodes[0].ownership.is_none() {
                let black = e.black_ownership(self.game.to_move());
                self.tree.nodes[0].ownership = Some(black.into_boxed_slice());
            }
            self.root_evaluation = Some(e);
        }
        if !playing {
            return true;
        }
        let start = *self.started.get_or_insert_with(clock);
        let root_player = self.game.to_move();
        let utility = *self.utility.get_or_insert_with(|| {
            let root_lead = -self.tree.root().mean().map_or(0.0, |m| m.lead);
            Utility::new(&self.params, self.game.size(), root_lead)
        });
        loop {
            let visits = self.tree.root().visits;
            let out_of_time = self.params.seconds.is_some_and(|s| clock() - start >= s);
            if visits >= self.params.visits || out_of_time {
                return true;
            }
            let want = self
                .params
                .batch
                .max(1)
                .min((self.params.visits - visits) as usize);
            let mut pending = Vec::with_capacity(want);
            for _ in 0..want {
                match self.descend(&utility, root_player) {
                    Descent::Leaf(path, game) => pending.push((path, game)),
                    Descent::Over(path, v) => self.tree.backup(&path, v),
                    Descent::Collision(path) => {
                        self.tree.abandon(&path);
                        break;
                    }
                }
            }
            if !self.evaluate(evaluator, pending, &utility) {
                return true;
            }
            if !progress(&self.progress()) {
                return false;
            }
        }
    }

    /// Evaluates the gathered leaves, expands them and backs their values up; false if
    /// the evaluator did not answer every position.
    fn evaluate(
        &mut self,
        evaluator: &mut dyn Evaluate,
        pending: Vec<(Vec<usize>, Box<Game>)>,
        utility: &Utility,
    ) -> bool {
        if pending.is_empty() {
            return true;
        }
        let root_player = self.game.to_move();
        let symmetries: Vec<u8> = pending.iter().map(|_| self.symmetry()).collect();
        let batch: Vec<(&Game, u8)> = pending
            .iter()
            .zip(symmetries)
            .map(|((_, g), s)| (&**g, s))
            .collect();
        let evaluations = evaluator.evaluate(&batch);
        let complete = evaluations.len() == pending.len();
        let mut evaluations = evaluations.into_iter();
        for (path, game) in pending {
            let leaf = path[path.len() - 1];
            let Some(e) = evaluations.next() else {
                self.tree.nodes[leaf].state = State::Leaf;
                self.tree.abandon(&path);
                continue;
            };
            let settling = game.phase() == Phase::Settling;
            // Black's view, only where a count or the tree's ownership reads it.
            let black = if self.params.tree_ownership || settling {
                e.black_ownership(game.to_move())
            } else {
                Vec::new()
            };
            let v = if settling {
                let v = end::settle_by_ownership(&game, &black, utility, root_player);
                self.tree.nodes[leaf].state = State::Over(v);
                v
            } else {
                self.tree.expand(leaf, children(&game, &e, 0));
                utility
                    .of_evaluation(&e, game.to_move() == root_player)
                    .flip()
            };
            if self.params.tree_ownership {
                self.tree.nodes[leaf].ownership = Some(black.into_boxed_slice());
            }
            self.tree.backup(&path, v);
        }
        complete
    }

    /// One descent from the root by PUCT, playing each move on a copy of the root game.
    fn descend(&mut self, utility: &Utility, root_player: Color) -> Descent {
        let mut game = self.game.clone();
        let mut path = vec![0];
        self.tree.enter(0);
        let mut node = 0;
        loop {
            match self.tree.nodes[node].state {
                State::Expanded => {}
                State::Over(v) => return Descent::Over(path, v),
                State::Pending | State::Leaf => return Descent::Collision(path),
            }
            let child = self.tree.select(node, &self.params);
            self.tree.enter(child);
            path.push(child);
            node = child;
            let mover = game.to_move();
            if game.play(self.tree.nodes[child].mv).is_err() {
                // Children are legal moves, so this does not happen; never choose it again.
                let lost = utility.value(0.0, -1.0, 0.0, mover == root_player);
                self.tree.nodes[child].state = State::Over(lost);
                return Descent::Over(path, lost);
            }
            if self.params.conservative_pass && path.len() == 2 && game.phase() == Phase::Settling {
                // The root's pass does not end the game: the opponent plays on.
                let _ = game.resume();
            }
            if self.tree.nodes[child].state != State::Leaf {
                continue;
            }
            match end::after_move(&game, mover, utility, root_player) {
                AfterMove::Playing | AfterMove::Settling => {
                    self.tree.nodes[child].state = State::Pending;
                    return Descent::Leaf(path, Box::new(game));
                }
                AfterMove::Over(v) => {
                    self.tree.nodes[child].state = State::Over(v);
                    return Descent::Over(path, v);
                }
            }
        }
    }

    fn symmetry(&mut self) -> u8 {
        if self.params.random_symmetry {
            self.rng.below(8) as u8
        } else {
            0
        }
    }

    /// The network's view of the root position (policy, ownership), once `run` has started.
    pub fn root_evaluation(&self) -> Option<&Evaluation> {
        self.root_evaluation.as_ref()
    }

    /// The root's mean worth to the player to move (None before the first visit).
    pub fn root_value(&self) -> Option<Value> {
        self.tree.root().mean().map(Value::flip)
    }

    /// The root's moves, most likely by the policy first.
    pub fn candidates(&self) -> Vec<Candidate> {
        self.tree
            .moves(0)
            .map(|(mv, prior, node)| Candidate {
                mv,
                prior,
                visits: node.map_or(0, |n| n.visits),
                value: node.and_then(tree::Node::mean),
                ends_game: node.is_some_and(|n| matches!(n.state, State::Over(_))),
            })
            .collect()
    }

    /// The most visited root move (the most likely by the policy among equals), or a pass
    /// before any search; with [`SearchParams::lcb_stdevs`], the move of the best lower
    /// confidence bound among those visited at least [`params::LCB_MIN_SHARE`] as often.
    pub fn best(&self) -> Move {
        let kids = self.tree.children(0).map(|i| &self.tree.nodes[i]);
        let mut best: Option<&tree::Node> = None;
        for n in kids.clone() {
            if best.is_none_or(|b| n.visits > b.visits) {
                best = Some(n);
            }
        }
        let stdevs = f64::from(self.params.lcb_stdevs);
        if let Some(most) = best.filter(|_| stdevs > 0.0) {
            let least = (params::LCB_MIN_SHARE * most.visits as f32).max(1.0);
            let bound = |n: &tree::Node| n.lower_bound(stdevs);
            for n in kids.filter(|n| n.visits as f32 >= least) {
                if best.is_none_or(|b| bound(n) > bound(b)) {
                    best = Some(n);
                }
            }
        }
        // Before any visit below the root: the policy's favourite.
        best.map(|n| n.mv)
            .or_else(|| self.tree.moves(0).next().map(|m| m.0))
            .unwrap_or(Move::Pass)
    }

    /// The moves expected after the root move `mv`, `mv` first: the most visited child
    /// at each step, while it has been visited (empty if `mv` is not a root move).
    pub fn principal_variation(&self, mv: Move) -> Vec<Move> {
        match self.tree.child_by_move(0, mv) {
            Some(child) => self.tree.principal_variation(child),
            None if self.tree.moves(0).any(|m| m.0 == mv) => vec![mv],
            None => Vec::new(),
        }
    }

    pub fn progress(&self) -> Progress {
        let v = self.root_value();
        Progress {
            visits: self.tree.root().visits,
            best: self.best(),
            win_rate: v.map_or(0.5, |v| v.win_rate),
            lead: v.map_or(0.0, |v| v.lead),
        }
    }

    /// The tree's mean ownership of each point, Black's view, row-major (KataGo's
    /// `getAverageTreeOwnership` with children of at least two visits): steadier than
    /// the root's one look, as the search has read the fights on. None unless
    /// [`SearchParams::tree_ownership`] and the root has been evaluated.
    pub fn tree_ownership(&self) -> Option<Vec<f32>> {
        let root = self.tree.root().ownership.as_ref()?;
        let mut sum = vec![0.0; root.len()];
        self.tree.mean_ownership(0, 2, 1.0, &mut sum);
        Some(sum.into_iter().map(|o| o as f32).collect())
    }

    /// What this search found of each root move it visited, for another search of the
    /// same position to take in ([`Search::absorb`]): root parallelism across workers.
    pub fn shares(&self) -> Vec<Share> {
        self.tree
            .children(0)
            .map(|i| &self.tree.nodes[i])
            .filter(|n| n.visits > 0)
            .map(|n| Share {
                mv: n.mv,
                visits: n.visits,
                utility: n.utility,
                utility_squared: n.utility_squared,
                win_rate: n.win_rate,
                lead: n.lead,
            })
            .collect()
    }

    /// Takes in what other searches of the same root found ([`Search::shares`]): their
    /// visits and sums join the root moves' own, and the root's, so the choice of a move
    /// weighs every search's reading. A move this tree does not have is left out. The
    /// new root after two more moves lies below, untouched.
    pub fn absorb(&mut self, shares: &[Share]) {
        for share in shares {
            let Some(child) = self.tree.child_by_move_made(0, share.mv) else {
                continue;
            };
            for (i, flip) in [(child, 1.0), (0, -1.0)] {
                let n = &mut self.tree.nodes[i];
                n.visits += share.visits;
                n.utility += flip * share.utility;
                n.utility_squared += share.utility_squared;
                n.lead += flip * share.lead;
                n.win_rate += if flip > 0.0 {
                    share.win_rate
                } else {
                    f64::from(share.visits) - share.win_rate
                };
            }
        }
    }

    /// Nodes in the tree (memory use): the root and the children the search went to.
    pub fn tree_size(&self) -> usize {
        self.tree.nodes.len()
    }
}

/// The legal moves after `game` with their priors, most likely first: the policy over
/// the legal moves (renormalised), the `candidates` most likely plus the pass if
/// `candidates` is not 0. In first-capture games each capture gets at least an even
/// share of half the prior, as the network does not know those rules.
fn children(game: &Game, e: &Evaluation, candidates: usize) -> Vec<(Move, f32)> {
    let size = game.size() as usize;
    let area = size * size;
    let prior = |i: usize| {
        if e.policy.len() > area {
            e.policy[i].max(1e-6)
        } else {
            1.0
        }
    };
    let mut kids: Vec<(Move, f32)> = Point::all(game.size())
        .filter(|&p| game.check(p).is_ok())
        .map(|p| (Move::Place(p), prior(p.index(game.size()))))
        .collect();
    if game.rules().win == WinCondition::FirstCapture {
        boost_captures(game, &mut kids);
    }
    kids.sort_by(|a, b| b.1.total_cmp(&a.1));
    if candidates > 0 {
        kids.truncate(candidates);
    }
    kids.push((Move::Pass, prior(area)));
    let total: f32 = kids.iter().map(|k| k.1).sum();
    for k in &mut kids {
        k.1 /= total;
    }
    kids.sort_by(|a, b| b.1.total_cmp(&a.1));
    kids
}

/// Gives the capturing moves among `kids` half of the prior between them.
fn boost_captures(game: &Game, kids: &mut [(Move, f32)]) {
    let me = game.to_move();
    let targets: Vec<Point> = game
        .board()
        .strings_in_atari()
        .into_iter()
        .filter(|s| s.color != me)
        .map(|s| s.liberties[0])
        .collect();
    let captures = kids
        .iter()
        .filter(|(mv, _)| matches!(mv, Move::Place(p) if targets.contains(p)))
        .count();
    if captures == 0 {
        return;
    }
    let total: f32 = kids.iter().map(|k| k.1).sum();
    for (mv, p) in kids.iter_mut() {
        if matches!(mv, Move::Place(q) if targets.contains(q)) {
            *p += total / captures as f32;
        }
    }
}

fn last_move(game: &Game) -> Move {
    game.last_move().map_or(Move::Pass, |(_, mv)| mv)
}

impl<E: Evaluate + ?Sized> Evaluate for Box<E> {
    fn evaluate(&mut self, batch: &[(&Game, u8)]) -> Vec<Evaluation> {
        (**self).evaluate(batch)
    }
}

/// Seconds on a monotonic clock, for native callers (the page passes its own,
/// `performance.now()`, as `std::time` has no clock on the web).
#[cfg(not(target_arch = "wasm32"))]
pub fn native_clock() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64()
}
