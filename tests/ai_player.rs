//! The player on top of the search: levels, passing at the end, resigning.

use tengen::ai::player::level::{levels, Level};
use tengen::ai::player::Player;
use tengen::ai::search::{AreaCount, SearchParams};
use tengen::ai::{Evaluate, Evaluation};
use tengen::engine::{Color, Game, Move, Phase, Point, Rules};

fn rules(id: &str) -> Rules {
    Rules::preset(id).expect("preset")
}

/// A searching level with a small budget, for fast tests.
fn level(visits: u32) -> Level {
    let top = *levels().last().expect("levels");
    Level {
        params: SearchParams {
            visits,
            ..top.params
        },
        visits_19x19: visits,
        ..top
    }
}

fn genmove<E: Evaluate>(player: &mut Player<E>, game: &Game) -> Move {
    player.genmove(game, &|| 0.0, &mut |_| true)
}

/// The count, with the network's ownership fixed from Black's view (1 Black's, -1 White's)
/// and half the policy on the pass, as a network has it when nothing is left to play.
struct Owned(Vec<f32>);

impl Evaluate for Owned {
    fn evaluate(&mut self, batch: &[(&Game, u8)]) -> Vec<Evaluation> {
        let mut out = AreaCount::default().evaluate(batch);
        for (e, (g, _)) in out.iter_mut().zip(batch) {
            let sign = if g.to_move() == Color::Black {
                1.0
            } else {
                -1.0
            };
            e.ownership = self.0.iter().map(|o| sign * o).collect();
            let pass = e.policy.len() - 1;
            e.policy.iter_mut().for_each(|p| *p *= 0.5);
            e.policy[pass] += 0.5;
        }
        out
    }
}

/// Ownership read from a picture: `X`/`x` Black's, `O`/`o` White's, `.` neutral.
fn ownership(picture: &str) -> Vec<f32> {
    picture
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            'X' | 'x' => 1.0,
            'O' | 'o' => -1.0,
            _ => 0.0,
        })
        .collect()
}

/// Black's wall on the left, White's on the right, nothing left to play for: Black has
/// 36 points of area (27 of territory), White 45 (36).
const SETTLED: &str = "
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .";

/// The same, with a dead White stone inside Black's area.
const DEAD_STONE: &str = "
    . . . X O . . . .
    . . . X O . . . .
    . O . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .";

const DEAD_STONE_OWNERS: &str = "
    x x x X O o o o o
    x x x X O o o o o
    x x x X O o o o o
    x x x X O o o o o
    x x x X O o o o o
    x x x X O o o o o
    x x x X O o o o o
    x x x X O o o o o
    x x x X O o o o o";

fn after_white_pass(rules_id: &str, picture: &str, komi_halves: i32) -> Game {
    let mut game = Game::from_picture(rules(rules_id), picture, Color::White).expect("picture");
    game.set_komi(tengen::engine::HalfPoints::halves(komi_halves));
    game.play(Move::Pass).expect("pass");
    game
}

/// When the opponent passes and the count wins, it passes back.
#[test]
fn passes_back_when_passing_wins() {
    for id in ["chinese", "aga", "japanese", "classic"] {
        // Komi -9.5: Black wins by half a point.
        let game = after_white_pass(id, SETTLED, -19);
        let mut player = Player::new(Owned(ownership(DEAD_STONE_OWNERS)), &level(40), 1);
        assert_eq!(genmove(&mut player, &game), Move::Pass, "{id}");
    }
}

/// When the opponent passes and the count loses, it plays on.
#[test]
fn does_not_pass_back_into_a_loss() {
    for id in ["chinese", "japanese"] {
        let game = after_white_pass(id, SETTLED, 15);
        let mut player = Player::new(Owned(ownership(DEAD_STONE_OWNERS)), &level(40), 1);
        assert_ne!(genmove(&mut player, &game), Move::Pass, "{id}");
    }
}

/// The network that thinks only of passing: its whole policy on the pass.
struct OnlyPass(Owned);

impl Evaluate for OnlyPass {
    fn evaluate(&mut self, batch: &[(&Game, u8)]) -> Vec<Evaluation> {
        let mut out = self.0.evaluate(batch);
        for e in &mut out {
            let pass = e.policy.len() - 1;
            e.policy.iter_mut().for_each(|p| *p = 0.0);
            e.policy[pass] = 1.0;
        }
        out
    }
}

/// When the search went only to the pass and passing back loses the count, it still
/// plays on (a legal move that fills no eye of its own), not pass into the loss.
#[test]
fn plays_on_when_the_search_saw_only_the_pass() {
    for id in ["chinese", "japanese"] {
        let game = after_white_pass(id, SETTLED, 15);
        for visits in [1, 2] {
            let owned = OnlyPass(Owned(ownership(DEAD_STONE_OWNERS)));
            let mut player = Player::new(owned, &level(visits), 1);
            let mv = genmove(&mut player, &game);
            assert!(
                matches!(mv, Move::Place(_)),
                "{id}, {visits} visits: {mv:?}"
            );
        }
    }
}

/// Under area counting it does not pass while a dead opponent stone stands in its area.
#[test]
fn area_rules_remove_dead_stones_before_passing() {
    for id in ["chinese", "aga"] {
        let game = Game::from_picture(rules(id), DEAD_STONE, Color::Black).expect("picture");
        let mut player = Player::new(Owned(ownership(DEAD_STONE_OWNERS)), &level(40), 3);
        let mv = genmove(&mut player, &game);
        assert!(matches!(mv, Move::Place(_)), "{id}: {mv:?}");
    }
}

