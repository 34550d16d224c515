//! A game with a friend on another device, by links (issue 27): `/friend` opens a link
//! that came (a new game, new moves, or one that changes nothing, said in words), lists
//! the games kept here and starts a new one; `/friend/:id` is the game: the board, my
//! move, the count's marks and acceptance, and **Send move**: the link (Copy, the system's
//! share sheet where there is one) and its QR code for a phone beside this one. What the
//! link carries and how it meets this device's copy is `crate::post`; here are only its
//! screens and storage.

mod qr;

use crate::engine::{presets, Color, Event, Game, Move, Phase, Point};
use crate::i18n::tr;
use crate::post::{is_game_fragment, Kept, Letter, LetterError, Merge, News};
use crate::storage::keys::{friend_key, FRIEND_LIST};
use crate::tr;
use crate::ui::board_view::BoardView;
use crate::ui::board_view::{board_model, Overlays};
use crate::ui::browser::{
    add_friend_id, base_uri, copy, fragment, friend_ids, game_storage, now_ms, replace_address,
    save_value,
};
use crate::ui::route::use_address;
use crate::ui::sound::Sound;
use crate::ui::words::{color_name, move_error, preset_name, result_words};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// The ids of the games kept here (the list `crate::storage` keeps, rebuilt from the games
/// if it is damaged or missing); each game under its own key.
fn ids() -> Vec<String> {
    friend_ids()
}

/// The game `id` as kept here (None if there is none, or what is stored does not replay:
/// it stays stored as it is, and is set aside before anything is written over it).
fn load(id: &str) -> Option<Kept> {
    crate::storage::read(&game_storage(), &friend_key(id)).ok()
}

/// Keeps `kept` and lists it; false if the storage refused it (full, or off).
fn save(kept: &Kept) -> bool {
    let saved =
        save_value(&friend_key(&kept.game), kept).is_ok() && add_friend_id(&kept.game).is_ok();
    if saved {
        // The browser is asked to keep the storage too (once).
        crate::ui::browser::keep_storage_once();
    }
    saved
}

/// A new game id: letters and digits, different on every tap.
fn fresh_id() -> String {
    let random = (js_random() * 1e12) as u64;
    format!("{:x}{:x}", now_ms() as u64, random)
}

fn js_random() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::random();
    #[cfg(not(target_arch = "wasm32"))]
    return 0.5;
}

/// The link that carries `kept`'s game as it stands here.
fn link_of(kept: &Kept) -> String {
    format!("{}friend{}", base_uri(), kept.letter().to_fragment())
}

/// The game as a saved game is written (for its SGF record): the preset whose rules it
/// plays, both names, dated today.
fn as_saved(kept: &Kept) -> crate::saved::SavedGame {
    let rules = kept.game().rules();
    let preset = crate::engine::preset_of(rules);
    crate::saved::SavedGame::new(
        kept.game.clone(),
        kept.record().clone(),
        preset.map_or("", |p| p.id),
        kept.names[0].clone(),
        kept.names[1].clone(),
        now_ms(),
    )
}

/// The other player's name.
fn friend_name(kept: &Kept) -> String {
    kept.names[usize::from(kept.me == Color::Black)].clone()
}

fn letter_error(e: &LetterError) -> String {
    tr(match e {
        LetterError::NotAGameLink => "friend-link-not-a-game",
        LetterError::Damaged => "friend-link-damaged",
        LetterError::NotAGame => "friend-link-not-a-game",
    })
}

/// `/friend`: a link that came, the games kept here, a new game.
#[component]
pub fn FriendScreen() -> impl IntoView {
    let hash = fragment();
    let incoming = is_game_fragment(&hash).then(|| Letter::from_link(&hash));
    let fresh = incoming.is_none() && ids().is_empty();
    view! {
        <section class="screen friend">
            <h1>{tr("friend-title")}</h1>
            {incoming.map(|letter| view! { <Incoming letter=letter/> })}
            // The form is open when there is nothing else to see.
            <NewFriendGame open=fresh/>
            <FriendGames/>
        </section>
    }
}

