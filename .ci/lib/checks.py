"""What every check under .ci/ shares, so that none can pass on nothing.

A check (a harness comparing our output with LLVM's, a recorded corpus
re-verified, a ratchet) reports through one `Check`:

    check = checks.Check("target-desc-diff", unit="target")
    ap = argparse.ArgumentParser()
    check.add_arguments(ap, inject=("instrs", "latency"))  # --only, --inject, --break-cpp
    args = ap.parse_args()
    for target in check.select(args.only, all_targets):    # exit 2: unknown name, empty
        ...
        check.count(target, opcodes, "opcodes")           # compared cases, per unit and kind
        check.differ(target, len(diffs))                   # the comparison found differences
        check.skip(target, 3, "LLVM crashed")              # counted, printed, bounded
        check.error(target, "g++ failed: ...")             # the harness itself failed
    sys.exit(check.finish())

The rules `finish()` applies (and prints, one line, last):

- every unit of the selection must have compared at least its floor, per
  kind, from .ci/floors/CHECK.tsv (`check unit kind floor`); a unit with no floor
  recorded fails, so a new target or kind must be given one. A count of
  zero always fails. `CI_RECORD_FLOORS=1` records the counts of this run as
  the floors of its units instead (commit the file, and say why in the
  commit when a floor goes down);
- skipped cases may be at most `skipped_max` (a fraction of the compared
  cases of their unit; 0 unless the check says otherwise);
- any harness error fails the run, in every mode;
- normal mode passes only with no difference; `--inject` mode (a fault put
  into the generated Rust, never into the harness or the reference) passes
  only when the comparison itself reported a difference (on every unit
  the check declared `injected`, when it declares any) and nothing else
  failed: a C++ side that did not compile is an error, not a catch.
  `--break-cpp` asks the check to break its reference side on purpose (the
  C++ it compiles gets an `#error`, the reference tool is replaced by one
  that fails), to show that this fails the run too.

With CI_SUMMARY set to a file, `finish()` appends one tab-separated line
(check, mode, units, counts, skipped, differences, errors, verdict) to
it; `python3 .ci/lib/checks.py table FILE` prints those lines as the
table .ci/run ends with.

Python 3 standard library only.
"""

import collections
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FLOORS = os.path.join(ROOT, ".ci", "floors")
# The exit status of a usage error (an unknown or empty selection): a
# number of its own, so that a self-test can tell it from a comparison's 1.
USAGE = 2


def floors_path(check):
    """One file per check, so that checks record their floors independently."""
    return os.path.join(FLOORS, check + ".tsv")


def read_floors(check):
    """{(check, unit, kind): floor} from the check's floors file (absent: empty)."""
    floors = {}
    path = floors_path(check)
    if not os.path.exists(path):
        return floors
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            check, unit, kind, floor = line.rstrip("\n").split("\t")
            floors[(check, unit, kind)] = int(floor)
    return floors


def write_floors(check, floors):
    os.makedirs(FLOORS, exist_ok=True)
    with open(floors_path(check), "w") as f:
        f.write("# check\tunit\tkind\tfloor: the fewest cases %s must compare per unit (.ci/lib/checks.py;\n"
                "# CI_RECORD_FLOORS=1 re-records a run's units). A floor only goes down with a reason in the commit.\n"
                % check)
        for (check, unit, kind), floor in sorted(floors.items()):
            f.write("%s\t%s\t%s\t%d\n" % (check, unit, kind, floor))


