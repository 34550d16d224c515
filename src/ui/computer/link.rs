//! The browser side of a screen's [`Pool`] of workers: it owns the `Worker`s, starting and
//! ending them as the pool says, posts what the pool says to post, and tells each asker
//! what concerns it. A play screen provides one pool for all its askers
//! ([`WorkerLink::later_for_screen`]); the askers keep only their own state. The pool's size
//! follows the device's cores ([`pool_size`]).

use crate::ui::browser::{cores, WebWorker, WorkerEvent};
use crate::worker::link::{Heard, To};
use crate::worker::pool::{Orders, Pool, Whom};
use crate::worker::protocol::Request;
use crate::worker::WORKER_SCRIPT;
use leptos::prelude::*;
use std::rc::Rc;

/// Who asks a screen's worker, in the page's order: the first is the most urgent, and
/// may take the worker from a later one (whose question then waits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Asker {
    /// The count's dead stones: play has stopped for them.
    Suggester,
    /// The computer's move: its opponent waits for it.
    Computer,
    /// Hints and the estimate: a person asked and waits.
    Adviser,
    /// The teacher's looks at a person's move (the computer's reply never waits for them).
    Teacher,
    /// A game's review or a lesson's look (screens of their own), on the pool's worker
    /// of that number: a review asks about several positions at once.
    Review(u8),
    /// Keeping the network for offline use (Settings).
    Offline,
    /// A review's mistakes judged as problems, one position at a time.
    Judge,
}

/// One who hears: a key of its own (to go when its component goes), its asker, its ear.
type Listener = (u64, Asker, Rc<dyn Fn(Heard)>);

impl Asker {
    /// The workers its questions go to: the one it names if it asks several at once,
    /// else the first free one.
    fn whom(self) -> Whom {
        match self {
            Asker::Review(k) => Whom::Worker(usize::from(k)),
            _ => Whom::Free,
        }
    }
}

/// How many workers a screen may run: one core is left for the page, but two on a
/// two-core device (the page idles while the computer thinks: measured, no task over
/// 50 ms), and no more than four (each holds its own network, some 9 MB).
pub fn pool_size() -> usize {
    let cores = cores();
    match cores as usize {
        0 | 1 => 1,
        n => (n - 1).clamp(2, 4),
    }
}

/// A screen's workers and the page's link to them.
#[derive(Clone, Copy)]
pub struct WorkerLink {
    workers: StoredValue<Vec<Option<WebWorker>>, LocalStorage>,
    link: StoredValue<Pool<Asker>>,
    listeners: StoredValue<Vec<Listener>, LocalStorage>,
}

/// The place of a screen's link until its first asker makes it ([`WorkerLink::later_for_screen`]).
#[derive(Clone, Copy)]
struct LaterLink {
    link: StoredValue<Option<WorkerLink>>,
    screen: StoredValue<Owner>,
}

/// The worker could not be started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoWorker;

impl WorkerLink {
    /// The link of the calling component's screen, shared by every asker inside it; its
    /// worker ends with the component.
    pub fn for_screen() -> WorkerLink {
        let link = WorkerLink::new();
        provide_context(link);
        link
    }

    /// A place for the calling component's screen's link, which its first asker makes
    /// (under the screen, so that its workers end with it): the play screen's askers come
    /// with its extras' part, and the link's code with them, not in the first download.
    pub fn later_for_screen() {
        provide_context(LaterLink {
            link: StoredValue::new(None),
            screen: StoredValue::new(Owner::current().unwrap_or_default()),
        });
    }

    /// The screen's link, or (on a screen without one) one of the calling component's own.
    pub fn of_screen() -> WorkerLink {
        if let Some(later) = use_context::<LaterLink>() {
            if let Some(link) = later.link.get_value() {
                return link;
            }
            let link = later
                .screen
                .with_value(|screen| screen.with(WorkerLink::new));
            later.link.set_value(Some(link));
            return link;
        }
        use_context::<WorkerLink>().unwrap_or_else(WorkerLink::new)
    }

    fn new() -> WorkerLink {
        let size = pool_size();
        let link = WorkerLink {
            workers: StoredValue::new_local((0..size).map(|_| None).collect()),
            link: StoredValue::new(Pool::new(size)),
            listeners: StoredValue::new_local(Vec::new()),
        };
        on_cleanup(move || link.end());
        link
    }

