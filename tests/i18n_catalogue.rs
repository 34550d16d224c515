//! The translation catalogues: every language has every message with the same arguments, every
//! message is used by the code, every key the code asks for exists, plural forms come out
//! right in each language, and Go's own words are the glossary's (src/i18n/glossary.tsv).

#[path = "i18n/glossary.rs"]
mod glossary;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use tengen::i18n::{self, Lang};
use tengen::tr;

/// Every catalogue folder under src/i18n/, English first: the languages the app speaks and
/// those written before the app is wired to them.
const LANGS: &[&str] = &["en", "de", "cs", "ja", "ko", "zh-Hans", "zh-Hant"];

/// A parsed catalogue file: key (a message's id, or `id.attribute`) -> the `$variables` its
/// text uses.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn parse(code: &str, file: &str, text: &str) -> Messages {
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| {
        panic!("{code}/{file} does not parse: {errors:?}");
    });
    let mut messages = Messages::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let id = message.id.name.to_string();
            let value = message
                .value
                .as_ref()
                .unwrap_or_else(|| panic!("{code}/{file}: message {id} has no text"));
            let keyed = std::iter::once((id.clone(), value)).chain(
                message
                    .attributes
                    .iter()
                    .map(|a| (format!("{id}.{}", a.id.name), &a.value)),
            );
            for (key, pattern) in keyed {
                let mut variables = BTreeSet::new();
                variables_in(pattern, &mut variables);
                assert!(
                    messages.insert(key.clone(), variables).is_none(),
                    "{code}/{file}: {key} is written twice"
                );
            }
        }
    }
    messages
}

/// The `$name` references of a pattern, in its placeables and in every variant of a selector.
fn variables_in(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    fn inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => expression_of(expression, out),
            InlineExpression::FunctionReference { arguments, .. }
            | InlineExpression::TermReference {
                arguments: Some(arguments),
                ..
            } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
                for a in &arguments.named {
                    inline(&a.value, out);
                }
            }
            _ => {}
        }
    }
    fn expression_of(e: &Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            Expression::Inline(e) => inline(e, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    variables_in(&v.value, out);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_of(expression, out);
        }
    }
}

/// A language's catalogue files as (file name, text), read from src/i18n/<code>/.
fn sources(code: &str) -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/i18n")
        .join(code);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| {
            let name = p.file_name().expect("name").to_string_lossy().into_owned();
            (name, std::fs::read_to_string(p).expect("read catalogue"))
        })
        .collect()
}

fn catalogue_of(code: &str) -> BTreeMap<String, Messages> {
    sources(code)
        .iter()
        .map(|(file, text)| (file.clone(), parse(code, file, text)))
        .collect()
}

fn catalogue(lang: Lang) -> BTreeMap<String, Messages> {
    lang.sources()
        .iter()
        .map(|(file, text)| (file.to_string(), parse(lang.code(), file, text)))
        .collect()
}

/// Every Rust source file under `src/`, as one text.
fn source_text() -> String {
    fn walk(dir: &Path, out: &mut String) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("read src")
            .map(|e| e.expect("dir entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push_str(&std::fs::read_to_string(&path).expect("read source"));
                out.push('\n');
            }
        }
    }
    let mut out = String::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

/// The keys the code asks for: the first string argument of `tr(`, `tr!(`, `tr_args(` and
/// the lesson texts' `t(`, each a name of its own (not the end of a longer name).
fn keys_in_code(source: &str) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for opener in ["tr(\"", "tr!(\"", "tr_args(\"", "t(\""] {
        let mut from = 0;
        while let Some(at) = source[from..].find(opener) {
            let start = from + at;
            from = start + opener.len();
            let before = source[..start].chars().next_back().unwrap_or(' ');
            if before.is_ascii_alphanumeric() || before == '_' || before == '.' {
                continue;
            }
            let key: String = source[from..].chars().take_while(|c| *c != '"').collect();
            keys.insert(key);
        }
    }
    keys
}

