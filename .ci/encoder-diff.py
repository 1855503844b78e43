#!/usr/bin/env python3
"""Differential test of -gen-emitter's Rust encoder against LLVM's C++
getBinaryCodeForInstr / getOperandBitOffset, on real LLVM 19 targets.

usage: .ci/encoder-diff.py [--shared DIR] [--bin DIR] [--llvm DIR] [--only A,B,...]
                           [-k N] [--seed N] [--jobs N] [--release] [--show N]
                           [--record DIR | --check] [--inject] [--break-cpp]

For every target (default: all 21 LLVM 19 targets with a -gen-emitter Rust
writer, AMDGPU's 96-bit APInt one included, and two lit tests with
EncodingInfos: HwModeEncodeDecode3 (64-bit) and HwModeEncodeAPInt (APInt),
and ours, tests/generated/inputs/encoder-target.td (custom encoders, sub-operands)):
  1. target/release/tablegen -gen-emitter writes the C++ .inc (which must be
     byte-identical to llvm-tblgen-19's) and, with --rust, the Rust module;
     the opcode numbers of the Rust `opcode` module must be those of the
     .inc's InstBits comments;
  2. tests/encoder-diff/driver.cpp, with a generated target.h (opcode enum,
     stand-in <Target>MCCodeEmitter: getMachineOpValue and every
     EncoderMethod / PostEncoderMethod computing a fixed function of method,
     operand index and immediate), includes the .inc unchanged; g++ -O0 builds
     it against LLVM 19's headers and libLLVM;
  3. tests/encoder-diff/driver.rs, with the module and a generated `impl
     Encoder` computing the same functions, becomes a throwaway crate under
     target/encoder-diff/<Target>/ (.ci/lib/throwaway.py: not a workspace
     member, cargo --offline);
  4. both read one plan: every opcode number of the target; for each encoded
     opcode K operand vectors (every operand 0, then ~0, then 1<<63, then 1,
     then random 64-bit / small / edge immediates; as many operands as the
     opcode's highest encoded operand index + 2) in every hardware mode, and
     getOperandBitOffset for every operand index; they print the encoding (hex;
     APInt words least significant first), the sequence of encoder calls, and
     the offsets; where the .inc errs (report_fatal_error: a pseudo, an
     operand it does not encode; llvm_unreachable: a hardware mode the opcode
     has no encoding in) the Rust module must give None;
  5. the outputs must be identical line for line.

With --record DIR (targets: EncoderTarget, HwModeEncodeAPInt,
HwModeEncodeDecode3, ours in tests/generated/inputs and two lit tests), also
writes the C++ driver's output with the plan that produced it to
DIR/<module>.encoder.txt, which tests/generated/tests/encoder_answers.rs
replays without LLVM or g++ (`cargo test`).

With --check (targets: the same three by default), nothing is written: each
recorded file (tests/generated/answers/<module>.encoder.txt) must equal what
the C++ driver answers today, with the -k and seed the file records; this
is the check `encoder-answers` (one unit per module, its floor the number
of answer lines the file holds).

Prints one line per target, then `encoder-diff: T targets, N instructions,
M encodings, all identical`, then the verdict of .ci/lib/checks.py (check
`encoder-diff`, one unit per target): --only (alias --targets) names
targets, an unknown name or an empty selection exits 2 before anything is
built; per target the instructions, encodings and operand offsets compared
must reach the floors of .ci/floors/encoder-diff.tsv (CI_RECORD_FLOORS=1
records them); a step that fails (tablegen, g++, cargo, a driver, a .inc
that differs from llvm-tblgen-19's) is a harness error, never a
difference. Shows the first differences (opcode name, operands, both
values and call traces).
With --inject, the first non-zero INST_BITS entry of each generated Rust
module gets its lowest bit flipped (with --check: one answer byte of a
copy of each recording changes) and the comparison must report a
difference: the run passes only then, and only without harness errors.
With --break-cpp, g++ compiles the C++ driver with a forced `#error`: the
run must fail, also with --inject.
Needs g++, llvm-tblgen-19, LLVM 19's headers and libLLVM-19.so, cargo.
"""

import argparse
import concurrent.futures
import copy
import heapq
import itertools
import os
import re
import shutil
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(HERE, "lib"))
import checks  # noqa: E402
from throwaway import NO_DEBUG_INFO, RELEASE, SHARED, Crate, StepError, run  # noqa: E402

DRIVERS = os.path.join(ROOT, "tests", "encoder-diff")

