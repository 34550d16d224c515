//! The player's rating against the computer and the ladder's next step: every finished
//! game against a rung moves the rating (Glicko-2, as the problems' rating moves; the
//! rung's measured rating is the opponent's, less what its handicap stones are worth),
//! "play at my level" picks the rung (and handicap) the player should win about half the
//! time against, and three wins in a row at one rung offer the next step, three losses
//! one easier (club text 001: "adjusted as the weaker player starts winning often, for
//! example three games in a row"). Plain Rust; the screens keep a [`Climb`] on the device
//! as JSON ([`crate::json`]) under `crate::storage::keys::LADDER`.

use super::{NewGame, Seat, Table};
use crate::ai::player::ladder::{rung_of_level, rungs, stone_worth, ORIGIN};
use crate::engine::Color;
use crate::json::{FromJson, Json, ToJson};
use crate::problems::progress::{rate_against, Rating};
use skillratings::glicko2::{expected_score, Glicko2Rating};
use skillratings::Outcomes;

/// Games won (or lost) in a row at one rung that bring an offer.
pub const IN_A_ROW: i32 = 3;

/// The most handicap stones the ladder gives: one, the only stone whose worth was measured.
pub const MAX_STONES: u8 = 1;

/// The opponent of one game: a rung (1 is the weakest) and the handicap stones the
/// player takes from it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Opponent {
    pub rung: u8,
    pub stones: u8,
}

/// A rating and how well it is known (one deviation), on the ladder's Elo scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strength {
    pub rating: f64,
    pub deviation: f64,
}

/// The ladder as the rating sees it: each rung's strength, weakest first, and what one
/// handicap stone is worth at each.
#[derive(Clone, Debug, PartialEq)]
pub struct Ladder {
    pub rungs: Vec<Strength>,
    pub stone: Vec<f64>,
}

/// The least deviation a rung's rating is given: even a well-measured rung is an
/// opponent of some spread.
const RUNG_DEVIATION_FLOOR: f64 = 30.0;

impl Ladder {
    /// The ladder as measured (`crate::ai::player::ladder`), up to the first rung not measured:
    /// a rung's deviation is its 95% interval's half-width over 1.96, at least
    /// [`RUNG_DEVIATION_FLOOR`]; a stone is worth what was measured at the nearest rung
    /// (nothing, and no handicap is offered, before any was).
    pub fn measured() -> Ladder {
        let rungs: Vec<Strength> = rungs()
            .iter()
            .map_while(|r| r.measured)
            .map(|m| Strength {
                rating: f64::from(m.elo),
                deviation: (f64::from(m.within) / 1.96).max(RUNG_DEVIATION_FLOOR),
            })
            .collect();
        let stone = (1..=rungs.len() as u8)
            .map(|n| stone_worth(n).map_or(0.0, f64::from))
            .collect();
        Ladder { rungs, stone }
    }

    /// The opponent's strength: the rung's, less what the player's stones are worth.
    pub fn strength(&self, opponent: Opponent) -> Option<Strength> {
        let i = usize::from(opponent.rung).checked_sub(1)?;
        let rung = *self.rungs.get(i)?;
        let worth = self.stone.get(i).copied().unwrap_or(0.0);
        Some(Strength {
            rating: rung.rating - f64::from(opponent.stones) * worth,
            ..rung
        })
    }

    /// The share of games a player of `rating` is expected to win against `opponent`.
    pub fn expected(&self, rating: &Rating, opponent: Opponent) -> f64 {
        self.strength(opponent).map_or(0.5, |o| {
            let (me, _) = expected_score(&glicko(rating), &opponent_rating(o));
            me
        })
    }

