#!/usr/bin/env python3
"""Records what llvm-tblgen-19's -gen-instr-info C++ answers for the
InstrMapping functions and the TIIPredicates (MC flavour) of a few inputs:
the answers the Rust modules of tests/generated must give
(tests/generated/tests/instr_info_maps.rs).

usage: .ci/instr-info-answers/run.py [-n N] [--seed N] [--check]

For each unit (our tests/golden/own/instr_info/maps.td and basic.td, and
LLVM's lit input DuplicateFieldValues.td):
  1. llvm-tblgen-19 writes -gen-instr-info and -gen-register-info;
  2. g++ builds record.cpp with them, against libLLVM-19's MCInst (asserts
     on: an assert firing inside a predicate makes its answer `u`,
     undefined), with .ci/lib/instr_info_cpp.py's stand-ins for the predicates'
     C++ escapes and calls generated from the .inc:
       - every mapping function, on every opcode and every combination of
         its column enums' values: the answers other than -1 (M lines) and
         the number of calls (N lines);
       - every TIIPredicate on N random instructions (seeded): mostly
         opcodes the predicates name, 0-5 operands drawn from the first
         registers, register 0, a virtual register, immediates around the
         constants the inputs use, and floating-point immediates (neither
         register nor immediate); one answer per predicate: 0, 1 or u;
  3. the answers go to tests/generated/answers/<module>.instrmap.txt.
With --check, nothing is written: the answers must equal the committed ones.

Needs g++, libLLVM-19 and its headers (/usr/lib/llvm-19) and llvm-tblgen-19.
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
LLVM_INC = "/usr/lib/llvm-19/include"
LLVM_LIB = "/usr/lib/llvm-19/lib"
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import instr_info_cpp  # noqa: E402
from recorded import record_or_check  # noqa: E402

# module (as tests/generated names it) -> input relative to tests/golden
UNITS = {
    "instr_info_maps": "own/instr_info/maps.td",
    "instr_info_basic": "own/instr_info/basic.td",
    "instr_info_dfv": "lit/DuplicateFieldValues.td",
}
IMMS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 17, 20, 30, 31, 32, 99, 100, 101, 999, 1000, 1001, -1, -4, -5, -6,
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


def calls_header(ns, enums, fns, preds):
    """maps() and Preds for record.cpp."""
    out = ["#include <vector>", "static void maps() {"]
    for name, cols in fns:
        loops, args, vals = [], [], []
        for k, c in enumerate(cols):
            loops.append("for (int c%d = 0; c%d < %d; ++c%d)" % (k, k, enums[c], k))
            args.append("(%s::%s)c%d" % (ns, c, k))
            vals.append("c%d" % k)
        fmt = ",".join(["%d"] * len(cols)) if cols else "-"
        out.append("  {\n    unsigned N = 0;\n    for (unsigned Op = 0; Op < %s::INSTRUCTION_LIST_END; ++Op)" % ns)
        body = ("{ ++N; int R = %s::%s(Op%s); if (R != -1) std::printf(\"M %s %s %%u %%d\\n\"%s, Op, R); }"
                % (ns, name, "".join(", " + a for a in args), name, fmt, "".join(", " + v for v in vals)))
        out.append("      " + " ".join(loops) + " " + body)
        out.append("    std::printf(\"N %s %%u\\n\", N);\n  }" % name)
    out.append("}")
    out.append("static const std::vector<Pred> Preds = {%s};" % ", ".join("%s_MC::%s" % (ns_mc, p)
                                                                           for ns_mc, p in preds))
    return "\n".join(out) + "\n"


def instructions(rng, n, named, every, regs):
    """n random instructions as OPCODE/OPERANDS lines."""
    out = []
    for _ in range(n):
        opc = rng.choice(named) if named and rng.random() < 0.85 else rng.choice(every)
        ops = []
        for slot in range(rng.choice([0, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5])):
            r = rng.random()
            if r < (0.75 if slot < 2 else 0.35):
                ops.append("r%d" % rng.choice(regs))
            elif r < 0.96:
                ops.append("i%d" % rng.choice(IMMS))
            else:
                ops.append("o")
        out.append("%d/%s" % (opc, ",".join(ops)))
    return out


def unit(name, n, seed, work):
    td = UNITS[name]
    inc = tblgen(["-gen-instr-info", td])
    regs_inc = tblgen(["-gen-register-info", td])
    target = re.search(r"^namespace (\w+)_MC \{", inc, re.M).group(1)
    ns = re.search(r"namespace (\w+) \{\n\s*enum \{\n\s*PHI\s*=\s*0", inc).group(1)
    enums, fns = instr_info_cpp.mappings(inc)
    section = instr_info_cpp.mc_helpers(inc)
    preds = re.findall(r"^bool (\w+)\(const MCInst &MI\) \{", section, re.M)
    files = {"instrs.inc": inc, "regs.inc": regs_inc, "stubs.h": instr_info_cpp.cpp_stubs(section),
             "calls.h": calls_header(ns, enums, fns, [(target, p) for p in preds])}
    d = os.path.join(work, name)
    os.makedirs(d, exist_ok=True)
    for f, text in files.items():
        with open(os.path.join(d, f), "w") as out:
            out.write(text)
    exe = os.path.join(d, "record")
    cmd = ["g++", "-std=c++17", "-O0", "-w", "-I", LLVM_INC] + [
        "-D%s=\"%s\"" % (k, os.path.join(d, f))
        for k, f in (("INSTRS_INC", "instrs.inc"), ("REGS_INC", "regs.inc"), ("STUBS_H", "stubs.h"),
                     ("CALLS_H", "calls.h"))] + [os.path.join(HERE, "record.cpp"), "-o", exe, "-L" + LLVM_LIB, "-lLLVM-19",
                                  "-Wl,-rpath," + LLVM_LIB]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("g++ failed for %s:\n%s" % (name, p.stderr[:4000]))
    opcodes = enum_values(inc.split("#endif // GET_INSTRINFO_ENUM")[0], ns)
    regs = enum_values(regs_inc.split("#endif // GET_REGINFO_ENUM")[0], ns)
    named = sorted({opcodes[m] for m in re.findall(r"%s::(\w+)" % ns, section) if m in opcodes})
    pool = [0] + sorted(v for v in regs.values() if v > 0)[:4] + [0x80000001]
    lines = instructions(random.Random("%s-%d" % (name, seed)), n if preds else 0, named, sorted(opcodes.values()),
                         pool)
    p = subprocess.run([exe], input="".join(l + "\n" for l in lines), capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("the %s recorder failed:\n%s" % (name, p.stderr))
    out = p.stdout.split("\n")[:-1]
    map_lines = [l for l in out if l[:2] in ("M ", "N ")]
    answers = out[len(map_lines):]
    assert len(answers) == len(lines)
    text = ["# %s: llvm-tblgen-19 -gen-instr-info tests/golden/%s, compiled against libLLVM-19's MCInst" % (name, td),
            "# with .ci/lib/instr_info_cpp.py's escapes; written by .ci/instr-info-answers/run.py (-n %d --seed %d)."
            % (n, seed),
            "# maps: each mapping function and its column enums (with their number of values);",
            "# M FUNCTION COLUMNS OPCODE ANSWER: every answer other than -1 (COLUMNS: the enum values, - for none);",
            "# N FUNCTION CALLS: how many (opcode, columns) it was called on;",
            "# preds: the TIIPredicates; then one line per instruction: OPCODE/OPERANDS (rN register, iN",
            "# immediate, o neither) and per predicate 1, 0 or u (an LLVM assert fired: undefined).",
            "maps " + " ".join("%s:%s" % (f, ",".join("%s=%d" % (c, enums[c]) for c in cols)) for f, cols in fns),
            "preds " + " ".join(preds)]
    text += map_lines
    text += ["I %s %s" % (l, a) for l, a in zip(lines, answers)]
    mapped = sum(1 for l in map_lines if l.startswith("M "))
    calls = sum(int(l.split()[2]) for l in map_lines if l.startswith("N "))
    print("%s: %d mapping functions, %d calls, %d answers other than -1; %d predicates on %d instructions: "
          "%d true, %d undefined" % (name, len(fns), calls, mapped, len(preds), len(lines),
                                     sum(a.count("1") for a in answers), sum(a.count("u") for a in answers)))
    return "\n".join(text) + "\n"


def main():
    record_or_check(__doc__.split("\n")[0], UNITS, unit,
                    lambda name: os.path.join(ANSWERS, name + ".instrmap.txt"), 3000)


if __name__ == "__main__":
    main()
