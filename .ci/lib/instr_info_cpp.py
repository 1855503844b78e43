"""What a differential test of -gen-instr-info's InstrMapping functions and
TIIPredicates needs of the C++: the mapping functions of the
GET_INSTRMAP_INFO section (mappings), and stand-ins for the C++ escapes of
the TIIPredicates, the same on both sides: C++ definitions for the
functions and constants llvm-tblgen-19's GET_INSTRINFO_MC_HELPERS section
calls (AArch64_AM::getShiftValue, AArch64_AM::LSL, ...), and a Rust
implementation of the `Context` trait of a -gen-instr-info --rust module,
whose methods stand for the same escapes.

Every escape answers from h, the 32-bit FNV-1a hash of its C++ name as
printed (`AArch64_AM::getShiftValue`):
  a function of an immediate, F(Imm)   ((uint64_t)Imm + h) & 7, an int64_t;
  a function of a register, F(Reg)     (Reg + h) & 3, an unsigned;
  a function of the instruction, F(MI) ((opcode + operands + h) & 1) != 0;
  a constant C                         h & 7, an int64_t;
a function used as a truth value (CheckImmOperandSimple, ...) is one
whose answer is not 0, as in C++. tests/generated/tests/instr_info_maps.rs
implements the same by hand.

Used by .ci/instr-info-answers/run.py (C++ only) and
.ci/target-desc-diff/run.py (both). Python 3 standard library only.
"""

import re

IDENT = r"[A-Za-z_][\w:]*"


def fnv32(s):
    """32-bit FNV-1a of the UTF-8 bytes of s."""
    h = 0x811C9DC5
    for b in s.encode():
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return h


def mappings(inc):
    """The GET_INSTRMAP_INFO section's column enums (name -> number of
    values) and functions (name, [column enums])."""
    sec = section(inc, "GET_INSTRMAP_INFO")
    if not sec:
        return {}, []
    enums = {name: len(re.findall(r"\t\w+", body)) for name, body in re.findall(r"^enum (\w+) \{\n(.*?)\};", sec,
                                                                                    re.S | re.M)}
    fns = [(name, re.findall(r"enum (\w+) in\w+", params))
           for name, params in re.findall(r"^int (\w+)\(uint16_t Opcode(.*?)\) \{$", sec, re.M)]
    return enums, fns


def section(inc, name):
    """The section `#ifdef NAME` ... `#endif` of a .inc (its first
    `#endif`), empty if there is none."""
    at = inc.find("#ifdef %s\n" % name)
    if at < 0:
        return ""
    at += len(name) + 8
    end = inc.find("#endif", at)
    return inc[at:end if end >= 0 else len(inc)]


def mc_helpers(inc):
    """The GET_INSTRINFO_MC_HELPERS section of a -gen-instr-info .inc."""
    return section(inc, "GET_INSTRINFO_MC_HELPERS")


def escapes(section):
    """The escapes a MC helpers section calls, by kind: (imm functions,
    reg functions, instruction functions, constants), each a sorted list of
    C++ names. The section's own predicates (`<T>_MC::name(MI)`) are not
    escapes."""
    own = set(re.findall(r"^bool (\w+)\(const MCInst &MI\) \{", section, re.M))
    imm = set(re.findall(r"(%s)\(MI\.getOperand\(\d+\)\.getImm\(\)\)" % IDENT, section))
    reg = set(re.findall(r"(%s)\(MI\.getOperand\(\d+\)\.getReg\(\)\)" % IDENT, section))
    mi = set()
    for name in re.findall(r"(%s)\(MI\)" % IDENT, section):
        ns, _, leaf = name.rpartition("::")
        if not (ns.endswith("_MC") and leaf in own):
            mi.add(name)
    consts = set(re.findall(r"getImm\(\)\)*\s*(?:==|!=)\s*(%s)\b(?!\s*\()" % IDENT, section))
    return sorted(imm), sorted(reg), sorted(mi), sorted(consts)


