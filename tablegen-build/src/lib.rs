//! TableGen backends in pure Rust. Each reads the records that
//! [`tablegen_core`] evaluated from a `.td` file and writes LLVM's C++ `.inc`
//! text, byte for byte what `llvm-tblgen` 19.1.7 writes, and, where it has
//! one, an equivalent Rust module that needs nothing beyond `core`/`alloc`.
//!
//! # From a build script: [`Builder`]
//!
//! Most users meet this crate in a `build.rs`. [`Builder`] parses one root
//! `.td` once, runs any number of backends on it (each output names a
//! backend flag, a [`Lang`] and a file under `OUT_DIR`), and tells cargo
//! which files to watch:
//!
//! ```no_run
//! // build.rs
//! use tablegen_build::{Builder, Lang};
//! fn main() {
//!     Builder::new("td/Toy.td")
//!         .include_dir("td")
//!         .output("gen-searchable-tables", Lang::Rust, "tables.rs")
//!         .output("gen-searchable-tables", Lang::Cpp, "ToyGenSearchableTables.inc")
//!         .run_or_exit();
//! }
//! // src/lib.rs: mod tables { include!(concat!(env!("OUT_DIR"), "/tables.rs")); }
//! ```
//!
//! - Options are given by name, [`Builder::option`]`("intrinsic-prefix",
//!   "x86")`, for every output, or per output with [`Builder::output_with`].
//! - A TableGen error fails the build with llvm-tblgen's diagnostic
//!   (`file:line:col: error: ...`, source line, caret).
//! - [`Builder::rust_target`] writes several backends' Rust modules as one
//!   module tree that shares one vocabulary of types (`Opcode`, `Reg`, ...),
//!   adding the modules a requested one uses.
//! - How a compiler backend uses what it generates, module by module for
//!   RISC-V: the guide `docs/RUST_BACKEND.md` in the repository.
//! - Build scripts and their dependencies are compiled without
//!   optimizations by default, which makes a large target (RISCV.td, 4 MB of
//!   TableGen) take about 10 s instead of about 2 s. An unoptimized run over
//!   2 s says so in `cargo:warning` lines, with where the time went (parse,
//!   each output) and this fix:
//!
//! ```toml
//! [profile.dev.build-override]
//! opt-level = 3
//! ```
//!
//! An optimized run stays quiet unless it takes over 10 s.
//!
//! # Backends
//!
//! The built-in backends, by their `llvm-tblgen` flag (without the dash).
//! "C++" and "text" mean llvm-tblgen's output, byte for byte; "some
//! sections" that only the sections other backends depend on are written so
//! far; "Rust" a generated module.
//! Options are set with [`Builder::option`] or `-name=value` on the command
//! line.
//!
#![doc = include_str!("backends.md")]
//!
//! # Lower levels
//!
//! The crate is layered (see `docs/ARCHITECTURE.md` in the repository):
//! - [`Session`]: parse once, then emit any backend's text in memory (what
//!   [`Builder`] and the macros use);
//! - [`registry`]: every `llvm-tblgen` action and the backend behind it;
//! - [`backend`]: the interface every backend implements, its options and
//!   the read-only view of the records with a diagnostics sink (implement
//!   [`Backend`] for a custom output: [`Builder::custom_output`]);
//! - [`model`]: the analyses backends share (code-generator target,
//!   encodings, intrinsics, value types, set theory, DFAs, machine-instruction
//!   predicates);
//! - [`backends`]: one folder per built-in backend;
//! - [`support`]: C++ and Rust writing helpers, field getters, sort orders.
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
pub use builder::{unoptimized, Builder, Generated, BUILD_OVERRIDE_HINT};
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

#[cfg(test)]
mod docs_tests {
    use crate::backend::{Lang, OptionKind};
    use crate::registry;

    /// The crate docs' table of backends, from the registry.
    fn backends_table() -> String {
        let mut out = String::from("| backend | writes | options | what it generates |\n|---|---|---|---|\n");
        for action in registry::actions() {
            let Some(backend) = action.backend else { continue };
            let mut writes: Vec<&str> = Vec::new();
            for lang in backend.languages() {
                writes.push(match lang {
                    Lang::Cpp if !action.flag.starts_with("gen-") => "text",
                    Lang::Cpp if !backend.missing_sections().is_empty() => "C++ (some sections)",
                    Lang::Cpp => "C++",
                    Lang::Rust => "Rust",
                });
            }
            let options: Vec<String> = backend
                .options()
                .iter()
                .map(|o| match o.kind {
                    OptionKind::Bool { .. } => format!("`{}`", o.name),
                    OptionKind::String { .. } | OptionKind::Uint { .. } => format!("`{}=`", o.name),
                    OptionKind::Enum { values, .. } => {
                        format!("`{}=` ({})", o.name, values.iter().map(|(v, _)| *v).collect::<Vec<_>>().join(", "))
                    }
                })
                .collect();
            out.push_str(&format!(
                "| `{}` | {} | {} | {} |\n",
                action.flag,
                writes.join(", "),
                options.join(", "),
                action.description.replace('|', "\\|")
            ));
        }
        out
    }

    /// `src/backends.md` lists every built-in backend with its outputs and
    /// options (`TABLEGEN_UPDATE_DOCS=1` rewrites it).
    #[test]
    fn crate_docs_list_every_backend() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/backends.md");
        let want = backends_table();
        if std::env::var_os("TABLEGEN_UPDATE_DOCS").is_some() {
            std::fs::write(path, &want).unwrap();
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert_eq!(have, want, "src/backends.md is stale: run with TABLEGEN_UPDATE_DOCS=1");
    }
}
