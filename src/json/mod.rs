//! The app's one codec: the JSON of what it keeps on the device (saved games, their
//! index, settings, the review's analyses, lesson progress), of game links and of the
//! worker's messages, read and written without serde. Measured both ways (issue 43), the
//! first download was about 182 KB brotli so, and 206 KB with the stored shapes read and
//! written by serde_json. Each shape is described once
//! ([`json_struct!`](crate::json_struct), [`json_enum!`](crate::json_enum),
//! [`json_unit_enum!`](crate::json_unit_enum); no type has serde derives); the shapes are
//! those serde wrote in earlier versions, so what those stored reads as before, and
//! `tests/stored_json.rs` pins them with golden texts of schema 1 and 2.
//!
//! - Structs are objects; unknown fields are ignored; a missing `Option` is None.
//! - Unit enum variants are strings (`"Black"`); others are `{"Variant": value}`.

pub mod compact_record;

use std::collections::BTreeSet;

/// A JSON value. Numbers keep their text, so integers read back exactly.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(String),
    Text(String),
    List(Vec<Json>),
    Object(Vec<(String, Json)>),
}

/// A value that can be written as JSON.
pub trait ToJson {
    fn to_json(&self) -> Json;
}

/// A value that can be read from JSON; None if `json` does not have its shape.
pub trait FromJson: Sized {
    fn from_json(json: &Json) -> Option<Self>;
}

/// `value` as JSON text.
pub fn to_string(value: &impl ToJson) -> String {
    let mut out = String::new();
    value.to_json().write(&mut out);
    out
}

/// A `T` from JSON text; None if the text is not JSON or not of `T`'s shape.
pub fn from_str<T: FromJson>(text: &str) -> Option<T> {
    T::from_json(&parse(text)?)
}

