//! What a move does, in Go terms, as data: the shipped files carry these short codes
//! (SGF's private property `FACT`, one value a fact) and the page says them in the
//! learner's language, with the stones and points as arguments. The tool that makes the
//! problems reads them off the engine's board; nothing here judges a position.

use crate::engine::{Color, Point};

/// One thing a move does. Who played it and where is the move's own; a fact names only
/// what else it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    /// It takes this many stones, one of them at `at`.
    Captures { stones: u16, at: Point },
    /// It leaves the string at `at` (this many stones) one liberty.
    Atari { stones: u16, at: Point },
    /// It joins this many strings of its colour into one of `stones` with `liberties`.
    Joins {
        strings: u8,
        stones: u16,
        liberties: u8,
    },
    /// It stands between two strings of the other colour and keeps them apart.
    Cuts,
    /// It makes an eye at `at`: an empty point its colour alone surrounds.
    Eye { at: Point },
    /// The point both sides want: the other side's best answer to the wrong tries is here.
    Vital,
    /// It takes a liberty from the string at `at`, which has `liberties` left.
    Fills { at: Point, liberties: u8 },
    /// The string it extends was short of liberties and now has this many.
    Extends { liberties: u8 },
    /// Nothing more telling: the string the move is part of has this many liberties.
    Liberties { liberties: u8 },
    /// The line is a ladder: atari after atari.
    Ladder,
    /// The move encloses the string loosely: a net.
    Net,
    /// A stone given up inside, taken, and more taken back: a snapback.
    Snapback,
    /// A stone played where it can be taken, to spoil an eye or a liberty.
    ThrowIn,
    /// Along the line after this wrong try the solver loses this many stones.
    Loses { stones: u16 },
    /// The search's numbers: this many points and percent of the win rate between the
    /// answer and the most tempting wrong try (a detail line).
    Margin { points: u16, percent: u8 },
}

/// Whether a move is (or leads to) the answer (here, below the model, as the facts of a
/// move's line say which line they belong to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Right,
    Wrong,
}

/// A fact with the move it belongs to, as the learner saw it played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Told {
    pub color: Color,
    pub at: Option<Point>,
    /// The move's line: the answer's or a wrong try's.
    pub verdict: Verdict,
    pub fact: Fact,
}

impl Fact {
    /// The fact as the value of `FACT[]`: a code and its arguments, spaces between,
    /// points as SGF writes them (`cap 3 dd`).
    pub fn to_sgf(self) -> String {
        match self {
            Fact::Captures { stones, at } => format!("cap {stones} {}", at.to_sgf()),
            Fact::Atari { stones, at } => format!("atari {stones} {}", at.to_sgf()),
            Fact::Joins {
                strings,
                stones,
                liberties,
            } => format!("join {strings} {stones} {liberties}"),
            Fact::Cuts => "cut".into(),
            Fact::Eye { at } => format!("eye {}", at.to_sgf()),
            Fact::Vital => "vital".into(),
            Fact::Fills { at, liberties } => format!("fill {} {liberties}", at.to_sgf()),
            Fact::Extends { liberties } => format!("ext {liberties}"),
            Fact::Liberties { liberties } => format!("libs {liberties}"),
            Fact::Ladder => "ladder".into(),
            Fact::Net => "net".into(),
            Fact::Snapback => "snapback".into(),
            Fact::ThrowIn => "throw".into(),
            Fact::Loses { stones } => format!("loses {stones}"),
            Fact::Margin { points, percent } => format!("margin {points} {percent}"),
        }
    }

    /// A `FACT[]` value on a board of `size`; None for one that does not read (a newer
    /// file's code, a damaged one): the page then says less, never breaks.
    pub fn from_sgf(text: &str, size: u8) -> Option<Fact> {
        let mut words = text.split_whitespace();
        let code = words.next()?;
        let args: Vec<&str> = words.collect();
        let number = |i: usize| args.get(i).and_then(|a| a.parse::<u16>().ok());
        let small = |i: usize| args.get(i).and_then(|a| a.parse::<u8>().ok());
        let point = |i: usize| args.get(i).and_then(|a| Point::from_sgf(a, size).ok());
        let fact = match (code, args.len()) {
            ("cap", 2) => Fact::Captures {
                stones: number(0)?,
                at: point(1)?,
            },
            ("atari", 2) => Fact::Atari {
                stones: number(0)?,
                at: point(1)?,
            },
            ("join", 3) => Fact::Joins {
                strings: small(0)?,
                stones: number(1)?,
                liberties: small(2)?,
            },
            ("cut", 0) => Fact::Cuts,
            ("eye", 1) => Fact::Eye { at: point(0)? },
            ("vital", 0) => Fact::Vital,
            ("fill", 2) => Fact::Fills {
                at: point(0)?,
                liberties: small(1)?,
            },
            ("ext", 1) => Fact::Extends {
                liberties: small(0)?,
            },
            ("libs", 1) => Fact::Liberties {
                liberties: small(0)?,
            },
            ("ladder", 0) => Fact::Ladder,
            ("net", 0) => Fact::Net,
            ("snapback", 0) => Fact::Snapback,
            ("throw", 0) => Fact::ThrowIn,
            ("loses", 1) => Fact::Loses { stones: number(0)? },
            ("margin", 2) => Fact::Margin {
                points: number(0)?,
                percent: small(1)?,
            },
            _ => return None,
        };
        Some(fact)
    }
}

/// One fact of each kind, those naming a point at `at`: for tests.
#[cfg(test)]
pub(crate) fn every_kind(at: Point) -> [Fact; 15] {
    [
        Fact::Captures { stones: 3, at },
        Fact::Atari { stones: 1, at },
        Fact::Joins {
            strings: 2,
            stones: 9,
            liberties: 1,
        },
        Fact::Cuts,
        Fact::Eye { at },
        Fact::Vital,
        Fact::Fills { at, liberties: 2 },
        Fact::Extends { liberties: 5 },
        Fact::Liberties { liberties: 3 },
        Fact::Ladder,
        Fact::Net,
        Fact::Snapback,
        Fact::ThrowIn,
        Fact::Loses { stones: 6 },
        Fact::Margin {
            points: 37,
            percent: 95,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every fact reads back as written; a code or argument that does not read gives
    /// None, never a panic.
    #[test]
    fn facts_read_back_and_damage_is_none() {
        let at = Point::new(3, 2);
        let all = every_kind(at);
        for fact in all {
            assert_eq!(Fact::from_sgf(&fact.to_sgf(), 9), Some(fact));
        }
        assert_eq!(
            Fact::from_sgf("cap 3 dc", 9),
            Some(Fact::Captures { stones: 3, at })
        );
        for bad in [
            "",
            "seki",
            "cap",
            "cap x dd",
            "cap 3 zz",
            "eye dd ee",
            "fill dd 999",
        ] {
            assert_eq!(Fact::from_sgf(bad, 9), None, "{bad}");
        }
    }
}
