//! `-gen-intrinsic-impl`, C++: the sections `Function.cpp` and
//! `Intrinsics.cpp` include, each behind its `GET_INTRINSIC_*` macro.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use super::model::{fn_attr_cpp_name, BuiltinMap, IitEntry, IntrinsicImpl};
use crate::backend::Options;
use crate::model::intrinsics::ArgAttrKind;
use crate::support::cpp::source_file_header_for;

/// Writes the whole `.inc`.
pub fn write_cpp(_: &RecordKeeper, m: &IntrinsicImpl, _: &Options) -> String {
    let mut out = String::new();
    // As for the enums, LLVM writes the header before reading the records:
    // no `From:` line.
    source_file_header_for(&mut out, "Intrinsic Function Source Fragment", "");
    write_iit_info(m, &mut out);
    write_targets(m, &mut out);
    write_names(m, &mut out);
    write_overloads(m, &mut out);
    write_generator(m, &mut out);
    write_attributes(m, &mut out);
    write_builtins(&m.clang_builtins, "Clang", "CLANG", &mut out);
    write_builtins(&m.ms_builtins, "MS", "MS", &mut out);
    out
}

fn write_iit_info(m: &IntrinsicImpl, out: &mut String) {
    out.push_str("#ifdef GET_INTRINSIC_IITINFO\n");
    match &m.iit_info {
        Some(infos) => {
            for (name, n) in infos {
                let _ = writeln!(out, "  {name} = {n},");
            }
        }
        None => out.push_str("#error \"class IIT_Base is not defined\"\n"),
    }
    out.push_str("#endif\n\n");
}

fn write_targets(m: &IntrinsicImpl, out: &mut String) {
    out.push_str(
        "// Target mapping\n#ifdef GET_INTRINSIC_TARGET_DATA\nstruct IntrinsicTargetInfo {\n  \
         llvm::StringLiteral Name;\n  size_t Offset;\n  size_t Count;\n};\n\
         static constexpr IntrinsicTargetInfo TargetInfos[] = {\n",
    );
    for t in &m.table.targets {
        let _ = writeln!(out, "  {{llvm::StringLiteral(\"{}\"), {}, {}}},", t.name, t.offset, t.count);
    }
    out.push_str("};\n#endif\n\n");
}

fn write_names(m: &IntrinsicImpl, out: &mut String) {
    out.push_str("// Intrinsic ID to name table\n#ifdef GET_INTRINSIC_NAME_TABLE\n");
    out.push_str("  // Note that entry #0 is the invalid intrinsic!\n");
    for int in m.intrinsics() {
        let _ = writeln!(out, "  \"{}\",", int.name);
    }
    out.push_str("#endif\n\n");
}

fn write_overloads(m: &IntrinsicImpl, out: &mut String) {
    out.push_str("// Intrinsic ID to overload bitset\n#ifdef GET_INTRINSIC_OVERLOAD_TABLE\n");
    out.push_str("static const uint8_t OTable[] = {\n  0");
    for (i, int) in m.intrinsics().iter().enumerate() {
        // Bit 0 of the first byte is the invalid intrinsic #0.
        let id = i + 1;
        if id % 8 == 0 {
            out.push_str(",\n  0");
        }
        if int.is_overloaded {
            let _ = write!(out, " | (1<<{})", id % 8);
        }
    }
    out.push_str("\n};\n\n");
    out.push_str("return (OTable[id/8] & (1 << (id%8))) != 0;\n#endif\n\n");
}

