//! What the saved-games layer and the SGF reader report, in the player's language. The plain
//! Rust modules (`saved`, `sgf`) keep their English `Display` for GTP and tests; here each
//! typed reason becomes a message.

use crate::engine::{Color, ReplayError};
use crate::i18n::{language, tr_args, Args, Lang};
use crate::saved::{DamageReason, SaveError, StorageError};
use crate::sgf::share::ShareError;
use crate::sgf::{ImportWarning, SgfError, SyntaxFault, MAX_DEPTH};
use crate::tr;

/// `count` as a Fluent number, for plural forms.
fn n(count: usize) -> i64 {
    i64::try_from(count).unwrap_or(i64::MAX)
}

/// A calendar day as the current language writes it: `2026-11-30`, `30.11.2026`,
/// `30. 11. 2026`, `2026年11月30日`, `2026. 11. 30.`.
pub fn day(ms: f64) -> String {
    let (year, month, day) = civil_day(ms);
    match language() {
        Lang::En => format!("{year:04}-{month:02}-{day:02}"),
        Lang::De => format!("{day:02}.{month:02}.{year:04}"),
        Lang::Cs => format!("{day}. {month}. {year}"),
        Lang::Ja | Lang::ZhHans | Lang::ZhHant => format!("{year}年{month}月{day}日"),
        Lang::Ko => format!("{year}. {month}. {day}."),
    }
}

/// "12 moves", with the language's plural forms.
pub fn moves(count: usize) -> String {
    tr!("saved-moves", count = n(count))
}

/// Why the browser's storage refused.
pub fn storage_error(e: &StorageError) -> String {
    match e {
        StorageError::QuotaExceeded => tr!("storage-full"),
        StorageError::Unavailable => tr!("storage-unavailable"),
        StorageError::Other(detail) => tr!("storage-other", detail = detail.clone()),
    }
}

/// Why a game was not saved.
pub fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::Storage(e) => storage_error(e),
        SaveError::NewerRevisionStored { .. } => tr!("storage-changed-in-another-tab"),
        SaveError::WrittenByNewerVersion(format) => {
            tr!("storage-newer-version", format = i64::from(*format))
        }
        // Said by the play screen, in the first download: the move's own words, not the
        // import's or the saved games' (which load later).
        SaveError::DoesNotReplay(ReplayError::Event { error, .. }) => tr!(
            "storage-does-not-replay",
            detail = crate::ui::words::move_error(*error)
        ),
        SaveError::DoesNotReplay(ReplayError::Setup(_)) | SaveError::Damaged(_) => {
            crate::i18n::tr("storage-stored-copy-damaged")
        }
        SaveError::EmptyId => tr!("storage-no-id"),
        SaveError::DeletedElsewhere => tr!("play-deleted-elsewhere"),
    }
}

/// Why a stored game does not open.
pub fn damage_reason(reason: &DamageReason) -> String {
    match reason {
        // The details a reason carries are the developers' English (logs, tests): the
        // player reads the catalogues' clause for its kind.
        DamageReason::BadShape(_) => tr!(
            "saved-damaged-incomplete",
            detail = crate::ui::stored::why(reason)
        ),
        DamageReason::NewerSchema(format) => {
            tr!("saved-damaged-newer-version", format = i64::from(*format))
        }
        DamageReason::DoesNotReplay(e) => replay_error(e),
        DamageReason::NotJson(_) | DamageReason::CutShort | DamageReason::Absurd(_) => {
            tr!(
                "saved-damaged-not-json",
                detail = crate::ui::stored::why(reason)
            )
        }
    }
}

/// Why text is not an SGF record.
fn syntax_fault(fault: &SyntaxFault) -> String {
    match fault {
        SyntaxFault::NoOpening => tr!("import-fault-no-opening"),
        SyntaxFault::UnclosedValue => tr!("import-fault-unclosed-value"),
        SyntaxFault::UnopenedTree => tr!("import-fault-unopened-tree"),
        SyntaxFault::UnclosedTree => tr!("import-fault-unclosed-tree"),
        SyntaxFault::NoGameTree => tr!("import-fault-no-game-tree"),
        SyntaxFault::NoGame => tr!("import-fault-no-game"),
        // The parser's own words.
        SyntaxFault::Other(words) => words.clone(),
    }
}

