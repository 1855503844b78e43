//! `-gen-searchable-tables`: `GenericEnum`, `GenericTable` and `SearchIndex`
//! records (and legacy `SearchableTable` classes) become enums, sorted
//! tables and lookup functions.
//!
//! [`analyze`] builds the language-neutral model ([`Tables`]) with every
//! check, order and diagnostic of LLVM's `SearchableTableEmitter`; the
//! writers only format it.
//!
//! ```
//! let src = r#"
//!     class GenericEnum { string FilterClass; string NameField = ?; string ValueField = ?; }
//!     class GenericTable {
//!       string FilterClass; string FilterClassField = ?; string CppTypeName = FilterClass;
//!       list<string> Fields; list<string> PrimaryKey = ?; string PrimaryKeyName = ?;
//!       bit PrimaryKeyEarlyOut = false; bit PrimaryKeyReturnRange = false;
//!     }
//!     class SearchIndex { GenericTable Table; list<string> Key; bit EarlyOut = false; }
//!     class Op { bits<8> Code; string Name = NAME; }
//!     def Mov : Op { let Code = 2; }
//!     def Add : Op { let Code = 1; }
//!     def Ops : GenericTable {
//!       let FilterClass = "Op"; let Fields = ["Name", "Code"];
//!       let PrimaryKey = ["Code"]; let PrimaryKeyName = "lookupOp";
//!     }
//! "#;
//! let mut keeper = tablegen_core::parse_str("t.td", src).unwrap();
//! let mut rk = tablegen_build::Records::new(&mut keeper);
//! let t = tablegen_build::backends::searchable::analyze(&mut rk).unwrap();
//! let ops = &t.tables[0];
//! assert_eq!(rk.name_str(ops.entries[0]), "Add");
//! assert!(ops.primary_key.as_ref().unwrap().contiguous);
//! ```

mod analyze;
mod cpp;
mod model;
#[cfg(test)]
mod tests;

pub use analyze::analyze;
pub use model::{
    EnumEntry, FieldKind, GenericEnum, GenericField, GenericTable, IntrinsicRef, SearchIndex, Tables, Value,
};

use tablegen_core::RecordKeeper;

use crate::backend::{Backend, Lang, Options, Pipeline, Records, Result};

/// The C++ output (LLVM's `SearchableTableEmitter`): [`BACKEND`] in C++.
pub fn emit_cpp(rk: &mut Records<'_>, opts: &Options) -> Result<String> {
    BACKEND.emit(rk, opts, Lang::Cpp)
}

/// The Rust module: [`BACKEND`] in Rust (see [`rust::write`]).
pub fn emit_rust(rk: &mut Records<'_>, opts: &Options) -> Result<String> {
    BACKEND.emit(rk, opts, Lang::Rust)
}

pub mod rust;

fn analyze_tables(rk: &mut Records<'_>, _: &Options) -> Result<Tables> {
    analyze(rk)
}

fn write_cpp(rk: &RecordKeeper, tables: &Tables, _: &Options) -> String {
    cpp::write(rk, tables)
}

/// `-gen-searchable-tables`.
pub static BACKEND: Pipeline<Tables> =
    Pipeline::new("gen-searchable-tables", "Generate generic binary-searchable table", analyze_tables, write_cpp)
        .rust(rust::write)
        .rust_checked(rust::check)
        .requires(&["Opcode"]);
