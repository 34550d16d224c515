#![cfg(not(target_arch = "wasm32"))]
//! A game by link at the table: two tables, one per device, each with the friend's seat
//! remote, passing letters as the links carry them (through the link text each time).
//! The seats, the count, a device's own link, every order of the count's steps (random),
//! the save with its link, and the games kept the old way adopted into the saved games.
//! Each merge case of a letter: `table_merge.rs`.

use proptest::prelude::*;
use tengen::engine::{Color, Event, Game, Phase, Point, Rules};
use tengen::post::{Kept, Letter, Merge};
use tengen::saved::{parse_replayed, KeyValue, ListEntry, MemoryStorage, Store, Summary};
use tengen::storage::keys::{friend_key, FRIEND_LIST, KEPT_PREFIX};
use tengen::table::{Action, Outcome, Seat, Table, TableError};

#[path = "common/link.rs"]
mod link;
use link::*;

/// Each device's seat: a person here, the friend remote; the friend's move is not this
/// device's to play; nothing is taken back between devices.
#[test]
fn the_friend_sits_at_another_device() {
    let mut a = ana();
    assert_eq!(a.player(Color::Black), &Seat::person("Ana"));
    assert_eq!(a.player(Color::White), &Seat::remote("Ben"));
    assert_eq!(a.local_color(), Some(Color::Black));
    assert!(!a.offers_undo(true));
    play(&mut a, "E5");
    assert!(!a.my_turn());
    assert_eq!(
        act(&mut a, Action::Play(pt("D4"))),
        Err(TableError::FriendToMove)
    );
    assert_eq!(act(&mut a, Action::Pass), Err(TableError::FriendToMove));
    assert_eq!(
        act(&mut a, Action::Resign(Color::Black)),
        Err(TableError::FriendToMove)
    );
    assert_eq!(
        act(&mut a, Action::Undo { takebacks: true }),
        Err(TableError::BetweenDevices)
    );
    let b = ben(&a);
    assert_eq!(b.player(Color::Black), &Seat::remote("Ana"));
    assert_eq!(b.player(Color::White), &Seat::person("Ben"));
    assert!(b.my_turn());
    assert_eq!(b.game().record(), a.game().record());
    // Resigning is asked first, as at one device, and travels.
    let mut b = b;
    assert_eq!(
        act(&mut b, Action::Resign(Color::Black)),
        Err(TableError::FriendToMove)
    );
    assert!(matches!(
        act(&mut b, Action::Resign(Color::White)),
        Ok(Outcome::Asks(_))
    ));
    act(&mut b, Action::Resign(Color::White)).unwrap();
    assert_eq!(b.game().phase(), Phase::Finished);
    assert_eq!(
        act(&mut b, Action::Rematch),
        Err(TableError::BetweenDevices)
    );
    assert!(matches!(post(&b, &mut a), Merge::Extend { .. }));
    assert_eq!(a.game().result(), b.game().result());
}

/// The stuck count: Ben passes second and sends before marking; Ana accepts with
/// no new marks and sends; her acceptance alone is news to Ben, and his acceptance counts
/// the game; his link brings the result to Ana.
#[test]
fn an_acceptance_alone_is_news_and_the_count_ends() {
    let (mut a, mut b) = both_passed();
    assert_eq!(act(&mut a, Action::Agree), Ok(Outcome::Accepted));
    assert!(!a.my_turn());
    assert_eq!(
        post(&a, &mut b),
        Merge::Extend {
            new: vec![],
            accepts: true
        }
    );
    assert!(matches!(act(&mut b, Action::Agree), Ok(Outcome::Agreed(_))));
    assert!(matches!(post(&b, &mut a), Merge::Extend { .. }));
    assert_eq!(a.game().phase(), Phase::Finished);
    assert_eq!(a.game().result(), b.game().result());
    assert_eq!(a.game().record(), b.game().record());
    // Ana's link from before her acceptance is older than what Ben has seen since.
    let (mut a, mut b) = both_passed();
    let before = send(&a);
    act(&mut a, Action::Agree).unwrap();
    post(&a, &mut b);
    assert_eq!(
        receive(&mut b, &before),
        Merge::Stale {
            have: 4,
            link: 4,
            accepted: true
        }
    );
    let events = b.game().record().events.len();
    assert_eq!(b.link().unwrap().theirs_accepts, Some(events));
}

