//! A referee: the fast board against a naive flood-fill board on random move sequences.

use proptest::prelude::*;
use tengen::engine::{Board, Color, Point};

/// The slowest obvious Go board: a grid of stones and flood fills.
struct Naive {
    size: u8,
    stones: Vec<Option<Color>>,
    ko: Option<(Point, Color)>,
}

impl Naive {
    fn at(&self, p: Point) -> Option<Color> {
        self.stones[p.row as usize * self.size as usize + p.col as usize]
    }

    fn set(&mut self, p: Point, c: Option<Color>) {
        self.stones[p.row as usize * self.size as usize + p.col as usize] = c;
    }

    /// The string through `p` and whether it has a liberty.
    fn string(&self, p: Point) -> (Vec<Point>, bool) {
        let c = self.at(p);
        let (mut seen, mut stack, mut free) = (vec![p], vec![p], false);
        while let Some(q) = stack.pop() {
            for n in q.neighbors(self.size) {
                match self.at(n) {
                    None => free = true,
                    x if x == c && !seen.contains(&n) => {
                        seen.push(n);
                        stack.push(n);
                    }
                    _ => {}
                }
            }
        }
        (seen, free)
    }

    /// Plays if legal (empty, not suicide, not the simple-ko retake); returns captures.
    fn play(&mut self, p: Point, c: Color) -> Option<usize> {
        if self.at(p).is_some() || self.ko == Some((p, c)) {
            return None;
        }
        self.set(p, Some(c));
        let mut captured = Vec::new();
        for n in p.neighbors(self.size) {
            if self.at(n) == Some(c.opposite()) {
                let (s, free) = self.string(n);
                if !free {
                    for q in s {
                        self.set(q, None);
                        captured.push(q);
                    }
                }
            }
        }
        let (own, free) = self.string(p);
        if !free {
            self.set(p, None);
            return None;
        }
        let lone_in_atari = own.len() == 1
            && p.neighbors(self.size)
                .filter(|&n| self.at(n).is_none())
                .count()
                == 1;
        self.ko = (captured.len() == 1 && lone_in_atari).then(|| (captured[0], c.opposite()));
        Some(captured.len())
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// After every attempt both boards agree on legality, captures and the position.
    #[test]
    fn fast_board_matches_naive_board(
        size in prop::sample::select(vec![5u8, 6, 9]),
        tries in prop::collection::vec((any::<u16>(), any::<bool>()), 1..300),
    ) {
        let mut fast = Board::new(size);
        let mut naive = Naive { size, stones: vec![None; size as usize * size as usize], ko: None };
        for (r, black) in tries {
            let n = size as u16;
            let p = Point::new((r % n) as u8, ((r / n) % n) as u8);
            let c = if black { Color::Black } else { Color::White };
            let expected = naive.play(p, c);
            let got = fast.play(p, c).ok();
            prop_assert_eq!(got, expected, "{:?} at {:?}\n{}", c, p, fast.to_picture());
            for q in Point::all(size) {
                prop_assert_eq!(fast.get(q), naive.at(q));
            }
            prop_assert_eq!(fast.check_consistency(), Ok(()));
        }
    }
}