/// Every key (message and attribute) of English is in each of the seven catalogues and no
/// other, and each uses exactly English's `$variables`.
#[test]
fn every_language_has_the_same_messages_with_the_same_arguments() {
    let english = catalogue_of("en");
    assert!(english.values().map(Messages::len).sum::<usize>() > 900);
    for code in &LANGS[1..] {
        let other = catalogue_of(code);
        assert_eq!(
            english.keys().collect::<Vec<_>>(),
            other.keys().collect::<Vec<_>>(),
            "{code} has other catalogue files than English",
        );
        for (file, messages) in &english {
            let translated = &other[file];
            let missing: Vec<_> = messages
                .keys()
                .filter(|k| !translated.contains_key(*k))
                .collect();
            let extra: Vec<_> = translated
                .keys()
                .filter(|k| !messages.contains_key(*k))
                .collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{code}/{file}: missing {missing:?}, not in English {extra:?}",
            );
            let differ: Vec<String> = messages
                .iter()
                .filter(|(id, variables)| *variables != &translated[*id])
                .map(|(id, variables)| {
                    format!("{id}: {variables:?} in English, {:?}", translated[id])
                })
                .collect();
            assert!(
                differ.is_empty(),
                "{code}/{file}: messages using other arguments than in English:\n{}",
                differ.join("\n")
            );
        }
    }
}

