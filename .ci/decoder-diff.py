#!/usr/bin/env python3
"""Instruction decoding: the `-gen-disassembler --rust` module's tables,
run by tablegen-runtime's interpreter (`mc::Decoders::decode`), against
the C++ `decodeInstruction` of our own `-gen-disassembler` `.inc`
(byte-identical to llvm-tblgen-19's), both decoding the same random words
with the same stand-in decoder methods.

For each selected `-gen-disassembler` row of $SHARED/tools/jobs.tsv (a
unit is named after its target) whose Rust writer exists:

  1. Rust: `tablegen --rust -gen-disassembler` writes the module. A row
     it refuses with "is not implemented yet" (WebAssembly, M68k's
     variable-length encodings today), or whose module has no
     `DECODER_TABLES` (X86's, read by `mc::x86`), is left out, said so, and joins the
     comparison once the writer accepts it (M68k's `.inc` is a
     `decodeInstruction` over an APInt word; X86's and WebAssembly's are
     tables of their own, which will need drivers of their own here);
  2. C++: `tablegen -gen-disassembler` writes the `.inc`; one driver per
     unit, compiled with g++ against LLVM 19's headers (a precompiled
     header, once per run) and linked with libLLVM-19, includes it after
     stand-ins for everything it calls, found in its `decodeToMCInst`
     switch: each decoder method `Name(MI, tmp, Address, Decoder)` (a
     template one, `decodeUImmOperand<5>`, as a variadic template with one
     explicit specialization per argument list; enumerators and functions
     its arguments name are declared), each whole-instruction decoder
     `Name(MI, insn, Address, Decoder)`; `checkDecoderPredicate` is the
     `.inc`'s own, reading a real `MCSubtargetInfo`'s feature bits (the
     feature enumerators it names from our `-gen-subtarget` `.inc`, run
     for the units whose predicates name any); Each unit decodes words of one
     C++ `InsnType`, the narrowest of uint16_t, uint32_t, uint64_t and a
     128-bit class of our own (LLVM's APInt-like protocol:
     `extractBitsAsZExtValue`, `&`, `~`) holding its widest table; the
     Rust driver uses u16, u32, u64, u128 alike;
  3. the Rust driver (one release crate holding every unit's module,
     .ci/lib/throwaway.py) implements each module's `DecoderHooks` from
     its trait text: a hook's `///` doc names its C++ method (`C++
     \\`decodeUImmOperand<5>(MI, tmp, Address, Decoder)\\``), and the hook
     calls the same stand-in with that name; `has_feature` answers from
     the word's feature set.

The stand-in of a method named N (its text without spaces, template
arguments included) given a value v (the operand's encoded bits; for a
whole-instruction decoder, the word's two 64-bit halves XORed) at address
A, in wrapping 64-bit arithmetic: H = FNV-1a(N), K = v + H; if K % 29 == 5
it fails (adds nothing), else it adds a register K & 0xffff (when H % 3
== 0) or an immediate K ^ (A << 8), and returns SoftFail if K % 31 == 7,
else Success. So both failure paths of the tables are taken, and an
operand shows which method made it from which value at which address.

Inputs (written by this script from a fixed seed, the same file read by
both drivers): WORDS words per unit spread over its tables (each table's
width; 16-bit words for 16-bit tables even where the unit's InsnType is
wider), of which a third fully random and the rest built on an encoding
of the table: the bits its path fixes (every FilterValue/CheckField above
a Decode or TryDecode entry, read from the Rust table before any fault)
over random other bits, so that most reach a real instruction; 8 random
feature sets over the features the predicates name (densities 0.3 to
0.9), word i decoded with set i % 8 at address 0x10000 + 4i. Each side
writes one line per word: `F` (failed), else `S` or `s` (SoftFail), the
opcode and the operands (`r<reg>`, `i<imm>`), the C++ from the MCInst
decodeInstruction built. The files are compared line by line.

Units are the rows; counts per unit: `words` compared and `decoded` (the
C++ lines that are not failures: the share that reaches an instruction,
printed per unit); floors in .ci/floors/decoder-diff.tsv
(CI_RECORD_FLOORS=1 records them). A tool that fails, a driver that does
not compile or a crate that does not build is a harness error
(.ci/lib/checks.py).

  --only UNITS   units to run (default: all; about a minute on 2 cores,
                 most of it g++ on the largest .inc files); an unknown
                 name or an empty selection exits 2 before anything runs.
  --inject       in the first selected unit's module, the first
                 FilterValue entry of its first table gets its value's low
                 bit flipped before the crate is built (`--inject=program`:
                 the width of the first field its operand programs read):
                 the run passes only if the comparison reports it on that
                 unit.
  --break-cpp    the C++ driver gets an `#error`: a harness error, the run
                 fails (under --inject too).

Prints per unit its words, the share decoded, `identical` or its first
differences and the time of its phases, then the crate's build and run
time and the verdict line. Needs g++, LLVM 19's headers and libLLVM-19
(/usr/lib/llvm-19), cargo and LLVM 19's sources ($SHARED/llvm-19/llvm).

usage: .ci/decoder-diff.py [--bin target/release/tablegen] [--shared DIR] [--work DIR]
                           [--only UNITS] [--inject] [--break-cpp]
"""

