#!/usr/bin/env python3
"""Converts LLVM 19's RISC-V DAG-isel matcher table (the C++ initializer of
`MatcherTable` in RISCVGenDAGISel.inc) into the bytes the Rust runtime runs,
plus the side files the differential test needs. Writes into data/:

  riscv-matcher-table.bin  the table bytes
  riscv-nodes.txt          the node-opcode numbering used in the table (line
                           i, counting from 0, is the name of node opcode i)
  riscv-hooks.txt          the table's hooks by index, with their C++ text
  riscv-names.txt          instruction numbers the table uses (with their
                           mayLoad/mayStore flags), register numbers, and
                           the MVT and condition-code numbers the test uses
  riscv-opcodes.txt        LLVM 19's OPC_* numbering (checked by a test
                           against the runtime's constants)

Names resolve through LLVM 19's headers (SelectionDAGISel.h for OPC_*/OPFL_*,
GenVT.inc for MVT::*, ISDOpcodes.h for the ISD::CondCode values) and the
generated RISCVGenInstrInfo.inc / RISCVGenRegisterInfo.inc enums. Node
opcodes (ISD::*, RISCVISD::* inside TARGET_VAL) are NOT numbered as LLVM's
headers number them: like the Rust backend, which numbers the target's
SDNode records, they get our own numbering (sorted names, from 0), so the
test shows the runtime does not depend on LLVM's values.

Every line of the C++ table starts with /* offset */; the conversion checks
each against the bytes converted so far, and the total against LLVM's
"Total Array size" comment.

Usage: convert_table.py [LLVM_SRC] [--out DIR]
(LLVM_SRC defaults to /work/shared/llvm-19/llvm, DIR to data/: regen.py
--check writes elsewhere and compares.)
Needs llvm-tblgen-19 and LLVM 19's headers (/usr/lib/llvm-19/include).
"""
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_args = sys.argv[1:]
DATA = os.path.join(HERE, "data")
if "--out" in _args:
    i = _args.index("--out")
    DATA = _args[i + 1]
    del _args[i:i + 2]
LLVM = _args[0] if _args else "/work/shared/llvm-19/llvm"
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".ci", "lib"))
from llvm_isel import llvm_numbers  # noqa: E402

# Node opcodes the test DAG needs besides the table's (the runtime's
# NodeOpcodes and the nodes SelectCodeCommon leaves to its caller).
EXTRA_NODES = [
    "ISD::EntryToken", "ISD::TokenFactor", "ISD::CopyFromReg", "ISD::CopyToReg",
    "ISD::Register", "ISD::TargetConstant", "ISD::Constant", "ISD::ConstantFP",
    "ISD::TargetConstantFP", "ISD::CONDCODE", "ISD::VALUETYPE", "ISD::AND", "ISD::OR",
]


def tblgen(action, out):
    td = os.path.join(LLVM, "lib/Target/RISCV")
    subprocess.run(["llvm-tblgen-19", action, "-I", os.path.join(LLVM, "include"), "-I", td,
                    os.path.join(td, "RISCV.td"), "-o", out], check=True)


