//! Learn → Problems: the menu (`/learn/problems`: the next problem near the learner's
//! rating, the levels, the imported files, deleting progress) and one problem on its
//! board (`/learn/problems/:id`, [`player`]). The problems, the solving and the rating
//! are plain data in [`crate::problems`]; these views draw them and pass the taps on.

mod board;
mod player;
mod rush;
mod said;
pub mod store;
mod words;

use crate::i18n::tr;
use crate::problems::shelf::Mine;
use crate::storage::keys::{PROBLEMS_MINE, PROBLEMS_PROGRESS};
use crate::tr;
use crate::ui::browser::{on_storage_change, picked_file, PickedFile};
use crate::ui::route::{use_address, Route, PROBLEM_OF_THE_DAY, RUSH};
use crate::ui::stored::{refused_words, StoredNotices};
use leptos::prelude::*;
use std::collections::BTreeMap;
use store::{load_mine, load_progress, save_mine, save_progress, shipped, Course};

/// `/learn/problems`.
#[component]
pub fn ProblemsMenu() -> impl IntoView {
    when_ready(|| view! { <Menu/> }.into_any())
}

/// `/learn/problems/:id`, `today` and `rush`.
#[component]
pub fn ProblemScreen() -> impl IntoView {
    when_ready(|| view! { <player::Screen/> }.into_any())
}

/// `screen()` once what it shows is here ([`store::fetch_for`]): the shipped collection of
/// its problem (all of them for the rush), and the reader of the learner's own SGF files
/// if they have some (if the reader does not arrive, the screen shows the shipped problems
/// and the files without theirs). If a collection does not arrive, the part's message
/// with "Try again". A signal rather than a `Suspense`: a second caller of that would
/// grow the first download's copy of it.
fn when_ready(screen: fn() -> AnyView) -> AnyView {
    let route = untrack(|| use_address().route());
    if store::ready_for(&route) {
        return screen();
    }
    let here = RwSignal::new(None::<bool>);
    let route = StoredValue::new(route);
    let fetch = move || {
        here.set(None);
        let route = route.get_value();
        leptos::task::spawn_local(async move {
            here.set(Some(store::fetch_for(&route).await.is_ok()));
        });
    };
    fetch();
    (move || match here.get() {
        Some(true) => untrack(screen),
        Some(false) => {
            crate::ui::not_loaded::not_loaded(fetch, "learn/problems", tr("problems-title"))
                .into_any()
        }
        None => view! { <p class="part-loading" role="status">{tr("part-loading")}</p> }.into_any(),
    })
    .into_any()
}

