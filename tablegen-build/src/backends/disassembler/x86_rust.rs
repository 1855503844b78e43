//! The Rust writer of `-gen-disassembler` for X86: the tables of
//! `X86GenDisassemblerTables.inc` as the byte strings the runtime's
//! `mc::x86` decoder reads (`tablegen_runtime::mc::x86::X86Tables`), and
//! `decode_instruction`, which runs it.
//!
//! - `OPERAND_SETS`: per operand set, six `(encoding, type)` byte pairs
//!   (LLVM's `x86OperandSets`), one set per line;
//!   `INSTR_OPERAND_SETS`: per instruction, its set (u16);
//! - `CONTEXTS`: LLVM's `x86DisassemblerContexts`, the context of each
//!   attribute mask;
//! - `MODRM_TABLE`: LLVM's `modRMTable` (u16), one decision's entries per
//!   line;
//! - `MAP_ROWS` and `ROWS`: the opcode decisions of each map and context
//!   (LLVM's `ContextDecision`s). A context's 256 decisions are a row of
//!   `ROWS` (u32: the decision type in the low 3 bits, the start in
//!   `MODRM_TABLE` above), equal rows shared; `MAP_ROWS` gives per map and
//!   context its row, counted from 1, 0 for none;
//! - `NAMES`/`NAME_ENDS`: the instruction names (the decoder compares them
//!   where LLVM does);
//! - `REGISTERS`: the target's register number of each of the runtime's
//!   flat registers (`mc::x86::REGISTER_NAMES`), from the register bank as
//!   `-gen-register-info` numbers them.
//!
//! Everything is a little-endian byte string, one logical row per line:
//! rustc reads byte strings far faster than arrays of that size.

use std::fmt::Write as _;

use tablegen_core::intern::FxHashMap;
use tablegen_core::RecordKeeper;

use crate::backend::{Options, Records, Result};
use crate::model::codegen::registers::RegBank;
use crate::model::encoding::Context;
use crate::model::x86_decoder::recognizable::MAX_OPERANDS;
use crate::model::x86_decoder::tables::DecisionType;
use crate::model::x86_decoder::X86Decoder;
use crate::support::rust::runtime::{forwarders, imports, Forward};
use crate::support::rust::{format_chunks, Chunk, Writer};

/// The runtime items the module re-exports.
const IMPORTS: &[(&str, &[&str])] = &[("mc", &["DecodeError", "Inst"]), ("mc::x86", &["Mode", "X86Tables"])];

/// The target's register number of each of the runtime's flat registers
/// (0 for those the target lacks), then the opcodes of `REP_PREFIX`,
/// `REPNE_PREFIX`, `XRELEASE_PREFIX` and `XACQUIRE_PREFIX` (computed by
/// `check_rust`, which can read the register bank and the instructions).
pub(super) fn register_numbers(rk: &mut Records<'_>) -> Result<Vec<u16>> {
    let cx = rk.model(Context::new)?;
    let opcodes: Vec<u16> = ["REP_PREFIX", "REPNE_PREFIX", "XRELEASE_PREFIX", "XACQUIRE_PREFIX"]
        .iter()
        .map(|n| cx.insts.by_enum().iter().position(|i| rk.name_str(i.def) == *n).unwrap_or(0) as u16)
        .collect();
    let bank = RegBank::shared(rk)?;
    let mut by_name: FxHashMap<&str, u32> = FxHashMap::default();
    for r in bank.registers() {
        by_name.insert(rk.name_str(r.def), r.enum_value);
    }
    Ok(tablegen_runtime::mc::x86::REGISTER_NAMES
        .iter()
        .map(|n| by_name.get(n).copied().unwrap_or(0) as u16)
        .chain(opcodes)
        .collect())
}

/// Appends `bytes` as one line of a byte string (after a line
/// continuation).
fn byte_line(out: &mut String, bytes: &[u8]) {
    out.push_str("    ");
    for b in bytes {
        let _ = write!(out, "\\x{b:02x}");
    }
    out.push_str("\\\n");
}

/// A `pub static NAME: &[u8]` of `rows`, one per line.
fn byte_static<'a>(w: &mut Writer, doc: &str, name: &str, rows: impl IntoIterator<Item = &'a [u8]>) {
    w.doc(doc);
    w.line("#[allow(dead_code)]");
    w.line(format_args!("pub static {name}: &[u8] = b\"\\"));
    let mut text = String::new();
    for r in rows {
        if !r.is_empty() {
            byte_line(&mut text, r);
        }
    }
    w.raw(&text);
    w.line("\";");
    w.blank();
}

