#!/usr/bin/env python3
"""Instruction printing: the `-gen-asm-writer --rust` module's
`print_alias` and `print_instruction` against the C++ `printAliasInstr`
and `printInstruction` of our own `-gen-asm-writer` `.inc` (byte-identical
to llvm-tblgen-19's), both run on the same random instructions with the
same stand-in print methods.

For each selected `-gen-asm-writer` row of $SHARED/tools/jobs.tsv (27
rows, 24 targets: a unit is named after its target, or after its root
where a target has two (AMDGPU, R600), with `/N` for -asmwriternum=N:
X86/1, AArch64/1):

  1. C++: `target/release/tablegen -gen-asm-writer` (with the row's
     options) writes the `.inc`; one driver per unit, compiled with g++
     against LLVM 19's headers (precompiled once per run) and linked with
     libLLVM-19, includes it in a
     stand-in `<Class> : public MCInstPrinter` (the class named by the
     `.inc`'s definitions). The stand-in declares what the `.inc` defines
     (from the definitions themselves) and every print method it calls
     (found in its calls `name(MI, ...` / `name<args>(MI, ...`): each prints
     `<name op modifier>` (then ` @address` in the overloads given the
     address); a template method (`printImmScale<8>`, `printSVERegOp<'b'>`,
     `printImm8OptLsl<int8_t>`, `printExactFPImm<AArch64ExactFPImm::half,
     ...>`) is a variadic template with one explicit specialization per
     argument list the `.inc` uses, printing that text (enumerators named in
     the arguments are declared as such). The `MCOperandPredicate` switch
     (`<Class>ValidateMCOperand`, target C++) gets the stand-in body below.
     The register classes are real: our `-gen-register-info` `.inc`
     (`GET_REGINFO_MC_DESC`) initializes the `MCRegisterInfo` as the
     target's MCTargetDesc does, so that `MRI.getRegClass(ID).contains(Reg)`
     answers; features go through a real `MCSubtargetInfo`
     (`setFeatureBits`), named by our `-gen-subtarget` `.inc`'s enum;
  2. Rust: `tablegen --rust -gen-asm-writer` (and `-gen-register-info
     --rust` per root) modules in one throwaway crate (.ci/lib/throwaway.py);
     the `PrinterHooks` impl of each unit is generated from the module's
     trait: each print method prints `<cppName op modifier>` (the C++ name
     from its doc, ` @address` where the doc's signature takes
     `uint64_t Address`; a lambda's, the call in its body), the k-th
     predicate method is stand-in predicate k, `has_feature` reads the instruction's features and `reg_in_class`
     answers from the register-info module (`RegClass::contains`);
  3. both read the same instructions, written by this script from a fixed
     seed (at least 2,000 per unit): opcodes that have an assembly string
     (a row of OPCODE_PRINT with a program), operands by the instr-info
     `.inc`'s `MCOperandInfo` (a register of the operand's class, sometimes
     0; immediates small, boundary or large), a random feature set over
     the features the alias conditions test; a third of them (where the
     unit has aliases) built from the alias patterns (ALIAS_OPCODES,
     ALIAS_PATTERNS, ALIAS_CONDS) so that most conditions hold (fixed
     registers and immediates, class members, tied registers, features);
     and a few with an operand missing or one too many (safe: the stand-ins
     never read operands, and `matchAliasPatterns` compares the operand
     count before reading any). Each side prints, per instruction,
     `printAliasInstr` if it matches, else `printInstruction` (as LLVM's
     printers do), marked `A` or `P`, and for 64 registers of the target
     `getRegisterName` under each alternate-name index the `.inc`'s
     `getRegisterName` switches on (Rust: `Reg::alt_name`, `asm_name`, and
     the printer module's own `register_name`, which must agree).
     The lines are compared one by one.

A method the `.inc` calls both with and without the address (printOperand
of ARC, ARM and AMDGPU) is two C++ overloads, and two Rust hooks
(`print_operand`, `print_operand_with_address`): the addresses show
that the right one is called.

Stand-in predicate k on an operand: a register r holds when r + k is odd,
an immediate v when v + k is even (wrapping), anything else never.

Units are the rows; counts per unit: `instructions` compared, `aliases`
(instructions the C++ printed through an alias; the Rust count is
printed beside it, a mismatch being differences already) where the unit
has alias patterns, and register `names`; floors in
.ci/floors/printer-diff.tsv (CI_RECORD_FLOORS=1 records them). A tool
that fails, a driver that does not compile or a crate that does not build
is a harness error (.ci/lib/checks.py). No target is excluded.

  --only UNITS   units to run (default: all 27, about 2.5 minutes on 2
                 cores, most of it our tablegen on AMDGPU, RISCV and
                 AArch64); an unknown name or an empty selection exits 2
                 before anything runs.
  --inject       in the first selected unit's generated module, the
                 OPCODE_PRINT row of an opcode the inputs print without an
                 alias gets a mnemonic one byte shorter before the crate is
                 built: the run passes only if the comparison reports it on
                 that unit.
  --break-cpp    the C++ driver gets an `#error`: a harness error, the run
                 fails (under --inject too).

Prints per unit its instructions, aliases printed (C++ and Rust), names,
`identical` or its first differences and the time of its phases (our
tablegen runs, g++, the C++ run), then the crate's build and run time and
the verdict line. Needs g++, LLVM 19's headers and libLLVM-19
(/usr/lib/llvm-19), cargo and LLVM 19's sources ($SHARED/llvm-19/llvm).

usage: .ci/printer-diff.py [--bin target/release/tablegen] [--shared DIR] [--work DIR]
                           [--only UNITS] [--inject] [--break-cpp]
"""

