//! Browser tests: wasm-bindgen-test in headless Chromium (tier 2 of the
//! README's test command). Native tests live beside the code and in the
//! other files under tests/.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use tengen::engine::{Color, Point};
use tengen::ui::{BoardModel, BoardView};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element to mount a component into.
fn host() -> web_sys::HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let el = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&el).unwrap();
    el.unchecked_into()
}

use wasm_bindgen::JsCast;

/// The empty board draws one horizontal and one vertical line per row and
/// column, and its star points.
#[wasm_bindgen_test]
fn board_view_draws_grid_and_star_points() {
    let el = host();
    let model = Signal::derive(|| BoardModel::empty(9));
    let _handle = leptos::mount::mount_to(el.clone(), move || view! { <BoardView model=model/> });
    assert_eq!(el.query_selector_all(".grid line").unwrap().length(), 18);
    assert_eq!(el.query_selector_all(".star").unwrap().length(), 5);
    assert_eq!(el.query_selector_all("[data-point]").unwrap().length(), 81);
    let label = el
        .query_selector("svg")
        .unwrap()
        .unwrap()
        .get_attribute("aria-label")
        .unwrap();
    assert!(label.contains("9 by 9"), "{label}");
}

/// A click anywhere in an intersection's cell reports that intersection, and
/// a stone placed in the model appears on that point alone.
#[wasm_bindgen_test]
async fn board_view_reports_taps_and_updates_one_point() {
    let el = host();
    let model = RwSignal::new(BoardModel::empty(9));
    let tapped = RwSignal::new(None::<Point>);
    let on_tap = Callback::new(move |p: Point| tapped.set(Some(p)));
    let _handle = leptos::mount::mount_to(
        el.clone(),
        move || view! { <BoardView model=model on_tap=on_tap/> },
    );
    let hit = el
        .query_selector("[data-point=\"C3\"] .hit")
        .unwrap()
        .unwrap();
    let click = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &{
        let init = web_sys::MouseEventInit::new();
        init.set_bubbles(true);
        init
    })
    .unwrap();
    hit.dispatch_event(&click).unwrap();
    leptos::task::tick().await;
    assert_eq!(tapped.get_untracked(), Point::parse_gtp("C3", 9).ok());

    let before = el.query_selector("[data-point=\"D4\"]").unwrap().unwrap();
    model.update(|m| m.at(Point::parse_gtp("C3", 9).unwrap()).stone = Some(Color::Black));
    leptos::task::tick().await;
    let c3 = el.query_selector("[data-point=\"C3\"]").unwrap().unwrap();
    assert_eq!(c3.get_attribute("data-stone").as_deref(), Some("black"));
    assert_eq!(el.query_selector_all("[data-stone]").unwrap().length(), 1);
    // Other points keep their DOM nodes: the board was not re-rendered.
    let after = el.query_selector("[data-point=\"D4\"]").unwrap().unwrap();
    assert!(before.is_same_node(Some(&after)));
}

/// localStorage works in this browser (the saved-games layer builds on it).
#[wasm_bindgen_test]
fn local_storage_round_trip() {
    use gloo_storage::{LocalStorage, Storage};
    LocalStorage::set("tengen.test.probe", 42u32).unwrap();
    let back: u32 = LocalStorage::get("tengen.test.probe").unwrap();
    LocalStorage::delete("tengen.test.probe");
    assert_eq!(back, 42);
}

/// Lesson progress survives a trip through localStorage, and a stored value that is
/// not progress (hand-edited, from an old version) reads as none and is kept aside, never
/// overwritten.
#[wasm_bindgen_test]
fn learn_progress_round_trip_through_local_storage() {
    use gloo_storage::{LocalStorage, Storage};
    use tengen::storage::keys::{KEPT_PREFIX, LEARN_PROGRESS};
    use tengen::ui::learn::store::{complete_lesson, load_progress};
    LocalStorage::delete(LEARN_PROGRESS);
    assert_eq!(load_progress(), tengen::learn::LessonsDone::default());
    complete_lesson("ko");
    complete_lesson("liberties");
    let back = load_progress();
    assert!(back.is_complete("ko") && back.is_complete("liberties"));
    assert!(!back.is_complete("seki"));
    let raw = LocalStorage::raw();
    raw.set_item(LEARN_PROGRESS, "{not json").unwrap();
    assert_eq!(load_progress(), tengen::learn::LessonsDone::default());
    let kept: Vec<String> = (0..raw.length().unwrap())
        .filter_map(|i| raw.key(i).ok().flatten())
        .filter(|k| k.starts_with(KEPT_PREFIX))
        .collect();
    assert!(
        kept.iter()
            .any(|k| raw.get_item(k).ok().flatten().as_deref() == Some("{not json")),
        "the damaged value is kept aside: {kept:?}"
    );
    for k in kept {
        LocalStorage::delete(&k);
    }
    LocalStorage::delete(LEARN_PROGRESS);
}

