# Shared set-up steps for scripts/serve.sh and scripts/test.sh.
# Each ensure_* step installs what is missing and skips what is present.
# A failing step stops the script with a message naming that step.

set -Eeuo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
STEP="start"

export PATH="$HOME/.cargo/bin:$ROOT/scripts/node_modules/.bin:$PATH"

trap 'echo "" >&2; echo "FAILED at step: $STEP (see the output above)" >&2' ERR

step() {
    STEP="$*"
    echo "==> $*"
}

die() {
    echo "FAILED at step: $STEP: $*" >&2
    exit 1
}

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
        die "need root (or sudo) to run: $*"
    fi
}

need_cmd() {
    command -v "$1" >/dev/null 2>&1 || die "'$1' is not installed; $2"
}

ensure_base_tools() {
    step "check rustup, cargo, node, npm, python3"
    need_cmd rustup "install Rust with rustup (https://rustup.rs)"
    need_cmd cargo "install Rust with rustup (https://rustup.rs)"
    need_cmd node "install Node.js 20"
    need_cmd npm "install npm (comes with Node.js)"
    need_cmd python3 "install python3"
}

ensure_wasm_target() {
    step "Rust target wasm32-unknown-unknown"
    if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
        echo "    present"
    else
        rustup target add wasm32-unknown-unknown
    fi
}

# wasm32-wasip1: the network's tests and the benches compiled to wasm, run in Node.
ensure_wasip1_target() {
    step "Rust target wasm32-wasip1"
    if rustup target list --installed | grep -qx wasm32-wasip1; then
        echo "    present"
    else
        rustup target add wasm32-wasip1
    fi
}

ensure_trunk() {
    step "trunk $TRUNK_VERSION"
    if trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\$"; then
        echo "    present"
    else
        echo "    installing (about 6 minutes on 2 cores)"
        cargo install trunk --version "$TRUNK_VERSION" --locked
    fi
}

ensure_wasm_bindgen() {
    step "wasm-bindgen CLI $WASM_BINDGEN_VERSION (with wasm-bindgen-test-runner)"
    if wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$" &&
        command -v wasm-bindgen-test-runner >/dev/null; then
        echo "    present"
    else
        echo "    installing (about 4 minutes on 2 cores)"
        # Without --locked: with it, dependency resolution fails for this version.
        cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
    fi
}

# npm_install DIR: installs DIR's locked npm packages unless already installed.
npm_install() {
    local dir=$1
    if [ -f "$dir/node_modules/.package-lock.json" ] && [ "$dir/node_modules/.package-lock.json" -nt "$dir/package-lock.json" ]; then
        echo "    present"
    else
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --prefix "$dir" --no-audit --no-fund
    fi
}

WASM_SPLIT_VERSION=0.2.4

ensure_wasm_split() {
    step "wasm-split-cli $WASM_SPLIT_VERSION (wasm_split_cli_support)"
    # The tool has no --version: Cargo's list of installed crates says which one it is.
    if command -v wasm-split-cli >/dev/null &&
        grep -qs "wasm_split_cli_support $WASM_SPLIT_VERSION" "${CARGO_HOME:-$HOME/.cargo}/.crates.toml"; then
        echo "    present"
    else
        echo "    installing (about 1 minute on 2 cores)"
        cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked
    fi
}

ensure_wasm_opt() {
    step "wasm-opt (npm binaryen 132) and terser"
    npm_install scripts
    wasm-opt --version | grep -q "version 132" || die "scripts/node_modules/.bin/wasm-opt is not version 132"
}

# ensure_apt PACKAGE...: installs the Debian packages that are missing.
ensure_apt() {
    step "Debian packages: $*"
    local missing=()
    for pkg in "$@"; do
        dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        echo "    present"
    else
        need_cmd apt-get "install these packages by hand: ${missing[*]}"
        as_root apt-get update -qq
        DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}"
    fi
}

ensure_playwright() {
    step "Playwright npm packages (tests/e2e)"
    npm_install tests/e2e
}

fetch_crates() {
    step "fetch Rust crates"
    cargo fetch --locked --quiet 2>/dev/null || cargo fetch --quiet
}

# The release build type-erases Leptos components (--cfg erase_components):
# far less monomorphised view code, about 30 KB less wasm after brotli.
RELEASE_RUSTFLAGS="--cfg erase_components"

build_release() {
    step "release build (trunk build --release)"
    RUSTFLAGS="$RELEASE_RUSTFLAGS" trunk build --release --offline
}

# Everything a release build needs.
ensure_build_tools() {
    ensure_base_tools
    ensure_wasm_target
    ensure_trunk
    ensure_wasm_bindgen
    ensure_wasm_split
    ensure_wasm_opt
    fetch_crates
}
