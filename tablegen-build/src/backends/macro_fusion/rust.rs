//! The Rust module: one function per fusion, answering what the C++
//! `is<Fusion>` answers, over two traits the user implements:
//!
//! - `Instr`, the instruction (C++ `MachineInstr`): the runtime's
//!   `tablegen_runtime::pred::Instr` (re-exported by the module): its
//!   opcode, its operand count, and each operand as a register, an
//!   immediate or something else;
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
use std::fmt::Write;

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::{Check, MacroFusions};
use crate::backend::{Options, Records, Result};
use crate::model::inst_predicate::rust::{
    write_instr_type, Hooks, InstrView, PredicateNames, PredicateNumbers, Translator, PRED_IMPORTS,
};
use crate::model::inst_predicate::Pred;
use crate::support::fields::fatal_at;
use crate::support::rust::names::{snake, Namer};
use crate::support::rust::runtime::imports;
use crate::support::rust::{doc_lines, format_chunks, spaced, Chunk};

/// The predicates of the fusions' instruction checks.
fn inst_preds(m: &MacroFusions) -> impl Iterator<Item = &Pred> {
    m.fusions.iter().flat_map(|f| &f.checks).filter_map(|c| match c {
        Check::Inst { pred, .. } => Some(pred),
        _ => None,
    })
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
    let numbers = PredicateNumbers::collect(rk, inst_preds(m))?;
    let _ = m.rust.set(numbers);
    Ok(())
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

/// An operand index as C++ passes it (`unsigned`).
fn index(i: i32) -> u32 {
    i as u32
}

struct Writer<'a> {
    rk: &'a RecordKeeper,
    m: &'a MacroFusions,
    names: PredicateNames,
    hooks: Hooks,
    fusion_hooks: FusionHooks,
    /// Not part of a module tree: opcodes are `u32` numbers.
    standalone: bool,
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
            "#[allow(dead_code)]\npub fn {fn_name}<C: Context + ?Sized>(cx: &C, first: Option<&C::Instr>, second: &C::Instr) -> bool {{\n\
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
             #[allow(dead_code)]\n\
             pub trait Context {\n",
        );
        write_instr_type(out, InstrView::Machine, self.names.opcode_ty(), self.standalone);
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
        self.context_trait(&mut out);
        self.names.write_constant_modules(&mut out, vocabulary.is_none());
        out.push_str(&fns);
        out.push_str(
            "/// A fusion predicate: the context, the first instruction (if any), the second.\n\
             #[allow(dead_code)]\n\
             pub type Predicate<C> = fn(&C, Option<&<C as Context>::Instr>, &<C as Context>::Instr) -> bool;\n\n\
             /// Every fusion predicate, by its C++ name, in LLVM's order.\n",
        );
        let _ = writeln!(
            out,
            "#[allow(dead_code)]\npub fn predicates<C: Context + ?Sized>() -> [(&'static str, Predicate<C>); {}] {{\n[",
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
    let fallback = PredicateNumbers::default();
    let numbers = m.rust.get().unwrap_or(&fallback);
    let vocabulary = opts.rust_vocabulary();
    let names = PredicateNames::new(rk, inst_preds(m), numbers, vocabulary);
    let mut hooks = Hooks::default();
    for reserved in ["has_one_non_dbg_use", "is_commutable", "commuted_operand"] {
        hooks.reserve(reserved);
    }
    let fusion_hooks = FusionHooks { one_use: false, commute: false, code: Vec::new() };
    let writer = Writer { rk, m, names, hooks, fusion_hooks, standalone: vocabulary.is_none() };
    let text = writer.write(vocabulary);
    let tokens = match text.parse::<proc_macro2::TokenStream>() {
        Ok(t) => Chunk::Items(t),
        Err(e) => Chunk::Text(format!("// the generated items do not lex: {e}\n{text}")),
    };
    let imports = Chunk::Text(imports(opts.rust_runtime(), &[PRED_IMPORTS]));
    let text = format_chunks("Macro Fusion Predicators", "gen-macro-fusion-pred", rk, vec![imports, tokens]);
    spaced(&text)
}
