//! The app binary: mounts the Leptos UI on the page body.

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(tengen::ui::App);
    tengen::ui::register_service_worker();
}
