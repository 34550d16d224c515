//! Every localStorage key Tengen uses, named here once (a test checks that no other
//! file of `src/` spells one). All start with [`PREFIX`].

/// Every key this app owns starts with this.
pub const PREFIX: &str = "tengen.";

/// Saved games: `tengen.game.<id>`, one [`crate::saved::SavedGame`] each.
pub const GAME_PREFIX: &str = "tengen.game.";
/// The saved games' index of summaries (a cache: rebuilt from the games).
pub const INDEX: &str = "tengen.index";
/// The computer's review of a saved game: `tengen.analysis.<id>`.
pub const ANALYSIS_PREFIX: &str = "tengen.analysis.";
/// Written and removed once at start to learn whether writes work.
pub const PROBE: &str = "tengen.probe";

/// The player's preferences ([`crate::settings::Settings`]).
pub const SETTINGS: &str = "tengen.settings";
/// The level streak against the computer as kept before the ladder, "last level run":
/// no longer written; read once to start a new player's rating where their streak left
/// them (`crate::ui::ladder`), and carried by backups as kept.
pub const STREAK: &str = "tengen.streak";
/// The player's rating against the computer and the run at a rung of the ladder
/// ([`crate::table::Climb`]).
pub const LADDER: &str = "tengen.ladder";
/// The lessons completed ([`crate::learn::LessonsDone`]).
pub const LEARN_PROGRESS: &str = "tengen.learn.progress";
/// The problems' rating and attempts ([`crate::problems::progress::ProblemProgress`]).
pub const PROBLEMS_PROGRESS: &str = "tengen.problems.progress";
/// The imported problem files ([`crate::problems::shelf::Mine`]).
pub const PROBLEMS_MINE: &str = "tengen.problems.mine";
/// The best rush ([`crate::problems::rush::Best`]).
pub const PROBLEMS_RUSH: &str = "tengen.problems.rush";
/// The ids of the games by link, a JSON list, as kept before games by link were saved
/// games (read once, at start, by `crate::saved::Store::adopt_games_by_link`).
pub const FRIEND_LIST: &str = "tengen.friend";
/// Games by link as kept before they were saved games: `tengen.friend.<id>`, one
/// [`crate::post::Kept`] each (adopted into the saved games at start).
pub const FRIEND_PREFIX: &str = "tengen.friend.";
/// Set once the browser was asked to keep this site's storage (`navigator.storage.persist()`,
/// after the first game is saved). This device's own: a backup leaves it out.
pub const PERSIST_ASKED: &str = "tengen.persist.asked";
/// Damaged values moved out of the way: `tengen.kept.<key without tengen.>[.n]`.
pub const KEPT_PREFIX: &str = "tengen.kept.";

/// The key a saved game is stored under.
pub fn game_key(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// The key a saved game's review is stored under.
pub fn analysis_key(id: &str) -> String {
    format!("{ANALYSIS_PREFIX}{id}")
}

/// The key a game by link is stored under.
pub fn friend_key(id: &str) -> String {
    format!("{FRIEND_PREFIX}{id}")
}

/// The keys that hold one value each, with [`crate::storage::Stored`] readers.
pub const SINGLE_VALUES: [&str; 7] = [
    SETTINGS,
    LADDER,
    LEARN_PROGRESS,
    PROBLEMS_PROGRESS,
    PROBLEMS_MINE,
    PROBLEMS_RUSH,
    FRIEND_LIST,
];
