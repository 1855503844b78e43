#!/usr/bin/env python3
"""Decoder oracle: `cargo run --release --example objdump` (examples/objdump.rs,
the decoders and printers generated from LLVM's .td files with their
hand-written hooks) against llvm-objdump-19 and llvm-mc-19.

For each selected target (RISCV today; AArch64 and X86 when their decoders
land), units:

  <T>/objdump     `objdump FILE` against `llvm-objdump-19 -d
                  --no-show-raw-insn FILE` on binaries of Debian's cross
                  packages (the project wrote none of them: TARGETS below),
                  line by line, byte for byte (branch-target annotations
                  ` <symbol+0x..>` included);
  <T>/no-aliases  the same with `-M no-aliases` on both sides;
  <T>/words       random instruction words, each decoded and printed by
                  `objdump --words` and by `llvm-mc-19 --disassemble
                  --print-imm-hex` with the subtarget llvm-objdump gives the
                  first binary (computed here from its ELF header and
                  .riscv.attributes, as C++ getRISCVFeatures does): the same
                  text, or `invalid` exactly where llvm-mc rejects the
                  encoding.

Exclusions, counted per reason and bounded by SKIPPED_MAX:
  RISCV/objdump: instructions llvm-objdump prints from a compressed
  encoding (its `-M no-aliases` listing shows a `c.` mnemonic at that
  address): RISCVInstPrinter::printInst uncompresses them first
  (RISCVRVC::uncompress, written by -gen-compress-inst-emitter, which has
  no Rust writer yet), so `c.li a0, 0x0` prints as `li a0, 0x0`. The
  no-aliases unit compares every one of them.
  RISCV/words: halfwords (compressed encodings) are compared with
  `-M no-aliases` on both sides only, for the same reason; 32-bit words
  with and without aliases.

Words are drawn from a fixed seed: 32-bit encodings (low bits 0b11, bits
4:2 not 0b111; longer encodings would make llvm-mc's byte stream consume
the next line) and every 16-bit halfword whose low bits are not 0b11
(all 49,152 of them).

The objdump example is built once (release, with the workspace's features
as CI's build stage built them, in its target directory).

  --only UNITS   targets or units (a target's name selects its units)
  --inject       the example built again by rustc against a copy of the
                 generated modules in which LD's mnemonic is one byte
                 shorter (its OPCODE_PRINT row in the asm writer): the run
                 passes only if the comparison reports it.
  --break-cpp    `false` runs in place of llvm-objdump-19 and llvm-mc-19:
                 the run must fail.

Needs cargo, llvm-objdump-19, llvm-mc-19, llvm-readelf-19 and the cross
packages (.ci/run installs them). Python 3 standard library only.

usage: .ci/decoder-oracle.py [--only UNITS] [--inject] [--break-cpp]
"""

import argparse
import glob
import json
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402

NAME = "decoder-oracle"
SEED = 55
WORDS = 100_000
SHOW = 10
# RISCV/objdump leaves out the compressed instructions (about 55% of
# libstdc++'s); the no-aliases unit compares them all.
SKIPPED_MAX = 1.5


class Target:
    def __init__(self, name, files, packages):
        self.name = name
        # Globs of the binaries compared, first match each.
        self.files = files
        # The Debian packages that hold them (.ci/run installs them).
        self.packages = packages

    def units(self):
        return [f"{self.name}/{u}" for u in ("objdump", "no-aliases", "words")]


TARGETS = [
    # libstdc++ alone has 264,696 instructions.
    Target("RISCV", ["/usr/riscv64-linux-gnu/lib/libstdc++.so.6"], ["libstdc++6-riscv64-cross"]),
]
BY_NAME = {t.name: t for t in TARGETS}


class HarnessError(Exception):
    pass


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, **kw)
    return p


