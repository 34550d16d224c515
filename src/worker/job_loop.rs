//! The worker's job loop as a plain value: it hears requests, is given the network once
//! the browser side has fetched it, and searches in slices, posting [`Reply`]s. The
//! binary (`src/bin/tengen-worker.rs`) only carries messages, fetches the file and returns
//! to the event loop between slices; everything it decides is here, natively tested on the
//! network-free [`crate::ai::search::AreaCount`].
//!
//! One request is answered at a time: a new one replaces the one under way, which is
//! dropped without a word. `Stop` ends a search with what it has (the best move so far, or
//! the analysis so far). Anything it cannot do is a [`Reply::Failed`], never a panic.

use super::analysis;
use super::protocol::{Failure, Reply, Request, Shares};
use crate::ai::judge;
use crate::ai::player::ladder::Rung;
use crate::ai::player::level::{self, Level};
use crate::ai::player::Player;
use crate::ai::search::{self, Search};
use crate::ai::Evaluate;
use crate::engine::{Game, GameRecord};

/// What the browser side does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Nothing until the next message.
    Wait,
    /// Fetch the network and give it to [`WorkerCore::loaded`].
    Fetch,
    /// Run [`WorkerCore::slice`] until it says there is nothing left.
    Think,
}

/// The network and the searches on it: the computer as a player, once its network is in.
struct Thinker<E: Evaluate> {
    player: Player<E>,
    /// The last analysis: the next one of a following position keeps its subtree.
    analysis: Option<Search>,
    seed: u64,
}

/// The network, as far as it has come.
enum Net<E: Evaluate> {
    Absent,
    Loading,
    Ready(Box<Thinker<E>>),
}

/// What a request asks for.
enum Task {
    Move(Level),
    /// A helper's search for another worker's move.
    Share(Level),
    Analyse {
        visits: u32,
        steady: bool,
    },
}

/// The request being answered, or waiting for the network.
struct Job {
    id: u64,
    game: Game,
    task: Task,
    /// `Stop` came: answer with what there is.
    stop: bool,
    /// A move's own search is done (it may wait for helpers' shares).
    thought: bool,
    /// Helpers whose shares the move still waits for, and those come so far.
    waiting: u8,
    shares: Vec<search::Share>,
}

/// The worker's whole state.
pub struct WorkerCore<E: Evaluate> {
    net: Net<E>,
    job: Option<Job>,
}

impl<E: Evaluate> Default for WorkerCore<E> {
    fn default() -> WorkerCore<E> {
        WorkerCore {
            net: Net::Absent,
            job: None,
        }
    }
}

impl Job {
    /// A move whose search is done, waiting for helpers' shares.
    fn waits_for_helpers(&self) -> bool {
        self.thought && self.waiting > 0
    }
}

/// The task of rung `rung` of the ladder by its number, or why there is none.
fn rung_task(rung: u8, task: fn(Level) -> Task) -> Result<Task, String> {
    Rung::by_number(usize::from(rung))
        .map(|r| task(r.level()))
        .ok_or_else(|| format!("no rung {rung}"))
}

impl<E: Evaluate> WorkerCore<E> {
    /// Hears one request; `post` sends replies to the page.
    pub fn hear(&mut self, request: Request, post: &mut dyn FnMut(Reply)) -> Next {
        match request {
            Request::Load => self.load(post),
            Request::Genmove {
                id,
                record,
                rung,
                helpers,
            } => {
                let next = self.begin(id, &record, rung_task(rung, Task::Move), post);
                if let Some(job) = self.job.as_mut().filter(|job| job.id == id) {
                    job.waiting = helpers;
                }
                next
            }
            Request::Share { id, record, rung } => {
                self.begin(id, &record, rung_task(rung, Task::Share), post)
            }
            Request::Absorb { id, shares } => {
                if let Some(job) = self.job.as_mut().filter(|job| job.id == id) {
                    job.waiting = job.waiting.saturating_sub(1);
                    job.shares.extend(shares.read());
                }
                self.ready_to_think()
            }
            Request::Analyse {
                id,
                record,
                visits,
                steady,
            } => self.begin(id, &record, Ok(Task::Analyse { visits, steady }), post),
            Request::Stop { id } => {
                if let Some(job) = self.job.as_mut().filter(|job| job.id == id) {
                    job.stop = true;
                }
                self.ready_to_think()
            }
        }
    }

