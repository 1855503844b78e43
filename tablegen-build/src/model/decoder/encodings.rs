//! What the decoder needs from the records: the numbered encodings (one per
//! instruction and hardware mode, plus `AdditionalEncoding`s), how each
//! encoding's operands are pulled out of the instruction word, and the
//! decoder tables they are grouped into (by decoder namespace and size).

use std::collections::{BTreeMap, BTreeSet};

use crate::backend::{Records, Result};
use tablegen_core::init::{Init, InitKind};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use crate::model::codegen::{CodeGenInstruction, Constraint, DEFAULT_MODE, FIXED_NAMESPACE};
use crate::model::encoding::varlen::{read_inst, SegmentValue};
use crate::model::encoding::{encoding_infos, Context};
use crate::support::fields::{bit_field, fatal, fatal_at, lift, string_field};

/// `--suppress-per-hwmode-duplicates`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Suppress {
    /// `O0`: every instruction goes into every mode's table.
    #[default]
    None,
    /// `O1`: only into the modes its namespace has encodings for.
    Level1,
    /// `O2`: only into the default table.
    Level2,
}

impl Suppress {
    /// The level named by the option's value (`O0`, `O1`, `O2`); anything
    /// else was refused when the option was parsed.
    pub fn from_option(value: &str) -> Self {
        match value {
            "O1" => Suppress::Level1,
            "O2" => Suppress::Level2,
            _ => Suppress::None,
        }
    }
}

/// A bit of an encoding: `0`, `1`, or unknown.
pub(crate) const B0: u8 = 0;
pub(crate) const B1: u8 = 1;
pub(crate) const BU: u8 = 2;

/// Operand bits `base .. base + width` of the instruction, inserted at bit
/// `offset` of the operand value.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Field {
    pub(crate) base: u32,
    pub(crate) width: u32,
    pub(crate) offset: u32,
}

/// How one operand is decoded.
#[derive(Clone, Debug)]
pub(crate) struct OpInfo {
    pub(crate) fields: Vec<Field>,
    pub(crate) decoder: String,
    pub(crate) complete: bool,
    pub(crate) init: u64,
}

/// A condition on subtarget features (an `AssemblerCondDag`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FeatureCond {
    /// The feature is on.
    Feature(RecId),
    /// The condition does not hold.
    Not(Box<FeatureCond>),
    /// Every condition holds (`all_of`; several predicates).
    All(Vec<FeatureCond>),
    /// Some condition holds (`any_of`).
    Any(Vec<FeatureCond>),
}

/// The predicate an encoding's table entry checks: its C++ condition (the
/// tables number predicates by it, as LLVM does) and the condition itself.
#[derive(Clone, Debug)]
pub(crate) struct Predicate {
    /// The C++ expression over `Bits`.
    pub(crate) text: String,
    /// What it tests.
    pub(crate) cond: FeatureCond,
}

/// One numbered encoding, with what the table builder asks of it.
#[derive(Clone, Debug)]
pub(crate) struct Encoding {
    /// `Def:Inst`, or the instruction's name when they are the same.
    pub(crate) name: String,
    /// `Inst` (reversed on little-endian targets), low bit first.
    pub(crate) inst_bits: Vec<u8>,
    /// `SoftFail`, if it is a `bits` value.
    pub(crate) soft_fail: Option<Vec<u8>>,
}

/// The analysis result.
pub(crate) struct Model {
    pub(crate) encodings: Vec<Encoding>,
    /// Per encoding id, its operand decoders.
    pub(crate) operands: FxHashMap<u32, Vec<OpInfo>>,
    /// Per encoding id in a table, its predicate condition (if it needs one).
    pub(crate) predicates: FxHashMap<u32, Predicate>,
    /// `(namespace, size)` -> `(encoding id, opcode)` in encoding order.
    pub(crate) tables: BTreeMap<(String, u32), Vec<(u32, u32)>>,
    /// For variable-length encodings, the lengths the decoder reads.
    pub(crate) var_len: Option<VarLenInfo>,
}

