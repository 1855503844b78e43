//! The Rust writer: the packetizer tables as statics, and a constructor
//! per namespace of tablegen-runtime's `dfa::Packetizer` (LLVM's
//! `DFAPacketizer`) over them.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::{NamespaceDfa, Packetizers};
use crate::support::rust::names::{screaming, snake};
use crate::support::rust::runtime::{forwarders, preamble, Forward};
use crate::support::rust::{format_chunks, Chunk, Writer};

pub(super) fn write(rk: &RecordKeeper, p: &Packetizers, runtime: &str) -> String {
    let preamble = preamble(runtime, "dfa", &["Automaton", "NfaStatePair", "Packetizer", "Transition"]);
    // Chunks are separated by one blank line already.
    let mut chunks = vec![Chunk::Text(format!("{}\n", preamble.trim_end()))];
    for ns in &p.namespaces {
        let prefix = screaming(&format!("{}{}", p.target, ns.name));
        chunks.push(Chunk::Text(index_tables(&prefix, &p.target, ns)));
        let cpp = format!("{}{}", p.target, ns.name);
        chunks.push(Chunk::Text(crate::model::dfa::rust::tables_named(&ns.dfa, &prefix, Some(&cpp))));
        chunks.push(Chunk::Text(constructor(&prefix, &p.target, ns)));
    }
    format_chunks("Target DFA Packetizer Tables", "gen-dfa-packetizer", rk, chunks)
}

/// `<PREFIX>_RESOURCE_INDICES` (32 per line, as in C++) and
/// `<PREFIX>_PROC_RESOURCE_INDEX_START` (one model per line).
fn index_tables(prefix: &str, target: &str, ns: &NamespaceDfa) -> String {
    let cpp = format!("{target}{}", ns.name);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "/// C++ `{cpp}ResourceIndices`: the automaton action of each scheduling\n\
         /// class of each processor model (0: the class has no itinerary).\n\
         /// A model's classes start at its entry in\n\
         /// [`{prefix}_PROC_RESOURCE_INDEX_START`].\n\
         pub static {prefix}_RESOURCE_INDICES: [u32; {}] = [",
        ns.resource_indices.len()
    );
    for row in ns.resource_indices.chunks(32) {
        out.push_str("   ");
        for v in row {
            let _ = write!(out, " {v},");
        }
        out.push('\n');
    }
    out.push_str("];\n\n");
    let _ = writeln!(
        out,
        "/// C++ `{cpp}ProcResourceIndexStart`: where each processor model's\n\
         /// classes start in [`{prefix}_RESOURCE_INDICES`], indexed by\n\
         /// `MCSchedModel::ProcID`; the last entry is the end of the table.\n\
         pub static {prefix}_PROC_RESOURCE_INDEX_START: [u32; {}] = [",
        ns.models.len() + 2
    );
    out.push_str("    0, // NoSchedModel\n");
    for (model, start) in &ns.models {
        let _ = writeln!(out, "    {start}, // {model}");
    }
    let _ = writeln!(out, "    {},\n];", ns.resource_indices.len());
    out
}

/// `create_packetizer` (or `create_<namespace>_packetizer`), which hands
/// the namespace's tables to the runtime's `Packetizer::for_model`.
fn constructor(prefix: &str, target: &str, ns: &NamespaceDfa) -> String {
    let f = if ns.name.is_empty() {
        "create_packetizer".to_string()
    } else {
        format!("create_{}_packetizer", snake(&ns.name))
    };
    let doc = format!(
        "C++ `{target}GenSubtargetInfo::create{}DFAPacketizer`: a packetizer for\n\
         the processor model numbered `proc_id` (`MCSchedModel::ProcID`), or\n\
         `None` past the last model.",
        ns.name
    );
    let signature = format!("{f}(proc_id: u32) -> Option<Packetizer>");
    let call = format!(
        "Packetizer::for_model(\n    &{prefix}_TRANSITIONS,\n    &{prefix}_TRANSITION_INFO,\n    &{prefix}_RESOURCE_INDICES,\n    &{prefix}_PROC_RESOURCE_INDEX_START,\n    proc_id,\n)"
    );
    let mut w = Writer::new();
    forwarders(&mut w, false, &[Forward { doc: &doc, signature: &signature, call: &call }]);
    w.finish()
}
