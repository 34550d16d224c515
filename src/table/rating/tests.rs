use super::*;

/// A ladder of `n` rungs `step` apart from 500, a stone worth `stone` at every rung, each
/// rung known to within `deviation`.
fn even_ladder(n: usize, step: f64, stone: f64, deviation: f64) -> Ladder {
    Ladder {
        rungs: (0..n)
            .map(|i| Strength {
                rating: 500.0 + step * i as f64,
                deviation,
            })
            .collect(),
        stone: vec![stone; n],
    }
}

fn at(rung: u8, stones: u8) -> Opponent {
    Opponent { rung, stones }
}

fn player(rating: f64, deviation: f64) -> Rating {
    Rating {
        rating,
        deviation,
        ..Rating::default()
    }
}

/// A learner's recorded games (rung, stones, won), as a season at the app might go: wins
/// at the bottom, a climb, losses where the rungs grow too strong.
const SEASON: [(u8, u8, bool); 12] = [
    (1, 0, true),
    (1, 0, true),
    (1, 0, true),
    (2, 0, true),
    (2, 0, false),
    (2, 0, true),
    (3, 0, false),
    (3, 0, false),
    (3, 0, false),
    (2, 0, true),
    (2, 0, true),
    (2, 0, true),
];

/// A win raises the rating and a loss lowers it, each by what Glicko-2 says against the
/// rung's rating and deviation; a win against a stronger opponent raises it more, and
/// the deviation shrinks as games are played.
#[test]
fn games_move_the_rating_as_glicko_2_does() {
    let ladder = even_ladder(5, 150.0, 100.0, 40.0);
    let mut climb = Climb {
        rating: player(650.0, 200.0),
        ..Climb::default()
    };
    let expected = rate_against(climb.rating, 800.0, 40.0, Outcomes::WIN);
    let rated = climb.record(&ladder, at(3, 0), Some(true));
    assert_eq!(rated.after, expected);
    assert_eq!((rated.before.rating, climb.rating), (650.0, expected));
    assert!(rated.change() > 0);
    assert!(climb.rating.deviation < 200.0);
    assert_eq!(climb.games, 1);

    let start = player(650.0, 200.0);
    let win_against = |rung, stones| {
        let mut c = Climb {
            rating: start,
            ..Climb::default()
        };
        c.record(&ladder, at(rung, stones), Some(true)).change()
    };
    assert!(win_against(4, 0) > win_against(3, 0));
    assert!(
        win_against(3, 0) > win_against(3, 1),
        "a stone makes the win worth less"
    );
    let mut c = Climb {
        rating: start,
        ..Climb::default()
    };
    assert!(c.record(&ladder, at(2, 0), Some(false)).change() < 0);
    let mut c = Climb {
        rating: start,
        ..Climb::default()
    };
    let draw = c.record(&ladder, at(1, 0), None);
    assert!(
        draw.change() < 0,
        "a draw with a weaker rung costs a little"
    );
    assert_eq!(c.run, 0);
}

/// The recorded season: the rating ends above where it began, the deviation well below,
/// and each step of the season is Glicko-2's update in turn.
#[test]
fn a_recorded_season() {
    let ladder = even_ladder(16, 120.0, 90.0, 35.0);
    let mut climb = Climb::default();
    let mut by_hand = climb.rating;
    for (rung, stones, won) in SEASON {
        let o = ladder.strength(at(rung, stones)).unwrap();
        let outcome = if won { Outcomes::WIN } else { Outcomes::LOSS };
        by_hand = rate_against(by_hand, o.rating, o.deviation, outcome);
        climb.record(&ladder, at(rung, stones), Some(won));
        assert_eq!(climb.rating, by_hand);
    }
    assert_eq!(climb.games, SEASON.len() as u32);
    assert!(climb.rating.rating > Climb::default().rating.rating);
    assert!(climb.rating.deviation < 0.5 * Rating::default().deviation);
}

