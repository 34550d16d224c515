//! Numbers in decimal text (3, 6.5, -0.25) without the standard library's float
//! formatting, whose tables would weigh about 10 KB in the page's first download: the
//! one formatter that the stored JSON (`crate::json`) and the texts (`crate::i18n`) share.

/// The most decimals [`decimal`] writes: the app's numbers have one or two.
const MAX_DECIMALS: usize = 6;

/// `n` in its shortest decimal form with at most [`MAX_DECIMALS`] decimals (3, 6.5,
/// 0.25), as `{n}` writes such numbers.
pub fn decimal(n: f64) -> String {
    if !n.is_finite() {
        return if n.is_nan() {
            "NaN"
        } else if n > 0.0 {
            "∞"
        } else {
            "-∞"
        }
        .to_string();
    }
    let abs = n.abs();
    // The fewest decimals that give `n` back, to within rounding.
    let (digits, decimals) = (0..=MAX_DECIMALS)
        .map(|d| ((abs * 10f64.powi(d as i32)).round(), d))
        .find(|&(scaled, d)| (scaled / 10f64.powi(d as i32) - abs).abs() <= abs * 1e-12)
        .unwrap_or((
            (abs * 10f64.powi(MAX_DECIMALS as i32)).round(),
            MAX_DECIMALS,
        ));
    scaled_decimal(n < 0.0, digits as u128, decimals)
}

/// `digits / 10^decimals`, negative if `negative`, in decimal (`-6.5` for true, 65, 1), as
/// `{}` writes the number; without core's formatting of 128-bit numbers.
pub fn scaled_decimal(negative: bool, digits: u128, decimals: usize) -> String {
    let sign = if negative { "-" } else { "" };
    let digits = zero_padded(digits, decimals + 1);
    let (int, fraction) = digits.split_at(digits.len() - decimals);
    if fraction.is_empty() {
        format!("{sign}{int}")
    } else {
        format!("{sign}{int}.{fraction}")
    }
}

/// `n` in decimal, with leading zeros to `width` digits (as `{n:0>width$}` writes it).
fn zero_padded(mut n: u128, width: usize) -> String {
    let mut digits = Vec::new();
    while n > 0 || digits.len() < width {
        digits.push(char::from(b'0' + (n % 10) as u8));
        n /= 10;
    }
    digits.iter().rev().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_padded_as_format_writes_it() {
        for (n, width) in [
            (0, 1),
            (0, 3),
            (7, 1),
            (42, 5),
            (1000, 2),
            (u128::MAX, 1),
            (12345, 9),
        ] {
            assert_eq!(zero_padded(n, width), format!("{n:0>width$}"));
        }
    }

    /// Writes the numbers the app shows as the standard library does.
    #[test]
    fn decimal_writes_as_display() {
        let mut numbers = vec![
            0.0,
            0.1,
            0.25,
            1.0,
            6.5,
            7.5,
            12.3,
            1234.5,
            361.0,
            1e15,
            123_456.789,
        ];
        numbers.extend((-60..=60).map(|h| f64::from(h) / 2.0));
        numbers.extend((0..=100).map(|p| f64::from(p) / 10.0));
        for n in numbers {
            assert_eq!(decimal(n), format!("{n}"), "{n}");
        }
    }

    #[test]
    fn decimal_keeps_at_most_six_decimals() {
        assert_eq!(decimal(1.0 / 3.0), "0.333333");
        assert_eq!(decimal(f64::NAN), "NaN");
    }
}
