//! TableGen backends. Each backend reads the evaluated records of
//! [`tablegen_core`] and writes LLVM's C++ `.inc` text and, where it has one,
//! an equivalent Rust module.
//!
//! The crate is layered (see `docs/ARCHITECTURE.md`):
//! - [`backend`]: the interface every backend implements, its options and
//!   the read-only view of the records with a diagnostics sink;
//! - [`support`]: C++ and Rust writing helpers, field getters, sort orders;
//! - [`model`]: the analyses backends share (code-generator target,
//!   encodings, intrinsics, value types, set theory, DFAs);
//! - [`backends`]: one folder per built-in backend;
//! - [`registry`]: every `llvm-tblgen` action and the backend behind it;
//! - [`Session`] and [`Builder`]: parse once, run backends, write files.
//!
//! ```
//! use tablegen_build::{registry, Lang, Options, Records};
//! let mut rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
//! let null = registry::find("null-backend").unwrap();
//! let text = null.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(text.is_empty());
//! ```
#![deny(missing_docs)]

pub use tablegen_core;

pub use backend::{Backend, Lang, OptionSpec, Options, Records};
pub use builder::{Builder, Generated};
pub use error::BuildError;
pub use session::{Input, Session};

pub mod backend;
pub mod backends;
pub mod builder;
mod error;
pub mod model;
pub mod registry;
pub mod session;
pub mod support;
