//! A screen's workers, one [`Link`] each, as many as the device's cores allow (the browser
//! side sizes the pool). Most questions go to one worker, the first free one: a hint, the
//! count's suggestion, a review's position (a review asks for several positions at once,
//! naming a worker for each). The levels that spend time on a move spread it: the first
//! worker searches it and chooses, the others (helpers) search the same position and send
//! what they found of each root move, which the first takes in before choosing (root
//! parallelism: every core reads, and the move weighs all of it).
//!
//! Helpers start once the first worker has its network (so they read it from the cache,
//! not the net) and help from the next move on. A worker that crashes takes only itself
//! down: its questions are asked again of another, a helper's part is given up, and only
//! when every worker is down do the askers hear the failure. Plain Rust, natively tested;
//! the browser side (`src/ui/computer/link.rs`) owns the `Worker`s.

use super::link::{Heard, Link, Said, To};
use super::protocol::{Request, Shares};

/// What the pool says to do: workers to start, texts to post to each (in order), workers
/// to end, and who hears what.
#[derive(Debug, PartialEq)]
pub struct Orders<A> {
    pub start: Vec<usize>,
    pub post: Vec<(usize, String)>,
    pub end: Vec<usize>,
    pub tell: Vec<(To<A>, Heard)>,
}

impl<A> Default for Orders<A> {
    fn default() -> Orders<A> {
        Orders {
            start: Vec::new(),
            post: Vec::new(),
            end: Vec::new(),
            tell: Vec::new(),
        }
    }
}

/// Which workers a question goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whom {
    /// The first free one (or the first, to wait its turn there).
    Free,
    /// This one (an asker with several questions at once names its workers).
    Worker(usize),
    /// A move of a level that spends time: every worker ready for it searches it.
    Every,
}

/// One worker's place in the pool.
#[derive(Debug)]
struct Slot<A> {
    link: Link<A>,
    /// A worker runs here (started and not ended).
    running: bool,
    /// Its worker crashed: not started again while another place can work.
    down: bool,
}

/// A move searched by several workers.
#[derive(Debug)]
struct Spread<A> {
    asker: A,
    /// The move's question, as the first worker has it.
    id: u64,
    primary: usize,
    /// Helpers whose shares have not come yet.
    helpers: Vec<Helper>,
    /// The latest progress of each worker on it.
    progress: Vec<Visits>,
}

/// A helper of a spread move: its worker and the id of the question it was asked.
#[derive(Clone, Copy, Debug)]
struct Helper {
    worker: usize,
    id: u64,
}

/// A worker's latest progress on a spread move.
#[derive(Clone, Copy, Debug)]
struct Visits {
    worker: usize,
    visits: u32,
    planned: u32,
}

/// A question put to a worker, kept to be asked again elsewhere if that worker crashes.
#[derive(Clone, Debug)]
struct Asked<A> {
    asker: A,
    worker: usize,
    whom: Whom,
    request: Request,
}

/// The page's side of a screen's workers, shared by the askers `A`.
#[derive(Debug)]
pub struct Pool<A> {
    slots: Vec<Slot<A>>,
    next_id: u64,
    spread: Option<Spread<A>>,
    /// Each asker's questions, where they went and how they were asked: asked again
    /// elsewhere if that worker crashes.
    asked: Vec<Asked<A>>,
}

impl<A: Copy + Ord> Pool<A> {
    /// A pool of `size` workers at most (at least one), none started yet.
    pub fn new(size: usize) -> Pool<A> {
        Pool {
            slots: (0..size.max(1))
                .map(|_| Slot {
                    link: Link::default(),
                    running: false,
                    down: false,
                })
                .collect(),
            next_id: 1,
            spread: None,
            asked: Vec::new(),
        }
    }

    /// How many workers the pool may run.
    pub fn size(&self) -> usize {
        self.slots.len()
    }

    /// Whether the first worker has its network.
    pub fn is_ready(&self) -> bool {
        self.first()
            .is_some_and(|i| self.slots[i].running && self.slots[i].link.is_ready())
    }

    /// Asks `request` (made with its new id) of `whom` for `asker`, in place of its earlier
    /// question (only of the same worker, if it names one). Returns its id.
    pub fn ask(
        &mut self,
        asker: A,
        whom: Whom,
        request: impl FnOnce(u64) -> Request,
    ) -> (u64, Orders<A>) {
        let id = self.next_id;
        self.next_id += 1;
        let mut orders = Orders::default();
        self.revive();
        self.place(asker, whom, request(id), &mut orders);
        (id, orders)
    }

