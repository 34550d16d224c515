//! What the play screen shows only for a game by link: whose move it is and what to do
//! next, the rules and the days' reminder, the news the last link brought (said once, in
//! words), and **Send move**: the link to copy or share and its QR code.

use super::qr;
use crate::engine::{Game, Phase, Point};
use crate::i18n::tr;
use crate::post::News;
use crate::table::Table;
use crate::tr;
use crate::ui::browser::{base_uri, can_share, copy, replace_address, share};
use crate::ui::route::use_address;
use crate::ui::session::Session;
use crate::ui::words::{color_name, preset_name, result_words};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// The friend's name: the remote seat's.
fn friend_name(t: &Table) -> String {
    (t.link())
        .map(|l| t.player(l.me.opposite()).name().into_owned())
        .unwrap_or_default()
}

/// The link that carries the game as it stands here.
fn link_of(t: &Table) -> String {
    (t.letter())
        .map(|l| format!("{}friend{}", base_uri(), l.to_fragment()))
        .unwrap_or_default()
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

/// Whose move, or what the count waits for, in words.
fn status(t: &Table) -> String {
    let game = t.game();
    let Some(link) = t.link() else {
        return String::new();
    };
    match game.phase() {
        Phase::Finished => game.result().map(|r| result_words(&r)).unwrap_or_default(),
        Phase::Settling if t.my_turn() => tr("friend-marks"),
        Phase::Settling => tr!("friend-marks-sent", name = friend_name(t)),
        Phase::Playing if t.my_turn() => tr!("friend-your-move", color = color_name(link.me)),
        Phase::Playing => tr!("friend-their-turn", name = friend_name(t)),
    }
}

/// Whose move it is, the news of the link just taken in (from the address it opened
/// with: `?news=N&accepts=1` or `?marks=1`, said once through `say`), the rules, and Send
/// move, which opens by itself after each step of this device's.
#[component]
pub fn LinkPanel(session: Session, say: Callback<String>) -> impl IntoView {
    let table = session.table;
    let address = use_address();
    let news: usize = (address.query("news"))
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    let accepts = address.query("accepts").as_deref() == Some("1");
    let said = if address.query("marks").is_some() {
        table.with_untracked(|t| Some(tr!("friend-news-both-marked", name = friend_name(t))))
    } else {
        table.with_untracked(|t| news_words(t, news, accepts))
    };
    if let Some(words) = said {
        // Said once: a reload shows the game, not the news again.
        replace_address(&format!("play/{}", session.id.get_value()));
        Effect::new(move |_| say.run(words.clone()));
    }
    let sending = RwSignal::new(false);
    // After a step of this device's the link is what to do next: the panel opens.
    let steps = move || table.with(|t| (t.game().record().events.len(), t.link().cloned()));
    Effect::new(move |before: Option<_>| {
        let now = steps();
        if before.is_some_and(|b| b != now) && !table.with_untracked(Table::my_turn) {
            sending.set(true);
        }
        now
    });
    view! {
        <div class="friend-panel">
            <p class="friend-status" role="status">{move || table.with(status)}</p>
            <p class="note">{table.with_untracked(|t| rules_line(t.game()))}</p>
            {table.with_untracked(|t| t.link().and_then(|l| l.days)).map(|d| view! {
                <p class="note">{tr!("friend-days-reminder", days = i64::from(d))}</p>
            })}
            <div class="controls">
                <button class:primary=move || !table.with(Table::my_turn) on:click=move |_| sending.set(true)>
                    {tr("friend-send")}</button>
                <a class="button" href="friend">{tr("friend-all")}</a>
            </div>
            <Show when=move || sending.get()>
                <SendMove link=Signal::derive(move || table.with(link_of))/>
            </Show>
        </div>
    }
}

/// What the letter just taken in brought (its last `count` events and the sender's
/// acceptance), in words: "Ana passed (move 12). Your move." (None when it brought nothing).
fn news_words(t: &Table, count: usize, accepts: bool) -> Option<String> {
    let game = t.game();
    let name = friend_name(t);
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
            News::Passed { number } => vec![tr!(
                "friend-news-passed",
                name = name.clone(),
                number = number as i64
            )],
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
    if game.phase() == Phase::Playing && t.my_turn() {
        words.push(tr("friend-your-turn-now"));
    }
    Some(words.join(" "))
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

/// Opens the system's share sheet with `link` (a refusal or a cancel changes nothing).
fn share_link(link: &str) {
    share(link, &tr("friend-share-title"));
}
