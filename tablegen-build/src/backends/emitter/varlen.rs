//! Variable-length encodings (LLVM's `VarLenCodeEmitterGen`): `Inst` is a
//! dag of `ascend`/`descend` sequences of constant bits, `(operand "$x", n)`
//! and `(slice "$x", hi, lo)` segments, concatenated from bit 0 upwards.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::backend::{Records, Result};

use crate::model::codegen::CodeGenInstruction;
use crate::model::encoding::varlen::{read_inst, SegmentValue, VarLenInst};
use crate::model::encoding::{encoding_infos, is_unencoded, Context};
use crate::support::fields::{derived, fatal, lift};

/// The mode key of an instruction with a single encoding.
const UNIVERSAL: i64 = -1;

/// What the C++ writer prints for a variable-length target: every
/// instruction's encodings read and every operand segment resolved to its
/// flat operand number and encoder, so that writing cannot fail.
pub(crate) struct VarLenModel {
    /// The target's name.
    target: String,
    /// Each mode with an encoding table and its name suffix (`_Mode`, or
    /// empty for the one universal table), by mode number.
    modes: BTreeMap<i64, String>,
    /// Per instruction in enum order: its name, and its encodings by mode
    /// (`None` for an instruction without one: pseudo, target-independent).
    encodings: Vec<(String, Option<BTreeMap<i64, VarLenInst>>)>,
    /// The encoded instructions in definition order, with how each is
    /// encoded.
    cases: Vec<InstCase>,
}

/// How `getBinaryCodeForInstr` encodes one instruction.
struct InstCase {
    /// `Namespace::Name`.
    name: String,
    /// One encoding for every mode, or one per mode that has a table.
    encoding: InstEncoding,
}

enum InstEncoding {
    /// One encoding for all modes.
    Universal(OperandCase),
    /// Per mode with a table, its encoding if the instruction has one there.
    PerMode(Vec<(i64, Option<OperandCase>)>),
}

/// The operands of one encoding, resolved.
struct OperandCase {
    operands: Vec<OperandSegment>,
    /// The `PostEncoderMethod`, empty for none.
    post: String,
    /// The scratch width to make sure of first, for an encoding with
    /// dynamic parts.
    scratch_bits: Option<u32>,
}

/// One operand segment of an encoding.
struct OperandSegment {
    /// The operand's name without its `$`.
    name: String,
    /// Its flat operand number.
    flat: u32,
    /// The custom encoder, empty for `getMachineOpValue`.
    encoder: String,
    /// The segment's lowest bit in the operand's value, its width, and its
    /// offset in the instruction.
    lo: u32,
    width: u32,
    offset: u32,
}

/// Reads every instruction's encodings and resolves their operands.
pub(crate) fn analyze(rk: &mut Records<'_>, cx: &Context) -> Result<VarLenModel> {
    let hw = cx.target.hw_modes().clone();
    let mode_name = |m: i64| -> String {
        usize::try_from(m - 1).ok().and_then(|i| hw.modes.get(i)).map_or(String::new(), |h| h.name.clone())
    };
    let mut modes: BTreeMap<i64, String> = BTreeMap::new();
    let mut encodings = Vec::with_capacity(cx.insts.by_enum().len());
    for inst in cx.insts.by_enum() {
        let name = rk.name_str(inst.def).to_owned();
        if is_unencoded(inst) {
            encodings.push((name, None));
            continue;
        }
        let mut map = BTreeMap::new();
        if let Some(encs) = encoding_infos(rk, &hw, inst.def) {
            for (mode, enc) in encs {
                let mode = i64::from(mode);
                modes.entry(mode).or_insert_with(|| format!("_{}", mode_name(mode)));
                map.entry(mode).or_insert(read_inst(rk, enc)?);
            }
        } else {
            map.insert(UNIVERSAL, read_inst(rk, inst.def)?);
        }
        encodings.push((name, Some(map)));
    }
    if modes.is_empty() {
        modes.insert(UNIVERSAL, String::new());
    }

    let mut cases = Vec::new();
    for def in derived(rk, "Instruction")? {
        let Some(inst) = cx.insts.get(def) else { continue };
        if is_unencoded(inst) {
            continue;
        }
        let idx = cx.insts.enumeration().value(def).map_or(0, |v| v as usize);
        let Some((_, Some(map))) = encodings.get(idx) else { continue };
        let encoding = if let (1, Some(vli)) = (map.len(), map.get(&UNIVERSAL)) {
            InstEncoding::Universal(operand_case(rk, inst, vli)?)
        } else {
            let mut per_mode = Vec::with_capacity(modes.len());
            for mode in modes.keys() {
                let case = match map.get(mode) {
                    Some(vli) => Some(operand_case(rk, inst, vli)?),
                    None => None,
                };
                per_mode.push((*mode, case));
            }
            InstEncoding::PerMode(per_mode)
        };
        cases.push(InstCase { name: format!("{}::{}", inst.namespace, rk.name_str(def)), encoding });
    }
    Ok(VarLenModel { target: cx.target.name(rk).to_owned(), modes, encodings, cases })
}

