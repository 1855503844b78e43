//! The Rust writer: the packetizer tables as statics, and a `Packetizer`
//! mirroring LLVM's `DFAPacketizer` around tablegen-runtime's `Automaton`.

use std::fmt::Write;

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;
use tablegen_core::RecordKeeper;

use super::{NamespaceDfa, Packetizers};
use crate::support::rust::names::{screaming, snake};
use crate::support::rust::{format_chunks, Chunk};

pub(super) fn write(rk: &RecordKeeper, p: &Packetizers, runtime: &str) -> String {
    let mut chunks = vec![Chunk::Text(crate::model::dfa::rust::preamble(runtime)), Chunk::Items(packetizer_type())];
    for ns in &p.namespaces {
        let prefix = screaming(&format!("{}{}", p.target, ns.name));
        chunks.push(Chunk::Text(index_tables(&prefix, &p.target, ns)));
        let cpp = format!("{}{}", p.target, ns.name);
        chunks.push(Chunk::Text(crate::model::dfa::rust::tables_named(&ns.dfa, &prefix, Some(&cpp))));
        chunks.push(Chunk::Items(constructor(&prefix, &p.target, ns)));
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

/// `create_packetizer` (or `create_<namespace>_packetizer`).
fn constructor(prefix: &str, target: &str, ns: &NamespaceDfa) -> TokenStream {
    let ident = |s: String| Ident::new(&s, Span::call_site());
    let f = ident(if ns.name.is_empty() {
        "create_packetizer".to_string()
    } else {
        format!("create_{}_packetizer", snake(&ns.name))
    });
    let starts = ident(format!("{prefix}_PROC_RESOURCE_INDEX_START"));
    let indices = ident(format!("{prefix}_RESOURCE_INDICES"));
    let transitions = ident(format!("{prefix}_TRANSITIONS"));
    let info = ident(format!("{prefix}_TRANSITION_INFO"));
    let doc = format!(
        " C++ `{target}GenSubtargetInfo::create{}DFAPacketizer`: a packetizer for\n \
         the processor model numbered `proc_id` (`MCSchedModel::ProcID`), or\n \
         `None` past the last model.",
        ns.name
    );
    quote! {
        #[doc = #doc]
        pub fn #f(proc_id: u32) -> Option<Packetizer> {
            let id = proc_id as usize;
            let start = *#starts.get(id)? as usize;
            let end = *#starts.get(id + 1)? as usize;
            Some(Packetizer::new(&#transitions, &#info, &#indices[start..end]))
        }
    }
}

/// The `Packetizer` type, emitted once per module.
fn packetizer_type() -> TokenStream {
    quote! {
        /// LLVM's `DFAPacketizer`: tracks which functional units the
        /// instructions of the current packet take, and whether one more
        /// instruction (named by its scheduling class) still fits.
        #[derive(Clone, Debug)]
        pub struct Packetizer {
            automaton: Automaton,
            actions: &'static [u32],
        }

        impl Packetizer {
            /// A packetizer over an automaton's tables, whose scheduling
            /// class `c` is automaton action `actions[c]`. Resource tracking
            /// starts off.
            pub fn new(
                transitions: &'static [Transition],
                info: &'static [NfaStatePair],
                actions: &'static [u32],
            ) -> Self {
                let mut automaton = Automaton::new(transitions, info);
                if !info.is_empty() {
                    automaton.enable_transcription(false);
                }
                Packetizer { automaton, actions }
            }

            /// The action of a scheduling class; class 0 and classes
            /// without an itinerary have none (they never fit).
            fn action(&self, sched_class: u32) -> Option<u32> {
                match self.actions.get(sched_class as usize) {
                    Some(&a) if sched_class != 0 && a != 0 => Some(a),
                    _ => None,
                }
            }

            /// Empties the packet (C++ `clearResources`).
            pub fn clear_resources(&mut self) {
                self.automaton.reset();
            }

            /// Turns tracking of the units each instruction takes on or off
            /// (C++ `setTrackResources`); [`Packetizer::used_resources`]
            /// needs it on.
            pub fn set_track_resources(&mut self, track: bool) {
                self.automaton.enable_transcription(track);
            }

            /// Whether an instruction of `sched_class` fits in the packet
            /// (C++ `canReserveResources`).
            pub fn can_reserve_resources(&self, sched_class: u32) -> bool {
                self.action(sched_class).is_some_and(|a| self.automaton.can_add(a))
            }

            /// Adds an instruction of `sched_class` to the packet (C++
            /// `reserveResources`); returns whether it fit. A class that
            /// does not fit leaves the packet unchanged.
            pub fn reserve_resources(&mut self, sched_class: u32) -> bool {
                match self.action(sched_class) {
                    Some(a) => self.automaton.add(a),
                    None => false,
                }
            }

            /// The units (one bit each) the `inst_idx`-th instruction of the
            /// packet takes in one valid assignment (C++ `getUsedResources`,
            /// which truncates the mask to `unsigned`); `None` if resource
            /// tracking is off or the packet has fewer than `inst_idx + 1`
            /// instructions (where LLVM asserts).
            pub fn used_resources(&self, inst_idx: usize) -> Option<u64> {
                let paths = self.automaton.nfa_paths();
                let path = paths.first()?;
                let now = *path.get(inst_idx)?;
                match inst_idx.checked_sub(1) {
                    Some(before) => Some(now ^ *path.get(before)?),
                    None => Some(now),
                }
            }

            /// Every assignment of units to the packet's instructions: for
            /// each, the cumulative unit masks after each instruction.
            pub fn nfa_paths(&self) -> alloc::vec::Vec<alloc::vec::Vec<u64>> {
                self.automaton.nfa_paths()
            }
        }
    }
}
