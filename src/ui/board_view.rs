//! The SVG Go board.

use leptos::prelude::*;

/// Star points (hoshi) for the common board sizes, as 0-based (column, row).
fn star_points(size: usize) -> Vec<(usize, usize)> {
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

/// An empty board of `size` lines drawn as SVG.
#[component]
pub fn BoardView(
    /// Number of lines in each direction (9, 13 or 19).
    size: usize,
) -> impl IntoView {
    let cell = 10.0_f64;
    let margin = cell;
    let extent = cell * (size as f64 - 1.0);
    let total = extent + 2.0 * margin;
    let lines = (0..size)
        .map(|i| {
            let at = margin + cell * i as f64;
            view! {
                <line x1=margin y1=at x2=margin + extent y2=at/>
                <line x1=at y1=margin x2=at y2=margin + extent/>
            }
        })
        .collect_view();
    let stars = star_points(size)
        .into_iter()
        .map(|(c, r)| {
            view! { <circle class="star" cx=margin + cell * c as f64 cy=margin + cell * r as f64 r=cell * 0.12/> }
        })
        .collect_view();
    view! {
        <svg class="board" viewBox=format!("0 0 {total} {total}") role="img"
            aria-label=format!("Empty {size} by {size} Go board")>
            <rect class="wood" width=total height=total rx=cell * 0.3/>
            <g class="grid">{lines}</g>
            <g class="stars">{stars}</g>
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::star_points;

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
