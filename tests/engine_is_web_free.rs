//! The engine, the computer player and the game at the table stay plain Rust: no web
//! crates under `src/engine/`, `src/ai/` or `src/table/`.

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("the folder exists") {
        let path = entry.expect("readable entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// No file under `dir` mentions leptos, web_sys, gloo or wasm_bindgen.
fn assert_web_free(dir: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(!files.is_empty(), "{dir} has Rust files");
    let banned = [
        "leptos",
        "web_sys",
        "web-sys",
        "gloo",
        "wasm_bindgen",
        "wasm-bindgen",
    ];
    for f in files {
        let text = fs::read_to_string(&f).expect("utf-8 source");
        for word in banned {
            assert!(!text.contains(word), "{} mentions {word}", f.display());
        }
    }
}

/// The rules engine.
#[test]
fn engine_is_web_free() {
    assert_web_free("src/engine");
}

/// The computer player.
#[test]
fn ai_is_web_free() {
    assert_web_free("src/ai");
}

/// The game at the table.
#[test]
fn table_is_web_free() {
    assert_web_free("src/table");
}
