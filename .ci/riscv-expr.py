#!/usr/bin/env python3
"""`cargo run --example riscv_expr` checked against qemu-riscv64 and llc-19.

1. Builds and runs the example (1,000 random expressions plus the 100
   single-operation functions by default), which writes into
   target/riscv_expr/ a static RV64IM ELF calling every function with
   fixed argument vectors, what it must print (the example's Rust
   evaluator, RISC-V semantics), the LLVM IR of every function and the
   opcodes it selected for each.
2. Runs the ELF under qemu-riscv64 and compares its output with the
   expected bytes, function by function.
3. Runs `llc-19 -mtriple=riscv64 -mattr=+m -O2 -stop-after=finalize-isel`
   on the IR and compares, per function, the sorted machine opcodes of
   llc's MIR (COPY and PseudoRET aside) with the example's. Every
   single-operation function must match. A random function whose
   opcodes differ must be explained by named rules, each verified on the
   function's IR (evaluated here on 128 argument vectors and memories,
   leaving out those that divide by zero, which llc may assume away) and
   on the two selections: the opcodes only ours has must be paid for by
   the IR operations the rules removed (each within the opcodes that
   operation can select to), the opcodes only llc's has by what the rules
   let llc add; a trade (an opcode of ours for one of llc's, a branch for
   a mask) must be used on both sides. The rules (RULE_NAMES: ub,
   constant, operand, undemanded, sibling, load-ext, reselected,
   select-mask, reassociated, shrunk, narrowed, merged-shifts,
   shift-mask, one-load, select-loads) and the number of functions each
   explains are printed. With --count 1000 --seed 1 (the defaults), 708
   random functions match llc, 206 differ as the rules explain, and 86
   differ as none does yet: those 86 are named, each with its
   difference, in .ci/riscv-expr-unexplained.txt, a ratchet. A function
   no rule explains that is not listed, or listed with another
   difference (our selection of it moved), fails the run; so does a
   listed one that is now explained or matches (take it off the list;
   --record-unexplained rewrites it). The listed ones are skips, bounded
   by the list's length. With other --count/--seed, skips are bounded
   by --unclassified-max (0 by default). Every function's results are
   checked under qemu whatever its selection. The rules are checks, not
   proofs: --rules-self-test measures how often they would explain a
   wrong selection.

Reports through .ci/lib/checks.py (check "riscv-expr"): its units are the
function kinds, "single" and "random"; per unit it counts the functions
compared under qemu and with llc, against floors in
.ci/floors/riscv-expr.tsv (CI_RECORD_FLOORS=1 records them; the floors
are those of the defaults, --count 1000 --seed 1). A qemu mismatch or a
single-operation function that selects other opcodes than llc is a
difference; an example that does not build or run, qemu output of the
wrong length, or llc-19 failing is a harness error.

Options:
  --count N, --seed S  the random functions (default 1000, 1)
  --only KINDS         single, random: the kinds compared (an unknown or
                       empty selection exits 2 before anything is built)
  --show K             differing random functions to print
  --unclassified-max N the random functions that may differ from llc's
                       selection with no rule explaining it (default 0)
  --rules-self-test    also mutates the selection of every random
                       function that matches llc (an opcode swapped for
                       another of its family, one dropped, one added) and
                       prints how many mutations the rules (wrongly)
                       explain
  --inject[=encoder]   builds the example with rustc from a copy of its
                       generated modules (OUT_DIR) with a fault in the
                       generated Rust: encoder: ADD's bits in the
                       generated encoder's INST_BITS are SUB's. Passes
                       only if qemu or llc comparison reports it.
  --break-cpp          llc-19 replaced by `false`: a harness error, the
                       run fails (under --inject too).
Needs cargo, rustc, qemu-riscv64 (Debian: qemu-user) and llc-19.

Usage: .ci/riscv-expr.py [--count N] [--seed S] [--only KINDS] [--show K] [--inject[=KIND]] [--break-cpp]
"""
import argparse
import collections
import json
import os
import random
import re
import shutil
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402

VECTORS = 5  # VECTORS in examples/riscv_expr.rs
# Flags MIR prints before an opcode (`%3:gpr = nuw ADDI ...`).
MIR_FLAGS = {"nuw", "nsw", "exact", "disjoint", "nneg", "samesign", "nofpexcept", "contract", "afn", "reassoc",
             "nnan", "ninf", "nsz", "arcp"}


def mir_opcodes(mir):
    """Function name -> sorted opcodes of its MIR body (COPY, PseudoRET aside)."""
    out = {}
    for m in re.finditer(r"\nname:\s+(\S+)\n.*?\nbody:\s*\|\n(.*?)\n\.\.\.", mir, re.S):
        ops = []
        for line in m.group(2).splitlines():
            line = line.strip()
            if not line or line.startswith(("bb.", "liveins:", "successors:", ";")):
                continue
            rhs = line.split(" = ", 1)[1] if " = " in line else line
            words = rhs.split()
            while words and words[0] in MIR_FLAGS:
                words.pop(0)
            opc = words[0]
            if opc in ("COPY", "PseudoRET", "IMPLICIT_DEF"):
                continue
            ops.append(opc)
        out[m.group(1)] = sorted(ops)
    return out


# -- The rules: the IR evaluated, what llc's combiner did verified on it.


MASK = (1 << 64) - 1


def s64(v):
    v &= MASK
    return v - (1 << 64) if v >> 63 else v


WIDTH = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "i1": 0}
INST = re.compile(r"^  (?:(%\w+) = )?(.*)$")


def parse_ir(ll):
    """{function: [(dest, op, detail, operands)]}: the IR .ci/riscv-expr.py's example writes."""
    funcs = {}
    for m in re.finditer(r"define i64 @(\w+)\(.*?\) nounwind \{\n(.*?)\n\}\n", ll, re.S):
        body = []
        for line in m.group(2).splitlines():
            d, rhs = INST.match(line).groups()
            t = rhs.replace(",", " ").split()
            op = t[0]
            if op in BINOPS:
                body.append((d, op, None, [t[2], t[3]]))
            elif op == "icmp":
                body.append((d, op, t[1], [t[3], t[4]]))
            elif op in ("zext", "sext"):
                body.append((d, op, t[1], [t[2]]))
            elif op == "trunc":
                body.append((d, op, t[4], [t[2]]))
            elif op == "select":
                body.append((d, op, None, [t[2], t[4], t[6]]))
            elif op == "getelementptr":
                body.append((d, "gep", None, [t[4], t[6]]))
            elif op == "load":
                body.append((d, op, t[1], [t[3]]))
            elif op == "store":
                body.append((None, op, t[1], [t[2], t[4]]))
            elif op == "ret":
                body.append((None, op, None, [t[2]]))
            else:
                raise ValueError("unknown IR line: " + line)
        funcs[m.group(1)] = body
    return funcs