/// Resolves the operand segments of one encoding.
fn operand_case(rk: &mut Records<'_>, inst: &CodeGenInstruction, vli: &VarLenInst) -> Result<OperandCase> {
    let mut operands = Vec::new();
    let mut offset = 0u32;
    let mut high_scratch = 0u32;
    for seg in &vli.segments {
        if let SegmentValue::Operand { name, lo } = &seg.value {
            let op = match inst.operands.parse_operand_name(rk, name, true) {
                Ok(op) => op,
                Err(e) => return fatal(rk, &e.locs, e.msg),
            };
            let flat = inst.operands.flattened_operand_number(op);
            let encoder = if seg.encoder.is_empty() {
                inst.operands.operands[op.0 as usize].encoder_methods[op.1 as usize].clone()
            } else {
                seg.encoder.clone()
            };
            let name = name.get(1..).unwrap_or("").to_owned();
            operands.push(OperandSegment { name, flat, encoder, lo: *lo, width: seg.width, offset });
            high_scratch = high_scratch.max(seg.width + lo);
        }
        offset += seg.width;
    }
    let post = rk.value_as_string(inst.def, "PostEncoderMethod").map(str::to_owned);
    let post = lift(rk, post)?;
    let scratch_bits = (vli.size() > 0 && vli.has_dynamic).then_some(high_scratch);
    Ok(OperandCase { operands, post, scratch_bits })
}

/// Writes `getBinaryCodeForInstr` for a variable-length target.
pub(crate) fn write(out: &mut String, m: &VarLenModel) {
    let target = &m.target;
    let _ = write!(
        out,
        "void {target}MCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,\n    SmallVectorImpl<MCFixup> &Fixups,\n    APInt &Inst,\n    APInt &Scratch,\n    const MCSubtargetInfo &STI) const {{\n"
    );
    for (&mode, suffix) in &m.modes {
        write_base_values(out, &m.encodings, mode, suffix);
    }
    if m.modes.len() > 1 {
        out.push_str("  unsigned Mode = STI.getHwMode();\n");
    }
    for suffix in m.modes.values() {
        let _ = write!(
            out,
            "  auto getInstBits{suffix} = [&](unsigned Opcode) -> APInt {{\n    unsigned NumBits = Index{suffix}[Opcode][0];\n    if (!NumBits)\n      return APInt::getZeroWidth();\n    unsigned Idx = Index{suffix}[Opcode][1];\n    ArrayRef<uint64_t> Data(&InstBits{suffix}[Idx], APInt::getNumWords(NumBits));\n    return APInt(NumBits, Data);\n  }};\n"
        );
    }

    let mut case_map: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for c in &m.cases {
        case_map.entry(instruction_case(c, &m.modes)).or_default().push(&c.name);
    }
    out.push_str("  const unsigned opcode = MI.getOpcode();\n  switch (opcode) {\n");
    super::cpp::write_case_map(out, &case_map);
    out.push_str("  default:\n    std::string msg;\n    raw_string_ostream Msg(msg);\n    Msg << \"Not supported instr: \" << MI;\n    report_fatal_error(Msg.str().c_str());\n  }\n}\n\n");
}

