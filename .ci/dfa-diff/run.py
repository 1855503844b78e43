#!/usr/bin/env python3
"""Differential test of -gen-dfa-packetizer and -gen-automata: our generated
Rust modules against LLVM 19's C++ runtime (DFAPacketizer, llvm::Automaton)
on llvm-tblgen-19's .inc, over the same random step sequences.

usage: .ci/dfa-diff/run.py [--shared DIR] [--bin DIR] [--llvm DIR] [-n N] [--seed N]
                           [--only A,B,...] [--jobs N] [--inject[=transition]] [--break-cpp]
       .ci/dfa-diff/run.py --check [--only A,B,...] [--inject] [--break-cpp]
       .ci/dfa-diff/run.py --record DIR [--reference DIR] [--only A,B,...]

Units (--only; default: all; --units is the old name of --only):
  Hexagon, R600       the packetizers of LLVM's Hexagon.td and R600.td;
  MiniVliw            ours, tests/generated/inputs/mini-vliw.td (combo units,
                      multi-stage itineraries, an itinerary without units);
  SimpleAutomaton, TupleAutomaton, NfaAutomaton, BinPackerAutomaton
                      the automata of LLVM's unittests/TableGen/Automata.td.

For each unit:
  1. llvm-tblgen-19 writes the C++ .inc (for Automata.td also
     -gen-searchable-tables, for the SymKind / BinRequirementKindEnum enums);
     target/release/tablegen --rust writes the Rust module(s);
  2. g++ builds .ci/dfa-diff/packetizer.cpp or automata.cpp with the .inc
     against LLVM 19's headers and libLLVM (DFAPacketizer via the .inc's
     <T>GenSubtargetInfo::createDFAPacketizer; llvm::Automaton on the
     transition tables with transcription);
  3. a throwaway crate (target/dfa-diff/crate, .ci/lib/throwaway.py: not a
     workspace member, cargo --offline --release) includes every Rust module and
     tests/generated/dfa/steps.rs, which runs the same steps on the
     generated Packetizer / automaton structs;
  4. both read one sequence file (seeded, written here): packetizers get a
     ProcID, a track-resources flag and 1-8 (sometimes up to 24) sched
     classes, class 0 and mid-packet clearResources included; automata get
     actions from the table's alphabet, actions with no transition
     anywhere, and mid-sequence resets;
  5. the outputs (accept/reject per step, getUsedResources, a hash of the
     NFA paths after every step; the tables / alphabet first) must be
     identical line for line. On a difference, both sides are rerun on the
     first differing sequence with the paths printed in full.

Prints `<unit>: N sequences, S steps, identical` per unit and reports
through .ci/lib/checks.py (check `dfa-diff`): every unit must compare at
least its floor of sequences and steps (.ci/floors/dfa-diff.tsv, recorded
for the default -n 100000); exits 1 on any difference or harness failure,
2 on an unknown or empty --only (before anything is built).

--inject[=transition]: the first row of the first selected unit's
<NAME>_TRANSITIONS table in the generated Rust module (the one the Rust
driver compiles) goes to another DFA state; the run passes only if the
comparison reports a difference. --break-cpp: the C++ driver is compiled
with an `#error` first; the run must fail (a harness error, never a catch),
with --inject too.

With --record DIR: the units of tests/generated instead (MiniVliw from
inputs/mini-vliw.td, the automata from the vendored tests/golden/unittests/Automata.td),
C++ side only: writes the sequences and the C++ driver's output to
DIR/<module>[.<automaton>].dfa.txt, which tests/generated/tests/dfa_answers.rs
replays without LLVM or g++, and llvm-tblgen-19's .inc of mini-vliw.td to
--reference DIR (default: DIR/../reference). Without -n: 2000 sequences for
MiniVliw and BinPackerAutomaton, 500 for the small automata.

With --check (check `dfa-answers`, what CI runs besides the differential):
the same recording made afresh (in memory, nothing is written), compared
byte for byte with the committed tests/generated/answers/*.dfa.txt and,
for MiniVliw, tests/generated/reference/mini_vliw.dfa-packetizer.inc.
Each unit's floor is the number of sequences its committed file holds; a
committed *.dfa.txt that no unit records is a harness error.
--inject there changes one byte of a copy of the first selected unit's
recording (the run passes only if that is reported); --break-cpp as above.

Needs g++, llvm-tblgen-19, LLVM 19's headers and libLLVM-19.so, cargo.
"""