/// "Play at my level" picks the opponent the player is expected to beat nearest half
/// the time: no other opponent is nearer, and within the ladder it is near one half.
#[test]
fn play_at_my_level_is_an_even_game() {
    let ladder = even_ladder(16, 120.0, 90.0, 35.0);
    for rating in [300.0, 500.0, 560.0, 620.0, 1000.0, 1230.0, 2300.0, 2600.0] {
        let me = player(rating, 80.0);
        let chosen = ladder.at_my_level(&me);
        let gap = |o| (ladder.expected(&me, o) - 0.5).abs();
        for o in ladder.opponents() {
            assert!(gap(chosen) <= gap(o), "{rating}: {chosen:?} against {o:?}");
        }
        let inside = (500.0..=500.0 + 15.0 * 120.0).contains(&rating);
        if inside {
            assert!(gap(chosen) < 0.1, "{rating}: {chosen:?}");
        }
    }
    let weakest = ladder.at_my_level(&player(200.0, 80.0));
    assert_eq!(
        weakest,
        at(1, MAX_STONES),
        "below the ladder: the weakest with stones"
    );
    assert_eq!(ladder.at_my_level(&player(4000.0, 80.0)), at(16, 0));
    // Between two rungs, a stone on the upper one when that is the nearer even game.
    let between = player(500.0 + 120.0 + 40.0, 60.0);
    let chosen = ladder.at_my_level(&between);
    assert_eq!(chosen, at(3, 1), "{chosen:?}");
}

/// Three wins in a row offer the next step (a stone fewer first, then the next rung);
/// three losses in a row one easier; a game against another opponent or a draw starts
/// the run again; nothing is offered past either end.
#[test]
fn three_in_a_row_offer_a_step() {
    let ladder = even_ladder(16, 120.0, 90.0, 35.0);
    let mut climb = Climb::default();
    let offers: Vec<_> = SEASON
        .iter()
        .map(|&(rung, stones, won)| climb.record(&ladder, at(rung, stones), Some(won)).offer)
        .collect();
    let expected: Vec<Option<Offer>> = vec![
        None,
        None,
        Some(Offer::Harder(at(2, 0))),
        None,
        None,
        None,
        None,
        None,
        Some(Offer::Easier(at(2, 0))),
        None,
        None,
        Some(Offer::Harder(at(3, 0))),
    ];
    assert_eq!(offers, expected);
    assert_eq!(climb.run, 0);

    let mut c = Climb::default();
    c.record(&ladder, at(5, 1), Some(true));
    c.record(&ladder, at(5, 1), Some(true));
    let third = c.record(&ladder, at(5, 1), Some(true)).offer;
    assert_eq!(third, Some(Offer::Harder(at(5, 0))), "a stone fewer first");

    let mut c = Climb::default();
    c.record(&ladder, at(4, 0), Some(true));
    c.record(&ladder, at(4, 0), None);
    c.record(&ladder, at(4, 0), Some(true));
    c.record(&ladder, at(5, 0), Some(true));
    assert_eq!(c.record(&ladder, at(5, 0), Some(true)).offer, None);
    assert_eq!(c.run, 2);

    let mut c = Climb::default();
    for _ in 0..2 {
        assert_eq!(c.record(&ladder, at(1, 0), Some(false)).offer, None);
    }
    let easier = c.record(&ladder, at(1, 0), Some(false)).offer;
    assert_eq!(
        easier,
        Some(Offer::Easier(at(1, 1))),
        "the weakest rung gives a stone"
    );
    for _ in 0..3 {
        c.record(&ladder, at(1, MAX_STONES), Some(false));
    }
    assert!(c.run.abs() < IN_A_ROW);
    let mut c = Climb::default();
    let offers: Vec<_> = (0..3)
        .map(|_| c.record(&ladder, at(16, 0), Some(true)).offer)
        .collect();
    assert_eq!(offers, vec![None, None, None], "nothing above the top");
}

/// The climb as stored reads back; a stored climb with numbers no play reaches is not sane.
#[test]
fn stored_climb_reads_back() {
    let ladder = even_ladder(16, 120.0, 90.0, 35.0);
    let mut climb = Climb::default();
    for (rung, stones, won) in &SEASON[..5] {
        climb.record(&ladder, at(*rung, *stones), Some(*won));
    }
    let text = crate::json::to_string(&climb);
    let read = crate::json::from_str::<Climb>(&text).expect("reads");
    assert_eq!(crate::json::to_string(&read), text);
    assert_eq!(
        (read.at, read.run, read.games),
        (climb.at, climb.run, climb.games)
    );
    assert!((read.rating.rating - climb.rating.rating).abs() < 1e-3);
    assert!(climb.is_sane());
    let absurd = [
        Climb {
            run: 7,
            ..climb.clone()
        },
        Climb {
            at: at(99, 0),
            ..climb.clone()
        },
        Climb {
            at: at(2, 9),
            ..climb.clone()
        },
        Climb {
            rating: player(f64::NAN, 50.0),
            ..climb.clone()
        },
    ];
    for a in absurd {
        assert!(!a.is_sane(), "{a:?}");
    }
    assert_eq!(crate::json::from_str::<Climb>("{\"rating\":1}"), None);
}