# Every LLVM 19 target whose -gen-emitter has a Rust writer (all but M68k's
# VarLenCodeEmitter; X86 has no -gen-emitter), plus two lit tests for
# EncodingInfos / HwModes: name -> (root .td, include dirs), relative to the
# corpus' llvm/ directory. Biggest first, so that the workers finish together.
TARGETS = {}
for _t, _td in [("AMDGPU", "AMDGPU"), ("VE", "VE"), ("AArch64", "AArch64"), ("ARM", "ARM"),
                ("RISCV", "RISCV"), ("SystemZ", "SystemZ"), ("PowerPC", "PPC"), ("Hexagon", "Hexagon"),
                ("Mips", "Mips"), ("LoongArch", "LoongArch"), ("WebAssembly", "WebAssembly"),
                ("CSKY", "CSKY"), ("Sparc", "Sparc"), ("SPIRV", "SPIRV"), ("MSP430", "MSP430"),
                ("AMDGPU", "R600"), ("XCore", "XCore"), ("BPF", "BPF"), ("AVR", "AVR"),
                ("Lanai", "Lanai"), ("Xtensa", "Xtensa")]:
    TARGETS[_td] = ("lib/Target/%s/%s.td" % (_t, _td), ["include", "lib/Target/" + _t])
TARGETS["HwModeEncodeDecode3"] = ("test/TableGen/HwModeEncodeDecode3.td", ["include"])  # 64-bit
TARGETS["HwModeEncodeAPInt"] = ("test/TableGen/HwModeEncodeAPInt.td", ["include"])  # 128-bit APInt
# Ours: custom EncoderMethods (one templated), a PostEncoderMethod, sub-operands.
TARGETS["EncoderTarget"] = (os.path.join(ROOT, "tests", "generated", "inputs", "encoder-target.td"), ["include"])

# The targets whose C++ answers --record writes for `cargo test`
# (tests/generated/tests/encoder_answers.rs): name -> the module name of
# tests/generated/build.rs; the answers go to <module>.encoder.txt.
RECORDABLE = {"EncoderTarget": "encoder_target", "HwModeEncodeAPInt": "hw_mode_encode_apint",
              "HwModeEncodeDecode3": "hw_mode_encode_decode3"}

MASK64 = (1 << 64) - 1


class Runner:
    """Runs commands, at most `jobs` at a time; a waiting command of a lower
    `prio` (an earlier, bigger target) starts first."""

    def __init__(self, jobs):
        self.free = max(1, jobs)
        self.cond = threading.Condition()
        self.waiting = []  # heap of (prio, ticket)
        self.tickets = itertools.count()

    def run(self, cmd, prio=0, cwd=None, stdin=None, stdout=None, env=None, clock=None, phase=None):
        """Runs `cmd`; adds the seconds it ran (not queued) to clock[phase]."""
        me = (prio, next(self.tickets))
        with self.cond:
            heapq.heappush(self.waiting, me)
            while not (self.free and self.waiting[0] == me):
                self.cond.wait()
            heapq.heappop(self.waiting)
            self.free -= 1
            self.cond.notify_all()
        t = time.time()
        try:
            return run(cmd, cwd=cwd, stdin=stdin, stdout=stdout, env=env).stdout
        finally:
            with self.cond:
                self.free += 1
                if clock is not None:
                    clock[phase] = clock.get(phase, 0.0) + time.time() - t
                self.cond.notify_all()


# ---------------------------------------------------------------------------
# the test vectors (same as driver.cpp / driver.rs)

def splitmix(state):
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


EDGES = [0, 1, MASK64, 1 << 63, (1 << 63) - 1, 0x5555555555555555, 0xAAAAAAAAAAAAAAAA, 0xFFFFFFFF]


def vector_for(seed, opcode, mode, k, nops):
    if k < 4:
        return [[0, MASK64, 1 << 63, 1][k]] * nops
    r = splitmix(seed ^ ((opcode * 0xD1B54A32D192ED03) & MASK64) ^ (mode << 48) ^ (k << 32))
    out = []
    for _ in range(nops):
        sel = next(r) % 10
        x = next(r)
        out.append(x if sel < 5 else x % 32 if sel < 7 else EDGES[x % 8])
    return out


# ---------------------------------------------------------------------------
# reading the generated files

CALL = r"([A-Za-z_]\w*(?:<[^>]*>)?)"


