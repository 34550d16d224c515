//! The tutorial's data against the engine: every lesson can be solved as intended,
//! every anticipated wrong try gets its own message, and the counts match the texts.

use std::collections::HashSet;
use tengen::engine::{Color, HalfPoints, MoveError, Phase, Point};
use tengen::i18n::{self, Lang};
use tengen::learn::{
    all, practice_capture, quick_start, Action, Feedback, FeedbackKind, Lesson, LessonState, Task,
    Text,
};

fn pt(lesson: &Lesson, at: &str) -> Point {
    Point::parse_gtp(at, lesson.size).unwrap_or_else(|e| panic!("{}: {at}: {e}", lesson.id))
}

fn start(lesson: &'static Lesson) -> LessonState {
    LessonState::new(lesson).unwrap_or_else(|e| panic!("{}: {e}", lesson.id))
}

fn lesson(id: &str) -> &'static Lesson {
    all().iter().find(|l| l.id == id).expect("lesson exists")
}

/// A short two-player game in which Black captures White's corner stone.
const FIRST_CAPTURE_GAME: [&str; 5] = ["E5", "A1", "A2", "E4", "B1"];

/// Does the current step as the lesson intends; returns the last feedback.
fn solve_step(s: &mut LessonState) -> Feedback {
    let l = s.lesson();
    match s.step().task {
        Task::Explain => s.proceed(),
        Task::PlayAt { correct, .. } | Task::Choose { correct, .. } => s.tap(pt(l, correct[0])),
        Task::TapAll { targets: ats, .. } | Task::MarkDead { stones: ats, .. } => {
            let mut last = None;
            for at in ats {
                last = Some(s.tap(pt(l, at)));
            }
            last.expect("targets")
        }
        Task::Capture { solution, .. } => s.tap(pt(l, solution)),
        Task::Refused { at, .. } => s.tap(pt(l, at)),
        Task::Pass { .. } => s.pass(),
        Task::Count { answer, .. } => s.answer(answer),
        Task::PlayGame { .. } => {
            let mut last = None;
            for at in FIRST_CAPTURE_GAME {
                last = Some(s.tap(pt(l, at)));
            }
            last.expect("moves")
        }
    }
}

/// Solves steps until `step` is the current one.
fn advance_to(s: &mut LessonState, step: usize) {
    while s.step_index() < step {
        let fb = solve_step(s);
        assert!(fb.step_done, "{}: {fb:?}", s.lesson().id);
    }
}

fn every_lesson() -> impl Iterator<Item = &'static Lesson> {
    all().iter().chain([practice_capture()])
}

/// Every lesson's intended solution is legal under its rules and completes it.
#[test]
fn every_lesson_solves() {
    for l in every_lesson() {
        let mut s = start(l);
        for i in 0..l.steps.len() {
            assert_eq!(s.step_index(), i);
            let c = s.controls();
            let shown = [c.board, c.pass, c.continue_button, !c.choices.is_empty()];
            assert!(shown.contains(&true), "{} step {i} offers no control", l.id);
            let fb = solve_step(&mut s);
            assert_eq!(fb.kind, FeedbackKind::Correct, "{} step {i}: {fb:?}", l.id);
            assert!(fb.step_done, "{} step {i}: {fb:?}", l.id);
        }
        assert!(s.is_done(), "{}", l.id);
        assert!(!s.controls().board && !s.controls().pass);
        assert_eq!(s.tap(Point::new(0, 0)).kind, FeedbackKind::Info);
        s.retry();
        assert!(!s.is_done());
        assert_eq!(s.step_index(), 0);
    }
}

/// The last step's feedback carries the lesson's success text; the others their own.
#[test]
fn success_text_ends_each_lesson() {
    for l in every_lesson() {
        let mut s = start(l);
        let mut last = None;
        for step in l.steps {
            let fb = solve_step(&mut s);
            if !fb.done {
                assert_eq!(fb.message.or(step.done), fb.message, "{}", l.id);
            }
            last = Some(fb);
        }
        let last = last.expect("steps");
        assert!(last.done);
        assert_eq!(last.message, Some(l.success), "{}", l.id);
    }
}

