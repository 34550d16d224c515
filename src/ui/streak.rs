//! The level streak on this device (`tengen.streak`), when Settings switch it on: each
//! finished game against the computer counts, a rematch or a new game takes the level it
//! leads to, and a change of level is said in words. The streak itself is
//! [`crate::table::streak`].

use crate::table::streak::{Step, Streak};
use crate::table::{NewGame, Outcome, Seat, Table};
use crate::tr;
use crate::ui::browser::{store_text, stored_text};
use crate::ui::computer::level_name;

const KEY: &str = "tengen.streak";

fn load() -> Streak {
    stored_text(KEY).map_or_else(Streak::default, |text| Streak::from_text(&text))
}

/// Counts the game if `outcome` ended it; the words for a change of level, if it moved.
pub fn after(outcome: &Outcome, table: &Table) -> Option<String> {
    let ended = matches!(
        outcome,
        Outcome::Played {
            result: Some(_),
            ..
        } | Outcome::Agreed(_)
            | Outcome::TimeOut { .. }
    );
    if !ended {
        return None;
    }
    let mut streak = load();
    let step = streak.record_game(table);
    // Storage full or off: only the streak is lost.
    store_text(KEY, &streak.to_text());
    Some(match step? {
        Step::Up(level) => tr!("computer-streak-up", level = level_name(level)),
        Step::Down(level) => tr!("computer-streak-down", level = level_name(level)),
    })
}

/// A rematch against the computer at the level the streak gives after this game.
pub fn rematch(next: &mut NewGame) {
    let streak = load();
    for seat in &mut next.players {
        if let Seat::Computer { level } = seat {
            *level = streak.level_after(*level);
        }
    }
}

/// The level a new game against the computer starts at: the streak's, else the weakest.
pub fn start_level() -> u8 {
    load()
        .next_level()
        .unwrap_or(crate::ui::computer::BEGINNER_LEVEL)
}
