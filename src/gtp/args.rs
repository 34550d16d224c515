//! Reading command arguments into engine types, with GTP error texts.

use crate::engine::{Color, HalfPoints, Move, Point};

/// The error text GTP uses for a vertex that cannot be read.
pub const INVALID_VERTEX: &str = "invalid vertex";

/// The argument at `index`, or a `syntax error` naming what is missing.
pub fn arg<'a>(args: &'a [String], index: usize, what: &str) -> Result<&'a str, String> {
    args.get(index)
        .map(String::as_str)
        .ok_or_else(|| format!("syntax error: {what} expected"))
}

/// A colour: `b`, `black`, `w` or `white` in any case.
pub fn color(text: &str) -> Result<Color, String> {
    match text.to_ascii_lowercase().as_str() {
        "b" | "black" => Ok(Color::Black),
        "w" | "white" => Ok(Color::White),
        _ => Err("invalid color".into()),
    }
}

/// A vertex on a board of this size: `D4` or `pass` (GTP has no `resign` vertex).
pub fn vertex(text: &str, size: u8) -> Result<Move, String> {
    match Move::parse_gtp(text, size) {
        Ok(Move::Resign) | Err(_) => Err(INVALID_VERTEX.into()),
        Ok(mv) => Ok(mv),
    }
}

/// A vertex that must be a point, not a pass.
pub fn point(text: &str, size: u8) -> Result<Point, String> {
    match vertex(text, size)? {
        Move::Place(p) => Ok(p),
        _ => Err(INVALID_VERTEX.into()),
    }
}

/// Komi as GTP sends it (a float); the engine keeps half points, so 6.5 or 7 but not 6.25.
pub fn komi(text: &str) -> Result<HalfPoints, String> {
    let value: f64 = text
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite())
        .ok_or("komi not a float")?;
    let halves = value * 2.0;
    if halves.fract() != 0.0 || halves.abs() > 10_000.0 {
        return Err("komi must be a whole or half number of points".into());
    }
    Ok(HalfPoints::halves(halves as i32))
}

/// Vertices written as GTP lists them, separated by spaces.
pub fn vertex_list(points: impl IntoIterator<Item = Point>, size: u8) -> String {
    let names: Vec<String> = points.into_iter().map(|p| p.to_gtp(size)).collect();
    names.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Colours are read in any case, short or long.
    #[test]
    fn colours() {
        assert_eq!(color("B"), Ok(Color::Black));
        assert_eq!(color("white"), Ok(Color::White));
        assert_eq!(color("WHITE"), Ok(Color::White));
        assert!(color("red").is_err());
    }

    /// Passes are vertices, resignations and off-board points are not.
    #[test]
    fn vertices() {
        assert_eq!(vertex("PASS", 9), Ok(Move::Pass));
        assert_eq!(vertex("j9", 9), Ok(Move::Place(Point::new(8, 0))));
        for bad in ["resign", "K9", "A10", "I3", "", "A"] {
            assert_eq!(vertex(bad, 9), Err(INVALID_VERTEX.into()), "{bad}");
        }
        assert!(point("pass", 9).is_err());
    }

    /// Komi keeps half points and refuses anything finer or unreadable.
    #[test]
    fn komi_values() {
        assert_eq!(komi("6.5"), Ok(HalfPoints::halves(13)));
        assert_eq!(komi("-3"), Ok(HalfPoints::points(-3)));
        assert_eq!(komi("0"), Ok(HalfPoints::ZERO));
        for bad in ["6.25", "x", "NaN", "inf", "1e9", ""] {
            assert!(komi(bad).is_err(), "{bad}");
        }
    }
}
