//! A game record in a few bytes per event: the text form of a [`GameRecord`] that saved
//! games store, game links and the worker's messages carry (its JSON is described once,
//! in `crate::saved`'s shapes).
//!
//! Rules and sizes stay as they are; stones and events become strings of
//! three-character tokens (a 300-move game is about 900 bytes, not 18 KB):
//!
//! | token | meaning                          |
//! |-------|----------------------------------|
//! | `Bdd` `Wdd` | a stone placed at SGF point `dd` (setup stones too) |
//! | `B..` `W..` | a pass                     |
//! | `B!R` `W!R` | a resignation              |
//! | `Ddd` | dead mark toggled on the string at `dd` |
//! | `A..` | dead marks agreed              |
//! | `R..` | play resumed                   |
//! | `TB.` `TW.` | Black's or White's time ran out |
//! | `S..` `SB.` `SW.` | a setup during play (keeping the player to move, or Black or White to move next), then its points: |
//! | `bdd` `wdd` `edd` | a setup point becomes black, white or empty |
//!
//! A play is its colour's letter, then the move's [`Move::token`]. A setup is one event of
//! several tokens: `SW.bddbeeeff` puts Black stones on `dd` and `ee`, empties `ff` and
//! gives White the move. Records without setups read as before.
//!
//! Handicap stones are SGF points one after another: `dpcp`.

use super::record::{Event, GameRecord, Setup};
use crate::engine::color::Color;
use crate::engine::moves::Move;
use crate::engine::point::Point;
use crate::engine::rules::Rules;

/// The compact shape of a [`GameRecord`]: stones and events as token strings.
#[derive(Clone, Debug, PartialEq)]
pub struct CompactRecord {
    pub rules: Rules,
    pub size: u8,
    pub handicap: u8,
    /// Handicap stones, SGF points one after another: `dpcp`.
    pub handicap_stones: String,
    /// Setup stones, `Bdd` and `Wdd` tokens.
    pub setup: String,
    pub first: Option<Color>,
    /// The events as tokens ([`events_text`]).
    pub events: String,
}

impl CompactRecord {
    /// The compact form of `r`.
    pub fn of(r: &GameRecord) -> CompactRecord {
        CompactRecord {
            rules: r.rules,
            size: r.size,
            handicap: r.handicap,
            handicap_stones: r.handicap_stones.iter().map(|p| p.to_sgf()).collect(),
            setup: r
                .setup
                .iter()
                .map(|&(c, p)| format!("{}{}", c.letter(), p.to_sgf()))
                .collect(),
            first: r.first,
            events: events_text(&r.events),
        }
    }

    /// The record again; the error names what is not a stone or an event.
    pub fn record(self) -> Result<GameRecord, String> {
        let handicap_stones = chunks(&self.handicap_stones, 2)
            .map(point)
            .collect::<Result<_, _>>()?;
        let setup = chunks(&self.setup, 3)
            .map(|t| Ok((color(t[0])?, point(&t[1..])?)))
            .collect::<Result<_, String>>()?;
        Ok(GameRecord {
            rules: self.rules,
            size: self.size,
            handicap: self.handicap,
            handicap_stones,
            setup,
            first: self.first,
            events: parse_events(&self.events)?,
        })
    }
}

/// The events as tokens.
pub fn events_text(events: &[Event]) -> String {
    let mut out = String::with_capacity(events.len() * 3);
    for e in events {
        match *e {
            Event::Play { color, mv } => {
                out.push(color.letter());
                out.push_str(&mv.token());
            }
            Event::ToggleDead(p) => {
                out.push('D');
                out.push_str(&p.to_sgf());
            }
            Event::Agree => out.push_str("A.."),
            Event::Resume => out.push_str("R.."),
            Event::TimeOut(c) => {
                out.push('T');
                out.push(c.letter());
                out.push('.');
            }
            Event::Setup(ref s) => {
                out.push('S');
                out.push(s.to_move.map_or('.', Color::letter));
                out.push('.');
                for (p, c) in s.changes() {
                    out.push(match c {
                        Some(Color::Black) => 'b',
                        Some(Color::White) => 'w',
                        None => 'e',
                    });
                    out.push_str(&p.to_sgf());
                }
            }
        }
    }
    out
}

