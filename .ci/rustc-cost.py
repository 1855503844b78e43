#!/usr/bin/env python3
"""What the generated Rust modules cost rustc: wall time and peak memory of
compiling each module of LLVM 19's largest targets, and their warnings.

usage: .ci/rustc-cost.py [--only A,B,...] [--backends B,...] [--no-limits]
                         [--bin DIR] [--shared DIR]
e.g.   .ci/rustc-cost.py --only RISCV --backends instr-info,emitter

Inputs (relative to $SHARED/llvm-19/llvm):
  AMDGPU, RISCV, X86  lib/Target/<T>/<T>.td (-I lib/Target/<T> -I include)
                      through every backend with a Rust writer but those
                      NOT_APPLICABLE lists (with the reason), and
                      include/llvm/IR/Intrinsics.td's -gen-intrinsic-enums
                      with the target's -intrinsic-prefix;
  CodeGen             include/llvm/CodeGen/ValueTypes.td's -gen-vt;
  IR                  include/llvm/IR/Intrinsics.td's -gen-intrinsic-enums
                      (the target-independent intrinsics) and
                      -gen-intrinsic-impl, Attributes.td's -gen-attrs;
  OpenMP              include/llvm/Frontend/OpenMP/OMP.td's
                      -gen-directive-decl and -gen-directive-impl;
  DirectX             lib/Target/DirectX/DXIL.td's -gen-dxil-operation;
  Options             tools/llvm-objcopy/ObjcopyOpts.td's
                      -gen-opt-parser-defs (the largest of LLVM's tools'
                      option tables).
The backends with a Rust writer are found by asking tablegen: every action
of `llvm-tblgen-19 --help` that `tablegen --rust` does not refuse (no Rust
writer, not implemented). A new writer is measured on every target unless
NOT_APPLICABLE says why not: one that fails there fails this check.

For each input, target/release/tablegen --rust writes the module to
target/rustc-cost/<input>-<backend>/<backend>.rs, which m.rs includes
(after the module of its companion backend, COMPANIONS; with TABLEGEN_PARTIAL_OUTPUT=1:
a backend that writes only some of LLVM's sections still runs; each root
is parsed once, through a record cache in target/rustc-cost/record-cache),
and rustc compiles it twice, one compiler at a time (the machine is shared):
  lib  lib.rs = `#![no_std] pub mod m;`: the module needs nothing but core,
       alloc, which it declares itself if it uses it, and tablegen-runtime
       (the dag-isel and DFA modules' tables run on it), compiled once
       into target/rustc-cost/libtablegen_runtime.rlib and passed as
       `--extern` (its compile is not counted);
  bin  main.rs = `include!("m.rs"); fn main() {}`: the module at the root
       of a binary that uses none of it, where dead code must not warn;
both with `rustc --edition 2021 -C debuginfo=2 -D warnings`.

Prints a markdown table as it goes: input, backend, the module's lines,
seconds and peak RSS (MiB, the linker included) of each compile, the
diagnostics rustc printed (with -D warnings a warning is an error) and a
verdict; then the first diagnostics of each failed compile, and finally
`rustc-cost: N modules, ...`. Exits 1 if a module does not generate or
compile, draws a diagnostic, or takes more than MAX_SECONDS or MAX_MB to
compile; with --no-limits (or RUSTC_COST_NO_LIMITS=1) the limits are
reported, not enforced. A compiler still running at KILL_SECONDS or above
KILL_MB is killed.

Reports through .ci/lib/checks.py (check "rustc-cost", one unit per
input): the count is the modules each input had generated and compiled
(lib and bin), against floors in .ci/floors/rustc-cost.tsv
(CI_RECORD_FLOORS=1 records them on a full run); with --backends, the
modules planned for the selection are the expected count instead. A
module that fails to generate or compile, draws a diagnostic or exceeds
an enforced limit is a difference (exit 1); llvm-tblgen-19's --help
that cannot be read is a harness error.
--only (or its older name --targets) selects inputs: an unknown name or
an empty selection exits 2, as does an unknown backend, before any
module is generated. There is no --inject: rustc is the judge here, not a
reference output.

Needs rustc, llvm-tblgen-19 (its --help) and LLVM 19's sources
($SHARED/llvm-19/llvm); Python 3's standard library.
"""

import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(HERE, "lib"))
import checks  # noqa: E402
import throwaway  # noqa: E402

