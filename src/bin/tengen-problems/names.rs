//! Problem names that name one problem: "Life and death 12" numbered on from the highest
//! number its category has in any other collection beside the one being written, so the
//! rush, the problem of the day and a friend's "try Life and death 12" mean one problem
//! (`tests/problems_shipped.rs` holds the shipped ones to it).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use tengen::problems::sgf::read;
use tengen::problems::Problem;

/// The names taken, and the highest number of each category's names.
#[derive(Debug, Default)]
pub struct Names {
    taken: BTreeSet<String>,
    highest: BTreeMap<String, u32>,
}

impl Names {
    /// The names in every other `.sgf` in `out`'s folder (a file that does not read
    /// takes none).
    pub fn beside(out: &Path) -> Names {
        let mut names = Names::default();
        let folder = out.parent().filter(|d| !d.as_os_str().is_empty());
        let Ok(entries) = std::fs::read_dir(folder.unwrap_or(Path::new("."))) else {
            return names;
        };
        for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
            let other = path.file_name() != out.file_name();
            if other && path.extension().is_some_and(|e| e == "sgf") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                read(&text)
                    .unwrap_or_default()
                    .iter()
                    .for_each(|p| names.take(&p.name));
            }
        }
        names
    }

    /// Marks `name` taken.
    pub fn take(&mut self, name: &str) {
        if let Some((words, n)) = split(name) {
            let top = self.highest.entry(words.to_string()).or_insert(0);
            *top = (*top).max(n);
        }
        self.taken.insert(name.to_string());
    }

    /// The next free name of `words`' category: "Life and death 198".
    pub fn next(&mut self, words: &str) -> String {
        let n = self.highest.get(words).copied().unwrap_or(0) + 1;
        let name = format!("{words} {n}");
        self.take(&name);
        name
    }

    /// Each problem named anew, in order, by its category.
    pub fn name_all(&mut self, problems: &mut [Problem]) {
        for p in problems {
            p.name = self.next(p.category.map_or("Problem", |c| c.words()));
        }
    }
}

/// "Life and death 12" as ("Life and death", 12).
fn split(name: &str) -> Option<(&str, u32)> {
    let (words, n) = name.rsplit_once(' ')?;
    Some((words, n.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_number_on_past_every_other_collection() {
        let mut names = Names::default();
        names.take("Life and death 11");
        names.take("Escape 3");
        names.take("Life and death 4");
        assert_eq!(names.next("Life and death"), "Life and death 12");
        assert_eq!(names.next("Life and death"), "Life and death 13");
        assert_eq!(names.next("Net"), "Net 1");
        assert_eq!(names.next("Escape"), "Escape 4");
    }

    /// The shipped folder: a new name is none of the shipped ones.
    #[test]
    fn a_new_name_is_not_shipped() {
        let out = Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/problems/new.sgf"
        ));
        let mut names = Names::beside(out);
        let name = names.next("Life and death");
        for shipped in tengen::problems::shelf::SHIPPED {
            let problems = read(shipped.text).expect("a shipped collection");
            assert!(problems.iter().all(|p| p.name != name), "{name}");
        }
        assert!(name != "Life and death 1", "{name}");
    }
}
