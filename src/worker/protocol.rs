//! The messages between the page and the computer player's worker: typed, versioned,
//! sent as JSON text, written and read by [`crate::json`] like everything the app stores
//! and every game link (one codec: serde_json and its code for these messages weighed
//! 18 KB brotli of the play screen's part and 17 KB of the worker). A message from another
//! version or one that does not parse is a [`ProtocolError`], never a panic. The record
//! travels in the saved games' compact form ([`compact_record`]) and moves as their
//! tokens ([`Move::token`]).

use crate::ai::search::{self, Value};
use crate::engine::{Color, GameRecord, Move};
use crate::json::compact_record;
use crate::json::{self, FromJson, Json, ToJson};
use crate::problems::from_game::{Searched, Seen};
use crate::{json_enum, json_struct};
use std::fmt;

/// The shape of the messages; page and worker of one build agree on it, and a worker
/// left from another build (a cached copy) is recognised by it. 4: shares carry their
/// sums' bits; 5: the computer plays at a rung of the ladder.
pub const VERSION: u32 = 5;

/// What the page asks of the worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Load the network (answered with [`Reply::Loading`] steps, then [`Reply::Ready`]).
    Load,
    /// The move for the player to move after `record`, at rung `rung` of the ladder
    /// (`crate::ai::player::ladder`; 1 is the weakest).
    Genmove {
        id: u64,
        record: GameRecord,
        rung: u8,
        /// How many other workers search the same position for this move ([`Request::Share`]):
        /// their shares come in [`Request::Absorb`]s, and the move is chosen once all have.
        helpers: u8,
    },
    /// Search the position after `record` as `rung` would for its move, and answer with
    /// what was found of each root move ([`Reply::Shared`]): a helper's part of a move
    /// another worker chooses (root parallelism).
    Share {
        id: u64,
        record: GameRecord,
        rung: u8,
    },
    /// A helper's shares for the move of request `id` (an empty list: the helper is gone).
    Absorb { id: u64, shares: Shares },
    /// A look at the position after `record` with `visits` visits: the count's dead
    /// stones, the score estimate, hints and review (answered with [`Reply::Progress`]
    /// steps, then [`Reply::Analysis`]).
    Analyse {
        id: u64,
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
#[derive(Clone, Debug, PartialEq)]
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
        best: Move,
    },
    /// The move for request `id`.
    Played { id: u64, mv: Move },
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
#[derive(Clone, Debug, PartialEq)]
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

impl Analysis {
    /// What it saw, in the view of `to_move` (the player to move in its position), as the
    /// problems from games judge it ([`crate::problems::from_game`]).
    pub fn searched(&self, to_move: Color) -> Searched {
        let view = |black_wins: f32, black_lead: f32| {
            let black = Value {
                utility: 0.0,
                win_rate: black_wins,
                lead: black_lead,
            };
            if to_move == Color::Black {
                black
            } else {
                black.flip()
            }
        };
        Searched {
            value: view(self.black_wins, self.black_lead),
            moves: (self.moves.iter())
                .map(|c| Seen {
                    mv: c.mv,
                    visits: c.visits,
                    prior: c.prior,
                    value: view(c.black_wins, c.black_lead),
                    line: c.pv.iter().skip(1).copied().collect(),
                })
                .collect(),
            ownership: self
                .ownership
                .iter()
                .map(|&o| f32::from(o) / 100.0)
                .collect(),
        }
    }
}

/// One move of an [`Analysis`].
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub mv: Move,
    pub visits: u32,
    /// The network's first liking for it, 0..1.
    pub prior: f32,
    /// Black's chance to win and lead after it.
    pub black_wins: f32,
    pub black_lead: f32,
    /// The moves expected to follow, this one first.
    pub pv: Vec<Move>,
}

/// A helper's [`Share`]s as text: the page only carries them from one worker to another,
/// so it never reads (nor carries the code to read) their numbers.
#[derive(Clone, Debug, PartialEq)]
pub struct Shares(pub String);

impl Shares {
    /// No shares (a helper that is gone).
    pub fn none() -> Shares {
        Shares(String::new())
    }

    /// What a search found, as text.
    pub fn of(shares: Vec<search::Share>) -> Shares {
        let shares: Vec<Share> = shares.into_iter().map(Share::from).collect();
        Shares(json::to_string(&shares))
    }

    /// The shares again (none if the text is not theirs).
    pub fn read(&self) -> Vec<search::Share> {
        json::from_str::<Vec<Share>>(&self.0)
            .map(|v| v.into_iter().map(search::Share::from).collect())
            .unwrap_or_default()
    }
}

/// One root move's sums from a helper's search ([`crate::ai::search::Share`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Share {
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The network file did not arrive (`status` 0: no connection).
    NetworkMissing { status: u16 },
    /// The network file arrived but does not load.
    NetworkDamaged { reason: String },
    /// The game record does not replay, or the rung does not exist.
    BadRequest { reason: String },
    /// A message the worker could not read.
    Protocol { reason: String },
}

json_enum!(Request {
    Load,
    Genmove {
        id,
        record: compact_record,
        rung,
        #[default]
        helpers
    },
    Share {
        id,
        record: compact_record,
        rung
    },
    Absorb { id, shares },
    Analyse {
        id,
        record: compact_record,
        visits,
        steady
    },
    Stop { id },
});

json_enum!(Reply {
    Started,
    Loading { done, total },
    Ready,
    Progress {
        id,
        visits,
        planned,
        best: token
    },
    Played { id, mv: token },
    Analysis { id, analysis },
    Shared { id, shares },
    Memory { bytes },
    Failed { id, failure },
});

