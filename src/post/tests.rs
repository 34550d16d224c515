use super::*;
use crate::engine::{Move, Point, Rules};

fn p(s: &str) -> Point {
    Point::parse_gtp(s, 9).unwrap()
}

/// Ana (Black) starts a 9x9 game on her phone.
fn ana() -> Kept {
    let game = Game::new(Rules::preset("aga").unwrap(), 9, 0).unwrap();
    Kept::new(
        "k3x9q",
        Color::Black,
        ["Ana".into(), "Ben".into()],
        game,
        Some(3),
    )
}

fn play(k: &mut Kept, at: &str) {
    let mv = if at == "pass" {
        Move::Pass
    } else {
        Move::Place(p(at))
    };
    k.act(Event::Play {
        color: k.link.me,
        mv,
    })
    .unwrap();
}

/// A letter goes into a link and back; another form of the link too.
#[test]
fn a_letter_survives_its_link() {
    let mut a = ana();
    play(&mut a, "E5");
    let letter = a.letter();
    let fragment = letter.to_fragment();
    assert!(fragment.starts_with(SHORT_PREFIX));
    assert_eq!(Letter::from_link(&fragment).unwrap(), letter);
    let url = format!("https://example.org/tengen/{fragment}");
    assert_eq!(Letter::from_link(&url).unwrap(), letter);
    assert_eq!(letter.moves(), 1);
}

/// A damaged, foreign or illegal link is refused in words, never a panic.
#[test]
fn damaged_links_are_refused() {
    let mut a = ana();
    play(&mut a, "E5");
    let fragment = a.letter().to_fragment();
    assert_eq!(
        Letter::from_link("https://example.org/"),
        Err(LetterError::NotAGameLink)
    );
    let cut = &fragment[..fragment.len() - 8];
    assert_eq!(Letter::from_link(cut), Err(LetterError::Damaged));
    assert_eq!(Letter::from_link("#game=ab$cd"), Err(LetterError::Damaged));
    let not_a_letter = format!("{FRAGMENT_PREFIX}{}", pack("{\"game\":1}"));
    assert_eq!(Letter::from_link(&not_a_letter), Err(LetterError::NotAGame));
    // A record whose moves the rules refuse (two stones on one point).
    let mut bad = a.letter();
    bad.record.events.push(Event::Play {
        color: Color::White,
        mv: Move::Place(p("E5")),
    });
    let bad = format!("{FRAGMENT_PREFIX}{}", pack(&crate::json::to_string(&bad)));
    assert_eq!(Letter::from_link(&bad), Err(LetterError::NotAGame));
    let mut odd_id = a.letter();
    odd_id.game = "../x".into();
    let odd = format!(
        "{FRAGMENT_PREFIX}{}",
        pack(&crate::json::to_string(&odd_id))
    );
    assert_eq!(Letter::from_link(&odd), Err(LetterError::NotAGame));
}

/// New, extend, same, stale, conflict and another game: each as the rules above say.
#[test]
fn every_merge_case() {
    let mut a = ana();
    play(&mut a, "E5");
    let first = a.letter();
    // New on Ben's phone: he plays White against Ana.
    assert_eq!(
        merge(None, &first),
        Merge::New {
            me: Color::White,
            against: "Ana".into()
        }
    );
    let mut b = Kept::from_letter(&first).unwrap();
    assert!(b.my_turn() && !a.my_turn());
    assert_eq!(b.receive(&first), Merge::Same { moves: 1 });
    play(&mut b, "C3");
    // Ana's phone takes Ben's move: extended by exactly it.
    let reply = b.letter();
    let Merge::Extend {
        new,
        accepts: false,
    } = a.receive(&reply)
    else {
        panic!("not an extension");
    };
    assert_eq!(new.len(), 1);
    assert_eq!(a.record(), b.record());
    assert!(a.my_turn());
    // Opening Ana's first link again on Ben's phone: stale.
    assert_eq!(
        b.receive(&first),
        Merge::Stale {
            have: 2,
            link: 1,
            accepted: false
        }
    );
    // A link whose move 2 differs: refused, nothing changes.
    let mut other = Kept::from_letter(&first).unwrap();
    play(&mut other, "G7");
    let before = a.clone();
    assert_eq!(a.receive(&other.letter()), Merge::Conflict { at_move: 2 });
    assert_eq!(a, before);
    // A different board from the start: conflict at move 1.
    let mut stranger = other.letter();
    stranger.record.size = 13;
    stranger.record.events.clear();
    assert_eq!(
        merge(Some((&a.link, a.game())), &stranger),
        Merge::Conflict { at_move: 1 }
    );
    // Another game id.
    let mut elsewhere = reply.clone();
    elsewhere.game = "zzz".into();
    assert_eq!(a.receive(&elsewhere), Merge::OtherGame);
    assert_eq!(a, before);
    // Out of turn: Ana cannot play White's move, nor twice in a row.
    assert!(a
        .act(Event::Play {
            color: Color::White,
            mv: Move::Place(p("A1"))
        })
        .is_err());
    play(&mut a, "A1");
    assert_eq!(
        a.act(Event::Play {
            color: Color::Black,
            mv: Move::Place(p("A2"))
        }),
        Err(crate::engine::MoveError::NotYourTurn)
    );
}

