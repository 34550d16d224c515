//! `tengen-gtp`: the engine over the Go Text Protocol (GTP v2) on stdin/stdout.
//! The protocol lives in `tengen::gtp`; see its documentation for the commands.
//!
//! Options: `--level N` (1 weakest to 7 strongest, the default) and `--player NAME`:
//! `net` (the search on KataGo's b6c96 network, built in; the default), `random`
//! (random legal moves that fill no own eye) or `area-count` (the search on a
//! network-free evaluator that counts the board, for trying the tools).

use std::time::{SystemTime, UNIX_EPOCH};
use tengen::ai::nn::Network;
use tengen::ai::search::AreaCount;
use tengen::gtp::Session;

/// KataGo's g170-b6c96 network as the app ships it (`assets/katago/`, MIT licence there).
const NETWORK: &[u8] = include_bytes!("../../assets/katago/g170-b6c96.f16.bin");

fn main() -> std::io::Result<()> {
    // A new seed per run, so `genmove` differs from game to game.
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(1, |t| t.as_nanos() as u64);
    let mut level = usize::MAX;
    let mut player = "net".to_string();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--level", Some(n)) => level = n.parse().unwrap_or(usize::MAX),
            ("--player", Some(name)) => player = name,
            _ => {
                eprintln!("usage: tengen-gtp [--level N] [--player net|random|area-count]");
                std::process::exit(2);
            }
        }
    }
    let mut session = match player.as_str() {
        "net" => match Network::from_bytes(NETWORK) {
            Ok(net) => Session::with_player(seed, Box::new(net), level),
            Err(e) => {
                eprintln!("tengen-gtp: the built-in network does not load: {e}");
                std::process::exit(1);
            }
        },
        "area-count" => Session::with_player(seed, Box::new(AreaCount::default()), level),
        "random" => Session::new(seed),
        other => {
            eprintln!("tengen-gtp: unknown player {other} (net, random or area-count)");
            std::process::exit(2);
        }
    };
    tengen::gtp::run(
        &mut session,
        std::io::BufReader::new(std::io::stdin()),
        std::io::stdout().lock(),
    )
}
