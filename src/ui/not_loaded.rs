//! The screen for a part of the page (or the files a screen needs) that did not arrive:
//! what happened, "Try again", and a way back. Below the parts and the screens they
//! load, so both can show it.

use crate::i18n::tr;
use leptos::prelude::*;

/// A screen whose part (or the files it needs) did not arrive: what happened, "Try
/// again" (`retry`), and a way back to `back`, named `back_words`.
pub fn not_loaded(
    retry: impl Fn() + 'static,
    back: &'static str,
    back_words: String,
) -> impl IntoView {
    view! {
        <section class="screen missing part-failed" role="alert">
            <h1>{tr("part-failed-title")}</h1>
            <p>{tr("part-failed-body")}</p>
            <button class="button primary" on:click=move |_| retry()>
                {tr("part-retry")}
            </button>
            <a class="button" href=back>{back_words}</a>
        </section>
    }
}
