#!/usr/bin/env python3
"""Printer oracle: the Rust printers generated from LLVM's RISCV.td,
AArch64.td and X86.td, with hand-written hooks, against llvm-mc-19.

For each selected target:

  1. corpus: instruction words (corpus_fixed.py: every encoding of the
     decoder's instruction records plus random words) or, for X86, byte
     strings (corpus_x86.py), from a fixed seed;
  2. reference: `llvm-mc-19 --disassemble -show-inst -show-encoding` in each
     of the target's modes (TARGETS below: RISC-V with and without
     aliases and with architectural register names, X86 in AT&T and Intel
     syntax) decodes them and prints, per
     instruction, its text and the MCInst it printed it from (opcode and
     operands) with its encoding;
  3. ours: one throwaway crate (target/printer-oracle/, .ci/lib/throwaway.py)
     includes the modules `target/release/tablegen --rust` writes for the
     target (GEN below: the printers of -gen-asm-writer, register and
     instruction info, system operands) and the target's hand-written hooks
     (`<target>.rs` here: what LLVM's `<Target>InstPrinter` writes by hand),
     and prints every distinct MCInst of step 2 from the MCInst alone;
  4. the texts are compared (trailing spaces aside: llvm-mc pads the text to
     its comment column).

The subtarget features the hooks answer `has_feature` with are those the
mode's llvm-mc subtarget has: its CPU's (llvm-mc's default CPU of the
triple), the triple's and the -mattr's, closed over `Implies`; run.py
writes them as `crate::gen::<t>::features`.

Exclusions (each Target's `exclusions`) are MCInsts the generated printer is not
asked to print, each with its reason; they are counted and shown, and
bounded by SKIPPED_MAX. Units are the targets' modes (`RISCV/aliases`,
`RISCV/no-aliases`, `X86/intel`, ...; a target's name selects all of
its modes); counted per unit: instructions
compared (distinct MCInsts) with a floor in .ci/floors/printer-oracle.tsv
(CI_RECORD_FLOORS=1 records them). A case our side prints differently, or
cannot print, is a difference; a failing tool or crate is a harness error
(.ci/lib/checks.py).

  --only UNITS  targets or units to run (default: the targets with hooks
                written, DEFAULT_TARGETS); an unknown name or an empty
                selection exits 2 before anything runs.
  --words N     corpus size per target (default 50,000).
  --inject      in the first selected target's first printer module, the
                mnemonic of the opcode compared most often in its first unit
                gets one byte shorter (its OPCODE_PRINT row): the run passes
                only if the comparison reports it.
  --break-cpp   `false` runs in place of llvm-mc-19: the run must fail.
  --bench S     after comparing, prints each unit's cases again for about S
                seconds and reports instructions per second of the Rust
                printers beside LLVM 19's own printer (bench.cpp: libLLVM's
                MCInstPrinter of the target, created as llvm-mc-19 creates
                it, printing the same MCInsts into a reused buffer).

Needs llvm-mc-19, cargo and LLVM 19's sources ($SHARED/llvm-19/llvm); --bench
also g++ and llvm-config-19 (LLVM 19's headers and libLLVM).

usage: .ci/printer-oracle/run.py [--shared DIR] [--only UNITS] [--words N]
                                 [--inject] [--break-cpp] [--bench S]
"""

import argparse
import dataclasses
import functools
import json
import os
import random
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
sys.path.insert(0, HERE)
import checks  # noqa: E402
import corpus_fixed  # noqa: E402
import throwaway  # noqa: E402

NAME = "printer-oracle"
SEED = 54
WORDS = 50_000
# Differences shown per unit.
SHOW = 10
# Excluded cases, as a fraction of a unit's compared ones: RISCV/aliases
# leaves out the compressed instructions (its `exclusions`), about 40% of what it
# decodes (random halfwords, and the halfwords llvm-mc resynchronises on
# after an invalid word, are mostly valid C instructions); no other unit
# excludes anything today.
SKIPPED_MAX = 0.5