    /// Asks the first worker to load its network for `asker`.
    pub fn load(&mut self, asker: A) -> Orders<A> {
        let mut orders = Orders::default();
        self.revive();
        if let Some(i) = self.first() {
            self.run(i, &mut orders);
            let said = self.slots[i].link.load(asker);
            self.follow(i, said, &mut orders);
        }
        orders
    }

    /// Drops `asker`'s questions on every worker.
    pub fn drop_question(&mut self, asker: A) -> Orders<A> {
        let mut orders = Orders::default();
        if self.spread.as_ref().is_some_and(|s| s.asker == asker) {
            self.spread = None;
        }
        self.asked.retain(|q| q.asker != asker);
        for i in 0..self.slots.len() {
            let said = self.slots[i].link.drop_question(asker);
            self.follow(i, said, &mut orders);
        }
        orders
    }

    /// Asks every worker with a question of `asker` to answer it now (a spread move's
    /// helpers send what they have, and the first worker chooses).
    pub fn answer_now(&mut self, asker: A) -> Orders<A> {
        let mut orders = Orders::default();
        for i in 0..self.slots.len() {
            let said = self.slots[i].link.answer_now(asker);
            self.follow(i, said, &mut orders);
        }
        orders
    }

    /// Ends every worker; the next question starts one again.
    pub fn end(&mut self) -> Orders<A> {
        let mut orders = Orders::default();
        for (i, slot) in self.slots.iter_mut().enumerate() {
            if std::mem::take(&mut slot.running) {
                orders.end.push(i);
            }
            slot.link.end();
            slot.down = false;
        }
        self.spread = None;
        self.asked.clear();
        orders
    }

    /// What worker `slot` said (`text`).
    pub fn heard(&mut self, slot: usize, text: &str) -> Orders<A> {
        let mut orders = Orders::default();
        let Some(place) = self.slots.get_mut(slot) else {
            return orders;
        };
        let was_started = place.link.is_started();
        let said = place.link.heard(text);
        let failed = (was_started && !place.link.is_started())
            || said.tell.iter().any(|(_, h)| matches!(h, Heard::Failed(_)));
        self.follow(slot, said, &mut orders);
        if failed {
            // The link has ended (a failure it told its askers): so does the worker.
            self.stopped(slot, &mut orders);
        }
        orders
    }

    /// Worker `slot` crashed: its questions go to another worker, or, if none can take
    /// them, its askers hear why.
    pub fn crashed(&mut self, slot: usize) -> Orders<A> {
        let mut orders = Orders::default();
        let Some(place) = self.slots.get_mut(slot) else {
            return orders;
        };
        let said = place.link.crashed();
        place.down = true;
        self.stopped(slot, &mut orders);
        if self.first().is_none() {
            // No worker left: everyone with a question hears it, as from one worker.
            self.asked.clear();
            self.spread = None;
            self.follow(slot, said, &mut orders);
            return orders;
        }
        let lost = self.asked.clone();
        for Asked {
            asker,
            whom,
            request,
            ..
        } in lost.into_iter().filter(|q| q.worker == slot)
        {
            self.asked
                .retain(|q| !(q.asker == asker && q.worker == slot));
            let whom = if whom == Whom::Every {
                whom
            } else {
                Whom::Free
            };
            self.place(asker, whom, request, &mut orders);
        }
        orders
    }

    /// The first worker that has not crashed: it takes questions by default, spread
    /// moves' choice and the network's download that everyone hears.
    fn first(&self) -> Option<usize> {
        self.slots.iter().position(|s| !s.down)
    }

    /// When every worker has crashed once, a new question tries them all again.
    fn revive(&mut self) {
        if self.slots.iter().all(|s| s.down) {
            self.slots.iter_mut().for_each(|s| s.down = false);
        }
    }

    /// Starts worker `i` unless it runs.
    fn run(&mut self, i: usize, orders: &mut Orders<A>) {
        if !self.slots[i].running {
            self.slots[i].running = true;
            orders.start.push(i);
        }
    }

