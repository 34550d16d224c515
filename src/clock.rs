//! Game clocks: main time, then optional byo-yomi periods, or the club's floor
//! (text 001). Plain Rust; the table feeds it elapsed milliseconds.

use crate::engine::Color;

/// What the players chose on the new-game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockSettings {
    /// Main time per player (text 001 offers 1 to 60 minutes).
    pub main_ms: u64,
    /// Length of one byo-yomi period; 0 for none.
    pub byo_yomi_ms: u64,
    /// Number of byo-yomi periods; 0 for sudden death after main time.
    pub periods: u32,
    /// Text 001: "if the time left drops below x seconds, the remaining time is set to
    /// x once that player moves". This is x; 0 for none.
    pub floor_ms: u64,
}

/// The club's x when the players choose none (text 001's table of x is cut off).
pub const CLUB_FLOOR_S: u32 = 30;

impl ClockSettings {
    /// Main time in whole minutes plus `periods` periods of `period_s` seconds.
    pub fn minutes(main: u32, periods: u32, period_s: u32) -> ClockSettings {
        ClockSettings {
            main_ms: u64::from(main) * 60_000,
            byo_yomi_ms: if periods == 0 {
                0
            } else {
                u64::from(period_s) * 1000
            },
            periods: if period_s == 0 { 0 } else { periods },
            floor_ms: 0,
        }
    }

    /// Text 001's clock: main time in whole minutes; a player who moves with less than
    /// `floor_s` seconds left has `floor_s` seconds again.
    pub fn club(main: u32, floor_s: u32) -> ClockSettings {
        ClockSettings {
            floor_ms: u64::from(floor_s) * 1000,
            ..ClockSettings::minutes(main, 0, 0)
        }
    }
}

/// Both players' time. Index 0 is Black, 1 is White.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub settings: ClockSettings,
    /// Main time left, or the time left in the current period once in byo-yomi.
    pub remaining_ms: [u64; 2],
    pub periods_left: [u32; 2],
    /// Whether each player has used up main time.
    pub in_byo_yomi: [bool; 2],
    /// Who ran out of time, if anyone.
    pub flagged: Option<Color>,
}

/// The last seconds before a flag fall, when the app warns.
pub const WARNING_MS: u64 = 10_000;

impl Clock {
    pub fn new(settings: ClockSettings) -> Clock {
        Clock {
            settings,
            remaining_ms: [settings.main_ms; 2],
            periods_left: [settings.periods; 2],
            in_byo_yomi: [false; 2],
            flagged: None,
        }
    }

    /// Time passes for `color`. Returns true if this made the player run out.
    pub fn elapse(&mut self, color: Color, mut ms: u64) -> bool {
        if self.flagged.is_some() {
            return false;
        }
        let i = color.index();
        loop {
            if ms < self.remaining_ms[i] {
                self.remaining_ms[i] -= ms;
                return false;
            }
            ms -= self.remaining_ms[i];
            // Main time or a period is used up: start the next period, if any.
            let next_period = if self.in_byo_yomi[i] {
                self.periods_left[i] = self.periods_left[i].saturating_sub(1);
                self.periods_left[i] > 0
            } else {
                self.in_byo_yomi[i] = true;
                self.periods_left[i] > 0
            };
            if !next_period || self.settings.byo_yomi_ms == 0 {
                self.remaining_ms[i] = 0;
                self.flagged = Some(color);
                return true;
            }
            self.remaining_ms[i] = self.settings.byo_yomi_ms;
        }
    }

    /// `color` completed a move: in byo-yomi the current period starts afresh, and
    /// under the club's floor less than x seconds left becomes x.
    pub fn moved(&mut self, color: Color) {
        let i = color.index();
        if self.flagged.is_some() {
            return;
        }
        if self.in_byo_yomi[i] {
            self.remaining_ms[i] = self.settings.byo_yomi_ms;
        }
        self.remaining_ms[i] = self.remaining_ms[i].max(self.settings.floor_ms);
    }

    pub fn remaining(&self, color: Color) -> u64 {
        self.remaining_ms[color.index()]
    }

    pub fn periods(&self, color: Color) -> u32 {
        self.periods_left[color.index()]
    }

