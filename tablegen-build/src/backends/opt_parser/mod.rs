//! `-gen-opt-parser-defs` and `-gen-opt-rst` (LLVM's `OptParserEmitter`
//! and `OptRSTEmitter`): the option tables of LLVM's tools, from
//! `llvm/Option/OptParser.td` records, as the `OPTION(...)` macros
//! `llvm::opt::OptTable` is built from, or as reStructuredText.
//!
//! The analysis ([`analyze`](self)) reads every option and group and sorts
//! the options as `OptTable` needs them (`CompareOptionRecords`, with
//! glibc's `qsort`, on which the output depends); the model
//! ([`OptionTable`]) holds them as typed data; `cpp` prints them, and
//! `rust` writes them (with `--rust`) as `tablegen_runtime::opt` data: an
//! `OptionId` enum and the `OptTable` the runtime parses command lines
//! over as LLVM's `OptTable::ParseArgs` does.
//!
//! ```
//! use tablegen_build::backend::{Backend, Lang, Options, Records};
//! use tablegen_build::backends::opt_parser;
//! let src = r#"
//!   class OptionKind<string name, int precedence = 0, bit sentinel = false> {
//!     string Name = name; int Precedence = precedence; bit Sentinel = sentinel; }
//!   def KIND_FLAG : OptionKind<"Flag">;
//!   class OptionGroup<string name> { string EnumName = ?; string Name = name; string HelpText = ?;
//!     OptionGroup Group = ?; list<int> Flags = []; list<int> Visibility = []; }
//!   class Option<list<string> prefixes, string name, OptionKind kind> {
//!     string EnumName = ?; list<string> Prefixes = prefixes; string Name = name; OptionKind Kind = kind;
//!     string HelpText = ?; string MetaVarName = ?; string Values = ?; OptionGroup Group = ?; }
//!   def help : Option<["--"], "help", KIND_FLAG> { let HelpText = "Show help"; }
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let out = opt_parser::RST.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert_eq!(out, "OPTIONS\n-------\n\n.. option:: --help\n\n Show help.\n\n");
//! ```

mod analyze;
mod cpp;
mod model;
mod rust;
#[cfg(test)]
mod tests;

use crate::backend::Pipeline;

pub use model::{
    GroupRef, HelpVariant, Marshalling, OptionDef, OptionDocs, OptionGroup, OptionKind, OptionTable, PrefixSet,
    ValueTable,
};

/// `-gen-opt-parser-defs`.
pub static DEFS: Pipeline<OptionTable> =
    Pipeline::new("gen-opt-parser-defs", "Generate option definitions", analyze::analyze_defs, cpp::write_defs)
        .rust(rust::write);

/// `-gen-opt-rst`.
pub static RST: Pipeline<OptionDocs> =
    Pipeline::new("gen-opt-rst", "Generate option RST", analyze::analyze_docs, cpp::write_rst);