import argparse
import concurrent.futures
import os
import random
import re
import shutil
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402
from throwaway import NO_DEBUG_INFO, RELEASE, SHARED, Crate, StepError, run  # noqa: E402
GENERATED = os.path.join(ROOT, "tests", "generated")
GOLDEN_INCLUDE = os.path.join(ROOT, "tests", "golden", "include")
WORK = os.path.join(ROOT, "target", "dfa-diff")

# Sources: name -> (kind, root .td, include dirs). Relative paths are
# relative to the corpus' llvm/ directory (as in $SHARED/tools/jobs.tsv).
SOURCES = {
    "Hexagon": ("packetizer", "lib/Target/Hexagon/Hexagon.td", ["include", "lib/Target/Hexagon"]),
    "R600": ("packetizer", "lib/Target/AMDGPU/R600.td", ["include", "lib/Target/AMDGPU"]),
    "MiniVliw": ("packetizer", os.path.join(GENERATED, "inputs", "mini-vliw.td"), [GOLDEN_INCLUDE]),
    "Automata": ("automata", "unittests/TableGen/Automata.td", ["include"]),
    # tests/generated's vendored copy (for --record).
    "VendoredAutomata": ("automata", os.path.join(GENERATED, "..", "golden", "unittests", "Automata.td"), [GOLDEN_INCLUDE]),
}
AUTOMATA = ["SimpleAutomaton", "TupleAutomaton", "NfaAutomaton", "BinPackerAutomaton"]
# unit -> source
DEFAULT_UNITS = dict([("Hexagon", "Hexagon"), ("R600", "R600"), ("MiniVliw", "MiniVliw")]
                     + [(a, "Automata") for a in AUTOMATA])
RECORD_UNITS = dict([("MiniVliw", "MiniVliw")] + [(a, "VendoredAutomata") for a in AUTOMATA])
# tests/generated module of each recorded source; answers go to
# <module>.dfa.txt (packetizers) or <module>.<automaton>.dfa.txt.
RECORD_MODULES = {"MiniVliw": "mini_vliw", "VendoredAutomata": "automata"}
# Sequences recorded per unit (without -n): fewer for the automata of at
# most four DFA states.
RECORD_COUNTS = {"MiniVliw": 2000, "BinPackerAutomaton": 2000, "SimpleAutomaton": 500,
                 "TupleAutomaton": 500, "NfaAutomaton": 500}

LLVM_LIB = "LLVM-19"


def snake(name, upper=False):
    """CamelCase -> snake_case (or SCREAMING_SNAKE_CASE): BinPackerAutomaton
    -> bin_packer_automaton, R600 -> r600, MiniVliw -> mini_vliw."""
    s = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)
    return s.upper() if upper else s.lower()


# ---------------------------------------------------------------------------
# reading the C++ .inc files

def c_array(text, name):
    """The integers of `constexpr unsigned <name>[] = { ... };` (comments dropped)."""
    m = re.search(r"\b%s\[\] = \{\n(.*?)\n\};" % re.escape(name), text, re.S)
    if not m:
        raise StepError("the .inc has no %s[]" % name)
    body = re.sub(r"//[^\n]*", "", m.group(1))
    return [int(x) for x in re.findall(r"\d+", body)]


def packetizer_info(inc):
    """DFA name and tables of a -gen-dfa-packetizer .inc (one DFA)."""
    names = re.findall(r"^DFAPacketizer \*(\w+)GenSubtargetInfo::create(\w*)DFAPacketizer\(", inc, re.M)
    if len(names) != 1 or names[0][1]:
        raise StepError("expected one DFA without a PacketizerNamespace, found %s" % names)
    m = re.search(r"constexpr unsigned (\w+)ProcResourceIndexStart\[\]", inc)
    dfa = m.group(1)
    return {"subtarget": names[0][0], "dfa": dfa,
            "indices": c_array(inc, dfa + "ResourceIndices"),
            "starts": c_array(inc, dfa + "ProcResourceIndexStart")}


def c_enums(text):
    """enum name -> {enumerator: value} of a -gen-searchable-tables .inc."""
    out = {}
    for name, body in re.findall(r"^enum (\w+) \{\n(.*?)^\};", text, re.M | re.S):
        out[name] = {k: int(v) for k, v in re.findall(r"^\s*(\w+) = (\d+),", body, re.M)}
    return out


def split_top(text):
    """Splits at top-level commas (outside <>, (), quotes)."""
    parts, depth, cur, quoted = [], 0, "", False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch in "<(":
            depth += 1
        elif not quoted and ch in ">)":
            depth -= 1
        if ch == "," and depth == 0 and not quoted:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    parts.append(cur.strip())
    return parts


