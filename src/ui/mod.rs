//! The Leptos front end. It only calls the engine; all rules live there.

mod app_base;
pub mod board_view;
pub mod browser;
mod clock_choice;
pub mod computer;
mod home;
pub mod learn;
pub mod library;
mod new_game;
mod opponent_choice;
pub mod play;
pub mod saved;
pub mod session;
pub mod settings;
mod settings_offline;
mod streak;
pub mod words;

use crate::i18n::{self, tr, Lang};
use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;
use settings::Theme;

pub use board_view::{BoardModel, BoardView, PointView};
pub use browser::register_service_worker;

/// The whole app: shared state in context, the router and its screens.
#[component]
pub fn App() -> impl IntoView {
    let settings = settings::provide_settings();
    session::provide_library();
    saved::redirect_share_fragment();
    let lang = Memo::new(move |_| {
        settings
            .with(|s| s.language)
            .unwrap_or_else(|| Lang::detect(browser::languages().iter().map(String::as_str)))
    });
    let system_dark = system_prefers_dark();
    Effect::new(move |_| {
        settings.with(|s| {
            let dark = match s.theme {
                Theme::System => system_dark.get(),
                Theme::Light => false,
                Theme::Dark => true,
            };
            browser::set_root_attribute("lang", lang.get().code());
            browser::set_root_attribute("data-theme", if dark { "dark" } else { "light" });
            browser::set_root_attribute(
                "data-contrast",
                if s.high_contrast { "high" } else { "normal" },
            );
        })
    });
    // The screens are built again in the new language when it changes; games live in the
    // library, outside, so nothing is lost.
    let screens = move || {
        i18n::set_language(lang.get());
        view! {
            <saved::LibraryNotices/>
            <Routes fallback=|| view! { <p class="not-found">{tr("page-not-found")}</p> }>
                <Route path=path!("/") view=home::Home/>
                <Route path=path!("/new") view=new_game::NewGameScreen/>
                <Route path=path!("/play/:id") view=play::PlayScreen/>
                <Route path=path!("/saved") view=saved::SavedList/>
                <Route path=path!("/review/:id") view=saved::ReviewScreen/>
                <Route path=path!("/share") view=saved::ShareScreen/>
                <Route path=path!("/settings") view=settings::SettingsScreen/>
                <Route path=path!("/learn") view=learn::LearnMenu/>
                <Route path=path!("/learn/guide") view=learn::GuideScreen/>
                <Route path=path!("/learn/practice") view=learn::PracticeScreen/>
                <Route path=path!("/learn/:id") view=learn::LessonScreen/>
            </Routes>
        }
    };
    view! {
        <Router base=app_base::router_base()>
            <main class="app">{screens}</main>
        </Router>
    }
}

/// Whether the system asks for dark colours, kept up to date when that changes.
fn system_prefers_dark() -> ReadSignal<bool> {
    let (dark, set_dark) = signal(false);
    browser::watch_dark_scheme(move |d| set_dark.set(d));
    dark
}
