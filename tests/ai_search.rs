//! The tree search on a fake evaluator (`AreaCount`: uniform policy, a quick count as the
//! value): limits, determinism, tree reuse and positions from pictures.

use tengen::ai::player::level::levels;
use tengen::ai::search::{end, AreaCount, Progress, Search, SearchParams};
use tengen::engine::{Color, Game, Move, Point, Rules};

fn rules(id: &str) -> Rules {
    Rules::preset(id).expect("preset")
}

fn search(game: &Game, params: SearchParams) -> Search {
    let mut s = Search::new(game, params, 7);
    s.run(&mut AreaCount::default(), &|| 0.0, &mut |_| true);
    s
}

/// Black to move can capture eight white stones at F4.
fn atari() -> Game {
    Game::from_picture(
        rules("chinese"),
        "
        . . . . . . . . .
        . . . . . . . . .
        . . X X X X . . .
        . X O O O O X . .
        . X O O O O X . .
        . . X X X . X . .
        . . . . . X . . .
        . . . . . . . . .
        . . . . . . . . .",
        Color::Black,
    )
    .expect("picture")
}

fn at(vertex: &str, size: u8) -> Move {
    Move::Place(Point::parse_gtp(vertex, size).expect("vertex"))
}

/// The search stops at the visit limit, batches and all.
#[test]
fn visit_limit_is_kept() {
    let game = Game::new(rules("chinese"), 9, 0).expect("9x9");
    for (visits, batch) in [(1, 8), (10, 1), (37, 8), (64, 5)] {
        let s = search(
            &game,
            SearchParams {
                batch,
                ..SearchParams::FULL.with_visits(visits)
            },
        );
        assert_eq!(s.progress().visits, visits, "batch {batch}");
    }
}

/// The time limit stops the search: here each look at the clock takes a second.
#[test]
fn time_limit_stops_the_search() {
    let game = Game::new(rules("chinese"), 9, 0).expect("9x9");
    let params = SearchParams {
        seconds: Some(3.0),
        batch: 4,
        ..SearchParams::FULL.with_visits(10_000)
    };
    let mut s = Search::new(&game, params, 1);
    let ticks = std::cell::Cell::new(0.0);
    let clock = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    s.run(&mut AreaCount::default(), &clock, &mut |_| true);
    assert!(s.progress().visits < 30, "{:?}", s.progress());
}

/// Progress is reported after each batch, and returning false stops the search.
#[test]
fn progress_can_stop_the_search() {
    let game = Game::new(rules("aga"), 9, 0).expect("9x9");
    let mut s = Search::new(
        &game,
        SearchParams {
            batch: 2,
            ..SearchParams::FULL
        },
        1,
    );
    let mut seen: Vec<Progress> = Vec::new();
    s.run(&mut AreaCount::default(), &|| 0.0, &mut |p| {
        seen.push(*p);
        seen.len() < 3
    });
    assert_eq!(seen.len(), 3);
    assert!(seen.windows(2).all(|w| w[0].visits < w[1].visits));
    assert_eq!(s.progress().visits, seen[2].visits);
}

/// The same seed gives the same search, symmetries included.
#[test]
fn same_seed_same_search() {
    let game = Game::new(rules("japanese"), 9, 0).expect("9x9");
    let a = search(&game, SearchParams::FULL.with_visits(80));
    let b = search(&game, SearchParams::FULL.with_visits(80));
    assert_eq!(a.candidates(), b.candidates());
    assert_eq!(a.best(), b.best());
}

/// A move gets a node only when the search goes there: 100 visits on an empty 19x19 board,
/// where every position has some 360 moves, make about 100 nodes (a batch's descents that
/// meet at one leaf make a few more), and the root still lists all its moves.
#[test]
fn nodes_only_where_the_search_went() {
    let game = Game::new(rules("chinese"), 19, 0).expect("19x19");
    let s = search(&game, SearchParams::FULL.with_visits(100));
    assert_eq!(s.progress().visits, 100);
    assert!(s.tree_size() <= 100 + 8, "{} nodes", s.tree_size());
    assert_eq!(s.candidates().len(), 19 * 19 + 1);
}

