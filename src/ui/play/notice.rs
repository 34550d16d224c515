//! The line under the board: what an action did, or why it was refused, in words.

use crate::engine::{Color, Move};
use crate::i18n::{tr, tr_args, Args};
use crate::table::{Outcome, TableError};
use crate::tr;
use crate::ui::session::Session;
use crate::ui::words::{color_name, move_error};
use leptos::prelude::*;

/// The message line under the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    /// A refusal (shown as one, and spoken without the turn).
    pub refusal: bool,
}

impl Notice {
    pub fn said(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            refusal: false,
        }
    }

    pub fn refused(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            refusal: true,
        }
    }

    /// This notice followed by a problem (a failed save): the whole line is a refusal.
    pub fn and_then_fault(said: Option<&Notice>, fault: String) -> Notice {
        match said {
            Some(said) => Notice::refused(format!("{} {fault}", said.text)),
            None => Notice::refused(fault),
        }
    }
}

/// Adds a failed save to what the line says, whenever a save of this session fails.
pub fn show_save_faults(session: Session, message: RwSignal<Option<Notice>>) {
    Effect::new(move |_| {
        if let Some(fault) = session.save_fault.get() {
            let said = message.get_untracked();
            message.set(Some(Notice::and_then_fault(said.as_ref(), fault)));
        }
    });
}

/// What an outcome says, if anything (a question shows as its own bar; a clock tick
/// says nothing).
pub fn of_outcome(outcome: &Outcome, size: u8) -> Option<Notice> {
    let text = match outcome {
        Outcome::Played {
            color,
            mv,
            captured,
            ..
        } => describe_move(*color, *mv, captured.len(), size),
        Outcome::Ghost(p) => tr!("play-tap-again", point = p.to_gtp(size)),
        Outcome::Undone => tr("play-took-back-move"),
        Outcome::Marked { dead: true } => tr("play-marked-dead"),
        Outcome::Marked { dead: false } => tr("play-marked-alive"),
        Outcome::MarkUndone => tr("play-took-back-mark"),
        Outcome::Suggested { strings } => tr!("play-suggested", count = *strings as i64),
        Outcome::Agreed(_) => tr("play-agreed"),
        Outcome::Accepted => tr("play-accepted"),
        Outcome::Resumed { .. } => tr("play-resumes"),
        Outcome::Nothing
        | Outcome::Asks(_)
        | Outcome::Cancelled
        | Outcome::Ticked
        | Outcome::TimeOut { .. }
        | Outcome::ClockPaused(_)
        | Outcome::Renamed
        | Outcome::Reopened
        | Outcome::Rematch(_) => return None,
        // A letter's news: the friend screen and the link panel say it.
        Outcome::Received(_) => return None,
    };
    Some(Notice::said(text))
}

/// Why the table refused an action.
pub fn refusal(error: TableError, size: u8) -> Notice {
    Notice::refused(match error {
        TableError::Move(e) => move_error(e),
        TableError::OpenKo { at } => tr!("play-open-ko", point = at.to_gtp(size)),
        TableError::NoClock => tr("play-no-clock"),
        TableError::NotFinished => tr("play-not-finished"),
        TableError::ComputerToMove => tr("play-computer-thinking"),
        TableError::NoTakebacks => tr("play-no-takebacks"),
        TableError::StaleComputerMove => tr("play-computer-stale"),
        TableError::StaleSuggestion => tr("play-suggestion-stale"),
        TableError::FriendToMove => tr("play-friend-to-move"),
        TableError::BetweenDevices => tr("play-between-devices"),
    })
}

/// What a successful move says.
fn describe_move(color: Color, mv: Move, captured: usize, size: u8) -> String {
    let who = color_name(color);
    match mv {
        Move::Pass => passed(color),
        Move::Resign => tr!("play-resigned", color = who),
        Move::Place(p) => {
            let mut args = Args::new();
            args.set("color", who);
            args.set("point", p.to_gtp(size));
            args.set("count", captured as f64);
            let args = Some(&args);
            // The captured stones are the opponent's: their colour agrees with the noun.
            match (captured, color.opposite()) {
                (0, _) => tr_args("play-played", args),
                (_, Color::White) => tr_args("play-played-captured-white", args),
                (_, Color::Black) => tr_args("play-played-captured-black", args),
            }
        }
    }
}

/// What a pass says: "Black passed."
pub fn passed(color: Color) -> String {
    tr!("play-passed", color = color_name(color))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{MoveError, Phase, Point};

    /// Outcomes and refusals in English; a tick or a question says nothing here.
    #[test]
    fn words() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        let d4 = Point::parse_gtp("D4", 9).unwrap();
        let played = Outcome::Played {
            color: Color::White,
            mv: Move::Place(d4),
            captured: vec![d4, d4],
            phase: Phase::Playing,
            result: None,
        };
        assert_eq!(
            of_outcome(&played, 9).unwrap().text,
            "White played D4 and captured 2 black stones."
        );
        assert_eq!(of_outcome(&Outcome::Ticked, 9), None);
        assert_eq!(
            refusal(TableError::Move(MoveError::Occupied), 9),
            Notice::refused("That point is occupied.")
        );
        assert!(refusal(TableError::OpenKo { at: d4 }, 9)
            .text
            .contains("D4"));
        assert_eq!(
            refusal(TableError::NoTakebacks, 9),
            Notice::refused("Take-backs against the computer are off (Settings).")
        );
        assert_eq!(
            Notice::and_then_fault(Some(&Notice::said("Black passed.")), "Not saved.".into()),
            Notice::refused("Black passed. Not saved.")
        );
    }
}
