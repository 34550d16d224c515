//! Two devices, one game, no server: the link is the message. After each move the
//! player sends a link (the app's `friend` address with the game in the fragment: the
//! short form `#g=…` where it says the letter exactly, else `#game=…`, as share links carry
//! SGF); the other device opens it and the game goes on there. This
//! module is the plain part: the letter a link carries, and how a letter meets the copy a
//! device keeps ([`merge`]): a new game, new moves, the same or an older link, this
//! device's own link (a letter names its sender's seat, so a device never takes its own
//! acceptance, marks or resignation as the friend's), letters that crossed in the count, or
//! a record that conflicts with this one (refused, nothing changes).
//!
//! The count travels the same way: after two passes each side marks dead stones (the
//! marks are events of the record) and says it accepts the marks as they stand; when a
//! letter brings the other side's acceptance of the marks this device accepts too, the
//! game is agreed and counted here, and the link back brings the result to the other
//! device, so both keep the same record. Undo is not offered between devices: a letter
//! only ever extends the game (this is correspondence Go's own rule).

mod news;
mod short;

use crate::engine::{Color, Event, Game, GameRecord, Phase};
use crate::json::compact_record;
use crate::json::{FromJson, Json, ToJson};
use crate::json_struct;
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
    /// Not a game link (neither `#g=` nor `#game=`).
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

/// What a device keeps of a game by link beside the game itself: which colour it plays,
/// the reminder of days per move, and each side's acceptance of the dead marks. What a game
/// by link adds to a game's rules: [`Link::receive`] (a letter merged),
/// [`Link::accept_marks`]; the table's `act` is their one caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The game's random id, the same on both devices.
    pub game: String,
    /// The colour this device plays.
    pub me: Color,
    /// Days per move, a reminder only.
    pub days: Option<u8>,
    /// This device accepts the marks as they stand after this many events.
    pub mine_accepts: Option<usize>,
    /// The other device accepted the marks as they stood after this many events.
    pub theirs_accepts: Option<usize>,
}

/// A game by link as round 3 kept it (`tengen.friend.<id>`), before games by link became
/// saved games with a link: read only, to be brought forward once into the saved games
/// (`crate::saved`'s adoption, the backup's restore). Its record always replays: stored
/// data reads only if it does. The play screen's table keeps the same two parts.
#[derive(Clone, Debug)]
pub struct Kept {
    pub link: Link,
    pub names: [String; 2],
    state: Game,
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
    /// A letter this device sent (its sender's seat is this device's): "This is your own
    /// link: nothing changed". Its acceptance, marks, passes and resignation are this
    /// device's own, never the friend's.
    Own,
    /// An older link: this device has move `have`, the link only `link`; `accepted`: the
    /// friend's acceptance (or the count) came here since.
    Stale {
        have: usize,
        link: usize,
        accepted: bool,
    },
    /// Both sides marked dead stones at once: this device takes these events, both
    /// sides' marks joined the same way on both devices ([`join_marks`]).
    Marks { events: Vec<Event> },
    /// The letters crossed in the count: one side resigned, or played on, while the
    /// other marked dead stones (or played on, or resigned): this device takes these
    /// events, the same on both devices ([`join_crossed`]); the last `news` of them are
    /// news here.
    Crossed { events: Vec<Event>, news: usize },
    /// The records part at this move (1 for the first): refused, nothing changes.
    Conflict { at_move: usize },
    /// Another game than the one kept.
    OtherGame,
}

/// How `letter` meets a game kept here with its link (None: this device has no game with
/// the letter's id).
pub fn merge(kept: Option<(&Link, &Game)>, letter: &Letter) -> Merge {
    let Some((link, game)) = kept else {
        let me = letter.from.opposite();
        let against = letter.names[letter.from.index()].clone();
        return Merge::New { me, against };
    };
    if link.game != letter.game {
        return Merge::OtherGame;
    }
    if letter.from == link.me {
        return Merge::Own;
    }
    let (mine, theirs) = (game.record(), &letter.record);
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
        (true, true) => match (letter.accepts == now, link.theirs_accepts == now) {
            (true, false) => Merge::Extend {
                new: Vec::new(),
                accepts: true,
            },
            (false, true) => Merge::Stale {
                have: moves(a),
                link: moves(b),
                accepted: true,
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
            accepted: a[common..].contains(&Event::Agree),
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
            accepted: true,
        },
        (false, false) => {
            if let Some(events) = join_marks(link.me, game, letter, common) {
                return Merge::Marks { events };
            }
            match join_crossed(a, b, common) {
                Some((events, _)) if events == *a => Merge::Stale {
                    have: moves(a),
                    link: moves(b),
                    accepted: false,
                },
                Some((events, news)) => Merge::Crossed { events, news },
                None => Merge::Conflict { at_move: at_move() },
            }
        }
    }
}