impl Json {
    /// The field `name` of an object.
    pub fn get(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields.iter().find(|(n, _)| n == name).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The field `name` of an object read as a `T`; a missing field reads as null, so
    /// that only an `Option` may be missing (as serde reads structs).
    pub fn field<T: FromJson>(&self, name: &str) -> Option<T> {
        let Json::Object(_) = self else {
            return None;
        };
        T::from_json(self.get(name).unwrap_or(&Json::Null))
    }

    /// The field `name` read as a `T`, or `T`'s default if it is missing (as serde's
    /// `#[serde(default)]`) or null (which serde refuses for a field that is not an
    /// `Option`, and never writes); None if it is there but not a `T`.
    pub fn field_or_default<T: FromJson + Default>(&self, name: &str) -> Option<T> {
        let Json::Object(_) = self else {
            return None;
        };
        match self.get(name) {
            None | Some(Json::Null) => Some(T::default()),
            Some(v) => T::from_json(v),
        }
    }

    /// The field `name` read as a `T`, or `default` if it is missing (as a struct with
    /// `#[serde(default)]` reads it); None if it is there but not a `T`.
    pub fn field_or<T: FromJson>(&self, name: &str, default: T) -> Option<T> {
        let Json::Object(_) = self else {
            return None;
        };
        self.get(name).map_or(Some(default), T::from_json)
    }

    /// An externally tagged enum value: its variant's name and contents (`"Pass"` is
    /// `("Pass", None)`, `{"Place": …}` is `("Place", Some(…))`).
    pub fn variant(&self) -> Option<(&str, Option<&Json>)> {
        match self {
            Json::Text(name) => Some((name, None)),
            Json::Object(fields) if fields.len() == 1 => Some((&fields[0].0, Some(&fields[0].1))),
            _ => None,
        }
    }

    /// An object of `fields`, in order.
    pub fn object(fields: Vec<(&str, Json)>) -> Json {
        Json::Object(
            fields
                .into_iter()
                .map(|(n, v)| (n.to_string(), v))
                .collect(),
        )
    }

    /// An enum variant with contents: `{"name": value}`.
    pub fn tagged(name: &str, value: Json) -> Json {
        Json::object(vec![(name, value)])
    }

    /// Writes the value as compact JSON text (as serde_json writes it).
    pub fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Number(n) => out.push_str(n),
            Json::Text(s) => write_text(s, out),
            Json::List(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Object(fields) => {
                out.push('{');
                for (i, (name, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_text(name, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }
}

fn write_text(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                out.push(char::from_digit(c as u32 >> 4, 16).unwrap_or('0'));
                out.push(char::from_digit(c as u32 & 15, 16).unwrap_or('0'));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Reads JSON text (surrounding whitespace allowed); None if it is not JSON.
pub fn parse(text: &str) -> Option<Json> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
        depth: 0,
    };
    let value = reader.value()?;
    reader.space();
    (reader.at == reader.bytes.len()).then_some(value)
}

/// Whether `text` is not JSON because it ends too early: the start of a value, cut short
/// (a write interrupted, a copy truncated), rather than text of another kind.
pub fn is_cut_short(text: &str) -> bool {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
        depth: 0,
    };
    let whole = reader.value().is_some();
    reader.space();
    !whole && reader.at >= reader.bytes.len() && !text.trim().is_empty()
}

/// How deeply lists and objects may nest: stored data nests four deep; a hostile value
/// must not exhaust the stack.
const MAX_DEPTH: usize = 64;

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    depth: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, b: u8) -> bool {
        self.space();
        let found = self.peek() == Some(b);
        if found {
            self.at += 1;
        }
        found
    }

    fn word(&mut self, word: &str, value: Json) -> Option<Json> {
        let end = self.at + word.len();
        if self.bytes.get(self.at..end) == Some(word.as_bytes()) {
            self.at = end;
            return Some(value);
        }
        // The start of the word at the end of the text: cut short ([`is_cut_short`]).
        if word.as_bytes().starts_with(self.bytes.get(self.at..)?) {
            self.at = self.bytes.len();
        }
        None
    }

    fn value(&mut self) -> Option<Json> {
        self.space();
        match self.peek()? {
            b'n' => self.word("null", Json::Null),
            b't' => self.word("true", Json::Bool(true)),
            b'f' => self.word("false", Json::Bool(false)),
            b'"' => self.text().map(Json::Text),
            b'[' => self.nested(b']', |r| r.value()).map(Json::List),
            b'{' => self
                .nested(b'}', |r| {
                    r.space();
                    let name = r.text()?;
                    r.eat(b':').then_some(())?;
                    Some((name, r.value()?))
                })
                .map(Json::Object),
            _ => self.number(),
        }
    }

    /// The items of a list or object (the reader is on its opening bracket).
    fn nested<T>(
        &mut self,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Option<T>,
    ) -> Option<Vec<T>> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return None;
        }
        self.at += 1;
        let mut items = Vec::new();
        if !self.eat(close) {
            loop {
                items.push(item(self)?);
                if self.eat(close) {
                    break;
                }
                self.eat(b',').then_some(())?;
            }
        }
        self.depth -= 1;
        Some(items)
    }

    fn number(&mut self) -> Option<Json> {
        let start = self.at;
        let digits = |r: &mut Self| {
            let from = r.at;
            while r.peek().is_some_and(|b| b.is_ascii_digit()) {
                r.at += 1;
            }
            r.at > from
        };
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        digits(self).then_some(())?;
        if self.peek() == Some(b'.') {
            self.at += 1;
            digits(self).then_some(())?;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            digits(self).then_some(())?;
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).ok()?;
        Some(Json::Number(text.to_string()))
    }

    /// A string (the reader is on its opening quote), escapes decoded.
    fn text(&mut self) -> Option<String> {
        (self.peek()? == b'"').then_some(())?;
        self.at += 1;
        let mut out = Vec::new();
        loop {
            match self.peek()? {
                b'"' => break,
                b'\\' => {
                    self.at += 1;
                    let c = match self.peek()? {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.escaped_char()?,
                        _ => return None,
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                b if b < 0x20 => return None,
                b => out.push(b),
            }
            self.at += 1;
        }
        self.at += 1;
        String::from_utf8(out).ok()
    }

    /// The character of a `\uXXXX` escape (a surrogate pair takes two); the reader is on
    /// the `u` and ends on the escape's last digit.
    fn escaped_char(&mut self) -> Option<char> {
        let high = self.hex4()?;
        if !(0xD800..0xDC00).contains(&high) {
            return char::from_u32(high);
        }
        (self.bytes.get(self.at + 1..self.at + 3)? == b"\\u").then_some(())?;
        self.at += 2;
        let low = self.hex4()?;
        (0xDC00..0xE000).contains(&low).then_some(())?;
        char::from_u32(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    /// The four hex digits after the `u` the reader is on; it ends on the last.
    fn hex4(&mut self) -> Option<u32> {
        let digits = self.bytes.get(self.at + 1..self.at + 5)?;
        let value = digits
            .iter()
            .try_fold(0, |n, &d| Some(n * 16 + (d as char).to_digit(16)?))?;
        self.at += 4;
        Some(value)
    }
}

// Plain values.

impl ToJson for bool {
    fn to_json(&self) -> Json {
        Json::Bool(*self)
    }
}

impl FromJson for bool {
    fn from_json(json: &Json) -> Option<bool> {
        match json {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn to_json(&self) -> Json {
                Json::Number(self.to_string())
            }
        }

        impl FromJson for $t {
            fn from_json(json: &Json) -> Option<$t> {
                match json {
                    Json::Number(n) => n.parse().ok(),
                    _ => None,
                }
            }
        }
    )*};
}
integers!(i8, u8, u16, u32, u64, i32, usize);

impl ToJson for f64 {
    fn to_json(&self) -> Json {
        // JSON has no NaN or infinity (serde_json writes null).
        if self.is_finite() {
            Json::Number(exact_decimal(*self))
        } else {
            Json::Null
        }
    }
}

impl FromJson for f64 {
    fn from_json(json: &Json) -> Option<f64> {
        match json {
            Json::Number(n) => Some(number_value(n)),
            _ => None,
        }
    }
}

/// An `f32` as the fewest decimals that read back as it (0.55, not the f64 0.550000011920929).
impl ToJson for f32 {
    fn to_json(&self) -> Json {
        let x = *self;
        if !x.is_finite() {
            return Json::Null;
        }
        let abs = f64::from(x.abs());
        let shortest = (0..=EXACT_DECIMALS as i32).find_map(|d| {
            let digits = (abs * 10f64.powi(d)).round() as u128;
            (exact_quotient(digits, d)? as f32 == x.abs()).then_some((digits, d as usize))
        });
        Json::Number(match shortest {
            Some((digits, decimals)) => crate::decimal::scaled_decimal(x < 0.0, digits, decimals),
            None => exact_decimal(f64::from(x)),
        })
    }
}

impl FromJson for f32 {
    fn from_json(json: &Json) -> Option<f32> {
        f64::from_json(json).map(|x| x as f32)
    }
}

/// The most decimals [`exact_decimal`] writes, and [`number_value`] reads exactly.
const EXACT_DECIMALS: u32 = 21;

/// `x` (finite) as the shortest decimal text that [`number_value`] reads back exactly
/// (7.25, 1764612345678.1235, as serde_json writes them), without core's float
/// formatting. A number with a finer binary fraction than [`EXACT_DECIMALS`] decimals
/// hold (1000046730.181) gets the fewest decimals that read back as it.
fn exact_decimal(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e18 {
        return (x as i64).to_string();
    }
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let (mut m, mut e) = if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | 1 << 52, biased - 1075)
    };
    while m & 1 == 0 && e < 0 {
        m >>= 1;
        e += 1;
    }
    let k = e.unsigned_abs();
    if e >= 0 {
        return crate::decimal::decimal(x);
    }
    if k > EXACT_DECIMALS {
        // Too fine a fraction to write out exactly: the fewest decimals that still read
        // back as `x` (a double never needs more than 17 significant digits).
        let abs = x.abs();
        for d in 0..=EXACT_DECIMALS {
            let near = (abs * 10f64.powi(d as i32)).round();
            if near >= 1e36 {
                break;
            }
            let near = near as u128;
            for digits in [near, near.saturating_sub(1), near + 1] {
                if exact_quotient(digits, d as i32) == Some(abs) {
                    return crate::decimal::scaled_decimal(x < 0.0, digits, d as usize);
                }
            }
        }
        return crate::decimal::decimal(x);
    }
    // x = m / 2^k = m * 5^k / 10^k exactly; the fewest decimals that read back as x.
    let exact = u128::from(m) * 5u128.pow(k);
    let (digits, decimals) = (0..k)
        .map(|d| (rounded(exact, k - d), d))
        .find(|&(digits, d)| exact_quotient(digits, d as i32) == Some(x.abs()))
        .unwrap_or((exact, k));
    crate::decimal::scaled_decimal(x < 0.0, digits, decimals as usize)
}

