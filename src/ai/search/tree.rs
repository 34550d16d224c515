//! The tree: nodes in one arena, PUCT selection with first-play urgency and virtual
//! loss, backing up, and keeping a subtree for the next move.
//!
//! An expanded node keeps its moves and their priors, most likely first, in one small
//! array; a child gets a node of its own only when the search first goes there (KataGo and
//! Leela Zero do the same): on 19x19 a position has some 360 moves, of which a search
//! visits a few. The children with nodes are always the first of their parent's moves:
//! an unvisited move's PUCT score grows with its prior, so the first move without a node
//! outscores every later one, and selection looks at it alone among them.

use super::params::SearchParams;
use super::value::Value;
use crate::engine::Move;

/// Where a node stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum State {
    /// Not evaluated yet.
    Leaf,
    /// Waiting in the current batch for the evaluator.
    Pending,
    /// Evaluated; its moves are known.
    Expanded,
    /// The game is over here: the same worth on every visit (mover's view).
    Over(Value),
}

/// No node: node 0 is the root, never a child.
const NONE: u32 = 0;

/// One move in the tree, with the statistics of the position after it.
#[derive(Clone, Debug)]
pub struct Node {
    /// The move that leads here from the parent.
    pub mv: Move,
    pub prior: f32,
    pub visits: u32,
    /// Descents through this node still waiting for the evaluator (each counts as a loss).
    pub in_flight: u32,
    /// Sums over visits, from the view of the player who played `mv`.
    pub utility: f64,
    /// The sum of the squared utilities, for the lower confidence bound.
    pub utility_squared: f64,
    pub win_rate: f64,
    pub lead: f64,
    /// The moves from here and their priors, most likely first (empty until expanded).
    moves: Box<[(Move, f32)]>,
    /// How many of `moves` have a node (the first ones), the first of those nodes, and
    /// the next of the parent's children after this one.
    children: u32,
    first_child: u32,
    next_sibling: u32,
    pub state: State,
    /// The network's ownership of the position here, Black's view (kept only when the
    /// search is asked for its tree's ownership).
    pub ownership: Option<Box<[f32]>>,
}

impl Node {
    pub fn new(mv: Move, prior: f32) -> Node {
        Node {
            mv,
            prior,
            visits: 0,
            in_flight: 0,
            utility: 0.0,
            utility_squared: 0.0,
            win_rate: 0.0,
            lead: 0.0,
            moves: Box::default(),
            children: 0,
            first_child: NONE,
            next_sibling: NONE,
            state: State::Leaf,
            ownership: None,
        }
    }

    /// The mean worth to the player who played `mv` (None before any visit).
    pub fn mean(&self) -> Option<Value> {
        (self.visits > 0).then(|| {
            let n = self.visits as f64;
            Value {
                utility: (self.utility / n) as f32,
                win_rate: (self.win_rate / n) as f32,
                lead: (self.lead / n) as f32,
            }
        })
    }

    /// A lower bound on the mean utility, `stdevs` standard errors below it, for the
    /// player who played `mv` (KataGo's `getSelfUtilityLCBAndRadius` with one weight per
    /// visit): a prior of the widest spread, weighing `1 / n^2`, keeps a few visits
    /// that happen to agree from looking certain.
    pub fn lower_bound(&self, stdevs: f64) -> f64 {
        const RANGE: f64 = 1.0;
        if self.visits == 0 {
            return -2.0 * RANGE * stdevs;
        }
        let n = f64::from(self.visits);
        let mean = self.utility / n;
        let squares = (self.utility_squared / n).max(mean * mean + 1e-8);
        let prior = 1.0 / (n * n);
        let squares = (squares * n + (squares + RANGE * RANGE) * prior) / (n + prior);
        let weight = n + prior;
        let samples = weight * weight / (n + prior * prior);
        let variance = (squares - mean * mean).max(0.0);
        mean - stdevs * (variance / samples).sqrt()
    }

    fn add(&mut self, v: Value) {
        self.visits += 1;
        self.utility += v.utility as f64;
        self.utility_squared += (v.utility as f64).powi(2);
        self.win_rate += v.win_rate as f64;
        self.lead += v.lead as f64;
    }
}

/// The arena; node 0 is the root.
#[derive(Clone, Debug)]
pub struct Tree {
    pub nodes: Vec<Node>,
}

impl Tree {
    /// A tree holding only the root, reached by `mv` (what the opponent last played).
    pub fn new(mv: Move) -> Tree {
        Tree {
            nodes: vec![Node::new(mv, 1.0)],
        }
    }

