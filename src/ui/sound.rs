//! Stones you can hear (issue 27): a click for a stone put down, a rattle after it for a
//! capture (a little louder for more stones), a softer click for the computer's stone and
//! a soft tone for a pass, synthesized with the Web Audio API: no sound files. What a move
//! sounds like ([`Sound::of_move`]) is plain; playing it ([`play`]) is only reached from
//! the parts of the app that the first visit does not download (the play screen's extras,
//! the friend screens), so its code is not in the first download.
//!
//! Sounds follow the "Sounds" setting; the notes are played by `ui/browser/audio.rs`.
//! The optional vibration on the computer's move is here too ([`vibrate`]).

use crate::engine::Move;
use crate::ui::browser::{self, Note};

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

    /// Its notes: two tones for a pass; a click, then for a capture the rattle of the
    /// stones taken, each of the pile a little higher and quieter than the last.
    fn notes(self) -> Vec<Note> {
        if self == Sound::Pass {
            return vec![
                Note::Tone {
                    at: 0.0,
                    frequency: 660.0,
                    length: 0.09,
                },
                Note::Tone {
                    at: 0.11,
                    frequency: 495.0,
                    length: 0.09,
                },
            ];
        }
        let mut notes = vec![Note::Click {
            at: 0.0,
            gain: self.click_gain(),
            pitch: 1.0,
        }];
        if let Some((clicks, gain)) = self.rattle() {
            notes.extend((0..clicks).map(|i| Note::Click {
                at: 0.09 + 0.045 * f64::from(i),
                gain: gain * (1.0 - 0.08 * i as f32),
                pitch: 1.3 + 0.08 * i as f32,
            }));
        }
        notes
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

/// Plays `sound` now; a browser without Web Audio (or one that refuses it) stays silent.
pub fn play(sound: Sound) {
    browser::play_notes(&sound.notes());
}

/// A short vibration (the computer has moved), where the device can.
pub fn vibrate() {
    browser::vibrate(35);
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
