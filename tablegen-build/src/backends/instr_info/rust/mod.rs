//! The Rust writer: the target's `Opcode` and `SchedClass` enums, then
//! every instruction's description (C++ `MCInstrDesc`: operand counts,
//! size, scheduling class, flags, `TSFlags`, implicit registers and
//! operand infos) as little-endian byte-string tables in the layout of
//! `tablegen_runtime::mc::InstrTables`, which the module's `INSTR_TABLES`
//! gathers and `Opcode::desc` reads (never panicking); the named operands; the
//! `TIIPredicate`s ([`predicates`]) and the `InstrMapping` relations
//! ([`maps`]).

mod maps;
mod predicates;

use crate::backend::{Options, Records, Result};
use crate::model::inst_predicate::rust::{PredicateNumbers, PRED_IMPORTS};
use crate::support::fields::fatal_at;
use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::runtime::{forwarders, imports, tables_static, Forward};
use crate::support::rust::vocabulary::opcode_spec;
use crate::support::rust::{byte_table, format_chunks, Chunk, Writer};
use std::fmt::Write as _;
use tablegen_core::RecordKeeper;
use tablegen_runtime::mc::InstrTables;

use super::model::{InstrInfo, McidFlag};
use crate::model::codegen::Constraint;

const DESCRIPTION: &str = "Target Instruction Enum Values and Descriptors";

/// What only the Rust output needs: every instruction a relation table
/// names must be numbered (C++ prints any record of the filter class by
/// name), and the `TIIPredicate`s' checks ([`predicates::check`]).
pub(super) fn check(rk: &mut Records<'_>, m: &InstrInfo, _: &Options) -> Result<()> {
    // The tables keep LLVM's `MCInstrDesc` widths; a target past them would
    // get truncated numbers (LLVM's own C++ would not compile).
    let (largest_reg, largest_class) = m.largest_numbers;
    let widest_operands = m.insts.iter().map(|d| d.num_operands.max(d.num_defs)).max().unwrap_or(0);
    let widths = [
        ("registers", u64::from(largest_reg), u64::from(u16::MAX), "MCPhysReg"),
        ("register classes", u64::from(largest_class), i16::MAX as u64, "int16_t"),
        ("scheduling classes", m.sched_classes.len() as u64, u64::from(u16::MAX) + 1, "unsigned short SchedClass"),
        ("operands of one instruction", u64::from(widest_operands), u64::from(u16::MAX), "unsigned short NumOperands"),
    ];
    for (what, value, limit, cpp) in widths {
        if value > limit {
            let msg = format!(
                "the target numbers {what} up to {value}, past what LLVM's `{cpp}` holds ({limit}); \
                 the Rust module cannot be written"
            );
            // Located at the target (no one record is at fault).
            return crate::support::fields::fatal_at_def(rk, &m.target, msg);
        }
    }
    if let Some(maps) = &m.map_tables {
        for t in &maps.tables {
            for c in t.rows.iter().flat_map(|(_, cols)| cols.iter().flatten()) {
                if c.value.is_none() {
                    let msg = format!(
                        "InstrMapping '{}': '{}' is not an instruction of the target's opcode enum; \
                         the Rust table cannot name it",
                        t.name, c.name
                    );
                    return fatal_at(rk, c.def, msg);
                }
            }
        }
    }
    if m.rust.get().is_none() {
        if let Some(numbers) = predicates::check(rk, m)? {
            let _ = m.rust.set(numbers);
        }
    }
    Ok(())
}

