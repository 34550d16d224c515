//! The Leptos front end. It only calls the engine; all rules live there.

mod app_base;
pub mod board_view;
pub mod browser;
mod clock_choice;
pub mod computer;
pub mod friend;
mod home;
pub mod ladder;
pub mod learn;
pub mod levels;
pub mod library;
mod new_game;
mod not_loaded;
mod opponent_choice;
pub mod parts;
pub mod play;
pub mod records;
pub mod route;
pub mod saved;
pub mod session;
pub mod settings;
mod settings_backup;
mod settings_offline;
pub mod sound;
mod stored;
pub mod words;

use crate::i18n::{self, tr, Lang, Texts};
use leptos::prelude::*;
use route::Route;
use settings::{BoardTheme, Theme};

pub use board_view::{BoardModel, BoardView, PointView};
pub use browser::register_service_worker;

/// The whole app: shared state in context, the router and its screens.
#[component]
pub fn App() -> impl IntoView {
    let settings = settings::provide_settings();
    library::provide_library();
    saved::redirect_share_fragment();
    redirect_game_fragment();
    let lang = Memo::new(move |_| settings.with(settings::chosen_language));
    // The language on screen: a newly chosen one once its texts have arrived (the first
    // screens are in English until then, never blank); see `start`.
    let first = lang.get_untracked();
    let shown = RwSignal::new(if i18n::loaded(first, Texts::Core) {
        first
    } else {
        Lang::En
    });
    Effect::new(move |_| {
        let wanted = lang.get();
        leptos::task::spawn_local(async move {
            if i18n::load_as_before(wanted).await.is_ok() && lang.get_untracked() == wanted {
                add_script_style(wanted).await;
                shown.set(wanted);
            }
        });
    });
    let system_dark = system_prefers_dark();
    Effect::new(move |_| {
        settings.with(|s| {
            let dark = match s.theme {
                Theme::System => system_dark.get(),
                Theme::Light => false,
                Theme::Dark => true,
            };
            browser::set_root_attribute("lang", shown.get().code());
            browser::set_root_attribute("data-theme", if dark { "dark" } else { "light" });
            browser::set_root_attribute(
                "data-contrast",
                if s.high_contrast { "high" } else { "normal" },
            );
            // A high-contrast page has the high-contrast board whatever the board's theme.
            let board = match s.board_theme {
                _ if s.high_contrast => "contrast",
                BoardTheme::Wood => "wood",
                BoardTheme::Plain => "plain",
                BoardTheme::Contrast => "contrast",
            };
            browser::set_root_attribute("data-board", board);
        })
    });
    let address = route::provide_address(app_base::router_base());
    // The screens are built again in the new language when it changes; games live in the
    // library, outside, so nothing is lost.
    let screens = move || {
        i18n::set_language(shown.get());
        view! {
            <saved::LibraryNotices/>
            <parts::ToastPart/>
            {move || screen(address.route())}
        }
    };
    view! { <main class="app">{screens}</main> }
}

/// The screen of `route`.
fn screen(route: Route) -> AnyView {
    match route {
        Route::Home => view! { <home::Home/> }.into_any(),
        Route::NewGame => view! { <parts::NewGamePart/> }.into_any(),
        Route::Play(_) => view! { <play::PlayScreen/> }.into_any(),
        Route::Saved => view! { <parts::SavedPart/> }.into_any(),
        Route::Review(_) => view! { <parts::ReviewPart/> }.into_any(),
        Route::Share => view! { <parts::SharePart/> }.into_any(),
        Route::Friend => view! { <parts::FriendPart/> }.into_any(),
        // A game by link is a play-screen game (its old address still opens it).
        Route::FriendGame(_) => view! { <play::PlayScreen/> }.into_any(),
        Route::Settings => view! { <parts::SettingsPart/> }.into_any(),
        Route::Learn => view! { <parts::LearnPart/> }.into_any(),
        Route::Guide => view! { <parts::GuidePart/> }.into_any(),
        Route::Practice => view! { <parts::PracticePart/> }.into_any(),
        Route::Lesson(_) => view! { <parts::LessonPart/> }.into_any(),
        Route::Problems => view! { <parts::ProblemsPart/> }.into_any(),
        Route::Problem(_) | Route::ProblemOfTheDay | Route::Rush => {
            view! { <parts::ProblemPart/> }.into_any()
        }
        Route::NotFound => view! { <p class="not-found">{tr("page-not-found")}</p> }.into_any(),
    }
}

/// Starts the app on the page: fetches the chosen language's texts first if they are not
/// English (so the first screen is in that language), then mounts [`App`].
pub fn start() {
    browser::spawn_before_mount(async {
        let lang = settings::chosen_language(&settings::load_settings());
        // If the texts do not arrive the app starts in English and tries again (App).
        let _ = i18n::load(lang, Texts::Core).await;
        add_script_style(lang).await;
        leptos::mount::mount_to_body(App);
        register_service_worker();
    });
}

crate::part!(style_cjk, cjk_style => load_cjk_style -> (), {
    browser::add_style("cjk", include_str!("../../style/cjk.css"))
});

/// Adds the fonts and line breaking of `lang`'s script if it needs its own (Japanese,
/// Korean, Chinese: style/cjk.css, a part of its own); the page reads on without them if
/// they do not arrive.
async fn add_script_style(lang: Lang) {
    if lang.cjk() {
        let _ = load_cjk_style().await;
    }
}

/// Whether the system asks for dark colours, kept up to date when that changes.
fn system_prefers_dark() -> ReadSignal<bool> {
    let (dark, set_dark) = signal(false);
    browser::watch_dark_scheme(move |d| set_dark.set(d));
    dark
}

/// Before the router starts: a game link from a friend's device (`#game=`) to any page
/// opens `/friend`, which reads it.
fn redirect_game_fragment() {
    let hash = browser::fragment();
    if crate::post::is_game_fragment(&hash) && !browser::pathname().ends_with("/friend") {
        browser::replace_address(&format!("friend{hash}"));
    }
}
