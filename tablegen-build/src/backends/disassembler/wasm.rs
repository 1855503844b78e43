//! WebAssembly's decoder (LLVM's `WebAssemblyDisassemblerEmitter`): its
//! opcodes are a byte, or a prefix byte and a LEB128 index, so instead of
//! a decoder table it gets one 256-entry lookup table per prefix, and the
//! operand types of each instruction as runs in one shared list.

use std::collections::BTreeMap;

use crate::backend::{Records, Result};
use crate::model::encoding::Context;
use crate::support::fields::{bit_field, fatal_at};

/// Entries per lookup table: one per value of a byte.
pub(super) const TABLE_SIZE: u32 = 256;

/// One used slot of a lookup table.
pub(super) struct Entry {
    /// The instruction's enum value.
    pub(super) opcode: u32,
    /// Its assembly string, for the comment.
    pub(super) asm: String,
    /// How many operands it has.
    pub(super) num_operands: usize,
    /// Where its operand types start in [`WasmTables::operand_types`].
    pub(super) operand_start: usize,
}

/// The lookup tables.
pub struct WasmTables {
    /// Per prefix (0 is the table of single-byte opcodes), its used slots
    /// by opcode; a prefix is listed even when no slot of it is used.
    pub(super) prefixes: BTreeMap<u32, BTreeMap<u32, Option<Entry>>>,
    /// The operand types (`WebAssembly::OPERAND_*`), shared by runs.
    pub(super) operand_types: Vec<String>,
}

/// Picks, per opcode, the stack-based instruction the disassembler prints:
/// the one marked `IsCanonical`, or else the one with the shortest
/// assembly string (the first on a tie).
pub(super) fn analyze(rk: &mut Records<'_>, cx: &Context) -> Result<WasmTables> {
    // Per prefix and opcode, the chosen instruction's index in enum order;
    // a slot whose instructions are all register-based stays `None` but
    // still makes its prefix exist.
    let mut chosen: BTreeMap<u32, BTreeMap<u32, Option<usize>>> = BTreeMap::new();
    let insts = cx.insts.by_enum();
    for (i, inst) in insts.iter().enumerate() {
        let def = inst.def;
        if rk.field(def, "Inst").is_none() {
            continue;
        }
        let Ok(bits) = rk.value_as_bits(def, "Inst").map(<[_]>::to_vec) else {
            let name = rk.name_str(def).to_owned();
            return fatal_at(rk, def, format!("Record `{name}', field `Inst' does not have a BitsInit initializer!"));
        };
        let mut opc = 0u64;
        for (k, &b) in bits.iter().enumerate() {
            match rk.inits.as_bit(b) {
                Some(true) if k < 64 => opc |= 1 << k,
                Some(_) => {}
                None => return fatal_at(rk, def, "WebAssembly: `Inst` has a bit that is not known"),
            }
        }
        let opc = opc as u32;
        if opc == u32::MAX {
            continue;
        }
        let (prefix, opc) = if opc <= 0xFFFF { (opc >> 8, opc & 0xFF) } else { (opc >> 16, opc & 0xFFFF) };
        let slot = chosen.entry(prefix).or_default().entry(opc).or_default();
        if !bit_field(rk, def, "StackBased")? {
            continue;
        }
        if let Some(prev) = *slot {
            if bit_field(rk, insts[prev].def, "IsCanonical")? {
                continue;
            }
            if !bit_field(rk, def, "IsCanonical")? && insts[prev].asm_string.len() <= inst.asm_string.len() {
                continue;
            }
        }
        *slot = Some(i);
    }

    let mut operand_types: Vec<String> = Vec::new();
    let mut prefixes = BTreeMap::new();
    for (&prefix, slots) in &chosen {
        let mut entries = BTreeMap::new();
        for (&opc, &slot) in slots {
            let Some(i) = slot else {
                entries.insert(opc, None);
                continue;
            };
            let inst = &insts[i];
            let list: Vec<&str> = inst.operands.operands.iter().map(|o| o.operand_type.as_str()).collect();
            // Reuse an earlier run of the same types: it keeps the list short.
            let start = (0..=operand_types.len().saturating_sub(list.len()))
                .find(|&j| {
                    list.len() <= operand_types.len()
                        && operand_types[j..j + list.len()].iter().map(String::as_str).eq(list.iter().copied())
                })
                .unwrap_or(operand_types.len());
            if start == operand_types.len() {
                operand_types.extend(list.iter().map(|s| (*s).to_owned()));
            }
            entries.insert(
                opc,
                Some(Entry {
                    opcode: i as u32,
                    asm: inst.asm_string.clone(),
                    num_operands: list.len(),
                    operand_start: start,
                }),
            );
        }
        prefixes.insert(prefix, entries);
    }
    Ok(WasmTables { prefixes, operand_types })
}
