#![cfg(not(target_arch = "wasm32"))]
//! What the app stores (saved games of schema 1 and 2, the index's summaries, settings,
//! the review's analyses, lesson progress) is written and read by `tengen::json` alone,
//! the one description of each shape. Golden texts under `tests/fixtures/` pin every
//! shape both ways (what older versions stored reads as before; what this one writes is
//! exactly the text), and random values of every shape read back equal.

use proptest::prelude::*;
use std::fmt::Debug;
use tengen::engine::{
    Color, Compensation, Counting, EndReason, Ending, Event, Game, GameRecord, GameResult,
    HalfPoints, HandicapRules, KoRule, Move, Placement, Point, Prisoners, Rematch, Resignation,
    Rules, Setup, WinCondition,
};
use tengen::i18n::Lang;
use tengen::json::{self, FromJson, Json, ToJson};
use tengen::learn::progress::LessonsDone;
use tengen::post::{Kept, Link};
use tengen::saved::analysis::{GameAnalysis, Look};
use tengen::saved::{
    parse_saved, ByLink, ClockMark, ClockRecord, ComputerSeat, SavedGame, Stage, Summary,
};
use tengen::settings::{BoardTheme, Placing, Settings, Theme};

/// What we write reads back equal.
fn round_trips<T>(value: &T) -> Result<(), TestCaseError>
where
    T: ToJson + FromJson + PartialEq + Debug,
{
    let text = json::to_string(value);
    let back = json::from_str::<T>(&text);
    prop_assert_eq!(back.as_ref(), Some(value), "our text: {}", text);
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
        // Any float time from 1970-01-26 on (2^31 ms): below it a float can carry more
        // than the 21 binary decimals `json::exact_decimal` writes exactly, which no
        // stored time has (its documented limit; a CI run drew 618830957.554414).
        2_147_483_648.0f64..4e12,
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
        game.computer = computer.map(|(color, rung)| ComputerSeat { color, rung });
        round_trips(&game)?;
        // The engine's plain record, as schema 1 stored it.
        round_trips(&game.record)?;
    }

    #[test]
    fn summaries(
        (id, black_name, white_name, preset_id, position) in (text(), text(), text(), text(), text()),
        title in prop::option::of(text()),
        (size, handicap, moves, bytes, revision) in (any::<u8>(), any::<u8>(), any::<usize>(), any::<usize>(), any::<u64>()),
        (created_ms, updated_ms) in (millis(), millis()),
        status in prop_oneof![color().prop_map(Stage::Playing), Just(Stage::Settling), Just(Stage::Finished)],
        result in prop::option::of(result()),
        by_link in prop::option::of((color(), any::<bool>()).prop_map(|(me, my_turn)| ByLink { me, my_turn })),
    ) {
        let summary = Summary {
            id, black_name, white_name, preset_id, title, size, handicap, moves,
            created_ms, updated_ms, status, result, bytes, revision, position, by_link,
        };
        round_trips(&summary)?;
    }

    #[test]
    fn settings(
        placing in prop_oneof![Just(Placing::Auto), Just(Placing::TwoTap), Just(Placing::OneTap)],
        flags in any::<[bool; 12]>(),
        language in prop::option::of(prop_oneof![Just(Lang::En), Just(Lang::De), Just(Lang::Cs)]),
        theme in prop_oneof![Just(Theme::System), Just(Theme::Light), Just(Theme::Dark)],
        mistakes in prop::option::of(any::<bool>()),
        board_theme in prop_oneof![Just(BoardTheme::Wood), Just(BoardTheme::Plain), Just(BoardTheme::Contrast)],
    ) {
        let [coordinates, forbidden_marks, atari_hint, dead_suggestions, hints, move_numbers, face_to_face, high_contrast, takebacks, rate_takebacks, sounds, vibration] = flags;
        let settings = Settings {
            placing, coordinates, forbidden_marks, atari_hint, dead_suggestions, hints,
            move_numbers, face_to_face, language, theme, high_contrast, board_theme, sounds,
            vibration, takebacks, rate_takebacks, mistakes,
        };
        round_trips(&settings)?;
    }

    #[test]
    fn analyses(
        (visits, events) in (any::<u32>(), any::<usize>()),
        looks in prop::collection::vec(prop::option::of((
            (0u32..=10_000).prop_map(|n| n as f32 / 10_000.0),
            (-4000i32..4000).prop_map(|n| n as f32 / 8.0),
            prop::collection::vec(prop_oneof![point().prop_map(Move::Place), Just(Move::Pass)], 0..6),
        )), 0..8),
    ) {
        let looks = looks
            .into_iter()
            .map(|l| l.map(|(black_wins, black_lead, pv)| Look { black_wins, black_lead, pv }))
            .collect();
        round_trips(&GameAnalysis { visits, events, looks })?;
    }

    #[test]
    fn progress(ids in prop::collection::vec(text(), 0..6)) {
        let mut progress = LessonsDone::default();
        for id in &ids {
            progress.complete(id);
        }
        round_trips(&progress)?;
    }
}

