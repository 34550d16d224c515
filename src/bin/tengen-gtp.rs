//! `tengen-gtp`: the engine over the Go Text Protocol (GTP v2) on stdin/stdout.
//! The protocol lives in `tengen::gtp`; see its documentation for the commands.
//!
//! Options: `--level N` (1 weakest to 7 strongest, the default) and `--player NAME`:
//! `random` (random legal moves that fill no own eye, the default until the network
//! is built in) or `area-count` (the search on a network-free evaluator that counts
//! the board, for trying the tools).

use std::time::{SystemTime, UNIX_EPOCH};
use tengen::ai::search::AreaCount;
use tengen::gtp::Session;

fn main() -> std::io::Result<()> {
    // A new seed per run, so `genmove` differs from game to game.
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(1, |t| t.as_nanos() as u64);
    let mut level = usize::MAX;
    let mut player = "random".to_string();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--level", Some(n)) => level = n.parse().unwrap_or(usize::MAX),
            ("--player", Some(name)) => player = name,
            _ => {
                eprintln!("usage: tengen-gtp [--level N] [--player random|area-count]");
                std::process::exit(2);
            }
        }
    }
    let mut session = match player.as_str() {
        "area-count" => Session::with_player(seed, Box::new(AreaCount::default()), level),
        _ => Session::new(seed),
    };
    tengen::gtp::run(
        &mut session,
        std::io::stdin().lock(),
        std::io::stdout().lock(),
    )
}
