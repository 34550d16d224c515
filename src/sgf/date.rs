//! Calendar days as SGF's `DT` and file names write them.

/// Year, month and day (UTC) for milliseconds since the Unix epoch.
pub fn civil_day(ms: f64) -> (i64, i64, i64) {
    // Howard Hinnant's days-to-civil algorithm.
    let days = (ms / 86_400_000.0).floor() as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// `2025-03-01` (UTC) for milliseconds since the Unix epoch.
pub fn date_of(ms: f64) -> String {
    let (year, month, day) = civil_day(ms);
    format!("{year:04}-{month:02}-{day:02}")
}