import argparse
import json
import os
import random
import re
import resource
import shutil
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

NAME = "decoder-diff"
BACKEND = "-gen-disassembler"
SEED = 55
# Words per unit; the share of them fully random (the rest are built on
# the tables' encodings).
WORDS, RANDOM_SHARE = 100000, 1 / 3
# Feature sets per unit, and their densities.
FEATURE_SETS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.5]
# Differences shown per unit.
SHOW = 5
# gold links a driver against libLLVM-19 in a tenth of ld.bfd's time
# (0.1 s, not 0.7 s), where binutils has it.
LINKER = ["-fuse-ld=gold"] if shutil.which("ld.gold") else []
# What the Rust writer says of a target it has no writer for yet.
NOT_YET = "is not implemented yet"

# -- the C++ driver

DRIVER_CPP = r'''// Generated by .ci/decoder-diff.py: %(unit)s's decodeInstruction, from our
// -gen-disassembler .inc, with stand-in decoder methods, on the words of
// the file named by argv[1].
%(break_cpp)s
#include "%(pch)s"
%(features)s
namespace llvm {
using DecodeStatus = MCDisassembler::DecodeStatus;
%(enumerators)s
%(wide)s
// FNV-1a of a method's name.
static uint64_t nameHash(const char *S) {
  uint64_t H = 0xcbf29ce484222325ULL;
  for (; *S; ++S) {
    H ^= (unsigned char)*S;
    H *= 0x100000001b3ULL;
  }
  return H;
}

// The stand-in decoder method (see .ci/decoder-diff.py).
static DecodeStatus standIn(MCInst &MI, const char *Name, uint64_t Value, uint64_t Address) {
  uint64_t H = nameHash(Name), K = Value + H;
  if (K %% 29 == 5)
    return MCDisassembler::Fail;
  if (H %% 3 == 0)
    MI.addOperand(MCOperand::createReg(unsigned(K & 0xffff)));
  else
    MI.addOperand(MCOperand::createImm(int64_t(K ^ (Address << 8))));
  return K %% 31 == 7 ? MCDisassembler::SoftFail : MCDisassembler::Success;
}

static uint64_t fold(uint64_t W) { return W; }

%(methods)s
%(specializations)s
} // namespace llvm

#include "%(inc)s"

using namespace llvm;

int main(int argc, char **argv) {
  MCSubtargetInfo STI(Triple("unknown"), "", "", "", {}, {}, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr);
  static const uint8_t *const Tables[] = {%(tables)s};
  std::vector<FeatureBitset> Sets;
  std::ifstream In(argv[1]);
  static char Buffer[1 << 16];
  std::setvbuf(stdout, Buffer, _IOFBF, sizeof Buffer);
  std::string Line;
  uint64_t I = 0;
  while (std::getline(In, Line)) {
    if (Line[0] == 'F') {
      FeatureBitset Bits;
      std::istringstream Words(Line.substr(1));
      for (unsigned F; Words >> F;)
        Bits.set(F);
      Sets.push_back(Bits);
      continue;
    }
    unsigned T = std::strtoul(Line.c_str(), nullptr, 10);
    std::string Hex = Line.substr(Line.find(' ') + 1);
    uint64_t Hi = Hex.size() > 16 ? std::strtoull(Hex.substr(0, Hex.size() - 16).c_str(), nullptr, 16) : 0;
    uint64_t Lo = std::strtoull(Hex.size() > 16 ? Hex.substr(Hex.size() - 16).c_str() : Hex.c_str(), nullptr, 16);
    STI.setFeatureBits(Sets[I %% Sets.size()]);
    uint64_t Address = 0x10000 + 4 * I;
    ++I;
    MCInst MI;
    DecodeStatus S = decodeInstruction(Tables[T], MI, %(make_word)s, Address, nullptr, STI);
    if (S == MCDisassembler::Fail) {
      std::fputs("F\n", stdout);
      continue;
    }
    std::printf("%%c %%u", S == MCDisassembler::SoftFail ? 's' : 'S', MI.getOpcode());
    for (const MCOperand &Op : MI) {
      if (Op.isReg())
        std::printf(" r%%u", Op.getReg());
      else if (Op.isImm())
        std::printf(" i%%lld", (long long)Op.getImm());
      else
        std::printf(" ?");
    }
    std::fputs("\n", stdout);
  }
  return 0;
}
'''

# What every driver includes first, precompiled once per run.
PCH = r'''// Generated by .ci/decoder-diff.py: the headers of every driver.
#include "llvm/MC/MCDecoderOps.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/DataTypes.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/LEB128.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/TargetParser/Triple.h"
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
'''

