//! Referees that are not the maker: each shipped problem judged again by another
//! program's reading, on the board the player sees.
//!
//! [`gnugo`] asks GNU Go for every problem about a string or a group: the answer must work,
//! every wrong try must fail, and no move the file does not mark right may work (or the
//! problem must list it as another right answer). Passing is asked too: a problem whose
//! goal is reached without a move is no problem.

pub mod gnugo;

use gnugo::{read_after, Ask, Gtp, Reading};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use tengen::engine::{Board, Color, Point};
use tengen::problems::{Category, Goal, Problem};

/// What the referee found in one problem.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// What the answer's first move reaches (None: not asked, the problem is not one the
    /// referee reads).
    pub answer: Option<Reading>,
    /// Each wrong try and what it reaches.
    pub wrong: Vec<(Point, Reading)>,
    /// Moves the file does not mark right that reach the goal, and those that reach it by
    /// ko.
    pub unmarked: Vec<Point>,
    pub unmarked_ko: Vec<Point>,
    /// The goal is reached with a pass.
    pub pass_works: bool,
}

impl Verdict {
    /// Whether the problem stands: the answer works without ko, every wrong try fails,
    /// no unmarked move works and a pass does not.
    pub fn sound(&self) -> bool {
        self.answer == Some(Reading::Works)
            && self.wrong.iter().all(|(_, r)| *r == Reading::Fails)
            && self.unmarked.is_empty()
            && !self.pass_works
    }

    /// What is wrong with the problem, in words (empty when it stands).
    pub fn faults(&self, size: u8) -> Vec<String> {
        let mut out = Vec::new();
        match self.answer {
            Some(Reading::Works) | None => {}
            Some(Reading::Ko) => out.push("the answer works only by ko".into()),
            Some(Reading::Fails) => out.push("the answer does not work".into()),
        }
        for (p, r) in &self.wrong {
            match r {
                Reading::Fails => {}
                Reading::Ko => out.push(format!("the wrong try {} gives a ko", p.to_gtp(size))),
                Reading::Works => out.push(format!("the wrong try {} works", p.to_gtp(size))),
            }
        }
        if !self.unmarked.is_empty() {
            let at: Vec<String> = self.unmarked.iter().map(|p| p.to_gtp(size)).collect();
            out.push(format!("unmarked moves work: {}", at.join(" ")));
        }
        if self.pass_works {
            out.push("a pass reaches the goal".into());
        }
        out
    }
}

/// What a problem asks, in GNU Go's terms; None for problems it does not read (those
/// from games, which name no string or group).
pub fn ask(problem: &Problem) -> Option<Ask> {
    match problem.goal {
        Some(Goal::Capture(p)) => return Some(Ask::Capture(p)),
        Some(Goal::Save(p)) => return Some(Ask::Save(p)),
        None => {}
    }
    if problem.category != Some(Category::LifeAndDeath) || !problem.source.contains("make-life") {
        return None;
    }
    let kill = problem.statement.contains("kill");
    let defender = if kill { Color::White } else { Color::Black };
    let board = problem.position.board().ok()?;
    // The group: the defender's largest string, as the maker names it.
    let group = Point::all(board.size())
        .filter(|&p| board.get(p) == Some(defender))
        .max_by_key(|&p| (board.string_stones(p).len(), p.row, p.col))?;
    Some(if kill {
        Ask::Kill(group)
    } else {
        Ask::Live(group)
    })
}

