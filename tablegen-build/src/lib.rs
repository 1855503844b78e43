//! TableGen backends. Each backend reads the evaluated records of
//! [`tablegen_core`] and writes LLVM's C++ `.inc` text and, where it has one,
//! an equivalent Rust module.
#![deny(missing_docs)]

pub use tablegen_core;
