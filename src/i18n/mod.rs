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

/// Every catalogue file of one language, included in the binary (no network at run time).
macro_rules! catalogue {
    ($lang:literal) => {
        &[
            ("app.ftl", include_str!(concat!($lang, "/app.ftl"))),
            (
                "new-game.ftl",
                include_str!(concat!($lang, "/new-game.ftl")),
            ),
            ("play.ftl", include_str!(concat!($lang, "/play.ftl"))),
            ("saved.ftl", include_str!(concat!($lang, "/saved.ftl"))),
            ("learn.ftl", include_str!(concat!($lang, "/learn.ftl"))),
            ("lessons.ftl", include_str!(concat!($lang, "/lessons.ftl"))),
        ]
    };
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

    /// The catalogue files of this language, as (file name, text).
    pub fn sources(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::En => catalogue!("en"),
            Lang::De => catalogue!("de"),
            Lang::Cs => catalogue!("cs"),
        }
    }

    /// Whether numbers are written with a decimal comma (6,5) rather than a point (6.5).
    fn decimal_comma(self) -> bool {
        self != Lang::En
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
        for (_, text) in lang.sources() {
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
    static ENGLISH: Catalogue = Catalogue::new(Lang::En);
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
        .or_else(|| ENGLISH.with(|english| english.format(key, args)))
        .unwrap_or_else(|| key.to_string())
}

/// The message `key` in English, whatever language is chosen (for the engine's and the
/// importer's own English texts), and the key itself if English lacks it.
pub fn english(key: &str) -> String {
    ENGLISH
        .with(|english| english.format(key, None))
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
