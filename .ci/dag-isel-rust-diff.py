#!/usr/bin/env python3
"""Checks that the matcher table of our `-gen-dag-isel --rust` module is
LLVM 19's, target by target: llvm-tblgen-19's C++ `MatcherTable` converted
to bytes as tests/isel-runtime/convert_table.py converts RISC-V's (OPC_*,
OPFL_*, MVT::* and ISD condition codes through LLVM 19's headers,
instructions and registers through llvm-tblgen-19's -gen-instr-info and
-gen-register-info enums), except that node opcodes (TARGET_VAL(ISD::X),
TARGET_VAL(XISD::Y)) are numbered by the name's value in our module's
`NodeOpcode` enum, must equal the bytes of our module's MATCHER_TABLE
(written with -omit-comments: a byte string).

usage: .ci/dag-isel-rust-diff.py [TABLEGEN] [--only A,B,...] [--inject[=table]] [--break-cpp]
default targets: every target of LLVM 19 with a DAG selector (`--targets`
is the old spelling of `--only`; an unknown name or an empty selection exits
2 before anything runs).
  --inject     one byte of our module's MATCHER_TABLE is changed (the byte
               string's middle escape) before the comparison: the run passes
               only if the comparison reports it.
  --break-cpp  llvm-tblgen-19 is replaced by a tool that fails: the run must
               fail (a harness error, also with --inject).
Every target must compare at least its floor of table bytes
(.ci/floors/dag-isel-rust-diff.tsv; .ci/lib/checks.py). A conversion that
fails (an unknown token) is a harness error, not a difference.
Needs llvm-tblgen-19, LLVM 19's headers (/usr/lib/llvm-19/include) and
sources ($SHARED/llvm-19/llvm). Prints one line per target; exits 1 on any
difference.

Not run by .ci/run: what it compares is covered there by two checks in
series, the parity ratchet (our C++ MatcherTable is llvm-tblgen-19's, byte
for byte) and .ci/isel-llvm.py's convert.py (our Rust MATCHER_TABLE is our
C++ MatcherTable, converted with the module's NodeOpcode numbering).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import checks  # noqa: E402
import llvm_isel  # noqa: E402
from llvm_isel import sequential  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LLVM = os.path.join(os.environ.get("SHARED", os.path.join(ROOT, "..", "shared")), "llvm-19", "llvm")
SHARED = os.environ.get("SHARED", os.path.join(ROOT, "..", "shared"))


def targets():
    """(target directory, root .td name) of every -gen-dag-isel row of
    jobs.tsv: the unit is the root's name (PPC, and R600 beside AMDGPU)."""
    rows = []
    for line in open(os.path.join(SHARED, "tools", "jobs.tsv")):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 3 and f[2] == "-gen-dag-isel":
            rows.append((f[0], f[1][:-3]))
    return rows


def llvm_numbers():
    """The operation numbers with the OPFL_* flags among them, the value
    types and the condition codes."""
    opc, opfl, mvt, condcodes = llvm_isel.llvm_numbers()
    return {**opc, **opfl}, mvt, condcodes


def target_names(instr_text, reg_text):
    """Name -> value of every `Name = N,` enumerator (instructions,
    registers, register classes, sub-register indices); None if ambiguous."""
    names = {}
    # Instructions from their enum only: the scheduling classes' enum that
    # follows reuses instruction names with other values (AArch64's
    # ADDVv4i32v is instruction 1458 and sched class 857).
    end = instr_text.index("INSTRUCTION_LIST_END")
    instr_text = instr_text[instr_text.rindex("enum", 0, end):end]
    for text in (instr_text, reg_text[:reg_text.find("enum RegisterPressureSets")]):
        for name, value in re.findall(r"^\s+(\w+)\s*=\s*(\d+),", text, re.M):
            v = int(value)
            names[name] = v if names.get(name, v) == v else None
    # Enumerators without `= N` (sub-register indices: `NoSubRegister,
    # subreg_8bit, ...`) count from the enum's start, as convert.py reads them.
    for body in re.findall(r"enum[^{;]*\{(.*?)\};", reg_text[:reg_text.find("enum RegisterPressureSets")], re.S):
        items = [x.strip() for x in re.sub(r"//[^\n]*", "", body).split(",") if x.strip()]
        try:
            values = sequential(items)
        except (KeyError, ValueError):
            continue
        for name, v in values.items():
            names.setdefault(name, v)
    return names


