//! The games open on this device: each a [`Session`] of reactive values. The
//! engine's `Game` is the one source of truth for a game; every view derives
//! from it.

use crate::clock::{Clock, ClockSettings};
use crate::engine::{Color, EndReason, Event, Game, Phase, ReplayError, SetupError};
use crate::saved::{ClockMark, ClockRecord, SavedGame};
use leptos::prelude::*;

pub use super::library::{provide_library, use_library, Library};

/// One game being played or reviewed.
#[derive(Clone, Copy)]
pub struct Session {
    pub id: StoredValue<String>,
    pub preset_id: StoredValue<String>,
    pub game: RwSignal<Game>,
    /// Names of the players of Black and White.
    pub names: RwSignal<[String; 2]>,
    pub clock: RwSignal<Option<Clock>>,
    pub updated_ms: RwSignal<f64>,
    pub created_ms: StoredValue<f64>,
    /// A name the players gave the game.
    pub title: RwSignal<Option<String>>,
    /// The clocks after each event of the record (`clock_log[i]` follows event `i`).
    pub clock_log: StoredValue<Vec<ClockMark>>,
    /// The stored revision this session was loaded at or last saved as.
    pub revision: StoredValue<u64>,
    /// Another tab deleted this game: it is no longer saved until the player keeps it.
    pub deleted_elsewhere: RwSignal<bool>,
}

pub use crate::table::{rules_with_komi, NewGame};

pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys_now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs_f64() * 1000.0)
            .unwrap_or(0.0)
    }
}

#[cfg(target_arch = "wasm32")]
fn js_sys_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance().map(|p| p.time_origin() + p.now()))
        .unwrap_or(0.0)
}

impl Session {
    /// A new game under `id`.
    pub fn start(id: String, setup: &NewGame) -> Result<Session, SetupError> {
        let rules = rules_with_komi(setup.rules, setup.handicap, setup.komi);
        let game = Game::new(rules, setup.size, setup.handicap)?;
        let now = now_ms();
        Ok(Session {
            id: StoredValue::new(id),
            preset_id: StoredValue::new(setup.preset_id.clone()),
            game: RwSignal::new(game),
            names: RwSignal::new(setup.players.clone().map(|p| p.name().to_string())),
            clock: RwSignal::new(setup.clock.map(Clock::new)),
            updated_ms: RwSignal::new(now),
            created_ms: StoredValue::new(now),
            title: RwSignal::new(None),
            clock_log: StoredValue::new(Vec::new()),
            revision: StoredValue::new(0),
            deleted_elsewhere: RwSignal::new(false),
        })
    }

    /// A session for a saved game (it replays its record).
    pub fn open(saved: &SavedGame) -> Result<Session, ReplayError> {
        let game = saved.game()?;
        let clock = saved.clock.as_ref().map(|c| clock_of(c, &game));
        Ok(Session {
            id: StoredValue::new(saved.id.clone()),
            preset_id: StoredValue::new(saved.preset_id.clone()),
            game: RwSignal::new(game),
            names: RwSignal::new([saved.black_name.clone(), saved.white_name.clone()]),
            clock: RwSignal::new(clock),
            updated_ms: RwSignal::new(saved.updated_ms),
            created_ms: StoredValue::new(saved.created_ms),
            title: RwSignal::new(saved.title.clone()),
            clock_log: StoredValue::new(
                saved
                    .clock
                    .as_ref()
                    .map(|c| c.log.clone())
                    .unwrap_or_default(),
            ),
            revision: StoredValue::new(saved.revision),
            deleted_elsewhere: RwSignal::new(false),
        })
    }

    /// Replaces this session's state with a newer saved version (another tab's).
    pub fn replace(&self, saved: &SavedGame) -> Result<(), ReplayError> {
        let game = saved.game()?;
        let clock = saved.clock.as_ref().map(|c| clock_of(c, &game));
        self.game.set(game);
        self.names
            .set([saved.black_name.clone(), saved.white_name.clone()]);
        self.clock.set(clock);
        self.updated_ms.set(saved.updated_ms);
        self.title.set(saved.title.clone());
        self.clock_log.set_value(
            saved
                .clock
                .as_ref()
                .map(|c| c.log.clone())
                .unwrap_or_default(),
        );
        self.revision.set_value(saved.revision);
        Ok(())
    }

    /// The game as it is saved: its record, names, clocks and revision.
    pub fn to_saved(&self) -> SavedGame {
        let [black, white] = self.names.get_untracked();
        let mut saved = SavedGame::new(
            self.id.get_value(),
            self.game.with_untracked(|g| g.record().clone()),
            self.preset_id.get_value(),
            black,
            white,
            self.created_ms.get_value(),
        );
        saved.updated_ms = self.updated_ms.get_untracked();
        saved.title = self.title.get_untracked();
        saved.revision = self.revision.get_value();
        let playing = self.game.with_untracked(|g| g.phase() == Phase::Playing);
        saved.clock = self.clock.get_untracked().map(|c| {
            let s = c.settings;
            let mut record = ClockRecord::new(s.main_ms, s.byo_yomi_ms, s.periods);
            record.log = self.clock_log.get_value();
            record.set_now(mark_of(&c));
            record.paused = !playing;
            record
        });
        saved
    }

