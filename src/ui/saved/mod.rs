//! The saved-games screen (`/saved`), review (`/review/:id`) and opening a share
//! link (`/share#sgf=...`).

mod export;
mod files;
mod import;
mod review;
mod share;
mod thumbnail;

pub use export::{download_sgf, sgf_of, share_link, GameExport};
pub use import::{import_text, ImportDone, ImportResult};
pub use review::ReviewScreen;
pub use share::{redirect_share_fragment, ShareScreen};
pub use thumbnail::Thumbnail;

use crate::engine::presets;
use crate::saved::{Damage, ListEntry, Status, Summary};
use crate::ui::library::Library;
use crate::ui::play::color_word;
use crate::ui::session::use_library;
use files::{date_of, download};
use import::{on_drop, ImportPanel};
use leptos::prelude::*;

/// The notice above the list (text 004).
pub const DEVICE_ONLY: &str = "Saved on this device only — clearing your browser's cache or site data removes them (no account backup).";

/// The preset's name as the new-game screen shows it.
fn preset_name(id: &str) -> String {
    presets()
        .into_iter()
        .find(|p| p.id == id)
        .map_or_else(|| id.to_string(), |p| p.name.to_string())
}

/// Where a game stands, in words.
fn status_text(s: &Summary) -> String {
    match (s.status, s.result) {
        (Status::Finished, Some(r)) => {
            format!("{} — {}", r.describe().trim_end_matches('.'), r.to_sgf())
        }
        (Status::Finished, None) => "Finished".into(),
        (Status::Settling, _) => "Marking dead stones".into(),
        (Status::Playing(c), _) => format!("{} to play", color_word(c)),
    }
}

/// `/saved`: every game on this device, newest first, with import and export.
#[component]
pub fn SavedList() -> impl IntoView {
    let library = use_library();
    library.refresh();
    let outcome = RwSignal::new(None);
    let renaming = RwSignal::new(None::<String>);
    let export_all = move |_| {
        let games: Vec<String> = library.entries.with_untracked(|all| {
            all.iter()
                .filter_map(|e| match e {
                    ListEntry::Game(s) => library.saved_game(&s.id).map(|g| sgf_of(&g)),
                    ListEntry::Damaged(_) => None,
                })
                .collect()
        });
        // An SGF collection is its game trees one after another.
        download(
            "tengen-games.sgf",
            "application/x-go-sgf",
            &games.join("\n"),
        );
    };
    let has_games = move || {
        library
            .entries
            .with(|all| all.iter().any(|e| matches!(e, ListEntry::Game(_))))
    };
    let has_finished = move || {
        library.entries.with(|all| {
            all.iter()
                .any(|e| matches!(e, ListEntry::Game(s) if s.is_finished()))
        })
    };
    view! {
        <section class="screen saved" on:dragover=|e| e.prevent_default() on:drop=on_drop(library, outcome)>
            <h1>"Saved games"</h1>
            <p class="notice device-only">{DEVICE_ONLY}" To keep a backup, export your games as SGF files."</p>
            <Show when=has_games fallback=|| view! {
                <p class="empty">"No saved games yet. "<a href="new">"Start a new game"</a>" or import one below."</p>
            }>
                <div class="controls list-tools">
                    <button on:click=export_all>"Export all (SGF)"</button>
                    <button on:click=move |_| library.delete_finished() disabled=move || !has_finished()>"Delete all finished games"</button>
                </div>
            </Show>
            <ul class="game-list">
                <For each=move || library.entries.get() key=|e| (e.id().to_string(), revision(e)) let:entry>
                    {match entry {
                        ListEntry::Game(s) => view! { <GameItem summary=s renaming=renaming/> }.into_any(),
                        ListEntry::Damaged(d) => view! { <DamagedItem damage=d/> }.into_any(),
                    }}
                </For>
            </ul>
            <ImportPanel outcome=outcome/>
            <nav class="screen-nav"><a href="./">"Home"</a>" · "<a href="new">"New game"</a></nav>
        </section>
    }
}

/// Redraw a line when its game was saved again.
fn revision(e: &ListEntry) -> u64 {
    match e {
        ListEntry::Game(s) => s.revision,
        ListEntry::Damaged(_) => 0,
    }
}

