//! The game clock as saved: settings, the state now, and the state after every event,
//! so a reload (or an undo) resumes the exact clock.

use serde::{Deserialize, Serialize};

/// Both players' clocks at one moment (index 0 Black, 1 White).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "(u64, u64, u32, u32)", into = "(u64, u64, u32, u32)")]
pub struct ClockMark {
    /// Main time left, or time left in the current byo-yomi period once main time is gone.
    pub remaining_ms: [u64; 2],
    pub periods_left: [u32; 2],
}

impl From<(u64, u64, u32, u32)> for ClockMark {
    fn from((b, w, pb, pw): (u64, u64, u32, u32)) -> ClockMark {
        ClockMark {
            remaining_ms: [b, w],
            periods_left: [pb, pw],
        }
    }
}

impl From<ClockMark> for (u64, u64, u32, u32) {
    fn from(m: ClockMark) -> Self {
        (
            m.remaining_ms[0],
            m.remaining_ms[1],
            m.periods_left[0],
            m.periods_left[1],
        )
    }
}

/// A timed game's clock: main time plus Japanese byo-yomi.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockRecord {
    pub main_ms: u64,
    pub byo_yomi_ms: u64,
    pub byo_yomi_periods: u32,
    /// Time left now (index 0 Black, 1 White), as last saved.
    pub remaining_ms: [u64; 2],
    pub periods_left: [u32; 2],
    /// The clock was stopped when saved (paused, or the game is over).
    pub paused: bool,
    /// The clocks after each event of the record: `log[i]` follows event `i`.
    #[serde(default)]
    pub log: Vec<ClockMark>,
}

impl ClockRecord {
    /// A fresh clock: both players have the full main time and every period.
    pub fn new(main_ms: u64, byo_yomi_ms: u64, byo_yomi_periods: u32) -> ClockRecord {
        ClockRecord {
            main_ms,
            byo_yomi_ms,
            byo_yomi_periods,
            remaining_ms: [main_ms; 2],
            periods_left: [byo_yomi_periods; 2],
            paused: true,
            log: Vec::new(),
        }
    }

    /// The clocks now.
    pub fn now(&self) -> ClockMark {
        ClockMark {
            remaining_ms: self.remaining_ms,
            periods_left: self.periods_left,
        }
    }

    /// The clocks at the start.
    pub fn start(&self) -> ClockMark {
        ClockMark {
            remaining_ms: [self.main_ms; 2],
            periods_left: [self.byo_yomi_periods; 2],
        }
    }

    /// Records the clocks after an event (call once per event, in order).
    pub fn push(&mut self, mark: ClockMark) {
        self.log.push(mark);
        self.remaining_ms = mark.remaining_ms;
        self.periods_left = mark.periods_left;
    }

    /// Goes back to the clocks after `events` events (undo): later marks are dropped.
    pub fn truncate(&mut self, events: usize) {
        self.log.truncate(events);
        let mark = self.log.last().copied().unwrap_or_else(|| self.start());
        self.remaining_ms = mark.remaining_ms;
        self.periods_left = mark.periods_left;
    }
}