/// The menu.
#[component]
fn Menu() -> impl IntoView {
    let address = use_address();
    let progress = RwSignal::new(load_progress());
    let mine = RwSignal::new(load_mine());
    let said = RwSignal::new(None::<String>);
    // Another tab's solving, importing or deleting shows here too (an import once the
    // SGF reader is here).
    let mine_changed = move || {
        let stored = load_mine();
        if stored.imports.is_empty() || store::reader().is_some() {
            return mine.set(stored);
        }
        leptos::task::spawn_local(async move {
            let _ = store::load_reader().await;
            mine.set(stored);
        });
    };
    on_storage_change(move |key, _| match key.as_deref() {
        Some(PROBLEMS_PROGRESS) => progress.set(load_progress()),
        Some(PROBLEMS_MINE) => mine_changed(),
        Some(_) => {}
        None => {
            progress.set(load_progress());
            mine_changed();
        }
    });
    let go = move |course: Course| {
        let next = progress.with_untracked(|p| course.next(p, None));
        match next {
            Some(id) => address.open_with(&Route::Problem(id), &course.query()),
            None => said.set(Some(tr("problems-all-solved"))),
        }
    };
    let rating = move || {
        progress.with(|p| {
            tr!(
                "problems-rating",
                rating = p.rating.rating.round(),
                deviation = p.rating.deviation.round()
            )
        })
    };
    let solved = move || {
        progress.with(|p| {
            let all = store::every_problem();
            tr!(
                "problems-solved-count",
                solved = p.solved_among(all.iter().map(|l| l.id.as_str())),
                total = all.len()
            )
        })
    };
    // The shipped problems by level: the level's categories and ids.
    let mut levels: BTreeMap<u8, (Vec<String>, Vec<String>)> = BTreeMap::new();
    for listed in shipped().iter() {
        let Some(tier) = listed.tier else {
            continue;
        };
        let (names, ids) = levels.entry(tier).or_default();
        if let Some(c) = listed.category.map(words::category) {
            if !names.contains(&c) {
                names.push(c);
            }
        }
        ids.push(listed.id.clone());
    }
    let levels = levels
        .into_iter()
        .map(|(tier, (names, ids))| {
            let count = move || {
                progress.with(|p| {
                    tr!(
                        "problems-level-solved",
                        solved = p.solved_among(ids.iter().map(String::as_str)),
                        total = ids.len()
                    )
                })
            };
            view! {
                <li>
                    <button class="level" on:click=move |_| go(Course::Tier(tier))>
                        <span class="title">{tr!("problems-level", level = tier)}</span>
                        <span class="what">{names.join(", ")}</span>
                        <span class="count">{count}</span>
                    </button>
                </li>
            }
        })
        .collect_view();

    view! {
        <section class="screen learn-menu problems-menu">
            <header class="lesson-head">
                <a class="button back" href="learn">{tr("learn-ui-back-to-menu")}</a>
                <h1>{tr("problems-title")}</h1>
            </header>
            <p class="tagline">{tr("problems-tagline")}</p>
            <StoredNotices keys=&[PROBLEMS_PROGRESS, PROBLEMS_MINE]/>
            <p class="rating">{rating}" · "{solved}</p>
            <button class="primary big" on:click=move |_| go(Course::ForMe)>{tr("problems-next-for-me")}</button>
            <div class="problems-daily-rush">
                <a class="button big" href=PROBLEM_OF_THE_DAY>
                    <span class="title">{tr("problems-daily")}</span>
                    <span class="what">{tr("problems-daily-about")}</span>
                </a>
                <a class="button big" href=RUSH>
                    <span class="title">{tr("problems-rush")}</span>
                    <span class="what">{tr("problems-rush-about")}</span>
                </a>
            </div>
            <p class="said" role="status">{move || said.get()}</p>
            <h2>{tr("problems-levels")}</h2>
            <ol class="levels">{levels}</ol>
            <MyProblems mine=mine progress=progress go=Callback::new(go)/>
            <DeleteProgress progress=progress/>
        </section>
    }
}