    /// `asker` hears what concerns it while the calling component lives; then its
    /// question, if any, is dropped.
    pub fn listen(self, asker: Asker, hear: impl Fn(Heard) + 'static) {
        let hear: Rc<dyn Fn(Heard)> = Rc::new(hear);
        let key = self.listeners.try_update_value(|l| {
            let key = l.iter().map(|(k, ..)| k + 1).max().unwrap_or(0);
            l.push((key, asker, hear));
            key
        });
        on_cleanup(move || {
            let _ = self
                .listeners
                .try_update_value(|l| l.retain(|(k, ..)| Some(*k) != key));
            self.drop_question(asker);
        });
    }

    /// Asks `request` (made with its id) for `asker`, in place of its earlier question; its
    /// id.
    pub fn ask(self, asker: Asker, request: impl FnOnce(u64) -> Request) -> Result<u64, NoWorker> {
        self.ask_of(asker, asker.whom(), request)
    }

    /// Asks a move of a level that spends time of every worker ready for it (root
    /// parallelism: see [`Pool`]).
    pub fn ask_every(
        self,
        asker: Asker,
        request: impl FnOnce(u64) -> Request,
    ) -> Result<u64, NoWorker> {
        self.ask_of(asker, Whom::Every, request)
    }

    fn ask_of(
        self,
        asker: Asker,
        whom: Whom,
        request: impl FnOnce(u64) -> Request,
    ) -> Result<u64, NoWorker> {
        let (id, orders) = self
            .link
            .try_update_value(|l| l.ask(asker, whom, request))
            .ok_or(NoWorker)?;
        self.act(orders)?;
        Ok(id)
    }

    /// Asks the first worker only to load its network.
    pub fn load(self, asker: Asker) -> Result<(), NoWorker> {
        let orders = self
            .link
            .try_update_value(|l| l.load(asker))
            .ok_or(NoWorker)?;
        self.act(orders)
    }

    /// Whether the first worker has its network.
    pub fn is_ready(self) -> bool {
        self.link.try_with_value(Pool::is_ready).unwrap_or(false)
    }

    /// How many workers the screen may run.
    pub fn size(self) -> usize {
        self.link.try_with_value(Pool::size).unwrap_or(1)
    }

    /// Drops `asker`'s questions (their answers, if they still come, are not heard).
    pub fn drop_question(self, asker: Asker) {
        if let Some(orders) = self.link.try_update_value(|l| l.drop_question(asker)) {
            let _ = self.act(orders);
        }
    }

    /// Asks the workers to answer `asker`'s open question now with what they have.
    pub fn answer_now(self, asker: Asker) {
        if let Some(orders) = self.link.try_update_value(|l| l.answer_now(asker)) {
            let _ = self.act(orders);
        }
    }

    /// Ends the workers for every asker; the next question starts them again.
    pub fn end(self) {
        // try_: the screen may be gone already. Only workers to end, nothing to post or
        // tell: dropped here, not through `act`, which would bring the whole link's code
        // wherever a link ends.
        let _ = self.link.try_update_value(Pool::end);
        let _ = self
            .workers
            .try_update_value(|w| w.iter_mut().for_each(|w| *w = None));
    }

    fn heard(self, slot: usize, event: WorkerEvent) {
        let orders = match event {
            WorkerEvent::Message(text) => self.link.try_update_value(|l| l.heard(slot, &text)),
            WorkerEvent::Crashed(_) => self.link.try_update_value(|l| l.crashed(slot)),
        };
        if let Some(orders) = orders {
            let _ = self.act(orders);
        }
    }

    /// Ends, starts and posts to the workers as the pool says, then tells the askers (who
    /// may ask again). A worker that cannot start is as one that crashed.
    fn act(self, orders: Orders<Asker>) -> Result<(), NoWorker> {
        let Orders {
            start,
            post,
            end,
            tell,
        } = orders;
        let mut failed = Vec::new();
        self.workers
            .try_update_value(|workers| {
                for i in end {
                    workers[i] = None;
                }
                for i in start {
                    match WebWorker::start(WORKER_SCRIPT, move |e| self.heard(i, e)) {
                        Ok(w) => workers[i] = Some(w),
                        Err(_) => failed.push(i),
                    }
                }
                for (i, text) in &post {
                    if let Some(w) = &workers[*i] {
                        w.send(text);
                    }
                }
            })
            .ok_or(NoWorker)?;
        let listeners = self.listeners.try_get_value().unwrap_or_default();
        for (to, heard) in tell {
            for (_, asker, hear) in &listeners {
                if to == To::Everyone || to == To::Asker(*asker) {
                    hear(heard.clone());
                }
            }
        }
        for i in failed {
            self.heard(i, WorkerEvent::Crashed(String::new()));
        }
        Ok(())
    }
}
