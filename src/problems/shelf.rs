//! The problems on the learner's shelf: the collections the app ships (their SGF packed
//! for the page, [`super::pack`]: an index in the problems' part, each collection a file
//! of its own under [`PACKS`]) and the ones the learner imported ("My problems", kept in
//! localStorage as JSON), each problem with a stable id.

use super::from_game::game_of;
use super::model::Problem;
use super::pack::{unpack_collection, unpack_index, Collection, Indexed};
use super::sgf::{read, write, ReadError};

/// A collection the app ships: ids are `key-N`, N counting from 1 in the file's order.
pub struct Shipped {
    pub key: &'static str,
    pub text: &'static str,
}

/// `assets/problems/KEY.sgf` as the collection `KEY`: the key and the file cannot differ.
macro_rules! collections {
    ($($key:literal),* $(,)?) => {
        &[$(Shipped {
            key: $key,
            text: include_str!(concat!("../../assets/problems/", $key, ".sgf")),
        }),*]
    };
}

/// The shipped collections, easiest first.
pub const SHIPPED: &[Shipped] = collections!(
    "beginner",
    "snapback",
    "learner",
    "life",
    "life-dan",
    "games-9x9",
    "games-13x13",
    "games-19x19",
);

/// The index of the shipped collections as the page has it: [`SHIPPED`] read and packed
/// by `tengen-problems pack`, with each collection's file in `assets/problem-packs/`
/// (Trunk copies that folder beside `index.html`, [`PACKS`]); a native test checks that
/// they are the same problems.
pub const INDEX: &[u8] = include_bytes!("../../assets/problems/index.pack");

/// The page's folder of the shipped collections' files (beside `index.html`).
pub const PACKS: &str = "problem-packs";

/// The shipped collections read from their SGF, or the key of one that does not read and why.
pub fn read_shipped() -> Result<Vec<Collection>, (&'static str, ReadError)> {
    SHIPPED
        .iter()
        .map(|s| Ok((s.key.to_string(), read(s.text).map_err(|e| (s.key, e))?)))
        .collect()
}

/// A problem with its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub id: String,
    pub problem: Problem,
}

/// The problems of a collection's SGF, with ids `key-1`, `key-2`, ….
pub fn listed(key: &str, text: &str) -> Result<Vec<Listed>, ReadError> {
    Ok(with_ids(key, read(text)?))
}

/// A collection's problems with ids `key-1`, `key-2`, ….
fn with_ids(key: &str, problems: Vec<Problem>) -> Vec<Listed> {
    (problems.into_iter().enumerate())
        .map(|(i, problem)| Listed {
            id: format!("{key}-{}", i + 1),
            problem,
        })
        .collect()
}

/// The shipped collections as [`INDEX`] lists them (an index that does not read is a
/// bug the native tests catch; the page then has none rather than stop).
pub fn index() -> Vec<Indexed> {
    unpack_index(INDEX).unwrap_or_default()
}

/// The problems of the shipped collection `indexed`, if `bytes` are its file (a damaged
/// or stale file gives None).
pub fn collection(indexed: &Indexed, bytes: &[u8]) -> Option<Vec<Listed>> {
    Some(with_ids(&indexed.key, unpack_collection(bytes, indexed)?))
}

/// Every shipped problem, read from the SGF files (for the tools and tests: the page reads
/// [`index`] and the collections' files).
pub fn shipped() -> Vec<Listed> {
    (read_shipped().unwrap_or_default().into_iter())
        .flat_map(|(key, problems)| with_ids(&key, problems))
        .collect()
}

/// How an imported file is read: [`read`] as a value, so that the page fetches the SGF
/// parser only when the learner has files to read (the shipped problems come packed).
pub type Reader = fn(&str) -> Result<Vec<Problem>, ReadError>;

/// The most an imported file may hold: it is kept in localStorage beside the games.
pub const MAX_IMPORT_BYTES: usize = 256 * 1024;

