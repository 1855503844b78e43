#!/usr/bin/env python3
"""The TableGen step of LLVM's build, timed: llvm-tblgen-19 against tablegen
without the record cache, with a cold cache and with a warm one.

usage: llvm-build-time.py [--bin BIN] [--ref REF] [--shared DIR] [--manifest TSV]
                          [--all-rows] [--target T ...] [--backend FLAG ...]
                          [--modes ref,uncached,cold,warm] [--keep DIR]

Rows come from $SHARED/tools/jobs.tsv, read as tools/parity reads them (see its
header and that of jobs.tsv): from the corpus' llvm/ directory, every row runs
    BIN BACKEND EXTRA -I <dirs> <root.td> -o OUT -d OUT.d
(-d as LLVM's CMake passes it). Only rows whose backend BIN implements run:
each backend is probed once on empty input, and one that says it is not
implemented (or that it writes only part of LLVM's output) is left out; a
row whose uncached run says "not implemented yet" (a backend that lacks one
target's variant, say) is left out of the totals and checks afterwards. By
default the rows jobs.tsv adds beyond LLVM's build (-print-records and
-dump-json of every target) are left out too; --all-rows keeps them.

The rows run one after another, as a one-job build would, in four modes:
  ref       llvm-tblgen-19 (--ref)
  uncached  BIN, TABLEGEN_RECORD_CACHE unset
  cold      BIN --record-cache on an empty directory (the first row of a root
            parses and saves, the others of that root already hit)
  warm      BIN --record-cache on the same directory again
Every output of every mode must be byte-identical to llvm-tblgen-19's, and the
three modes of BIN must agree on exit status, stderr and the -d depfile (which
must also equal llvm-tblgen-19's). Prints the wall time of each mode per
backend and in total, the ratios to llvm-tblgen-19, how BIN's time splits
between the front end (parse, or load from the cache) and the backends (its
--time-phases report, taken out of stderr before the comparison), the
cache's size on disk and the load average before and after. Exit status 0
iff every check passed.
Python 3 standard library only.
"""

import argparse
import collections
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(ROOT), "shared"))
MODES = ("ref", "uncached", "cold", "warm")
# Rows jobs.tsv adds on top of LLVM's build (see its header).
NOT_BUILD_BACKENDS = ("-print-records", "-dump-json")
# tablegen's --time-phases report (src/cli/mod.rs), at the end of stderr.
PHASES = re.compile(rb"===-+===\n +TableGen Phase Timing\n===-+===\n(.*?)\(100\.0%\)  Total\n\n", re.S)
PHASE_ROW = re.compile(rb"^ +([0-9.]+) \( *[0-9.]+%\)  (.*)$", re.M)


def split_phases(stderr):
    """stderr without the --time-phases report, and the report's seconds by phase."""
    m = PHASES.search(stderr)
    if not m:
        return stderr, {}
    phases = {name.decode(): float(t) for t, name in PHASE_ROW.findall(m.group(1))}
    return stderr[:m.start()] + stderr[m.end():], phases


class Row:
    """One line of jobs.tsv, with tools/parity's argument convention."""

    def __init__(self, target, root, backend, output, extra):
        self.target, self.root, self.backend, self.output, self.extra = target, root, backend, output, extra

    @property
    def root_path(self):
        if self.root.startswith("llvm/"):
            return "include/" + self.root
        if self.root.startswith("./"):
            return self.root[2:]
        return "lib/Target/%s/%s" % (self.target, self.root)

    @property
    def includes(self):
        if self.root.startswith("llvm/"):
            return ["-I", "include/" + os.path.dirname(self.root), "-I", "include"]
        if self.root.startswith("./"):
            return ["-I", os.path.dirname(self.root[2:]), "-I", "include"]
        return ["-I", "lib/Target/" + self.target, "-I", "include", "-I", "lib/Target"]

    def argv(self, binary, out):
        return [binary, self.backend] + self.extra + self.includes + [self.root_path, "-o", out, "-d", out + ".d"]

    @property
    def flag(self):
        return "-" + self.backend.lstrip("-")

    @property
    def name(self):
        return "%s/%s" % (self.target, self.output)