import argparse
import collections
import json
import os
import random
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402
import differential  # noqa: E402
import jobs  # noqa: E402
import throwaway  # noqa: E402

NAME = "printer-diff"
BACKEND = "-gen-asm-writer"
SEED = 19
# Instructions per unit, of which built from alias patterns (units with
# aliases) and with an operand missing or extra; the rest are random.
TOTAL, FROM_ALIASES, MALFORMED = 2100, 700, 60
# About this many registers, evenly spread, are named.
NAMED_REGS = 64
# Differences shown per unit.
SHOW = 5
# Immediates: small, boundary, large.
IMMEDIATES = [0, 1, 2, 3, -1, 7, 8, 15, 16, 31, 255, 4095, -4096, 65535, 1 << 31, -(1 << 31), (1 << 63) - 1,
              -(1 << 63), 0x123456789]

# -- the C++ driver

DRIVER_CPP = r'''// Generated by .ci/printer-diff.py: %(unit)s's printAliasInstr and
// printInstruction, from our -gen-asm-writer .inc, with stand-in print
// methods, on the instructions of the file named by argv[1].
%(break_cpp)s
#include "%(pch)s"

#define GET_INSTRINFO_ENUM
#include "%(instrinfo)s"
#define GET_REGINFO_ENUM
#include "%(reginfo)s"
#define GET_REGINFO_MC_DESC
#include "%(reginfo)s"
%(subtarget)s
namespace llvm {
%(enumerators)s
class %(cls)s : public MCInstPrinter {
public:
  using MCInstPrinter::MCInstPrinter;
  void printInst(const MCInst *, uint64_t, StringRef, const MCSubtargetInfo &, raw_ostream &) override {}
  // What the .inc defines.
%(defined)s
  // Stand-ins for the print methods the .inc calls.
  static void standIn(raw_ostream &O, const char *Name, unsigned OpNo, const char *Modifier) {
    O << '<' << Name << ' ' << OpNo;
    if (Modifier && *Modifier) O << ' ' << Modifier;
    O << '>';
  }
  static void standIn(raw_ostream &O, const char *Name, uint64_t Address, unsigned OpNo, const char *Modifier) {
    standIn(O, Name, OpNo, Modifier);
    O << " @" << Address;
  }
%(methods)s
};
%(specializations)s
} // namespace llvm

using namespace llvm;

// Stand-in MCOperandPredicate K.
static bool standInPredicate(const MCOperand &Op, unsigned K) {
  if (Op.isReg()) return (Op.getReg() + K) %% 2 == 1;
  if (Op.isImm()) return (uint64_t(Op.getImm()) + K) %% 2 == 0;
  return false;
}

#define PRINT_ALIAS_INSTR
#include "%(printer)s"

static std::string escape(const std::string &S) {
  std::string Out;
  for (char C : S) {
    if (C == '\\') Out += "\\\\";
    else if (C == '\n') Out += "\\n";
    else if (C == '\t') Out += "\\t";
    else Out += C;
  }
  return Out;
}

int main(int argc, char **argv) {
  MCAsmInfo MAI;
  MCInstrInfo MII;
  MCRegisterInfo MRI;
  %(init_mri)s(&MRI, 0);
  MCSubtargetInfo STI(Triple("unknown"), "", "", "", {}, {}, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr);
  %(cls)s P(MAI, MII, MRI);
  static const unsigned Alts[] = {%(alts)s};
  std::ifstream In(argv[1]);
  std::string Line;
  while (std::getline(In, Line)) {
    std::istringstream Words(Line);
    std::string Kind, Word;
    Words >> Kind;
    if (Kind == "N") {
      unsigned Reg, K;
      Words >> Reg >> K;
      std::printf("%%s\n", escape(%(reg_name)s).c_str());
      continue;
    }
    uint64_t Address;
    unsigned Opcode;
    std::string Features;
    Words >> Address >> Opcode >> Features;
    FeatureBitset Bits;
    std::istringstream FeatureWords(Features);
    for (std::string F; std::getline(FeatureWords, F, ',');)
      if (F != "-") Bits.set(std::stoul(F));
    STI.setFeatureBits(Bits);
    MCInst MI;
    MI.setOpcode(Opcode);
    while (Words >> Word) {
      if (Word[0] == 'r') MI.addOperand(MCOperand::createReg(std::stoul(Word.substr(1))));
      else MI.addOperand(MCOperand::createImm(std::stoll(Word.substr(1))));
    }
    std::string S;
    raw_string_ostream OS(S);
    bool Alias = %(alias_call)s;
    if (!Alias) P.printInstruction(%(print_args)s);
    OS.flush();
    std::printf("%%c%%s\n", Alias ? 'A' : 'P', escape(S).c_str());
  }
  return 0;
}
'''

# What every driver includes first, precompiled once per run.
PCH = r'''// Generated by .ci/printer-diff.py: the headers of every driver.
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
'''

# A print method's four overloads (without and with the address, without
# and with the subtarget); %(t)s is the template head of a template method.
OVERLOADS = [
    "const MCInst *MI, unsigned OpNo, raw_ostream &O, const char *Modifier",
    "const MCInst *MI, uint64_t Address, unsigned OpNo, raw_ostream &O, const char *Modifier",
    "const MCInst *MI, unsigned OpNo, const MCSubtargetInfo &STI, raw_ostream &O, const char *Modifier",
    "const MCInst *MI, uint64_t Address, unsigned OpNo, const MCSubtargetInfo &STI, raw_ostream &O, "
    "const char *Modifier",
]

