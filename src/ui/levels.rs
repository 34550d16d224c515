//! The computer's levels as the menus name them: the levels table of `crate::ai::level`
//! (its words and measurements: the search itself stays in the worker).

use crate::ai::ladder::{Rung, GNUGO};
use crate::ai::level::{levels, Beside, Level};
use crate::i18n::{tr, tr_args, Args};
use crate::table::Seat;

/// The level a first game against the computer starts at: the weakest.
pub const BEGINNER_LEVEL: u8 = 1;

/// A level's name in the player's language, by its number (1 is the weakest).
pub fn level_name(number: u8) -> String {
    match Level::by_number(usize::from(number)) {
        Some(level) => tr(level.words.name),
        None => crate::tr!("computer-level-number", number = i64::from(number)),
    }
}

/// What playing a level is like, and what it measured against GNU Go, in words, for the
/// level menu: "Plays by instinct… On 9x9 about as strong as GNU Go 3.8 at level 5: won 6
/// of 10 games. Loses about 0.6 points a move."
pub fn level_measured(number: u8) -> String {
    let Some(level) = Level::by_number(usize::from(number)) else {
        return String::new();
    };
    let measured = &level.measured;
    let mut words = vec![tr(level.words.description)];
    words.extend(measured.beside_gnugo().and_then(|beside| {
        let gnugo = match beside {
            Beside::Weaker => 0,
            Beside::About(gnugo) => gnugo,
            Beside::Stronger => 10,
        };
        let r = measured.against_gnugo(gnugo)?;
        let (won, games) = (i64::from(r.won), i64::from(r.games));
        Some(match beside {
            Beside::Weaker => crate::tr!("computer-level-weaker", won = won, games = games),
            Beside::About(_) => crate::tr!(
                "computer-level-about",
                gnugo = i64::from(gnugo),
                won = won,
                games = games
            ),
            Beside::Stronger => crate::tr!("computer-level-stronger", won = won, games = games),
        })
    }));
    if let Some(points) = measured.points_lost {
        let points = (f64::from(points) * 10.0).round() / 10.0;
        words.push(crate::tr!("computer-level-points-lost", points = points));
    }
    if let Some(r) = measured.gnugo_10_19x19 {
        words.push(crate::tr!(
            "computer-level-measured-19",
            won = i64::from(r.won),
            games = i64::from(r.games)
        ));
    }
    words.join(" ")
}

/// A rung's name in the player's language: "Rung 5".
pub fn rung_name(number: u8) -> String {
    crate::tr!("computer-rung", number = i64::from(number))
}

/// What playing a rung is like and what the ladder measured of it, for the level menu:
/// "Plays by instinct… Rated 1230 ± 80 on the ladder's own scale, from 9x9 games. Won 27
/// of 40 9x9 games against rung 6." The weakest rung also places GNU Go on the scale.
pub fn rung_measured(number: u8) -> String {
    let Some(rung) = Rung::by_number(usize::from(number)) else {
        return String::new();
    };
    let mut args = Args::new();
    args.set("visits", i64::from(rung.knob.visits()));
    let mut words = vec![tr_args(rung.about, Some(&args))];
    if let Some(m) = &rung.measured {
        words.push(crate::tr!(
            "computer-rung-rated",
            elo = m.elo.round() as i64,
            within = m.within.round() as i64
        ));
        words.extend(m.below.map(|r| {
            crate::tr!(
                "computer-rung-below",
                won = i64::from(r.won),
                games = i64::from(r.games),
                below = i64::from(number) - 1
            )
        }));
    }
    if let (1, [zero, ten]) = (number, GNUGO) {
        let (elo0, elo10) = (zero.elo.round() as i64, ten.elo.round() as i64);
        words.push(crate::tr!(
            "computer-rung-gnugo",
            elo0 = elo0,
            elo10 = elo10
        ));
    }
    words.join(" ")
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

    /// Each rung has its own name and says what it is like and what it measured; the
    /// weakest places GNU Go on the scale.
    #[test]
    fn every_rung_says_how_it_measured() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        let top = crate::ai::ladder::rungs().len() as u8;
        assert_eq!(rung_name(5), "Rung 5");
        for n in 1..=top {
            let words = rung_measured(n);
            assert!(!words.contains("computer-rung"), "{words}");
            assert!(words.contains("on the ladder's own scale"), "{words}");
            assert_eq!(n > 1, words.contains("games against rung"), "{words}");
        }
        assert!(rung_measured(1).contains("GNU Go 3.8 rates"));
        assert!(rung_measured(top - 1).contains("positions ahead"));
        assert_eq!(rung_measured(0), "");
    }

    /// Each level says what playing it is like and what it measured against GNU Go, the
    /// strongest on 19x19 too.
    #[test]
    fn every_level_says_how_it_measured() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        let weakest = level_measured(1);
        assert!(
            weakest.contains("On 9x9 weaker than GNU Go 3.8 at its weakest level: won"),
            "{weakest}"
        );
        assert!(
            weakest.starts_with("Sees only some of the moves"),
            "{weakest}"
        );
        let top = levels().len() as u8;
        assert!(level_measured(top).ends_with("On 19x19: won 10 of 10."));
        assert!((1..=top).all(|n| level_measured(n).contains("GNU Go 3.8")));
        assert!((1..=top).all(|n| level_measured(n).contains("points a move")));
        assert_eq!(level_measured(0), "");
    }
}
