//! Whole small targets through every whole-target backend. The input bytes
//! drive a generator (`gen` below) that writes a target description on
//! `include "llvm/Target/Target.td"`: sub-register indices (with
//! `ComposedOf`, `CoveringSubRegIndices`), registers (with sub-registers,
//! aliases, tuples), register classes built with the set operators,
//! operands, immediate leaves, complex patterns, instructions with operands,
//! encodings and patterns, pattern fragments, subtarget features and
//! predicates, scheduling models (resources, `WriteRes`, `ReadAdvance`,
//! variants, aliases, `InstRW`, processors), register banks, searchable
//! tables, performance counters and macro fusions. The fuzzer chooses the
//! counts, the cross references (self references and cycles included) and
//! the values (extreme integers included); then up to four whole-target
//! backends run on the records, in C++ or Rust, sharing their analyses as a
//! `Session` does (see `backends.rs`).
//!
//! Ok or Err are both fine; panics, aborts, stack overflows, hangs and
//! running out of memory are bugs. `TABLEGEN_FUZZ_PRINT=1` prints each
//! generated description and the backends run on it to standard error (to
//! turn a crash into a .td file for `tablegen`).
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use std::fmt::Write as _;
use tablegen_build::backend::{Backend, Lang, Options};
use tablegen_core::parser::ParseOptions;

/// The whole-target backends, in the order the first input bytes pick them.
const FLAGS: &[&str] = &[
    "gen-dag-isel",
    "gen-fast-isel",
    "gen-instr-info",
    "gen-register-info",
    "gen-subtarget",
    "gen-register-bank",
    "gen-disassembler",
    "gen-emitter",
    "gen-searchable-tables",
    "gen-exegesis",
    "gen-macro-fusion-pred",
];

fn backends() -> &'static [&'static dyn Backend] {
    static ALL: std::sync::OnceLock<Vec<&'static dyn Backend>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let all: Vec<&'static dyn Backend> = tablegen_build::registry::actions().filter_map(|a| a.backend).collect();
        FLAGS.iter().filter_map(|f| all.iter().find(|b| b.flag() == *f).copied()).collect()
    })
}

/// Reads choices from the fuzzer's bytes; zeros once they run out, so that
/// every input makes a (smaller) target.
struct Bytes<'a> {
    data: &'a [u8],
}

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }
    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        if n <= 256 {
            usize::from(self.byte()) % n
        } else {
            (usize::from(self.byte()) << 8 | usize::from(self.byte())) % n
        }
    }
    fn flag(&mut self) -> bool {
        self.byte() & 1 == 1
    }
    /// True with probability about 1/`n`.
    fn one_in(&mut self, n: u8) -> bool {
        self.byte() % n == 0
    }
    fn pick<'s>(&mut self, items: &[&'s str]) -> &'s str {
        items[self.below(items.len())]
    }
    fn pick_owned(&mut self, items: &[String]) -> String {
        if items.is_empty() {
            return "?".to_string();
        }
        items[self.below(items.len())].clone()
    }
    /// An integer: mostly small, sometimes at the edges of C++ integer widths.
    fn int(&mut self) -> i64 {
        const EDGES: &[i64] = &[
            -1,
            127,
            128,
            -128,
            255,
            256,
            32767,
            32768,
            65535,
            65536,
            i32::MAX as i64,
            i32::MIN as i64,
            u32::MAX as i64,
            1 << 32,
            (1 << 32) + 1,
            i64::MAX,
            i64::MIN,
            i64::MAX - 1,
            1 << 40,
        ];
        match self.byte() % 8 {
            0 => EDGES[self.below(EDGES.len())],
            1 => -(i64::from(self.byte())),
            _ => i64::from(self.byte() % 20),
        }
    }
    /// Mostly in `0..32`, sometimes any [`Bytes::int`].
    fn small(&mut self) -> i64 {
        if self.one_in(16) {
            self.int()
        } else {
            i64::from(self.byte() % 32)
        }
    }
    /// A small count in `0..=max`.
    fn count(&mut self, max: usize) -> usize {
        self.below(max + 1)
    }
}

