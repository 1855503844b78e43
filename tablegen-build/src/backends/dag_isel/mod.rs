//! `-gen-dag-isel`: the DAG instruction selector's matcher table.
//!
//! For now this holds the Rust runtime that executes such a table; the rest
//! of the backend (the analysis and the C++ and Rust writers) comes later.
//! The runtime ([`runtime`]) is emitted once into each generated Rust module
//! and interprets the table byte for byte as LLVM 19's
//! `SelectionDAGISel::SelectCodeCommon` interprets the C++ `MatcherTable`:
//! the table is the same (LLVM's operations, order and encoding), only its
//! node opcodes follow the generated node-opcode enum.
//!
//! The runtime's public items:
//!
//! - `SelectionDag`: the user's selection DAG (node handles of any `Copy`
//!   type, opcodes, operands, value types, constants, uses, node creation,
//!   morphing and replacing), each method naming the C++ it stands for;
//! - `IselHooks`: the target code the table names by index (pattern and node
//!   predicates, complex patterns, node transforms), which the generated
//!   module implements by dispatching to named methods;
//! - `Matcher` (a table with its node-opcode constants) and
//!   `select(dag, hooks, matcher, node) -> Result<Selected, IselError>`,
//!   which never panics: malformed tables, unknown hook indices and DAGs the
//!   table does not expect give an `IselError`.

/// The no-dependency DAG-isel runtime (`SelectionDag`, `IselHooks`,
/// `Matcher`, `select`, `IselError`, the `isel_opc` operation bytes),
/// emitted once per generated module, as Rust source text. It needs only
/// `core` and `alloc`, has no `unsafe`, and compiles without warnings (and
/// clippy-clean) when `include!`d.
///
/// ```
/// let text = tablegen_build::backends::dag_isel::runtime();
/// assert!(text.contains("pub fn select<"));
/// ```
pub fn runtime() -> &'static str {
    include_str!("runtime.rs.txt")
}
