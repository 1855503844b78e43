//! The Rust module: one function per fusion, answering what the C++
//! `is<Fusion>` answers, over two traits the user implements:
//!
//! - `Instr`, the instruction (C++ `MachineInstr`): its opcode, its operand
//!   count, and each operand as a register, an immediate or something else;
//! - `Context`, everything else the C++ consults (`MRI`, `TII`) and every
//!   C++ escape of the predicates (`CheckFunctionPredicate`,
//!   `CheckNonPortable`, `TIIPredicate` calls, function mappers,
//!   `FusionPredicateWithCode`), one method each, documented by its C++
//!   text; only the methods the module's fusions call are declared.
//!
//! Opcodes and registers are LLVM's numbers (the target's opcode and
//! register enums), named by constants in the `opcode` and `reg` modules;
//! in a module tree ([`Options::rust_vocabulary`]) opcodes have the
//! target's `Opcode` type instead. Registers stay `u32` there: they are
//! LLVM `Register` values, which include virtual registers.
//!
//! C++ has undefined behaviour where a predicate reads an operand that is
//! not there, a register of an immediate (or the reverse), or the first
//! instruction when there is none; the generated Rust answers `false`
//! (the pair is not fused) in those cases, and the same as the C++
//! everywhere else.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::Arc;

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::{Check, MacroFusions};
use crate::backend::{Options, Records, Result};
use crate::model::codegen::registers::RegBank;
use crate::model::codegen::InstrEnumeration;
use crate::model::inst_predicate::rust::{Hooks, Translator, Vocabulary};
use crate::model::inst_predicate::{InstRef, Pred, RegRef};
use crate::support::fields::fatal_at;
use crate::support::rust::enums;
use crate::support::rust::names::{screaming, snake, Namer};
use crate::support::rust::vocabulary::opcode_spec;
use crate::support::rust::{doc_lines, format_chunks, Chunk};

/// The numbers the Rust module names: the opcode enumeration (if any
/// predicate names an opcode) and the register numbers of the registers
/// the predicates name.
#[derive(Debug, Default)]
pub struct RustNumbers {
    /// The instructions in LLVM's enum order.
    pub enumeration: Option<Arc<InstrEnumeration>>,
    /// The register enum value of each register named.
    pub registers: BTreeMap<RecId, u32>,
}

/// Every opcode and register the predicates name, in order of first use.
fn referenced(m: &MacroFusions) -> (Vec<&InstRef>, Vec<&RegRef>) {
    let (mut opcodes, mut regs) = (Vec::new(), Vec::new());
    for f in &m.fusions {
        for c in &f.checks {
            if let Check::Inst { pred, .. } = c {
                pred.visit(&mut |p| match p {
                    Pred::Opcode(list) | Pred::Pseudo(list) => opcodes.extend(list.iter()),
                    Pred::RegOperand { reg, .. } => regs.push(reg),
                    _ => {}
                });
            }
        }
    }
    (opcodes, regs)
}