def automaton_info(inc, enums, name):
    """The action type, alphabet (SPECs of the distinct actions of
    <name>Transitions, in order of first appearance) and extra actions (no
    transition anywhere) of one automaton of a -gen-automata .inc."""
    m = re.search(r"^using %sAction = (.*);$" % name, inc, re.M)
    if not m:
        raise StepError("the .inc has no automaton %s" % name)
    ctype = m.group(1)
    if ctype.startswith("std::tuple<"):
        fields = split_top(ctype[len("std::tuple<"):-1])
    else:
        fields = [ctype]
    for f in fields:
        if f not in enums and f != "std::string":
            raise StepError("%s: action field type %s is not supported by automata.cpp" % (name, f))
    m = re.search(r"%sTransitions = \{\{\n(.*?)^\}\};" % name, inc, re.M | re.S)
    alphabet = []
    for row in re.findall(r"^  \{(.*)\},$", m.group(1), re.M):
        cols = split_top(row)
        action = cols[1]
        if action.startswith("std::tuple("):
            vals = split_top(action[len("std::tuple("):-1])
        else:
            vals = [action]
        spec = ",".join(field_spec(t, v, enums) for t, v in zip(fields, vals))
        if spec not in alphabet:
            alphabet.append(spec)
    return {"ctype": ctype, "fields": fields, "alphabet": alphabet,
            "extras": extra_actions(fields, alphabet, enums)}


def field_spec(ctype, value, enums):
    """SPEC text of one action field: an enumerator's value, a string's text."""
    if ctype == "std::string":
        s = value.strip()
        if not (s.startswith('"') and s.endswith('"')) or re.search(r'[\s,|\\]', s[1:-1]):
            raise StepError("unsupported string action %s" % s)
        return s[1:-1]
    return str(enums[ctype][value.strip()])


def extra_actions(fields, alphabet, enums):
    """Actions outside the alphabet: every other enumerator of a one-field
    enum action; for tuples, each alphabet tuple with its enum fields
    rotated and with its string fields replaced."""
    if len(fields) == 1:
        values = sorted(enums[fields[0]].values())
        return [str(v) for v in values if str(v) not in alphabet]
    extras = []
    for spec in alphabet:
        vals = spec.split(",")
        for i, t in enumerate(fields):
            v = list(vals)
            if t == "std::string":
                v[i] = "none"
            else:
                options = sorted(enums[t].values())
                v[i] = str(options[(options.index(int(v[i])) + 1) % len(options)])
            cand = ",".join(v)
            if cand not in alphabet and cand not in extras:
                extras.append(cand)
    return extras


# ---------------------------------------------------------------------------
# sequences

def packetizer_sequences(rng, starts, n):
    """n lines `PROC TRACK STEP...`: mostly 1-8 steps (a packet), sometimes
    9-24; steps are sched classes of the processor (class 0 more often than
    uniform), now and then `c` (clearResources); TRACK is 0 one time in ten."""
    procs = [p for p in range(1, len(starts) - 1) if starts[p + 1] > starts[p]]
    if not procs:
        raise StepError("no processor with sched classes")
    lines = []
    for _ in range(n):
        p = rng.choice(procs)
        classes = starts[p + 1] - starts[p]
        track = 0 if rng.random() < 0.1 else 1
        length = rng.randint(1, 8) if rng.random() < 0.9 else rng.randint(9, 24)
        steps = []
        for i in range(length):
            r = rng.random()
            if r < 0.03 and i > 0:
                steps.append("c")
            elif r < 0.07:
                steps.append("0")
            else:
                steps.append(str(rng.randrange(classes)))
        lines.append("%d %d %s" % (p, track, " ".join(steps)))
    return lines


def automaton_sequences(rng, info, n):
    """The `action SPEC` header (alphabet, then extras) and n lines of
    action indices: mostly 1-8 steps, sometimes 9-16; one step in ten an
    extra action (if any), now and then `r` (reset)."""
    alphabet, extras = info["alphabet"], info["extras"]
    header = ["action " + s for s in alphabet + extras]
    lines = []
    for _ in range(n):
        length = rng.randint(1, 8) if rng.random() < 0.9 else rng.randint(9, 16)
        steps = []
        for i in range(length):
            r = rng.random()
            if r < 0.03 and i > 0:
                steps.append("r")
            elif r < 0.13 and extras:
                steps.append(str(len(alphabet) + rng.randrange(len(extras))))
            else:
                steps.append(str(rng.randrange(len(alphabet))))
        lines.append(" ".join(steps))
    return header, lines


