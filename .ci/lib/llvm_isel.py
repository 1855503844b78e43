"""What the DAG-isel scripts read from LLVM 19's installed headers: the
matcher-table operation numbers (`SelectionDAGISel::BuiltinOpcodes`), the
`OPFL_*` flags, the value types (`GenVT.inc`) and the condition codes
(`ISD::CondCode`). Shared by tests/isel-llvm/convert.py,
tests/isel-runtime/convert_table.py and .ci/dag-isel-rust-diff.py.

  enum_body(text, start_regex) -> [enumerator text]
  sequential(items)             -> {name: value}, C++ enum numbering
  llvm_numbers(inc)             -> (opc, opfl, mvt, condcodes)
"""
import os
import re
import sys

INC = "/usr/lib/llvm-19/include/llvm"


def enum_body(text, start_pattern):
    m = re.search(start_pattern, text)
    if not m:
        sys.exit(f"enum {start_pattern!r} not found")
    end = text.index("};", m.end())
    body = text[m.end():end]
    body = re.sub(r"//[^\n]*", "", body)
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


def llvm_numbers(inc=INC):
    header = open(os.path.join(inc, "CodeGen/SelectionDAGISel.h")).read()
    opc = sequential(enum_body(header, r"enum BuiltinOpcodes\s*\{"))
    opfl = {}
    m = re.search(r"enum\s*\{\s*OPFL_None", header)
    for item in enum_body(header[m.start():], r"enum\s*\{"):
        name, value = [x.strip() for x in item.split("=", 1)]
        # Small integer expressions such as 1<<4, over earlier flags.
        opfl[name] = eval(value.replace("<<", " << "), {}, dict(opfl))
    mvt = {}
    for line in open(os.path.join(inc, "CodeGen/GenVT.inc")):
        m = re.match(r"\s*GET_VT_ATTR\((\w+), (\d+),", line)
        if m:
            mvt[m.group(1)] = int(m.group(2))
    isd = open(os.path.join(inc, "CodeGen/ISDOpcodes.h")).read()
    condcodes = sequential(enum_body(isd, r"enum CondCode\s*\{"))
    return opc, opfl, mvt, condcodes
