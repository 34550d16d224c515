//! A quick look at SGF structure before `sgf-parse` reads it: how deep the node chain
//! goes (a very deep tree would exhaust the stack when freed) and, when parsing
//! fails, where the brackets or parentheses stop matching. Not a parser.

use super::warning::SyntaxFault;

/// Line and column (both from 1) of a byte offset.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text.as_bytes()[..offset.min(text.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let column = String::from_utf8_lossy(&before[start..]).chars().count() + 1;
    (line, column)
}

/// What the scan found.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// The longest chain of nodes from the root to a leaf.
    pub depth: usize,
    /// A structural fault: byte offset and what is wrong there.
    pub fault: Option<(usize, SyntaxFault)>,
}

/// Scans the text once.
pub fn scan(text: &str) -> Shape {
    let bytes = text.as_bytes();
    let mut shape = Shape::default();
    let mut open_trees: Vec<(usize, usize)> = Vec::new(); // (offset, depth at the '(')
    let mut depth = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'[' => {
                let start = i;
                i += 1;
                while i < bytes.len() && bytes[i] != b']' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if i >= bytes.len() {
                    shape
                        .fault
                        .get_or_insert((start, SyntaxFault::UnclosedValue));
                    break;
                }
            }
            b'(' => open_trees.push((i, depth)),
            b')' => match open_trees.pop() {
                Some((_, d)) => depth = d,
                None => {
                    shape.fault.get_or_insert((i, SyntaxFault::UnopenedTree));
                }
            },
            b';' => {
                depth += 1;
                shape.depth = shape.depth.max(depth);
            }
            _ => {}
        }
        i += 1;
    }
    if let Some(&(at, _)) = open_trees.first() {
        shape.fault.get_or_insert((at, SyntaxFault::UnclosedTree));
    }
    shape
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Depth counts nodes along the deepest line; faults say where.
    #[test]
    fn finds_depth_and_faults() {
        assert_eq!(scan("(;B[aa](;W[bb];B[cc])(;W[dd]))").depth, 3);
        assert_eq!(scan("(;C[a;b;c\\]];B[aa])").depth, 2);
        assert_eq!(
            scan("(;B[aa];W[bb").fault,
            Some((9, SyntaxFault::UnclosedValue))
        );
        assert_eq!(
            scan("(;B[aa]))").fault,
            Some((8, SyntaxFault::UnopenedTree))
        );
        assert_eq!(line_column("(;\nB[aa]\n;W[", 11), (3, 3));
    }
}
