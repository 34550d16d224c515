//! Questions to the worker about positions ("which stones are dead?", "who is ahead?",
//! a whole game's review): a worker of the screen's own, started with the first
//! question, so that a game between people needs no computer until somebody asks.

use super::failure_words;
use crate::engine::GameRecord;
use crate::i18n::tr;
use crate::ui::browser::{WebWorker, WorkerEvent};
use crate::worker::protocol::{decode, encode, Analysis, Reply, Request};
use crate::worker::WORKER_SCRIPT;
use leptos::prelude::*;
use std::rc::Rc;

/// Who hears an analysis.
type Answer = Rc<dyn Fn(Analysis)>;

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

/// Asks the worker about positions, one at a time; one worker for all its questions.
#[derive(Clone, Copy)]
pub struct Analyst {
    pub looking: RwSignal<Looking>,
    worker: StoredValue<Option<WebWorker>, LocalStorage>,
    /// The worker has said it listens ([`Reply::Started`]).
    started: StoredValue<bool>,
    /// A question waiting for the worker to listen.
    outbox: StoredValue<Option<String>>,
    next_id: StoredValue<u64>,
    /// The open question's id and who hears its answer (a plain closure: a callback
    /// made where the question was asked, a button's view, may be gone by the answer).
    answer: StoredValue<Option<(u64, Answer)>, LocalStorage>,
}

impl Analyst {
    /// An analyst for the calling component; its worker ends with it.
    pub fn on_screen() -> Analyst {
        let analyst = Analyst {
            looking: RwSignal::new(Looking::Idle),
            worker: StoredValue::new_local(None),
            started: StoredValue::new(false),
            outbox: StoredValue::new(None),
            next_id: StoredValue::new(1),
            answer: StoredValue::new_local(None),
        };
        on_cleanup(move || analyst.end());
        analyst
    }

    /// Looks at the position after `record` with `visits` visits (and the steadier
    /// ownership of eight looks, if `steady`); `answer` hears what it sees. An earlier
    /// question still open is dropped (the worker drops it too).
    pub fn ask(
        self,
        record: GameRecord,
        visits: u32,
        steady: bool,
        answer: impl Fn(Analysis) + 'static,
    ) {
        if self.worker.with_value(Option::is_none) {
            match WebWorker::start(WORKER_SCRIPT, move |e| self.heard(e)) {
                Ok(w) => self.worker.set_value(Some(w)),
                Err(_) => return self.failed(tr("computer-failed-start")),
            }
        }
        let id = self.next_id.get_value();
        self.next_id.set_value(id + 1);
        self.answer.set_value(Some((id, Rc::new(answer))));
        let text = encode(&Request::Analyse {
            id,
            record,
            visits,
            steady,
        });
        if self.started.get_value() {
            self.send(&text);
        } else {
            self.outbox.set_value(Some(text));
        }
        self.looking.set(Looking::Busy { done: 0, total: 0 });
    }

    /// Stops looking; nothing is answered.
    pub fn cancel(self) {
        if let Some((id, _)) = self.answer.try_update_value(Option::take).flatten() {
            self.send(&encode(&Request::Stop { id }));
        }
        self.outbox.set_value(None);
        self.looking.set(Looking::Idle);
    }

    fn send(self, text: &str) {
        self.worker.with_value(|w| {
            if let Some(w) = w {
                w.send(text);
            }
        });
    }

    /// Ends the worker (a later question starts another).
    fn end(self) {
        // try_: the screen may be gone already.
        let _ = self.worker.try_set_value(None);
        let _ = self.started.try_set_value(false);
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
        let current = |id: u64| {
            self.answer
                .with_value(|a| a.as_ref().is_some_and(|(open, _)| *open == id))
        };
        match decode::<Reply>(&text) {
            Ok(Reply::Started) => {
                self.started.set_value(true);
                if let Some(text) = self.outbox.try_update_value(Option::take).flatten() {
                    self.send(&text);
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
                let answer = self.answer.try_update_value(Option::take).flatten();
                self.looking.set(Looking::Idle);
                if let Some((_, answer)) = answer {
                    answer(analysis);
                }
            }
            // A failure for a question no longer open (one stopped) is not this one's.
            Ok(Reply::Failed { id: Some(id), .. }) if !current(id) => {}
            Ok(Reply::Failed { failure, .. }) => self.failed(failure_words(&failure)),
            Ok(_) => {}
            Err(_) => self.failed(tr("computer-failed-crash")),
        }
    }
}
