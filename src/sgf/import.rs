//! Reading SGF text (FF[3] and FF[4]) into a game record, with warnings in words for
//! everything the engine cannot take as written.

use super::ruleset::{preset_for, DEFAULT_PRESET};
use super::scan::{line_column, scan};
use super::warning::{ImportWarning, SyntaxFault};
use super::SETTLE_PROPERTY;
use crate::engine::game::compact::parse_events;
use crate::engine::handicap::fixed_points;
use crate::engine::{
    Color, Compensation, Game, GameRecord, HalfPoints, Move, Phase, Placement, Point, Rules, Setup,
    MAX_SIZE, MIN_SIZE,
};
use sgf_parse::go::{self, Prop};
use sgf_parse::SgfNode;
use std::fmt;

/// The largest SGF text accepted.
pub const MAX_BYTES: usize = 1 << 20;
/// The longest node chain accepted (freeing a deeper tree would exhaust the stack).
pub const MAX_DEPTH: usize = 2_000;
/// Warnings beyond this many are summed up in one line.
const MAX_WARNINGS: usize = 20;

/// Why SGF text could not be imported at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SgfError {
    TooLarge {
        bytes: usize,
    },
    /// Not SGF; `at` is the line and column when known.
    Malformed {
        reason: SyntaxFault,
        at: Option<(usize, usize)>,
    },
    TooDeep {
        depth: usize,
    },
    /// A game other than Go (`GM` is not 1).
    NotGo,
    /// A board of `width` by `height`: only square boards are played.
    NotSquare {
        width: u8,
        height: u8,
    },
    /// `SZ` is not a number.
    SizeUnreadable,
    /// A square board of a size Tengen does not play.
    SizeOutOfRange {
        size: u8,
    },
    /// The starting stones cannot be placed (the engine's words).
    Setup(String),
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SgfError::TooLarge { bytes } => write!(
                f,
                "The file is too large ({} KB): game records up to 1 MB are read.",
                bytes / 1024
            ),
            SgfError::Malformed {
                reason,
                at: Some((line, column)),
            } => write!(
                f,
                "This is not a readable SGF record: {reason} (line {line}, column {column})."
            ),
            SgfError::Malformed { reason, at: None } => {
                write!(f, "This is not a readable SGF record: {reason}.")
            }
            SgfError::TooDeep { depth } => write!(
                f,
                "The record is too long: {depth} nodes in a line (at most {MAX_DEPTH})."
            ),
            SgfError::NotGo => write!(f, "This SGF record is not a game of Go."),
            SgfError::NotSquare { width, height } => write!(
                f,
                "The board is {width}x{height}: only square boards are played."
            ),
            SgfError::SizeUnreadable => write!(f, "The board size is unreadable."),
            SgfError::SizeOutOfRange { size } => write!(
                f,
                "The board is {size}x{size}: boards from {MIN_SIZE}x{MIN_SIZE} to \
                 {MAX_SIZE}x{MAX_SIZE} are played."
            ),
            SgfError::Setup(s) => write!(f, "The starting position cannot be set up: {s}"),
        }
    }
}

impl std::error::Error for SgfError {}

/// A record read from SGF, with what had to be assumed or left out.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub record: GameRecord,
    /// The preset the rules come from (from `RU`, else assumed).
    pub preset_id: &'static str,
    /// Black's and White's names (`PB`, `PW`), empty if not given.
    pub names: [String; 2],
    pub date: Option<String>,
    pub title: Option<String>,
    /// `RE` as written.
    pub result: Option<String>,
    pub warnings: Vec<ImportWarning>,
}

/// Reads the first game of an SGF collection, following the main line. Never panics.
pub fn import(text: &str) -> Result<Imported, SgfError> {
    let games = parse_games(text)?;
    let mut warnings = Warnings::default();
    if games.len() > 1 {
        warnings.push(ImportWarning::ManyGames { count: games.len() });
    }
    let root = games.first().ok_or(SgfError::Malformed {
        reason: SyntaxFault::NoGame,
        at: None,
    })?;
    read_game(root, warnings)
}

