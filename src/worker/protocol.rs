//! The messages between the page and the computer player's worker: typed, versioned,
//! sent as JSON text. A message from another version or one that does not parse is a
//! [`ProtocolError`], never a panic.

use crate::engine::{GameRecord, Move};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The shape of the messages; page and worker of one build agree on it, and a worker
/// left from another build (a cached copy) is recognised by it.
pub const VERSION: u32 = 1;

/// What the page asks of the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum Request {
    /// Load the network (answered with [`Reply::Loading`] steps, then [`Reply::Ready`]).
    Load,
    /// The move for the player to move after `record`, at `level` (1 is the weakest).
    Genmove {
        id: u64,
        record: GameRecord,
        level: u8,
    },
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum Reply {
    /// `done` of `total` bytes of the network are here (`total` 0 when unknown).
    Loading { done: u64, total: u64 },
    /// The network is loaded: moves come quickly from now on.
    Ready,
    /// The search for request `id` has done `visits` of `planned`; `best` is its choice so
    /// far ("Play now" plays it).
    Progress {
        id: u64,
        visits: u32,
        planned: u32,
        best: Move,
    },
    /// The move for request `id`.
    Played { id: u64, mv: Move },
    /// The worker cannot answer (`id` of the request, if it concerns one).
    Failed { id: Option<u64>, failure: Failure },
}

/// Why the worker cannot play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum Failure {
    /// The network file did not arrive (`status` 0: no connection).
    NetworkMissing { status: u16 },
    /// The network file arrived but does not load.
    NetworkDamaged { reason: String },
    /// The game record does not replay, or the level does not exist.
    BadRequest { reason: String },
    /// A message the worker could not read.
    Protocol { reason: String },
}

/// A message that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// Written by another version of the protocol.
    Version { theirs: u32 },
    /// Not a message of this protocol.
    Malformed(String),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::Version { theirs } => {
                write!(f, "message version {theirs}, expected {VERSION}")
            }
            ProtocolError::Malformed(e) => write!(f, "unreadable message: {e}"),
        }
    }
}

impl std::error::Error for ProtocolError {}

#[derive(Serialize)]
struct Out<'a, T> {
    v: u32,
    msg: &'a T,
}

/// A message's body; its version was checked from the [`Header`].
#[derive(Deserialize)]
struct In<T> {
    msg: T,
}

#[derive(Deserialize)]
struct Header {
    v: u32,
}

/// The text sent for `msg`.
pub fn encode<T: Serialize>(msg: &T) -> String {
    // Plain data (numbers, strings, arrays): serialising cannot fail.
    serde_json::to_string(&Out { v: VERSION, msg }).unwrap_or_default()
}

/// Reads a message sent by [`encode`] of this version.
pub fn decode<T: DeserializeOwned>(text: &str) -> Result<T, ProtocolError> {
    let malformed = |e: serde_json::Error| ProtocolError::Malformed(e.to_string());
    let header: Header = serde_json::from_str(text).map_err(malformed)?;
    if header.v != VERSION {
        return Err(ProtocolError::Version { theirs: header.v });
    }
    serde_json::from_str::<In<T>>(text)
        .map(|m| m.msg)
        .map_err(malformed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Point, Rules};

    fn record() -> GameRecord {
        let mut game = Game::new(Rules::preset("aga").expect("aga"), 9, 0).expect("game");
        game.play(Move::Place(Point::new(4, 4))).expect("move");
        game.record().clone()
    }

    /// Every message reads back as it was sent.
    #[test]
    fn messages_round_trip() {
        let requests = [
            Request::Load,
            Request::Genmove {
                id: 7,
                record: record(),
                level: 1,
            },
        ];
        for r in requests {
            assert_eq!(decode::<Request>(&encode(&r)), Ok(r));
        }
        let replies = [
            Reply::Loading {
                done: 10,
                total: 20,
            },
            Reply::Ready,
            Reply::Progress {
                id: 7,
                visits: 3,
                planned: 16,
                best: Move::Pass,
            },
            Reply::Played {
                id: 7,
                mv: Move::Place(Point::new(2, 3)),
            },
            Reply::Failed {
                id: None,
                failure: Failure::NetworkMissing { status: 404 },
            },
        ];
        for r in replies {
            assert_eq!(decode::<Reply>(&encode(&r)), Ok(r));
        }
    }

    /// Another version's message, or anything else, is an error, never a panic.
    #[test]
    fn foreign_messages_are_errors() {
        let newer = encode(&Reply::Ready).replace(&format!("\"v\":{VERSION}"), "\"v\":99");
        assert_eq!(
            decode::<Reply>(&newer),
            Err(ProtocolError::Version { theirs: 99 })
        );
        for text in [
            "",
            "null",
            "{}",
            "{\"v\":1}",
            "{\"v\":1,\"msg\":{\"kind\":\"Nope\"}}",
        ] {
            assert!(matches!(
                decode::<Reply>(text),
                Err(ProtocolError::Malformed(_))
            ));
        }
    }
}
