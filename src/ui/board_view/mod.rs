//! The SVG Go board. It draws a [`BoardModel`]: one [`PointView`] per
//! intersection. Each point re-renders only when its own view changes, so a
//! move repaints a handful of points, never the whole board.

use crate::engine::{Color, Point};
use crate::i18n::tr;
use crate::tr;
use leptos::prelude::*;

mod fading;
mod held;
mod hints;
mod model;
mod point;

pub use fading::{Fading, FADE};
pub use held::Held;
pub use hints::{draw_hints, hint_words, HINTS, HINT_VISITS};
pub use model::{board_model, shade_count, Overlays, Shown};
use point::PointCell;
pub use point::{cursor_step, describe_point};

/// What one intersection shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PointView {
    pub stone: Option<Color>,
    /// A stone marked dead while settling.
    pub dead: bool,
    /// Marked dead by the computer's suggestion, not by a player.
    pub suggested: bool,
    /// Counted for this colour (shaded while settling and at the result).
    pub territory: Option<Color>,
    /// A not-yet-confirmed stone (two-tap placing, mouse hover).
    pub ghost: Option<Color>,
    /// Marked with an X: the player to move may not play here (text 000).
    pub forbidden: bool,
    pub last_move: bool,
    /// Part of a string in atari (an optional hint).
    pub atari: bool,
    /// Move number shown on the stone.
    pub number: Option<u16>,
    /// A point a lesson points at.
    pub marked: bool,
    /// The computer's hint: its rank (1 the best).
    pub hint: Option<u8>,
    /// The move the teacher found better than the one played.
    pub better: bool,
    /// A stone just captured, fading out.
    pub fading: Option<Color>,
}

/// A whole board to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardModel {
    pub size: u8,
    /// Row-major (row 0 at the top), `size * size` entries.
    pub points: Vec<PointView>,
}

impl BoardModel {
    pub fn empty(size: u8) -> BoardModel {
        BoardModel {
            size,
            points: vec![PointView::default(); usize::from(size) * usize::from(size)],
        }
    }

    pub fn at(&mut self, p: Point) -> &mut PointView {
        &mut self.points[p.index(self.size)]
    }
}

/// Star points (hoshi) for the common board sizes, as 0-based (column, row).
pub fn star_points(size: u8) -> Vec<(u8, u8)> {
    let edge = match size {
        s if s >= 13 => 3,
        s if s >= 9 => 2,
        _ => return Vec::new(),
    };
    let far = size - 1 - edge;
    let mid = size / 2;
    let mut points = vec![(edge, edge), (far, edge), (edge, far), (far, far)];
    if size % 2 == 1 {
        points.push((mid, mid));
        if size >= 19 {
            points.extend([(mid, edge), (mid, far), (edge, mid), (far, mid)]);
        }
    }
    points
}

/// Grid spacing in SVG units.
const CELL: f64 = 10.0;