/// The measured ladder: a rating for every rung, none below the one below, a stone's
/// worth wherever one is offered, and a new player's even game at the weakest rung.
#[test]
fn the_measured_ladder_climbs() {
    let ladder = Ladder::measured();
    assert_eq!(ladder.rungs.len(), rungs().len());
    for pair in ladder.rungs.windows(2) {
        assert!(pair[0].rating <= pair[1].rating, "{pair:?}");
    }
    assert!(ladder.stone.iter().any(|&s| s > 0.0));
    assert!(ladder.stone.iter().all(|&s| s >= 0.0));
    let new = Climb::default();
    assert_eq!(ladder.at_my_level(&new.rating).rung, 1);
}

mod games {
    use super::*;
    use crate::engine::{Move, Point, Rules};
    use crate::table::{Action, NewGame, Seat, Table};

    /// A 9x9 AGA game: the person ("Ann") at `person`, the computer at rung `rung`, with
    /// `handicap`.
    fn table(person: Color, rung: u8, handicap: u8) -> Table {
        let rules = Rules::preset("aga").expect("aga");
        let (ann, computer) = (Seat::person("Ann"), Seat::computer(rung));
        let players = if person == Color::Black {
            [ann, computer]
        } else {
            [computer, ann]
        };
        let setup = NewGame {
            preset_id: "aga".into(),
            komi: rules.komi_for(handicap),
            rules,
            size: 9,
            handicap,
            clock: None,
            players,
        };
        Table::start(&setup, 0.0).expect("a game")
    }

    /// The computer plays `mv` when it is its turn.
    fn computer_plays(t: &mut Table, mv: Move) {
        let after_events = t.game().record().events.len();
        t.act(Action::ComputerMove { mv, after_events }, 0.0)
            .expect("the computer's move");
    }

    /// The person plays at (col, row) and the computer answers at the next point.
    fn exchange(t: &mut Table, col: u8) {
        if t.computer_to_move().is_some() {
            computer_plays(t, Move::Place(Point::new(col, 7)));
        }
        t.act(Action::Play(Point::new(col, 2)), 0.0)
            .expect("the person's move");
        computer_plays(t, Move::Place(Point::new(col, 6)));
    }

    /// The person plays at (col, 2): then the computer is to move.
    fn person_plays(t: &mut Table, col: u8) {
        t.act(Action::Play(Point::new(col, 2)), 0.0)
            .expect("the person's move");
    }

    /// The person resigns (asked, then confirmed).
    fn person_resigns(t: &mut Table, person: Color) {
        t.act(Action::Resign(person), 0.0).expect("asked");
        t.act(Action::Resign(person), 0.0).expect("resigned");
    }

    /// A finished game against the computer is rated once, a win or a loss as it ended;
    /// a game that goes on, or between people, is not.
    #[test]
    fn a_finished_game_is_rated_once() {
        let ladder = Ladder::measured();
        let mut climb = Climb::default();
        let mut t = table(Color::Black, 3, 0);
        exchange(&mut t, 2);
        assert_eq!(climb.record_game(&ladder, &t, "g1", false), None, "goes on");
        person_plays(&mut t, 3);
        computer_plays(&mut t, Move::Resign);
        assert_eq!(rated_opponent(&t), Some((at(3, 0), Some(true))));
        let before = climb.rating;
        let rated = climb.record_game(&ladder, &t, "g1", false).expect("rated");
        assert_eq!((rated.before, rated.after), (before, climb.rating));
        assert!(rated.change() > 0);
        assert_eq!(climb.rated("g1"), Some(rated));
        assert_eq!(climb.record_game(&ladder, &t, "g1", false), None, "once");
        assert_eq!((climb.games, climb.at, climb.run), (1, at(3, 0), 1));

        let mut lost = table(Color::White, 3, 0);
        exchange(&mut lost, 4);
        person_resigns(&mut lost, Color::White);
        let rated = climb
            .record_game(&ladder, &lost, "g2", false)
            .expect("rated");
        assert!(rated.change() < 0);
        assert_eq!(climb.rated("g1"), None, "only the last game's is kept");
        assert_eq!(climb.run, -1);

        let rules = Rules::preset("aga").expect("aga");
        let people = NewGame {
            preset_id: "aga".into(),
            komi: rules.komi,
            rules,
            size: 9,
            handicap: 0,
            clock: None,
            players: [Seat::person("Ann"), Seat::person("Bo")],
        };
        let mut between = Table::start(&people, 0.0).expect("a game");
        person_resigns(&mut between, Color::Black);
        assert_eq!(climb.record_game(&ladder, &between, "g3", true), None);
    }

