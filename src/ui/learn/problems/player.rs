//! `/learn/problems/:id`: one problem on its board, a thin view over an [`Attempt`]. A
//! tap or a button is an [`Action`]; each [`Outcome`] is said in the panel (a right move
//! and the tree's reply, a wrong one with its refutation and why, then Try again or Show
//! the answer; the hint) and painted on the board, captured stones fading.

use super::board::problem_model;
use super::said::{self, Said};
use super::store::{self, load_progress, save_progress, Course};
use super::words;
use crate::i18n::tr;
use crate::problems::attempt::{Action, Attempt, Hint, Outcome, Standing};
use crate::problems::daily::of_the_day;
use crate::problems::from_game;
use crate::problems::progress::{difficulty, Ending};
use crate::problems::shelf::Listed;
use crate::storage::keys::PROBLEMS_PROGRESS;
use crate::tr;
use crate::ui::board_view::{BoardView, Fading};
use crate::ui::browser;
use crate::ui::route::{use_address, Route};
use crate::ui::stored::refused_words;
use leptos::prelude::*;

/// `/learn/problems/:id` (the app's routing builds the screen anew for another id), and
/// the two addresses that are not one problem: `today` (the problem of the day, on this
/// device's calendar) and `rush`.
#[component]
pub fn Screen() -> impl IntoView {
    let address = use_address();
    let route = untrack(|| address.route());
    if route == Route::Rush {
        return view! { <super::rush::RushScreen/> }.into_any();
    }
    let daily = route == Route::ProblemOfTheDay;
    let found = if daily {
        of_the_day(&browser::today(), &store::shipped()).and_then(store::find)
    } else {
        store::find(route.id())
    };
    match found {
        Some(listed) => {
            view! { <ProblemPlayer listed=listed address=address daily=daily/> }.into_any()
        }
        None => view! {
            <section class="screen missing">
                <h1>{tr("problems-not-found")}</h1>
                <p>{tr("problems-not-found-body")}</p>
                <a class="button" href="learn/problems">{tr("problems-title")}</a>
            </section>
        }
        .into_any(),
    }
}