/// What a link that came means here, in words; new moves are taken at once.
#[component]
fn Incoming(letter: Result<Letter, LetterError>) -> impl IntoView {
    let address = use_address();
    let letter = match letter {
        Ok(letter) => letter,
        Err(e) => return view! { <p class="error" role="alert">{letter_error(&e)}</p> }.into_any(),
    };
    let id = letter.game.clone();
    let open = {
        let id = id.clone();
        move || view! { <a class="button" href=format!("friend/{id}")>{tr("friend-open")}</a> }
    };
    let mut kept = load(&id);
    match kept
        .as_mut()
        .map_or_else(|| crate::post::merge(None, &letter), |k| k.receive(&letter))
    {
        Merge::New { me, against } => {
            let accept = move |_| match Kept::from_letter(&letter) {
                Some(kept) if save(&kept) => {
                    replace_address("friend");
                    address.go(&format!("/friend/{}", kept.game));
                }
                _ => {}
            };
            view! {
                <div class="friend-incoming" role="status">
                    <p>{tr!("friend-invited", name = against, color = color_name(me))}</p>
                    <button class="primary" on:click=accept>{tr("friend-accept")}</button>
                </div>
            }
            .into_any()
        }
        Merge::Extend { new, accepts } => {
            let saved = kept.as_ref().is_some_and(save);
            if saved {
                replace_address("friend");
                let accepts = u8::from(accepts);
                address.go(&format!(
                    "/friend/{id}?news={}&accepts={accepts}",
                    new.len()
                ));
            }
            view! { <p class="error" role="alert">{(!saved).then(|| tr("friend-not-saved"))}</p> }
                .into_any()
        }
        Merge::Marks { .. } => {
            let saved = kept.as_ref().is_some_and(save);
            if saved {
                replace_address("friend");
                address.go(&format!("/friend/{id}?marks=1"));
            }
            view! { <p class="error" role="alert">{(!saved).then(|| tr("friend-not-saved"))}</p> }
                .into_any()
        }
        Merge::Same { moves } => view! {
            <div class="friend-incoming" role="status">
                <p>{tr!("friend-same", moves = moves as i64)}</p>{open()}
            </div>
        }
        .into_any(),
        Merge::Stale { have, link } => view! {
            <div class="friend-incoming" role="status">
                <p>{if have == link {
                    tr("friend-stale-accepted")
                } else {
                    tr!("friend-stale", have = have as i64, link = link as i64)
                }}</p>{open()}
            </div>
        }
        .into_any(),
        Merge::Conflict { at_move } => view! {
            <div class="friend-incoming" role="alert">
                <p>{tr!("friend-conflict", at = at_move as i64)}</p>{open()}
            </div>
        }
        .into_any(),
        Merge::OtherGame => {
            view! { <p class="error" role="alert">{tr("friend-link-not-a-game")}</p> }.into_any()
        }
    }
}