/// After the move played and the reply, the search keeps the subtree it had searched.
#[test]
fn tree_is_kept_from_move_to_move() {
    let mut game = Game::new(rules("chinese"), 9, 0).expect("9x9");
    game.set_komi(tengen::engine::HalfPoints::halves(1));
    let params = SearchParams::FULL.with_visits(200);
    let mut s = search(&game, params);
    let mine = s.best();
    game.play(mine).expect("legal");
    assert!(s.set_position(&game), "own move kept");
    let kept = s.progress().visits;
    assert!(kept > 0);
    s.run(&mut AreaCount::default(), &|| 0.0, &mut |_| true);
    let reply = s.best();
    game.play(reply).expect("legal");
    assert!(s.set_position(&game), "reply kept");
    assert!(s.progress().visits > 0);
    // A different game starts afresh.
    let other = Game::new(rules("chinese"), 9, 0).expect("9x9");
    assert!(!s.set_position(&other));
    assert_eq!(s.progress().visits, 0);
}

/// It captures a big string in atari.
#[test]
fn captures_a_string_in_atari() {
    let game = atari();
    let s = search(&game, SearchParams::FULL.with_visits(100));
    assert_eq!(s.best(), at("F4", 9));
}

/// Under first capture a position where the player to move can capture is won: the
/// search values it as the end of the game.
#[test]
fn first_capture_ends_the_search() {
    let game = Game::from_picture(
        rules("first-capture"),
        "
        . . . . .
        . X . . .
        X O X . .
        . . . . .
        . . . . .",
        Color::Black,
    )
    .expect("picture");
    assert!(end::can_capture(&game));
    let s = search(&game, SearchParams::FULL.with_visits(30));
    assert_eq!(s.best(), at("B2", 5));
    let c = s.candidates().into_iter().find(|c| c.mv == at("B2", 5));
    assert!(c.is_some_and(|c| c.ends_game && c.value.is_some_and(|v| v.win_rate == 1.0)));
}

/// Under first capture the strongest level saves its string in atari when it can.
#[test]
fn first_capture_saves_a_string_in_atari() {
    let game = Game::from_picture(
        rules("first-capture"),
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . O . . . . .
        . . O X O . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
        Color::Black,
    )
    .expect("picture");
    let strongest = levels().last().expect("levels").params(9);
    let s = search(&game, strongest);
    let mut after = game.clone();
    after.play(s.best()).expect("legal");
    assert!(
        !end::can_capture(&after),
        "{:?} leaves D6 capturable",
        s.best()
    );
}

/// Under first capture the strongest level never misses a capture in one move and never
/// leaves a string capturable when a safe move exists, over positions from seeded
/// random play.
#[test]
fn first_capture_strongest_level_is_tactically_safe() {
    let strongest = levels().last().expect("levels").params(9);
    let mut rng = tengen::engine::rng::Rng::new(5);
    for round in 0..8 {
        let mut game = Game::new(rules("first-capture"), 9, 0).expect("9x9");
        for _ in 0..(6 + 3 * round) {
            let mv = tengen::ai::player::random_move(&game, game.to_move(), &mut rng);
            let mut next = game.clone();
            next.play(mv).expect("legal");
            if next.phase() != tengen::engine::Phase::Playing || end::can_capture(&next) {
                break;
            }
            game = next;
        }
        let mv = search(&game, strongest).best();
        let mut after = game.clone();
        after.play(mv).expect("legal");
        if end::can_capture(&game) {
            assert_eq!(
                after.phase(),
                tengen::engine::Phase::Finished,
                "missed a capture"
            );
            continue;
        }
        let safe_exists = Point::all(9).any(|p| {
            let mut g = game.clone();
            g.play(Move::Place(p)).is_ok() && !end::can_capture(&g)
        });
        if safe_exists {
            assert!(
                !end::can_capture(&after),
                "round {round}: {mv:?} leaves a string in atari\n{:?}",
                game.board()
            );
        }
    }
}

/// After the opponent's pass, passing ends the game inside the tree: the pass is valued
/// by the count itself (here a sure win for Black, who has the whole board).
#[test]
fn pass_after_pass_is_counted() {
    let mut game = Game::from_picture(
        rules("chinese"),
        "
        . X . . .
        X X . . .
        . . . . .
        . . . . .
        . . . . .",
        Color::White,
    )
    .expect("picture");
    game.play(Move::Pass).expect("pass");
    let s = search(&game, SearchParams::FULL.with_visits(200));
    let pass = s.candidates().into_iter().find(|c| c.mv == Move::Pass);
    let pass = pass.expect("the pass is a candidate");
    assert!(pass.ends_game);
    assert_eq!(pass.value.map(|v| v.win_rate), Some(1.0));
}

