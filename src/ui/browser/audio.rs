//! The Web Audio API: notes for the board's sounds (`ui/sound.rs` says which notes a
//! move makes), played on one audio context made on the first sound (after a tap, as
//! browsers ask).
//!
//! Where the browser can be told (Safari's `navigator.audioSession`) the sounds are
//! "ambient": the device's silent switch mutes them.

use std::cell::RefCell;
use wasm_bindgen::JsValue;

use super::js;

/// One note of a sound, `at` seconds after now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Note {
    /// A stone on wood: noise through a band-pass filter at 1800 Hz times `pitch`,
    /// dying away in 60 ms.
    Click { at: f64, gain: f32, pitch: f32 },
    /// A soft sine tone of `frequency` Hz, `length` seconds long.
    Tone {
        at: f64,
        frequency: f32,
        length: f64,
    },
}

thread_local! {
    /// The page's audio context and its noise, made on the first sound (after a tap, as
    /// browsers ask), kept for the next.
    static AUDIO: RefCell<Option<Audio>> = const { RefCell::new(None) };
}

struct Audio {
    context: JsValue,
    noise: JsValue,
}

/// Plays `notes` now; a browser without Web Audio (or one that refuses it) stays silent.
pub fn play_notes(notes: &[Note]) {
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        if audio.is_none() {
            *audio = open().ok();
        }
        if let Some(a) = audio.as_ref() {
            let _ = a.play(notes);
        }
    });
}

/// The audio context, ambient where the browser lets the page say so, and a burst of
/// noise to shape clicks from.
fn open() -> js::Result<Audio> {
    ambient();
    let context = js::new("AudioContext", &[])?;
    let rate = js::get(&context, "sampleRate")?
        .as_f64()
        .unwrap_or(44_100.0);
    let length = (rate * 0.05) as u32;
    let noise = js::call(
        &context,
        "createBuffer",
        &[1.into(), length.into(), rate.into()],
    )?;
    let samples = js::call(&noise, "getChannelData", &[0.into()])?;
    // A fixed pseudo-random burst (the same every time: a stone sounds like a stone).
    let mut x: u32 = 0x9e37_79b9;
    for i in 0..length {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let sample = f64::from(x) / f64::from(u32::MAX) * 2.0 - 1.0;
        js_sys::Reflect::set_u32(&samples, i, &sample.into())?;
    }
    Ok(Audio { context, noise })
}

/// Asks for the "ambient" audio session (Safari): the silent switch mutes the page's
/// sounds. Other browsers have no such setting and say nothing of the device's volume.
fn ambient() {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(session) = js::get(&window.navigator(), "audioSession") {
        if session.is_object() {
            let _ = js::set(&session, "type", &"ambient".into());
        }
    }
}

impl Audio {
    fn play(&self, notes: &[Note]) -> js::Result<()> {
        if js::get(&self.context, "state")?.as_string().as_deref() == Some("suspended") {
            js::call(&self.context, "resume", &[])?;
        }
        let now = js::get(&self.context, "currentTime")?
            .as_f64()
            .unwrap_or(0.0);
        for note in notes {
            match *note {
                Note::Click { at, gain, pitch } => self.click(now + at, gain, pitch)?,
                Note::Tone {
                    at,
                    frequency,
                    length,
                } => self.tone(now + at, frequency, length)?,
            }
        }
        Ok(())
    }

    /// A node of the context (`createGain`, …).
    fn node(&self, create: &str) -> js::Result<JsValue> {
        js::call(&self.context, create, &[])
    }

    /// Connects `nodes` in a chain, the last to the speakers.
    fn chain(&self, nodes: &[&JsValue]) -> js::Result<()> {
        let out = js::get(&self.context, "destination")?;
        for (i, node) in nodes.iter().enumerate() {
            let next = nodes.get(i + 1).copied().unwrap_or(&out);
            js::call(node, "connect", std::slice::from_ref(next))?;
        }
        Ok(())
    }

    /// An envelope rising to `gain` at `at` and dying away by `end`.
    fn envelope(&self, at: f64, gain: f32, end: f64) -> js::Result<JsValue> {
        let envelope = self.node("createGain")?;
        param_at(&envelope, "gain", "setValueAtTime", gain, at)?;
        param_at(
            &envelope,
            "gain",
            "exponentialRampToValueAtTime",
            0.001,
            end,
        )?;
        Ok(envelope)
    }

    /// A stone on wood at `at`: noise through a band-pass filter, dying away in 60 ms.
    fn click(&self, at: f64, gain: f32, pitch: f32) -> js::Result<()> {
        let source = self.node("createBufferSource")?;
        js::set(&source, "buffer", &self.noise)?;
        let filter = self.node("createBiquadFilter")?;
        js::set(&filter, "type", &"bandpass".into())?;
        param_at(&filter, "frequency", "setValueAtTime", 1800.0 * pitch, at)?;
        param_at(&filter, "Q", "setValueAtTime", 1.2, at)?;
        let envelope = self.envelope(at, gain, at + 0.06)?;
        self.chain(&[&source, &filter, &envelope])?;
        js::call(&source, "start", &[at.into()]).map(drop)
    }

    /// A soft sine tone of `frequency` Hz at `at`, `length` seconds long.
    fn tone(&self, at: f64, frequency: f32, length: f64) -> js::Result<()> {
        let oscillator = self.node("createOscillator")?;
        param_at(&oscillator, "frequency", "setValueAtTime", frequency, at)?;
        let envelope = self.envelope(at, 0.12, at + length)?;
        self.chain(&[&oscillator, &envelope])?;
        js::call(&oscillator, "start", &[at.into()])?;
        js::call(&oscillator, "stop", &[(at + length + 0.02).into()]).map(drop)
    }
}

/// `param.method(value, at)` on an audio parameter `object[name]`.
fn param_at(object: &JsValue, name: &str, method: &str, value: f32, at: f64) -> js::Result<()> {
    let param = js::get(object, name)?;
    js::call(&param, method, &[value.into(), at.into()]).map(drop)
}
