#!/usr/bin/env python3
"""Differential test of the DAG pattern model against llvm-tblgen-19.

For every `-gen-dag-isel` row of jobs.tsv, runs `llvm-tblgen-19 -gen-dag-isel`
and our `dump-patterns` on the target, takes the `// Src:` / `// Dst:`
comment pairs of both, and compares them as sets of distinct pairs, then in order.

LLVM's comments are those of its matcher table, not of its pattern list:
its matcher optimizer merges patterns whose matchers are identical (the
same Src and Dst from two records print once), and a pattern rooted at a
ComplexPattern prints once per root opcode. So equal sets of distinct pairs
is the check; the pair counts are reported beside it.

The matcher table LLVM writes groups patterns by opcode and type after
sorting them, so its comment order is not the sorted order; the order check
therefore compares, for each Src printed by more than one pattern, the order
of those patterns (their matchers make the same checks, which the optimizer
never reorders).

usage: .ci/patterns-diff.py [--llvm DIR] [--jobs FILE] [--bin PATH] [--only T,T] [--inject[=pattern]]
                            [--break-cpp] [TARGET...]
(--bin defaults to target/release/dump-patterns:
`cargo build --release -p tablegen-patterns-dump`)

  --only T,T   targets (a jobs.tsv target directory such as AMDGPU, or a root
               .td's name such as R600); the positional TARGETs are the old
               spelling. An unknown name or an empty selection exits 2 before
               anything runs.
  --inject     the Dst of the first pattern dump-patterns prints is changed
               before the comparison: the run passes only if the comparison
               reports it.
  --break-cpp  llvm-tblgen-19 is replaced by a tool that fails: the run must
               fail (a harness error, also with --inject).

Prints per target `N/M patterns identical`, the first differences, and the
times (ours, release build, vs llvm-tblgen-19). Every target must compare
at least its floor of distinct Src/Dst pairs (.ci/floors/patterns-diff.tsv;
.ci/lib/checks.py); a tool that fails is a harness error. Exit 1 on any
difference or error, 2 on a bad selection.

Not run by .ci/run: its dump-patterns binary is another thin-LTO link of
the generator (about 3 minutes), and the parity ratchet's 72 -gen-dag-isel
rows already compare every `// Src:`/`// Dst:` comment, in order, byte for
byte (see .ci/run).
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import collections  # noqa: E402
import concurrent.futures  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import checks  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

PAIR = re.compile(r"^\s*// Src: (.*) - Complexity = (-?\d+)\n\s*// Dst: (.*)$", re.M)


def pairs(text):
    return [(m.group(1), int(m.group(2)), m.group(3)) for m in PAIR.finditer(text)]


NAME = re.compile(r":\$(pred:\d+:)?[A-Za-z0-9_.]+")
# A named leaf's record (`GPR:{ *:[i32] }:$a`): the matcher records the
# operand and checks its type, not the record.
NAMED_LEAF = re.compile(r"(?<=[ (,])[A-Za-z0-9_?]+(?=:\{[^}]*\}:\$)")


def unnamed(p):
    def norm(t):
        return NAME.sub("", NAMED_LEAF.sub("?", t))

    return (norm(p[0]), p[1], norm(p[2]))


def dedup(seq):
    seen = set()
    out = []
    for p in seq:
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


def run(cmd, cwd):
    start = time.monotonic()
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p, time.monotonic() - start


def inject_fault(b):
    """Our pairs with the first one's Dst changed, every time it is printed:
    the fault the comparison must report (an LLVM pair missing from ours)."""
    if not b:
        return b
    first = b[0]
    return [(p[0], p[1], "(INJECTED " + p[2]) if p == first else p for p in b]


def main():
    check = checks.Check("patterns-diff", unit="target")
    ap = argparse.ArgumentParser()
    ap.add_argument("--llvm", default="/work/shared/llvm-19/llvm")
    ap.add_argument("--jobs", default="/work/shared/tools/jobs.tsv")
    ap.add_argument("--bin", default=os.path.join(REPO, "target", "release", "dump-patterns"))
    ap.add_argument("--ref", default="llvm-tblgen-19")
    ap.add_argument("--show", type=int, default=5, help="differences shown per target")
    ap.add_argument("targets", nargs="*", help="the old spelling of --only")
    check.add_arguments(ap, inject=("pattern",))
    args = check.configure(ap.parse_args())
    if args.targets:
        if args.only is not None:
            check.usage("targets given both as --only and as arguments")
        args.only = ",".join(args.targets)

    rows = []
    with open(args.jobs) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) >= 3 and cols[2] == "-gen-dag-isel":
                rows.append((cols[0], cols[1]))
    # A row's unit is its root .td's name (R600 is AMDGPU's second root);
    # its target directory is an accepted alias when it has one root only.
    units = [r[1][:-3] for r in rows]
    dirs = collections.Counter(r[0] for r in rows)
    aliases = {r[0]: r[1][:-3] for r in rows if dirs[r[0]] == 1}
    chosen = set(check.select(args.only, units, aliases))
    rows = [r for r in rows if r[1][:-3] in chosen]
    if check.break_cpp:
        args.ref = "false"

    total_ref = total_ours = 0.0
    print("%-22s %-22s %9s %9s  %s" % ("target", "patterns", "llvm (s)", "ours (s)", "order"))
    def both(row):
        target, root_td = row
        tdir = "lib/Target/" + target
        incs = ["-I", tdir, "-I", "include", "-I", "lib/Target"]
        td = tdir + "/" + root_td
        ref, t_ref = run([args.ref, "-gen-dag-isel"] + incs + [td], args.llvm)
        ours, t_ours = run([args.bin] + incs + [td], args.llvm)
        return ref, t_ref, ours, t_ours

    # Two targets at a time (CI has two cores); the times printed are then
    # those of a loaded machine, for orientation only.
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=2)
    outputs = pool.map(both, rows)
    for (target, root_td), (ref, t_ref, ours, t_ours) in zip(rows, outputs):
        total_ref += t_ref
        total_ours += t_ours
        name = target if root_td == target + ".td" else "%s/%s" % (target, root_td)
        unit = root_td[:-3]
        broken = [(tool, p) for tool, p in (("llvm-tblgen-19", ref), ("dump-patterns", ours)) if p.returncode != 0]
        for tool, p in broken:
            err = p.stderr.decode(errors="replace").strip().splitlines()
            print("%-22s %-22s %9.2f %9.2f  %s failed: %s" % (name, "-", t_ref, t_ours, tool, err[-1] if err else "?"))
            check.error(unit, "%s failed (exit %d): %s" % (tool, p.returncode, err[-1] if err else "?"))
        if broken:
            continue
        a = pairs(ref.stdout.decode(errors="replace"))
        b = pairs(ours.stdout.decode(errors="replace"))
        if check.inject:
            b = inject_fault(b)
        sa, sb = set(a), set(b)
        same = len(sa & sb)
        # Ours-only pairs that differ from an LLVM pair in operand names
        # only: LLVM's matcher optimizer merged the two (names do not reach
        # the matcher), so only the first prints.
        norm_a = set(map(unnamed, sa))
        merged = [p for p in sb - sa if unnamed(p) in norm_a]
        ok = not (sa - sb) and len(merged) == len(sb - sa)
        check.count(unit, len(sa), "patterns")
        order = "-"
        if ok:
            # Patterns with the same Src have the same matcher checks, so
            # LLVM's optimizer keeps their relative order: the first one in
            # the sorted list is the one that matches. Compare the order of
            # the Dst (and complexity) sequences of every repeated Src.
            ga, gb = collections.defaultdict(list), collections.defaultdict(list)
            for p in dedup(a):
                ga[p[0]].append(p)
            for p in dedup(b):
                gb[p[0]].append(p)
            repeated = [k for k in ga if len(ga[k]) > 1]
            bad = [k for k in repeated if ga[k] != [q for q in gb.get(k, []) if q in set(ga[k])]]
            order = "%d/%d repeated Srcs in order" % (len(repeated) - len(bad), len(repeated))
            if bad:
                check.differ(unit, len(bad))
                for k in bad[: args.show]:
                    print("    order differs for Src: %s" % k)
                    for q in ga[k]:
                        print("      llvm: %s" % q[2])
                    for q in gb.get(k, []):
                        print("      ours: %s" % q[2])
        print("%-22s %-22s %9.2f %9.2f  %s" % (name, "%d/%d identical" % (same, len(sa)), t_ref, t_ours, order))
        if not ok:
            missing = sorted(sa - sb)
            extra = sorted(sb - sa - set(merged))
            check.differ(unit, len(missing) + len(extra))
            for p in missing[: args.show]:
                print("    llvm only: Src: %s - Complexity = %d\n               Dst: %s" % p)
            for p in extra[: args.show]:
                print("    ours only: Src: %s - Complexity = %d\n               Dst: %s" % p)
        if merged:
            print("    (%d more of ours differ from one of llvm's only in operand names or named-leaf records: merged by its matcher)" % len(merged))
        if len(b) != len(a):
            print("    (%d comment pairs from llvm-tblgen-19, %d from dump-patterns)" % (len(a), len(b)))
    print("total time: llvm-tblgen-19 %.1fs, dump-patterns %.1fs" % (total_ref, total_ours))
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
