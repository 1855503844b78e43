"""X86-64 byte strings for the printer oracle (run.py imports `corpus`).

Each instruction record of X86.td (our `tablegen -dump-json`, every
X86Inst whose Form is not Pseudo: the disassembler also decodes some
codegen-only records, such as the condition-code forms) gives the bytes of
one instance of it, laid out as X86's encoder lays them out:

  legacy prefixes (random extra ones: lock, rep/repne, segment overrides,
  operand and address size), the operand-size (OpSize16) and address-size
  (AdSize32) prefixes, the mandatory prefix (OpPrefix PD/XS/XD), REX (W
  from the record, R/X/B random) or REX2; or a VEX (C5/C4), XOP (8F) or
  EVEX (62) prefix carrying the map, W, L, L'L, vvvv, pp, and for EVEX the
  mask, zeroing and broadcast/rounding bits (APX's NDD and NF bits for
  its EVEX-promoted instructions);
  the opcode map escape (0F, 0F 38, 0F 3A, 0F 0F for 3DNow!); the opcode
  (plus a register for AddRegFrm, a condition code for the CC forms); the
  ModRM byte as the Form asks (register forms mod=3 and /digit, memory
  forms mod 0-2 with SIB (always for gathers and scatters: VSIB),
  RIP-relative and displacements, the fixed
  MRM_XX bytes); the immediates the record's ImmT names (and the extra
  ones of ENTER and far calls, the address of the moffs forms, the 3DNow!
  opcode suffix).

Every record gets two instances, then random records get more until 85% of
`count`; a tenth of those instances have one byte mutated (neighbouring
encodings), and the rest of `count` are random strings of 1 to 15 bytes
whose first bytes lean towards prefixes and escapes. Strings whose
decoding could print a prefix the encoding llvm-mc shows cannot carry
(`unreadable`) are drawn again. llvm-mc decodes the strings (one per
line) as one stream of instructions.
"""

LEGACY_PREFIXES = [0xF0, 0xF2, 0xF3, 0x2E, 0x36, 0x3E, 0x26, 0x64, 0x65, 0x66, 0x67]

# Forms whose ModRM byte is fixed: MRM_C0 .. MRM_FF.
FIXED_MODRM = {f"MRM_{b:02X}": b for b in range(0xC0, 0x100)}

# ModRM register forms with a /digit in the reg field, and memory forms.
REG_DIGIT = {f"MRM{d}r": d for d in range(8)}
REG_DIGIT.update({f"MRM{d}X": d for d in range(8)})
MEM_DIGIT = {f"MRM{d}m": d for d in range(8)}

REG_FORMS = {"MRMDestReg", "MRMSrcReg", "MRMSrcReg4VOp3", "MRMSrcRegOp4", "MRMSrcRegCC",
             "MRMXrCC", "MRMXr", "MRMDestRegCC"}
MEM_FORMS = {"MRMDestMem", "MRMSrcMem", "MRMSrcMem4VOp3", "MRMSrcMemOp4", "MRMSrcMemCC",
             "MRMXmCC", "MRMXm", "MRMDestMemCC", "MRMDestMem4VOp3CC"}
FSIB_FORMS = {"MRMSrcMemFSIB", "MRMDestMemFSIB"}
CC_FORMS = {"AddCCFrm", "MRMSrcRegCC", "MRMSrcMemCC", "MRMXrCC", "MRMXmCC", "MRMDestRegCC",
            "MRMDestMemCC", "MRMDestMem4VOp3CC"}

IMM_BYTES = {"NoImm": 0, "Imm8": 1, "Imm8PCRel": 1, "Imm8Reg": 1, "Imm16": 2, "Imm16PCRel": 2,
             "Imm32": 4, "Imm32PCRel": 4, "Imm32S": 4, "Imm64": 8}

MANDATORY = {"PD": 0x66, "XS": 0xF3, "XD": 0xF2}
PP = {"PD": 1, "XS": 2, "XD": 3}
LEGACY_ESCAPE = {"OB": [], "TB": [0x0F], "T8": [0x0F, 0x38], "TA": [0x0F, 0x3A], "ThreeDNow": [0x0F, 0x0F]}
VEX_MAP = {"TB": 1, "T8": 2, "TA": 3}
XOP_MAP = {"XOP8": 8, "XOP9": 9, "XOPA": 10}
EVEX_MAP = {"TB": 1, "T8": 2, "TA": 3, "T_MAP4": 4, "T_MAP5": 5, "T_MAP6": 6, "T_MAP7": 7}


