//! The computer's review of a saved game, kept on the device beside it
//! (`tengen.analysis.<id>`): what it saw in each position before a move, filled in
//! position by position so that a review stopped half way goes on where it stopped.
//! From it come the win-rate and score graph and the biggest mistakes of each player.

use crate::engine::{Board, Color, Event, Game, GameRecord, Move, Point};

pub use crate::storage::keys::analysis_key;

/// What the computer saw in one position, every number from Black's side.
#[derive(Clone, Debug, PartialEq)]
pub struct Look {
    pub black_wins: f32,
    pub black_lead: f32,
    /// Its choice there, and the moves it expects to follow (the choice first).
    pub pv: Vec<Move>,
}

/// The review of one game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameAnalysis {
    /// Visits per position.
    pub visits: u32,
    /// The record it was made for, as its number of events: a game that went on since is
    /// reviewed again from where the two differ (see [`GameAnalysis::for_record`]).
    pub events: usize,
    /// By position: `looks[n]` is the position after the first `n` events, for each `n`
    /// of [`positions`]; None where it has not looked yet.
    pub looks: Vec<Option<Look>>,
}

/// The positions a review looks at: the start and the position after each move.
pub fn positions(record: &GameRecord) -> Vec<usize> {
    std::iter::once(0)
        .chain(
            record
                .events
                .iter()
                .enumerate()
                .filter(|(_, e)| matches!(e, Event::Play { mv, .. } if *mv != Move::Resign))
                .map(|(i, _)| i + 1),
        )
        .collect()
}

impl GameAnalysis {
    /// A review of `record` to start, keeping what `earlier` (a stored review) says of
    /// the same positions if it was made for this record's prefix at these visits.
    pub fn for_record(record: &GameRecord, visits: u32, earlier: Option<GameAnalysis>) -> Self {
        let events = record.events.len();
        let mut looks = vec![None; events + 1];
        if let Some(e) = earlier.filter(|e| e.visits == visits && e.events <= events) {
            for (n, look) in e.looks.into_iter().enumerate().take(e.events + 1) {
                looks[n] = look;
            }
        }
        GameAnalysis {
            visits,
            events,
            looks,
        }
    }

    /// The next position to look at, if any is left.
    pub fn next(&self, record: &GameRecord) -> Option<usize> {
        positions(record)
            .into_iter()
            .find(|&n| self.looks.get(n).is_some_and(Option::is_none))
    }

    /// The next position for one of several workers, which last looked at `after`, while
    /// the others look at `busy`: the position after `after` if nobody has it, else the
    /// start of the longest run of positions left, or its middle if another worker walks
    /// it from its start. So each worker walks on through consecutive positions, and each
    /// look reuses the tree of the one before.
    pub fn next_for(
        &self,
        record: &GameRecord,
        busy: &[usize],
        after: Option<usize>,
    ) -> Option<usize> {
        let all = positions(record);
        let free = |n: usize| self.looks.get(n).is_some_and(Option::is_none) && !busy.contains(&n);
        let following = after
            .and_then(|a| all.iter().position(|&n| n == a))
            .and_then(|i| all.get(i + 1).copied());
        if let Some(n) = following.filter(|&n| free(n)) {
            return Some(n);
        }
        let mut longest: Option<(usize, usize)> = None;
        let mut i = 0;
        while i < all.len() {
            let start = i;
            while i < all.len() && free(all[i]) {
                i += 1;
            }
            if i > start && longest.is_none_or(|(_, len)| i - start > len) {
                longest = Some((start, i - start));
            }
            i = i.max(start + 1);
        }
        let (start, len) = longest?;
        let walked = start > 0 && busy.contains(&all[start - 1]);
        Some(all[if walked { start + len / 2 } else { start }])
    }

    /// Positions looked at, of those to look at.
    pub fn progress(&self, record: &GameRecord) -> (usize, usize) {
        let all = positions(record);
        let done = all
            .iter()
            .filter(|&&n| self.looks.get(n).is_some_and(Option::is_some))
            .count();
        (done, all.len())
    }

    pub fn look(&self, n: usize) -> Option<&Look> {
        self.looks.get(n).and_then(Option::as_ref)
    }
}

/// A move that lost points by the computer's judgement.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    /// The position before the move (events before it).
    pub before: usize,
    pub color: Color,
    pub played: Move,
    /// Points the move lost, for its player.
    pub lost: f32,
    /// What the computer would have played, and the line after it.
    pub pv: Vec<Move>,
}

