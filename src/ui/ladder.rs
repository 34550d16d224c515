//! The ladder on this device (`tengen.ladder`): every finished game against the computer
//! that the ladder rates moves the player's rating, said after the game and on Home; three
//! wins or losses in a row bring an offer of the next step, one tap to take; "Play at my
//! level" picks the opponent. The climb itself is [`crate::table::rating`]; a player from
//! before the ladder starts where their level streak left them.

use crate::problems::progress::Rating;
use crate::storage::keys::{LADDER, STREAK};
use crate::table::rating::{next_game, Climb, Ladder, Offer, Opponent, Rated};
use crate::table::{NewGame, Outcome, Table};
use crate::tr;
use crate::ui::browser::{load_value, save_value, stored_text};
use crate::ui::levels::rung_title;
use crate::ui::stored::{refused_words, take_words};

/// What the game on the play screen did to the rating, once rated: the screen's, for its
/// ending panel (context).
#[derive(Clone, Copy)]
pub struct RatedHere(pub leptos::prelude::RwSignal<Option<Rated>>);

/// The stored climb; a damaged one is set aside (and said by the next screen that writes
/// it) and a new climb starts. With none kept yet, a level streak kept before the ladder
/// starts it at that level's rung.
pub fn load() -> Climb {
    if stored_text(LADDER).is_none() {
        if let Some(climb) =
            stored_text(STREAK).and_then(|t| Climb::from_streak(&Ladder::measured(), &t))
        {
            return climb;
        }
    }
    load_value(LADDER)
}

/// Whether `outcome` ended the game: then the ladder counts it ([`after`]).
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

/// What counting a game on the ladder has to say.
pub struct Counted {
    /// A climb that was damaged (set aside) or could not be kept, for the screen's notice.
    pub trouble: Option<String>,
    /// The rating and any offer, which the result panel shows: for the announcer.
    pub said: String,
    pub rated: Rated,
}

/// Counts the game saved as `game` that has just ended at `table`, if the ladder rates it
/// (`with_takebacks`: the player's setting for games with a move taken back). Read, moved
/// and written at once, so a game ended in another tab meanwhile is counted too.
pub fn after(table: &Table, game: &str, with_takebacks: bool) -> Option<Counted> {
    let mut climb = load();
    let rated = climb.record_game(&Ladder::measured(), table, game, with_takebacks)?;
    let refused = save_value(LADDER, &climb).err();
    let mut trouble = take_words(&[LADDER]);
    trouble.extend(refused.map(|e| refused_words(LADDER, e)));
    let mut said = vec![rated_words(&rated)];
    said.extend(rated.offer.map(|o| offer_words(table, o)));
    Some(Counted {
        trouble: (!trouble.is_empty()).then(|| trouble.join(" ")),
        said: said.join(" "),
        rated,
    })
}

/// What game `game` did to the rating, if it was the last one rated.
pub fn rated(game: &str) -> Option<Rated> {
    load().rated(game)
}

/// "Your rating 1180 ± 90, up 24."
pub fn rated_words(rated: &Rated) -> String {
    let change = rated.change();
    let (rating, deviation) = numbers(&rated.after);
    if change > 0 {
        tr!(
            "ladder-rating-up",
            rating = rating,
            deviation = deviation,
            change = change
        )
    } else if change < 0 {
        tr!(
            "ladder-rating-down",
            rating = rating,
            deviation = deviation,
            change = -change
        )
    } else {
        tr!("ladder-rating-same", rating = rating, deviation = deviation)
    }
}

/// The rating and its deviation in whole points.
pub fn numbers(rating: &Rating) -> (i64, i64) {
    (
        rating.rating.round() as i64,
        rating.deviation.round() as i64,
    )
}

/// An opponent in words: "Rung 5", "Rung 4 · Beginner with one handicap stone for you".
pub fn opponent_words(opponent: Opponent) -> String {
    let rung = rung_title(opponent.rung);
    if opponent.stones == 0 {
        rung
    } else {
        tr!(
            "ladder-with-stones",
            opponent = rung,
            stones = i64::from(opponent.stones)
        )
    }
}

/// An offer in words: "Three wins in a row against Rung 4. Ready for Rung 5?"
pub fn offer_words(table: &Table, offer: Offer) -> String {
    let against = crate::table::rating::rated_opponent(table).map(|(o, _)| opponent_words(o));
    let against = against.unwrap_or_default();
    match offer {
        Offer::Harder(next) => tr!(
            "ladder-offer-harder",
            against = against,
            next = opponent_words(next)
        ),
        Offer::Easier(next) => tr!(
            "ladder-offer-easier",
            against = against,
            next = opponent_words(next)
        ),
    }
}

/// The button that takes an offer: "Play Rung 5".
pub fn take_words_for(offer: Offer) -> String {
    let (Offer::Harder(next) | Offer::Easier(next)) = offer;
    tr!("ladder-take-offer", next = opponent_words(next))
}

/// The game an offer leads to, after the game at `table`.
pub fn offered_game(table: &Table, offer: Offer) -> Option<NewGame> {
    let (Offer::Harder(next) | Offer::Easier(next)) = offer;
    next_game(table, next)
}

/// The rung of the last game rated, if one was.
pub fn last_rung() -> Option<u8> {
    Some(load().at.rung).filter(|&r| r >= 1)
}

/// "Play at my level": the opponent this device's player should beat about half the time.
pub fn my_level() -> Opponent {
    Ladder::measured().at_my_level(&load().rating)
}

/// The player's rating for Home, once a game was rated: "Your rating 1180 ± 90 after 12
/// games."
pub fn home_words() -> Option<String> {
    let climb = load();
    (climb.games > 0).then(|| {
        let (rating, deviation) = numbers(&climb.rating);
        tr!(
            "ladder-home-rating",
            rating = rating,
            deviation = deviation,
            games = i64::from(climb.games)
        )
    })
}
