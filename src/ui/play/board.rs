//! The board of the play screen: taps become actions (one tap or two, as the settings
//! and the device say), a mouse shows where a stone would go, captured stones fade.

use super::advice::{draw, Advice};
use crate::engine::{Color, Point};
use crate::table::Action;
use crate::tr;
use crate::ui::board_view::BoardView;
use crate::ui::board_view::{board_model, Overlays, Shown};
use crate::ui::browser::{coarse_pointer, mark_tap, measure_paint};
use crate::ui::session::Session;
use crate::ui::settings::{use_settings, Placing};
use leptos::prelude::*;

#[component]
pub fn PlayBoard(
    session: Session,
    /// The game shown.
    game: Memo<Shown>,
    /// Captured stones fading out.
    fading: RwSignal<Vec<(Point, Color)>>,
    /// Does what a tap asks.
    act: Callback<Action>,
    /// The computer's advice for the position shown, drawn on the board.
    advice: Signal<Option<Advice>>,
    /// The teacher's better move, ringed.
    ring: Signal<Option<Point>>,
) -> impl IntoView {
    let settings = use_settings();
    let table = session.table;
    let hover = RwSignal::new(None::<Point>);
    let touched = move || match settings.with(|s| s.placing) {
        Placing::TwoTap => true,
        Placing::OneTap => false,
        Placing::Auto => coarse_pointer(),
    };
    let on_tap = Callback::new(move |at: Point| {
        mark_tap();
        act.run(Action::Tap {
            at,
            two_tap: touched(),
        });
        measure_paint();
    });
    let on_hover = Callback::new(move |p: Option<Point>| {
        if !touched() {
            hover.set(p.filter(|&p| game.with_untracked(|g| g.0.check(p).is_ok())));
        }
    });
    let model = Memo::new(move |_| {
        let overlays = settings.with(|s| Overlays {
            ghost: table.with(|t| t.ghost()).or_else(|| hover.get()),
            forbidden_marks: s.forbidden_marks,
            atari_hint: s.atari_hint,
            move_numbers: s.move_numbers,
        });
        let mut m = game.with(|g| board_model(&g.0, overlays));
        // The suggestion changes only with the record, which `game` tracks.
        table.with_untracked(|t| {
            for p in t.game().dead_stones() {
                m.at(p).suggested = t.is_suggested_dead(p);
            }
        });
        if let Some(a) = advice.get() {
            draw(&a, &mut m, game.with(|g| g.0.size()));
        }
        if let Some(p) = ring.get() {
            m.at(p).better = true;
        }
        for (p, c) in fading.get() {
            let v = m.at(p);
            if v.stone.is_none() {
                v.ghost = None;
                v.fading = Some(c);
            }
        }
        m
    });
    let label = Signal::derive(move || {
        game.with(|g| {
            tr!(
                "play-board-label",
                size = f64::from(g.0.size()),
                number = g.0.move_number() as f64
            )
        })
    });
    view! {
        <div class="board-wrap">
            <BoardView model=model coordinates=Signal::derive(move || settings.with(|s| s.coordinates))
                on_tap=on_tap on_hover=on_hover label=label keyboard=true/>
        </div>
    }
}
