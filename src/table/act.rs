//! Everything a player does at the board, as one call: [`Table::act`].

use super::{NewGame, Table, SAVE_CLOCK_EVERY_MS};
use crate::engine::{Color, GameResult, Move, MoveError, Phase, Point};
use crate::post::{Letter, Merge};

/// A question the table asks before an action that cannot be taken back lightly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    Pass,
    Resign(Color),
}

/// What a player does at the board, and what else changes the table.
#[derive(Clone, Debug)]
pub enum Action {
    /// A tap on a point: places a stone while playing (with `two_tap`, the first tap
    /// only shows a ghost stone, the second on the same point places), marks a string
    /// while settling, and does nothing once the game is over.
    Tap {
        at: Point,
        two_tap: bool,
    },
    /// A typed point: as a tap, always placing at once.
    Play(Point),
    /// Pass: the first asks to confirm, the second passes.
    Pass,
    /// Takes back the last move (while playing). `takebacks` is the player's setting
    /// for games against the computer: off, Undo is refused there.
    Undo {
        takebacks: bool,
    },
    /// `color` resigns: the first asks to confirm, the second resigns.
    Resign(Color),
    /// Settling: marks the string at a point dead, or alive again.
    ToggleDead(Point),
    /// Settling: takes back the last mark.
    UndoMark,
    /// Settling: the computer's suggestion of the dead stones (a stone of each string),
    /// marked at once if the marks are still as they were after `after_events` events;
    /// the board shows them as the computer's until a player changes them.
    Suggest {
        dead: Vec<Point>,
        after_events: usize,
    },
    /// Settling: both players accept the count (in a game by link, this device accepts
    /// it; the game is counted when the friend's acceptance of the same marks is here).
    Agree,
    /// Settling: play resumes to settle a dispute.
    Resume,
    /// No to the question asked.
    Cancel,
    /// The clock of the player to move ran this long.
    Tick {
        elapsed_ms: u64,
    },
    PauseClock,
    ContinueClock,
    /// The game is opened again (a reload, the saved list): a timed game under way stops
    /// its clock until "Continue clock".
    WaitForPlayers,
    /// Gives the game a title (None removes it).
    Rename(Option<String>),
    /// A game by link: a letter came (a link opened here); the table takes what it brings
    /// from the friend ([`crate::post::Link::receive`]) and says what it meant.
    Receive(Box<Letter>),
    /// Another tab saved a newer version of this game: the table becomes that one, with
    /// its changes counted on from this one's (the screen does not save it back).
    Reopen(Box<Table>),
    /// The next game, same rules and size, colours as the rules say (the game is over).
    Rematch,
    /// The computer plays `mv`, chosen for the position after `after_events` events of
    /// the record; an answer for another position (an undo while it thought) is refused.
    ComputerMove {
        mv: Move,
        after_events: usize,
    },
}

/// What an action did, for the screen to put into words.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Nothing changed (a tap on a finished game, a tick of a stopped clock).
    Nothing,
    /// A move was played; `result` is set when it ended the game.
    Played {
        color: Color,
        mv: Move,
        captured: Vec<Point>,
        phase: Phase,
        result: Option<GameResult>,
    },
    /// A first tap: tap the point again to play there.
    Ghost(Point),
    /// The table asks this question.
    Asks(Confirm),
    Cancelled,
    /// The last move was taken back.
    Undone,
    /// A string was marked dead (`dead`) or alive again.
    Marked {
        dead: bool,
    },
    MarkUndone,
    /// The computer's suggestion marked `strings` strings dead.
    Suggested {
        strings: usize,
    },
    /// The count was agreed: the game is over.
    Agreed(GameResult),
    /// A game by link: this device accepts the marks; the friend's acceptance is awaited.
    Accepted,
    /// Play resumes; `to_move` moves first.
    Resumed {
        to_move: Color,
    },
    /// The clock ran and nobody's time ran out.
    Ticked,
    /// `color`'s time ran out: the game is over.
    TimeOut {
        color: Color,
        result: GameResult,
    },
    /// The clock stopped (`true`) or runs again.
    ClockPaused(bool),
    /// The game has its new title.
    Renamed,
    /// The table is the newer version.
    Reopened,
    /// The next game to start.
    Rematch(NewGame),
    /// What a letter meant here, its news with it (the table changed only when it
    /// brought some).
    Received(Merge),
}