# The InsnType of words wider than 64 bits: LLVM's APInt-like protocol
# (the .inc's comment lists it), two halves.
WIDE_CPP = r'''struct Wide128 {
  uint64_t Lo = 0, Hi = 0;
  Wide128() = default;
  Wide128(uint64_t L, uint64_t H) : Lo(L), Hi(H) {}
  uint64_t extractBitsAsZExtValue(unsigned NumBits, unsigned Start) const {
    uint64_t V;
    if (Start >= 64)
      V = Start >= 128 ? 0 : Hi >> (Start - 64);
    else if (Start == 0)
      V = Lo;
    else
      V = (Lo >> Start) | (Hi << (64 - Start));
    return NumBits >= 64 ? V : V & ((uint64_t(1) << NumBits) - 1);
  }
  Wide128 operator~() const { return Wide128(~Lo, ~Hi); }
  Wide128 operator&(const Wide128 &O) const { return Wide128(Lo & O.Lo, Hi & O.Hi); }
  Wide128 operator&(uint64_t M) const { return Wide128(Lo & M, 0); }
  bool operator==(const Wide128 &O) const { return Lo == O.Lo && Hi == O.Hi; }
  bool operator!=(const Wide128 &O) const { return !(*this == O); }
  bool operator!=(uint64_t V) const { return Hi != 0 || Lo != V; }
};
inline raw_ostream &operator<<(raw_ostream &OS, const Wide128 &W) { return OS << W.Hi << ':' << W.Lo; }
static uint64_t fold(const Wide128 &W) { return W.Lo ^ W.Hi; }
'''

# C++ InsnType and Rust word type by the width of a unit's widest table.
WORD_TYPES = [(16, "uint16_t", "u16"), (32, "uint32_t", "u32"), (64, "uint64_t", "u64"), (128, "Wide128", "u128")]

METHOD_CALL = re.compile(r"\b([A-Za-z_]\w*)(<[^()]*>)?\(MI, (tmp|insn), Address, Decoder\)")
TYPE_ARG = re.compile(r"^(u?int(8|16|32|64)_t|bool|char|short|int|long|unsigned|float|double)$")


def normal(text):
    """A method's text without spaces: `decodeSImmOperand<8,1>` and
    `<8, 1>` are one specialization, one stand-in name."""
    return text.replace(" ", "")


def called_methods(inc):
    """The decoder methods `decodeToMCInst` calls: {name: {"tmp": bool,
    "insn": bool (called plainly with an operand's value, with the word),
    "targs": [template argument lists], "tinsn": bool (the template is
    called with the word)}}."""
    m = re.search(r"^static DecodeStatus decodeToMCInst\(.*?^\}\n", inc, re.M | re.S)
    if not m:
        raise ValueError("no decodeToMCInst in the .inc")
    calls = {}
    for name, targs, arg in METHOD_CALL.findall(m.group(0)):
        c = calls.setdefault(name, {"tmp": False, "insn": False, "targs": []})
        if targs:
            if normal(targs) not in c["targs"]:
                c["targs"].append(normal(targs))
            c["t" + arg] = True
        else:
            c[arg] = True
    return calls


def template_head(targs):
    """A variadic template taking every argument list of `targs`: of types
    or of values (numbers, booleans, enumerators, functions)."""
    args = [a.strip() for t in targs for a in t[1:-1].split(",") if a.strip()]
    return "template <typename...>" if args and all(TYPE_ARG.match(a) for a in args) else "template <auto...>"


def enumerators(calls):
    """Declarations of the `NS::name` enumerators template arguments name
    (each NS an enum of its names). The plain identifiers they name are
    functions (ARM's `DecodeMVEVCMP<false, DecodeRestrictedFPPredicateOperand>`):
    they become stand-ins of their own in `calls`."""
    names = {}
    for t in [t for c in list(calls.values()) for t in c["targs"]]:
        for ns, name in re.findall(r"\b(\w+)::(\w+)\b", t):
            if name not in names.setdefault(ns, []):
                names[ns].append(name)
        for ident in re.findall(r"(?<![:\w])([A-Za-z_]\w*)(?![:\w])", t):
            if ident not in ("true", "false") and not TYPE_ARG.match(ident):
                calls.setdefault(ident, {"tmp": False, "insn": False, "targs": []})["tmp"] = True
    return "\n".join("namespace %s { enum : int { %s }; }" % (ns, ", ".join(n)) for ns, n in names.items())


def cpp_methods(calls, insn_type):
    """(stand-in definitions, explicit specializations) of `calls`."""
    methods, specs = [], []
    for name, c in calls.items():
        if c["tmp"]:
            methods.append("static DecodeStatus %s(MCInst &MI, uint64_t V, uint64_t A, const MCDisassembler *) "
                           "{ return standIn(MI, %s, V, A); }" % (name, json.dumps(name)))
        if c["insn"]:
            methods.append("static DecodeStatus %s(MCInst &MI, %s W, uint64_t A, const MCDisassembler *) "
                           "{ return standIn(MI, %s, fold(W), A); }" % (name, insn_type, json.dumps(name)))
        if c["targs"]:
            param = insn_type if c.get("tinsn") else "uint64_t"
            value = "fold(V)" if c.get("tinsn") else "V"
            methods.append("%s DecodeStatus %s(MCInst &MI, %s V, uint64_t A, const MCDisassembler *);"
                           % (template_head(c["targs"]), name, param))
            specs += ["template <> DecodeStatus %s%s(MCInst &MI, %s V, uint64_t A, const MCDisassembler *) "
                      "{ return standIn(MI, %s, %s, A); }" % (name, t, param, json.dumps(name + t), value)
                      for t in c["targs"]]
    return "\n".join(methods), "\n".join(specs)


