//! `-gen-intrinsic-impl --rust`: the intrinsic tables as Rust data: names,
//! target ranges, overload bits, IIT type encodings, the uniqued attribute
//! sets behind `Intrinsic::getAttributes`, and the builtin-name lookups.
//! Intrinsic IDs are the numbers `-gen-intrinsic-enums --rust` gives.

use std::collections::HashMap;
use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use super::model::{fn_attr_cpp_name, BuiltinMap, IitEntry, IntrinsicImpl};
use crate::backend::Options;
use crate::model::intrinsics::ArgAttrKind;
use crate::support::rust::runtime::imports;
use crate::support::rust::{format_chunks, Chunk, Writer};

/// The fixed declarations: the attribute vocabulary and the row types.
fn arg_attr(kind: ArgAttrKind, value: u64) -> String {
    match kind {
        ArgAttrKind::NoCapture => "ArgAttr::NoCapture".into(),
        ArgAttrKind::NoAlias => "ArgAttr::NoAlias".into(),
        ArgAttrKind::NoUndef => "ArgAttr::NoUndef".into(),
        ArgAttrKind::NonNull => "ArgAttr::NonNull".into(),
        ArgAttrKind::Returned => "ArgAttr::Returned".into(),
        ArgAttrKind::ReadOnly => "ArgAttr::ReadOnly".into(),
        ArgAttrKind::WriteOnly => "ArgAttr::WriteOnly".into(),
        ArgAttrKind::ReadNone => "ArgAttr::ReadNone".into(),
        ArgAttrKind::ImmArg => "ArgAttr::ImmArg".into(),
        ArgAttrKind::Alignment => format!("ArgAttr::Alignment({value})"),
        ArgAttrKind::Dereferenceable => format!("ArgAttr::Dereferenceable({value})"),
    }
}

