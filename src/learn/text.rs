//! Texts with stable keys, so a later translation pass can look each one up.

/// A text shown to the learner: a stable key for translation and the English wording.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    /// Stable identifier, e.g. `learn.ko.prompt.1`; never reused for another wording.
    pub key: &'static str,
    /// The English text, shown until a translation exists.
    pub en: &'static str,
}

/// Builds a [`Text`] in constant data.
pub const fn t(key: &'static str, en: &'static str) -> Text {
    Text { key, en }
}

/// Texts shared by several lessons.
pub mod common {
    use super::{t, Text};

    pub const DIAGONAL: Text = t(
        "learn.common.diagonal",
        "That's a diagonal. Diagonals are not liberties.",
    );
    pub const OCCUPIED: Text = t(
        "learn.common.occupied",
        "A stone sits there. Liberties are empty points.",
    );
    pub const LIBERTY_FOUND: Text = t("learn.common.liberty-found", "Yes, a liberty.");
    pub const FOUND_AGAIN: Text = t("learn.common.found-again", "You found that one already.");
    pub const NOT_TOUCHING: Text = t(
        "learn.common.not-touching",
        "That point doesn't touch the marked stones. Look right next to them.",
    );
    pub const PICK_NUMBER: Text = t("learn.common.pick-number", "Pick one of the numbers below.");
    pub const READ_ON: Text = t("learn.common.read-on", "Tap Continue when you're ready.");
    pub const TAP_BOARD: Text = t("learn.common.tap-board", "Tap a point on the board.");
    pub const LESSON_DONE: Text = t(
        "learn.common.lesson-done",
        "This lesson is done. Tap Next, or Retry to do it again.",
    );
    pub const DRAW: Text = t(
        "learn.common.draw",
        "You both passed before any capture: a draw. Tap Retry for a new game.",
    );
    pub const CAPTURE_WINS: Text = t(
        "learn.common.capture-wins",
        "A capture! Whoever captures first wins this game.",
    );
    pub const MOVE_PLAYED: Text = t("learn.common.move-played", "Now the other player.");
    pub const MARKED_DEAD: Text = t("learn.common.marked-dead", "Marked as dead.");
    pub const START_9X9: Text = t("learn.common.start-9x9", "Start a 9x9 game");
    pub const NEXT_LESSON: Text = t("learn.common.next-lesson", "Next lesson");
    pub const DIAGONAL_SURROUND: Text = t(
        "learn.common.diagonal-surround",
        "Diagonals don't surround anything. Fill the last liberty.",
    );
}
