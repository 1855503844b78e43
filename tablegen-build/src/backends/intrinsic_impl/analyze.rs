//! From the shared intrinsics table to the tables `-gen-intrinsic-impl`
//! prints, in the order LLVM computes them (so that the first error is
//! LLVM's).

use std::cmp::Reverse;
use std::collections::{BTreeMap, HashMap};

use crate::backend::{Options, Records, Result};
use crate::model::intrinsics::{type_signature, ArgAttribute, CodeGenIntrinsic, CodeGenIntrinsicTable, MemoryEffects};
use crate::support::fields::{fatal_at, lift};
use crate::support::seq_table::OffsetTable;

use super::model::{AttrList, BuiltinMap, FnAttr, FnAttrSet, IitEntry, IntrinsicImpl};

/// Reads the records into the model.
pub(super) fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<IntrinsicImpl> {
    let table = CodeGenIntrinsicTable::shared(rk)?;
    let iit_info = iit_info(rk)?;
    let (iit_entries, long_encodings) = encodings(rk, &table)?;
    let attrs = Attributes::of(&table.intrinsics);
    let clang_builtins = builtins(rk, &table.intrinsics, Compiler::Clang)?;
    let ms_builtins = builtins(rk, &table.intrinsics, Compiler::Ms)?;
    Ok(IntrinsicImpl {
        iit_info,
        iit_entries,
        long_encodings,
        arg_attr_sets: attrs.arg_sets,
        fn_attr_sets: attrs.fn_sets,
        attr_numbers: attrs.numbers,
        attr_lists: attrs.lists,
        max_arg_attrs: attrs.max_arg_attrs,
        clang_builtins,
        ms_builtins,
        table,
    })
}

/// The `IIT_Base` defs by their `Number`; a later def with a number
/// already taken replaces the earlier one, as in LLVM's release build.
fn iit_info(rk: &mut Records<'_>) -> Result<Option<Vec<(String, u8)>>> {
    let defs = rk.all_derived_definitions_if_defined("IIT_Base");
    if defs.is_empty() {
        return Ok(None);
    }
    let mut by_number = BTreeMap::new();
    for d in defs {
        let n = rk.value_as_int(d, "Number");
        let n = lift(rk, n)?;
        let Ok(n) = u8::try_from(n) else {
            return fatal_at(rk, d, "IIT_Info.Number should be uint8_t");
        };
        by_number.insert(n, rk.name_str(d).to_string());
    }
    Ok(Some(by_number.into_iter().map(|(n, name)| (name, n)).collect()))
}

/// Packs a type signature into 31 bits (four bits a code, the first code
/// lowest), if it fits.
fn fixed_encoding(sig: &[u8]) -> Option<u32> {
    if sig.len() > 8 || sig.iter().any(|&c| c > 15) {
        return None;
    }
    let packed = sig.iter().rev().fold(0u32, |acc, &c| (acc << 4) | u32::from(c));
    (packed >> 31 == 0).then_some(packed)
}

/// Every intrinsic's `IIT_Table` entry and the long encoding table.
/// The long encoding table: `(offset, codes)` in table order.
type LongEncodings = Vec<(usize, Vec<u8>)>;

fn encodings(rk: &mut Records<'_>, table: &CodeGenIntrinsicTable) -> Result<(Vec<IitEntry>, LongEncodings)> {
    let mut fixed = Vec::with_capacity(table.len());
    let mut long = Vec::new();
    for int in table {
        let sig = type_signature(rk, int)?;
        match fixed_encoding(&sig) {
            Some(f) => fixed.push(Some(f)),
            None => {
                fixed.push(None);
                long.push(sig);
            }
        }
    }
    let (laid, offsets) = OffsetTable::with_offsets(long);
    let mut offsets = offsets.into_iter();
    let entries = fixed
        .into_iter()
        .map(|f| f.map_or_else(|| IitEntry::Long(offsets.next().unwrap_or(0)), IitEntry::Fixed))
        .collect();
    let long_encodings = laid.iter().map(|(o, s)| (o, s.to_vec())).collect();
    Ok((entries, long_encodings))
}

/// How LLVM orders function attribute sets: by each flag (set after
/// unset), then by memory effects, larger first.
type FnKey = ([bool; 13], Reverse<u32>);

fn fn_key(i: &CodeGenIntrinsic) -> FnKey {
    (
        [
            i.can_throw,
            i.is_no_duplicate,
            i.is_no_merge,
            i.is_no_return,
            i.is_no_callback,
            i.is_no_sync,
            i.is_no_free,
            i.is_will_return,
            i.is_cold,
            i.is_convergent,
            i.is_speculatable,
            i.has_side_effects,
            i.is_strict_fp,
        ],
        Reverse(i.memory_effects.to_int_value()),
    )
}

