//! Opening a share link: `/share#sgf=...` (or any page whose fragment starts
//! `#sgf=`) imports the game in the fragment as a new saved game.

use super::import::{import_text, ImportDone, ImportResult};
use crate::i18n::tr;
use crate::sgf::share::{decode_fragment, FRAGMENT_PREFIX};
use crate::ui::browser::{fragment, pathname, replace_address};
use crate::ui::library::use_library;
use leptos::prelude::*;

/// Before the router starts: a game link to any page opens the share page.
pub fn redirect_share_fragment() {
    let hash = fragment();
    if hash.starts_with(FRAGMENT_PREFIX) && !pathname().ends_with("/share") {
        replace_address(&format!("share{hash}"));
    }
}

/// `/share`: imports the game in the link once, then drops the fragment so a reload
/// does not import it again.
#[component]
pub fn ShareScreen() -> impl IntoView {
    let library = use_library();
    let hash = fragment();
    let outcome: Option<Result<ImportDone, String>> =
        hash.starts_with(FRAGMENT_PREFIX).then(|| {
            decode_fragment(&hash)
                .map_err(|e| crate::ui::words::records::share_error(&e))
                .and_then(|sgf| import_text(library, &sgf))
        });
    if outcome.as_ref().is_some_and(Result::is_ok) {
        replace_address("share");
    }
    view! {
        <section class="screen share">
            <h1>{tr("share-title")}</h1>
            {match outcome {
                Some(Ok(done)) => view! { <ImportResult done=done heading=tr("share-opened")/> }.into_any(),
                Some(Err(e)) => view! { <p class="error" role="alert">{e}</p> }.into_any(),
                None => view! { <p>{tr("share-no-game")}</p> }.into_any(),
            }}
            <nav class="screen-nav"><a href="saved">{tr("saved-nav-saved-games")}</a>" · "<a href="./">{tr("saved-nav-home")}</a></nav>
        </section>
    }
}
