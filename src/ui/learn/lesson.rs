//! `/learn/:id` and `/learn/practice`: one lesson on a small board, driven by
//! [`LessonState`], with feedback on every tap.

use super::feedback::FeedbackBox;
use super::hints::{hint_game, LessonHint};
use super::model::lesson_model;
use super::player::Player;
use super::store::use_start_game;
use crate::engine::{Color, Point};
use crate::i18n::tr;
use crate::learn::lesson::action_label;
use crate::learn::{all, practice_capture, Action, Lesson, LessonState, Task};
use crate::tr;
use crate::ui::board_view::BoardView;
use crate::ui::board_view::{draw_hints, hint_words};
use crate::ui::computer::AnalystStatus;
use crate::ui::route::{use_address, Route};
use leptos::prelude::*;

/// A lesson by its id (the practice capture included).
pub fn find_lesson(id: &str) -> Option<&'static Lesson> {
    all()
        .iter()
        .chain([practice_capture()])
        .find(|l| l.id == id)
}

/// What comes after a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextUp {
    Lesson(&'static Lesson),
    /// The course is over: back to the Learn menu.
    Menu,
    Game {
        preset: &'static str,
        size: u8,
    },
}

/// The lesson's follow-up: the next lesson in course order, or a game.
pub fn next_up(lesson: &Lesson) -> NextUp {
    match lesson.then {
        Action::StartGame { preset, size, .. } => NextUp::Game { preset, size },
        Action::NextLesson { .. } => {
            let course = all();
            match course.iter().position(|l| l.id == lesson.id) {
                Some(i) => course.get(i + 1).map_or(NextUp::Menu, NextUp::Lesson),
                None => course.first().map_or(NextUp::Menu, NextUp::Lesson),
            }
        }
    }
}

/// `/learn/:id`.
#[component]
pub fn LessonScreen() -> impl IntoView {
    let address = use_address();
    move || {
        let id = address.id();
        match find_lesson(&id) {
            Some(lesson) => view! { <LessonPlayer lesson=lesson/> }.into_any(),
            None => view! {
                <section class="screen missing">
                    <h1>{tr("learn-ui-not-found")}</h1>
                    <p>{tr("learn-ui-not-found-body")}</p>
                    <a class="button" href="learn">{tr("learn-ui-title")}</a>
                </section>
            }
            .into_any(),
        }
    }
}

/// `/learn/practice`: the practice capture of text 004.
#[component]
pub fn PracticeScreen() -> impl IntoView {
    view! { <LessonPlayer lesson=practice_capture()/> }
}

