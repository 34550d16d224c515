//! The reader on pictures: `X` Black, `O` White; coordinates as players write them.

use super::*;

fn board(picture: &str) -> Board {
    Board::from_picture(picture).expect("picture")
}

fn at(text: &str) -> Point {
    Point::parse_gtp(text, 9).expect("coordinate")
}

/// The readings after each of these moves of `color`.
fn after(picture: &str, target: &str, color: Color, moves: &[&str]) -> Vec<Fate> {
    let b = board(picture);
    let mut reader = Reader::new();
    let after = |m: &&str| reader.after(&b, at(target), color, at(m)).expect("legal");
    moves.iter().map(after).collect()
}

/// The moves of `color` after which the string at `target` is captured (or saved).
fn working(picture: &str, target: &str, color: Color) -> Vec<String> {
    let b = board(picture);
    let attacking = b.get(at(target)) != Some(color);
    Reader::new()
        .first_moves(&b, at(target), color)
        .into_iter()
        .filter(|m| matches!(m.status, Fate::Captured { .. }) == attacking)
        .map(|m| m.at.to_gtp(9))
        .collect()
}

const LADDER: &str = "
    .........
    .........
    .........
    .........
    .........
    .........
    .XO......
    ..XX.....
    .........";

/// Atari from below the stone's open side starts a ladder that runs to the edge.
#[test]
fn ladder_works() {
    let [ladder, wrong_side] = after(LADDER, "C3", Color::Black, &["C4", "D3"])[..] else {
        panic!("two readings")
    };
    assert!(
        matches!(ladder, Fate::Captured { plies } if plies >= 9),
        "{ladder:?}"
    );
    assert_eq!(wrong_side, Fate::Safe);
}

/// A white stone on the ladder's diagonal breaks it: the same atari lets White out.
#[test]
fn ladder_broken_by_a_stone() {
    let broken = "
        .........
        .........
        ......O..
        .........
        .........
        .........
        .XO......
        ..XX.....
        .........";
    assert_eq!(after(broken, "C3", Color::Black, &["C4"]), [Fate::Safe]);
}

/// The ladder's line is atari, extension, atari … to the capture.
#[test]
fn ladder_line_ends_in_capture() {
    let b = board(LADDER);
    let mut reader = Reader::new();
    let mut next = b.clone();
    next.play(at("C4"), Color::Black).unwrap();
    let line = reader.line(&next, at("C3"), Color::White);
    assert_eq!(line[0], Move::Place(at("D3")), "White extends");
    for (i, &mv) in line.iter().enumerate() {
        let Move::Place(p) = mv else {
            panic!("a pass in {line:?}")
        };
        let color = [Color::White, Color::Black][i % 2];
        next.play(p, color).unwrap();
    }
    assert_eq!(next.get(at("C3")), None, "captured at the end of {line:?}");
}

/// The net (geta) on the diagonal encloses a stone that a plain atari lets out.
#[test]
fn net_captures() {
    let net = "
        .........
        .........
        .........
        ..X......
        ..XO.....
        ...XX....
        .........
        .........
        .........";
    let [geta] = after(net, "D5", Color::Black, &["E6"])[..] else {
        panic!("one reading")
    };
    assert!(
        matches!(geta, Fate::Captured { plies } if plies >= 3),
        "{geta:?}"
    );
}

/// The throw-in is captured, and the recapture on the same point takes five stones.
#[test]
fn snapback() {
    let snapback = "
        .........
        .........
        .........
        .........
        .........
        .........
        ...XXX...
        ..XOOOX..
        ..X..OX..";
    let b = board(snapback);
    let mut reader = Reader::new();
    assert_eq!(
        reader.after(&b, at("D2"), Color::Black, at("E1")),
        Some(Fate::Captured { plies: 3 })
    );
    let mut next = b.clone();
    next.play(at("E1"), Color::Black).unwrap();
    let line = reader.line(&next, at("D2"), Color::White);
    let takes = [Move::Place(at("D1")), Move::Place(at("E1"))];
    assert_eq!(line, takes, "White takes, Black retakes");
}

/// Three liberties against two: the white string with two loses even moving first.
#[test]
fn race_two_against_three_lost() {
    let race = "
        .XO.X....
        .XO.X....
        .XOX.....
        OOXX.....
        .........
        .........
        .........
        .........
        .........";
    let b = board(race);
    assert_eq!(b.liberties(at("C9")), 2);
    assert_eq!(b.liberties(at("B9")), 3);
    assert!(matches!(
        Reader::new().read(&b, at("C9"), Color::White),
        Fate::Captured { .. }
    ));
}

/// Three liberties against two: the white string with three wins even moving second.
#[test]
fn race_three_against_two_won() {
    let race = "
        XXO.X....
        .XO.X....
        .XO.X....
        OOXXX....
        .........
        .........
        .........
        .........
        .........";
    let b = board(race);
    assert_eq!(b.liberties(at("C9")), 3);
    assert_eq!(b.liberties(at("A9")), 2);
    assert_eq!(Reader::new().read(&b, at("C9"), Color::Black), Fate::Safe);
}

/// The stone in atari is saved only by connecting to its friend.
#[test]
fn connect_to_save() {
    let connect = "
        .........
        .........
        .........
        .XX......
        XO.O.....
        .XX......
        .........
        .........
        .........";
    assert_eq!(working(connect, "B5", Color::White), ["C5"]);
    let b = board(connect);
    let black_first = Reader::new().read(&b, at("B5"), Color::Black);
    assert_eq!(black_first, Fate::Captured { plies: 1 });
}

/// A stone with three liberties in the open cannot be captured, whatever Black tries.
#[test]
fn cannot_be_captured() {
    let open = "
        .........
        .........
        .........
        ....X....
        ....O....
        .........
        .........
        .........
        .........";
    let b = board(open);
    assert_eq!(Reader::new().read(&b, at("E5"), Color::Black), Fate::Safe);
    assert_eq!(working(open, "E5", Color::Black), Vec::<String>::new());
}

/// A string already taken off the board reads as captured.
#[test]
fn empty_point_is_captured() {
    let b = Board::new(9);
    let status = Reader::new().read(&b, at("E5"), Color::Black);
    assert_eq!(status, Fate::Captured { plies: 0 });
}
