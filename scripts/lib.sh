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

# The strong network (issue 58): KataGo's g170e b15c192, the final extended 15-block net of
# KataGo's g170 run (model format 8, as the b6c96), as the KaTrain 1.2.0 wheel on PyPI carries
# it; 37 MB, so it is fetched and converted here instead of kept in git. STRONG_NET_SHA256 is
# the .bin.gz's own hash, recorded once from that wheel (2026-12-07).
STRONG_NET_DIR=${TENGEN_NET_CACHE:-$ROOT/.cache/katago}
STRONG_NET_WHEEL=katrain==1.2.0
STRONG_NET_MEMBER=katrain/models/g170e-b15c192-s1672170752-d466197061.bin.gz
STRONG_NET_SHA256=1579a64e6190c3a8d73eeb96feb4dee1879f9e5e114279b15d6c56dbab3b0f78
STRONG_NET_GZ=$STRONG_NET_DIR/g170e-b15c192-s1672170752-d466197061.bin.gz
STRONG_NET_BLOB=$STRONG_NET_DIR/g170e-b15c192.f16.bin

# ensure_strong_net: STRONG_NET_GZ (KataGo's f32 file, checked against STRONG_NET_SHA256) and
# STRONG_NET_BLOB (the same in the compact f16 form, written by tengen-net), each only if missing.
ensure_strong_net() {
    step "the strong network (g170e b15c192 from PyPI's $STRONG_NET_WHEEL) in $STRONG_NET_DIR"
    mkdir -p "$STRONG_NET_DIR"
    if [ ! -f "$STRONG_NET_GZ" ]; then
        local wheels=$STRONG_NET_DIR/wheel
        echo "    downloading $STRONG_NET_WHEEL (pip download, 44 MB)"
        python3 -m pip download --quiet --no-deps --dest "$wheels" "$STRONG_NET_WHEEL" ||
            die "pip download $STRONG_NET_WHEEL failed (is PyPI reachable?)"
        python3 - "$wheels" "$STRONG_NET_MEMBER" "$STRONG_NET_GZ.part" <<'PY' ||
import glob, shutil, sys, zipfile
wheels, member, out = sys.argv[1:]
found = [w for w in glob.glob(f"{wheels}/*.whl") if w.rsplit("/", 1)[1].lower().startswith("katrain-1.2.0-")]
if not found:
    sys.exit(f"no katrain 1.2.0 wheel in {wheels}")
with zipfile.ZipFile(found[0]) as z, z.open(member) as src, open(out, "wb") as dst:
    shutil.copyfileobj(src, dst)
PY
            die "could not take $STRONG_NET_MEMBER out of the wheel in $wheels"
        local sum
        sum=$(sha256sum "$STRONG_NET_GZ.part" | cut -d' ' -f1)
        if [ "$sum" != "$STRONG_NET_SHA256" ]; then
            die "$STRONG_NET_MEMBER has SHA-256 $sum, not the recorded $STRONG_NET_SHA256 (left in $STRONG_NET_GZ.part)"
        fi
        mv "$STRONG_NET_GZ.part" "$STRONG_NET_GZ"
        rm -rf "$wheels"
    fi
    if [ ! -f "$STRONG_NET_BLOB" ]; then
        echo "    converting to the compact f16 form (tengen-net compact)"
        cargo run --offline --quiet --no-default-features --bin tengen-net -- \
            compact "$STRONG_NET_GZ" "$STRONG_NET_BLOB.part" f16 ||
            die "tengen-net could not convert $STRONG_NET_GZ"
        mv "$STRONG_NET_BLOB.part" "$STRONG_NET_BLOB"
    fi
    echo "    $(stat -c %s "$STRONG_NET_GZ") bytes $STRONG_NET_GZ"
    echo "    $(stat -c %s "$STRONG_NET_BLOB") bytes $STRONG_NET_BLOB"
}
