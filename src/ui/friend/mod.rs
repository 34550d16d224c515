//! A game with a friend on another device, by links (issue 27). A game by link is a
//! play-screen game whose other seat is remote ([`crate::table::Seat::Remote`]): saved,
//! listed, exported and reviewed as any other. What only a game by link has lives here:
//! `/friend` opens a link that came (a new game, new moves, or one that changes nothing,
//! said in words), lists the games by link and starts a new one (the invitation); the play
//! screen shows [`LinkPanel`]: whose move, the news a link brought, and **Send move** (the
//! link to copy or share, and its QR code for a phone beside this one). What the link
//! carries and how it meets this device's game is `crate::post`.

mod link;
mod qr;

pub use link::LinkPanel;

use crate::engine::{presets, Color, Game};
use crate::i18n::tr;
use crate::post::{is_game_fragment, Letter, LetterError, Link, Merge};
use crate::saved::ListEntry;
use crate::storage::keys::FRIEND_LIST;
use crate::table::{Action, Outcome, Table};
use crate::tr;
use crate::ui::browser::{fragment, now_ms, random, replace_address};
use crate::ui::library::use_library;
use crate::ui::route::{use_address, Route};
use crate::ui::words::{color_name, preset_name};
use leptos::prelude::*;

/// A new game id: letters and digits, different on every tap.
fn fresh_id() -> String {
    let random = (random() * 1e12) as u64;
    format!("{:x}{:x}", now_ms() as u64, random)
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
    let fresh = incoming.is_none()
        && use_library().entries.with_untracked(|all| {
            !all.iter()
                .any(|e| matches!(e, ListEntry::Game(s) if s.by_link.is_some()))
        });
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

/// What a link that came means here, in words; new moves are taken at once (the game's
/// session saves them) and the game opens with the news.
#[component]
fn Incoming(letter: Result<Letter, LetterError>) -> impl IntoView {
    let address = use_address();
    let library = use_library();
    let letter = match letter {
        Ok(letter) => letter,
        Err(e) => return view! { <p class="error" role="alert">{letter_error(&e)}</p> }.into_any(),
    };
    let id = letter.game.clone();
    let open = {
        let id = id.clone();
        move || view! { <a class="button" href=Route::Play(id.clone()).href()>{tr("friend-open")}</a> }
    };
    let merge = match library.open(&id) {
        Ok(session) => match session.act(Action::Receive(Box::new(letter.clone()))) {
            Ok(Outcome::Received(merge)) => merge,
            _ => Merge::OtherGame,
        },
        Err(crate::saved::LoadError::NotFound(_)) => crate::post::merge(None, &letter),
        // Stored and damaged: Saved games keeps it to export; nothing is written over it.
        Err(_) => {
            return view! { <p class="error" role="alert">{tr("friend-kept-damaged")}</p> }
                .into_any()
        }
    };
    // The game opens in place of the arriving link (Back leads to the friend screen).
    let go = move |id: String, query: String| {
        replace_address("friend");
        address.open_with(&Route::Play(id), &query);
    };
    match merge {
        Merge::New { me, against } => {
            let accept = move |_| {
                if let Some(table) = Table::from_letter(&letter, now_ms()) {
                    let session = library.begin(letter.game.clone(), table);
                    go(session.id.get_value(), String::new());
                }
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
            let query = format!("?news={}&accepts={}", new.len(), u8::from(accepts));
            go(id, query);
            ().into_any()
        }
        Merge::Crossed { news, .. } => {
            go(id, format!("?news={news}&accepts=0"));
            ().into_any()
        }
        Merge::Marks { .. } => {
            go(id, "?marks=1".into());
            ().into_any()
        }
        Merge::Same { moves } => view! {
            <div class="friend-incoming" role="status">
                <p>{tr!("friend-same", moves = moves as i64)}</p>{open()}
            </div>
        }
        .into_any(),
        Merge::Own => view! {
            <div class="friend-incoming" role="status">
                <p>{tr("friend-own")}</p>{open()}
            </div>
        }
        .into_any(),
        Merge::Stale {
            have,
            link,
            accepted,
        } => view! {
            <div class="friend-incoming" role="status">
                <p>{if accepted {
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
    let library = use_library();
    let all = StoredValue::new(presets());
    let preset = RwSignal::new(0usize);
    let mine = RwSignal::new(String::new());
    let theirs = RwSignal::new(String::new());
    let black = RwSignal::new(true);
    let size = RwSignal::new(9u8);
    let days = RwSignal::new(0u8);
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
        let (rules, preset_id) = all.with_value(|a| {
            let p = &a[preset.get_untracked()];
            (p.rules, p.id)
        });
        let Ok(game) = Game::new(rules, size.get_untracked(), 0) else {
            return;
        };
        let days = Some(days.get_untracked()).filter(|&d| d > 0);
        let id = fresh_id();
        let link = Link::new(&id, color, days);
        let table = Table::by_link(link, names, game, preset_id, now_ms());
        let session = library.begin(id, table);
        address.open(&Route::Play(session.id.get_value()));
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
        </details>
    }
}

/// The games by link kept here (saved games with a link), whose turn it is in each.
#[component]
fn FriendGames() -> impl IntoView {
    let library = use_library();
    let repaired = view! { <crate::ui::stored::StoredNotices keys=&[FRIEND_LIST]/> };
    let games = library.entries.with_untracked(|all| {
        (all.iter())
            .filter_map(|e| match e {
                ListEntry::Game(s) => s.by_link.map(|link| (s.clone(), link)),
                ListEntry::Damaged(_) => None,
            })
            .collect::<Vec<_>>()
    });
    let list = (!games.is_empty()).then(|| {
        let rows = games
            .into_iter()
            .map(|(s, link)| {
                let friend = match link.me {
                    Color::Black => s.white_name.clone(),
                    Color::White => s.black_name.clone(),
                };
                let state = if let Some(r) = &s.result {
                    crate::ui::words::result_words(r)
                } else if link.my_turn {
                    tr("friend-your-turn")
                } else {
                    tr!("friend-their-turn", name = friend.clone())
                };
                view! {
                    <li><a href=Route::Play(s.id.clone()).href()>
                        <span class="friend-names">{tr!("friend-against", name = friend)}</span>
                        <span class="friend-state">{state}</span>
                    </a></li>
                }
            })
            .collect_view();
        view! { <h2>{tr("friend-games")}</h2><ul class="friend-games">{rows}</ul> }
    });
    (repaired, list)
}
