//! The problems on this device: the learner's progress and the imported files, each under
//! its key of [`crate::storage::keys`] (a damaged one is set aside and the menu says so),
//! and the shipped collections: their index is in this part, and each collection's
//! problems are a file of the app's own, fetched once per page when one of them opens
//! ([`fetch_for`]; the service worker keeps them for offline use).
//!
//! The imported files are SGF: their reader is a part of its own ([`load_reader`]), which
//! the problems' screens wait for when the learner has imported files, and the menu
//! fetches when a file is imported.

use crate::part::NotLoaded;
use crate::problems::daily::of_the_day;
use crate::problems::from_game::game_of;
use crate::problems::pack::{Indexed, Summary};
use crate::problems::progress::{difficulty_of, ProblemProgress};
use crate::problems::shelf::{self, Listed, Mine, Reader, PACKS};
use crate::storage::keys::{PROBLEMS_MINE, PROBLEMS_PROGRESS};
use crate::storage::{StorageError, Stored};
use crate::ui::browser::{self, load_value, save_value, stored_text};
use crate::ui::route::Route;
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
    static INDEX: Rc<Vec<Indexed>> = Rc::new(shelf::index());
    static SHIPPED: Rc<Vec<Summary>> =
        Rc::new(INDEX.with(|i| i.iter().flat_map(|c| c.problems.clone()).collect()));
    /// The shipped collections fetched so far, by key.
    static FETCHED: RefCell<Vec<(String, Rc<Vec<Listed>>)>> = RefCell::default();
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

/// Every shipped problem's summary, in the index's order.
pub fn shipped() -> Rc<Vec<Summary>> {
    SHIPPED.with(Rc::clone)
}

/// The shipped collection `key`'s problems, if fetched.
fn fetched(key: &str) -> Option<Rc<Vec<Listed>>> {
    FETCHED.with(|f| {
        (f.borrow().iter())
            .find(|(k, _)| k == key)
            .map(|(_, p)| Rc::clone(p))
    })
}

/// The shipped collection `indexed`, fetched once (a file that does not arrive, or is not
/// the one the index names, is not kept: the next call tries again).
async fn fetch_collection(indexed: &Indexed) -> Result<Rc<Vec<Listed>>, NotLoaded> {
    if let Some(problems) = fetched(&indexed.key) {
        return Ok(problems);
    }
    let bytes = browser::fetch_bytes(&format!("{PACKS}/{}", indexed.file)).await;
    let problems = bytes
        .and_then(|bytes| shelf::collection(indexed, &bytes))
        .ok_or(NotLoaded)?;
    let problems = Rc::new(problems);
    FETCHED.with(|f| (f.borrow_mut()).push((indexed.key.clone(), Rc::clone(&problems))));
    Ok(problems)
}

/// The shipped collections the screen at `route` shows problems of: the problem's own,
/// the day's, every one for the rush; none elsewhere.
fn collections_for(route: &Route) -> Vec<Indexed> {
    let id = match route {
        Route::Rush => return INDEX.with(|i| i.to_vec()),
        Route::ProblemOfTheDay => of_the_day(&browser::today(), &shipped()).map(str::to_string),
        Route::Problem(id) => Some(id.clone()),
        _ => None,
    };
    let Some(id) = id else { return Vec::new() };
    INDEX.with(|i| {
        (i.iter())
            .filter(|c| c.problems.iter().any(|p| p.id == id))
            .cloned()
            .collect()
    })
}

/// Whether what the screen at `route` shows is here: its shipped collections, and the
/// reader of the learner's own files if they have some.
pub fn ready_for(route: &Route) -> bool {
    (reader().is_some() || !imports_kept())
        && collections_for(route)
            .iter()
            .all(|c| fetched(&c.key).is_some())
}

/// Fetches what the screen at `route` shows ([`ready_for`]). Without the reader the
/// screen still shows the shipped problems and the files without theirs; without a
/// collection it cannot show its problem, so that is [`NotLoaded`].
pub async fn fetch_for(route: &Route) -> Result<(), NotLoaded> {
    if imports_kept() {
        let _ = load_reader().await;
    }
    for collection in collections_for(route) {
        fetch_collection(&collection).await?;
    }
    Ok(())
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
/// reader is here: the imports are not read before).
pub fn name_of_game(game: &str) -> Option<String> {
    // The imported problems as already read: an import's first names its game.
    let imported = imported();
    let mut last = None;
    let number = imported.iter().find_map(|&(number, ref listed)| {
        let first = last != Some(number);
        last = Some(number);
        let made = game_of(&listed.problem.source).is_some_and(|(g, _)| g == game);
        (first && made).then_some(number)
    })?;
    let made = load_mine().imports.into_iter().find(|i| i.number == number);
    made.map(|i| i.name)
}

/// Every problem's summary: the shipped ones, then the imported ones.
pub fn every_problem() -> Vec<Summary> {
    let mut all = shipped().to_vec();
    all.extend(
        imported()
            .iter()
            .map(|(_, l)| Summary::of(&l.id, &l.problem)),
    );
    all
}

/// The problem with this id, if it is here: imported, or of a shipped collection fetched
/// ([`fetch_for`] its screen first).
pub fn find(id: &str) -> Option<Listed> {
    let shipped = FETCHED.with(|f| {
        (f.borrow().iter())
            .flat_map(|(_, problems)| problems.iter())
            .find(|l| l.id == id)
            .cloned()
    });
    shipped.or_else(|| {
        (imported().iter())
            .find(|(_, l)| l.id == id)
            .map(|(_, l)| l.clone())
    })
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
    fn problems(&self) -> Vec<Summary> {
        match self {
            Course::ForMe => every_problem(),
            Course::Tier(t) => shipped()
                .iter()
                .filter(|l| l.tier == Some(*t))
                .cloned()
                .collect(),
            Course::Mine(m) => (imported().iter())
                .filter(|(number, _)| number == m)
                .map(|(_, l)| Summary::of(&l.id, &l.problem))
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
                .map(|l| (l.id.as_str(), difficulty_of(l.tier, l.rating)))
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
