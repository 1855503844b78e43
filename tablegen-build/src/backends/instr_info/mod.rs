//! `-gen-instr-info` (LLVM's `InstrInfoEmitter` and `CodeGenMapTable`):
//! the target's instruction descriptions. In C++ every section LLVM
//! writes: the opcode and scheduling-class enums, the `MCInstrDesc` table
//! with its operand infos and implicit registers, the instruction names,
//! deprecation tables, the `TargetInstrInfo` subclass, the `TIIPredicate`
//! helpers, named-operand, operand-type and logical-operand lookups, the
//! feature checks (`computeAvailableFeatures`,
//! `verifyInstructionPredicates`) and the `InstrMapping` relation tables.
//! In Rust, the `Opcode`, `SchedClass` and `OpName` enums, each opcode's
//! description (`Opcode::desc`: the `MCInstrDesc` fields, implicit
//! registers and operand infos) and named operands
//! (`Opcode::named_operand_idx`), the `TIIPredicate`s for an `MCInst`
//! over an instruction trait, and the `InstrMapping` relations
//! (`instr_map`).
//!
//! The analysis ([`model`]) builds the DAG pattern model first, as LLVM
//! does, since `mayLoad`, `mayStore` and `hasSideEffects` may be inferred
//! from patterns (and conflicting patterns are errors); the writers only
//! print.

mod cpp;
pub mod map_table;
pub mod model;
mod rust;
#[cfg(test)]
mod tests;

use tablegen_core::RecordKeeper;

use crate::backend::{OptionSpec, Options, Pipeline};

pub use model::InstrInfo;

/// `-gen-instr-info`, C++.
pub fn write_cpp(_: &RecordKeeper, m: &InstrInfo, _: &Options) -> String {
    cpp::write(m)
}

/// `-gen-instr-info`, Rust: the target's `Opcode`, `SchedClass` and
/// `OpName` enums, the instruction descriptions, the `TIIPredicate`s and
/// the `InstrMapping` relations.
pub fn write_rust(rk: &RecordKeeper, m: &InstrInfo, opts: &Options) -> String {
    rust::write(rk, m, opts.rust_runtime())
}

/// `-instr-info-expand-mi-operand-info=0`: describe each complex operand as
/// one entry of the operand type table instead of one per sub-operand.
pub const EXPAND_MI_OPERAND_INFO: OptionSpec =
    OptionSpec::bool("instr-info-expand-mi-operand-info", true, "Expand operand's MIOperandInfo DAG into suboperands");

/// `-gen-instr-info`.
pub static BACKEND: Pipeline<InstrInfo> =
    Pipeline::new("gen-instr-info", "Generate instruction descriptions", InstrInfo::new, write_cpp)
        .rust(write_rust)
        .rust_checked(rust::check)
        .with_options(&[EXPAND_MI_OPERAND_INFO])
        .defines(&["Opcode", "SchedClass"]);
