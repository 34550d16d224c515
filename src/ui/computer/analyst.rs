//! Questions to the worker about positions ("which stones are dead?", "who is ahead?",
//! a whole game's review): a worker of the screen's own, started with the first
//! question, so that a game between people needs no computer until somebody asks.

use super::failure_words;
use super::link::{NoWorker, WorkerLink};
use crate::engine::GameRecord;
use crate::i18n::tr;
use crate::worker::link::Heard;
use crate::worker::protocol::{Analysis, Request};
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
    link: StoredValue<Option<WorkerLink>, LocalStorage>,
    /// Who hears the open question's answer (a plain closure: a callback made where the
    /// question was asked, a button's view, may be gone by the answer).
    answer: StoredValue<Option<Answer>, LocalStorage>,
}

impl Analyst {
    /// An analyst for the calling component; its worker ends with it.
    pub fn on_screen() -> Analyst {
        let analyst = Analyst {
            looking: RwSignal::new(Looking::Idle),
            link: StoredValue::new_local(None),
            answer: StoredValue::new_local(None),
        };
        let link = WorkerLink::on_screen(move |heard| analyst.heard(heard));
        analyst.link.set_value(Some(link));
        analyst
    }

    fn link(self) -> Option<WorkerLink> {
        self.link.try_get_value().flatten()
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
        let Some(link) = self.link() else { return };
        self.answer.set_value(Some(Rc::new(answer)));
        let asked = link.ask(|id| Request::Analyse {
            id,
            record,
            visits,
            steady,
        });
        match asked {
            Ok(_) => self.looking.set(Looking::Busy { done: 0, total: 0 }),
            Err(NoWorker) => self.failed(tr("computer-failed-start")),
        }
    }

    /// Stops looking; nothing is answered.
    pub fn cancel(self) {
        if let Some(link) = self.link() {
            link.drop_question();
        }
        self.answer.set_value(None);
        self.looking.set(Looking::Idle);
    }

    fn failed(self, words: String) {
        if let Some(link) = self.link() {
            link.end();
        }
        let _ = self.answer.try_set_value(None);
        self.looking.set(Looking::Failed(words));
    }

    fn heard(self, heard: Heard) {
        match heard {
            Heard::Loading { done, total } => self.looking.set(Looking::Busy { done, total }),
            Heard::Progress { visits, planned } => self.looking.set(Looking::Busy {
                done: u64::from(visits),
                total: u64::from(planned),
            }),
            Heard::Analysis(analysis) => {
                let answer = self.answer.try_update_value(Option::take).flatten();
                self.looking.set(Looking::Idle);
                if let Some(answer) = answer {
                    answer(analysis);
                }
            }
            Heard::Failed(failure) => self.failed(failure_words(&failure)),
            Heard::Nothing | Heard::Ready | Heard::Played(_) => {}
        }
    }
}