/// A game by link saves with its link and opens again as the same game, the friend's
/// seat remote; the saved games' list says whose turn it is.
#[test]
fn a_game_by_link_saves_with_its_link() {
    let mut a = ana();
    play(&mut a, "E5");
    let saved = a.to_saved(ID.into(), 1);
    let json = saved.to_json();
    let (back, game) = parse_replayed(&json).expect("reads back");
    assert_eq!(back, saved);
    let opened = Table::open(&back, game.clone());
    assert_eq!(opened.link(), a.link());
    assert_eq!(opened.player(Color::White), &Seat::remote("Ben"));
    assert_eq!(opened.letter(), a.letter());
    let summary = Summary::of(&back, &game, json.len());
    let by_link = summary.by_link.expect("marked by link");
    assert_eq!((by_link.me, by_link.my_turn), (Color::Black, false));
    // Other games have no link and no mark.
    let mut plain = back.clone();
    plain.link = None;
    assert_eq!(Summary::of(&plain, &game, 0).by_link, None);
    assert!(!json.is_empty() && plain.to_json().find("\"link\"").is_none());
}

/// Games by link kept the old way (`tengen.friend.<id>`, listed under `tengen.friend`)
/// become saved games with their link; a damaged one is set aside and said; the old keys
/// go only once the saved game is written; a second start changes nothing.
#[test]
fn games_kept_the_old_way_become_saved_games() {
    let game = Game::new(Rules::preset("japanese").unwrap(), 9, 0).unwrap();
    let mut kept = Kept::new(
        "abc123",
        Color::White,
        ["Cleo".into(), "Dan".into()],
        game,
        None,
    );
    let mut storage = MemoryStorage::new();
    let old = tengen::json::to_string(&kept);
    storage.set(&friend_key("abc123"), &old).unwrap();
    kept.link.game = "def456".into();
    storage
        .set(&friend_key("def456"), &old[..old.len() / 2])
        .unwrap();
    storage.set(FRIEND_LIST, "[\"abc123\",\"de").unwrap();
    let mut store = Store::new(storage);
    let adopted = store.adopt_games_by_link(NOW).unwrap();
    assert_eq!(adopted.games, vec!["abc123".to_string()]);
    assert_eq!(
        adopted.notices.len(),
        2,
        "the damaged game and list are said"
    );
    let list = store.list().unwrap();
    let ListEntry::Game(summary) = &list[0] else {
        panic!("a game: {list:?}");
    };
    assert_eq!(summary.id, "abc123");
    assert_eq!(summary.preset_id, "japanese");
    assert_eq!(summary.by_link.map(|b| b.me), Some(Color::White));
    let (saved, game) = store.load_replayed("abc123").unwrap();
    let table = Table::open(&saved, game);
    assert_eq!(table.player(Color::Black), &Seat::remote("Cleo"));
    let keys = store.backend().keys().unwrap();
    assert!(
        !keys.iter().any(|k| k.starts_with("tengen.friend")),
        "{keys:?}"
    );
    let kept_aside: Vec<_> = keys.iter().filter(|k| k.starts_with(KEPT_PREFIX)).collect();
    assert_eq!(kept_aside.len(), 2, "{keys:?}");
    let kept_game = friend_key("def456").replace("tengen.", KEPT_PREFIX);
    assert_eq!(
        store.backend().get(&kept_game).unwrap().as_deref(),
        Some(&old[..old.len() / 2])
    );
    let again = store.adopt_games_by_link(NOW + 1.0).unwrap();
    assert_eq!(again, Default::default());
    assert_eq!(store.load("abc123").unwrap().revision, saved.revision);
}

