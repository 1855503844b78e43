#!/usr/bin/env python3
"""Regenerates the golden corpus from LLVM 19's own TableGen lit tests.

Every `llvm-tblgen` invocation in a RUN line of shared/llvm-19/llvm/test/TableGen
that uses only the front-end backends (-print-records, -print-detailed-records,
-dump-json, -null-backend) and flags we support becomes one case. The test
file is copied under lit/ (LLVM's license is in LICENSE.TXT beside it) and the
reference llvm-tblgen-19's stdout, stderr and exit status are recorded under
expected/, with the program name replaced by PROG. Run from anywhere:

    python3 tests/golden/regen.py [path/to/shared]

tests/golden.rs replays every case against our binary.
"""
import os
import re
import shlex
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "..", "shared")
LIT = os.path.join(SHARED, "llvm-19", "llvm", "test", "TableGen")
REF = "llvm-tblgen-19"
FRONT_END = ["-print-records", "-print-detailed-records", "-dump-json", "-null-backend"]
# Backends implemented in tablegen-build, with the options they take.
GENERATORS = ["-gen-searchable-tables", "-gen-intrinsic-enums", "-gen-vt", "-print-enums", "-print-sets",
              "-gen-emitter", "-gen-fast-isel", "-gen-riscv-target-def", "-gen-exegesis",
              "-gen-arm-target-def", "-gen-register-info", "-gen-register-bank", "-gen-macro-fusion-pred",
              "-gen-instr-info", "-gen-subtarget"]
BACKENDS = set(FRONT_END + GENERATORS) | {"-" + b for b in FRONT_END + GENERATORS} | {"-register-info-debug"}
OPTIONS = ("-class=", "--class=", "-intrinsic-prefix=", "--intrinsic-prefix=", "-instr-info-expand-mi-operand-info=")


def run_lines(path):
    lines, cur = [], ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for l in f:
            m = re.search(r"RUN:(.*)$", l)
            if not m:
                continue
            part = m.group(1).rstrip()
            if part.endswith("\\"):
                cur += part[:-1] + " "
                continue
            lines.append((cur + part).strip())
            cur = ""
    return lines


def case_args(cmd, rel):
    """Arguments of the llvm-tblgen command in a RUN line, or None if unsupported."""
    first = cmd.split("|")[0].strip()
    toks = shlex.split(first)
    if toks and toks[0] == "not":
        toks = toks[1:]
    if not toks or toks[0] != "llvm-tblgen":
        return None
    args = []
    d = os.path.dirname(rel)
    for t in toks[1:]:
        if t in ("2>&1",):
            continue
        # LLVM's llvm/include .td files are vendored under include/.
        t = t.replace("%p/../../include", "include")
        t = t.replace("%s", rel).replace("%p", d or ".")
        if t.startswith("-D") or t in BACKENDS or t.startswith(OPTIONS) or t in ("--no-warn-on-unused-template-args",
                                                        "-no-warn-on-unused-template-args"):
            args.append(t)
        elif t == rel:
            args.append(t)
        elif t == "-Iinclude" or (args and args[-1] == "-I" and t == "include"):
            args.append(t)
        elif t.startswith("-I") and "../" not in t:
            args.append(t)
        elif t == "-I":
            args.append(t)
        elif args and args[-1] == "-I" and "../" not in t:
            args.append(t)
        else:
            return None
    if rel not in args:
        return None
    return args