TYPE_ARG = re.compile(r"^(u?int(8|16|32|64)_t|bool|char|short|int|long|unsigned|float|double)$")


def normal(text):
    """A print method's text without spaces: `printTypedVectorList<0, 'b'>`
    and `<0,'b'>` are one specialization, which prints one text."""
    return text.replace(" ", "")


def stand_in_body(params, text):
    """The body of a stand-in print method printing `text` (and the address
    in the overloads given one)."""
    address = "Address, " if "Address" in params else ""
    return "{ standIn(O, %s, %sOpNo, Modifier); }" % (json.dumps(text), address)


def defined_methods(inc, cls):
    """{name: declaration} of what the .inc defines of `cls`."""
    defined = collections.OrderedDict()
    for m in re.finditer(r"^([^\n;{}#/]*?)\b%s::\s*(\w+)\(([^)]*)\)\s*\{" % cls, inc, re.M | re.S):
        ret, name, params = m.group(1).strip(), m.group(2), " ".join(m.group(3).split())
        defined.setdefault(name, "  %s %s(%s);" % (ret, name, params))
    return defined


def called_methods(inc, defined):
    """The print methods the .inc calls: {name: [its template argument
    lists, None for a plain call]}."""
    calls = collections.OrderedDict()
    for m in re.finditer(r"\b([A-Za-z_]\w*)(<[^<>()]*>)?\(MI\b", inc):
        name, targs = m.group(1), m.group(2) and normal(m.group(2))
        if name in defined or name == "matchAliasPatterns":
            continue
        lists = calls.setdefault(name, [])
        if targs not in lists:
            lists.append(targs)
    return calls


def template_head(targs):
    """A variadic template taking every argument list of `targs`: of types
    (`<int8_t>`) or of values (`<8>`, `<'b'>`, `<AArch64ExactFPImm::half>`)."""
    args = [a.strip() for t in targs for a in t[1:-1].split(",") if a.strip()]
    return "template <typename...>" if args and all(TYPE_ARG.match(a) for a in args) else "template <auto...>"


def enumerators(calls, inc, reg_namespace):
    """Declarations of the enumerators template arguments name (`NS::name`,
    each NS an enum of its names), and of the target's name as a namespace
    where the .inc names register classes in it but the registers have
    their own (Sparc: SP), as the target's printer makes up for."""
    names = collections.OrderedDict()
    for t in (t for lists in calls.values() for t in lists if t):
        for ns, name in re.findall(r"\b(\w+)::(\w+)\b", t):
            if name not in names.setdefault(ns, []):
                names[ns].append(name)
    out = ["namespace %s { enum : int { %s }; }" % (ns, ", ".join(n)) for ns, n in names.items()]
    for ns in sorted(set(re.findall(r"K_RegClass, (\w+)::", inc)) - {reg_namespace}):
        out.append("namespace %s { using namespace %s; }" % (ns, reg_namespace))
    return "\n".join(out)


def cpp_class(inc, cls, break_cpp, paths, alts):
    """The driver's source fields: the stand-in class of the .inc's `cls`."""
    defined = defined_methods(inc, cls)
    calls = called_methods(inc, defined)
    methods, specializations = [], []
    for name, lists in calls.items():
        if None in lists:
            for o in OVERLOADS:
                methods.append("  void %s(%s = nullptr) %s" % (name, o, stand_in_body(o, name)))
        templated = [t for t in lists if t is not None]
        for o in OVERLOADS if templated else ():
            methods.append("  %s void %s(%s = nullptr);" % (template_head(templated), name, o))
            specializations += ["template <> void %s::%s%s(%s) %s"
                                % (cls, name, t, o, stand_in_body(o, name + t)) for t in templated]
    return dict(
        paths, cls=cls, defined="\n".join(defined.values()), methods="\n".join(methods),
        specializations="\n".join(specializations), enumerators=enumerators(calls, inc, paths["reg_namespace"]),
        break_cpp="#error --break-cpp: the C++ side is broken on purpose" if break_cpp else "",
        alts=", ".join(alts) or "0")


def call_args(inc, cls, name):
    """The arguments the driver passes to the .inc's `cls::name`, by the
    names of its parameters."""
    m = re.search(r"\b%s::\s*%s\(([^)]*)\)" % (cls, name), inc)
    names = [p.split()[-1].lstrip("*&") for p in m.group(1).split(",")]
    value = {"MI": "&MI", "Address": "Address", "STI": "STI", "O": "OS", "OS": "OS"}
    return ", ".join(value[n] for n in names)


def stand_in_predicate(k, kind, value):
    """The stand-in MCOperandPredicate k, as both drivers compute it."""
    if kind == "r":
        return (value + k) % 2 == 1
    return (value + k) % 2 == 0


def validate_stand_in(inc):
    """The .inc with its MCOperandPredicate switch (target C++) replaced by
    the stand-in predicates."""
    return re.sub(r"^(static bool \w+ValidateMCOperand\([^)]*\)) \{\n.*?^\}\n",
                  lambda m: m.group(1) + " {\n  return standInPredicate(MCOp, PredicateIndex);\n}\n",
                  inc, flags=re.M | re.S)


# -- the Rust driver