/// Starts the executor that runs effects (the app's mount does), as the library's save
/// effects need it.
fn start_effects() {
    std::mem::forget(leptos::mount::mount_to(host(), || view! { <span/> }));
}

/// Plays a point at a session's table and lets its save effect run; returns what went
/// wrong in the player's words, if it could not be saved.
async fn play_and_save(session: tengen::ui::session::Session, at: &str) -> Option<String> {
    use tengen::table::Action;
    session
        .act(Action::Play(Point::parse_gtp(at, 9).unwrap()))
        .unwrap();
    leptos::task::tick().await;
    session.save_fault.get_untracked()
}

/// The library saves a new game at once and after every change; a fresh library (a
/// reload) opens it at the same position, and an older copy never overwrites it.
#[wasm_bindgen_test]
async fn library_saves_and_reopens_a_game() {
    use tengen::saved::{LocalStorage, Store};
    use tengen::ui::learn::store::plain_game;
    use tengen::ui::library::provide_library;
    start_effects();
    let owner = Owner::new();
    let session = owner.with(|| {
        let library = provide_library();
        library.start(&plain_game("aga", 9).unwrap()).unwrap()
    });
    let id = session.id.get_value();
    leptos::task::tick().await;
    let new = Store::new(LocalStorage::open()).load(&id).unwrap();
    assert_eq!((new.record.events.len(), new.revision), (0, 1));
    assert_eq!(play_and_save(session, "C3").await, None);
    let reload = Owner::new();
    let (library, session) = reload.with(|| {
        let library = provide_library();
        assert!(library.latest_unfinished().is_some());
        (library, library.open(&id).unwrap())
    });
    assert_eq!(session.table.with_untracked(|t| t.game().move_number()), 1);
    // The first tab, still at the old revision, cannot save over it.
    let stale = session.to_saved();
    assert_eq!(play_and_save(session, "D4").await, None);
    let mut older = stale;
    let mut store = Store::new(LocalStorage::open());
    assert!(matches!(
        store.save(&mut older),
        Err(tengen::saved::SaveError::NewerRevisionStored { .. })
    ));
    reload.with(|| library.delete(&id));
}

/// The one save effect per session writes after a move at the table, with no call to
/// save: the stored game has the move.
#[wasm_bindgen_test]
async fn a_move_is_saved_by_the_session_effect() {
    use tengen::saved::{LocalStorage, Store};
    use tengen::table::Action;
    use tengen::ui::learn::store::plain_game;
    use tengen::ui::library::provide_library;
    start_effects();
    let owner = Owner::new();
    let (library, session) = owner.with(|| {
        let library = provide_library();
        let session = library.start(&plain_game("aga", 9).unwrap()).unwrap();
        (library, session)
    });
    let id = session.id.get_value();
    session
        .act(Action::Play(Point::parse_gtp("C3", 9).unwrap()))
        .unwrap();
    leptos::task::tick().await;
    let stored = Store::new(LocalStorage::open()).load(&id).unwrap();
    assert_eq!(stored.record.events.len(), 1);
    // A question or a ghost stone is not a change worth saving.
    let revision = stored.revision;
    session.act(Action::Pass).unwrap();
    leptos::task::tick().await;
    assert_eq!(
        Store::new(LocalStorage::open()).load(&id).unwrap().revision,
        revision
    );
    owner.with(|| library.delete(&id));
}

/// A game another tab deleted is not saved again by this tab's next move, whether this
/// tab heard the `storage` event or not; "keep it" saves it again.
#[wasm_bindgen_test]
async fn library_never_recreates_a_game_deleted_elsewhere() {
    use tengen::saved::{game_key, LocalStorage, Store};
    use tengen::ui::learn::store::plain_game;
    use tengen::ui::library::provide_library;
    start_effects();
    let owner = Owner::new();
    let library = owner.with(provide_library);
    let stored = |id: &str| Store::new(LocalStorage::open()).raw(id).unwrap();
    for heard in [false, true] {
        let session = library.start(&plain_game("aga", 9).unwrap()).unwrap();
        let id = session.id.get_value();
        assert_eq!(play_and_save(session, "C3").await, None);
        // Another tab deletes it.
        Store::new(LocalStorage::open()).delete(&id).unwrap();
        if heard {
            library.storage_event(Some(game_key(&id)), None);
            assert!(session.deleted_elsewhere.get_untracked());
        }
        assert_eq!(play_and_save(session, "D4").await, None);
        assert!(session.deleted_elsewhere.get_untracked());
        assert_eq!(stored(&id), None, "a move must not bring it back");
        assert!(library
            .entries
            .with_untracked(|e| e.iter().all(|e| e.id() != id)));
        library.keep(session);
        assert!(!session.deleted_elsewhere.get_untracked());
        leptos::task::tick().await;
        let kept = Store::new(LocalStorage::open()).load(&id).unwrap();
        assert_eq!(kept.record.events.len(), 2);
        assert_eq!(kept.revision, 1);
        owner.with(|| library.delete(&id));
    }
}

