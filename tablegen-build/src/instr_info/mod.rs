//! `-gen-instr-info`, so far its opcode enum: the `GET_INSTRINFO_ENUM`
//! section in C++ and the `Opcode` enum in Rust.
//!
//! The descriptor tables, operand info, and the `GET_INSTRINFO_SCHED_ENUM`
//! section (which needs the scheduling model) are not written yet, so the
//! C++ output is that one section after the file header.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::{BackendOptions, Result};
use crate::records::fatal;
use crate::rust::enums::{enum_items, EnumSpec, Enumerator};
use crate::rust::{format_chunks, Chunk};
use crate::target::CodeGenTarget;

const DESCRIPTION: &str = "Target Instruction Enum Values and Descriptors";

/// The opcode enum: every instruction in LLVM's enumeration order and the
/// namespace it lives in.
struct Opcodes {
    /// The target's instruction namespace (LLVM's `getInstNamespace`).
    namespace: String,
    /// `(name, value)` in enum order; values are consecutive from 0.
    opcodes: Vec<(String, u32)>,
}

impl Opcodes {
    fn new(rk: &mut RecordKeeper) -> Result<Opcodes> {
        let mut target = CodeGenTarget::new(rk)?;
        let insts = target.instructions(rk)?;
        if insts.namespace().is_empty() {
            return fatal(rk, &[], "No instructions defined!");
        }
        let opcodes = insts.by_enum().iter().enumerate().map(|(n, &i)| (rk.name_str(i).to_string(), n as u32)).collect();
        Ok(Opcodes { namespace: insts.namespace().to_string(), opcodes })
    }
}

/// `-gen-instr-info`, C++ (the `GET_INSTRINFO_ENUM` section).
pub fn emit_cpp(rk: &mut RecordKeeper, _opts: &BackendOptions) -> Result<String> {
    let ops = Opcodes::new(rk)?;
    let mut out = String::new();
    crate::cpp::source_file_header(&mut out, DESCRIPTION, rk);
    let ns = &ops.namespace;
    out.push_str("#ifdef GET_INSTRINFO_ENUM\n#undef GET_INSTRINFO_ENUM\nnamespace llvm {\n\n");
    let _ = writeln!(out, "namespace {ns} {{\n  enum {{");
    for (name, value) in &ops.opcodes {
        let _ = writeln!(out, "    {name}\t= {value},");
    }
    let _ = writeln!(out, "    INSTRUCTION_LIST_END = {}", ops.opcodes.len());
    let _ = writeln!(out, "  }};\n\n}} // end namespace {ns}\n}} // end namespace llvm");
    out.push_str("#endif // GET_INSTRINFO_ENUM\n\n");
    Ok(out)
}

/// `-gen-instr-info`, Rust: the target's `Opcode` enum.
pub fn emit_rust(rk: &mut RecordKeeper, _opts: &BackendOptions) -> Result<String> {
    let ops = Opcodes::new(rk)?;
    let ns = &ops.namespace;
    let items = enum_items(&EnumSpec {
        name: "Opcode".into(),
        doc: format!("C++ `{ns}::` opcode enum (`GET_INSTRINFO_ENUM`): every instruction, in LLVM's numbering."),
        enumerators: ops
            .opcodes
            .iter()
            .map(|(name, value)| Enumerator { cpp_name: name.clone(), value: i128::from(*value), doc: None })
            .collect(),
        repr: None,
    });
    let end = format!(
        "/// C++ `{ns}::INSTRUCTION_LIST_END`: the number of opcodes.\npub const INSTRUCTION_LIST_END: usize = {};\n",
        ops.opcodes.len()
    );
    Ok(format_chunks(DESCRIPTION, "gen-instr-info", rk, vec![Chunk::Items(items.tokens), Chunk::Text(end)]))
}