def field(record, name):
    """A field's value: a def's name, or the value itself."""
    v = record.get(name)
    return v["def"] if isinstance(v, dict) and "def" in v else v


def bits(record, name):
    """A bits<N> field as an integer (dump-json lists the bits low first)."""
    v = record.get(name) or []
    return sum(b << i for i, b in enumerate(v) if b == 1)


def flag(record, name):
    return record.get(name) == 1


class Shape:
    """What of an instruction record the encoding needs."""

    def __init__(self, name, r):
        self.enc = field(r, "OpEnc")
        self.map = field(r, "OpMap")
        self.prefix = field(r, "OpPrefix")
        self.form = field(r, "Form")
        self.imm = field(r, "ImmT")
        self.opsize = field(r, "OpSize")
        self.adsize = field(r, "AdSize")
        self.explicit = field(r, "explicitOpPrefix")
        self.opcode = bits(r, "Opcode")
        self.w, self.l, self.l2 = flag(r, "hasREX_W"), flag(r, "hasVEX_L"), flag(r, "hasEVEX_L2")
        self.k, self.z, self.b = flag(r, "hasEVEX_K"), flag(r, "hasEVEX_Z"), flag(r, "hasEVEX_B")
        self.rc, self.nf, self.vvvv = flag(r, "hasEVEX_RC"), flag(r, "hasEVEX_NF"), flag(r, "hasVEX_4V")
        self.ignores_l, self.ignores_w = flag(r, "ignoresVEX_L"), flag(r, "IgnoresW")
        # Gathers and scatters address memory through a vector index (VSIB):
        # their ModRM always has a SIB byte.
        self.vsib = "GATHER" in name or "SCATTER" in name
        # APX's EVEX-promoted legacy and VEX instructions (map 4, or an NF,
        # `_EVEX` or EGPR variant elsewhere) lay out EVEX's last byte their
        # own way.
        predicates = {p.get("def") for p in r.get("Predicates") or [] if isinstance(p, dict)}
        self.apx = self.enc == "EncEVEX" and (
            self.map == "T_MAP4" or self.nf or name.endswith(("_EVEX", "_NF")) or "HasEGPR" in predicates)


def shapes(records):
    """The Shape of every encodable instruction record, in name order."""
    out = []
    for name in sorted(records["!instanceof"].get("X86Inst", [])):
        r = records[name]
        if field(r, "Form") in (None, "Pseudo") or flag(r, "isPseudo"):
            continue
        out.append(Shape(name, r))
    return out


def disp(rng, size):
    """A displacement of `size` bytes: zero, small, negative or wide."""
    choice = rng.random()
    if size == 1:
        v = rng.choice([0, 1, 0x7F, 0x80, 0xFF]) if choice < 0.3 else rng.randrange(256)
        return [v]
    if choice < 0.2:
        v = rng.choice([0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF])
    elif choice < 0.6:
        v = rng.randrange(-4096, 4096) & 0xFFFFFFFF
    else:
        v = rng.getrandbits(32)
    return list(v.to_bytes(4, "little"))


def memory(rng, reg, force_sib=False):
    """ModRM (mod 0-2), SIB when rm=4, and the displacement."""
    mod = rng.randrange(3)
    rm = 4 if force_sib or rng.random() < 0.35 else rng.randrange(8)
    out = [(mod << 6) | (reg << 3) | rm]
    if rm == 4:
        sib = rng.getrandbits(8)
        out.append(sib)
        if mod == 0 and sib & 7 == 5:
            return out + disp(rng, 4)
    if mod == 0 and rm == 5:
        return out + disp(rng, 4)
    return out + (disp(rng, 1) if mod == 1 else disp(rng, 4) if mod == 2 else [])


def modrm(rng, s):
    """The ModRM byte and what follows it up to the immediates."""
    if s.form in FIXED_MODRM:
        return [FIXED_MODRM[s.form]]
    if s.form in REG_DIGIT:
        return [0xC0 | (REG_DIGIT[s.form] << 3) | rng.randrange(8)]
    if s.form in MEM_DIGIT:
        return memory(rng, MEM_DIGIT[s.form], force_sib=s.vsib)
    if s.form in REG_FORMS:
        return [0xC0 | rng.randrange(64)]
    if s.form == "MRMr0":
        # A register in the reg field, r/m 0.
        return [0xC0 | (rng.randrange(8) << 3)]
    if s.form in MEM_FORMS:
        return memory(rng, rng.randrange(8), force_sib=s.vsib)
    if s.form in FSIB_FORMS:
        return memory(rng, rng.randrange(8), force_sib=True)
    return []


