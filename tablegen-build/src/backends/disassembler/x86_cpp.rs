//! The C++ writer of `-gen-disassembler` for X86: LLVM's
//! `X86GenDisassemblerTables.inc` (operand sets, instruction specifiers,
//! the context table, the `modRMTable` and one `ContextDecision` per opcode
//! map).

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::Options;
use crate::model::x86_decoder::recognizable::MAX_OPERANDS;
use crate::model::x86_decoder::X86Decoder;

/// The `ContextDecision` names of the opcode maps, in map order.
const MAP_NAMES: [&str; 12] = [
    "x86DisassemblerOneByteOpcodes",
    "x86DisassemblerTwoByteOpcodes",
    "x86DisassemblerThreeByte38Opcodes",
    "x86DisassemblerThreeByte3AOpcodes",
    "x86DisassemblerXOP8Opcodes",
    "x86DisassemblerXOP9Opcodes",
    "x86DisassemblerXOPAOpcodes",
    "x86Disassembler3DNowOpcodes",
    "x86DisassemblerMap4Opcodes",
    "x86DisassemblerMap5Opcodes",
    "x86DisassemblerMap6Opcodes",
    "x86DisassemblerMap7Opcodes",
];

/// Writes `X86GenDisassemblerTables.inc` after the file header.
pub(super) fn write(out: &mut String, d: &X86Decoder) {
    out.reserve(9 << 20);
    let _ = writeln!(out, "static const struct OperandSpecifier x86OperandSets[][{MAX_OPERANDS}] = {{");
    for (i, set) in d.operand_sets.iter().enumerate() {
        let _ = writeln!(out, "  {{ /* {i} */");
        for o in set {
            let _ = writeln!(
                out,
                "    {{ {}, {} }},",
                o.encoding.name().unwrap_or_default(),
                o.ty.name().unwrap_or_default()
            );
        }
        out.push_str("  },\n");
    }
    out.push_str("};\n\n");
    let _ = writeln!(
        out,
        "static const struct InstructionSpecifier x86DisassemblerInstrSpecifiers[{}] = {{",
        d.specs.len()
    );
    for (i, (spec, set)) in d.specs.iter().zip(&d.spec_operand_set).enumerate() {
        let _ = write!(out, "  {{ /* {i} */\n    {set},\n    /* {} */\n  }},\n", spec.name);
    }
    out.push_str("};\n\n");
    let _ = writeln!(out, "static const uint8_t x86DisassemblerContexts[{}] = {{", d.attr_contexts.len());
    for (i, c) in d.attr_contexts.iter().enumerate() {
        let _ = writeln!(out, "  {}, // {i}", c.name());
    }
    out.push_str("};\n\n");
    out.push_str("static const InstrUID modRMTable[] = {\n");
    let t = &d.tables;
    let mut starts = t.modrm_starts.iter().peekable();
    for (i, &uid) in t.modrm_table.iter().enumerate() {
        if starts.peek().is_some_and(|&&s| s as usize == i) {
            starts.next();
            if i == 0 {
                out.push_str("/*EmptyTable*/\n  0x0,\n");
                continue;
            }
            let _ = writeln!(out, "/*Table{i}*/");
        }
        let name = d.specs.get(uid as usize).map_or("", |s| s.name.as_str());
        let _ = writeln!(out, "  {uid:#x}, /*{name}*/");
    }
    out.push_str("  0x0\n};\n\n");
    for (map, name) in t.maps.iter().zip(MAP_NAMES) {
        let _ = writeln!(out, "static const struct ContextDecision {name} = {{{{/* opcodeDecisions */");
        for (ctx, decisions) in map.iter().enumerate() {
            let ctx_name = crate::model::x86_decoder::contexts::InsnContext(ctx as u8).name();
            let _ = write!(out, " /*{ctx_name}*/ {{");
            let Some(decisions) = decisions else {
                out.push_str("},\n");
                continue;
            };
            out.push_str(" /* struct OpcodeDecision */ {\n");
            for (op, (ty, start)) in decisions.iter().enumerate() {
                let _ = write!(out, "  /*0x{op:02x}*/{{{}, {start}}}", ty.name());
                out.push_str(if op < 255 { ",\n" } else { "\n" });
            }
            out.push_str("  }\n },\n");
        }
        out.push_str("}};\n");
    }
    out.push_str("\n\n");
}

/// The header and tables of X86's `.inc`, for the dispatcher: only the
/// header when decoding conflicts left no tables.
pub(super) fn write_file(_rk: &RecordKeeper, d: Option<&X86Decoder>, _opts: &Options) -> String {
    let mut out = String::new();
    crate::support::cpp::source_file_header_for(&mut out, " * X86 Disassembler", "");
    if let Some(d) = d {
        write(&mut out, d);
    }
    out
}
