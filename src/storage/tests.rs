use super::keys::*;
use super::*;
use crate::engine::{Color, Game, Rules};
use crate::post::Kept;
use crate::problems::shelf::{Import, Mine};
use crate::settings::Settings;
use crate::table::Climb;

/// One valid stored text per single-value key.
fn valid(key: &str) -> String {
    match key {
        SETTINGS => Settings::default().to_stored(),
        LADDER => Climb::default().to_stored(),
        LEARN_PROGRESS => "{\"completed\":[\"atari\",\"capture\"]}".into(),
        PROBLEMS_PROGRESS => crate::problems::progress::ProblemProgress::default().to_stored(),
        PROBLEMS_MINE => mine(&[1, 2]).to_stored(),
        PROBLEMS_RUSH => "{\"best\":12,\"runs\":3}".into(),
        FRIEND_LIST => "[\"a\",\"b\"]".into(),
        other => panic!("no sample for {other}"),
    }
}

/// A new climb whose last game was at `rung`.
fn climb_at(rung: u8) -> Climb {
    let mut climb = Climb::default();
    climb.at.rung = rung;
    climb
}

fn mine(numbers: &[u32]) -> Mine {
    Mine {
        imports: (numbers.iter())
            .map(|&number| Import {
                number,
                name: format!("file {number}.sgf"),
                sgf: "(;SZ[9]AB[cc];B[dd]C[RIGHT])".into(),
            })
            .collect(),
    }
}

fn kept(id: &str) -> Kept {
    let game = Game::new(Rules::preset("aga").unwrap(), 9, 0).unwrap();
    Kept::new(id, Color::Black, ["Ana".into(), "Ben".into()], game, None)
}

/// Reads `text` as the value kept under `key`: Ok, or why not.
fn read_as(key: &str, text: &str) -> Result<(), DamageReason> {
    fn one<T: Stored>(text: &str) -> Result<(), DamageReason> {
        T::from_stored(text).map(|_| ())
    }
    match key {
        SETTINGS => one::<Settings>(text),
        LADDER => one::<Climb>(text),
        LEARN_PROGRESS => one::<crate::learn::LessonsDone>(text),
        PROBLEMS_PROGRESS => one::<crate::problems::progress::ProblemProgress>(text),
        PROBLEMS_MINE => one::<Mine>(text),
        PROBLEMS_RUSH => one::<crate::problems::rush::Best>(text),
        FRIEND_LIST => one::<Vec<String>>(text),
        other => panic!("no reader for {other}"),
    }
}

/// The valid text, cut in the middle.
fn cut(text: &str) -> String {
    text.chars().take(text.chars().count() / 2).collect()
}

/// Every value reads back its valid text.
#[test]
fn valid_values_read() {
    for key in SINGLE_VALUES {
        assert_eq!(read_as(key, &valid(key)), Ok(()), "{key}");
    }
    let k = kept("g1");
    assert_eq!(Kept::from_stored(&k.to_stored()), Ok(k));
}

/// Every value cut short says so.
#[test]
fn cut_values_are_cut_short() {
    for key in SINGLE_VALUES {
        assert_eq!(
            read_as(key, &cut(&valid(key))),
            Err(DamageReason::CutShort),
            "{key}"
        );
    }
    let text = kept("g1").to_stored();
    assert_eq!(Kept::from_stored(&cut(&text)), Err(DamageReason::CutShort));
    // Cut inside a word, a number or a text.
    for text in ["{\"coordinates\":fal", "[tr", "{\"a\":-", "[\"ab"] {
        assert_eq!(
            read_as(SETTINGS, text),
            Err(DamageReason::CutShort),
            "{text}"
        );
    }
}

/// Text of another kind is not JSON.
#[test]
fn other_text_is_not_json() {
    for key in SINGLE_VALUES {
        let text = "<html>";
        assert!(
            matches!(read_as(key, text), Err(DamageReason::NotJson(_))),
            "{key}: {:?}",
            read_as(key, text)
        );
    }
    assert!(matches!(
        Kept::from_stored("x"),
        Err(DamageReason::NotJson(_))
    ));
}

