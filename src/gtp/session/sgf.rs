//! `loadsgf` and `printsgf`, as GNU Go answers them.

use super::Session;
use crate::engine::{Color, Event, Game, GameRecord, Move};
use crate::sgf::{export, import, GameInfo};

impl Session {
    /// `loadsgf FILE [MOVE_NUMBER|VERTEX]`: loads the record's main line (up to, not
    /// including, that move number or the first move at that vertex) under the
    /// record's rules and komi; answers the colour to move.
    pub(super) fn loadsgf(&mut self, args: &[String]) -> Result<String, String> {
        let path = super::arg(args, 0, "filename")?;
        let bytes = std::fs::read(path).map_err(|e| format!("cannot open {path}: {e}"))?;
        let imported = import(&String::from_utf8_lossy(&bytes))
            .map_err(|e| format!("cannot load {path}: {e}"))?;
        let record = imported.record;
        let moves: Vec<(Color, Move)> = record
            .events
            .iter()
            .filter_map(|e| match *e {
                Event::Play { color, mv } if mv != Move::Resign => Some((color, mv)),
                _ => None,
            })
            .collect();
        let stop = match args.get(1) {
            None => moves.len(),
            Some(t) => match t.parse::<usize>() {
                Ok(n) if n >= 1 => (n - 1).min(moves.len()),
                Ok(_) => return Err("move number must be 1 or more".into()),
                Err(_) => {
                    let at = super::args::vertex(t, record.size)?;
                    moves
                        .iter()
                        .position(|&(_, m)| m == at)
                        .unwrap_or(moves.len())
                }
            },
        };
        self.rules_id = imported.preset_id;
        let komi = record.rules.komi_for(record.handicap);
        let preset_komi = super::gtp_rules(self.rules_id, None).komi_for(record.handicap);
        self.komi = (komi != preset_komi).then_some(komi);
        let start = GameRecord {
            rules: self.rules(),
            events: Vec::new(),
            ..record
        };
        self.game = Game::replay(&start).map_err(|e| e.to_string())?;
        // Setups during play go in where they stand: those before the stopping move count.
        let mut played = 0;
        for e in &record.events {
            match e {
                &Event::Play { color, mv } if mv != Move::Resign => {
                    if played == stop {
                        break;
                    }
                    self.play(color, mv)?;
                    played += 1;
                }
                Event::Setup(s) => self
                    .game
                    .setup((**s).clone())
                    .map_err(|e| format!("cannot set up: {e}"))?,
                _ => {}
            }
        }
        Ok(match self.game.to_move() {
            Color::Black => "black",
            Color::White => "white",
        }
        .into())
    }

    /// `printsgf [FILE]`: the game as SGF, answered or written to FILE.
    pub(super) fn printsgf(&self, args: &[String]) -> Result<String, String> {
        let info = GameInfo {
            preset_id: self.rules_id.into(),
            ..GameInfo::default()
        };
        let text = export(self.game.record(), &info);
        match args.first() {
            None => Ok(text.trim_end().into()),
            Some(path) => std::fs::write(path, text)
                .map(|()| String::new())
                .map_err(|e| format!("cannot write {path}: {e}")),
        }
    }
}
