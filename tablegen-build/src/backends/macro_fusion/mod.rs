//! `-gen-macro-fusion-pred` (LLVM's MacroFusionPredicatorEmitter): one
//! predicate per `Fusion` def, telling whether two instructions may be
//! scheduled back to back as one macro-op, in C++ (the `is<Fusion>`
//! functions a target's `MacroFusion` DAG mutation calls) and in Rust.
//!
//! A fusion is a list of `FusionPredicate`s, each aimed at the first
//! instruction, the second, or both (its `Target`); the analysis reads them
//! in order into [`Check`]s, the instruction predicates among them through
//! the shared [`crate::model::inst_predicate`] reader, so that a bad record
//! gets llvm-tblgen-19's error, and the first bad record is the one it
//! reports. The writers only print.
//!
//! The Rust module names opcodes and registers by LLVM's numbers, so it
//! needs the target's instruction enumeration (and, for registers, its
//! register bank); their errors are reported before it is written, and
//! the C++ output never depends on them.
//!
//! ```
//! use tablegen_build::{registry, Lang, Options, Records};
//! let src = r#"
//!   class HwMode; class HwModeSelect; class Target; def T : Target;
//!   class MCInstPredicate;
//!   class MCOperandPredicate<int i> : MCInstPredicate { int OpIndex = i; }
//!   class CheckIsRegOperand<int i> : MCOperandPredicate<i>;
//!   class CheckIsImmOperand<int i> : MCOperandPredicate<i>;
//!   class FusionTarget;
//!   def first_fusion_target : FusionTarget; def second_fusion_target : FusionTarget;
//!   class FusionPredicate<FusionTarget t> { FusionTarget Target = t; }
//!   class FusionPredicateWithMCInstPredicate<FusionTarget t, MCInstPredicate p> : FusionPredicate<t> {
//!     MCInstPredicate Predicate = p;
//!   }
//!   class Fusion<list<FusionPredicate> ps> { list<FusionPredicate> Predicates = ps; bit IsCommutable = 0; }
//!   def RegImm : Fusion<[
//!     FusionPredicateWithMCInstPredicate<second_fusion_target, CheckIsImmOperand<2>>,
//!     FusionPredicateWithMCInstPredicate<first_fusion_target, CheckIsRegOperand<0>>]>;
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let backend = registry::find("gen-macro-fusion-pred").unwrap();
//! let cpp = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(cpp.contains("    const MachineInstr *MI = FirstMI;\n    if (!MI->getOperand(0).isReg() )\n"));
//! let rust = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Rust).unwrap();
//! assert!(rust.contains("pub fn is_reg_imm<C: Context + ?Sized>("));
//! assert!(rust.contains("        if !first?.is_reg(0)? {\n            return Some(false);\n"));
//! //! ```

mod cpp;
mod rust;

use std::sync::OnceLock;

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use crate::backend::{Options, Pipeline, Records, Result};
use crate::model::codegen::CodeGenTarget;
use crate::model::inst_predicate::{read_predicate, Pred};
use crate::support::fields::{bit_field, def_field, defs_field, derived, fatal_at, lift, string_field};

/// `-gen-macro-fusion-pred`.
pub static BACKEND: Pipeline<MacroFusions> =
    Pipeline::new("gen-macro-fusion-pred", "Generate macro fusion predicators.", analyze, cpp::write)
        .rust(rust::write)
        .rust_checked(rust::check)
        .requires(&["Opcode"]);

/// What both writers print: the target's name and every fusion, read from
/// the records in LLVM's order.
#[derive(Debug)]
pub struct MacroFusions {
    /// The `Target` def's name (the `GET_<Target>_MACRO_FUSION_PRED_*`
    /// guards; `TIIPredicate` calls are `<Target>InstrInfo::`).
    pub target: String,
    /// Every `Fusion` def, by name (LLVM's `LessRecord` order).
    pub fusions: Vec<Fusion>,
    /// What only the Rust writer needs (opcode and register numbers),
    /// computed by the Rust writer's check when Rust is asked for.
    pub rust: OnceLock<crate::model::inst_predicate::rust::PredicateNumbers>,
}

/// A `Fusion` def.
#[derive(Debug)]
pub struct Fusion {
    /// The def (its name is the predicate's: `is<Name>`).
    pub def: RecId,
    /// `IsCommutable`: `SameReg` and `TieReg` also accept the second
    /// instruction's commuted operand.
    pub commutable: bool,
    /// Its `Predicates`, in order, as the checks the predicate makes.
    pub checks: Vec<Check>,
}

/// One check of a fusion predicate, in the order the predicate makes them;
/// each rejects the pair (or, a [`Check::Wildcard`], answers early).
#[derive(Clone, Debug)]
pub enum Check {
    /// `WildcardPred`: with no first instruction, the answer is this.
    Wildcard(bool),
    /// `OneUsePred`: the first instruction's destination (operand 0), if
    /// virtual, has one non-debug use.
    OneUse,
    /// A `FusionPredicateWithMCInstPredicate` on the first instruction
    /// (`first`) or the second: the predicate must hold. A
    /// `BothFusionPredicateWithMCInstPredicate` is one of each.
    Inst {
        /// Whether the predicate reads the first instruction.
        first: bool,
        /// The predicate.
        pred: Pred,
    },
    /// `SameReg`: operands `first` and `second` of the second instruction
    /// have the same register, unless operand `first`'s is virtual.
    SameReg {
        /// `FirstOpIdx`.
        first: i32,
        /// `SecondOpIdx`.
        second: i32,
    },
    /// `TieReg`: operand `first` of the first instruction and operand
    /// `second` of the second are the same register.
    TieReg {
        /// `FirstOpIdx`.
        first: i32,
        /// `SecondOpIdx`.
        second: i32,
    },
    /// `FusionPredicateWithCode`: C++ statements, written as they are.
    Code {
        /// The predicate's def.
        def: RecId,
        /// `Predicate`.
        code: String,
    },
}

