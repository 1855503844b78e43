//! The fixed-length encoding model (LLVM's `CodeEmitterGen` minus the text):
//! for every instruction, the constant bits of `Inst` and, per operand field
//! that feeds `Inst`, which machine operand it encodes, with which encoder,
//! and which runs of operand bits land where. Variable-length encodings
//! are read by `varlen`.

pub(crate) mod varlen;

use std::collections::{BTreeMap, BTreeSet};

use crate::backend::{Records, Result};
use tablegen_core::init::{Init, InitKind};
use tablegen_core::intern::{FxHashMap, FxHashSet, Sym};
use tablegen_core::record::{FieldKind, RecId};
use tablegen_core::RecordKeeper;

use crate::model::codegen::{CodeGenInstruction, CodeGenTarget, HwModes, Instructions, DEFAULT_MODE, FIXED_NAMESPACE};
use crate::support::fields::{derived, lift};

/// Operand bits `var_lo .. var_lo + width` placed at instruction bits
/// `inst_lo .. inst_lo + width`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitRun {
    /// Lowest instruction bit.
    pub inst_lo: u32,
    /// Lowest operand-value bit.
    pub var_lo: u32,
    /// Number of bits.
    pub width: u32,
}

/// One operand field merged into the encoding.
#[derive(Clone, Debug)]
pub struct OperandEncoding {
    /// The field's name (`rd`).
    pub field: String,
    /// The flat machine operand it encodes.
    pub flat_index: u32,
    /// The custom encoder method, if any (else `getMachineOpValue`).
    pub encoder: Option<String>,
    /// The runs, from the most significant instruction bits down, as LLVM
    /// emits them.
    pub runs: Vec<BitRun>,
}

impl OperandEncoding {
    /// The lowest instruction bit the operand occupies (what
    /// `getOperandBitOffset` returns).
    pub fn bit_offset(&self) -> u32 {
        self.runs.last().map_or(0, |r| r.inst_lo)
    }
}

/// How one encoding def fills in the operands.
#[derive(Clone, Debug, Default)]
pub struct EncodingCase {
    /// The operands, in field order.
    pub operands: Vec<OperandEncoding>,
    /// `PostEncoderMethod` of the instruction, if set.
    pub post_encoder: Option<String>,
}

/// The encoding of one instruction.
#[derive(Clone, Debug)]
pub enum InstCase {
    /// One encoding (the instruction's own `Inst`).
    Single(EncodingCase),
    /// `EncodingInfos`: one encoding per hardware mode, by mode id.
    ByHwMode(Vec<(u32, EncodingCase)>),
}

/// The constant bits of an instruction in one table.
#[derive(Clone, Debug)]
pub enum BaseValue {
    /// A pseudo or target-independent opcode: zero, no comment.
    Pseudo,
    /// The words of the constant bits (least significant first), and the
    /// def's name.
    Inst(Vec<u64>, RecId),
}

/// Everything the writers need for a fixed-length target.
#[derive(Clone, Debug)]
pub struct FixedModel {
    /// The target's name.
    pub target: String,
    /// The widest `Inst`.
    pub bit_width: u32,
    /// The modes that have their own table, besides the default one.
    pub hw_modes: BTreeSet<u32>,
    /// Mode names by id (index `id - 1`).
    pub mode_names: Vec<String>,
    /// Per table (default first, then each of `hw_modes` but 0), the base
    /// values in enum order.
    pub tables: Vec<(u32, Vec<BaseValue>)>,
    /// Per encoded instruction in name order: `Namespace::Name` and its case.
    pub cases: Vec<(String, RecId, u32, InstCase)>,
}

impl FixedModel {
    /// `BitWidth > 64`: LLVM then works on `APInt`s.
    pub fn use_apint(&self) -> bool {
        self.bit_width > 64
    }

    /// 64-bit words per instruction.
    pub fn num_words(&self) -> u32 {
        self.bit_width.div_ceil(64)
    }

    /// A mode's name.
    pub fn mode_name(&self, id: u32) -> &str {
        if id == DEFAULT_MODE {
            crate::model::codegen::DEFAULT_MODE_NAME
        } else {
            self.mode_names.get(id as usize - 1).map_or("", String::as_str)
        }
    }
}

/// The target, its instructions, and the encoding views of its records.
pub(crate) struct Context {
    pub(crate) target: CodeGenTarget,
    pub(crate) insts: Instructions,
    /// Encoding defs whose `Inst` is read reversed (little-endian targets).
    reversed: FxHashSet<RecId>,
}