// ----- golden texts -----

/// A golden text under `tests/fixtures/`, without its final newline.
fn golden(name: &str) -> String {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .trim_end()
        .to_string()
}

/// The golden text reads as `value`, and `value` is written as exactly that text.
fn pinned<T: ToJson + FromJson + PartialEq + Debug>(name: &str, value: &T) {
    let text = golden(name);
    assert_eq!(
        json::from_str::<T>(&text).as_ref(),
        Some(value),
        "{name} reads"
    );
    assert_eq!(json::to_string(value), text, "{name} is what we write");
}

/// A 9x9 game with two handicap stones, a capture-free opening, passes, a dead mark
/// and a resumption: every kind of event but a setup, which `setup_game` adds.
fn game_record() -> GameRecord {
    let mut g = Game::new(Rules::preset("aga").expect("aga"), 9, 2).expect("game");
    for (c, r) in [(3, 4), (4, 4), (5, 4)] {
        g.play(Move::Place(Point::new(c, r))).expect("legal");
    }
    g.play(Move::Pass).expect("pass");
    g.play(Move::Pass).expect("pass");
    g.toggle_dead(Point::new(4, 4)).expect("a stone");
    g.resume().expect("resume");
    g.setup(Setup {
        black: vec![Point::new(0, 0)],
        white: vec![Point::new(8, 8)],
        empty: vec![],
        to_move: Some(Color::White),
    })
    .expect("setup");
    g.play(Move::Place(Point::new(5, 5))).expect("legal");
    g.time_out(Color::Black).expect("time out");
    g.record().clone()
}

/// The schema 2 game of `stored/game-schema2.json`.
fn schema_2_game() -> SavedGame {
    let mut game = SavedGame::new(
        "g7",
        game_record(),
        "aga",
        "Ann \"A\" é",
        "Tengen level 3",
        1_764_612_345_678.0,
    );
    game.updated_ms = 1_764_612_400_000.5;
    game.title = Some("Club night".into());
    game.revision = 12;
    game.computer = Some(ComputerSeat {
        color: Color::White,
        rung: 7,
    });
    let mut clock = ClockRecord::new(600_000, 30_000, 5);
    clock.floor_ms = 2_000;
    let mark = |b, w, byo| ClockMark {
        remaining_ms: [b, w],
        periods_left: [5, 4],
        in_byo_yomi: byo,
    };
    clock.push(mark(590_000, 600_000, Some([false, false])));
    clock.push(mark(590_000, 25_000, Some([false, true])));
    clock.push(mark(580_000, 25_000, None));
    game.clock = Some(clock);
    game
}

/// A saved game as this version writes it, and reads it back.
#[test]
fn schema_2_game_is_pinned() {
    let text = golden("stored/game-schema2.json");
    let expected = schema_2_game();
    assert_eq!(parse_saved(&text), Ok(expected.clone()));
    assert_eq!(expected.to_json(), text);
}