def count_steps(lines):
    """Steps of the sequence lines (all tokens but packetizer PROC TRACK)."""
    return sum(len(l.split()) for l in lines)


# ---------------------------------------------------------------------------
# the Rust crate

CRATE = Crate(os.path.join(WORK, "crate"), "dfa-diff")


def main_rs(units, sources):
    """src/main.rs of the throwaway crate: the modules, their trait impls,
    and a dispatch on the unit name (argv[1]; argv[2] == "full")."""
    mods, impls, arms = [], [], []
    for src, s in sources.items():
        mod = snake(src)
        if s["kind"] == "packetizer":
            mods.append('mod %s {\n    include!("%s.rs");\n}' % (mod, mod))
        else:
            mods.append('mod %s {\n    include!("%s_enums.rs");\n    include!("%s.rs");\n}' % (mod, mod, mod))
            for enum in s["enums"]:
                impls.append("enum_spec!(%s::%s);" % (mod, enum))
    for unit, src in units.items():
        s, mod = sources[src], snake(src)
        if s["kind"] == "packetizer":
            p = snake(s["info"]["dfa"], upper=True)
            arms.append('        "%s" => steps::run_packetizer(&input, &%s::%s_RESOURCE_INDICES, '
                        '&%s::%s_PROC_RESOURCE_INDEX_START,\n'
                        '            &mut |p| %s::create_packetizer(p).expect("create_packetizer: no such ProcID"), full),'
                        % (unit, mod, p, mod, p, mod))
        else:
            up = snake(unit, upper=True)
            impls.append("automaton_under_test!(%s::%s, %s::%sAction);" % (mod, unit, mod, unit))
            arms.append('        "%s" => {\n'
                        '            println!("{}", steps::alphabet_line(%s::%s_TRANSITIONS.iter().map(|t| %s::%s_ACTIONS[t.action as usize - 1].clone())));\n'
                        '            steps::run_automaton(&input, &mut %s::%s::with_transitions(), &mut %s::%s::new(), full)\n'
                        '        }' % (unit, mod, up, mod, up, mod, unit, mod, unit))
    return """//! Generated by .ci/dfa-diff/run.py: the Rust side of the DFA differential test.
#![allow(dead_code, unused_imports, clippy::all)]

#[macro_use]
mod steps;

%s

%s

fn main() {
    use std::io::Read;
    let args: Vec<String> = std::env::args().collect();
    let full = args.get(2).is_some_and(|a| a == "full");
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("read the sequences");
    let lines = match args[1].as_str() {
%s
        other => Err(format!("unknown unit {other}")),
    };
    match lines {
        Ok(lines) => {
            let mut out = lines.join("\\n");
            out.push('\\n');
            use std::io::Write;
            std::io::stdout().write_all(out.as_bytes()).expect("write");
        }
        Err(e) => {
            eprintln!("dfa-diff: {e}");
            std::process::exit(2);
        }
    }
}
""" % ("\n".join(mods), "\n".join(impls), "\n".join(arms))


# ---------------------------------------------------------------------------

def generate(name, args, pool, rust):
    """llvm-tblgen-19's .inc(s) and (with rust) our Rust module(s) of source
    `name`; returns its description with the parsed tables."""
    kind, td, includes = SOURCES[name]
    corpus = os.path.join(args.shared, "llvm-19", "llvm")
    d = os.path.join(WORK, name)
    os.makedirs(d, exist_ok=True)
    iflags = sum((["-I", i] for i in includes), [])
    mod = snake(name)
    src = os.path.join(CRATE.dir, "src")
    tablegen = os.path.join(args.bin, "tablegen")
    backend = "-gen-dfa-packetizer" if kind == "packetizer" else "-gen-automata"
    jobs = [(["llvm-tblgen-19", backend] + iflags + [td, "-o", os.path.join(d, "main.inc")])]
    if rust:
        jobs.append([tablegen, "--rust", backend] + iflags + [td, "-o", os.path.join(src, mod + ".rs")])
    if kind == "automata":
        jobs.append(["llvm-tblgen-19", "-gen-searchable-tables"] + iflags + [td, "-o", os.path.join(d, "enums.inc")])
        if rust:
            jobs.append([tablegen, "--rust", "-gen-searchable-tables"] + iflags
                        + [td, "-o", os.path.join(src, mod + "_enums.rs")])
    for f in [pool.submit(run, cmd, corpus) for cmd in jobs]:
        f.result()
    with open(os.path.join(d, "main.inc")) as f:
        inc = f.read()
    s = {"kind": kind, "dir": d, "td": td, "name": name}
    if kind == "packetizer":
        s["info"] = packetizer_info(inc)
    else:
        with open(os.path.join(d, "enums.inc")) as f:
            enums = c_enums(f.read())
        s["enums"] = sorted(enums)
        s["automata"] = {a: automaton_info(inc, enums, a) for a in AUTOMATA}
    return s


