#!/usr/bin/env python3
"""Differential test of -gen-instr-info, -gen-register-info and
-gen-subtarget against LLVM's own MC layer (issue 16, item 3).

usage: .ci/target-desc-diff/run.py [BIN] [--only A,B] [--inject[=KIND]] [--break-cpp]
                                   [--keep DIR]

For every target of LLVM's build (the -gen-register-info rows of
shared/tools/jobs.tsv; R600 included):
  1. BIN (default target/release/tablegen) writes the C++ tables
     (-gen-instr-info, -gen-register-info, -gen-subtarget) and the Rust
     modules (--rust), parsing the root once (a record cache in the work
     directory);
  2. g++ compiles dump.cpp with the C++ tables against libLLVM-19: LLVM's
     InitXXXMCInstrInfo / InitXXXMCRegisterInfo read them, and MCInstrDesc,
     MCSubRegIndexIterator, MCSuperRegIterator, MCRegUnitMaskIterator and
     MCRegisterClass answer: every opcode's descriptor (operand and def
     counts, size, scheduling class, flags, TSFlags, implicit registers,
     every operand's class, flags, type and constraints), every register's
     encoding, sub-registers with indices, super-registers, units with lane
     masks, every class's size and registers; getNamedOperandIdx for every
     opcode and operand name (W lines: Opcode::named_operand_idx); every
     InstrMapping function of GET_INSTRMAP_INFO on every opcode, per
     combination of its column enums' values (P lines: how many answers
     are not -1, how many are (uint16_t)-1, a hash of the (opcode, answer)
     pairs; instr_map::MAPPINGS); every TIIPredicate of
     GET_INSTRINFO_MC_HELPERS on seven variants of every opcode's operands,
     built from its descriptor (registers of the operand's class,
     immediates 0, 1, -1 and 0x123456789, all immediates, all registers;
     T lines: per predicate and opcode the variants it holds for;
     tii_predicates), with .ci/lib/instr_info_cpp.py's stand-ins for the
     predicates' C++ escapes on both sides; an LLVM assert firing inside a
     predicate (a missing operand, the register of an immediate: undefined
     in a release build) makes the answer undefined, counted, and the Rust
     must answer false there. Then
     MCRegisterInfo's queries
     (the Rust method in brackets):
       O  regsOverlap for every pair of registers (Reg::overlaps), 81M
          pairs on AMDGPU: per register the count of registers it overlaps
          and a 64-bit FNV-1a hash of their numbers, ascending;
       S  getSubReg for every register and index (Reg::sub_reg), the
          non-zero answers, each mapped back by getSubRegIndex
          (Reg::sub_reg_index);
       M  getMatchingSuperReg(sub, idx, C) (Reg::matching_super_reg) for
          every class C, member m and sub-register (idx, sub) of m, and the
          same with the next class as a negative probe when it does not
          hold m; per class the counts and a hash of the answers. A query
          walks sub's super-registers (hundreds on AMDGPU, 8.5M queries
          there, 8 s in C++ and 13 s in Rust): a class whose members have
          more than 2000 sub-registers in all is probed on every stride-th
          member only (all indices still), the stride printed; every class
          of every other target is probed in full;
       D  per DWARF flavour (InitXXXMCRegisterInfo re-run with it as both
          the debug and the EH flavour), getDwarfRegNum(reg, false/true) of
          every register (Reg::dwarf_number: the Rust module has one table
          per flavour, LLVM's debug and EH tables being generated from the
          same numbers) and getLLVMRegNum of each number produced
          (Reg::from_dwarf_number, the number as C++'s unsigned sees it).
     And TargetRegisterInfo's (tri.cpp, its own translation unit: the
     CodeGen headers slow g++ down on the big tables), on a stub subclass
     over the sub-register index tables and composeSubRegIndicesImpl cut
     out of the GET_REGINFO_TARGET_DESC section (tdesc.h; the rest of that
     section needs the target's CodeGen headers), one object per hardware
     mode:
       N  every index's getSubRegIndexName, getSubRegIndexLaneMask and, per
          mode, getSubRegIdxOffset/Size (SubRegIdx::desc, SubRegIdx::range);
       X  composeSubRegIndices(a, b) (SubRegIdx::compose) for every pair
          some register witnesses (R:a has a b sub-register). For the other
          pairs LLVM's table answers don't-cares (the emitter merges rows
          whose valid entries agree: X86's compose(sub_8bit, sub_8bit) is
          sub_8bit), so there (Y lines) the Rust module's non-zero answers
          need only be among LLVM's.
     And MCSubtargetInfo's (sti.cpp, over the GET_SUBTARGETINFO_MC_DESC
     section with its variant resolver cut out: it calls target helpers
     whose headers are not installed; variant resolution is checked by
     .ci/mca-oracle against llvm-mca-19), through
     createXXXMCSubtargetInfoImpl:
       U  every CPU's feature bits and scheduling model (features_for(cpu,
          cpu, ""), Cpu::model, SchedModel::id);
       F  every feature's "+name" set and "+every,...,-name" set
          (features_for: SetImpliedBits and ClearImpliedBits);
       Q  per scheduling model, every class's micro-ops, group flags and,
          for a valid class that is not variant, computeInstrLatency,
          getReciprocalThroughput (the double's bits) and
          getForwardingDelayCycles (SchedModel::latency,
          reciprocal_throughput, forwarding_delay_cycles).
  3. driver/ (cargo) prints the same from the Rust modules;
  4. the two must be equal line for line.
Each target's line counts opcodes, registers, classes, register pairs,
sub-register queries (S, M and X above), DWARF queries, CPUs, feature
strings, scheduling classes (per model), mapping calls and TIIPredicate
evaluations (and how many of those were undefined in C++).
Reports through .ci/lib/checks.py (check `target-desc-diff`, one unit per
root .td stem): --only (alias --targets) takes root stems or target names
(PowerPC for PPC); an unknown name or an empty selection exits 2 before
anything is built. Every target must compare at least its floors
(.ci/floors/target-desc-diff.tsv, one per count of its line: opcodes,
registers, ...; CI_RECORD_FLOORS=1 records them). A harness failure (our
tablegen, g++, the C++ dump or the Rust driver failing, output that cannot
be read) is an error, never a difference.
With --inject[=KIND], one entry of a Rust table is changed first and the
comparison must report a difference (proof that it can); the run passes
only then, and only without harness errors: instrs (the default) an
INSTR_DESCS byte, regs a REG_UNITS byte, subregs a SUB_REGS byte,
composites a COMPOSITES byte, dwarf an LLVM_TO_DWARF number, latency
one more cycle in the subtarget module's first WRITE_LATENCY entry, maps
the first entry of the first relation table (instr_map), tii the first
(in)equality test of the first TIIPredicate, reversed.
With --break-cpp, g++ compiles the C++ side with a forced `#error`
first: the run must fail (also with --inject: a C++ side that does not
compile is a harness error, not a catch).
TDD_TIME=1 makes dump and driver print each part's time on stderr.

Needs g++, libLLVM-19 and its headers (shared/tools/llvm-reference).
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import checks  # noqa: E402
import instr_info_cpp  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(REPO), "shared"))
LLVM = os.path.join(SHARED, "llvm-19", "llvm")
LLVM_INC = "/usr/lib/llvm-19/include"
LLVM_LIB = "/usr/lib/llvm-19/lib"

# An operand-info entry of the C++ table: { class, flags, type, constraints }.
OPERAND = re.compile(r"\{ [^{},]+, [^{},]+, ([A-Za-z_][\w:]*::OPERAND_\w+), [^{}]* \}")


SIZE = re.compile(r"( size=)\d+")

# dump.cpp's and the precompiled header's g++ flags (they must agree).
CXX = ["g++", "-std=c++17", "-O0", "-w"]


def targets():
    out = []
    for line in open(os.path.join(SHARED, "tools", "jobs.tsv")):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 3 and f[2] == "-gen-register-info":
            out.append((f[0], f[1]))
    return out


class HarnessError(Exception):
    """A step of the harness failed (not a difference of the comparison)."""


def run(cmd, **kw):
    """Runs a command; a failure is a HarnessError with its stderr's start."""
    p = subprocess.run(cmd, stderr=subprocess.PIPE, **kw)
    if p.returncode:
        err = p.stderr.decode(errors="replace").strip().splitlines()
        raise HarnessError("`%s` failed (exit %d): %s" % (" ".join(os.path.basename(c) if i == 0 else c
                                                                   for i, c in enumerate(cmd[:3])),
                                                          p.returncode, " | ".join(err[:6])))
    return p


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
    free one."""
    at = inc.index("#ifdef GET_REGINFO_TARGET_DESC")
    sec = inc[at:inc.index("#endif // GET_REGINFO_TARGET_DESC", at)]
    out = []
    for pat in (r"static const char \*SubRegIndexNameTable\[\] = \{.*?\};\n",
                r"static const TargetRegisterInfo::SubRegCoveredBits SubRegIdxRangeTable\[\] = \{.*?\n\};\n",
                r"static const LaneBitmask SubRegIndexLaneMaskTable\[\] = \{.*?\n \};\n"):
        m = re.search(pat, sec, re.S)
        if not m:
            raise HarnessError("no match for %s in the register info" % pat)
        out.append(m.group(0))
    m = re.search(r"unsigned \w+GenRegisterInfo::composeSubRegIndicesImpl\(unsigned IdxA, unsigned IdxB\) const \{\n"
                  r".*?\n\}\n", sec, re.S)
    if m:
        out.append("static unsigned composeImpl(unsigned IdxA, unsigned IdxB) {\n" + m.group(0).split("{\n", 1)[1])
    else:
        out.append("static unsigned composeImpl(unsigned, unsigned) { return 0; }\n")
    return "\n".join(out)


def instr_extras(inc):
    """instrx.h for dump.cpp: instrMaps(), every mapping function of the
    GET_INSTRMAP_INFO section on every opcode, per combination of its
    column enums' values (P lines), and TiiPreds, the TIIPredicates of the
    GET_INSTRINFO_MC_HELPERS section; with the number of mapping calls."""
    enums, fns = instr_info_cpp.mappings(inc)
    sec = instr_info_cpp.section(inc, "GET_INSTRMAP_INFO")
    ns = re.search(r"namespace llvm \{\s*namespace (\w+) \{", sec).group(1) if fns else ""
    out = ["static void instrMaps() {"]
    for name, cols in fns:
        loops = "".join("for (int c%d = 0; c%d < %d; ++c%d) " % (k, k, enums[c], k) for k, c in enumerate(cols))
        args = "".join(", (%s::%s)c%d" % (ns, c, k) for k, c in enumerate(cols))
        fmt = ",".join(["%d"] * len(cols)) if cols else "-"
        vals = "".join(", c%d" % k for k in range(len(cols)))
        out.append("  %s{\n    unsigned n = 0, miss = 0;\n    uint64_t h = FNV_BASIS;" % loops)
        out.append("    for (unsigned Op = 0; Op < %s::INSTRUCTION_LIST_END; ++Op) {\n"
                   "      int R = %s::%s(Op%s);\n      if (R == -1)\n        continue;\n"
                   "      ++n;\n      miss += R == 65535;\n      h = fnv(fnv(h, Op), unsigned(R));\n    }" % (ns, ns, name, args))
        out.append("    printf(\"P %s %s n=%%u miss=%%u h=%%016llx\\n\"%s, n, miss, (unsigned long long)h);\n  }"
                   % (name, fmt, vals))
    out.append("}")
    section = instr_info_cpp.mc_helpers(inc)
    mc = re.search(r"namespace (\w+_MC) \{", section)
    preds = re.findall(r"^bool (\w+)\(const MCInst &MI\) \{", section, re.M)
    out.append("static const std::vector<std::pair<const char *, TiiPred>> TiiPreds = {%s};"
               % ", ".join('{"%s", %s::%s}' % (p, mc.group(1), p) for p in preds))
    return "#include <vector>\n" + "\n".join(out) + "\n"


def driver_extras(module):
    """driver_gen.rs for driver/: maps() over the Rust module's instr_map
    (nothing without one) and tii() over its TIIPredicates (nothing
    without), with the instruction type's Instr implementation and a
    Context answering as stubs.h does."""
    out = []
    if re.search(r"^pub mod instr_map \{", module, re.M):
        out.append("pub fn maps(out: &mut String) {\n"
                   "    let list = crate::instrs::instr_map::MAPPINGS.iter().map(|m| (m.name, m.columns, m.function));\n"
                   "    crate::maps_of(out, list, |e| e.map_or(-1, |e| e.opcode().map_or(65535, |o| i32::from(o.value()))));\n}")
    else:
        out.append("pub fn maps(_: &mut String) {}")
    if re.search(r"^pub fn tii_predicates<", module, re.M):
        out.append("""impl crate::instrs::Instr for crate::Inst {
    type Opcode = crate::instrs::Opcode;
    fn opcode(&self) -> crate::instrs::Opcode {
        self.opcode
    }
    fn num_operands(&self) -> usize {
        self.ops.len()
    }
    fn operand(&self, index: usize) -> Option<crate::instrs::Operand> {
        Some(match *self.ops.get(index)? {
            crate::Op::Reg(r) => crate::instrs::Operand::Reg(r),
            crate::Op::Imm(i) => crate::instrs::Operand::Imm(i),
        })
    }
}

