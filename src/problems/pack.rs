//! The shipped problems in a compact form for the page: the problems the SGF reader reads
//! from `assets/problems/*.sgf`, written as bytes (`assets/problems/index.pack` and
//! `assets/problem-packs/`, made by `tengen-problems pack`), so that the page reads them
//! without the SGF parser, and the bytes are a third of the text's. The native tests
//! check that the packed problems are exactly those the SGF files read as.
//!
//! The page gets them in two steps: an index (each collection's key, file and digest,
//! and each problem's level, rating and category: what the menus, the course, the rush
//! and the problem of the day choose by) in the problems' part, and each collection's
//! problems in a file of its own, fetched when one of them opens ([`pack_shelf`]).
//!
//! Numbers are LEB128; a string is its length and its UTF-8; a point is `row * size + col`;
//! an absent value is a 0 byte, a present one a 1 byte and the value; the stones are a
//! board, a byte a point. A collection is its
//! key and its problems; a step is one byte (colour, move, verdict), the point, the
//! comment, the facts and the steps after it.

use super::fact::{Fact, Verdict};
use super::model::{Category, Goal, Position, Problem, Step};
use crate::engine::{Color, Move, Point};

/// A collection: its key and its problems in the file's order.
pub type Collection = (String, Vec<Problem>);

/// One shipped problem as the index lists it: its id (`key-N`), level, rating and
/// category, without its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub id: String,
    pub tier: Option<u8>,
    pub rating: Option<u16>,
    pub category: Option<Category>,
}

impl Summary {
    /// The summary of `problem`, listed as `id`.
    pub fn of(id: &str, problem: &Problem) -> Summary {
        Summary {
            id: id.to_string(),
            tier: problem.tier,
            rating: problem.rating,
            category: problem.category,
        }
    }
}

/// A shipped collection as the index names it: its key, the file that holds its problems
/// (`<key>-<digest>.pack`), that file's digest ([`fnv1a`]), and its problems' summaries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Indexed {
    pub key: String,
    pub file: String,
    pub digest: u64,
    pub problems: Vec<Summary>,
}

/// The index of `collections` and each collection's file (its name and bytes).
pub fn pack_shelf(collections: &[Collection]) -> (Vec<u8>, Vec<(String, Vec<u8>)>) {
    let mut index = Packer(Vec::new());
    let mut files = Vec::new();
    index.number(collections.len() as u32);
    for collection in collections {
        let (key, problems) = collection;
        let bytes = pack(std::slice::from_ref(collection));
        let digest = fnv1a(&bytes);
        let file = format!("{key}-{:08x}.pack", digest as u32);
        index.text(key);
        index.text(&file);
        index.0.extend(digest.to_le_bytes());
        index.number(problems.len() as u32);
        for problem in problems {
            index.levels(problem);
        }
        files.push((file, bytes));
    }
    (index.0, files)
}