/// Generated names, per kind.
#[derive(Default)]
struct Names {
    subregs: Vec<String>,
    regs: Vec<String>,
    classes: Vec<String>,
    operands: Vec<String>,
    frags: Vec<String>,
    instrs: Vec<String>,
    writes: Vec<String>,
    reads: Vec<String>,
    resources: Vec<String>,
    features: Vec<String>,
    preds: Vec<String>,
    models: Vec<String>,
    sched_preds: Vec<String>,
}

const TYPES: &[&str] = &["i32", "i64", "i16", "i8", "f32", "f64", "v2i32", "v4i16", "untyped", "i1", "iPTR"];

/// `name`, `name2` or something already defined of that kind (a self
/// reference where `own` is the record being defined).
fn reference(b: &mut Bytes<'_>, pool: &[String], own: Option<&str>) -> String {
    match (own, b.byte() % 8) {
        (Some(own), 0) => own.to_string(),
        _ if pool.is_empty() => own.unwrap_or("?").to_string(),
        _ => b.pick_owned(pool),
    }
}

fn list(b: &mut Bytes<'_>, pool: &[String], own: Option<&str>, max: usize) -> String {
    let n = b.count(max);
    let items: Vec<String> = (0..n).map(|_| reference(b, pool, own)).collect();
    format!("[{}]", items.join(", "))
}

/// A register-set expression (the operators of `SetTheory`).
fn set_expr(b: &mut Bytes<'_>, n: &Names, own: &str, depth: u32) -> String {
    let leaf = |b: &mut Bytes<'_>| {
        let mut pool: Vec<String> = n.regs.clone();
        pool.extend(n.classes.iter().cloned());
        reference(b, &pool, Some(own))
    };
    if depth == 0 {
        return leaf(b);
    }
    match b.byte() % 14 {
        0..=3 => {
            let k = 1 + b.count(3);
            let items: Vec<String> = (0..k).map(|_| set_expr(b, n, own, depth - 1)).collect();
            format!("(add {})", items.join(", "))
        }
        4 => format!("(sub {}, {})", set_expr(b, n, own, depth - 1), set_expr(b, n, own, depth - 1)),
        5 => format!("(and {}, {})", set_expr(b, n, own, depth - 1), set_expr(b, n, own, depth - 1)),
        6 => format!("(sequence \"R%u\", {}, {})", b.int(), b.int()),
        7 => format!("(trunc {}, {})", set_expr(b, n, own, depth - 1), b.int()),
        8 => format!("(rotl {}, {})", set_expr(b, n, own, depth - 1), b.int()),
        9 => format!("(rotr {}, {})", set_expr(b, n, own, depth - 1), b.int()),
        10 => format!("(decimate {}, {})", set_expr(b, n, own, depth - 1), b.int()),
        11 => format!("(shl {}, {})", set_expr(b, n, own, depth - 1), b.int()),
        12 => format!("(interleave {}, {})", set_expr(b, n, own, depth - 1), set_expr(b, n, own, depth - 1)),
        _ => leaf(b),
    }
}

