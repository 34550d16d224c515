//! Tengen: the game of Go as one static web page.
//!
//! Everything but `ui` is plain Rust, the core: without the default `web` feature the
//! crate has no web crate at all (`cargo test --no-default-features`). `engine` is the
//! rules; `ui` is the Leptos front end that only calls the core; `gtp` speaks the Go Text Protocol
//! for the `tengen-gtp` binary; `learn` holds the tutorial and lessons as plain data;
//! `storage` names every key kept on the device and reads each value back or sets it aside,
//! `backup` carries them all in one file and merges one back;
//! `saved` keeps games on the device and `sgf` reads and writes game records; `table`
//! is the game being played, one value with one `act`; `ai`
//! is the computer player (a KataGo network and a tree search), plain Rust too; `worker`
//! is what the page and the computer player's Web Worker say to each other; `problems`
//! holds Go problems (SGF with right and wrong answers) and the tactical reader that
//! proves them; `post` is a game between two devices by links; `part` marks what a release build of the page loads only on demand.

pub mod ai;
pub mod backup;
pub mod clock;
pub mod decimal;
pub mod engine;
pub mod gtp;
pub mod i18n;
pub mod json;
pub mod learn;
pub mod part;
pub mod post;
pub mod problems;
pub mod saved;
pub mod settings;
pub mod sgf;
pub mod storage;
pub mod table;
#[cfg(feature = "web")]
pub mod ui;
pub mod worker;
