//! The problems on this device: the learner's progress and the imported files, each under
//! its key of [`crate::storage::keys`] (a damaged one is set aside and the menu says so),
//! and the shipped collections read once per page.
//!
//! The imported files are SGF: their reader is a part of its own ([`load_reader`]), which
//! the problems' screens wait for when the learner has imported files, and the menu
//! fetches when a file is imported.

use crate::part::NotLoaded;
use crate::problems::progress::{difficulty, ProblemProgress};
use crate::problems::shelf::{self, Listed, Mine, Reader};
use crate::storage::keys::{PROBLEMS_MINE, PROBLEMS_PROGRESS};
use crate::storage::{StorageError, Stored};
use crate::ui::browser::{load_value, save_value, stored_text};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// The stored progress; missing counts as none, damaged is set aside (never a panic).
pub fn load_progress() -> ProblemProgress {
    load_value(PROBLEMS_PROGRESS)
}

/// Stores the progress, or why the storage refused it (then nothing changed).
pub fn save_progress(progress: &ProblemProgress) -> Result<(), StorageError> {
    save_value(PROBLEMS_PROGRESS, progress)
}

/// The stored imports; missing counts as none, damaged is set aside.
pub fn load_mine() -> Mine {
    load_value(PROBLEMS_MINE)
}

/// Stores the imports, or why the storage refused them (then nothing changed).
pub fn save_mine(mine: &Mine) -> Result<(), StorageError> {
    save_value(PROBLEMS_MINE, mine)
}

thread_local! {
    static SHIPPED: Rc<Vec<Listed>> = Rc::new(shelf::shipped());
    /// The imported problems with their import's number, and the stored text they were
    /// read from: read again only when that text changes.
    static IMPORTED: RefCell<(String, Imported)> = RefCell::default();
    /// The SGF reader, once its part is here.
    static READER: Cell<Option<Reader>> = const { Cell::new(None) };
}

// The SGF reader's part gives the reader to this page.
crate::part!(problems_reader, provide_reader => fetch_reader -> (), READER.set(Some(crate::problems::sgf::read)));

/// The SGF reader of imported files, fetched once (a failure is tried again next time).
pub async fn load_reader() -> Result<Reader, NotLoaded> {
    if READER.get().is_none() {
        fetch_reader().await?;
    }
    READER.get().ok_or(NotLoaded)
}

/// The imported problems, each with its import's number.
type Imported = Rc<Vec<(u32, Listed)>>;

/// Whether the learner has imported files (a damaged value counts as none, as it reads).
pub fn imports_kept() -> bool {
    let mine = stored_text(PROBLEMS_MINE).and_then(|text| Mine::from_stored(&text).ok());
    mine.is_some_and(|m| !m.imports.is_empty())
}

/// The shipped problems, unpacked once.
pub fn shipped() -> Rc<Vec<Listed>> {
    SHIPPED.with(Rc::clone)
}

/// The SGF reader, if its part is here.
pub fn reader() -> Option<Reader> {
    READER.get()
}

/// The imported problems, each with its import's number (their SGF is read once per
/// change of the stored imports, not on every look; none until the reader is here).
fn imported() -> Imported {
    let Some(read) = reader() else {
        return Imported::default();
    };
    let text = stored_text(PROBLEMS_MINE).unwrap_or_default();
    IMPORTED.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.0 != text {
            // Damaged imports are as none here: the menu's read sets them aside.
            let mine = Mine::from_stored(&text).unwrap_or_default();
            let problems = (mine.imports.iter())
                .flat_map(|i| i.problems(read).into_iter().map(|l| (i.number, l)))
                .collect();
            *cache = (text, Rc::new(problems));
        }
        Rc::clone(&cache.1)
    })
}

/// The name in My problems of the problems made from the game `game` (none until the
/// reader is here).
pub fn name_of_game(game: &str) -> Option<String> {
    let read = reader()?;
    let mine = load_mine();
    let made = mine
        .imports
        .into_iter()
        .find(|i| i.game(read).as_deref() == Some(game));
    made.map(|i| i.name)
}

/// Every problem: the shipped ones, then the imported ones.
pub fn every_problem() -> Vec<Listed> {
    let mut all = shipped().to_vec();
    all.extend(imported().iter().map(|(_, l)| l.clone()));
    all
}

/// The problem with this id.
pub fn find(id: &str) -> Option<Listed> {
    if let Some(found) = shipped().iter().find(|l| l.id == id) {
        return Some(found.clone());
    }
    (imported().iter())
        .find(|(_, l)| l.id == id)
        .map(|(_, l)| l.clone())
}

/// Where "Next problem" leads: near the rating, on in a level, or on in an import.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Course {
    ForMe,
    Tier(u8),
    /// The import with this number.
    Mine(u32),
}

impl Course {
    /// The course a problem's address names (`?tier=2`, `?mine=3`, else near the rating).
    pub fn of_query(tier: Option<String>, mine: Option<String>) -> Course {
        match (
            tier.and_then(|t| t.parse().ok()),
            mine.and_then(|m| m.parse().ok()),
        ) {
            (Some(t), _) => Course::Tier(t),
            (None, Some(m)) => Course::Mine(m),
            _ => Course::ForMe,
        }
    }

    /// The query that keeps the course on the next problem's address.
    pub fn query(&self) -> String {
        match self {
            Course::ForMe => String::new(),
            Course::Tier(t) => format!("?tier={t}"),
            Course::Mine(m) => format!("?mine={m}"),
        }
    }

    /// The problems of the course, in order.
    fn problems(&self) -> Vec<Listed> {
        match self {
            Course::ForMe => every_problem(),
            Course::Tier(t) => shipped()
                .iter()
                .filter(|l| l.problem.tier == Some(*t))
                .cloned()
                .collect(),
            Course::Mine(m) => (imported().iter())
                .filter(|(number, _)| number == m)
                .map(|(_, l)| l.clone())
                .collect(),
        }
    }

    /// The next problem's id after `current` (None at the start): near the rating, or
    /// the next unsolved one in order (round to the start); None when all are solved.
    pub fn next(&self, progress: &ProblemProgress, current: Option<&str>) -> Option<String> {
        let problems = self.problems();
        let others = problems.iter().filter(|l| Some(l.id.as_str()) != current);
        if *self == Course::ForMe {
            let rated: Vec<(&str, f64)> = others
                .map(|l| (l.id.as_str(), difficulty(&l.problem)))
                .collect();
            return progress.next_for_me(&rated).map(str::to_string);
        }
        let at = current
            .and_then(|c| problems.iter().position(|l| l.id == c))
            .map_or(0, |i| i + 1);
        let n = problems.len();
        (0..n)
            .map(|k| &problems[(at + k) % n])
            .find(|l| Some(l.id.as_str()) != current && !progress.is_solved(&l.id))
            .map(|l| l.id.clone())
    }
}
