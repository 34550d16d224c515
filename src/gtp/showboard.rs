//! The `showboard` picture: the board with coordinates and the capture counts.

use crate::engine::{Color, Game, Point};

/// The board as text, `X` for Black and `O` for White, starting on a new line.
pub fn render(game: &Game) -> String {
    let board = game.board();
    let size = board.size();
    let letters: String = (0..size)
        .map(|col| format!(" {}", &Point::new(col, 0).to_gtp(size)[..1]))
        .collect();
    let mut text = format!("\n   {letters}\n");
    for row in 0..size {
        let number = size - row;
        text.push_str(&format!("{number:2} "));
        for col in 0..size {
            let stone = match board.get(Point::new(col, row)) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            };
            text.push(' ');
            text.push(stone);
        }
        text.push_str(&format!(" {number}\n"));
    }
    text.push_str(&format!("   {letters}\n"));
    for color in Color::BOTH {
        let letter = if color == Color::Black { 'X' } else { 'O' };
        let captures = game.captures(color);
        text.push_str(&format!(
            "{color} ({letter}) has captured {captures} stones\n"
        ));
    }
    text
}
