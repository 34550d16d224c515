//! The memory the computer player's worker holds: `cargo bench --bench worker_memory` (and in
//! wasm through `scripts/measure.sh memory`). Drives the worker's own job loop
//! ([`WorkerCore`]) on the shipped network through the requests `tests/e2e/measure/worker.mjs`
//! sends in the browser (the analyses, the strongest level's moves, the moves of the root
//! parallelism part) and prints, after each, the heap in use and its peak so far, counted by
//! a global allocator; in wasm also the wasm memory, which never shrinks (what the browser's
//! measurement reports).
//!
//! The strongest level spends seconds in the browser; here a clock that moves by the
//! browser's measured milliseconds per visit ([`BROWSER_MS_PER_VISIT_9X9`] and 19x19) for
//! each position evaluated gives its searches the visits they read there, on any machine.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::hash::{Hash, Hasher};
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};
use tengen::ai::nn::model::ModelDesc;
use tengen::ai::nn::Network;
use tengen::ai::player::level::{BROWSER_MS_PER_VISIT_19X19, BROWSER_MS_PER_VISIT_9X9};
use tengen::ai::{Evaluate, Evaluation};
use tengen::engine::{Game, GameRecord, Move, Point, Rules};
use tengen::worker::job_loop::WorkerCore;
use tengen::worker::protocol::{encode, Reply, Request};

/// The system allocator, counting the bytes in use and their peak. A `realloc` is an
/// `alloc`, a copy and a `dealloc` (the trait's own), so a growing vector counts its old
/// and new buffers together, as an allocator that cannot grow in place holds them.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        unsafe { System.dealloc(p, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The openings of `worker.mjs`: a few moves in, on each size.
const OPENINGS: [(u8, &str); 3] = [
    (9, "BggWccBgcWcgBee"),
    (13, "BjjWddBjdWdjBgg"),
    (19, "BpdWdpBppWddBjj"),
];
/// Its analyses' visits on each size.
const ANALYSIS_VISITS: [u32; 3] = [600, 400, 250];
/// Its root parallelism part's further moves, one position each.
const FURTHER_9X9: [&str; 4] = ["Wdd", "Wff", "Wdf", "Wfd"];
const FURTHER_19X19: [&str; 4] = ["Wdj", "Wqj", "Wjd", "Wjq"];
/// The strongest rung of the ladder.
const STRONGEST: u8 = 16;

/// The network, moving the clock by the browser's time for each position it evaluates.
struct BrowserPaced {
    net: Network,
    seconds: Rc<Cell<f64>>,
}

impl Evaluate for BrowserPaced {
    fn evaluate(&mut self, batch: &[(&Game, u8)]) -> Vec<Evaluation> {
        for (game, _) in batch {
            // Between the two sizes measured, by area.
            let (small, large) = (81.0, 361.0);
            let area = f32::from(game.size()).powi(2);
            let t = (area - small) / (large - small);
            let ms = BROWSER_MS_PER_VISIT_9X9
                + t * (BROWSER_MS_PER_VISIT_19X19 - BROWSER_MS_PER_VISIT_9X9);
            self.seconds
                .set(self.seconds.get() + f64::from(ms) / 1000.0);
        }
        self.net.evaluate(batch)
    }
}

fn mb(bytes: usize) -> String {
    format!("{:.1} MB", bytes as f64 / 1_048_576.0)
}

/// Prints the heap now and its peak so far (and the wasm memory in wasm).
fn report(what: &str) {
    let (now, peak) = (IN_USE.load(Ordering::Relaxed), PEAK.load(Ordering::Relaxed));
    #[cfg(target_arch = "wasm32")]
    let wasm = format!(
        ", wasm memory {}",
        mb(core::arch::wasm32::memory_size(0) * 65_536)
    );
    #[cfg(not(target_arch = "wasm32"))]
    let wasm = String::new();
    println!("{what:<44} heap {:>8}, peak {:>8}{wasm}", mb(now), mb(peak));
}

/// The game after `moves` in SGF's letters, colour first (`"BggWcc"`).
fn record(size: u8, moves: &str) -> GameRecord {
    let mut game = Game::new(Rules::preset("chinese").expect("a preset"), size, 0).expect("a game");
    for m in moves.as_bytes().chunks(3) {
        let point = Point::new(m[1] - b'a', m[2] - b'a');
        game.play(Move::Place(point)).expect("a legal move");
    }
    game.record().clone()
}

/// Asks `request` and runs the job loop's slices until it is answered: the visits read and
/// the answer, with a hash of its every number (a change of memory layout must keep it).
fn ask(
    core: &mut WorkerCore<BrowserPaced>,
    clock: &dyn Fn() -> f64,
    request: Request,
) -> (u32, String) {
    core.hear(request, &mut |_| {});
    let (mut visits, mut answer) = (0, String::new());
    while core.slice(clock, 0.04, &mut |reply| match &reply {
        Reply::Progress { visits: v, .. } => visits = *v,
        Reply::Played { mv, .. } => answer = format!("{mv:?} #{:016x}", hash(&encode(&reply))),
        Reply::Analysis { .. } => answer = format!("#{:016x}", hash(&encode(&reply))),
        _ => {}
    }) {}
    (visits, answer)
}

fn hash(text: &str) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

fn main() {
    report("start");
    let seconds = Rc::new(Cell::new(0.0));
    let clock = {
        let seconds = Rc::clone(&seconds);
        move || seconds.get()
    };
    let mut core = WorkerCore::default();
    core.hear(Request::Load, &mut |_| {});
    // As the worker: the fetched bytes, the model read from them, the bytes dropped, the
    // network built.
    let bytes = tengen::shipped_net!().to_vec();
    let model = ModelDesc::parse(&bytes).expect("the net loads");
    drop(bytes);
    let net = Network::from_model(model);
    let paced = BrowserPaced {
        net,
        seconds: Rc::clone(&seconds),
    };
    core.loaded(Ok(paced), 7, &mut |_| {});
    report("the network loaded");

    let mut id = 0;
    let mut next = || {
        id += 1;
        id
    };
    let analyses = [(9, 100)].into_iter().chain(
        OPENINGS
            .iter()
            .zip(ANALYSIS_VISITS)
            .map(|(&(size, _), visits)| (size, visits)),
    );
    for (size, visits) in analyses {
        let opening = OPENINGS.iter().find(|o| o.0 == size).expect("an opening").1;
        let request = Request::Analyse {
            id: next(),
            record: record(size, opening),
            visits,
            steady: false,
        };
        let (read, answer) = ask(&mut core, &clock, request);
        report(&format!("analysis {size}x{size}, {read} visits"));
        println!("  answer {answer}");
    }
    let moves = [(9, ""), (19, "")]
        .into_iter()
        .chain(FURTHER_9X9.map(|m| (9, m)))
        .chain(FURTHER_19X19.map(|m| (19, m)));
    for (size, further) in moves {
        let opening = OPENINGS.iter().find(|o| o.0 == size).expect("an opening").1;
        let request = Request::Genmove {
            id: next(),
            record: record(size, &format!("{opening}{further}")),
            rung: STRONGEST,
            helpers: 0,
        };
        let (read, answer) = ask(&mut core, &clock, request);
        report(&format!(
            "strongest move {size}x{size} {further}, {read} visits"
        ));
        println!("  answer {answer}");
    }
}
