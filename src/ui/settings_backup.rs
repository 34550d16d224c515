//! Settings' "Your games on this device": a backup of everything Tengen keeps here as one
//! file, a restore that merges such a file into what is here (`crate::backup`,
//! plain Rust, decides; this says it in words), and whether the browser keeps this site's
//! storage.

use crate::backup::{self, BackupError, Restored};
use crate::i18n::tr;
use crate::tr;
use crate::ui::browser::{
    self, download, game_storage, ios_outside_home_screen, now_ms, picked_file, storage_kept,
};
use crate::ui::library::use_library;
use crate::ui::words::records::storage_error;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// A count as Fluent takes it.
fn n(count: usize) -> i64 {
    i64::try_from(count).unwrap_or(i64::MAX)
}

/// What a restore added, in words: "Restored 3 games, 1 game by link, problem progress."
pub fn restored_words(restored: &Restored) -> String {
    let mut parts = Vec::new();
    let mut add = |count: usize, words: &dyn Fn(i64) -> String| {
        if count > 0 {
            parts.push(words(n(count)));
        }
    };
    add(restored.games, &|count| {
        tr!("settings-restored-games", count = count)
    });
    add(restored.friend_games, &|count| {
        tr!("settings-restored-friend-games", count = count)
    });
    add(usize::from(restored.problem_progress), &|_| {
        tr("settings-restored-problem-progress")
    });
    add(restored.imports, &|count| {
        tr!("settings-restored-imports", count = count)
    });
    add(restored.lessons, &|count| {
        tr!("settings-restored-lessons", count = count)
    });
    add(usize::from(restored.settings), &|_| {
        tr("settings-restored-settings")
    });
    add(usize::from(restored.ladder), &|_| {
        tr("settings-restored-ladder")
    });
    add(restored.others, &|count| {
        tr!("settings-restored-others", count = count)
    });
    let mut words = if parts.is_empty() {
        tr("settings-restore-nothing")
    } else {
        tr!("settings-restored", what = parts.join(", "))
    };
    if restored.unreadable > 0 {
        words.push(' ');
        words.push_str(&tr!(
            "settings-restore-unreadable",
            count = n(restored.unreadable)
        ));
    }
    if let Some(error) = &restored.refused {
        words.push(' ');
        words.push_str(&tr!("settings-restore-refused", why = storage_error(error)));
    }
    words
}

/// Why a file does not restore, in words (nothing changed).
pub fn backup_error_words(error: &BackupError) -> String {
    match error {
        BackupError::CutShort => tr("settings-restore-cut-short"),
        BackupError::NotJson | BackupError::NotABackup => tr("settings-restore-not-a-backup"),
        BackupError::NewerFormat(format) => {
            tr!("settings-restore-newer", format = i64::from(*format))
        }
        BackupError::Damaged => tr("settings-restore-damaged"),
    }
}

/// What the backup row says after a backup or a restore.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    Nothing,
    Done(String),
    Failed(String),
}

/// The backup, the restore and the browser's keeping of the storage.
#[component]
pub fn Backup(
    /// A restore took the file's settings: the screen reads them again.
    on_settings: Callback<()>,
) -> impl IntoView {
    let library = use_library();
    let said = RwSignal::new(Said::Nothing);
    let back_up = move |_| {
        let made = now_ms();
        let words = match backup::make(&game_storage(), made) {
            Ok(file) => {
                let name = backup::file_name(made);
                download(&name, "application/json", &file);
                Said::Done(tr!("settings-backup-made", file = name))
            }
            Err(error) => Said::Failed(tr!("settings-backup-failed", why = storage_error(&error))),
        };
        said.set(words);
    };
    let restore = move |e: leptos::ev::Event| {
        let Some(file) = picked_file(&e) else {
            return;
        };
        spawn_local(async move {
            let text = browser::file_text(file, |bytes| bytes > backup::MAX_BYTES).await;
            let words = match text {
                Ok(Some(text)) => match backup::restore(&mut game_storage(), &text) {
                    Ok(restored) => {
                        // The screens read what they show again; settings only if taken.
                        library.refresh();
                        if restored.settings {
                            on_settings.run(());
                        }
                        match restored.refused {
                            None => Said::Done(restored_words(&restored)),
                            Some(_) => Said::Failed(restored_words(&restored)),
                        }
                    }
                    Err(error) => Said::Failed(backup_error_words(&error)),
                },
                Ok(None) => Said::Failed(tr("settings-restore-unreadable-file")),
                Err(bytes) => Said::Failed(tr!(
                    "settings-restore-too-large",
                    size = crate::i18n::number((bytes as f64 / 100_000.0).round() / 10.0)
                )),
            };
            let _ = said.try_set(words);
        });
    };
    view! {
        <fieldset class="backup">
            <legend>{tr("settings-backup")}</legend>
            <p class="hint">{tr("settings-backup-why")}</p>
            <StorageKept/>
            <div class="controls">
                <button class="back-up" on:click=back_up>{tr("settings-backup-make")}</button>
                <label class="button file-pick">{tr("settings-restore")}
                    <input type="file" class="sr-only" accept=".json,application/json" on:change=restore/>
                </label>
            </div>
            {move || match said.get() {
                Said::Nothing => None,
                Said::Done(words) => Some(view! { <p class="backup-said" role="status">{words}</p> }.into_any()),
                Said::Failed(words) => Some(view! { <p class="backup-said error" role="alert">{words}</p> }.into_any()),
            }}
        </fieldset>
    }
}

/// Whether the browser keeps this site's storage, and on iOS outside the Home Screen how
/// to make it keep the games.
#[component]
fn StorageKept() -> impl IntoView {
    let kept = RwSignal::new(None::<Option<bool>>);
    spawn_local(async move {
        let answer = storage_kept().await;
        let _ = kept.try_set(Some(answer));
    });
    let ios = ios_outside_home_screen();
    view! {
        <p class="storage-kept" role="status">
            {move || kept.get().map(|kept| tr(match kept {
                Some(true) => "settings-storage-kept",
                Some(false) => "settings-storage-not-kept",
                None => "settings-storage-unknown",
            }))}
        </p>
        {ios.then(|| view! { <p class="storage-ios">{tr("settings-storage-home-screen")}</p> })}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set_language, Lang};

    /// What a restore added is said in words, each kind once; nothing new says so.
    #[test]
    fn restores_are_said_in_words() {
        set_language(Lang::En);
        let restored = Restored {
            games: 3,
            friend_games: 1,
            problem_progress: true,
            lessons: 2,
            ..Restored::default()
        };
        assert_eq!(
            restored_words(&restored),
            "Restored 3 games, 1 game by link, problem progress, 2 lesson ticks."
        );
        assert_eq!(
            restored_words(&Restored::default()),
            "Nothing new in this file: everything in it is here already."
        );
    }
}
