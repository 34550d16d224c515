//! Counting: the worked examples of the rule texts, seki, classic pass points, prisoners.

use tengen::engine::{
    Color, Counting, Game, HalfPoints, Move, Phase, Point, PointStatus, Prisoners, Rules,
};

fn rules(id: &str) -> Rules {
    Rules::preset(id).expect("preset exists")
}

fn pt(s: &str) -> Point {
    Point::parse_gtp(s, 9).expect("coordinate")
}

/// Text 004's example: Black 35 stones + 8 = 43; White 27 + 10 + 7.5 = 44.5; W+1.5.
#[test]
fn aga_worked_example() {
    let mut g = Game::from_picture(
        rules("aga"),
        "
        .X.X.X.X.
        X.X.XXXXX
        XXXX.XXXX
        XXXXXXXXX
        XXXXXXX.O
        OOOOOOOOO
        O.O.O.O.O
        OOOO.OOOO
        .O.O.O.O.",
        Color::Black,
    )
    .unwrap();
    g.play(Move::Pass).unwrap();
    g.play(Move::Pass).unwrap();
    g.agree().unwrap();
    let c = g.count();
    assert_eq!((c.black.stones, c.black.territory), (35, 8));
    assert_eq!(c.black.total, HalfPoints::points(43));
    assert_eq!((c.white.stones, c.white.territory), (27, 10));
    assert_eq!(c.white.komi, HalfPoints::halves(15));
    assert_eq!(c.white.total, HalfPoints::halves(89));
    assert_eq!(
        c.black.captures, 0,
        "area counting ignores pass stones and prisoners"
    );
    assert_eq!(g.result().unwrap().to_sgf(), "W+1.5");
    assert_eq!(g.result().unwrap().describe(), "White wins by 1.5 points.");
    assert_eq!(c.status(pt("H5")), PointStatus::Neutral);
    assert_eq!(c.owner(pt("A9")), Some(Color::Black));
}

/// Text 001's example: Black 42; White 39 + 6 = 45; W+3, after removing one dead stone each.
#[test]
fn club_worked_example() {
    let mut g = Game::from_picture(
        rules("club"),
        "
        ..O.X....
        XXXXXXXXX
        ....X....
        XXXXXXXXX
        XXXXXXOOO
        OOOOOOOOO
        ...O.....
        OOOOOOOOO
        .X..O....",
        Color::Black,
    )
    .unwrap();
    g.play(Move::Pass).unwrap();
    g.play(Move::Pass).unwrap();
    assert_eq!(g.phase(), Phase::Settling);
    g.toggle_dead(pt("C9")).unwrap();
    g.toggle_dead(pt("B1")).unwrap();
    let c = g.count();
    assert_eq!(c.black.total, HalfPoints::points(42));
    assert_eq!(c.white.stones + c.white.territory, 39);
    assert_eq!(c.white.total, HalfPoints::points(45));
    assert_eq!(
        c.status(pt("C9")),
        PointStatus::Dead {
            stone: Color::White,
            owner: Some(Color::Black)
        }
    );
    g.agree().unwrap();
    assert_eq!(g.result().unwrap().to_sgf(), "W+3");
}

/// Seki (one eye each, one shared liberty): under area counting the eyes count and the
/// shared liberty is neutral; under territory counting the eyes count for no one.
#[test]
fn seki_under_both_countings() {
    let pic = "
        .X.O.OX..
        XXXOOOX..
        OOOXXXX..
        ..OX.....
        OOOX.....
        ..OX.....
        ..OX.....
        ..OX.....
        ..OX.....";
    let no_komi = |id: &str| Rules {
        komi: HalfPoints::ZERO,
        ..rules(id)
    };
    let area = Game::from_picture(no_komi("chinese"), pic, Color::Black)
        .unwrap()
        .final_score();
    assert_eq!((area.black.stones, area.black.territory), (16, 37));
    assert_eq!((area.white.stones, area.white.territory), (16, 11));
    assert_eq!(area.status(pt("C9")), PointStatus::Neutral);
    let terr = Game::from_picture(no_komi("japanese"), pic, Color::Black)
        .unwrap()
        .final_score();
    assert_eq!(terr.black.territory, 36);
    assert_eq!(terr.white.territory, 10);
    assert_eq!(terr.status(pt("A9")), PointStatus::SekiEye(Color::Black));
    assert_eq!(terr.status(pt("E9")), PointStatus::SekiEye(Color::White));
    assert_eq!(terr.result().to_sgf(), "B+26");
}