/// Waits `ms` milliseconds of real time (for events the browser sends later).
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// The worker's messages survive the trip as the browser carries them (a JS string);
/// a message from another version, or not a message at all, is an error, not a panic.
#[wasm_bindgen_test]
fn worker_messages_cross_as_text() {
    use tengen::engine::{Game, Move, Rules};
    use tengen::worker::protocol::{decode, encode, Reply, Request};
    let mut game = Game::new(Rules::preset("aga").unwrap(), 9, 0).unwrap();
    game.play(Move::Place(Point::new(4, 4))).unwrap();
    let request = Request::Genmove {
        id: 3,
        record: game.record().clone(),
        rung: 1,
        helpers: 1,
    };
    let carried = wasm_bindgen::JsValue::from_str(&encode(&request));
    assert_eq!(
        decode::<Request>(&carried.as_string().unwrap()),
        Ok(request)
    );
    assert!(decode::<Reply>("{\"v\":0,\"msg\":\"Ready\"}").is_err());
    assert!(decode::<Reply>("<html>").is_err());
}

/// The rung menu names every rung of the ladder in words, weakest first, the former
/// levels by their names.
#[wasm_bindgen_test]
fn rung_menu_names_the_rungs() {
    let menu = tengen::ui::computer::rung_choices();
    assert_eq!(menu.len(), tengen::ai::player::ladder::rungs().len());
    assert_eq!(menu[0], (1, "Rung 1 · First game".to_string()));
    assert_eq!(
        menu.last().map(|m| m.1.as_str()),
        Some("Rung 17 · Strongest")
    );
}

/// A computer whose worker cannot load (no such script here) says so with "Try again",
/// and the game stays as it was.
#[wasm_bindgen_test]
async fn computer_that_cannot_load_says_so() {
    use tengen::engine::Rules;
    use tengen::table::{Action, NewGame, Seat, Table};
    use tengen::ui::computer::{Computer, ComputerStatus, Thinking};
    use tengen::ui::session::Session;
    let rules = Rules::preset("aga").unwrap();
    let setup = NewGame {
        preset_id: "aga".into(),
        komi: rules.komi_for(0),
        rules,
        size: 9,
        handicap: 0,
        clock: None,
        players: [Seat::computer(1), Seat::person("Ann")],
    };
    let session = Session::new("t".into(), Table::start(&setup, 0.0).unwrap(), 0);
    let el = host();
    let seen = RwSignal::new(None::<Computer>);
    let _handle = leptos::mount::mount_to(el.clone(), move || {
        let act = Callback::new(move |a: Action| drop(session.act(a)));
        let computer = Computer::drive(session, act);
        seen.set(Some(computer));
        view! { <ComputerStatus computer=computer/> }
    });
    for _ in 0..40 {
        sleep(50).await;
        if el.query_selector("[role=alert]").unwrap().is_some() {
            break;
        }
    }
    let computer = seen.get_untracked().unwrap();
    assert!(matches!(
        computer.thinking.get_untracked(),
        Thinking::Failed(_)
    ));
    let text = el.text_content().unwrap_or_default();
    assert!(text.contains("Try again"), "{text}");
    assert_eq!(session.table.with_untracked(|t| t.game().move_number()), 0);
}

/// The app's files arrive byte for byte, every value from 0 to 255 and more than one slice
/// of the reading long; a file the server refuses is None.
#[wasm_bindgen_test]
async fn fetched_bytes_arrive_whole() {
    let sent: Vec<u8> = (0..20_000u32).map(|i| (i * 7 + i / 256) as u8).collect();
    let escaped: String = sent.iter().map(|b| format!("%{b:02X}")).collect();
    let url = format!("data:application/octet-stream,{escaped}");
    assert_eq!(tengen::ui::browser::fetch_bytes(&url).await, Some(sent));
    assert_eq!(
        tengen::ui::browser::fetch_bytes("data:,").await,
        Some(vec![])
    );
    assert_eq!(
        tengen::ui::browser::fetch_bytes("no-such-file-here.pack").await,
        None
    );
}
