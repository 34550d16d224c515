//! The new-game screen's opponent: another person or the computer, and against the
//! computer its rung on the ladder, my colour and my name; [`seats`] turns the choice into
//! seats.

use crate::engine::Color;
use crate::i18n::tr;
use crate::table::Seat;
use crate::ui::words::color_name;
use leptos::prelude::*;

/// Which colour the person takes against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    Black,
    White,
    Random,
}

/// Who sits where: against the computer, the person at `mine` (Random: drawn from
/// `coin`) and the computer at the other colour; else both names as people.
pub fn seats(
    computer_rung: Option<u8>,
    mine: ColorChoice,
    coin: u64,
    names: [String; 2],
) -> [Seat; 2] {
    let [b, w] = names;
    let Some(rung) = computer_rung else {
        return [Seat::person(b), Seat::person(w)];
    };
    let black = match mine {
        ColorChoice::Black => true,
        ColorChoice::White => false,
        ColorChoice::Random => coin.is_multiple_of(2),
    };
    if black {
        [Seat::person(b), Seat::computer(rung)]
    } else {
        [Seat::computer(rung), Seat::person(b)]
    }
}

/// One button of a segmented choice: chosen when `chosen` holds `value`.
fn radio<T: Copy + PartialEq + Send + Sync + 'static>(
    chosen: RwSignal<T>,
    value: T,
    label: String,
) -> impl IntoView {
    view! {
        <button role="radio" aria-checked=move || (chosen.get() == value).to_string()
            class:chosen=move || chosen.get() == value on:click=move |_| chosen.set(value)>
            {label}
        </button>
    }
}

/// Another person or the computer; for the computer its rung, my colour and my name.
#[component]
pub fn OpponentFields(
    /// Whether the computer is the opponent.
    computer: RwSignal<bool>,
    /// The computer's rung on the ladder (1 is the weakest).
    level: RwSignal<u8>,
    /// "Play at my level": sets the rung (and handicap) the ladder picks.
    at_my_level: Callback<()>,
    my_color: RwSignal<ColorChoice>,
    /// My name against the computer ("You" until changed).
    my_name: RwSignal<String>,
) -> impl IntoView {
    view! {
        <fieldset class="opponent">
            <legend>{tr("new-game-opponent")}</legend>
            <div class="segmented" role="radiogroup" aria-label=tr("new-game-opponent")>
                {radio(computer, false, tr("new-game-opponent-person"))}
                {radio(computer, true, tr("new-game-opponent-computer"))}
            </div>
            // A game between two devices has screens of its own (`/friend`).
            <a class="opponent-friend" href="friend">{tr("new-game-opponent-friend")}</a>
            <Show when=move || computer.get()>
                <div class="level-row">
                    <label class="field">
                        <span>{tr("new-game-level")}</span>
                        <select class="level" aria-describedby="level-note" on:change=move |ev| level.set(event_target_value(&ev).parse().unwrap_or(1))>
                            {crate::ui::computer::rung_choices().into_iter().map(|(n, name)| view! {
                                <option value=n.to_string() selected=move || level.get() == n>{name}</option>
                            }).collect_view()}
                        </select>
                    </label>
                    <button type="button" class="at-my-level" on:click=move |_| at_my_level.run(())>{tr("ladder-at-my-level")}</button>
                </div>
                <p class="level-note" id="level-note">{move || crate::ui::computer::rung_note(level.get())}</p>
                <div class="field">
                    <span aria-hidden="true">{tr("new-game-my-color")}</span>
                    <div class="segmented" role="radiogroup" aria-label=tr("new-game-my-color")>
                        {radio(my_color, ColorChoice::Black, color_name(Color::Black))}
                        {radio(my_color, ColorChoice::White, color_name(Color::White))}
                        {radio(my_color, ColorChoice::Random, tr("new-game-color-random"))}
                    </div>
                </div>
                <label class="field">
                    <span>{tr("new-game-my-name")}</span>
                    <input type="text" maxlength="40" prop:value=move || my_name.get()
                        on:input=move |ev| my_name.set(event_target_value(&ev))/>
                </label>
            </Show>
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against the computer the person takes the colour chosen (or drawn), the computer
    /// the other; without it both seats are people.
    #[test]
    fn seats_follow_the_choice() {
        let names = || ["Ann".to_string(), "Bo".to_string()];
        assert_eq!(
            seats(None, ColorChoice::White, 0, names()),
            [Seat::person("Ann"), Seat::person("Bo")]
        );
        assert_eq!(
            seats(Some(2), ColorChoice::Black, 1, names()),
            [Seat::person("Ann"), Seat::computer(2)]
        );
        assert_eq!(
            seats(Some(2), ColorChoice::White, 0, names()),
            [Seat::computer(2), Seat::person("Ann")]
        );
        assert_eq!(
            seats(Some(1), ColorChoice::Random, 0, names())[0],
            Seat::person("Ann")
        );
        assert_eq!(
            seats(Some(1), ColorChoice::Random, 1, names())[0],
            Seat::computer(1)
        );
    }
}