/// One saved game: its position, who played, where it stands, and what to do with it.
#[component]
fn GameItem(
    /// The game's line of the index.
    summary: Summary,
    /// The id of the game whose title is being edited.
    renaming: RwSignal<Option<String>>,
) -> impl IntoView {
    let library = use_library();
    let id = StoredValue::new(summary.id.clone());
    let players = format!("{} vs {}", summary.black_name, summary.white_name);
    let heading = summary.title.clone().unwrap_or_else(|| players.clone());
    let sub = summary
        .title
        .is_some()
        .then(|| view! { <p class="players">{players.clone()}</p> });
    let moves = match summary.moves {
        1 => "1 move".to_string(),
        n => format!("{n} moves"),
    };
    // Each part stays on one line; a narrow screen wraps between them.
    let meta = [
        format!("{0}×{0}", summary.size),
        preset_name(&summary.preset_id),
        moves,
        format!("last played {}", date_of(summary.updated_ms)),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, part)| view! { {(i > 0).then_some(" · ")}<span>{part}</span> })
    .collect_view();
    let status = status_text(&summary);
    let thumb = summary
        .stones()
        .map(|stones| view! { <Thumbnail size=summary.size stones=stones/> });
    let open = format!("play/{}", summary.id);
    let review = format!("review/{}", summary.id);
    let editing = move || renaming.with(|r| r.as_deref() == Some(id.get_value().as_str()));
    let title_now = summary.title.clone().unwrap_or_default();
    view! {
        <li class="saved-game" data-id=summary.id.clone()>
            <a class="thumb-link" href=open.clone() tabindex="-1" aria-hidden="true">{thumb}</a>
            <div class="info">
                <h2>{heading}</h2>
                {sub}
                <p class="meta">{meta}</p>
                <p class="status">{status}</p>
            </div>
            <div class="actions">
                <a class="button primary" href=open>"Open"</a>
                <a class="button" href=review>"Review"</a>
                <button on:click=move |_| renaming.set(Some(id.get_value()))>"Rename"</button>
                <button on:click=move |_| if let Some(g) = library.saved_game(&id.get_value()) { download_sgf(&g) }>"Export SGF"</button>
                <button class="danger" on:click=move |_| library.delete(&id.get_value())>"Delete"</button>
            </div>
            <Show when=editing>
                <RenameForm library=library id=id.get_value() title=title_now.clone() renaming=renaming/>
            </Show>
        </li>
    }
}

/// Editing a game's title in place.
#[component]
fn RenameForm(
    library: Library,
    /// The game being renamed.
    id: String,
    /// Its title now (empty if none).
    title: String,
    /// Cleared when done.
    renaming: RwSignal<Option<String>>,
) -> impl IntoView {
    let text = RwSignal::new(title);
    let error = RwSignal::new(None::<String>);
    let id = StoredValue::new(id);
    let save = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        match library.rename(&id.get_value(), text.get_untracked()) {
            Ok(()) => renaming.set(None),
            Err(e) => error.set(Some(e)),
        }
    };
    view! {
        <form class="rename" on:submit=save>
            <label>"Title"<input type="text" maxlength="80" prop:value=move || text.get()
                on:input=move |e| text.set(event_target_value(&e)) autofocus/></label>
            <button type="submit" class="primary">"Save title"</button>
            <button type="button" on:click=move |_| renaming.set(None)>"Cancel"</button>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </form>
    }
}

/// A stored value that does not open: why, its raw text for export, and delete.
#[component]
fn DamagedItem(
    /// The damaged value.
    damage: Damage,
) -> impl IntoView {
    let library = use_library();
    let id = StoredValue::new(damage.id.clone());
    let export_raw = move |_| {
        let id = id.get_value();
        if let Some(raw) = library.raw(&id) {
            download(
                &format!("tengen-damaged-{}.txt", files::file_stem(&id)),
                "text/plain",
                &raw,
            );
        }
    };
    view! {
        <li class="saved-game damaged" data-id=damage.id.clone()>
            <div class="info">
                <h2>"Damaged saved game"</h2>
                <p class="status">{damage.reason.to_string()}</p>
                <p class="meta">{format!("Stored as tengen.game.{}, {} bytes", damage.id, damage.raw.len())}</p>
            </div>
            <div class="actions">
                <button on:click=export_raw>"Export text"</button>
                <button class="danger" on:click=move |_| library.delete(&id.get_value())>"Delete"</button>
            </div>
        </li>
    }
}

/// The toast line and the storage banner, on every screen.
#[component]
pub fn LibraryNotices() -> impl IntoView {
    let library = use_library();
    view! {
        {move || library.unavailable.get().map(|text| view! { <p class="banner" role="alert">{text}</p> })}
        <div class="toast-area" aria-live="polite">
            {move || library.toast.get().map(|t| view! {
                <div class="toast" role="status">
                    <span>{t.text.clone()}{t.undo.then_some(" —")}</span>
                    {t.undo.then(|| view! { " "<button on:click=move |_| library.undo_delete()>"Undo"</button> })}
                </div>
            })}
        </div>
    }
}
