//! The play screen: two people, one device, a whole game from the first move
//! to the agreed count and the rematch.

mod announce;
mod keyboard;
mod model;
mod panels;

use crate::ui::words::color_name;
pub use model::{board_model, shade_count, Overlays};
pub use panels::{result_line, CountTable, PlayerStatus};

use crate::engine::{Color, Game, Move, MoveError, Phase, Point, Rules};
use crate::i18n::{tr, tr_args, Args};
use crate::saved::LoadError;
use crate::tr;
use crate::ui::board_view::BoardView;
use crate::ui::session::{use_library, Library, Session};
use crate::ui::settings::{use_settings, Placing};
use crate::ui::words::{move_error, result_line as result_words_line};
use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map};

/// `/play/:id`: the game with that id, or a message if this device has none.
#[component]
pub fn PlayScreen() -> impl IntoView {
    let params = use_params_map();
    let library = use_library();
    move || {
        let id = params.with(|p| p.get("id").unwrap_or_default());
        match library.open(&id) {
            Ok(session) => view! { <Play session=session/> }.into_any(),
            Err(e) => view! { <GameMissing error=e/> }.into_any(),
        }
    }
}

/// What a screen shows for a game it cannot open.
#[component]
pub fn GameMissing(
    /// Why the game did not open.
    error: LoadError,
) -> impl IntoView {
    let text = match &error {
        LoadError::NotFound(_) => tr("play-missing-text"),
        LoadError::Damaged(damage) => crate::ui::saved::words::damage_reason(&damage.reason),
        LoadError::Storage(e) => crate::ui::saved::words::storage_error(e),
    };
    view! {
        <section class="screen missing">
            <h1>{tr("play-missing-title")}</h1>
            <p>{text}</p>
            <a class="button" href="saved">{tr("play-saved-games")}</a>
            <a class="button" href="./">{tr("play-home")}</a>
        </section>
    }
}

/// A confirmation the player must give before an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Confirm {
    Pass,
    Resign(Color),
}

/// The message line under the board: what just happened or why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Notice {
    text: String,
    refusal: bool,
}

fn notice(text: impl Into<String>, refusal: bool) -> Option<Notice> {
    Some(Notice {
        text: text.into(),
        refusal,
    })
}

/// Whether this device's last pointer was a finger or pen (two-tap by default).
fn coarse_pointer() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
            .is_some_and(|m| m.matches())
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// A performance mark at a tap, measured to the next animation frame.
fn mark_tap() {
    #[cfg(target_arch = "wasm32")]
    if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
        let _ = p.mark("tap");
    }
}

fn measure_paint() {
    #[cfg(target_arch = "wasm32")]
    request_animation_frame(|| {
        if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
            let _ = p.measure_with_start_mark("tap-to-paint", "tap");
        }
    });
}

/// What a successful move says.
fn describe_move(game: &Game, color: Color, mv: Move, captured: usize) -> String {
    let who = color_name(color);
    match mv {
        Move::Pass => announce::passed(color),
        Move::Resign => tr!("play-resigned", color = who),
        Move::Place(p) => {
            let mut args = Args::new();
            args.set("color", who);
            args.set("point", p.to_gtp(game.size()));
            args.set("count", captured as f64);
            let args = Some(&args);
            // The captured stones are the opponent's: their colour agrees with the noun.
            match (captured, color.opposite()) {
                (0, _) => tr_args("play-played", args),
                (_, Color::White) => tr_args("play-played-captured-white", args),
                (_, Color::Black) => tr_args("play-played-captured-black", args),
            }
        }
    }
}

