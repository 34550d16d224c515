//! Tengen over the Go Text Protocol, version 2: the library side of `tengen-gtp`.
//!
//! `tengen-gtp` reads commands on stdin and answers on stdout, one response per
//! command, each `=` (success) or `?` (failure), then the command's id if it had one,
//! the text and an empty line. Lines are preprocessed as the GTP 2 specification
//! says: control characters dropped, `#` starts a comment, tabs are spaces, empty
//! lines are ignored. Nothing a controller sends can crash the engine: bad input is
//! answered with `? reason`.
//!
//! ```text
//! $ tengen-gtp
//! 1 boardsize 9
//! =1
//!
//! play b E5
//! =
//!
//! play w E5
//! ? illegal move: occupied
//! ```
//!
//! Commands, beyond the administrative ones (`protocol_version`, `name`, `version`,
//! `known_command`, `list_commands`, `quit`):
//!
//! - `boardsize N` (5 to 19, else `? unacceptable size`) and `clear_board` empty the board.
//! - `komi K` sets komi in half points; it stays until `tengen-rules` picks new rules.
//! - `play COLOR VERTEX` plays for either colour in any order, so records with setup
//!   stones replay; turn order is the UI's business. Passes never end play: GTP has no
//!   end of game, the controller decides it and asks `final_score`.
//! - `undo` takes back the last move.
//! - `genmove COLOR` plays the computer player ([`crate::ai::player`]) at the current level
//!   ([`Session::with_player`]); a session without an evaluator ([`Session::new`]) plays a
//!   uniformly random legal move that does not fill one of its own one-point eyes, else
//!   passes. `resign` is answered without changing the board.
//! - `tengen-level [N]` sets the level (1 weakest) or names it; `tengen-raw-nn SYMMETRY`
//!   prints the evaluator's raw outputs in the layout of KataGo's `kata-raw-nn`.
//! - `is_legal COLOR VERTEX` answers `1` or `0`; `all_legal COLOR` lists every legal
//!   vertex (both as GNU Go names them). Ko and superko count as the rules say.
//! - `list_stones COLOR`; `captures COLOR` is the number of stones captured BY that
//!   colour on the board (AGA pass stones are not included).
//! - `fixed_handicap N` places the GTP specification's points; `set_free_handicap V...`
//!   places Black stones where asked. Both need an empty board.
//! - `final_score` counts under the current rules with every stone on the board alive.
//! - `final_status_list dead|alive|seki` lists the stones of that status as the page's
//!   suggestion judges them ([`crate::ai::judge`]: a 100-visit search from the position
//!   the players reached, play resumed, KataGo's rule on its tree's ownership).
//! - `showboard` draws the board (`X` Black, `O` White) and the capture counts.
//! - `tengen-rules NAME` picks a ruleset preset (`aga`, `first-capture`, `classic`,
//!   `club`, `japanese`, ...) and clears the board; without NAME it names the current one.
//!   Under `first-capture` the first capture ends the game and later moves are refused.
//! - `loadsgf FILE [MOVE_NUMBER|VERTEX]` loads an SGF record's main line under its rules
//!   and komi (GNU Go semantics: with a move number, the position before that move;
//!   with a vertex, before the first move there) and answers the colour to move. Stones
//!   the record adds or removes during play (`AB`/`AW`/`AE`) are set up where they stand.
//! - `printsgf [FILE]` answers the game as SGF, or writes it to FILE.
//! - `kata-analyze [COLOR] [INTERVAL] [maxmoves N] [ownership true]` reports the
//!   search's view of the position every INTERVAL centiseconds in KataGo's `info` lines
//!   until the next command ([`run`] streams it; a single `respond` answers one report).
//!
//! The module needs no process: [`Session::respond`] answers one line, [`run`] loops
//! over any reader and writer.

mod args;
pub mod protocol;
mod session;
mod showboard;

pub use protocol::{Command, Response};
pub use session::{Session, COMMANDS};

use std::io::{self, BufRead, Write};
use std::sync::mpsc;

/// Answers every command read from `input` on `output` until `quit` or the end of input.
/// Input that is not UTF-8 is read with replacement characters, never rejected. Input is
/// read on a thread of its own, so that `kata-analyze` reports until the next command.
pub fn run(
    session: &mut Session,
    input: impl BufRead + Send + 'static,
    mut output: impl Write,
) -> io::Result<()> {
    let (lines, heard) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        let mut input = input;
        let mut line = Vec::new();
        loop {
            line.clear();
            match input.read_until(b'\n', &mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    if lines
                        .send(String::from_utf8_lossy(&line).into_owned())
                        .is_err()
                    {
                        break;
                    }
                }
            }
        }
    });
    let mut next = heard.recv().ok();
    while let Some(line) = next.take() {
        match Command::parse(&line) {
            Some(c) if c.name == "kata-analyze" => {
                next = stream_analysis(session, &c, &heard, &mut output)?;
                continue;
            }
            _ => {
                if let Some(response) = session.respond(&line) {
                    write!(output, "{response}")?;
                    output.flush()?;
                }
            }
        }
        // After `quit` nothing more is read: the controller may wait for the exit.
        if session.quit_requested() {
            break;
        }
        next = heard.recv().ok();
    }
    Ok(())
}

/// `kata-analyze`: `=`, then a report each interval until a line arrives (returned, to
/// be answered next) or the input ends, then the empty line that ends the response.
fn stream_analysis(
    session: &mut Session,
    command: &Command,
    heard: &mpsc::Receiver<String>,
    output: &mut impl Write,
) -> io::Result<Option<String>> {
    let mut analysing = match session.start_analysis(&command.args) {
        Ok(a) => a,
        Err(reason) => {
            let response = Response {
                id: command.id,
                outcome: Err(reason),
            };
            write!(output, "{response}")?;
            output.flush()?;
            return Ok(heard.recv().ok());
        }
    };
    let id = command.id.map_or(String::new(), |id| id.to_string());
    writeln!(output, "={id}")?;
    let next = loop {
        writeln!(output, "{}", session.analyse_step(&mut analysing))?;
        output.flush()?;
        match heard.try_recv() {
            Ok(line) => break Some(line),
            Err(mpsc::TryRecvError::Disconnected) => break None,
            Err(mpsc::TryRecvError::Empty) => {}
        }
    };
    writeln!(output)?;
    output.flush()?;
    Ok(next)
}