/// A move losing less than this is not worth listing.
const WORTH_LISTING: f32 = 1.0;

/// `color`'s biggest mistakes, the biggest first, at most `n`.
pub fn mistakes(record: &GameRecord, a: &GameAnalysis, color: Color, n: usize) -> Vec<Mistake> {
    let mut found: Vec<Mistake> = record
        .events
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Event::Play { color: c, mv } if *c == color && *mv != Move::Resign => Some((i, *mv)),
            _ => None,
        })
        .filter_map(|(i, played)| {
            let (before, after) = (a.look(i)?, a.look(i + 1)?);
            let sign = if color == Color::Black { 1.0 } else { -1.0 };
            let lost = sign * (before.black_lead - after.black_lead);
            let chosen = before.pv.first() == Some(&played);
            (lost >= WORTH_LISTING && !chosen).then(|| Mistake {
                before: i,
                color,
                played,
                lost,
                pv: before.pv.clone(),
            })
        })
        .collect();
    found.sort_by(|x, y| y.lost.total_cmp(&x.lost));
    found.truncate(n);
    found
}

/// A mistake to judge as a problem (`crate::problems::from_game::mistake`).
#[derive(Clone, Debug, PartialEq)]
pub struct ToJudge {
    /// The events before it.
    pub before: usize,
    /// The position before it.
    pub board: Board,
    pub color: Color,
    pub played: Point,
    /// Its move number in the game.
    pub number: usize,
}

/// The mistakes to judge as problems and those left out.
#[derive(Clone, Debug, PartialEq)]
pub struct Judging {
    /// The biggest of each player first.
    pub mistakes: Vec<ToJudge>,
    /// Mistakes of moves already made into problems (`made`).
    pub already: usize,
}