/// What a decoder of variable-length encodings needs besides the tables.
pub(crate) struct VarLenInfo {
    /// The longest encoding in bits: the width of every table.
    pub(crate) max_len: u32,
    /// Per encoding id (up to the number of instructions), its length in
    /// bits (0 when it is not decoded); empty when none is decoded.
    pub(crate) instr_len: Vec<u32>,
}

/// Most bits one decoder table may hold: its bit width times the number of
/// encodings in it, 2^26. The table builder keeps a bit width long vector
/// per encoding and per filter; LLVM keeps several (and `APInt`s) and runs
/// out of memory under 4 GiB well before this (a two-instruction table
/// 2^24 bits wide already takes it 1.1 GiB), while the widest real tables
/// (AMDGPU's 64-bit and 96-bit ones) hold about 2^20.
pub(crate) const MAX_TABLE_BITS: u64 = 1 << 26;

/// The bit width of the decoder table for instructions of `size` bytes:
/// `8 * Size` in LLVM's `unsigned`, so that a `Size` of 2^31 makes a
/// 0-bit table, as LLVM's does.
pub(crate) fn table_bit_width(size: u32) -> u32 {
    size.wrapping_mul(8)
}

/// Refuses a table that would hold more than [`MAX_TABLE_BITS`] once the
/// `count`th encoding (`def`, of `size` bytes) joins it, before anything
/// that large is allocated.
fn check_table_size(rk: &mut Records<'_>, def: RecId, size: u32, count: usize) -> Result<()> {
    let width = table_bit_width(size);
    let bits = u64::from(width) * count as u64;
    if bits <= MAX_TABLE_BITS {
        return Ok(());
    }
    let name = rk.name_str(def).to_owned();
    let msg = format!(
        "{name}: the {width}-bit decoder table for Size = {size} would hold {count} x {width} = {bits} bits, \
         more than the {MAX_TABLE_BITS} tablegen-rs supports"
    );
    fatal_at(rk, def, msg)
}

fn bit_of(rk: &RecordKeeper, b: Init) -> u8 {
    match rk.inits.as_bit(b) {
        Some(true) => B1,
        Some(false) => B0,
        None => BU,
    }
}

/// The name a bit of `Inst` refers to, and the bit of it (`None` when the
/// bit is a `VarBit` of something other than a variable).
#[derive(Clone, Copy)]
enum BitRef {
    Var(Init, u32, bool),
    Other,
}

fn bit_ref(rk: &RecordKeeper, b: Init) -> BitRef {
    match *rk.inits.kind(b) {
        InitKind::VarBit { var, bit } => match *rk.inits.kind(var) {
            InitKind::Var { name, .. } => match rk.inits.as_str(name) {
                Some(_) => BitRef::Var(name, bit, true),
                None => BitRef::Other,
            },
            _ => BitRef::Other,
        },
        InitKind::Var { name, .. } => match rk.inits.as_str(name) {
            Some(_) => BitRef::Var(name, 0, false),
            None => BitRef::Other,
        },
        _ => BitRef::Other,
    }
}

fn find_decoder(rk: &mut Records<'_>, rec: RecId) -> Result<String> {
    if let Some(v) = rk.field(rec, "DecoderMethod") {
        if let Some(s) = rk.inits.as_str(v.value) {
            if !s.is_empty() {
                return Ok(s.to_owned());
            }
        }
    }
    if rk.is_subclass_of_name(rec, "RegisterOperand") {
        let r = rk.value_as_def(rec, "RegClass");
        let rc = lift(rk, r)?;
        return find_decoder(rk, rc);
    }
    if rk.is_subclass_of_name(rec, "RegisterClass") {
        return Ok(format!("Decode{}RegisterClass", rk.name_str(rec)));
    }
    if rk.is_subclass_of_name(rec, "PointerLikeRegClass") {
        let r = rk.value_as_int(rec, "RegClassKind");
        let k = lift(rk, r)?;
        return Ok(format!("DecodePointerLikeRegClass{}", k as u64));
    }
    Ok(String::new())
}

