#!/usr/bin/env python3
"""Option-table oracle (issue 51, acceptance 4): the Rust option parser of
tablegen-runtime over the tables of `tablegen -gen-opt-parser-defs --rust`
against libLLVM-19's `llvm::opt::OptTable` over our C++ `.inc`, on random
command lines, for llvm-objdump's, llvm-objcopy's and llvm-lib's options
and the table of LLVM's Option unit test (every kind of option).

usage: .ci/opt-oracle/run.py [--only TOOLS] [--count N] [--seed S] [--bin DIR]
                             [--shared DIR] [--inject[=name]] [--break-cpp]

For each tool (one unit):
  1. our tablegen writes the tool's `.inc` (which must be byte-identical
     to llvm-tblgen-19's; otherwise a difference) and its Rust module;
  2. g++ builds harness.cpp over the `.inc` against libLLVM-19
     (llvm-config-19); rustc builds driver.rs over the Rust module and
     tablegen-runtime;
  3. gen.py writes --count command lines per parsing mode from the
     table's own dump (valid options in every spelling, joined and
     separate values, aliases, grouped short flags, `--`, inputs, and
     invalid ones: misspelt options for "did you mean", unknown options,
     options missing values, case changes);
  4. both print the table (each row's ID, kind, prefixes, name, number
     of values, group, alias, whether it has alias arguments, flags and
     visibilities), which must be the same; then, per command line, every parsed argument (index, option
     ID, spelling, values, the argument as a string), the missing
     argument and each unknown option's nearest spelling and distance:
     every line must be the same.
The parsing modes are those the tools set (llvm-objdump and llvm-objcopy
group short options, llvm-lib ignores case), and one other each
(llvm-objdump ungrouped, llvm-objcopy with `--` parsing, llvm-lib
case-sensitive), so that every switch of the parser is compared.

Reports through .ci/lib/checks.py (check `opt-oracle`, unit `tool`,
kinds `command lines`, `arguments` and `table rows`, floors in .ci/floors/opt-oracle.tsv):
  --inject[=name]  the first flag of the first selected tool's Rust table
                   gets an `x` appended to its name: the comparison must
                   report a difference;
  --break-cpp      harness.cpp gets an `#error` first: the run must fail.
A failed tablegen, g++, rustc or driver is a harness error.
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
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
sys.path.insert(0, HERE)
import checks  # noqa: E402
import gen  # noqa: E402
import throwaway  # noqa: E402

# tool -> (its .td under llvm-19/llvm, [(mode, harness/driver switches)],
# harness.cpp's defines)
TOOLS = {
    "llvm-objdump": ("tools/llvm-objdump/ObjdumpOpts.td", [("grouped", ["--grouped"]), ("plain", [])], []),
    "llvm-objcopy": ("tools/llvm-objcopy/ObjcopyOpts.td",
                     [("grouped", ["--grouped"]), ("grouped-dash-dash", ["--grouped", "--dash-dash"])], []),
    "llvm-lib": ("lib/ToolDrivers/llvm-lib/Options.td", [("ignore-case", ["--ignore-case"]), ("plain", [])], []),
    # LLVM's Option unit test's table: every kind (MultiArg,
    # JoinedAndSeparate, CommaJoined, RemainingArgs[Joined]), aliases with
    # and without arguments, options of several prefixes.
    "option-unittest": ("unittests/Option/Opts.td",
                        [("plain", []), ("grouped", ["--grouped"]), ("ignore-case", ["--ignore-case"])],
                        ["-DUNITTEST_FLAGS"]),
}


class Failure(Exception):
    """A step of the harness failed (not a difference)."""


def step(cmd, **kwargs):
    try:
        return throwaway.run(cmd, **kwargs)
    except throwaway.StepError as e:
        raise Failure(str(e))


def text(out):
    return out.decode() if isinstance(out, bytes) else out


def inject_name(path):
    """Appends `x` to the name of the first flag in the module's table."""
    with open(path) as f:
        text = f.read()
    m = re.search(r'name: "([^"]*)", kind: OptionKind::Flag,', text)
    if not m:
        raise Failure("--inject: no flag in %s" % path)
    with open(path, "w") as f:
        f.write(text[:m.end(1)] + "x" + text[m.end(1):])
    return "the flag %r is now %r" % (m.group(1), m.group(1) + "x")


