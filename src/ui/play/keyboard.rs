//! Playing without a mouse: the play screen's shortcut keys, a "Play at" box
//! for typed coordinates, a "Read board" button and the keys' help dialog.

use crate::engine::Point;
use crate::i18n::tr;
use crate::table::Action;
use crate::ui::browser::{active_element, typing_in_a_field, Focused};
use crate::ui::settings::use_settings;
use crate::ui::words::coord_error;
use leptos::prelude::*;

/// The shortcut keys and what they do, for the help dialog. The letter keys are the same in
/// every language ([`Shortcut::from_key`]).
fn keys() -> [(String, String); 10] {
    [
        (tr("keys-arrows"), tr("keys-arrows-do")),
        (tr("keys-home-end"), tr("keys-home-end-do")),
        (tr("keys-page"), tr("keys-page-do")),
        (tr("keys-enter"), tr("keys-enter-do")),
        ("p".into(), tr("keys-pass-do")),
        ("u".into(), tr("keys-undo-do")),
        ("c".into(), tr("keys-coordinates-do")),
        ("r".into(), tr("keys-read-do")),
        ("?".into(), tr("keys-help-do")),
        (tr("keys-escape"), tr("keys-escape-do")),
    ]
}

/// What a shortcut key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    Pass,
    Undo,
    Coordinates,
    Read,
    Help,
}

impl Shortcut {
    pub fn from_key(key: &str) -> Option<Shortcut> {
        match key {
            "p" | "P" => Some(Shortcut::Pass),
            "u" | "U" => Some(Shortcut::Undo),
            "c" | "C" => Some(Shortcut::Coordinates),
            "r" | "R" => Some(Shortcut::Read),
            "?" => Some(Shortcut::Help),
            _ => None,
        }
    }
}

/// The keyboard bar under the board, the shortcut keys and the help dialog.
#[component]
pub fn KeyboardControls(
    /// Board size, to read typed coordinates.
    size: u8,
    /// The game is over: no more typed moves.
    #[prop(into)]
    over: Signal<bool>,
    /// Pass (asks to confirm, as the Pass button does), undo, play at (or, while
    /// settling, mark) a typed point, and Escape's cancel of a question.
    act: Callback<Action>,
    /// Read the whole position into the live region.
    on_read: Callback<()>,
    /// Show a typed coordinate's error in words.
    on_error: Callback<String>,
) -> impl IntoView {
    let settings = use_settings();
    let help_open = RwSignal::new(false);
    let typed = RwSignal::new(String::new());
    let bar_open = RwSignal::new(false);
    let close_button = NodeRef::<leptos::html::Button>::new();
    let opener = StoredValue::new_local(None::<Focused>);

    let open_help = move || {
        opener.set_value(active_element());
        help_open.set(true);
    };
    let close_help = move || {
        help_open.set(false);
        if let Some(el) = opener.get_value() {
            el.restore();
        }
    };
    // Focus moves into the dialog when it opens.
    Effect::new(move |_| {
        if help_open.get() {
            if let Some(b) = close_button.get() {
                let _ = b.focus();
            }
        }
    });

    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.ctrl_key() || ev.alt_key() || ev.meta_key() || ev.default_prevented() {
            return;
        }
        if help_open.get_untracked() {
            match ev.key().as_str() {
                "Escape" => {
                    ev.prevent_default();
                    close_help();
                }
                // A modal dialog keeps focus: Close is its only control.
                "Tab" => {
                    ev.prevent_default();
                    if let Some(b) = close_button.get_untracked() {
                        let _ = b.focus();
                    }
                }
                _ => {}
            }
            return;
        }
        if ev.key() == "Escape" {
            act.run(Action::Cancel);
            return;
        }
        if typing_in_a_field(&ev) {
            return;
        }
        let Some(shortcut) = Shortcut::from_key(&ev.key()) else {
            return;
        };
        ev.prevent_default();
        match shortcut {
            Shortcut::Pass => act.run(Action::Pass),
            Shortcut::Undo => act.run(Action::Undo {
                takebacks: settings.with_untracked(|s| s.takebacks),
            }),
            Shortcut::Coordinates => settings.update(|s| s.coordinates = !s.coordinates),
            Shortcut::Read => on_read.run(()),
            Shortcut::Help => open_help(),
        }
    });
    on_cleanup(move || handle.remove());

    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match Point::parse_gtp(&typed.get_untracked(), size) {
            Ok(p) => {
                typed.set(String::new());
                act.run(Action::Play(p));
            }
            Err(e) => on_error.run(coord_error(&e)),
        }
    };

    view! {
        // On touch screens the bar folds behind one button; folded, it is still read by
        // screen readers and opens when a key moves the focus into it (style/main.css).
        <div class="keyboard-bar" class:open=move || bar_open.get()>
            <button class="keyboard-toggle" aria-expanded=move || bar_open.get().to_string()
                on:click=move |_| bar_open.update(|o| *o = !*o)>{tr("keys-disclosure")}</button>
            <div class="keyboard-tools">
                <Show when=move || !over.get()>
                    <form on:submit=submit>
                        <label for="play-at">{tr("keys-play-at")}</label>
                        <input id="play-at" type="text" autocomplete="off" spellcheck="false" size="4"
                            prop:value=move || typed.get()
                            on:input=move |ev| typed.set(event_target_value(&ev))/>
                        <button type="submit">{tr("keys-play")}</button>
                    </form>
                </Show>
                <button on:click=move |_| on_read.run(())>{tr("keys-read-board")}</button>
                <button on:click=move |_| open_help() aria-haspopup="dialog">{tr("keys-open")}</button>
            </div>
        </div>
        <Show when=move || help_open.get()>
            <div class="help-dialog" role="dialog" aria-modal="true" aria-labelledby="keys-title">
                <h2 id="keys-title">{tr("keys-title")}</h2>
                <dl>
                    {keys().into_iter().map(|(k, what)| view! { <dt>{k}</dt><dd>{what}</dd> }).collect_view()}
                </dl>
                <button node_ref=close_button on:click=move |_| close_help()>{tr("keys-close")}</button>
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Letters map to shortcuts in either case; other keys do nothing.
    #[test]
    fn keys() {
        assert_eq!(Shortcut::from_key("p"), Some(Shortcut::Pass));
        assert_eq!(Shortcut::from_key("R"), Some(Shortcut::Read));
        assert_eq!(Shortcut::from_key("?"), Some(Shortcut::Help));
        assert_eq!(Shortcut::from_key("x"), None);
    }
}