@dataclasses.dataclass(frozen=True)
class Mode:
    """One llvm-mc mode of a target: the subtarget and printer settings
    llvm-mc-19 gets, kept as such so that bench.cpp gets the same ones
    (`llvm_mc_args` derives llvm-mc's arguments from them)."""

    triple: str
    # The -mattr features, without their `+`.
    mattr: tuple = ()
    # -output-asm-variant.
    variant: int = 0
    # The -M option ("" for none).
    option: str = ""

    def llvm_mc_args(self):
        args = [f"-triple={self.triple}"]
        if self.mattr:
            args.append("-mattr=" + ",".join("+" + f for f in self.mattr))
        if self.variant:
            args.append(f"-output-asm-variant={self.variant}")
        if self.option:
            args += ["-M", self.option]
        return args

    def features(self):
        """bench.cpp's feature string: -mattr's."""
        return ",".join("+" + f for f in self.mattr)


class Target:
    """One target: its .td, the modules generated from it, its llvm-mc modes."""

    def __init__(self, name, td_dir, td, modes, gen, cpu, triple_features, mattr, corpus, shared=None,
                 exclusions=None):
        self.name, self.td_dir, self.td = name, td_dir, td
        self.module = name.lower()
        # {mode: Mode}
        self.modes = modes
        # {module: tablegen arguments}
        self.gen = gen
        # The subtarget llvm-mc builds: its CPU, what the triple adds, -mattr.
        self.cpu, self.triple_features, self.mattr = cpu, triple_features, mattr
        self.corpus = corpus
        # {module: file of the repository} included beside the generated
        # modules (hooks that live outside this check).
        self.shared = shared or {}
        # [(modes, opcodes, reason)]: the MCInsts the oracle does not
        # compare in those modes; `opcodes` maps the records (-dump-json)
        # to a set of opcode names.
        self.exclusions = exclusions or []

    def unit(self, mode):
        return f"{self.name}/{mode}"


def compressed_opcodes(records):
    """The instructions RISCVInstPrinter uncompresses before printing with
    aliases: the compressed side of every CompressPat."""
    out = set()
    for name in records["!instanceof"].get("CompressPat", []):
        out.add(records[name]["Output"]["operator"]["def"])
    return out


RV_MATTR = ("m", "a", "f", "d", "c", "v")
AARCH64_MATTR = ("v9a", "sve2", "sme")

TARGETS = [
    Target("RISCV", "RISCV", "RISCV.td",
           {"aliases": Mode("riscv64", RV_MATTR),
            "no-aliases": Mode("riscv64", RV_MATTR, option="no-aliases"),
            "numeric": Mode("riscv64", RV_MATTR, option="numeric")},
           # The names of the examples crate's module tree, which
           # examples/riscv_printer.rs (the hooks) reads.
           {"asm_writer": ["-gen-asm-writer"], "register_info": ["-gen-register-info"],
            "searchable_tables": ["-gen-searchable-tables"]},
           # createRISCVMCSubtargetInfo: an empty CPU is generic-rv64 on riscv64.
           "generic-rv64", [], list(RV_MATTR), "fixed", {"printer": "examples/riscv_printer.rs"},
           [(("aliases", "numeric"), compressed_opcodes,
             "RISCVInstPrinter::printInst first uncompresses a compressed "
             "instruction (RISCVRVC::uncompress, written by "
             "-gen-compress-inst-emitter, a later issue's backend); the "
             "no-aliases mode prints it as is and compares it")]),
    Target("AArch64", "AArch64", "AArch64.td",
           {"default": Mode("aarch64", AARCH64_MATTR)},
           # The names of the examples crate's module tree, which
           # examples/aarch64_printer.rs (the hooks) reads.
           {"asm_writer": ["-gen-asm-writer"], "register_info": ["-gen-register-info"],
            "instr_info": ["-gen-instr-info"], "searchable_tables": ["-gen-searchable-tables"]},
           # createAArch64MCSubtargetInfo: an empty CPU is `generic` (and +v8a
           # only when no -mattr is given).
           "generic", [], list(AARCH64_MATTR), "fixed", {"printer": "examples/aarch64_printer.rs"}),
    Target("X86", "X86", "X86.td",
           {"att": Mode("x86_64"), "intel": Mode("x86_64", variant=1)},
           {"printer0": ["-gen-asm-writer"], "printer1": ["-gen-asm-writer", "-asmwriternum=1"],
            "regs": ["-gen-register-info"], "instrs": ["-gen-instr-info"]},
           # createX86MCSubtargetInfo: an empty CPU is `generic`;
           # X86_MC::ParseX86Triple adds these on x86_64.
           "generic", ["64bit-mode", "sse2"], [], "x86"),
]
BY_NAME = {t.name: t for t in TARGETS}
# The targets whose hooks are written (.ci/printer-oracle/<target>.rs).
DEFAULT_TARGETS = [t.name for t in TARGETS if os.path.exists(os.path.join(HERE, t.module + ".rs"))]


