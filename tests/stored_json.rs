#![cfg(not(target_arch = "wasm32"))]
//! The app reads and writes what it stores (saved games, the index's summaries,
//! settings) with its own JSON (`tengen::json`), in exactly the shapes its serde
//! derives give. serde_json is the referee, both ways, on random values of every shape:
//! what one writes, the other reads back equal.

use proptest::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use tengen::engine::{
    Color, Compensation, Counting, EndReason, Ending, Event, GameRecord, GameResult, HalfPoints,
    HandicapRules, KoRule, Move, Placement, Point, Prisoners, Rematch, Resignation, Rules, Setup,
    WinCondition,
};
use tengen::i18n::Lang;
use tengen::json::{self, FromJson, ToJson};
use tengen::saved::{ClockMark, ClockRecord, SavedGame, Status, Summary};
use tengen::settings::{Placing, Settings, Theme};

/// Both ways: our text read by serde_json, serde_json's text read by us.
fn agrees<T>(value: &T) -> Result<(), TestCaseError>
where
    T: ToJson + FromJson + Serialize + DeserializeOwned + PartialEq + Debug,
{
    let ours = json::to_string(value);
    let read_by_serde: T = serde_json::from_str(&ours)
        .map_err(|e| TestCaseError::fail(format!("serde_json cannot read {ours}: {e}")))?;
    prop_assert_eq!(&read_by_serde, value, "our text: {}", ours);
    let theirs = serde_json::to_string(value).unwrap();
    let read_by_us = json::from_str::<T>(&theirs);
    prop_assert_eq!(read_by_us.as_ref(), Some(value), "serde's text: {}", theirs);
    Ok(())
}

fn color() -> impl Strategy<Value = Color> {
    prop_oneof![Just(Color::Black), Just(Color::White)]
}

fn point() -> impl Strategy<Value = Point> {
    (0u8..19, 0u8..19).prop_map(|(col, row)| Point { col, row })
}

fn points() -> impl Strategy<Value = Vec<Point>> {
    prop::collection::vec(point(), 0..5)
}

fn rules() -> impl Strategy<Value = Rules> {
    let ko = prop_oneof![
        Just(KoRule::Simple),
        Just(KoRule::PositionalSuperko),
        Just(KoRule::SituationalSuperko)
    ];
    let prisoners = prop_oneof![Just(Prisoners::AddCaptured), Just(Prisoners::SubtractLost)];
    let counting = prop_oneof![
        Just(Counting::Area),
        prisoners.prop_map(|prisoners| Counting::Territory { prisoners }),
        Just(Counting::Classic),
        Just(Counting::None),
    ];
    let placement = prop_oneof![
        Just(Placement::FixedGtp),
        Just(Placement::FixedTraditional),
        Just(Placement::Free)
    ];
    let compensation = prop_oneof![
        Just(Compensation::None),
        Just(Compensation::N),
        Just(Compensation::NMinusOne),
        Just(Compensation::KomiEqualsN)
    ];
    let handicap = (placement, -40i32..40, compensation, any::<u8>()).prop_map(
        |(placement, komi, compensation, max)| HandicapRules {
            placement,
            komi: HalfPoints(komi),
            compensation,
            max,
        },
    );
    let ending = prop_oneof![
        any::<bool>()
            .prop_map(|four_pass_fallback| Ending::TwoPassesThenSettle { four_pass_fallback }),
        Just(Ending::CountAsItStands),
    ];
    let resignation = prop_oneof![
        Just(Resignation::Anytime),
        (any::<u32>(), any::<i32>()).prop_map(|(min_moves, winner_points)| {
            Resignation::AfterMoves {
                min_moves,
                winner_points,
            }
        }),
    ];
    let win = prop_oneof![Just(WinCondition::Score), Just(WinCondition::FirstCapture)];
    let rematch = prop_oneof![Just(Rematch::SwapColors), Just(Rematch::LoserStarts)];
    (
        (ko, counting, -40i32..40, any::<bool>(), any::<bool>()),
        (handicap, ending, resignation, win, rematch, any::<bool>()),
    )
        .prop_map(
            |(
                (ko, counting, komi, pass_stones, white_moves_last),
                (handicap, ending, resignation, win, rematch, ko_resolved_before_count),
            )| Rules {
                ko,
                counting,
                komi: HalfPoints(komi),
                pass_stones,
                white_moves_last,
                handicap,
                ending,
                resignation,
                win,
                rematch,
                ko_resolved_before_count,
            },
        )
}