/// An SVG coordinate or length as its attribute's text (without the standard library's
/// float formatting, which would weigh about 10 KB in the page's first download).
pub(super) fn svg(x: f64) -> String {
    crate::decimal::decimal(x)
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// Shared gradients for shaded stones.
const DEFS: &str = r##"<radialGradient id="stone-black" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#5a5a5a"/><stop offset="0.45" stop-color="#1d1d1d"/><stop offset="1" stop-color="#050505"/></radialGradient><radialGradient id="stone-white" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#ecebe6"/><stop offset="1" stop-color="#bdbab2"/></radialGradient>"##;

/// Column letters as players write them (no I).
const COLUMNS: &[u8] = b"ABCDEFGHJKLMNOPQRST";

/// The board. Taps and hovers report intersections through callbacks.
#[component]
pub fn BoardView(
    /// What to draw; each point updates on its own when this changes.
    #[prop(into)]
    model: Signal<BoardModel>,
    /// Show coordinates around the board.
    #[prop(into, optional)]
    coordinates: Signal<bool>,
    /// Called with the intersection under a tap or click.
    #[prop(optional)]
    on_tap: Option<Callback<Point>>,
    /// Called with the intersection under a mouse pointer (None when it leaves).
    #[prop(optional)]
    on_hover: Option<Callback<Option<Point>>>,
    /// Accessible name of the board.
    #[prop(into, optional)]
    label: Option<Signal<String>>,
    /// Let the board take focus and be played from the keyboard: arrows move
    /// a cursor, Enter or Space taps it. Screen readers see a grid of points.
    #[prop(optional)]
    keyboard: bool,
    /// Only this part of the board, two opposite corners (a problem's corner on 19x19).
    #[prop(default = None)]
    region: Option<(Point, Point)>,
) -> impl IntoView {
    let size = model.with_untracked(|m| m.size);
    let n = f64::from(size);
    let extent = CELL * (n - 1.0);
    let margin = CELL * 1.1;
    let total = extent + 2.0 * margin;
    let at = move |i: u8| margin + CELL * f64::from(i);

    let lines = (0..size)
        .map(|i| {
            view! {
                <line x1=svg(margin) y1=svg(at(i)) x2=svg(margin + extent) y2=svg(at(i))/>
                <line x1=svg(at(i)) y1=svg(margin) x2=svg(at(i)) y2=svg(margin + extent)/>
            }
        })
        .collect_view();
    let stars = star_points(size)
        .into_iter()
        .map(|(c, r)| view! { <circle class="star" cx=svg(at(c)) cy=svg(at(r)) r=svg(CELL * 0.12)/> })
        .collect_view();
    let labels = (0..size)
        .map(|i| {
            let letter = (COLUMNS[usize::from(i)] as char).to_string();
            let number = (size - i).to_string();
            view! {
                <text x=svg(at(i)) y=svg(margin * 0.45)>{letter.clone()}</text>
                <text x=svg(at(i)) y=svg(total - margin * 0.3)>{letter}</text>
                <text x=svg(margin * 0.4) y=svg(at(i) + CELL * 0.12)>{number.clone()}</text>
                <text x=svg(total - margin * 0.4) y=svg(at(i) + CELL * 0.12)>{number}</text>
            }
        })
        .collect_view();

    // One signal per point, set only when that point's view changes: a move
    // wakes the few points it changed, not all of them.
    let cells: Vec<RwSignal<PointView>> =
        model.with_untracked(|m| m.points.iter().map(|&v| RwSignal::new(v)).collect());
    // Ids for aria-activedescendant, unique on the page.
    let prefix = format!("board{}", next_board_id());
    let (from, to) = region.unwrap_or((Point::new(0, 0), Point::new(size - 1, size - 1)));
    let (cols, rows) = (
        from.col.min(to.col)..=from.col.max(to.col),
        from.row.min(to.row)..=from.row.max(to.row),
    );
    let cursor = RwSignal::new(Point::new(
        (cols.start() + cols.end()) / 2,
        (rows.start() + rows.end()) / 2,
    ));
    let view_box = {
        let (x, y) = (at(*cols.start()) - margin, at(*rows.start()) - margin);
        let (w, h) = (at(*cols.end()) + margin - x, at(*rows.end()) + margin - y);
        format!("{} {} {} {}", svg(x), svg(y), svg(w), svg(h))
    };
    let rows = (0..size)
        .map(|row| {
            let cells_of_row = (0..size)
                .map(|col| {
                    let p = Point::new(col, row);
                    let cell = cells[p.index(size)];
                    let id = keyboard.then(|| format!("{prefix}-{}", p.to_gtp(size)));
                    view! { <PointCell p=p size=size x=at(col) y=at(row) view=cell.read_only() id=id/> }
                })
                .collect_view();
            view! { <g role=keyboard.then_some("row")>{cells_of_row}</g> }
        })
        .collect_view();
    // A thick square just outside the stone (not colour alone), on the wood
    // where it shows against black and white stones alike.
    let cursor_mark = keyboard.then(|| {
        let half = CELL * 0.54;
        view! {
            <rect class="cursor" aria-hidden="true" width=svg(2.0 * half) height=svg(2.0 * half)
                x=move || svg(at(cursor.get().col) - half) y=move || svg(at(cursor.get().row) - half)/>
        }
    });
    let active = move || keyboard.then(|| format!("{prefix}-{}", cursor.get().to_gtp(size)));
    Effect::new(move |_| {
        model.with(|m| {
            for (cell, &v) in cells.iter().zip(&m.points) {
                if cell.with_untracked(|old| *old != v) {
                    cell.set(v);
                }
            }
        })
    });

    let point_from_event = move |ev: &leptos::ev::Event| -> Option<Point> {
        let name = crate::ui::browser::closest_attribute(ev, "[data-point]", "data-point")?;
        Point::parse_gtp(&name, size).ok()
    };
    let aria = move || {
        label
            .map(|l| l.get())
            .unwrap_or_else(|| tr!("board-label", size = f64::from(size)))
    };

    view! {
        <svg class="board" viewBox=view_box
            role=if keyboard { "grid" } else { "img" } aria-label=aria
            tabindex=keyboard.then_some("0") aria-activedescendant=active
            aria-description=keyboard.then(|| tr("board-keys-hint"))
            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                if !keyboard || ev.ctrl_key() || ev.alt_key() || ev.meta_key() {
                    return;
                }
                let key = ev.key();
                if key == "Enter" || key == " " {
                    ev.prevent_default();
                    if let Some(cb) = on_tap {
                        cb.run(cursor.get_untracked());
                    }
                } else if let Some(p) = cursor_step(cursor.get_untracked(), &key, size) {
                    ev.prevent_default();
                    cursor.set(p);
                }
            }
            on:click=move |ev| {
                if let Some(p) = point_from_event(&ev) {
                    cursor.set(p);
                    if let Some(cb) = on_tap {
                        cb.run(p);
                    }
                }
            }
            on:pointermove=move |ev| {
                if ev.pointer_type() == "mouse" {
                    if let Some(cb) = on_hover {
                        cb.run(point_from_event(&ev));
                    }
                }
            }
            on:pointerleave=move |_| {
                if let Some(cb) = on_hover {
                    cb.run(None);
                }
            }
        >
            <defs inner_html=DEFS></defs>
            <rect class="wood" width=svg(total) height=svg(total) rx=svg(CELL * 0.3)/>
            <g class="coords" class:hidden=move || !coordinates.get()>{labels}</g>
            <g class="grid">{lines}</g>
            <g class="stars">{stars}</g>
            <g class="points">{rows}</g>
            {cursor_mark}
        </svg>
    }
}