def excluded(target, mode, records):
    """{opcode name: reason} of the MCInsts the oracle does not compare in
    this mode (the target's `exclusions`)."""
    out = {}
    for modes, opcodes, reason in target.exclusions:
        if mode in modes:
            out.update({name: reason for name in opcodes(records)})
    return out


# -- the subtarget's features


def compare_numeric(a, b):
    """LLVM's StringRef::compare_numeric: runs of digits compare as numbers
    (a longer run is larger), everything else byte by byte."""
    n = min(len(a), len(b))
    i = 0
    while i < n:
        if a[i].isdigit() and b[i].isdigit():
            j = i + 1
            while j != n + 1:
                left, right = j < len(a) and a[j].isdigit(), j < len(b) and b[j].isdigit()
                if left != right:
                    return -1 if right else 1
                if not right:
                    break
                j += 1
            if a[i:j] != b[i:j]:
                return -1 if a[i:j] < b[i:j] else 1
            i = j
            continue
        if a[i] != b[i]:
            return -1 if a[i] < b[i] else 1
        i += 1
    return (len(a) > len(b)) - (len(a) < len(b))


def features(target, records):
    """[(bit, record name)] of the features llvm-mc's subtarget has: the
    feature bits are the records' positions in LLVM's record order (names
    compared with digit runs as numbers: LessRecord), as SubtargetEmitter
    numbers them."""
    names = sorted(records["!instanceof"].get("SubtargetFeature", []), key=functools.cmp_to_key(compare_numeric))
    by_flag = {records[n]["Name"]: n for n in names}
    start = []
    cpus = [p for p in records["!instanceof"].get("Processor", []) if records[p]["Name"] == target.cpu]
    if len(cpus) != 1:
        raise HarnessError(f"{target.name}: no single Processor named {target.cpu!r}")
    start += [f["def"] for f in records[cpus[0]]["Features"]]
    for flag in target.triple_features + target.mattr:
        if flag not in by_flag:
            raise HarnessError(f"{target.name}: no SubtargetFeature named {flag!r}")
        start.append(by_flag[flag])
    on, todo = set(), list(start)
    while todo:
        f = todo.pop()
        if f not in on:
            on.add(f)
            todo += [i["def"] for i in records[f]["Implies"]]
    return [(names.index(n), n) for n in sorted(on, key=names.index)]


