//! One link to the computer's worker, as a screen keeps it: whether the worker listens
//! yet, the ids, which question is open and whose it is, the questions waiting their
//! turn. Several askers share it (on a play screen the computer's move, the teacher's
//! look, the hints and estimate, the count's suggestion): the worker answers one
//! question at a time, and the askers' order (`A`'s `Ord`, first is most urgent) says
//! which goes next and which may take the worker from another (that one waits and is
//! asked again). A newer question of the same asker replaces its older one. The link
//! takes the page's questions and the worker's messages and says what to post and who
//! hears what; the browser side (`src/ui/computer/link.rs`) only owns the `Worker`. Plain
//! Rust, natively tested.

use super::protocol::{decode, encode, Analysis, Failure, Reply, Request, Shares};
use crate::engine::Move;

/// One question: whose, its id, its text for the worker.
#[derive(Debug)]
struct Question<A> {
    asker: A,
    id: u64,
    text: String,
    /// Texts for it posted after it once the worker listens ([`Link::tell_open`]).
    after: Vec<String>,
}

impl<A> Question<A> {
    /// Everything to post for it, in order.
    fn texts(&self) -> impl Iterator<Item = String> + '_ {
        std::iter::once(&self.text).chain(&self.after).cloned()
    }
}

/// The page's side of one worker, shared by the askers `A`.
#[derive(Debug)]
pub struct Link<A> {
    /// The worker has said it listens ([`Reply::Started`]): messages before are lost.
    started: bool,
    /// The worker has its network ([`Reply::Ready`]).
    ready: bool,
    /// A `Load` waiting for the worker to listen.
    load_waiting: bool,
    /// Who asked for the network alone, until it is ready: they hear a failure too.
    loaders: Vec<A>,
    next_id: u64,
    /// The question the worker is answering (or will, once it listens).
    open: Option<Question<A>>,
    /// Questions waiting for the open one to be answered, at most one per asker.
    waiting: Vec<Question<A>>,
}

impl<A> Default for Link<A> {
    fn default() -> Link<A> {
        Link {
            started: false,
            ready: false,
            load_waiting: false,
            loaders: Vec::new(),
            next_id: 1,
            open: None,
            waiting: Vec::new(),
        }
    }
}

/// What a worker's message means to an asker.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard {
    /// `done` of `total` bytes of the network are here (`total` 0 when unknown); told
    /// to every asker.
    Loading { done: u64, total: u64 },
    /// The network is loaded; told to every asker.
    Ready,
    /// The asker's question's search has done `visits` of `planned`.
    Progress { visits: u32, planned: u32 },
    /// The asker's move; its question is closed.
    Played(Move),
    /// The asker's analysis; its question is closed.
    Analysis(Analysis),
    /// A helper's shares of another worker's move ([`Request::Share`]); its question is
    /// closed.
    Shared(Shares),
    /// The worker cannot go on (or said something unreadable): the link is ended, every
    /// asker with a question hears it, and the next question needs a new worker.
    Failed(Failure),
}

/// Who hears something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To<A> {
    Asker(A),
    /// Every asker of the link (the network's download and readiness).
    Everyone,
}

/// What the link says to do after a question or a message: texts to post to the worker,
/// in order, and who hears what.
#[derive(Debug, PartialEq)]
pub struct Said<A> {
    pub post: Vec<String>,
    pub tell: Vec<(To<A>, Heard)>,
}

impl<A> Default for Said<A> {
    fn default() -> Said<A> {
        Said {
            post: Vec::new(),
            tell: Vec::new(),
        }
    }
}

impl<A: Copy + Ord> Link<A> {
    /// Whether `asker` has a question open or waiting.
    pub fn asks(&self, asker: A) -> bool {
        self.open
            .iter()
            .chain(&self.waiting)
            .any(|q| q.asker == asker)
    }

    /// Whether the worker has its network.
    pub fn is_ready(&self) -> bool {
        self.ready
    }

    /// Whose question the worker is answering.
    pub fn open_asker(&self) -> Option<A> {
        self.open.as_ref().map(|q| q.asker)
    }

