//! The C++ text of a fixed-length target (`getBinaryCodeForInstr` and
//! `getOperandBitOffset`), byte for byte as LLVM 19 writes it.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::model::codegen::DEFAULT_MODE;
use crate::model::encoding::{BaseValue, BitRun, EncodingCase, FixedModel, InstCase, OperandEncoding};

/// Writes everything after the file header.
pub(crate) fn write_fixed(out: &mut String, rk: &RecordKeeper, m: &FixedModel) {
    let target = &m.target;
    let apint = m.use_apint();
    if apint {
        let _ = write!(
            out,
            "void {target}MCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,\n    SmallVectorImpl<MCFixup> &Fixups,\n    APInt &Inst,\n    APInt &Scratch,\n    const MCSubtargetInfo &STI) const {{\n"
        );
    } else {
        let _ = write!(
            out,
            "uint64_t {target}MCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,\n    SmallVectorImpl<MCFixup> &Fixups,\n    const MCSubtargetInfo &STI) const {{\n"
        );
    }
    for (mode, rows) in &m.tables {
        write_base_values(out, rk, m, *mode, rows);
    }
    if !m.hw_modes.is_empty() {
        out.push_str("  const uint64_t *InstBitsByHw;\n");
    }

    // Instructions with the same case text share it, ordered by the text
    // (LLVM's `std::map<std::string, ...>`).
    let mut case_map: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    let mut offset_map: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for (name, _, _, case) in &m.cases {
        let (c, o) = instruction_cases(m, case);
        case_map.entry(c).or_default().push(name);
        offset_map.entry(o).or_default().push(name);
    }

    let bw = m.bit_width;
    let nw = m.num_words();
    if apint {
        let _ = write!(
            out,
            "  const unsigned opcode = MI.getOpcode();\n  if (Scratch.getBitWidth() != {bw})\n    Scratch = Scratch.zext({bw});\n  Inst = APInt({bw}, ArrayRef(InstBits + opcode * {nw}, {nw}));\n  APInt &Value = Inst;\n  APInt &op = Scratch;\n  switch (opcode) {{\n"
        );
    } else {
        out.push_str(
            "  const unsigned opcode = MI.getOpcode();\n  uint64_t Value = InstBits[opcode];\n  uint64_t op = 0;\n  (void)op;  // suppress warning\n  switch (opcode) {\n",
        );
    }
    write_case_map(out, &case_map);
    out.push_str("  default:\n    std::string msg;\n    raw_string_ostream Msg(msg);\n    Msg << \"Not supported instr: \" << MI;\n    report_fatal_error(Msg.str().c_str());\n  }\n");
    out.push_str(if apint { "  Inst = Value;\n" } else { "  return Value;\n" });
    out.push_str("}\n\n");

    let _ = write!(
        out,
        "#ifdef GET_OPERAND_BIT_OFFSET\n#undef GET_OPERAND_BIT_OFFSET\n\nuint32_t {target}MCCodeEmitter::getOperandBitOffset(const MCInst &MI,\n    unsigned OpNum,\n    const MCSubtargetInfo &STI) const {{\n  switch (MI.getOpcode()) {{\n"
    );
    write_case_map(out, &offset_map);
    out.push_str("  }\n  std::string msg;\n  raw_string_ostream Msg(msg);\n  Msg << \"Not supported instr[opcode]: \" << MI << \"[\" << OpNum << \"]\";\n  report_fatal_error(Msg.str().c_str());\n}\n\n#endif // GET_OPERAND_BIT_OFFSET\n\n");
}

fn write_words(out: &mut String, words: &[u64]) {
    for (i, w) in words.iter().enumerate() {
        let _ = write!(out, "{}UINT64_C({w})", if i > 0 { ", " } else { "" });
    }
}

fn write_base_values(out: &mut String, rk: &RecordKeeper, m: &FixedModel, mode: u32, rows: &[BaseValue]) {
    if mode == DEFAULT_MODE {
        out.push_str("  static const uint64_t InstBits[] = {\n");
    } else {
        let _ = writeln!(out, "  static const uint64_t InstBits_{}[] = {{", m.mode_name(mode));
    }
    let zero = vec![0u64; m.num_words() as usize];
    for row in rows {
        out.push_str("    ");
        match row {
            BaseValue::Pseudo => {
                write_words(out, &zero);
                out.push_str(",\n");
            }
            BaseValue::Inst(words, def) => {
                write_words(out, words);
                let _ = writeln!(out, ",\t// {}", rk.name_str(*def));
            }
        }
    }
    out.push_str("    UINT64_C(0)\n  };\n");
}

/// One `case A:\n    case B: { body break; }` per distinct body, the
/// opcodes sharing it listed together.
pub(super) fn write_case_map<N: AsRef<str>>(out: &mut String, map: &BTreeMap<String, Vec<N>>) {
    for (case, names) in map {
        for (i, n) in names.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            let _ = write!(out, "    case {}:", n.as_ref());
        }
        out.push_str(" {\n");
        out.push_str(case);
        out.push_str("      break;\n    }\n");
    }
}