def predicate_features(inc):
    """The features checkDecoderPredicate names: [(NS, Name)]."""
    m = re.search(r"^static bool checkDecoderPredicate\(.*?^\}\n", inc, re.M | re.S)
    return sorted(set(re.findall(r"Bits\[(\w+)::(\w+)\]", m.group(0)))) if m else []


def subtarget_enum(sub):
    """{(NS, Name): n} of a -gen-subtarget .inc's feature enumerators."""
    m = re.search(r"^#ifdef GET_SUBTARGETINFO_ENUM\n(.*?)^#endif", sub, re.M | re.S)
    if not m:
        raise ValueError("no GET_SUBTARGETINFO_ENUM section in the -gen-subtarget .inc")
    ns = re.search(r"^namespace (?!llvm\b)(\w+) \{", m.group(1), re.M).group(1)
    return {(ns, name): int(n) for name, n in re.findall(r"^  (\w+) = (\d+),", m.group(1), re.M)}


# -- the Rust driver

MAIN_RS = r'''//! Generated by .ci/decoder-diff.py: every unit's Rust decoder, with the
//! stand-in decoder methods, on the words of the file named by each unit's
//! argument (`UNIT=INPUT=OUTPUT`).
use std::io::Write as _;

use tablegen_runtime::mc::{DecodeError, DecodeStatus, Decoded, Inst, Operand};

%(modules)s

/// FNV-1a of a method's name.
fn name_hash(s: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    h
}

/// The stand-in decoder method (see .ci/decoder-diff.py).
pub fn stand_in(inst: &mut Inst, name: &str, value: u64, address: u64) -> DecodeStatus {
    let h = name_hash(name);
    let k = value.wrapping_add(h);
    if k %% 29 == 5 {
        return DecodeStatus::Fail;
    }
    if h %% 3 == 0 {
        inst.push(Operand::Reg((k & 0xffff) as u32));
    } else {
        inst.push(Operand::Imm((k ^ (address << 8)) as i64));
    }
    if k %% 31 == 7 { DecodeStatus::SoftFail } else { DecodeStatus::Success }
}

/// A whole-instruction decoder's value: the word's halves XORed.
pub fn fold(insn: u128) -> u64 {
    (insn as u64) ^ ((insn >> 64) as u64)
}

/// The feature sets and words (table, word) of an input file.
pub fn read(path: &str) -> (Vec<Vec<bool>>, Vec<(usize, u128)>) {
    let text = std::fs::read_to_string(path).unwrap();
    let (mut sets, mut words) = (Vec::new(), Vec::new());
    for line in text.lines() {
        if let Some(f) = line.strip_prefix('F') {
            let bits: Vec<usize> = f.split_whitespace().map(|b| b.parse().unwrap()).collect();
            let mut set = vec![false; bits.iter().max().map_or(0, |m| m + 1)];
            for b in bits {
                set[b] = true;
            }
            sets.push(set);
        } else {
            let (t, w) = line.split_once(' ').unwrap();
            words.push((t.parse().unwrap(), u128::from_str_radix(w, 16).unwrap()));
        }
    }
    (sets, words)
}

/// The line of one decoding.
pub fn line(out: &mut impl std::io::Write, r: Result<Decoded, DecodeError>) {
    match r {
        Err(DecodeError::Invalid) => writeln!(out, "F"),
        Err(e) => writeln!(out, "E {e}"),
        Ok(d) => {
            write!(out, "{} {}", if d.soft_fail { 's' } else { 'S' }, d.inst.opcode()).unwrap();
            for op in d.inst.operands() {
                match op {
                    Operand::Reg(r) => write!(out, " r{r}"),
                    Operand::Imm(i) => write!(out, " i{i}"),
                    _ => write!(out, " ?"),
                }
                .unwrap();
            }
            writeln!(out)
        }
    }
    .unwrap();
}

fn main() {
    for arg in std::env::args().skip(1) {
        let mut parts = arg.splitn(3, '=');
        let (unit, input, output) = (parts.next().unwrap(), parts.next().unwrap(), parts.next().unwrap());
        let mut out = std::io::BufWriter::new(std::fs::File::create(output).unwrap());
        match unit {
%(calls)s
            _ => panic!("unknown unit {unit}"),
        }
        out.flush().unwrap();
    }
}
'''

UNIT_RS = r'''#[allow(dead_code, non_upper_case_globals, clippy::all)]
mod %(m)s {
    pub mod dis {
        include!(%(rs)s);
    }
    use dis::{DecodeStatus, Inst};

    pub struct Hooks {
        pub features: Vec<bool>,
    }

    impl dis::DecoderHooks for Hooks {
%(hooks)s
    }

    pub fn run(input: &str, out: &mut impl std::io::Write) {
        let (sets, words) = crate::read(input);
        let mut hooks = Hooks { features: Vec::new() };
        for (i, (t, w)) in words.into_iter().enumerate() {
            hooks.features.clone_from(&sets[i %% sets.len()]);
            let address = 0x10000 + 4 * i as u64;
            crate::line(out, dis::decode(dis::DECODER_TABLES[t].bytes, w as %(word)s, address, &mut hooks));
        }
    }
}
'''

