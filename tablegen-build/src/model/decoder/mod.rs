//! Fixed-length instruction decoding (LLVM's `DecoderEmitter` up to its
//! output): the numbered encodings and how each one's operands are pulled
//! out of the instruction word (`encodings`), and the byte-coded decoder
//! tables that narrow a word down to one encoding (`table`), with the
//! predicates and operand decoders the tables name by index.
//!
//! `-gen-disassembler` prints the result as LLVM's C++; the decoders still
//! to come (variable-length, X86, the Rust decoders) build on the same
//! tables.

pub(crate) mod encodings;
pub(crate) mod table;

use crate::backend::{Records, Result};
use crate::model::encoding::Context;

pub use encodings::Suppress;

/// A target's decoder: its encodings and one table per decoder namespace
/// and instruction size.
pub(crate) struct Decoder {
    /// The encodings, their operands and the tables' members.
    pub(crate) encodings: encodings::Model,
    /// The tables in (namespace, size) order.
    pub(crate) tables: Vec<DecoderTable>,
    /// The predicate conditions the tables check, by index.
    pub(crate) predicates: Vec<encodings::Predicate>,
    /// The operand decoders the tables run, by index.
    pub(crate) decoders: Vec<table::DecoderCase>,
}

/// One decoder table.
pub(crate) struct DecoderTable {
    /// The decoder namespace, with its hardware mode's suffix.
    pub(crate) namespace: String,
    /// The width of the instruction word it decodes.
    pub(crate) bit_width: usize,
    /// Its byte code.
    pub(crate) bytes: Vec<u8>,
    /// Its members: `(encoding id, opcode)`.
    pub(crate) opcodes: Vec<(u32, u32)>,
}

/// Reads the encodings and builds the tables. What LLVM prints on `errs()`
/// while building (decoding conflicts) goes to the records' sink as it
/// does.
pub(crate) fn analyze(rk: &mut Records<'_>, cx: &Context, suppress: Suppress, pred_ns: &str) -> Result<Decoder> {
    let model = encodings::analyze(rk, cx, suppress, pred_ns)?;
    let mut ti = table::TableInfo::default();
    let mut tables = Vec::with_capacity(model.tables.len());
    for ((ns, size), opcodes) in &model.tables {
        // Variable-length tables are as wide as the longest encoding.
        let bit_width = match &model.var_len {
            Some(v) => v.max_len as usize,
            None => encodings::table_bit_width(*size) as usize,
        };
        table::build(&model, &mut ti, opcodes, bit_width);
        tables.push(DecoderTable {
            namespace: ns.clone(),
            bit_width,
            bytes: std::mem::take(&mut ti.table),
            opcodes: opcodes.clone(),
        });
    }
    if !ti.stderr.is_empty() {
        rk.raw(ti.stderr.as_str());
    }
    Ok(Decoder { encodings: model, tables, predicates: ti.predicates, decoders: ti.decoders })
}
