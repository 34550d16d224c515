//! Player preferences, kept on the device under `tengen.settings`.

use crate::i18n::{tr, Lang};
use crate::ui::browser::{self, store_text, stored_text};
use crate::{json_struct, json_unit_enum};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// How a tap places a stone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Placing {
    /// Two taps on touch screens (text 000), one click with a mouse.
    #[default]
    Auto,
    /// Always tap twice: the first tap shows a ghost stone.
    TwoTap,
    /// One tap or click places at once.
    OneTap,
}

/// Light or dark colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    /// Whatever the system asks for (`prefers-color-scheme`).
    #[default]
    System,
    Light,
    Dark,
}

/// Every preference; missing fields in stored JSON take their defaults.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub placing: Placing,
    pub coordinates: bool,
    /// Mark every forbidden point with an X (text 000: they "are marked with an X"; on by default).
    pub forbidden_marks: bool,
    /// Ring strings in atari.
    pub atari_hint: bool,
    /// At the count, the computer's suggestion of the dead stones (issue 13: "a setting
    /// turns suggestions off").
    pub dead_suggestions: bool,
    /// Offer the computer's hints in every game (against its beginner levels they are
    /// always offered).
    pub hints: bool,
    pub move_numbers: bool,
    /// Each player's panel on their own side of the board, the far one turned.
    pub face_to_face: bool,
    /// The app's language; `None` follows the browser's.
    pub language: Option<Lang>,
    pub theme: Theme,
    pub high_contrast: bool,
    /// Undo against the computer takes back my move and its reply (on by default).
    pub takebacks: bool,
    /// The computer's level follows three wins or losses in a row ([`crate::table::streak`]).
    pub adjust_level: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            placing: Placing::Auto,
            coordinates: true,
            forbidden_marks: true,
            atari_hint: false,
            dead_suggestions: true,
            hints: false,
            move_numbers: false,
            face_to_face: false,
            language: None,
            theme: Theme::System,
            high_contrast: false,
            takebacks: true,
            adjust_level: false,
        }
    }
}

const KEY: &str = "tengen.settings";

json_unit_enum!(Placing {
    Auto,
    TwoTap,
    OneTap
});
json_unit_enum!(Theme {
    System,
    Light,
    Dark
});

// A missing setting has its default (settings saved before it existed).
json_struct!(Settings: default {
    placing, coordinates, forbidden_marks, atari_hint, dead_suggestions, hints, move_numbers,
    face_to_face, language, theme, high_contrast, takebacks, adjust_level
});

impl Settings {
    /// The stored settings, or the defaults if none (or unreadable) are stored.
    pub fn load() -> Settings {
        // Storage off (private mode) or an unreadable value: the defaults.
        stored_text(KEY)
            .and_then(|text| crate::json::from_str(&text))
            .unwrap_or_default()
    }

    /// Stores the settings; failure (storage full or off) only loses the preference.
    pub fn save(&self) {
        store_text(KEY, &crate::json::to_string(self));
    }
}

impl Settings {
    /// The language chosen here, else the first of the browser's that the app speaks.
    pub fn chosen_language(&self) -> Lang {
        self.language
            .unwrap_or_else(|| Lang::detect(browser::languages().iter().map(String::as_str)))
    }
}

/// The settings as a reactive value in context, saved on every change.
pub fn provide_settings() -> RwSignal<Settings> {
    let settings = RwSignal::new(Settings::load());
    Effect::new(move |_| settings.with(Settings::save));
    provide_context(settings);
    settings
}

pub fn use_settings() -> RwSignal<Settings> {
    use_context::<RwSignal<Settings>>().unwrap_or_else(|| RwSignal::new(Settings::default()))
}

/// One choice of a radio group kept in the settings.
fn choice<T: Copy + PartialEq + Send + Sync + 'static>(
    settings: RwSignal<Settings>,
    group: &'static str,
    key: &'static str,
    value: T,
    get: fn(&Settings) -> T,
    set: fn(&mut Settings, T),
) -> impl IntoView {
    view! {
        <label class="setting">
            <input type="radio" name=group prop:checked=move || settings.with(|s| get(s) == value)
                on:change=move |_| settings.update(|s| set(s, value))/>
            <span>{tr(key)}</span>
        </label>
    }
}