    /// Worker `i` has ended (failed or crashed): a spread move it helped goes on without
    /// it; its questions are forgotten here.
    fn stopped(&mut self, i: usize, orders: &mut Orders<A>) {
        if std::mem::take(&mut self.slots[i].running) {
            orders.end.push(i);
        }
        self.slots[i].link.end();
        if let Some(spread) = &mut self.spread {
            if spread.primary == i {
                self.spread = None;
            } else if let Some(k) = spread.helpers.iter().position(|h| h.worker == i) {
                spread.helpers.remove(k);
                spread.progress.retain(|p| p.worker != i);
                let (asker, primary, id) = (spread.asker, spread.primary, spread.id);
                let give_up = Request::Absorb {
                    id,
                    shares: Shares::none(),
                };
                let said = self.slots[primary].link.tell_open(asker, &give_up);
                self.follow(primary, said, orders);
            }
        }
    }

    /// Puts `request` of `asker` to a worker: the move of a level that spends time to
    /// every worker ready for it, anything else to one.
    fn place(&mut self, asker: A, whom: Whom, request: Request, orders: &mut Orders<A>) {
        let Some(first) = self.first() else {
            return;
        };
        if self.spread.as_ref().is_some_and(|s| s.asker == asker) {
            self.spread = None;
        }
        let spreads = whom == Whom::Every && matches!(request, Request::Genmove { .. });
        let named = match whom {
            Whom::Worker(k) => Some(k % self.slots.len()),
            _ => None,
        };
        let target = match named {
            _ if spreads => first,
            Some(k) if !self.slots[k].down => k,
            _ => self.free_for(asker).unwrap_or(first),
        };
        // A newer question replaces the asker's others, but for an asker who asks several
        // at once (naming its workers): only the one on the same worker.
        for i in 0..self.slots.len() {
            if i != target && named.is_none() && self.slots[i].link.asks(asker) {
                let said = self.slots[i].link.drop_question(asker);
                self.follow(i, said, orders);
            }
        }
        self.asked
            .retain(|q| q.asker != asker || (named.is_some() && q.worker != target));
        self.asked.push(Asked {
            asker,
            worker: target,
            whom,
            request: request.clone(),
        });
        let ready = self.slots[first].running && self.slots[first].link.is_ready();
        let request = match request {
            Request::Genmove {
                id, record, rung, ..
            } if spreads && ready && self.slots.len() > 1 => {
                let helpers = self.helpers(first, orders);
                for h in &helpers {
                    let share = Request::Share {
                        id: h.id,
                        record: record.clone(),
                        rung,
                    };
                    let said = self.slots[h.worker].link.ask_as(asker, h.id, share);
                    self.follow(h.worker, said, orders);
                }
                let progress = Vec::new();
                self.spread = Some(Spread {
                    asker,
                    id,
                    primary: first,
                    helpers: helpers.clone(),
                    progress,
                });
                Request::Genmove {
                    id,
                    record,
                    rung,
                    helpers: helpers.len() as u8,
                }
            }
            request => request,
        };
        self.run(target, orders);
        let id = request_id(&request);
        let said = self.slots[target].link.ask_as(asker, id, request);
        self.follow(target, said, orders);
    }

    /// The helpers for a spread move chosen by worker `primary`: every other worker that
    /// has its network, each with a new question id. The others are started and load
    /// theirs (from the cache by now) to help with the next move.
    fn helpers(&mut self, primary: usize, orders: &mut Orders<A>) -> Vec<Helper> {
        let mut helpers = Vec::new();
        for i in 0..self.slots.len() {
            if i == primary || self.slots[i].down {
                continue;
            }
            if !self.slots[i].running {
                self.run(i, orders);
                let said = self.slots[i].link.warm();
                self.follow(i, said, orders);
            } else if self.slots[i].link.is_ready() {
                helpers.push(Helper {
                    worker: i,
                    id: self.next_id,
                });
                self.next_id += 1;
            }
        }
        helpers
    }

    /// A worker for `asker`'s question: the one it asks already, else a running one that
    /// listens and has nothing to do.
    fn free_for(&self, asker: A) -> Option<usize> {
        let usable = |s: &Slot<A>| !s.down && s.running;
        (self.slots.iter())
            .position(|s| usable(s) && s.link.asks(asker))
            .or_else(|| {
                (self.slots.iter())
                    .position(|s| usable(s) && s.link.is_started() && s.link.open_asker().is_none())
            })
    }

