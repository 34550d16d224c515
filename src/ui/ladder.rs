//! The level ladder on this device (`tengen.ladder`), when Settings switch it on: each
//! finished game against the computer counts, a rematch or a new game takes the level it
//! leads to, and a move on the ladder is said in words. The ladder itself is
//! [`crate::table::ladder`].

use crate::table::ladder::{Ladder, Step};
use crate::table::{NewGame, Outcome, Seat, Table};
use crate::tr;
use crate::ui::browser::{store_text, stored_text};
use crate::ui::computer::level_name;

const KEY: &str = "tengen.ladder";

fn load() -> Ladder {
    stored_text(KEY).map_or_else(Ladder::default, |text| Ladder::from_json(&text))
}

/// Counts the game if `outcome` ended it; the words for a move on the ladder, if it moved.
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
    let mut ladder = load();
    let step = ladder.record_game(table);
    // Storage full or off: only the streak is lost.
    store_text(KEY, &ladder.to_json());
    Some(match step? {
        Step::Up(level) => tr!("computer-ladder-up", level = level_name(level)),
        Step::Down(level) => tr!("computer-ladder-down", level = level_name(level)),
    })
}

/// A rematch against the computer at the level the ladder gives after this game.
pub fn rematch(next: &mut NewGame) {
    let ladder = load();
    for seat in &mut next.players {
        if let Seat::Computer { level } = seat {
            *level = ladder.level_after(*level);
        }
    }
}

/// The level a new game against the computer starts at: the ladder's, else the weakest.
pub fn start_level() -> u8 {
    load()
        .next_level()
        .unwrap_or(crate::ui::computer::BEGINNER_LEVEL)
}
