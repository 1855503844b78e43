#!/usr/bin/env python3
"""Records the reference answers of the searchable-tables differential test
from the C++ side: tests/generated/answers/<module>.txt.

usage: python3 tests/generated/regen-answers.py [MODULE...]

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

Needs: cargo, g++, llvm-tblgen-19, LLVM 19 headers and libLLVMSupport.a
(Debian/Ubuntu: llvm-19-dev). Environment overrides: see
tests/differential/searchable_probe.py.
"""

import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, "tests", "differential"))
import searchable_probe as sp  # noqa: E402

INCLUDES = ["../golden/include"]


def modules():
    with open(os.path.join(HERE, "build.rs")) as f:
        text = f.read()
    return re.findall(r'\("(\w+)",\s*"([^"]+)",\s*"gen-searchable-tables"\)', text)


def main():
    wanted = set(sys.argv[1:])
    mods = [m for m in modules() if not wanted or m[0] in wanted]
    unknown = wanted - {m[0] for m in mods}
    if unknown:
        print("unknown modules: %s" % ", ".join(sorted(unknown)), file=sys.stderr)
        return 1
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "tablegen-rs", "-p", "tablegen-differential"],
                   cwd=ROOT, check=True)
    bindir = os.path.join(ROOT, "target", "release")
    os.makedirs(os.path.join(HERE, "answers"), exist_ok=True)
    status = 0
    for name, td in mods:
        with tempfile.TemporaryDirectory(prefix="regen-answers-") as d:
            try:
                sp.tablegen(os.path.join(bindir, "tablegen"), td, INCLUDES, HERE, os.path.join(d, "tables.inc"))
                info = sp.probe(os.path.join(bindir, "searchable-probe"), td, INCLUDES, HERE, d)
                sp.numbering_header(info, td, INCLUDES, HERE, d, intrinsics="td")
                answers = sp.run([sp.build_cpp(d)])
            except sp.StepError as e:
                print("%s: FAILED: %s" % (name, e), file=sys.stderr)
                status = 1
                continue
        path = os.path.join(HERE, "answers", name + ".txt")
        old = open(path, "rb").read() if os.path.exists(path) else None
        with open(path, "wb") as f:
            f.write(answers)
        what = "new" if old is None else ("unchanged" if old == answers else "CHANGED")
        print("%s: %d tables, %d lookups, %d calls (%s)" % (name, info["tables"], info["lookups"], info["calls"], what))
    return status


if __name__ == "__main__":
    sys.exit(main())
