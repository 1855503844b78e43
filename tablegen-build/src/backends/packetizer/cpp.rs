//! The C++ writer: LLVM's `DFAPacketizerEmitter` output.

use std::fmt::Write;

use super::{NamespaceDfa, Packetizers};

pub(super) fn write(p: &Packetizers) -> String {
    let mut out = String::new();
    // LLVM prints this header without the records, hence no `From:` line.
    crate::support::cpp::source_file_header_for(&mut out, "Target DFA Packetizer Tables", "");
    out.push_str("\n#include \"llvm/CodeGen/DFAPacketizer.h\"\nnamespace llvm {\n");
    for ns in &p.namespaces {
        write_namespace(&mut out, &p.target, ns);
    }
    out.push_str("} // end namespace llvm\n");
    out
}

fn write_namespace(out: &mut String, target: &str, ns: &NamespaceDfa) {
    let name = format!("{target}{}", ns.name);
    out.push_str("} // end namespace llvm\n\nnamespace {\n");
    let _ = write!(out, "constexpr unsigned {name}ResourceIndices[] = {{");
    for (i, idx) in ns.resource_indices.iter().enumerate() {
        if i % 32 == 0 {
            out.push_str("\n  ");
        }
        let _ = write!(out, "{idx}, ");
    }
    out.push_str("\n};\n\n");
    let _ = writeln!(out, "constexpr unsigned {name}ProcResourceIndexStart[] = {{");
    out.push_str("  0, // NoSchedModel\n");
    for (model, start) in &ns.models {
        let _ = writeln!(out, "  {start}, // {model}");
    }
    let _ = write!(out, "  {}\n}};\n\n", ns.resource_indices.len());
    crate::model::dfa::cpp::write_tables(out, &ns.dfa, &name, "uint64_t", &|a, o: &mut String| {
        let _ = write!(o, "{a}");
    });
    out.push_str("} // end anonymous namespace\n\n");
    let _ = write!(
        out,
        "namespace llvm {{\n\
         DFAPacketizer *{target}GenSubtargetInfo::create{dfa}DFAPacketizer(const InstrItineraryData *IID) const {{\n\
         \x20 static Automaton<uint64_t> A(ArrayRef<{name}Transition>({name}Transitions), {name}TransitionInfo);\n\
         \x20 unsigned ProcResIdxStart = {name}ProcResourceIndexStart[IID->SchedModel.ProcID];\n\
         \x20 unsigned ProcResIdxNum = {name}ProcResourceIndexStart[IID->SchedModel.ProcID + 1] - ProcResIdxStart;\n\
         \x20 return new DFAPacketizer(IID, A, {{&{name}ResourceIndices[ProcResIdxStart], ProcResIdxNum}});\n\
         \n}}\n\n",
        dfa = ns.name
    );
}
