//! The new-game screen's clock: no clock, or main time followed by sudden death,
//! byo-yomi periods, or the club's floor (text 001).

use crate::clock::{ClockSettings, CLUB_FLOOR_S};
use crate::i18n::tr;
use crate::tr;
use leptos::prelude::*;

/// What happens when main time is used up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockKind {
    SuddenDeath,
    ByoYomi,
    /// Text 001: a move with less than x seconds left tops the time up to x.
    Floor,
}

/// The clock as chosen so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockChoice {
    /// Main time in minutes; 0 for no clock.
    pub minutes: u32,
    pub kind: ClockKind,
    pub periods: u32,
    pub period_s: u32,
    pub floor_s: u32,
}

impl Default for ClockChoice {
    fn default() -> ClockChoice {
        ClockChoice {
            minutes: 0,
            kind: ClockKind::SuddenDeath,
            periods: 3,
            period_s: 30,
            floor_s: CLUB_FLOOR_S,
        }
    }
}

impl ClockChoice {
    /// The clock to start with, if any.
    pub fn settings(&self) -> Option<ClockSettings> {
        (self.minutes > 0).then(|| match self.kind {
            ClockKind::SuddenDeath => ClockSettings::minutes(self.minutes, 0, 0),
            ClockKind::ByoYomi => ClockSettings::minutes(self.minutes, self.periods, self.period_s),
            ClockKind::Floor => ClockSettings::club(self.minutes, self.floor_s),
        })
    }

    /// The kind a preset suggests: its floor if it has one (the club's), else sudden
    /// death in place of another preset's floor.
    pub fn for_preset(mut self, floor_s: u32) -> ClockChoice {
        if floor_s > 0 {
            self.kind = ClockKind::Floor;
            self.floor_s = floor_s;
        } else if self.kind == ClockKind::Floor {
            self.kind = ClockKind::SuddenDeath;
        }
        self
    }
}

/// A `<select>` of numbers kept in one field of the choice.
fn number_menu(
    choice: RwSignal<ClockChoice>,
    label: String,
    values: &'static [u32],
    get: fn(&ClockChoice) -> u32,
    set: fn(&mut ClockChoice, u32),
) -> impl IntoView {
    view! {
        <label class="field">
            <span>{label}</span>
            <select on:change=move |ev| if let Ok(n) = event_target_value(&ev).parse() { choice.update(|c| set(c, n)) }>
                {values.iter().map(|&n| view! {
                    <option value=n.to_string() selected=move || choice.with(get) == n>{n.to_string()}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// The clock fieldset of the new-game screen.
#[component]
pub fn ClockFields(
    /// The clock chosen so far.
    choice: RwSignal<ClockChoice>,
) -> impl IntoView {
    let kind_names = [
        (ClockKind::SuddenDeath, "sudden-death"),
        (ClockKind::ByoYomi, "byo-yomi"),
        (ClockKind::Floor, "floor"),
    ];
    let kind_word = |kind: ClockKind| match kind {
        ClockKind::SuddenDeath => tr("new-game-sudden-death"),
        ClockKind::ByoYomi => tr("new-game-byo-yomi"),
        ClockKind::Floor => tr("new-game-club-floor"),
    };
    let choose_kind = move |value: String| {
        if let Some((kind, _)) = kind_names.iter().find(|(_, v)| *v == value) {
            choice.update(|c| c.kind = *kind);
        }
    };
    let kind_is = move |kind: ClockKind| choice.with(|c| c.minutes != 0 && c.kind == kind);
    view! {
        <fieldset>
            <legend>{tr("new-game-clock")}</legend>
            <label class="field">
                <span>{tr("new-game-main-time")}</span>
                <select on:change=move |ev| choice.update(|c| c.minutes = event_target_value(&ev).parse().unwrap_or(0))>
                    <option value="0" selected=move || choice.with(|c| c.minutes == 0)>{tr("new-game-no-clock")}</option>
                    {[1u32, 2, 3, 5, 10, 15, 20, 30, 45, 60].into_iter().map(|m| view! {
                        <option value=m.to_string() selected=move || choice.with(|c| c.minutes == m)>{tr!("new-game-minutes", count = m)}</option>
                    }).collect_view()}
                </select>
            </label>
            <Show when=move || choice.with(|c| c.minutes != 0)>
                <label class="field">
                    <span>{tr("new-game-clock-kind")}</span>
                    <select on:change=move |ev| choose_kind(event_target_value(&ev))>
                        {kind_names.into_iter().map(|(kind, value)| view! {
                            <option value=value selected=move || choice.with(|c| c.kind == kind)>{kind_word(kind)}</option>
                        }).collect_view()}
                    </select>
                </label>
            </Show>
            <Show when=move || kind_is(ClockKind::ByoYomi)>
                {number_menu(choice, tr("new-game-periods"), &[1, 3, 5], |c| c.periods, |c, n| c.periods = n)}
                {number_menu(choice, tr("new-game-period-seconds"), &[10, 20, 30, 60], |c| c.period_s, |c, n| c.period_s = n)}
            </Show>
            <Show when=move || kind_is(ClockKind::Floor)>
                {number_menu(choice, tr("new-game-floor-seconds"), &[10, 20, 30, 60], |c| c.floor_s, |c, n| c.floor_s = n)}
            </Show>
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind gives its clock; no main time is no clock; the club's preset picks the floor.
    #[test]
    fn choices_give_clocks() {
        let mut c = ClockChoice::default();
        assert_eq!(c.settings(), None);
        c.minutes = 10;
        assert_eq!(c.settings(), Some(ClockSettings::minutes(10, 0, 0)));
        c.kind = ClockKind::ByoYomi;
        assert_eq!(c.settings(), Some(ClockSettings::minutes(10, 3, 30)));
        let club = c.for_preset(30);
        assert_eq!(club.settings(), Some(ClockSettings::club(10, 30)));
        assert_eq!(club.for_preset(0).kind, ClockKind::SuddenDeath);
        assert_eq!(c.for_preset(0).kind, ClockKind::ByoYomi);
    }
}
