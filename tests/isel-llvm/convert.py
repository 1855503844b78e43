#!/usr/bin/env python3
"""Converts one target's `-gen-dag-isel` C++ output (ours) into what the two
sides of the differential test need, as tests/isel-runtime/convert_table.py
does for LLVM's RISC-V table, for any target.

Usage: convert.py DIR TARGET

DIR holds `dag-isel.inc`, `dag-isel.rs`, `instr-info.inc`, `register-info.inc` (written by
`isel-llvm-prep`). Writes into DIR:

  table.bin   the Rust runtime's table: MATCHER_TABLE of our Rust module
              (`dag-isel.rs`, `--rust -gen-dag-isel -omit-comments`), after
              checking that it equals the C++ MatcherTable converted to
              bytes: node opcodes (TARGET_VAL(ISD::x), TARGET_VAL(XxxISD::x))
              numbered as in nodes.txt; OPC_*, OPFL_*, MVT::* and ISD
              condition codes through LLVM 19's headers, instructions and
              registers through the generated enums. Every line's
              /* offset */ comment and the "Total Array size" are checked.
  nodes.txt   the Rust side's node-opcode numbering: line i (from 0) is the
              name of node opcode i (the Rust module's `NodeOpcode` enum,
              then the other nodes the test DAGs use, sorted).
  hooks.txt   `U INDEX 0 0` per node predicate that requires result 0 to
              have no use (answered truthfully on both sides), and
              `C INDEX RESULTS CHAINED` per complex pattern (results the
              C++ CheckComplexPattern appends; CHAINED 1 when the last one is
              the chain of a folded node).
  table.cpp   the C++ side: the MatcherTable initializer of dag-isel.inc,
              verbatim, compiled inside a SelectionDAGISel subclass (so OPC_*
              resolve as in LLVM's own build), with the instruction and
              register enums of instr-info.inc / register-info.inc, target
              node opcodes numbered from ISD::BUILTIN_OP_END in sorted order
              (below FIRST_TARGET_STRICTFP_OPCODE, so none is taken for a
              strict-FP or memory opcode), and the name -> opcode list of
              nodes.txt with LLVM's values.
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".ci", "lib"))
from llvm_isel import llvm_numbers, sequential  # noqa: E402

# Node opcodes the test DAGs use besides the table's: the runtime's
# NodeOpcodes, the leaves and sinks the generator builds, and what LLVM's
# getLoad/getStore add.
EXTRA_NODES = [
    "ISD::EntryToken", "ISD::TokenFactor", "ISD::CopyFromReg", "ISD::CopyToReg",
    "ISD::Register", "ISD::TargetConstant", "ISD::Constant", "ISD::ConstantFP",
    "ISD::TargetConstantFP", "ISD::CONDCODE", "ISD::VALUETYPE", "ISD::AND", "ISD::OR",
    "ISD::UNDEF", "ISD::LOAD", "ISD::STORE", "ISD::FrameIndex", "ISD::TargetFrameIndex",
    "ISD::GlobalAddress", "ISD::TargetGlobalAddress", "ISD::ExternalSymbol",
    "ISD::TargetExternalSymbol", "ISD::BasicBlock", "ISD::ConstantPool",
    "ISD::TargetConstantPool", "ISD::JumpTable", "ISD::TargetJumpTable",
]


def generated_enums(instr_text, reg_text, ns):
    instrs = {}
    m = re.search(r"namespace %s \{\s*enum \{" % re.escape(ns), instr_text)
    if not m:
        sys.exit(f"instruction enum of namespace {ns} not found")
    for name, value in re.findall(r"^\s+(\w+)\s*=\s*(\d+),", instr_text[m.end():instr_text.index("};", m.end())], re.M):
        instrs[name] = int(value)
    # Registers, register classes and subregister indices: every enum of the
    # register-info enum section (all in the target namespace).
    regs = {}
    for body in re.findall(r"enum[^{;]*\{(.*?)\};", reg_text, re.S):
        body = re.sub(r"//[^\n]*", "", body)
        items = [x.strip() for x in body.split(",") if x.strip()]
        try:
            values = sequential(items)
        except (KeyError, ValueError):
            continue
        for name, value in values.items():
            regs.setdefault(name, value)
    return instrs, regs


def read_rust_module(text):
    """MATCHER_TABLE's bytes and NodeOpcode's C++ names in enum order, from
    our `-gen-dag-isel --rust -omit-comments` module."""
    enum = text[text.index("pub enum NodeOpcode {"):]
    enum = enum[:enum.index("\n}\n")]
    names = []
    for m in re.finditer(r"/// C\+\+ `([^`]+)` = (\d+)\.", enum):
        if int(m.group(2)) != len(names):
            sys.exit(f"NodeOpcode {m.group(1)} = {m.group(2)}, expected {len(names)}")
        names.append(m.group(1))
    m = re.search(r"pub static MATCHER_TABLE: \[u8; (\d+)\] = \*b\"", text)
    if not m:
        sys.exit("no MATCHER_TABLE byte string in the Rust module")
    size, pos = int(m.group(1)), m.end()
    simple = {"n": 10, "r": 13, "t": 9, "0": 0, "\\": 92, "\"": 34, "'": 39}
    out = bytearray()
    while text[pos] != '"':
        c = text[pos]
        if c != "\\":
            out += c.encode()
            pos += 1
            continue
        e = text[pos + 1]
        if e == "x":
            out.append(int(text[pos + 2:pos + 4], 16))
            pos += 4
        elif e == "\n":
            # A line continuation: the newline and the next line's indent.
            pos += 2
            while text[pos] in " \t\n\r":
                pos += 1
        elif e in simple:
            out.append(simple[e])
            pos += 2
        else:
            sys.exit(f"unknown escape \\{e} in MATCHER_TABLE")
    if len(out) != size:
        sys.exit(f"MATCHER_TABLE holds {len(out)} bytes, its type says {size}")
    return bytes(out), names


def switch_cases(isel, signature):
    """The `case N:` bodies of the generated function whose definition line
    contains `signature` ([] when the table has no such function)."""
    body = isel.find("#if defined(GET_DAGISEL_BODY) || DAGISEL_INLINE")
    start = isel.find(signature, body)
    if start < 0:
        return []
    start = isel.index("switch (", start)
    end = isel.index("#endif // GET_DAGISEL_BODY", start)
    parts = re.split(r"\n  case (\d+):", isel[start:end])
    return [(int(parts[i]), parts[i + 1]) for i in range(1, len(parts), 2)]


def main():
    d, target = sys.argv[1], sys.argv[2]
    opc, opfl, mvt, condcodes = llvm_numbers()
    isel = open(os.path.join(d, "dag-isel.inc")).read()
    instr_text = open(os.path.join(d, "instr-info.inc")).read()
    reg_text = open(os.path.join(d, "register-info.inc")).read()

    start = isel.index("  #define TARGET_VAL(X) X & 255, unsigned(X) >> 8\n")
    tstart = isel.index("static const unsigned char MatcherTable[] = {", start)
    end = isel.index("}; // Total Array size is", tstart)
    undef = isel.index("  #undef TARGET_VAL\n", end) + len("  #undef TARGET_VAL\n")
    total = int(re.search(r"Total Array size is (\d+) bytes", isel[end:]).group(1))
    table_text = isel[tstart:end]

    # The instruction namespace: the one the table's instructions use.
    namespaces = set(re.findall(r"TARGET_VAL\((\w+)::\w+\)", table_text))
    node_ns = sorted(ns for ns in namespaces if ns.endswith("ISD"))
    instr_ns = sorted(ns for ns in namespaces if ns not in node_ns and ns != "TargetOpcode")
    if len(instr_ns) != 1:
        sys.exit(f"instruction namespaces {instr_ns}")
    ns = instr_ns[0]
    instrs, regs = generated_enums(instr_text, reg_text, ns)

    node_names = set(re.findall(r"TARGET_VAL\(((?:\w*ISD)::\w+)\)", table_text))
    node_names.update(EXTRA_NODES)
    # The Rust side runs our `-gen-dag-isel --rust` module's MATCHER_TABLE,
    # numbered by its NodeOpcode enum (the DAGs' other nodes after it).
    rust_table, rust_names = read_rust_module(open(os.path.join(d, "dag-isel.rs")).read())
    # (X86's `<<invalid_node>>` has no C++ name: it keeps its number only.)
    node_names.update(n for n in rust_names if "::" in n)
    nodes = {name: i for i, name in enumerate(rust_names)}
    for name in sorted(node_names - set(nodes)):
        nodes[name] = len(nodes)
    target_nodes = sorted(n for n in node_names if not n.startswith("ISD::"))
    if len(target_nodes) >= 400:
        sys.exit(f"{len(target_nodes)} target node opcodes: more than fit below FIRST_TARGET_STRICTFP_OPCODE")

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
        if tok.startswith(ns + "::"):
            name = tok[len(ns) + 2:]
            if name in regs:
                return regs[name]
            return instrs[name]
        sys.exit(f"unknown table token {tok!r}")

    def target_val(tok, nodes):
        if tok in nodes:
            return nodes[tok]
        if re.fullmatch(r"\d+", tok):
            return int(tok)
        tns, name = tok.split("::", 1)
        if tns in (ns, "TargetOpcode") and name in instrs:
            return instrs[name]
        if tns == ns and name in regs:
            return regs[name]
        sys.exit(f"unknown TARGET_VAL {tok!r}")

    def convert(nodes):
        """The table's bytes, node opcodes numbered by `nodes`."""
        out = bytearray()
        for line in table_text.split("\n")[1:]:
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
                    v = target_val(tv.group(1), nodes)
                    out += bytes([v & 255, v >> 8])
                    continue
                v = 0
                for part in tok.split("|"):
                    v |= scalar(part)
                if not 0 <= v < 256:
                    sys.exit(f"byte out of range: {tok!r}")
                out.append(v)
        if len(out) != total:
            sys.exit(f"converted {len(out)} bytes, the table says {total}")
        return out


    # The C++ text converted with the same numbering must be the Rust
    # module's table, byte for byte.
    out = convert(nodes)
    if out != rust_table:
        at = next((i for i, (a, b) in enumerate(zip(out, rust_table)) if a != b), min(len(out), len(rust_table)))
        sys.exit(f"{target}: the Rust module's MATCHER_TABLE ({len(rust_table)} bytes) differs from the C++ table "
                 f"({len(out)} bytes) at byte {at}")
    open(os.path.join(d, "table.bin"), "wb").write(rust_table)
    with open(os.path.join(d, "nodes.txt"), "w") as f:
        for name in sorted(nodes, key=nodes.get):
            f.write(name + "\n")
    with open(os.path.join(d, "hooks.txt"), "w") as f:
        sig = "CheckComplexPattern(SDNode *Root, SDNode *Parent,\n      SDValue N, unsigned PatternNo,\n      SmallVectorImpl<std::pair<SDValue, SDNode *>> &Result)\n#if"
        for n, body in switch_cases(isel, sig):
            m = re.search(r"Result\.resize\(NextRes\+(\d+)\)", body)
            f.write(f"C {n} {m.group(1)} {1 if 'Succeeded' in body else 0}\n")
        # Node predicates that require result 0 to be unused (HasNoUse: the
        # no-return atomics). The stand-ins answer them truthfully: when one
        # says "unused" of a used value, LLVM morphs the node into one with
        # fewer results and leaves the users pointing at a deleted node.
        sig = "CheckNodePredicate(SDNode *Node, unsigned PredNo) const\n"
        for n, body in switch_cases(isel, sig):
            body = body.split("\n  }\n}\n", 1)[0]
            if "if (!SDValue(N, 0).use_empty()) return false;" in body:
                f.write(f"U {n} 0 0\n")

    # The C++ side.
    cpp = [f"// Generated by tests/isel-llvm/convert.py from our -gen-dag-isel output for {target}.",
           '#include "prelude.h"', "", "namespace llvm {"]
    by_ns = {}
    for i, name in enumerate(target_nodes):
        tns, n = name.split("::", 1)
        by_ns.setdefault(tns, []).append((n, i))
    for tns, items in sorted(by_ns.items()):
        cpp.append(f"namespace {tns} {{\nenum : unsigned {{")
        cpp += [f"  {n} = ISD::BUILTIN_OP_END + {i}," for n, i in items]
        cpp.append("};\n}")
    cpp.append("} // namespace llvm")
    cpp += ["#define GET_INSTRINFO_ENUM", '#include "instr-info.inc"',
            "#define GET_REGINFO_ENUM", '#include "register-info.inc"', "",
            "using namespace llvm;", "namespace {",
            "struct TableHolder : public SelectionDAGISel {",
            "  static const unsigned char *get(unsigned &Size) {"]
    cpp.append(isel[start:undef].rstrip("\n"))
    cpp += ["    Size = sizeof(MatcherTable);", "    return MatcherTable;", "  }", "};", "} // namespace", "",
            "const unsigned char *isel_llvm_table(unsigned &Size) { return TableHolder::get(Size); }",
            "const IselLlvmNode isel_llvm_nodes[] = {"]
    cpp += [f'  {{"{name}", {name}}},' for name in sorted(nodes, key=nodes.get) if "::" in name]
    cpp += ["  {nullptr, 0},", "};", ""]
    open(os.path.join(d, "table.cpp"), "w").write("\n".join(cpp))
    print(f"{target}: {len(out)} bytes, {len(nodes)} node opcodes ({len(target_nodes)} target)")


main()