/// Starts a game: names, my colour, the rules (any preset, AGA's first), the board and
/// the days per move.
#[component]
fn NewFriendGame(open: bool) -> impl IntoView {
    let address = use_address();
    let all = StoredValue::new(presets());
    let preset = RwSignal::new(0usize);
    let mine = RwSignal::new(String::new());
    let theirs = RwSignal::new(String::new());
    let black = RwSignal::new(true);
    let size = RwSignal::new(9u8);
    let days = RwSignal::new(0u8);
    let error = RwSignal::new(None::<String>);
    let start = move |_| {
        let name = |s: String, fallback: &str| {
            let s = s.trim().to_string();
            if s.is_empty() {
                tr(fallback)
            } else {
                s
            }
        };
        let (me, friend) = (
            name(mine.get_untracked(), "friend-me"),
            name(theirs.get_untracked(), "friend-friend"),
        );
        let me_black = black.get_untracked();
        let names = if me_black { [me, friend] } else { [friend, me] };
        let color = if me_black { Color::Black } else { Color::White };
        let rules = all.with_value(|a| a[preset.get_untracked()].rules);
        let Ok(game) = Game::new(rules, size.get_untracked(), 0) else {
            return;
        };
        let days = Some(days.get_untracked()).filter(|&d| d > 0);
        let kept = Kept::new(&fresh_id(), color, names, game, days);
        if save(&kept) {
            address.go(&format!("/friend/{}", kept.game));
        } else {
            error.set(Some(tr("friend-not-saved")));
        }
    };
    let sizes = move || all.with_value(|a| a[preset.get()].sizes);
    // Another preset keeps the board if it offers it, else takes its first.
    let choose_preset = move |value: String| {
        let i = value.parse().unwrap_or(0).min(all.with_value(Vec::len) - 1);
        preset.set(i);
        let offered = all.with_value(|a| a[i].sizes);
        if !offered.contains(&size.get_untracked()) {
            size.set(offered[0]);
        }
    };
    let rule_options = all.with_value(|a| {
        (a.iter().enumerate())
            .map(|(i, p)| view! { <option value=i.to_string() selected=i == 0>{preset_name(p)}</option> })
            .collect_view()
    });
    let choice = |signal: RwSignal<u8>, value: u8, label: String| {
        view! {
            <button role="radio" aria-checked=move || (signal.get() == value).to_string()
                class:chosen=move || signal.get() == value on:click=move |_| signal.set(value)>{label}</button>
        }
    };
    view! {
        <details class="friend-new" open=open>
            <summary>{tr("friend-new-game")}</summary>
            <p class="note">{tr("friend-how")}</p>
            <label class="field"><span>{tr("friend-my-name")}</span>
                <input type="text" maxlength="40" prop:value=mine on:input=move |e| mine.set(event_target_value(&e))/></label>
            <label class="field"><span>{tr("friend-their-name")}</span>
                <input type="text" maxlength="40" prop:value=theirs on:input=move |e| theirs.set(event_target_value(&e))/></label>
            <span class="label">{tr("friend-my-colour")}</span>
            <div class="segmented" role="radiogroup" aria-label=tr("friend-my-colour")>
                <button role="radio" aria-checked=move || black.get().to_string() class:chosen=move || black.get()
                    on:click=move |_| black.set(true)>{color_name(Color::Black)}</button>
                <button role="radio" aria-checked=move || (!black.get()).to_string() class:chosen=move || !black.get()
                    on:click=move |_| black.set(false)>{color_name(Color::White)}</button>
            </div>
            <label class="field"><span>{tr("friend-rules")}</span>
                <select on:change=move |e| choose_preset(event_target_value(&e))>{rule_options}</select></label>
            <span class="label">{tr("friend-board")}</span>
            <div class="segmented" role="radiogroup" aria-label=tr("friend-board")>
                {move || sizes().iter().map(|&s| choice(size, s, format!("{s}×{s}"))).collect_view()}
            </div>
            <span class="label">{tr("friend-days")}</span>
            <div class="segmented" role="radiogroup" aria-label=tr("friend-days")>
                {choice(days, 0, tr("friend-days-none"))}
                {[1u8, 3, 7].map(|d| choice(days, d, tr!("friend-days-n", days = i64::from(d))))}
            </div>
            <button class="primary" on:click=start>{tr("friend-start")}</button>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </details>
    }
}

/// The games kept here, whose turn it is in each.
#[component]
fn FriendGames() -> impl IntoView {
    let games: Vec<Kept> = ids().iter().filter_map(|id| load(id)).collect();
    let repaired = view! { <crate::ui::stored::StoredNotices keys=&[FRIEND_LIST]/> };
    let list = (!games.is_empty()).then(|| {
        let rows = games
            .into_iter()
            .rev()
            .map(|k| {
                let state = if k.game().phase() == Phase::Finished {
                    k.game().result().map(|r| result_words(&r)).unwrap_or_default()
                } else if k.my_turn() {
                    tr("friend-your-turn")
                } else {
                    tr!("friend-their-turn", name = friend_name(&k))
                };
                view! {
                    <li><a href=format!("friend/{}", k.game)>
                        <span class="friend-names">{tr!("friend-against", name = friend_name(&k))}</span>
                        <span class="friend-state">{state}</span>
                    </a></li>
                }
            })
            .collect_view();
        view! { <h2>{tr("friend-games")}</h2><ul class="friend-games">{rows}</ul> }
    });
    (repaired, list)
}

