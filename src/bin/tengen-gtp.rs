//! `tengen-gtp`: the engine over the Go Text Protocol (GTP v2) on stdin/stdout.
//! The protocol lives in `tengen::gtp`; see its documentation for the commands.
//!
//! Options: `--level N` (1 weakest to 7 strongest, the default) and `--player NAME`:
//! `net` (the search on KataGo's b6c96 network, built in; the default), `random`
//! (random legal moves that fill no own eye) or `area-count` (the search on a
//! network-free evaluator that counts the board, for trying the tools). For measuring:
//! `--visits N` (the level's budget on every board size) and `--search NAME=VALUE`
//! (repeatable; see `SearchParams::tune`), `--cache N` (the network cache's entries) and
//! `--cache-stats FILE` (appends "lookups hits" to FILE at the end).

use std::io::Write;
use std::time::{SystemTime, UNIX_EPOCH};
use tengen::ai::level::Level;
use tengen::ai::nn::{CachedNetwork, Network};
use tengen::ai::search::AreaCount;
use tengen::gtp::Session;

/// KataGo's g170-b6c96 network as the app ships it (`assets/katago/`, MIT licence there).
const NETWORK: &[u8] = include_bytes!("../../assets/katago/g170-b6c96.f16.bin");

/// Evaluations the network's cache keeps (`--cache N`; 0 keeps none).
const CACHE: usize = 0;

fn main() -> std::io::Result<()> {
    // A new seed per run, so `genmove` differs from game to game.
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(1, |t| t.as_nanos() as u64);
    let mut level = usize::MAX;
    let mut player = "net".to_string();
    let mut settings: Vec<String> = Vec::new();
    let mut cache = CACHE;
    let mut stats_file = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--level", Some(n)) => level = n.parse().unwrap_or(usize::MAX),
            ("--player", Some(name)) => player = name,
            ("--visits", Some(n)) => settings.push(format!("visits={n}")),
            ("--search", Some(setting)) => settings.push(setting),
            ("--cache", Some(n)) => cache = n.parse().unwrap_or(CACHE),
            ("--cache-stats", Some(file)) => stats_file = Some(file),
            _ => {
                eprintln!(
                    "usage: tengen-gtp [--level N] [--player net|random|area-count] \
                     [--visits N] [--search NAME=VALUE]... [--cache N] [--cache-stats FILE]"
                );
                std::process::exit(2);
            }
        }
    }
    let tune = |level: &mut Level| {
        for setting in &settings {
            if let Err(e) = level.params.tune(setting) {
                eprintln!("tengen-gtp: {e}");
                std::process::exit(2);
            }
            if setting.starts_with("visits=") {
                level.visits_19x19 = level.params.visits;
            }
        }
    };
    let mut counts = None;
    let mut session = match player.as_str() {
        "net" => match Network::from_bytes(NETWORK) {
            Ok(net) => {
                let net = CachedNetwork::new(net, cache);
                counts = Some(net.cache.counts());
                Session::with_tuned_player(seed, Box::new(net), level, tune)
            }
            Err(e) => {
                eprintln!("tengen-gtp: the built-in network does not load: {e}");
                std::process::exit(1);
            }
        },
        "area-count" => {
            Session::with_tuned_player(seed, Box::new(AreaCount::default()), level, tune)
        }
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
    )?;
    if let (Some(file), Some(counts)) = (stats_file, counts) {
        let line = format!("{} {}\n", counts.lookups.get(), counts.hits.get());
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(file)?
            .write_all(line.as_bytes())?;
    }
    Ok(())
}
