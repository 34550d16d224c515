//! How each value kept under one key reads back, and when its numbers are absurd.

use super::{from_json, Stored};
use crate::problems::progress::Progress as ProblemProgress;
use crate::problems::shelf::Mine;
use crate::saved::DamageReason;

/// A value stored as its JSON ([`crate::json`]), with a check of its numbers if it has
/// any that play cannot reach.
macro_rules! json_value {
    ($(#[$doc:meta])* $value:ty $(, check = $check:expr)?) => {
        $(#[$doc])*
        impl Stored for $value {
            fn from_stored(text: &str) -> Result<Self, DamageReason> {
                let value: Self = from_json(text)?;
                $( $check(&value)?; )?
                Ok(value)
            }

            fn to_stored(&self) -> String {
                crate::json::to_string(self)
            }
        }
    };
}

json_value!(crate::settings::Settings);
json_value!(crate::learn::Progress);
json_value!(
    /// The ids of the games by link.
    Vec<String>
);
json_value!(
    /// A game by link: it reads only if its record replays.
    crate::post::Kept
);
json_value!(ProblemProgress, check = rating_is_sane);
json_value!(Mine, check = numbers_are_unique);
json_value!(crate::problems::rush::Best);
json_value!(crate::table::Climb, check = climb_is_sane);

/// Stored text that reads as JSON of the right shape but holds numbers no play reaches.
fn absurd(what: &str) -> DamageReason {
    DamageReason::Absurd(what.to_string())
}

/// Glicko-2 can go on from the rating (finite, positive deviation and volatility).
fn rating_is_sane(progress: &ProblemProgress) -> Result<(), DamageReason> {
    if progress.rating.is_sane() {
        Ok(())
    } else {
        Err(absurd("the rating"))
    }
}

/// Glicko-2 can go on from the rating, and the rung, stones and run are ones play reaches.
fn climb_is_sane(climb: &crate::table::Climb) -> Result<(), DamageReason> {
    if climb.is_sane() {
        Ok(())
    } else {
        Err(absurd("the rating or the rung"))
    }
}

/// Imports are numbered from 1, each number once.
fn numbers_are_unique(mine: &Mine) -> Result<(), DamageReason> {
    let mut numbers: Vec<u32> = mine.imports.iter().map(|i| i.number).collect();
    numbers.sort_unstable();
    let before = numbers.len();
    numbers.dedup();
    if numbers.len() != before || numbers.first() == Some(&0) {
        return Err(absurd("the imports' numbers"));
    }
    Ok(())
}