def immediates(rng, s):
    """The immediate bytes: ImmT's, plus the forms' extra ones."""
    n = IMM_BYTES.get(s.imm, 0)
    if s.imm == "Imm8" and rng.random() < 0.5:
        # Condition predicates and the like: small values more often.
        out = [rng.randrange(40)]
    else:
        out = [rng.getrandbits(8) for _ in range(n)]
    if s.form == "RawFrmImm8":
        out.append(rng.getrandbits(8))
    elif s.form == "RawFrmImm16":
        out += [rng.getrandbits(8), rng.getrandbits(8)]
    elif s.form == "RawFrmMemOffs":
        out = [rng.getrandbits(8) for _ in range(8)]
    return out


def opcode_byte(rng, s):
    if s.form == "AddRegFrm":
        return (s.opcode & 0xF8) | rng.randrange(8)
    if s.form in CC_FORMS:
        return (s.opcode & 0xF0) | rng.randrange(16)
    return s.opcode


def extra_prefixes(rng, s):
    """Random legacy prefixes in front: lock, rep, segment, sizes."""
    if rng.random() >= 0.3:
        return []
    return [rng.choice(LEGACY_PREFIXES) for _ in range(rng.choice([1, 1, 1, 2]))]


VEX_LIKE = {0x62, 0xC4, 0xC5, 0x8F}
REX = set(range(0x40, 0x50))


def prefixes_before(b, j, also=()):
    """The legacy prefix bytes (and `also`) right before position j."""
    i = j
    while i > 0 and (b[i - 1] in LEGACY_PREFIXES or b[i - 1] in also):
        i -= 1
    return b[i:j]


def unreadable(b):
    """True if some decoding of the string could print a prefix that the
    encoding llvm-mc shows does not carry, which no printer reading that
    encoding can match (x86.rs's module doc): a lock before a VEX, XOP or
    EVEX prefix (printed; the encoder writes 0xF0 only for legacy
    encodings), or prefixes other than the one 0xF3 before `0F A6`/`0F A7`
    (the X86II::REP instructions `xsha256`, `xcryptcbc`...: the
    disassembler may set IP_HAS_REPEAT, printed, while their encoding has
    its one 0xF3 either way). Checked at every position, which also
    rejects some strings that would decode fine."""
    for j, byte in enumerate(b):
        if byte in VEX_LIKE and 0xF0 in prefixes_before(b, j):
            return True
        if byte == 0x0F and b[j + 1:j + 2] in (b"\xa6", b"\xa7"):
            if prefixes_before(b, j, REX) not in (b"", b"\xf3"):
                return True
    return False


def legacy(rng, s):
    out = extra_prefixes(rng, s)
    if s.opsize == "OpSize16":
        out.append(0x66)
    if s.adsize == "AdSize32":
        out.append(0x67)
    if s.prefix in MANDATORY:
        out.append(MANDATORY[s.prefix])
    if s.explicit == "ExplicitREX2" or (s.map in ("OB", "TB") and rng.random() < 0.05):
        # REX2: M0 selects map 0F; W, R4 X4 B4 R3 X3 B3 random.
        m0 = 0x80 if s.map == "TB" else 0
        out += [0xD5, m0 | (0x08 if s.w else 0) | rng.getrandbits(3) | (rng.getrandbits(3) << 4)]
        escape = [] if s.map == "TB" else LEGACY_ESCAPE.get(s.map, [])
    else:
        if s.w or rng.random() < 0.3:
            out.append(0x40 | (0x08 if s.w else 0) | rng.getrandbits(3))
        escape = LEGACY_ESCAPE.get(s.map, [])
    out += escape
    if s.map == "ThreeDNow":
        # 0F 0F ModRM [disp] opcode-as-suffix.
        return out + modrm(rng, s) + [s.opcode]
    return out + [opcode_byte(rng, s)] + modrm(rng, s) + immediates(rng, s)


def w_bit(rng, s):
    return rng.getrandbits(1) if s.ignores_w else int(s.w)


def l_bit(rng, s):
    return rng.getrandbits(1) if s.ignores_l else int(s.l)


def vvvv_field(rng, s):
    """vvvv as encoded (inverted): a random register when the record uses
    it, else 1111 (no register) most of the time."""
    return rng.getrandbits(4) if s.vvvv or rng.random() < 0.05 else 0xF