def features_rs(target, mode_args, enabled):
    rows = "\n".join(f'    ({bit}, "{name}"),' for bit, name in enabled)
    words = max(bit for bit, _ in enabled) // 64 + 1
    return (f"// The subtarget features of `llvm-mc-19 {' '.join(mode_args)}` (CPU {target.cpu!r},\n"
            f"// plus the triple's {target.triple_features} and -mattr {target.mattr}, closed over\n"
            f"// `Implies`): (feature bit, record name), by bit. Written by .ci/printer-oracle/run.py.\n\n"
            f"pub const ENABLED: &[(u32, &str)] = &[\n{rows}\n];\n\n"
            "/// ENABLED's bits as a bit set: alias conditions test a bit at nearly\n"
            "/// every pattern they try.\n"
            f"const SET: [u64; {words}] = {{\n"
            f"    let mut set = [0u64; {words}];\n"
            "    let mut k = 0;\n"
            "    while k < ENABLED.len() {\n"
            "        set[(ENABLED[k].0 / 64) as usize] |= 1 << (ENABLED[k].0 % 64);\n"
            "        k += 1;\n"
            "    }\n"
            "    set\n"
            "};\n\n"
            "/// True if the subtarget has feature `bit`.\n"
            "pub fn enabled(bit: u32) -> bool {\n"
            "    SET.get((bit / 64) as usize).is_some_and(|word| (word >> (bit % 64)) & 1 != 0)\n}\n\n"
            "/// True if the subtarget has the feature whose record is `name`.\n"
            "pub fn enabled_name(name: &str) -> bool {\n"
            "    ENABLED.iter().any(|&(_, n)| n == name)\n}\n")


# -- llvm-mc's output


class HarnessError(Exception):
    """A step of the harness failed (not a difference of the comparison)."""


# llvm-mc's comments start with the target's comment string: `#` (RISC-V,
# X86) or `//` (AArch64).
ENCODING = re.compile(r"^(.*?)\s*(?:#|//) encoding: \[([^\]]*)\]\s*$")
MCINST = re.compile(r"^\s*(?:#|//) <MCInst #(\d+) (\S+?)(>?)$")
OPERAND = re.compile(r"^\s*(?:#|//)  <MCOperand (\w+):(.*?)>(>?)$")
COMMENT = re.compile(r"^\s*(?:#|//)")
FIXUP = re.compile(r"^\s*(?:#|//)\s+fixup ")


def parse_operand(kind, value):
    """The driver's spelling of one MCOperand, or None for a kind it has no
    spelling for."""
    if kind == "Reg":
        return f"r{int(value)}"
    if kind == "Imm":
        return f"i{int(value)}"
    return None


def parse_listing(text):
    """[(text, bytes, opcode, name, operands or None)] of llvm-mc's listing.
    The text is everything printed before the encoding comment (lines of a
    multi-line instruction joined by newlines), trailing spaces removed."""
    out, pending, lines, i = [], [], text.splitlines(), 0
    while i < len(lines):
        line = lines[i]
        i += 1
        m = ENCODING.match(line)
        if not m:
            if line.strip() and not COMMENT.match(line) and line.strip() != ".text":
                pending.append(line)
            continue
        body = "\n".join(pending + [m.group(1)]).rstrip(" ")
        pending = []
        data = bytes(int(b, 16) for b in m.group(2).split(",") if b.strip())
        # A PC-relative operand's fixup lines come between.
        while i < len(lines) and FIXUP.match(lines[i]):
            i += 1
        head = MCINST.match(lines[i]) if i < len(lines) else None
        if not head:
            raise HarnessError(f"no MCInst after the encoding comment at line {i}: {line!r}")
        i += 1
        ops, closed = [], head.group(3) == ">"
        while not closed:
            op = OPERAND.match(lines[i]) if i < len(lines) else None
            if not op:
                raise HarnessError(f"unexpected line in an MCInst at line {i + 1}: {lines[i]!r}")
            i += 1
            spelled = parse_operand(op.group(1), op.group(2))
            ops = None if ops is None or spelled is None else ops + [spelled]
            closed = op.group(3) == ">"
        out.append((body, data, int(head.group(1)), head.group(2), ops))
    return out


