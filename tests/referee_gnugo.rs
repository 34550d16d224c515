//! GNU Go as a referee: seeded random games go through Tengen's GTP session and
//! through `gnugo --mode gtp` side by side, and after every move both must agree on
//! the stones (`list_stones`), the captures (`captures`) and every legal point of
//! both colours (`all_legal`). The games lean toward captures and passes so that
//! kos and superko repetitions come up, and the test counts that they did.
//!
//! GNU Go peculiarities this relies on or works around (GNU Go 3.8):
//! - Suicide is forbidden by default, as in every Tengen ruleset.
//! - The ko rule is a command-line option: plain for simple ko, `--situational-superko`
//!   or `--positional-superko`. With either superko option GNU Go still forbids the
//!   simple-ko retake first, then looks the new position up in its move history.
//! - `play`, `is_legal` and `all_legal` all use `is_allowed_move`, which applies the
//!   ko rule: the simple-ko point is forbidden only to the colour that would retake
//!   (the capturer may fill it), and any move, pass included, clears it.
//! - Its superko history holds 500 moves; beyond that it folds the oldest tenth into
//!   the initial position and forgets them, so games here stay well under 500 moves.
//! - Situational superko compares the new position with each earlier position that
//!   the opponent was about to move from, i.e. the usual "same position, same player
//!   to move"; this agrees with Tengen as long as colours alternate, as they do here.
//! - `captures black` answers the number of WHITE stones captured, i.e. stones
//!   captured BY Black, the same meaning as Tengen's.
//! - `all_legal` lists vertices row by row from the top; the lists are compared as sets.
//! - `undo` replays GNU Go's move history, so it is exercised here too.
//!
//! GNU Go must be installed (`/usr/games/gnugo`); without it the test fails and says so.

mod common;

use common::gtp_process::GtpProcess;
use std::collections::BTreeSet;
use std::time::Instant;
use tengen::engine::rng::Rng;
use tengen::engine::{Color, KoRule, Move, MoveError, Point, Rules};
use tengen::gtp::Session;

const GNUGO: &str = "/usr/games/gnugo";

/// Games per board size for one ruleset, and the move cap of each game.
const SCHEDULE: &[(u8, usize, usize)] = &[(5, 150, 250), (7, 24, 240), (9, 12, 300), (19, 3, 450)];

/// What the games exercised, so the test can insist that kos really happened.
#[derive(Default, Debug)]
struct Tally {
    games: usize,
    moves: usize,
    comparisons: usize,
    captures: usize,
    /// Positions where a point was forbidden to the player to move by simple ko.
    ko_positions: usize,
    /// Positions where a point was forbidden to the player to move by superko only.
    superko_positions: usize,
    /// Illegal moves offered to both programs and refused by both.
    refused_moves: usize,
    undos: usize,
}

/// Tengen and GNU Go playing the same game.
struct Referee {
    tengen: Session,
    gnugo: GtpProcess,
    /// Every command sent so far in this game, to replay a failure by hand.
    script: Vec<String>,
    label: String,
    /// GNU Go's ko option for these rules.
    ko_option: &'static str,
}

impl Referee {
    /// Sends a command that changes the game to both; they must both succeed or both fail.
    fn both(&mut self, command: &str) -> Result<String, String> {
        self.script.push(command.to_string());
        self.ask_both(command).0
    }

    /// Sends a query to both and returns both answers, which must both succeed or both fail.
    fn ask_both(&mut self, command: &str) -> (Result<String, String>, Result<String, String>) {
        let ours = self
            .tengen
            .respond(command)
            .expect("a command line")
            .outcome;
        let theirs = self.gnugo.send(command);
        if ours.is_ok() != theirs.is_ok() {
            self.fail(&format!("`{command}`: Tengen {ours:?}, GNU Go {theirs:?}"));
        }
        (ours, theirs)
    }

    /// Compares stones, captures and legal points of both colours.
    fn compare(&mut self, tally: &mut Tally) {
        for color in ["black", "white"] {
            for query in ["list_stones", "all_legal"] {
                let command = format!("{query} {color}");
                let (ours, theirs) = self.ask_both(&command);
                let (ours, theirs) = (vertex_set(&ours), vertex_set(&theirs));
                if ours != theirs {
                    let only_ours: Vec<_> = ours.difference(&theirs).collect();
                    let only_theirs: Vec<_> = theirs.difference(&ours).collect();
                    self.fail(&format!(
                        "`{command}` differs: only Tengen {only_ours:?}, only GNU Go {only_theirs:?}"
                    ));
                }
            }
            let command = format!("captures {color}");
            let (ours, theirs) = self.ask_both(&command);
            if ours != theirs {
                self.fail(&format!("`{command}`: Tengen {ours:?}, GNU Go {theirs:?}"));
            }
        }
        tally.comparisons += 1;
    }