def build(tool, td, defines, work, args, check, rlib, inject):
    """(harness, driver) executables of `tool`."""
    llvm = os.path.join(args.shared, "llvm-19", "llvm")
    src = os.path.join(llvm, td)
    incs = ["-I", os.path.join(llvm, "include"), "-I", os.path.dirname(src)]
    inc = os.path.join(work, tool + ".inc")
    ref = os.path.join(work, tool + ".ref.inc")
    module = os.path.join(work, tool.replace("-", "_") + ".rs")
    tablegen = os.path.join(args.bin, "tablegen")
    step([tablegen, "-gen-opt-parser-defs"] + incs + [src, "-o", inc])
    step(["llvm-tblgen-19", "-gen-opt-parser-defs"] + incs + [src, "-o", ref])
    with open(inc, "rb") as a, open(ref, "rb") as b:
        same_inc = a.read() == b.read()
    step([tablegen, "-gen-opt-parser-defs", "--rust"] + incs + [src, "-o", module])
    if inject:
        print("opt-oracle: --inject: %s: %s in the generated Rust" % (tool, inject_name(module)), flush=True)
        check.injected(tool)

    harness_src = os.path.join(HERE, "harness.cpp")
    if check.break_cpp:
        broken = os.path.join(work, "harness-broken.cpp")
        with open(harness_src) as f, open(broken, "w") as g:
            g.write("#error broken on purpose (--break-cpp)\n" + f.read())
        harness_src = broken
    cxxflags = text(step(["llvm-config-19", "--cxxflags"]).stdout).split()
    ldflags = text(step(["llvm-config-19", "--ldflags", "--libs", "option", "support"]).stdout).split()
    harness = os.path.join(work, tool + "-harness")
    step(["g++", "-O0", "-w"] + cxxflags + defines + ['-DOPTS_INC="%s"' % inc, harness_src, "-o", harness]
         + ldflags)

    main = os.path.join(work, tool.replace("-", "_") + "_main.rs")
    with open(main, "w") as f:
        f.write("#[path = %s]\nmod opts;\ninclude!(%s);\n"
                % (rust_string(module), rust_string(os.path.join(HERE, "driver.rs"))))
    driver = os.path.join(work, tool + "-driver")
    try:
        throwaway.rustc(main, driver, "bin", "opt_driver", ["-D", "warnings"], externs={"tablegen_runtime": rlib})
    except throwaway.StepError as e:
        raise Failure(str(e))
    return harness, driver, same_inc


def answer(exe, switches, lines):
    p = subprocess.run([exe] + switches + ["parse"], input="".join(l + "\n" for l in lines),
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise Failure("%s exited %d: %s" % (os.path.basename(exe), p.returncode, p.stderr[-2000:]))
    return p.stdout.split("\n")


def by_command(out):
    """The output as one block of lines per command line."""
    blocks = []
    for line in out:
        if line.startswith("cmd ") or not blocks:
            blocks.append([])
        if line:
            blocks[-1].append(line)
    return blocks


def main():
    check = checks.Check("opt-oracle", unit="tool")
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=1000, help="command lines per tool and parsing mode")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bin", default=throwaway.RELEASE, help="directory with our tablegen")
    ap.add_argument("--shared", default=throwaway.SHARED, help="directory holding llvm-19/llvm")
    check.add_arguments(ap, inject=("name",))
    args = check.configure(ap.parse_args())
    tools = check.select(args.only, TOOLS)
    with tempfile.TemporaryDirectory(prefix="opt-oracle-") as work:
        try:
            rlib = throwaway.runtime_rlib(work)
        except throwaway.StepError as e:
            for tool in tools:
                check.error(tool, "tablegen-runtime did not compile: %s" % e)
            return check.finish()
        for k, tool in enumerate(tools):
            td, modes, defines = TOOLS[tool]
            try:
                harness, driver, same_inc = build(tool, td, defines, work, args, check, rlib,
                                                   bool(check.inject) and k == 0)
                if not same_inc:
                    check.differ(tool)
                    print("%s: our -gen-opt-parser-defs .inc is not llvm-tblgen-19's" % tool)
                dump = text(step([harness, "dump"]).stdout)
                rust_dump = text(step([driver, "dump"]).stdout)
                rows, rust_rows = dump.splitlines(), rust_dump.splitlines()
                check.count(tool, len(rows), "table rows")
                wrong = [i for i in range(max(len(rows), len(rust_rows)))
                         if i >= len(rows) or i >= len(rust_rows) or rows[i] != rust_rows[i]]
                if wrong:
                    check.differ(tool, len(wrong))
                    i = wrong[0]
                    print("%s: %d of %d table rows differ; first:\n  libLLVM: %s\n  Rust:    %s"
                          % (tool, len(wrong), len(rows), rows[i] if i < len(rows) else None,
                             rust_rows[i] if i < len(rust_rows) else None))
                for n, (mode, switches) in enumerate(modes):
                    lines = gen.lines(dump, args.count, args.seed + n, ignore_case="--ignore-case" in switches)
                    want = by_command(answer(harness, switches, lines))
                    got = by_command(answer(driver, switches, lines))
                    if len(want) != len(lines):
                        raise Failure("the harness answered %d of %d command lines" % (len(want), len(lines)))
                    bad = [i for i in range(len(lines)) if i >= len(got) or got[i] != want[i]]
                    check.count(tool, len(lines), "command lines")
                    check.count(tool, sum(1 for b in want for l in b if l.startswith("arg ")), "arguments")
                    if len(got) != len(want):
                        bad = bad or [len(got)]
                    if bad:
                        check.differ(tool, len(bad))
                        i = bad[0]
                        print("%s (%s): %d of %d command lines differ; first: %r\n  libLLVM: %s\n  Rust:    %s"
                              % (tool, mode, len(bad), len(lines), lines[i] if i < len(lines) else None,
                                 want[i] if i < len(want) else None, got[i] if i < len(got) else None))
                    else:
                        unknown = sum(1 for b in want for l in b if l.startswith("unknown "))
                        missing = sum(1 for b in want for l in b if l.startswith("missing "))
                        print("%s (%s): %d command lines answered alike (%d unknown options, %d missing values)"
                              % (tool, mode, len(lines), unknown, missing), flush=True)
            except Failure as e:
                check.error(tool, str(e))
    return check.finish()


def rust_string(path):
    return '"%s"' % path.replace("\\", "\\\\").replace('"', '\\"')


if __name__ == "__main__":
    sys.exit(main())
