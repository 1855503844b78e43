#!/usr/bin/env python3
"""Records what llvm-tblgen-19's -gen-instr-info C++ answers for the
InstrMapping functions and the TIIPredicates (MC flavour) of a few inputs:
the answers the Rust modules of tests/generated must give
(tests/generated/tests/instr_info_maps.rs).

usage: .ci/instr-info-answers/run.py [-n N] [--seed N] [--check [--inject]] [--break-cpp]
                                     [--only MODULE,...]

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
With --check, nothing is written: the answers must equal the committed ones
(a recorded corpus re-verified: check `instr-info-answers`, one unit per
module, whose floor is the number of answer lines its recording holds).
--only names modules (an unknown name or an empty selection exits 2 before
anything runs). --check --inject compares with a copy of each recording in
which one answer byte changed: the run passes only if every changed copy
is reported as differing. --break-cpp compiles record.cpp with a forced
`#error`: the run must fail (a harness error), also with --inject.
A tool that fails (llvm-tblgen-19, g++, the recorder) is a harness error,
never a difference.

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
import argparse  # noqa: E402
import tempfile  # noqa: E402

import checks  # noqa: E402
import instr_info_cpp  # noqa: E402

# module (as tests/generated names it) -> input relative to tests/golden
UNITS = {
    "instr_info_maps": "own/instr_info/maps.td",
    "instr_info_basic": "own/instr_info/basic.td",
    "instr_info_dfv": "lit/DuplicateFieldValues.td",
}
IMMS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 17, 20, 30, 31, 32, 99, 100, 101, 999, 1000, 1001, -1, -4, -5, -6,
        4294967299, -(2 ** 63)]


class HarnessError(Exception):
    """A step of the harness failed (not a difference of the comparison)."""


def tblgen(args):
    p = subprocess.run(["llvm-tblgen-19", "-I", os.path.join(GOLDEN, "include")] + args, cwd=GOLDEN,
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise HarnessError("llvm-tblgen-19 %s failed: %s" % (" ".join(args), p.stderr[:2000]))
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


def unit(name, n, seed, work, break_cpp=False):
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
    broken = []
    if break_cpp:
        with open(os.path.join(d, "break-cpp.h"), "w") as f:
            f.write('#error "--break-cpp"\n')
        broken = ["-include", os.path.join(d, "break-cpp.h")]
    cmd = ["g++", "-std=c++17", "-O0", "-w"] + broken + ["-I", LLVM_INC] + [
        "-D%s=\"%s\"" % (k, os.path.join(d, f))
        for k, f in (("INSTRS_INC", "instrs.inc"), ("REGS_INC", "regs.inc"), ("STUBS_H", "stubs.h"),
                     ("CALLS_H", "calls.h"))] + [os.path.join(HERE, "record.cpp"), "-o", exe, "-L" + LLVM_LIB, "-lLLVM-19",
                                  "-Wl,-rpath," + LLVM_LIB]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise HarnessError("g++ failed for %s: %s" % (name, " | ".join(p.stderr.splitlines()[:6])))
    opcodes = enum_values(inc.split("#endif // GET_INSTRINFO_ENUM")[0], ns)
    regs = enum_values(regs_inc.split("#endif // GET_REGINFO_ENUM")[0], ns)
    named = sorted({opcodes[m] for m in re.findall(r"%s::(\w+)" % ns, section) if m in opcodes})
    pool = [0] + sorted(v for v in regs.values() if v > 0)[:4] + [0x80000001]
    lines = instructions(random.Random("%s-%d" % (name, seed)), n if preds else 0, named, sorted(opcodes.values()),
                         pool)
    p = subprocess.run([exe], input="".join(l + "\n" for l in lines), capture_output=True, text=True)
    if p.returncode != 0:
        raise HarnessError("the %s recorder failed (exit %d): %s" % (name, p.returncode, p.stderr[:2000]))
    out = p.stdout.split("\n")[:-1]
    map_lines = [l for l in out if l[:2] in ("M ", "N ")]
    answers = out[len(map_lines):]
    if len(answers) != len(lines):
        raise HarnessError("the %s recorder gave %d answers for %d instructions" % (name, len(answers), len(lines)))
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


def answer_lines(text):
    return sum(1 for line in text.split("\n") if line[:2] in ("M ", "N ", "I "))


def main():
    check = checks.Check("instr-info-answers", unit="module")
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-n", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--check", action="store_true")
    check.add_arguments(ap, inject=("recording",))
    args = check.configure(ap.parse_args())
    modules = check.select(args.only, UNITS)
    if args.inject and not args.check:
        check.usage("--inject changes a copy of a recording: it needs --check")
    with tempfile.TemporaryDirectory() as work:
        for name in modules:
            path = os.path.join(ANSWERS, name + ".instrmap.txt")
            try:
                text = unit(name, args.n, args.seed, work, args.break_cpp)
            except (HarnessError, OSError, AttributeError) as e:
                check.error(name, str(e) if isinstance(e, HarnessError) else "%s: %s" % (type(e).__name__, e))
                continue
            if not args.check:
                with open(path, "w") as f:
                    f.write(text)
                check.count(name, answer_lines(text), "answer lines", floor=answer_lines(text))
                continue
            with open(path) as f:
                want = f.read()
            if args.inject:
                # A copy of the recording, one byte of its last answer line changed.
                at = want.rstrip("\n").rindex("\n") + 3
                want = want[:at] + ("1" if want[at] != "1" else "2") + want[at + 1:]
                print("instr-info-answers --inject: byte %d of a copy of %s changed" % (at, path))
            check.count(name, answer_lines(text), "answer lines", floor=answer_lines(want))
            if text != want:
                line, was, now = checks.first_difference(want, text)
                print("%s: differs from %s from line %d:\n  now:      %s\n  recorded: %s"
                      % (name, path, line, "<end>" if now is None else now, "<end>" if was is None else was))
                check.differ(name)
            elif args.inject:
                # Every changed copy must be caught, not just one of them.
                check.error(name, "the changed copy of %s was not reported as differing" % path)
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
