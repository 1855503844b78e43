#!/usr/bin/env python3
"""Re-records the answers examples/riscv_expr/tests.rs checks, from LLVM 19's
tools and qemu (none of which `cargo test` needs):

- recorded/llc-single-op.txt: for every single-operation function, the
  sorted machine opcodes of `llc-19 -mtriple=riscv64 -mattr=+m -O2
  -stop-after=finalize-isel` on its IR (COPY and PseudoRET aside);
- recorded/llvm-mc.txt: every distinct instruction of the functions'
  machine code, as the example prints it, with `llvm-mc-19
  -triple=riscv64 -mattr=+m --show-encoding`'s encoding;
- recorded/qemu.txt: for the program of the single-operation functions and
  50 random ones (seed 1), the ELF's FNV-1a hash and size, and what
  `qemu-riscv64` printed running it (hex).

Usage: examples/riscv_expr/record.py   (then `git diff examples/riscv_expr/recorded`)
       examples/riscv_expr/record.py --check [--only FILES] [--inject] [--break-cpp]

--check records into a temporary folder and compares each file byte for
byte with the committed one (.ci/lib/checks.py, check
"riscv-expr-recordings", one unit per file, floor: its lines); --only
selects files (llc-single-op.txt, llvm-mc.txt, qemu.txt); --inject
changes one byte of a copy of the first selected recording (the
comparison must report it); --break-cpp runs `false` for llc-19,
llvm-mc-19 and qemu-riscv64 (a harness error: the run fails).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
REC = os.path.join(HERE, "recorded")
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(ROOT, ".ci"))
import importlib.util  # noqa: E402

spec = importlib.util.spec_from_file_location("riscv_expr_ci", os.path.join(ROOT, ".ci", "riscv-expr.py"))
ci = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ci)


def fnv1a(data):
    h = 0xcbf29ce484222325
    for b in data:
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h


FILES = ("llc-single-op.txt", "llvm-mc.txt", "qemu.txt")


def record(rec, tools):
    """Writes the three recordings into `rec`; `tools` names llc, llvm-mc
    and qemu (false under --break-cpp)."""
    llc_tool, mc_tool, qemu_tool = tools
    out = os.path.join(ROOT, "target", "riscv_expr_record")
    subprocess.run(["cargo", "run", "-q", "-p", "tablegen-examples", "--features", "riscv", "--example", "riscv_expr", "--", "--count", "50", "--seed", "1", "--out", out],
                   cwd=ROOT, check=True)
    os.makedirs(rec, exist_ok=True)
    singles = [l.split("\t")[0] for l in open(os.path.join(out, "selected.txt")) if l.split("\t")[1] == "single"]
    llc_cmd = [llc_tool, "-mtriple=riscv64", "-mattr=+m", "-O2", "-stop-after=finalize-isel",
               os.path.join(out, "functions.ll"), "-o", "-"]
    mir = ci.mir_opcodes(subprocess.run(llc_cmd, capture_output=True, text=True, check=True).stdout)
    llc_cmd[0] = "llc-19"
    with open(os.path.join(rec, "llc-single-op.txt"), "w") as f:
        f.write("# " + " ".join(llc_cmd[:5]) + " on each function's IR: sorted opcodes but COPY and PseudoRET\n")
        for name in singles:
            f.write(f"{name}\t{' '.join(mir[name])}\n")
    # Every function's instructions, through llvm-mc.
    insts, current = [], None
    for line in open(os.path.join(out, "functions.s")):
        if line.endswith(":\n"):
            current = line[:-2]
        elif current is not None:
            insts.append(line.strip())
    insts = sorted(set(insts))
    mc = subprocess.run([mc_tool, "-triple=riscv64", "-mattr=+m", "--show-encoding"], input="\n".join(insts) + "\n",
                        capture_output=True, text=True, check=True).stdout
    encodings = re.findall(r"encoding: \[(0x[0-9a-f]{2}),(0x[0-9a-f]{2}),(0x[0-9a-f]{2}),(0x[0-9a-f]{2})\]", mc)
    if len(encodings) != len(insts):
        raise RuntimeError(f"llvm-mc-19 encoded {len(encodings)} of {len(insts)} instructions:\n{mc}")
    with open(os.path.join(rec, "llvm-mc.txt"), "w") as f:
        f.write("# llvm-mc-19 -triple=riscv64 -mattr=+m --show-encoding: instruction, then its 32-bit word\n")
        for inst, enc in zip(insts, encodings):
            word = int.from_bytes(bytes(int(b, 16) for b in enc), "little")
            f.write(f"{inst}\t{word:08x}\n")
    elf = open(os.path.join(out, "riscv_expr.elf"), "rb").read()
    run = subprocess.run([qemu_tool, os.path.join(out, "riscv_expr.elf")], capture_output=True, check=True)
    with open(os.path.join(rec, "qemu.txt"), "w") as f:
        f.write("# qemu-riscv64 on the program of the single-operation functions and 50 random ones (seed 1)\n")
        f.write(f"elf {fnv1a(elf):016x} {len(elf)}\n")
        data = run.stdout.hex()
        for i in range(0, len(data), 64):
            f.write(data[i:i + 64] + "\n")
    print(f"recorded {len(singles)} llc selections, {len(insts)} llvm-mc encodings, {len(run.stdout)} bytes of qemu output")


def check_recordings(argv):
    sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
    import checks
    check = checks.Check("riscv-expr-recordings", unit="file")
    ap = argparse.ArgumentParser(description="re-records examples/riscv_expr/recorded and compares")
    ap.add_argument("--check", action="store_true")
    check.add_arguments(ap, inject=("byte",))
    args = check.configure(ap.parse_args(argv))
    chosen = check.select(args.only, list(FILES))
    tools = ("false", "false", "false") if check.break_cpp else ("llc-19", "llvm-mc-19", "qemu-riscv64")
    with tempfile.TemporaryDirectory() as tmp:
        try:
            record(tmp, tools)
        except (subprocess.CalledProcessError, RuntimeError, OSError) as e:
            for fn in chosen:
                check.error(fn, "recording failed%s: %s" % (" (--break-cpp)" if check.break_cpp else "", e))
            return check.finish()
        for k, fn in enumerate(chosen):
            with open(os.path.join(REC, fn), "rb") as f:
                want = f.read()
            if check.inject and k == 0:
                i = len(want) // 2
                want = checks.flip_byte(want, i)
                check.injected(fn)
                print("riscv-expr-recordings: --inject: byte %d of %s changed in a copy" % (i, fn))
            with open(os.path.join(tmp, fn), "rb") as f:
                got = f.read()
            check.count(fn, want.count(b"\n"), "lines", floor=max(1, want.count(b"\n")))
            if got == want:
                print("%-20s same (%d lines)" % (fn, got.count(b"\n")))
            else:
                line = next((n for n, (a, b) in enumerate(zip(want.split(b"\n"), got.split(b"\n")), 1) if a != b), 0)
                print("%-20s DIFFERS (first at line %d)" % (fn, line))
                check.differ(fn)
    return check.finish()


def main():
    if "--check" in sys.argv[1:]:
        sys.exit(check_recordings(sys.argv[1:]))
    record(REC, ("llc-19", "llvm-mc-19", "qemu-riscv64"))


if __name__ == "__main__":
    main()