def parse_inc(text):
    m = re.search(r"^(uint64_t|void) (\w+)::getBinaryCodeForInstr\(", text, re.M)
    if not m:
        raise StepError(".inc: no getBinaryCodeForInstr")
    info = {"class": m.group(2), "wide": m.group(1) == "void"}
    fn_end = text.index("\n}\n", m.start())
    body = text[m.start():fn_end]
    if info["wide"]:
        info["width"] = int(re.search(r"Scratch\.getBitWidth\(\) != (\d+)", body).group(1))
    else:
        info["width"] = 64
    # InstBits: one line per opcode (then a terminating 0), target instructions
    # commented with their name.
    start = body.index("static const uint64_t InstBits[] = {\n")
    end = body.index("\n  };", start)
    entries = [line for line in body[start:end].split("\n")[1:] if "UINT64_C(" in line]
    entries = entries[:-1]  # the terminator
    names = {}
    for i, line in enumerate(entries):
        c = re.search(r"//\s*(\S+)\s*$", line)
        if c:
            names[c.group(1)] = i
    info["num_opcodes"] = len(entries)
    info["names"] = names
    spaces = set(re.findall(r"^    case (\w*)::\w+:", body, re.M))
    if len(spaces) > 1:
        raise StepError(".inc: several opcode namespaces %s" % sorted(spaces))
    info["namespace"] = spaces.pop() if spaces else ""
    modes = [int(x) for x in re.findall(r"case (\d+): InstBitsByHw = ", body)]
    info["hw_modes"] = max(modes) + 1 if modes else 1
    # the highest operand index each opcode's case uses
    maxop = {}
    group, in_body = [], False
    for line in body.split("\n"):
        c = re.match(r"    case \w*::(\w+):", line)
        if c:
            if in_body:
                group, in_body = [], False
            group.append(c.group(1))
            continue
        if not group:
            continue
        in_body = True
        for a, b in re.findall(r"getOperand\((\d+)\)|\(MI, (\d+),", line):
            n = int(a or b)
            for name in group:
                maxop[name] = max(maxop.get(name, -1), n)
        for name in group:
            maxop.setdefault(name, -1)
    info["cases"] = maxop
    # custom encoders the .inc calls
    if info["wide"]:
        ops = re.findall(r"^\s*" + CALL + r"\(MI, \d+, op, Fixups, STI\);", body, re.M)
    else:
        ops = re.findall(r"op = " + CALL + r"\(MI, \d+, Fixups, STI\);", body)
    posts = re.findall(r"Value = " + CALL + r"\(MI, Value, STI\);", body)
    info["op_methods"] = set(ops)
    info["post_methods"] = set(posts)
    return info


def parse_rs(text):
    info = {}
    b = re.search(r"^pub type Bits = (.*);$", text, re.M)
    info["bits"] = b.group(1) if b else None
    mod = re.search(r"^pub mod opcode \{\n(.*?)^\}", text, re.M | re.S)
    info["opcodes"] = {n: int(v) for n, v in
                       re.findall(r"pub const (\w+): u32 = (\d+);", mod.group(1))} if mod else {}
    trait = re.search(r"^pub trait Encoder \{\n(.*?)^\}", text, re.M | re.S)
    if not trait:
        raise StepError("Rust module: no `pub trait Encoder`")
    methods, doc = [], ""
    for line in trait.group(1).split("\n"):
        s = line.strip()
        if s.startswith("///"):
            doc += s[3:] + " "
        elif s.startswith("fn "):
            f = re.match(r"fn (\w+)\((&(?:mut )?self)(?:, (\w+): ([\w:\[\]; ]+))?\) -> (\w+);$", s)
            if not f:
                raise StepError("Rust module: cannot read trait method `%s`" % s)
            cpp = re.search(r"C\+\+ `" + CALL + r"\(", doc)
            methods.append({"rust": f.group(1), "self": f.group(2), "arg": f.group(3),
                            "cpp": cpp.group(1) if cpp else None})
            doc = ""
    info["methods"] = methods
    off = re.search(r"^pub fn operand_bit_offset\(([^)]*)\)", text, re.M)
    if not off:
        raise StepError("Rust module: no `pub fn operand_bit_offset`")
    n = re.search(r"^pub static INST_BITS: \[Bits; (\d+)\]", text, re.M)
    info["inst_bits"] = int(n.group(1)) if n else None
    info["offset_args"] = len([a for a in off.group(1).split(",") if a.strip()])
    return info


# ---------------------------------------------------------------------------
# generated driver parts

def assign_ids(rs):
    """Method id (the traces' and the encoder functions' key) by C++ name."""
    ids, nxt = {}, 1
    for m in rs["methods"]:
        if m["rust"] == "machine_op_value":
            m["id"] = 0
            ids["getMachineOpValue"] = 0
        elif m["rust"] == "hw_mode":
            m["id"] = None
        else:
            m["id"] = nxt
            ids[m["cpp"]] = nxt
            nxt += 1
    return ids


