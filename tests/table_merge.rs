#![cfg(not(target_arch = "wasm32"))]
//! How a letter meets a device's game, at the table (`Action::Receive`): a new game, new
//! moves, the same or an older link, a conflicting record, another game; a whole game to
//! the count by letters; changed marks and play on; every order of the count's steps.

use tengen::engine::{Color, Event, Move, Phase};
use tengen::post::{merge, news, Merge, News};
use tengen::table::{Action, Table, TableError};

#[path = "common/link.rs"]
mod link;
use link::*;

/// New, extend, same, stale, conflict and another game: each as `tengen::post::merge`
/// says, taken (or not) by the table.
#[test]
fn every_merge_case() {
    let mut a = ana();
    play(&mut a, "E5");
    let first = send(&a);
    // New on Ben's phone: he plays White against Ana.
    assert_eq!(
        merge(None, &first),
        Merge::New {
            me: Color::White,
            against: "Ana".into()
        }
    );
    let mut b = Table::from_letter(&first, NOW).unwrap();
    assert!(b.my_turn() && !a.my_turn());
    assert_eq!(receive(&mut b, &first), Merge::Same { moves: 1 });
    play(&mut b, "C3");
    // Ana's phone takes Ben's move: extended by exactly it.
    let reply = send(&b);
    let Merge::Extend {
        new,
        accepts: false,
    } = receive(&mut a, &reply)
    else {
        panic!("not an extension");
    };
    assert_eq!(new.len(), 1);
    assert_eq!(a.game().record(), b.game().record());
    assert!(a.my_turn());
    // Opening Ana's first link again on Ben's phone: stale.
    assert_eq!(
        receive(&mut b, &first),
        Merge::Stale {
            have: 2,
            link: 1,
            accepted: false
        }
    );
    // A link whose move 2 differs: refused, nothing changes.
    let mut other = Table::from_letter(&first, NOW).unwrap();
    play(&mut other, "G7");
    let before = (a.game().record().clone(), a.link().cloned(), a.changes());
    let unchanged = |a: &Table| (a.game().record().clone(), a.link().cloned(), a.changes());
    assert_eq!(post(&other, &mut a), Merge::Conflict { at_move: 2 });
    assert_eq!(unchanged(&a), before);
    // A different board from the start: conflict at move 1.
    let mut stranger = send(&other);
    stranger.record.size = 13;
    stranger.record.events.clear();
    assert_eq!(receive(&mut a, &stranger), Merge::Conflict { at_move: 1 });
    // Another game id.
    let mut elsewhere = reply.clone();
    elsewhere.game = "zzz".into();
    assert_eq!(receive(&mut a, &elsewhere), Merge::OtherGame);
    assert_eq!(unchanged(&a), before);
    // Out of turn: Ana cannot play twice in a row.
    play(&mut a, "A1");
    assert_eq!(
        act(&mut a, Action::Play(pt("A2"))),
        Err(TableError::FriendToMove)
    );
}

/// A letter made by hand whose new moves do not replay is refused like a conflict.
#[test]
fn a_letter_whose_moves_do_not_replay_is_refused() {
    let mut a = ana();
    play(&mut a, "E5");
    let mut b = ben(&a);
    let mut bad = send(&a);
    // Two stones on one point.
    bad.record.events.push(Event::Play {
        color: Color::White,
        mv: Move::Place(pt("E5")),
    });
    assert_eq!(receive(&mut b, &bad), Merge::Conflict { at_move: 2 });
    assert_eq!(b.game().record(), a.game().record());
}

