//! The screens that the first visit does not download (see [`crate::part`]): each is
//! fetched when it first opens, with its texts in the chosen language.
//!
//! While a part downloads its screen says so; a part that does not arrive says that too
//! and offers to try again (the loader does not remember a failure).

use super::{learn, new_game, saved, settings};
use crate::i18n::{self, tr, Texts};
use crate::part::NotLoaded;
use crate::saved::LoadError;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// `screen!(Component, texts, part, build => load, view)`: a route's component showing
/// `view`, whose code is in the part `part` and whose texts are `texts`.
macro_rules! screen {
    ($(#[$doc:meta])* $component:ident, $texts:expr, $part:ident, $build:ident => $load:ident, $view:expr) => {
        crate::part!($part, $build => $load -> AnyView, {
            add_style();
            $view.into_any()
        });

        $(#[$doc])*
        #[component]
        pub fn $component() -> impl IntoView {
            later($texts, || Box::pin($load()))
        }
    };
}

screen!(/** `/new`. */ NewGamePart, Texts::More, new_game, new_game_screen => load_new_game, view! { <new_game::NewGameScreen/> });
screen!(/** `/saved`. */ SavedPart, Texts::More, saved, saved_list => load_saved_list, { saved::add_style(); view! { <saved::SavedList/> } });
screen!(/** `/review/:id`. */ ReviewPart, Texts::More, saved, review_screen => load_review, { saved::add_style(); view! { <saved::ReviewScreen/> } });
screen!(/** `/share`. */ SharePart, Texts::More, saved, share_screen => load_share, { saved::add_style(); view! { <saved::ShareScreen/> } });
screen!(/** `/friend`. */ FriendPart, Texts::More, friend, friend_screen => load_friend, view! { <super::friend::FriendScreen/> });
screen!(/** `/settings`. */ SettingsPart, Texts::More, settings, settings_screen => load_settings, view! { <settings::SettingsScreen/> });
screen!(/** `/learn`. */ LearnPart, Texts::Learn, learn, learn_menu => load_learn_menu, { learn::add_style(); view! { <learn::LearnMenu/> } });
screen!(/** `/learn/guide`. */ GuidePart, Texts::Learn, learn, guide_screen => load_guide, { learn::add_style(); view! { <learn::GuideScreen/> } });
screen!(/** `/learn/practice`. */ PracticePart, Texts::Learn, learn, practice_screen => load_practice, { learn::add_style(); view! { <learn::PracticeScreen/> } });
screen!(/** `/learn/:id`. */ LessonPart, Texts::Learn, learn, lesson_screen => load_lesson, { learn::add_style(); view! { <learn::LessonScreen/> } });
screen!(/** `/learn/problems`. */ ProblemsPart, Texts::Learn, problems, problems_menu => load_problems_menu, { learn::add_style(); view! { <learn::problems::ProblemsMenu/> } });
screen!(/** `/learn/problems/:id`. */ ProblemPart, Texts::Learn, problems, problem_screen => load_problem, { learn::add_style(); view! { <learn::problems::ProblemScreen/> } });

// What the play screen says of a game it cannot open comes with the saved games, where
// the way on is.
crate::part!(saved, game_missing(error: LoadError) => load_game_missing -> AnyView, view! { <super::records::GameMissing error=error/> }.into_any());

/// Why the play screen cannot open a game (not on this device, damaged, or storage that
/// does not answer): a part, fetched when that happens.
#[component]
pub fn GameMissingPart(error: LoadError) -> impl IntoView {
    inline(RwSignal::new(0), false, move || {
        load_game_missing(error.clone())
    })
}

// The toast comes with the saved games, where games are deleted (and undone).
crate::part!(saved, toast_line => load_toast_line -> AnyView, view! { <saved::ToastLine/> }.into_any());

/// The toast line at the bottom of every screen (a game deleted, with Undo; a game kept
/// again; a save that failed): its code is a part, fetched when the first toast shows.
#[component]
pub fn ToastPart() -> impl IntoView {
    let library = super::library::use_library();
    let shown = Memo::new(move |_| library.toast.with(Option::is_some));
    let attempt = RwSignal::new(0);
    view! {
        <div class="toast-area" aria-live="polite">
            {move || shown.get().then(|| inline(attempt, true, load_toast_line))}
        </div>
    }
}

/// Adds the styles of the later screens and of the play screen's extras to the page (as
/// [`Texts::More`] has their texts). Called by the parts' code, so that the styles come
/// with it.
pub fn add_style() {
    super::browser::add_style("more", include_str!("../../style/more.css"));
}

/// What a part's loader gives: its view, or [`NotLoaded`]. Boxed, so that every loader
/// shares one waiting view (Leptos' suspense code is written out once per future type).
pub type Loading = Pin<Box<dyn Future<Output = Result<AnyView, NotLoaded>>>>;

/// The screen that `load` builds, with `texts` and the other screens' texts in the current
/// language, a loading line while its part downloads and a message with "Try again" if it
/// does not arrive.
fn later(texts: Texts, load: fn() -> Loading) -> AnyView {
    let loading =
        || view! { <p class="part-loading" role="status">{tr("part-loading")}</p> }.into_any();
    let failed = Arc::new(|attempt: RwSignal<u32>| {
        let retry = move || attempt.update(|n| *n += 1);
        super::not_loaded::not_loaded(retry, "./", tr("part-home")).into_any()
    });
    suspended(RwSignal::new(0), texts, loading, failed, Arc::new(load))
}

/// A piece of a screen that `load` builds, with the other screens' texts (which hold the
/// play screen's extras'): nothing while its part downloads; if it does
/// not arrive, a line with "Try again" (unless `quiet`: another piece of the screen says
/// it), which bumps `attempt`, so that every piece of the screen tries again. The rest of
/// the screen works meanwhile.
pub fn inline<F>(
    attempt: RwSignal<u32>,
    quiet: bool,
    load: impl Fn() -> F + Send + Sync + 'static,
) -> AnyView
where
    F: Future<Output = Result<AnyView, NotLoaded>> + 'static,
{
    // Only the boxing is written out per caller; the rest is one function.
    let load = Arc::new(move || -> Loading { Box::pin(load()) });
    inline_boxed(attempt, quiet, load)
}

fn inline_boxed(
    attempt: RwSignal<u32>,
    quiet: bool,
    load: Arc<dyn Fn() -> Loading + Send + Sync>,
) -> AnyView {
    let failed = Arc::new(move |attempt: RwSignal<u32>| {
        if quiet {
            return ().into_any();
        }
        view! {
            <p class="part-failed-inline" role="alert">
                {tr("part-failed-inline")}" "
                <button class="button" on:click=move |_| attempt.update(|n| *n += 1)>
                    {tr("part-retry")}
                </button>
            </p>
        }
        .into_any()
    });
    suspended(attempt, Texts::More, || ().into_any(), failed, load)
}

/// What `load` builds, once the other screens' texts and `texts` are there in the current
/// language, with `waiting` shown meanwhile and `failed(attempt)` if its part or its texts
/// do not arrive; bumping `attempt` asks again.
fn suspended(
    attempt: RwSignal<u32>,
    texts: Texts,
    waiting: fn() -> AnyView,
    failed: Arc<dyn Fn(RwSignal<u32>) -> AnyView + Send + Sync>,
    load: Arc<dyn Fn() -> Loading + Send + Sync>,
) -> AnyView {
    (move || {
        attempt.track();
        let (load, failed) = (load.clone(), failed.clone());
        view! {
            <Suspense fallback=waiting>
                // The page has one thread: the wrapper only satisfies Suspend's bound.
                {Suspend::new(SendWrapper::new(async move {
                    let built = async {
                        i18n::load(i18n::language(), Texts::More).await?;
                        i18n::load(i18n::language(), texts).await?;
                        load().await
                    };
                    built.await.unwrap_or_else(|NotLoaded| failed(attempt))
                }))}
            </Suspense>
        }
    })
    .into_any()
}