    /// Whether the worker has said it listens.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// Asks `request` (made with its new id) for `asker`, in place of its earlier question.
    /// It goes to the worker now if the worker is free, answering the same asker or a later
    /// one in the order (which then waits); else it waits its turn. Returns its id.
    pub fn ask(&mut self, asker: A, request: impl FnOnce(u64) -> Request) -> (u64, Said<A>) {
        let id = self.next_id;
        self.next_id += 1;
        (id, self.ask_as(asker, id, request(id)))
    }

    /// [`Link::ask`] with the id given (a pool of links numbers the questions itself).
    pub fn ask_as(&mut self, asker: A, id: u64, request: Request) -> Said<A> {
        self.next_id = self.next_id.max(id + 1);
        self.waiting.retain(|q| q.asker != asker);
        let question = Question {
            asker,
            id,
            text: encode(&request),
            after: Vec::new(),
        };
        let mut said = Said::default();
        match self.open.take() {
            Some(open) if open.asker < asker => {
                self.open = Some(open);
                self.waiting.push(question);
            }
            open => {
                // The worker drops a question under way for a new one: no Stop needed.
                if let Some(open) = open.filter(|o| o.asker != asker) {
                    self.waiting.push(open);
                }
                if self.started {
                    said.post.extend(question.texts());
                }
                self.open = Some(question);
            }
        }
        said
    }

    /// Asks the worker only to load its network, for `asker` (with `Loading` steps, then
    /// `Ready`, told to everyone; a failure told to `asker`).
    pub fn load(&mut self, asker: A) -> Said<A> {
        let mut said = Said::default();
        if !self.loaders.contains(&asker) {
            self.loaders.push(asker);
        }
        if self.started {
            said.post.push(encode(&Request::Load));
        } else {
            self.load_waiting = true;
        }
        said
    }

    /// Posts `request` for `asker`'s open question (a helper's [`Request::Absorb`]), now or
    /// when the worker listens; nothing if the question is no longer open.
    pub fn tell_open(&mut self, asker: A, request: &Request) -> Said<A> {
        let mut said = Said::default();
        if let Some(open) = self.open.as_mut().filter(|q| q.asker == asker) {
            let text = encode(request);
            if self.started {
                said.post.push(text);
            } else {
                open.after.push(text);
            }
        }
        said
    }

    /// Loads the network ahead of any question (a pool's worker readied for later moves);
    /// nobody hears if it fails.
    pub fn warm(&mut self) -> Said<A> {
        let mut said = Said::default();
        if self.started {
            said.post.push(encode(&Request::Load));
        } else {
            self.load_waiting = true;
        }
        said
    }

    /// Drops `asker`'s question: a waiting one simply goes; an open one is stopped (its
    /// answer, if it still comes, is for an old id) and the next waiting one is asked.
    pub fn drop_question(&mut self, asker: A) -> Said<A> {
        self.waiting.retain(|q| q.asker != asker);
        let mut said = Said::default();
        if self.open_asker() == Some(asker) {
            if let Some(open) = self.open.take() {
                if self.started {
                    said.post.push(encode(&Request::Stop { id: open.id }));
                }
            }
            self.next(&mut said);
        }
        said
    }

    /// Asks the worker to answer `asker`'s open question now with what it has (a move's best
    /// so far, an analysis so far): the `Stop` to post, if the worker has the question.
    pub fn answer_now(&self, asker: A) -> Said<A> {
        let mut said = Said::default();
        if let Some(open) = self.open.as_ref().filter(|q| q.asker == asker) {
            if self.started {
                said.post.push(encode(&Request::Stop { id: open.id }));
            }
        }
        said
    }

    /// The worker is gone (ended, crashed): a next question starts another. Nothing is
    /// told; the questions are forgotten.
    pub fn end(&mut self) {
        *self = Link {
            next_id: self.next_id,
            ..Link::default()
        };
    }