def target_h(inc, rs, inc_name):
    wide, cls, ns = inc["wide"], inc["class"], inc["namespace"]
    out = ["// Generated by .ci/encoder-diff.py for %s." % inc_name,
           "#define ENCODER_WIDTH %d" % inc["width"],
           "#define HW_MODES %d" % inc["hw_modes"],
           '#define TARGET_INC "%s"' % inc_name, ""]
    # Names in template arguments (fixup kinds, registers): any distinct value.
    extra = {}
    for m in rs["methods"]:
        if m["cpp"] and "<" in m["cpp"]:
            for space, name in re.findall(r"(\w*)::(\w+)", m["cpp"]):
                extra.setdefault(space, set()).add(name)
    spaces = sorted(set([ns]) | set(extra))
    for space in spaces:
        if space:
            out.append("namespace llvm { namespace %s {" % space)
        if space == ns:
            out.append("enum : unsigned {")
            for name, num in sorted(inc["names"].items(), key=lambda x: x[1]):
                out.append("  %s = %d," % (name, num))
            out.append("};")
        if extra.get(space):
            clash = extra[space] & set(inc["names"]) if space == ns else set()
            if clash:
                raise StepError("template argument names clash with opcodes: %s" % sorted(clash))
            out.append("enum TemplateArgs : unsigned {")
            for i, name in enumerate(sorted(extra[space])):
                out.append("  %s = %d," % (name, 0x40000000 + i))
            out.append("};")
        if space:
            out.append("} }")
    out.append("")

    if wide:
        op_sig = ("void", "(const MCInst &MI, unsigned OpNo, APInt &Op, "
                  "SmallVectorImpl<MCFixup> &, const MCSubtargetInfo &) const",
                  "opValueWide(%d, MI, OpNo, Op);")
        post_sig = ("APInt", "(const MCInst &, const APInt &Value, const MCSubtargetInfo &) const",
                    "return postValueWide(%d, Value);")
    else:
        op_sig = ("uint64_t", "(const MCInst &MI, unsigned OpNo, "
                  "SmallVectorImpl<MCFixup> &, const MCSubtargetInfo &) const",
                  "return opValue(%d, MI, OpNo);")
        post_sig = ("uint64_t", "(const MCInst &, uint64_t Value, const MCSubtargetInfo &) const",
                    "return postValue(%d, Value);")
    members, specializations, templates = [], [], set()
    for m in rs["methods"]:
        if m["id"] is None or m["id"] == 0:
            continue
        ret, params, body = op_sig if m["arg"] == "op" else post_sig
        body = body % m["id"]
        base, _, targs = m["cpp"].partition("<")
        if not targs:
            members.append("  %s %s%s { %s }" % (ret, base, params, body))
            continue
        if (base, ret, params) not in templates:
            templates.add((base, ret, params))
            members.append("  template <auto... A> %s %s%s;" % (ret, base, params))
        specializations.append("template <> %s %s::%s<%s%s { %s }" % (ret, cls, base, targs, params, body))
    if wide:
        gmov = ("  void getMachineOpValue(const MCInst &MI, const MCOperand &MO, APInt &Op,\n"
                "      SmallVectorImpl<MCFixup> &, const MCSubtargetInfo &) const {\n"
                "    opValueWide(0, MI, indexOf(MI, MO), Op);\n  }")
        bcfi = ("  void getBinaryCodeForInstr(const MCInst &MI, SmallVectorImpl<MCFixup> &Fixups,\n"
                "      APInt &Inst, APInt &Scratch, const MCSubtargetInfo &STI) const;")
    else:
        gmov = ("  uint64_t getMachineOpValue(const MCInst &MI, const MCOperand &MO,\n"
                "      SmallVectorImpl<MCFixup> &, const MCSubtargetInfo &) const {\n"
                "    return opValue(0, MI, indexOf(MI, MO));\n  }")
        bcfi = ("  uint64_t getBinaryCodeForInstr(const MCInst &MI, SmallVectorImpl<MCFixup> &Fixups,\n"
                "      const MCSubtargetInfo &STI) const;")
    out += ["class %s {" % cls, "public:", gmov] + members + [
        bcfi,
        "  uint32_t getOperandBitOffset(const MCInst &MI, unsigned OpNum,",
        "      const MCSubtargetInfo &STI) const;",
        "};", ""] + specializations + ["", "typedef %s Emitter;" % cls, ""]
    return "\n".join(out)