/// A whole game by letters: moves, two passes, a dead stone marked on one side, both
/// accepting, the result on both devices, the same record.
#[test]
fn a_game_to_the_count_by_letters() {
    let mut a = ana();
    let mut b: Option<Kept> = None;
    // A wall down the board between the colours, then a white invader in Black's area.
    let moves = [
        ("B", "C3"),
        ("W", "G7"),
        ("B", "D3"),
        ("W", "F7"),
        ("B", "C4"),
        ("W", "G6"),
        ("B", "B7"),
        ("W", "C8"),
        ("B", "B8"),
        ("W", "B9"),
        ("B", "A9"),
        ("W", "D9"),
        ("B", "E5"),
        ("W", "F5"),
        ("B", "E4"),
        ("W", "F4"),
        ("B", "E3"),
        ("W", "F3"),
        ("B", "E2"),
        ("W", "F2"),
        ("B", "E1"),
        ("W", "F1"),
        ("B", "E6"),
        ("W", "F6"),
        ("B", "E7"),
        ("W", "E8"),
        ("B", "D7"),
        ("W", "D8"),
        ("B", "A1"),
        ("W", "C2"),
    ];
    let post = |from_ana: bool, at: &str, a: &mut Kept, b: &mut Option<Kept>| {
        if from_ana {
            play(a, at);
            let letter = Letter::from_link(&a.letter().to_fragment()).unwrap();
            match b {
                None => *b = Some(Kept::from_letter(&letter).unwrap()),
                Some(b) => assert!(matches!(b.receive(&letter), Merge::Extend { .. })),
            }
        } else {
            let bk = b.as_mut().unwrap();
            play(bk, at);
            let letter = Letter::from_link(&bk.letter().to_fragment()).unwrap();
            assert!(matches!(a.receive(&letter), Merge::Extend { .. }));
        }
    };
    for (color, at) in moves {
        post(color == "B", at, &mut a, &mut b);
    }
    post(true, "pass", &mut a, &mut b);
    post(false, "pass", &mut a, &mut b);
    let mut b = b.unwrap();
    assert_eq!(a.game().phase(), Phase::Settling);
    assert_eq!(b.game().phase(), Phase::Settling);
    // Ana marks the invader dead and accepts; Ben sees the mark and accepts too.
    a.act(Event::ToggleDead(p("C2"))).unwrap();
    a.accept_marks();
    assert!(!a.my_turn());
    assert!(matches!(b.receive(&a.letter()), Merge::Extend { .. }));
    assert!(b.game().is_dead(p("C2")));
    assert!(b.my_turn());
    b.accept_marks();
    assert_eq!(b.game().phase(), Phase::Finished);
    // Ben's link brings the agreement back: the same record and result on both.
    assert!(matches!(a.receive(&b.letter()), Merge::Extend { .. }));
    assert_eq!(a.game().phase(), Phase::Finished);
    assert_eq!(a.record(), b.record());
    assert_eq!(a.game().result(), b.game().result());
    assert!(!a.my_turn() && !b.my_turn());
}

