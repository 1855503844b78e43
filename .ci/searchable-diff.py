#!/usr/bin/env python3
"""Differential test of -gen-searchable-tables on the real LLVM 19 targets:
the generated Rust module must answer every probed lookup exactly like
LLVM's C++ .inc compiled with g++, and hold the same tables.

usage: .ci/searchable-diff.py [--bin target/release] [--only ROWS] [--match REGEX] [--keep DIR] [--jobs N]
                              [--inject[=entry]] [--break-cpp]

For every -gen-searchable-tables row of $SHARED/tools/jobs.tsv (run from the
corpus' llvm/ directory with the row's -I flags, as tools/parity does):
  1. target/release/tablegen writes the C++ .inc and, with --rust, the Rust module;
  2. target/release/searchable-probe writes the C++ and Rust drivers
     (tests/generated/probe: every key of every lookup, case variants,
     boundary, enumerator and pseudo-random keys);
  3. the C++ driver includes the .inc with LLVM's installed intrinsic
     numbering (llvm/IR/Intrinsics*.h) and, for instruction fields,
     llvm-tblgen-19 -gen-instr-info's opcode enumeration; g++ -O1 builds it
     (linked with libLLVMSupport for StringRef::upper);
  4. rustc -O -D warnings builds the module as a library and the driver
     against it (.ci/lib/throwaway.py);
  5. both run; their outputs (one line per call plus table dumps) must be
     byte-identical.

Prints `ROW: N tables, M lookups, K calls, E enumerators, identical` per
row and reports through .ci/lib/checks.py (check `searchable-diff`, one
unit per row): every row must compare at least its floor of tables,
lookups, calls and enumerators (.ci/floors/searchable-diff.tsv); exits
1 on any difference or harness failure (a step that failed is a harness
error, never a difference), 2 on an unknown or empty selection, before
anything runs.

--only ROWS: comma-separated rows, each TARGET/OUTPUT (as printed), its
  OUTPUT alone, or its TARGET when the target has one row; --match REGEX
  narrows the selection further (matching nothing is an empty selection).
--inject[=entry]: in the first selected row's generated Rust module (the
  one the Rust driver is compiled against), the first entry of the first
  table gets one value changed: a string gets a `~`, else an integer its
  low bit flipped, else a path (`intrinsic::X`) the next entry's value; in
  a module without tables, the last enumerator of the first enum gets a
  new value. The run passes only if the comparison reports it.
--break-cpp: the C++ driver gets an `#error` first; the run must fail, as a
  harness error, with --inject too.

Needs g++, rustc, llvm-tblgen-19 and LLVM 19's headers and libLLVMSupport.a.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, "tests", "differential"))
sys.path.insert(0, os.path.join(HERE, "lib"))
import checks  # noqa: E402
import searchable_probe as sp  # noqa: E402
import throwaway  # noqa: E402

BACKEND = "-gen-searchable-tables"
# Slowest first, so that two workers finish together.
WEIGHT = {"AMDGPU/AMDGPUGenSearchableTables.inc": 0, "RISCV/RISCVGenSearchableTables.inc": 1}


def rows():
    out = []
    with open(os.path.join(throwaway.SHARED, "tools", "jobs.tsv")) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t")
            if len(cols) >= 4 and cols[2] == BACKEND:
                out.append((cols[0], cols[1], cols[3], cols[4].split() if len(cols) > 4 else []))
    return out


def row_args(target, root):
    """(root .td, include dirs) relative to the corpus llvm/ dir (jobs.tsv's convention)."""
    if root.startswith("./"):
        return root[2:], [os.path.dirname(root[2:]), "include"]
    if root.startswith("llvm/"):
        return "include/" + root, ["include/" + os.path.dirname(root), "include"]
    return "lib/Target/%s/%s" % (target, root), ["lib/Target/" + target, "include", "lib/Target"]


def build_rust(d):
    """Compiles d/tables.rs as the library `tables` and d/probe.rs against
    it to d/probe-rust; returns the executable."""
    flags = ["-O", "-D", "warnings"]
    lib = os.path.join(d, "libtables.rlib")
    throwaway.rustc(os.path.join(d, "tables.rs"), lib, "lib", "tables", flags)
    exe = os.path.join(d, "probe-rust")
    throwaway.rustc(os.path.join(d, "probe.rs"), exe, "bin", "probe", flags, externs={"tables": lib})
    return exe


def inject_entry(path):
    """--inject: one value of the first entry of the first table (`pub
    static NAME: [T; N]`) of the generated module: a string literal gets a
    `~` (any string stays a valid &str), else an integer literal its low bit
    flipped (stays within any unsigned width). Returns what changed."""
    with open(path) as f:
        text = f.read()
    for m in re.finditer(r"^pub static (\w+): \[[^\n]*; \d+\] = \[\n", text, re.M):
        end = text.index("\n];", m.end())
        pos = m.end()
        for line in text[m.end():end].split("\n"):
            code = line.split(" // ")[0]
            lit = re.search(r'"(?=[^"\\]*")', code)
            if lit:
                k = pos + lit.end()
                text = text[:k] + "~" + text[k:]
                what = "a string"
            else:
                lit = re.search(r"(?<![\w.])(0x[0-9A-Fa-f]+|\d+)(?![\w.])", code)
                if not lit:
                    # Only paths (`intr: intrinsic::X`): the first field
                    # takes the next entry's value, a value of its type.
                    fields = re.finditer(r"(\w+): ([\w:]+)", code)
                    rest = text[pos + len(line) + 1:end].split("\n", 1)[0].split(" // ")[0]
                    following = dict(re.findall(r"(\w+): ([\w:]+)", rest))
                    for f in fields:
                        if following.get(f.group(1), f.group(2)) != f.group(2):
                            new = following[f.group(1)]
                            text = text[:pos + f.start(2)] + new + text[pos + f.end(2):]
                            with open(path, "w") as out:
                                out.write(text)
                            return "%s, first entry: %s (%s -> %s)" % (m.group(1), line.strip()[:120], f.group(2), new)
                    pos += len(line) + 1
                    continue
                old = lit.group(1)
                value = int(old, 16 if old.startswith("0x") else 10) ^ 1
                new = ("0x%X" % value) if old.startswith("0x") else str(value)
                text = text[:pos + lit.start(1)] + new + text[pos + lit.end(1):]
                what = "%s -> %s" % (old, new)
            with open(path, "w") as f:
                f.write(text)
            return "%s, first entry: %s (%s)" % (m.group(1), line.strip()[:120], what)
    # A module without tables (unittests' Automata.td): its first enum's
    # last enumerator gets a value one past the enum's largest, still
    # distinct and (short of the repr's maximum) in range.
    m = re.search(r"^pub enum (\w+) \{\n((?:    (?:///[^\n]*|\w+ = \d+,)\n)+)\}", text, re.M)
    if m:
        values = [int(v) for v in re.findall(r"= (\d+),", m.group(2))]
        last = list(re.finditer(r"^    (\w+) = (\d+),$", m.group(2), re.M))[-1]
        k = m.start(2) + last.start(2)
        text = text[:k] + str(max(values) + 1) + text[m.start(2) + last.end(2):]
        with open(path, "w") as f:
            f.write(text)
        return "enum %s: %s = %s (was %s)" % (m.group(1), last.group(1), max(values) + 1, last.group(2))
    raise sp.StepError("--inject: no table entry or enumerator to change in %s" % path)


def break_cpp(d):
    """--break-cpp: the C++ driver no longer compiles."""
    path = os.path.join(d, "probe.cpp")
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write('#error "--break-cpp"\n' + text)


def check_row(row, bindir, corpus, work, inject=False, broken=False):
    """Returns (name, identical, report, info); raises on a failed step."""
    target, root, output, extra = row
    name = "%s/%s" % (target, output)
    if extra:
        raise sp.StepError("%s: extra arguments %s are not supported" % (name, extra))
    td, includes = row_args(target, root)
    d = os.path.join(work, name.replace("/", "-"))
    os.makedirs(d, exist_ok=True)
    sp.tablegen(os.path.join(bindir, "tablegen"), td, includes, corpus, os.path.join(d, "tables.inc"))
    sp.tablegen(os.path.join(bindir, "tablegen"), td, includes, corpus, os.path.join(d, "tables.rs"), rust=True)
    if inject:
        print("searchable-diff: --inject: %s: %s" % (name, inject_entry(os.path.join(d, "tables.rs"))), flush=True)
    info = sp.probe(os.path.join(bindir, "searchable-probe"), td, includes, corpus, d)
    sp.numbering_header(info, td, includes, corpus, d, intrinsics="llvm")
    if broken:
        break_cpp(d)
    cpp_out = sp.run([sp.build_cpp(d)])
    rust_out = sp.run([build_rust(d)])
    # What the table-less rows compare (unittests' Automata.td holds only
    # enums): the C++ driver's enumerator lines.
    info["enumerators"] = sum(1 for line in cpp_out.split(b"\n") if line.startswith(b"enum "))
    summary = "%d tables, %d lookups, %d calls, %d enumerators" % (
        info["tables"], info["lookups"], info["calls"], info["enumerators"])
    if cpp_out == rust_out:
        return name, True, summary + ", identical", info
    with open(os.path.join(d, "cpp.txt"), "wb") as f:
        f.write(cpp_out)
    with open(os.path.join(d, "rust.txt"), "wb") as f:
        f.write(rust_out)
    return name, False, summary + ", DIFFERENT\n" + sp.first_difference(cpp_out, rust_out, "c++ ", "rust"), info


def main():
    check = checks.Check("searchable-diff", unit="row")
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default=throwaway.RELEASE,
                    help="directory with tablegen and searchable-probe")
    check.add_arguments(ap, inject=("entry",))
    ap.add_argument("--match", default=None, help="only rows whose TARGET/OUTPUT matches this regex")
    ap.add_argument("--keep", help="keep the work files here (default: a temporary directory)")
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    args = check.configure(ap.parse_args())

    corpus = os.path.join(throwaway.SHARED, "llvm-19", "llvm")
    every = {"%s/%s" % (r[0], r[2]): r for r in rows()}
    targets = [r[0] for r in every.values()]
    aliases = {r[2]: n for n, r in every.items()}
    aliases.update({r[0]: n for n, r in every.items() if targets.count(r[0]) == 1})
    names = check.select(args.only, every, aliases)
    if args.match is not None:
        names = [n for n in names if re.search(args.match, n)]
        if not names:
            check.usage("--match %r selects no row" % args.match)
        check.units = list(names)
    selected = [every[n] for n in names]
    inject_row = names[0] if check.inject else None
    selected.sort(key=lambda r: WEIGHT.get("%s/%s" % (r[0], r[2]), 9))
    work = args.keep or tempfile.mkdtemp(prefix="searchable-diff-")
    start = time.time()
    failed = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = {pool.submit(check_row, r, args.bin, corpus, work, "%s/%s" % (r[0], r[2]) == inject_row,
                                   check.break_cpp): r for r in selected}
            for fut in concurrent.futures.as_completed(futures):
                r = futures[fut]
                name = "%s/%s" % (r[0], r[2])
                try:
                    name, ok, text, info = fut.result()
                except Exception as e:  # a failed step: a harness error, not a difference
                    ok, text = False, "FAILED (the harness error above)"
                    check.error(name, str(e))
                else:
                    for kind in ("tables", "lookups", "calls", "enumerators"):
                        check.count(name, info[kind], kind)
                    if not ok:
                        check.differ(name)
                failed += not ok
                print("%s: %s" % (name, text), flush=True)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    elapsed = time.time() - start
    print("wall time %.0f s" % elapsed)
    if failed:
        print("searchable-diff: %d rows, %d not identical" % (len(selected), failed))
    else:
        print("searchable-diff: %d rows, all identical" % len(selected))
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