    /// What the worker said (`text`): what to post now and who hears what.
    pub fn heard(&mut self, text: &str) -> Said<A> {
        let reply = match decode::<Reply>(text) {
            Ok(reply) => reply,
            Err(e) => {
                return self.failed(Failure::Protocol {
                    reason: e.to_string(),
                })
            }
        };
        let mut said = Said::default();
        let open = self.open.as_ref().map(|q| (q.asker, q.id));
        let of_open = |id: u64| open.filter(|&(_, o)| o == id).map(|(a, _)| a);
        match reply {
            Reply::Started => {
                self.started = true;
                if std::mem::take(&mut self.load_waiting) {
                    said.post.push(encode(&Request::Load));
                }
                said.post.extend(self.open.iter().flat_map(Question::texts));
            }
            Reply::Loading { done, total } => said
                .tell
                .push((To::Everyone, Heard::Loading { done, total })),
            Reply::Ready => {
                self.ready = true;
                self.loaders.clear();
                said.tell.push((To::Everyone, Heard::Ready));
            }
            Reply::Progress {
                id,
                visits,
                planned,
                ..
            } => {
                if let Some(asker) = of_open(id) {
                    said.tell
                        .push((To::Asker(asker), Heard::Progress { visits, planned }));
                }
            }
            Reply::Played { id, mv } => self.answered(of_open(id), Heard::Played(mv), &mut said),
            Reply::Analysis { id, analysis } => {
                self.answered(of_open(id), Heard::Analysis(analysis), &mut said)
            }
            Reply::Shared { id, shares } => {
                self.answered(of_open(id), Heard::Shared(shares), &mut said)
            }
            // For measurements that drive the worker themselves.
            Reply::Memory { .. } => {}
            // A failure of a question no longer open (one dropped, or waiting again) is not
            // the worker's end.
            Reply::Failed { id: Some(id), .. } if of_open(id).is_none() => {}
            Reply::Failed { failure, .. } => return self.failed(failure),
        }
        said
    }

    /// The worker crashed.
    pub fn crashed(&mut self) -> Said<A> {
        self.failed(Failure::Protocol {
            reason: "the worker stopped".to_string(),
        })
    }

    /// The open question (of `asker`, if it is open) is answered with `heard`: it is told,
    /// and the next waiting question goes to the worker.
    fn answered(&mut self, asker: Option<A>, heard: Heard, said: &mut Said<A>) {
        if let Some(asker) = asker {
            self.open = None;
            said.tell.push((To::Asker(asker), heard));
            self.next(said);
        }
    }

    /// Opens the first waiting question in the askers' order, if the worker is free.
    fn next(&mut self, said: &mut Said<A>) {
        if self.open.is_some() {
            return;
        }
        let Some(first) = (0..self.waiting.len()).min_by_key(|&i| self.waiting[i].asker) else {
            return;
        };
        let question = self.waiting.remove(first);
        if self.started {
            said.post.extend(question.texts());
        }
        self.open = Some(question);
    }

