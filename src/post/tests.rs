//! The letter a link carries and the round-3 value, here; how a letter meets a device's
//! game is the table's (`tests/table_merge.rs`, `tests/table_link.rs`).

use super::*;
use crate::engine::{Move, Point, Rules};

fn p(s: &str) -> Point {
    Point::parse_gtp(s, 9).unwrap()
}

const NAMES: [&str; 2] = ["Ana", "Ben"];

/// A 9x9 game under the AGA's rules after `events` ("pass", "resign", a point for the
/// player to move; "*E5" marks, "resume", "agree").
fn game_after(events: &[&str]) -> Game {
    let mut game = Game::new(Rules::preset("aga").unwrap(), 9, 0).unwrap();
    for e in events {
        let color = game.to_move();
        let event = match *e {
            "pass" => Event::Play {
                color,
                mv: Move::Pass,
            },
            "resign" => Event::Play {
                color,
                mv: Move::Resign,
            },
            "resume" => Event::Resume,
            "agree" => Event::Agree,
            mark if mark.starts_with('*') => Event::ToggleDead(p(&mark[1..])),
            at => Event::Play {
                color,
                mv: Move::Place(p(at)),
            },
        };
        game.apply(event).unwrap();
    }
    game
}

/// The letter `from`'s device sends with `game`, accepting the marks as they stand if
/// `accepts`.
fn letter(from: Color, names: [&str; 2], game: &Game, accepts: bool) -> Letter {
    let mut link = Link::new("k3x9q", from, Some(3));
    link.mine_accepts = accepts.then(|| game.record().events.len());
    link.letter(&names.map(String::from), game)
}

/// A letter goes into a link and back; another form of the link too.
#[test]
fn a_letter_survives_its_link() {
    let letter = letter(Color::Black, NAMES, &game_after(&["E5"]), false);
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
    let a = letter(Color::Black, NAMES, &game_after(&["E5"]), false);
    let fragment = a.to_fragment();
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
    let mut bad = a.clone();
    bad.record.events.push(Event::Play {
        color: Color::White,
        mv: Move::Place(p("E5")),
    });
    let bad = format!("{FRAGMENT_PREFIX}{}", pack(&crate::json::to_string(&bad)));
    assert_eq!(Letter::from_link(&bad), Err(LetterError::NotAGame));
    let mut odd_id = a.clone();
    odd_id.game = "../x".into();
    let odd = format!(
        "{FRAGMENT_PREFIX}{}",
        pack(&crate::json::to_string(&odd_id))
    );
    assert_eq!(Letter::from_link(&odd), Err(LetterError::NotAGame));
}

/// A kept game is stored and read back as it was; stored data whose record the rules do
/// not replay (altered by hand, another version) is no game, never a panic. A letter
/// whose moves do not replay: `tests/table_merge.rs`.
#[test]
fn a_kept_game_is_stored_and_read_back_checked() {
    let a = Kept::new(
        "k3x9q",
        Color::Black,
        NAMES.map(String::from),
        game_after(&["E5"]),
        Some(3),
    );
    let text = crate::json::to_string(&a);
    assert_eq!(crate::json::from_str::<Kept>(&text), Some(a.clone()));
    for (what, with) in [
        ("\"me\":\"Black\"", "\"me\":\"Blue\""),
        ("\"Bee\"", "\"BeeWee\""),
    ] {
        let tampered = text.replace(what, with);
        assert_ne!(tampered, text, "{what} is stored as expected");
        assert_eq!(crate::json::from_str::<Kept>(&tampered), None, "{with}");
    }
}

/// The short form says a whole game exactly (stones, passes, marks, a resumption, a
/// resignation, the agreement) with any names and either sender; a letter it cannot say
/// goes long; links of the long form, as every link before the short form was, still open.
#[test]
fn short_links_say_the_letter_exactly() {
    let names = ["Anežka Ďurová", "Bén 🙂"];
    let played = ["E5", "C3", "pass", "pass", "*E5", "resume", "A1", "resign"];
    let mut letters = Vec::new();
    for n in 1..=played.len() {
        let game = game_after(&played[..n]);
        let settling = game.phase() == Phase::Settling;
        for from in [Color::Black, Color::White] {
            letters.push(letter(from, names, &game, settling));
        }
    }
    assert_eq!(
        game_after(&played).phase(),
        Phase::Finished,
        "the game ends by resignation"
    );
    let agreed = game_after(&["E5", "C3", "G7", "pass", "pass", "agree"]);
    letters.push(letter(Color::White, NAMES, &agreed, false));
    for letter in letters {
        let fragment = letter.to_fragment();
        assert!(fragment.starts_with(SHORT_PREFIX), "{fragment}");
        assert_eq!(Letter::from_link(&fragment), Ok(letter.clone()));
        assert_eq!(Letter::from_link(&letter.to_long_fragment()), Ok(letter));
    }
    // Rules no preset has: the long form.
    let mut odd = letter(Color::Black, NAMES, &agreed, false);
    odd.record.rules.komi = crate::engine::HalfPoints(4);
    assert!(odd.to_fragment().starts_with(FRAGMENT_PREFIX));
}

/// Every cut, and damage to every character, of a short link is refused in words (or
/// reads as a shorter honest game), never a panic.
#[test]
fn damaged_short_links_never_panic() {
    let game = game_after(&["E5", "C3", "pass", "pass"]);
    let fragment = letter(Color::White, ["Ana", "Bén"], &game, true).to_fragment();
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
