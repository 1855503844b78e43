#!/usr/bin/env python3
"""Conformance ratchet: rows and tests that matched llvm-tblgen-19 must keep matching.

usage: ratchet.py lit      BIN  # LLVM's TableGen lit suite; baseline .ci/lit-baseline.txt
       ratchet.py parity   BIN  # tools/parity rows;           baseline .ci/parity-baseline.txt
       ratchet.py sections BIN  # one #ifdef section of rows;  baseline .ci/parity-sections-baseline.txt
       ratchet.py ... --update # also add newly passing tests/rows to the baseline

Each baseline file lists one test (lit: path relative to test/TableGen) or row
(parity: TARGET/OUTPUT BACKEND; sections: TARGET/OUTPUT BACKEND SECTION) per
line. `sections --update` also tries the BACKEND:SECTION pairs listed in
$RATCHET_SECTIONS. The run fails if any listed entry no longer passes, and
when a baseline is empty (a ratchet over nothing). Prints "N passed, M
failed" over the baseline entries, then the verdict line of
.ci/lib/checks.py (the baseline's length is the floor).

-dump-json rows are compared byte for byte (tools/parity --strict-json):
equal JSON values in other bytes do not pass, since the README promises
bytes.
"""
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import checks  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(ROOT), "shared"))
TOOLS = os.path.join(SHARED, "tools")


