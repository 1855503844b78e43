//! Differential test of the DAG-isel runtime against LLVM 19's own
//! `SelectionDAGISel::SelectCodeCommon` (see README.md).
#![forbid(unsafe_code)]

/// The runtime under test.
pub use tablegen_runtime::isel;

pub mod gen;
pub mod hooks;
pub mod print;
pub mod replay;