MAIN_RS = r'''//! Generated by .ci/printer-diff.py: every unit's print_alias and
//! print_instruction, with stand-in print methods, on the instructions of
//! the file named by each unit's argument.
#![allow(unused_variables)]
use std::fmt::Write as _;
use std::io::Write as _;

use tablegen_runtime::mc::{Inst, Operand};

%(modules)s

/// A stand-in print method.
fn stand_in(out: &mut dyn core::fmt::Write, name: &str, op: u32, modifier: &str, address: Option<u64>) -> core::fmt::Result {
    write!(out, "<{name} {op}")?;
    if !modifier.is_empty() {
        write!(out, " {modifier}")?;
    }
    out.write_str(">")?;
    if let Some(a) = address {
        write!(out, " @{a}")?;
    }
    Ok(())
}

/// Stand-in MCOperandPredicate `k`.
fn predicate(k: u32, op: &Operand) -> bool {
    match *op {
        Operand::Reg(r) => (r.wrapping_add(k)) %% 2 == 1,
        Operand::Imm(v) => ((v as u64).wrapping_add(u64::from(k))) %% 2 == 0,
        _ => false,
    }
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('\n', "\\n").replace('\t', "\\t")
}

/// An instruction line: its address, features and instruction.
fn parse(line: &str) -> (u64, Vec<u32>, Inst<u32>) {
    let mut words = line.split(' ').skip(1);
    let address = words.next().unwrap().parse().unwrap();
    let mut inst = Inst::new(words.next().unwrap().parse().unwrap());
    let features = words.next().unwrap();
    let features = if features == "-" { Vec::new() } else { features.split(',').map(|f| f.parse().unwrap()).collect() };
    for w in words {
        match &w[..1] {
            "r" => inst.push(Operand::Reg(w[1..].parse().unwrap())),
            _ => inst.push(Operand::Imm(w[1..].parse().unwrap())),
        }
    }
    (address, features, inst)
}

/// A name line: the register and the alternate-name index.
fn name_query(line: &str) -> (u16, usize) {
    let mut words = line.split(' ').skip(1);
    (words.next().unwrap().parse().unwrap(), words.next().unwrap().parse().unwrap())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
%(calls)s
    out.flush().unwrap();
}
'''

UNIT_RS = r'''#[allow(dead_code, clippy::all)]
mod %(m)s {
    #[allow(dead_code)]
    pub mod printer {
        include!(%(rs)s);
    }
    use printer::{Inst, Operand};

    pub struct Hooks {
        pub features: Vec<u32>,
    }

    impl printer::PrinterHooks for Hooks {
%(hooks)s
    }

    /// The line of one input line.
    pub fn answer(line: &str) -> String {
        if line.starts_with('N') {
            let (reg, k) = crate::name_query(line);
            const ALTS: [&str; %(n_alts)d] = %(alts)s;
            let name = crate::%(r)s::Reg::from_value(reg).and_then(|r| %(reg_name)s);
            // The printer module's own table must answer the same.
            if printer::register_name(u32::from(reg), %(alt_number)s) != name {
                return String::from("<printer::register_name differs from Reg::alt_name>");
            }
            return crate::escape(name.unwrap_or(""));
        }
        let (address, features, inst) = crate::parse(line);
        let mut hooks = Hooks { features };
        let mut s = String::new();
        match printer::print_alias(&inst, address, &mut hooks, &mut s) {
            Ok(true) => format!("A{}", crate::escape(&s)),
            Ok(false) => match printer::print_instruction(&inst, address, &mut hooks, &mut s) {
                Ok(()) => format!("P{}", crate::escape(&s)),
                Err(e) => format!("P{}<error: {e}>", crate::escape(&s)),
            },
            Err(e) => format!("A{}<error: {e}>", crate::escape(&s)),
        }
    }
}
'''

REGS_RS = r'''#[allow(dead_code, clippy::all)]
mod %(r)s {
    include!(%(rs)s);
}
'''

CALLS = r'''    if let Some(path) = args.iter().find_map(|a| a.strip_prefix("%(u)s=")) {
        for line in std::fs::read_to_string(path).unwrap().lines() {
            writeln!(out, "%(u)s\t{}", %(m)s::answer(line)).unwrap();
        }
    }
'''


def hooks_impl(module_text, r):
    """The items of a module's PrinterHooks impl, generated from its trait
    (`r`: the register-info module). A print method whose C++ is a lambda
    (AMDGPU's `[this](...) { printNamedBit(MI, OpNo, O, "clamp"); }`)
    prints as the call in its body."""
    trait = re.search(r"^pub trait PrinterHooks \{\n(.*?)^\}\n", module_text, re.M | re.S).group(1)
    items, k = [], 0
    for m in re.finditer(r"((?:    ///[^\n]*\n)*)    fn (\w+)(\(.*?\)) -> ([\w:]+)(;|\s*\{)", trait, re.S):
        doc, rust, params, ret, end = m.groups()
        if end != ";":
            continue  # a default method (print_special): kept
        sig = "        fn %s%s -> %s" % (rust, params, ret)
        c = re.search(r"C\+\+ `void (.*)\((const MCInst \*MI, [^()]*)\)`", doc.replace("\n    /// ", " "))
        if rust.endswith("_operand_predicate"):
            k += 1
            items.append("%s {\n            crate::predicate(%d, op)\n        }" % (sig, k))
        elif rust == "has_feature":
            items.append("%s {\n            self.features.contains(&bit)\n        }" % sig)
        elif rust == "reg_in_class":
            items.append("%s {\n            match (u16::try_from(class).ok().and_then(crate::%s::RegClass::from_value),\n"
                         "                   u16::try_from(reg).ok().and_then(crate::%s::Reg::from_value)) {\n"
                         "                (Some(c), Some(r)) => c.contains(r),\n                _ => false,\n"
                         "            }\n        }" % (sig, r, r))
        elif c:
            cpp, modifier = normal(c.group(1)), "modifier"
            body = re.match(r"\[this\]\(.*?\{ *([\w<>,']+)\(MI, OpNo, (?:STI, )?O(?:, \"([^\"]*)\")?\);", c.group(1))
            if body:
                cpp, modifier = normal(body.group(1)), json.dumps(body.group(2) or "")
            address = "Some(address)" if "uint64_t Address" in c.group(2) else "None"
            items.append("%s {\n            crate::stand_in(out, %s, op, %s, %s)\n        }"
                         % (sig, json.dumps(cpp), modifier, address))
        else:
            raise ValueError("PrinterHooks::%s: neither a print method nor a known hook" % rust)
    return "\n".join(items)