/// Every anticipated wrong try (a point or a wrong number) produces its own message
/// and leaves the lesson on the same step.
#[test]
fn wrong_tries_get_their_own_message() {
    let mut checked = 0;
    for l in every_lesson() {
        for (i, step) in l.steps.iter().enumerate() {
            let mut s = start(l);
            advance_to(&mut s, i);
            let wrong = match step.task {
                Task::PlayAt { wrong, .. }
                | Task::Choose { wrong, .. }
                | Task::TapAll { wrong, .. }
                | Task::Capture { wrong, .. }
                | Task::MarkDead { wrong, .. } => wrong,
                Task::Count {
                    answer,
                    choices,
                    wrong,
                    ..
                } => {
                    for &c in choices.iter().filter(|&&c| c != answer) {
                        let fb = s.answer(c);
                        assert_eq!(fb.kind, FeedbackKind::Wrong, "{} {c}", l.id);
                        assert_eq!(fb.message, Some(wrong));
                        checked += 1;
                    }
                    &[]
                }
                _ => &[],
            };
            for w in wrong {
                let fb = s.tap(pt(l, w.at));
                assert_eq!(fb.kind, FeedbackKind::Wrong, "{} {}: {fb:?}", l.id, w.at);
                assert_eq!(fb.message, Some(w.message), "{} {}", l.id, w.at);
                assert_eq!(s.step_index(), i, "{} {}", l.id, w.at);
                checked += 1;
            }
        }
    }
    assert!(checked > 30, "only {checked} wrong tries checked");
}

/// Taps on diagonals, occupied points and far-away points say why they are no liberty.
#[test]
fn liberty_taps_explain_themselves() {
    let l = lesson("liberties");
    let mut s = start(l);
    let fb = s.tap(pt(l, "C5"));
    assert_eq!(
        fb.message.map(|t| t.text()).as_deref(),
        Some("That's a diagonal. Diagonals are not liberties.")
    );
    let fb = s.tap(pt(l, "D4"));
    assert_eq!(fb.kind, FeedbackKind::Wrong);
    assert_eq!(fb.message.map(|t| t.key), Some("learn-common-occupied"));
    assert_eq!(
        s.tap(pt(l, "A1")).message.map(|t| t.key),
        Some("learn-common-not-touching")
    );
    let fb = s.tap(pt(l, "D5"));
    assert_eq!(
        (fb.kind, fb.message.map(|t| t.text()).as_deref()),
        (FeedbackKind::Correct, Some("Yes, a liberty."))
    );
    assert_eq!(s.found(), &[pt(l, "D5")]);
    assert_eq!(s.tap(pt(l, "D5")).kind, FeedbackKind::Info);
}

/// Each liberty step's targets are exactly the engine's liberties of the marked stones.
#[test]
fn liberty_targets_match_the_engine() {
    for l in every_lesson() {
        let mut s = start(l);
        for (i, step) in l.steps.iter().enumerate() {
            advance_to(&mut s, i);
            if let Task::TapAll { targets, .. } = step.task {
                let mut want: Vec<Point> = targets.iter().map(|a| pt(l, a)).collect();
                want.sort();
                let mark = pt(l, step.marks[0]);
                assert_eq!(s.board().liberty_points(mark), want, "{} step {i}", l.id);
                for m in step.marks {
                    assert_eq!(
                        s.board().string_stones(pt(l, m)),
                        s.board().string_stones(mark)
                    );
                }
            }
        }
    }
}

/// Every counting question's answer is what the engine counts in that position.
#[test]
fn count_answers_match_the_engine() {
    let mut checked = 0;
    for l in every_lesson() {
        let mut s = start(l);
        for (i, step) in l.steps.iter().enumerate() {
            advance_to(&mut s, i);
            if let Task::Count {
                tally,
                answer,
                choices,
                ..
            } = step.task
            {
                assert_eq!(s.tally(tally), Some(answer), "{} step {i}", l.id);
                assert!(choices.contains(&answer));
                assert_eq!(s.choices(), choices);
                checked += 1;
            }
        }
    }
    assert!(checked >= 10);
}