/// A letter for another game, or for a game that is not by link, changes nothing.
#[test]
fn a_letter_for_another_game_changes_nothing() {
    let mut a = ana();
    play(&mut a, "E5");
    let mut other = ana();
    let mut letter = send(&a);
    letter.game = "zzz".into();
    assert_eq!(receive(&mut other, &letter), Merge::OtherGame);
    assert_eq!(other.game().move_number(), 0);
    let rules = Rules::preset("aga").unwrap();
    let setup = tengen::table::NewGame {
        preset_id: "aga".into(),
        komi: rules.komi_for(0),
        rules,
        size: 9,
        handicap: 0,
        clock: None,
        players: [Seat::person("Ann"), Seat::person("Bo")],
    };
    let mut here = Table::start(&setup, NOW).unwrap();
    assert_eq!(post(&a, &mut here), Merge::OtherGame);
    assert_eq!(here.letter(), None);
}

/// Ana accepts the marks and opens her own link (as people tap a link in the messenger's
/// sent message): her own acceptance is not her friend's, and nothing changes.
#[test]
fn opening_ones_own_letter_changes_nothing() {
    let (mut a, _b) = both_passed();
    act(&mut a, Action::ToggleDead(pt("C3"))).unwrap();
    assert_eq!(act(&mut a, Action::Agree), Ok(Outcome::Accepted));
    let before = (a.game().record().clone(), a.link().cloned(), a.changes());
    let own = send(&a);
    assert_eq!(receive(&mut a, &own), Merge::Own);
    assert_eq!(a.game().phase(), Phase::Settling);
    assert_eq!(a.game().result(), None);
    assert_eq!(
        (a.game().record().clone(), a.link().cloned(), a.changes()),
        before
    );
}

/// What either device does in the random orders below.
#[derive(Clone, Copy, Debug)]
enum Deed {
    /// A stone on a legal point (chosen by the number), when it is this device's move.
    Play(usize, u16),
    Pass(usize),
    Resign(usize),
    /// A stone on the board (chosen by the number) marked dead or alive again.
    Mark(usize, u16),
    Accept(usize),
    PlayOn(usize),
    /// This device sends its link now and the friend opens it.
    Send(usize),
    /// The friend opens one of this device's links again (0: the last sent).
    SendOld(usize, u16),
    /// This device opens one of its own links (0: the one it would send now).
    OpenOwn(usize, u16),
}

fn deed() -> impl Strategy<Value = Deed> {
    let side = 0..2usize;
    prop_oneof![
        2 => (side.clone(), any::<u16>()).prop_map(|(i, r)| Deed::Play(i, r)),
        3 => side.clone().prop_map(Deed::Pass),
        1 => side.clone().prop_map(Deed::Resign),
        3 => (side.clone(), any::<u16>()).prop_map(|(i, r)| Deed::Mark(i, r)),
        3 => side.clone().prop_map(Deed::Accept),
        1 => side.clone().prop_map(Deed::PlayOn),
        4 => side.clone().prop_map(Deed::Send),
        1 => (side.clone(), any::<u16>()).prop_map(|(i, r)| Deed::SendOld(i, r)),
        2 => (side, any::<u16>()).prop_map(|(i, r)| Deed::OpenOwn(i, r)),
    ]
}

/// Two devices, the links each sent, and every record each device accepted the marks of.
struct Devices {
    d: [Table; 2],
    sent: [Vec<Letter>; 2],
    accepted: [Vec<Vec<Event>>; 2],
}

impl Devices {
    fn new() -> Devices {
        let a = ana();
        let first = send(&a);
        let b = Table::from_letter(&first, NOW).expect("replays");
        Devices {
            d: [a, b],
            sent: [vec![first], Vec::new()],
            accepted: [Vec::new(), Vec::new()],
        }
    }

    fn deliver(&mut self, i: usize, letter: &Letter) {
        receive(&mut self.d[1 - i], letter);
    }

    fn accept(&mut self, i: usize) {
        let events = self.d[i].game().record().events.clone();
        let settling = self.d[i].game().phase() == Phase::Settling;
        if matches!(
            act(&mut self.d[i], Action::Agree),
            Ok(Outcome::Accepted | Outcome::Agreed(_))
        ) && settling
        {
            self.accepted[i].push(events);
        }
    }