# -- the units


class Unit:
    """One -gen-asm-writer row."""

    def __init__(self, target, root, extra, name):
        self.target, self.root, self.extra, self.name = target, root, extra, name

    def args(self, llvm):
        return jobs.td_args(llvm, self.target, self.root)

    def module(self):
        return "t_" + re.sub(r"[^a-z0-9]+", "_", self.name.lower()).strip("_")

    def regs(self):
        """The register-info module's name, one per root."""
        return "r_" + re.sub(r"[^a-z0-9]+", "_", os.path.splitext(self.root)[0].lower())


def units(shared):
    rows = [(t, r, extra) for t, r, flag, extra in jobs.rows(shared) if flag == BACKEND]
    roots = collections.Counter(t for t, _, _ in {(t, r, "") for t, r, _ in rows})
    out = []
    for t, r, extra in rows:
        name = t if roots[t] == 1 else os.path.splitext(r)[0]
        num = [a.split("=", 1)[1] for a in extra if a.startswith("-asmwriternum=")]
        out.append(Unit(t, r, extra, name + ("/" + num[0] if num and num[0] != "0" else "")))
    return out


def section(text, name):
    """The `#ifdef NAME` ... `#endif // NAME` block of an .inc."""
    m = re.search(r"^#ifdef %s\n.*?^#endif // %s\n" % (name, name), text, re.M | re.S)
    if not m:
        raise ValueError("no %s section" % name)
    return m.group(0)


class Target:
    """What the inputs are drawn from: registers and classes (reg-info
    .inc), operands per opcode (instr-info .inc), printable opcodes and
    alias patterns (the Rust module, read before any fault is injected)."""

    def __init__(self, reginfo, instrinfo, module):
        enum = section(reginfo, "GET_REGINFO_ENUM")
        regs = re.search(r"enum[^{]*\{\n(.*?)\};", enum, re.S).group(1)
        self.regs = {m.group(1): int(m.group(2)) for m in re.finditer(r"^\s+(\w+)\s*=\s*(\d+),", regs, re.M)}
        self.class_ids = {m.group(1): int(m.group(2)) for m in re.finditer(r"^\s+(\w+)RegClassID\s*=\s*(\d+),", enum, re.M)}
        desc = section(reginfo, "GET_REGINFO_MC_DESC")
        self.classes = {}
        for m in re.finditer(r"^  const MCPhysReg (\w+)\[\] = \{\n(.*?)\};", desc, re.M | re.S):
            if m.group(1) in self.class_ids:
                self.classes[self.class_ids[m.group(1)]] = [self.regs[n] for n in re.findall(r"\w+::(\w+)", m.group(2))]
        self.num_regs = max(self.regs.values()) + 1
        self.operands = self._operands(section(instrinfo, "GET_INSTRINFO_MC_DESC"))
        rows = re.search(r"pub static OPCODE_PRINT: [^\n]*\n(.*?)^\];", module, re.M | re.S).group(1)
        self.printable = [i for i, m in enumerate(re.finditer(r"^    \((\d+), (\d+), (\d+)\),", rows, re.M))
                          if int(m.group(3)) != 65535]
        self.mnemonic_len = {i: int(m.group(2)) for i, m in enumerate(re.finditer(r"^    \((\d+), (\d+), (\d+)\),", rows, re.M))}
        table = lambda name: re.search(r"pub static %s: [^\n]*\n(.*?)^\];" % name, module, re.M | re.S).group(1)
        opcodes = [tuple(map(int, t)) for t in re.findall(r"^    \((\d+), (\d+), (\d+)\),", table("ALIAS_OPCODES"), re.M)]
        patterns = [tuple(map(int, t))
                    for t in re.findall(r"^    \((\d+), (\d+), (\d+), (\d+)\),", table("ALIAS_PATTERNS"), re.M)]
        conds = re.findall(r"AliasCond::(\w+)(?:\((-?\d+)\))?", table("ALIAS_CONDS"))
        conds = [(kind, int(v) if v else None) for kind, v in conds]
        # (opcode, operands, conditions) of every alias pattern.
        self.aliases = []
        for opcode, first, count in opcodes:
            for string, cond_start, operands, n in patterns[first:first + count]:
                self.aliases.append((opcode, operands, conds[cond_start:cond_start + n]))
        self.features = sorted({v for kind, v in conds if kind.endswith("Feature") and v is not None})

    @staticmethod
    def _operands(desc):
        """{opcode: [(kind, class)]}: `r` with a class id (None: any) or
        `i`, from the MCInstrDesc rows and the MCOperandInfo table."""
        infos = []
        table = re.search(r"^  \}, \{\n(.*?)^  \}, \{", desc, re.M | re.S)
        for m in re.finditer(r"\{ (-?\d+|[\w:]+), [^,]*, MCOI::(\w+), [^}]*\}", table.group(1) if table else ""):
            cls, kind = m.group(1), m.group(2)
            if cls != "-1":
                infos.append(("r", cls))
            elif kind == "OPERAND_REGISTER":
                infos.append(("r", None))
            else:
                infos.append(("i", None))
        out = {}
        for m in re.finditer(r"^    \{ (\d+),\t(\d+),\t[^\n]*?ImpOpBase \+ \d+,\t(\d+),", desc, re.M):
            opcode, n, offset = int(m.group(1)), int(m.group(2)), int(m.group(3))
            out[opcode] = infos[offset:offset + n]
        return out

    def class_of(self, cls):
        """The members of a class named `NS::NameRegClassID` or numbered."""
        if cls is None:
            return None
        if cls.isdigit():
            return self.classes.get(int(cls))
        return self.classes.get(self.class_ids.get(cls.split("::")[-1][:-len("RegClassID")]))


