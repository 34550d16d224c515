//! `final_status_list dead|alive|seki`: the stones' status at the count, as the page's
//! suggestion judges them ([`crate::ai::judge::judge_game`]: a short search from the
//! position the players reached, play resumed; the same position, the same answer).

use super::Session;
use crate::ai::final_status::FinalStatus;
use crate::ai::judge::judge_game;

impl Session {
    pub(super) fn final_status_list(&mut self, args: &[String]) -> Result<String, String> {
        let wanted = match super::arg(args, 0, "status")? {
            "dead" => FinalStatus::Dead,
            "alive" => FinalStatus::Alive,
            "seki" => FinalStatus::Seki,
            other => return Err(format!("unknown status {other}")),
        };
        let player = self.player.as_mut().ok_or("no network")?;
        let stones = judge_game(player.evaluator(), &self.game, &super::computer::clock)
            .into_iter()
            .filter(|(status, _)| *status == wanted)
            .flat_map(|(_, stones)| stones);
        Ok(crate::gtp::args::vertex_list(stones, self.game.size()))
    }
}
