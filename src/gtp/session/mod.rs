//! One GTP session: the game being played and the answer to every command.

mod analyze;
mod computer;
mod sgf;
mod status;

use super::args::{self, arg};
use super::protocol::{Command, Response};
use crate::ai::player::level::{levels, Level};
use crate::ai::player::Player;
use crate::ai::Evaluate;
use crate::engine::handicap::{fixed_points, max_fixed_handicap};
use crate::engine::rng::Rng;
use crate::engine::{
    presets, Color, Ending, Game, HalfPoints, Move, MoveError, Phase, Placement, Point, Rules,
    MAX_SIZE, MIN_SIZE,
};

/// Every command the engine knows, as `list_commands` reports them.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "undo",
    "genmove",
    "is_legal",
    "all_legal",
    "list_stones",
    "captures",
    "fixed_handicap",
    "set_free_handicap",
    "final_score",
    "showboard",
    "tengen-rules",
    "loadsgf",
    "printsgf",
    "tengen-level",
    "tengen-lead",
    "tengen-raw-nn",
    "final_status_list",
    "kata-analyze",
];

/// The ruleset a session starts with.
const DEFAULT_RULES: &str = "aga";

/// The state behind one GTP connection.
pub struct Session {
    game: Game,
    /// The preset chosen with `tengen-rules`.
    rules_id: &'static str,
    /// Komi set with `komi`; it replaces the preset's komi until the rules change.
    komi: Option<HalfPoints>,
    rng: Rng,
    quit: bool,
    /// The computer player behind `genmove`; None plays random moves.
    player: Option<Player<Box<dyn Evaluate>>>,
    /// The level chosen with `tengen-level`, from 1.
    level: usize,
}

impl Session {
    /// A 19x19 session under the default rules whose `genmove` plays random legal moves
    /// that fill no own eye (no evaluator); `seed` fixes its choices.
    pub fn new(seed: u64) -> Session {
        Session {
            game: empty_game(gtp_rules(DEFAULT_RULES, None), MAX_SIZE),
            rules_id: DEFAULT_RULES,
            komi: None,
            rng: Rng::new(seed),
            quit: false,
            player: None,
            level: levels().len(),
        }
    }

    /// A session whose `genmove` is the computer player on `evaluator` at `level`
    /// (1 weakest; out of range means the strongest).
    pub fn with_player(seed: u64, evaluator: Box<dyn Evaluate>, level: usize) -> Session {
        Session::with_tuned_player(seed, evaluator, level, |_| {})
    }

