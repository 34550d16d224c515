//! The rules-aware game: turn order, passes, ko and superko, phases, undo and counting.

pub mod compact;
mod legality;
mod open_ko;
mod record;
mod result;
mod settle;
mod setup;

pub use compact::CompactRecord;
pub use record::{Event, GameRecord, Setup};
pub use result::{EndReason, GameResult};

use super::board::{Board, PictureError};
use super::color::Color;
use super::error::{MoveError, SetupError};
use super::half_points::HalfPoints;
use super::handicap::fixed_points;
use super::moves::Move;
use super::point::{check_size, Point};
use super::rules::{Ending, Resignation, Rules, WinCondition};
use super::scoring::{count, Count, CountInput};

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Playing,
    /// After two passes: mark dead stones, then agree or resume.
    Settling,
    Finished,
}

/// What a successful move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveOutcome {
    /// Stones removed by a placement.
    pub captured: Vec<Point>,
    /// The phase after the move.
    pub phase: Phase,
    /// The result, if the move ended the game.
    pub result: Option<GameResult>,
}

/// A game in progress or finished, serialised as its record.
#[derive(Clone, Debug)]
pub struct Game {
    record: GameRecord,
    board: Board,
    to_move: Color,
    phase: Phase,
    /// Board hash and player to move after each move (index 0: the start).
    history: Vec<(u64, Color)>,
    /// Passes made by each colour (each hands a pass stone to the opponent under AGA).
    passes: [u32; 2],
    /// Passes in a row at the end of the move list (a resume does not break the run).
    trailing_passes: u32,
    /// Passes in a row since play last resumed.
    passes_since_resume: u32,
    last_passer: Option<Color>,
    /// Row-major dead marks while settling.
    dead: Vec<bool>,
    result: Option<GameResult>,
    moves: usize,
    /// Superko compares with `history[superko_from..]` only (see [`Game::setup`]).
    superko_from: usize,
}

impl Game {
    /// A new game; handicap stones go on the fixed points of the rules' placement
    /// (free placement uses the traditional points; see [`Game::with_handicap_stones`]).
    /// Handicap 1 places no stones: Black moves first with the handicap komi.
    pub fn new(rules: Rules, size: u8, handicap: u8) -> Result<Game, SetupError> {
        check_size(size)?;
        let stones = Rules::handicap_stones(handicap);
        let max = rules.max_handicap(size);
        if handicap > max {
            return Err(SetupError::TooManyHandicapStones {
                asked: handicap,
                max,
            });
        }
        let points = if stones == 0 {
            Vec::new()
        } else {
            fixed_points(size, stones, rules.handicap.placement).ok_or(
                SetupError::TooManyHandicapStones {
                    asked: handicap,
                    max,
                },
            )?
        };
        Game::with_handicap_stones(rules, size, handicap, points)
    }

    /// A new game with Black's handicap stones on chosen points (free placement, GTP).
    pub fn with_handicap_stones(
        rules: Rules,
        size: u8,
        handicap: u8,
        stones: Vec<Point>,
    ) -> Result<Game, SetupError> {
        Game::from_start(GameRecord {
            rules,
            size,
            handicap,
            handicap_stones: stones,
            setup: Vec::new(),
            first: None,
            events: Vec::new(),
        })
    }

    /// A game starting from a given position (fixtures, SGF setups) with `to_move` to play.
    pub fn from_position(rules: Rules, board: &Board, to_move: Color) -> Game {
        let size = board.size();
        let setup = Point::all(size)
            .filter_map(|p| board.get(p).map(|c| (c, p)))
            .collect();
        let record = GameRecord {
            rules,
            size,
            handicap: 0,
            handicap_stones: Vec::new(),
            setup,
            first: Some(to_move),
            events: Vec::new(),
        };
        Game::from_start(record).unwrap_or_else(|_| {
            // A board's own stones always fit back on an empty board of its size.
            unreachable!("a legal board replays")
        })
    }

    /// A game from a picture (`X`, `O`, `.`), for fixtures.
    pub fn from_picture(rules: Rules, picture: &str, to_move: Color) -> Result<Game, PictureError> {
        Ok(Game::from_position(
            rules,
            &Board::from_picture(picture)?,
            to_move,
        ))
    }

