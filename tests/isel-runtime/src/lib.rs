//! Tests of the DAG-isel runtime (`tablegen_runtime::isel`): the test DAG
//! the tests select on and our `-gen-dag-isel --rust` module for LLVM 19's
//! RISC-V, compiled under `#![deny(warnings)]` (and clippy).
#![deny(warnings)]
#![forbid(unsafe_code)]

/// The runtime under test.
pub use tablegen_runtime::isel;

/// `tablegen --rust -gen-dag-isel -omit-comments` on LLVM 19's `RISCV.td`
/// (`gen_module.sh`): the matcher table, node opcodes and hooks the
/// differential test runs instead of LLVM's converted table.
pub mod riscv {
    include!("../data/riscv_dag_isel.rs");
}

/// The shared test DAG (tests/isel-dag).
pub use tablegen_isel_dag as testdag;