/// Text 004's example: Black 35 stones + 8 = 43; White 27 + 10 + 7.5 = 44.5; W+1.5.
#[test]
fn area_count_is_43_to_44_5() {
    let s = start(lesson("count-area"));
    let c = s.count();
    assert_eq!((c.black.stones, c.black.territory), (35, 8));
    assert_eq!(c.black.total, HalfPoints::points(43));
    assert_eq!((c.white.stones, c.white.territory), (27, 10));
    assert_eq!(c.white.komi, HalfPoints::halves(15));
    assert_eq!(c.white.total, HalfPoints::halves(89));
    assert_eq!(c.result().to_sgf(), "W+1.5");
}

/// Territory (text 003): Black 17 empty points; White 14 - 1 lost + 6.5 = 19.5; W+2.5.
#[test]
fn territory_count_matches_its_text() {
    let s = start(lesson("count-territory"));
    let c = s.count();
    assert_eq!(
        (c.black.territory, c.black.stones, c.black.captures),
        (17, 0, 0)
    );
    assert_eq!((c.white.territory, c.white.captures), (14, -1));
    assert_eq!(c.white.total, HalfPoints::halves(39));
    assert_eq!(c.result().to_sgf(), "W+2.5");
}

/// Classic (text 000): Black 17 + 1 capture + 1 pass = 19; White 14 + 1 pass = 15.
#[test]
fn classic_count_matches_its_text() {
    let s = start(lesson("count-classic"));
    assert_eq!(s.game().phase(), Phase::Finished);
    let c = s.count();
    assert_eq!(
        (c.black.territory, c.black.captures, c.black.passes),
        (17, 1, 1)
    );
    assert_eq!(
        (c.white.territory, c.white.captures, c.white.passes),
        (14, 0, 1)
    );
    assert_eq!(c.black.total, HalfPoints::points(19));
    assert_eq!(c.white.total, HalfPoints::points(15));
    assert_eq!(s.game().result().map(|r| r.to_sgf()), Some("B+4".into()));
}

/// Ko: the immediate retake is refused in the engine's words; after an exchange
/// elsewhere the same move captures.
#[test]
fn ko_refuses_immediate_retake_then_allows_it() {
    let l = lesson("ko");
    let mut s = start(l);
    let fb = s.tap(pt(l, "D4"));
    assert_eq!(fb.refusal, Some(MoveError::Ko));
    assert!(
        fb.english().starts_with("Ko: play elsewhere first."),
        "{}",
        fb.english()
    );
    assert!(fb.step_done);
    assert_eq!(s.board().get(pt(l, "D4")), None);
    // Still refused while nothing else has happened.
    let fb = s.tap(pt(l, "D4"));
    assert_eq!(
        (fb.kind, fb.refusal),
        (FeedbackKind::Wrong, Some(MoveError::Ko))
    );
    let fb = s.tap(pt(l, "E2"));
    assert_eq!(fb.replies.len(), 1);
    assert_eq!(fb.replies[0].color, Color::White);
    assert_eq!(s.board().get(pt(l, "F3")), Some(Color::White));
    let fb = s.tap(pt(l, "D4"));
    assert!(fb.done, "{fb:?}");
    assert_eq!(fb.captured, vec![pt(l, "C4")]);
}

/// Self-capture is refused; the surrounded corner point is legal because it captures.
#[test]
fn self_capture_refused_but_capturing_move_allowed() {
    let l = lesson("self-capture");
    let mut s = start(l);
    let fb = s.tap(pt(l, "D5"));
    assert_eq!(fb.refusal, Some(MoveError::Suicide));
    assert_eq!(s.board().get(pt(l, "D5")), None);
    let fb = s.tap(pt(l, "D5"));
    assert_eq!(
        (fb.kind, fb.refusal),
        (FeedbackKind::Wrong, Some(MoveError::Suicide))
    );
    let fb = s.tap(pt(l, "A1"));
    assert!(fb.done);
    let mut got = fb.captured.clone();
    got.sort();
    let mut want = vec![pt(l, "B1"), pt(l, "A2")];
    want.sort();
    assert_eq!(got, want);
}

