"""The instruction words of a fixed-length target's corpus (RISC-V,
AArch64): what `llvm-mc-19 --disassemble` is fed.

Two sources, both from a fixed seed:

- every encoding of the decoder: each instruction record that is neither
  pseudo nor code-generation-only, with a `DecoderNamespace` and an `Inst` field of `8 * Size` bits gives
  instances with its fixed bits kept and every other bit (an operand's, or
  one left `?`) random. The records include instructions of features the
  mode does not enable; llvm-mc rejects those, which costs nothing;
- random words of every instruction size the records use, a fifth of the
  corpus, for what no record describes (and the decoder must reject).

Words are little-endian byte strings, which is how both targets lay out
their instructions in memory.
"""


def encodings(records):
    """[(name, size in bytes, fixed mask, fixed value)] of the decodable
    instruction records, in name order (the order is part of the seed's
    meaning)."""
    out = []
    for name in sorted(records["!instanceof"].get("Instruction", [])):
        rec = records[name]
        inst, size = rec.get("Inst"), rec.get("Size")
        if rec.get("isPseudo") or rec.get("isCodeGenOnly") or "DecoderNamespace" not in rec:
            continue
        if not isinstance(inst, list) or not isinstance(size, int) or size <= 0 or len(inst) != 8 * size:
            continue
        mask = value = 0
        for i, bit in enumerate(inst):
            if bit in (0, 1):
                mask |= 1 << i
                value |= bit << i
        if mask:
            out.append((name, size, mask, value))
    return out


def corpus(records, rng, count):
    """`count` words or more: at least one instance of every encoding,
    random words a fifth of the whole."""
    found = encodings(records)
    if not found:
        return []
    random_share = count // 5
    per = max(1, -(-(count - random_share) // len(found)))
    words = []
    for _name, size, mask, value in found:
        for _ in range(per):
            bits = (rng.getrandbits(8 * size) & ~mask) | value
            words.append(bits.to_bytes(size, "little"))
    sizes = sorted({size for _n, size, _m, _v in found})
    for _ in range(random_share):
        size = rng.choice(sizes)
        words.append(rng.getrandbits(8 * size).to_bytes(size, "little"))
    return words