/// What only the Rust output needs: every opcode a predicate names must
/// be numbered (LLVM's instruction enumeration, with its errors), every
/// register must be in the register bank, and no `CheckImmOperand_s` may
/// be empty (llvm-tblgen-19 writes C++ that does not compile for it; the
/// Rust module cannot say what it means).
pub(super) fn check(rk: &mut Records<'_>, m: &MacroFusions, _: &Options) -> Result<()> {
    for f in &m.fusions {
        let mut empty = false;
        for c in &f.checks {
            if let Check::Inst { pred, .. } = c {
                pred.visit(&mut |p| empty |= matches!(p, Pred::ImmOperandStr { value, .. } if value.is_empty()));
            }
        }
        if empty {
            let name = rk.name_str(f.def).to_string();
            return fatal_at(
                rk,
                f.def,
                format!(
                    "fusion '{name}': a CheckImmOperand_s with an empty ImmVal has no meaning \
                     (llvm-tblgen-19 writes C++ that does not compile); the Rust module cannot be written"
                ),
            );
        }
    }
    if m.rust.get().is_some() {
        return Ok(());
    }
    let (opcodes, regs) = referenced(m);
    let mut numbers = RustNumbers::default();
    if !opcodes.is_empty() {
        let e = rk.model(InstrEnumeration::new)?;
        if let Some(i) = opcodes.iter().find(|i| e.value(i.def).is_none()) {
            let msg = format!("opcode '{}' is not numbered in the target's opcode enum", i.name);
            return fatal_at(rk, i.def, msg);
        }
        numbers.enumeration = Some(e);
    }
    if !regs.is_empty() {
        let bank = RegBank::shared(rk)?;
        for r in regs {
            match bank.find_reg(r.def) {
                Some(id) => {
                    numbers.registers.insert(r.def, bank.register(id).enum_value);
                }
                None => {
                    let msg = format!("register '{}' is not in the target's register bank", r.name);
                    return fatal_at(rk, r.def, msg);
                }
            }
        }
    }
    let _ = m.rust.set(numbers);
    Ok(())
}

/// The Rust names of the opcodes and registers.
struct Names {
    /// Opcode def to its Rust expression.
    opcodes: BTreeMap<RecId, String>,
    /// The `opcode` module's constants (standalone modules): (name, C++
    /// name, value).
    opcode_consts: Vec<(String, String, u32)>,
    /// Register def to its constant's name in `reg`.
    registers: BTreeMap<RecId, String>,
    /// The `reg` module's constants: (name, C++ name, value).
    register_consts: Vec<(String, String, u32)>,
    /// The opcode type.
    opcode_ty: String,
}

impl Names {
    fn new(rk: &RecordKeeper, m: &MacroFusions, numbers: &RustNumbers, vocabulary: Option<&str>) -> Self {
        let (opcodes, regs) = referenced(m);
        let mut names = Names {
            opcodes: BTreeMap::new(),
            opcode_consts: Vec::new(),
            registers: BTreeMap::new(),
            register_consts: Vec::new(),
            opcode_ty: vocabulary.map_or_else(|| "u32".into(), |p| format!("{p}::Opcode")),
        };
        if let (Some(e), false) = (&numbers.enumeration, opcodes.is_empty()) {
            if let Some(path) = vocabulary {
                // The names `-gen-instr-info --rust` gives the opcodes.
                let by_enum = e.by_enum().iter().enumerate().map(|(n, &r)| (rk.name_str(r), n as u32));
                let paths = enums::paths(&opcode_spec(e.namespace(), by_enum));
                for i in &opcodes {
                    let p = e.value(i.def).and_then(|v| paths.get(v as usize));
                    let p =
                        p.map_or_else(|| format!("{path}::Opcode::from_value(0)"), |p| format!("{path}::Opcode::{p}"));
                    names.opcodes.insert(i.def, p);
                }
            } else {
                let mut sorted: Vec<&InstRef> = opcodes.clone();
                sorted.sort_by_key(|i| e.value(i.def));
                sorted.dedup_by_key(|i| i.def);
                let mut namer = Namer::default();
                for i in sorted {
                    let name = namer.unique(screaming(&i.name));
                    let cpp = format!("{}::{}", i.namespace, i.name);
                    names.opcode_consts.push((name.clone(), cpp, e.value(i.def).unwrap_or(0)));
                    names.opcodes.insert(i.def, format!("opcode::{name}"));
                }
            }
        }
        let mut sorted: Vec<&RegRef> = regs;
        sorted.sort_by_key(|r| numbers.registers.get(&r.def).copied());
        sorted.dedup_by_key(|r| r.def);
        let mut namer = Namer::default();
        for r in sorted {
            let name = namer.unique(screaming(&r.name));
            let cpp = if r.namespace.is_empty() { r.name.clone() } else { format!("{}::{}", r.namespace, r.name) };
            let value = numbers.registers.get(&r.def).copied().unwrap_or(0);
            names.register_consts.push((name.clone(), cpp, value));
            names.registers.insert(r.def, format!("reg::{name}"));
        }
        names
    }
}

