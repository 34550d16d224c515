//! Named rulesets built from [`Rules`] values. Code never asks which preset is active.

use super::half_points::HalfPoints;
use super::rules::{
    Compensation, Counting, Ending, HandicapRules, KoRule, Placement, Prisoners, Rematch,
    Resignation, Rules, WinCondition,
};

impl Default for Rules {
    /// The AGA area ruleset (text 004).
    fn default() -> Self {
        aga()
    }
}

impl Rules {
    /// The rules of a preset by id, e.g. `"aga"`, `"japanese"`.
    pub fn preset(id: &str) -> Option<Rules> {
        presets().into_iter().find(|p| p.id == id).map(|p| p.rules)
    }
}

/// A board size and handicap offered as a named variant of a preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub name: &'static str,
    pub size: u8,
    pub handicap: u8,
}

/// A ruleset as offered to players: one row with everything said about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preset {
    pub id: &'static str,
    /// The Fluent keys of its name, its one line for the menu and the rule text it follows
    /// (`src/i18n/<lang>/new-game.ftl`).
    pub words: PresetWords,
    /// Its SGF `RU` name, as written.
    pub ru: &'static str,
    /// Other `RU` names read as this preset, exactly.
    pub ru_also: &'static [&'static str],
    /// `RU` names of other rules that are played as this preset, the nearest one.
    pub ru_nearest: &'static [&'static str],
    pub rules: Rules,
    /// The clock's floor in seconds when a clock is chosen (text 001's "x"); 0 for none.
    pub clock_floor_s: u32,
    /// Board sizes offered; the first is the default.
    pub sizes: &'static [u8],
    pub variants: &'static [Variant],
}

/// The Fluent keys of a preset's texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PresetWords {
    pub name: &'static str,
    pub description: &'static str,
    pub source: &'static str,
}

const NO_HANDICAP: HandicapRules = HandicapRules {
    placement: Placement::FixedTraditional,
    komi: HalfPoints::ZERO,
    compensation: Compensation::None,
    max: 0,
};

/// The common ground the presets start from: simple ko, area counting, no komi,
/// no handicap, settle dead stones after two passes, resign any time.
const PLAIN: Rules = Rules {
    ko: KoRule::Simple,
    counting: Counting::Area,
    komi: HalfPoints::ZERO,
    pass_stones: false,
    white_moves_last: false,
    handicap: NO_HANDICAP,
    ending: Ending::TwoPassesThenSettle {
        four_pass_fallback: false,
    },
    resignation: Resignation::Anytime,
    win: WinCondition::Score,
    rematch: Rematch::SwapColors,
    ko_resolved_before_count: false,
};

/// AGA rules with area counting (text 004), the default.
pub fn aga() -> Rules {
    Rules {
        ko: KoRule::SituationalSuperko,
        komi: HalfPoints::halves(15),
        pass_stones: true,
        white_moves_last: true,
        handicap: HandicapRules {
            placement: Placement::FixedTraditional,
            komi: HalfPoints::halves(1),
            compensation: Compensation::NMinusOne,
            max: 9,
        },
        ending: Ending::TwoPassesThenSettle {
            four_pass_fallback: true,
        },
        ..PLAIN
    }
}

/// The preset whose rules are exactly `rules`, if one is.
pub fn preset_of(rules: &Rules) -> Option<Preset> {
    presets().into_iter().find(|p| p.rules == *rules)
}