thread_local! {
    /// Set when the language menu changes, so the rebuilt screen gives it the focus back.
    static LANGUAGE_JUST_CHOSEN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The settings screen.
#[component]
pub fn SettingsScreen() -> impl IntoView {
    let settings = use_settings();
    let toggle =
        move |key: &'static str, get: fn(&Settings) -> bool, set: fn(&mut Settings, bool)| {
            view! {
                <label class="setting">
                    <input type="checkbox" prop:checked=move || settings.with(get)
                        on:change=move |ev| settings.update(|s| set(s, event_target_checked(&ev)))/>
                    <span>{tr(key)}</span>
                </label>
            }
        };
    let placing = move |key, value| {
        choice(
            settings,
            "placing",
            key,
            value,
            |s| s.placing,
            |s, v| s.placing = v,
        )
    };
    let theme = move |key, value| {
        choice(
            settings,
            "theme",
            key,
            value,
            |s| s.theme,
            |s, v| s.theme = v,
        )
    };
    let language_options = Lang::ALL.map(|lang| {
        view! {
            <option value=lang.code() lang=lang.code()
                selected=move || settings.with(|s| s.language == Some(lang))>{lang.native_name()}</option>
        }
    });
    let choose_language = move |ev| {
        let value = event_target_value(&ev);
        LANGUAGE_JUST_CHOSEN.set(true);
        settings.update(|s| s.language = Lang::from_tag(&value));
    };
    // The screen is built again in the new language: keep the keyboard focus on the menu.
    let language_menu = NodeRef::<leptos::html::Select>::new();
    Effect::new(move |_| {
        if let Some(menu) = language_menu.get() {
            if LANGUAGE_JUST_CHOSEN.replace(false) {
                let _ = menu.focus();
            }
        }
    });
    view! {
        <section class="screen settings">
            <h1>{tr("settings-title")}</h1>
            <fieldset>
                <legend>{tr("settings-language")}</legend>
                <select id="language" node_ref=language_menu class="setting-select" aria-label=tr("settings-language") on:change=choose_language>
                    <option value="auto" selected=move || settings.with(|s| s.language.is_none())>{tr("settings-language-auto")}</option>
                    {language_options}
                </select>
            </fieldset>
            <fieldset>
                <legend>{tr("settings-placing")}</legend>
                {placing("settings-placing-auto", Placing::Auto)}
                {placing("settings-placing-two-tap", Placing::TwoTap)}
                {placing("settings-placing-one-tap", Placing::OneTap)}
            </fieldset>
            <fieldset>
                <legend>{tr("settings-board")}</legend>
                {toggle("settings-coordinates", |s| s.coordinates, |s, v| s.coordinates = v)}
                {toggle("settings-forbidden-marks", |s| s.forbidden_marks, |s, v| s.forbidden_marks = v)}
                {toggle("settings-atari-hint", |s| s.atari_hint, |s, v| s.atari_hint = v)}
                {toggle("settings-dead-suggestions", |s| s.dead_suggestions, |s, v| s.dead_suggestions = v)}
                {toggle("settings-hints", |s| s.hints, |s, v| s.hints = v)}
                {toggle("settings-move-numbers", |s| s.move_numbers, |s, v| s.move_numbers = v)}
                {toggle("settings-face-to-face", |s| s.face_to_face, |s, v| s.face_to_face = v)}
            </fieldset>
            <fieldset>
                <legend>{tr("settings-look")}</legend>
                {theme("settings-theme-system", Theme::System)}
                {theme("settings-theme-light", Theme::Light)}
                {theme("settings-theme-dark", Theme::Dark)}
                {toggle("settings-high-contrast", |s| s.high_contrast, |s, v| s.high_contrast = v)}
            </fieldset>
            <fieldset>
                <legend>{tr("settings-computer")}</legend>
                {toggle("settings-takebacks", |s| s.takebacks, |s, v| s.takebacks = v)}
                {toggle("settings-adjust-level", |s| s.adjust_level, |s, v| s.adjust_level = v)}
                <crate::ui::settings_offline::KeepOffline/>
            </fieldset>
            <fieldset class="about">
                <legend>{tr("settings-about")}</legend>
                <p class="credit">{tr("settings-credit-network")}</p>
            </fieldset>
            <a class="button" href="./">{tr("settings-done")}</a>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Forbidden points are marked by default (text 000); a stored choice is kept, and
    /// settings stored before a field existed take its default.
    #[test]
    fn forbidden_marks_on_by_default() {
        assert!(Settings::default().forbidden_marks);
        let old: Settings = crate::json::from_str(r#"{"coordinates":false}"#).unwrap();
        assert!(old.forbidden_marks && !old.coordinates);
        let off: Settings = crate::json::from_str(r#"{"forbidden_marks":false}"#).unwrap();
        assert!(!off.forbidden_marks);
    }

    /// Take-backs against the computer are allowed and the level streak is off, also in
    /// settings stored before either existed.
    #[test]
    fn computer_choices_default_for_old_settings() {
        let old: Settings = crate::json::from_str(r#"{"coordinates":false}"#).unwrap();
        assert!(old.takebacks && !old.adjust_level);
        assert_eq!(Settings::default().takebacks, old.takebacks);
    }
}