/// A number for each board drawn, so element ids never clash.
fn next_board_id() -> usize {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Arrows stop at the edges; Home/End and PageUp/PageDown jump.
    #[test]
    fn cursor_moves() {
        let c = Point::new(0, 0);
        assert_eq!(cursor_step(c, "ArrowLeft", 9), Some(c));
        assert_eq!(cursor_step(c, "ArrowRight", 9), Some(Point::new(1, 0)));
        assert_eq!(cursor_step(c, "End", 9), Some(Point::new(8, 0)));
        assert_eq!(cursor_step(c, "PageDown", 9), Some(Point::new(0, 8)));
        assert_eq!(
            cursor_step(Point::new(3, 8), "ArrowDown", 9),
            Some(Point::new(3, 8))
        );
        assert_eq!(cursor_step(c, "x", 9), None);
    }

    /// Points say their coordinate and content in words.
    #[test]
    fn point_words() {
        let mut v = PointView::default();
        assert_eq!(describe_point("D4", &v), "D4, empty");
        v.stone = Some(Color::White);
        v.dead = true;
        assert_eq!(describe_point("D4", &v), "D4, white stone, marked dead");
    }

    /// 9x9 has five star points on the third line and centre, 19x19 has nine.
    #[test]
    fn star_point_counts() {
        assert_eq!(star_points(9).len(), 5);
        assert!(star_points(9).contains(&(2, 2)));
        assert_eq!(star_points(13).len(), 5);
        assert!(star_points(13).contains(&(3, 3)));
        assert_eq!(star_points(19).len(), 9);
        assert!(star_points(5).is_empty());
    }
}
