//! The app in English, German and Czech, with Project Fluent.
//!
//! Every visible text is a Fluent message in `src/i18n/<lang>/*.ftl`, looked up by its key with
//! [`tr`] or the [`tr!`](crate::tr) macro (which also passes arguments, for plural forms and
//! names). The chosen language's bundle is built once and kept per thread; a missing message
//! falls back to English, then to the key itself, so a bad catalogue never panics the app.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

pub use fluent_bundle::FluentArgs as Args;

/// Catalogue files as (file name, text), included in the binary (no network at run time).
pub type Files = &'static [(&'static str, &'static str)];

/// `files!("de", "app.ftl", ...)`: those files of one language's catalogue.
macro_rules! files {
    ($lang:literal, $($file:literal),+) => {
        &[$(($file, include_str!(concat!($lang, "/", $file)))),+]
    };
}

// Each group is referenced from one place only, so that a release build can leave it in the
// part of the app that needs it (src/parts.rs): English for the first screens is in the
// first download, every other group comes with its part.
const EN_CORE: Files = files!("en", "app.ftl", "new-game.ftl", "play.ftl", "saved.ftl");
const DE_CORE: Files = files!("de", "app.ftl", "new-game.ftl", "play.ftl", "saved.ftl");
const CS_CORE: Files = files!("cs", "app.ftl", "new-game.ftl", "play.ftl", "saved.ftl");
const EN_LEARN: Files = files!("en", "learn.ftl", "lessons.ftl");
const DE_LEARN: Files = files!("de", "learn.ftl", "lessons.ftl");
const CS_LEARN: Files = files!("cs", "learn.ftl", "lessons.ftl");

crate::part!(lang_de, de_core => load_de_core -> Files, DE_CORE);
crate::part!(lang_cs, cs_core => load_cs_core -> Files, CS_CORE);
crate::part!(learn_en, en_learn => load_en_learn -> Files, EN_LEARN);
crate::part!(learn_de, de_learn => load_de_learn -> Files, DE_LEARN);
crate::part!(learn_cs, cs_learn => load_cs_learn -> Files, CS_LEARN);

/// Which texts a screen needs beside the first screens' (which every language has).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Texts {
    /// Home, a game, the saved games, settings.
    Core,
    /// The lessons and the guide.
    Learn,
}

/// Makes `lang`'s `texts` available to [`tr`], fetching their part of the app the first
/// time (and, for a language other than English, English's too: the fallback).
pub async fn load(lang: Lang, texts: Texts) -> Result<(), crate::part::NotLoaded> {
    if !cfg!(tengen_split) {
        return Ok(()); // one whole module: every text is built in
    }
    let mut wanted = vec![(Lang::En, texts), (lang, texts)];
    wanted.dedup();
    for (lang, texts) in wanted {
        if LOADED.with(|l| l.borrow().contains(&(lang, texts))) {
            continue;
        }
        let files = match (lang, texts) {
            (Lang::En, Texts::Core) => EN_CORE,
            (Lang::De, Texts::Core) => load_de_core().await?,
            (Lang::Cs, Texts::Core) => load_cs_core().await?,
            (Lang::En, Texts::Learn) => load_en_learn().await?,
            (Lang::De, Texts::Learn) => load_de_learn().await?,
            (Lang::Cs, Texts::Learn) => load_cs_learn().await?,
        };
        add(lang, texts, files);
    }
    Ok(())
}

/// Whether `lang`'s `texts` are there for [`tr`] (English's first-screen texts always are).
pub fn loaded(lang: Lang, texts: Texts) -> bool {
    !cfg!(tengen_split)
        || (lang, texts) == (Lang::En, Texts::Core)
        || LOADED.with(|l| l.borrow().contains(&(lang, texts)))
}

/// Adds catalogue files to `lang`'s messages (a part of the app has brought them).
fn add(lang: Lang, texts: Texts, files: Files) {
    LOADED.with(|l| l.borrow_mut().push((lang, texts)));
    ADDED.with(|a| a.borrow_mut().push((lang, files)));
    if lang == Lang::En {
        ENGLISH.with(|english| *english.borrow_mut() = Catalogue::new(Lang::En));
    }
    CHOSEN.with(|chosen| {
        let mut chosen = chosen.borrow_mut();
        if chosen.as_ref().is_some_and(|c| c.lang == lang) {
            *chosen = Some(Catalogue::new(lang));
        }
    });
}

