//! A rush: as many problems as the learner solves in [`SECONDS`], each a little harder
//! than the one before, over at the [`MISTAKES`]th wrong move. One plain value; the screen
//! plays each problem with an [`super::Attempt`] and tells the rush how it ended. A rush
//! does not move the rating (it is played against the clock, not for the problems).

/// How long a rush lasts.
pub const SECONDS: f64 = 180.0;
/// The wrong moves that end a rush.
pub const MISTAKES: u8 = 3;
/// The most problems one rush holds: more than anyone solves in three minutes.
const LENGTH: usize = 60;

/// Why a rush is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Mistakes,
    Time,
    /// Every problem of the rush was played.
    AllPlayed,
}

/// A rush under way (or over).
#[derive(Clone, Debug, PartialEq)]
pub struct Rush {
    /// The problems' ids in the order they come, easiest first.
    order: Vec<String>,
    at: usize,
    solved: u32,
    mistakes: u8,
    started_ms: f64,
}

impl Rush {
    /// A rush over `problems` (id and difficulty, as [`super::progress::difficulty`]):
    /// they are sorted by difficulty and cut into [`LENGTH`] bands, and one problem of each
    /// band is drawn by `seed`, so every rush rises from the easiest to the hardest and no
    /// two are alike.
    pub fn new(problems: &[(&str, f64)], seed: u64, now_ms: f64) -> Rush {
        let mut sorted: Vec<(&str, f64)> = problems.to_vec();
        sorted.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(b.0)));
        let bands = sorted.len().min(LENGTH);
        let mut random = seed | 1;
        let order = (0..bands)
            .map(|k| {
                let (from, to) = (k * sorted.len() / bands, (k + 1) * sorted.len() / bands);
                // xorshift64: the same seed draws the same rush.
                random ^= random << 13;
                random ^= random >> 7;
                random ^= random << 17;
                sorted[from + (random % (to - from) as u64) as usize]
                    .0
                    .to_string()
            })
            .collect();
        Rush {
            order,
            at: 0,
            solved: 0,
            mistakes: 0,
            started_ms: now_ms,
        }
    }

    /// The problem to solve now (None once every one was played).
    pub fn current(&self) -> Option<&str> {
        self.order.get(self.at).map(String::as_str)
    }

    /// The problem was solved: one more point, and the next problem.
    pub fn solved(&mut self) {
        self.solved += 1;
        self.at += 1;
    }

    /// A wrong move: one more mistake, and the next problem.
    pub fn missed(&mut self) {
        self.mistakes = (self.mistakes + 1).min(MISTAKES);
        self.at += 1;
    }

    /// Problems solved.
    pub fn score(&self) -> u32 {
        self.solved
    }

    /// Wrong moves so far.
    pub fn mistakes(&self) -> u8 {
        self.mistakes
    }

    /// Whole seconds left at `now_ms` (0 once the time is up).
    pub fn seconds_left(&self, now_ms: f64) -> u32 {
        let left = SECONDS - (now_ms - self.started_ms) / 1000.0;
        left.clamp(0.0, SECONDS).ceil() as u32
    }

    /// Whether the rush is over at `now_ms`, and why (mistakes first: the third wrong
    /// move ends it even in its last second).
    pub fn end(&self, now_ms: f64) -> Option<End> {
        if self.mistakes >= MISTAKES {
            Some(End::Mistakes)
        } else if self.current().is_none() {
            Some(End::AllPlayed)
        } else if self.seconds_left(now_ms) == 0 {
            Some(End::Time)
        } else {
            None
        }
    }
}

/// The best rush on this device, kept under [`crate::storage::keys::PROBLEMS_RUSH`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Best {
    /// The most problems solved in one rush.
    pub best: u32,
    /// Rushes played to their end.
    pub runs: u32,
}

crate::json_struct!(Best { best, runs });
crate::stored_json!(Best);

impl Best {
    /// Counts a finished rush; whether it is a new best.
    pub fn finish(&mut self, score: u32) -> bool {
        self.runs += 1;
        let better = score > self.best;
        self.best = self.best.max(score);
        better
    }

    /// This device's and another's (a backup, another tab) as one: the better best, the
    /// more runs.
    pub fn join(self, other: Best) -> Best {
        Best {
            best: self.best.max(other.best),
            runs: self.runs.max(other.runs),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(n: usize) -> Vec<(String, f64)> {
        (0..n)
            .map(|k| (format!("p{k}"), 2000.0 - k as f64 * 10.0))
            .collect()
    }

    fn rush(n: usize, seed: u64) -> Rush {
        let owned = problems(n);
        let list: Vec<(&str, f64)> = owned.iter().map(|(id, d)| (id.as_str(), *d)).collect();
        Rush::new(&list, seed, 1_000.0)
    }

    #[test]
    fn problems_rise_in_difficulty_and_seeds_differ() {
        let r = rush(200, 7);
        let difficulty = |id: &str| 2000.0 - id[1..].parse::<f64>().unwrap() * 10.0;
        let order: Vec<f64> = r.order.iter().map(|id| difficulty(id)).collect();
        assert_eq!(order.len(), LENGTH);
        assert!(order.windows(2).all(|w| w[0] <= w[1]), "{order:?}");
        assert_ne!(rush(200, 7).order, rush(200, 8).order);
        assert_eq!(rush(200, 7).order, rush(200, 7).order);
        // Fewer problems than a rush holds: each once.
        let mut few = rush(5, 3).order;
        few.sort();
        assert_eq!(few, ["p0", "p1", "p2", "p3", "p4"]);
    }

    #[test]
    fn three_mistakes_end_it_and_solved_ones_score() {
        let mut r = rush(100, 1);
        let first = r.current().unwrap().to_string();
        r.solved();
        assert_ne!(r.current(), Some(first.as_str()));
        r.missed();
        r.solved();
        r.missed();
        assert_eq!(r.end(2_000.0), None);
        r.missed();
        assert_eq!(r.end(2_000.0), Some(End::Mistakes));
        assert_eq!((r.score(), r.mistakes()), (2, 3));
    }

    #[test]
    fn the_clock_ends_it() {
        let r = rush(100, 1);
        assert_eq!(r.seconds_left(1_000.0), 180);
        assert_eq!(r.seconds_left(1_000.0 + 179_500.0), 1);
        assert_eq!(r.end(1_000.0 + 179_500.0), None);
        assert_eq!(r.end(1_000.0 + 180_000.0), Some(End::Time));
        assert_eq!(r.seconds_left(1e12), 0);
        let mut all = rush(2, 1);
        all.solved();
        all.solved();
        assert_eq!(all.end(1_000.0), Some(End::AllPlayed));
    }

    #[test]
    fn the_best_is_kept_and_joined() {
        let mut b = Best::default();
        assert!(b.finish(4));
        assert!(!b.finish(3));
        assert_eq!(b, Best { best: 4, runs: 2 });
        assert_eq!(b.join(Best { best: 9, runs: 1 }), Best { best: 9, runs: 2 });
    }
}
