//! Two devices, one game, no server: the link is the message. After each move the
//! player sends a link (the app's address with the game in the fragment, `#game=…`, as
//! share links carry SGF); the other device opens it and the game goes on there. This
//! module is the plain part: the letter a link carries, and how a letter meets the copy a
//! device keeps ([`merge`]): a new game, new moves, the same or an older link, or a record
//! that conflicts with this one (refused, nothing changes).
//!
//! The count travels the same way: after two passes each side marks dead stones (the
//! marks are events of the record) and says it accepts the marks as they stand; when a
//! letter brings the other side's acceptance of the marks this device accepts too, the
//! game is agreed and counted here, and the link back brings the result to the other
//! device, so both keep the same record. Undo is not offered between devices: a letter
//! only ever extends the game (this is correspondence Go's own rule).

mod news;
mod short;

use crate::engine::{Color, CompactRecord, Event, Game, GameRecord, Phase};
use crate::json::{FromJson, Json, ToJson};
use crate::sgf::share::{pack, unpack, ShareError};
pub use news::{news, News};
pub use short::SHORT_PREFIX;

/// What a game link's fragment starts with in the long form (the whole letter as packed
/// JSON): links made before the short form ([`short`]), and letters it cannot say.
pub const FRAGMENT_PREFIX: &str = "#game=";

/// Whether a page's fragment (`#…`) carries a game by link, in either form.
pub fn is_game_fragment(fragment: &str) -> bool {
    fragment.starts_with(FRAGMENT_PREFIX) || fragment.starts_with(SHORT_PREFIX)
}

/// What one link carries: the whole game as the sender has it.
#[derive(Clone, Debug, PartialEq)]
pub struct Letter {
    /// The game's random id, the same on both devices.
    pub game: String,
    /// Who sent it.
    pub from: Color,
    /// Black's and White's names.
    pub names: [String; 2],
    pub record: GameRecord,
    /// Days per move, a reminder only (None: no clock).
    pub days: Option<u8>,
    /// The sender accepts the dead marks as they stand after this many events.
    pub accepts: Option<usize>,
}

/// Why a link does not give a letter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LetterError {
    /// Not a game link (no `#game=`).
    NotAGameLink,
    /// Cut short, altered, or not text.
    Damaged,
    /// It unpacks, and does not hold a game that can be replayed.
    NotAGame,
}

impl From<ShareError> for LetterError {
    fn from(_: ShareError) -> LetterError {
        LetterError::Damaged
    }
}

impl Letter {
    /// The fragment of this letter: `#g=…` (the short form) where it says the letter
    /// exactly, else `#game=…`.
    pub fn to_fragment(&self) -> String {
        match short::write(self) {
            Some(text) => format!("{SHORT_PREFIX}{text}"),
            None => self.to_long_fragment(),
        }
    }

    /// The long fragment `#game=…`: the letter as packed JSON.
    pub fn to_long_fragment(&self) -> String {
        format!("{FRAGMENT_PREFIX}{}", pack(&crate::json::to_string(self)))
    }

    /// The letter in a link (a whole address or its fragment), in either form; the game
    /// in it must replay under its rules.
    pub fn from_link(link: &str) -> Result<Letter, LetterError> {
        if let Some(at) = link.find(SHORT_PREFIX) {
            return short::read(&link[at + SHORT_PREFIX.len()..]);
        }
        let at = link
            .find(FRAGMENT_PREFIX)
            .ok_or(LetterError::NotAGameLink)?;
        let text = unpack(&link[at + FRAGMENT_PREFIX.len()..])?;
        let letter: Letter = crate::json::from_str(&text).ok_or(LetterError::NotAGame)?;
        if !valid_id(&letter.game) || Game::replay(&letter.record).is_err() {
            return Err(LetterError::NotAGame);
        }
        Ok(letter)
    }

    /// Moves (and passes) in the record: what "move 34" counts.
    pub fn moves(&self) -> usize {
        moves(&self.record.events)
    }
}

/// Whether `id` is a game id as this app makes them: 1 to 32 letters and digits.
fn valid_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 32 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// The moves among `events`.
pub fn moves(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Play { .. }))
        .count()
}

