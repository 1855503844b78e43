#!/usr/bin/env python3
"""Records what llvm-tblgen-19 prints for each command line in cases.tsv:
expected/<name>.{stdout,stderr,status}, run from this folder with argv[0]
set to PROG (so the program name prints the same for any binary), standard
input empty; this folder's absolute path is written as <DIR>.

    python3 tests/cli/record.py           # (re)record
    python3 tests/cli/record.py --check   # exit 1 if a recording is stale

tests/cli.rs replays the cases against the tablegen binary.
"""
import os
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REF = "llvm-tblgen-19"


def cases():
    with open(os.path.join(HERE, "cases.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, args = line.rstrip("\n").split("\t", 1)
            yield name, shlex.split(args)


def run(args):
    # exec -a sets argv[0]; stdin is empty, as in the test.
    cmd = "exec -a PROG " + REF + " " + " ".join(shlex.quote(a) for a in args)
    p = subprocess.run(["bash", "-c", cmd], cwd=HERE, stdin=subprocess.DEVNULL, capture_output=True)
    # Paths LLVM makes absolute (a recursive response file) name this folder.
    here = os.path.realpath(HERE).encode()
    return p.stdout.replace(here, b"<DIR>"), p.stderr.replace(here, b"<DIR>"), str(p.returncode).encode() + b"\n"


def main():
    check = "--check" in sys.argv[1:]
    out = os.path.join(HERE, "expected")
    os.makedirs(out, exist_ok=True)
    stale = []
    n = 0
    for name, args in cases():
        n += 1
        for ext, data in zip(("stdout", "stderr", "status"), run(args)):
            path = os.path.join(out, f"{name}.{ext}")
            if check:
                try:
                    with open(path, "rb") as f:
                        if f.read() != data:
                            stale.append(f"{name}.{ext}")
                except FileNotFoundError:
                    stale.append(f"{name}.{ext} (missing)")
            else:
                with open(path, "wb") as f:
                    f.write(data)
    # Files an earlier run wrote into the cwd (-o x.inc, -ofile) must not stay.
    for junk in ("x.inc", "file"):
        if os.path.exists(os.path.join(HERE, junk)):
            os.remove(os.path.join(HERE, junk))
    if check:
        print(f"cli recordings: {n} cases, {len(stale)} stale" + (": " + ", ".join(stale) if stale else ""))
        return 1 if stale else 0
    print(f"recorded {n} cases from {REF}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
