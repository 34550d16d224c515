//! The damaged values kept aside (`tengen.kept.…`): what each was, its size, its text to
//! export, and delete (asked first). Nothing else on this device lists them.

use crate::i18n::tr;
use crate::storage::keys::{FRIEND_PREFIX, GAME_PREFIX};
use crate::storage::KeptAside;
use crate::tr;
use crate::ui::browser::{kept_aside, remove_kept, stored_text};
use crate::ui::records::files::{download, file_stem};
use leptos::prelude::*;

/// What the value kept aside was, as the start of a sentence.
fn what(of: &str) -> String {
    if of.starts_with(GAME_PREFIX) {
        tr("saved-kept-game")
    } else if of.starts_with(FRIEND_PREFIX) {
        tr("saved-kept-game-by-link")
    } else {
        crate::ui::stored::value_name(of)
    }
}

/// The values kept aside, if any: each with Export text and Delete.
#[component]
pub fn KeptAsideList() -> impl IntoView {
    let kept = RwSignal::new(kept_aside());
    move || {
        let list = kept.get();
        (!list.is_empty()).then(|| {
            let rows = (list.into_iter())
                .map(|k| view! { <KeptItem kept=k list=kept/> })
                .collect_view();
            view! {
                <section class="kept-aside" aria-labelledby="kept-aside-title">
                    <h2 id="kept-aside-title">{tr("saved-kept-title")}</h2>
                    <p class="note">{tr("saved-kept-help")}</p>
                    <ul class="game-list">{rows}</ul>
                </section>
            }
        })
    }
}

/// One value kept aside.
#[component]
fn KeptItem(kept: KeptAside, list: RwSignal<Vec<KeptAside>>) -> impl IntoView {
    let key = StoredValue::new(kept.key.clone());
    let asking = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    let export = move |_| {
        let key = key.get_value();
        if let Some(text) = stored_text(&key) {
            download(&format!("{}.txt", file_stem(&key)), "text/plain", &text);
        }
    };
    let delete = move |_| match remove_kept(&key.get_value()) {
        Ok(()) => list.set(kept_aside()),
        Err(_) => error.set(Some(tr("saved-kept-not-deleted"))),
    };
    view! {
        <li class="saved-game damaged kept" data-key=kept.key.clone()>
            <div class="info">
                <h3>{what(&kept.of)}</h3>
                <p class="meta">{tr!("saved-damaged-stored", key = kept.key.clone(), bytes = kept.bytes as i64)}</p>
            </div>
            <div class="actions">
                <button on:click=export>{tr("saved-damaged-export")}</button>
                <Show when=move || asking.get() fallback=move || view! {
                    <button class="danger" on:click=move |_| asking.set(true)>{tr("saved-delete")}</button>
                }>
                    <span role="alert">{tr("saved-kept-sure")}</span>
                    <button class="danger" on:click=delete>{tr("saved-kept-delete-yes")}</button>
                    <button on:click=move |_| asking.set(false)>{tr("play-cancel")}</button>
                </Show>
            </div>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </li>
    }
}
