//! The SGF `RU` name of each preset, and back.
//!
//! | preset          | `RU` written            | also read as                      |
//! |-----------------|-------------------------|-----------------------------------|
//! | `aga`           | `AGA`                   | `AGA-area`                        |
//! | `japanese`      | `Japanese`              | `jp`, `Korean`                    |
//! | `chinese`       | `Chinese`               | `cn`, `NZ`, `Tromp-Taylor`, `area` (approximate) |
//! | `classic`       | `Tengen-classic`        |                                   |
//! | `club`          | `Tengen-club`           |                                   |
//! | `first-capture` | `Tengen-first-capture`  |                                   |
//!
//! A record without `RU` (or with a name not listed) is played as `japanese`, the
//! usual rules of old professional records, and the import says so.

/// The preset assumed when `RU` is missing or unknown.
pub const DEFAULT_PRESET: &str = "japanese";

/// The `RU` value for a preset id.
pub fn ru_for(preset_id: &str) -> String {
    match preset_id {
        "aga" => "AGA".into(),
        "japanese" => "Japanese".into(),
        "chinese" => "Chinese".into(),
        other => format!("Tengen-{other}"),
    }
}

/// The preset for an `RU` value: `(id, exact)`; `exact` is false for rules played
/// as the nearest preset. None if the name is unknown.
pub fn preset_for(ru: &str) -> Option<(&'static str, bool)> {
    let key: String = ru
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    Some(match key.as_str() {
        "aga" | "agaarea" => ("aga", true),
        "japanese" | "jp" | "japan" => ("japanese", true),
        "chinese" | "cn" | "china" => ("chinese", true),
        "tengenclassic" => ("classic", true),
        "tengenclub" => ("club", true),
        "tengenfirstcapture" => ("first-capture", true),
        "korean" | "kr" => ("japanese", false),
        "nz" | "newzealand" | "tromptaylor" | "area" => ("chinese", false),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::presets;

    /// Every preset's name reads back as the same preset.
    #[test]
    fn every_preset_round_trips() {
        for p in presets() {
            assert_eq!(preset_for(&ru_for(p.id)), Some((p.id, true)), "{}", p.id);
        }
        assert_eq!(preset_for("Tromp-Taylor"), Some(("chinese", false)));
        assert_eq!(preset_for("Ing"), None);
    }
}
