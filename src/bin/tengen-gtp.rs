//! `tengen-gtp`: the engine over the Go Text Protocol (GTP v2) on stdin/stdout.
//! The protocol lives in `tengen::gtp`; see its documentation for the commands.
//!
//! Options: `--level N` (1 weakest to 7 strongest, the default), `--rung N` (a rung of
//! the ladder, 1 weakest; `tengen::ai::player::ladder`), `--knob X` (a point on the ladder's
//! strength knob, 0 to 1; `--rungs` lists the rungs as `N ID KNOB OVERSIGHT VISITS_9X9
//! VISITS_19X19` and exits) and `--player NAME`:
//! `net` (the search on KataGo's b6c96 network, built in; the default), `random`
//! (random legal moves that fill no own eye) or `area-count` (the search on a
//! network-free evaluator that counts the board, for trying the tools). For measuring:
//! `--visits N` (the level's budget on every board size) and `--search NAME=VALUE`
//! (repeatable; see `SearchParams::tune`), `--cache N` (the network cache's entries) and
//! `--cache-stats FILE` (appends "lookups hits" to FILE at the end).

use std::io::Write;
use std::time::{SystemTime, UNIX_EPOCH};
use tengen::ai::nn::{CachedNetwork, Network};
use tengen::ai::player::ladder::{rungs, Knob, Rung};
use tengen::ai::player::level::{Level, LevelWords};
use tengen::ai::search::AreaCount;
use tengen::gtp::Session;

/// KataGo's g170-b6c96 network as the app ships it (`assets/katago/`, MIT licence there).
const NETWORK: &[u8] = include_bytes!("../../assets/katago/g170-b6c96.f16.bin");

/// Evaluations the network's cache keeps (`--cache N`; 0 keeps none).
const CACHE: usize = 0;

/// A knob point's words: the rung name's key, no description.
const KNOB_WORDS: LevelWords = LevelWords {
    name: tengen::ai::player::ladder::RUNG_NAME,
    description: "",
};

fn usage() -> ! {
    eprintln!(
        "usage: tengen-gtp [--rungs] [--level N | --rung N | --knob X] [--player net|random|area-count] \
         [--visits N] [--search NAME=VALUE]... [--cache N] [--cache-stats FILE]"
    );
    std::process::exit(2);
}

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
    let mut rung: Option<Level> = None;
    if std::env::args().any(|a| a == "--rungs") {
        for (n, r) in rungs().iter().enumerate() {
            let k = r.knob;
            let (o, v, v19) = (k.oversight(), k.visits(), k.visits_19x19());
            println!("{} {} {} {o} {v} {v19}", n + 1, r.id, k.0);
        }
        return Ok(());
    }
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--level", Some(n)) => level = n.parse().unwrap_or(usize::MAX),
            ("--player", Some(name)) => player = name,
            ("--rung", Some(n)) => match n.parse().ok().and_then(Rung::by_number) {
                Some(r) => rung = Some(r.level()),
                None => usage(),
            },
            ("--knob", Some(x)) => match x.parse::<f32>() {
                Ok(x) if (0.0..=1.0).contains(&x) => rung = Some(Knob(x).level("knob", KNOB_WORDS)),
                _ => usage(),
            },
            ("--visits", Some(n)) => settings.push(format!("visits={n}")),
            ("--search", Some(setting)) => settings.push(setting),
            ("--cache", Some(n)) => cache = n.parse().unwrap_or(CACHE),
            ("--cache-stats", Some(file)) => stats_file = Some(file),
            _ => usage(),
        }
    }
    let tune = |level: &mut Level| {
        if let Some(rung) = rung {
            *level = rung;
        }
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