#[test]
fn every_message_is_used_and_every_key_used_exists() {
    let english = catalogue(Lang::En);
    let all: BTreeSet<String> = english
        .values()
        .flat_map(|messages| messages.keys().cloned())
        .collect();
    let source = source_text();
    let unused: Vec<_> = all
        .iter()
        .filter(|id| !source.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
    let unknown: Vec<_> = keys_in_code(&source)
        .into_iter()
        .filter(|key| !all.contains(key))
        .collect();
    assert!(
        unknown.is_empty(),
        "keys the code asks for that English lacks: {unknown:?}"
    );
}

#[test]
fn every_message_formats_without_errors_in_every_language() {
    for lang in Lang::ALL {
        let id = lang.code().parse().expect("language id");
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        for (file, text) in lang.sources() {
            let resource = FluentResource::try_new(text.to_string())
                .unwrap_or_else(|(_, e)| panic!("{}/{file} does not parse: {e:?}", lang.code()));
            bundle
                .add_resource(resource)
                .unwrap_or_else(|e| panic!("{}/{file}: {e:?}", lang.code()));
        }
        for messages in catalogue(lang).values() {
            for (id, variables) in messages {
                for sample in [0.0, 1.0, 2.0, 5.0, 1.5, 22.0] {
                    let mut args = FluentArgs::new();
                    for name in variables {
                        args.set(name.as_str(), sample);
                    }
                    let pattern = bundle
                        .get_message(id)
                        .and_then(|m| m.value())
                        .expect("message has a value");
                    let mut errors = Vec::new();
                    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                    assert!(
                        errors.is_empty() && !text.trim().is_empty(),
                        "{}: {id} with {sample}: {errors:?}",
                        lang.code()
                    );
                }
            }
        }
    }
}

#[test]
fn switching_the_language_changes_the_text_and_numbers() {
    i18n::set_language(Lang::En);
    let english = tr!("home-new-game");
    i18n::set_language(Lang::De);
    let german = tr!("home-new-game");
    i18n::set_language(Lang::Cs);
    let czech = tr!("home-new-game");
    assert_ne!(english, german);
    assert_ne!(german, czech);
    assert_eq!(i18n::number(6.5), "6,5");
    i18n::set_language(Lang::En);
    assert_eq!(i18n::number(6.5), "6.5");
    assert_eq!(tr!("no-such-message"), "no-such-message");
}

#[test]
fn the_browser_language_picks_the_app_language() {
    assert_eq!(Lang::detect(["de-AT", "en"]), Lang::De);
    assert_eq!(Lang::detect(["fr", "cs-CZ"]), Lang::Cs);
    assert_eq!(Lang::detect(["fr", "it"]), Lang::En);
    assert_eq!(Lang::detect([]), Lang::En);
    assert_eq!(Lang::detect(["ja-JP", "en"]), Lang::Ja);
    assert_eq!(Lang::detect(["fr", "ko"]), Lang::Ko);
    for (tag, lang) in [
        ("zh-TW", Lang::ZhHant),
        ("zh-HK", Lang::ZhHant),
        ("zh_MO", Lang::ZhHant),
        ("zh-Hant", Lang::ZhHant),
        ("zh-Hant-CN", Lang::ZhHant),
        ("zh-CN", Lang::ZhHans),
        ("zh-SG", Lang::ZhHans),
        ("zh", Lang::ZhHans),
        ("zh-Hans", Lang::ZhHans),
        ("zh-Hans-HK", Lang::ZhHans),
    ] {
        assert_eq!(Lang::detect(["fr", tag, "en"]), lang, "{tag}");
    }
}

/// The app speaks every language that has a catalogue folder, with the folder's files, and
/// a stored choice reads back as the same language.
#[test]
fn every_catalogue_folder_is_a_language_of_the_app() {
    let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(codes, LANGS);
    for lang in Lang::ALL {
        let built: Vec<(String, String)> = lang
            .sources()
            .iter()
            .map(|(f, t)| (f.to_string(), t.to_string()))
            .collect();
        let mut built = built;
        built.sort();
        assert_eq!(built, sources(lang.code()), "{}", lang.code());
        assert_eq!(Lang::from_tag(lang.code()), Some(lang));
        let stored = tengen::json::ToJson::to_json(&lang);
        assert_eq!(tengen::json::FromJson::from_json(&stored), Some(lang));
    }
}

#[test]
fn captured_stones_take_the_plural_form_of_each_language() {
    let captured = |count: f64| {
        tr!(
            "play-played-captured-white",
            color = "X",
            point = "D4",
            count = count
        )
    };
    i18n::set_language(Lang::Cs);
    assert!(captured(1.0).contains("1 bílý kámen"), "{}", captured(1.0));
    assert!(captured(2.0).contains("2 bílé kameny"), "{}", captured(2.0));
    assert!(
        captured(5.0).contains("5 bílých kamenů"),
        "{}",
        captured(5.0)
    );
    i18n::set_language(Lang::De);
    assert!(
        captured(1.0).contains("1 weißen Stein."),
        "{}",
        captured(1.0)
    );
    assert!(
        captured(2.0).contains("2 weiße Steine"),
        "{}",
        captured(2.0)
    );
    i18n::set_language(Lang::Ja);
    assert_eq!(captured(1.0), "XがD4に打ち、白石を1個取りました。");
    i18n::set_language(Lang::ZhHans);
    assert!(captured(3.0).contains("3 颗白子"), "{}", captured(3.0));
    i18n::set_language(Lang::En);
    assert_eq!(captured(1.0), "X played D4 and captured 1 white stone.");
    assert_eq!(captured(3.0), "X played D4 and captured 3 white stones.");
}

/// The app formats every message as Fluent's own resolver does (the app carries no Fluent:
/// build.rs parses the catalogues, `i18n::format` formats them), in every language, with
/// numbers that pick every plural form (whole, fractional, exact keys) and with strings.
#[test]
fn the_app_formats_every_message_as_fluent_does() {
    let numbers = [
        0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 11.0, 21.0, 22.0, 100.0, 0.5, 1.5, 6.5, 7.25,
    ];
    let strings = ["yes", "no", "Black", "Tengen level 3"];
    let mut checked = 0;
    for lang in Lang::ALL {
        let id = lang.code().parse().expect("language id");
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        if lang.decimal_comma() {
            bundle.set_formatter(Some(|v: &fluent_bundle::FluentValue, _: &_| match v {
                fluent_bundle::FluentValue::Number(n) => Some(n.as_string().replace('.', ",")),
                _ => None,
            }));
        }
        let mut variables = BTreeMap::new();
        for (file, text) in lang.sources() {
            let resource = FluentResource::try_new(text.to_string()).expect("parses");
            bundle.add_resource(resource).expect("no duplicates");
            variables.extend(parse(lang.code(), file, text));
        }
        for (key, names) in &variables {
            let fluent = |args: Option<&FluentArgs>| {
                let pattern = bundle
                    .get_message(key)
                    .and_then(|m| m.value())
                    .expect("value");
                let mut errors = Vec::new();
                bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned()
            };
            let ours = |args: Option<&i18n::Args>| {
                i18n::format_in(lang, key, args).unwrap_or_else(|| panic!("{key} missing"))
            };
            assert_eq!(
                ours(None),
                fluent(None),
                "{}: {key} without arguments",
                lang.code()
            );
            let values = numbers
                .iter()
                .map(|&n| i18n::Value::Number(n))
                .chain(strings.iter().map(|&s| i18n::Value::Text(s.to_string())));
            for value in values {
                let mut theirs = FluentArgs::new();
                let mut mine = i18n::Args::new();
                for name in names {
                    let name: &'static str = Box::leak(name.clone().into_boxed_str());
                    match &value {
                        i18n::Value::Number(n) => theirs.set(name, *n),
                        i18n::Value::Text(s) => theirs.set(name, s.clone()),
                    }
                    mine.set(name, value.clone());
                }
                assert_eq!(
                    ours(Some(&mine)),
                    fluent(Some(&theirs)),
                    "{}: {key} with {value:?}",
                    lang.code()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "only {checked} formattings compared");
}

/// The terms the glossary must cover (issue 59), by their `term` cell.
const GLOSSARY_TERMS: &[&str] = &[
    "go",
    "stone",
    "black",
    "white",
    "board",
    "move",
    "pass",
    "atari",
    "capture",
    "liberty",
    "ko",
    "superko",
    "seki",
    "komi",
    "territory",
    "area",
    "count",
    "dead",
    "alive",
    "eye",
    "false eye",
    "ladder",
    "net",
    "snapback",
    "throw-in",
    "capturing race",
    "handicap",
    "resign",
    "win by points",
    "byo-yomi",
    "life and death",
    "vital point",
    "group",
    "connect",
    "cut",
    "escape",
    "hane",
    "tenuki",
    "hint",
    "review",
    "problem",
    "lesson",
    "rules",
    "japanese rules",
    "chinese rules",
    "aga rules",
];

/// Every row of the glossary names its source and has a word in English and each of the
/// four languages it binds, and every term the issue names is there.
#[test]
fn the_glossary_names_a_source_and_a_word_for_every_term() {
    let glossary = glossary::glossary();
    for term in &glossary {
        assert!(
            term.source.chars().filter(|c| c.is_alphanumeric()).count() >= 5,
            "glossary: {} names no source",
            term.name
        );
        assert!(
            !term.en.is_empty(),
            "glossary: {} has no English",
            term.name
        );
        for lang in glossary::CJK {
            assert!(
                !term.words[lang].is_empty(),
                "glossary: {} has no word in {lang}",
                term.name
            );
        }
    }
    let names: BTreeSet<&str> = glossary.iter().map(|t| t.name.as_str()).collect();
    let missing: Vec<_> = GLOSSARY_TERMS
        .iter()
        .filter(|t| !names.contains(**t))
        .collect();
    assert!(missing.is_empty(), "glossary lacks {missing:?}");
    assert_eq!(names.len(), glossary.len(), "a term is written twice");
}

/// The English matching of the glossary test, on sentences that show each of its rules.
#[test]
fn the_glossary_matches_english_words_as_documented() {
    let glossary = glossary::glossary();
    let names = |text: &str| -> Vec<String> {
        glossary::terms_in(text, &glossary)
            .iter()
            .map(|t| t.name.clone())
            .collect()
    };
    assert_eq!(names("A capturing race."), ["capturing race"]);
    assert_eq!(names("No self-capture"), ["self-capture"]);
    assert_eq!(names("A false eye"), ["false eye"]);
    assert_eq!(names("a first-capture game"), ["capture"]);
    assert_eq!(names("The link is cut short."), Vec::<String>::new());
    assert_eq!(names("Cut or connect"), ["connect", "cut"]);
    assert_eq!(names("Go to the top row"), Vec::<String>::new());
    assert_eq!(names("New to Go?"), ["go"]);
    assert_eq!(names("Superko, not ko."), ["ko", "superko"]);
    assert_eq!(names("Keyboard"), Vec::<String>::new());
    assert_eq!(names("the ladder's own scale"), Vec::<String>::new());
    assert_eq!(names("Ladders and nets"), ["ladder", "net"]);
}

/// Wherever an English message uses a glossary term, the same message in Japanese, Korean
/// and Chinese uses the glossary's word (tests/i18n/glossary.rs says how English is
/// matched); every exception listed there is still needed.
#[test]
fn every_catalogue_uses_the_glossary_words_where_english_uses_the_term() {
    let glossary = glossary::glossary();
    let texts_of = |code: &str| -> BTreeMap<String, String> {
        sources(code)
            .iter()
            .flat_map(|(_, text)| glossary::texts(text))
            .collect()
    };
    let english = texts_of("en");
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut exceptions_used = BTreeSet::new();
    for lang in glossary::CJK.iter().filter(|l| LANGS.contains(l)) {
        let translated = texts_of(lang);
        for (key, text) in &english {
            let Some(theirs) = translated.get(key) else {
                failures.push(format!("{lang}: {key} is missing"));
                continue;
            };
            for term in glossary::terms_in(text, &glossary) {
                let words = &term.words[*lang];
                checked += 1;
                if words.iter().any(|w| theirs.contains(w.as_str())) {
                    continue;
                }
                let excepted = glossary::EXCEPTIONS.iter().position(|&(t, k, l, _)| {
                    (t, k) == (term.name.as_str(), key) && (l == *lang || l == "*")
                });
                match excepted {
                    Some(at) => {
                        exceptions_used.insert(at);
                    }
                    None => failures.push(format!(
                        "{lang}: {key} says {:?} in English but not {}: {theirs:?}",
                        term.name,
                        words.join(" / ")
                    )),
                }
            }
        }
    }
    for (at, exception) in glossary::EXCEPTIONS.iter().enumerate() {
        let applies = exception.2 == "*" || LANGS.contains(&exception.2);
        if applies && !exceptions_used.contains(&at) {
            failures.push(format!("exception no longer needed: {exception:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} uses of a term differ from the glossary:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        checked >= 300 * LANGS.iter().filter(|l| glossary::CJK.contains(l)).count(),
        "only {checked} uses of a term checked"
    );
}

/// Words that stay in Latin letters in every language: names, file formats, units, keys
/// on the keyboard, SGF's property names and the words an SGF file marks answers with.
const LATIN_WORDS: &[&str] = &[
    "Tengen", "KataGo", "GNU", "Go", "AGA", "SGF", "sgf", "RU", "KM", "TG", "TE", "AB", "AW", "AE",
    "RIGHT", "Correct", "MB", "KB", "QR", "ID", "OK", "MIT", "David", "Wu", "iPhone", "iPad",
    "Safari", "Enter", "Space", "Home", "End", "Page", "Up", "Down", "Escape",
];

/// No English is left in the Japanese, Korean and Chinese catalogues: every word in Latin
/// letters is a name or a key of the list above.
#[test]
fn no_english_is_left_in_japanese_korean_or_chinese() {
    let mut left = Vec::new();
    let mut words = 0;
    for lang in glossary::CJK {
        for (_, text) in sources(lang) {
            for (key, said) in glossary::texts(&text) {
                for word in said
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|w| w.len() >= 2)
                {
                    words += 1;
                    if !LATIN_WORDS.contains(&word) {
                        left.push(format!("{lang}: {key}: {word}"));
                    }
                }
            }
        }
    }
    assert!(words > 100, "only {words} Latin words seen");
    assert!(left.is_empty(), "English left:\n{}", left.join("\n"));
}

/// The rule texts' file numbers ("004", "text 001": the names of the texts the presets were
/// built from) are nowhere a player reads: each preset names its source in words a player
/// recognises (issue 57). Comments, which no screen shows, may name them.
#[test]
fn no_file_numbers_on_any_screen() {
    let numbers = |line: &str| -> Vec<String> {
        let mut found = Vec::new();
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let run = chars[i..].iter().take_while(|c| c.is_ascii_digit()).count();
            let bounded = i == 0 || !chars[i - 1].is_alphanumeric();
            let ends = chars.get(i + run).is_none_or(|c| !c.is_alphanumeric());
            if run == 3 && chars[i] == '0' && bounded && ends {
                found.push(chars[i..i + run].iter().collect());
            }
            i += run.max(1);
        }
        found
    };
    assert_eq!(numbers("Follows: 004 (AGA area guide)"), ["004"]);
    assert_eq!(numbers("time topped up (text 001)"), ["001"]);
    assert!(numbers("9x9, 19x19, 1989, 0.5, x007, 0075").is_empty());
    let mut shown = Vec::new();
    for lang in Lang::ALL {
        for (file, text) in lang.sources() {
            for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                if !numbers(line).is_empty() {
                    shown.push(format!("{}/{file}: {line}", lang.code()));
                }
            }
        }
    }
    assert!(
        shown.is_empty(),
        "file numbers shown to players: {shown:#?}"
    );
}