class Check:
    """One run of one check: its selection, counts, skips, differences and
    errors, and the verdict `finish()` draws from them."""

    def __init__(self, name, unit="target", skipped_max=0.0):
        self.name = name
        self.unit = unit
        self.skipped_max = skipped_max
        self.units = []
        self.counts = collections.OrderedDict()     # (unit, kind) -> n
        self.inline_floors = {}                     # (unit, kind) -> floor given by the check itself
        self.skips = collections.Counter()          # unit -> n
        self.skip_reasons = collections.defaultdict(collections.Counter)
        self.differences = collections.Counter()    # unit -> n
        self.errors = []                            # (unit, message)
        self.inject = None
        self.break_cpp = False
        self.injected_units = []

    # -- command line

    def add_arguments(self, ap, inject=None, only=True):
        """--only NAMES (the selection), and with `inject` (the kinds of
        fault the check can put into the generated Rust; the first is the
        default) --inject[=KIND] and --break-cpp."""
        if only:
            ap.add_argument("--only", metavar="NAMES", default=None,
                            help="comma-separated %ss to run (default: all); an unknown name or an empty "
                                 "selection is an error" % self.unit)
        if inject:
            ap.add_argument("--inject", nargs="?", const=inject[0], choices=list(inject), default=None,
                            help="put a fault into the generated Rust (default: %s): the run then passes only "
                                 "if the comparison reports a difference" % inject[0])
            ap.add_argument("--break-cpp", action="store_true",
                            help="break the reference (C++) side on purpose: the run must fail, also under --inject")

    def configure(self, args):
        """Takes --inject and --break-cpp from parsed arguments."""
        self.inject = getattr(args, "inject", None)
        self.break_cpp = bool(getattr(args, "break_cpp", False))
        return args

    def select(self, requested, available, aliases=None):
        """The units to run: all of `available` when `requested` is None,
        else the comma-separated names in it (each a unit or an alias of
        one). Exits with status 2 on an unknown name or an empty selection.
        `aliases` maps other accepted names to a unit."""
        available = list(available)
        if not available:
            self.usage("nothing to select from: no %s found" % self.unit)
        if requested is None:
            chosen = available
        else:
            names = [n.strip() for n in requested.split(",") if n.strip()]
            if not names:
                self.usage("empty selection (--only %r)" % requested)
            aliases = aliases or {}
            unknown = [n for n in names if n not in available and n not in aliases]
            if unknown:
                self.usage("unknown %s(s): %s (known: %s)" % (self.unit, ", ".join(unknown), ", ".join(available)))
            want = {aliases.get(n, n) for n in names}
            chosen = [u for u in available if u in want]
        self.units = list(chosen)
        return chosen

    def select_cases(self, only, names, group_of=None, extras=(), aliases=None):
        """A case-level selection: `only` is comma-separated case names,
        names of their groups (`group_of(name)`), `extras` (parts of the
        check that are not cases, such as a corpus's case list) or
        `aliases` of names; else it is a regular expression searched in the
        case names. Returns (the chosen names, the chosen extras); all of
        both when `only` is None. Exits 2 on an empty selection, an invalid
        regex or one matching nothing."""
        names = list(names)
        if only is None:
            return names, list(extras)
        items = [s.strip() for s in only.split(",") if s.strip()]
        if not items:
            self.usage("empty selection (--only %r)" % only)
        aliases = aliases or {}
        items = [aliases.get(i, i) for i in items]
        groups = list(dict.fromkeys(group_of(n) for n in names)) if group_of else []
        if all(i in names or i in groups or i in extras for i in items):
            chosen = [n for n in names if n in items or (group_of and group_of(n) in items)]
            return chosen, [e for e in extras if e in items]
        try:
            rx = re.compile(only)
        except re.error as e:
            self.usage("--only %r: neither names nor a valid regex (%s)" % (only, e))
        chosen = [n for n in names if rx.search(n)]
        if not chosen:
            self.usage("--only %r: none of the %d %ss is named so or matches it as a regex%s"
                       % (only, len(names), self.unit if not group_of else "case",
                          " (groups: %s)" % ", ".join(groups + list(extras)) if groups or extras else ""))
        return chosen, []

    def usage(self, message):
        print("%s: %s" % (self.name, message), file=sys.stderr)
        sys.exit(USAGE)

    # -- what happened

    def count(self, unit, n, kind="cases", floor=None):
        """`n` cases of `kind` compared for `unit` (added up over calls).
        `floor`, when given, is the check's own expected count (a baseline's
        length, a recorded corpus's size) and stands in for the floors file."""
        if unit not in self.units:
            self.units.append(unit)
        self.counts[(unit, kind)] = self.counts.get((unit, kind), 0) + n
        if floor is not None:
            self.inline_floors[(unit, kind)] = floor

    def skip(self, unit, n, reason):
        """`n` cases of `unit` not compared, for `reason`."""
        if n:
            self.skips[unit] += n
            self.skip_reasons[unit][reason] += n

    def differ(self, unit, n=1):
        """The comparison reported `n` differences on `unit`."""
        self.differences[unit] += n

    def injected(self, unit):
        """A fault was put into `unit`'s generated Rust: under --inject,
        each such unit must then report a difference of its own (a catch
        on one unit does not cover a fault another missed)."""
        if unit not in self.injected_units:
            self.injected_units.append(unit)

    def unusable_reference(self, ref, units):
        """Why `ref` is not LLVM 19 (`reference_problem`), reported as a
        harness error on each of `units`; None when it is."""
        why = reference_problem(ref)
        if why:
            for unit in units:
                self.error(unit, "reference tool unusable%s: %s" % (" (--break-cpp)" if self.break_cpp else "", why))
        return why

    def error(self, unit, message):
        """The harness failed on `unit` (not a difference: a compile that
        failed, a tool that crashed, output that could not be read)."""
        self.errors.append((unit, message))
        print("%s: %s: HARNESS ERROR: %s" % (self.name, unit, message), flush=True)

    # -- verdict

    def finish(self):
        """Prints the verdict line and returns the exit status."""
        problems = []
        recording = os.environ.get("CI_RECORD_FLOORS") == "1"
        floors = read_floors(self.name)
        kinds = collections.OrderedDict()
        for (unit, kind), n in self.counts.items():
            kinds[kind] = kinds.get(kind, 0) + n
        for unit in self.units:
            unit_kinds = [k for (u, k) in self.counts if u == unit]
            if not unit_kinds or all(self.counts[(unit, k)] == 0 for k in unit_kinds):
                problems.append("%s compared nothing" % unit)
            for kind in unit_kinds:
                n = self.counts[(unit, kind)]
                floor = self.inline_floors.get((unit, kind), floors.get((self.name, unit, kind)))
                if recording and (unit, kind) not in self.inline_floors:
                    continue
                if floor is None:
                    problems.append("%s: no floor for %s in .ci/floors/%s.tsv (CI_RECORD_FLOORS=1 records one)"
                                    % (unit, kind, self.name))
                elif n < floor:
                    problems.append("%s: %d %s compared, below the floor of %d" % (unit, n, kind, floor))
        if not self.units:
            problems.append("no %s selected" % self.unit)
        total = sum(self.counts.values())
        if total == 0:
            problems.append("zero cases compared")
        skipped = sum(self.skips.values())
        for unit, n in self.skips.items():
            compared = sum(v for (u, _), v in self.counts.items() if u == unit)
            reasons = ", ".join("%d %s" % (c, r) for r, c in self.skip_reasons[unit].most_common())
            print("%s: %s: %d skipped (%s)" % (self.name, unit, n, reasons))
            if n > self.skipped_max * compared:
                problems.append("%s: %d skipped, above the bound of %g of %d compared"
                                % (unit, n, self.skipped_max, compared))
        if self.errors:
            problems.append("%d harness error(s)" % len(self.errors))
        differing = sum(self.differences.values())
        if self.inject:
            missed = [u for u in self.injected_units if not self.differences[u]]
            if missed:
                problems.append("the fault injected into %s was not reported" % ", ".join(missed))
            if differing and not problems:
                verdict = "injected fault (%s) caught" % self.inject
            elif not differing:
                verdict = "injected fault (%s) NOT caught" % self.inject
                problems.append("the injected fault was not reported by the comparison")
            else:
                verdict = "injection run failed"
        else:
            verdict = "%d difference(s)" % differing if differing else "ok"
            if differing:
                problems.append("%d difference(s) in %s" % (differing, ", ".join(sorted(self.differences))))
        if recording and any(key not in self.inline_floors for key in self.counts):
            for (unit, kind), n in self.counts.items():
                if (unit, kind) not in self.inline_floors:
                    floors[(self.name, unit, kind)] = n
            write_floors(self.name, floors)
            print("%s: floors of %d unit(s) recorded in .ci/floors/%s.tsv" % (self.name, len(self.units), self.name))
        ok = not problems
        counted = ", ".join("%d %s" % (n, k) for k, n in kinds.items()) or "0 cases"
        detail = " (" + "; ".join(problems) + ")" if problems else (" (%s)" % verdict if self.inject else "")
        print("%s: %s %s(s), %s compared, %d skipped, %d difference(s), %d harness error(s): %s%s"
              % (self.name, len(self.units), self.unit, counted, skipped, differing, len(self.errors),
                 "PASS" if ok else "FAIL", detail), flush=True)
        summary = os.environ.get("CI_SUMMARY")
        if summary:
            mode = "inject=%s" % self.inject if self.inject else "compare"
            if self.break_cpp:
                mode += ",break-cpp"
            with open(summary, "a") as f:
                f.write("\t".join([self.name, mode, str(len(self.units)), counted, str(skipped), str(differing),
                                   str(len(self.errors)), ("PASS: " if ok else "FAIL: ") + verdict]) + "\n")
        return 0 if ok else 1