fn le16(v: impl IntoIterator<Item = u16>) -> Vec<u8> {
    v.into_iter().flat_map(u16::to_le_bytes).collect()
}

fn le32(v: impl IntoIterator<Item = u32>) -> Vec<u8> {
    v.into_iter().flat_map(u32::to_le_bytes).collect()
}

fn type_code(t: DecisionType) -> u32 {
    match t {
        DecisionType::OneEntry => 0,
        DecisionType::SplitRm => 1,
        DecisionType::SplitMisc => 2,
        DecisionType::SplitReg => 3,
        DecisionType::Full => 4,
    }
}

/// `-gen-disassembler --rust` for X86 (see the module docs); `registers`
/// from [`register_numbers`].
pub(super) fn write(rk: &RecordKeeper, d: &X86Decoder, numbers: &[u16], opts: &Options) -> String {
    let (registers, opcodes) = numbers.split_at(numbers.len().saturating_sub(4));
    let mut w = Writer::append_to(imports(opts.rust_runtime(), IMPORTS));
    w.blank();

    let sets: Vec<Vec<u8>> =
        d.operand_sets.iter().map(|s| s.iter().flat_map(|o| [o.encoding.0, o.ty.0]).collect()).collect();
    debug_assert!(sets.iter().all(|s| s.len() == 2 * MAX_OPERANDS));
    byte_static(
        &mut w,
        "LLVM's `x86OperandSets`: per set, six `(ENCODING_*, TYPE_*)` byte pairs.",
        "OPERAND_SETS",
        sets.iter().map(Vec::as_slice),
    );
    let per_instr = le16(d.spec_operand_set.iter().map(|&s| s as u16));
    byte_static(
        &mut w,
        "Per instruction (LLVM's opcode number), its operand set (u16), 32 per line.",
        "INSTR_OPERAND_SETS",
        per_instr.chunks(64),
    );
    let contexts: Vec<u8> = d.attr_contexts.iter().map(|c| c.0).collect();
    byte_static(
        &mut w,
        "LLVM's `x86DisassemblerContexts`: the context of each attribute mask, 64 per line.",
        "CONTEXTS",
        contexts.chunks(64),
    );

    // The modRMTable, one decision's entries per line.
    let t = &d.tables;
    let table = le16(t.modrm_table.iter().copied());
    let mut bounds: Vec<usize> = t.modrm_starts.iter().map(|&s| s as usize * 2).collect();
    bounds.push(table.len());
    bounds.dedup();
    byte_static(
        &mut w,
        "LLVM's `modRMTable` (u16 instruction numbers), one decision's entries per line.",
        "MODRM_TABLE",
        bounds.windows(2).map(|b| &table[b[0]..b[1]]),
    );

    // The decision rows, shared.
    let num_contexts = t.maps.first().map_or(0, Vec::len);
    let mut rows: Vec<Vec<u8>> = Vec::new();
    let mut seen: FxHashMap<Vec<u8>, u16> = FxHashMap::default();
    let mut map_rows: Vec<u16> = Vec::new();
    for m in &t.maps {
        for c in m {
            let Some(decisions) = c else {
                map_rows.push(0);
                continue;
            };
            let row = le32(decisions.iter().map(|&(ty, start)| start << 3 | type_code(ty)));
            let n = *seen.entry(row.clone()).or_insert_with(|| {
                rows.push(row);
                rows.len() as u16
            });
            map_rows.push(n);
        }
    }
    let map_rows = le16(map_rows);
    byte_static(
        &mut w,
        "Per opcode map and context, its row of `ROWS` counted from 1, 0 for none (u16), one map per line.",
        "MAP_ROWS",
        map_rows.chunks(num_contexts.max(1) * 2),
    );
    byte_static(
        &mut w,
        "Rows of 256 opcode decisions (u32: the `MODRM_*` type in the low 3 bits, the start in\n\
         `MODRM_TABLE` above), 16 per line.",
        "ROWS",
        rows.iter().flat_map(|r| r.chunks(64)),
    );

    // Names.
    let mut ends = Vec::with_capacity(d.specs.len());
    let mut names = Vec::new();
    for s in &d.specs {
        names.extend_from_slice(s.name.as_bytes());
        ends.push(names.len() as u32);
    }
    w.doc("The instruction names, one after the other.");
    w.line("#[allow(dead_code)]");
    w.line("pub static NAMES: &[u8] = b\"\\");
    let mut text = String::new();
    for chunk in names.chunks(96) {
        text.push_str("    ");
        for &b in chunk {
            text.push(b as char);
        }
        text.push_str("\\\n");
    }
    w.raw(&text);
    w.line("\";");
    w.blank();
    let ends = le32(ends);
    byte_static(&mut w, "Where each name of `NAMES` ends (u32), 16 per line.", "NAME_ENDS", ends.chunks(64));

    w.doc("The target's register number of each of the runtime's flat registers (`REGISTER_NAMES`).");
    w.line("#[allow(dead_code)]");
    w.line(format_args!("pub static REGISTERS: [u16; {}] = [", registers.len()));
    for chunk in registers.chunks(16) {
        let row: Vec<String> = chunk.iter().map(u16::to_string).collect();
        w.line(format_args!("    {},", row.join(", ")));
    }
    w.line("];");
    w.blank();

    let opcodes: Vec<String> = opcodes.iter().map(u16::to_string).collect();
    let prefixes = format!("[{}]", opcodes.join(", "));
    w.doc("The tables, as the runtime's decoder reads them.");
    w.line("#[allow(dead_code)]");
    w.block("pub static TABLES: X86Tables = X86Tables {", "};", |w| {
        w.line("operand_sets: OPERAND_SETS,");
        w.line("instr_operand_sets: INSTR_OPERAND_SETS,");
        w.line("contexts: CONTEXTS,");
        w.line("modrm_table: MODRM_TABLE,");
        w.line(format_args!("num_contexts: {num_contexts},"));
        w.line("map_rows: MAP_ROWS,");
        w.line("rows: ROWS,");
        w.line("names: NAMES,");
        w.line("name_ends: NAME_ENDS,");
        w.line("registers: &REGISTERS,");
        w.line(format_args!("prefix_opcodes: {prefixes},"));
    });
    w.blank();
    forwarders(
        &mut w,
        true,
        &[Forward {
            doc: "Decodes the instruction at the start of `bytes` in `mode` (C++\n\
                  `X86GenericDisassembler::getInstruction`): the instruction, with LLVM's opcode and\n\
                  register numbers and its `IP_*` prefix flags, and its length in bytes.",
            signature: "decode_instruction(bytes: &[u8], mode: Mode) -> Result<(Inst, usize), DecodeError>",
            call: "tablegen_x86_decode(&TABLES, bytes, mode)",
        }],
    );
    let mut s = w.finish();
    let runtime = opts.rust_runtime();
    s = s.replace("tablegen_x86_decode(", &format!("{runtime}::mc::x86::decode("));
    s.truncate(s.trim_end().len());
    s.push('\n');
    format_chunks("X86 Disassembler", "gen-disassembler", rk, vec![Chunk::Text(s)])
}

