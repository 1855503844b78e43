#!/usr/bin/env python3
"""Extreme-argument check: every public lookup of every LLVM target's
generated Rust modules called with extreme arguments (0, 1, MAX-1, MAX,
unknown opcodes and classes, odd strings), in a debug build (arithmetic
overflow panics) and a release build. A panic is a difference.

The calls are tests/generated/tests/common/extreme_calls.rs, the file
tests/generated/tests/extreme_arguments.rs runs on the project's own test
targets. This script generates, with the tablegen binary, each target's
modules for the backends its LLVM build runs (the rows of
$SHARED/tools/jobs.tsv) that have a Rust writer and lookups taking
caller-supplied values, writes ONE crate holding every target as a module,
and builds and runs it once per profile. Units are TARGET/PROFILE; each
module kind is counted as its lookups made.

Where a module's entry points or the traits its caller implements are
named per target, the driver is written from the module's text (as the
emitter's `Encoder` impl is):
- searchable tables, target parsers (-gen-arm-target-def,
  -gen-riscv-target-def) and DXIL operations: every lookup, called with
  every combination of extreme values of its key types (integers, bools,
  the STRINGS, every variant of an enum key; the key enums cannot be
  built from an unknown raw value, so those go through
  `from_value`/`TryFrom`, which `xa_enum!` calls with every raw value up
  to 255 and the extremes above, with `from_name` and `Display`); the
  iterators lookups return run to their end, a `&Row` parameter takes
  every row of the module's table of rows;
- calling conventions: the module's `CcHooks` answered by `XaCcHooks`
  (conditions cycling, custom functions setting value types and numbers
  to MAX and taking a `u64::MAX`-byte stack slot) over `XaCcState` (stacks
  at 0 and near MAX, sizes and alignments 0/1/MAX, registers all taken or
  none), every convention on every value type of the module and unknown
  ones, with every argument flag;
- macro fusion: the module's `Context` answering extremes, every predicate
  on instruction pairs of the module's opcodes and 0/MAX, with MAX,
  virtual and missing operands and operand counts that lie;
- dag-isel (written with --omit-comments: the same table in a sixth of
  the Rust on the large targets, RISCV's 17.5 MB instead of 117 MB to
  write; rustc takes under a second per target either way): the module's `TargetHooks` over `XaDag`, a DAG of every node
  opcode (and unknown ones) with lying operand counts, operands naming no
  node, unknown value types and constants of widths 0/64/65535; every hook
  index through `Dispatch`. Dev profile only: the generated module is
  data, a hook trait and its dispatch, and the matcher's arithmetic is the
  runtime's; neither has cfg(debug_assertions) code, so the dev build,
  overflow checks on, finds every panic a release build would (and the
  release build of 24 interpreter instantiations would add about 20 s).
`--inject lookup` makes the first public function of each such module
(a lookup, a convention, a predicate, `matcher()`) index out of bounds on
entry: caught only if the driver really calls what the module offers.

Every backend of the target rows that writes Rust is driven. Not
covered: M68k's -gen-emitter (no Rust writer for its variable-length
encoder), and the target rows' backends without a Rust writer
(-gen-disassembler, -gen-fast-isel) or not implemented
(-gen-asm-matcher, -gen-asm-writer, -gen-global-isel(-combiner),
-gen-pseudo-lowering, -gen-compress-inst-emitter, -gen-x86-*). The
include/llvm rows (intrinsics, value types, attributes, directives, option
tables) are not target modules and are left to their own checks.

usage: run.py [--bin target/release/tablegen] [--only T/P,...] [--work DIR]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, ".ci", "lib"))
import checks  # noqa: E402

SHARED = os.environ.get("SHARED", os.path.join(os.path.dirname(ROOT), "shared"))
LLVM = os.environ.get("LLVM", os.path.join(SHARED, "llvm-19", "llvm"))
CALLS = os.path.join(ROOT, "tests", "generated", "tests", "common", "extreme_calls.rs")
PROFILES = ("dev", "release")

# backend flag -> (kind, the macro of extreme_calls.rs, a symbol the module must define)
KINDS = {
    "-gen-instr-info": ("instr-info", "xa_instr_info", "pub static INSTR_TABLES"),
    "-gen-register-info": ("register-info", "xa_register_info", "pub struct RegClass("),
    "-gen-subtarget": ("subtarget", "xa_subtarget", "pub fn features_for"),
    "-gen-register-bank": ("register-bank", "xa_register_bank", "pub fn reg_bank_of_class"),
    "-gen-exegesis": ("exegesis", "xa_exegesis", "pub fn cpu_pfm_counters"),
    "-gen-dfa-packetizer": ("dfa-packetizer", "xa_dfa_packetizer", "pub fn create_packetizer"),
    "-gen-emitter": ("emitter", "xa_emitter", "pub fn encode<"),
    "-gen-searchable-tables": ("searchable", "lookup_calls", "pub "),
    "-gen-arm-target-def": ("target-parser", "lookup_calls", "pub fn "),
    "-gen-riscv-target-def": ("target-parser", "lookup_calls", "pub fn "),
    "-gen-dxil-operation": ("dxil-operation", "lookup_calls", "impl TryFrom<"),
    "-gen-callingconv": ("calling-conv", "calling_conv_calls", "<S, H>(state: &mut S,"),
    "-gen-macro-fusion-pred": ("macro-fusion", "macro_fusion_calls", "pub fn predicates<"),
    "-gen-dag-isel": ("dag-isel", "dag_isel_calls", "pub trait TargetHooks<"),
}
# Kinds built in the dev profile only (see the docstring).
DEV_ONLY = {"dag-isel"}
# Extra options per backend: the matcher table without LLVM's comments
# (an eighth of the Rust, the same bytes).
OPTIONS = {"-gen-dag-isel": ["--omit-comments"]}


def jobs():
    """[(target, root_td, flag, extra args)] of LLVM's target builds."""
    rows = []
    with open(os.path.join(SHARED, "tools", "jobs.tsv")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            target, root, flag, _out, extra = line.rstrip("\n").split("\t")
            if flag in KINDS and "/" not in root:
                rows.append((target, root, flag, extra.split()))
    return rows


def ident(s):
    return re.sub(r"[^A-Za-z0-9]", "_", s).lower()


def generate(bin_, work, row, reuse=False):
    """Writes one module; returns (row, path or None, error)."""
    target, root, flag, extra = row
    td = os.path.join(LLVM, "lib", "Target", target)
    out = os.path.join(work, "gen", target, "%s_%s.rs" % (ident(root[:-3]), ident(KINDS[flag][0])))
    os.makedirs(os.path.dirname(out), exist_ok=True)
    if reuse and os.path.exists(out):
        return row, out, None
    cmd = [bin_, "--rust", flag] + OPTIONS.get(flag, []) + extra + ["-I", td, "-I", os.path.join(LLVM, "include"),
                                           "-I", os.path.join(LLVM, "lib", "Target"),
                                           os.path.join(td, root), "-o", out]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0 and "has no Rust writer" in p.stderr:
        return row, None, None  # e.g. M68k's variable-length -gen-emitter
    if p.returncode != 0:
        return row, None, "%s: exit %d: %s" % (" ".join(cmd), p.returncode, p.stderr[-500:])
    return row, out, None


def encoder_impl(path, modpath, name):
    """An `Encoder` impl answering every hook of the module's trait from
    extreme_calls's `Cycle` (the hooks are named per target)."""
    text = open(path).read()
    m = re.search(r"pub trait Encoder \{(.*?)\n\}", text, re.S)
    if not m:
        return ""
    body = ""
    for name, params, ret in re.findall(r"fn (\w+)\(&mut self((?:, \w+: [^,)]+)*)\) -> ([^;]+);", m.group(1)):
        params = re.sub(r", \w+:", ", _:", params)
        body += "        fn %s(&mut self%s) -> %s { self.next() }\n" % (name, params, ret)
    return ("    mod %s_encoder_impl {\n        #[allow(unused_imports)]\n        use %s::*;\n"
            "        impl Encoder for crate::extreme_calls::Cycle {\n%s        }\n    }\n" % (name, modpath, body))


class DriverError(Exception):
    """A generated module whose shape the driver does not know (a harness
    error, never a silent skip)."""


RUST_PRIMS = {"bool", "u8", "u16", "u32", "u64", "usize", "i8", "i16", "i32", "i64", "str"}


def qualify(ty, modpath):
    """A parameter type of a generated module, its own types named through
    `modpath`."""
    return re.sub(r"\b([A-Z]\w*)\b", lambda m: "%s::%s" % (modpath, m.group(1)), ty)


def lookup_calls(text, modpath, name):
    """Every enum of a module (`xa_enum!`) and every top-level lookup, each
    called with every combination of extreme values of its parameter types
    (`xa_call!`); an iterator a lookup returns is run to its end, and a
    parameter `&Row` takes every row of the module's `pub static` table of
    `Row`s. The lookups are named per table and key, so the calls are
    written from the module's text (searchable tables, target parsers,
    DXIL operations)."""
    impls, calls = "", []
    for raw, ty in re.findall(r"\nimpl TryFrom<(\w+)> for (\w+) \{", text):
        impls += ("    impl crate::extreme_calls::Extreme for %s::%s {\n"
                  "        fn extremes() -> Vec<Self> { Self::all().collect() }\n    }\n" % (modpath, ty))
        calls.append("xa_enum!(%s::%s, %s)" % (modpath, ty, raw))
    for fn, params, ret in re.findall(r"\npub fn (\w+)\(([^)]*)\)\s*(?:->\s*([^{]*?))?\s*\{", text):
        params = [p.strip() for p in params.split(",") if p.strip()]
        types = []
        for p in params:
            m = re.fullmatch(r"\w+: (&?\w+)", p)
            if not m:
                raise DriverError("%s: lookup %s: parameter %r of no known shape" % (name, fn, p))
            types.append(m.group(1))
        rows = [t for t in types if t.startswith("&") and t != "&str"]
        if rows:
            table = re.search(r"\npub static (\w+): (?:&\[%s\]|\[%s; \d+\])" % (rows[0][1:], rows[0][1:]), text)
            if len(types) != 1 or not table:
                raise DriverError("%s: lookup %s: no rows to pass for %s" % (name, fn, rows[0]))
            calls.append("%s::%s.iter().map(|row| { let _ = %s::%s(row); 1u64 }).sum::<u64>()"
                         % (modpath, table.group(1), modpath, fn))
            continue
        types = [qualify(t, modpath) for t in types]
        f = "%s::%s" % (modpath, fn)
        if (ret or "").startswith("impl Iterator"):
            args = ["a%d" % i for i in range(len(types))]
            f = "|%s| %s(%s).count()" % (", ".join("%s: %s" % at for at in zip(args, types)), f, ", ".join(args))
        calls.append("xa_call!(%s; %s)" % (f, ", ".join(types)))
    if not calls:
        raise DriverError("%s: no enum or lookup found" % name)
    return impls, "0u64\n        + " + "\n        + ".join(calls)


def calling_conv_calls(text, modpath, name):
    """`XaCcHooks` as the module's `CcHooks<XaCcState>` (the conditions and
    custom functions are named per target), its `CcVt`/`CcReg` into the
    extreme state's types, and every convention in `xa_calling_conv!`."""
    x = "crate::extreme_calls"
    impls = ("    impl From<%s::CcVt> for %s::XaVt {\n        fn from(v: %s::CcVt) -> Self { %s::XaVt(u32::from(v.value())) }\n    }\n"
             % (modpath, x, modpath, x))
    if "\npub enum CcReg" in text:
        impls += ("    impl From<%s::CcReg> for %s::XaReg {\n        fn from(r: %s::CcReg) -> Self { %s::XaReg(u32::from(r.value())) }\n    }\n"
                  % (modpath, x, modpath, x))
    m = re.search(r"\npub trait CcHooks<S: CcState> \{(.*?)\n\}", text, re.S)
    if not m:
        raise DriverError("%s: no CcHooks trait" % name)
    body = ""
    value = "::tablegen_runtime::cc::Value<%s::XaVt>" % x
    shapes = {
        "&self, state: &S, v: &Value<S::Vt>": ("&self, _: &%s::XaCcState, _: &%s" % (x, value), "self.cond()"),
        "&mut self, state: &mut S, v: &mut Value<S::Vt>": ("&mut self, state: &mut %s::XaCcState, v: &mut %s" % (x, value),
                                                         "self.custom(state, v)"),
        "&mut self, state: &mut S, v: Value<S::Vt>": ("&mut self, state: &mut %s::XaCcState, v: %s" % (x, value),
                                                    "self.custom_by_value(state, v)"),
    }
    for fn, params, ret, default in trait_methods(m.group(1)):
        if default:
            continue
        if params not in shapes or ret != "bool":
            raise DriverError("%s: CcHooks::%s(%s) of no known shape" % (name, fn, params))
        sig, call = shapes[params]
        body += "        fn %s(%s) -> bool { %s }\n" % (fn, sig, call)
    impls += "    impl %s::CcHooks<%s::XaCcState> for %s::XaCcHooks {\n%s    }\n" % (modpath, x, x, body)
    convs = re.findall(r"\npub fn (\w+)<S, H>\(state: &mut S, hooks: &mut H, (?:mut )?\w+: Value<S::Vt>\) -> bool", text)
    if len(convs) != text.count("\npub fn "):
        raise DriverError("%s: a convention of no known signature" % name)
    if not convs:
        raise DriverError("%s: no convention" % name)
    return impls, "xa_calling_conv!(%s; %s)" % (modpath, ", ".join(convs))


def macro_fusion_calls(text, modpath, name):
    """`XaFusionCx` as the module's `Context` (its methods are the
    predicates' C++ escapes, named per target), and `xa_macro_fusion!` on
    the opcodes the module names."""
    x = "crate::extreme_calls"
    m = re.search(r"\npub trait Context \{(.*?)\n\}", text, re.S)
    if not m:
        raise DriverError("%s: no Context trait" % name)
    if "type Instr: Instr<Opcode = u32>" not in m.group(1):
        raise DriverError("%s: Context::Instr does not read u32 opcodes" % name)
    body = "        type Instr = %s::XaInstr;\n" % x
    for fn, params, ret, default in trait_methods(m.group(1)):
        if default:
            continue
        if not params.startswith("&self") or ret is None:
            raise DriverError("%s: Context::%s(%s) of no known shape" % (name, fn, params))
        params = re.sub(r"(, )\w+:", r"\1_:", params).replace("Self::Instr", "%s::XaInstr" % x)
        body += "        fn %s(%s) -> %s { self.next() }\n" % (fn, params, ret)
    impls = "    impl %s::Context for %s::XaFusionCx {\n%s    }\n" % (modpath, x, body)
    ops = re.search(r"\npub mod opcode \{(.*?)\n\}", text, re.S)
    names = re.findall(r"pub const (\w+): u32", ops.group(1)) if ops else []
    return impls, "xa_macro_fusion!(%s; %s)" % (modpath, ", ".join(names))


def inject_into_lookup(work, name, path):
    """A copy of the module whose first public function (a lookup, a
    convention, a predicate, the matcher) indexes out of bounds on entry:
    the fault --inject lookup puts into the generated Rust, caught only if
    the driver really calls what the module offers."""
    text = open(path).read()
    # A module of enums only (DXIL) has its functions in the enums' impls.
    m = re.search(r"\npub fn \w+[<(]", text) or re.search(r"\n    pub fn \w+[<(]", text)
    at = text.find("{\n", m.start()) + 2 if m else -1
    if at < 2:
        raise DriverError("%s: --inject lookup: no public function" % name)
    fault = "    let _ = [0u8; 1][core::hint::black_box(usize::MAX)];\n"
    out = os.path.join(work, "inject", os.path.basename(os.path.dirname(path)) + "_" + os.path.basename(path))
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        f.write(text[:at] + fault + text[at:])
    return out


def trait_methods(body):
    """[(name, params, return type or None, has a default body)] of a
    trait's methods, signatures over several lines included."""
    out = []
    for m in re.finditer(r"\n    fn (\w+)\(", body):
        depth, i = 1, m.end()
        while depth and i < len(body):
            depth += {"(": 1, ")": -1}.get(body[i], 0)
            i += 1
        params = re.sub(r"\s+", " ", body[m.end():i - 1]).strip().rstrip(",")
        j = min(k for k in (body.find(";", i), body.find("{", i)) if k >= 0)
        ret = body[i:j].strip()
        out.append((m.group(1), params, ret[2:].strip() if ret.startswith("->") else None, body[j] == "{"))
    return out


def dag_isel_calls(text, modpath, name):
    """`XaIselHooks` as the module's `TargetHooks<XaDag>` (one method per
    predicate, complex pattern and transform, named per target), and
    `xa_dag_isel!`; the methods with a default body keep it (the runtime's
    folding checks, run on the extreme DAG)."""
    x = "crate::extreme_calls"
    m = re.search(r"\npub trait TargetHooks<D: SelectionDag> \{(.*?)\n\}", text, re.S)
    if not m:
        raise DriverError("%s: no TargetHooks trait" % name)
    body = ""
    for fn, params, ret, default in trait_methods(m.group(1)):
        if default:
            continue
        names = [p.split(":")[0].strip() for p in params.split(",")[1:]]
        sig = re.sub(r"\bD::Node\b", "usize", params)
        sig = re.sub(r"\bD\b", "%s::XaDag" % x, sig)
        sig = re.sub(r"(, )(\w+):", r"\1_\2:", sig)
        if ret == "Result<bool, IselError>" and "results" in names:
            call = "self.complex(_value, _results)"
        elif ret == "Result<bool, IselError>":
            call = "self.pred()"
        elif ret == "Result<SdValue<D::Node>, IselError>":
            call = "self.xform(_value)"
        elif ret == "&[u64]":
            call = "self.feature_bits()"
        else:
            raise DriverError("%s: TargetHooks::%s(%s) -> %s of no known shape" % (name, fn, params, ret))
        ret = re.sub(r"\bD::Node\b", "usize", ret).replace("IselError", "::tablegen_runtime::isel::IselError")
        ret = ret.replace("SdValue<", "::tablegen_runtime::isel::SdValue<")
        sig = sig.replace("SdValue<", "::tablegen_runtime::isel::SdValue<")
        body += "        fn %s(%s) -> %s { %s }\n" % (fn, sig, ret, call)
    impls = "    impl %s::TargetHooks<%s::XaDag> for %s::XaIselHooks {\n%s    }\n" % (modpath, x, x, body)
    return impls, "xa_dag_isel!(%s)" % modpath


DRIVERS = {"lookup_calls": lookup_calls, "calling_conv_calls": calling_conv_calls,
           "macro_fusion_calls": macro_fusion_calls, "dag_isel_calls": dag_isel_calls}


def write_crate(work, modules, errors, inject=None, break_build=False):
    """modules: {target: [(kind, macro, module name, path)]}. `inject`
    adds to each target's first module a lookup that indexes out of
    bounds (the fault --inject puts into the generated Rust; the check must
    report it); `break_build` makes the crate fail to compile
    (--break-cpp: this check has no C++ reference, its build is the one
    thing standing in for it)."""
    crate = os.path.join(work, "crate")
    os.makedirs(os.path.join(crate, "src"), exist_ok=True)
    runtime = os.path.join(ROOT, "tablegen-runtime")
    cargo = """[package]
name = "extreme-args-all"
version = "0.0.0"
edition = "2021"
publish = false

[workspace]

[dependencies]
tablegen-runtime = { path = %s }

# What "release" changes for this test is that arithmetic wraps instead of
# panicking; optimisation does not change which lookups panic, and level 1
# compiles the 114 modules in far less time than level 3.
[profile.release]
debug = false
opt-level = 1
""" % json.dumps(runtime)
    main = ["//! Generated by .ci/extreme-args/run.py: every target's modules, each",
            "//! called with extreme arguments.",
            "#![allow(warnings)]",
            "extern crate alloc;",
            "#[path = %s]" % json.dumps(CALLS),
            "#[macro_use]",
            "mod extreme_calls;", ""]
    if break_build:
        main.append('compile_error!("--break-cpp: the build of the extreme-argument driver broken on purpose");')
    table = []
    for target, mods in sorted(modules.items()):
        t = "t_" + ident(target)
        # --inject index: the first module both profiles build that is the
        # only one of its kind (its count then goes missing rather than
        # below the floor of the target's other modules of that kind).
        kinds = [m[0] for m in mods]
        first_everywhere = next((m for m in mods if m[0] not in DEV_ONLY and kinds.count(m[0]) == 1), None)
        main.append("mod %s {" % t)
        for kind, macro, name, path in mods:
            fault = ""
            if inject == "lookup" and macro in DRIVERS:
                try:
                    path = inject_into_lookup(work, name, path)
                except DriverError as e:
                    errors.append((target, str(e)))
                    continue
            dev_only = kind in DEV_ONLY
            cfg = "    #[cfg(debug_assertions)]\n" if dev_only else ""
            if inject == "index" and (kind, macro, name, path) == first_everywhere:
                fault = ("\n        pub fn xa_injected(k: usize) -> u64 {\n"
                         "            static T: [u64; 2] = [0, 1];\n"
                         "            T[core::hint::black_box(k)]\n        }")
            main.append("%s    pub mod %s {\n        include!(%s);%s\n    }" % (cfg, name, json.dumps(path), fault))
            modpath = "crate::%s::%s" % (t, name)
            if kind == "emitter":
                main.append(encoder_impl(path, modpath, name))
            fn = "run_" + name
            if macro in DRIVERS:
                try:
                    impls, call = DRIVERS[macro](open(path).read(), modpath, name)
                except DriverError as e:
                    errors.append((target, str(e)))
                    continue
                main.append("%s    mod %s_driver {\n%s    }" % (cfg, name, impls) if impls else "")
            else:
                call = "%s!(%s)" % (macro, modpath)
            if fault:
                call += " + %s::xa_injected(usize::MAX)" % name
            main.append("%s    pub fn %s() -> u64 {\n        %s\n    }" % (cfg, fn, call))
            table.append('%s    runs.push((%s, %s, %s::%s as fn() -> u64));'
                         % (cfg, json.dumps(target), json.dumps(kind), t, fn))
        main.append("}")
    main.append("fn runs() -> Vec<(&'static str, &'static str, fn() -> u64)> {")
    main.append("    let mut runs: Vec<(&'static str, &'static str, fn() -> u64)> = Vec::new();")
    main += table
    main.append("    runs")
    main.append("}")
    main.append("""
fn main() {
    let only: Vec<String> = std::env::args().skip(1).collect();
    for (target, kind, run) in runs() {
        if !only.is_empty() && !only.iter().any(|o| o == target) {
            continue;
        }
        let t0 = std::time::Instant::now();
        let (verdict, calls) = match std::panic::catch_unwind(run) {
            Ok(calls) => ("ok", calls),
            Err(_) => ("PANIC", 0),
        };
        println!("XA\\t{target}\\t{kind}\\t{verdict}\\t{calls}\\t{}", t0.elapsed().as_millis());
    }
}""")
    with open(os.path.join(crate, "Cargo.toml"), "w") as f:
        f.write(cargo)
    with open(os.path.join(crate, "src", "main.rs"), "w") as f:
        f.write("\n".join(main) + "\n")
    return crate


def main():
    check = checks.Check("extreme-args", unit="target/profile")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "tablegen"))
    ap.add_argument("--work", default=os.path.join(ROOT, "target", "extreme-args"))
    ap.add_argument("--profiles", default=",".join(PROFILES))
    ap.add_argument("--reuse", action="store_true",
                    help="keep the modules a previous run generated in --work (to iterate on the driver)")
    check.add_arguments(ap, inject=("index", "lookup"))
    args = check.configure(ap.parse_args())
    rows = jobs()
    targets = sorted({r[0] for r in rows})
    profiles = [p for p in args.profiles.split(",") if p]
    units = ["%s/%s" % (t, p) for p in profiles for t in targets]
    chosen = check.select(args.only, units, aliases={t: None for t in []})
    want_targets = sorted({u.split("/")[0] for u in chosen})
    want_profiles = [p for p in profiles if any(u.endswith("/" + p) for u in chosen)]
    os.makedirs(args.work, exist_ok=True)
    started = time.time()
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        done = list(pool.map(lambda r: generate(args.bin, args.work, r, args.reuse), [r for r in rows if r[0] in want_targets]))
    modules = {}
    for (target, root, flag, _), path, err in done:
        if err:
            for p in want_profiles:
                check.error("%s/%s" % (target, p), err)
            continue
        kind, macro, symbol = KINDS[flag]
        if path is None:
            print("extreme-args: %s: %s --rust: no Rust writer for this target, not covered" % (target, flag))
            continue
        if symbol not in open(path).read():
            continue  # nothing to call (e.g. a target without DFA packetizers)
        name = "%s_%s" % (ident(root[:-3]), ident(kind))
        modules.setdefault(target, []).append((kind, macro, name, path))
    print("extreme-args: %d modules of %d targets generated in %.0f s"
          % (sum(len(m) for m in modules.values()), len(modules), time.time() - started), flush=True)
    driver_errors = []
    crate = write_crate(args.work, modules, driver_errors, inject=args.inject, break_build=args.break_cpp)
    for target, err in driver_errors:
        for p in want_profiles:
            check.error("%s/%s" % (target, p), "no driver written: %s" % err)
    if args.inject:
        # --inject lookup faults the modules with generated drivers only.
        for t in want_targets:
            for p in want_profiles:
                faulted = [m for m in modules.get(t, []) if p == "dev" or m[0] not in DEV_ONLY]
                if args.inject == "index" or any(m[1] in DRIVERS for m in faulted):
                    check.injected("%s/%s" % (t, p))
    for profile in want_profiles:
        t0 = time.time()
        env = dict(os.environ, CARGO_TARGET_DIR=os.path.join(args.work, "cargo"))
        p = subprocess.run(["cargo", "build", "-q", "--profile", profile, "--manifest-path",
                            os.path.join(crate, "Cargo.toml")], env=env, capture_output=True, text=True)
        built = time.time() - t0
        if p.returncode != 0:
            check.error("%s/%s" % (want_targets[0], profile), "cargo build failed: %s" % p.stderr[-3000:])
            for t in want_targets[1:]:
                check.error("%s/%s" % (t, profile), "cargo build failed (above)")
            continue
        exe = os.path.join(args.work, "cargo", "debug" if profile == "dev" else profile, "extreme-args-all")
        t1 = time.time()
        try:
            # A hang (a walk that never ends) is a failure, not a stall.
            r = subprocess.run([exe] + want_targets, capture_output=True, text=True, timeout=900)
        except subprocess.TimeoutExpired:
            for t in want_targets:
                check.error("%s/%s" % (t, profile), "the driver ran over 900 s: a lookup hangs")
            continue
        print("extreme-args: %s: built in %.0f s, ran in %.0f s" % (profile, built, time.time() - t1), flush=True)
        seen = set()
        for line in r.stdout.splitlines():
            parts = line.split("\t")
            if len(parts) != 6 or parts[0] != "XA":
                continue
            _, target, kind, verdict, calls, ms = parts
            if int(ms) > 20000:
                print("extreme-args: %s/%s: %s took %.0f s" % (target, profile, kind, int(ms) / 1000), flush=True)
            unit = "%s/%s" % (target, profile)
            if unit not in chosen:
                continue
            seen.add(unit)
            if verdict == "ok":
                check.count(unit, int(calls), kind)
            else:
                check.differ(unit)  # its count stays unrecorded: the panic is the verdict
                print("extreme-args: %s: %s PANICKED" % (unit, kind), flush=True)
        panics = [l for l in r.stderr.splitlines() if "panicked at" in l]
        for l in panics[:40]:
            print("extreme-args: %s: %s" % (profile, l), flush=True)
        if r.returncode != 0 and not panics:
            for t in want_targets:
                check.error("%s/%s" % (t, profile), "the driver exited %d: %s" % (r.returncode, r.stderr[-1000:]))
        for t in want_targets:
            unit = "%s/%s" % (t, profile)
            if unit in chosen and unit not in seen:
                check.error(unit, "no module of %s ran" % t)
    sys.exit(check.finish())


if __name__ == "__main__":
    main()
