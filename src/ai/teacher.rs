//! A teacher at the board (issue 23): after a person's move, whether the computer's look
//! says it lost enough points to say so, and why in the rules' own words where they can
//! tell (a string left in atari, an atari ignored, a capture missed). Nothing is said
//! about good moves. Plain Rust: the look itself is the worker's, the words the
//! catalogues'.

use super::hint::{reason, Reason};
use crate::engine::{Color, Game, Move, Point};

/// The points a move must lose before the teacher speaks, at levels 1 (weakest) to 7.
const THRESHOLD_BY_LEVEL: [f32; 7] = [6.0, 5.0, 4.0, 3.0, 3.0, 2.0, 2.0];

/// The points a move must lose in a game between two people.
const THRESHOLD_BETWEEN_PEOPLE: f32 = 6.0;

/// The levels up to this one point out mistakes unless the player chose otherwise.
const ON_BY_DEFAULT_UP_TO_LEVEL: u8 = 3;

/// The visits of the look at each position the teacher compares.
pub const LOOK_VISITS: u32 = 64;

/// The points a move must lose for a note, against the computer at `level` (1 to 7) or,
/// with `None`, between two people. A level outside the table counts as its nearest end.
pub fn threshold(level: Option<u8>) -> f32 {
    match level {
        None => THRESHOLD_BETWEEN_PEOPLE,
        Some(n) => THRESHOLD_BY_LEVEL[usize::from(n).clamp(1, THRESHOLD_BY_LEVEL.len()) - 1],
    }
}

/// Whether notes are on against the computer at `level` (`None`: between people), given
/// the player's setting: always, never, or (`None`) at the weakest levels only.
pub fn enabled(setting: Option<bool>, level: Option<u8>) -> bool {
    setting.unwrap_or_else(|| level.is_some_and(|n| n <= ON_BY_DEFAULT_UP_TO_LEVEL))
}

/// Why a move lost points, where the rules can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The move left a string of the mover's, not in atari before, in atari: the opponent
    /// can now capture `stones` stones at `at`.
    LeavesInAtari { stones: usize, at: Point },
    /// A string of the mover's was in atari and still is: the opponent can capture
    /// `stones` stones at `at`.
    IgnoresAtari { stones: usize, at: Point },
    /// The better move, at `at`, would have captured `stones` stones.
    MissesCapture { stones: usize, at: Point },
    /// The rules say nothing more: the move lost points against the better one.
    Loses,
}

/// What the teacher says of one move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Note {
    /// The points the move lost, as the look judged them (at least the threshold).
    pub lost: f32,
    /// The computer's choice in the position before the move.
    pub better: Move,
    pub why: Why,
}

impl Note {
    /// [`Note::lost`] in whole points, as the note says it ("about 7 points").
    pub fn lost_points(&self) -> u32 {
        // `lost` is finite and at least a threshold, so the cast neither wraps nor saturates.
        self.lost.round().max(1.0) as u32
    }
}

/// The points a move lost, from the look's lead before it (the mover to move) and after
/// it (the opponent to move): the search reports each side to move's own lead.
pub fn points_lost(lead_before: f32, lead_after: f32) -> f32 {
    lead_before + lead_after
}

/// The note on `mv`, played in `before` by the player to move there, if it lost at least
/// `threshold` points against `better` (the look's choice before it). `None` for a good
/// move, the better move itself, a move the rules refuse, or leads that are not numbers.
pub fn note(
    before: &Game,
    mv: Move,
    better: Move,
    lead_before: f32,
    lead_after: f32,
    threshold: f32,
) -> Option<Note> {
    let lost = points_lost(lead_before, lead_after);
    if !lost.is_finite() || lost < threshold || mv == better {
        return None;
    }
    let mut after = before.clone();
    after.play(mv).ok()?;
    Some(Note {
        lost,
        better,
        why: why(before, mv, better),
    })
}

/// Why `mv`, played in `before` by the player to move there, is worse than `better`.
pub fn why(before: &Game, mv: Move, better: Move) -> Why {
    let me = before.to_move();
    let mut after = before.clone();
    if after.play(mv).is_err() {
        return Why::Loses;
    }
    if let Some(danger) = largest_capturable(before, &after, me) {
        return danger;
    }
    let captures = |m| match reason(before, m) {
        Reason::Captures(n) => n,
        _ => 0,
    };
    match better {
        Move::Place(at) if captures(better) > captures(mv) => Why::MissesCapture {
            stones: captures(better),
            at,
        },
        _ => Why::Loses,
    }
}

