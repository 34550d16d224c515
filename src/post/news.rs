//! What a letter that came brought, as the screen says it: "Ana passed", "Ana marked D4
//! dead and accepts the count", "Ana wants to play on".

use crate::engine::{Event, Game, Move, Point};

/// One piece of news, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// A stone, at move `number`.
    Played {
        at: Point,
        number: usize,
    },
    Passed {
        number: usize,
    },
    Resigned,
    /// Dead marks toggled: the strings now marked dead, and those now alive again.
    Marked {
        dead: Vec<Point>,
        alive: Vec<Point>,
    },
    /// The sender accepts the marks as they stand.
    Accepts,
    /// The sender disputes the marks: play goes on.
    Resumed,
    /// The sender accepted marks this device had accepted: the game is counted.
    Agreed,
}

/// The news of the last `count` events of `game`'s record, and the sender's acceptance.
pub fn news(game: &Game, count: usize, accepts: bool) -> Vec<News> {
    let events = &game.record().events;
    let start = events.len().saturating_sub(count);
    let mut number = super::moves(&events[..start]);
    let mut out = Vec::new();
    let mut marks: Vec<Point> = Vec::new();
    for e in &events[start..] {
        match e {
            Event::Play { mv, .. } => {
                number += 1;
                out.push(match mv {
                    Move::Place(at) => News::Played { at: *at, number },
                    Move::Pass => News::Passed { number },
                    Move::Resign => News::Resigned,
                });
            }
            Event::ToggleDead(p) => {
                if !marks.contains(p) {
                    marks.push(*p);
                }
            }
            Event::Resume => out.push(News::Resumed),
            Event::Agree => out.push(News::Agreed),
            Event::TimeOut(_) | Event::Setup(_) => {}
        }
    }
    if !marks.is_empty() {
        let (dead, alive) = marks.into_iter().partition(|&p| game.is_dead(p));
        out.push(News::Marked { dead, alive });
    }
    if accepts && !out.contains(&News::Agreed) {
        // The sender's acceptance of marks this device had accepted counted the game here.
        let counted = events.last() == Some(&Event::Agree);
        out.push(if counted { News::Agreed } else { News::Accepts });
    }
    out
}