/// Under territory counting it does not fill its own territory.
#[test]
fn territory_rules_do_not_fill_own_territory() {
    let game = Game::from_picture(rules("japanese"), SETTLED, Color::Black).expect("picture");
    let mut player = Player::new(Owned(ownership(DEAD_STONE_OWNERS)), &level(60), 5);
    let mv = genmove(&mut player, &game);
    if let Move::Place(p) = mv {
        assert!(p.col > 3, "filled its own territory at {}", p.to_gtp(9));
    }
}

/// The network says the player to move (Black) has lost, whatever it does.
struct BlackLost;

impl Evaluate for BlackLost {
    fn evaluate(&mut self, batch: &[(&Game, u8)]) -> Vec<Evaluation> {
        let mut out = AreaCount::default().evaluate(batch);
        for (e, (g, _)) in out.iter_mut().zip(batch) {
            let black = g.to_move() == Color::Black;
            (e.win, e.loss) = if black { (0.0, 1.0) } else { (1.0, 0.0) };
        }
        out
    }
}

/// Plays Black's moves with `player` and White's at random; returns Black's moves.
fn black_moves(player: &mut Player<BlackLost>, moves: usize) -> Vec<Move> {
    let mut game = Game::new(rules("chinese"), 9, 0).expect("9x9");
    let mut rng = tengen::engine::rng::Rng::new(3);
    let mut played = Vec::new();
    for _ in 0..moves {
        let mv = genmove(player, &game);
        played.push(mv);
        if mv == Move::Resign {
            break;
        }
        game.play(mv).expect("legal");
        let reply = tengen::ai::player::random_move(&game, Color::White, &mut rng);
        game.play(reply).expect("legal");
    }
    played
}

/// It resigns only after several hopeless moves, and never at the beginner levels.
#[test]
fn resigns_only_when_hopeless_for_several_moves() {
    let strong = level(8);
    let wait = strong.params.resign.expect("resigns").moves as usize;
    let played = black_moves(&mut Player::new(BlackLost, &strong, 1), 10);
    assert_eq!(played.len(), wait, "{played:?}");
    assert_eq!(played.last(), Some(&Move::Resign));
    let beginner = Level::by_number(1).expect("level 1");
    let played = black_moves(&mut Player::new(BlackLost, beginner, 1), 10);
    assert!(!played.contains(&Move::Resign));
}

/// Every level plays legal moves on 9x9 and 19x19.
#[test]
fn every_level_plays_legal_moves() {
    for size in [9, 19] {
        let mut game = Game::new(rules("aga"), size, 0).expect("game");
        for (i, l) in levels().iter().enumerate() {
            let cheap = Level {
                params: SearchParams {
                    visits: l.params.visits.min(24),
                    ..l.params
                },
                visits_19x19: l.visits_19x19.min(24),
                ..*l
            };
            let mut player = Player::new(AreaCount::default(), &cheap, i as u64);
            for _ in 0..3 {
                let mv = genmove(&mut player, &game);
                if let Move::Place(p) = mv {
                    assert!(game.is_legal(game.to_move(), p));
                }
                game.play(mv).expect("legal");
                assert_eq!(game.phase(), Phase::Playing);
            }
        }
    }
    let _ = Point::new(0, 0);
}

/// Thinking in slices (one batch at a time, as the browser's worker does) reaches the
/// same search as thinking at once, and `decide` gives a legal move from it.
#[test]
fn thinking_in_slices_is_thinking_at_once() {
    let mut game = Game::new(rules("chinese"), 9, 0).expect("9x9");
    game.play(Move::Place(Point::new(4, 4))).expect("legal");
    let mut whole = Player::new(AreaCount::default(), &level(60), 9);
    assert!(whole.think(&game, &|| 0.0, &mut |_| true));
    let mut sliced = Player::new(AreaCount::default(), &level(60), 9);
    let mut slices = 0;
    while !sliced.think(&game, &|| 0.0, &mut |_| false) {
        slices += 1;
    }
    assert!(slices > 3, "{slices} slices");
    let (a, b) = (
        whole.search().expect("searched"),
        sliced.search().expect("searched"),
    );
    assert_eq!(a.candidates(), b.candidates());
    assert_eq!(a.progress().visits, 60);
    let mv = sliced.decide(&game);
    assert_eq!(mv, whole.decide(&game));
    assert!(
        matches!(mv, Move::Place(p) if game.is_legal(Color::White, p)),
        "{mv:?}"
    );
}

/// Stopped early (after one batch, or before any), the player still decides on a legal
/// move.
#[test]
fn stopped_early_still_decides() {
    let mut game = Game::new(rules("japanese"), 9, 0).expect("9x9");
    for stop_after in [None, Some(1)] {
        let mut player = Player::new(AreaCount::default(), &level(400), 2);
        if stop_after.is_some() {
            assert!(!player.think(&game, &|| 0.0, &mut |_| false));
            assert!(player.search().expect("searched").progress().visits < 400);
        }
        let mv = player.decide(&game);
        assert!(
            matches!(mv, Move::Place(p) if game.is_legal(game.to_move(), p)),
            "{mv:?}"
        );
        game.play(mv).expect("legal");
    }
}
