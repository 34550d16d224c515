//! What a screen reader hears on the play screen: one polite live region that
//! says each move, capture, atari, refusal and whose turn it is, and reads the
//! whole position on request.

use super::notice::{passed, Notice};
use crate::engine::{Color, Game, Move, Phase, Point};
use crate::i18n::tr;
use crate::tr;
use crate::ui::board_view::Shown;
use crate::ui::words::color_name;
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

/// The live region's text: every notice, spoken with what follows it.
pub fn speak_notices(message: RwSignal<Option<Notice>>, game: Memo<Shown>) -> RwSignal<String> {
    let spoken = RwSignal::new(String::new());
    Effect::new(move |_| {
        if let Some(m) = message.get() {
            let text = game.with_untracked(|g| spoken_notice(&g.0, &m.text, m.refusal));
            say(spoken, text);
        }
    });
    spoken
}

/// The notice line as spoken: after an accepted action, any strings in atari
/// and whose turn it is follow it.
pub fn spoken_notice(game: &Game, notice: &str, refusal: bool) -> String {
    let mut words = notice.to_string();
    if refusal {
        return words;
    }
    // The pass that stopped the game (not a later mark while settling) says what comes next.
    let stopping_pass =
        matches!(game.last_move(), Some((color, Move::Pass)) if notice == passed(color));
    if game.phase() == Phase::Settling && stopping_pass {
        words.push(' ');
        words.push_str(&tr("play-settle-now"));
    }
    if game.phase() != Phase::Playing {
        return words;
    }
    for s in game.board().strings_in_atari() {
        let count = s.stones.len() as f64;
        let points = point_list(game, &s.stones);
        let atari = match s.color {
            Color::Black => tr!("play-atari-black", count = count, points = points),
            Color::White => tr!("play-atari-white", count = count, points = points),
        };
        words.push(' ');
        words.push_str(&atari);
    }
    words.push(' ');
    words.push_str(&tr!(
        "play-color-to-play",
        color = color_name(game.to_move())
    ));
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
                let name = p.to_gtp(size);
                names.push(if dead {
                    tr!("play-read-dead", point = name)
                } else {
                    name
                });
            }
        }
        names
    };
    let (black, white) = (list(Color::Black), list(Color::White));
    if black.is_empty() && white.is_empty() {
        return tr("play-read-empty");
    }
    let side = |c: Color, names: Vec<String>| {
        if names.is_empty() {
            tr!("play-read-no-stones", color = color_name(c))
        } else {
            tr!(
                "play-read-stones",
                color = color_name(c),
                points = names.join(", ")
            )
        }
    };
    format!(
        "{} {}",
        side(Color::Black, black),
        side(Color::White, white)
    )
}

/// Points in reading order, as players write them: row by row, each from the left.
fn point_list(game: &Game, points: &[Point]) -> String {
    let size = game.size();
    (0..size)
        .flat_map(|row| (0..size).map(move |col| Point::new(col, row)))
        .filter(|p| points.contains(p))
        .map(|p| p.to_gtp(size))
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

    /// The pass that stops the game says what comes next; a later mark does not.
    #[test]
    fn the_stopping_pass_asks_to_settle() {
        let mut g = game(&["D4"]);
        g.play(Move::Pass).unwrap();
        g.play(Move::Pass).unwrap();
        assert_eq!(g.phase(), Phase::Settling);
        assert_eq!(
            spoken_notice(&g, &passed(Color::Black), false),
            "Black passed. The game stops: settle the board. Mark dead strings, then agree on the count."
        );
        assert_eq!(
            spoken_notice(&g, "Marked the string dead.", false),
            "Marked the string dead."
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