/// Why SGF text could not be imported.
pub fn sgf_error(e: &SgfError) -> String {
    match e {
        SgfError::TooLarge { bytes } => tr!("import-too-large", kb = n(bytes / 1024)),
        SgfError::Malformed {
            reason,
            at: Some((line, column)),
        } => tr!(
            "import-malformed-at",
            reason = syntax_fault(reason),
            line = n(*line),
            column = n(*column)
        ),
        SgfError::Malformed { reason, at: None } => {
            tr!("import-malformed", reason = syntax_fault(reason))
        }
        SgfError::TooDeep { depth } => {
            tr!("import-too-deep", depth = n(*depth), max = n(MAX_DEPTH))
        }
        SgfError::NotGo => tr!("import-not-go"),
        SgfError::NotSquare { width, height } => tr!(
            "import-not-square",
            width = i64::from(*width),
            height = i64::from(*height)
        ),
        SgfError::SizeUnreadable => tr!("import-size-unreadable"),
        SgfError::SizeOutOfRange { size } => tr!(
            "import-size-out-of-range",
            size = i64::from(*size),
            min = i64::from(crate::engine::MIN_SIZE),
            max = i64::from(crate::engine::MAX_SIZE)
        ),
        SgfError::Setup(detail) => tr!("import-setup", detail = detail.clone()),
    }
}

/// What an import assumed or left out.
pub fn import_warning(w: &ImportWarning) -> String {
    use ImportWarning as W;
    let preset = |id: &str| preset_name_of(id);
    match w {
        W::ManyGames { count } => tr!("import-many-games", count = n(*count)),
        W::RulesApproximated { ru, preset_id } => tr!(
            "import-rules-approximated",
            ru = ru.clone(),
            preset = preset(preset_id)
        ),
        W::RulesUnknown { ru, preset_id } => tr!(
            "import-rules-unknown",
            ru = ru.clone(),
            preset = preset(preset_id)
        ),
        W::NoRules { preset_id } => tr!("import-no-rules", preset = preset(preset_id)),
        W::KomiUnreadable { komi, preset_id } => tr!(
            "import-komi-unreadable",
            komi = f64::from(komi.as_f32()),
            rules = *preset_id
        ),
        W::NoKomi { komi, preset_id } => tr!(
            "import-no-komi",
            komi = f64::from(komi.as_f32()),
            rules = *preset_id
        ),
        W::SetupRefused { after, error } => tr!(
            "import-setup-refused",
            after = n(*after),
            reason = crate::ui::words::move_error(*error)
        ),
        W::NotAPoint { number, text } => tr!(
            "import-not-a-point",
            number = n(*number),
            text = text.clone(),
            previous = n(number - 1)
        ),
        W::EndedBefore { number, result } => tr!(
            "import-ended-before",
            number = n(*number),
            result = result.map_or(String::new(), |r| crate::ui::words::result_words(&r))
        ),
        W::PlaysTwice {
            number,
            color,
            vertex,
        } => {
            let mut args = Args::new();
            args.set("number", n(*number));
            args.set("vertex", vertex.clone());
            let key = match color {
                Color::Black => "import-plays-twice-black",
                Color::White => "import-plays-twice-white",
            };
            tr_args(key, Some(&args))
        }
        W::CannotPlay {
            number,
            color,
            vertex,
            error,
        } => {
            let mut args = Args::new();
            args.set("number", n(*number));
            args.set("vertex", vertex.clone());
            args.set("reason", crate::ui::words::move_error(*error));
            args.set("previous", n(number - 1));
            let key = match color {
                Color::Black => "import-cannot-play-black",
                Color::White => "import-cannot-play-white",
            };
            tr_args(key, Some(&args))
        }
        W::SettlingStep {
            after,
            value,
            error,
        } => tr!(
            "import-settling-step",
            after = n(*after),
            value = value.clone(),
            reason = error.map_or_else(
                || crate::i18n::tr("import-settling-unreadable"),
                crate::ui::words::move_error
            )
        ),
        W::ResultCannotEnd { re, error } => tr!(
            "import-result-cannot-end",
            re = re.clone(),
            reason = crate::ui::words::move_error(*error)
        ),
        W::More { count } => tr!("import-more-warnings", count = n(*count)),
    }
}

/// Why an imported game does not replay (a record the import let through: a bug).
pub fn replay_error(e: &ReplayError) -> String {
    match e {
        ReplayError::Setup(e) => tr!("import-setup", detail = crate::ui::words::setup_error(e)),
        ReplayError::Event { at, error } => tr!(
            "import-does-not-replay",
            step = n(at + 1),
            reason = crate::ui::words::move_error(*error)
        ),
    }
}

