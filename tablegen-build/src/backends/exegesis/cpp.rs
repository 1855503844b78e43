//! The C++ text, as LLVM's emitter writes it: the file header without the
//! `From:` line (the emitter does not pass the records to it), the counter
//! names, the issue counters, one `PfmCountersInfo` per counter set (after
//! its validation counters), and the CPU table.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::{Exegesis, ProcCounters};
use crate::backend::Options;
use crate::support::cpp::source_file_header_for;

/// One counter set's `PfmCountersInfo`, preceded by its validation
/// counters' array if it has any; `issue_offset` is where its issue
/// counters start in the shared table.
fn counters_info(out: &mut String, t: &Exegesis, p: &ProcCounters, issue_offset: usize) {
    let target = &t.target;
    let name = &p.name;
    if !p.validation.is_empty() {
        let _ = writeln!(
            out,
            "\nstatic const std::pair<ValidationEvent, const char*> {target}{name}ValidationCounters[] = {{"
        );
        for v in &p.validation {
            let _ = writeln!(out, "  {{ {}, {target}PfmCounterNames[{}]}},", v.event, v.counter);
        }
        out.push_str("};\n");
    }
    let _ = writeln!(out, "\nstatic const PfmCountersInfo {target}{name} = {{");
    match p.cycle {
        Some(id) => _ = writeln!(out, "  {target}PfmCounterNames[{id}],  // Cycle counter"),
        None => out.push_str("  nullptr,  // No cycle counter.\n"),
    }
    match p.uops {
        Some(id) => _ = writeln!(out, "  {target}PfmCounterNames[{id}],  // Uops counter"),
        None => out.push_str("  nullptr,  // No uops counter.\n"),
    }
    if p.issue.is_empty() {
        out.push_str("  nullptr, 0, // No issue counters\n");
    } else {
        let _ = writeln!(out, "  {target}PfmIssueCounters + {issue_offset}, {}, // Issue counters.", p.issue.len());
    }
    if p.validation.is_empty() {
        out.push_str("  nullptr, 0 // No validation counters.\n");
    } else {
        let _ = writeln!(out, "  {target}{name}ValidationCounters, {} // Validation counters.", p.validation.len());
    }
    out.push_str("};\n");
}

pub(super) fn write(_: &RecordKeeper, t: &Exegesis, _: &Options) -> String {
    let target = &t.target;
    let mut out = String::new();
    source_file_header_for(&mut out, "Exegesis Tables", "");
    let _ = writeln!(out, "\nstatic const char *{target}PfmCounterNames[] = {{");
    for (i, name) in t.counter_names.iter().enumerate() {
        let _ = writeln!(out, "  \"{name}\", // {i}");
    }
    out.push_str("};\n\n");
    // LLVM leaves the table out, not empty, when no set has issue counters.
    if t.processors.iter().any(|p| !p.issue.is_empty()) {
        let _ = writeln!(out, "static const PfmCountersInfo::IssueCounter {target}PfmIssueCounters[] = {{");
        for p in &t.processors {
            for ic in &p.issue {
                let _ = writeln!(out, "  {{ {target}PfmCounterNames[{}], \"{}\"}},", ic.counter, ic.resource);
            }
        }
        out.push_str("};\n");
    }
    let mut issue_offset = 0;
    for p in &t.processors {
        counters_info(&mut out, t, p, issue_offset);
        issue_offset += p.issue.len();
    }
    out.push('\n');
    out.push_str("// Sorted (by CpuName) array of pfm counters.\n");
    let _ = writeln!(out, "static const CpuAndPfmCounters {target}CpuPfmCounters[] = {{");
    for b in &t.bindings {
        let _ = writeln!(out, "  {{ \"{}\", &{target}{} }},", b.cpu, b.counters);
    }
    out.push_str("};\n\n");
    out
}
