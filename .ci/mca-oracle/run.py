#!/usr/bin/env python3
"""Oracle for the scheduling answers of the generated Rust modules (issue 16,
item 4): llvm-mca-19's instruction-info view against a driver that uses only
`-gen-instr-info --rust` and `-gen-subtarget --rust`.

usage: .ci/mca-oracle/run.py [BIN] [--only RISCV,AArch64,X86] [--inject] [--break-cpp]
                             [--count N] [--seed S]

For each target (CPU):
  1. a corpus: random encodings disassembled by llvm-mc-19 (one instruction
     a line; X86 chunks start with a prefix/escape drawn from a short list
     so two- and three-byte opcodes and VEX appear too, and its VEX lines
     again with zmm registers, for AVX-512);
  2. llvm-mc-19 -show-inst on it gives each instruction's MCInst (opcode,
     operands; lines it cannot assemble again are dropped first);
  3. llvm-mca-19 -instruction-info -json (one iteration, instructions
     without scheduling information skipped) gives LLVM's answers: micro-ops,
     latency, reciprocal throughput (the double, compared exactly, which
     also fixes the view's two printed decimals), mayLoad, mayStore,
     hasUnmodeledSideEffects. Its instruction strings are aligned with
     -show-inst's printed text (a subsequence: the skipped ones drop out);
  4. driver/ (cargo, built against the target's modules) answers the same
     for every MCInst: the opcode's class, resolved while variant through
     the module's resolve_variant_sched_class with a Context implementing
     the C++ escapes the CPU's predicates reach; NumMicroOps,
     computeInstrLatency + getForwardingDelayCycles(read advances, 0),
     getReciprocalThroughput;
  5. every instruction llvm-mca schedules must get the same answers, and
     every one it skips must be unsupported for the driver too.
Exclusions (counted, with reasons): instructions whose resolution reaches a
C++ escape the driver does not implement (none for these CPUs).
RVV is excluded by construction (no V in RISCV's -mattr): LLVM 19's
InstructionInfoView takes an instruction's class from the instrument manager
when it has instruments, and RISCV's (LMUL/SEW, also implied by vsetvli)
maps RVV instructions to their pseudos' classes through RISCV's inverse
pseudo table, which is not the subtarget module's business; for every other
instruction (and every X86/AArch64 one) the class is MCInstrDesc's.

Reports through .ci/lib/checks.py (check `mca-oracle`, one unit per
target): --only (alias --targets) names targets, an unknown name or an
empty selection exits 2 before any work; per target, the instructions
compared with llvm-mca-19 and those both sides leave unsupported are
counted against the floors of .ci/floors/mca-oracle.tsv (CI_RECORD_FLOORS=1
records them); exclusions are skips, at most 1% of a target's compared
instructions; a tool that fails or output that cannot be aligned is a
harness error, never a difference.

With --inject, the WRITE_LATENCY row most used by the compared instructions
of each selected target gets 7 more cycles in the Rust module (after a first
run of the driver that finds the row) and the comparison must then report a
difference: the run passes only then, and only without harness errors.
With --break-cpp, `false` runs in place of llvm-mca-19 (the reference): the
run must fail, also with --inject.
"""

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import checks  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(REPO), "shared"))
LLVM = os.path.join(SHARED, "llvm-19", "llvm")

# target: (triple, cpu, -mattr, comment string of the assembly printer, feature)
TARGETS = {
    "RISCV": ("riscv64", "sifive-u74", "+m,+a,+f,+d,+c", "#", "riscv"),
    "AArch64": ("aarch64", "cortex-a57", "", "//", "aarch64"),
    # AVX-512 on, so that instructions skylake's model lacks are in the
    # corpus too (llvm-mca skips them; the Rust answer must be unsupported).
    "X86": ("x86_64", "skylake", "+avx512f,+avx512bw,+avx512dq,+avx512vl", "#", "x86"),
}

