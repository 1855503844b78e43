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

usage: .ci/dag-isel-rust-diff.py [TABLEGEN] [--targets A,B,...]
default targets: every target of LLVM 19 with a DAG selector.
Needs llvm-tblgen-19, LLVM 19's headers (/usr/lib/llvm-19/include) and
sources ($SHARED/llvm-19/llvm). Prints one line per target; exits 1 on any
difference.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LLVM = os.path.join(os.environ.get("SHARED", os.path.join(ROOT, "..", "shared")), "llvm-19", "llvm")
INC = "/usr/lib/llvm-19/include/llvm"
TARGETS = ["AArch64", "AMDGPU", "ARC", "ARM", "AVR", "BPF", "CSKY", "Hexagon", "Lanai", "LoongArch", "M68k",
           "MSP430", "Mips", "NVPTX", "PowerPC", "RISCV", "Sparc", "SystemZ", "VE", "WebAssembly", "X86",
           "XCore", "Xtensa"]


def enum_body(text, start_pattern):
    m = re.search(start_pattern, text)
    end = text.index("};", m.end())
    body = re.sub(r"//[^\n]*", "", text[m.end():end])
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    return [x.strip() for x in body.split(",") if x.strip()]


def sequential(items):
    out, n = {}, 0
    for item in items:
        if "=" in item:
            name, value = [x.strip() for x in item.split("=", 1)]
            n = int(value, 0) if re.fullmatch(r"-?(0x)?[0-9a-fA-F]+", value) else out[value]
        else:
            name = item
        out[name] = n
        n += 1
    return out


def llvm_numbers():
    header = open(os.path.join(INC, "CodeGen/SelectionDAGISel.h")).read()
    opc = sequential(enum_body(header, r"enum BuiltinOpcodes\s*\{"))
    m = re.search(r"enum\s*\{\s*OPFL_None", header)
    for item in enum_body(header[m.start():], r"enum\s*\{"):
        name, value = [x.strip() for x in item.split("=", 1)]
        opc[name] = eval(value.replace("<<", " << "), {}, dict(opc))
    mvt = {}
    for line in open(os.path.join(INC, "CodeGen/GenVT.inc")):
        m = re.match(r"\s*GET_VT_ATTR\((\w+), (\d+),", line)
        if m:
            mvt[m.group(1)] = int(m.group(2))
    isd = open(os.path.join(INC, "CodeGen/ISDOpcodes.h")).read()
    return opc, mvt, sequential(enum_body(isd, r"enum CondCode\s*\{"))


def target_names(instr_text, reg_text):
    """Name -> value of every `Name = N,` enumerator (instructions,
    registers, register classes, sub-register indices); None if ambiguous."""
    names = {}
    for text in (instr_text, reg_text[:reg_text.find("enum RegisterPressureSets")]):
        for name, value in re.findall(r"^\s+(\w+)\s*=\s*(\d+),", text, re.M):
            v = int(value)
            names[name] = v if names.get(name, v) == v else None
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tablegen", nargs="?", default=os.path.join(ROOT, "target/release/tablegen"))
    ap.add_argument("--targets", default=",".join(TARGETS))
    args = ap.parse_args()
    opc, mvt, condcodes = llvm_numbers()
    failed = 0
    total_bytes = 0
    with tempfile.TemporaryDirectory() as tmp:
        for t in args.targets.split(","):
            td = os.path.join(LLVM, "lib/Target", t, t + ".td")
            inc = ["-I", os.path.join(LLVM, "include"), "-I", os.path.join(LLVM, "lib/Target", t)]
            outs = {}
            for tool, action, extra in (("llvm-tblgen-19", "-gen-dag-isel", []),
                                        ("llvm-tblgen-19", "-gen-instr-info", []),
                                        ("llvm-tblgen-19", "-gen-register-info", []),
                                        (args.tablegen, "-gen-dag-isel", ["--rust", "-omit-comments"])):
                path = os.path.join(tmp, "%s%s.%s" % (t, action, "rs" if extra else "inc"))
                subprocess.run([tool, action] + extra + inc + [td, "-o", path], check=True, cwd=LLVM)
                outs[(action, bool(extra))] = open(path).read()
            table, nodes = ours(outs[("-gen-dag-isel", True)])
            names = target_names(outs[("-gen-instr-info", False)], outs[("-gen-register-info", False)])
            try:
                llvm = convert(outs[("-gen-dag-isel", False)], names, nodes, opc, mvt, condcodes)
            except (ValueError, KeyError) as e:
                print("%-12s conversion failed: %s" % (t, e))
                failed += 1
                continue
            if llvm == table:
                total_bytes += len(table)
                print("%-12s identical: %d bytes, %d node opcodes" % (t, len(table), len(nodes)))
            else:
                first = next((i for i, (a, b) in enumerate(zip(llvm, table)) if a != b), min(len(llvm), len(table)))
                print("%-12s DIFFERS: %d vs %d bytes, first difference at byte %d" % (t, len(llvm), len(table), first))
                failed += 1
    print("dag-isel-rust-diff: %d targets, %d differ; %d bytes compared" % (len(args.targets.split(",")), failed, total_bytes))
    return 1 if failed else 0


sys.exit(main())
