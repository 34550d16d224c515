//! Every shipped problem file (`assets/problems/*.sgf`) is well formed: it reads (every
//! move of every line legal when replayed), each problem's position stands, one first
//! move is marked right, two or three wrong tries are marked and refuted, and the data
//! a player sees is there. The exact check of the beginner ones is
//! `tengen-problems`' own tests; the problems from games are confirmed by a search with
//! `tengen-problems --check`, a tool, not a test.

use std::collections::BTreeSet;
use tengen::problems::fact::Fact;
use tengen::problems::sgf::read;
use tengen::problems::{Problem, Step, Verdict};

/// Every `.sgf` under `assets/problems`, read.
fn shipped() -> Vec<(String, Vec<Problem>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/problems");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("the problems folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("readable");
            let name = path.display().to_string();
            let problems = read(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, problems)
        })
        .collect()
}

/// Each problem: its position stands, one first move right, two or three wrong tries
/// each with the reply that refutes it, a category and a tier, a statement; and what the
/// moves do as facts the page says in the learner's language, not English on the moves:
/// the answer says what it does, each wrong try (or its refutation's first move) what
/// goes wrong, besides the search's numbers.
#[test]
fn every_shipped_problem_is_well_formed() {
    let files = shipped();
    assert!(files.len() >= 3, "{} files", files.len());
    for (file, problems) in &files {
        assert!(!problems.is_empty(), "{file} holds no problem");
        for p in problems {
            let at = format!("{file}: {}", p.name);
            p.position.board().unwrap_or_else(|e| panic!("{at}: {e}"));
            assert_eq!(p.right_answers().count(), 1, "{at}");
            let tries = p.wrong_tries().count();
            assert!((2..=3).contains(&tries), "{at}: {tries} wrong tries");
            let said = |s: &Step| s.facts.iter().any(|f| !matches!(f, Fact::Margin { .. }));
            for s in &p.solution {
                assert_eq!(s.color, p.position.to_play, "{at}");
                assert!(no_prose(s), "{at}: English words on a move");
                match s.verdict {
                    Verdict::Right => assert!(said(s), "{at}: the answer says nothing"),
                    Verdict::Wrong => {
                        let refutation = s.next.first();
                        let refutation =
                            refutation.unwrap_or_else(|| panic!("{at}: no refutation"));
                        assert!(
                            said(s) || said(refutation),
                            "{at}: a wrong try says nothing"
                        );
                    }
                }
            }
            assert!(p.category.is_some() && p.tier.is_some(), "{at}");
            assert!(!p.statement.is_empty(), "{at}");
        }
    }
}

/// No two shipped problems share a name: a name in the rush, the problem of the day or a
/// friend's "try Life and death 11" names one problem (pro.sgf, kept but not on the
/// shelf, is left out).
#[test]
fn shipped_names_are_unique() {
    let mut names = BTreeSet::new();
    for (file, problems) in shipped() {
        for p in problems.iter().filter(|_| !file.ends_with("pro.sgf")) {
            assert!(names.insert(p.name.clone()), "{file}: {} again", p.name);
        }
    }
    assert!(names.len() >= 500, "{}", names.len());
}

/// The shelf has problems for every step: at least 40 in each tier from 1 (capture in
/// one) to 7 (the dan end), counted over the collections the app ships.
#[test]
fn every_tier_has_forty_on_the_shelf() {
    let collections = tengen::problems::shelf::read_shipped().expect("the shelf reads");
    for tier in 1..=7 {
        let n = (collections.iter())
            .flat_map(|(_, problems)| problems)
            .filter(|p| p.tier == Some(tier))
            .count();
        assert!(n >= 40, "{n} problems at tier {tier}");
    }
}

/// The problems from games: tier 4 and up, a rating, the game and the records' credit
/// in the source, and on 19x19 a view around the fight that holds the answer.
#[test]
fn problems_from_games_say_where_they_come_from() {
    let mut tiers = BTreeSet::new();
    let mut from_games = 0;
    for (file, problems) in shipped() {
        if !(file.contains("games-") || file.ends_with("pro.sgf")) {
            continue;
        }
        for p in &problems {
            let at = format!("{file}: {}", p.name);
            assert!(p.tier.is_some_and(|t| t >= 4), "{at}: {:?}", p.tier);
            from_games += 1;
            tiers.extend(p.tier);
            assert!(p.rating.is_some(), "{at}");
            // The professional records' credit, or that of Tengen's own games.
            let credit = if file.contains("games-") {
                "Played by Tengen against itself for this collection (MIT)."
            } else {
                "William Shubert"
            };
            assert!(p.source.contains(credit), "{at}: {}", p.source);
            assert!(p.source.contains("move "), "{at}: {}", p.source);
            if p.position.size == 19 {
                let (from, to) = p.view.unwrap_or_else(|| panic!("{at}: no view"));
                let answer = p.right_answers().next().and_then(|s| s.point());
                let answer = answer.unwrap_or_else(|| panic!("{at}: the answer is a pass"));
                assert!(
                    (from.col..=to.col).contains(&answer.col)
                        && (from.row..=to.row).contains(&answer.row),
                    "{at}: the answer lies outside the view"
                );
            }
        }
    }
    assert!(from_games > 0, "no problem from a game");
    assert!(!tiers.is_empty());
}

/// Whether a move and every move after it carry no comment of their own.
fn no_prose(step: &Step) -> bool {
    step.comment.is_empty() && step.next.iter().all(no_prose)
}
