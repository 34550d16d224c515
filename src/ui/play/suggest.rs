//! The computer's suggestion of the dead stones when the count starts: asked at once in
//! a game against the computer, on request between people ("Ask the computer…", which
//! fetches the network the first time), and never when Settings turn suggestions off.
//! The suggestion only marks: players change any mark before they agree.

use crate::ai::judge::{dead_strings_of_looks, judged_records, VISITS};
use crate::engine::{Event, Move, Phase};
use crate::i18n::tr;
use crate::table::{Action, Table};
use crate::ui::computer::{Analyst, Asker, Looking};
use crate::ui::session::Session;
use crate::ui::settings::use_settings;
use crate::worker::protocol::Analysis;
use leptos::prelude::*;

/// The suggestion of one play screen.
#[derive(Clone, Copy)]
pub struct Suggester {
    session: Session,
    act: Callback<Action>,
    analyst: Analyst,
    /// The count (its number of events) last asked about.
    asked: RwSignal<Option<usize>>,
}

/// Watches `session`: when a game against the computer starts its count, asks for the
/// suggestion. Lives as long as the calling component.
pub fn drive(session: Session, act: Callback<Action>) -> Suggester {
    let settings = use_settings();
    let s = Suggester {
        session,
        act,
        analyst: Analyst::on_screen(Asker::Suggester),
        asked: RwSignal::new(None),
    };
    Effect::new(move |_| {
        let wanted = settings.with(|s| s.dead_suggestions);
        let question = session.table.with(|t| {
            (t.computer_seat().is_some() && wanted)
                .then(|| unmarked_count(t))
                .flatten()
        });
        if question.is_some() && question != s.asked.get_untracked() {
            s.ask();
        }
    });
    s
}

/// The number of events, if the count has started and nobody has marked anything yet.
fn unmarked_count(t: &Table) -> Option<usize> {
    let events = &t.game().record().events;
    let just_passed = matches!(events.last(), Some(Event::Play { mv: Move::Pass, .. }));
    (t.game().phase() == Phase::Settling && just_passed).then_some(events.len())
}

impl Suggester {
    /// Asks the analyst about the two positions the count is judged from, as GTP's
    /// `final_status_list` judges it (`judge::judged_records`: play resumed after the
    /// passes, each side to move in one), then marks the strings `judge::judge_looks` calls dead.
    fn ask(self) {
        let Some(([first, second], after_events)) = self.session.table.with_untracked(|t| {
            unmarked_count(t).map(|events| (judged_records(t.game().record()), events))
        }) else {
            return;
        };
        self.asked.set(Some(after_events));
        let (table, act, analyst) = (self.session.table, self.act, self.analyst);
        let answer_first = move |a: Analysis| {
            let first = fractions(&a.ownership);
            let second_answer = move |b: Analysis| {
                let second = fractions(&b.ownership);
                let dead = table
                    .with_untracked(|t| dead_strings_of_looks(t.game().board(), &first, &second));
                act.run(Action::Suggest { dead, after_events });
            };
            analyst.ask(second.clone(), VISITS, true, second_answer);
        };
        self.analyst.ask(first, VISITS, true, answer_first);
    }

    fn cancel(self) {
        self.analyst.cancel();
        self.asked.set(None);
    }
}

/// While settling: the analyst at work (with Cancel), its failure (with Try again), the
/// button that asks between people, and what the dotted crosses mean.
#[component]
pub fn SuggestStatus(suggester: Suggester) -> impl IntoView {
    let settings = use_settings();
    let table = suggester.session.table;
    let analyst = suggester.analyst;
    let settling = Memo::new(move |_| table.with(|t| t.game().phase() == Phase::Settling));
    // Between people, or after a Cancel: a count not asked about yet.
    let offer = Memo::new(move |_| {
        let count = table.with(unmarked_count);
        settings.with(|s| s.dead_suggestions) && count.is_some() && count != suggester.asked.get()
    });
    let shown = Memo::new(move |_| {
        table.with(|t| {
            t.game()
                .dead_stones()
                .into_iter()
                .any(|p| t.is_suggested_dead(p))
        })
    });
    move || {
        if !settling.get() {
            return ().into_any();
        }
        match analyst.looking.get() {
            Looking::Busy { done, total } => view! {
                <div class="computer-status thinking" role="status">
                    <span>{tr("play-suggest-looking")}</span>
                    <progress max=total.max(1).to_string() value=done.to_string()></progress>
                    <button on:click=move |_| suggester.cancel()>{tr("play-suggest-cancel")}</button>
                </div>
            }
            .into_any(),
            Looking::Failed(words) => view! {
                <div class="computer-status failed" role="alert">
                    <span>{words}</span>
                    <button on:click=move |_| suggester.ask()>{tr("play-suggest-try-again")}</button>
                </div>
            }
            .into_any(),
            Looking::Idle if shown.get() => {
                view! { <p class="suggest-note">{tr("play-suggest-note")}</p> }.into_any()
            }
            Looking::Idle if offer.get() => view! {
                <button class="suggest-ask" on:click=move |_| suggester.ask()>{tr("play-suggest-ask")}</button>
            }
            .into_any(),
            Looking::Idle => ().into_any(),
        }
    }
}

/// An analysis's ownership (per cent, Black's view) as fractions.
fn fractions(percent: &[i8]) -> Vec<f32> {
    percent.iter().map(|&o| f32::from(o) / 100.0).collect()
}
