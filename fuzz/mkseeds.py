#!/usr/bin/env python3
"""Builds the fuzz seed corpora from the golden tests.

    python3 fuzz/mkseeds.py                      # corpus/backends/golden (not committed)
    python3 fuzz/mkseeds.py --tablegen BIN       # also the committed seeds:
                                                 # corpus/cli/seeds, corpus/backends/seeds

corpus/backends/golden: one input per golden case (tests/golden/cases.tsv) that
names a backend: header line `FLAG [rust] [-DMACRO...] [OPT=VALUE...]`, then the
case's .td text (which has its own include lines, so no skeleton).

corpus/cli/seeds: realistic command lines: every golden case's arguments (the
.td replaced by the fuzz target's input of the same kind), every action flag
and backend option listed by `BIN --help-hidden` (with and without --rust),
help/version, response files, -d/--write-if-changed.

corpus/backends/seeds: every backend flag in C++ and Rust on its skeleton with a
small body.

corpus/parse/seeds is hand-written; the parse target also reads
tests/golden/lit and tests/golden/own directly (see .ci/fuzz.sh).
"""
import hashlib
import os
import re
import shlex
import subprocess
import sys

FUZZ = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(FUZZ)
GOLDEN = os.path.join(REPO, "tests", "golden")

# The cli target's inputs (fuzz_targets/cli.rs INPUTS) by the backend they suit.
CLI_INPUT = {
    "gen-emitter": "operands.td",
    "gen-instr-info": "target.td",
    "gen-register-info": "target.td",
    "gen-disassembler": "target.td",
    "gen-ctags": "target.td",
    "gen-dfa-packetizer": "sched.td",
    "gen-searchable-tables": "legacy.td",
    "gen-automata": "features.td",
    "gen-intrinsic-enums": "ok_all.td",
    "gen-vt": "ok_kinds.td",
    "print-enums": "enums_base.td",
    "print-sets": "sets_and_args.td",
    "dump-json": "JSON.td",
}

# The backends target's skeleton and a small body, by backend.
TARGET_BODY = """def SUB : FzI<(outs GPR:$rd), (ins GPR:$rs), "sub $rd, $rs"> {
  bits<1> rd; bits<1> rs;
  let Inst{15-8} = 3; let Inst{7-2} = 0; let Inst{1} = rd; let Inst{0} = rs;
}
"""
SEARCHABLE_BODY = """class E<string n, int v> { string Name = n; int V = v; bits<4> B = v; }
def : E<"a", 1>;
def : E<"b", 2>;
def EKind : GenericEnum { let FilterClass = "E"; let NameField = "Name"; let ValueField = "V"; }
def ETable : GenericTable {
  let FilterClass = "E";
  let Fields = ["Name", "V", "B"];
  let PrimaryKey = ["V"];
  let PrimaryKeyName = "lookupByV";
}
def lookupByName : SearchIndex { let Table = ETable; let Key = ["Name"]; }
"""
# Patterns over the target skeleton: an SDNode with a profile, fragments with
# predicates and a transform, a complex pattern, instruction patterns and Pats.
ISEL_BODY = """def fz_node : SDNode<"FzISD::NODE", SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisInt<2>]>>;
def simm8_xf : SDNodeXForm<imm, [{ return N; }]>;
def simm8_imm : ImmLeaf<i32, [{ return isInt<8>(Imm); }], simm8_xf>;
def add_oneuse : PatFrag<(ops node:$a, node:$b), (add node:$a, node:$b), [{ return N->hasOneUse(); }]>;
def addr : ComplexPattern<iPTR, 2, "SelectAddr", [add], [SDNPWantRoot]>;
def SUB : FzI<(outs GPR:$rd), (ins GPR:$rs, GPR:$rt), "sub $rd, $rs"> {
  let Inst = 0;
  let Pattern = [(set GPR:$rd, (sub GPR:$rs, GPR:$rt))];
}
def : Pat<(add_oneuse GPR:$a, GPR:$b), (SUB GPR:$a, GPR:$b)>;
def : Pat<(i32 simm8_imm:$i), (LI simm8:$i)>;
def : Pat<(fz_node GPR:$a, (i32 7)), (SUB GPR:$a, GPR:$a)>;
def LD : FzI<(outs GPR:$rd), (ins GPR:$base, simm8:$off), "ld $rd, $off($base)"> { let Inst = 0; }
def : Pat<(i32 (load (addr GPR:$base, simm8:$off))), (LD GPR:$base, simm8:$off)>;
"""
AUTOMATON_BODY = """class Unit;
def ALU : Unit;
def MEM : Unit;
class Op<bits<32> s, Unit u, int lat> : Transition { let NewState = s; Unit U = u; int Lat = lat; }
def : Op<0x1, ALU, 1>;
def : Op<0x2, MEM, 2>;
def : Op<0x3, ALU, 3>;
def ByUnit : GenericAutomaton { let TransitionClass = "Op"; let SymbolFields = ["U", "Lat"]; }
"""
INTRINSICS_BODY = """def int_fz_add : DefaultAttrsIntrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty], [IntrNoMem]>;
"""
VT_BODY = ""
ENUMS_BODY = """class Base { int V = 0; }
def A : Base;
def B : Base { let V = 1; }
def S { dag d = (add A, B); }
"""
SKELETON_OF = {
    "gen-emitter": ("target", TARGET_BODY),
    "gen-instr-info": ("target", TARGET_BODY),
    "gen-register-info": ("target", TARGET_BODY),
    "gen-disassembler": ("target", TARGET_BODY),
    "gen-ctags": ("target", TARGET_BODY),
    "gen-dfa-packetizer": ("sched", ""),
    "gen-searchable-tables": ("searchable", SEARCHABLE_BODY),
    "gen-automata": ("automaton", AUTOMATON_BODY),
    "gen-intrinsic-enums": ("intrinsics", INTRINSICS_BODY),
    "gen-vt": ("vt", VT_BODY),
    "gen-dag-isel": ("target", ISEL_BODY),
    "gen-fast-isel": ("target", ISEL_BODY),
}
ACTION_RE = re.compile(r"^-+((?:gen|print|dump|null)[a-z0-9-]*)$")