/// A selection DAG pattern over the target's operands and fragments.
fn dag(b: &mut Bytes<'_>, n: &Names, own: Option<&str>, depth: u32, vars: &mut Vec<String>) -> String {
    const OPS: &[&str] = &["add", "sub", "and", "or", "xor", "mul", "shl", "srl", "sra", "setcc", "store", "brcond"];
    const UNARY: &[&str] = &["load", "ineg", "ctpop", "sext", "zext", "trunc", "bitconvert"];
    let leaf = |b: &mut Bytes<'_>, vars: &mut Vec<String>| -> String {
        let v = format!("$x{}", vars.len() % 4 % (if vars.first().is_some_and(|v| v.is_empty()) { 2 } else { 4 }));
        vars.push(v.clone());
        match b.byte() % 6 {
            0 if !n.operands.is_empty() => format!("{}:{v}", b.pick_owned(&n.operands)),
            1 => format!("(i32 {})", b.int()),
            2 => format!("{}:{v}", b.pick(&["i32", "i64", "imm", "timm", "node"])),
            _ if !n.classes.is_empty() => format!("{}:{v}", b.pick_owned(&n.classes)),
            _ => format!("i32:{v}"),
        }
    };
    if depth == 0 {
        return leaf(b, vars);
    }
    match b.byte() % 8 {
        0..=2 => {
            let op = b.pick(OPS);
            format!("({op} {}, {})", dag(b, n, own, depth - 1, vars), dag(b, n, own, depth - 1, vars))
        }
        3 => format!("({} {})", b.pick(UNARY), dag(b, n, own, depth - 1, vars)),
        4 | 5 if !n.frags.is_empty() || own.is_some() => {
            let f = reference(b, &n.frags, own);
            format!("({f} {}, {})", dag(b, n, own, depth - 1, vars), dag(b, n, own, depth - 1, vars))
        }
        6 => format!("({} {})", b.pick(TYPES), dag(b, n, own, depth - 1, vars)),
        _ => leaf(b, vars),
    }
}

/// `d` as a dag node (a leaf goes under an operator).
fn node(d: String) -> String {
    if d.starts_with('(') {
        d
    } else {
        format!("(ineg {d})")
    }
}

/// An `MCInstPredicate` (for scheduling predicates and macro fusion).
fn mc_pred(b: &mut Bytes<'_>, n: &Names, depth: u32) -> String {
    match (depth, b.byte() % 7) {
        (_, 0) => "TruePred".into(),
        (_, 1) => format!("CheckOpcode<{}>", list(b, &n.instrs, None, 3)),
        (_, 2) => format!("CheckImmOperand<{}, {}>", b.int(), b.int()),
        (_, 3) if !n.regs.is_empty() => format!("CheckRegOperand<{}, {}>", b.int(), b.pick_owned(&n.regs)),
        (d, 4) if d > 0 => format!("CheckNot<{}>", mc_pred(b, n, d - 1)),
        (d, 5) if d > 0 => format!("CheckAll<[{}, {}]>", mc_pred(b, n, d - 1), mc_pred(b, n, d - 1)),
        (d, 6) if d > 0 => format!("CheckAny<[{}, {}]>", mc_pred(b, n, d - 1), mc_pred(b, n, d - 1)),
        _ => format!("CheckNumOperands<{}>", b.int()),
    }
}