/// The events after the letters crossed in the count from `common` events on (both
/// settling there), when not both only marked: a resignation stands (Black's, if both
/// resigned at once); else a resumption stands, with what followed it, and the marks made
/// beside it go (a resumption clears every mark). Each side's marks before its own
/// resignation or resumption are left out, so that both devices keep the same record;
/// with how many of the events after `common` this device did not have (None unless one
/// side resigned, or what is left of one side starts with a resumption and goes on from
/// the other's).
fn join_crossed(mine: &[Event], theirs: &[Event], common: usize) -> Option<(Vec<Event>, usize)> {
    let unmarked = |tail: &[Event]| -> Vec<Event> {
        let marks = (tail.iter())
            .take_while(|e| matches!(e, Event::ToggleDead(_)))
            .count();
        tail[marks..].to_vec()
    };
    let resigns = |tail: &[Event]| match tail {
        [Event::Play {
            color,
            mv: crate::engine::Move::Resign,
        }] => Some(*color),
        _ => None,
    };
    let (a, b) = (unmarked(&mine[common..]), unmarked(&theirs[common..]));
    let (short, long) = if a.len() <= b.len() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    let tail = match (resigns(&a), resigns(&b)) {
        (Some(Color::Black), _) | (Some(_), None) => a.clone(),
        (_, Some(_)) => b.clone(),
        (None, None) if long.first() == Some(&Event::Resume) && long.starts_with(short) => {
            long.clone()
        }
        (None, None) => return None,
    };
    let news = if tail.starts_with(&a) {
        tail.len() - a.len()
    } else {
        tail.len()
    };
    Some(([&mine[..common], &tail[..]].concat(), news))
}