/// The context: .ci/lib/instr_info_cpp.py's stand-ins, as stubs.h.
pub struct Cx;
""")
        out.append(instr_info_cpp.rust_context_impl(module, "crate::instrs", "Cx", "crate::Inst"))
        out.append("pub fn tii(out: &mut String) {\n    crate::tii_of(out, &crate::instrs::tii_predicates::<Cx>(), &Cx);\n}")
    else:
        out.append("pub fn tii(_: &mut String) {}")
    return "\n".join(out) + "\n"


def dwarf_flavours(inc):
    """How many DWARF flavours the MC section maps."""
    flavours = {int(f) for f in re.findall(r"DwarfFlavour(\d+)Dwarf2L\[\] = \{", inc)}
    return max(flavours) + 1 if flavours else 0


# --inject=KIND: the Rust module and table it corrupts.
INJECT = {
    "instrs": ("instrs.rs", "INSTR_DESCS"),
    "regs": ("regs.rs", "REG_UNITS"),
    "subregs": ("regs.rs", "SUB_REGS"),
    "composites": ("regs.rs", "COMPOSITES"),
    "dwarf": ("regs.rs", "LLVM_TO_DWARF"),
    "latency": ("subtarget.rs", "WRITE_LATENCY"),
    "maps": ("instrs.rs", "instr_map"),
    "tii": ("instrs.rs", "eval_"),
}


def inject(path, table):
    """Changes one entry of a table of a Rust module; False if the table is
    empty (nothing to corrupt)."""
    src = open(path).read()
    if table == "eval_":
        # The first TIIPredicate's first test for (in)equality is reversed.
        m = re.search(r"\nfn eval_\w+<", src)
        op = re.compile(r" (==|!=) ").search(src, m.end()) if m else None
        if not op:
            return False
        flipped = " != " if op.group(1) == "==" else " == "
        open(path, "w").write(src[:op.start()] + flipped + src[op.end():])
        return True
    if table == "instr_map":
        # The first relation table's first row: its first column's entry
        # (the third byte of the row; the key's two bytes before it) takes
        # a different value.
        m = re.search(r'pub static \w+_TABLE: &\[u8\] = b"\\\n\s*', src)
        if not m:
            return False
        at = m.end()
        for _ in range(2):
            at += 4 if src[at] == "\\" and src[at + 1] == "x" else 2 if src[at] == "\\" else 1
        old = src[at:at + 4] if src[at:at + 2] == "\\x" else src[at:at + 2] if src[at] == "\\" else src[at]
        new = "\\x7e" if old not in ("\\x7e", "~") else "\\x7d"
        open(path, "w").write(src[:at] + new + src[at + len(old):])
        return True
    # Number tables: the number a pattern's last group matches, plus one.
    numbers = {
        # Entry 1 (after the invalid entry 0): one more cycle.
        "WRITE_LATENCY": r"pub static WRITE_LATENCY: &\[\(i16, u16\)\] = &\[\n    \(0, 0\),\n    \((-?\d+), ",
        # The first (register, number) pair: number + 1.
        "LLVM_TO_DWARF": r"pub static LLVM_TO_DWARF: \[\(u16, i32\); \d+\] = \[\n    \(\d+, (-?\d+)\)",
    }
    if table in numbers:
        m = re.search(numbers[table], src)
        if not m:
            return False
        open(path, "w").write(src[:m.start(1)] + str(int(m.group(1)) + 1) + src[m.end(1):])
        return True
    m = re.search(r'pub static %s: &\[u8\] = b"\\\n    ' % table, src)
    if not m:
        return False
    # A printable or \x.. byte (INSTR_DESCS: the first of its second line,
    # the register tables: the very first): replace it by a different \x
    # escape.
    at = src.index("\n    ", m.end()) + 5 if table == "INSTR_DESCS" else m.end()
    old = src[at:at + 4] if src[at] == "\\" else src[at]
    new = "\\x7e" if old != "\\x7e" and old != "~" else "\\x7d"
    open(path, "w").write(src[:at] + new + src[at + len(old):])
    return True


def mc_subtarget_desc(inc):
    """The GET_SUBTARGETINFO_MC_DESC section of -gen-subtarget's C++, its
    variant resolver's body replaced by `return 0;`: the body calls target
    helpers (X86_MC::hasLockPrefix, AArch64_AM::getShiftValue, ...) whose
    headers LLVM does not install, and sti.cpp resolves no variant (the
    llvm-mca oracle does)."""
    m = re.search(r"#ifdef GET_SUBTARGETINFO_MC_DESC\n(.*?)#endif // GET_SUBTARGETINFO_MC_DESC", inc, re.S)
    section = m.group(1) if m else ""
    return re.sub(r"(unsigned resolveVariantSchedClassImpl\(unsigned SchedClass,\n    const MCInst \*MI, "
                  r"const MCInstrInfo \*MCII, unsigned CPUID\) \{\n).*?\n\}\n(\} // end namespace \w+_MC)",
                  r"\1  return 0;\n}\n\2", section, flags=re.S)


def query_counts(lines):
    """What a dump asked, from LLVM's answers: register pairs (regsOverlap),
    sub-register queries (getSubReg, getSubRegIndex, getMatchingSuperReg,
    composeSubRegIndices), DWARF queries (both directions, debug and EH)."""
    regs = sum(1 for l in lines if l.startswith("O "))
    k = next((l for l in lines if l.startswith("K ")), "K indices=1 modes=0 dwarf-flavours=0").split()
    indices, flavours = int(k[1].split("=")[1]), int(k[3].split("=")[1])
    sub = regs * (indices - 1) + (indices - 1) ** 2
    dwarf = flavours * regs * 2
    for l in lines:
        if l.startswith("S "):
            sub += len(l.split()) - 2
        elif l.startswith("M "):
            m = re.search(r" n=(\d+) .* neg=(\d+) ", l)
            sub += int(m.group(1)) + int(m.group(2)) if m else 0
        elif l.startswith("D "):
            dwarf += sum(1 for t in l.split()[3:] if not t.startswith("-1>"))
    return {"P": regs * regs, "S": sub, "D": dwarf}


def human(n):
    for unit, div in (("G", 10 ** 9), ("M", 10 ** 6), ("k", 10 ** 3)):
        if n >= div:
            return "%.1f%s" % (n / div, unit)
    return str(n)


# What a target's line counts.
KEYS = ("I", "R", "C", "P", "S", "D", "U", "F", "Q", "MAP", "TII", "TIIU")


def cpp_side(bin_path, target, root, work, pch, do_inject, break_cpp):
    """Our tables for one target and LLVM's answers from the C++ ones; in a
    directory of its own, so it can run while another target's driver
    builds. Returns what `rust_side` needs."""
    stem = root[:-3]
    tdir = os.path.join(LLVM, "lib", "Target", target)
    # Six runs on one root: the records are parsed once and then reused.
    inc = ["--record-cache", os.path.join(work, "record-cache"),
           "-I", tdir, "-I", os.path.join(LLVM, "include"), os.path.join(tdir, root)]
    d = os.path.join(work, stem)
    os.makedirs(d, exist_ok=True)
    run([bin_path, "-gen-instr-info", "-o", os.path.join(d, "instrs.inc")] + inc)
    run([bin_path, "-gen-register-info", "-o", os.path.join(d, "regs.inc")] + inc)
    run([bin_path, "-gen-subtarget", "-o", os.path.join(d, "subtarget.inc")] + inc)
    run([bin_path, "--rust", "-gen-instr-info", "-o", os.path.join(d, "instrs.rs")] + inc)
    run([bin_path, "--rust", "-gen-register-info", "-o", os.path.join(d, "regs.rs")] + inc)
    run([bin_path, "--rust", "-gen-subtarget", "-o", os.path.join(d, "subtarget.rs")] + inc)
    with open(os.path.join(d, "sti.inc"), "w") as f:
        f.write(mc_subtarget_desc(open(os.path.join(d, "subtarget.inc")).read()))
    injected = do_inject and inject(os.path.join(d, INJECT[do_inject][0]), INJECT[do_inject][1])
    instrs_inc = open(os.path.join(d, "instrs.inc")).read()
    with open(os.path.join(d, "stubs.h"), "w") as f:
        f.write(instr_info_cpp.cpp_stubs(instr_info_cpp.mc_helpers(instrs_inc)))
    with open(os.path.join(d, "instrx.h"), "w") as f:
        f.write(instr_extras(instrs_inc))
    with open(os.path.join(d, "driver_gen.rs"), "w") as f:
        f.write(driver_extras(open(os.path.join(d, "instrs.rs")).read()))
    with open(os.path.join(d, "optypes.h"), "w") as f:
        f.write(op_types_header(instrs_inc))
    regs_inc = open(os.path.join(d, "regs.inc")).read()
    with open(os.path.join(d, "tdesc.h"), "w") as f:
        f.write(target_desc_header(regs_inc))
    exe = os.path.join(d, "dump")
    # --break-cpp: every translation unit of the C++ side starts with an #error.
    broken = []
    if break_cpp:
        with open(os.path.join(d, "break-cpp.h"), "w") as f:
            f.write('#error "--break-cpp"\n')
        broken = ["-include", os.path.join(d, "break-cpp.h")]
    ns = re.search(r"namespace (\w+) \{\nLLVM_READONLY\nint16_t getNamedOperandIdx", instrs_inc)
    width = re.search(r"static const int16_t OperandMap \[\]\[(\d+)\]", instrs_inc)
    cc = subprocess.run(CXX + broken + ["-DTARGET=" + stem, "-DTNS=" + (ns.group(1) if ns else stem),
                               "-DNUM_OP_NAMES=%su" % (width.group(1) if width else "0"), "-DNUM_DWARF_FLAVOURS=%du" % dwarf_flavours(regs_inc),
                               "-I" + pch, "-I" + LLVM_INC, "-I" + d, os.path.join(HERE, "dump.cpp"),
                               os.path.join(HERE, "tri.cpp"), os.path.join(HERE, "sti.cpp"), "-o", exe, "-L" + LLVM_LIB, "-lLLVM-19",
                         "-Wl,-rpath," + LLVM_LIB], stderr=subprocess.PIPE)
    if cc.returncode:
        err = cc.stderr.decode(errors="replace").splitlines()
        raise HarnessError("g++ failed: " + " | ".join(err[:6]))
    cpp = run([exe], stdout=subprocess.PIPE).stdout.decode()
    # On disk, not returned: this side may run several targets ahead.
    with open(os.path.join(d, "cpp.txt"), "w") as f:
        f.write(cpp)
    return d, injected


def rust_side(prepared, driver_target):
    """The Rust driver built on one target's modules (one build at a time:
    the build directory is shared) and its answers compared with LLVM's."""
    d, injected = prepared
    cpp = open(os.path.join(d, "cpp.txt")).read()
    env = dict(os.environ, TDD_DIR=d, CARGO_TARGET_DIR=driver_target, RUSTFLAGS="-C debuginfo=0")
    run(["cargo", "build", "-q", "--release", "--manifest-path", os.path.join(HERE, "driver", "Cargo.toml")], env=env)
    rust = run([os.path.join(driver_target, "release", "target-desc-diff-driver")], stdout=subprocess.PIPE).stdout.decode()
    with open(os.path.join(d, "rust.txt"), "w") as f:
        f.write(rust)
    # LLVM's MC layer answers size 0 for a class whose size depends on the
    # hardware mode; the Rust module answers the default mode's size, so
    # such a class's size is not compared.
    a, b = cpp.splitlines(), rust.splitlines()
    # TIIPredicate answers LLVM's asserts made undefined (an operand that
    # is not there, the register of an immediate): counted, and dropped,
    # the Rust answering false there (which the T lines check).
    undefined = sum(int(l.split()[2]) for l in a if l.startswith("TU "))
    a = [l for l in a if not l.startswith("TU ")]
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
    counts.update(query_counts(a))
    # Subtarget answers: CPUs, feature strings (two per feature), classes.
    counts.update({k: sum(1 for l in a if l.startswith(p)) for k, p in (("U", "U "), ("F", "F "), ("Q", "Q "))})
    counts["F"] *= 2
    # Mapping calls (every opcode per P line), TIIPredicate evaluations.
    counts["MAP"] = counts["I"] * sum(1 for l in a if l.startswith("P "))
    counts["TII"] = sum(int(l.split("=")[1]) for l in a if l.startswith("TN "))
    counts["TIIU"] = undefined
    diffs = [(x, y) for x, y in zip(a, b) if x != y]
    diffs += [("no Y %s %s" % t, "Y %s %s" % t) for t in yb if t not in ya]
    if len(a) != len(b):
        diffs.append(("%d lines" % len(a), "%d lines" % len(b)))
    return counts, diffs, injected