/// The games of an SGF collection as `sgf-parse` reads them, after the checks that keep
/// a file from exhausting memory or the stack: at most [`MAX_BYTES`], lines of at most
/// [`MAX_DEPTH`] nodes.
pub(crate) fn parse_games(text: &str) -> Result<Vec<SgfNode<Prop>>, SgfError> {
    if text.len() > MAX_BYTES {
        return Err(SgfError::TooLarge { bytes: text.len() });
    }
    let shape = scan(text);
    if shape.depth > MAX_DEPTH {
        return Err(SgfError::TooDeep { depth: shape.depth });
    }
    go::parse(text).map_err(|e| malformed(text, &shape, e))
}

fn malformed(text: &str, shape: &super::scan::Shape, e: sgf_parse::SgfParseError) -> SgfError {
    use sgf_parse::SgfParseError as E;
    if matches!(e, E::UnexpectedGameType | E::InvalidGameType) {
        return SgfError::NotGo;
    }
    let start = text.len() - text.trim_start().len();
    let fault = match &shape.fault {
        None if !text[start..].starts_with('(') && start < text.len() => {
            Some((start, SyntaxFault::NoOpening))
        }
        fault => fault.clone(),
    };
    match fault {
        Some((offset, what)) => SgfError::Malformed {
            reason: what,
            at: Some(line_column(text, offset)),
        },
        None => SgfError::Malformed {
            reason: match e {
                E::NoGameTrees => SyntaxFault::NoGameTree,
                other => SyntaxFault::Other(other.to_string().to_lowercase()),
            },
            at: None,
        },
    }
}

#[derive(Default)]
struct Warnings(Vec<ImportWarning>, usize);

impl Warnings {
    fn push(&mut self, w: ImportWarning) {
        if self.0.len() < MAX_WARNINGS {
            self.0.push(w);
        } else {
            self.1 += 1;
        }
    }

    fn finish(mut self) -> Vec<ImportWarning> {
        if self.1 > 0 {
            self.0.push(ImportWarning::More { count: self.1 });
        }
        self.0
    }
}

fn simple_text(root: &SgfNode<Prop>, id: &str) -> Option<String> {
    match root.get_property(id)? {
        Prop::PB(t) | Prop::PW(t) | Prop::DT(t) | Prop::GN(t) | Prop::RE(t) | Prop::RU(t) => {
            Some(t.text.clone())
        }
        _ => None,
    }
}

/// The board size of a game (`SZ`, 19 without it), if Tengen plays on it.
pub(crate) fn board_size(root: &SgfNode<Prop>) -> Result<u8, SgfError> {
    let size = match root.get_property("SZ") {
        None => 19,
        Some(Prop::SZ((w, h))) if w == h => *w,
        Some(Prop::SZ((w, h))) => {
            return Err(SgfError::NotSquare {
                width: *w,
                height: *h,
            })
        }
        Some(_) => return Err(SgfError::SizeUnreadable),
    };
    if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Err(SgfError::SizeOutOfRange { size });
    }
    Ok(size)
}

