#!/usr/bin/env python3
"""How fast a program can be on the smallest rows, timed as tools/parity
times them: the floor under issue 17's per-row bounds.

usage: floor-time.py [--bin BIN] [--shared DIR] [--runs N] [--keep DIR]

On the rows where llvm-tblgen-19 itself takes a few milliseconds (by default
the -print-records rows of Attributes.td, OMP.td, ACC.td, ValueTypes.td and
unittests' Automata.td, the -gen-vt row and the two --gen-directive-decl
rows), process start-up and the harness weigh more than any work. This
script measures, with `parity --time --runs N` on those rows:

  floor-c     a static C program that does no work: it copies the answer
              (recorded from llvm-tblgen-19 beforehand) to -o
  floor-rust  the same program in Rust, built as `rustc -O` builds it
              (dynamically linked against the C library, as `tablegen` is)
  BIN         the real thing (default target/release/tablegen)

and prints each one's time ratio to llvm-tblgen-19 per row. The floor
programs produce llvm-tblgen-19's bytes, so parity counts them as passing;
no implementation that reads its input can be faster than they are.
Needs llvm-tblgen-19, cc (with a static C library; floor-c is skipped
without one) and rustc. Python 3 standard library only.
"""

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(ROOT), "shared"))
BACKENDS = ("-print-records", "-gen-vt", "--gen-directive-decl")
ROOTS = ("Attributes.td", "OMP.td", "ACC.td", "ValueTypes.td", "Automata.td")
# The same rows for parity's --match, which sees 'TARGET/OUTPUT BACKEND EXTRA'.
MATCH = r"/(Attributes|OMP|ACC|ValueTypes|Automata|GenVT)\."

FLOOR_C = r"""
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
/* argv[1] is the backend; the answer is $FLOOR_ANSWERS/<backend>/<root .td's name>. */
int main(int argc, char **argv) {
  const char *out = 0, *td = 0, *dir = getenv("FLOOR_ANSWERS");
  for (int i = 1; i < argc; i++) {
    size_t n = strlen(argv[i]);
    if (!strcmp(argv[i], "-o") && i + 1 < argc) out = argv[i + 1];
    else if (n > 3 && !strcmp(argv[i] + n - 3, ".td")) td = argv[i];
  }
  if (!out || !td || !dir || argc < 2) return 1;
  const char *base = strrchr(td, '/');
  base = base ? base + 1 : td;
  char src[4096];
  if (strlen(dir) + strlen(argv[1]) + strlen(base) + 3 > sizeof src) return 1;
  strcpy(src, dir); strcat(src, "/"); strcat(src, argv[1]); strcat(src, "/"); strcat(src, base);
  int in = open(src, O_RDONLY), o = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (in < 0 || o < 0) return 1;
  static char buf[1 << 20];
  ssize_t n;
  while ((n = read(in, buf, sizeof buf)) > 0)
    if (write(o, buf, n) != n) return 1;
  return n < 0;
}
"""

FLOOR_RUST = r"""
// argv[1] is the backend; the answer is $FLOOR_ANSWERS/<backend>/<root .td's name>.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let out = args.iter().position(|a| a == "-o").and_then(|i| args.get(i + 1));
    let td = args.iter().rev().find(|a| a.ends_with(".td"));
    let dir = std::env::var("FLOOR_ANSWERS");
    let (Some(out), Some(td), Ok(dir), Some(backend)) = (out, td, dir, args.get(1)) else {
        std::process::exit(1)
    };
    let base = td.rsplit('/').next().unwrap_or(td);
    let answer = std::fs::read(format!("{dir}/{backend}/{base}")).unwrap_or_else(|_| std::process::exit(1));
    if std::fs::write(out, answer).is_err() {
        std::process::exit(1)
    }
}
"""


def rows(parity):
    """(backend, root .td's name, command) of the selected rows, from parity --list."""
    cmd = [parity, "--list"]
    for b in BACKENDS:
        cmd += ["--backend", b]
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True).stdout
    found = []
    for line in out.splitlines():
        if "tblgen " not in line:
            continue
        argv = shlex.split(line[line.index("tblgen "):])
        td = next((a for a in reversed(argv) if a.endswith(".td")), None)
        if td and os.path.basename(td) in ROOTS:
            found.append((argv[1], os.path.basename(td), argv))
    return found


