//! The Rust module: C++ `Attributes.inc` as data. `AttrKind` (C++
//! `Attribute::AttrKind`, `None` first, then the attributes with a kind in
//! value order) with each kind's IR spelling and properties, the
//! `First<Class>`/`Last<Class>` bounds, the string attributes, and the
//! inlining rules as the C++ calls they stand for.

use tablegen_core::RecordKeeper;

use crate::backend::Options;
use crate::support::rust::enums::{enum_items, paths, EnumSpec, Enumerator, Shape};
use crate::support::rust::names::screaming;
use crate::support::rust::runtime::imports;
use crate::support::rust::{format_chunks, Chunk, Writer};

use super::model::{Attr, AttrsModel};

/// The `AttrKind` enum: `None` = 0, then each attribute with a kind.
fn kind_spec(m: &AttrsModel) -> EnumSpec {
    let none = Enumerator { cpp_name: "None".into(), value: 0, doc: Some("No attribute.".into()) };
    EnumSpec {
        name: "AttrKind".into(),
        doc: "C++ `llvm::Attribute::AttrKind`: the attributes with a kind, numbered\nfrom 1 in the order `Attribute::operator<` expects (`GET_ATTR_ENUM`).".into(),
        enumerators: std::iter::once(none)
            .chain(m.enum_attrs().map(|(v, a)| Enumerator {
                cpp_name: a.def.clone(),
                value: i128::from(v),
                doc: Some(format!("Spelled `{}`.", a.spelling)),
            }))
            .collect(),
        repr: None,
        shape: Shape::Enum,
    }
}