def build():
    """The release objdump example; returns (executable, OUT_DIR, libs)."""
    t0 = time.time()
    # The workspace's feature set (the riscv feature comes from
    # tests/generated), as CI's build stage built it: nothing but the
    # example itself is compiled again.
    p = run(["cargo", "build", "--release", "-q", "--workspace", "--exclude", "tablegen-conformance",
             "--exclude", "tablegen-patterns-dump", "--example", "objdump", "--message-format=json"], cwd=ROOT, text=True)
    if p.returncode != 0:
        raise HarnessError("cargo build --example objdump failed:\n" + p.stderr[-3000:])
    exe, out_dir, libs = None, None, {}
    for line in p.stdout.splitlines():
        msg = json.loads(line)
        if msg.get("reason") == "build-script-executed" and "tablegen-examples" in msg.get("package_id", ""):
            out_dir = msg["out_dir"]
        if msg.get("reason") == "compiler-artifact":
            if msg["target"]["name"] == "objdump" and msg.get("executable"):
                exe = msg["executable"]
            if "lib" in msg["target"].get("kind", []):
                for f in msg.get("filenames", []):
                    if f.endswith(".rlib"):
                        libs[msg["target"]["name"].replace("-", "_")] = f
    if not exe:
        raise HarnessError("cargo did not report the objdump executable")
    print(f"{NAME}: objdump built ({time.time() - t0:.0f} s)", flush=True)
    return exe, out_dir, libs


def inject_build(out_dir, libs):
    """objdump compiled by rustc against a copy of the generated modules in
    which LD's mnemonic is one byte shorter."""
    work = os.path.join(ROOT, "target", NAME + "-inject")
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(out_dir, os.path.join(work, "out"))
    path = os.path.join(work, "out", "riscv", "asm_writer.rs")
    with open(path) as f:
        text = f.read()
    row = re.compile(r"^(\s*\(\d+, )(\d+)(, .*// LD)$", re.M)
    m = row.search(text, text.find("pub static OPCODE_PRINT"))
    if not m or int(m.group(2)) == 0:
        raise HarnessError(f"--inject: no OPCODE_PRINT row with a mnemonic for LD in {path}")
    with open(path, "w") as f:
        f.write(text[:m.start(2)] + str(int(m.group(2)) - 1) + text[m.end(2):])
    print(f"{NAME} --inject: OPCODE_PRINT row of LD: mnemonic length {m.group(2)} -> {int(m.group(2)) - 1}")
    env = dict(os.environ, OUT_DIR=os.path.join(work, "out"))
    dep = ["-L", "dependency=" + os.path.dirname(libs["tablegen_runtime"])]
    flags = ["--edition", "2021", "-C", "opt-level=2", "-C", "debuginfo=0", "--cap-lints", "allow"]
    lib = os.path.join(work, "libtablegen_examples.rlib")
    t0 = time.time()
    for cmd in (["rustc", *flags, "--crate-type", "rlib", "--crate-name", "tablegen_examples", "--cfg", 'feature="riscv"',
                 os.path.join(ROOT, "examples", "lib.rs"), "-o", lib,
                 "--extern", "tablegen_runtime=" + libs["tablegen_runtime"], *dep],
                ["rustc", *flags, "--crate-type", "bin", "--crate-name", "objdump",
                 os.path.join(ROOT, "examples", "objdump.rs"), "-o", os.path.join(work, "objdump"),
                 "--extern", "tablegen_examples=" + lib, "--extern", "tablegen_runtime=" + libs["tablegen_runtime"], *dep]):
        p = run(cmd, cwd=ROOT, env=env, text=True)
        if p.returncode != 0:
            raise HarnessError("rustc on the injected example failed:\n" + p.stderr[-3000:])
    print(f"{NAME} --inject: objdump rebuilt ({time.time() - t0:.0f} s)", flush=True)
    return os.path.join(work, "objdump")


# -- llvm-objdump's subtarget, from the file (C++ getRISCVFeatures)


def riscv_mattr(path):
    with open(path, "rb") as f:
        head = f.read(64)
    (flags,) = struct.unpack_from("<I", head, 48)
    features = ["+zca"] if flags & 1 else []
    p = run(["llvm-readelf-19", "-A", path], text=True)
    m = re.search(r"TagName: arch\s+Value: (\S+)", p.stdout)
    if m:
        arch = m.group(1)
        features.append("+64bit" if arch.startswith("rv64") else "-64bit")
        for ext in arch[4:].split("_"):
            name = re.sub(r"\d+p\d+$", "", ext)
            if name != "i":
                features.append("+" + name)
    return ",".join(features)


# -- listings

INSN = re.compile(r"^ *([0-9a-f]+):\s*\t(\S+)")