/// Open dame between healthy groups are neutral and do not cancel territory.
#[test]
fn dame_is_not_seki() {
    let pic = "
        ...X.O...
        ...X.O...
        ...X.O...
        ...X.O...
        ...X.O...
        ...X.O...
        ...X.O...
        ...X.O...
        ...X.O...";
    let c = Game::from_picture(rules("japanese"), pic, Color::Black)
        .unwrap()
        .final_score();
    assert_eq!((c.black.territory, c.white.territory), (27, 27));
}

/// Territory counting: adding captures or subtracting own losses gives the same margin.
#[test]
fn prisoners_add_or_subtract() {
    let pic = "
        ...XO.O..
        XOXXO.OOO
        XXX.XOOOO
        XXXXXO...
        ....XO...
        ....XO...
        ....XO...
        ....XO...
        ....XO...";
    let play = |prisoners| {
        let r = Rules {
            counting: Counting::Territory { prisoners },
            ..rules("japanese")
        };
        let mut g = Game::from_picture(r, pic, Color::Black).unwrap();
        // Black captures the white stone at B8 by playing B9.
        for m in ["B9", "pass", "pass"] {
            g.play(Move::parse_gtp(m, 9).unwrap()).unwrap();
        }
        g
    };
    let add = play(Prisoners::AddCaptured);
    let sub = play(Prisoners::SubtractLost);
    let (a, s) = (add.count(), sub.count());
    assert_eq!(a.margin(), s.margin());
    assert_ne!(a.black.total, s.black.total);
    assert_eq!(a.black.captures, sub.board().captures(Color::Black) as i32);
    assert_eq!(
        s.white.captures,
        -(sub.board().captures(Color::Black) as i32)
    );
}

/// Classic (000): territory + captures + one point per opponent pass, stones not counted,
/// dead stones stay on the board, two passes end the game as it stands.
#[test]
fn classic_count_with_pass_points() {
    let mut g = Game::from_picture(
        rules("classic"),
        "
        ....X....
        ....X....
        ....X....
        ....XO...
        ....XO...
        ....XO.X.
        ....XO...
        ....XO...
        ....XO...",
        Color::Black,
    )
    .unwrap();
    for m in ["pass", "F9", "pass", "F8", "pass", "pass"] {
        g.play(Move::parse_gtp(m, 9).unwrap()).unwrap();
    }
    assert_eq!(g.phase(), Phase::Finished);
    let c = g.count();
    // Black: 36 empty points on the left, no captures, 1 White pass; White: 3 Black passes.
    assert_eq!(
        (c.black.stones, c.black.territory, c.black.passes),
        (0, 36, 1)
    );
    // White's right side holds a black stone: it is not enclosed by White alone.
    assert_eq!((c.white.territory, c.white.passes), (0, 3));
    assert_eq!(g.result().unwrap().to_sgf(), "B+34");
}

/// AGA territory-style counting with pass stones: each pass is a prisoner for the opponent.
#[test]
fn pass_stones_count_under_territory() {
    let r = Rules {
        counting: Counting::Territory {
            prisoners: Prisoners::AddCaptured,
        },
        ..rules("aga")
    };
    let mut g = Game::new(r, 9, 0).unwrap();
    for m in ["E5", "pass", "pass"] {
        g.play(Move::parse_gtp(m, 9).unwrap()).unwrap();
    }
    let c = g.count();
    // White passed once, Black once, and White adds its final pass: Black gets 2, White 1.
    assert_eq!((c.black.passes, c.white.passes), (2, 1));
}