/// GNU Go's verdict on one problem, in the engine `gtp`.
pub fn judge(gtp: &mut Gtp, problem: &Problem) -> Result<Verdict, String> {
    let Some(ask) = ask(problem) else {
        return Ok(Verdict::default());
    };
    let board: Board = problem.position.board().map_err(|e| format!("{e:?}"))?;
    let size = board.size();
    gtp.set_up(&board)?;
    let right: Vec<Point> = problem.right_answers().filter_map(|s| s.point()).collect();
    let mut verdict = Verdict::default();
    let first = right.first().copied();
    verdict.answer = match first {
        Some(p) => read_after(gtp, ask, size, Some(p))?,
        None => Some(Reading::Fails),
    };
    for step in problem.wrong_tries() {
        if let Some(p) = step.point() {
            let r = read_after(gtp, ask, size, Some(p))?.unwrap_or(Reading::Fails);
            verdict.wrong.push((p, r));
        }
    }
    verdict.pass_works = read_after(gtp, ask, size, None)? == Some(Reading::Works);
    for p in Point::all(size) {
        if right.contains(&p) || board.check(p, Color::Black).is_err() {
            continue;
        }
        match read_after(gtp, ask, size, Some(p))? {
            Some(Reading::Works) => verdict.unmarked.push(p),
            Some(Reading::Ko) => verdict.unmarked_ko.push(p),
            _ => {}
        }
    }
    // Other moves marked right (a second answer the file lists) must work too.
    for &p in right.iter().skip(1) {
        if read_after(gtp, ask, size, Some(p))? != Some(Reading::Works) {
            verdict.answer = Some(Reading::Fails);
        }
    }
    Ok(verdict)
}

/// GNU Go's verdicts on `problems`, read by `threads` engines side by side, in order.
pub fn judge_all(
    gnugo: &str,
    problems: &[Problem],
    threads: usize,
) -> Result<Vec<Verdict>, String> {
    let engines = (0..threads.max(1))
        .map(|_| Gtp::gnugo(gnugo))
        .collect::<Result<Vec<Gtp>, String>>()?;
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<Option<Result<Verdict, String>>>> = Mutex::new(vec![None; problems.len()]);
    std::thread::scope(|s| {
        for mut gtp in engines {
            let (next, out) = (&next, &out);
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(problem) = problems.get(i) else {
                    return;
                };
                let v = judge(&mut gtp, problem).map_err(|e| format!("{}: {e}", problem.name));
                out.lock().unwrap()[i] = Some(v);
            });
        }
    });
    out.into_inner()
        .unwrap()
        .into_iter()
        .map(|v| v.unwrap_or_else(|| Err("GNU Go did not read it".into())))
        .collect()
}

/// The figures of one collection.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub problems: usize,
    /// Problems the referee does not read (from games).
    pub not_read: usize,
    pub answers: BTreeMap<Reading, usize>,
    pub wrong: BTreeMap<Reading, usize>,
    /// Problems with an unmarked move that works, and those moves.
    pub unmarked_problems: usize,
    pub unmarked_moves: usize,
    pub unmarked_ko: usize,
    pub pass_works: usize,
    /// Problems that stand on every count.
    pub sound: usize,
}

impl Tally {
    pub fn add(&mut self, v: &Verdict) {
        self.problems += 1;
        let Some(answer) = v.answer else {
            self.not_read += 1;
            return;
        };
        *self.answers.entry(answer).or_default() += 1;
        for (_, r) in &v.wrong {
            *self.wrong.entry(*r).or_default() += 1;
        }
        self.unmarked_problems += usize::from(!v.unmarked.is_empty());
        self.unmarked_moves += v.unmarked.len();
        self.unmarked_ko += v.unmarked_ko.len();
        self.pass_works += usize::from(v.pass_works);
        self.sound += usize::from(v.sound());
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = |m: &BTreeMap<Reading, usize>, r| m.get(&r).copied().unwrap_or(0);
        let read = self.problems - self.not_read;
        write!(
            f,
            "{read} read ({} not read): answers {} work, {} ko, {} fail; wrong tries {} refuted, \
             {} ko, {} work; {} problems with {} unmarked moves that work ({} more by ko); \
             {} a pass works; {} sound",
            self.not_read,
            n(&self.answers, Reading::Works),
            n(&self.answers, Reading::Ko),
            n(&self.answers, Reading::Fails),
            n(&self.wrong, Reading::Fails),
            n(&self.wrong, Reading::Ko),
            n(&self.wrong, Reading::Works),
            self.unmarked_problems,
            self.unmarked_moves,
            self.unmarked_ko,
            self.pass_works,
            self.sound,
        )
    }
}