    fn pass(&mut self, i: usize) {
        if act(&mut self.d[i], Action::Pass).is_ok() {
            let _ = act(&mut self.d[i], Action::Pass);
        }
    }

    fn send(&mut self, i: usize) {
        let letter = send(&self.d[i]);
        self.deliver(i, &letter);
        self.sent[i].push(letter);
    }

    fn run(&mut self, deed: Deed) {
        match deed {
            Deed::Play(i, r) => {
                let game = self.d[i].game();
                let legal: Vec<Point> =
                    (Point::all(9)).filter(|&p| game.check(p).is_ok()).collect();
                if game.phase() == Phase::Playing && !legal.is_empty() {
                    let at = legal[usize::from(r) % legal.len()];
                    let _ = act(&mut self.d[i], Action::Play(at));
                }
            }
            Deed::Pass(i) => self.pass(i),
            Deed::Resign(i) => {
                let me = self.d[i].link().expect("by link").me;
                if act(&mut self.d[i], Action::Resign(me)).is_ok() {
                    let _ = act(&mut self.d[i], Action::Resign(me));
                }
            }
            Deed::Mark(i, r) => {
                let game = self.d[i].game();
                let stones: Vec<Point> = (Point::all(9))
                    .filter(|&p| game.board().get(p).is_some())
                    .collect();
                if game.phase() == Phase::Settling && !stones.is_empty() {
                    let at = stones[usize::from(r) % stones.len()];
                    let _ = act(&mut self.d[i], Action::ToggleDead(at));
                }
            }
            Deed::Accept(i) => self.accept(i),
            Deed::PlayOn(i) => {
                let _ = act(&mut self.d[i], Action::Resume);
            }
            Deed::Send(i) => self.send(i),
            Deed::SendOld(i, r) => {
                let sent = &self.sent[i];
                if !sent.is_empty() {
                    let letter = sent[sent.len() - 1 - usize::from(r) % sent.len()].clone();
                    self.deliver(i, &letter);
                }
            }
            Deed::OpenOwn(i, r) => {
                let mut own = self.sent[i].clone();
                own.push(send(&self.d[i]));
                let letter = &own[own.len() - 1 - usize::from(r) % own.len()];
                let t = &mut self.d[i];
                let before = (t.game().record().clone(), t.link().cloned(), t.changes());
                receive(t, letter);
                let after = (t.game().record().clone(), t.link().cloned(), t.changes());
                assert_eq!(after, before, "device {i} opened its own link");
            }
        }
    }

    /// A game counted at a device was counted with both sides' acceptance of its marks.
    fn counted_by_both(&self) -> Result<(), TestCaseError> {
        for t in &self.d {
            let events = &t.game().record().events;
            if let Some((Event::Agree, marks)) = events.split_last() {
                for (side, accepted) in self.accepted.iter().enumerate() {
                    prop_assert!(
                        accepted.contains(&marks.to_vec()),
                        "counted with marks device {side} never accepted"
                    );
                }
            }
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Every order of passes, marks, acceptances, play on and resignations, sent or not
    /// (and old links, and a device's own links, opened again): a game is counted only
    /// with both sides' acceptance of its marks, a device that opens its own link changes
    /// nothing, and when each side in turn answers what it is sent (passing, accepting),
    /// both devices reach the same counted game.
    #[test]
    fn every_order_reaches_the_same_count(deeds in prop::collection::vec(deed(), 0..40)) {
        let mut both = Devices::new();
        for deed in deeds {
            both.run(deed);
            both.counted_by_both()?;
        }
        for round in 0..16 {
            let i = round % 2;
            match both.d[i].game().phase() {
                Phase::Playing => both.pass(i),
                Phase::Settling => both.accept(i),
                Phase::Finished => {}
            }
            both.send(i);
            both.counted_by_both()?;
        }
        for t in &both.d {
            prop_assert_eq!(t.game().phase(), Phase::Finished);
        }
        prop_assert_eq!(both.d[0].game().record(), both.d[1].game().record());
    }
}