def operand(rng, t, kind, cls):
    """A random operand (`r<n>` or `i<n>`) of a kind and class."""
    if kind == "r":
        members = t.class_of(cls)
        if rng.random() < 0.05:
            return "r0"
        if members and rng.random() < 0.9:
            return "r%d" % rng.choice(members)
        return "r%d" % rng.randrange(1, t.num_regs)
    if rng.random() < 0.6:
        return "i%d" % rng.choice(IMMEDIATES)
    return "i%d" % rng.randrange(-100, 1000)


def random_features(rng, t):
    return [f for f in t.features if rng.random() < 0.5]


def from_alias(rng, t, opcode, count, conds):
    """An instruction of an alias pattern whose conditions mostly hold:
    (operands, features)."""
    kinds = t.operands.get(opcode, [])
    ops = [operand(rng, t, *(kinds[i] if i < len(kinds) else ("i", None))) for i in range(count)]
    features = set(random_features(rng, t))
    i = 0
    for kind, v in conds:
        hold = rng.random() < 0.92
        if kind in ("Feature", "OrFeature"):
            (features.add if hold else features.discard)(v)
            continue
        if kind in ("NegFeature", "OrNegFeature"):
            (features.discard if hold else features.add)(v)
            continue
        if kind == "EndOrFeatures":
            continue
        if i < count and hold:
            if kind == "Imm":
                ops[i] = "i%d" % v
            elif kind == "Reg":
                ops[i] = "r%d" % v
            elif kind == "RegClass" and t.classes.get(v):
                ops[i] = "r%d" % rng.choice(t.classes[v])
            elif kind == "TiedReg" and v < count and ops[v].startswith("r"):
                ops[i] = ops[v]
            elif kind == "Custom":
                k, value = ops[i][0], int(ops[i][1:])
                if not stand_in_predicate(v, k, value) and k == "i":
                    ops[i] = "i%d" % (value + 1)
        i += 1
    return ops, sorted(features)


def instructions(rng, t):
    """The input lines: instructions (`I address opcode features op...`)
    and register names (`N reg alt`); the number of alias-built ones."""
    lines = []

    def emit(opcode, ops, features):
        address = rng.choice([0, 4, 0x1000, rng.randrange(1 << 32)])
        lines.append(" ".join(["I", str(address), str(opcode), ",".join(map(str, features)) or "-"] + ops))

    printable = [o for o in t.printable if o in t.operands]
    for _ in range(TOTAL - MALFORMED - (FROM_ALIASES if t.aliases else 0)):
        opcode = rng.choice(printable)
        emit(opcode, [operand(rng, t, *k) for k in t.operands[opcode]], random_features(rng, t))
    built = 0
    if t.aliases:
        for _ in range(FROM_ALIASES):
            opcode, count, conds = rng.choice(t.aliases)
            ops, features = from_alias(rng, t, opcode, count, conds)
            emit(opcode, ops, features)
            built += 1
    for _ in range(MALFORMED):
        if t.aliases and rng.random() < 0.5:
            opcode, count, conds = rng.choice(t.aliases)
            ops, features = from_alias(rng, t, opcode, count, conds)
        else:
            opcode = rng.choice(printable)
            ops, features = [operand(rng, t, *k) for k in t.operands[opcode]], random_features(rng, t)
        if ops and rng.random() < 0.5:
            ops.pop(rng.randrange(len(ops)))
        else:
            ops.append(operand(rng, t, "i", None))
        emit(opcode, ops, features)
    return lines, built