/// The game as one device keeps it. Its record always replays: it is built only from a
/// record the rules replayed ([`Kept::new`], [`Kept::from_letter`], stored data read back)
/// and changed only by checked events.
#[derive(Clone, Debug)]
pub struct Kept {
    pub game: String,
    /// The colour this device plays.
    pub me: Color,
    pub names: [String; 2],
    state: Game,
    pub days: Option<u8>,
    /// This device accepts the marks as they stand after this many events.
    pub mine_accepts: Option<usize>,
    /// The other device accepted the marks as they stood after this many events.
    pub theirs_accepts: Option<usize>,
}

/// What a letter means to this device.
#[derive(Clone, Debug, PartialEq)]
pub enum Merge {
    /// The game is new here: "Play as White against Ana?"
    New { me: Color, against: String },
    /// The letter brings news: these new events (none when the news is only the other
    /// side's acceptance), and whether its sender accepts the marks as they now stand.
    Extend { new: Vec<Event>, accepts: bool },
    /// The same game as kept here: "You already have move 34".
    Same { moves: usize },
    /// An older link: this device has move `have`, the link only `link` (the same move
    /// when the link lacks an acceptance this device has since had).
    Stale { have: usize, link: usize },
    /// Both sides marked dead stones at once: this device takes these events, both
    /// sides' marks joined the same way on both devices ([`join_marks`]).
    Marks { events: Vec<Event> },
    /// The records part at this move (1 for the first): refused, nothing changes.
    Conflict { at_move: usize },
    /// Another game than the one kept.
    OtherGame,
}

/// How `letter` meets `kept` (None: this device has no game with the letter's id).
pub fn merge(kept: Option<&Kept>, letter: &Letter) -> Merge {
    let Some(kept) = kept else {
        let me = letter.from.opposite();
        let against = letter.names[color_index(letter.from)].clone();
        return Merge::New { me, against };
    };
    if kept.game != letter.game {
        return Merge::OtherGame;
    }
    let (mine, theirs) = (kept.record(), &letter.record);
    let start = |r: &GameRecord| GameRecord {
        events: Vec::new(),
        ..r.clone()
    };
    if start(mine) != start(theirs) {
        return Merge::Conflict { at_move: 1 };
    }
    let (a, b) = (&mine.events, &theirs.events);
    let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let at_move = || moves(&a[..common]) + 1;
    // An acceptance holds for the events it was given after: a letter carries one only
    // for its own last event, and new events end it.
    let now = Some(b.len());
    match (common == a.len(), common == b.len()) {
        (true, true) => match (letter.accepts == now, kept.theirs_accepts == now) {
            (true, false) => Merge::Extend {
                new: Vec::new(),
                accepts: true,
            },
            (false, true) => Merge::Stale {
                have: moves(a),
                link: moves(b),
            },
            _ => Merge::Same { moves: moves(a) },
        },
        (true, false) => Merge::Extend {
            new: b[common..].to_vec(),
            accepts: letter.accepts == now,
        },
        (false, true) => Merge::Stale {
            have: moves(a),
            link: moves(b),
        },
        // Both accepted the marks as they stood after `common` events, and one device
        // heard it and counted the game: that agreement stands over anything the other
        // did after sending its acceptance (marks changed, or play resumed, too late).
        (false, false) if b[common] == Event::Agree => Merge::Extend {
            new: b[common..].to_vec(),
            accepts: letter.accepts == now,
        },
        (false, false) if a[common] == Event::Agree => Merge::Stale {
            have: moves(a),
            link: moves(b),
        },
        (false, false) => match join_marks(kept, letter, common) {
            Some(events) => Merge::Marks { events },
            None => Merge::Conflict { at_move: at_move() },
        },
    }
}

