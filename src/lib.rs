//! Tengen: the game of Go as one static web page.
//!
//! `engine` is plain Rust (no web crates) and is tested natively; `ui` is the
//! Leptos front end that only calls the engine.

pub mod engine;
pub mod ui;
