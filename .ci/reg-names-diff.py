#!/usr/bin/env python3
"""Register assembly names: the register-info Rust module's `Reg::alt_name`
and `Reg::asm_name` against LLVM 19's `getRegisterName`, target by target.

For every distinct (target, root) of the `-gen-asm-writer` rows of
$SHARED/tools/jobs.tsv (X86's second row, -asmwriternum=1, names registers
as the first does: each root is run once):

  1. reference: `llvm-tblgen-19 -gen-asm-writer` writes the AsmWriter
     `.inc`; from its `getRegisterName` (and only there: printInstruction
     has an `AsmStrs[]` of its own earlier in the file) this script reads,
     per alternate-name index, the string table `AsmStrs<Alt>[]` (C string
     literals, escapes decoded), the offsets `RegAsmOffset<Alt>[]` and the
     switch's fallbacks (`return getRegisterName(RegNo, NS::Fallback)`), or
     the single `AsmStrs[]`/`RegAsmOffset[]` pair of a target with no
     alternate names. LLVM's answer for register number R under index A is
     the string at `RegAsmOffsetA[R-1]`; an empty one is answered by A's
     fallback, and so on; empty with no fallback is "no name" (where LLVM
     asserts);
  2. ours: `target/release/tablegen -gen-register-info --rust` writes each
     target's module; one throwaway binary crate (.ci/lib/throwaway.py:
     outside the workspace, tablegen-runtime by path, --offline, a debug
     build without debug information) `include!`s them all, each in a
     `#[allow(dead_code)] mod t_<unit>`, and prints for every target, every
     `RegAltName::all()` and every `Reg::all()` the `alt_name` answer, then
     every register's `asm_name`;
  3. the two are compared line by line: every (index, register) answer, the
     register count (`NUM_TARGET_REGS` against the C++ assert's bound), the
     index names, and `asm_name` against the answer under `NoRegAltName`
     (or the single table). Each mismatch is a difference of its target.

Units are the roots' names (AMDGPU, R600, PPC, ...; a target directory with
one root, such as PowerPC, is accepted for it); the count of each is its
names compared (`alt_name` and `asm_name` answers), with a floor per unit
in .ci/floors/reg-names-diff.tsv (CI_RECORD_FLOORS=1 records them). A tool
that fails, an `.inc` whose tables cannot be read or a crate that does not
build is a harness error (.ci/lib/checks.py).

  --only UNITS   roots to run; an unknown name or an empty selection exits 2
                 before anything runs.
  --inject       in the first selected unit's generated module, one
                 register's name in REG_ASM_NAMES (the first non-empty one)
                 gets a `~` before the crate is built: the run passes only
                 if the comparison reports it on that unit.
  --break-cpp    llvm-tblgen-19 is replaced by `false`: a harness error, the
                 run fails (under --inject too).

Prints per unit `N names, identical` or its first differences, the time of
each phase (generation, reference, crate build, run), then the verdict
line. Needs llvm-tblgen-19, cargo and LLVM 19's sources
($SHARED/llvm-19/llvm).

usage: .ci/reg-names-diff.py [--bin target/release/tablegen] [--shared DIR] [--work DIR] [--only UNITS]
                             [--inject] [--break-cpp]
"""

import argparse
import collections
import json
import os
import re
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

NAME = "reg-names-diff"
BACKEND = "-gen-asm-writer"
REFERENCE = "llvm-tblgen-19"
# Differences shown per unit.
SHOW = 5


class Unit:
    """One (target, root) of the -gen-asm-writer rows."""

    def __init__(self, target, root):
        self.target, self.root = target, root
        self.name = os.path.splitext(os.path.basename(root))[0]

    def args(self, llvm):
        """The root .td and its -I flags, as jobs.tsv's header describes them."""
        return jobs.td_args(llvm, self.target, self.root)

    def module(self):
        return "t_" + re.sub(r"[^a-z0-9]+", "_", self.name.lower()).strip("_")


def units(shared):
    """The distinct (target, root) of jobs.tsv's -gen-asm-writer rows."""
    found = collections.OrderedDict()
    for target, root, flag, _extra in jobs.rows(shared):
        if flag == BACKEND:
            found.setdefault((target, root), Unit(target, root))
    return list(found.values())


# -- the reference: getRegisterName's tables

