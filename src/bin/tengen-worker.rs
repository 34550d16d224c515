//! `tengen-worker`: the computer player in a Web Worker of its own, so the page never
//! waits for it. Trunk builds it as a second wasm module (`index.html`, `data-type="worker"`);
//! the network and the search live only here, never in the page's wasm.
//!
//! It speaks [`tengen::worker::protocol`]: `Load` fetches the network from the app's own
//! files (with `Loading` steps), `Genmove` answers with `Progress` after each batch of the
//! search and then `Played`. Anything it cannot do is a `Failed` message, never a panic.

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::RefCell;
    use tengen::ai::level::Level;
    use tengen::ai::nn::Network;
    use tengen::ai::player::Player;
    use tengen::engine::{Game, GameRecord};
    use tengen::worker::protocol::{decode, encode, Failure, Reply, Request};
    use tengen::worker::NETWORK_FILE;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    use web_sys::{
        DedicatedWorkerGlobalScope, MessageEvent, ReadableStreamDefaultReader, Response,
    };

    /// The network, as far as it has come.
    enum Net {
        Absent,
        Loading,
        Ready(Box<Player<Network>>),
    }

    /// A move asked for before the network was loaded.
    struct Waiting {
        id: u64,
        record: GameRecord,
        level: u8,
    }

    thread_local! {
        static NET: RefCell<Net> = const { RefCell::new(Net::Absent) };
        static WAITING: RefCell<Option<Waiting>> = const { RefCell::new(None) };
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
                    WAITING.with(|w| *w.borrow_mut() = Some(Waiting { id, record, level }));
                    load();
                }
                // Analysis and stopping come with the worker's next step (issue 13).
                Ok(Request::Analyse { id, .. }) | Ok(Request::Stop { id }) => fail(
                    Some(id),
                    Failure::BadRequest {
                        reason: "this worker cannot analyse yet".to_string(),
                    },
                ),
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

    /// Loads the network once; answers a waiting request when it is there.
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
                            let player = Player::new(net, first, seed);
                            NET.with(|n| *n.borrow_mut() = Net::Ready(Box::new(player)));
                            post(&Reply::Ready);
                            answer_waiting();
                        }
                        Err(failure) => {
                            NET.with(|n| *n.borrow_mut() = Net::Absent);
                            let id = WAITING.with(|w| w.borrow_mut().take().map(|w| w.id));
                            fail(id, failure);
                        }
                    }
                });
            }
            1 => {}
            _ => {
                post(&Reply::Ready);
                answer_waiting();
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

    /// Plays the waiting request, if any, with the loaded network.
    fn answer_waiting() {
        let Some(Waiting { id, record, level }) = WAITING.with(|w| w.borrow_mut().take()) else {
            return;
        };
        let game = match Game::replay(&record) {
            Ok(g) => g,
            Err(e) => {
                let reason = e.to_string();
                return fail(Some(id), Failure::BadRequest { reason });
            }
        };
        let Some(level) = Level::by_number(usize::from(level)) else {
            let reason = format!("no level {level}");
            return fail(Some(id), Failure::BadRequest { reason });
        };
        let planned = level.params(game.size()).visits;
        NET.with(|n| {
            if let Net::Ready(player) = &mut *n.borrow_mut() {
                player.set_level(level);
                let clock = || js_sys::Date::now() / 1000.0;
                let mv = player.genmove(&game, &clock, &mut |p| {
                    let (visits, best) = (p.visits, p.best);
                    post(&Reply::Progress {
                        id,
                        visits,
                        planned,
                        best,
                    });
                    true
                });
                post(&Reply::Played { id, mv });
            }
        });
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
