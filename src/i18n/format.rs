//! Formatting the catalogues' messages: the part of Fluent the app's texts use (variables,
//! plain strings, and selectors on a number's plural category, an exact number or a
//! string). build.rs has parsed the `.ftl` files with Fluent's own parser into one string
//! per group of messages, marked up with control characters that no text contains:
//!
//! - a group: `key` [`KEY_END`] `pattern`, the entries separated by [`ENTRY`];
//! - a variable: [`VAR`] `name` [`VAR_END`];
//! - a selector: [`SELECT`] `name`, then per variant [`VARIANT`] `key` [`VARIANT_KEY_END`]
//!   `pattern`, then [`SELECT_END`]; the default variant's key starts with `*`, an exact
//!   number's with `#` (`#0`).
//!
//! Strings, unlike tables of pointers, cost the first download little once compressed.
//! `tests/i18n_catalogue.rs` checks every message against Fluent's resolver.

use super::Lang;
use std::borrow::Cow;

/// One message's pattern, as build.rs wrote it.
pub type Pattern = &'static str;

/// A group of messages, as build.rs wrote it.
pub type Messages = &'static str;

pub const ENTRY: char = '\u{0}';
pub const KEY_END: char = '\u{1}';
const VAR: u8 = 2;
const VAR_END: u8 = 3;
const SELECT: u8 = 4;
const VARIANT: u8 = 5;
const VARIANT_KEY_END: u8 = 6;
const SELECT_END: u8 = 7;

/// The messages of a group, as (key, pattern).
pub fn entries(group: Messages) -> impl Iterator<Item = (&'static str, Pattern)> {
    group
        .split(ENTRY)
        .filter_map(|entry| entry.split_once(KEY_END))
}

/// An argument's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Number(f64),
    Text(String),
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(n as f64)
            }
        }
    )*};
}
numbers!(f64, f32, i64, i32, i16, i8, u64, u32, u16, u8, usize, isize);

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Text(s)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Text(s.to_string())
    }
}

impl From<&String> for Value {
    fn from(s: &String) -> Value {
        Value::Text(s.clone())
    }
}

impl From<Cow<'_, str>> for Value {
    fn from(s: Cow<'_, str>) -> Value {
        Value::Text(s.into_owned())
    }
}

/// A message's named arguments.
#[derive(Clone, Debug, Default)]
pub struct Args(Vec<(&'static str, Value)>);

impl Args {
    pub fn new() -> Args {
        Args::default()
    }

    pub fn set(&mut self, name: &'static str, value: impl Into<Value>) {
        self.0.retain(|(n, _)| *n != name);
        self.0.push((name, value.into()));
    }

    /// The argument `name`, if set.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.0.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

/// `pattern` with `args` in `lang`.
pub fn format(lang: Lang, pattern: Pattern, args: Option<&Args>) -> String {
    let mut out = String::new();
    write(lang, pattern, 0, args, &mut Some(&mut out));
    out
}

/// Writes the pattern at `p[at..]` to `out` (or skips it, with None) up to its end: the
/// string's end or, inside a selector, the next variant or the selector's end. Returns
/// where it stopped. Markup is ASCII, so byte positions are character boundaries.
fn write(
    lang: Lang,
    p: &str,
    mut at: usize,
    args: Option<&Args>,
    out: &mut Option<&mut String>,
) -> usize {
    let b = p.as_bytes();
    let upto = |from: usize, mark: u8| {
        b[from..]
            .iter()
            .position(|&c| c == mark)
            .map_or(b.len(), |i| from + i)
    };
    while at < b.len() {
        match b[at] {
            VARIANT | SELECT_END => return at,
            VAR => {
                let end = upto(at + 1, VAR_END);
                if let Some(out) = out {
                    write_var(lang, &p[at + 1..end], args, out);
                }
                at = end + 1;
            }
            SELECT => {
                let name_end = upto(at + 1, VARIANT);
                let value = args.and_then(|a| a.get(&p[at + 1..name_end]));
                // The variants: each key and where its pattern starts.
                let (mut variants, mut default) = (Vec::new(), 0);
                at = name_end;
                while b.get(at) == Some(&VARIANT) {
                    let key_end = upto(at + 1, VARIANT_KEY_END);
                    let key = &p[at + 1..key_end];
                    if key.starts_with('*') {
                        default = variants.len();
                    }
                    variants.push((key.trim_start_matches('*'), key_end + 1));
                    at = write(lang, p, key_end + 1, args, &mut None);
                }
                let chosen = variants
                    .iter()
                    .position(|(key, _)| matches(lang, key, value))
                    .unwrap_or(default);
                if let (Some(&(_, start)), Some(out)) = (variants.get(chosen), out.as_deref_mut()) {
                    write(lang, p, start, args, &mut Some(out));
                }
                at += 1;
            }
            _ => {
                let end = b[at..]
                    .iter()
                    .position(|&c| c <= SELECT_END)
                    .map_or(b.len(), |i| at + i);
                if let Some(out) = out {
                    out.push_str(&p[at..end]);
                }
                at = end;
            }
        }
    }
    at
}

fn write_var(lang: Lang, name: &str, args: Option<&Args>, out: &mut String) {
    match args.and_then(|a| a.get(name)) {
        Some(Value::Number(n)) => out.push_str(&number(lang, *n)),
        Some(Value::Text(t)) => out.push_str(t),
        // As Fluent writes a missing argument.
        None => {
            out.push_str("{$");
            out.push_str(name);
            out.push('}');
        }
    }
}

/// Whether a variant's key takes `value`: an exact number (`#3`) first, then a number's
/// plural category, or a string equal to the key.
fn matches(lang: Lang, key: &str, value: Option<&Value>) -> bool {
    match (key.strip_prefix('#'), value) {
        (Some(k), Some(Value::Number(n))) => k.parse::<i64>().is_ok_and(|k| k as f64 == *n),
        (None, Some(Value::Number(n))) => key == plural(lang, *n),
        (None, Some(Value::Text(t))) => key == t,
        _ => false,
    }
}

/// A number as Fluent writes it (its shortest form: 3, 6.5), with a decimal comma in
/// German and Czech.
pub fn number(lang: Lang, n: f64) -> String {
    let text = decimal(n);
    if lang.decimal_comma() {
        text.replace('.', ",")
    } else {
        text
    }
}

/// The cardinal plural category of `n` (CLDR's rules for the app's languages).
fn plural(lang: Lang, n: f64) -> &'static str {
    let text = decimal(n.abs());
    let (int, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let i: u64 = int.parse().unwrap_or(u64::MAX);
    let v = fraction.len();
    match lang {
        Lang::En | Lang::De => {
            if i == 1 && v == 0 {
                "one"
            } else {
                "other"
            }
        }
        Lang::Cs => match (i, v) {
            (1, 0) => "one",
            (2..=4, 0) => "few",
            (_, 1..) => "many",
            _ => "other",
        },
    }
}

/// The most decimals [`decimal`] writes: the app's numbers have one or two.
const MAX_DECIMALS: usize = 6;

/// `n` in its shortest decimal form with at most [`MAX_DECIMALS`] decimals (3, 6.5,
/// 0.25), as `{n}` writes such numbers but without the standard library's float
/// formatting, whose tables would weigh about 10 KB in the page's first download.
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
