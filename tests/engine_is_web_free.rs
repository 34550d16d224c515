//! The engine must stay plain Rust: no web crates under `src/engine/`.

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/engine exists") {
        let path = entry.expect("readable entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// No file under src/engine mentions leptos, web_sys, gloo or wasm_bindgen.
#[test]
fn engine_is_web_free() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(!files.is_empty());
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
