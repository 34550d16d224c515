//! One point of the board: what stands on it, drawn and said in words, and where the
//! keyboard cursor goes from it.

use super::{color_name, svg, PointView, CELL};
use crate::engine::{Color, Point};
use crate::i18n::tr;
use leptos::prelude::*;

/// Where a key moves the keyboard cursor: arrows step, Home/End go to the ends
/// of the row, PageUp/PageDown to the top and bottom rows. None for other keys.
pub fn cursor_step(p: Point, key: &str, size: u8) -> Option<Point> {
    let last = size.saturating_sub(1);
    let (col, row) = (p.col, p.row);
    let (col, row) = match key {
        "ArrowLeft" => (col.saturating_sub(1), row),
        "ArrowRight" => ((col + 1).min(last), row),
        "ArrowUp" => (col, row.saturating_sub(1)),
        "ArrowDown" => (col, (row + 1).min(last)),
        "Home" => (0, row),
        "End" => (last, row),
        "PageUp" => (col, 0),
        "PageDown" => (col, last),
        _ => return None,
    };
    Some(Point::new(col, row))
}

/// What a screen reader says for a point: "D4, white stone, marked dead".
pub fn describe_point(name: &str, v: &PointView) -> String {
    let mut words = vec![name.to_string()];
    words.push(match v.stone {
        Some(Color::Black) => tr("board-black-stone"),
        Some(Color::White) => tr("board-white-stone"),
        None => tr("board-empty"),
    });
    if v.dead {
        words.push(tr(if v.suggested {
            "board-suggested-dead"
        } else {
            "board-marked-dead"
        }));
    }
    match (v.stone, v.territory) {
        (None, Some(Color::Black)) => words.push(tr("board-black-territory")),
        (None, Some(Color::White)) => words.push(tr("board-white-territory")),
        _ => {}
    }
    if let Some(rank) = v.hint {
        words.push(crate::tr!("board-hint", rank = i64::from(rank)));
    }
    if v.better {
        words.push(tr("board-better-move"));
    }
    if v.last_move {
        words.push(tr("board-last-move"));
    }
    words.join(", ")
}

/// One intersection: its hit target (the whole cell) and what stands on it.
/// Everything on the point is drawn by one reactive closure. With an `id`
/// (a keyboard board) it is a grid cell that says what stands on it.
#[component]
pub fn PointCell(
    p: Point,
    size: u8,
    x: f64,
    y: f64,
    view: ReadSignal<PointView>,
    id: Option<String>,
) -> impl IntoView {
    let name = p.to_gtp(size);
    let spoken = id.is_some().then(|| {
        let name = name.clone();
        move || view.with(|v| describe_point(&name, v))
    });
    let role = id.as_ref().map(|_| "gridcell");
    view! {
        <g class="pt" id=id role=role aria-label=spoken data-point=name
            data-stone=move || view.with(|v| v.stone.map(color_name))
            data-dead=move || view.with(|v| v.dead.then_some("true"))>
            <rect class="hit" x=svg(x - CELL / 2.0) y=svg(y - CELL / 2.0) width=svg(CELL) height=svg(CELL)/>
            {move || point_marks(view.get(), x, y)}
        </g>
    }
}

/// An X (for dead stones and forbidden points) centred on (x, y).
fn cross(x: f64, y: f64, half: f64) -> String {
    format!(
        "M{} {}l{} {}M{} {}l{} {}",
        svg(x - half),
        svg(y - half),
        svg(2.0 * half),
        svg(2.0 * half),
        svg(x + half),
        svg(y - half),
        svg(-2.0 * half),
        svg(2.0 * half)
    )
}

/// The stone, ghost and markers of one point.
fn point_marks(v: PointView, x: f64, y: f64) -> impl IntoView {
    let r = CELL * 0.48;
    let disc = move |class: String, c: Color| {
        view! { <circle class=class cx=svg(x) cy=svg(y) r=svg(r) fill=format!("url(#stone-{})", color_name(c))/> }
    };
    let on = v.stone.map(color_name).unwrap_or("black");
    view! {
        {v.territory.map(|c| view! {
            <rect class=format!("territory {}", color_name(c)) x=svg(x - CELL * 0.2) y=svg(y - CELL * 0.2)
                width=svg(CELL * 0.4) height=svg(CELL * 0.4)/>
        })}
        {v.stone.map(|c| disc(format!("stone {}{}", color_name(c), if v.dead { " dead" } else { "" }), c))}
        {v.ghost.map(|c| disc(format!("ghost {}", color_name(c)), c))}
        {v.fading.map(|c| disc(format!("fading {}", color_name(c)), c))}
        {v.dead.then(|| view! { <path class="dead-mark" class:suggested=v.suggested d=cross(x, y, 2.0)/> })}
        {(v.forbidden && v.stone.is_none()).then(|| view! { <path class="forbidden" d=cross(x, y, 2.2)/> })}
        {v.number.filter(|_| v.stone.is_some()).map(|n| view! {
            <text class=format!("number on-{on}") x=svg(x) y=svg(y + CELL * 0.14)>{n}</text>
        })}
        {(v.last_move && v.number.is_none()).then(|| view! {
            <circle class=format!("last-move on-{on}") cx=svg(x) cy=svg(y) r=svg(CELL * 0.17)/>
        })}
        {v.atari.then(|| view! { <circle class="atari" cx=svg(x) cy=svg(y) r=svg(r + 0.4)/> })}
        {v.marked.then(|| view! { <circle class="mark" cx=svg(x) cy=svg(y) r=svg(CELL * 0.22)/> })}
        {v.better.then(|| view! {
            <circle class="better" cx=svg(x) cy=svg(y) r=svg(CELL * 0.32)/>
        })}
        {v.hint.filter(|_| v.stone.is_none()).map(|n| view! {
            <circle class="hint" cx=svg(x) cy=svg(y) r=svg(CELL * 0.3)/>
            <text class="hint-rank" x=svg(x) y=svg(y + CELL * 0.14)>{n}</text>
        })}
    }
}
