#!/usr/bin/env python3
"""Regenerates the golden corpus from LLVM 19's own TableGen lit tests, or
re-verifies it.

Every `llvm-tblgen` invocation in a RUN line of shared/llvm-19/llvm/test/TableGen
that uses only the front-end backends (-print-records, -print-detailed-records,
-dump-json, -null-backend), the backends we implement and flags we support
becomes one case, as do our own inputs (own/), the bundled example and a few
real LLVM inputs. The test file is copied under lit/ (LLVM's license is in
LICENSE.TXT beside it) and the reference llvm-tblgen-19's stdout, stderr and
exit status are recorded under expected/ and in cases.tsv, with the program
name replaced by PROG. Run from anywhere:

    python3 tests/golden/regen.py [path/to/shared]           # rewrite lit/, expected/, cases.tsv
    python3 tests/golden/regen.py --check [path/to/shared]   # re-record into a temporary folder, compare
    python3 tests/golden/regen.py --check --only NAMES|REGEX
    python3 tests/golden/regen.py --check --inject           # self-test: must report a difference (exit 0)
    python3 tests/golden/regen.py --check --inject --break-cpp   # self-test: must fail (exit 1)

`--check` re-runs llvm-tblgen-19 on every case of cases.tsv (2 at a time,
`--jobs N`) into a temporary folder and fails on any difference from the
committed expected/ files and exit statuses. It also re-derives the case
list as a regeneration would now write it (a case added, lost or with other
arguments is a difference), compares lit/ with the shared lit tests, and
reports recordings of no case. It reports through .ci/lib/checks.py as the
check "golden-recordings", one unit per case class: `lit` (LLVM's lit
tests), `own`, `example`, `llvm` (real LLVM inputs) and `case-list`; each
class's floor is its number of selected cases, so a full run compares the
whole corpus. `--only` takes comma-separated case or class names, or else a
regular expression searched in the case names (the case list is checked
only in a full run or with `--only case-list`); an unknown name, an empty
selection or a regex matching nothing exits 2 before LLVM runs.

Cases listed in nondeterministic.txt (`name<TAB>stream<TAB>regex<TAB>reason`)
are those whose reference output changes from run to run: in that stream,
each match of the regex is masked before comparing; the exit status and
everything else are compared as recorded.

`--inject` changes one byte of one recorded output (the first selected case
with a non-empty stdout, else stderr) in a temporary copy, never in the
tree; the run passes only if the comparison reports it. `--break-cpp`
runs `false` instead of llvm-tblgen-19: its probe (`--version` naming
LLVM 19) fails, a harness error, and the run fails, also under --inject.

tests/golden.rs replays every case against our binary.
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import backends  # noqa: E402
import checks  # noqa: E402

DEFAULT_SHARED = os.path.join(HERE, "..", "..", "..", "shared")
REF = "llvm-tblgen-19"
TIMEOUT = 60
CLASSES = ["lit", "own", "example", "llvm"]
LIST = "case-list"
# The backends whose lit RUN lines are recorded, and their options
# (tests/backends/<flag>.toml, checked against the registry by
# tablegen-build/tests/backend_manifests.rs).
MANIFESTS = [b for b in backends.load() if b.golden_lit]
BACKENDS = {d + b.flag for b in MANIFESTS for d in ("-", "--")}
OPTION_NAMES = {o for b in MANIFESTS for o in b.options}
# `-name=value` for any option; a bare `-name` is kept by `kept_option`.
OPTIONS = tuple(d + o + "=" for o in sorted(OPTION_NAMES) for d in ("-", "--"))


def kept_option(t):
    """Whether a RUN line's token is a golden backend's option."""
    return t.startswith(OPTIONS) or t.lstrip("-") in OPTION_NAMES and t.startswith("-")


def run_lines(path):
    lines, cur = [], ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for l in f:
            m = re.search(r"RUN:(.*)$", l)
            if not m:
                continue
            part = m.group(1).rstrip()
            if part.endswith("\\"):
                cur += part[:-1] + " "
                continue
            lines.append((cur + part).strip())
            cur = ""
    return lines


def case_args(cmd, rel):
    """Arguments of the llvm-tblgen command in a RUN line, or None if unsupported."""
    first = cmd.split("|")[0].strip()
    toks = shlex.split(first)
    if toks and toks[0] == "not":
        toks = toks[1:]
    if not toks or toks[0] != "llvm-tblgen":
        return None
    args = []
    d = os.path.dirname(rel)
    for t in toks[1:]:
        if t in ("2>&1",):
            continue
        # LLVM's llvm/include .td files are vendored under include/.
        t = t.replace("%p/../../include", "include")
        t = t.replace("%s", rel).replace("%p", d or ".")
        if t.startswith("-D") or t in BACKENDS or kept_option(t) or t in ("--no-warn-on-unused-template-args",
                                                        "-no-warn-on-unused-template-args"):
            args.append(t)
        elif t == rel:
            args.append(t)
        elif t == "-Iinclude" or (args and args[-1] == "-I" and t == "include"):
            args.append(t)
        elif t.startswith("-I") and "../" not in t:
            args.append(t)
        elif t == "-I":
            args.append(t)
        elif args and args[-1] == "-I" and "../" not in t:
            args.append(t)
        else:
            return None
    if rel not in args:
        return None
    return args


def case_class(name):
    if name.startswith("own__"):
        return "own"
    if name.startswith("example_"):
        return "example"
    if name.startswith("llvm__"):
        return "llvm"
    return "lit"


def lit_cases(lit_dir):
    """(name, args) of every supported llvm-tblgen RUN line of the .td files
    under lit_dir, named as if lit_dir were this folder's lit/."""
    cases = []
    for root, _, files in os.walk(lit_dir):
        for fn in sorted(files):
            if not fn.endswith(".td"):
                continue
            rel = os.path.join("lit", os.path.relpath(os.path.join(root, fn), lit_dir))
            seen = set()
            for cmd in run_lines(os.path.join(root, fn)):
                args = case_args(cmd, rel)
                if args is None or tuple(args) in seen:
                    continue
                seen.add(tuple(args))
                name = os.path.relpath(os.path.join(root, fn), lit_dir)[:-3].replace("/", "__")
                name += "" if len(seen) == 1 else "__%d" % len(seen)
                cases.append((name, args))
    return cases