def load_manifest(path):
    rows = []
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            cols = line.split("\t") + [""] * 5
            rows.append(Row(cols[0], cols[1], cols[2], cols[3], shlex.split(cols[4])))
    return rows


def implemented(binary, flag):
    """Whether BIN runs FLAG for real: asked on empty input, an action it does
    not have says 'not implemented', a partial one names the variable that
    would let it write its sections."""
    env = dict(os.environ)
    env.pop("TABLEGEN_PARTIAL_OUTPUT", None)
    env.pop("TABLEGEN_RECORD_CACHE", None)
    r = subprocess.run([binary, flag, "-o", os.devnull, "-"], input=b"", capture_output=True, env=env)
    err = r.stderr.decode("utf-8", "replace")
    return "is not implemented" not in err and "TABLEGEN_PARTIAL_OUTPUT" not in err


def loadavg():
    try:
        return "%.2f %.2f %.2f" % os.getloadavg()
    except OSError:
        return "?"


def du(path):
    total = 0
    for dirpath, _, files in os.walk(path):
        for f in files:
            try:
                total += os.path.getsize(os.path.join(dirpath, f))
            except OSError:
                pass
    return total


def read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "tablegen"))
    ap.add_argument("--ref", default="llvm-tblgen-19")
    ap.add_argument("--shared", default=SHARED)
    ap.add_argument("--manifest", default=None, help="default: SHARED/tools/jobs.tsv")
    ap.add_argument("--all-rows", action="store_true", help="also the -print-records and -dump-json rows")
    ap.add_argument("--target", action="append", default=[])
    ap.add_argument("--backend", action="append", default=[])
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--keep", metavar="DIR", help="keep outputs and the cache in DIR")
    opts = ap.parse_args()

    binary = os.path.abspath(opts.bin)
    ref = shutil.which(opts.ref) or opts.ref
    corpus = os.path.join(opts.shared, "llvm-19", "llvm")
    manifest = opts.manifest or os.path.join(opts.shared, "tools", "jobs.tsv")
    modes = [m for m in opts.modes.split(",") if m]
    if "ref" not in modes:
        sys.exit("llvm-build-time: the ref mode is needed (outputs are checked against it)")

    rows = load_manifest(manifest)
    if not opts.all_rows:
        rows = [r for r in rows if r.flag not in NOT_BUILD_BACKENDS]
    if opts.target:
        rows = [r for r in rows if r.target in opts.target]
    if opts.backend:
        want = set("-" + b.lstrip("-") for b in opts.backend)
        rows = [r for r in rows if r.flag in want]
    probed = {f: implemented(binary, f) for f in sorted(set(r.backend for r in rows))}
    skipped = sorted(set(r.flag for r in rows if not probed[r.backend]))
    rows = [r for r in rows if probed[r.backend]]
    print("%d rows of %s (%d backends); not implemented, left out: %s"
          % (len(rows), manifest, len(set(r.flag for r in rows)), " ".join(skipped) or "none"))
    print("load average before: %s (%d CPUs)" % (loadavg(), os.cpu_count() or 0))

    work = opts.keep or tempfile.mkdtemp(prefix="llvm-build-time-")
    os.makedirs(work, exist_ok=True)
    cache = os.path.join(work, "cache")
    shutil.rmtree(cache, ignore_errors=True)
    os.makedirs(cache)
    env = dict(os.environ)
    env.pop("TABLEGEN_RECORD_CACHE", None)
    env.pop("TABLEGEN_PARTIAL_OUTPUT", None)

    times = {m: collections.defaultdict(float) for m in modes}
    results = {m: {} for m in modes}
    phases = {m: {} for m in modes}
    for mode in modes:
        exe = ref if mode == "ref" else binary
        extra = [] if mode == "ref" else ["--time-phases"]
        extra += ["--record-cache", cache] if mode in ("cold", "warm") else []
        started = time.perf_counter()
        for i, row in enumerate(rows):
            out = os.path.join(work, mode, row.target, row.output)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            t = time.perf_counter()
            r = subprocess.run(row.argv(exe, out) + extra, cwd=corpus, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            elapsed = time.perf_counter() - t
            times[mode][row.flag] += elapsed
            # The depfile starts with the -o path, which differs by mode.
            dep = read(out + ".d")
            dep = dep.replace(out.encode(), b"OUT") if dep is not None else None
            err, phases[mode][row.name] = split_phases(r.stderr)
            results[mode][row.name] = (r.returncode, err, read(out), dep, elapsed)
            print("\r%-8s %3d/%d %-60s" % (mode, i + 1, len(rows), row.name), end="", file=sys.stderr, flush=True)
        print("\r%-8s done in %.1f s%s" % (mode, time.perf_counter() - started, " " * 60), file=sys.stderr)

    # Rows the binary turned out not to implement (for this target).
    first = next((m for m in modes if m != "ref"), None)
    unimplemented = [r for r in rows if first and results[first][r.name][0] != 0
                     and b"not implemented yet" in results[first][r.name][1]]
    if unimplemented:
        print("not implemented for their target, left out of the totals: %s"
              % " ".join("%s (%s)" % (r.name, r.flag) for r in unimplemented))
        rows = [r for r in rows if r not in unimplemented]
        for m in modes:
            for f in times[m]:
                times[m][f] = 0.0
        # Totals again from the kept rows only.
        for m in modes:
            for r in rows:
                times[m][r.flag] += results[m][r.name][4]

    # Checks: every output as llvm-tblgen-19's, and the cache changes nothing.
    failures = []
    for row in rows:
        rc, _, out, dep, _ = results["ref"][row.name]
        if rc != 0 or out is None:
            failures.append("%s: llvm-tblgen-19 failed (exit %d)" % (row.name, rc))
            continue
        ours = [m for m in modes if m != "ref"]
        for m in ours:
            mrc, merr, mout, mdep, _ = results[m][row.name]
            if mrc != 0:
                failures.append("%s [%s]: exit %d: %s" % (row.name, m, mrc, merr.decode("utf-8", "replace")[:300]))
            elif mout != out:
                failures.append("%s [%s]: output differs from llvm-tblgen-19's" % (row.name, m))
            elif mdep != dep:
                failures.append("%s [%s]: depfile differs from llvm-tblgen-19's" % (row.name, m))
        for m in ours[1:]:
            if results[m][row.name][:2] != results[ours[0]][row.name][:2]:
                failures.append("%s [%s]: exit status or stderr differs from %s" % (row.name, m, ours[0]))

    flags = sorted(set(r.flag for r in rows))
    counts = collections.Counter(r.flag for r in rows)
    head = ["backend", "rows"] + modes + ["%s/ref" % m for m in modes if m != "ref"]
    table = []
    for f in flags + ["total"]:
        t = {m: (sum(times[m].values()) if f == "total" else times[m][f]) for m in modes}
        n = len(rows) if f == "total" else counts[f]
        table.append([f, str(n)] + ["%.1f" % t[m] for m in modes]
                     + ["%.3f" % (t[m] / t["ref"]) if t["ref"] else "-" for m in modes if m != "ref"])
    widths = [max(len(r[i]) for r in table + [head]) for i in range(len(head))]
    print()
    print("wall seconds, rows run one after another:")
    for r in [head] + table:
        print("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
    print("\ntablegen's own split (--time-phases), seconds:")
    for m in modes:
        if m == "ref":
            continue
        front = sum(phases[m].get(r.name, {}).get("Parse, build records", 0.0) for r in rows)
        back = sum(phases[m].get(r.name, {}).get("Backend overall", 0.0) for r in rows)
        total = sum(times[m].values())
        print("  %-8s front end %6.1f  backends %6.1f  rest (process, writing) %5.1f  of %6.1f"
              % (m, front, back, total - front - back, total))
    entries = [f for f in os.listdir(cache) if f.endswith(".tgrc")]
    print("\nrecord cache: %d entries, %.1f MB on disk (%s)" % (len(entries), du(cache) / 1e6, cache))
    print("load average after: %s" % loadavg())
    for f in failures:
        print("FAIL: " + f)
    print("%d rows x %d modes checked, %d failures" % (len(rows), len(modes), len(failures)))
    if not opts.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