/// A language the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "de")]
    De,
    #[serde(rename = "cs")]
    Cs,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Cs];

    /// The BCP 47 code, as in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Cs => "cs",
        }
    }

    /// The language's own name, as a language menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Cs => "Čeština",
        }
    }

    /// The language of a tag such as `de-AT` or `cs`, if the app speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }

    /// The first of the browser's preferred languages that the app speaks; English otherwise.
    pub fn detect<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// Every catalogue file of this language, as (file name, text) (for tests and tools:
    /// the app takes them in parts, see [`load`]).
    pub fn sources(self) -> Vec<(&'static str, &'static str)> {
        let (core, learn) = match self {
            Lang::En => (EN_CORE, EN_LEARN),
            Lang::De => (DE_CORE, DE_LEARN),
            Lang::Cs => (CS_CORE, CS_LEARN),
        };
        core.iter().chain(learn).copied().collect()
    }

    /// Whether numbers are written with a decimal comma (6,5) rather than a point (6.5).
    fn decimal_comma(self) -> bool {
        self != Lang::En
    }
}

/// The texts of `lang` that need no part: in a build in parts English's first-screen texts,
/// in one whole module every text.
fn built_in(lang: Lang) -> Vec<(&'static str, &'static str)> {
    if cfg!(tengen_split) {
        match lang {
            Lang::En => EN_CORE.to_vec(),
            _ => Vec::new(),
        }
    } else {
        lang.sources()
    }
}

/// One language's messages, ready to format.
struct Catalogue {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl Catalogue {
    fn new(lang: Lang) -> Catalogue {
        let id = lang
            .code()
            .parse()
            .unwrap_or_else(|_| unic_langid::langid!("en"));
        let mut bundle = FluentBundle::new(vec![id]);
        // Tests and screen readers compare plain text: no bidi isolation marks around arguments.
        bundle.set_use_isolating(false);
        if lang.decimal_comma() {
            bundle.set_formatter(Some(decimal_comma));
        }
        let added = ADDED.with(|a| {
            a.borrow()
                .iter()
                .filter(|(l, _)| *l == lang)
                .flat_map(|(_, files)| files.iter())
                .copied()
                .collect::<Vec<_>>()
        });
        for (_, text) in built_in(lang).iter().chain(&added) {
            // A syntax error loses only the broken entries (the parser skips them); the
            // catalogue test reports it.
            let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
        Catalogue { lang, bundle }
    }

    /// The message `key` with `args`, or `None` if this catalogue lacks it.
    fn format(&self, key: &str, args: Option<&FluentArgs>) -> Option<String> {
        let pattern = self.bundle.get_message(key)?.value()?;
        let mut errors = Vec::new();
        Some(
            self.bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    }
}

/// Numbers as German and Czech write them: 6,5.
fn decimal_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(n.as_string().replace('.', ",")),
        _ => None,
    }
}

thread_local! {
    /// The chosen language's catalogue; `None` while that is English, which [`ENGLISH`] serves.
    static CHOSEN: RefCell<Option<Catalogue>> = const { RefCell::new(None) };
    /// English: the app's own language and every other one's fallback, parsed on first use.
    static ENGLISH: RefCell<Catalogue> = RefCell::new(Catalogue::new(Lang::En));
    /// The texts that parts of the app have brought, beside English's first-screen ones.
    static ADDED: RefCell<Vec<(Lang, Files)>> = const { RefCell::new(Vec::new()) };
    static LOADED: RefCell<Vec<(Lang, Texts)>> = const { RefCell::new(Vec::new()) };
}

/// Switches every later lookup on this thread to `lang`.
pub fn set_language(lang: Lang) {
    if language() != lang {
        let catalogue = (lang != Lang::En).then(|| Catalogue::new(lang));
        CHOSEN.with(|chosen| *chosen.borrow_mut() = catalogue);
    }
}

/// The language lookups use now.
pub fn language() -> Lang {
    CHOSEN.with(|chosen| chosen.borrow().as_ref().map_or(Lang::En, |c| c.lang))
}

/// The message `key` in the current language.
pub fn tr(key: &str) -> String {
    tr_args(key, None)
}

/// The message `key` with arguments in the current language; English if the current catalogue
/// lacks it, and the key itself if English does too.
pub fn tr_args(key: &str, args: Option<&FluentArgs>) -> String {
    CHOSEN
        .with(|chosen| chosen.borrow().as_ref().and_then(|c| c.format(key, args)))
        .or_else(|| ENGLISH.with(|english| english.borrow().format(key, args)))
        .unwrap_or_else(|| key.to_string())
}

/// The message `key` in English, whatever language is chosen (for the engine's and the
/// importer's own English texts), and the key itself if English lacks it.
pub fn english(key: &str) -> String {
    ENGLISH
        .with(|english| english.borrow().format(key, None))
        .unwrap_or_else(|| key.to_string())
}

/// A number as the current language writes it (`6.5`, `6,5`).
pub fn number(value: f64) -> String {
    let text = fluent_bundle::types::FluentNumber::from(value).as_string();
    if language().decimal_comma() {
        text.replace('.', ",")
    } else {
        text.into_owned()
    }
}

/// Looks up a message by its key literal, with named arguments (`count = 3`) if it has any.
#[macro_export]
macro_rules! tr {
    ($key:literal) => {
        $crate::i18n::tr($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($name), $value); )+
        $crate::i18n::tr_args($key, Some(&args))
    }};
}