    /// The network the browser side fetched (or why it could not); `seed` seeds the
    /// searches. A failure fails the request waiting for it.
    pub fn loaded(
        &mut self,
        net: Result<E, Failure>,
        seed: u64,
        post: &mut dyn FnMut(Reply),
    ) -> Next {
        match net {
            Ok(net) => {
                let mut player = Player::new(net, &level::levels()[0], seed);
                player.set_timed(true);
                self.net = Net::Ready(Box::new(Thinker {
                    player,
                    analysis: None,
                    seed,
                }));
                post(Reply::Ready);
                self.ready_to_think()
            }
            Err(failure) => {
                self.net = Net::Absent;
                let id = self.job.take().map(|j| j.id);
                post(Reply::Failed { id, failure });
                Next::Wait
            }
        }
    }

    /// Searches the request to answer for `seconds` by `clock` (at least one batch),
    /// answering it when its search is done or stopped. False when nothing is left to
    /// run (no request, or no network yet).
    pub fn slice(
        &mut self,
        clock: &dyn Fn() -> f64,
        seconds: f64,
        post: &mut dyn FnMut(Reply),
    ) -> bool {
        let (Net::Ready(thinker), Some(job)) = (&mut self.net, &mut self.job) else {
            return false;
        };
        if thinker.slice(job, clock, clock() + seconds, post) {
            self.job = None;
            return true;
        }
        !job.waits_for_helpers()
    }

    /// The evaluator, once the network is there (for tests and measurements).
    pub fn evaluator(&mut self) -> Option<&mut E> {
        match &mut self.net {
            Net::Ready(thinker) => Some(thinker.player.evaluator()),
            _ => None,
        }
    }

    fn ready_to_think(&self) -> Next {
        match (&self.net, &self.job) {
            (Net::Ready(_), Some(job)) if !job.waits_for_helpers() => Next::Think,
            _ => Next::Wait,
        }
    }

    /// Loads the network once; thinks on the waiting request when it is there.
    fn load(&mut self, post: &mut dyn FnMut(Reply)) -> Next {
        match self.net {
            Net::Absent => {
                self.net = Net::Loading;
                Next::Fetch
            }
            Net::Loading => Next::Wait,
            Net::Ready(_) => {
                post(Reply::Ready);
                self.ready_to_think()
            }
        }
    }

    /// Makes request `id` on the game after `record` the one to answer, replacing any
    /// other; a record that does not replay (or no such level) fails it.
    fn begin(
        &mut self,
        id: u64,
        record: &GameRecord,
        task: Result<Task, String>,
        post: &mut dyn FnMut(Reply),
    ) -> Next {
        let game = Game::replay(record).map_err(|e| e.to_string());
        match game.and_then(|game| task.map(|task| (game, task))) {
            Ok((game, task)) => {
                self.job = Some(Job {
                    id,
                    game,
                    task,
                    stop: false,
                    thought: false,
                    waiting: 0,
                    shares: Vec::new(),
                });
                self.load(post)
            }
            Err(reason) => {
                let failure = Failure::BadRequest { reason };
                post(Reply::Failed {
                    id: Some(id),
                    failure,
                });
                Next::Wait
            }
        }
    }
}

