//! `-gen-disassembler` (LLVM's `DisassemblerEmitter` dispatching to its
//! fixed-length `DecoderEmitter`): per decoder namespace and instruction
//! size, a byte-coded decoder table that narrows an instruction word down
//! to one opcode, plus `checkDecoderPredicate` and `decodeToMCInst`.
//!
//! X86 and WebAssembly have emitters of their own in LLVM and are not
//! implemented; neither are variable-length encodings (M68k).

mod analysis;
mod table;

use std::fmt::Write as _;

use crate::backend::{FnBackend, OptionSpec, Options, Records, Result};
use tablegen_core::intern::FxHashMap;

pub use analysis::Suppress;

use crate::support::fields::fatal;
use table::TableInfo;

const PRELUDE: &str = include_str!("prelude.inc.txt");
const DECODE_INSTRUCTION: &str = include_str!("decode_instruction.inc.txt");

/// Writes the C++ output (`<Target>GenDisassemblerTables.inc`).
pub fn emit_cpp(rk: &mut Records<'_>, opts: &Options) -> Result<String> {
    let cx = rk.model(crate::model::encoding::Context::new)?;
    let name = cx.target.name(rk).to_owned();
    let mut out = String::new();
    crate::support::cpp::source_file_header_for(&mut out, &format!(" * {name} Disassembler"), "");
    if name == "X86" || name == "WebAssembly" {
        return fatal(rk, &[], format!("-gen-disassembler for {name} is not implemented yet"));
    }
    if cx.insts.has_variable_length_encodings() {
        return fatal(rk, &[], "-gen-disassembler for variable-length encodings is not implemented yet");
    }
    let pred_ns = if name == "Thumb" { "ARM".to_owned() } else { name.clone() };
    let model =
        analysis::analyze(rk, &cx, Suppress::from_option(opts.string(&SUPPRESS_PER_HWMODE_DUPLICATES)), &pred_ns)?;
    out.push_str(PRELUDE);
    let mut ti = TableInfo::default();
    for ((ns, size), opcodes) in &model.tables {
        let bw = analysis::table_bit_width(*size) as usize;
        table::build(&model, &mut ti, opcodes, bw);
        write_table(&mut out, &model, &ti.table, bw, ns, opcodes);
    }
    if !ti.stderr.is_empty() {
        rk.raw(ti.stderr.as_str());
    }
    out.push_str("static bool checkDecoderPredicate(unsigned Idx, const FeatureBitset &Bits) {\n");
    if ti.predicates.is_empty() {
        out.push_str("  llvm_unreachable(\"Invalid index!\");\n");
    } else {
        out.push_str("  switch (Idx) {\n  default: llvm_unreachable(\"Invalid index!\");\n");
        for (i, p) in ti.predicates.iter().enumerate() {
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
    for (i, d) in ti.decoders.iter().enumerate() {
        let _ = write!(out, "  case {i}:\n{d}    return S;\n");
    }
    out.push_str("  }\n}\n");
    out.push_str(DECODE_INSTRUCTION);
    Ok(out)
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
fn write_table(out: &mut String, model: &analysis::Model, t: &[u8], bw: usize, ns: &str, opcodes: &[(u32, u32)]) {
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

#[cfg(test)]
mod tests;

/// `--suppress-per-hwmode-duplicates=O0|O1|O2`: how the decoder avoids
/// copying mode-independent instructions into every hardware mode's table.
pub const SUPPRESS_PER_HWMODE_DUPLICATES: OptionSpec = OptionSpec::choice(
    "suppress-per-hwmode-duplicates",
    &[
        ("O0", "Do not prevent DecoderTable duplications caused by HwModes"),
        ("O1", "Remove duplicate DecoderTable entries generated due to HwModes"),
        (
            "O2",
            "Extract HwModes-specific instructions into new DecoderTables, significantly reducing Table Duplications",
        ),
    ],
    "O0",
    "Suppress duplication of instrs into per-HwMode decoder tables",
);

/// `-gen-disassembler` (fixed-length targets).
pub static BACKEND: FnBackend = FnBackend::cpp("gen-disassembler", "Generate disassembler", emit_cpp)
    .with_options(&[SUPPRESS_PER_HWMODE_DUPLICATES]);