/// A whole game by letters: moves, two passes, a dead stone marked on one side, both
/// accepting, the result on both devices, the same record.
#[test]
fn a_game_to_the_count_by_letters() {
    let mut a = ana();
    // A wall down the board between the colours, then a white invader in Black's area.
    let moves = [
        "C3", "G7", "D3", "F7", "C4", "G6", "B7", "C8", "B8", "B9", "A9", "D9", "E5", "F5", "E4",
        "F4", "E3", "F3", "E2", "F2", "E1", "F1", "E6", "F6", "E7", "E8", "D7", "D8", "A1", "C2",
        "pass", "pass",
    ];
    play(&mut a, moves[0]);
    let mut b = ben(&a);
    for (i, at) in moves.iter().enumerate().skip(1) {
        let (mover, other) = if i % 2 == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        play(mover, at);
        assert!(matches!(post(mover, other), Merge::Extend { .. }));
    }
    assert_eq!(a.game().phase(), Phase::Settling);
    assert_eq!(b.game().phase(), Phase::Settling);
    // Ana marks the invader dead and accepts; Ben sees the mark and accepts too.
    act(&mut a, Action::ToggleDead(pt("C2"))).unwrap();
    accept(&mut a);
    assert!(!a.my_turn());
    assert!(matches!(post(&a, &mut b), Merge::Extend { .. }));
    assert!(b.game().is_dead(pt("C2")));
    assert!(b.my_turn());
    accept(&mut b);
    assert_eq!(b.game().phase(), Phase::Finished);
    // Ben's link brings the agreement back: the same record and result on both.
    assert!(matches!(post(&b, &mut a), Merge::Extend { .. }));
    assert_eq!(a.game().phase(), Phase::Finished);
    assert_eq!(a.game().record(), b.game().record());
    assert_eq!(a.game().result(), b.game().result());
    assert!(!a.my_turn() && !b.my_turn());
}

/// A mark changed after the other side accepted takes that acceptance back: play does not
/// end until both accept the same marks; resuming goes back to play.
#[test]
fn changed_marks_need_a_new_acceptance_and_resume_resumes() {
    let mut a = ana();
    play(&mut a, "E5");
    let mut b = ben(&a);
    play(&mut b, "pass");
    post(&b, &mut a);
    play(&mut a, "pass");
    post(&a, &mut b);
    assert_eq!(b.game().phase(), Phase::Settling);
    accept(&mut b);
    post(&b, &mut a);
    // Ana marks Black's own stone dead instead of accepting: Ben's acceptance no longer holds.
    act(&mut a, Action::ToggleDead(pt("E5"))).unwrap();
    accept(&mut a);
    assert_eq!(a.game().phase(), Phase::Settling);
    post(&a, &mut b);
    assert_eq!(b.game().phase(), Phase::Settling);
    // Ben disputes: play resumes on both.
    act(&mut b, Action::Resume).unwrap();
    post(&b, &mut a);
    assert_eq!(a.game().phase(), Phase::Playing);
    assert_eq!(a.game().record(), b.game().record());
}

/// The letters cross in the count: Ben plays on while Ana marks and accepts; both devices
/// keep the same record, play on, Ana's marks gone.
#[test]
fn play_on_beside_marks_is_taken_on_both() {
    let (mut a, mut b) = both_passed();
    act(&mut a, Action::ToggleDead(pt("C3"))).unwrap();
    accept(&mut a);
    act(&mut b, Action::Resume).unwrap();
    let from_ben = send(&b);
    assert!(matches!(
        post(&a, &mut b),
        Merge::Stale {
            accepted: false,
            ..
        }
    ));
    assert_eq!(
        receive(&mut a, &from_ben),
        Merge::Crossed {
            events: b.game().record().events.clone(),
            news: 1
        }
    );
    assert_eq!(a.game().record(), b.game().record());
    assert_eq!(a.game().phase(), Phase::Playing);
    assert!(!a.game().is_dead(pt("C3")));
}

/// The news a letter brings, as the screen says it.
#[test]
fn news_of_a_letter() {
    let mut a = ana();
    play(&mut a, "E5");
    let mut b = ben(&a);
    play(&mut b, "pass");
    let Merge::Extend { new, accepts } = post(&b, &mut a) else {
        panic!("a pass is news");
    };
    assert_eq!(
        news(a.game(), new.len(), accepts),
        vec![News::Passed { number: 2 }]
    );
    play(&mut a, "pass");
    post(&a, &mut b);
    act(&mut b, Action::ToggleDead(pt("E5"))).unwrap();
    accept(&mut b);
    let Merge::Extend { new, accepts } = post(&b, &mut a) else {
        panic!("marks are news");
    };
    assert_eq!(
        news(a.game(), new.len(), accepts),
        vec![
            News::Marked {
                dead: vec![pt("E5")],
                alive: vec![]
            },
            News::Accepts
        ]
    );
    act(&mut a, Action::Resume).unwrap();
    let Merge::Extend { new, accepts } = post(&a, &mut b) else {
        panic!("a resumption is news");
    };
    assert_eq!(news(b.game(), new.len(), accepts), vec![News::Resumed]);
    play(&mut b, "D4");
    post(&b, &mut a);
    act(&mut a, Action::Resign(Color::Black)).unwrap();
    act(&mut a, Action::Resign(Color::Black)).unwrap();
    let Merge::Extend { new, accepts } = post(&a, &mut b) else {
        panic!("a resignation is news");
    };
    assert_eq!(news(b.game(), new.len(), accepts), vec![News::Resigned]);
}

