//! The engine's values in the player's language: colours, refusals, results and presets.
//!
//! The engine keeps its English `Display` texts (GTP and the tests use them); the screens call
//! these functions instead, which look each value up in the Fluent catalogues.

pub mod records;

use crate::engine::{
    Color, CoordError, EndReason, GameResult, HalfPoints, MoveError, Preset, SetupError, MAX_SIZE,
    MIN_SIZE,
};
use crate::i18n::tr;
use crate::tr;

/// A colour as a player's name: "Black", "White".
pub fn color_name(color: Color) -> String {
    match color {
        Color::Black => tr("color-black"),
        Color::White => tr("color-white"),
    }
}

/// Points as a number Fluent can select a plural form for: 1.5, 7.
pub fn points(value: HalfPoints) -> f64 {
    f64::from(value.0) / 2.0
}

/// Why a move or game action was refused: "That point is occupied."
pub fn move_error(error: MoveError) -> String {
    match error {
        MoveError::OffBoard => tr("move-error-off-board"),
        MoveError::Occupied => tr("move-error-occupied"),
        MoveError::Suicide => tr("move-error-suicide"),
        MoveError::Ko => tr("move-error-ko"),
        MoveError::Superko { repeats_move: 0 } => tr("move-error-superko-start"),
        MoveError::Superko { repeats_move } => {
            tr!("move-error-superko", number = repeats_move as f64)
        }
        MoveError::NotYourTurn => tr("move-error-not-your-turn"),
        MoveError::NotPlaying => tr("move-error-not-playing"),
        MoveError::GameOver => tr("move-error-game-over"),
        MoveError::ResignTooEarly { min_moves } => {
            tr!("move-error-resign-too-early", count = f64::from(min_moves))
        }
        MoveError::NotSettling => tr("move-error-not-settling"),
        MoveError::NoStone => tr("move-error-no-stone"),
        MoveError::NothingToUndo => tr("move-error-nothing-to-undo"),
        MoveError::SetupWithoutLiberty => tr("move-error-setup-without-liberty"),
    }
}

/// Why a typed coordinate or a board size was not accepted.
pub fn coord_error(error: &CoordError) -> String {
    match error {
        CoordError::Empty => tr("board-no-coordinate"),
        CoordError::Malformed(text) => tr!("board-not-a-coordinate", text = text.as_str()),
        CoordError::OffBoard(point) => tr!("board-not-on-board", point = point.as_str()),
        CoordError::BadSize(size) => tr!(
            "board-bad-size",
            min = f64::from(MIN_SIZE),
            max = f64::from(MAX_SIZE),
            size = f64::from(*size)
        ),
    }
}

/// Why a new game could not be set up.
pub fn setup_error(error: &SetupError) -> String {
    match error {
        SetupError::BadSize(e) => coord_error(e),
        SetupError::TooManyHandicapStones { asked, max } => tr!(
            "new-game-too-many-handicap-stones",
            count = f64::from(*asked),
            max = f64::from(*max)
        ),
        SetupError::BadHandicapStone(point) => {
            tr!("new-game-bad-handicap-stone", point = point.as_str())
        }
    }
}

/// The result in words, without a full stop: "White wins by 1.5 points".
pub fn result_words(result: &GameResult) -> String {
    let Some(winner) = result.winner else {
        return match result.reason {
            EndReason::PassesBeforeCapture => tr("result-draw-before-capture"),
            _ => tr("result-draw-equal"),
        };
    };
    let (w, l) = (color_name(winner), color_name(winner.opposite()));
    match result.reason {
        EndReason::Count => tr!(
            "result-wins-by-points",
            winner = w,
            points = points(result.margin)
        ),
        EndReason::Resignation => match result.credited {
            Some(n) => tr!(
                "result-resigned-credited",
                winner = w,
                loser = l,
                points = f64::from(n)
            ),
            None => tr!("result-resigned", winner = w, loser = l),
        },
        EndReason::Timeout => tr!("result-timeout", winner = w, loser = l),
        EndReason::FirstCapture | EndReason::PassesBeforeCapture => {
            tr!("result-first-capture", winner = w)
        }
    }
}

/// The result in words and in SGF notation: "White wins by 1.5 points — W+1.5".
pub fn result_line(result: &GameResult) -> String {
    format!("{} — {}", result_words(result), result.to_sgf())
}

/// A preset's name as the menu shows it: "AGA area".
pub fn preset_name(preset: &Preset) -> String {
    tr(preset.words.name)
}

/// A preset's one-line description for the menu.
pub fn preset_description(preset: &Preset) -> String {
    tr(preset.words.description)
}

/// The rules a preset follows, as players know them: "the AGA's rules of Go (area counting)".
pub fn preset_source(preset: &Preset) -> String {
    tr(preset.words.source)
}