fn read_game(root: &SgfNode<Prop>, mut warnings: Warnings) -> Result<Imported, SgfError> {
    let size = board_size(root)?;
    let (preset_id, mut rules) = read_rules(root, &mut warnings);
    let handicap = match root.get_property("HA") {
        Some(Prop::HA(n)) => u8::try_from(*n).unwrap_or(u8::MAX),
        // sgf-parse refuses HA below 2; Tengen writes HA[1] for a one-stone handicap.
        Some(Prop::Invalid(_, v)) => v.first().and_then(|v| v.trim().parse().ok()).unwrap_or(0),
        _ => 0,
    };
    read_komi(root, &mut rules, handicap, preset_id, &mut warnings);
    let (black, white) = (points(root, "AB", size), points(root, "AW", size));
    let mut record = GameRecord {
        rules,
        size,
        handicap,
        handicap_stones: Vec::new(),
        setup: Vec::new(),
        first: player_to_move(root),
        events: Vec::new(),
    };
    if white.is_empty() && black.len() >= 2 {
        if handicap == 0 {
            record.handicap = u8::try_from(black.len()).unwrap_or(u8::MAX);
        }
        record.handicap_stones = in_fixed_order(black, size, rules.handicap.placement);
    } else {
        record.setup = black
            .into_iter()
            .map(|p| (Color::Black, p))
            .chain(white.into_iter().map(|p| (Color::White, p)))
            .collect();
    }
    if record.first.is_none() {
        // Without PL, the first move says who starts (setups, handicap without stones).
        let usual = if record.handicap_stones.is_empty() {
            Color::Black
        } else {
            Color::White
        };
        let first = root
            .main_variation()
            .find_map(|n| move_of(n, size).map(|m| m.0));
        if let Some(c) = first.filter(|&c| c != usual) {
            record.first = Some(c);
        }
    }
    let mut game = Game::replay(&record).map_err(|e| SgfError::Setup(e.to_string()))?;
    play_main_line(root, &mut game, &mut warnings);
    let result = simple_text(root, "RE");
    if let Some(re) = &result {
        end_from_result(re, root, &mut game, &mut warnings);
    }
    Ok(Imported {
        record: game.record().clone(),
        preset_id,
        names: [
            simple_text(root, "PB").unwrap_or_default(),
            simple_text(root, "PW").unwrap_or_default(),
        ],
        date: simple_text(root, "DT"),
        title: simple_text(root, "GN"),
        result,
        warnings: warnings.finish(),
    })
}

fn read_rules(root: &SgfNode<Prop>, warnings: &mut Warnings) -> (&'static str, Rules) {
    let ru = simple_text(root, "RU");
    let id = match ru.as_deref().map(|r| (r, preset_for(r))) {
        Some((_, Some((id, _)))) => id,
        Some((_, None)) | None => DEFAULT_PRESET,
    };
    let preset = crate::engine::presets()
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| crate::engine::presets().remove(0));
    let preset_id = preset.id;
    match ru.map(|r| (preset_for(&r), r)) {
        Some((Some((_, true)), _)) => {}
        Some((Some((_, false)), ru)) => {
            warnings.push(ImportWarning::RulesApproximated { ru, preset_id })
        }
        Some((None, ru)) => warnings.push(ImportWarning::RulesUnknown { ru, preset_id }),
        None => warnings.push(ImportWarning::NoRules { preset_id }),
    }
    (preset.id, preset.rules)
}

fn read_komi(
    root: &SgfNode<Prop>,
    rules: &mut Rules,
    handicap: u8,
    preset_id: &'static str,
    warnings: &mut Warnings,
) {
    let preset_komi = rules.komi_for(handicap);
    let komi = match root.get_property("KM") {
        Some(Prop::KM(k)) if k.is_finite() && k.abs() < 1000.0 => {
            HalfPoints::halves((k * 2.0).round() as i32)
        }
        Some(_) => {
            warnings.push(ImportWarning::KomiUnreadable {
                komi: preset_komi,
                preset_id,
            });
            return;
        }
        None => {
            warnings.push(ImportWarning::NoKomi {
                komi: preset_komi,
                preset_id,
            });
            return;
        }
    };
    if komi != preset_komi {
        rules.komi = komi;
        rules.handicap.komi = komi;
        if rules.handicap.compensation == Compensation::KomiEqualsN {
            rules.handicap.compensation = Compensation::None;
        }
    }
}

/// The points of a setup property (`AB`, `AW`, `AE`) on this board, sorted.
pub(crate) fn points(node: &SgfNode<Prop>, id: &str, size: u8) -> Vec<Point> {
    let mut v: Vec<Point> = match node.get_property(id) {
        Some(Prop::AB(s) | Prop::AW(s) | Prop::AE(s)) => s
            .iter()
            .map(|p| Point::new(p.x, p.y))
            .filter(|p| p.on_board(size))
            .collect(),
        _ => Vec::new(),
    };
    v.sort();
    v
}

