#!/usr/bin/env python3
"""Adversarial robustness corpus for tablegen-rs, with answers recorded from
llvm-tblgen-19.  See README.md in this folder.

    python3 tests/robustness/gen.py                 # regenerate cases/ and re-record expected.json
    python3 tests/robustness/gen.py --check         # inputs == regenerated ones, and LLVM still answers the same
    python3 tests/robustness/gen.py --check --no-llvm   # only the generated input files, case list, expected.tsv
    python3 tests/robustness/gen.py --check --only NAMES|REGEX   # cases or classes (depth, size, ..., inputs)
    python3 tests/robustness/gen.py --check --inject    # self-test: must report a difference (exit 0)
    python3 tests/robustness/gen.py --check --inject --break-cpp   # self-test: must fail (exit 1)
    python3 tests/robustness/gen.py --ours [BIN]    # run BIN (default target/release/tablegen), print table
    python3 tests/robustness/gen.py --tsv           # rewrite expected.tsv from expected.json (no runs)
    python3 tests/robustness/gen.py --only REGEX    # with --ours / re-record: restrict to matching cases
    python3 tests/robustness/gen.py --bisect KIND LO HI   # largest N in [LO, HI] LLVM completes

`--check` reports through .ci/lib/checks.py as the check
"robustness-recordings": one unit per case class (the name's prefix:
depth, size, bytes, io, misc, fusion, isel, cycle, target), whose floor is its number of
selected cases, and `inputs` (the generated input files, case descriptions,
recorded files against their hashes, expected.tsv; in a full run or with
`--only inputs`). It re-runs LLVM on every case, `--jobs` (2) at a time,
longest recorded first, cases recorded above 3 GiB one at a time, and
compares class, exit status, stdout and stderr (for a crash or oom, stderr
cut at its stack trace); the wall clock limit is 180 s instead of 60 so
that a loaded machine does not turn a slow answer into a timeout (a case
recorded as a timeout keeps 60 s). A case whose `nondeterministic` list is
set (see Case) is compared with its masks applied. `--only` takes
comma-separated case or class names, or else a regex searched in case
names; an unknown name, an empty selection or a regex matching nothing
exits 2 before LLVM runs. `--fast` (what .ci/run passes) leaves out the
cases LLVM took more than 20 s on when recorded: its timeouts, out-of-memory
runs and deepest recursions, a dozen cases and half of the run's time;
they stay re-verifiable without it. `--inject` changes one byte of one recorded file
(the first selected case with a non-empty stdout, else stderr file) in a
temporary copy, never in the tree; the run passes only if the comparison
reports it. `--break-cpp` runs `false` instead of llvm-tblgen-19: its probe
(`--version` naming LLVM 19) fails, a harness error.

Every run happens from the repository root with relative paths
(tests/robustness/cases/...), argv[0] set to ARGV0, stdin empty (unless the
case has `stdin`), address space limited to 4 GiB, stack to 8 MiB, 60 s.

Depth limits of llvm-tblgen-19 under an 8 MiB stack, found with
`gen.py --bisect KIND LO HI` (largest N LLVM exits 0 on; N+1 dies with
SIGSEGV, stack overflow).  Our binary today stops at ~500 levels with "nesting
too deep", so the first case of each kind is 5,000 (10x ours).  The second is
~90% of LLVM's max (the exact max moves a little with the environment), or
less where the source would exceed ~200 KB; the third crashes LLVM.
    paste     `"a"#"a"#...`              max 20,141  -> cases 5,000 / 18,100 / 25,000
    let       `let x=1 in{` nested       max  9,697  -> 5,000 / 8,700 / 12,000
    foreach   `foreach i=[0]in{` nested  max 16,885  -> 5,000 / 11,700 (200 KB cap); crash size needs 290 KB: none
    list      `[[...[1]...]]`            max  7,071  -> 5,000 / 6,400 / 10,000
    dag       `(a (a ...))`              max  6,798  -> 5,000 / 6,100 / 10,000
    if        `!if(1,!if(1,...`          max  6,979  -> 5,000 / 6,300 / 9,000
    add       `!add(1,!add(1,...`        max  6,979  -> 5,000 / 6,300 / 9,000
    strconcat `!strconcat("a",...`       max  6,980  -> 5,000 / 6,300 / 9,000
    ifdef     `#ifdef X`/`#ifndef Y`     max 47,600  -> 5,000 / 12,000 (200 KB cap); crash needs 760 KB: none
    class     `class C<int n>` field reads C<!sub(n,1)>.v
                                         max  5,948  -> 5,800 / 10,000
    foldl-dag `!foldl((a), !range(N), acc, i, (a acc))` with -print-records:
              30,000 completes in ~5 s (time is quadratic), 100,000 crashes -> cases 30,000 / 10^6 / 10^7
The include chain has no depth limit in LLVM (a 5,000-file chain takes 0.06 s).
"""
import argparse
import fcntl
import hashlib
import json
import os
import queue
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402
REL = "tests/robustness"              # this folder, relative to ROOT
CASES = REL + "/cases"
TMP = REL + "/tmp"                    # materialized files (gitignored)
LLVM = "llvm-tblgen-19"
ARGV0 = "llvm-tblgen"                 # argv[0] for both LLVM and ours
LLVM_INC = "tests/golden/include"   # -I, relative to ROOT: the vendored LLVM include subset
TIME_LIMIT = 60
MEM_LIMIT = 4 << 30
STACK_LIMIT = 8 << 20
INLINE_MAX = 64 * 1024


# ----------------------------------------------------------------------------
# Case table
# ----------------------------------------------------------------------------

class Case:
    def __init__(self, name, files, args, stdout_mode="pipe", stdin=None,
                 materialize=None, setup=None, note=None, nondeterministic=None, rust=False):
        self.name = name
        self.files = files          # {path relative to cases/: bytes}
        self.args = args            # list of str | bytes
        self.stdout_mode = stdout_mode
        self.stdin = stdin          # bytes or None
        self.materialize = materialize or []   # [{"path": bytes (rel ROOT), "from": str|None, "dir": bool}]
        self.setup = setup or []    # [{"path": str, "content": str, "mode": int}]
        self.note = note
        # [{"stream", "mask", "sort_lines", "reason"}]: LLVM's answer changes
        # from run to run there; `--check` masks each match of `mask` (a
        # regex) in that stream, and with `sort_lines` compares its lines
        # as a multiset. Everything else is compared as recorded.
        self.nondeterministic = nondeterministic or []
        # The backend has a Rust writer: where LLVM succeeds, tests/robustness.rs
        # also runs ours with `--rust` and requires exit 0 (no C++ comparison).
        self.rust = rust


ALL = []


def case(name, files, args, **kw):
    assert not any(c.name == name for c in ALL), name
    ALL.append(Case(name, {k: (v.encode() if isinstance(v, str) else v) for k, v in files.items()}, args, **kw))


def P(rel):
    return f"{CASES}/{rel}"


def single(name, text, *flags, **kw):
    """A case made of one file cases/NAME.td."""
    case(name, {f"{name}.td": text}, [*flags, P(f"{name}.td")], **kw)


# --- generators shared by the cases and --bisect -----------------------------

def g_paste(n):
    return 'def A { string s = ' + '#'.join(['"a"'] * n) + '; }\n'


def g_let(n):
    return 'class C { int x = 0; }\n' + 'let x=1 in{' * n + '\ndef A : C;\n' + '}' * n + '\n'


def g_foreach(n):
    return 'foreach i=[0]in{' * n + '\ndef A;\n' + '}' * n + '\n'


def g_list(n):
    return 'def A { defvar y = ' + '[' * n + '1' + ']' * n + ';\n  int x = 0; }\n'


def g_dag(n):
    return 'def a;\ndef A { dag d = ' + '(a ' * n + ')' * n + '; }\n'


def g_if(n):
    return 'def A { int x = ' + '!if(1,' * n + '0' + ',1)' * n + '; }\n'


def g_add(n):
    return 'def A { int x = ' + '!add(1,' * n + '0' + ')' * n + '; }\n'


def g_strconcat(n):
    return 'def A { string x = ' + '!strconcat("a",' * n + '"b"' + ')' * n + '; }\n'


def g_ifdef(n):
    # alternate #ifdef X / #ifndef Y, all true
    opens = ''.join('#ifdef X\n' if k % 2 == 0 else '#ifndef Y\n' for k in range(n))
    return '#define X\n' + opens + 'def A;\n' + '#endif\n' * n


def g_class(n):
    return ('class C<int n> {\n'
            '  int v = !if(!eq(n, 0), 0, !add(C<!sub(n, 1)>.v, 1));\n'
            '}\n'
            f'def D : C<{n}>;\n')


def g_foldl_dag(n):
    return 'def a;\ndef A { dag d = !foldl((a), !range(%d), acc, i, (a acc)); }\n' % n


GENS = {"paste": g_paste, "let": g_let, "foreach": g_foreach, "list": g_list, "dag": g_dag,
        "if": g_if, "add": g_add, "strconcat": g_strconcat, "ifdef": g_ifdef, "class": g_class,
        "foldl-dag": g_foldl_dag}

# kind -> sizes (see the module docstring for how they were chosen)
DEPTHS = [
    ("paste", (5000, 18100, 25000)),
    ("let", (5000, 8700, 12000)),
    ("foreach", (5000, 11700)),
    ("list", (5000, 6400, 10000)),
    ("dag", (5000, 6100, 10000)),
    ("if", (5000, 6300, 9000)),
    ("add", (5000, 6300, 9000)),
    ("strconcat", (5000, 6300, 9000)),
    ("ifdef", (5000, 12000)),
]


def build_depth():
    for kind, sizes in DEPTHS:
        for n in sizes:
            single(f"depth-{kind}-{n}", GENS[kind](n))
    for n in (5800, 10000):
        single(f"depth-class-{n}", g_class(n))
    # An explicit chain of distinct classes C_k whose field reads C_{k-1}<>.v.
    single("depth-classchain-4000",
           'class C0<int d=0>{int v=0;}\n'
           + ''.join(f'class C{k}<int d=0>{{int v=!add(C{k - 1}<>.v,1);}}\n' for k in range(1, 4001))
           + 'def D : C4000;\n', "--no-warn-on-unused-template-args")
    # Include chain: f0.td includes f1.td ... f2599.td.
    n = 2600
    files = {f"depth-include-{n}/f{k}.td": (f'include "f{k + 1}.td"\n' if k + 1 < n else 'def Last;\n')
             for k in range(n)}
    files[f"depth-include-{n}/root.td"] = 'include "f0.td"\ndef First;\n'
    case(f"depth-include-{n}", files, ["-I", P(f"depth-include-{n}"), P(f"depth-include-{n}/root.td")])
    # Include cycle: a.td includes itself.
    case("depth-include-self", {"depth-include-self/a.td": 'include "a.td"\ndef A;\n'},
         ["-I", P("depth-include-self"), P("depth-include-self/a.td")])
    single("depth-bits-1e8", 'def A { bits<100000000> b; }\n')
    single("depth-bits-1e7-let", 'def A { bits<10000000> b; let b{3-0} = 0b1010; let b{9999999} = 1; }\n')
    for n in (30000, 10 ** 6, 10 ** 7):
        single(f"depth-foldl-dag-{n}", g_foldl_dag(n), "-print-records")
    for n in (10 ** 4, 10 ** 6):
        single(f"depth-foldl-list-{n}",
               'def A { list<int> l = !foldl([]<int>, !range(%d), acc, i, !listconcat(acc, [i])); }\n' % n)
    for n in (10 ** 4, 10 ** 6):
        single(f"depth-sets-{n}",
               'class Set<dag d> { dag Elements = d; }\n'
               'def a;\ndef add;\ndef S0 : Set<(add a)>;\n'
               f'foreach i = 1...{n} in\n'
               '  def S#i : Set<(add !cast<Set>("S"#!sub(i, 1)), a)>;\n', "-print-sets")


# --- size --------------------------------------------------------------------

TINY_TARGET = '''include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Tiny"; }
def GPR : RegisterClass<"Tiny", [i32], 32, (add R0)>;
def TinyInstrInfo : InstrInfo;
def Tiny : Target { let InstructionSet = TinyInstrInfo; }
class TI<string asm, bits<8> op, int size> : Instruction {
  let Namespace = "Tiny";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = asm;
  let Size = size;
  field bits<16> Inst;
  field bits<16> SoftFail = 0;
  let Inst{15-8} = op;
  let Inst{7-0} = 0;
}
def NOP : TI<"nop", 0, 2>;
def HALT : TI<"halt", 1, SIZE>;
'''

DFA_TARGET = '''include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "V"; }
def GPR : RegisterClass<"V", [i32], 32, (add R0)>;
def VInstrInfo : InstrInfo;
def V : Target { let InstructionSet = VInstrInfo; }
// N functional units, N itinerary classes: class i takes any one unit, then unit i.
defvar N = NUNITS;
foreach i = 0...!sub(N, 1) in def U#i : FuncUnit;
defvar Units = !foreach(i, !range(N), !cast<FuncUnit>("U"#i));
foreach i = 0...!sub(N, 1) in def IC#i : InstrItinClass;
def Itins : ProcessorItineraries<Units, [],
  !foreach(i, !range(N), InstrItinData<!cast<InstrItinClass>("IC"#i),
     [InstrStage<1, Units>, InstrStage<1, [!cast<FuncUnit>("U"#i)]>]>)>;
def : Processor<"v1", Itins, []>;
foreach i = 0...!sub(N, 1) in
def I#i : Instruction {
  let Namespace = "V";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = "i"#i;
  let Itinerary = !cast<InstrItinClass>("IC"#i);
  let Size = 4;
}
'''

AUTOMATON = '''include "llvm/TableGen/Automaton.td"
// N transitions, each setting its own bit of the state: 2^N DFA states.
class T<int b> : Transition { let NewState = !shl(1, b); int A = b; }
foreach b = 0...!sub(NBITS, 1) in def T#b : T<b>;
def Auto : GenericAutomaton {
  let TransitionClass = "T";
  let SymbolFields = ["A"];
}
'''


