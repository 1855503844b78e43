#!/usr/bin/env python3
"""Records what llvm-tblgen-19 prints for each command line in cases.tsv:
expected/<name>.{stdout,stderr,status}, run from this folder with argv[0]
set to PROG (so the program name prints the same for any binary), standard
input empty; this folder's absolute path is written as <DIR>.

    python3 tests/cli/record.py                      # (re)record every case
    python3 tests/cli/record.py --only NAMES|REGEX   # (re)record some
    python3 tests/cli/record.py --check              # re-run LLVM, fail on any stale recording
    python3 tests/cli/record.py --check --only NAMES|REGEX
    python3 tests/cli/record.py --check --inject     # self-test: must report a difference (exit 0)
    python3 tests/cli/record.py --check --inject --break-cpp   # self-test: must fail (exit 1)

`--check` reports through .ci/lib/checks.py as the check "cli-recordings"
(unit: the corpus "cli"; its floor is the number of cases selected, so a
full run compares every case of cases.tsv). `--only` takes comma-separated
case names, or else a regular expression searched in the names; an unknown
name, an empty selection or a regex matching nothing exits 2 before LLVM
runs. `--inject` changes one byte of one recording (the first selected case
with a non-empty stdout or stderr) in a temporary copy, never in the tree,
and passes only if the comparison reports that difference. `--break-cpp`
replaces the reference tool by `false`: the probe of the reference
(`--version` must name LLVM 19) fails, a harness error, so the run fails,
with or without `--inject`.

tests/cli.rs replays the cases against the tablegen binary.
"""
import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402

REF = "llvm-tblgen-19"
EXTS = ("stdout", "stderr", "status")


def cases():
    with open(os.path.join(HERE, "cases.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, args = line.rstrip("\n").split("\t", 1)
            yield name, shlex.split(args)




def run(ref, args):
    # exec -a sets argv[0]; stdin is empty, as in the test.
    cmd = "exec -a PROG " + shlex.quote(ref) + " " + " ".join(shlex.quote(a) for a in args)
    p = subprocess.run(["bash", "-c", cmd], cwd=HERE, stdin=subprocess.DEVNULL, capture_output=True)
    # Paths LLVM makes absolute (a recursive response file) name this folder.
    here = os.path.realpath(HERE).encode()
    return p.stdout.replace(here, b"<DIR>"), p.stderr.replace(here, b"<DIR>"), str(p.returncode).encode() + b"\n"




def inject(chosen, recorded_dir):
    """A temporary copy of the recordings with one byte changed in one of
    them; returns (folder, description)."""
    tmp = tempfile.mkdtemp(prefix="cli-inject-")
    for fn in os.listdir(recorded_dir):
        shutil.copy(os.path.join(recorded_dir, fn), tmp)
    for ext in ("stdout", "stderr", "status"):
        for name in chosen:
            path = os.path.join(tmp, "%s.%s" % (name, ext))
            data = open(path, "rb").read() if os.path.exists(path) else b""
            if data:
                k = len(data) // 2
                changed = checks.flip_byte(data, k)
                new = changed[k:k + 1]
                with open(path, "wb") as f:
                    f.write(changed)
                return tmp, "byte %d of %s.%s changed (%r -> %r) in a temporary copy" % (
                    k, name, ext, data[k:k + 1], new)
    raise SystemExit("cli-recordings: nothing to inject into: every selected recording is empty")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="re-run LLVM and compare with the recordings")
    check = checks.Check("cli-recordings", unit="corpus")
    check.add_arguments(ap, inject=("byte",))
    args = check.configure(ap.parse_args())
    if (check.inject or check.break_cpp) and not args.check:
        ap.error("--inject and --break-cpp are self-tests of --check")
    all_cases = list(cases())
    by_name = dict(all_cases)
    chosen, _ = check.select_cases(args.only, [n for n, _ in all_cases])
    check.select(None, ["cli"])
    ref = shutil.which("false") if check.break_cpp else REF
    out = os.path.join(HERE, "expected")
    os.makedirs(out, exist_ok=True)
    if not args.check:
        for name in chosen:
            for ext, data in zip(EXTS, run(ref, by_name[name])):
                with open(os.path.join(out, f"{name}.{ext}"), "wb") as f:
                    f.write(data)
        cleanup()
        print(f"recorded {len(chosen)} cases from {REF}")
        return 0
    recorded, tmp = out, None
    if check.inject:
        tmp, what = inject(chosen, out)
        recorded = tmp
        print("cli-recordings: --inject: " + what)
    try:
        if check.unusable_reference(ref, ["cli"]):
            return check.finish()
        stale = []
        for name in chosen:
            bad = []
            for ext, data in zip(EXTS, run(ref, by_name[name])):
                path = os.path.join(recorded, f"{name}.{ext}")
                try:
                    with open(path, "rb") as f:
                        if f.read() != data:
                            bad.append(f"{name}.{ext}")
                except FileNotFoundError:
                    bad.append(f"{name}.{ext} (missing)")
            if bad:
                check.differ("cli")
                stale += bad
        if args.only is None:
            # A case dropped from cases.tsv with its recordings left behind.
            names = set(by_name)
            for fn in sorted(os.listdir(out)):
                if fn.rsplit(".", 1)[0] not in names:
                    check.differ("cli")
                    stale.append(f"{fn} (no such case in cases.tsv)")
        check.count("cli", len(chosen), "cases", floor=len(chosen))
        cleanup()
        print(f"cli recordings: {len(chosen)} cases, {len(stale)} stale" + (": " + ", ".join(stale) if stale else ""))
        return check.finish()
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)


def cleanup():
    # Files an earlier run wrote into the cwd (-o x.inc, -ofile) must not stay.
    for junk in ("x.inc", "file"):
        if os.path.exists(os.path.join(HERE, junk)):
            os.remove(os.path.join(HERE, junk))


if __name__ == "__main__":
    sys.exit(main())
