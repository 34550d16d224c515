//! The translation catalogues: every language has every message with the same arguments, every
//! message is used by the code, every key the code asks for exists, and plural forms come out
//! right in each language.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use tengen::i18n::{self, Lang};
use tengen::tr;

/// A parsed catalogue file: message id -> the `$variables` its text uses.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn parse(lang: Lang, file: &str, text: &str) -> Messages {
    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(_, errors)| {
        panic!("{}/{file} does not parse: {errors:?}", lang.code());
    });
    let mut messages = Messages::new();
    for entry in resource.entries() {
        if let fluent_syntax::ast::Entry::Message(message) = entry {
            let id = message.id.name.to_string();
            assert!(
                message.value.is_some(),
                "{}/{file}: message {id} has no text",
                lang.code()
            );
            let variables = variables_in(text, &id);
            assert!(
                messages.insert(id.clone(), variables).is_none(),
                "{}/{file}: message {id} is written twice",
                lang.code()
            );
        }
    }
    messages
}

/// The `$name` references in the entry `id` of an FTL text (its first line and the indented
/// lines under it).
fn variables_in(text: &str, id: &str) -> BTreeSet<String> {
    let mut lines = text.lines().skip_while(|line| {
        line.split_once('=')
            .is_none_or(|(name, _)| name.trim() != id || line.starts_with(' '))
    });
    let mut body = lines.next().unwrap_or_default().to_string();
    for line in lines.take_while(|line| line.starts_with(' ') || line.is_empty()) {
        body.push('\n');
        body.push_str(line);
    }
    let mut variables = BTreeSet::new();
    let mut rest = body.as_str();
    while let Some(at) = rest.find('$') {
        rest = &rest[at + 1..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        variables.insert(name);
    }
    variables
}

fn catalogue(lang: Lang) -> BTreeMap<&'static str, Messages> {
    lang.sources()
        .iter()
        .map(|(file, text)| (*file, parse(lang, file, text)))
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

#[test]
fn every_language_has_the_same_messages_with_the_same_arguments() {
    let english = catalogue(Lang::En);
    for lang in [Lang::De, Lang::Cs] {
        let other = catalogue(lang);
        assert_eq!(
            english.keys().collect::<Vec<_>>(),
            other.keys().collect::<Vec<_>>(),
            "{} has other catalogue files than English",
            lang.code()
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
                "{}/{file}: missing {missing:?}, not in English {extra:?}",
                lang.code()
            );
            for (id, variables) in messages {
                assert_eq!(
                    variables,
                    &translated[id],
                    "{}/{file}: {id} uses other arguments than in English",
                    lang.code()
                );
            }
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
        if lang != Lang::En {
            bundle.set_formatter(Some(|v: &fluent_bundle::FluentValue, _: &_| match v {
                fluent_bundle::FluentValue::Number(n) => Some(n.as_string().replace('.', ",")),
                _ => None,
            }));
        }
        let mut variables = BTreeMap::new();
        for (file, text) in lang.sources() {
            let resource = FluentResource::try_new(text.to_string()).expect("parses");
            bundle.add_resource(resource).expect("no duplicates");
            variables.extend(parse(lang, file, text));
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