/// `Record::getType()->getAsString()`: the direct superclasses by name,
/// `{A, B}` when there are several.
fn type_string(rk: &RecordKeeper, rec: RecId) -> String {
    let mut names: Vec<String> = rk.direct_super_classes(rec).into_iter().map(|c| rk.record_name(c)).collect();
    names.sort_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
    names.dedup();
    if names.len() == 1 {
        names.swap_remove(0)
    } else {
        format!("{{{}}}", names.join(", "))
    }
}

fn int_arg(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<i32> {
    let r = rk.value_as_int(rec, field);
    Ok(lift(rk, r)? as i32)
}

/// LLVM's `emitFirstPredicate`.
fn first_check(rk: &mut Records<'_>, pred: RecId, checks: &mut Vec<Check>) -> Result<()> {
    if rk.is_subclass_of_name(pred, "WildcardPred") {
        checks.push(Check::Wildcard(bit_field(rk, pred, "ReturnValue")?));
    } else if rk.is_subclass_of_name(pred, "OneUsePred") {
        checks.push(Check::OneUse);
    } else if rk.is_subclass_of_name(pred, "FusionPredicateWithMCInstPredicate") {
        let p = def_field(rk, pred, "Predicate")?;
        checks.push(Check::Inst { first: true, pred: read_predicate(rk, p)? });
    } else {
        let ty = type_string(rk, pred);
        return fatal_at(rk, pred, format!("Unsupported predicate for first instruction: {ty}"));
    }
    Ok(())
}

/// LLVM's `emitSecondPredicate`.
fn second_check(rk: &mut Records<'_>, pred: RecId, checks: &mut Vec<Check>) -> Result<()> {
    if rk.is_subclass_of_name(pred, "FusionPredicateWithMCInstPredicate") {
        let p = def_field(rk, pred, "Predicate")?;
        checks.push(Check::Inst { first: false, pred: read_predicate(rk, p)? });
    } else if rk.is_subclass_of_name(pred, "SameReg") {
        let first = int_arg(rk, pred, "FirstOpIdx")?;
        let second = int_arg(rk, pred, "SecondOpIdx")?;
        checks.push(Check::SameReg { first, second });
    } else {
        let ty = type_string(rk, pred);
        return fatal_at(rk, pred, format!("Unsupported predicate for second instruction: {ty}"));
    }
    Ok(())
}

/// LLVM's `emitBothPredicate`.
fn both_check(rk: &mut Records<'_>, pred: RecId, checks: &mut Vec<Check>) -> Result<()> {
    if rk.is_subclass_of_name(pred, "FusionPredicateWithCode") {
        checks.push(Check::Code { def: pred, code: string_field(rk, pred, "Predicate")? });
    } else if rk.is_subclass_of_name(pred, "BothFusionPredicateWithMCInstPredicate") {
        first_check(rk, pred, checks)?;
        second_check(rk, pred, checks)?;
    } else if rk.is_subclass_of_name(pred, "TieReg") {
        let first = int_arg(rk, pred, "FirstOpIdx")?;
        let second = int_arg(rk, pred, "SecondOpIdx")?;
        checks.push(Check::TieReg { first, second });
    } else {
        let ty = type_string(rk, pred);
        return fatal_at(rk, pred, format!("Unsupported predicate for both instruction: {ty}"));
    }
    Ok(())
}

/// Reads the target and the fusions as LLVM's emitter does, in its order
/// (so that its errors come in the same order): the `CodeGenTarget` (its
/// hardware modes, the single `Target` def, the `Fusion` class), then each
/// fusion's `Predicates`, `IsCommutable` and predicates in turn.
pub fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<MacroFusions> {
    let target = CodeGenTarget::shared(rk)?;
    let target = target.name(rk).to_string();
    // Already in `LessRecord` order, the order LLVM sorts them into.
    let defs = derived(rk, "Fusion")?;
    let mut fusions = Vec::with_capacity(defs.len());
    for def in defs {
        let preds = defs_field(rk, def, "Predicates")?;
        let commutable = bit_field(rk, def, "IsCommutable")?;
        let mut checks = Vec::with_capacity(preds.len());
        for pred in preds {
            let on = def_field(rk, pred, "Target")?;
            match rk.name_str(on) {
                "first_fusion_target" => first_check(rk, pred, &mut checks)?,
                "second_fusion_target" => second_check(rk, pred, &mut checks)?,
                "both_fusion_target" => both_check(rk, pred, &mut checks)?,
                other => {
                    let msg = format!("Unsupported 'FusionTarget': {other}");
                    return fatal_at(rk, on, msg);
                }
            }
        }
        fusions.push(Fusion { def, commutable, checks });
    }
    Ok(MacroFusions { target, fusions, rust: OnceLock::new() })
}

#[cfg(test)]
mod tests;