/// One imported file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Import {
    /// Counts up with each import, so that ids stay when an earlier import is removed.
    pub number: u32,
    /// The file's name.
    pub name: String,
    pub sgf: String,
}

impl Import {
    /// Its collection's key: its problems' ids are `mine-N-1`, `mine-N-2`, ….
    pub fn key(&self) -> String {
        format!("mine-{}", self.number)
    }

    /// Its problems, read with `read` (a stored file that no longer reads gives none).
    pub fn problems(&self, read: Reader) -> Vec<Listed> {
        with_ids(&self.key(), read(&self.sgf).unwrap_or_default())
    }

    /// The saved game its problems were made from, if it holds the player's own
    /// mistakes ([`Mine::add_from_game`]) rather than a file (read with `read`).
    pub fn game(&self, read: Reader) -> Option<String> {
        game_of_first(&read(&self.sgf).ok()?)
    }
}

/// The learner's imported problem files.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mine {
    pub imports: Vec<Import>,
}

/// The saved game a file's problems were made from: its first problem's source names it
/// ([`Mine::add_from_game`]).
fn game_of_first(problems: &[Problem]) -> Option<String> {
    game_of(&problems.first()?.source).map(|(game, _)| game)
}

/// The move numbers of the game `game` that `imports`' problems were made from.
fn moves_from(imports: &[Vec<Problem>], game: &str) -> Vec<usize> {
    (imports.iter().flatten())
        .filter_map(|p| game_of(&p.source))
        .filter(|(g, _)| g == game)
        .map(|(_, number)| number)
        .collect()
}

/// Why a file was not imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportRefused {
    /// Larger than [`MAX_IMPORT_BYTES`].
    TooLarge { bytes: usize },
    /// It does not read as problems.
    Unreadable(ReadError),
    /// It reads, and holds no problem.
    Empty,
}

impl Mine {
    /// Adds a file's problems, read with `read`; returns how many it holds, or why it was
    /// refused (then nothing changes).
    pub fn import(&mut self, name: &str, sgf: &str, read: Reader) -> Result<usize, ImportRefused> {
        if sgf.len() > MAX_IMPORT_BYTES {
            return Err(ImportRefused::TooLarge { bytes: sgf.len() });
        }
        let count = read(sgf).map_err(ImportRefused::Unreadable)?.len();
        if count == 0 {
            return Err(ImportRefused::Empty);
        }
        let number = self.imports.iter().map(|i| i.number).max().unwrap_or(0) + 1;
        self.imports.push(Import {
            number,
            name: name.to_string(),
            sgf: sgf.to_string(),
        });
        Ok(count)
    }

    /// The move numbers of the game `game` already made into problems here.
    pub fn made_from(&self, game: &str, read: Reader) -> Vec<usize> {
        moves_from(&self.read_all(read), game)
    }

    /// Each import's problems, read with `read` (a file that no longer reads has none).
    fn read_all(&self, read: Reader) -> Vec<Vec<Problem>> {
        (self.imports.iter())
            .map(|i| read(&i.sgf).unwrap_or_default())
            .collect()
    }