CALL_RS = '            "%(u)s" => %(m)s::run(input, &mut out),'


def hooks_impl(module_text):
    """The items of a module's DecoderHooks impl, generated from its trait:
    each decoder method calls the stand-in named by its doc's C++ call."""
    m = re.search(r"^pub trait DecoderHooks \{\n(.*?)^\}\n", module_text, re.M | re.S)
    if not m:
        raise ValueError("no DecoderHooks trait in the module")
    items = []
    for m in re.finditer(r"((?:    ///[^\n]*\n)*)    fn (\w+)(\(.*?\)) -> ([\w:]+);", m.group(1), re.S):
        doc, rust, params, ret = m.groups()
        sig = "        fn %s%s -> %s" % (rust, params, ret)
        doc = doc.replace("\n    /// ", " ")
        c = re.search(r"C\+\+ `(.*?)\(MI, (tmp|insn), Address, Decoder\)`", doc)
        if rust == "has_feature":
            items.append("%s {\n            self.features.get(bit as usize).copied().unwrap_or(false)\n        }" % sig)
        elif c and c.group(2) == "tmp" and "value: u64" in params:
            items.append("%s {\n            crate::stand_in(inst, %s, value, address)\n        }"
                         % (sig, json.dumps(normal(c.group(1)))))
        elif c and c.group(2) == "insn" and "insn: u128" in params:
            items.append("%s {\n            crate::stand_in(inst, %s, crate::fold(insn), address)\n        }"
                         % (sig, json.dumps(normal(c.group(1)))))
        else:
            raise ValueError("DecoderHooks::%s: neither a decoder method nor has_feature" % rust)
    return "\n".join(items)


def rust_features(module_text):
    """{(NS, Name): bit} of the module's `feature` constants."""
    m = re.search(r"^pub mod feature \{\n(.*?)^\}\n", module_text, re.M | re.S)
    if not m:
        return {}
    return {(ns, name): int(bit) for ns, name, _, bit in
            re.findall(r"/// C\+\+ `(\w+)::(\w+)`\.\n    pub const (\w+): u32 = (\d+);", m.group(1))}


def rust_tables(module_text):
    """[(C++ name, bits, const name, bytes)] of DECODER_TABLES, in order."""
    m = re.search(r"^pub static DECODER_TABLES: [^\n]*\n(.*?)^\];", module_text, re.M | re.S)
    if not m:
        raise ValueError("no DECODER_TABLES in the module")
    out = []
    for name, bits, const in re.findall(r'DecoderTable \{ name: "(\w+)", bits: (\d+), bytes: (\w+) \}', m.group(1)):
        body = re.search(r"^pub static %s: &\[u8\] = b\"\\\n(.*?)^\";" % const, module_text, re.M | re.S)
        data = bytes(int(h, 16) for h in re.findall(r"\\x([0-9a-fA-F]{2})", body.group(1)))
        out.append((name, int(bits), const, data))
    return out


# -- the inputs


def uleb(data, i):
    v, shift = 0, 0
    while True:
        b = data[i]
        i += 1
        v |= (b & 0x7f) << shift
        shift += 7
        if b < 0x80:
            return v, i


def encodings(data):
    """Per Decode/TryDecode entry of a table, the (mask, value) of the bits
    the FilterValue and CheckField entries above it fix. A scope is the
    span a passed filter covers (up to where a failed one skips to); an
    ExtractField sets the field of the scope it is in."""
    out = []
    stack = [[len(data), 0, 0, None]]  # end, mask, value, field
    i = 0
    while i < len(data):
        while len(stack) > 1 and stack[-1][0] <= i:
            stack.pop()
        end, mask, value, field = stack[-1]
        op = data[i]
        i += 1
        if op == 1:  # ExtractField start len
            start, i = uleb(data, i)
            stack[-1][3] = (start, data[i])
            i += 1
        elif op in (2, 3, 4):  # FilterValue, CheckField, CheckPredicate
            if op == 3:
                start, i = uleb(data, i)
                f = (start, data[i])
                i += 1
            else:
                f = field
            v, i = uleb(data, i)  # the value, or the predicate's index
            skip = data[i] | data[i + 1] << 8 | data[i + 2] << 16
            i += 3
            if op != 4 and f is not None:
                m = ((1 << f[1]) - 1) << f[0]
                mask, value = mask | m, (value & ~m) | ((v << f[0]) & m)
            stack.append([i + skip, mask, value, field])
        elif op == 5:  # Decode opcode decoder
            _, i = uleb(data, i)
            _, i = uleb(data, i)
            out.append((mask, value))
        elif op == 6:  # TryDecode opcode decoder skip
            _, i = uleb(data, i)
            _, i = uleb(data, i)
            i += 3
            out.append((mask, value))
        elif op == 7:  # SoftFail positive negative
            _, i = uleb(data, i)
            _, i = uleb(data, i)
        elif op != 8:
            raise ValueError("unknown decoder table opcode %d at %d" % (op, i - 1))
    return out


