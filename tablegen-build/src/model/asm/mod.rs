//! The assembly-syntax model shared by the printer and the assembler
//! matcher (LLVM's `AsmWriterInst`, `CodeGenInstAlias` and
//! `FlattenAsmStringVariants`): an `AsmString` read under one syntax
//! variant into the steps that print it, and `InstAlias` defs matched
//! against the instructions they stand for.
//!
//! Register names under the target's alternate-name indices live with the
//! registers ([`crate::model::codegen::registers::AsmNames`]).

mod alias;
mod variants;
mod writer_inst;

pub(crate) use alias::tied_to_same_class;
pub use alias::{InstAlias, ResultOperand};
pub use variants::flatten_variants;
pub use writer_inst::{unescape, AsmOperand, AsmWriterInst, OperandPrint, StepsDiffer};