/// JSON of another shape is said as such.
#[test]
fn wrong_shapes_are_bad_shapes() {
    for (key, text) in [
        (SETTINGS, "{\"coordinates\":\"yes\"}"),
        (SETTINGS, "[1,2]"),
        (LEARN_PROGRESS, "{\"completed\":7}"),
        (PROBLEMS_PROGRESS, "{\"rating\":1}"),
        (LADDER, "{\"rating\":1}"),
        (PROBLEMS_MINE, "{\"imports\":7}"),
        (PROBLEMS_RUSH, "{\"best\":\"many\"}"),
        (FRIEND_LIST, "{\"a\":1}"),
        (FRIEND_LIST, "[1,2]"),
    ] {
        assert!(
            matches!(read_as(key, text), Err(DamageReason::BadShape(_))),
            "{key} {text}: {:?}",
            read_as(key, text)
        );
    }
    // A game whose moves do not replay is not a game.
    let text = kept("g1").to_stored().replace("\"game\"", "\"gone\"");
    assert!(matches!(
        Kept::from_stored(&text),
        Err(DamageReason::BadShape(_))
    ));
}

/// Numbers no play reaches are absurd (the values that hold numbers).
#[test]
fn absurd_numbers_are_absurd() {
    let rating = |r: &str, d: &str, v: &str| {
        format!(
            "{{\"rating\":{{\"rating\":{r},\"deviation\":{d},\"volatility\":{v}}},\"records\":[]}}"
        )
    };
    for (key, text) in [
        (PROBLEMS_PROGRESS, rating("1e999", "350", "0.06")),
        (PROBLEMS_PROGRESS, rating("1500", "-3", "0.06")),
        (PROBLEMS_PROGRESS, rating("1500", "350", "0")),
        (PROBLEMS_MINE, mine(&[2, 2]).to_stored()),
        (PROBLEMS_MINE, mine(&[0]).to_stored()),
        (LADDER, climb_at(99).to_stored()),
    ] {
        assert!(
            matches!(read_as(key, &text), Err(DamageReason::Absurd(_))),
            "{key} {text}: {:?}",
            read_as(key, &text)
        );
    }
}

/// A damaged value is moved aside by `load`, said once, and never lost.
#[test]
fn load_sets_a_damaged_value_aside_once() {
    let mut kv = MemoryStorage::new();
    kv.set(PROBLEMS_PROGRESS, "{\"rating\":{\"rat").unwrap();
    let (progress, notice) =
        load::<crate::problems::progress::ProblemProgress>(&mut kv, PROBLEMS_PROGRESS);
    assert_eq!(progress, Default::default());
    let kept = format!("{KEPT_PREFIX}problems.progress");
    assert_eq!(
        notice,
        Some(Notice::SetAside {
            key: PROBLEMS_PROGRESS.into(),
            reason: DamageReason::CutShort,
            kept_as: Some(kept.clone()),
            bytes: 15,
        })
    );
    assert_eq!(
        kv.get(&kept).unwrap().as_deref(),
        Some("{\"rating\":{\"rat")
    );
    assert_eq!(kv.get(PROBLEMS_PROGRESS).unwrap(), None);
    let (_, again) = load::<crate::problems::progress::ProblemProgress>(&mut kv, PROBLEMS_PROGRESS);
    assert_eq!(again, None);
}

/// A second damaged value is kept beside the first, not over it.
#[test]
fn each_damaged_value_is_kept() {
    let mut kv = MemoryStorage::new();
    for raw in ["x", "y", "x"] {
        kv.set(LEARN_PROGRESS, raw).unwrap();
        load::<crate::learn::LessonsDone>(&mut kv, LEARN_PROGRESS);
    }
    assert_eq!(
        kv.get(&format!("{KEPT_PREFIX}learn.progress"))
            .unwrap()
            .as_deref(),
        Some("x")
    );
    assert_eq!(
        kv.get(&format!("{KEPT_PREFIX}learn.progress.2"))
            .unwrap()
            .as_deref(),
        Some("y")
    );
    assert_eq!(
        kv.get(&format!("{KEPT_PREFIX}learn.progress.3")).unwrap(),
        None
    );
}

