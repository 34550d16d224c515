//! The teacher at the board (issue 23): when "Point out my mistakes" is on, the computer
//! looks at each position a person moves in and at the one their move makes
//! ([`LOOK_VISITS`] visits each, asked of the first free worker of the screen's pool,
//! `worker/pool.rs`: the computer's reply never waits for the teacher). A move that loses at least the level's
//! threshold gets one calm note in the rules' words, the better move ringed on the board,
//! and Take back. Nothing is said about good moves; one note at a time, until the person
//! moves again.

use crate::ai::player::ladder::level_at;
use crate::ai::teacher::{self, Note, LOOK_VISITS};
use crate::engine::{Color, Event, GameRecord, Move, Phase, Point};
use crate::i18n::tr;
use crate::table::{Action, Table};
use crate::tr;
use crate::ui::computer::{Analyst, Asker};
use crate::ui::session::Session;
use crate::ui::settings::use_settings;
use crate::ui::words::{better_words, mistake_why};
use crate::worker::protocol::Analysis;
use leptos::prelude::*;

/// The look at a position a person was to move in.
#[derive(Clone, Debug, PartialEq)]
struct Before {
    record: GameRecord,
    black_lead: f32,
    better: Move,
}

/// A note on the board: the record with the person's move, who made it, what is said.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    record: GameRecord,
    mover: Color,
    pub note: Note,
}

/// The teacher of one play screen.
#[derive(Clone, Copy)]
pub struct Teacher {
    session: Session,
    analyst: Analyst,
    before: RwSignal<Option<Before>>,
    /// The record the analyst is looking at, while it looks.
    asked: RwSignal<Option<GameRecord>>,
    /// The last note, shown while [`Teacher::current`] keeps it.
    note: RwSignal<Option<Shown>>,
    /// The person put the note away.
    dismissed: RwSignal<bool>,
}

/// Whether a person (not the computer) sits at `color`.
fn person(t: &Table, color: Color) -> bool {
    !t.player(color).is_computer()
}

/// `record` with only its first `n` events.
fn first(record: &GameRecord, n: usize) -> GameRecord {
    let mut r = record.clone();
    r.events.truncate(n);
    r
}

/// Whether `record` is `earlier` followed by more events (or `earlier` itself). Both are
/// this session's table's, whose size, rules and komi never change: the events say it all
/// (and no record is copied on every change of the table).
fn extends(record: &GameRecord, earlier: &GameRecord) -> bool {
    record.events.starts_with(&earlier.events)
}

/// The person's move right after `before` in `record`, if the record goes on with one.
fn move_after(t: &Table, before: &GameRecord) -> Option<(Color, Move)> {
    let record = t.game().record();
    if !extends(record, before) {
        return None;
    }
    match record.events.get(before.events.len()) {
        Some(&Event::Play { color, mv }) if mv != Move::Resign && person(t, color) => {
            Some((color, mv))
        }
        _ => None,
    }
}

/// What a look at the position after `record` says for the move to come.
fn looked_at(record: GameRecord, a: &Analysis) -> Option<Before> {
    a.moves.first().map(|best| Before {
        record,
        black_lead: a.black_lead,
        better: best.mv,
    })
}

impl Teacher {
    /// Watches `session` while the setting is on; lives as long as the calling component.
    pub fn drive(session: Session) -> Teacher {
        let settings = use_settings();
        let teacher = Teacher {
            session,
            analyst: Analyst::on_screen(Asker::Teacher),
            before: RwSignal::new(None),
            asked: RwSignal::new(None),
            note: RwSignal::new(None),
            dismissed: RwSignal::new(false),
        };
        let table = session.table;
        Effect::new(move |_| {
            let setting = settings.with(|s| s.mistakes);
            let on = table.with(|t| {
                teacher::enabled(setting, t.computer_seat().map(|c| level_at(c.rung)))
                    && t.game().rules().win == crate::engine::WinCondition::Score
            });
            if !on {
                if teacher.asked.get_untracked().is_some() {
                    teacher.analyst.cancel();
                    teacher.asked.set(None);
                }
                return;
            }
            if teacher.asked.get().is_some() {
                return; // one look at a time; its answer runs this again
            }
            let before = teacher.before.get();
            table.with(|t| teacher.next_look(t, before));
        });
        teacher
    }

