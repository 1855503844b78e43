//! `-gen-instr-docs` (LLVM's `InstrDocsEmitter`): a reStructuredText page
//! documenting each of a target's instructions: its assembly string per
//! assembly variant, its flags (with `mayLoad`, `mayStore`,
//! `hasSideEffects` and `isBitcast` as the patterns infer them), its
//! operands, constraints, implicit registers and predicates. Built on the
//! shared instruction and pattern models, as `-gen-instr-info` is.

mod analyze;
mod model;
mod rst;
#[cfg(test)]
mod tests;

use crate::backend::Pipeline;

pub use model::{InstrDoc, InstrDocs, OperandDoc};

/// `-gen-instr-docs`.
pub static BACKEND: Pipeline<InstrDocs> =
    Pipeline::new("gen-instr-docs", "Generate instruction documentation", analyze::analyze, rst::write);
