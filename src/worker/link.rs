//! One link to the computer's worker, as the page keeps it: whether the worker listens
//! yet, the question waiting for that, the ids, which question is open. It takes the
//! page's questions and the worker's messages and says what to post and what the asker
//! hears; the browser side (`src/ui/computer/link.rs`) only owns the `Worker`. Plain
//! Rust, natively tested.

use super::protocol::{decode, encode, Analysis, Failure, Reply, Request};
use crate::engine::Move;

/// The page's side of one worker.
#[derive(Debug)]
pub struct Link {
    /// The worker has said it listens ([`Reply::Started`]): messages before are lost.
    started: bool,
    /// A question waiting for the worker to listen.
    outbox: Option<String>,
    next_id: u64,
    /// The question whose answer is awaited.
    open: Option<u64>,
}

impl Default for Link {
    fn default() -> Link {
        Link {
            started: false,
            outbox: None,
            next_id: 1,
            open: None,
        }
    }
}

/// What a worker's message means to the one who asked.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard {
    /// Nothing for the asker: the worker started, or a reply to an older question.
    Nothing,
    /// `done` of `total` bytes of the network are here (`total` 0 when unknown).
    Loading { done: u64, total: u64 },
    /// The network is loaded.
    Ready,
    /// The open question's search has done `visits` of `planned`.
    Progress { visits: u32, planned: u32 },
    /// The open question's move; the question is closed.
    Played(Move),
    /// The open question's analysis; the question is closed.
    Analysis(Analysis),
    /// The worker cannot go on (or said something unreadable): the link is ended, and the
    /// next question needs a new worker.
    Failed(Failure),
}

impl Link {
    /// Whether a question is open.
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// Whether `id` is the open question.
    pub fn is_current(&self, id: u64) -> bool {
        self.open == Some(id)
    }

    /// Asks `request` (made with its new id) in place of any open question; the text to
    /// post now, if the worker listens (else it waits for [`Reply::Started`]).
    pub fn ask(&mut self, request: impl FnOnce(u64) -> Request) -> (u64, Option<String>) {
        let id = self.next_id;
        self.next_id += 1;
        self.open = Some(id);
        let text = encode(&request(id));
        if self.started {
            (id, Some(text))
        } else {
            self.outbox = Some(text);
            (id, None)
        }
    }

    /// Asks the worker only to load its network (with `Loading` steps, then `Ready`): the
    /// text to post now, if the worker listens.
    pub fn load(&mut self) -> Option<String> {
        let text = encode(&Request::Load);
        if self.started {
            Some(text)
        } else {
            self.outbox = Some(text);
            None
        }
    }

    /// Drops the open question: the `Stop` to post if the worker has it (one still waiting
    /// is simply not sent). Its answer, if it still comes, is for an old id.
    pub fn drop_question(&mut self) -> Option<String> {
        let id = self.open.take()?;
        if self.outbox.take().is_some() {
            return None;
        }
        Some(encode(&Request::Stop { id }))
    }

    /// Asks the worker to answer the open question now with what it has (a move's best so
    /// far, an analysis so far): the `Stop` to post, if the worker has the question.
    pub fn answer_now(&self) -> Option<String> {
        let id = self.open?;
        (self.started && self.outbox.is_none()).then(|| encode(&Request::Stop { id }))
    }

    /// The worker is gone (ended, crashed): a next question starts another.
    pub fn end(&mut self) {
        self.started = false;
        self.outbox = None;
        self.open = None;
    }

    /// What the worker said (`text`), and a text to post now (the question that waited for
    /// the worker to listen).
    pub fn heard(&mut self, text: &str) -> (Heard, Option<String>) {
        let reply = match decode::<Reply>(text) {
            Ok(reply) => reply,
            Err(e) => {
                return (
                    self.failed(Failure::Protocol {
                        reason: e.to_string(),
                    }),
                    None,
                )
            }
        };
        let heard = match reply {
            Reply::Started => {
                self.started = true;
                return (Heard::Nothing, self.outbox.take());
            }
            Reply::Loading { done, total } => Heard::Loading { done, total },
            Reply::Ready => Heard::Ready,
            Reply::Progress {
                id,
                visits,
                planned,
                ..
            } if self.is_current(id) => Heard::Progress { visits, planned },
            Reply::Played { id, mv } if self.is_current(id) => {
                self.open = None;
                Heard::Played(mv)
            }
            Reply::Analysis { id, analysis } if self.is_current(id) => {
                self.open = None;
                Heard::Analysis(analysis)
            }
            // A failure of a question no longer open (one dropped) is not this one's.
            Reply::Failed { id: Some(id), .. } if !self.is_current(id) => Heard::Nothing,
            Reply::Failed { failure, .. } => self.failed(failure),
            _ => Heard::Nothing,
        };
        (heard, None)
    }

