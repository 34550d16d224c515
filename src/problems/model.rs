//! A problem as data: the position, what to do, and the tree of answers.

use super::fact::Fact;
pub use super::fact::Verdict;
use crate::engine::{Board, BoardRefusal, Color, CoordError, Move, Point};
use std::fmt;

/// The stones on the board before the first move, and who plays it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub size: u8,
    pub black: Vec<Point>,
    pub white: Vec<Point>,
    pub to_play: Color,
}

impl Position {
    /// The position of a board, `to_play` to move.
    pub fn of(board: &Board, to_play: Color) -> Position {
        // Sorted as SGF's reader sorts them, so that a position read back is equal.
        let stones = |c| {
            let mut v: Vec<Point> = Point::all(board.size())
                .filter(|&p| board.get(p) == Some(c))
                .collect();
            v.sort();
            v
        };
        Position {
            size: board.size(),
            black: stones(Color::Black),
            white: stones(Color::White),
            to_play,
        }
    }

    /// The board with the stones set up; a stone without liberty, or two on one point,
    /// is refused in words.
    pub fn board(&self) -> Result<Board, SetupRefused> {
        let mut board = Board::try_new(self.size).map_err(SetupRefused::Size)?;
        let stones = self.black.iter().map(|&p| (Color::Black, p));
        for (color, p) in stones.chain(self.white.iter().map(|&p| (Color::White, p))) {
            let at = p.to_gtp(self.size);
            board.set_stone(p, color).map_err(|why| match why {
                BoardRefusal::OffBoard => SetupRefused::OffBoard { color, at },
                BoardRefusal::Occupied => SetupRefused::Occupied { color, at },
                BoardRefusal::SetupCaptures => SetupRefused::Takes { color, at },
                _ => SetupRefused::NoLiberty { at },
            })?;
        }
        let alone = board.strings().into_iter().find(|s| s.liberties.is_empty());
        if let Some(s) = alone {
            let at = s.stones[0].to_gtp(self.size);
            return Err(SetupRefused::NoLiberty { at });
        }
        Ok(board)
    }
}

/// Why a problem's stones cannot stand on a board (a point by its name, "C4"); the page
/// says it in the learner's language, the tools in English (`Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupRefused {
    /// The board's size is not one the engine plays.
    Size(CoordError),
    /// A stone off the board.
    OffBoard { color: Color, at: String },
    /// A stone on another stone.
    Occupied { color: Color, at: String },
    /// A stone that takes the last liberty of the other colour's stones next to it.
    Takes { color: Color, at: String },
    /// A string without a liberty, named by one of its stones.
    NoLiberty { at: String },
}

impl fmt::Display for SetupRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let stone = |color: &Color| match color {
            Color::Black => "black",
            Color::White => "white",
        };
        match self {
            SetupRefused::Size(e) => e.fmt(f),
            SetupRefused::OffBoard { color, at } => {
                write!(f, "the {} stone at {at} is off the board", stone(color))
            }
            SetupRefused::Occupied { color, at } => {
                write!(
                    f,
                    "the {} stone at {at} lies on another stone",
                    stone(color)
                )
            }
            SetupRefused::Takes { color, at } => write!(
                f,
                "the {} stone at {at} takes the last liberty of the stones next to it",
                stone(color)
            ),
            SetupRefused::NoLiberty { at } => write!(f, "the string at {at} has no liberty"),
        }
    }
}

/// What the player to move must do to one string, named by one of its stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Capture the opponent's string at this point.
    Capture(Point),
    /// Keep the own string at this point from being captured.
    Save(Point),
}

impl Goal {
    /// A stone of the string the problem is about.
    pub fn target(self) -> Point {
        match self {
            Goal::Capture(p) | Goal::Save(p) => p,
        }
    }
}

/// The tactic a problem teaches, as beginners' books group them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    /// The string is in atari: take it.
    CaptureInOne,
    /// Atari from the right side, and the string cannot get out.
    Atari,
    /// Atari after atari along a diagonal to the edge or a friendly stone.
    Ladder,
    /// A loose move that encloses the string (geta).
    Net,
    /// A throw-in the opponent captures, and the recapture takes more.
    Snapback,
    /// Two strings short of liberties touching: whoever fills first wins.
    CapturingRace,
    /// The string in danger joins a friendly string.
    ConnectToSave,
    /// The string in danger gets out into the open, or captures to get out.
    Escape,
    /// A group's life: the move decides whether a group of three stones or more lives.
    LifeAndDeath,
    /// The move joins two strings of its own or keeps two of the opponent's apart.
    CutOrConnect,
    /// A large move at the edge late in the game, worth more than any other.
    Endgame,
}

