//! The learner's progress on this device, under `tengen.learn.progress`, and the way out
//! of the course into a real game.

use crate::engine::Rules;
use crate::i18n::tr;
use crate::learn::LessonsDone;
use crate::storage::keys::LEARN_PROGRESS;
use crate::table::NewGame;
use crate::table::Seat;
use crate::ui::browser::{load_value, save_value};
use crate::ui::library::use_library;
use crate::ui::route::{use_address, Route};
use leptos::prelude::*;

/// The stored progress; missing counts as none, damaged is set aside (the menu says so).
pub fn load_progress() -> LessonsDone {
    load_value(LEARN_PROGRESS)
}

/// Records a finished lesson on the device; a refused write in words, for the lesson to
/// say (nothing stored changes then).
pub fn complete_lesson(id: &str) -> Option<String> {
    let mut p = load_progress();
    if !p.complete(id) {
        return None;
    }
    save_value(LEARN_PROGRESS, &p)
        .err()
        .map(|e| crate::ui::stored::refused_words(LEARN_PROGRESS, e))
}

/// The same game against the computer at its weakest level, the learner as Black.
pub fn computer_game(preset: &str, size: u8) -> Option<NewGame> {
    let mut game = plain_game(preset, size)?;
    game.players = [
        Seat::person(tr("computer-you")),
        Seat::computer(crate::ui::computer::FIRST_RUNG),
    ];
    Some(game)
}

/// A new game with a preset's own settings: even, no clock, default names.
pub fn plain_game(preset: &str, size: u8) -> Option<NewGame> {
    let rules = Rules::preset(preset)?;
    Some(NewGame {
        preset_id: preset.to_string(),
        komi: rules.komi_for(0),
        rules,
        size,
        handicap: 0,
        clock: None,
        players: [
            Seat::person(tr("learn-ui-name-black")),
            Seat::person(tr("learn-ui-name-white")),
        ],
    })
}

/// An action that starts a game under `preset` on a `size` board and opens it.
pub fn use_start_game(
    preset: &'static str,
    size: u8,
    computer: bool,
) -> impl Fn() + Clone + 'static {
    let library = use_library();
    let address = use_address();
    move || {
        let game = if computer {
            computer_game(preset, size)
        } else {
            plain_game(preset, size)
        };
        let Some(session) = game.and_then(|g| library.start(&g).ok()) else {
            return;
        };
        address.open(&Route::Play(session.id.get_value()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lessons' way out is an even AGA 9x9 game with 7.5 komi.
    #[test]
    fn start_game_is_even_aga_9x9() {
        let g = plain_game("aga", 9).unwrap();
        assert_eq!((g.size, g.handicap, g.clock), (9, 0, None));
        assert_eq!(g.komi, crate::engine::HalfPoints::halves(15));
        assert!(plain_game("no-such-preset", 9).is_none());
    }

    /// Against the computer the learner plays Black at the weakest level.
    #[test]
    fn computer_game_is_against_the_weakest_level() {
        let g = computer_game("first-capture", 9).unwrap();
        assert_eq!(g.preset_id, "first-capture");
        assert!(!g.players[0].is_computer());
        assert_eq!(g.players[1], Seat::computer(1));
    }
}
