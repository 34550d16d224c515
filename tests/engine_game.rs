//! Game-level behaviour: turn order, ko and superko, passes, settling, handicap, results.

use tengen::engine::{
    Board, Color, EndReason, Game, HalfPoints, KoRule, Move, MoveError, Phase, Point, Rules, Setup,
};

fn rules(id: &str) -> Rules {
    Rules::preset(id).expect("preset exists")
}

fn at(game: &Game, gtp: &str) -> Move {
    Move::Place(Point::parse_gtp(gtp, game.size()).expect("coordinate"))
}

/// Plays GTP moves (`D4`, `pass`) in turn, panicking on a refusal.
fn play_all(game: &mut Game, moves: &[&str]) {
    for m in moves {
        let mv = Move::parse_gtp(m, game.size()).expect("move");
        game.play(mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// Two kos: K1 (White's B8 stone, Black takes at C8) and K2 (Black's B2, White takes at C2).
const DOUBLE_KO: &str = "
    .XO......
    XO.O.....
    .XO......
    .........
    .........
    .........
    .OX......
    OX.X.....
    .OX......";

fn double_ko(ko: KoRule) -> Game {
    Game::from_picture(Rules { ko, ..rules("aga") }, DOUBLE_KO, Color::Black).expect("fixture")
}

/// The immediate retake of a ko is refused with a message; after a move elsewhere it is legal.
#[test]
fn simple_ko_in_game() {
    let mut g = double_ko(KoRule::Simple);
    play_all(&mut g, &["C8"]);
    assert_eq!(g.play(at(&g, "B8")), Err(MoveError::Ko));
    assert_eq!(MoveError::Ko.to_string(), "Ko: play elsewhere first.");
    assert_eq!(
        g.check(Point::parse_gtp("B8", 9).unwrap()),
        Err(MoveError::Ko)
    );
    assert!(g
        .forbidden_points()
        .contains(&(Point::parse_gtp("B8", 9).unwrap(), MoveError::Ko)));
    play_all(&mut g, &["H1", "H2", "B8"]);
}

/// A cycle through two kos with a pass: positional superko refuses the board's return,
/// situational superko allows it because the other player is now to move.
#[test]
fn superko_rules_disagree() {
    let cycle = ["C8", "C2", "pass", "B8"];
    let mut positional = double_ko(KoRule::PositionalSuperko);
    play_all(&mut positional, &cycle);
    assert_eq!(
        positional.play(at(&positional, "B2")),
        Err(MoveError::Superko { repeats_move: 0 })
    );
    let mut situational = double_ko(KoRule::SituationalSuperko);
    play_all(&mut situational, &cycle);
    assert!(situational.play(at(&situational, "B2")).is_ok());
    let mut simple = double_ko(KoRule::Simple);
    play_all(&mut simple, &cycle);
    assert!(simple.play(at(&simple, "B2")).is_ok());
}

/// Superko: the position a setup leaves is protected like a starting position, and
/// numbered by the moves before it.
#[test]
fn superko_protects_the_set_up_position() {
    let superko = Rules {
        ko: KoRule::PositionalSuperko,
        ..rules("aga")
    };
    let mut g = Game::new(superko, 9, 0).unwrap();
    play_all(&mut g, &["J5", "H5"]);
    let ko = Board::from_picture(DOUBLE_KO).unwrap();
    let of = |c: Color| -> Vec<Point> { Point::all(9).filter(|&p| ko.get(p) == Some(c)).collect() };
    g.setup(Setup {
        black: of(Color::Black),
        white: of(Color::White),
        empty: ["J5", "H5"]
            .map(|t| Point::parse_gtp(t, 9).unwrap())
            .to_vec(),
        to_move: Some(Color::Black),
    })
    .unwrap();
    assert_eq!(g.board(), &ko);
    play_all(&mut g, &["C8", "C2", "pass", "B8"]);
    assert_eq!(
        g.play(at(&g, "B2")),
        Err(MoveError::Superko { repeats_move: 2 })
    );
}

/// Going round the double ko again repeats a situation: situational superko refuses it, simple ko not.
#[test]
fn superko_cycle_refused_by_both() {
    {
        // (Positional superko already refuses this cycle one move earlier, at B2.)
        let mut g = double_ko(KoRule::SituationalSuperko);
        play_all(&mut g, &["C8", "C2", "pass", "B8", "B2", "pass"]);
        let e = g.play(at(&g, "C8")).unwrap_err();
        assert_eq!(e, MoveError::Superko { repeats_move: 1 });
        assert_eq!(
            e.to_string(),
            "Superko: this would repeat the position after move 1."
        );
    }
    let mut simple = double_ko(KoRule::Simple);
    play_all(&mut simple, &["C8", "C2", "pass", "B8", "B2", "pass", "C8"]);
}

/// Three kos at once: K1 (White's B8, Black takes at C8), K2 (Black's B2, White takes
/// at C2) and K3 (White's G5, Black takes at H5).
const TRIPLE_KO: &str = "
    .XO......
    XO.O.....
    .XO......
    ......XO.
    .....XO.O
    ......XO.
    .OX......
    OX.X.....
    .OX......";

/// Each player takes a ko in turn, every take legal under simple ko (the last move was
/// elsewhere), and after six captures without a pass the whole board is back.
const TRIPLE_KO_CYCLE: [&str; 6] = ["C8", "C2", "H5", "B8", "B2", "G5"];

fn triple_ko(ko: KoRule) -> Game {
    Game::from_picture(Rules { ko, ..rules("aga") }, TRIPLE_KO, Color::Black).expect("fixture")
}

/// A triple ko: both superko rules refuse the retake that closes the six-move cycle,
/// naming the start position (move 0) it would repeat.
#[test]
fn triple_ko_cycle_refused_by_superko() {
    let (opening, closing) = (&TRIPLE_KO_CYCLE[..5], TRIPLE_KO_CYCLE[5]);
    let repeat = Err(MoveError::Superko { repeats_move: 0 });
    for ko in [KoRule::PositionalSuperko, KoRule::SituationalSuperko] {
        let mut g = triple_ko(ko);
        play_all(&mut g, opening);
        let retake = Point::parse_gtp(closing, 9).expect("coordinate");
        assert_eq!(g.check(retake), repeat, "{ko:?}");
        assert_eq!(g.play(Move::Place(retake)).map(|_| ()), repeat, "{ko:?}");
    }
}

/// Under simple ko the same triple ko goes round and round: the board repeats every six moves.
#[test]
fn triple_ko_cycle_repeats_under_simple_ko() {
    let mut g = triple_ko(KoRule::Simple);
    let start = g.board().clone();
    for _ in 0..2 {
        play_all(&mut g, &TRIPLE_KO_CYCLE);
        assert_eq!(g.board().to_picture(), start.to_picture());
    }
    assert_eq!(g.move_number(), 12);
}

/// Occupied points and self-capture are refused with player-readable text.
#[test]
fn refusals_read_well() {
    let mut g = Game::from_picture(
        rules("aga"),
        ".O...\nO....\n.....\n.....\n.....",
        Color::Black,
    )
    .unwrap();
    assert_eq!(g.play(at(&g, "B5")), Err(MoveError::Occupied));
    assert_eq!(g.play(at(&g, "A5")), Err(MoveError::Suicide));
    assert_eq!(
        MoveError::Suicide.to_string(),
        "Self-capture: a stone must keep a liberty."
    );
    assert_eq!(MoveError::Occupied.to_string(), "That point is occupied.");
    assert_eq!(
        MoveError::Superko { repeats_move: 12 }.to_string(),
        "Superko: this would repeat the position after move 12."
    );
    let forbidden = g.forbidden_points();
    assert_eq!(forbidden, vec![(Point::new(0, 0), MoveError::Suicide)]);
    assert_eq!(
        g.play_by(Color::White, Move::Pass),
        Err(MoveError::NotYourTurn)
    );
}

/// GTP may play either colour in any order; is_legal answers for any colour.
#[test]
fn play_either_colour() {
    let mut g = Game::new(rules("aga"), 9, 0).unwrap();
    g.play_as(Color::White, at(&g, "E5")).unwrap();
    g.play_as(Color::White, at(&g, "E6")).unwrap();
    assert_eq!(g.to_move(), Color::Black);
    assert!(g.is_legal(Color::White, Point::parse_gtp("D5", 9).unwrap()));
    assert!(!g.is_legal(Color::Black, Point::parse_gtp("E5", 9).unwrap()));
    assert_eq!(g.move_number(), 2);
}

/// Two passes start settling; resuming gives the move to the opponent of the last passer.
#[test]
fn settle_then_resume() {
    let mut g = Game::new(rules("club"), 9, 0).unwrap();
    play_all(&mut g, &["E5", "pass", "pass"]);
    assert_eq!(g.phase(), Phase::Settling);
    assert_eq!(g.play(Move::Pass), Err(MoveError::NotPlaying));
    g.toggle_dead(Point::parse_gtp("E5", 9).unwrap()).unwrap();
    assert_eq!(g.dead_stones().len(), 1);
    assert_eq!(
        g.toggle_dead(Point::parse_gtp("A1", 9).unwrap()),
        Err(MoveError::NoStone)
    );
    g.resume().unwrap();
    assert_eq!(g.phase(), Phase::Playing);
    // White passed first, Black passed last: White (the first to pass) moves.
    assert_eq!(g.to_move(), Color::White);
    assert!(g.dead_stones().is_empty());
    assert_eq!(g.agree(), Err(MoveError::NotSettling));
}

/// Marking a stone dead marks its whole string; agreeing counts without it.
#[test]
fn toggle_whole_string_and_agree() {
    let mut g = Game::from_picture(
        rules("club"),
        "
        .....
        .XX..
        .....
        .....
        .....",
        Color::Black,
    )
    .unwrap();
    play_all(&mut g, &["pass", "pass"]);
    g.toggle_dead(Point::parse_gtp("C4", 5).unwrap()).unwrap();
    assert!(g.is_dead(Point::parse_gtp("B4", 5).unwrap()));
    g.toggle_dead(Point::parse_gtp("B4", 5).unwrap()).unwrap();
    assert!(g.dead_stones().is_empty());
    g.toggle_dead(Point::parse_gtp("B4", 5).unwrap()).unwrap();
    g.agree().unwrap();
    assert_eq!(g.phase(), Phase::Finished);
    // No living stones: nothing scores but komi.
    assert_eq!(g.result().unwrap().to_sgf(), "W+6");
    assert_eq!(g.play(Move::Pass), Err(MoveError::GameOver));
}

/// AGA: each pass hands over a stone, and a final Black pass gets a White pass.
#[test]
fn pass_stones_and_white_moves_last() {
    let mut g = Game::new(rules("aga"), 9, 0).unwrap();
    play_all(&mut g, &["E5", "pass", "pass"]);
    assert_eq!(g.phase(), Phase::Settling);
    assert_eq!(g.pass_stones(Color::Black), 1);
    assert_eq!(g.pass_stones(Color::White), 2);
    let mut h = Game::new(rules("aga"), 9, 0).unwrap();
    play_all(&mut h, &["pass", "pass"]);
    assert_eq!(
        (h.pass_stones(Color::Black), h.pass_stones(Color::White)),
        (1, 1)
    );
    // Without the rule, no extra pass.
    let mut c = Game::new(rules("club"), 9, 0).unwrap();
    play_all(&mut c, &["E5", "pass", "pass"]);
    assert_eq!(c.pass_stones(Color::White), 1);
}

/// AGA fallback: four passes in a row with the dispute unresolved count every stone alive.
#[test]
fn four_pass_fallback() {
    let mut g = Game::new(rules("aga"), 9, 0).unwrap();
    play_all(&mut g, &["E5", "pass", "pass"]);
    g.toggle_dead(Point::parse_gtp("E5", 9).unwrap()).unwrap();
    g.resume().unwrap();
    assert_eq!(g.to_move(), Color::White);
    play_all(&mut g, &["pass", "pass"]);
    assert_eq!(g.phase(), Phase::Finished);
    assert!(g.dead_stones().is_empty());
    // Black's lone stone is alive and owns the board: 81 - 7.5.
    assert_eq!(g.result().unwrap().to_sgf(), "B+73.5");
    // Under the club rules the same sequence only settles again.
    let mut c = Game::new(rules("club"), 9, 0).unwrap();
    play_all(&mut c, &["E5", "pass", "pass"]);
    c.resume().unwrap();
    play_all(&mut c, &["pass", "pass"]);
    assert_eq!(c.phase(), Phase::Settling);
}

/// Stones placed, komi and White's compensation (half points), or None if refused.
type Expected = Option<(usize, i32, i32)>;

/// Handicap stones, who moves first, komi and compensation for N = 0, 1, 2, 9 in each preset.
#[test]
fn handicap_per_preset() {
    let table: &[(&str, u8, Expected)] = &[
        ("aga", 0, Some((0, 15, 0))),
        ("aga", 1, Some((0, 1, 0))),
        ("aga", 2, Some((2, 1, 2))),
        ("aga", 9, Some((9, 1, 16))),
        ("club", 0, Some((0, 12, 0))),
        ("club", 1, Some((0, 0, 0))),
        ("club", 2, Some((2, 4, 0))),
        ("club", 9, Some((9, 18, 0))),
        ("japanese", 0, Some((0, 13, 0))),
        ("japanese", 1, Some((0, 0, 0))),
        ("japanese", 2, Some((2, 0, 0))),
        ("japanese", 9, Some((9, 0, 0))),
        ("chinese", 2, Some((2, 0, 4))),
        ("chinese", 9, Some((9, 0, 18))),
        ("classic", 0, Some((0, 0, 0))),
        ("classic", 1, None),
        ("classic", 2, None),
        ("first-capture", 0, Some((0, 0, 0))),
        ("first-capture", 1, None),
        ("first-capture", 2, None),
        ("first-capture", 9, None),
        ("classic", 9, None),
    ];
    for &(id, n, expect) in table {
        let g = Game::new(rules(id), 9, n);
        match (g, expect) {
            (Ok(g), Some((stones, komi, comp))) => {
                let on_board = g.board().stone_count(Color::Black);
                assert_eq!(on_board, stones, "{id} {n}");
                let first = if stones > 0 {
                    Color::White
                } else {
                    Color::Black
                };
                assert_eq!(g.to_move(), first, "{id} {n}");
                let count = g.final_score();
                assert_eq!(count.white.komi, HalfPoints(komi), "{id} {n}");
                assert_eq!(count.white.compensation, HalfPoints(comp), "{id} {n}");
            }
            (Err(_), None) => {}
            (g, e) => panic!("{id} {n}: {:?} vs {e:?}", g.map(|g| g.board().to_picture())),
        }
    }
}

/// Fixed placements follow each ruleset's order; 19x19 takes 9 stones, 10x10 only 4.
#[test]
fn handicap_placements() {
    let g = Game::new(rules("aga"), 19, 3).unwrap();
    assert_eq!(
        g.board().get(Point::parse_gtp("Q4", 19).unwrap()),
        Some(Color::Black)
    );
    let g = Game::new(rules("club"), 19, 3).unwrap();
    assert_eq!(
        g.board().get(Point::parse_gtp("D16", 19).unwrap()),
        Some(Color::Black)
    );
    assert!(Game::new(rules("aga"), 10, 5).is_err());
    assert!(Game::new(rules("aga"), 10, 4).is_ok());
    let stones = vec![Point::new(0, 0), Point::new(2, 2)];
    let g = Game::with_handicap_stones(rules("chinese"), 9, 2, stones).unwrap();
    assert_eq!(g.to_move(), Color::White);
    let bad = vec![Point::new(0, 0), Point::new(0, 0)];
    assert!(Game::with_handicap_stones(rules("chinese"), 9, 2, bad).is_err());
}

/// First capture: a capture wins at once (`B+`); two passes before any capture draw.
#[test]
fn first_capture_win_and_draw() {
    let mut g = Game::from_picture(
        rules("first-capture"),
        "
        .O...
        OX...
        X....
        .....
        .....",
        Color::White,
    )
    .unwrap();
    play_all(&mut g, &["C4"]);
    assert_eq!(g.phase(), Phase::Playing);
    let mut g = Game::from_picture(
        rules("first-capture"),
        "
        XO...
        .X...
        .....
        .....
        .....",
        Color::Black,
    )
    .unwrap();
    let out = g.play(at(&g, "C5")).unwrap();
    assert_eq!(out.captured, vec![Point::new(1, 0)]);
    assert_eq!(out.phase, Phase::Finished);
    assert_eq!(g.result().unwrap().to_sgf(), "B+");
    assert_eq!(g.result().unwrap().reason, EndReason::FirstCapture);
    let mut d = Game::new(rules("first-capture"), 9, 0).unwrap();
    play_all(&mut d, &["E5", "pass", "pass"]);
    assert_eq!(d.result().unwrap().to_sgf(), "0");
    assert_eq!(rules("first-capture").rematch_black(None), Color::White);
}

/// Club: resignation is refused before move 20 and credits 20 points after it.
#[test]
fn club_resignation() {
    let mut g = Game::new(rules("club"), 9, 0).unwrap();
    let points: Vec<Point> = Point::all(9).step_by(2).take(19).collect();
    for p in &points {
        g.play(Move::Place(*p)).unwrap();
    }
    assert_eq!(
        g.play(Move::Resign),
        Err(MoveError::ResignTooEarly { min_moves: 20 })
    );
    assert_eq!(
        MoveError::ResignTooEarly { min_moves: 20 }.to_string(),
        "Resignation is allowed only after 20 moves."
    );
    g.play(Move::Pass).unwrap();
    g.play(Move::Resign).unwrap();
    let r = g.result().unwrap();
    assert_eq!(r.to_sgf(), "W+R");
    assert_eq!(r.credited, Some(20));
    assert_eq!(
        r.describe(),
        "White wins: Black resigned (White is credited 20 points)."
    );
    let mut a = Game::new(rules("aga"), 9, 0).unwrap();
    a.play(Move::Resign).unwrap();
    assert_eq!(a.result().unwrap().to_sgf(), "W+R");
}

/// A timeout ends the game for the opponent: `W+T`; undo takes it back.
#[test]
fn timeout_and_undo() {
    let mut g = Game::new(rules("aga"), 9, 0).unwrap();
    play_all(&mut g, &["E5"]);
    g.time_out(Color::Black).unwrap();
    assert_eq!(g.result().unwrap().to_sgf(), "W+T");
    assert_eq!(g.time_out(Color::White), Err(MoveError::GameOver));
    g.undo().unwrap();
    assert_eq!(g.phase(), Phase::Playing);
    g.undo().unwrap();
    assert_eq!(g.move_number(), 0);
    assert_eq!(g.undo(), Err(MoveError::NothingToUndo));
}

/// Classic: the loser starts the rematch; swapping rulesets give Black to White's player.
#[test]
fn rematch_helper() {
    assert_eq!(
        rules("classic").rematch_black(Some(Color::Black)),
        Color::White
    );
    assert_eq!(
        rules("classic").rematch_black(Some(Color::White)),
        Color::Black
    );
    assert_eq!(rules("aga").rematch_black(Some(Color::White)), Color::White);
}

/// A saved game is its record: its JSON round trip and replay rebuild the same game.
#[test]
fn json_round_trip_and_replay() {
    let mut g = Game::new(rules("aga"), 9, 2).unwrap();
    play_all(&mut g, &["E5", "D5", "E4", "pass", "pass"]);
    g.toggle_dead(Point::parse_gtp("E5", 9).unwrap()).unwrap();
    let json = tengen::json::to_string(g.record());
    let record: tengen::engine::GameRecord = tengen::json::from_str(&json).unwrap();
    let back = Game::replay(&record).unwrap();
    assert_eq!(back.board(), g.board());
    assert_eq!(back.record(), g.record());
    assert_eq!(back.phase(), Phase::Settling);
    assert_eq!(back.dead_stones(), g.dead_stones());
    let again = Game::replay(g.record()).unwrap();
    assert_eq!(again.board().hash(), g.board().hash());
    // A tampered record is refused with the step that breaks.
    let mut bad = g.record().clone();
    bad.events.insert(
        1,
        tengen::engine::Event::Play {
            color: Color::White,
            mv: at(&g, "E5"),
        },
    );
    let e = Game::replay(&bad).unwrap_err();
    assert_eq!(
        e.to_string(),
        "The saved game breaks at step 2: That point is occupied."
    );
    assert!(tengen::json::from_str::<tengen::engine::GameRecord>("{\"nonsense\":1}").is_none());
}

/// GTP `komi` replaces the komi, also one that followed the handicap (club rules).
#[test]
fn set_komi() {
    let mut g = Game::new(rules("club"), 9, 3).unwrap();
    assert_eq!(g.komi(), HalfPoints::points(3));
    g.set_komi("6.5".parse().unwrap());
    assert_eq!(g.komi(), HalfPoints::halves(13));
    assert_eq!(g.final_score().white.komi, HalfPoints::halves(13));
    play_all(&mut g, &["E5"]);
    g.undo().unwrap();
    assert_eq!(g.komi(), HalfPoints::halves(13), "undo keeps the new komi");
}

/// An open ko is an empty point where a capture of one stone could be taken back at
/// once; a two-stone capture or a filled ko is none.
#[test]
fn open_ko_is_found() {
    let open = Game::from_picture(
        rules("japanese"),
        "
        .........
        ..XO.....
        .XO.O....
        ..XO.....
        .........
        .........
        .........
        .........
        .........",
        Color::Black,
    )
    .expect("fixture");
    assert_eq!(open.open_ko(), Point::parse_gtp("D7", 9).ok());
    let filled = Game::from_picture(
        rules("japanese"),
        "
        .........
        ..XO.....
        .XOOO....
        ..XO.....
        .........
        .........
        .........
        .........
        .........",
        Color::Black,
    )
    .expect("fixture");
    assert_eq!(filled.open_ko(), None);
    // Black at D7 would take two stones: no ko.
    let two = Game::from_picture(
        rules("japanese"),
        "
        .........
        ..XO.....
        .XO.O....
        .XOO.....
        ..XO.....
        .........
        .........
        .........
        .........",
        Color::Black,
    )
    .expect("fixture");
    assert_eq!(two.open_ko(), None);
    assert_eq!(Game::new(rules("aga"), 9, 0).unwrap().open_ko(), None);
}

/// Club rules: the player to move may resign from move 20 on, not before.
#[test]
fn may_resign_after_twenty_moves() {
    let mut g = Game::new(rules("club"), 9, 0).unwrap();
    assert_eq!(
        g.may_resign(Color::Black),
        Err(MoveError::ResignTooEarly { min_moves: 20 })
    );
    assert_eq!(g.may_resign(Color::White), Err(MoveError::NotYourTurn));
    for _ in 0..20 {
        g.play(Move::Pass).ok();
        if g.phase() != Phase::Playing {
            g.resume().unwrap();
        }
    }
    assert_eq!(g.move_number(), 20);
    assert_eq!(g.may_resign(g.to_move()), Ok(()));
    assert!(Game::new(rules("aga"), 9, 0)
        .unwrap()
        .may_resign(Color::Black)
        .is_ok());
}

/// The handicap limit is one question of the rules: their own maximum within the board's
/// fixed points, handicap 1 (no stone) on any board; `Game::new` refuses one more.
#[test]
fn max_handicap_is_the_rules_limit_on_the_board() {
    let aga = rules("aga");
    assert_eq!(
        [7, 9, 13, 19].map(|size| aga.max_handicap(size)),
        [4, 9, 9, 9]
    );
    assert_eq!(aga.max_handicap(6), 1);
    for size in [7, 9, 19] {
        let max = aga.max_handicap(size);
        assert!(Game::new(aga, size, max).is_ok(), "{size}x{size}");
        assert!(Game::new(aga, size, max + 1).is_err(), "{size}x{size}");
    }
}
