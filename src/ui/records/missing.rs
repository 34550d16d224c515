//! What a screen shows for a game it cannot open: not on this device, damaged, or storage
//! that does not answer.

use crate::i18n::tr;
use crate::saved::LoadError;
use leptos::prelude::*;

/// What a screen shows for a game it cannot open.
#[component]
pub fn GameMissing(
    /// Why the game did not open.
    error: LoadError,
) -> impl IntoView {
    let text = match &error {
        LoadError::NotFound(_) => tr("play-missing-text"),
        LoadError::Damaged(damage) => crate::ui::words::records::damage_reason(&damage.reason),
        LoadError::Storage(e) => crate::ui::words::records::storage_error(e),
    };
    view! {
        <section class="screen missing">
            <h1>{tr("play-missing-title")}</h1>
            <p>{text}</p>
            <a class="button" href="saved">{tr("play-saved-games")}</a>
            <a class="button" href="./">{tr("play-home")}</a>
        </section>
    }
}