/// "My problems": import a file, play or remove the imported ones.
#[component]
fn MyProblems(
    mine: RwSignal<Mine>,
    progress: RwSignal<crate::problems::progress::ProblemProgress>,
    /// Opens a course's next problem.
    go: Callback<Course>,
) -> impl IntoView {
    let said = RwSignal::new(None::<(bool, String)>);
    let on_file = move |e: leptos::ev::Event| {
        if let Some(file) = picked_file(&e) {
            import(mine, said, file);
        }
    };
    let list = move || {
        mine.get()
            .imports
            .into_iter()
            .map(|import| {
                let number = import.number;
                let problems = store::reader().map(|read| import.problems(read)).unwrap_or_default();
                let solved = progress.with(|p| p.solved_among(problems.iter().map(|l| l.id.as_str())));
                let remove = move |_| {
                    // What is stored now: another tab may have imported since.
                    let mut m = load_mine();
                    m.remove(number);
                    match save_mine(&m) {
                        Ok(()) => mine.set(m),
                        Err(e) => said.set(Some((false, refused_words(PROBLEMS_MINE, e)))),
                    }
                };
                view! {
                    <li class="import">
                        <span class="title">{import.name.clone()}</span>
                        <span class="count">{tr!("problems-level-solved", solved = solved, total = problems.len())}</span>
                        <button on:click=move |_| go.run(Course::Mine(number))>{tr("problems-play")}</button>
                        <button on:click=remove aria-label=tr!("problems-remove-named", name = import.name.clone())>{tr("problems-remove")}</button>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="mine" aria-labelledby="mine-heading">
            <h2 id="mine-heading">{tr("problems-mine")}</h2>
            <Show when=move || mine.with(|m| m.imports.is_empty())>
                <p class="mine-none">{tr("problems-mine-none")}</p>
            </Show>
            <ul class="imports">{list}</ul>
            <label class="button file-pick">{tr("problems-import")}
                <input type="file" class="sr-only" accept=".sgf,application/x-go-sgf,text/plain" on:change=on_file/>
            </label>
            <p class="said" role="status">{move || said.get().map(|(ok, text)| view! {
                <span class:ok=ok class:refused=!ok>{text}</span>
            })}</p>
        </section>
    }
}

/// Reads a picked file and keeps its problems; says what happened.
fn import(mine: RwSignal<Mine>, said: RwSignal<Option<(bool, String)>>, file: PickedFile) {
    #[cfg(target_arch = "wasm32")]
    let name = file.name();
    #[cfg(not(target_arch = "wasm32"))]
    let name = String::new();
    leptos::task::spawn_local(async move {
        let too_large = |bytes| bytes > crate::problems::shelf::MAX_IMPORT_BYTES;
        let text = match crate::ui::browser::file_text(file, too_large).await {
            Ok(Some(text)) => text,
            Ok(None) => {
                return said.set(Some((
                    false,
                    tr!("problems-import-unreadable-file", name = name),
                )))
            }
            Err(bytes) => {
                let why = crate::problems::shelf::ImportRefused::TooLarge { bytes };
                return said.set(Some((false, words::import_refused(&name, &why))));
            }
        };
        let Ok(read) = store::load_reader().await else {
            return said.set(Some((false, tr("part-failed-inline"))));
        };
        // What is stored now: another tab may have imported since this menu opened.
        let mut m = load_mine();
        let result = match m
            .import(&name, &text, read)
            .map(|count| (count, save_mine(&m)))
        {
            Ok((count, Ok(()))) => {
                mine.set(m);
                (
                    true,
                    tr!("problems-import-done", name = name, count = count),
                )
            }
            Ok((_, Err(e))) => (false, refused_words(PROBLEMS_MINE, e)),
            Err(why) => (false, words::import_refused(&name, &why)),
        };
        said.set(Some(result));
    });
}

/// One button, then a confirmation, that forgets the solved problems and the rating.
#[component]
fn DeleteProgress(progress: RwSignal<crate::problems::progress::ProblemProgress>) -> impl IntoView {
    let asking = RwSignal::new(false);
    let done = RwSignal::new(false);
    let refused = RwSignal::new(Vec::<String>::new());
    let delete = move |_| {
        let fresh = crate::problems::progress::ProblemProgress::default();
        asking.set(false);
        match save_progress(&fresh) {
            Ok(()) => {
                progress.set(fresh);
                done.set(true);
                refused.set(Vec::new());
            }
            Err(e) => refused.set(vec![refused_words(PROBLEMS_PROGRESS, e)]),
        }
    };
    view! {
        <section class="delete-progress">
            <Show when=move || !asking.get()>
                <button on:click=move |_| { done.set(false); asking.set(true) }>{tr("problems-delete-progress")}</button>
            </Show>
            <Show when=move || asking.get()>
                <div class="confirm" role="alertdialog" aria-labelledby="delete-question">
                    <p id="delete-question">{tr("problems-delete-question")}</p>
                    <button class="danger" on:click=delete>{tr("problems-delete-yes")}</button>
                    <button on:click=move |_| asking.set(false)>{tr("problems-cancel")}</button>
                </div>
            </Show>
            <p class="said" role="status">{move || match refused.get() {
                words if words.is_empty() => done.get().then(|| tr("problems-deleted")),
                words => Some(words.join(" ")),
            }}</p>
        </section>
    }
}
