//! The end of a game on the play screen: settling dead stones with the count it gives,
//! the result with the way on, and the banner for a game another tab deleted.

use super::panels::{result_line, CountTable};
use crate::engine::{Count, EndReason, Phase};
use crate::i18n::tr;
use crate::table::Action;
use crate::tr;
use crate::ui::ladder::{self, RatedHere};
use crate::ui::library::use_library;
use crate::ui::route::{use_address, Route};
use crate::ui::session::Session;
use crate::ui::words::{color_name, result_line as result_words_line};
use leptos::prelude::*;

/// Mark dead strings, then agree, resume or take back a mark.
#[component]
pub fn SettlingPanel(
    session: Session,
    /// The count with the marks as they are.
    count: Memo<Count>,
    act: Callback<Action>,
) -> impl IntoView {
    let table = session.table;
    move || {
        (table.with(|t| t.game().phase()) == Phase::Settling).then(|| {
            let resume_who = table.with(|t| color_name(t.game().to_move()));
            // Between devices each accepts the marks, and nothing is taken back.
            let by_link = table.with(|t| t.link().is_some());
            let (agree, resume) = if by_link {
                (tr("friend-accept-marks"), tr("friend-resume"))
            } else {
                (tr("play-agree"), tr!("play-resume", color = resume_who))
            };
            view! {
                <div class="settling">
                    <h2>{tr("play-settle-title")}</h2>
                    <p>{tr("play-settle-help")}</p>
                    <CountTable count=count/>
                    <p class="would-give">{move || tr!("play-count-gives", result = count.with(|c| result_words_line(&c.result())))}</p>
                    <div class="controls">
                        <button class="primary" on:click=move |_| act.run(Action::Agree)
                            disabled=move || !table.with(|t| t.my_turn())>{agree}</button>
                        <button on:click=move |_| act.run(Action::Resume)>{resume}</button>
                        {(!by_link).then(|| view! {
                            <button on:click=move |_| act.run(Action::UndoMark)
                                disabled=move || !table.with(|t| t.last_is_mark())>{tr("play-undo-mark")}</button>
                        })}
                    </div>
                </div>
            }
        })
    }
}

/// The result, the count it came from, what it did to the rating on the ladder with the
/// offer of the next step, and Rematch, New game, Saved games.
#[component]
pub fn ResultPanel(session: Session, count: Memo<Count>, act: Callback<Action>) -> impl IntoView {
    let table = session.table;
    // Rated when the game ended here, or (after a reload) as the climb keeps it.
    let rated = use_context::<RatedHere>()
        .map(|r| r.0)
        .unwrap_or_else(|| RwSignal::new(None));
    if rated.get_untracked().is_none() && table.with_untracked(|t| t.game().result().is_some()) {
        rated.set(ladder::rated(&session.id.get_value()));
    }
    let library = use_library();
    let address = use_address();
    // The offer's game: started here, this panel being the play screen's extras already.
    let take = move |offer| {
        let next = table.with_untracked(|t| ladder::offered_game(t, offer));
        if let Some(session) = next.and_then(|next| library.start(&next).ok()) {
            address.open(&Route::Play(session.id.get_value()));
        }
    };
    let rating = move || {
        rated.get().map(|r| {
            let offer = r.offer.map(|o| {
                let words = table.with_untracked(|t| ladder::offer_words(t, o));
                view! {
                    <p class="ladder-offer">{words}</p>
                    <button class="primary take-offer" on:click=move |_| take(o)>{ladder::take_words_for(o)}</button>
                }
            });
            view! {
                <div class="ladder-rated">
                    <p class="ladder-rating">{ladder::rated_words(&r)}</p>
                    {offer}
                </div>
            }
        })
    };
    move || {
        table.with(|t| {
            let g = t.game();
            // Against the computer, also who won in the person's words.
            let you = t.computer_seat().zip(g.result()).and_then(|(c, r)| {
                r.winner.map(|w| tr(if w == c.color { "computer-wins" } else { "computer-you-win" }))
            });
            let rematch = t.link().is_none();
            let against_computer = t.computer_seat().is_some();
            g.result()
                .map(|r| (result_line(g).unwrap_or_default(), r.reason == EndReason::Count, you, rematch, against_computer))
        })
        .map(|(line, counted, you, rematch, against_computer)| {
            // The review, opened to make problems of the person's mistakes.
            let mistakes = against_computer.then(|| view! {
                <a class="button mistake-problems" href=format!("review/{}?make=problems", session.id.get_value())>{tr("play-mistake-problems")}</a>
            });
            view! {
                <div class="result" role="status">
                    {you.map(|w| view! { <p class="result-you">{w}</p> })}
                    <h2 class="result-line">{line}</h2>
                    {rating}
                    {counted.then(|| view! { <CountTable count=count/> })}
                    <div class="controls">
                        // Between devices the next game starts with an invitation.
                        {if rematch {
                            view! { <button class="primary" on:click=move |_| act.run(Action::Rematch)>{tr("play-rematch")}</button> }.into_any()
                        } else {
                            view! { <a class="button primary" href="friend">{tr("friend-new-game")}</a> }.into_any()
                        }}
                        <a class="button" href="new">{tr("play-new-game")}</a>
                        {mistakes}
                        <a class="button" href="saved">{tr("play-saved-games")}</a>
                    </div>
                </div>
            }
        })
    }
}

/// Another tab deleted this game: save it again, or leave.
#[component]
pub fn DeletedBanner(
    /// The game another tab deleted.
    session: Session,
) -> impl IntoView {
    let library = use_library();
    let address = use_address();
    move || {
        session.deleted_elsewhere.get().then(|| {
            let keep = move |_| library.keep(session);
            let leave = move |_| {
                library.forget(&session.id.get_value());
                address.open(&Route::Saved);
            };
            view! {
                <div class="banner deleted-elsewhere" role="alert">
                    <p>{tr("play-deleted-elsewhere")}</p>
                    <div class="controls">
                        <button class="primary" on:click=keep>{tr("play-save-again")}</button>
                        <button on:click=leave>{tr("play-leave")}</button>
                    </div>
                </div>
            }
        })
    }
}