/// The function attribute set of `i`.
fn fn_attr_set(i: &CodeGenIntrinsic) -> FnAttrSet {
    let flags = [
        (!i.can_throw, FnAttr::NoUnwind),
        (i.is_no_return, FnAttr::NoReturn),
        (i.is_no_callback, FnAttr::NoCallback),
        (i.is_no_sync, FnAttr::NoSync),
        (i.is_no_free, FnAttr::NoFree),
        (i.is_will_return, FnAttr::WillReturn),
        (i.is_cold, FnAttr::Cold),
        (i.is_no_duplicate, FnAttr::NoDuplicate),
        (i.is_no_merge, FnAttr::NoMerge),
        (i.is_convergent, FnAttr::Convergent),
        (i.is_speculatable, FnAttr::Speculatable),
        (i.is_strict_fp, FnAttr::StrictFP),
    ];
    let mut me = i.memory_effects;
    if me.does_not_access_memory() && i.has_side_effects {
        me = MemoryEffects::UNKNOWN;
    }
    FnAttrSet {
        attrs: flags.iter().filter(|f| f.0).map(|f| f.1).collect(),
        memory: (me != MemoryEffects::UNKNOWN).then_some(me),
    }
}

/// True if `i` gets a function attribute set in its list.
fn has_fn_attrs(i: &CodeGenIntrinsic) -> bool {
    !i.can_throw
        || (i.memory_effects != MemoryEffects::UNKNOWN && !i.has_side_effects)
        || i.is_no_return
        || i.is_no_callback
        || i.is_no_sync
        || i.is_no_free
        || i.is_will_return
        || i.is_cold
        || i.is_no_duplicate
        || i.is_no_merge
        || i.is_convergent
        || i.is_speculatable
        || i.is_strict_fp
}

/// The uniqued attribute sets and lists.
struct Attributes {
    arg_sets: Vec<Vec<ArgAttribute>>,
    fn_sets: Vec<FnAttrSet>,
    numbers: Vec<usize>,
    lists: Vec<AttrList>,
    max_arg_attrs: usize,
}

impl Attributes {
    fn of(ints: &[CodeGenIntrinsic]) -> Attributes {
        // Set IDs in order of first use.
        let mut arg_ids: HashMap<&[ArgAttribute], usize> = HashMap::new();
        let mut arg_sets = Vec::new();
        for int in ints {
            for attrs in int.arg_attributes.iter().filter(|a| !a.is_empty()) {
                arg_ids.entry(attrs).or_insert_with(|| {
                    arg_sets.push(attrs.clone());
                    arg_sets.len() - 1
                });
            }
        }
        let mut fn_ids: HashMap<FnKey, usize> = HashMap::new();
        let mut fn_sets = Vec::new();
        for int in ints {
            fn_ids.entry(fn_key(int)).or_insert_with(|| {
                fn_sets.push(fn_attr_set(int));
                fn_sets.len() - 1
            });
        }
        // Lists: numbered in order of first use, printed in key order.
        type ListKey<'a> = (FnKey, &'a [Vec<ArgAttribute>]);
        let mut lists: BTreeMap<ListKey<'_>, (usize, &CodeGenIntrinsic)> = BTreeMap::new();
        let mut numbers = Vec::with_capacity(ints.len());
        let mut max_arg_attrs = 0;
        for int in ints {
            max_arg_attrs = max_arg_attrs.max(int.arg_attributes.len());
            let next = lists.len() + 1;
            numbers.push(lists.entry((fn_key(int), &int.arg_attributes)).or_insert((next, int)).0);
        }
        let lists = lists
            .into_values()
            .map(|(number, int)| AttrList {
                number,
                args: int
                    .arg_attributes
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| !a.is_empty())
                    .map(|(idx, a)| (idx, arg_ids.get(a.as_slice()).copied().unwrap_or(0)))
                    .collect(),
                function: has_fn_attrs(int).then(|| fn_ids.get(&fn_key(int)).copied().unwrap_or(0)),
            })
            .collect();
        Attributes { arg_sets, fn_sets, numbers, lists, max_arg_attrs }
    }
}

/// Which builtin name a map is of.
#[derive(Clone, Copy)]
enum Compiler {
    Clang,
    Ms,
}

/// The builtin map of `compiler`; a name given twice within one target
/// prefix is LLVM's fatal error.
fn builtins(rk: &mut Records<'_>, ints: &[CodeGenIntrinsic], compiler: Compiler) -> Result<BuiltinMap> {
    let mut targets: BTreeMap<&str, BTreeMap<&str, &str>> = BTreeMap::new();
    let mut map = BuiltinMap::default();
    for int in ints {
        let name = match compiler {
            Compiler::Clang => &int.clang_builtin_name,
            Compiler::Ms => &int.ms_builtin_name,
        };
        if name.is_empty() {
            continue;
        }
        let by_name = targets.entry(&int.target_prefix).or_default();
        if by_name.insert(name, &int.enum_name).is_some() {
            let which = match compiler {
                Compiler::Clang => "Clang",
                Compiler::Ms => "MS",
            };
            let msg = format!("Intrinsic '{}': duplicate {which} builtin name!", rk.name_str(int.def));
            return fatal_at(rk, int.def, msg);
        }
        map.names.get_or_add(name);
    }
    map.targets = targets
        .into_iter()
        .map(|(prefix, names)| {
            (prefix.to_string(), names.into_iter().map(|(b, e)| (b.to_string(), e.to_string())).collect())
        })
        .collect();
    Ok(map)
}