json_struct!(Analysis {
    visits,
    black_wins,
    black_lead,
    ownership,
    moves
});
json_struct!(Candidate {
    mv: token,
    visits,
    prior,
    black_wins,
    black_lead,
    pv: tokens
});
json_struct!(Share {
    mv: token,
    visits,
    sums: bits
});

json_enum!(Failure {
    NetworkMissing { status },
    NetworkDamaged { reason },
    BadRequest { reason },
    Protocol { reason },
});

/// Shares travel as a JSON string.
impl ToJson for Shares {
    fn to_json(&self) -> Json {
        self.0.to_json()
    }
}

impl FromJson for Shares {
    fn from_json(json: &Json) -> Option<Shares> {
        String::from_json(json).map(Shares)
    }
}

/// A move as its token ([`Move::token`]).
mod token {
    use crate::engine::Move;
    use crate::json::{FromJson, Json};

    pub fn to_json(mv: &Move) -> Json {
        Json::Text(mv.token())
    }

    pub fn from_json(json: &Json) -> Option<Move> {
        Move::from_token(String::from_json(json)?.as_bytes())
    }
}

/// Moves as a list of their tokens.
mod tokens {
    use crate::engine::Move;
    use crate::json::Json;

    pub fn to_json(moves: &[Move]) -> Json {
        Json::List(moves.iter().map(super::token::to_json).collect())
    }

    pub fn from_json(json: &Json) -> Option<Vec<Move>> {
        match json {
            Json::List(items) => items.iter().map(super::token::from_json).collect(),
            _ => None,
        }
    }
}

/// Numbers as their bits, so that every `f64` reads back exactly ([`crate::json`] writes
/// decimals exactly only to a point, and a helper's sums are any number).
mod bits {
    use crate::json::{FromJson, Json, ToJson};

    pub fn to_json(numbers: &[f64; 4]) -> Json {
        Json::List(numbers.iter().map(|n| n.to_bits().to_json()).collect())
    }

    pub fn from_json(json: &Json) -> Option<[f64; 4]> {
        let bits = Vec::<u64>::from_json(json)?;
        let [a, b, c, d] = bits[..] else {
            return None;
        };
        Some([a, b, c, d].map(f64::from_bits))
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

/// The text sent for `msg`.
pub fn encode<T: ToJson>(msg: &T) -> String {
    let mut text = String::new();
    Json::object(vec![("v", VERSION.to_json()), ("msg", msg.to_json())]).write(&mut text);
    text
}

/// Reads a message sent by [`encode`] of this version.
pub fn decode<T: FromJson>(text: &str) -> Result<T, ProtocolError> {
    let malformed = |why: &str| ProtocolError::Malformed(why.to_string());
    let message = json::parse(text).ok_or_else(|| malformed("not JSON"))?;
    let version: u32 = message.field("v").ok_or_else(|| malformed("no version"))?;
    if version != VERSION {
        return Err(ProtocolError::Version { theirs: version });
    }
    message
        .field("msg")
        .ok_or_else(|| malformed("not a message of this version"))
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

    /// An analysis seen by White: every number from White's side, the line after each
    /// move without the move, ownership from -1 to 1 (still Black's).
    #[test]
    fn an_analysis_seen_by_the_player_to_move() {
        let a = Analysis {
            visits: 10,
            black_wins: 0.75,
            black_lead: 6.0,
            ownership: vec![100, -50],
            moves: vec![Candidate {
                mv: Move::Place(Point::new(2, 2)),
                visits: 9,
                prior: 0.5,
                black_wins: 0.25,
                black_lead: -4.0,
                pv: vec![Move::Place(Point::new(2, 2)), Move::Pass],
            }],
        };
        let white = a.searched(Color::White);
        assert_eq!((white.value.win_rate, white.value.lead), (0.25, -6.0));
        assert_eq!(
            (white.moves[0].value.win_rate, white.moves[0].value.lead),
            (0.75, 4.0)
        );
        assert_eq!(white.moves[0].line, vec![Move::Pass]);
        assert_eq!(white.ownership, vec![1.0, -0.5]);
        assert_eq!(a.searched(Color::Black).value.lead, 6.0);
    }

    /// Every message reads back as it was sent.
    #[test]
    fn messages_round_trip() {
        let requests = [
            Request::Load,
            Request::Genmove {
                id: 7,
                record: record(),
                rung: 1,
                helpers: 1,
            },
            Request::Share {
                id: 9,
                record: record(),
                rung: 16,
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

    /// A message is its version and the message, each variant an object of its fields,
    /// moves as their tokens.
    #[test]
    fn messages_as_text() {
        let played = Reply::Played {
            id: 7,
            mv: Move::Place(Point::new(2, 3)),
        };
        assert_eq!(
            encode(&played),
            format!(r#"{{"v":{VERSION},"msg":{{"Played":{{"id":7,"mv":"cd"}}}}}}"#)
        );
        assert_eq!(
            encode(&Request::Load),
            format!(r#"{{"v":{VERSION},"msg":"Load"}}"#)
        );
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
        // A message of this version with `msg` as its body.
        let message = |msg: &str| format!("{{\"v\":{VERSION},\"msg\":{msg}}}");
        for text in [
            String::new(),
            "null".into(),
            "{}".into(),
            format!("{{\"v\":{VERSION}}}"),
            message(r#""Nope""#),
            message(r#"{"Played":{"id":1,"mv":"zzz"}}"#),
            message(r#"{"Played":{"id":-1,"mv":"dd"}}"#),
            message(r#"{"Genmove":{"id":1,"record":{},"rung":1}}"#),
        ] {
            assert!(
                matches!(decode::<Reply>(&text), Err(ProtocolError::Malformed(_)))
                    && matches!(decode::<Request>(&text), Err(ProtocolError::Malformed(_))),
                "{text}"
            );
        }
    }
}
