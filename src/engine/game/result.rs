//! How a game ended, in SGF notation and in words.

use crate::engine::color::Color;
use crate::engine::half_points::HalfPoints;

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// The board was counted.
    Count,
    Resignation,
    Timeout,
    /// First-capture games: a capture won at once.
    FirstCapture,
    /// First-capture games: both passed before any capture.
    PassesBeforeCapture,
}

/// The outcome of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// None for a draw.
    pub winner: Option<Color>,
    /// The counted margin (zero unless the board was counted).
    pub margin: HalfPoints,
    pub reason: EndReason,
    /// Points credited to the winner of a resigned game (text 001: 20).
    pub credited: Option<i32>,
}

impl crate::engine::scoring::Count {
    /// The result this count gives (here, not in `scoring`, which knows no results).
    pub fn result(&self) -> GameResult {
        GameResult::from_margin(self.margin())
    }
}

impl GameResult {
    /// The result from a count: Black's total minus White's.
    pub fn from_margin(black_minus_white: HalfPoints) -> GameResult {
        let winner = match black_minus_white.0 {
            0 => None,
            m if m > 0 => Some(Color::Black),
            _ => Some(Color::White),
        };
        GameResult {
            winner,
            margin: black_minus_white.abs(),
            reason: EndReason::Count,
            credited: None,
        }
    }

    /// A win without a counted margin.
    pub fn win(winner: Color, reason: EndReason) -> GameResult {
        GameResult {
            winner: Some(winner),
            margin: HalfPoints::ZERO,
            reason,
            credited: None,
        }
    }

    /// The SGF `RE` value: `B+3.5`, `W+R`, `W+T`, `B+` (first capture) or `0` (draw).
    pub fn to_sgf(&self) -> String {
        let Some(w) = self.winner else {
            return "0".into();
        };
        let tail = match self.reason {
            EndReason::Count => self.margin.to_string(),
            EndReason::Resignation => "R".into(),
            EndReason::Timeout => "T".into(),
            EndReason::FirstCapture | EndReason::PassesBeforeCapture => String::new(),
        };
        format!("{}+{tail}", w.letter())
    }

    /// The result in words: "White wins by 1.5 points."
    pub fn describe(&self) -> String {
        let Some(w) = self.winner else {
            return match self.reason {
                EndReason::PassesBeforeCapture => {
                    "Draw: both players passed before any capture.".into()
                }
                _ => "Draw: the count is equal.".into(),
            };
        };
        let l = w.opposite();
        match self.reason {
            EndReason::Count => {
                let unit = if self.margin == HalfPoints::points(1) {
                    "point"
                } else {
                    "points"
                };
                format!("{w} wins by {} {unit}.", self.margin)
            }
            EndReason::Resignation => match self.credited {
                Some(n) => format!("{w} wins: {l} resigned ({w} is credited {n} points)."),
                None => format!("{w} wins: {l} resigned."),
            },
            EndReason::Timeout => format!("{w} wins: {l} ran out of time."),
            EndReason::FirstCapture | EndReason::PassesBeforeCapture => {
                format!("{w} wins by making the first capture.")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Results print in SGF notation and in words.
    #[test]
    fn result_strings() {
        let r = GameResult::from_margin(HalfPoints::halves(-3));
        assert_eq!(r.to_sgf(), "W+1.5");
        assert_eq!(r.describe(), "White wins by 1.5 points.");
        assert_eq!(
            GameResult::from_margin(HalfPoints::points(7)).to_sgf(),
            "B+7"
        );
        assert_eq!(GameResult::from_margin(HalfPoints::ZERO).to_sgf(), "0");
        assert_eq!(
            GameResult::win(Color::White, EndReason::Resignation).to_sgf(),
            "W+R"
        );
        assert_eq!(
            GameResult::win(Color::White, EndReason::Timeout).to_sgf(),
            "W+T"
        );
        assert_eq!(
            GameResult::win(Color::Black, EndReason::Timeout).describe(),
            "Black wins: White ran out of time."
        );
        assert_eq!(
            GameResult::win(Color::Black, EndReason::FirstCapture).to_sgf(),
            "B+"
        );
        let draw = GameResult {
            winner: None,
            margin: HalfPoints::ZERO,
            reason: EndReason::PassesBeforeCapture,
            credited: None,
        };
        assert_eq!(draw.to_sgf(), "0");
        assert!(draw.describe().starts_with("Draw"));
    }
}
