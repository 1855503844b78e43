#!/usr/bin/env python3
"""The checks of .ci/ checked: none passes on nothing, and an injected fault
counts only when the comparison itself reports it.

For every check script listed in HARNESSES below, probes:

  unknown    `--only NoSuchUnit`: must exit 2 (a usage error), fast;
  empty      `--only ''`: must exit 2, fast;
  inject     `--inject[=KIND] SMALL` (a fault put into the generated Rust,
             or into a copy of a recording for a recorded corpus): must
             exit 0 and print that the fault was caught;
  break-cpp  the first injection again with `--break-cpp` (the reference
             side broken on purpose): must exit non-zero, not 2, and report
             a harness error, never a catch.

The selection probes of every check run in seconds (selections are
validated before any build); the injection probes run on the smallest unit
that exercises the fault. Each check's probes count as its cases
(`.ci/lib/checks.py`, unit "check"; named "self-test-selections" or
"self-test-faults" when run with those probes only, as CI does).

usage: .ci/self-test.py [--only CHECKS] [--probes unknown,empty,inject,break-cpp]
"""
import argparse
import os
import subprocess
import sys
import time

sys.dont_write_bytecode = True
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402

PY = sys.executable


class Harness:
    """A check script: its command, and the arguments of its injection
    probes (None: it compares nothing a fault could be put into)."""

    def __init__(self, name, cmd, injections=None, selection_timeout=60, inject_timeout=1800):
        self.name = name
        self.cmd = cmd
        self.injections = injections or []
        self.selection_timeout = selection_timeout
        self.inject_timeout = inject_timeout


# Each injection is the extra arguments of one `--inject` probe; its
# `--break-cpp` twin adds that flag. Kept small: every probe is CI time.
HARNESSES = [
    # Recordings re-made from LLVM: the fault is one changed byte in a copy
    # of a recording.
    Harness("golden-recordings", [PY, "tests/golden/regen.py", "--check"], [["--only", "getsetop", "--inject"]]),
    Harness("robustness-recordings", [PY, "tests/robustness/gen.py", "--check"],
            [["--only", "bytes-caret", "--inject"]]),
    Harness("vendored-llvm", [PY, ".ci/vendored.py"], [["--only", "golden-unittests", "--inject"]]),
    Harness("cli-recordings", [PY, "tests/cli/record.py", "--check"], [["--only", "help", "--inject"]]),
    Harness("generated-reference", [PY, ".ci/recorded-corpora.py"], [["--only", "mini_tree.searchable", "--inject"]]),
    Harness("searchable-answers", [PY, "tests/generated/regen-answers.py", "--check"],
            [["--only", "generic_tables", "--inject"]]),
    Harness("dfa-answers", [PY, ".ci/dfa-diff/run.py", "--check"], [["--only", "MiniVliw", "--inject"]]),
    # Live differentials: the fault is in the generated Rust.
    Harness("searchable-diff", [PY, ".ci/searchable-diff.py"], [["--only", "Sparc", "--inject"]]),
    Harness("dfa-diff", [PY, ".ci/dfa-diff/run.py"], [["--only", "MiniVliw", "--inject"]]),
    Harness("fusion-diff", [PY, ".ci/fusion-diff/run.py", "--check"], [["--only", "macro_fusion_lit", "--inject"]]),
    Harness("encoder-answers", [PY, ".ci/encoder-diff.py", "--check"], [["--only", "EncoderTarget", "--inject"]]),
    Harness("instr-info-answers", [PY, ".ci/instr-info-answers/run.py", "--check"],
            [["--only", "instr_info_dfv", "--inject"]]),
    Harness("target-desc-diff", [PY, ".ci/target-desc-diff/run.py"],
            [["--only", "Lanai", "--inject"], ["--only", "Lanai", "--inject=latency"],
             ["--only", "Lanai", "--inject=maps"], ["--only", "X86", "--inject=tii"]]),
    Harness("mca-oracle", [PY, ".ci/mca-oracle/run.py"], [["--only", "RISCV", "--inject"]]),
    Harness("cc-oracle", [PY, ".ci/cc-oracle/run.py"], [["--only", "aapcs64", "--inject"]]),
    Harness("opt-oracle", [PY, ".ci/opt-oracle/run.py"], [["--only", "llvm-lib", "--inject"]]),
    Harness("encoder-diff", [PY, ".ci/encoder-diff.py"], [["--only", "Lanai", "--inject"]]),
    Harness("mc-oracle", [PY, ".ci/mc-oracle/run.py"], [["--only", "RISCV", "--inject"]]),
    Harness("extreme-args", [PY, ".ci/extreme-args/run.py"],
            [["--only", "Lanai/dev", "--inject"], ["--only", "Lanai/dev", "--inject=lookup"]]),
    Harness("isel-llvm", [PY, ".ci/isel-llvm.py"], [["--only", "MSP430,RISCV", "--inject"]]),
    Harness("isel-llvm-data", [PY, "tests/isel-llvm/record.py", "--check"], [["--only", "MSP430", "--inject"]]),
    Harness("reg-names-diff", [PY, ".ci/reg-names-diff.py"], [["--only", "Lanai", "--inject"]]),
    Harness("pseudo-lowering-diff", [PY, ".ci/pseudo-lowering-diff.py"], [["--only", "RISCV", "--inject"]]),
    Harness("printer-oracle", [PY, ".ci/printer-oracle/run.py"],
            [["--only", "RISCV/no-aliases", "--inject"]]),
    Harness("decoder-oracle", [PY, ".ci/decoder-oracle.py"], [["--only", "RISCV/no-aliases", "--inject"]]),
    Harness("printer-diff", [PY, ".ci/printer-diff.py"], [["--only", "Lanai", "--inject"]]),
    Harness("decoder-diff", [PY, ".ci/decoder-diff.py"], [["--only", "Lanai", "--inject"]]),
    Harness("riscv-include-td", [PY, ".ci/riscv-include-td.py"],
            [["--only", "sysreg_mstatus,SYS_REGS_LIST", "--inject"]]),
    Harness("riscv-expr", [PY, ".ci/riscv-expr.py"], [["--only", "single", "--inject"]]),
    Harness("riscv-expr-recordings", [PY, "examples/riscv_expr/record.py", "--check"],
            [["--only", "qemu.txt", "--inject"]]),
    # Checks held to rules, not to a reference: no fault to inject, but
    # their selections must still refuse nothing and unknown names.
    Harness("rustc-cost", [PY, ".ci/rustc-cost.py"]),
    Harness("riscv-module-tree", [PY, ".ci/riscv-module-tree.py"]),
    Harness("rust-clippy", [PY, ".ci/rust-clippy.py"]),
    Harness("riscv-builder-hint", [PY, ".ci/riscv-builder-hint.py"]),
    Harness("fuzz-smoke", [PY, ".ci/fuzz-smoke.py"]),
    Harness("isel-runtime-data", [PY, "tests/isel-runtime/regen.py", "--check"],
            [["--only", "riscv_dag_isel.rs", "--inject"]]),
]

