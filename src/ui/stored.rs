//! What the storage found about a value kept on this device, said in words by the screen
//! that owns the value: a damaged value set aside, a list rebuilt, a write refused
//! ([`crate::storage::Notice`]).

use crate::i18n::tr;
use crate::storage::{keys, Notice, StorageError};
use crate::tr;
use crate::ui::browser::take_notices;
use leptos::prelude::*;

/// A value kept here, named as the start of a sentence.
pub fn value_name(key: &str) -> String {
    tr(match key {
        keys::SETTINGS => "storage-value-settings",
        keys::LEARN_PROGRESS => "storage-value-learn-progress",
        keys::PROBLEMS_PROGRESS => "storage-value-problems-progress",
        keys::PROBLEMS_MINE => "storage-value-imports",
        keys::PROBLEMS_RUSH => "storage-value-rush",
        keys::LADDER => "storage-value-ladder",
        keys::FRIEND_LIST => "storage-value-friend-list",
        k if k.starts_with(keys::ANALYSIS_PREFIX) => "storage-value-review",
        _ => "storage-value-other",
    })
}

/// Why a stored value does not read, as a clause.
pub fn why(reason: &crate::saved::DamageReason) -> String {
    use crate::saved::DamageReason::*;
    tr(match reason {
        CutShort => "storage-why-cut-short",
        NotJson(_) => "storage-why-not-its-format",
        BadShape(_) | DoesNotReplay(_) => "storage-why-shape",
        Absurd(_) => "storage-why-absurd",
        NewerSchema(_) => "storage-why-newer",
    })
}

/// Why the browser refused a write, as a clause.
fn refusal(error: &StorageError) -> String {
    match error {
        StorageError::QuotaExceeded => tr("storage-refused-full"),
        StorageError::Unavailable => tr("storage-refused-off"),
        StorageError::Other(detail) => tr!("storage-refused-other", detail = detail.clone()),
    }
}

/// A notice in words.
pub fn notice_words(notice: &Notice) -> String {
    let value = value_name(notice.key());
    match notice {
        Notice::SetAside {
            reason,
            kept_as: Some(kept),
            bytes,
            ..
        } => tr!(
            "storage-set-aside",
            value = value,
            why = why(reason),
            key = kept.clone(),
            bytes = *bytes
        ),
        Notice::SetAside {
            reason,
            kept_as: None,
            ..
        } => tr!("storage-left-in-place", value = value, why = why(reason)),
        Notice::Rebuilt {
            reason: Some(reason),
            entries,
            ..
        } => tr!(
            "storage-rebuilt",
            value = value,
            why = why(reason),
            count = *entries
        ),
        Notice::Rebuilt {
            reason: None,
            entries,
            ..
        } => tr!("storage-rebuilt-missing", value = value, count = *entries),
        Notice::Refused { error, .. } => {
            tr!("storage-refused", value = value, why = refusal(error))
        }
    }
}

/// The refusal of a write to `key`, in words.
pub fn refused_words(key: &str, error: StorageError) -> String {
    notice_words(&Notice::Refused {
        key: key.to_string(),
        error,
    })
}

/// The notices not said yet about the values under `keys`, in words.
pub fn take_words(keys: &[&str]) -> Vec<String> {
    take_notices(keys).iter().map(notice_words).collect()
}

/// Says, once, what the storage found about the values under `keys` (nothing if all is well).
#[component]
pub fn StoredNotices(
    /// The keys of the values the screen owns.
    keys: &'static [&'static str],
) -> impl IntoView {
    take_words(keys)
        .into_iter()
        .map(|words| view! { <p class="banner storage-notice" role="alert">{words}</p> })
        .collect_view()
}
