//! Learning Go inside the app: a quick-start guide, the practice capture and lessons,
//! all as plain data, plus a pure state machine that drives a lesson with the engine.
//! No web crates here: the UI renders what these types describe.
//!
//! Driving a lesson: build a [`LessonState`] from a [`Lesson`], draw `board()`,
//! `marks()`, `found()` and `prompt()`; on a tap call `tap(point)` (or `pass()`,
//! `answer(n)`, `proceed()` by the step's [`Task`]) and show the [`Feedback`].

pub mod guide;
pub mod lesson;
pub mod lessons;
pub mod progress;
pub mod state;
pub mod text;

pub use guide::{quick_start, GuideStep};
pub use lesson::{Action, At, Lesson, LessonError, Reply, Step, Tally, Task, Wrong, NEXT};
pub use lessons::{all, practice_capture};
pub use progress::LessonsDone;
pub use state::{Controls, Feedback, FeedbackKind, LessonState, Played};
pub use text::{common, Text};