def build_size():
    single("size-range-4e9", 'def A { list<int> l = !range(0, 4000000000); }\n')
    single("size-listsplat-4e9", 'def A { list<int> l = !listsplat(7, 4000000000); }\n')
    single("size-range-1e6", 'def A { list<int> l = !range(0, 1000000); }\n')
    single("size-listsplat-1e6", 'def A { list<string> l = !listsplat("x", 1000000); }\n')
    single("size-listsplat-neg", 'def A { list<int> l = !listsplat(7, -1); }\n')
    single("size-range-neg-huge", 'def A { list<int> l = !range(-4000000000, 0); }\n')
    single("size-range-int64", 'def A { list<int> l = !range(9223372036854775806, 9223372036854775807); }\n')
    single("size-foreach-4e9", 'foreach i = 0...4000000000 in def A#i;\n')
    single("size-foreach-list-1e6", 'foreach i = !range(1000000) in def A#i;\n', "-null-backend")
    single("size-bits-2g", 'def A { bits<2147483648> b; }\n')
    single("size-bits-4g", 'def A { bits<4294967296> b; }\n')
    single("size-bits-neg1", 'def A { bits<-1> b; }\n')
    single("size-bits-0", 'def A { bits<0> b; bits<0> c = {}; }\n')
    single("size-substr-huge", 'def A { string s = !substr("abc", 4000000000); string t = !substr("abc", 1, 4000000000); }\n')
    single("size-substr-neg", 'def A { string s = !substr("abc", -1); }\n')
    single("size-substr-neglen", 'def A { string s = !substr("abc", 0, -1); }\n')
    single("size-find-huge", 'def A { int i = !find("abc", "c", 4000000000); }\n')
    single("size-find-neg", 'def A { int i = !find("abc", "c", -1); }\n')
    single("size-shl-huge", 'def A { int i = !shl(1, 64); int j = !shl(1, -1); int k = !srl(1, 100); }\n')
    single("size-int-overflow", 'def A { int i = !add(9223372036854775807, 1); int j = !mul(4294967296, 4294967296); }\n')
    single("size-int-literal-overflow", 'def A { int i = 99999999999999999999; }\n')
    single("size-defs-4m", 'foreach i = 0...2047 in foreach j = 0...2047 in def A#i#_#j;\n', "-print-records")
    single("size-defs-1m", 'foreach i = 0...999 in foreach j = 0...999 in def A#i#_#j;\n', "-print-records")
    # -gen-disassembler on a tiny target with an odd Size on one instruction.
    case("size-disasm-ok", {"size-disasm/target.td": TINY_TARGET.replace("SIZE", "2")},
         ["-gen-disassembler", "-I", LLVM_INC, P("size-disasm/target.td")])
    for nm, v in [("neg1", "-1"), ("2e31", "2147483648"), ("2e32p2", "4294967298"), ("0", "0"),
                  ("3", "3"), ("int64max", "9223372036854775807")]:
        case(f"size-disasm-size-{nm}", {f"size-disasm-size-{nm}.td": TINY_TARGET.replace("SIZE", v)},
             ["-gen-disassembler", "-I", LLVM_INC, P(f"size-disasm-size-{nm}.td")])
    for n in (8, 12, 16):
        case(f"size-dfa-packetizer-{n}", {f"size-dfa-packetizer-{n}.td": DFA_TARGET.replace("NUNITS", str(n))},
             ["-gen-dfa-packetizer", "-I", LLVM_INC, P(f"size-dfa-packetizer-{n}.td")])
    # 28 bits: LLVM was still running after 60 s (skipped).
    for n in (12, 20):
        case(f"size-automata-{n}", {f"size-automata-{n}.td": AUTOMATON.replace("NBITS", str(n))},
             ["-gen-automata", "-I", LLVM_INC, P(f"size-automata-{n}.td")])
    # 10^6 entries: LLVM was still running after 60 s (skipped).
    for n in (10 ** 5,):
        single(f"size-searchable-{n}",
               'include "llvm/TableGen/SearchableTable.td"\n'
               'class E<int k> { bits<32> Key = k; string Name = "e"#k; bits<16> Enc = !and(k, 0xffff); }\n'
               f'foreach k = 0...{n - 1} in def E#k : E<!sub({n - 1}, k)>;\n'
               'def ETable : GenericTable {\n'
               '  let FilterClass = "E";\n'
               '  let Fields = ["Key", "Name", "Enc"];\n'
               '  let PrimaryKey = ["Key"];\n'
               '  let PrimaryKeyName = "lookupE";\n'
               '}\n'
               'def lookupEByEnc : SearchIndex { let Table = ETable; let Key = ["Enc"]; }\n',
               "-gen-searchable-tables", "-I", LLVM_INC)


# --- bytes -------------------------------------------------------------------

def build_bytes():
    b = lambda s: s.encode("latin-1")   # noqa: E731  latin-1: each \xNN is one raw byte
    single("bytes-size-raw", b('def A { int n = !size("\xff\xfe"); string s = "\xff\xfe"; }\n'))
    single("bytes-escape-x", 'def A { string s = "\\xff"; }\n')
    single("bytes-eq", b('def A { bit e = !eq("\xff", "\xfe"); bit f = !eq("\xff", "\xff"); bit n = !ne("\xc3\xa9", "\xe9"); }\n'))
    single("bytes-substr-utf8", b('def A { string s = !substr("\xc3\xa9t\xc3\xa9", 0, 1); string t = !substr("\xc3\xa9t\xc3\xa9", 1, 3); int n = !size("\xc3\xa9"); }\n'))
    single("bytes-find", b('def A { int i = !find("a\xff\xfe\xc3\xa9b", "\xfe"); int j = !find("\xc3\xa9", "\xa9"); int k = !find("abc", "\xff"); }\n'))
    single("bytes-case", b('def A { string u = !toupper("\xc3\xa9\xff abc \xe9"); string l = !tolower("\xc3\x89\xff ABC \xc9"); }\n'))
    single("bytes-concat", b('def A { string s = !strconcat("\xff", "\xc3", "\xa9"); string t = "\xfe" # "x" # "\xc3"; list<string> l = ["\xff"] # ["\x80"]; }\n'))
    single("bytes-lt", b('def A { bit a = !lt("\xff", "a"); bit b = !gt("\xc3\xa9", "z"); bit c = !le("\x80", "\x7f"); }\n'))
    single("bytes-code-block", b('def A { code c = [{ \xff\xfe \xc3 \x80 }]; }\n'))
    single("bytes-comment", b('// \xff\xfe comment \xc3\n/* \x80\x81 block \xe9 */\ndef A; // \xff\n'))
    single("bytes-recname", b('defvar n = "B\xff";\ndef A#"\xfe";\ndef !cast<string>(n);\n'
                              'multiclass M { def NAME#"\xc3" { string s = NAME; } }\ndefm X\xff : M;\n'
                              'defm Y : M;\ndef Z { string r = !cast<string>(!cast<Y\xc3>).s; }\n'))
    single("bytes-recname-ok", b('defvar n = "B\xff";\ndef A#"\xfe";\ndef !cast<string>(n);\n'
                                 'class K { string s = "\xc3\xa9\xff"; }\ndef C : K;\n'
                                 'def D { K r = !cast<K>("C"); list<string> l = ["\xff", "\xc3\xa9"]; }\n'))
    case("bytes-recname-json", {"bytes-recname-json.td": b('defvar n = "B\xff";\ndef A#"\xfe";\ndef !cast<string>(n);\n'
                                                          'class K { string s = "\xc3\xa9\xff\x01\x1f"; code c = [{\xfe}]; }\ndef C : K;\n'
                                                          'def D { K r = !cast<K>("C"); list<string> l = ["\xff", "\xc3\xa9"]; dag d = (C "\xff":$x\xff); }\n')},
         ["-dump-json", P("bytes-recname-json.td")])
    single("bytes-caret", b('def A { string s = "\xff\xfe\xc3"; int x = \xe9 undefined_thing\xff; }\n'))
    single("bytes-caret-undef", b('def A { string s = "\xff\xfe\xc3\xa9"; int x = undefined_thing; }\n'))
    single("bytes-ident", b('def A\xff;\n'))
    single("bytes-nul", b'def A { string s = "a\x00b"; int n = !size("a\x00b"); }\n')
    single("bytes-nul-toplevel", b'def A;\n\x00\ndef B;\n')
    single("bytes-bom", b'\xef\xbb\xbfdef A;\n')
    single("bytes-include-missing", b('include "\xff\xfe.td"\n'))
    # A file whose NAME is not UTF-8: created at run time under tmp/ from cases/bytes-filename.td.
    case("bytes-filename", {"bytes-filename.td": 'def A { int x = undefined_thing; }\n'},
         [f"{TMP}/bytes-\xff\xfe.td".encode("latin-1")],
         materialize=[{"path": f"{TMP}/bytes-\xff\xfe.td".encode("latin-1"), "from": "bytes-filename.td"}])
    case("bytes-define", {"bytes-define.td": '#ifdef X\ndef A;\n#endif\n#ifndef Y\ndef B;\n#endif\n'},
         [b"-D", b"\xff\xfe", b"-D", b"X\xff", b"-DY", P("bytes-define.td")])
    case("bytes-include-dir", {"bytes-include-dir/root.td": 'include "inc.td"\ndef Root : Inc;\n',
                               "bytes-include-dir/inc.td": 'class Inc { int x = undefined_in_inc; }\n'},
         [b"-I", f"{TMP}/dir-\xff".encode("latin-1"), P("bytes-include-dir/root.td")],
         materialize=[{"path": f"{TMP}/dir-\xff/inc.td".encode("latin-1"), "from": "bytes-include-dir/inc.td"}])
    # Names that are not UTF-8 in every front-end output: sorted by bytes
    # ("A\xfe" before "A\xff"), printed as bytes, and in JSON made valid as
    # LLVM's json::Value does (two names then collide into one key).
    names = b('defvar g = "\xfe";\nclass C<string s = "\xc3"> { string t = s; }\ndef "A\xfe" : C<"\xff">;\n'
              'def A#"\xff";\ndef A#"\xc3\xa9";\ndef A#"\xfe\xfe";\n'
              'multiclass M<string n> { def "X"#n; }\ndefm "\xff" : M<"\xfe">;\n')
    for flag in ["-print-records", "-print-detailed-records", "-dump-json"]:
        single(f"bytes-names{flag}", names, flag)
    case("bytes-names-filename", {"bytes-names-filename.td": names},
         ["-print-detailed-records", f"{TMP}/names-\xff.td".encode("latin-1")],
         materialize=[{"path": f"{TMP}/names-\xff.td".encode("latin-1"), "from": "bytes-names-filename.td"}])
    # Names and values that are not UTF-8 in diagnostics and in a code
    # generator's output: printed as bytes, and a duplicate found by bytes.
    single("bytes-def-duplicate", b('def "A\xff";\ndef "A\xfe";\ndef "A\xff";\n'))
    single("bytes-diag-value", b('class C<int x> { int y = !cast<int>("B\xfe"); }\ndef Q : C<1>;\n'))
    single("bytes-searchable",
           b('include "llvm/TableGen/SearchableTable.td"\n'
             'class E<int k, string n> { bits<8> Key = k; string Name = n; }\n'
             'def E0 : E<0, "a\xffb">;\ndef E1 : E<1, "\xc3\xa9">;\ndef E2 : E<2, "\xfe">;\n'
             'def ETable : GenericTable { let FilterClass = "E"; let Fields = ["Key", "Name"];\n'
             '  let PrimaryKey = ["Key"]; let PrimaryKeyName = "lookupE"; }\n'
             'def lookupEByName : SearchIndex { let Table = ETable; let Key = ["Name"]; }\n'),
           "-gen-searchable-tables", "-I", LLVM_INC)
    case("bytes-depfile-name", {"bytes-depfile-name.td": 'def A;\n'},
         ["-o", f"{TMP}/out.inc", b"-d", f"{TMP}/dep-\xff.d".encode("latin-1"), P("bytes-depfile-name.td")])


# --- io ------------------------------------------------------------------------

def build_io():
    big = 'foreach i = 0...9999 in def A#i { int x = i; }\n'   # ~300 KB of output, more than a pipe buffer
    single("io-devfull-stdout", 'def A;\n', stdout_mode="devfull")
    single("io-devfull-stdout-big", big, stdout_mode="devfull")
    single("io-devfull-o", 'def A;\n', "-o", "/dev/full")
    single("io-closed-stdout", 'def A;\n', stdout_mode="closed")
    single("io-closed-stdout-big", big, stdout_mode="closed")
    single("io-o-missing-dir", 'def A;\n', "-o", f"{REL}/no-such-dir/out.inc")
    single("io-o-is-dir", 'def A;\n', "-o", CASES)
    single("io-o-proc", 'def A;\n', "-o", "/proc/version")
    single("io-depfile-missing-dir", 'def A;\n', "-o", f"{TMP}/out.inc", "-d", f"{REL}/no-such-dir/x.d")
    single("io-depfile-proc", 'def A;\n', "-o", f"{TMP}/out.inc", "-d", "/proc/version")
    single("io-depfile-no-o", 'def A;\n', "-d", f"{TMP}/x.d")
    single("io-write-if-changed-proc", 'def A;\n', "--write-if-changed", "-o", "/proc/version")
    # Read-only existing file (the harness creates it with mode 0444; root can still write it).
    single("io-write-if-changed-readonly", 'def A;\n', "--write-if-changed", "-o", f"{TMP}/readonly.inc",
           setup=[{"path": f"{TMP}/readonly.inc", "content": "old contents\n", "mode": 0o444}])
    single("io-write-if-changed-devfull", 'def A;\n', "--write-if-changed", "-o", "/dev/full")
    single("io-input-missing", 'def A;\n', "-print-records")   # args fixed below
    ALL[-1].args = [f"{CASES}/no-such-file.td"]
    single("io-input-is-dir", 'def A;\n')
    ALL[-1].args = [CASES]
    case("io-stdin", {}, ["-"], stdin=b'def FromStdin { int x = 1; }\n')
    case("io-stdin-error", {}, ["-"], stdin=b'def FromStdin { int x = y; }\n')


# --- misc ----------------------------------------------------------------------

SEARCH = 'include "llvm/TableGen/SearchableTable.td"\n'


