//! How the engine's and the saved games' types are written as JSON ([`crate::json`]) on
//! the device, in game links and in the worker's messages: the one description of each
//! shape (`tests/stored_json.rs` pins them with golden texts).

use super::analysis::{GameAnalysis, Look};
use super::clock::{ClockMark, ClockRecord};
use super::summary::{ByLink, Stage, Summary};
use super::{ComputerSeat, SavedGame};
use crate::engine::{
    Color, CompactRecord, Compensation, Counting, EndReason, Ending, Event, GameRecord, GameResult,
    HalfPoints, HandicapRules, KoRule, Move, Placement, Point, Prisoners, Rematch, Resignation,
    Rules, Setup, WinCondition,
};
use crate::json::compact_record;
use crate::json::{FromJson, Json, ToJson};
use crate::{json_enum, json_struct, json_unit_enum};

json_unit_enum!(Color { Black, White });
json_unit_enum!(KoRule {
    Simple,
    PositionalSuperko,
    SituationalSuperko
});
json_unit_enum!(Prisoners {
    AddCaptured,
    SubtractLost
});
json_unit_enum!(Placement {
    FixedGtp,
    FixedTraditional,
    Free
});
json_unit_enum!(Compensation {
    None,
    N,
    NMinusOne,
    KomiEqualsN
});
json_unit_enum!(WinCondition {
    Score,
    FirstCapture
});
json_unit_enum!(Rematch {
    SwapColors,
    LoserStarts
});
json_unit_enum!(EndReason {
    Count,
    Resignation,
    Timeout,
    FirstCapture,
    PassesBeforeCapture
});

json_struct!(Point { col, row });
json_struct!(HandicapRules {
    placement,
    komi,
    compensation,
    max
});
json_struct!(GameResult {
    winner,
    margin,
    reason,
    credited
});
json_struct!(Setup {
    black,
    white,
    empty,
    to_move
});

// The computer's rung; a game saved before the ladder has `level` instead, one of the
// seven levels, read as the rung it became (a level no rung stands for does not read).
impl ToJson for ComputerSeat {
    fn to_json(&self) -> Json {
        Json::object(vec![
            ("color", self.color.to_json()),
            ("rung", self.rung.to_json()),
        ])
    }
}

impl FromJson for ComputerSeat {
    fn from_json(json: &Json) -> Option<ComputerSeat> {
        let rung = match json.get("rung") {
            Some(rung) => u8::from_json(rung)?,
            None => crate::ai::player::ladder::rung_of_level(json.field("level")?)? as u8,
        };
        Some(ComputerSeat {
            color: json.field("color")?,
            rung,
        })
    }
}
json_struct!(Rules {
    ko,
    counting,
    komi,
    pass_stones,
    white_moves_last,
    handicap,
    ending,
    resignation,
    win,
    rematch,
    #[omitted]
    ko_resolved_before_count
});
// The record as schema 2 stores it: stones and events as tokens.
json_struct!(CompactRecord {
    rules,
    size,
    handicap,
    handicap_stones,
    #[default]
    setup,
    #[default]
    first,
    events
});
// The engine's plain record, as schema 1 stored it (schema 2 stores it compactly).
json_struct!(GameRecord {
    rules,
    size,
    handicap,
    handicap_stones,
    #[default]
    setup,
    #[default]
    first,
    events
});
// The computer's review beside a game (`tengen.analysis.<id>`).
json_struct!(GameAnalysis {
    visits,
    events,
    looks
});
json_struct!(Look {
    black_wins,
    black_lead,
    pv
});
json_struct!(ClockRecord {
    main_ms,
    byo_yomi_ms,
    byo_yomi_periods,
    remaining_ms,
    periods_left,
    #[default]
    in_byo_yomi,
    #[omitted]
    floor_ms,
    paused,
    #[default]
    log
});
json_struct!(Summary {
    id,
    black_name,
    white_name,
    preset_id,
    #[default]
    title,
    size,
    handicap,
    moves,
    created_ms,
    updated_ms,
    status,
    #[default]
    result,
    bytes,
    revision,
    position,
    #[omitted]
    by_link
});

json_struct!(ByLink { me, my_turn });

impl ToJson for HalfPoints {
    fn to_json(&self) -> Json {
        self.0.to_json()
    }
}

impl FromJson for HalfPoints {
    fn from_json(json: &Json) -> Option<HalfPoints> {
        i32::from_json(json).map(HalfPoints)
    }
}

