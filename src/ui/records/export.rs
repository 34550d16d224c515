//! A game's way off the device: an SGF file, SGF text on the clipboard, or a link
//! carrying the whole game in its fragment.

use super::files::{copy, date_of, download, file_stem};
use crate::i18n::tr;
use crate::saved::analysis::GameAnalysis;
use crate::saved::{export_reviewed, SavedGame};
use crate::sgf::share;
use crate::ui::library::use_library;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// The SGF text of a saved game, dated the day it was started.
pub fn sgf_of(saved: &SavedGame) -> String {
    reviewed_sgf_of(saved, None)
}

/// [`sgf_of`] with the computer's review of the game, if it has one.
pub fn reviewed_sgf_of(saved: &SavedGame, review: Option<&GameAnalysis>) -> String {
    export_reviewed(
        &saved.record,
        &saved.sgf_info(Some(date_of(saved.created_ms))),
        review,
    )
}

/// `ann-vs-bo-2025-03-01.sgf`
pub fn sgf_file_name(saved: &SavedGame) -> String {
    let title = saved.title.clone().unwrap_or_else(|| {
        format!(
            "{} vs {} {}",
            saved.black_name,
            saved.white_name,
            date_of(saved.updated_ms)
        )
    });
    format!("{}.sgf", file_stem(&title))
}

/// Downloads one saved game as SGF, with the computer's review of it if it has one.
pub fn download_sgf(saved: &SavedGame, review: Option<&GameAnalysis>) {
    download(
        &sgf_file_name(saved),
        "application/x-go-sgf",
        &reviewed_sgf_of(saved, review),
    );
}

/// The address that opens this game on any device: the app's `share` page with the
/// record in the fragment.
pub fn share_link(saved: &SavedGame) -> String {
    let fragment = share::encode_fragment(&sgf_of(saved));
    format!("{}share{fragment}", crate::ui::browser::base_uri())
}

/// Export SGF, Copy SGF and Share link for one game.
#[component]
pub fn GameExport(
    /// The game's id.
    id: String,
) -> impl IntoView {
    let library = use_library();
    let id = StoredValue::new(id);
    view! {
        <RecordExport
            saved=Callback::new(move |()| library.saved_game(&id.get_value()))
            review=Callback::new(move |()| library.analysis(&id.get_value()))
            say=Callback::new(move |words| library.say(words))/>
    }
}

/// Export SGF, Copy SGF and the share link of the game `saved` gives (with the review
/// `review` gives, if any), saying what happened through `say`: for a saved game
/// ([`GameExport`]) and a game by link alike.
#[component]
pub fn RecordExport(
    /// The game as it stands now.
    saved: Callback<(), Option<SavedGame>>,
    /// Its computer review, if it has one.
    review: Callback<(), Option<GameAnalysis>>,
    /// Says the outcome in words.
    say: Callback<String>,
) -> impl IntoView {
    let link = RwSignal::new(None::<String>);
    let saved = move || saved.run(());
    let copy_then_say = move |text: String, done: String| {
        spawn_local(async move {
            let said = if copy(text).await {
                done
            } else {
                tr("share-copy-refused")
            };
            say.run(said);
        });
    };
    let export_sgf = move |_| {
        if let Some(s) = saved() {
            download_sgf(&s, review.run(()).as_ref());
        }
    };
    let copy_sgf = move |_| {
        if let Some(s) = saved() {
            copy_then_say(
                reviewed_sgf_of(&s, review.run(()).as_ref()),
                tr("share-sgf-copied"),
            );
        }
    };
    let share = move |_| {
        if let Some(s) = saved() {
            let url = share_link(&s);
            link.set(Some(url.clone()));
            copy_then_say(url, tr("share-link-copied"));
        }
    };
    view! {
        <div class="game-export controls">
            <button on:click=export_sgf>{tr("saved-export-sgf")}</button>
            <button on:click=copy_sgf>{tr("share-copy-sgf")}</button>
            <button on:click=share>{tr("share-link")}</button>
        </div>
        {move || link.get().map(|url| view! {
            <label class="share-link">{tr("share-link-label")}
                <input readonly value=url.clone() prop:value=url on:focus=|e| crate::ui::browser::select_input_text(&e)/>
            </label>
        })}
    }
}