/// Saved games' row for the games by link kept here: how many, and in how many it is
/// this device's move (nothing when there are none).
pub fn saved_row() -> Option<impl IntoView> {
    let games: Vec<Kept> = ids().iter().filter_map(|id| load(id)).collect();
    let mine = games.iter().filter(|k| k.my_turn()).count();
    (!games.is_empty()).then(|| {
        view! {
            <p class="friend-saved"><a href="friend">
                {tr!("friend-saved", games = games.len() as i64, mine = mine as i64)}
            </a></p>
        }
    })
}

/// The game's rules in words: the preset's name (when a preset has them) and the komi.
fn rules_line(game: &Game) -> String {
    let rules = game.rules();
    let komi = crate::ui::words::points(rules.komi);
    match crate::engine::preset_of(rules) {
        Some(p) => tr!("friend-rules-line", rules = preset_name(&p), komi = komi),
        None => tr!("friend-komi-line", komi = komi),
    }
}

/// `/friend/:id`: the game.
#[component]
pub fn FriendGameScreen() -> impl IntoView {
    let address = use_address();
    let id = address.id();
    let news: usize = address
        .query("news")
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    let accepts = address.query("accepts").as_deref() == Some("1");
    let both_marked = address.query("marks").is_some();
    match load(&id) {
        Some(kept) => {
            let said = if both_marked {
                Some(tr!("friend-news-both-marked", name = friend_name(&kept)))
            } else {
                news_words(&kept, news, accepts)
            };
            view! { <FriendGame kept=kept said=said/> }.into_any()
        }
        None => view! {
            <section class="screen friend">
                <h1>{tr("friend-title")}</h1>
                <p role="alert">{tr("friend-missing")}</p>
                <a class="button" href="friend">{tr("friend-all")}</a>
            </section>
        }
        .into_any(),
    }
}

