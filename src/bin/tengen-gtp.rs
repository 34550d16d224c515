//! `tengen-gtp`: the engine over the Go Text Protocol (GTP v2) on stdin/stdout.
//! The protocol lives in `tengen::gtp`; see its documentation for the commands.

use std::time::{SystemTime, UNIX_EPOCH};

fn main() -> std::io::Result<()> {
    // A new seed per run, so `genmove` differs from game to game.
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(1, |t| t.as_nanos() as u64);
    let mut session = tengen::gtp::Session::new(seed);
    tengen::gtp::run(
        &mut session,
        std::io::stdin().lock(),
        std::io::stdout().lock(),
    )
}