fn op_info(rk: &mut Records<'_>, rec: RecId) -> Result<OpInfo> {
    let decoder = find_decoder(rk, rec)?;
    let complete = rk.field(rec, "hasCompleteDecoder").and_then(|v| match *rk.inits.kind(v.value) {
        InitKind::Bit(b) => Some(b),
        _ => None,
    });
    Ok(OpInfo { fields: Vec::new(), decoder, complete: complete.unwrap_or(true), init: 0 })
}

fn add_operand_fields(
    rk: &RecordKeeper,
    enc: RecId,
    refs: &[BitRef],
    tied: &BTreeMap<String, String>,
    name: &str,
    info: &mut OpInfo,
) {
    if let Some(v) = rk.field(enc, name) {
        if let InitKind::Bits { bits: b, .. } = *rk.inits.kind(v.value) {
            for (i, &bit) in rk.inits.slice(b).iter().enumerate() {
                if rk.inits.as_bit(bit) == Some(true) && i < 64 {
                    info.init |= 1u64 << i;
                }
            }
        }
    }
    let tied_name = tied.get(name).map_or("", String::as_str);
    let n = refs.len();
    let mut i = 0;
    while i != n {
        let mut j = i;
        let mut offset = 0u32;
        while j != n {
            let (vname, bitno, is_varbit) = match refs[j] {
                BitRef::Var(s, b, v) => (rk.inits.as_str(s).unwrap_or(""), b, v),
                BitRef::Other => break,
            };
            if is_varbit {
                if i == j {
                    offset = bitno;
                } else if bitno != offset + (j - i) as u32 {
                    break;
                }
            }
            if vname != name && vname != tied_name {
                break;
            }
            j += 1;
        }
        if i == j {
            j += 1;
        } else {
            info.fields.push(Field { base: i as u32, width: (j - i) as u32, offset });
        }
        i = j;
    }
}

fn dag_args(rk: &RecordKeeper, dag: Init) -> Vec<(Init, String)> {
    match *rk.inits.kind(dag) {
        InitKind::Dag { args, .. } => {
            let names = rk.inits.slice(args.dag_names());
            rk.inits
                .slice(args)
                .iter()
                .enumerate()
                .map(|(i, &a)| (a, names.get(i).and_then(|&n| rk.inits.as_str(n)).unwrap_or("").to_owned()))
                .collect()
        }
        _ => Vec::new(),
    }
}

fn dump_record(rk: &mut Records<'_>, rec: RecId) {
    let mut dump = String::from("Dumping record for previous error:\n");
    rk.write_record(&mut dump, rec);
    rk.note(&[], dump);
}