/// The biggest string of `me`'s in atari in `after` whose last liberty the opponent may
/// play: left in atari by the move, or in atari already before it.
fn largest_capturable(before: &Game, after: &Game, me: Color) -> Option<Why> {
    let opponent = me.opposite();
    after
        .board()
        .strings_in_atari()
        .into_iter()
        .filter(|s| s.color == me)
        .filter_map(|s| {
            let at = *s.liberties.first()?;
            if !after.is_legal(opponent, at) {
                return None;
            }
            let stones = s.stones.len();
            let was_in_atari = s
                .stones
                .iter()
                .any(|&p| before.board().get(p) == Some(me) && before.board().liberties(p) == 1);
            Some(if was_in_atari {
                Why::IgnoresAtari { stones, at }
            } else {
                Why::LeavesInAtari { stones, at }
            })
        })
        .max_by_key(|w| match w {
            Why::LeavesInAtari { stones, .. } | Why::IgnoresAtari { stones, .. } => *stones,
            _ => 0,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn game(picture: &str) -> Game {
        let rules = Rules::preset("aga").expect("aga");
        Game::from_picture(rules, picture, Color::Black).expect("picture")
    }

    fn at(c: u8, r: u8) -> Move {
        Move::Place(Point::new(c, r))
    }

    /// The weakest levels forgive most; between people as the weakest; on by default at
    /// the three weakest levels only, unless the player says otherwise.
    #[test]
    fn thresholds_and_defaults_by_level() {
        let by_level: Vec<f32> = (1..=7).map(|n| threshold(Some(n))).collect();
        assert_eq!(by_level, vec![6.0, 5.0, 4.0, 3.0, 3.0, 2.0, 2.0]);
        assert_eq!(threshold(None), 6.0);
        assert_eq!(threshold(Some(0)), 6.0);
        assert_eq!(threshold(Some(99)), 2.0);
        let on: Vec<bool> = (1..=7).map(|n| enabled(None, Some(n))).collect();
        assert_eq!(on, vec![true, true, true, false, false, false, false]);
        assert!(!enabled(None, None));
        // The player's choice wins at every level and between people.
        assert!(enabled(Some(true), Some(7)) && enabled(Some(true), None));
        assert!(!enabled(Some(false), Some(1)));
    }

    /// Black leads by 3 before its move; after it White leads by 5: Black lost 8 points.
    #[test]
    fn points_lost_add_the_two_sides_leads() {
        assert_eq!(points_lost(3.0, 5.0), 8.0);
        assert_eq!(points_lost(3.0, -3.0), 0.0);
    }

    /// No note under the threshold, for the better move itself, for an illegal move or
    /// for leads that are not numbers.
    #[test]
    fn quiet_when_nothing_to_say() {
        let g = game(
            "
            . . . . .
            . . . . .
            . . . . .
            . . . . .
            . . . . .",
        );
        assert_eq!(note(&g, at(0, 0), at(2, 2), 1.0, 2.0, 6.0), None);
        assert_eq!(note(&g, at(2, 2), at(2, 2), 1.0, 9.0, 6.0), None);
        assert_eq!(note(&g, at(9, 9), at(2, 2), 1.0, 9.0, 6.0), None);
        assert_eq!(note(&g, at(0, 0), at(2, 2), f32::NAN, 9.0, 6.0), None);
        let spoken = note(&g, at(0, 0), at(2, 2), 1.0, 6.6, 6.0).expect("a note");
        assert_eq!(spoken.why, Why::Loses);
        assert_eq!(spoken.better, at(2, 2));
        assert_eq!(spoken.lost_points(), 8);
    }

    /// Black's stone has two liberties; filling one of them itself leaves two stones in
    /// atari, which White can take at the other.
    #[test]
    fn a_move_that_leaves_its_own_string_in_atari() {
        let g = game(
            "
            . O O . .
            O X . O .
            . . O . .
            . O . . .
            . . . . .",
        );
        assert_eq!(
            why(&g, at(2, 1), at(4, 4)),
            Why::LeavesInAtari {
                stones: 2,
                at: Point::new(1, 2)
            }
        );
    }

    /// Black's two stones are in atari; Black plays elsewhere, and White can take them.
    #[test]
    fn a_move_that_ignores_an_atari() {
        let g = game(
            "
            . O O . .
            O X X . .
            . O O O .
            . . . . .
            . . . . .",
        );
        assert_eq!(
            why(&g, at(4, 4), at(3, 1)),
            Why::IgnoresAtari {
                stones: 2,
                at: Point::new(3, 1)
            }
        );
    }

    /// The white stone could be taken below it; Black played elsewhere.
    #[test]
    fn a_move_that_misses_a_capture() {
        let g = game(
            "
            . . . . .
            . . . . .
            . X . . .
            X O X . .
            . . . . .",
        );
        assert_eq!(
            why(&g, at(4, 0), at(1, 4)),
            Why::MissesCapture {
                stones: 1,
                at: Point::new(1, 4)
            }
        );
        // A pass as the better move captures nothing.
        assert_eq!(why(&g, at(4, 0), Move::Pass), Why::Loses);
    }
}
