//! The C++ text, as LLVM's emitter writes it: the file header without the
//! `From:` line (the emitter does not pass the records to it), the bank
//! ID enum, the declarations for the `<Target>GenRegisterBankInfo` class,
//! then the coverage arrays, the `RegisterBank` instances, the `RegBanks`
//! and `Sizes` arrays and the constructor.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::RegisterBanks;
use crate::backend::Options;
use crate::support::cpp::{ifdef, source_file_header_for};

fn declarations(out: &mut String, m: &RegisterBanks) {
    let target = &m.target;
    let _ = write!(out, "namespace llvm {{\nnamespace {target} {{\nenum : unsigned {{\n  InvalidRegBankID = ~0u,\n");
    for (id, bank) in m.banks.iter().enumerate() {
        let _ = writeln!(out, "  {}ID = {id},", bank.def_name);
    }
    let _ = write!(out, "  NumRegisterBanks,\n}};\n}} // end namespace {target}\n}} // end namespace llvm\n");
}

fn class_declaration(out: &mut String, m: &RegisterBanks) {
    let _ = write!(
        out,
        "private:\n  static const RegisterBank *RegBanks[];\n  static const unsigned Sizes[];\n\nprotected:\n  {}GenRegisterBankInfo(unsigned HwMode = 0);\n\n",
        m.target
    );
}

fn implementation(out: &mut String, m: &RegisterBanks) {
    let target = &m.target;
    let _ = write!(out, "namespace llvm {{\nnamespace {target} {{\n");
    for bank in &m.banks {
        let _ = writeln!(out, "const uint32_t {}CoverageData[] = {{", bank.def_name);
        for (w, group) in m.classes_by_word(bank).iter().enumerate() {
            let low = w * 32;
            let _ = writeln!(out, "    // {low}-{}", low + 31);
            for &c in group {
                let _ = writeln!(out, "    (1u << ({} - {low})) |", m.classes[c as usize].qualified_id_name());
            }
            out.push_str("    0,\n");
        }
        out.push_str("};\n");
    }
    out.push('\n');
    let num_classes = m.classes.len();
    for bank in &m.banks {
        let def = &bank.def_name;
        let _ = writeln!(
            out,
            "constexpr RegisterBank {def}(/* ID */ {target}::{def}ID, /* Name */ \"{}\", /* CoveredRegClasses */ {def}CoverageData, /* NumRegClasses */ {num_classes});",
            bank.name
        );
    }
    let _ = write!(out, "}} // end namespace {target}\n\n");
    let _ = writeln!(out, "const RegisterBank *{target}GenRegisterBankInfo::RegBanks[] = {{");
    for bank in &m.banks {
        let _ = writeln!(out, "    &{target}::{},", bank.def_name);
    }
    out.push_str("};\n\n");
    let _ = writeln!(out, "const unsigned {target}GenRegisterBankInfo::Sizes[] = {{");
    for (mode, name) in m.hw_modes.iter().enumerate() {
        let _ = writeln!(out, "    // Mode = {mode} ({name})");
        for bank in &m.banks {
            let _ = writeln!(out, "    {},", bank.sizes[mode]);
        }
    }
    out.push_str("};\n\n");
    let _ = write!(
        out,
        "{target}GenRegisterBankInfo::{target}GenRegisterBankInfo(unsigned HwMode)\n    : RegisterBankInfo(RegBanks, {target}::NumRegisterBanks, Sizes, HwMode) {{\n  // Assert that RegBank indices match their ID's\n#ifndef NDEBUG\n  for (auto RB : enumerate(RegBanks))\n    assert(RB.index() == RB.value()->getID() && \"Index != ID\");\n#endif // NDEBUG\n}}\n}} // end namespace llvm\n"
    );
}

pub(super) fn write(_: &RecordKeeper, m: &RegisterBanks, _: &Options) -> String {
    let mut out = String::new();
    source_file_header_for(&mut out, "Register Bank Source Fragments", "");
    ifdef(&mut out, "GET_REGBANK_DECLARATIONS", |out| declarations(out, m));
    out.push('\n');
    ifdef(&mut out, "GET_TARGET_REGBANK_CLASS", |out| class_declaration(out, m));
    out.push('\n');
    ifdef(&mut out, "GET_TARGET_REGBANK_IMPL", |out| implementation(out, m));
    out
}
