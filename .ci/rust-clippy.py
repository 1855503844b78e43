#!/usr/bin/env python3
"""Every `--rust` module of every target in one crate, held to
`cargo clippy -- -D warnings`.

For each row of $SHARED/tools/jobs.tsv (LLVM 19's tablegen invocations,
-print-records and -dump-json aside) whose backend has a Rust writer,
the tablegen binary writes the Rust module (`-gen-dag-isel` with
--omit-comments, as .ci/extreme-args/run.py does: the same table in a
fraction of the text). One throwaway crate (.ci/lib/throwaway.py: outside
the workspace, tablegen-runtime by path, the workspace's Cargo.lock,
--offline) then `include!`s them all, each in a module of its own:

    #![no_std]
    #![deny(warnings)]
    extern crate alloc;
    pub mod exported {
        pub mod t_lanai {
            pub mod lanai_instr_info { include!("..."); }
            ...
        }
    }

with no `allow` of any kind around the includes: what a user gets by
including a generated module into a `deny(warnings)` crate of their own
is what is checked. The crate's clippy.toml sets
`avoid-breaking-exported-api = false`: clippy then holds exported items
to the lints it otherwise checks only on private ones
(`enum_variant_names`), which is what a program including a module
privately meets; one inclusion checks both uses (including every module
a second time, privately, doubled the stage's time for the same
diagnostics). `cargo clippy -- -D warnings` must pass on the crate.

Units are the jobs' targets (LLVM's lib/Target directories and the
include/llvm and tool pseudo-targets: IR, OpenMP, llvm-objdump, ...); the
count of each is its modules compiled, with a floor per target in
.ci/floors/rust-clippy.tsv (CI_RECORD_FLOORS=1 records them). A clippy
error is a difference of the target whose module it is in (exit 1; the
errors are shown grouped by lint, with counts); a module that cannot be
generated, or a clippy run that fails without a diagnostic, is a harness
error. Rows whose backend has no Rust writer (-gen-disassembler, M68k's
variable-length -gen-emitter) or is not implemented (-gen-asm-matcher,
...) are listed and left out. There is no --inject: the check holds the
modules to rules, not to a reference.

usage: rust-clippy.py [--bin target/release/tablegen] [--only TARGET,...] [--work DIR] [--shared DIR]
"""

import argparse
import collections
import json
import os
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402
import differential  # noqa: E402
import jobs as jobs_tsv  # noqa: E402
import throwaway  # noqa: E402

NAME = "rust-clippy"
# The backends of jobs.tsv that are dumps of the records, not modules.
DUMPS = {"-print-records", "-dump-json"}
# Extra options per backend: the matcher table without LLVM's comments.
OPTIONS = {"-gen-dag-isel": ["--omit-comments"]}
# What tablegen says of a backend that writes no Rust (exit 1).
NO_WRITER = re.compile(r"has no Rust writer|is not implemented yet")
# Modules included beside another of the same root, as C++ includes them
# in one translation unit: a directive language's implementation
# (`<Lang>.inc`) where its declarations (`<Lang>.h.inc`) are, an
# automaton beside the searchable tables' enums its actions are.
INCLUDED_WITH = {"--gen-directive-impl": "--gen-directive-decl", "-gen-automata": "-gen-searchable-tables"}
# Diagnostics that only sum up the others.
SUMMARY = re.compile(r"^(aborting due to|could not compile)")


class Job:
    """One row of jobs.tsv: how to run it, and the module it writes."""

    def __init__(self, target, root, flag, extra):
        self.target, self.root, self.flag, self.extra = target, root, flag, extra

    def command(self, bin_, llvm, out):
        """The row's command line (.ci/lib/jobs.py)."""
        return [bin_, "--rust", self.flag] + OPTIONS.get(self.flag, []) + self.extra \
            + jobs_tsv.td_args(llvm, self.target, self.root) + ["-o", out]

    def module(self):
        """The module's name: its root file, backend and options (a target
        runs one backend on several roots, or with several options)."""
        base = os.path.splitext(os.path.basename(self.root))[0]
        kind = INCLUDED_WITH.get(self.flag, self.flag).lstrip("-").replace("gen-", "", 1)
        parts = [base, kind] + [a.split("=")[-1] for a in self.extra]
        return ident("_".join(parts))


def ident(s):
    """A Rust identifier (snake case) of a file name, flag or option."""
    return re.sub(r"_+", "_", re.sub(r"[^A-Za-z0-9]", "_", s)).strip("_").lower()


def jobs(shared):
    """The rows of jobs.tsv that write code, as Jobs."""
    return [Job(*row) for row in jobs_tsv.rows(shared) if row[2] not in DUMPS]


def generate(bin_, llvm, work, job):
    """Writes the job's module: (job, its path or None if the backend
    writes no Rust, the reason it writes none or the error)."""
    out = os.path.join(work, "gen", ident(job.target), ident(" ".join([os.path.basename(job.root), job.flag] + job.extra)) + ".rs")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    cmd = job.command(bin_, llvm, out)
    r = throwaway.measure(cmd)
    if r.ok:
        return job, out, None
    err = r.stderr.decode(errors="replace").strip()
    if NO_WRITER.search(err):
        return job, None, err.splitlines()[-1]
    return job, None, r.failure()


