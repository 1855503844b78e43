//! The C++ writer: LLVM's `Attributes.inc`.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::Options;

use super::model::{Attr, AttrsModel};

/// Writes `Attributes.inc`: the names (`GET_ATTR_NAMES`), the `AttrKind`
/// values (`GET_ATTR_ENUM`), the inlining checks (`GET_ATTR_COMPAT_FUNC`)
/// and the properties (`GET_ATTR_PROP_TABLE`).
pub(super) fn write(_rk: &RecordKeeper, m: &AttrsModel, _: &Options) -> String {
    let mut out = String::new();
    out.push_str("#ifdef GET_ATTR_NAMES\n#undef GET_ATTR_NAMES\n");
    out.push_str("#ifndef ATTRIBUTE_ALL\n#define ATTRIBUTE_ALL(FIRST, SECOND)\n#endif\n\n");
    let enum_attrs: Vec<&Attr> = m.enum_groups.iter().flat_map(|g| &g.attrs).collect();
    names(&mut out, "ATTRIBUTE_ENUM", &enum_attrs);
    names(&mut out, "ATTRIBUTE_STRBOOL", &m.str_bool.iter().collect::<Vec<_>>());
    names(&mut out, "ATTRIBUTE_COMPLEXSTR", &m.complex_str.iter().collect::<Vec<_>>());
    out.push_str("#undef ATTRIBUTE_ALL\n#endif\n\n");

    out.push_str("#ifdef GET_ATTR_ENUM\n#undef GET_ATTR_ENUM\n");
    let mut value = 1;
    for g in &m.enum_groups {
        let _ = writeln!(out, "First{} = {value},", g.class);
        for a in &g.attrs {
            let _ = writeln!(out, "{} = {value},", a.def);
            value += 1;
        }
        let _ = writeln!(out, "Last{} = {},", g.class, value - 1);
    }
    out.push_str("#endif\n\n");

    out.push_str("#ifdef GET_ATTR_COMPAT_FUNC\n#undef GET_ATTR_COMPAT_FUNC\n");
    out.push_str("static inline bool hasCompatibleFnAttrs(const Function &Caller,\n");
    out.push_str("                                        const Function &Callee) {\n  bool Ret = true;\n\n");
    for r in &m.compat_rules {
        let _ = write!(out, "  Ret &= {}(Caller, Callee", r.func);
        if !r.attr_name.is_empty() {
            let _ = write!(out, ", \"{}\"", r.attr_name);
        }
        out.push_str(");\n");
    }
    out.push_str("\n  return Ret;\n}\n\n");
    out.push_str("static inline void mergeFnAttrs(Function &Caller,\n");
    out.push_str("                                const Function &Callee) {\n");
    for f in &m.merge_rules {
        let _ = writeln!(out, "  {f}(Caller, Callee);");
    }
    out.push_str("}\n\n#endif\n");

    out.push_str("#ifdef GET_ATTR_PROP_TABLE\n#undef GET_ATTR_PROP_TABLE\n");
    out.push_str("static const uint8_t AttrPropTable[] = {\n");
    for a in enum_attrs {
        out.push('0');
        for p in &a.properties {
            let _ = write!(out, " | AttributeProperty::{p}");
        }
        out.push_str(",\n");
    }
    out.push_str("};\n#endif\n");
    out
}

/// One macro's list: its default definition, a line per attribute, and its
/// `#undef`.
fn names(out: &mut String, macro_name: &str, attrs: &[&Attr]) {
    let _ = writeln!(
        out,
        "#ifndef {macro_name}\n#define {macro_name}(FIRST, SECOND) ATTRIBUTE_ALL(FIRST, SECOND)\n#endif\n"
    );
    for a in attrs {
        let _ = writeln!(out, "{macro_name}({},{})", a.def, a.spelling);
    }
    let _ = writeln!(out, "#undef {macro_name}\n");
}
