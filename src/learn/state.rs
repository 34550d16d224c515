//! Driving a lesson: the UI calls `tap`, `pass`, `answer` or `proceed` and renders the
//! returned [`Feedback`] plus the state's board, marks and prompt.

use super::lesson::{point, scripted_move, At, Lesson, LessonError, Step, Tally, Task, Wrong};
use super::text::{common, Text};
use crate::engine::{
    Board, Color, Count, Game, GameResult, HalfPoints, Move, MoveError, Phase, Point,
};

/// How a tap went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FeedbackKind {
    /// The step (or part of it, such as one liberty) is right.
    Correct,
    /// Not what the step asks; the message says why.
    Wrong,
    /// Neither: a reminder of what to do.
    Info,
}

/// A move the app played (a scripted reply), for animating it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub color: Color,
    pub mv: Move,
    pub captured: Vec<Point>,
}

/// The answer to one learner action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub kind: FeedbackKind,
    /// The lesson's words, if any.
    pub message: Option<Text>,
    /// The engine's refusal; the UI puts it into words.
    pub refusal: Option<MoveError>,
    /// The learner's stone, if one was placed.
    pub placed: Option<(Color, Point)>,
    /// Stones the learner's move captured.
    pub captured: Vec<Point>,
    /// Scripted replies played after the learner's move.
    pub replies: Vec<Played>,
    /// The current step is complete (the state moved on to the next one).
    pub step_done: bool,
    /// The whole lesson is complete.
    pub done: bool,
    /// The board was reset or emptied: redraw it from the state.
    pub board_reset: bool,
    /// A two-player game's result.
    pub result: Option<GameResult>,
}

impl Feedback {
    fn new(kind: FeedbackKind, message: Option<Text>) -> Feedback {
        Feedback {
            kind,
            message,
            refusal: None,
            placed: None,
            captured: Vec::new(),
            replies: Vec::new(),
            step_done: false,
            done: false,
            board_reset: false,
            result: None,
        }
    }

    fn info(message: Text) -> Feedback {
        Feedback::new(FeedbackKind::Info, Some(message))
    }

    fn wrong(message: Text, refusal: Option<MoveError>) -> Feedback {
        Feedback {
            refusal,
            ..Feedback::new(FeedbackKind::Wrong, Some(message))
        }
    }

    /// The feedback as one text: the engine's refusal in the engine's English words
    /// (`MoveError`'s `Display`), then the lesson's words in the current language. The
    /// screen shows the refusal through the UI's own translation instead (`FeedbackBox`).
    pub fn english(&self) -> String {
        let parts: Vec<String> = self
            .refusal
            .map(|e| e.to_string())
            .into_iter()
            .chain(self.message.map(|t| t.text()))
            .collect();
        parts.join(" ")
    }
}

/// Which controls the current step needs besides the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Controls {
    /// Taps on the board do something (otherwise they only remind what to do).
    pub board: bool,
    pub pass: bool,
    pub continue_button: bool,
    /// Number buttons of a counting step.
    pub choices: &'static [HalfPoints],
}

/// A lesson in progress.
#[derive(Clone, Debug)]
pub struct LessonState {
    lesson: &'static Lesson,
    start: Game,
    game: Game,
    step: usize,
    /// Targets found so far in a `TapAll` or `MarkDead` step.
    found: Vec<Point>,
    done: bool,
}

impl LessonState {
    /// Sets up the lesson's board and plays its setup moves.
    pub fn new(lesson: &'static Lesson) -> Result<LessonState, LessonError> {
        if lesson.steps.is_empty() {
            return Err(LessonError::NoSteps);
        }
        let rules = lesson.rules()?;
        let board = lesson.board()?;
        let first = lesson.setup.first().map_or(lesson.player, |&(c, _)| c);
        let mut game = Game::from_position(rules, &board, first);
        for &(color, at) in lesson.setup {
            let mv = scripted_move(at, lesson.size)?;
            game.play_as(color, mv)
                .map_err(|error| LessonError::Refused { at, error })?;
        }
        Ok(LessonState {
            lesson,
            start: game.clone(),
            game,
            step: 0,
            found: Vec::new(),
            done: false,
        })
    }