def _udiv(a, b):
    return MASK if b == 0 else (a & MASK) // (b & MASK)


def _sdiv(a, b):
    if b == 0:
        return -1
    if a == -(1 << 63) and b == -1:
        return a
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _srem(a, b):
    if b == 0:
        return a
    if a == -(1 << 63) and b == -1:
        return 0
    return a - _sdiv(a, b) * b


def _urem(a, b):
    return a if b == 0 else (a & MASK) % (b & MASK)


BINOPS = {
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
    "sdiv": _sdiv, "udiv": _udiv, "srem": _srem, "urem": _urem,
    "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
    "shl": lambda a, b: a << (b & 63), "lshr": lambda a, b: (a & MASK) >> (b & 63),
    "ashr": lambda a, b: a >> (b & 63),
}
CMP = {
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "slt": lambda a, b: a < b,
    "sle": lambda a, b: a <= b, "sgt": lambda a, b: a > b, "sge": lambda a, b: a >= b,
    "ult": lambda a, b: a & MASK < b & MASK, "ule": lambda a, b: a & MASK <= b & MASK,
    "ugt": lambda a, b: a & MASK > b & MASK, "uge": lambda a, b: a & MASK >= b & MASK,
}


def samples(n, seed=1):
    """Argument vectors and memories the IR is evaluated on: the example's
    VECTORS, then edge values and random ones."""
    rng = random.Random(seed)
    edge = [0, 1, -1, 2, -2, 63, 64, 100, -100, 0x7fffffff, -0x80000000, 0xffffffff, (1 << 63) - 1, -(1 << 63)]
    mem0 = bytes((i * 37 + 0x8b) & 0xff for i in range(64))
    out = [((5, -3, 1000), mem0), (-(1 << 63), -1, 0), ((0x123456789abcdef0, 63, -77777)), ((-1, 0, 64)),
           ((0x7fffffff, -0x80000000, 0))]
    out = [out[0]] + [(v, mem0) for v in out[1:]]

    def value():
        k = rng.randrange(5)
        if k == 0:
            return rng.choice(edge)
        if k == 1:
            return rng.randrange(-3000, 3000) if rng.randrange(2) else rng.randrange(-8, 9)
        if k == 2:
            return s64(rng.getrandbits(32))
        if k == 3:
            return s64(1 << rng.randrange(64)) * rng.choice([1, -1])
        return s64(rng.getrandbits(64))

    while len(out) < n:
        if rng.randrange(3):
            mem = bytes(rng.choice([0, 0xff, rng.randrange(256), rng.randrange(256)]) for _ in range(64))
        else:
            # Small values: what makes a loaded divisor small and non-zero.
            mem = bytes(rng.choice([0, 0, 0, 0, 1, 2, 3, 5, 7, 0x80, 0xff]) for _ in range(64))
        out.append(((value(), value(), value()), mem))
    return out


def evaluate(body, sample, over=None, sub=None):
    """(returned value, memory after) of a function on a sample. `over`:
    {dest: f(values, sample_value)} replacing an instruction's value;
    `sub`: {dest: other IR op} evaluating it as that op instead."""
    (a, b, c), mem = sample
    env = {"%a": a, "%b": b, "%c": c, "%p": 0}
    mem = bytearray(mem)
    orig = bytes(mem)
    ret = None

    def val(x):
        return env[x] if x.startswith("%") else int(x)

    for d, op, det, ops in body:
        if sub and d in sub:
            op, det = sub[d]
        if op in BINOPS:
            v = s64(BINOPS[op](val(ops[0]), val(ops[1])))
        elif op == "icmp":
            v = int(CMP[det](val(ops[0]), val(ops[1])))
        elif op == "zext":
            w = WIDTH[det]
            v = val(ops[0]) & ((1 << (8 * w)) - 1) if w else val(ops[0])
        elif op == "sext":
            w = WIDTH[det]
            x = val(ops[0]) & ((1 << (8 * w)) - 1)
            v = x - (1 << 8 * w) if x >> (8 * w - 1) else x
        elif op == "trunc":
            v = val(ops[0]) & ((1 << (8 * WIDTH[det])) - 1)
        elif op == "select":
            v = val(ops[1]) if val(ops[0]) else val(ops[2])
        elif op == "gep":
            v = val(ops[0]) + int(ops[1])
        elif op == "load":
            at, w = val(ops[0]), WIDTH[det]
            v = int.from_bytes(orig[at:at + w], "little", signed=w == 8)
        elif op == "store":
            at, w = val(ops[1]), WIDTH[det]
            mem[at:at + w] = (val(ops[0]) & ((1 << 8 * w) - 1)).to_bytes(w, "little")
            continue
        elif op == "ret":
            ret = val(ops[0])
            continue
        if over and d in over:
            v = over[d](env, v)
        env[d] = v
    return ret, bytes(mem), env

