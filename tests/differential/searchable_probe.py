"""Steps shared by the searchable-tables differential scripts
(tests/generated/regen-answers.py and .ci/searchable-diff.py).

For one .td: our `tablegen` writes the C++ .inc (and the Rust module);
`searchable-probe` writes both drivers (tests/generated/probe); this module
writes the numbering header the C++ driver includes (LLVM's intrinsic IDs,
the reference opcode numbering from llvm-tblgen-19), compiles the drivers
and runs them.

Environment: LLVM_INCLUDE (default /usr/lib/llvm-19/include), LLVM_LIB
(default /usr/lib/llvm-19/lib, for libLLVMSupport.a: StringRef::upper), LLVM_TBLGEN
(default llvm-tblgen-19), CXX (default g++), RUSTC (default rustc).
"""

import glob
import json
import os
import re
import subprocess

LLVM_INCLUDE = os.environ.get("LLVM_INCLUDE", "/usr/lib/llvm-19/include")
LLVM_LIB = os.environ.get("LLVM_LIB", "/usr/lib/llvm-19/lib")
LLVM_TBLGEN = os.environ.get("LLVM_TBLGEN", "llvm-tblgen-19")
CXX = os.environ.get("CXX", "g++")
RUSTC = os.environ.get("RUSTC", "rustc")


class StepError(Exception):
    """A command failed; the message holds its command line and stderr."""


def run(cmd, cwd=None, stdout_file=None):
    """Runs cmd; returns its stdout (bytes), or writes it to stdout_file."""
    if stdout_file is not None:
        with open(stdout_file, "wb") as f:
            p = subprocess.run(cmd, cwd=cwd, stdout=f, stderr=subprocess.PIPE)
        out = b""
    else:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out = p.stdout
    if p.returncode != 0:
        err = p.stderr.decode(errors="replace")
        if len(err) > 4000:
            err = err[:4000] + "\n... (%d more bytes)" % (len(err) - 4000)
        raise StepError("%s (in %s) exited with %d:\n%s" % (" ".join(cmd), cwd or ".", p.returncode, err))
    return out


def inc_flags(includes):
    return [a for d in includes for a in ("-I", d)]


def tablegen(binary, td, includes, cwd, out, rust=False):
    """Our tablegen's -gen-searchable-tables output (C++ or --rust)."""
    cmd = [binary] + (["--rust"] if rust else []) + ["-gen-searchable-tables"] + inc_flags(includes) + [td, "-o", out]
    run(cmd, cwd=cwd)


def probe(binary, td, includes, cwd, out_dir):
    """Writes probe.cpp, probe.rs and info.json into out_dir; returns the info."""
    run([binary] + inc_flags(includes) + [td, "--out", out_dir], cwd=cwd)
    with open(os.path.join(out_dir, "info.json")) as f:
        return json.load(f)


def _intrinsic_enums(td, includes, cwd, prefix):
    cmd = [LLVM_TBLGEN, "-gen-intrinsic-enums"] + (["-intrinsic-prefix=" + prefix] if prefix else [])
    text = run(cmd + inc_flags(includes) + [td], cwd=cwd).decode()
    body = text.split("// Enum values for intrinsics", 1)[1]
    values = []
    n = 0
    for line in body.splitlines():
        line = line.split("//", 1)[0].strip()
        if line.startswith(("#endif", "};")):
            break
        m = re.match(r"^(\w+)\s*(?:=\s*(\d+))?\s*,?$", line)
        if not m:
            continue
        n = int(m.group(2)) if m.group(2) else n + 1
        if m.group(1) != "num_intrinsics":
            values.append((m.group(1), n))
    return values


def _instr_enum(text):
    """(name, number) pairs of a -gen-instr-info GET_INSTRINFO_ENUM section."""
    section = text.split("#ifdef GET_INSTRINFO_ENUM", 1)[1].split("#endif // GET_INSTRINFO_ENUM", 1)[0]
    return [(m.group(1), int(m.group(2))) for m in re.finditer(r"^\s+(\w+)\t= (\d+),$", section, re.M)]


PROBE_INSTR = "AAAAProbeNamespaceInstr"