    /// The worker crashed.
    pub fn crashed(&mut self) -> Heard {
        self.failed(Failure::Protocol {
            reason: "the worker stopped".to_string(),
        })
    }

    fn failed(&mut self, failure: Failure) -> Heard {
        self.end();
        Heard::Failed(failure)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Point, Rules};

    fn genmove(id: u64) -> Request {
        let game = Game::new(Rules::preset("aga").expect("aga"), 9, 0).expect("a game");
        Request::Genmove {
            id,
            record: game.record().clone(),
            level: 1,
        }
    }

    fn says(reply: &Reply) -> String {
        encode(reply)
    }

    /// A question asked before the worker listens waits and is posted when it says
    /// Started; later questions are posted at once, each with a new id.
    #[test]
    fn questions_wait_for_the_worker_to_listen() {
        let mut link = Link::default();
        let (first, now) = link.ask(genmove);
        assert_eq!(now, None);
        let (heard, flush) = link.heard(&says(&Reply::Started));
        assert_eq!(heard, Heard::Nothing);
        assert_eq!(flush, Some(encode(&genmove(first))));
        let (second, now) = link.ask(genmove);
        assert_ne!(first, second);
        assert_eq!(now, Some(encode(&genmove(second))));
    }

    /// Only the open question's progress and answer are heard; an answer closes it.
    #[test]
    fn only_the_open_question_is_answered() {
        let mut link = Link::default();
        link.heard(&says(&Reply::Started));
        let (old, _) = link.ask(genmove);
        let (open, _) = link.ask(genmove);
        let mv = Move::Place(Point::new(4, 4));
        let progress = |id| Reply::Progress {
            id,
            visits: 3,
            planned: 9,
            best: Move::Pass,
        };
        assert_eq!(link.heard(&says(&progress(old))).0, Heard::Nothing);
        assert_eq!(
            link.heard(&says(&Reply::Played { id: old, mv })).0,
            Heard::Nothing
        );
        assert_eq!(
            link.heard(&says(&progress(open))).0,
            Heard::Progress {
                visits: 3,
                planned: 9
            }
        );
        assert_eq!(
            link.heard(&says(&Reply::Played { id: open, mv })).0,
            Heard::Played(mv)
        );
        assert!(!link.is_open());
        assert_eq!(
            link.heard(&says(&Reply::Played { id: open, mv })).0,
            Heard::Nothing
        );
    }

    /// Loading alone waits for the worker to listen like a question.
    #[test]
    fn loading_waits_for_the_worker_too() {
        let mut link = Link::default();
        assert_eq!(link.load(), None);
        assert_eq!(
            link.heard(&says(&Reply::Started)).1,
            Some(encode(&Request::Load))
        );
        assert_eq!(link.load(), Some(encode(&Request::Load)));
        assert_eq!(link.heard(&says(&Reply::Ready)).0, Heard::Ready);
    }

    /// Dropping a question the worker has posts its Stop; one still waiting is not sent at
    /// all. Answering now posts a Stop only once the worker has the question.
    #[test]
    fn dropping_and_answering_now() {
        let mut link = Link::default();
        let (id, _) = link.ask(genmove);
        assert_eq!(link.answer_now(), None, "the worker has not got it");
        assert_eq!(link.drop_question(), None);
        assert_eq!(
            link.heard(&says(&Reply::Started)).1,
            None,
            "nothing waits now"
        );
        let (id2, _) = link.ask(genmove);
        assert_ne!(id, id2);
        assert_eq!(link.answer_now(), Some(encode(&Request::Stop { id: id2 })));
        assert!(link.is_open(), "answering now still waits for the answer");
        assert_eq!(
            link.drop_question(),
            Some(encode(&Request::Stop { id: id2 }))
        );
        assert_eq!(link.drop_question(), None);
    }

    /// A failure of the open question, a failure with no id, garbled text and a crash end
    /// the link; a failure of a dropped question is not heard.
    #[test]
    fn failures_end_the_link() {
        let missing = Failure::NetworkMissing { status: 404 };
        let failed = |id| {
            says(&Reply::Failed {
                id,
                failure: missing.clone(),
            })
        };
        let mut link = Link::default();
        link.heard(&says(&Reply::Started));
        let (old, _) = link.ask(genmove);
        let (open, _) = link.ask(genmove);
        assert_eq!(link.heard(&failed(Some(old))).0, Heard::Nothing);
        assert_eq!(
            link.heard(&failed(Some(open))).0,
            Heard::Failed(missing.clone())
        );
        assert!(!link.is_open());
        // Ended: the next question waits for a new worker's Started.
        assert_eq!(link.ask(genmove).1, None);
        link.heard(&says(&Reply::Started));
        assert_eq!(link.heard(&failed(None)).0, Heard::Failed(missing));
        assert!(matches!(
            link.heard("not json").0,
            Heard::Failed(Failure::Protocol { .. })
        ));
        assert!(matches!(link.crashed(), Heard::Failed(_)));
    }
}