    /// Every opponent the ladder offers: each rung, with no stone up to [`MAX_STONES`]
    /// where a stone's worth is known.
    pub fn opponents(&self) -> impl Iterator<Item = Opponent> + '_ {
        (1..=self.rungs.len() as u8).flat_map(move |rung| {
            let worth = self
                .stone
                .get(usize::from(rung) - 1)
                .copied()
                .unwrap_or(0.0);
            let most = if worth > 0.0 { MAX_STONES } else { 0 };
            (0..=most).map(move |stones| Opponent { rung, stones })
        })
    }

    /// "Play at my level": the opponent a player of `rating` is expected to beat nearest
    /// half the time; of two as near, the one with fewer stones.
    pub fn at_my_level(&self, rating: &Rating) -> Opponent {
        let gap = |o: &Opponent| (self.expected(rating, *o) - 0.5).abs();
        self.opponents()
            .min_by(|a, b| gap(a).total_cmp(&gap(b)).then(a.stones.cmp(&b.stones)))
            .unwrap_or(Opponent { rung: 1, stones: 0 })
    }

    /// One step harder than `at`: a stone fewer, or the next rung; None at the top.
    pub fn harder(&self, at: Opponent) -> Option<Opponent> {
        if at.stones > 0 {
            Some(Opponent {
                stones: at.stones - 1,
                ..at
            })
        } else {
            (usize::from(at.rung) < self.rungs.len()).then_some(Opponent {
                rung: at.rung + 1,
                ..at
            })
        }
    }

    /// One step easier than `at`: the rung below, or at the weakest a stone more (where
    /// the ladder offers one); None when nothing is easier.
    pub fn easier(&self, at: Opponent) -> Option<Opponent> {
        if at.rung > 1 {
            Some(Opponent {
                rung: at.rung - 1,
                ..at
            })
        } else {
            let more = Opponent {
                stones: at.stones + 1,
                ..at
            };
            self.opponents().any(|o| o == more).then_some(more)
        }
    }
}

/// What the app offers after a run of games: never forced, one tap to take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// Three wins in a row: this opponent is a step harder.
    Harder(Opponent),
    /// Three losses in a row: this opponent is a step easier.
    Easier(Opponent),
}

/// The last game rated, as the screen that ended it shows it again after a reload.
#[derive(Clone, Debug, PartialEq)]
pub struct LastGame {
    /// The saved game's id.
    pub game: String,
    pub rated: Rated,
}

/// The player's climb: the rating, and the run of wins or losses at one opponent.
#[derive(Clone, Debug, PartialEq)]
pub struct Climb {
    pub rating: Rating,
    /// The opponent of the last game rated (rung 0: none yet).
    pub at: Opponent,
    /// Wins in a row (positive) or losses in a row (negative) against `at`.
    pub run: i32,
    /// Games rated.
    pub games: u32,
    /// The last game rated (None before the first).
    pub last: Option<LastGame>,
}

impl Default for Climb {
    /// A new player: at the weakest rung's rating, as unsure as Glicko-2 starts anyone.
    fn default() -> Climb {
        let weakest = rungs()
            .first()
            .and_then(|r| r.measured)
            .map_or(f64::from(ORIGIN), |m| f64::from(m.elo));
        Climb {
            rating: Rating {
                rating: weakest,
                ..Rating::default()
            },
            at: Opponent::default(),
            run: 0,
            games: 0,
            last: None,
        }
    }
}

/// What one rated game did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rated {
    pub before: Rating,
    pub after: Rating,
    pub offer: Option<Offer>,
}

impl Rated {
    /// The rating's change, in whole points ("up 24").
    pub fn change(&self) -> i64 {
        (self.after.rating.round() - self.before.rating.round()) as i64
    }
}

impl Climb {
    /// Records a finished game against `against` (one the player neither undid nor
    /// abandoned; the screens decide which count): `won` is the player's win, loss, or
    /// None for a draw. Moves the rating, and after [`IN_A_ROW`] wins or losses in a row
    /// against the same opponent offers a step (the run then starts again).
    pub fn record(&mut self, ladder: &Ladder, against: Opponent, won: Option<bool>) -> Rated {
        let before = self.rating;
        if let Some(o) = ladder.strength(against) {
            let outcome = match won {
                Some(true) => Outcomes::WIN,
                Some(false) => Outcomes::LOSS,
                None => Outcomes::DRAW,
            };
            self.rating = rate_against(self.rating, o.rating, o.deviation, outcome);
            self.games = self.games.saturating_add(1);
        }
        if against != self.at {
            self.run = 0;
        }
        self.at = against;
        self.run = match won {
            Some(true) => self.run.max(0) + 1,
            Some(false) => self.run.min(0) - 1,
            None => 0,
        };
        let offer = if self.run >= IN_A_ROW {
            ladder.harder(against).map(Offer::Harder)
        } else if self.run <= -IN_A_ROW {
            ladder.easier(against).map(Offer::Easier)
        } else {
            None
        };
        if self.run.abs() >= IN_A_ROW {
            self.run = 0;
        }
        Rated {
            before,
            after: self.rating,
            offer,
        }
    }

    /// Records the game that has just ended at `table`, saved as `game`, if the ladder
    /// rates it ([`rated_opponent`]) and it was not rated already; `with_takebacks` is the
    /// player's setting: whether a game in which a move was taken back counts.
    pub fn record_game(
        &mut self,
        ladder: &Ladder,
        table: &Table,
        game: &str,
        with_takebacks: bool,
    ) -> Option<Rated> {
        if self.last.as_ref().is_some_and(|l| l.game == game) {
            return None;
        }
        if table.took_back() && !with_takebacks {
            return None;
        }
        let (against, won) = rated_opponent(table)?;
        let rated = self.record(ladder, against, won);
        self.last = Some(LastGame {
            game: game.to_string(),
            rated,
        });
        Some(rated)
    }