def build_cpp(s, args):
    """g++ builds the C++ driver of a source; returns the executable."""
    d = s["dir"]
    if s["kind"] == "packetizer":
        driver = "packetizer.cpp"
        defs = ["-DDFA_NAME=%s" % s["info"]["dfa"], '-DDFA_INC="main.inc"']
    else:
        driver = "automata.cpp"
        defs = ['-DENUMS_INC="enums.inc"', '-DAUTOMATA_INC="main.inc"']
    exe = os.path.join(d, "driver")
    lib = os.path.join(args.llvm, "lib")
    source = os.path.join(HERE, driver)
    if args.break_cpp:
        # A copy, so that the committed driver stays whole; -I HERE finds
        # its paths.h.
        with open(source) as f:
            text = f.read()
        source = os.path.join(d, "broken-" + driver)
        with open(source, "w") as f:
            f.write('#error "--break-cpp"\n' + text)
    run(["g++", "-std=c++17", "-O1", "-w", "-I", d, "-I", HERE, "-I", os.path.join(args.llvm, "include"),
         "-D_GNU_SOURCE", "-D__STDC_CONSTANT_MACROS", "-D__STDC_FORMAT_MACROS", "-D__STDC_LIMIT_MACROS"]
        + defs + [source, "-o", exe, "-L", lib, "-l" + LLVM_LIB, "-Wl,-rpath," + lib])
    return exe


def inject_transition(unit, s):
    """--inject: the first row of the unit's <NAME>_TRANSITIONS table in the
    generated Rust module goes to another DFA state (1, or 2 if it went to
    1): a valid state, so the Rust side still runs, and answers otherwise."""
    if s["kind"] == "packetizer":
        table = snake(s["info"]["dfa"], upper=True) + "_TRANSITIONS"
        path = os.path.join(CRATE.dir, "src", snake(s["name"]) + ".rs")
    else:
        table = snake(unit, upper=True) + "_TRANSITIONS"
        path = os.path.join(CRATE.dir, "src", snake(s["name"]) + ".rs")
    with open(path) as f:
        text = f.read()
    m = re.search(r"^pub static %s: \[Transition; \d+\] = \[\n\s*Transition \{ from: \d+, action: \d+, to: (\d+)," % table,
                  text, re.M)
    if not m:
        raise StepError("--inject: no %s table with a first row in %s" % (table, path))
    to = "2" if m.group(1) == "1" else "1"
    text = text[:m.start(1)] + to + text[m.end(1):]
    with open(path, "w") as f:
        f.write(text)
    return "%s: first row of %s now goes to state %s (was %s) in %s" % (
        unit, table, to, m.group(1), os.path.relpath(path, ROOT))


def build_rust(units, sources):
    """Writes and builds the throwaway crate (the modules are in its src/
    already); returns its executable."""
    with open(os.path.join(GENERATED, "dfa", "steps.rs")) as f:
        steps = f.read()
    CRATE.write({"src/steps.rs": steps, "src/main.rs": main_rs(units, sources)}, dependencies=["tablegen-runtime"],
                profiles=NO_DEBUG_INFO)
    CRATE.cargo("build", release=True)
    return CRATE.exe(release=True)


def write_sequences(unit, s, args):
    """The unit's sequence file; returns (path, input lines, steps)."""
    rng = random.Random("%d/%s" % (args.seed, unit))
    n = args.counts.get(unit, args.n)
    if s["kind"] == "packetizer":
        header, lines = [], packetizer_sequences(rng, s["info"]["starts"], n)
        steps = count_steps(lines) - 2 * len(lines)
    else:
        header, lines = automaton_sequences(rng, s["automata"][unit], n)
        steps = count_steps(lines)
    path = os.path.join(s["dir"], unit + ".seq")
    with open(path, "w") as f:
        f.write("\n".join(["# %s, seed %d" % (unit, args.seed)] + header + lines) + "\n")
    return path, header, lines, steps