def record_answers(found, corpus, answers):
    """llvm-tblgen-19's output of every row, where the floor programs look."""
    for backend, base, argv in found:
        os.makedirs(os.path.join(answers, backend), exist_ok=True)
        dest = os.path.join(answers, backend, base)
        i = argv.index("-o")
        cmd = ["llvm-tblgen-19"] + argv[1:i] + ["-o", dest]
        subprocess.run(cmd, cwd=corpus, check=True)


def build_floors(work):
    built = {}
    c = os.path.join(work, "floor.c")
    with open(c, "w") as f:
        f.write(FLOOR_C)
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc and subprocess.run([cc, "-O2", "-static", c, "-o", os.path.join(work, "floor-c")]).returncode == 0:
        built["floor-c"] = os.path.join(work, "floor-c")
    else:
        print("floor-c skipped: no C compiler with a static C library", file=sys.stderr)
    rs = os.path.join(work, "floor.rs")
    with open(rs, "w") as f:
        f.write(FLOOR_RUST)
    subprocess.run(["rustc", "-O", "--edition", "2021", rs, "-o", os.path.join(work, "floor-rust")], check=True)
    built["floor-rust"] = os.path.join(work, "floor-rust")
    return built


def time_with_parity(parity, binary, runs, json_path, env):
    cmd = [parity, binary, "--time", "--runs", str(runs), "--json", json_path, "--match", MATCH]
    for b in BACKENDS:
        cmd += ["--backend", b]
    r = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    last = r.stdout.strip().splitlines()[-1] if r.stdout.strip() else ""
    with open(json_path) as f:
        doc = json.load(f)
    ratios = {}
    for row in doc["rows"]:
        t = row.get("timing")
        if t:
            ratios[row["output"]] = (t["ref_median_s"], t["cand_median_s"], t["cand_median_s"] / t["ref_median_s"])
    return last, ratios


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "tablegen"))
    ap.add_argument("--shared", default=SHARED)
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--keep", help="keep the answers, floor programs and parity's JSON here")
    opts = ap.parse_args()
    parity = os.path.join(opts.shared, "tools", "parity")
    corpus = os.path.join(opts.shared, "llvm-19", "llvm")
    work = opts.keep or tempfile.mkdtemp(prefix="floor-time-")
    os.makedirs(work, exist_ok=True)
    answers = os.path.join(work, "answers")
    found = rows(parity)
    if len(found) != 8:
        print("expected 8 rows, parity --list gave %d" % len(found), file=sys.stderr)
    record_answers(found, corpus, answers)
    candidates = dict(build_floors(work))
    candidates["tablegen"] = os.path.abspath(opts.bin)
    env = dict(os.environ, FLOOR_ANSWERS=answers)
    results = {}
    failed = False
    for name, binary in candidates.items():
        last, ratios = time_with_parity(parity, binary, opts.runs, os.path.join(work, name + ".json"), env)
        print("%-10s parity: %s" % (name, last))
        failed |= not last.endswith(" 0 failed")
        results[name] = ratios
    names = list(candidates)
    print()
    print("%-20s %s" % ("row (time ratio)", "  ".join("%10s" % n for n in names)))
    for output in sorted({o for r in results.values() for o in r}):
        cells = []
        for n in names:
            v = results[n].get(output)
            cells.append("%10s" % ("%.3f" % v[2] if v else "-"))
        print("%-20s %s" % (output, "  ".join(cells)))
    print()
    print("ms (median)          " + "  ".join("%10s" % n for n in names))
    for output in sorted({o for r in results.values() for o in r}):
        cells = []
        for n in names:
            v = results[n].get(output)
            cells.append("%10s" % ("%.2f/%.2f" % (v[1] * 1e3, v[0] * 1e3) if v else "-"))
        print("%-20s %s" % (output, "  ".join(cells)))
    print("(each cell: candidate/llvm-tblgen-19 milliseconds)")
    if not opts.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
