#!/usr/bin/env python3
"""tests/generated/reference/*.inc, re-derived from llvm-tblgen-19.

Each file there is llvm-tblgen-19's output (or one `#ifdef NAME` ...
`#endif // NAME` section of it, as `sed -n '/^#ifdef NAME/,/^#endif \\/\\/ NAME/p'`
cuts it) for an input under tests/generated, run from tests/generated
(tests/generated/reference/README.md has the commands). The Rust tests
compare our modules with these files, so a file that no longer is what
LLVM prints would make them check against the wrong truth.

    python3 .ci/recorded-corpora.py                  # re-derive every file, fail on any difference
    python3 .ci/recorded-corpora.py --only NAMES|REGEX
    python3 .ci/recorded-corpora.py --record         # rewrite the files from llvm-tblgen-19
    python3 .ci/recorded-corpora.py --inject         # self-test: must report a difference (exit 0)
    python3 .ci/recorded-corpora.py --inject --break-cpp   # self-test: must fail (exit 1)

Reports through .ci/lib/checks.py as the check "generated-reference", one
unit per file (kind "files", floor 1 each). `--only` takes comma-separated
file names (with or without `.inc`), or else a regular expression searched
in them; an unknown name, an empty selection or a regex matching nothing
exits 2 before LLVM runs. A `.inc` in reference/ that this script does not
know how to derive is a difference (it would be checked by nothing).
`--inject` changes one byte of the first selected file in a temporary
copy (never in the tree); the run passes only if the comparison reports it.
`--break-cpp` runs `false` instead of llvm-tblgen-19: its probe
(`--version` naming LLVM 19) fails, a harness error, so the run fails.
"""
import argparse
import os
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402

GEN = os.path.join(ROOT, "tests", "generated")
REFDIR = os.path.join(GEN, "reference")
REF = "llvm-tblgen-19"

# file -> (llvm-tblgen arguments, run from tests/generated; the section kept, or None for the whole output)
FILES = {
    "mini_target.instrinfo-enum.inc":
        (["-gen-instr-info", "-I", "../golden/include", "inputs/mini-target.td"], "GET_INSTRINFO_ENUM"),
    "mini_target.reginfo-enum.inc":
        (["-gen-register-info", "-I", "../golden/include", "inputs/mini-target.td"], "GET_REGINFO_ENUM"),
    "mini_vliw.dfa-packetizer.inc":
        (["-gen-dfa-packetizer", "-I", "../golden/include", "inputs/mini-vliw.td"], None),
    "mini_tree.searchable.inc":
        (["-gen-searchable-tables", "-I", "../golden/include", "-I", "inputs", "inputs/mini-tree.td"], None),
    "mini_tree.register-bank.inc":
        (["-gen-register-bank", "-I", "../golden/include", "-I", "inputs", "inputs/mini-tree.td"], None),
    "register_bank_banks.reginfo-enum.inc":
        (["-gen-register-info", "-I", "../golden/include", "../golden/own/register_bank/banks.td"],
         "GET_REGINFO_ENUM"),
    "acc.directives-impl.inc":
        (["-gen-directive-impl", "-I", "../golden/include", "../golden/include/llvm/Frontend/OpenACC/ACC.td"],
         "GEN_DIRECTIVES_IMPL"),
    "attributes.inc":
        (["-gen-attrs", "-I", "../golden/include", "../golden/include/llvm/IR/Attributes.td"], None),
}


def section(data, name):
    """What sed's /^#ifdef NAME/,/^#endif \\/\\/ NAME/p prints (every such range)."""
    out, inside = [], False
    for line in data.splitlines(keepends=True):
        if not inside and line.startswith(b"#ifdef " + name.encode()):
            inside = True
        if inside:
            out.append(line)
            if line.startswith(b"#endif // " + name.encode()):
                inside = False
    return b"".join(out)


def derive(ref, fn):
    """(bytes, None) or (None, why the reference failed)."""
    args, sec = FILES[fn]
    try:
        p = subprocess.run([ref] + args, cwd=GEN, capture_output=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, str(e)
    if p.returncode != 0:
        return None, "%s exited %d: %s" % (ref, p.returncode, p.stderr.decode(errors="replace")[:300])
    data = section(p.stdout, sec) if sec else p.stdout
    if not data:
        return None, "no %s section in the output of %s" % (sec, " ".join(args))
    return data, None






def first_diff(want, got):
    line, a, b = checks.first_difference(want, got)
    if a is not None and b is not None:
        return "line %d: recorded %r, LLVM now %r" % (line, a[:120], b[:120])
    return "recorded %d lines (%d bytes), LLVM now %d lines (%d bytes)" % (
        want.count(b"\n") + 1, len(want), got.count(b"\n") + 1, len(got))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--record", action="store_true", help="rewrite the files from llvm-tblgen-19")
    check = checks.Check("generated-reference", unit="file")
    check.add_arguments(ap, inject=("byte",))
    args = check.configure(ap.parse_args())
    if args.record and (check.inject or check.break_cpp):
        ap.error("--inject and --break-cpp are self-tests of the comparison, not of --record")
    names = list(FILES)
    chosen, _ = check.select_cases(args.only, names, aliases={n[:-len(".inc")]: n for n in names})
    check.select(",".join(chosen), names)
    ref = shutil.which("false") if check.break_cpp else REF
    if check.unusable_reference(ref, chosen):
        return check.finish()
    if args.record:
        for fn in chosen:
            data, err = derive(ref, fn)
            if err:
                print("%s: %s" % (fn, err), file=sys.stderr)
                return 1
            with open(os.path.join(REFDIR, fn), "wb") as f:
                f.write(data)
            print("recorded %s (%d bytes)" % (fn, len(data)))
        return 0
    injected = None
    if check.inject:
        injected = chosen[0]
    for fn in chosen:
        with open(os.path.join(REFDIR, fn), "rb") as f:
            want = f.read()
        if fn == injected:
            # The tree's file is only read: the changed byte lives in this copy.
            k = len(want) // 2
            changed = checks.flip_byte(want, k)
            print("generated-reference: --inject: byte %d of %s changed (%r -> %r) in a copy"
                  % (k, fn, want[k:k + 1], changed[k:k + 1]))
            want = changed
        got, err = derive(ref, fn)
        if err:
            check.error(fn, err)
            continue
        check.count(fn, 1, "files", floor=1)
        if got == want:
            print("%-40s same (%d bytes)" % (fn, len(got)))
        else:
            print("%-40s DIFFERS: %s" % (fn, first_diff(want, got)))
            check.differ(fn)
    if args.only is None:
        for fn in sorted(os.listdir(REFDIR)):
            if fn.endswith(".inc") and fn not in FILES:
                print("%-40s DIFFERS: no rule derives it (add it to FILES in %s)" % (fn, os.path.basename(__file__)))
                check.count(fn, 1, "files", floor=1)
                check.differ(fn)
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
