//! "Your mistakes as problems" on the review screen, once the computer's review is done:
//! the biggest mistakes of the person (of both players in a game between people) are
//! judged in the page by the worker's search, the position before each and after the move
//! played ([`from_game::mistake`]); those with one clearly best answer, a local tactic the
//! engine can name, become problems in "My problems" with the game and move as their
//! source. The player is told how many were looked at, made and left, and why. Nothing
//! is sent anywhere.
//!
//! It runs when the player asks, or by itself when the review was opened for it
//! (`/review/:id?make=problems`, the result panel's offer after a game against the
//! computer): it writes to the problems shelf, so it is never done unasked.

use crate::engine::{Color, GameRecord};
use crate::i18n::tr;
use crate::part::NotLoaded;
use crate::problems::from_game::{self, NoProblem};
use crate::problems::shelf::{Mine, Reader};
use crate::problems::Problem;
use crate::saved::analysis::{to_judge, ToJudge};
use crate::storage::keys::PROBLEMS_MINE;
use crate::tr;
use crate::ui::browser::{load_value, save_value};
use crate::ui::computer::{Analyst, Asker, Looking};
use crate::ui::learn::problems::store::{load_reader, reader};
use crate::ui::library::Library;
use crate::ui::stored::refused_words;
use crate::ui::words::records::day;
use leptos::prelude::*;

use super::review_analysis::Reviewer;

/// Mistakes judged per player: the review's biggest.
const JUDGED: usize = 5;

/// Visits of each judging search: deeper than the review's look at every position.
fn visits(size: u8) -> u32 {
    match size {
        0..=9 => 400,
        10..=13 => 200,
        _ => 120,
    }
}

/// What came of the mistakes looked at.
#[derive(Clone, Debug, Default, PartialEq)]
struct Tally {
    looked: usize,
    made: usize,
    already: usize,
    unclear: usize,
    not_local: usize,
    /// The first new problem's id and its import's number.
    first: Option<(String, u32)>,
}

#[derive(Clone, Debug, PartialEq)]
enum Making {
    Idle,
    Judging {
        done: usize,
        total: usize,
    },
    Done(Tally),
    /// The storage refused the problems: why, in words.
    Refused(String),
}

/// The judging of one review's mistakes.
#[derive(Clone, Copy)]
struct Maker {
    reviewer: Reviewer,
    analyst: Analyst,
    making: RwSignal<Making>,
    /// The mistakes left to judge.
    queue: StoredValue<Vec<ToJudge>>,
    made: StoredValue<Vec<Problem>>,
    tally: StoredValue<Tally>,
}

impl Maker {
    /// Fetches the reader of My problems (their problems are SGF), then judges.
    fn start(self) {
        leptos::task::spawn_local(async move {
            match load_reader().await {
                Ok(read) => self.judge(read),
                Err(NotLoaded) => self.making.set(Making::Refused(tr("part-failed-inline"))),
            }
        });
    }

    fn judge(self, read: Reader) {
        let record = self.reviewer.record().get_untracked();
        let Some(analysis) = self.reviewer.analysis.get_untracked() else {
            return;
        };
        let id = self.reviewer.id();
        let mine: Mine = load_value(PROBLEMS_MINE);
        let colors = people(self.reviewer.computer);
        let judged = to_judge(
            &record,
            &analysis,
            &colors,
            JUDGED,
            &mine.made_from(&id, read),
        );
        self.tally.set_value(Tally {
            already: judged.already,
            ..Tally::default()
        });
        self.made.set_value(Vec::new());
        let mut queue = judged.mistakes;
        queue.reverse();
        self.queue.set_value(queue);
        self.next(record);
    }

    /// Judges the next mistake, or keeps what was made when none is left.
    fn next(self, record: GameRecord) {
        let Some(next) = self.queue.try_update_value(Vec::pop).flatten() else {
            return self.finish(reader());
        };
        let before = next.before;
        let mistake = from_game::Mistake {
            board: next.board,
            color: next.color,
            played: next.played,
            number: next.number,
            game: self.reviewer.id(),
        };
        let done = self.tally.with_value(|t| t.looked);
        let total = done + 1 + self.queue.with_value(Vec::len);
        self.making.set(Making::Judging { done, total });
        let visits = visits(record.size);
        let (at, after) = (record.prefix(before), record.prefix(before + 1));
        self.analyst.ask(at, visits, false, move |seen| {
            let seen = seen.searched(mistake.color);
            let mistake = mistake.clone();
            let record = record.clone();
            self.analyst.ask(after.clone(), visits, false, move |then| {
                let then = then.searched(mistake.color.opposite());
                self.judged(from_game::mistake(&mistake, &seen, &then));
                self.next(record.clone());
            });
        });
    }

    fn judged(self, judged: Result<Problem, NoProblem>) {
        self.tally.update_value(|t| {
            t.looked += 1;
            match &judged {
                Ok(_) => {}
                Err(NoProblem::NotClear) => t.unclear += 1,
                Err(NoProblem::NotLocal) => t.not_local += 1,
            }
        });
        if let Ok(p) = judged {
            self.made.update_value(|m| m.push(p));
        }
    }