CONST_MAT = ["LUI", "ADDIW", "ADDI", "SLLI"]
# What our selection may spend on an IR operation (and a literal operand).
CANDIDATES = {
    "add": ["ADD", "ADDI", "ADDW", "ADDIW"], "sub": ["SUB", "ADDI", "SUBW"], "mul": ["MUL", "MULW", "SLLI"],
    "sdiv": ["DIV", "DIVU", "DIVW", "DIVUW"], "udiv": ["DIVU", "DIVUW"], "srem": ["REM", "REMU", "REMW", "REMUW"],
    "urem": ["REMU", "REMUW"], "and": ["AND", "ANDI"], "or": ["OR", "ORI"], "xor": ["XOR", "XORI"],
    "shl": ["SLL", "SLLI", "SLLW", "SLLIW"], "lshr": ["SRL", "SRLI", "SRLW", "SRLIW"],
    "ashr": ["SRA", "SRAI", "SRL", "SRLI", "SRAW", "SRAIW"],
    "icmp": ["SLT", "SLTU", "SLTI", "SLTIU", "XORI", "XOR", "SRLI", "ADDI", "SUB"],
    "select": ["BEQ", "BNE", "BLT", "BGE", "BLTU", "BGEU", "PHI"],
    "load": ["LB", "LBU", "LH", "LHU", "LW", "LWU", "LD"], "gep": ["ADDI"],
    "zext": [], "sext": [], "trunc": [],
}
# How many instructions one operation may cost (select: branch + PHI;
# icmp: the set and its negation, or a subtraction and a test).
COST = collections.defaultdict(lambda: 1, {"icmp": 3, "select": 2})
# Sibling operations llc's combiner switches to when known bits allow,
# with the opcodes that switch trades (ours, llc's).
SIBLINGS = {
    "sdiv": [("udiv", [("DIV", "DIVU")])],
    "srem": [("urem", [("REM", "REMU")])],
    "ashr": [("lshr", [("SRA", "SRL"), ("SRAI", "SRLI")])],
    "xor": [("or", [("XOR", "OR"), ("XORI", "ORI")])],
    "add": [("or", [("ADD", "OR"), ("ADDI", "ORI")]), ("xor", [("ADD", "XOR"), ("ADDI", "XORI")])],
    "sub": [("xor", [("SUB", "XOR"), ("ADDI", "XORI")]), ("add", [("SUB", "ADD")])],
    "or": [("xor", [("OR", "XOR"), ("ORI", "XORI")]), ("add", [("OR", "ADD"), ("ORI", "ADDI")])],
}
LOAD_SWAP = {("i8", "sext"): ("LB", "LBU"), ("i8", "zext"): ("LBU", "LB"), ("i16", "sext"): ("LH", "LHU"),
             ("i16", "zext"): ("LHU", "LH"), ("i32", "sext"): ("LW", "LWU"), ("i32", "zext"): ("LWU", "LW")}


def outputs(body, smp, poison=(), **kw):
    """What a function gives on the samples; a returned or stored value
    that is poison (undefined behaviour on every sample) is left out."""
    ret = next(ops[0] for d, op, det, ops in body if op == "ret")
    stored = next((ops[0] for d, op, det, ops in body if op == "store"), None)
    out = []
    for s in smp:
        r, mem, _ = evaluate(body, s, **kw)
        out.append((None if ret in poison else r, None if stored in poison else mem))
    return out


def our_folds(body):
    """The values examples/riscv_expr/lower.rs folds itself (so that they
    cost our selection nothing either): operations on constants, the
    identities with a constant (x+0, x&-1, x*1, x&0, ...), an operation
    on one value twice (x-x, x&x, icmp x, x), a select of a known
    condition or of one value twice."""
    const, alias = {}, {}

    def c(x):
        x = alias.get(x, x)
        return const.get(x) if x.startswith("%") else int(x)

    for d, op, det, ops in body:
        if not d or op in ("load", "gep"):
            continue
        vals = [c(x) for x in ops]
        same = len(ops) >= 2 and alias.get(ops[-2], ops[-2]) == alias.get(ops[-1], ops[-1])
        if op in BINOPS:
            (l, r), (lv, rv) = ops, vals
            if lv is not None and rv is not None:
                const[d] = s64(BINOPS[op](lv, rv))
            elif op in ("add", "mul", "and", "or", "xor") and lv is not None:
                (l, r), (lv, rv) = (r, l), (rv, lv)
            if d in const:
                continue
            if (op in ("add", "sub", "or", "xor", "shl", "lshr", "ashr") and rv == 0) or \
                    (op == "and" and rv == -1) or (op in ("mul", "sdiv", "udiv") and rv == 1) or \
                    (op in ("and", "or") and same):
                alias[d] = alias.get(l, l)
            elif (op in ("and", "mul") and rv == 0) or (op in ("sub", "xor") and same):
                const[d] = 0
            elif op == "or" and rv == -1:
                const[d] = -1
        elif op == "icmp":
            if None not in vals:
                const[d] = int(CMP[det](*vals))
            elif same:
                const[d] = int(CMP[det](0, 0))
        elif op in ("zext", "sext", "trunc") and vals[0] is not None:
            # Of a comparison (0 or 1) or a constant stored: the same value.
            const[d] = vals[0]
        elif op == "select":
            if vals[0] is not None:
                alias[d] = alias.get(ops[1 if vals[0] else 2], ops[1 if vals[0] else 2])
            elif alias.get(ops[1], ops[1]) == alias.get(ops[2], ops[2]):
                alias[d] = alias.get(ops[1], ops[1])
        if d in alias and c(alias[d]) is not None and alias[d] != d:
            const[d] = c(alias[d])
    return {d for d in const if const[d] is not None} | {d for d in alias if alias[d] != d}


