//! Questions to the worker about positions ("which stones are dead?", "who is ahead?",
//! a whole game's review), asked through the screen's link (its worker starts with the
//! first question, so that a game between people needs no computer until somebody asks).

use super::failure_words;
use super::link::{Asker, NoWorker, WorkerLink};
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

/// Asks the worker about positions, one at a time, as `asker` on the screen's link.
#[derive(Clone, Copy)]
pub struct Analyst {
    pub looking: RwSignal<Looking>,
    asker: Asker,
    link: WorkerLink,
    /// Who hears the open question's answer (a plain closure: a callback made where the
    /// question was asked, a button's view, may be gone by the answer).
    answer: StoredValue<Option<Answer>, LocalStorage>,
}

impl Analyst {
    /// An analyst asking as `asker` for the calling component; its question goes with it.
    pub fn on_screen(asker: Asker) -> Analyst {
        let analyst = Analyst {
            looking: RwSignal::new(Looking::Idle),
            asker,
            link: WorkerLink::of_screen(),
            answer: StoredValue::new_local(None),
        };
        analyst
            .link
            .listen(asker, move |heard| analyst.heard(heard));
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
        self.answer.set_value(Some(Rc::new(answer)));
        let asked = self.link.ask(self.asker, |id| Request::Analyse {
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
        self.link.drop_question(self.asker);
        self.answer.set_value(None);
        self.looking.set(Looking::Idle);
    }

    fn failed(self, words: String) {
        let _ = self.answer.try_set_value(None);
        self.looking.set(Looking::Failed(words));
    }

    fn heard(self, heard: Heard) {
        match heard {
            // The network's download, if this analyst waits for it.
            Heard::Loading { done, total } => {
                if self.answer.with_value(Option::is_some) {
                    self.looking.set(Looking::Busy { done, total });
                }
            }
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
            Heard::Ready | Heard::Played(_) | Heard::Shared(_) => {}
        }
    }
}

/// The analyst at work (progress and Cancel), or why it could not answer.
#[component]
pub fn AnalystStatus(
    analyst: Analyst,
    /// Said instead of the analyst's own words when it fails (they speak of a game).
    #[prop(optional)]
    failed_words: Option<&'static str>,
) -> impl IntoView {
    move || {
        match analyst.looking.get() {
        Looking::Busy { done, total } => view! {
            <div class="computer-status thinking" role="status">
                <span>{tr("play-advice-looking")}</span>
                <progress max=total.max(1).to_string() value=done.to_string()></progress>
                <button on:click=move |_| analyst.cancel()>{tr("play-suggest-cancel")}</button>
            </div>
        }
        .into_any(),
        Looking::Failed(words) => view! {
            <div class="computer-status failed" role="alert"><span>{failed_words.map_or(words, tr)}</span></div>
        }
        .into_any(),
        Looking::Idle => ().into_any(),
    }
    }
}