/// The events after both sides marked dead stones at once from `common` events on: Black's
/// marks, then White's on the strings Black's left as they were — the same record on both
/// devices whichever hears of the other first (None unless both went on only marking).
fn join_marks(me: Color, game: &Game, letter: &Letter, common: usize) -> Option<Vec<Event>> {
    let (mine, theirs) = (&game.record().events, &letter.record.events);
    let marks = |tail: &[Event]| -> Option<Vec<crate::engine::Point>> {
        (tail.iter())
            .map(|e| match e {
                Event::ToggleDead(p) => Some(*p),
                _ => None,
            })
            .collect()
    };
    let (mine_marks, theirs_marks) = (marks(&mine[common..])?, marks(&theirs[common..])?);
    let (black, white) = match me {
        Color::Black => (mine_marks, theirs_marks),
        Color::White => (theirs_marks, mine_marks),
    };
    let start = Game::replay(&GameRecord {
        events: mine[..common].to_vec(),
        ..game.record().clone()
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

impl Link {
    /// A new game `id` on this device, which plays `me`.
    pub fn new(id: &str, me: Color, days: Option<u8>) -> Link {
        Link {
            game: id.to_string(),
            me,
            days,
            mine_accepts: None,
            theirs_accepts: None,
        }
    }

    /// The link a new device keeps from a game's first letter.
    pub fn from_letter(letter: &Letter) -> Link {
        Link {
            game: letter.game.clone(),
            me: letter.from.opposite(),
            days: letter.days,
            mine_accepts: None,
            theirs_accepts: letter.accepts,
        }
    }

    /// Whether `color` moves at this device now: it is this device's colour, and its turn.
    pub fn moves_now(&self, game: &Game, color: Color) -> bool {
        color == self.me && game.to_move() == color
    }

    /// This device added an event (a move, a mark, a resumption): its acceptance of the
    /// marks as they were no longer holds.
    pub fn changed(&mut self) {
        self.mine_accepts = None;
    }

    /// Takes a letter into `game`: a new game or new events are kept (and the count
    /// agreed when both sides now accept the same marks); anything else changes nothing.
    pub fn receive(&mut self, game: &mut Game, letter: &Letter) -> Merge {
        let mut merge = merge(Some((self, game)), letter);
        if matches!(&merge, Merge::Extend { new, .. } if !new.is_empty()) {
            match Game::replay(&letter.record) {
                Ok(replayed) => {
                    *game = replayed;
                    // New marks undo an acceptance of the old ones.
                    self.changed();
                }
                // A letter not read by `Letter::from_link`: its new moves do not replay.
                Err(_) => {
                    merge = Merge::Conflict {
                        at_move: moves(&game.record().events) + 1,
                    }
                }
            }
        }
        if let Merge::Marks { events } | Merge::Crossed { events, .. } = &merge {
            let record = GameRecord {
                events: events.clone(),
                ..game.record().clone()
            };
            match Game::replay(&record) {
                Ok(replayed) => {
                    *game = replayed;
                    self.changed();
                    // Their acceptance was of their record, not of the joined one.
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
            self.agree_if_both_accept(game);
        }
        merge
    }

    /// This device accepts the dead marks as they stand (after both passes); the game is
    /// counted when the other side accepted them too.
    pub fn accept_marks(&mut self, game: &mut Game) {
        if game.phase() == Phase::Settling {
            self.mine_accepts = Some(game.record().events.len());
            self.agree_if_both_accept(game);
        }
    }

    /// Whether this device accepts the marks as they stand now.
    pub fn accepts_now(&self, game: &Game) -> bool {
        self.mine_accepts == Some(game.record().events.len())
    }

    /// When both sides accept the marks as they stand now, the game is counted.
    fn agree_if_both_accept(&mut self, game: &mut Game) {
        let now = Some(game.record().events.len());
        if self.mine_accepts == now && self.theirs_accepts == now {
            let mut agreed = game.clone();
            if agreed.agree().is_ok() {
                *game = agreed;
            }
        }
    }

    /// The letter this device sends now.
    pub fn letter(&self, names: &[String; 2], game: &Game) -> Letter {
        Letter {
            game: self.game.clone(),
            from: self.me,
            names: names.clone(),
            record: game.record().clone(),
            days: self.days,
            accepts: self.mine_accepts,
        }
    }

    /// Whether it is this device's turn (to move, or to answer the marks).
    pub fn my_turn(&self, game: &Game) -> bool {
        match game.phase() {
            Phase::Playing => game.to_move() == self.me,
            Phase::Settling => !self.accepts_now(game),
            Phase::Finished => false,
        }
    }
}

impl Kept {
    /// A game by link as it was kept under `tengen.friend.<id>` (tests write such values).
    pub fn new(id: &str, me: Color, names: [String; 2], game: Game, days: Option<u8>) -> Kept {
        Kept {
            link: Link::new(id, me, days),
            names,
            state: game,
        }
    }

    /// The record as this device kept it.
    pub fn record(&self) -> &GameRecord {
        self.state.record()
    }

    /// The game as the rules have it.
    pub fn game(&self) -> &Game {
        &self.state
    }
}

json_struct!(Letter {
    game,
    from,
    names,
    record: compact_record,
    #[default]
    days,
    #[default]
    accepts
});

/// Two copies are the same when they hold the same game the same way (the game is its
/// record replayed).
impl PartialEq for Kept {
    fn eq(&self, other: &Kept) -> bool {
        self.link == other.link && self.names == other.names && self.record() == other.record()
    }
}

/// A link beside a saved game: `{"game", "me", "days", "mine_accepts", "theirs_accepts"}`.
impl ToJson for Link {
    fn to_json(&self) -> Json {
        Json::object(self.fields())
    }
}

impl FromJson for Link {
    fn from_json(json: &Json) -> Option<Link> {
        Some(Link {
            game: json.field("game")?,
            me: json.field("me")?,
            days: json.field_or_default("days")?,
            mine_accepts: json.field_or_default("mine_accepts")?,
            theirs_accepts: json.field_or_default("theirs_accepts")?,
        })
    }
}

impl Link {
    fn fields(&self) -> Vec<(&'static str, Json)> {
        vec![
            ("game", self.game.to_json()),
            ("me", self.me.to_json()),
            ("days", self.days.to_json()),
            ("mine_accepts", self.mine_accepts.to_json()),
            ("theirs_accepts", self.theirs_accepts.to_json()),
        ]
    }
}

/// A game by link as stored before games by link were saved games: the link's fields,
/// the names and the record side by side.
impl ToJson for Kept {
    fn to_json(&self) -> Json {
        let mut fields = self.link.fields();
        fields.push(("names", self.names.to_json()));
        fields.push(("record", compact_record::to_json(self.record())));
        Json::object(fields)
    }
}

/// Stored data read back: None unless its record replays.
impl FromJson for Kept {
    fn from_json(json: &Json) -> Option<Kept> {
        let record = compact_record::from_json(json.get("record")?)?;
        Some(Kept {
            link: Link::from_json(json)?,
            names: json.field("names")?,
            state: Game::replay(&record).ok()?,
        })
    }
}

crate::stored_json!(
    /// A game by link: it reads only if its record replays.
    Kept
);

#[cfg(test)]
mod tests;
