//! Converts KataGo's network into the compact blob the app ships, and measures what the
//! conversion costs.
//!
//! ```text
//! tengen-net compact IN.bin.gz OUT [f16|f24] [MIN]   write the blob: float blocks of MIN
//!                                     values or more (default 1024) as f16 (default) or f24
//! tengen-net compare F32.bin.gz BLOB [N]   the blob against f32 over N positions of random games
//! ```
//!
//! The shipped net ([`tengen::ai::nn::SHIPPED_NET`]):
//! `tengen-net compact assets/katago-f32/g170-b6c96-s175395328-d26788732.bin.gz
//! assets/katago/g170-b6c96.f16.bin f16`, and what it costs:
//! `tengen-net compare assets/katago-f32/g170-b6c96-s175395328-d26788732.bin.gz
//! assets/katago/g170-b6c96.f16.bin 300`.

use std::process::ExitCode;
use tengen::ai::nn::{model, KataRules, Network, Position};
use tengen::engine::rng::Rng;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["compact", input, output] => compact(input, output, "f16", "1024"),
        ["compact", input, output, storage] => compact(input, output, storage, "1024"),
        ["compact", input, output, storage, from] => compact(input, output, storage, from),
        ["compare", f32_file, blob] => compare(f32_file, blob, "300"),
        ["compare", f32_file, blob, n] => compare(f32_file, blob, n),
        _ => Err(
            "usage: tengen-net compact IN.bin.gz OUT [f16|f24] [MIN] | compare F32.bin.gz BLOB [N]"
                .into(),
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tengen-net: {e}");
            ExitCode::FAILURE
        }
    }
}

fn read(path: &str) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("{path}: {e}"))
}

fn number(text: &str) -> Result<usize, String> {
    text.parse()
        .map_err(|_| format!("{text:?} is not a number"))
}

fn compact(input: &str, output: &str, storage: &str, from: &str) -> Result<(), String> {
    let storage = match storage {
        "f24" => model::Storage::F24,
        "f16" => model::Storage::F16,
        other => return Err(format!("{other:?}: f16 or f24")),
    };
    let bytes = read(input)?;
    let blob = model::compact(&bytes, number(from)?, storage).map_err(|e| e.to_string())?;
    std::fs::write(output, &blob).map_err(|e| format!("{output}: {e}"))?;
    let params = model::ModelDesc::parameter_count(&bytes).map_err(|e| e.to_string())?;
    println!(
        "{params} parameters; wrote {} bytes to {output}",
        blob.len()
    );
    Ok(())
}

/// Positions along random legal games on 9x9, 13x13 and 19x19 (every 7th move).
fn positions(n: usize) -> Vec<Position> {
    let mut rng = Rng::new(20260101);
    let mut out = Vec::new();
    'games: for game in 0.. {
        let size = [9usize, 13, 19][game % 3];
        let mut p = Position::empty(size, size, KataRules::CHINESE).expect("an empty board");
        for mv in 0..size * size * 3 / 2 {
            if mv % 7 == 3 {
                out.push(p.clone());
                if out.len() == n {
                    break 'games;
                }
            }
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            let at = legal[rng.below(legal.len())];
            p.play(Some(at)).expect("a legal move");
        }
    }
    out
}

fn compare(f32_file: &str, blob: &str, n: &str) -> Result<(), String> {
    let n = number(n)?;
    let full = Network::from_bytes(&read(f32_file)?).map_err(|e| e.to_string())?;
    let half = Network::from_bytes(&read(blob)?).map_err(|e| e.to_string())?;
    let (mut agree, mut policy, mut wl, mut lead, mut own) = (0, 0f32, 0f32, 0f32, 0f32);
    let ps = positions(n);
    for p in &ps {
        let a = &full.evaluate_positions(&[(p, 0)])[0];
        let b = &half.evaluate_positions(&[(p, 0)])[0];
        let top = |e: &[f32]| {
            (0..e.len())
                .max_by(|&i, &j| e[i].total_cmp(&e[j]))
                .unwrap_or(0)
        };
        agree += (top(&a.policy) == top(&b.policy)) as usize;
        let max_diff =
            |x: &[f32], y: &[f32]| x.iter().zip(y).fold(0f32, |m, (a, b)| m.max((a - b).abs()));
        policy = policy.max(max_diff(&a.policy, &b.policy));
        own = own.max(max_diff(&a.ownership, &b.ownership));
        wl = wl.max((a.win - b.win).abs()).max((a.loss - b.loss).abs());
        lead = lead.max((a.lead - b.lead).abs());
    }
    println!(
        "{blob} against the f32 net over {} positions of random games (9x9, 13x13, 19x19):",
        ps.len()
    );
    println!("  top policy move agrees: {agree}/{}", ps.len());
    println!("  largest |difference|: policy {policy:.2e}, win/loss {wl:.2e}, lead {lead:.4} points, ownership {own:.2e}");
    Ok(())
}
