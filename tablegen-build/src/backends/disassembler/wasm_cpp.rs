//! The C++ writer of WebAssembly's `-gen-disassembler`:
//! `WebAssemblyGenDisassemblerTables.inc`.

use std::fmt::Write as _;

use super::wasm::{WasmTables, TABLE_SIZE};

/// Writes the lookup tables, the operand type list and the prefix list.
pub(super) fn write(t: &WasmTables) -> String {
    let mut out = String::new();
    crate::support::cpp::source_file_header_for(&mut out, " * WebAssembly Disassembler", "");
    out.push_str("#include \"MCTargetDesc/WebAssemblyMCTargetDesc.h\"\n\nnamespace llvm {\n\n");
    let _ = write!(out, "static constexpr int WebAssemblyInstructionTableSize = {TABLE_SIZE};\n\n");
    out.push_str("enum EntryType : uint8_t { ET_Unused, ET_Prefix, ET_Instruction };\n\n");
    out.push_str("struct WebAssemblyInstruction {\n  uint16_t Opcode;\n  EntryType ET;\n  uint8_t NumOperands;\n");
    out.push_str("  uint16_t OperandStart;\n};\n\n");
    for (&prefix, slots) in &t.prefixes {
        if slots.is_empty() {
            continue;
        }
        let _ = writeln!(out, "WebAssemblyInstruction InstructionTable{prefix}[] = {{");
        for i in 0..TABLE_SIZE {
            match slots.get(&i) {
                Some(Some(e)) => {
                    let _ = writeln!(out, "  // 0x{i:x}: {}", e.asm);
                    let _ = write!(out, "  {{ {}, ET_Instruction, {}, {}", e.opcode, e.num_operands, e.operand_start);
                }
                _ => {
                    // Only the single-byte table points at the other tables.
                    let is_prefix = prefix == 0 && i != 0 && t.prefixes.contains_key(&i);
                    out.push_str(if is_prefix { "  { 0, ET_Prefix, 0, 0" } else { "  { 0, ET_Unused, 0, 0" });
                }
            }
            out.push_str("  },\n");
        }
        out.push_str("};\n\n");
    }
    out.push_str("const uint8_t OperandTable[] = {\n");
    for op in &t.operand_types {
        let _ = writeln!(out, "  {op},");
    }
    out.push_str("};\n\n");
    out.push_str("struct { uint8_t Prefix; const WebAssemblyInstruction *Table; }\nPrefixTable[] = {\n");
    for (&prefix, slots) in &t.prefixes {
        if slots.is_empty() || prefix == 0 {
            continue;
        }
        let _ = writeln!(out, "  {{ {prefix}, InstructionTable{prefix} }},");
    }
    out.push_str("  { 0, nullptr }\n};\n\n} // end namespace llvm\n");
    out
}