/// `PL`: who moves next.
pub(crate) fn player_to_move(node: &SgfNode<Prop>) -> Option<Color> {
    match node.get_property("PL") {
        Some(Prop::PL(sgf_parse::Color::Black)) => Some(Color::Black),
        Some(Prop::PL(sgf_parse::Color::White)) => Some(Color::White),
        _ => None,
    }
}

/// The setup of a node after the root: `AB`/`AW`/`AE`, or a `PL` without a move.
fn setup_of(node: &SgfNode<Prop>, size: u8) -> Option<Setup> {
    let setup = Setup {
        black: points(node, "AB", size),
        white: points(node, "AW", size),
        empty: points(node, "AE", size),
        to_move: player_to_move(node),
    };
    let stones = node
        .properties()
        .any(|p| matches!(p, Prop::AB(_) | Prop::AW(_) | Prop::AE(_)));
    let turn_only = setup.to_move.is_some() && move_of(node, size).is_none();
    (stones || turn_only).then_some(setup)
}

/// Handicap stones in the order the engine places them, when they are a fixed layout.
fn in_fixed_order(stones: Vec<Point>, size: u8, preferred: Placement) -> Vec<Point> {
    let n = u8::try_from(stones.len()).unwrap_or(0);
    for placement in [preferred, Placement::FixedTraditional, Placement::FixedGtp] {
        if let Some(fixed) = fixed_points(size, n, placement) {
            let mut sorted = fixed.clone();
            sorted.sort();
            if sorted == stones {
                return fixed;
            }
        }
    }
    stones
}

/// The move in a node: colour and move, or None. A value broken across lines
/// (`W[oq\n]`, which sgf-parse refuses) is read trimmed.
pub(crate) fn move_of(node: &SgfNode<Prop>, size: u8) -> Option<(Color, Result<Move, String>)> {
    node.properties().find_map(|prop| {
        let (color, mv) = match prop {
            Prop::B(mv) => (Color::Black, Ok(*mv)),
            Prop::W(mv) => (Color::White, Ok(*mv)),
            Prop::Invalid(id, values) if id == "B" || id == "W" => {
                let color = if id == "B" {
                    Color::Black
                } else {
                    Color::White
                };
                let text = values.first().map_or("", |v| v.trim());
                (
                    color,
                    text.parse::<go::Move>()
                        .map_err(|_| format!("{id}[{text}]")),
                )
            }
            _ => return None,
        };
        let mv = mv.and_then(|mv| match mv {
            go::Move::Pass => Ok(Move::Pass),
            // `tt` is a pass on boards up to 19x19 (FF[3]).
            go::Move::Move(p) if p.x == 19 && p.y == 19 => Ok(Move::Pass),
            go::Move::Move(p) if Point::new(p.x, p.y).on_board(size) => {
                Ok(Move::Place(Point::new(p.x, p.y)))
            }
            go::Move::Move(p) => Err(format!(
                "{}[{}{}]",
                color.letter(),
                (b'a' + p.x.min(25)) as char,
                (b'a' + p.y.min(25)) as char
            )),
        });
        Some((color, mv))
    })
}

/// Plays the main line; stops at the first move that cannot be played, with a warning.
fn play_main_line(root: &SgfNode<Prop>, game: &mut Game, warnings: &mut Warnings) {
    let size = game.size();
    for (node_number, node) in root.main_variation().enumerate() {
        // A node's setup comes before its move (FF[4] keeps them apart; some records don't).
        if let Some(setup) = setup_of(node, size).filter(|_| node_number > 0) {
            if !set_up(game, setup, warnings) {
                return;
            }
        }
        if let Some((color, mv)) = move_of(node, size) {
            let number = game.move_number() + 1;
            let mv = match mv {
                Ok(mv) => mv,
                Err(text) => {
                    warnings.push(ImportWarning::NotAPoint { number, text });
                    return;
                }
            };
            if !play(game, color, mv, number, warnings) {
                return;
            }
        }
        if !apply_settling(node, game, warnings) {
            return;
        }
    }
}

