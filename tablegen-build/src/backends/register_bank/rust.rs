//! The Rust module: the banks of LLVM's `<Target>GenRegisterBank.inc` as a
//! `RegBankId` enum and a table of `RegisterBank`s (name, coverage bit
//! set, covered classes), the sizes per hardware mode, and the lookup from
//! a register class to the banks that cover it.
//!
//! Classes are named by their number in the target's register-class enum.
//! A standalone module calls that number `RegClassId` (a `u16`) and names
//! the classes it refers to in a `reg_class` module; in a module tree
//! ([`crate::backend::RUST_VOCABULARY`]) `RegClassId` is the tree's
//! `RegClass`, which `-gen-register-info` defines.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::RegisterBanks;
use crate::backend::Options;
use crate::support::rust::enums::{enum_items, paths, EnumSpec, Enumerator, Shape};
use crate::support::rust::names::{escape_keyword, screaming, Namer};
use crate::support::rust::vocabulary::{reg_class_spec, REG_CLASS};
use crate::support::rust::{doc_lines, format_chunks, static_table, Chunk};

/// The Rust name of the bank ID type.
const BANK_ID: &str = "RegBankId";

const TYPES: &str = r#"/// C++ `RegisterBank` (`llvm/CodeGen/RegisterBank.h`): one register bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegisterBank {
    /// C++ `getID()`.
    pub id: RegBankId,
    /// C++ `getName()`: the bank's `Name`, as MIR spells it.
    pub name: &'static str,
    /// C++ `CoveredClasses` (`<Bank>CoverageData`): bit `c % 32` of word
    /// `c / 32` is set when the bank covers class `c`.
    pub coverage: &'static [u32],
    /// The covered classes in the order TableGen found them: each class
    /// the bank lists, followed by the sub-classes and sub-register classes
    /// found from it (the order of the C++ coverage lines within a word).
    pub classes: &'static [RegClassId],
}

#[allow(dead_code)]
impl RegisterBank {
    /// C++ `covers(RC)`: whether the bank covers `class`.
    pub fn covers(&self, class: RegClassId) -> bool {
        let i = class_index(class);
        self.coverage.get(i / 32).is_some_and(|w| w & (1 << (i % 32)) != 0)
    }

    /// C++ `RegisterBankInfo::getMaximumSize(getID())` under hardware mode
    /// `hw_mode`: the spill size in bits of the bank's largest class
    /// (`None` for an unknown mode).
    pub fn size(&self, hw_mode: usize) -> Option<u32> {
        SIZES.get(hw_mode).and_then(|row| row.get(self.id.value() as usize)).copied()
    }
}

#[allow(dead_code)]
impl RegBankId {
    /// The bank with this ID (C++ `RegisterBankInfo::getRegBank(ID)`).
    pub fn bank(self) -> &'static RegisterBank {
        &REG_BANKS[self.value() as usize]
    }
}

/// The first bank, by ID, that covers `class` (`None` if no bank does):
/// the answer a target's `getRegBankFromRegClass` gives for a class of
/// one bank.
#[allow(dead_code)]
pub fn reg_bank_of_class(class: RegClassId) -> Option<RegBankId> {
    REG_BANKS.iter().find(|b| b.covers(class)).map(|b| b.id)
}

/// Every bank that covers `class`, by ID.
#[allow(dead_code)]
pub fn reg_banks_of_class(class: RegClassId) -> impl Iterator<Item = &'static RegisterBank> {
    REG_BANKS.iter().filter(move |b| b.covers(class))
}
"#;

