//! The analyses shared by backends, each built from the records once per
//! session and read by any number of backends:
//!
//! - [`codegen`]: the code-generator target (LLVM's `CodeGenTarget`): the
//!   `Target` def, hardware modes, instructions in enum order with their
//!   operands, the register bank and the scheduling model;
//! - [`encoding`]: the fixed-length instruction encodings;
//! - [`decoder`]: the fixed-length decoder tables built from them;
//! - [`intrinsics`]: the `Intrinsic` defs (LLVM's `CodeGenIntrinsicTable`);
//! - [`value_types`]: the machine value types of `ValueTypes.td`;
//! - [`patterns`]: the DAG patterns (LLVM's `CodeGenDAGPatterns`);
//! - [`set_theory`]: LLVM's `SetTheory` (dag set expressions);
//! - [`dfa`]: NFA to DFA construction and its tables;
//! - [`inst_predicate`]: the machine-instruction predicates of
//!   `TargetInstrPredicate.td` (LLVM's `PredicateExpander`), read as a tree
//!   and written as C++ or Rust.
//!
//! A model never imports a backend.

pub mod codegen;
pub mod decoder;
pub mod dfa;
pub mod encoding;
pub mod inst_predicate;
pub mod intrinsics;
pub mod patterns;
pub mod set_theory;
pub mod value_types;
