//! Browser tests: wasm-bindgen-test in headless Chromium (tier 2 of the
//! README's test command). Native tests live beside the code and in the
//! other files under tests/.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element to mount a component into.
fn host() -> web_sys::HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let el = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&el).unwrap();
    el.unchecked_into()
}

use wasm_bindgen::JsCast;

/// The empty board draws one horizontal and one vertical line per row and
/// column, and its star points.
#[wasm_bindgen_test]
fn board_view_draws_grid_and_star_points() {
    let el = host();
    let _handle = leptos::mount::mount_to(el.clone(), || view! { <tengen::ui::BoardView size=9/> });
    assert_eq!(el.query_selector_all(".grid line").unwrap().length(), 18);
    assert_eq!(el.query_selector_all(".star").unwrap().length(), 5);
    let label = el
        .query_selector("svg")
        .unwrap()
        .unwrap()
        .get_attribute("aria-label")
        .unwrap();
    assert!(label.contains("9 by 9"), "{label}");
}

/// localStorage works in this browser (the saved-games layer builds on it).
#[wasm_bindgen_test]
fn local_storage_round_trip() {
    use gloo_storage::{LocalStorage, Storage};
    LocalStorage::set("tengen.test.probe", 42u32).unwrap();
    let back: u32 = LocalStorage::get("tengen.test.probe").unwrap();
    LocalStorage::delete("tengen.test.probe");
    assert_eq!(back, 42);
}