def flip_byte(data, k=None):
    """`data` with the low bit of byte `k` (by default the middle one)
    flipped: the fault a recording's `--check --inject` puts into a copy
    of the recording, never into the tree."""
    if k is None:
        k = len(data) // 2
    return data[:k] + bytes([data[k] ^ 1]) + data[k + 1:]


def first_difference(recorded, now):
    """(line number from 1, the recorded line, the line now) where two
    texts (str or bytes) first differ; a missing line is None."""
    nl = b"\n" if isinstance(recorded, bytes) else "\n"
    a, b = recorded.split(nl), now.split(nl)
    for i in range(max(len(a), len(b))):
        x, y = (a[i] if i < len(a) else None), (b[i] if i < len(b) else None)
        if x != y:
            return i + 1, x, y
    return 0, None, None


def reference_problem(ref):
    """None if `ref` runs and says it is LLVM 19, else why not: a check
    that ran a broken reference would otherwise see only differences."""
    if not ref:
        return "the reference tool was not found"
    try:
        p = subprocess.run([ref, "--version"], capture_output=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return "%s --version: %s" % (ref, e)
    if p.returncode != 0 or b"LLVM version 19." not in p.stdout:
        return "%s --version exited %d without naming LLVM 19: %r" % (ref, p.returncode, (p.stdout + p.stderr)[:200])
    return None


def libtest(name, log, floor_unit="all"):
    """A Check over a `cargo test` log: the passed tests of every
    `test result:` line are its cases, failures its differences."""
    check = Check(name, unit="run")
    check.units = [floor_unit]
    passed = failed = 0
    with open(log, errors="replace") as f:
        for line in f:
            m = re.search(r"test result: \w+\. (\d+) passed[^;]*; (\d+) failed", line)
            if m:
                passed += int(m.group(1))
                failed += int(m.group(2))
    check.count(floor_unit, passed, "tests")
    if failed:
        check.differ(floor_unit, failed)
    return check.finish()


def table(path):
    """Prints the summary lines of a CI run as a table."""
    rows = []
    if os.path.exists(path):
        with open(path) as f:
            rows = [l.rstrip("\n").split("\t") for l in f if l.strip()]
    # A long count list (target-desc-diff's eleven kinds) is cut here; the
    # check's own verdict line in the log has all of it.
    width = 72
    for r in rows:
        if len(r) > 3 and len(r[3]) > width:
            r[3] = r[3][:width - 3].rsplit(", ", 1)[0] + ", ..."
    head = ["check", "mode", "units", "compared", "skipped", "diffs", "errors", "verdict"]
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(len(head))]
    line = lambda r: "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip()
    print(line(head))
    print(line(["-" * w for w in widths]))
    for r in rows:
        print(line(r))
    failed = sum(1 for r in rows if not r[-1].startswith("PASS"))
    print("%d checks, %d failed" % (len(rows), failed))
    return 1 if failed or not rows else 0


def main(argv):
    if len(argv) >= 2 and argv[0] == "table":
        return table(argv[1])
    if len(argv) >= 3 and argv[0] == "libtest":
        return libtest(argv[1], argv[2])
    print("usage: checks.py table SUMMARY_FILE | checks.py libtest NAME LOG", file=sys.stderr)
    return USAGE


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
