//! What the play screen offers beyond the board and its moves, in a part of the app of its
//! own (see [`crate::part`]): the computer opponent's driver and status, the teacher's notes,
//! the estimate and hints, the count's panels with the dead-stone suggestion, the keyboard's controls and
//! the record's export. The board and its moves work before they arrive; each shows once
//! the part is there (at once when the service worker keeps it).

use super::advice::{Advice, AdviceBar, Adviser};
use super::announce::read_board;
use super::controls::ClockButton;
use super::ending::{DeletedBanner, ResultPanel, SettlingPanel};
use super::keyboard::KeyboardControls;
use super::suggest::{self, SuggestStatus};
use super::teacher::{Teacher, TeacherNote};
use crate::engine::{Count, Point};
use crate::table::rating::Rated;
use crate::table::{Action, NewGame};
use crate::ui::board_view::Shown;
use crate::ui::computer::{Computer, ComputerStatus};
use crate::ui::ladder::Counted;
use crate::ui::library::Library;
use crate::ui::parts::inline;
use crate::ui::records::GameExport;
use crate::ui::route::{Address, Route};
use crate::ui::session::Session;
use crate::ui::sound::Sound;
use leptos::prelude::*;

crate::part!(play, computer_status(session: Session, act: Callback<Action>) => load_computer_status -> AnyView, {
    crate::ui::parts::add_style();
    let computer = Computer::drive(session, act);
    view! { <ComputerStatus computer=computer/> }.into_any()
});

crate::part!(play, advice_bar(session: Session, shown: RwSignal<Option<Advice>>, ring: RwSignal<Option<Point>>, act: Callback<Action>) => load_advice_bar -> AnyView, {
    crate::ui::parts::add_style();
    let adviser = Adviser::on_screen(session);
    Effect::new(move |_| shown.set(adviser.current()));
    let teacher = Teacher::drive(session);
    Effect::new(move |_| ring.set(teacher.ring()));
    view! {
        <TeacherNote teacher=teacher act=act/>
        <AdviceBar adviser=adviser/>
    }
    .into_any()
});

crate::part!(play, ending(session: Session, count: Memo<Count>, act: Callback<Action>) => load_ending -> AnyView, {
    crate::ui::parts::add_style();
    let suggester = suggest::drive(session, act);
    view! {
        <SettlingPanel session=session count=count act=act/>
        <SuggestStatus suggester=suggester/>
        <ResultPanel session=session count=count act=act/>
    }
    .into_any()
});

crate::part!(play, keyboard(size: u8, act: Callback<Action>, game: Memo<Shown>, on_read: Callback<String>, on_error: Callback<String>) => load_keyboard -> AnyView, {
    crate::ui::parts::add_style();
    let over = Signal::derive(move || game.with(|g| g.0.result().is_some()));
    let on_read = Callback::new(move |()| on_read.run(game.with_untracked(|g| read_board(&g.0))));
    view! { <KeyboardControls size=size act=act over=over on_read=on_read on_error=on_error/> }.into_any()
});

crate::part!(play, sounds(sounded: RwSignal<Option<Sounded>>) => load_sounds -> AnyView, {
    let settings = crate::ui::settings::use_settings();
    Effect::new(move |_| {
        let Some(Sounded { sound, computer }) = sounded.get() else {
            return;
        };
        let (sounds, vibration) = settings.with_untracked(|s| (s.sounds, s.vibration));
        if sounds {
            crate::ui::sound::play(sound);
        }
        if vibration && computer {
            crate::ui::sound::vibrate();
        }
    });
    ().into_any()
});

crate::part!(friend, link_panel(session: Session, say: Callback<String>) => load_link_panel -> AnyView, {
    crate::ui::parts::add_style();
    view! { <crate::ui::friend::LinkPanel session=session say=say/> }.into_any()
});

crate::part!(play, game_export(id: String) => load_game_export -> AnyView, {
    crate::ui::parts::add_style();
    // The game is kept here now: the browser is asked to keep it too (once).
    crate::ui::browser::keep_storage_once();
    view! { <GameExport id=id/> }.into_any()
});

crate::part!(play, clock_button(session: Session, act: Callback<Action>) => load_clock_button -> AnyView, {
    view! { <ClockButton session=session act=act/> }.into_any()
});

crate::part!(play, deleted_banner(session: Session) => load_deleted_banner -> AnyView, {
    view! { <DeletedBanner session=session/> }.into_any()
});