/// The events after both sides marked dead stones at once from `common` events on: Black's
/// marks, then White's on the strings Black's left as they were — the same record on both
/// devices whichever hears of the other first (None unless both went on only marking).
fn join_marks(kept: &Kept, letter: &Letter, common: usize) -> Option<Vec<Event>> {
    let (mine, theirs) = (&kept.record().events, &letter.record.events);
    let marks = |tail: &[Event]| -> Option<Vec<crate::engine::Point>> {
        (tail.iter())
            .map(|e| match e {
                Event::ToggleDead(p) => Some(*p),
                _ => None,
            })
            .collect()
    };
    let (mine_marks, theirs_marks) = (marks(&mine[common..])?, marks(&theirs[common..])?);
    let (black, white) = match kept.me {
        Color::Black => (mine_marks, theirs_marks),
        Color::White => (theirs_marks, mine_marks),
    };
    let start = Game::replay(&GameRecord {
        events: mine[..common].to_vec(),
        ..kept.record().clone()
    })
    .ok()?;
    let mut joined = start.clone();
    let mut white_alone = start.clone();
    for &p in &black {
        joined.toggle_dead(p).ok()?;
    }
    for &p in &white {
        white_alone.toggle_dead(p).ok()?;
    }
    for p in white {
        let white_changed = white_alone.is_dead(p) != start.is_dead(p);
        let black_left = joined.is_dead(p) == start.is_dead(p);
        if white_changed && black_left {
            joined.toggle_dead(p).ok()?;
        }
    }
    Some(joined.record().events.clone())
}

impl Kept {
    /// A new game `id` on this device, which plays `me`.
    pub fn new(id: &str, me: Color, names: [String; 2], game: Game, days: Option<u8>) -> Kept {
        Kept {
            game: id.to_string(),
            me,
            names,
            state: game,
            days,
            mine_accepts: None,
            theirs_accepts: None,
        }
    }

    /// The game as a new device keeps it from its first letter (None if its record does
    /// not replay: [`Letter::from_link`] has refused such a letter already).
    pub fn from_letter(letter: &Letter) -> Option<Kept> {
        Some(Kept {
            game: letter.game.clone(),
            me: letter.from.opposite(),
            names: letter.names.clone(),
            state: Game::replay(&letter.record).ok()?,
            days: letter.days,
            mine_accepts: None,
            theirs_accepts: letter.accepts,
        })
    }

    /// The record as this device has it.
    pub fn record(&self) -> &GameRecord {
        self.state.record()
    }

    /// The game as the rules have it.
    pub fn game(&self) -> &Game {
        &self.state
    }

    /// Takes a letter in: a new game or new events are kept (and the count agreed when
    /// both sides now accept the same marks); anything else changes nothing.
    pub fn receive(&mut self, letter: &Letter) -> Merge {
        let mut merge = merge(Some(self), letter);
        if matches!(&merge, Merge::Extend { new, .. } if !new.is_empty()) {
            match Game::replay(&letter.record) {
                Ok(game) => {
                    self.state = game;
                    // New marks undo an acceptance of the old ones.
                    self.mine_accepts = None;
                }
                // A letter not read by `Letter::from_link`: its new moves do not replay.
                Err(_) => {
                    merge = Merge::Conflict {
                        at_move: moves(&self.record().events) + 1,
                    }
                }
            }
        }
        if let Merge::Marks { events } = &merge {
            let record = GameRecord {
                events: events.clone(),
                ..self.record().clone()
            };
            match Game::replay(&record) {
                Ok(game) => {
                    self.state = game;
                    self.mine_accepts = None;
                    // Their acceptance was of their marks, not of the joined ones.
                    self.theirs_accepts =
                        letter.accepts.filter(|_| *events == letter.record.events);
                }
                Err(_) => {
                    merge = Merge::Conflict {
                        at_move: moves(events),
                    }
                }
            }
        }
        if let Merge::Extend { .. } | Merge::Same { .. } = merge {
            self.theirs_accepts = letter.accepts;
            self.agree_if_both_accept();
        }
        merge
    }

    /// Plays an event of this device's player (a move, a mark, a resignation): checked by
    /// the rules, kept if legal.
    pub fn act(&mut self, event: Event) -> Result<(), crate::engine::MoveError> {
        use crate::engine::MoveError;
        let mut game = self.state.clone();
        match event {
            Event::Play { color, mv } if color == self.me && game.to_move() == color => {
                game.play_as(color, mv).map(drop)?
            }
            Event::Play { .. } => return Err(MoveError::NotYourTurn),
            Event::ToggleDead(p) => game.toggle_dead(p)?,
            Event::Resume => game.resume()?,
            // Agreement comes from both sides' acceptance ([`Kept::accept_marks`]); a clock
            // that runs out or a setup is not a move one device makes.
            Event::Agree | Event::TimeOut(_) | Event::Setup(_) => {
                return Err(MoveError::NotPlaying)
            }
        }
        self.state = game;
        self.mine_accepts = None;
        Ok(())
    }

