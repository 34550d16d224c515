//! From a guide frame or a lesson's state to what the board shows.

use crate::engine::{Color, Game, Move, Phase, Point};
use crate::i18n::tr;
use crate::learn::{GuideStep, LessonState, Task};
use crate::tr;
use crate::ui::board_view::BoardModel;
use crate::ui::board_view::{board_model, shade_count, Overlays};

/// Rings the given points.
fn mark(m: &mut BoardModel, points: impl IntoIterator<Item = Point>) {
    for p in points {
        m.at(p).marked = true;
    }
}

/// A lesson's board: the position, its marks and what the learner found so far (until
/// the lesson is done), and the count whenever the step asks about it (or play has stopped).
pub fn lesson_model(state: &LessonState, shown: Option<&Game>) -> BoardModel {
    let game = shown.unwrap_or(state.game());
    let mut m = board_model(game, Overlays::default());
    if matches!(state.step().task, Task::Count { .. }) && game.phase() == Phase::Playing {
        shade_count(game, &mut m);
    }
    if shown.is_none() && !state.is_done() {
        mark(&mut m, state.marks());
        let player = state.lesson().player;
        for &p in state.found() {
            // A found liberty is empty: a small square in the learner's colour says "got it".
            if game.board().get(p).is_none() {
                m.at(p).territory = Some(player);
            }
        }
    }
    m
}

/// The frame of a guide step to draw: the animation frame, with the step's marks. On a
/// settled frame (both passed) the marked strings are the ones agreed dead, so the
/// count shows them taken off.
pub fn guide_model(step: &GuideStep, frame: &Game) -> BoardModel {
    let marks: Vec<Point> = step
        .marks
        .iter()
        .filter_map(|at| Point::parse_gtp(at, step.size).ok())
        .collect();
    let mut game = frame.clone();
    if game.phase() == Phase::Settling {
        for &p in &marks {
            if game.board().get(p).is_some() && !game.is_dead(p) {
                let _ = game.toggle_dead(p);
            }
        }
    }
    let mut m = board_model(&game, Overlays::default());
    // A dead stone already wears its cross; a ring on top would hide it.
    mark(&mut m, marks.into_iter().filter(|&p| !game.is_dead(p)));
    m
}

/// Stones on `before` that are gone on `after`: what to fade out.
pub fn vanished(before: &Game, after: &Game) -> Vec<(Point, Color)> {
    Point::all(before.size())
        .filter_map(|p| match (before.board().get(p), after.board().get(p)) {
            (Some(c), None) => Some((p, c)),
            _ => None,
        })
        .collect()
}

/// Marks fading stones on a model (points that are empty now).
pub fn add_fading(m: &mut BoardModel, fading: &[(Point, Color)]) {
    for &(p, c) in fading {
        let v = m.at(p);
        if v.stone.is_none() {
            v.fading = Some(c);
        }
    }
}

/// Words for a move in the guide's caption.
pub fn describe(color: Color, mv: Move, size: u8) -> String {
    match (color, mv) {
        (Color::Black, Move::Place(p)) => tr!("learn-ui-black-plays", point = p.to_gtp(size)),
        (Color::White, Move::Place(p)) => tr!("learn-ui-white-plays", point = p.to_gtp(size)),
        (Color::Black, Move::Pass) => tr("learn-ui-black-passes"),
        (Color::White, Move::Pass) => tr("learn-ui-white-passes"),
        (Color::Black, Move::Resign) => tr("learn-ui-black-resigns"),
        (Color::White, Move::Resign) => tr("learn-ui-white-resigns"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{all, practice_capture, quick_start};

    fn at(m: &BoardModel, name: &str) -> crate::ui::board_view::PointView {
        let mut m = m.clone();
        *m.at(Point::parse_gtp(name, m.size).unwrap())
    }

    /// The practice capture rings the white corner stone and shows both stones.
    #[test]
    fn practice_board_marks_the_target() {
        let s = LessonState::new(practice_capture()).unwrap();
        let m = lesson_model(&s, None);
        assert!(at(&m, "A1").marked);
        assert_eq!(at(&m, "A1").stone, Some(Color::White));
        assert_eq!(at(&m, "B1").stone, Some(Color::Black));
        let mut s = s;
        s.tap(Point::parse_gtp("A2", 9).unwrap());
        let m = lesson_model(&s, None);
        assert!(
            m.points.iter().all(|v| v.stone.is_none() && !v.marked),
            "cleared"
        );
    }

    /// Liberties found so far get a square in the learner's colour.
    #[test]
    fn found_liberties_show() {
        let l = all().iter().find(|l| l.id == "liberties").unwrap();
        let mut s = LessonState::new(l).unwrap();
        s.tap(Point::parse_gtp("D5", 7).unwrap());
        let m = lesson_model(&s, None);
        assert_eq!(at(&m, "D5").territory, Some(Color::Black));
        assert_eq!(at(&m, "C4").territory, None);
    }

    /// A counting step shades the territory the question is about.
    #[test]
    fn count_steps_shade_territory() {
        let l = all().iter().find(|l| l.id == "count-area").unwrap();
        let s = LessonState::new(l).unwrap();
        let m = lesson_model(&s, None);
        assert_eq!(at(&m, "A9").territory, Some(Color::Black));
        assert_eq!(at(&m, "A1").territory, Some(Color::White));
    }

    /// The guide's capture frame loses the white stone; its end frame shows the dead one.
    #[test]
    fn guide_frames() {
        let capture = quick_start().iter().find(|s| s.id == "capture").unwrap();
        let frames = capture.frames().unwrap();
        assert_eq!(vanished(&frames[0], &frames[1]).len(), 1);
        let end = quick_start().iter().find(|s| s.id == "end").unwrap();
        let frames = end.frames().unwrap();
        let m = guide_model(end, frames.last().unwrap());
        assert!(at(&m, "E4").dead);
        assert!(!at(&m, "E4").marked);
        assert!(!guide_model(end, &frames[0]).points.iter().any(|v| v.dead));
    }
}
