//! A [`GameRecord`] in its compact form ([`CompactRecord`]): how saved games of schema 2,
//! game links and the worker's messages carry a record (a [`crate::json_struct!`] field
//! `record: compact_record`). A record that does not read back is not one. With the
//! codec, under nothing but the engine, so links and messages take it without taking the
//! saved games.

use crate::engine::{CompactRecord, GameRecord};
use crate::json::{FromJson, Json, ToJson};

pub fn to_json(record: &GameRecord) -> Json {
    CompactRecord::of(record).to_json()
}

pub fn from_json(json: &Json) -> Option<GameRecord> {
    CompactRecord::from_json(json)?.record().ok()
}