    fn fail(&self, what: &str) -> ! {
        let board = self.gnugo_board();
        panic!(
            "{}: {what}\nreplay with:\n{}\nGNU Go's board:{board}",
            self.label,
            self.script.join("\n")
        );
    }

    fn gnugo_board(&self) -> String {
        // A fresh process replays the script, since the live one may be mid-command.
        let Ok(mut gnugo) = GtpProcess::start(GNUGO, &["--mode", "gtp", self.ko_option]) else {
            return " (unavailable)".into();
        };
        for command in &self.script {
            let _ = gnugo.send(command);
        }
        gnugo.send("showboard").unwrap_or_default()
    }
}

/// A vertex list as a set, in upper case.
fn vertex_set(answer: &Result<String, String>) -> BTreeSet<String> {
    answer
        .as_deref()
        .unwrap_or_default()
        .split_whitespace()
        .map(str::to_ascii_uppercase)
        .collect()
}

/// Starts GNU Go in GTP mode with extra options, or fails the test saying how to get it.
fn start_gnugo(options: &[&str]) -> GtpProcess {
    let args: Vec<&str> = ["--mode", "gtp"].iter().chain(options).copied().collect();
    GtpProcess::start(GNUGO, &args).unwrap_or_else(|e| {
        panic!("{e}: GNU Go is the referee here; the README's test command installs it (apt-get install gnugo)")
    })
}

fn gnugo_ko_option(ko: KoRule) -> &'static str {
    match ko {
        KoRule::Simple => "--simple-ko",
        KoRule::SituationalSuperko => "--situational-superko",
        KoRule::PositionalSuperko => "--positional-superko",
    }
}

