#!/usr/bin/env python3
"""`cargo run --example riscv_expr` checked against qemu-riscv64 and llc-19.

1. Runs the example (1,000 random expressions plus the single-operation
   functions by default), which writes into target/riscv_expr/ a static
   RV64IM ELF calling every function with fixed argument vectors, what it
   must print (the example's Rust evaluator, RISC-V semantics), the LLVM IR
   of every function and the opcodes it selected for each.
2. Runs the ELF under qemu-riscv64 and compares its output with the
   expected bytes, function by function.
3. Runs `llc-19 -mtriple=riscv64 -mattr=+m -O2 -stop-after=finalize-isel`
   on the IR and compares, per function, the sorted machine opcodes of
   llc's MIR (COPY and PseudoRET aside) with the example's. Every
   single-operation function must match; for the random ones the count of
   matches is reported with the differing functions, grouped by the
   opcodes only one side has.

Exits 1 unless the qemu outputs all match and every single-operation
function matches llc. Needs cargo, qemu-riscv64 (Debian: qemu-user) and
llc-19.

Usage: .ci/riscv-expr.py [--count N] [--seed S] [--show K]
"""
import argparse
import collections
import os
import re
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VECTORS = 5  # VECTORS in examples/riscv_expr.rs


def mir_opcodes(mir):
    """Function name -> sorted opcodes of its MIR body (COPY, PseudoRET aside)."""
    out = {}
    for m in re.finditer(r"\nname:\s+(\S+)\n.*?\nbody:\s*\|\n(.*?)\n\.\.\.", mir, re.S):
        ops = []
        for line in m.group(2).splitlines():
            line = line.strip()
            if not line or line.startswith(("bb.", "liveins:", "successors:", ";")):
                continue
            rhs = line.split(" = ", 1)[1] if " = " in line else line
            opc = rhs.split()[0]
            if opc in ("COPY", "PseudoRET", "IMPLICIT_DEF"):
                continue
            ops.append(opc)
        out[m.group(1)] = sorted(ops)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=15, help="differing random functions to print")
    args = ap.parse_args()
    out = os.path.join(ROOT, "target", "riscv_expr")
    subprocess.run(["cargo", "run", "-q", "--example", "riscv_expr", "--", "--count", str(args.count),
                    "--seed", str(args.seed), "--out", out], cwd=ROOT, check=True)
    rows = []
    with open(os.path.join(out, "selected.txt")) as f:
        for line in f:
            name, kind, nops, opcodes = line.rstrip("\n").split("\t")
            rows.append((name, kind, int(nops), opcodes.split()))
    ok = True

    # 2. qemu.
    run = subprocess.run(["qemu-riscv64", os.path.join(out, "riscv_expr.elf")], capture_output=True, timeout=600)
    with open(os.path.join(out, "expected.bin"), "rb") as f:
        want = f.read()
    got = run.stdout
    n = len(rows)
    bad = set()
    if run.returncode != 0 or len(got) != len(want):
        print(f"qemu: exit status {run.returncode}, {len(got)} bytes of output, {len(want)} expected")
        ok = False
    else:
        for i in range(VECTORS * n):
            if got[8 * i:8 * i + 8] != want[8 * i:8 * i + 8]:
                g, w = struct.unpack("<q", got[8 * i:8 * i + 8])[0], struct.unpack("<q", want[8 * i:8 * i + 8])[0]
                name = rows[i % n][0]
                if name not in bad:
                    print(f"qemu MISMATCH {name} (vector {i // n}): got {g}, expected {w}")
                bad.add(name)
        if got[VECTORS * n * 8:] != want[VECTORS * n * 8:]:
            print("qemu MISMATCH: the memory after all calls differs")
            ok = False
    ok &= not bad
    print(f"qemu-riscv64: {n - len(bad)}/{n} functions give the Rust evaluator's results on all {VECTORS} "
          f"argument vectors ({sum(1 for r in rows if r[1] == 'random') - len([b for b in bad if b.startswith('rand_')])} "
          f"of {sum(1 for r in rows if r[1] == 'random')} random expressions)")

    # 3. llc.
    llc = subprocess.run(["llc-19", "-mtriple=riscv64", "-mattr=+m", "-O2", "-stop-after=finalize-isel",
                          os.path.join(out, "functions.ll"), "-o", "-"], capture_output=True, text=True, check=True)
    theirs = mir_opcodes(llc.stdout)
    single_bad, random_same, random_total = [], 0, 0
    diffs = collections.Counter()
    examples = []
    for name, kind, nops, ours in rows:
        llc_ops = theirs.get(name)
        same = llc_ops == ours
        if kind == "single":
            if not same:
                single_bad.append(f"  {name}: ours {' '.join(ours)} | llc-19 {' '.join(llc_ops or ['<missing>'])}")
            continue
        random_total += 1
        random_same += same
        if not same:
            o, t = collections.Counter(ours), collections.Counter(llc_ops or [])
            key = (" ".join(sorted((o - t).elements())), " ".join(sorted((t - o).elements())))
            diffs[key] += 1
            if len(examples) < args.show:
                examples.append(f"  {name} ({nops} ops): ours only [{key[0]}], llc-19 only [{key[1]}]")
    singles = sum(1 for r in rows if r[1] == "single")
    print(f"llc-19: {singles - len(single_bad)}/{singles} single-operation functions select llc's opcodes")
    for line in single_bad:
        print(line)
    ok &= not single_bad
    print(f"llc-19: {random_same}/{random_total} random expressions select exactly llc's opcodes; the others differ by:")
    for (o, t), c in diffs.most_common(25):
        print(f"  {c:4d}x ours only [{o}], llc-19 only [{t}]")
    if examples:
        print("first differing functions (IR in target/riscv_expr/functions.ll):")
        print("\n".join(examples))
    print("riscv-expr: ok" if ok else "riscv-expr: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
