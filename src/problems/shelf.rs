//! The problems on the learner's shelf: the collections the app ships (their SGF built
//! into the problems' part of the page) and the ones the learner imported ("My
//! problems", kept in localStorage as JSON), each problem with a stable id.

use super::from_game::game_of;
use super::model::Problem;
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
    "games-9x9",
    "games-13x13",
    "games-19x19",
);

/// A problem with its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub id: String,
    pub problem: Problem,
}

/// The problems of a collection's SGF, with ids `key-1`, `key-2`, ….
pub fn listed(key: &str, text: &str) -> Result<Vec<Listed>, ReadError> {
    Ok(read(text)?
        .into_iter()
        .enumerate()
        .map(|(i, problem)| Listed {
            id: format!("{key}-{}", i + 1),
            problem,
        })
        .collect())
}

/// Every shipped problem (a shipped file that does not read is a bug the native tests
/// catch; the page skips it rather than stop).
pub fn shipped() -> Vec<Listed> {
    SHIPPED
        .iter()
        .flat_map(|s| listed(s.key, s.text).unwrap_or_default())
        .collect()
}

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

    /// Its problems (a stored file that no longer reads gives none).
    pub fn problems(&self) -> Vec<Listed> {
        listed(&self.key(), &self.sgf).unwrap_or_default()
    }

    /// The saved game its problems were made from, if it holds the player's own
    /// mistakes ([`Mine::add_from_game`]) rather than a file.
    pub fn game(&self) -> Option<String> {
        let first = read(&self.sgf).ok()?.into_iter().next()?;
        game_of(&first.source).map(|(game, _)| game)
    }
}

/// The learner's imported problem files.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mine {
    pub imports: Vec<Import>,
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
    /// Adds a file's problems; returns how many it holds, or why it was refused (then
    /// nothing changes).
    pub fn import(&mut self, name: &str, sgf: &str) -> Result<usize, ImportRefused> {
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
    pub fn made_from(&self, game: &str) -> Vec<usize> {
        (self.imports.iter())
            .flat_map(Import::problems)
            .filter_map(|l| game_of(&l.problem.source))
            .filter(|(g, _)| g == game)
            .map(|(_, number)| number)
            .collect()
    }

    /// Adds problems made from the player's mistakes in the game `game` to that game's
    /// import (a new one named `name` if there is none yet), after the ones it holds, so
    /// that their ids stay. A problem of a move already made into one is not added
    /// again. Returns how many were added and the id of the first.
    pub fn add_from_game(
        &mut self,
        game: &str,
        name: &str,
        problems: &[Problem],
    ) -> (usize, Option<String>) {
        let mut made = self.made_from(game);
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
        let same = self
            .imports
            .iter()
            .position(|i| i.game().as_deref() == Some(game));
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
        let mut all = read(&import.sgf).unwrap_or_default();
        let first = format!("{}-{}", import.key(), all.len() + 1);
        all.extend(new);
        import.sgf = write(&all);
        (added, Some(first))
    }

    /// Removes an import by its number.
    pub fn remove(&mut self, number: u32) {
        self.imports.retain(|i| i.number != number);
    }
}

crate::json_struct!(Import { number, name, sgf });
crate::json_struct!(Mine { imports });

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(mine.import("a.sgf", one), Ok(1));
        assert_eq!(mine.import("b.sgf", &format!("{one}{one}")), Ok(2));
        mine.remove(1);
        let ids: Vec<String> = mine.imports[0]
            .problems()
            .into_iter()
            .map(|l| l.id)
            .collect();
        assert_eq!(ids, ["mine-2-1", "mine-2-2"]);
        let kept = mine.clone();
        let big = "x".repeat(MAX_IMPORT_BYTES + 1);
        assert!(matches!(
            mine.import("big", &big),
            Err(ImportRefused::TooLarge { .. })
        ));
        assert!(matches!(
            mine.import("bad", "(;SZ[9]"),
            Err(ImportRefused::Unreadable(_))
        ));
        assert!(matches!(
            mine.import("none", ""),
            Err(ImportRefused::Empty | ImportRefused::Unreadable(_))
        ));
        assert_eq!(mine, kept);
        use crate::storage::Stored;
        assert_eq!(Mine::from_stored(&mine.to_stored()), Ok(mine.clone()));
        assert!(Mine::from_stored("{\"imports\":7}").is_err());
        assert_eq!(mine.import("c", one), Ok(1));
        assert_eq!(mine.imports.last().unwrap().number, 3);
    }
}