/// The index that [`pack_shelf`] wrote; None if the bytes are not such an index.
pub fn unpack_index(bytes: &[u8]) -> Option<Vec<Indexed>> {
    let mut input = Unpacker { bytes, at: 0 };
    let index = (0..input.number()?)
        .map(|_| {
            let key = input.text()?;
            let file = input.text()?;
            let digest = u64::from_le_bytes(input.take(8)?.try_into().ok()?);
            let problems = (1..=input.number()?)
                .map(|n| input.summary(format!("{key}-{n}")))
                .collect::<Option<Vec<_>>>()?;
            Some(Indexed {
                key,
                file,
                digest,
                problems,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    (input.at == bytes.len()).then_some(index)
}

/// The problems of `indexed`'s file, if `bytes` are that file: its digest, its key and
/// the index's count of problems (a damaged or stale file gives None).
pub fn unpack_collection(bytes: &[u8], indexed: &Indexed) -> Option<Vec<Problem>> {
    if fnv1a(bytes) != indexed.digest {
        return None;
    }
    let (key, problems) = unpack(bytes)?.into_iter().next()?;
    (key == indexed.key && problems.len() == indexed.problems.len()).then_some(problems)
}

/// FNV-1a, 64 bits: a hash that is the same on every device and in every version (a
/// collection file's digest, the problem of the day's pick).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The collections as bytes.
pub fn pack(collections: &[Collection]) -> Vec<u8> {
    let mut out = Packer(Vec::new());
    out.number(collections.len() as u32);
    for (key, problems) in collections {
        out.text(key);
        out.number(problems.len() as u32);
        for problem in problems {
            out.problem(problem);
        }
    }
    out.0
}

/// The collections that `pack` wrote; None if the bytes are not such collections.
pub fn unpack(bytes: &[u8]) -> Option<Vec<Collection>> {
    let mut input = Unpacker { bytes, at: 0 };
    let collections = (0..input.number()?)
        .map(|_| {
            let key = input.text()?;
            let problems = (0..input.number()?)
                .map(|_| input.problem())
                .collect::<Option<Vec<_>>>()?;
            Some((key, problems))
        })
        .collect::<Option<Vec<_>>>()?;
    (input.at == bytes.len()).then_some(collections)
}

struct Packer(Vec<u8>);

impl Packer {
    fn number(&mut self, mut n: u32) {
        while n >= 0x80 {
            self.0.push(n as u8 | 0x80);
            n >>= 7;
        }
        self.0.push(n as u8);
    }

    fn text(&mut self, text: &str) {
        self.number(text.len() as u32);
        self.0.extend_from_slice(text.as_bytes());
    }

    fn point(&mut self, p: Point, size: u8) {
        self.number(u32::from(p.row) * u32::from(size) + u32::from(p.col));
    }

    fn points(&mut self, points: &[Point], size: u8) {
        self.number(points.len() as u32);
        for &p in points {
            self.point(p, size);
        }
    }

    /// The stones as a board, one byte a point (0 empty, 1 black, 2 white), when that
    /// gives them back as they are (each colour's sorted, on the board, on one point
    /// each); else as two lists.
    fn stones(&mut self, position: &Position) {
        let size = usize::from(position.size);
        let mut board = vec![0u8; size * size];
        let mut fits = true;
        for (stones, color) in [(&position.black, 1), (&position.white, 2)] {
            fits &= stones.windows(2).all(|w| w[0] < w[1]);
            for p in stones {
                let i = usize::from(p.row) * size + usize::from(p.col);
                match board.get_mut(i) {
                    Some(at) if *at == 0 && usize::from(p.col) < size => *at = color,
                    _ => fits = false,
                }
            }
        }
        if fits {
            self.0.push(1);
            self.0.extend(board);
        } else {
            self.0.push(0);
            self.points(&position.black, position.size);
            self.points(&position.white, position.size);
        }
    }

    fn problem(&mut self, problem: &Problem) {
        let size = problem.position.size;
        self.text(&problem.name);
        self.0.push(size);
        self.stones(&problem.position);
        self.0.push(color_byte(problem.position.to_play));
        match problem.goal {
            None => self.0.push(0),
            Some(Goal::Capture(p)) => {
                self.0.push(1);
                self.point(p, size);
            }
            Some(Goal::Save(p)) => {
                self.0.push(2);
                self.point(p, size);
            }
        }
        self.levels(problem);
        match problem.view {
            None => self.0.push(0),
            Some((a, b)) => {
                self.0.push(1);
                self.point(a, size);
                self.point(b, size);
            }
        }
        self.text(&problem.source);
        self.text(&problem.statement);
        self.steps(&problem.solution, size);
    }

    /// The problem's category, tier and rating.
    fn levels(&mut self, problem: &Problem) {
        let category = problem
            .category
            .map(|c| Category::ALL.iter().position(|&a| a == c));
        self.0
            .push(category.map_or(0, |i| i.map_or(0, |i| i as u8 + 1)));
        self.maybe(problem.tier.map(u32::from));
        self.maybe(problem.rating.map(u32::from));
    }

    fn maybe(&mut self, n: Option<u32>) {
        match n {
            None => self.0.push(0),
            Some(n) => {
                self.0.push(1);
                self.number(n);
            }
        }
    }

    fn steps(&mut self, steps: &[Step], size: u8) {
        self.number(steps.len() as u32);
        for step in steps {
            let mv = match step.mv {
                Move::Place(_) => 0,
                Move::Pass => 1,
                Move::Resign => 2,
            };
            let right = u8::from(step.verdict == Verdict::Right);
            self.0.push(color_byte(step.color) | mv << 1 | right << 3);
            if let Move::Place(p) = step.mv {
                self.point(p, size);
            }
            self.text(&step.comment);
            self.number(step.facts.len() as u32);
            for &fact in &step.facts {
                self.fact(fact, size);
            }
            self.steps(&step.next, size);
        }
    }

    fn fact(&mut self, fact: Fact, size: u8) {
        match fact {
            Fact::Captures { stones, at } => {
                self.0.push(0);
                self.number(stones.into());
                self.point(at, size);
            }
            Fact::Atari { stones, at } => {
                self.0.push(1);
                self.number(stones.into());
                self.point(at, size);
            }
            Fact::Joins {
                strings,
                stones,
                liberties,
            } => {
                self.0.extend([2, strings]);
                self.number(stones.into());
                self.0.push(liberties);
            }
            Fact::Cuts => self.0.push(3),
            Fact::Eye { at } => {
                self.0.push(4);
                self.point(at, size);
            }
            Fact::Vital => self.0.push(5),
            Fact::Fills { at, liberties } => {
                self.0.push(6);
                self.point(at, size);
                self.0.push(liberties);
            }
            Fact::Extends { liberties } => self.0.extend([7, liberties]),
            Fact::Liberties { liberties } => self.0.extend([8, liberties]),
            Fact::Ladder => self.0.push(9),
            Fact::Net => self.0.push(10),
            Fact::Snapback => self.0.push(11),
            Fact::ThrowIn => self.0.push(12),
            Fact::Loses { stones } => {
                self.0.push(13);
                self.number(stones.into());
            }
            Fact::Margin { points, percent } => {
                self.0.push(14);
                self.number(points.into());
                self.0.push(percent);
            }
        }
    }
}

fn color_byte(color: Color) -> u8 {
    u8::from(color == Color::White)
}

struct Unpacker<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Unpacker<'_> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    fn number(&mut self) -> Option<u32> {
        let mut n = 0u32;
        for shift in (0..32).step_by(7) {
            let b = self.byte()?;
            n |= u32::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Some(n);
            }
        }
        None
    }

    fn small(&mut self) -> Option<u16> {
        self.number()?.try_into().ok()
    }

    fn text(&mut self) -> Option<String> {
        let len = self.number()? as usize;
        Some(std::str::from_utf8(self.take(len)?).ok()?.to_string())
    }

    fn point(&mut self, size: u8) -> Option<Point> {
        let i = self.number()?;
        let size = u32::from(size.max(1));
        let (col, row) = (i % size, i / size);
        Some(Point::new(col as u8, row.try_into().ok()?))
    }

    fn points(&mut self, size: u8) -> Option<Vec<Point>> {
        (0..self.number()?).map(|_| self.point(size)).collect()
    }

    fn stones(&mut self, size: u8) -> Option<(Vec<Point>, Vec<Point>)> {
        if self.byte()? == 0 {
            return Some((self.points(size)?, self.points(size)?));
        }
        let n = usize::from(size);
        let board = self.take(n * n)?;
        let (mut black, mut white) = (Vec::new(), Vec::new());
        for (i, &b) in board.iter().enumerate() {
            let p = Point::new((i % n) as u8, (i / n) as u8);
            match b {
                0 => {}
                1 => black.push(p),
                2 => white.push(p),
                _ => return None,
            }
        }
        black.sort_unstable();
        white.sort_unstable();
        Some((black, white))
    }

    fn take(&mut self, n: usize) -> Option<&[u8]> {
        let end = self.at.checked_add(n)?;
        let taken = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(taken)
    }

    /// A problem's category, tier and rating ([`Packer::levels`]).
    fn levels(&mut self) -> Option<(Option<Category>, Option<u8>, Option<u16>)> {
        let category = match self.byte()? {
            0 => None,
            i => Some(*Category::ALL.get(usize::from(i) - 1)?),
        };
        let tier = self.maybe()?.map(u8::try_from).transpose().ok()?;
        let rating = self.maybe()?.map(u16::try_from).transpose().ok()?;
        Some((category, tier, rating))
    }

    /// The index's entry of the problem `id`.
    fn summary(&mut self, id: String) -> Option<Summary> {
        let (category, tier, rating) = self.levels()?;
        Some(Summary {
            id,
            tier,
            rating,
            category,
        })
    }

    fn color(&mut self) -> Option<Color> {
        match self.byte()? {
            0 => Some(Color::Black),
            1 => Some(Color::White),
            _ => None,
        }
    }

    fn maybe(&mut self) -> Option<Option<u32>> {
        match self.byte()? {
            0 => Some(None),
            1 => Some(Some(self.number()?)),
            _ => None,
        }
    }

    fn problem(&mut self) -> Option<Problem> {
        let name = self.text()?;
        let size = self.byte()?;
        let (black, white) = self.stones(size)?;
        let position = Position {
            size,
            black,
            white,
            to_play: self.color()?,
        };
        let goal = match self.byte()? {
            0 => None,
            1 => Some(Goal::Capture(self.point(size)?)),
            2 => Some(Goal::Save(self.point(size)?)),
            _ => return None,
        };
        let (category, tier, rating) = self.levels()?;
        let view = match self.byte()? {
            0 => None,
            1 => Some((self.point(size)?, self.point(size)?)),
            _ => return None,
        };
        Some(Problem {
            name,
            position,
            goal,
            category,
            tier,
            rating,
            view,
            source: self.text()?,
            statement: self.text()?,
            solution: self.steps(size)?,
        })
    }

    fn steps(&mut self, size: u8) -> Option<Vec<Step>> {
        (0..self.number()?)
            .map(|_| {
                let head = self.byte()?;
                let color = if head & 1 == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                let mv = match head >> 1 & 3 {
                    0 => Move::Place(self.point(size)?),
                    1 => Move::Pass,
                    2 => Move::Resign,
                    _ => return None,
                };
                let verdict = if head >> 3 & 1 == 1 {
                    Verdict::Right
                } else {
                    Verdict::Wrong
                };
                let comment = self.text()?;
                let facts = (0..self.number()?)
                    .map(|_| self.fact(size))
                    .collect::<Option<Vec<_>>>()?;
                Some(Step {
                    color,
                    mv,
                    verdict,
                    comment,
                    facts,
                    next: self.steps(size)?,
                })
            })
            .collect()
    }

    fn fact(&mut self, size: u8) -> Option<Fact> {
        Some(match self.byte()? {
            0 => Fact::Captures {
                stones: self.small()?,
                at: self.point(size)?,
            },
            1 => Fact::Atari {
                stones: self.small()?,
                at: self.point(size)?,
            },
            2 => Fact::Joins {
                strings: self.byte()?,
                stones: self.small()?,
                liberties: self.byte()?,
            },
            3 => Fact::Cuts,
            4 => Fact::Eye {
                at: self.point(size)?,
            },
            5 => Fact::Vital,
            6 => Fact::Fills {
                at: self.point(size)?,
                liberties: self.byte()?,
            },
            7 => Fact::Extends {
                liberties: self.byte()?,
            },
            8 => Fact::Liberties {
                liberties: self.byte()?,
            },
            9 => Fact::Ladder,
            10 => Fact::Net,
            11 => Fact::Snapback,
            12 => Fact::ThrowIn,
            13 => Fact::Loses {
                stones: self.small()?,
            },
            14 => Fact::Margin {
                points: self.small()?,
                percent: self.byte()?,
            },
            _ => return None,
        })
    }
}
