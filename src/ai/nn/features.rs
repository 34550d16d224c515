//! The inputs of model version 8 (KataGo's input version 7, `NNInputs::fillRowV7` in
//! `cpp/neuralnet/nninputs.cpp`): 22 planes over the board and 19 global numbers, from the
//! player to move's view.

use super::area::area;
use super::board::{opp, Goban, BLACK, WHITE};
use super::ladder;
use super::position::{KataKo, KataScoring, KataTax, Position};

pub const SPATIAL: usize = 22;
pub const GLOBAL: usize = 19;

/// Writes the planes (`SPATIAL` planes of `buf_w * buf_h`, the board in the top-left
/// corner, zero elsewhere) and the global inputs.
pub fn fill(p: &Position, buf_w: usize, buf_h: usize, spatial: &mut [f32], global: &mut [f32]) {
    let b = &p.board;
    let (w, h) = (b.width, b.height);
    assert!(w <= buf_w && h <= buf_h);
    let plane = buf_w * buf_h;
    spatial[..SPATIAL * plane].fill(0.0);
    global[..GLOBAL].fill(0.0);
    let pos = |i: usize| {
        let (x, y) = (i % b.stride - 1, i / b.stride - 1);
        y * buf_w + x
    };
    let mut set = |f: usize, i: usize| spatial[f * plane + pos(i)] = 1.0;
    let pla = p.to_move;
    let opp_pla = opp(pla);
    for i in b.points() {
        set(0, i);
        let c = b.cells[i];
        if c == pla {
            set(1, i);
        } else if c == opp_pla {
            set(2, i);
        }
        if c == BLACK || c == WHITE {
            match b.liberties_capped(i, 4) {
                1 => set(3, i),
                2 => set(4, i),
                3 => set(5, i),
                _ => {}
            }
        }
    }
    // Feature 6: the simple ko point and superko bans.
    if let Some(k) = b.ko {
        set(6, k);
    }
    for i in b.points() {
        if p.superko_banned[i] {
            set(6, i);
        }
    }
    // Features 9-13 and globals 0-4: the last five moves, while they alternate. Once
    // the passes have ended play, only the last pass shows; where the rules make an
    // opponent's pass friendly (KataGo's `friendlyPassOk`), a pass that would end the
    // game is not taken as an offer to end it, so no history shows and global 14 stays 0
    // (both measured against KataGo 1.17, `tests/ai_nn_passes.rs`).
    let hide_history = !p.finished && p.rules.friendly_pass && p.pass_would_end_game();
    let max_turns = if p.finished { 1 } else { 5 };
    let mut turns = 0;
    if !hide_history {
        let mut expect = opp_pla;
        for (k, &(who, at)) in p.moves.iter().rev().take(max_turns).enumerate() {
            if who != expect {
                break;
            }
            turns = k + 1;
            match at {
                None => global[k] = 1.0,
                Some(i) => set(9 + k, i),
            }
            expect = opp(expect);
        }
    }
    // Features 14-17: ladders now, one and two moves ago, and moves that start a ladder.
    let prev = if turns >= 1 { &p.recent[1] } else { b };
    let prev2 = if turns >= 2 { &p.recent[2] } else { prev };
    ladders(b, |i, working| {
        set(14, i);
        if b.cells[i] == opp_pla && b.liberties_capped(i, 2) > 1 {
            for &m in working {
                set(17, m);
            }
        }
    });
    ladders(prev, |i, _| set(15, i));
    ladders(prev2, |i, _| set(16, i));
    // Features 18-19: area, under area scoring without a tax (territory scoring shows it
    // only in KataGo's second encore, which our games never reach).
    if p.rules.scoring == KataScoring::Area && p.rules.tax == KataTax::None {
        let a = area(b, p.rules.suicide);
        for i in b.points() {
            if a[i] == pla {
                set(18, i);
            } else if a[i] == opp_pla {
                set(19, i);
            }
        }
    }
    // Globals: komi, rules, pass ending, button, komi parity.
    let white_komi = p.white_bonus + p.handicap_bonus + p.rules.komi;
    let mut self_komi = if pla == WHITE {
        white_komi
    } else {
        -white_komi
    };
    let area_size = (w * h) as f32;
    self_komi = self_komi.clamp(-area_size - 20.0, area_size + 20.0);
    global[5] = self_komi / 20.0;
    match p.rules.ko {
        KataKo::Simple => {}
        KataKo::Positional => {
            global[6] = 1.0;
            global[7] = 0.5;
        }
        KataKo::Situational => {
            global[6] = 1.0;
            global[7] = -0.5;
        }
    }
    if p.rules.suicide {
        global[8] = 1.0;
    }
    if p.rules.scoring == KataScoring::Territory {
        global[9] = 1.0;
    }
    match p.rules.tax {
        KataTax::None => {}
        KataTax::Seki => global[10] = 1.0,
        KataTax::All => {
            global[10] = 1.0;
            global[11] = 1.0;
        }
    }
    if !hide_history && p.pass_would_end_phase() {
        global[14] = 1.0;
    }
    if p.rules.button && p.button_available() {
        global[17] = 1.0;
    }
    if p.rules.scoring == KataScoring::Area {
        global[18] = komi_wave(self_komi, (w * h) % 2 == 0);
    }
}

/// KataGo's triangle wave of the komi's distance above the nearest komi that allows a draw.
fn komi_wave(self_komi: f32, even_area: bool) -> f32 {
    let floor = if even_area {
        (self_komi / 2.0).floor() * 2.0
    } else {
        ((self_komi - 1.0) / 2.0).floor() * 2.0 + 1.0
    };
    let delta = (self_komi - floor).clamp(0.0, 2.0);
    if delta < 0.5 {
        delta
    } else if delta < 1.5 {
        1.0 - delta
    } else {
        delta - 2.0
    }
}

/// Calls `f` for every stone of a string that is caught in a ladder (in atari and unable to
/// escape, or with two liberties and a working ladder), with the ladder's starting moves
/// (given with the string's first stone only, as KataGo's `iterLadders` does).
fn ladders(b: &Goban, mut f: impl FnMut(usize, &[usize])) {
    let mut solved: Vec<(usize, bool)> = Vec::new();
    let mut string = Vec::new();
    let mut seen = vec![usize::MAX; b.cells.len()];
    for i in b.points() {
        let c = b.cells[i];
        if c != BLACK && c != WHITE {
            continue;
        }
        if seen[i] == usize::MAX {
            let libs = b.liberties_capped(i, 3);
            if libs != 1 && libs != 2 {
                continue;
            }
            b.string(i, &mut string);
            for &s in &string {
                seen[s] = solved.len();
            }
            let (laddered, working) = if libs == 1 {
                (ladder::captured(b, i, true), Vec::new())
            } else {
                let w = ladder::working_moves(b, i);
                (!w.is_empty(), w)
            };
            solved.push((i, laddered));
            if laddered {
                f(i, &working);
            }
        } else if solved[seen[i]].1 {
            f(i, &[]);
        }
    }
}
