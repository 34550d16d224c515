//! What the play screen offers beyond the board and its moves, in a part of the app of its
//! own (see [`crate::part`]): the computer opponent's driver and status, the estimate and
//! hints, the dead-stone suggestion and the record's export. The board works before they
//! arrive; each shows once the part is there (at once when the part is kept).

use super::advice::{Advice, AdviceBar, Adviser};
use super::suggest::{self, SuggestStatus};
use crate::table::Action;
use crate::ui::computer::{Computer, ComputerStatus};
use crate::ui::parts::inline;
use crate::ui::saved::GameExport;
use crate::ui::session::Session;
use leptos::prelude::*;

crate::part!(play, computer_status(session: Session, act: Callback<Action>) => load_computer_status -> AnyView, {
    let computer = Computer::drive(session, act);
    view! { <ComputerStatus computer=computer/> }.into_any()
});

crate::part!(play, advice_bar(session: Session, shown: RwSignal<Option<Advice>>) => load_advice_bar -> AnyView, {
    let adviser = Adviser::on_screen(session);
    Effect::new(move |_| shown.set(adviser.current()));
    view! { <AdviceBar adviser=adviser/> }.into_any()
});

crate::part!(play, suggest_status(session: Session, act: Callback<Action>) => load_suggest_status -> AnyView, {
    let suggester = suggest::drive(session, act);
    view! { <SuggestStatus suggester=suggester/> }.into_any()
});

crate::part!(play, game_export(id: String) => load_game_export -> AnyView, {
    view! { <GameExport id=id/> }.into_any()
});

/// Plays the computer's moves in a game against it, and says what it is doing. `attempt`
/// (shared by the screen's pieces) is bumped by "Try again" after a failed download.
#[component]
pub fn ComputerPart(
    session: Session,
    act: Callback<Action>,
    attempt: RwSignal<u32>,
) -> impl IntoView {
    // Between people only the advice bar says that the part is missing.
    let quiet = session
        .table
        .with_untracked(|t| t.computer_seat().is_none());
    inline(attempt, quiet, move || load_computer_status(session, act))
}

/// The estimate and hint buttons; what they show on the board goes to `shown`.
#[component]
pub fn AdvicePart(
    session: Session,
    shown: RwSignal<Option<Advice>>,
    attempt: RwSignal<u32>,
) -> impl IntoView {
    inline(attempt, false, move || load_advice_bar(session, shown))
}

/// The computer's suggestion of the dead stones when the count starts.
#[component]
pub fn SuggestPart(
    session: Session,
    act: Callback<Action>,
    attempt: RwSignal<u32>,
) -> impl IntoView {
    inline(attempt, true, move || load_suggest_status(session, act))
}

/// Saving the record as SGF, copying it, a share link.
#[component]
pub fn ExportPart(id: String, attempt: RwSignal<u32>) -> impl IntoView {
    inline(attempt, true, move || load_game_export(id.clone()))
}
