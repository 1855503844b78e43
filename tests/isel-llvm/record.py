#!/usr/bin/env python3
"""Records, or with `--check` re-verifies, the answers tests/recorded.rs
replays without LLVM (data/<target>/), from the work files of the last
`.ci/isel-llvm.py` run (target/isel-llvm/<target>/):

  table.bin, nodes.txt, hooks.txt   convert.py's output for our tables
  llvm.txt                          the header lines and LLVM's first 300
                                    selections (cases 0-299; the generator
                                    draws each case from (seed, case number),
                                    so they do not depend on --count)
  data/LICENSE.TXT                  LLVM's licence ($SHARED/llvm-19/LICENSE.TXT)

The derivation is isel-llvm.py's run itself (prep, convert.py, g++ and
libLLVM-19's SelectCodeCommon): .ci/run runs this right after
`.ci/isel-llvm.py`, whose work files it compares. A target whose work
directory is missing or not from a run of the current prep binary with seed
1 and at least 300 DAGs is derived afresh first (`.ci/isel-llvm.py --only`
those targets: 12 s for the four from nothing); one still stale after
that is a harness error.

usage: tests/isel-llvm/record.py [--check] [--only FILES] [--inject[=byte]] [--break-cpp]

  (no --check)  copies the selected files into data/ (as record.sh did).
  --check       compares byte for byte (check "isel-llvm-data" of
                .ci/lib/checks.py, one unit per file, floors of bytes in
                .ci/floors/isel-llvm-data.tsv); exits 1 on any difference.
  --only FILES  comma-separated, as `MSP430/llvm.txt` (or a target name for
                its four files); unknown or empty exits 2.
  --inject      (implies --check) one byte changed in a copy of each
                committed file: the run passes only if that is reported.
  --break-cpp   the LLVM side's answers are treated as missing (as if the
                harness had not run): the run must fail.
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, ".ci", "lib"))
import checks  # noqa: E402

SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(REPO), "shared"))
WORK = os.path.join(REPO, "target", "isel-llvm")
DATA = os.path.join(HERE, "data")
TARGETS = ["BPF", "Lanai", "MSP430", "R600"]
PER_TARGET = ["table.bin", "nodes.txt", "hooks.txt", "llvm.txt"]
FILES = ["LICENSE.TXT"] + ["%s/%s" % (t, f) for t in TARGETS for f in PER_TARGET]
RECORDED_CASES = 300


class Stale(Exception):
    pass


def first_cases(text):
    """Everything before case 300: the header lines and 300 complete cases."""
    marker = "\ncase %d " % RECORDED_CASES
    i = text.find(marker)
    return text if i < 0 else text[:i + 1]


def stale(target):
    """Why target's work directory is not a derivation by the current
    binaries with seed 1 and enough DAGs (None: it is)."""
    d = os.path.join(WORK, target)
    prep = os.path.join(REPO, "target", "release", "prep")
    if not os.path.exists(prep):
        return "no %s (cargo build --release)" % prep
    key = f"{os.path.getmtime(prep)} {os.path.getsize(prep)}"
    if not os.path.exists(os.path.join(d, "prep.key")) or open(os.path.join(d, "prep.key")).read() != key:
        return "%s is not from the current prep binary" % d
    run = os.path.join(d, "run.json")
    info = json.load(open(run)) if os.path.exists(run) else {}
    if info.get("seed") != 1 or info.get("count", 0) < RECORDED_CASES:
        return "%s holds no answers of LLVM for seed 1 and %d DAGs (%s)" % (d, RECORDED_CASES, info or "no run.json")
    return None


def derive(targets):
    """Runs .ci/isel-llvm.py on `targets` (their work directories are
    missing or stale). Its own verdict is not this check's: what it wrote is
    compared below, and a directory still stale is a harness error. Its
    summary line stays out of CI_SUMMARY (it is not a check of this run)."""
    env = {k: v for k, v in os.environ.items() if k not in ("CI_SUMMARY", "CI_RECORD_FLOORS")}
    print("isel-llvm-data: deriving %s afresh: .ci/isel-llvm.py --only %s" % (", ".join(targets), ",".join(targets)),
          flush=True)
    subprocess.run([sys.executable, os.path.join(REPO, ".ci", "isel-llvm.py"), "--only", ",".join(targets)],
                   env=env, stdout=subprocess.DEVNULL)


def fresh(f, break_cpp):
    """The freshly derived bytes of committed file `f`."""
    if f == "LICENSE.TXT":
        return open(os.path.join(SHARED, "llvm-19", "LICENSE.TXT"), "rb").read()
    target, name = f.split("/")
    d = os.path.join(WORK, target)
    if break_cpp and name == "llvm.txt":
        raise Stale("LLVM's answers withheld on purpose (--break-cpp)")
    why = stale(target)
    if why:
        raise Stale(why + ": run .ci/isel-llvm.py --only %s" % target)
    if name == "llvm.txt":
        return first_cases(open(os.path.join(d, "llvm.txt"), newline="").read()).encode()
    return open(os.path.join(d, name), "rb").read()


def main():
    check = checks.Check("isel-llvm-data", unit="file")
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="compare with the last run's work files instead of copying")
    check.add_arguments(ap, inject=("byte",))
    args = check.configure(ap.parse_args())
    # A target name selects its four files (the alias only passes the
    # name through select()'s validation).
    aliases = {t: "%s/table.bin" % t for t in TARGETS}
    chosen = check.select(args.only, FILES, aliases)
    if args.only:
        names = [n.strip() for n in args.only.split(",")]
        chosen = [f for f in FILES if f in names or f.split("/")[0] in names]
    check.units = list(chosen)
    check_mode = args.check or bool(check.inject)
    if not check.break_cpp:
        targets = [t for t in TARGETS if any(f.startswith(t + "/") for f in chosen) and stale(t)]
        if targets:
            derive(targets)
    for f in chosen:
        try:
            new = fresh(f, check.break_cpp)
        except (Stale, OSError) as e:
            check.error(f, str(e))
            continue
        path = os.path.join(DATA, f)
        if not check_mode:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            open(path, "wb").write(new)
            continue
        committed = open(path, "rb").read()
        if check.inject:
            committed = checks.flip_byte(committed)
        check.count(f, len(committed), "bytes")
        if new == committed:
            print("%-20s identical (%d bytes)" % (f, len(new)))
        else:
            n = next((i for i, (x, y) in enumerate(zip(committed, new)) if x != y), min(len(committed), len(new)))
            print("%-20s DIFFERS: committed %d vs fresh %d bytes, first difference at byte %d (line %d)"
                  % (f, len(committed), len(new), n, committed[:n].count(b"\n") + 1))
            check.differ(f)
    if not check_mode:
        print("recorded %d file(s) into %s" % (len(chosen) - len(check.errors), DATA))
        return 1 if check.errors else 0
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
