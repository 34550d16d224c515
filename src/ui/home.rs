//! The home screen.

use crate::i18n::tr;
use crate::storage::keys::LADDER;
use crate::ui::board_view::{BoardModel, BoardView};
use crate::ui::library::use_library;
use leptos::prelude::*;

crate::part!(new_game, home_rating => load_home_rating -> Option<String>, crate::ui::ladder::home_words());

#[component]
pub fn Home() -> impl IntoView {
    let library = use_library();
    let continue_href = move || library.latest_unfinished().map(|id| format!("play/{id}"));
    let logo = BoardModel::empty(9);
    // The rating on the ladder, once a game against the computer was rated: its code
    // comes with New game's part, fetched only when a climb is kept here.
    let rating = RwSignal::new(None::<String>);
    if crate::ui::browser::stored_text(LADDER).is_some() {
        leptos::task::spawn_local(async move {
            if let Ok(words) = load_home_rating().await {
                rating.set(words);
            }
        });
    }
    view! {
        <section class="screen home">
            <div class="home-hero">
                <div class="home-board" aria-hidden="true"><BoardView model=Signal::derive(move || logo.clone())/></div>
                <div>
                    <h1>"Tengen"</h1>
                    <p class="tagline">{tr("home-tagline")}</p>
                </div>
            </div>
            <nav class="home-menu" aria-label=tr("home-menu")>
                <a class="button primary big" href="new">{tr("home-new-game")}</a>
                <a class="button primary big" href="new?opponent=computer">{tr("home-play-computer")}</a>
                <a class="button big home-my-level" href="new?opponent=computer&level=mine">{tr("home-at-my-level")}</a>
                {move || continue_href().map(|href| view! { <a class="button big" href=href>{tr("home-continue")}</a> })}
                <a class="button big" href="saved">{tr("home-saved-games")}</a>
                <a class="button big" href="learn">{tr("home-learn")}</a>
                <a class="button big" href=crate::ui::route::PROBLEM_OF_THE_DAY>{tr("home-daily")}</a>
                <a class="button big" href="learn/guide">{tr("home-rules")}</a>
                <a class="button big" href="settings">{tr("home-settings")}</a>
            </nav>
            {move || rating.get().map(|words| view! { <p class="home-rating">{words}</p> })}
        </section>
    }
}
