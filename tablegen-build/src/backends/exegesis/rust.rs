//! The Rust module: the same tables as LLVM's `<Target>GenExegesis.inc`,
//! as static slices of the row types of `tablegen_runtime::exegesis`
//! (re-exported), one row per line, gathered in `EXEGESIS_TABLES`. Counters are
//! written by name rather than by index into the name table; each counter
//! set refers to its issue and validation counters as ranges of two shared
//! tables (as the C++ does for issue counters), and each CPU to its set by
//! position, so that the module needs nothing newer than plain statics.

use tablegen_core::RecordKeeper;

use super::Exegesis;
use crate::backend::Options;
use crate::support::rust::runtime::{forwarders, imports, tables_static, Forward};
use crate::support::rust::{format_chunks, static_table, Chunk, Writer};

/// The runtime items the module re-exports: the row types and the tables'
/// reader.
const EXEGESIS_IMPORTS: (&str, &[&str]) =
    ("exegesis", &["CpuAndPfmCounters", "ExegesisTables", "IssueCounter", "PfmCountersInfo", "ValidationCounter"]);

/// `EXEGESIS_TABLES` and the module's lookups, which hand it to the runtime.
fn lookups(s: String) -> String {
    let mut w = Writer::append_to(s);
    tables_static(
        &mut w,
        "The exegesis tables, as the runtime reads them.",
        "EXEGESIS_TABLES",
        "ExegesisTables",
        &[
            ("counter_names", "PFM_COUNTER_NAMES"),
            ("issue_counters", "PFM_ISSUE_COUNTERS"),
            ("validation_counters", "PFM_VALIDATION_COUNTERS"),
            ("counters", "PFM_COUNTERS"),
            ("cpu_counters", "CPU_PFM_COUNTERS"),
        ],
    );
    w.blank();
    forwarders(
        &mut w,
        true,
        &[
            Forward {
                doc: "The counters of the `ProcPfmCounters` def called `name`.",
                signature: "pfm_counters(name: &str) -> Option<&'static PfmCountersInfo>",
                call: "EXEGESIS_TABLES.pfm_counters(name)",
            },
            Forward {
                doc: "The counters of the CPU called `cpu`: the first entry of that name in\n[`CPU_PFM_COUNTERS`], else the target's default (the entry with the\nempty name, first if there is one), as llvm-exegesis looks them up.",
                signature: "cpu_pfm_counters(cpu: &str) -> Option<&'static PfmCountersInfo>",
                call: "EXEGESIS_TABLES.cpu_pfm_counters(cpu)",
            },
        ],
    );
    w.finish()
}

pub(super) fn write(rk: &RecordKeeper, t: &Exegesis, opts: &Options) -> String {
    let mut s = imports(opts.rust_runtime(), &[EXEGESIS_IMPORTS]);
    s.push('\n');
    let name = |id: usize| t.counter_names.get(id).map_or("", String::as_str);
    let optional = |id: Option<usize>| match id {
        Some(id) => format!("Some({:?})", name(id)),
        None => "None".to_string(),
    };
    static_table(
        &mut s,
        &format!("C++ `{}PfmCounterNames`: every counter name, sorted, once each.", t.target),
        "PFM_COUNTER_NAMES",
        "&str",
        t.counter_names.iter().map(|n| format!("{n:?}")),
    );
    let issue = t.processors.iter().flat_map(|p| {
        p.issue.iter().map(move |ic| {
            format!("IssueCounter {{ counter: {:?}, resource_name: {:?} }}", name(ic.counter), ic.resource)
        })
    });
    static_table(
        &mut s,
        &format!("C++ `{}PfmIssueCounters`: each counter set's issue counters in turn.", t.target),
        "PFM_ISSUE_COUNTERS",
        "IssueCounter",
        issue,
    );
    let validation = t.processors.iter().flat_map(|p| {
        p.validation.iter().map(move |v| {
            format!(
                "ValidationCounter {{ event: {:?}, event_number: {}, counter: {:?} }}",
                v.event,
                v.event_number,
                name(v.counter)
            )
        })
    });
    static_table(
        &mut s,
        "C++ `<set>ValidationCounters`: each counter set's validation counters\nin turn, by event number.",
        "PFM_VALIDATION_COUNTERS",
        "ValidationCounter",
        validation,
    );
    let (mut issue_start, mut validation_start) = (0, 0);
    let mut sets = Vec::with_capacity(t.processors.len());
    for p in &t.processors {
        sets.push(format!(
            "PfmCountersInfo {{ name: {:?}, cycle_counter: {}, uops_counter: {}, issue_counters_start: {issue_start}, num_issue_counters: {}, validation_counters_start: {validation_start}, num_validation_counters: {}, all_issue_counters: PFM_ISSUE_COUNTERS, all_validation_counters: PFM_VALIDATION_COUNTERS }}",
            p.name,
            optional(p.cycle),
            optional(p.uops),
            p.issue.len(),
            p.validation.len()
        ));
        issue_start += p.issue.len();
        validation_start += p.validation.len();
    }
    static_table(
        &mut s,
        &format!("C++ `{}<set>`: one `PfmCountersInfo` per counter set, in def order.", t.target),
        "PFM_COUNTERS",
        "PfmCountersInfo",
        sets.into_iter(),
    );
    let cpus = t.bindings.iter().map(|b| {
        let index = t.processors.iter().position(|p| p.name == b.counters).unwrap_or(usize::MAX);
        format!("CpuAndPfmCounters {{ cpu_name: {:?}, counters_index: {index}, all_counters: PFM_COUNTERS }}", b.cpu)
    });
    static_table(
        &mut s,
        &format!("C++ `{}CpuPfmCounters`, by CPU name.", t.target),
        "CPU_PFM_COUNTERS",
        "CpuAndPfmCounters",
        cpus,
    );
    let mut s = lookups(s);
    s.truncate(s.trim_end().len());
    s.push('\n');
    format_chunks("Exegesis Tables", "gen-exegesis", rk, vec![Chunk::Text(s)])
}