# The limits of one rustc run (lib or bin) on one module.
MAX_SECONDS = 10
MAX_MB = 1536  # 1.5 GiB
# Past these a compile is killed rather than measured.
KILL_SECONDS = 300
KILL_MB = 8192

RUSTC_FLAGS = ["-C", "debuginfo=2", "-D", "warnings"]

TARGETS = ["AMDGPU", "RISCV", "X86"]
INTRINSIC_PREFIX = {"AMDGPU": "amdgcn", "RISCV": "riscv", "X86": "x86"}
# Rust writers that do not apply (llvm-tblgen-19 rejects these inputs too,
# or ours does not write them yet):
# (target, or None for all, backend) -> why.
NOT_APPLICABLE = {
    ("X86", "gen-emitter"): "X86 has no -gen-emitter: its instructions have no Inst field",
    ("X86", "gen-searchable-tables"): "X86.td does not include SearchableTable.td (no GenericEnum)",
    (None, "gen-automata"): "none of these .td files includes Automaton.td (no GenericAutomaton)",
    (None, "gen-arm-target-def"): "ARM and AArch64 only: the other targets define no Extension class",
}
# The inputs that are not a target's .td, and their backends (which do not
# run on a target's .td).
INTRINSICS_TD = "include/llvm/IR/Intrinsics.td"
VALUE_TYPES_TD = "include/llvm/CodeGen/ValueTypes.td"
OMP_TD = "include/llvm/Frontend/OpenMP/OMP.td"
COMMON_INPUTS = [
    ("CodeGen", "gen-vt", VALUE_TYPES_TD, []),
    ("IR", "gen-intrinsic-enums", INTRINSICS_TD, []),
    ("IR", "gen-intrinsic-impl", INTRINSICS_TD, []),
    ("IR", "gen-attrs", "include/llvm/IR/Attributes.td", []),
    ("OpenMP", "gen-directive-decl", OMP_TD, []),
    ("OpenMP", "gen-directive-impl", OMP_TD, []),
    ("DirectX", "gen-dxil-operation", "lib/Target/DirectX/DXIL.td", []),
    ("Options", "gen-opt-parser-defs", "tools/llvm-objcopy/ObjcopyOpts.td", ["-I", "tools/llvm-objcopy"]),
]
# A module that needs another's items beside it, as its C++ .inc needs the
# other .inc included first: -gen-directive-impl implements the enums of
# -gen-directive-decl. Both are generated and included into the one module
# (the measured lines are the backend's own).
COMPANIONS = {"gen-directive-impl": "gen-directive-decl"}
INPUTS = TARGETS + sorted({name for name, _, _, _ in COMMON_INPUTS})
NOT_ON_TARGETS = {b for _, b, _, _ in COMMON_INPUTS}
# What `tablegen --rust -ACTION` says of an action without a Rust writer.
REFUSALS = ("has no Rust writer", "is not implemented yet", "Unknown command line argument")

# A diagnostic's first line; the summaries rustc adds are not diagnostics.
DIAGNOSTIC = re.compile(r"^(?:warning|error)(?:\[\w+\])?: (?!aborting due to|\d+ warnings? emitted)", re.M)


def rust_writers(tablegen, work):
    """The actions (llvm-tblgen-19's, in its --help order, without the dash)
    that `tablegen --rust` runs, on an empty .td (where most of them stop at
    a missing class: quickly)."""
    help_text = throwaway.run(["llvm-tblgen-19", "--help"]).stdout.decode()
    block = help_text.split("Action to perform:\n", 1)[1]
    actions = re.findall(r"^      --([\w-]+) ", block.split("\n  -", 1)[0], re.M)
    empty = os.path.join(work, "empty.td")
    with open(empty, "w"):
        pass
    writers = []
    for a in actions:
        said = throwaway.measure([tablegen, "--rust", "-" + a, empty, "-o", os.devnull]).stderr.decode()
        if not any(r in said for r in REFUSALS):
            writers.append(a)
    return writers


