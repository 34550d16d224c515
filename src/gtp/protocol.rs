//! The text layer of GTP version 2: how a line becomes a command and how an
//! answer is written back. Nothing here knows about Go.

use std::fmt;

/// One command as sent by the controller: `[id] command_name [arguments]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    /// The optional identity number, echoed in the response.
    pub id: Option<u64>,
    /// The command name, e.g. `play`. Empty when the line held only an id.
    pub name: String,
    /// The whitespace-separated arguments after the name.
    pub args: Vec<String>,
}

impl Command {
    /// Reads one input line, applying the GTP 2 preprocessing first (section 2.x of
    /// the spec): control characters other than HT and LF are dropped, everything from
    /// `#` on is a comment, HT counts as a space. `None` when nothing is left, which
    /// the engine must ignore without answering.
    pub fn parse(line: &str) -> Option<Command> {
        let cleaned: String = line
            .chars()
            .take_while(|&c| c != '#')
            .filter(|&c| !c.is_control() || c == '\t' || c == '\n')
            .collect();
        let mut words = cleaned.split_whitespace();
        let first = words.next()?;
        let (id, name) = match first.parse::<u64>() {
            // A leading number is the id only if it is all digits ("+5" is not).
            Ok(id) if first.bytes().all(|b| b.is_ascii_digit()) => {
                (Some(id), words.next().unwrap_or_default())
            }
            _ => (None, first),
        };
        Some(Command {
            id,
            name: name.to_string(),
            args: words.map(str::to_string).collect(),
        })
    }
}

/// The engine's answer to one command: success text or an error message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    /// The id of the command answered.
    pub id: Option<u64>,
    /// `Ok(result)` is written as `=`, `Err(reason)` as `?`.
    pub outcome: Result<String, String>,
}

impl fmt::Display for Response {
    /// `=[id] result` or `?[id] error`, ended by one empty line. The text never holds
    /// an empty line of its own, since the controller would take it as the end.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (mark, text) = match &self.outcome {
            Ok(text) => ('=', text),
            Err(text) => ('?', text),
        };
        write!(f, "{mark}")?;
        if let Some(id) = self.id {
            write!(f, "{id}")?;
        }
        // The first line may be empty (a board starts on its own line); later ones not.
        let mut lines = text.lines().map(str::trim_end);
        write!(f, " {}", lines.next().unwrap_or_default())?;
        for line in lines.filter(|line| !line.is_empty()) {
            write!(f, "\n{line}")?;
        }
        write!(f, "\n\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(line: &str) -> Option<(Option<u64>, String, Vec<String>)> {
        Command::parse(line).map(|c| (c.id, c.name, c.args))
    }

    /// Comments, blank lines and whitespace-only lines give no command.
    #[test]
    fn empty_and_comment_lines_are_ignored() {
        assert_eq!(parsed(""), None);
        assert_eq!(parsed("   \t  "), None);
        assert_eq!(parsed("# just a comment"), None);
        assert_eq!(parsed("  # indented comment"), None);
    }

    /// The id is a leading number; tabs and runs of spaces separate words.
    #[test]
    fn id_name_and_arguments() {
        assert_eq!(
            parsed("12 play\tb  D4 # the 4-4 point"),
            Some((Some(12), "play".into(), vec!["b".into(), "D4".into()]))
        );
        assert_eq!(parsed("name"), Some((None, "name".into(), vec![])));
        assert_eq!(parsed("7"), Some((Some(7), String::new(), vec![])));
        assert_eq!(
            parsed("+7 name"),
            Some((None, "+7".into(), vec!["name".into()]))
        );
    }

    /// Carriage returns and other control characters vanish before parsing.
    #[test]
    fn control_characters_are_dropped() {
        assert_eq!(parsed("na\x07me\r"), Some((None, "name".into(), vec![])));
    }

    /// Success and failure, with and without id, end with one empty line.
    #[test]
    fn responses_are_framed() {
        let ok = Response {
            id: Some(3),
            outcome: Ok("2".into()),
        };
        assert_eq!(ok.to_string(), "=3 2\n\n");
        let empty = Response {
            id: None,
            outcome: Ok(String::new()),
        };
        assert_eq!(empty.to_string(), "= \n\n");
        let failure = Response {
            id: None,
            outcome: Err("illegal move".into()),
        };
        assert_eq!(failure.to_string(), "? illegal move\n\n");
    }

    /// Multi-line answers may start on a new line but hold no empty line.
    #[test]
    fn multi_line_responses_have_no_empty_line() {
        let board = Response {
            id: None,
            outcome: Ok("\n A B\n\n 2 . .\n".into()),
        };
        assert_eq!(board.to_string(), "= \n A B\n 2 . .\n\n");
    }
}