/// The `n` biggest mistakes of each of `colors`, for the page to judge as problems: a
/// placement (a pass or resignation makes no problem), not one of the move numbers in
/// `made`.
pub fn to_judge(
    record: &GameRecord,
    a: &GameAnalysis,
    colors: &[Color],
    n: usize,
    made: &[usize],
) -> Judging {
    let mut judged = Judging {
        mistakes: Vec::new(),
        already: 0,
    };
    for &color in colors {
        for m in mistakes(record, a, color, n) {
            let Move::Place(played) = m.played else {
                continue;
            };
            let Ok(mut before) = Game::replay(&record.prefix(m.before)) else {
                continue;
            };
            let board = before.board().clone();
            if before.play(m.played).is_err() {
                continue;
            }
            let number = before.move_number();
            if made.contains(&number) {
                judged.already += 1;
                continue;
            }
            judged.mistakes.push(ToJudge {
                before: m.before,
                board,
                color,
                played,
                number,
            });
        }
    }
    judged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Point, Rules};

    fn record(moves: &[(u8, u8)]) -> GameRecord {
        let mut g = Game::new(Rules::preset("aga").expect("aga"), 9, 0).expect("game");
        for &(c, r) in moves {
            g.play(Move::Place(Point::new(c, r))).expect("legal");
        }
        g.record().clone()
    }

    fn look(black_lead: f32, best: (u8, u8)) -> Option<Look> {
        Some(Look {
            black_wins: 0.5,
            black_lead,
            pv: vec![Move::Place(Point::new(best.0, best.1))],
        })
    }

    /// A review goes position by position and keeps what a stored review of the same
    /// game (or its beginning) already says.
    #[test]
    fn resumes_where_it_stopped() {
        let r = record(&[(4, 4), (2, 2), (6, 6)]);
        assert_eq!(positions(&r), vec![0, 1, 2, 3]);
        let mut a = GameAnalysis::for_record(&r, 50, None);
        assert_eq!(a.next(&r), Some(0));
        a.looks[0] = look(7.0, (4, 4));
        a.looks[1] = look(6.5, (3, 3));
        assert_eq!((a.next(&r), a.progress(&r)), (Some(2), (2, 4)));
        let again = GameAnalysis::for_record(&r, 50, Some(a.clone()));
        assert_eq!(again, a);
        let other_visits = GameAnalysis::for_record(&r, 100, Some(a.clone()));
        assert_eq!(other_visits.next(&r), Some(0));
        let longer = record(&[(4, 4), (2, 2), (6, 6), (3, 3)]);
        let on = GameAnalysis::for_record(&longer, 50, Some(a));
        assert_eq!((on.next(&longer), on.progress(&longer)), (Some(2), (2, 5)));
    }

    /// Two workers share a review: each walks on through consecutive positions, the
    /// second from the middle of what the first walks; a worker whose next position is
    /// taken starts the longest run left.
    #[test]
    fn workers_walk_their_own_runs() {
        let moves: Vec<(u8, u8)> = (0..9).map(|i| (i % 9, i / 9 * 2)).collect();
        let r = record(&moves);
        assert_eq!(positions(&r), (0..=9).collect::<Vec<_>>());
        let mut a = GameAnalysis::for_record(&r, 50, None);
        assert_eq!(a.next_for(&r, &[], None), Some(0));
        assert_eq!(a.next_for(&r, &[0], None), Some(5), "the middle of 1..=9");
        a.looks[0] = look(1.0, (0, 0));
        assert_eq!(a.next_for(&r, &[5], Some(0)), Some(1), "walks on");
        for n in 1..5 {
            a.looks[n] = look(1.0, (0, 0));
        }
        a.looks[5] = look(1.0, (0, 0));
        a.looks[6] = look(1.0, (0, 0));
        // A's next (5) is done and B walks on from 7: A takes the middle of 8..=9.
        assert_eq!(a.next_for(&r, &[7], Some(4)), Some(9));
        assert_eq!(a.next_for(&r, &[], Some(6)), Some(7));
        a.looks[7] = look(1.0, (0, 0));
        a.looks[8] = look(1.0, (0, 0));
        a.looks[9] = look(1.0, (0, 0));
        assert_eq!(a.next_for(&r, &[], Some(9)), None);
    }

    /// A mistake is a move that lost points against the computer's choice; the
    /// computer's own choice never is one, whatever the numbers say.
    #[test]
    fn mistakes_are_the_moves_that_lost_most() {
        let r = record(&[(4, 4), (2, 2), (6, 6), (0, 0)]);
        let mut a = GameAnalysis::for_record(&r, 50, None);
        a.looks = vec![
            look(7.0, (4, 4)),
            look(6.5, (2, 2)),
            look(9.0, (6, 6)),
            look(4.0, (5, 5)),
            look(8.0, (1, 1)),
        ];
        let black = mistakes(&r, &a, Color::Black, 3);
        // E5 (half a point) and G3 (the computer's own choice) are not mistakes; nor is
        // White's C7, the computer's choice too.
        assert!(black.is_empty(), "{black:?}");
        let white = mistakes(&r, &a, Color::White, 3);
        assert_eq!(white.len(), 1);
        assert_eq!(white[0].before, 3);
        assert_eq!(white[0].lost, 4.0);
        assert_eq!(white[0].pv, vec![Move::Place(Point::new(5, 5))]);
    }

    /// The mistakes judged as problems: each with the position before it and its move
    /// number; one made into a problem before is counted, not judged again.
    #[test]
    fn mistakes_to_judge_leave_out_those_made() {
        let r = record(&[(4, 4), (2, 2), (6, 6), (0, 0), (3, 3)]);
        let mut a = GameAnalysis::for_record(&r, 50, None);
        a.looks = vec![
            look(7.0, (4, 4)),
            look(6.5, (2, 2)),
            look(9.0, (5, 5)),
            look(4.0, (5, 5)),
            look(8.0, (1, 1)),
            look(1.0, (1, 1)),
        ];
        let both = to_judge(&r, &a, &[Color::Black, Color::White], 3, &[]);
        let numbers: Vec<(Color, usize)> =
            both.mistakes.iter().map(|m| (m.color, m.number)).collect();
        // Black's G3 (move 3, 5 points) and D6 (move 5, 7 points), White's A9 (move 4).
        assert_eq!(
            numbers,
            [(Color::Black, 5), (Color::Black, 3), (Color::White, 4)]
        );
        let d6 = &both.mistakes[0];
        assert_eq!(d6.before, 4);
        assert_eq!(d6.played, Point::new(3, 3));
        assert_eq!(d6.board.stone_count(Color::Black), 2);
        assert_eq!(d6.board.stone_count(Color::White), 2);
        let again = to_judge(&r, &a, &[Color::Black], 3, &[5]);
        assert_eq!(again.already, 1);
        assert_eq!(again.mistakes.len(), 1);
        assert_eq!(again.mistakes[0].number, 3);
    }
}