def inputs(rng, tables, features):
    """The input lines: 8 feature sets (`F bit...`), then WORDS words
    (`table hex`) spread over the tables."""
    lines = []
    for density in FEATURE_SETS:
        lines.append("F " + " ".join(str(b) for b in features if rng.random() < density))
    per = [WORDS // len(tables) + (1 if k < WORDS % len(tables) else 0) for k in range(len(tables))]
    for t, ((_, bits, _, data), n) in enumerate(zip(tables, per)):
        known = encodings(data)
        random_n = n if not known else int(n * RANDOM_SHARE)
        words = [rng.getrandbits(bits) for _ in range(random_n)]
        full = (1 << bits) - 1
        for _ in range(n - random_n):
            mask, value = rng.choice(known)
            words.append((rng.getrandbits(bits) & ~mask & full) | (value & full))
        rng.shuffle(words)
        lines += ["%d %x" % (t, w) for w in words]
    return lines


def inject_fault(path, kind):
    """--inject: the first FilterValue entry of the module's first table
    gets its value's low bit flipped (`filter`), or the first field of its
    first operand program that has one its width's (`program`). Returns
    what changed."""
    with open(path) as f:
        text = f.read()
    if kind == "program":
        return inject_program(path, text)
    first = re.search(r"^pub static DECODER_TABLES: [^\n]*\n    DecoderTable \{ name: \"(\w+)\", bits: \d+, bytes: (\w+)",
                      text, re.M)
    start = text.index("pub static %s: &[u8]" % first.group(2))
    m = re.compile(r"^    \\x02\\x([0-9a-f]{2})", re.M).search(text, start)
    if m is None:
        raise ValueError("--inject: no FilterValue entry in %s" % first.group(1))
    old = int(m.group(1), 16)
    text = text[:m.start(1)] + "%02x" % (old ^ 1) + text[m.end(1):]
    with open(path, "w") as f:
        f.write(text)
    line = text[m.start():text.index("\n", m.start())].strip()
    return "%s: the first FilterValue's value byte 0x%02x -> 0x%02x (now `%s`)" % (first.group(1), old, old ^ 1, line)


def inject_program(path, text):
    """--inject=program: the width of the first field of the first
    operand program step that reads one (an IMM or CALL step: op, method,
    count, base, width, offset) gets its low bit flipped."""
    start = text.index("pub static DECODER_PROGRAMS: &[u8]")
    for m in re.compile(r"^    ((?:\\x[0-9a-f]{2})+)\\$", re.M).finditer(text, start):
        data = [int(h, 16) for h in re.findall(r"\\x([0-9a-f]{2})", m.group(1))]
        if data[0] not in (1, 2):
            continue
        i = 1 if data[0] == 1 else uleb(data, 1)[1]
        count, i = uleb(data, i)
        if count == 0:
            continue
        _, i = uleb(data, i)  # base: i is now the width's
        at = m.start(1) + 4 * i + 2
        old = int(text[at:at + 2], 16)
        text = text[:at] + "%02x" % (old ^ 1) + text[at + 2:]
        with open(path, "w") as f:
            f.write(text)
        return "DECODER_PROGRAMS: a field's width byte 0x%02x -> 0x%02x (now `%s`)" % (
            old, old ^ 1, text[m.start(1):text.index("\n", m.start(1))])
    raise ValueError("--inject=program: no program step reads a field")


# -- the units


class Unit:
    """One -gen-disassembler row."""

    def __init__(self, target, root, extra):
        self.target, self.root, self.extra, self.name = target, root, extra, target

    def args(self, llvm):
        return jobs.td_args(llvm, self.target, self.root)

    def module(self):
        return "t_" + re.sub(r"[^a-z0-9]+", "_", self.name.lower()).strip("_")


def units(shared):
    return [Unit(t, r, extra) for t, r, flag, extra in jobs.rows(shared) if flag == BACKEND]


# -- the run


def analyse(rs, inc, sub):
    """What a unit's Rust module and C++ .inc give: its tables (those both
    have; `mismatch`, the names only one has), word types, features, the
    C++ driver's fields but the paths, and the Rust hooks."""
    tables = rust_tables(rs)
    widest = max(bits for _, bits, _, _ in tables)
    _, insn_type, word = next(t for t in WORD_TYPES if t[0] >= widest)
    rust_feats = rust_features(rs)
    named = predicate_features(inc)
    enum = subtarget_enum(sub[1]) if named else {}
    missing = [n for n in named if n not in enum]
    if missing:
        raise ValueError("the -gen-subtarget .inc lacks %s" % ", ".join("::".join(n) for n in missing))
    calls = called_methods(inc)
    declared = enumerators(calls)
    methods, specs = cpp_methods(calls, insn_type)
    cpp_tables = set(re.findall(r"^static const uint8_t (DecoderTable\w+)\[\] = \{", inc, re.M))
    mismatch = sorted(cpp_tables ^ {name for name, _, _, _ in tables})
    tables = [t for t in tables if t[0] in cpp_tables]
    fields = {"features": "#define GET_SUBTARGETINFO_ENUM\n#include \"%s\"" % sub[0] if named else "",
              "enumerators": declared,
              "wide": WIDE_CPP if insn_type == "Wide128" else "", "methods": methods, "specializations": specs,
              "tables": ", ".join(name for name, _, _, _ in tables),
              "make_word": "Wide128(Lo, Hi)" if insn_type == "Wide128" else "%s(Lo)" % insn_type}
    features = sorted(set(rust_feats.values()) | {enum[n] for n in named})
    return {"tables": tables, "mismatch": mismatch, "word": word, "features": features, "fields": fields,
            "hooks": hooks_impl(rs)}


def cpu():
    """CPU seconds so far: (this script, the commands it waited for)."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime, children.ru_utime + children.ru_stime


def main():
    check = checks.Check(NAME, unit="row")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args = differential.parse_arguments(check, ap, NAME, inject=("filter", "program"))
    every = units(args.shared)
    chosen = set(check.select(args.only, [u.name for u in every]))
    selected = [u for u in every if u.name in chosen]
    llvm = os.path.join(os.path.abspath(args.shared), "llvm-19", "llvm")
    work = os.path.abspath(args.work)
    if not differential.have_tablegen(check, args.bin, [u.name for u in selected]):
        return check.finish()
    gen = differential.fresh_dir(os.path.join(work, "gen"))
    cache = os.path.join(work, "record-cache")
    pch = os.path.join(gen, "decoder-diff.h")

    def tablegen(u, flags, out):
        return throwaway.measure([args.bin] + flags + ["--record-cache", cache] + u.extra + u.args(llvm) + ["-o", out])

    def generate(u):
        """A dict: the unit's files, inputs and timings, its error, or
        `left_out` (the Rust writer refuses it)."""
        base = os.path.join(gen, u.module())
        r = {"unit": u, "tablegen": 0.0, "gxx": 0.0, "error": None, "rs": base + ".rs", "inc": base + ".inc"}
        run = tablegen(u, ["--rust", BACKEND], r["rs"])
        r["tablegen"] += run.seconds
        if not run.ok:
            said = run.stderr.decode(errors="replace").strip()
            if NOT_YET in said:
                return dict(r, left_out=said.splitlines()[0])
            return dict(r, error=run.failure())
        run = tablegen(u, [BACKEND], r["inc"])
        r["tablegen"] += run.seconds
        if not run.ok:
            return dict(r, error=run.failure())
        with open(r["rs"]) as f:
            rs = f.read()
        if "pub static DECODER_TABLES" not in rs:
            # X86's module holds its own tables for tablegen-runtime's
            # mc::x86 decoder, not decodeInstruction's byte code.
            return dict(r, left_out="its tables are not decodeInstruction's (X86: mc::x86); "
                                    "a driver of its own is still to be written")
        with open(r["inc"]) as f:
            inc = f.read()
        sub = (base + ".subtarget.inc", "")
        if predicate_features(inc):
            # The feature enumerators checkDecoderPredicate names, as LLVM
            # numbers them.
            run = tablegen(u, ["-gen-subtarget"], sub[0])
            r["tablegen"] += run.seconds
            if not run.ok:
                return dict(r, error=run.failure())
            with open(sub[0]) as f:
                sub = (sub[0], f.read())
        try:
            a = analyse(rs, inc, sub)
        except (ValueError, AttributeError, KeyError, StopIteration) as e:
            return dict(r, error="reading the generated files: %s: %s" % (type(e).__name__, e))
        if a["mismatch"]:
            r["table_mismatch"] = a["mismatch"]
        lines = inputs(random.Random("%s/%s" % (SEED, u.name)), a["tables"], a["features"])
        r["input"] = base + ".words"
        with open(r["input"], "w") as f:
            f.write("\n".join(lines) + "\n")
        r["n_words"] = sum(1 for line in lines if not line.startswith("F"))
        fields = dict(a["fields"], unit=u.name, pch=pch, inc=r["inc"],
                      break_cpp="#error --break-cpp: the reference is broken on purpose" if check.break_cpp else "")
        cpp = base + ".cpp"
        with open(cpp, "w") as f:
            f.write(DRIVER_CPP % fields)
        r["exe"] = base + ".cpp-driver"
        header.result()
        built = throwaway.measure(differential.GXX_LLVM + [cpp, "-o", r["exe"]] + LINKER
                                  + differential.LINK_LLVM)
        r["gxx"] = built.seconds
        if not built.ok:
            return dict(r, error="g++: " + built.failure())
        return dict(r, word=a["word"], hooks=a["hooks"], tables=a["tables"])

    started = time.monotonic()
    with open(pch, "w") as f:
        f.write(PCH)
    with ThreadPoolExecutor(max_workers=min(2, os.cpu_count() or 1)) as pool:
        header = pool.submit(throwaway.measure, differential.GXX_LLVM + ["-x", "c++-header", pch, "-o", pch + ".gch"])
        done = list(pool.map(generate, selected))
    if not header.result().ok:
        print("%s: the precompiled header failed (the drivers parse it each): %s"
              % (NAME, header.result().failure()), flush=True)
    ready = []
    for d in done:
        if d.get("left_out"):
            check.units.remove(d["unit"].name)
            print("%s: %s: left out (issue 55): %s" % (NAME, d["unit"].name, d["left_out"]))
        elif d["error"]:
            check.error(d["unit"].name, d["error"])
        else:
            ready.append(d)
    print("%s: %d units generated in %.1f s (our tablegen %.1f s, g++ %.1f s with a precompiled header of %.1f s; "
          "summed over 2 workers; CPU %.1f s, of which this script %.1f s)"
          % (NAME, len(ready), time.monotonic() - started, sum(d["tablegen"] for d in done),
             sum(d["gxx"] for d in done), header.result().seconds, sum(cpu()), cpu()[0]), flush=True)
    if not ready:
        return check.finish()
    if check.inject:
        d = ready[0]
        if not differential.inject(check, NAME, d["unit"].name, lambda: inject_fault(d["rs"], check.inject)):
            return check.finish()

    modules = "".join(UNIT_RS % {"m": d["unit"].module(), "rs": json.dumps(d["rs"]), "hooks": d["hooks"],
                                 "word": d["word"]} for d in ready)
    calls = "\n".join(CALL_RS % {"u": d["unit"].name, "m": d["unit"].module()} for d in ready)
    crate = throwaway.Crate(os.path.join(work, "crate"), NAME.replace("-", "_"))
    crate.reset()
    crate.write({"src/main.rs": MAIN_RS % {"modules": modules, "calls": calls}}, dependencies=["tablegen-runtime"],
                profiles=throwaway.NO_DEBUG_INFO)
    results = {}

    def run_cpp(d):
        out = d["input"] + ".cpp-out"
        with open(out, "wb") as f:
            results[d["unit"].name] = throwaway.measure([d["exe"], d["input"]], stdout=f)
        return out

    with ThreadPoolExecutor(max_workers=1) as cpp_pool:
        # The C++ drivers run while cargo builds the crate.
        cpp_outs = {d["unit"].name: cpp_pool.submit(run_cpp, d) for d in ready}
        build = crate.cargo("build", release=True, check=False)
        print("%s: cargo build --release of %d decoder modules: %s (%.1f s, %.0f MB)"
              % (NAME, len(ready), "ok" if build.ok else "FAILED", build.seconds, build.peak_mb), flush=True)
        if not build.ok:
            for d in ready:
                check.error(d["unit"].name, build.failure())
            return check.finish()
        rust_outs = {d["unit"].name: d["input"] + ".rust-out" for d in ready}
        run = throwaway.measure([crate.exe(release=True)] + ["%s=%s=%s" % (d["unit"].name, d["input"],
                                                                           rust_outs[d["unit"].name]) for d in ready])
        print("%s: the Rust driver decoded %d units in %.1f s" % (NAME, len(ready), run.seconds), flush=True)
        if not run.ok:
            for d in ready:
                check.error(d["unit"].name, run.failure())
            return check.finish()
        for d in ready:
            compare(check, d, cpp_outs[d["unit"].name].result(), rust_outs[d["unit"].name], results[d["unit"].name])
    print("%s: %.1f s in all, CPU %.1f s (this script %.1f s)" % (NAME, time.monotonic() - started, sum(cpu()), cpu()[0]))
    return check.finish()


def compare(check, d, cpp_out, rust_out, cpp_run):
    """Compares a unit's C++ and Rust lines."""
    u = d["unit"]
    if not cpp_run.ok:
        check.error(u.name, "the C++ driver: " + cpp_run.failure())
        return
    with open(cpp_out, "rb") as f:
        want = f.read()
    with open(rust_out, "rb") as f:
        got = f.read()
    diffs = []
    for name in d.get("table_mismatch", []):
        diffs.append("table %s is in one side only" % name)
    want_lines, got_lines = want.decode().splitlines(), got.decode().splitlines()
    n = d["n_words"]
    if len(want_lines) != n or len(got_lines) != n:
        diffs.append("%d words, %d C++ lines, %d Rust lines" % (n, len(want_lines), len(got_lines)))
    if want != got:
        with open(d["input"]) as f:
            words = [line for line in f.read().splitlines() if not line.startswith("F")]
        for k, (w, g) in enumerate(zip(want_lines, got_lines)):
            if w != g:
                t, word = words[k].split()
                diffs.append("word %d (%s 0x%s, features %d, address 0x%x):\n        C++  %s\n        Rust %s"
                             % (k, d["tables"][int(t)][0], word, k % len(FEATURE_SETS), 0x10000 + 4 * k, w, g))
    compared = min(len(want_lines), len(got_lines))
    decoded = sum(1 for line in want_lines if not line.startswith("F"))
    soft = sum(1 for line in want_lines if line.startswith("s"))
    check.count(u.name, compared, "words")
    check.count(u.name, decoded, "decoded")
    summary = ("%d words over %d tables, %.1f%% decoded (%d soft failures); tablegen %.1f s, g++ %.1f s, C++ run %.1f s"
               % (compared, len(d["tables"]), 100.0 * decoded / max(compared, 1), soft, d["tablegen"], d["gxx"],
                  cpp_run.seconds))
    if diffs:
        check.differ(u.name, len(diffs))
        print("%-12s %s: %d DIFFERENT" % (u.name, summary, len(diffs)))
        for line in diffs[:SHOW]:
            print("    " + line)
    else:
        print("%-12s %s: identical" % (u.name, summary))


if __name__ == "__main__":
    sys.exit(main())