    /// Turns what worker `i`'s link said into orders: its posts, and what its askers hear
    /// (a helper's shares go to the first worker instead, a spread move's progress is
    /// every worker's).
    fn follow(&mut self, i: usize, said: Said<A>, orders: &mut Orders<A>) {
        let Said { post, tell } = said;
        orders.post.extend(post.into_iter().map(|text| (i, text)));
        for (to, heard) in tell {
            match (to, heard) {
                (To::Everyone, heard) => {
                    // One download and one readiness for everyone: the first worker's.
                    if self.first() == Some(i) {
                        orders.tell.push((To::Everyone, heard));
                    }
                }
                (To::Asker(asker), heard) => self.tell(i, asker, heard, orders),
            }
        }
    }

    /// What `asker` hears from worker `i`.
    fn tell(&mut self, i: usize, asker: A, heard: Heard, orders: &mut Orders<A>) {
        let answered = matches!(
            heard,
            Heard::Played(_) | Heard::Analysis(_) | Heard::Shared(_) | Heard::Failed(_)
        );
        if answered {
            self.asked.retain(|q| !(q.asker == asker && q.worker == i));
        }
        let role = self
            .spread
            .as_ref()
            .filter(|s| s.asker == asker)
            .and_then(|s| {
                let helper = s.helpers.iter().any(|h| h.worker == i);
                (s.primary == i || helper).then_some((s.primary, s.id, helper))
            });
        let Some((primary, id, helper)) = role else {
            if !matches!(heard, Heard::Shared(_)) {
                orders.tell.push((To::Asker(asker), heard));
            }
            return;
        };
        match heard {
            Heard::Progress { visits, planned } => {
                let Some(spread) = self.spread.as_mut() else {
                    return;
                };
                spread.progress.retain(|p| p.worker != i);
                spread.progress.push(Visits {
                    worker: i,
                    visits,
                    planned,
                });
                let visits = spread.progress.iter().map(|p| p.visits).sum();
                let planned = spread.progress.iter().map(|p| p.planned).sum();
                orders
                    .tell
                    .push((To::Asker(asker), Heard::Progress { visits, planned }));
            }
            Heard::Shared(shares) => {
                if let Some(spread) = self.spread.as_mut() {
                    spread.helpers.retain(|h| h.worker != i);
                }
                let absorb = Request::Absorb { id, shares };
                let said = self.slots[primary].link.tell_open(asker, &absorb);
                self.follow(primary, said, orders);
            }
            // A helper's failure: the move goes on without it (`stopped`).
            Heard::Failed(_) if helper => {}
            heard => {
                if primary == i {
                    self.spread = None;
                }
                orders.tell.push((To::Asker(asker), heard));
            }
        }
    }
}