/// Why the table refused an action. No `Display`: a screen says it in the player's
/// language (`ui/play/notice.rs`, from the catalogues).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The rules refuse it.
    Move(MoveError),
    /// Text 003 rule 72: a ko is still open at `at`; resume play to resolve it.
    OpenKo { at: Point },
    /// The game has no clock.
    NoClock,
    /// A rematch comes after the game is over.
    NotFinished,
    /// It is the computer's turn: a person's move waits for the computer's.
    ComputerToMove,
    /// Take-backs against the computer are switched off in the settings.
    NoTakebacks,
    /// The computer's move came for a position the game has left, or the computer does
    /// not sit at the colour to move.
    StaleComputerMove,
    /// The suggestion came for marks or a phase the game has left.
    StaleSuggestion,
    /// A game by link: the friend at the other device is to move.
    FriendToMove,
    /// A game by link: a letter only ever extends the game, so nothing is taken back
    /// (nor a rematch started) between devices.
    BetweenDevices,
}

impl From<MoveError> for TableError {
    fn from(e: MoveError) -> Self {
        TableError::Move(e)
    }
}

impl Table {
    /// Does what a player asked, at `now_ms` (milliseconds since the Unix epoch). Every
    /// event the game records gets its clock mark in this same call.
    pub fn act(&mut self, action: Action, now_ms: f64) -> Result<Outcome, TableError> {
        match action {
            Action::Rename(title) => {
                self.title = title;
                self.changes += 1;
                return Ok(Outcome::Renamed);
            }
            Action::Reopen(newer) => {
                let changes = self.changes + 1;
                *self = *newer;
                self.changes = changes;
                return Ok(Outcome::Reopened);
            }
            // The friend's events and acceptance, not this device's steps: no clock marks,
            // and this device's acceptance stands unless the letter changed the marks.
            Action::Receive(letter) => return Ok(Outcome::Received(self.receive(&letter, now_ms))),
            _ => {}
        }
        let events = self.game.record().events.len();
        let outcome = self.dispatch(action)?;
        let now = self.game.record().events.len();
        let added = now > events;
        if let Some(c) = &mut self.clock {
            for _ in events..now {
                c.mark();
            }
        }
        if let Some(link) = &mut self.link {
            // A new step of this device's ends its acceptance of the marks as they were
            // (an agreement is the end of the game, not a step).
            if added && !matches!(outcome, Outcome::Agreed(_)) {
                link.changed();
            }
        }
        let saved_change = added
            || matches!(
                outcome,
                Outcome::Undone
                    | Outcome::MarkUndone
                    | Outcome::Marked { .. }
                    | Outcome::Suggested { .. }
                    | Outcome::Accepted
            );
        if saved_change {
            self.updated_ms = now_ms;
            self.changes += 1;
            self.now.unsaved_clock_ms = 0;
        }
        Ok(outcome)
    }

