//! Settings' "Keep the computer player for offline use": starts the computer's worker
//! once (a [`WorkerLink`]) and asks it only to load its network, showing the bytes as
//! they arrive; the service worker keeps the worker and the network as they are fetched.
//! Then the worker stops and the cache is asked whether it holds the worker and the
//! network: that, not a flag of our own, says "Ready for offline use", also on a later visit.

use crate::i18n::tr;
use crate::tr;
use crate::ui::browser::{kept_size, service_worker_ready};
use crate::ui::computer::{failure_words, Asker, WorkerLink};
use crate::worker::link::Heard;
use crate::worker::{NETWORK_FILE, WORKER_SCRIPT};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Where keeping the computer player stands.
#[derive(Clone, Debug, PartialEq)]
enum Keeping {
    /// Not kept (or the cache was not asked yet).
    No,
    /// The network is arriving: `done` of `total` bytes (`total` 0 when unknown).
    Fetching { done: u64, total: u64 },
    /// Kept, `bytes` big (0 when the cache does not say).
    Kept { bytes: u64 },
    /// It could not be kept; the words say why.
    Failed(String),
}

/// Megabytes as a player reads them: "4.2".
fn megabytes(bytes: u64) -> String {
    crate::i18n::number((bytes as f64 / 100_000.0).round() / 10.0)
}

/// The kept network's size, if the worker and the network are both kept. A new build
/// keeps the network but not the old build's worker, so both are asked.
async fn kept() -> Option<u64> {
    kept_size(WORKER_SCRIPT).await?;
    kept_size(NETWORK_FILE).await
}

/// The offline row of the settings: the button, the progress bar, or "Ready".
#[component]
pub fn KeepOffline() -> impl IntoView {
    let keeping = RwSignal::new(Keeping::No);
    // The total seen while fetching: the size to show if the cache does not say it.
    let fetched = StoredValue::new(0u64);
    // A later visit: is it kept already?
    spawn_local(async move {
        if let Some(bytes) = kept().await {
            let _ = keeping.try_set(Keeping::Kept { bytes });
        }
    });
    let link = WorkerLink::of_screen();
    let heard = move |heard: Heard| match heard {
        Heard::Loading { done, total } => {
            fetched.set_value(total.max(done));
            keeping.set(Keeping::Fetching { done, total });
        }
        Heard::Ready => {
            // Its work is done: the network is in the cache now, or never will be.
            link.end();
            spawn_local(async move {
                let state = match kept().await {
                    Some(0) => Keeping::Kept {
                        bytes: fetched.get_value(),
                    },
                    Some(bytes) => Keeping::Kept { bytes },
                    None => Keeping::Failed(tr("settings-offline-not-kept")),
                };
                let _ = keeping.try_set(state);
            });
        }
        Heard::Failed(failure) => drop(keeping.try_set(Keeping::Failed(failure_words(&failure)))),
        _ => {}
    };
    link.listen(Asker::Offline, heard);
    let keep = move |_| {
        keeping.set(Keeping::Fetching { done: 0, total: 0 });
        spawn_local(async move {
            // Only a service worker in control keeps what the worker fetches.
            service_worker_ready().await;
            if link.load(Asker::Offline).is_err() {
                let _ = keeping.try_set(Keeping::Failed(tr("computer-failed-start")));
            }
        });
    };
    let button = move |label: String| {
        view! { <button class="keep-offline" on:click=keep>{label}</button> }
    };
    view! {
        <div class="setting offline" role="status">
            {move || match keeping.get() {
                Keeping::No => button(tr("settings-offline-keep")).into_any(),
                Keeping::Fetching { done, total } => view! {
                    <span>{if total == 0 { tr("computer-loading") } else {
                        tr!("settings-offline-fetching", done = megabytes(done), total = megabytes(total))
                    }}</span>
                    <progress max=total.max(1).to_string() value=done.to_string()></progress>
                }
                .into_any(),
                Keeping::Kept { bytes } => view! {
                    <span class="kept">{tr!("settings-offline-ready", size = megabytes(bytes))}</span>
                }
                .into_any(),
                Keeping::Failed(words) => view! {
                    <span class="failed">{words}</span>
                    {button(tr("computer-try-again"))}
                }
                .into_any(),
            }}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sizes read in megabytes with one decimal.
    #[test]
    fn megabytes_read_well() {
        assert_eq!(megabytes(4_237_000), "4.2");
        assert_eq!(megabytes(0), "0");
    }
}
