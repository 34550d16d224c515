//! `tengen-worker`: the computer player in a Web Worker of its own, so the page never
//! waits for it. Trunk builds it as a second wasm module (`index.html`, `data-type="worker"`);
//! the network and the search live only here, never in the page's wasm.
//!
//! It speaks [`tengen::worker::protocol`]: `Load` fetches the network from the app's own
//! files (with `Loading` steps); `Genmove` and `Analyse` search in slices of about 40 ms
//! (`SLICE`), sending `Progress` after each batch and returning to the event loop between
//! slices, so a `Stop` is heard: it ends the search with `Played` (the best move so far)
//! or `Analysis` (what it has). A new request replaces the one under way, which is dropped
//! without a word. Anything it cannot do is a `Failed` message, never a panic.

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::{Cell, RefCell};
    use tengen::ai::judge;
    use tengen::ai::level::Level;
    use tengen::ai::nn::Network;
    use tengen::ai::player::Player;
    use tengen::ai::search::Search;
    use tengen::engine::{Game, GameRecord};
    use tengen::worker::analysis;
    use tengen::worker::protocol::{decode, encode, Failure, Reply, Request};
    use tengen::worker::NETWORK_FILE;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    use web_sys::{
        DedicatedWorkerGlobalScope, MessageChannel, MessageEvent, ReadableStreamDefaultReader,
        Response,
    };

    /// Seconds of search between two looks at the messages. A slice ends after a whole
    /// batch, so on 19x19 (about 100 ms a batch of 8) it is one batch.
    pub const SLICE: f64 = 0.04;

    /// The network and the searches on it.
    struct Engine {
        player: Player<Network>,
        /// The last analysis: the next one of a following position keeps its subtree.
        analysis: Option<Search>,
    }

    /// The network, as far as it has come.
    enum Net {
        Absent,
        Loading,
        Ready(Box<Engine>),
    }

    /// What a request asks for.
    enum Task {
        Move(&'static Level),
        Analyse { visits: u32, steady: bool },
    }

    /// The request being answered, or waiting for the network.
    struct Job {
        id: u64,
        game: Game,
        task: Task,
        /// `Stop` came: answer with what there is.
        stop: bool,
    }

    thread_local! {
        static NET: RefCell<Net> = const { RefCell::new(Net::Absent) };
        static JOB: RefCell<Option<Job>> = const { RefCell::new(None) };
        /// Whether the slices are running (see [`think`]).
        static THINKING: Cell<bool> = const { Cell::new(false) };
        /// The channel [`next_task`] posts itself a message on.
        static CHANNEL: RefCell<Option<MessageChannel>> = const { RefCell::new(None) };
    }

    fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }

    fn post(reply: &Reply) {
        // A page that went away cannot be told anything: nothing to do then.
        let _ = scope().post_message(&JsValue::from_str(&encode(reply)));
    }

    fn fail(id: Option<u64>, failure: Failure) {
        post(&Reply::Failed { id, failure });
    }

    pub fn start() {
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
            let Some(text) = event.data().as_string() else {
                let reason = "a message that is not text".to_string();
                return fail(None, Failure::Protocol { reason });
            };
            match decode::<Request>(&text) {
                Ok(Request::Load) => load(),
                Ok(Request::Genmove { id, record, level }) => {
                    let task = Level::by_number(usize::from(level))
                        .map(Task::Move)
                        .ok_or_else(|| format!("no level {level}"));
                    begin(id, &record, task);
                }
                Ok(Request::Analyse {
                    id,
                    record,
                    visits,
                    steady,
                }) => begin(id, &record, Ok(Task::Analyse { visits, steady })),
                Ok(Request::Stop { id }) => JOB.with(|j| {
                    if let Some(job) = j.borrow_mut().as_mut().filter(|job| job.id == id) {
                        job.stop = true;
                    }
                }),
                Err(e) => fail(
                    None,
                    Failure::Protocol {
                        reason: e.to_string(),
                    },
                ),
            }
        });
        scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The worker lives as long as its scope: the handler must too.
        on_message.forget();
        post(&Reply::Started);
    }

    /// Loads the network once; starts on the waiting request when it is there.
    fn load() {
        let state = NET.with(|n| match &*n.borrow() {
            Net::Absent => 0,
            Net::Loading => 1,
            Net::Ready(_) => 2,
        });
        match state {
            0 => {
                NET.with(|n| *n.borrow_mut() = Net::Loading);
                wasm_bindgen_futures::spawn_local(async {
                    match fetch_network().await.and_then(|bytes| {
                        Network::from_bytes(&bytes).map_err(|e| Failure::NetworkDamaged {
                            reason: e.to_string(),
                        })
                    }) {
                        Ok(net) => {
                            let seed = js_sys::Date::now() as u64;
                            let first = &tengen::ai::level::levels()[0];
                            let engine = Engine {
                                player: Player::new(net, first, seed),
                                analysis: None,
                            };
                            NET.with(|n| *n.borrow_mut() = Net::Ready(Box::new(engine)));
                            post(&Reply::Ready);
                            think();
                        }
                        Err(failure) => {
                            NET.with(|n| *n.borrow_mut() = Net::Absent);
                            let id = JOB.with(|j| j.borrow_mut().take().map(|j| j.id));
                            fail(id, failure);
                        }
                    }
                });
            }
            1 => {}
            _ => {
                post(&Reply::Ready);
                think();
            }
        }
    }

    /// Fetches the network from the app's own files, telling how far it has come.
    async fn fetch_network() -> Result<Vec<u8>, Failure> {
        let missing = |status: u16| Failure::NetworkMissing { status };
        let response: Response = JsFuture::from(scope().fetch_with_str(NETWORK_FILE))
            .await
            .ok()
            .and_then(|r| r.dyn_into().ok())
            .ok_or(missing(0))?;
        if !response.ok() {
            return Err(missing(response.status()));
        }
        let total = response
            .headers()
            .get("content-length")
            .ok()
            .flatten()
            .and_then(|t| t.parse::<u64>().ok())
            .unwrap_or(0);
        let reader: ReadableStreamDefaultReader = response
            .body()
            .and_then(|b| b.get_reader().dyn_into().ok())
            .ok_or(missing(response.status()))?;
        let mut bytes = Vec::with_capacity(total as usize);
        let mut told = 0;
        loop {
            let chunk = JsFuture::from(reader.read())
                .await
                .map_err(|_| missing(0))?;
            let done = js_sys::Reflect::get(&chunk, &"done".into())
                .ok()
                .and_then(|d| d.as_bool())
                .unwrap_or(true);
            if done {
                break;
            }
            if let Ok(value) = js_sys::Reflect::get(&chunk, &"value".into()) {
                bytes.extend(js_sys::Uint8Array::new(&value).to_vec());
            }
            // A step every 128 KB is enough for a progress bar.
            if bytes.len() - told >= 128 * 1024 {
                told = bytes.len();
                post(&Reply::Loading {
                    done: told as u64,
                    total,
                });
            }
        }
        Ok(bytes)
    }

    /// Makes the request `id` on the game after `record` the one to answer, replacing
    /// any other; a record that does not replay (or no such level) fails it.
    fn begin(id: u64, record: &GameRecord, task: Result<Task, String>) {
        let game = Game::replay(record).map_err(|e| e.to_string());
        match game.and_then(|game| task.map(|task| (game, task))) {
            Ok((game, task)) => {
                let job = Job {
                    id,
                    game,
                    task,
                    stop: false,
                };
                JOB.with(|j| *j.borrow_mut() = Some(job));
                load();
            }
            Err(reason) => fail(Some(id), Failure::BadRequest { reason }),
        }
    }

    /// Runs the request to answer in slices, returning to the event loop between them,
    /// until none is left (once at a time: a new request joins the running slices).
    fn think() {
        if THINKING.replace(true) {
            return;
        }
        wasm_bindgen_futures::spawn_local(async {
            while slice() {
                next_task().await;
            }
            THINKING.set(false);
        });
    }

    /// One slice of the request to answer, answering it when its search is done or
    /// stopped; false when there is nothing to run (no request, or no network yet).
    fn slice() -> bool {
        let Some(job) = JOB.with(|j| j.borrow_mut().take()) else {
            return false;
        };
        let answered = NET.with(|n| match &mut *n.borrow_mut() {
            Net::Ready(engine) => Some(engine.slice(&job)),
            _ => None,
        });
        if answered != Some(true) {
            // Nothing else can have come meanwhile: the slice ran without a break.
            JOB.with(|j| *j.borrow_mut() = Some(job));
        }
        answered.is_some()
    }

    impl Engine {
        /// Searches `job` for one slice; true when it is answered.
        fn slice(&mut self, job: &Job) -> bool {
            let clock = || js_sys::Date::now() / 1000.0;
            let end = clock() + SLICE;
            let (id, game) = (job.id, &job.game);
            match job.task {
                Task::Move(level) => {
                    self.player.set_level(level);
                    let planned = level.params(game.size()).visits;
                    let done = job.stop
                        || self.player.think(game, &clock, &mut |p| {
                            let (visits, best) = (p.visits, p.best);
                            post(&Reply::Progress {
                                id,
                                visits,
                                planned,
                                best,
                            });
                            clock() < end
                        });
                    if done {
                        let mv = self.player.decide(game);
                        post(&Reply::Played { id, mv });
                    }
                    done
                }
                Task::Analyse {
                    visits: planned,
                    steady,
                } => {
                    // A steady look is the judgement's search, whose tree's ownership
                    // it answers with (the count's suggestion, the estimate).
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
                        None => {
                            let seed = js_sys::Date::now() as u64;
                            self.analysis.insert(Search::new(game, params, seed))
                        }
                    };
                    // Stopped before the first look, it still takes that one.
                    let stopped = job.stop && search.root_evaluation().is_some();
                    let done = stopped
                        || search.run(self.player.evaluator(), &clock, &mut |p| {
                            post(&Reply::Progress {
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
                        post(&Reply::Analysis { id, analysis });
                    }
                    done
                }
            }
        }
    }

    /// Waits for the event loop's next task, so the messages that came meanwhile are
    /// heard (awaiting a resolved promise waits only for microtasks). A message to
    /// ourselves on a channel is the quickest way there: nested timers wait 4 ms.
    async fn next_task() {
        let promise = js_sys::Promise::new(&mut |resolve, _| {
            CHANNEL.with(|c| {
                let mut c = c.borrow_mut();
                if c.is_none() {
                    *c = MessageChannel::new().ok();
                }
                match &*c {
                    Some(channel) => {
                        channel.port1().set_onmessage(Some(&resolve));
                        let _ = channel.port2().post_message(&JsValue::NULL);
                    }
                    None => {
                        let _ = resolve.call0(&JsValue::NULL);
                    }
                }
            });
        });
        let _ = JsFuture::from(promise).await;
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    web::start();
}

/// The worker runs only in a browser; natively there is nothing to do.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("tengen-worker runs as a Web Worker in the browser; see index.html");
}