impl<E: Evaluate> Thinker<E> {
    /// Searches `job` until `end` by `clock`; true when it is answered.
    fn slice(
        &mut self,
        job: &mut Job,
        clock: &dyn Fn() -> f64,
        end: f64,
        post: &mut dyn FnMut(Reply),
    ) -> bool {
        let (id, game) = (job.id, &job.game);
        match job.task {
            Task::Move(ref level) | Task::Share(ref level) => {
                self.player.set_level(level);
                // A timed level on a device faster than the one measured reads on past
                // its visit budget until its seconds are spent.
                let planned = level.params(game.size()).visits;
                job.thought = job.thought
                    || job.stop
                    || self.player.think(game, clock, &mut |p| {
                        let (visits, best) = (p.visits, p.best);
                        post(Reply::Progress {
                            id,
                            visits,
                            planned: planned.max(visits),
                            best,
                        });
                        clock() < end
                    });
                if !job.thought || job.waits_for_helpers() {
                    return false;
                }
                if let Task::Share(_) = job.task {
                    let shares = Shares::of(self.player.shares(game));
                    post(Reply::Shared { id, shares });
                } else {
                    self.player.absorb(game, &job.shares);
                    let mv = self.player.decide(game);
                    post(Reply::Played { id, mv });
                }
                true
            }
            Task::Analyse {
                visits: planned,
                steady,
            } => {
                // A steady look is the judgement's search, whose tree's ownership it
                // answers with (the count's suggestion, the estimate).
                let params = if steady {
                    judge::params(planned)
                } else {
                    analysis::params(game.size(), planned)
                };
                let search = match &mut self.analysis {
                    Some(s) => {
                        s.aim(game, params);
                        s
                    }
                    None => self.analysis.insert(Search::new(game, params, self.seed)),
                };
                // Stopped before the first look, it still takes that one.
                let stopped = job.stop && search.root_evaluation().is_some();
                let done = stopped
                    || search.run(self.player.evaluator(), clock, &mut |p| {
                        post(Reply::Progress {
                            id,
                            visits: p.visits.saturating_sub(1),
                            planned,
                            best: p.best,
                        });
                        !job.stop && clock() < end
                    })
                    || job.stop;
                if done {
                    let mut analysis = analysis::analysis(search);
                    if let Some(own) = search.tree_ownership() {
                        analysis.ownership = analysis::percent(&own);
                    }
                    post(Reply::Analysis { id, analysis });
                }
                done
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::search::AreaCount;
    use crate::engine::{Move, Point, Rules};
    use std::cell::Cell;

    /// A clock that moves a millisecond each time it is read: slices end after a few
    /// batches, the same on every machine.
    fn ticking() -> impl Fn() -> f64 {
        let t = Cell::new(0.0);
        move || {
            t.set(t.get() + 0.001);
            t.get()
        }
    }

    fn record(moves: &[(u8, u8)]) -> GameRecord {
        let mut g = Game::new(Rules::preset("aga").expect("aga"), 9, 0).expect("a game");
        for &(c, r) in moves {
            g.play(Move::Place(Point::new(c, r))).expect("legal");
        }
        g.record().clone()
    }

    /// Runs slices of `seconds` until nothing is left, at most `limit`; the replies.
    fn think(core: &mut WorkerCore<AreaCount>, seconds: f64, limit: usize) -> Vec<Reply> {
        let clock = ticking();
        let mut said = Vec::new();
        for _ in 0..limit {
            if !core.slice(&clock, seconds, &mut |r| said.push(r)) {
                break;
            }
        }
        said
    }

    fn ready() -> WorkerCore<AreaCount> {
        let mut core = WorkerCore::default();
        let mut said = Vec::new();
        assert_eq!(core.hear(Request::Load, &mut |r| said.push(r)), Next::Fetch);
        assert_eq!(core.hear(Request::Load, &mut |r| said.push(r)), Next::Wait);
        let next = core.loaded(Ok(AreaCount::default()), 7, &mut |r| said.push(r));
        assert_eq!((next, said), (Next::Wait, vec![Reply::Ready]));
        core
    }

    fn answers(said: &[Reply]) -> Vec<u64> {
        said.iter()
            .filter_map(|r| match r {
                Reply::Played { id, .. } | Reply::Analysis { id, .. } => Some(*id),
                _ => None,
            })
            .collect()
    }

    /// Root parallelism: a helper searches the move's position and answers with what it
    /// found of each root move; the move waits for the helpers' shares (nothing to run
    /// meanwhile), and its choice weighs them with its own search.
    #[test]
    fn a_move_waits_for_its_helpers_and_weighs_their_shares() {
        let (mut primary, mut helper) = (ready(), ready());
        let game = record(&[(4, 4)]);
        let ask = Request::Genmove {
            id: 5,
            record: game.clone(),
            rung: 16,
            helpers: 1,
        };
        assert_eq!(primary.hear(ask, &mut |_| {}), Next::Think);
        let said = think(&mut primary, 0.05, 100_000);
        assert!(said.iter().any(|r| matches!(r, Reply::Progress { .. })));
        assert_eq!(
            answers(&said),
            Vec::<u64>::new(),
            "no move before the shares"
        );
        assert!(!primary.slice(&ticking(), 0.05, &mut |r| panic!("{r:?}")));

        let share = Request::Share {
            id: 9,
            record: game,
            rung: 16,
        };
        assert_eq!(helper.hear(share, &mut |_| {}), Next::Think);
        let said = think(&mut helper, 0.05, 100_000);
        let Some(Reply::Shared { id: 9, shares }) = said.last() else {
            panic!("{said:?}")
        };
        let shares = shares.read();
        let least = *shares.iter().min_by_key(|s| s.visits).expect("shares");
        assert!(least.visits > 0);
        // The helper's least visited move, now with far more visits than any other: the
        // move is chosen from both searches.
        let mut shares = shares.clone();
        shares.push(search::Share {
            visits: 1_000_000,
            utility: 0.0,
            utility_squared: 0.0,
            win_rate: 500_000.0,
            lead: 0.0,
            ..least
        });
        let shares = Shares::of(shares);
        let wrong_id = Request::Absorb {
            id: 4,
            shares: shares.clone(),
        };
        assert_eq!(primary.hear(wrong_id, &mut |_| {}), Next::Wait);
        let absorb = Request::Absorb { id: 5, shares };
        assert_eq!(primary.hear(absorb, &mut |_| {}), Next::Think);
        let said = think(&mut primary, 0.05, 10);
        assert_eq!(
            said,
            vec![Reply::Played {
                id: 5,
                mv: least.mv
            }]
        );
    }

    /// A request asked before the network is there waits for it and starts once it
    /// arrives; a new request replaces the one under way, which is never answered.
    #[test]
    fn a_request_replaces_the_one_under_way() {
        let mut core = WorkerCore::default();
        let mut said = Vec::new();
        let genmove = |id| Request::Genmove {
            id,
            record: record(&[(4, 4)]),
            rung: 16,
            helpers: 0,
        };
        assert_eq!(core.hear(genmove(1), &mut |r| said.push(r)), Next::Fetch);
        assert!(!core.slice(&ticking(), 1.0, &mut |r| said.push(r)));
        let next = core.loaded(Ok(AreaCount::default()), 7, &mut |r| said.push(r));
        assert_eq!(next, Next::Think);
        said.extend(think(&mut core, 0.005, 1));
        assert_eq!(
            answers(&said),
            Vec::<u64>::new(),
            "588 visits take more than one slice"
        );
        assert_eq!(core.hear(genmove(2), &mut |r| said.push(r)), Next::Think);
        said.extend(think(&mut core, 0.05, 10_000));
        assert_eq!(answers(&said), vec![2]);
        assert!(!core.slice(&ticking(), 1.0, &mut |r| said.push(r)));
    }

    /// The strongest level spends its seconds: a device whose clock hardly moves (a fast
    /// one) reads on past the visit budget to the cap, a slow one stops at its seconds
    /// long before the budget; the progress never says more visits than planned.
    #[test]
    fn the_strongest_level_spends_its_seconds() {
        let last = |said: &[Reply]| {
            said.iter()
                .rev()
                .find_map(|r| match r {
                    Reply::Progress {
                        visits, planned, ..
                    } => Some((*visits, *planned)),
                    _ => None,
                })
                .expect("progress")
        };
        for (tick, fast) in [(1e-7, true), (0.5, false)] {
            let mut core = ready();
            let mut said = Vec::new();
            let ask = Request::Genmove {
                id: 4,
                record: record(&[]),
                rung: crate::ai::player::ladder::rungs().len() as u8,
                helpers: 0,
            };
            assert_eq!(core.hear(ask, &mut |r| said.push(r)), Next::Think);
            let t = Cell::new(0.0);
            let clock = || {
                t.set(t.get() + tick);
                t.get()
            };
            for _ in 0..100_000 {
                if !core.slice(&clock, 0.05, &mut |r| said.push(r)) {
                    break;
                }
            }
            assert_eq!(answers(&said), vec![4]);
            let (visits, planned) = last(&said);
            assert!(visits <= planned, "{visits} of {planned}");
            let budget = crate::ai::player::level::levels()[6].params(9).visits;
            if fast {
                assert!(visits > 3 * budget, "{visits} visits, budget {budget}");
            } else {
                assert!(visits < budget / 4, "{visits} visits, budget {budget}");
            }
        }
    }

    /// `Stop` ends a move's search with the best move so far, long before its budget.
    #[test]
    fn stop_plays_the_best_move_so_far() {
        let mut core = ready();
        let mut said = Vec::new();
        let ask = Request::Genmove {
            id: 3,
            record: record(&[]),
            rung: 16,
            helpers: 0,
        };
        assert_eq!(core.hear(ask, &mut |r| said.push(r)), Next::Think);
        said.extend(think(&mut core, 0.005, 1));
        assert_eq!(core.hear(Request::Stop { id: 9 }, &mut |_| {}), Next::Think);
        said.extend(think(&mut core, 0.005, 1));
        assert_eq!(
            answers(&said),
            Vec::<u64>::new(),
            "a Stop for another id is not this one's"
        );
        assert_eq!(core.hear(Request::Stop { id: 3 }, &mut |_| {}), Next::Think);
        said.extend(think(&mut core, 0.005, 2));
        let visits = said
            .iter()
            .filter_map(|r| match r {
                Reply::Progress { visits, .. } => Some(*visits),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        assert!(visits < 588, "stopped at {visits} visits");
        assert!(matches!(
            said.last(),
            Some(Reply::Played {
                id: 3,
                mv: Move::Place(_)
            })
        ));
    }

    /// A network that does not arrive fails the request waiting for it, and the next
    /// request asks for the network again.
    #[test]
    fn a_failed_load_fails_the_waiting_request() {
        let mut core = WorkerCore::<AreaCount>::default();
        let mut said = Vec::new();
        let ask = Request::Analyse {
            id: 5,
            record: record(&[]),
            visits: 10,
            steady: false,
        };
        assert_eq!(core.hear(ask.clone(), &mut |r| said.push(r)), Next::Fetch);
        let missing = Failure::NetworkMissing { status: 404 };
        assert_eq!(
            core.loaded(Err(missing.clone()), 7, &mut |r| said.push(r)),
            Next::Wait
        );
        assert_eq!(
            said,
            vec![Reply::Failed {
                id: Some(5),
                failure: missing
            }]
        );
        assert!(!core.slice(&ticking(), 1.0, &mut |_| {}));
        assert_eq!(core.hear(ask, &mut |_| {}), Next::Fetch);
    }

    /// A record that does not replay and a rung that does not exist are failed in words.
    #[test]
    fn bad_requests_are_failed() {
        let mut core = ready();
        let mut said = Vec::new();
        let mut broken = record(&[(4, 4)]);
        broken.events.extend(record(&[(4, 4)]).events);
        let bad = [
            Request::Genmove {
                id: 1,
                record: broken,
                rung: 16,
                helpers: 0,
            },
            Request::Genmove {
                id: 2,
                record: record(&[]),
                rung: 99,
                helpers: 0,
            },
        ];
        for request in bad {
            assert_eq!(core.hear(request, &mut |r| said.push(r)), Next::Wait);
        }
        let failed: Vec<Option<u64>> = said
            .iter()
            .filter_map(|r| match r {
                Reply::Failed {
                    id,
                    failure: Failure::BadRequest { .. },
                } => Some(*id),
                _ => None,
            })
            .collect();
        assert_eq!(failed, vec![Some(1), Some(2)]);
    }

    /// An analysis of the next position keeps the subtree of the one before: it needs
    /// fewer fresh evaluations than its visits.
    #[test]
    fn an_analysis_of_the_next_position_resumes_the_tree() {
        let mut core = ready();
        let analyse = |id, moves: &[(u8, u8)]| Request::Analyse {
            id,
            record: record(moves),
            visits: 200,
            steady: false,
        };
        let mut said = Vec::new();
        core.hear(analyse(1, &[]), &mut |r| said.push(r));
        said.extend(think(&mut core, 0.05, 10_000));
        assert_eq!(answers(&said), vec![1]);
        let Some(Reply::Analysis { analysis, .. }) = said.last() else {
            panic!("an analysis: {said:?}");
        };
        let Move::Place(first) = analysis.moves[0].mv else {
            panic!("a move to resume from");
        };
        let before = core.evaluator().map_or(0, |e| e.evaluations);
        core.hear(analyse(2, &[(first.col, first.row)]), &mut |_| {});
        let again = think(&mut core, 0.05, 10_000);
        assert_eq!(answers(&again), vec![2]);
        let fresh = core.evaluator().map_or(0, |e| e.evaluations) - before;
        assert!(fresh < 200, "{fresh} fresh evaluations for 200 visits");
    }
}