impl Vocabulary for Names {
    fn opcode(&self, inst: &InstRef) -> String {
        self.opcodes.get(&inst.def).cloned().unwrap_or_else(|| "0".into())
    }
    fn register(&self, reg: &RegRef) -> String {
        self.registers.get(&reg.def).cloned().unwrap_or_else(|| "0".into())
    }
}

/// Which parameters a fusion's body reads.
#[derive(Default)]
struct Uses {
    cx: Cell<bool>,
    first: Cell<bool>,
    second: Cell<bool>,
}

/// The context hooks of the fusions themselves (beside those of the
/// instruction predicates).
struct FusionHooks {
    one_use: bool,
    commute: bool,
    /// (method, C++ code) of each `FusionPredicateWithCode`, by code.
    code: Vec<(String, String)>,
}

const OPERAND: &str = r#"
/// An operand of an instruction, as the predicates read it (C++
/// `MachineOperand`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A register operand: an LLVM `Register` value (0 for no register,
    /// physical registers by the target's register enum, virtual registers
    /// with bit 31 set; see [`is_virtual_reg`]).
    Reg(u32),
    /// An immediate operand.
    Imm(i64),
    /// Any other operand (a basic block, a symbol, a floating-point
    /// immediate, ...).
    Other,
}

/// Whether `reg` is a virtual register (C++ `Register::isVirtual`).
pub const fn is_virtual_reg(reg: u32) -> bool {
    reg & (1 << 31) != 0
}
"#;

const INSTR_METHODS: &str = r#"
    /// C++ `getNumOperands()`.
    fn num_operands(&self) -> usize;
    /// C++ `getOperand(index)`; `None` past the last operand.
    fn operand(&self, index: usize) -> Option<Operand>;
    /// The register of operand `index`; `None` if there is no such
    /// operand or it is not a register.
    fn reg(&self, index: usize) -> Option<u32> {
        match self.operand(index)? {
            Operand::Reg(r) => Some(r),
            _ => None,
        }
    }
    /// The value of immediate operand `index`; `None` if there is no
    /// such operand or it is not an immediate.
    fn imm(&self, index: usize) -> Option<i64> {
        match self.operand(index)? {
            Operand::Imm(v) => Some(v),
            _ => None,
        }
    }
    /// C++ `getOperand(index).isReg()`; `None` past the last operand.
    fn is_reg(&self, index: usize) -> Option<bool> {
        let op = self.operand(index)?;
        Some(matches!(op, Operand::Reg(_)))
    }
    /// C++ `getOperand(index).isImm()`; `None` past the last operand.
    fn is_imm(&self, index: usize) -> Option<bool> {
        let op = self.operand(index)?;
        Some(matches!(op, Operand::Imm(_)))
    }
}
"#;

/// An operand index as C++ passes it (`unsigned`).
fn index(i: i32) -> u32 {
    i as u32
}

struct Writer<'a> {
    rk: &'a RecordKeeper,
    m: &'a MacroFusions,
    names: Names,
    hooks: Hooks,
    fusion_hooks: FusionHooks,
}