/// Writes the module.
pub fn write_rust(rk: &RecordKeeper, m: &IntrinsicImpl, opts: &Options) -> String {
    let ints = m.intrinsics();
    let mut w = Writer::new();
    w.doc("C++ `TargetInfos`: each target prefix's range of intrinsics.");
    w.block("pub static TARGET_INFOS: &[TargetInfo] = &[", "];", |w| {
        for t in &m.table.targets {
            w.line(format_args!("TargetInfo {{ name: {:?}, offset: {}, count: {} }},", t.name, t.offset, t.count));
        }
    });
    w.blank();
    w.doc("The IR names, by intrinsic ID minus one (C++'s name table without its entry #0).");
    w.block("pub static INTRINSIC_NAMES: &[&str] = &[", "];", |w| {
        for i in ints {
            w.line(format_args!("{:?},", i.name));
        }
    });
    w.blank();
    let mut otable = vec![0u8; (ints.len() + 1).div_ceil(8).max(1)];
    for (k, i) in ints.iter().enumerate() {
        if i.is_overloaded {
            otable[(k + 1) / 8] |= 1 << ((k + 1) % 8);
        }
    }
    w.doc("C++ `OTable`: bit `id` is set if intrinsic `id` is overloaded.");
    w.line(format_args!("pub static OVERLOAD_TABLE: &[u8] = &{otable:?};"));
    w.blank();
    w.doc(
        "C++ `IIT_Table`: per intrinsic (ID minus one), its IIT codes packed four bits each, first lowest, \
         or, with bit 31 set, an offset into `IIT_LONG_ENCODING_TABLE` in the low bits.",
    );
    w.block("pub static IIT_TABLE: &[u32] = &[", "];", |w| {
        for chunk in m.iit_entries.chunks(8) {
            let row: Vec<String> = chunk
                .iter()
                .map(|e| match e {
                    IitEntry::Fixed(v) => format!("{v:#x}"),
                    IitEntry::Long(o) => format!("{:#x}", (1u64 << 31) | *o as u64),
                })
                .collect();
            w.line(format_args!("{},", row.join(", ")));
        }
    });
    w.blank();
    w.doc("C++ `IIT_LongEncodingTable`: the long IIT code sequences, each ended by 0.");
    w.block("pub static IIT_LONG_ENCODING_TABLE: &[u8] = &[", "];", |w| {
        for (offset, codes) in &m.long_encodings {
            let mut row = String::new();
            for c in codes {
                let _ = write!(row, "{c}, ");
            }
            w.line(format_args!("/* {offset} */ {row}0,"));
        }
        w.line("255,");
    });
    w.blank();
    w.doc("C++ `getIntrinsicArgAttributeSet`: the distinct argument attribute sets.");
    w.block("pub static ARG_ATTR_SETS: &[&[ArgAttr]] = &[", "];", |w| {
        for set in &m.arg_attr_sets {
            let attrs: Vec<String> = set.iter().map(|a| arg_attr(a.kind, a.value)).collect();
            w.line(format_args!("&[{}],", attrs.join(", ")));
        }
    });
    w.blank();
    w.doc("C++ `getIntrinsicFnAttributeSet`: the distinct function attribute sets.");
    w.block("pub static FN_ATTR_SETS: &[FnAttrSet] = &[", "];", |w| {
        for set in &m.fn_attr_sets {
            let attrs: Vec<String> = set.attrs.iter().map(|a| format!("FnAttr::{}", fn_attr_cpp_name(*a))).collect();
            let me = set.memory.map_or("None".to_string(), |me| format!("Some({})", me.to_int_value()));
            w.line(format_args!("FnAttrSet {{ attrs: &[{}], memory_effects: {me} }},", attrs.join(", ")));
        }
    });
    w.blank();
    let mut lists: Vec<_> = m.attr_lists.iter().collect();
    lists.sort_by_key(|l| l.number);
    w.doc("The distinct attribute lists, by number minus one.");
    w.block("pub static ATTR_LISTS: &[AttrList] = &[", "];", |w| {
        for l in lists {
            let args: Vec<String> = l.args.iter().map(|(i, s)| format!("({i}, {s})")).collect();
            let function = l.function.map_or("None".to_string(), |f| format!("Some({f})"));
            w.line(format_args!("AttrList {{ args: &[{}], function: {function} }},", args.join(", ")));
        }
    });
    w.blank();
    w.doc("C++ `IntrinsicsToAttributesMap`: per intrinsic (ID minus one), its attribute list number.");
    w.block("pub static INTRINSICS_TO_ATTRIBUTES: &[u16] = &[", "];", |w| {
        for chunk in m.attr_numbers.chunks(16) {
            let row: Vec<String> = chunk.iter().map(|n| n.to_string()).collect();
            w.line(format_args!("{},", row.join(", ")));
        }
    });
    w.blank();
    let ids: HashMap<&str, usize> = ints.iter().enumerate().map(|(k, i)| (i.enum_name.as_str(), k + 1)).collect();
    builtin_table(&mut w, "CLANG_BUILTINS", "Clang", &m.clang_builtins, &ids);
    builtin_table(&mut w, "MS_BUILTINS", "MS", &m.ms_builtins, &ids);
    w.doc("The tables the `Intrinsic::` lookups read: `TABLES.lookup_name(name)`,\n`TABLES.is_overloaded(id)`, `TABLES.attributes(id)`,\n`TABLES.intrinsic_for_clang_builtin(prefix, name)`, ...");
    w.block("pub static TABLES: IntrinsicTables = IntrinsicTables {", "};", |w| {
        w.line("names: INTRINSIC_NAMES,");
        w.line("targets: TARGET_INFOS,");
        w.line("overloaded: OVERLOAD_TABLE,");
        w.line("attribute_lists_of: INTRINSICS_TO_ATTRIBUTES,");
        w.line("attribute_lists: ATTR_LISTS,");
        w.line("clang_builtins: CLANG_BUILTINS,");
        w.line("ms_builtins: MS_BUILTINS,");
    });
    let uses = imports(
        opts.rust_runtime(),
        &[("intrinsics", &["ArgAttr", "AttrList", "FnAttr", "FnAttrSet", "IntrinsicTables", "TargetInfo"])],
    );
    format_chunks(
        "Intrinsic Function Source Fragment",
        "gen-intrinsic-impl",
        rk,
        vec![Chunk::Text(uses), Chunk::Text(w.finish())],
    )
}

fn builtin_table(w: &mut Writer, name: &str, compiler: &str, map: &BuiltinMap, ids: &HashMap<&str, usize>) {
    w.doc(&format!(
        "C++ `getIntrinsicFor{compiler}Builtin`'s tables: per target prefix (sorted), its builtins by name with their intrinsic IDs."
    ));
    w.block(format_args!("pub static {name}: &[(&str, &[(&str, u32)])] = &["), "];", |w| {
        for (prefix, names) in &map.targets {
            w.block(format_args!("({prefix:?}, &["), "]),", |w| {
                for (builtin, enum_name) in names {
                    w.line(format_args!("({builtin:?}, {}),", ids.get(enum_name.as_str()).copied().unwrap_or(0)));
                }
            });
        }
    });
    w.blank();
}