    // ----- what to render -----

    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }

    /// The game behind the board (position, captures, forbidden points, count).
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn board(&self) -> &Board {
        self.game.board()
    }

    /// The current step (the last one once the lesson is done).
    pub fn step(&self) -> &'static Step {
        let steps = self.lesson.steps;
        &steps[self.step.min(steps.len().saturating_sub(1))]
    }

    /// Index of the current step, from 0.
    pub fn step_index(&self) -> usize {
        self.step
    }

    pub fn step_count(&self) -> usize {
        self.lesson.steps.len()
    }

    pub fn is_done(&self) -> bool {
        self.done
    }

    pub fn prompt(&self) -> Text {
        self.step().prompt
    }

    pub fn hint(&self) -> Text {
        self.step().hint
    }

    /// Points to highlight now.
    pub fn marks(&self) -> Vec<Point> {
        self.points(self.step().marks)
    }

    /// Targets found so far (liberties tapped, strings marked dead).
    pub fn found(&self) -> &[Point] {
        &self.found
    }

    /// The number choices of a counting step (empty otherwise).
    pub fn choices(&self) -> &'static [HalfPoints] {
        match self.step().task {
            Task::Count { choices, .. } => choices,
            _ => &[],
        }
    }

    /// The controls to show for the current step (none once the lesson is done).
    pub fn controls(&self) -> Controls {
        let task = self.step().task;
        let live = !self.done;
        Controls {
            board: live && !matches!(task, Task::Explain | Task::Pass { .. } | Task::Count { .. }),
            pass: live && matches!(task, Task::Pass { .. } | Task::PlayGame { .. }),
            continue_button: live && task == Task::Explain,
            choices: if live { self.choices() } else { &[] },
        }
    }

    /// The engine's count of the current position (for shading territory).
    pub fn count(&self) -> Count {
        self.game.count()
    }

    /// The number a tally stands for in the current position.
    pub fn tally(&self, tally: Tally) -> Option<HalfPoints> {
        let c = self.game.count();
        Some(match tally {
            Tally::Liberties(at) => {
                let p = point(at, self.lesson.size).ok()?;
                HalfPoints::points(self.board().liberties(p) as i32)
            }
            Tally::Stones(color) => HalfPoints::points(c.side(color).stones as i32),
            Tally::Territory(color) => HalfPoints::points(c.side(color).territory as i32),
            Tally::Total(color) => c.side(color).total,
            Tally::Lead(color) => c.side(color).total - c.side(color.opposite()).total,
        })
    }

    // ----- learner actions -----

    /// The learner tapped a point of the board.
    pub fn tap(&mut self, p: Point) -> Feedback {
        if self.done {
            return Feedback::info(common::LESSON_DONE);
        }
        match self.step().task {
            Task::Explain => Feedback::info(common::READ_ON),
            Task::Pass { other } => Feedback::info(other),
            Task::Count { .. } => Feedback::info(common::PICK_NUMBER),
            Task::PlayAt {
                correct,
                wrong,
                other,
            } => {
                if self.is_any(p, correct) {
                    self.play_and_finish(p)
                } else {
                    self.wrong_move(p, wrong, other)
                }
            }
            Task::Choose {
                correct,
                wrong,
                other,
            } => {
                if self.is_any(p, correct) {
                    self.finish_step(Feedback::new(FeedbackKind::Correct, None))
                } else {
                    Feedback::wrong(self.wrong_text(p, wrong).unwrap_or(other), None)
                }
            }
            Task::TapAll {
                targets,
                wrong,
                other,
            } => self.tap_target(p, targets, wrong, other),
            Task::Capture {
                target,
                wrong,
                other,
                ..
            } => self.try_capture(p, target, wrong, other),
            Task::Refused { at, error, other } => {
                let refusal = self.game.check_as(self.lesson.player, p).err();
                if self.is_any(p, &[at]) && refusal == Some(error) {
                    let fb = Feedback {
                        refusal,
                        ..Feedback::new(FeedbackKind::Correct, None)
                    };
                    self.finish_step(fb)
                } else {
                    Feedback::wrong(other, refusal)
                }
            }
            Task::MarkDead {
                stones,
                wrong,
                other,
            } => self.mark_dead(p, stones, wrong, other),
            Task::PlayGame { .. } => self.game_move(Move::Place(p)),
        }
    }

    /// The learner tapped Pass.
    pub fn pass(&mut self) -> Feedback {
        if self.done {
            return Feedback::info(common::LESSON_DONE);
        }
        match self.step().task {
            Task::Pass { .. } => match self.game.play_as(self.lesson.player, Move::Pass) {
                Ok(_) => self.finish_step(Feedback::new(FeedbackKind::Correct, None)),
                Err(e) => Feedback::wrong(common::TAP_BOARD, Some(e)),
            },
            Task::PlayGame { .. } => self.game_move(Move::Pass),
            _ => self.reminder(),
        }
    }

    /// The learner picked a number in a counting step.
    pub fn answer(&mut self, choice: HalfPoints) -> Feedback {
        if self.done {
            return Feedback::info(common::LESSON_DONE);
        }
        match self.step().task {
            Task::Count { answer, .. } if choice == answer => {
                self.finish_step(Feedback::new(FeedbackKind::Correct, None))
            }
            Task::Count { wrong, .. } => Feedback::wrong(wrong, None),
            _ => self.reminder(),
        }
    }

    /// The learner tapped Continue.
    pub fn proceed(&mut self) -> Feedback {
        if self.done {
            return Feedback::info(common::LESSON_DONE);
        }
        match self.step().task {
            Task::Explain => self.finish_step(Feedback::new(FeedbackKind::Correct, None)),
            _ => self.reminder(),
        }
    }

    /// Starts the lesson over.
    pub fn retry(&mut self) {
        self.game = self.start.clone();
        self.step = 0;
        self.found.clear();
        self.done = false;
    }

    // ----- internals -----

    fn reminder(&self) -> Feedback {
        Feedback::info(match self.step().task {
            Task::Explain => common::READ_ON,
            Task::Count { .. } => common::PICK_NUMBER,
            _ => common::TAP_BOARD,
        })
    }

    fn points(&self, ats: &[At]) -> Vec<Point> {
        ats.iter()
            .filter_map(|&a| point(a, self.lesson.size).ok())
            .collect()
    }

    fn is_any(&self, p: Point, ats: &[At]) -> bool {
        self.points(ats).contains(&p)
    }

    fn wrong_text(&self, p: Point, wrong: &[Wrong]) -> Option<Text> {
        wrong
            .iter()
            .find(|w| point(w.at, self.lesson.size) == Ok(p))
            .map(|w| w.message)
    }

    /// A placement the step did not ask for: the lesson's words and, if the engine
    /// would refuse it anyway, the engine's reason.
    fn wrong_move(&self, p: Point, wrong: &[Wrong], other: Text) -> Feedback {
        let refusal = self.game.check_as(self.lesson.player, p).err();
        Feedback::wrong(self.wrong_text(p, wrong).unwrap_or(other), refusal)
    }

    fn play_and_finish(&mut self, p: Point) -> Feedback {
        let color = self.lesson.player;
        match self.game.play_as(color, Move::Place(p)) {
            Ok(out) => {
                let fb = Feedback {
                    placed: Some((color, p)),
                    captured: out.captured,
                    ..Feedback::new(FeedbackKind::Correct, None)
                };
                self.finish_step(fb)
            }
            Err(e) => Feedback::wrong(common::TAP_BOARD, Some(e)),
        }
    }

    fn tap_target(&mut self, p: Point, targets: &[At], wrong: &[Wrong], other: Text) -> Feedback {
        if self.found.contains(&p) {
            return Feedback::info(common::FOUND_AGAIN);
        }
        if self.is_any(p, targets) {
            self.found.push(p);
            if self.found.len() == self.points(targets).len() {
                return self.finish_step(Feedback::new(FeedbackKind::Correct, None));
            }
            return Feedback::new(FeedbackKind::Correct, Some(common::LIBERTY_FOUND));
        }
        let message = self
            .wrong_text(p, wrong)
            .unwrap_or(if self.board().get(p).is_some() {
                common::OCCUPIED
            } else {
                other
            });
        Feedback::wrong(message, None)
    }

    fn try_capture(&mut self, p: Point, target: At, wrong: &[Wrong], other: Text) -> Feedback {
        let Ok(t) = point(target, self.lesson.size) else {
            return Feedback::info(other);
        };
        let color = self.lesson.player;
        let mut trial = self.game.clone();
        let captures = match trial.play_as(color, Move::Place(p)) {
            Ok(out) => out.captured.contains(&t),
            Err(e) => return Feedback::wrong(self.wrong_text(p, wrong).unwrap_or(other), Some(e)),
        };
        if captures {
            self.play_and_finish(p)
        } else {
            Feedback::wrong(self.wrong_text(p, wrong).unwrap_or(other), None)
        }
    }

    fn mark_dead(&mut self, p: Point, stones: &[At], wrong: &[Wrong], other: Text) -> Feedback {
        let heads = self.points(stones);
        let string = self.board().string_stones(p);
        let Some(&head) = heads.iter().find(|h| string.contains(h)) else {
            return Feedback::wrong(self.wrong_text(p, wrong).unwrap_or(other), None);
        };
        if self.found.contains(&head) {
            return Feedback::info(common::FOUND_AGAIN);
        }
        if let Err(e) = self.game.toggle_dead(p) {
            return Feedback::wrong(other, Some(e));
        }
        self.found.push(head);
        if self.found.len() == heads.len() {
            self.finish_step(Feedback::new(FeedbackKind::Correct, None))
        } else {
            Feedback::new(FeedbackKind::Correct, Some(common::MARKED_DEAD))
        }
    }

    /// A move in a two-player game: whoever is to move plays.
    fn game_move(&mut self, mv: Move) -> Feedback {
        let color = self.game.to_move();
        let out = match self.game.play(mv) {
            Ok(out) => out,
            Err(e) => return Feedback::wrong(common::TAP_BOARD, Some(e)),
        };
        let placed = match mv {
            Move::Place(p) => Some((color, p)),
            _ => None,
        };
        let base = Feedback {
            placed,
            captured: out.captured,
            result: out.result,
            ..Feedback::new(FeedbackKind::Info, Some(common::MOVE_PLAYED))
        };
        match (out.phase, out.result) {
            (Phase::Finished, Some(r)) if r.winner.is_some() => self.finish_step(Feedback {
                message: Some(common::CAPTURE_WINS),
                ..base
            }),
            (Phase::Finished, _) => Feedback {
                message: Some(common::DRAW),
                ..base
            },
            _ => base,
        }
    }

    /// Plays the step's scripted reply, moves on, and finishes the lesson after the last step.
    fn finish_step(&mut self, mut fb: Feedback) -> Feedback {
        let step = self.step();
        let learner_at = fb.placed.map(|(_, p)| p);
        let reply = step.replies.iter().find(|r| match r.after {
            None => true,
            Some(a) => point(a, self.lesson.size).ok() == learner_at,
        });
        if let Some(r) = reply {
            let color = self.lesson.player.opposite();
            if let Ok(mv) = scripted_move(r.play, self.lesson.size) {
                if let Ok(out) = self.game.play_as(color, mv) {
                    fb.replies.push(Played {
                        color,
                        mv,
                        captured: out.captured,
                    });
                }
            }
        }
        fb.kind = FeedbackKind::Correct;
        fb.step_done = true;
        self.found.clear();
        self.step += 1;
        if self.step >= self.lesson.steps.len() {
            self.done = true;
            fb.done = true;
            fb.message = Some(self.lesson.success);
            if self.lesson.clear_when_done {
                let size = self.lesson.size;
                let rules = *self.game.rules();
                self.game = Game::from_position(rules, &Board::new(size), self.lesson.player);
                fb.board_reset = true;
            }
        } else {
            fb.message = fb.message.or(step.done);
            if self.step().reset_board {
                self.game = self.start.clone();
                fb.board_reset = true;
            }
        }
        fb
    }
}