/// `-gen-instr-info`, Rust: the target's `Opcode`, `SchedClass` and
/// `OpName` enums, the descriptions, the named operands, the
/// `TIIPredicate`s (if any) and the `instr_map` module (if any mapping is
/// defined).
pub fn write(rk: &RecordKeeper, m: &InstrInfo, runtime: &str) -> String {
    let ns = &m.namespace;
    let items = enum_items(&opcode_spec(ns, m.insts.iter().enumerate().map(|(v, d)| (d.name.as_str(), v as u32))));
    let items_repr = items.repr;
    let fallback = PredicateNumbers::default();
    let end = format!(
        "/// C++ `{ns}::INSTRUCTION_LIST_END`: the number of opcodes.\n#[allow(dead_code)]\npub const INSTRUCTION_LIST_END: usize = {};\n",
        m.insts.len()
    );
    let sched = enum_items(&EnumSpec {
        name: "SchedClass".into(),
        doc: format!(
            "C++ `{ns}::Sched::` enum (`GET_INSTRINFO_SCHED_ENUM`): the scheduling classes instructions name, \
             `MCInstrDesc::SchedClass` values."
        ),
        enumerators: m
            .sched_classes
            .iter()
            .enumerate()
            .map(|(value, name)| Enumerator { cpp_name: name.clone(), value: value as i128, doc: None })
            .collect(),
        // `MCInstrDesc::SchedClass` is an `unsigned short`, as the
        // descriptors' field is: one type whatever the count.
        repr: Some("u16"),
        shape: Shape::Newtype,
    });
    let op_names = enum_items(&EnumSpec {
        name: "OpName".into(),
        doc: format!(
            "C++ `{ns}::OpName::` enum (`GET_INSTRINFO_OPERAND_ENUM`): the operand names \
             [`Opcode::named_operand_idx`] looks up."
        ),
        enumerators: m
            .named_operands
            .names
            .iter()
            .map(|(name, value)| Enumerator { cpp_name: name.clone(), value: i128::from(*value), doc: None })
            .collect(),
        repr: Some("u16"),
        shape: Shape::Newtype,
    });
    let sched_end = format!(
        "/// C++ `{ns}::Sched::SCHED_LIST_END`: the number of scheduling classes.\n#[allow(dead_code)]\npub const SCHED_LIST_END: usize = {};\n\n\
         /// A scheduling class as the index `SchedModel::class` takes.\n\
         impl From<SchedClass> for usize {{\n    fn from(c: SchedClass) -> usize {{\n        usize::from(c.value())\n    }}\n}}\n",
        m.sched_classes.len()
    );
    let mut groups = vec![MC_IMPORTS];
    if !m.tii_predicates.is_empty() {
        groups.push(PRED_IMPORTS);
    }
    let mut chunks = vec![
        Chunk::Text(imports(runtime, &groups)),
        Chunk::Items(items.tokens),
        Chunk::Text(end),
        Chunk::Items(sched.tokens),
        Chunk::Text(sched_end),
        Chunk::Items(op_names.tokens),
        Chunk::Text(named_operands(m)),
        Chunk::Text(tables(m)),
    ];
    if !m.tii_predicates.is_empty() {
        chunks.push(Chunk::Text(predicates::write(rk, m, m.rust.get().unwrap_or(&fallback))));
    }
    if let Some(t) = &m.map_tables {
        chunks.push(Chunk::Text(maps::write(ns, t, items_repr)));
    }
    format_chunks(DESCRIPTION, "gen-instr-info", rk, chunks)
}

/// Bytes per instruction in `INSTR_DESCS`: the runtime's layout.
const DESC_BYTES: usize = InstrTables::DESC_BYTES;
/// Bytes per entry in `OPERAND_INFOS`.
const OPERAND_BYTES: usize = InstrTables::OPERAND_BYTES;

/// The runtime items the module re-exports: the descriptions' types.
const MC_IMPORTS: (&str, &[&str]) = ("mc", &["operand_flags", "InstrDesc", "InstrTables", "OperandInfo"]);

