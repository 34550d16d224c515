//! A problem's board as every problem screen draws it (one problem, the day's, the rush).

use crate::problems::attempt::{Attempt, Hint, Standing};
use crate::problems::model::Goal;
use crate::ui::board_view::{board_model, BoardModel, Overlays};

/// The board: the position, the string the problem is about ringed while it is being
/// solved, and the hint.
pub fn problem_model(a: &Attempt) -> BoardModel {
    let game = a.game();
    let mut m = board_model(game, Overlays::default());
    let solving = a.standing() == Standing::Solving;
    if let Some(target) = a.problem().goal.map(Goal::target).filter(|_| solving) {
        for p in game.board().string_stones(target) {
            m.at(p).marked = true;
        }
    }
    match a.hint() {
        Some(Hint::Area(points)) => {
            for &p in points {
                m.at(p).marked = true;
            }
        }
        Some(Hint::Move(p)) => m.at(*p).hint = Some(1),
        None => {}
    }
    m
}
