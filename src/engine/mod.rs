//! The rules engine: boards, moves, rulesets, games and counting.
//! Plain Rust only: no leptos, web-sys, gloo or wasm-bindgen here.
