//! A saved game as SGF: its names, date and title as the record's information, and the
//! computer's review on the nodes it looked at.

use super::analysis::{GameAnalysis, Look};
use super::SavedGame;
use crate::engine::GameRecord;
use crate::sgf::{escape_text, export_with, GameInfo};

impl SavedGame {
    /// The record's information of this game, dated `date`.
    pub fn sgf_info(&self, date: Option<String>) -> GameInfo {
        GameInfo {
            black_name: self.black_name.clone(),
            white_name: self.white_name.clone(),
            date,
            title: self.title.clone(),
            preset_id: self.preset_id.clone(),
        }
    }
}

/// [`crate::sgf::export`] with the computer's review on the nodes it looked at: Black's
/// win rate in percent as `SBKV` (the property Sabaki draws its graph from) and a comment
/// with the win rate, the lead and the computer's choice.
pub fn export_reviewed(
    record: &GameRecord,
    info: &GameInfo,
    review: Option<&GameAnalysis>,
) -> String {
    let more = |n: usize| {
        review
            .and_then(|r| r.look(n))
            .map_or_else(String::new, |look| review_props(look, record.size))
    };
    export_with(record, info, &more)
}

/// `SBKV` and the comment for one position the computer looked at.
fn review_props(look: &Look, size: u8) -> String {
    let lead = if look.black_lead >= 0.0 {
        format!("B+{:.1}", look.black_lead)
    } else {
        format!("W+{:.1}", -look.black_lead)
    };
    let choice = look.pv.first().map_or(String::new(), |m| {
        format!(", the computer's choice {}", m.to_gtp(size))
    });
    format!(
        "SBKV[{:.1}]C[{}]",
        look.black_wins * 100.0,
        escape_text(&format!(
            "Black's win rate {:.1}%, lead {lead}{choice}",
            look.black_wins * 100.0
        ))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Move, Point};

    fn info() -> GameInfo {
        GameInfo {
            black_name: "Honinbo [Shusaku]".into(),
            white_name: "Gennan\\Inseki".into(),
            date: Some("1846-09-11".into()),
            title: Some("Ear-reddening game".into()),
            preset_id: "aga".into(),
        }
    }

    /// A reviewed game exports Black's win rate (`SBKV`, Sabaki's graph) and a comment on
    /// each node the computer looked at, and imports back as the same record.
    #[test]
    fn review_goes_with_the_export() {
        let mut game = Game::new(crate::engine::Rules::preset("aga").unwrap(), 9, 0).unwrap();
        for (col, row) in [(2, 2), (6, 6), (2, 6), (6, 2), (4, 4), (4, 2)] {
            game.play(Move::Place(Point::new(col, row))).unwrap();
        }
        let record = game.record().clone();
        let mut review = GameAnalysis::for_record(&record, 50, None);
        review.looks[0] = Some(Look {
            black_wins: 0.5,
            black_lead: 7.0,
            pv: vec![Move::Place(Point::new(4, 4))],
        });
        review.looks[2] = Some(Look {
            black_wins: 0.125,
            black_lead: -3.5,
            pv: vec![],
        });
        let text = export_reviewed(&record, &info(), Some(&review));
        assert_eq!(text.matches("SBKV[").count(), 2, "{text}");
        assert!(text
            .contains("SBKV[50.0]C[Black's win rate 50.0%, lead B+7.0, the computer's choice E5]"));
        // The second move's node (the position after two moves).
        let second = text.split(';').nth(3).unwrap_or_default();
        assert!(
            second.contains("SBKV[12.5]C[Black's win rate 12.5%, lead W+3.5]"),
            "{second}"
        );
        assert_eq!(crate::sgf::import(&text).unwrap().record, record);
        assert_eq!(
            export_reviewed(&record, &info(), None),
            crate::sgf::export(&record, &info())
        );
    }
}
