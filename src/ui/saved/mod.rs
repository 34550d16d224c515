//! The saved-games screen (`/saved`), review (`/review/:id`) and opening a share
//! link (`/share#sgf=...`).

mod import;
mod kept;
mod mistake_problems;
mod review;
mod review_analysis;
mod share;
mod thumbnail;

pub use crate::ui::records::{download_sgf, reviewed_sgf_of, sgf_of, share_link, GameExport};
pub use import::{import_text, ImportDone, ImportResult};
pub use review::ReviewScreen;
pub use share::{redirect_share_fragment, ShareScreen};
pub use thumbnail::Thumbnail;

use crate::engine::Color;
use crate::i18n::tr;
use crate::saved::{Damage, ListEntry, Stage, Summary};
use crate::tr;
use crate::ui::library::use_library;
use crate::ui::library::Library;
use crate::ui::records::files::{self, download};
use crate::ui::words::records as words;
use import::{on_drop, ImportPanel};
use leptos::prelude::*;

/// The preset's name as the new-game screen shows it.
use crate::ui::words::records::preset_name_of as preset_name;

/// Where a game stands, in words; a game by link says so, and whose move it is.
fn status_text(s: &Summary) -> String {
    if let (Some(link), false) = (s.by_link, s.is_finished()) {
        let friend = match link.me {
            Color::Black => &s.white_name,
            Color::White => &s.black_name,
        };
        return if link.my_turn {
            tr("saved-by-link-your-move")
        } else {
            tr!("saved-by-link-their-move", name = friend.clone())
        };
    }
    let status = match (s.status, s.result) {
        (Stage::Finished, Some(r)) => crate::ui::words::result_line(&r),
        (Stage::Finished, None) => tr("saved-status-finished"),
        (Stage::Settling, _) => tr("saved-status-settling"),
        (Stage::Playing(Color::Black), _) => tr("saved-status-black-to-play"),
        (Stage::Playing(Color::White), _) => tr("saved-status-white-to-play"),
    };
    match s.by_link {
        Some(_) => tr!("saved-by-link-over", status = status),
        None => status,
    }
}

/// Adds the saved-games screens' styles to the page (they come with the screens' part).
pub fn add_style() {
    crate::ui::browser::add_style("saved", include_str!("../../../style/saved-screens.css"));
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
                    ListEntry::Game(s) => library
                        .saved_game(&s.id)
                        .map(|g| reviewed_sgf_of(&g, library.analysis(&s.id).as_ref())),
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
            <h1>{tr("saved-title")}</h1>
            // Text 004.
            <p class="notice device-only">{tr("saved-device-only")}" "{tr("saved-backup-hint")}</p>
            <Show when=has_games fallback=|| view! {
                <p class="empty">{tr("saved-empty")}" "<a href="new">{tr("saved-empty-new-game")}</a>" "{tr("saved-empty-import")}</p>
            }>
                <div class="controls list-tools">
                    <button on:click=export_all>{tr("saved-export-all")}</button>
                    <button on:click=move |_| library.delete_finished() disabled=move || !has_finished()>{tr("saved-delete-finished")}</button>
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
            <kept::KeptAsideList/>
            <ImportPanel outcome=outcome/>
            <nav class="screen-nav"><a href="./">{tr("saved-nav-home")}</a>" · "<a href="new">{tr("saved-nav-new-game")}</a></nav>
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
    // The computer by its level's name, as the play screen names it.
    let shown = |name: &str| crate::ui::levels::seat_name(&crate::table::Seat::from_name(name));
    let players = tr!(
        "saved-players",
        black = shown(&summary.black_name),
        white = shown(&summary.white_name)
    );
    let heading = summary.title.clone().unwrap_or_else(|| players.clone());
    let sub = summary
        .title
        .is_some()
        .then(|| view! { <p class="players">{players.clone()}</p> });
    // Each part stays on one line; a narrow screen wraps between them.
    let meta = [
        format!("{0}×{0}", summary.size),
        preset_name(&summary.preset_id),
        words::moves(summary.moves),
        tr!("saved-last-played", date = words::day(summary.updated_ms)),
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
                <a class="button primary" href=open>{tr("saved-open")}</a>
                <a class="button" href=review>{tr("saved-review")}</a>
                <button on:click=move |_| renaming.set(Some(id.get_value()))>{tr("saved-rename")}</button>
                <button on:click=move |_| if let Some(g) = library.saved_game(&id.get_value()) { download_sgf(&g, library.analysis(&id.get_value()).as_ref()) }>{tr("saved-export-sgf")}</button>
                <button class="danger" on:click=move |_| library.delete(&id.get_value())>{tr("saved-delete")}</button>
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
            <label>{tr("saved-rename-title")}<input type="text" maxlength="80" prop:value=move || text.get()
                on:input=move |e| text.set(event_target_value(&e)) autofocus/></label>
            <button type="submit" class="primary">{tr("saved-rename-save")}</button>
            <button type="button" on:click=move |_| renaming.set(None)>{tr("saved-rename-cancel")}</button>
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
                <h2>{tr("saved-damaged-title")}</h2>
                <p class="status">{words::damage_reason(&damage.reason)}</p>
                <p class="meta">{tr!("saved-damaged-stored", key = crate::saved::game_key(&damage.id), bytes = damage.raw.len() as i64)}</p>
            </div>
            <div class="actions">
                <button on:click=export_raw>{tr("saved-damaged-export")}</button>
                <button class="danger" on:click=move |_| library.delete(&id.get_value())>{tr("saved-delete")}</button>
            </div>
        </li>
    }
}

/// The storage banner, on every screen.
#[component]
pub fn LibraryNotices() -> impl IntoView {
    let library = use_library();
    move || {
        library
            .unavailable
            .get()
            .map(|e| view! { <p class="banner" role="alert">{words::storage_error(&e)}</p> })
    }
}

/// The toast, with Undo after a delete (inside the toast area every screen has, whose
/// part brings this).
#[component]
pub fn ToastLine() -> impl IntoView {
    let library = use_library();
    move || {
        library.toast.get().map(|t| {
            view! {
                <div class="toast" role="status">
                    <span>{t.text.clone()}{t.undo.then_some(" —")}</span>
                    {t.undo.then(|| view! { " "<button on:click=move |_| library.undo_delete()>{tr("saved-undo")}</button> })}
                </div>
            }
        })
    }
}
