//! A position as the network sees it: a port of KataGo's `BoardHistory` for its input
//! encoding (`cpp/game/boardhistory.cpp`: a width × height board, its recent history,
//! simple ko point, superko bans, passes that would end the game, komi adjustments).
//! Kept apart from the engine's game for the reason `board.rs` gives: the features are
//! KataGo's bit for bit, on boards the engine does not play.
//!
//! [`Position::from_game`] builds one from our engine's [`Game`]; [`Position::new`] and
//! [`Position::play`] build any other, rectangular boards included.

use super::board::{cell, opp, player_key, Goban, BLACK, EMPTY, WHITE};
use crate::engine::{Color, Compensation, Counting, Event, Game, KoRule, Move};
use std::fmt;

/// KataGo's ko rules (`Rules::KO_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KataKo {
    Simple,
    Positional,
    Situational,
}

/// KataGo's scoring rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KataScoring {
    Area,
    Territory,
}

/// KataGo's group tax (`Rules::TAX_*`): none, no points for eyes in seki, or two points per group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KataTax {
    None,
    Seki,
    All,
}

/// Points White gets for Black's handicap stones (`whiteHandicapBonusRule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandicapBonus {
    Zero,
    N,
    NMinusOne,
}

/// The rules as KataGo's network is told them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KataRules {
    pub ko: KataKo,
    pub scoring: KataScoring,
    pub tax: KataTax,
    /// Multi-stone suicide is legal.
    pub suicide: bool,
    /// The first player to pass takes half a point (button Go; area scoring only).
    pub button: bool,
    /// An opponent's pass is not an offer to end the game by passing back (KataGo's
    /// `friendlyPassOk`, true in its `aga` rules).
    pub friendly_pass: bool,
    pub handicap_bonus: HandicapBonus,
    pub komi: f32,
}

impl KataRules {
    /// KataGo's `chinese` rules with komi 7.5.
    pub const CHINESE: KataRules = KataRules {
        ko: KataKo::Simple,
        scoring: KataScoring::Area,
        tax: KataTax::None,
        suicide: false,
        button: false,
        friendly_pass: true,
        handicap_bonus: HandicapBonus::N,
        komi: 7.5,
    };

    /// KataGo's `new-zealand` rules with komi 7.5.
    pub const NEW_ZEALAND: KataRules = KataRules {
        ko: KataKo::Situational,
        scoring: KataScoring::Area,
        tax: KataTax::None,
        suicide: true,
        button: false,
        friendly_pass: false,
        handicap_bonus: HandicapBonus::Zero,
        komi: 7.5,
    };

    /// Tromp-Taylor-like rules: area, positional superko, suicide, komi 7.5.
    pub const TROMP_TAYLOR: KataRules = KataRules {
        ko: KataKo::Positional,
        scoring: KataScoring::Area,
        tax: KataTax::None,
        suicide: true,
        button: false,
        friendly_pass: false,
        handicap_bonus: HandicapBonus::Zero,
        komi: 7.5,
    };

    /// The closest KataGo rules to a game of ours. Rules are data: each field maps on its
    /// own, so every preset (aga, first-capture, classic, club, japanese, chinese) follows.
    pub fn of_game(game: &Game) -> KataRules {
        let r = game.rules();
        let (scoring, tax) = match r.counting {
            Counting::Area => (KataScoring::Area, KataTax::None),
            // Japanese-style: no points for eyes in seki, which is KataGo's seki tax.
            Counting::Territory { .. } => (KataScoring::Territory, KataTax::Seki),
            // Classic (text 000): territory + captures + a point per opponent pass comes to
            // area scoring when the players alternate (as AGA pass stones do); the board
            // counts as it stands, as KataGo's area ending does.
            Counting::Classic => (KataScoring::Area, KataTax::None),
            // First capture: the net knows no capture-wins rule; it sees area scoring with
            // komi 0 and the search treats a capture as the end.
            Counting::None => (KataScoring::Area, KataTax::None),
        };
        KataRules {
            ko: match r.ko {
                KoRule::Simple => KataKo::Simple,
                KoRule::PositionalSuperko => KataKo::Positional,
                KoRule::SituationalSuperko => KataKo::Situational,
            },
            scoring,
            tax,
            // The engine refuses every suicide.
            suicide: false,
            button: false,
            // A pass that costs a point (AGA pass stones, text 000's point per pass) is
            // friendly, as in KataGo's `aga` rules; a free pass is not.
            friendly_pass: r.pass_stones || r.counting == Counting::Classic,
            handicap_bonus: match r.handicap.compensation {
                Compensation::N => HandicapBonus::N,
                Compensation::NMinusOne => HandicapBonus::NMinusOne,
                // KomiEqualsN (club) is already in the game's komi.
                Compensation::None | Compensation::KomiEqualsN => HandicapBonus::Zero,
            },
            // AGA pass stones: area scoring already equals territory + prisoners + pass stones.
            komi: game.komi().as_f32(),
        }
    }
}