/// `populateInstruction`: the operand decoders of one encoding; `None` when
/// the encoding has no known bit.
fn populate(rk: &mut Records<'_>, enc: RecId, inst: &CodeGenInstruction, bits: &[Init]) -> Result<Option<Vec<OpInfo>>> {
    if bits.iter().all(|&b| !rk.is_complete(b)) {
        return Ok(None);
    }
    let dm = string_field(rk, enc, "DecoderMethod")?;
    if !dm.is_empty() {
        let complete = bit_field(rk, enc, "hasCompleteDecoder")?;
        return Ok(Some(vec![OpInfo { fields: Vec::new(), decoder: dm, complete, init: 0 }]));
    }
    let mut in_out = Vec::new();
    for list in ["OutOperandList", "InOperandList"] {
        let r = rk.value_as_dag(inst.def, list);
        let d = lift(rk, r)?;
        in_out.extend(dag_args(rk, d));
    }
    let ops = &inst.operands;
    let mut tied = BTreeMap::new();
    for op in &ops.operands {
        for (j, c) in op.constraints.iter().enumerate() {
            if let Constraint::Tied(flat) = *c {
                let Some((o, s)) = ops.sub_operand_number(flat) else { continue };
                let other = &ops.operands[o as usize];
                let mut tied_name = other.sub_op_names.get(s as usize).cloned().unwrap_or_default();
                if tied_name.is_empty() {
                    tied_name = other.name.clone();
                }
                let mut my = op.sub_op_names.get(j).cloned().unwrap_or_default();
                if my.is_empty() {
                    my = op.name.clone();
                }
                tied.insert(my.clone(), tied_name.clone());
                tied.insert(tied_name, my);
            }
        }
    }
    let refs: Vec<BitRef> = bits.iter().map(|&b| bit_ref(rk, b)).collect();
    let mut out = Vec::new();
    for (arg, name) in in_out {
        let sub_dag = match *rk.inits.kind(arg) {
            InitKind::Dag { op, .. } => Some((op, arg)),
            _ => None,
        };
        let op_init = sub_dag.map_or(arg, |(op, _)| op);
        let Some(ty) = rk.inits.as_def(op_init) else {
            return fatal(rk, &[], "DecoderEmitter: operand is not a def");
        };
        let sub_ops = if rk.is_subclass_of_name(ty, "Operand") {
            let r = rk.value_as_dag(ty, "MIOperandInfo");
            let d = lift(rk, r)?;
            Some(dag_args(rk, d))
        } else {
            None
        };
        let mut info = op_info(rk, ty)?;
        if let Some((_, sub_dag)) = sub_dag {
            if !info.decoder.is_empty() {
                let locs = rk.record(enc).locs.clone();
                let msg = format!(
                    "DecoderEmitter: operand \"{name}\" has type \"{}\" with a custom DecoderMethod, but also named sub-operands.",
                    rk.name_str(ty)
                );
                rk.error(&locs, msg);
                continue;
            }
            let names = dag_args(rk, sub_dag);
            for (k, (sub, _)) in sub_ops.unwrap_or_default().into_iter().enumerate() {
                let sub_name = names.get(k).map_or("", |n| n.1.as_str()).to_owned();
                let Some(sub_rec) = rk.inits.as_def(sub) else { continue };
                let mut si = op_info(rk, sub_rec)?;
                add_operand_fields(rk, enc, &refs, &tied, &sub_name, &mut si);
                out.push(si);
            }
            continue;
        }
        if let Some(sub_ops) = &sub_ops {
            if info.decoder.is_empty() {
                if sub_ops.len() == 1 {
                    if let Some(r) = rk.inits.as_def(sub_ops[0].0) {
                        info = op_info(rk, r)?;
                    }
                }
                if sub_ops.len() > 1 {
                    let locs = rk.record(enc).locs.clone();
                    rk.error(
                        &locs,
                        format!(
                            "DecoderEmitter: operand \"{name}\" uses MIOperandInfo with multiple ops, but doesn't have a custom decoder!"
                        ),
                    );
                    dump_record(rk, enc);
                    continue;
                }
            }
        }
        add_operand_fields(rk, enc, &refs, &tied, &name, &mut info);
        if !info.fields.is_empty() {
            out.push(info);
        }
    }
    Ok(Some(out))
}

/// `emitPredicateMatchAux`: the condition, its C++ appended to `out`;
/// `None` when the condition is not understood.
fn predicate_aux(
    rk: &RecordKeeper,
    ns: &str,
    v: Init,
    mut paren_if_binop: bool,
    out: &mut String,
) -> Option<FeatureCond> {
    if let Some(d) = rk.inits.as_def(v) {
        if !rk.is_subclass_of_name(d, "SubtargetFeature") {
            return None;
        }
        out.push_str(&format!("Bits[{ns}::{}]", rk.name_str(d)));
        return Some(FeatureCond::Feature(d));
    }
    if let InitKind::Dag { op, args, .. } = *rk.inits.kind(v) {
        let op = rk.inits.as_def(op).map_or("", |d| rk.name_str(d));
        let args = rk.inits.slice(args);
        if op == "not" && args.len() == 1 {
            out.push('!');
            return predicate_aux(rk, ns, args[0], true, out).map(|c| FeatureCond::Not(Box::new(c)));
        }
        if (op == "any_of" || op == "all_of") && !args.is_empty() {
            let paren = args.len() > 1 && std::mem::replace(&mut paren_if_binop, true);
            if paren {
                out.push('(');
            }
            let sep = if op == "any_of" { " || " } else { " && " };
            let mut conds = Vec::with_capacity(args.len());
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(sep);
                }
                conds.push(predicate_aux(rk, ns, a, paren_if_binop, out)?);
            }
            if paren {
                out.push(')');
            }
            return Some(if op == "any_of" { FeatureCond::Any(conds) } else { FeatureCond::All(conds) });
        }
    }
    None
}

