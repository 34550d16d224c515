//! The game clock as saved: settings, the state now, and the state after every event,
//! so a reload (or an undo) resumes the exact clock.

/// Both players' clocks at one moment (index 0 Black, 1 White).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockMark {
    /// Main time left, or time left in the current byo-yomi period once main time is gone.
    pub remaining_ms: [u64; 2],
    pub periods_left: [u32; 2],
    /// Whether each player has used up main time; None in marks saved before this was
    /// stored (the clock then infers it).
    pub in_byo_yomi: Option<[bool; 2]>,
}

/// A timed game's clock: main time plus Japanese byo-yomi, or the club's floor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockRecord {
    pub main_ms: u64,
    pub byo_yomi_ms: u64,
    pub byo_yomi_periods: u32,
    /// Time left now (index 0 Black, 1 White), as last saved.
    pub remaining_ms: [u64; 2],
    pub periods_left: [u32; 2],
    /// Whether each player has used up main time; None in records saved before this
    /// was stored.
    pub in_byo_yomi: Option<[bool; 2]>,
    /// Text 001's floor: a move with less than this left sets the time to it; 0 for none.
    pub floor_ms: u64,
    /// The clock was stopped when saved (paused, or the game is over).
    pub paused: bool,
    /// The clocks after each event of the record: `log[i]` follows event `i`.
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
            in_byo_yomi: Some([false; 2]),
            floor_ms: 0,
            paused: true,
            log: Vec::new(),
        }
    }

    /// The clocks now.
    pub fn now(&self) -> ClockMark {
        ClockMark {
            remaining_ms: self.remaining_ms,
            periods_left: self.periods_left,
            in_byo_yomi: self.in_byo_yomi,
        }
    }

    /// The clocks at the start.
    pub fn start(&self) -> ClockMark {
        ClockMark {
            remaining_ms: [self.main_ms; 2],
            periods_left: [self.byo_yomi_periods; 2],
            in_byo_yomi: Some([false; 2]),
        }
    }

    /// Records the clocks after an event (call once per event, in order).
    pub fn push(&mut self, mark: ClockMark) {
        self.log.push(mark);
        self.set_now(mark);
    }

    /// Goes back to the clocks after `events` events (undo): later marks are dropped.
    pub fn truncate(&mut self, events: usize) {
        self.log.truncate(events);
        let mark = self.log.last().copied().unwrap_or_else(|| self.start());
        self.set_now(mark);
    }

    /// Makes a mark the clocks now.
    pub fn set_now(&mut self, mark: ClockMark) {
        self.remaining_ms = mark.remaining_ms;
        self.periods_left = mark.periods_left;
        self.in_byo_yomi = mark.in_byo_yomi;
    }
}
