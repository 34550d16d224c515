//! The messages between the page and the computer player's worker: typed, versioned,
//! sent as JSON text. A message from another version or one that does not parse is a
//! [`ProtocolError`], never a panic. The record travels in the saved games' compact
//! form and moves as SGF-like tokens, so the page's wasm carries no serde code of its
//! own for them (the page's size budget).

use crate::ai::search;
use crate::engine::{GameRecord, Move};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The shape of the messages; page and worker of one build agree on it, and a worker
/// left from another build (a cached copy) is recognised by it.
pub const VERSION: u32 = 3;

/// What the page asks of the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Load the network (answered with [`Reply::Loading`] steps, then [`Reply::Ready`]).
    Load,
    /// The move for the player to move after `record`, at `level` (1 is the weakest).
    Genmove {
        id: u64,
        #[serde(with = "crate::engine::game::compact")]
        record: GameRecord,
        level: u8,
        /// How many other workers search the same position for this move ([`Request::Share`]):
        /// their shares come in [`Request::Absorb`]s, and the move is chosen once all have.
        #[serde(default)]
        helpers: u8,
    },
    /// Search the position after `record` as `level` would for its move, and answer with
    /// what was found of each root move ([`Reply::Shared`]): a helper's part of a move
    /// another worker chooses (root parallelism).
    Share {
        id: u64,
        #[serde(with = "crate::engine::game::compact")]
        record: GameRecord,
        level: u8,
    },
    /// A helper's shares for the move of request `id` (an empty list: the helper is gone).
    Absorb { id: u64, shares: Shares },
    /// A look at the position after `record` with `visits` visits: the count's dead
    /// stones, the score estimate, hints and review (answered with [`Reply::Progress`]
    /// steps, then [`Reply::Analysis`]).
    Analyse {
        id: u64,
        #[serde(with = "crate::engine::game::compact")]
        record: GameRecord,
        visits: u32,
        /// The judgement's search (`ai::judge::params`: play resumed after the passes,
        /// the root's pass never ending the game) answering with its tree's ownership,
        /// steadier than one look: what the count's dead stones are judged from.
        steady: bool,
    },
    /// Stop request `id` now: a move is answered with the search's best so far
    /// ([`Reply::Played`]), an analysis with what it has ([`Reply::Analysis`]).
    Stop { id: u64 },
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker listens: messages sent before this are lost (a worker hears nothing
    /// until its wasm has started), so the page waits for it.
    Started,
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
        #[serde(with = "move_token")]
        best: Move,
    },
    /// The move for request `id`.
    Played {
        id: u64,
        #[serde(with = "move_token")]
        mv: Move,
    },
    /// The analysis for request `id`.
    Analysis { id: u64, analysis: Analysis },
    /// What the search for [`Request::Share`] `id` found of each root move.
    Shared { id: u64, shares: Shares },
    /// The worker's memory (its wasm memory's size), told after each answer.
    Memory { bytes: u64 },
    /// The worker cannot answer (`id` of the request, if it concerns one).
    Failed { id: Option<u64>, failure: Failure },
}

/// What the computer sees in a position, every number from Black's side.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// Visits the search made (0: the network's first look only).
    pub visits: u32,
    /// Black's chance to win, 0..1.
    pub black_wins: f32,
    /// Black's expected lead in points (negative: White leads), komi included.
    pub black_lead: f32,
    /// Who ends up owning each point, row-major (row 0 at the top, as
    /// [`crate::engine::Point`]): -100 surely White's ..= 100 surely Black's.
    pub ownership: Vec<i8>,
    /// The moves worth looking at, most visited first (at most a few).
    pub moves: Vec<Candidate>,
}

/// One move of an [`Analysis`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    #[serde(with = "move_token")]
    pub mv: Move,
    pub visits: u32,
    /// The network's first liking for it, 0..1.
    pub prior: f32,
    /// Black's chance to win and lead after it.
    pub black_wins: f32,
    pub black_lead: f32,
    /// The moves expected to follow, this one first.
    #[serde(with = "move_tokens")]
    pub pv: Vec<Move>,
}

/// A helper's [`Share`]s as text: the page only carries them from one worker to another,
/// so it never reads (nor carries the code to read) their numbers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shares(pub String);

impl Shares {
    /// No shares (a helper that is gone).
    pub fn none() -> Shares {
        Shares(String::new())
    }

    /// What a search found, as text.
    pub fn of(shares: Vec<search::Share>) -> Shares {
        let shares: Vec<Share> = shares.into_iter().map(Share::from).collect();
        Shares(serde_json::to_string(&shares).unwrap_or_default())
    }

    /// The shares again (none if the text is not theirs).
    pub fn read(&self) -> Vec<search::Share> {
        serde_json::from_str::<Vec<Share>>(&self.0)
            .map(|v| v.into_iter().map(search::Share::from).collect())
            .unwrap_or_default()
    }
}