def main():
    opc, opfl, mvt, condcodes = llvm_numbers()

    with tempfile.TemporaryDirectory() as tmp:
        # ISEL_INC_DIR: reuse .inc files generated earlier (dag-isel.inc,
        # instr-info.inc, register-info.inc) instead of running llvm-tblgen-19.
        reuse = os.environ.get("ISEL_INC_DIR")
        paths = {a: os.path.join(reuse or tmp, a[5:] + ".inc") for a in ("-gen-dag-isel", "-gen-instr-info", "-gen-register-info")}
        if not reuse:
            # Two at a time (two cores): -gen-dag-isel alone is half the
            # time of the three.
            with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
                for f in [pool.submit(tblgen, action, path) for action, path in paths.items()]:
                    f.result()
        isel = open(paths["-gen-dag-isel"]).read()
        instr_text = open(paths["-gen-instr-info"]).read()
        reg_text = open(paths["-gen-register-info"]).read()

    instrs = {}
    m = re.search(r"namespace RISCV \{\s*enum \{", instr_text)
    for name, value in re.findall(r"^\s+(\w+)\s*=\s*(\d+),", instr_text[m.end():instr_text.index("};", m.end())], re.M):
        instrs[name] = int(value)
    # mayLoad / mayStore of each instruction, from its MCInstrDesc row.
    access = {}
    for line in instr_text.split("\n"):
        m = re.search(r"// Inst #(\d+) = (\w+)$", line)
        if m:
            access[int(m.group(1))] = ("load " if "MCID::MayLoad" in line else "") + ("store" if "MCID::MayStore" in line else "")
    regs = {}
    reg_part = reg_text[:reg_text.index("enum RegisterPressureSets")]
    for name, value in re.findall(r"^\s+(\w+)\s*=\s*(\d+),", reg_part, re.M):
        if name in regs and regs[name] != int(value):
            sys.exit(f"register-info name {name} has two values")
        regs[name] = int(value)

    start = isel.index("static const unsigned char MatcherTable[] = {")
    end = isel.index("}; // Total Array size is", start)
    total = int(re.search(r"Total Array size is (\d+) bytes", isel[end:]).group(1))
    lines = isel[start:end].split("\n")[1:]

    # The node opcodes: every TARGET_VAL(ISD::x) / TARGET_VAL(RISCVISD::x).
    node_names = set(re.findall(r"TARGET_VAL\(((?:ISD|RISCVISD)::\w+)\)", isel[start:end]))
    node_names.update(EXTRA_NODES)
    nodes = {name: i for i, name in enumerate(sorted(node_names))}

    out = bytearray()
    used_instrs, used_regs = {}, {}

    def scalar(tok):
        tok = tok.strip()
        if re.fullmatch(r"\d+", tok):
            return int(tok)
        if tok.startswith("OPC_"):
            return opc[tok]
        if tok.startswith("OPFL_"):
            return opfl[tok]
        if tok.startswith("MVT::"):
            return mvt[tok[5:]]
        if tok.startswith("ISD::"):
            return condcodes[tok[5:]]
        if tok.startswith("RISCV::"):
            name = tok[7:]
            if name in regs:
                used_regs[regs[name]] = name
                return regs[name]
            return instrs[name]
        sys.exit(f"unknown table token {tok!r}")

    def target_val(tok):
        if tok in nodes:
            return nodes[tok]
        if re.fullmatch(r"\d+", tok):
            return int(tok)
        ns, name = tok.split("::", 1)
        if ns in ("RISCV", "TargetOpcode") and name in instrs:
            used_instrs[instrs[name]] = name
            return instrs[name]
        if ns == "RISCV" and name in regs:
            used_regs[regs[name]] = name
            return regs[name]
        if re.fullmatch(r"\d+", tok):
            return int(tok)
        sys.exit(f"unknown TARGET_VAL {tok!r}")

    for line in lines:
        m = re.match(r"/\*\s*(\d+)\*/", line)
        if m and int(m.group(1)) != len(out):
            sys.exit(f"offset {m.group(1)} but {len(out)} bytes converted: {line!r}")
        body = re.sub(r"/\*.*?\*/", "", line)
        body = re.sub(r"//.*", "", body)
        for tok in [t.strip() for t in body.split(",")]:
            if not tok:
                continue
            tv = re.fullmatch(r"TARGET_VAL\(([\w:]+)\)", tok)
            if tv:
                v = target_val(tv.group(1))
                out += bytes([v & 255, v >> 8])
                continue
            v = 0
            for part in tok.split("|"):
                v |= scalar(part)
            if not 0 <= v < 256:
                sys.exit(f"byte out of range: {tok!r}")
            out.append(v)
    if len(out) != total:
        sys.exit(f"converted {len(out)} bytes, LLVM says {total}")

    os.makedirs(DATA, exist_ok=True)
    open(os.path.join(DATA, "riscv-matcher-table.bin"), "wb").write(out)
    with open(os.path.join(DATA, "riscv-nodes.txt"), "w") as f:
        for name in sorted(nodes, key=nodes.get):
            f.write(name + "\n")
    with open(os.path.join(DATA, "riscv-opcodes.txt"), "w") as f:
        for name, value in sorted(opc.items(), key=lambda kv: kv[1]):
            f.write(f"{value} {name}\n")
        for name, value in opfl.items():
            f.write(f"{value} {name}\n")
    with open(os.path.join(DATA, "riscv-names.txt"), "w") as f:
        for name in ("COPY", "PseudoRET"):
            used_instrs[instrs[name]] = name
        for value, name in sorted(used_instrs.items()):
            f.write(f"I {value} {name} {access[value]}".rstrip() + "\n")
        for value, name in sorted(used_regs.items()):
            f.write(f"R {value} {name}\n")
        # The register numbers and instructions the test DAG itself names.
        for name in ("X0", "X10", "X11", "X12", "X13", "X2"):
            f.write(f"R {regs[name]} {name}\n")
        for ty in ("Other", "i1", "i8", "i16", "i32", "i64", "Glue", "iPTR", "Untyped"):
            f.write(f"V {mvt[ty]} {ty}\n")
        for cc in ("SETEQ", "SETNE", "SETLT", "SETLE", "SETGT", "SETGE", "SETULT", "SETULE", "SETUGT", "SETUGE"):
            f.write(f"C {condcodes[cc]} {cc}\n")
    write_hooks(isel)
    print(f"{len(out)} bytes, {len(nodes)} node opcodes, {len(used_instrs)} instructions")