fn is_dag(rk: &RecordKeeper, rec: RecId, field: &str) -> bool {
    rk.field(rec, field).is_some_and(|v| matches!(rk.inits.kind(v.value), InitKind::Dag { .. }))
}

/// The predicate condition of an encoding, if it needs one.
fn predicate(rk: &mut Records<'_>, enc: RecId, ns: &str) -> Result<Option<Predicate>> {
    let r = rk.value_as_list_of_defs(enc, "Predicates");
    let preds = lift(rk, r)?;
    let needs =
        preds.iter().any(|&p| rk.field(p, "AssemblerMatcherPredicate").is_some() && is_dag(rk, p, "AssemblerCondDag"));
    if !needs {
        return Ok(None);
    }
    let mut out = String::new();
    let mut conds = Vec::new();
    for &p in &preds {
        if rk.field(p, "AssemblerMatcherPredicate").is_none() || !is_dag(rk, p, "AssemblerCondDag") {
            continue;
        }
        if !conds.is_empty() {
            out.push_str(" && ");
        }
        let dag = rk.field(p, "AssemblerCondDag").map(|v| v.value).unwrap_or(Init::UNSET);
        match predicate_aux(rk, ns, dag, preds.len() > 1, &mut out) {
            Some(c) => conds.push(c),
            None => {
                let locs = rk.record(p).locs.clone();
                return fatal(rk, &locs, "Invalid AssemblerCondDag!");
            }
        }
    }
    let cond =
        if conds.len() == 1 { conds.pop().unwrap_or(FeatureCond::All(Vec::new())) } else { FeatureCond::All(conds) };
    Ok(Some(Predicate { text: out, cond }))
}

/// The encodings the decoder reads, in LLVM's `NumberedEncodings` order:
/// `(encoding def, instruction def, hardware mode name)`, per instruction
/// in enum order its `EncodingInfos` or its own encoding once per mode
/// (as `suppress` says), then the `AdditionalEncoding`s.
fn numbered_encodings(rk: &mut Records<'_>, cx: &Context, suppress: Suppress) -> Result<Vec<(RecId, RecId, String)>> {
    let hw = cx.target.hw_modes().clone();
    let mode_name = |m: u32| if m == DEFAULT_MODE { String::new() } else { hw.modes[m as usize - 1].name.clone() };
    // Modes (and namespaces) that have encodings of their own.
    let mut used_modes = BTreeSet::new();
    let mut ns_modes: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for sel in &hw.selects {
        for &(m, rec) in &sel.items {
            if rk.is_subclass_of_name(rec, "InstructionEncoding") {
                let ns = string_field(rk, rec, "DecoderNamespace")?;
                ns_modes.entry(ns).or_default().insert(mode_name(m));
                used_modes.insert(m);
            }
        }
    }
    let mut mode_names: Vec<String> = used_modes.iter().map(|&m| mode_name(m)).collect();
    if mode_names.is_empty() {
        mode_names.push(String::new());
    }

    // (encoding def, instruction def, mode name)
    let mut numbered: Vec<(RecId, RecId, String)> = Vec::new();
    for inst in cx.insts.by_enum() {
        if let Some(encs) = encoding_infos(rk, &hw, inst.def) {
            for (m, e) in encs {
                numbered.push((e, inst.def, mode_name(m)));
            }
            continue;
        }
        match suppress {
            Suppress::None => {
                for n in &mode_names {
                    numbered.push((inst.def, inst.def, n.clone()));
                }
            }
            Suppress::Level1 => {
                let ns = string_field(rk, inst.def, "DecoderNamespace")?;
                match ns_modes.get(&ns) {
                    Some(set) => {
                        for n in set {
                            numbered.push((inst.def, inst.def, n.clone()));
                        }
                    }
                    None => numbered.push((inst.def, inst.def, String::new())),
                }
            }
            Suppress::Level2 => numbered.push((inst.def, inst.def, String::new())),
        }
    }
    for alias in rk.all_derived_definitions_if_defined("AdditionalEncoding") {
        let r = rk.value_as_def(alias, "AliasOf");
        let of = lift(rk, r)?;
        if cx.insts.get(of).is_none() {
            let name = rk.name_str(of).to_owned();
            return fatal(rk, &[], format!("Could not find '{name}' instruction!"));
        }
        numbered.push((alias, of, String::new()));
    }
    Ok(numbered)
}

