#!/usr/bin/env python3
"""RISC-V instruction instances encoded by llvm-mc-19: the oracle's cases.

Reads LLVM 19's RISCV.td through our own `tablegen -dump-json`, takes every
non-pseudo instruction an RV64IMAFDC assembler accepts (its `Predicates`,
evaluated on the AssemblerCondDag of each predicate against the features
that `-mattr=+m,+a,+f,+d,+c` enables, with their implications), writes
`--per-inst` instances of each with random registers and in-range
immediates, and assembles them with `llvm-mc-19 -show-encoding -show-inst`.
Each case is the MCInst llvm-mc built (opcode name, operands: registers as
LLVM's register numbers, immediates) and the bytes it encoded.

Output: JSON lines {"asm", "opcode", "operands": [["r", N] | ["i", V]], "bytes": [..]}
plus a summary of exclusions (instructions with no case, and why).

Usage: riscv_cases.py TABLEGEN SHARED OUT.jsonl [--per-inst N] [--seed S] [--json RECORDS.json]
                      [--llvm-mc COMMAND]
(--llvm-mc: the assembler, llvm-mc-19 unless run.py --break-cpp replaces it.)
"""
import json
import random
import re
import subprocess
import sys
import tempfile

MATTR = ["64bit", "m", "a", "f", "d", "c"]

XREGS = list(range(32))

LLVM_MC = "llvm-mc-19"


def regs(prefix, numbers):
    return lambda rng: f"{prefix}{rng.choice(numbers)}"


def imm(lo, hi, step=1, nonzero=False):
    def gen(rng):
        while True:
            v = rng.randrange(lo, hi + 1, step) if step > 0 else 0
            if not (nonzero and v == 0):
                return str(v)
    return gen


def fence(rng):
    bits = rng.randrange(1, 16)
    return "".join(c for c, b in zip("iorw", (8, 4, 2, 1)) if bits & b)


def c_lui(rng):
    # A nonzero 6-bit signed immediate, written as LLVM's parser wants it:
    # 1..31, or the 20-bit pattern of a negative value.
    v = rng.choice([x for x in range(-32, 32) if x != 0])
    return str(v if v > 0 else v & 0xFFFFF)


FRM = ["rne", "rtz", "rdn", "rup", "rmm", "dyn"]

# Operand class (the DAG argument's def) -> text generator. Register classes
# are RISC-V's as LLVM 19 defines them.
GENERATORS = {
    "GPR": regs("x", XREGS),
    "GPRMem": regs("x", XREGS),
    # Printed by printZeroOffsetMemOp: the base register in parentheses.
    "GPRMemZeroOffset": lambda rng: f"({regs('x', XREGS)(rng)})",
    "GPRNoX0": regs("x", XREGS[1:]),
    "GPRNoX0X2": regs("x", [1] + XREGS[3:]),
    "GPRX0": regs("x", [0]),
    "SP": regs("x", [2]),
    "SPMem": regs("x", [2]),
    "GPRC": regs("x", list(range(8, 16))),
    "GPRCMem": regs("x", list(range(8, 16))),
    "FPR32": regs("f", XREGS),
    "FPR64": regs("f", XREGS),
    "FPR32C": regs("f", list(range(8, 16))),
    "FPR64C": regs("f", list(range(8, 16))),
    "frmarg": lambda rng: rng.choice(FRM),
    "frmarglegacy": lambda rng: rng.choice(FRM),
    "fencearg": fence,
    "csr_sysreg": imm(0, 4095),
    "simm6": imm(-32, 31),
    "simm6nonzero": imm(-32, 31, nonzero=True),
    "simm9_lsb0": imm(-256, 254, 2),
    "simm12": imm(-2048, 2047),
    "simm12_lsb0": imm(-2048, 2046, 2),
    "simm13_lsb0": imm(-4096, 4094, 2),
    "simm21_lsb0_jal": imm(-(1 << 20), (1 << 20) - 2, 2),
    "simm10_lsb0000nonzero": imm(-512, 496, 16, nonzero=True),
    "uimm5": imm(0, 31),
    "uimmlog2xlen": imm(0, 63),
    "uimmlog2xlennonzero": imm(1, 63),
    "uimm7_lsb00": imm(0, 124, 4),
    "uimm8_lsb00": imm(0, 252, 4),
    "uimm8_lsb000": imm(0, 248, 8),
    "uimm9_lsb000": imm(0, 504, 8),
    "uimm10_lsb00nonzero": imm(4, 1020, 4),
    "uimm20_lui": imm(0, (1 << 20) - 1),
    "uimm20_auipc": imm(0, (1 << 20) - 1),
    "c_lui_imm": c_lui,
    "immzero": imm(0, 0),
}