    /// As [`Session::with_player`], the level changed by `tune` first (the measuring
    /// scripts' `--visits` and `--search` options; `tengen-level` goes back to the presets).
    pub fn with_tuned_player(
        seed: u64,
        evaluator: Box<dyn Evaluate>,
        level: usize,
        tune: impl FnOnce(&mut Level),
    ) -> Session {
        let mut session = Session::new(seed);
        if Level::by_number(level).is_some() {
            session.level = level;
        }
        let mut chosen = levels()[session.level - 1];
        tune(&mut chosen);
        session.player = Some(Player::new(evaluator, &chosen, seed));
        session
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether `quit` has been answered: the caller should stop reading.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// Answers one input line; `None` for lines GTP ignores (empty, comments).
    pub fn respond(&mut self, line: &str) -> Option<Response> {
        let command = Command::parse(line)?;
        Some(Response {
            id: command.id,
            outcome: self.execute(&command),
        })
    }

    /// Runs one command: `Ok(text)` is answered with `=`, `Err(reason)` with `?`.
    pub fn execute(&mut self, command: &Command) -> Result<String, String> {
        let args = command.args.as_slice();
        let size = self.game.size();
        match command.name.as_str() {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("Tengen".into()),
            "version" => Ok(format!(
                "{} (genmove plays {})",
                env!("CARGO_PKG_VERSION"),
                match self.player {
                    Some(_) => "the computer player at the level set",
                    None => "a random legal move that keeps its own eyes",
                }
            )),
            "known_command" => {
                let name = arg(args, 0, "command name")?;
                Ok(COMMANDS.contains(&name).to_string())
            }
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => {
                self.quit = true;
                Ok(String::new())
            }
            "boardsize" => self.boardsize(arg(args, 0, "board size")?),
            "clear_board" => {
                self.game = self.new_game(size);
                Ok(String::new())
            }
            "komi" => self.set_komi(args::komi(arg(args, 0, "komi")?)?),
            "play" => {
                let color = args::color(arg(args, 0, "color")?)?;
                let mv = args::vertex(arg(args, 1, "vertex")?, size)?;
                self.play(color, mv).map(|()| String::new())
            }
            "undo" => self
                .game
                .undo_move()
                .map(|()| String::new())
                .map_err(|_| "cannot undo".to_string()),
            "genmove" => self.genmove(args::color(arg(args, 0, "color")?)?),
            "is_legal" => {
                let color = args::color(arg(args, 0, "color")?)?;
                let legal = match args::vertex(arg(args, 1, "vertex")?, size)? {
                    Move::Place(p) => self.game.is_legal(color, p),
                    _ => true,
                };
                Ok(if legal { "1" } else { "0" }.into())
            }
            "all_legal" => {
                let color = args::color(arg(args, 0, "color")?)?;
                let legal = Point::all(size).filter(|&p| self.game.is_legal(color, p));
                Ok(args::vertex_list(legal, size))
            }
            "list_stones" => {
                let color = args::color(arg(args, 0, "color")?)?;
                let board = self.game.board();
                let stones = Point::all(size).filter(|&p| board.get(p) == Some(color));
                Ok(args::vertex_list(stones, size))
            }
            "captures" => {
                let color = args::color(arg(args, 0, "color")?)?;
                Ok(self.game.captures(color).to_string())
            }
            "fixed_handicap" => self.fixed_handicap(arg(args, 0, "number of stones")?),
            "set_free_handicap" => self.set_free_handicap(args),
            "final_score" => Ok(self.game.final_score().result().to_sgf()),
            "showboard" => Ok(super::showboard::render(&self.game)),
            "tengen-rules" => match args.first() {
                None => Ok(self.rules_id.into()),
                Some(id) => self.choose_rules(id),
            },
            "tengen-level" => self.level_command(args),
            "tengen-lead" => self.lead(args),
            "tengen-raw-nn" => self.raw_nn(args),
            "loadsgf" => self.loadsgf(args),
            "final_status_list" => self.final_status_list(args),
            "kata-analyze" => {
                // Without a stream (`run` streams it): one report.
                let mut a = self.start_analysis(args)?;
                Ok(self.analyse_step(&mut a))
            }
            "printsgf" => self.printsgf(args),
            _ => Err("unknown command".into()),
        }
    }

    fn rules(&self) -> Rules {
        gtp_rules(self.rules_id, self.komi)
    }

    /// An empty board of this size under the current rules.
    fn new_game(&self, size: u8) -> Game {
        empty_game(self.rules(), size)
    }

    fn boardsize(&mut self, text: &str) -> Result<String, String> {
        match text.parse::<u8>() {
            Ok(size) if (MIN_SIZE..=MAX_SIZE).contains(&size) => {
                self.game = self.new_game(size);
                Ok(String::new())
            }
            Ok(_) => Err("unacceptable size".into()),
            Err(_) => Err("boardsize not an integer".into()),
        }
    }

    /// Sets komi and replays the game under it, so the score follows at once.
    fn set_komi(&mut self, komi: HalfPoints) -> Result<String, String> {
        self.komi = Some(komi);
        let mut record = self.game.record().clone();
        record.rules = self.rules();
        self.game = Game::replay(&record).map_err(|e| e.to_string())?;
        Ok(String::new())
    }

    fn choose_rules(&mut self, id: &str) -> Result<String, String> {
        let preset = presets().into_iter().find(|p| p.id == id).ok_or_else(|| {
            let ids: Vec<&str> = presets().iter().map(|p| p.id).collect();
            format!("unknown rules {id} (known: {})", ids.join(" "))
        })?;
        self.rules_id = preset.id;
        self.komi = None;
        self.game = self.new_game(self.game.size());
        Ok(String::new())
    }

    /// Plays for either colour in any order, as GTP requires.
    pub(super) fn play(&mut self, color: Color, mv: Move) -> Result<(), String> {
        self.game
            .play_as(color, mv)
            .map_err(|e| format!("illegal move: {}", reason(e)))?;
        // Two passes open the settling phase; GTP knows none, so play simply goes on.
        if self.game.phase() == Phase::Settling {
            self.game.resume().map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    fn fixed_handicap(&mut self, text: &str) -> Result<String, String> {
        self.require_empty_board()?;
        let size = self.game.size();
        let stones: u8 = text.parse().map_err(|_| "handicap not an integer")?;
        if stones > max_fixed_handicap(size) {
            return Err("invalid handicap".into());
        }
        // GTP fixes the points whatever the rules say about placement.
        let points = fixed_points(size, stones, Placement::FixedGtp).ok_or("invalid handicap")?;
        self.place_handicap(points.clone())?;
        Ok(args::vertex_list(points, size))
    }

    fn set_free_handicap(&mut self, vertices: &[String]) -> Result<String, String> {
        self.require_empty_board()?;
        let size = self.game.size();
        let mut points = Vec::new();
        for text in vertices {
            let p = args::point(text, size)?;
            if points.contains(&p) {
                return Err("repeated vertex".into());
            }
            points.push(p);
        }
        if points.len() < 2 || points.len() >= size as usize * size as usize {
            return Err("invalid handicap".into());
        }
        self.place_handicap(points)?;
        Ok(String::new())
    }

    fn place_handicap(&mut self, points: Vec<Point>) -> Result<(), String> {
        let stones = u8::try_from(points.len()).map_err(|_| "invalid handicap")?;
        self.game = Game::with_handicap_stones(self.rules(), self.game.size(), stones, points)
            .map_err(|e| e.to_string())?;
        Ok(())
    }

    fn require_empty_board(&self) -> Result<(), String> {
        let board = self.game.board();
        if Color::BOTH.iter().any(|&c| board.stone_count(c) > 0) {
            Err("board not empty".into())
        } else {
            Ok(())
        }
    }
}

/// A preset's rules as GTP plays them: with the komi the controller set, and passes
/// never ending play (GTP has no end of game: the controller decides it).
fn gtp_rules(preset: &str, komi: Option<HalfPoints>) -> Rules {
    let mut rules = Rules::preset(preset).unwrap_or_default();
    rules.ending = Ending::TwoPassesThenSettle {
        four_pass_fallback: false,
    };
    match komi {
        Some(komi) => rules.with_komi(komi),
        None => rules,
    }
}

/// An empty board; `size` must already be checked.
fn empty_game(rules: Rules, size: u8) -> Game {
    Game::with_handicap_stones(rules, size, 0, Vec::new()).expect("board size checked")
}

/// A refusal in GTP's lower-case style, e.g. `ko`, `suicide`.
fn reason(error: MoveError) -> String {
    match error {
        MoveError::Occupied => "occupied".into(),
        MoveError::Suicide => "suicide".into(),
        MoveError::Ko => "ko".into(),
        MoveError::Superko { .. } => "superko".into(),
        MoveError::GameOver => "game over".into(),
        other => other.to_string(),
    }
}
