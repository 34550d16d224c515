//! The browser side of one [`Link`]: it owns the `Worker`, starting one with the first
//! question (or the first after a failure), posts what the link says to post, and tells
//! each asker what concerns it. A play screen provides one link for all its askers
//! ([`WorkerLink::for_screen`]); the askers keep only their own state.

use crate::ui::browser::{WebWorker, WorkerEvent};
use crate::worker::link::{Heard, Link, Said, To};
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
    /// A game's review or a lesson's look (screens of their own).
    Review,
    /// Keeping the network for offline use (Settings).
    Offline,
}

/// One who hears: a key of its own (to go when its component goes), its asker, its ear.
type Listener = (u64, Asker, Rc<dyn Fn(Heard)>);

/// One worker and the page's link to it.
#[derive(Clone, Copy)]
pub struct WorkerLink {
    worker: StoredValue<Option<WebWorker>, LocalStorage>,
    link: StoredValue<Link<Asker>>,
    listeners: StoredValue<Vec<Listener>, LocalStorage>,
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

    /// The screen's link, or (on a screen without one) one of the calling component's own.
    pub fn of_screen() -> WorkerLink {
        use_context::<WorkerLink>().unwrap_or_else(WorkerLink::new)
    }

    fn new() -> WorkerLink {
        let link = WorkerLink {
            worker: StoredValue::new_local(None),
            link: StoredValue::new(Link::default()),
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
        self.start()?;
        let (id, said) = self
            .link
            .try_update_value(|l| l.ask(asker, request))
            .ok_or(NoWorker)?;
        self.act(said);
        Ok(id)
    }

    /// Asks the worker only to load its network.
    pub fn load(self, asker: Asker) -> Result<(), NoWorker> {
        self.start()?;
        let said = self
            .link
            .try_update_value(|l| l.load(asker))
            .ok_or(NoWorker)?;
        self.act(said);
        Ok(())
    }

    /// Whether the worker has its network.
    pub fn is_ready(self) -> bool {
        self.link.try_with_value(Link::is_ready).unwrap_or(false)
    }

    /// Starts a worker unless one runs.
    fn start(self) -> Result<(), NoWorker> {
        // try_: a question may come from a task that outlived its screen.
        if self
            .worker
            .try_with_value(Option::is_none)
            .ok_or(NoWorker)?
        {
            let w =
                WebWorker::start(WORKER_SCRIPT, move |e| self.heard(e)).map_err(|_| NoWorker)?;
            let _ = self.worker.try_set_value(Some(w));
        }
        Ok(())
    }

    /// Drops `asker`'s question (its answer, if it still comes, is not heard).
    pub fn drop_question(self, asker: Asker) {
        if let Some(said) = self.link.try_update_value(|l| l.drop_question(asker)) {
            self.act(said);
        }
    }

    /// Asks the worker to answer `asker`'s open question now with what it has.
    pub fn answer_now(self, asker: Asker) {
        if let Some(said) = self.link.try_with_value(|l| l.answer_now(asker)) {
            self.act(said);
        }
    }

    /// Ends the worker for every asker; the next question starts another.
    pub fn end(self) {
        // try_: the screen may be gone already.
        let _ = self.worker.try_set_value(None);
        let _ = self.link.try_update_value(Link::end);
    }

    fn heard(self, event: WorkerEvent) {
        let said = match event {
            WorkerEvent::Message(text) => self.link.try_update_value(|l| l.heard(&text)),
            WorkerEvent::Crashed(_) => self.link.try_update_value(Link::crashed),
        };
        if let Some(said) = said {
            self.act(said);
        }
    }

    /// Posts what the link says to post, then tells the askers (who may ask again).
    fn act(self, said: Said<Asker>) {
        let Said { post, tell } = said;
        let _ = self.worker.try_with_value(|w| {
            if let Some(w) = w {
                for text in &post {
                    w.send(text);
                }
            }
        });
        if tell.iter().any(|(_, h)| matches!(h, Heard::Failed(_))) {
            // The link has ended: the next question starts a new worker.
            let _ = self.worker.try_set_value(None);
        }
        let listeners = self.listeners.try_get_value().unwrap_or_default();
        for (to, heard) in tell {
            for (_, asker, hear) in &listeners {
                if to == To::Everyone || to == To::Asker(*asker) {
                    hear(heard.clone());
                }
            }
        }
    }
}
