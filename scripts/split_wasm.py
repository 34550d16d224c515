#!/usr/bin/env python3
"""The page's wasm, cut into the first download and the parts loaded on demand.

Called by scripts/post_build.py in release builds. Trunk has already built the app
(`data-wasm-opt="0"`: Trunk leaves optimising to this step) and staged its wasm-bindgen
output, `tengen-<hash>.js` and `tengen-<hash>_bg.wasm`. When the app was compiled with its
split points (the `split` feature in release builds, see build.rs and src/ui/parts.rs), this step

1. splits Cargo's wasm (before wasm-bindgen, with its relocations) with `wasm-split-cli`
   into the main module, one wasm per part (`part-<name>-<hash>.wasm`) and the small
   loader that fetches them (`parts-<hash>.js`),
2. runs wasm-bindgen on the main module (keeping the exports the parts link against),
3. optimises every module with wasm-opt -Oz and minifies the two scripts with terser
   (Trunk minifies what it builds, but these two are written after it), and
4. puts the results in the staging folder under Trunk's names, with index.html's
   integrity hashes brought up to date and the loader preloaded beside the main script.

Without split points it only optimises the staged main wasm. Every failure stops the
build with a message naming the tool that failed.
"""
import base64
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

PLACEHOLDER = b"__wasm_split_placeholder__"
# wasm-split-cli's fixed name for the loader, which the main module imports; replaced
# by a name of the same length carrying a hash, so the bytes can be patched in place.
LINK = "./__wasm_split.js"
WASM_OPT = ["-Oz", "--enable-bulk-memory", "--enable-nontrapping-float-to-int",
            "--enable-sign-ext", "--enable-mutable-globals", "--enable-reference-types",
            "--enable-multivalue"]


def fail(message: str) -> None:
    print(f"split_wasm.py: {message}", file=sys.stderr)
    sys.exit(1)


def run(*command) -> None:
    try:
        done = subprocess.run(list(command), capture_output=True, text=True)
    except FileNotFoundError:
        fail(f"{command[0]} is not installed (scripts/serve.sh and scripts/test.sh install it)")
    if done.returncode != 0:
        fail(f"{' '.join(map(str, command))} failed:\n{done.stdout}{done.stderr}")


def tool(name: str, root: pathlib.Path) -> str:
    local = root / "scripts" / "node_modules" / ".bin" / name
    found = shutil.which(name) or (str(local) if local.exists() else None)
    if not found:
        fail(f"{name} is not installed (scripts/serve.sh and scripts/test.sh install it)")
    return found


def minify(root: pathlib.Path, script: pathlib.Path) -> None:
    """An ES module made smaller in place: local names shortened, dead code and
    whitespace dropped; what it imports and exports keeps its names."""
    smaller = script.with_suffix(".min.js")
    run(tool("terser", root), str(script), "--module", "--compress", "--mangle",
        "--output", str(smaller))
    smaller.replace(script)


def short_hash(data: bytes, length: int = 16) -> str:
    return hashlib.sha256(data).hexdigest()[:length]


def sri(data: bytes) -> str:
    return "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()


def cargo_wasm(root: pathlib.Path) -> pathlib.Path:
    meta = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--no-deps", "--offline"],
        cwd=root, capture_output=True, text=True,
    )
    if meta.returncode != 0:
        fail(f"cargo metadata failed:\n{meta.stderr}")
    target = pathlib.Path(json.loads(meta.stdout)["target_directory"])
    return target / "wasm32-unknown-unknown" / "release" / "tengen.wasm"


def staged_main(staging: pathlib.Path) -> tuple:
    scripts = [p for p in staging.glob("tengen-*.js")
               if not p.name.startswith("tengen-worker") and not p.name.startswith("tengen-parts")]
    if len(scripts) != 1:
        fail(f"expected one staged tengen-<hash>.js, found {[p.name for p in scripts]}")
    js = scripts[0]
    wasm = js.with_name(js.stem + "_bg.wasm")
    if not wasm.exists():
        fail(f"{wasm.name} is not staged")
    return js, wasm


def update_integrity(staging: pathlib.Path, files: list) -> None:
    """Trunk's index.html names each file with its SRI hash: give the new contents'."""
    index = staging / "index.html"
    html = index.read_text(encoding="utf-8")
    for path in files:
        pattern = re.compile(r"(href=\"?\./" + re.escape(path.name) + r"\"?[^>]*?integrity=\"?)sha384-[A-Za-z0-9+/=]+")
        html, count = pattern.subn(lambda m: m.group(1) + sri(path.read_bytes()), html)
        if count != 1:
            fail(f"index.html should name {path.name} with an integrity hash once, found {count}")
    index.write_text(html, encoding="utf-8")


