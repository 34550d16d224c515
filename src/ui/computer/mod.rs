//! The computer player at the play screen: asks the worker for a move whenever it is the
//! computer's turn, shows it thinking (with "Play now"), and puts its move on the table
//! through the same `act` as a person's tap. The worker (`src/bin/tengen-worker.rs`)
//! holds the network and the search; the page holds only this and the messages. The
//! screen's one link ([`WorkerLink`]) serves it and the screen's analysts: a new question
//! replaces the one it is answering, "Play now" and a question no longer wanted are
//! `Stop`s, and replies to old questions are ignored by their id. Only a failure ends the
//! worker (the next question, or "Try again", starts another).

mod analyst;
mod link;

pub use crate::ui::levels::{rung_choices, rung_note, rung_title, seat_name, FIRST_RUNG};
pub use analyst::{Analyst, AnalystStatus, Looking};

use crate::engine::GameRecord;
use crate::i18n::tr;
use crate::table::Action;
use crate::tr;
use crate::ui::session::Session;
use crate::worker::link::Heard;
use crate::worker::protocol::{Failure, Request};
use leptos::prelude::*;
pub use link::{Asker, WorkerLink};

/// What the computer is doing, as the screen shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum Thinking {
    /// Nothing: it is the person's turn, or the game is between people.
    Idle,
    /// The network is arriving: `done` of `total` bytes (`total` 0 when unknown).
    Loading { done: u64, total: u64 },
    /// Searching: `visits` of `planned`.
    Searching { visits: u32, planned: u32 },
    /// The computer cannot play; the words say why. The game is kept.
    Failed(String),
}

/// The computer at one play screen.
#[derive(Clone, Copy)]
pub struct Computer {
    pub thinking: RwSignal<Thinking>,
    /// The record whose move the worker is asked for.
    asked: StoredValue<Option<GameRecord>>,
    link: WorkerLink,
    /// Bumped by "Try again", which asks anew.
    retry: RwSignal<u64>,
    act: Callback<Action>,
}

impl Computer {
    /// Watches `session`: whenever it is the computer's turn, asks for its move and plays
    /// it with `act`. Lives as long as the calling component.
    pub fn drive(session: Session, act: Callback<Action>) -> Computer {
        let computer = Computer {
            thinking: RwSignal::new(Thinking::Idle),
            asked: StoredValue::new(None),
            link: WorkerLink::of_screen(),
            retry: RwSignal::new(0),
            act,
        };
        computer
            .link
            .listen(Asker::Computer, move |heard| computer.heard(heard));
        let table = session.table;
        Effect::new(move |_| {
            computer.retry.track();
            let turn = table.with(|t| {
                t.computer_to_move()
                    .map(|rung| (rung, t.game().record().clone()))
            });
            match turn {
                Some((rung, record)) => computer.ask(rung, record),
                None => computer.forget(),
            }
        });
        computer
    }

    /// Asks for the move after `record` unless it was asked already or the computer failed.
    fn ask(self, rung: u8, record: GameRecord) {
        let same = self.asked.with_value(|a| a.as_ref() == Some(&record));
        let failed = self
            .thinking
            .with_untracked(|t| matches!(t, Thinking::Failed(_)));
        if same || failed {
            return;
        }
        // Still searching an earlier position? The worker drops it for this one.
        // The rungs that spend time read on every core.
        let timed = crate::ai::player::ladder::Rung::by_number(usize::from(rung))
            .is_some_and(|r| r.knob.seconds().is_some());
        let ask = if timed {
            WorkerLink::ask_every
        } else {
            WorkerLink::ask
        };
        let asked = ask(self.link, Asker::Computer, |id| Request::Genmove {
            id,
            record: record.clone(),
            rung,
            // The screen's pool adds its helpers at the rungs that spend time.
            helpers: 0,
        });
        if asked.is_err() {
            return self.failed(tr("computer-failed-start"));
        }
        self.asked.set_value(Some(record));
        self.thinking.set(if self.link.is_ready() {
            Thinking::Searching {
                visits: 0,
                planned: 0,
            }
        } else {
            Thinking::Loading { done: 0, total: 0 }
        });
    }

