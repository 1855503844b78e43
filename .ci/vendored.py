#!/usr/bin/env python3
"""The copies of LLVM 19.1.7's files committed as test inputs are still
LLVM's, byte for byte.

`cargo test` needs no LLVM, so the `.td` files its corpora include are
committed beside them (with LLVM's LICENSE.TXT): a copy edited by hand, or
taken from another LLVM version, would make every recording that reads it
a comparison against something LLVM never saw. Each copy is compared with
its original under $SHARED/llvm-19 (default ../shared/llvm-19).

    python3 .ci/vendored.py                      # every copy
    python3 .ci/vendored.py --only golden-include,riscv-example
    python3 .ci/vendored.py --inject             # self-test: must report a difference (exit 0)
    python3 .ci/vendored.py --inject --break-cpp # self-test: must fail (exit 1)

Reports through .ci/lib/checks.py as the check "vendored-llvm", one unit
per copied folder; its floor is the folder's committed file count (every
file is compared: a file with no original is a difference). `--inject`
changes one byte of a temporary copy of the first selected folder's first
file; `--break-cpp` points at a missing LLVM tree (the originals cannot be
read: a harness error).
"""
import argparse
import os
import subprocess
import sys

sys.dont_write_bytecode = True
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402

SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(ROOT), "shared"))

# unit -> (folder in this repository, folder of the originals under llvm-19/)
COPIES = {
    "golden-include": ("tests/golden/include", "llvm/include"),
    "golden-unittests": ("tests/golden/unittests", "llvm/unittests/TableGen"),
    "riscv-example": ("examples/td/RISCV", "llvm/lib/Target/RISCV"),
    "aarch64-example": ("examples/td/AArch64", "llvm/lib/Target/AArch64"),
    "macros-include": ("tablegen-macros/tests/td/include", "llvm/include"),
}


def committed(folder):
    """The files git tracks under `folder`, relative to it."""
    out = subprocess.run(["git", "ls-files", "-z", "--", folder], cwd=ROOT, capture_output=True, check=True).stdout
    return sorted(os.path.relpath(p, folder) for p in out.decode().split("\0") if p)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    check = checks.Check("vendored-llvm", unit="folder")
    check.add_arguments(ap, inject=("byte",))
    args = check.configure(ap.parse_args())
    chosen = check.select(args.only, list(COPIES))
    llvm = os.path.join(SHARED, "llvm-19")
    if check.break_cpp:
        llvm = os.path.join(llvm, "no-such-tree (--break-cpp)")
    if not os.path.isfile(os.path.join(llvm, "LICENSE.TXT")):
        for unit in chosen:
            check.error(unit, "no LLVM 19 tree at %s" % llvm)
        return check.finish()
    for k, unit in enumerate(chosen):
        folder, origin = COPIES[unit]
        files = committed(folder)
        same = 0
        for i, rel in enumerate(files):
            with open(os.path.join(ROOT, folder, rel), "rb") as f:
                mine = f.read()
            if check.inject and k == 0 and i == 0:
                mine = checks.flip_byte(mine, len(mine) - 1) if mine else b"x"
                check.injected(unit)
                print("vendored-llvm: --inject: the last byte of %s/%s changed in a copy" % (folder, rel))
            # LLVM's licence sits beside each copy; its original is at the tree's top.
            original = os.path.join(llvm, "LICENSE.TXT") if rel == "LICENSE.TXT" else os.path.join(llvm, origin, rel)
            try:
                with open(original, "rb") as f:
                    theirs = f.read()
            except OSError:
                print("%s/%s: DIFFERS: no original at %s" % (folder, rel, os.path.relpath(original, SHARED)))
                check.differ(unit)
                continue
            if mine != theirs:
                print("%s/%s: DIFFERS from %s" % (folder, rel, os.path.relpath(original, SHARED)))
                check.differ(unit)
            else:
                same += 1
        check.count(unit, len(files), "files", floor=max(1, len(files)))
        print("%-18s %-36s %3d files, %3d identical to llvm-19/%s" % (unit, folder, len(files), same, origin))
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
