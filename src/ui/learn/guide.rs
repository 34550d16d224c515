//! `/learn/guide`: the quick-start guide, one rule per page beside a small board that
//! plays the page's moves.

use super::model::{describe, guide_model, vanished};
use crate::engine::Game;
use crate::i18n::tr;
use crate::learn::{quick_start, GuideStep, LessonError};
use crate::tr;
use crate::ui::board_view::Fading;
use crate::ui::board_view::{BoardModel, BoardView};
use crate::ui::browser::reduced_motion;
use leptos::prelude::*;
use std::time::Duration;

/// Time per animation frame.
const FRAME: Duration = Duration::from_millis(1100);

/// Calls `tick` every frame while the screen is shown.
fn every_frame(tick: impl Fn() + 'static) {
    crate::ui::browser::every(FRAME, tick);
}

/// The caption under a frame: which move it shows.
fn caption(step: &GuideStep, frames: &[Game], frame: usize) -> String {
    match frames
        .get(frame)
        .and_then(Game::last_move)
        .filter(|_| frame > 0)
    {
        Some((color, mv)) => tr!(
            "learn-ui-move-caption",
            number = frame,
            total = frames.len() - 1,
            what = describe(color, mv, step.size)
        ),
        None => tr("learn-ui-before-moves"),
    }
}

#[component]
pub fn GuideScreen() -> impl IntoView {
    let steps = quick_start();
    let all_frames: StoredValue<Vec<Result<Vec<Game>, LessonError>>> =
        StoredValue::new(steps.iter().map(GuideStep::frames).collect());
    let index = RwSignal::new(0usize);
    let frame = RwSignal::new(0usize);
    let playing = RwSignal::new(false);
    let fading = Fading::new();
    let last = steps.len() - 1;

    let count_of = move |i: usize| all_frames.with_value(|f| f[i].as_ref().map_or(1, Vec::len));
    let frame_count = move || count_of(index.get_untracked());
    let moves = move || count_of(index.get()) > 1;
    let open = move |i: usize| {
        let i = i.min(last);
        index.set(i);
        frame.set(0);
        fading.clear();
        playing.set(count_of(i) > 1 && !reduced_motion());
    };
    let advance = move || {
        let (i, f) = (index.get_untracked(), frame.get_untracked());
        let gone = all_frames.with_value(|all| match &all[i] {
            Ok(fr) if f + 1 < fr.len() => Some(vanished(&fr[f], &fr[f + 1])),
            _ => None,
        });
        match gone {
            Some(gone) => {
                fading.fade(gone);
                frame.set(f + 1);
            }
            None => playing.set(false),
        }
    };
    every_frame(move || {
        if playing.get_untracked() {
            advance();
        } else if !fading.is_empty() {
            fading.clear();
        }
    });
    open(0);

    let model = Memo::new(move |_| {
        let step = &steps[index.get()];
        let f = frame.get();
        let mut m = all_frames.with_value(|all| match &all[index.get()] {
            Ok(frames) => frames
                .get(f)
                .map_or_else(|| BoardModel::empty(step.size), |g| guide_model(step, g)),
            Err(_) => BoardModel::empty(step.size),
        });
        fading.draw(&mut m);
        m
    });
    let caption_text = move || {
        let (i, f) = (index.get(), frame.get());
        all_frames.with_value(|all| match &all[i] {
            Ok(frames) => caption(&steps[i], frames, f),
            Err(e) => e.to_string(),
        })
    };
    let play = move |_| {
        if playing.get_untracked() {
            playing.set(false);
            return;
        }
        if frame.get_untracked() + 1 >= frame_count() {
            frame.set(0);
            fading.clear();
        }
        playing.set(true);
    };
    let step_once = move |_| {
        playing.set(false);
        if frame.get_untracked() + 1 >= frame_count() {
            frame.set(0);
            fading.clear();
        } else {
            advance();
        }
    };

    view! {
        <section class="screen learn-guide">
            <header class="lesson-head">
                <a class="button back" href="learn">{tr("learn-ui-back-to-menu")}</a>
                <h1>{tr("learn-ui-rules-in-short")}</h1>
                <p class="step-count">{move || tr!("learn-ui-page", page = index.get() + 1, total = steps.len())}</p>
            </header>
            <div class="lesson-board">
                {move || {
                    let step = &steps[index.get()];
                    let label = tr!("learn-ui-guide-board", size = step.size, title = step.title.text());
                    view! { <BoardView model=model label=label/> }
                }}
                <Show when=moves>
                    <div class="animation">
                        <p class="caption" aria-live="polite">{caption_text}</p>
                        <div class="controls">
                            <button on:click=play>{move || if playing.get() { tr("learn-ui-pause") } else { tr("learn-ui-play") }}</button>
                            <button on:click=step_once>{tr("learn-ui-step")}</button>
                        </div>
                    </div>
                </Show>
            </div>
            <div class="lesson-panel">
                <h2>{move || steps[index.get()].title.text()}</h2>
                <p class="body">{move || steps[index.get()].body.text()}</p>
                <div class="controls">
                    <button on:click=move |_| open(index.get_untracked().saturating_sub(1))
                        disabled=move || index.get() == 0>{tr("learn-ui-back")}</button>
                    {move || if index.get() < last {
                        view! { <button class="primary" on:click=move |_| open(index.get_untracked() + 1)>{tr("learn-ui-next")}</button> }.into_any()
                    } else {
                        view! { <a class="button primary" href="learn/practice">{tr("learn-ui-try-capture")}</a> }.into_any()
                    }}
                </div>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The caption names the move a frame shows, passes included.
    #[test]
    fn captions_name_moves() {
        let pass = quick_start().iter().find(|s| s.id == "pass").unwrap();
        let frames = pass.frames().unwrap();
        assert_eq!(caption(pass, &frames, 0), "Before the moves.");
        assert_eq!(caption(pass, &frames, 1), "Move 1 of 3: White plays B2.");
        assert_eq!(caption(pass, &frames, 2), "Move 2 of 3: Black passes.");
    }

    /// Captions follow the language; Czech says "ze 3" (ze tří) but "z 5" (z pěti).
    #[test]
    fn captions_follow_the_language() {
        use crate::i18n::{set_language, Lang};
        let pass = quick_start().iter().find(|s| s.id == "pass").unwrap();
        let frames = pass.frames().unwrap();
        set_language(Lang::De);
        assert_eq!(caption(pass, &frames, 1), "Zug 1 von 3: Weiß spielt B2.");
        set_language(Lang::Cs);
        assert_eq!(caption(pass, &frames, 2), "Tah 2 ze 3: Černý pasuje.");
        assert_eq!(
            tr!("learn-ui-step-count", step = 1, total = 5),
            "Krok 1 z 5"
        );
        set_language(Lang::En);
    }
}
