//! TableGen backends. Each backend reads the evaluated records of
//! [`tablegen_core`] and writes LLVM's C++ `.inc` text and, where it has one,
//! an equivalent Rust module.
//!
//! Backends are found by their `llvm-tblgen` flag through [`backend::find`]:
//!
//! ```
//! use tablegen_build::backend::{find, BackendOptions, Lang};
//! let mut rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
//! let null = find("null-backend").unwrap();
//! let text = null.emit(&mut rk, &BackendOptions::default(), Lang::Cpp).unwrap();
//! assert!(text.is_empty());
//! ```
#![deny(missing_docs)]

pub use tablegen_core;

pub use backend::{Backend, BackendOptions, Lang};
pub use builder::{BuildError, Builder, Generated};
pub use session::{Input, Session};

pub mod backend;
pub mod builder;
pub mod cpp;
pub mod rust;
pub mod session;

pub mod automata;
pub mod dfa;
pub mod disassembler;
pub mod emitter;
pub mod enums;
pub mod instr_info;
pub mod intrinsics;
pub mod packetizer;
pub(crate) mod records;
pub mod reg_info;
pub mod searchable;
pub mod seq_table;
pub mod set_theory;
pub mod sort;
pub mod target;
pub mod vt;