def write(directory, data):
    """Writes `data` under its hash (libFuzzer's naming), once."""
    os.makedirs(directory, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    path = os.path.join(directory, hashlib.sha1(data).hexdigest())
    with open(path, "wb") as f:
        f.write(data)


def golden_cases():
    """(name, argument list) of each golden case."""
    with open(os.path.join(GOLDEN, "cases.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, _status, args = line.rstrip("\n").split("\t")
            yield name, shlex.split(args)


def split_case(args):
    """(action, td path, other arguments without -I)"""
    action, td, rest = "print-records", None, []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "-I":
            i += 2
            continue
        if a.startswith("-I"):
            i += 1
            continue
        m = ACTION_RE.match(a)
        if m:
            action = m.group(1)
        elif a.endswith(".td") and not a.startswith("-"):
            td = a
        else:
            rest.append(a)
        i += 1
    return action, td, rest


def backends_golden():
    out = os.path.join(FUZZ, "corpus", "backends", "golden")
    for name, args in golden_cases():
        action, td, rest = split_case(args)
        if td is None:
            continue
        try:
            with open(os.path.join(GOLDEN, td), "rb") as f:
                text = f.read()
        except OSError:
            continue
        words = [action]
        for a in rest:
            if a == "--rust":
                words.append("rust")
            elif a.startswith("-D"):
                words.append(a)
            elif "=" in a:
                words.append(a.lstrip("-"))
        write(out, " ".join(words).encode() + b"\n" + text)


def help_hidden(tablegen):
    text = subprocess.run([tablegen, "--help-hidden"], capture_output=True, text=True, check=True).stdout
    actions, options = [], []
    for line in text.splitlines():
        m = re.match(r"^\s+(--?[A-Za-z][A-Za-z0-9-]*)(=<[^>]*>| <[^>]*>)?\s+- ", line)
        if not m:
            continue
        flag, value = m.group(1), m.group(2)
        if ACTION_RE.match(flag) and line.startswith("      "):
            actions.append(flag.lstrip("-"))
        else:
            options.append((flag, value))
    # Only the implemented ones (the others answer "not implemented yet").
    implemented = []
    for action in actions:
        r = subprocess.run([tablegen, "-" + action, "-"], input="", capture_output=True, text=True)
        if "not implemented" not in r.stderr:
            implemented.append(action)
    return implemented, options


def cli_seeds(tablegen):
    out = os.path.join(FUZZ, "corpus", "cli", "seeds")
    for _name, args in golden_cases():
        action, td, rest = split_case(args)
        lines = [CLI_INPUT.get(action, "ops.td"), "-" + action] + rest
        write(out, "\n".join(lines))
    actions, options = help_hidden(tablegen)
    for action in actions:
        inp = CLI_INPUT.get(action, "ops.td")
        write(out, f"{inp}\n-{action}")
        write(out, f"{inp}\n--{action}\n--rust")
        write(out, f"{inp}\n-{action}\n-d\n%/out.d\n--write-if-changed")
        write(out, f"{inp}\n-{action}\n-o\n-")
    samples = {
        "<string>": "x", "<uint>": "1", "<class name>": "Base", "<target prefix>": "aa",
        "<path>": "crate::fz", "<value>": "O2", "<seed>": "1", "<filename>": "%/out.inc",
        "<directory>": "%/", "<macro name>": "FOO",
    }
    for flag, value in options:
        if value is None:
            write(out, f"ops.td\n{flag}")
            write(out, f"ops.td\n{flag}=false")
            continue
        v = samples.get(value[1:], "x")
        if value.startswith("="):
            write(out, f"ops.td\n{flag}={v}")
        else:
            write(out, f"ops.td\n{flag}\n{v}")
            write(out, f"ops.td\n{flag}{v}")
    # Options whose backends need an input of their kind.
    for action, opt in [
        ("print-enums", "-class=Base"), ("gen-intrinsic-enums", "-intrinsic-prefix=aa"),
        ("gen-disassembler", "--suppress-per-hwmode-duplicates=O1"),
        ("gen-instr-info", "--instr-info-expand-mi-operand-info"),
        ("gen-register-info", "--register-info-debug"),
        ("gen-emitter", "--rust-vocabulary=crate::fz"),
    ]:
        write(out, f"{CLI_INPUT[action]}\n-{action}\n{opt}")
        write(out, f"{CLI_INPUT[action]}\n-{action}\n--rust\n{opt}")
    # cl corner cases, response files, the rsp file as input.
    for lines in [
        ["ops.td", "-h"], ["ops.td", "--help"], ["ops.td", "--help-list-hidden"], ["ops.td", "--version"],
        ["ops.td", "--", "-x"], ["ops.td", "-ofoo"], ["ops.td", "-hx"], ["ops.td", "-print-recrods"],
        ["ops.td", "-DFOO", "-D", "BAR", "-I%/", "-d=%/out.d", "-o=%/out.inc"], ["ops.td", "--time-phases"],
        ["ops.td", "--no-warn-on-unused-template-args=true"], ["ops.td", "-gen-dag-isel"],
        ["ops.td", "@%/rsp", "@@", "-dump-json --rust \"-DA B\" 'x'\\ y"],
        ["ops.td", "@%/rsp", "@@", "@%/rsp"],
        ["rsp", "-print-records", "@@", "def X { int a = !add(1, 2); }"],
        ["rsp", "-gen-searchable-tables", "@@",
         'include "llvm/TableGen/SearchableTable.td"\n' + SEARCHABLE_BODY],
    ]:
        write(out, "\n".join(lines))


def backends_seeds(tablegen):
    out = os.path.join(FUZZ, "corpus", "backends", "seeds")
    actions, _ = help_hidden(tablegen)
    for action in actions:
        skeleton, body = SKELETON_OF.get(action, (None, ENUMS_BODY))
        words = [action] + ([f"+{skeleton}"] if skeleton else [])
        if action == "print-enums":
            words.append("class=Base")
        write(out, " ".join(words) + "\n" + body)
        write(out, " ".join(words + ["rust"]) + "\n" + body)
    write(out, "gen-instr-info gen-emitter gen-disassembler rust +target\n" + TARGET_BODY)


def main():
    args = sys.argv[1:]
    backends_golden()
    if args[:1] == ["--tablegen"] and len(args) == 2:
        cli_seeds(args[1])
        backends_seeds(args[1])
    elif args:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
