//! The Rust module: C++ `Opts.inc` as data. `OptionId` (C++ `OPT_*`:
//! `INVALID` = 0, the groups, then the options in `OptTable` order), each
//! prefix list (C++ `prefix_<n>`), the prefix union, and `OPTIONS`, one
//! `OptInfo` per `OPTION(...)` line, handed to the runtime's parser as
//! one `OptTable`.
//!
//! Not written: `ValuesCode` (C++ code computing an option's values; the
//! row's `values` is then `None`) and clang's marshalling fields.

use std::collections::HashMap;

use tablegen_core::RecordKeeper;

use crate::backend::Options;
use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::runtime::{forwarders, imports, tables_static, Forward};
use crate::support::rust::{format_chunks, Chunk, Writer};

use super::model::{OptionDef, OptionTable};

/// The `OptionId` enum: `INVALID`, then every group and option by its C++
/// identifier, numbered as the C++ `OPT_*` enumerators.
fn id_spec(m: &OptionTable) -> EnumSpec {
    let invalid = Enumerator { cpp_name: "INVALID".into(), value: 0, doc: Some("No option.".into()) };
    let groups = m.groups.iter().map(|g| (g.id.as_str(), format!("The group `{}`.", g.name)));
    let options = m.options.iter().map(|o| (o.id.as_str(), format!("`{}` ({}).", o.prefixed_name(), o.kind.name())));
    EnumSpec {
        name: "OptionId".into(),
        doc: "C++ `OPT_<ID>`: the IDs of the groups and options, in the table's order\n(an ID is a row of `OPTIONS` plus one).".into(),
        enumerators: std::iter::once(invalid)
            .chain(groups.chain(options).enumerate().map(|(i, (id, doc))| Enumerator {
                cpp_name: id.to_owned(),
                value: i as i128 + 1,
                doc: Some(doc),
            }))
            .collect(),
        repr: Some("u32"),
        shape: Shape::Newtype,
    }
}

/// `&[..]` of string literals.
fn str_slice(items: &[String]) -> String {
    let parts: Vec<String> = items.iter().map(|s| format!("{s:?}")).collect();
    format!("&[{}]", parts.join(", "))
}

/// `Some("..")` or `None`.
fn opt_str(s: Option<&str>) -> String {
    s.map_or("None".to_owned(), |s| format!("Some({s:?})"))
}

/// One option's `OptInfo` (the fields of its C++ `OPTION` line).
fn option_row(o: &OptionDef, ids: &HashMap<&str, usize>) -> String {
    let id = |name: Option<&str>| name.and_then(|n| ids.get(n)).copied().unwrap_or(0);
    let variants: Vec<String> =
        o.help_variants.iter().map(|v| format!("({}, {:?})", str_slice(&v.visibilities), v.text)).collect();
    format!(
        "OptInfo {{ prefixes: &PREFIX_{}, name: {:?}, kind: OptionKind::{}, group: {}, alias: {}, alias_args: {}, \
         flags: {}, visibility: {}, num_args: {}, help: {}, help_variants: &[{}], meta_var: {}, values: {} }}",
        o.prefix_set,
        o.name,
        o.kind.name(),
        id(o.group.as_ref().map(|g| g.id.as_str())),
        id(o.alias.as_deref()),
        str_slice(&o.alias_args),
        str_slice(&o.flags),
        str_slice(&o.visibility),
        o.num_args.clamp(0, i64::from(u32::MAX)),
        opt_str(o.help.as_deref()),
        variants.join(", "),
        opt_str(o.meta_var.as_deref()),
        opt_str(o.values.as_deref()),
    )
}

/// Writes the module.
pub(super) fn write(rk: &RecordKeeper, m: &OptionTable, opts: &Options) -> String {
    let spec = id_spec(m);
    let ids: HashMap<&str, usize> =
        m.groups.iter().map(|g| g.id.as_str()).chain(m.options.iter().map(|o| o.id.as_str())).zip(1..).collect();

    let mut w = Writer::new();
    w.raw(&imports(opts.rust_runtime(), &[("opt", &["OptInfo", "OptTable", "OptionKind"])]));
    for set in &m.prefix_sets {
        w.doc(&format!("C++ `prefix_{}`: a list of prefixes options share.", set.number));
        w.line("#[allow(dead_code)]");
        let items: Vec<String> = set.prefixes.iter().map(|p| format!("{p:?}")).collect();
        w.line(format!("pub static PREFIX_{}: [&str; {}] = [{}];", set.number, items.len(), items.join(", ")));
    }
    w.doc("C++ `PREFIX_UNION`: every prefix of any option, sorted.");
    w.line("#[allow(dead_code)]");
    let union: Vec<String> = m.prefix_union.iter().map(|p| format!("{p:?}")).collect();
    w.line(format!("pub static PREFIXES_UNION: [&str; {}] = [{}];", union.len(), union.join(", ")));
    w.blank();

    w.doc("C++ `OptTable::Info InfoTable[]` (the `OPTION(...)` lines): the groups,\nthen the options; row `n` is option ID `n + 1`.");
    w.line("#[allow(dead_code)]");
    let groups = m.groups.iter().map(|g| {
        let row = format!(
            "OptInfo {{ prefixes: &[], name: {:?}, kind: OptionKind::Group, group: {}, alias: 0, alias_args: &[], \
             flags: &[], visibility: &[], num_args: 0, help: {}, help_variants: &[], meta_var: None, values: None }}",
            g.name,
            g.parent.as_deref().and_then(|p| ids.get(p)).copied().unwrap_or(0),
            opt_str(g.help.as_deref()),
        );
        (row, Some(format!("OPT_{}", g.id)))
    });
    let options = m.options.iter().map(|o| (option_row(o, &ids), Some(format!("OPT_{}", o.id))));
    let rows: Vec<(String, Option<String>)> = groups.chain(options).collect();
    w.table(format!("pub static OPTIONS: [OptInfo; {}] = [", rows.len()), "];", rows);
    w.blank();
    tables_static(
        &mut w,
        "The option table (C++ `GenericOptTable` over `InfoTable`).",
        "TABLE",
        "OptTable",
        &[("options", "&OPTIONS"), ("prefixes_union", "&PREFIXES_UNION")],
    );
    w.blank();
    forwarders(
        &mut w,
        true,
        &[
            Forward {
                doc: "The option table, for `parse_args`, `find` and `find_nearest`.",
                signature: "table() -> &'static OptTable",
                call: "&TABLE",
            },
            Forward {
                doc: "The option spelt exactly `spelling`: one of its prefixes, then its name.",
                signature: "find(spelling: &str) -> Option<OptionId>",
                call: "TABLE.find(spelling).and_then(OptionId::from_value)",
            },
            Forward {
                doc: "The row of option `id` (none for `INVALID`).",
                signature: "option(id: OptionId) -> Option<&'static OptInfo>",
                call: "TABLE.option(id.value())",
            },
        ],
    );

    format_chunks(
        "Option Parsing Definitions",
        "gen-opt-parser-defs",
        rk,
        vec![Chunk::Items(enum_items(&spec).tokens), Chunk::Text(w.finish())],
    )
}
