//! `GET_REGINFO_MC_DESC`: the MC-layer register tables (LLVM's `runMCDesc`)
//! and the DWARF mapping tables the target section repeats as declarations.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::super::RegInfo;
use crate::model::codegen::registers::{LaneBitmask, RegId};
use crate::support::cpp::{ifdef, source_file_header_for, string_literal_def};
use crate::support::seq_table::{OffsetTable, SequenceToOffsetTable};

/// Differences between consecutive register numbers, starting from
/// `start`, as the C++ `int16_t` lists store them.
fn diff_encode(start: u32, values: impl IntoIterator<Item = u32>) -> Vec<i16> {
    let mut prev = start;
    values
        .into_iter()
        .map(|v| {
            let d = v.wrapping_sub(prev) as u16 as i16;
            prev = v;
            d
        })
        .collect()
}

/// A string as the C++ `SequenceToOffsetTable<std::string>` orders it
/// (`char` is signed).
fn chars(s: &str) -> Vec<i8> {
    s.bytes().map(|b| b as i8).collect()
}

/// LLVM's `SequenceToOffsetTable::emit`: one line per stored sequence.
pub(super) fn write_seqs<T>(
    out: &mut String,
    table: &OffsetTable<T>,
    term: &str,
    mut print: impl FnMut(&mut String, &T),
) {
    for (offset, seq) in table.iter() {
        let _ = write!(out, "  /* {offset} */ ");
        for e in seq {
            print(out, e);
            out.push_str(", ");
        }
        let _ = writeln!(out, "{term},");
    }
}

/// `LaneBitmask(0x...)`.
pub(super) fn mask(m: LaneBitmask) -> String {
    format!("LaneBitmask(0x{m})")
}

/// The `0x%02x, ` bytes of a bit set with bits at `bits`, rounded up to
/// whole bytes (LLVM's `BitVectorEmitter`).
fn byte_set(bits: impl IntoIterator<Item = u32>) -> String {
    let mut bytes: Vec<u8> = Vec::new();
    for b in bits {
        let i = (b / 8) as usize;
        if i >= bytes.len() {
            bytes.resize(i + 1, 0);
        }
        bytes[i] |= 1 << (b % 8);
    }
    bytes.iter().map(|b| format!("0x{b:02x}, ")).collect()
}

