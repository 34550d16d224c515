//! The games open on this device: each a [`Session`] of reactive values. The
//! engine's `Game` is the one source of truth for a game; every view derives
//! from it.

use crate::clock::{Clock, ClockSettings};
use crate::engine::{Color, Game, HalfPoints, Rules, SetupError};
use leptos::prelude::*;

/// One game being played or reviewed.
#[derive(Clone, Copy)]
pub struct Session {
    pub id: StoredValue<String>,
    pub preset_id: StoredValue<String>,
    pub game: RwSignal<Game>,
    /// Names of the players of Black and White.
    pub names: RwSignal<[String; 2]>,
    pub clock: RwSignal<Option<Clock>>,
    pub updated_ms: RwSignal<f64>,
}

/// What the new-game screen decided.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    pub preset_id: String,
    pub rules: Rules,
    pub size: u8,
    pub handicap: u8,
    pub komi: HalfPoints,
    pub clock: Option<ClockSettings>,
    /// Names of the players of Black and White.
    pub names: [String; 2],
}

/// `rules` with the komi a player typed in, for a game with `handicap`.
pub fn rules_with_komi(mut rules: Rules, handicap: u8, komi: HalfPoints) -> Rules {
    if rules.komi_for(handicap) != komi {
        if handicap == 0 {
            rules.komi = komi;
        } else {
            rules.handicap.komi = komi;
            if rules.handicap.compensation == crate::engine::Compensation::KomiEqualsN {
                rules.handicap.compensation = crate::engine::Compensation::None;
            }
        }
    }
    rules
}

pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys_now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs_f64() * 1000.0)
            .unwrap_or(0.0)
    }
}

#[cfg(target_arch = "wasm32")]
fn js_sys_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance().map(|p| p.time_origin() + p.now()))
        .unwrap_or(0.0)
}

/// A fresh id: the time in base 36 plus a counter, unique on this device.
fn new_id() -> String {
    use std::sync::atomic::{AtomicU32, Ordering};
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let mut n = now_ms() as u64;
    let mut s = String::new();
    while n > 0 {
        let d = (n % 36) as u32;
        s.insert(0, char::from_digit(d, 36).unwrap_or('0'));
        n /= 36;
    }
    format!("{s}{}", COUNTER.fetch_add(1, Ordering::Relaxed))
}

impl Session {
    pub fn start(setup: &NewGame) -> Result<Session, SetupError> {
        let rules = rules_with_komi(setup.rules, setup.handicap, setup.komi);
        let game = Game::new(rules, setup.size, setup.handicap)?;
        Ok(Session {
            id: StoredValue::new(new_id()),
            preset_id: StoredValue::new(setup.preset_id.clone()),
            game: RwSignal::new(game),
            names: RwSignal::new(setup.names.clone()),
            clock: RwSignal::new(setup.clock.map(Clock::new)),
            updated_ms: RwSignal::new(now_ms()),
        })
    }

    pub fn name(&self, color: Color) -> String {
        self.names.with(|n| n[color.index()].clone())
    }
}

/// Every game on this device, newest first.
#[derive(Clone, Copy)]
pub struct Library {
    pub sessions: RwSignal<Vec<Session>>,
    /// The app's root owner: sessions outlive the screen that created them.
    owner: StoredValue<Owner>,
}

impl Library {
    /// Starts a game and adds it to the library.
    pub fn start(&self, setup: &NewGame) -> Result<Session, SetupError> {
        let session = self
            .owner
            .with_value(|o| o.with(|| Session::start(setup)))?;
        self.add(session);
        Ok(session)
    }

    pub fn find(&self, id: &str) -> Option<Session> {
        self.sessions
            .with(|all| all.iter().find(|s| s.id.with_value(|i| i == id)).copied())
    }

    fn add(&self, session: Session) {
        self.sessions.update(|all| all.insert(0, session));
    }

    /// The most recently played unfinished game.
    pub fn latest_unfinished(&self) -> Option<Session> {
        self.sessions.with(|all| {
            all.iter()
                .filter(|s| s.game.with(|g| g.result().is_none()))
                .max_by(|a, b| a.updated_ms.get().total_cmp(&b.updated_ms.get()))
                .copied()
        })
    }
}

pub fn provide_library() -> Library {
    let library = Library {
        sessions: RwSignal::new(Vec::new()),
        owner: StoredValue::new(Owner::current().unwrap_or_default()),
    };
    provide_context(library);
    library
}

pub fn use_library() -> Library {
    use_context::<Library>().unwrap_or_else(provide_library)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A typed komi replaces the preset's, for even and handicap games alike.
    #[test]
    fn typed_komi_wins() {
        let aga = Rules::preset("aga").unwrap();
        assert_eq!(
            rules_with_komi(aga, 0, HalfPoints::halves(13)).komi_for(0),
            HalfPoints::halves(13)
        );
        assert_eq!(
            rules_with_komi(aga, 3, HalfPoints::ZERO).komi_for(3),
            HalfPoints::ZERO
        );
        let club = Rules::preset("club").unwrap();
        assert_eq!(club.komi_for(4), HalfPoints::points(4));
        assert_eq!(
            rules_with_komi(club, 4, HalfPoints::points(4)).komi_for(4),
            HalfPoints::points(4)
        );
        assert_eq!(
            rules_with_komi(club, 4, HalfPoints::halves(1)).komi_for(4),
            HalfPoints::halves(1)
        );
    }
}
