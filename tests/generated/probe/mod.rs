//! The differential probe of `-gen-searchable-tables`: which lookups to
//! call with which keys, and two drivers that make those calls and print
//! one canonical line per call, one against LLVM's C++ `.inc` (compiled
//! with g++) and one against our generated Rust module. Equal outputs mean
//! the Rust module answers every probed lookup exactly like the C++ one,
//! and holds the same table contents.
//!
//! Shared (through `#[path]`) by the `tests/generated` build script, which
//! generates the Rust drivers that `cargo test` runs against recorded
//! answers, and by the `searchable-probe` CLI of `tests/differential`, which
//! writes both drivers for `regen-answers.py` and `.ci/searchable-diff.py`.
//!
//! Output format (both drivers, byte-identical):
//!
//! ```text
//! enum CEnum CBar = 0
//! table CTable 3
//! CTable[0] = "alice" 2 10
//! lookupCEntry("ALICE", 0) = row 1
//! lookupSysRegByEncoding(1984) = range 0 2
//! lookupCEntryByEncoding(11) = none
//! ```
//!
//! Strings print quoted with `\\`, `\"` and `\xNN` escapes (bytes outside
//! printable ASCII), bits and bit values as decimal numbers (bits 0/1),
//! enumerators as their integer value, intrinsics and instructions as
//! numbers; `code` fields (C++ text) are left out of row dumps. `row N` is
//! the position in the table array, `range LO HI` a half-open range of
//! positions.

#![allow(dead_code)]

pub mod cpp;
mod keys;
pub mod rust;

use tablegen_build::backends::searchable::{FieldKind, GenericTable, SearchIndex, Tables, Value};
use tablegen_build::tablegen_core::record::RecId;
use tablegen_build::tablegen_core::RecordKeeper;

/// One argument of a lookup call.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A string (`StringRef` / `&str`).
    Str(String),
    /// A `bit` (`bool`).
    Bool(bool),
    /// A number: a `bits` key, or an intrinsic ID / opcode that no entry
    /// has (passed as a literal to both sides).
    Int(u64),
    /// An enumerator: an index into the entries of the key field's enum.
    Enum(usize),
    /// An intrinsic of the tables ([`Tables::intrinsics`] index): C++
    /// passes `Intrinsic::<name>` (LLVM's numbering), Rust its constant.
    Intrinsic(usize),
    /// An instruction of the tables: C++ passes the opcode enumerator (the
    /// reference numbering), Rust its `opcode` constant.
    Instruction(RecId),
}

/// The calls of one lookup function.
#[derive(Clone, Debug)]
pub struct Lookup {
    /// Index into [`Tables::tables`].
    pub table: usize,
    /// `None` for the primary key, else an index into
    /// [`GenericTable::indices`].
    pub index: Option<usize>,
    /// One key per call, one [`Arg`] per key field.
    pub keys: Vec<Vec<Arg>>,
}

impl Lookup {
    /// The search index this lookup runs.
    pub fn search_index<'t>(&self, tables: &'t Tables) -> &'t SearchIndex {
        let t = &tables.tables[self.table];
        match self.index {
            None => t.primary_key.as_ref().expect("primary lookup of a table without primary key"),
            Some(k) => &t.indices[k],
        }
    }
}

/// Every call the drivers make.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    /// Per lookup function, in emission order (tables in order, primary
    /// key first).
    pub lookups: Vec<Lookup>,
}

impl Plan {
    /// The calls for every lookup function of `tables`.
    pub fn new(rk: &RecordKeeper, tables: &Tables) -> Plan {
        let mut lookups = Vec::new();
        for (t, table) in tables.tables.iter().enumerate() {
            if let Some(pk) = &table.primary_key {
                lookups.push(Lookup { table: t, index: None, keys: keys::keys(rk, tables, table, pk) });
            }
            for (k, index) in table.indices.iter().enumerate() {
                lookups.push(Lookup { table: t, index: Some(k), keys: keys::keys(rk, tables, table, index) });
            }
        }
        Plan { lookups }
    }

    /// The number of lookup calls.
    pub fn calls(&self) -> usize {
        self.lookups.iter().map(|l| l.keys.len()).sum()
    }

    /// A one-line summary: `N tables, M lookups, K calls`.
    pub fn summary(&self, tables: &Tables) -> String {
        format!("{} tables, {} lookups, {} calls", tables.tables.len(), self.lookups.len(), self.calls())
    }
}

/// Whether column `f` of `table` holds C++ code (a `code` field, or a
/// string field with some code-literal value): C++ text that the C++
/// driver cannot print, so row dumps leave it out.
pub fn is_code_column(table: &GenericTable, f: usize) -> bool {
    table.fields[f].kind == FieldKind::Code
        || (0..table.entries.len()).any(|r| matches!(table.value(r, f), Value::Code(_)))
}

/// Whether any table refers to instructions (the C++ driver then needs the
/// opcode numbering, `probe_opcodes`).
pub fn needs_opcodes(tables: &Tables) -> bool {
    tables.tables.iter().any(|t| t.values.iter().any(|v| matches!(v, Value::Instruction(_))))
}

/// The target prefixes of the intrinsics the tables refer to (`""` for
/// target-independent ones), sorted and deduplicated: the C++ driver needs
/// LLVM's numbering of these.
pub fn intrinsic_prefixes(tables: &Tables) -> Vec<String> {
    let mut p: Vec<String> = tables.intrinsics.iter().map(|i| i.target_prefix.clone()).collect();
    p.sort();
    p.dedup();
    p
}

/// The text of a string value (string or code literal).
fn str_value(rk: &RecordKeeper, v: &Value) -> String {
    match *v {
        Value::String(i) | Value::Code(i) => rk.inits.as_str(i).unwrap_or("").to_string(),
        _ => String::new(),
    }
}
