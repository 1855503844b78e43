#!/usr/bin/env python3
"""Records the reference answers of the searchable-tables differential test
from the C++ side: tests/generated/answers/<module>.txt.

usage: python3 tests/generated/regen-answers.py [MODULE...] [--only MODULES]
       python3 tests/generated/regen-answers.py --check [--only MODULES] [--bin DIR] [--inject] [--break-cpp]

Run it (from anywhere) after changing an input, adding a module, or
changing the probe generator (tests/generated/probe), then review the
answers' diff and commit them; `cargo test -p tablegen-generated-tests`
compares the Rust drivers' output with them (and needs no LLVM).

For every -gen-searchable-tables module of tests/generated/build.rs
(MODULES; all of them, or those named):
  1. builds target/release/tablegen and searchable-probe (cargo build --release);
  2. our tablegen writes the C++ .inc (byte-identical to llvm-tblgen-19's
     for these inputs);
  3. searchable-probe writes the C++ driver: the same calls, from the same
     key generator, as the Rust driver build.rs generates;
  4. numbering.h gives the driver LLVM's own numbering: intrinsic IDs from
     llvm-tblgen-19 -gen-intrinsic-enums on the same .td, opcodes from
     llvm-tblgen-19 -gen-instr-info's GET_INSTRINFO_ENUM (inputs lacking a
     register class or an instruction namespace, like LLVM's lit input, are
     wrapped; see tests/differential/searchable_probe.py);
  5. g++ builds the driver against /usr/lib/llvm-19 (headers, and
     libLLVMSupport.a for StringRef::upper) and runs it; its output is the
     answers file.

With --check (what CI runs), nothing is built and nothing written: the
answers are recorded afresh into a temporary directory with the binaries
of --bin (default target/release) and must equal the committed ones byte
for byte. It reports through .ci/lib/checks.py (check `searchable-answers`,
one unit per module): each module must compare at least the lines its
committed file holds; a failed step is a harness error, not a difference.
  --only MODULES   comma-separated modules (the positional MODULEs are the
                   same); an unknown or empty selection exits 2 before
                   anything is built;
  --inject         one byte of a copy of the first selected module's
                   recording is changed; the run passes only if the
                   comparison reports it (the Rust side of this
                   differential is `cargo test -p tablegen-generated-tests
                   --test searchable_answers`, which replays the recordings
                   against the generated Rust modules);
  --break-cpp      the C++ driver gets an `#error` first: the run must fail,
                   with --inject too.

Needs: cargo, g++, llvm-tblgen-19, LLVM 19 headers and libLLVMSupport.a
(Debian/Ubuntu: llvm-19-dev). Environment overrides: see
tests/differential/searchable_probe.py.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, "tests", "differential"))
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402
import searchable_probe as sp  # noqa: E402

INCLUDES = ["../golden/include"]


def modules():
    with open(os.path.join(HERE, "build.rs")) as f:
        text = f.read()
    return re.findall(r'\("(\w+)",\s*"([^"]+)",\s*"gen-searchable-tables"\)', text)


def answers_of(name, td, bindir, break_cpp):
    """(answers, info) of one module: the C++ driver's output."""
    with tempfile.TemporaryDirectory(prefix="regen-answers-") as d:
        sp.tablegen(os.path.join(bindir, "tablegen"), td, INCLUDES, HERE, os.path.join(d, "tables.inc"))
        info = sp.probe(os.path.join(bindir, "searchable-probe"), td, INCLUDES, HERE, d)
        sp.numbering_header(info, td, INCLUDES, HERE, d, intrinsics="td")
        if break_cpp:
            probe_cpp = os.path.join(d, "probe.cpp")
            with open(probe_cpp) as f:
                text = f.read()
            with open(probe_cpp, "w") as f:
                f.write('#error "--break-cpp"\n' + text)
        return sp.run([sp.build_cpp(d)]), info


def main():
    check = checks.Check("searchable-answers", unit="module")
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("modules", nargs="*", metavar="MODULE", help="modules to record (default: all)")
    ap.add_argument("--check", action="store_true",
                    help="record into a temporary directory and compare with the committed answers")
    ap.add_argument("--bin", default=None,
                    help="directory with tablegen and searchable-probe (default: build them with cargo; "
                         "with --check: target/release, not rebuilt)")
    check.add_arguments(ap, inject=("recording",))
    args = check.configure(ap.parse_args())
    if args.modules and args.only is not None:
        check.usage("give the modules either as arguments or with --only, not both")
    if check.inject and not args.check:
        check.usage("--inject needs --check")
    requested = ",".join(args.modules) if args.modules else args.only
    every = dict(modules())
    names = check.select(requested, every)
    if args.bin is None and not args.check:
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "tablegen-rs", "-p", "tablegen-differential"],
                       cwd=ROOT, check=True)
    bindir = os.path.abspath(args.bin or os.path.join(ROOT, "target", "release"))
    for tool in ("tablegen", "searchable-probe"):
        if not os.access(os.path.join(bindir, tool), os.X_OK):
            check.error("build", "no %s in %s (cargo build --release --workspace builds it)" % (tool, bindir))
            return check.finish()
    os.makedirs(os.path.join(HERE, "answers"), exist_ok=True)
    status = 0
    injected = False
    for name in names:
        td = every[name]
        try:
            answers, info = answers_of(name, td, bindir, check.break_cpp)
        except sp.StepError as e:
            if args.check:
                check.error(name, str(e))
            else:
                print("%s: FAILED: %s" % (name, e), file=sys.stderr)
            status = 1
            continue
        path = os.path.join(HERE, "answers", name + ".txt")
        old = open(path, "rb").read() if os.path.exists(path) else None
        what = "%d tables, %d lookups, %d calls" % (info["tables"], info["lookups"], info["calls"])
        if args.check:
            if old is None:
                check.error(name, "no committed recording %s" % os.path.relpath(path, ROOT))
                continue
            if check.inject and not injected:
                # A copy of the recording, one byte of its last line
                # changed: what the comparison must report.
                k = old.rindex(b"\n", 0, len(old) - 1) + 1
                old = checks.flip_byte(old, k)
                injected = True
                print("searchable-answers: --inject: byte %d of a copy of %s changed" % (k, os.path.relpath(path, ROOT)))
            check.count(name, answers.count(b"\n"), "lines", floor=old.count(b"\n"))
            if old == answers:
                print("%s: %s (%s still what LLVM 19's C++ answers)" % (name, what, os.path.relpath(path, ROOT)))
            else:
                check.differ(name)
                print("%s: %s, DIFFERS from %s\n%s" % (name, what, os.path.relpath(path, ROOT),
                                                         sp.first_difference(old, answers, "committed", "fresh")))
            continue
        with open(path, "wb") as f:
            f.write(answers)
        print("%s: %s (%s)" % (name, what, "new" if old is None else ("unchanged" if old == answers else "CHANGED")))
    if args.check:
        if args.only is None and not args.modules:
            # A recording no module writes would be verified by nobody.
            orphans = sorted(f for f in os.listdir(os.path.join(HERE, "answers"))
                             if re.fullmatch(r"\w+\.txt", f) and f[:-len(".txt")] not in every)
            if orphans:
                check.error("answers", "recordings of no module of build.rs: %s" % ", ".join(orphans))
        return check.finish()
    return status


if __name__ == "__main__":
    sys.exit(main())
