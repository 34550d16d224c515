//! The rules engine: boards, moves, rulesets, games and counting.
//! Plain Rust only: no web crates here.

pub mod board;
pub mod color;
pub mod error;
pub mod game;
pub mod half_points;
pub mod handicap;
pub mod moves;
pub mod playout;
pub mod point;
pub mod presets;
pub mod rng;
pub mod rules;
pub mod scoring;

pub use board::{Board, BoardRefusal, PictureError};
pub use color::Color;
pub use error::{MoveError, ReplayError, SetupError};
pub use game::{EndReason, Event, Game, GameRecord, GameResult, MoveOutcome, Phase};
pub use half_points::HalfPoints;
pub use moves::Move;
pub use point::{CoordError, Point, MAX_SIZE, MIN_SIZE};
pub use presets::{presets, Preset, Variant};
pub use rules::{
    Compensation, Counting, Ending, HandicapRules, KoRule, Placement, Prisoners, Rematch,
    Resignation, Rules, WinCondition,
};
pub use scoring::{Count, PointStatus, SideCount};