def vex(rng, s):
    out = extra_prefixes(rng, s)
    pp = PP.get(s.prefix, 0)
    w, l, v = w_bit(rng, s), l_bit(rng, s), vvvv_field(rng, s)
    mmmmm = VEX_MAP.get(s.map, 1)
    tail = [opcode_byte(rng, s)] + modrm(rng, s) + immediates(rng, s)
    if mmmmm == 1 and w == 0 and rng.random() < 0.5:
        return out + [0xC5, (rng.getrandbits(1) << 7) | (v << 3) | (l << 2) | pp] + tail
    rxb = rng.getrandbits(3) if rng.random() < 0.5 else 7
    return out + [0xC4, (rxb << 5) | mmmmm, (w << 7) | (v << 3) | (l << 2) | pp] + tail


def xop(rng, s):
    pp = PP.get(s.prefix, 0)
    rxb = rng.getrandbits(3) if rng.random() < 0.5 else 7
    byte1 = (rxb << 5) | XOP_MAP.get(s.map, 8)
    byte2 = (w_bit(rng, s) << 7) | (vvvv_field(rng, s) << 3) | (l_bit(rng, s) << 2) | pp
    return extra_prefixes(rng, s) + [0x8F, byte1, byte2, opcode_byte(rng, s)] + modrm(rng, s) + immediates(rng, s)


def evex(rng, s):
    pp = PP.get(s.prefix, 0)
    mmm = EVEX_MAP.get(s.map, 1)
    # Mostly the low sixteen registers: R' and V' select the high ones,
    # which many operands (mask registers among them) cannot be.
    rxbr = rng.getrandbits(4) if rng.random() < 0.3 else 0xF
    p0 = (rxbr << 4) | mmm
    p1 = (w_bit(rng, s) << 7) | (vvvv_field(rng, s) << 3) | 0x04 | pp
    if s.apx:
        # APX: ND in the b bit, NF in bit 2; V' inverted.
        p2 = (int(s.b) << 4) | 0x08 | (int(s.nf) << 2)
    else:
        if s.rc:
            ll = rng.randrange(4)
        else:
            ll = 2 if s.l2 else 1 if s.l else 0
        # A masked record needs a mask; an unmasked one mostly has none.
        aaa = rng.randrange(1, 8) if s.k or rng.random() < 0.05 else 0
        vprime = 0 if s.vvvv and rng.random() < 0.3 else 1
        p2 = (int(s.z) << 7) | (ll << 5) | (int(s.b or s.rc) << 4) | (vprime << 3) | aaa
    return extra_prefixes(rng, s) + [0x62, p0, p1, p2, opcode_byte(rng, s)] + modrm(rng, s) + immediates(rng, s)


def encode(rng, s):
    """One instance of the record's instruction."""
    if s.enc == "EncVEX":
        return vex(rng, s)
    if s.enc == "EncXOP":
        return xop(rng, s)
    if s.enc == "EncEVEX":
        return evex(rng, s)
    return legacy(rng, s)


def mutate(rng, b):
    """The string with one random byte changed."""
    b = list(b)
    b[rng.randrange(len(b))] = rng.getrandbits(8)
    return b


def random_string(rng):
    """1 to 15 random bytes, often led by prefixes or an escape."""
    lead = rng.choice([[], [], [0x0F], [0x0F, 0x38], [0x0F, 0x3A], [0xC5], [0xC4], [0x62], [0x8F],
                       [rng.choice(LEGACY_PREFIXES)], [0x48], [0xD5]])
    return lead + [rng.getrandbits(8) for _ in range(rng.randrange(1, 16 - len(lead)))]


# Bytes a string may not end with (see Stream).
DANGLING = set(LEGACY_PREFIXES) | REX | {0x0F}


class Stream:
    """The strings so far. llvm-mc decodes the lines as one byte stream: an
    instruction may begin with the prefixes a line ends with. A string that
    ends with a prefix, a REX byte or an escape gets a `nop` (0x90) after
    it, so that `unreadable` need only look at each string on its own."""

    def __init__(self):
        self.strings = []

    def add(self, make):
        """Appends the first string `make()` returns that is not
        `unreadable`."""
        while True:
            b = bytes(make())
            if not unreadable(b):
                break
        if b and b[-1] in DANGLING:
            b += b"\x90"
        self.strings.append(b)


def corpus(records, rng, count):
    """At least `count` byte strings (see the module doc)."""
    all_shapes = shapes(records)
    out = Stream()
    for _ in range(2):
        for s in all_shapes:
            out.add(lambda: encode(rng, s))
    structured = max(len(out.strings), int(count * 0.85))
    while len(out.strings) < structured:
        s = rng.choice(all_shapes)
        mutated = rng.random() < 0.1
        out.add(lambda: mutate(rng, encode(rng, s)) if mutated else encode(rng, s))
    while len(out.strings) < count:
        out.add(lambda: random_string(rng))
    return out.strings