    pub fn in_byo_yomi(&self, color: Color) -> bool {
        self.in_byo_yomi[color.index()]
    }

    /// In the last seconds before losing on time (the last period counts; under the
    /// club's floor, the seconds before a flag fall count all the same).
    pub fn warning(&self, color: Color) -> bool {
        let i = color.index();
        let last = !self.in_byo_yomi[i] && self.settings.periods == 0
            || self.in_byo_yomi[i] && self.periods_left[i] <= 1;
        last && self.remaining_ms[i] <= WARNING_MS && self.flagged.is_none()
    }

    /// `m:ss` (or `h:mm:ss`), rounded up so 0:00 means the time is gone.
    pub fn display(&self, color: Color) -> String {
        let secs = self.remaining(color).div_ceil(1000);
        let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
        let time = if h > 0 {
            format!("{h}:{m:02}:{s:02}")
        } else {
            format!("{m}:{s:02}")
        };
        if self.in_byo_yomi(color) && self.settings.periods > 0 {
            format!("{time} ({}×)", self.periods(color))
        } else {
            time
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sudden death: running past main time flags the player at once.
    #[test]
    fn sudden_death_flags() {
        let mut c = Clock::new(ClockSettings::minutes(1, 0, 0));
        assert!(!c.elapse(Color::Black, 59_000));
        assert!(c.warning(Color::Black));
        assert!(!c.warning(Color::White));
        assert!(c.elapse(Color::Black, 1_000));
        assert_eq!(c.flagged, Some(Color::Black));
        assert_eq!(c.display(Color::Black), "0:00");
        assert!(!c.elapse(Color::White, 120_000), "no second flag");
    }

    /// Byo-yomi: a move inside a period renews it; each expired period is lost.
    #[test]
    fn byo_yomi_periods() {
        let mut c = Clock::new(ClockSettings::minutes(1, 3, 30));
        assert!(!c.elapse(Color::White, 60_000 + 10_000));
        assert!(c.in_byo_yomi(Color::White));
        assert_eq!(c.remaining(Color::White), 20_000);
        assert_eq!(c.periods(Color::White), 3);
        c.moved(Color::White);
        assert_eq!(c.remaining(Color::White), 30_000);
        // Two whole periods and a bit pass: one period is left.
        assert!(!c.elapse(Color::White, 65_000));
        assert_eq!(c.periods(Color::White), 1);
        assert_eq!(c.remaining(Color::White), 25_000);
        assert!(!c.warning(Color::White));
        assert!(!c.elapse(Color::White, 15_000));
        assert!(c.warning(Color::White));
        assert!(c.elapse(Color::White, 10_000));
        assert_eq!(c.flagged, Some(Color::White));
    }

    /// The display rounds up and shows periods in byo-yomi.
    #[test]
    fn display() {
        let mut c = Clock::new(ClockSettings::minutes(60, 5, 30));
        assert_eq!(c.display(Color::Black), "1:00:00");
        c.elapse(Color::Black, 1);
        assert_eq!(c.display(Color::Black), "1:00:00");
        c.elapse(Color::Black, 3_600_000);
        assert_eq!(c.display(Color::Black), "0:30 (5×)");
    }

    /// Text 001: a move with less than x seconds left sets the time to x; a move with
    /// more keeps what is left; running out still loses.
    #[test]
    fn club_floor() {
        let mut c = Clock::new(ClockSettings::club(1, 30));
        assert!(!c.elapse(Color::Black, 20_000));
        c.moved(Color::Black);
        assert_eq!(
            c.remaining(Color::Black),
            40_000,
            "above the floor: unchanged"
        );
        assert!(!c.elapse(Color::Black, 35_000));
        c.moved(Color::Black);
        assert_eq!(c.remaining(Color::Black), 30_000, "5 s left: set to 30 s");
        assert_eq!(c.display(Color::Black), "0:30");
        assert!(!c.elapse(Color::Black, 29_000));
        assert!(c.warning(Color::Black));
        assert!(c.elapse(Color::Black, 1_000));
        c.moved(Color::Black);
        assert_eq!(c.remaining(Color::Black), 0, "a flag fall is final");
        assert_eq!(c.remaining(Color::White), 60_000);
    }
}
