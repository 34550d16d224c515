//! SGF records with stones added and removed during play (`AB`/`AW`/`AE`, `PL` after
//! the root): random games with setups are exported, imported back unchanged, and the
//! imported game's final position equals an independent replay of the text, which
//! redraws the board as a picture at each setup instead of using `Game::setup`.

use sgf_parse::go::{self, Prop};
use tengen::engine::rng::Rng;
use tengen::engine::{Color, Game, GameRecord, Move, Phase, Point, Rules, Setup};
use tengen::sgf::{export, import, GameInfo};

/// Plays up to `n` random legal moves (eye fills included: the games stay short).
fn play_random(game: &mut Game, n: usize, rng: &mut Rng) {
    for _ in 0..n {
        let legal: Vec<Point> = Point::all(game.size())
            .filter(|&p| game.check(p).is_ok())
            .collect();
        if legal.is_empty() {
            return;
        }
        game.play(Move::Place(legal[rng.below(legal.len())]))
            .unwrap();
    }
}

/// A random setup the game accepts: a few points become black, white or empty.
fn random_setup(game: &mut Game, rng: &mut Rng) {
    let size = game.size();
    for _ in 0..50 {
        let mut setup = Setup::default();
        let mut used = Vec::new();
        for _ in 0..1 + rng.below(5) {
            let p = Point::new(
                rng.below(size as usize) as u8,
                rng.below(size as usize) as u8,
            );
            if used.contains(&p) {
                continue;
            }
            used.push(p);
            match (game.board().get(p), rng.below(2)) {
                (Some(_), _) => setup.empty.push(p),
                (None, 0) => setup.black.push(p),
                (None, _) => setup.white.push(p),
            }
        }
        // Import reads each list sorted; so does this record.
        for list in [&mut setup.black, &mut setup.white, &mut setup.empty] {
            list.sort();
        }
        if rng.below(3) == 0 {
            setup.to_move = Some(if rng.below(2) == 0 {
                Color::Black
            } else {
                Color::White
            });
        }
        if game.setup(setup).is_ok() {
            return;
        }
    }
}

/// Replays the text's main line: moves through `play_as`, each setup by redrawing the
/// board's picture and starting a game from it with the player to move.
fn independent_replay(text: &str, start: &GameRecord) -> Game {
    let root = go::parse(text).expect("parses").remove(0);
    let mut game = Game::replay(start).expect("the start replays");
    let size = game.size();
    let point = |p: &go::Point| Point::new(p.x, p.y);
    for node in root.main_variation().skip(1) {
        let mut picture: Vec<Vec<char>> = game
            .board()
            .to_picture()
            .lines()
            .map(|l| l.chars().collect())
            .collect();
        let mut to_move = game.to_move();
        let mut setup = false;
        for prop in node.properties() {
            let (points, mark) = match prop {
                Prop::AB(s) => (s, 'X'),
                Prop::AW(s) => (s, 'O'),
                Prop::AE(s) => (s, '.'),
                Prop::PL(c) => {
                    to_move = match c {
                        sgf_parse::Color::Black => Color::Black,
                        sgf_parse::Color::White => Color::White,
                    };
                    setup = true;
                    continue;
                }
                _ => continue,
            };
            for p in points.iter().map(point) {
                picture[p.row as usize][p.col as usize] = mark;
            }
            setup = true;
        }
        if setup {
            let text: Vec<String> = picture.iter().map(|r| r.iter().collect()).collect();
            game = Game::from_picture(*game.rules(), &text.join("\n"), to_move)
                .expect("a legal setup");
        }
        for prop in node.properties() {
            let (color, mv) = match prop {
                Prop::B(m) => (Color::Black, *m),
                Prop::W(m) => (Color::White, *m),
                _ => continue,
            };
            let mv = match mv {
                go::Move::Move(p) if point(&p).on_board(size) => Move::Place(point(&p)),
                _ => Move::Pass,
            };
            if game.phase() == Phase::Settling {
                game.resume().unwrap();
            }
            game.play_as(color, mv).expect("a recorded move");
        }
    }
    game
}

/// Random games with setups: export and import give the same record, and the final
/// position is the one an independent replay of the text reaches.
#[test]
fn setups_import_as_an_independent_replay_sees_them() {
    let info = GameInfo {
        preset_id: "japanese".into(),
        ..GameInfo::default()
    };
    let rules = Rules::preset("japanese").unwrap();
    let mut setups = 0;
    for seed in 0..40 {
        let mut rng = Rng::new(seed);
        let size = [9, 13, 19][seed as usize % 3];
        let mut game = Game::new(rules, size, (seed % 3) as u8 * 2).unwrap();
        for _ in 0..4 {
            play_random(&mut game, 5 + rng.below(30), &mut rng);
            if game.phase() == Phase::Playing {
                random_setup(&mut game, &mut rng);
            }
        }
        setups += game
            .record()
            .events
            .iter()
            .filter(|e| matches!(e, tengen::engine::Event::Setup(_)))
            .count();
        let text = export(game.record(), &info);
        let back = import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(back.warnings.is_empty(), "{text}: {:?}", back.warnings);
        assert_eq!(&back.record, game.record(), "{text}");
        let start = GameRecord {
            events: Vec::new(),
            ..back.record.clone()
        };
        let imported = Game::replay(&back.record).unwrap();
        let independent = independent_replay(&text, &start);
        assert_eq!(
            imported.board().to_picture(),
            independent.board().to_picture(),
            "{text}"
        );
        assert_eq!(imported.to_move(), independent.to_move(), "{text}");
    }
    assert!(setups >= 100, "only {setups} setups tried");
}