ESCAPE = re.compile(r'\\(?:([0-7]{1,3})|x([0-9A-Fa-f]+)|(.))', re.S)
SIMPLE = {"n": b"\n", "t": b"\t", "r": b"\r", "0": b"\0", "\\": b"\\", '"': b'"', "'": b"'", "?": b"?",
          "a": b"\a", "b": b"\b", "f": b"\f", "v": b"\v"}


def c_string(body):
    """The bytes of a C string literal's body (escapes decoded)."""
    out = bytearray()
    pos = 0
    for m in ESCAPE.finditer(body):
        out += body[pos:m.start()].encode()
        if m.group(1):
            out.append(int(m.group(1), 8))
        elif m.group(2):
            out.append(int(m.group(2), 16) & 0xFF)
        else:
            out += SIMPLE[m.group(3)]
        pos = m.end()
    out += body[pos:].encode()
    return bytes(out)


def array_body(text, decl):
    """The text between `decl = {` (or `decl = {` on the next line) and its
    closing `};`."""
    m = re.search(re.escape(decl) + r"\s*=\s*\{", text)
    if not m:
        raise ValueError("no %s" % decl)
    end = text.index("};", m.end())
    return text[m.end():end]


def string_table(text, alt):
    body = array_body(text, "static const char AsmStrs%s[]" % alt)
    # `/* 12 */ "fa0\0"`: the literals, comments aside.
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    return b"".join(c_string(m.group(1)) for m in re.finditer(r'"((?:[^"\\]|\\.)*)"', body, re.S))


def offsets(text, alt):
    m = re.search(r"static const \w+ RegAsmOffset%s\[\]\s*=\s*\{([^}]*)\}" % re.escape(alt), text)
    if not m:
        raise ValueError("no RegAsmOffset%s[]" % alt)
    return [int(v) for v in re.findall(r"\d+", m.group(1))]


class Reference:
    """LLVM's getRegisterName: its register count, its indices (in the
    switch's order; [""] without alternate names), names and fallbacks."""

    def __init__(self, inc):
        start = inc.find("::getRegisterName(MCRegister Reg")
        if start < 0:
            start = inc.find("::\ngetRegisterName(MCRegister Reg")
        if start < 0:
            raise ValueError("no getRegisterName definition")
        text = inc[start:]
        end = re.search(r"^}\n", text, re.M)
        text = text[:end.end()] if end else text
        bound = re.search(r"assert\(RegNo && RegNo < (\d+)", text)
        if not bound:
            raise ValueError("no register-number assert in getRegisterName")
        self.count = int(bound.group(1)) - 1
        self.alts = re.findall(r"static const char AsmStrs(\w*)\[\]", text)
        if not self.alts:
            raise ValueError("no AsmStrs table in getRegisterName")
        self.fallback = {}
        for m in re.finditer(r"case (?:\w+::)?(\w+):\n(.*?)(?=\n  case |\n  \})", text, re.S):
            f = re.search(r"return getRegisterName\(RegNo, (?:\w+::)?(\w+)\)", m.group(2))
            self.fallback[m.group(1)] = f.group(1) if f else None
        if len(self.alts) > 1 and set(self.fallback) != set(self.alts):
            raise ValueError("the switch's cases %s are not the tables %s" % (sorted(self.fallback), self.alts))
        self.names = {}
        for alt in self.alts:
            strs, offs = string_table(text, alt), offsets(text, alt)
            if len(offs) != self.count:
                raise ValueError("RegAsmOffset%s[] has %d entries for %d registers" % (alt, len(offs), self.count))
            self.names[alt] = [strs[o:strs.index(b"\0", o)].decode("utf-8") for o in offs]

    def answer(self, alt, reg):
        """The name of register number `reg` under `alt` ("" for the single
        table), fallbacks followed; None where there is none."""
        if not 1 <= reg <= self.count:
            return None
        seen = set()
        while alt is not None and alt not in seen:
            seen.add(alt)
            name = self.names[alt][reg - 1]
            if name:
                return name
            alt = self.fallback.get(alt)
        return None

    def default(self):
        """The index asm_name answers under."""
        return "NoRegAltName" if len(self.alts) > 1 else self.alts[0]


def escape(name):
    """None or Rust's `str::escape_default` of a name, as the driver prints it."""
    if name is None:
        return "<none>"
    out = []
    for c in name:
        if c in "\t\r\n\\'\"":
            out.append({"\t": "\\t", "\r": "\\r", "\n": "\\n"}.get(c, "\\" + c))
        elif 0x20 <= ord(c) <= 0x7E:
            out.append(c)
        else:
            out.append("\\u{%x}" % ord(c))
    return "".join(out)