/// LLVM's `runMCDesc`.
pub(super) fn write_mc_desc(out: &mut String, rk: &RecordKeeper, info: &RegInfo) {
    let bank = &info.bank;
    let t = info.target.name(rk);
    source_file_header_for(out, "MC Register Information", "");
    out.push('\n');
    ifdef(out, "GET_REGINFO_MC_DESC", |out| {
        out.push('\n');

        let n = bank.registers().len();
        let mut diffs = SequenceToOffsetTable::new();
        let mut lanes = SequenceToOffsetTable::new();
        let mut idx_seqs = SequenceToOffsetTable::new();
        let mut strings = SequenceToOffsetTable::new();
        let mut sub_lists = Vec::with_capacity(n);
        let mut super_lists = Vec::with_capacity(n);
        let mut unit_lists = Vec::with_capacity(n);
        for (i, reg) in bank.registers().iter().enumerate() {
            strings.add(&chars(reg.name(rk)));
            let subs = &info.regs[i].sub_regs;
            let sub = diff_encode(reg.enum_value, subs.iter().map(|s| bank.register(*s).enum_value));
            diffs.add(&sub);
            idx_seqs.add(&info.regs[i].sub_reg_indices);
            let sup = diff_encode(reg.enum_value, reg.super_regs.iter().map(|s| bank.register(*s).enum_value));
            diffs.add(&sup);
            let units = reg.native_reg_units.as_slice();
            let unit_diff = match units.split_first() {
                Some((first, rest)) => diff_encode(*first, rest.iter().copied()),
                None => Vec::new(),
            };
            diffs.add(&unit_diff);
            lanes.add(reg.native_reg_unit_lane_masks());
            sub_lists.push(sub);
            super_lists.push(sup);
            unit_lists.push(unit_diff);
        }
        let diffs = diffs.layout();
        let lanes = lanes.layout();
        let idx_seqs = idx_seqs.layout();

        out.push_str("namespace llvm {\n\n");
        let _ = writeln!(out, "extern const int16_t {t}RegDiffLists[] = {{");
        write_seqs(out, &diffs, "0", |o, d| {
            let _ = write!(o, "{d}");
        });
        out.push_str("};\n\n");
        let _ = writeln!(out, "extern const LaneBitmask {t}LaneMaskLists[] = {{");
        write_seqs(out, &lanes, "LaneBitmask::getAll()", |o, m| o.push_str(&mask(*m)));
        out.push_str("};\n\n");
        let _ = writeln!(out, "extern const uint16_t {t}SubRegIdxLists[] = {{");
        write_seqs(out, &idx_seqs, "0", |o, x| {
            let _ = write!(o, "{x}");
        });
        out.push_str("};\n\n");
        let strings = strings.layout();
        string_literal_def(out, &strings, &format!("extern const char {t}RegStrings[]"));

        let _ = writeln!(out, "extern const MCRegisterDesc {t}RegDesc[] = {{ // Descriptors");
        let off = |table: &OffsetTable<_>, seq: &[_]| table.get(seq).unwrap_or(0);
        let _ = writeln!(out, "  {{ {}, 0, 0, 0, 0, 0, 0 }},", strings.get(&[]).unwrap_or(0));
        for (i, reg) in bank.registers().iter().enumerate() {
            let first_unit = reg.native_reg_units.as_slice().first().copied().unwrap_or(u32::MAX);
            let unit_offset = off(&diffs, &unit_lists[i]) as u32;
            let _ = writeln!(
                out,
                "  {{ {}, {}, {}, {}, {}, {}, {} }},",
                strings.get(&chars(reg.name(rk))).unwrap_or(0),
                off(&diffs, &sub_lists[i]),
                off(&diffs, &super_lists[i]),
                idx_seqs.get(&info.regs[i].sub_reg_indices).unwrap_or(0),
                (unit_offset << 12) | first_unit,
                lanes.get(reg.native_reg_unit_lane_masks()).unwrap_or(0),
                u8::from(reg.constant)
            );
        }
        out.push_str("};\n\n");

        let _ = writeln!(out, "extern const MCPhysReg {t}RegUnitRoots[][2] = {{");
        for unit in &bank.reg_units()[..bank.num_native_reg_units()] {
            let roots: Vec<&str> =
                unit.roots.iter().flatten().map(|r: &RegId| info.regs[r.0 as usize].qualified_name.as_str()).collect();
            let _ = writeln!(out, "  {{ {} }},", roots.join(", "));
        }
        out.push_str("};\n\n");

        out.push_str("namespace {     // Register classes...\n");
        let mut class_strings = SequenceToOffsetTable::new();
        for rc in bank.classes() {
            class_strings.add(&chars(&rc.name));
            let order = &rc.orders[0];
            if order.is_empty() {
                continue;
            }
            let name = &rc.name;
            let _ = write!(out, "  // {name} Register Class...\n  const MCPhysReg {name}[] = {{\n    ");
            for r in order {
                let _ = write!(out, "{}, ", info.qualified(*r));
            }
            out.push_str("\n  };\n\n");
            let _ = write!(out, "  // {name} Bit set.\n  const uint8_t {name}Bits[] = {{\n    ");
            out.push_str(&byte_set(
                order.iter().filter_map(|r| bank.find_reg(*r)).map(|r| bank.register(r).enum_value),
            ));
            out.push_str("\n  };\n\n");
        }
        out.push_str("} // end anonymous namespace\n\n");
        let class_strings = class_strings.layout();
        string_literal_def(out, &class_strings, &format!("extern const char {t}RegClassStrings[]"));

        let _ = writeln!(out, "extern const MCRegisterClass {t}MCRegisterClasses[] = {{");
        for (c, rc) in bank.classes().iter().enumerate() {
            let order = &rc.orders[0];
            let (name, bits, size) = if order.is_empty() {
                ("nullptr".to_owned(), "nullptr".to_owned(), "0".to_owned())
            } else {
                (rc.name.clone(), format!("{}Bits", rc.name), format!("sizeof({}Bits)", rc.name))
            };
            let reg_size = if rc.rsi.map.len() == 1 { rc.rsi.map.get(&0).map_or(0, |r| r.reg_size) } else { 0 };
            let _ = writeln!(
                out,
                "  {{ {name}, {bits}, {}, {}, {size}, {}RegClassID, {reg_size}, {}, {}, {} }},",
                class_strings.get(&chars(&rc.name)).unwrap_or(0),
                order.len(),
                rc.qualified_name(),
                // LLVM keeps the value in an `int` and prints it whole (its
                // assert on the int8_t range is compiled out in release builds).
                rc.copy_cost,
                rc.allocatable,
                info.classes[c].base_class_order.is_some()
            );
        }
        out.push_str("};\n\n");

        write_mapping_tables(out, info, false);

        let _ = writeln!(out, "extern const uint16_t {t}RegEncodingTable[] = {{");
        out.push_str("  0,\n");
        for r in &info.regs {
            let _ = writeln!(out, "  {},", r.hw_encoding);
        }
        out.push_str("};\n");

        let _ = writeln!(
        out,
        "static inline void Init{t}MCRegisterInfo(MCRegisterInfo *RI, unsigned RA, unsigned DwarfFlavour = 0, unsigned EHFlavour = 0, unsigned PC = 0) {{"
    );
        let _ = write!(
        out,
        "  RI->InitMCRegisterInfo({t}RegDesc, {}, RA, PC, {t}MCRegisterClasses, {}, {t}RegUnitRoots, {}, {t}RegDiffLists, {t}LaneMaskLists, {t}RegStrings, {t}RegClassStrings, {t}SubRegIdxLists, {},\n{t}RegEncodingTable);\n\n",
        n + 1,
        bank.classes().len(),
        bank.num_native_reg_units(),
        bank.sub_reg_indices().len() + 1
    );
        write_mapping(out, info, false);
        out.push_str("}\n\n");
        out.push_str("} // end namespace llvm\n\n");
    });
    out.push('\n');
}

