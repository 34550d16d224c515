//! Parts of the app that the first visit does not download. A release build of the page
//! (`--cfg tengen_split`, see build.rs) moves the code and data that only a [`part!`]
//! function reaches into a wasm file of its own, fetched on the function's first call
//! (and kept by the service worker for offline use); every other build links it all.

/// A part of the app that did not arrive (offline before it was kept, or a failed
/// download). The loader does not remember a failure: the next call tries again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotLoaded;

#[cfg(tengen_split)]
impl From<leptos::wasm_split::SplitLoaderError> for NotLoaded {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> NotLoaded {
        NotLoaded
    }
}

/// `part!(part, build(args) => load -> T, value)`: `load(args)`, a future of `Result<T,
/// NotLoaded>`, gives `value`; in a build in parts the code of `build`, and whatever only it
/// reaches, lives in the wasm part `part`. The arguments are plain values (signals,
/// callbacks, strings): they cross into the part as a function's arguments.
#[macro_export]
macro_rules! part {
    ($part:ident, $build:ident => $load:ident -> $ty:ty, $value:expr) => {
        $crate::part!($part, $build() => $load -> $ty, $value);
    };
    ($part:ident, $build:ident($($arg:ident: $arg_ty:ty),*) => $load:ident -> $ty:ty, $value:expr) => {
        #[cfg_attr(
            tengen_split,
            leptos::wasm_split::wasm_split($part, fallible, wasm_split_path = ::leptos::wasm_split)
        )]
        fn $build($($arg: $arg_ty),*) -> Result<$ty, $crate::part::NotLoaded> {
            Ok($value)
        }

        // The split function's own future, not one wrapping it: an `async fn` here was
        // a state machine written out per part in the first download.
        fn $load($($arg: $arg_ty),*) -> impl ::core::future::Future<Output = Result<$ty, $crate::part::NotLoaded>> {
            #[cfg(tengen_split)]
            return $build($($arg),*);
            #[cfg(not(tengen_split))]
            return ::core::future::ready($build($($arg),*));
        }
    };
}