def lib_rs(modules):
    """The crate root: every module in a module of its target, exported,
    as a library re-exporting it would hold it (conventions.md: an
    `include!`d file cannot carry inner attributes, so nothing is allowed
    around it). With CLIPPY_TOML, clippy also applies the lints it keeps
    for private items (`enum_variant_names`) to these."""
    lines = ["//! Generated by .ci/rust-clippy.py: every target's --rust modules, included",
             "//! as a user would include them, with no lint allowed.",
             "#![no_std]", "#![deny(warnings)]", "extern crate alloc;", "",
             "pub mod exported {"]
    for target, mods in sorted(modules.items()):
        lines.append("    pub mod t_%s {" % ident(target))
        for name, paths in mods.items():
            lines.append("        pub mod %s {" % name)
            lines += ["            include!(%s);" % json.dumps(p) for p in paths]
            lines.append("        }")
        lines.append("    }")
    lines.append("}")
    return "\n".join(lines) + "\n"


# Exported items get the lints clippy otherwise keeps for private ones.
CLIPPY_TOML = "avoid-breaking-exported-api = false\n"


def diagnostics(stdout):
    """clippy's diagnostics of the crate from cargo's JSON messages:
    [(lint or error code, file, rendered text)]."""
    found = []
    for line in stdout.decode(errors="replace").splitlines():
        try:
            msg = json.loads(line)
        except ValueError:
            continue
        if msg.get("reason") != "compiler-message":
            continue
        m = msg["message"]
        if m.get("level") not in ("error", "warning") or SUMMARY.match(m.get("message", "")):
            continue
        primary = next((s for s in m.get("spans", []) if s.get("is_primary")), None)
        code = (m.get("code") or {}).get("code") or m.get("message", "")[:60]
        found.append((code, primary["file_name"] if primary else "", m.get("rendered") or m.get("message", "")))
    return found


def main():
    check = checks.Check(NAME, unit="target")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args = differential.parse_arguments(check, ap, NAME)
    rows = jobs(args.shared)
    chosen = set(check.select(args.only, sorted({j.target for j in rows})))
    llvm = os.path.join(os.path.abspath(args.shared), "llvm-19", "llvm")
    work = os.path.abspath(args.work)
    if not differential.have_tablegen(check, args.bin, sorted(chosen)):
        return check.finish()

    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        done = list(pool.map(lambda j: generate(args.bin, llvm, work, j), [j for j in rows if j.target in chosen]))
    # {target: {module: [the files it includes]}}
    modules = collections.defaultdict(lambda: collections.defaultdict(list))
    left_out = collections.Counter()
    for job, path, why in done:
        if path:
            modules[job.target][job.module()].append(path)
        elif why and NO_WRITER.search(why):
            left_out[job.flag] += 1
        else:
            check.error(job.target, "%s: %s" % (job.flag, why))
    for t, mods in modules.items():
        for name, paths in mods.items():
            if len(paths) > 1 and not any(INCLUDED_WITH.get(j.flag) for j, p, _ in done if p in paths):
                check.error(t, "two jobs write the module %s" % name)
    print("%s: %d modules of %d targets generated in %.0f s; left out (no Rust writer): %s"
          % (NAME, sum(len(m) for m in modules.values()), len(modules), time.monotonic() - started,
             ", ".join("%s x%d" % kv for kv in sorted(left_out.items())) or "none"), flush=True)
    if not modules:
        return check.finish()

    crate = throwaway.Crate(os.path.join(work, "crate"), NAME.replace("-", "_"))
    crate.reset()
    crate.write({"src/lib.rs": lib_rs(modules), "clippy.toml": CLIPPY_TOML}, dependencies=["tablegen-runtime"],
                profiles=throwaway.NO_DEBUG_INFO)
    clippy = crate.cargo("clippy", "--message-format=json", "--", "-D", "warnings", check=False)
    found = diagnostics(clippy.stdout)
    print("%s: cargo clippy -D warnings: %s, %d diagnostic(s) (%.1f s, %.0f MB)"
          % (NAME, "ok" if clippy.ok else "FAILED", len(found), clippy.seconds, clippy.peak_mb), flush=True)
    if not clippy.ok and not found:
        for t in sorted(modules):
            check.error(t, clippy.failure())
        return check.finish()

    # A diagnostic belongs to the target of the module it is in.
    owner = {path: t for t, mods in modules.items() for paths in mods.values() for path in paths}
    by_lint = collections.defaultdict(list)
    for code, file, text in found:
        by_lint[code].append(text)
        if file in owner:
            check.differ(owner[file])
        else:
            check.error(sorted(modules)[0], "a diagnostic outside the generated modules: %s" % text)
    for code, texts in sorted(by_lint.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print("%s: %s: %d" % (NAME, code, len(texts)))
        for text in texts[:3]:
            print("    " + text.rstrip().replace("\n", "\n    "))
    for t, mods in sorted(modules.items()):
        # Clippy ran over every module of the crate (an error in one does
        # not stop the others being checked).
        check.count(t, len(mods), "modules")
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
