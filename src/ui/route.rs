//! Which screen the address shows, and moving between screens without reloading the
//! page: the History API, the browser's Back and Forward, and clicks on the app's own
//! links. The app has a dozen fixed addresses; this is all the routing they need
//! (leptos_router's generic matching weighed about 15 KB of the first download).

use leptos::prelude::*;

/// A screen, as the address names it (the path after the app's base).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// `/`
    Home,
    /// `/new`
    NewGame,
    /// `/play/:id`
    Play(String),
    /// `/saved`
    Saved,
    /// `/review/:id`
    Review(String),
    /// `/share`
    Share,
    /// `/friend`: games with a friend on another device, and their links.
    Friend,
    /// `/friend/:id`
    FriendGame(String),
    /// `/settings`
    Settings,
    /// `/learn`
    Learn,
    /// `/learn/guide`
    Guide,
    /// `/learn/practice`
    Practice,
    /// `/learn/problems`
    Problems,
    /// `/learn/problems/today`: the problem of the day on this device's calendar.
    ProblemOfTheDay,
    /// `/learn/problems/rush`
    Rush,
    /// `/learn/problems/:id`
    Problem(String),
    /// `/learn/:id`
    Lesson(String),
    /// Anything else.
    NotFound,
}

/// The problem of the day's address (a link from Home and the problems menu).
pub const PROBLEM_OF_THE_DAY: &str = "learn/problems/today";
/// The rush's address.
pub const RUSH: &str = "learn/problems/rush";

/// The first segment of every address but Home's. The start-up script in `index.html`
/// finds the app's folder by them (`scripts/post_build.py` writes them in from this
/// line), and [`Route::of`] knows no address whose first segment is not here: a screen
/// cannot be added without its name reaching the script.
pub const FIRST_SEGMENTS: [&str; 8] = [
    "new", "play", "saved", "review", "share", "friend", "settings", "learn",
];

impl Route {
    /// The screen at `path` (`/`, `/play/abc`; a trailing `/` does not count). Ids are
    /// the app's own (letters, digits and `-`), used as they stand.
    pub fn of(path: &str) -> Route {
        let id = |s: &str| s.to_string();
        let parts = path.trim_matches('/').split('/').collect::<Vec<_>>();
        if !parts[0].is_empty() && !FIRST_SEGMENTS.contains(&parts[0]) {
            return Route::NotFound;
        }
        match parts[..] {
            [""] => Route::Home,
            ["new"] => Route::NewGame,
            ["play", game] if !game.is_empty() => Route::Play(id(game)),
            ["saved"] => Route::Saved,
            ["review", game] if !game.is_empty() => Route::Review(id(game)),
            ["share"] => Route::Share,
            ["friend"] => Route::Friend,
            ["friend", game] if !game.is_empty() => Route::FriendGame(id(game)),
            ["settings"] => Route::Settings,
            ["learn"] => Route::Learn,
            ["learn", "guide"] => Route::Guide,
            ["learn", "practice"] => Route::Practice,
            ["learn", "problems"] => Route::Problems,
            ["learn", "problems", "today"] => Route::ProblemOfTheDay,
            ["learn", "problems", "rush"] => Route::Rush,
            ["learn", "problems", problem] if !problem.is_empty() => Route::Problem(id(problem)),
            ["learn", lesson] if !lesson.is_empty() => Route::Lesson(id(lesson)),
            _ => Route::NotFound,
        }
    }

    /// The path of this screen (`/play/abc`): [`Route::of`] reads it back as this route.
    /// The one place an address is written.
    pub fn path(&self) -> String {
        match self {
            Route::Home => "/".into(),
            Route::NewGame => "/new".into(),
            Route::Play(id) => format!("/play/{id}"),
            Route::Saved => "/saved".into(),
            Route::Review(id) => format!("/review/{id}"),
            Route::Share => "/share".into(),
            Route::Friend => "/friend".into(),
            Route::FriendGame(id) => format!("/friend/{id}"),
            Route::Settings => "/settings".into(),
            Route::Learn => "/learn".into(),
            Route::Guide => "/learn/guide".into(),
            Route::Practice => "/learn/practice".into(),
            Route::Problems => "/learn/problems".into(),
            Route::ProblemOfTheDay => format!("/{PROBLEM_OF_THE_DAY}"),
            Route::Rush => format!("/{RUSH}"),
            Route::Problem(id) => format!("/learn/problems/{id}"),
            Route::Lesson(id) => format!("/learn/{id}"),
            Route::NotFound => "/not-found".into(),
        }
    }

