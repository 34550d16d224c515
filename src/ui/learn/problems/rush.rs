//! `/learn/problems/rush`: three minutes of shipped problems of rising difficulty, over at
//! the third wrong move ([`crate::problems::rush`]). Each problem is an [`Attempt`] on the
//! same board as every problem; a solved one scores and a wrong move is a mistake, and
//! either brings the next problem at once. The best rush is kept on this device.

use super::board::problem_model;
use super::store::{self, shipped};
use super::words;
use crate::i18n::tr;
use crate::problems::progress::difficulty_of;
use crate::problems::rush::{Best, End, Rush, MISTAKES};
use crate::problems::{Action, Attempt, Outcome};
use crate::storage::keys::PROBLEMS_RUSH;
use crate::tr;
use crate::ui::board_view::{BoardView, Fading};
use crate::ui::browser::{self, load_value, now_ms, save_value};
use crate::ui::stored::refused_words;
use leptos::prelude::*;
use std::time::Duration;

/// How a finished rush is said: why it ended, the score, and whether it is a new best (or
/// why the best could not be kept).
#[derive(Clone, Debug, PartialEq)]
struct Over {
    end: End,
    solved: u32,
    new_best: bool,
    refused: Option<String>,
}

#[component]
pub fn RushScreen() -> impl IntoView {
    let best = RwSignal::new(load_value::<Best>(PROBLEMS_RUSH));
    let rush = RwSignal::new(None::<Rush>);
    let attempt = RwSignal::new(None::<Attempt>);
    let over = RwSignal::new(None::<Over>);
    let said = RwSignal::new(None::<String>);
    let now = RwSignal::new(now_ms());
    let fading = Fading::new();
    browser::every(Duration::from_millis(250), move || {
        if rush.with_untracked(Option::is_some) && over.with_untracked(Option::is_none) {
            now.set(now_ms());
        }
    });

    // The rush's current problem on the board (none once it is over).
    let show_current = move || {
        let next =
            rush.with_untracked(|r| r.as_ref().and_then(|r| r.current().map(str::to_string)));
        let problem = next.and_then(|id| store::find(&id)).map(|l| l.problem);
        attempt.set(problem.and_then(|p| Attempt::new(p).ok()));
        fading.clear();
    };
    // Ends the rush once: the best counted and kept (read, changed and written at once,
    // so another tab's rush is not lost).
    let finish = move |end: End| {
        if over.with_untracked(Option::is_some) {
            return;
        }
        let solved = rush.with_untracked(|r| r.as_ref().map_or(0, Rush::score));
        let mut kept = load_value::<Best>(PROBLEMS_RUSH);
        let new_best = kept.finish(solved);
        let refused = save_value(PROBLEMS_RUSH, &kept)
            .err()
            .map(|e| refused_words(PROBLEMS_RUSH, e));
        best.set(kept);
        attempt.set(None);
        over.set(Some(Over {
            end,
            solved,
            new_best,
            refused,
        }));
    };
    Effect::new(move |_| {
        let at = now.get();
        if let Some(end) = rush.with_untracked(|r| r.as_ref().and_then(|r| r.end(at))) {
            finish(end);
        }
    });
    let start = move |_| {
        let rated: Vec<(String, f64)> = (shipped().iter())
            .map(|l| (l.id.clone(), difficulty_of(l.tier, l.rating)))
            .collect();
        let list: Vec<(&str, f64)> = rated.iter().map(|(id, d)| (id.as_str(), *d)).collect();
        let at = now_ms();
        rush.set(Some(Rush::new(&list, at.to_bits(), at)));
        now.set(at);
        over.set(None);
        said.set(None);
        show_current();
    };
    let act = Callback::new(move |action: Action| {
        let Some(outcome) = attempt
            .try_update(|a| a.as_mut().and_then(|a| a.act(action).ok()))
            .flatten()
        else {
            return;
        };
        fading.fade(outcome.taken());
        let moved_on = match outcome {
            Outcome::Solved { .. } => {
                rush.update(|r| r.iter_mut().for_each(Rush::solved));
                let solved = rush.with_untracked(|r| r.as_ref().map_or(0, Rush::score));
                said.set(Some(tr!("problems-rush-right", solved = solved)));
                true
            }
            Outcome::Wrong { .. } => {
                rush.update(|r| r.iter_mut().for_each(Rush::missed));
                let mistakes = rush.with_untracked(|r| r.as_ref().map_or(0, Rush::mistakes));
                said.set(Some(tr!(
                    "problems-rush-wrong",
                    mistakes = mistakes,
                    most = MISTAKES
                )));
                true
            }
            _ => false,
        };
        if moved_on {
            show_current();
            if let Some(end) = rush.with_untracked(|r| r.as_ref().and_then(|r| r.end(now_ms()))) {
                finish(end);
            }
        }
    });

    let best_words = move || {
        best.with(|b| {
            if b.runs == 0 {
                tr("problems-rush-no-best")
            } else {
                tr!("problems-rush-best", best = b.best)
            }
        })
    };
    let time = move || {
        let left = rush.with(|r| r.as_ref().map_or(0, |r| r.seconds_left(now.get())));
        tr!(
            "problems-rush-time",
            time = format!("{}:{:02}", left / 60, left % 60)
        )
    };
    let score = move || rush.with(|r| r.as_ref().map_or(0, Rush::score));
    let mistakes = move || rush.with(|r| r.as_ref().map_or(0, Rush::mistakes));
    let running = move || rush.with(Option::is_some) && over.with(Option::is_none);
    // The problem on the board: the board and the task are built once per problem, not
    // on every move (the model follows the attempt's moves by itself).
    let problem = Memo::new(move |_| attempt.with(|a| a.as_ref().map(|a| a.problem().clone())));
    let board = move || {
        problem.get().map(|problem| {
            let size = problem.position.size;
            let model = Memo::new(move |_| {
                let mut m = attempt
                    .with(|a| a.as_ref().map(problem_model))
                    .unwrap_or_else(|| crate::ui::board_view::BoardModel::empty(size));
                fading.draw(&mut m);
                m
            });
            let label = tr!("problems-board", name = problem.name.clone(), size = size);
            view! {
                <div class="lesson-board">
                    <BoardView model=model on_tap=Callback::new(move |p| act.run(Action::Play(p)))
                        label=Signal::derive(move || label.clone()) keyboard=true region=problem.view/>
                </div>
            }
        })
    };
    // The problem's name and task, in the panel beside the board.
    let task = move || {
        problem.get().map(|problem| {
            view! {
                <h2 class="rush-problem">{problem.name.clone()}</h2>
                <p class="prompt">{words::task(&problem)}</p>
            }
        })
    };
    let over_words = move || {
        over.get().map(|o| {
            let ended = match o.end {
                End::Mistakes => tr!("problems-rush-over-mistakes", solved = o.solved),
                End::Time => tr!("problems-rush-over-time", solved = o.solved),
                End::AllPlayed => tr!("problems-rush-over-all", solved = o.solved),
            };
            view! {
                <div class="feedback info rush-over" role="alert">
                    <p class="message">{ended}</p>
                    {o.new_best.then(|| view! { <p class="message">{tr("problems-rush-new-best")}</p> })}
                    {o.refused.map(|w| view! { <p class="message">{w}</p> })}
                </div>
            }
        })
    };

    view! {
        <section class="screen learn-lesson problem rush">
            <header class="lesson-head">
                <a class="button back" href="learn/problems">{tr("problems-back")}</a>
                <h1>{tr("problems-rush")}</h1>
                <Show when=running>
                    <p class="step-count rush-time">{time}</p>
                </Show>
            </header>
            {board}
            <div class="lesson-panel">
                <Show when=running>
                    <p class="rush-status">
                        <span class="rush-score">{move || tr!("problems-rush-score", solved = score())}</span>
                        <span class="rush-mistakes">{move || tr!("problems-rush-mistakes", mistakes = mistakes(), most = MISTAKES)}</span>
                    </p>
                </Show>
                {task}
                <p class="said" role="status" aria-live="polite">{move || said.get()}</p>
                {over_words}
                <Show when=move || !running()>
                    <p class="tagline">{tr("problems-rush-about")}</p>
                    <p class="rush-best">{best_words}</p>
                    <button class="primary big" on:click=start>
                        {move || if over.with(Option::is_some) { tr("problems-rush-again") } else { tr("problems-rush-start") }}
                    </button>
                </Show>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shipped problem a rush can bring sets up on the board.
    #[test]
    fn every_shipped_problem_can_open_a_rush() {
        for listed in crate::problems::shelf::shipped() {
            assert!(
                Attempt::new(listed.problem.clone()).is_ok(),
                "{}",
                listed.id
            );
        }
    }
}
