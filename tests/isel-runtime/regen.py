#!/usr/bin/env python3
"""Regenerates the committed derived files of tests/isel-runtime, or with
`--check` derives them afresh into a temporary directory and compares them,
byte for byte, with the committed ones (a check of .ci/lib/checks.py,
"isel-runtime-data", one unit per file).

  data/riscv_dag_isel.rs        gen_module.sh: our tablegen's `--rust
                                -gen-dag-isel -omit-comments` module for
                                RISCV.td (target/release/tablegen)
  data/riscv-matcher-table.bin  convert_table.py: llvm-tblgen-19's RISC-V
  data/riscv-nodes.txt          MatcherTable converted to bytes, and its
  data/riscv-hooks.txt          side files
  data/riscv-names.txt
  data/riscv-opcodes.txt
  data/LICENSE.TXT              LLVM's licence ($SHARED/llvm-19/LICENSE.TXT)
  llc/rv64im.finalize-isel.mir  record.sh: llc-19's selections for
  llc/rv64im.riscv-isel.mir     llc/rv64im.ll

Why a check and not the build: tests/isel-runtime's build script would have
to run our generator on RISCV.td (the tablegen binary is built by the same
`cargo build`, and a build script's copy of tablegen-build runs unoptimized)
and needs LLVM's .td sources, which `cargo test` does not require.

usage: tests/isel-runtime/regen.py [--check] [--only FILES] [--inject[=byte]] [--break-cpp]
                                   [--tablegen PATH] [--llvm LLVM_SRC]

  (no --check)  writes the selected files in place.
  --check       compares; exits 1 on any difference. Every file must compare
                at least its floor of bytes (.ci/floors/isel-runtime-data.tsv).
  --only FILES  comma-separated, as `data/riscv-nodes.txt` or `riscv-nodes.txt`;
                an unknown name or an empty selection exits 2 before any
                generator runs.
  --inject      (implies --check) the fresh file is compared with a copy of
                the committed one in which one byte (in the middle) was
                changed: the run passes only if that is reported.
  --break-cpp   the reference generators (tablegen, llvm-tblgen-19, llc-19)
                are replaced by tools that fail: the run must fail.
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import concurrent.futures  # noqa: E402
import os  # noqa: E402
import stat  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, ".ci", "lib"))
import checks  # noqa: E402

SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(REPO), "shared"))

# Generator -> the files it writes (paths relative to tests/isel-runtime).
GENERATORS = {
    "gen_module.sh": ["data/riscv_dag_isel.rs"],
    "convert_table.py": ["data/riscv-matcher-table.bin", "data/riscv-nodes.txt", "data/riscv-hooks.txt",
                         "data/riscv-names.txt", "data/riscv-opcodes.txt"],
    "licence": ["data/LICENSE.TXT"],
    "record.sh": ["llc/rv64im.finalize-isel.mir", "llc/rv64im.riscv-isel.mir"],
}
FILES = [f for files in GENERATORS.values() for f in files]


def generate(gen, out, args, env):
    """Runs generator `gen` so that its files land under `out` (a tree shaped
    like tests/isel-runtime); raises CalledProcessError with its stderr."""
    os.makedirs(os.path.join(out, "data"), exist_ok=True)
    os.makedirs(os.path.join(out, "llc"), exist_ok=True)
    if gen == "gen_module.sh":
        cmd = ["sh", os.path.join(HERE, "gen_module.sh"), args.tablegen, args.llvm,
               os.path.join(out, "data", "riscv_dag_isel.rs")]
    elif gen == "convert_table.py":
        cmd = [sys.executable, os.path.join(HERE, "convert_table.py"), args.llvm, "--out", os.path.join(out, "data")]
    elif gen == "record.sh":
        cmd = ["sh", os.path.join(HERE, "record.sh"), os.path.join(out, "llc")]
    else:
        # The licence is LLVM's file, copied: `cp` is its generator.
        cmd = ["cp", os.path.join(os.path.dirname(args.llvm), "LICENSE.TXT"), os.path.join(out, "data", "LICENSE.TXT")]
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, check=True)


def broken_tools(tmp):
    """A PATH directory whose llvm-tblgen-19, llc-19 and cp fail (--break-cpp)."""
    d = os.path.join(tmp, "broken-bin")
    os.makedirs(d)
    for tool in ("llvm-tblgen-19", "llc-19", "cp", "tablegen"):
        path = os.path.join(d, tool)
        with open(path, "w") as f:
            f.write("#!/bin/sh\necho \"%s: broken on purpose (--break-cpp)\" >&2\nexit 1\n" % tool)
        os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
    return d


def first_difference(a, b):
    n = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    line = a[:n].count(b"\n") + 1
    return "%d vs %d bytes, first difference at byte %d (line %d)" % (len(a), len(b), n, line)


def main():
    check = checks.Check("isel-runtime-data", unit="file")
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="compare with a fresh generation instead of writing")
    ap.add_argument("--tablegen", default=os.path.join(REPO, "target", "release", "tablegen"))
    ap.add_argument("--llvm", default=os.path.join(SHARED, "llvm-19", "llvm"))
    check.add_arguments(ap, inject=("byte",))
    args = check.configure(ap.parse_args())
    aliases = {os.path.basename(f): f for f in FILES}
    chosen = check.select(args.only, FILES, aliases)
    check_mode = args.check or bool(check.inject)
    gens = [g for g, files in GENERATORS.items() if any(f in chosen for f in files)]
    with tempfile.TemporaryDirectory(prefix="isel-runtime-regen-") as tmp:
        env = dict(os.environ)
        if check.break_cpp:
            env["PATH"] = broken_tools(tmp) + os.pathsep + env["PATH"]
            args.tablegen = os.path.join(tmp, "broken-bin", "tablegen")
        out = os.path.join(tmp, "fresh") if check_mode else HERE
        def timed(gen):
            t0 = time.time()
            try:
                return generate(gen, out, args, env), time.time() - t0
            except subprocess.CalledProcessError as e:
                return e, time.time() - t0

        # Two generators at a time (two cores): our tablegen's RISCV module
        # beside llvm-tblgen-19's runs.
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(timed, gens))
        for gen, (p, seconds) in zip(gens, results):
            if isinstance(p, subprocess.CalledProcessError):
                for f in GENERATORS[gen]:
                    if f in chosen:
                        check.error(f, "%s failed (exit %d): %s" % (gen, p.returncode,
                                                                    " | ".join(p.stderr.strip().splitlines()[-3:])))
                continue
            print("%s: %.1f s%s" % (gen, seconds, (": " + p.stdout.strip()) if p.stdout.strip() else ""))
        if not check_mode:
            # Written in place: `git diff tests/isel-runtime` shows what changed.
            return 0 if not check.errors else 1
        for f in chosen:
            if any(u == f for u, _ in check.errors):
                continue
            fresh_path = os.path.join(out, f)
            if not os.path.exists(fresh_path):
                check.error(f, "the generator wrote no %s" % f)
                continue
            committed = open(os.path.join(HERE, f), "rb").read()
            if check.inject:
                # One byte changed in a copy of the committed file: the
                # comparison below must report it.
                committed = checks.flip_byte(committed)
            fresh = open(fresh_path, "rb").read()
            check.count(f, len(committed), "bytes")
            if fresh == committed:
                print("%-32s identical (%d bytes)" % (f, len(fresh)))
            else:
                print("%-32s DIFFERS: committed %s" % (f, first_difference(committed, fresh)))
                check.differ(f)
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
