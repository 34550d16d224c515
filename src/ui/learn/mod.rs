//! The Learn screens: the menu (`/learn`), the quick-start guide (`/learn/guide`), the
//! practice capture (`/learn/practice`) and the lessons (`/learn/:id`). The course itself
//! is data in [`crate::learn`]; these views only draw it and pass the taps on.

mod feedback;
mod guide;
mod hints;
mod lesson;
mod model;
mod player;
pub mod problems;
pub mod store;

pub use guide::GuideScreen;
pub use lesson::{LessonScreen, PracticeScreen};

use crate::i18n::tr;
use crate::learn::{all, common, practice_capture};
use crate::tr;
use crate::ui::route::Route;
use leptos::prelude::*;
use store::{load_progress, use_start_game};

/// Adds the Learn screens' styles to the page (they come with the screens' part).
pub fn add_style() {
    crate::ui::browser::add_style("learn", include_str!("../../../style/learn.css"));
}

/// `/learn`: the way from nothing to a first game, then the lessons with their ticks.
#[component]
pub fn LearnMenu() -> impl IntoView {
    let progress = load_progress();
    let lessons = all();
    let done = progress.completed_count(lessons);
    let practiced = progress.is_complete(practice_capture().id);
    let start_game = use_start_game("aga", 9, false);
    let tick = |done: bool| {
        done.then(|| view! { <span class="tick"><span aria-hidden="true">"✓"</span>" "{tr("learn-ui-done")}</span> })
    };
    let resume = match progress.next_lesson(lessons) {
        Some(next) => {
            let title = next.title.text();
            let words = if done == 0 {
                tr!("learn-ui-start-lessons", title = title)
            } else {
                tr!("learn-ui-continue-lesson", title = title)
            };
            view! {
                <a class="button primary big" href=Route::Lesson(next.id.to_string()).href()>{words}</a>
            }
            .into_any()
        }
        None => view! { <p class="all-done">{tr("learn-ui-all-done")}</p> }.into_any(),
    };
    let list = lessons
        .iter()
        .map(|l| {
            view! {
                <li>
                    <a class="lesson-link" href=Route::Lesson(l.id.to_string()).href()>
                        <span class="title">{l.title.text()}</span>
                        {tick(progress.is_complete(l.id))}
                    </a>
                </li>
            }
        })
        .collect_view();

    view! {
        <section class="screen learn-menu">
            <h1>{tr("learn-ui-title")}</h1>
            <p class="tagline">{tr("learn-ui-tagline")}</p>
            <crate::ui::stored::StoredNotices keys=&[crate::storage::keys::LEARN_PROGRESS]/>
            <ol class="first-steps">
                <li><a class="button big" class:primary=!practiced href="learn/guide">{tr("learn-ui-rules-in-short")}</a></li>
                <li>
                    <a class="button big" href="learn/practice">{practice_capture().title.text()}{tick(practiced)}</a>
                </li>
                <li><button class="big" on:click=move |_| start_game()>{common::START_9X9.text()}</button></li>
            </ol>
            <h2>{tr("problems-title")}</h2>
            <p class="problems-tagline">{tr("problems-tagline")}</p>
            <a class="button big problems-link" href="learn/problems">{tr("problems-open")}</a>
            <h2>{tr("learn-ui-lessons")}</h2>
            <p class="lesson-progress">{tr!("learn-ui-lessons-done", done = done, total = lessons.len())}</p>
            {resume}
            <ol class="lesson-list">{list}</ol>
            <nav class="screen-nav"><a class="button" href="./">{tr("learn-ui-home")}</a></nav>
        </section>
    }
}
