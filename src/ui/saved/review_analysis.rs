//! "Analyse with the computer" on the review screen: the workers look at the positions,
//! one each at a time, as many at once as the screen's pool has workers (progress,
//! Cancel), each look kept with the game as it comes, so a review stopped or left half
//! way goes on where it stopped. Then the win-rate and score graph
//! (a tap jumps to that move) and each player's biggest mistakes, whose better line can be
//! stepped through on the board.

use crate::ai::teacher;
use crate::engine::{Color, Game, GameRecord, Move};
use crate::i18n::tr;
use crate::saved::analysis::{mistakes, positions, GameAnalysis, Look};
use crate::tr;
use crate::ui::computer::{Analyst, Asker, Looking, WorkerLink};
use crate::ui::library::use_library;
use crate::ui::library::Library;
use crate::ui::session::Session;
use crate::ui::words::{better_words, color_name, mistake_why};
use crate::worker::protocol::Analysis;
use leptos::prelude::*;

/// Mistakes listed per player.
const MISTAKES: usize = 3;

/// Visits per position: a 200-move 19x19 game in a few minutes, a 9x9 game in seconds.
fn visits(size: u8) -> u32 {
    match size {
        0..=9 => 100,
        10..=13 => 60,
        _ => 32,
    }
}

/// The computer's line shown on the board instead of the game: the position before
/// `before` events' move, then `moves[..step]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub before: usize,
    pub moves: Vec<Move>,
    pub step: usize,
}

/// The review of one screen.
#[derive(Clone, Copy)]
pub struct Reviewer {
    library: Library,
    id: StoredValue<String>,
    record: Memo<GameRecord>,
    /// One analyst per worker of the screen's pool.
    analysts: StoredValue<Vec<Analyst>>,
    /// The positions being looked at, and by which analyst.
    looking: StoredValue<Vec<(usize, usize)>>,
    /// The position each analyst looked at last: it walks on from there.
    walked: StoredValue<Vec<Option<usize>>>,
    pub analysis: RwSignal<Option<GameAnalysis>>,
    pub running: RwSignal<bool>,
    /// Why the review could not be kept with the game (a full storage), in words.
    pub unkept: RwSignal<Option<String>>,
    /// The computer's colour, in a game against it.
    pub computer: Option<Color>,
    /// Black's and White's names as the screens show them.
    pub names: StoredValue<[String; 2]>,
}

impl Reviewer {
    /// The review of `session`'s game, with what is kept of it from earlier.
    pub fn on_screen(session: Session, record: Memo<GameRecord>) -> Reviewer {
        let library = use_library();
        let id = session.id.get_value();
        let size = record.with_untracked(|r| r.size);
        // One pool for the review's analysts (a screen of its own).
        let link = WorkerLink::for_screen();
        let (computer, names) = session.table.with_untracked(|t| {
            let name = |c| crate::ui::levels::seat_name(t.player(c));
            (
                t.computer_seat().map(|s| s.color),
                [name(Color::Black), name(Color::White)],
            )
        });
        let kept = library
            .analysis(&id)
            .map(|a| record.with_untracked(|r| GameAnalysis::for_record(r, visits(size), Some(a))));
        Reviewer {
            library,
            id: StoredValue::new(id),
            record,
            analysts: StoredValue::new(
                (0..link.size())
                    .map(|k| Analyst::on_screen(Asker::Review(k as u8)))
                    .collect(),
            ),
            looking: StoredValue::new(Vec::new()),
            walked: StoredValue::new(vec![None; link.size()]),
            analysis: RwSignal::new(kept),
            running: RwSignal::new(false),
            unkept: RwSignal::new(None),
            computer,
            names: StoredValue::new(names),
        }
    }

    /// Whether every position has been looked at (tracked).
    pub fn complete(self) -> bool {
        self.analysis.with(|a| {
            a.as_ref()
                .is_some_and(|a| self.record.with(|r| a.next(r).is_none()))
        })
    }

    /// The saved game's id.
    pub fn id(self) -> String {
        self.id.get_value()
    }

    pub fn record(self) -> Memo<GameRecord> {
        self.record
    }

    pub fn library(self) -> Library {
        self.library
    }

