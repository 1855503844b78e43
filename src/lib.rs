//! `tablegen`: LLVM's TableGen in pure Rust.
//!
//! This crate is the user-facing entry point: the `tablegen` command line
//! (a drop-in for `llvm-tblgen`, see [`cli`]) and re-exports of the
//! [`tablegen_core`] front end and [`tablegen_build`] backends.
//!
//! ```
//! let rk = tablegen_rs::core::parse_str("x.td", "def A { int n = !add(1, 2); }").unwrap();
//! let a = rk.def("A").unwrap();
//! assert_eq!(rk.value_as_int(a, "n").unwrap(), 3);
//! ```
#![deny(missing_docs)]

pub mod cli;

pub use tablegen_build as build;
pub use tablegen_core as core;