/// Every preset, the default (`aga`) first.
pub fn presets() -> Vec<Preset> {
    vec![
        Preset {
            id: "aga",
            words: PresetWords {
                name: "preset-aga",
                description: "preset-aga-description",
                source: "preset-aga-source",
            },
            ru: "AGA",
            ru_also: &["AGA-area"],
            ru_nearest: &[],
            rules: aga(),
            clock_floor_s: 0,
            sizes: &[9, 13, 19],
            variants: &[
                Variant {
                    name: "9x9 even",
                    size: 9,
                    handicap: 0,
                },
                Variant {
                    name: "13x13 even",
                    size: 13,
                    handicap: 0,
                },
                Variant {
                    name: "19x19 even",
                    size: 19,
                    handicap: 0,
                },
                Variant {
                    name: "One-stone handicap (komi 0.5)",
                    size: 9,
                    handicap: 1,
                },
                // Any N from 2 to rules.handicap.max works the same way.
                Variant {
                    name: "Two-stone handicap (komi 0.5, White +1)",
                    size: 9,
                    handicap: 2,
                },
            ],
        },
        Preset {
            id: "first-capture",
            words: PresetWords {
                name: "preset-first-capture",
                description: "preset-first-capture-description",
                source: "preset-first-capture-source",
            },
            ru: "Tengen-first-capture",
            ru_also: &[],
            ru_nearest: &[],
            rules: Rules {
                ko: KoRule::PositionalSuperko,
                counting: Counting::None,
                ending: Ending::CountAsItStands,
                win: WinCondition::FirstCapture,
                // 004: after a draw, restart with colours swapped (PLAIN's rematch rule).
                ..PLAIN
            },
            clock_floor_s: 0,
            sizes: &[9],
            variants: &[],
        },
        Preset {
            id: "classic",
            words: PresetWords {
                name: "preset-classic",
                description: "preset-classic-description",
                source: "preset-classic-source",
            },
            ru: "Tengen-classic",
            ru_also: &[],
            ru_nearest: &[],
            rules: Rules {
                counting: Counting::Classic,
                ending: Ending::CountAsItStands,
                rematch: Rematch::LoserStarts,
                ..PLAIN
            },
            clock_floor_s: 0,
            sizes: &[9],
            variants: &[],
        },
        Preset {
            id: "club",
            words: PresetWords {
                name: "preset-club",
                description: "preset-club-description",
                source: "preset-club-source",
            },
            ru: "Tengen-club",
            ru_also: &[],
            ru_nearest: &[],
            rules: Rules {
                komi: HalfPoints::points(6),
                handicap: HandicapRules {
                    // 001 says "predefined locations" without naming them: GTP's fixed points.
                    placement: Placement::FixedGtp,
                    komi: HalfPoints::ZERO,
                    compensation: Compensation::KomiEqualsN,
                    max: 9,
                },
                resignation: Resignation::AfterMoves {
                    min_moves: 20,
                    winner_points: 20,
                },
                ..PLAIN
            },
            // 001's table of x is cut off: 30 s, a choice on the new-game screen.
            clock_floor_s: 30,
            sizes: &[9, 13, 19],
            variants: &[
                Variant {
                    name: "13x13",
                    size: 13,
                    handicap: 0,
                },
                Variant {
                    name: "19x19",
                    size: 19,
                    handicap: 0,
                },
                Variant {
                    name: "Handicap 1 (no komi)",
                    size: 9,
                    handicap: 1,
                },
            ],
        },
        Preset {
            id: "japanese",
            words: PresetWords {
                name: "preset-japanese",
                description: "preset-japanese-description",
                source: "preset-japanese-source",
            },
            ru: "Japanese",
            ru_also: &["jp", "Japan"],
            ru_nearest: &["Korean", "kr"],
            rules: Rules {
                counting: Counting::Territory {
                    prisoners: Prisoners::SubtractLost,
                },
                // 003 rule 72: a ko is resolved before the end of the game.
                ko_resolved_before_count: true,
                // 003 names no komi: 6.5 as in the Japanese 1989 rules' usual tournament practice.
                komi: HalfPoints::halves(13),
                handicap: HandicapRules {
                    // 003 is silent on placement and komi: Japanese practice, fixed star points, no komi.
                    placement: Placement::FixedTraditional,
                    komi: HalfPoints::ZERO,
                    compensation: Compensation::None,
                    max: 9,
                },
                ..PLAIN
            },
            clock_floor_s: 0,
            sizes: &[19, 13, 9],
            variants: &[],
        },
        Preset {
            id: "chinese",
            words: PresetWords {
                name: "preset-chinese",
                description: "preset-chinese-description",
                source: "preset-chinese-source",
            },
            ru: "Chinese",
            ru_also: &["cn", "China"],
            ru_nearest: &["NZ", "New Zealand", "Tromp-Taylor", "area"],
            rules: Rules {
                ko: KoRule::PositionalSuperko,
                komi: HalfPoints::halves(15),
                handicap: HandicapRules {
                    placement: Placement::Free,
                    komi: HalfPoints::ZERO,
                    compensation: Compensation::N,
                    max: 9,
                },
                ..PLAIN
            },
            clock_floor_s: 0,
            sizes: &[19, 13, 9],
            variants: &[],
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every variant of every preset sets up a game.
    #[test]
    fn variants_set_up() {
        for p in presets() {
            for v in p.variants {
                let g = crate::engine::Game::new(p.rules, v.size, v.handicap);
                assert!(g.is_ok(), "{} {}", p.id, v.name);
            }
            for &size in p.sizes {
                assert!(crate::engine::Game::new(p.rules, size, 0).is_ok());
            }
        }
    }

    /// Preset ids are unique and each can be looked up.
    #[test]
    fn ids_unique_and_found() {
        let all = presets();
        for p in &all {
            assert_eq!(all.iter().filter(|q| q.id == p.id).count(), 1);
            assert_eq!(Rules::preset(p.id), Some(p.rules));
        }
        assert_eq!(all[0].id, "aga");
        assert_eq!(Rules::default(), aga());
        assert_eq!(Rules::preset("nope"), None);
    }
}