def disassemble(words, args, llvm_mc, path):
    """llvm-mc's listing and its count of invalid encodings for `words`
    (one per line)."""
    with open(path, "w") as f:
        for w in words:
            f.write(" ".join(f"0x{b:02x}" for b in w) + "\n")
    t0 = time.time()
    p = subprocess.run([llvm_mc, "--disassemble", "-show-inst", "-show-encoding", *args, path],
                       capture_output=True, text=True)
    seconds = time.time() - t0
    if p.returncode != 0 and "invalid instruction encoding" not in p.stderr:
        raise HarnessError(f"{llvm_mc} {' '.join(args)} failed (exit {p.returncode}): {p.stderr[-2000:]}")
    invalid = p.stderr.count("invalid instruction encoding")
    return parse_listing(p.stdout), invalid, seconds


# -- the crate


def main_rs(targets):
    decls = ["", "// -- written by run.py: the selected targets' modules", "", "pub mod gen {"]
    for t in targets:
        decls.append(f"    pub mod {t.module} {{")
        for module in list(t.gen) + list(t.shared) + ["features"]:
            decls.append(f'        pub mod {module} {{ include!("gen/{t.module}/{module}.rs"); }}')
        decls.append("    }")
    decls.append("}")
    decls += [f"mod {t.module};" for t in targets]
    decls += ["", "fn printer(target: &str, mode: &str) -> Option<Box<dyn TargetPrinter>> {",
              "    match target {"]
    decls += [f'        "{t.name}" => {t.module}::printer(mode),' for t in targets]
    decls += ["        _ => None,", "    }", "}", ""]
    with open(os.path.join(HERE, "driver.rs")) as f:
        return f.read() + "\n".join(decls)


def inject(path, opcode_name):
    """Makes opcode_name's mnemonic one byte shorter in its OPCODE_PRINT
    row (its last character, often the tab before the operands, goes)."""
    with open(path) as f:
        text = f.read()
    row = re.compile(r"^(\s*\(\d+, )(\d+)(, .*// %s)$" % re.escape(opcode_name), re.M)
    m = row.search(text, text.find("pub static OPCODE_PRINT"))
    if not m or int(m.group(2)) == 0:
        raise HarnessError(f"--inject: no OPCODE_PRINT row with a mnemonic for {opcode_name} in {path}")
    print(f"{NAME} --inject: OPCODE_PRINT row of {opcode_name}: mnemonic length {m.group(2)} -> {int(m.group(2)) - 1}")
    with open(path, "w") as f:
        f.write(text[:m.start(2)] + str(int(m.group(2)) - 1) + text[m.end(2):])


def main():
    check = checks.Check(NAME, unit="mode", skipped_max=SKIPPED_MAX)
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=throwaway.SHARED)
    ap.add_argument("--words", type=int, default=WORDS)
    ap.add_argument("--bench", type=float, default=None)
    check.add_arguments(ap, inject=("opcode-print",))
    args = check.configure(ap.parse_args())
    units = {t.unit(m): (t, m) for t in TARGETS for m in t.modes}
    if args.only is None:
        selected = check.select(None, [t.unit(m) for t in TARGETS if t.name in DEFAULT_TARGETS for m in t.modes])
    else:
        # A target's name stands for all of its modes.
        names = [n.strip() for n in args.only.split(",") if n.strip()]
        expanded = [u for n in names for u in ([BY_NAME[n].unit(m) for m in BY_NAME[n].modes] if n in BY_NAME else [n])]
        selected = check.select(",".join(expanded) if expanded else args.only, list(units))
    try:
        compare(args, check, [units[u] for u in selected])
    except (HarnessError, throwaway.StepError, OSError, ValueError, KeyError) as e:
        check.error(selected[0] if selected else NAME,
                    str(e) if isinstance(e, (HarnessError, throwaway.StepError)) else f"{type(e).__name__}: {e}")
    return check.finish()


