//! One question to the worker about a position ("which stones are dead?"): a worker of
//! its own, started for the question and ended with the answer, so that a game between
//! people needs no computer until somebody asks.

use super::failure_words;
use crate::engine::GameRecord;
use crate::i18n::tr;
use crate::ui::browser::{WebWorker, WorkerEvent};
use crate::worker::protocol::{decode, encode, Analysis, Reply, Request};
use crate::worker::WORKER_SCRIPT;
use leptos::prelude::*;

/// What the analyst is doing, as the screen shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum Looking {
    Idle,
    /// At work: `done` of `total` (bytes of the network while it arrives, then visits).
    Busy {
        done: u64,
        total: u64,
    },
    /// It could not answer; the words say why.
    Failed(String),
}

/// Asks the worker about positions, one at a time.
#[derive(Clone, Copy)]
pub struct Analyst {
    pub looking: RwSignal<Looking>,
    worker: StoredValue<Option<WebWorker>, LocalStorage>,
    /// The question, sent once the worker says it listens.
    outbox: StoredValue<Option<String>>,
    id: StoredValue<u64>,
    answer: StoredValue<Option<Callback<Analysis>>>,
}

impl Analyst {
    /// An analyst for the calling component; its worker ends with it.
    pub fn on_screen() -> Analyst {
        let analyst = Analyst {
            looking: RwSignal::new(Looking::Idle),
            worker: StoredValue::new_local(None),
            outbox: StoredValue::new(None),
            id: StoredValue::new(0),
            answer: StoredValue::new(None),
        };
        on_cleanup(move || analyst.end());
        analyst
    }

    /// Looks at the position after `record` with `visits` visits; `answer` hears what
    /// it sees. An earlier question still open is dropped.
    pub fn ask(self, record: GameRecord, visits: u32, answer: Callback<Analysis>) {
        self.end();
        let id = self.id.get_value() + 1;
        self.id.set_value(id);
        match WebWorker::start(WORKER_SCRIPT, move |e| self.heard(e)) {
            Ok(w) => self.worker.set_value(Some(w)),
            Err(_) => return self.failed(tr("computer-failed-start")),
        }
        let request = Request::Analyse { id, record, visits };
        self.outbox.set_value(Some(encode(&request)));
        self.answer.set_value(Some(answer));
        self.looking.set(Looking::Busy { done: 0, total: 0 });
    }

    /// Stops looking; nothing is answered.
    pub fn cancel(self) {
        self.end();
        self.looking.set(Looking::Idle);
    }

    fn end(self) {
        // try_: the screen may be gone already.
        let _ = self.worker.try_set_value(None);
        let _ = self.outbox.try_set_value(None);
        let _ = self.answer.try_set_value(None);
    }

    fn failed(self, words: String) {
        self.end();
        self.looking.set(Looking::Failed(words));
    }

    fn heard(self, event: WorkerEvent) {
        let text = match event {
            WorkerEvent::Message(text) => text,
            WorkerEvent::Crashed(_) => return self.failed(tr("computer-failed-crash")),
        };
        let current = |id: u64| id == self.id.get_value();
        match decode::<Reply>(&text) {
            Ok(Reply::Started) => {
                if let Some(text) = self.outbox.try_update_value(Option::take).flatten() {
                    self.worker.with_value(|w| {
                        if let Some(w) = w {
                            w.send(&text);
                        }
                    });
                }
            }
            Ok(Reply::Loading { done, total }) => self.looking.set(Looking::Busy { done, total }),
            Ok(Reply::Progress {
                id,
                visits,
                planned,
                ..
            }) if current(id) => self.looking.set(Looking::Busy {
                done: u64::from(visits),
                total: u64::from(planned),
            }),
            Ok(Reply::Analysis { id, analysis }) if current(id) => {
                let answer = self.answer.get_value();
                self.end();
                self.looking.set(Looking::Idle);
                if let Some(answer) = answer {
                    answer.run(analysis);
                }
            }
            Ok(Reply::Failed { failure, .. }) => self.failed(failure_words(&failure)),
            Ok(_) => {}
            Err(_) => self.failed(tr("computer-failed-crash")),
        }
    }
}
