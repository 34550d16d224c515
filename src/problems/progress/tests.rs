use super::*;

/// Glickman's example in "Example of the Glicko-2 system": a 1500 (350) player's rating
/// after one win against 1400 (30) moves up (the crate is the one Lichess-style code uses;
/// here we check our use of it: direction and sizes).
#[test]
fn a_clean_solve_raises_the_rating_and_a_failure_lowers_it() {
    let start = Rating::default();
    let up = rate(start, tier_rating(1), true);
    let down = rate(start, tier_rating(1), false);
    assert!(up.rating > start.rating + 50.0, "{up:?}");
    assert!(down.rating < start.rating - 50.0, "{down:?}");
    assert!(up.deviation < start.deviation);
    // Beating a harder problem is worth more than an easier one.
    assert!(rate(start, tier_rating(3), true).rating > up.rating);
}

/// Only the first attempt at a problem moves the rating; the record counts them all.
#[test]
fn only_the_first_attempt_is_rated() {
    let mut p = ProblemProgress::default();
    let change = p.finish("beginner-1", 700.0, Ending::Failed).unwrap();
    assert!(change < 0.0);
    let after_first = p.rating;
    assert_eq!(p.finish("beginner-1", 700.0, Ending::Clean), None);
    assert_eq!(p.rating, after_first);
    let r = p.record("beginner-1").unwrap();
    assert_eq!((r.attempts, r.solved, r.first_try), (2, true, false));
    assert!(p.finish("beginner-2", 700.0, Ending::Clean).unwrap() > 0.0);
    assert!(p.record("beginner-2").unwrap().first_try);
    // Solved after a hint: solved, not at first try, and rated as a loss.
    let before = p.rating.rating;
    assert!(p.finish("beginner-3", 700.0, Ending::Helped).unwrap() < 0.0);
    assert!(p.rating.rating < before);
    assert!(p.is_solved("beginner-3") && !p.record("beginner-3").unwrap().first_try);
    assert_eq!(p.solved_among(["beginner-1", "beginner-2", "nope"]), 2);
}

/// The next problem is a new one nearest the rating; then an unsolved one; then none.
#[test]
fn the_next_problem_is_near_the_rating() {
    let problems = [("a", 700.0), ("b", 1000.0), ("c", 1300.0)];
    let mut p = ProblemProgress::default();
    assert_eq!(p.next_for_me(&problems), Some("a"));
    p.rating.rating = 1250.0;
    assert_eq!(p.next_for_me(&problems), Some("c"));
    p.finish("c", 1300.0, Ending::Failed);
    p.rating.rating = 1250.0;
    assert_eq!(p.next_for_me(&problems), Some("b"));
    p.finish("a", 700.0, Ending::Clean);
    p.finish("b", 1000.0, Ending::Clean);
    assert_eq!(p.next_for_me(&problems), Some("c"), "tried, not solved");
    p.finish("c", 1300.0, Ending::Clean);
    assert_eq!(p.next_for_me(&problems), None);
}

/// ProblemProgress survives its JSON; anything unreadable or unusable does not read.
#[test]
fn json_round_trip_and_bad_input() {
    use crate::storage::Stored;
    let mut p = ProblemProgress::default();
    p.finish("beginner-1", 700.0, Ending::Clean);
    p.finish("mine-1-3", 1000.0, Ending::Failed);
    // Stored to six decimals: the text reads back as itself.
    let back = ProblemProgress::from_stored(&p.to_stored()).unwrap();
    assert_eq!(back.records, p.records);
    assert!((back.rating.rating - p.rating.rating).abs() < 1e-5);
    assert_eq!(back.to_stored(), p.to_stored());
    let bad = [
        "",
        "{",
        "null",
        "[]",
        "{\"rating\":3,\"records\":[]}",
        "{\"rating\":{\"rating\":1,\"deviation\":0,\"volatility\":0.06},\"records\":[]}",
        "{\"rating\":{\"rating\":1,\"deviation\":1,\"volatility\":0.06},\"records\":[{\"id\":4}]}",
    ];
    for text in bad {
        assert!(ProblemProgress::from_stored(text).is_err(), "{text}");
    }
}