fn event() -> impl Strategy<Value = Event> {
    let mv = prop_oneof![
        point().prop_map(Move::Place),
        Just(Move::Pass),
        Just(Move::Resign)
    ];
    let setup = (points(), points(), points(), prop::option::of(color())).prop_map(
        |(black, white, empty, to_move)| Setup {
            black,
            white,
            empty,
            to_move,
        },
    );
    prop_oneof![
        (color(), mv).prop_map(|(color, mv)| Event::Play { color, mv }),
        point().prop_map(Event::ToggleDead),
        Just(Event::Agree),
        Just(Event::Resume),
        color().prop_map(Event::TimeOut),
        setup.prop_map(|s| Event::Setup(Box::new(s))),
    ]
}

fn record() -> impl Strategy<Value = GameRecord> {
    (
        rules(),
        2u8..=19,
        0u8..10,
        points(),
        prop::collection::vec((color(), point()), 0..4),
        prop::option::of(color()),
        prop::collection::vec(event(), 0..40),
    )
        .prop_map(
            |(rules, size, handicap, handicap_stones, setup, first, events)| GameRecord {
                rules,
                size,
                handicap,
                handicap_stones,
                setup,
                first,
                events,
            },
        )
}

/// A time in milliseconds as the browser gives it: whole, or with a fraction.
fn millis() -> impl Strategy<Value = f64> {
    prop_oneof![
        (0u64..4_000_000_000_000).prop_map(|ms| ms as f64),
        (0u64..4_000_000_000_000, 0u32..1000)
            .prop_map(|(ms, us)| ms as f64 + f64::from(us) / 1000.0),
        0.0f64..4e12,
    ]
}

fn mark() -> impl Strategy<Value = ClockMark> {
    (
        any::<[u64; 2]>(),
        any::<[u32; 2]>(),
        prop::option::of(any::<[bool; 2]>()),
    )
        .prop_map(|(remaining_ms, periods_left, in_byo_yomi)| ClockMark {
            remaining_ms,
            periods_left,
            in_byo_yomi,
        })
}

fn clock() -> impl Strategy<Value = ClockRecord> {
    (
        (
            any::<u64>(),
            any::<u64>(),
            any::<u32>(),
            any::<[u64; 2]>(),
            any::<[u32; 2]>(),
        ),
        (
            prop::option::of(any::<[bool; 2]>()),
            prop_oneof![Just(0u64), any::<u64>()],
            any::<bool>(),
        ),
        prop::collection::vec(mark(), 0..5),
    )
        .prop_map(
            |(
                (main_ms, byo_yomi_ms, byo_yomi_periods, remaining_ms, periods_left),
                (in_byo_yomi, floor_ms, paused),
                log,
            )| {
                ClockRecord {
                    main_ms,
                    byo_yomi_ms,
                    byo_yomi_periods,
                    remaining_ms,
                    periods_left,
                    in_byo_yomi,
                    floor_ms,
                    paused,
                    log,
                }
            },
        )
}

/// Any text, with quotes, backslashes, control characters and other scripts.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![".*", "[\"\\\\\n\t\u{1}é漢😀 a-z]{0,12}"]
}

