//! What a move of a professional problem does, in words from the engine's facts:
//! stones captured, strings put in atari, the liberties of the string it joins.

use crate::generate::count;
use tengen::engine::{Board, Color, Point};

/// What `color`'s move at `at` did, from the board before and after it.
pub fn describe(before: &Board, after: &Board, color: Color, at: Point) -> String {
    let size = after.size();
    let taken = before.stone_count(color.opposite()) - after.stone_count(color.opposite());
    let mut parts = Vec::new();
    if taken > 0 {
        parts.push(format!("{color} captures {}.", count(taken, "stone")));
    }
    let mut in_atari: Vec<Point> = at
        .neighbors(size)
        .filter(|&p| after.get(p) == Some(color.opposite()) && after.liberties(p) == 1)
        .collect();
    in_atari.dedup_by_key(|p| after.string_stones(*p).first().copied());
    for p in in_atari {
        let stones = after.string_stones(p).len();
        parts.push(format!(
            "Atari: the {} at {} {} one liberty left.",
            what(stones, color.opposite()),
            p.to_gtp(size),
            if stones == 1 { "has" } else { "have" }
        ));
    }
    let own = after.string_stones(at).len();
    let libs = after.liberties(at);
    let string = if own == 1 {
        format!("The {} stone", color.to_string().to_lowercase())
    } else {
        format!("The {}", what(own, color))
    };
    parts.push(format!(
        "{string} at {} {} {}.",
        at.to_gtp(size),
        if own == 1 { "has" } else { "have" },
        count(libs, "liberty")
    ));
    format!("{color} {}. {}", at.to_gtp(size), parts.join(" "))
}

/// "three white stones".
fn what(stones: usize, color: Color) -> String {
    let color = color.to_string().to_lowercase();
    match stones {
        1 => format!("{color} stone"),
        n => format!(
            "{} {color} stones",
            count(n, "stone").trim_end_matches(" stones")
        ),
    }
}