# -- our side: one crate including every module

MAIN_RS = r'''//! Generated by .ci/reg-names-diff.py: every target's register names, as the
//! register-info Rust modules answer them.
use std::io::Write;

%(modules)s

fn show(name: Option<&str>) -> String {
    name.map_or_else(|| "<none>".to_owned(), |n| n.escape_default().to_string())
}

fn main() {
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
%(calls)s
    out.flush().unwrap();
}
'''

# Per target: its register count, then `alt` lines (index, register value
# and name, answer) and `asm` lines (register value and name, answer).
CALLS = r'''    {
        use %(m)s::{Reg, RegAltName, NUM_TARGET_REGS};
        writeln!(out, "count\t%(u)s\t{}", NUM_TARGET_REGS).unwrap();
        for a in RegAltName::all() {
            for r in Reg::all() {
                let name = show(r.alt_name(a));
                writeln!(out, "alt\t%(u)s\t{}\t{}\t{}\t{}", a.name(), r.value(), r.name(), name).unwrap();
            }
        }
        for r in Reg::all() {
            writeln!(out, "asm\t%(u)s\t{}\t{}\t{}", r.value(), r.name(), show(r.asm_name())).unwrap();
        }
    }
'''


def inject_fault(path):
    """--inject: the first non-empty name of REG_ASM_NAMES gets a `~`.
    Returns what changed."""
    with open(path) as f:
        text = f.read()
    start = text.index("pub static REG_ASM_NAMES")
    m = re.compile(r'^        "([^"\\]+)", // (\w+)$', re.M).search(text, start)
    if not m:
        raise ValueError("--inject: no name in REG_ASM_NAMES of %s" % path)
    text = text[:m.end(1)] + "~" + text[m.end(1):]
    with open(path, "w") as f:
        f.write(text)
    return "%s's name %r -> %r" % (m.group(2), m.group(1), m.group(1) + "~")


def compare(ref, lines):
    """The differences between LLVM's answers (`ref`) and a unit's lines of
    the driver, and the number of names compared."""
    diffs = []
    count = [l for l in lines if l[0] == "count"]
    if not count or int(count[0][2]) != ref.count + 1:
        diffs.append("NUM_TARGET_REGS %s, LLVM has %d registers (+ NoRegister)"
                     % (count[0][2] if count else "missing", ref.count))
    ours = collections.OrderedDict()
    asm = collections.OrderedDict()
    for l in lines:
        if l[0] == "alt":
            ours[(l[2], int(l[3]))] = (l[4], l[5])
        elif l[0] == "asm":
            asm[int(l[2])] = (l[3], l[4])
    our_alts = list(dict.fromkeys(a for a, _ in ours))
    want_alts = ref.alts if len(ref.alts) > 1 else ["NoRegAltName"]
    if sorted(our_alts) != sorted(want_alts):
        diffs.append("RegAltName::all() is %s, LLVM's indices %s" % (our_alts, want_alts))
    compared = 0
    for alt in want_alts:
        ref_alt = alt if len(ref.alts) > 1 else ref.alts[0]
        for reg in range(0, ref.count + 1):
            want = escape(ref.answer(ref_alt, reg))
            got = ours.get((alt, reg))
            compared += 1
            if got is None:
                diffs.append("alt_name(%s) of register %d: missing, LLVM: %s" % (alt, reg, want))
            elif got[1] != want:
                diffs.append("alt_name(%s) of %s (%d): %s, LLVM: %s" % (alt, got[0], reg, got[1], want))
    extra = [k for k in ours if k[0] in want_alts and not 0 <= k[1] <= ref.count]
    diffs += ["alt_name(%s) of register %d: not a register of LLVM's" % k for k in extra]
    default = ref.default()
    for reg in range(0, ref.count + 1):
        want = escape(ref.answer(default, reg))
        got = asm.get(reg)
        compared += 1
        if got is None:
            diffs.append("asm_name of register %d: missing, LLVM: %s" % (reg, want))
        elif got[1] != want:
            diffs.append("asm_name of %s (%d): %s, LLVM (%s): %s"
                         % (got[0], reg, got[1], default or "the table", want))
    return diffs, compared