    /// Adds problems made from the player's mistakes in the game `game` to that game's
    /// import (a new one named `name` if there is none yet), after the ones it holds, so
    /// that their ids stay. A problem of a move already made into one is not added
    /// again. Returns how many were added, and the id of the first with the number of the
    /// import that holds it. The imports are read with `read`.
    pub fn add_from_game(
        &mut self,
        game: &str,
        name: &str,
        problems: &[Problem],
        read: Reader,
    ) -> (usize, Option<(String, u32)>) {
        let mut kept = self.read_all(read);
        let mut made = moves_from(&kept, game);
        let mut new = Vec::new();
        for p in problems {
            let Some((g, number)) = game_of(&p.source) else {
                continue;
            };
            if g == game && !made.contains(&number) {
                made.push(number);
                new.push(p.clone());
            }
        }
        if new.is_empty() {
            return (0, None);
        }
        let added = new.len();
        let same = (kept.iter()).position(|p| game_of_first(p).as_deref() == Some(game));
        let mut all = same.map_or_else(Vec::new, |k| std::mem::take(&mut kept[k]));
        let at = same.unwrap_or_else(|| {
            let number = self.imports.iter().map(|i| i.number).max().unwrap_or(0) + 1;
            self.imports.push(Import {
                number,
                name: name.to_string(),
                sgf: String::new(),
            });
            self.imports.len() - 1
        });
        let import = &mut self.imports[at];
        let first = format!("{}-{}", import.key(), all.len() + 1);
        all.extend(new);
        import.sgf = write(&all);
        (added, Some((first, import.number)))
    }

    /// Removes an import by its number.
    pub fn remove(&mut self, number: u32) {
        self.imports.retain(|i| i.number != number);
    }
}

crate::json_struct!(Import { number, name, sgf });
crate::json_struct!(Mine { imports });
crate::stored_json!(Mine, check = numbers_are_unique);