def plan(inputs, backends, writers):
    """[(input, backend, root .td, extra arguments)] for the selection."""
    rows = []
    for t in TARGETS:
        if t not in inputs:
            continue
        for b in writers:
            if b not in NOT_ON_TARGETS and (t, b) not in NOT_APPLICABLE and (None, b) not in NOT_APPLICABLE:
                rows.append((t, b, "lib/Target/%s/%s.td" % (t, t), []))
        rows.append((t, "gen-intrinsic-enums", INTRINSICS_TD, ["-intrinsic-prefix=" + INTRINSIC_PREFIX[t]]))
    rows += [r for r in COMMON_INPUTS if r[0] in inputs]
    return [r for r in rows if not backends or r[1] in backends]


def compile_runtime(work):
    """tablegen-runtime as an rlib the modules link (what a user's crate
    depends on); returns its path."""
    return throwaway.runtime_rlib(work, RUSTC_FLAGS)


def compile_module(d, kind, crate_name, runtime):
    """rustc on d/lib.rs or d/main.rs (which name d/m.rs); returns the Run.
    The compiled file is not kept (the sources are)."""
    src, out, crate_type = {"lib": ("lib.rs", "libm.rlib", "lib"), "bin": ("main.rs", "m-bin", "bin")}[kind]
    out = os.path.join(d, out)
    r = throwaway.rustc(os.path.join(d, src), out, crate_type, crate_name, RUSTC_FLAGS,
                        externs={"tablegen_runtime": runtime}, check=False, kill_after_seconds=KILL_SECONDS, kill_above_mb=KILL_MB)
    if os.path.exists(out):
        os.remove(out)
    return r


def measure_row(row, args, corpus):
    """Generates and compiles one module; returns (table cells, problems,
    limits exceeded, failure details)."""
    name, backend, td, extra = row
    d = os.path.join(args.work, "%s-%s" % (name, backend))
    os.makedirs(d, exist_ok=True)
    module = os.path.join(d, "m.rs")
    includes = (["-I", os.path.dirname(td)] if td.startswith("lib/Target/") else []) + ["-I", "include"]
    # A dozen backends on each root: the records are parsed once.
    cache = ["--record-cache", os.path.join(args.work, "record-cache")]
    parts = [(b, os.path.join(d, "%s.rs" % b)) for b in (COMPANIONS.get(backend), backend) if b]
    for b, out in parts:
        cmd = [os.path.join(args.bin, "tablegen"), "--rust", "-" + b] + cache + extra + includes + [td, "-o", out]
        gen = throwaway.measure(cmd, cwd=corpus, env=dict(os.environ, TABLEGEN_PARTIAL_OUTPUT="1"))
        if not gen.ok:
            return ([name, backend] + ["-"] * 6, ["tablegen failed"], [],
                    ["%s %s (tablegen -%s):\n    %s" % (name, backend, b, gen.failure())])
    with open(parts[-1][1]) as f:
        lines = sum(1 for _ in f)
    with open(module, "w") as f:
        f.write("".join('include!("%s.rs");\n' % b for b, _ in parts))
    with open(os.path.join(d, "lib.rs"), "w") as f:
        f.write("//! Generated by .ci/rustc-cost.py.\n#![no_std]\npub mod m;\n")
    with open(os.path.join(d, "main.rs"), "w") as f:
        f.write('// Generated by .ci/rustc-cost.py.\ninclude!("m.rs");\n\nfn main() {}\n')
    crate_name = re.sub(r"\W", "_", "%s_%s" % (name, backend)).lower()
    cells, problems, over, details, diagnostics = [name, backend, str(lines)], [], [], [], 0
    for kind in ("lib", "bin"):
        r = compile_module(d, kind, crate_name, args.runtime)
        n = len(DIAGNOSTIC.findall(r.stderr.decode(errors="replace")))
        diagnostics += n
        cells += ["%.1f" % r.seconds, "%.0f" % r.peak_mb]
        if r.killed:
            problems.append("%s: %s" % (kind, r.killed))
        elif n:
            problems.append("%s: %d diagnostic%s" % (kind, n, "s" if n > 1 else ""))
        elif not r.ok:
            problems.append("%s: failed" % kind)
        if not r.ok:
            details.append("%s %s (%s):\n    %s" % (name, backend, kind, r.failure()))
        if r.seconds > MAX_SECONDS:
            over.append("%s: %.1f s > %g s" % (kind, r.seconds, MAX_SECONDS))
        if r.peak_mb > MAX_MB:
            over.append("%s: %.0f MB > %g MB" % (kind, r.peak_mb, MAX_MB))
    cells.append(str(diagnostics))
    return cells, problems, over, details


