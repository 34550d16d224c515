//! Writing problems as SGF FF[4], as `mod.rs` describes.

use super::info;
use super::marks::comment_mark;
use crate::engine::Color;
use crate::problems::{Problem, Step, Verdict};
use crate::sgf::{escape_text, push_points};

/// A collection: every problem one game, one after another.
pub fn write(problems: &[Problem]) -> String {
    problems.iter().map(write_one).collect::<Vec<_>>().join("")
}

/// One problem as an SGF game.
pub fn write_one(problem: &Problem) -> String {
    let p = &problem.position;
    let mut out = format!(
        "(;GM[1]FF[4]CA[UTF-8]AP[Tengen:{}]SZ[{}]",
        env!("CARGO_PKG_VERSION"),
        p.size
    );
    for (id, value) in [("GN", &problem.name), ("SO", &problem.source)] {
        if !value.is_empty() {
            out.push_str(&format!("{id}[{}]", escape_text(value)));
        }
    }
    let data = info::write(&info::Info {
        category: problem.category,
        tier: problem.tier,
        rating: problem.rating,
        goal: problem.goal,
    });
    if !data.is_empty() {
        out.push_str(&format!("GC[{}]", escape_text(&data)));
    }
    if let Some((from, to)) = problem.view {
        out.push_str(&format!("VW[{}:{}]", from.to_sgf(), to.to_sgf()));
    }
    out.push_str(&format!("PL[{}]", p.to_play.letter()));
    push_points(&mut out, "AB", &p.black);
    push_points(&mut out, "AW", &p.white);
    if !problem.statement.is_empty() {
        out.push_str(&format!("C[{}]", escape_text(&problem.statement)));
    }
    out.push('\n');
    steps(&mut out, &problem.solution, p.to_play, true, 1);
    out.push_str(")\n");
    out
}

/// The moves after a node: one inline, several as variations, each on its own line.
fn steps(out: &mut String, steps: &[Step], solver: Color, parent_right: bool, indent: usize) {
    if let [only] = steps {
        node(out, only, solver, parent_right, indent);
        return;
    }
    for step in steps {
        out.push_str(&"  ".repeat(indent));
        out.push('(');
        node(out, step, solver, parent_right, indent + 1);
        out.push_str(")\n");
    }
}

fn node(out: &mut String, step: &Step, solver: Color, parent_right: bool, indent: usize) {
    out.push_str(&format!(";{}[{}]", step.color.letter(), step.mv.to_sgf()));
    if let Some(mark) = mark(step, solver, parent_right) {
        out.push_str(mark);
    }
    if !step.facts.is_empty() {
        out.push_str("FACT");
        for fact in &step.facts {
            out.push_str(&format!("[{}]", fact.to_sgf()));
        }
    }
    if !step.comment.is_empty() {
        out.push_str(&format!("C[{}]", escape_text(&step.comment)));
    }
    if step.next.len() > 1 {
        out.push('\n');
    }
    let right = step.verdict == Verdict::Right;
    steps(out, &step.next, solver, right, indent);
}

/// The mark a move needs so that reading it back gives its verdict: `TE[1]` on the
/// solver's right moves and on a right line's last move, `BM[1]` where a line of the
/// solver's turns wrong, and either where the comment alone would say otherwise.
fn mark(step: &Step, solver: Color, parent_right: bool) -> Option<&'static str> {
    let solvers = step.color == solver;
    let needed = match step.verdict {
        Verdict::Right => solvers || !step.next.iter().any(right_line),
        Verdict::Wrong => solvers && parent_right,
    };
    let contradicted = comment_mark(&step.comment).is_some_and(|v| v != step.verdict);
    (needed || contradicted).then_some(match step.verdict {
        Verdict::Right => "TE[1]",
        Verdict::Wrong => "BM[1]",
    })
}

fn right_line(step: &Step) -> bool {
    step.verdict == Verdict::Right
}