def load_records(tablegen, shared, json_path=None):
    """RISCV.td's records as `tablegen -dump-json` writes them; read from
    `json_path` when a caller already dumped them."""
    if json_path:
        with open(json_path) as f:
            return json.load(f)
    llvm = f"{shared}/llvm-19/llvm"
    with tempfile.NamedTemporaryFile(suffix=".json") as js:
        subprocess.run([tablegen, "-dump-json", "-I", f"{llvm}/include", "-I", f"{llvm}/lib/Target/RISCV",
                        f"{llvm}/lib/Target/RISCV/RISCV.td", "-o", js.name], check=True)
        with open(js.name) as f:
            return json.load(f)


def features(db):
    by_name = {db[f]["Name"]: f for f in db["!instanceof"]["SubtargetFeature"]}
    on, todo = set(), [by_name[n] for n in MATTR]
    while todo:
        f = todo.pop()
        if f not in on:
            on.add(f)
            todo += [i["def"] for i in db[f]["Implies"]]
    return on


def holds(dag, on):
    """Evaluates an AssemblerCondDag (all_of/any_of/not over features)."""
    vals = []
    for arg, _ in dag["args"]:
        if arg.get("kind") == "dag":
            vals.append(holds(arg, on))
        else:
            vals.append(arg.get("def") in on)
    op = dag["operator"]["def"]
    return {"all_of": all, "any_of": any}[op](vals) if op != "not" else not vals[0]


def in_scope(db, on):
    """The instructions in scope."""
    scope = []
    for name in db["!instanceof"]["Instruction"]:
        r = db[name]
        if r["Namespace"] != "RISCV" or r["isPseudo"] or r["isCodeGenOnly"] or not r["AsmString"]:
            continue
        preds = [p["def"] for p in r["Predicates"]]
        if not all(db[p].get("AssemblerCondDag") and holds(db[p]["AssemblerCondDag"], on) for p in preds):
            continue
        scope.append(name)
    return scope


def operand_classes(r):
    out = {}
    for dag in (r["OutOperandList"], r["InOperandList"]):
        for arg, name in dag["args"]:
            out.setdefault(name, arg["def"])
    return out


def instance(db, name, rng):
    """Assembly text for one instance of `name`, or (None, reason)."""
    r = db[name]
    classes = operand_classes(r)
    values = {}
    text = r["AsmString"]

    def sub(m):
        op = m.group(1) or m.group(2)
        cls = classes.get(op)
        gen = GENERATORS.get(cls)
        if gen is None:
            raise KeyError(f"operand class {cls} of ${op} has no generator")
        if op not in values:
            values[op] = gen(rng)
        v = values[op]
        # Rounding-mode operands print their own leading comma.
        return f", {v}" if cls in ("frmarg", "frmarglegacy") else v

    try:
        return re.sub(r"\$\{(\w+)\}|\$(\w+)", sub, text).replace("\t", " ", 1), None
    except KeyError as e:
        return None, str(e.args[0])


MCINST = re.compile(r"<MCInst #\d+ (\w+)((?:\s*#?\s*<MCOperand (?:Reg|Imm):-?\d+>)*)>")


