//! Exact scores and komi in half points, so 7.5 is never a float.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub};

/// A score or komi counted in half points: `HalfPoints(15)` is 7.5.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
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
}