def other_cases():
    """(name, args) of the cases that do not come from LLVM's lit tests."""
    cases = []
    # The bundled example, through every front-end backend.
    toy = ["-I", "../../examples/td", "../../examples/td/Toy.td"]
    for b in ("-print-records", "-dump-json", "-print-detailed-records", "-gen-searchable-tables"):
        cases.append(("example_toy" + b.replace("-", "_"), [b] + toy))
    # Our own inputs (tests/golden/own), through -print-records and -dump-json.
    for fn in sorted(os.listdir(os.path.join(HERE, "own"))):
        if fn.endswith(".td"):
            for b in ("-print-records", "-dump-json"):
                cases.append(("own__" + fn[:-3] + b.replace("-", "_"), [b, "own/" + fn]))
    # Our own backend inputs (tests/golden/own/<backend>/X.td): each names its
    # arguments in `// ARGS:` lines (one case per line), or gets its
    # directory's default backend.
    defaults = {b.golden_own: "-" + b.flag for b in backends.load() if b.golden_own}
    for sub in sorted(os.listdir(os.path.join(HERE, "own"))):
        subdir = os.path.join(HERE, "own", sub)
        if not os.path.isdir(subdir):
            continue
        for fn in sorted(os.listdir(subdir)):
            if not fn.endswith(".td"):
                continue
            rel = "own/%s/%s" % (sub, fn)
            with open(os.path.join(subdir, fn), encoding="utf-8", errors="replace") as f:
                arg_lines = [m.group(1).strip() for m in (re.match(r"//\s*ARGS:(.*)$", l) for l in f) if m]
            if not arg_lines:
                arg_lines = [defaults.get(sub, "-print-records")]
            for k, a in enumerate(arg_lines):
                name = "own__%s__%s" % (sub, fn[:-3]) + ("" if k == 0 else "__%d" % (k + 1))
                cases.append((name, ["-I", "include"] + shlex.split(a) + [rel]))
    # Real LLVM inputs from the vendored llvm/include.
    cases.append(("llvm__GenVT", ["-gen-vt", "-I", "include", "include/llvm/CodeGen/ValueTypes.td"]))
    for prefix in ("", "aarch64", "riscv", "x86"):
        extra = ["-intrinsic-prefix=" + prefix] if prefix else []
        cases.append(("llvm__IntrinsicEnums" + ("_" + prefix if prefix else ""),
                      ["-gen-intrinsic-enums"] + extra + ["-I", "include", "include/llvm/IR/Intrinsics.td"]))
    # LLVM's -gen-automata unit-test input (llvm/unittests/TableGen, vendored under unittests/).
    cases.append(("llvm__Automata", ["-gen-automata", "-I", "include", "unittests/Automata.td"]))
    return cases