    /// A game with a move taken back counts only when the setting says so, also once it
    /// was saved and opened again.
    #[test]
    fn a_take_back_counts_only_by_the_setting() {
        let ladder = Ladder::measured();
        let mut t = table(Color::Black, 2, 0);
        exchange(&mut t, 2);
        t.act(Action::Undo { takebacks: true }, 0.0)
            .expect("taken back");
        assert!(t.took_back());
        exchange(&mut t, 3);
        let saved = t.to_saved("g1".into(), 1);
        let mut t = Table::replay(&saved).expect("replays");
        assert!(t.took_back(), "kept with the game");
        person_plays(&mut t, 4);
        computer_plays(&mut t, Move::Resign);
        let mut climb = Climb::default();
        assert_eq!(climb.record_game(&ladder, &t, "g1", false), None);
        assert_eq!(climb.games, 0);
        assert!(climb.record_game(&ladder, &t, "g1", true).is_some());
        assert!(!table(Color::Black, 2, 0).took_back());
    }

    /// One handicap stone for the person is a step the ladder rates; stones for the
    /// computer, or more than the ladder measured, are not.
    #[test]
    fn handicap_games_are_rated_as_steps() {
        for (person, handicap, rated) in [
            (Color::Black, 1, Some(at(5, 1))),
            (Color::White, 1, None),
            (Color::Black, 3, None),
        ] {
            let mut t = table(person, 5, handicap);
            if t.computer_to_move().is_some() {
                computer_plays(&mut t, Move::Place(Point::new(4, 4)));
            }
            person_resigns(&mut t, person);
            assert_eq!(
                rated_opponent(&t).map(|(o, _)| o),
                rated,
                "{person:?} {handicap}"
            );
        }
    }

    /// The offer's game: the same rules and board, the new rung, the person Black with
    /// the offered stones (komi as the preset gives for them), or in an even game the
    /// colour the rematch rule gives.
    #[test]
    fn an_offer_starts_the_next_step() {
        let mut t = table(Color::Black, 4, 1);
        person_resigns(&mut t, Color::Black);
        let next = next_game(&t, at(4, 0)).expect("a game");
        let rules = *t.game().rules();
        assert_eq!(
            (next.size, next.handicap, next.komi),
            (9, 0, rules.komi_for(0))
        );
        // The rematch rule says which of this game's colours takes Black next.
        let person_black = rules.rematch_black(Some(Color::White)) == Color::Black;
        let [person, computer] = [Seat::person("Ann"), Seat::computer(4)];
        let expected = if person_black {
            [person, computer]
        } else {
            [computer, person]
        };
        assert_eq!(next.players, expected);
        let mut won = table(Color::Black, 4, 0);
        person_plays(&mut won, 2);
        computer_plays(&mut won, Move::Resign);
        let harder = next_game(&won, at(5, 0)).expect("a game");
        let person_black = rules.rematch_black(Some(Color::Black)) == Color::Black;
        assert_eq!(
            harder.players[usize::from(!person_black)],
            Seat::person("Ann")
        );
        assert_eq!(harder.players[usize::from(person_black)], Seat::computer(5));
        let easier = next_game(&won, at(1, 1)).expect("a game");
        assert_eq!(easier.players, [Seat::person("Ann"), Seat::computer(1)]);
        assert_eq!((easier.handicap, easier.komi), (1, rules.komi_for(1)));
        assert!(Table::start(&easier, 0.0).is_ok());
    }
}