def main():
    lit_out = os.path.join(HERE, "lit")
    exp = os.path.join(HERE, "expected")
    shutil.rmtree(lit_out, ignore_errors=True)
    shutil.rmtree(exp, ignore_errors=True)
    os.makedirs(exp)
    # Copy the whole suite's .td files: tests include each other.
    for root, _, files in os.walk(LIT):
        for fn in files:
            if fn.endswith(".td") or fn.endswith(".inc"):
                src = os.path.join(root, fn)
                dst = os.path.join(lit_out, os.path.relpath(src, LIT))
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copy(src, dst)
    shutil.copy(os.path.join(SHARED, "llvm-19", "LICENSE.TXT") if os.path.exists(
        os.path.join(SHARED, "llvm-19", "LICENSE.TXT")) else os.path.expanduser(
        "~/.cache/llvm-19-src/llvm/LICENSE.TXT"), os.path.join(lit_out, "LICENSE.TXT"))
    cases = []
    for root, _, files in os.walk(lit_out):
        for fn in sorted(files):
            if not fn.endswith(".td"):
                continue
            rel = os.path.relpath(os.path.join(root, fn), HERE)
            seen = set()
            for cmd in run_lines(os.path.join(root, fn)):
                args = case_args(cmd, rel)
                if args is None or tuple(args) in seen:
                    continue
                seen.add(tuple(args))
                name = os.path.relpath(os.path.join(root, fn), lit_out)[:-3].replace("/", "__")
                name += "" if len(seen) == 1 else "__%d" % len(seen)
                cases.append((name, args))
    # The bundled example, through every front-end backend.
    toy = ["-I", "../../examples/td", "../../examples/td/Toy.td"]
    for b in ("-print-records", "-dump-json", "-print-detailed-records", "-gen-searchable-tables"):
        cases.append(("example_toy" + b.replace("-", "_"), [b] + toy))
    # Our own inputs (tests/golden/own), through -print-records and -dump-json.
    for fn in sorted(os.listdir(os.path.join(HERE, "own"))):
        if fn.endswith(".td"):
            for b in ("-print-records", "-dump-json"):
                cases.append(("own__" + fn[:-3] + b.replace("-", "_"), [b, "own/" + fn]))
    # Our own backend inputs (tests/golden/own/<backend>/X.td): each names its
    # arguments in `// ARGS:` lines (one case per line), or gets its
    # directory's default backend.
    defaults = {"searchable": "-gen-searchable-tables", "intrinsics": "-gen-intrinsic-enums",
                "vt": "-gen-vt", "enums": "-print-enums", "emitter": "-gen-emitter",
                "fast_isel": "-gen-fast-isel", "riscv_target_def": "-gen-riscv-target-def",
                "exegesis": "-gen-exegesis",
                "arm_target_def": "-gen-arm-target-def", "register_info": "-gen-register-info",
                "register_bank": "-gen-register-bank", "macro_fusion": "-gen-macro-fusion-pred"}
    for sub in sorted(os.listdir(os.path.join(HERE, "own"))):
        subdir = os.path.join(HERE, "own", sub)
        if not os.path.isdir(subdir):
            continue
        for fn in sorted(os.listdir(subdir)):
            if not fn.endswith(".td"):
                continue
            rel = "own/%s/%s" % (sub, fn)
            with open(os.path.join(subdir, fn), encoding="utf-8", errors="replace") as f:
                arg_lines = [m.group(1).strip() for m in (re.match(r"//\s*ARGS:(.*)$", l) for l in f) if m]
            if not arg_lines:
                arg_lines = [defaults.get(sub, "-print-records")]
            for k, a in enumerate(arg_lines):
                name = "own__%s__%s" % (sub, fn[:-3]) + ("" if k == 0 else "__%d" % (k + 1))
                cases.append((name, ["-I", "include"] + shlex.split(a) + [rel]))
    # Real LLVM inputs from the vendored llvm/include.
    cases.append(("llvm__GenVT", ["-gen-vt", "-I", "include", "include/llvm/CodeGen/ValueTypes.td"]))
    for prefix in ("", "aarch64", "riscv", "x86"):
        extra = ["-intrinsic-prefix=" + prefix] if prefix else []
        cases.append(("llvm__IntrinsicEnums" + ("_" + prefix if prefix else ""),
                      ["-gen-intrinsic-enums"] + extra + ["-I", "include", "include/llvm/IR/Intrinsics.td"]))
    # LLVM's -gen-automata unit-test input (llvm/unittests/TableGen, vendored under unittests/).
    cases.append(("llvm__Automata", ["-gen-automata", "-I", "include", "unittests/Automata.td"]))
    manifest = []
    for name, args in sorted(cases):
        p = subprocess.run([REF] + args, cwd=HERE, capture_output=True, timeout=60)
        err = p.stderr.replace(REF.encode() + b":", b"PROG:")
        with open(os.path.join(exp, name + ".stdout"), "wb") as f:
            f.write(p.stdout)
        with open(os.path.join(exp, name + ".stderr"), "wb") as f:
            f.write(err)
        manifest.append("%s\t%d\t%s" % (name, p.returncode, " ".join(shlex.quote(a) for a in args)))
    with open(os.path.join(HERE, "cases.tsv"), "w") as f:
        f.write("# name\texit status\targuments (run from tests/golden); generated by regen.py from %s\n" % REF)
        f.write("\n".join(manifest) + "\n")
    print("%d cases" % len(manifest))


if __name__ == "__main__":
    main()