/// Why a move lost points, in the rules' words (the teacher's note and the review's
/// mistakes say the same): "White can now capture 3 stones at E4." `None` when the rules
/// say nothing more than that it lost points.
pub fn mistake_why(why: crate::ai::teacher::Why, mover: Color, size: u8) -> Option<String> {
    use crate::ai::teacher::Why;
    let opponent = color_name(mover.opposite());
    Some(match why {
        Why::LeavesInAtari { stones, at } => tr!(
            "teacher-leaves-in-atari",
            color = opponent,
            stones = stones as f64,
            point = at.to_gtp(size)
        ),
        Why::IgnoresAtari { stones, at } => tr!(
            "teacher-ignores-atari",
            color = opponent,
            stones = stones as f64,
            point = at.to_gtp(size)
        ),
        Why::MissesCapture { stones, at } => tr!(
            "teacher-misses-capture",
            stones = stones as f64,
            point = at.to_gtp(size)
        ),
        Why::Loses => return None,
    })
}

/// The computer's choice instead: "The computer prefers D4." (or passing).
pub fn better_words(better: crate::engine::Move, size: u8) -> String {
    match better {
        crate::engine::Move::Place(p) => tr!("teacher-better", point = p.to_gtp(size)),
        _ => tr("teacher-better-pass"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::presets;

    /// The English words are the engine's own texts (without the full stop of a result).
    #[test]
    fn english_matches_the_engine() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        for error in [
            MoveError::OffBoard,
            MoveError::Occupied,
            MoveError::Suicide,
            MoveError::Ko,
            MoveError::Superko { repeats_move: 0 },
            MoveError::Superko { repeats_move: 7 },
            MoveError::NotYourTurn,
            MoveError::NotPlaying,
            MoveError::GameOver,
            MoveError::ResignTooEarly { min_moves: 20 },
            MoveError::NotSettling,
            MoveError::NoStone,
            MoveError::NothingToUndo,
        ] {
            assert_eq!(move_error(error), error.to_string());
        }
        for error in [
            CoordError::Empty,
            CoordError::Malformed("x9".into()),
            CoordError::OffBoard("T19".into()),
            CoordError::BadSize(21),
        ] {
            assert_eq!(coord_error(&error), error.to_string());
        }
        for error in [
            SetupError::TooManyHandicapStones { asked: 12, max: 9 },
            SetupError::BadHandicapStone("Z9".into()),
        ] {
            assert_eq!(setup_error(&error), error.to_string());
        }
        for result in [
            GameResult::from_margin(HalfPoints::halves(-3)),
            GameResult::from_margin(HalfPoints::points(1)),
            GameResult::from_margin(HalfPoints::ZERO),
            GameResult::win(Color::Black, EndReason::Timeout),
            GameResult::win(Color::White, EndReason::Resignation),
            GameResult::win(Color::Black, EndReason::FirstCapture),
            GameResult {
                credited: Some(20),
                ..GameResult::win(Color::Black, EndReason::Resignation)
            },
        ] {
            assert_eq!(
                result_words(&result),
                result.describe().trim_end_matches('.')
            );
        }
        // Every preset's row names messages the catalogue has.
        for preset in presets() {
            let w = preset.words;
            assert_ne!(preset_name(&preset), w.name);
            assert_ne!(preset_description(&preset), w.description);
            assert_ne!(preset_source(&preset), w.source);
        }
        assert_eq!(preset_name(&presets()[0]), "AGA area");
    }

    /// The teacher's and the review's words for a move's loss, with the plural of stones.
    #[test]
    fn mistakes_in_words() {
        use crate::ai::teacher::Why;
        use crate::engine::{Move, Point};
        crate::i18n::set_language(crate::i18n::Lang::En);
        let at = Point::parse_gtp("E4", 9).expect("a vertex");
        let left = Why::LeavesInAtari { stones: 3, at };
        assert_eq!(
            mistake_why(left, Color::Black, 9).as_deref(),
            Some("White can now capture 3 stones at E4.")
        );
        let ignored = Why::IgnoresAtari { stones: 1, at };
        assert_eq!(
            mistake_why(ignored, Color::White, 9).as_deref(),
            Some("Black can still capture your stone in atari at E4.")
        );
        let missed = Why::MissesCapture { stones: 2, at };
        assert_eq!(
            mistake_why(missed, Color::Black, 9).as_deref(),
            Some("E4 would have captured 2 stones.")
        );
        assert_eq!(mistake_why(Why::Loses, Color::Black, 9), None);
        assert_eq!(
            better_words(Move::Place(at), 9),
            "The computer prefers E4, ringed on the board."
        );
        assert_eq!(
            better_words(Move::Pass, 9),
            "The computer would have passed."
        );
    }
}