def run_driver(exe, unit, s, seq, tag, full=False):
    """Runs a driver on a sequence file; returns its output lines."""
    argv = [exe] if s["kind"] == "packetizer" and tag == "cpp" else [exe, unit]
    if full:
        argv.append("full")
    out_path = os.path.join(s["dir"], "%s.%s.out" % (unit, tag))
    with open(seq) as fi, open(out_path, "wb") as fo:
        run(argv, stdin=fi, stdout=fo)
    with open(out_path) as f:
        return f.read().splitlines()


def expected_header(unit, s):
    """What the drivers' first line must be (from the .inc as read here)."""
    if s["kind"] == "packetizer":
        i = s["info"]
        return "tables %s starts %s" % (",".join(map(str, i["indices"])), ",".join(map(str, i["starts"])))
    return "alphabet " + "|".join(s["automata"][unit]["alphabet"])


def explain(unit, s, header, lines, k, exes):
    """Both sides' full output on the k-th sequence alone."""
    one = os.path.join(s["dir"], unit + ".one.seq")
    with open(one, "w") as f:
        f.write("\n".join(header + [lines[k]]) + "\n")
    out = []
    for tag in ("cpp", "rust"):
        try:
            got = run_driver(exes[tag], unit, s, one, tag, full=True)
            line = got[1] if len(got) > 1 else "<no output>"
            out.append("      %-4s (paths in full): %s" % (tag, line if len(line) < 4000 else line[:4000] + " ..."))
        except StepError as e:
            out.append("      %-4s (paths in full): FAILED: %s" % (tag, e))
    return out


def check_unit(unit, s, args, exes, pool):
    """Runs both drivers on the unit's sequences and compares; returns
    (identical, report, sequences, steps). Raises StepError when a driver
    fails or the C++ side's output cannot be trusted (a harness error)."""
    seq, header, lines, steps = write_sequences(unit, s, args)
    fc = pool.submit(run_driver, exes["cpp"], unit, s, seq, "cpp")
    fr = pool.submit(run_driver, exes["rust"], unit, s, seq, "rust")
    cpp, rust = fc.result(), fr.result()
    want = expected_header(unit, s)
    if cpp[:1] != [want]:
        raise StepError("the C++ driver's first line is not the .inc's tables as read here:\n      %s\n      %s"
                        % (cpp[:1], want))
    if len(cpp) != len(lines) + 1:
        raise StepError("the C++ driver printed %d lines for %d sequences" % (len(cpp) - 1, len(lines)))
    if rust[:1] != cpp[:1]:
        return False, "%s: the Rust module's %s differ from the C++ .inc's:\n      c++:  %s\n      rust: %s" % (
            unit, "tables" if s["kind"] == "packetizer" else "alphabet", cpp[0][:300],
            rust[0][:300] if rust else ""), len(lines), steps
    diffs = [k for k in range(len(lines)) if k + 1 >= len(rust) or rust[k + 1] != cpp[k + 1]]
    if not diffs:
        return True, "%s: %d sequences, %d steps, identical" % (unit, len(lines), steps), len(lines), steps
    k = diffs[0]
    report = ["%s: %d sequences, %d steps, %d DIFFERENT; first: sequence %d" % (unit, len(lines), steps, len(diffs), k),
              "      input: %s" % lines[k],
              "      c++:   %s" % cpp[k + 1],
              "      rust:  %s" % (rust[k + 1] if k + 1 < len(rust) else "<missing>")]
    report += explain(unit, s, header, lines, k, exes)
    report.append("      (sequences and outputs in %s)" % s["dir"])
    return False, "\n".join(report), len(lines), steps


def recording(unit, s, args, exes):
    """The C++ answers of a tests/generated unit: (file name, text,
    sequences, steps)."""
    seq, header, lines, steps = write_sequences(unit, s, args)
    cpp = run_driver(exes["cpp"], unit, s, seq, "cpp")
    if cpp[:1] != [expected_header(unit, s)] or len(cpp) != len(lines) + 1:
        raise StepError("unexpected C++ driver output")
    module = RECORD_MODULES[unit if s["kind"] == "packetizer" else "VendoredAutomata"]
    name = module if s["kind"] == "packetizer" else "%s.%s" % (module, snake(unit))
    td = os.path.relpath(s["td"], GENERATED)
    out = ["# The C++ answers of the DFA differential test for %s (%s): LLVM 19's %s" % (
               unit, td, "DFAPacketizer" if s["kind"] == "packetizer" else "llvm::Automaton"),
           "# on llvm-tblgen-19's .inc (.ci/dfa-diff/%s compiled with g++), for %d random sequences"
           % ("packetizer.cpp" if s["kind"] == "packetizer" else "automata.cpp", len(lines)),
           "# (seed %d). Replayed by tests/dfa_answers.rs; rewrite with" % args.seed,
           "#   .ci/dfa-diff/run.py --record tests/generated/answers" + ("" if args.counts else " -n %d" % args.n),
           "# `action` lines: the actions the steps index; `in`: a sequence; `out`: the C++ output."]
    out += header
    out.append(cpp[0])
    for inp, o in zip(lines, cpp[1:]):
        out += ["in " + inp, "out " + o]
    return name + ".dfa.txt", "\n".join(out) + "\n", len(lines), steps