#[cfg(test)]
mod tests {
    use crate::backend::{Backend, Lang, Records};
    use tablegen_core::parser::{parse_file, ParseOptions};

    /// The golden case's module: its tables, the registers by the bank's
    /// numbers (sorted by name, from 1), and the decoder entry point.
    #[test]
    fn golden_case_module() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");
        let opts = ParseOptions { include_dirs: vec![format!("{root}/include").into()], ..Default::default() };
        let Ok(mut keeper) = parse_file(format!("{root}/own/disassembler_x86/basic.td"), &opts) else {
            panic!("parse failed")
        };
        let out =
            super::super::BACKEND.emit(&mut Records::new(&mut keeper), &Default::default(), Lang::Rust).expect("emits");
        for item in ["OPERAND_SETS", "INSTR_OPERAND_SETS", "CONTEXTS", "MODRM_TABLE", "MAP_ROWS", "ROWS", "NAMES"] {
            assert!(out.contains(&format!("pub static {item}: &[u8] = b\"\\\n")), "{item}: {out}");
        }
        // AL, AX, EAX, ECX are 1 to 4 (the bank's numbers); CL (second) is not
        // in basic.td.
        assert!(out.contains("pub static REGISTERS: [u16; 306] = [\n    1, 0, 0, 0,"), "{out}");
        assert!(
            out.contains("pub fn decode_instruction(bytes: &[u8], mode: Mode) -> Result<(Inst, usize), DecodeError> {")
        );
        assert!(out.contains("::tablegen_runtime::mc::x86::decode(&TABLES, bytes, mode)"), "{out}");
    }
}
