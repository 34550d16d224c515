//! The game at the table: one plain value for a game being played on this device, and
//! [`Table::act`], the one place where it changes. Plain Rust: no web crates (the
//! crate builds without them); the play screen turns what `act` answers into words and paint.
//!
//! - [`Table`]: the game, its clocks with one mark per event, who sits at each colour,
//!   the title, and what lives only while the game is open (`Transient`: a question
//!   waiting for an answer, a ghost stone, a paused clock, the computer's suggestion).
//! - [`Action`] → [`Outcome`] or [`TableError`]: everything a player does at the board.
//! - [`NewGame`]: what the new-game screen decides; [`Table::start`] sets it up.
//! - Saved games: [`Table::open`] takes a saved game and the game it replayed to,
//!   [`Table::to_saved`] gives it back; neither replays.

mod act;
mod clock;
pub mod rating;
mod seat;
mod setup;

pub use act::{Action, Confirm, Outcome, TableError};
pub use clock::TableClock;
pub use rating::Climb;
pub use seat::Seat;
pub use setup::{rules_with_komi, NewGame};

use crate::clock::Clock;
use crate::engine::{Color, Game, Phase, Point, ReplayError, SetupError};
use crate::post::{Letter, Link, Merge};
use crate::saved::{ComputerSeat, SavedGame};

/// One game at the table.
#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    /// None for an untimed game; else `clock.marks().len() == game.record().events.len()`.
    clock: Option<TableClock>,
    players: [Seat; 2],
    title: Option<String>,
    preset_id: String,
    created_ms: f64,
    updated_ms: f64,
    /// What lives only while the game is open.
    now: Transient,
    /// Counts the changes worth saving; the screen saves when it moves.
    changes: u64,
    /// A game by link: the other seat is at another device ([`Seat::Remote`]).
    link: Option<Link>,
    /// A move was taken back against the computer: the ladder rates the game only if the
    /// player's setting says so (`crate::table::rating`).
    took_back: bool,
}

/// What the table holds only while the game is open: never saved, so a reload starts
/// from the default (no question, no ghost, the clock running, no suggestion).
#[derive(Clone, Debug, Default, PartialEq)]
struct Transient {
    /// A pass or a resignation waiting for "yes".
    question: Option<Confirm>,
    /// The first tap of a two-tap placement.
    ghost: Option<Point>,
    clock_paused: bool,
    /// Stones the computer's suggestion marked dead and nobody has changed since.
    suggested: Vec<Point>,
    /// Clock time run since the time left was last saved.
    unsaved_clock_ms: u64,
}

/// A running clock's time left is saved this often (not only at each move).
pub const SAVE_CLOCK_EVERY_MS: u64 = 5_000;

impl Table {
    /// A new game, its clock not yet started.
    pub fn start(setup: &NewGame, now_ms: f64) -> Result<Table, SetupError> {
        let rules = rules_with_komi(setup.rules, setup.handicap, setup.komi);
        let game = Game::new(rules, setup.size, setup.handicap)?;
        Ok(Table {
            game,
            clock: setup.clock.map(TableClock::new),
            players: setup.players.clone(),
            title: None,
            preset_id: setup.preset_id.clone(),
            created_ms: now_ms,
            updated_ms: now_ms,
            now: Transient::default(),
            changes: 0,
            took_back: false,
            link: None,
        })
    }

    /// A new game by link, `names` Black's and White's, this device playing `link.me`.
    pub fn by_link(
        link: Link,
        names: [String; 2],
        game: Game,
        preset_id: &str,
        now_ms: f64,
    ) -> Table {
        let mut players = names.map(Seat::person);
        let friend = link.me.opposite().index();
        players[friend] = Seat::remote(players[friend].name().into_owned());
        Table {
            game,
            clock: None,
            players,
            title: None,
            preset_id: preset_id.to_string(),
            created_ms: now_ms,
            updated_ms: now_ms,
            now: Transient::default(),
            changes: 0,
            took_back: false,
            link: Some(link),
        }
    }

    /// The game a friend's first letter brings (None if its record does not replay:
    /// [`Letter::from_link`](crate::post::Letter::from_link) has refused such a letter).
    pub fn from_letter(letter: &Letter, now_ms: f64) -> Option<Table> {
        let game = Game::replay(&letter.record).ok()?;
        let preset = crate::engine::preset_of(game.rules()).map_or("", |p| p.id);
        Some(Table::by_link(
            Link::from_letter(letter),
            letter.names.clone(),
            game,
            preset,
            now_ms,
        ))
    }

    /// A saved game and the game its record replays to. A timed game opened again waits
    /// for "Continue clock": nobody's time runs before the players are back.
    pub fn open(saved: &SavedGame, game: Game) -> Table {
        let clock = saved
            .clock
            .as_ref()
            .map(|c| TableClock::from_record(c, &game));
        let mut players = [
            Seat::person(saved.black_name.clone()),
            Seat::person(saved.white_name.clone()),
        ];
        if let Some(c) = saved.computer {
            players[c.color.index()] = Seat::computer(c.rung);
        }
        if let Some(link) = &saved.link {
            let friend = link.me.opposite().index();
            players[friend] = Seat::remote(players[friend].name().into_owned());
        }
        let mut table = Table {
            clock,
            players,
            title: saved.title.clone(),
            preset_id: saved.preset_id.clone(),
            created_ms: saved.created_ms,
            updated_ms: saved.updated_ms,
            now: Transient::default(),
            changes: 0,
            took_back: saved.took_back,
            link: saved.link.clone(),
            game,
        };
        table.wait_for_players();
        table
    }