/// The description tables, the `instr_flags` constants, `INSTR_TABLES`
/// and `Opcode::desc`.
fn tables(m: &InstrInfo) -> String {
    let mut out = String::new();
    out.push_str(
        "/// `MCID::Flag` bits of [`InstrDesc::flags`] (C++ `MCID::Flag`, as bit masks).\n#[allow(dead_code)]\npub mod instr_flags {\n",
    );
    let mut flags: Vec<McidFlag> = McidFlag::PRINT_ORDER.to_vec();
    flags.sort();
    for f in flags {
        let name = crate::support::rust::names::screaming(f.name());
        let _ = writeln!(out, "    /// C++ `MCID::{}`.\n    pub const {name}: u64 = 1 << {};", f.name(), f as u32);
    }
    out.push_str("}\n\n");

    // Operand types: distinct names, in first-use order.
    let mut type_names: Vec<&str> = Vec::new();
    let mut type_index = std::collections::HashMap::new();
    let mut operand_bytes = Vec::with_capacity(m.operand_table_len as usize * OPERAND_BYTES);
    for (_, list) in &m.operand_lists {
        for o in list {
            let t = *type_index.entry(o.operand_type.as_str()).or_insert_with(|| {
                type_names.push(o.operand_type.as_str());
                type_names.len() - 1
            }) as u16;
            let flags = u8::from(matches!(o.reg_class, super::model::OperandRegClass::Pointer(_)))
                | u8::from(o.predicate) << 1
                | u8::from(o.optional_def) << 2
                | u8::from(o.branch_target) << 3;
            let (kind, tied) = match o.constraint {
                Constraint::None => (0u8, 0u16),
                Constraint::Tied(n) => (1, n as u16),
                Constraint::EarlyClobber => (2, 0),
            };
            operand_bytes.extend_from_slice(&o.reg_class_number.to_le_bytes());
            operand_bytes.push(flags);
            operand_bytes.push(kind);
            operand_bytes.extend_from_slice(&tied.to_le_bytes());
            operand_bytes.extend_from_slice(&t.to_le_bytes());
        }
    }
    out.push_str("/// The operand type names ([`OperandInfo::operand_type`]), C++ `Namespace::Type`.\n#[allow(dead_code)]\nstatic OPERAND_TYPE_NAMES: &[&str] = &[\n");
    for t in &type_names {
        let _ = writeln!(out, "    {t:?},");
    }
    out.push_str("];\n\n");
    byte_table(
        &mut out,
        &format!(
            "Operand infos, {OPERAND_BYTES} bytes each: register class (`i16`), flags, constraint kind \
             (0 none, 1 tied, 2 early clobber), tied-to operand (`u16`), operand type (`u16` into \
             `OPERAND_TYPE_NAMES`)."
        ),
        "OPERAND_INFOS",
        &operand_bytes,
    );

    // Implicit registers: the same sharing as C++ (uses then defs).
    let mut implicit = Vec::new();
    let mut implicit_at: std::collections::HashMap<Vec<u16>, u32> = std::collections::HashMap::new();
    let mut desc_bytes = Vec::with_capacity(m.insts.len() * DESC_BYTES);
    for d in &m.insts {
        let mut regs = d.implicit_use_numbers.clone();
        regs.extend_from_slice(&d.implicit_def_numbers);
        let at = *implicit_at.entry(regs.clone()).or_insert_with(|| {
            let at = implicit.len() as u32;
            implicit.extend_from_slice(&regs);
            at
        });
        desc_bytes.extend_from_slice(&(d.num_operands as u16).to_le_bytes());
        desc_bytes.extend_from_slice(&(d.num_defs as u16).to_le_bytes());
        desc_bytes.extend_from_slice(&(d.size as u16).to_le_bytes());
        desc_bytes.extend_from_slice(&(d.sched_class as u16).to_le_bytes());
        desc_bytes.extend_from_slice(&d.flags.to_le_bytes());
        desc_bytes.extend_from_slice(&d.ts_flags.to_le_bytes());
        desc_bytes.extend_from_slice(&at.to_le_bytes());
        desc_bytes.extend_from_slice(&(d.implicit_use_numbers.len() as u16).to_le_bytes());
        desc_bytes.extend_from_slice(&(d.implicit_def_numbers.len() as u16).to_le_bytes());
        desc_bytes.extend_from_slice(&d.operand_offset.to_le_bytes());
    }
    let implicit_bytes: Vec<u8> = implicit.iter().flat_map(|r| r.to_le_bytes()).collect();
    byte_table(
        &mut out,
        "Implicit registers (`u16` register numbers), uses then defs per instruction.",
        "IMPLICIT_REGS",
        &implicit_bytes,
    );
    byte_table(
        &mut out,
        &format!(
            "Instruction descriptions by opcode, {DESC_BYTES} bytes each: operands, defs, size, scheduling \
             class (`u16`s), flags, `TSFlags` (`u64`s), implicit registers' start (`u32`), uses and defs \
             (`u16`s), operand infos' start (`u32`)."
        ),
        "INSTR_DESCS",
        &desc_bytes,
    );
    desc(&mut out);
    out
}