/// Imports are numbered from 1, each number once.
fn numbers_are_unique(mine: &Mine) -> Result<(), crate::storage::DamageReason> {
    let mut numbers: Vec<u32> = mine.imports.iter().map(|i| i.number).collect();
    numbers.sort_unstable();
    let before = numbers.len();
    numbers.dedup();
    if numbers.len() != before || numbers.first() == Some(&0) {
        return Err(crate::storage::DamageReason::Absurd(
            "the imports' numbers".into(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::pack::{pack, pack_shelf, unpack, Summary};
    use super::*;

    /// The index and the collections' files are exactly the shipped SGF files' problems,
    /// read as the SGF reader reads them, collection by collection and in order, and the
    /// folder holds no other file.
    #[test]
    fn packed_problems_are_the_shipped_files() {
        let read = read_shipped().unwrap();
        let stale = "assets/problems/index.pack or assets/problem-packs/ is not the shipped SGF files: run \
                     `cargo run --release --bin tengen-problems -- pack`";
        let (index_bytes, files) = pack_shelf(&read);
        assert_eq!(index_bytes, INDEX, "{stale}");
        let index = index();
        assert_eq!(index.len(), read.len(), "{stale}");
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets")
            .join(PACKS);
        let mut kept: Vec<String> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        kept.sort();
        let mut named: Vec<String> = index.iter().map(|i| i.file.clone()).collect();
        named.sort();
        assert_eq!(kept, named, "{stale}");
        for ((indexed, (key, problems)), (file, bytes)) in index.iter().zip(&read).zip(&files) {
            assert_eq!((&indexed.key, &indexed.file), (key, file), "{stale}");
            let stored = std::fs::read(folder.join(file)).unwrap();
            assert_eq!(&stored, bytes, "{file}: {stale}");
            let listed = collection(indexed, &stored).expect(stale);
            assert_eq!(listed.len(), problems.len(), "{key}: {stale}");
            for ((l, p), summary) in listed.iter().zip(problems).zip(&indexed.problems) {
                assert_eq!(&l.problem, p, "{}: {stale}", l.id);
                assert_eq!(summary, &Summary::of(&l.id, p), "{stale}");
            }
        }
        let listed: Vec<Listed> = (SHIPPED.iter())
            .flat_map(|s| listed(s.key, s.text).unwrap())
            .collect();
        assert_eq!(shipped(), listed);
    }

    /// A collection's file that is damaged, stale or another collection's gives no
    /// problems; a damaged index none either, never a panic.
    #[test]
    fn damaged_files_and_index_give_none() {
        let read = read_shipped().unwrap();
        let (index_bytes, files) = pack_shelf(&read[..2]);
        let index = unpack_index(&index_bytes).unwrap();
        assert!(collection(&index[0], &files[0].1).is_some());
        assert_eq!(collection(&index[0], &files[1].1), None);
        let mut damaged = files[0].1.clone();
        let last = damaged.len() - 1;
        damaged[last] ^= 1;
        assert_eq!(collection(&index[0], &damaged), None);
        assert_eq!(collection(&index[0], &files[0].1[1..]), None);
        for end in 0..index_bytes.len() {
            assert_eq!(unpack_index(&index_bytes[..end]), None);
        }
        let mut longer = index_bytes.clone();
        longer.push(0);
        assert_eq!(unpack_index(&longer), None);
    }

    /// Packing keeps what the shipped files do not use (passes, comments, no data), and
    /// damaged bytes unpack as None, never a panic.
    #[test]
    fn pack_reads_back_and_damage_is_none() {
        use crate::engine::{Color, Move, Point};
        let mut problem =
            read("(;SZ[19]GN[A]SO[B]VW[aa:ss]AB[aa][ss]AW[ab]PL[W]C[Q];W[ba]C[x];B[])")
                .unwrap()
                .remove(0);
        problem.solution[0].facts = crate::problems::fact::every_kind(Point::new(18, 18)).to_vec();
        problem.solution[0].next[0].mv = Move::Resign;
        problem.tier = Some(0);
        problem.rating = Some(65535);
        assert_eq!(problem.solution[0].next[0].color, Color::Black);
        let collections = vec![("x".to_string(), vec![problem.clone(), problem])];
        let bytes = pack(&collections);
        assert_eq!(unpack(&bytes), Some(collections));
        for end in 0..bytes.len() {
            assert_eq!(unpack(&bytes[..end]), None);
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(unpack(&longer), None);
        assert_eq!(unpack(&[0xff; 8]), None);
    }

    /// Every shipped collection reads, and its ids are unique.
    #[test]
    fn shipped_problems_have_unique_ids() {
        let all = shipped();
        let count: usize = SHIPPED.iter().map(|s| read(s.text).unwrap().len()).sum();
        assert_eq!(all.len(), count);
        let mut ids: Vec<&str> = all.iter().map(|l| l.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all.len());
        assert_eq!(all[0].id, "beginner-1");
    }

    /// An import keeps its problems under ids that survive removing an earlier one; a
    /// file that is too large, unreadable or empty is refused and changes nothing.
    #[test]
    fn imports_and_refusals() {
        let one = "(;SZ[9]AB[cc]AW[cd]PL[B];B[ce])";
        let mut mine = Mine::default();
        assert_eq!(mine.import("a.sgf", one, read), Ok(1));
        assert_eq!(mine.import("b.sgf", &format!("{one}{one}"), read), Ok(2));
        mine.remove(1);
        let ids: Vec<String> = mine.imports[0]
            .problems(read)
            .into_iter()
            .map(|l| l.id)
            .collect();
        assert_eq!(ids, ["mine-2-1", "mine-2-2"]);
        let kept = mine.clone();
        let big = "x".repeat(MAX_IMPORT_BYTES + 1);
        assert!(matches!(
            mine.import("big", &big, read),
            Err(ImportRefused::TooLarge { .. })
        ));
        assert!(matches!(
            mine.import("bad", "(;SZ[9]", read),
            Err(ImportRefused::Unreadable(_))
        ));
        assert!(matches!(
            mine.import("none", "", read),
            Err(ImportRefused::Empty | ImportRefused::Unreadable(_))
        ));
        assert_eq!(mine, kept);
        use crate::storage::Stored;
        assert_eq!(Mine::from_stored(&mine.to_stored()), Ok(mine.clone()));
        assert!(Mine::from_stored("{\"imports\":7}").is_err());
        assert_eq!(mine.import("c", one, read), Ok(1));
        assert_eq!(mine.imports.last().unwrap().number, 3);
    }
}
