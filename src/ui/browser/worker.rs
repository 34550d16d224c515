//! A Web Worker as the page sees it: started from a script of the app, spoken to in
//! text, stopped when dropped. Outside a browser it cannot start.

/// What a worker sent, or how it ended.
pub enum WorkerEvent {
    /// A text message.
    Message(String),
    /// The script did not load, or the worker crashed (the browser's words, if any).
    Crashed(String),
}

/// A running worker; dropping it stops the worker at once.
pub struct WebWorker {
    #[cfg(target_arch = "wasm32")]
    worker: web_sys::Worker,
    #[cfg(target_arch = "wasm32")]
    _handlers: [wasm_bindgen::closure::Closure<dyn FnMut(web_sys::Event)>; 2],
}

impl WebWorker {
    /// Starts the worker script at `url` (relative to the page's base); every message
    /// and a crash go to `on_event`.
    pub fn start(url: &str, on_event: impl Fn(WorkerEvent) + 'static) -> Result<WebWorker, String> {
        #[cfg(target_arch = "wasm32")]
        {
            use std::rc::Rc;
            use wasm_bindgen::closure::Closure;
            use wasm_bindgen::JsCast;
            let worker = web_sys::Worker::new(url).map_err(|e| format!("{e:?}"))?;
            let on_event = Rc::new(on_event);
            let told = on_event.clone();
            let on_message = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
                let text = e
                    .dyn_ref::<web_sys::MessageEvent>()
                    .and_then(|m| m.data().as_string())
                    .unwrap_or_default();
                told(WorkerEvent::Message(text));
            });
            let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
                let text = e
                    .dyn_ref::<web_sys::ErrorEvent>()
                    .map(|e| e.message())
                    .unwrap_or_default();
                on_event(WorkerEvent::Crashed(text));
            });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
            Ok(WebWorker {
                worker,
                _handlers: [on_message, on_error],
            })
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let _ = (url, on_event);
            Err("no browser".into())
        }
    }

    /// Sends a text message.
    pub fn send(&self, text: &str) {
        #[cfg(target_arch = "wasm32")]
        {
            // A worker that has stopped drops what it is sent; its crash was told.
            let _ = self
                .worker
                .post_message(&wasm_bindgen::JsValue::from_str(text));
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = text;
    }
}

impl Drop for WebWorker {
    fn drop(&mut self) {
        #[cfg(target_arch = "wasm32")]
        {
            self.worker.set_onmessage(None);
            self.worker.set_onerror(None);
            self.worker.terminate();
        }
    }
}