/// One problem being solved: an [`Attempt`] below, taps and buttons as its actions.
#[component]
fn ProblemPlayer(
    listed: Listed,
    address: crate::ui::route::Address,
    /// The problem of the day (its heading says so).
    daily: bool,
) -> impl IntoView {
    let settings = crate::ui::settings::use_settings();
    let course = Course::of_query(address.query("tier"), address.query("mine"));
    let id = listed.id.clone();
    let imported = id.starts_with("mine-");
    let size = listed.problem.position.size;
    let rated = difficulty(&listed.problem);
    let attempt = match Attempt::new(listed.problem.clone()) {
        Ok(a) => RwSignal::new(a),
        Err(why) => {
            return view! {
                <section class="screen missing">
                    <h1>{listed.problem.name.clone()}</h1>
                    <p>{tr!("problems-broken", reason = words::setup_refused(&why))}</p>
                    <a class="button" href="learn/problems">{tr("problems-title")}</a>
                </section>
            }
            .into_any();
        }
    };
    let panel = RwSignal::new(None::<Said>);
    let fading = Fading::new();

    // A try that ended moves the progress and the rating: the rating's change in words.
    let record = {
        let id = id.clone();
        move |ending: Ending| -> Option<String> {
            let mut progress = load_progress();
            let change = progress.finish(&id, rated, ending);
            if let Err(e) = save_progress(&progress) {
                return Some(refused_words(PROBLEMS_PROGRESS, e));
            }
            change.map(|c| {
                // Rounded before the sign: a loss under half a point is no "−0".
                let points = c.round() as i64;
                tr!(
                    "problems-rating-change",
                    change = format!("{}{}", if points >= 0 { "+" } else { "−" }, points.abs()),
                    rating = progress.rating.rating.round()
                )
            })
        }
    };
    let act = {
        let problem = listed.problem.clone();
        Callback::new(move |action: Action| {
            let outcome = match attempt.try_update(|a| a.act(action)) {
                None => return,
                Some(Err(refused)) => {
                    panel.set(Some(Said::note(crate::ui::words::move_error(refused))));
                    return;
                }
                Some(Ok(outcome)) => outcome,
            };
            match outcome {
                Outcome::Nothing => return,
                Outcome::Retried | Outcome::Restarted => fading.clear(),
                _ => fading.fade(outcome.taken()),
            }
            let rating = outcome.ending().and_then(&record);
            panel.set(said::of(&outcome, &problem, imported, rating));
        })
    };
    let next = {
        let id = id.clone();
        let course = course.clone();
        Callback::new(move |()| {
            let next = course.next(&load_progress(), Some(&id));
            match next {
                Some(next) => address.open_with(&Route::Problem(next), &course.query()),
                None => panel.set(Some(Said::note(tr("problems-all-solved")))),
            }
        })
    };

    let model = Memo::new(move |_| {
        let mut m = attempt.with(problem_model);
        fading.draw(&mut m);
        m
    });
    let standing = Memo::new(move |_| attempt.with(Attempt::standing));
    let hint_shows_move =
        Memo::new(move |_| attempt.with(|a| matches!(a.hint(), Some(Hint::Move(_)))));
    // A problem made from the player's own mistake: its move, its game, and the way back.
    let from_game = from_game::game_of(&listed.problem.source);
    let title = match &from_game {
        Some((_, number)) => tr!("problems-mistake-title", number = *number as i64),
        None => listed.problem.name.clone(),
    };
    let label = {
        let name = title.clone();
        Signal::derive(move || tr!("problems-board", name = name.clone(), size = size))
    };
    let problem = listed.problem.clone();
    // The app's own problems name the tool that made them: say so in words instead.
    let source = match problem.source.as_str() {
        "" => None,
        _ if from_game.is_some() => None,
        s if s.starts_with("Tengen make-life") => Some(tr("problems-source-tengen-life")),
        s if s.starts_with("Tengen make-") => Some(tr("problems-source-tengen")),
        s => Some(tr!("problems-source", source = s)),
    };
    let game_source = from_game.map(|(game, number)| {
        let name = store::name_of_game(&game).unwrap_or_else(|| game.clone());
        view! {
            <p class="source">
                {tr!("problems-source-game", game = name, number = number as i64)}" "
                <a href=format!("review/{game}")>{tr("problems-source-review")}</a>
            </p>
        }
    });
    let body = move || {
        panel.get().map(|s| {
            let (icon, word, class) = s.kind.badge();
            let lines = s.lines.into_iter().map(|l| view! { <p class="message">{l}</p> }).collect_view();
            view! {
                <div class=format!("feedback {class}")>
                    <p class="badge"><span class="icon" aria-hidden="true">{icon}</span>" "{word}</p>
                    {lines}
                </div>
            }
        })
    };

    view! {
        <section class="screen learn-lesson problem">
            <header class="lesson-head">
                <a class="button back" href="learn/problems">{tr("problems-back")}</a>
                <h1>{title}</h1>
                <p class="step-count">{if daily { tr("problems-daily") } else { words::kind(&problem) }}</p>
            </header>
            <div class="lesson-board">
                // The words name points ("White E5"): the board shows their names too.
                <BoardView model=model on_tap=Callback::new(move |p| act.run(Action::Play(p))) label=label keyboard=true region=problem.view
                    coordinates=Signal::derive(move || settings.with(|s| s.coordinates))/>
            </div>
            <div class="lesson-panel">
                <p class="prompt">{words::task(&problem)}</p>
                <div class="feedback-area" role="status" aria-live="polite">{body}</div>
                <div class="controls task">
                    <Show when=move || standing.get() == Standing::Failed>
                        <button class="primary" on:click=move |_| act.run(Action::Retry)>{tr("problems-try-again")}</button>
                    </Show>
                    <Show when=move || matches!(standing.get(), Standing::Failed | Standing::Solving)>
                        <button on:click=move |_| act.run(Action::ShowAnswer)>{tr("problems-show-answer")}</button>
                    </Show>
                    <Show when=move || matches!(standing.get(), Standing::Solved | Standing::Shown)>
                        <button class="primary next" on:click=move |_| next.run(())>{tr("problems-next")}</button>
                    </Show>
                </div>
                <div class="controls">
                    <Show when=move || standing.get() == Standing::Solving>
                        <button on:click=move |_| act.run(Action::Hint) disabled=move || hint_shows_move.get()>{tr("problems-hint")}</button>
                    </Show>
                    <button on:click=move |_| act.run(Action::Restart)>{tr("problems-restart")}</button>
                    <Show when=move || matches!(standing.get(), Standing::Solving | Standing::Failed)>
                        <button class="next" on:click=move |_| next.run(())>{tr("problems-skip")}</button>
                    </Show>
                </div>
                {source.map(|s| view! { <p class="source">{s}</p> })}
                {game_source}
            </div>
        </section>
    }
    .into_any()
}
