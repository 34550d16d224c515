//! The computer's advice during play, only when asked: the score estimate ("Black leads by
//! about 4.5", the areas shaded on the board) and hints (its top moves, each with a short
//! reason). Shown until the game moves on; never in a first-capture game, where points
//! do not decide.

use crate::ai::hint::{self, Reason};
use crate::ai::player::ladder::level_at;
use crate::engine::{Color, Phase, Point, WinCondition};
use crate::i18n::tr;
use crate::table::Table;
use crate::tr;
use crate::ui::board_view::BoardModel;
use crate::ui::board_view::{draw_hints, hint_words, HINTS, HINT_VISITS};
use crate::ui::computer::{Analyst, AnalystStatus, Asker};
use crate::ui::session::Session;
use crate::ui::settings::use_settings;
use crate::ui::words::color_name;
use crate::worker::protocol::Analysis;
use leptos::prelude::*;

/// Visits for an estimate: its lead settles quickly.
const ESTIMATE_VISITS: u32 = 64;
/// Hints are offered against the computer up to this level ("First game", "Beginner",
/// "Casual"), whatever Settings say.
const HINTS_UP_TO_LEVEL: u8 = 3;
/// Ownership (of 100) from which the estimate shades a point.
const SHADE: i8 = 50;

/// What the computer said about one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// The length of the record it is about: it shows only while the game is there.
    pub events: usize,
    pub said: Said,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    Estimate {
        black_lead: f32,
        black_wins: f32,
        ownership: Vec<i8>,
    },
    Hints(Vec<(Point, Reason)>),
}

/// The advice of one play screen.
#[derive(Clone, Copy)]
pub struct Adviser {
    session: Session,
    analyst: Analyst,
    pub advice: RwSignal<Option<Advice>>,
}

impl Adviser {
    pub fn on_screen(session: Session) -> Adviser {
        Adviser {
            session,
            analyst: Analyst::on_screen(Asker::Adviser),
            advice: RwSignal::new(None),
        }
    }

    /// The advice for the position on the table now, if any.
    pub fn current(self) -> Option<Advice> {
        let events = self.session.table.with(|t| t.game().record().events.len());
        self.advice.get().filter(|a| a.events == events)
    }

    fn ask(self, visits: u32, hints: bool) {
        let table = self.session.table;
        let (record, events) =
            table.with_untracked(|t| (t.game().record().clone(), t.game().record().events.len()));
        let advice = self.advice;
        let answer = move |analysis: Analysis| {
            let said = table.with_untracked(|t| said(t, &analysis, hints));
            advice.set(Some(Advice { events, said }));
        };
        self.advice.set(None);
        self.analyst.ask(record, visits, !hints, answer);
    }
}

/// The analysis in the screen's terms.
fn said(t: &Table, analysis: &Analysis, hints: bool) -> Said {
    if !hints {
        return Said::Estimate {
            black_lead: analysis.black_lead,
            black_wins: analysis.black_wins,
            ownership: analysis.ownership.clone(),
        };
    }
    let moves = analysis.moves.iter().map(|c| c.mv);
    Said::Hints(hint::hints(t.game(), moves).take(HINTS).collect())
}

/// Draws the advice on the board: the estimate's areas shaded (stones it gives to the
/// other side too), the hints numbered.
pub fn draw(advice: &Advice, m: &mut BoardModel, size: u8) {
    match &advice.said {
        Said::Estimate { ownership, .. } => {
            for p in Point::all(size) {
                let owner = match ownership.get(p.index(size)) {
                    Some(&o) if o >= SHADE => Some(Color::Black),
                    Some(&o) if o <= -SHADE => Some(Color::White),
                    _ => None,
                };
                let v = m.at(p);
                if v.stone.is_none() || owner.is_some_and(|o| v.stone != Some(o)) {
                    v.territory = owner;
                }
            }
        }
        Said::Hints(hints) => draw_hints(hints, m),
    }
}

/// "Black leads by about 4.5" (to the nearest half point), or "About even".
pub fn lead_words(black_lead: f32) -> String {
    let half_points = (black_lead * 2.0).round();
    if half_points == 0.0 {
        return tr("play-estimate-even");
    }
    let color = if half_points > 0.0 {
        Color::Black
    } else {
        Color::White
    };
    tr!(
        "play-estimate-lead",
        color = color_name(color),
        points = f64::from(half_points.abs() / 2.0)
    )
}

/// The buttons (Estimate score, Hint), the analyst at work, and what it said.
#[component]
pub fn AdviceBar(adviser: Adviser) -> impl IntoView {
    let settings = use_settings();
    let table = adviser.session.table;
    let size = table.with_untracked(|t| t.game().size());
    let playing = Memo::new(move |_| {
        table.with(|t| {
            t.game().phase() == Phase::Playing
                && t.computer_to_move().is_none()
                && t.game().rules().win == WinCondition::Score
        })
    });
    // Hints: against the computer's beginner levels always, between people by setting.
    let hints_offered = Memo::new(move |_| {
        let level = table.with(|t| t.computer_seat().map(|c| level_at(c.rung)));
        match level {
            Some(level) => level <= HINTS_UP_TO_LEVEL || settings.with(|s| s.hints),
            None => settings.with(|s| s.hints),
        }
    });
    let analyst = adviser.analyst;
    let said = move || {
        adviser.current().map(|a| match a.said {
            Said::Estimate {
                black_lead,
                black_wins,
                ..
            } => tr!(
                "play-estimate",
                lead = lead_words(black_lead),
                percent = f64::from((black_wins * 100.0).round())
            ),
            Said::Hints(hints) => hint_words(&hints, size),
        })
    };
    view! {
        <Show when=move || playing.get()>
            <div class="advice">
                <AnalystStatus analyst=analyst/>
                <div class="controls">
                    <button class="estimate" on:click=move |_| adviser.ask(ESTIMATE_VISITS, false)>{tr("play-estimate-ask")}</button>
                    <Show when=move || hints_offered.get()>
                        <button class="hint" on:click=move |_| adviser.ask(HINT_VISITS, true)>{tr("play-hint-ask")}</button>
                    </Show>
                    <Show when=move || adviser.current().is_some()>
                        <button on:click=move |_| adviser.advice.set(None)>{tr("play-advice-hide")}</button>
                    </Show>
                </div>
                <p class="advice-said" role="status">{said}</p>
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lead to the nearest half point, for the side ahead.
    #[test]
    fn lead_in_words() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        assert_eq!(lead_words(4.4), "Black leads by about 4.5");
        assert_eq!(lead_words(-2.1), "White leads by about 2");
        assert_eq!(lead_words(0.2), "About even");
    }
}
