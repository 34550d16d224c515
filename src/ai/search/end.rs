//! The end of the game inside the search: counted positions, first captures, and
//! positions after two passes, counted with the dead stones the network sees.

use super::value::{Utility, Value};
use crate::ai::final_status;
use crate::engine::{Color, EndReason, Game, GameResult, Phase, WinCondition};

/// How the game stands after a move played inside the search.
pub enum AfterMove {
    /// Play goes on: the position needs the evaluator.
    Playing,
    /// Two passes: the board is counted once the evaluator has said which stones are dead.
    Settling,
    /// The game is over; its worth to the player who just moved.
    Over(Value),
}

/// How `game` stands just after `mover` played.
pub fn after_move(game: &Game, mover: Color, utility: &Utility, root: Color) -> AfterMove {
    match game.phase() {
        Phase::Settling => AfterMove::Settling,
        Phase::Finished => match game.result() {
            Some(result) => AfterMove::Over(worth(&result, mover, utility, root)),
            None => AfterMove::Playing,
        },
        Phase::Playing if game.rules().win == WinCondition::FirstCapture && can_capture(game) => {
            // A capture ends the game: the player to move takes it and wins.
            AfterMove::Over(utility.value(0.0, -1.0, 0.0, mover == root))
        }
        Phase::Playing => AfterMove::Playing,
    }
}

/// Whether the player to move can capture a string now.
pub fn can_capture(game: &Game) -> bool {
    let me = game.to_move();
    game.board()
        .strings_in_atari()
        .iter()
        .any(|s| s.color != me && game.is_legal(me, s.liberties[0]))
}

/// A settling position (after two passes) counted with the strings [`final_status::status`] calls dead
/// marked; `ownership` is Black's view.
pub fn settle_by_ownership(
    game: &Game,
    ownership: &[f32],
    utility: &Utility,
    root: Color,
) -> Value {
    let mover = game.to_move().opposite();
    worth(&settled_result(game, ownership), mover, utility, root)
}

/// The result of a settling position counted with the dead stones `ownership` (Black's
/// view) shows, judged as the suggestion judges them.
pub fn settled_result(game: &Game, ownership: &[f32]) -> GameResult {
    let mut settled = game.clone();
    for p in final_status::dead_strings(game.board(), ownership) {
        // Marks the whole string; the game is settling, so this cannot be refused.
        let _ = settled.toggle_dead(p);
    }
    settled.count().result()
}

/// A finished game's worth to `player`.
fn worth(result: &GameResult, player: Color, utility: &Utility, root: Color) -> Value {
    let (win_rate, wl, sign) = match result.winner {
        Some(w) if w == player => (1.0, 1.0, 1.0),
        Some(_) => (0.0, -1.0, -1.0),
        None => (0.5, 0.0, 0.0),
    };
    let lead = match result.reason {
        EndReason::Count => sign * result.margin.as_f32(),
        _ => 0.0,
    };
    utility.value(win_rate, wl, lead, player == root)
}