/// A mark changed after the other side accepted takes that acceptance back: play does not
/// end until both accept the same marks; resuming goes back to play.
#[test]
fn changed_marks_need_a_new_acceptance_and_resume_resumes() {
    let mut a = ana();
    play(&mut a, "E5");
    let mut b = Kept::from_letter(&a.letter()).unwrap();
    play(&mut b, "pass");
    a.receive(&b.letter());
    play(&mut a, "pass");
    b.receive(&a.letter());
    assert_eq!(b.game().phase(), Phase::Settling);
    b.accept_marks();
    a.receive(&b.letter());
    // Ana marks Black's own stone dead instead of accepting: Ben's acceptance no longer holds.
    a.act(Event::ToggleDead(p("E5"))).unwrap();
    a.accept_marks();
    assert_eq!(a.game().phase(), Phase::Settling);
    b.receive(&a.letter());
    assert_eq!(b.game().phase(), Phase::Settling);
    // Ben disputes: play resumes on both.
    b.act(Event::Resume).unwrap();
    a.receive(&b.letter());
    assert_eq!(a.game().phase(), Phase::Playing);
    assert_eq!(a.record(), b.record());
}

/// A resignation reaches the other device and ends the game there too.
#[test]
fn a_resignation_travels() {
    let mut a = ana();
    play(&mut a, "E5");
    let mut b = Kept::from_letter(&a.letter()).unwrap();
    b.act(Event::Play {
        color: Color::White,
        mv: Move::Resign,
    })
    .unwrap();
    assert!(matches!(a.receive(&b.letter()), Merge::Extend { .. }));
    assert_eq!(a.game().phase(), Phase::Finished);
    assert_eq!(a.game().result(), b.game().result());
}

/// A kept game is stored and read back as it was; stored data whose record the rules do
/// not replay (altered by hand, another version) is no game, never a panic.
#[test]
fn a_kept_game_is_stored_and_read_back_checked() {
    let mut a = ana();
    play(&mut a, "E5");
    let text = crate::json::to_string(&a);
    assert_eq!(crate::json::from_str::<Kept>(&text), Some(a.clone()));
    // Two stones on one point: the record does not replay.
    let mut bad = a.letter();
    bad.record.events.push(Event::Play {
        color: Color::White,
        mv: Move::Place(p("E5")),
    });
    assert_eq!(Kept::from_letter(&bad), None);
    for (what, with) in [
        ("\"me\":\"Black\"", "\"me\":\"Blue\""),
        ("\"Bee\"", "\"BeeWee\""),
    ] {
        let tampered = text.replace(what, with);
        assert_ne!(tampered, text, "{what} is stored as expected");
        assert_eq!(crate::json::from_str::<Kept>(&tampered), None, "{with}");
    }
    let mut b = Kept::from_letter(&a.letter()).unwrap();
    // A letter made by hand whose new moves do not replay: refused like a conflict.
    assert_eq!(b.receive(&bad), Merge::Conflict { at_move: 2 });
    assert_eq!(b.record(), a.record());
}

/// Two devices in the settling phase: Ana (Black, E5) and Ben (White, C3), both passed.
fn settling(ben_passes_second: bool) -> (Kept, Kept) {
    let mut a = ana();
    play(&mut a, "E5");
    let mut b = Kept::from_letter(&a.letter()).unwrap();
    play(&mut b, "C3");
    a.receive(&b.letter());
    if ben_passes_second {
        play(&mut a, "pass");
        b.receive(&a.letter());
        play(&mut b, "pass");
    } else {
        play(&mut a, "G7");
        b.receive(&a.letter());
        play(&mut b, "pass");
        a.receive(&b.letter());
        play(&mut a, "pass");
        std::mem::swap(&mut a, &mut b);
    }
    (a, b)
}

