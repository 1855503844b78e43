//! `-gen-directive-decl` and `-gen-directive-impl` (LLVM's
//! `DirectiveEmitter`): the header of an OpenMP/OpenACC-style directive
//! language, with its `Association`, `Category`, `Directive` and `Clause`
//! enums, the enums of clause values and the helper functions'
//! declarations; and its implementation: the helpers (spellings to kinds
//! and back, which clauses a directive allows in which versions, each
//! directive's association, category and leaf constructs), Flang's
//! parse-tree classes and clause parser, and Clang's clause macros.
//!
//! The analysis ([`analyze`](self)) reads the language into a
//! [`DirectiveModel`] and checks it as LLVM does; `cpp` prints the header,
//! `cpp_impl` the implementation. `--rust` writes the same pair as Rust
//! (`rust`): the enums from `-gen-directive-decl`, and from
//! `-gen-directive-impl` their `impl` blocks, which are `include!`d into
//! the same module, as C++ includes both `.inc` files in one namespace.
//!
//! ```
//! use tablegen_build::backend::{Backend, Lang, Options, Records};
//! use tablegen_build::backends::directive;
//! let src = r#"
//!   class DirectiveLanguage { string name = ""; string cppNamespace = ""; string directivePrefix = "";
//!     string clausePrefix = ""; bit makeEnumAvailableInNamespace = false;
//!     bit enableBitmaskEnumInNamespace = false; }
//!   class Association; class Category; class Directive; class Clause;
//!   def L : DirectiveLanguage { let name = "Toy"; let cppNamespace = "toy"; }
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let out = directive::DECL.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(out.starts_with("#ifndef LLVM_Toy_INC\n#define LLVM_Toy_INC\n"));
//! assert!(out.contains("namespace toy {\n\nenum class Association {\n};\n"));
//! // The implementation reads more of the language (Flang's settings,
//! // which this toy class lacks): a fatal error, as in LLVM.
//! assert!(directive::IMPL.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).is_err());
//! ```

mod analyze;
mod cpp;
mod cpp_impl;
mod model;
mod rust;
#[cfg(test)]
mod tests;

use crate::backend::Pipeline;

pub use model::{
    Clause, ClauseVal, Directive, DirectiveImplModel, DirectiveModel, EnumValue, Language, VersionedClause,
};

/// `-gen-directive-decl`.
pub static DECL: Pipeline<DirectiveModel> = Pipeline::new(
    "gen-directive-decl",
    "Generate directive related declaration code (header file)",
    analyze::analyze_decl,
    cpp::write_decl,
)
.rust(rust::write_decl);

/// `-gen-directive-impl`.
pub static IMPL: Pipeline<DirectiveImplModel> = Pipeline::new(
    "gen-directive-impl",
    "Generate directive related implementation code",
    analyze::analyze_impl,
    cpp_impl::write_impl,
)
.rust(rust::write_impl);