def compare(args, check, chosen):
    shared = os.path.abspath(args.shared)
    llvm = f"{shared}/llvm-19/llvm"
    tablegen = os.path.join(throwaway.RELEASE, "tablegen")
    llvm_mc = "false" if args.break_cpp else "llvm-mc-19"
    work = os.path.join(ROOT, "target", NAME)
    crate = throwaway.Crate(os.path.join(work, "crate"), NAME)
    crate.reset()
    targets = []
    for t, _m in chosen:
        if t not in targets:
            targets.append(t)

    cases, expected, reports = [], [], {}
    files = {"src/main.rs": main_rs(targets)}
    for t in targets:
        t0 = time.time()
        td = ["-I", f"{llvm}/include", "-I", f"{llvm}/lib/Target/{t.td_dir}", f"{llvm}/lib/Target/{t.td_dir}/{t.td}"]
        records_path = os.path.join(work, f"{t.module}-records.json")
        throwaway.run([tablegen, "-dump-json", *td, "-o", records_path])
        with open(records_path) as f:
            records = json.load(f)
        files[f"src/gen/{t.module}/features.rs"] = features_rs(t, next(iter(t.modes.values())).llvm_mc_args(), features(t, records))
        with open(os.path.join(HERE, f"{t.module}.rs")) as f:
            files[f"src/{t.module}.rs"] = f.read()
        for module, path in t.shared.items():
            with open(os.path.join(ROOT, path)) as f:
                files[f"src/gen/{t.module}/{module}.rs"] = f.read()
        rng = random.Random(SEED)
        if t.corpus == "fixed":
            words = corpus_fixed.corpus(records, rng, args.words)
        else:
            import corpus_x86  # noqa: E402  (only X86 needs it)
            words = corpus_x86.corpus(records, rng, args.words)
        if len(words) < args.words:
            raise HarnessError(f"{t.name}: the corpus has {len(words)} words, fewer than {args.words}")
        print(f"{NAME}: {t.name}: {len(words)} words ({time.time() - t0:.0f} s)")
        for mode, settings in t.modes.items():
            if (t, mode) not in chosen:
                continue
            unit = t.unit(mode)
            listing, invalid, mc_seconds = disassemble(words, settings.llvm_mc_args(), llvm_mc,
                                                       os.path.join(work, f"{t.module}-{mode}.txt"))
            skip = excluded(t, mode, records)
            seen, skipped = set(), {}
            for text, data, opcode, name, ops in listing:
                if ops is None:
                    skipped["an operand kind the driver cannot spell"] = skipped.get(
                        "an operand kind the driver cannot spell", 0) + 1
                    continue
                key = (opcode, tuple(ops), data)
                if key in seen:
                    continue
                seen.add(key)
                if name in skip:
                    skipped[skip[name]] = skipped.get(skip[name], 0) + 1
                    continue
                cases.append(f"{t.name}\t{mode}\t{opcode}\t{' '.join(ops)}\t{data.hex()}")
                expected.append((unit, name, ops, text))
            reports[unit] = dict(words=len(words), decoded=len(listing), invalid=invalid,
                                 skipped=skipped, mc_seconds=mc_seconds)
            print(f"{NAME}: {unit}: llvm-mc-19 decoded {len(listing)} instructions, "
                  f"{invalid} invalid encodings ({mc_seconds:.1f} s)")
        # The modules last: a reference that fails (--break-cpp) fails first.
        t0 = time.time()
        gen_dir = os.path.join(crate.dir, "src", "gen", t.module)
        os.makedirs(gen_dir, exist_ok=True)
        for module, backend in t.gen.items():
            throwaway.run([tablegen, "--rust", *backend, *td, "-o", os.path.join(gen_dir, f"{module}.rs")])
        print(f"{NAME}: {t.name}: modules generated ({time.time() - t0:.0f} s)")

    if not cases:
        raise HarnessError("llvm-mc-19 decoded nothing to compare")
    crate.write(files, dependencies=["tablegen-runtime"], profiles=throwaway.NO_DEBUG_INFO)
    if args.inject:
        # The opcode compared most often in the first unit, in its first
        # printer module.
        unit = next(u for u in reports if BY_NAME[u.split("/")[0]] is targets[0])
        names = [e[1] for e in expected if e[0] == unit]
        name = max(sorted(set(names)), key=names.count)
        module = next(m for m, b in targets[0].gen.items() if b[0] == "-gen-asm-writer")
        inject(os.path.join(crate.dir, "src", "gen", targets[0].module, f"{module}.rs"), name)
        check.injected(unit)
    t0 = time.time()
    crate.cargo("build", release=True)
    print(f"{NAME}: crate built ({time.time() - t0:.0f} s)")
    cases_path = os.path.join(work, "cases.tsv")
    with open(cases_path, "w") as f:
        f.write("\n".join(cases) + "\n")
    cmd = [crate.exe(release=True), cases_path] + (["--bench", str(args.bench)] if args.bench else [])
    run = throwaway.run(cmd)
    lines = run.stdout.decode().splitlines()
    if len(lines) != len(cases):
        raise HarnessError(f"the driver printed {len(lines)} lines for {len(cases)} cases")
    report(check, reports, expected, lines)
    if args.bench:
        bench(chosen, args.bench, cases_path, run.stderr.decode(), work)


