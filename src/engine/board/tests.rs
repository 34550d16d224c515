//! Board fixtures: a picture, a move, and the picture expected after it.

use super::*;

/// Plays `mv` (GTP text) for `color` on `picture` and returns (captures, picture after).
fn play(picture: &str, color: Color, mv: &str) -> Result<(usize, String), BoardRefusal> {
    let mut b = Board::from_picture(picture).expect("fixture");
    let p = Point::parse_gtp(mv, b.size()).expect("coordinate");
    let n = b.play(p, color)?;
    b.check_consistency().expect("consistent");
    Ok((n, b.to_picture()))
}

fn pic(s: &str) -> String {
    Board::from_picture(s).expect("fixture").to_picture()
}

/// A single stone in the centre is captured by the fourth surrounding stone.
#[test]
fn capture_in_centre() {
    let before = ".....
                  ..X..
                  .XO..
                  ..X..
                  .....";
    let after = ".....
                 ..X..
                 .X.X.
                 ..X..
                 .....";
    assert_eq!(play(before, Color::Black, "D3"), Ok((1, pic(after))));
}

/// Two stones on the edge are captured by the last of their liberties.
#[test]
fn capture_on_edge() {
    let before = "XOO..
                  .XX..
                  .....
                  .....
                  .....";
    let after = "X..X.
                 .XX..
                 .....
                 .....
                 .....";
    assert_eq!(play(before, Color::Black, "D5"), Ok((2, pic(after))));
}

/// A corner stone needs only two enemy stones to capture it.
#[test]
fn capture_in_corner() {
    let before = "OX...
                  .....
                  .....
                  .....
                  .....";
    let after = ".X...
                 X....
                 .....
                 .....
                 .....";
    assert_eq!(play(before, Color::Black, "A4"), Ok((1, pic(after))));
}

/// Snapback: White captures a throw-in and is left in atari; Black retakes the whole string.
#[test]
fn snapback() {
    let mut b = Board::from_picture(
        "XO..O
         XOOOO
         XXXXX
         .....
         .....",
    )
    .unwrap();
    let p = |s| Point::parse_gtp(s, 5).unwrap();
    assert_eq!(b.play(p("C5"), Color::Black), Ok(0));
    assert_eq!(b.play(p("D5"), Color::White), Ok(1));
    assert_eq!(
        b.ko_point(Color::Black),
        None,
        "a capture that joins a string is no ko"
    );
    assert_eq!(b.play(p("C5"), Color::Black), Ok(7));
    let after = "X.X..
                 X....
                 XXXXX
                 .....
                 .....";
    assert_eq!(b.to_picture(), pic(after));
    b.check_consistency().unwrap();
}

/// A move that captures is legal even where it would otherwise have no liberty.
#[test]
fn capture_before_self_capture() {
    let before = ".XO..
                  XO...
                  .....
                  .....
                  .....";
    let after = "O.O..
                 XO...
                 .....
                 .....
                 .....";
    // White at A5 has no liberty of its own but removes the black stone at B5.
    assert_eq!(play(before, Color::White, "A5"), Ok((1, pic(after))));
}

/// A single stone may not be played where it has no liberty.
#[test]
fn single_stone_self_capture_refused() {
    let before = ".O...
                  O....
                  .....
                  .....
                  .....";
    assert_eq!(play(before, Color::Black, "A5"), Err(BoardRefusal::Suicide));
}

/// A string may not fill its own last liberty.
#[test]
fn multi_stone_self_capture_refused() {
    let before = "XX.OO
                  OOOO.
                  .....
                  .....
                  .....";
    assert_eq!(play(before, Color::Black, "C5"), Err(BoardRefusal::Suicide));
    assert_eq!(play(before, Color::Black, "A3").map(|r| r.0), Ok(0));
}

/// Simple ko: the immediate retake is refused; after a move elsewhere it is allowed.
#[test]
fn simple_ko_and_retake() {
    let mut b = Board::from_picture(
        ".XO..
         X.XO.
         .XO..
         .....
         .....",
    )
    .unwrap();
    let p = |s| Point::parse_gtp(s, 5).unwrap();
    assert_eq!(b.play(p("B4"), Color::White), Ok(1)); // White takes at B4, capturing C4.
    assert_eq!(b.ko_point(Color::Black), Some(p("C4")));
    assert_eq!(b.play(p("C4"), Color::Black), Err(BoardRefusal::Ko));
    b.play(p("E1"), Color::Black).unwrap();
    b.play(p("D1"), Color::White).unwrap();
    assert_eq!(b.play(p("C4"), Color::Black), Ok(1));
    b.check_consistency().unwrap();
}

/// Occupied and off-board points are refused.
#[test]
fn occupied_and_off_board() {
    let mut b = Board::new(9);
    b.play(Point::new(4, 4), Color::Black).unwrap();
    assert_eq!(
        b.play(Point::new(4, 4), Color::White),
        Err(BoardRefusal::Occupied)
    );
    assert_eq!(
        b.play(Point::new(9, 0), Color::White),
        Err(BoardRefusal::OffBoard)
    );
    assert_eq!(b.get(Point::new(20, 20)), None);
}

/// Liberties count each empty neighbour of a string once; atari is found exactly.
#[test]
fn liberties_and_atari() {
    let b = Board::from_picture(
        "XXO..
         O.X..
         .....
         .....
         .....",
    )
    .unwrap();
    assert_eq!(b.liberties(Point::new(0, 0)), 1);
    assert_eq!(b.liberties(Point::new(2, 1)), 3);
    assert_eq!(b.liberties(Point::new(0, 1)), 2);
    let atari = b.strings_in_atari();
    assert_eq!(atari.len(), 2);
    assert_eq!(atari[0].stones, vec![Point::new(0, 0), Point::new(1, 0)]);
    assert_eq!(b.atari_liberty_of(Point::new(0, 0)), Some(Point::new(1, 1)));
}

/// Pictures round-trip and bad pictures are errors.
#[test]
fn pictures() {
    let s = "X.O..\n.....\n.....\n.....\n.....\n";
    assert_eq!(Board::from_picture(s).unwrap().to_picture(), s);
    assert!(matches!(
        Board::from_picture("X.\n.."),
        Err(PictureError::BadSize(_))
    ));
    assert!(matches!(
        Board::from_picture("....\n....\n....\n...."),
        Err(PictureError::BadSize(_))
    ));
    assert!(matches!(
        Board::from_picture(".....\n.....\n.....\n.....\n...."),
        Err(PictureError::RowLength { row: 5, .. })
    ));
    assert!(matches!(
        Board::from_picture("XO...\nO....\n.....\n.....\n....."),
        Err(PictureError::Illegal(_))
    ));
    assert!(matches!(
        Board::from_picture("?....\n.....\n.....\n.....\n....."),
        Err(PictureError::BadChar('?'))
    ));
}

/// The quick area count: a stone is its colour's, an empty point its neighbours' colour
/// when they are all of one colour's stones, and nobody's next to an empty point or both
/// colours; the margin sums it.
#[test]
fn the_quick_area_count() {
    let b = Board::from_picture(
        "
        .X.O.
        XX.OO
        .....
        .....
        .....",
    )
    .unwrap();
    let at = |c, r| b.area_owner(Point::new(c, r));
    assert_eq!(at(0, 0), Some(Color::Black));
    assert_eq!(at(1, 0), Some(Color::Black));
    assert_eq!(at(4, 0), Some(Color::White));
    assert_eq!(at(2, 0), None);
    assert_eq!(at(0, 2), None);
    assert_eq!(b.area_margin(), 4 - 4);
}
