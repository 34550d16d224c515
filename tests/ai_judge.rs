//! The network's judgement at the count, as the app's suggestion and GTP's
//! `final_status_list` use it: a dead group inside a large territory, a seki left alive,
//! and the score estimate's side and size, on the shipped network.

use tengen::ai::judge::{black_ownership, dead_strings, judge, judged_record, Status};
use tengen::ai::nn::Network;
use tengen::ai::Evaluate;
use tengen::engine::{Color, Game, Move, Point, Rules};
use tengen::gtp::Session;

const NET: &[u8] = tengen::shipped_net!();

fn game(picture: &str, to_move: Color) -> Game {
    let rules = Rules::preset("aga").expect("aga");
    Game::from_picture(rules, picture, to_move).expect("picture")
}

/// Black's wall on D, White's on F, the dame between: two white stones deep in Black's
/// side and one black stone in White's are dead whoever is to move; the walls live.
#[test]
fn dead_groups_inside_territory() {
    for to_move in [Color::Black, Color::White] {
        dead_inside(to_move);
    }
}

fn dead_inside(to_move: Color) {
    let g = game(
        "
        ...X.O...
        .O.X.O...
        .O.X.O...
        ...X.O...
        ...X.O.X.
        ...X.O...
        ...X.O...
        ...X.O...
        ...X.O...",
        to_move,
    );
    let mut net = Network::from_bytes(NET).expect("net");
    let own = black_ownership(&mut net, &g);
    let mut dead: Vec<Point> = judge(g.board(), &own)
        .into_iter()
        .filter(|(s, _)| *s == Status::Dead)
        .flat_map(|(_, stones)| stones)
        .collect();
    dead.sort();
    let mut expected = vec![Point::new(1, 1), Point::new(1, 2), Point::new(7, 4)];
    expected.sort();
    assert_eq!(dead, expected, "{to_move:?} to move: {own:?}");
    assert_eq!(dead_strings(g.board(), &own).len(), 2);
}

/// Black's wall on D, White's on E, and a lone black stone at H5 in White's four columns;
/// Black passes, then White. The page's suggestion (the judged record, which the worker
/// looks at) and GTP's `final_status_list` after both passes call the same stone dead:
/// the position before White's pass, White to move (with Black to move the network
/// gives the stone a chance).
#[test]
fn the_page_and_gtp_judge_the_position_before_the_last_pass() {
    let wall = "...XO....";
    let mut rows = [wall; 9];
    rows[4] = "...XO..X.";
    let mut g = game(&rows.join("\n"), Color::Black);
    g.play(Move::Pass).expect("Black passes");
    g.play(Move::Pass).expect("White passes");
    let h5 = Point::parse_gtp("H5", 9).expect("H5");
    let mut net = Network::from_bytes(NET).expect("net");
    let judged = Game::replay(&judged_record(g.record())).expect("replays");
    assert_eq!(judged.to_move(), Color::White);
    let own = black_ownership(&mut net, &judged);
    assert_eq!(dead_strings(judged.board(), &own), vec![h5], "{own:?}");

    let net = Network::from_bytes(NET).expect("net");
    let mut gtp = Session::with_player(1, Box::new(net), 0);
    let mut ok = |line: &str| {
        let r = gtp.respond(line).expect("a command");
        r.outcome.unwrap_or_else(|e| panic!("{line}: {e}"))
    };
    ok("boardsize 9");
    ok("clear_board");
    for row in 1..=9 {
        ok(&format!("play B D{row}"));
        ok(&format!("play W E{row}"));
    }
    ok("play B H5");
    // GTP plays either colour: Black passes, then White, as on the page.
    ok("play B pass");
    ok("play W pass");
    assert_eq!(ok("final_status_list dead"), "H5");
}

/// A seki in the corner (Black's string and White's inner string share their only two
/// liberties) inside White's wall: both live in seki, nothing is dead.
#[test]
fn seki_is_left_alive() {
    let g = game(
        "
        XO.XO....
        XO.XO....
        XOOXO....
        XXXXO....
        OOOOO....
        .........
        .........
        .........
        .........",
        Color::Black,
    );
    let mut net = Network::from_bytes(NET).expect("net");
    let own = black_ownership(&mut net, &g);
    let statuses = judge(g.board(), &own);
    let at = |p: Point| statuses.iter().find(|(_, s)| s.contains(&p)).map(|x| x.0);
    assert_eq!(at(Point::new(0, 0)), Some(Status::Seki), "{own:?}");
    assert_eq!(at(Point::new(1, 0)), Some(Status::Seki), "{own:?}");
    assert!(statuses.iter().all(|(s, _)| *s != Status::Dead));
}

/// The estimate's lead: Black's side of the wall is four columns, White's five with komi:
/// White leads by about the count (9 points of area plus 7.5 komi less Black's move).
#[test]
fn estimate_leans_to_the_side_ahead() {
    let g = game(
        "
        ...XO....
        ...XO....
        ...XO....
        ...XO....
        ...XO....
        ...XO....
        ...XO....
        ...XO....
        ...XO....",
        Color::Black,
    );
    let mut net = Network::from_bytes(NET).expect("net");
    let e = net.evaluate(&[(&g, 0)]).pop().expect("a look");
    // The network speaks for Black, who is to move.
    let black_lead = e.lead;
    let count = g.count().margin().as_f32();
    assert!(black_lead < -10.0, "{black_lead}");
    assert!(
        (black_lead - count).abs() < 4.0,
        "lead {black_lead}, count {count}"
    );
}
