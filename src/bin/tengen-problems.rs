//! `tengen-problems`: makes and checks the shipped Go problems (`assets/problems/`).
//!
//! - `make-beginner [--seed N] [--per-category N] [--candidates N] [--out FILE]`: beginner
//!   capture and escape problems on 5x5 to 9x9 from random positions, each kept only if
//!   the reader proves exactly one right first move; writes one SGF collection (default
//!   `assets/problems/beginner.sgf`) and prints what it made and what it turned away.
//! - `--check DIR`: reads every `.sgf` under DIR and checks each problem that names its
//!   goal exactly with the reader; prints the counts and every failure, and exits with 1
//!   if anything fails.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use tengen::problems::generate::{make_beginner, Order};
use tengen::problems::sgf::{read, write};
use tengen::problems::{check, Reader};

const USAGE: &str = "usage: tengen-problems make-beginner [--seed N] [--per-category N] \
                     [--candidates N] [--out FILE]\n       tengen-problems --check DIR";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("make-beginner") => make(&args[1..]),
        Some("--check") if args.len() == 2 => check_dir(Path::new(&args[1])),
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn make(args: &[String]) -> ExitCode {
    let mut order = Order {
        seed: 1,
        per_category: 14,
        candidates: 400_000,
    };
    let mut out = PathBuf::from("assets/problems/beginner.sgf");
    for pair in args.chunks(2) {
        let number = pair.get(1).and_then(|v| v.parse::<u64>().ok());
        match (pair[0].as_str(), number) {
            ("--seed", Some(n)) => order.seed = n,
            ("--per-category", Some(n)) => order.per_category = n as usize,
            ("--candidates", Some(n)) => order.candidates = n as usize,
            ("--out", _) if pair.len() == 2 => out = PathBuf::from(&pair[1]),
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let started = Instant::now();
    let made = make_beginner(order);
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

fn check_dir(dir: &Path) -> ExitCode {
    let mut files = Vec::new();
    if let Err(e) = sgf_files(dir, &mut files) {
        eprintln!("tengen-problems: {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    files.sort();
    let (mut checked, mut skipped, mut failed) = (0, 0, 0);
    let mut reader = Reader::new();
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
            if problem.goal.is_none() {
                skipped += 1;
                continue;
            }
            match check(problem, &mut reader) {
                Ok(_) => checked += 1,
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
        "{} files: {checked} problems checked, {failed} failed, {skipped} without a goal skipped",
        files.len()
    );
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
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
