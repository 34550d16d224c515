//! The parts of the play screen around the board: a player's status and
//! buttons, the itemised count, and the result.

use crate::engine::Phase;
use crate::engine::{Color, Count, Counting, Game, HalfPoints, SideCount};
use crate::i18n::tr;
use crate::tr;
use crate::ui::session::Session;
use crate::ui::words::color_name;
use leptos::prelude::*;

/// One row of the itemised count.
struct Row {
    label: String,
    black: String,
    white: String,
}

fn signed(n: i32) -> String {
    n.to_string()
}

/// The rows that matter for this counting method (and any that are not zero).
fn rows(count: &Count, pass_label: String) -> Vec<Row> {
    let (b, w): (&SideCount, &SideCount) = (&count.black, &count.white);
    let mut rows = Vec::new();
    let area = count.counting == Counting::Area;
    if area || b.stones + w.stones > 0 {
        rows.push(Row {
            label: tr("count-stones"),
            black: b.stones.to_string(),
            white: w.stones.to_string(),
        });
    }
    rows.push(Row {
        label: tr("count-territory"),
        black: b.territory.to_string(),
        white: w.territory.to_string(),
    });
    if !area || b.captures != 0 || w.captures != 0 {
        rows.push(Row {
            label: tr("count-captures"),
            black: signed(b.captures),
            white: signed(w.captures),
        });
    }
    if b.passes != 0 || w.passes != 0 || count.counting == Counting::Classic {
        rows.push(Row {
            label: pass_label,
            black: signed(b.passes),
            white: signed(w.passes),
        });
    }
    if b.komi != HalfPoints::ZERO || w.komi != HalfPoints::ZERO {
        rows.push(Row {
            label: tr("count-komi"),
            black: b.komi.to_string(),
            white: w.komi.to_string(),
        });
    }
    if b.compensation != HalfPoints::ZERO || w.compensation != HalfPoints::ZERO {
        rows.push(Row {
            label: tr("count-compensation"),
            black: b.compensation.to_string(),
            white: w.compensation.to_string(),
        });
    }
    rows
}

/// The count, itemised for both players, with the result it gives.
#[component]
pub fn CountTable(
    /// The count to show.
    #[prop(into)]
    count: Signal<Count>,
) -> impl IntoView {
    view! {
        <table class="count">
            <caption>{tr("count-caption")}</caption>
            <thead><tr><th scope="col"><span class="sr-only">{tr("count-item")}</span></th><th scope="col">{color_name(Color::Black)}</th><th scope="col">{color_name(Color::White)}</th></tr></thead>
            <tbody>
                {move || {
                    let c = count.get();
                    let pass_label = if c.counting == Counting::Classic { tr("count-pass-points") } else { tr("count-pass-stones") };
                    rows(&c, pass_label)
                        .into_iter()
                        .map(|r| view! { <tr><th scope="row">{r.label}</th><td>{r.black}</td><td>{r.white}</td></tr> })
                        .collect_view()
                }}
            </tbody>
            <tfoot>
                <tr>
                    <th scope="row">{tr("count-total")}</th>
                    <td>{move || count.with(|c| c.black.total.to_string())}</td>
                    <td>{move || count.with(|c| c.white.total.to_string())}</td>
                </tr>
            </tfoot>
        </table>
    }
}

/// "White wins by 1.5 points — W+1.5"
pub fn result_line(game: &Game) -> Option<String> {
    game.result().map(|r| crate::ui::words::result_line(&r))
}

/// A player's name, stone, captures, pass stones and clock.
#[component]
pub fn PlayerStatus(
    /// Whose status this is.
    color: Color,
    /// The player's name.
    #[prop(into)]
    name: Signal<String>,
    /// Whether it is this player's turn.
    #[prop(into)]
    to_move: Signal<bool>,
    /// Stones this player has captured.
    #[prop(into)]
    captures: Signal<u32>,
    /// Pass stones this player has received from the opponent, like captures
    /// (when the rules use them).
    #[prop(into)]
    pass_stones: Signal<Option<u32>>,
    /// The clock reading, if a clock runs.
    #[prop(into)]
    clock: Signal<Option<(String, bool)>>,
) -> impl IntoView {
    let class = match color {
        Color::Black => "player black",
        Color::White => "player white",
    };
    view! {
        <div class=class class:to-move=move || to_move.get()>
            <span class="swatch" aria-hidden="true"></span>
            <span class="name">{move || name.get()}</span>
            <span class="sr-only">{format!(" ({})", color_name(color))}</span>
            <span class="turn">{move || if to_move.get() { format!(" {}", tr("play-to-play")) } else { String::new() }}</span>
            <span class="captures">{move || tr!("play-captures", count = captures.get())}</span>
            {move || pass_stones.get().map(|n| view! { <span class="pass-stones">{tr!("play-pass-stones", count = n)}</span> })}
            {move || clock.get().map(|(time, warn)| view! {
                <span class="clock" class:warning=warn role="timer">{time}</span>
            })}
        </div>
    }
}

/// The [`PlayerStatus`] of the player of `color` at this session's table.
#[component]
pub fn SeatStatus(session: Session, color: Color) -> impl IntoView {
    let table = session.table;
    let game = move |f: fn(&Game, Color) -> u32| table.with(|t| f(t.game(), color));
    view! {
        <PlayerStatus
            color=color
            name=Signal::derive(move || session.name(color))
            to_move=Signal::derive(move || table.with(|t| t.game().phase() == Phase::Playing && t.game().to_move() == color))
            captures=Signal::derive(move || game(Game::captures))
            pass_stones=Signal::derive(move || table.with(|t| t.game().rules().pass_stones.then(|| t.game().pass_stones(color.opposite()))))
            clock=Signal::derive(move || table.with(|t| t.clock().map(|c| (c.display(color), c.warning(color)))))
        />
    }
}
