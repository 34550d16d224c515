//! Saved games over the browser's real localStorage (wasm-bindgen-test, headless
//! Chromium): round trip, migration, damaged values, and a full quota. Timings: `scripts/measure.sh saved`.
//!
//! ```text
//! CHROMEDRIVER=/usr/bin/chromedriver \
//! CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//! cargo test --target wasm32-unknown-unknown --test web_storage
//! ```
#![cfg(target_arch = "wasm32")]

use tengen::saved::bench::sample_record;
use tengen::saved::{KeyValue, ListEntry, LocalStorage, SaveError, SavedGame, StorageError, Store};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A store over localStorage, emptied of everything these tests write.
fn store() -> Store<LocalStorage> {
    let mut backend = LocalStorage::open();
    assert!(
        backend.is_available(),
        "localStorage works in headless Chromium"
    );
    for key in backend.keys().unwrap() {
        if key.starts_with("tengen.") || key.starts_with("filler.") {
            backend.remove(&key).unwrap();
        }
    }
    Store::new(backend)
}

fn game(id: &str, moves: usize) -> SavedGame {
    SavedGame::new(id, sample_record(moves, 3), "aga", "Ann", "Bo", 1.0)
}

/// A game saved to localStorage loads back equal and is listed.
#[wasm_bindgen_test]
fn round_trip() {
    let mut s = store();
    let mut g = game("web-a", 120);
    s.save(&mut g).unwrap();
    assert_eq!(s.load("web-a").unwrap(), g);
    let list = s.list().unwrap();
    assert!(matches!(&list[..], [ListEntry::Game(summary)] if summary.moves == 120));
}

/// A schema 1 value in localStorage opens as the current schema and saves over itself.
#[wasm_bindgen_test]
fn migrates_older_version() {
    let mut s = store();
    let v1 = include_str!("fixtures/saved-v1.json");
    s.backend_mut().set("tengen.game.g1", v1).unwrap();
    let mut g = s.load("g1").unwrap();
    assert_eq!(g.schema, 2);
    assert_eq!(g.black_name, "Ann");
    s.save(&mut g).unwrap();
    let raw = s.raw("g1").unwrap().unwrap();
    assert!(raw.contains("\"schema\":2"), "{raw}");
}

/// A damaged value is listed with its raw text and can be deleted; others are untouched.
#[wasm_bindgen_test]
fn damaged_value_listed() {
    let mut s = store();
    s.backend_mut()
        .set("tengen.game.bad", "{\"schema\":2,")
        .unwrap();
    s.backend_mut().set("other-app.key", "keep me").unwrap();
    let list = s.list().unwrap();
    assert!(matches!(&list[..], [ListEntry::Damaged(d)] if d.raw == "{\"schema\":2,"));
    s.delete("bad").unwrap();
    assert!(s.list().unwrap().is_empty());
    assert_eq!(
        s.backend().get("other-app.key").unwrap().as_deref(),
        Some("keep me")
    );
    s.backend_mut().remove("other-app.key").unwrap();
}

/// Filling localStorage until it throws gives QuotaExceeded and keeps existing saves.
#[wasm_bindgen_test]
fn quota_error_keeps_saves() {
    let mut s = store();
    let mut kept = game("web-kept", 50);
    s.save(&mut kept).unwrap();
    let chunk = "x".repeat(256 * 1024);
    let mut n = 0;
    let filled = loop {
        match s.backend_mut().set(&format!("filler.{n}"), &chunk) {
            Ok(()) => n += 1,
            Err(e) => break e,
        }
        assert!(n < 400, "localStorage never filled up");
    };
    assert_eq!(filled, StorageError::QuotaExceeded);
    // Top up with small pieces so even a short game no longer fits.
    let small = "y".repeat(512);
    let mut m = 0;
    while s.backend_mut().set(&format!("filler.s{m}"), &small).is_ok() {
        m += 1;
    }
    let mut big = game("web-big", 300);
    let e = s.save(&mut big).unwrap_err();
    assert_eq!(e, SaveError::Storage(StorageError::QuotaExceeded));
    assert!(e.to_string().contains("storage is full"));
    assert_eq!(s.load("web-kept").unwrap(), kept);
    let _ = store(); // free the space for the other tests
}
