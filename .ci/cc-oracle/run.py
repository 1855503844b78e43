#!/usr/bin/env python3
"""Calling-convention oracle, first slice: X86-64 System V (x86_64-linux-gnu)
Win64 (x86_64-windows-msvc) and X86-32 cdecl (i386-linux-gnu), the C
convention, against llc-19.

Writes X86's calling conventions in Rust with the candidate
(`tablegen -gen-callingconv --rust` on LLVM 19's X86.td), builds
driver.rs over them (a CcState with X86's register aliases, hooks that
answer as an x86_64-linux-gnu subtarget with SSE2 does), then, for
--count random signatures of scalar arguments (i8, i16, i32, i64, ptr,
float, double; 1 to 14 of them), compares every argument's register or
stack offset with what llc-19's GlobalISel IRTranslator assigned
(`-global-isel -stop-after=irtranslator`: the physical register each
argument is copied from, or the fixed stack object it is loaded from).

Also returned values of one or two scalar fields (RetCC_X86 against the
registers llc-19's RET reads). Not covered yet (issue 51's oracle asks for
them): vectors, i128 and other split values, inreg/byval/sret/zeroext/signext,
variadic calls, X86-32's returned values (x87), AArch64 and ARM. On
X86-32 the driver splits i64 arguments into two i32 parts as CallLowering
does. GlobalISel's X86 lowering reserves no Win64 shadow area before
the stack arguments (SelectionDAG's does), so neither does the driver.

Usage: run.py TABLEGEN [--count N] [--seed S] [--shared DIR] [--keep DIR] [--inject]
Prints a summary; exits 1 on any difference. `--inject` (self-test)
changes our first answer, so that the run must report a difference.
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
TYPES = ["i8", "i16", "i32", "i64", "ptr", "float", "double"]

# What an x86_64-linux-gnu subtarget with SSE2 answers, by hook method
# (subtarget queries); `None`: decided from the condition's C++ text.
ANSWERS = {
    "is64_bit": True, "has_sse1": True, "has_sse2": True, "has_x87": True,
    "not_has_sse1": False, "not_has_x87": False, "not_is_target_win64": True,
    "has_avx": False, "has_avx512": False, "is32_bit": False, "is_target64_bit_ilp32": False,
    "is_target_cyg_ming": False, "is_target_darwin": False, "is_target_mcu": False,
    "is_target_win32": False, "is_target_win64": False,
}
# What differs on x86_64-windows-msvc.
WIN64 = {"is_target_win64": True, "not_is_target_win64": False}
# What differs on i386-linux-gnu (cdecl).
I386 = {"is64_bit": False, "is32_bit": True}
# Each triple: the hooks' answers, and whether it is 32-bit.
TRIPLES = {"x86_64-linux-gnu": ({}, False), "x86_64-windows-msvc": (WIN64, False), "i386-linux-gnu": (I386, True)}
# Conditions named `predicate*`, by a piece of their C++ text.
BY_CODE = [("RegCallv4", False), ("isWindowsMSVCEnvironment", False)]
# Custom functions the cases reach, as X86CallingConv.cpp has them.
CUSTOM = {
    "cc_x86_64_pointer": "if v.loc_vt != CcVt::I64 { v.loc_vt = CcVt::I64; v.loc_info = x86::LocInfo::ZExt; }\n        false",
}


def hooks(module_text, overrides):
    """The `impl CcHooks<State> for Hooks` of the module's trait, answering
    as `ANSWERS` updated with `overrides` says."""
    answers = dict(ANSWERS, **overrides)
    trait = module_text[module_text.index("pub trait CcHooks"):]
    trait = trait[:trait.index("\n}\n")]
    out = ["impl x86::CcHooks<State> for Hooks {"]
    doc = ""
    for line in trait.splitlines():
        line = line.strip()
        if line.startswith("///"):
            doc = line
            continue
        m = re.match(r"fn (\w+)\((.*)\) -> bool;", line)
        if not m:
            continue
        name, params = m.groups()
        if params.startswith("&self"):
            answer = answers.get(name)
            if answer is None:
                answer = next((a for key, a in BY_CODE if key in doc), None)
            if answer is None:
                sys.exit(f"cc-oracle: no answer for the condition {name} ({doc})")
            body = "true" if answer else "false"
            out.append(f"    fn {name}(&self, _: &State, _: &Value<CcVt>) -> bool {{ {body} }}")
        elif "&mut Value" in params:
            body = CUSTOM.get(name, "false")
            arg = "v" if name in CUSTOM else "_"
            out.append(f"    fn {name}(&mut self, _: &mut State, {arg}: &mut Value<CcVt>) -> bool {{\n        {body}\n    }}")
        else:
            # A custom convention: not matched.
            out.append(f"    fn {name}(&mut self, _: &mut State, _: Value<CcVt>) -> bool {{ true }}")
    out.append("}")
    return "\n".join(out) + "\n"


def build_driver(tablegen, shared, work, overrides):
    src = os.path.join(work, "src")
    os.makedirs(src, exist_ok=True)
    x86 = os.path.join(shared, "llvm-19/llvm/lib/Target/X86")
    inc = os.path.join(shared, "llvm-19/llvm/include")
    module = os.path.join(src, "x86.rs")
    subprocess.run([tablegen, "-gen-callingconv", "--rust", "-I", inc, "-I", x86,
                    os.path.join(x86, "X86.td"), "-o", module], check=True)
    with open(module) as f:
        text = f.read()
    with open(os.path.join(src, "hooks.rs"), "w") as f:
        f.write(hooks(text, overrides))
    with open(os.path.join(HERE, "driver.rs")) as f:
        driver = f.read()
    with open(os.path.join(src, "main.rs"), "w") as f:
        f.write(driver)
    runtime = os.path.join(ROOT, "tablegen-runtime")
    with open(os.path.join(work, "Cargo.toml"), "w") as f:
        f.write(f'[package]\nname = "cc-oracle-driver"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n'
                f'[dependencies]\ntablegen-runtime = {{ path = "{runtime}" }}\n\n[workspace]\n')
    env = dict(os.environ)
    env.setdefault("CARGO_TARGET_DIR", os.path.join(work, "target"))
    subprocess.run(["cargo", "build", "--quiet", "--manifest-path", os.path.join(work, "Cargo.toml")],
                   check=True, env=env)
    return os.path.join(env["CARGO_TARGET_DIR"], "debug", "cc-oracle-driver")


def llc_locations(sig, triple):
    """Each argument's location as llc-19's IRTranslator assigned it."""
    if sig[0] == "ret":
        fields = sig[1:]
        ty = fields[0] if len(fields) == 1 else "{" + ", ".join(fields) + "}"
        ir = f"define {ty} @f() {{\n  ret {ty} poison\n}}\n"
    else:
        params = ", ".join(f"{t} %a{i}" for i, t in enumerate(sig))
        ir = f"define void @f({params}) {{\n  ret void\n}}\n"
    mir = subprocess.run(["llc-19", f"-mtriple={triple}", "-global-isel", "-stop-after=irtranslator",
                          "-o", "-", "-x", "ir", "-"], input=ir, capture_output=True, text=True, check=True).stdout
    offsets = {}
    for m in re.finditer(r"- \{ id: (\d+), type: default, offset: (-?\d+),", mir):
        offsets[m.group(1)] = int(m.group(2))
    body = mir[mir.index("bb.1"):]
    if sig[0] == "ret":
        ret = re.search(r"^\s+RET .*$", body, re.M)
        return [r.upper() for r in re.findall(r"implicit \$(\w+)", ret.group(0))] if ret else []
    locs = []
    for line in body.splitlines():
        m = re.search(r"= COPY \$(\w+)$", line.strip())
        if m:
            locs.append(m.group(1).upper())
            continue
        m = re.search(r"G_LOAD .* from %fixed-stack\.(\d+)", line)
        if m:
            locs.append(f"mem:{offsets[m.group(1)]}")
    return locs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("tablegen")
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--shared", default=os.path.join(os.path.dirname(ROOT), "shared"))
    ap.add_argument("--keep", help="build the driver here (kept)")
    ap.add_argument("--inject", action="store_true", help="self-test: falsify our first answer")
    args = ap.parse_args()
    base = args.keep or tempfile.mkdtemp(prefix="cc-oracle-")
    failed = False
    for triple, (overrides, bits32) in TRIPLES.items():
        driver = build_driver(os.path.abspath(args.tablegen), args.shared, os.path.join(base, triple), overrides)
        rng = random.Random(args.seed)
        sigs = [[rng.choice(TYPES) for _ in range(rng.randint(1, 14))] for _ in range(args.count)]
        # x87 returns (i386's float and double) are not compared yet.
        rets = 0 if bits32 else args.count // 4
        sigs += [["ret"] + [rng.choice(TYPES) for _ in range(rng.randint(1, 2))] for _ in range(rets)]
        ours = subprocess.run([driver] + (["32"] if bits32 else []), input="".join(" ".join(s) + "\n" for s in sigs),
                              capture_output=True, text=True, check=True).stdout.splitlines()
        if args.inject and ours:
            ours[0] = "INJECTED " + ours[0]
        args_checked = 0
        bad = 0
        for sig, line in zip(sigs, ours):
            want = llc_locations(sig, triple)
            got = line.split()
            args_checked += len(sig) - (sig[0] == "ret")
            if got != want:
                bad += 1
                if bad <= 10:
                    print(f"differs ({triple}): {' '.join(sig)}\n  llc-19: {' '.join(want)}\n  ours:   {' '.join(got)}")
        print(f"cc-oracle {triple} C: {len(sigs)} signatures ({rets} of returned values), {args_checked} values, {bad} signatures differ")
        failed |= bool(bad) or len(ours) != len(sigs)
    sys.exit(1 if failed else 0)

if __name__ == "__main__":
    main()