impl Context {
    /// What `CodeEmitterGen::run` does before emitting: the target, the
    /// bit reversal of little-endian encodings, the instructions.
    pub(crate) fn new(rk: &mut Records<'_>) -> Result<Self> {
        let target = CodeGenTarget::new(rk)?;
        let set = rk.value_as_def(target.def(), "InstructionSet");
        let set = lift(rk, set)?;
        let little = rk.value_as_bit(set, "isLittleEndianEncoding");
        let mut reversed = FxHashSet::default();
        if lift(rk, little)? {
            for def in derived(rk, "InstructionEncoding")? {
                let ns = rk.value_as_string(def, "Namespace").map(|s| s == FIXED_NAMESPACE);
                let pseudo = rk.value_as_bit(def, "isPseudo");
                if !(lift(rk, ns)? || lift(rk, pseudo)?) {
                    // LLVM fails on an `Inst` that is not `bits` here.
                    let r = rk.value_as_bits(def, "Inst").map(|_| ());
                    lift(rk, r)?;
                    reversed.insert(def);
                }
            }
        }
        let insts = Instructions::new(rk)?;
        Ok(Context { target, insts, reversed })
    }

    /// The bits of `Inst` of an encoding def, least significant first, as
    /// LLVM sees them after reversing little-endian encodings.
    pub(crate) fn inst_bits(&self, rk: &mut Records<'_>, def: RecId) -> Result<Vec<Init>> {
        let r = rk.value_as_bits(def, "Inst").map(<[Init]>::to_vec);
        let mut bits = lift(rk, r)?;
        if self.reversed.contains(&def) {
            bits.reverse();
        }
        Ok(bits)
    }
}

/// True for instructions that get no encoding (`TargetOpcode` namespace or
/// `isPseudo`).
pub(crate) fn is_unencoded(inst: &CodeGenInstruction) -> bool {
    inst.namespace == FIXED_NAMESPACE || inst.is_pseudo
}

/// The `HwModeSelect` of an `EncodingInfos` field, if the instruction has a
/// def there: `(mode, encoding def)` by mode id, first entry per mode.
pub(crate) fn encoding_infos(rk: &RecordKeeper, hw: &HwModes, def: RecId) -> Option<Vec<(u32, RecId)>> {
    let v = rk.field(def, "EncodingInfos")?;
    let sel = rk.inits.as_def(v.value)?;
    let mut map = BTreeMap::new();
    if let Some(s) = hw.selects.iter().find(|s| s.def == sel) {
        for &(m, o) in &s.items {
            map.entry(m).or_insert(o);
        }
    }
    Some(map.into_iter().collect())
}

/// What one bit of `Inst` refers to: bit `.1` of the field named `.0`.
fn variable_bit(rk: &RecordKeeper, bit: Init) -> Option<(Sym, u32)> {
    match *rk.inits.kind(bit) {
        InitKind::VarBit { var, bit } => match *rk.inits.kind(var) {
            InitKind::Var { name, .. } => rk.inits.as_sym(name).map(|s| (s, bit)),
            _ => None,
        },
        InitKind::Var { name, .. } => rk.inits.as_sym(name).map(|s| (s, 0)),
        _ => None,
    }
}

/// Builds the model, reporting LLVM's diagnostics.
pub(crate) fn analyze_fixed(rk: &mut Records<'_>, cx: &Context) -> Result<FixedModel> {
    let hw = cx.target.hw_modes().clone();
    let mut bit_width = 0u32;
    let mut hw_modes = BTreeSet::new();
    for inst in cx.insts.by_enum() {
        if is_unencoded(inst) {
            continue;
        }
        if let Some(encs) = encoding_infos(rk, &hw, inst.def) {
            for (mode, enc) in encs {
                bit_width = bit_width.max(cx.inst_bits(rk, enc)?.len() as u32);
                hw_modes.insert(mode);
            }
            continue;
        }
        bit_width = bit_width.max(cx.inst_bits(rk, inst.def)?.len() as u32);
    }

    let mut table_modes = vec![DEFAULT_MODE];
    table_modes.extend(hw_modes.iter().copied().filter(|&m| m != DEFAULT_MODE));
    let mut tables = Vec::with_capacity(table_modes.len());
    for &mode in &table_modes {
        let mut rows = Vec::with_capacity(cx.insts.by_enum().len());
        for inst in cx.insts.by_enum() {
            if is_unencoded(inst) {
                rows.push(BaseValue::Pseudo);
                continue;
            }
            let enc = match encoding_infos(rk, &hw, inst.def) {
                Some(encs) => encs.iter().find(|(m, _)| *m == mode).map(|(_, e)| *e),
                None => Some(inst.def),
            };
            let mut words = vec![0u64; bit_width.div_ceil(64) as usize];
            if let Some(enc) = enc {
                for (i, b) in cx.inst_bits(rk, enc)?.into_iter().enumerate() {
                    if rk.inits.as_bit(b) == Some(true) {
                        words[i / 64] |= 1 << (i % 64);
                    }
                }
            }
            rows.push(BaseValue::Inst(words, inst.def));
        }
        tables.push((mode, rows));
    }

    let mut cases = Vec::new();
    for def in derived(rk, "Instruction")? {
        let Some(inst) = cx.insts.get(def) else { continue };
        if is_unencoded(inst) {
            continue;
        }
        let name = format!("{}::{}", inst.namespace, rk.name_str(def));
        let value = cx.insts.enumeration().value(def).unwrap_or(0);
        let case = match encoding_infos(rk, &hw, def) {
            Some(encs) => {
                let mut per_mode = Vec::with_capacity(encs.len());
                for (mode, enc) in encs {
                    per_mode.push((mode, encoding_case(rk, cx, inst, enc)?));
                }
                InstCase::ByHwMode(per_mode)
            }
            None => InstCase::Single(encoding_case(rk, cx, inst, def)?),
        };
        cases.push((name, def, value, case));
    }
    Ok(FixedModel {
        target: cx.target.name(rk).to_owned(),
        bit_width,
        hw_modes,
        mode_names: hw.modes.iter().map(|m| m.name.clone()).collect(),
        tables,
        cases,
    })
}

