//! `-gen-intrinsic-impl --rust`: the intrinsic tables as Rust data: names,
//! target ranges, overload bits, IIT type encodings, the uniqued attribute
//! sets behind `Intrinsic::getAttributes`, and the builtin-name lookups.
//! Intrinsic IDs are the numbers `-gen-intrinsic-enums --rust` gives.

use std::collections::HashMap;
use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use super::model::{BuiltinMap, IitEntry, IntrinsicImpl};
use crate::backend::Options;
use crate::model::intrinsics::ArgAttrKind;
use crate::support::rust::{format_chunks, Chunk, Writer};

/// The fixed declarations: the attribute vocabulary and the row types.
const TYPES: &str = r#"/// An argument attribute (C++ `Attribute::AttrKind`, with its value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgAttr {
    /// `NoCapture`.
    NoCapture,
    /// `NoAlias`.
    NoAlias,
    /// `NoUndef`.
    NoUndef,
    /// `NonNull`.
    NonNull,
    /// `Returned`.
    Returned,
    /// `ReadOnly`.
    ReadOnly,
    /// `WriteOnly`.
    WriteOnly,
    /// `ReadNone`.
    ReadNone,
    /// `ImmArg`.
    ImmArg,
    /// `Alignment` with its value.
    Alignment(u64),
    /// `Dereferenceable` with its byte count.
    Dereferenceable(u64),
}

/// A function attribute (C++ `Attribute::AttrKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FnAttr {
    /// `NoUnwind`.
    NoUnwind,
    /// `NoReturn`.
    NoReturn,
    /// `NoCallback`.
    NoCallback,
    /// `NoSync`.
    NoSync,
    /// `NoFree`.
    NoFree,
    /// `WillReturn`.
    WillReturn,
    /// `Cold`.
    Cold,
    /// `NoDuplicate`.
    NoDuplicate,
    /// `NoMerge`.
    NoMerge,
    /// `Convergent`.
    Convergent,
    /// `Speculatable`.
    Speculatable,
    /// `StrictFP`.
    StrictFP,
}

/// One function attribute set (a case of C++ `getIntrinsicFnAttributeSet`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FnAttrSet {
    /// The attributes.
    pub attrs: &'static [FnAttr],
    /// `MemoryEffects::toIntValue`, unless the effects are unknown.
    pub memory_effects: Option<u32>,
}

/// One attribute list (a case of C++ `Intrinsic::getAttributes`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttrList {
    /// `(attribute index, index into ARG_ATTR_SETS)`; index 0 is the return
    /// value, `n + 1` parameter `n`.
    pub args: &'static [(u32, u16)],
    /// The index into FN_ATTR_SETS (C++ `AttributeList::FunctionIndex`), if any.
    pub function: Option<u16>,
}

/// C++ `IntrinsicTargetInfo`: the intrinsics of one target prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TargetInfo {
    /// The target prefix (empty for the target-independent intrinsics).
    pub name: &'static str,
    /// Index of its first intrinsic in `INTRINSIC_NAMES`.
    pub offset: usize,
    /// Number of its intrinsics.
    pub count: usize,
}

/// The intrinsic with IR name `name` in `INTRINSIC_NAMES` (exact names
/// only, no overload suffixes), as an intrinsic ID.
pub fn lookup_name(name: &str) -> Option<u32> {
    let target = TARGET_INFOS
        .iter()
        .rev()
        .find(|t| !t.name.is_empty() && name.strip_prefix("llvm.").and_then(|n| n.strip_prefix(t.name)).is_some_and(|n| n.starts_with('.')))
        .or_else(|| TARGET_INFOS.first())?;
    let names = INTRINSIC_NAMES.get(target.offset..target.offset + target.count)?;
    let k = names.binary_search(&name).ok()?;
    u32::try_from(target.offset + k + 1).ok()
}

/// C++ `Intrinsic::isOverloaded`.
pub fn is_overloaded(id: u32) -> bool {
    let id = id as usize;
    OVERLOAD_TABLE.get(id / 8).is_some_and(|b| b & (1 << (id % 8)) != 0)
}

/// C++ `Intrinsic::getAttributes`: the attribute list of intrinsic `id`
/// (`None` for 0, `not_intrinsic`, and unknown IDs).
pub fn attributes(id: u32) -> Option<&'static AttrList> {
    let n = *INTRINSICS_TO_ATTRIBUTES.get((id as usize).checked_sub(1)?)?;
    ATTR_LISTS.get(usize::from(n).checked_sub(1)?)
}

/// Finds `builtin` of `target` in a builtin map.
fn find_builtin(map: &[(&str, &[(&str, u32)])], target: &str, builtin: &str) -> u32 {
    let lookup = |prefix: &str| {
        let (_, names) = map.iter().find(|(p, _)| *p == prefix)?;
        let k = names.binary_search_by(|(n, _)| (*n).cmp(builtin)).ok()?;
        Some(names[k].1)
    };
    lookup(target).or_else(|| lookup("")).unwrap_or(0)
}

/// C++ `Intrinsic::getIntrinsicForClangBuiltin`: the intrinsic ID, or 0.
pub fn intrinsic_for_clang_builtin(target_prefix: &str, builtin: &str) -> u32 {
    find_builtin(CLANG_BUILTINS, target_prefix, builtin)
}

/// C++ `Intrinsic::getIntrinsicForMSBuiltin`: the intrinsic ID, or 0.
pub fn intrinsic_for_ms_builtin(target_prefix: &str, builtin: &str) -> u32 {
    find_builtin(MS_BUILTINS, target_prefix, builtin)
}
"#;

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
pub fn write_rust(rk: &RecordKeeper, m: &IntrinsicImpl, _: &Options) -> String {
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
            let attrs: Vec<String> = set.attrs.iter().map(|a| format!("FnAttr::{}", a.cpp_name())).collect();
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
    format_chunks(
        "Intrinsic Function Source Fragment",
        "gen-intrinsic-impl",
        rk,
        vec![Chunk::Text(TYPES.to_string()), Chunk::Text(w.finish())],
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
