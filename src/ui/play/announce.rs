//! What a screen reader hears on the play screen: one polite live region that
//! says each move, capture, atari, refusal and whose turn it is, and reads the
//! whole position on request.

use super::model::color_word;
use crate::engine::{Color, Game, Phase, Point};
use leptos::prelude::*;

/// The live region. Set its text with [`say`].
#[component]
pub fn Announcer(
    /// What to say; a change is announced.
    spoken: RwSignal<String>,
) -> impl IntoView {
    view! {
        <p class="announcer sr-only" role="status" aria-live="polite" aria-atomic="true">
            {move || spoken.get()}
        </p>
    }
}

/// Says `text`, even when it is the same as last time (a live region only
/// speaks when its text changes, so a repeat gets a no-break space).
pub fn say(spoken: RwSignal<String>, text: String) {
    let same = spoken.with_untracked(|s| s.trim_end_matches('\u{a0}') == text);
    let text = if same && !spoken.with_untracked(|s| s.ends_with('\u{a0}')) {
        format!("{text}\u{a0}")
    } else {
        text
    };
    spoken.set(text);
}

/// The notice line as spoken: after an accepted action, any strings in atari
/// and whose turn it is follow it.
pub fn spoken_notice(game: &Game, notice: &str, refusal: bool) -> String {
    let mut words = notice.to_string();
    if refusal {
        return words;
    }
    if game.phase() == Phase::Settling && notice.ends_with("passed.") {
        words.push_str(
            " The game stops: settle the board. Mark dead strings, then agree on the count.",
        );
    }
    if game.phase() != Phase::Playing {
        return words;
    }
    for s in game.board().strings_in_atari() {
        let stones = if s.stones.len() == 1 {
            "stone"
        } else {
            "stones"
        };
        words.push_str(&format!(
            " Atari: {} {stones} at {}.",
            color_word(s.color).to_lowercase(),
            point_list(game, &s.stones)
        ));
    }
    words.push_str(&format!(" {} to play.", color_word(game.to_move())));
    words.trim_start().to_string()
}

/// The whole position as lists of stones: "Black: D4, E5. White: C3."
pub fn read_board(game: &Game) -> String {
    let size = game.size();
    let board = game.board();
    let settling = game.phase() == Phase::Settling;
    let list = |c: Color| {
        let mut names = Vec::new();
        for p in Point::all(size) {
            if board.get(p) == Some(c) {
                let dead = settling && game.is_dead(p);
                names.push(format!(
                    "{}{}",
                    p.to_gtp(size),
                    if dead { " dead" } else { "" }
                ));
            }
        }
        names
    };
    let (black, white) = (list(Color::Black), list(Color::White));
    if black.is_empty() && white.is_empty() {
        return "The board is empty.".to_string();
    }
    let side = |c: Color, names: Vec<String>| {
        if names.is_empty() {
            format!("{}: no stones.", color_word(c))
        } else {
            format!("{}: {}.", color_word(c), names.join(", "))
        }
    };
    format!(
        "{} {}",
        side(Color::Black, black),
        side(Color::White, white)
    )
}

/// Points in reading order, as players write them.
fn point_list(game: &Game, points: &[Point]) -> String {
    let mut sorted = points.to_vec();
    sorted.sort_by_key(|p| (p.row, p.col));
    sorted
        .iter()
        .map(|p| p.to_gtp(game.size()))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Move, Rules};

    fn game(moves: &[&str]) -> Game {
        let mut g = Game::new(Rules::preset("aga").unwrap(), 9, 0).unwrap();
        for m in moves {
            g.play(Move::Place(Point::parse_gtp(m, 9).unwrap()))
                .unwrap();
        }
        g
    }

    /// The board is read as a list of stones per colour.
    #[test]
    fn reads_the_board() {
        assert_eq!(read_board(&game(&[])), "The board is empty.");
        assert_eq!(
            read_board(&game(&["D4", "C3", "E5"])),
            "Black: E5, D4. White: C3."
        );
    }

    /// A move that puts a string in atari says so, then whose turn it is.
    #[test]
    fn speaks_atari_and_turn() {
        let g = game(&["A2", "A1"]);
        assert_eq!(
            spoken_notice(&g, "White played A1.", false),
            "White played A1. Atari: white stone at A1. Black to play."
        );
        assert_eq!(
            spoken_notice(&g, "That point is occupied.", true),
            "That point is occupied."
        );
    }
}