    pub fn start(self) {
        if self.analysis.with_untracked(Option::is_none) {
            let a = self
                .record
                .with_untracked(|r| GameAnalysis::for_record(r, visits(r.size), None));
            self.analysis.set(Some(a));
        }
        self.running.set(true);
        for k in 0..self.analysts.with_value(Vec::len) {
            self.next(k);
        }
    }

    pub fn stop(self) {
        self.running.set(false);
        self.analysts
            .with_value(|a| a.iter().for_each(|a| a.cancel()));
        self.looking.set_value(Vec::new());
    }

    /// Why the review stopped, if an analyst could not answer.
    fn failure(self) -> Option<String> {
        self.analysts.with_value(|all| {
            all.iter().find_map(|a| match a.looking.get() {
                Looking::Failed(words) => Some(words),
                _ => None,
            })
        })
    }

    /// Asks analyst `k` about the next position nobody looks at, or, when none is left
    /// and nobody looks, ends the review.
    fn next(self, k: usize) {
        let record = self.record.get_untracked();
        let busy: Vec<usize> = self
            .looking
            .with_value(|l| l.iter().map(|&(_, n)| n).collect());
        let after = self.walked.with_value(|w| w.get(k).copied().flatten());
        let Some((n, visits)) = self.analysis.with_untracked(|a| {
            a.as_ref()
                .and_then(|a| Some((a.next_for(&record, &busy, after)?, a.visits)))
        }) else {
            if busy.is_empty() {
                self.running.set(false);
            }
            return;
        };
        let Some(analyst) = self.analysts.with_value(|a| a.get(k).copied()) else {
            return;
        };
        self.looking.update_value(|l| l.push((k, n)));
        self.walked.update_value(|w| {
            if let Some(last) = w.get_mut(k) {
                *last = Some(n);
            }
        });
        let answer = move |analysis: Analysis| self.heard(k, n, analysis);
        analyst.ask(record.prefix(n), visits, false, answer);
    }

    fn heard(self, k: usize, n: usize, analysis: Analysis) {
        self.looking.update_value(|l| l.retain(|&(a, _)| a != k));
        let look = Look {
            black_wins: analysis.black_wins,
            black_lead: analysis.black_lead,
            pv: analysis
                .moves
                .first()
                .map(|c| c.pv.clone())
                .unwrap_or_default(),
        };
        self.analysis.update(|a| {
            if let Some(slot) = a.as_mut().and_then(|a| a.looks.get_mut(n)) {
                *slot = Some(look);
            }
        });
        if let Some(a) = self.analysis.get_untracked() {
            // A full storage loses only the review, which can be made again: said.
            let unkept = self.library.save_analysis(&self.id.get_value(), &a).err();
            if self.unkept.get_untracked() != unkept {
                self.unkept.set(unkept);
            }
        }
        if self.running.get_untracked() {
            self.next(k);
        }
    }
}

/// "Analyse with the computer" (or Continue), the progress with Cancel, then the graph
/// and the mistakes.
#[component]
pub fn ReviewAnalysis(
    reviewer: Reviewer,
    /// The position shown (events), which the graph moves.
    at: RwSignal<usize>,
    /// The computer's line on the board, which a mistake's button shows.
    line: RwSignal<Option<Line>>,
) -> impl IntoView {
    let record = reviewer.record;
    let progress = move || {
        reviewer
            .analysis
            .with(|a| a.as_ref().map(|a| record.with(|r| a.progress(r))))
    };
    let complete = move || progress().is_some_and(|(done, all)| done == all);
    let status = move || {
        if let Some(words) = reviewer.failure() {
            return view! { <p class="review-analysis-status" role="alert">{words}</p> }.into_any();
        }
        if reviewer.running.get() {
            let (done, all) = progress().unwrap_or((0, 1));
            return view! {
                <div class="computer-status thinking" role="status">
                    <span>{tr!("review-analysing", done = done as i64, total = all as i64)}</span>
                    <progress max=all.to_string() value=done.to_string()></progress>
                    <button on:click=move |_| reviewer.stop()>{tr("play-suggest-cancel")}</button>
                </div>
            }
            .into_any();
        }
        if complete() {
            return ().into_any();
        }
        let key = if progress().is_some() {
            "review-analyse-continue"
        } else {
            "review-analyse"
        };
        view! { <button class="primary analyse" on:click=move |_| reviewer.start()>{tr(key)}</button> }
            .into_any()
    };
    view! {
        <div class="review-analysis">
            {status}
            {move || reviewer.unkept.get().map(|w| view! { <p class="review-analysis-status" role="alert">{w}</p> })}
            {move || reviewer.analysis.get().map(|a| view! {
                <Graph analysis=a.clone() record=record at=at/>
                <Mistakes analysis=a record=record at=at line=line/>
            })}
        </div>
    }
}