    fn dispatch(&mut self, action: Action) -> Result<Outcome, TableError> {
        let phase = self.game.phase();
        if let Some(link) = &self.link {
            let playing = phase == Phase::Playing;
            let friend_to_move = playing && !link.moves_now(&self.game, self.game.to_move());
            match action {
                Action::Tap { .. } | Action::Play(_) | Action::Pass if friend_to_move => {
                    return Err(TableError::FriendToMove)
                }
                Action::Resign(color)
                    if color != link.me || (playing && !link.moves_now(&self.game, color)) =>
                {
                    return Err(TableError::FriendToMove)
                }
                Action::Undo { .. } | Action::UndoMark | Action::Rematch => {
                    return Err(TableError::BetweenDevices)
                }
                Action::Agree => return self.accept_marks(),
                _ => {}
            }
        }
        let computer_to_move = self.computer_to_move().is_some();
        match action {
            Action::Tap { .. } | Action::Play(_) | Action::Pass if computer_to_move => {
                Err(TableError::ComputerToMove)
            }
            Action::ComputerMove { mv, after_events } => {
                if !computer_to_move || after_events != self.game.record().events.len() {
                    return Err(TableError::StaleComputerMove);
                }
                let color = self.game.to_move();
                match mv {
                    Move::Resign => {
                        let played = self.game.play_by(color, Move::Resign)?;
                        self.now.question = None;
                        Ok(Outcome::Played {
                            color,
                            mv,
                            captured: Vec::new(),
                            phase: played.phase,
                            result: played.result,
                        })
                    }
                    _ => self.play(mv),
                }
            }
            Action::Tap { at, two_tap } => {
                self.now.question = None;
                match phase {
                    Phase::Playing if two_tap && self.now.ghost != Some(at) => {
                        if let Err(e) = self.game.check(at) {
                            self.now.ghost = None;
                            return Err(e.into());
                        }
                        self.now.ghost = Some(at);
                        Ok(Outcome::Ghost(at))
                    }
                    _ => self.dispatch(Action::Play(at)),
                }
            }
            Action::Play(at) => match phase {
                Phase::Playing => self.play(Move::Place(at)),
                Phase::Settling => self.dispatch(Action::ToggleDead(at)),
                Phase::Finished => Ok(Outcome::Nothing),
            },
            Action::Pass if phase != Phase::Playing => Ok(Outcome::Nothing),
            Action::Pass => {
                if self.now.question == Some(Confirm::Pass) {
                    self.play(Move::Pass)
                } else {
                    self.now.question = Some(Confirm::Pass);
                    Ok(Outcome::Asks(Confirm::Pass))
                }
            }
            Action::Undo { .. } if phase != Phase::Playing => Ok(Outcome::Nothing),
            Action::Undo { takebacks } if !self.offers_undo(takebacks) => {
                Err(TableError::NoTakebacks)
            }
            Action::Undo { .. } => {
                self.now.question = None;
                self.now.ghost = None;
                self.undo_to_person()?;
                self.took_back |= self.computer_seat().is_some();
                self.clock_back();
                Ok(Outcome::Undone)
            }
            Action::Resign(color) => self.resign(color),
            Action::ToggleDead(at) => {
                self.game.toggle_dead(at)?;
                let string = self.game.board().string_stones(at);
                self.now.suggested.retain(|p| !string.contains(p));
                Ok(Outcome::Marked {
                    dead: self.game.is_dead(at),
                })
            }
            Action::UndoMark => {
                if !self.last_is_mark() {
                    return Err(MoveError::NothingToUndo.into());
                }
                self.game.undo()?;
                self.clock_back();
                Ok(Outcome::MarkUndone)
            }
            Action::Agree => {
                self.no_open_ko()?;
                self.game.agree()?;
                Ok(self.game.result().map_or(Outcome::Nothing, Outcome::Agreed))
            }
            Action::Suggest { dead, after_events } => {
                let events = self.game.record().events.len();
                if phase != Phase::Settling || after_events != events {
                    return Err(TableError::StaleSuggestion);
                }
                let mut strings = 0;
                for at in dead {
                    if self.game.board().get(at).is_some() && !self.game.is_dead(at) {
                        self.game.toggle_dead(at)?;
                        self.now
                            .suggested
                            .extend(self.game.board().string_stones(at));
                        strings += 1;
                    }
                }
                Ok(Outcome::Suggested { strings })
            }
            Action::Resume => {
                self.now.suggested.clear();
                self.game.resume()?;
                Ok(Outcome::Resumed {
                    to_move: self.game.to_move(),
                })
            }
            Action::Cancel => {
                let asked = self.now.question.take().is_some();
                Ok(if asked {
                    Outcome::Cancelled
                } else {
                    Outcome::Nothing
                })
            }
            Action::Tick { elapsed_ms } => Ok(self.tick(elapsed_ms)),
            Action::PauseClock | Action::ContinueClock => {
                if self.clock.is_none() {
                    return Err(TableError::NoClock);
                }
                self.now.clock_paused = matches!(action, Action::PauseClock);
                Ok(Outcome::ClockPaused(self.now.clock_paused))
            }
            Action::WaitForPlayers => Ok(if self.wait_for_players() {
                Outcome::ClockPaused(true)
            } else {
                Outcome::Nothing
            }),
            Action::Rematch => self.rematch().map(Outcome::Rematch),
            // `act` has answered these itself.
            Action::Rename(_) | Action::Reopen(_) | Action::Receive(_) => Ok(Outcome::Nothing),
        }
    }

    /// Text 003 rule 72: under rules that resolve a ko before the count, a ko still open
    /// at the count is refused.
    fn no_open_ko(&self) -> Result<(), TableError> {
        if !self.game.rules().ko_resolved_before_count || self.game.phase() != Phase::Settling {
            return Ok(());
        }
        match self.game.open_ko() {
            Some(at) => Err(TableError::OpenKo { at }),
            None => Ok(()),
        }
    }

