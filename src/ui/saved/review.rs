//! `/review/:id`: stepping through a saved game, event by event. Each position is
//! the record's prefix replayed, so captures, marks and the count are the game's own.

use super::mistake_problems::MistakeProblems;
use super::review_analysis::position_at;
use super::review_analysis::{Line, ReviewAnalysis, Reviewer};
use crate::engine::{Color, Event, Game, Move};
use crate::i18n::tr;
use crate::tr;
use crate::ui::board_view::BoardView;
use crate::ui::board_view::{board_model, Overlays};
use crate::ui::library::use_library;
use crate::ui::records::GameMissing;
use crate::ui::route::{use_address, Route};
use crate::ui::session::Session;
use crate::ui::settings::use_settings;
use leptos::prelude::*;

/// `game` after `moves` (as far as they are legal: a line from another position stops).
fn along(mut game: Game, moves: &[Move]) -> Game {
    for &mv in moves {
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

#[component]
pub fn ReviewScreen() -> impl IntoView {
    let address = use_address();
    let library = use_library();
    move || {
        let id = address.id();
        match library.open(&id) {
            Ok(session) => view! { <Review session=session/> }.into_any(),
            Err(e) => view! { <GameMissing error=e/> }.into_any(),
        }
    }
}

#[component]
fn Review(session: Session) -> impl IntoView {
    let settings = use_settings();
    let record = Memo::new(move |_| session.table.with(|t| t.game().record().clone()));
    let total = Memo::new(move |_| record.with(|r| r.events.len()));
    let at = RwSignal::new(total.get_untracked());
    let variation = RwSignal::new(None::<Line>);
    let reviewer = Reviewer::on_screen(session, record);
    // Opened to make problems of the mistakes (the result panel's offer): the review
    // runs, and the problems are made when it is done.
    let make_problems = use_address().query("make").as_deref() == Some("problems");
    if make_problems && !untrack(|| reviewer.complete()) {
        reviewer.start();
    }
    let shown = Memo::new_with_compare(
        move |_| {
            let game = record.with(|r| position_at(r, at.get()));
            match variation.get() {
                Some(l) => game.map(|g| along(g, &l.moves[..l.step.min(l.moves.len())])),
                None => game,
            }
        },
        |_, _| true,
    );
    let last_moves = session.table.with_untracked(|t| t.game().move_number());
    let model = Memo::new(move |_| {
        shown.with(|g| match g {
            Some(g) => board_model(g, Overlays::default()),
            None => crate::ui::board_view::BoardModel::empty(
                session.table.with_untracked(|t| t.game().size()),
            ),
        })
    });
    let step = move |to: isize| {
        if let Some(l) = variation.get_untracked() {
            // Stepping through the computer's line, not the game.
            let step = to.clamp(0, l.moves.len() as isize) as usize;
            return variation.set(Some(Line { step, ..l }));
        }
        let n = total.get_untracked() as isize;
        at.set(to.clamp(0, n) as usize);
    };
    let by = move |d: isize| {
        let now = variation
            .with_untracked(|l| l.as_ref().map(|l| l.step))
            .unwrap_or(at.get_untracked());
        step(now as isize + d)
    };

    let handle = window_event_listener(leptos::ev::keydown, move |e| {
        if crate::ui::browser::typing_in_a_field(&e) {
            return;
        }
        match e.key().as_str() {
            "ArrowLeft" => by(-1),
            "ArrowRight" => by(1),
            "Home" => step(0),
            "End" => step(isize::MAX),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || handle.remove());

    // Where the steps are: in the computer's line, or in the game.
    let now = move || {
        variation
            .with(|l| l.as_ref().map(|l| l.step))
            .unwrap_or_else(|| at.get())
    };
    let last = move || {
        variation
            .with(|l| l.as_ref().map(|l| l.moves.len()))
            .unwrap_or_else(|| total.get())
    };
    let captures = move |c: Color| shown.with(|g| g.as_ref().map_or(0, |g| g.captures(c)));
    let line = move || {
        shown.with(|g| {
            g.as_ref().map(|g| {
                // A setup during play is a step of its own, with no move of its own.
                let setup = matches!(g.record().events.last(), Some(Event::Setup(_)));
                tr!(
                    "review-status",
                    number = g.move_number() as i64,
                    total = last_moves.max(g.move_number()) as i64,
                    setup = if setup { "yes" } else { "no" },
                    black = captures(Color::Black) as i64,
                    white = captures(Color::White) as i64
                )
            })
        })
    };
    let result = move || {
        shown.with(|g| {
            g.as_ref()
                .and_then(|g| g.result().map(|r| crate::ui::words::result_line(&r)))
        })
    };
    let [b, w] = [Color::Black, Color::White].map(|c| {
        session
            .table
            .with_untracked(|t| t.player(c).name().into_owned())
    });
    let id = session.id.get_value();
    // Once the review is done: the mistakes as problems.
    let complete = Memo::new(move |_| reviewer.complete());
    let label = Signal::derive(move || {
        shown.with(|g| {
            g.as_ref().map_or_else(String::new, |g| {
                tr!(
                    "review-board-label",
                    size = i64::from(g.size()),
                    number = g.move_number() as i64
                )
            })
        })
    });
    view! {
        <section class="screen review">
            <h1>{tr!("review-title", black = b, white = w)}</h1>
            <p class="review-status" role="status">{line}</p>
            {move || result().map(|r| view! { <p class="result-line">{r}</p> })}
            <div class="board-wrap">
                <BoardView model=model coordinates=Signal::derive(move || settings.with(|s| s.coordinates)) label=label/>
            </div>
            {move || variation.get().map(|l| view! {
                <div class="review-line" role="status">
                    <span>{tr!("review-line-status", step = l.step as i64, total = l.moves.len() as i64)}</span>
                    <button class="primary" on:click=move |_| variation.set(None)>{tr("review-line-return")}</button>
                </div>
            })}
            <div class="controls review-steps">
                <button on:click=move |_| step(0) disabled=move || now() == 0>{tr("review-first")}</button>
                <button on:click=move |_| by(-1) disabled=move || now() == 0>{tr("review-previous")}</button>
                <button on:click=move |_| by(1) disabled=move || { now() >= last() }>{tr("review-next")}</button>
                <button on:click=move |_| step(isize::MAX) disabled=move || { now() >= last() }>{tr("review-last")}</button>
            </div>
            <input type="range" class="review-slider" aria-label=tr("review-slider") min="0"
                max=move || total.get() prop:value=move || at.get().to_string()
                on:input=move |e| { variation.set(None); step(event_target_value(&e).parse().unwrap_or(0)) }/>
            <ReviewAnalysis reviewer=reviewer at=at line=variation/>
            {move || complete.get().then(|| view! { <MistakeProblems reviewer=reviewer auto=make_problems/> })}
            <crate::ui::records::GameExport id=id.clone()/>
            <nav class="screen-nav">
                <a href=Route::Play(id.clone()).href()>{tr("review-continue")}</a>" · "<a href="saved">{tr("saved-nav-saved-games")}</a>" · "<a href="./">{tr("saved-nav-home")}</a>
            </nav>
        </section>
    }
}