/// `INSTR_TABLES` and `Opcode::desc`, over the runtime's reader of the
/// tables.
fn desc(out: &mut String) {
    let mut w = Writer::new();
    tables_static(
        &mut w,
        "Every opcode's description, read by [`Opcode::desc`].",
        "INSTR_TABLES",
        "InstrTables",
        &[
            ("descs", "INSTR_DESCS"),
            ("operand_infos", "OPERAND_INFOS"),
            ("implicit_regs", "IMPLICIT_REGS"),
            ("operand_type_names", "OPERAND_TYPE_NAMES"),
        ],
    );
    w.blank();
    w.block("impl Opcode {", "}", |w| {
        forwarders(
            w,
            false,
            &[
                Forward {
                    doc: "The instruction's description (C++ `MCInstrInfo::get`).",
                    signature: "desc(self) -> Option<InstrDesc<'static>>",
                    call: "INSTR_TABLES.desc(self.value() as usize)",
                },
                Forward {
                    doc: "The instruction's scheduling class (C++ `MCInstrDesc::getSchedClass`), which a \
                          subtarget's `SchedModel::class` describes.",
                    signature: "sched_class(self) -> Option<SchedClass>",
                    call: "SchedClass::from_value(self.desc()?.sched_class)",
                },
            ],
        );
    });
    out.push_str(&w.finish());
}

/// `getNamedOperandIdx`: its distinct rows and each opcode's row, as
/// little-endian byte strings, and `Opcode::named_operand_idx`.
fn named_operands(m: &InstrInfo) -> String {
    let ns = &m.namespace;
    let n = &m.named_operands;
    let width = n.names.len();
    let mut out = format!(
        "/// The number of operand names (the width of C++ `{ns}::getNamedOperandIdx`'s table; C++\n\
         /// `OpName::OPERAND_LAST` follows the alphabetically last name, whose value need not be the\n\
         /// largest).\n#[allow(dead_code)]\npub const NUM_OP_NAMES: usize = {width};\n\n"
    );
    let mut rows: Vec<u8> = Vec::with_capacity(n.rows.len() * width * 2);
    let mut row_of = vec![u16::MAX; m.insts.len()];
    for (r, (row, insts)) in n.rows.iter().enumerate() {
        rows.extend(row.iter().flat_map(|&v| (v as i16).to_le_bytes()));
        for &inst in insts {
            if let Some(slot) = row_of.get_mut(inst) {
                *slot = r as u16;
            }
        }
    }
    byte_table(
        &mut out,
        "The distinct rows of `getNamedOperandIdx` (`i16`s, little-endian, `NUM_OP_NAMES` a row): \
         per operand name, the machine operand's index or -1.",
        "NAMED_OPERAND_ROWS",
        &rows,
    );
    let row_of: Vec<u8> = row_of.iter().flat_map(|v| v.to_le_bytes()).collect();
    byte_table(
        &mut out,
        "Each opcode's row of [`NAMED_OPERAND_ROWS`] (`u16`s, little-endian; `0xffff`: none).",
        "NAMED_OPERAND_ROW_OF",
        &row_of,
    );
    let body = if width == 0 { "        let _ = (self, name);\n        None\n" } else { NAMED_OPERAND_LOOKUP };
    let _ = write!(
        out,
        "#[allow(dead_code)]
impl Opcode {{
    /// C++ `{ns}::getNamedOperandIdx(Opcode, NamedIdx)`: the index of the
    /// machine operand named `name`; `None` (C++ -1) where the instruction
    /// has no such operand or does not use the named-operand table.
    pub fn named_operand_idx(self, name: OpName) -> Option<u16> {{
{body}    }}
}}
"
    );
    out
}

/// The body of `Opcode::named_operand_idx` over the two tables.
const NAMED_OPERAND_LOOKUP: &str = "        let name = usize::from(u16::from(name));
        if name >= NUM_OP_NAMES {
            return None;
        }
        let at = usize::from(u16::from(self)) * 2;
        let row = u16::from_le_bytes([*NAMED_OPERAND_ROW_OF.get(at)?, *NAMED_OPERAND_ROW_OF.get(at + 1)?]);
        if row == u16::MAX {
            return None;
        }
        let at = (usize::from(row) * NUM_OP_NAMES + name) * 2;
        let idx = i16::from_le_bytes([*NAMED_OPERAND_ROWS.get(at)?, *NAMED_OPERAND_ROWS.get(at + 1)?]);
        u16::try_from(idx).ok()
";