    /// A new climb for a player whose level streak, as kept before the ladder ("last level
    /// run"), left the computer at a level: rated as that level's rung, as unsure as
    /// Glicko-2 starts anyone. None for a streak that does not read or never moved.
    pub fn from_streak(ladder: &Ladder, text: &str) -> Option<Climb> {
        let level = text.split_whitespace().nth(1)?.parse::<u8>().ok()?;
        let rung = rung_of_level(level)? as u8;
        let start = ladder.strength(Opponent { rung, stones: 0 })?;
        let mut climb = Climb::default();
        climb.rating.rating = start.rating;
        Some(climb)
    }

    /// What rating game `game` gave, if it was the last rated.
    pub fn rated(&self, game: &str) -> Option<Rated> {
        self.last
            .as_ref()
            .filter(|l| l.game == game)
            .map(|l| l.rated)
    }

    /// Whether every number is one the climb can go on from (stored data may be anything).
    pub fn is_sane(&self) -> bool {
        self.rating.is_sane()
            && usize::from(self.at.rung) <= rungs().len()
            && self.at.stones <= MAX_STONES
            && self.run.abs() < IN_A_ROW
    }
}

/// The next game after the one at `table` against `against`: its rematch (the same rules,
/// board and clock, colours as the rules' rematch gives them) at the new rung, the person
/// taking Black when `against` gives them handicap stones. None if `table`'s game is not a
/// finished game against the computer.
pub fn next_game(table: &Table, against: Opponent) -> Option<NewGame> {
    let seat = table.computer_seat()?;
    let person = table.player(seat.color.opposite()).clone();
    let mut next = table.rematch().ok()?;
    let person_black = against.stones > 0 || next.players[0] == person;
    let computer = Seat::computer(against.rung);
    next.players = if person_black {
        [person, computer]
    } else {
        [computer, person]
    };
    next.handicap = against.stones;
    next.komi = next.rules.komi_for(against.stones);
    Some(next)
}

/// The opponent a finished game at `table` was played against and whether the person won
/// (None: a draw), if the ladder rates it: against the computer at a rung, the person
/// taking at most [`MAX_STONES`] handicap stones and the computer none.
pub fn rated_opponent(table: &Table) -> Option<(Opponent, Option<bool>)> {
    let seat = table.computer_seat()?;
    let game = table.game();
    let result = game.result()?;
    let handicap = game.handicap();
    let stones = if handicap == 0 {
        0
    } else if seat.color == Color::White && handicap <= MAX_STONES {
        handicap
    } else {
        return None;
    };
    let won = result.winner.map(|w| w != seat.color);
    Some((
        Opponent {
            rung: seat.rung,
            stones,
        },
        won,
    ))
}

fn glicko(r: &Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn opponent_rating(o: Strength) -> Glicko2Rating {
    Glicko2Rating {
        rating: o.rating,
        deviation: o.deviation,
        volatility: 0.06,
    }
}

crate::json_struct!(Opponent { rung, stones });
crate::json_struct!(Rated {
    before,
    after,
    #[omitted]
    offer
});
crate::json_struct!(LastGame { game, rated });
crate::json_struct!(Climb {
    rating,
    at,
    run,
    games,
    #[omitted]
    last
});
crate::stored_json!(Climb, check = climb_is_sane);

/// Glicko-2 can go on from the rating, and the rung, stones and run are ones play reaches.
fn climb_is_sane(climb: &Climb) -> Result<(), crate::storage::DamageReason> {
    if climb.is_sane() {
        Ok(())
    } else {
        Err(crate::storage::DamageReason::Absurd(
            "the rating or the rung".into(),
        ))
    }
}

// An offer as stored: `{"harder":{"rung":5,"stones":0}}` or `{"easier":…}`.
impl ToJson for Offer {
    fn to_json(&self) -> Json {
        let (step, to) = match self {
            Offer::Harder(to) => ("harder", to),
            Offer::Easier(to) => ("easier", to),
        };
        Json::object(vec![(step, to.to_json())])
    }
}

impl FromJson for Offer {
    fn from_json(json: &Json) -> Option<Offer> {
        match (json.get("harder"), json.get("easier")) {
            (Some(to), None) => Some(Offer::Harder(Opponent::from_json(to)?)),
            (None, Some(to)) => Some(Offer::Easier(Opponent::from_json(to)?)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests;
