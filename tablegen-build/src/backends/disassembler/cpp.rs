//! The C++ writer of `-gen-disassembler`: LLVM's
//! `<Target>GenDisassemblerTables.inc`, the tables listed one entry per
//! line with their decoded comments, then `checkDecoderPredicate`,
//! `decodeToMCInst` and the fixed `decodeInstruction`.

use std::fmt::Write as _;

use tablegen_core::intern::FxHashMap;
use tablegen_core::RecordKeeper;

use crate::backend::Options;
use crate::model::decoder::{encodings, table};

use super::DisassemblerModel;

const PRELUDE: &str = include_str!("prelude.inc.txt");
const DECODE_INSTRUCTION: &str = include_str!("decode_instruction.inc.txt");

/// Writes `<Target>GenDisassemblerTables.inc`.
pub(super) fn write(_rk: &RecordKeeper, m: &DisassemblerModel, _opts: &Options) -> String {
    let d = &m.decoder;
    let mut out = String::new();
    crate::support::cpp::source_file_header_for(&mut out, &format!(" * {} Disassembler", m.target), "");
    out.push_str(PRELUDE);
    for t in &d.tables {
        write_table(&mut out, &d.encodings, &t.bytes, t.bit_width, &t.namespace, &t.opcodes);
    }
    if let Some(v) = &d.encodings.var_len {
        out.push_str("static const uint8_t InstrLenTable[] = {\n");
        for len in &v.instr_len {
            let _ = writeln!(out, "{len},");
        }
        out.push_str("};\n\n");
    }
    out.push_str("static bool checkDecoderPredicate(unsigned Idx, const FeatureBitset &Bits) {\n");
    if d.predicates.is_empty() {
        out.push_str("  llvm_unreachable(\"Invalid index!\");\n");
    } else {
        out.push_str("  switch (Idx) {\n  default: llvm_unreachable(\"Invalid index!\");\n");
        for (i, p) in d.predicates.iter().enumerate() {
            let _ = write!(out, "  case {i}:\n    return ({p});\n");
        }
        out.push_str("  }\n");
    }
    out.push_str("}\n\n");
    out.push_str("template <typename InsnType>\n");
    out.push_str("static DecodeStatus decodeToMCInst(DecodeStatus S, unsigned Idx, InsnType insn, MCInst &MI,\n");
    out.push_str(
        "                                   uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {\n",
    );
    out.push_str("  DecodeComplete = true;\n");
    out.push_str("  using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;\n");
    out.push_str("  TmpType tmp;\n  switch (Idx) {\n  default: llvm_unreachable(\"Invalid index!\");\n");
    for (i, dec) in d.decoders.iter().enumerate() {
        let _ = write!(out, "  case {i}:\n{dec}    return S;\n");
    }
    out.push_str("  }\n}\n");
    if d.encodings.var_len.is_some() {
        out.push_str(&decode_instruction_var_len());
    } else {
        out.push_str(DECODE_INSTRUCTION);
    }
    out
}

/// `decodeInstruction` for variable-length encodings: it takes a `makeUp`
/// callback that reads more of the instruction before any bit past what is
/// read so far is looked at.
fn decode_instruction_var_len() -> String {
    const MAKE_UP: &str = "\n      makeUp(insn, Start + Len);";
    let mut s = DECODE_INSTRUCTION.replacen(
        "const MCSubtargetInfo &STI) {",
        "const MCSubtargetInfo &STI,\n                                      llvm::function_ref<void(APInt &, uint64_t)> makeUp) {",
        1,
    );
    s = s.replacen("unsigned Len = *Ptr++;", &format!("unsigned Len = *Ptr++;{MAKE_UP}"), 1);
    s = s.replacen("unsigned Len = *Ptr;", &format!("unsigned Len = *Ptr;{MAKE_UP}"), 1);
    s.replacen(
        "bool DecodeComplete;",
        "bool DecodeComplete;\n      unsigned Len = InstrLenTable[Opc];\n      makeUp(insn, Len);",
        1,
    )
}

fn uleb_len(t: &[u8]) -> usize {
    t.iter().position(|&b| b < 128).map_or(t.len(), |p| p + 1)
}