/// One root move's sums from a helper's search ([`crate::ai::search::Share`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Share {
    #[serde(with = "move_token")]
    pub mv: Move,
    pub visits: u32,
    /// Sums over the visits: utility, its square, win rate, lead (the mover's view).
    pub sums: [f64; 4],
}

impl From<search::Share> for Share {
    fn from(s: search::Share) -> Share {
        Share {
            mv: s.mv,
            visits: s.visits,
            sums: [s.utility, s.utility_squared, s.win_rate, s.lead],
        }
    }
}

impl From<Share> for search::Share {
    fn from(s: Share) -> search::Share {
        let [utility, utility_squared, win_rate, lead] = s.sums;
        search::Share {
            mv: s.mv,
            visits: s.visits,
            utility,
            utility_squared,
            win_rate,
            lead,
        }
    }
}

/// Why the worker cannot play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// A move as a token: SGF's `dd` for a point, `..` for a pass, `!R` for resigning.
mod move_token {
    use crate::engine::{Move, Point};
    use serde::{de::Error as _, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(mv: &Move, s: S) -> Result<S::Ok, S::Error> {
        match mv {
            Move::Place(p) => s.serialize_str(&p.to_sgf()),
            Move::Pass => s.serialize_str(".."),
            Move::Resign => s.serialize_str("!R"),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let text = String::deserialize(d)?;
        match text.as_bytes() {
            b".." => Ok(Move::Pass),
            b"!R" => Ok(Move::Resign),
            &[c, r] if c.is_ascii_lowercase() && r.is_ascii_lowercase() => {
                Ok(Move::Place(Point::new(c - b'a', r - b'a')))
            }
            _ => Err(D::Error::custom(format!("not a move: {text}"))),
        }
    }
}

/// Moves as a list of [`move_token`]s.
mod move_tokens {
    use crate::engine::Move;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Token(#[serde(with = "super::move_token")] Move);

    pub fn serialize<S: Serializer>(moves: &[Move], s: S) -> Result<S::Ok, S::Error> {
        let tokens: Vec<Token> = moves.iter().map(|&m| Token(m)).collect();
        tokens.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Move>, D::Error> {
        let tokens = Vec::<Token>::deserialize(d)?;
        Ok(tokens.into_iter().map(|t| t.0).collect())
    }
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
                helpers: 1,
            },
            Request::Share {
                id: 9,
                record: record(),
                level: 7,
            },
            Request::Absorb {
                id: 7,
                shares: Shares::of(vec![Share {
                    mv: Move::Place(Point::new(3, 3)),
                    visits: 12,
                    sums: [-1.5, 3.25, 4.0, -0.125],
                }
                .into()]),
            },
            Request::Analyse {
                id: 8,
                record: record(),
                visits: 64,
                steady: true,
            },
            Request::Stop { id: 8 },
        ];
        for r in requests {
            assert_eq!(decode::<Request>(&encode(&r)), Ok(r));
        }
        let replies = [
            Reply::Started,
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
            Reply::Played {
                id: 8,
                mv: Move::Resign,
            },
            Reply::Analysis {
                id: 8,
                analysis: Analysis {
                    visits: 64,
                    black_wins: 0.25,
                    black_lead: -3.5,
                    ownership: vec![-100, 0, 100],
                    moves: vec![Candidate {
                        mv: Move::Place(Point::new(2, 2)),
                        visits: 40,
                        prior: 0.5,
                        black_wins: 0.25,
                        black_lead: -3.5,
                        pv: vec![Move::Place(Point::new(2, 2)), Move::Pass],
                    }],
                },
            },
            Reply::Failed {
                id: None,
                failure: Failure::NetworkMissing { status: 404 },
            },
            Reply::Shared {
                id: 9,
                shares: Shares::of(vec![Share {
                    mv: Move::Pass,
                    visits: 1,
                    sums: [0.1, 0.01, 0.6, 2.5],
                }
                .into()]),
            },
            Reply::Memory { bytes: 1 << 24 },
        ];
        for r in replies {
            assert_eq!(decode::<Reply>(&encode(&r)), Ok(r));
        }
    }

    /// Shares read back as they were written, numbers exact; text that is not theirs
    /// reads as none.
    #[test]
    fn shares_carry_their_sums_exactly() {
        let sums = search::Share {
            mv: Move::Place(Point::new(3, 3)),
            visits: 12,
            utility: -1.5 / 3.0,
            utility_squared: 0.1,
            win_rate: 7.0 / 9.0,
            lead: -2.0e-7,
        };
        assert_eq!(Shares::of(vec![sums]).read(), vec![sums]);
        assert_eq!(Shares::none().read(), vec![]);
        assert_eq!(Shares("[{\"mv\":1}]".into()).read(), vec![]);
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
            "{\"v\":3}",
            "{\"v\":3,\"msg\":\"Nope\"}",
            "{\"v\":3,\"msg\":{\"Played\":{\"id\":1,\"mv\":\"zzz\"}}}",
        ] {
            assert!(matches!(
                decode::<Reply>(text),
                Err(ProtocolError::Malformed(_))
            ));
        }
    }
}