/// The operands of one encoding def (`addInstructionCasesForEncoding`).
/// Unknown operands are reported as errors (not fatal), followed by a dump
/// of the instruction, as LLVM does; the output is still written.
fn encoding_case(rk: &mut Records<'_>, cx: &Context, inst: &CodeGenInstruction, enc: RecId) -> Result<EncodingCase> {
    let bits = cx.inst_bits(rk, enc)?;
    let var_bits: Vec<Option<(Sym, u32)>> = bits.iter().map(|b| variable_bit(rk, *b)).collect();
    // Field name -> positions in `Inst`, so each field is matched once.
    let mut by_name: FxHashMap<Sym, Vec<usize>> = FxHashMap::default();
    for (i, vb) in var_bits.iter().enumerate() {
        if let Some((s, _)) = vb {
            by_name.entry(*s).or_default().push(i);
        }
    }
    let mut operands = Vec::new();
    let mut ok = true;
    let fields: Vec<(Init, FieldKind, Init)> =
        rk.record(enc).values.iter().map(|v| (v.name, v.kind(), v.value)).collect();
    for (name, kind, value) in fields {
        if kind == FieldKind::NonconcreteOk || rk.is_complete(value) {
            continue;
        }
        let Some(sym) = rk.inits.as_sym(name) else { continue };
        let Some(positions) = by_name.get(&sym) else { continue };
        let field = rk.inits.strings.get(sym).to_owned();
        match operand_encoding(rk, inst, &field, positions, &var_bits) {
            Ok(op) => operands.push(op),
            Err(msg) => {
                let locs = rk.record(inst.def).locs.clone();
                rk.error(&locs, msg);
                ok = false;
            }
        }
    }
    if !ok {
        let mut dump = String::from("Dumping record for previous error:\n");
        rk.write_record(&mut dump, inst.def);
        rk.note(&[], dump);
    }
    let post = rk.value_as_string(inst.def, "PostEncoderMethod").map(str::to_owned);
    let post = lift(rk, post)?;
    Ok(EncodingCase { operands, post_encoder: (!post.is_empty()).then_some(post) })
}

/// `addCodeToMergeInOperand` without the text: which machine operand the
/// field names and the runs of its bits (`positions` are the `Inst` bits
/// that refer to it, ascending).
fn operand_encoding(
    rk: &RecordKeeper,
    inst: &CodeGenInstruction,
    field: &str,
    positions: &[usize],
    var_bits: &[Option<(Sym, u32)>],
) -> std::result::Result<OperandEncoding, String> {
    let ops = &inst.operands;
    let flat = if let Some(sub) = ops.sub_operand_alias(field) {
        ops.flattened_operand_number(sub)
    } else if let Some(i) = ops.operand_named(field) {
        ops.operands[i as usize].mi_operand_no
    } else {
        return Err(format!("No operand named {field} in record {}", rk.name_str(inst.def)));
    };
    if ops.is_flat_operand_not_emitted(flat) {
        return Err(format!("Operand {field} used but also marked as not emitted!"));
    }
    let encoder = ops
        .sub_operand_number(flat)
        .map(|(o, s)| ops.operands[o as usize].encoder_methods[s as usize].clone())
        .filter(|m| !m.is_empty());

    // Runs of consecutive operand bits, from the top of `Inst` down.
    let mut runs = Vec::new();
    let mut it = positions.iter().rev().peekable();
    while let Some(&top) = it.next() {
        let Some((_, top_var)) = var_bits[top] else { continue };
        let mut n = 1u32;
        while let Some(&&next) = it.peek() {
            // Bits of the same field are only merged when adjacent in both.
            let adjacent = next + n as usize == top && var_bits[next].map(|v| v.1) == top_var.checked_sub(n);
            if !adjacent {
                break;
            }
            n += 1;
            it.next();
        }
        runs.push(BitRun { inst_lo: top as u32 + 1 - n, var_lo: top_var + 1 - n, width: n });
    }
    Ok(OperandEncoding { field: field.to_owned(), flat_index: flat, encoder, runs })
}