    /// This device accepts the dead marks as they stand (after both passes).
    pub fn accept_marks(&mut self) {
        if self.game().phase() == Phase::Settling {
            self.mine_accepts = Some(self.record().events.len());
            self.agree_if_both_accept();
        }
    }

    /// When both sides accept the marks as they stand now, the game is counted.
    fn agree_if_both_accept(&mut self) {
        let now = Some(self.record().events.len());
        if self.mine_accepts == now && self.theirs_accepts == now {
            let mut game = self.state.clone();
            if game.agree().is_ok() {
                self.state = game;
            }
        }
    }

    /// The letter this device sends now.
    pub fn letter(&self) -> Letter {
        Letter {
            game: self.game.clone(),
            from: self.me,
            names: self.names.clone(),
            record: self.record().clone(),
            days: self.days,
            accepts: self.mine_accepts,
        }
    }

    /// Whether it is this device's turn (to move, or to answer the marks).
    pub fn my_turn(&self) -> bool {
        let game = self.game();
        match game.phase() {
            Phase::Playing => game.to_move() == self.me,
            Phase::Settling => self.mine_accepts != Some(self.record().events.len()),
            Phase::Finished => false,
        }
    }
}

fn color_index(c: Color) -> usize {
    match c {
        Color::Black => 0,
        Color::White => 1,
    }
}

impl ToJson for Letter {
    fn to_json(&self) -> Json {
        Json::object(vec![
            ("game", self.game.to_json()),
            ("from", self.from.to_json()),
            ("names", self.names.to_vec().to_json()),
            ("record", CompactRecord::of(&self.record).to_json()),
            ("days", self.days.to_json()),
            ("accepts", self.accepts.to_json()),
        ])
    }
}

impl FromJson for Letter {
    fn from_json(json: &Json) -> Option<Letter> {
        let names: Vec<String> = json.field("names")?;
        Some(Letter {
            game: json.field("game")?,
            from: json.field("from")?,
            names: names.try_into().ok()?,
            record: CompactRecord::from_json(json.get("record")?)?
                .record()
                .ok()?,
            days: json.field_or_default("days")?,
            accepts: json.field_or_default("accepts")?,
        })
    }
}

/// Two copies are the same when they hold the same game the same way (the game is its
/// record replayed).
impl PartialEq for Kept {
    fn eq(&self, other: &Kept) -> bool {
        self.game == other.game
            && self.me == other.me
            && self.names == other.names
            && self.record() == other.record()
            && self.days == other.days
            && self.mine_accepts == other.mine_accepts
            && self.theirs_accepts == other.theirs_accepts
    }
}

impl ToJson for Kept {
    fn to_json(&self) -> Json {
        Json::object(vec![
            ("game", self.game.to_json()),
            ("me", self.me.to_json()),
            ("names", self.names.to_vec().to_json()),
            ("record", CompactRecord::of(self.record()).to_json()),
            ("days", self.days.to_json()),
            ("mine_accepts", self.mine_accepts.to_json()),
            ("theirs_accepts", self.theirs_accepts.to_json()),
        ])
    }
}

/// Stored data read back: None unless its record replays.
impl FromJson for Kept {
    fn from_json(json: &Json) -> Option<Kept> {
        let names: Vec<String> = json.field("names")?;
        let record = CompactRecord::from_json(json.get("record")?)?
            .record()
            .ok()?;
        Some(Kept {
            game: json.field("game")?,
            me: json.field("me")?,
            names: names.try_into().ok()?,
            state: Game::replay(&record).ok()?,
            days: json.field_or_default("days")?,
            mine_accepts: json.field_or_default("mine_accepts")?,
            theirs_accepts: json.field_or_default("theirs_accepts")?,
        })
    }
}

#[cfg(test)]
mod tests;
