//! Differential test of the DAG-isel runtime against LLVM 19's own
//! `SelectionDAGISel::SelectCodeCommon` (see README.md).
#![forbid(unsafe_code)]

/// The runtime text, `include!`d as a generated module does.
#[allow(clippy::all)]
pub mod isel {
    include!("../../../tablegen-build/src/backends/dag_isel/runtime.rs.txt");
}

pub mod dag;
pub mod gen;
pub mod hooks;
pub mod replay;