    /// It is no longer the computer's turn (an undo, the game ended): drop the question.
    fn forget(self) {
        if self.asked.get_value().is_some() {
            self.asked.set_value(None);
            self.link.drop_question(Asker::Computer);
        }
        let busy = self
            .thinking
            .with_untracked(|t| !matches!(t, Thinking::Idle | Thinking::Failed(_)));
        if busy {
            self.thinking.set(Thinking::Idle);
        }
    }

    /// The question failed (the link has ended: its next question starts a new worker,
    /// which loads the network anew).
    fn failed(self, words: String) {
        // try_: the screen may be gone already.
        let _ = self.asked.try_set_value(None);
        self.thinking.set(Thinking::Failed(words));
    }

    /// "Try again" after a failure: asked anew (of a new worker).
    pub fn try_again(self) {
        self.asked.set_value(None);
        self.thinking.set(Thinking::Idle);
        self.retry.update(|r| *r += 1);
    }

    /// "Play now": the worker stops searching and plays its best move so far (its
    /// `Played` comes within a batch of the search, with the end-of-game rules applied).
    pub fn play_now(self) {
        if self.asked.with_value(Option::is_some) {
            self.link.answer_now(Asker::Computer);
        }
    }

    /// What the worker said.
    fn heard(self, heard: Heard) {
        match heard {
            // The network's download, if the computer waits for it.
            Heard::Loading { done, total } => {
                if self.asked.with_value(Option::is_some) {
                    self.thinking.set(Thinking::Loading { done, total });
                }
            }
            Heard::Progress { visits, planned } => {
                self.thinking.set(Thinking::Searching { visits, planned })
            }
            Heard::Played(mv) => {
                let after_events = self
                    .asked
                    .with_value(|a| a.as_ref().map_or(0, |r| r.events.len()));
                self.asked.set_value(None);
                self.thinking.set(Thinking::Idle);
                self.act.run(Action::ComputerMove { mv, after_events });
            }
            Heard::Failed(failure) => self.failed(failure_words(&failure)),
            Heard::Ready | Heard::Analysis(_) | Heard::Shared(_) => {}
        }
    }
}

/// Why the computer cannot play, in the player's words.
pub fn failure_words(failure: &Failure) -> String {
    match failure {
        Failure::NetworkMissing { status: 0 } => tr("computer-failed-offline"),
        Failure::NetworkMissing { status } => {
            tr!("computer-failed-missing", status = *status as i64)
        }
        Failure::NetworkDamaged { .. } => tr("computer-failed-damaged"),
        Failure::BadRequest { .. } | Failure::Protocol { .. } => tr("computer-failed-crash"),
    }
}

/// "Thinking…" with its progress and "Play now"; the download; or why it cannot play,
/// with "Try again". Nothing while it is the person's turn.
#[component]
pub fn ComputerStatus(
    /// The computer of this screen.
    computer: Computer,
) -> impl IntoView {
    move || {
        match computer.thinking.get() {
        Thinking::Idle => ().into_any(),
        Thinking::Loading { done, total } => view! {
            <div class="computer-status" role="status">
                <span>{tr("computer-loading")}</span>
                <progress max=total.max(1).to_string() value=done.to_string()></progress>
            </div>
        }
        .into_any(),
        Thinking::Searching { visits, planned } => view! {
            <div class="computer-status thinking" role="status">
                <span>{tr("computer-thinking")}</span>
                <progress max=planned.max(1).to_string() value=visits.to_string()
                    aria-label=tr!("computer-visits", done = visits as i64, planned = planned as i64)></progress>
                <button on:click=move |_| computer.play_now()>{tr("computer-play-now")}</button>
            </div>
        }
        .into_any(),
        Thinking::Failed(words) => view! {
            <div class="computer-status failed" role="alert">
                <span>{words}</span>
                <button class="primary" on:click=move |_| computer.try_again()>{tr("computer-try-again")}</button>
            </div>
        }
        .into_any(),
    }
    }
}