def build_misc():
    # Found by fuzzing (parse, 25 self-instantiations timed out): a
    # multiclass may instantiate itself while still open, copying what it
    # holds so far, so each such defm doubles it. LLVM does the same.
    single("misc-self-defm-doubling",
           'multiclass T<int x> {\n  def _d;\n' + ''.join(f'defm m{i}: T<{i}>;\n' for i in range(11))
           + '}\ndefm top: T<0>;\n')
    def st(name, text, *flags, **kw):
        single(name, SEARCH + text, "-gen-searchable-tables", "-I", LLVM_INC, *flags, **kw)

    st("misc-enum-unset-value",
       'class Kind { string Name; int V; }\n'
       'def KA : Kind { let Name = "A"; let V = 1; }\n'
       'def KB : Kind { let Name = "B"; let V = ?; }\n'
       'def KindEnum : GenericEnum { let FilterClass = "Kind"; let NameField = "Name"; let ValueField = "V"; }\n',
       nondeterministic=[{"stream": "stdout", "mask": r"^  B = -?\d+,$", "sort_lines": False,
                          "reason": "llvm-tblgen-19 prints B's unset value from uninitialised memory "
                                    "(a different number each run)"}])
    st("misc-enum-string-value",
       'class Kind { string V; }\n'
       'def KA : Kind { let V = "x"; }\n'
       'def KindEnum : GenericEnum { let FilterClass = "Kind"; let ValueField = "V"; }\n')
    st("misc-enum-missing-valuefield",
       'class Kind;\ndef KA : Kind;\n'
       'def KindEnum : GenericEnum { let FilterClass = "Kind"; let ValueField = "Nope"; }\n')
    st("misc-enum-unset-name",
       'class Kind { string N; }\ndef KA : Kind;\n'
       'def KindEnum : GenericEnum { let FilterClass = "Kind"; let NameField = "N"; }\n')
    st("misc-enum-empty", 'class Kind;\ndef KindEnum : GenericEnum { let FilterClass = "Kind"; }\n')
    st("misc-enum-no-filter", 'def KindEnum : GenericEnum;\n')
    st("misc-table-missing-field",
       'class E { int A; }\ndef E0 : E { let A = 1; }\n'
       'def T : GenericTable { let FilterClass = "E"; let Fields = ["A", "B"]; }\n')
    st("misc-table-unset-field",
       'class E { int A; bits<4> B; }\ndef E0 : E { let A = 1; }\n'
       'def T : GenericTable { let FilterClass = "E"; let Fields = ["A", "B"]; let PrimaryKey = ["B"]; let PrimaryKeyName = "lookup"; }\n')
    st("misc-table-missing-key",
       'class E { int A; }\ndef E0 : E { let A = 1; }\n'
       'def T : GenericTable { let FilterClass = "E"; let Fields = ["A"]; let PrimaryKey = ["Z"]; let PrimaryKeyName = "lookup"; }\n')
    st("misc-table-empty-fields",
       'class E;\ndef E0 : E;\ndef T : GenericTable { let FilterClass = "E"; let Fields = []; let PrimaryKey = []; let PrimaryKeyName = "lookup"; }\n')
    st("misc-table-enum-field-unset",
       'class Kind;\ndef KA : Kind;\ndef KindEnum : GenericEnum { let FilterClass = "Kind"; }\n'
       'class E { Kind K; }\ndef E0 : E;\n'
       'def T : GenericTable { let FilterClass = "E"; let Fields = ["K"]; string TypeOf_K = "KindEnum"; let PrimaryKey = ["K"]; let PrimaryKeyName = "lookup"; }\n')
    st("misc-table-bad-typeof",
       'class E { int A; }\ndef E0 : E { let A = 1; }\n'
       'def T : GenericTable { let FilterClass = "E"; let Fields = ["A"]; string TypeOf_A = "NoSuchEnum"; }\n')
    st("misc-table-list-field",
       'class E { list<int> A; }\ndef E0 : E { let A = [1]; }\n'
       'def T : GenericTable { let FilterClass = "E"; let Fields = ["A"]; }\n')
    st("misc-table-dup-keys",
       'class E { int A; }\ndef E0 : E { let A = 1; }\ndef E1 : E { let A = 1; }\n'
       'def T : GenericTable { let FilterClass = "E"; let Fields = ["A"]; let PrimaryKey = ["A"]; let PrimaryKeyName = "lookup"; }\n')
    st("misc-table-bits-huge",
       'class E { bits<128> A; }\ndef E0 : E { let A = 1; }\n'
       'def T : GenericTable { let FilterClass = "E"; let Fields = ["A"]; let PrimaryKey = ["A"]; let PrimaryKeyName = "lookup"; }\n')
    st("misc-index-no-table", 'def I : SearchIndex { let Key = ["A"]; }\n')
    # -gen-automata oddities.
    auto = 'include "llvm/TableGen/Automaton.td"\n'
    single("misc-automata-no-class", auto + 'def Auto : GenericAutomaton { let TransitionClass = "Nope"; let SymbolFields = ["A"]; }\n',
           "-gen-automata", "-I", LLVM_INC)
    single("misc-automata-no-symbols", auto + 'class T : Transition { let NewState = 1; }\ndef T0 : T;\n'
           'def Auto : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = []; }\n',
           "-gen-automata", "-I", LLVM_INC)
    # -gen-macro-fusion-pred: a predicate that contains itself (LLVM recurses
    # until it crashes) and one nested 20,000 deep (LLVM's stack runs out).
    fusion = ('include "llvm/Target/Target.td"\ndef TII : InstrInfo;\n'
              'def T : Target { let InstructionSet = TII; }\n')
    single("fusion-self-predicate", fusion + 'def P : CheckNot<TruePred> { let Pred = P; }\n'
           'def F : Fusion<"f", "HasF", "F", [FirstFusionPredicateWithMCInstPredicate<P>]>;\n',
           "-gen-macro-fusion-pred", "-I", LLVM_INC)
    single("fusion-deep-predicate-20000", fusion + 'def F : Fusion<"f", "HasF", "F", '
           '[FirstFusionPredicateWithMCInstPredicate<' + 'CheckNot<' * 20000 + 'TruePred' + '>' * 20000 + '>]>;\n',
           "-gen-macro-fusion-pred", "-I", LLVM_INC)
    # Empty input through many backends.
    for flag in ["-gen-disassembler", "-gen-emitter", "-gen-intrinsic-enums", "-gen-dfa-packetizer",
                 "-gen-directive-decl", "-gen-instr-info", "-gen-register-info", "-gen-asm-writer",
                 "-gen-subtarget", "-gen-asm-matcher", "-gen-dag-isel", "-gen-callingconv",
                 "-gen-opt-parser-defs", "-gen-searchable-tables", "-gen-automata", "-print-sets",
                 "-print-enums", "-gen-x86-fold-tables", "-gen-global-isel", "-gen-register-bank",
                 "-gen-macro-fusion-pred"]:
        case(f"misc-empty{flag}", {"misc-empty.td": ""}, [flag, P("misc-empty.td")])
    single("misc-print-enums-no-class", 'class K;\ndef A : K;\n', "-print-enums")
    single("misc-print-enums-class", 'class K;\ndef B : K;\ndef A : K;\n', "-print-enums", "-class=K")
    single("misc-print-enums-missing-class", 'class K;\ndef A : K;\n', "-print-enums", "-class=Nope")
    single("misc-sets-undefined-op", 'class Set<dag d> { dag Elements = d; }\ndef a;\ndef bogus;\ndef S : Set<(bogus a)>;\n', "-print-sets")
    single("misc-sets-self", 'class Set<dag d> { dag Elements = d; }\ndef a;\ndef add;\n'
           'def S : Set<(add a, !cast<Set>("S"))>;\n', "-print-sets")
    single("misc-sets-sequence-huge", 'class Set<dag d> { dag Elements = d; }\ndef sequence;\n'
           'def S : Set<(sequence "R%u", 0, 4000000000)>;\n', "-print-sets")
    single("misc-sets-rotl", 'class Set<dag d> { dag Elements = d; }\ndef a;\ndef b;\ndef add;\ndef rotl;\ndef decimate;\n'
           'def S : Set<(rotl (add a, b), -5)>;\ndef T : Set<(decimate (add a, b), 0)>;\n', "-print-sets")
    single("misc-intrinsic-enums", 'include "llvm/IR/Intrinsics.td"\n'
           'def int_foo : Intrinsic<[llvm_i32_ty], [llvm_i32_ty], [IntrNoMem]>;\n'
           'def int_foo_ : Intrinsic<[], [], []>;\n', "-gen-intrinsic-enums", "-I", LLVM_INC)
    single("misc-directive-empty-lang", 'include "llvm/Frontend/Directive/DirectiveBase.td"\n'
           'def L : DirectiveLanguage { let name = ""; }\n', "-gen-directive-decl", "-I", LLVM_INC)
    single("misc-directive-no-lang", 'include "llvm/Frontend/Directive/DirectiveBase.td"\n'
           'def C : Clause { let name = "c"; }\n', "-gen-directive-decl", "-I", LLVM_INC)
    single("misc-emitter-no-inst", TINY_TARGET.replace("SIZE", "2").replace("field bits<16> Inst;", "field bits<16> Inst = ?;"),
           "-gen-emitter", "-I", LLVM_INC)
    single("misc-disasm-no-inst-field", TINY_TARGET.replace("SIZE", "2")
           .replace("  field bits<16> Inst;\n  field bits<16> SoftFail = 0;\n  let Inst{15-8} = op;\n  let Inst{7-0} = 0;\n", ""),
           "-gen-disassembler", "-I", LLVM_INC)
    single("misc-disasm-conflict", TINY_TARGET.replace("SIZE", "2") + 'def NOP2 : TI<"nop2", 0, 2>;\n',
           "-gen-disassembler", "-I", LLVM_INC)
    # -dump-json of a 1,000-deep dag: LLVM takes 53 s at 3,000 (quadratic).
    single("misc-json-deep", g_dag(1000), "-dump-json")
    single("misc-assert-fail", 'assert 0, "boom";\ndef A;\n')
    single("misc-dump-huge", 'def A { bits<1000000> b; }\n' + 'defvar x = A;\ndump x;\n')
    single("misc-foreach-empty-range", 'foreach i = 5...0 in def A#i;\nforeach i = !range(0) in def B#i;\n')
    single("misc-def-redefined-many", 'foreach i = 0...1 in def A;\n')
    single("misc-cast-cycle", 'class C { C x = !cast<C>("A"); }\ndef A : C;\n')
    single("misc-self-ref-field", 'def A { int x = y; int y = x; }\n')
    single("misc-defset-huge", 'class C;\ndefset list<C> L = { foreach i = 0...99999 in def A#i : C; }\n'
           'def B { int n = !size(L); }\n', "-null-backend")
    single("misc-time-phases", 'def A;\n', "--time-phases", "-null-backend",
           # The timer columns (and their headers: LLVM prints a column only when its total is
           # not zero), masked; the title, the timers' names and the exit status stay.
           nondeterministic=[{"stream": "stderr",
                              "mask": r"^(?:   -+[A-Za-z+ ]+-+)+(?=  --- Name ---$)|(?: *\d+\.\d+(?: \( *\d+\.\d+%\))?)+",
                              "sort_lines": True,
                              "reason": "--time-phases prints measured times on stderr, only the columns whose "
                                        "total is not zero, and the timers in the order of their times"}])

# --- isel: bad patterns through -gen-dag-isel / -gen-fast-isel ------------------

ISEL_TARGET = """include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "P"; }
def R1 : Register<"r1"> { let Namespace = "P"; }
def GPR : RegisterClass<"P", [i32], 32, (add R0)>;
def GPR8 : RegisterClass<"P", [i8], 8, (add R1)>;
def PInstrInfo : InstrInfo;
def P : Target { let InstructionSet = PInstrInfo; }
def simm8 : Operand<i32>;
class PI<dag outs, dag ins, list<dag> pat = []> : Instruction {
  let Namespace = "P";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
}
def ADD : PI<(outs GPR:$d), (ins GPR:$a, GPR:$b)>;
def LI : PI<(outs GPR:$d), (ins simm8:$i)>;
def NOTDAG;
"""


