//! Counting a finished (or hypothetical) position under each counting method.

mod regions;

use super::board::Board;
use super::color::Color;
use super::half_points::HalfPoints;
use super::point::Point;
use super::rules::{Counting, Prisoners, Rules};
use regions::Position;

/// One side's itemised count. Items the method ignores are zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideCount {
    /// Living stones on the board (area counting).
    pub stones: u32,
    /// Empty points (and removed dead stones' points) surrounded by this side.
    pub territory: u32,
    /// Prisoners: captures plus dead stones removed (territory, classic);
    /// negative when own losses are subtracted (text 003).
    pub captures: i32,
    /// Pass stones received (territory with pass stones) or pass points (classic);
    /// negative when own pass stones are subtracted.
    pub passes: i32,
    pub komi: HalfPoints,
    /// Points White receives for handicap stones.
    pub compensation: HalfPoints,
    pub total: HalfPoints,
}

/// What a point is at the count, for shading the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointStatus {
    /// Empty and scoring for no one (dame, or shared liberty in seki).
    Neutral,
    /// A living stone.
    Alive(Color),
    /// An empty point counted for this colour.
    Territory(Color),
    /// A stone marked dead; `owner` is who surrounds it, if anyone.
    Dead { stone: Color, owner: Option<Color> },
    /// An empty point inside a seki that counts for no one under territory counting.
    SekiEye(Color),
}

/// A full count: both sides itemised, plus each point's status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    pub counting: Counting,
    pub black: SideCount,
    pub white: SideCount,
    pub size: u8,
    /// Row-major, `size * size` entries.
    pub points: Vec<PointStatus>,
}

/// What the count needs to know about the game.
pub struct CountInput<'a> {
    pub board: &'a Board,
    /// Row-major dead marks.
    pub dead: &'a [bool],
    pub rules: &'a Rules,
    pub handicap: u8,
    /// Pass stones each colour has handed over (or passes made), by colour index.
    pub passes: [u32; 2],
}

impl Count {
    pub fn side(&self, color: Color) -> &SideCount {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    /// The status of one point.
    pub fn status(&self, p: Point) -> PointStatus {
        self.points[p.index(self.size)]
    }

    /// Who a point scores for or belongs to (a living stone's colour, a territory's owner,
    /// the owner of the area around a dead stone).
    pub fn owner(&self, p: Point) -> Option<Color> {
        match self.status(p) {
            PointStatus::Alive(c) | PointStatus::Territory(c) => Some(c),
            PointStatus::Dead { owner, .. } => owner,
            PointStatus::Neutral | PointStatus::SekiEye(_) => None,
        }
    }

    /// Black's total minus White's.
    pub fn margin(&self) -> HalfPoints {
        self.black.total - self.white.total
    }
}

/// Row-major: whether the stone there lives in seki once the stones `dead` marks are
/// taken off, by the count's one rule (`regions.rs`: next to a point neither side can
/// fill without leaving itself one liberty).
pub fn seki_stones(board: &Board, dead: &[bool]) -> Vec<bool> {
    Position::of(board, dead).seki_stones()
}

/// Counts the position under the rules' counting method.
pub fn count(input: &CountInput) -> Count {
    let size = input.board.size();
    let pos = Position::of(input.board, input.dead);
    let mut points = vec![PointStatus::Neutral; pos.alive.len()];
    let mut dead_of = [0u32; 2];
    for (i, p) in Point::all(size).enumerate() {
        points[i] = match (input.board.get(p), pos.alive[i]) {
            (Some(c), None) => {
                dead_of[c.index()] += 1;
                PointStatus::Dead {
                    stone: c,
                    owner: None,
                }
            }
            (_, Some(c)) => PointStatus::Alive(c),
            (None, None) => PointStatus::Neutral,
        };
    }
    let territory_rules = matches!(input.rules.counting, Counting::Territory { .. });
    let mut territory = [0u32; 2];
    for region in pos.regions() {
        let no_points = territory_rules && region.touches_seki;
        for p in &region.points {
            let i = p.index(size);
            points[i] = match (points[i], region.owner) {
                (PointStatus::Dead { stone, .. }, owner) => PointStatus::Dead { stone, owner },
                (_, Some(c)) if no_points => PointStatus::SekiEye(c),
                (_, Some(c)) => PointStatus::Territory(c),
                (s, None) => s,
            };
        }
        if let (Some(c), false) = (region.owner, no_points) {
            territory[c.index()] += region.points.len() as u32;
        }
    }
    let stones = [0, 1].map(|k| {
        points
            .iter()
            .filter(|s| matches!(s, PointStatus::Alive(c) if c.index() == k))
            .count() as u32
    });
    let mut sides = [SideCount::default(); 2];
    for c in Color::BOTH {
        let (me, opp) = (c.index(), c.opposite().index());
        let s = &mut sides[me];
        let taken = input.board.captures(c) as i32 + dead_of[opp] as i32;
        let lost = input.board.captures(c.opposite()) as i32 + dead_of[me] as i32;
        match input.rules.counting {
            Counting::Area => {
                s.stones = stones[me];
                s.territory = territory[me];
            }
            Counting::Territory { prisoners } => {
                s.territory = territory[me];
                let pass_stones = |k: usize| {
                    if input.rules.pass_stones {
                        input.passes[k] as i32
                    } else {
                        0
                    }
                };
                (s.captures, s.passes) = match prisoners {
                    Prisoners::AddCaptured => (taken, pass_stones(opp)),
                    Prisoners::SubtractLost => (-lost, -pass_stones(me)),
                };
            }
            Counting::Classic => {
                s.territory = territory[me];
                s.captures = input.board.captures(c) as i32;
                s.passes = input.passes[opp] as i32;
            }
            Counting::None => {}
        }
        if c == Color::White && input.rules.counting != Counting::None {
            s.komi = input.rules.komi_for(input.handicap);
            s.compensation = input.rules.compensation_for(input.handicap);
        }
        s.total = HalfPoints::points(s.stones as i32 + s.territory as i32 + s.captures + s.passes)
            + s.komi
            + s.compensation;
    }
    let [black, white] = sides;
    Count {
        counting: input.rules.counting,
        black,
        white,
        size,
        points,
    }
}