/// The id a request carries (0 for those without one).
fn request_id(request: &Request) -> u64 {
    match request {
        Request::Genmove { id, .. }
        | Request::Share { id, .. }
        | Request::Absorb { id, .. }
        | Request::Analyse { id, .. }
        | Request::Stop { id } => *id,
        Request::Load => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Move, Point, Rules};
    use crate::worker::protocol::{decode, encode, Analysis, Failure, Reply};

    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
    enum Who {
        Computer,
        Adviser,
        Review,
    }
    use Who::*;

    /// The strongest rung spends time (its moves are asked of every worker); the club
    /// player's rung does not.
    const TIMED: u8 = 16;
    const CLUB: u8 = 9;

    fn genmove(rung: u8) -> impl FnOnce(u64) -> Request {
        move |id| Request::Genmove {
            id,
            record: Game::new(Rules::preset("aga").expect("aga"), 9, 0)
                .expect("a game")
                .record()
                .clone(),
            rung,
            helpers: 0,
        }
    }

    fn analyse(id: u64) -> Request {
        Request::Analyse {
            id,
            record: Game::new(Rules::preset("aga").expect("aga"), 9, 0)
                .expect("a game")
                .record()
                .clone(),
            visits: 50,
            steady: false,
        }
    }

    fn says(pool: &mut Pool<Who>, slot: usize, reply: Reply) -> Orders<Who> {
        pool.heard(slot, &encode(&reply))
    }

    /// The requests posted to `slot`.
    fn posted(orders: &Orders<Who>, slot: usize) -> Vec<Request> {
        (orders.post.iter())
            .filter(|(i, _)| *i == slot)
            .map(|(_, t)| decode::<Request>(t).expect("a request"))
            .collect()
    }

    fn played(id: u64) -> Reply {
        Reply::Played {
            id,
            mv: Move::Place(Point::new(2, 2)),
        }
    }

    fn analysis() -> Analysis {
        Analysis {
            visits: 50,
            black_wins: 0.5,
            black_lead: 0.5,
            ownership: Vec::new(),
            moves: Vec::new(),
        }
    }

    /// A pool whose first worker listens and has its network.
    fn ready(size: usize) -> Pool<Who> {
        let mut pool = Pool::new(size);
        let orders = pool.load(Computer);
        assert_eq!(orders.start, vec![0]);
        says(&mut pool, 0, Reply::Started);
        let orders = says(&mut pool, 0, Reply::Ready);
        assert_eq!(orders.tell, vec![(To::Everyone, Heard::Ready)]);
        pool
    }

    /// Questions of the levels that do not spend time, hints and the like go to the
    /// first worker, one at a time as on one link: no second worker, no second download.
    #[test]
    fn single_questions_share_the_first_worker() {
        let mut pool = ready(3);
        let (move_id, orders) = pool.ask(Computer, Whom::Free, genmove(CLUB));
        assert_eq!(orders.start, Vec::<usize>::new());
        assert!(matches!(
            posted(&orders, 0)[..],
            [Request::Genmove { helpers: 0, .. }]
        ));
        let (hint, orders) = pool.ask(Adviser, Whom::Free, analyse);
        assert_eq!(orders, Orders::default(), "the hint waits for the move");
        let orders = says(&mut pool, 0, played(move_id));
        assert_eq!(
            orders.tell,
            vec![(
                To::Asker(Computer),
                Heard::Played(Move::Place(Point::new(2, 2)))
            )]
        );
        assert_eq!(posted(&orders, 0), vec![analyse(hint)]);
    }

    /// A timed level's move is spread once the first worker is ready: the others are
    /// started and load their networks (for the next move, not told to the askers); from
    /// then on they search it too, their progress adds up and their shares go to the first
    /// worker, which chooses.
    #[test]
    fn a_timed_move_is_spread_over_the_workers() {
        let mut pool = ready(2);
        let (first_move, orders) = pool.ask(Computer, Whom::Every, genmove(TIMED));
        assert_eq!(orders.start, vec![1]);
        assert!(matches!(
            posted(&orders, 0)[..],
            [Request::Genmove { helpers: 0, .. }]
        ));
        assert_eq!(posted(&orders, 1), Vec::new(), "not listening yet");
        assert_eq!(
            posted(&says(&mut pool, 1, Reply::Started), 1),
            vec![Request::Load]
        );
        assert_eq!(
            says(&mut pool, 1, Reply::Ready).tell,
            vec![],
            "only the first is told"
        );
        says(&mut pool, 0, played(first_move));

        let (id, orders) = pool.ask(Computer, Whom::Every, genmove(TIMED));
        assert!(orders.start.is_empty());
        assert!(matches!(
            posted(&orders, 0)[..],
            [Request::Genmove { helpers: 1, .. }]
        ));
        let [Request::Share { id: helper_id, .. }] = posted(&orders, 1)[..] else {
            panic!("{orders:?}")
        };
        let progress = |id, visits| Reply::Progress {
            id,
            visits,
            planned: 100,
            best: Move::Pass,
        };
        says(&mut pool, 0, progress(id, 30));
        let orders = says(&mut pool, 1, progress(helper_id, 20));
        assert_eq!(
            orders.tell,
            vec![(
                To::Asker(Computer),
                Heard::Progress {
                    visits: 50,
                    planned: 200
                }
            )]
        );
        let shares = Shares("[a helper's text]".into());
        let orders = says(
            &mut pool,
            1,
            Reply::Shared {
                id: helper_id,
                shares: shares.clone(),
            },
        );
        assert_eq!(orders.tell, vec![]);
        assert_eq!(posted(&orders, 0), vec![Request::Absorb { id, shares }]);
        let orders = says(&mut pool, 0, played(id));
        assert_eq!(orders.tell.len(), 1);
        // "Play now" stops every worker on the move.
        let (id, _) = pool.ask(Computer, Whom::Every, genmove(TIMED));
        let orders = pool.answer_now(Computer);
        assert_eq!(posted(&orders, 0), vec![Request::Stop { id }]);
        assert!(matches!(posted(&orders, 1)[..], [Request::Stop { .. }]));
    }

    /// A helper that crashes takes only itself down: the first worker is told to choose
    /// without its shares, and the asker hears no failure.
    #[test]
    fn a_crashed_helper_is_given_up() {
        let mut pool = ready(2);
        let (first, _) = pool.ask(Computer, Whom::Every, genmove(TIMED));
        says(&mut pool, 1, Reply::Started);
        says(&mut pool, 1, Reply::Ready);
        says(&mut pool, 0, played(first));
        let (id, _) = pool.ask(Computer, Whom::Every, genmove(TIMED));
        let orders = pool.crashed(1);
        assert_eq!(orders.end, vec![1]);
        assert_eq!(orders.tell, vec![]);
        assert_eq!(
            posted(&orders, 0),
            vec![Request::Absorb {
                id,
                shares: Shares::none()
            }]
        );
        // The next move is the first worker's alone; the crashed one is not started again.
        says(&mut pool, 0, played(id));
        let (_, orders) = pool.ask(Computer, Whom::Every, genmove(TIMED));
        assert!(orders.start.is_empty());
        assert!(matches!(
            posted(&orders, 0)[..],
            [Request::Genmove { helpers: 0, .. }]
        ));
    }

    /// The first worker crashing: its questions are asked of another worker, which starts
    /// and becomes the first (its download is the one told); nobody hears a failure.
    #[test]
    fn a_crashed_first_worker_hands_its_questions_on() {
        let mut pool = Pool::new(2);
        let (id, orders) = pool.ask(Adviser, Whom::Free, analyse);
        assert_eq!(orders.start, vec![0]);
        let orders = pool.crashed(0);
        assert_eq!(
            (orders.end, orders.start, orders.tell),
            (vec![0], vec![1], vec![])
        );
        assert_eq!(
            posted(&says(&mut pool, 1, Reply::Started), 1),
            vec![analyse(id)]
        );
        let loading = Reply::Loading { done: 5, total: 10 };
        assert_eq!(says(&mut pool, 1, loading).tell.len(), 1);
        let orders = says(
            &mut pool,
            1,
            Reply::Analysis {
                id,
                analysis: analysis(),
            },
        );
        assert_eq!(
            orders.tell,
            vec![(To::Asker(Adviser), Heard::Analysis(analysis()))]
        );
    }

    /// When every worker has crashed, the askers hear it; the next question starts the
    /// first worker again.
    #[test]
    fn every_worker_down_is_told() {
        let mut pool = Pool::new(2);
        pool.ask(Adviser, Whom::Free, analyse);
        pool.crashed(0);
        let orders = pool.crashed(1);
        let [(To::Asker(Adviser), Heard::Failed(Failure::Protocol { .. }))] = orders.tell[..]
        else {
            panic!("{orders:?}")
        };
        let (_, orders) = pool.ask(Adviser, Whom::Free, analyse);
        assert_eq!(orders.start, vec![0]);
    }

    /// An asker that names its workers (a review) has a question on each at once; each
    /// answer is its own.
    #[test]
    fn a_review_asks_several_workers_at_once() {
        let mut pool = ready(2);
        let (a, orders) = pool.ask(Review, Whom::Worker(0), analyse);
        assert_eq!(posted(&orders, 0), vec![analyse(a)]);
        let (b, orders) = pool.ask(Review, Whom::Worker(1), analyse);
        assert_eq!(orders.start, vec![1]);
        assert_eq!(
            posted(&says(&mut pool, 1, Reply::Started), 1),
            vec![analyse(b)]
        );
        let orders = says(
            &mut pool,
            1,
            Reply::Analysis {
                id: b,
                analysis: analysis(),
            },
        );
        assert_eq!(orders.tell.len(), 1);
        // The first is still open: a newer question on worker 0 replaces only it.
        let (c, orders) = pool.ask(Review, Whom::Worker(0), analyse);
        assert_eq!(posted(&orders, 0), vec![analyse(c)]);
        assert_eq!(posted(&orders, 1), vec![]);
    }

    /// A failure the worker reports (no network) is told as from one worker, and that
    /// worker ends; the next question starts it again.
    #[test]
    fn a_reported_failure_is_told() {
        let mut pool = Pool::new(2);
        let (id, _) = pool.ask(Computer, Whom::Free, genmove(CLUB));
        says(&mut pool, 0, Reply::Started);
        let failure = Failure::NetworkMissing { status: 404 };
        let orders = says(
            &mut pool,
            0,
            Reply::Failed {
                id: Some(id),
                failure: failure.clone(),
            },
        );
        assert_eq!(orders.end, vec![0]);
        assert_eq!(
            orders.tell,
            vec![(To::Asker(Computer), Heard::Failed(failure))]
        );
        let (_, orders) = pool.ask(Computer, Whom::Free, genmove(CLUB));
        assert_eq!(orders.start, vec![0]);
    }
}
