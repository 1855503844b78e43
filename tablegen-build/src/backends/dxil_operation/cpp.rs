//! `-gen-dxil-operation`, C++: the `dxil::OpCode` and `OpCodeClass` enums,
//! the intrinsic-to-operation map and the operation property table with
//! its string and parameter tables.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use super::model::DxilOperations;
use crate::backend::Options;
use crate::support::cpp::write_escaped;

/// Writes the whole `.inc`.
pub fn write_cpp(_: &RecordKeeper, m: &DxilOperations, _: &Options) -> String {
    let mut out = String::from("// Generated code, do not edit.\n\n");
    out.push_str("#ifdef DXIL_OP_ENUM\n");
    write_enums(m, &mut out);
    out.push_str("#endif\n\n#ifdef DXIL_OP_INTRINSIC_MAP\n");
    write_intrinsic_map(m, &mut out);
    out.push_str("#endif\n\n#ifdef DXIL_OP_OPERATION_TABLE\n");
    write_table(m, &mut out);
    out.push_str("#endif\n\n");
    out
}

fn write_enums(m: &DxilOperations, out: &mut String) {
    out.push_str("// Enumeration for operations specified by DXIL\nenum class OpCode : unsigned {\n");
    for op in &m.ops {
        let _ = writeln!(out, "{} = {}, // {}", op.name, op.opcode, op.doc);
    }
    out.push_str("\n};\n\n");
    out.push_str(
        "// Groups for DXIL operations with equivalent function templates\nenum class OpCodeClass : unsigned {\n",
    );
    for c in &m.classes {
        let _ = writeln!(out, "{c},");
    }
    out.push_str("\n};\n\n");
}

fn write_intrinsic_map(m: &DxilOperations, out: &mut String) {
    out.push_str("\nstatic const SmallDenseMap<Intrinsic::ID, dxil::OpCode> LowerMap = {\n");
    for op in &m.ops {
        if let Some(i) = op.intrinsic.as_deref().filter(|i| !i.is_empty()) {
            let _ = writeln!(out, "  {{ Intrinsic::{i}, dxil::OpCode::{}}},", op.name);
        }
    }
    out.push_str("};\n\n");
}

/// LLVM's `emitStringLiteralDef` with long string literals (the default).
fn write_strings(out: &mut String, table: &[(usize, String)], decl: &str) {
    out.push_str(
        "\n#ifdef __GNUC__\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n#endif\n",
    );
    let _ = writeln!(out, "{decl} = {{");
    for (offset, s) in table {
        let _ = write!(out, "  /* {offset} */ \"");
        write_escaped(out, s);
        out.push_str("\\0\"\n");
    }
    out.push_str("};\n#ifdef __GNUC__\n#pragma GCC diagnostic pop\n#endif\n\n");
}

fn write_table(m: &DxilOperations, out: &mut String) {
    out.push_str("static const OpCodeProperty *getOpCodeProperty(dxil::OpCode Op) {\n");
    out.push_str("  static const OpCodeProperty OpCodeProps[] = {\n");
    for &k in &m.table_order {
        let op = &m.ops[k];
        let kinds: Vec<String> = op.overload_kinds.iter().map(|k| format!("OverloadKind::{}", k.cpp_name())).collect();
        let _ = writeln!(
            out,
            "  {{ dxil::OpCode::{}, {}, OpCodeClass::{}, {}, {}, Attribute::{}, {}, {}, {} }},",
            op.name,
            op.name_offset,
            op.class,
            op.class_offset,
            kinds.join(" | "),
            op.attribute.cpp_name(),
            op.overload_param_index,
            op.param_count,
            op.params_offset
        );
    }
    out.push_str(
        "  };\n  // FIXME: change search to indexing with\n  // Op once all DXIL operations are added.\n  \
         OpCodeProperty TmpProp;\n  TmpProp.OpCode = Op;\n  const OpCodeProperty *Prop =\n      \
         llvm::lower_bound(OpCodeProps, TmpProp,\n                        \
         [](const OpCodeProperty &A, const OpCodeProperty &B) {\n                          \
         return A.OpCode < B.OpCode;\n                        });\n  \
         assert(Prop && \"failed to find OpCodeProperty\");\n  return Prop;\n}\n\n",
    );
    out.push_str("static const char *getOpCodeName(dxil::OpCode Op) {\n\n");
    write_strings(out, &m.names, "  static const char DXILOpCodeNameTable[]");
    out.push_str(
        "  auto *Prop = getOpCodeProperty(Op);\n  unsigned Index = Prop->OpCodeNameOffset;\n  \
         return DXILOpCodeNameTable + Index;\n}\n\n",
    );
    out.push_str("static const char *getOpCodeClassName(const OpCodeProperty &Prop) {\n\n");
    write_strings(out, &m.class_names, "  static const char DXILOpCodeClassNameTable[]");
    out.push_str("  unsigned Index = Prop.OpCodeClassNameOffset;\n  return DXILOpCodeClassNameTable + Index;\n}\n ");
    out.push_str("static const ParameterKind *getOpCodeParameterKind(const OpCodeProperty &Prop) {\n\n");
    out.push_str("  static const ParameterKind DXILOpParameterKindTable[] = {\n");
    for (offset, kinds) in &m.params {
        let _ = write!(out, "  /* {offset} */ ");
        for k in kinds {
            let _ = write!(out, "ParameterKind::{}, ", k.cpp_name());
        }
        out.push_str("ParameterKind::Invalid,\n");
    }
    out.push_str(
        "  };\n\n  unsigned Index = Prop.ParameterTableOffset;\n  return DXILOpParameterKindTable + Index;\n}\n ",
    );
}
