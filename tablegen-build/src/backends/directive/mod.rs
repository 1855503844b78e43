//! `-gen-directive-decl` (LLVM's `DirectiveEmitter`, declaration half): the
//! header of an OpenMP/OpenACC-style directive language, with its
//! `Association`, `Category`, `Directive` and `Clause` enums, the enums of
//! clause values, and the helper functions' declarations.
//!
//! The analysis ([`analyze`](self)) reads the language and checks it as
//! LLVM does; `cpp` prints the header.
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
//! ```

mod analyze;
mod cpp;
mod model;
#[cfg(test)]
mod tests;

use crate::backend::Pipeline;

pub use model::DirectiveModel;

/// `-gen-directive-decl`.
pub static DECL: Pipeline<DirectiveModel> = Pipeline::new(
    "gen-directive-decl",
    "Generate directive related declaration code (header file)",
    analyze::analyze,
    cpp::write_decl,
);
