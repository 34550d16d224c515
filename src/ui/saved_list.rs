//! The saved-games list.

use crate::engine::Game;
use crate::ui::play::result_line;
use crate::ui::session::use_library;
use leptos::prelude::*;

#[component]
pub fn SavedList() -> impl IntoView {
    let library = use_library();
    view! {
        <section class="screen saved">
            <h1>"Saved games"</h1>
            <p class="notice">"Saved on this device only — clearing your browser's cache or site data removes them (no account backup)."</p>
            <ul class="game-list">
                {move || library.sessions.get().into_iter().map(|s| {
                    let href = format!("play/{}", s.id.get_value());
                    let status = s.game.with(|g| result_line(g).unwrap_or_else(|| format!("Move {}", g.move_number())));
                    let title = s.names.with(|[b, w]| format!("{b} (Black) vs {w} (White)"));
                    let size = s.game.with(Game::size);
                    view! {
                        <li><a href=href>{title}</a>" — "{format!("{size}×{size}, {}", s.preset_id.get_value())}" — "{status}</li>
                    }
                }).collect_view()}
            </ul>
            <a class="button" href="./">"Home"</a>
        </section>
    }
}