/// The target description the bytes describe.
fn gen(b: &mut Bytes<'_>) -> String {
    let mut n = Names::default();
    let mut s = String::from("include \"llvm/Target/Target.td\"\n");
    s.push_str("include \"llvm/TableGen/SearchableTable.td\"\n");
    let w = &mut s;
    let _ = writeln!(w, "def FzInstrInfo : InstrInfo {{ let guessInstructionProperties = {}; }}", u8::from(b.flag()));
    let variable = b.one_in(8);
    let _ = writeln!(
        w,
        "def FzDecoder : InstrInfo;\ndef Fz : Target {{ let InstructionSet = FzInstrInfo; let AllowRegisterRenaming = {}; }}",
        u8::from(b.flag())
    );
    let _ = w;

    // Features and predicates.
    for i in 0..b.count(3) {
        let name = format!("Feat{i}");
        let implies = list(b, &n.features, Some(&name), 2);
        let _ = writeln!(s, "def {name} : SubtargetFeature<\"f{i}\", \"HasF{i}\", \"true\", \"feature {i}\"> {{ let Implies = {implies}; }}");
        n.features.push(name);
        let p = format!("HasF{i}");
        let _ = writeln!(s, "def {p} : Predicate<\"Subtarget->hasF{i}()\">, AssemblerPredicate<(all_of Feat{i})>;");
        n.preds.push(p);
    }

    // Sub-register indices.
    s.push_str("let Namespace = \"Fz\" in {\n");
    for i in 0..b.count(5) {
        let name = format!("sub{i}");
        let _ = write!(s, "def {name} : SubRegIndex<{}, {}>", b.int(), b.int());
        let mut body = String::new();
        if b.one_in(3) {
            let (x, y) = (reference(b, &n.subregs, Some(&name)), reference(b, &n.subregs, Some(&name)));
            let composed = if b.one_in(8) { list(b, &n.subregs, Some(&name), 3) } else { format!("[{x}, {y}]") };
            let _ = write!(body, " let ComposedOf = {composed};");
        }
        if b.one_in(3) {
            let _ = write!(body, " let CoveringSubRegIndices = {};", list(b, &n.subregs, Some(&name), 3));
        }
        if body.is_empty() {
            s.push_str(";\n");
        } else {
            let _ = writeln!(s, " {{{body} }}");
        }
        n.subregs.push(name);
    }

    // Registers: leaves, then some with sub-registers.
    let leaves = 1 + b.count(7);
    for i in 0..leaves {
        let name = format!("R{i}");
        let mut body = format!(" let HWEncoding = {};", b.small());
        if b.one_in(4) && !n.regs.is_empty() {
            let _ = write!(body, " let Aliases = {};", list(b, &n.regs, None, 2));
        }
        if b.one_in(6) {
            let _ = write!(body, " let CostPerUse = [{}];", b.int());
        }
        if b.one_in(8) {
            let _ = write!(body, " let DwarfNumbers = [{}];", b.int());
        }
        let _ = writeln!(s, "def {name} : Register<\"r{i}\"> {{{body} }}");
        n.regs.push(name);
    }
    for i in 0..b.count(4) {
        let name = format!("D{i}");
        let k = 1 + b.count(2);
        let subs: Vec<String> = (0..k).map(|_| reference(b, &n.regs, Some(&name))).collect();
        let subs = format!("[{}]", subs.join(", "));
        let idx = if n.subregs.is_empty() || b.one_in(8) {
            list(b, &n.subregs, None, 3)
        } else {
            let start = b.below(n.subregs.len());
            let idx: Vec<String> = (0..k).map(|j| n.subregs[(start + j) % n.subregs.len()].clone()).collect();
            format!("[{}]", idx.join(", "))
        };
        let mut body = format!(" let SubRegs = {subs}; let SubRegIndices = {idx}; let HWEncoding = {};", b.small());
        if (b.flag() && k >= 2) || b.one_in(16) {
            body.push_str(" let CoveredBySubRegs = 1;");
        }
        if b.one_in(4) {
            let _ = write!(body, " let Aliases = {};", list(b, &n.regs, Some(&name), 2));
        }
        if n.subregs.is_empty() && !b.one_in(8) {
            continue;
        }
        let _ = writeln!(s, "def {name} : RegisterWithSubRegs<\"d{i}\", []> {{{body} }}");
        n.regs.push(name);
    }
    s.push_str("}\n");
    if b.one_in(4) {
        let idx = list(b, &n.subregs, None, 2);
        let a = set_expr(b, &n, "T0", 1);
        let c = set_expr(b, &n, "T0", 1);
        let _ = writeln!(s, "def T0 : RegisterTuples<{idx}, [{a}, {c}]>;");
    }

    // Register classes.
    for i in 0..1 + b.count(4) {
        let name = format!("GPR{i}");
        let types: Vec<&str> = (0..1 + b.count(2)).map(|_| b.pick(TYPES)).collect();
        let members = node(set_expr(b, &n, &name, 3)).replace("(ineg ", "(add ");
        let mut body = format!(" let MemberList = {members};");
        if b.one_in(6) {
            let _ = write!(body, " let isAllocatable = {};", u8::from(b.flag()));
        }
        for (field, p) in [("Size", 6), ("CopyCost", 5), ("AllocationPriority", 6), ("Weight", 8)] {
            if b.one_in(p) {
                let _ = write!(body, " let {field} = {};", b.int());
            }
        }
        let _ =
            writeln!(s, "def {name} : RegisterClass<\"Fz\", [{}], {}, (add)> {{{body} }}", types.join(", "), b.int());
        n.classes.push(name);
    }

    // Operands, immediate leaves and complex patterns.
    for i in 0..b.count(3) {
        let name = format!("simm{i}");
        let ty = b.pick(TYPES);
        let leaf = if b.flag() { format!(", ImmLeaf<{ty}, [{{ return Imm > {}; }}]>", b.int()) } else { String::new() };
        let mut body = format!(" let EncoderMethod = \"enc{i}\"; let DecoderMethod = \"dec{i}\";");
        if b.one_in(4) {
            let _ = write!(
                body,
                " let MIOperandInfo = (ops {}, {});",
                b.pick_owned(&n.classes),
                b.pick(&["i32imm", "i64imm"])
            );
        }
        if b.one_in(4) {
            let _ = write!(
                body,
                " let OperandType = \"OPERAND_{}\";",
                b.pick(&["IMMEDIATE", "PCREL", "REGISTER", "MEMORY"])
            );
        }
        let _ = writeln!(s, "def {name} : Operand<{ty}>{leaf} {{{body} }}");
        n.operands.push(name);
    }
    if b.flag() {
        let ops = b.int();
        let roots = if b.flag() { "[add, sub]" } else { "[]" };
        let _ = writeln!(s, "def addr : ComplexPattern<iPTR, {ops}, \"SelectAddr\", {roots}, [SDNPWantParent]>;");
        n.operands.push("addr".into());
    }

    // Pattern fragments (self references and references to each other).
    for i in 0..b.count(4) {
        let name = format!("frag{i}");
        let alts: Vec<String> =
            (0..1 + b.count(2)).map(|_| node(dag(b, &n, Some(&name), 2, &mut vec![String::new(); 2]))).collect();
        let alts: Vec<String> = alts.iter().map(|a| a.replace("$x", "node:$x").replace(":node:", ":")).collect();
        let pred = if b.one_in(3) { "[{ return true; }]" } else { "[{}]" };
        let _ = writeln!(
            s,
            "def {name} : PatFrags<(ops node:$x0, node:$x1), [], {pred}> {{ let Fragments = [{}]; }}",
            alts.join(", ")
        );
        n.frags.push(name);
    }

    // Scheduling classes (before instructions: instructions name them).
    for i in 0..b.count(4) {
        n.writes.push(format!("W{i}"));
        let _ = writeln!(s, "def W{i} : SchedWrite;");
    }
    for i in 0..b.count(3) {
        n.reads.push(format!("Rd{i}"));
        let _ = writeln!(s, "def Rd{i} : SchedRead;");
    }

    // Instructions.
    let ninstr = b.count(6);
    let inst_bits = [8, 16, 32, 64, 24, 128, 1, 0][b.below(8)];
    for i in 0..ninstr {
        n.instrs.push(format!("I{i}"));
    }
    for i in 0..ninstr {
        let name = format!("I{i}");
        let mut outs = Vec::new();
        let mut ins = Vec::new();
        let mut opnames = Vec::new();
        for k in 0..b.count(2) {
            outs.push(format!("{}:$o{k}", reference(b, &n.classes, None)));
            opnames.push(format!("o{k}"));
        }
        for k in 0..b.count(3) {
            let mut pool = n.classes.clone();
            pool.extend(n.operands.iter().cloned());
            if b.one_in(8) {
                pool = n.regs.clone();
            }
            ins.push(format!("{}:$i{k}", reference(b, &pool, None)));
            opnames.push(format!("i{k}"));
        }
        let asm: String = opnames.iter().map(|o| format!(" ${o}")).collect();
        let mut body = format!(
            " let Namespace = \"Fz\"; let OutOperandList = (outs {}); let InOperandList = (ins {}); let AsmString = \"i{i}{asm}\";",
            outs.join(", "),
            ins.join(", ")
        );
        if variable {
            let _ = write!(
                body,
                " dag Inst = (ascend (descend {}, {}));",
                b.int() & 0xff,
                opnames.first().map_or("0".into(), |o| format!("${o}"))
            );
        } else if inst_bits > 0 {
            let _ = write!(
                body,
                " field bits<{inst_bits}> Inst; field bits<{inst_bits}> SoftFail = 0; let Size = {};",
                inst_bits / 8
            );
            let mut hi = inst_bits as i64 - 1;
            for o in &opnames {
                if hi < 0 || b.one_in(4) {
                    break;
                }
                let width = 1 + b.below(8) as i64;
                let (width, lo) = if b.one_in(16) {
                    (width, b.int())
                } else {
                    let lo = (hi - width + 1).max(0);
                    (hi - lo + 1, lo)
                };
                let _ = write!(body, " bits<{width}> {o}; let Inst{{{hi}-{lo}}} = {o};");
                hi = lo.saturating_sub(1);
            }
            if hi >= 0 {
                let _ = write!(body, " let Inst{{{hi}-0}} = {};", if b.one_in(5) { b.int() } else { i as i64 });
            }
            if b.one_in(8) {
                let _ = write!(body, " let DecoderNamespace = \"{}\";", b.pick(&["A", "B", ""]));
            }
        } else {
            let _ = write!(body, " let Size = {};", b.int());
        }
        if b.flag() && !outs.is_empty() {
            let mut vars = Vec::new();
            let src = dag(b, &n, None, 2, &mut vars);
            let _ = write!(body, " let Pattern = [(set {}, {})];", outs[0], node(src));
        } else if b.one_in(4) {
            let src = dag(b, &n, None, 2, &mut Vec::new());
            let _ = write!(body, " let Pattern = [{}];", node(src));
        }
        for (field, p) in [
            ("isCommutable", 4),
            ("hasSideEffects", 4),
            ("mayLoad", 5),
            ("mayStore", 5),
            ("isBranch", 6),
            ("isTerminator", 6),
            ("isReturn", 8),
            ("isCall", 8),
            ("isAsCheapAsAMove", 8),
            ("isPseudo", 8),
            ("isCodeGenOnly", 8),
            ("isMoveImm", 8),
            ("isBarrier", 8),
        ] {
            if b.one_in(p) {
                let _ = write!(body, " let {field} = {};", u8::from(b.flag()));
            }
        }
        if b.one_in(6) {
            let _ = write!(body, " let AddedComplexity = {};", b.int());
        }
        if b.one_in(5) {
            let _ = write!(body, " let Defs = {};", list(b, &n.regs, None, 2));
        }
        if b.one_in(5) {
            let _ = write!(body, " let Uses = {};", list(b, &n.regs, None, 2));
        }
        if b.one_in(6) && opnames.len() >= 2 {
            let _ = write!(body, " let Constraints = \"${} = ${}\";", opnames[0], opnames[opnames.len() - 1]);
        }
        if b.one_in(3) {
            let mut rw = n.writes.clone();
            rw.extend(n.reads.iter().cloned());
            let _ = write!(body, " let SchedRW = {};", list(b, &rw, None, 3));
        }
        if b.one_in(4) && !n.preds.is_empty() {
            let _ = write!(body, " let Predicates = {};", list(b, &n.preds, None, 2));
        }
        let _ = writeln!(s, "def {name} : Instruction {{{body} }}");
    }

    // Patterns.
    for _ in 0..b.count(4) {
        let mut vars = Vec::new();
        let depth = 2 + b.below(2) as u32;
        let src = dag(b, &n, None, depth, &mut vars);
        let inst = reference(b, &n.instrs, None);
        let take = b.count(3);
        let args: Vec<String> = vars.iter().take(take).cloned().collect();
        let cplx = if b.one_in(4) { format!(" {{ let AddedComplexity = {}; }}", b.int()) } else { ";".to_string() };
        if n.instrs.is_empty() {
            break;
        }
        let _ = writeln!(s, "def : Pat<{}, ({inst} {})>{cplx}", node(src), args.join(", "));
    }

    // Scheduling models.
    for i in 0..b.count(3) {
        let name = format!("PR{i}");
        let _ = writeln!(s, "def {name} : ProcResource<{}> {{ let BufferSize = {}; }}", b.int(), b.int());
        n.resources.push(name);
    }
    if b.one_in(3) && !n.resources.is_empty() {
        let _ = writeln!(s, "def PG : ProcResGroup<{}>;", list(b, &n.resources, None, 3));
        n.resources.push("PG".into());
    }
    for i in 0..b.count(2) {
        let name = format!("SP{i}");
        if b.flag() {
            let _ = writeln!(s, "def {name} : MCSchedPredicate<{}>;", mc_pred(b, &n, 2));
        } else {
            let _ = writeln!(s, "def {name} : SchedPredicate<[{{ MI->getOpcode() == {} }}]>;", b.int());
        }
        n.sched_preds.push(name);
    }
    let mut rws = n.writes.clone();
    rws.extend(n.reads.iter().cloned());
    for i in 0..b.count(2) {
        let read = b.one_in(3);
        let name = format!("V{i}");
        let vars: Vec<String> = (0..1 + b.count(2))
            .map(|_| {
                let p = if b.flag() { reference(b, &n.sched_preds, Some("NoSchedPred")) } else { "NoSchedPred".into() };
                let pool = if read { n.reads.clone() } else { n.writes.clone() };
                format!("SchedVar<{p}, {}>", list(b, &pool, None, 2))
            })
            .collect();
        let class = if read { "SchedReadVariant" } else { "SchedWriteVariant" };
        let _ = writeln!(s, "def {name} : {class}<[]> {{ let Variants = [{}]; }}", vars.join(", "));
        if read {
            n.reads.push(name);
        } else {
            n.writes.push(name);
        }
    }
    rws = {
        let mut v = n.writes.clone();
        v.extend(n.reads.iter().cloned());
        if v.is_empty() {
            v = rws;
        }
        v
    };
    for m in 0..b.count(2) {
        let name = format!("M{m}");
        let mut body = format!(" let IssueWidth = {}; let CompleteModel = {};", b.int(), u8::from(b.flag()));
        if b.one_in(4) {
            let _ = write!(body, " let MicroOpBufferSize = {}; let LoadLatency = {};", b.int(), b.int());
        }
        let _ = writeln!(s, "def {name} : SchedMachineModel {{{body} }}");
        let _ = writeln!(s, "let SchedModel = {name} in {{");
        for w in n.writes.clone() {
            if b.one_in(3) {
                continue;
            }
            let res = list(b, &n.resources, None, 3);
            let mut body = format!(" let Latency = {};", b.int());
            if b.one_in(3) {
                let _ = write!(body, " let ReleaseAtCycles = [{}]; let NumMicroOps = {};", b.int(), b.int());
            }
            let _ = writeln!(s, "  def : WriteRes<{w}, {res}> {{{body} }}");
        }
        for r in n.reads.clone() {
            if b.flag() {
                let _ = writeln!(s, "  def : ReadAdvance<{r}, {}, {}>;", b.int(), list(b, &n.writes, None, 2));
            }
        }
        for _ in 0..b.count(2) {
            let (a, c) = (reference(b, &rws, None), reference(b, &rws, None));
            let _ = writeln!(s, "  def : SchedAlias<{a}, {c}>;");
        }
        for _ in 0..b.count(2) {
            let rw = list(b, &rws, None, 3);
            let instrs = if b.flag() {
                format!("(instrs {})", list(b, &n.instrs, None, 3).trim_matches(|c| c == '[' || c == ']'))
            } else {
                format!("(instregex \"{}\")", b.pick(&["I.*", "I[0-2]", "^I1$", "(", "X"]))
            };
            let _ = writeln!(s, "  def : InstRW<{rw}, {instrs}>;");
        }
        s.push_str("}\n");
        n.models.push(name);
    }
    for p in 0..b.count(2) {
        let model =
            if n.models.is_empty() || b.one_in(5) { "NoSchedModel".to_string() } else { b.pick_owned(&n.models) };
        let feats = list(b, &n.features, None, 2);
        let _ = writeln!(s, "def : ProcessorModel<\"cpu{p}\", {model}, {feats}>;");
        if b.one_in(3) {
            let cnt = if n.resources.is_empty() {
                String::new()
            } else {
                format!(" let IssueCounters = [PfmIssueCounter<\"{}\", \"uops\">];", b.pick_owned(&n.resources))
            };
            let _ = writeln!(s, "def Pfm{p} : ProcPfmCounters {{ let CycleCounter = PfmCounter<\"cycles\">;{cnt} }}");
            let _ = writeln!(s, "def : PfmCountersBinding<\"cpu{p}\", Pfm{p}>;");
        }
    }

    // Register banks.
    for i in 0..b.count(2) {
        let _ = writeln!(s, "def RB{i} : RegisterBank<\"RB{i}\", {}>;", list(b, &n.classes, None, 3));
    }

    // Searchable tables.
    if b.one_in(3) {
        let _ = writeln!(s, "class Ent<int a, string nm, bits<8> f> {{ int A = a; string N = nm; bits<8> F = f; }}");
        for i in 0..b.count(4) {
            let _ = writeln!(s, "def E{i} : Ent<{}, \"{}\", {}>;", b.int(), b.pick(&["x", "y", "z", ""]), b.small());
        }
        let fields = b.pick(&["[\"A\", \"N\", \"F\"]", "[\"A\"]", "[\"N\", \"F\"]", "[\"Q\"]"]);
        let key = b.pick(&["[\"A\"]", "[\"N\"]", "[\"F\", \"A\"]", "[]"]);
        let early = if b.flag() { " let PrimaryKeyEarlyOut = 1;" } else { "" };
        let _ = writeln!(
            s,
            "def Tab : GenericTable {{ let FilterClass = \"Ent\"; let Fields = {fields}; let PrimaryKey = {key}; let PrimaryKeyName = \"lookupTab\";{early} }}"
        );
        if b.flag() {
            let _ = writeln!(
                s,
                "def : SearchIndex {{ let Table = Tab; let Key = {}; }}",
                b.pick(&["[\"N\"]", "[\"F\"]", "[\"A\", \"N\"]"])
            );
        }
        if b.flag() {
            let _ = writeln!(s, "def EnumE : GenericEnum {{ let FilterClass = \"Ent\"; let NameField = \"N\"; let ValueField = \"{}\"; }}", b.pick(&["A", "F", "N"]));
        }
    }

    // Macro fusion.
    for i in 0..b.count(2) {
        let (first, second) = (mc_pred(b, &n, 1), mc_pred(b, &n, 1));
        let _ =
            writeln!(s, "def Fuse{i} : SimpleFusion<\"fuse{i}\", \"HasFuse{i}\", \"fusion {i}\", {first}, {second}>;");
    }
    s
}

