//! Which moves are right and wrong, by every collection's convention.

use crate::problems::Verdict;
use sgf_parse::go::Prop;
use sgf_parse::SgfNode;

/// The mark a node carries itself: `TE` right, `BM` wrong, else its comment: starting
/// "Correct" or "Right" (right), "Wrong" or "Incorrect" (wrong), or goproblems' "RIGHT"
/// anywhere.
pub fn own_mark(node: &SgfNode<Prop>) -> Option<Verdict> {
    if node.get_property("TE").is_some() {
        return Some(Verdict::Right);
    }
    if node.get_property("BM").is_some() {
        return Some(Verdict::Wrong);
    }
    comment_mark(&comment(node))
}

/// The mark a comment gives, if any.
pub fn comment_mark(comment: &str) -> Option<Verdict> {
    let start = comment.trim_start().to_lowercase();
    let words = comment.split(|c: char| !c.is_alphanumeric());
    if start.starts_with("correct") || start.starts_with("right") {
        Some(Verdict::Right)
    } else if start.starts_with("wrong") || start.starts_with("incorrect") {
        Some(Verdict::Wrong)
    } else if words.into_iter().any(|w| w == "RIGHT") {
        Some(Verdict::Right)
    } else {
        None
    }
}

/// A node's comment (the lexer has taken out the escapes: `Display` would again).
pub fn comment(node: &SgfNode<Prop>) -> String {
    match node.get_property("C") {
        Some(Prop::C(text)) => text.text.clone(),
        _ => String::new(),
    }
}
