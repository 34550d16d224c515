//! The variant selector: opponent (another person or the computer at a rung of the
//! ladder), preset, size, handicap, komi, clock and names.
//! "New game → Start" is two taps: the defaults are AGA area, 9x9, komi 7.5; "Play the
//! computer → Start" is two taps too (`new?opponent=computer`: the rung of the last game
//! against it, or the weakest, Black), and so is Home's "Play at my level"
//! (`new?opponent=computer&level=mine`: the rung and handicap the ladder picks).

use crate::engine::handicap::fixed_points;
use crate::engine::{presets, Color, HalfPoints, Placement, Preset, Rules};
use crate::i18n::tr;
use crate::table::NewGame;
use crate::tr;
use crate::ui::board_view::{BoardModel, BoardView};
use crate::ui::clock_choice::{ClockChoice, ClockFields};
use crate::ui::library::use_library;
use crate::ui::opponent_choice::{seats, ColorChoice, OpponentFields};
use crate::ui::route::{use_address, Route};
use crate::ui::words::{
    color_name, points, preset_description, preset_name, preset_source, setup_error,
};
use leptos::prelude::*;

/// The handicap choices a preset allows on a board size (0 = even game).
fn handicap_choices(preset: &Preset, size: u8) -> Vec<u8> {
    (0..=preset.rules.max_handicap(size)).collect()
}

/// A small board showing where the handicap stones go.
fn preview(size: u8, handicap: u8, placement: Placement) -> BoardModel {
    let mut m = BoardModel::empty(size);
    let stones = Rules::handicap_stones(handicap);
    for p in fixed_points(size, stones, placement).unwrap_or_default() {
        m.at(p).stone = Some(Color::Black);
    }
    m
}

/// Komi as typed ("6.5", "7,5", "-3"): whole or half points.
pub fn parse_komi(text: &str) -> Result<HalfPoints, String> {
    let t = text.trim().replace(',', ".");
    let value: f64 = t
        .parse()
        .map_err(|_| tr!("new-game-komi-not-a-number", text = text.trim()))?;
    let halves = value * 2.0;
    if halves.fract() != 0.0 || halves.abs() > 400.0 {
        return Err(tr("new-game-komi-out-of-range"));
    }
    Ok(HalfPoints(halves as i32))
}

