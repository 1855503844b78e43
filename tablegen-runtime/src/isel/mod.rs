//! The DAG instruction-selection interpreter: runs the matcher table
//! `-gen-dag-isel --rust` writes, doing what LLVM 19's
//! `SelectionDAGISel::SelectCodeCommon` does with the C++ `MatcherTable`
//! (same operations, same byte encoding).
//!
//! The pieces:
//!
//! - [`SelectionDag`]: your selection DAG (node handles of any `Copy` type,
//!   opcodes, operands, value types, constants, uses, node creation,
//!   morphing and replacing), each method naming the C++ it stands for;
//! - [`IselHooks`]: the target code the table names by index (pattern and
//!   node predicates, complex patterns, node transforms). A generated module
//!   declares a `TargetHooks` trait with one named method per hook and
//!   answers these indices from it, so you implement `TargetHooks`, not this;
//! - [`Matcher`] (a table with its [`NodeOpcodes`]) and [`select`], which
//!   runs the table on one node and never panics: malformed tables, unknown
//!   hook indices and DAGs the table does not expect give an [`IselError`];
//! - [`opc`] and [`mvt`]: the operation bytes and value-type numbers of the
//!   table encoding.
//!
//! With a generated module `gen`, selecting one node is
//! `gen::select(&mut dag, &mut hooks, &gen::matcher()?, node)`. The
//! smallest table, one that selects nothing, written by hand:
//!
//! ```
//! use tablegen_runtime::isel::{IselError, Matcher, NodeOpcodes};
//!
//! let opcodes = NodeOpcodes { and: 0, or: 1, constant: 2, constant_fp: 3, token_factor: 4, entry_token: 5 };
//! // A leading `OPC_SwitchOpcode` with no cases, then the table's final 0.
//! let table = [tablegen_runtime::isel::opc::SWITCH_OPCODE, 0, 0];
//! let matcher = Matcher::new(&table, opcodes)?;
//! assert_eq!(matcher.table().len(), 3);
//! # Ok::<(), IselError>(())
//! ```

pub mod cxx;
mod dag;
mod error;
mod fold;
mod hooks;
mod matcher;
pub mod mvt;
pub mod opc;
mod select;

pub use dag::{ConstantInt, MemAccess, NodeOpcodes, SdUse, SdValue, SelectionDag};
pub use error::IselError;
pub use fold::{has_one_use, is_legal_to_fold};
pub use hooks::{HookKind, IselHooks};
pub use matcher::Matcher;
pub use select::{select, Selected};
