#!/usr/bin/env python3
"""Records recorded/llvm-mc.txt, the fixture of examples/aarch64_disassembler.rs's
tests: AArch64 instruction words with what llvm-mc-19 prints for them
(`--disassemble -triple=aarch64 -mattr=+all`, llvm-objdump-19's default
subtarget), or `<invalid>` where it rejects the word.

The words, from a fixed seed: one instance of every `SAMPLE`th encoding of
the instruction records of AArch64.td (its fixed bits kept, every other bit
random), then `RANDOM` random words (mostly SVE/SME, many invalid). The
file keeps each word once, in that order: `word<TAB>text`, the word in hex
as the bytes read little-endian, the text as llvm-mc prints it without its
leading tab (tabs inside kept as `\\t`).

Needs llvm-tblgen-19 (for the records, -dump-json) and llvm-mc-19.

    python3 examples/aarch64/record.py [--llvm DIR]   # DIR: LLVM 19's llvm/ (default ../shared/llvm-19/llvm)
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SEED = 64
SAMPLE = 5
RANDOM = 300
TD = os.path.join(ROOT, "examples", "td", "AArch64")


def encodings(records):
    """(name, fixed mask, fixed value) of every decodable 32-bit instruction
    record, by name."""
    out = []
    for name in sorted(records["!instanceof"].get("Instruction", [])):
        rec = records[name]
        inst = rec.get("Inst")
        if rec.get("isPseudo") or rec.get("isCodeGenOnly") or "DecoderNamespace" not in rec:
            continue
        if not isinstance(inst, list) or len(inst) != 32:
            continue
        mask = value = 0
        for i, bit in enumerate(inst):
            if bit in (0, 1):
                mask |= 1 << i
                value |= bit << i
        out.append((name, mask, value))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--llvm", default=os.path.join(os.path.dirname(ROOT), "shared", "llvm-19", "llvm"))
    args = ap.parse_args()
    dump = subprocess.run(["llvm-tblgen-19", "-dump-json", "-I", os.path.join(args.llvm, "include"), "-I", TD,
                           os.path.join(TD, "AArch64.td")], capture_output=True, check=True, text=True).stdout
    records = json.loads(dump)
    rng = random.Random(SEED)
    words = []
    for k, (_name, mask, value) in enumerate(encodings(records)):
        bits = (rng.getrandbits(32) & ~mask) | value
        if k % SAMPLE == 0:
            words.append(bits)
    words += [rng.getrandbits(32) for _ in range(RANDOM)]
    words = list(dict.fromkeys(words))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "words.txt")
        with open(path, "w") as f:
            for w in words:
                f.write(" ".join(f"0x{b:02x}" for b in w.to_bytes(4, "little")) + "\n")
        # One run for every word. -show-encoding would show the encoding
        # of the decoded instruction, not the word read (they differ where
        # the word sets bits the architecture leaves unpredictable), so
        # the listing is matched to the words by order: stderr names the
        # line of each invalid word, and every other word prints one line.
        p = subprocess.run(["llvm-mc-19", "--disassemble", "-triple=aarch64", "-mattr=+all", path],
                           capture_output=True, text=True)
        invalid = {int(line.split(":")[1]) for line in p.stderr.splitlines()
                   if line.startswith(path + ":") and line.endswith("invalid instruction encoding")}
        # The comment llvm-mc adds to some immediates (`// =0xfd`) is not
        # the printer's text.
        texts = [line.split("//")[0].lstrip("\t").rstrip(" ") for line in p.stdout.splitlines()
                 if line.strip() and line.strip() != ".text"]
        valid = [w for k, w in enumerate(words) if k + 1 not in invalid]
        if len(texts) != len(valid):
            raise SystemExit(f"llvm-mc printed {len(texts)} instructions for {len(valid)} valid words")
        decoded = dict(zip(valid, texts))
    for w in words:
        text = decoded.get(w, "<invalid>")
        escaped = text.replace("\t", "\\t")
        rows.append(f"{w:08x}\t{escaped}")
    with open(os.path.join(HERE, "recorded", "llvm-mc.txt"), "w") as f:
        f.write("# llvm-mc-19 --disassemble -triple=aarch64 -mattr=+all: word (hex), then the text "
                "(tabs as \\t) or <invalid>; made by examples/aarch64/record.py\n")
        f.write("\n".join(rows) + "\n")
    print(f"{len(rows)} words, {sum(1 for w in words if w not in decoded)} invalid")


if __name__ == "__main__":
    sys.exit(main())