def stub_rs(inc, rs):
    out = ["// Generated by .ci/encoder-diff.py.",
           "const WIDTH: u32 = %d;" % inc["width"],
           "const HW_MODES: u32 = %d;" % inc["hw_modes"], "",
           "impl emitter::Encoder for Stub {"]
    for m in rs["methods"]:
        if m["rust"] == "hw_mode":
            out.append("    fn hw_mode(%s) -> u32 { self.mode }" % m["self"])
        elif m["arg"] == "op":
            out.append("    fn %s(&mut self, op: u32) -> emitter::Bits { self.op_value(%d, op) }"
                       % (m["rust"], m["id"]))
        else:
            out.append("    fn %s(&mut self, value: emitter::Bits) -> emitter::Bits "
                       "{ self.post_value(%d, value) }" % (m["rust"], m["id"]))
    out.append("}")
    out.append("")
    out.append("fn offset(opcode: u32, op: u32, mode: u32) -> Option<u32> {")
    out.append("    let _ = mode;")
    if rs["offset_args"] == 3:
        out.append("    emitter::operand_bit_offset(opcode, op, mode)")
    else:
        out.append("    emitter::operand_bit_offset(opcode, op)")
    out.append("}")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------

def check_target(name, prio, args, runner):
    clock = {}
    td, includes = TARGETS[name]
    corpus = os.path.join(args.shared, "llvm-19", "llvm")
    d = os.path.join(ROOT, "target", "encoder-diff", name)
    crate = Crate(d, "encoder-diff", target_dir=os.path.join(d, "target"))
    src = os.path.join(d, "src")
    os.makedirs(src, exist_ok=True)
    inc_name = "%sGenMCCodeEmitter.inc" % name
    inc_path = os.path.join(d, inc_name)
    iflags = []
    for i in includes:
        iflags += ["-I", i]
    tablegen = os.path.join(args.bin, "tablegen")

    # 1. generate (ours: C++ and Rust; llvm-tblgen-19: C++)
    jobs = [  # the slowest first
        ["llvm-tblgen-19", "-gen-emitter"] + iflags + [td, "-o", os.path.join(d, "reference.inc")],
        [tablegen, "-gen-emitter"] + iflags + [td, "-o", inc_path],
        [tablegen, "--rust", "-gen-emitter"] + iflags + [td, "-o", os.path.join(src, "emitter.rs")],
    ]
    with concurrent.futures.ThreadPoolExecutor(3) as pool:
        futures = []
        for cmd in jobs:
            futures.append(pool.submit(runner.run, cmd, prio, cwd=corpus, clock=clock, phase="tablegen"))
            time.sleep(0.01)  # queued in this order
        for f in futures:
            f.result()
    with open(inc_path) as f:
        inc_text = f.read()
    with open(os.path.join(d, "reference.inc")) as f:
        if f.read() != inc_text:
            raise StepError("the C++ .inc differs from llvm-tblgen-19's (%s vs %s)"
                            % (inc_path, os.path.join(d, "reference.inc")))
    with open(os.path.join(src, "emitter.rs")) as f:
        rs_text = f.read()
    inc, rs = parse_inc(inc_text), parse_rs(rs_text)
    if args.inject and not args.check:
        inject_rust(os.path.join(src, "emitter.rs"))

    problems = []
    if rs["opcodes"] != inc["names"]:
        only_c = sorted(set(inc["names"]) - set(rs["opcodes"]))
        only_r = sorted(set(rs["opcodes"]) - set(inc["names"]))
        renum = sorted(n for n in set(inc["names"]) & set(rs["opcodes"]) if inc["names"][n] != rs["opcodes"][n])
        problems.append("opcode constants differ from the .inc's InstBits: only in C++ %s, only in Rust %s, "
                        "renumbered %s" % (only_c[:5], only_r[:5],
                                           ["%s %d/%d" % (n, inc["names"][n], rs["opcodes"][n]) for n in renum[:5]]))
    if rs["inst_bits"] != inc["num_opcodes"]:
        problems.append("INST_BITS has %s entries, the .inc's InstBits %d"
                        % (rs["inst_bits"], inc["num_opcodes"]))
    if set(inc["cases"]) != set(rs["opcodes"]):
        problems.append("encoded opcodes: the C++ switch has %d, the Rust module %d"
                        % (len(inc["cases"]), len(rs["opcodes"])))
    ids = assign_ids(rs)
    missing = sorted((inc["op_methods"] | inc["post_methods"]) - set(ids))
    if missing:
        problems.append("encoder methods the .inc calls but the Rust trait lacks: %s" % missing)
    if problems:
        raise StepError("; ".join(problems))
    expect_bits = "u64" if not inc["wide"] else "[u64; %d]" % ((inc["width"] + 63) // 64)
    if rs["bits"] != expect_bits:
        raise StepError("Rust `Bits` is %s, the .inc's words call for %s" % (rs["bits"], expect_bits))

    with open(os.path.join(d, "target.h"), "w") as f:
        f.write(target_h(inc, rs, inc_name))
    shutil.copy(os.path.join(DRIVERS, "driver.cpp"), os.path.join(d, "driver.cpp"))
    files = {"src/stub.rs": stub_rs(inc, rs)}
    for driver, path in (("driver.rs", "src/main.rs"), ("stand_in.rs", "src/stand_in.rs")):
        with open(os.path.join(DRIVERS, driver)) as f:
            files[path] = f.read()
    crate.write(files, dependencies=["tablegen-runtime"], profiles=NO_DEBUG_INFO)

    # the plan: every opcode number; encoded ones K times per mode
    encoded = {rs["opcodes"][n]: n for n in rs["opcodes"]}
    plan, encodings = [], 0
    for opc in range(inc["num_opcodes"]):
        if opc in encoded:
            nops, k = inc["cases"][encoded[opc]] + 2, args.k
        else:
            nops, k = 1, 1
        plan.append("%d %d %d\n" % (opc, nops, k))
        encodings += k * inc["hw_modes"]
    plan_path = os.path.join(d, "plan.txt")
    with open(plan_path, "w") as f:
        f.writelines(plan)

    # 2./3. build both drivers
    def build_cpp():
        llvm = args.llvm
        lib = "LLVM-19" if os.path.exists(os.path.join(llvm, "lib", "libLLVM-19.so")) else "LLVM"
        broken = []
        if args.break_cpp:
            with open(os.path.join(d, "break-cpp.h"), "w") as f:
                f.write('#error "--break-cpp"\n')
            broken = ["-include", os.path.join(d, "break-cpp.h")]
        runner.run(["g++", "-std=c++17", "-O0", "-w"] + broken + ["-I", d, "-I", os.path.join(llvm, "include"),
                    "-D_GNU_SOURCE", "-D__STDC_CONSTANT_MACROS", "-D__STDC_FORMAT_MACROS",
                    "-D__STDC_LIMIT_MACROS", os.path.join(d, "driver.cpp"), "-o", os.path.join(d, "driver"),
                    "-L", os.path.join(llvm, "lib"), "-l" + lib, "-Wl,-rpath," + os.path.join(llvm, "lib")],
                   prio, clock=clock, phase="g++")

    def build_rust():
        runner.run(prio=prio, clock=clock, phase="cargo", **crate.invocation("build", release=args.release))

    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        fc, fr = pool.submit(build_cpp), pool.submit(build_rust)
        fc.result(), fr.result()

    # 4. run
    rust_bin = crate.exe(release=args.release)
    outs = {}

    def run(tag, exe):
        with open(plan_path) as pf, open(os.path.join(d, tag + ".txt"), "wb") as of:
            runner.run([exe, str(args.seed)], prio, stdin=pf, stdout=of, clock=clock, phase="run")
        with open(os.path.join(d, tag + ".txt")) as f:
            outs[tag] = f.read().split("\n")

    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        for f in [pool.submit(run, "cpp", os.path.join(d, "driver")), pool.submit(run, "rust", rust_bin)]:
            f.result()

    # 5. compare
    cpp, rust = outs["cpp"], outs["rust"]
    recorded = record_text(args, name, inc, rs, plan, cpp) if name in RECORDABLE else None
    if args.record:
        with open(os.path.join(args.record, "%s.encoder.txt" % RECORDABLE[name]), "w") as f:
            f.write(recorded)
    n_e = sum(1 for line in cpp if line.startswith("E "))
    n_o = sum(line.count(",") + 1 for line in cpp if line.startswith("O "))
    stats = {"instructions": len(encoded), "encodings": n_e, "offsets": n_o}
    if n_e != encodings:
        raise StepError("the C++ driver printed %d encodings, the plan has %d" % (n_e, encodings))
    diffs = [i for i in range(max(len(cpp), len(rust)))
             if (cpp[i] if i < len(cpp) else None) != (rust[i] if i < len(rust) else None)]
    timing = ", ".join("%s %.1f s" % (k, clock.get(k, 0)) for k in ("tablegen", "g++", "cargo", "run"))
    summary = "%d instructions (%d opcodes, %d hw modes), %d encodings, %d operand offsets" % (
        len(encoded), inc["num_opcodes"], inc["hw_modes"], n_e, n_o)
    if not diffs:
        for tag in outs:
            os.remove(os.path.join(d, tag + ".txt"))
        return stats, 0, "%s, identical (%s)" % (summary, timing), recorded
    names = {v: k for k, v in inc["names"].items()}
    lines = ["%s, %d DIFFERENT lines (%s)" % (summary, len(diffs), timing)]
    for i in diffs[:args.show]:
        c = cpp[i] if i < len(cpp) else "<missing>"
        r = rust[i] if i < len(rust) else "<missing>"
        f = c.split() if c != "<missing>" else r.split()
        what = ""
        if len(f) >= 3 and f[0] in "EO":
            opc, mode = int(f[1]), int(f[2])
            what = "%s (%d)" % (names.get(opc, "?"), opc)
            if inc["hw_modes"] > 1:
                what += " hw mode %d" % mode
            if f[0] == "E":
                nops = int(plan[opc].split()[1])
                ops = vector_for(args.seed, opc, mode, int(f[3]), nops)
                what += " operands [%s]" % ", ".join("%#x" % v for v in ops)
            else:
                what += " getOperandBitOffset for op 0..%d" % (int(plan[opc].split()[1]) - 1)
        lines.append("    %s\n      c++:  %s\n      rust: %s" % (what, c, r))
    used = set()
    for i in diffs[:args.show]:
        for line in (cpp[i] if i < len(cpp) else "", rust[i] if i < len(rust) else ""):
            calls = line.partition("|")[2]
            used |= set(int(c.lstrip("p").partition("@")[0]) for c in calls.split(",") if c)
    legend = ["%d=%s" % (m["id"], m["cpp"] or m["rust"]) for m in rs["methods"] if m["id"] in used]
    if legend:
        lines.append("    calls (ID@OPERAND, pID: post-encoder): " + ", ".join(legend))
    lines.append("    (outputs kept in %s/{cpp,rust}.txt)" % d)
    return stats, len(diffs), "\n".join(lines), recorded


def inject_rust(path):
    """--inject: the first non-zero INST_BITS literal of the generated Rust
    module gets its lowest bit flipped (operand vector 0, all zeros, then
    shows it whatever fields the bit belongs to)."""
    with open(path) as f:
        text = f.read()
    m = re.search(r"^pub static INST_BITS: \[Bits; \d+\] = \[\n", text, re.M)
    if not m:
        raise StepError("--inject: no INST_BITS table in %s" % path)
    end = text.index("\n];", m.end())
    lit = next((x for x in re.finditer(r"0x([0-9a-fA-F_]+)", text[m.end():end]) if int(x.group(1).replace("_", ""), 16)),
               None)
    if not lit:
        raise StepError("--inject: INST_BITS has no non-zero entry in %s" % path)
    at = m.end() + lit.start(1)
    old = lit.group(1)
    new = old[:-1] + "%x" % (int(old[-1], 16) ^ 1)
    print("encoder-diff --inject: INST_BITS literal 0x%s -> 0x%s in %s" % (old, new, path), flush=True)
    with open(path, "w") as f:
        f.write(text[:at] + new + text[at + len(old):])


def record_text(args, name, inc, rs, plan, cpp):
    """<module>.encoder.txt: what tests/generated/tests/encoder_answers.rs
    needs to replay the plan (seed, widths, method ids, plan lines), then the C++
    driver's output lines."""
    out = ["# The C++ answers of the -gen-emitter differential test for %s: LLVM 19's" % name,
           "# getBinaryCodeForInstr / getOperandBitOffset (the .inc compiled with g++ and",
           "# tests/encoder-diff/driver.cpp). Checked by tests/encoder_answers.rs; rewrite with",
           "#   .ci/encoder-diff.py --targets %s --record tests/generated/answers -k %d" % (name, args.k),
           "seed %#x" % args.seed,
           "width %d" % inc["width"],
           "hw_modes %d" % inc["hw_modes"]]
    for m in rs["methods"]:
        if m["id"] is not None:
            out.append("method %d %s" % (m["id"], m["rust"]))
    out += ["plan " + line.strip() for line in plan]
    out += [line for line in cpp if line]
    return "\n".join(out) + "\n"


def recorded_parameters(path):
    """The -k and seed a recorded file was written with."""
    with open(path) as f:
        text = f.read()
    k = re.search(r"^#   \.ci/encoder-diff\.py .* -k (\d+)$", text, re.M)
    seed = re.search(r"^seed (0x[0-9a-f]+|\d+)$", text, re.M)
    if not k or not seed:
        raise StepError("%s: no `-k N` comment or `seed` line" % path)
    return int(k.group(1)), int(seed.group(1), 0)


def answer_lines(text):
    return sum(1 for line in text.split("\n") if line[:2] in ("E ", "O "))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shared", default=SHARED,
                    help="the shared directory holding llvm-19/ (default: ../shared or $SHARED)")
    ap.add_argument("--bin", default=RELEASE, help="directory with tablegen")
    ap.add_argument("--llvm", default="/usr/lib/llvm-19", help="LLVM 19's prefix: include/, lib/libLLVM*.so")
    ap.add_argument("-k", type=int, default=8, help="operand vectors per encoded opcode and hw mode (default 8)")
    ap.add_argument("--seed", type=lambda s: int(s, 0), default=0x5EED)
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--release", action="store_true", help="build the Rust drivers with --release")
    ap.add_argument("--show", type=int, default=10, help="differences shown per target")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--record", metavar="DIR",
                      help="also write the C++ answers of the targets %s to DIR/<module>.encoder.txt "
                           "(for tests/generated/tests/encoder_answers.rs); default targets: those"
                           % ", ".join(RECORDABLE))
    mode.add_argument("--check", action="store_true",
                      help="re-verify tests/generated/answers/<module>.encoder.txt of the targets %s "
                           "(the default targets then) against the C++ driver of today" % ", ".join(RECORDABLE))
    # Only one of the two names of the check is known before parsing: the
    # help and the verdict use the one --check selects.
    pre = ap.parse_known_args()[0]
    check = checks.Check("encoder-answers" if pre.check else "encoder-diff", unit="target")
    check.add_arguments(ap, inject=("inst-bits",))
    ap.add_argument("--targets", dest="only", help="an alias of --only")
    args = check.configure(ap.parse_args())
    args.shared = os.path.abspath(args.shared)
    args.bin = os.path.abspath(args.bin)
    if args.record or args.check:
        available = list(RECORDABLE)
    else:
        available = list(TARGETS)
    targets = check.select(args.only, available)
    answers = os.path.join(ROOT, "tests", "generated", "answers")
    if args.record:
        args.record = os.path.abspath(args.record)
    per_target = {}
    for t in targets:
        targs = copy.copy(args)
        if args.check:
            try:
                targs.k, targs.seed = recorded_parameters(os.path.join(answers, "%s.encoder.txt" % RECORDABLE[t]))
            except (OSError, StepError) as e:
                check.usage("%s: %s" % (t, e))
        per_target[t] = targs
    runner = Runner(args.jobs)
    start = time.time()
    failed, totals = 0, {"instructions": 0, "encodings": 0, "offsets": 0}
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(targets)) as pool:
        futures = {}
        for prio, t in enumerate(targets):  # the biggest first
            futures[pool.submit(check_target, t, prio, per_target[t], runner)] = t
        for fut in concurrent.futures.as_completed(futures):
            t = futures[fut]
            try:
                stats, ndiffs, text, recorded = fut.result()
            except StepError as e:
                check.error(t, str(e))
                continue
            except Exception as e:  # a bug of this script, or an unexpected file: report, go on
                check.error(t, "%s: %s" % (type(e).__name__, e))
                continue
            for key in totals:
                totals[key] += stats[key]
            print("%s: %s" % (t, text), flush=True)
            if args.check:
                path = os.path.join(answers, "%s.encoder.txt" % RECORDABLE[t])
                with open(path) as f:
                    want = f.read()
                if args.inject:
                    # A copy of the recording with one answer byte changed.
                    at = want.index("\nE ") + 3
                    want = want[:at] + ("1" if want[at] != "1" else "2") + want[at + 1:]
                    print("encoder-answers --inject: byte %d of a copy of %s changed" % (at, path))
                check.count(t, answer_lines(recorded), "answer lines", floor=answer_lines(want))
                if recorded != want:
                    line, was, now = checks.first_difference(want, recorded)
                    print("%s: differs from %s from line %d:\n  now:      %s\n  recorded: %s"
                          % (t, path, line, "<end>" if now is None else now, "<end>" if was is None else was))
                    check.differ(t)
                elif args.inject:
                    # Every changed copy must be caught, not just one of them.
                    check.error(t, "the changed copy of %s was not reported as differing" % path)
                else:
                    print("%s: %s still holds (%d answer lines)" % (t, path, answer_lines(want)))
                if ndiffs:
                    check.error(t, "the Rust module differs from the C++ (%d lines): run .ci/encoder-diff.py" % ndiffs)
            else:
                for key, kind in (("instructions", "instructions"), ("encodings", "encodings"),
                                  ("offsets", "operand offsets")):
                    check.count(t, stats[key], kind)
                if ndiffs:
                    check.differ(t, ndiffs)
                    failed += 1
    print("wall time %.0f s" % (time.time() - start))
    if not args.check:
        print("encoder-diff: %d targets, %d instructions, %d encodings, %d operand offsets, %d not identical"
              % (len(targets), totals["instructions"], totals["encodings"], totals["offsets"], failed))
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
