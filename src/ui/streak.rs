//! The level streak on this device (`tengen.streak`), when Settings switch it on: each
//! finished game against the computer counts, a rematch or a new game takes the level it
//! leads to, and a change of level is said in words. The streak itself is
//! [`crate::table::streak`].

use crate::storage::keys::STREAK;
use crate::table::streak::{Step, Streak};
use crate::table::{NewGame, Outcome, Seat, Table};
use crate::tr;
use crate::ui::browser::{load_value, save_value};
use crate::ui::computer::level_name;
use crate::ui::stored::{refused_words, take_words};

/// The stored streak; a damaged one is set aside and said after the next game.
fn load() -> Streak {
    load_value(STREAK)
}

/// Whether `outcome` ended the game: then the streak counts it ([`after`]).
pub fn ends_game(outcome: &Outcome) -> bool {
    matches!(
        outcome,
        Outcome::Played {
            result: Some(_),
            ..
        } | Outcome::Agreed(_)
            | Outcome::TimeOut { .. }
    )
}

/// Counts the game that has just ended at `table`; the words for a change of level, if
/// it moved, and for a streak that was damaged (set aside) or could not be kept.
pub fn after(table: &Table) -> Option<String> {
    let mut streak = load();
    let step = streak.record_game(table);
    let refused = save_value(STREAK, &streak).err();
    let mut words = take_words(&[STREAK]);
    words.extend(refused.map(|e| refused_words(STREAK, e)));
    words.extend(step.map(|step| match step {
        Step::Up(level) => tr!("computer-streak-up", level = level_name(level)),
        Step::Down(level) => tr!("computer-streak-down", level = level_name(level)),
    }));
    (!words.is_empty()).then(|| words.join(" "))
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
