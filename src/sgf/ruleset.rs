//! The SGF `RU` name of each preset, and back: each preset's row
//! ([`Preset::ru`](crate::engine::Preset), `ru_also`, `ru_nearest`) says its names.
//!
//! A record without `RU` (or with a name not listed) is played as `japanese`, the
//! usual rules of old professional records, and the import says so.

use crate::engine::presets;

/// The preset assumed when `RU` is missing or unknown.
pub const DEFAULT_PRESET: &str = "japanese";

/// The `RU` value for a preset id.
pub fn ru_for(preset_id: &str) -> String {
    presets()
        .into_iter()
        .find(|p| p.id == preset_id)
        .map_or_else(|| format!("Tengen-{preset_id}"), |p| p.ru.to_string())
}

/// The preset for an `RU` value: `(id, exact)`; `exact` is false for rules played
/// as the nearest preset. None if the name is unknown. Case, spaces and punctuation
/// do not matter.
pub fn preset_for(ru: &str) -> Option<(&'static str, bool)> {
    let key = |name: &str| -> String {
        name.chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .collect()
    };
    let wanted = key(ru);
    let all = presets();
    let exact = all.iter().find(|p| {
        std::iter::once(&p.ru)
            .chain(p.ru_also)
            .any(|n| key(n) == wanted)
    });
    if let Some(p) = exact {
        return Some((p.id, true));
    }
    all.iter()
        .find(|p| p.ru_nearest.iter().any(|n| key(n) == wanted))
        .map(|p| (p.id, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every preset's name reads back as the same preset; other names as the nearest.
    #[test]
    fn every_preset_round_trips() {
        for p in presets() {
            assert_eq!(preset_for(&ru_for(p.id)), Some((p.id, true)), "{}", p.id);
        }
        assert_eq!(ru_for("aga"), "AGA");
        assert_eq!(ru_for("club"), "Tengen-club");
        assert_eq!(preset_for("AGA-area"), Some(("aga", true)));
        assert_eq!(preset_for("jp"), Some(("japanese", true)));
        assert_eq!(preset_for("Korean"), Some(("japanese", false)));
        assert_eq!(preset_for("Tromp-Taylor"), Some(("chinese", false)));
        assert_eq!(preset_for("new zealand"), Some(("chinese", false)));
        assert_eq!(preset_for("Ing"), None);
    }
}