def preload_loader(staging: pathlib.Path, loader: str) -> None:
    """The main script imports the parts' loader: name it in index.html too, so the browser
    fetches both at once instead of one round trip after the other."""
    index = staging / "index.html"
    html = index.read_text(encoding="utf-8")
    if "</head>" not in html:
        fail("index.html has no </head>")
    link = f'<link rel="modulepreload" href="./{loader}" integrity="{sri((staging / loader).read_bytes())}">'
    index.write_text(html.replace("</head>", link + "</head>", 1), encoding="utf-8")


def split(root: pathlib.Path, staging: pathlib.Path, js: pathlib.Path, wasm: pathlib.Path) -> None:
    source = cargo_wasm(root)
    data = source.read_bytes()
    if PLACEHOLDER not in data:
        fail(f"{source} has no split points although the staged app imports its parts; "
             "build it again (cargo clean -p tengen if this persists)")
    wasm_opt = tool("wasm-opt", root)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        split_dir, bindgen_dir = tmp / "split", tmp / "bindgen"
        run(tool("wasm-split-cli", root), "--target", "web", "--out-name", js.stem,
            str(source), str(split_dir))
        link_js = (split_dir / LINK[2:]).read_text(encoding="utf-8")

        # The parts, optimised and named by their contents; the loader names them so.
        parts = []
        for chunk in sorted(split_dir.glob("*.wasm")):
            if chunk.name == js.stem + ".wasm":
                continue
            optimised = tmp / chunk.name
            run(wasm_opt, *WASM_OPT, str(chunk), "-o", str(optimised))
            name = chunk.stem.replace("split_", "part-", 1)
            final = f"{name}-{short_hash(optimised.read_bytes())}.wasm"
            if f'"./{chunk.name}"' not in link_js:
                fail(f"the loader does not name {chunk.name}")
            link_js = link_js.replace(f'"./{chunk.name}"', f'"./{final}"')
            shutil.copyfile(optimised, staging / final)
            parts.append(final)
        if not parts:
            fail("wasm-split-cli made no parts")

        # The loader under a name from its contents, the same length as LINK.
        link_file = tmp / "link.js"
        link_file.write_text(link_js, encoding="utf-8")
        minify(root, link_file)
        link_js = link_file.read_text(encoding="utf-8")
        link_name = f"./parts-{short_hash(link_js.encode(), len(LINK) - len('./parts-.js'))}.js"
        assert len(link_name) == len(LINK)
        (staging / link_name[2:]).write_text(link_js, encoding="utf-8")
        main = (split_dir / (js.stem + ".wasm")).read_bytes()
        if main.count(LINK.encode()) < 1:
            fail(f"the main module does not import {LINK}")
        patched = split_dir / "main.wasm"
        patched.write_bytes(main.replace(LINK.encode(), link_name.encode()))

        run(tool("wasm-bindgen", root), "--target", "web", "--keep-lld-exports", "--no-typescript",
            "--out-dir", str(bindgen_dir), "--out-name", js.stem, str(patched))
        minify(root, bindgen_dir / js.name)
        shutil.copyfile(bindgen_dir / js.name, js)
        run(wasm_opt, *WASM_OPT, str(bindgen_dir / wasm.name), "-o", str(wasm))
    update_integrity(staging, [js, wasm])
    preload_loader(staging, link_name[2:])
    print(f"split_wasm.py: the page's wasm in {len(parts) + 1} modules: {wasm.name} first, "
          f"then {', '.join(parts)} on demand")


def main() -> None:
    staging = pathlib.Path(os.environ["TRUNK_STAGING_DIR"])
    root = pathlib.Path(os.environ.get("TRUNK_SOURCE_DIR", ".")).resolve()
    js, wasm = staged_main(staging)
    if PLACEHOLDER.decode() in js.read_text(encoding="utf-8"):
        split(root, staging, js, wasm)
    else:
        optimised = wasm.with_suffix(".opt")
        run(tool("wasm-opt", root), *WASM_OPT, str(wasm), "-o", str(optimised))
        optimised.replace(wasm)
        update_integrity(staging, [wasm])
        print(f"split_wasm.py: {wasm.name} optimised (built without split points)")


if __name__ == "__main__":
    main()