json_enum!(Counting {
    Area,
    Territory { prisoners },
    Classic,
    None
});
json_enum!(Ending {
    TwoPassesThenSettle { four_pass_fallback },
    CountAsItStands
});
json_enum!(Resignation {
    Anytime,
    AfterMoves {
        min_moves,
        winner_points
    }
});

impl ToJson for Move {
    fn to_json(&self) -> Json {
        match self {
            Move::Place(p) => Json::tagged("Place", p.to_json()),
            Move::Pass => Json::Text("Pass".into()),
            Move::Resign => Json::Text("Resign".into()),
        }
    }
}

impl FromJson for Move {
    fn from_json(json: &Json) -> Option<Move> {
        match json.variant()? {
            ("Place", Some(p)) => Some(Move::Place(Point::from_json(p)?)),
            ("Pass", None) => Some(Move::Pass),
            ("Resign", None) => Some(Move::Resign),
            _ => None,
        }
    }
}

impl ToJson for Event {
    fn to_json(&self) -> Json {
        match self {
            Event::Play { color, mv } => Json::tagged(
                "Play",
                Json::object(vec![("color", color.to_json()), ("mv", mv.to_json())]),
            ),
            Event::ToggleDead(p) => Json::tagged("ToggleDead", p.to_json()),
            Event::Agree => Json::Text("Agree".into()),
            Event::Resume => Json::Text("Resume".into()),
            Event::TimeOut(c) => Json::tagged("TimeOut", c.to_json()),
            Event::Setup(s) => Json::tagged("Setup", s.to_json()),
        }
    }
}

impl FromJson for Event {
    fn from_json(json: &Json) -> Option<Event> {
        match json.variant()? {
            ("Play", Some(v)) => Some(Event::Play {
                color: v.field("color")?,
                mv: v.field("mv")?,
            }),
            ("ToggleDead", Some(p)) => Some(Event::ToggleDead(Point::from_json(p)?)),
            ("Agree", None) => Some(Event::Agree),
            ("Resume", None) => Some(Event::Resume),
            ("TimeOut", Some(c)) => Some(Event::TimeOut(Color::from_json(c)?)),
            ("Setup", Some(s)) => Some(Event::Setup(Box::new(Setup::from_json(s)?))),
            _ => None,
        }
    }
}

impl ToJson for Stage {
    fn to_json(&self) -> Json {
        match self {
            Stage::Playing(c) => Json::tagged("Playing", c.to_json()),
            Stage::Settling => Json::Text("Settling".into()),
            Stage::Finished => Json::Text("Finished".into()),
        }
    }
}

impl FromJson for Stage {
    fn from_json(json: &Json) -> Option<Stage> {
        match json.variant()? {
            ("Playing", Some(c)) => Some(Stage::Playing(Color::from_json(c)?)),
            ("Settling", None) => Some(Stage::Settling),
            ("Finished", None) => Some(Stage::Finished),
            _ => None,
        }
    }
}

/// A mark is `[b, w, pb, pw, byo_b, byo_w]`, or `[b, w, pb, pw]` as saved before byo-yomi
/// was stored.
impl ToJson for ClockMark {
    fn to_json(&self) -> Json {
        let ([b, w], [pb, pw]) = (self.remaining_ms, self.periods_left);
        let mut items = vec![b.to_json(), w.to_json(), pb.to_json(), pw.to_json()];
        if let Some([yb, yw]) = self.in_byo_yomi {
            items.extend([yb.to_json(), yw.to_json()]);
        }
        Json::List(items)
    }
}

impl FromJson for ClockMark {
    fn from_json(json: &Json) -> Option<ClockMark> {
        let Json::List(items) = json else {
            return None;
        };
        let ms = |i: usize| u64::from_json(&items[i]);
        let periods = |i: usize| u32::from_json(&items[i]);
        let in_byo_yomi = match items.len() {
            4 => None,
            6 => Some([bool::from_json(&items[4])?, bool::from_json(&items[5])?]),
            _ => return None,
        };
        Some(ClockMark {
            remaining_ms: [ms(0)?, ms(1)?],
            periods_left: [periods(2)?, periods(3)?],
            in_byo_yomi,
        })
    }
}

json_struct!(SavedGame {
    schema,
    id,
    record: compact_record,
    preset_id,
    black_name,
    white_name,
    created_ms,
    updated_ms,
    #[default]
    clock,
    #[default]
    title,
    revision,
    #[omitted]
    computer,
    #[omitted]
    link,
    #[omitted]
    took_back
});
