//! `tengen-problems`: makes and checks the shipped Go problems (`assets/problems/`).
//!
//! - `make-beginner [--seed N] [--per-category N] [--candidates N] [--out FILE]`: beginner
//!   capture and escape problems on 5x5 to 9x9 from random positions, each kept only if
//!   the reader proves exactly one right first move; writes one SGF collection (default
//!   `assets/problems/beginner.sgf`) and prints what it made and what it turned away.
//! - `make-snapback [--seed N] [--per-category N] [--candidates N] [--out FILE]`: snapback
//!   problems planted on purpose on 5x5 to 9x9, proved the same way (default
//!   `assets/problems/snapback.sgf`, 14 problems).
//! - `make-learner [--seed N] [--per-category N] [--candidates N] [--tier N] [--out FILE]`:
//!   the same small positions proved the same way, kept only at tier N (default 3) with at
//!   most 25 stones (default `assets/problems/learner.sgf`).
//! - `make-life [--seed N] [--per-category N] [--candidates N] [--minutes N] [--out FILE]`: the basic
//!   living and dead shapes in a corner or on a side, proved by the life-and-death reader;
//!   N a tier, tiers 3 to 5 (default `assets/problems/life.sgf`).
//! - `make-life-dan [--seed N] [--per-category N] [--candidates N] [--minutes N] [--out FILE]`: larger
//!   shapes proved the same way, kept where the network's instinct misses the answer;
//!   N a tier, tiers 6 and 7 (default `assets/problems/life-dan.sgf`).
//! - `make-pro [--records DIR] [--visits N] [--per-game N] [--minutes N] [--out FILE]
//!   [--credit TEXT]`: problems from the game records in DIR (default the professional
//!   records in `/usr/share/goban`, credited as their copyright file asks; TEXT replaces
//!   that credit in each problem's source line for other games, `self-play` for Tengen's
//!   own games), appended to
//!   FILE (default `assets/problems/pro.sgf`); the records done and the counts so far are
//!   kept in FILE with `.progress` for its extension, so the next run goes on from there.
//! - `explain FILE...`: rewrites each collection with every move's facts read off the
//!   board (what the page says) in place of the moves' English comments.
//! - `pack`: packs the shipped collections (`tengen::problems::shelf::SHIPPED`, built in
//!   from `assets/problems/`) for the page: an index, `assets/problems/index.pack`, and
//!   each collection's file in `assets/problem-packs/` (`tengen::problems::pack`); run it
//!   after changing a shipped file (a native test says so when the pack is stale).
//! - `reframe FILE...`: puts each life-and-death problem on a framed board (the rest of
//!   the board the attacker's living wall), proves it again there and makes its tree
//!   anew; rewrites the file with those that stand.
//! - `referee [--gnugo PATH] [--threads N] [--prune] FILE...`: GNU Go's own reading of
//!   every problem about a string or a group (`referee/`): the answer works without ko,
//!   every wrong try fails, no unmarked move or pass works; prints each collection's
//!   figures and every fault, and with `--prune` rewrites the file without the problems
//!   that do not stand.
//! - `--check DIR`: reads every `.sgf` under DIR and checks each problem that names its
//!   goal exactly with the reader, and each problem from a game (tier 4 and up) with a
//!   fresh search of 800 visits (or N, `--check DIR --visits N`): the answer must be the
//!   search's best move by 8 points; then GNU Go's reading of every file (as `referee`);
//!   prints the counts and every failure, and exits with 1 if anything fails.

use crate::generate::life::{make_life, make_life_dan};
use crate::generate::snapback::make_snapback;
use crate::generate::{make_beginner, make_learner, Made, Order};
use crate::pro::deep::confirm;
use check::check;
use reading::Reader;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use tengen::ai::nn::{CachedNetwork, Network};
use tengen::problems::explain::{self, explain};
use tengen::problems::sgf::{read, write};

mod check;
mod generate;
mod names;
mod pro;
mod reading;
mod referee;
#[cfg(test)]
mod tests;