impl Writer<'_> {
    /// The statements of one check, inside `check`; `false` if they
    /// return unconditionally (the checks after them would be dead code).
    fn check(&mut self, out: &mut String, fusion: RecId, c: &Check, commutable: bool, uses: &Uses) -> bool {
        match c {
            Check::Wildcard(answer) => {
                uses.first.set(true);
                let _ = writeln!(out, "if first.is_none() {{ return Some({answer}); }}");
            }
            Check::OneUse => {
                self.fusion_hooks.one_use = true;
                uses.first.set(true);
                uses.cx.set(true);
                out.push_str(
                    "{ let dest = first?.reg(0)?; \
                     if is_virtual_reg(dest) && !cx.has_one_non_dbg_use(dest) { return Some(false); } }\n",
                );
            }
            Check::Inst { first, pred } => {
                // C++ dereferences `FirstMI` only where the predicate reads
                // it: so does `first?`.
                let mi = if *first { "first?" } else { "second" };
                let t = Translator::new(&self.names, mi, "cx");
                let negated = t.negated_expr(pred, &mut self.hooks);
                if t.reads_mi() {
                    (if *first { &uses.first } else { &uses.second }).set(true);
                }
                if t.calls_cx() {
                    uses.cx.set(true);
                }
                match negated.as_str() {
                    "true" => {
                        // The last statement: a tail expression.
                        out.push_str("Some(false)\n");
                        return false;
                    }
                    "false" => {}
                    _ => {
                        let _ = writeln!(out, "if {negated} {{ return Some(false); }}");
                    }
                }
            }
            Check::SameReg { first, second } => {
                uses.second.set(true);
                let (a, b) = (index(*first), index(*second));
                let _ = write!(out, "if !is_virtual_reg(second.reg({a})?) && second.reg({a})? != second.reg({b})? {{");
                self.commuted_retry(out, uses, commutable, &format!("second.reg({a})?"), b);
            }
            Check::TieReg { first, second } => {
                uses.first.set(true);
                uses.second.set(true);
                let (a, b) = (index(*first), index(*second));
                let _ = write!(
                    out,
                    "if !(first?.is_reg({a})? && second.is_reg({b})? && first?.reg({a})? == second.reg({b})?) {{"
                );
                self.commuted_retry(out, uses, commutable, &format!("first?.reg({a})?"), b);
            }
            Check::Code { def, code } => {
                uses.cx.set(true);
                uses.first.set(true);
                uses.second.set(true);
                let method = match self.fusion_hooks.code.iter().find(|(_, c)| c == code) {
                    Some((m, _)) => m.clone(),
                    None => {
                        let base = if self.rk.record(*def).is_anonymous() {
                            format!("{}_code", snake(self.rk.name_str(fusion)))
                        } else {
                            snake(self.rk.name_str(*def))
                        };
                        let m = self.hooks.unique(base);
                        self.fusion_hooks.code.push((m.clone(), code.clone()));
                        m
                    }
                };
                let _ = writeln!(out, "if let Some(answer) = cx.{method}(first, second) {{ return Some(answer); }}");
            }
        }
        true
    }

    /// Closes a failed register check: a commutable fusion may still hold
    /// when the second instruction, commuted, has `reg` at the operand
    /// paired with `b`; otherwise the fusion fails.
    fn commuted_retry(&mut self, out: &mut String, uses: &Uses, commutable: bool, reg: &str, b: u32) {
        if commutable {
            self.fusion_hooks.commute = true;
            uses.cx.set(true);
            let _ = write!(
                out,
                "if !cx.is_commutable(second) {{ return Some(false); }} \
                 if let Some(other) = cx.commuted_operand(second, {b}) {{ \
                 if {reg} != second.reg(other)? {{ return Some(false); }} }}"
            );
        } else {
            out.push_str("return Some(false);");
        }
        out.push_str("}\n");
    }

    fn fusion(&mut self, out: &mut String, fusion: &super::Fusion, fn_name: &str) {
        let rk = self.rk;
        let name = rk.name_str(fusion.def);
        let mut doc = format!("C++ `is{name}`");
        let feature = rk.value_as_string(fusion.def, "Name").ok().filter(|s| !s.is_empty());
        let desc = rk.value_as_string(fusion.def, "Desc").ok().filter(|s| !s.is_empty());
        if let Some(f) = feature {
            let _ = write!(doc, ", feature `{f}`");
        }
        if let Some(d) = desc {
            let _ = write!(doc, " ({d})");
        }
        doc.push_str(
            ".\n\nWhether `second` may be fused with `first`, the instruction before it;\n\
             with `first` `None`, whether `second` may be the second instruction of such\n\
             a pair at all.",
        );
        if fusion.commutable {
            doc.push_str(
                "\n\n`IsCommutable`: where a register must match, the operand the second\n\
                 instruction may swap it with (`Context::commuted_operand`) may match instead.",
            );
        }
        doc_lines(out, "", &doc);
        let uses = Uses::default();
        let mut body = String::new();
        let mut reachable = true;
        for c in &fusion.checks {
            if !self.check(&mut body, fusion.def, c, fusion.commutable, &uses) {
                reachable = false;
                break;
            }
        }
        if reachable {
            body.push_str("Some(true)\n");
        }
        let param = |used: &Cell<bool>, n: &str| if used.get() { n.to_string() } else { format!("_{n}") };
        let _ = writeln!(
            out,
            "pub fn {fn_name}<C: Context + ?Sized>(cx: &C, first: Option<&C::Instr>, second: &C::Instr) -> bool {{\n\
             fn check<C: Context + ?Sized>({}: &C, {}: Option<&C::Instr>, {}: &C::Instr) -> Option<bool> {{\n\
             {body}}}\n\
             check(cx, first, second).unwrap_or(false)\n}}\n",
            param(&uses.cx, "cx"),
            param(&uses.first, "first"),
            param(&uses.second, "second"),
        );
    }

    fn context_trait(&self, out: &mut String) {
        out.push_str(
            "/// What the predicates ask beyond the instructions: C++ `MRI` and `TII`, and\n\
             /// every C++ escape of the predicates (one method each, its C++ text in its\n\
             /// documentation; C++ `MI` is the instruction passed).\n\
             pub trait Context {\n\
             /// The instructions.\n\
             type Instr: Instr + ?Sized;\n",
        );
        if self.fusion_hooks.one_use {
            out.push_str(
                "/// C++ `MRI.hasOneNonDBGUse(Reg)`: whether the virtual register `reg` has\n\
                 /// exactly one use outside debug instructions.\n\
                 fn has_one_non_dbg_use(&self, reg: u32) -> bool;\n",
            );
        }
        if self.fusion_hooks.commute {
            out.push_str(
                "/// C++ `MI.getDesc().isCommutable()`.\n\
                 fn is_commutable(&self, mi: &Self::Instr) -> bool;\n\
                 /// C++ `TII.findCommutedOpIndices(MI, SrcOpIdx1, SrcOpIdx2)` with `SrcOpIdx1 = index`\n\
                 /// and `SrcOpIdx2 = TargetInstrInfo::CommuteAnyOperandIndex`: the operand\n\
                 /// `index` may be swapped with, if any (C++'s `SrcOpIdx2`).\n\
                 fn commuted_operand(&self, mi: &Self::Instr, index: usize) -> Option<usize>;\n",
            );
        }
        for (method, code) in &self.fusion_hooks.code {
            out.push_str("/// The C++ statements of a `FusionPredicateWithCode`, run with `FirstMI` and\n");
            out.push_str("/// `SecondMI`: `Some(answer)` if they return `answer`, `None` if they go on.\n///\n");
            out.push_str("/// ```cpp\n");
            doc_lines(out, "", code);
            out.push_str("/// ```\n");
            let _ =
                writeln!(out, "fn {method}(&self, first: Option<&Self::Instr>, second: &Self::Instr) -> Option<bool>;");
        }
        for hook in self.hooks.list() {
            doc_lines(out, "", &hook.doc(false, &self.m.target));
            let _ = writeln!(out, "fn {}{};", hook.name, hook.signature("Self::Instr"));
        }
        out.push_str("}\n");
    }

    fn write(mut self, vocabulary: Option<&str>) -> String {
        let mut fns = String::new();
        let mut values = Namer::default();
        values.reserve("is_virtual_reg");
        values.reserve("predicates");
        let m = self.m;
        let mut fn_names = Vec::new();
        for f in &m.fusions {
            let fn_name = values.unique(snake(&format!("is{}", self.rk.name_str(f.def))));
            self.fusion(&mut fns, f, &fn_name);
            fn_names.push(fn_name);
        }
        let mut out = String::new();
        out.push_str(OPERAND);
        out.push_str("\n/// The instruction the predicates read (C++ `MachineInstr`).\npub trait Instr {\n");
        match vocabulary {
            Some(_) => out.push_str("/// C++ `getOpcode()`.\n"),
            None => out.push_str("/// C++ `getOpcode()`: a value of the target's opcode enum (see [`opcode`]).\n"),
        }
        let _ = writeln!(out, "fn opcode(&self) -> {};", self.names.opcode_ty);
        out.push_str(INSTR_METHODS);
        self.context_trait(&mut out);
        if vocabulary.is_none() {
            out.push_str(
                "/// The opcodes the predicates name: their values in the target's opcode enum\n\
                 /// (C++ `GET_INSTRINFO_ENUM`).\npub mod opcode {\n",
            );
            for (name, cpp, value) in &self.names.opcode_consts {
                let _ = writeln!(out, "/// C++ `{cpp}`.\npub const {name}: u32 = {value};");
            }
            out.push_str("}\n");
        }
        if !self.names.register_consts.is_empty() {
            out.push_str(
                "/// The registers the predicates name: their values in the target's register\n\
                 /// enum (C++ `GET_REGINFO_ENUM`).\npub mod reg {\n",
            );
            for (name, cpp, value) in &self.names.register_consts {
                let _ = writeln!(out, "/// C++ `{cpp}`.\npub const {name}: u32 = {value};");
            }
            out.push_str("}\n");
        }
        out.push_str(&fns);
        out.push_str(
            "/// A fusion predicate: the context, the first instruction (if any), the second.\n\
             pub type Predicate<C> = fn(&C, Option<&<C as Context>::Instr>, &<C as Context>::Instr) -> bool;\n\n\
             /// Every fusion predicate, by its C++ name, in LLVM's order.\n",
        );
        let _ = writeln!(
            out,
            "pub fn predicates<C: Context + ?Sized>() -> [(&'static str, Predicate<C>); {}] {{\n[",
            m.fusions.len()
        );
        for (f, n) in m.fusions.iter().zip(&fn_names) {
            let _ = writeln!(out, "(\"is{}\", {n}::<C>),", self.rk.name_str(f.def));
        }
        out.push_str("]\n}\n");
        out
    }
}