def build_isel():
    def isel(name, text, *flags, backend="-gen-dag-isel"):
        single(name, ISEL_TARGET + text, backend, "-I", LLVM_INC, *flags)

    isel("isel-type-contradiction", 'def : Pat<(add GPR:$a, GPR8:$b), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-unknown-operator", 'def : Pat<(NOTDAG GPR:$a), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-sdnode-operand-count", 'def : Pat<(add GPR:$a), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-inst-too-few", 'def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a)>;\n')
    isel("isel-inst-too-many", 'def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b, GPR:$b)>;\n')
    isel("isel-dead-input", 'def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-undefined-output-name", 'def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$c)>;\n')
    isel("isel-int-out-of-range", 'def : Pat<(add GPR8:$a, 300), (ADD GPR8:$a, GPR8:$a)>;\n')
    isel("isel-unnamed-complex", 'def cp : ComplexPattern<i32, 1, "SelectCP", []>;\n'
         'def : Pat<(add GPR:$a, cp), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-frag-operand-count", 'def f : PatFrag<(ops node:$x, node:$y), (add node:$x, node:$y)>;\n'
         'def : Pat<(f GPR:$a), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-frag-self", 'def f : PatFrag<(ops node:$x), (add node:$x, (f node:$x))>;\n'
         'def : Pat<(f GPR:$a), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-frag-no-alternatives", 'def f : PatFrags<(ops node:$x), []>;\n'
         'def : Pat<(f GPR:$a), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-frag-unused-operand", 'def f : PatFrag<(ops node:$x, node:$y), (add node:$x, node:$x)>;\n'
         'def : Pat<(f GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;\n')
    isel("isel-outpatfrag-in-input", 'def o : OutPatFrag<(ops node:$x), (ADD node:$x, node:$x)>;\n'
         'def : Pat<(add (o GPR:$a), GPR:$b), (ADD GPR:$a, GPR:$b)>;\n')
    isel("isel-xform-operands", 'def xf : SDNodeXForm<imm, [{ return N; }]>;\n'
         'def : Pat<(i32 imm:$i), (LI (xf imm:$i, imm:$i))>;\n')
    isel("isel-node-in-pat", 'def : Pat<(add node:$a, GPR:$b), (ADD GPR:$b, GPR:$b)>;\n')
    isel("isel-same-name-two-types", 'def : Pat<(add GPR:$a, (i32 (zext GPR8:$a))), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-void-vt", 'def bad : SDNode<"PISD::BAD", SDTypeProfile<1, 0, [SDTCisVT<0, isVoid>]>>;\n'
         'def : Pat<(bad), (LI 0)>;\n')
    isel("isel-bad-constraint-operand", 'def bad : SDNode<"PISD::BAD", SDTypeProfile<1, 1, [SDTCisSameAs<0, 5>]>>;\n'
         'def : Pat<(bad GPR:$a), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-vec-on-scalar", 'def bad : SDNode<"PISD::BAD", SDTypeProfile<1, 1, [SDTCisVec<0>, SDTCisSameAs<0, 1>]>>;\n'
         'def : Pat<(bad GPR:$a), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-inst-pattern-mismatch", 'def SUB : PI<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$c))]>;\n')
    isel("isel-inst-set-count", 'def SUB : PI<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, GPR:$a, (sub GPR:$a, GPR:$b))]>;\n')
    isel("isel-reg-sequence-few", 'def : Pat<(add GPR:$a, GPR:$b), (REG_SEQUENCE GPR, GPR:$a)>;\n')
    isel("isel-unknown-leaf-flavor", 'def : Pat<(add GPR:$a, NOTDAG:$b), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-intrinsic-operand-count", 'include "llvm/IR/Intrinsics.td"\n'
         'def int_p_foo : Intrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty], [IntrNoMem]>;\n'
         'def : Pat<(int_p_foo GPR:$a), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-imm-and-pred-code", 'def bad : PatLeaf<(imm), [{ return true; }]> { let ImmediateCode = [{ return true; }]; }\n'
         'def : Pat<(i32 bad:$i), (LI simm8:$i)>;\n')
    isel("isel-root-leaf", 'def : Pat<(i32 GPR:$a), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-empty-set", 'def SUB : PI<(outs GPR:$d), (ins GPR:$a), [(set)]>;\n')
    isel("isel-implicit-misuse", 'def : Pat<(add GPR:$a, (implicit R0)), (ADD GPR:$a, GPR:$a)>;\n')
    isel("isel-alternatives-different-names", 'def f : PatFrags<(ops node:$x, node:$y), [(add node:$x, node:$y), (sub node:$x, node:$z)]>;\n'
         'def : Pat<(f GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;\n')
    isel("isel-fast-type-contradiction", 'def : Pat<(add GPR:$a, GPR8:$b), (ADD GPR:$a, GPR:$a)>;\n',
         backend="-gen-fast-isel")
    isel("isel-ok-many-features",
         'def fz : SDNode<"PISD::FZ", SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisInt<2>]>>;\n'
         'def xf : SDNodeXForm<imm, [{ return N; }]>;\n'
         'def s8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }], xf>;\n'
         'def ou : PatFrag<(ops node:$a, node:$b), (add node:$a, node:$b), [{ return N->hasOneUse(); }]>;\n'
         'def : Pat<(ou GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;\n'
         'def : Pat<(i32 s8:$i), (LI simm8:$i)>;\n'
         'def : Pat<(fz GPR:$a, (i32 7)), (ADD GPR:$a, GPR:$a)>;\n')


# --- cycle: self-referencing register and scheduling data ----------------------

CYCLE_REGS = """include "llvm/Target/Target.td"
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
"""

CYCLE_SCHED = """include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "T"; }
def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
def WriteALU : SchedWrite;
def ReadALU : SchedRead;
def P1 : SchedPredicate<[{ true }]>;
def ADD : Instruction, Sched<[WriteALU, ReadALU]> {
  let Namespace = "T";
  let OutOperandList = (outs GPR:$d);
  let InOperandList = (ins GPR:$a);
}
def M : SchedMachineModel { let CompleteModel = 0; }
def : ProcessorModel<"cpu", M, []>;
"""


def build_cycle():
    """Recursion over target data (issue 52). A SubRegIndex in its own
    CoveringSubRegIndices: llvm-tblgen-19 overflows its stack in every
    backend that builds the register bank. A SchedRead/SchedWrite whose
    SchedAlias names a variant selecting it again: LLVM expands forever
    (timeout or out of memory). Records can only name themselves or earlier
    records, so a cycle of two needs a SchedAlias (a separate record)."""
    def regs(name, text, *backends):
        for b in backends:
            single(f"{name}{b}" if len(backends) > 1 else name, CYCLE_REGS + text, b, "-I", LLVM_INC)

    covering_self = ('def sub_a : SubRegIndex<16> { let CoveringSubRegIndices = [sub_a, sub_a]; }\n'
                     'def R0 : Register<"r0"> { let Namespace = "T"; }\n'
                     'def GPR : RegisterClass<"T", [i32], 32, (add R0)>;\n')
    regs("cycle-covering-self", covering_self, "-gen-register-info", "-gen-instr-info", "-gen-dag-isel",
         "-gen-register-bank", "-gen-fast-isel")
    regs("cycle-covering-self-composed",
         'def sub_a : SubRegIndex<16> { let CoveringSubRegIndices = [sub_a, sub_a]; let ComposedOf = [sub_a, sub_a]; }\n'
         'def R0 : Register<"r0"> { let Namespace = "T"; }\n'
         'def R1 : Register<"r1"> { let Namespace = "T"; let SubRegs = [R0]; let SubRegIndices = [sub_a]; let CoveredBySubRegs = 1; }\n'
         'def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;\n', "-gen-register-info")
    regs("cycle-covering-through-registers",
         'def sub_lo : SubRegIndex<16>;\ndef sub_hi : SubRegIndex<16, 16>;\n'
         'def sub_a : SubRegIndex<32> { let CoveringSubRegIndices = [sub_lo, sub_a]; }\n'
         'def R0 : Register<"r0"> { let Namespace = "T"; }\ndef R1 : Register<"r1"> { let Namespace = "T"; }\n'
         'def D0 : Register<"d0"> { let Namespace = "T"; let SubRegs = [R0, R1]; let SubRegIndices = [sub_lo, sub_hi]; let CoveredBySubRegs = 1; }\n'
         'def Q0 : Register<"q0"> { let Namespace = "T"; let SubRegs = [D0]; let SubRegIndices = [sub_a]; }\n'
         'def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;\n'
         'def DPR : RegisterClass<"T", [i64], 64, (add D0)>;\ndef QPR : RegisterClass<"T", [i64], 64, (add Q0)>;\n',
         "-gen-register-info")
    # Self-references LLVM accepts or rejects cleanly.
    regs("cycle-composed-self",
         'def sub_a : SubRegIndex<16> { let ComposedOf = [sub_a, sub_a]; }\n'
         'def R0 : Register<"r0"> { let Namespace = "T"; }\n'
         'def R1 : Register<"r1"> { let Namespace = "T"; let SubRegs = [R0]; let SubRegIndices = [sub_a]; }\n'
         'def R2 : Register<"r2"> { let Namespace = "T"; let SubRegs = [R1]; let SubRegIndices = [sub_a]; }\n'
         'def GPR : RegisterClass<"T", [i32], 32, (add R0, R1, R2)>;\n', "-gen-register-info")
    regs("cycle-register-own-subreg",
         'def sub_a : SubRegIndex<16>;\n'
         'def R0 : Register<"r0"> { let Namespace = "T"; let SubRegs = [R0]; let SubRegIndices = [sub_a]; }\n'
         'def GPR : RegisterClass<"T", [i32], 32, (add R0)>;\n', "-gen-register-info")
    regs("cycle-register-own-alias",
         'def R0 : Register<"r0"> { let Namespace = "T"; let Aliases = [R0]; }\n'
         'def GPR : RegisterClass<"T", [i32], 32, (add R0)>;\n', "-gen-register-info")
    regs("cycle-class-own-member",
         'def R0 : Register<"r0"> { let Namespace = "T"; }\n'
         'def GPR : RegisterClass<"T", [i32], 32, (add R0, GPR)>;\n', "-gen-register-info")

    def sched(name, text, *backends, base=CYCLE_SCHED):
        for b in backends:
            single(f"{name}{b}" if len(backends) > 1 else name, base + text, b, "-I", LLVM_INC)

    sched("cycle-sched-read-variant",
          'def RV : SchedReadVariant<[SchedVar<P1,[ReadALU]>, SchedVar<NoSchedPred,[ReadALU,ReadALU]>]>;\n'
          'def : SchedAlias<ReadALU, RV>;\n', "-gen-subtarget", "-gen-instr-info")
    sched("cycle-sched-write-variant",
          'def WV : SchedWriteVariant<[SchedVar<P1,[WriteALU]>, SchedVar<NoSchedPred,[WriteALU,WriteALU]>]>;\n'
          'def : SchedAlias<WriteALU, WV>;\n', "-gen-subtarget")
    sched("cycle-sched-two-variants",
          'def WriteB : SchedWrite;\n'
          'def WV1 : SchedWriteVariant<[SchedVar<P1,[WriteB]>, SchedVar<NoSchedPred,[WriteALU]>]>;\n'
          'def WV2 : SchedWriteVariant<[SchedVar<P1,[WriteALU]>]>;\n'
          'def : SchedAlias<WriteALU, WV1>;\ndef : SchedAlias<WriteB, WV2>;\n', "-gen-subtarget")
    sched("cycle-sched-unused",
          'def RV : SchedReadVariant<[SchedVar<P1,[ReadALU]>, SchedVar<NoSchedPred,[ReadALU,ReadALU]>]>;\n'
          'def : SchedAlias<ReadALU, RV>;\n', "-gen-subtarget",
          base=CYCLE_SCHED.replace("Sched<[WriteALU, ReadALU]>", "Sched<[WriteALU]>"))
    # A WriteSequence made of itself: LLVM's expandRWSequence overflows its stack.
    sched("cycle-sched-sequence-self", 'def WS : WriteSequence<[WriteALU]> { let Writes = [WS]; }\n'
          'def ADD2 : Instruction, Sched<[WS]> {\n  let Namespace = "T";\n  let OutOperandList = (outs GPR:$d);\n'
          '  let InOperandList = (ins GPR:$a);\n}\n', "-gen-subtarget")
    # The same sequence reached through a variant, so that it is expanded.
    sched("cycle-sched-sequence-self-expanded", 'def WS : WriteSequence<[WriteALU]> { let Writes = [WS]; }\n'
          'let SchedModel = M in { def : WriteRes<WriteALU, []>; def : ReadAdvance<ReadALU, 0>; }\n'
          'def WV : SchedWriteVariant<[SchedVar<P1,[WS]>]>;\ndef : SchedAlias<WriteALU, WV>;\n', "-gen-subtarget")
    sched("cycle-sched-two-aliases",
          'def WriteB : SchedWrite;\ndef : SchedAlias<WriteALU, WriteB>;\ndef : SchedAlias<WriteB, WriteALU>;\n',
          "-gen-subtarget")



# --- target: generated whole targets through every whole-target backend -------

TARGET_SEED = 0x52_7A_61_65      # random.Random seed of build_targets (issue 52)
TARGET_COUNT = 561               # 51 per whole-target backend
TARGET_MUTATED = 0.4             # share of targets carrying one mutation
# The whole-target backends without a Rust writer (`tablegen --rust` refuses them).
TARGET_NO_RUST = {"-gen-fast-isel", "-gen-disassembler"}
TARGET_BACKENDS = ["-gen-dag-isel", "-gen-fast-isel", "-gen-instr-info", "-gen-register-info",
                   "-gen-subtarget", "-gen-register-bank", "-gen-disassembler", "-gen-emitter",
                   "-gen-searchable-tables", "-gen-exegesis", "-gen-macro-fusion-pred"]
TARGET_OPS = [("ADD", "add"), ("SUB", "sub"), ("AND", "and"), ("OR", "or"), ("XOR", "xor"), ("MUL", "mul"),
              ("SHL", "shl"), ("SRL", "srl"), ("SRA", "sra"), ("SDIV", "sdiv"), ("UDIV", "udiv")]


def target_sections(rng):
    """One well-formed target as ordered named sections of .td text."""
    S = {}
    nreg = rng.randint(2, 12)
    pairs = rng.random() < 0.6 and nreg >= 4
    tuples = pairs and rng.random() < 0.4
    S["head"] = ('include "llvm/Target/Target.td"\ninclude "llvm/TableGen/SearchableTable.td"\n'
                 'def GInstrInfo : InstrInfo;\n')
    t = ''
    if pairs:
        t += 'let Namespace = "G" in {\ndef sub_lo : SubRegIndex<16>;\ndef sub_hi : SubRegIndex<16, 16>;\n'
        if rng.random() < 0.4:
            t += 'def sub_lohi : SubRegIndex<32> { let CoveringSubRegIndices = [sub_lo, sub_hi]; }\n'
        if rng.random() < 0.3:
            t += 'def sub_d1 : SubRegIndex<32, 32>;\ndef sub_d1_lo : ComposedSubRegIndex<sub_d1, sub_lo>;\n'
        t += '}\n'
    alt = rng.random() < 0.4
    if alt:
        t += 'let Namespace = "G" in def ABIName : RegAltNameIndex;\n'
    S["subregs"] = t
    body = [f'let HWEncoding{{3-0}} = i;']
    if rng.random() < 0.3:
        body.append(f'let CostPerUse = [{rng.randint(0, 3)}];')
    if rng.random() < 0.2:
        body.append('let isArtificial = 0;')
    altarg = ', ["a"#i]' if alt else ''
    altidx = ' let RegAltNameIndices = [ABIName];' if alt else ''
    t = (f'let Namespace = "G" in {{\nforeach i = 0...{nreg - 1} in\n'
         f'  def R#i : Register<"r"#i{altarg}> {{ {" ".join(body)}{altidx} }}\n')
    if rng.random() < 0.3:
        t += 'def X0 : Register<"x0"> { let Aliases = [R0]; let HWEncoding = 15; }\n'
    if pairs and not tuples:
        t += (f'foreach i = 0...{nreg // 2 - 1} in\n'
              '  def D#i : RegisterWithSubRegs<"d"#i, [!cast<Register>("R"#!mul(i, 2)), !cast<Register>("R"#!add(!mul(i, 2), 1))]> {\n'
              '    let SubRegIndices = [sub_lo, sub_hi]; let CoveredBySubRegs = 1; let HWEncoding{3-0} = i; }\n')
    t += '}\n'
    if tuples:
        t += (f'def DT : RegisterTuples<[sub_lo, sub_hi], [(add (sequence "R%u", 0, {nreg - 2})), '
              f'(add (sequence "R%u", 1, {nreg - 1}))]>;\n')
    S["regs"] = t
    gpr = [f'def GPR : RegisterClass<"G", [i32], 32, (add (sequence "R%u", 0, {nreg - 1}))>']
    lets = []
    if rng.random() < 0.3:
        lets.append(f'let AllocationPriority = {rng.randint(0, 31)};')
    if rng.random() < 0.3:
        lets.append(f'let CopyCost = {rng.choice([1, 2, -1, 127])};')
    if rng.random() < 0.2:
        lets.append('let Size = 32;')
    t = gpr[0] + (' { ' + ' '.join(lets) + ' }\n' if lets else ';\n')
    subs = [f'(trunc GPR, {rng.randint(1, nreg)})', '(sub GPR, R0)', f'(rotl GPR, {rng.randint(-3, 3)})',
            f'(decimate GPR, {rng.randint(1, 3)})', '(and GPR, (add R1, R0))', '(add R1, R0)']
    for k, d in enumerate(rng.sample(subs, rng.randint(0, 3))):
        t += f'def GPRS{k} : RegisterClass<"G", [i32], 32, {d}>;\n'
    if pairs:
        t += ('def DPR : RegisterClass<"G", [i64], 32, (add ' + ('DT' if tuples else f'(sequence "D%u", 0, {nreg // 2 - 1})')
              + ')>' + (' { let CopyCost = 2; }\n' if rng.random() < 0.5 else ';\n'))
    if 'X0' in S["regs"]:
        t += 'def XPR : RegisterClass<"G", [i32], 32, (add X0)>;\n'
    S["classes"] = t
    # features, predicates, scheduling classes
    nfeat = rng.randint(0, 3)
    t = ''
    for k in range(nfeat):
        t += (f'def Feature{k} : SubtargetFeature<"f{k}", "HasF{k}", "true", "Feature {k}">;\n'
              f'def HasF{k} : Predicate<"Subtarget->hasF{k}()">, AssemblerPredicate<(all_of Feature{k}), "f{k}">;\n')
    t += 'def WriteALU : SchedWrite;\ndef WriteMul : SchedWrite;\ndef ReadALU : SchedRead;\n'
    itin = rng.random() < 0.25
    if itin:
        t += 'def IIC_ALU : InstrItinClass;\n'
    S["features"] = t
    # instructions
    t = ('class GI<dag outs, dag ins, string asm, list<dag> pat, bits<8> op> : Instruction {\n'
         '  let Namespace = "G";\n  let OutOperandList = outs;\n  let InOperandList = ins;\n'
         '  let AsmString = asm;\n  let Pattern = pat;\n  let Size = 4;\n'
         '  field bits<32> Inst;\n  field bits<32> SoftFail = 0;\n  let Inst{31-24} = op;\n'
         + ('  let Itinerary = IIC_ALU;\n' if itin else '') + '}\n'
         'def simm8 : Operand<i32>, ImmLeaf<i32, [{ return isInt<8>(Imm); }]>;\n'
         'class RRR<string mn, bits<8> op, SDNode node> : GI<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),\n'
         '    mn#"\\t$rd, $rs1, $rs2", [(set GPR:$rd, (node GPR:$rs1, GPR:$rs2))], op>,\n'
         '    Sched<[WriteALU, ReadALU, ReadALU]> {\n'
         '  bits<4> rd;\n  bits<4> rs1;\n  bits<4> rs2;\n'
         '  let Inst{23-20} = rd;\n  let Inst{19-16} = rs1;\n  let Inst{15-12} = rs2;\n  let Inst{11-0} = 0;\n}\n'
         'class RRI<string mn, bits<8> op, SDNode node> : GI<(outs GPR:$rd), (ins GPR:$rs1, simm8:$imm),\n'
         '    mn#"\\t$rd, $rs1, $imm", [(set GPR:$rd, (node GPR:$rs1, simm8:$imm))], op>,\n'
         '    Sched<[WriteALU, ReadALU]> {\n'
         '  bits<4> rd;\n  bits<4> rs1;\n  bits<8> imm;\n'
         '  let Inst{23-20} = rd;\n  let Inst{19-16} = rs1;\n  let Inst{15-8} = imm;\n  let Inst{7-0} = 0;\n}\n')
    ops = rng.sample(TARGET_OPS, rng.randint(2, 6))
    opcodes = rng.sample(range(1, 120), len(ops) * 2 + 4)
    insts = []
    for k, (name, node) in enumerate(ops):
        pred = rng.randrange(nfeat) if nfeat and rng.random() < 0.3 else None
        line = f'def {name} : RRR<"{name.lower()}", {opcodes[k]}, {node}>'
        if rng.random() < 0.15:
            line += ' { let Constraints = "$rd = $rs1"; }'
        elif rng.random() < 0.1:
            line += ' { let isCommutable = 1; }'
        else:
            line += ';'
        if pred is not None:
            line = f'let Predicates = [HasF{pred}] in\n' + line
        insts.append((name, node))
        t += line + '\n'
        if rng.random() < 0.4:
            t += f'def {name}I : RRI<"{name.lower()}i", {opcodes[len(ops) + k]}, {node}>;\n'
    if rng.random() < 0.4:
        t += ('def MOVI : GI<(outs GPR:$rd), (ins simm8:$imm), "movi\\t$rd, $imm", [(set GPR:$rd, simm8:$imm)], '
              f'{opcodes[-1]}>, Sched<[WriteALU]> {{\n'
              '  bits<4> rd;\n  bits<8> imm;\n  let Inst{23-20} = rd;\n  let Inst{19-12} = 0;\n  let Inst{11-4} = imm;\n'
              '  let Inst{3-0} = 0;\n  let isMoveImm = 1;\n  let isReMaterializable = 1;\n}\n')
    if rng.random() < 0.3:
        t += (f'def NOP : GI<(outs), (ins), "nop", [], {opcodes[-2]}> {{ let Inst{{23-0}} = 0; let hasSideEffects = 1; }}\n')
    if rng.random() < 0.3:
        t += ('let isPseudo = 1, isCodeGenOnly = 1 in\n'
              'def PSEUDO_COPY : Instruction { let Namespace = "G"; let OutOperandList = (outs GPR:$rd);\n'
              '  let InOperandList = (ins GPR:$rs); let Size = 4; }\n')
    if rng.random() < 0.3:
        t += ('def mem : Operand<iPTR> { let MIOperandInfo = (ops GPR, simm8); let DecoderMethod = "decodeMem"; }\n'
              'def addr : ComplexPattern<iPTR, 2, "SelectAddr", [], []>;\n'
              f'def LW : GI<(outs GPR:$rd), (ins mem:$addr), "lw\\t$rd, $addr", [(set GPR:$rd, (load addr:$addr))], {opcodes[-3]}>,\n'
              '    Sched<[WriteALU]> {\n  bits<4> rd;\n  bits<12> addr;\n  let Inst{23-20} = rd;\n  let Inst{19-8} = addr;\n'
              '  let Inst{7-0} = 0;\n}\n'
              f'def SW : GI<(outs), (ins GPR:$rs, mem:$addr), "sw\\t$rs, $addr", [(store GPR:$rs, addr:$addr)], {opcodes[-4]}>,\n'
              '    Sched<[WriteALU]> {\n  bits<4> rs;\n  bits<12> addr;\n  let Inst{23-20} = rs;\n  let Inst{19-8} = addr;\n'
              '  let Inst{7-0} = 0;\n}\n')
    S["insts"] = t
    # patterns
    t = ''
    a, b = insts[0][0], insts[1][0]
    if rng.random() < 0.5:
        t += ('def twice : PatFrag<(ops node:$x, node:$y), (' + insts[0][1] + ' (' + insts[1][1] + ' node:$x, node:$y), node:$y)>;\n'
              f'def : Pat<(twice GPR:$a, GPR:$b), ({a} ({b} GPR:$a, GPR:$b), GPR:$b)>;\n')
    if rng.random() < 0.3:
        t += ('def either : PatFrags<(ops node:$x, node:$y), [(' + insts[0][1] + ' node:$x, (' + insts[1][1]
              + ' node:$y, node:$x)), (' + insts[1][1] + ' (' + insts[0][1] + ' node:$y, node:$y), node:$x)]>;\n'
              f'def : Pat<(either GPR:$a, GPR:$b), ({b} GPR:$a, GPR:$b)>;\n')
    if rng.random() < 0.4:
        t += f'def : Pat<(i32 (ineg GPR:$a)), ({insts[1][0]} R0, GPR:$a)>;\n'
    if rng.random() < 0.3:
        t += f'let AddedComplexity = {rng.randint(1, 20)} in\ndef : Pat<({insts[0][1]} GPR:$a, (i32 0)), ({a} GPR:$a, GPR:$a)>;\n'
    S["patterns"] = t
    # scheduling models and processors
    t = ''
    nmodel = rng.randint(0, 2)
    feats = ', '.join(f'Feature{k}' for k in range(nfeat))
    for m in range(nmodel):
        t += (f'def Model{m} : SchedMachineModel {{ let IssueWidth = {rng.randint(1, 4)}; '
              f'let MicroOpBufferSize = {rng.choice([0, 16, 32])}; let LoadLatency = {rng.randint(1, 5)}; '
              'let CompleteModel = 0; }\n'
              f'let SchedModel = Model{m} in {{\n  def ALU{m} : ProcResource<{rng.randint(1, 3)}>;\n'
              f'  def MD{m} : ProcResource<1> {{ let BufferSize = {rng.choice([-1, 0, 1, 8])}; }}\n'
              f'  def : WriteRes<WriteALU, [ALU{m}]> {{ let Latency = {rng.randint(0, 4)}; }}\n'
              f'  def : WriteRes<WriteMul, [ALU{m}, MD{m}]> {{ let Latency = {rng.randint(1, 9)}; '
              f'let ReleaseAtCycles = [1, {rng.randint(1, 4)}]; }}\n'
              f'  def : ReadAdvance<ReadALU, {rng.randint(0, 2)}>;\n')
        if rng.random() < 0.5:
            t += (f'  def GWV{m} : SchedWriteVariant<[SchedVar<MCSchedPredicate<CheckRegOperand<1, R0>>, [WriteALU]>,\n'
                  '                                  SchedVar<NoSchedPred, [WriteMul]>]>;\n'
                  f'  def : InstRW<[GWV{m}, ReadALU, ReadALU], (instrs {a})>;\n')
        if rng.random() < 0.4:
            t += f'  def : InstRW<[WriteMul, ReadALU, ReadALU], (instregex "^{b}")>;\n'
        if itin and rng.random() < 0.5:
            t += '  def : ItinRW<[WriteALU], [IIC_ALU]>;\n'
        t += '}\n'
        t += f'def : ProcessorModel<"cpu{m}", Model{m}, [{feats}]>;\n'
    t += f'def : ProcessorModel<"generic", NoSchedModel, [{feats if rng.random() < 0.5 else ""}]>;\n'
    S["sched"] = t
    # searchable tables
    t = ''
    if rng.random() < 0.8:
        n = rng.randint(1, 6)
        t += ('class GKindC<int v> { int Value = v; }\n'
              'def KindA : GKindC<0>;\ndef KindB : GKindC<1>;\n'
              'def GKind : GenericEnum { let FilterClass = "GKindC"; let ValueField = "Value"; }\n'
              'class SysReg<string name, bits<12> enc, bit ro, GKindC kind> {\n'
              '  string Name = name;\n  bits<12> Encoding = enc;\n  bit ReadOnly = ro;\n  GKindC Kind = kind;\n}\n')
        encs = rng.sample(range(0, 4096), n)
        for k in range(n):
            t += f'def SR{k} : SysReg<"sr{k}", {encs[k]}, {rng.randint(0, 1)}, Kind{"AB"[k % 2]}>;\n'
        t += ('def SysRegs : GenericTable {\n  let FilterClass = "SysReg";\n'
              '  let Fields = ["Name", "Encoding", "ReadOnly", "Kind"];\n'
              '  let PrimaryKey = ["Encoding"];\n  let PrimaryKeyName = "lookupSysRegByEncoding";\n'
              '  string TypeOf_Kind = "GKind";\n}\n'
              'def lookupSysRegByName : SearchIndex { let Table = SysRegs; let Key = ["Name"]; }\n')
        if rng.random() < 0.4:
            t += ('class InstMap<Instruction i, bits<8> cost> { Instruction Inst = i; bits<8> Cost = cost; }\n'
                  f'def : InstMap<{a}, 1>;\ndef : InstMap<{b}, 2>;\n'
                  'def InstMaps : GenericTable { let FilterClass = "InstMap"; let Fields = ["Inst", "Cost"];\n'
                  '  let PrimaryKey = ["Inst"]; let PrimaryKeyName = "lookupInstMap"; }\n')
    S["tables"] = t
    # register banks
    t = 'def GPRBank : RegisterBank<"GPRB", [GPR]>;\n' if rng.random() < 0.85 else ''
    if pairs and rng.random() < 0.5:
        t += 'def PairBank : RegisterBank<"PairB", [DPR]>;\n'
    S["banks"] = t
    # macro fusion
    t = ''
    if rng.random() < 0.85:
        t += (f'def FuseAB : SimpleFusion<"fuse-ab", "HasFuseAB", "fuse {a} and {b}", '
              f'CheckOpcode<[{a}]>, CheckOpcode<[{b}]>>;\n')
    if rng.random() < 0.4:
        t += (f'def FuseCode : Fusion<"fuse-code", "HasFuseCode", "by code", '
              '[FusionPredicateWithCode<[{ return true; }]>, WildcardTrue]>;\n')
    if rng.random() < 0.3:
        t += (f'def FuseSame : SingleFusion<"fuse-same", "HasFuseSame", "same", {a}, {b}>;\n')
    S["fusion"] = t
    # exegesis counters
    t = ''
    if rng.random() < 0.8:
        t += ('def GPfm : ProcPfmCounters {\n  let CycleCounter = PfmCounter<"cycles">;\n'
              '  let UopsCounter = PfmCounter<"uops_issued">;\n'
              '  let IssueCounters = [PfmIssueCounter<"ALU0", "port0">];\n')
        if rng.random() < 0.4:
            t += '  let ValidationCounters = [PfmValidationCounter<InstructionRetired, "inst_retired">];\n'
        t += '}\ndef : PfmCountersBinding<"cpu0", GPfm>;\n'
        if rng.random() < 0.3:
            t += 'def : PfmCountersDefaultBinding<GPfm>;\n'
    S["pfm"] = t
    S["target"] = 'def G : Target { let InstructionSet = GInstrInfo; }\n'
    return S


def _mut_append(section, text):
    def f(rng, S):
        S[section] += text
    f.section = section
    return f


def _mut_replace(section, old, new):
    """Replace the first `old` of a section; the mutation does not apply (None) when it is absent."""
    def f(rng, S):
        if old not in S[section]:
            return False
        S[section] = S[section].replace(old, new, 1)
    f.section = section
    return f


TARGET_MUTATIONS = [
    ("dup-def", _mut_append("classes", 'def GPR : RegisterClass<"G", [i32], 32, (add R0)>;\n')),
    ("undef-reg", _mut_append("classes", 'def BAD : RegisterClass<"G", [i32], 32, (add R0, NOPE)>;\n')),
    ("empty-class", _mut_append("classes", 'def EMPTY : RegisterClass<"G", [i32], 32, (sub GPR, GPR)>;\n')),
    ("class-no-types", _mut_append("classes", 'def NT : RegisterClass<"G", [], 32, (add R0)>;\n')),
    ("class-bad-type", _mut_append("classes", 'def BT : RegisterClass<"G", [GPR], 32, (add R0)>;\n')),
    ("class-size-huge", _mut_append("classes", 'def BIG : RegisterClass<"G", [i32], 32, (add R1)> { let Size = 4294967296; }\n')),
    ("alloc-prio-huge", _mut_append("classes", 'def AP : RegisterClass<"G", [i32], 32, (add R1)> { let AllocationPriority = 5000000000; }\n')),
    ("copy-cost-wide", _mut_append("classes", 'def CC : RegisterClass<"G", [i32], 32, (add R1)> { let CopyCost = 1000; }\n')),
    ("decimate-zero", _mut_append("classes", 'def DZ : RegisterClass<"G", [i32], 32, (decimate GPR, 0)>;\n')),
    ("sequence-beyond", _mut_append("classes", 'def SB : RegisterClass<"G", [i32], 32, (sequence "R%u", 0, 40)>;\n')),
    ("subreg-count", _mut_append("regs", 'def BADSR : RegisterWithSubRegs<"bad", [R0, R1]> { let Namespace = "G"; let SubRegIndices = [GInstrInfo]; }\n')),
    ("subreg-huge-offset", _mut_append("subregs", 'let Namespace = "G" in def sub_far : SubRegIndex<16, 70000>;\n'
                                       'def FAR : RegisterWithSubRegs<"far", [R0]> { let Namespace = "G"; let SubRegIndices = [sub_far]; }\n')),
    ("subreg-neg-size", _mut_append("subregs", 'let Namespace = "G" in def sub_neg : SubRegIndex<-16, -1>;\n')),
    ("hwencoding-wide", _mut_replace("regs", 'let HWEncoding{3-0} = i;', 'let HWEncoding = !add(i, 65536);')),
    ("costperuse-neg", _mut_replace("regs", 'let HWEncoding{3-0} = i;', 'let HWEncoding{3-0} = i; let CostPerUse = [-1];')),
    ("alias-unknown", _mut_append("regs", 'def AU : Register<"au"> { let Namespace = "G"; let Aliases = [NOPE]; }\n')),
    ("tuple-mismatch", _mut_append("regs", 'let Namespace = "G" in def sub_x : SubRegIndex<8>;\n'
                                   'def TM : RegisterTuples<[sub_x], [(add R0, R1), (add R1)]>;\n')),
    ("altname-missing", _mut_append("regs", 'def AN : Register<"an", ["x", "y"]> { let Namespace = "G"; }\n')),
    ("inst-bit-range", _mut_replace("insts", "let Inst{11-0} = 0;", "let Inst{40-0} = 0;")),
    ("inst-unknown-operand", _mut_replace("insts", "let Inst{11-0} = 0;", "bits<4> rz;\n  let Inst{11-8} = rz;\n  let Inst{7-0} = 0;")),
    ("inst-bits-unset", _mut_replace("insts", "let Inst{11-0} = 0;", "let Inst{11-1} = 0;")),
    ("encoding-conflict", _mut_append("insts", 'def DUP1 : GI<(outs), (ins), "dup1", [], 127> { let Inst{23-0} = 0; }\n'
                                      'def DUP2 : GI<(outs), (ins), "dup2", [], 127> { let Inst{23-0} = 0; }\n')),
    ("constraint-unknown", _mut_append("insts", 'def CU : RRR<"cu", 126, add> { let Constraints = "$rd = $nope"; }\n')),
    ("constraint-malformed", _mut_append("insts", 'def CM : RRR<"cm", 126, add> { let Constraints = "$rd == $rs1"; }\n')),
    ("pattern-arity", _mut_append("insts", 'def PA : GI<(outs GPR:$rd), (ins GPR:$rs1), "pa", [(set GPR:$rd, (add GPR:$rs1))], 125>;\n')),
    ("pattern-undef-operand", _mut_append("insts", 'def PU : GI<(outs GPR:$rd), (ins GPR:$rs1), "pu", [(set GPR:$rd, (add GPR:$rs1, GPR:$rz))], 125>;\n')),
    ("pattern-type", _mut_append("patterns", 'def : Pat<(f32 (add GPR:$a, GPR:$b)), (OR GPR:$a, GPR:$b)>;\n')),
    ("pat-unknown-inst", _mut_append("patterns", 'def : Pat<(xor GPR:$a, (i32 1)), (NOPE GPR:$a)>;\n')),
    ("pat-dead-operand", _mut_append("patterns", 'def : Pat<(mulhs GPR:$a, GPR:$b), (PSEUDO_COPY GPR:$a)>;\n'
                                     'let isPseudo = 1 in def PSEUDO_COPY2 : Instruction { let Namespace = "G"; '
                                     'let OutOperandList = (outs GPR:$rd); let InOperandList = (ins GPR:$rs); }\n')),
    ("frag-arity", _mut_append("patterns", 'def f2 : PatFrag<(ops node:$x, node:$y), (add node:$x, node:$y)>;\n'
                               'def : Pat<(f2 GPR:$a), (R0)>;\n')),
    ("immleaf-float", _mut_append("patterns", 'def fimm : ImmLeaf<f32, [{ return true; }]>;\n'
                                  'def : Pat<(i32 fimm:$i), (R0)>;\n')),
    ("imm-out-of-range", _mut_append("patterns", 'def : Pat<(i32 (add GPR:$a, (i32 99999999999))), (R0)>;\n')),
    ("complex-no-name", _mut_append("patterns", 'def cpx : ComplexPattern<i32, 1, "SelectCP", []>;\n'
                                    'def : Pat<(sub GPR:$a, cpx), (R0)>;\n')),
    ("sched-undef-write", _mut_append("sched", 'def MB : SchedMachineModel;\nlet SchedModel = MB in def : WriteRes<WriteNope, []>;\n')),
    ("sched-neg-latency", _mut_append("sched", 'def MN : SchedMachineModel;\nlet SchedModel = MN in '
                                      'def : WriteRes<WriteALU, []> { let Latency = -5; }\ndef : ProcessorModel<"cpun", MN, []>;\n')),
    ("instrw-no-match", _mut_append("sched", 'def MI : SchedMachineModel;\nlet SchedModel = MI in '
                                    'def : InstRW<[WriteALU], (instregex "^NOPE")>;\ndef : ProcessorModel<"cpui", MI, []>;\n')),
    ("readadvance-huge", _mut_append("sched", 'def MR : SchedMachineModel;\nlet SchedModel = MR in '
                                     'def : ReadAdvance<ReadALU, 99999999999>;\ndef : ProcessorModel<"cpur", MR, []>;\n')),
    ("resource-zero", _mut_append("sched", 'def MZ : SchedMachineModel;\nlet SchedModel = MZ in { def Z : ProcResource<0>;\n'
                                  'def : WriteRes<WriteALU, [Z]>; }\ndef : ProcessorModel<"cpuz", MZ, []>;\n')),
    ("variant-empty", _mut_append("sched", 'def MV : SchedMachineModel;\nlet SchedModel = MV in { def EV : SchedWriteVariant<[]>;\n'
                                  'def : SchedAlias<WriteALU, EV>; }\ndef : ProcessorModel<"cpuv", MV, []>;\n')),
    ("release-mismatch", _mut_append("sched", 'def MM : SchedMachineModel;\nlet SchedModel = MM in { def U : ProcResource<1>;\n'
                                     'def : WriteRes<WriteALU, [U]> { let ReleaseAtCycles = [1, 2, 3]; } }\n'
                                     'def : ProcessorModel<"cpum", MM, []>;\n')),
    ("processor-dup", _mut_append("sched", 'def : ProcessorModel<"generic", NoSchedModel, []>;\n')),
    ("table-missing-field", _mut_replace("tables", '"ReadOnly", "Kind"]', '"ReadOnly", "Kind", "Missing"]')),
    ("table-bad-key", _mut_replace("tables", 'let PrimaryKey = ["Encoding"]', 'let PrimaryKey = ["Nope"]')),
    ("table-dup-key", _mut_replace("tables", 'let Key = ["Name"]; }', 'let Key = ["Name"]; let EarlyOut = 1; }\n'
                                   'def lookupByRO : SearchIndex { let Table = SysRegs; let Key = ["ReadOnly", "Kind"]; }\n'
                                   'def : SysReg<"dupname", 0, 0, KindA>;\ndef : SysReg<"dupname2", 0, 0, KindA>;')),
    ("enum-bad-filter", _mut_replace("tables", 'let FilterClass = "GKindC";', 'let FilterClass = "Nope";')),
    ("regbank-empty", _mut_append("banks", 'def EmptyBank : RegisterBank<"Empty", []>;\n')),
    ("regbank-dup-class", _mut_append("banks", 'def DupBank : RegisterBank<"Dup", [GPR, GPR]>;\n')),
    ("fusion-bad-pred", _mut_append("fusion", 'def FuseBad : SimpleFusion<"fuse-bad", "HasFuseBad", "bad", '
                                    'CheckOpcode<[GPR]>, CheckOpcode<[]>>;\n')),
    ("fusion-dup-name", _mut_append("fusion", 'def FuseDup : Fusion<"f0", "HasF0", "dup feature name", [WildcardTrue]>;\n')),
    ("pfm-no-resource", _mut_append("pfm", 'def BadPfm : ProcPfmCounters { let IssueCounters = [PfmIssueCounter<"NOPE", "p">]; }\n'
                                    'def : PfmCountersBinding<"cpu0", BadPfm>;\n')),
    ("table-no-fields", _mut_replace("tables", '"ReadOnly", "Kind"]', '"ReadOnly", "Kind"]; let Fields = []')),
    ("table-no-filter", _mut_replace("tables", 'let FilterClass = "SysReg";', 'let FilterClass = "NoSuchClass";')),
    ("table-key-bits-wide", _mut_replace("tables", 'bits<12> Encoding = enc;', 'bits<70> Encoding = enc;')),
    ("index-unknown-table", _mut_append("tables", 'def lookupNope : SearchIndex { let Table = SysRegs2; let Key = ["Name"]; }\n')),
    ("enum-dup-value", _mut_append("tables", 'def KindC : GKindC<0>;\n')),
    ("regbank-unknown-class", _mut_append("banks", 'def UBank : RegisterBank<"U", [NOPE]>;\n')),
    ("regbank-dup-name", _mut_append("banks", 'def GPRBank2 : RegisterBank<"GPRB", [GPR]>;\n')),
    ("fusion-no-preds", _mut_append("fusion", 'def FuseNone : Fusion<"fuse-none", "HasFuseNone", "none", []>;\n')),
    ("fusion-bad-operand", _mut_append("fusion", 'def FuseOp : SimpleFusion<"fuse-op", "HasFuseOp", "op", '
                                       'CheckRegOperand<9, NOPE>, CheckImmOperand<-1, 3>>;\n')),
    ("fusion-tie-far", _mut_append("fusion", 'def FuseTie : Fusion<"fuse-tie", "HasFuseTie", "tie", '
                                   '[TieReg<70000, -1>, SameReg<-3, 99>]>;\n')),
    ("pfm-dup-binding", _mut_append("pfm", 'def P2 : ProcPfmCounters;\ndef : PfmCountersBinding<"cpu0", P2>;\n')),
    ("pfm-two-defaults", _mut_append("pfm", 'def P3 : ProcPfmCounters;\ndef : PfmCountersDefaultBinding<P3>;\n'
                                     'def : PfmCountersDefaultBinding<P3>;\n')),
    ("pfm-bad-counter", _mut_append("pfm", 'def P4 : ProcPfmCounters { let CycleCounter = GPR; }\n')),
    ("no-target", _mut_replace("target", 'def G : Target { let InstructionSet = GInstrInfo; }\n', '')),
    ("two-targets", _mut_append("target", 'def G2 : Target { let InstructionSet = GInstrInfo; }\n')),
    ("predicate-bad-dag", _mut_append("features", 'def FX : SubtargetFeature<"fx", "HasFX", "true", "fx">;\n'
                                      'def HasFX : Predicate<"x">, AssemblerPredicate<(not FX)>;\n'
                                      'let Predicates = [HasFX] in def PX : RRR<"px", 124, add>;\n')),
    ("predicate-wrong-type", _mut_append("insts", 'let Predicates = [GPR] in def PW : RRR<"pw", 124, add>;\n')),
    ("field-wrong-type", _mut_append("insts", 'def FW : RRR<"fw", 123, add> { let Size = "four"; }\n')),
    ("inst-no-namespace", _mut_append("insts", 'def NNS : Instruction { let OutOperandList = (outs); let InOperandList = (ins); }\n')),
    ("operand-unknown-class", _mut_append("insts", 'def OU : GI<(outs NOPECLASS:$rd), (ins), "ou", [], 122>;\n')),
]


# The sections each backend reads (besides the target and its classes): a
# mutation is drawn from these most of the time, so that most mutations reach
# the backend that runs.
TARGET_READS = {
    "-gen-dag-isel": {"insts", "patterns", "classes", "regs", "features"},
    "-gen-fast-isel": {"insts", "patterns", "classes", "regs", "features"},
    "-gen-instr-info": {"insts", "sched", "features", "classes", "regs", "patterns"},
    "-gen-register-info": {"subregs", "regs", "classes"},
    "-gen-subtarget": {"sched", "features", "insts"},
    "-gen-register-bank": {"banks", "classes", "regs", "subregs"},
    "-gen-disassembler": {"insts", "regs", "classes"},
    "-gen-emitter": {"insts", "features"},
    "-gen-searchable-tables": {"tables"},
    "-gen-exegesis": {"pfm", "sched"},
    "-gen-macro-fusion-pred": {"fusion", "insts"},
}


def target_case(rng, k, backend):
    S = target_sections(rng)
    mut = None
    if rng.random() < TARGET_MUTATED:
        near = [m for m in TARGET_MUTATIONS if m[1].section in TARGET_READS[backend] | {"target"}]
        for _ in range(10):
            name, f = rng.choice(near if rng.random() < 0.8 else TARGET_MUTATIONS)
            if f(rng, S) is not False:
                mut = name
                break
    name = f"target-{k:03d}-{backend[5:]}-{mut or 'plain'}"
    text = f"// Generated by gen.py build_targets (seed {TARGET_SEED:#x}), target {k}\n" + "".join(S.values())
    case(name, {f"target/{name}.td": text}, [backend, "-I", LLVM_INC, P(f"target/{name}.td")],
         rust=backend not in TARGET_NO_RUST)


def build_targets():
    """Small whole targets on Target.td from a fixed-seed PRNG (issue 52):
    registers, sub-registers, tuples, classes, instructions with encodings
    and patterns, scheduling models, searchable tables, register banks,
    macro fusion and pfm counters, each through one whole-target backend
    (round-robin); about 30% carry one mutation (TARGET_MUTATIONS)."""
    import random
    rng = random.Random(TARGET_SEED)
    for k in range(TARGET_COUNT):
        target_case(rng, k, TARGET_BACKENDS[k % len(TARGET_BACKENDS)])




# --- limits: LLVM's integer widths, fragment and variant sizes, variable-length decoders --

VARLEN_TARGET = """include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "V"; }
def GPR : RegisterClass<"V", [i32], 32, (add R0)>;
def VInstrInfo : InstrInfo;
def V : Target { let InstructionSet = VInstrInfo; }
class VI<dag ins, dag enc> : Instruction {
  let Namespace = "V";
  let OutOperandList = (outs);
  let InOperandList = ins;
  dag Inst = enc;
  let Size = 0;
}
"""


def build_limits():
    """Issue 52: where LLVM keeps a .td int in a narrower C++ field (the
    output shows the narrowed value), fragment inlining that runs LLVM out
    of memory, the matcher's type inference reporting through the first
    fragment, and the located errors of variable-length encodings read by
    -gen-disassembler."""
    def isel(name, text, backend="-gen-dag-isel", base=ISEL_TARGET):
        single(name, base + text, backend, "-I", LLVM_INC)

    isel("int-added-complexity-wrap", 'def SUB : PI<(outs GPR:$d), (ins GPR:$a, GPR:$b)>;\n'
         'let AddedComplexity = 2147483647 in def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;\n'
         'def : Pat<(add GPR:$a, GPR:$b), (SUB GPR:$a, GPR:$b)>;\n'
         'let AddedComplexity = 4294967296 in def : Pat<(sub GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;\n'
         'let AddedComplexity = -4294967290 in def : Pat<(sub GPR:$a, GPR:$b), (SUB GPR:$a, GPR:$b)>;\n')
    isel("int-added-complexity-fast", 'def SUB : PI<(outs GPR:$d), (ins GPR:$a, GPR:$b)>;\n'
         'let AddedComplexity = 2147483647 in def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;\n'
         'let AddedComplexity = 4294967296 in def : Pat<(sub GPR:$a, GPR:$b), (SUB GPR:$a, GPR:$b)>;\n',
         backend="-gen-fast-isel")
    isel("int-complex-pattern-complexity", 'def cp : ComplexPattern<i32, 1, "SelectCP", [], [], 4294967297>;\n'
         'def cq : ComplexPattern<i32, 1, "SelectCQ", [], [], -2>;\n'
         'def : Pat<(add GPR:$a, cp:$b), (ADD GPR:$a, cp:$b)>;\n'
         'def : Pat<(sub GPR:$a, cq:$b), (ADD GPR:$a, cq:$b)>;\n')
    isel("int-complex-pattern-operands", 'def cp : ComplexPattern<i32, -1, "SelectCP", []>;\n'
         'def : Pat<(add GPR:$a, cp:$b), (ADD GPR:$a, cp:$b)>;\n')
    isel("int-code-size", 'let CodeSize = 4294967295 in def SUB : PI<(outs GPR:$d), (ins GPR:$a, GPR:$b)>;\n'
         'def : Pat<(add GPR:$a, GPR:$b), (SUB GPR:$a, GPR:$b)>;\n'
         'def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;\n')
    regs = lambda name, text, *b: [single(f"{name}{x}" if len(b) > 1 else name, CYCLE_REGS + text, x, "-I", LLVM_INC) for x in b]
    regs("int-copy-cost", 'def R0 : Register<"r0"> { let Namespace = "T"; }\n'
         'def GPR : RegisterClass<"T", [i32], 32, (add R0)> { let CopyCost = 300; }\n'
         'def GPR2 : RegisterClass<"T", [i32], 32, (add R0)> { let CopyCost = -4294967295; }\n', "-gen-register-info")
    regs("int-class-size", 'def R0 : Register<"r0"> { let Namespace = "T"; }\n'
         'def GPR : RegisterClass<"T", [i32], 32, (add R0)> { let Size = 4294967296; }\n'
         'def GPR2 : RegisterClass<"T", [i64], 32, (add R0)> { let Size = 4294967328; let Alignment = 4294967304; }\n',
         "-gen-register-info")
    regs("int-allocation-priority", 'def R0 : Register<"r0"> { let Namespace = "T"; }\n'
         'def GPR : RegisterClass<"T", [i32], 32, (add R0)> { let AllocationPriority = 4294967299; }\n',
         "-gen-register-info", "-register-info-debug")
    regs("int-base-class-order", 'def R0 : Register<"r0"> { let Namespace = "T"; }\n'
         'def R1 : Register<"r1"> { let Namespace = "T"; }\n'
         'def GPR : RegisterClass<"T", [i32], 32, (add R0)> { let BaseClassOrder = 4294967297; }\n'
         'def GPR2 : RegisterClass<"T", [i32], 32, (add R0, R1)> { let BaseClassOrder = 2; }\n', "-gen-register-info")
    single("int-sequence-repeat", CYCLE_SCHED + 'def WS : WriteSequence<[WriteALU], 4294967298>;\n'
           'def ADD2 : Instruction, Sched<[WS]> {\n  let Namespace = "T";\n  let OutOperandList = (outs GPR:$d);\n'
           '  let InOperandList = (ins GPR:$a);\n}\n'
           'let SchedModel = M in { def : WriteRes<WriteALU, []>; def : ReadAdvance<ReadALU, 0>; }\n',
           "-gen-subtarget", "-I", LLVM_INC)

    # Each level squares the alternatives of the one below; llvm-tblgen-19
    # runs out of memory at the fifth ("Allocation failed").
    sq = ('def pf0 : PatFrags<(ops node:$x, node:$y), [(add node:$x, node:$y), (sub node:$x, node:$y)]>;\n'
          + ''.join(f'def pf{i} : PatFrags<(ops node:$x, node:$y), [(pf{i-1} (pf{i-1} node:$x, node:$y), node:$y), '
                    f'(and node:$x, node:$y)]>;\n' for i in range(1, 6))
          + 'def : Pat<(pf5 GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;\n')
    isel("isel-frags-squared", sq)
    # Only i32 is legal: without its casts the copy the matcher infers
    # leaves trunc no type; LLVM reports it through vtInt.
    only_i32 = ISEL_TARGET.replace('def GPR8 : RegisterClass<"P", [i8], 8, (add R1)>;\n', '')
    isel("isel-possible-types-empty", 'def : Pat<(i32 (sext (i16 (trunc GPR:$a)))), (ADD GPR:$a, GPR:$a)>;\n',
         base=only_i32)

    # Unit-weight normalization with LLVM's wrapping `unsigned` weights: a
    # release llvm-tblgen-19 needs more passes than its own assertion
    # allows (one per native unit) and answers: 28 passes, and 6,051 passes
    # adopting 27,301 units (1.6 s). The last grows a weight and adopts a
    # unit on every pass without end: LLVM runs until the timeout, we stop
    # with the assertion's words once the work passes our bound.
    sub_idx = 'def sa : SubRegIndex<16, 0>; def sb : SubRegIndex<16, 16>;\n'
    aliases = lambda *sets: "".join(
        f'def R{i} : Register<"r{i}"> {{ let Aliases = [{", ".join(f"R{a}" for a in al)}]; }}\n'
        for i, al in enumerate(sets))
    pair = lambda d, a, b: (f'def D{d} : RegisterWithSubRegs<"d{d}", [R{a}, R{b}]> '
                            '{ let SubRegIndices = [sa, sb]; let CoveredBySubRegs = 1; }\n')
    classes = lambda *ms: "".join(f'def C{k} : RegisterClass<"T", [i32], 32, (add {m})>;\n'
                                  for k, m in enumerate(ms))
    units = lambda name, body, cls: single(name, CYCLE_REGS + 'let Namespace = "T" in {\n' + sub_idx + body
                                           + '}\n' + cls, "-gen-register-info", "-I", LLVM_INC)
    units("int-unit-weights-wrap", aliases([], [0], [1], [2], [1, 3], [4]) + pair(0, 3, 5) + pair(1, 5, 2),
          classes("R5, R1, R3, D0, D1", "R0, R4, D1, R1, D0, R5, R3"))
    units("int-unit-weights-slow", aliases([], [0], [], [0, 2], [0], [1]) + pair(0, 5, 3),
          classes("R2, R0, D0, R3, R1, R4"))
    units("int-unit-weights-runaway", aliases([], [0], [], [], [2, 3], [0, 4]) + pair(0, 0, 1),
          classes("D0, R3", "D0, R0", "R4, D0"))

    def varlen(name, text):
        single(name, VARLEN_TARGET + text, "-gen-disassembler", "-I", LLVM_INC)
    varlen("varlen-operand-args", 'def A : VI<(ins GPR:$r), (ascend (operand "$r"), 0b1010)>;\n')
    varlen("varlen-operand-bits", 'def A : VI<(ins GPR:$r), (ascend (operand "$r", 0), 0b1010)>;\n')
    varlen("varlen-slice-range", 'def A : VI<(ins GPR:$r), (ascend (slice "$r", -1, 0), 0b1010)>;\n')
    varlen("varlen-operand-name", 'def A : VI<(ins GPR:$r), (ascend (operand "$q", 4), 0b1010)>;\n')
    varlen("varlen-segment-type", 'def A : VI<(ins GPR:$r), (ascend "x", 0b1010)>;\n')
    varlen("varlen-decoder-name", 'def A : VI<(ins GPR:$r), (ascend (operand "$r", 4, (decoder)), 0b1010)>;\n')
    varlen("varlen-incomplete-bits", 'def A : VI<(ins GPR:$r), (ascend (operand "$r", 4), {1,?})>;\n')
    varlen("varlen-second-operand-name", 'def A : VI<(ins GPR:$r), (ascend (operand "$r", 4), 0b1010)>;\n'
           'def B : VI<(ins GPR:$r), (descend (operand "$z", 4), 0b1010)>;\n')


def build_all():
    ALL.clear()
    build_depth()
    build_size()
    build_bytes()
    build_io()
    build_misc()
    build_isel()
    build_cycle()
    build_limits()
    build_targets()
    return ALL


# ----------------------------------------------------------------------------
# Running
# ----------------------------------------------------------------------------

def _limits():
    resource.setrlimit(resource.RLIMIT_AS, (MEM_LIMIT, MEM_LIMIT))
    resource.setrlimit(resource.RLIMIT_STACK, (STACK_LIMIT, STACK_LIMIT))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def prepare(c, root=ROOT):
    """Create materialized files and setup files (run-time only state)."""
    os.makedirs(os.path.join(root, TMP), exist_ok=True)
    for m in c.materialize:
        dst = os.path.join(os.fsencode(root), m["path"])
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(dst, "wb") as f:
            f.write(c.files[m["from"]])
    for s in c.setup:
        dst = os.path.join(root, s["path"])
        if os.path.exists(dst):
            os.chmod(dst, 0o644)
            os.unlink(dst)
        with open(dst, "w") as f:
            f.write(s["content"])
        os.chmod(dst, s["mode"])


def run(binary, c, root=ROOT, time_limit=TIME_LIMIT):
    """Run binary on case c from root; return a result dict."""
    prepare(c, root)
    args = [ARGV0] + [a if isinstance(a, bytes) else a.encode() for a in c.args]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, tempfile.TemporaryFile() as inp:
        if c.stdin:
            inp.write(c.stdin)
            inp.seek(0)
        closed = c.stdout_mode == "closed"
        if c.stdout_mode == "devfull":
            stdout = open("/dev/full", "wb")
        else:
            stdout = out

        def pre():
            _limits()
            if closed:
                os.close(1)
        t0 = time.monotonic()
        p = subprocess.Popen(args, executable=binary, cwd=root, stdin=inp, stdout=stdout, stderr=err,
                             preexec_fn=pre, start_new_session=True)
        timed_out = False
        while True:
            pid, status, ru = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - t0 > time_limit:
                os.kill(p.pid, signal.SIGKILL)
                timed_out = True
                pid, status, ru = os.wait4(p.pid, 0)
                break
            time.sleep(0.01)
        elapsed = time.monotonic() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        if stdout is not out:
            stdout.close()
        out.seek(0)
        err.seek(0)
        so, se = out.read(), err.read()
    code = p.returncode
    return {"exit": code, "timed_out": timed_out, "stdout": so, "stderr": se,
            "time_s": round(elapsed, 3), "peak_rss_kb": ru.ru_maxrss,
            "class": classify(code, se, timed_out)}


OOM_MARKERS = (b"out of memory", b"bad_alloc", b"Allocation failed", b"memory allocation of")


def classify(code, stderr, timed_out):
    if timed_out:
        return "timeout"
    died = code < 0 or code >= 101
    if died and any(m in stderr for m in OOM_MARKERS):
        return "oom"
    if died:
        return "crash"
    if code == 0:
        return "ok"
    return "error"


def normalize_crash_stderr(se):
    """Stack traces hold addresses: keep only what comes before them. LLVM
    opens a trace it could not symbolize (llvm-symbolizer missing, or not
    started because memory ran out) with a line saying so, which comes and
    goes from run to run: the trace starts there too."""
    lines = se.split(b"\n")
    keep = []
    for ln in lines:
        if re.match(rb"^\s*#\d+ 0x", ln) or ln.startswith(b"Stack dump without symbol names"):
            keep.append(b"[stack trace elided]")
            break
        keep.append(ln)
    return b"\n".join(keep)


def sha(b):
    return hashlib.sha256(b).hexdigest()


# ----------------------------------------------------------------------------
# Writing the corpus
# ----------------------------------------------------------------------------

def write_inputs(cases, dest):
    """Write every case's input files under dest (a cases/ folder)."""
    if os.path.exists(dest):
        shutil.rmtree(dest)
    os.makedirs(dest)
    for c in cases:
        for rel, data in c.files.items():
            p = os.path.join(dest, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "wb") as f:
                f.write(data)


def arg_json(a):
    if isinstance(a, bytes):
        try:
            return a.decode("utf-8")
        except UnicodeDecodeError:
            return {"hex": a.hex()}
    return a


def case_json(c):
    files = sorted(P(k) for k in c.files)
    dirs = sorted({P(k.split("/")[0]) + "/" for k in c.files if "/" in k})
    d = {"name": c.name,
         "files": files if len(files) <= 20 else dirs,
         "args": [arg_json(a) for a in c.args],
         "argv0": ARGV0,
         "stdout_mode": c.stdout_mode}
    if c.stdin is not None:
        d["stdin"] = c.stdin.decode()
    if c.materialize:
        d["materialize"] = True
        d["materialize_files"] = [{"path_hex": m["path"].hex(), "from": P(m["from"])} for m in c.materialize]
    if c.setup:
        d["setup"] = [{"path": s["path"], "content": s["content"], "mode": oct(s["mode"])} for s in c.setup]
    if c.nondeterministic:
        d["nondeterministic"] = c.nondeterministic
    if c.rust:
        d["rust"] = True
    return d


def record(c, r, cases_dir):
    """LLVM's answer for expected.json; writes NAME.stdout / NAME.stderr."""
    so, se = r["stdout"], r["stderr"]
    if r["class"] in ("crash", "oom", "timeout"):
        se = normalize_crash_stderr(se)
    llvm = {"class": r["class"], "exit": r["exit"], "stdout_len": len(so), "stdout_sha256": sha(so)}
    if len(so) < INLINE_MAX and c.stdout_mode == "pipe":
        with open(os.path.join(cases_dir, c.name + ".stdout"), "wb") as f:
            f.write(so)
        llvm["stdout_file"] = P(c.name + ".stdout")
    if len(se) < INLINE_MAX:
        with open(os.path.join(cases_dir, c.name + ".stderr"), "wb") as f:
            f.write(se)
        llvm["stderr_file"] = P(c.name + ".stderr")
        if r["class"] in ("crash", "oom", "timeout"):
            llvm["stderr_normalized"] = True
    else:
        llvm["stderr_len"] = len(se)
        llvm["stderr_sha256"] = sha(se)
    llvm["time_s"] = r["time_s"]
    llvm["peak_rss_kb"] = r["peak_rss_kb"]
    return llvm


# expected.tsv: expected.json flattened for tests/robustness.rs (no JSON reader
# there).  One line per case, TSV_COLUMNS tab-separated; each value is
# percent-escaped (`esc`), lists are space-separated, list items with parts are
# comma-separated, an absent value is an empty field.  See README.md.
TSV_COLUMNS = ["name", "argv0", "stdout_mode", "args", "stdin", "materialize", "setup", "class", "exit",
               "stdout_len", "stdout_sha256", "stdout_file", "stderr_file", "stderr_normalized",
               "stderr_len", "stderr_sha256", "time_s", "rust"]


def esc(v):
    """Bytes or str -> printable ASCII: bytes <= 0x20, >= 0x7f and % , become %XX."""
    b = v if isinstance(v, bytes) else str(v).encode()
    assert b, "empty values cannot be written to expected.tsv"
    return "".join(f"%{x:02X}" if x <= 0x20 or x >= 0x7f or x in b"%," else chr(x) for x in b)


def arg_bytes(a):
    return bytes.fromhex(a["hex"]) if isinstance(a, dict) else a.encode()


def tsv_text(entries):
    lines = ["# Generated by gen.py from expected.json (python3 tests/robustness/gen.py --tsv); do not edit.",
             "# Read by tests/robustness.rs. Columns (tab-separated, values %XX-escaped, lists space-separated):",
             "# " + "\t".join(TSV_COLUMNS)]
    for e in entries:
        ll = e["llvm"]
        opt = lambda k: esc(ll[k]) if k in ll else ""   # noqa: E731
        row = [esc(e["name"]), esc(e["argv0"]), esc(e["stdout_mode"]),
               " ".join(esc(arg_bytes(a)) for a in e["args"]),
               esc(e["stdin"]) if e.get("stdin") else "",
               " ".join(esc(bytes.fromhex(m["path_hex"])) + "," + esc(m["from"])
                        for m in e.get("materialize_files", [])),
               " ".join(esc(s["path"]) + "," + s["mode"][2:] + "," + esc(s["content"]) for s in e.get("setup", [])),
               esc(ll["class"]), esc(ll["exit"]), esc(ll["stdout_len"]), esc(ll["stdout_sha256"]),
               opt("stdout_file"), opt("stderr_file"), "1" if ll.get("stderr_normalized") else "",
               opt("stderr_len"), opt("stderr_sha256"), esc(ll["time_s"]), "1" if e.get("rust") else ""]
        assert len(row) == len(TSV_COLUMNS)
        lines.append("\t".join(row))
    return "\n".join(lines) + "\n"


def write_tsv():
    with open(os.path.join(HERE, "expected.json")) as f:
        entries = json.load(f)
    with open(os.path.join(HERE, "expected.tsv"), "w") as f:
        f.write(tsv_text(entries))


def cleanup_tmp(root=ROOT):
    t = os.path.join(root, TMP)
    if os.path.exists(t):
        for dp, dn, fn in os.walk(t):
            for x in fn:
                os.chmod(os.path.join(dp, x), 0o644)
        shutil.rmtree(t)


def regenerate(only=None):
    cases = build_all()
    cases_dir = os.path.join(HERE, "cases")
    old = {}
    ej = os.path.join(HERE, "expected.json")
    if only and os.path.exists(ej):
        with open(ej) as f:
            old = {e["name"]: e for e in json.load(f)}
    if only:
        # keep recorded outputs of the other cases
        keep = {}
        for c in cases:
            if not re.search(only, c.name):
                for ext in (".stdout", ".stderr"):
                    p = os.path.join(cases_dir, c.name + ext)
                    if os.path.exists(p):
                        with open(p, "rb") as f:
                            keep[p] = f.read()
    write_inputs(cases, cases_dir)
    if only:
        for p, data in keep.items():
            with open(p, "wb") as f:
                f.write(data)
    out = []
    for c in cases:
        d = case_json(c)
        if only and not re.search(only, c.name) and c.name in old:
            d["llvm"] = old[c.name]["llvm"]
        else:
            r = run(shutil.which(LLVM), c)
            d["llvm"] = record(c, r, cases_dir)
            print(f"{c.name:40} {r['class']:8} exit={r['exit']:<4} {r['time_s']:7.2f}s {r['peak_rss_kb'] // 1024:6} MB",
                  flush=True)
        out.append(d)
    with open(ej, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")
    write_tsv()
    cleanup_tmp()


# ----------------------------------------------------------------------------
# --check: the corpus re-verified
# ----------------------------------------------------------------------------

INPUTS = "inputs"               # the unit of the input files, case list and expected.tsv
# --fast leaves out the cases LLVM took longer than this on when recorded.
FAST_SECONDS = 20
CHECK_TIME_LIMIT = 180          # s: a loaded machine must not turn LLVM's slow answers into timeouts
HEAVY_KB = 3 << 20              # recorded peak RSS (kB) above which cases run one at a time (4 GiB limit each)
MASKED = b"<nondeterministic>"


def case_class(name):
    return name.split("-", 1)[0]


def uses_tmp(c):
    """Cases that share tmp/ (as tests/robustness.rs decides)."""
    return bool(c.materialize or c.setup) or any(
        TMP.encode() in (a if isinstance(a, bytes) else a.encode()) for a in c.args)


def unmask(data, marks, stream):
    marks = [m for m in marks if m["stream"] == stream]
    for m in marks:
        data = re.sub(m["mask"].encode(), MASKED, data, flags=re.M)
    if any(m.get("sort_lines") for m in marks):
        data = b"\n".join(sorted(data.split(b"\n")))
    return data




def check_inputs(chk, cases, entries):
    """Generated inputs, case descriptions, recordings and expected.tsv ==
    the committed ones."""
    bad = []
    exp = {e["name"]: e for e in entries}
    mine = os.path.join(HERE, "cases")
    with tempfile.TemporaryDirectory() as td:
        tcases = os.path.join(td, "cases")
        write_inputs(cases, tcases)
        ours = set()
        for dp, dn, fn in os.walk(tcases):
            for x in fn:
                rel = os.path.relpath(os.path.join(dp, x), tcases)
                ours.add(rel)
                try:
                    with open(os.path.join(mine, rel), "rb") as f, open(os.path.join(dp, x), "rb") as g:
                        if f.read() != g.read():
                            bad.append(f"differs: {rel}")
                except FileNotFoundError:
                    bad.append(f"missing: {rel}")
    recordings = {P(c.name + ext) for c in cases for ext in (".stdout", ".stderr")}
    committed_inputs = 0
    for rel in _walk(mine):
        if P(rel) in recordings:
            continue
        committed_inputs += 1
        if rel not in ours:
            bad.append(f"extra: {rel}")
    try:
        with open(os.path.join(HERE, "expected.tsv")) as f:
            if f.read() != tsv_text(entries):
                bad.append("expected.tsv is not current (gen.py --tsv)")
    except FileNotFoundError:
        bad.append("missing: expected.tsv (gen.py --tsv)")
    names = {c.name for c in cases}
    for c in cases:
        if c.name not in exp:
            bad.append(f"not recorded: {c.name}")
        elif case_json(c) != {k: v for k, v in exp[c.name].items() if k != "llvm"}:
            bad.append(f"case description differs: {c.name}")
    bad += [f"recorded for no case: {n}" for n in exp if n not in names]
    # A recorded file must be what its hash says: tests/robustness.rs reads
    # the file when there is one, the hash otherwise.
    for e in entries:
        ll = e["llvm"]
        for key, length, digest in (("stdout_file", ll["stdout_len"], ll["stdout_sha256"]),
                                    ("stderr_file", ll.get("stderr_len"), ll.get("stderr_sha256"))):
            if key in ll:
                try:
                    with open(os.path.join(ROOT, ll[key]), "rb") as f:
                        data = f.read()
                except FileNotFoundError:
                    bad.append(f"missing: {ll[key]}")
                    continue
                if digest and (sha(data) != digest or len(data) != length):
                    bad.append(f"{ll[key]}: not the recorded length/sha256 of {e['name']}")
    chk.count(INPUTS, len(ours), "input files", floor=committed_inputs)
    chk.count(INPUTS, len(cases), "case descriptions", floor=len(entries))
    for b in bad:
        print("robustness: inputs: DIFFERS: " + b)
    if bad:
        chk.differ(INPUTS, len(bad))
    else:
        print(f"robustness: inputs: same ({len(ours)} generated input files, {len(cases)} cases, expected.tsv current)")


def _walk(d):
    for dp, dn, fn in os.walk(d):
        for x in fn:
            yield os.path.relpath(os.path.join(dp, x), d)


def compare(c, e, r, recorded):
    """What differs between LLVM's answer now (`r`) and its recording (`e`,
    the `llvm` object; `recorded`: {"stdout"/"stderr": path of the recorded
    file or None})."""
    cls = r["class"]
    if cls != e["class"] and not {cls, e["class"]} <= {"oom", "timeout"}:
        return [f"class {e['class']} -> {cls} (exit {e['exit']} -> {r['exit']})"]
    if "timeout" in (cls, e["class"]):
        # What a killed run printed depends on when it was killed.
        return []
    bad = []
    if r["exit"] != e["exit"]:
        bad.append(f"exit {e['exit']} -> {r['exit']}")
    so = r["stdout"]
    se = normalize_crash_stderr(r["stderr"]) if cls in ("crash", "oom") else r["stderr"]
    for stream, got, length, digest in (("stdout", so, e["stdout_len"], e["stdout_sha256"]),
                                        ("stderr", se, e.get("stderr_len"), e.get("stderr_sha256"))):
        path = recorded[stream]
        if path:
            with open(path, "rb") as f:
                want = f.read()
            want_m, got_m = unmask(want, c.nondeterministic, stream), unmask(got, c.nondeterministic, stream)
            if want_m != got_m:
                bad.append(first_line_diff(stream, want_m, got_m))
        elif any(m["stream"] == stream for m in c.nondeterministic):
            bad.append(f"{stream} is marked nondeterministic but only its hash is recorded: nothing to mask")
        elif len(got) != length or sha(got) != digest:
            bad.append(f"{stream}: {length} bytes (sha256 {digest[:12]}) -> {len(got)} bytes (sha256 {sha(got)[:12]})")
    return bad


def first_line_diff(what, want, got):
    w, g = want.split(b"\n"), got.split(b"\n")
    for k, (a, b) in enumerate(zip(w, g)):
        if a != b:
            return f"{what} line {k + 1}: recorded {a[:100]!r}, now {b[:100]!r}"
    return f"{what}: recorded {len(want)} bytes, now {len(got)}"




def run_all(cases, fn, jobs, heavy):
    """fn(case) for every case on `jobs` threads, longest recorded time
    first; cases with a heavy recorded footprint, and cases sharing tmp/
    (which also take tests/robustness.rs's flock of this folder), one at a
    time. Yields (case, fn's result) as they finish."""
    pending = list(cases)
    busy = {"heavy": False, "tmp": False}
    cond = threading.Condition()
    done = queue.Queue()

    def kinds(c):
        return [k for k, on in (("heavy", heavy(c)), ("tmp", uses_tmp(c))) if on]

    def worker():
        while True:
            with cond:
                while True:
                    if not pending:
                        return
                    pick = next((c for c in pending if not any(busy[k] for k in kinds(c))), None)
                    if pick:
                        pending.remove(pick)
                        for k in kinds(pick):
                            busy[k] = True
                        break
                    cond.wait()
            lock = None
            try:
                if uses_tmp(pick):
                    lock = os.open(HERE, os.O_RDONLY)
                    fcntl.flock(lock, fcntl.LOCK_EX)
                res = fn(pick)
            except Exception as ex:   # noqa: BLE001  reported as a harness error, never lost
                res = ex
            finally:
                if lock is not None:
                    os.close(lock)
                with cond:
                    for k in kinds(pick):
                        busy[k] = False
                    cond.notify_all()
            done.put((pick, res))

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(max(1, jobs))]
    for t in threads:
        t.start()
    for _ in range(len(cases)):
        yield done.get()
    for t in threads:
        t.join()


def check_main(argv):
    ap = argparse.ArgumentParser(prog="gen.py --check", description="re-verify the corpus against llvm-tblgen-19")
    ap.add_argument("--check", action="store_true", required=True)
    ap.add_argument("--no-llvm", action="store_true", help="only the generated inputs, case list and expected.tsv")
    ap.add_argument("--jobs", type=int, default=2, help="LLVM runs at a time (default 2)")
    ap.add_argument("--fast", action="store_true",
                    help=f"leave out the cases LLVM took more than {FAST_SECONDS} s on when recorded (its timeouts, "
                         "out-of-memory runs and deepest recursions: about half of the run's time)")
    chk = checks.Check("robustness-recordings", unit="class")
    chk.add_arguments(ap, inject=("byte",))
    args = chk.configure(ap.parse_args(argv))
    if args.no_llvm and (args.only is not None or chk.inject or chk.break_cpp):
        ap.error("--no-llvm checks only the inputs: no --only, --inject or --break-cpp with it")
    t0 = time.monotonic()
    cases = build_all()
    by_name = {c.name: c for c in cases}
    names = [c.name for c in cases]
    with open(os.path.join(HERE, "expected.json")) as f:
        entries = json.load(f)
    exp = {e["name"]: e["llvm"] for e in entries}
    if args.fast:
        slow = [n for n in names if exp.get(n, {}).get("time_s", 0) > FAST_SECONDS]
        names = [n for n in names if n not in slow]
        print(f"robustness --fast: {len(slow)} case(s) LLVM took more than {FAST_SECONDS} s on left out "
              f"({', '.join(slow)})")
    if args.no_llvm:
        chosen, with_inputs = [], True
    else:
        chosen, extras = chk.select_cases(args.only, names, group_of=case_class, extras=[INPUTS])
        with_inputs = INPUTS in extras
    classes = list(dict.fromkeys(case_class(n) for n in names))
    units = [k for k in classes if any(case_class(n) == k for n in chosen)] + ([INPUTS] if with_inputs else [])
    chk.select(",".join(units), classes + [INPUTS])
    if with_inputs:
        check_inputs(chk, cases, entries)
    if not chosen:
        return chk.finish()
    ref = shutil.which("false") if chk.break_cpp else shutil.which(LLVM)
    if chk.unusable_reference(ref, units):
        return chk.finish()
    recorded = {}
    for n in chosen:
        e = exp.get(n, {})
        recorded[n] = {s: os.path.join(ROOT, e[s + "_file"]) if s + "_file" in e else None
                       for s in ("stdout", "stderr")}
    inj_dir = None
    if chk.inject:
        target = next(((n, s) for s in ("stdout", "stderr") for n in chosen
                       if n in exp and recorded[n][s] and os.path.getsize(recorded[n][s])
                       and not by_name[n].nondeterministic), None)
        if not target:
            chk.usage("--inject: no selected case has a non-empty recorded file to change; select another case")
        n, s = target
        with open(recorded[n][s], "rb") as f:
            data = f.read()
        k = len(data) // 2
        changed = checks.flip_byte(data, k)
        new = changed[k:k + 1]
        inj_dir = tempfile.mkdtemp(prefix="robustness-inject-")
        copy = os.path.join(inj_dir, os.path.basename(recorded[n][s]))
        with open(copy, "wb") as f:
            f.write(changed)
        recorded[n][s] = copy
        print(f"robustness: --inject: byte {k} of {os.path.relpath(os.path.join(ROOT, exp[n][s + '_file']), ROOT)} "
              f"changed ({data[k:k + 1]!r} -> {new!r}) in a temporary copy")

    def one(c):
        limit = TIME_LIMIT if exp[c.name]["class"] == "timeout" else CHECK_TIME_LIMIT
        return run(ref, c, time_limit=limit)

    to_run = [by_name[n] for n in chosen if n in exp]
    for n in chosen:
        if n not in exp:
            # Reported by the inputs check as "not recorded"; counted here so
            # that a selection of it alone cannot pass.
            chk.differ(case_class(n))
            print(f"robustness: {n}: DIFFERS: no recording in expected.json")
    to_run.sort(key=lambda c: -exp[c.name].get("time_s", 0))
    heavy = lambda c: exp[c.name].get("peak_rss_kb", 0) > HEAVY_KB  # noqa: E731
    differing = 0
    try:
        for c, r in run_all(to_run, one, args.jobs, heavy):
            unit = case_class(c.name)
            e = exp[c.name]
            if isinstance(r, Exception):
                chk.error(unit, f"{c.name}: {type(r).__name__}: {r}")
                continue
            bad = compare(c, e, r, recorded[c.name])
            chk.count(unit, 1, "cases")
            mark = " (masked: nondeterministic)" if c.nondeterministic else ""
            if bad:
                differing += 1
                chk.differ(unit)
                print(f"{c.name:40} {r['class']:8} exit={r['exit']:<4} {r['time_s']:7.2f}s  DIFFERS{mark}: "
                      + "; ".join(bad), flush=True)
            else:
                print(f"{c.name:40} {r['class']:8} exit={r['exit']:<4} {r['time_s']:7.2f}s  same{mark}", flush=True)
    finally:
        cleanup_tmp()
        if inj_dir:
            shutil.rmtree(inj_dir, ignore_errors=True)
    for u in classes:
        if u in units:
            chk.count(u, 0, "cases", floor=sum(1 for n in chosen if case_class(n) == u))
    print(f"robustness: {len(to_run)} case(s) re-run on {LLVM} ({args.jobs} at a time) in "
          f"{time.monotonic() - t0:.0f} s, {differing} differ")
    return chk.finish()


# ----------------------------------------------------------------------------
# --ours
# ----------------------------------------------------------------------------

LOCATED = re.compile(rb"^[^\n:]+:\d+:\d+: error:", re.M)


def ours(binary, only=None):
    binary = os.path.abspath(binary)
    cases = build_all()
    with open(os.path.join(HERE, "expected.json")) as f:
        exp = {e["name"]: e for e in json.load(f)}
    n_ok = n_flag = 0
    print(f"{'case':40} {'llvm':8} {'ours':>6} {'stdout':6} {'stderr':6} {'time':>7}  flag")
    for c in cases:
        if only and not re.search(only, c.name):
            continue
        e = exp[c.name]["llvm"]
        r = run(binary, c)
        so, se = r["stdout"], r["stderr"]
        if e.get("stdout_file"):
            with open(os.path.join(ROOT, e["stdout_file"]), "rb") as f:
                so_same = f.read() == so
        else:
            so_same = sha(so) == e["stdout_sha256"] and len(so) == e["stdout_len"]
        if e.get("stderr_file"):
            with open(os.path.join(ROOT, e["stderr_file"]), "rb") as f:
                want = f.read()
            se_same = want == (normalize_crash_stderr(se) if e.get("stderr_normalized") else se)
        else:
            se_same = sha(se) == e.get("stderr_sha256")
        code = r["exit"]
        why = []
        if r["timed_out"]:
            why.append("timeout")
        elif code < 0:
            why.append(f"signal {-code}")
        elif code >= 101:
            why.append(f"exit {code}")
        cls = e["class"]
        if cls == "ok" and not (code == 0 and so_same):
            why.append("llvm ok, ours differs")
        elif cls == "error" and not (code == e["exit"] and se_same):
            why.append("llvm error, stderr/exit differs")
        elif cls in ("crash", "oom", "timeout") and not r["timed_out"] and code >= 0 and code < 101:
            if not (code == 0 or (code == 1 and LOCATED.search(se))):
                why.append("llvm died, ours no located error")
        flag = "FLAG " + "; ".join(why) if why else ""
        if why:
            n_flag += 1
        else:
            n_ok += 1
        oc = "T/O" if r["timed_out"] else str(code)
        print(f"{c.name:40} {cls:8} {oc:>6} {'same' if so_same else 'diff':6} {'same' if se_same else 'diff':6} "
              f"{r['time_s']:7.2f}  {flag}", flush=True)
    cleanup_tmp()
    print(f"{n_ok} ok, {n_flag} flagged")
    return 1 if n_flag else 0


def bisect(kind, lo, hi):
    """Largest n in [lo, hi] for which LLVM exits 0 on GENS[kind](n) (lo must pass, hi must fail)."""
    gen = GENS[kind]
    with tempfile.TemporaryDirectory(dir=os.path.join(ROOT, REL)) as td:
        path = os.path.join(td, "b.td")

        def passes(n):
            with open(path, "w") as f:
                f.write(gen(n))
            c = Case("bisect", {}, [os.path.relpath(path, ROOT)])
            r = run(shutil.which(LLVM), c)
            print(f"  {kind} {n}: {r['class']} ({r['time_s']} s)", flush=True)
            return r["class"] == "ok"
        assert passes(lo) and not passes(hi)
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if passes(mid):
                lo = mid
            else:
                hi = mid
    print(f"{kind}: max {lo}, fails at {hi}")


def main(argv):
    if "--check" in argv:
        return check_main(argv)
    only = None
    if "--only" in argv:
        i = argv.index("--only")
        only = argv[i + 1]
        del argv[i:i + 2]
    if "--bisect" in argv:
        i = argv.index("--bisect")
        bisect(argv[i + 1], int(argv[i + 2]), int(argv[i + 3]))
        return 0
    if "--tsv" in argv:
        write_tsv()
        return 0
    if "--ours" in argv:
        i = argv.index("--ours")
        binary = argv[i + 1] if i + 1 < len(argv) and not argv[i + 1].startswith("--") else \
            os.path.join(ROOT, "target/release/tablegen")
        return ours(binary, only)
    regenerate(only)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
