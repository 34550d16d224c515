//! The rules engine: boards, moves, rulesets, games and counting.
//! Plain Rust only: no web crates here.
//!
//! Where to start:
//! - [`Rules::preset`] / [`presets()`]: rulesets as data (`aga` is the default); a
//!   [`Preset`] row also carries its Fluent keys, its SGF `RU` names and its clock floor.
//! - [`Game::new`]`(rules, size, handicap)`, then [`Game::play`], [`Game::check`],
//!   [`Game::forbidden_points`], [`Game::undo`]; settling with [`Game::toggle_dead`],
//!   [`Game::agree`], [`Game::resume`] ([`Game::open_ko`]: text 003's unresolved ko);
//!   [`Game::may_resign`] answers before a resignation; [`Game::count`] itemises the score and
//!   [`Game::result`] gives `B+3.5`-style results. A game serialises as its
//!   [`GameRecord`] and [`Game::replay`] rebuilds it.
//! - GTP: [`Game::play_as`] (either colour, any order), [`Game::is_legal`],
//!   [`Game::final_score`] (every stone alive), [`Game::with_handicap_stones`],
//!   [`handicap::fixed_points`], [`Game::set_komi`].
//! - [`Board`]: the fast board; [`playout`]: random playouts and `bench_playouts`.

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

pub use board::{Board, BoardRefusal, GoString, PictureError};
pub use color::Color;
pub use error::{MoveError, ReplayError, SetupError};
pub use game::{
    CompactRecord, EndReason, Event, Game, GameRecord, GameResult, MoveOutcome, Phase, Setup,
};
pub use half_points::{BadPoints, HalfPoints};
pub use moves::Move;
pub use point::{CoordError, Point, MAX_SIZE, MIN_SIZE};
pub use presets::{preset_of, presets, Preset, PresetWords, Variant};
pub use rules::{
    Compensation, Counting, Ending, HandicapRules, KoRule, Placement, Prisoners, Rematch,
    Resignation, Rules, WinCondition,
};
pub use scoring::{Count, PointStatus, SideCount};