fn write_base_values(
    out: &mut String,
    encodings: &[(String, Option<BTreeMap<i64, VarLenInst>>)],
    mode: i64,
    suffix: &str,
) {
    let mut index = format!("  static const unsigned Index{suffix}[][2] = {{\n");
    let mut storage = format!("  static const uint64_t InstBits{suffix}[] = {{\n");
    let mut words_used = 0u32;
    for (name, enc) in encodings {
        let Some(map) = enc else {
            index.push_str("    {/*NumBits*/0, /*Index*/0},\n");
            continue;
        };
        let Some(vli) = map.get(&mode).or_else(|| map.get(&UNIVERSAL)) else {
            let _ = writeln!(index, "    {{/*NumBits*/0, /*Index*/0}},\t// {name} no encoding");
            continue;
        };
        let width = vli.size();
        let mut words = vec![0u64; width.div_ceil(64) as usize];
        let mut i = 0u32;
        for seg in &vli.segments {
            if i >= width {
                break;
            }
            if let SegmentValue::Fixed(bits) = &seg.value {
                for (k, &b) in bits.iter().enumerate() {
                    let at = (i as usize) + k;
                    if b {
                        words[at / 64] |= 1 << (at % 64);
                    }
                }
            }
            i += seg.width;
        }
        if words.is_empty() {
            index.push_str("    {/*NumBits*/0, /*Index*/0},");
        } else {
            let _ = write!(index, "    {{/*NumBits*/{width}, /*Index*/{words_used}}},");
            storage.push_str("    ");
            for w in &words {
                let _ = write!(storage, "UINT64_C({w}),");
            }
            words_used += words.len() as u32;
        }
        let _ = writeln!(index, "\t// {name}");
        if !words.is_empty() {
            let _ = writeln!(storage, "\t// {name}");
        }
    }
    index.push_str("    {/*NumBits*/0, /*Index*/0}\n  };\n");
    storage.push_str("    UINT64_C(0)\n  };\n");
    out.push_str(&index);
    out.push_str(&storage);
}

/// The body of an instruction's `case`.
fn instruction_case(c: &InstCase, modes: &BTreeMap<i64, String>) -> String {
    match &c.encoding {
        InstEncoding::Universal(op) => {
            let first = modes.values().next().map_or("", String::as_str);
            encoding_case(first, op, 6)
        }
        InstEncoding::PerMode(per_mode) => {
            let mut case =
                String::from("      switch (Mode) {\n      default: llvm_unreachable(\"Unhandled Mode\");\n");
            for (mode, op) in per_mode {
                let _ = writeln!(case, "      case {mode}: {{");
                match op {
                    Some(op) => case.push_str(&encoding_case(modes.get(mode).map_or("", String::as_str), op, 8)),
                    None => case.push_str("        llvm_unreachable(\"Undefined encoding in this mode\");\n"),
                }
                case.push_str("        break;\n      }\n");
            }
            case.push_str("      }\n");
            case
        }
    }
}

fn encoding_case(suffix: &str, op: &OperandCase, indent: usize) -> String {
    let pad = " ".repeat(indent);
    let mut case = String::new();
    if let Some(bits) = op.scratch_bits {
        let _ = writeln!(case, "{pad}if (Scratch.getBitWidth() < {bits}) {{ Scratch = Scratch.zext({bits}); }}");
    }
    let _ = writeln!(case, "{pad}Inst = getInstBits{suffix}(opcode);");
    for seg in &op.operands {
        let _ = writeln!(case, "{pad}Scratch.clearAllBits();");
        let _ = writeln!(case, "{pad}// op: {}", seg.name);
        if seg.encoder.is_empty() {
            let _ = write!(case, "{pad}getMachineOpValue(MI, MI.getOperand({})", seg.flat);
        } else {
            let _ = write!(case, "{pad}{}(MI, /*OpIdx=*/{}", seg.encoder, seg.flat);
        }
        let _ = writeln!(case, ", /*Pos=*/{}, Scratch, Fixups, STI);", seg.offset);
        let _ = writeln!(case, "{pad}Inst.insertBits(Scratch.extractBits({}, {}), {});", seg.width, seg.lo, seg.offset);
    }
    if !op.post.is_empty() {
        let _ = writeln!(case, "{pad}Inst = {}(MI, Inst, STI);", op.post);
    }
    case
}
