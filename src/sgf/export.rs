//! Writing a game record as SGF FF[4] text.

use super::ruleset::ru_for;
use super::SETTLE_PROPERTY;
use crate::engine::game::compact::events_text;
use crate::engine::{
    Color, Counting, Event, Game, GameRecord, Move, Phase, Point, PointStatus, Setup,
};

/// What SGF records about a game beyond its moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameInfo {
    pub black_name: String,
    pub white_name: String,
    /// `DT`, e.g. `2025-03-01`.
    pub date: Option<String>,
    /// `GN`.
    pub title: Option<String>,
    /// The preset the rules came from, for `RU`.
    pub preset_id: String,
}

/// The SGF text of a record: root properties, one node per move, settling events in
/// the private `TG` property and, once counted, `TB`/`TW` territory and `MA` dead stones.
pub fn export(record: &GameRecord, info: &GameInfo) -> String {
    export_with(record, info, &|_| String::new())
}

/// [`export`] with more properties on each node: `more(n)` for the node of the position
/// after the first `n` events (0: the root), as the computer's review adds its own.
pub fn export_with(record: &GameRecord, info: &GameInfo, more: &dyn Fn(usize) -> String) -> String {
    let mut root = format!(
        "GM[1]FF[4]CA[UTF-8]AP[Tengen:{}]SZ[{}]KM[{}]RU[{}]",
        env!("CARGO_PKG_VERSION"),
        record.size,
        record.rules.komi_for(record.handicap),
        text(&ru_for(&info.preset_id)),
    );
    if record.handicap > 0 {
        root.push_str(&format!("HA[{}]", record.handicap));
    }
    let setup = |c: Color| record.setup.iter().filter(move |s| s.0 == c).map(|s| s.1);
    let black: Vec<Point> = record
        .handicap_stones
        .iter()
        .copied()
        .chain(setup(Color::Black))
        .collect();
    let white: Vec<Point> = setup(Color::White).collect();
    push_points(&mut root, "AB", &black);
    push_points(&mut root, "AW", &white);
    if let Some(c) = record.first {
        root.push_str(&format!("PL[{}]", c.letter()));
    }
    for (id, value) in [
        ("PB", Some(&info.black_name)),
        ("PW", Some(&info.white_name)),
        ("DT", info.date.as_ref()),
        ("GN", info.title.as_ref()),
    ] {
        if let Some(v) = value.filter(|v| !v.is_empty()) {
            root.push_str(&format!("{id}[{}]", text(v)));
        }
    }
    let game = Game::replay(record).ok();
    if let Some(r) = game.as_ref().and_then(Game::result) {
        root.push_str(&format!("RE[{}]", r.to_sgf()));
    }
    let seen = |n: usize, props: &mut String| props.push_str(&more(n));
    seen(0, &mut root);
    // Each node is its properties; settling events go on the node they follow.
    let mut nodes = vec![(root, String::new())];
    for (i, e) in record.events.iter().enumerate() {
        match e {
            &Event::Play {
                color,
                mv: mv @ (Move::Place(_) | Move::Pass),
            } => {
                let mut props = format!("{}[{}]", color.letter(), mv.to_sgf());
                seen(i + 1, &mut props);
                nodes.push((props, String::new()))
            }
            Event::Setup(s) => nodes.push((setup_node(s), String::new())),
            other => nodes.last_mut().map_or((), |n| {
                n.1.push_str(&format!("[{}]", events_text(std::slice::from_ref(other))))
            }),
        }
    }
    if let (Some(last), Some(game)) = (nodes.last_mut(), &game) {
        last.0.push_str(&count_marks(game));
    }
    let mut out = String::from("(");
    for (i, (props, events)) in nodes.iter().enumerate() {
        if i > 0 && i % 10 == 1 {
            out.push('\n');
        }
        out.push(';');
        out.push_str(props);
        if !events.is_empty() {
            out.push_str(SETTLE_PROPERTY);
            out.push_str(events);
        }
    }
    out.push_str(")\n");
    out
}

/// `TB`/`TW` (territory, dead stones' points included) and `MA` (dead stones) once the
/// players are settling or the board was counted.
fn count_marks(game: &Game) -> String {
    let counted = matches!(
        game.result(),
        Some(r) if r.reason == crate::engine::EndReason::Count
    );
    if game.rules().counting == Counting::None || !(game.phase() == Phase::Settling || counted) {
        return String::new();
    }
    let count = game.count();
    let owned = |c: Color| -> Vec<Point> {
        Point::all(game.size())
            .filter(|&p| match count.status(p) {
                PointStatus::Territory(o) => o == c,
                PointStatus::Dead { owner, .. } => owner == Some(c),
                _ => false,
            })
            .collect()
    };
    let mut out = String::new();
    push_points(&mut out, "TB", &owned(Color::Black));
    push_points(&mut out, "TW", &owned(Color::White));
    push_points(&mut out, "MA", &game.dead_stones());
    out
}

/// A setup during play as its own node: `AB`, `AW`, `AE` and `PL` when it names the player.
fn setup_node(s: &Setup) -> String {
    let mut out = String::new();
    push_points(&mut out, "AB", &s.black);
    push_points(&mut out, "AW", &s.white);
    push_points(&mut out, "AE", &s.empty);
    if let Some(c) = s.to_move {
        out.push_str(&format!("PL[{}]", c.letter()));
    }
    out
}

pub(crate) fn push_points(out: &mut String, id: &str, points: &[Point]) {
    if points.is_empty() {
        return;
    }
    out.push_str(id);
    for p in points {
        out.push_str(&format!("[{}]", p.to_sgf()));
    }
}

/// SGF text escapes `\` and `]`.
pub(crate) fn text(s: &str) -> String {
    s.replace('\\', "\\\\").replace(']', "\\]")
}
