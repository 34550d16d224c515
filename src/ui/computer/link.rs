//! The browser side of one [`Link`]: it owns the `Worker`, starting one with the first
//! question (or the first after a failure), posts what the link says to post, and tells
//! its owner what the link heard. The computer player and the analyst each keep one and
//! only their own state.

use crate::ui::browser::{WebWorker, WorkerEvent};
use crate::worker::link::{Heard, Link};
use crate::worker::protocol::Request;
use crate::worker::WORKER_SCRIPT;
use leptos::prelude::*;
use std::rc::Rc;

/// One worker and the page's link to it.
#[derive(Clone, Copy)]
pub struct WorkerLink {
    worker: StoredValue<Option<WebWorker>, LocalStorage>,
    link: StoredValue<Link>,
    /// Who hears what the worker says.
    owner: StoredValue<Rc<dyn Fn(Heard)>, LocalStorage>,
}

/// The worker could not be started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoWorker;

impl WorkerLink {
    /// A link whose messages `owner` hears; its worker ends with the calling component.
    pub fn on_screen(owner: impl Fn(Heard) + 'static) -> WorkerLink {
        let link = WorkerLink {
            worker: StoredValue::new_local(None),
            link: StoredValue::new(Link::default()),
            owner: StoredValue::new_local(Rc::new(owner)),
        };
        on_cleanup(move || link.end());
        link
    }

    /// Asks `request` (made with its id) in place of any open question; its id.
    pub fn ask(self, request: impl FnOnce(u64) -> Request) -> Result<u64, NoWorker> {
        self.start()?;
        let (id, now) = self
            .link
            .try_update_value(|l| l.ask(request))
            .ok_or(NoWorker)?;
        self.post(now);
        Ok(id)
    }

    /// Asks the worker only to load its network.
    pub fn load(self) -> Result<(), NoWorker> {
        self.start()?;
        let now = self.link.try_update_value(Link::load).ok_or(NoWorker)?;
        self.post(now);
        Ok(())
    }

    /// Starts a worker unless one runs.
    fn start(self) -> Result<(), NoWorker> {
        if self.worker.with_value(Option::is_none) {
            let w =
                WebWorker::start(WORKER_SCRIPT, move |e| self.heard(e)).map_err(|_| NoWorker)?;
            self.worker.set_value(Some(w));
        }
        Ok(())
    }

    /// Drops the open question (its answer, if it still comes, is not heard).
    pub fn drop_question(self) {
        let stop = self.link.try_update_value(Link::drop_question).flatten();
        self.post(stop);
    }

    /// Asks the worker to answer the open question now with what it has.
    pub fn answer_now(self) {
        let stop = self.link.with_value(Link::answer_now);
        self.post(stop);
    }

    /// Ends the worker; the next question starts another.
    pub fn end(self) {
        // try_: the screen may be gone already.
        let _ = self.worker.try_set_value(None);
        let _ = self.link.try_update_value(Link::end);
    }

    fn post(self, text: Option<String>) {
        if let Some(text) = text {
            self.worker.with_value(|w| {
                if let Some(w) = w {
                    w.send(&text);
                }
            });
        }
    }

    fn heard(self, event: WorkerEvent) {
        let (heard, now) = match event {
            WorkerEvent::Message(text) => self.link.try_update_value(|l| l.heard(&text)),
            WorkerEvent::Crashed(_) => self.link.try_update_value(|l| (l.crashed(), None)),
        }
        .unwrap_or((Heard::Nothing, None));
        self.post(now);
        if matches!(heard, Heard::Failed(_)) {
            let _ = self.worker.try_set_value(None);
        }
        if let Some(owner) = self.owner.try_with_value(Rc::clone) {
            owner(heard);
        }
    }
}