/// A move the position refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub String);

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move for the network's position: {}", self.0)
    }
}

impl std::error::Error for IllegalMove {}

/// How many recent boards the features look at (now, one and two moves ago).
const RECENT: usize = 3;

/// A position with KataGo's view of its history.
#[derive(Clone)]
pub struct Position {
    pub(super) rules: KataRules,
    pub(super) board: Goban,
    /// `recent[0]` is the board now, `recent[1]` one move ago, `recent[2]` two moves ago
    /// (the start board stands in for boards before it).
    pub(super) recent: [Goban; RECENT],
    pub(super) to_move: u8,
    /// Moves since the start, each (colour cell, point or None for a pass).
    pub(super) moves: Vec<(u8, Option<usize>)>,
    pub(super) superko_banned: Vec<bool>,
    ever_occupied: Vec<bool>,
    ko_hashes: Vec<u64>,
    hashes_before_pass: [Vec<u64>; 2],
    consecutive_passes: u32,
    pub(super) white_bonus: f32,
    pub(super) handicap_bonus: f32,
    has_button: bool,
    pub(super) finished: bool,
}

impl Position {
    /// An empty `width` × `height` board, Black to move.
    pub fn empty(width: usize, height: usize, rules: KataRules) -> Result<Position, IllegalMove> {
        Position::new(
            width,
            height,
            &vec![None; width * height],
            Color::Black,
            rules,
        )
    }

    /// A start position: `stones` is row-major `width * height` (row 0 at the top).
    pub fn new(
        width: usize,
        height: usize,
        stones: &[Option<Color>],
        to_move: Color,
        rules: KataRules,
    ) -> Result<Position, IllegalMove> {
        if !(1..=19).contains(&width) || !(1..=19).contains(&height) {
            return Err(IllegalMove(format!("a {width}x{height} board")));
        }
        if stones.len() != width * height {
            return Err(IllegalMove("the stones do not fill the board".into()));
        }
        if rules.scoring == KataScoring::Area && rules.tax != KataTax::None {
            // KataGo's independent-life area for taxed area scoring is not implemented.
            return Err(IllegalMove("area scoring with a group tax".into()));
        }
        let mut board = Goban::new(width, height);
        let (mut blacks, mut whites) = (0, 0);
        for y in 0..height {
            for x in 0..width {
                if let Some(c) = stones[y * width + x] {
                    let i = board.index(x, y);
                    board.cells[i] = cell(c);
                    match c {
                        Color::Black => blacks += 1,
                        Color::White => whites += 1,
                    }
                }
            }
        }
        if board
            .points()
            .any(|i| board.cells[i] != EMPTY && board.liberties_capped(i, 1) == 0)
        {
            return Err(IllegalMove("a string without liberties".into()));
        }
        let pla = cell(to_move);
        let ever_occupied = board
            .cells
            .iter()
            .map(|&c| c == BLACK || c == WHITE)
            .collect();
        let mut white_bonus = 0.0;
        if rules.scoring == KataScoring::Territory {
            white_bonus = (blacks - whites) as f32;
        }
        let stones_placed = if whites == 0 && blacks > 1 { blacks } else { 0 };
        let handicap_bonus = match rules.handicap_bonus {
            HandicapBonus::Zero => 0,
            HandicapBonus::N => stones_placed,
            HandicapBonus::NMinusOne => (stones_placed - 1).max(0),
        } as f32;
        let mut p = Position {
            rules,
            recent: [board.clone(), board.clone(), board.clone()],
            superko_banned: vec![false; board.cells.len()],
            board,
            to_move: pla,
            moves: Vec::new(),
            ever_occupied,
            ko_hashes: Vec::new(),
            hashes_before_pass: [Vec::new(), Vec::new()],
            consecutive_passes: 0,
            white_bonus,
            handicap_bonus,
            has_button: rules.button,
            finished: false,
        };
        p.ko_hashes.push(p.ko_hash(pla));
        Ok(p)
    }

