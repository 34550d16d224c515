//! The clocks at the table: both players' time now, and the clocks after every event
//! of the record, so an undo (or a reload) resumes the exact clock.

use crate::clock::{Clock, ClockSettings};
use crate::engine::{Color, EndReason, Event, Game};
use crate::saved::{ClockMark, ClockRecord};

/// A timed game's clocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableClock {
    clock: Clock,
    /// The clocks after each event of the record: `marks[i]` follows event `i`.
    marks: Vec<ClockMark>,
}

impl TableClock {
    pub fn new(settings: ClockSettings) -> TableClock {
        TableClock {
            clock: Clock::new(settings),
            marks: Vec::new(),
        }
    }

    /// The clocks now.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The clocks after each event.
    pub fn marks(&self) -> &[ClockMark] {
        &self.marks
    }

    pub(super) fn clock_mut(&mut self) -> &mut Clock {
        &mut self.clock
    }

    /// Records the clocks after an event: called in the same step as the event.
    pub(super) fn mark(&mut self) {
        self.marks.push(mark_of(&self.clock));
    }

    /// Back to the clocks after the first `events` events (an undo).
    pub(super) fn back_to(&mut self, events: usize, game: &Game) {
        self.marks.truncate(events);
        let settings = self.clock.settings;
        let mark = self
            .marks
            .last()
            .copied()
            .unwrap_or_else(|| mark_of(&Clock::new(settings)));
        self.clock = clock_at(settings, mark, game);
    }

    /// The clocks of a saved game. A record saved before the per-event log existed has
    /// fewer marks than events: the clocks as saved stand in for the missing ones.
    pub(super) fn from_record(record: &ClockRecord, game: &Game) -> TableClock {
        let settings = ClockSettings {
            main_ms: record.main_ms,
            byo_yomi_ms: record.byo_yomi_ms,
            periods: record.byo_yomi_periods,
            floor_ms: record.floor_ms,
        };
        let mut marks = record.log.clone();
        marks.resize(game.record().events.len(), record.now());
        TableClock {
            clock: clock_at(settings, record.now(), game),
            marks,
        }
    }

    /// The clocks as saved; `running` is false when they stand (paused, or not playing).
    pub(super) fn to_record(&self, running: bool) -> ClockRecord {
        let s = self.clock.settings;
        let mut record = ClockRecord::new(s.main_ms, s.byo_yomi_ms, s.periods);
        record.floor_ms = s.floor_ms;
        record.log = self.marks.clone();
        record.set_now(mark_of(&self.clock));
        record.paused = !running;
        record
    }
}

/// The clocks now, as saved.
fn mark_of(c: &Clock) -> ClockMark {
    ClockMark {
        remaining_ms: c.remaining_ms,
        periods_left: c.periods_left,
        in_byo_yomi: Some(c.in_byo_yomi),
    }
}

/// The clock at a saved mark. A mark saved before byo-yomi was stored does not say
/// who is in it: a player who lost a period, or has no more than one period's time
/// left, is taken to be.
fn clock_at(settings: ClockSettings, mark: ClockMark, game: &Game) -> Clock {
    let mut clock = Clock::new(settings);
    clock.remaining_ms = mark.remaining_ms;
    clock.periods_left = mark.periods_left;
    clock.in_byo_yomi = mark.in_byo_yomi.unwrap_or_else(|| {
        [0, 1].map(|i| {
            settings.periods > 0
                && (mark.periods_left[i] < settings.periods
                    || mark.remaining_ms[i] <= settings.byo_yomi_ms
                        && settings.main_ms > settings.byo_yomi_ms)
        })
    });
    clock.flagged = match game.record().events.last() {
        Some(Event::TimeOut(c)) => Some(*c),
        _ => game
            .result()
            .filter(|r| r.reason == EndReason::Timeout)
            .and_then(|r| r.winner.map(Color::opposite)),
    };
    clock
}
