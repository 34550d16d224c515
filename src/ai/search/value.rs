//! What a position is worth to the player to move: win minus loss plus a saturating
//! score term (KataGo's `getScoreUtility`, without the score's spread).

use super::params::SearchParams;
use crate::ai::Evaluation;
use std::f32::consts::FRAC_2_PI;

/// A leaf's worth from the view of one player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Value {
    /// What the search maximises: `win - loss` plus the score terms.
    pub utility: f32,
    /// Probability of winning (a game without result counts half).
    pub win_rate: f32,
    /// Expected score lead in points.
    pub lead: f32,
}

impl Value {
    /// The same worth seen by the opponent.
    pub fn flip(self) -> Value {
        Value {
            utility: -self.utility,
            win_rate: 1.0 - self.win_rate,
            lead: -self.lead,
        }
    }
}

/// Turns win/loss and lead into utility for one board size and one root.
#[derive(Clone, Copy, Debug)]
pub struct Utility {
    static_weight: f32,
    static_scale: f32,
    dynamic_weight: f32,
    dynamic_scale: f32,
    /// The lead the root player expected when the search started.
    root_lead: f32,
}

impl Utility {
    pub fn new(params: &SearchParams, size: u8, root_lead: f32) -> Utility {
        let side = size as f32; // sqrt(area) of a square board
        Utility {
            static_weight: params.static_score_utility,
            static_scale: 2.0 * side,
            dynamic_weight: params.dynamic_score_utility,
            dynamic_scale: 0.75 * side,
            root_lead,
        }
    }

    /// The worth of an outcome to a player: `win_minus_loss` in -1..1, `lead` in points;
    /// `root_player` says whether that player is the one to move at the root.
    pub fn value(&self, win_rate: f32, win_minus_loss: f32, lead: f32, root_player: bool) -> Value {
        let center = if root_player {
            self.root_lead
        } else {
            -self.root_lead
        };
        let utility = win_minus_loss
            + self.static_weight * FRAC_2_PI * (lead / self.static_scale).atan()
            + self.dynamic_weight * FRAC_2_PI * ((lead - center) / self.dynamic_scale).atan();
        Value {
            utility,
            win_rate,
            lead,
        }
    }

    /// The network's verdict, from the view of the player to move in the evaluated position.
    pub fn of_evaluation(&self, e: &Evaluation, root_player: bool) -> Value {
        let win_rate = e.win + 0.5 * e.no_result;
        self.value(win_rate, e.win - e.loss, e.lead, root_player)
    }
}
