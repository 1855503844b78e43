#!/usr/bin/env python3
"""Calling-convention oracle (issue 51, acceptance 3): the conventions
`tablegen -gen-callingconv --rust` writes from LLVM 19's X86.td,
AArch64.td and ARM.td against llc-19's SelectionDAG.

usage: .ci/cc-oracle/run.py [BIN] [--only CONVS] [--count N] [--seed S]
                            [--inject] [--break-cpp] [--keep DIR]

One unit per convention:

  sysv      X86-64 System V      x86_64-linux-gnu
  win64     X86-64 Win64         x86_64-windows-msvc
  cdecl     X86-32 C             i386-linux-gnu
  fastcall  X86-32 fastcall      i386-linux-gnu, x86_fastcallcc
  aapcs64   AArch64 AAPCS64      aarch64-linux-gnu
  darwin    AArch64 Darwin       arm64-apple-macosx
  aapcs     ARM AAPCS soft-float armv7-linux-gnueabi
  vfp       ARM AAPCS-VFP        armv7-linux-gnueabihf

(X86 with SSE2, ARM with NEON.) For each, --count random signatures of
formal arguments (i1, i8, i16, i32, i64, i128, ptr, float, double, the
target's legal 64- and 128-bit vectors; zeroext/signext, inreg, byval,
sret), --count/4 returned values (one value, maybe zeroext/signext, or
a struct of two) and
--count/4 variadic calls (0 to 3 fixed arguments, the first maybe sret,
then up to 8 variadic ones). run.py splits and promotes each IR type into the parts
SelectionDAGBuilder hands the convention (getRegisterTypeForCallingConv,
getNumRegistersForCallingConv; the first part of a split value `Split`
with the type's ABI alignment as OrigAlign, the others OrigAlign 1, the
last `SplitEnd`; pointers `Pointer`; AArch64's LowerFormalArguments and
LowerCall passing i1/i8 as i8 and i16 as i16 to fixed arguments), and
driver.rs runs the generated functions on them as the targets' lowering
picks them (CCAssignFnForCall, ARM's getEffectiveCallingConv, Win64's
32-byte shadow area first, Win64's variadic XMM arguments also in their
shadow GPR).

The reference is `llc-19 -stop-after=finalize-isel` (SelectionDAG; many
functions per module, every argument used so that no live-in is dropped):
  arg   the function's live-in registers and its fixed stack objects, each
        in the order the lowering created them (the assignment order), are
        the registers and the stack offsets of our locations in order; and
        per argument (each stored to a @sink slot of its own), the
        live-in registers its store is computed from, followed back through
        the virtual registers' definitions, are exactly our registers for
        it, and the fixed stack objects it loads are among our slots for it
        (SelectionDAG may load two adjacent slots of one value at once);
  ret   the registers the return instruction reads, in order;
  call  the registers the call instruction reads, in order (without the
        stack pointer, and X86-64 System V's AL), and the stores into the
        outgoing argument area (one starting at each of our slots, each
        within one); and per argument (each loaded from a global of its
        own), the registers copied from its value and the offsets of its
        stores.
(SelectionDAG rather than GlobalISel: GlobalISel falls back on sret,
byval, inreg and variadic functions on X86 and on most types on ARM.)

A return no rule of our convention places must be one LLVM demotes to a
hidden sret pointer: no result registers but the pointer X86 returns in
RAX/EAX. ARM's byval arguments are placed as ARMTargetLowering's
HandleByVal and StoreByValRegs do (the head of the aggregate in r0-r3, live
in, and one fixed object of it below the incoming arguments).

Exclusions (counted per reason, at most 10% of a unit's cases): cases
reaching a CCCustom function or custom convention the driver does not
model (none: X86-64's pointer hook and ARM's f64 ones are written after
LLVM's, no case reaches another).

Three more units, csr-X86, csr-AArch64 and csr-ARM: every CalleeSavedRegs
def's save list and register mask as the target's `-gen-register-info
--rust` module has them (CALLEE_SAVED_REGS, printed by the driver with
`--csr TARGET`) against the C++ `<Name>_SaveList` and `<Name>_RegMask`
arrays of llvm-tblgen-19's -gen-register-info.

Reports through .ci/lib/checks.py (check `cc-oracle`, one unit per
convention and per callee-saved target; floors in
.ci/floors/cc-oracle.tsv). --inject swaps the first two argument
registers of every register list in the generated calling-convention
Rust that starts with the target's first argument register (RDI/RCX, X0,
R0, ...), and the first two registers of every save list in the register
modules: the comparison must then differ on every unit. --break-cpp runs
`false` in place of llc-19 and llvm-tblgen-19: the run must fail.
"""
import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402

