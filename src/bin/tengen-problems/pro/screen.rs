//! The cheap screen: the engine's tactical facts first, then the raw network, no search.

use super::records::GamePosition;
use tengen::ai::Evaluate;
use tengen::engine::{Board, Color, Game, Move, Point, Rules};

/// The moves of a game looked at: none of the opening (the first 40 moves on 19x19, as
/// many by the board's area on smaller boards: 18 on 13x13, 9 on 9x9).
const FIRST_MOVE: usize = 40;
/// The least difference, in points, between the network's first and second choice
/// (each valued by one look after it) for a position to be short-listed.
const SCREEN_GAP: f32 = 4.0;

/// A tactical fact of a position: a string of two stones or more with two liberties or
/// fewer, or any string in atari. Returns the stones' points of those strings.
pub fn short_strings(board: &Board) -> Vec<Point> {
    board
        .strings()
        .into_iter()
        .filter(|s| s.liberties.len() == 1 || (s.liberties.len() == 2 && s.stones.len() >= 2))
        .flat_map(|s| s.liberties)
        .collect()
}

/// The game of a position: Japanese rules, the position set up, `to_play` to move (the
/// problem's own position, without the record's history).
pub fn game_of(board: &Board, to_play: Color) -> Game {
    let rules = Rules::preset("japanese").unwrap_or_default();
    Game::from_position(rules, board, to_play)
}

/// A position that passed the screen, with how far apart the network's first two
/// choices are.
pub struct Listed<'a> {
    pub position: &'a GamePosition,
    pub gap: f32,
}

/// Why a position did not pass the screen, if it did not; the network is asked only
/// after the facts.
pub fn screen<'a>(
    net: &mut dyn Evaluate,
    position: &'a GamePosition,
) -> Result<Listed<'a>, &'static str> {
    let area = position.board.size() as usize * position.board.size() as usize;
    if position.number < FIRST_MOVE * area / 361 {
        return Err("screen: in the opening");
    }
    let libs = short_strings(&position.board);
    if libs.is_empty() {
        return Err("screen: no string short of liberties");
    }
    let game = game_of(&position.board, position.to_play);
    let Some(e) = net.evaluate(&[(&game, 0)]).pop() else {
        return Err("screen: the network gave no answer");
    };
    let size = position.board.size() as usize;
    let mut order: Vec<usize> = (0..size * size).collect();
    order.sort_by(|&a, &b| e.policy[b].total_cmp(&e.policy[a]));
    let first = Point::new((order[0] % size) as u8, (order[0] / size) as u8);
    let near = |p: Point| {
        libs.iter()
            .any(|l| (l.col as i16 - p.col as i16).abs() + (l.row as i16 - p.row as i16).abs() <= 2)
    };
    if !near(first) {
        return Err("screen: the network's first choice is not at a short string");
    }
    let mut leads = Vec::new();
    for &i in &order[..2] {
        let mut after = game.clone();
        let at = Point::new((i % size) as u8, (i / size) as u8);
        if after.play(Move::Place(at)).is_err() {
            return Err("screen: the network's choice is illegal");
        }
        match net.evaluate(&[(&after, 0)]).pop() {
            Some(a) => leads.push(-a.lead),
            None => return Err("screen: the network gave no answer"),
        }
    }
    // Either way round: a network whose first instinct is the worse move makes a hard
    // problem.
    let gap = leads[0] - leads[1];
    if gap.abs() < SCREEN_GAP {
        return Err("screen: the network's first two choices are close");
    }
    Ok(Listed { position, gap })
}
