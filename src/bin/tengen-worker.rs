//! `tengen-worker`: the computer player in a Web Worker of its own, so the page never
//! waits for it. Trunk builds it as a second wasm module (`index.html`, `data-type="worker"`);
//! the network and the search live only here, never in the page's wasm.
//!
//! Browser glue only: what it hears and answers is decided by
//! [`tengen::worker::job_loop::WorkerCore`] (natively tested). This file carries the
//! messages, fetches the network from the app's own files (with `Loading` steps), and runs
//! the core's slices of about 40 ms (`SLICE`), returning to the event loop between them so
//! that a `Stop` or a new request is heard.

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::{Cell, RefCell};
    use tengen::ai::nn::model::ModelDesc;
    use tengen::ai::nn::Network;
    use tengen::worker::job_loop::{Next, WorkerCore};
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

    thread_local! {
        static CORE: RefCell<WorkerCore<Network>> = RefCell::new(WorkerCore::default());
        /// Whether the slices are running (see [`think`]).
        static THINKING: Cell<bool> = const { Cell::new(false) };
        /// The channel [`next_task`] posts itself a message on.
        static CHANNEL: RefCell<Option<MessageChannel>> = const { RefCell::new(None) };
    }

    fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }

    fn post(reply: Reply) {
        let answer = matches!(
            reply,
            Reply::Ready | Reply::Played { .. } | Reply::Analysis { .. } | Reply::Shared { .. }
        );
        send(&reply);
        if answer {
            // What this worker holds, for the measurements (a pool's cost).
            let bytes = wasm_bindgen::memory()
                .unchecked_into::<js_sys::WebAssembly::Memory>()
                .buffer()
                .unchecked_into::<js_sys::ArrayBuffer>()
                .byte_length();
            send(&Reply::Memory {
                bytes: u64::from(bytes),
            });
        }
    }

    fn send(reply: &Reply) {
        // A page that went away cannot be told anything: nothing to do then.
        let _ = scope().post_message(&JsValue::from_str(&encode(reply)));
    }

    fn clock() -> f64 {
        js_sys::Date::now() / 1000.0
    }

    pub fn start() {
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
            let request = match event.data().as_string().map(|t| decode::<Request>(&t)) {
                Some(Ok(request)) => request,
                Some(Err(e)) => {
                    let reason = e.to_string();
                    return post(Reply::Failed {
                        id: None,
                        failure: Failure::Protocol { reason },
                    });
                }
                None => {
                    let reason = "a message that is not text".to_string();
                    return post(Reply::Failed {
                        id: None,
                        failure: Failure::Protocol { reason },
                    });
                }
            };
            let next = CORE.with(|c| c.borrow_mut().hear(request, &mut post));
            follow(next);
        });
        scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The worker lives as long as its scope: the handler must too.
        on_message.forget();
        post(Reply::Started);
    }

    /// Does what the core asks next.
    fn follow(next: Next) {
        match next {
            Next::Wait => {}
            Next::Think => think(),
            Next::Fetch => wasm_bindgen_futures::spawn_local(async {
                let net = fetch_network().await.and_then(|bytes| {
                    // The file's bytes go before the network is built.
                    let model = ModelDesc::parse(&bytes);
                    drop(bytes);
                    model
                        .map(Network::from_model)
                        .map_err(|e| Failure::NetworkDamaged {
                            reason: e.to_string(),
                        })
                });
                // Workers of one pool start in the same millisecond: each its own seed.
                let seed = (js_sys::Math::random() * 2f64.powi(53)) as u64;
                let next = CORE.with(|c| c.borrow_mut().loaded(net, seed, &mut post));
                follow(next);
            }),
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
                post(Reply::Loading {
                    done: told as u64,
                    total,
                });
            }
        }
        Ok(bytes)
    }

    /// Runs the core's slices, returning to the event loop between them, until nothing
    /// is left (once at a time: a new request joins the running slices).
    fn think() {
        if THINKING.replace(true) {
            return;
        }
        wasm_bindgen_futures::spawn_local(async {
            while CORE.with(|c| c.borrow_mut().slice(&clock, SLICE, &mut post)) {
                next_task().await;
            }
            THINKING.set(false);
        });
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