fn write_generator(m: &IntrinsicImpl, out: &mut String) {
    out.push_str("// Global intrinsic function declaration type table.\n#ifdef GET_INTRINSIC_GENERATOR_GLOBAL\n");
    out.push_str("static const unsigned IIT_Table[] = {\n  ");
    for (i, e) in m.iit_entries.iter().enumerate() {
        if i & 7 == 7 {
            out.push_str("\n  ");
        }
        match e {
            IitEntry::Fixed(v) => {
                let _ = write!(out, "0x{v:x}, ");
            }
            IitEntry::Long(o) => {
                let _ = write!(out, "(1U<<31) | {o}, ");
            }
        }
    }
    out.push_str("0\n};\n\n");
    out.push_str("static const unsigned char IIT_LongEncodingTable[] = {\n");
    for (offset, codes) in &m.long_encodings {
        let _ = write!(out, "  /* {offset} */ ");
        for c in codes {
            let _ = write!(out, "{c}, ");
        }
        out.push_str("0,\n");
    }
    out.push_str("  255\n};\n\n#endif\n\n");
}

fn arg_attr_cpp(kind: ArgAttrKind) -> &'static str {
    match kind {
        ArgAttrKind::NoCapture => "NoCapture",
        ArgAttrKind::NoAlias => "NoAlias",
        ArgAttrKind::NoUndef => "NoUndef",
        ArgAttrKind::NonNull => "NonNull",
        ArgAttrKind::Returned => "Returned",
        ArgAttrKind::ReadOnly => "ReadOnly",
        ArgAttrKind::WriteOnly => "WriteOnly",
        ArgAttrKind::ReadNone => "ReadNone",
        ArgAttrKind::ImmArg => "ImmArg",
        ArgAttrKind::Alignment => "Alignment",
        ArgAttrKind::Dereferenceable => "Dereferenceable",
    }
}

fn write_attributes(m: &IntrinsicImpl, out: &mut String) {
    out.push_str(
        "// Add parameter attributes that are not common to all intrinsics.\n#ifdef GET_INTRINSIC_ATTRIBUTES\n",
    );
    out.push_str(
        "static AttributeSet getIntrinsicArgAttributeSet(LLVMContext &C, unsigned ID) {\n  switch (ID) {\n  \
         default: llvm_unreachable(\"Invalid attribute set number\");\n",
    );
    for (id, attrs) in m.arg_attr_sets.iter().enumerate() {
        let _ = write!(out, "  case {id}:\n    return AttributeSet::get(C, {{\n");
        for a in attrs {
            let name = arg_attr_cpp(a.kind);
            match a.kind {
                ArgAttrKind::Alignment | ArgAttrKind::Dereferenceable => {
                    let _ = writeln!(out, "      Attribute::get(C, Attribute::{name}, {}),", a.value);
                }
                _ => {
                    let _ = writeln!(out, "      Attribute::get(C, Attribute::{name}),");
                }
            }
        }
        out.push_str("    });\n");
    }
    out.push_str("  }\n}\n\n");
    out.push_str(
        "static AttributeSet getIntrinsicFnAttributeSet(LLVMContext &C, unsigned ID) {\n  switch (ID) {\n  \
         default: llvm_unreachable(\"Invalid attribute set number\");\n",
    );
    for (id, set) in m.fn_attr_sets.iter().enumerate() {
        let _ = write!(out, "  case {id}:\n    return AttributeSet::get(C, {{\n");
        for a in &set.attrs {
            let _ = writeln!(out, "      Attribute::get(C, Attribute::{}),", fn_attr_cpp_name(*a));
        }
        if let Some(me) = set.memory {
            let _ = writeln!(
                out,
                "      Attribute::getWithMemoryEffects(C, MemoryEffects::createFromIntValue({})),",
                me.to_int_value()
            );
        }
        out.push_str("    });\n");
    }
    out.push_str("  }\n}\n\n");
    out.push_str("AttributeList Intrinsic::getAttributes(LLVMContext &C, ID id) {\n");
    out.push_str("  static const uint16_t IntrinsicsToAttributesMap[] = {\n");
    for (int, n) in m.intrinsics().iter().zip(&m.attr_numbers) {
        let _ = writeln!(out, "    {n}, // {}", int.name);
    }
    out.push_str("  };\n\n");
    let _ = writeln!(out, "  std::pair<unsigned, AttributeSet> AS[{}];", m.max_arg_attrs + 1);
    out.push_str(
        "  unsigned NumAttrs = 0;\n  if (id != 0) {\n    switch(IntrinsicsToAttributesMap[id - 1]) {\n    \
         default: llvm_unreachable(\"Invalid attribute number\");\n",
    );
    for list in &m.attr_lists {
        let _ = writeln!(out, "    case {}: {{", list.number);
        let mut n = 0;
        for (idx, id) in &list.args {
            let _ = writeln!(out, "      AS[{n}] = {{{idx}, getIntrinsicArgAttributeSet(C, {id})}};");
            n += 1;
        }
        if let Some(id) = list.function {
            let _ =
                writeln!(out, "      AS[{n}] = {{AttributeList::FunctionIndex, getIntrinsicFnAttributeSet(C, {id})}};");
            n += 1;
        }
        if n > 0 {
            let _ = writeln!(out, "      NumAttrs = {n};\n      break;\n    }}");
        } else {
            out.push_str("      return AttributeList();\n    }\n");
        }
    }
    out.push_str("    }\n  }\n  return AttributeList::get(C, ArrayRef(AS, NumAttrs));\n}\n");
    out.push_str("#endif // GET_INTRINSIC_ATTRIBUTES\n\n");
}

