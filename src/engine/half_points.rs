//! Exact scores and komi in half points, so 7.5 is never a float.

use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub};

/// A score or komi counted in half points: `HalfPoints(15)` is 7.5.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HalfPoints(pub i32);

impl HalfPoints {
    pub const ZERO: HalfPoints = HalfPoints(0);

    /// A whole number of points.
    pub const fn points(n: i32) -> HalfPoints {
        HalfPoints(2 * n)
    }

    /// A number of half points: `halves(15)` is 7.5.
    pub const fn halves(n: i32) -> HalfPoints {
        HalfPoints(n)
    }

    /// The value as a float, for display only.
    pub fn as_f32(self) -> f32 {
        self.0 as f32 / 2.0
    }

    pub fn abs(self) -> HalfPoints {
        HalfPoints(self.0.abs())
    }
}

/// Text that is not a whole or half number of points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPoints(pub String);

impl fmt::Display for BadPoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a number of points such as 6 or 7.5.",
            self.0
        )
    }
}

impl std::error::Error for BadPoints {}

impl std::str::FromStr for HalfPoints {
    type Err = BadPoints;

    /// Reads `7.5`, `6`, `-0.5` or `6.0`; anything finer than a half point is refused.
    fn from_str(text: &str) -> Result<HalfPoints, BadPoints> {
        let bad = || BadPoints(text.to_string());
        let t = text.trim();
        let (neg, body) = t.strip_prefix('-').map_or((false, t), |r| (true, r));
        let (whole, frac) = body.split_once('.').unwrap_or((body, ""));
        if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || whole.len() > 6 {
            return Err(bad());
        }
        let half = match frac.trim_end_matches('0') {
            "" => 0,
            "5" => 1,
            _ => return Err(bad()),
        };
        let n: i32 = whole.parse().map_err(|_| bad())?;
        let v = 2 * n + half;
        Ok(HalfPoints(if neg { -v } else { v }))
    }
}

impl fmt::Display for HalfPoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        if a.is_multiple_of(2) {
            write!(f, "{sign}{}", a / 2)
        } else {
            write!(f, "{sign}{}.5", a / 2)
        }
    }
}

impl Add for HalfPoints {
    type Output = HalfPoints;
    fn add(self, o: HalfPoints) -> HalfPoints {
        HalfPoints(self.0 + o.0)
    }
}

impl AddAssign for HalfPoints {
    fn add_assign(&mut self, o: HalfPoints) {
        self.0 += o.0;
    }
}

impl Sub for HalfPoints {
    type Output = HalfPoints;
    fn sub(self, o: HalfPoints) -> HalfPoints {
        HalfPoints(self.0 - o.0)
    }
}

impl Neg for HalfPoints {
    type Output = HalfPoints;
    fn neg(self) -> HalfPoints {
        HalfPoints(-self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Half points print the way players write komi.
    #[test]
    fn display() {
        assert_eq!(HalfPoints::halves(15).to_string(), "7.5");
        assert_eq!(HalfPoints::points(6).to_string(), "6");
        assert_eq!(HalfPoints::halves(-3).to_string(), "-1.5");
        assert_eq!(HalfPoints::halves(1).to_string(), "0.5");
    }

    /// Komi text parses exactly; anything else is an error.
    #[test]
    fn parse() {
        assert_eq!("7.5".parse(), Ok(HalfPoints(15)));
        assert_eq!(" 6 ".parse(), Ok(HalfPoints(12)));
        assert_eq!("-0.5".parse(), Ok(HalfPoints(-1)));
        assert_eq!("6.50".parse(), Ok(HalfPoints(13)));
        for bad in ["", "x", "7.25", "1e3", ".5", "--1", "9999999"] {
            assert!(bad.parse::<HalfPoints>().is_err(), "{bad}");
        }
    }
}