pub(crate) const USAGE: &str =
    "usage: tengen-problems make-beginner|make-snapback|make-learner|make-life|make-life-dan \
                     [--seed N] \
                     [--per-category N] [--candidates N] [--tier N (make-learner)] \
                     [--minutes N (make-life, make-life-dan)] [--out FILE]\n       \
                     tengen-problems make-pro [--records DIR] [--visits N] [--per-game N] \
                     [--minutes N] [--out FILE] [--credit TEXT]\n       \
                     tengen-problems explain FILE...\n       \
                     tengen-problems pack\n       \
                     tengen-problems reframe FILE...\n       \
                     tengen-problems referee [--gnugo PATH] [--threads N] [--prune] FILE...\n       \
                     tengen-problems --check DIR [--visits N]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("make-beginner") => make(&args[1..], "beginner", make_beginner),
        Some("make-snapback") => make(&args[1..], "snapback", make_snapback),
        Some("make-learner") => make(&args[1..], "learner", make_learner),
        Some("make-life") => make(&args[1..], "life", make_life),
        Some("make-life-dan") => make(&args[1..], "life-dan", make_life_dan),
        Some("make-pro") => pro::run::make_pro(&args[1..]),
        Some("explain") if args.len() > 1 => explain_files(&args[1..]),
        Some("pack") if args.len() == 1 => pack_shipped(),
        Some("referee") if args.len() > 1 => referee_files(&args[1..]),
        Some("reframe") if args.len() > 1 => reframe_files(&args[1..]),
        Some("--check") if args.len() == 2 => check_dir(Path::new(&args[1]), 800),
        Some("--check") if args.len() == 4 && args[2] == "--visits" => match args[3].parse() {
            Ok(visits) => check_dir(Path::new(&args[1]), visits),
            Err(_) => {
                eprintln!("{USAGE}");
                ExitCode::from(2)
            }
        },
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Packs the shipped collections as they were built into this binary (so build it again
/// after changing one) for the page.
fn pack_shipped() -> ExitCode {
    use tengen::problems::shelf::PACKS;
    let collections = match tengen::problems::shelf::read_shipped() {
        Ok(collections) => collections,
        Err((key, e)) => {
            eprintln!("assets/problems/{key}.sgf: {e}");
            return ExitCode::FAILURE;
        }
    };
    let (index, files) = tengen::problems::pack::pack_shelf(&collections);
    let (index_file, folder) = (
        Path::new("assets/problems/index.pack"),
        Path::new("assets").join(PACKS),
    );
    let written = (|| -> std::io::Result<()> {
        // The folder holds this build's files only: the old ones go.
        if folder.exists() {
            std::fs::remove_dir_all(&folder)?;
        }
        std::fs::create_dir_all(&folder)?;
        for (name, bytes) in &files {
            std::fs::write(folder.join(name), bytes)?;
        }
        std::fs::write(index_file, &index)
    })();
    if let Err(e) = written {
        eprintln!("{} or {}: {e}", index_file.display(), folder.display());
        return ExitCode::FAILURE;
    }
    let count: usize = collections.iter().map(|(_, p)| p.len()).sum();
    let bytes: usize = files.iter().map(|(_, b)| b.len()).sum();
    println!(
        "{}: {count} problems, an index of {} bytes; {}: {} files, {bytes} bytes",
        index_file.display(),
        index.len(),
        folder.display(),
        files.len(),
    );
    ExitCode::SUCCESS
}

/// Makes a collection of small-board problems with `maker` and writes it (by default to
/// `assets/problems/NAME.sgf`).
fn make(args: &[String], name: &str, maker: fn(Order) -> Made) -> ExitCode {
    let mut order = Order {
        seed: 1,
        per_category: 14,
        candidates: 400_000,
        tier: None,
        minutes: None,
    };
    let mut out = PathBuf::from(format!("assets/problems/{name}.sgf"));
    for pair in args.chunks(2) {
        let number = pair.get(1).and_then(|v| v.parse::<u64>().ok());
        match (pair[0].as_str(), number) {
            ("--seed", Some(n)) => order.seed = n,
            ("--per-category", Some(n)) => order.per_category = n as usize,
            ("--candidates", Some(n)) => order.candidates = n as usize,
            ("--tier", Some(n)) if name == "learner" => order.tier = u8::try_from(n).ok(),
            ("--minutes", Some(n)) if name.starts_with("life") => order.minutes = Some(n),
            ("--out", _) if pair.len() == 2 => out = PathBuf::from(&pair[1]),
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let started = Instant::now();
    let mut made = maker(order);
    made.problems.iter_mut().for_each(explain);
    names::Names::beside(&out).name_all(&mut made.problems);
    let mut counts: BTreeMap<(String, u8), usize> = BTreeMap::new();
    for p in &made.problems {
        let category = p.category.map_or("?", |c| c.key()).to_string();
        *counts.entry((category, p.tier.unwrap_or(0))).or_insert(0) += 1;
    }
    println!("{} problems:", made.problems.len());
    for ((category, tier), n) in &counts {
        println!("  {category:16} tier {tier}: {n}");
    }
    let rejected: usize = made.rejected.values().sum();
    println!(
        "{} candidates looked at, {rejected} turned away:",
        made.looked_at
    );
    let mut reasons: Vec<_> = made.rejected.iter().collect();
    reasons.sort_by_key(|(_, &n)| std::cmp::Reverse(n));
    for (why, n) in reasons {
        println!("  {n:7}  {why}");
    }
    println!("in {:.1} s", started.elapsed().as_secs_f64());
    if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("tengen-problems: {}: {e}", dir.display());
            return ExitCode::FAILURE;
        }
    }
    match std::fs::write(&out, write(&made.problems)) {
        Ok(()) => {
            println!("written to {}", out.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tengen-problems: {}: {e}", out.display());
            ExitCode::FAILURE
        }
    }
}

/// Checks every problem under `dir`: those with a goal exactly with the reader, the
/// life-and-death shapes exactly with the life-and-death reader, those from games (tier 4
/// and up) with a fresh search of `visits`.
fn check_dir(dir: &Path, visits: u32) -> ExitCode {
    let mut files = Vec::new();
    if let Err(e) = sgf_files(dir, &mut files) {
        eprintln!("tengen-problems: {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    files.sort();
    let (mut checked, mut skipped, mut failed) = (0, 0, 0);
    let mut reader = Reader::new();
    let mut life_reader = reading::life::LifeReader::new();
    let mut net = None;
    // The life problems' instinct is measured on all eight symmetries: without a cache.
    let mut plain = None;
    for file in &files {
        let problems = std::fs::read_to_string(file)
            .map_err(|e| e.to_string())
            .and_then(|text| read(&text).map_err(|e| e.to_string()));
        let problems = match problems {
            Ok(p) => p,
            Err(e) => {
                println!("FAILED {}: {e}", file.display());
                failed += 1;
                continue;
            }
        };
        for (i, problem) in problems.iter().enumerate() {
            let outcome = match problem.goal {
                Some(_) => check(problem, &mut reader)
                    .map(|_| ())
                    .map_err(|f| f.to_string()),
                None if problem.source.starts_with(generate::life::SOURCE) => {
                    generate::life::check_life(&mut life_reader, problem).and_then(|()| {
                        if !generate::life::graded_by_instinct(problem) {
                            return Ok(());
                        }
                        let plain = match &mut plain {
                            Some(plain) => plain,
                            None => plain.insert(
                                Network::from_bytes(pro::run::NETWORK)
                                    .map_err(|e| format!("the network: {e}"))?,
                            ),
                        };
                        generate::life::check_instinct(plain, &mut life_reader, problem)
                    })
                }
                None if problem.tier.is_some_and(|t| t >= 4) => {
                    network(&mut net).and_then(|net| confirm(net, problem, visits))
                }
                None => {
                    skipped += 1;
                    continue;
                }
            };
            match outcome {
                Ok(()) => checked += 1,
                Err(fault) => {
                    println!(
                        "FAILED {} problem {} ({}): {fault}",
                        file.display(),
                        i + 1,
                        problem.name
                    );
                    failed += 1;
                }
            }
        }
    }
    println!(
        "{} files: {checked} problems confirmed, {failed} failed, {skipped} without a goal skipped",
        files.len()
    );
    // The second opinion: GNU Go's own reading of the same files.
    let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    if referee_files(&names) != ExitCode::SUCCESS {
        failed += 1;
    }
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The problems of one collection file, or None when it does not read (said on stderr).
fn read_or_say(file: &str) -> Option<Vec<tengen::problems::Problem>> {
    let problems = std::fs::read_to_string(file)
        .map_err(|e| e.to_string())
        .and_then(|text| read(&text).map_err(|e| e.to_string()));
    problems
        .map_err(|e| eprintln!("tengen-problems: {file}: {e}"))
        .ok()
}

/// Puts each life-and-death problem of each file on a framed board, proved again and
/// its tree made anew; rewrites the file with those that stand.
fn reframe_files(files: &[String]) -> ExitCode {
    for file in files {
        let Some(problems) = read_or_say(file) else {
            return ExitCode::FAILURE;
        };
        let started = Instant::now();
        let (mut kept, rejected) = generate::life::reframe(&problems);
        kept.iter_mut().for_each(explain);
        let mut tiers: BTreeMap<u8, usize> = BTreeMap::new();
        for p in &kept {
            *tiers.entry(p.tier.unwrap_or(0)).or_default() += 1;
        }
        let mut why: BTreeMap<&str, usize> = BTreeMap::new();
        for (name, reason) in &rejected {
            println!("  turned away {name}: {reason}");
            *why.entry(reason).or_default() += 1;
        }
        println!(
            "{file}: {} of {} stand on a framed board ({:.0} s), by tier {tiers:?}; turned away: {why:?}",
            kept.len(),
            problems.len(),
            started.elapsed().as_secs_f64()
        );
        if let Err(e) = std::fs::write(file, write(&kept)) {
            eprintln!("tengen-problems: {file}: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// GNU Go's verdict on every problem of each file: the figures of each collection and
/// every problem that does not stand. Fails when any does not.
/// With `--prune`, rewrites each file without the problems that do not stand.
fn referee_files(args: &[String]) -> ExitCode {
    let (mut gnugo, mut threads, mut files) = (referee::gnugo::GNUGO.to_string(), 2, Vec::new());
    let mut prune = false;
    let mut args = args.iter();
    while let Some(a) = args.next() {
        match (a.as_str(), args.clone().next()) {
            ("--gnugo", Some(path)) => {
                gnugo = path.clone();
                args.next();
            }
            ("--threads", Some(n)) if n.parse::<usize>().is_ok() => {
                threads = n.parse().unwrap_or(2);
                args.next();
            }
            ("--prune", _) => prune = true,
            _ => files.push(a.clone()),
        }
    }
    let mut sound = true;
    for file in &files {
        let Some(problems) = read_or_say(file) else {
            return ExitCode::FAILURE;
        };
        let started = Instant::now();
        let verdicts = match referee::judge_all(&gnugo, &problems, threads) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("tengen-problems: {file}: {e}");
                return ExitCode::FAILURE;
            }
        };
        let mut tally = referee::Tally::default();
        for (p, v) in problems.iter().zip(&verdicts) {
            tally.add(v);
            let faults = v.faults(p.position.size);
            if !faults.is_empty() {
                println!("  {}: {}", p.name, faults.join("; "));
            }
        }
        sound &= tally.sound + tally.not_read == tally.problems;
        if prune {
            let kept: Vec<_> = problems
                .iter()
                .zip(&verdicts)
                .filter(|(_, v)| v.answer.is_none() || v.sound())
                .map(|(p, _)| p.clone())
                .collect();
            println!("pruned {file}: {} of {} kept", kept.len(), problems.len());
            if let Err(e) = std::fs::write(file, write(&kept)) {
                eprintln!("tengen-problems: {file}: {e}");
                return ExitCode::FAILURE;
            }
        }
        println!(
            "GNU Go on {file}: {} problems, {tally} ({:.0} s)",
            problems.len(),
            started.elapsed().as_secs_f64()
        );
    }
    if sound {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The network, loaded the first time it is asked for.
fn network(net: &mut Option<CachedNetwork>) -> Result<&mut CachedNetwork, String> {
    match net {
        Some(net) => Ok(net),
        None => match Network::from_bytes(pro::run::NETWORK) {
            Ok(n) => Ok(net.insert(CachedNetwork::new(n, 1 << 16))),
            Err(e) => Err(format!("the network: {e}")),
        },
    }
}

/// Rewrites each file with every move's facts from the board and without the moves'
/// own words (files written before facts); prints how many right moves got no fact.
fn explain_files(files: &[String]) -> ExitCode {
    for file in files {
        let read_back = std::fs::read_to_string(file)
            .map_err(|e| e.to_string())
            .and_then(|text| read(&text).map_err(|e| e.to_string()));
        let mut problems = match read_back {
            Ok(p) => p,
            Err(e) => {
                eprintln!("tengen-problems: {file}: {e}");
                return ExitCode::FAILURE;
            }
        };
        problems.iter_mut().for_each(explain);
        let silent = problems.iter().filter(|p| explain::silent(p)).count();
        if let Err(e) = std::fs::write(file, write(&problems)) {
            eprintln!("tengen-problems: {file}: {e}");
            return ExitCode::FAILURE;
        }
        println!(
            "{file}: {} problems, {silent} with a first move saying nothing",
            problems.len()
        );
    }
    ExitCode::SUCCESS
}

/// Every `.sgf` file under `dir`.
fn sgf_files(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            sgf_files(&path, out)?;
        } else if path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
        {
            out.push(path);
        }
    }
    Ok(())
}
