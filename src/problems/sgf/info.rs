//! The problem's data in `GC[]`: `category: ladder; tier: 2; goal: capture; target: cc`,
//! and for problems from games `rating: 1740`.

use crate::engine::Point;
use crate::problems::{Category, Goal};

/// What `GC` says of a problem.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Info {
    pub category: Option<Category>,
    pub tier: Option<u8>,
    pub rating: Option<u16>,
    pub goal: Option<Goal>,
}

/// Writes the `GC` text (unescaped).
pub(super) fn write(info: &Info) -> String {
    let mut parts = Vec::new();
    if let Some(c) = info.category {
        parts.push(format!("category: {}", c.key()));
    }
    if let Some(t) = info.tier {
        parts.push(format!("tier: {t}"));
    }
    if let Some(r) = info.rating {
        parts.push(format!("rating: {r}"));
    }
    if let Some(goal) = info.goal {
        let word = match goal {
            Goal::Capture(_) => "capture",
            Goal::Save(_) => "save",
        };
        parts.push(format!("goal: {word}"));
        parts.push(format!("target: {}", goal.target().to_sgf()));
    }
    parts.join("; ")
}

/// Reads the `GC` text; parts in another form are prose and skipped, a known key with
/// a value that does not read is an error in words.
pub(super) fn read(text: &str, size: u8) -> Result<Info, String> {
    let mut info = Info::default();
    let (mut goal, mut target) = (None, None);
    for part in text.split(';') {
        let Some((key, value)) = part.split_once(':') else {
            continue;
        };
        let value = value.trim();
        let bad = || format!("GC says \"{}\", which does not read.", part.trim());
        match key.trim() {
            "category" => info.category = Some(Category::from_key(value).ok_or_else(bad)?),
            "tier" => info.tier = Some(value.parse().ok().filter(|&t| t >= 1).ok_or_else(bad)?),
            "rating" => info.rating = Some(value.parse().map_err(|_| bad())?),
            "goal" if value == "capture" || value == "save" => goal = Some(value == "capture"),
            "goal" => return Err(bad()),
            "target" => target = Some(Point::from_sgf(value, size).map_err(|_| bad())?),
            _ => {}
        }
    }
    info.goal = match (goal, target) {
        (Some(true), Some(t)) => Some(Goal::Capture(t)),
        (Some(false), Some(t)) => Some(Goal::Save(t)),
        (None, None) => None,
        _ => return Err("GC names a goal without its target, or a target without a goal.".into()),
    };
    Ok(info)
}
