#!/usr/bin/env python3
"""The DAG-isel runtime against LLVM 19's own SelectionDAGISel::SelectCodeCommon,
on every target's -gen-dag-isel table (tests/isel-llvm/README.md).

For each target: `isel-llvm-prep` writes our -gen-dag-isel / -gen-instr-info /
-gen-register-info output and the SDNode profiles; convert.py makes the Rust
table bytes and the C++ table unit (and checks that the Rust module's
MATCHER_TABLE equals the C++ table); g++ compiles the harness against
libLLVM-19 with that table; `isel-llvm gen` draws DAGs from the table; the
harness selects them with LLVM; `isel-llvm replay` selects them with the Rust
runtime and compares.

Usage: .ci/isel-llvm.py [--count N] [--seed S] [--only T,T] [--inject[=table]] [--break-cpp]

  --only T,T   targets to run (names as in jobs.tsv's root .td: AArch64, R600,
               PPC, ...); an unknown name or an empty selection exits 2
               before anything is built.
  --inject     the fault goes into the generated Rust side: after a clean
               replay, `isel-llvm replay --corrupt` flips a bit of an
               instruction number in the Rust module's MATCHER_TABLE bytes
               (one that LLVM's answers use) and replays; the run passes only
               if that replay reports differing DAGs. A replay that already
               differs before the fault is a harness error, not a catch.
  --break-cpp  an `#error` is put at the top of the table.cpp g++ compiles:
               the run must fail (a harness error), also with --inject.

Every target must compare at least its floor of DAGs (and of DAGs LLVM
matched) from .ci/floors/isel-llvm.tsv (CI_RECORD_FLOORS=1 on a full run
records them; .ci/lib/checks.py). DAGs not compared are skipped cases,
counted and printed per target with their reason: LLVM crashed on them (the
harness restarts after the case), the harness could not build them, or
SelectCodeCommon handles their root before the table; more than 1% of a
target's compared DAGs fails the run. A DAG generated but neither compared
nor skipped is a harness error.

.ci/run runs the comparison, then `--inject --only MSP430,RISCV` (the
self-check that used to end every run, now with a verdict of its own; the
second run reuses the first's cached preparation and harnesses: 8 s), then
tests/isel-llvm/record.py --check (the recorded answers against this run's).

Targets run two at a time (ISEL_LLVM_JOBS=N for another number).
Exit status: 0 when every selected target compared its floor with no
difference (with --inject: the fault was reported by the comparison and
nothing else failed), 1 otherwise, 2 on a bad selection.
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import checks  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(REPO), "shared"))
LLVM = os.path.join(SHARED, "llvm-19", "llvm")
WORK = os.path.join(REPO, "target", "isel-llvm")
HERE = os.path.join(REPO, "tests", "isel-llvm")
BIN = os.path.join(REPO, "target", "release")
LLVM_INC = "/usr/lib/llvm-19/include"
LLVM_LIB = "/usr/lib/llvm-19/lib"

# Triple, CPU, features of the TargetMachine each table runs in. ARC and CSKY
# are not registered in libLLVM-19 (experimental targets), so their tables
# run in a riscv32 TargetMachine: the matcher only needs a SelectionDAG, the
# pointer type and instruction flags (which both sides take from it).
TRIPLES = {
    "AArch64": ("aarch64-unknown-linux-gnu", "-", "-"),
    "AMDGPU": ("amdgcn-amd-amdhsa", "gfx900", "-"),
    "R600": ("r600-unknown-unknown", "cypress", "-"),
    "ARC": ("riscv32-unknown-elf", "-", "-"),
    "ARM": ("armv7-unknown-linux-gnueabihf", "-", "-"),
    "AVR": ("avr-unknown-unknown", "atmega328p", "-"),
    "BPF": ("bpfel-unknown-none", "-", "-"),
    "CSKY": ("riscv32-unknown-elf", "-", "-"),
    "Hexagon": ("hexagon-unknown-linux-musl", "-", "-"),
    "Lanai": ("lanai-unknown-unknown", "-", "-"),
    "LoongArch": ("loongarch64-unknown-linux-gnu", "-", "-"),
    "M68k": ("m68k-unknown-linux-gnu", "-", "-"),
    "MSP430": ("msp430-unknown-unknown", "-", "-"),
    "Mips": ("mipsel-unknown-linux-gnu", "-", "-"),
    "NVPTX": ("nvptx64-nvidia-cuda", "-", "-"),
    "PPC": ("powerpc64le-unknown-linux-gnu", "-", "-"),
    "RISCV": ("riscv64-unknown-linux-gnu", "-", "-"),
    "Sparc": ("sparc-unknown-linux-gnu", "-", "-"),
    "SystemZ": ("s390x-unknown-linux-gnu", "-", "-"),
    "VE": ("ve-unknown-linux-gnu", "-", "-"),
    "WebAssembly": ("wasm32-unknown-unknown", "-", "-"),
    "X86": ("x86_64-unknown-linux-gnu", "-", "-"),
    "XCore": ("xcore-unknown-unknown", "-", "-"),
    "Xtensa": ("xtensa-unknown-unknown", "-", "-"),
}


# Targets checked at once (CI has two cores).
JOBS = int(os.environ.get("ISEL_LLVM_JOBS", "2"))
# The bound on DAGs not compared, per target (LLVM crashing on a DAG a
# perturbation made ill-typed, mostly): a fraction of the compared ones.
SKIPPED_MAX = 0.01
# What convert.py prints when the Rust module's MATCHER_TABLE is not the C++
# table's bytes: a difference of the generated Rust, not a harness failure.
TABLE_DIFFERS = "the Rust module's MATCHER_TABLE"


class HarnessError(Exception):
    pass


def targets():
    out = []
    for line in open(os.path.join(SHARED, "tools", "jobs.tsv")):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 3 and f[2] == "-gen-dag-isel":
            out.append((f[0], f[1], f[1][:-3]))
    return out


def run(cmd, what, **kw):
    """Runs a harness step; its failure is a HarnessError with the tail of
    its stderr (the caller files it as a harness error of the target)."""
    p = subprocess.run(cmd, stdout=kw.pop("stdout", subprocess.PIPE), stderr=subprocess.PIPE, text=True, **kw)
    if p.returncode != 0:
        tail = " | ".join(p.stderr.strip().splitlines()[-3:])
        raise HarnessError(f"{what} failed (exit {p.returncode}): {tail}")
    return p


def stamp_ok(path, key):
    return os.path.exists(path) and open(path).read() == key


def file_key(*paths):
    h = hashlib.sha256()
    for p in paths:
        h.update(open(p, "rb").read())
    return h.hexdigest()


def build_harness_object():
    src = os.path.join(HERE, "harness", "harness.cpp")
    obj = os.path.join(WORK, "obj", "harness.o")
    key = file_key(src, os.path.join(HERE, "harness", "prelude.h"))
    if not stamp_ok(obj + ".key", key):
        run(["g++", "-std=c++17", "-O1", "-c", "-I" + LLVM_INC, "-I" + os.path.join(HERE, "harness"), src, "-o", obj],
            "g++ harness.cpp")
        open(obj + ".key", "w").write(key)
    return obj


class TableDiffers(Exception):
    pass


def prepare(tdir, td, name, harness_obj, break_cpp):
    d = os.path.join(WORK, name)
    os.makedirs(d, exist_ok=True)
    prep = os.path.join(BIN, "prep")
    key = f"{os.path.getmtime(prep)} {os.path.getsize(prep)}"
    if not stamp_ok(os.path.join(d, "prep.key"), key):
        src = os.path.join(LLVM, "lib", "Target", tdir)
        run([prep, d, os.path.join(src, td), "-I", src, "-I", os.path.join(LLVM, "include")], "isel-llvm-prep")
        open(os.path.join(d, "prep.key"), "w").write(key)
    p = subprocess.run([sys.executable, os.path.join(HERE, "convert.py"), d, name],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        if TABLE_DIFFERS in p.stderr:
            raise TableDiffers(p.stderr.strip())
        raise HarnessError("convert.py failed: " + " | ".join(p.stderr.strip().splitlines()[-3:]))
    table_cpp = os.path.join(d, "table.cpp")
    if break_cpp:
        # A copy, so that the cached executable of the real table stays valid
        # and the next run does not see the #error.
        broken = os.path.join(d, "table-break-cpp.cpp")
        with open(broken, "w") as f:
            f.write('#error "--break-cpp"\n' + open(table_cpp).read())
        table_cpp = broken
    exe = os.path.join(WORK, "obj", "harness-" + name)
    key = file_key(table_cpp, os.path.join(d, "instr-info.inc"), os.path.join(d, "register-info.inc"), harness_obj)
    if not stamp_ok(exe + ".key", key):
        obj = os.path.join(WORK, "obj", "table-" + name + ".o")
        run(["g++", "-std=c++17", "-O0", "-c", "-I" + LLVM_INC, "-I" + os.path.join(HERE, "harness"), "-I" + d,
             table_cpp, "-o", obj], "g++ table.cpp")
        run(["g++", "-o", exe, harness_obj, obj, "-L" + LLVM_LIB, "-lLLVM-19", "-Wl,-rpath," + LLVM_LIB],
            "linking the harness")
        open(exe + ".key", "w").write(key)
    return d, exe


def llvm_side(exe, name, d, dags):
    """Runs the harness, restarting after a crash; returns the output path
    and the crashed cases (not compared: skipped)."""
    triple, cpu, feat = TRIPLES[name]
    out_path = os.path.join(d, "llvm.txt")
    crashes = []
    start = 0
    with open(out_path, "w") as out:
        while True:
            p = subprocess.run([exe, triple, cpu, feat, os.path.join(d, "hooks.txt"), str(start)],
                               input=dags, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            text = p.stdout
            if start:
                text = "\n".join(l for l in text.split("\n") if not l.startswith(("target ", "flags")))
            if p.returncode == 0:
                out.write(text)
                break
            m = re.search(r"in case (-?\d+)", p.stderr)
            if not m or int(m.group(1)) < start:
                raise HarnessError("the harness failed outside a case: " + " | ".join(p.stderr.strip().splitlines()[-3:]))
            case = int(m.group(1))
            crashes.append(case)
            # Keep the complete cases before the crash.
            keep = text[:text.rfind("case %d " % case)] if ("case %d " % case) in text else text
            out.write(keep)
            start = case + 1
    return out_path, crashes


REPLAY = re.compile(r"(\d+) DAGs compared, (\d+) matched, (\d+) no match, (\d+) identical, (\d+) different, (\d+) skipped")
CORRUPT = re.compile(r"corrupted table byte (\d+) \(instruction (\d+) -> (\d+)\): (\d+) of (\d+) DAGs differ, caught")


def one_target(target, harness_obj, args, inject, break_cpp):
    """Prepares, runs and compares one target. Nothing is printed or counted
    here (two run at once): the result says what to print and count."""
    tdir, td, name = target
    t0 = time.time()
    r = dict(name=name, text="", errors=[], differ=0, skips=[], compared=0, matched=0, nomatch=0, identical=0,
             crashes=0, injected=False)
    try:
        try:
            d, exe = prepare(tdir, td, name, harness_obj, break_cpp)
        except TableDiffers as e:
            r["text"] = f"{name:12} {e}\n"
            r["differ"] = 1
            return r
        head = run([exe, *TRIPLES[name], os.path.join(d, "hooks.txt")], "the harness (header)", input="").stdout
        ptr = re.search(r"ptr (\d+)", head)
        if not ptr:
            raise HarnessError("no pointer type in the harness's header: %r" % head[:200])
        dags = run([os.path.join(BIN, "isel-llvm"), "gen", d, str(args.seed), "0", str(args.count), ptr.group(1)],
                   "isel-llvm gen").stdout
        generated = sum(1 for l in dags.split("\n") if l.startswith("dag "))
        if generated != args.count:
            raise HarnessError(f"isel-llvm gen wrote {generated} DAGs, {args.count} asked for")
        out_path, crashes = llvm_side(exe, name, d, dags)
        llvm_txt = open(out_path).read()
        # What record.py --check needs to know of this run's llvm.txt.
        with open(os.path.join(d, "run.json"), "w") as f:
            json.dump(dict(seed=args.seed, count=args.count), f)
        res = {}
        for m in re.finditer(r"^res (\w+)$", llvm_txt, re.M):
            res[m.group(1)] = res.get(m.group(1), 0) + 1
        p = subprocess.run([os.path.join(BIN, "isel-llvm"), "replay", d, out_path], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
        m = REPLAY.search(p.stdout.split("\n")[0])
        if not m or p.returncode not in (0, 1):
            raise HarnessError("isel-llvm replay failed (exit %d): %s" % (p.returncode, (p.stderr or p.stdout).strip()[:300]))
        c, ma, nm, ide, dif, rskip = map(int, m.groups())
        if ide + dif != c or (p.returncode == 1) != (dif > 0):
            raise HarnessError("isel-llvm replay's counts do not add up: " + m.group(0))
        r.update(compared=c, matched=ma, nomatch=nm, identical=ide, crashes=len(crashes))
        r["skips"] = [(len(crashes), "LLVM crashed"),
                      (res.get("skip", 0), "root selected before the matcher table"),
                      (res.get("bad", 0), "not buildable by the harness")]
        if rskip != res.get("skip", 0) + res.get("bad", 0):
            raise HarnessError(f"isel-llvm replay skipped {rskip} DAGs, llvm.txt has "
                               f"{res.get('skip', 0)} `res skip` and {res.get('bad', 0)} `res bad`")
        # Every DAG drawn is compared or skipped for a reason counted above.
        if c + rskip + len(crashes) != generated:
            raise HarnessError(f"{generated} DAGs generated, but {c} compared + {rskip} skipped by the replay + "
                               f"{len(crashes)} LLVM crashes")
        out = [f"{name:12} {c:6} DAGs  matched {ma:6}  no match {nm:5}  identical {ide:6}  different {dif}"
               f"  harness crashes {len(crashes)}  ({time.time() - t0:.0f} s)\n"]
        if crashes:
            out.append(f"  LLVM crashed on cases {crashes} (not compared)\n")
        if dif:
            out.append(p.stdout + "\n")
        if inject:
            if dif:
                # The fault would be caught on a table that differs anyway.
                raise HarnessError(f"{dif} DAGs differ before the fault is injected")
            r["injected"] = True
            q = subprocess.run([os.path.join(BIN, "isel-llvm"), "replay", d, out_path, "--corrupt"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            out.append("  --inject: " + q.stdout.strip() + "\n")
            mc = CORRUPT.search(q.stdout)
            if q.returncode == 0 and mc:
                r["differ"] = int(mc.group(4))
            elif q.returncode != 1 or "no corrupted instruction byte was caught" not in q.stdout:
                raise HarnessError("isel-llvm replay --corrupt failed (exit %d): %s"
                                   % (q.returncode, (q.stderr or q.stdout).strip()[:300]))
        else:
            r["differ"] = dif
        r["text"] = "".join(out)
    except (HarnessError, OSError) as e:
        r["errors"].append(str(e))
    return r


def main():
    check = checks.Check("isel-llvm", unit="target", skipped_max=SKIPPED_MAX)
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=4500, help="DAGs per target")
    ap.add_argument("--seed", type=int, default=1)
    check.add_arguments(ap, inject=("table",))
    args = check.configure(ap.parse_args())
    all_targets = targets()
    # Before anything is built: a bad selection exits 2 at once.
    chosen = set(check.select(args.only, [t[2] for t in all_targets]))
    chosen = [t for t in all_targets if t[2] in chosen]
    os.makedirs(os.path.join(WORK, "obj"), exist_ok=True)
    # The workspace's binaries, as .ci/run's build stage makes them: with
    # `-p` alone cargo unifies the dependencies' features differently and
    # compiles this package again (2.4 minutes).
    subprocess.run(["cargo", "build", "--release", "-q", "--workspace", "--exclude", "tablegen-conformance",
                    "--exclude", "tablegen-patterns-dump", "--bins"], cwd=REPO, check=True)
    try:
        harness_obj = build_harness_object()
    except HarnessError as e:
        for _, _, name in chosen:
            check.error(name, str(e))
        return check.finish()
    total = dict(compared=0, matched=0, nomatch=0, identical=0, crashes=0)
    # Two targets at a time: each is a chain of single-threaded steps
    # (our tablegen, g++, the harness, the replay), and CI has two cores.
    # Rows are printed in target order.
    with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
        results = [pool.submit(one_target, t, harness_obj, args, check.inject, check.break_cpp) for t in chosen]
        for fut in results:
            r = fut.result()
            name = r["name"]
            print(r["text"], end="", flush=True)
            for e in r["errors"]:
                check.error(name, e)
            check.count(name, r["compared"], "DAGs")
            # A floor on matched DAGs too: a table both sides fail to match
            # everything with would compare equal.
            check.count(name, r["matched"], "DAGs matched")
            for n, reason in r["skips"]:
                check.skip(name, n, reason)
            if r["injected"]:
                check.injected(name)
            if r["differ"]:
                check.differ(name, r["differ"])
            for k in total:
                total[k] += r[k]
    print(f"{'total':12} {total['compared']:6} DAGs  matched {total['matched']:6}  no match {total['nomatch']:5}"
          f"  identical {total['identical']:6}  LLVM crashes {total['crashes']}")
    return check.finish()


sys.exit(main())
