//! Two devices of a game by link at the table, for `table_link.rs` and `table_merge.rs`:
//! Ana (Black) on her phone, Ben (White) on his, letters passed as the links carry them
//! (through the link text each time) and taken in by `Table::act`.
#![allow(dead_code)]

use tengen::engine::{Game, Phase, Point, Rules};
use tengen::post::{Letter, Link, Merge};
use tengen::table::{Action, Outcome, Table, TableError};

pub const NOW: f64 = 1_000.0;
pub const ID: &str = "k3x9q";

pub fn pt(gtp: &str) -> Point {
    Point::parse_gtp(gtp, 9).expect("coordinate")
}

/// Ana (Black) starts a 9x9 game on her phone.
pub fn ana() -> Table {
    let game = Game::new(Rules::preset("aga").unwrap(), 9, 0).unwrap();
    let names = ["Ana".to_string(), "Ben".to_string()];
    Table::by_link(
        Link::new(ID, tengen::engine::Color::Black, Some(3)),
        names,
        game,
        "aga",
        NOW,
    )
}

/// The letter `from` sends, as the other device reads it from the link's text.
pub fn send(from: &Table) -> Letter {
    let fragment = from.letter().expect("a game by link").to_fragment();
    Letter::from_link(&fragment).expect("the link reads")
}

/// Ben opens Ana's first link.
pub fn ben(from: &Table) -> Table {
    Table::from_letter(&send(from), NOW).expect("replays")
}

pub fn act(t: &mut Table, action: Action) -> Result<Outcome, TableError> {
    t.act(action, NOW)
}

/// `t` takes in `letter`: what it meant there.
pub fn receive(t: &mut Table, letter: &Letter) -> Merge {
    match act(t, Action::Receive(Box::new(letter.clone()))) {
        Ok(Outcome::Received(merge)) => merge,
        other => panic!("a letter is always received: {other:?}"),
    }
}

/// `to` takes in the letter `from` sends now.
pub fn post(from: &Table, to: &mut Table) -> Merge {
    receive(to, &send(from))
}

/// Plays at `at` (or passes, confirmed) at this device.
pub fn play(t: &mut Table, at: &str) {
    if at == "pass" {
        act(t, Action::Pass).unwrap();
        act(t, Action::Pass).unwrap();
    } else {
        act(t, Action::Play(pt(at))).unwrap();
    }
}

/// This device accepts the marks as they stand.
pub fn accept(t: &mut Table) {
    let _ = act(t, Action::Agree);
}

/// Ana (E5) and Ben (C3) after both passed, Ben second, each having the other's last
/// letter.
pub fn both_passed() -> (Table, Table) {
    let mut a = ana();
    play(&mut a, "E5");
    let mut b = ben(&a);
    play(&mut b, "C3");
    post(&b, &mut a);
    play(&mut a, "pass");
    post(&a, &mut b);
    play(&mut b, "pass");
    post(&b, &mut a);
    assert_eq!(a.game().phase(), Phase::Settling);
    assert_eq!(b.game().phase(), Phase::Settling);
    (a, b)
}
