//! The answer to a learner's tap, told by an icon and a word as well as by colour.

use crate::i18n::tr;
use crate::learn::{Feedback, FeedbackKind};
use leptos::prelude::*;

/// Icon, word and CSS class of a feedback kind.
pub fn badge(kind: FeedbackKind) -> (&'static str, String, &'static str) {
    match kind {
        FeedbackKind::Correct => ("✓", tr("learn-ui-correct"), "correct"),
        FeedbackKind::Wrong => ("✗", tr("learn-ui-not-quite"), "wrong"),
        FeedbackKind::Info => ("ℹ", tr("learn-ui-note"), "info"),
    }
}

/// The last feedback: badge, the engine's refusal (if any), then the lesson's words.
/// Empty until the learner does something.
#[component]
pub fn FeedbackBox(
    /// The feedback to show, if any.
    #[prop(into)]
    feedback: Signal<Option<Feedback>>,
) -> impl IntoView {
    let body = move || {
        feedback.get().map(|fb| {
            let (icon, word, class) = badge(fb.kind);
            let refusal = fb.refusal.map(|e| {
                view! { <p class="refusal"><span class="label">{tr("learn-ui-game-says")}" "</span>{crate::ui::words::move_error(e)}</p> }
            });
            let message = fb.message.map(|t| view! { <p class="message">{t.text()}</p> });
            view! {
                <div class=format!("feedback {class}")>
                    <p class="badge"><span class="icon" aria-hidden="true">{icon}</span>" "{word}</p>
                    {refusal}
                    {message}
                </div>
            }
        })
    };
    view! { <div class="feedback-area" role="status" aria-live="polite">{body}</div> }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind has its own icon and word, so colour is never the only signal.
    #[test]
    fn kinds_differ_without_colour() {
        let all = [
            FeedbackKind::Correct,
            FeedbackKind::Wrong,
            FeedbackKind::Info,
        ]
        .map(badge);
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a.0, b.0);
                assert_ne!(a.1, b.1);
            }
        }
    }
}
