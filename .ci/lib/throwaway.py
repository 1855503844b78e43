"""Throwaway Rust crates for the CI scripts, and the commands that build them.

The checks under .ci/ compile generated Rust code outside the workspace:
either a Cargo package under target/<check>/ (not a member of the
tablegen-rs workspace, built --offline, depending on the workspace's own
crates by path if it needs them) or a single file handed to rustc. This
module writes those crates, runs cargo and rustc the same way for every
check, and measures and reports every command it runs:

  measure(cmd)   runs a command; returns a Run: exit code, stdout, stderr,
                 wall seconds and peak RSS (of the command and of the
                 processes it waited for: rustc's linker, cargo's rustc);
                 optionally kills it past a time or memory cap;
  run(cmd)       measure(), raising StepError (the command line, its exit
                 code and the start and end of its stderr) if it fails;
  rustc(...)     one rustc invocation on one source file;
  Crate          a Cargo package: reset(), write() its Cargo.toml and
                 sources, cargo("build"), exe().

Every cargo run gets CARGO_TARGET_DIR (the crate's own target directory,
by default next to the crate: target/<check>/target), --offline, --quiet
and CARGO_TERM_COLOR=never, and never sees the caller's RUSTFLAGS, so that
the checks build the same wherever they run. A crate with workspace
dependencies gets a copy of the workspace's Cargo.lock: the versions the
workspace is tested with, available offline.

Environment: CARGO (default cargo), RUSTC (default rustc), SHARED (default
../shared).
Python 3 standard library only; the scripts import it after
`sys.dont_write_bytecode = True` (no __pycache__ in the source tree).
"""

import contextlib
import os
import shutil
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The defaults of the checks' --shared (holding llvm-19/llvm, LLVM 19's
# sources, and tools/) and --bin (holding our tablegen).
SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(ROOT), "shared"))
RELEASE = os.path.join(ROOT, "target", "release")
CARGO = os.environ.get("CARGO", "cargo")
RUSTC = os.environ.get("RUSTC", "rustc")

# Cargo profiles for Crate.write (combine them with {**A, **B}):
# the front end runs in build scripts and proc-macros: optimize it as users
# of large targets are told to;
OPTIMIZED_BUILD_SCRIPTS = {"dev.build-override": {"opt-level": 3}}
# test drivers need no debug information, nor incremental state.
NO_DEBUG_INFO = {"dev": {"debug": False, "incremental": False},
                 "release": {"debug": False, "incremental": False}}

# The target directory shared by the RISCV crates that run tablegen-build at
# compile time (.ci/riscv-module-tree.py, riscv-include-td.py,
# riscv-builder-hint.py), so that one optimized host tablegen-build serves
# all three (each compiled its own before: 2 to 3 minutes apiece here).
RISCV_CRATES_TARGET_DIR = os.path.join(ROOT, "target", "riscv-crates")

# The build-dependencies of a crate whose build script runs tablegen-build.
# tablegen-macros is not used there: it makes the host crates' features
# (syn's above all) those of a crate that uses include_td!, whose
# proc-macro pulls in tablegen-build as a host crate too, and cargo builds
# a crate again for every feature set.
BUILD_SCRIPT_DEPENDENCIES = ["tablegen-build", "tablegen-macros"]


class StepError(Exception):
    """A step of a check failed: a command, or what it wrote."""


class Run:
    """What measure() saw of one command."""

    def __init__(self, cmd, returncode, stdout, stderr, seconds, peak_mb, killed=None):
        self.cmd = cmd
        self.returncode = returncode
        self.killed = killed  # why measure() killed it, or None
        self.stdout = stdout  # bytes (b"" if it went to a file)
        self.stderr = stderr  # bytes
        self.seconds = seconds  # wall-clock
        self.peak_mb = peak_mb  # peak resident set size, MiB

    @property
    def ok(self):
        return self.returncode == 0

    def failure(self, head=40, tail=10):
        """The command line, the exit code and the time it ran, then the
        start and the end of its stderr (of its stdout if stderr is empty)."""
        text = (self.stderr or self.stdout).decode(errors="replace").rstrip()
        lines = text.splitlines() or ["(no output)"]
        if len(lines) > head + tail:
            lines = lines[:head] + ["... (%d lines)" % (len(lines) - head - tail)] + lines[-tail:]
        how = self.killed or "exit %d" % self.returncode
        return "`%s` failed (%s after %.1f s):\n      %s" % (
            " ".join(self.cmd), how, self.seconds, "\n      ".join(lines))


