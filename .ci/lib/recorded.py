"""Recorded answers of LLVM's C++: write them, or check that they still hold.

The differential scripts that compile llvm-tblgen-19's C++ and record what
it answers (tests/generated/answers, replayed by `cargo test` without LLVM)
share one command line: `-n` draws, `--seed`, and `--check`, which compares
each unit's freshly made answers with the recorded file instead of writing
it, and exits 1 if any differs.
"""
import argparse
import os
import sys
import tempfile


def record_or_check(description, units, make, path_of, default_n):
    """`make(name, n, seed, work_dir)` gives unit `name`'s answer text;
    `path_of(name)` is where it is recorded."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("-n", type=int, default=default_n)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    failed = False
    with tempfile.TemporaryDirectory() as work:
        for name in units:
            text = make(name, a.n, a.seed, work)
            path = path_of(name)
            if a.check:
                with open(path) as f:
                    if f.read() != text:
                        print("%s: differs from %s" % (name, path))
                        failed = True
            else:
                with open(path, "w") as f:
                    f.write(text)
    sys.exit(1 if failed else 0)