    /// Keeps one clock mark per event after a change: a new event records the clocks
    /// now; an undo drops the later marks and puts the clocks back as they were.
    pub fn sync_clock_log(&self) {
        if self.clock.with_untracked(Option::is_none) {
            return;
        }
        let events = self.game.with_untracked(|g| g.record().events.len());
        let mut log = self.clock_log.get_value();
        if log.len() > events {
            log.truncate(events);
            let game = self.game;
            self.clock.update(|c| {
                if let Some(c) = c {
                    let mark = log
                        .last()
                        .copied()
                        .unwrap_or_else(|| mark_of(&Clock::new(c.settings)));
                    *c = game.with_untracked(|g| clock_at(c.settings, mark, g));
                }
            });
        } else if let Some(c) = self.clock.get_untracked() {
            log.resize(events, mark_of(&c));
        }
        self.clock_log.set_value(log);
    }

    pub fn name(&self, color: Color) -> String {
        self.names.with(|n| n[color.index()].clone())
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

/// The clock a saved clock record resumes.
fn clock_of(record: &ClockRecord, game: &Game) -> Clock {
    let settings = ClockSettings {
        main_ms: record.main_ms,
        byo_yomi_ms: record.byo_yomi_ms,
        periods: record.byo_yomi_periods,
        floor_ms: record.floor_ms,
    };
    clock_at(settings, record.now(), game)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{HalfPoints, Rules};
    use crate::table::Seat;

    /// Plays `moves` in turn, each after its player's clock ran `ms`.
    fn timed_moves(s: &Session, moves: &[(&str, u64)]) {
        use crate::engine::{Move, Point};
        for &(at, ms) in moves {
            let color = s.game.with_untracked(Game::to_move);
            s.clock.update(|c| {
                if let Some(c) = c {
                    c.elapse(color, ms);
                    c.moved(color);
                }
            });
            let p = Point::parse_gtp(at, 9).unwrap();
            s.game.update(|g| drop(g.play(Move::Place(p))));
            s.sync_clock_log();
        }
    }

    fn timed_setup(clock: ClockSettings) -> NewGame {
        NewGame {
            preset_id: "aga".into(),
            rules: Rules::preset("aga").unwrap(),
            size: 9,
            handicap: 0,
            komi: HalfPoints::halves(15),
            clock: Some(clock),
            players: [Seat::person("Ann"), Seat::person("Bo")],
        }
    }

    /// Byo-yomi is saved, not guessed: Black with 10 s of main time left (less than a
    /// period) is not in byo-yomi, and with no main time at all a player in the first
    /// period is; both reopen, and undo, with the clocks exactly as they were.
    #[test]
    fn byo_yomi_reopens_exactly() {
        Owner::new().with(|| {
            let s =
                Session::start("t".into(), &timed_setup(ClockSettings::minutes(1, 3, 30))).unwrap();
            timed_moves(&s, &[("C3", 50_000), ("D4", 65_000), ("E5", 0)]);
            let clock = s.clock.get_untracked().unwrap();
            assert_eq!(clock.in_byo_yomi, [false, true]);
            assert_eq!(clock.remaining_ms, [10_000, 30_000]);
            let back = Session::open(&s.to_saved()).unwrap();
            assert_eq!(back.clock.get_untracked(), Some(clock));
            back.game.update(|g| g.undo_move().unwrap());
            back.sync_clock_log();
            assert_eq!(
                back.clock.get_untracked().unwrap().in_byo_yomi,
                [false, true]
            );

            // Main time 0: the first period starts at once; a used period shows too.
            let settings = ClockSettings {
                main_ms: 0,
                byo_yomi_ms: 30_000,
                periods: 3,
                floor_ms: 0,
            };
            let s = Session::start("u".into(), &timed_setup(settings)).unwrap();
            timed_moves(&s, &[("C3", 5_000), ("D4", 40_000)]);
            s.clock.update(|c| {
                if let Some(c) = c {
                    c.elapse(Color::Black, 4_000);
                }
            });
            let clock = s.clock.get_untracked().unwrap();
            assert_eq!(clock.in_byo_yomi, [true, true]);
            assert_eq!(
                (clock.remaining_ms, clock.periods_left),
                ([26_000, 30_000], [3, 2])
            );
            let back = Session::open(&s.to_saved()).unwrap();
            assert_eq!(back.clock.get_untracked(), Some(clock));
        });
    }

    /// A session saved and reopened is the same game with the same clocks; an undo
    /// drops the last clock mark and puts the clocks back as they were after the move before.
    #[test]
    fn saved_reopened_and_undone() {
        use crate::engine::{Move, Point};
        Owner::new().with(|| {
            let setup = NewGame {
                preset_id: "aga".into(),
                rules: Rules::preset("aga").unwrap(),
                size: 9,
                handicap: 0,
                komi: HalfPoints::halves(15),
                clock: Some(ClockSettings::minutes(5, 3, 30)),
                players: [Seat::person("Ann"), Seat::person("Bo")],
            };
            let s = Session::start("t".into(), &setup).unwrap();
            for (color, at, ms) in [(Color::Black, "C3", 2_000), (Color::White, "D4", 5_000)] {
                s.clock.update(|c| {
                    if let Some(c) = c {
                        c.elapse(color, ms);
                    }
                });
                let p = Point::parse_gtp(at, 9).unwrap();
                s.game.update(|g| drop(g.play(Move::Place(p))));
                s.sync_clock_log();
            }
            let saved = s.to_saved();
            assert_eq!(saved.clock.as_ref().map(|c| c.log.len()), Some(2));
            let back = Session::open(&saved).unwrap();
            assert_eq!(back.clock.get_untracked(), s.clock.get_untracked());
            assert_eq!(back.game.with_untracked(Game::move_number), 2);
            back.game.update(|g| g.undo_move().unwrap());
            back.sync_clock_log();
            assert_eq!(back.clock_log.get_value().len(), 1);
            let clock = back.clock.get_untracked().unwrap();
            assert_eq!(clock.remaining(Color::Black), 298_000);
            assert_eq!(clock.remaining(Color::White), 300_000);
        });
    }
}
