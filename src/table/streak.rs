//! The level streak: after three wins in a row against the computer its next game is one
//! level up, after three losses in a row one level down. Plain Rust; the screens keep it
//! on the device as three numbers ("2 3 -1"); a stored value that does not parse is set
//! aside by `crate::storage` and a new streak starts.

use super::Table;
use crate::ai::level::LEVEL_COUNT;

// Club text 001 changes the handicap after three games won or lost in a row; against the
// computer its level takes the handicap's place.
/// Games won (or lost) in a row that move the level.
pub const IN_A_ROW: i8 = 3;

/// The streak against the computer and the level it leads to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// The level of the last game recorded (0: none yet).
    pub last: u8,
    /// The level the next game is played at (0: none yet).
    pub level: u8,
    /// Wins in a row (positive) or losses in a row (negative) at `level`.
    pub run: i8,
}

/// A change of level: the computer's new level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Up(u8),
    Down(u8),
}

impl Streak {
    /// The stored streak; None for text that does not parse, or levels and runs no streak
    /// reaches (`crate::storage` says which), never a panic.
    pub fn from_text(text: &str) -> Option<Streak> {
        let mut numbers = text.split_whitespace();
        let mut next = || numbers.next().map(str::parse::<i8>);
        let (Some(Ok(last)), Some(Ok(level)), Some(Ok(run)), None) =
            (next(), next(), next(), next())
        else {
            return None;
        };
        let level_ok = |l: i8| (0..=LEVEL_COUNT as i8).contains(&l);
        if !level_ok(last) || !level_ok(level) || !(1 - IN_A_ROW..IN_A_ROW).contains(&run) {
            return None;
        }
        Some(Streak {
            last: last as u8,
            level: level as u8,
            run,
        })
    }

    /// The streak as stored: "last level run".
    pub fn to_text(&self) -> String {
        format!("{} {} {}", self.last, self.level, self.run)
    }

    /// Records a game played at `level` (1 to `top`): `won` is the person's win, loss, or
    /// `None` for a draw, which ends any streak. A game at another level than the streak's
    /// starts a new streak there.
    pub fn record(&mut self, level: u8, won: Option<bool>, top: u8) -> Option<Step> {
        if level != self.level {
            self.run = 0;
        }
        self.last = level;
        self.level = level;
        self.run = match won {
            Some(true) => self.run.max(0).saturating_add(1),
            Some(false) => self.run.min(0).saturating_sub(1),
            None => 0,
        };
        let step = if self.run >= IN_A_ROW && level < top {
            Some(Step::Up(level + 1))
        } else if self.run <= -IN_A_ROW && level > 1 {
            Some(Step::Down(level - 1))
        } else {
            None
        };
        if !(1 - IN_A_ROW..IN_A_ROW).contains(&self.run) {
            self.run = 0;
        }
        if let Some(Step::Up(l) | Step::Down(l)) = step {
            self.level = l;
        }
        step
    }

    /// Records a finished game against the computer (anything else records nothing).
    pub fn record_game(&mut self, table: &Table) -> Option<Step> {
        let seat = table.computer_seat()?;
        let result = table.game().result()?;
        let won = result.winner.map(|w| w != seat.color);
        self.record(seat.level, won, LEVEL_COUNT)
    }

    /// The level of the game after one at `played`: the streak's when that game was the
    /// last one recorded, else `played` again.
    pub fn level_after(&self, played: u8) -> u8 {
        if self.last == played && self.level >= 1 {
            self.level
        } else {
            played
        }
    }

    /// The level a new game against the computer starts at, once a game was recorded.
    pub fn next_level(&self) -> Option<u8> {
        (self.level >= 1).then_some(self.level)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOP: u8 = 7;

    /// Three wins in a row move the level up; the streak starts again there.
    #[test]
    fn three_wins_move_up() {
        let mut l = Streak::default();
        assert_eq!(l.record(2, Some(true), TOP), None);
        assert_eq!(l.record(2, Some(true), TOP), None);
        assert_eq!(l.record(2, Some(true), TOP), Some(Step::Up(3)));
        assert_eq!((l.level, l.run, l.level_after(2)), (3, 0, 3));
        assert_eq!(l.record(3, Some(true), TOP), None);
    }

    /// Three losses in a row move the level down; a win or a draw between breaks the run.
    #[test]
    fn three_losses_move_down_and_a_win_breaks_the_run() {
        let mut l = Streak::default();
        l.record(4, Some(false), TOP);
        l.record(4, Some(false), TOP);
        l.record(4, Some(true), TOP);
        assert_eq!(l.run, 1);
        l.record(4, Some(false), TOP);
        l.record(4, None, TOP);
        assert_eq!(l.run, 0);
        l.record(4, Some(false), TOP);
        l.record(4, Some(false), TOP);
        assert_eq!(l.record(4, Some(false), TOP), Some(Step::Down(3)));
        assert_eq!(l.next_level(), Some(3));
    }

    /// Never below the weakest level nor above the strongest.
    #[test]
    fn stays_within_the_levels() {
        let mut l = Streak::default();
        for _ in 0..3 {
            assert_eq!(l.record(1, Some(false), TOP), None);
        }
        assert_eq!((l.level, l.run), (1, 0));
        for _ in 0..3 {
            assert_eq!(l.record(TOP, Some(true), TOP), None);
        }
        assert_eq!(l.level, TOP);
    }

    /// A game at another level starts a new streak; the level after a game not recorded
    /// last is that game's own.
    #[test]
    fn another_level_starts_afresh() {
        let mut l = Streak::default();
        l.record(2, Some(true), TOP);
        l.record(2, Some(true), TOP);
        assert_eq!(l.record(5, Some(true), TOP), None);
        assert_eq!((l.level, l.run), (5, 1));
        assert_eq!(l.level_after(2), 2);
        assert_eq!(l.level_after(5), 5);
    }

    /// Stored text that does not parse is no streak; a stored streak reads back.
    #[test]
    fn stored_text_never_panics() {
        for bad in [
            "",
            "not numbers",
            "1 2",
            "1 2 x",
            "1 2 3 4",
            "1 99 0",
            "-1 2 0",
            "1 2 -128",
        ] {
            assert_eq!(Streak::from_text(bad), None, "{bad}");
        }
        let l = Streak {
            last: 2,
            level: 3,
            run: -1,
        };
        assert_eq!(l.to_text(), "2 3 -1");
        assert_eq!(Streak::from_text(&l.to_text()), Some(l));
    }
}