def cpu_seconds():
    """User and system time of the children waited for so far: the tools'
    own time, which the load of a shared machine does not inflate as it
    does their wall time."""
    t = os.times()
    return t.children_user + t.children_system


def listing(cmd):
    p = run(cmd)
    if p.returncode != 0:
        raise HarnessError(f"{' '.join(cmd)} failed (exit {p.returncode}): {p.stderr.decode(errors='replace')[-2000:]}")
    return p.stdout.decode(errors="replace").split("\n")


def compare_listing(check, unit, ours, theirs, compressed):
    diffs, compared, skipped = [], 0, 0
    for k in range(max(len(ours), len(theirs))):
        a = ours[k] if k < len(ours) else "<missing>"
        b = theirs[k] if k < len(theirs) else "<missing>"
        m = INSN.match(b)
        if m and compressed is not None and int(m.group(1), 16) in compressed:
            skipped += 1
            if a.split("\t")[0] != b.split("\t")[0]:
                diffs.append(f"line {k + 1}: llvm-objdump {b!r}, ours {a!r}")
            continue
        if m:
            compared += 1
        if a != b:
            diffs.append(f"line {k + 1}: llvm-objdump {b!r}, ours {a!r}")
    print(f"{NAME}: {unit}: {compared} instructions compared, {len(diffs)} lines differ")
    for d in diffs[:SHOW]:
        print(f"{NAME}: {unit}:   {d}")
    check.count(unit, compared, "instructions")
    check.skip(unit, skipped, "compressed instructions, printed uncompressed by LLVM (RISCVRVC::uncompress, "
                              "from -gen-compress-inst-emitter: no Rust writer yet); compared in RISCV/no-aliases")
    if diffs:
        check.differ(unit, len(diffs))


def words_corpus():
    rng = random.Random(SEED)
    words = []
    while len(words) < WORDS:
        w = rng.getrandbits(32) | 0b11
        if (w >> 2) & 0b111 != 0b111:
            words.append(w.to_bytes(4, "little"))
    halves = [h.to_bytes(2, "little") for h in range(1 << 16) if h & 0b11 != 0b11]
    return words, halves


def llvm_mc(llvm_mc_tool, items, args, path):
    """llvm-mc's text per item (one a line), or 'invalid'."""
    with open(path, "w") as f:
        for w in items:
            f.write(" ".join(f"0x{b:02x}" for b in w) + "\n")
    p = run([llvm_mc_tool, "--disassemble", "--print-imm-hex", *args, path], text=True)
    if p.returncode != 0:
        raise HarnessError(f"{llvm_mc_tool} {' '.join(args)} failed (exit {p.returncode}): {p.stderr[-2000:]}")
    invalid = set()
    for m in re.finditer(r"^.*?:(\d+):(\d+): warning: invalid instruction encoding$", p.stderr, re.M):
        if m.group(2) != "1":
            raise HarnessError(f"llvm-mc rejected bytes inside line {m.group(1)}: the stream lost its alignment")
        invalid.add(int(m.group(1)))
    texts = [line[1:] for line in p.stdout.split("\n") if line.startswith("\t") and line != "\t.text"]
    if len(texts) + len(invalid) != len(items):
        raise HarnessError(f"llvm-mc printed {len(texts)} instructions and {len(invalid)} invalid for {len(items)} lines")
    it = iter(texts)
    return [("invalid" if n + 1 in invalid else next(it)) for n in range(len(items))]


def ours_words(exe, items, like, args, path):
    with open(path, "w") as f:
        for w in items:
            f.write(w.hex() + "\n")
    p = run([exe, *args, "--words", path, "--like", like], text=True)
    if p.returncode != 0:
        raise HarnessError(f"objdump --words failed (exit {p.returncode}): {p.stderr[-2000:]}")
    out = p.stdout.split("\n")[:-1]
    if len(out) != len(items):
        raise HarnessError(f"objdump --words printed {len(out)} lines for {len(items)}")
    return [o[1:] if o.startswith("\t") else o for o in out]


