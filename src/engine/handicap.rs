//! Fixed handicap placements: star points on the 3rd line below 13x13, the 4th line from 13x13.

use super::point::Point;
use super::rules::{Placement, Rules};

impl Rules {
    /// The largest handicap these rules allow on a board of `size`: the rules' own
    /// limit, within the board's fixed points (handicap 1 places none, so it fits any
    /// board). `Game::new` and the new-game screen both ask this.
    pub fn max_handicap(&self, size: u8) -> u8 {
        self.handicap.max.min(max_fixed_handicap(size).max(1))
    }
}

/// The largest fixed handicap on a board: none below 7x7, corners only on 7x7 and even sizes.
pub fn max_fixed_handicap(size: u8) -> u8 {
    match size {
        0..=6 => 0,
        7 => 4,
        s if s % 2 == 0 => 4,
        _ => 9,
    }
}

/// The fixed handicap points for `stones` stones (2..=9) in the given order, or None
/// if they do not fit. Free placement uses the traditional points as its default layout.
pub fn fixed_points(size: u8, stones: u8, placement: Placement) -> Option<Vec<Point>> {
    if stones < 2 || stones > max_fixed_handicap(size) {
        return None;
    }
    let line = if size >= 13 { 3 } else { 2 };
    let (lo, hi, mid) = (line, size - 1 - line, size / 2);
    // Points as (col, row) with row 0 at the top.
    let lower_left = Point::new(lo, hi);
    let upper_right = Point::new(hi, lo);
    let upper_left = Point::new(lo, lo);
    let lower_right = Point::new(hi, hi);
    let centre = Point::new(mid, mid);
    let left = Point::new(lo, mid);
    let right = Point::new(hi, mid);
    let bottom = Point::new(mid, hi);
    let top = Point::new(mid, lo);
    // GTP: D4 Q16 D16 Q4; tradition puts the third stone in Black's lower right.
    let third = match placement {
        Placement::FixedGtp => upper_left,
        Placement::FixedTraditional | Placement::Free => lower_right,
    };
    let fourth = if third == upper_left {
        lower_right
    } else {
        upper_left
    };
    let corners = [lower_left, upper_right, third, fourth];
    let mut pts: Vec<Point> = corners[..stones.min(4) as usize].to_vec();
    match stones {
        5 => pts.push(centre),
        6 => pts.extend([left, right]),
        7 => pts.extend([left, right, centre]),
        8 => pts.extend([left, right, bottom, top]),
        9 => pts.extend([left, right, bottom, top, centre]),
        _ => {}
    }
    Some(pts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gtp(size: u8, n: u8, placement: Placement) -> Vec<String> {
        fixed_points(size, n, placement)
            .unwrap()
            .iter()
            .map(|p| p.to_gtp(size))
            .collect()
    }

    /// The 19x19 points follow the GTP specification's order.
    #[test]
    fn gtp_order_19() {
        assert_eq!(gtp(19, 2, Placement::FixedGtp), ["D4", "Q16"]);
        assert_eq!(gtp(19, 3, Placement::FixedGtp), ["D4", "Q16", "D16"]);
        assert_eq!(gtp(19, 4, Placement::FixedGtp), ["D4", "Q16", "D16", "Q4"]);
        assert_eq!(
            gtp(19, 5, Placement::FixedGtp),
            ["D4", "Q16", "D16", "Q4", "K10"]
        );
        assert_eq!(
            gtp(19, 6, Placement::FixedGtp),
            ["D4", "Q16", "D16", "Q4", "D10", "Q10"]
        );
        assert_eq!(
            gtp(19, 9, Placement::FixedGtp),
            ["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16", "K10"]
        );
    }

    /// Traditional order differs from GTP only in where the third stone goes.
    #[test]
    fn traditional_third_stone() {
        assert_eq!(gtp(19, 3, Placement::FixedTraditional), ["D4", "Q16", "Q4"]);
        assert_eq!(gtp(9, 3, Placement::FixedGtp), ["C3", "G7", "C7"]);
        assert_eq!(gtp(9, 3, Placement::FixedTraditional), ["C3", "G7", "G3"]);
        let mut a = fixed_points(19, 4, Placement::FixedGtp).unwrap();
        let mut b = fixed_points(19, 4, Placement::FixedTraditional).unwrap();
        a.sort();
        b.sort();
        assert_eq!(a, b);
    }

    /// 9x9 uses the third line and the centre, 13x13 the fourth line.
    #[test]
    fn small_boards() {
        assert_eq!(
            gtp(9, 9, Placement::FixedGtp),
            ["C3", "G7", "C7", "G3", "C5", "G5", "E3", "E7", "E5"]
        );
        assert_eq!(
            gtp(13, 5, Placement::FixedGtp),
            ["D4", "K10", "D10", "K4", "G7"]
        );
        assert_eq!(fixed_points(10, 5, Placement::FixedGtp), None);
        assert_eq!(fixed_points(5, 2, Placement::FixedGtp), None);
        assert_eq!(fixed_points(19, 1, Placement::FixedGtp), None);
        assert_eq!(fixed_points(19, 10, Placement::FixedGtp), None);
    }
}