X86_LEADS = ["", "", "0f", "0f", "0f 38", "0f 3a", "66 0f", "f3 0f", "f2 0f", "66 0f 38", "66 0f 3a",
             "c5", "c5", "c4", "c4", "62", "48", "66", "f0", "f3", "d8", "d9", "da", "db", "dc", "dd", "de", "df"]


# The reference tool; --break-cpp replaces it by `false`.
MCA = ["llvm-mca-19"]


class HarnessError(Exception):
    """A step of the harness failed (not a difference of the comparison)."""


def fail(message):
    raise HarnessError(message)


def run(cmd, **kw):
    p = subprocess.run(cmd, stderr=subprocess.PIPE, **kw)
    if p.returncode:
        err = p.stderr if isinstance(p.stderr, str) else p.stderr.decode(errors="replace")
        fail("`%s` failed (exit %d): %s" % (" ".join(cmd[:3]), p.returncode, " | ".join(err.splitlines()[:6])))
    return p


def mc_args(target):
    triple, cpu, attr, _, _ = TARGETS[target]
    a = ["-triple=" + triple, "-mcpu=" + cpu]
    return a + (["-mattr=" + attr] if attr else [])


def random_hex(target, rng, n):
    out = []
    for _ in range(n):
        if target == "RISCV":
            if rng.random() < 0.2:
                w = rng.getrandbits(16)
                if w & 3 == 3:
                    w ^= 1
                out.append("0x%02x 0x%02x" % (w & 255, w >> 8))
            else:
                w = rng.getrandbits(32) | 3
                out.append(" ".join("0x%02x" % ((w >> (8 * i)) & 255) for i in range(4)))
        elif target == "AArch64":
            w = rng.getrandbits(32)
            out.append(" ".join("0x%02x" % ((w >> (8 * i)) & 255) for i in range(4)))
        else:
            lead = rng.choice(X86_LEADS).split()
            if lead == ["62"]:
                # EVEX: P0 bits 2-3 clear, P1 bit 2 set.
                lead += ["%02x" % (rng.randrange(256) & 0xf3), "%02x" % (rng.randrange(256) | 4)]
            body = ["%02x" % rng.randrange(256) for _ in range(6)]
            out.append(" ".join("0x" + b for b in lead + body))
    return "\n".join(out) + "\n"


def norm(text):
    return " ".join(text.split())


