//! `tengen-gtp`: the engine over the Go Text Protocol (GTP v2) on stdin/stdout.

fn main() {}
