//! The home screen.

use crate::ui::board_view::{BoardModel, BoardView};
use crate::ui::session::use_library;
use leptos::prelude::*;

#[component]
pub fn Home() -> impl IntoView {
    let library = use_library();
    let continue_href = move || library.latest_unfinished().map(|id| format!("play/{id}"));
    let logo = BoardModel::empty(9);
    view! {
        <section class="screen home">
            <div class="home-hero">
                <div class="home-board" aria-hidden="true"><BoardView model=Signal::derive(move || logo.clone())/></div>
                <div>
                    <h1>"Tengen"</h1>
                    <p class="tagline">"Go for two players on one device."</p>
                </div>
            </div>
            <nav class="home-menu" aria-label="Main">
                <a class="button primary big" href="new">"New game"</a>
                {move || continue_href().map(|href| view! { <a class="button big" href=href>"Continue"</a> })}
                <a class="button big" href="saved">"Saved games"</a>
                <a class="button big" href="learn">"Learn"</a>
                <a class="button big" href="learn/guide">"Rules"</a>
                <a class="button big" href="settings">"Settings"</a>
            </nav>
        </section>
    }
}