pub(super) fn write(rk: &RecordKeeper, m: &RegisterBanks, opts: &Options) -> String {
    let target = &m.target;
    let mut s = String::new();

    // How the module names a class.
    let class_refs: Vec<String> = match opts.rust_vocabulary() {
        Some(path) => {
            let spec = reg_class_spec(m.classes.iter().enumerate().map(|(i, c)| (c.id_name(), i as u32, c.inferred)));
            let _ = write!(
                s,
                "use {path}::{REG_CLASS};\n\n/// A register class: the target's `{REG_CLASS}` (C++ `<Class>RegClassID`).\npub type RegClassId = {REG_CLASS};\n\nconst fn class_index(class: RegClassId) -> usize {{\n    class.value() as usize\n}}\n\n"
            );
            paths(&spec).into_iter().map(|p| format!("{REG_CLASS}::{p}")).collect()
        }
        None => {
            s.push_str("/// A register class, by its number in the target's register-class enum\n/// (C++ `<Class>RegClassID`; the value of `-gen-register-info`'s `RegClass`).\npub type RegClassId = u16;\n\nconst fn class_index(class: RegClassId) -> usize {\n    class as usize\n}\n\n");
            s.push_str("/// The register classes the banks cover, by their C++ enumerators' values.\n#[allow(dead_code, non_upper_case_globals)]\npub mod reg_class {\n");
            let mut covered = vec![false; m.classes.len()];
            for b in &m.banks {
                for &c in &b.classes {
                    covered[c as usize] = true;
                }
            }
            let mut names = Namer::default();
            let mut refs = vec![String::new(); m.classes.len()];
            for (i, c) in m.classes.iter().enumerate().filter(|(i, _)| covered[*i]) {
                let name = names.unique(escape_keyword(c.name.clone()));
                let inferred = if c.inferred { " Inferred by TableGen." } else { "" };
                let _ = write!(
                    s,
                    "    /// C++ `{}`.{inferred}\n    pub const {name}: super::RegClassId = {i};\n",
                    c.qualified_id_name()
                );
                refs[i] = format!("reg_class::{name}");
            }
            s.push_str("}\n\n");
            refs
        }
    };
    let _ = write!(
        s,
        "/// C++ `NumRegClasses`: the number of register classes (inferred ones\n/// included), the bits of each coverage set.\n#[allow(dead_code)]\npub const NUM_REG_CLASSES: usize = {};\n\n",
        m.classes.len()
    );

    let ids = EnumSpec {
        name: BANK_ID.into(),
        doc: format!(
            "C++ `{target}::` register bank IDs (`GET_REGBANK_DECLARATIONS`): `<Bank>ID`, numbered in def-name order. C++ `InvalidRegBankID` is `None` here."
        ),
        enumerators: m
            .banks
            .iter()
            .enumerate()
            .map(|(i, b)| Enumerator {
                cpp_name: format!("{}ID", b.def_name),
                value: i as i128,
                doc: Some(format!("The bank `{}`.", b.name)),
            })
            .collect(),
        repr: None,
        shape: Shape::Enum,
    };
    let id_paths = paths(&ids);
    let ids = enum_items(&ids).tokens;

    let mut t = String::new();
    let _ = write!(
        t,
        "/// C++ `{target}::NumRegisterBanks`.\n#[allow(dead_code)]\npub const NUM_REGISTER_BANKS: usize = {};\n\n/// The number of hardware modes, the default mode included.\n#[allow(dead_code)]\npub const NUM_HW_MODES: usize = {};\n\n",
        m.banks.len(),
        m.hw_modes.len()
    );
    static_table(
        &mut t,
        "The hardware modes by id, as the C++ `Sizes` comments name them (mode 0\nis the default mode).",
        "HW_MODES",
        "&str",
        m.hw_modes.iter().map(|n| format!("{n:?}")),
    );
    t.push_str(TYPES);
    t.push('\n');

    let mut statics = Namer::default();
    for fixed in ["REG_BANKS", "SIZES", "HW_MODES", "NUM_REGISTER_BANKS", "NUM_REG_CLASSES", "NUM_HW_MODES"] {
        statics.reserve(fixed);
    }
    let mut rows = Vec::with_capacity(m.banks.len());
    for (b, id_path) in m.banks.iter().zip(&id_paths) {
        let base = screaming(&b.def_name);
        let coverage = statics.unique(format!("{base}_COVERAGE_DATA"));
        let classes = statics.unique(format!("{base}_CLASSES"));
        doc_lines(
            &mut t,
            "",
            &format!(
                "C++ `{target}::{}CoverageData`: the classes bank `{}` covers,\none word per 32 classes.",
                b.def_name, b.name
            ),
        );
        let _ = writeln!(t, "#[allow(dead_code)]\npub static {coverage}: [u32; {}] = [", m.coverage_words());
        for (w, word) in m.coverage(b).iter().enumerate() {
            let _ = writeln!(t, "    0x{:04x}_{:04x}, // {}-{}", word >> 16, word & 0xffff, w * 32, w * 32 + 31);
        }
        t.push_str("];\n\n");
        static_table(
            &mut t,
            &format!("The classes bank `{}` covers, in the order TableGen found them.", b.name),
            &classes,
            "RegClassId",
            b.classes.iter().map(|&c| class_refs[c as usize].clone()),
        );
        rows.push(format!(
            "RegisterBank {{ id: {BANK_ID}::{id_path}, name: {:?}, coverage: &{coverage}, classes: {classes} }}",
            b.name
        ));
    }
    static_table(
        &mut t,
        &format!("C++ `{target}GenRegisterBankInfo::RegBanks` (the `{target}::<Bank>`\ninstances), by ID."),
        "REG_BANKS",
        "RegisterBank",
        rows.into_iter(),
    );
    let _ = writeln!(
        t,
        "/// C++ `{target}GenRegisterBankInfo::Sizes`: per hardware mode (row) and\n/// bank (column, by ID), the spill size in bits of the bank's largest\n/// class (named in the comment).\n#[allow(dead_code)]\npub static SIZES: [[u32; NUM_REGISTER_BANKS]; NUM_HW_MODES] = ["
    );
    for (mode, name) in m.hw_modes.iter().enumerate() {
        let sizes: Vec<String> = m.banks.iter().map(|b| b.sizes[mode].to_string()).collect();
        let largest: Vec<&str> = m.banks.iter().map(|b| m.classes[b.largest[mode] as usize].name.as_str()).collect();
        let _ = write!(t, "    [{}], // Mode {mode} ({name})", sizes.join(", "));
        if !largest.is_empty() {
            let _ = write!(t, ": {}", largest.join(", "));
        }
        t.push('\n');
    }
    t.push_str("];\n");

    s.truncate(s.trim_end().len());
    s.push('\n');
    format_chunks(
        "Register Bank Source Fragments",
        "gen-register-bank",
        rk,
        vec![Chunk::Text(s), Chunk::Items(ids), Chunk::Text(t)],
    )
}
