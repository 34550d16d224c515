//! The computer player over GTP: `genmove`, `tengen-level`, `tengen-lead` and
//! `tengen-raw-nn`.

use super::Session;
use crate::ai::player::level::{levels, Level};
use crate::ai::player::random_move;
use crate::ai::search::{Search, SearchParams};
use crate::ai::Evaluation;
use crate::engine::{Color, Game, Move, Point};
use std::fmt::Write;

impl Session {
    /// `genmove COLOR`: the computer's move at the current level (the random player when
    /// the session has no evaluator), played on the board; `resign` leaves it as it is.
    pub(super) fn genmove(&mut self, color: Color) -> Result<String, String> {
        let size = self.game.size();
        let mv = match &mut self.player {
            None => random_move(&self.game, color, &mut self.rng),
            Some(player) => {
                let position = as_turn_of(&self.game, color);
                let mv = player.genmove(&position, &clock, &mut |_| true);
                match mv {
                    Move::Place(p) if !self.game.is_legal(color, p) => {
                        random_move(&self.game, color, &mut self.rng)
                    }
                    mv => mv,
                }
            }
        };
        if mv != Move::Resign {
            self.play(color, mv)?;
        }
        Ok(mv.to_gtp(size))
    }

    /// `tengen-level [N]`: sets the level (1 weakest to the number of levels), or names
    /// the current one as `N id`.
    pub(super) fn level_command(&mut self, args: &[String]) -> Result<String, String> {
        let Some(text) = args.first() else {
            let id = Level::by_number(self.level).map_or("", |l| l.id);
            return Ok(format!("{} {id}", self.level));
        };
        let n: usize = text.parse().map_err(|_| "level not an integer")?;
        let level =
            Level::by_number(n).ok_or_else(|| format!("level must be 1 to {}", levels().len()))?;
        self.level = n;
        if let Some(player) = &mut self.player {
            player.set_level(level);
        }
        Ok(String::new())
    }

    /// `tengen-lead [VISITS]`: the strongest level's search of the position (with its own
    /// budget, or VISITS), fresh, with the player to move's expected lead and win rate at
    /// its root and the move it would choose, as `LEAD WINRATE MOVE` (`scripts/levels.py`
    /// measures points lost per move with it).
    pub(super) fn lead(&mut self, args: &[String]) -> Result<String, String> {
        let seed = self.rng.next_u64();
        let player = self.player.as_mut().ok_or("no network")?;
        let strongest = levels().last().ok_or("no levels")?;
        let mut params = SearchParams {
            temperature: 0.0,
            oversight: 0.0,
            ..strongest.params(self.game.size())
        };
        if let Some(visits) = args.first() {
            params.visits = visits.parse().map_err(|_| "visits not an integer")?;
        }
        let mut search = Search::new(&self.game, params, seed);
        search.run(player.evaluator(), &clock, &mut |_| true);
        let value = search.root_value().ok_or("the search found no value")?;
        let best = search.best().to_gtp(self.game.size());
        Ok(format!("{:.2} {:.3} {best}", value.lead, value.win_rate))
    }

    /// `tengen-raw-nn SYMMETRY`: the evaluator's raw view of the position, from White's
    /// side, in the layout of KataGo's `kata-raw-nn`.
    pub(super) fn raw_nn(&mut self, args: &[String]) -> Result<String, String> {
        let symmetry: u8 = super::arg(args, 0, "symmetry")?
            .parse()
            .ok()
            .filter(|s| *s < 8)
            .ok_or("symmetry must be 0 to 7")?;
        let player = self.player.as_mut().ok_or("no network")?;
        let e = player
            .evaluator()
            .evaluate(&[(&self.game, symmetry)])
            .pop()
            .ok_or("the network gave no answer")?;
        Ok(raw_nn_text(&self.game, &e, symmetry))
    }
}

/// `game` with `color` to move (GTP may ask either colour): the game itself, or its
/// position set up afresh with the other player to move.
fn as_turn_of(game: &Game, color: Color) -> Game {
    if game.to_move() == color {
        game.clone()
    } else {
        Game::from_position(*game.rules(), game.board(), color)
    }
}

/// Seconds, for the search's time limit (GTP runs natively; on the web there is none).
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn clock() -> f64 {
    crate::ai::search::native_clock()
}

#[cfg(target_arch = "wasm32")]
pub(super) fn clock() -> f64 {
    0.0
}

/// KataGo's `kata-raw-nn` text: numbers from White's view; illegal points are `NAN`.
fn raw_nn_text(game: &Game, e: &Evaluation, symmetry: u8) -> String {
    let white = game.to_move() == Color::White;
    let (win, loss) = if white {
        (e.win, e.loss)
    } else {
        (e.loss, e.win)
    };
    let sign = if white { 1.0 } else { -1.0 };
    let size = game.size();
    let mut out = format!("symmetry {symmetry}\n");
    let _ = writeln!(out, "whiteWin {win:.6}");
    let _ = writeln!(out, "whiteLoss {loss:.6}");
    let _ = writeln!(out, "noResult {:.6}", e.no_result);
    let _ = writeln!(out, "whiteLead {:.3}", sign * e.lead);
    out.push_str("policy\n");
    for row in 0..size {
        for col in 0..size {
            let p = Point::new(col, row);
            match game.check(p) {
                Ok(()) => write!(
                    out,
                    "{:8.6} ",
                    e.policy.get(p.index(size)).copied().unwrap_or(0.0)
                ),
                Err(_) => write!(out, "{:>8} ", "NAN"),
            }
            .ok();
        }
        out.push('\n');
    }
    let pass = e
        .policy
        .get(size as usize * size as usize)
        .copied()
        .unwrap_or(0.0);
    let _ = writeln!(out, "policyPass {pass:8.6} ");
    out.push_str("whiteOwnership\n");
    for row in 0..size {
        for col in 0..size {
            let i = Point::new(col, row).index(size);
            let o = sign * e.ownership.get(i).copied().unwrap_or(0.0);
            let _ = write!(out, "{o:9.7} ");
        }
        out.push('\n');
    }
    out.pop();
    out
}
