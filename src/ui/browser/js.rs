//! Browser calls reached by name through `Reflect` rather than through web-sys: the
//! JavaScript glue that wasm-bindgen writes for each web-sys method is one file, loaded with
//! the first download, so a call used by one screen (the Web Audio API, fetching the app's
//! own files) would add to every visit's download; these few calls are in it already.

use js_sys::{Array, Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};

pub type Result<T> = std::result::Result<T, JsValue>;

/// `object[name]`.
pub fn get(object: &JsValue, name: &str) -> Result<JsValue> {
    Reflect::get(object, &name.into())
}

/// `object[name] = value`.
pub fn set(object: &JsValue, name: &str, value: &JsValue) -> Result<()> {
    Reflect::set(object, &name.into(), value).map(drop)
}

/// `object.name(...args)`.
pub fn call(object: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue> {
    let method: Function = get(object, name)?.unchecked_into();
    Reflect::apply(&method, object, &args.iter().collect::<Array>())
}

/// `new globalThis[name](...args)`.
pub fn new(name: &str, args: &[JsValue]) -> Result<JsValue> {
    let class: Function = get(&js_sys::global(), name)?.unchecked_into();
    Reflect::construct(&class, &args.iter().collect::<Array>())
}

/// The bytes of an `ArrayBuffer`. Read as text a slice at a time
/// (`String.fromCharCode(...new Uint8Array(buffer, start, n))`, one character per byte,
/// each below 256), through calls the glue has already, rather than through a typed
/// array's own glue.
#[cfg(target_arch = "wasm32")]
pub fn bytes(buffer: &JsValue) -> Result<Vec<u8>> {
    /// Bytes per call: well within every browser's limit on a call's arguments.
    const SLICE: u32 = 8192;
    let length = get(buffer, "byteLength")?.as_f64().unwrap_or(0.0) as u32;
    let from_char_code: Function =
        get(&get(&js_sys::global(), "String")?, "fromCharCode")?.unchecked_into();
    let mut bytes = Vec::with_capacity(length as usize);
    let mut start = 0;
    while start < length {
        let n = SLICE.min(length - start);
        let slice = new("Uint8Array", &[buffer.clone(), start.into(), n.into()])?;
        let text = Reflect::apply(&from_char_code, &JsValue::UNDEFINED, slice.unchecked_ref())?
            .as_string()
            .unwrap_or_default();
        bytes.extend(text.chars().map(|c| u8::try_from(c).unwrap_or(0)));
        start += n;
    }
    if bytes.len() == length as usize {
        Ok(bytes)
    } else {
        Err(JsValue::from_str("bytes lost in reading"))
    }
}