def name_lines(t, alts):
    step = max(1, t.num_regs // NAMED_REGS)
    return ["N %d %d" % (r, k) for r in range(1, t.num_regs, step) for k in range(max(len(alts), 1))]


def alt_names(inc, cls):
    """The alternate-name indices `cls::getRegisterName` switches on
    (`NS::Name`), or [] where it takes none."""
    m = re.search(r"\b%s::\s*getRegisterName\(MCRegister Reg, unsigned AltIdx\) \{\n(.*?)^\}\n" % cls, inc, re.M | re.S)
    if not m:
        return []
    return list(dict.fromkeys(re.findall(r"^  case (\w+::\w+):", m.group(1), re.M)))


def inject_fault(path, t, lines):
    """--inject: the OPCODE_PRINT row of the first opcode the inputs print
    without an alias pattern gets a mnemonic one byte shorter. Returns what
    changed."""
    aliased = {o for o, _, _ in t.aliases}
    opcodes = [int(line.split()[2]) for line in lines if line.startswith("I ")]
    target = next((o for o in opcodes if o not in aliased and t.mnemonic_len.get(o, 0) > 0), None)
    if target is None:
        raise ValueError("--inject: no input opcode without aliases has a mnemonic")
    with open(path) as f:
        text = f.read()
    start = text.index("pub static OPCODE_PRINT")
    rows = list(re.compile(r"^    \((\d+), (\d+), (\d+)\),[^\n]*", re.M).finditer(text, start))
    m = rows[target]
    text = text[:m.start(2)] + str(int(m.group(2)) - 1) + text[m.end(2):]
    with open(path, "w") as f:
        f.write(text)
    return "opcode %d's mnemonic length %s -> %d (%s)" % (target, m.group(2), int(m.group(2)) - 1,
                                                         m.group(0).split("// ")[-1])


# -- the run


def main():
    check = checks.Check(NAME, unit="row")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args = differential.parse_arguments(check, ap, NAME, inject=("mnemonic",))
    every = units(args.shared)
    chosen = set(check.select(args.only, [u.name for u in every]))
    selected = [u for u in every if u.name in chosen]
    llvm = os.path.join(os.path.abspath(args.shared), "llvm-19", "llvm")
    work = os.path.abspath(args.work)
    if not differential.have_tablegen(check, args.bin, [u.name for u in selected]):
        return check.finish()
    gen = differential.fresh_dir(os.path.join(work, "gen"))
    cache = os.path.join(work, "record-cache")

    def tablegen(u, flags, out):
        return throwaway.measure([args.bin] + flags + ["--record-cache", cache] + u.args(llvm) + ["-o", out])

    def run_all(u, steps, r):
        """Our tablegen for each (flags, file) of `steps`; the failure, if any."""
        for flags, out in steps:
            run = tablegen(u, flags, out)
            r["tablegen"] += run.seconds
            if not run.ok:
                return run.failure()
        return None

    def generate_root(u):
        """What a root's units share: the register and instruction tables
        (X86 and X86/1 are one root). A dict of its files, or its error."""
        base = os.path.join(gen, u.regs())
        r = {"tablegen": 0.0, "reginfo": base + ".reginfo.inc", "instrinfo": base + ".instrinfo.inc",
             "regs_rs": base + ".regs.rs"}
        r["error"] = run_all(u, [(["-gen-register-info"], r["reginfo"]), (["-gen-instr-info"], r["instrinfo"]),
                                 (["--rust", "-gen-register-info"], r["regs_rs"])], r)
        return r

    def generate(u, root):
        """A dict: the unit's files, inputs and timings, or its error."""
        base = os.path.join(gen, u.name.replace("/", "_"))
        r = {"unit": u, "tablegen": 0.0, "root_tablegen": root["tablegen"], "gxx": 0.0, "error": root["error"]}
        if r["error"]:
            return r
        files = dict(root, rs=base + ".rs", printer=base + ".printer.inc", subtarget=base + ".subtarget.inc")
        r["error"] = run_all(u, [(["--rust", BACKEND] + u.extra, files["rs"]), ([BACKEND] + u.extra, files["printer"])], r)
        if r["error"]:
            return r
        texts = {}
        for key in ("rs", "printer", "reginfo", "instrinfo"):
            with open(files[key]) as f:
                texts[key] = f.read()
        needs_features = re.search(r"K_(Or)?(Neg)?Feature\b", texts["printer"]) is not None
        if needs_features:
            r["error"] = run_all(u, [(["-gen-subtarget"], files["subtarget"])], r)
            if r["error"]:
                return r
        try:
            cls = re.search(r"^void (\w+)::printInstruction\(", texts["printer"], re.M).group(1)
            t = Target(texts["reginfo"], texts["instrinfo"], texts["rs"])
            alts = alt_names(texts["printer"], cls)
            init = re.search(r"static inline void (Init\w+MCRegisterInfo)\(", texts["reginfo"]).group(1)
            printer_inc = base + ".printer.standin.inc"
            with open(printer_inc, "w") as f:
                f.write(validate_stand_in(texts["printer"]))
            has_alias = re.search(r"\b%s::printAliasInstr\(" % cls, texts["printer"]) is not None
            paths = {"unit": u.name, "pch": pch, "reginfo": files["reginfo"], "instrinfo": files["instrinfo"],
                     "printer": printer_inc, "init_mri": init,
                     "reg_namespace": re.search(r"^namespace (?!llvm\b)(\w+) \{", section(texts["reginfo"], "GET_REGINFO_ENUM"),
                                                re.M | re.S).group(1),
                     "subtarget": "#define GET_SUBTARGETINFO_ENUM\n#include \"%s\"\n" % files["subtarget"]
                     if needs_features else "",
                     "reg_name": "P.getRegisterName(Reg, Alts[K])" if alts else "P.getRegisterName(Reg)",
                     "alias_call": "P.printAliasInstr(%s)" % call_args(texts["printer"], cls, "printAliasInstr")
                     if has_alias else "false",
                     "print_args": call_args(texts["printer"], cls, "printInstruction")}
            fields = cpp_class(texts["printer"], cls, check.break_cpp, paths, alts)
            hooks = hooks_impl(texts["rs"], u.regs())
        except (ValueError, AttributeError, KeyError) as e:
            return dict(r, error="reading the generated files: %s: %s" % (type(e).__name__, e))
        rng = random.Random("%s/%s" % (SEED, u.name))
        lines, built = instructions(rng, t)
        lines += name_lines(t, alts)
        insts = base + ".insts"
        with open(insts, "w") as f:
            f.write("\n".join(lines) + "\n")
        cpp = base + ".cpp"
        with open(cpp, "w") as f:
            f.write(DRIVER_CPP % fields)
        exe = base + ".cpp-driver"
        built_cpp = differential.gxx(cpp, exe, llvm=True)
        r["gxx"] = built_cpp.seconds
        if not built_cpp.ok:
            return dict(r, error="g++: " + built_cpp.failure())
        return dict(r, files=files, target=t, lines=lines, built=built, alts=alts, hooks=hooks,
                    exe=exe, insts=insts)

    started = time.monotonic()
    pch = os.path.join(gen, "printer-diff.h")
    with open(pch, "w") as f:
        f.write(PCH)
    with ThreadPoolExecutor(max_workers=min(2, os.cpu_count() or 1)) as pool:
        header = pool.submit(throwaway.measure, differential.GXX_LLVM + ["-x", "c++-header", pch, "-o", pch + ".gch"])
        by_root = {u.regs(): u for u in selected}
        roots = dict(zip(by_root, pool.map(generate_root, by_root.values())))
        if not header.result().ok:
            print("%s: the precompiled header failed (the drivers parse it each): %s"
                  % (NAME, header.result().failure()), flush=True)
        done = list(pool.map(lambda u: generate(u, roots[u.regs()]), selected))
    ready = []
    for d in done:
        if d["error"]:
            check.error(d["unit"].name, d["error"])
        else:
            ready.append(d)
    print("%s: %d units generated in %.1f s (our tablegen %.1f s, g++ %.1f s with a precompiled header of %.1f s; "
          "summed over 2 workers)" % (NAME, len(ready), time.monotonic() - started,
                                      sum(d["tablegen"] for d in roots.values()) + sum(d["tablegen"] for d in done),
                                      sum(d["gxx"] for d in done), header.result().seconds), flush=True)
    if not ready:
        return check.finish()
    if check.inject:
        d = ready[0]
        if not differential.inject(check, NAME, d["unit"].name,
                                   lambda: inject_fault(d["files"]["rs"], d["target"], d["lines"])):
            return check.finish()

    regs = collections.OrderedDict((d["unit"].regs(), d["files"]["regs_rs"]) for d in ready)
    modules = "".join(REGS_RS % {"r": r, "rs": json.dumps(rs)} for r, rs in regs.items())
    for d in ready:
        u, alts = d["unit"], d["alts"]
        names = [a.split("::")[-1] for a in alts]
        modules += UNIT_RS % {
            "m": u.module(), "rs": json.dumps(d["files"]["rs"]), "r": u.regs(), "hooks": d["hooks"],
            "n_alts": len(names), "alts": json.dumps(names),
            "reg_name": "crate::%s::RegAltName::from_name(ALTS[k]).and_then(|a| r.alt_name(a))" % u.regs()
            if alts else "r.asm_name()",
            "alt_number": "crate::%s::RegAltName::from_name(ALTS[k]).map_or(u32::MAX, |a| u32::from(u16::from(a)))"
            % u.regs() if alts else "0"}
    calls = "".join(CALLS % {"m": d["unit"].module(), "u": d["unit"].name} for d in ready)
    names = [d["unit"].name for d in ready]
    crate = differential.build_crate(check, NAME, work, MAIN_RS % {"modules": modules, "calls": calls}, names,
                                     "%d printer and %d register modules" % (len(ready), len(regs)))
    if crate is None:
        return check.finish()
    run = throwaway.measure([crate.exe()] + ["%s=%s" % (d["unit"].name, d["insts"]) for d in ready])
    print("%s: the Rust driver ran %d units in %.1f s" % (NAME, len(ready), run.seconds), flush=True)
    if not run.ok:
        for u in names:
            check.error(u, run.failure())
        return check.finish()
    ours = differential.answers_by_unit(run.stdout)
    for d in ready:
        compare(check, d, ours.get(d["unit"].name, []))
    return check.finish()


def compare(check, d, got):
    """Runs a unit's C++ driver and compares its lines with the Rust ones."""
    u = d["unit"]
    theirs = throwaway.measure([d["exe"], d["insts"]])
    if not theirs.ok:
        check.error(u.name, "the C++ driver: " + theirs.failure())
        return
    want = theirs.stdout.decode("utf-8", errors="replace").splitlines()
    given = d["lines"]
    diffs = []
    if len(want) != len(given) or len(got) != len(given):
        diffs.append("%d inputs, %d C++ lines, %d Rust lines" % (len(given), len(want), len(got)))
    for inp, w, g in zip(given, want, got):
        if w != g:
            diffs.append("%s:\n        C++  %s\n        Rust %s" % (inp, w, g))
    insts = [i for i, line in enumerate(given) if line.startswith("I ")]
    n_insts = sum(1 for i in insts if i < min(len(want), len(got)))
    n_names = min(len(want), len(got)) - n_insts
    alias_cpp = sum(1 for i in insts if i < len(want) and want[i].startswith("A"))
    alias_rust = sum(1 for i in insts if i < len(got) and got[i].startswith("A"))
    check.count(u.name, n_insts, "instructions")
    if d["target"].aliases:
        check.count(u.name, alias_cpp, "aliases")
    check.count(u.name, n_names, "names")
    summary = ("%d instructions (%d built from aliases; printed as aliases: C++ %d, Rust %d), %d names; "
               "tablegen %.1f s (and %.1f s for its root's tables), g++ %.1f s, C++ run %.1f s"
               % (n_insts, d["built"], alias_cpp, alias_rust, n_names, d["tablegen"], d["root_tablegen"], d["gxx"],
                  theirs.seconds))
    if diffs:
        check.differ(u.name, len(diffs))
        print("%-12s %s: %d DIFFERENT" % (u.name, summary, len(diffs)))
        for line in diffs[:SHOW]:
            print("    " + line)
    else:
        print("%-12s %s: identical" % (u.name, summary))


if __name__ == "__main__":
    sys.exit(main())
