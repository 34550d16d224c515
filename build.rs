//! Release builds of the page's app (`trunk build --release`, whose index.html asks for
//! the `split` feature) cut the app's wasm into parts loaded on demand: the screens marked
//! in `src/ui/parts.rs` are compiled as split points (`--cfg tengen_split`), and the app's
//! binary keeps its relocations (`--emit-relocs`) so that scripts/split_wasm.py can cut it
//! apart before wasm-bindgen. Every other build (tests, `trunk serve`, the worker, native)
//! is one whole module.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(tengen_split)");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let feature = std::env::var_os("CARGO_FEATURE_SPLIT").is_some();
    let release = std::env::var("PROFILE").is_ok_and(|p| p == "release");
    if wasm && feature && release {
        println!("cargo::rustc-cfg=tengen_split");
        println!("cargo::rustc-link-arg-bin=tengen=--emit-relocs");
    }
}