def main():
    check = checks.Check("rustc-cost", unit="input")
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    check.add_arguments(ap)
    ap.add_argument("--targets", default=None, help="the older name of --only")
    ap.add_argument("--backends", default="",
                    help="comma-separated backends, e.g. gen-instr-info,emitter (default: all)")
    ap.add_argument("--no-limits", action="store_true", default=os.environ.get("RUSTC_COST_NO_LIMITS") == "1",
                    help="report the %g s / %g MB limits, do not fail on them" % (MAX_SECONDS, MAX_MB))
    ap.add_argument("--bin", default=throwaway.RELEASE, help="directory with tablegen")
    ap.add_argument("--shared", default=throwaway.SHARED,
                    help="the shared directory holding llvm-19/ (default: ../shared or $SHARED)")
    args = check.configure(ap.parse_args())
    if args.only is not None and args.targets is not None:
        check.usage("--only and --targets are one option: give one")
    inputs = check.select(args.only if args.only is not None else args.targets, INPUTS)
    args.bin = os.path.abspath(args.bin)
    corpus = os.path.join(os.path.abspath(args.shared), "llvm-19", "llvm")
    backends = ["gen-" + b.lstrip("-").removeprefix("gen-") for b in args.backends.split(",") if b]
    if args.backends.strip() and not backends:
        check.usage("empty backend selection (--backends %r)" % args.backends)

    args.work = os.path.join(ROOT, "target", "rustc-cost")
    os.makedirs(os.path.join(args.work, "record-cache"), exist_ok=True)
    try:
        args.runtime = compile_runtime(args.work)
    except throwaway.StepError as e:
        check.error("tablegen-runtime", "cannot compile tablegen-runtime: %s" % e)
        return check.finish()
    try:
        writers = rust_writers(os.path.join(args.bin, "tablegen"), args.work)
    except (throwaway.StepError, IndexError) as e:
        check.error("llvm-tblgen-19", "cannot list the actions of llvm-tblgen-19 --help: %s" % e)
        return check.finish()
    unknown = [b for b in backends if b not in writers]
    if unknown:
        check.usage("no Rust writer for %s (Rust writers: %s)" % (", ".join(unknown), ", ".join(writers)))
    rows = plan(inputs, backends, writers)
    if not rows:
        check.usage("nothing selected: no module of %s for %s" % (", ".join(inputs), ", ".join(backends)))
    for t in inputs:
        planned = sum(1 for r in rows if r[0] == t)
        if backends:
            # A narrowed run's expected count is its plan, not the full floor.
            check.count(t, 0, "modules", floor=planned)
        elif not planned:
            check.usage("no module planned for %s" % t)

    print("| target | backend | lines | lib s | lib MB | bin s | bin MB | warnings | verdict |")
    print("|---|---|--:|--:|--:|--:|--:|--:|---|")
    broken, over, details = [], [], []  # rows that do not compile cleanly; rows over the limits
    for row in rows:
        cells, problems, limits, more = measure_row(row, args, corpus)
        print("| %s | %s |" % (" | ".join(cells), "; ".join(problems + limits) or "ok"), flush=True)
        details += more
        if problems:
            broken.append("%s %s" % row[:2])
            check.differ(row[0])
        else:
            check.count(row[0], 1, "modules")
            if limits:
                over.append("%s %s" % row[:2])
                if not args.no_limits:
                    check.differ(row[0])
    for d in details:
        print("\n" + d)
    targets = [t for t in inputs if t in TARGETS]
    for (t, b), why in NOT_APPLICABLE.items():
        if b in writers and (not backends or b in backends) and (t in targets or t is None and targets):
            print("rustc-cost: not measured: %s -%s: %s" % (t or "any target", b, why))
    verdict = ["%d modules" % len(rows)]
    if broken:
        verdict.append("%d fail to generate or to compile without diagnostics: %s"
                       % (len(broken), ", ".join(broken)))
    if over:
        verdict.append("%d over the limits of %g s / %g MB per compile%s: %s" % (
            len(over), MAX_SECONDS, MAX_MB, " (not enforced)" if args.no_limits else "", ", ".join(over)))
    if not broken and not over:
        verdict.append("all compile without warnings within %g s / %g MB" % (MAX_SECONDS, MAX_MB))
    print("rustc-cost: " + "; ".join(verdict))
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
