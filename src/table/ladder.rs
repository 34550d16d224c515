//! The level ladder: after three wins in a row against the computer its next game is one
//! level up, after three losses in a row one level down. Plain Rust; the screens keep it
//! on the device as JSON, and a stored value that does not parse starts a new streak.

use super::Table;
use serde::{Deserialize, Serialize};

// Club text 001 changes the handicap after three games won or lost in a row; against the
// computer its level takes the handicap's place.
/// Games won (or lost) in a row that move the level.
pub const IN_A_ROW: i8 = 3;

/// The streak against the computer and the level it leads to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Ladder {
    /// The level of the last game recorded (0: none yet).
    pub last: u8,
    /// The level the next game is played at (0: none yet).
    pub level: u8,
    /// Wins in a row (positive) or losses in a row (negative) at `level`.
    pub run: i8,
}

/// A move on the ladder: the computer's new level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Up(u8),
    Down(u8),
}

impl Ladder {
    /// The stored ladder; text that does not parse, or levels and runs no ladder reaches,
    /// are a new streak, never a panic.
    pub fn from_json(text: &str) -> Ladder {
        serde_json::from_str(text)
            .ok()
            .filter(|l: &Ladder| {
                l.level <= top() && l.last <= top() && (1 - IN_A_ROW..IN_A_ROW).contains(&l.run)
            })
            .unwrap_or_default()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
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
        self.record(seat.level, won, top())
    }

    /// The level of the game after one at `played`: the ladder's when that game was the
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

/// The strongest level.
fn top() -> u8 {
    crate::ai::level::levels().len() as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOP: u8 = 7;

    /// Three wins in a row move the level up; the streak starts again there.
    #[test]
    fn three_wins_move_up() {
        let mut l = Ladder::default();
        assert_eq!(l.record(2, Some(true), TOP), None);
        assert_eq!(l.record(2, Some(true), TOP), None);
        assert_eq!(l.record(2, Some(true), TOP), Some(Step::Up(3)));
        assert_eq!((l.level, l.run, l.level_after(2)), (3, 0, 3));
        assert_eq!(l.record(3, Some(true), TOP), None);
    }

    /// Three losses in a row move the level down; a win or a draw between breaks the run.
    #[test]
    fn three_losses_move_down_and_a_win_breaks_the_run() {
        let mut l = Ladder::default();
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
        let mut l = Ladder::default();
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
        let mut l = Ladder::default();
        l.record(2, Some(true), TOP);
        l.record(2, Some(true), TOP);
        assert_eq!(l.record(5, Some(true), TOP), None);
        assert_eq!((l.level, l.run), (5, 1));
        assert_eq!(l.level_after(2), 2);
        assert_eq!(l.level_after(5), 5);
    }

    /// Stored text that does not parse is a new streak; a stored ladder reads back.
    #[test]
    fn stored_text_never_panics() {
        assert_eq!(Ladder::from_json("not json"), Ladder::default());
        assert_eq!(Ladder::from_json(r#"{"run":"x"}"#), Ladder::default());
        assert_eq!(Ladder::from_json(""), Ladder::default());
        assert_eq!(Ladder::from_json(r#"{"level":99}"#), Ladder::default());
        assert_eq!(Ladder::from_json(r#"{"run":-128}"#), Ladder::default());
        let l = Ladder {
            last: 2,
            level: 3,
            run: -1,
        };
        assert_eq!(Ladder::from_json(&l.to_json()), l);
    }
}