# conv: (triple, target, llc options, IR calling convention keyword)
CONVS = {
    "sysv": ("x86_64-linux-gnu", "X86", ["-mattr=+sse2"], ""),
    "win64": ("x86_64-windows-msvc", "X86", ["-mattr=+sse2"], ""),
    "cdecl": ("i386-linux-gnu", "X86", ["-mattr=+sse2"], ""),
    "fastcall": ("i386-linux-gnu", "X86", ["-mattr=+sse2"], "x86_fastcallcc "),
    "aapcs64": ("aarch64-linux-gnu", "AArch64", [], ""),
    "darwin": ("arm64-apple-macosx", "AArch64", [], ""),
    "aapcs": ("armv7-linux-gnueabi", "ARM", ["-mattr=+neon"], ""),
    "vfp": ("armv7-linux-gnueabihf", "ARM", ["-mattr=+neon"], ""),
}
# The callee-saved units: each target's CalleeSavedRegs lists and masks.
CSR_UNITS = ["csr-X86", "csr-AArch64", "csr-ARM"]
# What a function returns once its result is demoted to a hidden sret pointer.
DEMOTED = {"sysv": ["RAX"], "win64": ["RAX"], "cdecl": ["EAX"], "fastcall": ["EAX"]}
# Bytes of @sink per argument.
SLOT = 64
SCALARS = ["i1", "i8", "i16", "i32", "i64", "i128", "ptr", "float", "double"]
VEC128 = ["<16 x i8>", "<8 x i16>", "<4 x i32>", "<2 x i64>", "<4 x float>", "<2 x double>"]
VEC64 = ["<8 x i8>", "<4 x i16>", "<2 x i32>", "<2 x float>", "<1 x i64>"]
# The registers --inject swaps with their neighbour in the generated Rust.
INJECT = {"X86": [("RDI", "RSI"), ("RCX", "RDX"), ("ECX", "EDX"), ("EAX", "EDX")],
          "AArch64": [("X0", "X1"), ("W0", "W1")], "ARM": [("R0", "R1")]}


def bits64(conv):
    return conv in ("sysv", "win64", "aapcs64", "darwin")


def vectors(conv):
    return VEC128 if CONVS[conv][1] == "X86" else VEC128 + VEC64


def mvt(ty):
    """The MVT name of a legal IR type."""
    m = re.fullmatch(r"<(\d+) x (\w+)>", ty)
    if m:
        return "v" + m.group(1) + mvt(m.group(2))
    return {"float": "f32", "double": "f64"}.get(ty, ty)


def abi_align(conv, ty):
    """The data layout's ABI alignment of an IR type."""
    target = CONVS[conv][1]
    if ty.startswith("<"):
        size = vec_size(ty)
        return min(size, 8) if target == "ARM" else size
    size = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "i128": 16, "float": 4, "double": 8,
            "ptr": 8 if bits64(conv) else 4}[ty]
    if conv in ("cdecl", "fastcall") and ty in ("i64", "double"):
        return 4
    if target == "ARM" and ty == "i128":
        return 8
    return size


def vec_size(ty):
    m = re.fullmatch(r"<(\d+) x (\w+)>", ty)
    return int(m.group(1)) * {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "float": 4, "double": 8}[m.group(2)]


def parts(conv, ty, flags, mode, fixed):
    """[(MVT, flags)] SelectionDAGBuilder hands the convention for one value."""
    target = CONVS[conv][1]
    word = 64 if bits64(conv) else 32
    if ty == "ptr":
        return [(f"i{word}", flags + "p")]
    if ty.startswith("<") or ty in ("float", "double"):
        return [(mvt(ty), flags)]
    width = int(ty[1:])
    if width > word:
        n = width // word
        return [(f"i{word}", flags + ("S" if k == 0 else "") + ("E" if k == n - 1 else "")) for k in range(n)]
    if width < 32:
        if target == "X86":
            return [("i8" if width == 1 else ty, flags)]
        if target == "AArch64" and mode != "ret" and (mode == "arg" or fixed or conv != "darwin"):
            # AArch64's lowering passes the original type to the convention.
            return [("i16" if width == 16 else "i8", flags)]
        return [("i32", flags)]
    return [(ty, flags)]