    /// Sets up the start of a record (its events are ignored).
    fn from_start(record: GameRecord) -> Result<Game, SetupError> {
        let size = record.size;
        let mut board = Board::try_new(size)?;
        let stones = record.handicap_stones.iter().map(|&p| (Color::Black, p));
        for (c, p) in stones.chain(record.setup.iter().copied()) {
            board
                .set_stone(p, c)
                .map_err(|_| SetupError::BadHandicapStone(p.to_gtp(size)))?;
        }
        let usual = if record.handicap_stones.is_empty() {
            Color::Black
        } else {
            Color::White
        };
        let to_move = record.first.unwrap_or(usual);
        let n = size as usize * size as usize;
        Ok(Game {
            record: GameRecord {
                events: Vec::new(),
                ..record
            },
            history: vec![(board.hash(), to_move)],
            board,
            to_move,
            phase: Phase::Playing,
            passes: [0; 2],
            trailing_passes: 0,
            passes_since_resume: 0,
            last_passer: None,
            dead: vec![false; n],
            result: None,
            moves: 0,
            superko_from: 0,
        })
    }

    /// Sets the komi (GTP `komi`), for even and handicap games alike; a komi that followed
    /// the number of handicap stones is replaced by this one.
    pub fn set_komi(&mut self, komi: HalfPoints) {
        self.record.rules = self.record.rules.with_komi(komi);
    }

    /// The komi White receives in this game.
    pub fn komi(&self) -> HalfPoints {
        self.record.rules.komi_for(self.record.handicap)
    }

    // ----- reading -----

