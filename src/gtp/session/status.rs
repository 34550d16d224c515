//! `final_status_list dead|alive|seki`: the stones' status at the count, judged from the
//! network's ownership averaged over its eight symmetries ([`crate::ai::judge`]);
//! `tengen-dead-threshold T` sets the judge's threshold and `tengen-dead-passes N` how
//! many of the closing passes the judged position keeps (`scripts/deadstones.py`
//! calibrates both against GNU Go).

use super::Session;
use crate::ai::judge::{black_ownership, judge_with, keeping_passes, Status};
use crate::engine::Game;
use crate::gtp::args;

impl Session {
    pub(super) fn final_status_list(&mut self, args: &[String]) -> Result<String, String> {
        let wanted = match super::arg(args, 0, "status")? {
            "dead" => Status::Dead,
            "alive" => Status::Alive,
            "seki" => Status::Seki,
            other => return Err(format!("unknown status {other}")),
        };
        let player = self.player.as_mut().ok_or("no network")?;
        // The position the page's suggestion judges too (see `judge::PASSES_KEPT`).
        let judged = Game::replay(&keeping_passes(self.game.record(), self.dead_passes))
            .map_err(|e| e.to_string())?;
        let ownership = black_ownership(player.evaluator(), &judged);
        let stones = judge_with(self.game.board(), &ownership, self.dead_threshold)
            .into_iter()
            .filter(|(status, _)| *status == wanted)
            .flat_map(|(_, stones)| stones);
        Ok(args::vertex_list(stones, self.game.size()))
    }

    pub(super) fn dead_passes(&mut self, args: &[String]) -> Result<String, String> {
        let text = super::arg(args, 0, "passes")?;
        self.dead_passes = text
            .parse::<usize>()
            .map_err(|_| format!("not a number of passes: {text}"))?;
        Ok(String::new())
    }

    pub(super) fn dead_threshold(&mut self, args: &[String]) -> Result<String, String> {
        let text = super::arg(args, 0, "threshold")?;
        self.dead_threshold = text
            .parse::<f32>()
            .ok()
            .filter(|t| (0.0..=1.0).contains(t))
            .ok_or_else(|| format!("not a threshold from 0 to 1: {text}"))?;
        Ok(String::new())
    }
}
