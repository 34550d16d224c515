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
3. optimises every module with wasm-opt -Oz and minifies the main script and the
   loader with terser (Trunk minifies what it builds, but these are written after it), leaving out
   the stream classes that Leptos's server functions export (the app has no server), and
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


def leb128(data: bytes, at: int) -> tuple:
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def sections(module: bytes):
    """Each section of a wasm module: (id, where it starts, where its contents start, end)."""
    at = 8
    while at < len(module):
        size, body = leb128(module, at + 1)
        yield module[at], at, body, body + size
        at = body + size


def data_bytes(module: bytes) -> bytes:
    """The contents of a wasm module's data segments, one after the other."""
    out = []
    for section, _, body, _ in sections(module):
        if section != 11:
            continue
        count, j = leb128(module, body)
        for _ in range(count):
            flags, j = leb128(module, j)
            if flags == 2:
                _, j = leb128(module, j)
            if flags != 1:
                j = module.index(0x0B, j) + 1  # the offset expression, a constant
            length, j = leb128(module, j)
            out.append(module[j:j + length])
            j += length
    return b"".join(out)


def uleb128(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


# Leptos always links server_fn, whose streaming bodies (the wasm-streams crate) export
# three JavaScript classes; the app has no server, so nothing makes them. Dropping their
# exports lets wasm-opt drop their code (4.6 KB before optimising), and their JS goes too.
STREAM_CLASSES = ("IntoUnderlyingByteSource", "IntoUnderlyingSink", "IntoUnderlyingSource")


def drop_stream_classes(js: pathlib.Path, wasm: pathlib.Path) -> None:
    module = wasm.read_bytes()
    prefixes = tuple(c.lower() + "_" for c in STREAM_CLASSES) + \
        tuple(f"__wbg_{c.lower()}_free" for c in STREAM_CLASSES)
    out, dropped = bytearray(module[:8]), 0
    for section, start, body, end in sections(module):
        if section != 7:
            out += module[start:end]
            continue
        count, j = leb128(module, body)  # the exports: (name, kind, index) each
        kept = []
        for _ in range(count):
            entry = j
            length, j = leb128(module, j)
            name = module[j:j + length].decode("utf-8")
            _, j = leb128(module, j + length + 1)
            if name.startswith(prefixes):
                dropped += 1
            else:
                kept.append(module[entry:j])
        payload = uleb128(len(kept)) + b"".join(kept)
        out += bytes([7]) + uleb128(len(payload)) + payload
    text = js.read_text(encoding="utf-8")
    for name in STREAM_CLASSES:
        patterns = [
            rf"export class {name} \{{\n.*?\n\}}\n",
            rf"if \(Symbol\.dispose\) {name}\.prototype\[Symbol\.dispose\] = [^\n]*\n",
            rf"const {name}Finalization = [^;]*;\n",
        ]
        for pattern in patterns:
            text, found = re.subn(pattern, "", text, count=1, flags=re.S)
            if found != 1:
                fail(f"wasm-bindgen's script no longer has {pattern!r}: update drop_stream_classes")
    if dropped == 0 or any(name in text for name in STREAM_CLASSES):
        fail("the wasm-streams classes are not where drop_stream_classes expects them")
    js.write_text(text, encoding="utf-8")
    wasm.write_bytes(bytes(out))


def import_desc_end(module: bytes, at: int) -> int:
    """Where an import's description that starts at `at` (its kind byte) ends."""
    kind, at = module[at], at + 1
    if kind == 0:  # a function: its type
        return leb128(module, at)[1]
    if kind in (1, 2):  # a table (its element type first) or a memory: the limits
        if kind == 1:
            at += 1
        flags, at = leb128(module, at)
        at = leb128(module, at)[1]
        return leb128(module, at)[1] if flags & 1 else at
    if kind == 3:  # a global: its type and mutability
        return at + 2
    if kind == 4:  # a tag: its attribute and type
        return leb128(module, at + 1)[1]
    fail(f"an import of an unknown kind {kind}: update import_desc_end")


def short_name(n: int) -> str:
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    name = ""
    while True:
        name = letters[n % len(letters)] + name
        n = n // len(letters) - 1
        if n < 0:
            return name


def shorten_imports(js: pathlib.Path, wasm: pathlib.Path) -> None:
    """wasm-bindgen names every function the wasm imports from its script after the Rust
    item and a hash (`__wbg_new_bb74001155cb8ca8`), about 200 names written in both files
    whose hashes do not compress (about 3 KB of the first download, brotli). Each becomes
    a name of one or two letters in both: the wasm's import section and the keys of the
    script's imports object, which name each exactly once."""
    text = js.read_text(encoding="utf-8")
    bound = re.findall(r'\n        "([^"]+)": import0,\n', text)
    start = text.find("\n    const import0 = {\n")
    end = text.find("\n    };\n", start)
    if len(bound) != 1 or start < 0 or end < 0:
        fail("wasm-bindgen's script no longer keeps its imports in `import0`: update shorten_imports")
    own = bound[0].encode()
    imports = text[start:end]
    module = wasm.read_bytes()
    out, renamed = bytearray(module[:8]), 0
    for section, first, body, last in sections(module):
        if section != 2:
            out += module[first:last]
            continue
        count, j = leb128(module, body)
        entries = [uleb128(count)]
        for _ in range(count):
            length, j = leb128(module, j)
            owner, j = module[j:j + length], j + length
            length, j = leb128(module, j)
            field, j = module[j:j + length].decode("utf-8"), j + length
            desc, j = j, import_desc_end(module, j)
            if owner == own:
                key = f"\n        {field}: function("
                if imports.count(key) != 1 or text.count(field) != 1:
                    fail(f"the script names the import {field} other than once as a key of "
                         "`import0`: update shorten_imports")
                field = short_name(renamed)
                renamed += 1
                imports = imports.replace(key, f"\n        {field}: function(")
            name = field.encode()
            entries.append(uleb128(len(owner)) + owner + uleb128(len(name)) + name + module[desc:j])
        payload = b"".join(entries)
        out += bytes([2]) + uleb128(len(payload)) + payload
    if renamed == 0:
        fail("the wasm imports nothing from its script: update shorten_imports")
    js.write_text(text[:start] + imports + text[end:], encoding="utf-8")
    wasm.write_bytes(bytes(out))


def text_groups(root: pathlib.Path) -> dict:
    """build.rs's text groups: name -> the .ftl files every language has in it."""
    source = (root / "build.rs").read_text(encoding="utf-8")
    groups = {name: re.findall(r'"([^"]+\.ftl)"', files) for name, files in
              re.findall(r"const (CORE|MORE|LEARN): &\[&str\] = &\[([^\]]*)\]", source)}
    if set(groups) != {"CORE", "MORE", "LEARN"}:
        fail("build.rs no longer names its text groups CORE, MORE and LEARN as this script reads them")
    return groups


def keys(root: pathlib.Path, files: list) -> list:
    found = []
    for name in files:
        text = (root / "src" / "i18n" / "en" / name).read_text(encoding="utf-8")
        found += re.findall(r"(?m)^([A-Za-z][\w-]*)\s*=", text)
    return found


def check_first_texts(root: pathlib.Path, main: bytes) -> None:
    """The first download holds only the first screens' texts (CORE), and the parts bring
    the others: so no other text's key may be named by the first download's code. A key
    is a string the code passes to `tr`, so it is in the main module's data if that code
    is; the CORE texts themselves are there too, as `key` + "\\x01" + `text` entries, left out here."""
    groups = text_groups(root)
    data = data_bytes(main)
    core = keys(root, groups["CORE"])
    for key in core:
        data = data.replace(key.encode() + b"\x01", b"\xff")
    later = [k for g in ("MORE", "LEARN") for k in keys(root, groups[g])]
    # The data holds string literals side by side, with nothing between them, so a later
    # key found only inside a first text's longer key ("play-agree" in "play-agreed") is
    # not used: those first keys are taken out first (longest first), unless one is itself
    # inside a later key, which it would then hide.
    hiding = [k for k in core
              if any(l != k and l in k for l in later) and not any(k in l for l in later)]
    for key in sorted(hiding, key=len, reverse=True):
        data = data.replace(key.encode(), b"\xff")
    used = sorted(k for k in later if k.encode() in data)
    if used:
        fail(f"the first download's code uses texts that come later: {', '.join(used)}. "
             f"Move them to one of {', '.join(groups['CORE'])} (src/i18n/<lang>/, every language)")


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
            # Eight hex digits tell a part's versions apart; the loader, in the first
            # download, names every part and shared piece, and longer hashes do not compress.
            final = f"{name}-{short_hash(optimised.read_bytes(), 8)}.wasm"
            if f'"./{chunk.name}"' not in link_js:
                fail(f"the loader does not name {chunk.name}")
            link_js = link_js.replace(f'"./{chunk.name}"', f'"./{final}"')
            shutil.copyfile(optimised, staging / final)
            parts.append(final)
        if not parts:
            fail("wasm-split-cli made no parts")

        # The loader, minified, under a name from its contents, the same length as LINK.
        link_file = tmp / "link.js"
        link_file.write_text(link_js, encoding="utf-8")
        minify(root, link_file)
        link_js = link_file.read_text(encoding="utf-8")
        link_name = f"./parts-{short_hash(link_js.encode(), len(LINK) - len('./parts-.js'))}.js"
        assert len(link_name) == len(LINK)
        (staging / link_name[2:]).write_text(link_js, encoding="utf-8")
        main = (split_dir / (js.stem + ".wasm")).read_bytes()
        check_first_texts(root, main)
        if main.count(LINK.encode()) < 1:
            fail(f"the main module does not import {LINK}")
        patched = split_dir / "main.wasm"
        patched.write_bytes(main.replace(LINK.encode(), link_name.encode()))

        run(tool("wasm-bindgen", root), "--target", "web", "--keep-lld-exports", "--no-typescript",
            "--out-dir", str(bindgen_dir), "--out-name", js.stem, str(patched))
        drop_stream_classes(bindgen_dir / js.name, bindgen_dir / wasm.name)
        shorten_imports(bindgen_dir / js.name, bindgen_dir / wasm.name)
        minify(root, bindgen_dir / js.name)
        shutil.copyfile(bindgen_dir / js.name, js)
        # The first download is worth optimising until it stops shrinking (0.2 KB here).
        run(wasm_opt, *WASM_OPT, "--converge", str(bindgen_dir / wasm.name), "-o", str(wasm))
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