    /// The position of one of our games, its history replayed with KataGo's rules.
    pub fn from_game(game: &Game) -> Position {
        let record = game.record();
        let size = record.size as usize;
        let mut stones = vec![None; size * size];
        for &p in &record.handicap_stones {
            stones[p.index(record.size)] = Some(Color::Black);
        }
        for &(c, p) in &record.setup {
            stones[p.index(record.size)] = Some(c);
        }
        let rules = KataRules::of_game(game);
        let first = record
            .first
            .unwrap_or(if record.handicap_stones.is_empty() {
                Color::Black
            } else {
                Color::White
            });
        let fresh = |stones: &[Option<Color>], to_move| {
            Position::new(size, size, stones, to_move, rules)
                .unwrap_or_else(|_| unreachable!("the engine's positions suit the network"))
        };
        let mut pos = fresh(&stones, first);
        for e in &record.events {
            match e {
                // The engine has checked each move; KataGo's rules could differ only in
                // superko details, which change no stones.
                Event::Play {
                    color,
                    mv: Move::Place(p),
                } => pos.play_unchecked(cell(*color), Some((p.col as usize, p.row as usize))),
                Event::Play {
                    color,
                    mv: Move::Pass,
                } => pos.play_unchecked(cell(*color), None),
                // A setup during play starts a fresh history, as KataGo's `clear` does.
                Event::Setup(s) => {
                    let mut now = pos.stones();
                    for (p, c) in s.changes() {
                        now[p.index(record.size)] = c;
                    }
                    pos = fresh(&now, s.to_move.unwrap_or(pos.player()));
                }
                _ => {}
            }
        }
        pos.to_move = cell(game.to_move());
        pos.update_bans();
        pos
    }

    /// The stones, row-major from the top.
    pub fn stones(&self) -> Vec<Option<Color>> {
        let b = &self.board;
        (0..b.height)
            .flat_map(|y| (0..b.width).map(move |x| (x, y)))
            .map(|(x, y)| self.stone(x, y))
            .collect()
    }

    pub fn width(&self) -> usize {
        self.board.width
    }

    pub fn height(&self) -> usize {
        self.board.height
    }

    pub fn rules(&self) -> &KataRules {
        &self.rules
    }

