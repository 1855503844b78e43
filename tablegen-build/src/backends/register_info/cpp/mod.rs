//! The C++ `.inc` of `-gen-register-info`.

use std::fmt::Write;

use crate::backend::Options;
use tablegen_core::RecordKeeper;

use super::RegInfo;
use crate::support::cpp::{ifdef, source_file_header_for};

mod desc;
mod target;

/// Writes the C++ output: LLVM's four sections.
pub fn write_cpp(rk: &RecordKeeper, info: &RegInfo, _: &Options) -> String {
    let mut out = String::new();
    write_enums(&mut out, rk, info);
    desc::write_mc_desc(&mut out, rk, info);
    target::write_header(&mut out, rk, info);
    target::write_target_desc(&mut out, rk, info);
    out
}

/// Opens `namespace ns {` unless `ns` is empty.
pub(super) fn open_ns(out: &mut String, ns: &str) {
    if !ns.is_empty() {
        let _ = writeln!(out, "namespace {ns} {{");
    }
}

/// Closes a namespace opened by [`open_ns`], followed by `extra` newlines.
pub(super) fn close_ns(out: &mut String, ns: &str, blank: bool) {
    if !ns.is_empty() {
        let _ = writeln!(out, "}} // end namespace {ns}");
        if blank {
            out.push('\n');
        }
    }
}

/// LLVM's `runEnums`.
fn write_enums(out: &mut String, rk: &RecordKeeper, info: &RegInfo) {
    let bank = &info.bank;
    let regs = bank.registers();
    let ns = regs.first().and_then(|r| rk.value_as_string(r.def, "Namespace").ok()).unwrap_or("").to_owned();
    // LLVM prints this header without the records: no `From:` line.
    source_file_header_for(out, "Target Register Enum Values", "");
    out.push('\n');
    ifdef(out, "GET_REGINFO_ENUM", |out| {
        out.push('\n');
        out.push_str("namespace llvm {\n\n");
        let _ = write!(
            out,
            "class MCRegisterClass;\nextern const MCRegisterClass {}MCRegisterClasses[];\n\n",
            info.target.name(rk)
        );
        open_ns(out, &ns);
        out.push_str("enum {\n  NoRegister,\n");
        for r in regs {
            let _ = writeln!(out, "  {} = {},", rk.name_str(r.def), r.enum_value);
        }
        let _ = writeln!(out, "  NUM_TARGET_REGS // {}", regs.len() + 1);
        out.push_str("};\n");
        close_ns(out, &ns, false);

        if !bank.classes().is_empty() {
            out.push_str("\n// Register classes\n\n");
            open_ns(out, &ns);
            out.push_str("enum {\n");
            for rc in bank.classes() {
                let _ = writeln!(out, "  {} = {},", rc.id_name(), rc.enum_value);
            }
            out.push_str("\n};\n");
            close_ns(out, &ns, true);
        }

        // Only the default `NoRegAltName`: nothing to say.
        if info.alt_name_indices.len() > 1 {
            out.push_str("\n// Register alternate name indices\n\n");
            open_ns(out, &ns);
            out.push_str("enum {\n");
            for (i, a) in info.alt_name_indices.iter().enumerate() {
                let _ = writeln!(out, "  {},\t// {i}", rk.name_str(*a));
            }
            let _ = writeln!(out, "  NUM_TARGET_REG_ALT_NAMES = {}", info.alt_name_indices.len());
            out.push_str("};\n");
            close_ns(out, &ns, true);
        }

        let indices = bank.sub_reg_indices();
        if let Some(first) = indices.first() {
            out.push_str("\n// Subregister indices\n\n");
            let ins = first.namespace.as_str();
            open_ns(out, ins);
            out.push_str("enum : uint16_t {\n  NoSubRegister,\n");
            for (i, idx) in indices.iter().enumerate() {
                let _ = writeln!(out, "  {},\t// {}", idx.name, i + 1);
            }
            out.push_str("  NUM_TARGET_SUBREGS\n};\n");
            close_ns(out, ins, true);
        }

        out.push_str("// Register pressure sets enum.\n");
        open_ns(out, &ns);
        out.push_str("enum RegisterPressureSets {\n");
        for (i, set) in bank.pressure_sets().enumerate() {
            let _ = writeln!(out, "  {} = {i},", set.name);
        }
        out.push_str("};\n");
        close_ns(out, &ns, false);
        out.push('\n');
        out.push_str("} // end namespace llvm\n\n");
    });
    out.push('\n');
}