def main():
    check = checks.Check(NAME, unit="target")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args = differential.parse_arguments(check, ap, NAME, inject=("name",))
    every = units(args.shared)
    dirs = collections.Counter(u.target for u in every)
    aliases = {u.target: u.name for u in every if dirs[u.target] == 1 and u.target != u.name}
    chosen = set(check.select(args.only, [u.name for u in every], aliases))
    selected = [u for u in every if u.name in chosen]
    llvm = os.path.join(os.path.abspath(args.shared), "llvm-19", "llvm")
    work = os.path.abspath(args.work)
    ref_tool = shutil.which("false") if check.break_cpp else REFERENCE
    if not differential.have_tablegen(check, args.bin, [u.name for u in selected]):
        return check.finish()
    if check.unusable_reference(ref_tool, [u.name for u in selected]):
        return check.finish()
    differential.fresh_dir(os.path.join(work, "gen"))

    def generate(u):
        """(unit, our module's path or None, the reference or None, seconds
        of ours, seconds of LLVM's, error)."""
        rs = os.path.join(work, "gen", u.name + ".rs")
        inc = os.path.join(work, "gen", u.name + ".inc")
        ours = throwaway.measure([args.bin, "--rust", "-gen-register-info"] + u.args(llvm) + ["-o", rs])
        if not ours.ok:
            return u, None, None, ours.seconds, 0, ours.failure()
        theirs = throwaway.measure([ref_tool, BACKEND] + u.args(llvm) + ["-o", inc])
        if not theirs.ok:
            return u, None, None, ours.seconds, theirs.seconds, theirs.failure()
        try:
            with open(inc) as f:
                ref = Reference(f.read())
        except (ValueError, OSError, UnicodeDecodeError) as e:
            return u, None, None, ours.seconds, theirs.seconds, "%s: getRegisterName unreadable: %s" % (inc, e)
        return u, rs, ref, ours.seconds, theirs.seconds, None

    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=min(2, os.cpu_count() or 1)) as pool:
        done = list(pool.map(generate, selected))
    ready = []
    for u, rs, ref, t_ours, t_ref, err in done:
        if err:
            check.error(u.name, err)
        else:
            ready.append((u, rs, ref))
    print("%s: %d units generated in %.1f s (tablegen --rust -gen-register-info %.1f s, %s %s %.1f s, "
          "summed over 2 workers)" % (NAME, len(ready), time.monotonic() - started,
                                      sum(d[3] for d in done), REFERENCE, BACKEND, sum(d[4] for d in done)), flush=True)
    if not ready:
        return check.finish()
    if check.inject:
        u, rs, _ = ready[0]
        if not differential.inject(check, NAME, u.name, lambda: inject_fault(rs)):
            return check.finish()

    modules = "\n".join("#[allow(dead_code)]\nmod %s {\n    include!(%s);\n}" % (u.module(), json.dumps(rs))
                        for u, rs, _ in ready)
    calls = "".join(CALLS % {"m": u.module(), "u": u.name} for u, _, _ in ready)
    names = [u.name for u, _, _ in ready]
    crate = differential.build_crate(check, NAME, work, MAIN_RS % {"modules": modules, "calls": calls}, names,
                                     "%d modules" % len(ready))
    if crate is None:
        return check.finish()
    run = throwaway.measure([crate.exe()])
    print("%s: the driver printed %d lines (%.1f s)" % (NAME, run.stdout.count(b"\n"), run.seconds), flush=True)
    if not run.ok:
        for u in names:
            check.error(u, run.failure())
        return check.finish()
    lines = collections.defaultdict(list)
    for line in run.stdout.decode("utf-8").splitlines():
        cols = line.split("\t")
        lines[cols[1]].append(cols)
    for u, _, ref in ready:
        diffs, compared = compare(ref, lines.get(u.name, []))
        check.count(u.name, compared, "names")
        alts = "%d indices" % len(ref.alts) if len(ref.alts) > 1 else "no alternate names"
        if diffs:
            check.differ(u.name, len(diffs))
            print("%-12s %d registers, %s: %d names, %d DIFFERENT" % (u.name, ref.count, alts, compared, len(diffs)))
            for d in diffs[:SHOW]:
                print("    " + d)
        else:
            print("%-12s %d registers, %s: %d names, identical" % (u.name, ref.count, alts, compared))
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