    /// Everyone with a question (or waiting for the network) hears `failure`, and the link
    /// ends.
    fn failed(&mut self, failure: Failure) -> Said<A> {
        let questions = self.open.iter().chain(&self.waiting).map(|q| q.asker);
        let mut askers: Vec<A> = questions.chain(self.loaders.iter().copied()).collect();
        askers.sort();
        askers.dedup();
        self.end();
        Said {
            post: Vec::new(),
            tell: askers
                .into_iter()
                .map(|a| (To::Asker(a), Heard::Failed(failure.clone())))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Point, Rules};

    /// Askers in the order of a play screen's: the first is the most urgent.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
    enum Who {
        Computer,
        Adviser,
        Teacher,
    }
    use Who::*;

    fn genmove(id: u64) -> Request {
        let game = Game::new(Rules::preset("aga").expect("aga"), 9, 0).expect("a game");
        Request::Genmove {
            id,
            record: game.record().clone(),
            rung: 1,
            helpers: 0,
        }
    }

    fn analyse(id: u64) -> Request {
        let game = Game::new(Rules::preset("aga").expect("aga"), 9, 0).expect("a game");
        Request::Analyse {
            id,
            record: game.record().clone(),
            visits: 64,
            steady: false,
        }
    }

    fn seen() -> Analysis {
        Analysis {
            visits: 64,
            black_wins: 0.5,
            black_lead: 0.5,
            ownership: Vec::new(),
            moves: Vec::new(),
        }
    }

    fn says(reply: &Reply) -> String {
        encode(reply)
    }

    fn started() -> Link<Who> {
        let mut link = Link::default();
        link.heard(&says(&Reply::Started));
        link
    }

    fn played(id: u64) -> String {
        says(&Reply::Played {
            id,
            mv: Move::Place(Point::new(4, 4)),
        })
    }

    fn analysed(id: u64) -> String {
        says(&Reply::Analysis {
            id,
            analysis: seen(),
        })
    }

    /// A question asked before the worker listens waits and is posted when it says
    /// Started; later questions are posted at once, each with a new id.
    #[test]
    fn questions_wait_for_the_worker_to_listen() {
        let mut link = Link::default();
        let (first, now) = link.ask(Computer, genmove);
        assert_eq!(now, Said::default());
        let said = link.heard(&says(&Reply::Started));
        assert_eq!(said.tell, vec![]);
        assert_eq!(said.post, vec![encode(&genmove(first))]);
        let (second, now) = link.ask(Computer, genmove);
        assert_ne!(first, second);
        assert_eq!(now.post, vec![encode(&genmove(second))]);
    }

    /// Only the open question's progress and answer are heard, by its asker; an answer
    /// closes it, and a newer question of the same asker replaces the older.
    #[test]
    fn only_the_open_question_is_answered() {
        let mut link = started();
        let (old, _) = link.ask(Computer, genmove);
        let (open, _) = link.ask(Computer, genmove);
        let progress = |id| Reply::Progress {
            id,
            visits: 3,
            planned: 9,
            best: Move::Pass,
        };
        assert_eq!(link.heard(&says(&progress(old))), Said::default());
        assert_eq!(link.heard(&played(old)), Said::default());
        assert_eq!(
            link.heard(&says(&progress(open))).tell,
            vec![(
                To::Asker(Computer),
                Heard::Progress {
                    visits: 3,
                    planned: 9
                }
            )]
        );
        assert_eq!(
            link.heard(&played(open)).tell,
            vec![(
                To::Asker(Computer),
                Heard::Played(Move::Place(Point::new(4, 4)))
            )]
        );
        assert!(!link.asks(Computer));
        assert_eq!(link.heard(&played(open)), Said::default());
    }

    /// A question of a later asker waits while an earlier one's is answered, and goes to
    /// the worker when that is answered; of several waiting, the earliest asker's goes
    /// first.
    #[test]
    fn later_askers_wait_their_turn() {
        let mut link = started();
        let (mv, _) = link.ask(Computer, genmove);
        let (look, now) = link.ask(Teacher, analyse);
        assert_eq!(now, Said::default(), "the computer's move goes first");
        let (hint, now) = link.ask(Adviser, analyse);
        assert_eq!(now, Said::default());
        assert_eq!(link.open_asker(), Some(Computer));
        let said = link.heard(&played(mv));
        assert_eq!(
            said.post,
            vec![encode(&analyse(hint))],
            "the hint before the look"
        );
        let said = link.heard(&analysed(hint));
        assert_eq!(
            said.tell,
            vec![(To::Asker(Adviser), Heard::Analysis(seen()))]
        );
        assert_eq!(said.post, vec![encode(&analyse(look))]);
        assert_eq!(link.open_asker(), Some(Teacher));
    }

    /// An earlier asker's question takes the worker from a later one's, which waits and
    /// is asked again (with its id) once the worker is free; its old answer is not heard
    /// meanwhile.
    #[test]
    fn an_earlier_asker_takes_the_worker() {
        let mut link = started();
        let (look, _) = link.ask(Teacher, analyse);
        let (mv, now) = link.ask(Computer, genmove);
        assert_eq!(now.post, vec![encode(&genmove(mv))], "no Stop: it replaces");
        assert_eq!(link.heard(&analysed(look)), Said::default());
        assert!(link.asks(Teacher));
        let said = link.heard(&played(mv));
        assert_eq!(said.post, vec![encode(&analyse(look))]);
        assert_eq!(
            link.heard(&analysed(look)).tell,
            vec![(To::Asker(Teacher), Heard::Analysis(seen()))]
        );
    }

    /// Dropping an open question posts its Stop and asks the next; dropping a waiting one
    /// only forgets it; a question still waiting for the worker to listen is never sent.
    /// Answering now posts a Stop only for the asker's open question the worker has.
    #[test]
    fn dropping_and_answering_now() {
        let mut link = Link::default();
        let (id, _) = link.ask(Computer, genmove);
        assert_eq!(link.answer_now(Computer), Said::default(), "not posted yet");
        assert_eq!(link.drop_question(Computer), Said::default());
        assert_eq!(link.heard(&says(&Reply::Started)), Said::default());
        let (mv, _) = link.ask(Computer, genmove);
        assert_ne!(id, mv);
        let (look, _) = link.ask(Teacher, analyse);
        assert_eq!(link.answer_now(Teacher), Said::default(), "it waits");
        assert_eq!(
            link.answer_now(Computer).post,
            vec![encode(&Request::Stop { id: mv })]
        );
        assert_eq!(
            link.open_asker(),
            Some(Computer),
            "still waiting for the move"
        );
        assert_eq!(
            link.drop_question(Computer).post,
            vec![encode(&Request::Stop { id: mv }), encode(&analyse(look))]
        );
        let (hint, _) = link.ask(Adviser, analyse);
        assert_eq!(link.open_asker(), Some(Adviser));
        assert_eq!(
            link.drop_question(Teacher),
            Said::default(),
            "waiting: forgotten"
        );
        assert_eq!(
            link.drop_question(Adviser).post,
            vec![encode(&Request::Stop { id: hint })]
        );
        assert_eq!(link.open_asker(), None);
    }

    /// Loading alone waits for the worker to listen like a question; its progress and
    /// readiness are everyone's.
    #[test]
    fn loading_is_told_to_everyone() {
        let mut link: Link<Who> = Link::default();
        assert_eq!(link.load(Adviser), Said::default());
        let (mv, _) = link.ask(Computer, genmove);
        assert_eq!(
            link.heard(&says(&Reply::Started)).post,
            vec![encode(&Request::Load), encode(&genmove(mv))]
        );
        assert_eq!(
            link.heard(&says(&Reply::Loading { done: 1, total: 2 }))
                .tell,
            vec![(To::Everyone, Heard::Loading { done: 1, total: 2 })]
        );
        assert!(!link.is_ready());
        assert_eq!(
            link.heard(&says(&Reply::Ready)).tell,
            vec![(To::Everyone, Heard::Ready)]
        );
        assert!(link.is_ready());
    }

    /// A failure of the open question, a failure with no id, garbled text and a crash end
    /// the link and are told to every asker with a question or waiting for the network;
    /// a failure of a dropped question is not heard.
    #[test]
    fn failures_end_the_link_for_everyone() {
        let missing = Failure::NetworkMissing { status: 404 };
        let failed = |id| {
            says(&Reply::Failed {
                id,
                failure: missing.clone(),
            })
        };
        let mut link = started();
        let (old, _) = link.ask(Computer, genmove);
        let (open, _) = link.ask(Computer, genmove);
        link.ask(Teacher, analyse);
        link.load(Adviser);
        assert_eq!(link.heard(&failed(Some(old))), Said::default());
        assert_eq!(
            link.heard(&failed(Some(open))).tell,
            vec![
                (To::Asker(Computer), Heard::Failed(missing.clone())),
                (To::Asker(Adviser), Heard::Failed(missing.clone())),
                (To::Asker(Teacher), Heard::Failed(missing.clone())),
            ]
        );
        assert!(!link.asks(Computer) && !link.asks(Teacher));
        // Ended: the next question waits for a new worker's Started.
        let (again, now) = link.ask(Teacher, analyse);
        assert_eq!(now, Said::default());
        assert!(
            again > open,
            "ids go on: an old worker's answer is never taken as new"
        );
        link.heard(&says(&Reply::Started));
        assert_eq!(
            link.heard(&failed(None)).tell,
            vec![(To::Asker(Teacher), Heard::Failed(missing))]
        );
        link.ask(Adviser, analyse);
        assert!(matches!(
            link.heard("not json").tell.as_slice(),
            [(To::Asker(Adviser), Heard::Failed(Failure::Protocol { .. }))]
        ));
        link.ask(Computer, genmove);
        assert!(matches!(
            link.crashed().tell.as_slice(),
            [(To::Asker(Computer), Heard::Failed(_))]
        ));
    }
}