/// The passing lesson stops play after two passes and marks the white stone dead.
#[test]
fn passing_leads_to_settling_and_dead_marks() {
    let l = lesson("passing");
    let mut s = start(l);
    assert_eq!(s.tap(pt(l, "A1")).kind, FeedbackKind::Info);
    let fb = s.pass();
    assert_eq!(fb.replies.len(), 1);
    assert_eq!(s.game().phase(), Phase::Settling);
    s.tap(pt(l, "B5"));
    assert!(s.game().is_dead(pt(l, "B5")));
}

/// The false eye: playing inside is refused; after the atari White fills it and dies.
#[test]
fn false_eye_group_is_captured() {
    let l = lesson("false-eye");
    let mut s = start(l);
    assert_eq!(s.tap(pt(l, "B1")).refusal, Some(MoveError::Suicide));
    s.tap(pt(l, "E1"));
    assert_eq!(s.board().get(pt(l, "B1")), Some(Color::White));
    let fb = s.tap(pt(l, "B3"));
    assert!(fb.done);
    assert_eq!(fb.captured.len(), 11);
}

/// Seki: filling the shared point loses the string; the board comes back to explain.
#[test]
fn seki_attack_backfires() {
    let l = lesson("seki");
    let mut s = start(l);
    let fb = s.tap(pt(l, "E7"));
    assert_eq!(fb.refusal, Some(MoveError::Suicide));
    let fb = s.tap(pt(l, "C7"));
    assert_eq!(fb.replies[0].captured.len(), 5);
    assert!(fb.board_reset);
    assert_eq!(s.board().to_picture(), start(l).board().to_picture());
}

/// Text 004's practice capture: the corner stone comes off, the board is cleared, and
/// the demo offers a 9x9 game.
#[test]
fn practice_capture_demo() {
    let l = practice_capture();
    let s0 = start(l);
    assert_eq!(s0.board().get(pt(l, "A1")), Some(Color::White));
    assert_eq!(s0.board().get(pt(l, "B1")), Some(Color::Black));
    let mut s = start(l);
    let fb = s.tap(pt(l, "E5"));
    assert_eq!(fb.kind, FeedbackKind::Wrong);
    let fb = s.tap(pt(l, "A2"));
    assert_eq!(fb.captured, vec![pt(l, "A1")]);
    assert!(fb.done && fb.board_reset);
    assert_eq!(
        s.board().stone_count(Color::Black) + s.board().stone_count(Color::White),
        0
    );
    match l.then {
        Action::StartGame {
            preset,
            size,
            label,
        } => {
            assert_eq!(
                (preset, size, label.text().as_str()),
                ("aga", 9, "Start a 9x9 game")
            );
        }
        other => panic!("{other:?}"),
    }
}

/// The finale: a capture wins the two-player game; two passes first are a draw, not done.
#[test]
fn first_capture_game() {
    let l = lesson("first-capture");
    let mut s = start(l);
    let fb = s.pass();
    assert!(!fb.done);
    let fb = s.pass();
    assert!(!fb.done);
    assert_eq!(fb.message.map(|t| t.key), Some("learn-common-draw"));
    s.retry();
    let fb = s.tap(pt(l, "E5"));
    assert_eq!(fb.placed, Some((Color::Black, pt(l, "E5"))));
    assert_eq!(s.tap(pt(l, "E5")).refusal, Some(MoveError::Occupied));
    assert!(matches!(
        l.then,
        Action::StartGame {
            preset: "first-capture",
            size: 9,
            ..
        }
    ));
}

/// Lesson ids are unique and every picture parses at its declared size.
#[test]
fn ids_unique_and_pictures_sized() {
    let mut ids = HashSet::new();
    for l in every_lesson() {
        assert!(ids.insert(l.id), "duplicate id {}", l.id);
        let b = l.board().unwrap_or_else(|e| panic!("{}: {e}", l.id));
        assert_eq!(b.size(), l.size);
        assert!((5..=9).contains(&l.size));
        assert!(l.rules().is_ok(), "{}", l.id);
    }
    let mut guide_ids = HashSet::new();
    for g in quick_start() {
        let frames = g.frames().unwrap_or_else(|e| panic!("{}: {e}", g.id));
        assert_eq!(frames[0].size(), g.size);
        assert_eq!(frames.len(), g.moves.len() + 1);
        assert!((5..=9).contains(&g.size));
        assert!(guide_ids.insert(g.id), "duplicate guide id {}", g.id);
    }
}