def measure(cmd, cwd=None, env=None, stdin=None, stdout=None, kill_after_seconds=None, kill_above_mb=None):
    """Runs `cmd` (stdout captured unless a file is given); returns a Run.

    The peak RSS is os.wait4's for this one child: thread-safe, and it
    includes the descendants the command waited for. With a cap, the
    command is killed once it runs longer or its own RSS grows larger (a
    runaway compiler must not take a shared machine down with it)."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as err, \
            (contextlib.nullcontext(stdout) if stdout is not None else tempfile.TemporaryFile()) as out:
        p = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=stdin, stdout=out, stderr=err)
        try:
            status, usage, killed = _wait(p, start, kill_after_seconds, kill_above_mb)
        except BaseException:  # interrupted: do not leave the command running
            p.kill()
            p.wait()
            raise
        p.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        seconds = time.monotonic() - start
        err.seek(0)
        captured = b""
        if stdout is None:
            out.seek(0)
            captured = out.read()
        return Run(cmd, p.returncode, captured, err.read(), seconds, usage.ru_maxrss / 1024, killed)


def _wait(p, start, max_seconds, max_mb):
    """Reaps p: (wait status, rusage, why it was killed or None)."""
    if max_seconds is None and max_mb is None:
        return os.wait4(p.pid, 0)[1:] + (None,)
    while True:
        pid, status, usage = os.wait4(p.pid, os.WNOHANG)
        if pid:
            return status, usage, None
        killed = None
        if max_seconds is not None and time.monotonic() - start > max_seconds:
            killed = "killed at the %g s cap" % max_seconds
        elif max_mb is not None and _rss_mb(p.pid) > max_mb:
            killed = "killed at the %g MB cap" % max_mb
        if killed:
            p.kill()
            return os.wait4(p.pid, 0)[1:] + (killed,)
        time.sleep(0.1)


def _rss_mb(pid):
    """The current resident set size of a running process, MiB (Linux)."""
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0


def run(cmd, *args, **kwargs):
    """measure(), raising StepError if the command fails."""
    r = measure(cmd, *args, **kwargs)
    if not r.ok:
        raise StepError(r.failure())
    return r


def rustc(src, out, crate_type, crate_name=None, flags=(), externs=None, edition="2021", check=True, **caps):
    """Compiles one source file (and the files it names) with rustc to
    `out`; `externs` maps crate names to .rlib paths; `caps` are
    measure()'s kill_after_seconds / kill_above_mb. Raises StepError on
    failure if `check`, else returns the failed Run."""
    cmd = [RUSTC, "--edition", edition, "--crate-type", crate_type]
    if crate_name:
        cmd += ["--crate-name", crate_name]
    cmd += list(flags)
    for name, path in (externs or {}).items():
        cmd += ["--extern", "%s=%s" % (name, path)]
    cmd += [src, "-o", out]
    return (run if check else measure)(cmd, **caps)


def runtime_rlib(work, flags=()):
    """tablegen-runtime compiled by rustc into `work` (what a user's crate
    depends on; the generated modules name it `::tablegen_runtime`), for
    rustc() calls to pass as `externs={"tablegen_runtime": path}`; returns
    its path."""
    out = os.path.join(work, "libtablegen_runtime.rlib")
    rustc(os.path.join(ROOT, "tablegen-runtime", "src", "lib.rs"), out, "lib", "tablegen_runtime", flags)
    return out


def _toml_value(v):
    """A TOML literal of a bool, int or str."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    return '"%s"' % v


class Crate:
    """A Cargo package in `directory`, named `name` (its binary too), built
    into `target_dir` (default: `target` next to the directory)."""

    def __init__(self, directory, name, target_dir=None):
        self.dir = directory
        self.name = name
        self.target_dir = target_dir or os.path.join(os.path.dirname(directory), "target")

    def reset(self):
        """Removes what an earlier run left in the crate's directory (not its
        target directory: unchanged dependencies stay built)."""
        shutil.rmtree(self.dir, ignore_errors=True)
        os.makedirs(os.path.join(self.dir, "src"))

    def write(self, files, dependencies=(), build_dependencies=(), profiles=None):
        """Writes Cargo.toml and `files` ({path in the crate: text}).
        `dependencies` and `build_dependencies` name workspace crates
        (tablegen-build, tablegen-macros, ...), depended on by path;
        `profiles` is {"dev.build-override": {"opt-level": 3}, ...}."""
        toml = ["# Generated by a .ci/ script (.ci/lib/throwaway.py).",
                "[package]", 'name = "%s"' % self.name, 'version = "0.0.0"', 'edition = "2021"',
                "publish = false", ""]
        for section, names in (("dependencies", dependencies), ("build-dependencies", build_dependencies)):
            if names:
                toml.append("[%s]" % section)
                toml += ['%s = { path = "%s" }' % (n, os.path.join(ROOT, n)) for n in names]
                toml.append("")
        for profile, settings in sorted((profiles or {}).items()):
            toml.append("[profile.%s]" % profile)
            toml += ["%s = %s" % (k, _toml_value(v)) for k, v in settings.items()]
            toml.append("")
        toml += ["# Not a member of the tablegen-rs workspace.", "[workspace]", ""]
        files = dict(files, **{"Cargo.toml": "\n".join(toml)})
        for path, text in files.items():
            full = os.path.join(self.dir, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w") as f:
                f.write(text)
        if dependencies or build_dependencies:
            shutil.copy(os.path.join(ROOT, "Cargo.lock"), os.path.join(self.dir, "Cargo.lock"))

    def invocation(self, subcommand, *args, release=False, env=None):
        """The arguments of run() / measure() that run `cargo SUBCOMMAND
        --offline --quiet [--release] ARGS` on the crate (ARGS may hold
        `-- ...` for the compiler) in the environment the module docstring
        describes, plus `env`."""
        cmd = ([CARGO, subcommand, "--offline", "--quiet", "--manifest-path", os.path.join(self.dir, "Cargo.toml")]
               + (["--release"] if release else []) + list(args))
        environment = dict(os.environ, CARGO_TARGET_DIR=self.target_dir, CARGO_TERM_COLOR="never", **(env or {}))
        environment.pop("RUSTFLAGS", None)
        return {"cmd": cmd, "cwd": self.dir, "env": environment}

    def cargo(self, subcommand, *args, release=False, env=None, check=True):
        """Runs cargo on the crate (see invocation()). Raises StepError on
        failure if `check`, else returns the failed Run."""
        return (run if check else measure)(**self.invocation(subcommand, *args, release=release, env=env))

    def exe(self, release=False):
        """The path of the crate's binary once built."""
        return os.path.join(self.target_dir, "release" if release else "debug", self.name)