/// The count that never ended (issue 42): Ana passes, Ben passes second and sends before
/// marking; Ana accepts with no new marks and sends: a link with the same moves as Ben's
/// record, which brings her acceptance, so Ben's acceptance counts the game.
#[test]
fn an_acceptance_alone_is_news() {
    let (mut a, mut b) = settling(true);
    assert_eq!(b.game().phase(), Phase::Settling);
    assert!(matches!(a.receive(&b.letter()), Merge::Extend { .. }));
    a.accept_marks();
    assert_eq!(
        b.receive(&a.letter()),
        Merge::Extend {
            new: Vec::new(),
            accepts: true
        }
    );
    b.accept_marks();
    assert_eq!(b.game().phase(), Phase::Finished);
    let Merge::Extend { new, .. } = a.receive(&b.letter()) else {
        panic!("the agreement is news to Ana");
    };
    assert_eq!(new, vec![Event::Agree]);
    assert_eq!(a.game().phase(), Phase::Finished);
    assert_eq!(a.record(), b.record());
    // Ana's link from before her acceptance is older than what Ben has now seen.
    let (mut a, mut b) = settling(true);
    a.receive(&b.letter());
    let before = a.letter();
    a.accept_marks();
    b.receive(&a.letter());
    assert_eq!(
        b.receive(&before),
        Merge::Stale {
            have: 4,
            link: 4,
            accepted: true
        }
    );
    assert_eq!(b.link.theirs_accepts, Some(b.record().events.len()));
}

/// One step of two devices in the count.
#[derive(Clone, Copy, Debug)]
enum Step {
    Accept(usize),
    Send(usize),
    Mark(usize),
}

