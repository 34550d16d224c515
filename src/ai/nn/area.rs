//! Who owns each point as KataGo's area scoring sees it (`Board::calculateArea` with
//! pass-alive strings by Benson's algorithm, then big territories and every other stone),
//! for input features 18 and 19.

use super::board::{opp, Goban, BLACK, EMPTY, WHITE};

/// Per cell: BLACK, WHITE or EMPTY. Pass-alive strings and their territory, every empty
/// region bordered by one colour only, and every remaining stone as its own colour.
pub fn area(b: &Goban, suicide_ok: bool) -> Vec<u8> {
    let mut result = vec![EMPTY; b.cells.len()];
    for pla in [BLACK, WHITE] {
        area_for(b, pla, suicide_ok, &mut result);
    }
    for i in b.points() {
        if result[i] == EMPTY {
            result[i] = b.cells[i];
        }
    }
    result
}

struct Region {
    cells: Vec<usize>,
    /// Strings (by label) next to every point of the region that counts (empty points, or
    /// every point when suicide is allowed).
    vital_for: Vec<usize>,
    internal: usize,
    borders_pla: bool,
    contains_opp: bool,
    borders_dead: bool,
}

/// `calculateAreaForPla` with safe and unsafe big territories both marked.
fn area_for(b: &Goban, pla: u8, suicide_ok: bool, result: &mut [u8]) {
    const NONE: usize = usize::MAX;
    // Label pla strings.
    let mut string_of = vec![NONE; b.cells.len()];
    let mut strings: Vec<Vec<usize>> = Vec::new();
    for i in b.points() {
        if b.cells[i] == pla && string_of[i] == NONE {
            let mut s = Vec::new();
            b.string(i, &mut s);
            for &c in &s {
                string_of[c] = strings.len();
            }
            strings.push(s);
        }
    }
    let adjacent_strings = |i: usize| {
        let mut v: Vec<usize> = Vec::new();
        for n in b.adj(i) {
            if b.cells[n] == pla && !v.contains(&string_of[n]) {
                v.push(string_of[n]);
            }
        }
        v
    };
    // Regions of empty-or-opp points, each started from an empty point.
    let mut region_of = vec![NONE; b.cells.len()];
    let mut regions: Vec<Region> = Vec::new();
    for start in b.points() {
        if b.cells[start] != EMPTY || region_of[start] != NONE {
            continue;
        }
        let id = regions.len();
        let mut r = Region {
            cells: vec![start],
            vital_for: adjacent_strings(start),
            internal: 0,
            borders_pla: false,
            contains_opp: false,
            borders_dead: false,
        };
        region_of[start] = id;
        let mut at = 0;
        while at < r.cells.len() {
            let i = r.cells[at];
            at += 1;
            if suicide_ok || b.cells[i] == EMPTY {
                let here = adjacent_strings(i);
                r.vital_for.retain(|s| here.contains(s));
            }
            let next_to_pla = b.adj(i).iter().any(|&n| b.cells[n] == pla);
            if next_to_pla {
                r.borders_pla = true;
            } else {
                r.internal += 1;
            }
            if b.cells[i] == opp(pla) {
                r.contains_opp = true;
            }
            for n in b.adj(i) {
                if (b.cells[n] == EMPTY || b.cells[n] == opp(pla)) && region_of[n] == NONE {
                    region_of[n] = id;
                    r.cells.push(n);
                }
            }
        }
        regions.push(r);
    }
    // Benson: strings with fewer than two vital regions die, and regions next to them stop
    // counting, until nothing changes.
    let mut dead = vec![false; strings.len()];
    loop {
        let mut vital = vec![0usize; strings.len()];
        for r in regions.iter().filter(|r| !r.borders_dead) {
            for &s in &r.vital_for {
                vital[s] += 1;
            }
        }
        let mut killed = false;
        for s in 0..strings.len() {
            if !dead[s] && vital[s] < 2 {
                dead[s] = true;
                killed = true;
                for &c in &strings[s] {
                    for n in b.adj(c) {
                        if region_of[n] != NONE {
                            regions[region_of[n]].borders_dead = true;
                        }
                    }
                }
            }
        }
        if !killed {
            break;
        }
    }
    for (s, stones) in strings.iter().enumerate() {
        if !dead[s] {
            for &c in stones {
                result[c] = pla;
            }
        }
    }
    for r in &regions {
        let small = r.internal <= 1 && r.borders_pla && !r.borders_dead;
        let big = r.borders_pla && !r.contains_opp;
        if small || big {
            for &c in &r.cells {
                result[c] = pla;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A string with two eyes is pass-alive and owns its eyes; a lone stone in the open
    /// counts as its own colour; a region with stones of both colours is nobody's.
    #[test]
    fn two_eyes_and_open_space() {
        let b = Goban::from_rows(&[".X.X.", "XXXXX", ".....", "..O..", "....."]);
        let a = area(&b, false);
        assert_eq!(a[b.index(0, 0)], BLACK);
        assert_eq!(a[b.index(2, 0)], BLACK);
        assert_eq!(a[b.index(2, 3)], WHITE);
        assert_eq!(a[b.index(0, 4)], EMPTY);
    }
}
