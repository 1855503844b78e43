//! The Rust writer: the target's `Opcode` and `SchedClass` enums.

use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::vocabulary::opcode_spec;
use crate::support::rust::{format_chunks, Chunk};
use tablegen_core::RecordKeeper;

use super::model::InstrInfo;

const DESCRIPTION: &str = "Target Instruction Enum Values and Descriptors";

/// `-gen-instr-info`, Rust: the target's `Opcode` and `SchedClass` enums.
pub fn write(rk: &RecordKeeper, m: &InstrInfo) -> String {
    let ns = &m.namespace;
    let items = enum_items(&opcode_spec(ns, m.insts.iter().enumerate().map(|(v, d)| (d.name.as_str(), v as u32))));
    let end = format!(
        "/// C++ `{ns}::INSTRUCTION_LIST_END`: the number of opcodes.\npub const INSTRUCTION_LIST_END: usize = {};\n",
        m.insts.len()
    );
    let sched = enum_items(&EnumSpec {
        name: "SchedClass".into(),
        doc: format!(
            "C++ `{ns}::Sched::` enum (`GET_INSTRINFO_SCHED_ENUM`): the scheduling classes instructions name, \
             `MCInstrDesc::SchedClass` values."
        ),
        enumerators: m
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
        m.sched_classes.len()
    );
    format_chunks(
        DESCRIPTION,
        "gen-instr-info",
        rk,
        vec![Chunk::Items(items.tokens), Chunk::Text(end), Chunk::Items(sched.tokens), Chunk::Text(sched_end)],
    )
}
