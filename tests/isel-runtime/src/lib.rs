//! The DAG-isel runtime of `tablegen-build` (`backends/dag_isel/runtime.rs.txt`),
//! compiled here as a generated module includes it, under
//! `#![deny(warnings)]` (and clippy), plus the test DAG the tests select on.
#![deny(warnings)]
#![forbid(unsafe_code)]

/// The runtime text, `include!`d as a generated module does.
pub mod isel {
    include!("../../../tablegen-build/src/backends/dag_isel/runtime.rs.txt");
}

pub mod testdag;