impl Category {
    /// The beginners' tactics on small boards, in the collection's order.
    pub const BEGINNER: [Category; 8] = [
        Category::CaptureInOne,
        Category::Atari,
        Category::Ladder,
        Category::Net,
        Category::Snapback,
        Category::CapturingRace,
        Category::ConnectToSave,
        Category::Escape,
    ];

    /// Every category: the beginners' and those of problems from games.
    pub const ALL: [Category; 11] = {
        let mut all = [Category::LifeAndDeath; 11];
        let mut i = 0;
        while i < Category::BEGINNER.len() {
            all[i] = Category::BEGINNER[i];
            i += 1;
        }
        all[8] = Category::LifeAndDeath;
        all[9] = Category::CutOrConnect;
        all[10] = Category::Endgame;
        all
    };

    /// The word in `GC[]` (`category: ladder`).
    pub fn key(self) -> &'static str {
        match self {
            Category::CaptureInOne => "capture-in-one",
            Category::Atari => "atari",
            Category::Ladder => "ladder",
            Category::Net => "net",
            Category::Snapback => "snapback",
            Category::CapturingRace => "capturing-race",
            Category::ConnectToSave => "connect-to-save",
            Category::Escape => "escape",
            Category::LifeAndDeath => "life-and-death",
            Category::CutOrConnect => "cut-or-connect",
            Category::Endgame => "endgame",
        }
    }

    /// The category a `GC[]` word names.
    pub fn from_key(key: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.key() == key)
    }

    /// What the player must do, for the problem's name and statement.
    pub fn words(self) -> &'static str {
        match self {
            Category::CaptureInOne => "Capture in one",
            Category::Atari => "Atari from the right side",
            Category::Ladder => "Ladder",
            Category::Net => "Net",
            Category::Snapback => "Snapback",
            Category::CapturingRace => "Capturing race",
            Category::ConnectToSave => "Connect to save",
            Category::Escape => "Escape",
            Category::LifeAndDeath => "Life and death",
            Category::CutOrConnect => "Cut or connect",
            Category::Endgame => "Endgame",
        }
    }
}

/// One move of the solution tree, with what follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub color: Color,
    pub mv: Move,
    /// Right when this line reaches the goal, wrong when it fails.
    pub verdict: Verdict,
    /// What happens, in the file's own words (an imported file's; the shipped files say
    /// it in `facts`).
    pub comment: String,
    /// What the move does, in Go terms, for the page to say in the learner's language.
    pub facts: Vec<Fact>,
    pub next: Vec<Step>,
}

impl Step {
    /// A move with its verdict and comment, nothing after it yet.
    pub fn new(color: Color, at: Point, verdict: Verdict, comment: impl Into<String>) -> Step {
        Step {
            color,
            mv: Move::Place(at),
            verdict,
            comment: comment.into(),
            facts: Vec::new(),
            next: Vec::new(),
        }
    }

    /// The point played, if the move is a placement.
    pub fn point(&self) -> Option<Point> {
        match self.mv {
            Move::Place(p) => Some(p),
            _ => None,
        }
    }

    /// How many steps this one and those after it hold.
    pub fn count(&self) -> usize {
        1 + self.next.iter().map(Step::count).sum::<usize>()
    }
}

/// A problem: a position, a goal, and the answers with what happens after each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// `GN`: e.g. "Ladder 3".
    pub name: String,
    pub position: Position,
    /// The string the problem is about; None for collections that do not say.
    pub goal: Option<Goal>,
    pub category: Option<Category>,
    /// 1 (easiest) and up: how deep the reading goes; 4 and up from professional games.
    pub tier: Option<u8>,
    /// The difficulty on the Glicko scale (1500 an average problem), if known.
    pub rating: Option<u16>,
    /// The part of the board that matters (`VW`): two opposite corners, for a view zoomed
    /// in; None shows the whole board.
    pub view: Option<(Point, Point)>,
    /// `SO`: where the problem comes from.
    pub source: String,
    /// The root's comment: what the player is asked.
    pub statement: String,
    /// The first moves tried, right and wrong.
    pub solution: Vec<Step>,
}

impl Problem {
    /// The first moves marked right.
    pub fn right_answers(&self) -> impl Iterator<Item = &Step> {
        self.solution.iter().filter(|s| s.verdict == Verdict::Right)
    }

    /// The first moves marked wrong.
    pub fn wrong_tries(&self) -> impl Iterator<Item = &Step> {
        self.solution.iter().filter(|s| s.verdict == Verdict::Wrong)
    }
}