fuzz_target!(|data: &[u8]| {
    let env = common::env("targets");
    if data.len() < 3 {
        return;
    }
    let all = backends();
    // Byte 0: how many backends and whether Rust; bytes 1-2: which.
    let count = 1 + usize::from(data[0] & 3);
    let rust = data[0] & 4 != 0;
    let mut chosen: Vec<&'static dyn Backend> = Vec::new();
    let step = 1 + usize::from(data[2]) % (all.len() - 1);
    for k in 0..count {
        chosen.push(all[(usize::from(data[1]) + k * step) % all.len()]);
    }
    let text = gen(&mut Bytes { data: &data[3..] });
    if std::env::var_os("TABLEGEN_FUZZ_PRINT").is_some() {
        let flags: Vec<&str> = chosen.iter().map(|b| b.flag()).collect();
        eprintln!("// backends: {} {}\n{text}", flags.join(" "), if rust { "--rust" } else { "" });
    }
    let popts = ParseOptions { include_dirs: env.include_dirs.clone(), ..ParseOptions::default() };
    let Ok(mut rk) = tablegen_core::parser::parse_source("fuzz.td", &text, &popts) else { return };
    let steps: Vec<_> = chosen
        .into_iter()
        .map(|b| (b, if rust && b.languages().contains(&Lang::Rust) { Lang::Rust } else { Lang::Cpp }))
        .collect();
    common::emit_in_session(&mut rk, &steps, &Options::default(), None, |_| {});
});