    /// The player to move.
    pub fn player(&self) -> Color {
        if self.to_move == BLACK {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The stone at `(x, y)`, row 0 at the top.
    pub fn stone(&self, x: usize, y: usize) -> Option<Color> {
        match self.board.cells[self.board.index(x, y)] {
            BLACK => Some(Color::Black),
            WHITE => Some(Color::White),
            _ => None,
        }
    }

    /// Whether the player to move may play at `(x, y)` under KataGo's rules.
    pub fn is_legal(&self, x: usize, y: usize) -> bool {
        let i = self.board.index(x, y);
        self.board.is_legal(i, self.to_move, self.rules.suicide) && !self.superko_banned[i]
    }

    /// Every point the player to move may play at, row by row.
    pub fn legal_moves(&self) -> Vec<(usize, usize)> {
        (0..self.height())
            .flat_map(|y| (0..self.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| self.is_legal(x, y))
            .collect()
    }

    /// Plays a move for the player to move (`None` passes).
    pub fn play(&mut self, at: Option<(usize, usize)>) -> Result<(), IllegalMove> {
        if let Some((x, y)) = at {
            if x >= self.width() || y >= self.height() || !self.is_legal(x, y) {
                return Err(IllegalMove(format!("({x}, {y})")));
            }
        }
        self.play_unchecked(self.to_move, at);
        self.update_bans();
        Ok(())
    }

    /// KataGo's `makeBoardMoveAssumeLegal` for the main phase, but for the superko bans,
    /// which the caller updates once it has played its moves.
    fn play_unchecked(&mut self, pla: u8, at: Option<(usize, usize)>) {
        let at = at.map(|(x, y)| self.board.index(x, y));
        self.finished = false;
        match at {
            Some(_) => self.consecutive_passes = 0,
            None if self.has_button => {
                self.has_button = false;
                self.white_bonus += if pla == WHITE { 0.5 } else { -0.5 };
                self.consecutive_passes = 0;
                self.hashes_before_pass = [Vec::new(), Vec::new()];
                self.ko_hashes.clear();
            }
            None => {
                if self.rules.ko == KataKo::Simple {
                    self.ko_hashes.clear();
                }
                let before = self.ko_hash(pla);
                self.consecutive_passes += 1;
                let spight = self.spightlike_ending(pla, before);
                self.hashes_before_pass[(pla - 1) as usize].push(before);
                if spight {
                    self.consecutive_passes = self.consecutive_passes.max(2);
                }
            }
        }
        self.board.play(at, pla);
        self.recent.rotate_right(1);
        self.recent[0] = self.board.clone();
        self.to_move = opp(pla);
        self.ko_hashes.push(self.ko_hash(self.to_move));
        self.moves.push((pla, at));
        if let Some(i) = at {
            self.ever_occupied[i] = true;
            if self.rules.scoring == KataScoring::Territory {
                self.white_bonus += if pla == BLACK { 1.0 } else { -1.0 };
            }
        }
        // Area scoring ends the game; under territory scoring KataGo's GTP (encore
        // prevented, as in our games) marks the phase's end the same way.
        if self.consecutive_passes >= 2 {
            self.finished = true;
        }
    }

    /// KataGo's ko hash: the stones, and the player to move under situational and simple ko.
    fn ko_hash(&self, pla: u8) -> u64 {
        match self.rules.ko {
            KataKo::Positional => self.board.hash(),
            KataKo::Situational | KataKo::Simple => self.board.hash() ^ player_key(pla),
        }
    }

    /// Under simple ko a pass ends the game when the same player has passed before in the
    /// same situation.
    fn spightlike_ending(&self, pla: u8, before: u64) -> bool {
        self.rules.ko == KataKo::Simple
            && self.hashes_before_pass[(pla - 1) as usize].contains(&before)
    }

    /// Whether a pass by the player to move would end the game (or phase).
    pub(super) fn pass_would_end_phase(&self) -> bool {
        self.consecutive_passes + 1 >= 2
            || self.spightlike_ending(self.to_move, self.ko_hash(self.to_move))
    }

    /// Whether a pass by the player to move would end the game (area scoring).
    pub(super) fn pass_would_end_game(&self) -> bool {
        self.rules.scoring == KataScoring::Area && self.pass_would_end_phase()
    }

    /// Whether the button (half a point for the first pass) is still to take.
    pub(super) fn button_available(&self) -> bool {
        self.has_button
    }

    /// The points superko forbids to the player to move.
    fn update_bans(&mut self) {
        self.superko_banned.iter_mut().for_each(|b| *b = false);
        if self.rules.ko == KataKo::Simple {
            return;
        }
        let pla = self.to_move;
        for i in self.board.points().collect::<Vec<_>>() {
            let b = &self.board;
            if b.cells[i] != EMPTY
                || b.is_illegal_suicide(i, pla, self.rules.suicide)
                || b.ko == Some(i)
            {
                continue;
            }
            if !self.ever_occupied[i] && !b.is_suicide(i, pla) {
                continue;
            }
            let after = b.hash_after(i, pla);
            let key = match self.rules.ko {
                KataKo::Positional => after,
                _ => after ^ player_key(opp(pla)),
            };
            self.superko_banned[i] = self.ko_hashes.contains(&key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(rows: &[&str]) -> Vec<Option<Color>> {
        rows.iter()
            .flat_map(|r| r.chars())
            .map(|c| match c {
                'X' => Some(Color::Black),
                'O' => Some(Color::White),
                _ => None,
            })
            .collect()
    }

    /// Taking a ko bans the immediate retake, and only that: a move elsewhere lifts it.
    #[test]
    fn simple_ko() {
        let stones = picture(&[".XO..", "XO.O.", ".XO..", ".....", "....."]);
        let mut p = Position::new(5, 5, &stones, Color::Black, KataRules::CHINESE).unwrap();
        p.play(Some((2, 1))).unwrap();
        assert_eq!(p.stone(1, 1), None);
        assert!(!p.is_legal(1, 1));
        assert!(p.play(Some((1, 1))).is_err());
        p.play(Some((4, 4))).unwrap();
        p.play(Some((4, 3))).unwrap();
        assert!(p.is_legal(1, 1));
    }

    /// Territory scoring: each stone played moves White's komi by a point, as KataGo
    /// counts territory from area.
    #[test]
    fn territory_komi_follows_the_moves() {
        let rules = KataRules {
            scoring: KataScoring::Territory,
            tax: KataTax::Seki,
            komi: 6.5,
            ..KataRules::CHINESE
        };
        let mut p = Position::new(9, 9, &[None; 81], Color::Black, rules).unwrap();
        p.play(Some((2, 2))).unwrap();
        assert_eq!(p.white_bonus, 1.0);
        p.play(Some((6, 6))).unwrap();
        p.play(None).unwrap();
        assert_eq!(p.white_bonus, 0.0);
    }

    /// After one pass, another would end the game; a stone played resets that.
    #[test]
    fn pass_would_end_the_game() {
        let mut p = Position::new(9, 9, &[None; 81], Color::Black, KataRules::CHINESE).unwrap();
        assert!(!p.pass_would_end_phase());
        p.play(None).unwrap();
        assert!(p.pass_would_end_phase());
        p.play(Some((4, 4))).unwrap();
        assert!(!p.pass_would_end_phase());
    }

    /// Handicap stones on an otherwise empty board give White N (or N-1) points.
    #[test]
    fn handicap_bonus() {
        let mut stones = vec![None; 81];
        stones[2 * 9 + 2] = Some(Color::Black);
        stones[6 * 9 + 6] = Some(Color::Black);
        let p = Position::new(9, 9, &stones, Color::White, KataRules::CHINESE).unwrap();
        assert_eq!(p.handicap_bonus, 2.0);
        let aga = KataRules {
            handicap_bonus: HandicapBonus::NMinusOne,
            ..KataRules::CHINESE
        };
        assert_eq!(
            Position::new(9, 9, &stones, Color::White, aga)
                .unwrap()
                .handicap_bonus,
            1.0
        );
    }
}