/// Black's win rate (solid) and lead (dashed, scaled to the largest) over the game;
/// each position a tap target.
#[component]
fn Graph(analysis: GameAnalysis, record: Memo<GameRecord>, at: RwSignal<usize>) -> impl IntoView {
    let all = record.with_untracked(positions);
    let width = all.len().max(2) as f32 - 1.0;
    let lead_scale = all
        .iter()
        .filter_map(|&n| analysis.look(n))
        .map(|l| l.black_lead.abs())
        .fold(1.0f32, f32::max);
    let points = |y: &dyn Fn(&Look) -> f32| {
        all.iter()
            .enumerate()
            .filter_map(|(i, &n)| analysis.look(n).map(|l| format!("{},{:.2}", i, y(l))))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let wins = points(&|l| 40.0 * (1.0 - l.black_wins));
    let lead = points(&|l| 20.0 - 20.0 * l.black_lead / lead_scale);
    let marker = {
        let all = StoredValue::new(all.clone());
        move || {
            let now = at.get();
            all.with_value(|all| all.iter().rposition(|&n| n <= now).unwrap_or(0))
        }
    };
    let targets = all
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            view! {
                <rect class="graph-target" x=i as f32 - 0.5 y="0" width="1" height="40"
                    on:click=move |_| at.set(n)/>
            }
        })
        .collect_view();
    view! {
        <svg class="review-graph" viewBox=format!("-0.5 0 {} 40", width + 1.0) preserveAspectRatio="none"
            role="img" aria-label=tr("review-graph-label")>
            <line class="graph-even" x1="-0.5" y1="20" x2=width + 0.5 y2="20"/>
            <polyline class="graph-wins" points=wins/>
            <polyline class="graph-lead" points=lead/>
            <line class="graph-now" x1=marker x2=marker y1="0" y2="40"/>
            {targets}
        </svg>
        <p class="graph-legend">{tr("review-graph-legend")}</p>
    }
}

/// Each player's biggest mistakes, with the move that was better and its line.
#[component]
fn Mistakes(
    analysis: GameAnalysis,
    record: Memo<GameRecord>,
    at: RwSignal<usize>,
    line: RwSignal<Option<Line>>,
) -> impl IntoView {
    let r = record.get_untracked();
    let size = r.size;
    let per_player =
        [Color::Black, Color::White].map(|color| {
            let found = mistakes(&r, &analysis, color, MISTAKES);
            let none = found.is_empty();
            let items = found
            .into_iter()
            .map(|m| {
                let number = position_at(&r, m.before + 1).map_or(0, |g| g.move_number());
                // The same words as the teacher's note at the board.
                let mut words = vec![tr!(
                    "review-mistake",
                    number = number as i64,
                    played = m.played.to_gtp(size),
                    points = f64::from((m.lost * 2.0).round() / 2.0)
                )];
                if let (Some(&better), Some(g)) = (m.pv.first(), position_at(&r, m.before)) {
                    words.extend(mistake_why(teacher::why(&g, m.played, better), m.color, size));
                    words.push(better_words(better, size));
                }
                let words = words.join(" ");
                let (before, moves) = (m.before, m.pv.clone());
                view! {
                    <li>
                        <button class="link" on:click=move |_| at.set(before + 1)>{words}</button>
                        <button on:click=move |_| {
                            at.set(before);
                            line.set(Some(Line { before, moves: moves.clone(), step: 0 }));
                        }>{tr("review-show-line")}</button>
                    </li>
                }
            })
            .collect_view();
            view! {
                <div class="mistakes">
                    <h3>{tr!("review-mistakes-of", color = color_name(color))}</h3>
                    {none.then(|| view! { <p>{tr("review-no-mistakes")}</p> })}
                    <ol>{items}</ol>
                </div>
            }
        });
    view! { <div class="review-mistakes">{per_player}</div> }
}

/// The game after the first `n` events of its record.
pub fn position_at(record: &GameRecord, n: usize) -> Option<Game> {
    Game::replay(&record.prefix(n)).ok()
}
