//! The short form of a letter: the form a link carries whenever it can, small enough that
//! a long game still fits a QR code a phone reads at arm's length.
//!
//! `#g=` and then fields split by `.`, every character in QR's alphanumeric set (digits,
//! capitals and ` $%*+-./:`), which a QR code packs in 5.5 bits, not 8:
//!
//! `1.ID.FROM.PRESET.SIZE.DAYS.ACCEPTS.BLACK.WHITE.EVENTS.COUNT`
//!
//! - `1`: this form's version; `ID` the game's id in capitals (ids made here are small
//!   letters and digits); `FROM` `B` or `W`; `PRESET` the rules by their preset's id
//!   (`AGA`); `SIZE` the board; `DAYS` and `ACCEPTS` numbers or nothing.
//! - `BLACK`, `WHITE`: the names as the hexadecimal of their UTF-8 bytes.
//! - `EVENTS`, one after another: a stone as its SGF point in capitals (`EE`; its colour is
//!   the player to move, as the rules replay it), `--` a pass, `-R` a resignation, `*EE` a
//!   dead mark toggled, `+A` the marks agreed, `+R` play resumed; `COUNT` how many events
//!   there are, so that a link cut short inside its events is damaged, not an older game.
//!
//! A letter this form cannot say exactly (rules no preset has, handicap, setups, a clock's
//! time-out, an id with capitals) goes in the long form (`#game=`, the whole record as
//! packed JSON), which every link made before this form also is.

use super::{Letter, LetterError};
use crate::engine::{Color, Event, Game, Move, Point, Rules};

/// What a short game link's fragment starts with.
pub const SHORT_PREFIX: &str = "#g=";

/// The longest name a letter carries, in bytes.
const MAX_NAME_BYTES: usize = 160;

/// The short form of `letter` (after [`SHORT_PREFIX`]), if it says the letter exactly.
pub fn write(letter: &Letter) -> Option<String> {
    let record = &letter.record;
    let preset = crate::engine::preset_of(&record.rules)?;
    let plain_id = !letter.game.is_empty()
        && letter
            .game
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    if !plain_id || record.handicap != 0 || !record.setup.is_empty() || record.first.is_some() {
        return None;
    }
    let mut events = String::new();
    for e in &record.events {
        match e {
            Event::Play { mv, .. } => match mv {
                Move::Place(p) => events.push_str(&p.to_sgf().to_ascii_uppercase()),
                Move::Pass => events.push_str("--"),
                Move::Resign => events.push_str("-R"),
            },
            Event::ToggleDead(p) => {
                events.push('*');
                events.push_str(&p.to_sgf().to_ascii_uppercase());
            }
            Event::Agree => events.push_str("+A"),
            Event::Resume => events.push_str("+R"),
            Event::TimeOut(_) | Event::Setup(_) => return None,
        }
    }
    let number = |n: Option<usize>| n.map(|n| n.to_string()).unwrap_or_default();
    let text = [
        "1".to_string(),
        letter.game.to_ascii_uppercase(),
        letter.from.letter().to_string(),
        preset.id.to_ascii_uppercase(),
        record.size.to_string(),
        number(letter.days.map(usize::from)),
        number(letter.accepts),
        hex(&letter.names[0]),
        hex(&letter.names[1]),
        events,
        record.events.len().to_string(),
    ]
    .join(".");
    // Said exactly or not at all: each stone's colour is the player to move when read back.
    (read(&text).as_ref() == Ok(letter)).then_some(text)
}

/// The letter in a short form (the text after [`SHORT_PREFIX`]); its game replays.
pub fn read(text: &str) -> Result<Letter, LetterError> {
    let fields: Vec<&str> = text.trim().split('.').collect();
    let [version, id, from, preset, size, days, accepts, black, white, events, count] = fields[..]
    else {
        return Err(LetterError::Damaged);
    };
    if version != "1" {
        return Err(LetterError::Damaged);
    }
    let from = match from {
        "B" => Color::Black,
        "W" => Color::White,
        _ => return Err(LetterError::Damaged),
    };
    let rules = Rules::preset(&preset.to_ascii_lowercase()).ok_or(LetterError::NotAGame)?;
    let size: u8 = size.parse().map_err(|_| LetterError::Damaged)?;
    let optional = |s: &str| -> Result<Option<usize>, LetterError> {
        match s {
            "" => Ok(None),
            s => s.parse().map(Some).map_err(|_| LetterError::Damaged),
        }
    };
    let days = optional(days)?
        .map(u8::try_from)
        .transpose()
        .map_err(|_| LetterError::Damaged)?;
    let names = [unhex(black)?, unhex(white)?];
    let mut game = Game::new(rules, size, 0).map_err(|_| LetterError::NotAGame)?;
    let mut rest = events.as_bytes();
    while !rest.is_empty() {
        let (event, used) = event(rest, &game, size)?;
        rest = &rest[used..];
        game.apply(event).map_err(|_| LetterError::NotAGame)?;
    }
    if count.parse() != Ok(game.record().events.len()) {
        return Err(LetterError::Damaged);
    }
    let game_id = id.to_ascii_lowercase();
    if !super::valid_id(&game_id) {
        return Err(LetterError::NotAGame);
    }
    Ok(Letter {
        game: game_id,
        from,
        names,
        record: game.record().clone(),
        days,
        accepts: optional(accepts)?,
    })
}

/// The event at the start of `text` and how many bytes it took.
fn event(text: &[u8], game: &Game, size: u8) -> Result<(Event, usize), LetterError> {
    let point = |at: usize| -> Result<Point, LetterError> {
        let two = text.get(at..at + 2).ok_or(LetterError::Damaged)?;
        let sgf = std::str::from_utf8(two)
            .map_err(|_| LetterError::Damaged)?
            .to_ascii_lowercase();
        Point::from_sgf(&sgf, size).map_err(|_| LetterError::Damaged)
    };
    let color = game.to_move();
    Ok(match text {
        [b'-', b'-', ..] => (play(color, Move::Pass), 2),
        [b'-', b'R', ..] => (play(color, Move::Resign), 2),
        [b'*', ..] => (Event::ToggleDead(point(1)?), 3),
        [b'+', b'A', ..] => (Event::Agree, 2),
        [b'+', b'R', ..] => (Event::Resume, 2),
        [b'A'..=b'Z', ..] => (play(color, Move::Place(point(0)?)), 2),
        _ => return Err(LetterError::Damaged),
    })
}

fn play(color: Color, mv: Move) -> Event {
    Event::Play { color, mv }
}

/// `name`'s UTF-8 bytes in hexadecimal capitals.
fn hex(name: &str) -> String {
    name.bytes().map(|b| format!("{b:02X}")).collect()
}

/// The name whose UTF-8 bytes `text` writes in hexadecimal.
fn unhex(text: &str) -> Result<String, LetterError> {
    if !text.is_ascii() || !text.len().is_multiple_of(2) || text.len() > 2 * MAX_NAME_BYTES {
        return Err(LetterError::Damaged);
    }
    let bytes = (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16))
        .collect::<Result<Vec<u8>, _>>()
        .map_err(|_| LetterError::Damaged)?;
    String::from_utf8(bytes).map_err(|_| LetterError::Damaged)
}
