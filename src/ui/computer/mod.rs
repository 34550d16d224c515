//! The computer player at the play screen: asks the worker for a move whenever it is the
//! computer's turn, shows it thinking (with "Play now"), and puts its move on the table
//! through the same `act` as a person's tap. The worker (`src/bin/tengen-worker.rs`)
//! holds the network and the search; the page holds only this and the messages. One
//! worker serves the screen: a new question replaces the one it is answering, "Play now"
//! and a question no longer wanted are `Stop`s, and replies to old questions are ignored
//! by their id. Only a failure ends the worker ("Try again" starts another).

mod analyst;
mod levels;

pub use analyst::{Analyst, Looking};
pub use levels::{level_choices, level_measured, level_name, seat_name, BEGINNER_LEVEL};

use crate::engine::GameRecord;
use crate::i18n::tr;
use crate::table::Action;
use crate::tr;
use crate::ui::browser::{WebWorker, WorkerEvent};
use crate::ui::session::Session;
use crate::worker::protocol::{decode, encode, Failure, Reply, Request};
use crate::worker::WORKER_SCRIPT;
use leptos::prelude::*;

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

/// The request the worker is answering.
#[derive(Clone)]
struct Asked {
    id: u64,
    record: GameRecord,
}

/// The computer at one play screen.
#[derive(Clone, Copy)]
pub struct Computer {
    pub thinking: RwSignal<Thinking>,
    asked: StoredValue<Option<Asked>>,
    worker: StoredValue<Option<WebWorker>, LocalStorage>,
    /// A request waiting for the worker to say it listens ([`Reply::Started`]).
    outbox: StoredValue<Option<String>>,
    started: StoredValue<bool>,
    /// The worker has its network ([`Reply::Ready`]): a question shows "Thinking…" at once.
    ready: StoredValue<bool>,
    next_id: StoredValue<u64>,
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
            worker: StoredValue::new_local(None),
            outbox: StoredValue::new(None),
            started: StoredValue::new(false),
            ready: StoredValue::new(false),
            next_id: StoredValue::new(1),
            retry: RwSignal::new(0),
            act,
        };
        let table = session.table;
        Effect::new(move |_| {
            computer.retry.track();
            let turn = table.with(|t| {
                t.computer_to_move()
                    .map(|level| (level, t.game().record().clone()))
            });
            match turn {
                Some((level, record)) => computer.ask(level, record),
                None => computer.forget(),
            }
        });
        on_cleanup(move || computer.end_worker());
        computer
    }

    /// Asks for the move after `record` unless it was asked already or the computer failed.
    fn ask(self, level: u8, record: GameRecord) {
        let same = self
            .asked
            .with_value(|a| a.as_ref().is_some_and(|a| a.record == record));
        let failed = self
            .thinking
            .with_untracked(|t| matches!(t, Thinking::Failed(_)));
        if same || failed {
            return;
        }
        if self.worker.with_value(Option::is_none) {
            match WebWorker::start(WORKER_SCRIPT, move |e| self.heard(e)) {
                Ok(w) => self.worker.set_value(Some(w)),
                Err(_) => return self.failed(tr("computer-failed-start")),
            }
        }
        let id = self.next_id.get_value();
        self.next_id.set_value(id + 1);
        let text = encode(&Request::Genmove {
            id,
            record: record.clone(),
            level,
        });
        // Still searching an earlier position? The worker drops it for this one.
        self.asked.set_value(Some(Asked { id, record }));
        self.thinking.set(if self.ready.get_value() {
            Thinking::Searching {
                visits: 0,
                planned: 0,
            }
        } else {
            Thinking::Loading { done: 0, total: 0 }
        });
        if self.started.get_value() {
            self.send(&text);
        } else {
            self.outbox.set_value(Some(text));
        }
    }

    fn send(self, text: &str) {
        self.worker.with_value(|w| {
            if let Some(w) = w {
                w.send(text);
            }
        });
    }

    /// It is no longer the computer's turn (an undo, the game ended): drop the question.
    fn forget(self) {
        if let Some(asked) = self.asked.get_value() {
            self.asked.set_value(None);
            if self
                .outbox
                .try_update_value(Option::take)
                .flatten()
                .is_none()
            {
                // Its answer, if it still comes, is for an old id.
                self.send(&encode(&Request::Stop { id: asked.id }));
            }
        }
        if self.thinking.with_untracked(|t| *t != Thinking::Idle) {
            let failed = self
                .thinking
                .with_untracked(|t| matches!(t, Thinking::Failed(_)));
            if !failed {
                self.thinking.set(Thinking::Idle);
            }
        }
    }

    /// Ends the worker (its next question starts a new one, which loads the network anew).
    fn end_worker(self) {
        // try_: the screen may be gone already.
        let _ = self.asked.try_set_value(None);
        let _ = self.outbox.try_set_value(None);
        let _ = self.started.try_set_value(false);
        let _ = self.ready.try_set_value(false);
        let _ = self.worker.try_set_value(None);
    }

    fn failed(self, words: String) {
        self.end_worker();
        self.thinking.set(Thinking::Failed(words));
    }

    /// "Try again" after a failure: a new worker, asked anew.
    pub fn try_again(self) {
        self.end_worker();
        self.thinking.set(Thinking::Idle);
        self.retry.update(|r| *r += 1);
    }

    /// "Play now": the worker stops searching and plays its best move so far (its
    /// `Played` comes within a batch of the search, with the end-of-game rules applied).
    pub fn play_now(self) {
        if let Some(asked) = self.asked.get_value() {
            if self.started.get_value() {
                self.send(&encode(&Request::Stop { id: asked.id }));
            }
        }
    }

    /// What the worker said.
    fn heard(self, event: WorkerEvent) {
        let text = match event {
            WorkerEvent::Message(text) => text,
            WorkerEvent::Crashed(_) => return self.failed(tr("computer-failed-crash")),
        };
        let current = |id: u64| {
            self.asked
                .with_value(|a| a.as_ref().is_some_and(|a| a.id == id))
        };
        match decode::<Reply>(&text) {
            Ok(Reply::Loading { done, total }) => {
                self.thinking.set(Thinking::Loading { done, total })
            }
            Ok(Reply::Started) => {
                self.started.set_value(true);
                if let Some(text) = self.outbox.try_update_value(Option::take).flatten() {
                    self.send(&text);
                }
            }
            Ok(Reply::Ready) => self.ready.set_value(true),
            Ok(Reply::Progress {
                id,
                visits,
                planned,
                ..
            }) if current(id) => self.thinking.set(Thinking::Searching { visits, planned }),
            Ok(Reply::Played { id, mv }) if current(id) => {
                let after_events = self
                    .asked
                    .with_value(|a| a.as_ref().map_or(0, |a| a.record.events.len()));
                self.asked.set_value(None);
                self.thinking.set(Thinking::Idle);
                self.act.run(Action::ComputerMove { mv, after_events });
            }
            Ok(Reply::Failed { id, failure }) if id.is_none_or(current) => {
                self.failed(failure_words(&failure))
            }
            Ok(_) => {}
            Err(_) => self.failed(tr("computer-failed-crash")),
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
