//! A cache of network evaluations keyed by the network's own inputs (KataGo's `NNCache`,
//! keyed there by a hash of the board, its recent history and the rules): a position the
//! search reaches again — by a transposition, or in the tree of the next move — is read
//! from the cache instead of evaluated. The inputs decide the answer, so the key is exact
//! up to a 64-bit hash collision; the symmetry it was evaluated under is not part of it
//! (as in KataGo). A direct-mapped table: a new entry replaces the one in its slot.

use super::features::{self, GLOBAL, SPATIAL};
use super::position::Position;
use crate::ai::Evaluation;
use std::cell::Cell;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

/// Lookups and hits, shared with whoever reports them.
#[derive(Debug, Default)]
pub struct CacheCounts {
    pub lookups: Cell<u64>,
    pub hits: Cell<u64>,
}

/// The table.
pub struct Cache {
    slots: Vec<Option<(u64, Evaluation)>>,
    counts: Rc<CacheCounts>,
}

impl Cache {
    /// A cache of `entries` slots (0: a cache that keeps nothing).
    pub fn new(entries: usize) -> Cache {
        Cache {
            slots: vec![None; entries],
            counts: Rc::default(),
        }
    }

    pub fn counts(&self) -> Rc<CacheCounts> {
        Rc::clone(&self.counts)
    }

    /// The key of `p`: a hash of its input planes and globals and its size.
    pub fn key(p: &Position) -> u64 {
        let (w, h) = (p.width(), p.height());
        let mut spatial = vec![0.0; SPATIAL * w * h];
        let mut global = [0.0; GLOBAL];
        features::fill(p, w, h, &mut spatial, &mut global);
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (w, h).hash(&mut hasher);
        for x in spatial.iter().chain(&global) {
            x.to_bits().hash(&mut hasher);
        }
        hasher.finish()
    }

    /// The evaluation kept under `key`, counting the lookup.
    pub fn get(&self, key: u64) -> Option<&Evaluation> {
        if self.slots.is_empty() {
            return None;
        }
        self.counts.lookups.set(self.counts.lookups.get() + 1);
        let slot = &self.slots[(key % self.slots.len() as u64) as usize];
        let found = slot.as_ref().filter(|(k, _)| *k == key).map(|(_, e)| e);
        if found.is_some() {
            self.counts.hits.set(self.counts.hits.get() + 1);
        }
        found
    }

    pub fn put(&mut self, key: u64, evaluation: &Evaluation) {
        if !self.slots.is_empty() {
            let at = (key % self.slots.len() as u64) as usize;
            self.slots[at] = Some((key, evaluation.clone()));
        }
    }
}