    /// This screen as a link's `href`, relative to the app's base (`play/abc`; Home `./`).
    pub fn href(&self) -> String {
        match self {
            Route::Home => "./".into(),
            other => other.path()[1..].to_string(),
        }
    }

    /// The game, lesson or problem the address names, or "".
    pub fn id(&self) -> &str {
        match self {
            Route::Play(id)
            | Route::Review(id)
            | Route::Lesson(id)
            | Route::Problem(id)
            | Route::FriendGame(id) => id,
            _ => "",
        }
    }
}

/// The page's address as the app sees it: the path after the app's base, and the query.
#[derive(Clone, Copy)]
pub struct Address {
    base: StoredValue<String>,
    path: RwSignal<String>,
    query: RwSignal<String>,
    route: Memo<Route>,
}

impl Address {
    /// The screen the address names (tracked).
    pub fn route(&self) -> Route {
        self.route.get()
    }

    /// The game or lesson the address names, or "" (tracked).
    pub fn id(&self) -> String {
        self.route.with(|r| r.id().to_string())
    }

    /// The query parameter `name` (`?opponent=computer`), if present.
    pub fn query(&self, name: &str) -> Option<String> {
        self.query.with_untracked(|q| query_value(q, name))
    }

    /// Opens `to` (a path in the app, such as `/play/abc`) as a new history entry, at the
    /// top of the page.
    pub fn go(&self, to: &str) {
        let url = format!("{}{to}", self.base.get_value());
        crate::ui::browser::push_address(&url);
        self.read_location();
        crate::ui::browser::scroll_to_top();
    }

    /// Opens the screen `route` as a new history entry.
    pub fn open(&self, route: &Route) {
        self.go(&route.path());
    }

    /// Opens the screen `route` with a query (`?marks=1`, or "") as a new history entry.
    pub fn open_with(&self, route: &Route, query: &str) {
        self.go(&format!("{}{query}", route.path()));
    }

    /// Takes the address from the browser's location.
    fn read_location(&self) {
        let (path, query) = crate::ui::browser::location_path_and_query();
        let path = inside(&self.base.get_value(), &path).unwrap_or(path);
        self.path.set(path);
        self.query.set(query);
    }
}

/// The path of `full` inside the app at `base` (`/tengen/play/x` in `/tengen` is
/// `/play/x`), or None if it is outside the app.
pub fn inside(base: &str, full: &str) -> Option<String> {
    let rest = full.strip_prefix(base)?;
    if rest.is_empty() {
        Some("/".to_string())
    } else if rest.starts_with('/') {
        Some(rest.to_string())
    } else if rest.starts_with('?') {
        Some(format!("/{rest}"))
    } else {
        None
    }
}

/// The value of `name` in a query string (`?a=1&b=2`), with `+` and `%xx` decoded.
pub fn query_value(query: &str, name: &str) -> Option<String> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.split_once('=').or(Some((pair, ""))))
        .find(|(key, _)| decode(key) == name)
        .map(|(_, value)| decode(value))
}

/// `+` as a space and `%xx` as its byte; a malformed escape stays as it is.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Puts the page's [`Address`] in context, kept up to date with Back and Forward, and
/// turns clicks on links inside the app (at `base`) into [`Address::go`].
pub fn provide_address(base: String) -> Address {
    let path = RwSignal::new(String::new());
    let address = Address {
        base: StoredValue::new(base),
        path,
        query: RwSignal::new(String::new()),
        route: Memo::new(move |_| path.with(|p| Route::of(p))),
    };
    address.read_location();
    crate::ui::browser::on_history_move(move || address.read_location());
    // A game or share link pasted into the open app changes only the fragment: it is read
    // as the page starts, so start again.
    crate::ui::browser::on_fragment_change(|| {
        let hash = crate::ui::browser::fragment();
        if crate::post::is_game_fragment(&hash)
            || hash.starts_with(crate::sgf::share::FRAGMENT_PREFIX)
        {
            crate::ui::browser::reload();
        }
    });
    crate::ui::browser::on_app_link(move |full_path| {
        let to = inside(&address.base.get_value(), &full_path);
        to.inspect(|to| address.go(to)).is_some()
    });
    provide_context(address);
    address
}

