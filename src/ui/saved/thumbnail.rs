//! A small picture of a saved game's position: one path for the grid, a circle
//! per stone (far lighter than the playable board).

use crate::engine::Color;
use leptos::prelude::*;
use std::fmt::Write;

/// The position of a saved game, drawn small.
#[component]
pub fn Thumbnail(
    /// Board size.
    size: u8,
    /// Row-major stones from the top left (`Summary::stones`).
    stones: Vec<Option<Color>>,
) -> impl IntoView {
    let n = f64::from(size);
    let mut grid = String::new();
    for i in 0..size {
        let at = f64::from(i) + 0.5;
        let _ = write!(grid, "M0.5 {at}H{}M{at} 0.5V{}", n - 0.5, n - 0.5);
    }
    let circles = stones
        .into_iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let c = c?;
            let (row, col) = (i / usize::from(size), i % usize::from(size));
            let class = match c {
                Color::Black => "b",
                Color::White => "w",
            };
            Some(view! { <circle class=class cx=col as f64 + 0.5 cy=row as f64 + 0.5 r="0.46"/> })
        })
        .collect_view();
    view! {
        <svg class="thumb" viewBox=format!("0 0 {n} {n}") aria-hidden="true">
            <rect class="wood" width=n height=n/>
            <path class="grid" d=grid/>
            {circles}
        </svg>
    }
}