def committed_sequences(path):
    """The number of sequences (`in` lines) a committed recording holds."""
    with open(path) as f:
        return sum(1 for line in f if line.startswith("in "))


def main():
    check = checks.Check("dfa-diff", unit="unit")
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shared", default=SHARED,
                    help="the shared directory holding llvm-19/ (default: ../shared or $SHARED)")
    ap.add_argument("--bin", default=RELEASE, help="directory with tablegen")
    ap.add_argument("--llvm", default="/usr/lib/llvm-19", help="LLVM 19's prefix: include/, lib/libLLVM-19.so")
    ap.add_argument("-n", type=int, default=None,
                    help="sequences per unit (default 100000; with --record or --check: RECORD_COUNTS)")
    ap.add_argument("--seed", type=int, default=19)
    check.add_arguments(ap, inject=("transition", "recording"))
    ap.add_argument("--units", dest="only", help=argparse.SUPPRESS)
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--record", metavar="DIR", help="record the C++ answers of tests/generated's units in DIR")
    mode.add_argument("--check", action="store_true",
                      help="re-record tests/generated's answers into a temporary directory and compare them "
                           "with the committed ones")
    ap.add_argument("--reference", metavar="DIR",
                    help="with --record: where llvm-tblgen-19's .inc of mini-vliw.td goes (default DIR/../reference)")
    args = check.configure(ap.parse_args())
    if args.check:
        # Its own check (and floors): the recorded corpus, not the differential.
        check.name = "dfa-answers"
        if check.inject:
            check.inject = "recording"
    elif check.inject == "recording":
        check.usage("--inject=recording needs --check")
    args.shared = os.path.abspath(args.shared)
    args.bin = os.path.abspath(args.bin)
    args.counts = {}
    if args.n is None and (args.record or args.check):
        args.counts = RECORD_COUNTS
    elif args.n is None:
        args.n = 100000
    recorded = args.record or args.check
    all_units = RECORD_UNITS if recorded else DEFAULT_UNITS
    # Before anything is generated or built: an unknown or empty --only exits 2.
    units = {u: all_units[u] for u in check.select(args.only, all_units)}
    start = time.time()
    os.makedirs(os.path.join(CRATE.dir, "src"), exist_ok=True)
    rust = not recorded
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        try:
            names = sorted(set(units.values()))
            sources = dict(zip(names, [generate(n, args, pool, rust) for n in names]))
            if rust and check.inject:
                first = next(iter(units))
                print("dfa-diff: --inject: " + inject_transition(first, sources[units[first]]), flush=True)
            # g++ (Hexagon's first: the biggest) and cargo in parallel
            order = sorted(names, key=lambda n: n != "Hexagon")
            cpp_builds = {n: pool.submit(build_cpp, sources[n], args) for n in order}
            rust_build = pool.submit(build_rust, units, sources) if rust else None
            cpp_exes = {n: f.result() for n, f in cpp_builds.items()}
            rust_exe = rust_build.result() if rust else None
        except StepError as e:
            # Every unit of the selection is then uncompared: one harness
            # error stands for the build.
            check.error("build", str(e))
            return check.finish()
        if args.record:
            return record(args, units, sources, cpp_exes, start)
        if args.check:
            return verify(check, args, units, sources, cpp_exes, start)
        failed = 0
        for unit, src in units.items():
            try:
                ok, text, sequences, steps = check_unit(unit, sources[src], args,
                                                        {"cpp": cpp_exes[src], "rust": rust_exe}, pool)
                check.count(unit, sequences, "sequences")
                check.count(unit, steps, "steps")
                if not ok:
                    check.differ(unit)
            except StepError as e:
                ok, text = False, "%s: FAILED: %s" % (unit, e)
                check.error(unit, str(e))
            failed += not ok
            print(text, flush=True)
    print("dfa-diff: %d units, %s (%.0f s)" % (len(units), "%d not identical" % failed if failed else "all identical",
                                               time.time() - start))
    return check.finish()


