//! Player preferences, kept on the device under `tengen.settings`.

pub use crate::settings::{BoardTheme, Placing, Settings, Theme};

use crate::i18n::{tr, Lang};
use crate::storage::keys::SETTINGS;
use crate::storage::{Notice, Stored};
use crate::ui::browser::{self, load_value, save_value, take_notices};
use crate::ui::stored::notice_words;
use leptos::prelude::*;

/// The stored settings, or the defaults if none are stored (or storage is off); damaged
/// settings are set aside, and the settings screen says so.
pub fn load_settings() -> Settings {
    load_value(SETTINGS)
}

/// What the settings screen says about the stored settings: set aside, or not saved (as
/// notices: their words come with the screen, not with the first download).
#[derive(Clone, Copy)]
struct SettingsSaid(RwSignal<Vec<Notice>>);

/// The language chosen in `settings`, else the first of the browser's that the app speaks.
pub fn chosen_language(settings: &Settings) -> Lang {
    settings
        .language
        .unwrap_or_else(|| Lang::detect(browser::languages().iter().map(String::as_str)))
}

/// The settings as a reactive value in context, saved on every change.
pub fn provide_settings() -> RwSignal<Settings> {
    let settings = RwSignal::new(load_settings());
    let said = RwSignal::new(take_notices(&[SETTINGS]));
    Effect::new(move |_| {
        let mut new = Vec::new();
        if let Err(error) = settings.with(|s| save_value(SETTINGS, s)) {
            let key = SETTINGS.to_string();
            new.push(Notice::Refused { key, error });
        }
        new.extend(take_notices(&[SETTINGS]));
        // A refusal said already is not said twice (each change is refused alike).
        new.retain(|notice| said.with_untracked(|n| !n.contains(notice)));
        if !new.is_empty() {
            said.update(|n| n.extend(new));
        }
    });
    // Another tab's choice is taken here too (and written back unchanged: no event).
    browser::on_storage_change(move |key, value| {
        if key.as_deref() == Some(SETTINGS) {
            if let Some(Ok(s)) = value.as_deref().map(Settings::from_stored) {
                settings.set(s);
            }
        }
    });
    provide_context(settings);
    provide_context(SettingsSaid(said));
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
    // Said while the screen is open, then forgotten: each is said once.
    let said = use_context::<SettingsSaid>().map(|s| s.0);
    on_cleanup(move || {
        said.map(|s| s.try_update(Vec::clear));
    });
    let said = move || {
        said.map(|s| {
            s.get()
                .into_iter()
                .map(|n| view! { <p class="banner storage-notice" role="alert">{notice_words(&n)}</p> })
                .collect_view()
        })
    };
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
    let board = move |key, value| {
        choice(
            settings,
            "board-theme",
            key,
            value,
            |s| s.board_theme,
            |s, v| s.board_theme = v,
        )
    };
    let mistakes = move |key, value| {
        choice(
            settings,
            "mistakes",
            key,
            value,
            |s| s.mistakes,
            |s, v| s.mistakes = v,
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
            {said}
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
                <div role="radiogroup" aria-labelledby="board-look">
                    <span class="label" id="board-look">{tr("settings-board-look")}</span>
                    {board("settings-board-wood", BoardTheme::Wood)}
                    {board("settings-board-plain", BoardTheme::Plain)}
                    {board("settings-board-contrast", BoardTheme::Contrast)}
                </div>
            </fieldset>
            <fieldset>
                <legend>{tr("settings-sound")}</legend>
                {toggle("settings-sounds", |s| s.sounds, |s, v| s.sounds = v)}
                {toggle("settings-vibration", |s| s.vibration, |s, v| s.vibration = v)}
            </fieldset>
            <fieldset>
                <legend>{tr("settings-computer")}</legend>
                {toggle("settings-takebacks", |s| s.takebacks, |s, v| s.takebacks = v)}
                <label class="setting">
                    <input type="checkbox" aria-describedby="rate-takebacks-why" prop:checked=move || settings.with(|s| s.rate_takebacks)
                        on:change=move |ev| settings.update(|s| s.rate_takebacks = event_target_checked(&ev))/>
                    <span>{tr("settings-rate-takebacks")}</span>
                </label>
                <p class="setting-note" id="rate-takebacks-why">{tr("settings-rate-takebacks-why")}</p>
                <crate::ui::settings_offline::KeepOffline/>
            </fieldset>
            <fieldset>
                <legend>{tr("settings-mistakes")}</legend>
                {mistakes("settings-mistakes-weak", None)}
                {mistakes("settings-mistakes-always", Some(true))}
                {mistakes("settings-mistakes-never", Some(false))}
            </fieldset>
            // A restore that took the file's settings: read them again.
            <crate::ui::settings_backup::Backup on_settings=Callback::new(move |()| settings.set(load_settings()))/>
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

    /// Take-backs against the computer are allowed and games with them are not rated,
    /// also in settings stored before either existed.
    #[test]
    fn computer_choices_default_for_old_settings() {
        let old: Settings = crate::json::from_str(r#"{"coordinates":false}"#).unwrap();
        assert!(old.takebacks && !old.rate_takebacks);
        assert_eq!(Settings::default().takebacks, old.takebacks);
    }
}