def encode(conv, ty, attrs, mode, fixed, orig):
    """The driver's words for one value with its IR attributes."""
    flags = ""
    flags += "z" if "zeroext" in attrs else ""
    flags += "s" if "signext" in attrs else ""
    flags += "i" if "inreg" in attrs else ""
    flags += "r" if any(a.startswith("sret") for a in attrs) else ""
    byval = next((a for a in attrs if a.startswith("byval")), None)
    out = []
    for k, (vt, f) in enumerate(parts(conv, ty, flags, mode, fixed)):
        align = abi_align(conv, ty) if k == 0 else 1
        word = f"{vt},{f or '-'},{orig},{align}"
        if byval:
            n = int(re.search(r"\[(\d+) x i8\]", byval).group(1))
            a = int(next(a for a in attrs if a.startswith("align")).split()[1])
            word = f"{vt},{f}b,{orig},{align},{n},{a}"
        out.append(word)
    return out


def random_arg(rng, conv, byval, sret):
    """(IR type, attributes) of one random argument (`byval`, `sret`: it
    may be one)."""
    target = CONVS[conv][1]
    if sret and rng.random() < 0.1:
        return "ptr", ["sret(i32)"]
    if byval and rng.random() < 0.06:
        return "ptr", [f"byval([{rng.randint(1, 40)} x i8])", f"align {rng.choice([1, 2, 4, 8, 16])}"]
    ty = rng.choice(SCALARS + SCALARS + vectors(conv))
    attrs = []
    if ty in ("i1", "i8", "i16", "i32") and rng.random() < 0.4:
        attrs.append(rng.choice(["zeroext", "signext"]))
    inreg = {"cdecl": 0.25, "fastcall": 0.6}.get(conv, 0.05)
    if rng.random() < inreg and not (target == "X86" and ty.startswith("<")):
        attrs.append("inreg")
    return ty, attrs