    pub fn rules(&self) -> &Rules {
        &self.record.rules
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn size(&self) -> u8 {
        self.record.size
    }

    pub fn handicap(&self) -> u8 {
        self.record.handicap
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Moves played so far (placements and passes).
    pub fn move_number(&self) -> usize {
        self.moves
    }

    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// Stones captured BY this colour so far (prisoners).
    pub fn captures(&self, color: Color) -> u32 {
        self.board.captures(color)
    }

    /// The moves played, in order, with their colours.
    pub fn moves(&self) -> impl Iterator<Item = (Color, Move)> + '_ {
        self.record.events.iter().filter_map(|e| match *e {
            Event::Play { color, mv } => Some((color, mv)),
            _ => None,
        })
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<(Color, Move)> {
        self.moves().last()
    }

    /// Pass stones this colour has handed to the opponent, including White's
    /// final pass when Black passed last (AGA).
    pub fn pass_stones(&self, color: Color) -> u32 {
        let extra = color == Color::White && self.white_owes_last_pass();
        self.passes[color.index()] + extra as u32
    }

    // AGA: play ends with a White move, so a final Black pass gets a White pass.
    fn white_owes_last_pass(&self) -> bool {
        self.record.rules.white_moves_last
            && self.phase != Phase::Playing
            && self.trailing_passes >= 2
            && self.last_move() == Some((Color::Black, Move::Pass))
    }

    // ----- moves -----

    /// Plays a move for the player to move.
    pub fn play(&mut self, mv: Move) -> Result<MoveOutcome, MoveError> {
        self.play_as(self.to_move, mv)
    }

    /// Plays a move for `color`, refusing it if it is not that colour's turn.
    pub fn play_by(&mut self, color: Color, mv: Move) -> Result<MoveOutcome, MoveError> {
        if color != self.to_move {
            return Err(MoveError::NotYourTurn);
        }
        self.play_as(color, mv)
    }

    /// Plays a move for either colour in any order (GTP `play`); the other colour moves next.
    pub fn play_as(&mut self, color: Color, mv: Move) -> Result<MoveOutcome, MoveError> {
        self.apply(Event::Play { color, mv })?;
        Ok(MoveOutcome {
            captured: if matches!(mv, Move::Place(_)) {
                self.board.last_captured().collect()
            } else {
                Vec::new()
            },
            phase: self.phase,
            result: self.result,
        })
    }

    /// Applies one event as a record holds it (a move for the colour it names, whoever is
    /// to move, as [`Game::play_as`]); the only path that changes the game.
    pub fn apply(&mut self, e: Event) -> Result<(), MoveError> {
        match e {
            Event::Play {
                color,
                mv: Move::Place(p),
            } => self.place(color, p)?,
            Event::Play {
                color,
                mv: Move::Pass,
            } => self.pass(color)?,
            Event::Play {
                color,
                mv: Move::Resign,
            } => self.resign(color)?,
            Event::ToggleDead(p) => self.apply_toggle_dead(p)?,
            Event::Agree => self.apply_agree()?,
            Event::Resume => self.apply_resume()?,
            Event::TimeOut(c) => self.apply_time_out(c)?,
            Event::Setup(ref s) => self.apply_setup(s)?,
        }
        self.record.events.push(e);
        Ok(())
    }

    fn place(&mut self, color: Color, p: Point) -> Result<(), MoveError> {
        self.check_as(color, p)?;
        let i = self.board.index(p);
        let captured = self.board.place_index(i, color);
        self.after_move(color);
        self.trailing_passes = 0;
        self.passes_since_resume = 0;
        if captured > 0 && self.record.rules.win == WinCondition::FirstCapture {
            self.finish(GameResult::win(color, EndReason::FirstCapture));
        }
        Ok(())
    }

    fn pass(&mut self, color: Color) -> Result<(), MoveError> {
        self.require_playing()?;
        self.board.pass();
        self.passes[color.index()] += 1;
        self.trailing_passes += 1;
        self.passes_since_resume += 1;
        self.last_passer = Some(color);
        self.after_move(color);
        let rules = self.record.rules;
        if self.passes_since_resume < 2 {
            return Ok(());
        }
        if rules.win == WinCondition::FirstCapture {
            self.finish(GameResult {
                winner: None,
                margin: Default::default(),
                reason: EndReason::PassesBeforeCapture,
                credited: None,
            });
            return Ok(());
        }
        match rules.ending {
            Ending::TwoPassesThenSettle {
                four_pass_fallback: true,
            } if self.trailing_passes >= 4 => {
                // AGA fallback: with the dispute unresolved, every stone on the board is alive.
                self.dead.fill(false);
                self.finish_by_count();
            }
            Ending::TwoPassesThenSettle { .. } => self.phase = Phase::Settling,
            Ending::CountAsItStands => self.finish_by_count(),
        }
        Ok(())
    }

    fn resign(&mut self, color: Color) -> Result<(), MoveError> {
        let credited = self.resignation()?;
        let mut r = GameResult::win(color.opposite(), EndReason::Resignation);
        r.credited = credited;
        self.finish(r);
        Ok(())
    }

    /// Whether `color` may resign now: it is that colour's turn, the game is not over,
    /// and the rules allow it this early (text 001: not before move 20).
    pub fn may_resign(&self, color: Color) -> Result<(), MoveError> {
        if color != self.to_move {
            return Err(MoveError::NotYourTurn);
        }
        self.resignation().map(|_| ())
    }

    /// Whether a resignation may end the game now, and the points it credits the winner.
    fn resignation(&self) -> Result<Option<i32>, MoveError> {
        if self.phase == Phase::Finished {
            return Err(MoveError::GameOver);
        }
        match self.record.rules.resignation {
            Resignation::Anytime => Ok(None),
            Resignation::AfterMoves {
                min_moves,
                winner_points,
            } => {
                if (self.moves as u32) < min_moves {
                    return Err(MoveError::ResignTooEarly { min_moves });
                }
                Ok(Some(winner_points))
            }
        }
    }

    fn require_playing(&self) -> Result<(), MoveError> {
        match self.phase {
            Phase::Playing => Ok(()),
            Phase::Settling => Err(MoveError::NotPlaying),
            Phase::Finished => Err(MoveError::GameOver),
        }
    }

    fn after_move(&mut self, color: Color) {
        self.moves += 1;
        self.to_move = color.opposite();
        self.history.push((self.board.hash(), self.to_move));
    }

    fn finish(&mut self, r: GameResult) {
        self.phase = Phase::Finished;
        self.result = Some(r);
    }

    fn finish_by_count(&mut self) {
        self.phase = Phase::Finished;
        self.result = Some(self.count().result());
    }

    // ----- counting -----

    /// Counts the board with the current dead marks: the breakdown per side, each
    /// point's status, and (through [`Count::result`]) the result it would give.
    pub fn count(&self) -> Count {
        self.count_with(&self.dead)
    }

    /// Counts with every stone on the board alive (GTP `final_score`, AGA fallback).
    pub fn final_score(&self) -> Count {
        self.count_with(&vec![false; self.dead.len()])
    }

    fn count_with(&self, dead: &[bool]) -> Count {
        count(&CountInput {
            board: &self.board,
            dead,
            rules: &self.record.rules,
            handicap: self.record.handicap,
            passes: [
                self.pass_stones(Color::Black),
                self.pass_stones(Color::White),
            ],
        })
    }
}