def convert(isel, names, nodes, opc, mvt, condcodes):
    start = isel.index("static const unsigned char MatcherTable[] = {")
    end = isel.index("}; // Total Array size is", start)
    out = bytearray()

    def value(tok):
        tok = tok.strip()
        if re.fullmatch(r"\d+", tok):
            return int(tok)
        if tok in nodes:
            return nodes[tok]
        if tok.startswith(("OPC_", "OPFL_")):
            return opc[tok]
        if tok.startswith("MVT::"):
            return mvt[tok[5:]]
        if tok.startswith("ISD::") and tok[5:] in condcodes:
            return condcodes[tok[5:]]
        if "::" in tok:
            v = names.get(tok.split("::", 1)[1])
            if v is not None:
                return v
        raise ValueError("unknown table token %r" % tok)

    for line in isel[start:end].split("\n")[1:]:
        body = re.sub(r"//.*", "", re.sub(r"/\*.*?\*/", "", line))
        for tok in [t.strip() for t in body.split(",")]:
            if not tok:
                continue
            tv = re.fullmatch(r"TARGET_VAL\(([\w:]+)\)", tok)
            if tv:
                v = value(tv.group(1))
                out += bytes([v & 255, (v >> 8) & 255])
                continue
            v = 0
            for part in tok.split("|"):
                v |= value(part)
            out.append(v)
    return bytes(out)


def ours(module):
    """(MATCHER_TABLE bytes, node name -> number) of our -omit-comments module."""
    nodes = {n: int(v) for n, v in re.findall(r"/// C\+\+ `([\w:]+)` = (\d+)\. Of the C\+\+ enum", module)}
    start = module.index("*b\"", module.index("pub static MATCHER_TABLE"))
    end = module.index("\";", start)
    hexes = re.findall(r"\\x([0-9a-f]{2})", module[start:end])
    return bytes(int(h, 16) for h in hexes), nodes


def inject_fault(module):
    """Our module with one byte of MATCHER_TABLE's byte string changed (the
    escape in the middle of the string): the fault the comparison must find."""
    start = module.index("*b\"", module.index("pub static MATCHER_TABLE"))
    end = module.index("\";", start)
    escapes = [m.start() for m in re.finditer(r"\\x[0-9a-f]{2}", module[start:end])]
    at = start + escapes[len(escapes) // 2]
    byte = int(module[at + 2:at + 4], 16) ^ 0x01
    return module[:at] + "\\x%02x" % byte + module[at + 4:]


def main():
    check = checks.Check("dag-isel-rust-diff", unit="target")
    ap = argparse.ArgumentParser()
    ap.add_argument("tablegen", nargs="?", default=os.path.join(ROOT, "target/release/tablegen"))
    ap.add_argument("--targets", dest="only", help="the old spelling of --only")
    check.add_arguments(ap, inject=("table",))
    args = check.configure(ap.parse_args())
    rows = targets()
    # A target directory with one root is accepted for its root (PowerPC).
    dirs = [d for d, _ in rows]
    aliases = {d: r for d, r in rows if dirs.count(d) == 1 and d != r}
    chosen = set(check.select(args.only, [r for _, r in rows], aliases))
    rows = [(d, r) for d, r in rows if r in chosen]
    reference = "false" if check.break_cpp else "llvm-tblgen-19"
    opc, mvt, condcodes = llvm_numbers()
    with tempfile.TemporaryDirectory() as tmp:
        for tdir, t in rows:
            td = os.path.join(LLVM, "lib/Target", tdir, t + ".td")
            inc = ["-I", os.path.join(LLVM, "include"), "-I", os.path.join(LLVM, "lib/Target", tdir)]
            outs = {}
            try:
                for tool, action, extra in ((reference, "-gen-dag-isel", []),
                                            (reference, "-gen-instr-info", []),
                                            (reference, "-gen-register-info", []),
                                            (args.tablegen, "-gen-dag-isel", ["--rust", "-omit-comments"])):
                    path = os.path.join(tmp, "%s%s.%s" % (t, action, "rs" if extra else "inc"))
                    p = subprocess.run([tool, action] + extra + inc + [td, "-o", path], cwd=LLVM,
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                    if p.returncode != 0:
                        raise RuntimeError("%s %s failed (exit %d): %s" % (os.path.basename(tool), action, p.returncode,
                                                                           " | ".join(p.stderr.strip().splitlines()[-3:])))
                    outs[(action, bool(extra))] = open(path).read()
                module = outs[("-gen-dag-isel", True)]
                if check.inject:
                    module = inject_fault(module)
                table, nodes = ours(module)
                names = target_names(outs[("-gen-instr-info", False)], outs[("-gen-register-info", False)])
                llvm = convert(outs[("-gen-dag-isel", False)], names, nodes, opc, mvt, condcodes)
            except (ValueError, KeyError) as e:
                print("%-12s conversion failed: %s" % (t, e))
                check.error(t, "conversion failed: %s" % e)
                continue
            except (RuntimeError, OSError) as e:
                check.error(t, str(e))
                continue
            check.count(t, len(llvm), "bytes")
            if llvm == table:
                print("%-12s identical: %d bytes, %d node opcodes" % (t, len(table), len(nodes)))
            else:
                first = next((i for i, (a, b) in enumerate(zip(llvm, table)) if a != b), min(len(llvm), len(table)))
                print("%-12s DIFFERS: %d vs %d bytes, first difference at byte %d" % (t, len(llvm), len(table), first))
                check.differ(t)
    return check.finish()


sys.exit(main())
