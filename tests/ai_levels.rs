//! The weak levels and rungs on the shipped net: every move one of the network's own
//! candidates, chosen with a person's oversight, never a move dropped at random.

use tengen::ai::nn::Network;
use tengen::ai::player::ladder::rungs;
use tengen::ai::player::level::{levels, Level};
use tengen::ai::player::Player;
use tengen::ai::search::NOTICEABLE;
use tengen::engine::{Game, Move, Rules};

const NET: &[u8] = tengen::shipped_net!();

/// Each level that overlooks moves plays, in the first ten moves of twelve 9x9 games, only
/// moves the network gives at least NOTICEABLE of its policy, and in the first four none on
/// the first line (a uniformly random level drops about a third of its stones there).
#[test]
fn weak_levels_play_the_networks_candidates() {
    overlooking_players_play_candidates(levels());
}

/// The same of every rung of the ladder that overlooks moves.
#[test]
fn weak_rungs_play_the_networks_candidates() {
    let played: Vec<Level> = rungs().iter().map(|r| r.level()).collect();
    overlooking_players_play_candidates(&played);
}

/// Every rung that reads opens a 9x9 game with none of its first four moves on the
/// first line.
#[test]
fn reading_rungs_open_off_the_first_line() {
    let rules = Rules::preset("aga").expect("aga");
    for rung in rungs().iter().filter(|r| r.level().params.oversight == 0.0) {
        let level = rung.level();
        let mut player = Player::new(Network::from_bytes(NET).expect("net"), &level, 2);
        let mut game = Game::new(rules, 9, 0).expect("9x9");
        for _ in 0..4 {
            let mv = player.genmove(&game, &|| 0.0, &mut |_| true);
            if let Move::Place(p) = mv {
                let edge = [p.row, p.col].iter().any(|&x| x == 0 || x == 8);
                assert!(!edge, "{} played {p:?} on the first line", rung.id);
            }
            game.play(mv).expect("legal");
        }
    }
}

fn overlooking_players_play_candidates(players: &[Level]) {
    let rules = Rules::preset("aga").expect("aga");
    for level in players.iter().filter(|l| l.params.oversight > 0.0) {
        let mut player = Player::new(Network::from_bytes(NET).expect("net"), level, 1);
        let mut not_first = 0;
        for _ in 0..12 {
            let mut game = Game::new(rules, 9, 0).expect("9x9");
            for n in 0..10 {
                let mv = player.genmove(&game, &|| 0.0, &mut |_| true);
                let search = player.search().expect("searched");
                let candidates = search.candidates();
                let played = candidates.iter().find(|c| c.mv == mv).expect("a candidate");
                assert!(played.prior >= NOTICEABLE, "{}: {mv:?}", level.id);
                if let (Move::Place(p), true) = (mv, n < 4) {
                    let edge = [p.row, p.col].iter().any(|&x| x == 0 || x == 8);
                    assert!(!edge, "{} played {p:?} on the first line", level.id);
                }
                let first = candidates.iter().max_by(|a, b| a.prior.total_cmp(&b.prior));
                not_first += usize::from(first.is_some_and(|c| c.mv != mv));
                game.play(mv).expect("legal");
            }
        }
        // Oversight at work: not always the network's first choice.
        assert!(not_first >= 12, "{}: {not_first} of 120", level.id);
    }
}