    /// A saved game, replayed (an import; [`Table::open`] when the game is at hand).
    pub fn replay(saved: &SavedGame) -> Result<Table, ReplayError> {
        Ok(Table::open(saved, saved.game()?))
    }

    /// The game as saved under `id` at `revision`.
    pub fn to_saved(&self, id: String, revision: u64) -> SavedGame {
        let [black, white] = &self.players;
        let mut saved = SavedGame::new(
            id,
            self.game.record().clone(),
            self.preset_id.clone(),
            black.name().into_owned(),
            white.name().into_owned(),
            self.created_ms,
        );
        saved.updated_ms = self.updated_ms;
        saved.title = self.title.clone();
        saved.revision = revision;
        saved.computer = self.computer_seat();
        saved.link = self.link.clone();
        saved.took_back = self.took_back;
        let playing = self.game.phase() == Phase::Playing;
        saved.clock = self.clock.as_ref().map(|c| c.to_record(playing));
        saved
    }

    // ----- what the screen shows -----

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The clocks now, if the game is timed.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref().map(TableClock::clock)
    }

    /// The clocks and their marks, one per event.
    pub fn table_clock(&self) -> Option<&TableClock> {
        self.clock.as_ref()
    }

    pub fn player(&self, color: Color) -> &Seat {
        &self.players[color.index()]
    }

    pub fn players(&self) -> &[Seat; 2] {
        &self.players
    }

    /// Where the computer sits, if it plays in this game.
    pub fn computer_seat(&self) -> Option<ComputerSeat> {
        [Color::Black, Color::White].into_iter().find_map(|color| {
            self.player(color)
                .computer_rung()
                .map(|rung| ComputerSeat { color, rung })
        })
    }

    /// The computer's rung when it is the computer's turn to play (the game goes on and
    /// the player to move sits at the computer's seat).
    pub fn computer_to_move(&self) -> Option<u8> {
        if self.game.phase() != Phase::Playing {
            return None;
        }
        self.player(self.game.to_move()).computer_rung()
    }

    /// Whether a move was taken back against the computer in this game.
    pub fn took_back(&self) -> bool {
        self.took_back
    }

    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    pub fn preset_id(&self) -> &str {
        &self.preset_id
    }

    pub fn pending_confirm(&self) -> Option<Confirm> {
        self.now.question
    }

    pub fn ghost(&self) -> Option<Point> {
        self.now.ghost
    }

    /// Whether the stone at `p` is marked dead by the computer's suggestion (and nobody
    /// changed the mark since).
    pub fn is_suggested_dead(&self, p: Point) -> bool {
        self.game.is_dead(p) && self.now.suggested.contains(&p)
    }

    pub fn clock_paused(&self) -> bool {
        self.now.clock_paused
    }

    /// Whether Undo is offered: always between people at this device, against the
    /// computer when the player's setting `takebacks` allows it (what [`Action::Undo`]
    /// carries), never between devices (a letter only ever extends the game).
    pub fn offers_undo(&self, takebacks: bool) -> bool {
        self.link.is_none() && (takebacks || self.computer_seat().is_none())
    }

    /// The colour of the one person at this device, when the other seat is the computer
    /// or a friend at another device (None: both sit here).
    pub fn local_color(&self) -> Option<Color> {
        match (&self.link, self.computer_seat()) {
            (Some(link), _) => Some(link.me),
            (None, Some(c)) => Some(c.color.opposite()),
            (None, None) => None,
        }
    }

    /// The link of a game by link.
    pub fn link(&self) -> Option<&Link> {
        self.link.as_ref()
    }

    /// The letter to send the friend now, in a game by link.
    pub fn letter(&self) -> Option<Letter> {
        let names = self.players.clone().map(|s| s.name().into_owned());
        (self.link.as_ref()).map(|link| link.letter(&names, &self.game))
    }

    /// Whether it is this device's turn in a game by link (to move, or to answer the
    /// marks); always in other games.
    pub fn my_turn(&self) -> bool {
        self.link.as_ref().is_none_or(|l| l.my_turn(&self.game))
    }

    /// Takes in a letter from the friend of a game by link ([`Link::receive`]): what it
    /// means here; the table changes only when it brings news. Only [`Table::act`] calls
    /// it ([`Action::Receive`]).
    fn receive(&mut self, letter: &Letter, now_ms: f64) -> Merge {
        let Some(link) = &mut self.link else {
            return Merge::OtherGame;
        };
        let before = (self.game.record().clone(), link.clone());
        let merge = link.receive(&mut self.game, letter);
        if before != (self.game.record().clone(), link.clone()) {
            self.now = Transient::default();
            self.updated_ms = now_ms;
            self.changes += 1;
        }
        merge
    }

    /// Whether a clock runs now: timed, playing and not paused.
    pub fn clock_running(&self) -> bool {
        self.clock.is_some() && !self.now.clock_paused && self.game.phase() == Phase::Playing
    }

    /// Whether the last event is a dead mark (which "Undo mark" takes back).
    pub fn last_is_mark(&self) -> bool {
        matches!(
            self.game.record().events.last(),
            Some(crate::engine::Event::ToggleDead(_))
        )
    }

    /// Moves with every change worth saving: save when it differs from what was saved.
    pub fn changes(&self) -> u64 {
        self.changes
    }

    pub fn updated_ms(&self) -> f64 {
        self.updated_ms
    }
}