def _in_namespaces(name, decl):
    """decl (declaring the leaf of name) inside namespace llvm and name's
    qualifiers."""
    parts = name.split("::")
    opens = "".join("namespace %s { " % p for p in ["llvm"] + parts[:-1])
    return opens + decl + " " + "} " * len(parts) + "\n"


def cpp_stubs(section):
    """C++ definitions of every escape of the section (include after
    llvm/MC/MCInst.h, before the section)."""
    imm, reg, mi, consts = escapes(section)
    out = ["// Stand-ins for the TIIPredicates' escapes (.ci/lib/instr_info_cpp.py).", "#include <cstdint>"]
    for n in imm:
        leaf = n.split("::")[-1]
        out.append(_in_namespaces(n, "inline int64_t %s(int64_t Imm) { return (int64_t)(((uint64_t)Imm + %du) & 7); }"
                                  % (leaf, fnv32(n))))
    for n in reg:
        leaf = n.split("::")[-1]
        out.append(_in_namespaces(n, "inline unsigned %s(unsigned Reg) { return (Reg + %du) & 3; }" % (leaf, fnv32(n))))
    for n in mi:
        leaf = n.split("::")[-1]
        out.append(_in_namespaces(
            n, "inline bool %s(const MCInst &MI) { return ((MI.getOpcode() + MI.getNumOperands() + %du) & 1) != 0; }"
            % (leaf, fnv32(n))))
    for n in consts:
        leaf = n.split("::")[-1]
        out.append(_in_namespaces(n, "constexpr int64_t %s = %d;" % (leaf, fnv32(n) & 7)))
    return "\n".join(out) + "\n"


def context_methods(module):
    """The methods of a -gen-instr-info --rust module's `Context` trait:
    (name, parameters and return type after `&self`, the C++ text its
    documentation quotes)."""
    m = re.search(r"^pub trait Context \{\n(.*?)^\}", module, re.S | re.M)
    if not m:
        return []
    out = []
    doc = []
    for line in m.group(1).splitlines():
        line = line.strip()
        if line.startswith("///"):
            doc.append(line[3:].strip())
            continue
        f = re.match(r"fn (\w+)\(&self(.*?)\)( -> [\w:]+)?;$", line)
        if f:
            text = " ".join(doc)
            cpp = re.search(r"C\+\+ `([^`]*)`", text)
            out.append((f.group(1), (f.group(2) + ")" + (f.group(3) or "")).lstrip(", "), cpp.group(1) if cpp else ""))
        doc = []
    return out


def rust_context_impl(module, path, ty, instr):
    """`impl <path>::Context for <ty>` answering as cpp_stubs' definitions,
    with `instr` the instruction type (implementing <path>::Instr)."""
    lines = ["impl %s::Context for %s {" % (path, ty), "    type Instr = %s;" % instr]
    for name, sig, cpp in context_methods(module):
        fn = re.sub(r"\((Imm|Reg|MI|MI, MCII)\)$", "", cpp)
        h = fnv32(fn)
        if sig == "imm: i64) -> i64":
            body = "(imm as u64).wrapping_add(%d) as i64 & 7" % h
        elif sig == "imm: i64) -> bool":
            body = "(imm as u64).wrapping_add(%d) & 7 != 0" % h
        elif sig == "reg: u32) -> u32":
            body = "reg.wrapping_add(%d) & 3" % h
        elif sig == "reg: u32) -> bool":
            body = "reg.wrapping_add(%d) & 3 != 0" % h
        elif sig == ") -> i64":
            body = "%d" % (h & 7)
        elif sig == "mi: &Self::Instr) -> bool":
            body = ("{ use %s::Instr as _; u32::from(mi.opcode().value()).wrapping_add(mi.num_operands() as u32)"
                    ".wrapping_add(%d) & 1 != 0 }" % (path, h))
        else:
            raise ValueError("unknown Context method %s(&self, %s" % (name, sig))
        params = sig.split(")")[0]
        lines.append("    fn %s(&self%s)%s { %s }" % (name, (", " + params) if params else "", sig.split(")", 1)[1], body))
    lines.append("}")
    return "\n".join(lines) + "\n"