def switch_cases(isel, signature):
    """The `case N:` bodies of the generated function whose definition line
    contains `signature`."""
    start = isel.index(signature, isel.index("#if defined(GET_DAGISEL_BODY) || DAGISEL_INLINE"))
    start = isel.index("switch (", start)
    end = isel.index("#endif // GET_DAGISEL_BODY", start)
    parts = re.split(r"\n  case (\d+):", isel[start:end])
    return [(int(parts[i]), parts[i + 1]) for i in range(1, len(parts), 2)]


def write_hooks(isel):
    with open(os.path.join(DATA, "riscv-hooks.txt"), "w") as f:
        f.write("# The RISC-V matcher table's hooks by index, from RISCVGenDAGISel.inc (LLVM 19).\n")
        f.write("# P: pattern predicate and its C++ expression; N / W: node predicate (W: with\n")
        f.write("# operands), the Predicate_ names sharing it, ' :: ' and its C++ code; C: complex pattern, its selector\n")
        f.write("# and result count; X: SDNodeXForm.\n")
        for n, body in switch_cases(isel, "CheckPatternPredicate(unsigned PredNo) const\n"):
            body = body.split(";")[0].strip()
            f.write(f"P {n} {body.removeprefix('return ')}\n")
        for kind, sig in (("N", "CheckNodePredicate(SDNode *Node, unsigned PredNo) const\n"),
                          ("W", "CheckNodePredicateWithOperands(SDNode *Node, unsigned PredNo, const SmallVectorImpl<SDValue> &Operands) const\n")):
            for n, body in switch_cases(isel, sig):
                names = re.findall(r"// (Predicate_\w+)", body)
                code = re.sub(r"//[^\n]*", "", body)
                code = code.replace("SDNode *N = Node;", "").replace("(void)N;", "")
                code = " ".join(code.split()).strip().removeprefix("{").removesuffix("}").strip()
                f.write(f"{kind} {n} {','.join(names)} :: {code}\n")
        for n, body in switch_cases(isel, "CheckComplexPattern(SDNode *Root, SDNode *Parent,\n      SDValue N, unsigned PatternNo,\n      SmallVectorImpl<std::pair<SDValue, SDNode *>> &Result)\n#if"):
            m = re.search(r"return (\w+(?:<[^>]*>)?)\(", body)
            results = len(re.findall(r"Result\[NextRes\+\d+\]", body))
            f.write(f"C {n} {m.group(1)} {results}\n")
        for n, body in switch_cases(isel, "RunSDNodeXForm(SDValue V, unsigned XFormNo)\n#if"):
            m = re.match(r"\s*\{\s*// (\w+)", body)
            f.write(f"X {n} {m.group(1)}\n")


main()