def precompiled_headers(work):
    """The LLVM headers of dump.cpp (tdd-mc.h) and tri.cpp (tdd-tri.h),
    precompiled once for every target (g++ then reads them about a second
    faster per target); one g++ could not build is read as usual."""
    d = os.path.join(work, "pch")
    os.makedirs(d, exist_ok=True)
    for name, headers in (("tdd-mc.h", ("MC/MCInstrDesc.h", "MC/MCInstrInfo.h", "MC/MCRegisterInfo.h")),
                          ("tdd-tri.h", ("ADT/BitVector.h", "CodeGen/TargetRegisterInfo.h"))):
        h = os.path.join(d, name)
        with open(h, "w") as f:
            f.write("".join('#include "llvm/%s"\n' % x for x in headers))
        subprocess.run(CXX + ["-I" + LLVM_INC, "-x", "c++-header", h, "-o", h + ".gch"], stderr=subprocess.DEVNULL)
    return d


# The kinds of cases a target's line counts, as its floors name them.
KINDS = (("I", "opcodes"), ("R", "registers"), ("C", "classes"), ("P", "register pairs"),
         ("S", "sub-register queries"), ("D", "DWARF queries"), ("U", "CPUs"), ("F", "feature strings"),
         ("Q", "sched classes"), ("MAP", "mapping calls"), ("TII", "TII evaluations"))


