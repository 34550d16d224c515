//! Texts shown to the learner, by their keys in the translation catalogue
//! (`src/i18n/<lang>/lessons.ftl`).

/// A text shown to the learner: its stable key in the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    /// Stable identifier, e.g. `learn-ko-prompt-take`; never reused for another wording.
    pub key: &'static str,
}

impl Text {
    /// The text in the current language.
    pub fn text(self) -> String {
        crate::i18n::tr(self.key)
    }
}

/// No text: the default that lessons and steps fill in.
pub const BLANK: Text = Text { key: "" };

/// Builds a [`Text`] in constant data.
pub const fn t(key: &'static str) -> Text {
    Text { key }
}

/// Texts shared by several lessons.
pub mod common {
    use super::{t, Text};

    pub const DIAGONAL: Text = t("learn-common-diagonal");
    pub const OCCUPIED: Text = t("learn-common-occupied");
    pub const LIBERTY_FOUND: Text = t("learn-common-liberty-found");
    pub const FOUND_AGAIN: Text = t("learn-common-found-again");
    pub const NOT_TOUCHING: Text = t("learn-common-not-touching");
    pub const PICK_NUMBER: Text = t("learn-common-pick-number");
    pub const READ_ON: Text = t("learn-common-read-on");
    pub const TAP_BOARD: Text = t("learn-common-tap-board");
    pub const LESSON_DONE: Text = t("learn-common-lesson-done");
    pub const DRAW: Text = t("learn-common-draw");
    pub const CAPTURE_WINS: Text = t("learn-common-capture-wins");
    pub const MOVE_PLAYED: Text = t("learn-common-move-played");
    pub const MARKED_DEAD: Text = t("learn-common-marked-dead");
    pub const START_9X9: Text = t("learn-common-start-9x9");
    pub const NEXT_LESSON: Text = t("learn-common-next-lesson");
    pub const DIAGONAL_SURROUND: Text = t("learn-common-diagonal-surround");
}
