//! The app in English, German, Czech, Japanese, Korean and Chinese (Simplified and
//! Traditional), with Project Fluent.
//!
//! Every visible text is a Fluent message in `src/i18n/<lang>/*.ftl`, looked up by its key with
//! [`tr`] or the [`tr!`](crate::tr) macro (which also passes arguments, for plural forms and
//! names). build.rs parses the catalogues into data and [`format`] formats it; the chosen
//! language's messages are gathered once and kept per thread; a missing message falls back
//! to English, then to the key itself, so a bad catalogue never panics the app.

mod format;

use format::{Messages, Pattern};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;

pub use format::{Args, Value};

/// Catalogue files as (file name, text): the `.ftl` sources, for tests and tools.
pub type Files = &'static [(&'static str, &'static str)];

// The messages, in groups, and each language's sources (build.rs): each group is referenced from one place only, so that
// a release build can leave it in the part of the app that needs it (src/part.rs): English
// for the first screens is in the first download, every other group comes with its part.
include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

crate::part!(lang_de, de_core => load_de_core -> Messages, DE_CORE);
crate::part!(lang_cs, cs_core => load_cs_core -> Messages, CS_CORE);
crate::part!(lang_ja, ja_core => load_ja_core -> Messages, JA_CORE);
crate::part!(lang_ko, ko_core => load_ko_core -> Messages, KO_CORE);
crate::part!(lang_zh_hans, zh_hans_core => load_zh_hans_core -> Messages, ZH_HANS_CORE);
crate::part!(lang_zh_hant, zh_hant_core => load_zh_hant_core -> Messages, ZH_HANT_CORE);
crate::part!(more_en, en_more => load_en_more -> Messages, EN_MORE);
crate::part!(more_de, de_more => load_de_more -> Messages, DE_MORE);
crate::part!(more_cs, cs_more => load_cs_more -> Messages, CS_MORE);
crate::part!(more_ja, ja_more => load_ja_more -> Messages, JA_MORE);
crate::part!(more_ko, ko_more => load_ko_more -> Messages, KO_MORE);
crate::part!(more_zh_hans, zh_hans_more => load_zh_hans_more -> Messages, ZH_HANS_MORE);
crate::part!(more_zh_hant, zh_hant_more => load_zh_hant_more -> Messages, ZH_HANT_MORE);
crate::part!(learn_en, en_learn => load_en_learn -> Messages, EN_LEARN);
crate::part!(learn_de, de_learn => load_de_learn -> Messages, DE_LEARN);
crate::part!(learn_cs, cs_learn => load_cs_learn -> Messages, CS_LEARN);
crate::part!(learn_ja, ja_learn => load_ja_learn -> Messages, JA_LEARN);
crate::part!(learn_ko, ko_learn => load_ko_learn -> Messages, KO_LEARN);
crate::part!(learn_zh_hans, zh_hans_learn => load_zh_hans_learn -> Messages, ZH_HANS_LEARN);
crate::part!(learn_zh_hant, zh_hant_learn => load_zh_hant_learn -> Messages, ZH_HANT_LEARN);

/// Which texts a screen needs (the first screens' are there before any screen shows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Texts {
    /// Home, the board and the play screen, the notices any screen shows.
    Core,
    /// The other screens (new game, saved games, review, settings) and the play screen's
    /// extras (the count and the result, keyboard controls, estimate and hints, the
    /// computer's status).
    More,
    /// The lessons and the guide.
    Learn,
}

/// Fetches a group's texts; boxed, so that waiting for any group is written out once.
type Fetch = fn() -> Pin<Box<dyn Future<Output = Result<Messages, crate::part::NotLoaded>>>>;