#[component]
fn Play(session: Session) -> impl IntoView {
    let settings = use_settings();
    let game = session.game;
    let ghost = RwSignal::new(None::<Point>);
    let hover = RwSignal::new(None::<Point>);
    let message = RwSignal::new(None::<Notice>);
    let confirm = RwSignal::new(None::<Confirm>);
    // A timed game opened again (after a reload or from the saved list) waits
    // for "Continue clock": nobody's time runs before the players are back.
    let paused = RwSignal::new(
        session.clock.with_untracked(Option::is_some)
            && session
                .game
                .with_untracked(|g| g.move_number() > 0 && g.phase() == Phase::Playing),
    );
    let fading = RwSignal::new(Vec::<(Point, Color)>::new());

    let phase = Memo::new(move |_| game.with(Game::phase));
    let to_move = Memo::new(move |_| game.with(Game::to_move));
    let size = game.with_untracked(Game::size);

    let model = Memo::new(move |_| {
        let s = settings.get();
        let g = ghost.get().or_else(|| hover.get());
        let mut m = game.with(|g2| {
            board_model(
                g2,
                Overlays {
                    ghost: g,
                    forbidden_marks: s.forbidden_marks,
                    atari_hint: s.atari_hint,
                    move_numbers: s.move_numbers,
                },
            )
        });
        for (p, c) in fading.get() {
            let v = m.at(p);
            if v.stone.is_none() {
                v.ghost = None;
                v.fading = Some(c);
            }
        }
        m
    });

    let touched = move || match settings.with(|s| s.placing) {
        Placing::TwoTap => true,
        Placing::OneTap => false,
        Placing::Auto => coarse_pointer(),
    };

    let library = use_library();
    // Saves the game; a failure is added to what the notice line says.
    let after_change = move || {
        if let Some(fault) = library.changed(session) {
            let said = message.with_untracked(|m| m.as_ref().map(|m| m.text.clone()));
            let text = match said {
                Some(said) => format!("{said} {fault}"),
                None => fault,
            };
            message.set(notice(text, true));
        }
    };

    let play = move |mv: Move| {
        let color = to_move.get_untracked();
        let result = game
            .try_update(|g| g.play(mv))
            .unwrap_or(Err(MoveError::GameOver));
        match result {
            Ok(outcome) => {
                ghost.set(None);
                confirm.set(None);
                session.clock.update(|c| {
                    if let Some(c) = c {
                        c.moved(color);
                    }
                });
                let text =
                    game.with_untracked(|g| describe_move(g, color, mv, outcome.captured.len()));
                message.set(notice(text, false));
                if !outcome.captured.is_empty() {
                    let gone: Vec<(Point, Color)> = outcome
                        .captured
                        .iter()
                        .map(|&p| (p, color.opposite()))
                        .collect();
                    fading.set(gone);
                    // The screen may be gone by then: try_set, never a panic.
                    set_timeout(
                        move || {
                            fading.try_set(Vec::new());
                        },
                        std::time::Duration::from_millis(450),
                    );
                }
                after_change();
            }
            Err(e) => message.set(notice(move_error(e), true)),
        }
    };

    let on_tap = Callback::new(move |p: Point| {
        mark_tap();
        confirm.set(None);
        match phase.get_untracked() {
            Phase::Playing => {
                if touched() && ghost.get_untracked() != Some(p) {
                    match game.with_untracked(|g| g.check(p)) {
                        Ok(()) => {
                            ghost.set(Some(p));
                            message
                                .set(notice(tr!("play-tap-again", point = p.to_gtp(size)), false));
                        }
                        Err(e) => {
                            ghost.set(None);
                            message.set(notice(move_error(e), true));
                        }
                    }
                } else {
                    play(Move::Place(p));
                }
            }
            Phase::Settling => {
                let r = game
                    .try_update(|g| g.toggle_dead(p))
                    .unwrap_or(Err(MoveError::GameOver));
                match r {
                    Ok(()) => {
                        let dead = game.with_untracked(|g| g.is_dead(p));
                        message.set(notice(
                            if dead {
                                tr("play-marked-dead")
                            } else {
                                tr("play-marked-alive")
                            },
                            false,
                        ));
                        after_change();
                    }
                    Err(e) => message.set(notice(move_error(e), true)),
                }
            }
            Phase::Finished => {}
        }
        measure_paint();
    });
    let on_hover = Callback::new(move |p: Option<Point>| {
        if !touched() {
            hover.set(p.filter(|&p| game.with_untracked(|g| g.check(p).is_ok())));
        }
    });

    let pass = move || {
        if confirm.get_untracked() == Some(Confirm::Pass) {
            play(Move::Pass);
        } else {
            confirm.set(Some(Confirm::Pass));
        }
    };
    let undo = move || {
        confirm.set(None);
        ghost.set(None);
        match game
            .try_update(|g| g.undo_move())
            .unwrap_or(Err(MoveError::GameOver))
        {
            Ok(()) => {
                message.set(notice(tr("play-took-back-move"), false));
                after_change();
            }
            Err(e) => message.set(notice(move_error(e), true)),
        }
    };
    let resign = move |color: Color| {
        if confirm.get_untracked() == Some(Confirm::Resign(color)) {
            let r = game
                .try_update(|g| g.play_by(color, Move::Resign))
                .unwrap_or(Err(MoveError::GameOver));
            confirm.set(None);
            match r {
                Ok(_) => after_change(),
                Err(e) => message.set(notice(move_error(e), true)),
            }
        } else {
            // Refuse at once when the rules forbid it (text 001: not before move 20).
            let allowed = game.with_untracked(|g| {
                let mut probe = g.clone();
                probe.play_by(color, Move::Resign).map(|_| ())
            });
            match allowed {
                Ok(()) => confirm.set(Some(Confirm::Resign(color))),
                Err(e) => message.set(notice(move_error(e), true)),
            }
        }
    };
    let settle = move |action: fn(&mut Game) -> Result<(), MoveError>, done: String| match game
        .try_update(action)
        .unwrap_or(Err(MoveError::GameOver))
    {
        Ok(()) => {
            message.set(notice(done, false));
            after_change();
        }
        Err(e) => message.set(notice(move_error(e), true)),
    };

    clock_ticker(session, paused, library, after_change);

    // Keyboard and screen reader: the live region speaks every notice, and
    // the keyboard bar's shortcuts reach the same actions as the buttons.
    let spoken = RwSignal::new(String::new());
    Effect::new(move |_| {
        if let Some(m) = message.get() {
            let text = game.with_untracked(|g| announce::spoken_notice(g, &m.text, m.refusal));
            announce::say(spoken, text);
        }
    });
    let keyboard_bar = view! {
        <keyboard::KeyboardControls size=size
            on_pass=Callback::new(move |()| if phase.get_untracked() == Phase::Playing { pass() })
            on_undo=Callback::new(move |()| if phase.get_untracked() == Phase::Playing { undo() })
            on_read=Callback::new(move |()| announce::say(spoken, game.with_untracked(announce::read_board)))
            on_play_at=Callback::new(move |p| match phase.get_untracked() {
                Phase::Playing => play(Move::Place(p)),
                _ => on_tap.run(p),
            })
            on_error=Callback::new(move |e| message.set(notice(e, true)))
            on_cancel=Callback::new(move |()| confirm.set(None))/>
    };

    let status = move |color: Color| {
        view! {
            <PlayerStatus
                color=color
                name=Signal::derive(move || session.name(color))
                to_move=Signal::derive(move || phase.get() == Phase::Playing && to_move.get() == color)
                captures=Signal::derive(move || game.with(|g| g.captures(color)))
                pass_stones=Signal::derive(move || game.with(|g| g.rules().pass_stones.then(|| g.pass_stones(color.opposite()))))
                clock=Signal::derive(move || session.clock.with(|c| c.map(|c| (c.display(color), c.warning(color)))))
            />
        }
    };

    let controls = move |color: Option<Color>| {
        let mine = move || color.is_none_or(|c| c == to_move.get());
        let resign_as = move || color.unwrap_or_else(|| to_move.get_untracked());
        view! {
            <div class="controls">
                <Show when=move || phase.get() == Phase::Playing>
                    <button on:click=move |_| pass() disabled=move || !mine()>{tr("play-pass")}</button>
                    <button on:click=move |_| undo() disabled=move || game.with(|g| g.move_number() == 0)>{tr("play-undo")}</button>
                    <button on:click=move |_| resign(resign_as())>{tr("play-resign")}</button>
                </Show>
            </div>
        }
    };

    let confirm_bar = move || {
        confirm.get().map(|c| {
            let (question, yes) = match c {
                Confirm::Pass => (
                    tr!("play-confirm-pass", color = color_name(to_move.get())),
                    tr("play-confirm-pass-yes"),
                ),
                Confirm::Resign(color) => (
                    tr!("play-confirm-resign", color = color_name(color)),
                    tr("play-confirm-resign-yes"),
                ),
            };
            let label = question.clone();
            view! {
                <div class="confirm" role="alertdialog" aria-label=label>
                    <span>{question}</span>
                    <button class="primary" on:click=move |_| match c {
                        Confirm::Pass => play(Move::Pass),
                        Confirm::Resign(color) => resign(color),
                    }>{yes}</button>
                    <button on:click=move |_| confirm.set(None)>{tr("play-cancel")}</button>
                </div>
            }
        })
    };

    let count = Memo::new(move |_| game.with(|g| g.count()));
    let settling_panel = move || {
        (phase.get() == Phase::Settling).then(|| {
            let resume_who = game.with(|g| color_name(g.to_move()));
            view! {
                <div class="settling">
                    <h2>{tr("play-settle-title")}</h2>
                    <p>{tr("play-settle-help")}</p>
                    <CountTable count=count/>
                    <p class="would-give">{move || tr!("play-count-gives", result = count.with(|c| result_words_line(&c.result())))}</p>
                    <div class="controls">
                        <button class="primary" on:click=move |_| settle(Game::agree, tr("play-agreed"))>{tr("play-agree")}</button>
                        <button on:click=move |_| settle(Game::resume, tr("play-resumes"))>{tr!("play-resume", color = resume_who)}</button>
                        <button on:click=move |_| settle(undo_mark, tr("play-took-back-mark"))
                            disabled=move || !game.with(last_is_mark)>{tr("play-undo-mark")}</button>
                    </div>
                </div>
            }
        })
    };

    let navigate = use_navigate();
    let result_panel = move || {
        game.with(|g| {
            g.result().map(|r| {
                (
                    r,
                    result_line(g).unwrap_or_default(),
                    g.result()
                        .is_some_and(|r| r.reason == crate::engine::EndReason::Count),
                )
            })
        })
        .map(|(r, line, counted)| {
            let navigate = navigate.clone();
            let rematch = move |_| {
                let Some(next) =
                    rematch_of(&session, r.winner).and_then(|s| library.start(&s).ok())
                else {
                    return;
                };
                navigate(
                    &format!("/play/{}", next.id.get_value()),
                    Default::default(),
                );
            };
            view! {
                <div class="result" role="status">
                    <h2 class="result-line">{line}</h2>
                    {counted.then(|| view! { <CountTable count=count/> })}
                    <div class="controls">
                        <button class="primary" on:click=rematch>{tr("play-rematch")}</button>
                        <a class="button" href="new">{tr("play-new-game")}</a>
                        <a class="button" href="saved">{tr("play-saved-games")}</a>
                    </div>
                </div>
            }
        })
    };

    let leave_to = use_navigate();
    let deleted_banner = move || {
        session.deleted_elsewhere.get().then(|| {
            let leave_to = leave_to.clone();
            let keep = move |_| {
                if let Err(e) = library.keep(session) {
                    message.set(notice(e, true));
                }
            };
            let leave = move |_| {
                library.forget(&session.id.get_value());
                leave_to("/saved", Default::default());
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
    };

    let face_to_face = move || settings.with(|s| s.face_to_face);
    let move_number = move || {
        tr!(
            "play-move-number",
            number = game.with(Game::move_number) as f64
        )
    };
    let coordinates = Signal::derive(move || settings.with(|s| s.coordinates));
    let label = Signal::derive(move || {
        game.with(|g| {
            tr!(
                "play-board-label",
                size = f64::from(g.size()),
                number = g.move_number() as f64
            )
        })
    });

    view! {
        <section class="screen play" class:face-to-face=face_to_face>
            <h1 class="sr-only">{move || tr!("play-title", black = session.name(Color::Black), white = session.name(Color::White))}</h1>
            {deleted_banner}
            {move || if face_to_face() {
                view! { <div class="side far">{status(Color::White)}{controls(Some(Color::White))}</div> }.into_any()
            } else {
                view! {
                    <div class="status-bar">
                        {status(Color::Black)}
                        {status(Color::White)}
                        <span class="move-number">{move_number}</span>
                    </div>
                }.into_any()
            }}
            <div class="board-wrap">
                <BoardView model=model coordinates=coordinates on_tap=on_tap on_hover=on_hover label=label keyboard=true/>
            </div>
            // Not live itself: the announcer below says the same and more.
            <p class="notice" class:refusal=move || message.with(|m| m.as_ref().is_some_and(|m| m.refusal))>
                {move || message.with(|m| m.as_ref().map(|m| m.text.clone()).unwrap_or_default())}
            </p>
            <announce::Announcer spoken=spoken/>
            {confirm_bar}
            <div class="side near">
                {move || if face_to_face() {
                    view! {
                        {status(Color::Black)}
                        <span class="move-number">{move_number}</span>
                        {controls(Some(Color::Black))}
                    }.into_any()
                } else {
                    controls(None).into_any()
                }}
                <Show when=move || session.clock.with(Option::is_some) && phase.get() == Phase::Playing>
                    <button on:click=move |_| paused.update(|p| *p = !*p)>
                        {move || if paused.get() { tr("play-continue-clock") } else { tr("play-pause-clock") }}
                    </button>
                </Show>
            </div>
            {keyboard_bar}
            {settling_panel}
            {result_panel}
            <crate::ui::saved::GameExport id=session.id.get_value()/>
            <nav class="screen-nav">
                <a href="./">{tr("play-home")}</a>" · "<a href="saved">{tr("play-saved-games")}</a>" · "
                <a href=format!("review/{}", session.id.get_value())>{tr("play-review")}</a>" · "<a href="learn/guide">{tr("play-rules")}</a>
            </nav>
        </section>
    }
}

/// Takes back the last dead mark.
fn undo_mark(g: &mut Game) -> Result<(), MoveError> {
    if last_is_mark(g) {
        g.undo()
    } else {
        Err(MoveError::NothingToUndo)
    }
}

fn last_is_mark(g: &Game) -> bool {
    matches!(
        g.record().events.last(),
        Some(crate::engine::Event::ToggleDead(_))
    )
}

/// The next game of a rematch: same rules and size, colours as the rules say.
fn rematch_of(session: &Session, winner: Option<Color>) -> Option<crate::ui::session::NewGame> {
    let (rules, size, handicap): (Rules, u8, u8) = session
        .game
        .with_untracked(|g| (*g.rules(), g.size(), g.handicap()));
    let old_black_takes_black = rules.rematch_black(winner) == Color::Black;
    let [b, w] = session
        .names
        .get_untracked()
        .map(crate::table::Seat::person);
    let players = if old_black_takes_black {
        [b, w]
    } else {
        [w, b]
    };
    Some(crate::ui::session::NewGame {
        preset_id: session.preset_id.get_value(),
        komi: rules.komi_for(handicap),
        rules,
        size,
        handicap,
        clock: session.clock.with_untracked(|c| c.map(|c| c.settings)),
        players,
    })
}

/// Runs the clock of the player to move while the game is being played, the
/// page is visible and the clock is not paused. A flag fall ends the game.
fn clock_ticker(
    session: Session,
    paused: RwSignal<bool>,
    library: Library,
    after_change: impl Fn() + 'static,
) {
    #[cfg(target_arch = "wasm32")]
    {
        use std::cell::Cell;
        use std::rc::Rc;
        if session.clock.with_untracked(Option::is_none) {
            return;
        }
        let now = || {
            web_sys::window()
                .and_then(|w| w.performance())
                .map(|p| p.now())
                .unwrap_or(0.0)
        };
        let hidden = || {
            web_sys::window()
                .and_then(|w| w.document())
                .is_some_and(|d| d.hidden())
        };
        let last = Rc::new(Cell::new(now()));
        let ticks = Cell::new(1u32);
        let handle = set_interval_with_handle(
            move || {
                let t = now();
                let elapsed = (t - last.replace(t)).max(0.0) as u64;
                let (playing, color) = session
                    .game
                    .with_untracked(|g| (g.phase() == Phase::Playing, g.to_move()));
                if !playing || paused.get_untracked() || hidden() {
                    return;
                }
                let mut flagged = false;
                session.clock.update(|c| {
                    if let Some(c) = c {
                        flagged = c.elapse(color, elapsed);
                    }
                });
                if flagged {
                    session.game.update(|g| {
                        let _ = g.time_out(color);
                    });
                    after_change();
                } else if ticks
                    .replace(ticks.get() + 1)
                    .is_multiple_of(SAVE_EVERY_TICKS)
                {
                    // The time left is saved now and then, not only at each move.
                    let _ = library.save(session);
                }
            },
            std::time::Duration::from_millis(100),
        );
        if let Ok(handle) = handle {
            on_cleanup(move || handle.clear());
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (session, paused, library, after_change);
}

/// Ticks (of 100 ms) between saves of a running clock's time left.
#[cfg(target_arch = "wasm32")]
const SAVE_EVERY_TICKS: u32 = 50;