/// Every order of marking, accepting and sending (up to six steps, each device marking
/// at most once) leaves two devices that reach the same counted game when each then
/// accepts and sends in turn; no honest order ever conflicts.
#[test]
fn every_order_of_the_count_is_counted_on_both() {
    fn finish(mut d: [Kept; 2], path: &[Step]) {
        for _ in 0..3 {
            for i in 0..2 {
                d[i].accept_marks();
                let letter = d[i].letter();
                let merge = d[1 - i].receive(&letter);
                assert!(
                    !matches!(merge, Merge::Conflict { .. }),
                    "{path:?}: {merge:?}"
                );
            }
        }
        for k in &d {
            assert_eq!(k.game().phase(), Phase::Finished, "{path:?}");
        }
        assert_eq!(d[0].record(), d[1].record(), "{path:?}");
        assert_eq!(d[0].game().result(), d[1].game().result(), "{path:?}");
    }
    fn walk(d: [Kept; 2], marked: [bool; 2], path: &mut Vec<Step>, leaves: &mut usize) {
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
                    Step::Accept(i) => d[i].accept_marks(),
                    Step::Send(i) => {
                        let letter = d[i].letter();
                        let merge = d[1 - i].receive(&letter);
                        assert!(!matches!(merge, Merge::Conflict { .. }), "{path:?}");
                    }
                    Step::Mark(i) => {
                        if marked[i] || d[i].game().phase() != Phase::Settling {
                            continue;
                        }
                        // Each marks the other's stone: C3 is White's, E5 Black's.
                        let stone = if d[i].link.me == Color::Black {
                            "C3"
                        } else {
                            "E5"
                        };
                        if d[i].act(Event::ToggleDead(p(stone))).is_err() {
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
        let (a, b) = settling(ben_second);
        let mut leaves = 0;
        walk([a, b], [false, false], &mut Vec::new(), &mut leaves);
        assert!(leaves > 1000, "{leaves} orders tried");
    }
}

/// The news a letter brings, as the screen says it.
#[test]
fn news_of_a_letter() {
    let mut a = ana();
    play(&mut a, "E5");
    let mut b = Kept::from_letter(&a.letter()).unwrap();
    play(&mut b, "pass");
    let Merge::Extend { new, accepts } = a.receive(&b.letter()) else {
        panic!("a pass is news");
    };
    assert_eq!(
        news(a.game(), new.len(), accepts),
        vec![News::Passed { number: 2 }]
    );
    play(&mut a, "pass");
    b.receive(&a.letter());
    b.act(Event::ToggleDead(p("E5"))).unwrap();
    b.accept_marks();
    let Merge::Extend { new, accepts } = a.receive(&b.letter()) else {
        panic!("marks are news");
    };
    assert_eq!(
        news(a.game(), new.len(), accepts),
        vec![
            News::Marked {
                dead: vec![p("E5")],
                alive: vec![]
            },
            News::Accepts
        ]
    );
    a.act(Event::Resume).unwrap();
    let Merge::Extend { new, accepts } = b.receive(&a.letter()) else {
        panic!("a resumption is news");
    };
    assert_eq!(news(b.game(), new.len(), accepts), vec![News::Resumed]);
    play(&mut b, "D4");
    a.receive(&b.letter());
    a.act(Event::Play {
        color: Color::Black,
        mv: Move::Resign,
    })
    .unwrap();
    let Merge::Extend { new, accepts } = b.receive(&a.letter()) else {
        panic!("a resignation is news");
    };
    assert_eq!(news(b.game(), new.len(), accepts), vec![News::Resigned]);
}

/// The short form says a whole game exactly (stones, passes, marks, a resumption, the
/// agreement) with any names; a letter it cannot say goes long; links of the long form,
/// as every link before the short form was, still open.
#[test]
fn short_links_say_the_letter_exactly() {
    let (mut a, mut b) = settling(true);
    a.names = ["Anežka Ďurová".into(), "Bén 🙂".into()];
    let mut letters = vec![a.letter(), b.letter()];
    a.receive(&b.letter());
    b.act(Event::ToggleDead(p("E5"))).unwrap();
    letters.push(b.letter());
    b.act(Event::Resume).unwrap();
    letters.push(b.letter());
    a.receive(&b.letter());
    // Play goes on: whoever is to move plays A1, and the other resigns.
    let (mover, other) = if a.my_turn() {
        (&mut a, &mut b)
    } else {
        (&mut b, &mut a)
    };
    play(mover, "A1");
    letters.push(mover.letter());
    other.receive(&mover.letter());
    let resign = Event::Play {
        color: other.link.me,
        mv: Move::Resign,
    };
    other.act(resign).unwrap();
    assert_eq!(other.game().phase(), Phase::Finished);
    letters.push(other.letter());
    let (mut c, mut d) = settling(false);
    c.receive(&d.letter());
    c.accept_marks();
    d.receive(&c.letter());
    d.accept_marks();
    assert_eq!(d.game().phase(), Phase::Finished);
    letters.extend([c.letter(), d.letter()]);
    for letter in letters {
        let fragment = letter.to_fragment();
        assert!(fragment.starts_with(SHORT_PREFIX), "{fragment}");
        assert_eq!(Letter::from_link(&fragment), Ok(letter.clone()));
        assert_eq!(Letter::from_link(&letter.to_long_fragment()), Ok(letter));
    }
    // Rules no preset has: the long form.
    let mut odd = a.letter();
    odd.record.rules.komi = crate::engine::HalfPoints(4);
    assert!(odd.to_fragment().starts_with(FRAGMENT_PREFIX));
}

/// Every cut, and damage to every character, of a short link is refused in words (or
/// reads as a shorter honest game), never a panic.
#[test]
fn damaged_short_links_never_panic() {
    let (mut a, b) = settling(true);
    a.receive(&b.letter());
    a.names[1] = "Bén".into();
    let fragment = a.letter().to_fragment();
    assert!(fragment.starts_with(SHORT_PREFIX));
    // A link cut short anywhere is damaged, never an older game.
    for cut in 0..fragment.len() {
        assert!(Letter::from_link(&fragment[..cut]).is_err(), "{cut}");
    }
    for at in SHORT_PREFIX.len()..fragment.len() {
        for with in ["", "é", "Z", ".", "-", "*", "+", "9"] {
            let mut damaged = fragment.clone();
            damaged.replace_range(at..at + 1, with);
            if let Ok(letter) = Letter::from_link(&damaged) {
                assert!(Game::replay(&letter.record).is_ok());
            }
        }
    }
    assert_eq!(Letter::from_link("#g="), Err(LetterError::Damaged));
    assert_eq!(
        Letter::from_link("#g=2.X.B.AGA.9....."),
        Err(LetterError::Damaged)
    );
}