#[component]
pub fn NewGameScreen() -> impl IntoView {
    let all = presets();
    let preset_ix = RwSignal::new(0usize);
    let preset = {
        let all = all.clone();
        Memo::new(move |_| all[preset_ix.get()].clone())
    };
    let size = RwSignal::new(9u8);
    let handicap = RwSignal::new(0u8);
    let komi_text = RwSignal::new(crate::i18n::number(7.5));
    let clock_choice = RwSignal::new(ClockChoice::default());
    let names = RwSignal::new([color_name(Color::Black), color_name(Color::White)]);
    let error = RwSignal::new(None::<String>);
    let address = use_address();
    let computer = RwSignal::new(address.query("opponent").as_deref() == Some("computer"));
    // The rung picks up where the last rated game against the computer left it.
    let level =
        RwSignal::new(crate::ui::ladder::last_rung().unwrap_or(crate::ui::computer::FIRST_RUNG));
    // Against the computer one person plays: "You" unless they give a name.
    let my_name = RwSignal::new(tr("computer-you"));
    let my_color = RwSignal::new(ColorChoice::Black);

    // A new preset, size or handicap resets komi to what the preset gives.
    let reset_komi = move || {
        let k = preset.with_untracked(|p| p.rules.komi_for(handicap.get_untracked()));
        komi_text.set(crate::i18n::number(points(k)));
    };
    let choose_preset = move |i: usize| {
        preset_ix.set(i);
        let floor_s = preset.with_untracked(|p| p.clock_floor_s);
        clock_choice.update(|c| *c = c.for_preset(floor_s));
        let sizes = preset.with_untracked(|p| p.sizes);
        if !sizes.contains(&size.get_untracked()) {
            size.set(sizes.first().copied().unwrap_or(9));
        }
        if handicap.get_untracked()
            > preset.with_untracked(|p| p.rules.max_handicap(size.get_untracked()))
        {
            handicap.set(0);
        }
        reset_komi();
    };

    // "Play at my level": the rung (and handicap, taking Black) the ladder picks.
    let at_my_level = Callback::new(move |()| {
        let mine = crate::ui::ladder::my_level();
        computer.set(true);
        level.set(mine.rung);
        if mine.stones > 0 {
            my_color.set(ColorChoice::Black);
        }
        let most = preset.with_untracked(|p| p.rules.max_handicap(size.get_untracked()));
        handicap.set(mine.stones.min(most));
        reset_komi();
    });
    if address.query("level").as_deref() == Some("mine") {
        at_my_level.run(());
    }

    let library = use_library();
    let start = move |_| {
        let komi = match parse_komi(&komi_text.get_untracked()) {
            Ok(k) => k,
            Err(e) => {
                error.set(Some(e));
                return;
            }
        };
        let p = preset.get_untracked();
        let clock = clock_choice.get_untracked().settings();
        let [b, w] = names.get_untracked();
        let name = |s: String, color: Color| {
            if s.trim().is_empty() {
                color_name(color)
            } else {
                s.trim().to_string()
            }
        };
        let against = computer.get_untracked();
        let names = if against {
            let mine = my_name.get_untracked().trim().to_string();
            let you = if mine.is_empty() {
                tr("computer-you")
            } else {
                mine
            };
            [you, String::new()]
        } else {
            [name(b, Color::Black), name(w, Color::White)]
        };
        let players = seats(
            against.then(|| level.get_untracked()),
            my_color.get_untracked(),
            crate::ui::browser::now_ms() as u64,
            names,
        );
        let setup = NewGame {
            preset_id: p.id.to_string(),
            rules: p.rules,
            size: size.get_untracked(),
            handicap: handicap.get_untracked(),
            komi,
            clock,
            players,
        };
        match library.start(&setup) {
            Ok(session) => {
                address.open(&Route::Play(session.id.get_value()));
            }
            Err(e) => error.set(Some(setup_error(&e))),
        }
    };

    let preset_cards = all
        .iter()
        .enumerate()
        .map(|(i, p)| {
            view! {
                <label class="preset" class:chosen=move || preset_ix.get() == i>
                    <input type="radio" name="preset" value=p.id prop:checked=move || preset_ix.get() == i
                        on:change=move |_| choose_preset(i)/>
                    <span class="preset-name">{preset_name(p)}</span>
                    <span class="preset-description">{preset_description(p)}</span>
                    <span class="preset-source">{tr!("new-game-follows", source = preset_source(p))}</span>
                </label>
            }
        })
        .collect_view();

    view! {
        <section class="screen new-game">
            <h1>{tr("new-game-title")}</h1>
            // First: who plays decides what else matters (no names against the computer).
            <OpponentFields computer=computer level=level my_color=my_color my_name=my_name at_my_level=at_my_level/>
            <div class="new-game-grid">
                <fieldset class="presets">
                    <legend>{tr("new-game-rules")}</legend>
                    {preset_cards}
                </fieldset>
                <div class="options">
                    <fieldset>
                        <legend>{tr("new-game-board")}</legend>
                        <div class="segmented" role="radiogroup" aria-label=tr("new-game-board-size")>
                            {move || preset.get().sizes.iter().copied().map(|s| view! {
                                <button role="radio" aria-checked=move || (size.get() == s).to_string()
                                    class:chosen=move || size.get() == s
                                    on:click=move |_| { size.set(s); if handicap.get_untracked() > preset.with_untracked(|p| p.rules.max_handicap(s)) { handicap.set(0); } reset_komi(); }>
                                    {format!("{s}×{s}")}
                                </button>
                            }).collect_view()}
                        </div>
                        <label class="field">
                            <span>{tr("new-game-handicap")}</span>
                            <select on:change=move |ev| { handicap.set(event_target_value(&ev).parse().unwrap_or(0)); reset_komi(); }
                                disabled=move || preset.with(|p| p.rules.handicap.max == 0)>
                                {move || handicap_choices(&preset.get(), size.get()).into_iter().map(|h| view! {
                                    <option value=h.to_string() selected=move || handicap.get() == h>
                                        {match h { 0 => tr("new-game-handicap-none"), 1 => tr("new-game-handicap-one"), n => tr!("new-game-handicap-stones", count = n) }}
                                    </option>
                                }).collect_view()}
                            </select>
                        </label>
                        <div class="preview" aria-hidden="true">
                            {move || {
                                let m = preview(size.get(), handicap.get(), preset.with(|p| p.rules.handicap.placement));
                                view! { <BoardView model=Signal::derive(move || m.clone())/> }
                            }}
                        </div>
                        <label class="field">
                            <span>{tr("new-game-komi")}</span>
                            <input type="text" inputmode="decimal" prop:value=move || komi_text.get()
                                on:input=move |ev| { komi_text.set(event_target_value(&ev)); error.set(None); }/>
                        </label>
                    </fieldset>
                    <ClockFields choice=clock_choice/>
                    <Show when=move || !computer.get()>
                        <fieldset>
                            <legend>{tr("new-game-players")}</legend>
                            <label class="field">
                                <span>{color_name(Color::Black)}</span>
                                <input type="text" maxlength="40" prop:value=move || names.with(|n| n[0].clone())
                                    on:input=move |ev| names.update(|n| n[0] = event_target_value(&ev))/>
                            </label>
                            <label class="field">
                                <span>{color_name(Color::White)}</span>
                                <input type="text" maxlength="40" prop:value=move || names.with(|n| n[1].clone())
                                    on:input=move |ev| names.update(|n| n[1] = event_target_value(&ev))/>
                            </label>
                            <button on:click=move |_| names.update(|n| n.swap(0, 1))>{tr("new-game-swap")}</button>
                        </fieldset>
                    </Show>
                </div>
            </div>
            {move || error.get().map(|e| view! { <p class="notice refusal" role="alert">{e}</p> })}
            <div class="controls">
                <button class="primary big" on:click=start>{tr("new-game-start")}</button>
                <a class="button" href="./">{tr("new-game-cancel")}</a>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Komi is read in whole or half points, with a comma or a point.
    #[test]
    fn komi_parsing() {
        assert_eq!(parse_komi("7.5"), Ok(HalfPoints(15)));
        assert_eq!(parse_komi(" 6,5 "), Ok(HalfPoints(13)));
        assert_eq!(parse_komi("-3"), Ok(HalfPoints(-6)));
        assert!(parse_komi("7.25").is_err());
        assert!(parse_komi("seven").unwrap_err().contains("seven"));
        assert!(parse_komi("1e9").is_err());
    }

    /// The handicap menu follows the preset and the board size.
    #[test]
    fn handicap_choices_follow_preset() {
        let all = presets();
        let aga = all.iter().find(|p| p.id == "aga").unwrap();
        assert_eq!(handicap_choices(aga, 9).last(), Some(&9));
        let classic = all.iter().find(|p| p.id == "classic").unwrap();
        assert_eq!(handicap_choices(classic, 9), vec![0]);
    }
}
