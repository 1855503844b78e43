//! Unit tests; `Attributes.inc` itself is checked against LLVM by its
//! parity row.

use crate::backend::{Backend, Diagnostic, Lang, Records};

const CLASSES: &str = r#"
class AttrProperty; def FnAttr : AttrProperty; def ParamAttr : AttrProperty;
class Attr<string S, list<AttrProperty> P> { string AttrString = S; list<AttrProperty> Properties = P; }
class EnumAttr<string S, list<AttrProperty> P> : Attr<S, P>;
class TypeAttr<string S, list<AttrProperty> P> : Attr<S, P>;
class IntAttr<string S, list<AttrProperty> P> : Attr<S, P>;
class ConstantRangeAttr<string S, list<AttrProperty> P> : Attr<S, P>;
class ConstantRangeListAttr<string S, list<AttrProperty> P> : Attr<S, P>;
class StrBoolAttr<string S> : Attr<S, []>;
class ComplexStrAttr<string S, list<AttrProperty> P> : Attr<S, P>;
class CompatRule<string F> { string CompatFunc = F; string AttrName = ""; }
class CompatRuleStrAttr<string F, string Attr> : CompatRule<F> { let AttrName = Attr; }
class MergeRule<string F> { string MergeFunc = F; }
"#;

fn emit(src: &str) -> (Result<String, ()>, Vec<Diagnostic>) {
    let Ok(mut keeper) = tablegen_core::parse_str("t.td", src) else { panic!("parse failed") };
    let mut rk = Records::new(&mut keeper);
    let out = super::BACKEND.emit(&mut rk, &Default::default(), Lang::Cpp).map_err(|_| ());
    (out, rk.take_diagnostics())
}

#[test]
fn values_run_through_the_kinds() {
    let (out, diags) = emit(&format!(
        "{CLASSES}def B : EnumAttr<\"b\", [FnAttr, ParamAttr]>; def A : EnumAttr<\"a\", []>;\n\
         def T : TypeAttr<\"t\", [ParamAttr]>; def R : ConstantRangeAttr<\"range\", []>;\n\
         def S : StrBoolAttr<\"s\">; def X : ComplexStrAttr<\"x\", [FnAttr]>;\n\
         def : CompatRule<\"isEqual<AAttr>\">; def : CompatRuleStrAttr<\"isEqual\", \"k\">;\n\
         def : MergeRule<\"setOr<BAttr>\">;\n"
    ));
    assert!(diags.is_empty(), "{diags:?}");
    let out = out.expect("emits");
    // Def-name order within a kind; empty kinds keep their markers.
    assert!(out.contains(
        "FirstEnumAttr = 1,\nA = 1,\nB = 2,\nLastEnumAttr = 2,\nFirstTypeAttr = 3,\nT = 3,\nLastTypeAttr = 3,\n\
         FirstIntAttr = 4,\nLastIntAttr = 3,\nFirstConstantRangeAttr = 4,\nR = 4,\nLastConstantRangeAttr = 4,\n\
         FirstConstantRangeListAttr = 5,\nLastConstantRangeListAttr = 4,\n#endif\n"
    ));
    assert!(out.contains("ATTRIBUTE_STRBOOL(S,s)\n#undef ATTRIBUTE_STRBOOL\n"));
    assert!(out.contains("  Ret &= isEqual<AAttr>(Caller, Callee);\n  Ret &= isEqual(Caller, Callee, \"k\");\n"));
    assert!(out.contains("  setOr<BAttr>(Caller, Callee);\n}\n\n#endif\n"));
    // String attributes have no row in the property table.
    assert!(out.ends_with(
        "0,\n0 | AttributeProperty::FnAttr | AttributeProperty::ParamAttr,\n0 | AttributeProperty::ParamAttr,\n0,\n};\n#endif\n"
    ));
}

#[test]
fn a_missing_class_is_fatal() {
    let (out, diags) = emit("class Attr;");
    assert!(out.is_err());
    let texts: Vec<&str> = diags.iter().map(Diagnostic::text).collect();
    assert_eq!(texts, ["The class 'EnumAttr' is not defined\n"]);
}

#[test]
fn the_rust_module() {
    let Ok(mut keeper) = tablegen_core::parse_str(
        "t.td",
        &format!(
            "{CLASSES}def B : EnumAttr<\"b\", [FnAttr]>; def T : TypeAttr<\"t\", []>; def S : StrBoolAttr<\"s\">;\n"
        ),
    ) else {
        panic!("parse failed")
    };
    let mut rk = Records::new(&mut keeper);
    let out = super::BACKEND.emit(&mut rk, &Default::default(), Lang::Rust).expect("emits");
    for piece in [
        "pub const FIRST_ENUM_ATTR: u32 = 1;\n",
        "pub const LAST_INT_ATTR: u32 = 2;\n",
        "    StrAttr { name: \"S\", spelling: \"s\" },\n",
        "            AttrKind::B => &[AttrProperty::FnAttr],\n",
        "            \"t\" => Some(AttrKind::T),\n",
    ] {
        assert!(out.contains(piece), "missing {piece:?} in\n{out}");
    }
}
