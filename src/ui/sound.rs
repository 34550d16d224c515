//! Stones you can hear (issue 27): a click for a stone put down, a rattle after it for a
//! capture (a little louder for more stones), a softer click for the computer's stone and
//! a soft tone for a pass, synthesized with the Web Audio API: no sound files. What a move
//! sounds like ([`Sound::of_move`]) is plain; playing it ([`play`]) is only reached from
//! the parts of the app that the first visit does not download (the play screen's extras,
//! the friend screens), so its code is not in the first download.
//!
//! Sounds follow the "Sounds" setting, and where the browser can be told (Safari's
//! `navigator.audioSession`) they are "ambient": the device's silent switch mutes them.
//! The optional vibration on the computer's move is here too ([`vibrate`]).

use crate::engine::Move;
use std::cell::RefCell;
use wasm_bindgen::JsValue;

/// The most captured stones that still make the rattle louder or longer.
const LOUDEST_CAPTURE: u32 = 10;

/// A sound of the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Sound {
    /// A person's stone put down.
    Place,
    /// The computer's stone, or the friend's arriving by link: softer.
    Soft,
    /// A stone put down that captured `stones` stones.
    Capture { stones: u32 },
    /// A pass.
    Pass,
}

impl Sound {
    /// The sound of `mv`, which captured `captured` stones; `soft` when it is the
    /// computer's (or comes from afar). Resigning is silent.
    pub fn of_move(mv: Move, captured: usize, soft: bool) -> Option<Sound> {
        match mv {
            Move::Place(_) if captured > 0 => Some(Sound::Capture {
                stones: captured.min(u32::MAX as usize) as u32,
            }),
            Move::Place(_) if soft => Some(Sound::Soft),
            Move::Place(_) => Some(Sound::Place),
            Move::Pass => Some(Sound::Pass),
            Move::Resign => None,
        }
    }

    /// The loudness of its first click (0 to 1).
    fn click_gain(self) -> f32 {
        match self {
            Sound::Soft => 0.22,
            Sound::Place | Sound::Capture { .. } => 0.45,
            Sound::Pass => 0.0,
        }
    }

    /// The rattle of captured stones after the click: how many little clicks, and how
    /// loud, both growing with the stones taken (up to [`LOUDEST_CAPTURE`]).
    fn rattle(self) -> Option<(u32, f32)> {
        let Sound::Capture { stones } = self else {
            return None;
        };
        let n = stones.clamp(1, LOUDEST_CAPTURE);
        Some((n.min(6) + 1, 0.25 + 0.05 * n as f32))
    }
}

thread_local! {
    /// The page's audio context and its noise, made on the first sound (after a tap, as
    /// browsers ask), kept for the next.
    static AUDIO: RefCell<Option<Audio>> = const { RefCell::new(None) };
}

/// The Web Audio API is reached by name through `Reflect`, not through web-sys: the
/// JavaScript glue that wasm-bindgen writes for each web-sys method is one file, loaded with
/// the first download, and these calls would have added some 3 KB to it.
mod js {
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

    /// `new globalThis[name]()`.
    pub fn new(name: &str) -> Result<JsValue> {
        let class: Function = get(&js_sys::global(), name)?.unchecked_into();
        Reflect::construct(&class, &Array::new())
    }

    /// `param.method(value, at)` on an audio parameter `object[name]`.
    pub fn at(object: &JsValue, name: &str, method: &str, value: f32, at: f64) -> Result<()> {
        let param = get(object, name)?;
        call(&param, method, &[value.into(), at.into()]).map(drop)
    }
}

struct Audio {
    context: JsValue,
    noise: JsValue,
}

/// Plays `sound` now; a browser without Web Audio (or one that refuses it) stays silent.
pub fn play(sound: Sound) {
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        if audio.is_none() {
            *audio = open().ok();
        }
        if let Some(a) = audio.as_ref() {
            let _ = a.play(sound);
        }
    });
}

/// A short vibration (the computer has moved), where the device can.
pub fn vibrate() {
    if let Some(w) = web_sys::window() {
        let _ = js::call(&w.navigator(), "vibrate", &[35.into()]);
    }
}

/// The audio context, ambient where the browser lets the page say so, and a burst of
/// noise to shape clicks from.
fn open() -> js::Result<Audio> {
    ambient();
    let context = js::new("AudioContext")?;
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
    fn play(&self, sound: Sound) -> js::Result<()> {
        if js::get(&self.context, "state")?.as_string().as_deref() == Some("suspended") {
            js::call(&self.context, "resume", &[])?;
        }
        let now = js::get(&self.context, "currentTime")?
            .as_f64()
            .unwrap_or(0.0);
        if sound == Sound::Pass {
            self.tone(now, 660.0, 0.09)?;
            return self.tone(now + 0.11, 495.0, 0.09);
        }
        self.click(now, sound.click_gain(), 1.0)?;
        if let Some((clicks, gain)) = sound.rattle() {
            for i in 0..clicks {
                let at = now + 0.09 + 0.045 * f64::from(i);
                // Each stone of the pile a little higher and quieter than the last.
                let pitch = 1.3 + 0.08 * i as f32;
                self.click(at, gain * (1.0 - 0.08 * i as f32), pitch)?;
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
        js::at(&envelope, "gain", "setValueAtTime", gain, at)?;
        js::at(
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
        js::at(&filter, "frequency", "setValueAtTime", 1800.0 * pitch, at)?;
        js::at(&filter, "Q", "setValueAtTime", 1.2, at)?;
        let envelope = self.envelope(at, gain, at + 0.06)?;
        self.chain(&[&source, &filter, &envelope])?;
        js::call(&source, "start", &[at.into()]).map(drop)
    }

    /// A soft sine tone of `frequency` Hz at `at`, `length` seconds long.
    fn tone(&self, at: f64, frequency: f32, length: f64) -> js::Result<()> {
        let oscillator = self.node("createOscillator")?;
        js::at(&oscillator, "frequency", "setValueAtTime", frequency, at)?;
        let envelope = self.envelope(at, 0.12, at + length)?;
        self.chain(&[&oscillator, &envelope])?;
        js::call(&oscillator, "start", &[at.into()])?;
        js::call(&oscillator, "stop", &[(at + length + 0.02).into()]).map(drop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Point;

    const STONE: Move = Move::Place(Point::new(4, 4));

    #[test]
    fn a_move_sounds_by_what_it_did_and_whose_it_was() {
        assert_eq!(Sound::of_move(STONE, 0, false), Some(Sound::Place));
        assert_eq!(Sound::of_move(STONE, 0, true), Some(Sound::Soft));
        assert_eq!(
            Sound::of_move(STONE, 3, true),
            Some(Sound::Capture { stones: 3 })
        );
        assert_eq!(Sound::of_move(Move::Pass, 0, false), Some(Sound::Pass));
        assert_eq!(Sound::of_move(Move::Resign, 0, false), None);
    }

    /// The computer's stone is softer than a person's; a capture's rattle grows louder and
    /// longer with the stones taken, up to its loudest.
    #[test]
    fn more_stones_rattle_louder() {
        assert!(Sound::Soft.click_gain() < Sound::Place.click_gain());
        assert_eq!(Sound::Place.rattle(), None);
        let rattle = |stones| Sound::Capture { stones }.rattle().expect("a rattle");
        let (one, five, ten) = (rattle(1), rattle(5), rattle(10));
        assert!(one.0 < five.0 && one.1 < five.1 && five.1 < ten.1);
        assert_eq!(rattle(40), ten);
    }
}