/// Makes `lang`'s `texts` available to [`tr`], fetching their part of the app the first
/// time (and, for a language other than English, English's too: the fallback).
pub async fn load(lang: Lang, texts: Texts) -> Result<(), crate::part::NotLoaded> {
    let mut wanted = vec![(Lang::En, texts), (lang, texts)];
    wanted.dedup();
    for (lang, texts) in wanted {
        if loaded(lang, texts) {
            continue;
        }
        let fetch: Fetch = match (lang, texts) {
            (Lang::En, Texts::Core) => || Box::pin(async { Ok(EN_CORE) }), // built in: `loaded` says so
            (Lang::De, Texts::Core) => || Box::pin(load_de_core()),
            (Lang::Cs, Texts::Core) => || Box::pin(load_cs_core()),
            (Lang::Ja, Texts::Core) => || Box::pin(load_ja_core()),
            (Lang::Ko, Texts::Core) => || Box::pin(load_ko_core()),
            (Lang::ZhHans, Texts::Core) => || Box::pin(load_zh_hans_core()),
            (Lang::ZhHant, Texts::Core) => || Box::pin(load_zh_hant_core()),
            (Lang::En, Texts::More) => || Box::pin(load_en_more()),
            (Lang::De, Texts::More) => || Box::pin(load_de_more()),
            (Lang::Cs, Texts::More) => || Box::pin(load_cs_more()),
            (Lang::Ja, Texts::More) => || Box::pin(load_ja_more()),
            (Lang::Ko, Texts::More) => || Box::pin(load_ko_more()),
            (Lang::ZhHans, Texts::More) => || Box::pin(load_zh_hans_more()),
            (Lang::ZhHant, Texts::More) => || Box::pin(load_zh_hant_more()),
            (Lang::En, Texts::Learn) => || Box::pin(load_en_learn()),
            (Lang::De, Texts::Learn) => || Box::pin(load_de_learn()),
            (Lang::Cs, Texts::Learn) => || Box::pin(load_cs_learn()),
            (Lang::Ja, Texts::Learn) => || Box::pin(load_ja_learn()),
            (Lang::Ko, Texts::Learn) => || Box::pin(load_ko_learn()),
            (Lang::ZhHans, Texts::Learn) => || Box::pin(load_zh_hans_learn()),
            (Lang::ZhHant, Texts::Learn) => || Box::pin(load_zh_hant_learn()),
        };
        add(lang, texts, fetch().await?);
    }
    Ok(())
}

/// Makes the texts loaded so far (English's, which every language loads beside its own)
/// available in `lang` too: the first screens' and whichever others the screens shown
/// so far needed.
pub async fn load_as_before(lang: Lang) -> Result<(), crate::part::NotLoaded> {
    for texts in [Texts::Core, Texts::More, Texts::Learn] {
        if loaded(Lang::En, texts) {
            load(lang, texts).await?;
        }
    }
    Ok(())
}

/// Whether `lang`'s `texts` are there for [`tr`] (English's first-screen texts always are).
pub fn loaded(lang: Lang, texts: Texts) -> bool {
    !cfg!(tengen_split)
        || (lang, texts) == (Lang::En, Texts::Core)
        || ADDED.with(|a| a.borrow().iter().any(|(l, t, _)| (*l, *t) == (lang, texts)))
}

/// Adds messages to `lang`'s (a part of the app has brought them).
fn add(lang: Lang, texts: Texts, messages: Messages) {
    ADDED.with(|a| a.borrow_mut().push((lang, texts, messages)));
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    De,
    Cs,
    Ja,
    Ko,
    /// Chinese in simplified characters (mainland China, Singapore).
    ZhHans,
    /// Chinese in traditional characters (Taiwan, Hong Kong, Macao).
    ZhHant,
}

crate::json_unit_enum!(Lang {
    En = "en",
    De = "de",
    Cs = "cs",
    Ja = "ja",
    Ko = "ko",
    ZhHans = "zh-Hans",
    ZhHant = "zh-Hant"
});

impl Lang {
    pub const ALL: [Lang; 7] = [
        Lang::En,
        Lang::De,
        Lang::Cs,
        Lang::Ja,
        Lang::Ko,
        Lang::ZhHans,
        Lang::ZhHant,
    ];