    /// A game by link: this device accepts the marks as they stand; counted when the
    /// friend accepted the same marks.
    fn accept_marks(&mut self) -> Result<Outcome, TableError> {
        if self.game.phase() != Phase::Settling {
            return Ok(Outcome::Nothing);
        }
        self.no_open_ko()?;
        if let Some(link) = &mut self.link {
            link.accept_marks(&mut self.game);
        }
        Ok(self
            .game
            .result()
            .map_or(Outcome::Accepted, Outcome::Agreed))
    }

    fn play(&mut self, mv: Move) -> Result<Outcome, TableError> {
        let color = self.game.to_move();
        let played = self.game.play(mv)?;
        self.now.ghost = None;
        self.now.question = None;
        if let Some(c) = &mut self.clock {
            c.clock_mut().moved(color);
        }
        Ok(Outcome::Played {
            color,
            mv,
            captured: played.captured,
            phase: played.phase,
            result: played.result,
        })
    }

    fn resign(&mut self, color: Color) -> Result<Outcome, TableError> {
        if self.now.question != Some(Confirm::Resign(color)) {
            self.game.may_resign(color)?;
            self.now.question = Some(Confirm::Resign(color));
            return Ok(Outcome::Asks(Confirm::Resign(color)));
        }
        self.now.question = None;
        let played = self.game.play_by(color, Move::Resign)?;
        Ok(Outcome::Played {
            color,
            mv: Move::Resign,
            captured: Vec::new(),
            phase: played.phase,
            result: played.result,
        })
    }

    /// Stops the clock of a timed game under way until "Continue clock"; whether it did.
    pub(super) fn wait_for_players(&mut self) -> bool {
        let waits = self.clock.is_some()
            && self.game.move_number() > 0
            && self.game.phase() == Phase::Playing;
        if waits {
            self.now.clock_paused = true;
        }
        waits
    }

    /// Takes back the last move; against the computer, also its reply, so that the person
    /// who asked is to move again (while the computer thinks, only the person's move).
    fn undo_to_person(&mut self) -> Result<(), TableError> {
        if self.computer_seat().is_none() {
            return Ok(self.game.undo_move()?);
        }
        let mut game = self.game.clone();
        loop {
            game.undo_move()?;
            if !self.player(game.to_move()).is_computer() {
                break;
            }
        }
        self.game = game;
        Ok(())
    }

    /// The clocks go back with the record (an undo).
    fn clock_back(&mut self) {
        let events = self.game.record().events.len();
        if let Some(c) = &mut self.clock {
            c.back_to(events, &self.game);
        }
    }

    fn tick(&mut self, elapsed_ms: u64) -> Outcome {
        if !self.clock_running() {
            return Outcome::Nothing;
        }
        let color = self.game.to_move();
        let Some(c) = &mut self.clock else {
            return Outcome::Nothing;
        };
        if c.clock_mut().elapse(color, elapsed_ms) {
            // A flag fall ends the game; `act` marks the clocks for the event.
            if self.game.time_out(color).is_ok() {
                if let Some(result) = self.game.result() {
                    return Outcome::TimeOut { color, result };
                }
            }
            return Outcome::Ticked;
        }
        self.now.unsaved_clock_ms += elapsed_ms;
        if self.now.unsaved_clock_ms >= SAVE_CLOCK_EVERY_MS {
            self.now.unsaved_clock_ms = 0;
            self.changes += 1;
        }
        Outcome::Ticked
    }

    /// The next game of a rematch: same rules, size, handicap and clock; who takes
    /// Black as the rules say.
    pub(super) fn rematch(&self) -> Result<NewGame, TableError> {
        let result = self.game.result().ok_or(TableError::NotFinished)?;
        let rules = *self.game.rules();
        let handicap = self.game.handicap();
        let [b, w] = self.players.clone();
        let players = if rules.rematch_black(result.winner) == Color::Black {
            [b, w]
        } else {
            [w, b]
        };
        Ok(NewGame {
            preset_id: self.preset_id.clone(),
            komi: rules.komi_for(handicap),
            rules,
            size: self.game.size(),
            handicap,
            clock: self.clock().map(|c| c.settings),
            players,
        })
    }
}