    pub fn root(&self) -> &Node {
        &self.nodes[0]
    }

    /// The children of `node` that have nodes, in the order of its moves.
    pub fn children(&self, node: usize) -> impl Iterator<Item = usize> + Clone + '_ {
        let first = self.nodes[node].first_child;
        std::iter::successors((first != NONE).then_some(first), |&i| {
            let next = self.nodes[i as usize].next_sibling;
            (next != NONE).then_some(next)
        })
        .map(|i| i as usize)
    }

    /// The moves of `node` with their priors, most likely first, each with its node once
    /// the search has gone there.
    pub fn moves(&self, node: usize) -> impl Iterator<Item = (Move, f32, Option<&Node>)> + '_ {
        let mut children = self.children(node);
        self.nodes[node]
            .moves
            .iter()
            .map(move |&(mv, prior)| (mv, prior, children.next().map(|i| &self.nodes[i])))
    }

    /// Gives `node` its moves, `(move, prior)` sorted by prior, most likely first.
    pub fn expand(&mut self, node: usize, moves: Vec<(Move, f32)>) {
        let n = &mut self.nodes[node];
        n.moves = moves.into_boxed_slice();
        n.state = State::Expanded;
    }

    /// The PUCT choice among an expanded node's moves (its node made if it had none).
    pub fn select(&mut self, node: usize, params: &SearchParams) -> usize {
        let n = &self.nodes[node];
        let (mut total, mut explored, mut last) = (0, 0.0f32, None);
        for i in self.children(node) {
            let k = &self.nodes[i];
            total += k.visits + k.in_flight;
            if k.visits + k.in_flight > 0 {
                explored += k.prior;
            }
            last = Some(i);
        }
        // The node's mean is from the view of whoever moved into it; its player to move
        // sees the opposite.
        let parent = n.mean().map_or(0.0, |m| -m.utility);
        let reduction = if node == 0 {
            params.root_fpu_reduction
        } else {
            params.fpu_reduction
        };
        let fpu = parent - reduction * explored.sqrt();
        let total = total as f32;
        let c = params.c_puct
            + params.c_puct_log * ((total + params.c_puct_base) / params.c_puct_base).ln();
        let explore = c * (total + 0.01).sqrt();
        let score = |k: &Node| {
            let seen = (k.visits + k.in_flight) as f32;
            let q = if seen > 0.0 {
                // Virtual loss: each descent in flight counts as a loss (-1).
                (k.utility as f32 - k.in_flight as f32) / seen
            } else {
                fpu
            };
            q + explore * k.prior / (1.0 + seen)
        };
        // The first of equals wins: moves come most likely first.
        let mut best = (None, f32::NEG_INFINITY);
        for i in self.children(node) {
            let s = score(&self.nodes[i]);
            if s > best.1 {
                best = (Some(i), s);
            }
        }
        // The first move without a node, the best of those: a node for it if it wins.
        let next = n.moves.get(n.children as usize).copied();
        if let Some((mv, prior)) = next {
            if best.0.is_none() || score(&Node::new(mv, prior)) > best.1 {
                return self.add_child(node, last, mv, prior);
            }
        }
        best.0.expect("an expanded node has a move")
    }

    /// Gives the next of `node`'s moves its node, after `last`, its last child.
    fn add_child(&mut self, node: usize, last: Option<usize>, mv: Move, prior: f32) -> usize {
        self.nodes[node].children += 1;
        self.push_child(node, last, Node::new(mv, prior))
    }

    /// Puts `child` in the arena as `node`'s child after `last` (its last child).
    fn push_child(&mut self, node: usize, last: Option<usize>, mut child: Node) -> usize {
        let at = self.nodes.len();
        child.next_sibling = NONE;
        self.nodes.push(child);
        match last {
            Some(last) => self.nodes[last].next_sibling = at as u32,
            None => self.nodes[node].first_child = at as u32,
        }
        at
    }

    /// Marks a descent along `path` as in flight.
    pub fn enter(&mut self, node: usize) {
        self.nodes[node].in_flight += 1;
    }

    /// Adds a leaf's worth (to the player who moved into the leaf) to every node on the path.
    pub fn backup(&mut self, path: &[usize], mut leaf: Value) {
        for &i in path.iter().rev() {
            let n = &mut self.nodes[i];
            n.in_flight -= 1;
            n.add(leaf);
            leaf = leaf.flip();
        }
    }

    /// Takes back a descent that found nothing to evaluate (two descents met at one leaf).
    pub fn abandon(&mut self, path: &[usize]) {
        for &i in path {
            self.nodes[i].in_flight -= 1;
        }
    }

    /// Keeps only the subtree under `node`, as a tree of its own (breadth first).
    pub fn keep_subtree(&mut self, node: usize) {
        let mut old = std::mem::take(&mut self.nodes);
        let mut take = |i: u32| std::mem::replace(&mut old[i as usize], Node::new(Move::Pass, 0.0));
        let mut root = take(node as u32);
        root.next_sibling = NONE;
        self.nodes.push(root);
        let mut i = 0;
        while i < self.nodes.len() {
            let mut child = std::mem::replace(&mut self.nodes[i].first_child, NONE);
            let mut last = None;
            while child != NONE {
                let n = take(child);
                child = n.next_sibling;
                last = Some(self.push_child(i, last, n));
            }
            i += 1;
        }
    }

    /// The line the search expects through `node`: its move, then the most visited
    /// child's at each step (the first of equals: the policy's favourite) while it has
    /// been visited.
    pub fn principal_variation(&self, mut node: usize) -> Vec<Move> {
        let mut moves = vec![self.nodes[node].mv];
        while let Some(next) = self
            .children(node)
            .filter(|&i| self.nodes[i].visits > 0)
            .reduce(|best, i| {
                if self.nodes[i].visits > self.nodes[best].visits {
                    i
                } else {
                    best
                }
            })
        {
            moves.push(self.nodes[next].mv);
            node = next;
        }
        moves
    }

    /// Adds `node`'s share of the tree's mean ownership to `sum` and returns the weight
    /// it took (KataGo's `getAverageTreeOwnership`): a node keeps `1 / (n + 1)` of the
    /// weight `wanted` for its own look, `n` the visits of its children with at least
    /// `min_visits`, which share the rest in proportion to their visits squared; a
    /// child with no look of its own (the game over there) leaves its share to its parent.
    pub fn mean_ownership(
        &self,
        node: usize,
        min_visits: u32,
        wanted: f64,
        sum: &mut [f64],
    ) -> f64 {
        let Some(own) = &self.nodes[node].ownership else {
            return 0.0;
        };
        let kids = self
            .children(node)
            .filter(|&i| self.nodes[i].visits >= min_visits);
        let (mut squares, mut visits) = (0.0, 0.0);
        for i in kids.clone() {
            let v = f64::from(self.nodes[i].visits);
            squares += v * v;
            visits += v;
        }
        let for_children = wanted * visits / (visits + 1.0);
        let mut given = 0.0;
        for i in kids {
            let v = f64::from(self.nodes[i].visits);
            given += self.mean_ownership(i, min_visits, v * v / squares * for_children, sum);
        }
        let own_weight = wanted - given;
        for (s, o) in sum.iter_mut().zip(own.iter()) {
            *s += own_weight * f64::from(*o);
        }
        wanted
    }

    /// The child of `node` reached by `mv`, if it has a node.
    pub fn child_by_move(&self, node: usize, mv: Move) -> Option<usize> {
        self.children(node).find(|&i| self.nodes[i].mv == mv)
    }

    /// The child of `node` reached by `mv`, its node made (with those of the moves before
    /// it) if it had none; None if `node` has no such move.
    pub fn child_by_move_made(&mut self, node: usize, mv: Move) -> Option<usize> {
        let at = self.nodes[node].moves.iter().position(|m| m.0 == mv)?;
        let mut last = self.children(node).last();
        while (self.nodes[node].children as usize) <= at {
            let (mv, prior) = self.nodes[node].moves[self.nodes[node].children as usize];
            last = Some(self.add_child(node, last, mv, prior));
        }
        self.children(node).nth(at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn visited(values: &[f32]) -> Node {
        let mut n = Node::new(Move::Pass, 0.5);
        for &utility in values {
            n.add(Value {
                utility,
                win_rate: 0.5,
                lead: 0.0,
            });
        }
        n
    }

    /// The bound sits below the mean, closer with more visits and with agreeing ones; a
    /// single visit is far from certain.
    #[test]
    fn lower_bounds() {
        let few = visited(&[0.4, 0.2]);
        let many = visited(&[0.4, 0.2].repeat(20));
        assert!(few.lower_bound(5.0) < many.lower_bound(5.0));
        assert!(many.lower_bound(5.0) < 0.3);
        let steady = visited(&[0.3; 40]);
        assert!(many.lower_bound(5.0) < steady.lower_bound(5.0));
        assert!(visited(&[0.9]).lower_bound(5.0) < 0.0);
        assert_eq!(visited(&[]).lower_bound(5.0), -10.0);
    }
}
