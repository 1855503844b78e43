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
use crate::support::rust::runtime::{forwarders, version_check, Forward};
use crate::support::rust::vocabulary::{reg_class_spec, REG_CLASS};
use crate::support::rust::{doc_lines, format_chunks, static_table, Chunk, Writer};

/// The Rust name of the bank ID type.
const BANK_ID: &str = "RegBankId";

/// The runtime's bank row, named for the module's bank and class types,
/// and the version check.
fn bank_type(runtime: &str) -> String {
    let mut w = Writer::new();
    w.line("// `RegisterBank` is tablegen-runtime's (the runtime crate is a dependency of");
    w.line("// the crate that includes this module), for this module's ids.");
    w.doc("C++ `RegisterBank` (`llvm/CodeGen/RegisterBank.h`): one register bank.");
    w.line(format_args!("pub type RegisterBank = {runtime}::reg::bank::RegisterBank<{BANK_ID}, RegClassId>;"));
    w.blank();
    w.raw(&version_check(runtime));
    w.finish()
}

/// The bank lookups, which hand `REG_BANKS` to the runtime.
fn lookups(t: String, runtime: &str) -> String {
    let mut w = Writer::append_to(t);
    w.blank();
    w.line("#[allow(dead_code)]");
    w.block(format_args!("impl {BANK_ID} {{"), "}", |w| {
        forwarders(
            w,
            false,
            &[Forward {
                doc: "The bank with this ID (C++ `RegisterBankInfo::getRegBank(ID)`).",
                signature: "bank(self) -> &'static RegisterBank",
                call: "&REG_BANKS[self.value() as usize]",
            }],
        )
    });
    w.blank();
    let first = format!("{runtime}::reg::bank::first_covering(REG_BANKS, class)");
    let all = format!("{runtime}::reg::bank::covering(REG_BANKS, class)");
    forwarders(
        &mut w,
        true,
        &[
            Forward {
                doc: "The first bank, by ID, that covers `class` (`None` if no bank does):\nthe answer a target's `getRegBankFromRegClass` gives for a class of\none bank.",
                signature: "reg_bank_of_class(class: RegClassId) -> Option<RegBankId>",
                call: &first,
            },
            Forward {
                doc: "Every bank that covers `class`, by ID.",
                signature: "reg_banks_of_class(class: RegClassId) -> impl Iterator<Item = &'static RegisterBank>",
                call: &all,
            },
        ],
    );
    w.finish()
}

pub(super) fn write(rk: &RecordKeeper, m: &RegisterBanks, opts: &Options) -> String {
    let target = &m.target;
    let mut s = String::new();

    // How the module names a class.
    let class_refs: Vec<String> = match opts.rust_vocabulary() {
        Some(path) => {
            let spec = reg_class_spec(m.classes.iter().enumerate().map(|(i, c)| (c.id_name(), i as u32, c.inferred)));
            let _ = write!(
                s,
                "use {path}::{REG_CLASS};\n\n/// A register class: the target's `{REG_CLASS}` (C++ `<Class>RegClassID`).\npub type RegClassId = {REG_CLASS};\n\n"
            );
            paths(&spec).into_iter().map(|p| format!("{REG_CLASS}::{p}")).collect()
        }
        None => {
            s.push_str("/// A register class, by its number in the target's register-class enum\n/// (C++ `<Class>RegClassID`; the value of `-gen-register-info`'s `RegClass`).\npub type RegClassId = u16;\n\n");
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
    t.push_str(&bank_type(opts.rust_runtime()));

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
            "RegisterBank {{ id: {BANK_ID}::{id_path}, name: {:?}, coverage: &{coverage}, classes: {classes}, sizes: &[{}] }}",
            b.name,
            b.sizes.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
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
    let t = lookups(t, opts.rust_runtime());

    s.truncate(s.trim_end().len());
    s.push('\n');
    format_chunks(
        "Register Bank Source Fragments",
        "gen-register-bank",
        rk,
        vec![Chunk::Text(s), Chunk::Items(ids), Chunk::Text(t)],
    )
}