PROBES = ("unknown", "empty", "inject", "break-cpp")


def run(cmd, timeout):
    t0 = time.time()
    # A probe's own verdict (a break-cpp run fails by design) is not a row
    # of CI's summary, and a probe never records floors: this script's
    # verdict stands for all of them.
    env = {k: v for k, v in os.environ.items() if k not in ("CI_SUMMARY", "CI_RECORD_FLOORS")}
    try:
        p = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           errors="replace", timeout=timeout, stdin=subprocess.DEVNULL, env=env)
        return p.returncode, p.stdout, time.time() - t0
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        return None, out, time.time() - t0


def tail(text, n=6):
    return "\n".join("    " + l for l in text.rstrip().splitlines()[-n:])


def probe(check, h, kind, extra):
    """Runs one probe; returns True when it behaved."""
    if kind == "unknown":
        cmd, want, timeout = h.cmd + ["--only", "NoSuchUnit"], "exit 2", h.selection_timeout
    elif kind == "empty":
        cmd, want, timeout = h.cmd + ["--only", ""], "exit 2", h.selection_timeout
    elif kind == "inject":
        cmd, want, timeout = h.cmd + extra, "exit 0, fault caught", h.inject_timeout
    else:
        cmd, want, timeout = h.cmd + extra + ["--break-cpp"], "exit 1, harness error", h.inject_timeout
    rc, out, secs = run(cmd, timeout)
    if kind in ("unknown", "empty"):
        ok = rc == checks.USAGE
    elif kind == "inject":
        ok = rc == 0 and " caught" in out and "NOT caught" not in out
    else:
        ok = rc not in (None, 0, checks.USAGE) and "HARNESS ERROR" in out
    label = " ".join(a if a else "''" for a in cmd[1:])
    print("%-22s %-9s %-5s %5.1f s  want %-22s got %s  (%s)"
          % (h.name, kind, "ok" if ok else "BAD", secs, want, "timeout" if rc is None else "exit %d" % rc, label),
          flush=True)
    if not ok:
        print(tail(out))
        check.differ(h.name)
    return ok


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    check = checks.Check("self-test", unit="check")
    check.add_arguments(ap)
    ap.add_argument("--probes", default=",".join(PROBES), help="comma-separated, of: " + ", ".join(PROBES))
    args = ap.parse_args()
    probes = [p for p in args.probes.split(",") if p]
    # CI runs the selection probes early and the fault probes last: two
    # rows of its summary, named for what they probed.
    if set(probes) == {"unknown", "empty"}:
        check.name = "self-test-selections"
    elif set(probes) == {"inject", "break-cpp"}:
        check.name = "self-test-faults"
    bad = [p for p in probes if p not in PROBES]
    if bad or not probes:
        check.usage("unknown or empty --probes: %r" % args.probes)
    # The checks these probes apply to: the fault probes only to those
    # with something to inject into.
    faults_only = not set(probes) & {"unknown", "empty"}
    chosen = check.select(args.only, [h.name for h in HARNESSES if h.injections or not faults_only])
    for h in HARNESSES:
        if h.name not in chosen:
            continue
        expected = 0
        for kind in probes:
            # One broken reference per check is enough: it fails before the
            # fault's kind matters.
            runs = [[]] if kind in ("unknown", "empty") else h.injections if kind == "inject" else h.injections[:1]
            for extra in runs:
                expected += 1
                probe(check, h, kind, extra)
        check.count(h.name, expected, "probes", floor=expected)
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