/// A search paused by `progress` and run again continues the same tree up to the same
/// visit limit, counting the root's visits.
#[test]
fn run_again_continues_the_tree() {
    let game = Game::new(rules("aga"), 9, 0).expect("9x9");
    let params = SearchParams::FULL.with_visits(50);
    let whole = search(&game, params);
    let mut sliced = Search::new(&game, params, 7);
    let mut runs = 1;
    while !sliced.run(&mut AreaCount::default(), &|| 0.0, &mut |_| false) {
        runs += 1;
    }
    assert!(runs > 3);
    assert_eq!(sliced.progress().visits, 50);
    assert_eq!(sliced.candidates(), whole.candidates());
    // At the limit, another run adds nothing.
    assert!(sliced.run(&mut AreaCount::default(), &|| 0.0, &mut |_| true));
    assert_eq!(sliced.progress().visits, 50);
}

/// The principal variation starts with the move asked for and follows the most visited
/// replies, each a legal move in turn.
#[test]
fn principal_variation_follows_the_most_visited() {
    let game = Game::new(rules("chinese"), 9, 0).expect("9x9");
    let s = search(&game, SearchParams::FULL.with_visits(300));
    let best = s.best();
    let pv = s.principal_variation(best);
    assert_eq!(pv.first(), Some(&best));
    assert!(pv.len() > 2, "{pv:?}");
    let mut replay = game.clone();
    for mv in &pv {
        replay.play(*mv).expect("legal");
    }
    assert_eq!(s.principal_variation(Move::Resign), Vec::<Move>::new());
}

/// With the lower confidence bound the move played is one visited at least 15% as often as
/// the most visited, the best bound among them; an obvious capture is still the capture.
#[test]
fn lower_confidence_bound_choice() {
    let game = Game::new(rules("chinese"), 9, 0).expect("9x9");
    let params = SearchParams {
        lcb_stdevs: 5.0,
        ..SearchParams::FULL.with_visits(200)
    };
    let s = search(&game, params);
    let kids = s.candidates();
    let most = kids.iter().map(|c| c.visits).max().expect("candidates");
    let chosen = kids.iter().find(|c| c.mv == s.best()).expect("a root move");
    assert!(chosen.visits as f32 >= 0.15 * most as f32);
    let mut plain = Search::new(&game, params, 7);
    plain.set_params(SearchParams {
        lcb_stdevs: 0.0,
        ..params
    });
    plain.run(&mut AreaCount::default(), &|| 0.0, &mut |_| true);
    let top = plain
        .candidates()
        .into_iter()
        .max_by_key(|c| c.visits)
        .expect("candidates");
    assert_eq!(plain.best(), top.mv);

    let atari = atari();
    assert_eq!(search(&atari, params.with_visits(100)).best(), at("F4", 9));
}

/// Root parallelism: a search that takes in another's shares counts both searches'
/// visits on each root move and at the root, and its mean worth is the two searches'
/// visit-weighted mean; a move it does not have is left out.
#[test]
fn absorbing_shares_adds_another_search_of_the_root() {
    let game = atari();
    let params = SearchParams::FULL.with_visits(120);
    let mut a = search(&game, params);
    let mut other = Search::new(&game, params, 99);
    other.run(&mut AreaCount::default(), &|| 0.0, &mut |_| true);
    let (before, shares) = (a.candidates(), other.shares());
    assert!(shares.iter().all(|s| s.visits > 0));
    let root = |s: &Search| (s.progress().visits, s.root_value().expect("visited"));
    let ((va, mean_a), (vb, _)) = (root(&a), root(&other));
    let stranger = tengen::ai::search::Share {
        // An occupied point: no root move.
        mv: at("C7", 9),
        visits: 500,
        ..shares[0]
    };
    let mut taken = shares.clone();
    taken.push(stranger);
    a.absorb(&taken);

    for c in a.candidates() {
        let had = before.iter().find(|b| b.mv == c.mv).map_or(0, |b| b.visits);
        let got = shares.iter().find(|s| s.mv == c.mv).map_or(0, |s| s.visits);
        assert_eq!(c.visits, had + got, "{:?}", c.mv);
    }
    let added: u32 = shares.iter().map(|s| s.visits).sum();
    let (v, mean) = root(&a);
    assert_eq!(v, va + added);
    // The root's mean for the player to move: its own visits, and each share's from the
    // mover's side.
    let shared: f64 = shares.iter().map(|s| s.win_rate).sum();
    let want = (f64::from(mean_a.win_rate) * f64::from(va) + shared) / f64::from(v);
    assert!(
        (f64::from(mean.win_rate) - want).abs() < 1e-4,
        "{} {want}",
        mean.win_rate
    );
    assert!(vb > added, "the other root's own first look is no share");
    assert_eq!(a.best(), at("F4", 9), "both searches find the capture");
}