def opcode_numbering(td, includes, cwd, scratch):
    """The reference opcode numbering: llvm-tblgen-19 -gen-instr-info's
    GET_INSTRINFO_ENUM. A small input that lacks what that backend needs (a
    register class; an instruction namespace) is wrapped with a register
    class and a pseudo instruction that sorts first among the non-fixed
    instructions (giving the namespace); that instruction is then taken out
    of the enumeration again, which leaves everyone else's order, and so
    numbers, as without it."""
    try:
        text = run([LLVM_TBLGEN, "-gen-instr-info"] + inc_flags(includes) + [td], cwd=cwd).decode()
        return _instr_enum(text)
    except StepError:
        pass
    wrapper = os.path.join(scratch, "instr-wrapper.td")
    with open(wrapper, "w") as f:
        f.write(
            'include "%s"\n'
            'def ProbeReg : Register<"probe_r0">;\n'
            'def ProbeRC : RegisterClass<"Probe", [i32], 32, (add ProbeReg)>;\n'
            "let isPseudo = true, Namespace = \"Probe\", OutOperandList = (outs), InOperandList = (ins) in\n"
            "def %s : Instruction;\n" % (os.path.abspath(os.path.join(cwd, td)), PROBE_INSTR)
        )
    text = run([LLVM_TBLGEN, "-gen-instr-info"] + inc_flags(includes) + [wrapper], cwd=cwd).decode()
    order = [name for name, _ in sorted(_instr_enum(text), key=lambda p: p[1])]
    order.remove(PROBE_INSTR)
    return [(name, i) for i, name in enumerate(order)]


def numbering_header(info, td, includes, cwd, out_dir, intrinsics):
    """Writes out_dir/numbering.h. intrinsics: "llvm" (the installed
    llvm/IR/Intrinsics*.h, LLVM's genuine numbering, for real targets) or
    "td" (llvm-tblgen-19 -gen-intrinsic-enums on td itself)."""
    lines = ["// Numbering for the C++ probe driver (tests/differential/searchable_probe.py)."]
    prefixes = info["intrinsic_prefixes"]
    if prefixes and intrinsics == "llvm":
        lines.append('#include "llvm/IR/Intrinsics.h"')
        for h in sorted(glob.glob(os.path.join(LLVM_INCLUDE, "llvm", "IR", "Intrinsics*.h"))):
            if os.path.basename(h) != "Intrinsics.h":
                lines.append('#include "llvm/IR/%s"' % os.path.basename(h))
        lines.append("namespace Intrinsic = llvm::Intrinsic;")
    elif prefixes:
        values = []
        for p in sorted(set([""] + prefixes)):
            values += _intrinsic_enums(td, includes, cwd, p)
        lines.append("namespace Intrinsic {\nenum ID : unsigned {\n  not_intrinsic = 0,")
        lines += ["  %s = %d," % v for v in values]
        lines.append("};\n} // namespace Intrinsic")
    if info["needs_opcodes"]:
        lines.append("namespace probe_opcodes {\nenum : unsigned {")
        lines += ["  %s = %d," % v for v in opcode_numbering(td, includes, cwd, out_dir)]
        lines.append("};\n} // namespace probe_opcodes")
    with open(os.path.join(out_dir, "numbering.h"), "w") as f:
        f.write("\n".join(lines) + "\n")


def build_cpp(out_dir):
    """Compiles out_dir/probe.cpp (with tables.inc, numbering.h) to probe-cpp,
    linked with LLVM's own StringRef (libLLVMSupport)."""
    exe = os.path.join(out_dir, "probe-cpp")
    run([CXX, "-std=c++17", "-O1", "-DLLVM_DISABLE_ABI_BREAKING_CHECKS_ENFORCING=1", "-I", out_dir,
         "-I", LLVM_INCLUDE, os.path.join(out_dir, "probe.cpp"), "-o", exe,
         "-L", LLVM_LIB, "-lLLVMSupport", "-lLLVMDemangle"])
    return exe


def first_difference(a, b, name_a, name_b, context=3):
    """A short report of where two outputs (bytes) first differ."""
    la, lb = a.decode(errors="replace").split("\n"), b.decode(errors="replace").split("\n")
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<end of output>"
        y = lb[i] if i < len(lb) else "<end of output>"
        if x != y:
            ndiff = sum(1 for p, q in zip(la, lb) if p != q) + abs(len(la) - len(lb))
            out = ["first difference at line %d (%d differing lines; %d vs %d lines):" % (i + 1, ndiff, len(la), len(lb))]
            for j in range(max(0, i - context), i):
                out.append("    " + la[j])
            out.append("  %s: %s" % (name_a, x))
            out.append("  %s: %s" % (name_b, y))
            return "\n".join(out)
    return "identical"