    /// Keeps the problems made in My problems (what is stored now: another tab may have
    /// changed it) and says what came of it.
    fn finish(self, read: Option<Reader>) {
        let Some(read) = read else {
            return self.making.set(Making::Refused(tr("part-failed-inline")));
        };
        let made = self.made.get_value();
        let mut tally = self.tally.get_value();
        if !made.is_empty() {
            let mut mine: Mine = load_value(PROBLEMS_MINE);
            let [black, white] = self.reviewer.names.get_value();
            let (id, computer) = (self.reviewer.id(), self.reviewer.computer);
            let name = game_name(self.reviewer.library(), &id, &black, &white, computer);
            let (added, first) = mine.add_from_game(&self.reviewer.id(), &name, &made, read);
            if added > 0 {
                if let Err(e) = save_value(PROBLEMS_MINE, &mine) {
                    return self
                        .making
                        .set(Making::Refused(refused_words(PROBLEMS_MINE, e)));
                }
            }
            tally.already += made.len() - added;
            tally.made = added;
            tally.first = first;
        }
        self.making.set(Making::Done(tally));
    }
}

/// The offer to make problems of the mistakes, the judging's progress, and what came of it.
#[component]
pub fn MistakeProblems(
    reviewer: Reviewer,
    /// Start at once (the review was opened for it).
    auto: bool,
) -> impl IntoView {
    let maker = Maker {
        reviewer,
        analyst: Analyst::on_screen(Asker::Judge),
        making: RwSignal::new(Making::Idle),
        queue: StoredValue::new(Vec::new()),
        made: StoredValue::new(Vec::new()),
        tally: StoredValue::new(Tally::default()),
    };
    if auto {
        maker.start();
    }
    let said = move || {
        match maker.making.get() {
        Making::Idle => view! {
            <button class="primary make-problems" on:click=move |_| maker.start()>{tr("review-problems-make")}</button>
        }
        .into_any(),
        Making::Judging { done, total } => view! {
            <div class="computer-status thinking" role="status">
                <span>{tr!("review-problems-judging", done = (done + 1) as i64, total = total as i64)}</span>
                <progress max=total.to_string() value=done.to_string()></progress>
                <button on:click=move |_| {
                    maker.analyst.cancel();
                    maker.making.set(Making::Idle);
                }>{tr("play-suggest-cancel")}</button>
            </div>
            {move || match maker.analyst.looking.get() {
                Looking::Failed(words) => Some(view! { <p class="refused" role="alert">{words}</p> }),
                _ => None,
            }}
        }
        .into_any(),
        Making::Refused(words) => view! { <p class="refused" role="alert">{words}</p> }.into_any(),
        Making::Done(t) => view! { <Made tally=t/> }.into_any(),
    }
    };
    view! {
        <section class="mistake-problems" aria-labelledby="mistake-problems-heading">
            <h3 id="mistake-problems-heading">{tr("review-problems-heading")}</h3>
            <p>{tr("review-problems-about")}</p>
            <div aria-live="polite">{said}</div>
        </section>
    }
}

/// What came of the judging, in words, with the way to the problems.
#[component]
fn Made(tally: Tally) -> impl IntoView {
    let mut lines = vec![match tally.looked {
        0 => tr("review-problems-none"),
        looked => [
            tr!("review-problems-made", looked = looked as i64),
            tr!("review-problems-new", made = tally.made as i64),
        ]
        .join(" "),
    }];
    let (unclear, not_local, already) = (tally.unclear, tally.not_local, tally.already);
    lines.extend((unclear > 0).then(|| tr!("review-problems-unclear", count = unclear as i64)));
    lines.extend(
        (not_local > 0).then(|| tr!("review-problems-not-local", count = not_local as i64)),
    );
    lines.extend((already > 0).then(|| tr!("review-problems-already", count = already as i64)));
    let made = tally.made as i64;
    let solve = tally.first.map(|(id, number)| {
        view! { <a class="button primary" href=format!("learn/problems/{id}?mine={number}")>{tr!("review-problems-solve", count = made)}</a> }
    });
    view! {
        <p class="made" role="status">{lines.join(" ")}</p>
        <div class="controls">
            {solve}
            <a class="button" href="learn/problems">{tr("review-problems-mine")}</a>
        </div>
    }
}

/// The people's colours of a game: the person's against the computer, else both.
pub fn people(computer: Option<Color>) -> Vec<Color> {
    [Color::Black, Color::White]
        .into_iter()
        .filter(|&c| Some(c) != computer)
        .collect()
}

/// The name of a game's problems in My problems: "Your game of 2026-12-06 against
/// Computer (Rung 4)", or between people "The game of 2026-12-06, Ann against Bob".
pub fn game_name(
    library: Library,
    id: &str,
    black: &str,
    white: &str,
    computer: Option<Color>,
) -> String {
    let date = library
        .saved_game(id)
        .map(|g| day(g.created_ms))
        .unwrap_or_default();
    match computer {
        Some(Color::Black) => tr!("review-problems-name", date = date, opponent = black),
        Some(Color::White) => tr!("review-problems-name", date = date, opponent = white),
        None => tr!(
            "review-problems-name-people",
            date = date,
            black = black,
            white = white
        ),
    }
}
