//! LLVM IR's attributes in Rust against the C++ that llvm-tblgen-19
//! printed for `Attributes.td` (`reference/attributes.inc`): the kinds and
//! their values, spellings, the class bounds, the string attributes,
//! properties and inlining rules.

use std::path::Path;

use tablegen_generated_tests::attrs::{
    AttrKind, AttrProperty, COMPAT_RULES, COMPLEX_STR_ATTRS, FIRST_ENUM_ATTR, FIRST_TYPE_ATTR,
    LAST_CONSTANT_RANGE_LIST_ATTR, MERGE_RULES, STR_BOOL_ATTRS,
};

fn cpp() -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("reference/attributes.inc");
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// `MACRO(FIRST,SECOND)` lines.
fn macro_rows<'a>(text: &'a str, macro_name: &str) -> Vec<(&'a str, &'a str)> {
    let open = format!("{macro_name}(");
    text.lines()
        .filter_map(|l| l.strip_prefix(open.as_str()))
        .filter(|r| !r.starts_with("FIRST"))
        .map(|r| r.trim_end_matches(')').split_once(',').expect("two arguments"))
        .collect()
}

#[test]
fn kinds_spellings_and_bounds() {
    let text = cpp();
    let enums = macro_rows(&text, "ATTRIBUTE_ENUM");
    assert_eq!(enums.len() + 1, AttrKind::COUNT);
    for (name, spelling) in &enums {
        let k = AttrKind::from_name(name).expect(name);
        assert_eq!(k.spelling(), *spelling);
        assert_eq!(AttrKind::from_spelling(spelling), Some(k));
    }
    assert_eq!(AttrKind::from_spelling("no-such-attribute"), None);
    // `GET_ATTR_ENUM`: `Name = value,`.
    let section = text.split("#ifdef GET_ATTR_ENUM").nth(1).expect("GET_ATTR_ENUM");
    for l in section.lines().take_while(|l| !l.starts_with("#endif")) {
        let Some((name, value)) = l.trim_end_matches(',').split_once(" = ") else { continue };
        let value: u32 = value.parse().expect("a number");
        match name {
            "FirstEnumAttr" => assert_eq!(FIRST_ENUM_ATTR, value),
            "FirstTypeAttr" => assert_eq!(FIRST_TYPE_ATTR, value),
            "LastConstantRangeListAttr" => assert_eq!(LAST_CONSTANT_RANGE_LIST_ATTR, value),
            n if n.starts_with("First") || n.starts_with("Last") => {}
            n => assert_eq!(u32::from(AttrKind::from_name(n).expect(n).value()), value, "{n}"),
        }
    }
    let strs: Vec<(&str, &str)> = STR_BOOL_ATTRS.iter().map(|a| (a.name, a.spelling)).collect();
    assert_eq!(strs, macro_rows(&text, "ATTRIBUTE_STRBOOL"));
    let strs: Vec<(&str, &str)> = COMPLEX_STR_ATTRS.iter().map(|a| (a.name, a.spelling)).collect();
    assert_eq!(strs, macro_rows(&text, "ATTRIBUTE_COMPLEXSTR"));
}

#[test]
fn properties_and_rules() {
    let text = cpp();
    let table = text.split("AttrPropTable[] = {\n").nth(1).expect("the property table");
    let rows: Vec<&str> = table.lines().take_while(|l| *l != "};").collect();
    assert_eq!(rows.len() + 1, AttrKind::COUNT);
    for (row, kind) in rows.iter().zip(AttrKind::all().skip(1)) {
        let want: Vec<&str> =
            row.trim_end_matches(',').split(" | ").skip(1).map(|p| &p["AttributeProperty::".len()..]).collect();
        let got: Vec<&str> = kind.properties().iter().map(|p| p.name()).collect();
        assert_eq!(got, want, "{}", kind.name());
        for p in AttrProperty::all() {
            assert_eq!(kind.has_property(p), want.contains(&p.name()));
        }
    }
    let calls: Vec<String> = COMPAT_RULES
        .iter()
        .map(|r| match r.attr_name {
            Some(a) => format!("  Ret &= {}(Caller, Callee, \"{a}\");", r.func),
            None => format!("  Ret &= {}(Caller, Callee);", r.func),
        })
        .collect();
    let want: Vec<&str> = text.lines().filter(|l| l.starts_with("  Ret &= ")).collect();
    assert_eq!(calls, want);
    let merges: Vec<String> = MERGE_RULES.iter().map(|f| format!("  {f}(Caller, Callee);")).collect();
    let body = text.split("const Function &Callee) {\n").nth(2).expect("mergeFnAttrs");
    let want: Vec<&str> = body.lines().take_while(|l| *l != "}").collect();
    assert_eq!(merges, want);
}
