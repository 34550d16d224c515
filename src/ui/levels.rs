//! The computer's rungs as the menus name them: the ladder of `crate::ai::player::ladder`, the
//! seven levels of `crate::ai::player::level` among them by their names (their words and
//! measurements: the search itself stays in the worker).

use crate::ai::player::ladder::{level_of_rung, rungs, Rung, GNUGO};
use crate::ai::player::level::{Beside, Level};
use crate::i18n::{tr, tr_args, Args};
use crate::table::Seat;

/// The rung a first game against the computer starts at: the weakest.
pub const FIRST_RUNG: u8 = 1;

/// A level's name in the player's language, by its number (1 is the weakest).
fn level_name(number: u8) -> String {
    match Level::by_number(usize::from(number)) {
        Some(level) => tr(level.words.name),
        None => crate::tr!("computer-level-number", number = i64::from(number)),
    }
}

/// A rung's title in the menus: "Rung 4 · Beginner" where a level is that rung, else
/// "Rung 5".
pub fn rung_title(number: u8) -> String {
    match level_of_rung(number) {
        Some(level) => crate::tr!(
            "computer-rung-named",
            number = i64::from(number),
            name = level_name(level)
        ),
        None => rung_name(number),
    }
}

/// What the rung menu says of a rung: what playing it is like and what the ladder measured
/// ([`rung_measured`]), and for one of the seven levels what it measured against GNU Go.
pub fn rung_note(number: u8) -> String {
    let mut words = vec![rung_measured(number)];
    if let Some(level) = level_of_rung(number) {
        words.extend(level_measured(level).into_iter().skip(1));
    }
    words.join(" ")
}

/// What playing a level is like, and what it measured against GNU Go, in sentences:
/// "Plays by instinct…", "On 9x9 about as strong as GNU Go 3.8 at level 5: won 6 of 10
/// games.", "Loses about 0.6 points a move."
fn level_measured(number: u8) -> Vec<String> {
    let Some(level) = Level::by_number(usize::from(number)) else {
        return Vec::new();
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
    words
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

/// A seat's name as the screens show it: a person's own, the computer's with its rung
/// ("Computer (Rung 7 · Casual)"); records keep `Seat::name`.
pub fn seat_name(seat: &Seat) -> String {
    match seat.computer_rung() {
        Some(rung) => crate::tr!("computer-name", level = rung_title(rung)),
        None => seat.name().into_owned(),
    }
}

/// The rung menu: every rung's number and title, weakest first.
pub fn rung_choices() -> Vec<(u8, String)> {
    (1..=rungs().len() as u8)
        .map(|n| (n, rung_title(n)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::player::level::levels;

    /// Every rung has its own title in the menu, weakest first; the seven levels' rungs
    /// carry the levels' names, and say what the level measured against GNU Go.
    #[test]
    fn every_rung_is_named() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        let menu = rung_choices();
        assert_eq!(menu.len(), rungs().len());
        assert_eq!(menu[0], (FIRST_RUNG, "Rung 1 · First game".to_string()));
        assert_eq!(menu[1].1, "Rung 2");
        assert_eq!(menu[16].1, "Rung 17 · Strongest");
        let mut names: Vec<_> = menu.iter().map(|(_, n)| n.clone()).collect();
        assert!(names.iter().all(|n| !n.contains("computer-")));
        names.dedup();
        assert_eq!(names.len(), rungs().len());
        let named = menu.iter().filter(|(_, n)| n.contains('·')).count();
        assert_eq!(named, levels().len());
        assert!(rung_note(4).contains("GNU Go 3.8 at"), "{}", rung_note(4));
        assert!(!rung_note(5).contains("points a move"), "{}", rung_note(5));
        assert_eq!(seat_name(&Seat::computer(7)), "Computer (Rung 7 · Casual)");
    }

    /// Each rung has its own name and says what it is like and what it measured; the
    /// weakest places GNU Go on the scale.
    #[test]
    fn every_rung_says_how_it_measured() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        let top = crate::ai::player::ladder::rungs().len() as u8;
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
        let weakest = level_measured(1).join(" ");
        assert!(
            weakest.contains("On 9x9 weaker than GNU Go 3.8 at its weakest level: won"),
            "{weakest}"
        );
        assert!(
            weakest.starts_with("Sees only some of the moves"),
            "{weakest}"
        );
        let top = levels().len() as u8;
        let said = |n| level_measured(n).join(" ");
        assert!(said(top).ends_with("On 19x19: won 10 of 10."));
        assert!((1..=top).all(|n| said(n).contains("GNU Go 3.8")));
        assert!((1..=top).all(|n| said(n).contains("points a move")));
        assert_eq!(said(0), "");
    }
}
