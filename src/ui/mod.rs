//! The Leptos front end. It only calls the engine; all rules live there.

mod app_base;
pub mod board_view;
mod home;
pub mod learn;
pub mod library;
mod new_game;
mod offline;
pub mod play;
pub mod saved;
pub mod session;
pub mod settings;

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

pub use board_view::{BoardModel, BoardView, PointView};
pub use offline::register_service_worker;

/// The whole app: shared state in context, the router and its screens.
#[component]
pub fn App() -> impl IntoView {
    settings::provide_settings();
    session::provide_library();
    saved::redirect_share_fragment();
    view! {
        <Router base=app_base::router_base()>
            <main class="app">
                <saved::LibraryNotices/>
                <Routes fallback=|| view! { <p class="not-found">"This page does not exist."</p> }>
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
            </main>
        </Router>
    }
}
