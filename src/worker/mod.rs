//! The computer player's Web Worker: the files it is built into, the messages between
//! page and worker ([`protocol`]), the worker's job loop ([`job_loop::WorkerCore`]) and
//! its analysis ([`analysis`]). Plain Rust: the worker's browser glue is
//! `src/bin/tengen-worker.rs`; the page's side is `src/ui/computer/`.

pub mod analysis;
pub mod job_loop;
pub mod link;
pub mod pool;
pub mod protocol;

/// The network the worker loads, as the build copies it (`assets/katago/` → `katago/`).
/// The one place in the app that names the file.
pub const NETWORK_FILE: &str = "katago/g170-b6c96.f16.bin";

/// The worker's script (Trunk's loader shim for the `tengen-worker` binary).
pub const WORKER_SCRIPT: &str = "tengen-worker_loader.js";