/// A game against the computer saved before the ladder kept one of the seven levels; it
/// reads as the rung that level became (level 3, Casual, is rung 7), the rest unchanged.
#[test]
fn a_level_saved_before_the_ladder_reads_as_its_rung() {
    let text = golden("stored/game-schema2-level.json");
    assert!(text.contains("\"level\":3"));
    assert_eq!(parse_saved(&text), Ok(schema_2_game()));
    let unknown = text.replace("\"level\":3", "\"level\":9");
    assert!(parse_saved(&unknown).is_err(), "a level no rung stands for");
}

/// A saved game as the first release stored it (names under `players`, the plain
/// record, a clock without its log) reads as that game in today's shape.
#[test]
fn schema_1_game_reads() {
    let rules = Rules::preset("aga").expect("aga");
    let mut record = Game::new(rules, 9, 0).expect("game").record().clone();
    record.events = vec![
        Event::Play {
            color: Color::Black,
            mv: Move::Place(Point::new(3, 4)),
        },
        Event::Play {
            color: Color::White,
            mv: Move::Pass,
        },
    ];
    let mut expected = SavedGame::new("g1", record, "aga", "Ann", "Bo", 1_700_000_000_000.0);
    expected.updated_ms = 1_700_000_060_000.0;
    let mut clock = ClockRecord::new(600_000, 30_000, 3);
    clock.remaining_ms = [590_000, 600_000];
    clock.in_byo_yomi = None;
    expected.clock = Some(clock);
    assert_eq!(parse_saved(&golden("saved-v1.json")), Ok(expected));
}

/// One line of the index.
#[test]
fn summary_is_pinned() {
    let game = schema_2_game();
    let summary = Summary {
        id: "g7".into(),
        black_name: "Ann".into(),
        white_name: "Tengen level 3".into(),
        preset_id: "aga".into(),
        title: Some("Club night".into()),
        size: 9,
        handicap: 2,
        moves: 6,
        created_ms: game.created_ms,
        updated_ms: game.updated_ms,
        status: Stage::Playing(Color::White),
        result: Some(GameResult {
            winner: Some(Color::White),
            margin: HalfPoints(13),
            reason: EndReason::Count,
            credited: Some(-4),
        }),
        bytes: 1234,
        revision: 12,
        position: "aabbcc".into(),
        by_link: None,
    };
    pinned("stored/summary.json", &summary);
    let finished = Summary {
        status: Stage::Finished,
        result: None,
        title: None,
        ..summary
    };
    pinned("stored/summary-finished.json", &finished);
}

/// The settings with every field away from its default.
#[test]
fn settings_are_pinned() {
    let settings = Settings {
        placing: Placing::TwoTap,
        coordinates: false,
        forbidden_marks: false,
        atari_hint: true,
        dead_suggestions: false,
        hints: true,
        move_numbers: true,
        face_to_face: true,
        language: Some(Lang::Cs),
        theme: Theme::Dark,
        high_contrast: true,
        board_theme: BoardTheme::Contrast,
        sounds: false,
        vibration: true,
        takebacks: false,
        rate_takebacks: true,
        mistakes: Some(true),
    };
    pinned("stored/settings.json", &settings);
    // Settings saved before the board themes, sounds and vibration keep everything else.
    let before = Settings {
        board_theme: BoardTheme::Wood,
        sounds: true,
        vibration: false,
        // Adjusting the level is gone (the ladder offers a step instead); it does not
        // carry over to rating games with take-backs.
        rate_takebacks: false,
        ..settings
    };
    let text = golden("stored/settings-before-sounds.json");
    assert_eq!(json::from_str::<Settings>(&text), Some(before));
    pinned("stored/settings-default.json", &Settings::default());
}

/// A review half done: looks at the first positions, none yet at the last.
#[test]
fn analysis_is_pinned() {
    let analysis = GameAnalysis {
        visits: 100,
        events: 3,
        looks: vec![
            Some(Look {
                black_wins: 0.55,
                black_lead: 6.5,
                pv: vec![Move::Place(Point::new(4, 4)), Move::Pass],
            }),
            Some(Look {
                black_wins: 0.123,
                black_lead: -3.25,
                pv: vec![],
            }),
            None,
            None,
        ],
    };
    pinned("stored/analysis.json", &analysis);
}

