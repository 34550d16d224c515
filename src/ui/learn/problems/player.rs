//! `/learn/problems/:id`: one problem on its board. The learner taps a move; a right
//! move gets the tree's reply, a wrong one its refutation played out with the reason in
//! words, then Try again or Show the answer. The hint comes from the tree too.

use super::store::{self, load_progress, save_progress, Course};
use super::words;
use crate::engine::{Game, Point};
use crate::i18n::tr;
use crate::problems::model::Goal;
use crate::problems::progress::{difficulty, Ending};
use crate::problems::shelf::Listed;
use crate::problems::solve::{Answer, Attempt, Hint, Shown, Status};
use crate::tr;
use crate::ui::board_view::{board_model, Overlays};
use crate::ui::board_view::{BoardModel, BoardView};
use crate::ui::route::use_address;
use leptos::prelude::*;
use std::time::Duration;

/// How long each reply stays before the next one shows.
const STEP: Duration = Duration::from_millis(550);

/// `/learn/problems/:id` (the app's routing builds the screen anew for another id).
#[component]
pub fn ProblemScreen() -> impl IntoView {
    let address = use_address();
    match store::find(&untrack(|| address.id())) {
        Some(listed) => view! { <ProblemPlayer listed=listed address=address/> }.into_any(),
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

/// What the panel says after the learner's last action.
#[derive(Clone, Debug, PartialEq)]
struct Said {
    /// Right, wrong, solved or the answer: a word and an icon besides the colour.
    kind: Kind,
    lines: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Right,
    Solved,
    Wrong,
    Answer,
    Note,
}

impl Kind {
    fn badge(self) -> (&'static str, String, &'static str) {
        match self {
            Kind::Right => ("✓", tr("problems-right"), "correct"),
            Kind::Solved => ("✓", tr("problems-solved"), "correct"),
            Kind::Wrong => ("✗", tr("problems-wrong"), "wrong"),
            Kind::Answer => ("ℹ", tr("problems-answer"), "info"),
            Kind::Note => ("ℹ", tr("learn-ui-note"), "info"),
        }
    }
}

/// One problem being solved.
#[component]
fn ProblemPlayer(listed: Listed, address: crate::ui::route::Address) -> impl IntoView {
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
                    <p>{tr!("problems-broken", reason = why.to_string())}</p>
                    <a class="button" href="learn/problems">{tr("problems-title")}</a>
                </section>
            }
            .into_any();
        }
    };
    let said = RwSignal::new(None::<Said>);
    let hint = RwSignal::new(None::<Hint>);
    // Positions shown one after another (the learner's move, then each reply).
    let frames = RwSignal::new(Vec::<Game>::new());
    let generation = StoredValue::new(0u32);
    // Whether this attempt's ending is recorded (a wrong move ends an attempt).
    let recorded = StoredValue::new(false);

    let finish = {
        let id = id.clone();
        move |ending: Ending| -> Option<String> {
            if recorded.get_value() {
                return None;
            }
            recorded.set_value(true);
            let mut progress = load_progress();
            let change = progress.finish(&id, rated, ending);
            save_progress(&progress);
            change.map(|c| {
                tr!(
                    "problems-rating-change",
                    change = format!("{}{}", if c >= 0.0 { "+" } else { "−" }, c.abs().round()),
                    rating = progress.rating.rating.round()
                )
            })
        }
    };
    let animate = move |before: Game, moves: Vec<Shown>| {
        generation.update_value(|g| *g = g.wrapping_add(1));
        let mine = generation.get_value();
        let mut game = before;
        let mut shown = Vec::new();
        for s in &moves {
            let mv =
                s.at.map_or(crate::engine::Move::Pass, crate::engine::Move::Place);
            if game.play_as(s.color, mv).is_err() {
                break;
            }
            shown.push(game.clone());
        }
        // The last position is the attempt's own.
        shown.pop();
        frames.set(shown);
        fn next(frames: RwSignal<Vec<Game>>, generation: StoredValue<u32>, mine: u32) {
            set_timeout(
                move || {
                    if generation.try_get_value() != Some(mine) {
                        return;
                    }
                    let more = frames.try_update(|f| {
                        if !f.is_empty() {
                            f.remove(0);
                        }
                        !f.is_empty()
                    });
                    if more == Some(true) {
                        next(frames, generation, mine);
                    }
                },
                STEP,
            );
        }
        next(frames, generation, mine);
    };

    let on_tap = {
        let finish = finish.clone();
        Callback::new(move |p: Point| {
            if attempt.with_untracked(|a| a.status() != Status::Solving) {
                return;
            }
            let (before, depth) = attempt.with_untracked(|a| (a.game().clone(), a.depth()));
            let Some(answer) = attempt.try_update(|a| a.play(p)) else {
                return;
            };
            hint.set(None);
            let (solver, problem) = attempt.with_untracked(|a| (a.solver(), a.problem().clone()));
            let said_now = match answer {
                Answer::Refused(e) => Said {
                    kind: Kind::Note,
                    lines: vec![crate::ui::words::move_error(e)],
                },
                Answer::Right {
                    played,
                    replies,
                    solved,
                } => {
                    let (mut lines, moves) = told(played, replies, size);
                    let comments = attempt.with_untracked(|a| own(a.comments(depth)));
                    animate(before, moves);
                    if solved {
                        let (captured, liberties) = attempt.with_untracked(Attempt::result);
                        lines.push(words::solved(&problem, captured, liberties));
                        let clean = attempt.with_untracked(Attempt::is_clean);
                        if clean {
                            lines.push(tr("problems-first-try"));
                        }
                        lines.extend(finish(if clean { Ending::Clean } else { Ending::Helped }));
                    } else {
                        lines.push(tr!(
                            "problems-your-move",
                            color = crate::ui::words::color_name(solver)
                        ));
                    }
                    file_comments(imported, &comments, &mut lines);
                    Said {
                        kind: if solved { Kind::Solved } else { Kind::Right },
                        lines,
                    }
                }
                Answer::Wrong {
                    played,
                    refutation,
                    why,
                } => {
                    let (mut lines, moves) = told(played, refutation, size);
                    lines.push(words::why(why, solver, size));
                    let comments = attempt.with_untracked(|a| own(a.comments(depth)));
                    file_comments(imported, &comments, &mut lines);
                    animate(before, moves);
                    lines.extend(finish(Ending::Failed));
                    Said {
                        kind: Kind::Wrong,
                        lines,
                    }
                }
            };
            said.set(Some(said_now));
        })
    };

    // Back to the board before the wrong move, or to the start: a new attempt.
    let reset = move |how: fn(&mut Attempt)| {
        generation.update_value(|g| *g = g.wrapping_add(1));
        frames.set(Vec::new());
        attempt.update(how);
        recorded.set_value(false);
        hint.set(None);
        said.set(None);
    };
    let try_again = move |_| reset(Attempt::retry);
    let restart = move |_| reset(Attempt::restart);
    let show_answer = {
        let finish = finish.clone();
        Callback::new(move |()| {
            hint.set(None);
            let before = attempt.with_untracked(|a| {
                let mut a = a.clone();
                a.retry();
                a.game().clone()
            });
            let Some(line) = attempt.try_update(Attempt::show_answer) else {
                return;
            };
            let mut lines = Vec::new();
            if !line.is_empty() {
                lines.push(words::line(&line, size));
            }
            lines.extend(finish(Ending::Failed));
            animate(before, line);
            said.set(Some(Said {
                kind: Kind::Answer,
                lines,
            }));
        })
    };
    let ask_hint = move |_| {
        let Some(h) = attempt.try_update(Attempt::hint).flatten() else {
            return;
        };
        let line = match h {
            Hint::Area(_) => tr("problems-hint-area"),
            Hint::Move(_) => tr("problems-hint-move"),
        };
        hint.set(Some(h));
        said.set(Some(Said {
            kind: Kind::Note,
            lines: vec![line],
        }));
    };
    let next = {
        let id = id.clone();
        let course = course.clone();
        Callback::new(move |()| {
            let next = course.next(&load_progress(), Some(&id));
            match next {
                Some(next) => address.go(&format!("/learn/problems/{next}{}", course.query())),
                None => said.set(Some(Said {
                    kind: Kind::Note,
                    lines: vec![tr("problems-all-solved")],
                })),
            }
        })
    };

    let model = Memo::new(move |_| {
        let shown = frames.with(|f| f.first().cloned());
        attempt.with(|a| problem_model(a, shown.as_ref(), hint.get().as_ref()))
    });
    let status = Memo::new(move |_| attempt.with(Attempt::status));
    let label = {
        let name = listed.problem.name.clone();
        Signal::derive(move || tr!("problems-board", name = name.clone(), size = size))
    };
    let problem = listed.problem.clone();
    // The app's own problems name the tool that made them: say so in words instead.
    let source = match problem.source.as_str() {
        "" => None,
        s if s.starts_with("Tengen make-") => Some(tr("problems-source-tengen")),
        s => Some(tr!("problems-source", source = s)),
    };
    let body = move || {
        said.get().map(|s| {
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
                <h1>{problem.name.clone()}</h1>
                <p class="step-count">{words::kind(&problem)}</p>
            </header>
            <div class="lesson-board">
                // The words name points ("White E5"): the board shows their names too.
                <BoardView model=model on_tap=on_tap label=label keyboard=true region=problem.view
                    coordinates=Signal::derive(move || settings.with(|s| s.coordinates))/>
            </div>
            <div class="lesson-panel">
                <p class="prompt">{words::task(&problem)}</p>
                <div class="feedback-area" role="status" aria-live="polite">{body}</div>
                <div class="controls task">
                    <Show when=move || status.get() == Status::Failed>
                        <button class="primary" on:click=try_again>{tr("problems-try-again")}</button>
                    </Show>
                    <Show when=move || matches!(status.get(), Status::Failed | Status::Solving)>
                        <button on:click=move |_| show_answer.run(())>{tr("problems-show-answer")}</button>
                    </Show>
                    <Show when=move || matches!(status.get(), Status::Solved | Status::Shown)>
                        <button class="primary next" on:click=move |_| next.run(())>{tr("problems-next")}</button>
                    </Show>
                </div>
                <div class="controls">
                    <Show when=move || status.get() == Status::Solving>
                        <button on:click=ask_hint disabled=move || matches!(hint.get(), Some(Hint::Move(_)))>{tr("problems-hint")}</button>
                    </Show>
                    <button on:click=restart>{tr("problems-restart")}</button>
                    <Show when=move || matches!(status.get(), Status::Solving | Status::Failed)>
                        <button class="next" on:click=move |_| next.run(())>{tr("problems-skip")}</button>
                    </Show>
                </div>
                {source.map(|s| view! { <p class="source">{s}</p> })}
            </div>
        </section>
    }
    .into_any()
}

/// An imported file's own comments on the moves, after the app's words (the shipped
/// files say in English what the app already said in the learner's language).
/// The person's move and what followed it (the replies, or the refutation): in words, a
/// line each, and as the moves to show one by one.
fn told(played: Shown, then: Vec<Shown>, size: u8) -> (Vec<String>, Vec<Shown>) {
    let mut lines = vec![words::line(std::slice::from_ref(&played), size)];
    if !then.is_empty() {
        lines.push(words::line(&then, size));
    }
    let mut moves = vec![played];
    moves.extend(then);
    (lines, moves)
}

fn file_comments(imported: bool, comments: &[String], lines: &mut Vec<String>) {
    if imported {
        for c in comments {
            lines.push(tr!("problems-file-says", comment = c.trim()));
        }
    }
}

fn own(comments: Vec<&str>) -> Vec<String> {
    comments.into_iter().map(str::to_string).collect()
}

/// The board: the position (or a frame of the moves being shown), the string the problem
/// is about ringed while it is being solved, and the hint.
fn problem_model(a: &Attempt, frame: Option<&Game>, hint: Option<&Hint>) -> BoardModel {
    let game = frame.unwrap_or(a.game());
    let mut m = board_model(game, Overlays::default());
    let solving = a.status() == Status::Solving && frame.is_none();
    if let Some(target) = a.problem().goal.map(Goal::target).filter(|_| solving) {
        for p in game.board().string_stones(target) {
            m.at(p).marked = true;
        }
    }
    match hint.filter(|_| solving) {
        Some(Hint::Area(points)) => {
            for &p in points {
                m.at(p).marked = true;
            }
        }
        Some(Hint::Move(p)) => m.at(*p).hint = Some(1),
        None => {}
    }
    m
}