def classify(body, smp, sibling_first=False, remove=True):
    """The simplifications of the function llc's combiner may have made,
    each verified on the samples: [(rule, value, ...)], the values
    overridden, the operations substituted, the values our lowering folds
    itself and the values undefined on every sample. Greedy, in IR order;
    `sibling_first` tries an equivalent operation before a constant (a
    value that is rarely non-zero looks constant on the samples); without
    `remove`, only the rules that keep every operation are tried (a false
    constant on the samples would remove what llc kept)."""
    want = None
    defs = {d: (op, det, ops) for d, op, det, ops in body if d}
    folded = our_folds(body)
    over, sub, used = {}, {}, []
    poison = set()
    garbage = random.Random(7)
    for d, op, det, ops in body:
        if d and any(x in poison for x in (ops[:1] if op == "select" else ops)):
            poison.add(d)
            used.append(("ub", d))
            continue
        if d and op in ("sdiv", "udiv", "srem", "urem"):
            envs_now = [evaluate(body, x, over=over, sub=sub)[2] for x in smp]
            if {e[ops[1]] if ops[1].startswith("%") else int(ops[1]) for e in envs_now} == {0}:
                # Division by zero: undefined.
                poison.add(d)
                used.append(("ub", d))
                continue
        if not d or d in folded or op in ("gep", "zext", "sext", "trunc"):
            continue
        want = outputs(body, smp, poison)
        if sibling_first:
            hit = next((sib for sib, pairs in SIBLINGS.get(op, [])
                        if outputs(body, smp, poison, over=over, sub=dict(sub, **{d: (sib, None)})) == want), None)
            if hit:
                sub = dict(sub, **{d: (hit, None)})
                used.append(("sibling", d, op, hit, dict(SIBLINGS[op])[hit]))
                continue
        vals = {e[d] for e in [evaluate(body, s, over=over, sub=sub)[2] for s in smp]} if remove else ()
        if len(vals) == 1:
            cv = vals.pop()
            over[d] = lambda env, v, cv=cv: cv
            used.append(("constant", d))
            continue
        done = False
        for o in (ops if remove else ()):
            if o.startswith("%") and o not in ("%p",) and defs.get(o, ("",))[0] != "gep":
                trial = dict(over)
                trial[d] = lambda env, v, o=o: env[o]
                if outputs(body, smp, poison, over=trial, sub=sub) == want:
                    over, done = trial, True
                    used.append(("operand", d, o))
                    break
        if done:
            continue
        for name, f in ((("zero", lambda env, v: 0), ("garbage", lambda env, v: s64(garbage.getrandbits(64))))
                        if remove else ()):
            trial = dict(over)
            trial[d] = f
            if outputs(body, smp, poison, over=trial, sub=sub) == want:
                over, done = trial, True
                used.append(("undemanded", d))
                break
        if done:
            continue
        for sib, pairs in SIBLINGS.get(op, []):
            trial = dict(sub)
            trial[d] = (sib, None)
            if outputs(body, smp, poison, over=over, sub=trial) == want:
                sub = trial
                used.append(("sibling", d, op, sib, pairs))
                break
    # A constant operand of a logic operation llc shrinks to the bits the
    # result demands, when that makes it an immediate (ANDI for AND).
    for d, op, det, ops in body:
        if op not in ("and", "or", "xor") or d in over or d in sub or d in poison:
            continue
        lits = [i for i, x in enumerate(ops) if not x.startswith("%")]
        if len(lits) != 1 or -2048 <= int(ops[lits[0]]) < 2048:
            continue
        c, other = int(ops[lits[0]]), ops[1 - lits[0]]
        for k in range(1, 12):
            low = c & ((1 << k) - 1)
            for c2 in {low, low - (1 << k) if low >> (k - 1) else low}:
                trial = dict(over)
                trial[d] = lambda env, v, c2=c2, op=op, other=other: s64(BINOPS[op](env[other], c2))
                if outputs(body, smp, poison, over=trial, sub=sub) == outputs(body, smp, poison, over=over, sub=sub):
                    used.append(("shrunk", d, op))
                    break
            else:
                continue
            break
    # Load extensions llc may choose either way: the extension's value
    # replaced by the other extension.
    for d, op, det, ops in body:
        if op in ("zext", "sext") and ops[0] in defs and defs[ops[0]][0] == "load" and d not in over:
            w = defs[ops[0]][1]
            if w == "i64":
                continue
            other = "sext" if op == "zext" else "zext"
            trial = dict(sub)
            trial[d] = (other, det)
            if outputs(body, smp, poison, over=over, sub=trial) == want:
                sub = trial
                used.append(("load-ext", d, LOAD_SWAP[(w, op)]))
    return used, over, sub, folded, poison