const FLAVOURS: [&str; 2] = ["DwarfFlavour", "EHFlavour"];

/// LLVM's `EmitRegMappingTables`: the DWARF-to-LLVM and LLVM-to-DWARF maps
/// (declarations only in the constructor's section).
pub(super) fn write_mapping_tables(out: &mut String, info: &RegInfo, is_ctor: bool) {
    let dwarf = &info.dwarf;
    if dwarf.flavours == 0 {
        return;
    }
    let ns = &info.namespace;
    let _ = writeln!(out, "// {ns} Dwarf<->LLVM register mappings.");
    for flavour in FLAVOURS {
        for i in 0..dwarf.flavours {
            let _ = write!(out, "extern const MCRegisterInfo::DwarfLLVMRegPair {ns}{flavour}{i}Dwarf2L[]");
            if is_ctor {
                out.push_str(";\n");
            } else {
                out.push_str(" = {\n");
                for (n, def) in dwarf.to_llvm(i) {
                    let _ = writeln!(out, "  {{ {n}U, {} }},", info.qualified(def));
                }
                out.push_str("};\n");
            }
            let _ = write!(out, "extern const unsigned {ns}{flavour}{i}Dwarf2LSize");
            if is_ctor {
                out.push_str(";\n\n");
            } else {
                let _ = write!(out, " = std::size({ns}{flavour}{i}Dwarf2L);\n\n");
            }
        }
    }
    for flavour in FLAVOURS {
        for i in 0..dwarf.flavours {
            let _ = write!(out, "extern const MCRegisterInfo::DwarfLLVMRegPair {ns}{flavour}{i}L2Dwarf[]");
            if is_ctor {
                out.push_str(";\n");
            } else {
                out.push_str(" = {\n");
                for (def, nums) in &dwarf.aliased {
                    let n = nums[i] as i32;
                    if n != -1 {
                        let _ = writeln!(out, "  {{ {}, {n}U }},", info.qualified(*def));
                    }
                }
                out.push_str("};\n");
            }
            let _ = write!(out, "extern const unsigned {ns}{flavour}{i}L2DwarfSize");
            if is_ctor {
                out.push_str(";\n\n");
            } else {
                let _ = write!(out, " = std::size({ns}{flavour}{i}L2Dwarf);\n\n");
            }
        }
    }
}

/// LLVM's `EmitRegMapping`: the calls wiring the DWARF tables up.
pub(super) fn write_mapping(out: &mut String, info: &RegInfo, is_ctor: bool) {
    let flavours = info.dwarf.flavours;
    if flavours == 0 {
        return;
    }
    let ns = &info.namespace;
    let obj = if is_ctor { "" } else { "RI->" };
    for (suffix, func) in [("Dwarf2L", "mapDwarfRegsToLLVMRegs"), ("L2Dwarf", "mapLLVMRegsToDwarfRegs")] {
        for (j, flavour) in FLAVOURS.iter().enumerate() {
            let _ =
                write!(out, "  switch ({flavour}) {{\n  default:\n    llvm_unreachable(\"Unknown DWARF flavour\");\n");
            for i in 0..flavours {
                let tmp = format!("{ns}{flavour}{i}{suffix}");
                let _ = write!(out, "  case {i}:\n    {obj}{func}({tmp}, {tmp}Size, {});\n    break;\n", j == 1);
            }
            out.push_str("  }\n");
        }
    }
}