def lit_files(lit_dir):
    """Relative paths of what regen copies from a lit folder."""
    out = set()
    for root, _, files in os.walk(lit_dir):
        for fn in files:
            if fn.endswith(".td") or fn.endswith(".inc"):
                out.add(os.path.relpath(os.path.join(root, fn), lit_dir))
    return out


def run_ref(ref, args):
    """(exit status, stdout, stderr with the program name as PROG)."""
    p = subprocess.run([ref] + args, cwd=HERE, capture_output=True, timeout=TIMEOUT)
    return p.returncode, p.stdout, p.stderr.replace(REF.encode() + b":", b"PROG:")


def manifest_line(name, status, args):
    return "%s\t%d\t%s" % (name, status, " ".join(shlex.quote(a) for a in args))


def record(shared):
    lit_src = os.path.join(shared, "llvm-19", "llvm", "test", "TableGen")
    lit_out = os.path.join(HERE, "lit")
    exp = os.path.join(HERE, "expected")
    shutil.rmtree(lit_out, ignore_errors=True)
    shutil.rmtree(exp, ignore_errors=True)
    os.makedirs(exp)
    # Copy the whole suite's .td files: tests include each other.
    for rel in lit_files(lit_src):
        dst = os.path.join(lit_out, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy(os.path.join(lit_src, rel), dst)
    shutil.copy(os.path.join(shared, "llvm-19", "LICENSE.TXT") if os.path.exists(
        os.path.join(shared, "llvm-19", "LICENSE.TXT")) else os.path.expanduser(
        "~/.cache/llvm-19-src/llvm/LICENSE.TXT"), os.path.join(lit_out, "LICENSE.TXT"))
    cases = lit_cases(lit_out) + other_cases()
    manifest = []
    for name, args in sorted(cases):
        status, out, err = run_ref(REF, args)
        with open(os.path.join(exp, name + ".stdout"), "wb") as f:
            f.write(out)
        with open(os.path.join(exp, name + ".stderr"), "wb") as f:
            f.write(err)
        manifest.append(manifest_line(name, status, args))
    with open(os.path.join(HERE, "cases.tsv"), "w") as f:
        f.write("# name\texit status\targuments (run from tests/golden); generated by regen.py from %s\n" % REF)
        f.write("\n".join(manifest) + "\n")
    print("%d cases" % len(manifest))
    return 0


# ---------------------------------------------------------------------------
# --check
# ---------------------------------------------------------------------------

def committed_cases():
    """[(name, status, argument text)] of cases.tsv, in its order."""
    out = []
    with open(os.path.join(HERE, "cases.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, status, args = line.rstrip("\n").split("\t", 2)
            out.append((name, int(status), args))
    return out


def nondeterministic():
    """{name: [(stream, compiled regex, reason)]} from nondeterministic.txt."""
    out = {}
    path = os.path.join(HERE, "nondeterministic.txt")
    if not os.path.exists(path):
        return out
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, stream, rx, reason = line.rstrip("\n").split("\t", 3)
            if stream not in ("stdout", "stderr"):
                raise SystemExit("nondeterministic.txt: %s: stream must be stdout or stderr, not %r" % (name, stream))
            out.setdefault(name, []).append((stream, re.compile(rx.encode(), re.M), reason))
    return out






def first_diff(what, want, got):
    w, g = want.split(b"\n"), got.split(b"\n")
    for k, (a, b) in enumerate(zip(w, g)):
        if a != b:
            return "%s line %d: recorded %r, now %r" % (what, k + 1, a[:100], b[:100])
    return "%s: recorded %d bytes, now %d" % (what, len(want), len(got))


def check_list(check, shared, committed):
    """The case list and lit/ as a regeneration would now write them."""
    lit_src = os.path.join(shared, "llvm-19", "llvm", "test", "TableGen")
    if not os.path.isdir(lit_src):
        check.error(LIST, "no LLVM lit tests at %s (pass the shared folder as an argument)" % lit_src)
        return
    lit_tree = os.path.join(HERE, "lit")
    src, tree = lit_files(lit_src), lit_files(lit_tree)
    bad = ["lit/%s: in shared, not copied" % r for r in sorted(src - tree)]
    bad += ["lit/%s: not in shared" % r for r in sorted(tree - src)]
    for r in sorted(src & tree):
        with open(os.path.join(lit_src, r), "rb") as a, open(os.path.join(lit_tree, r), "rb") as b:
            if a.read() != b.read():
                bad.append("lit/%s: differs from shared" % r)
    check.count(LIST, len(src), "lit inputs", floor=len(tree))
    now = {name: " ".join(shlex.quote(a) for a in args) for name, args in lit_cases(lit_src) + other_cases()}
    then = {name: args for name, _, args in committed}
    bad += ["%s: a regeneration would add this case" % n for n in sorted(set(now) - set(then))]
    bad += ["%s: a regeneration would drop this case" % n for n in sorted(set(then) - set(now))]
    bad += ["%s: arguments now %r, recorded %r" % (n, now[n], then[n])
            for n in sorted(set(now) & set(then)) if now[n] != then[n]]
    if [n for n, _, _ in committed] != sorted(then):
        bad.append("cases.tsv is not in regen's (sorted) order")
    files = set(os.listdir(os.path.join(HERE, "expected")))
    want = {n + ext for n in then for ext in (".stdout", ".stderr")}
    bad += ["expected/%s: recorded for no case" % f for f in sorted(files - want)]
    bad += ["expected/%s: missing" % f for f in sorted(want - files)]
    check.count(LIST, len(now), "listed cases", floor=len(then))
    for b in bad:
        print("golden: case-list: DIFFERS: " + b)
    if bad:
        check.differ(LIST, len(bad))
    else:
        print("golden: case-list: same (%d cases, %d lit inputs)" % (len(now), len(src)))


def check_corpus(args):
    check = checks.Check("golden-recordings", unit="class")
    check.configure(args)
    committed = committed_cases()
    names = [n for n, _, _ in committed]
    chosen, extras = check.select_cases(args.only, names, group_of=case_class, extras=[LIST])
    with_list = LIST in extras
    units = [c for c in CLASSES if any(case_class(n) == c for n in chosen)] + ([LIST] if with_list else [])
    check.select(",".join(units), CLASSES + [LIST])
    nondet = nondeterministic()
    unknown = sorted(set(nondet) - set(names))
    for n in unknown:
        check.error(LIST, "nondeterministic.txt names %s, which is no case" % n)
    ref = shutil.which("false") if args.break_cpp else REF
    if check.unusable_reference(ref, units):
        return check.finish()
    if with_list:
        check_list(check, args.shared, committed)
    status_of = {n: s for n, s, _ in committed}
    args_of = {n: shlex.split(a) for n, _, a in committed}
    exp = os.path.join(HERE, "expected")
    recorded = {n: {ext: os.path.join(exp, "%s.%s" % (n, ext)) for ext in ("stdout", "stderr")} for n in chosen}
    inj_dir = None
    if args.inject:
        inj_dir = tempfile.mkdtemp(prefix="golden-inject-")
        target = None
        for ext in ("stdout", "stderr"):
            for n in chosen:
                if os.path.getsize(recorded[n][ext]) and n not in nondet:
                    target = (n, ext)
                    break
            if target:
                break
        if not target:
            check.usage("--inject: every selected recording is empty or nondeterministic; select another case")
        n, ext = target
        with open(recorded[n][ext], "rb") as f:
            data = f.read()
        k = len(data) // 2
        changed = checks.flip_byte(data, k)
        new = changed[k:k + 1]
        copy = os.path.join(inj_dir, "%s.%s" % (n, ext))
        with open(copy, "wb") as f:
            f.write(changed)
        recorded[n][ext] = copy
        print("golden: --inject: byte %d of expected/%s.%s changed (%r -> %r) in a temporary copy"
              % (k, n, ext, data[k:k + 1], new))
    out_dir = tempfile.mkdtemp(prefix="golden-check-")

    def one(name):
        try:
            status, out, err = run_ref(ref, args_of[name])
        except subprocess.TimeoutExpired:
            return name, None, "%s timed out after %d s" % (REF, TIMEOUT)
        except OSError as e:
            return name, None, str(e)
        for ext, data in (("stdout", out), ("stderr", err)):
            with open(os.path.join(out_dir, "%s.%s" % (name, ext)), "wb") as f:
                f.write(data)
        return name, (status, out, err), None

    differing = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for name, got, err in pool.map(one, chosen):
            unit = case_class(name)
            if err:
                check.error(unit, "%s: %s" % (name, err))
                continue
            status, out, errtext = got
            bad = []
            if status != status_of[name]:
                bad.append("exit status: recorded %d, now %d" % (status_of[name], status))
            for ext, data in (("stdout", out), ("stderr", errtext)):
                with open(recorded[name][ext], "rb") as f:
                    want = f.read()
                masks = [rx for stream, rx, _ in nondet.get(name, []) if stream == ext]
                for rx in masks:
                    want, data = rx.sub(b"<nondeterministic>", want), rx.sub(b"<nondeterministic>", data)
                if want != data:
                    bad.append(first_diff(ext, want, data))
            check.count(unit, 1, "cases")
            if bad:
                differing += 1
                check.differ(unit)
                print("golden: %s: DIFFERS: %s" % (name, "; ".join(bad)), flush=True)
    for u in CLASSES:
        if u in units:
            n = sum(1 for c in chosen if case_class(c) == u)
            check.count(u, 0, "cases", floor=n)
    masked = sorted(set(nondet) & set(chosen))
    if masked:
        print("golden: %d nondeterministic case(s) compared with masks (nondeterministic.txt): %s"
              % (len(masked), ", ".join(masked)))
    print("golden: %d case(s) re-recorded from %s, %d differ" % (len(chosen), REF, differing))
    if inj_dir:
        shutil.rmtree(inj_dir, ignore_errors=True)
    if differing and not args.inject:
        print("golden: the re-recorded outputs are kept in %s" % out_dir)
    else:
        shutil.rmtree(out_dir, ignore_errors=True)
    return check.finish()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("shared", nargs="?", default=DEFAULT_SHARED, help="the shared folder (default: ../shared)")
    ap.add_argument("--check", action="store_true", help="re-record into a temporary folder and compare")
    ap.add_argument("--jobs", type=int, default=2, help="reference runs at a time under --check (default 2)")
    checks.Check("golden-recordings", unit="class").add_arguments(ap, inject=("byte",))
    args = ap.parse_args()
    if not args.check:
        if args.only is not None or args.inject or args.break_cpp:
            ap.error("--only, --inject and --break-cpp go with --check")
        return record(args.shared)
    return check_corpus(args)


if __name__ == "__main__":
    sys.exit(main())