def match(items, slots):
    """Assigns each of `items` (opcodes) to a distinct slot (rule, allowed
    opcodes) by augmenting paths; returns {slot index: item index} or None
    when some item has no slot."""
    owner = {}

    def place(i, seen):
        for j, (_, allowed, _) in enumerate(slots):
            if items[i] in allowed and j not in seen:
                seen.add(j)
                if j not in owner or place(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    for i in range(len(items)):
        if not place(i, set()):
            return None
    return owner


RULE_NAMES = {
    "constant": "llc knew a value constant (known bits)",
    "operand": "llc found an operation returns one of its operands",
    "undemanded": "llc dropped a value the result does not demand",
    "sibling": "llc used an equivalent operation (sign or disjoint bits known)",
    "load-ext": "llc chose the other extension of a load",
    "reselected": "llc took an operand it knows constant as an immediate (ADD -> ADDI, SLT -> SLTI)",
    "select-mask": "llc turned a select with a 0 or -1 arm, or of an operation on its other arm, into a mask",
    "reassociated": "llc reassociated a subtraction of a sum or difference",
    "ub": "llc dropped what depends on undefined behaviour (a division by a value known to be zero)",
    "shrunk": "llc shrank a logic operation's constant to the demanded bits, an immediate",
    "narrowed": "llc loaded fewer bytes where only a truncation reads the load",
    "merged-shifts": "llc merged two shifts by constants the same way into one",
    "shift-mask": "llc turned a shift by a constant and back into a mask or word shifts",
    "one-load": "llc loaded once where two loads read one address (and extended the value)",
    "select-loads": "llc turned a select of two loads into a load from a selected address",
}
BRANCHES = ["BEQ", "BNE", "BLT", "BGE", "BLTU", "BGEU"]
# A register form and what it becomes with a constant operand (a compare
# with a constant may also become a shift of the sign bit).
IMMEDIATE_FORMS = [("ADD", ["ADDI"]), ("ADDW", ["ADDIW"]), ("SUB", ["ADDI"]), ("SUBW", ["ADDIW"]),
                   ("AND", ["ANDI"]), ("OR", ["ORI"]), ("XOR", ["XORI", "SLTIU"]), ("SLT", ["SLTI", "SRLI", "XORI"]),
                   ("SLTU", ["SLTIU", "XORI"]), ("SLTI", ["SRLI", "SLTIU"]), ("SLL", ["SLLI"]), ("SRL", ["SRLI"]),
                   ("SRA", ["SRAI"]), ("SLLW", ["SLLIW"]), ("SRLW", ["SRLIW"]), ("SRAW", ["SRAIW"])]
SET = ["SLT", "SLTU", "SLTI", "SLTIU", "XORI", "XOR", "SUB", "ADDI", "SRLI"]


def defined(body, smp):
    """The samples on which the function has no undefined behaviour in
    LLVM's terms (a division by zero, a shift by 64 or more), leaving out
    divisions by zero on every sample (the "ub" rule's): llc
    may assume what these exclude (`urem x, y` is below `y`), and the
    evaluator's RISC-V answers for them mean nothing to it."""
    always = set()
    risky = [(d, op, ops) for d, op, det, ops in body if op in ("sdiv", "udiv", "srem", "urem")]
    envs = [evaluate(body, x)[2] for x in smp]

    def bad(e, op, ops):
        v = e[ops[1]] if ops[1].startswith("%") else int(ops[1])
        return v == 0

    for d, op, ops in risky:
        if all(bad(e, op, ops) for e in envs):
            always.add(d)
    return [x for x, e in zip(smp, envs) if not any(bad(e, op, ops) for d, op, ops in risky if d not in always)]


def explain(body, ours, llc, smp):
    """(rule names, None) when the difference between our selection and
    llc's is explained by verified rules; (None, why) otherwise."""
    ok = defined(body, smp)
    if len(ok) < 64:
        ok = defined(body, samples(2048, seed=2))[:128]
    smp = ok
    if len(smp) < 16:
        return None, "fewer than 16 of the samples are free of undefined behaviour"
    o, t = collections.Counter(ours), collections.Counter(llc)
    ours_only, llc_only = list((o - t).elements()), list((t - o).elements())
    first = None
    for sibling_first, remove in ((False, True), (True, True), (True, False)):
        verdict = explain_with(body, ours_only, llc_only, smp, classify(body, smp, sibling_first, remove))
        if verdict[0]:
            return verdict
        first = first or verdict
    return first


def explain_with(body, ours_only, llc_only, smp, found):
    """explain() for one set of simplifications."""
    used, over, sub, folded, poison = found
    defs = {d: (op, det, ops) for d, op, det, ops in body if d}
    kinds = {u[1]: u[0] for u in used}
    live, work = set(), [x for d, op, det, ops in body if op in ("ret", "store") for x in ops if x not in poison]
    while work:
        x = work.pop()
        if x in live or x not in defs:
            continue
        live.add(x)
        k = kinds.get(x)
        if k in ("constant", "undemanded", "ub"):
            continue
        if k == "operand":
            work.append(next(u[2] for u in used if u[0] == "operand" and u[1] == x))
            continue
        work.extend(defs[x][2])
    ours_slots, llc_slots = [], []
    for d, op, det, ops in body:
        if op == "store" and ops[0] in poison:
            ours_slots.append(("ub", ["SB", "SH", "SW", "SD"], None))
    for u in used:
        if u[0] == "sibling":
            for a, b in u[4]:
                ours_slots.append(("sibling", [a], ("pair", u[1], a)))
                llc_slots.append(("sibling", [b], ("pair", u[1], a)))
        elif u[0] == "load-ext":
            ours_slots.append(("load-ext", [u[2][0]], ("pair", u[1])))
            llc_slots.append(("load-ext", [u[2][1]], ("pair", u[1])))
        elif u[0] == "shrunk":
            imm = {"and": "ANDI", "or": "ORI", "xor": "XORI"}[u[2]]
            ours_slots += [("shrunk", CONST_MAT + [imm[:-1]], ("trade", u[1]))] * 3
            llc_slots.append(("shrunk", [imm], ("trade", u[1])))
        elif u[0] == "constant" and u[1] in live:
            llc_slots += [("constant", CONST_MAT, None)] * 2
    envs = [evaluate(body, x, over=over, sub=sub)[2] for x in smp]
    for d, (op, det, ops) in defs.items():
        if d not in live or d in over or d in folded:
            continue
        # A live user of a value llc knows constant takes it as an
        # immediate: our register form traded for llc's immediate form (a
        # pair, checked below).
        if any(kinds.get(x) == "constant" for x in ops):
            for reg, imm in IMMEDIATE_FORMS:
                if reg in CANDIDATES[op]:
                    ours_slots.append(("reselected", [reg], ("pair", d, reg)))
                    llc_slots.append(("reselected", imm, ("pair", d, reg)))
        into_op = op == "select" and any(
            x in defs and defs[x][0] in ("add", "sub", "or", "xor", "and", "shl", "lshr", "ashr") and
            (defs[x][2][0] == y or (defs[x][0] in ("add", "or", "xor", "and") and defs[x][2][1] == y))
            for x, y in ((ops[1], ops[2]), (ops[2], ops[1])))
        if op == "select" and (into_op or any(len({e[x] if x.startswith("%") else int(x) for e in envs}) == 1
                                              and (envs[0][x] if x.startswith("%") else int(x)) in (0, -1)
                                              for x in ops[1:])):
            # RISCVTargetLowering::lowerSELECT without conditional moves:
            # (select c, y, 0) -> (and (neg c), y) and its three siblings;
            # tryFoldSelectIntoOp: (select c, (op y, x), y) -> (op y,
            # (select c, x, 0)), the inner select a mask the same way.
            g = ("mask", d)
            ours_slots += [("select-mask", BRANCHES + ["PHI"], g)] * 2 + [("select-mask", SET, g)] * 2
            llc_slots += [("select-mask", ["AND", "OR"], g), ("select-mask", ["SUB", "ADDI", "ADDIW", "XORI"], g)]
            llc_slots += [("select-mask", SET, g)] * 3
        if op == "load" and det != "i8":
            # Read only through truncations narrower than the load: llc
            # loads fewer bytes (DAGCombiner::reduceLoadWidth).
            exts = [u for u, (uop, _, uops) in defs.items() if d in uops]
            via = [u for e in exts for u, (uop, _, uops) in defs.items() if e in uops and defs[e][0] in ("zext", "sext")]
            users = [u for u in exts if defs[u][0] not in ("zext", "sext")] + via
            stores = [det2 for _, op2, det2, ops2 in body if op2 == "store" and any(x in ops2 for x in exts)]
            if (users or stores) and all(defs[u][0] == "trunc" and WIDTH[defs[u][1]] < WIDTH[det] for u in users) \
                    and all(WIDTH[w] < WIDTH[det] for w in stores):
                ours_slots.append(("narrowed", CANDIDATES["load"], ("pair", d, "n")))
                llc_slots.append(("narrowed", CANDIDATES["load"], ("pair", d, "n")))
        if op == "select" and all(x in defs and (defs[x][0] == "load" or (defs[x][0] in ("zext", "sext") and
                                                                          defs[x][2][0] in defs and
                                                                          defs[defs[x][2][0]][0] == "load"))
                                  for x in ops[1:]):
            # A select of two loads: llc loads from a selected address.
            g = ("trade", d, "l")
            ours_slots.append(("select-loads", CANDIDATES["load"], g))
            llc_slots += [("select-loads", ["ADDI", "ADD"], g)] * 3
        inner = defs.get(ops[0]) if ops else None
        if op in ("shl", "lshr", "ashr") and not ops[1].startswith("%") and inner and \
                inner[0] in ("shl", "lshr", "ashr") and not inner[2][1].startswith("%"):
            if inner[0] == op:
                # Two shifts by constants the same way: one shift.
                ours_slots.append(("merged-shifts", ["SLLI", "SRLI", "SRAI"], None))
            else:
                # A shift back the other way: a mask, or shifts of a word.
                g = ("trade", d, "s")
                ours_slots += [("shift-mask", ["SLLI", "SRLI", "SRAI"], g)] * 2
                llc_slots += [("shift-mask", ["ANDI", "SRLIW", "SLLIW", "SRAIW", "SLLI", "SRLI", "SRAI"], g)] * 2
        if op == "load":
            twins = [x for x, (op2, det2, ops2) in defs.items() if op2 == "load" and x != d and x in live
                     and ops2 == ops and WIDTH[det2] == WIDTH[det]]
            if twins and int(d[2:]) < min(int(x[2:]) for x in twins):
                # Two loads of one address: llc loads once and extends.
                g = ("trade", d, "t")
                ours_slots.append(("one-load", CANDIDATES["load"], g))
                llc_slots.append(("one-load", ["ADDIW", "ANDI", "SLLI", "SRLI", "SRAI", "ZEXT_W"], g))
        if op == "sub" and ops[1] in defs and defs[ops[1]][0] in ("sub", "add") and ops[1] in live:
            ours_slots.append(("reassociated", ["SUB"], ("pair", d, "r")))
            llc_slots.append(("reassociated", ["ADD", "SUB", "ADDI"], ("pair", d, "r")))
    for d, (op, det, ops) in defs.items():
        if d in folded or (d in live and d not in over):
            continue
        rule = kinds.get(d)
        if rule is None:
            # Dead only because what used it was simplified: charged to the
            # rule of its users (the first one found).
            rule = next((kinds[u] for u, (_, _, uo) in defs.items() if d in uo and u in kinds), "undemanded")
        ours_slots += [(rule, CANDIDATES[op], None)] * COST[op]
        # Its constant operands, literal or folded by our lowering, which
        # our selection materialized for it.
        ours_slots += [(rule, CONST_MAT, None)] * (2 * sum(1 for x in ops if not x.startswith("%") or x in folded))
    # Trades first, each taking one opcode from both sides at once: a
    # pair (one of ours for one of llc's), a select turned into a mask (its
    # branch and set on our side for the mask on llc's).
    ours_left, llc_left, applied = list(ours_only), list(llc_only), set()

    def take(items, allowed):
        for x in items:
            if x in allowed:
                items.remove(x)
                return x
        return None

    groups = collections.OrderedDict()
    for side, slots in (("ours", ours_slots), ("llc", llc_slots)):
        for rule, allowed, g in slots:
            if g is not None:
                groups.setdefault(g, {"ours": [], "llc": [], "rule": rule})[side].append(allowed)
    for g, sides in groups.items():
        if g[0] == "pair":
            for a, b in zip(sides["ours"], sides["llc"]):
                if any(x in a for x in ours_left) and any(x in b for x in llc_left):
                    take(ours_left, a)
                    take(llc_left, b)
                    applied.add(sides["rule"])
        else:
            got_o = [x for x in (take(ours_left, a) for a in sides["ours"]) if x]
            got_l = [x for x in (take(llc_left, b) for b in sides["llc"]) if x]
            if got_o and got_l and (g[0] == "trade" or any(x in BRANCHES + ["PHI"] for x in got_o)):
                applied.add(sides["rule"])
            else:
                ours_left += got_o
                llc_left += got_l
    ours_free = [sl for sl in ours_slots if sl[2] is None]
    llc_free = [sl for sl in llc_slots if sl[2] is None]
    mo = match(ours_left, ours_free)
    ml = match(llc_left, llc_free)
    if mo is None or ml is None:
        return None, "ours only %s, llc only %s; rules found: %s" % (
            ours_only, llc_only, ", ".join(sorted({u[0] for u in used})) or "none")
    rules = applied | {ours_free[j][0] for j in mo} | {llc_free[j][0] for j in ml}
    return sorted(rules), None


def example_out_dir():
    """The OUT_DIR examples/build.rs wrote the generated modules into (cargo
    says which after building the example), and the libraries the example
    links ({crate name: rlib}: the runtime and the selection DAG)."""
    r = subprocess.run(["cargo", "build", "-q", "-p", "tablegen-examples", "--features", "riscv", "--example", "riscv_expr",
                        "--message-format=json"], cwd=ROOT,
                       capture_output=True, text=True)
    if r.returncode != 0:
        return None, {}, "cargo build --example riscv_expr failed:\n" + r.stderr[-3000:]
    out_dir, libs = None, {}
    for line in r.stdout.splitlines():
        msg = json.loads(line)
        if msg.get("reason") == "build-script-executed" and "tablegen-examples" in msg.get("package_id", ""):
            out_dir = msg["out_dir"]
        if msg.get("reason") == "compiler-artifact" and "lib" in msg.get("target", {}).get("kind", []):
            for f in msg.get("filenames", []):
                if f.endswith(".rlib"):
                    libs[msg["target"]["name"].replace("-", "_")] = f
    if out_dir is None:
        return None, {}, "cargo did not report the examples' build script (no OUT_DIR)"
    missing = [c for c in ("tablegen_runtime", "tablegen_isel_dag") if c not in libs]
    if missing:
        return None, {}, "cargo did not report the example's libraries %s" % missing
    return out_dir, libs, None


def inject_encoder(riscv_dir):
    """ADD's bits in the generated encoder's INST_BITS replaced by SUB's."""
    path = os.path.join(riscv_dir, "emitter.rs")
    with open(path) as f:
        text = f.read()
    # The opcode numbers: the tree's `Opcode` (instr_info.rs) names them.
    with open(os.path.join(riscv_dir, "instr_info.rs")) as f:
        num = {n.upper(): int(v) for n, v in re.findall(r"pub const (Add|Sub): Self = Self\((\d+)\);", f.read())}
    m = re.search(r"pub static INST_BITS: \[Bits; \d+\] = \[\n(.*?)\n\];", text, re.S)
    if len(num) != 2 or not m:
        return "the generated encoder has no INST_BITS or no ADD/SUB opcode"
    # One entry a line, `0x33, // ADD`: the value is what precedes the comma.
    lines = m.group(1).split("\n")
    values = [line.strip().split(",")[0] for line in lines]
    add, sub = values[num["ADD"]], values[num["SUB"]]
    if add == sub:
        return "ADD and SUB have the same bits in INST_BITS"
    lines[num["ADD"]] = lines[num["ADD"]].replace(add, sub, 1)
    body = "\n".join(lines)
    with open(path, "w") as f:
        f.write(text[:m.start(1)] + body + text[m.end(1):])
    print(f"riscv-expr: --inject=encoder: INST_BITS[{num['ADD']}] (ADD) {add} -> {sub} (SUB's) in {path}")
    return None


def build_injected(kind):
    """The example compiled by rustc against a faulty copy of its generated
    modules; returns (executable, error)."""
    out_dir, libs, err = example_out_dir()
    if err:
        return None, err
    work = os.path.join(ROOT, "target", "riscv-expr-inject")
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(out_dir, os.path.join(work, "out"))
    err = {"encoder": inject_encoder}[kind](os.path.join(work, "out", "riscv"))
    if err:
        return None, err
    exe = os.path.join(work, "riscv_expr")
    # The example's libraries as cargo built them (their own dependencies
    # are found beside them).
    externs = []
    for name, path in sorted(libs.items()):
        if name in ("tablegen_runtime", "tablegen_isel_dag"):
            externs += ["--extern", "%s=%s" % (name, path), "-L", "dependency=" + os.path.dirname(path)]
    r = subprocess.run(["rustc", "--edition", "2021", "--crate-type", "bin", "--crate-name", "riscv_expr",
                        "-C", "opt-level=1", "-C", "debuginfo=0", os.path.join(ROOT, "examples", "riscv_expr.rs"),
                        "-o", exe] + externs, cwd=ROOT, capture_output=True, text=True,
                       env=dict(os.environ, OUT_DIR=os.path.join(work, "out")))
    if r.returncode != 0:
        return None, "rustc on the injected example failed:\n" + r.stderr[-3000:]
    return exe, None


# The random functions of the default run (--count 1000 --seed 1) whose
# difference from llc-19 no rule explains yet, each with the difference
# itself: a ratchet. A function not listed that no rule explains fails the
# run; so does a listed one whose difference changed (our selection of it
# moved) or that is now explained or matches (take it off the list). The
# list only shrinks, as rules are added.
UNEXPLAINED = os.path.join(ROOT, ".ci", "riscv-expr-unexplained.txt")


def read_unexplained():
    listed = {}
    if os.path.exists(UNEXPLAINED):
        with open(UNEXPLAINED) as f:
            for line in f:
                if line.strip() and not line.startswith("#"):
                    name, diff = line.rstrip("\n").split("\t", 1)
                    listed[name] = diff
    return listed


def difference(ours, llc_ops):
    o, t = collections.Counter(ours), collections.Counter(llc_ops)
    return "ours only [%s], llc-19 only [%s]" % (" ".join(sorted((o - t).elements())),
                                                 " ".join(sorted((t - o).elements())))


def main():
    check = checks.Check("riscv-expr", unit="kind")
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=15, help="differing random functions to print")
    ap.add_argument("--unclassified-max", type=int, default=0, metavar="N",
                    help="random functions that may differ from llc's selection with no rule explaining it")
    ap.add_argument("--record-unexplained", action="store_true",
                    help="rewrite %s from this run (defaults only)" % os.path.relpath(UNEXPLAINED, ROOT))
    ap.add_argument("--rules-self-test", action="store_true",
                    help="count how many mutated selections the rules would wrongly explain")
    check.add_arguments(ap, inject=("encoder",))
    args = check.configure(ap.parse_args())
    kinds = check.select(args.only, ["single", "random"])
    out = os.path.join(ROOT, "target", "riscv_expr")
    if args.inject:
        # Not over the outputs of an honest run.
        out = os.path.join(ROOT, "target", "riscv-expr-inject", "run")
        exe, err = build_injected(args.inject)
        if err:
            check.error("example", err)
            return check.finish()
        cmd = [exe]
    else:
        cmd = ["cargo", "run", "-q", "-p", "tablegen-examples", "--features", "riscv", "--example", "riscv_expr", "--"]
    r = subprocess.run(cmd + ["--count", str(args.count), "--seed", str(args.seed), "--out", out], cwd=ROOT)
    if r.returncode != 0:
        check.error("example", f"{' '.join(cmd[:4])} exited with {r.returncode}")
        return check.finish()
    rows = []
    with open(os.path.join(out, "selected.txt")) as f:
        for line in f:
            name, kind, nops, opcodes = line.rstrip("\n").split("\t")
            rows.append((name, kind, int(nops), opcodes.split()))
    n = len(rows)
    of_kind = {k: [r for r in rows if r[1] == k] for k in ("single", "random")}

    # 2. qemu.
    run = subprocess.run(["qemu-riscv64", os.path.join(out, "riscv_expr.elf")], capture_output=True, timeout=600)
    with open(os.path.join(out, "expected.bin"), "rb") as f:
        want = f.read()
    got = run.stdout
    bad = set()
    if len(got) != len(want):
        # The ELF stopped early (a trap, a bad jump): nothing to compare
        # function by function, so every selected function counts as one
        # difference rather than none.
        print(f"qemu: exit status {run.returncode}, {len(got)} bytes of output, {len(want)} expected")
        if run.returncode == 0:
            check.error("qemu", f"exit status 0 but {len(got)} bytes of output, {len(want)} expected")
        else:
            for k in kinds:
                check.differ(k, len(of_kind[k]))
    else:
        for i in range(VECTORS * n):
            if got[8 * i:8 * i + 8] != want[8 * i:8 * i + 8]:
                g, w = struct.unpack("<q", got[8 * i:8 * i + 8])[0], struct.unpack("<q", want[8 * i:8 * i + 8])[0]
                name = rows[i % n][0]
                if name not in bad and rows[i % n][1] in kinds:
                    print(f"qemu MISMATCH {name} (vector {i // n}): got {g}, expected {w}")
                bad.add(name)
        memory_differs = got[VECTORS * n * 8:] != want[VECTORS * n * 8:]
        if memory_differs:
            print("qemu MISMATCH: the memory after all calls differs")
        for k in kinds:
            kb = sum(1 for r in of_kind[k] if r[0] in bad)
            check.count(k, len(of_kind[k]), "qemu functions")
            check.differ(k, kb + (1 if memory_differs and not kb else 0))
        if run.returncode != 0:
            check.differ(kinds[0], 1)
    print(f"qemu-riscv64: {n - len(bad)}/{n} functions give the Rust evaluator's results on all {VECTORS} "
          f"argument vectors ({sum(1 for r in of_kind['random'] if r[0] not in bad)} "
          f"of {len(of_kind['random'])} random expressions)")

    # 3. llc.
    llc_tool = "false" if args.break_cpp else "llc-19"
    llc = subprocess.run([llc_tool, "-mtriple=riscv64", "-mattr=+m", "-O2", "-stop-after=finalize-isel",
                          os.path.join(out, "functions.ll"), "-o", "-"], capture_output=True, text=True)
    if llc.returncode != 0:
        check.error("llc-19", f"{llc_tool} exited with {llc.returncode}"
                    f"{' (--break-cpp)' if args.break_cpp else ''}: {llc.stderr.strip()[-500:]}")
        return check.finish()
    theirs = mir_opcodes(llc.stdout)
    missing = [r[0] for r in rows if r[0] not in theirs]
    if missing:
        check.error("llc-19", f"no MIR for {len(missing)} function(s): {', '.join(missing[:5])}")
        return check.finish()
    with open(os.path.join(out, "functions.ll")) as f:
        bodies = parse_ir(f.read())
    smp = samples(128)
    single_bad, random_same = [], 0
    by_rule, unclassified = collections.Counter(), []
    unexplained = {}
    for name, kind, nops, ours in rows:
        if kind not in kinds:
            continue
        llc_ops = theirs[name]
        same = llc_ops == sorted(ours)
        check.count(kind, 1, "llc functions")
        if kind == "single":
            if not same:
                single_bad.append(f"  {name}: ours {' '.join(ours)} | llc-19 {' '.join(llc_ops)}")
                check.differ("single")
            continue
        if same:
            random_same += 1
            continue
        rules, why = explain(bodies[name], ours, llc_ops, smp)
        if rules:
            by_rule.update(rules)
            by_rule["(functions explained)"] += 1
        else:
            unclassified.append(f"  {name} ({nops} ops): {why}")
            unexplained[name] = difference(ours, llc_ops)
    if "single" in kinds:
        singles = len(of_kind["single"])
        print(f"llc-19: {singles - len(single_bad)}/{singles} single-operation functions select llc's opcodes")
        for line in single_bad:
            print(line)
    if "random" in kinds:
        total = len(of_kind["random"])
        print(f"llc-19: {random_same}/{total} random expressions select exactly llc's opcodes; "
              f"{by_rule['(functions explained)']} differ as rules explain, {len(unclassified)} as none does")
        for rule, c in sorted(by_rule.items(), key=lambda kv: -kv[1]):
            if rule != "(functions explained)":
                print(f"  {c:4d}x {rule}: {RULE_NAMES[rule]}")
        if unclassified:
            print("differences no rule explains (IR in target/riscv_expr/functions.ll):")
            print("\n".join(unclassified[:args.show]))
        defaults = args.count == 1000 and args.seed == 1
        if args.record_unexplained and defaults:
            with open(UNEXPLAINED, "w") as f:
                f.write("# .ci/riscv-expr.py --count 1000 --seed 1: random functions whose difference from\n"
                        "# llc-19's selection no rule explains yet (name, difference). Only shrinks.\n")
                for name in sorted(unexplained, key=lambda n: int(n.split("_")[-1]) if n.split("_")[-1].isdigit() else 0):
                    f.write("%s\t%s\n" % (name, unexplained[name]))
            print("recorded %d unexplained functions in %s" % (len(unexplained), os.path.relpath(UNEXPLAINED, ROOT)))
        listed = read_unexplained() if defaults else {}
        known = {n for n, d in unexplained.items() if listed.get(n) == d}
        for name in sorted(set(unexplained) - known):
            was = listed.get(name)
            print(f"  UNEXPLAINED {name}: {unexplained[name]}" + (f" (listed as: {was})" if was else " (not listed)"))
        for name in sorted(set(listed) - set(unexplained)):
            print(f"  {name} is listed in {os.path.relpath(UNEXPLAINED, ROOT)} but no longer unexplained: "
                  "take it off the list")
        stale = len(set(listed) - set(unexplained))
        if defaults:
            print(f"llc-19: {len(known)} of the {len(listed)} listed unexplained differences as recorded, "
                  f"{len(unexplained) - len(known)} new, {stale} to take off the list")
            if len(unexplained) - len(known) or stale:
                check.differ("random", len(unexplained) - len(known) + stale)
        # checks.Check bounds skips by a fraction of the unit's compared
        # cases (two per function here: qemu and llc): N functions, the
        # listed ones with the defaults.
        bound = len(known) if defaults else args.unclassified_max
        check.skipped_max = bound / max(1, 2 * total)
        check.skip("random", len(known) if defaults else len(unclassified),
                   "differences from llc-19 no rule explains yet (listed)" if defaults
                   else "differences from llc-19 no rule explains")
        if args.rules_self_test:
            self_test(rows, theirs, bodies, smp)
    return check.finish()


def self_test(rows, theirs, bodies, smp):
    """Mutates the selection of functions that match llc (one opcode
    swapped for another of its family, one dropped, one added) and counts
    the mutations the rules explain: each is a wrong selection passing."""
    families = [v for v in CANDIDATES.values() if len(v) > 1]
    rng = random.Random(3)
    tried = explained = 0
    for name, kind, nops, ours in rows:
        if kind != "random" or sorted(ours) != theirs[name] or not ours:
            continue
        i = rng.randrange(len(ours))
        fam = [f for f in families if ours[i] in f]
        swapped = ours[:i] + [rng.choice([x for x in fam[0] if x != ours[i]])] + ours[i + 1:] if fam else None
        for mutant in (swapped, ours[:i] + ours[i + 1:], ours + [rng.choice(ours)]):
            if mutant is None:
                continue
            tried += 1
            if explain(bodies[name], mutant, theirs[name], smp)[0]:
                explained += 1
    print(f"riscv-expr: rules self-test: {explained} of {tried} wrong selections (mutations of matching ones) "
          f"explained by the rules")


if __name__ == "__main__":
    sys.exit(main())
