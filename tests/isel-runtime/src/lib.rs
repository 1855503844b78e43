//! The DAG-isel runtime of `tablegen-build` (`backends/dag_isel/runtime.rs.txt`),
//! compiled here as a generated module includes it, under
//! `#![deny(warnings)]` (and clippy), plus the test DAG the tests select on
//! and our `-gen-dag-isel --rust` module for LLVM 19's RISC-V.
#![deny(warnings)]
#![forbid(unsafe_code)]

/// The runtime text, `include!`d as a generated module does.
pub mod isel {
    include!("../../../tablegen-build/src/backends/dag_isel/runtime.rs.txt");
}

/// `tablegen --rust -gen-dag-isel -omit-comments` on LLVM 19's `RISCV.td`
/// (`gen_module.sh`): the matcher table, node opcodes and hooks the
/// differential test runs instead of LLVM's converted table.
pub mod riscv {
    include!("../data/riscv_dag_isel.rs");
}

pub mod testdag;