def unescape(text):
    return re.sub(r"\\(.)", lambda m: {"t": "\t", "n": "\n"}.get(m.group(1), m.group(1)), text)


def report(check, reports, expected, lines):
    diffs = {}
    compared = {}
    for (unit, name, ops, want), line in zip(expected, lines):
        compared[unit] = compared.get(unit, 0) + 1
        status, _, got = line.partition("\t")
        got = unescape(got)
        if status == "OK" and got.rstrip(" ") == want:
            continue
        shown = got if status == "OK" else f"(error: {got})"
        diffs.setdefault(unit, []).append(f"{name} {' '.join(ops)}: llvm-mc {want!r}, ours {shown!r}")
    for unit, r in reports.items():
        n = compared.get(unit, 0)
        bad = diffs.get(unit, [])
        print(f"{NAME}: {unit}: {r['words']} words, {r['decoded']} decoded, {n} distinct compared, "
              f"{n - len(bad)} identical, {len(bad)} differ")
        for reason, k in sorted(r["skipped"].items()):
            print(f"{NAME}: {unit}: excluded {k}: {reason}")
            check.skip(unit, k, reason)
        for d in bad[:SHOW]:
            print(f"{NAME}: {unit}:   {d}")
        check.count(unit, n, "instructions")
        if bad:
            check.differ(unit, len(bad))


def bench(chosen, seconds, cases_path, stderr, work):
    """Instructions per second of the Rust printers (the driver's BENCH
    lines) beside LLVM 19's own printer (bench.cpp, libLLVM's
    MCInstPrinter as llvm-mc-19 creates it) on the same MCInsts."""
    exe = os.path.join(work, "bench")
    flags = subprocess.run(["llvm-config-19", "--cxxflags", "--ldflags", "--libs"],
                           capture_output=True, text=True, check=True).stdout.split()
    throwaway.run(["g++", "-O2", os.path.join(HERE, "bench.cpp"), "-o", exe, *flags])
    ours = {}
    for line in stderr.splitlines():
        parts = line.split()
        if len(parts) == 5 and parts[0] == "BENCH":
            ours[(parts[1], parts[2])] = int(parts[3]) / float(parts[4])
    for t, mode in chosen:
        m = t.modes[mode]
        run = throwaway.run([exe, cases_path, t.name, mode, m.triple, m.features(), str(m.variant), m.option,
                             str(seconds)])
        parts = run.stdout.decode().split()
        theirs = int(parts[3]) / float(parts[4])
        mine = ours.get((t.name, mode), 0.0)
        print(f"{NAME} bench: {t.unit(mode)}: Rust printer {mine:,.0f} instructions/s, "
              f"LLVM 19's {theirs:,.0f} instructions/s: {mine / theirs:.2f}x")


if __name__ == "__main__":
    sys.exit(main())
