//! The Leptos front end. It only calls the engine; all rules live there.

mod app_base;
mod board_view;
mod offline;

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

pub use board_view::BoardView;
pub use offline::register_service_worker;

/// The whole app: the router and its screens.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <Router base=app_base::router_base()>
            <main class="app">
                <Routes fallback=|| view! { <p class="not-found">"This page does not exist."</p> }>
                    <Route path=path!("/") view=Home/>
                </Routes>
            </main>
        </Router>
    }
}

/// The home screen.
#[component]
fn Home() -> impl IntoView {
    view! {
        <section class="home">
            <h1>"Tengen"</h1>
            <p class="tagline">"Go for two players on one device."</p>
            <BoardView size=9/>
        </section>
    }
}
