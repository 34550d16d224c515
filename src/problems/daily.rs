//! The problem of the day: the same shipped problem for everyone on a given date, chosen
//! from the learner's middle tiers ([`TIERS`]) by the date alone, so it needs no server
//! and works offline.

use super::pack::{fnv1a, Summary};

/// The tiers the day's problem comes from: past capture in one, short of the dan end.
pub const TIERS: std::ops::RangeInclusive<u8> = 2..=4;

/// The id of the problem for `date` (`YYYY-MM-DD`, the device's own calendar) among
/// the `shipped` problems; None when no shipped problem is in [`TIERS`]. The candidates
/// are taken in id order, so the choice does not depend on the order the collections are
/// read in.
pub fn of_the_day<'a>(date: &str, shipped: &'a [Summary]) -> Option<&'a str> {
    let mut ids: Vec<&str> = shipped
        .iter()
        .filter(|l| l.tier.is_some_and(|t| TIERS.contains(&t)))
        .map(|l| l.id.as_str())
        .collect();
    ids.sort_unstable();
    let pick = (fnv1a(date.as_bytes()) % ids.len().max(1) as u64) as usize;
    ids.get(pick).copied()
}

/// The calendar date (`YYYY-MM-DD`) at `ms` milliseconds since the Unix epoch, on a
/// clock `ahead_minutes` ahead of UTC (the device's time zone: the day turns at its
/// midnight).
pub fn date_at(ms: f64, ahead_minutes: f64) -> String {
    crate::sgf::date_of(ms + ahead_minutes * 60_000.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::shelf::index;

    #[test]
    fn one_date_one_problem_from_the_middle_tiers() {
        let all: Vec<Summary> = index().into_iter().flat_map(|i| i.problems).collect();
        let today = of_the_day("2026-12-06", &all).unwrap();
        // The same date gives the same problem, whatever order the collections come in.
        let mut reversed = all.clone();
        reversed.reverse();
        assert_eq!(of_the_day("2026-12-06", &reversed), Some(today));
        let tier = |id: &str| all.iter().find(|l| l.id == id).unwrap().tier;
        // A month of days: each from the middle tiers, and not the same problem every day.
        let month: Vec<&str> = (1..=30)
            .map(|d| of_the_day(&format!("2026-11-{d:02}"), &all).unwrap())
            .collect();
        assert!(month
            .iter()
            .all(|id| tier(id).is_some_and(|t| TIERS.contains(&t))));
        let mut distinct = month.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert!(distinct.len() >= 20, "{distinct:?}");
    }

    #[test]
    fn dates_turn_at_the_devices_midnight() {
        assert_eq!(date_at(0.0, 0.0), "1970-01-01");
        // 2026-12-06 23:30 UTC is already the 7th an hour east, still the 6th in New York.
        let ms = 1_796_599_800_000.0;
        assert_eq!(date_at(ms, 0.0), "2026-12-06");
        assert_eq!(date_at(ms, 60.0), "2026-12-07");
        assert_eq!(date_at(ms, -300.0), "2026-12-06");
        assert_eq!(date_at(951_782_400_000.0, 0.0), "2000-02-29");
    }

    #[test]
    fn no_candidate_no_problem() {
        assert_eq!(of_the_day("2026-12-06", &[]), None);
    }
}
