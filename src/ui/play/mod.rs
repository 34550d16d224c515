//! The play screen: two people, one device, a whole game from the first move to the
//! agreed count and the rematch. The rules of the table live in [`crate::table`]: this
//! screen sends each tap and button as an [`Action`] and shows what came of it.

mod advice;
mod announce;
mod board;
mod controls;
mod ending;
mod extras;
mod keyboard;
mod notice;
mod panels;
mod suggest;
mod teacher;
mod ticker;

pub use panels::{result_line, CountTable, PlayerStatus};

use crate::engine::Color;
use crate::i18n::tr;
use crate::table::{Action, Outcome};
use crate::tr;
use crate::ui::board_view::{Fading, Shown};
use crate::ui::library::use_library;
use crate::ui::route::{use_address, Route};
use crate::ui::session::Session;
use crate::ui::settings::use_settings;
use crate::ui::sound::Sound;
use board::PlayBoard;
use controls::{ConfirmBar, Controls};
use leptos::prelude::*;
use notice::Notice;
use panels::SeatStatus;

/// `/play/:id`: the game with that id, or a message if this device has none.
#[component]
pub fn PlayScreen() -> impl IntoView {
    let address = use_address();
    let library = use_library();
    move || {
        let id = address.id();
        match library.open(&id) {
            Ok(session) => view! { <Play session=session/> }.into_any(),
            Err(e) => {
                // A game that arrives later (a game by link adopted from the old way of
                // keeping them) opens when it is listed.
                library.entries.track();
                view! { <crate::ui::parts::GameMissingPart error=e/> }.into_any()
            }
        }
    }
}

#[component]
fn Play(session: Session) -> impl IntoView {
    let settings = use_settings();
    let library = use_library();
    let address = use_address();
    let table = session.table;
    let size = table.with_untracked(|t| t.game().size());
    let message = RwSignal::new(None::<Notice>);
    let fading = Fading::new();
    // The last move's sound, played by the screen's extras (SoundPart).
    let sounded = RwSignal::new(None);
    let game = Memo::new(move |_| Shown(table.with(|t| t.game().clone())));
    let count = Memo::new(move |_| game.with(|g| g.0.count()));
    // One worker for the screen's computer, teacher, advice and count (made by the first
    // of them, started with the first question).
    crate::ui::computer::WorkerLink::later_for_screen();

    let say = Callback::new(move |words| message.set(Some(Notice::said(words))));
    let spoken = announce::speak_notices(message, game);
    // Words for screen readers alone (what a panel already shows).
    let read_out = Callback::new(move |words| announce::say(spoken, words));
    // What this game did to the rating on the ladder, for the ending panel.
    let rated = RwSignal::new(None);
    provide_context(crate::ui::ladder::RatedHere(rated));
    let act = Callback::new(move |action: Action| match session.act(action) {
        Ok(Outcome::Rematch(next)) => {
            leptos::task::spawn_local(extras::rematch(next, library, address));
        }
        Ok(outcome) => {
            if let Outcome::Played {
                color,
                mv,
                captured,
                ..
            } = &outcome
            {
                let computer = table.with_untracked(|t| t.player(*color).is_computer());
                if let Some(sound) = Sound::of_move(*mv, captured.len(), computer) {
                    sounded.set(Some(extras::Sounded { sound, computer }));
                }
                fading.fade(captured.iter().map(|&p| (p, color.opposite())).collect());
            }
            if let Some(n) = notice::of_outcome(&outcome, size) {
                message.set(Some(n));
            }
            if crate::ui::ladder::ends_game(&outcome) {
                let with_takebacks = settings.with_untracked(|s| s.rate_takebacks);
                leptos::task::spawn_local(extras::count_ladder(
                    session,
                    say,
                    read_out,
                    with_takebacks,
                    rated,
                ));
            }
        }
        Err(e) => message.set(Some(notice::refusal(e, size))),
    });
    // What the computer shows on the board (AdvicePart fills it in).
    let advice = RwSignal::new(None);
    // The teacher's better move, ringed on the board (AdvicePart fills it in too).
    let ring = RwSignal::new(None);
    // Bumped when the screen's extras (extras.rs) are asked for again after a failure.
    let extras = RwSignal::new(0);
    ticker::clock_ticker(session);
    notice::show_save_faults(session, message);

    // One person sits at the device in a game against the computer or a friend at another
    // device: never face to face.
    let one_here = table.with_untracked(|t| t.local_color().is_some());
    let by_link = table.with_untracked(|t| t.link().is_some());
    let face_to_face = move || !one_here && settings.with(|s| s.face_to_face);
    let move_number = move || {
        tr!(
            "play-move-number",
            number = game.with(|g| g.0.move_number()) as f64
        )
    };
    let name = move |c: Color| session.name(c);
    view! {
        <section class="screen play" class:face-to-face=face_to_face>
            <h1 class="sr-only">{move || tr!("play-title", black = name(Color::Black), white = name(Color::White))}</h1>
            <extras::DeletedPart session=session attempt=extras/>
            {move || if face_to_face() {
                view! { <div class="side far"><SeatStatus session=session color=Color::White/><Controls session=session color=Some(Color::White) act=act/></div> }.into_any()
            } else {
                view! {
                    <div class="status-bar">
                        <SeatStatus session=session color=Color::Black/>
                        <SeatStatus session=session color=Color::White/>
                        <span class="move-number">{move_number}</span>
                    </div>
                }.into_any()
            }}
            <PlayBoard session=session game=game fading=fading act=act advice=advice.into() ring=ring.into()/>
            // Not live itself: the announcer below says the same and more.
            <p class="notice" class:refusal=move || message.with(|m| m.as_ref().is_some_and(|m| m.refusal))>
                {move || message.with(|m| m.as_ref().map(|m| m.text.clone()).unwrap_or_default())}
            </p>
            <announce::Announcer spoken=spoken/>
            <extras::ComputerPart session=session act=act attempt=extras/>
            <ConfirmBar session=session act=act/>
            <div class="side near">
                {move || if face_to_face() {
                    view! {
                        <SeatStatus session=session color=Color::Black/>
                        <span class="move-number">{move_number}</span>
                        <Controls session=session color=Some(Color::Black) act=act/>
                    }.into_any()
                } else {
                    view! { <Controls session=session color=None act=act/> }.into_any()
                }}
                <extras::ClockPart session=session act=act attempt=extras/>
            </div>
            // A game by link: whose move, the news a link brought, and Send move.
            {by_link.then(|| view! {
                <extras::LinkPart session=session attempt=extras say=say/>
            })}
            <extras::AdvicePart session=session shown=advice ring=ring act=act attempt=extras/>
            <extras::EndingPart session=session count=count act=act attempt=extras/>
            // After the panels: while settling and once over, the count comes first.
            <extras::KeyboardPart size=size act=act attempt=extras game=game
                on_read=read_out
                on_error=Callback::new(move |e| message.set(Some(Notice::refused(e))))/>
            <extras::ExportPart id=session.id.get_value() attempt=extras/>
            <extras::SoundPart sounded=sounded attempt=extras/>
            <nav class="screen-nav">
                <a href="./">{tr("play-home")}</a>" · "<a href="saved">{tr("play-saved-games")}</a>" · "
                <a href=Route::Review(session.id.get_value()).href()>{tr("play-review")}</a>" · "<a href="learn/guide">{tr("play-rules")}</a>
                {by_link.then(|| view! { " · "<a href="friend">{tr("play-games-by-link")}</a> })}
            </nav>
        </section>
    }
}
