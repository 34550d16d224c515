//! The computer's hint in a lesson: its top moves on the lesson's board, as the play
//! screen shows them, where the step asks for a move a game could have. A step that
//! asks for something else (tap the liberties, pick a number, try a forbidden move)
//! gets no computer hint, nor does a finished lesson; where the step wants particular
//! moves, only the computer's moves that the step takes are shown.

use crate::ai::hint::{hints, Reason};
use crate::engine::{Game, Move, Phase, Point, WinCondition};
use crate::learn::lesson::point;
use crate::learn::{FeedbackKind, LessonState, Task};

/// What the computer's hint shows.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonHint {
    /// These moves, best first, each with its reason.
    Moves(Vec<(Point, Reason)>),
    /// The computer would play elsewhere: none of its moves is what this step asks.
    Elsewhere,
}

/// The position to ask the computer about, with the player the step waits for to move,
/// or `None` where a computer hint makes no sense. Where the step's goal is a capture,
/// the computer is asked under the first-capture rule, so that it looks for the capture
/// (under the lesson's own rules a capture in a corner is worth less than the centre of
/// an empty board, and the computer would say so).
pub fn hint_game(state: &LessonState) -> Option<Game> {
    if state.is_done() {
        return None;
    }
    let game = state.game();
    let player = state.lesson().player;
    let capture_goal = match state.step().task {
        // Two people play: the hint is for whoever is to move, under the game's rules.
        Task::PlayGame { .. } => return (game.phase() == Phase::Playing).then(|| game.clone()),
        Task::Capture { .. } => true,
        Task::PlayAt { correct, .. } => correct.iter().all(|&at| {
            point(at, state.lesson().size).is_ok_and(|p| {
                let mut after = game.clone();
                after
                    .play_as(player, Move::Place(p))
                    .is_ok_and(|played| !played.captured.is_empty())
            })
        }),
        _ => return None,
    };
    if game.to_move() == player && !capture_goal {
        return Some(game.clone());
    }
    // The same board with the learner to move (a lesson lets its learner move again after
    // a scripted move of their own); the step itself refuses what this board forgets, a
    // ko for one (see [`lesson_hint`]).
    let mut rules = *game.rules();
    if capture_goal {
        rules.win = WinCondition::FirstCapture;
    }
    Some(Game::from_position(rules, game.board(), player))
}

/// The hints among the computer's `moves` (best first) for the lesson's step: at most
/// `most`, legal, and where the step wants particular moves, only those it takes (which
/// the step checks on the lesson's own game).
pub fn lesson_hint(
    state: &LessonState,
    moves: impl IntoIterator<Item = Move>,
    most: usize,
) -> Option<LessonHint> {
    let game = hint_game(state)?;
    let any_move = matches!(state.step().task, Task::PlayGame { .. });
    let taken = |p: Point| any_move || state.clone().tap(p).kind == FeedbackKind::Correct;
    let shown: Vec<(Point, Reason)> = hints(&game, moves)
        .filter(|&(p, _)| taken(p))
        .take(most)
        .collect();
    Some(if shown.is_empty() && !any_move {
        LessonHint::Elsewhere
    } else {
        LessonHint::Moves(shown)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{all, practice_capture};

    fn lesson(id: &str) -> LessonState {
        let l = all().iter().find(|l| l.id == id).expect("lesson");
        LessonState::new(l).expect("lesson starts")
    }

    fn at(name: &str, size: u8) -> Point {
        Point::parse_gtp(name, size).expect("point")
    }

    /// Steps that ask for no game move (read on, point at a string, tap the liberties)
    /// get no computer hint; a step that asks for a move does, for the learner.
    #[test]
    fn only_steps_that_ask_for_a_move() {
        let liberties = lesson("liberties");
        assert!(matches!(liberties.step().task, Task::TapAll { .. }));
        assert!(hint_game(&liberties).is_none());
        assert!(lesson_hint(&liberties, [Move::Place(at("D4", 7))], 3).is_none());
        let practice = LessonState::new(practice_capture()).expect("practice");
        let game = hint_game(&practice).expect("a move to hint");
        assert_eq!(game.to_move(), practice.lesson().player);
    }

    /// A step whose goal is a capture asks the computer under the first-capture rule,
    /// for the learner; a step wanting another move (an atari) keeps the lesson's rules.
    #[test]
    fn a_capture_goal_is_asked_as_a_capture_game() {
        let practice = LessonState::new(practice_capture()).expect("practice");
        let game = hint_game(&practice).expect("a move to hint");
        assert_eq!(game.rules().win, WinCondition::FirstCapture);
        let size = practice.lesson().size;
        assert!(Point::all(size).all(|p| game.board().get(p) == practice.board().get(p)));
        let mut atari = lesson("atari");
        // The first step points at a string; the second asks for an atari.
        atari.tap(at("C6", 7));
        assert!(matches!(atari.step().task, Task::PlayAt { .. }));
        let game = hint_game(&atari).expect("a move to hint");
        assert_eq!(game.rules().win, atari.game().rules().win);
        assert_ne!(game.rules().win, WinCondition::FirstCapture);
        assert_eq!(game.to_move(), atari.lesson().player);
    }

    /// In a step that wants particular moves only those are shown, in the computer's
    /// order; a move the step does not take is left out, and if none is left the hint
    /// says the computer would play elsewhere.
    #[test]
    fn only_the_moves_the_step_takes() {
        // The capture lesson's first step: capture the marked centre stone (E4 does).
        let capture = lesson("capture");
        let centre = at("E4", 9);
        let corner = at("J8", 9);
        let hint = lesson_hint(&capture, [Move::Place(corner), Move::Place(centre)], 3);
        assert_eq!(
            hint,
            Some(LessonHint::Moves(vec![(centre, Reason::Captures(1))]))
        );
        let hint = lesson_hint(&capture, [Move::Place(corner), Move::Pass], 3);
        assert_eq!(hint, Some(LessonHint::Elsewhere));
    }

    /// Once the lesson is done there is no hint.
    #[test]
    fn none_once_done() {
        let mut practice = LessonState::new(practice_capture()).expect("practice");
        let a2 = at("A2", 9);
        assert!(lesson_hint(&practice, [Move::Place(a2)], 3).is_some());
        practice.tap(a2);
        assert!(practice.is_done());
        assert!(hint_game(&practice).is_none());
        assert!(lesson_hint(&practice, [Move::Place(a2)], 3).is_none());
    }
}
