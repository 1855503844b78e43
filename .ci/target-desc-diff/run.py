#!/usr/bin/env python3
"""Differential test of -gen-instr-info and -gen-register-info against
LLVM's own MC layer (issue 16, item 3; instruction and register
descriptions so far, the subtarget's scheduling answers still to come).

usage: .ci/target-desc-diff/run.py [BIN] [--targets A,B] [--inject]

For every target of LLVM's build (the -gen-register-info rows of
shared/tools/jobs.tsv; R600 included):
  1. BIN (default target/release/tablegen) writes the C++ tables
     (-gen-instr-info, -gen-register-info) and the Rust modules (--rust);
  2. g++ compiles dump.cpp with the C++ tables against libLLVM-19: LLVM's
     InitXXXMCInstrInfo / InitXXXMCRegisterInfo read them, and MCInstrDesc,
     MCSubRegIndexIterator, MCSuperRegIterator, MCRegUnitMaskIterator and
     MCRegisterClass answer: every opcode's descriptor (operand and def
     counts, size, scheduling class, flags, TSFlags, implicit registers,
     every operand's class, flags, type and constraints), every register's
     encoding, sub-registers with indices, super-registers, units with lane
     masks, every class's size and registers;
  3. driver/ (cargo) prints the same from the Rust modules;
  4. the two must be equal line for line.
With --inject, one byte of the Rust instruction table is changed first and
the comparison must fail (proof that it can).

Needs g++, libLLVM-19 and its headers (shared/tools/llvm-reference).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(REPO), "shared"))
LLVM = os.path.join(SHARED, "llvm-19", "llvm")
LLVM_INC = "/usr/lib/llvm-19/include"
LLVM_LIB = "/usr/lib/llvm-19/lib"

# An operand-info entry of the C++ table: { class, flags, type, constraints }.
OPERAND = re.compile(r"\{ [^{},]+, [^{},]+, ([A-Za-z_][\w:]*::OPERAND_\w+), [^{}]* \}")


SIZE = re.compile(r"( size=)\d+")


def targets():
    out = []
    for line in open(os.path.join(SHARED, "tools", "jobs.tsv")):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 3 and f[2] == "-gen-register-info":
            out.append((f[0], f[1]))
    return out


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def op_types_header(inc):
    """optypes.h: every operand type the table names, target ones numbered
    after MCOI::OPERAND_FIRST_TARGET (their headers are not installed), and
    the names by value for dump.cpp."""
    names = []
    for m in OPERAND.finditer(inc):
        if m.group(1) not in names:
            names.append(m.group(1))
    by_ns = {}
    for n in names:
        ns, _, leaf = n.rpartition("::")
        if ns != "MCOI":
            by_ns.setdefault(ns, []).append(leaf)
    lines = ["namespace llvm {"]
    k = 0
    for ns, leaves in sorted(by_ns.items()):
        lines.append("namespace %s { enum : unsigned {" % ns)
        for leaf in leaves:
            lines.append("  %s = MCOI::OPERAND_FIRST_TARGET + %d," % (leaf, k))
            k += 1
        lines.append("}; }")
    # ARM's complex deprecation checks live in its MC sources: stubs (the
    # dump does not call them).
    for f in sorted(set(re.findall(r"&(get\w+DeprecationInfo)\b", inc))):
        lines.append("static bool %s(MCInst &, const MCSubtargetInfo &, std::string &) { return false; }" % f)
    lines.append("} // namespace llvm")
    lines.append("static const std::pair<unsigned, const char *> OpTypeNames[] = {")
    for n in names:
        lines.append('  {llvm::%s, "%s"},' % (n, n))
    lines.append('  {~0u, "?"},')
    lines.append("};")
    return "\n".join(lines) + "\n"


def target_desc_header(inc):
    """tdesc.h: the sub-register-index tables (names, offsets and sizes per
    hardware mode, lane masks) and composeSubRegIndicesImpl, cut out of the
    GET_REGINFO_TARGET_DESC section as they are (the rest of that section
    needs the target's CodeGen headers); the member function becomes a
    free one. Also the number of DWARF flavours the MC section defines."""
    at = inc.index("#ifdef GET_REGINFO_TARGET_DESC")
    sec = inc[at:inc.index("#endif // GET_REGINFO_TARGET_DESC", at)]
    out = []
    for pat in (r"static const char \*SubRegIndexNameTable\[\] = \{.*?\};\n",
                r"static const TargetRegisterInfo::SubRegCoveredBits SubRegIdxRangeTable\[\] = \{.*?\n\};\n",
                r"static const LaneBitmask SubRegIndexLaneMaskTable\[\] = \{.*?\n \};\n"):
        m = re.search(pat, sec, re.S)
        if not m:
            sys.exit("target-desc-diff: no match for %s in the register info" % pat)
        out.append(m.group(0))
    m = re.search(r"unsigned \w+GenRegisterInfo::composeSubRegIndicesImpl\(unsigned IdxA, unsigned IdxB\) const \{\n"
                  r".*?\n\}\n", sec, re.S)
    if m:
        out.append("static unsigned composeImpl(unsigned IdxA, unsigned IdxB) {\n" + m.group(0).split("{\n", 1)[1])
    else:
        out.append("static unsigned composeImpl(unsigned, unsigned) { return 0; }\n")
    flavours = {int(f) for f in re.findall(r"\w+DwarfFlavour(\d+)Dwarf2L\[\] = \{", inc)}
    out.append("#define NUM_DWARF_FLAVOURS %du\n" % (max(flavours) + 1 if flavours else 0))
    return "\n".join(out)


def inject(path):
    """Changes one byte in the middle of the Rust instruction descriptors."""
    src = open(path).read()
    m = re.search(r'pub static INSTR_DESCS: &\[u8\] = b"\\\n    ', src)
    if not m:
        sys.exit("--inject: no INSTR_DESCS byte string in " + path)
    # The first byte of the table's second line, a printable or \x.. byte:
    # replace it by a different \x escape.
    at = src.index("\n    ", m.end()) + 5
    old = src[at:at + 4] if src[at] == "\\" else src[at]
    new = "\\x7e" if old != "\\x7e" and old != "~" else "\\x7d"
    open(path, "w").write(src[:at] + new + src[at + len(old):])


def check(bin_path, target, root, work, driver_target, do_inject):
    stem = root[:-3]
    tdir = os.path.join(LLVM, "lib", "Target", target)
    inc = ["-I", tdir, "-I", os.path.join(LLVM, "include"), os.path.join(tdir, root)]
    d = os.path.join(work, stem)
    os.makedirs(d, exist_ok=True)
    run([bin_path, "-gen-instr-info", "-o", os.path.join(d, "instrs.inc")] + inc)
    run([bin_path, "-gen-register-info", "-o", os.path.join(d, "regs.inc")] + inc)
    run([bin_path, "-gen-subtarget", "-o", os.path.join(d, "subtarget.inc")] + inc)
    run([bin_path, "--rust", "-gen-instr-info", "-o", os.path.join(d, "instrs.rs")] + inc)
    run([bin_path, "--rust", "-gen-register-info", "-o", os.path.join(d, "regs.rs")] + inc)
    if do_inject:
        inject(os.path.join(d, "instrs.rs"))
    with open(os.path.join(d, "optypes.h"), "w") as f:
        f.write(op_types_header(open(os.path.join(d, "instrs.inc")).read()))
    with open(os.path.join(d, "tdesc.h"), "w") as f:
        f.write(target_desc_header(open(os.path.join(d, "regs.inc")).read()))
    exe = os.path.join(d, "dump")
    cc = subprocess.run(["g++", "-std=c++17", "-O0", "-w", "-DTARGET=" + stem, "-I" + LLVM_INC, "-I" + d,
                         os.path.join(HERE, "dump.cpp"), "-o", exe, "-L" + LLVM_LIB, "-lLLVM-19",
                         "-Wl,-rpath," + LLVM_LIB], stderr=subprocess.PIPE)
    if cc.returncode:
        err = cc.stderr.decode().splitlines()
        return {k: 0 for k in "IRC"}, [("g++ failed: " + " | ".join(err[:6]), "")]
    cpp = run([exe], stdout=subprocess.PIPE).stdout.decode()
    with open(os.path.join(d, "cpp.txt"), "w") as f:
        f.write(cpp)
    env = dict(os.environ, TDD_DIR=d, CARGO_TARGET_DIR=driver_target, RUSTFLAGS="-C debuginfo=0")
    run(["cargo", "build", "-q", "--release", "--manifest-path", os.path.join(HERE, "driver", "Cargo.toml")], env=env)
    rust = run([os.path.join(driver_target, "release", "target-desc-diff-driver")], stdout=subprocess.PIPE).stdout.decode()
    with open(os.path.join(d, "rust.txt"), "w") as f:
        f.write(rust)
    # LLVM's MC layer answers size 0 for a class whose size depends on the
    # hardware mode; the Rust module answers the default mode's size, so
    # such a class's size is not compared.
    a, b = cpp.splitlines(), rust.splitlines()
    for i, line in enumerate(a):
        if line.startswith("C ") and " size=0 " in line and i < len(b):
            b[i] = SIZE.sub(r"\g<1>0", b[i])
    # Compositions no register witnesses: LLVM's table answers don't-cares
    # there (rows merge where their valid entries agree), so the Rust
    # module's answers (Y lines) need only be among LLVM's.
    ya = {(l.split()[1], t) for l in a if l.startswith("Y ") for t in l.split()[2:]}
    yb = [(l.split()[1], t) for l in b if l.startswith("Y ")for t in l.split()[2:]]
    a = [l for l in a if not l.startswith("Y ")]
    b = [l for l in b if not l.startswith("Y ")]
    counts = {k: sum(1 for l in a if l.startswith(k + " ")) for k in "IRC"}
    diffs = [(x, y) for x, y in zip(a, b) if x != y]
    diffs += [("no Y %s %s" % t, "Y %s %s" % t) for t in yb if t not in ya]
    if len(a) != len(b):
        diffs.append(("%d lines" % len(a), "%d lines" % len(b)))
    return counts, diffs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bin", nargs="?", default=os.path.join(REPO, "target", "release", "tablegen"))
    ap.add_argument("--targets", help="comma-separated root .td stems or target names (default: all)")
    ap.add_argument("--inject", action="store_true")
    ap.add_argument("--keep", metavar="DIR", help="work in DIR and keep it (tables, dumps, the driver's build)")
    args = ap.parse_args()
    want = set(args.targets.split(",")) if args.targets else None
    work = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="target-desc-diff-")
    os.makedirs(work, exist_ok=True)
    driver_target = os.path.join(work, "cargo-target")
    failed = 0
    totals = {"I": 0, "R": 0, "C": 0}
    try:
        for target, root in targets():
            if want and target not in want and root[:-3] not in want:
                continue
            counts, diffs = check(args.bin, target, root, work, driver_target, args.inject)
            for k in totals:
                totals[k] += counts[k]
            verdict = "identical" if not diffs else "%d differences" % len(diffs)
            print("%-12s %6d opcodes %6d registers %5d classes: %s" % (root[:-3], counts["I"], counts["R"],
                                                                        counts["C"], verdict), flush=True)
            for x, y in diffs[:3]:
                print("  C++:  " + x[:300] + "\n  Rust: " + y[:300])
            failed += bool(diffs)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print("target-desc-diff: %d opcodes, %d registers, %d classes; %d target(s) differ"
          % (totals["I"], totals["R"], totals["C"], failed))
    if args.inject:
        if failed:
            print("target-desc-diff --inject: the corrupted entry was caught")
            return 0
        print("target-desc-diff --inject: the corrupted entry was NOT caught")
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