    /// Asks for the look the teacher needs next, if any: first the one after a person's
    /// move (a note may be due), then the one at a position a person is to move in.
    fn next_look(self, t: &Table, before: Option<Before>) {
        let record = t.game().record();
        if let Some(b) = before.filter(|b| extends(record, &b.record)) {
            if let Some((mover, mv)) = move_after(t, &b.record) {
                let after = first(record, b.record.events.len() + 1);
                let level = t.computer_seat().map(|c| level_at(c.rung));
                return self.look_after(b, after, mover, mv, level);
            }
            if b.record.events.len() == record.events.len() {
                return; // looked at already; the person has not moved yet
            }
        }
        let to_move = t.game().to_move();
        if t.game().phase() == Phase::Playing && person(t, to_move) {
            self.look_before(record.clone());
        }
    }

    fn look_before(self, record: GameRecord) {
        let (before, asked) = (self.before, self.asked);
        let looked = record.clone();
        self.ask(record, move |a: Analysis| {
            before.set(looked_at(looked.clone(), &a));
            asked.set(None);
        });
    }

    fn look_after(self, b: Before, after: GameRecord, mover: Color, mv: Move, level: Option<u8>) {
        let (note, before, asked, dismissed) = (self.note, self.before, self.asked, self.dismissed);
        let shown = after.clone();
        self.ask(after, move |a: Analysis| {
            let sign = if mover == Color::Black { 1.0 } else { -1.0 };
            let said = crate::engine::Game::replay(&b.record).ok().and_then(|g| {
                teacher::note(
                    &g,
                    mv,
                    b.better,
                    sign * b.black_lead,
                    -sign * a.black_lead,
                    teacher::threshold(level),
                )
            });
            if let Some(n) = said {
                dismissed.set(false);
                note.set(Some(Shown {
                    record: shown.clone(),
                    mover,
                    note: n,
                }));
            }
            // Between people the position after the move is the next one a person moves in.
            before.set(looked_at(shown.clone(), &a));
            asked.set(None);
        });
    }

    /// Asks the analyst about `record` unless the table has moved away from it by then.
    fn ask(self, record: GameRecord, answer: impl Fn(Analysis) + 'static) {
        let table = self.session.table;
        let asked = self.asked;
        let looked = record.clone();
        self.asked.set(Some(record.clone()));
        self.analyst.ask(record, LOOK_VISITS, false, move |a| {
            if table.with_untracked(|t| extends(t.game().record(), &looked)) {
                answer(a);
            } else {
                asked.set(None); // taken back meanwhile: look again from where it is
            }
        });
    }

    /// The note for the table now: shown from the person's move until they move again
    /// (the computer's reply leaves it), gone after a take-back or once put away.
    pub fn current(self) -> Option<Shown> {
        let shown = self.note.get()?;
        if self.dismissed.get() {
            return None;
        }
        self.session.table.with(|t| {
            let record = t.game().record();
            let later = record.events.get(shown.record.events.len()..)?;
            let moved_again = later
                .iter()
                .any(|e| matches!(e, Event::Play { color, .. } if person(t, *color)));
            (extends(record, &shown.record) && !moved_again && t.game().phase() == Phase::Playing)
                .then_some(shown)
        })
    }

    /// The better move's point to ring on the board while the note shows (around the
    /// computer's stone if its reply took the point).
    pub fn ring(self) -> Option<Point> {
        match self.current()?.note.better {
            Move::Place(p) => Some(p),
            _ => None,
        }
    }
}

/// The note in words: "That move loses about 7 points. White can now capture 3 stones at
/// E4. The computer prefers D4 (ringed on the board)."
pub fn note_words(shown: &Shown, size: u8) -> String {
    let n = &shown.note;
    let mut words = vec![tr!("teacher-lost", points = f64::from(n.lost_points()))];
    words.extend(mistake_why(n.why, shown.mover, size));
    words.push(better_words(n.better, size));
    words.join(" ")
}

/// The note, with Take back (when the take-backs setting allows it) and OK.
#[component]
pub fn TeacherNote(teacher: Teacher, act: Callback<Action>) -> impl IntoView {
    let settings = use_settings();
    let table = teacher.session.table;
    let size = table.with_untracked(|t| t.game().size());
    let takebacks = move || settings.with(|s| s.takebacks);
    let words = move || teacher.current().map(|s| note_words(&s, size));
    view! {
        // Always in the page, so that screen readers hear the note when it appears.
        <div class="teacher" class:shown=move || teacher.current().is_some() role="status" aria-live="polite">
            {move || words().map(|w| view! {
                <p class="teacher-note">{w}</p>
                <div class="controls">
                    <Show when=move || table.with(|t| t.offers_undo(takebacks()))>
                        <button class="primary" on:click=move |_| {
                            teacher.dismissed.set(true);
                            act.run(Action::Undo { takebacks: takebacks() });
                        }>{tr("teacher-take-back")}</button>
                    </Show>
                    <button on:click=move |_| teacher.dismissed.set(true)>{tr("teacher-dismiss")}</button>
                </div>
            })}
        </div>
    }
}
