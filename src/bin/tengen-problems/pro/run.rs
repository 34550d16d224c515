//! `make-pro`: problems from game records (the professional records by default, or any
//! folder of SGF games with the credit its games need), in runs that go on from where the
//! last one stopped (the `.progress` file beside the collection).

use crate::pro::deep::read_deeply;
use crate::pro::records::{positions, GameInfo};
use crate::pro::screen::{screen, Listed};
use crate::pro::{ProOrder, CREDIT, SELF_PLAY_CREDIT};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use tengen::ai::nn::{CachedNetwork, Network};
use tengen::problems::sgf::{read, write};

pub(crate) const NETWORK: &[u8] = tengen::shipped_net!();
/// Two short-listed positions of one game are at least this many moves apart.
const SPACING: usize = 10;

/// What the runs so far did: records done, and counts by what happened.
#[derive(Default)]
struct RunLog {
    done: Vec<String>,
    counts: BTreeMap<String, u64>,
}

impl RunLog {
    fn load(path: &Path) -> RunLog {
        let mut p = RunLog::default();
        let Ok(text) = std::fs::read_to_string(path) else {
            return p;
        };
        for line in text.lines() {
            if let Some(file) = line.strip_prefix("done ") {
                p.done.push(file.to_string());
            } else if let Some((key, n)) =
                line.strip_prefix("count ").and_then(|l| l.rsplit_once(' '))
            {
                p.counts.insert(key.to_string(), n.parse().unwrap_or(0));
            }
        }
        p
    }

    fn text(&self) -> String {
        let mut out = String::new();
        for (key, n) in &self.counts {
            out.push_str(&format!("count {key} {n}\n"));
        }
        for file in &self.done {
            out.push_str(&format!("done {file}\n"));
        }
        out
    }

    fn add(&mut self, key: &str, n: u64) {
        *self.counts.entry(key.to_string()).or_insert(0) += n;
    }
}

pub fn make_pro(args: &[String]) -> ExitCode {
    let mut order = ProOrder {
        visits: 1600,
        per_game: 2,
        seed: 1,
    };
    let mut records = PathBuf::from("/usr/share/goban");
    let mut out = PathBuf::from("assets/problems/pro.sgf");
    let mut minutes = f64::INFINITY;
    let mut credit = CREDIT.to_string();
    for pair in args.chunks(2) {
        let number = pair.get(1).and_then(|v| v.parse::<u64>().ok());
        match (pair[0].as_str(), number) {
            ("--visits", Some(n)) => order.visits = n as u32,
            ("--per-game", Some(n)) => order.per_game = n as usize,
            ("--minutes", Some(n)) => minutes = n as f64,
            ("--records", _) if pair.len() == 2 => records = PathBuf::from(&pair[1]),
            ("--out", _) if pair.len() == 2 => out = PathBuf::from(&pair[1]),
            ("--credit", _) if pair.len() == 2 && pair[1] == "self-play" => {
                credit = SELF_PLAY_CREDIT.to_string()
            }
            ("--credit", _) if pair.len() == 2 => credit = pair[1].clone(),
            _ => {
                eprintln!("{}", crate::USAGE);
                return ExitCode::from(2);
            }
        }
    }
    let mut net = match Network::from_bytes(NETWORK) {
        Ok(net) => CachedNetwork::new(net, 1 << 16),
        Err(e) => {
            eprintln!("tengen-problems: the network: {e}");
            return ExitCode::FAILURE;
        }
    };
    let progress_path = out.with_extension("progress");
    let mut progress = RunLog::load(&progress_path);
    let mut problems = match std::fs::read_to_string(&out) {
        Ok(text) => match read(&text) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("tengen-problems: {}: {e}", out.display());
                return ExitCode::FAILURE;
            }
        },
        Err(_) => Vec::new(),
    };
    let mut names = crate::names::Names::beside(&out);
    problems.iter().for_each(|p| names.take(&p.name));
    let mut files: Vec<PathBuf> = match std::fs::read_dir(&records) {
        Ok(dir) => dir.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(e) => {
            eprintln!("tengen-problems: {}: {e}", records.display());
            return ExitCode::FAILURE;
        }
    };
    files.sort();
    let started = Instant::now();
    for file in files {
        if started.elapsed().as_secs_f64() > minutes * 60.0 {
            break;
        }
        let name = file
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        if progress.done.contains(&name) {
            continue;
        }
        let run = Instant::now();
        let text = std::fs::read(&file).map(|b| String::from_utf8_lossy(&b).into_owned());
        let read = text
            .map_err(|e| e.to_string())
            .and_then(|t| positions(&name, &t));
        let (info, game) = match read {
            Ok((info, game)) => (
                GameInfo {
                    credit: credit.clone(),
                    ..info
                },
                game,
            ),
            Err(why) => {
                progress.add(&format!("record unreadable: {why}"), 1);
                progress.done.push(name);
                continue;
            }
        };
        progress.add("records", 1);
        progress.add("positions", game.len() as u64);
        let mut listed: Vec<Listed> = Vec::new();
        for position in &game {
            match screen(&mut net, position) {
                Ok(l) => listed.push(l),
                Err(why) => progress.add(why, 1),
            }
        }
        listed.sort_by(|a, b| b.gap.abs().total_cmp(&a.gap.abs()));
        let mut chosen: Vec<&Listed> = Vec::new();
        for l in &listed {
            let apart = chosen
                .iter()
                .all(|c| c.position.number.abs_diff(l.position.number) >= SPACING);
            if apart && chosen.len() < order.per_game {
                chosen.push(l);
            }
        }
        progress.add("screen: passed", listed.len() as u64);
        progress.add("short-listed", chosen.len() as u64);
        for l in chosen {
            match read_deeply(&mut net, l.position, &info, order) {
                Ok(mut p) => {
                    tengen::problems::explain::explain(&mut p);
                    p.name = names.next(p.category.map_or("Problem", |c| c.words()));
                    progress.add("kept", 1);
                    problems.push(p);
                }
                Err(why) => progress.add(&why, 1),
            }
        }
        progress.done.push(name.clone());
        let seconds = run.elapsed().as_secs_f64();
        progress.add("seconds", seconds.round() as u64);
        println!("{name}: {} problems in all, {seconds:.0} s", problems.len());
        let saved = std::fs::write(&out, write(&problems))
            .and_then(|()| std::fs::write(&progress_path, progress.text()));
        if let Err(e) = saved {
            eprintln!("tengen-problems: {}: {e}", out.display());
            return ExitCode::FAILURE;
        }
    }
    let mut per: BTreeMap<(u8, &str), usize> = BTreeMap::new();
    for p in &problems {
        let category = p.category.map_or("?", |c| c.key());
        *per.entry((p.tier.unwrap_or(0), category)).or_insert(0) += 1;
    }
    println!("{} problems:", problems.len());
    for ((tier, category), n) in per {
        println!("  tier {tier} {category:16} {n}");
    }
    for line in progress.text().lines().filter(|l| l.starts_with("count")) {
        println!("  {}", line.trim_start_matches("count "));
    }
    ExitCode::SUCCESS
}
