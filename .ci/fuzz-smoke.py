#!/usr/bin/env python3
"""A short fuzzing run in CI: .ci/fuzz.sh (cargo-fuzz, libFuzzer) runs each
fuzz target of fuzz/ for a few seconds on its seeds and whatever it finds.

Each target is a unit (.ci/lib/checks.py); its cases are the inputs
libFuzzer executed (seeds included), held to a floor in
.ci/floors/fuzz-smoke.tsv so that a target that stops early or runs
nothing fails. A crash, panic, abort, stack overflow, hang (-timeout) or
running out of memory (-rss_limit_mb) is a difference (fuzz.sh prints the
panic message of each new artifact, kept in fuzz/artifacts/TARGET/); a
failed build is a harness error.

usage: .ci/fuzz-smoke.py [--only TARGETS] [--seconds N]
"""
import argparse
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402

TARGETS = ["parse", "cli", "backends", "targets", "cache"]


def main():
    check = checks.Check("fuzz-smoke", unit="target")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    check.add_arguments(ap)
    ap.add_argument("--seconds", type=int, default=20, help="fuzzing time per target (default 20)")
    args = ap.parse_args()
    chosen = check.select(args.only, TARGETS)
    p = subprocess.run(["bash", os.path.join(ROOT, ".ci", "fuzz.sh"), str(args.seconds)] + chosen,
                       cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
    print(p.stdout, end="", flush=True)
    current = None
    runs = {}
    failed = set()
    for line in p.stdout.splitlines():
        m = re.match(r"== (\S+): \d+s$", line)
        if m:
            current = m.group(1)
            continue
        m = re.match(r"stat::number_of_executed_units:\s+(\d+)", line)
        if m and current:
            runs[current] = int(m.group(1))
        m = re.match(r"fuzz: (\S+) failed", line)
        if m:
            failed.add(m.group(1))
        m = re.match(r"fuzz: build of (\S+) failed", line)
        if m:
            check.error(m.group(1), "cargo fuzz build failed")
    if p.returncode not in (0, 1):
        check.error(chosen[0], "fuzz.sh exited %d" % p.returncode)
    for t in chosen:
        check.count(t, runs.get(t, 0), "runs")
        if t in failed:
            check.differ(t)
    sys.exit(check.finish())


if __name__ == "__main__":
    main()