/// One lesson: board, goal, feedback and controls.
#[component]
pub fn LessonPlayer(lesson: &'static Lesson) -> impl IntoView {
    let state = match LessonState::new(lesson) {
        Ok(s) => s,
        Err(e) => {
            return view! {
                <section class="screen missing">
                    <h1>{lesson.title.text()}</h1>
                    <p>{tr("learn-ui-broken")}</p>
                    // A bug in the lesson data: the detail is for whoever fixes it.
                    <p class="detail">{e.to_string()}</p>
                    <a class="button" href="learn">{tr("learn-ui-title")}</a>
                </section>
            }
            .into_any();
        }
    };
    let player = Player::new(state);
    let state = player.state;
    let model = Memo::new(move |_| {
        let mut m = state.with(|s| player.held.with(|h| lesson_model(s, h)));
        player.fading.draw(&mut m);
        if let Some(LessonHint::Moves(hints)) = player.computer_hint.get() {
            draw_hints(&hints, &mut m);
        }
        m
    });
    // The computer's hint: where the step asks for a move a game could have, and not
    // while a move is still being shown.
    let computer_offered = Memo::new(move |_| {
        player.held.with(|h| h.is_none()) && state.with(|s| hint_game(s).is_some())
    });
    let computer_said = move || {
        player.computer_hint.get().map(|h| match h {
            LessonHint::Moves(hints) => hint_words(&hints, lesson.size),
            LessonHint::Elsewhere => tr("learn-ui-computer-elsewhere"),
        })
    };
    let controls = Memo::new(move |_| state.with(LessonState::controls));
    let done = Memo::new(move |_| state.with(LessonState::is_done));
    let on_tap = Callback::new(move |p: Point| player.act(|s| s.tap(p)));
    let label = Signal::derive(move || {
        state.with(|s| {
            tr!(
                "learn-ui-lesson-board",
                size = lesson.size,
                step = (s.step_index() + 1).min(s.step_count()),
                total = s.step_count()
            )
        })
    });

    let step_count = move || {
        state.with(|s| {
            if s.is_done() {
                tr("learn-ui-done")
            } else {
                tr!(
                    "learn-ui-step-count",
                    step = s.step_index() + 1,
                    total = s.step_count()
                )
            }
        })
    };
    let prompt = move || {
        state.with(|s| {
            if s.is_done() {
                tr("learn-ui-lesson-complete")
            } else {
                s.prompt().text()
            }
        })
    };
    let found = move || {
        state.with(|s| {
            let total = match s.step().task {
                Task::TapAll { targets, .. } => targets.len(),
                Task::MarkDead { stones, .. } => stones.len(),
                _ => 0,
            };
            (total > 1 && !s.is_done())
                .then(|| tr!("learn-ui-found", found = s.found().len(), total = total))
        })
    };
    let turn = move || {
        state.with(|s| {
            (matches!(s.step().task, Task::PlayGame { .. }) && !s.is_done()).then(|| {
                match s.game().to_move() {
                    Color::Black => tr("learn-ui-black-to-play"),
                    Color::White => tr("learn-ui-white-to-play"),
                }
            })
        })
    };

    let task_buttons = move || {
        let c = controls.get();
        let choices = c
            .choices
            .iter()
            .map(|&n| {
                view! {
                    <button class="choice" on:click=move |_| player.act(|s| s.answer(n))>{crate::i18n::number(f64::from(n.as_f32()))}</button>
                }
            })
            .collect_view();
        view! {
            {c.pass.then(|| view! { <button on:click=move |_| player.act(LessonState::pass)>{tr("learn-ui-pass")}</button> })}
            {c.continue_button.then(|| view! {
                <button class="primary" on:click=move |_| player.act(LessonState::proceed)>{tr("learn-ui-continue")}</button>
            })}
            {choices}
        }
    };

    view! {
        <section class="screen learn-lesson">
            <header class="lesson-head">
                <a class="button back" href="learn">{tr("learn-ui-back-to-menu")}</a>
                <h1>{lesson.title.text()}</h1>
                <p class="step-count">{step_count}</p>
            </header>
            <div class="lesson-board">
                <BoardView model=model on_tap=on_tap label=label keyboard=true/>
            </div>
            <div class="lesson-panel">
                <Show when=move || !done.get()>
                    <p class="intro">{lesson.intro.text()}</p>
                </Show>
                // What just happened first, then what to do now: after a step, the
                // feedback is about the step before the prompt's.
                <FeedbackBox feedback=player.feedback/>
                {move || player.unkept.get().map(|w| view! { <p class="banner storage-notice" role="alert">{w}</p> })}
                <p class="prompt">{prompt}</p>
                {move || found().map(|f| view! { <p class="found">{f}</p> })}
                {move || turn().map(|t| view! { <p class="turn">{t}</p> })}
                <Show when=move || player.hint.get() && !done.get()>
                    <p class="hint"><span class="label">{tr("learn-ui-hint-label")}" "</span>{move || state.with(|s| s.hint().text())}</p>
                </Show>
                <div class="advice">
                    <AnalystStatus analyst=player.analyst failed_words="learn-ui-computer-failed"/>
                    <p class="advice-said" role="status">{computer_said}</p>
                </div>
                <div class="controls task">{task_buttons}</div>
                <div class="controls">
                    <Show when=move || !done.get()>
                        <button on:click=move |_| player.hint.set(true)
                            disabled=move || player.hint.get()>{tr("learn-ui-hint")}</button>
                    </Show>
                    <Show when=move || computer_offered.get()>
                        <button class="computer-hint" on:click=move |_| player.ask_computer()>{tr("learn-ui-ask-computer")}</button>
                    </Show>
                    <button on:click=move |_| player.retry()>{tr("learn-ui-retry")}</button>
                    <NextButton lesson=lesson done=done/>
                </div>
            </div>
        </section>
    }
    .into_any()
}

/// The way on: the next lesson (always offered, so nobody gets stuck) or, once the
/// lesson is done, its game.
#[component]
fn NextButton(lesson: &'static Lesson, done: Memo<bool>) -> impl IntoView {
    let label = action_label(lesson.then).text();
    match next_up(lesson) {
        NextUp::Lesson(next) => view! {
            <a class="button next" class:primary=move || done.get()
                href=Route::Lesson(next.id.to_string()).href()>{label}</a>
        }
        .into_any(),
        NextUp::Menu => view! {
            <a class="button next" class:primary=move || done.get() href="learn">{tr("learn-ui-back-to-learn")}</a>
        }
        .into_any(),
        NextUp::Game { preset, size } => {
            let friend = use_start_game(preset, size, false);
            let computer = use_start_game(preset, size, true);
            view! {
                // "Start a 9x9 game": against a friend on this device or the computer.
                <Show when=move || done.get()>
                    <div class="start-game" role="group" aria-label=label.clone()>
                        <span>{label.clone()}</span>
                        <button class="primary next" on:click={
                            let friend = friend.clone();
                            move |_| friend()
                        }>{tr("learn-ui-play-friend")}</button>
                        <button class="primary" on:click={
                            let computer = computer.clone();
                            move |_| computer()
                        }>{tr("learn-ui-play-computer")}</button>
                    </div>
                </Show>
            }
            .into_any()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lessons lead on in course order; the last one and the practice lead to a game.
    #[test]
    fn next_up_follows_the_course() {
        let course = all();
        assert_eq!(next_up(&course[0]), NextUp::Lesson(&course[1]));
        assert!(matches!(
            next_up(course.last().unwrap()),
            NextUp::Game {
                preset: "first-capture",
                size: 9
            }
        ));
        assert!(matches!(next_up(practice_capture()), NextUp::Game { .. }));
        assert_eq!(find_lesson("ko").map(|l| l.id), Some("ko"));
        assert_eq!(
            find_lesson("practice-capture").map(|l| l.id),
            Some("practice-capture")
        );
        assert!(find_lesson("nope").is_none());
    }
}
