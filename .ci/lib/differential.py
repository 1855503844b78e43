"""What the differential checks of a generated Rust module against LLVM 19
share (.ci/printer-diff.py, pseudo-lowering-diff.py, reg-names-diff.py,
rust-clippy.py): their common arguments, the tablegen binary they need,
the g++ step of a C++ driver, the --inject step, and the throwaway crate
that includes every unit's module, its build and its run.

Every function reports through the script's checks.Check: a step that fails
is a harness error of the units it concerns (checks.error), and the
function answers None or False so that the script stops there with
check.finish(). The lines they print are the scripts' own (`NAME: ...`),
so that the scripts' output does not change with where the code lives.

Python 3 standard library only; the scripts import it after
`sys.dont_write_bytecode = True` (no __pycache__ in the source tree).
"""

import os
import shutil

import throwaway

# Where LLVM 19's headers and libLLVM-19 are (Debian's llvm-19-dev).
LLVM_PREFIX = "/usr/lib/llvm-19"
# A C++ driver: no optimisation (it runs a few thousand cases), no warnings
# (the generated .inc files are not ours to clean).
GXX = ["g++", "-std=c++17", "-O0", "-w"]
# ... including LLVM's headers (NDEBUG: libLLVM-19 is a release build, and
# its headers' ABI-changing asserts must match it).
GXX_LLVM = GXX + ["-DNDEBUG", "-I", LLVM_PREFIX + "/include"]
LINK_LLVM = ["-L", LLVM_PREFIX + "/lib", "-lLLVM-19", "-Wl,-rpath," + LLVM_PREFIX + "/lib"]


def parse_arguments(check, ap, name, inject=None, only=True):
    """Adds --bin (our tablegen), --shared and --work (target/<name>) to
    `ap`, then the check's own (--only, --inject, --break-cpp), and parses
    them."""
    ap.add_argument("--bin", default=os.path.join(throwaway.RELEASE, "tablegen"))
    ap.add_argument("--shared", default=throwaway.SHARED)
    ap.add_argument("--work", default=os.path.join(throwaway.ROOT, "target", name))
    check.add_arguments(ap, inject=inject, only=only)
    return check.configure(ap.parse_args())


def have_tablegen(check, binary, units):
    """True if `binary` (--bin) can run; else a harness error of every unit."""
    if os.access(binary, os.X_OK):
        return True
    for u in units:
        check.error(u, "no tablegen binary at %s (cargo build --release --bin tablegen)" % binary)
    return False


def fresh_dir(path):
    """`path`, emptied (the generated files of an earlier run go)."""
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def gxx(cpp, exe, llvm=False):
    """Compiles the C++ driver `cpp` into `exe` (against LLVM 19's headers
    and libLLVM-19 if `llvm`): a throwaway.Run."""
    if llvm:
        return throwaway.measure(GXX_LLVM + [cpp, "-o", exe] + LINK_LLVM)
    return throwaway.measure(GXX + [cpp, "-o", exe])


def inject(check, name, unit, fault):
    """--inject: runs `fault()` (which changes a generated file and returns
    what it changed) and marks `unit` as the one the comparison must
    catch it on. False (a harness error) if the fault could not be put in."""
    try:
        print("%s: --inject: %s: %s" % (name, unit, fault()), flush=True)
    except (ValueError, OSError) as e:
        check.error(unit, str(e))
        return False
    check.injected(unit)
    return True


def build_crate(check, name, work, main_rs, units, what):
    """The throwaway crate under `work`/crate whose src/main.rs is `main_rs`
    (tablegen-runtime by path, no debug information), built; None (a harness
    error of every unit) if it does not build. `what` names what it holds
    in the line printed: `NAME: cargo build (...) of <what>: ok (...)`."""
    crate = throwaway.Crate(os.path.join(work, "crate"), name.replace("-", "_"))
    crate.reset()
    crate.write({"src/main.rs": main_rs}, dependencies=["tablegen-runtime"], profiles=throwaway.NO_DEBUG_INFO)
    build = crate.cargo("build", check=False)
    print("%s: cargo build (debug, no debug info) of %s: %s (%.1f s, %.0f MB)"
          % (name, what, "ok" if build.ok else "FAILED", build.seconds, build.peak_mb), flush=True)
    if not build.ok:
        for u in units:
            check.error(u, build.failure())
        return None
    return crate


def run_driver(check, cmd, units):
    """Runs a driver (`cmd`): its throwaway.Run, or None (a harness error of
    every unit) if it fails."""
    run = throwaway.measure(cmd)
    if not run.ok:
        for u in units:
            check.error(u, run.failure())
        return None
    return run


def answers_by_unit(stdout):
    """{unit: [answer]} of a driver's `unit<TAB>answer` lines, in order."""
    out = {}
    for line in stdout.decode("utf-8").splitlines():
        unit, answer = line.split("\t", 1)
        out.setdefault(unit, []).append(answer)
    return out