/// An acceptance that counts the game here (this device had accepted the same marks) is
/// news of the count, not of an acceptance still awaited.
#[test]
fn an_acceptance_that_counts_the_game_here_is_said_as_the_count() {
    let (mut a, mut b) = both_passed();
    accept(&mut a);
    accept(&mut b);
    let Merge::Extend { new, accepts } = post(&b, &mut a) else {
        panic!("Ben's acceptance is news");
    };
    assert_eq!(a.game().phase(), Phase::Finished);
    assert_eq!(news(a.game(), new.len(), accepts), vec![News::Agreed]);
}

/// One step of two devices in the count.
#[derive(Clone, Copy, Debug)]
enum Step {
    Accept(usize),
    Send(usize),
    Mark(usize),
}

/// Two devices in the count, the one that passed second last in the list, its pass not
/// yet sent: Ana (Black, E5) and Ben (White, C3), Ben second; or (`ben_second` false,
/// after Ana's G7) Ana second.
fn settling(ben_second: bool) -> [Table; 2] {
    let mut a = ana();
    play(&mut a, "E5");
    let mut b = ben(&a);
    play(&mut b, "C3");
    post(&b, &mut a);
    if ben_second {
        play(&mut a, "pass");
        post(&a, &mut b);
        play(&mut b, "pass");
        return [a, b];
    }
    play(&mut a, "G7");
    post(&a, &mut b);
    play(&mut b, "pass");
    post(&b, &mut a);
    play(&mut a, "pass");
    [b, a]
}

/// Every order of marking, accepting and sending (up to six steps, each device marking
/// at most once) leaves two devices that reach the same counted game when each then
/// accepts and sends in turn; no honest order ever conflicts.
#[test]
fn every_order_of_the_count_is_counted_on_both() {
    fn finish(mut d: [Table; 2], path: &[Step]) {
        for _ in 0..3 {
            for i in 0..2 {
                accept(&mut d[i]);
                let letter = send(&d[i]);
                let merge = receive(&mut d[1 - i], &letter);
                assert!(
                    !matches!(merge, Merge::Conflict { .. }),
                    "{path:?}: {merge:?}"
                );
            }
        }
        for t in &d {
            assert_eq!(t.game().phase(), Phase::Finished, "{path:?}");
        }
        assert_eq!(d[0].game().record(), d[1].game().record(), "{path:?}");
        assert_eq!(d[0].game().result(), d[1].game().result(), "{path:?}");
    }
    fn walk(d: [Table; 2], marked: [bool; 2], path: &mut Vec<Step>, leaves: &mut usize) {
        finish(d.clone(), path);
        *leaves += 1;
        if path.len() == 6 {
            return;
        }
        for i in 0..2 {
            for step in [Step::Accept(i), Step::Send(i), Step::Mark(i)] {
                let mut d = d.clone();
                let mut marked = marked;
                match step {
                    Step::Accept(i) => accept(&mut d[i]),
                    Step::Send(i) => {
                        let letter = send(&d[i]);
                        let merge = receive(&mut d[1 - i], &letter);
                        assert!(!matches!(merge, Merge::Conflict { .. }), "{path:?}");
                    }
                    Step::Mark(i) => {
                        if marked[i] || d[i].game().phase() != Phase::Settling {
                            continue;
                        }
                        // Each marks the other's stone: C3 is White's, E5 Black's.
                        let black = d[i].local_color() == Some(Color::Black);
                        let stone = if black { "C3" } else { "E5" };
                        if act(&mut d[i], Action::ToggleDead(pt(stone))).is_err() {
                            continue;
                        }
                        marked[i] = true;
                    }
                }
                path.push(step);
                walk(d, marked, path, leaves);
                path.pop();
            }
        }
    }
    for ben_second in [true, false] {
        let mut leaves = 0;
        walk(
            settling(ben_second),
            [false, false],
            &mut Vec::new(),
            &mut leaves,
        );
        assert!(leaves > 1000, "{leaves} orders tried");
    }
}