def signatures(conv, count, rng):
    """[(mode, nfixed, [(ty, attrs)])]: formal arguments, returns, calls."""
    cases = []
    compared = 0
    while compared < count:
        # Excluded cases come on top: `count` are compared.
        n = rng.randint(1, 12)
        cases.append(("arg", n, [random_arg(rng, conv, True, i == 0) for i in range(n)]))
        compared += exclusion(conv, cases[-1]) is None
    for _ in range(count // 4):
        n = rng.choice([1, 1, 2])
        rets = [(rng.choice(SCALARS + vectors(conv)), []) for _ in range(n)]
        if n == 1 and rets[0][0] in ("i1", "i8", "i16", "i32") and rng.random() < 0.4:
            rets[0][1].append(rng.choice(["zeroext", "signext"]))
        cases.append(("ret", n, rets))
    for _ in range(count // 4):
        nfixed = rng.randint(0 if conv != "fastcall" else 1, 3)
        n = nfixed + rng.randint(1, 8)
        args = [random_arg(rng, conv, False, i == 0 and nfixed > 0) for i in range(n)]
        cases.append(("call", nfixed, args))
    return cases


def ir_param(ty, attrs, k):
    return " ".join([ty] + attrs + [f"%a{k}"])


def ir_function(conv, k, case):
    cc = CONVS[conv][3]
    mode, nfixed, args = case
    if mode == "ret":
        tys = [t for t, _ in args]
        rt = tys[0] if len(tys) == 1 else "{" + ", ".join(tys) + "}"
        ext = "".join(a + " " for a in args[0][1])
        return f"define {cc}{ext}{rt} @f{k}() {{\n  %v = load volatile {rt}, ptr @sink\n  ret {rt} %v\n}}\n"
    if mode == "arg":
        params = ", ".join(ir_param(t, a, i) for i, (t, a) in enumerate(args))
        # Each argument stored to a slot of its own, which the MIR's memory
        # operands name (`into @sink + 64*i`).
        body = "".join(f"  store volatile {t} %a{i}, ptr getelementptr (i8, ptr @sink, i64 {SLOT * i})\n"
                       for i, (t, a) in enumerate(args))
        return f"define {cc}void @f{k}({params}) {{\n{body}  ret void\n}}\n"
    # Each call argument loaded from a global of its own (`from @argI` in
    # the MIR; one global each, so that no address is written back by one
    # argument's load and used by the next).
    loads = "".join(f"  %a{i} = load volatile {t}, ptr @arg{i}\n" for i, (t, _) in enumerate(args))
    fixed = ", ".join([t for t, _ in args[:nfixed]] + ["..."])
    call = ", ".join(ir_param(t, a, i) for i, (t, a) in enumerate(args))
    return f"define void @f{k}() {{\n{loads}  call {cc}void ({fixed}) @callee({call})\n  ret void\n}}\n"


def driver_line(conv, case):
    mode, nfixed, args = case
    words = []
    for i, (ty, attrs) in enumerate(args):
        words += encode(conv, ty, attrs, mode, i < nfixed, i)
    return f"{conv} {mode} {nfixed if mode == 'call' else len(args)} " + " ".join(words)


def exclusion(conv, case):
    """Why a case is not compared, or None (none so far)."""
    return None


# --- llc-19's answers ------------------------------------------------------

def mir_functions(mir):
    """{name: document text} of an llc MIR output."""
    out = {}
    for doc in mir.split("\n---\n"):
        m = re.search(r"^name:\s+(\S+)", doc, re.M)
        if m:
            out[m.group(1)] = doc
    return out


def store_slot(line, ptr_bytes):
    """(offset, size) of a store into the outgoing argument area, or None."""
    m = re.search(r"store \(([^)]*?)\) into stack(?: \+ (\d+))?", line)
    # A store SelectionDAG merged from two loses its memory operand's
    # place: on AArch64 (`STRQui %v, %sp, 3 :: (store (s128), align 8)`)
    # the offset is the immediate scaled by the size.
    merged = re.search(r"\bSTR\w*ui .*, (\d+) :: \(store \((s\d+)\)(?:,|\))", line)
    if not m and not merged:
        return None
    if not m:
        size = int(merged.group(2)[1:]) // 8
        return int(merged.group(1)) * size, size
    ty, off = m.group(1), int(m.group(2) or 0)
    v = re.fullmatch(r"<(\d+) x [sp](\d+)>", ty)
    if v:
        size = int(v.group(1)) * int(v.group(2)) // 8
    elif ty.startswith("p"):
        size = ptr_bytes
    else:
        size = int(ty[1:]) // 8
    return off, size


def vreg_defs(lines):
    """{virtual register: the text of the instruction defining it} (not a
    store's results: written-back addresses)."""
    defs = {}
    for line in lines:
        code = line.split(" :: ")[0]
        if " = " in code:
            lhs, rhs = code.split(" = ", 1)
            ds = re.findall(r"%(\d+)", lhs)
            if " :: (" in line and not re.search(r" :: \([^)]*\bload\b", line):
                ds = []
            for d in ds:
                defs[d] = line
        # A value passed indirectly is stored to a stack object whose
        # address is passed: the object stands for the value.
        m = re.search(r" :: \(store [^)]*\) into %(stack\.\d+)", line)
        if m:
            defs[m.group(1)] = line
    return defs


def sources(text, defs):
    """The arguments (`@argI` globals) the loads `text` is computed from
    read, following the virtual registers' definitions back."""
    out, todo, seen = set(), [text], set()
    while todo:
        t = todo.pop()
        m = re.search(r"from @arg(\d+)(?: \+ \d+)?[,)]", t)
        if m:
            out.add(int(m.group(1)))
        for v in re.findall(r"%(\d+|stack\.\d+)", t.split(" :: ")[0]):
            if v not in seen and v in defs:
                seen.add(v)
                todo.append(defs[v])
    return out


def call_per_argument(lines, conv):
    """{argument: (sorted registers, sorted store offsets)} of a call
    sequence: the registers copied from, and the outgoing stack stores of,
    values loaded from the argument's global."""
    defs = vreg_defs(lines)
    out = {}
    for line in lines:
        m = re.match(r"\s*\$(\w+) = COPY (.*)", line)
        slot = store_slot(line, 8 if bits64(conv) else 4)
        if m:
            for a in sources(m.group(2), defs):
                out.setdefault(a, (set(), set()))[0].add(m.group(1).upper())
        elif slot:
            for a in sources(line.split(" :: ")[0], defs):
                out.setdefault(a, (set(), set()))[1].add(slot[0])
    return {a: (sorted(r), sorted(o)) for a, (r, o) in out.items()}


def per_argument(doc, live, fixed):
    """{argument: (sorted registers, sorted stack offsets)}: what each
    store into the argument's @sink slot is computed from, followed back
    through the virtual registers' definitions to live-in registers and
    fixed stack objects."""
    defs = {}
    stores = []
    body = doc[doc.index("body:"):]
    for line in body.splitlines():
        code = line.split(" :: ")[0]
        m = re.search(r"into (?:@sink|`ptr getelementptr \(i8, ptr @sink, i64 (\d+)\)`)(?: \+ (\d+))?[,)]", line)
        if m:
            stores.append(((int(m.group(1) or 0) + int(m.group(2) or 0)) // SLOT, code))
            continue
        if " = " in code:
            lhs, rhs = code.split(" = ", 1)
            for d in re.findall(r"%(\d+)", lhs):
                defs[d] = rhs
    out = {}
    for arg, code in stores:
        regs, offs = out.setdefault(arg, (set(), set()))
        todo, seen = [code], set()
        while todo:
            text = todo.pop()
            for fs in re.findall(r"%fixed-stack\.(\d+)", text):
                offs.add(fixed[fs])
            for v in re.findall(r"%(\d+)", re.sub(r"%fixed-stack\.\d+", "", text)):
                if v in seen:
                    continue
                seen.add(v)
                if v in live:
                    regs.add(live[v])
                elif v in defs:
                    todo.append(defs[v])
    return {a: (sorted(r), sorted(o)) for a, (r, o) in out.items()}


def llc_answer(conv, mode, doc):
    """([registers], [stack offsets] or [stores]; for `arg`, also each
    argument's registers and offsets) llc-19 shows."""
    if mode == "arg":
        live = re.search(r"^liveins:\n((?:  - .*\n)*)", doc + "\n", re.M)
        pairs = re.findall(r"reg: '\$(\w+)', virtual-reg: '%(\d+)'", live.group(1)) if live else []
        fixed = re.findall(r"- \{ id: (\d+), type: default, offset: (-?\d+), size: (\d+)", doc)
        offs = [int(o) for _, o, _ in sorted(fixed, key=lambda x: -int(x[0]))]
        args = per_argument(doc, {v: r.upper() for r, v in pairs}, {i: int(o) for i, o, _ in fixed})
        return [r.upper() for r, _ in pairs], offs, args
    body = doc[doc.index("body:"):]
    if mode == "ret":
        ret = [ln for ln in body.splitlines() if re.match(r"\s+(RET|RET_ReallyLR|BX_RET|RET64|RET32)\b", ln)]
        # X86's RET names the registers as operands, the others as implicit uses.
        # X86's x87 results (FP0, FP1) are virtual registers the FP
        # stackifier places later, in order.
        regs, fp = [], 0
        for tok in re.findall(r"(?<!-def )(?<!-def dead )(\$\w+|%\d+)", ret[-1] if ret else ""):
            if tok.startswith("%"):
                regs.append(f"FP{fp}")
                fp += 1
            elif tok != "$noreg":
                regs.append(tok[1:].upper())
        return regs, []
    lines = body.splitlines()
    start = next(i for i, ln in enumerate(lines) if "ADJCALLSTACKDOWN" in ln)
    end = next(i for i in range(start, len(lines)) if re.search(r"\b(CALL64pcrel32|CALLpcrel32|BL|CALL64m|CALL32m)\b", lines[i]))
    regs = [r.upper() for r in re.findall(r"(?<!-def )(?<!-def dead )implicit \$(\w+)", lines[end])]
    regs = [r for r in regs if r not in ("SP", "RSP", "ESP", "SSP") and not (conv == "sysv" and r == "AL")]
    stores = [store_slot(ln, 8 if bits64(conv) else 4) for ln in lines[start:end]]
    return regs, sorted(s for s in stores if s), call_per_argument(lines[:end], conv)


def our_answer(mode, line):
    regs, mem = [], []
    args = {}
    for w in line.split():
        w, _, orig = w.partition("@")
        r, o = args.setdefault(int(orig or -1), (set(), set()))
        if w.startswith("mem:"):
            _, off, size = w.split(":")
            mem.append((int(off), int(size)))
            o.add((int(off), int(size)) if mode == "call" else int(off))
        else:
            regs.append(w)
            r.add(w)
    if mode == "call":
        slots = {a: (sorted(r), sorted(o)) for a, (r, o) in args.items()}
        return regs, sorted(mem), slots
    if mode == "arg":
        return regs, [off for off, _ in mem], {a: (sorted(r), sorted(o)) for a, (r, o) in args.items()}
    return regs, [off for off, _ in mem]


def same_per_argument(ours, traced, n, byval):
    """Whether each argument's registers are the ones llc-19's stores of it
    are computed from, and its stack slots include the fixed objects they
    load (SelectionDAG may load two adjacent slots of one value at once),
    at least one when it has any. (A byval argument's store is of its
    address: its registers, on ARM, only show in the live-in order.)"""
    for a in range(n):
        regs, offs = ours.get(a, ([], []))
        t_regs, t_offs = traced.get(a, ([], []))
        if a in byval:
            regs = t_regs
        if regs != t_regs or not set(t_offs) <= set(offs) or bool(offs) != bool(t_offs):
            return False
    return True


def same_call_arguments(ours, traced, n):
    """Whether each call argument's registers are the ones llc-19 copies
    its value into, and each store of it into the outgoing area lies in
    one of its slots (at least one when it has any)."""
    for a in range(n):
        regs, slots = ours.get(a, ([], []))
        t_regs, t_offs = traced.get(a, ([], []))
        if regs != t_regs or bool(slots) != bool(t_offs):
            return False
        if not all(any(off <= o < off + size for off, size in slots) for o in t_offs):
            return False
    return True


def same_stores(ours, stores):
    """Whether llc's stores into the outgoing argument area fill our slots:
    one starts at each slot, and each lies within one (a value is stored in
    as many pieces, and only as many bytes, as its type needs)."""
    return (all(any(o == off for o, _ in stores) for off, _ in ours)
            and all(any(off <= o and o + n <= off + size for off, size in ours) for o, n in stores))


# --- the driver --------------------------------------------------------------

def tblgen(tool, shared, target, backend, out, rust=True):
    """Runs `tool BACKEND [--rust]` on the target's root .td; None or why not."""
    tdir = os.path.join(shared, "llvm-19/llvm/lib/Target", target)
    r = subprocess.run([tool, backend] + (["--rust"] if rust else []) + ["-I", os.path.join(shared, "llvm-19/llvm/include"),
                        "-I", tdir, os.path.join(tdir, target + ".td"), "-o", out], capture_output=True, text=True)
    return f"{tool} {backend} failed on {target}.td: {r.stderr.strip()[:300]}" if r.returncode else None


def generate_modules(tablegen, shared, src, inject):
    for target, name in (("X86", "x86"), ("AArch64", "aarch64"), ("ARM", "arm")):
        problem = tblgen(tablegen, shared, target, "-gen-register-info", os.path.join(src, name + "_reg.rs"))
        if problem:
            return problem
        if inject:
            path = os.path.join(src, name + "_reg.rs")
            with open(path) as f:
                text = f.read()
            # The first two registers of every save list swapped.
            text = re.sub(r"(_SaveList: \[Reg; \d+\] = \[)(Reg::\w+), (Reg::\w+)", r"\1\3, \2", text)
            with open(path, "w") as f:
                f.write(text)
        out = os.path.join(src, name + ".rs")
        problem = tblgen(tablegen, shared, target, "-gen-callingconv", out)
        if problem:
            return problem
        if inject:
            with open(out) as f:
                text = f.read()
            for a, b in INJECT[target]:
                # Variants are spelled as the registers are, or camel-cased (X86).
                text = re.sub(rf"\[CcReg::({a}), CcReg::({b})\b", r"[CcReg::\2, CcReg::\1", text, flags=re.I)
            with open(out, "w") as f:
                f.write(text)
    return None


def hooks(src):
    """`impl CcHooks<State> for Hooks` of each module, calling Hooks::cond
    and Hooks::custom with the method's name and its C++ text."""
    out = []
    for name in ("x86", "aarch64", "arm"):
        with open(os.path.join(src, name + ".rs")) as f:
            text = f.read()
        trait = text[text.index("pub trait CcHooks"):]
        trait = trait[:trait.index("\n}\n")]
        out.append(f"impl {name}::CcHooks<State> for Hooks {{")
        doc = ""
        for line in trait.splitlines():
            line = line.strip()
            if line.startswith("///"):
                doc = line
                continue
            m = re.match(r"fn (\w+)\((.*)\) -> bool;", line)
            if not m:
                continue
            fname, params = m.groups()
            cpp = re.findall(r"`([^`]*)`", doc)[1 if "CCCustom" in doc else 0]
            if params.startswith("&self"):
                out.append(f'    fn {fname}(&self, s: &State, v: &Value<N>) -> bool {{ self.cond("{fname}", r#"{cpp}"#, s, v) }}')
            elif "&mut Value" in params:
                out.append(f'    fn {fname}(&mut self, s: &mut State, v: &mut Value<N>) -> bool {{ self.custom(r#"{cpp}"#, s, v) }}')
            else:
                # A whole convention in C++: the cases do not reach it.
                out.append(f'    fn {fname}(&mut self, s: &mut State, _: Value<N>) -> bool {{ s.unmodeled = Some("{cpp}".into()); true }}')
        out.append("}")
    return "\n".join(out) + "\n"


def build_driver(tablegen, shared, work, inject):
    src = os.path.join(work, "src")
    os.makedirs(src, exist_ok=True)
    problem = generate_modules(tablegen, shared, src, inject)
    if problem:
        return None, problem
    text = hooks(src)
    with open(os.path.join(src, "hooks.rs"), "w") as f:
        f.write(text)
    with open(os.path.join(HERE, "driver.rs")) as f:
        driver = f.read()
    with open(os.path.join(src, "main.rs"), "w") as f:
        f.write(driver)
    runtime = os.path.join(ROOT, "tablegen-runtime")
    with open(os.path.join(work, "Cargo.toml"), "w") as f:
        f.write(f'[package]\nname = "cc-oracle-driver"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n'
                f'[dependencies]\ntablegen-runtime = {{ path = "{runtime}" }}\n\n[workspace]\n')
    env = dict(os.environ)
    env["CARGO_TARGET_DIR"] = os.path.join(work, "target")
    r = subprocess.run(["cargo", "build", "--quiet", "--manifest-path", os.path.join(work, "Cargo.toml")],
                       env=env, capture_output=True, text=True)
    if r.returncode:
        return None, "the driver does not build: " + r.stderr[-2000:]
    return os.path.join(env["CARGO_TARGET_DIR"], "debug", "cc-oracle-driver"), None


def run_llc(llc, conv, ir, work, mode):
    triple, _, opts, _ = CONVS[conv]
    path = os.path.join(work, f"{conv}-{mode}.ll")
    with open(path, "w") as f:
        f.write(ir)
    r = subprocess.run([llc, f"-mtriple={triple}", *opts, "-relocation-model=static", "-global-isel=0",
                        "-fast-isel=0", "-stop-after=finalize-isel", "-o", "-", path], capture_output=True, text=True)
    if r.returncode:
        return None, f"llc-19 failed on {path}: {r.stderr.strip()[:300]}"
    return r.stdout, None


def cpp_callee_saved(inc):
    """{name: ([registers], [mask words])} of a -gen-register-info .inc."""
    out = {}
    for m in re.finditer(r"static const MCPhysReg (\w+)_SaveList\[\] = \{ (.*?)0 \};\n"
                         r"static const uint32_t \1_RegMask\[\] = \{ (.*?)\};", inc):
        regs = [r.split("::")[-1] for r in m.group(2).split(", ") if r.strip()]
        words = [int(w, 16) for w in m.group(3).split(",") if w.strip()]
        out[m.group(1)] = (regs, words)
    return out


def compare_callee_saved(check, unit, driver, reference, shared, work):
    """The target's callee-saved lists and masks: the Rust register module
    (through the driver) against llvm-tblgen-19's C++."""
    target = unit.split("-", 1)[1]
    inc = os.path.join(work, f"{target}GenRegisterInfo.inc")
    problem = tblgen(reference, shared, target, "-gen-register-info", inc, rust=False)
    if problem:
        check.error(unit, problem)
        return
    with open(inc) as f:
        want = cpp_callee_saved(f.read())
    r = subprocess.run([driver, "--csr", target], capture_output=True, text=True)
    if r.returncode:
        check.error(unit, f"the driver failed: {r.stderr.strip()[-300:]}")
        return
    got = {}
    for line in r.stdout.splitlines():
        name, rest = line.split(": ", 1)
        regs, words = rest.split(" | ")
        got[name] = (regs.split(), [int(w, 16) for w in words.split()])
    if not want:
        check.error(unit, f"no _SaveList/_RegMask arrays read from {inc}")
        return
    bad = [n for n in sorted(set(want) | set(got)) if want.get(n) != got.get(n)]
    for n in bad[:5]:
        print(f"cc-oracle {unit}: {n} differs\n  llvm-tblgen-19: {want.get(n)}\n  ours:           {got.get(n)}")
    check.count(unit, len(want), "save-lists")
    check.count(unit, sum(len(w) for _, w in want.values()), "mask-words")
    if bad:
        check.differ(unit, len(bad))
    print(f"cc-oracle {unit}: {len(want)} callee-saved lists and masks, {len(bad)} differ")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("tablegen", nargs="?", default=os.path.join(ROOT, "target", "release", "tablegen"))
    ap.add_argument("--count", type=int, default=2000, help="formal-argument signatures per convention")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--shared", default=os.environ.get("SHARED", os.path.join(os.path.dirname(ROOT), "shared")))
    ap.add_argument("--keep", help="work here (kept)")
    check = checks.Check("cc-oracle", unit="unit", skipped_max=0.1)
    check.add_arguments(ap, inject=("registers",))
    args = ap.parse_args()
    check.configure(args)
    units = check.select(args.only, list(CONVS) + CSR_UNITS)
    llc = "false" if args.break_cpp else "llc-19"
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        sys.exit(compare(args, check, units, llc, args.keep))
    with tempfile.TemporaryDirectory(prefix="cc-oracle-") as work:
        sys.exit(compare(args, check, units, llc, work))


def compare(args, check, units, llc, work):
    """Builds the driver in `work`, runs both sides, reports; the exit status."""
    convs = [u for u in units if u in CONVS]
    driver, problem = build_driver(os.path.abspath(args.tablegen), args.shared, work, args.inject)
    if problem:
        for unit in units:
            check.error(unit, problem)
        return check.finish()
    reference = "false" if args.break_cpp else "llvm-tblgen-19"
    for unit in units:
        if unit in CSR_UNITS:
            if args.inject:
                check.injected(unit)
            compare_callee_saved(check, unit, driver, reference, args.shared, work)

    cases = {}
    jobs = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for conv in convs:
            rng = random.Random(f"{args.seed}:{conv}")
            cases[conv] = signatures(conv, args.count, rng)
            for mode in ("arg", "ret", "call"):
                ir = f"@sink = global [{SLOT * 16} x i8] zeroinitializer\ndeclare void @callee(...)\n"
                ir += "".join(f"@arg{i} = global [{SLOT} x i8] zeroinitializer\n" for i in range(16))
                ir += "".join(ir_function(conv, k, c) for k, c in enumerate(cases[conv]) if c[0] == mode)
                jobs[(conv, mode)] = pool.submit(run_llc, llc, conv, ir, work, mode)
        for conv in convs:
            if args.inject:
                check.injected(conv)
            lines = "".join(driver_line(conv, c) + "\n" for c in cases[conv])
            r = subprocess.run([driver], input=lines, capture_output=True, text=True)
            ours = r.stdout.splitlines()
            if r.returncode or len(ours) != len(cases[conv]):
                check.error(conv, f"the driver failed: {r.stderr.strip()[-500:]}")
                continue
            docs = {}
            failed = False
            for mode in ("arg", "ret", "call"):
                mir, problem = jobs[(conv, mode)].result()
                if problem:
                    check.error(conv, problem)
                    failed = True
                    break
                docs[mode] = mir_functions(mir)
            if failed:
                continue
            compared = {"arg": 0, "ret": 0, "call": 0}
            values = 0
            skipped = {}
            bad = 0
            for k, (case, line) in enumerate(zip(cases[conv], ours)):
                mode = case[0]
                why = exclusion(conv, case)
                if why is None and line.startswith("excluded:"):
                    why = "reaches " + line[len("excluded:"):] + " (not modelled by the driver)"
                if why:
                    skipped[why] = skipped.get(why, 0) + 1
                    continue
                want = llc_answer(conv, mode, docs[mode][f"f{k}"])
                got = our_answer(mode, line)
                if mode == "ret" and "none" in line.split():
                    # A return the convention cannot place: LLVM demotes it
                    # to a hidden sret pointer, which X86 returns in RAX/EAX.
                    got = (DEMOTED.get(conv, []), [])
                compared[mode] += 1
                values += len(case[2])
                same = got == want
                if mode == "arg":
                    byval = {i for i, (_, attrs) in enumerate(case[2]) if any(a.startswith("byval") for a in attrs)}
                    same = got[:2] == want[:2] and same_per_argument(got[2], want[2], len(case[2]), byval)
                if mode == "call":
                    same = (got[0] == want[0] and same_stores(got[1], want[1])
                            and same_call_arguments(got[2], want[2], len(case[2])))
                if not same:
                    bad += 1
                    if bad <= 5:
                        print(f"cc-oracle {conv}: differs: {ir_function(conv, k, case).splitlines()[0]}\n"
                              f"  llc-19: {want}\n  ours:   {got}")
            for mode, n in compared.items():
                check.count(conv, n, {"arg": "signatures", "ret": "returns", "call": "variadic-calls"}[mode])
            check.count(conv, values, "values")
            for why, n in skipped.items():
                check.skip(conv, n, why)
            if bad:
                check.differ(conv, bad)
            print(f"cc-oracle {conv}: {compared['arg']} signatures, {compared['ret']} returns, "
                  f"{compared['call']} variadic calls ({values} values), {sum(skipped.values())} excluded, {bad} differ")
    return check.finish()


if __name__ == "__main__":
    main()
