//! A game's record on its way in and out of the app, for every screen that shows one:
//! files (a download, the clipboard, a picked file), the SGF export and share link, and
//! what a screen shows for a game it cannot open.

pub mod export;
pub mod files;
mod missing;

pub use export::{download_sgf, reviewed_sgf_of, sgf_of, share_link, GameExport, RecordExport};
pub use missing::GameMissing;