/// `n / 10^places`, rounded to the nearest integer.
fn rounded(n: u128, places: u32) -> u128 {
    let p = 10u128.pow(places);
    n / p + u128::from(n % p * 2 >= p)
}

/// The value of a JSON number's text (the parser checked its form), correctly rounded
/// for up to 38 digits and [`EXACT_DECIMALS`] decimals (everything the app and serde_json
/// write for its data), without core's float parsing (10 KB of tables); other numbers
/// within a rounding or two.
fn number_value(text: &str) -> f64 {
    let (mantissa, exponent) = text
        .split_once(['e', 'E'])
        .map_or((text, 0), |(m, e)| (m, exponent_value(e)));
    let (negative, mantissa) = mantissa
        .strip_prefix('-')
        .map_or((false, mantissa), |m| (true, m));
    let (int, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    // The value is digits / 10^decimals.
    let decimals = (fraction.len() as i32).saturating_sub(exponent);
    let value = format!("{int}{fraction}")
        .parse::<u128>()
        .ok()
        .and_then(|digits| exact_quotient(digits, decimals))
        .unwrap_or_else(|| {
            let digits = int
                .bytes()
                .chain(fraction.bytes())
                .fold(0.0, |n, d| n * 10.0 + f64::from(d - b'0'));
            if decimals > 0 {
                digits / 10f64.powi(decimals)
            } else {
                digits * 10f64.powi(-decimals)
            }
        });
    if negative {
        -value
    } else {
        value
    }
}

/// An exponent's value, held to a range where every number is zero or infinite beyond it.
fn exponent_value(text: &str) -> i32 {
    let huge = if text.starts_with('-') {
        i64::MIN
    } else {
        i64::MAX
    };
    text.parse::<i64>().unwrap_or(huge).clamp(-100_000, 100_000) as i32
}

/// `digits / 10^decimals` correctly rounded, if the integer arithmetic allows it.
fn exact_quotient(digits: u128, decimals: i32) -> Option<f64> {
    if digits == 0 {
        return Some(0.0);
    }
    if decimals <= 0 {
        // An integer: u128 to f64 rounds to nearest.
        let scaled = digits.checked_mul(10u128.checked_pow(decimals.unsigned_abs())?)?;
        return Some(scaled as f64);
    }
    if decimals as u32 > EXACT_DECIMALS {
        return None;
    }
    // Enough quotient bits that a sticky last bit rounds correctly: shift the digits to
    // the top of 128 bits, divide, and scale back by a power of two (exact).
    let shift = digits.leading_zeros();
    let divisor = 10u128.pow(decimals as u32);
    let (q, r) = ((digits << shift) / divisor, (digits << shift) % divisor);
    if q < 1 << 55 {
        return None;
    }
    let q = q | u128::from(r != 0);
    Some(q as f64 * 0.5f64.powi(shift as i32))
}

impl ToJson for String {
    fn to_json(&self) -> Json {
        Json::Text(self.clone())
    }
}

impl FromJson for String {
    fn from_json(json: &Json) -> Option<String> {
        match json {
            Json::Text(s) => Some(s.clone()),
            _ => None,
        }
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn to_json(&self) -> Json {
        self.as_ref().map_or(Json::Null, ToJson::to_json)
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(json: &Json) -> Option<Option<T>> {
        match json {
            Json::Null => Some(None),
            v => T::from_json(v).map(Some),
        }
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn to_json(&self) -> Json {
        Json::List(self.iter().map(ToJson::to_json).collect())
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(json: &Json) -> Option<Vec<T>> {
        match json {
            Json::List(items) => items.iter().map(T::from_json).collect(),
            _ => None,
        }
    }
}

impl<T: ToJson> ToJson for [T; 2] {
    fn to_json(&self) -> Json {
        Json::List(self.iter().map(ToJson::to_json).collect())
    }
}

impl<T: FromJson> FromJson for [T; 2] {
    fn from_json(json: &Json) -> Option<[T; 2]> {
        match json {
            Json::List(items) if items.len() == 2 => {
                Some([T::from_json(&items[0])?, T::from_json(&items[1])?])
            }
            _ => None,
        }
    }
}

/// A set as the list of its members in order.
impl<T: ToJson> ToJson for BTreeSet<T> {
    fn to_json(&self) -> Json {
        Json::List(self.iter().map(ToJson::to_json).collect())
    }
}

impl<T: FromJson + Ord> FromJson for BTreeSet<T> {
    fn from_json(json: &Json) -> Option<BTreeSet<T>> {
        Vec::<T>::from_json(json).map(BTreeSet::from_iter)
    }
}

impl<A: ToJson, B: ToJson> ToJson for (A, B) {
    fn to_json(&self) -> Json {
        Json::List(vec![self.0.to_json(), self.1.to_json()])
    }
}

impl<A: FromJson, B: FromJson> FromJson for (A, B) {
    fn from_json(json: &Json) -> Option<(A, B)> {
        match json {
            Json::List(items) if items.len() == 2 => {
                Some((A::from_json(&items[0])?, B::from_json(&items[1])?))
            }
            _ => None,
        }
    }
}

/// Whether `value` is its type's default (an `#[omitted]` field of [`json_struct!`] is not
/// written then).
pub fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// `json_struct!(Type { field, #[default] other, #[omitted] rare, record: compact_record })`:
/// [`ToJson`] and [`FromJson`] for a struct with named fields, as serde derives them. A
/// `#[default]` field may be missing or null (serde's `#[serde(default)]`); an `#[omitted]`
/// one also, and is not written while it has its default (`skip_serializing_if` it is the
/// default). A field `name: with` is written and read by the module `with`'s `to_json` and
/// `from_json` (serde's `#[serde(with = …)]`). `json_struct!(Type: default { … })` reads
/// every missing field as `Type::default()`'s (serde's `#[serde(default)]` on the struct).
#[macro_export]
macro_rules! json_struct {
    ($ty:ident { $($(#[$attr:ident])? $field:ident $(: $with:ident)?),* $(,)? }) => {
        impl $crate::json::ToJson for $ty {
            // Fields pushed one by one: an `#[omitted]` one only when it is not its default.
            #[allow(clippy::vec_init_then_push)]
            fn to_json(&self) -> $crate::json::Json {
                let mut fields = Vec::new();
                $($crate::json_struct!(@put fields $field (&self.$field) [$($attr)?] [$($with)?]);)*
                $crate::json::Json::object(fields)
            }
        }

        impl $crate::json::FromJson for $ty {
            fn from_json(json: &$crate::json::Json) -> Option<$ty> {
                Some($ty {
                    $($field: $crate::json_struct!(@take json $field [$($attr)?] [$($with)?]),)*
                })
            }
        }
    };
    ($ty:ident: default { $($field:ident),* $(,)? }) => {
        impl $crate::json::ToJson for $ty {
            fn to_json(&self) -> $crate::json::Json {
                $crate::json::Json::object(vec![
                    $((stringify!($field), $crate::json::ToJson::to_json(&self.$field)),)*
                ])
            }
        }

        impl $crate::json::FromJson for $ty {
            fn from_json(json: &$crate::json::Json) -> Option<$ty> {
                let default = $ty::default();
                Some($ty {
                    $($field: json.field_or(stringify!($field), default.$field)?,)*
                })
            }
        }
    };
    // Writes one field's `value` (a reference) into `fields`.
    (@put $fields:ident $field:ident ($value:expr) [omitted] []) => {
        if !$crate::json::is_default($value) {
            $fields.push((stringify!($field), $crate::json::ToJson::to_json($value)));
        }
    };
    (@put $fields:ident $field:ident ($value:expr) [$($attr:ident)?] [$with:ident]) => {
        $fields.push((stringify!($field), $with::to_json($value)));
    };
    (@put $fields:ident $field:ident ($value:expr) [$($attr:ident)?] []) => {
        $fields.push((stringify!($field), $crate::json::ToJson::to_json($value)));
    };
    // Reads one field of the object `json`, returning None from the caller if it cannot.
    (@take $json:ident $field:ident [default] []) => { $json.field_or_default(stringify!($field))? };
    (@take $json:ident $field:ident [omitted] []) => { $json.field_or_default(stringify!($field))? };
    (@take $json:ident $field:ident [] [$with:ident]) => {
        $with::from_json($json.get(stringify!($field))?)?
    };
    (@take $json:ident $field:ident [] []) => { $json.field(stringify!($field))? };
}

/// `json_enum!(Type { Unit, Variant { field, #[default] other, mv: token }, … })`:
/// [`ToJson`] and [`FromJson`] for an enum of unit variants and variants with named
/// fields, as serde derives them: a unit variant is its name (`"Load"`), another
/// `{"Variant": {fields}}`. Fields are written and read as
/// [`json_struct!`](crate::json_struct)'s.
#[macro_export]
macro_rules! json_enum {
    ($ty:ident {
        $($variant:ident $({ $($(#[$attr:ident])? $field:ident $(: $with:ident)?),* $(,)? })?),*
        $(,)?
    }) => {
        impl $crate::json::ToJson for $ty {
            fn to_json(&self) -> $crate::json::Json {
                match self {
                    $($ty::$variant $({ $($field),* })? => $crate::json_enum!(
                        @write $variant $({ $($(#[$attr])? $field $(: $with)?),* })?
                    ),)*
                }
            }
        }

        impl $crate::json::FromJson for $ty {
            fn from_json(json: &$crate::json::Json) -> Option<$ty> {
                let (name, contents) = json.variant()?;
                $(if name == stringify!($variant) {
                    return $crate::json_enum!(
                        @read $ty $variant contents $({ $($(#[$attr])? $field $(: $with)?),* })?
                    );
                })*
                None
            }
        }
    };
    (@write $variant:ident) => {
        $crate::json::Json::Text(stringify!($variant).to_string())
    };
    (@write $variant:ident { $($(#[$attr:ident])? $field:ident $(: $with:ident)?),* }) => {{
        // Fields pushed one by one: an `#[omitted]` one only when it is not its default.
        #[allow(clippy::vec_init_then_push)]
        let fields = {
            let mut fields = Vec::new();
            $($crate::json_struct!(@put fields $field ($field) [$($attr)?] [$($with)?]);)*
            fields
        };
        $crate::json::Json::tagged(stringify!($variant), $crate::json::Json::object(fields))
    }};
    (@read $ty:ident $variant:ident $contents:ident) => {
        $contents.is_none().then_some($ty::$variant)
    };
    (@read $ty:ident $variant:ident $contents:ident {
        $($(#[$attr:ident])? $field:ident $(: $with:ident)?),*
    }) => {{
        let json = $contents?;
        Some($ty::$variant {
            $($field: $crate::json_struct!(@take json $field [$($attr)?] [$($with)?]),)*
        })
    }};
}

/// `json_unit_enum!(Type { Variant, … })`: an enum of unit variants as strings.
#[macro_export]
macro_rules! json_unit_enum {
    ($ty:ident { $($variant:ident $(= $name:literal)?),* $(,)? }) => {
        impl $crate::json::ToJson for $ty {
            fn to_json(&self) -> $crate::json::Json {
                let name = match self {
                    $($ty::$variant => $crate::json_unit_enum!(@name $variant $($name)?),)*
                };
                $crate::json::Json::Text(name.to_string())
            }
        }

        impl $crate::json::FromJson for $ty {
            fn from_json(json: &$crate::json::Json) -> Option<$ty> {
                match json {
                    $($crate::json::Json::Text(n) if n == $crate::json_unit_enum!(@name $variant $($name)?) => Some($ty::$variant),)*
                    _ => None,
                }
            }
        }
    };
    (@name $variant:ident $name:literal) => { $name };
    (@name $variant:ident) => { stringify!($variant) };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_writes() {
        let text = r#"{"a":[1,-2.5,3e2,true,false,null],"b":"q\"\\\n\u00e9\ud83d\ude00","c":{}}"#;
        let json = parse(text).unwrap();
        assert_eq!(json.get("b"), Some(&Json::Text("q\"\\\né😀".into())));
        let mut out = String::new();
        json.write(&mut out);
        assert_eq!(parse(&out), Some(json));
    }

    #[test]
    fn refuses_what_is_not_json() {
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\" 1}",
            "01x",
            "\"\\x\"",
            "tru",
            "[1] 2",
            "-",
            "1.",
            "\"\u{1}\"",
        ] {
            assert_eq!(parse(bad), None, "{bad:?}");
        }
        let deep = "[".repeat(100) + &"]".repeat(100);
        assert_eq!(parse(&deep), None);
    }

    #[test]
    fn numbers() {
        assert_eq!(from_str::<u64>("1733000000000"), Some(1_733_000_000_000));
        assert_eq!(
            from_str::<f64>("1733000000000.0"),
            Some(1_733_000_000_000.0)
        );
        assert_eq!(from_str::<f64>("-7.5"), Some(-7.5));
        assert_eq!(from_str::<f64>("2.5e3"), Some(2500.0));
        assert_eq!(from_str::<u8>("300"), None);
        assert_eq!(from_str::<u32>("1.5"), None);
        assert_eq!(to_string(&1_733_000_000_000.0f64), "1733000000000");
        assert_eq!(to_string(&7.25f64), "7.25");
        assert_eq!(to_string(&-0.5f64), "-0.5");
        assert_eq!(
            from_str::<f64>("1764612345678.1235"),
            Some(1_764_612_345_678.123_5)
        );
        assert_eq!(from_str::<f64>("0.1"), Some(0.1));
        assert_eq!(from_str::<f64>("1e16"), Some(1e16));
        assert_eq!(from_str::<f64>("-0.0"), Some(0.0));
        // Extreme exponents are numbers too (infinite or zero), never a panic.
        assert_eq!(from_str::<f64>("1e400"), Some(f64::INFINITY));
        assert_eq!(from_str::<f64>("1e-2147483648"), Some(0.0));
        assert_eq!(from_str::<f64>("1e99999999999"), Some(f64::INFINITY));
        assert_eq!(from_str::<f64>("-1e-99999999999999999999"), Some(0.0));
    }

    /// Every millisecond time with a fraction, and every small binary fraction, reads
    /// back as the same number.
    #[test]
    fn floats_read_back_exactly() {
        let mut x = 1_764_612_345_678.0f64;
        for i in 0..5000 {
            x += 0.000_244_140_625 * f64::from(i % 7) + 0.1;
            assert_eq!(from_str::<f64>(&to_string(&x)), Some(x), "{x:?}");
            let small = f64::from(i) / 64.0 - 20.0;
            assert_eq!(
                from_str::<f64>(&to_string(&small)),
                Some(small),
                "{small:?}"
            );
        }
    }
}

#[cfg(test)]
mod fine_fractions {
    use super::*;

    /// Numbers whose binary fraction is finer than the exact writer's decimals still read
    /// back as themselves (a summary's time of 1000046730.181 ms was written 1000046730.18).
    #[test]
    fn fine_fractions_read_back() {
        for x in [
            1000046730.181,
            123456789.123456,
            5e-7,
            0.1 + 0.2,
            -98765.4321e-3,
        ] {
            let text = to_string(&x);
            assert_eq!(from_str::<f64>(&text), Some(x), "{x} written {text}");
        }
    }
}