def read_baseline(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def write_baseline(path, entries, header):
    with open(path, "w") as f:
        f.write(header)
        for e in sorted(set(entries)):
            f.write(e + "\n")


# -gen-instr-info and -gen-register-info write only some of LLVM's sections
# so far and refuse to run unless this is set. The lit tests that pass check
# exactly those sections, and --section rows compare exactly those; the
# full-output parity rows run without it, so an incomplete backend can never
# pass one.
PARTIAL_OUTPUT = "TABLEGEN_PARTIAL_OUTPUT"


def allow_partial_output():
    os.environ[PARTIAL_OUTPUT] = "1"


def partial_output_wrapper(binary, tmp):
    """lit starts tests in a clean environment: a wrapper sets the variable."""
    wrapper = os.path.join(tmp, "tablegen-partial")
    with open(wrapper, "w") as f:
        f.write('#!/bin/sh\n%s=1 exec "%s" "$@"\n' % (PARTIAL_OUTPUT, os.path.abspath(binary)))
    os.chmod(wrapper, 0o755)
    return wrapper


def lit(binary, update):
    path = os.path.join(HERE, "lit-baseline.txt")
    baseline = read_baseline(path)
    with tempfile.TemporaryDirectory() as tmp:
        binary = partial_output_wrapper(binary, tmp)
        xml = os.path.join(tmp, "lit.xml")
        cmd = [os.path.join(TOOLS, "lit-tablegen"), binary, "--xunit", xml]
        if not update and baseline:
            # Only the tests that must keep passing: keeps CI fast and focused.
            names = [re.escape(b) for b in baseline]
            cmd += ["--filter", "(^|/)(" + "|".join(names) + ")$"]
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        passed = set()
        seen = set()
        if os.path.exists(xml):
            for tc in ET.parse(xml).getroot().iter("testcase"):
                name = tc.get("name")
                seen.add(name)
                if tc.find("failure") is None and tc.find("skipped") is None and tc.find("error") is None:
                    passed.add(name)
    return report("lit", baseline, passed, path, update,
                  "# LLVM TableGen lit tests that pass against tablegen (kept by .ci/ratchet.py)\n")


# Our own tools/parity manifests (same format as tools/jobs.tsv).
EXTRA_MANIFESTS = [os.path.join(HERE, m) for m in ("jobs-omit-comments.tsv", "jobs-instrument-coverage.tsv")]


def parity(binary, update):
    path = os.path.join(HERE, "parity-baseline.txt")
    baseline = read_baseline(path)
    with tempfile.TemporaryDirectory() as tmp:
        js = os.path.join(tmp, "parity.json")
        cmd = [os.path.join(TOOLS, "parity"), binary, "--json", js, "--strict-json"]
        backends = set(e.split(" ", 1)[1] for e in baseline)
        if not update:
            if not baseline:
                return report("parity", baseline, set(), path, update, "")
            cmd += ["--match", "^(" + "|".join(re.escape(e) for e in baseline) + ")( |$)"]
        else:
            for b in sorted(backends | set(os.environ.get("RATCHET_BACKENDS", "").split())):
                if b:
                    cmd += ["--backend", b]
        import json
        passed = set()
        # The real build's rows, then rows of our own manifests (the same
        # invocations with other options, e.g. -omit-comments).
        manifests = [None] + EXTRA_MANIFESTS
        for manifest in manifests:
            run = list(cmd)
            if manifest is not None:
                run += ["--manifest", manifest]
            if os.path.exists(js):
                os.remove(js)
            subprocess.run(run, stdout=subprocess.DEVNULL)
            if not os.path.exists(js):
                continue
            with open(js) as f:
                data = json.load(f)
            rows = data["rows"] if isinstance(data, dict) and "rows" in data else data
            for r in rows:
                key = "%s/%s %s" % (r.get("target"), r.get("output"), r.get("backend"))
                if r.get("passed"):
                    passed.add(key)
    return report("parity", baseline, passed, path, update,
                  "# tools/parity rows (TARGET/OUTPUT BACKEND) identical to llvm-tblgen-19 (kept by .ci/ratchet.py)\n")


def parity_rows(binary, args):
    """Runs tools/parity with `args`; returns the keys of the identical rows."""
    import json
    with tempfile.TemporaryDirectory() as tmp:
        js = os.path.join(tmp, "parity.json")
        subprocess.run([os.path.join(TOOLS, "parity"), binary, "--json", js, "--strict-json"] + args,
                       stdout=subprocess.DEVNULL)
        with open(js) as f:
            data = json.load(f)
    rows = data["rows"] if isinstance(data, dict) and "rows" in data else data
    return set("%s/%s %s" % (r.get("target"), r.get("output"), r.get("backend")) for r in rows if r.get("passed"))


def sections(binary, update):
    allow_partial_output()
    path = os.path.join(HERE, "parity-sections-baseline.txt")
    baseline = read_baseline(path)
    pairs = set(tuple(e.split(" ")[1:3]) for e in baseline)
    if update:
        pairs |= set(tuple(p.split(":", 1)) for p in os.environ.get("RATCHET_SECTIONS", "").split() if ":" in p)
    passed = set()
    for backend, section in sorted(pairs):
        for key in parity_rows(binary, ["--backend", backend, "--section", section]):
            passed.add("%s %s" % (key, section))
    return report("parity-sections", baseline, passed, path, update,
                  "# tools/parity --section rows (TARGET/OUTPUT BACKEND SECTION) identical to llvm-tblgen-19 (kept by .ci/ratchet.py)\n")


def report(what, baseline, passed, path, update, header):
    lost = [b for b in baseline if b not in passed]
    for b in lost:
        print("%s: REGRESSED: %s" % (what, b))
    if update:
        write_baseline(path, set(baseline) | passed, header)
        print("%s: baseline now %d entries" % (what, len(set(baseline) | passed)))
    print("%s: %d passed, %d failed" % (what, len(baseline) - len(lost), len(lost)))
    # The baseline is the expected count: every entry compared and passing.
    check = checks.Check("ratchet-" + what, unit="baseline")
    check.units = [what]
    check.count(what, len(baseline) - len(lost), "entries", floor=len(baseline))
    if not baseline:
        check.error(what, "the baseline %s is empty: a ratchet over nothing" % os.path.relpath(path, ROOT))
    check.differ(what, len(lost))
    return check.finish() == 0


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    kind, binary = sys.argv[1], os.path.abspath(sys.argv[2])
    update = "--update" in sys.argv
    ok = {"lit": lit, "parity": parity, "sections": sections}[kind](binary, update)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
