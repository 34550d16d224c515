//! Who sits at each colour.

use crate::ai::level::LEVEL_COUNT;
use crate::engine::Color;
use crate::saved::ComputerSeat;
use std::borrow::Cow;

/// What the computer player is called in records: `PW[Tengen level 4]`. An SGF record
/// naming a player so continues against the computer at that level.
const COMPUTER_NAME: &str = "Tengen level ";

/// The player of one colour: a person at this device, a person at another device (a game
/// by link) or the computer player. The play screen asks a seat what it is and never who
/// plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this device.
    Person { name: String },
    /// The computer player at a level of `crate::ai::level` (1 is the weakest).
    Computer { level: u8 },
    /// A person at another device, whose moves arrive by link ([`crate::post`]).
    Remote { name: String },
}

impl Seat {
    pub fn person(name: impl Into<String>) -> Seat {
        Seat::Person { name: name.into() }
    }

    pub fn computer(level: u8) -> Seat {
        Seat::Computer { level }
    }

    /// The seat a record's name stands for: "Tengen level 4" is the computer at level 4,
    /// any other name a person.
    pub fn from_name(name: &str) -> Seat {
        name.strip_prefix(COMPUTER_NAME)
            .and_then(|n| n.trim().parse::<u8>().ok())
            .filter(|&n| (1..=LEVEL_COUNT).contains(&n))
            .map_or_else(|| Seat::person(name), Seat::computer)
    }

    pub fn remote(name: impl Into<String>) -> Seat {
        Seat::Remote { name: name.into() }
    }

    /// The name records and the screens show.
    pub fn name(&self) -> Cow<'_, str> {
        match self {
            Seat::Person { name } | Seat::Remote { name } => Cow::Borrowed(name),
            Seat::Computer { level } => Cow::Owned(format!("{COMPUTER_NAME}{level}")),
        }
    }

    /// The computer's level, if the computer sits here.
    pub fn computer_level(&self) -> Option<u8> {
        match self {
            Seat::Computer { level } => Some(*level),
            Seat::Person { .. } | Seat::Remote { .. } => None,
        }
    }

    pub fn is_computer(&self) -> bool {
        self.computer_level().is_some()
    }

    /// Whether a person at another device sits here.
    pub fn is_remote(&self) -> bool {
        matches!(self, Seat::Remote { .. })
    }

    /// The computer seat that Black's and White's record names stand for (an imported
    /// record with `PW[Tengen level 4]` continues against the computer at level 4).
    pub fn computer_of_names(black: &str, white: &str) -> Option<ComputerSeat> {
        [(Color::Black, black), (Color::White, white)]
            .into_iter()
            .find_map(|(color, name)| {
                Seat::from_name(name)
                    .computer_level()
                    .map(|level| ComputerSeat { color, level })
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The computer's record name reads back as the computer; other names are people.
    #[test]
    fn computer_name_round_trip() {
        let seat = Seat::computer(4);
        assert_eq!(seat.name(), "Tengen level 4");
        assert_eq!(Seat::from_name(&seat.name()), seat);
        assert_eq!(Seat::from_name("Ann"), Seat::person("Ann"));
        assert_eq!(
            Seat::from_name("Tengen level 99"),
            Seat::person("Tengen level 99")
        );
        assert_eq!(
            Seat::from_name("Tengen level x"),
            Seat::person("Tengen level x")
        );
    }
}
