//! Go's own words (src/i18n/glossary.tsv): wherever an English message uses a term, the same
//! message in Japanese, Korean and Chinese uses the glossary's word for it.
//!
//! English matching: a form matches as a whole word (the characters beside it are not ASCII
//! letters, digits or `_`; a hyphen or an apostrophe is a boundary, so "first-capture" and
//! "ladder's" match), ignoring case unless the form has a capital letter (so "Go", the game,
//! is not "go", the verb). Where forms of several terms overlap, the longest wins:
//! "capturing race" is the race and not a capture, "false eye" not an eye, "self-capture"
//! not a capture. A form inside one of its row's `not_en` phrases is that English word in
//! another sense ("cut short", "Go to the top row") and does not count. The text is the
//! message's own words: placeables' string literals and every variant of a selector, not
//! the `$variables`.
//!
//! A translation uses the term if it contains any of the row's `|`-separated words for its
//! language (the first is the glossary's word; the others its inflected or compound forms,
//! e.g. 取 for 取る/取った, アゲハマ for captured stones).

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::BTreeMap;

/// The catalogues the glossary binds, as its columns name them.
pub const CJK: [&str; 4] = ["ja", "ko", "zh-Hans", "zh-Hant"];

/// Where a language says the term without its word, each with the reason; kept small, and
/// each entry must still be needed (the test fails on one that is not). A language `*` is
/// every language.
pub const EXCEPTIONS: &[(&str, &str, &str, &str)] = &[
    // (term, message key, language, why)
    (
        "escape",
        "keys-escape",
        "*",
        "the Escape key, named as its keycap says",
    ),
    (
        "stone",
        "new-game-handicap-stones",
        "ko",
        "handicap stones are counted in 점 (2점, 3점), not 돌",
    ),
];

/// One row of the glossary.
#[derive(Debug)]
pub struct Term {
    pub name: String,
    pub en: Vec<String>,
    pub words: BTreeMap<String, Vec<String>>,
    pub source: String,
    pub not_en: Vec<String>,
}

fn split(cell: &str) -> Vec<String> {
    cell.split('|')
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The glossary's rows; panics on a row with a missing cell.
pub fn glossary() -> Vec<Term> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/i18n/glossary.tsv");
    let text = std::fs::read_to_string(path).expect("read the glossary");
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("a header").split('\t').collect();
    assert_eq!(
        header,
        ["term", "en", "ja", "ko", "zh-Hans", "zh-Hant", "source", "not_en"],
        "the glossary's columns"
    );
    lines
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let cells: Vec<&str> = line.split('\t').collect();
            assert!(
                (7..=8).contains(&cells.len()),
                "glossary row {line:?}: {} cells",
                cells.len()
            );
            let words = CJK
                .iter()
                .zip(&cells[2..6])
                .map(|(lang, cell)| (lang.to_string(), split(cell)))
                .collect();
            Term {
                name: cells[0].trim().to_string(),
                en: split(cells[1]),
                words,
                source: cells[6].trim().to_string(),
                not_en: cells.get(7).map(|c| split(c)).unwrap_or_default(),
            }
        })
        .collect()
}

/// The words of a message or attribute, by key: its text and its string literals, in every
/// variant of its selectors, without the `$variables`.
pub fn texts(ftl: &str) -> BTreeMap<String, String> {
    fn pattern(p: &Pattern<&str>, out: &mut String) {
        for element in &p.elements {
            match element {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable { expression } => expression_of(expression, out),
            }
        }
        out.push(' ');
    }
    fn expression_of(e: &Expression<&str>, out: &mut String) {
        match e {
            Expression::Inline(InlineExpression::StringLiteral { value }) => out.push_str(value),
            Expression::Inline(InlineExpression::Placeable { expression }) => {
                expression_of(expression, out)
            }
            Expression::Inline(_) => out.push(' '),
            Expression::Select { variants, .. } => {
                for v in variants {
                    pattern(&v.value, out);
                }
            }
        }
    }
    let resource = fluent_syntax::parser::parse(ftl).unwrap_or_else(|(r, _)| r);
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let id = m.id.name.to_string();
            if let Some(value) = &m.value {
                let mut text = String::new();
                pattern(value, &mut text);
                out.insert(id.clone(), text);
            }
            for a in &m.attributes {
                let mut text = String::new();
                pattern(&a.value, &mut text);
                out.insert(format!("{id}.{}", a.id.name), text);
            }
        }
    }
    out
}

/// Where `form` occurs in `text` as a whole word, as byte ranges (see the module's doc).
fn occurrences(text: &str, form: &str) -> Vec<(usize, usize)> {
    let case_sensitive = form.chars().any(|c| c.is_ascii_uppercase());
    let (haystack, needle) = if case_sensitive {
        (text.to_string(), form.to_string())
    } else {
        (text.to_ascii_lowercase(), form.to_ascii_lowercase())
    };
    let word = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
    haystack
        .match_indices(&needle)
        .map(|(at, _)| (at, at + needle.len()))
        .filter(|&(start, end)| {
            !word(haystack[..start].chars().next_back()) && !word(haystack[end..].chars().next())
        })
        .collect()
}

/// The terms an English text uses (see the module's doc for how it is matched).
pub fn terms_in<'a>(text: &str, glossary: &'a [Term]) -> Vec<&'a Term> {
    let mut found: Vec<(usize, usize, usize)> = Vec::new(); // (start, end, row)
    for (row, term) in glossary.iter().enumerate() {
        let other_senses: Vec<(usize, usize)> = term
            .not_en
            .iter()
            .flat_map(|phrase| occurrences(text, phrase))
            .collect();
        for form in &term.en {
            for (start, end) in occurrences(text, form) {
                if !other_senses.iter().any(|&(s, e)| s <= start && end <= e) {
                    found.push((start, end, row));
                }
            }
        }
    }
    // The longest first; a match overlapping a kept one is part of a longer term.
    found.sort_by_key(|&(start, end, _)| (std::cmp::Reverse(end - start), start));
    let mut kept: Vec<(usize, usize, usize)> = Vec::new();
    for (start, end, row) in found {
        if !kept.iter().any(|&(s, e, _)| start < e && s < end) {
            kept.push((start, end, row));
        }
    }
    let mut rows: Vec<usize> = kept.into_iter().map(|(_, _, row)| row).collect();
    rows.sort_unstable();
    rows.dedup();
    rows.into_iter().map(|row| &glossary[row]).collect()
}