/// The page's [`Address`] (see [`provide_address`]).
pub fn use_address() -> Address {
    // Not `expect_context`: its message writes the type's name with `Debug`, which would
    // bring the escaping of strings and its Unicode tables into the first download.
    use_context::<Address>().expect("the app provides its address")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every screen's written address reads back as that screen, as a path and as a link.
    #[test]
    fn every_route_reads_back_from_its_path() {
        let id = || "k3x9".to_string();
        for route in [
            Route::Home,
            Route::NewGame,
            Route::Play(id()),
            Route::Saved,
            Route::Review(id()),
            Route::Share,
            Route::Friend,
            Route::FriendGame(id()),
            Route::Settings,
            Route::Learn,
            Route::Guide,
            Route::Practice,
            Route::Problems,
            Route::ProblemOfTheDay,
            Route::Rush,
            Route::Problem(id()),
            Route::Lesson(id()),
            Route::NotFound,
        ] {
            assert_eq!(Route::of(&route.path()), route);
            // The browser resolves a link against the base's folder, `./` to the folder.
            let href = route.href();
            let full = format!("/app/{}", href.trim_start_matches("./"));
            assert_eq!(inside("/app", &full).map(|p| Route::of(&p)), Some(route));
        }
    }

    #[test]
    fn routes_of_paths() {
        assert_eq!(Route::of("/"), Route::Home);
        assert_eq!(Route::of(""), Route::Home);
        assert_eq!(Route::of("/new"), Route::NewGame);
        assert_eq!(Route::of("/play/k3x9"), Route::Play("k3x9".into()));
        assert_eq!(Route::of("/play/k3x9/"), Route::Play("k3x9".into()));
        assert_eq!(Route::of("/play"), Route::NotFound);
        assert_eq!(Route::of("/play/a/b"), Route::NotFound);
        assert_eq!(Route::of("/review/x"), Route::Review("x".into()));
        assert_eq!(Route::of("/learn"), Route::Learn);
        assert_eq!(Route::of("/learn/guide"), Route::Guide);
        assert_eq!(Route::of("/learn/practice"), Route::Practice);
        assert_eq!(Route::of("/learn/problems"), Route::Problems);
        let problem = Route::of("/learn/problems/beginner-3/");
        assert_eq!(problem, Route::Problem("beginner-3".into()));
        assert_eq!(problem.id(), "beginner-3");
        assert_eq!(
            Route::of(&format!("/{PROBLEM_OF_THE_DAY}")),
            Route::ProblemOfTheDay
        );
        assert_eq!(Route::of(&format!("/{RUSH}/")), Route::Rush);
        assert_eq!(
            Route::of("/learn/capture-1"),
            Route::Lesson("capture-1".into())
        );
        assert_eq!(Route::of("/saved"), Route::Saved);
        assert_eq!(Route::of("/share"), Route::Share);
        assert_eq!(Route::of("/friend/"), Route::Friend);
        assert_eq!(Route::of("/friend/k3x9"), Route::FriendGame("k3x9".into()));
        assert_eq!(Route::of("/settings"), Route::Settings);
        assert_eq!(Route::of("/nowhere"), Route::NotFound);
        assert_eq!(Route::of("/learn/capture-1").id(), "capture-1");
        assert_eq!(Route::of("/saved").id(), "");
    }

    /// Every name the start-up script knows opens a screen, and the script's list is
    /// the one in this file (the post-build step copies it; this checks the copy).
    #[test]
    fn first_segments_open_screens() {
        for first in FIRST_SEGMENTS {
            let routes = [format!("/{first}"), format!("/{first}/x")].map(|p| Route::of(&p));
            assert!(
                routes.iter().any(|r| *r != Route::NotFound),
                "/{first} opens no screen"
            );
        }
        let page = include_str!("../../index.html");
        assert!(
            page.contains("(?:TENGEN_ROUTES)"),
            "index.html names routes by hand"
        );
    }

    #[test]
    fn paths_inside_the_base() {
        assert_eq!(inside("", "/play/x").as_deref(), Some("/play/x"));
        assert_eq!(
            inside("/tengen", "/tengen/play/x").as_deref(),
            Some("/play/x")
        );
        assert_eq!(inside("/tengen", "/tengen").as_deref(), Some("/"));
        assert_eq!(inside("/tengen", "/tengen?a=1").as_deref(), Some("/?a=1"));
        assert_eq!(inside("/tengen", "/tengenx/play"), None);
        assert_eq!(inside("/tengen", "/other/"), None);
    }

    #[test]
    fn query_values() {
        assert_eq!(
            query_value("?opponent=computer", "opponent").as_deref(),
            Some("computer")
        );
        assert_eq!(
            query_value("?a=1&name=Go+board%21", "name").as_deref(),
            Some("Go board!")
        );
        assert_eq!(query_value("?flag", "flag").as_deref(), Some(""));
        assert_eq!(query_value("?bad=%zz%4", "bad").as_deref(), Some("%zz%4"));
        assert_eq!(query_value("", "opponent"), None);
    }
}
