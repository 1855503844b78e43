//! `-gen-instr-info`, so far its enums: the `GET_INSTRINFO_ENUM` and
//! `GET_INSTRINFO_SCHED_ENUM` sections in C++, the `Opcode` and
//! `SchedClass` enums in Rust.
//!
//! The descriptor tables and operand info are not written yet, so the C++
//! output is those two sections after the file header.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::{OptionSpec, Options, Pipeline, Records, Result};

use crate::model::codegen::schedule::SchedModels;
use crate::model::codegen::{CodeGenTarget, Instructions};
use crate::support::fields::fatal;
use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::vocabulary::opcode_spec;
use crate::support::rust::{format_chunks, Chunk};

const DESCRIPTION: &str = "Target Instruction Enum Values and Descriptors";

/// The model both writers print: every instruction in LLVM's enumeration
/// order, the namespace they live in, and the scheduling classes.
pub struct Opcodes {
    /// The target's instruction namespace (LLVM's `getInstNamespace`).
    namespace: String,
    /// `(name, value)` in enum order; values are consecutive from 0.
    opcodes: Vec<(String, u32)>,
    /// The scheduling classes instructions name (LLVM's
    /// `explicit_classes`), in class order from `NoInstrModel` = 0.
    sched_classes: Vec<String>,
}

impl Opcodes {
    /// The analysis.
    pub fn new(rk: &mut Records<'_>, _opts: &Options) -> Result<Opcodes> {
        CodeGenTarget::new(rk)?;
        // Parsing every instruction before numbering them reports LLVM's
        // first error, and gives the scheduling model its enumeration.
        let insts = Instructions::new(rk)?;
        let order = insts.enumeration();
        if order.namespace().is_empty() {
            return fatal(rk, &[], "No instructions defined!");
        }
        let opcodes =
            order.by_enum().iter().enumerate().map(|(n, &i)| (rk.name_str(i).to_string(), n as u32)).collect();
        let namespace = order.namespace().to_string();
        let sched = SchedModels::new(rk, order)?;
        let sched_classes = sched.classes()[..sched.num_instr_sched_classes()].iter().map(|c| c.name.clone()).collect();
        Ok(Opcodes { namespace, opcodes, sched_classes })
    }
}

/// `-gen-instr-info`, C++ (the `GET_INSTRINFO_ENUM` section).
pub fn write_cpp(_: &RecordKeeper, ops: &Opcodes, _: &Options) -> String {
    let mut out = String::new();
    // LLVM prints this header without the records: no `From:` line.
    crate::support::cpp::source_file_header_for(&mut out, DESCRIPTION, "");
    let ns = &ops.namespace;
    out.push_str("#ifdef GET_INSTRINFO_ENUM\n#undef GET_INSTRINFO_ENUM\nnamespace llvm {\n\n");
    let _ = writeln!(out, "namespace {ns} {{\n  enum {{");
    for (name, value) in &ops.opcodes {
        let _ = writeln!(out, "    {name}\t= {value},");
    }
    let _ = writeln!(out, "    INSTRUCTION_LIST_END = {}", ops.opcodes.len());
    let _ = writeln!(out, "  }};\n\n}} // end namespace {ns}\n}} // end namespace llvm");
    out.push_str("#endif // GET_INSTRINFO_ENUM\n\n");
    out.push_str("#ifdef GET_INSTRINFO_SCHED_ENUM\n#undef GET_INSTRINFO_SCHED_ENUM\nnamespace llvm {\n\n");
    let _ = writeln!(out, "namespace {ns} {{\nnamespace Sched {{\n  enum {{");
    for (value, name) in ops.sched_classes.iter().enumerate() {
        let _ = writeln!(out, "    {name}\t= {value},");
    }
    let _ = writeln!(out, "    SCHED_LIST_END = {}", ops.sched_classes.len());
    let _ = writeln!(out, "  }};\n}} // end namespace Sched\n}} // end namespace {ns}\n}} // end namespace llvm");
    out.push_str("#endif // GET_INSTRINFO_SCHED_ENUM\n\n");
    out
}

/// `-gen-instr-info`, Rust: the target's `Opcode` enum.
pub fn write_rust(rk: &RecordKeeper, ops: &Opcodes, _: &Options) -> String {
    let ns = &ops.namespace;
    let items = enum_items(&opcode_spec(ns, ops.opcodes.iter().map(|(name, value)| (name.as_str(), *value))));
    let end = format!(
        "/// C++ `{ns}::INSTRUCTION_LIST_END`: the number of opcodes.\npub const INSTRUCTION_LIST_END: usize = {};\n",
        ops.opcodes.len()
    );
    let sched = enum_items(&EnumSpec {
        name: "SchedClass".into(),
        doc: format!(
            "C++ `{ns}::Sched::` enum (`GET_INSTRINFO_SCHED_ENUM`): the scheduling classes instructions name, \
             `MCInstrDesc::SchedClass` values."
        ),
        enumerators: ops
            .sched_classes
            .iter()
            .enumerate()
            .map(|(value, name)| Enumerator { cpp_name: name.clone(), value: value as i128, doc: None })
            .collect(),
        repr: None,
        shape: Shape::Newtype,
    });
    let sched_end = format!(
        "/// C++ `{ns}::Sched::SCHED_LIST_END`: the number of scheduling classes.\npub const SCHED_LIST_END: usize = {};\n",
        ops.sched_classes.len()
    );
    format_chunks(
        DESCRIPTION,
        "gen-instr-info",
        rk,
        vec![Chunk::Items(items.tokens), Chunk::Text(end), Chunk::Items(sched.tokens), Chunk::Text(sched_end)],
    )
}

/// `-instr-info-expand-mi-operand-info=0`: describe each complex operand as
/// one entry instead of one per sub-operand (X86 passes it).
pub const EXPAND_MI_OPERAND_INFO: OptionSpec =
    OptionSpec::bool("instr-info-expand-mi-operand-info", true, "Expand operand's MIOperandInfo DAG into suboperands");

/// `-gen-instr-info`: the enum sections only, so far.
pub static BACKEND: Pipeline<Opcodes> =
    Pipeline::new("gen-instr-info", "Generate instruction descriptions", Opcodes::new, write_cpp)
        .rust(write_rust)
        .with_options(&[EXPAND_MI_OPERAND_INFO])
        .defines(&["Opcode", "SchedClass"])
        .missing(&[
            "GET_INSTRINFO_MC_DESC",
            "GET_INSTRINFO_HEADER",
            "GET_INSTRINFO_HELPER_DECLS",
            "GET_INSTRINFO_HELPERS",
            "GET_INSTRINFO_CTOR_DTOR",
            "GET_INSTRINFO_OPERAND_ENUM",
            "GET_INSTRINFO_NAMED_OPS",
            "GET_INSTRINFO_OPERAND_TYPES_ENUM",
            "GET_INSTRINFO_OPERAND_TYPE",
            "GET_INSTRINFO_MEM_OPERAND_SIZE",
            "GET_INSTRINFO_LOGICAL_OPERAND_SIZE_MAP",
            "GET_INSTRINFO_LOGICAL_OPERAND_TYPE_MAP",
            "GET_INSTRINFO_MC_HELPER_DECLS",
            "GET_INSTRINFO_MC_HELPERS",
            "GET_COMPUTE_FEATURES",
            "GET_AVAILABLE_OPCODE_CHECKER",
            "ENABLE_INSTR_PREDICATE_VERIFIER",
            "GET_INSTRMAP_INFO",
        ]);