def assemble(lines, compressed):
    """Runs llvm-mc on `lines`; returns one (opcode, operands, bytes) or error per line."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write(".option rvc\n" if compressed else ".option norvc\n")
        for l in lines:
            f.write(l + "\n")
        path = f.name
    p = subprocess.run([LLVM_MC, "--triple=riscv64", "-mattr=+m,+a,+f,+d,+c", "-show-encoding",
                        "-show-inst", path], capture_output=True, text=True)
    errors = {}
    for m in re.finditer(r":(\d+):\d+: error: (.*)", p.stderr):
        errors[int(m.group(1)) - 2] = m.group(2)
    if p.returncode and not errors:
        sys.exit(f"{LLVM_MC} failed (exit {p.returncode}) without an error on a line: {p.stderr[:2000]}")
    if len(errors) + p.stdout.count("# encoding: [") != len(lines):
        sys.exit(f"{LLVM_MC}: {p.stdout.count('# encoding: [')} encodings and {len(errors)} errors "
                 f"for {len(lines)} lines")
    out = []
    # Each instruction prints "<asm> # encoding: [..]" then its MCInst over
    # one or more comment lines; join the MCInst lines and pair them up.
    body = re.sub(r"\n\s+#  ", " ", p.stdout)
    encs = re.findall(r"# encoding: \[([^\]]*)\]\s*\n\s*# (<MCInst[^\n]*)", body)
    k = 0
    for i in range(len(lines)):
        if i in errors:
            out.append(("error", errors[i]))
            continue
        enc, inst = encs[k]
        k += 1
        m = MCINST.search(inst)
        ops = [["r" if t == "Reg" else "i", int(v)] for t, v in re.findall(r"<MCOperand (Reg|Imm):(-?\d+)>", m.group(2))]
        out.append(("ok", (m.group(1), ops, [int(b, 16) for b in enc.split(",")])))
    return out


def main():
    args = sys.argv[1:]
    per_inst, seed = 8, 19
    if "--per-inst" in args:
        i = args.index("--per-inst")
        per_inst = int(args[i + 1])
        del args[i:i + 2]
    if "--seed" in args:
        i = args.index("--seed")
        seed = int(args[i + 1])
        del args[i:i + 2]
    global LLVM_MC
    if "--llvm-mc" in args:
        i = args.index("--llvm-mc")
        LLVM_MC = args[i + 1]
        del args[i:i + 2]
    json_path = None
    if "--json" in args:
        i = args.index("--json")
        json_path = args[i + 1]
        del args[i:i + 2]
    tablegen, shared, out_path = args
    db = load_records(tablegen, shared, json_path)
    on = features(db)
    scope = in_scope(db, on)
    excluded = {}
    rng = random.Random(seed)
    jobs = {False: [], True: []}
    for name in sorted(scope):
        for _ in range(per_inst):
            text, why = instance(db, name, rng)
            if text is None:
                excluded[name] = why
                break
            jobs[name.startswith("C_")].append((name, text))
    cases, mismatched = [], {}
    for compressed, items in jobs.items():
        for (name, text), (status, res) in zip(items, assemble([t for _, t in items], compressed)):
            if status == "error":
                excluded.setdefault(name, f"llvm-mc rejects `{text}`: {res}")
                continue
            opcode, ops, data = res
            if opcode != name:
                mismatched.setdefault(name, opcode)
            cases.append({"inst": name, "asm": text, "opcode": opcode, "operands": ops, "bytes": data})
    cases.sort(key=lambda c: c["inst"])
    with open(out_path, "w") as f:
        for c in cases:
            f.write(json.dumps(c) + "\n")
    covered = {c["inst"] for c in cases}
    print(f"mc-oracle cases: {len(cases)} instances of {len(covered)} of the {len(scope)} "
          f"RV64IMAFDC instructions in scope")
    for name, why in sorted(excluded.items()):
        if name not in covered:
            print(f"  excluded {name}: {why}")
    for name, opcode in sorted(mismatched.items()):
        print(f"  note: `{name}` text assembles to {opcode}")


if __name__ == "__main__":
    main()
