#!/usr/bin/env python3
"""Differential test of -gen-searchable-tables on the real LLVM 19 targets:
the generated Rust module must answer every probed lookup exactly like
LLVM's C++ .inc compiled with g++, and hold the same tables.

usage: .ci/searchable-diff.py [--bin target/release] [--match REGEX] [--keep DIR] [--jobs N]

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

Prints `ROW: N tables, M lookups, K calls, identical` per row and finally
`searchable-diff: R rows, all identical`; exits 1 on any difference or failure.
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


def check_row(row, bindir, corpus, work):
    target, root, output, extra = row
    name = "%s/%s" % (target, output)
    if extra:
        raise sp.StepError("%s: extra arguments %s are not supported" % (name, extra))
    td, includes = row_args(target, root)
    d = os.path.join(work, name.replace("/", "-"))
    os.makedirs(d, exist_ok=True)
    sp.tablegen(os.path.join(bindir, "tablegen"), td, includes, corpus, os.path.join(d, "tables.inc"))
    sp.tablegen(os.path.join(bindir, "tablegen"), td, includes, corpus, os.path.join(d, "tables.rs"), rust=True)
    info = sp.probe(os.path.join(bindir, "searchable-probe"), td, includes, corpus, d)
    sp.numbering_header(info, td, includes, corpus, d, intrinsics="llvm")
    cpp_out = sp.run([sp.build_cpp(d)])
    rust_out = sp.run([build_rust(d)])
    summary = "%d tables, %d lookups, %d calls" % (info["tables"], info["lookups"], info["calls"])
    if cpp_out == rust_out:
        return name, True, summary + ", identical"
    with open(os.path.join(d, "cpp.txt"), "wb") as f:
        f.write(cpp_out)
    with open(os.path.join(d, "rust.txt"), "wb") as f:
        f.write(rust_out)
    return name, False, summary + ", DIFFERENT\n" + sp.first_difference(cpp_out, rust_out, "c++ ", "rust")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default=throwaway.RELEASE,
                    help="directory with tablegen and searchable-probe")
    ap.add_argument("--match", default="", help="only rows whose TARGET/OUTPUT matches this regex")
    ap.add_argument("--keep", help="keep the work files here (default: a temporary directory)")
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    args = ap.parse_args()

    corpus = os.path.join(throwaway.SHARED, "llvm-19", "llvm")
    selected = [r for r in rows() if re.search(args.match, "%s/%s" % (r[0], r[2]))]
    selected.sort(key=lambda r: WEIGHT.get("%s/%s" % (r[0], r[2]), 9))
    work = args.keep or tempfile.mkdtemp(prefix="searchable-diff-")
    start = time.time()
    failed = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = {pool.submit(check_row, r, args.bin, corpus, work): r for r in selected}
            for fut in concurrent.futures.as_completed(futures):
                r = futures[fut]
                try:
                    name, ok, text = fut.result()
                except Exception as e:  # a failed step: report it, go on
                    name, ok, text = "%s/%s" % (r[0], r[2]), False, "FAILED: %s" % e
                failed += not ok
                print("%s: %s" % (name, text), flush=True)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    elapsed = time.time() - start
    print("wall time %.0f s" % elapsed)
    if failed or not selected:
        print("searchable-diff: %d rows, %d not identical" % (len(selected), failed))
        return 1
    print("searchable-diff: %d rows, all identical" % len(selected))
    return 0


if __name__ == "__main__":
    sys.exit(main())