def compare_words(check, unit, objdump, target, llvm_mc_tool, work):
    like = target.files[0]
    mattr = riscv_mattr(like)
    words, halves = words_corpus()
    diffs, n = [], 0
    passes = ((words, [], "32-bit words"), (words, ["-M", "no-aliases"], "32-bit words, no aliases"),
              (halves, ["-M", "no-aliases"], "16-bit halfwords, no aliases"))
    for items, args, what in passes:
        t0 = time.time()
        theirs = llvm_mc(llvm_mc_tool, items, ["-triple=riscv64", f"-mattr={mattr}", *args],
                         os.path.join(work, "words-mc.txt"))
        ours = ours_words(objdump(), items, like, args, os.path.join(work, "words.txt"))
        invalid = sum(t == "invalid" for t in theirs)
        for w, a, b in zip(items, ours, theirs):
            if a != b:
                diffs.append(f"{w.hex()}: llvm-mc {b!r}, ours {a!r}")
        n += len(items)
        print(f"{NAME}: {unit}: {len(items)} {what} (-mattr={mattr}), {invalid} invalid for llvm-mc "
              f"({time.time() - t0:.1f} s)", flush=True)
    print(f"{NAME}: {unit}: {n} words compared, {len(diffs)} differ")
    for d in diffs[:SHOW]:
        print(f"{NAME}: {unit}:   {d}")
    check.count(unit, n, "words")
    if diffs:
        check.differ(unit, len(diffs))


def main():
    check = checks.Check(NAME, unit="unit", skipped_max=SKIPPED_MAX)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    check.add_arguments(ap, inject=("mnemonic",))
    args = check.configure(ap.parse_args())
    all_units = [u for t in TARGETS for u in t.units()]
    aliases = {}
    only = args.only
    if only is not None:
        names = [n.strip() for n in only.split(",") if n.strip()]
        only = ",".join(u for n in names for u in (BY_NAME[n].units() if n in BY_NAME else [n])) if names else only
    selected = check.select(only, all_units, aliases)
    try:
        compare(args, check, selected)
    except (HarnessError, OSError, ValueError, KeyError) as e:
        check.error(selected[0], str(e) if isinstance(e, HarnessError) else f"{type(e).__name__}: {e}")
    return check.finish()


def compare(args, check, selected):
    llvm_objdump = "false" if args.break_cpp else "llvm-objdump-19"
    llvm_mc_tool = "false" if args.break_cpp else "llvm-mc-19"
    work = os.path.join(ROOT, "target", NAME)
    os.makedirs(work, exist_ok=True)
    built = []

    def objdump():
        """The example, built on first use: after the first reference
        listing, so that a broken reference (--break-cpp) fails before any
        build."""
        if not built:
            exe, out_dir, libs = build()
            built.append(inject_build(out_dir, libs) if args.inject else exe)
        return built[0]

    for target in TARGETS:
        units = [u for u in target.units() if u in selected]
        if not units:
            continue
        files = []
        for pattern in target.files:
            found = sorted(glob.glob(pattern))
            if not found:
                raise HarnessError(f"{pattern}: not installed (Debian: apt-get install {' '.join(target.packages)})")
            files.append(found[0])
        for unit in units:
            if args.inject:
                check.injected(unit)
            kind = unit.split("/")[1]
            if kind == "words":
                compare_words(check, unit, objdump, target, llvm_mc_tool, work)
                continue
            opts = ["-M", "no-aliases"] if kind == "no-aliases" else []
            for path in files:
                t0 = cpu_seconds()
                theirs = listing([llvm_objdump, "-d", "--no-show-raw-insn", *opts, path])
                t1 = cpu_seconds()
                exe = objdump()
                t2 = cpu_seconds()
                ours = listing([exe, *opts, path])
                t3 = cpu_seconds()
                print(f"{NAME}: {unit}: {path}: CPU time llvm-objdump-19 {t1 - t0:.2f} s, objdump {t3 - t2:.2f} s "
                      f"({(t3 - t2) / max(t1 - t0, 1e-9):.2f}x)", flush=True)
                compressed = None
                if kind == "objdump":
                    # Which addresses hold compressed instructions: LLVM's own
                    # no-aliases listing says.
                    plain = listing([llvm_objdump, "-d", "--no-show-raw-insn", "-M", "no-aliases", path])
                    compressed = {int(m.group(1), 16) for m in map(INSN.match, plain)
                                  if m and m.group(2).startswith("c.")}
                compare_listing(check, unit, ours, theirs, compressed)


if __name__ == "__main__":
    sys.exit(main())
