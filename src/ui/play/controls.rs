//! The buttons at the board: pass, undo, resign, the question that confirms a pass or a
//! resignation, and the clock's pause.

use crate::engine::{Color, Phase};
use crate::i18n::tr;
use crate::table::{Action, Confirm};
use crate::tr;
use crate::ui::session::Session;
use crate::ui::settings::use_settings;
use crate::ui::words::color_name;
use leptos::prelude::*;

/// Pass, Undo and Resign while the game is played.
#[component]
pub fn Controls(
    session: Session,
    /// The side these buttons belong to (face to face), or None for the one row.
    color: Option<Color>,
    /// Does what a button asks.
    act: Callback<Action>,
) -> impl IntoView {
    let table = session.table;
    let takebacks = use_settings();
    let takebacks = move || takebacks.with(|s| s.takebacks);
    let to_move = move || table.with(|t| t.game().to_move());
    let mine = move || color.is_none_or(|c| c == to_move()) && table.with(|t| t.my_turn());
    // Against the computer or a friend at another device the one person here resigns,
    // whoever is to move.
    let resign_as = move || {
        color.unwrap_or_else(|| {
            table.with_untracked(|t| t.local_color().unwrap_or(t.game().to_move()))
        })
    };
    view! {
        // Nothing at all once play stops: no empty row between the board and the count.
        <Show when=move || table.with(|t| t.game().phase() == Phase::Playing)>
            <div class="controls">
                <button on:click=move |_| act.run(Action::Pass) disabled=move || !mine()>{tr("play-pass")}</button>
                // Not offered at all when take-backs against the computer are off.
                <Show when=move || table.with(|t| t.offers_undo(takebacks()))>
                    <button on:click=move |_| act.run(Action::Undo { takebacks: takebacks() }) disabled=move || table.with(|t| t.game().move_number() == 0)>{tr("play-undo")}</button>
                </Show>
                // Between devices only on this device's turn (a letter only ever extends the game).
                <button on:click=move |_| act.run(Action::Resign(resign_as()))
                    disabled=move || !table.with(|t| t.my_turn())>{tr("play-resign")}</button>
            </div>
        </Show>
    }
}

/// "Black passes?" with Yes and Cancel, while the table waits for an answer.
#[component]
pub fn ConfirmBar(session: Session, act: Callback<Action>) -> impl IntoView {
    let table = session.table;
    move || {
        table.with(|t| t.pending_confirm()).map(|c| {
            let (question, yes, again) = match c {
                Confirm::Pass => (
                    tr!(
                        "play-confirm-pass",
                        color = color_name(table.with(|t| t.game().to_move()))
                    ),
                    tr("play-confirm-pass-yes"),
                    Action::Pass,
                ),
                Confirm::Resign(color) => (
                    tr!("play-confirm-resign", color = color_name(color)),
                    tr("play-confirm-resign-yes"),
                    Action::Resign(color),
                ),
            };
            let label = question.clone();
            view! {
                <div class="confirm" role="alertdialog" aria-label=label>
                    <span>{question}</span>
                    <button class="primary" on:click=move |_| act.run(again.clone())>{yes}</button>
                    <button on:click=move |_| act.run(Action::Cancel)>{tr("play-cancel")}</button>
                </div>
            }
        })
    }
}

/// Pause clock / Continue clock, while a timed game is played.
#[component]
pub fn ClockButton(session: Session, act: Callback<Action>) -> impl IntoView {
    let table = session.table;
    let paused = move || table.with(|t| t.clock_paused());
    view! {
        <Show when=move || table.with(|t| t.clock().is_some() && t.game().phase() == Phase::Playing)>
            <button on:click=move |_| act.run(if paused() { Action::ContinueClock } else { Action::PauseClock })>
                {move || if paused() { tr("play-continue-clock") } else { tr("play-pause-clock") }}
            </button>
        </Show>
    }
}
