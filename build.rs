//! Three jobs before the crate compiles:
//!
//! 1. The app's texts: every Fluent catalogue in `src/i18n/<lang>/` is parsed here (with
//!    `fluent-syntax`, so the syntax is Fluent's own) into one string per group of
//!    messages that `src/i18n/format.rs` formats at run time (its markup is described
//!    there), so the app carries no Fluent parser or resolver and no tables of pointers
//!    (`$OUT_DIR/catalogues.rs`).
//! 2. Release builds of the page's app (`trunk build --release`, whose index.html asks for
//!    the `split` feature) cut the app's wasm into parts loaded on demand: the functions
//!    marked with `part!` (src/part.rs) are compiled as split points (`--cfg tengen_split`),
//!    and the app's binary keeps its relocations (`--emit-relocs`) so that
//!    scripts/split_wasm.py can cut it apart before wasm-bindgen. Every other build (tests,
//!    debug builds, the worker, native) is one whole module.
//! 3. The worker's wasm gets a 512 KiB stack instead of 1 MiB (issue 26's memory budget).

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use std::fmt::Write;

/// The languages, as their folders under `src/i18n/` are named (BCP 47 codes); each has
/// the groups below, named in `src/i18n/mod.rs` as `<LANG>_<GROUP>` (`ZH_HANS_CORE`).
const LANGS: &[&str] = &["en", "de", "cs", "ja", "ko", "zh-Hans", "zh-Hant"];
/// The groups of messages, each with its files.
const GROUPS: &[(&str, &[&str])] = &[("CORE", CORE), ("MORE", MORE), ("LEARN", LEARN)];
/// The first screens' texts: Home, the board and the play screen, notices any screen shows.
/// A release build checks that no other group's key is used there (scripts/split_wasm.py).
const CORE: &[&str] = &["app.ftl", "play.ftl"];
/// The other screens' texts and the play screen's extras, which come with their parts.
const MORE: &[&str] = &[
    "new-game.ftl",
    "friend.ftl",
    "play-extras.ftl",
    "saved.ftl",
    "settings.ftl",
];
/// The lessons, the guide and the problems.
const LEARN: &[&str] = &["learn.ftl", "lessons.ftl", "problems.ftl"];

fn main() {
    println!("cargo::rustc-check-cfg=cfg(tengen_split)");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let feature = std::env::var_os("CARGO_FEATURE_SPLIT").is_some();
    let release = std::env::var("PROFILE").is_ok_and(|p| p == "release");
    if wasm && feature && release {
        println!("cargo::rustc-cfg=tengen_split");
        println!("cargo::rustc-link-arg-bin=tengen=--emit-relocs");
    }
    if wasm {
        // The worker's stack: Rust's default 1 MiB is a fixed part of each worker's
        // memory; its deepest calls (the ladder reader, a few hundred bytes a ply) need
        // far less. An overflow traps (the stack sits below the data), never corrupts.
        println!("cargo::rustc-link-arg-bin=tengen-worker=-zstack-size=524288");
    }
    catalogues();
}

fn catalogues() {
    let mut out = String::from("// Written by build.rs from src/i18n/*/*.ftl.\n");
    // Each language's sources as text, for tests and tools (`Lang::sources`).
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap();
    for lang in LANGS {
        writeln!(out, "pub const {}_FILES: Files = &[", constant(lang)).unwrap();
        for (_, files) in GROUPS {
            for file in *files {
                writeln!(
                    out,
                    "    ({file:?}, include_str!({:?})),",
                    format!("{root}/src/i18n/{lang}/{file}")
                )
                .unwrap();
            }
        }
        writeln!(out, "];").unwrap();
    }
    let groups = LANGS.iter().flat_map(|lang| {
        GROUPS
            .iter()
            .map(move |(group, files)| (format!("{}_{group}", constant(lang)), lang, files))
    });
    for (name, lang, files) in groups {
        let mut entries = Vec::new();
        for file in *files {
            let path = format!("src/i18n/{lang}/{file}");
            println!("cargo::rerun-if-changed={path}");
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            // A broken entry is left out (as Fluent does); tests/i18n_catalogue.rs fails on it.
            let resource = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(r, _)| r);
            for entry in resource.body {
                if let Entry::Message(m) = entry {
                    if let Some(value) = m.value {
                        entries.push(format!("{}{KEY_END}{}", m.id.name, pattern(&value, &path)));
                    }
                }
            }
        }
        let group = entries.join(&ENTRY.to_string());
        writeln!(out, "pub const {name}: Messages = {group:?};").unwrap();
    }
    let dest = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalogues.rs");
    std::fs::write(dest, out).unwrap();
}

/// A language code as the start of a constant's name: `zh-Hans` -> `ZH_HANS`.
fn constant(lang: &str) -> String {
    lang.to_uppercase().replace('-', "_")
}

// The markup of src/i18n/format.rs (see there): control characters no text contains.
const ENTRY: char = '\u{0}';
const KEY_END: char = '\u{1}';
const VAR: char = '\u{2}';
const VAR_END: char = '\u{3}';
const SELECT: char = '\u{4}';
const VARIANT: char = '\u{5}';
const VARIANT_KEY_END: char = '\u{6}';
const SELECT_END: char = '\u{7}';

fn pattern(p: &Pattern<&str>, path: &str) -> String {
    p.elements.iter().map(|e| element(e, path)).collect()
}

fn element(e: &PatternElement<&str>, path: &str) -> String {
    match e {
        PatternElement::TextElement { value } => plain(value, path),
        PatternElement::Placeable { expression } => expression_of(expression, path),
    }
}

/// A text as it stands; it must not contain the markup's characters.
fn plain(text: &str, path: &str) -> String {
    assert!(
        !text.chars().any(|c| c <= SELECT_END),
        "{path}: a control character in {text:?}"
    );
    text.to_string()
}

fn expression_of(e: &Expression<&str>, path: &str) -> String {
    match e {
        Expression::Inline(inline) => inline_of(inline, path),
        Expression::Select { selector, variants } => {
            let InlineExpression::VariableReference { id } = selector else {
                panic!("{path}: a selector other than a variable");
            };
            let mut out = format!("{SELECT}{}", id.name);
            for v in variants {
                out.push(VARIANT);
                if v.default {
                    out.push('*');
                }
                match &v.key {
                    VariantKey::Identifier { name } => out.push_str(name),
                    VariantKey::NumberLiteral { value } => {
                        let n: i64 = value
                            .parse()
                            .unwrap_or_else(|_| panic!("{path}: key {value} is not an integer"));
                        write!(out, "#{n}").unwrap();
                    }
                }
                out.push(VARIANT_KEY_END);
                out.push_str(&pattern(&v.value, path));
            }
            out.push(SELECT_END);
            out
        }
    }
}

fn inline_of(e: &InlineExpression<&str>, path: &str) -> String {
    match e {
        InlineExpression::StringLiteral { value } if !value.contains('\\') => plain(value, path),
        InlineExpression::VariableReference { id } => format!("{VAR}{}{VAR_END}", id.name),
        InlineExpression::Placeable { expression } => expression_of(expression, path),
        _ => panic!("{path}: only variables, plain strings and selectors are supported"),
    }
}
