//! Who sits at each colour.

use crate::ai::player::ladder::{rung_of_level, rungs};
use crate::engine::Color;
use crate::saved::ComputerSeat;
use std::borrow::Cow;

/// What the computer player is called in records: `PW[Tengen rung 9]`. An SGF record
/// naming a player so continues against the computer at that rung.
const COMPUTER_NAME: &str = "Tengen rung ";

/// What records written before the ladder call the computer: `PW[Tengen level 4]`, one of
/// the seven levels, each now a rung (`crate::ai::player::ladder::rung_of_level`).
const LEVEL_NAME: &str = "Tengen level ";

/// The player of one colour: a person at this device, a person at another device (a game
/// by link) or the computer player. The play screen asks a seat what it is and never who
/// plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this device.
    Person { name: String },
    /// The computer player at a rung of `crate::ai::player::ladder` (1 is the weakest).
    Computer { rung: u8 },
    /// A person at another device, whose moves arrive by link ([`crate::post`]).
    Remote { name: String },
}

impl Seat {
    pub fn person(name: impl Into<String>) -> Seat {
        Seat::Person { name: name.into() }
    }

    pub fn computer(rung: u8) -> Seat {
        Seat::Computer { rung }
    }

    /// The seat a record's name stands for: "Tengen rung 9" is the computer at rung 9
    /// (and "Tengen level 4", written before the ladder, at the rung level 4 became), any
    /// other name a person.
    pub fn from_name(name: &str) -> Seat {
        let number = |prefix: &str| name.strip_prefix(prefix)?.trim().parse::<u8>().ok();
        number(COMPUTER_NAME)
            .filter(|&n| (1..=rungs().len()).contains(&usize::from(n)))
            .or_else(|| rung_of_level(number(LEVEL_NAME)?).map(|r| r as u8))
            .map_or_else(|| Seat::person(name), Seat::computer)
    }

    pub fn remote(name: impl Into<String>) -> Seat {
        Seat::Remote { name: name.into() }
    }

    /// The name records and the screens show.
    pub fn name(&self) -> Cow<'_, str> {
        match self {
            Seat::Person { name } | Seat::Remote { name } => Cow::Borrowed(name),
            Seat::Computer { rung } => Cow::Owned(format!("{COMPUTER_NAME}{rung}")),
        }
    }

    /// The computer's rung, if the computer sits here.
    pub fn computer_rung(&self) -> Option<u8> {
        match self {
            Seat::Computer { rung } => Some(*rung),
            Seat::Person { .. } | Seat::Remote { .. } => None,
        }
    }

    pub fn is_computer(&self) -> bool {
        self.computer_rung().is_some()
    }

    /// Whether a person at another device sits here.
    pub fn is_remote(&self) -> bool {
        matches!(self, Seat::Remote { .. })
    }

    /// The computer seat that Black's and White's record names stand for (an imported
    /// record with `PW[Tengen rung 9]` continues against the computer at rung 9).
    pub fn computer_of_names(black: &str, white: &str) -> Option<ComputerSeat> {
        [(Color::Black, black), (Color::White, white)]
            .into_iter()
            .find_map(|(color, name)| {
                Seat::from_name(name)
                    .computer_rung()
                    .map(|rung| ComputerSeat { color, rung })
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The computer's record name reads back as the computer; other names are people.
    #[test]
    fn computer_name_round_trip() {
        let seat = Seat::computer(12);
        assert_eq!(seat.name(), "Tengen rung 12");
        assert_eq!(Seat::from_name(&seat.name()), seat);
        assert_eq!(Seat::from_name("Ann"), Seat::person("Ann"));
        assert_eq!(Seat::from_name("Tengen level 4"), Seat::computer(9));
        assert_eq!(Seat::from_name("Tengen level 1"), Seat::computer(1));
        for name in [
            "Tengen level 99",
            "Tengen level 8",
            "Tengen rung 18",
            "Tengen rung 0",
        ] {
            assert_eq!(Seat::from_name(name), Seat::person(name));
        }
        assert_eq!(
            Seat::from_name("Tengen level x"),
            Seat::person("Tengen level x")
        );
    }
}
