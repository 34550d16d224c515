//! GNU Go as a referee that is not the maker: its own tactical reading (`attack`,
//! `defend`) for the problems that name a string, its own life-and-death reading
//! (`owl_attack`, `owl_defend`) for the problems about a group, over GTP, on exactly the
//! board the player sees.
//!
//! GNU Go reads with the side whose stones are asked about moving first in `defend` and
//! `owl_defend`, and with their opponent first in `attack` and `owl_attack`; after Black's
//! move White is to play, so "captured" is `defend` failing (no White defence works) and
//! "saved" is `attack` failing (no White attack works). GTP's result codes: 0 the reading
//! fails, 1 it succeeds, 2 and 3 by ko, 4 (an attack that gains some stones, not the
//! group) and 5 (a defence that loses some) as 0 and 1 for the group's fate.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use tengen::engine::{Board, Color, Point};

/// Where Debian installs GNU Go 3.8.
pub const GNUGO: &str = "/usr/games/gnugo";

/// A GTP engine in its own process.
pub struct Gtp {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Gtp {
    /// GNU Go at `path` in GTP mode.
    pub fn gnugo(path: &str) -> Result<Gtp, String> {
        let mut child = Command::new(path)
            .args(["--mode", "gtp"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| {
                format!("cannot start GNU Go at {path} ({e}); on Debian: apt-get install gnugo")
            })?;
        let stdin = child.stdin.take().ok_or("GNU Go has no input")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("GNU Go has no output")?);
        Ok(Gtp {
            child,
            stdin,
            stdout,
        })
    }

    /// Sends one command; its answer without the `=`, or the error GNU Go gives.
    pub fn send(&mut self, command: &str) -> Result<String, String> {
        writeln!(self.stdin, "{command}").map_err(|e| format!("GNU Go: {e}"))?;
        self.stdin.flush().map_err(|e| format!("GNU Go: {e}"))?;
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            let read = self
                .stdout
                .read_line(&mut line)
                .map_err(|e| format!("GNU Go: {e}"))?;
            if read == 0 {
                return Err(format!("GNU Go stopped at `{command}`"));
            }
            if line.trim().is_empty() && !answer.is_empty() {
                break;
            }
            answer.push_str(&line);
        }
        let answer = answer.trim();
        match answer.strip_prefix('=') {
            Some(rest) => Ok(rest.trim().to_string()),
            None => Err(answer.trim_start_matches('?').trim().to_string()),
        }
    }

    /// Sets up `board` (any colour order: the stones stand as they are).
    pub fn set_up(&mut self, board: &Board) -> Result<(), String> {
        let size = board.size();
        self.send(&format!("boardsize {size}"))?;
        self.send("clear_board")?;
        self.send("komi 0")?;
        for p in Point::all(size) {
            if let Some(c) = board.get(p) {
                self.send(&format!("play {} {}", gtp_color(c), p.to_gtp(size)))?;
            }
        }
        Ok(())
    }
}

impl Drop for Gtp {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

fn gtp_color(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// What is asked after Black's move, White to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The string at this point must be captured: no White defence works.
    Capture(Point),
    /// Black's string at this point must be saved: no White attack works.
    Save(Point),
    /// The white group at this point must die.
    Kill(Point),
    /// The black group at this point must live.
    Live(Point),
}

/// What GNU Go's reading says of the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reading {
    /// The goal is reached without ko.
    Works,
    /// It hangs on a ko.
    Ko,
    /// It is not reached.
    Fails,
}

/// The code at the start of a reading command's answer.
fn code(answer: &str) -> Result<u8, String> {
    answer
        .split_whitespace()
        .next()
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| format!("GNU Go answered `{answer}`"))
}

/// GNU Go's reading of `ask` on the board as it stands in `gtp`, White to play.
pub fn read(gtp: &mut Gtp, ask: Ask, size: u8) -> Result<Reading, String> {
    let (command, at, opponent_reads) = match ask {
        Ask::Capture(p) => ("defend", p, false),
        Ask::Save(p) => ("attack", p, true),
        Ask::Kill(p) => ("owl_defend", p, false),
        Ask::Live(p) => ("owl_attack", p, true),
    };
    let vertex = at.to_gtp(size);
    let here = gtp.send(&format!("color {vertex}"))?;
    if here == "empty" {
        // Taken off: captured, killed; a string of Black's own cannot vanish on its move.
        return Ok(if opponent_reads {
            Reading::Fails
        } else {
            Reading::Works
        });
    }
    // Whether White's reading succeeds: an attack on Black's string or group, a defence
    // of White's (GAIN, 4, comes only from an attack; LOSS, 5, only from a defence).
    let white_succeeds = match code(&gtp.send(&format!("{command} {vertex}"))?)? {
        0 | 4 => false,
        1 | 5 => true,
        _ => return Ok(Reading::Ko),
    };
    Ok(if white_succeeds {
        Reading::Fails
    } else {
        Reading::Works
    })
}

/// GNU Go's reading after Black plays `at` (None: passes), or None if GNU Go refuses
/// the move.
pub fn read_after(
    gtp: &mut Gtp,
    ask: Ask,
    size: u8,
    at: Option<Point>,
) -> Result<Option<Reading>, String> {
    let played = match at {
        Some(p) => gtp.send(&format!("play black {}", p.to_gtp(size))).is_ok(),
        None => gtp.send("play black pass").is_ok(),
    };
    if !played {
        return Ok(None);
    }
    let reading = read(gtp, ask, size);
    gtp.send("undo")?;
    reading.map(Some)
}