// The ladder comes with the extras too: it counts a game that has ended, and its offer
// and Rematch are the ending panel's, here.
crate::part!(play, ladder_after(session: Session, with_takebacks: bool) => load_ladder_after -> Option<Counted>, {
    let id = session.id.get_value();
    session.table.with_untracked(|t| crate::ui::ladder::after(t, &id, with_takebacks))
});

crate::part!(play, rematch_game(next: NewGame, library: Library, address: Address) => load_rematch -> (), {
    if let Ok(s) = library.start(&next) {
        address.open(&Route::Play(s.id.get_value()));
    }
});

/// Counts the game that has just ended on the ladder: shows what it did to the rating (and
/// any offer) in the ending panel through `shown` and has the announcer read it through
/// `read_out`; a climb that could not be read or kept is said through `say`.
pub async fn count_ladder(
    session: Session,
    say: Callback<String>,
    read_out: Callback<String>,
    with_takebacks: bool,
    shown: RwSignal<Option<Rated>>,
) {
    // Its words are the extras' too.
    let lang = crate::i18n::language();
    if crate::i18n::load(lang, crate::i18n::Texts::More)
        .await
        .is_ok()
    {
        if let Ok(Some(counted)) = load_ladder_after(session, with_takebacks).await {
            shown.set(Some(counted.rated));
            read_out.run(counted.said);
            if let Some(trouble) = counted.trouble {
                say.run(trouble);
            }
        }
    }
}

/// Starts the game `next` (a rematch, or the ladder's offer) and opens it.
pub async fn rematch(next: NewGame, library: Library, address: Address) {
    let _ = load_rematch(next, library, address).await;
}

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

/// The teacher's note and the estimate and hint buttons; what they show on the board goes
/// to `shown` and `ring` (the teacher's better move).
#[component]
pub fn AdvicePart(
    session: Session,
    shown: RwSignal<Option<Advice>>,
    ring: RwSignal<Option<Point>>,
    act: Callback<Action>,
    attempt: RwSignal<u32>,
) -> impl IntoView {
    inline(attempt, false, move || {
        load_advice_bar(session, shown, ring, act)
    })
}

/// The count once two passes end play: marking dead stones (with the computer's
/// suggestion), agreeing or resuming, then the result.
#[component]
pub fn EndingPart(
    session: Session,
    count: Memo<Count>,
    act: Callback<Action>,
    attempt: RwSignal<u32>,
) -> impl IntoView {
    inline(attempt, true, move || load_ending(session, count, act))
}

/// Typed moves and keyboard help; `on_read` says the position of `game` in words (read
/// aloud), `on_error` says why a typed move was refused.
#[component]
pub fn KeyboardPart(
    size: u8,
    act: Callback<Action>,
    game: Memo<Shown>,
    on_read: Callback<String>,
    on_error: Callback<String>,
    attempt: RwSignal<u32>,
) -> impl IntoView {
    inline(attempt, true, move || {
        load_keyboard(size, act, game, on_read, on_error)
    })
}

/// Pause clock / Continue clock, in a timed game (its clock runs without it).
#[component]
pub fn ClockPart(session: Session, act: Callback<Action>, attempt: RwSignal<u32>) -> impl IntoView {
    let timed = session.table.with_untracked(|t| t.clock().is_some());
    timed.then(|| inline(attempt, true, move || load_clock_button(session, act)))
}

/// Save again or leave, once another tab has deleted the game (which is rare: the banner
/// comes as a part).
#[component]
pub fn DeletedPart(session: Session, attempt: RwSignal<u32>) -> impl IntoView {
    move || {
        session
            .deleted_elsewhere
            .get()
            .then(|| inline(attempt, true, move || load_deleted_banner(session)))
    }
}

/// A move's sound, and whether the computer played it (its move may vibrate).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sounded {
    pub sound: Sound,
    pub computer: bool,
}

/// The moves' sounds (and the vibration on the computer's move), as the settings say.
#[component]
pub fn SoundPart(sounded: RwSignal<Option<Sounded>>, attempt: RwSignal<u32>) -> impl IntoView {
    inline(attempt, true, move || load_sounds(sounded))
}

/// A game by link: whose move it is, the news the last link brought (said through
/// `say`), and Send move with the link and its QR code.
#[component]
pub fn LinkPart(session: Session, say: Callback<String>, attempt: RwSignal<u32>) -> impl IntoView {
    inline(attempt, false, move || load_link_panel(session, say))
}

/// Saving the record as SGF, copying it, a share link.
#[component]
pub fn ExportPart(id: String, attempt: RwSignal<u32>) -> impl IntoView {
    inline(attempt, true, move || load_game_export(id.clone()))
}