def corpus(target, work, rng, count):
    """Distinct instruction lines llvm-mc-19 disassembled from random bytes."""
    hexf = os.path.join(work, target + ".hex")
    lines, seen = [], set()
    for _ in range(8):
        with open(hexf, "w") as f:
            f.write(random_hex(target, rng, count))
        dis = subprocess.run(["llvm-mc-19", "--disassemble"] + mc_args(target) + [hexf],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout
        for l in dis.splitlines():
            t = l.strip()
            if not l.startswith("\t") or not t or t.startswith(".") or t.startswith(TARGETS[target][3]):
                continue
            t = t.split(TARGETS[target][3])[0].strip()
            if norm(t) not in seen:
                seen.add(norm(t))
                lines.append(t)
        if len(lines) >= count:
            break
    lines = lines[:count]
    if target == "X86":
        # Random EVEX bytes seldom decode: the VEX instructions again on
        # 512-bit registers (those llvm-mc-19 cannot assemble are dropped).
        zmm = [re.sub(r"%[xy]mm", "%zmm", l) for l in lines if l.startswith("v") and "mm" in l]
        lines += [l for l in zmm if norm(l) not in seen]
    return lines


OPERAND = re.compile(r"<MCOperand (Reg:(\d+)|Imm:(-?\d+)|[^>]*)")


def show_inst(target, work, lines):
    """[(text, opcode, lock, operands)] for every MCInst of `lines`, after
    dropping the lines llvm-mc-19 cannot assemble; also the clean lines."""
    src = os.path.join(work, target + ".s")
    for attempt in range(3):
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        p = subprocess.run(["llvm-mc-19", "-show-inst"] + mc_args(target) + [src],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        bad = {int(m.group(1)) for m in re.finditer(r"^[^\n:]*\.s:(\d+):\d+: error:", p.stderr, re.M)}
        if p.returncode == 0 and not bad:
            break
        if not bad:
            fail("llvm-mc-19 -show-inst failed:\n" + p.stderr[:2000])
        lines = [l for i, l in enumerate(lines, 1) if i not in bad]
    else:
        fail("llvm-mc-19 -show-inst: lines still failing")
    comment = TARGETS[target][3]
    insts, text, block = [], None, None
    for l in p.stdout.splitlines():
        s = l.strip()
        at = s.find("<MCInst #")
        if at >= 0:
            head = s[:at].rstrip()
            if head.endswith("#"):
                head = head[:-1]
            if head.split(comment)[0].strip():
                text = head.split(comment)[0].strip()
            m = re.match(r"<MCInst #(\d+) ", s[at:] + " ")
            block = [text, int(m.group(1)), s[at:]]
            insts.append(block)
            text = None
        elif s.startswith(comment) or s.startswith("#"):
            if block is not None:
                block[2] += s
        elif s and not s.startswith("."):
            text = s.split(comment)[0].strip()
            block = None
    out = []
    for text, opcode, body in insts:
        if text is None:
            fail("llvm-mc-19 -show-inst: an MCInst without its text")
        ops = []
        for m in OPERAND.finditer(body):
            ops.append("r" + m.group(2) if m.group(2) else "i" + m.group(3) if m.group(3) else "o")
        lock = target == "X86" and norm(text).split(" ")[0] == "lock"
        out.append((text, opcode, lock, ops))
    return out, src


def mca(target, src):
    triple, cpu, attr, _, _ = TARGETS[target]
    cmd = MCA + ["-mtriple=" + triple, "-mcpu=" + cpu, "-iterations=1", "-json",
           "-instruction-info", "-resource-pressure=0", "--skip-unsupported-instructions=lack-sched", src]
    if attr:
        cmd.insert(len(MCA) + 2, "-mattr=" + attr)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if p.returncode:
        fail("%s failed (exit %d):\n%s" % (" ".join(MCA), p.returncode, p.stderr[:2000]))
    try:
        regions = json.loads(p.stdout)["CodeRegions"]
    except (ValueError, KeyError) as e:
        fail("llvm-mca-19's JSON cannot be read: %s" % e)
    if len(regions) != 1:
        fail("llvm-mca-19: %d code regions" % len(regions))
    r = regions[0]
    infos = r["InstructionInfoView"]["InstructionList"]
    if [i["Instruction"] for i in infos] != list(range(len(r["Instructions"]))):
        fail("llvm-mca-19: instruction list not in order")
    return list(zip(r["Instructions"], infos))


def build_driver(target, d, driver_target):
    env = dict(os.environ, MCA_DIR=d, CARGO_TARGET_DIR=driver_target, RUSTFLAGS="-C debuginfo=0")
    run(["cargo", "build", "-q", "--release", "--features", TARGETS[target][4],
         "--manifest-path", os.path.join(HERE, "driver", "Cargo.toml")], env=env)
    exe = os.path.join(driver_target, "release", "mca-oracle-driver")
    if not os.path.exists(exe):
        fail("the driver was not built")
    keep = os.path.join(d, "driver")
    shutil.copy(exe, keep)
    return keep


def drive(exe, cpu, insts):
    inp = "".join("%d %d %d %s\n" % (i, op, lock, " ".join(ops)) for i, (_, op, lock, ops) in enumerate(insts))
    out = run([exe, cpu], input=inp, stdout=subprocess.PIPE, text=True).stdout.splitlines()
    if len(out) != len(insts):
        fail("driver: %d answers for %d instructions" % (len(out), len(insts)))
    return [l.split(" ", 1)[1] for l in out]


def compare(target, insts, llvm, rust):
    """Aligns llvm-mca's list with the MCInsts and compares; returns the
    counts, the mismatches and the WRITE_LATENCY rows of the compared ones."""
    counts = Counter()
    diffs, rows, opcodes = [], Counter(), set()
    j = 0
    for text, info in llvm:
        while j < len(insts) and norm(insts[j][0]) != norm(text):
            # Skipped by llvm-mca (no scheduling information).
            a = rust[j]
            if a.startswith("unsupported"):
                counts["skipped by llvm-mca (no scheduling information), unsupported for Rust too"] += 1
            elif a.startswith("escape"):
                counts["excluded: unimplemented C++ escape " + a.split()[1]] += 1
            else:
                diffs.append((insts[j], "skipped by llvm-mca", a))
            j += 1
        if j == len(insts):
            fail("%s: cannot align llvm-mca's %r with the MCInsts" % (target, text))
        a = rust[j].split()
        want = "%d %d %r %d %d %d" % (info["NumMicroOpcodes"], info["Latency"], float(info["RThroughput"]),
                                      info["mayLoad"], info["mayStore"], info["hasUnmodeledSideEffects"])
        flags = [str(int(info[k])) for k in ("mayLoad", "mayStore", "hasUnmodeledSideEffects")]
        if a[0] == "escape":
            counts["excluded: unimplemented C++ escape " + a[1]] += 1
            j += 1
            continue
        if a[0] == "ok" and [int(a[1]), int(a[2])] == [info["NumMicroOpcodes"], info["Latency"]] and \
                float(a[3]) == float(info["RThroughput"]) and a[4:7] == flags:
            counts["identical"] += 1
            rows[a[7]] += 1
            opcodes.add(insts[j][1])
            if a[8] != "variant=0":
                counts["identical, of which resolved through variant classes"] += 1
        else:
            diffs.append((insts[j], "uops lat rthru load store side = " + want, " ".join(a[:7])))
        counts["compared"] += 1
        j += 1
    for k in range(j, len(insts)):
        a = rust[k]
        if a.startswith("unsupported"):
            counts["skipped by llvm-mca (no scheduling information), unsupported for Rust too"] += 1
        else:
            diffs.append((insts[k], "skipped by llvm-mca", a))
    counts["identical, distinct opcodes"] = len(opcodes)
    return counts, diffs, rows


def inject(path, row):
    """Adds 7 cycles to WRITE_LATENCY row `row` of the Rust module."""
    src = open(path).read()
    m = re.search(r"pub static WRITE_LATENCY: &\[\(i16, u16\)\] = &\[\n", src)
    if not m:
        fail("--inject: no WRITE_LATENCY table in " + path)
    at = m.end()
    for _ in range(row):
        at = src.index("\n", at) + 1
    line_end = src.index("\n", at)
    e = re.match(r"(\s*)\((-?\d+), (\d+)\),", src[at:line_end])
    if not e:
        fail("--inject: unexpected WRITE_LATENCY row " + src[at:line_end])
    new = "%s(%d, %s)," % (e.group(1), int(e.group(2)) + 7, e.group(3))
    print("mca-oracle --inject: WRITE_LATENCY row %d %s -> %s" % (row, src[at:line_end].strip(), new.strip()))
    open(path, "w").write(src[:at] + new + src[line_end:])


def check_target(bin_path, target, work, driver_target, rng, count, do_inject):
    tdir = os.path.join(LLVM, "lib", "Target", target)
    inc = ["-I", tdir, "-I", os.path.join(LLVM, "include"), os.path.join(tdir, target + ".td")]
    d = os.path.join(work, target)
    os.makedirs(d, exist_ok=True)
    run([bin_path, "--rust", "-gen-instr-info", "-o", os.path.join(d, "instrs.rs")] + inc)
    run([bin_path, "--rust", "-gen-subtarget", "-o", os.path.join(d, "subtarget.rs")] + inc)
    lines = corpus(target, work, rng, count)
    insts, src = show_inst(target, work, lines)
    llvm = mca(target, src)
    cpu = TARGETS[target][1]
    exe = build_driver(target, d, driver_target)
    counts, diffs, rows = compare(target, insts, llvm, drive(exe, cpu, insts))
    if do_inject:
        if diffs:
            # A catch would then prove nothing about the injected fault.
            fail("--inject: %d differences before the fault was injected" % len(diffs))
        if not rows:
            fail("--inject: no compared instruction to find a WRITE_LATENCY row by")
        row = int(rows.most_common(1)[0][0].split("=")[1])
        inject(os.path.join(d, "subtarget.rs"), row)
        exe = build_driver(target, d, driver_target)
        counts, diffs, rows = compare(target, insts, llvm, drive(exe, cpu, insts))
    counts["MCInsts"] = len(insts)
    return counts, diffs


BOTH_UNSUPPORTED = "skipped by llvm-mca (no scheduling information), unsupported for Rust too"


def main():
    # Exclusions (an unimplemented C++ escape) are none today: 1% leaves
    # room for a CPU model that reaches one, not for a silent drift.
    check = checks.Check("mca-oracle", unit="target", skipped_max=0.01)
    ap = argparse.ArgumentParser()
    ap.add_argument("bin", nargs="?", default=os.path.join(REPO, "target", "release", "tablegen"))
    check.add_arguments(ap, inject=("latency",))
    ap.add_argument("--targets", dest="only", help="an alias of --only")
    ap.add_argument("--count", type=int, default=2000, help="corpus instructions per target")
    ap.add_argument("--seed", type=int, default=16)
    args = check.configure(ap.parse_args())
    chosen = check.select(args.only, TARGETS)
    if args.break_cpp:
        MCA[:] = ["false"]
    t0 = time.time()
    work = tempfile.mkdtemp(prefix="mca-oracle-")
    driver_target = os.path.join(work, "cargo-target")
    failed, total, same = 0, 0, 0
    try:
        for target in chosen:
            rng = random.Random("%s-%d" % (target, args.seed))
            started = time.time()
            try:
                counts, diffs = check_target(args.bin, target, work, driver_target, rng, args.count, args.inject)
            except (HarnessError, OSError, ValueError, IndexError) as e:
                check.error(target, str(e) if isinstance(e, HarnessError) else "%s: %s" % (type(e).__name__, e))
                continue
            total += counts["compared"]
            same += counts["identical"]
            check.count(target, counts["compared"], "compared with llvm-mca")
            check.count(target, counts[BOTH_UNSUPPORTED], "unsupported on both sides")
            for k, v in counts.items():
                if k.startswith("excluded"):
                    check.skip(target, v, k)
            if args.inject:
                check.injected(target)
            if diffs:
                check.differ(target, len(diffs))
            print("%-8s %-11s %5d MCInsts, %5d compared with llvm-mca-19, %5d identical, %d differ (%.0f s)" % (
                target, TARGETS[target][1], counts.pop("MCInsts"), counts.pop("compared"),
                counts.pop("identical"), len(diffs), time.time() - started), flush=True)
            for k, v in sorted(counts.items()):
                print("         %5d %s" % (v, k))
            for inst, want, got in diffs[:10]:
                print("  %s  (opcode %d, ops %s)\n    llvm-mca: %s\n    Rust:     %s" % (
                    inst[0], inst[1], " ".join(inst[3]), want, got))
            failed += bool(diffs)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("mca-oracle: %d/%d instructions identical to llvm-mca-19's instruction info; %d target(s) differ (%.0f s)"
          % (same, total, failed, time.time() - t0))
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