/// What the letter just taken in brought (its last `count` events and the sender's
/// acceptance), in words: "Ana passed (move 12). Your move." (None when it brought nothing).
fn news_words(kept: &Kept, count: usize, accepts: bool) -> Option<String> {
    let game = kept.game();
    let name = friend_name(kept);
    let size = game.size();
    let points = |ps: &[Point]| {
        ps.iter()
            .map(|p| p.to_gtp(size))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut words: Vec<String> = crate::post::news(game, count, accepts)
        .into_iter()
        .flat_map(|n| match n {
            News::Played { at, number } => vec![tr!(
                "friend-news-played",
                name = name.clone(),
                point = at.to_gtp(size),
                number = number as i64
            )],
            News::Passed { number } => {
                vec![tr!(
                    "friend-news-passed",
                    name = name.clone(),
                    number = number as i64
                )]
            }
            News::Resigned => vec![tr!("friend-news-resigned", name = name.clone())],
            News::Marked { dead, alive } => [
                (!dead.is_empty()).then(|| {
                    tr!(
                        "friend-news-marked",
                        name = name.clone(),
                        points = points(&dead)
                    )
                }),
                (!alive.is_empty()).then(|| {
                    tr!(
                        "friend-news-unmarked",
                        name = name.clone(),
                        points = points(&alive)
                    )
                }),
            ]
            .into_iter()
            .flatten()
            .collect(),
            News::Accepts => vec![tr!("friend-news-accepts", name = name.clone())],
            News::Resumed => vec![tr!("friend-news-resumed", name = name.clone())],
            News::Agreed => vec![tr!("friend-news-agreed", name = name.clone())],
        })
        .collect();
    if words.is_empty() {
        return None;
    }
    if game.phase() == Phase::Playing && kept.my_turn() {
        words.push(tr("friend-your-turn-now"));
    }
    Some(words.join(" "))
}

/// A question before a step that cannot be taken back between devices.
#[derive(Clone, Copy, PartialEq)]
enum Question {
    Pass,
    Resign,
}

#[component]
fn FriendGame(kept: Kept, said: Option<String>) -> impl IntoView {
    let kept = RwSignal::new(kept);
    let said = RwSignal::new(said);
    let question = RwSignal::new(None::<Question>);
    let sending = RwSignal::new(false);
    let model = Signal::derive(move || kept.with(|k| board_model(k.game(), Overlays::default())));
    let settings = crate::ui::settings::use_settings();
    let act = move |event: Event| {
        let mut k = kept.get_untracked();
        let taken = k.game().captures(k.me);
        let played = match &event {
            Event::Play { mv, .. } => Some(*mv),
            _ => None,
        };
        match k.act(event) {
            Ok(()) => {
                let captured = k.game().captures(k.me).saturating_sub(taken) as usize;
                let sound = played.and_then(|mv| Sound::of_move(mv, captured, false));
                if let Some(sound) = sound.filter(|_| settings.with_untracked(|s| s.sounds)) {
                    crate::ui::sound::play(sound);
                }
                if save(&k) {
                    said.set(None);
                    // After a step the link is what to do next: the panel opens.
                    if !k.my_turn() {
                        sending.set(true);
                    }
                } else {
                    said.set(Some(tr("friend-not-saved")));
                }
                kept.set(k);
            }
            Err(e) => said.set(Some(move_error(e))),
        }
    };
    let on_tap = Callback::new(move |p: Point| {
        let (phase, me, turn) = kept.with_untracked(|k| (k.game().phase(), k.me, k.my_turn()));
        match phase {
            Phase::Playing if turn => act(Event::Play {
                color: me,
                mv: Move::Place(p),
            }),
            Phase::Playing => said.set(Some(tr("friend-wait"))),
            Phase::Settling => act(Event::ToggleDead(p)),
            Phase::Finished => {}
        }
    });
    let accept = move |_| {
        let mut k = kept.get_untracked();
        k.accept_marks();
        if save(&k) {
            said.set(None);
            sending.set(true);
        } else {
            said.set(Some(tr("friend-not-saved")));
        }
        kept.set(k);
    };
    let status = move || {
        kept.with(|k| {
            let game = k.game();
            match game.phase() {
                Phase::Finished => game.result().map(|r| result_words(&r)).unwrap_or_default(),
                Phase::Settling if k.my_turn() => tr("friend-marks"),
                Phase::Settling => tr!("friend-marks-sent", name = friend_name(k)),
                Phase::Playing if k.my_turn() => tr!("friend-your-move", color = color_name(k.me)),
                Phase::Playing => tr!("friend-their-turn", name = friend_name(k)),
            }
        })
    };
    let label = Signal::derive(move || tr("friend-board-label"));
    let playing = move || kept.with(|k| k.game().phase() == Phase::Playing && k.my_turn());
    let settling = move || kept.with(|k| k.game().phase() == Phase::Settling && k.my_turn());
    let me = kept.with_untracked(|k| k.me);
    // Resign when the rules allow it now (the club's: not before move 20); said if not.
    let ask_resign = move |_| match kept.with_untracked(|k| k.game().may_resign(k.me)) {
        Ok(()) => question.set(Some(Question::Resign)),
        Err(e) => said.set(Some(move_error(e))),
    };
    let answer = move |_| {
        let mv = match question.get_untracked() {
            Some(Question::Pass) => Move::Pass,
            Some(Question::Resign) => Move::Resign,
            None => return,
        };
        question.set(None);
        act(Event::Play { color: me, mv });
    };
    let move_line = move || {
        kept.with(|k| {
            let game = k.game();
            tr!(
                "friend-move-line",
                number = game.move_number() as i64,
                black = i64::from(game.captures(Color::Black)),
                white = i64::from(game.captures(Color::White))
            )
        })
    };
    view! {
        <section class="screen friend friend-game">
            <h1>{move || kept.with(|k| tr!("friend-against", name = friend_name(k)))}</h1>
            <p class="friend-status" role="status">{status}</p>
            <p class="friend-move-line">{move_line}</p>
            <p class="note">{kept.with_untracked(|k| rules_line(k.game()))}</p>
            {move || kept.with(|k| k.days.map(|d| view! { <p class="note">{tr!("friend-days-reminder", days = i64::from(d))}</p> }))}
            {move || said.get().map(|s| view! { <p class="notice">{s}</p> })}
            <div class="friend-board">
                <BoardView model=model on_tap=on_tap label=label keyboard=true
                    coordinates=Signal::derive(move || settings.with(|s| s.coordinates))/>
            </div>
            {move || question.get().filter(|_| playing()).map(|q| {
                let (ask, yes) = match q {
                    Question::Pass => (tr!("play-confirm-pass", color = color_name(me)), tr("play-confirm-pass-yes")),
                    Question::Resign => (tr!("play-confirm-resign", color = color_name(me)), tr("play-confirm-resign-yes")),
                };
                let label = ask.clone();
                view! {
                    <div class="confirm" role="alertdialog" aria-label=label>
                        <span>{ask}</span>
                        <button class="primary" on:click=answer>{yes}</button>
                        <button on:click=move |_| question.set(None)>{tr("play-cancel")}</button>
                    </div>
                }
            })}
            <div class="controls">
                <Show when=move || playing() && question.get().is_none()>
                    <button on:click=move |_| question.set(Some(Question::Pass))>{tr("friend-pass")}</button>
                    <button on:click=ask_resign>{tr("friend-resign")}</button>
                </Show>
                <Show when=settling>
                    <button class="primary" on:click=accept>{tr("friend-accept-marks")}</button>
                    <button on:click=move |_| act(Event::Resume)>{tr("friend-resume")}</button>
                </Show>
                <button class:primary=move || !playing() && !settling() on:click=move |_| sending.set(true)>
                    {tr("friend-send")}</button>
                <a class="button" href="friend">{tr("friend-all")}</a>
            </div>
            <Show when=move || sending.get()>
                <SendMove link=Signal::derive(move || kept.with(link_of))/>
            </Show>
            // The record as any other game's: SGF to download or copy, a share link.
            <crate::ui::records::RecordExport
                saved=Callback::new(move |()| Some(kept.with_untracked(as_saved)))
                review=Callback::new(|()| None)
                say=Callback::new(move |words| said.set(Some(words)))/>
        </section>
    }
}

/// The link to send: as text to copy, to the system's share sheet, and as a QR code.
#[component]
fn SendMove(link: Signal<String>) -> impl IntoView {
    let copied = RwSignal::new(None::<String>);
    let copy_link = move |_| {
        let text = link.get_untracked();
        spawn_local(async move {
            copied.set(Some(tr(if copy(text).await {
                "friend-copied"
            } else {
                "friend-copy-refused"
            })));
        });
    };
    let share = move |_| share_link(&link.get_untracked());
    view! {
        <div class="friend-send">
            <p>{tr("friend-send-how")}</p>
            <input class="friend-link" type="text" readonly aria-label=tr("friend-link") prop:value=link/>
            <div class="controls">
                <button class="primary" on:click=copy_link>{tr("friend-copy")}</button>
                <Show when=can_share>
                    <button on:click=share>{tr("friend-share")}</button>
                </Show>
            </div>
            {move || copied.get().map(|c| view! { <p class="notice" role="status">{c}</p> })}
            {move || match qr::svg(&link.get()) {
                Some(code) => view! {
                    <figure class="friend-qr">{code}<figcaption>{tr("friend-qr")}</figcaption></figure>
                }.into_any(),
                None => view! { <p class="note">{tr("friend-qr-too-long")}</p> }.into_any(),
            }}
        </div>
    }
}

/// Whether the browser has a share sheet (`navigator.share`).
fn can_share() -> bool {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window()
        .is_some_and(|w| js_sys::Reflect::has(&w.navigator(), &"share".into()).unwrap_or(false));
    #[cfg(not(target_arch = "wasm32"))]
    return false;
}

/// Opens the system's share sheet with `link` (a refusal or a cancel changes nothing).
fn share_link(link: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let data = web_sys::ShareData::new();
        data.set_url(link);
        data.set_title(&tr("friend-share-title"));
        let promise = w.navigator().share_with_data(&data);
        spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = link;
}