/// Applies a setup during play; false (with a warning) if the import stops here.
fn set_up(game: &mut Game, setup: Setup, warnings: &mut Warnings) -> bool {
    if game.phase() == Phase::Settling {
        let _ = game.resume();
    }
    let after = game.move_number();
    match game.setup(setup) {
        Ok(()) => true,
        Err(e) => {
            warnings.push(ImportWarning::SetupRefused { after, error: e });
            false
        }
    }
}

/// Plays one move; false (with a warning) if the import stops here.
fn play(game: &mut Game, color: Color, mv: Move, number: usize, warnings: &mut Warnings) -> bool {
    let size = game.size();
    let vertex = mv.to_gtp(size);
    // Two passes open settling; a record that goes on resumes play.
    if game.phase() == Phase::Settling {
        let _ = game.resume();
    }
    if game.phase() == Phase::Finished {
        warnings.push(ImportWarning::EndedBefore {
            number,
            result: game.result(),
        });
        return false;
    }
    let out_of_turn = color != game.to_move();
    let outcome = game.play_as(color, mv);
    if out_of_turn && outcome.is_ok() {
        warnings.push(ImportWarning::PlaysTwice {
            number,
            color,
            vertex: vertex.clone(),
        });
    }
    match outcome {
        Ok(_) => true,
        Err(error) => {
            warnings.push(ImportWarning::CannotPlay {
                number,
                color,
                vertex,
                error,
            });
            false
        }
    }
}

/// Applies Tengen's settling events (`TG`) of a node; false if the import stops.
fn apply_settling(node: &SgfNode<Prop>, game: &mut Game, warnings: &mut Warnings) -> bool {
    let values: Vec<&String> = node
        .properties()
        .filter_map(|p| match p {
            Prop::Unknown(id, v) if id == SETTLE_PROPERTY => Some(v),
            _ => None,
        })
        .flatten()
        .collect();
    for value in values {
        let step = parse_events(value.trim())
            .map_err(|_| None)
            .and_then(|events| {
                events
                    .into_iter()
                    .try_for_each(|e| game_apply(game, e).map_err(Some))
            });
        if let Err(error) = step {
            warnings.push(ImportWarning::SettlingStep {
                after: game.move_number(),
                value: value.clone(),
                error,
            });
            return false;
        }
    }
    true
}

/// Replays one recorded event through the game's public actions.
fn game_apply(game: &mut Game, e: crate::engine::Event) -> Result<(), crate::engine::MoveError> {
    use crate::engine::Event;
    match e {
        Event::Play { color, mv } => game.play_as(color, mv).map(|_| ()),
        Event::ToggleDead(p) => game.toggle_dead(p),
        Event::Agree => game.agree(),
        Event::Resume => game.resume(),
        Event::TimeOut(c) => game.time_out(c),
        Event::Setup(s) => game.setup(*s),
    }
}

/// A foreign record ending in resignation or time: the game is ended the same way.
fn end_from_result(re: &str, root: &SgfNode<Prop>, game: &mut Game, warnings: &mut Warnings) {
    let has_tengen_events = root.main_variation().any(|n| {
        n.properties()
            .any(|p| matches!(p, Prop::Unknown(id, _) if id == SETTLE_PROPERTY))
    });
    if has_tengen_events || game.phase() == Phase::Finished {
        return;
    }
    let re = re.trim().to_ascii_uppercase();
    let winner = match re.as_bytes().first() {
        Some(b'B') => Color::Black,
        Some(b'W') => Color::White,
        _ => return,
    };
    let loser = winner.opposite();
    let outcome = match re.get(2..) {
        Some("R" | "RESIGN") => game.play_as(loser, Move::Resign).map(|_| ()),
        Some("T" | "TIME") => game.time_out(loser),
        _ => return,
    };
    if let Err(error) = outcome {
        warnings.push(ImportWarning::ResultCannotEnd { re, error });
    }
}