/// A review stored by serde_json before this version (whole numbers as `7.0`, tiny
/// ones with an exponent) reads as the same numbers.
#[test]
fn analysis_as_serde_wrote_it_reads() {
    let text = r#"{"visits":32,"events":1,"looks":[{"black_wins":1e-5,"black_lead":7.0,"pv":["Pass"]},null]}"#;
    let analysis: GameAnalysis = json::from_str(text).expect("reads");
    let look = analysis.looks[0].as_ref().expect("a look");
    assert_eq!((look.black_wins, look.black_lead), (1e-5, 7.0));
    assert_eq!((analysis.visits, analysis.looks.len()), (32, 2));
}

/// Lesson progress: the completed lessons in order.
#[test]
fn progress_is_pinned() {
    let mut progress = LessonsDone::default();
    progress.complete("liberties");
    progress.complete("capture");
    pinned("stored/progress.json", &progress);
}

/// Settings saved before a setting existed read it as its default; a value of the
/// wrong kind, or no object at all, is refused.
#[test]
fn older_and_damaged_settings() {
    let read = |text: &str| json::from_str::<Settings>(text);
    assert_eq!(read("{}"), Some(Settings::default()));
    assert_eq!(
        read(r#"{"coordinates":false}"#),
        Some(Settings {
            coordinates: false,
            ..Settings::default()
        })
    );
    assert_eq!(
        read(r#"{"language":"de","theme":"Dark","unknown":[1,{"a":null}]}"#),
        Some(Settings {
            language: Some(Lang::De),
            theme: Theme::Dark,
            ..Settings::default()
        })
    );
    assert_eq!(read(r#"{"language":null}"#), Some(Settings::default()));
    for bad in [r#"{"coordinates":1}"#, r#"{"theme":"Purple"}"#, "7", "[]"] {
        assert_eq!(read(bad), None, "{bad}");
    }
}

/// A saved game missing a required field, or with any field of the wrong kind, is
/// refused; a missing optional one (clock, title, computer) is read as none.
#[test]
fn incomplete_saved_games() {
    let Some(Json::Object(fields)) = json::parse(&golden("stored/game-schema2.json")) else {
        panic!("the golden game is an object");
    };
    let optional = ["clock", "title", "computer"];
    for (name, _) in &fields {
        let without: Vec<_> = fields.iter().filter(|(n, _)| n != name).cloned().collect();
        let read = SavedGame::from_json(&Json::Object(without));
        assert_eq!(
            read.is_some(),
            optional.contains(&name.as_str()),
            "without {name}"
        );
        let wrong: Vec<_> = fields
            .iter()
            .map(|(n, v)| {
                let odd = Json::Object(vec![("x".into(), Json::List(vec![Json::Bool(true)]))]);
                (n.clone(), if n == name { odd } else { v.clone() })
            })
            .collect();
        assert_eq!(
            SavedGame::from_json(&Json::Object(wrong)),
            None,
            "{name} of the wrong kind"
        );
    }
}

/// A game by link, saved with its link (round 4: games by link are saved games).
fn game_by_link() -> SavedGame {
    let mut game = Game::new(Rules::preset("aga").expect("aga"), 9, 0).expect("game");
    game.play(Move::Place(Point::new(4, 4))).expect("legal");
    game.play(Move::Pass).expect("pass");
    let mut saved = SavedGame::new(
        "18c2f0a1b2c3",
        game.record().clone(),
        "aga",
        "Ana",
        "Ben",
        1_764_612_345_678.0,
    );
    saved.revision = 3;
    saved.link = Some(Link {
        game: "18c2f0a1b2c3".into(),
        me: Color::White,
        days: Some(3),
        mine_accepts: None,
        theirs_accepts: Some(2),
    });
    saved
}

/// A saved game by link as this version writes it, and reads it back.
#[test]
fn game_by_link_is_pinned() {
    let text = golden("stored/game-by-link.json");
    let expected = game_by_link();
    assert_eq!(parse_saved(&text), Ok(expected.clone()));
    assert_eq!(expected.to_json(), text);
}

/// A game by link as round 3 kept it (`tengen.friend.<id>`) still reads, as the same
/// game and link, for its adoption into the saved games.
#[test]
fn game_by_link_of_round_3_reads() {
    let saved = game_by_link();
    let kept: Kept = json::from_str(&golden("stored/friend-kept-round3.json")).expect("reads");
    assert_eq!(Some(&kept.link), saved.link.as_ref());
    assert_eq!(kept.record(), &saved.record);
    assert_eq!(kept.names, ["Ana".to_string(), "Ben".to_string()]);
}

/// A stored value written exactly as its golden text, and read back from it.
fn pinned_stored<T: tengen::storage::Stored + PartialEq + Debug>(name: &str, value: &T) {
    let text = golden(name);
    assert_eq!(T::from_stored(&text).as_ref(), Ok(value), "{name} reads");
    assert_eq!(value.to_stored(), text, "{name} is what we write");
}

/// The problems' progress: the rating and each problem's attempts.
#[test]
fn problem_progress_is_pinned() {
    use tengen::problems::progress::{ProblemProgress, Rating, Record};
    let progress = ProblemProgress {
        rating: Rating {
            rating: 1234.5,
            deviation: 80.25,
            volatility: 0.06,
        },
        records: vec![
            Record {
                id: "beginner-1".into(),
                attempts: 1,
                solved: true,
                first_try: true,
            },
            Record {
                id: "mine-2-3".into(),
                attempts: 3,
                solved: false,
                first_try: false,
            },
        ],
    };
    pinned_stored("stored/problems-progress.json", &progress);
}

/// The imported problem files, each with its number, name and SGF text.
#[test]
fn imports_are_pinned() {
    use tengen::problems::shelf::{Import, Mine};
    let mine = Mine {
        imports: vec![Import {
            number: 2,
            name: "corner \"life\".sgf".into(),
            sgf: "(;GM[1]SZ[9]AB[cc][dc]AW[dd];B[ed]C[RIGHT])".into(),
        }],
    };
    pinned_stored("stored/problems-mine.json", &mine);
}

/// The climb on the ladder: the rating, the opponent and run of the last games, and what
/// the last game rated did (with the offer it brought).
#[test]
fn climb_is_pinned() {
    use tengen::problems::progress::Rating;
    use tengen::table::rating::{Climb, LastGame, Offer, Opponent, Rated};
    let rating = |rating, deviation| Rating {
        rating,
        deviation,
        volatility: 0.06,
    };
    let climb = Climb {
        rating: rating(1180.5, 90.25),
        at: Opponent { rung: 4, stones: 1 },
        run: 0,
        games: 7,
        last: Some(LastGame {
            game: "g7".into(),
            rated: Rated {
                before: rating(1156.0, 95.5),
                after: rating(1180.5, 90.25),
                offer: Some(Offer::Harder(Opponent { rung: 4, stones: 0 })),
            },
        }),
    };
    pinned_stored("stored/ladder.json", &climb);
}

/// A level streak as kept before the ladder ("last level run") starts a new climb at the
/// rung of the level it had reached; a streak that never moved starts none.
#[test]
fn a_streak_kept_before_the_ladder_starts_the_climb() {
    use tengen::table::rating::{Climb, Ladder, Opponent};
    let ladder = Ladder::measured();
    let text = golden("stored/streak-before-the-ladder.txt");
    let climb = Climb::from_streak(&ladder, &text).expect("a climb");
    let level = text
        .split(' ')
        .nth(1)
        .and_then(|l| l.parse().ok())
        .expect("level");
    let rung = tengen::ai::player::ladder::rung_of_level(level).expect("a rung") as u8;
    let at = ladder
        .strength(Opponent { rung, stones: 0 })
        .expect("measured");
    assert_eq!(climb.rating.rating, at.rating);
    assert_eq!((climb.games, climb.last), (0, None));
    assert_eq!(ladder.at_my_level(&climb.rating).rung, rung);
    for never in ["0 0 0", "", "a b c", "1 9 0"] {
        assert_eq!(Climb::from_streak(&ladder, never), None, "{never}");
    }
}