/// Every text has a non-empty key and one wording per key; wordings stay short.
#[test]
fn text_keys_are_stable_and_unique() {
    let mut texts: Vec<Text> = every_lesson().flat_map(|l| l.texts()).collect();
    texts.extend(quick_start().iter().flat_map(|g| g.texts()));
    for t in texts {
        assert!(t.key.starts_with("learn-"), "{t:?}");
        let english = t.text();
        assert!(
            english != t.key && !english.is_empty() && english.len() <= 200,
            "{t:?}: {english}"
        );
    }
}

/// The guide's capture frame takes the white stone off; the end frame stops play.
#[test]
fn guide_animations_show_their_rule() {
    let g = |id: &str| {
        quick_start()
            .iter()
            .find(|s| s.id == id)
            .expect("guide step")
    };
    let capture = g("capture").frames().unwrap();
    assert_eq!(capture.last().unwrap().board().stone_count(Color::White), 0);
    let end = g("end").frames().unwrap();
    assert_eq!(end.last().unwrap().phase(), Phase::Settling);
    assert_eq!(quick_start().len(), 7);
}

/// Any tap, pass, answer or continue at any step is answered without a panic, and a
/// wrong or reminding answer never moves the lesson on.
#[test]
fn any_action_at_any_step_is_safe() {
    for l in every_lesson() {
        for i in 0..l.steps.len() {
            let mut base = start(l);
            advance_to(&mut base, i);
            let off_board = [
                Point::new(l.size, 0),
                Point::new(0, l.size),
                Point::new(30, 30),
            ];
            let taps = Point::all(l.size).chain(off_board);
            for p in taps {
                let mut s = base.clone();
                let fb = s.tap(p);
                if fb.kind != FeedbackKind::Correct {
                    assert_eq!(s.step_index(), i, "{} {p:?}", l.id);
                }
            }
            for act in 0..3 {
                let mut s = base.clone();
                let fb = match act {
                    0 => s.pass(),
                    1 => s.answer(HalfPoints::halves(-7)),
                    _ => s.proceed(),
                };
                if fb.kind != FeedbackKind::Correct {
                    assert_eq!(s.step_index(), i, "{} action {act}", l.id);
                }
            }
        }
    }
}

/// The keys of every message in the English lesson catalogue, in file order.
fn lesson_catalogue_keys() -> Vec<&'static str> {
    let (_, text) = Lang::En
        .sources()
        .into_iter()
        .find(|(file, _)| *file == "lessons.ftl")
        .expect("lessons.ftl");
    text.lines()
        .filter(|line| line.starts_with("learn-"))
        .filter_map(|line| line.split_once(" = ").map(|(key, _)| key))
        .collect()
}

/// Every lesson and guide text is in every language: none is empty or missing, and nearly
/// all differ from the English (a few, such as "Ko" or "Seki", are the same word).
#[test]
fn every_lesson_text_is_translated() {
    let keys = lesson_catalogue_keys();
    assert!(keys.len() > 150, "only {} lesson messages", keys.len());
    let mut used: Vec<Text> = every_lesson().flat_map(|l| l.texts()).collect();
    used.extend(quick_start().iter().flat_map(|g| g.texts()));
    for t in used {
        assert!(keys.contains(&t.key), "{} is not in en/lessons.ftl", t.key);
    }
    i18n::set_language(Lang::En);
    let english: Vec<String> = keys.iter().map(|k| i18n::tr(k)).collect();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        i18n::set_language(lang);
        let mut same = Vec::new();
        for (key, en) in keys.iter().zip(&english) {
            let text = i18n::tr(key);
            assert!(
                !text.trim().is_empty() && text != *key,
                "{}: {key} is empty",
                lang.code()
            );
            if text == *en {
                same.push(*key);
            }
        }
        assert!(
            same.len() * 10 <= keys.len(),
            "{}: {} of {} lesson texts are still English: {same:?}",
            lang.code(),
            same.len(),
            keys.len()
        );
    }
    i18n::set_language(Lang::En);
}