/// `-gen-macro-fusion-pred --rust` (see the module docs).
pub(super) fn write(rk: &RecordKeeper, m: &MacroFusions, opts: &Options) -> String {
    let fallback = RustNumbers::default();
    let numbers = m.rust.get().unwrap_or(&fallback);
    let vocabulary = opts.rust_vocabulary();
    let names = Names::new(rk, m, numbers, vocabulary);
    let mut hooks = Hooks::default();
    for reserved in ["has_one_non_dbg_use", "is_commutable", "commuted_operand"] {
        hooks.reserve(reserved);
    }
    let fusion_hooks = FusionHooks { one_use: false, commute: false, code: Vec::new() };
    let writer = Writer { rk, m, names, hooks, fusion_hooks };
    let text = writer.write(vocabulary);
    let tokens = match text.parse::<proc_macro2::TokenStream>() {
        Ok(t) => Chunk::Items(t),
        Err(e) => Chunk::Text(format!("// the generated items do not lex: {e}\n{text}")),
    };
    let text = format_chunks("Macro Fusion Predicators", "gen-macro-fusion-pred", rk, vec![tokens]);
    spaced(&text)
}

/// A blank line before each top-level item after the first, which
/// prettyplease leaves out.
fn spaced(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 32);
    let mut prev = "";
    for line in text.lines() {
        let starts_item = !line.starts_with(' ') && !line.starts_with('}') && !line.is_empty();
        let after_item = prev == "}" || (prev.ends_with(';') && !prev.starts_with(' ')) || prev.ends_with('}');
        if starts_item && after_item && !prev.starts_with("//") {
            out.push('\n');
        }
        out.push_str(line);
        out.push('\n');
        prev = line;
    }
    out
}
