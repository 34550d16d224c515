//! The app binary: starts the Leptos UI on the page body.

fn main() {
    console_error_panic_hook::set_once();
    tengen::ui::start();
}
