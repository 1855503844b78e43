//! The Rust writer of `-gen-register-info`: the enums of the C++
//! `GET_REGINFO_ENUM` section, then the register descriptions (sub- and
//! super-registers, units and their lanes, encodings), the sub-register
//! indices (compositions, lane masks, bit ranges), the register classes
//! (members, allocation order, sizes, sub- and super-classes, the
//! sub-classes supporting each index) and the DWARF maps, as flat tables
//! with lookup functions; and the `CalleeSavedRegs` save lists and masks.

use crate::backend::Options;
use tablegen_core::RecordKeeper;

use super::RegInfo;
use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::runtime::imports;
use crate::support::rust::vocabulary::{index_repr, reg_class_spec};
use crate::support::rust::{format_chunks, Chunk};

mod asm_names;
mod callee_saved;
mod tables;

/// `-gen-register-info`, Rust: `Reg` (with `NoRegister`), `NUM_TARGET_REGS`,
/// `RegClass` and `SubRegIdx` (with `NoSubRegister`), `RegAltName` and the
/// registers' assembly names (`Reg::asm_name`, `Reg::alt_name`), and the tables and
/// queries of the `tables` module (register, sub-register index and class
/// descriptions with their lookups).
pub fn write_rust(rk: &RecordKeeper, info: &RegInfo, opts: &Options) -> String {
    let bank = &info.bank;
    let target = info.target.name(rk).to_owned();

    let mut regs = vec![Enumerator { cpp_name: "NoRegister".into(), value: 0, doc: None }];
    regs.extend(bank.registers().iter().map(|r| Enumerator {
        cpp_name: rk.name_str(r.def).to_owned(),
        value: r.enum_value as i128,
        doc: None,
    }));
    let max_reg = regs.iter().map(|e| e.value).max().unwrap_or(0);
    let reg = enum_items(&EnumSpec {
        name: "Reg".into(),
        doc: format!("C++ `{target}` register enum: the physical registers, `NoRegister` first."),
        enumerators: regs,
        repr: Some(index_repr(max_reg)),
        shape: Shape::Newtype,
    });
    let num_regs = format!(
        "/// C++ `NUM_TARGET_REGS`: the number of registers, `NoRegister` included.\n#[allow(dead_code)]\npub const NUM_TARGET_REGS: usize = {};\n",
        bank.registers().len() + 1
    );

    let classes =
        enum_items(&reg_class_spec(bank.classes().iter().map(|c| (c.id_name(), c.enum_value, c.def.is_none()))));

    let mut idx = vec![Enumerator { cpp_name: "NoSubRegister".into(), value: 0, doc: None }];
    idx.extend(bank.sub_reg_indices().iter().map(|i| Enumerator {
        cpp_name: i.name.clone(),
        value: i.enum_value as i128,
        doc: i.def.is_none().then(|| "Synthesized by TableGen.".to_string()),
    }));
    let max_idx = idx.iter().map(|e| e.value).max().unwrap_or(0);
    let sub = enum_items(&EnumSpec {
        name: "SubRegIdx".into(),
        doc: "C++ sub-register indices, `NoSubRegister` first.".into(),
        enumerators: idx,
        repr: Some(index_repr(max_idx)),
        shape: Shape::Newtype,
    });

    let saved = callee_saved::write(info, &reg.paths);
    let (alt_enum, names) = asm_names::write(rk, info);
    // The runtime's register tables hold `u16`s, as LLVM's do: a target
    // numbering anything past that gets its enums and save lists, not
    // tables that would truncate its numbers.
    let fits = [max_reg, max_idx, classes_max(info), info.bank.reg_units().len() as i128]
        .iter()
        .all(|&m| index_repr(m) == "u16");
    let text = if fits { tables::write(rk, info) } else { TOO_WIDE.to_string() };
    let imports = Chunk::Text(imports(opts.rust_runtime(), &[tables::REG_IMPORTS]));
    format_chunks(
        "Target Register Enum Values",
        "gen-register-info",
        rk,
        vec![
            imports,
            Chunk::Items(reg.tokens),
            Chunk::Text(num_regs),
            Chunk::Items(classes.tokens),
            Chunk::Items(sub.tokens),
            Chunk::Items(alt_enum),
            Chunk::Text(names),
            Chunk::Text(text),
            Chunk::Text(saved),
        ],
    )
}

/// The largest register class number (its count would do: they are dense).
fn classes_max(info: &RegInfo) -> i128 {
    info.bank.classes().iter().map(|c| i128::from(c.enum_value)).max().unwrap_or(0)
}

/// What stands for the tables of a target too large for them.
const TOO_WIDE: &str = "// This target numbers registers, register classes, sub-register indices\n\
// or register units past 65535: the runtime's register tables (`u16`, like\n\
// LLVM's `MCPhysReg`) cannot hold them, so this module has no tables and\n\
// no query methods.\n";