def verify(check, args, units, sources, cpp_exes, start):
    """--check: each unit's answers recorded afresh into a temporary
    directory and compared with the committed file; MiniVliw's reference
    .inc too."""
    answers = os.path.join(GENERATED, "answers")
    injected = False
    for unit, src in units.items():
        try:
            name, text, sequences, steps = recording(unit, sources[src], args, {"cpp": cpp_exes[src]})
        except StepError as e:
            check.error(unit, str(e))
            continue
        path = os.path.join(answers, name)
        if not os.path.exists(path):
            check.error(unit, "no committed recording %s" % os.path.relpath(path, ROOT))
            continue
        with open(path, "rb") as f:
            committed = f.read()
        if check.inject and not injected:
            # A copy of the recording, one byte changed (in the last `out`
            # line, past its prefix): what the comparison must report.
            k = committed.rindex(b"\nout ") + len(b"\nout ")
            committed = checks.flip_byte(committed, k)
            injected = True
            print("dfa-answers: --inject: byte %d of a copy of %s changed" % (k, os.path.relpath(path, ROOT)))
        check.count(unit, sequences, "sequences", floor=committed_sequences(path))
        fresh = text.encode()
        if fresh == committed:
            print("%s: %d sequences, %d steps: %s still what LLVM 19 answers" % (
                unit, sequences, steps, os.path.relpath(path, ROOT)), flush=True)
        else:
            check.differ(unit)
            print("%s: %s DIFFERS from a fresh recording (%d sequences, %d steps)" % (
                unit, os.path.relpath(path, ROOT), sequences, steps), flush=True)
        if unit == "MiniVliw":
            ref = os.path.join(GENERATED, "reference", "mini_vliw.dfa-packetizer.inc")
            with open(os.path.join(sources["MiniVliw"]["dir"], "main.inc"), "rb") as f:
                fresh_inc = f.read()
            with open(ref, "rb") as f:
                same = f.read() == fresh_inc
            check.count(unit, 1, "reference .inc", floor=1)
            if same:
                print("%s: %s still llvm-tblgen-19's output" % (unit, os.path.relpath(ref, ROOT)))
            else:
                check.differ(unit)
                print("%s: %s DIFFERS from llvm-tblgen-19's output" % (unit, os.path.relpath(ref, ROOT)))
    if len(units) == len(RECORD_UNITS):
        # A recording no unit writes would be verified by nobody.
        expected = {"%s.dfa.txt" % RECORD_MODULES["MiniVliw"]} | {
            "%s.%s.dfa.txt" % (RECORD_MODULES["VendoredAutomata"], snake(a)) for a in AUTOMATA}
        orphans = sorted(f for f in os.listdir(answers) if f.endswith(".dfa.txt") and f not in expected)
        if orphans:
            check.error("answers", "recordings of no unit: %s" % ", ".join(orphans))
    print("dfa-diff --check: %.0f s" % (time.time() - start))
    return check.finish()


def record(args, units, sources, cpp_exes, start):
    """--record: the answers of tests/generated's units, and the reference .inc."""
    args.record = os.path.abspath(args.record)
    reference = os.path.abspath(args.reference or os.path.join(args.record, "..", "reference"))
    os.makedirs(args.record, exist_ok=True)
    os.makedirs(reference, exist_ok=True)
    status = 0
    for unit, src in units.items():
        try:
            name, text, sequences, steps = recording(unit, sources[src], args, {"cpp": cpp_exes[src]})
        except StepError as e:
            print("%s: FAILED: %s" % (unit, e))
            status = 1
            continue
        path = os.path.join(args.record, name)
        with open(path, "w") as f:
            f.write(text)
        print("%s: %d sequences, %d steps recorded in %s" % (unit, sequences, steps, os.path.relpath(path, ROOT)),
              flush=True)
    if "MiniVliw" in units:
        dst = os.path.join(reference, "mini_vliw.dfa-packetizer.inc")
        shutil.copy(os.path.join(sources["MiniVliw"]["dir"], "main.inc"), dst)
        print("llvm-tblgen-19 -gen-dfa-packetizer of mini-vliw.td: %s" % os.path.relpath(dst, ROOT))
    print("dfa-diff --record: %.0f s" % (time.time() - start))
    return status


if __name__ == "__main__":
    sys.exit(main())
