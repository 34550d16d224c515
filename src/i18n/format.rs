//! Formatting the catalogues' messages: the part of Fluent the app's texts use (variables,
//! plain strings, and selectors on a number's plural category, an exact number or a
//! string). build.rs has parsed the `.ftl` files with Fluent's own parser into [`El`]s;
//! `tests/i18n_catalogue.rs` checks every message against Fluent's resolver.

use super::Lang;
use std::borrow::Cow;

/// One message's pattern, as build.rs wrote it.
pub type Pattern = &'static [El];

/// Messages by key.
pub type Messages = &'static [(&'static str, Pattern)];

/// A piece of a pattern.
#[derive(Debug)]
pub enum El {
    Text(&'static str),
    /// An argument's value.
    Var(&'static str),
    /// `{ $var -> [key] … *[other] … }`: the variants and the default's index.
    Select(&'static str, &'static [(Key, Pattern)], usize),
}

/// A variant's key.
#[derive(Debug)]
pub enum Key {
    /// A plural category (`one`, `few`, …) or a string (`yes`).
    Name(&'static str),
    /// An exact number (`[0]`).
    Number(&'static str),
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
    write(lang, pattern, args, &mut out);
    out
}

fn write(lang: Lang, pattern: Pattern, args: Option<&Args>, out: &mut String) {
    for el in pattern {
        match el {
            El::Text(t) => out.push_str(t),
            El::Var(name) => match args.and_then(|a| a.get(name)) {
                Some(Value::Number(n)) => out.push_str(&number(lang, *n)),
                Some(Value::Text(t)) => out.push_str(t),
                // As Fluent writes a missing argument.
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            El::Select(name, variants, default) => {
                let value = args.and_then(|a| a.get(name));
                let chosen = variants
                    .iter()
                    .position(|(key, _)| matches(lang, key, value))
                    .unwrap_or(*default);
                write(lang, variants[chosen].1, args, out);
            }
        }
    }
}

/// Whether a variant's key takes `value`: an exact number first, then a number's plural
/// category, or a string equal to the key.
fn matches(lang: Lang, key: &Key, value: Option<&Value>) -> bool {
    match (key, value) {
        (Key::Number(k), Some(Value::Number(n))) => k.parse::<f64>().is_ok_and(|k| k == *n),
        (Key::Name(k), Some(Value::Number(n))) => *k == plural(lang, *n),
        (Key::Name(k), Some(Value::Text(t))) => k == t,
        _ => false,
    }
}

/// A number as Fluent writes it (its shortest form: 3, 6.5), with a decimal comma in
/// German and Czech.
pub fn number(lang: Lang, n: f64) -> String {
    let text = format!("{n}");
    if lang.decimal_comma() {
        text.replace('.', ",")
    } else {
        text
    }
}

/// The cardinal plural category of `n` (CLDR's rules for the app's languages).
fn plural(lang: Lang, n: f64) -> &'static str {
    let text = format!("{}", n.abs());
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