/// True for the encodings LLVM's decoder leaves out: the instruction is in
/// `TargetOpcode`, a pseudo, or only for the assembler or code generator.
fn lacks_disassembly(rk: &mut Records<'_>, inst_def: RecId) -> Result<bool> {
    let ns = string_field(rk, inst_def, "Namespace")?;
    Ok(ns == FIXED_NAMESPACE
        || bit_field(rk, inst_def, "isPseudo")?
        || bit_field(rk, inst_def, "isAsmParserOnly")?
        || bit_field(rk, inst_def, "isCodeGenOnly")?)
}

/// A variable-length encoding as the table builder and the decoders see
/// it: its bits (the operands' unknown) and operand decoders, read in
/// LLVM's order so that its errors come in the same order (the segments
/// of `Inst`, then the operand each names). `None` for operands when no
/// bit is known.
fn populate_var_len(
    rk: &mut Records<'_>,
    enc: RecId,
    inst: &CodeGenInstruction,
) -> Result<(Vec<u8>, u32, Option<Vec<OpInfo>>)> {
    let vli = read_inst(rk, enc)?;
    let mut bits = Vec::with_capacity(vli.size() as usize);
    for seg in &vli.segments {
        match &seg.value {
            SegmentValue::Fixed(b) => bits.extend(b.iter().map(|&b| if b { B1 } else { B0 })),
            SegmentValue::Operand { .. } => bits.extend(std::iter::repeat(BU).take(seg.width as usize)),
        }
    }
    let len = bits.len() as u32;
    if bits.iter().all(|&b| b == BU) {
        return Ok((bits, len, None));
    }
    let dm = string_field(rk, enc, "DecoderMethod")?;
    if !dm.is_empty() {
        let complete = bit_field(rk, enc, "hasCompleteDecoder")?;
        return Ok((bits, len, Some(vec![OpInfo { fields: Vec::new(), decoder: dm, complete, init: 0 }])));
    }
    // One decoder per flat operand; `tied_to` is indexed by operand but
    // holds flat numbers, as LLVM's is.
    let ops = &inst.operands;
    let mut out = Vec::new();
    let mut tied_to: Vec<Option<u32>> = vec![None; ops.operands.len()];
    for (idx, op) in ops.operands.iter().enumerate() {
        let sub_args = op.mi_operand_info.map(|d| dag_args(rk, d)).unwrap_or_default();
        if sub_args.is_empty() {
            out.push(op_info(rk, op.rec)?);
        } else {
            for (arg, _) in sub_args {
                let Some(r) = rk.inits.as_def(arg) else {
                    return fatal_at(rk, enc, "DecoderEmitter: sub-operand is not a def");
                };
                out.push(op_info(rk, r)?);
            }
        }
        if let Some(t) = op.tied_register() {
            tied_to[idx] = Some(t);
            if let Some(slot) = tied_to.get_mut(t as usize) {
                *slot = Some(idx as u32);
            }
        }
    }
    let mut pos = 0u32;
    for seg in &vli.segments {
        if let SegmentValue::Operand { name, lo } = &seg.value {
            let (op, sub) = match ops.parse_operand_name(rk, name, true) {
                Ok(p) => p,
                Err(e) => return fatal(rk, &e.locs, e.msg),
            };
            let field = Field { base: pos, width: seg.width, offset: *lo };
            let flat = ops.flattened_operand_number((op, sub)) as usize;
            if let Some(info) = out.get_mut(flat) {
                info.fields.push(field);
                if !seg.decoder.is_empty() {
                    info.decoder = seg.decoder.clone();
                }
            }
            let tied = tied_to.get(op as usize).copied().flatten();
            if let Some(t) = tied.filter(|&t| (t as usize) < ops.operands.len()) {
                let flat = ops.flattened_operand_number((t, sub)) as usize;
                if let Some(info) = out.get_mut(flat) {
                    info.fields.push(field);
                }
            }
        }
        pos += seg.width;
    }
    Ok((bits, len, Some(out)))
}

