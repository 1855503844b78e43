//! The C++ writer of `-gen-disassembler`: LLVM's
//! `<Target>GenDisassemblerTables.inc`, the tables listed one entry per
//! line with their decoded comments, then `checkDecoderPredicate`,
//! `decodeToMCInst` and the fixed `decodeInstruction`.

use std::fmt::Write as _;

use tablegen_core::intern::FxHashMap;
use tablegen_core::RecordKeeper;
use tablegen_runtime::mc::TableEntry;

use crate::backend::Options;
use crate::model::decoder::encodings;
use crate::model::decoder::table;
use crate::model::decoder::Decoder;

const PRELUDE: &str = include_str!("prelude.inc.txt");
const DECODE_INSTRUCTION: &str = include_str!("decode_instruction.inc.txt");

/// Writes `<Target>GenDisassemblerTables.inc`.
pub(super) fn write(_rk: &RecordKeeper, target: &str, d: &Decoder, _opts: &Options) -> String {
    let mut out = String::new();
    crate::support::cpp::source_file_header_for(&mut out, &format!(" * {target} Disassembler"), "");
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
            let _ = write!(out, "  case {i}:\n    return ({});\n", p.text);
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
        let _ = write!(out, "  case {i}:\n{}    return S;\n", dec.text);
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

/// `emitTable`: the table with one entry per line and its decoded comment.
fn write_table(out: &mut String, model: &encodings::Model, t: &[u8], bw: usize, ns: &str, opcodes: &[(u32, u32)]) {
    let mut enc_of: FxHashMap<u32, u32> = FxHashMap::default();
    for &(id, opc) in opcodes {
        enc_of.insert(opc, id);
    }
    let _ = writeln!(out, "static const uint8_t DecoderTable{ns}{bw}[] = {{");
    for e in table::entries(t) {
        let pos = format!("/* {} */", e.at);
        out.push_str(&pos);
        for _ in 0..12usize.saturating_sub(pos.len()).max(1) {
            out.push(' ');
        }
        out.push_str("  ");
        // The entry's operand bytes, after its opcode.
        let operands = &t[e.at + 1..e.at + e.len];
        let bytes = |out: &mut String, b: &[u8]| {
            for v in b {
                let _ = write!(out, "{v}, ");
            }
        };
        match e.entry {
            TableEntry::ExtractField { start, len } => {
                out.push_str("MCD::OPC_ExtractField, ");
                bytes(out, operands);
                let _ = write!(out, " // Inst{{");
                if len > 1 {
                    let _ = write!(out, "{}-", start + u32::from(len) - 1);
                }
                let _ = writeln!(out, "{start}}} ...");
            }
            TableEntry::FilterValue { skip, .. } => {
                out.push_str("MCD::OPC_FilterValue, ");
                bytes(out, operands);
                let _ = writeln!(out, "// Skip to: {}", e.skip_to(skip));
            }
            TableEntry::CheckField { skip, .. } => {
                out.push_str("MCD::OPC_CheckField, ");
                bytes(out, operands);
                let _ = writeln!(out, "// Skip to: {}", e.skip_to(skip));
            }
            TableEntry::CheckPredicate { skip, .. } => {
                out.push_str("MCD::OPC_CheckPredicate, ");
                bytes(out, operands);
                let _ = writeln!(out, "// Skip to: {}", e.skip_to(skip));
            }
            TableEntry::Decode { opcode, try_skip, .. } => {
                let try_skip_to = try_skip.map(|s| e.skip_to(s));
                let _ = write!(out, "MCD::OPC_{}Decode, ", if try_skip_to.is_some() { "Try" } else { "" });
                bytes(out, operands);
                let name = enc_of.get(&opcode).map_or("", |&e| model.encodings[e as usize].name.as_str());
                match try_skip_to {
                    Some(to) => {
                        let _ = writeln!(out, "// Opcode: {name}, skip to: {to}");
                    }
                    None => {
                        let _ = writeln!(out, "// Opcode: {name}");
                    }
                }
            }
            TableEntry::SoftFail { positive, negative } => {
                out.push_str("MCD::OPC_SoftFail");
                let mut positive_bytes = Vec::new();
                table::uleb(&mut positive_bytes, positive);
                let split = positive_bytes.len().min(operands.len());
                for (b, v) in [(&operands[..split], positive), (&operands[split..], negative)] {
                    for x in b {
                        let _ = write!(out, ", {x}");
                    }
                    if v > 127 {
                        let _ = write!(out, " /* 0x{v:x} */");
                    }
                }
                out.push_str(",\n");
            }
            TableEntry::Fail => out.push_str("MCD::OPC_Fail,\n"),
        }
    }
    out.push_str("  0\n};\n\n");
}