fn uleb_val(t: &[u8]) -> u64 {
    let mut v = 0u64;
    for (i, &b) in t.iter().enumerate() {
        v |= ((b & 0x7f) as u64).wrapping_shl(7 * i as u32);
        if b < 128 {
            break;
        }
    }
    v
}

/// `emitTable`: the table with one entry per line and its decoded comment.
fn write_table(out: &mut String, model: &encodings::Model, t: &[u8], bw: usize, ns: &str, opcodes: &[(u32, u32)]) {
    let mut enc_of: FxHashMap<u32, u32> = FxHashMap::default();
    for &(id, opc) in opcodes {
        enc_of.insert(opc, id);
    }
    let _ = writeln!(out, "static const uint8_t DecoderTable{ns}{bw}[] = {{");
    let mut i = 0usize;
    let bytes = |out: &mut String, i: &mut usize, n: usize| {
        for _ in 0..n {
            let _ = write!(out, "{}, ", t[*i]);
            *i += 1;
        }
    };
    let uleb = |out: &mut String, i: &mut usize| -> u64 {
        let n = uleb_len(&t[*i..]);
        let v = uleb_val(&t[*i..]);
        bytes(out, i, n);
        v
    };
    let skip = |out: &mut String, i: &mut usize| -> usize {
        let n = t[*i] as usize | (t[*i + 1] as usize) << 8 | (t[*i + 2] as usize) << 16;
        bytes(out, i, 3);
        n
    };
    while i < t.len() {
        let pos = format!("/* {i} */");
        out.push_str(&pos);
        for _ in 0..12usize.saturating_sub(pos.len()).max(1) {
            out.push(' ');
        }
        out.push_str("  ");
        let op = t[i];
        i += 1;
        match op {
            table::OPC_EXTRACT_FIELD => {
                out.push_str("MCD::OPC_ExtractField, ");
                let start = uleb(out, &mut i);
                let len = t[i] as u64;
                i += 1;
                let _ = write!(out, "{len},  // Inst{{");
                if len > 1 {
                    let _ = write!(out, "{}-", start + len - 1);
                }
                let _ = writeln!(out, "{start}}} ...");
            }
            table::OPC_FILTER_VALUE => {
                out.push_str("MCD::OPC_FilterValue, ");
                uleb(out, &mut i);
                let n = skip(out, &mut i);
                let _ = writeln!(out, "// Skip to: {}", i + n);
            }
            table::OPC_CHECK_FIELD => {
                out.push_str("MCD::OPC_CheckField, ");
                uleb(out, &mut i);
                bytes(out, &mut i, 1);
                uleb(out, &mut i);
                let n = skip(out, &mut i);
                let _ = writeln!(out, "// Skip to: {}", i + n);
            }
            table::OPC_CHECK_PREDICATE => {
                out.push_str("MCD::OPC_CheckPredicate, ");
                uleb(out, &mut i);
                let n = skip(out, &mut i);
                let _ = writeln!(out, "// Skip to: {}", i + n);
            }
            table::OPC_DECODE | table::OPC_TRY_DECODE => {
                let is_try = op == table::OPC_TRY_DECODE;
                let _ = write!(out, "MCD::OPC_{}Decode, ", if is_try { "Try" } else { "" });
                let opc = uleb(out, &mut i) as u32;
                uleb(out, &mut i);
                let name = enc_of.get(&opc).map_or("", |&e| model.encodings[e as usize].name.as_str());
                if is_try {
                    let n = skip(out, &mut i);
                    let _ = writeln!(out, "// Opcode: {name}, skip to: {}", i + n);
                } else {
                    let _ = writeln!(out, "// Opcode: {name}");
                }
            }
            table::OPC_SOFT_FAIL => {
                out.push_str("MCD::OPC_SoftFail");
                for _ in 0..2 {
                    let n = uleb_len(&t[i..]);
                    let v = uleb_val(&t[i..]);
                    for _ in 0..n {
                        let _ = write!(out, ", {}", t[i]);
                        i += 1;
                    }
                    if v > 127 {
                        let _ = write!(out, " /* 0x{v:x} */");
                    }
                }
                out.push_str(",\n");
            }
            _ => out.push_str("MCD::OPC_Fail,\n"),
        }
    }
    out.push_str("  0\n};\n\n");
}
