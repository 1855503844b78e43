//! `-gen-intrinsic-enums`: the `Intrinsic::ID` enumerators of one target
//! prefix, and the `IITDescriptor::ArgKind` values.

use std::fmt::Write as _;

use crate::backend::Options;
use tablegen_core::RecordKeeper;

use super::IntrinsicEnums;
use crate::support::cpp::source_file_header_for;

/// `-gen-intrinsic-enums`, C++ (`-intrinsic-prefix=` selects the target;
/// empty means the target-independent intrinsics and `num_intrinsics`).
pub fn write_cpp(rk: &RecordKeeper, m: &IntrinsicEnums, _: &Options) -> String {
    let mut out = String::new();
    // LLVM writes this header without the records, hence without the
    // `From:` line: an empty keeper has no input file name.
    source_file_header_for(&mut out, "Intrinsic Function Source Fragment", "");
    write_enum(m, &mut out);
    if m.prefix.is_empty() {
        write_arg_kind(rk, &mut out);
    }
    out
}

fn write_enum(m: &IntrinsicEnums, out: &mut String) {
    let (prefix, set) = (m.prefix.as_str(), &m.set);
    let upper = prefix.to_ascii_uppercase();
    if prefix.is_empty() {
        out.push_str("#ifdef GET_INTRINSIC_ENUM_VALUES\n");
    } else {
        let _ = write!(
            out,
            "#ifndef LLVM_IR_INTRINSIC_{upper}_ENUMS_H\n#define LLVM_IR_INTRINSIC_{upper}_ENUMS_H\n\n\
             namespace llvm {{\nnamespace Intrinsic {{\nenum {upper}Intrinsics : unsigned {{\n"
        );
    }
    out.push_str("// Enum values for intrinsics\n");
    for (i, int) in m.intrinsics().iter().enumerate() {
        out.push_str("    ");
        out.push_str(&int.enum_name);
        if i == 0 {
            // IDs are 1-based and distinct across targets.
            let _ = write!(out, " = {}", set.offset + 1);
        }
        out.push_str(", ");
        for _ in int.enum_name.len()..40 {
            out.push(' ');
        }
        out.push_str(" // ");
        out.push_str(&int.name);
        out.push('\n');
    }
    if prefix.is_empty() {
        let _ = write!(out, "    num_intrinsics = {}\n#endif\n\n", m.table.len() + 1);
    } else {
        out.push_str("}; // enum\n} // namespace Intrinsic\n} // namespace llvm\n\n#endif\n");
    }
}

/// The fields of the `ArgKind` def as `AK_` enumerators.
fn write_arg_kind(rk: &RecordKeeper, out: &mut String) {
    out.push_str("// llvm::Intrinsic::IITDescriptor::ArgKind\n#ifdef GET_INTRINSIC_ARGKIND\n");
    match rk.def("ArgKind") {
        Some(ak) => {
            for v in &rk.record(ak).values {
                out.push_str("    AK_");
                rk.write_unquoted(out, v.name);
                out.push_str(" = ");
                rk.write_init(out, v.value);
                out.push_str(",\n");
            }
        }
        None => out.push_str("#error \"ArgKind is not defined\"\n"),
    }
    out.push_str("#endif\n\n");
}