/// Why a share link does not open.
pub fn share_error(e: &ShareError) -> String {
    match e {
        ShareError::NotAShareLink => tr!("share-not-a-link"),
        ShareError::BadCharacter { at } => tr!("share-bad-character", position = n(at + 1)),
        ShareError::Damaged => tr!("share-damaged"),
        ShareError::TooLarge => tr!("share-too-large"),
        ShareError::NotText => tr!("share-not-text"),
    }
}

pub use crate::sgf::civil_day;

/// The name of the preset with `id`, or the id itself for one this app does not know.
pub fn preset_name_of(id: &str) -> String {
    crate::engine::presets()
        .into_iter()
        .find(|p| p.id == id)
        .map_or_else(|| id.to_string(), |p| super::preset_name(&p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::set_language;

    /// The day as each language writes it.
    #[test]
    fn days_per_language() {
        let ms = 1_796_083_200_000.0; // 2026-12-01
        assert_eq!(day(ms), "2026-12-01");
        set_language(Lang::De);
        assert_eq!(day(ms), "01.12.2026");
        set_language(Lang::Cs);
        assert_eq!(day(ms), "1. 12. 2026");
        set_language(Lang::Ja);
        assert_eq!(day(ms), "2026年12月1日");
        set_language(Lang::Ko);
        assert_eq!(day(ms), "2026. 12. 1.");
        set_language(Lang::ZhHant);
        assert_eq!(day(ms), "2026年12月1日");
        set_language(Lang::En);
    }

    /// The English messages say what the plain modules' `Display` says.
    #[test]
    fn english_matches_display() {
        for text in ["hello", "(;SZ[9:13])", "(;SZ[25])", "(;B[aa]))", ""] {
            let e = crate::sgf::import(text).unwrap_err();
            assert_eq!(sgf_error(&e), e.to_string(), "{text:?}");
        }
        let back = crate::sgf::import("(;SZ[9];B[cc];B[cc];W[zz])").unwrap();
        assert!(!back.warnings.is_empty());
        for w in &back.warnings {
            assert_eq!(import_warning(w), w.to_string());
        }
        for e in [ShareError::BadCharacter { at: 2 }, ShareError::Damaged] {
            assert_eq!(share_error(&e), e.to_string());
        }
        let e = SaveError::Storage(StorageError::QuotaExceeded);
        assert_eq!(save_error(&e), e.to_string());
        assert_eq!(moves(1), "1 move");
        assert_eq!(moves(12), "12 moves");
    }

    /// A settling step that does not read and a game that does not replay are said from
    /// the catalogues: English as the plain modules say it, German without English in it.
    #[test]
    fn engine_reasons_are_said_in_the_language() {
        use crate::engine::{MoveError, ReplayError};
        let back = crate::sgf::import("(;SZ[9];B[cc];W[dd]TG[not a step])").unwrap();
        let settling: Vec<_> = back
            .warnings
            .iter()
            .filter(|w| matches!(w, ImportWarning::SettlingStep { error: None, .. }))
            .collect();
        assert_eq!(settling.len(), 1, "{:?}", back.warnings);
        let replay = ReplayError::Event {
            at: 4,
            error: MoveError::Occupied,
        };
        let reasons = [
            DamageReason::DoesNotReplay(replay.clone()),
            DamageReason::NotJson("it is not valid JSON".into()),
            DamageReason::BadShape("a value is missing or of the wrong kind".into()),
        ];
        set_language(Lang::En);
        assert_eq!(import_warning(settling[0]), settling[0].to_string());
        assert_eq!(
            damage_reason(&reasons[0]),
            "The game cannot be replayed at step 5: That point is occupied."
        );
        set_language(Lang::De);
        let german: Vec<String> = reasons
            .iter()
            .map(damage_reason)
            .chain([import_warning(settling[0])])
            .chain([save_error(&SaveError::Damaged(reasons[1].clone()))])
            .collect();
        set_language(Lang::En);
        for (words, english) in german.iter().zip([
            "occupied",
            "valid JSON",
            "wrong kind",
            "written as Tengen",
            "valid JSON",
        ]) {
            assert!(!words.contains(english), "{words}");
            assert!(!words.is_empty());
        }
    }
}