def main():
    check = checks.Check("target-desc-diff", unit="target")
    ap = argparse.ArgumentParser()
    ap.add_argument("bin", nargs="?", default=os.path.join(REPO, "target", "release", "tablegen"))
    check.add_arguments(ap, inject=tuple(INJECT))
    # The name CI and people used before --only.
    ap.add_argument("--targets", dest="only", help="an alias of --only")
    ap.add_argument("--keep", metavar="DIR", help="work in DIR and keep it (tables, dumps, the driver's build)")
    args = check.configure(ap.parse_args())
    roots = dict((r[:-3], (t, r)) for t, r in targets())
    # A target's directory name selects its root of the same name, or its
    # only root (PowerPC: PPC).
    aliases = {}
    for stem, (t, _) in roots.items():
        if t not in roots:
            aliases.setdefault(t, stem)
    chosen = [roots[s] for s in check.select(args.only, roots, aliases)]
    work = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="target-desc-diff-")
    os.makedirs(work, exist_ok=True)
    driver_target = os.path.join(work, "cargo-target")
    failed = 0
    totals = dict.fromkeys(KEYS, 0)
    t0 = time.time()
    # The next targets' C++ side (our tablegen, g++, LLVM's answers) runs
    # on the second core while this one's Rust driver builds.
    ahead = concurrent.futures.ThreadPoolExecutor(max_workers=1)
    try:
        pch = precompiled_headers(work)
        os.makedirs(os.path.join(work, "record-cache"), exist_ok=True)
        prepared = [ahead.submit(cpp_side, args.bin, t, r, work, pch, args.inject, args.break_cpp)
                    for t, r in chosen]
        for (target, root), fut in zip(chosen, prepared):
            unit = root[:-3]
            started = time.time()
            try:
                counts, diffs, injected = rust_side(fut.result(), driver_target)
            except (HarnessError, OSError, ValueError, AttributeError, IndexError) as e:
                # AttributeError, IndexError, ValueError: a table or a dump
                # this script could not read.
                check.error(unit, "%s: %s" % (type(e).__name__, e) if not isinstance(e, HarnessError) else str(e))
                continue
            for k in totals:
                totals[k] += counts[k]
            for key, kind in KINDS:
                check.count(unit, counts[key], kind)
            if injected:
                check.injected(unit)
            if diffs:
                check.differ(unit, len(diffs))
            verdict = "identical" if not diffs else "%d differences (%s)" % (
                len(diffs), " ".join(sorted({x.split(" ", 1)[0] for x, _ in diffs})))
            if args.inject and not injected:
                verdict += " (no %s to corrupt)" % INJECT[args.inject][1]
            print("%-12s %6d opcodes %5d registers %4d classes %6s pairs %6s sub-reg %5s DWARF queries "
                  "%4d CPUs %4d feature strings %6s sched classes %6s mapping calls %5s TII evaluations "
                  "(%s undefined): %s (%.0f s)"
                  % (unit, counts["I"], counts["R"], counts["C"], human(counts["P"]), human(counts["S"]),
                     human(counts["D"]), counts["U"], counts["F"], human(counts["Q"]), human(counts["MAP"]),
                     human(counts["TII"]), human(counts["TIIU"]), verdict, time.time() - started), flush=True)
            for x, y in diffs[:3]:
                print("  C++:  " + x[:300] + "\n  Rust: " + y[:300])
            failed += bool(diffs)
    finally:
        # A failure stops the targets queued ahead before their directory goes.
        ahead.shutdown(wait=True, cancel_futures=True)
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print("target-desc-diff: %d opcodes, %d registers, %d classes, %s register pairs, %s sub-register queries, "
          "%s DWARF queries, %d CPUs, %d feature strings, %s scheduling classes (per model), %s mapping calls, "
          "%s TIIPredicate evaluations (%s undefined in C++); %d target(s) differ (%.0f s)"
          % (totals["I"], totals["R"], totals["C"], human(totals["P"]), human(totals["S"]), human(totals["D"]),
             totals["U"], totals["F"], human(totals["Q"]), human(totals["MAP"]), human(totals["TII"]),
             human(totals["TIIU"]), failed, time.time() - t0))
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
