#!/usr/bin/env python3
"""Differential test of -gen-macro-fusion-pred: the C++ predicates
llvm-tblgen-19 writes, compiled against a mock of LLVM's CodeGen classes
(mock.h), on random instruction pairs; their answers are what the Rust
modules of tests/generated must answer (tests/generated/tests/macro_fusion.rs).

usage: .ci/fusion-diff/run.py [--shared DIR] [-n N] [--seed N] [--check]

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
With --check, nothing is written: the answers must equal the committed ones.

Needs g++ and llvm-tblgen-19.
"""

import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GOLDEN = os.path.join(ROOT, "tests", "golden")
ANSWERS = os.path.join(ROOT, "tests", "generated", "answers")

sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
from recorded import record_or_check  # noqa: E402

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
        sys.exit("llvm-tblgen-19 %s failed:\n%s" % (" ".join(args), p.stderr))
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


def unit(name, n, seed, work):
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
    cmd += [os.path.join(HERE, "driver.cpp"), "-o", exe]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("g++ failed for %s:\n%s" % (name, p.stderr[:4000]))
    pool = [0] + sorted(v for k, v in regs.items() if v > 0)[:3] + [0x80000001, 0x80000002]
    lines = pairs(random.Random("%s-%d" % (name, seed)), n, {"named": named, "all": ops.values()}, pool)
    p = subprocess.run([exe], input="\n".join(lines) + "\n", capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("the %s driver failed:\n%s" % (name, p.stderr))
    answers = p.stdout.split("\n")[:-1]
    assert len(answers) == len(lines)
    text = ["# %s: llvm-tblgen-19 -gen-macro-fusion-pred tests/golden/%s, compiled against" % (name, td),
            "# .ci/fusion-diff/mock.h; written by .ci/fusion-diff/run.py (-n %d --seed %d)." % (n, seed),
            "# Each line: first instruction (- for none), second, one answer per fusion.",
            "fusions " + " ".join(fusions)]
    text += ["%s %s" % (l, a) for l, a in zip(lines, answers)]
    ones = sum(a.count("1") for a in answers)
    print("%s: %d pairs, %d fusions, %d true answers" % (name, n, len(fusions), ones))
    return "\n".join(text) + "\n"


def main():
    record_or_check(__doc__.split("\n")[0], UNITS, unit,
                    lambda name: os.path.join(ANSWERS, name + ".fusion.txt"), 4000)


if __name__ == "__main__":
    main()
