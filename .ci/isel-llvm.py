#!/usr/bin/env python3
"""The DAG-isel runtime against LLVM 19's own SelectionDAGISel::SelectCodeCommon,
on every target's -gen-dag-isel table (tests/isel-llvm/README.md).

For each target: `isel-llvm-prep` writes our -gen-dag-isel / -gen-instr-info /
-gen-register-info output and the SDNode profiles; convert.py makes the Rust
table bytes and the C++ table unit; g++ compiles the harness against
libLLVM-19 with that table; `isel-llvm gen` draws DAGs from the table; the
harness selects them with LLVM; `isel-llvm replay` selects them with the Rust
runtime and compares. Then a corrupted table byte must be caught.

Usage: .ci/isel-llvm.py [--count N] [--only T,T] [--record DIR]
Targets run two at a time (ISEL_LLVM_JOBS=N for another number).
Exit status 1 on any difference (or a crash of the harness, or a corruption
not caught).
"""
import argparse
import concurrent.futures
import hashlib
import os
import re
import subprocess
import sys
import time

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


def targets():
    out = []
    for line in open(os.path.join(SHARED, "tools", "jobs.tsv")):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 3 and f[2] == "-gen-dag-isel":
            out.append((f[0], f[1], f[1][:-3]))
    return out


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


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
        run(["g++", "-std=c++17", "-O1", "-c", "-I" + LLVM_INC, "-I" + os.path.join(HERE, "harness"), src, "-o", obj])
        open(obj + ".key", "w").write(key)
    return obj


def prepare(tdir, td, name, harness_obj):
    d = os.path.join(WORK, name)
    os.makedirs(d, exist_ok=True)
    prep = os.path.join(BIN, "prep")
    key = f"{os.path.getmtime(prep)} {os.path.getsize(prep)}"
    if not stamp_ok(os.path.join(d, "prep.key"), key):
        src = os.path.join(LLVM, "lib", "Target", tdir)
        run([prep, d, os.path.join(src, td), "-I", src, "-I", os.path.join(LLVM, "include")])
        open(os.path.join(d, "prep.key"), "w").write(key)
    run([sys.executable, os.path.join(HERE, "convert.py"), d, name], stdout=subprocess.DEVNULL)
    exe = os.path.join(WORK, "obj", "harness-" + name)
    key = file_key(os.path.join(d, "table.cpp"), os.path.join(d, "instr-info.inc"),
                   os.path.join(d, "register-info.inc"), harness_obj)
    if not stamp_ok(exe + ".key", key):
        obj = os.path.join(WORK, "obj", "table-" + name + ".o")
        run(["g++", "-std=c++17", "-O0", "-c", "-I" + LLVM_INC, "-I" + os.path.join(HERE, "harness"), "-I" + d,
             os.path.join(d, "table.cpp"), "-o", obj])
        run(["g++", "-o", exe, harness_obj, obj, "-L" + LLVM_LIB, "-lLLVM-19", "-Wl,-rpath," + LLVM_LIB])
        open(exe + ".key", "w").write(key)
    return d, exe


def llvm_side(exe, name, d, dags):
    """Runs the harness, restarting after a crash; the crashed cases are
    reported (and fail the run)."""
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
                sys.exit(f"{name}: harness failed: {p.stderr.strip()}")
            case = int(m.group(1))
            crashes.append(case)
            # Keep the complete cases before the crash.
            keep = text[:text.rfind("case %d " % case)] if ("case %d " % case) in text else text
            out.write(keep)
            start = case + 1
    return out_path, crashes


def one_target(target, harness_obj, args):
    """Prepares, runs and compares one target; returns its printed text,
    counts and whether it failed (nothing is printed here: two run at once)."""
    tdir, td, name = target
    t0 = time.time()
    out = []
    d, exe = prepare(tdir, td, name, harness_obj)
    head = subprocess.run([exe, *TRIPLES[name], os.path.join(d, "hooks.txt")], input="",
                          stdout=subprocess.PIPE, text=True, check=True).stdout
    ptr = re.search(r"ptr (\d+)", head).group(1)
    dags = subprocess.run([os.path.join(BIN, "isel-llvm"), "gen", d, str(args.seed), "0", str(args.count), ptr],
                          stdout=subprocess.PIPE, text=True, check=True).stdout
    out_path, crashes = llvm_side(exe, name, d, dags)
    p = subprocess.run([os.path.join(BIN, "isel-llvm"), "replay", d, out_path], stdout=subprocess.PIPE, text=True)
    summary = p.stdout.split("\n")[0]
    m = re.search(r"(\d+) DAGs compared, (\d+) matched, (\d+) no match, (\d+) identical, (\d+) different", summary)
    if not m:
        return dict(text=p.stdout + "\n", failed=True)
    c, ma, nm, ide, dif = map(int, m.groups())
    failed = False
    out.append(f"{name:12} {c:6} DAGs  matched {ma:6}  no match {nm:5}  identical {ide:6}  different {dif}"
               f"  harness crashes {len(crashes)}  ({time.time() - t0:.0f} s)\n")
    if dif or p.returncode:
        out.append(p.stdout + "\n")
        failed = True
    if crashes:
        # LLVM itself crashing (a DAG made ill-typed by a perturbation):
        # those DAGs are not compared; more than 1% fails the run.
        out.append(f"  LLVM crashed on cases {crashes[:10]} (not compared)\n")
        if len(crashes) * 100 > args.count:
            failed = True
    return dict(text="".join(out), failed=failed, compared=c, matched=ma, nomatch=nm, identical=ide,
                crashes=len(crashes))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=4500, help="DAGs per target")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    os.makedirs(os.path.join(WORK, "obj"), exist_ok=True)
    # The workspace's binaries, as .ci/run's build stage makes them: with
    # `-p` alone cargo unifies the dependencies' features differently and
    # compiles this package again (2.4 minutes).
    run(["cargo", "build", "--release", "-q", "--workspace", "--exclude", "tablegen-conformance",
         "--exclude", "tablegen-patterns-dump", "--bins"],
        cwd=REPO)
    harness_obj = build_harness_object()
    only = set(args.only.split(",")) - {""}
    status = 0
    total = dict(compared=0, matched=0, nomatch=0, identical=0, crashes=0)
    # Two targets at a time: each is a chain of single-threaded steps
    # (our tablegen, g++, the harness, the replay), and CI has two cores.
    # Rows are printed in target order.
    chosen = [t for t in targets() if not only or t[2] in only]
    with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
        results = [pool.submit(one_target, t, harness_obj, args) for t in chosen]
        for fut in results:
            r = fut.result()
            print(r["text"], end="", flush=True)
            if r["failed"]:
                status = 1
            for k in ("compared", "matched", "nomatch", "identical", "crashes"):
                total[k] += r.get(k, 0)
    print(f"{'total':12} {total['compared']:6} DAGs  matched {total['matched']:6}  no match {total['nomatch']:5}"
          f"  identical {total['identical']:6}  LLVM crashes {total['crashes']}")
    # The self-check: a corrupted instruction byte in a table must be caught.
    for name in ("MSP430", "RISCV"):
        if only and name not in only:
            continue
        d = os.path.join(WORK, name)
        p = subprocess.run([os.path.join(BIN, "isel-llvm"), "replay", d, os.path.join(d, "llvm.txt"), "--corrupt"],
                           stdout=subprocess.PIPE, text=True)
        print(p.stdout.strip())
        if p.returncode:
            status = 1
    return status


sys.exit(main())
