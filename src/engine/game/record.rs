//! What is saved: the rules, the setup and everything that happened, never the position.

use super::Game;
use crate::engine::color::Color;
use crate::engine::error::ReplayError;
use crate::engine::moves::Move;
use crate::engine::point::Point;
use crate::engine::rules::Rules;

/// One thing that happened in a game, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move by a colour (usually the player to move; GTP may play either colour).
    Play { color: Color, mv: Move },
    /// Settling: a whole string marked dead, or back alive.
    ToggleDead(Point),
    /// Settling: both players accept the marks; the game is counted.
    Agree,
    /// Settling: play resumes to settle a dispute.
    Resume,
    /// A player's clock ran out.
    TimeOut(Color),
    /// Stones put on or taken off the board during play (SGF `AB`/`AW`/`AE` after the
    /// first node): not a move, so the move number stays and the turn changes only if
    /// the setup names the player to move.
    Setup(Box<Setup>),
}

/// A change of the position during play: each listed point becomes black, white or empty.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    pub black: Vec<Point>,
    pub white: Vec<Point>,
    pub empty: Vec<Point>,
    /// Who moves next (SGF `PL`); None keeps the player to move.
    pub to_move: Option<Color>,
}

impl Setup {
    /// Every listed point with what it becomes, empty points first.
    pub fn changes(&self) -> impl Iterator<Item = (Point, Option<Color>)> + '_ {
        self.empty
            .iter()
            .map(|&p| (p, None))
            .chain(self.black.iter().map(|&p| (p, Some(Color::Black))))
            .chain(self.white.iter().map(|&p| (p, Some(Color::White))))
    }
}

/// A saved game: replaying `events` from the setup rebuilds it exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub rules: Rules,
    pub size: u8,
    pub handicap: u8,
    /// Black stones placed before the first move.
    pub handicap_stones: Vec<Point>,
    /// Other stones on the board at the start (a position set up from a picture or SGF).
    pub setup: Vec<(Color, Point)>,
    /// Who moves first, if not the usual (Black, or White after handicap stones).
    pub first: Option<Color>,
    pub events: Vec<Event>,
}

impl GameRecord {
    /// The same game after its first `n` events (all of them if it has fewer): the
    /// position a review or a problem looks at.
    pub fn prefix(&self, n: usize) -> GameRecord {
        GameRecord {
            rules: self.rules,
            size: self.size,
            handicap: self.handicap,
            handicap_stones: self.handicap_stones.clone(),
            setup: self.setup.clone(),
            first: self.first,
            events: self.events[..n.min(self.events.len())].to_vec(),
        }
    }
}

impl Game {
    /// Rebuilds a game from a record, checking every event.
    pub fn replay(record: &GameRecord) -> Result<Game, ReplayError> {
        let start = GameRecord {
            events: Vec::new(),
            ..record.clone()
        };
        let mut game = Game::from_start(start).map_err(ReplayError::Setup)?;
        for (at, e) in record.events.iter().enumerate() {
            game.apply(e.clone())
                .map_err(|error| ReplayError::Event { at, error })?;
        }
        Ok(game)
    }

    /// The record of this game so far.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }
}

impl From<Game> for GameRecord {
    fn from(g: Game) -> GameRecord {
        g.record
    }
}

impl TryFrom<GameRecord> for Game {
    type Error = ReplayError;
    fn try_from(r: GameRecord) -> Result<Game, ReplayError> {
        Game::replay(&r)
    }
}
