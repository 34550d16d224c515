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

/// How each level measured against GNU Go 3.8 (Debian's, `--chinese-rules`, komi 7.5) on
/// 9x9, weakest first: games won, games played, GNU Go's level (`scripts/measure.sh
/// strength` and `weakest`, and `scripts/strength.py` for the levels between).
const MEASURED_9X9: [(u16, u16, u8); 7] = [
    (0, 10, 0),
    (2, 10, 10),
    (5, 10, 10),
    (9, 10, 10),
    (10, 10, 10),
    (10, 10, 10),
    (50, 50, 10),
];
/// The strongest level on 19x19, against GNU Go level 10.
const MEASURED_19X19: (u16, u16) = (10, 10);

/// What a level measured against GNU Go, in words, for the level menu.
pub fn level_measured(number: u8) -> String {
    let Some(&(won, games, gnugo)) = usize::from(number)
        .checked_sub(1)
        .and_then(|i| MEASURED_9X9.get(i))
    else {
        return String::new();
    };
    let mut words = crate::tr!(
        "computer-level-measured",
        won = i64::from(won),
        games = i64::from(games),
        gnugo = i64::from(gnugo)
    );
    if usize::from(number) == MEASURED_9X9.len() {
        let (won, games) = MEASURED_19X19;
        words.push(' ');
        words.push_str(&crate::tr!(
            "computer-level-measured-19",
            won = i64::from(won),
            games = i64::from(games)
        ));
    }
    words
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

    /// Each level says what it measured against GNU Go; the strongest on 19x19 too.
    #[test]
    fn every_level_says_how_it_measured() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        assert_eq!(
            level_measured(1),
            "Measured on 9x9: won 0 of 10 games against GNU Go 3.8 at its weakest level."
        );
        let top = levels().len() as u8;
        assert!(level_measured(top).ends_with("On 19x19: won 10 of 10."));
        assert!((1..=top).all(|n| level_measured(n).starts_with("Measured on 9x9")));
        assert_eq!(level_measured(0), "");
        assert_eq!(MEASURED_9X9.len(), levels().len());
    }
}