/// Reads tokens back; the error names the token.
pub fn parse_events(text: &str) -> Result<Vec<Event>, String> {
    if !text.is_ascii() || !text.len().is_multiple_of(3) {
        return Err("the move list is cut short or holds stray characters".into());
    }
    let mut events = Vec::new();
    for (i, t) in chunks(text, 3).enumerate() {
        let fits = match (t[0], events.last_mut()) {
            (b'b' | b'w' | b'e', Some(Event::Setup(s))) => setup_point(s, t),
            (b'b' | b'w' | b'e', _) => false,
            _ => event(t).map(|e| events.push(e)).is_some(),
        };
        if !fits {
            return Err(format!(
                "step {} (\"{}\") is not a move",
                i + 1,
                String::from_utf8_lossy(t)
            ));
        }
    }
    Ok(events)
}

/// Adds a `bdd`/`wdd`/`edd` token to the setup it follows.
fn setup_point(s: &mut Setup, t: &[u8]) -> bool {
    let Ok(p) = point(&t[1..]) else {
        return false;
    };
    match t[0] {
        b'b' => s.black.push(p),
        b'w' => s.white.push(p),
        _ => s.empty.push(p),
    }
    true
}

fn event(t: &[u8]) -> Option<Event> {
    let rest = &t[1..];
    Some(match (t[0], rest) {
        (b'A', b"..") => Event::Agree,
        (b'R', b"..") => Event::Resume,
        (b'T', [c, b'.']) => Event::TimeOut(color(*c).ok()?),
        (b'S', [b'.', b'.']) => Event::Setup(Box::default()),
        (b'S', [c, b'.']) => Event::Setup(Box::new(Setup {
            to_move: Some(color(*c).ok()?),
            ..Setup::default()
        })),
        (b'D', _) => Event::ToggleDead(point(rest).ok()?),
        (c, _) => Event::Play {
            color: color(c).ok()?,
            mv: Move::from_token(rest)?,
        },
    })
}

fn chunks(text: &str, n: usize) -> impl Iterator<Item = &[u8]> {
    text.as_bytes().chunks(n)
}

fn color(c: u8) -> Result<Color, String> {
    match c {
        b'B' => Ok(Color::Black),
        b'W' => Ok(Color::White),
        _ => Err(format!("\"{}\" is not a colour", c as char)),
    }
}

/// A point's token: a [`Move::token`] that places a stone.
fn point(t: &[u8]) -> Result<Point, String> {
    match Move::from_token(t) {
        Some(Move::Place(p)) => Ok(p),
        _ => Err(format!(
            "\"{}\" is not a board point",
            String::from_utf8_lossy(t)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of event survives the round trip as three characters.
    #[test]
    fn events_round_trip() {
        let events = vec![
            Event::Play {
                color: Color::Black,
                mv: Move::Place(Point::new(3, 15)),
            },
            Event::Play {
                color: Color::White,
                mv: Move::Pass,
            },
            Event::Play {
                color: Color::Black,
                mv: Move::Resign,
            },
            Event::ToggleDead(Point::new(18, 0)),
            Event::Agree,
            Event::Resume,
            Event::TimeOut(Color::White),
        ];
        let text = events_text(&events);
        assert_eq!(text, "BdpW..B!RDsaA..R..TW.");
        assert_eq!(parse_events(&text), Ok(events));
    }

    /// A setup during play is one event of several tokens; two setups in a row stay two.
    #[test]
    fn setup_round_trip() {
        let setup = |to_move| {
            Event::Setup(Box::new(Setup {
                black: vec![Point::new(3, 3), Point::new(4, 4)],
                white: vec![Point::new(0, 1)],
                empty: vec![Point::new(5, 5)],
                to_move,
            }))
        };
        let events = vec![
            Event::Play {
                color: Color::Black,
                mv: Move::Place(Point::new(2, 2)),
            },
            setup(Some(Color::White)),
            setup(None),
            Event::Setup(Box::default()),
            Event::Agree,
        ];
        let text = events_text(&events);
        assert_eq!(text, "BccSW.effbddbeewabS..effbddbeewabS..A..");
        assert_eq!(parse_events(&text), Ok(events));
        // Setup points belong to a setup: alone, or after another event, they are damage.
        for bad in ["bdd", "BccbddA..", "S..bzz", "SX.", "S..xdd"] {
            assert!(parse_events(bad).is_err(), "{bad}");
        }
    }

    /// Damaged move lists are errors in words, never panics.
    #[test]
    fn bad_events() {
        for bad in ["B", "Bd", "Xdd", "Bzz", "T..", "Dé.", "TX.", "B.!"] {
            assert!(parse_events(bad).is_err(), "{bad}");
        }
        assert_eq!(
            parse_events("BddXdd").unwrap_err(),
            "step 2 (\"Xdd\") is not a move"
        );
    }
}
