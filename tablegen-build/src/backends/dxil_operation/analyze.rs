//! Reading the `DXILOpMapping` defs (LLVM's `DXILOperationDesc`) and laying
//! out the tables, failing where LLVM fails.

use std::collections::{HashMap, HashSet};

use tablegen_core::record::RecId;

use crate::backend::{Options, Records, Result};
use crate::support::fields::{derived, fatal_at, fatal_raw, lift};
use crate::support::seq_table::OffsetTable;
use crate::support::sort::sort_by;

use super::model::{DxilOp, DxilOperations, OpAttribute, OverloadKind, ParameterKind};

/// `MVT::SimpleValueType` numbers of LLVM 19 that the emitter compares the
/// `VT`'s `Value` with (LLVM compiles them in; they are not read from the
/// records).
mod mvt {
    pub const OTHER: i64 = 1;
    pub const I1: i64 = 2;
    pub const I8: i64 = 5;
    pub const I16: i64 = 6;
    pub const I32: i64 = 7;
    pub const I64: i64 = 8;
    pub const F16: i64 = 11;
    pub const F32: i64 = 12;
    pub const F64: i64 = 13;
    pub const IS_VOID: i64 = 192;
    pub const F_ANY: i64 = 252;
    pub const I_ANY: i64 = 253;
}

/// One operation as read, before the tables are laid out.
struct Desc {
    op: DxilOp,
    /// Return type then parameter types, `LLVMMatchType`s resolved.
    types: Vec<RecId>,
}

/// Reads and lays out.
pub(super) fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<DxilOperations> {
    let mut descs = Vec::new();
    for r in derived(rk, "DXILOpMapping")? {
        descs.push(read_op(rk, r)?);
    }
    sort_by(&mut descs, |a, b| a.op.opcode < b.op.opcode);
    let classes = class_enum(&descs);
    let mut table_order: Vec<usize> = (0..descs.len()).collect();
    sort_by(&mut table_order, |&a, &b| descs[a].op.opcode < descs[b].op.opcode);

    // The tables, filled in the property table's order.
    let mut names = Vec::new();
    let mut class_names = Vec::new();
    let mut params = Vec::new();
    let mut class_params: HashMap<String, usize> = HashMap::new();
    let mut seen = HashSet::new();
    for &k in &table_order {
        let d = &descs[k];
        names.push(chars(&d.op.name));
        if !seen.insert(d.op.class.clone()) {
            continue;
        }
        class_names.push(chars(&d.op.class));
        let mut kinds = Vec::new();
        for &t in d.types.iter().skip(1) {
            kinds.push(parameter_kind(rk, t)?);
        }
        class_params.insert(d.op.class.clone(), params.len());
        params.push(kinds);
    }
    let (names, name_offsets) = OffsetTable::with_offsets(names);
    let (class_names, class_offsets) = OffsetTable::with_offsets(class_names);
    let class_kinds = params.clone();
    let (params, param_offsets) = OffsetTable::with_offsets(params);
    let mut next_name = name_offsets.into_iter();
    for &k in &table_order {
        let d = &mut descs[k];
        d.op.name_offset = next_name.next().unwrap_or(0);
        let class = class_params.get(&d.op.class).copied().unwrap_or(0);
        d.op.class_offset = class_offsets.get(class).copied().unwrap_or(0);
        d.op.params_offset = param_offsets.get(class).copied().unwrap_or(0);
        d.op.params = class_kinds.get(class).cloned().unwrap_or_default();
        // Without an overloaded parameter, the first parameter (or the
        // return type if there is none) names the overload kinds.
        let at = usize::try_from(d.op.overload_param_index).unwrap_or(usize::from(d.types.len() > 1));
        let Some(&ty) = d.types.get(at) else {
            let def = rk.def(&d.op.name);
            let msg = format!("DXIL operation '{}' has no types", d.op.name);
            return match def {
                Some(def) => fatal_at(rk, def, msg),
                None => fatal_raw(rk, &format!("LLVM ERROR: {msg}\n")),
            };
        };
        let kinds = overload_kinds(rk, ty)?;
        descs[k].op.overload_kinds = kinds;
    }
    let text = |t: &OffsetTable<i8>| -> Vec<(usize, String)> {
        t.iter().map(|(o, s)| (o, s.iter().map(|&c| c as u8 as char).collect())).collect()
    };
    Ok(DxilOperations {
        names: text(&names),
        class_names: text(&class_names),
        params: params.iter().map(|(o, s)| (o, s.to_vec())).collect(),
        classes,
        table_order,
        ops: descs.into_iter().map(|d| d.op).collect(),
    })
}

/// A string as C++ orders `std::string` elements (`char` is signed).
fn chars(s: &str) -> Vec<i8> {
    s.bytes().map(|b| b as i8).collect()
}

/// The `OpCodeClass` enumerators: LLVM collects them in a `SmallSet` of
/// two, which lists up to two in insertion order and more sorted.
fn class_enum(descs: &[Desc]) -> Vec<String> {
    let mut classes: Vec<String> = Vec::new();
    for d in descs {
        if !classes.contains(&d.op.class) {
            classes.push(d.op.class.clone());
        }
    }
    if classes.len() > 2 {
        classes.sort();
    }
    classes
}