fn gtp_color(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// Chooses the next move: often a capture or a move next to a short-of-liberties
/// string, sometimes a pass, otherwise any legal point.
fn choose_move(referee: &Referee, color: Color, rng: &mut Rng) -> Move {
    let game = referee.tengen.game();
    let board = game.board();
    let size = game.size();
    let legal: Vec<Point> = Point::all(size)
        .filter(|&p| game.is_legal(color, p))
        .collect();
    if legal.is_empty() || rng.below(100) < 4 {
        return Move::Pass;
    }
    // Strings in atari or with two liberties: filling those liberties makes captures and kos.
    let short: Vec<Point> = board
        .strings()
        .iter()
        .filter(|s| s.liberties.len() <= 2)
        .flat_map(|s| s.liberties.clone())
        .filter(|p| legal.contains(p))
        .collect();
    let captures: Vec<Point> = legal
        .iter()
        .copied()
        .filter(|&p| {
            p.neighbors(size).any(|n| {
                board.get(n) == Some(color.opposite()) && board.atari_liberty_of(n) == Some(p)
            })
        })
        .collect();
    // Playing back into the points just emptied by a capture starts ko fights and cycles.
    let emptied: Vec<Point> = board
        .last_captured()
        .filter(|p| legal.contains(p))
        .collect();
    let pool = if !emptied.is_empty() && rng.below(100) < 50 {
        &emptied
    } else if !captures.is_empty() && rng.below(100) < 70 {
        &captures
    } else if !short.is_empty() && rng.below(100) < 50 {
        &short
    } else {
        &legal
    };
    Move::Place(pool[rng.below(pool.len())])
}

/// Counts the points the player to move may not take because of ko or superko.
fn count_ko_points(referee: &Referee, tally: &mut Tally) {
    for (_, error) in referee.tengen.game().forbidden_points() {
        match error {
            MoveError::Ko => tally.ko_positions += 1,
            MoveError::Superko { .. } => tally.superko_positions += 1,
            _ => {}
        }
    }
}

/// Offers a move both must refuse: a ko or superko point if there is one, else an
/// occupied point.
fn offer_illegal_move(referee: &mut Referee, tally: &mut Tally) {
    let game = referee.tengen.game();
    let size = game.size();
    let forbidden = game.forbidden_points();
    let target = forbidden
        .iter()
        .find(|(_, e)| matches!(e, MoveError::Ko | MoveError::Superko { .. }))
        .map(|&(p, _)| p)
        .or_else(|| Point::all(size).find(|&p| game.board().get(p).is_some()));
    if let Some(p) = target {
        let command = format!("play {} {}", gtp_color(game.to_move()), p.to_gtp(size));
        if referee.both(&command).is_ok() {
            referee.fail(&format!("`{command}` was accepted by both"));
        }
        referee.script.pop();
        tally.refused_moves += 1;
    }
}

/// Plays one seeded random game under the preset `rules_id` and compares after every move.
fn referee_game(rules_id: &str, size: u8, max_moves: usize, seed: u64, tally: &mut Tally) {
    let rules = Rules::preset(rules_id).expect("preset exists");
    let option = gnugo_ko_option(rules.ko);
    let gnugo = start_gnugo(&[option]);
    let mut referee = Referee {
        tengen: Session::new(seed),
        gnugo,
        script: Vec::new(),
        label: format!("{rules_id} ({option}) {size}x{size} seed {seed}"),
        ko_option: option,
    };
    referee
        .tengen
        .respond(&format!("tengen-rules {rules_id}"))
        .expect("command")
        .outcome
        .expect("preset accepted");
    referee.both(&format!("boardsize {size}")).expect("size");
    referee.both("clear_board").expect("clear");
    let mut rng = Rng::new(seed);
    let mut passes = 0;
    let mut played = 0;
    referee.compare(tally);
    while played < max_moves && passes < 2 {
        if rng.below(100) < 3 {
            offer_illegal_move(&mut referee, tally);
        }
        if played > 0 && rng.below(100) < 2 {
            referee.both("undo").expect("undo");
            tally.undos += 1;
            referee.compare(tally);
            continue;
        }
        let color = referee.tengen.game().to_move();
        let mv = choose_move(&referee, color, &mut rng);
        let before = referee.tengen.game().board().captures(color);
        let command = format!("play {} {}", gtp_color(color), mv.to_gtp(size));
        if let Err(e) = referee.both(&command) {
            referee.fail(&format!("`{command}` refused by both: {e}"));
        }
        passes = if mv == Move::Pass { passes + 1 } else { 0 };
        played += 1;
        tally.moves += 1;
        if referee.tengen.game().board().captures(color) > before {
            tally.captures += 1;
        }
        referee.compare(tally);
        count_ko_points(&referee, tally);
    }
    tally.games += 1;
}

/// Runs the whole schedule for one preset and checks that it exercised enough
/// captures, kos and (at least `min_superko`) superko positions.
fn referee_rules(rules_id: &str, min_superko: usize) {
    let started = Instant::now();
    let mut tally = Tally::default();
    for &(size, games, max_moves) in SCHEDULE {
        for game in 0..games {
            let seed = 1_000 * size as u64 + game as u64 + 1;
            referee_game(rules_id, size, max_moves, seed, &mut tally);
        }
    }
    eprintln!("{rules_id}: {tally:?} in {:.1?}", started.elapsed());
    assert!(tally.captures > 1000, "too few captures: {tally:?}");
    assert!(tally.ko_positions > 100, "too few kos: {tally:?}");
    assert!(tally.refused_moves > 10, "too few refused moves: {tally:?}");
    assert!(
        tally.superko_positions >= min_superko,
        "too few superko positions: {tally:?}"
    );
}

/// Simple ko (Japanese rules) agrees with plain `gnugo`.
#[test]
fn simple_ko_matches_gnugo() {
    referee_rules("japanese", 0);
}

/// AGA's situational superko agrees with `gnugo --situational-superko`.
#[test]
fn situational_superko_matches_gnugo() {
    referee_rules("aga", 10);
}

/// Chinese positional superko agrees with `gnugo --positional-superko`.
#[test]
fn positional_superko_matches_gnugo() {
    referee_rules("chinese", 10);
}

/// Fixed handicap stones go where GNU Go (the GTP reference) puts them.
#[test]
fn fixed_handicap_matches_gnugo() {
    let mut gnugo = start_gnugo(&[]);
    let mut tengen = Session::new(1);
    for size in [5u8, 7, 8, 9, 10, 13, 19] {
        for stones in 0..=10 {
            let mut answers = Vec::new();
            for command in [
                format!("boardsize {size}"),
                "clear_board".to_string(),
                format!("fixed_handicap {stones}"),
                "list_stones black".to_string(),
            ] {
                let ours = tengen.respond(&command).expect("command").outcome;
                let theirs = gnugo.send(&command);
                if command.starts_with("list_stones") {
                    assert_eq!(
                        vertex_set(&ours),
                        vertex_set(&theirs),
                        "{size}x{size} handicap {stones}"
                    );
                }
                answers.push((command, ours.is_ok(), theirs.is_ok()));
            }
            for (command, ours, theirs) in answers {
                assert_eq!(
                    ours, theirs,
                    "{size}x{size}: `{command}` Tengen ok {ours}, GNU Go ok {theirs}"
                );
            }
        }
    }
}
