#!/usr/bin/env python3
"""Differential test of -gen-macro-fusion-pred: the C++ predicates
llvm-tblgen-19 writes, compiled against a mock of LLVM's CodeGen classes
(mock.h), on random instruction pairs; their answers are what the Rust
modules of tests/generated must answer (tests/generated/tests/macro_fusion.rs).

usage: .ci/fusion-diff/run.py [-n N] [--seed N] [--only MODULES]
       .ci/fusion-diff/run.py --check [--only MODULES] [--bin DIR] [--inject[=rust|recording]] [--break-cpp]

For each unit (LLVM's lit input MacroFusion.td and our
tests/golden/own/macro_fusion/kinds.td, which uses every predicate kind):
  1. llvm-tblgen-19 writes the predicates (-gen-macro-fusion-pred) and the
     opcode and register enums (-gen-instr-info, -gen-register-info);
  2. g++ builds driver.cpp with them and mock.h (-O0, null checks kept: a
     predicate reading a null FirstMI, a missing operand or the wrong kind
     of operand answers false, as the Rust module does);
  3. N random pairs are written (seeded): opcodes the predicates name and
     others, 0-5 operands drawn from small pools of registers (physical,
     virtual, none), immediates around the predicates' constants and other
     operands; a missing first instruction now and then;
  4. the driver's answers (one 0/1 per fusion per pair) are written with
     the pairs to tests/generated/answers/<module>.fusion.txt.

With --check (what CI runs), nothing is written: the answers must equal
the committed ones byte for byte, and the Rust side runs too: our
tablegen's --rust -gen-macro-fusion-pred module, compiled by rustc with
driver.rs (the context mock.h's, as tests/generated/tests/macro_fusion.rs
has it), must give the C++ answers on the same pairs. It reports through
.ci/lib/checks.py (check `fusion-diff`, one unit per module): each module
must compare at least as many pairs as its committed file holds, on both
sides; a failed llvm-tblgen-19, g++, rustc or driver is a harness error,
not a difference.
  --only MODULES      comma-separated modules (default: both); an unknown
                      or empty selection exits 2 before anything runs;
  --inject[=rust]     the first opcode constant of the first selected
                      module's generated Rust gets its low bit flipped;
  --inject=recording  one byte of a copy of the first selected module's
                      recording is changed (an answer of its last pair);
                      either way the run passes only if the comparison
                      reports a difference;
  --break-cpp         driver.cpp gets an `#error` first: the run must fail,
                      with --inject too.

Needs g++ and llvm-tblgen-19.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GOLDEN = os.path.join(ROOT, "tests", "golden")
ANSWERS = os.path.join(ROOT, "tests", "generated", "answers")

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402
import throwaway  # noqa: E402


class Failure(Exception):
    """A step of the harness failed (not a difference in the answers)."""

# module -> (input relative to tests/golden, target name, extra defines)
UNITS = {
    "macro_fusion_lit": ("lit/MacroFusion.td", "Test", []),
    "macro_fusion_kinds": ("own/macro_fusion/kinds.td", "K", ["-DKINDS"]),
}
# Immediates around the constants the inputs compare with.
IMMS = [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 15, 16, 17, 18, 19, 20, 21, 31, 32, 40, 41, 48, -1, -3, -5, -6,
        4294967299, -(2 ** 63)]


def tblgen(args):
    p = subprocess.run(["llvm-tblgen-19", "-I", os.path.join(GOLDEN, "include")] + args, cwd=GOLDEN,
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise Failure("llvm-tblgen-19 %s failed:\n%s" % (" ".join(args), p.stderr))
    return p.stdout


def enum_values(text, namespace):
    """name -> value of the `namespace` enums of an -gen-*-info ENUM section."""
    out = {}
    for body in re.findall(r"namespace %s \{\s*\n\s*enum[^{]*\{(.*?)\};" % namespace, text, re.S):
        for k, v in re.findall(r"^\s*(\w+)\s*=\s*(\d+)", body, re.M):
            out[k] = int(v)
    return out


def pairs(rng, n, opcodes, regs):
    """n random instruction pairs, as case-file lines. Registers come from a
    small pool and the second instruction often reuses the first one's
    operands, so that the register equalities the predicates test hold
    often enough; leading operands are mostly registers, later ones mostly
    immediates."""
    hot = sorted(set(opcodes["named"]))
    every = sorted(opcodes["all"])

    def operand(slot):
        r = rng.random()
        reg_share = 0.8 if slot < 2 else 0.3
        if r < reg_share:
            return "r%d" % rng.choice(regs)
        if r < 0.97:
            return "i%d" % (0 if rng.random() < 0.2 else rng.choice(IMMS))
        return "o"

    def inst(like=None):
        opc = rng.choice(hot) if rng.random() < 0.85 else rng.choice(every)
        nops = rng.choice([0, 1, 2, 2, 3, 3, 3, 3, 3, 4, 4, 5])
        ops = []
        for slot in range(nops):
            if like and rng.random() < 0.5:
                ops.append(rng.choice(like))
            else:
                ops.append(operand(slot))
        return "%d/%s" % (opc, ",".join(ops)), ops

    out = []
    for _ in range(n):
        if rng.random() < 0.1:
            first, first_ops = "-", None
        else:
            first, first_ops = inst()
        second, _ = inst(first_ops if rng.random() < 0.6 else None)
        out.append("%s %s" % (first, second))
    return out


def unit(name, n, seed, work, break_cpp=False):
    td, target, defines = UNITS[name]
    inc = tblgen(["-gen-macro-fusion-pred", td])
    enums = tblgen(["-gen-instr-info", td]) + tblgen(["-gen-register-info", td])
    fusions = re.findall(r"^bool (is\w+)\($", inc, re.M)
    ops = enum_values(enums.split("GET_REGINFO_ENUM")[0], target)
    regs = enum_values(enums.split("GET_REGINFO_ENUM", 1)[1], target)
    named = [ops[m] for m in re.findall(r"%s::(\w+)" % target, inc) if m in ops]
    fusion_inc = os.path.join(work, name + ".inc")
    enums_inc = os.path.join(work, name + ".enums.inc")
    with open(fusion_inc, "w") as f:
        f.write(inc)
    with open(enums_inc, "w") as f:
        f.write(enums)
    exe = os.path.join(work, name)
    cmd = ["g++", "-std=c++17", "-O0", "-fno-delete-null-pointer-checks", "-w", "-I", HERE,
           "-DFUSION_INC=\"%s\"" % fusion_inc, "-DENUMS_INC=\"%s\"" % enums_inc,
           "-DFUSION_LIST=%s" % ",".join(fusions),
           "-DGET_%s_MACRO_FUSION_PRED_DECL" % target, "-DGET_%s_MACRO_FUSION_PRED_IMPL" % target] + defines
    driver = os.path.join(HERE, "driver.cpp")
    if break_cpp:
        with open(driver) as f:
            text = f.read()
        driver = os.path.join(work, name + "-broken-driver.cpp")
        with open(driver, "w") as f:
            f.write('#error "--break-cpp"\n' + text)
    cmd += [driver, "-o", exe]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise Failure("g++ failed for %s:\n%s" % (name, p.stderr[:4000]))
    pool = [0] + sorted(v for k, v in regs.items() if v > 0)[:3] + [0x80000001, 0x80000002]
    lines = pairs(random.Random("%s-%d" % (name, seed)), n, {"named": named, "all": ops.values()}, pool)
    p = subprocess.run([exe], input="\n".join(lines) + "\n", capture_output=True, text=True)
    if p.returncode != 0:
        raise Failure("the %s driver failed:\n%s" % (name, p.stderr))
    answers = p.stdout.split("\n")[:-1]
    if len(answers) != len(lines):
        raise Failure("the %s driver answered %d of %d pairs" % (name, len(answers), len(lines)))
    text = ["# %s: llvm-tblgen-19 -gen-macro-fusion-pred tests/golden/%s, compiled against" % (name, td),
            "# .ci/fusion-diff/mock.h; written by .ci/fusion-diff/run.py (-n %d --seed %d)." % (n, seed),
            "# Each line: first instruction (- for none), second, one answer per fusion.",
            "fusions " + " ".join(fusions)]
    text += ["%s %s" % (l, a) for l, a in zip(lines, answers)]
    ones = sum(a.count("1") for a in answers)
    print("%s: %d pairs, %d fusions, %d true answers" % (name, n, len(fusions), ones))
    return "\n".join(text) + "\n", lines, answers, fusions


def inject_opcode(path):
    """--inject=rust: the first constant of the generated module's `opcode`
    module gets its low bit flipped (another opcode, so the predicates
    that name it answer otherwise)."""
    with open(path) as f:
        text = f.read()
    m = re.search(r"^pub mod opcode \{\n(?:    ///[^\n]*\n)*    pub const (\w+): u32 = (\d+);", text, re.M)
    if not m:
        raise Failure("--inject: no opcode constant in %s" % path)
    new = str(int(m.group(2)) ^ 1)
    with open(path, "w") as f:
        f.write(text[:m.start(2)] + new + text[m.end(2):])
    return "opcode::%s = %s (was %s)" % (m.group(1), new, m.group(2))


def rust_answers(name, lines, work, bindir, inject):
    """The generated Rust module's answers on the same pairs: (fusions,
    answers), from driver.rs compiled with rustc against our tablegen's
    --rust -gen-macro-fusion-pred output."""
    td, _, _ = UNITS[name]
    module = os.path.join(work, name + ".rs")
    try:
        throwaway.run([os.path.join(bindir, "tablegen"), "--rust", "-gen-macro-fusion-pred",
                       "-I", os.path.join(GOLDEN, "include"), td, "-o", module], cwd=GOLDEN)
        if inject:
            print("fusion-diff: --inject: %s: %s in the generated Rust module" % (name, inject_opcode(module)),
                  flush=True)
        main = os.path.join(work, name + "-main.rs")
        with open(main, "w") as f:
            f.write("#[path = %s]\nmod fusion;\ninclude!(%s);\n"
                    % (rust_string(module), rust_string(os.path.join(HERE, "driver.rs"))))
        exe = os.path.join(work, name + "-rust")
        flags = ["-D", "warnings"] + (["--cfg", "kinds"] if name == "macro_fusion_kinds" else [])
        # The module re-exports the runtime's instruction trait.
        runtime = throwaway.runtime_rlib(work)
        throwaway.rustc(main, exe, "bin", "fusion_driver", flags, externs={"tablegen_runtime": runtime})
        p = subprocess.run([exe], input="\n".join(lines) + "\n", capture_output=True, text=True)
    except throwaway.StepError as e:
        raise Failure(str(e))
    if p.returncode != 0:
        raise Failure("the %s Rust driver failed:\n%s" % (name, p.stderr[-4000:]))
    out = p.stdout.split("\n")[:-1]
    if not out or not out[0].startswith("fusions ") or len(out) != len(lines) + 1:
        raise Failure("the %s Rust driver printed %d lines for %d pairs" % (name, len(out), len(lines)))
    return out[0].split()[1:], out[1:]


def rust_string(path):
    return '"%s"' % path.replace("\\", "\\\\").replace('"', '\\"')


def committed_pairs(text):
    """Pairs of a recording: its lines but the comments and the `fusions` line."""
    return sum(1 for line in text.split("\n") if line and not line.startswith(("#", "fusions ")))


def main():
    check = checks.Check("fusion-diff", unit="module")
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-n", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--check", action="store_true",
                    help="compare with the committed answers instead of writing them")
    check.add_arguments(ap, inject=("rust", "recording"))
    ap.add_argument("--bin", default=throwaway.RELEASE, help="directory with our tablegen (for the Rust side)")
    args = check.configure(ap.parse_args())
    names = check.select(args.only, UNITS)
    if check.inject and not args.check:
        check.usage("--inject needs --check")
    injected = False
    with tempfile.TemporaryDirectory() as work:
        for name in names:
            path = os.path.join(ANSWERS, name + ".fusion.txt")
            inject_here = check.inject if check.inject and not injected else None
            try:
                text, lines, answers, fusions = unit(name, args.n, args.seed, work, check.break_cpp)
                if args.check:
                    rust_fusions, rust = rust_answers(name, lines, work, args.bin, inject_here == "rust")
            except Failure as e:
                check.error(name, str(e))
                continue
            if not args.check:
                with open(path, "w") as f:
                    f.write(text)
                continue
            if not os.path.exists(path):
                check.error(name, "no committed recording %s" % os.path.relpath(path, ROOT))
                continue
            with open(path) as f:
                committed = f.read()
            if inject_here == "recording":
                # The last answer of the last pair, in a copy: what the
                # comparison must report.
                k = len(committed) - 2
                committed = committed[:k] + chr(ord(committed[k]) ^ 1) + committed[k + 1:]
                print("fusion-diff: --inject: byte %d of a copy of %s changed" % (k, os.path.relpath(path, ROOT)))
            injected = injected or bool(inject_here)
            check.count(name, committed_pairs(text), "pairs", floor=committed_pairs(committed))
            if committed == text:
                print("%s: %s still what llvm-tblgen-19's C++ answers" % (name, os.path.relpath(path, ROOT)))
            else:
                check.differ(name)
                print("%s: differs from %s" % (name, path))
            # The Rust module on the same pairs, against the fresh C++.
            check.count(name, len(rust), "rust pairs", floor=len(lines))
            if rust_fusions != fusions:
                check.differ(name)
                print("%s: the Rust module's fusions %s are not the C++'s %s" % (name, rust_fusions, fusions))
                continue
            wrong = [k for k in range(len(lines)) if rust[k] != answers[k]]
            if wrong:
                check.differ(name, len(wrong))
                k = wrong[0]
                print("%s: the Rust module answers %d of %d pairs otherwise than the C++; first: %s: c++ %s, rust %s"
                      % (name, len(wrong), len(lines), lines[k], answers[k], rust[k]))
            else:
                print("%s: the Rust module answers all %d pairs as the C++" % (name, len(lines)))
    if not args.check:
        return 0 if not check.errors else 1
    if len(names) == len(UNITS):
        # A recording no unit writes would be verified by nobody.
        orphans = sorted(f for f in os.listdir(ANSWERS)
                         if f.endswith(".fusion.txt") and f[:-len(".fusion.txt")] not in UNITS)
        if orphans:
            check.error("answers", "recordings of no unit: %s" % ", ".join(orphans))
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