/// `write` moves a damaged value aside before writing over its key.
#[test]
fn write_never_overwrites_a_damaged_value() {
    let mut kv = MemoryStorage::new();
    kv.set(LADDER, "{\"rating\":").unwrap();
    let notice = write(&mut kv, LADDER, &Climb::default()).unwrap();
    assert!(matches!(
        notice,
        Some(Notice::SetAside {
            kept_as: Some(_),
            ..
        })
    ));
    assert_eq!(
        kv.get(&format!("{KEPT_PREFIX}ladder")).unwrap().as_deref(),
        Some("{\"rating\":")
    );
    assert_eq!(kv.get(LADDER).unwrap(), Some(Climb::default().to_stored()));
    // A readable value is written over without a word.
    assert_eq!(write(&mut kv, LADDER, &Climb::default()), Ok(None));
}

/// A write refused for lack of room says why and changes nothing stored, damaged or not.
#[test]
fn a_refused_write_changes_nothing() {
    let mut kv = MemoryStorage::with_quota(60);
    kv.set(SETTINGS, "{\"coordinates\":fal").unwrap();
    let before = kv.clone();
    let refused = write(&mut kv, SETTINGS, &Settings::default());
    assert_eq!(refused, Err(StorageError::QuotaExceeded));
    assert_eq!(kv.get(SETTINGS).unwrap(), before.get(SETTINGS).unwrap());
    // Nor is it removed by a load that cannot set it aside.
    let (_, notice) = load::<Settings>(&mut kv, SETTINGS);
    assert!(matches!(
        notice,
        Some(Notice::SetAside { kept_as: None, .. })
    ));
    assert_eq!(kv.get(SETTINGS).unwrap(), before.get(SETTINGS).unwrap());
    let mut off = MemoryStorage::new();
    off.unavailable = true;
    assert_eq!(
        write(&mut off, SETTINGS, &Settings::default()),
        Err(StorageError::Unavailable)
    );
}

/// Every key is spelled in `src/storage/keys.rs` only: no other source file holds a
/// string literal that starts with the keys' prefix.
#[test]
fn every_key_is_named_once() {
    let needle = format!("\"{PREFIX}");
    fn walk(dir: &std::path::Path, needle: &str, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, needle, found);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.ends_with("storage/keys.rs")
            {
                let text = std::fs::read_to_string(&path).unwrap();
                if text.contains(needle) {
                    found.push(path.display().to_string());
                }
            }
        }
    }
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    walk(&src, &needle, &mut found);
    assert_eq!(
        found,
        Vec::<String>::new(),
        "keys spelled outside storage/keys.rs"
    );
    let keys = std::fs::read_to_string(src.join("storage/keys.rs")).unwrap();
    for key in SINGLE_VALUES
        .iter()
        .chain(&[GAME_PREFIX, INDEX, FRIEND_PREFIX, KEPT_PREFIX])
    {
        assert_eq!(keys.matches(&format!("\"{key}\"")).count(), 1, "{key}");
    }
}

/// The values kept aside are listed with the key each was a copy of; only they can be
/// removed here.
#[test]
fn kept_aside_values_are_listed_and_removed() {
    let mut kv = MemoryStorage::new();
    kv.set(PROBLEMS_PROGRESS, "{\"rating\":").unwrap();
    let (_, notice) =
        load::<crate::problems::progress::ProblemProgress>(&mut kv, PROBLEMS_PROGRESS);
    assert!(notice.is_some());
    kv.set(PROBLEMS_PROGRESS, "[1,").unwrap();
    let _ = load::<crate::problems::progress::ProblemProgress>(&mut kv, PROBLEMS_PROGRESS);
    set_aside(&mut kv, &friend_key("ab12"), "{").unwrap();
    let listed: Vec<(String, String, usize)> = (kept_aside(&kv).unwrap().into_iter())
        .map(|k| (k.key, k.of, k.bytes))
        .collect();
    let copy = |name: &str| format!("{KEPT_PREFIX}{name}");
    let progress = PROBLEMS_PROGRESS.to_string();
    assert_eq!(
        listed,
        vec![
            (copy("friend.ab12"), friend_key("ab12"), 1),
            (copy("problems.progress"), progress.clone(), 10),
            (copy("problems.progress.2"), progress, 3),
        ]
    );
    remove_kept(&mut kv, PROBLEMS_PROGRESS).unwrap();
    remove_kept(&mut kv, &copy("problems.progress.2")).unwrap();
    assert_eq!(kept_aside(&kv).unwrap().len(), 2);
}
