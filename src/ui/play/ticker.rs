//! The clock ticker: the clock of the player to move runs while the game is played, the
//! page is visible and the clock is not paused. Time while hidden is never charged; a
//! game opened again waits for "Continue clock".

use crate::table::{Action, Table};
use crate::ui::browser::{every, now_ms, page_hidden};
use crate::ui::session::Session;
use leptos::prelude::*;
use std::cell::Cell;
use std::time::Duration;

/// How often the clock is read.
const TICK: Duration = Duration::from_millis(100);

/// Runs the session's clock while the calling screen is shown.
pub fn clock_ticker(session: Session) {
    if session.table.with_untracked(|t| t.clock().is_none()) {
        return;
    }
    // Back at the table (from the saved list, another screen): nobody's time runs
    // before the players are.
    let _ = session.act(Action::WaitForPlayers);
    let last = Cell::new(now_ms());
    every(TICK, move || {
        let t = now_ms();
        let elapsed_ms = (t - last.replace(t)).max(0.0) as u64;
        if page_hidden() || !session.table.with_untracked(Table::clock_running) {
            return;
        }
        // A flag fall ends the game inside `act`; the screen shows the result.
        let _ = session.act(Action::Tick { elapsed_ms });
    });
}