/// `DXILOperationDesc`'s constructor.
fn read_op(rk: &mut Records<'_>, r: RecId) -> Result<Desc> {
    let name = rk.name_str(r).to_string();
    let opcode = rk.value_as_int(r, "OpCode");
    let opcode = lift(rk, opcode)?;
    let doc = rk.value_as_string(r, "Doc").map(str::to_string);
    let doc = lift(rk, doc)?;
    let type_recs = rk.value_as_list_of_defs(r, "OpTypes");
    let type_recs = lift(rk, type_recs)?;
    let mut overload: Option<usize> = None;
    let mut types = Vec::with_capacity(type_recs.len());
    for (i, &t) in type_recs.iter().enumerate() {
        let is_any = rk.value_as_int(t, "isAny");
        if lift(rk, is_any)? == 1 {
            match overload {
                Some(o) if type_recs[o] != t => {
                    return fatal_raw(
                        rk,
                        "LLVM ERROR: Specification of multiple differing overload parameter types not yet supported\n",
                    );
                }
                Some(_) => {}
                None => overload = Some(i),
            }
        }
        if rk.record(t).is_anonymous() {
            let number = rk.value_as_int(t, "Number");
            let number = lift(rk, number)?;
            let target = usize::try_from(number).ok().and_then(|n| type_recs.get(n));
            match (overload, target) {
                (Some(_), Some(&target)) => types.push(target),
                _ => {
                    let msg = format!("No prior overloaded parameter found to match in '{name}'");
                    return fatal_at(rk, r, msg);
                }
            }
        } else {
            types.push(t);
        }
    }
    let class = rk.value_as_def(r, "OpClass");
    let class = lift(rk, class)?;
    let class = rk.name_str(class).to_string();
    let mut intrinsic = None;
    let mut attribute = OpAttribute::None;
    if rk.field(r, "LLVMIntrinsic").is_some() {
        let def = rk.value_as_def(r, "LLVMIntrinsic");
        let def = lift(rk, def)?;
        let def_name = rk.name_str(def).to_string();
        intrinsic = Some(def_name.strip_prefix("int_").unwrap_or(&def_name).to_string());
        let props = rk.value_as_list(def, "IntrProperties").map(<[_]>::to_vec);
        let props = lift(rk, props)?;
        // Only the first memory property counts.
        for p in props {
            let mut text = String::new();
            rk.write_init(&mut text, p);
            match text.as_str() {
                "IntrNoMem" => attribute = OpAttribute::ReadNone,
                "IntrReadMem" => attribute = OpAttribute::ReadOnly,
                _ => continue,
            }
            break;
        }
    }
    let op = DxilOp {
        name,
        opcode,
        class,
        doc,
        intrinsic,
        overload_param_index: overload.map_or(-1, |o| o as i64),
        overload_kinds: Vec::new(),
        params: Vec::new(),
        attribute,
        param_count: types.len().saturating_sub(1),
        name_offset: 0,
        class_offset: 0,
        params_offset: 0,
    };
    Ok(Desc { op, types })
}

/// The `VT`'s `Value` of an `LLVMType` def.
fn vt_value(rk: &mut Records<'_>, ty: RecId) -> Result<i64> {
    let vt = rk.value_as_def(ty, "VT");
    let vt = lift(rk, vt)?;
    let v = rk.value_as_int(vt, "Value");
    lift(rk, v)
}

/// True if the DXIL-specific flag `field` of `ty` is set.
fn flag(rk: &mut Records<'_>, ty: RecId, field: &str) -> Result<bool> {
    let v = rk.value_as_int(ty, field);
    Ok(lift(rk, v)? != 0)
}

/// `getParameterKind`.
fn parameter_kind(rk: &mut Records<'_>, ty: RecId) -> Result<ParameterKind> {
    Ok(match vt_value(rk, ty)? {
        mvt::IS_VOID => ParameterKind::Void,
        mvt::F16 => ParameterKind::Half,
        mvt::F32 => ParameterKind::Float,
        mvt::F64 => ParameterKind::Double,
        mvt::I1 => ParameterKind::I1,
        mvt::I8 => ParameterKind::I8,
        mvt::I16 => ParameterKind::I16,
        mvt::I32 => ParameterKind::I32,
        mvt::F_ANY | mvt::I_ANY => ParameterKind::Overload,
        mvt::OTHER if flag(rk, ty, "isHalfOrFloat")? || flag(rk, ty, "isI16OrI32")? => ParameterKind::Overload,
        _ => return fatal_at(rk, ty, "Support for specified DXIL Type not yet implemented"),
    })
}

/// `getOverloadKindStr`.
fn overload_kinds(rk: &mut Records<'_>, ty: RecId) -> Result<Vec<OverloadKind>> {
    use OverloadKind::*;
    Ok(match vt_value(rk, ty)? {
        mvt::IS_VOID => vec![Void],
        mvt::F16 => vec![Half],
        mvt::F32 => vec![Float],
        mvt::F64 => vec![Double],
        mvt::I1 => vec![I1],
        mvt::I8 => vec![I8],
        mvt::I16 => vec![I16],
        mvt::I32 => vec![I32],
        mvt::I64 => vec![I64],
        mvt::I_ANY => vec![I16, I32, I64],
        mvt::F_ANY => vec![Half, Float, Double],
        mvt::OTHER if flag(rk, ty, "isHalfOrFloat")? => vec![Half, Float],
        mvt::OTHER if flag(rk, ty, "isI16OrI32")? => vec![I16, I32],
        _ => return fatal_at(rk, ty, "Support for specified parameter OverloadKind not yet implemented"),
    })
}