/// The `AttrProperty` enum: every property some attribute has, by name.
fn property_names(m: &AttrsModel) -> Vec<&str> {
    let mut names: Vec<&str> = m.enum_attrs().flat_map(|(_, a)| a.properties.iter().map(String::as_str)).collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// Writes the module.
pub(super) fn write(rk: &RecordKeeper, m: &AttrsModel, opts: &Options) -> String {
    let kinds = kind_spec(m);
    let kind_paths = paths(&kinds);
    let props = property_names(m);
    let prop_spec = EnumSpec {
        name: "AttrProperty".into(),
        doc: "C++ `AttributeProperty`: where an attribute may appear.".into(),
        enumerators: props
            .iter()
            .enumerate()
            .map(|(i, p)| Enumerator { cpp_name: (*p).to_owned(), value: i as i128, doc: None })
            .collect(),
        repr: None,
        shape: Shape::Enum,
    };
    let prop_paths = paths(&prop_spec);
    let prop = |p: &str| props.iter().position(|x| *x == p).map_or(String::new(), |i| prop_paths[i].clone());

    let mut w = Writer::new();
    w.raw(&imports(opts.rust_runtime(), &[("attrs", &["CompatRule", "StrAttr"])]));
    let mut value = 1u32;
    for g in &m.enum_groups {
        let (first, last) = (value, value + g.attrs.len() as u32 - 1);
        value += g.attrs.len() as u32;
        let base = screaming(&g.class);
        w.doc(&format!("C++ `Attribute::First{}`: the first kind of a `{}`.", g.class, g.class));
        w.line("#[allow(dead_code)]");
        w.line(format!("pub const FIRST_{base}: u32 = {first};"));
        w.doc(&format!(
            "C++ `Attribute::Last{}`: the last kind of a `{}` (less than the first: none).",
            g.class, g.class
        ));
        w.line("#[allow(dead_code)]");
        w.line(format!("pub const LAST_{base}: u32 = {last};"));
    }
    w.blank();
    let str_attrs = |w: &mut Writer, name: &str, doc: &str, attrs: &[Attr]| {
        w.doc(doc);
        w.line("#[allow(dead_code)]");
        let rows = attrs
            .iter()
            .map(|a| (format!("StrAttr {{ name: {:?}, spelling: {:?} }}", a.def, a.spelling), None::<&str>));
        w.table(format!("pub static {name}: [StrAttr; {}] = [", attrs.len()), "];", rows);
    };
    str_attrs(
        &mut w,
        "STR_BOOL_ATTRS",
        "C++ `ATTRIBUTE_STRBOOL`: string attributes valued `\"true\"` or `\"false\"`.",
        &m.str_bool,
    );
    str_attrs(&mut w, "COMPLEX_STR_ATTRS", "C++ `ATTRIBUTE_COMPLEXSTR`: the other string attributes.", &m.complex_str);
    w.doc("C++ `hasCompatibleFnAttrs(Caller, Callee)`: the checks it makes, in order.");
    w.line("#[allow(dead_code)]");
    let rows = m.compat_rules.iter().map(|r| {
        let attr = if r.attr_name.is_empty() { "None".to_owned() } else { format!("Some({:?})", r.attr_name) };
        (format!("CompatRule {{ func: {:?}, attr_name: {attr} }}", r.func), None::<&str>)
    });
    w.table(format!("pub static COMPAT_RULES: [CompatRule; {}] = [", m.compat_rules.len()), "];", rows);
    w.doc("C++ `mergeFnAttrs(Caller, Callee)`: the functions it calls, in order.");
    w.line("#[allow(dead_code)]");
    let rows = m.merge_rules.iter().map(|f| (format!("{f:?}"), None::<&str>));
    w.table(format!("pub static MERGE_RULES: [&str; {}] = [", m.merge_rules.len()), "];", rows);
    w.blank();

    w.line("#[allow(dead_code)]");
    w.block("impl AttrKind {", "}", |w| {
        w.doc("The attribute's spelling in IR (C++ `Attribute::getNameFromAttrKind`;\nempty for `None`).");
        w.block("pub const fn spelling(self) -> &'static str {", "}", |w| {
            w.block("match self {", "}", |w| {
                w.line(format!("AttrKind::{} => \"\",", kind_paths[0]));
                for ((_, a), p) in m.enum_attrs().zip(&kind_paths[1..]) {
                    w.line(format!("AttrKind::{p} => {:?},", a.spelling));
                }
            });
        });
        w.blank();
        w.doc("The kind spelled `s` in IR (C++ `Attribute::getAttrKindFromName`).");
        w.block("pub fn from_spelling(s: &str) -> Option<Self> {", "}", |w| {
            w.block("match s {", "}", |w| {
                let mut seen: Vec<&str> = Vec::new();
                for ((_, a), p) in m.enum_attrs().zip(&kind_paths[1..]) {
                    if !seen.contains(&a.spelling.as_str()) {
                        seen.push(&a.spelling);
                        w.line(format!("{:?} => Some(AttrKind::{p}),", a.spelling));
                    }
                }
                w.line("_ => None,");
            });
        });
        w.blank();
        w.doc("C++ `AttrPropTable[Kind - 1]`: where the attribute may appear (none for\n`None`).");
        w.block("pub fn properties(self) -> &'static [AttrProperty] {", "}", |w| {
            w.block("match self {", "}", |w| {
                w.line(format!("AttrKind::{} => &[],", kind_paths[0]));
                for ((_, a), p) in m.enum_attrs().zip(&kind_paths[1..]) {
                    let ps: Vec<String> = a.properties.iter().map(|x| format!("AttrProperty::{}", prop(x))).collect();
                    w.line(format!("AttrKind::{p} => &[{}],", ps.join(", ")));
                }
            });
        });
        w.blank();
        w.doc("Whether the attribute may appear as `p` (C++ `hasAttributeProperty`).");
        w.block("pub fn has_property(self, p: AttrProperty) -> bool {", "}", |w| {
            w.line("self.properties().contains(&p)");
        });
    });

    format_chunks(
        "Attributes",
        "gen-attrs",
        rk,
        vec![
            Chunk::Items(enum_items(&kinds).tokens),
            Chunk::Items(enum_items(&prop_spec).tokens),
            Chunk::Text(w.finish()),
        ],
    )
}
