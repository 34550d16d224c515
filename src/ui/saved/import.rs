//! Bringing an SGF record in: a file picker, a dropped file or pasted text. A
//! record is saved as a new game at once; malformed text imports nothing.

use crate::engine::Color;
use crate::i18n::tr;
use crate::sgf::{import, ImportWarning};
use crate::tr;
use crate::ui::browser::{dropped_file, picked_file, PickedFile};
use crate::ui::library::use_library;
use crate::ui::library::Library;
use crate::ui::words::records as words;
use leptos::prelude::*;

/// What an import brought in, for [`ImportResult`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportDone {
    pub id: String,
    /// The names of the players of Black and White.
    pub names: [String; 2],
    /// Moves in the imported game.
    pub moves: usize,
    pub warnings: Vec<ImportWarning>,
}

/// Reads SGF text and saves it as a new game; an error in the player's words.
pub fn import_text(library: Library, text: &str) -> Result<ImportDone, String> {
    let imported = import(text).map_err(|e| words::sgf_error(&e))?;
    let session = library.import(&imported)?;
    Ok(ImportDone {
        id: session.id.get_value(),
        names: [Color::Black, Color::White].map(|c| {
            session
                .table
                .with_untracked(|t| t.player(c).name().into_owned())
        }),
        moves: session.table.with_untracked(|t| t.game().move_number()),
        warnings: imported.warnings,
    })
}

/// What was imported, its warnings, and where to go next.
#[component]
pub fn ImportResult(
    /// The imported game.
    done: ImportDone,
    /// The first line, e.g. "Imported".
    #[prop(into)]
    heading: String,
) -> impl IntoView {
    // Its save, a moment later, can fail (storage full): said here as on the play screen.
    let fault = use_library().find(&done.id).map(|s| s.save_fault);
    let fault = move || {
        fault
            .and_then(|f| f.get())
            .map(|e| view! { <p class="error" role="alert">{e}</p> })
    };
    let play = format!("play/{}", done.id);
    let review = format!("review/{}", done.id);
    let [black, white] = done.names;
    let what = tr!(
        "import-summary",
        black = black,
        white = white,
        count = done.moves as i64
    );
    let warnings = (!done.warnings.is_empty()).then(|| {
        view! {
            <ul class="warnings">
                {done.warnings.iter().map(|w| view! { <li>{words::import_warning(w)}</li> }).collect_view()}
            </ul>
        }
    });
    view! {
        <div class="import-result" role="status">
            <p><strong>{heading}</strong>" "{what}</p>
            {warnings}
            {fault}
            <div class="controls">
                <a class="button primary" href=play>{tr("review-continue")}</a>
                <a class="button" href=review>{tr("saved-review")}</a>
            </div>
        </div>
    }
}

/// The import section of the saved-games screen. Dropping a file anywhere on
/// `drop_target` imports it too (see [`on_drop`]).
#[component]
pub fn ImportPanel(
    /// The outcome of the last import (shared with the screen's drop handler).
    outcome: RwSignal<Option<Result<ImportDone, String>>>,
) -> impl IntoView {
    let library = use_library();
    let pasted = RwSignal::new(String::new());
    let on_file = move |e: leptos::ev::Event| {
        if let Some(file) = picked_file(&e) {
            import_file(library, outcome, file);
        }
    };
    let import_pasted = move |_| {
        let text = pasted.get_untracked();
        let result = import_text(library, &text);
        if result.is_ok() {
            pasted.set(String::new());
        }
        outcome.set(Some(result));
    };
    view! {
        <section class="import" aria-labelledby="import-heading">
            <h2 id="import-heading">{tr("import-title")}</h2>
            <div class="controls">
                <label class="button file-pick">{tr("import-choose-file")}
                    <input type="file" class="sr-only" accept=".sgf,application/x-go-sgf,text/plain" on:change=on_file/>
                </label>
            </div>
            <p class="hint">{tr("import-drop-or-paste")}</p>
            <textarea aria-label=tr("import-sgf-text") rows="3" placeholder="(;GM[1]FF[4]SZ[19];B[pd];W[dp])"
                prop:value=move || pasted.get() on:input=move |e| pasted.set(event_target_value(&e))></textarea>
            <div class="controls">
                <button on:click=import_pasted disabled=move || pasted.with(|t| t.trim().is_empty())>{tr("import-pasted")}</button>
            </div>
            {move || outcome.get().map(|r| match r {
                Ok(done) => view! { <ImportResult done=done heading=tr("import-imported")/> }.into_any(),
                Err(e) => view! { <p class="error" role="alert">{e}</p> }.into_any(),
            })}
        </section>
    }
}

/// Imports a picked or dropped file.
pub fn import_file(
    library: Library,
    outcome: RwSignal<Option<Result<ImportDone, String>>>,
    file: PickedFile,
) {
    leptos::task::spawn_local(async move {
        let result = match crate::ui::records::files::read(file).await {
            Ok(text) => import_text(library, &text),
            Err(e) => Err(e),
        };
        outcome.set(Some(result));
    });
}

/// A file dropped on the screen.
pub fn on_drop(
    library: Library,
    outcome: RwSignal<Option<Result<ImportDone, String>>>,
) -> impl Fn(leptos::ev::DragEvent) + Copy {
    move |e| {
        e.prevent_default();
        if let Some(file) = dropped_file(&e) {
            import_file(library, outcome, file);
        }
    }
}