    /// The BCP 47 code, as in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Cs => "cs",
            Lang::Ja => "ja",
            Lang::Ko => "ko",
            Lang::ZhHans => "zh-Hans",
            Lang::ZhHant => "zh-Hant",
        }
    }

    /// The language's own name, as a language menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Cs => "Čeština",
            Lang::Ja => "日本語",
            Lang::Ko => "한국어",
            Lang::ZhHans => "简体中文",
            Lang::ZhHant => "繁體中文",
        }
    }

    /// The language of a tag such as `de-AT`, `cs` or `zh-TW`, if the app speaks it.
    /// Chinese goes by its script if the tag names one (`zh-Hant-HK`, `zh-Hans-TW`), else
    /// by its region: Taiwan, Hong Kong and Macao write traditional characters, everyone
    /// else (`zh`, `zh-CN`, `zh-SG`) simplified.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let mut subtags = tag.split(['-', '_']).map(|s| s.to_ascii_lowercase());
        let primary = subtags.next()?;
        if primary == "zh" {
            let rest: Vec<String> = subtags.collect();
            let script = rest.iter().find(|s| s.len() == 4);
            let traditional = match script.map(String::as_str) {
                Some("hant") => true,
                Some(_) => false,
                None => rest
                    .iter()
                    .any(|s| matches!(s.as_str(), "tw" | "hk" | "mo")),
            };
            return Some(if traditional {
                Lang::ZhHant
            } else {
                Lang::ZhHans
            });
        }
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
        let files = match self {
            Lang::En => EN_FILES,
            Lang::De => DE_FILES,
            Lang::Cs => CS_FILES,
            Lang::Ja => JA_FILES,
            Lang::Ko => KO_FILES,
            Lang::ZhHans => ZH_HANS_FILES,
            Lang::ZhHant => ZH_HANT_FILES,
        };
        files.to_vec()
    }

    /// Every message of this language, by key (the app takes them in parts, see [`load`]).
    pub fn messages(self) -> Vec<(&'static str, Pattern)> {
        let groups = match self {
            Lang::En => [EN_CORE, EN_MORE, EN_LEARN],
            Lang::De => [DE_CORE, DE_MORE, DE_LEARN],
            Lang::Cs => [CS_CORE, CS_MORE, CS_LEARN],
            Lang::Ja => [JA_CORE, JA_MORE, JA_LEARN],
            Lang::Ko => [KO_CORE, KO_MORE, KO_LEARN],
            Lang::ZhHans => [ZH_HANS_CORE, ZH_HANS_MORE, ZH_HANS_LEARN],
            Lang::ZhHant => [ZH_HANT_CORE, ZH_HANT_MORE, ZH_HANT_LEARN],
        };
        groups.into_iter().flat_map(format::entries).collect()
    }

    /// Whether the language is written in Chinese characters or Hangul (and so wants its
    /// own fonts and line breaking).
    pub fn cjk(self) -> bool {
        matches!(self, Lang::Ja | Lang::Ko | Lang::ZhHans | Lang::ZhHant)
    }

    /// Whether numbers are written with a decimal comma (6,5) rather than a point (6.5).
    pub fn decimal_comma(self) -> bool {
        matches!(self, Lang::De | Lang::Cs)
    }
}

/// The texts of `lang` that need no part: in a build in parts English's first-screen texts,
/// in one whole module every text.
fn built_in(lang: Lang) -> Vec<(&'static str, Pattern)> {
    if cfg!(tengen_split) {
        match lang {
            Lang::En => format::entries(EN_CORE).collect(),
            _ => Vec::new(),
        }
    } else {
        lang.messages()
    }
}

/// One language's messages, ready to format.
struct Catalogue {
    lang: Lang,
    /// By key (a map rather than a sorted list: the first download has a map's code
    /// already, and would otherwise carry a sort written out for this one list).
    messages: BTreeMap<&'static str, Pattern>,
}

impl Catalogue {
    fn new(lang: Lang) -> Catalogue {
        let added = ADDED.with(|a| {
            a.borrow()
                .iter()
                .filter(|(l, _, _)| *l == lang)
                .flat_map(|&(_, _, messages)| format::entries(messages))
                .collect::<Vec<_>>()
        });
        let mut messages = BTreeMap::new();
        for (key, pattern) in built_in(lang).into_iter().chain(added) {
            messages.insert(key, pattern);
        }
        Catalogue { lang, messages }
    }

    /// The message `key` with `args`, or `None` if this catalogue lacks it.
    fn format(&self, key: &str, args: Option<&Args>) -> Option<String> {
        let pattern = self.messages.get(key)?;
        Some(format::format(self.lang, pattern, args))
    }
}

thread_local! {
    /// The chosen language's catalogue; `None` while that is English, which [`ENGLISH`] serves.
    static CHOSEN: RefCell<Option<Catalogue>> = const { RefCell::new(None) };
    /// English: the app's own language and every other one's fallback, parsed on first use.
    static ENGLISH: RefCell<Catalogue> = RefCell::new(Catalogue::new(Lang::En));
    /// The texts that parts of the app have brought, beside English's first-screen ones.
    static ADDED: RefCell<Vec<(Lang, Texts, Messages)>> = const { RefCell::new(Vec::new()) };
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
pub fn tr_args(key: &str, args: Option<&Args>) -> String {
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
    format::number(language(), value)
}

/// The message `key` of `lang` with `args` as the app formats it, if `lang` has it (for
/// tests comparing with Fluent's own resolver).
pub fn format_in(lang: Lang, key: &str, args: Option<&Args>) -> Option<String> {
    let pattern = lang.messages().into_iter().find(|(k, _)| *k == key)?.1;
    Some(format::format(lang, pattern, args))
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