fn result() -> impl Strategy<Value = GameResult> {
    let reason = prop_oneof![
        Just(EndReason::Count),
        Just(EndReason::Resignation),
        Just(EndReason::Timeout),
        Just(EndReason::FirstCapture),
        Just(EndReason::PassesBeforeCapture)
    ];
    (
        prop::option::of(color()),
        -400i32..400,
        reason,
        prop::option::of(any::<i32>()),
    )
        .prop_map(|(winner, margin, reason, credited)| GameResult {
            winner,
            margin: HalfPoints(margin),
            reason,
            credited,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn saved_games(
        record in record(),
        (id, preset_id, black_name, white_name) in (text(), text(), text(), text()),
        (created_ms, updated_ms) in (millis(), millis()),
        clock in prop::option::of(clock()),
        title in prop::option::of(text()),
        revision in any::<u64>(),
        computer in prop::option::of((color(), any::<u8>())),
    ) {
        let mut game = SavedGame::new(id, record, preset_id, black_name, white_name, created_ms);
        game.updated_ms = updated_ms;
        game.clock = clock;
        game.title = title;
        game.revision = revision;
        game.computer = computer.map(|(color, level)| tengen::saved::ComputerSeat { color, level });
        agrees(&game)?;
        // The engine's plain record, as schema 1 stored it.
        agrees(&game.record)?;
    }

    #[test]
    fn summaries(
        (id, black_name, white_name, preset_id, position) in (text(), text(), text(), text(), text()),
        title in prop::option::of(text()),
        (size, handicap, moves, bytes, revision) in (any::<u8>(), any::<u8>(), any::<usize>(), any::<usize>(), any::<u64>()),
        (created_ms, updated_ms) in (millis(), millis()),
        status in prop_oneof![color().prop_map(Status::Playing), Just(Status::Settling), Just(Status::Finished)],
        result in prop::option::of(result()),
    ) {
        let summary = Summary {
            id, black_name, white_name, preset_id, title, size, handicap, moves,
            created_ms, updated_ms, status, result, bytes, revision, position,
        };
        agrees(&summary)?;
    }

    #[test]
    fn settings(
        placing in prop_oneof![Just(Placing::Auto), Just(Placing::TwoTap), Just(Placing::OneTap)],
        flags in any::<[bool; 10]>(),
        language in prop::option::of(prop_oneof![Just(Lang::En), Just(Lang::De), Just(Lang::Cs)]),
        theme in prop_oneof![Just(Theme::System), Just(Theme::Light), Just(Theme::Dark)],
    ) {
        let [coordinates, forbidden_marks, atari_hint, dead_suggestions, hints, move_numbers, face_to_face, high_contrast, takebacks, adjust_level] = flags;
        let settings = Settings {
            placing, coordinates, forbidden_marks, atari_hint, dead_suggestions, hints,
            move_numbers, face_to_face, language, theme, high_contrast, takebacks, adjust_level,
        };
        agrees(&settings)?;
    }
}

/// Settings saved before a setting existed read it as its default, as serde's
/// `#[serde(default)]` does; a value of the wrong kind is refused by both.
#[test]
fn older_and_damaged_settings() {
    for text in [
        "{}",
        r#"{"coordinates":false}"#,
        r#"{"language":"de","theme":"Dark","unknown":[1,{"a":null}]}"#,
        r#"{"language":null}"#,
        r#"{"coordinates":1}"#,
        r#"{"theme":"Purple"}"#,
        "7",
    ] {
        let serde: Option<Settings> = serde_json::from_str(text).ok();
        assert_eq!(json::from_str::<Settings>(text), serde, "{text}");
    }
    // serde also reads a struct from an array of its fields, a shape the app never wrote.
    assert_eq!(json::from_str::<Settings>("[]"), None);
}

/// A record missing a required field, or with one of the wrong kind, is refused by
/// both; a missing optional one is read by both.
#[test]
fn incomplete_saved_games() {
    let game = SavedGame::new(
        "g1",
        GameRecord {
            rules: tengen::engine::presets()[0].rules,
            size: 9,
            handicap: 0,
            handicap_stones: vec![],
            setup: vec![],
            first: None,
            events: vec![Event::Play {
                color: Color::Black,
                mv: Move::Pass,
            }],
        },
        "aga",
        "B",
        "W",
        1.0,
    );
    let full: serde_json::Value = serde_json::to_value(&game).unwrap();
    let fields: Vec<String> = full.as_object().unwrap().keys().cloned().collect();
    for field in fields {
        let mut without = full.clone();
        without.as_object_mut().unwrap().remove(&field);
        let text = without.to_string();
        let serde = serde_json::from_str::<SavedGame>(&text).ok();
        assert_eq!(json::from_str::<SavedGame>(&text), serde, "without {field}");
        let mut wrong = full.clone();
        wrong[&field] = serde_json::json!({"x": [true]});
        let text = wrong.to_string();
        let serde = serde_json::from_str::<SavedGame>(&text).ok();
        assert_eq!(
            json::from_str::<SavedGame>(&text),
            serde,
            "{field} of the wrong kind"
        );
    }
}