/// The two case bodies of one instruction (`getInstructionCases`): the
/// encoding and the operand bit offsets.
fn instruction_cases(m: &FixedModel, case: &InstCase) -> (String, String) {
    let mut c = String::new();
    let mut o = String::new();
    match case {
        InstCase::Single(e) => encoding_cases(m, e, &mut c, &mut o),
        InstCase::ByHwMode(modes) => {
            let line = "      unsigned HwMode = STI.getHwMode(MCSubtargetInfo::HwMode_EncodingInfo);\n";
            c.push_str(line);
            o.push_str(line);
            c.push_str(
                "      switch (HwMode) {\n      default: llvm_unreachable(\"Unknown hardware mode!\"); break;\n",
            );
            for (mode, _) in modes {
                if *mode == DEFAULT_MODE {
                    let _ = write!(c, "      case {DEFAULT_MODE}: InstBitsByHw = InstBits");
                } else {
                    let _ = write!(c, "      case {mode}: InstBitsByHw = InstBits_{}", m.mode_name(*mode));
                }
                c.push_str("; break;\n");
            }
            c.push_str("      };\n");
            if m.use_apint() {
                let (bw, nw) = (m.bit_width, m.num_words());
                let _ = write!(
                    c,
                    "      Inst = APInt({bw}, ArrayRef(InstBitsByHw + opcode * {nw}, {nw}));\n      Value = Inst;\n"
                );
            } else {
                c.push_str("      Value = InstBitsByHw[opcode];\n");
            }
            for s in [&mut c, &mut o] {
                s.push_str("      switch (HwMode) {\n      default: llvm_unreachable(\"Unhandled HwMode\");\n");
            }
            for (mode, e) in modes {
                for s in [&mut c, &mut o] {
                    let _ = writeln!(s, "      case {mode}: {{");
                }
                encoding_cases(m, e, &mut c, &mut o);
                for s in [&mut c, &mut o] {
                    s.push_str("      break;\n      }\n");
                }
            }
            for s in [&mut c, &mut o] {
                s.push_str("      }\n");
            }
        }
    }
    (c, o)
}

/// `addInstructionCasesForEncoding`: appends one encoding's code.
fn encoding_cases(m: &FixedModel, e: &EncodingCase, c: &mut String, o: &mut String) {
    if !e.operands.is_empty() {
        o.push_str("      switch (OpNum) {\n");
    }
    for op in &e.operands {
        merge_operand(m, op, c);
        let _ = write!(
            o,
            "      case {}:\n        // op: {}\n        return {};\n",
            op.flat_index,
            op.field,
            op.bit_offset()
        );
    }
    if !e.operands.is_empty() {
        o.push_str("      }\n");
    }
    if let Some(post) = &e.post_encoder {
        let _ = writeln!(c, "      Value = {post}(MI, Value, STI);");
    }
}

/// `addCodeToMergeInOperand`: encode the operand, then move its runs into
/// place.
fn merge_operand(m: &FixedModel, op: &OperandEncoding, c: &mut String) {
    let apint = m.use_apint();
    let idx = op.flat_index;
    if apint {
        c.push_str("      op.clearAllBits();\n");
    }
    let _ = writeln!(c, "      // op: {}", op.field);
    match (&op.encoder, apint) {
        (Some(enc), true) => {
            let _ = writeln!(c, "      {enc}(MI, {idx}, op, Fixups, STI);");
        }
        (Some(enc), false) => {
            let _ = writeln!(c, "      op = {enc}(MI, {idx}, Fixups, STI);");
        }
        (None, true) => {
            let _ = writeln!(c, "      getMachineOpValue(MI, MI.getOperand({idx}), op, Fixups, STI);");
        }
        (None, false) => {
            let _ = writeln!(c, "      op = getMachineOpValue(MI, MI.getOperand({idx}), Fixups, STI);");
        }
    }
    let single = op.runs.len() == 1;
    for &BitRun { inst_lo, var_lo, width } in &op.runs {
        if apint {
            if width >= 64 {
                let _ = writeln!(c, "      Value.insertBits(op.extractBits({width}, {var_lo}), {inst_lo});");
            } else {
                let _ = writeln!(
                    c,
                    "      Value.insertBits(op.extractBitsAsZExtValue({width}, {var_lo}), {inst_lo}, {width});"
                );
            }
            continue;
        }
        let mask = (u64::MAX >> (64 - width.min(64))).checked_shl(var_lo).unwrap_or(0);
        let shift = i64::from(inst_lo) - i64::from(var_lo);
        if single {
            let _ = writeln!(c, "      op &= UINT64_C({mask});");
            if shift > 0 {
                let _ = writeln!(c, "      op <<= {shift};");
            } else if shift < 0 {
                let _ = writeln!(c, "      op >>= {};", -shift);
            }
            c.push_str("      Value |= op;\n");
        } else if shift > 0 {
            let _ = writeln!(c, "      Value |= (op & UINT64_C({mask})) << {shift};");
        } else if shift < 0 {
            let _ = writeln!(c, "      Value |= (op & UINT64_C({mask})) >> {};", -shift);
        } else {
            let _ = writeln!(c, "      Value |= (op & UINT64_C({mask}));");
        }
    }
}