fn write_builtins(map: &BuiltinMap, compiler: &str, upper: &str, out: &mut String) {
    out.push_str(
        "// Get the LLVM intrinsic that corresponds to a builtin.\n\
         // This is used by the C front-end.  The builtin name is passed\n\
         // in as BuiltinName, and a target prefix (e.g. 'ppc') is passed\n\
         // in as TargetPrefix.  The result is assigned to 'IntrinsicID'.\n",
    );
    let _ = writeln!(out, "#ifdef GET_LLVM_INTRINSIC_FOR_{upper}_BUILTIN");
    let _ = writeln!(
        out,
        "Intrinsic::ID Intrinsic::getIntrinsicFor{compiler}Builtin(const char *TargetPrefixStr, StringRef BuiltinNameStr) {{"
    );
    if map.names.is_empty() {
        out.push_str("  return Intrinsic::not_intrinsic;\n}\n#endif\n\n");
        return;
    }
    out.push_str("  static const char BuiltinNames[] = {\n");
    map.names.write_char_array(out);
    out.push_str("  };\n\n");
    out.push_str(
        "  struct BuiltinEntry {\n    Intrinsic::ID IntrinID;\n    unsigned StrTabOffset;\n    \
         const char *getName() const {\n      return &BuiltinNames[StrTabOffset];\n    }\n    \
         bool operator<(StringRef RHS) const {\n      \
         return strncmp(getName(), RHS.data(), RHS.size()) < 0;\n    }\n  };\n",
    );
    out.push_str("  StringRef TargetPrefix(TargetPrefixStr);\n\n");
    for (prefix, names) in &map.targets {
        out.push_str("  ");
        if prefix.is_empty() {
            out.push_str("/* Target Independent Builtins */ ");
        } else {
            let _ = write!(out, "if (TargetPrefix == \"{prefix}\") ");
        }
        out.push_str("{\n");
        let _ = writeln!(out, "    static const BuiltinEntry {prefix}Names[] = {{");
        for (builtin, enum_name) in names {
            let offset = map.names.get(builtin).unwrap_or(0);
            let _ = writeln!(out, "      {{Intrinsic::{enum_name}, {offset}}}, // {builtin}");
        }
        out.push_str("    };\n");
        let _ = writeln!(out, "    auto I = std::lower_bound(std::begin({prefix}Names),");
        let _ = writeln!(out, "                              std::end({prefix}Names),");
        out.push_str("                              BuiltinNameStr);\n");
        let _ = writeln!(out, "    if (I != std::end({prefix}Names) &&");
        out.push_str("        I->getName() == BuiltinNameStr)\n      return I->IntrinID;\n  }\n");
    }
    out.push_str("  return Intrinsic::not_intrinsic;\n}\n#endif\n\n");
}