/// Builds the model (LLVM's `DecoderEmitter::run` up to the tables).
pub(crate) fn analyze(rk: &mut Records<'_>, cx: &Context, suppress: Suppress, pred_ns: &str) -> Result<Model> {
    let numbered = numbered_encodings(rk, cx, suppress)?;

    let mut encodings = Vec::with_capacity(numbered.len());
    let mut operands = FxHashMap::default();
    let mut predicates = FxHashMap::default();
    let mut tables: BTreeMap<(String, u32), Vec<(u32, u32)>> = BTreeMap::new();
    let is_var_len = cx.insts.has_variable_length_encodings();
    let num_insts = cx.insts.by_enum().len();
    let mut max_len = 0u32;
    let mut instr_len: Vec<u32> = Vec::new();
    for (nei, (def, inst_def, hw_mode)) in numbered.into_iter().enumerate() {
        let nei = nei as u32;
        let name = if def == inst_def {
            rk.name_str(inst_def).to_owned()
        } else {
            format!("{}:{}", rk.name_str(def), rk.name_str(inst_def))
        };
        let r = rk.value_as_int(def, "Size");
        // LLVM keeps `Size` in an `unsigned`: 2^32 is 0 (no decoder).
        let size = lift(rk, r)? as u32;
        if lacks_disassembly(rk, inst_def)? || (size == 0 && !is_var_len) {
            encodings.push(Encoding { name, inst_bits: Vec::new(), soft_fail: None });
            continue;
        }
        let soft_fail = rk.field(def, "SoftFail").and_then(|v| match *rk.inits.kind(v.value) {
            InitKind::Bits { bits, .. } => Some(rk.inits.slice(bits).iter().map(|&b| bit_of(rk, b)).collect()),
            _ => None,
        });
        let Some(inst) = cx.insts.get(inst_def) else {
            encodings.push(Encoding { name, inst_bits: Vec::new(), soft_fail });
            continue;
        };
        let ops = if is_var_len {
            instr_len.resize(num_insts, 0);
            let (inst_bits, len, ops) = populate_var_len(rk, def, inst)?;
            encodings.push(Encoding { name, inst_bits, soft_fail });
            if ops.is_some() {
                max_len = max_len.max(len);
                if let Some(slot) = instr_len.get_mut(nei as usize) {
                    *slot = len;
                }
            }
            ops
        } else {
            let bits = cx.inst_bits(rk, def)?;
            let inst_bits: Vec<u8> = bits.iter().map(|&b| bit_of(rk, b)).collect();
            encodings.push(Encoding { name, inst_bits, soft_fail });
            populate(rk, def, inst, &bits)?
        };
        let Some(ops) = ops else { continue };
        operands.insert(nei, ops);
        if let Some(p) = predicate(rk, def, pred_ns)? {
            predicates.insert(nei, p);
        }
        let mut dns = string_field(rk, def, "DecoderNamespace")?;
        if !hw_mode.is_empty() {
            dns.push('_');
            dns.push_str(&hw_mode);
        }
        let opcode = cx.insts.enumeration().value(inst_def).unwrap_or(0);
        let table = tables.entry((dns, size)).or_default();
        if !is_var_len {
            check_table_size(rk, def, size, table.len() + 1)?;
        }
        table.push((nei, opcode));
    }
    let var_len = is_var_len.then_some(VarLenInfo { max_len, instr_len });
    Ok(Model { encodings, operands, predicates, tables, var_len })
}
