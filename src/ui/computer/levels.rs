//! The computer's levels as the menus name them: the levels table of `crate::ai::level`
//! (only its ids and order: the search itself stays in the worker).

use crate::ai::level::levels;
use crate::i18n::tr;
use crate::table::Seat;

/// The level a first game against the computer starts at: the weakest.
pub const BEGINNER_LEVEL: u8 = 1;

/// A level's name in the player's language, by its number (1 is the weakest).
pub fn level_name(number: u8) -> String {
    let id = usize::from(number)
        .checked_sub(1)
        .and_then(|i| levels().get(i))
        .map_or("", |l| l.id);
    match id {
        "first-game" => tr("computer-level-first-game"),
        "beginner" => tr("computer-level-beginner"),
        "casual" => tr("computer-level-casual"),
        "club" => tr("computer-level-club"),
        "strong-club" => tr("computer-level-strong-club"),
        "expert" => tr("computer-level-expert"),
        "strongest" => tr("computer-level-strongest"),
        _ => crate::tr!("computer-level-number", number = i64::from(number)),
    }
}

/// A seat's name as the screens show it: a person's own, the computer's with its level
/// ("Computer (Casual)"); records keep `Seat::name`.
pub fn seat_name(seat: &Seat) -> String {
    match seat.computer_level() {
        Some(level) => crate::tr!("computer-name", level = level_name(level)),
        None => seat.name().into_owned(),
    }
}

/// The level menu: every level's number and name, weakest first.
pub fn level_choices() -> Vec<(u8, String)> {
    (1..=levels().len() as u8)
        .map(|n| (n, level_name(n)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every level of the table has its own name in the menu, weakest first.
    #[test]
    fn every_level_is_named() {
        let menu = level_choices();
        assert_eq!(menu.len(), levels().len());
        assert_eq!(menu[0].0, BEGINNER_LEVEL);
        let mut names: Vec<_> = menu.iter().map(|(_, n)| n.clone()).collect();
        assert!(names.iter().all(|n| !n.contains("computer-level")));
        names.dedup();
        assert_eq!(names.len(), levels().len());
    }
}
