//! Search parameters as one value (KataGo: `searchparams.h`); a level is a named preset of it.

/// How hard the search looks and how the player picks its move from what it found.
/// The least prior a candidate move needs for [`SearchParams::oversight`] to play it: a
/// move a person would consider, never a stone dropped on the first line in the opening.
pub const NOTICEABLE: f32 = 0.01;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchParams {
    /// Stop when the root has this many visits (a visit is one evaluated leaf or one
    /// end-of-game position; visits kept from the previous move count too).
    pub visits: u32,
    /// Stop after this many seconds even if visits remain.
    pub seconds: Option<f64>,
    /// Leaves gathered per call of the evaluator; virtual loss spreads them over the tree.
    pub batch: usize,
    /// PUCT exploration: `c_puct + c_puct_log * ln((N + c_puct_base) / c_puct_base)`.
    pub c_puct: f32,
    pub c_puct_log: f32,
    pub c_puct_base: f32,
    /// First-play urgency: an unvisited child is valued at its parent's value minus this
    /// times the square root of the policy already explored (KataGo's FPU reduction).
    pub fpu_reduction: f32,
    pub root_fpu_reduction: f32,
    /// Weight of `atan(lead / (2 sqrt(area)))` in the utility, beside win minus loss.
    pub static_score_utility: f32,
    /// Weight of the lead measured from the lead expected at the root, so a won game is
    /// still played for points (`atan((lead - root lead) / (0.75 sqrt(area)))`).
    pub dynamic_score_utility: f32,
    /// Evaluate each leaf under one of the 8 symmetries at random (else the identity).
    pub random_symmetry: bool,
    /// Root moves considered: the `candidates` most likely by the policy, plus the pass
    /// (0 = every legal move).
    pub candidates: usize,
    /// The move is drawn with probability proportional to `visits^(1/temperature)`, or the
    /// policy's when the search made no visits below the root; 0 takes the most visited.
    pub temperature: f32,
    /// A person's oversight: each root candidate the policy finds at least
    /// [`NOTICEABLE`] likely is missed with this probability, looking most likely first,
    /// and the first one seen is played; 0 misses nothing and leaves the choice to
    /// `temperature`.
    pub oversight: f32,
    /// Resign when the win rate has stayed below `win_rate` for `moves` moves in a row.
    pub resign: Option<Resign>,
    /// Keep each evaluated node's ownership, for [`super::Search::tree_ownership`].
    pub tree_ownership: bool,
    /// A pass at the root never ends the game at once: the game after it goes on as if
    /// play had resumed (KataGo's `conservativePass`), so the search reads on instead of
    /// counting the board as it stands.
    pub conservative_pass: bool,
    /// The player's corrections at the end of the game (KataGo's `fillDameBeforePass`
    /// and the like), each a switch.
    pub ending: EndingSwitches,
    /// The move played is the root child with the best lower confidence bound on its
    /// utility, `mean - lcb_stdevs * stdev / sqrt(visits)`, among children with at
    /// least [`LCB_MIN_SHARE`] of the most visited one's visits (KataGo's `useLcbForSelection`,
    /// `lcbStdevs`); 0 plays the most visited.
    pub lcb_stdevs: f32,
}

/// The least share of the most visited root child's visits a child needs to be chosen by
/// its lower confidence bound (KataGo's `minVisitPropForLCB`).
pub const LCB_MIN_SHARE: f32 = 0.15;

/// How the player passes at the end, on top of the search's choice (`player::ending`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EndingSwitches {
    /// Answer a pass with a pass when the count is won; never pass back into a lost count.
    pub pass_back: bool,
    /// Under area and classic counting, capture dead stones and fill neutral points
    /// before passing (KataGo's `fillDameBeforePass`).
    pub fill_dame_before_pass: bool,
    /// Under territory counting, pass rather than fill own territory.
    pub keep_territory: bool,
}

impl EndingSwitches {
    pub const ALL: EndingSwitches = EndingSwitches {
        pass_back: true,
        fill_dame_before_pass: true,
        keep_territory: true,
    };
    pub const NONE: EndingSwitches = EndingSwitches {
        pass_back: false,
        fill_dame_before_pass: false,
        keep_territory: false,
    };
}

/// When the player gives up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Resign {
    pub win_rate: f32,
    pub moves: u32,
}

impl Default for SearchParams {
    fn default() -> SearchParams {
        SearchParams::FULL
    }
}

impl SearchParams {
    /// A plain full-strength search (KataGo's defaults where it has them).
    pub const FULL: SearchParams = SearchParams {
        visits: 400,
        seconds: None,
        batch: 8,
        c_puct: 1.0,
        c_puct_log: 0.45,
        c_puct_base: 500.0,
        fpu_reduction: 0.2,
        root_fpu_reduction: 0.1,
        static_score_utility: 0.1,
        dynamic_score_utility: 0.3,
        random_symmetry: true,
        candidates: 0,
        temperature: 0.0,
        oversight: 0.0,
        resign: Some(Resign {
            win_rate: 0.03,
            moves: 4,
        }),
        tree_ownership: false,
        conservative_pass: false,
        ending: EndingSwitches::ALL,
        lcb_stdevs: 0.0,
    };

    /// These parameters with another visit limit (tests, GTP budgets).
    pub fn with_visits(self, visits: u32) -> SearchParams {
        SearchParams { visits, ..self }
    }

    /// Sets one parameter from `name=value` (the measuring scripts' `--search` option):
    /// `visits`, `batch`, `lcb` (stdevs), `c_puct`, `fpu` or `root_fpu`.
    pub fn tune(&mut self, setting: &str) -> Result<(), String> {
        let (name, value) = setting
            .split_once('=')
            .ok_or_else(|| format!("{setting}: name=value expected"))?;
        let number: f32 = value
            .parse()
            .ok()
            .filter(|v: &f32| v.is_finite() && *v >= 0.0)
            .ok_or_else(|| format!("{setting}: a number of at least 0 expected"))?;
        match name {
            "visits" => self.visits = number.max(1.0) as u32,
            "batch" => self.batch = number.max(1.0) as usize,
            "lcb" => self.lcb_stdevs = number,
            "c_puct" => self.c_puct = number,
            "fpu" => self.fpu_reduction = number,
            "root_fpu" => self.root_fpu_reduction = number,
            _ => return Err(format!("{name}: no such search parameter")),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A setting changes its parameter; a bad one changes nothing and says why.
    #[test]
    fn tuning() {
        let mut p = SearchParams::FULL;
        p.tune("batch=1").unwrap();
        p.tune("lcb=5").unwrap();
        assert_eq!((p.batch, p.lcb_stdevs), (1, 5.0));
        for bad in ["batch", "batch=-1", "batch=x", "depth=3"] {
            assert!(p.tune(bad).is_err(), "{bad}");
        }
        assert_eq!(
            p,
            SearchParams {
                batch: 1,
                lcb_stdevs: 5.0,
                ..SearchParams::FULL
            }
        );
    }
}
