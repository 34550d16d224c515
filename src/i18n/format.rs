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
use crate::decimal::decimal;
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
        // CLDR: Japanese, Korean and Chinese have one cardinal form.
        Lang::Ja | Lang::Ko | Lang::ZhHans | Lang::ZhHant => "other",
    }
}
