//! The Rust module: the same tables as LLVM's `<Target>GenExegesis.inc`,
//! as static slices of plain structs, one row per line. Counters are
//! written by name rather than by index into the name table; each counter
//! set refers to its issue and validation counters as ranges of two shared
//! tables (as the C++ does for issue counters), and each CPU to its set by
//! position, so that the module needs nothing newer than plain statics.

use tablegen_core::RecordKeeper;

use super::Exegesis;
use crate::backend::Options;
use crate::support::rust::{format_chunks, static_table, Chunk};

const TYPES: &str = r#"/// C++ `PfmCountersInfo::IssueCounter`: a counter of the micro-ops issued
/// to one scheduling resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct IssueCounter {
    /// The libpfm counter (a sum if it reads `a + b`).
    pub counter: &'static str,
    /// The `ProcResource` the micro-ops are issued to.
    pub resource_name: &'static str,
}

/// C++ `std::pair<ValidationEvent, const char*>`: the counter that
/// measures one validation event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct ValidationCounter {
    /// The event (C++ `ValidationEvent` enumerator).
    pub event: &'static str,
    /// The event's `EventNumber`, which orders a set's validation counters.
    pub event_number: i64,
    /// The libpfm counter.
    pub counter: &'static str,
}

/// C++ `PfmCountersInfo`: one `ProcPfmCounters` def's counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct PfmCountersInfo {
    /// The `ProcPfmCounters` def's name.
    pub name: &'static str,
    /// The cycle counter (C++ `nullptr` for none).
    pub cycle_counter: Option<&'static str>,
    /// The micro-ops counter (C++ `nullptr` for none).
    pub uops_counter: Option<&'static str>,
    /// Where the issue counters start in [`PFM_ISSUE_COUNTERS`].
    pub issue_counters_start: usize,
    /// How many issue counters there are.
    pub num_issue_counters: usize,
    /// Where the validation counters start in [`PFM_VALIDATION_COUNTERS`].
    pub validation_counters_start: usize,
    /// How many validation counters there are.
    pub num_validation_counters: usize,
}

#[allow(dead_code)]
impl PfmCountersInfo {
    /// The issue counters, in the order of the def's list.
    pub fn issue_counters(&self) -> &'static [IssueCounter] {
        let end = self.issue_counters_start.saturating_add(self.num_issue_counters);
        PFM_ISSUE_COUNTERS.get(self.issue_counters_start..end).unwrap_or(&[])
    }

    /// The validation counters, by event number.
    pub fn validation_counters(&self) -> &'static [ValidationCounter] {
        let end = self.validation_counters_start.saturating_add(self.num_validation_counters);
        PFM_VALIDATION_COUNTERS.get(self.validation_counters_start..end).unwrap_or(&[])
    }
}

/// C++ `CpuAndPfmCounters`: the counters of one CPU (the empty name is the
/// target's default).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct CpuAndPfmCounters {
    /// The CPU's name.
    pub cpu_name: &'static str,
    /// The position of its counters in [`PFM_COUNTERS`].
    pub counters_index: usize,
}

#[allow(dead_code)]
impl CpuAndPfmCounters {
    /// The CPU's counters.
    pub fn counters(&self) -> Option<&'static PfmCountersInfo> {
        PFM_COUNTERS.get(self.counters_index)
    }
}

/// The counters of the `ProcPfmCounters` def called `name`.
#[allow(dead_code)]
pub fn pfm_counters(name: &str) -> Option<&'static PfmCountersInfo> {
    PFM_COUNTERS.iter().find(|p| p.name == name)
}

/// The counters of the CPU called `cpu`: the first entry of that name in
/// [`CPU_PFM_COUNTERS`], else the target's default (the entry with the
/// empty name, first if there is one), as llvm-exegesis looks them up.
#[allow(dead_code)]
pub fn cpu_pfm_counters(cpu: &str) -> Option<&'static PfmCountersInfo> {
    let i = CPU_PFM_COUNTERS.partition_point(|c| c.cpu_name < cpu);
    match CPU_PFM_COUNTERS.get(i) {
        Some(c) if c.cpu_name == cpu => c.counters(),
        _ => CPU_PFM_COUNTERS.first().filter(|c| c.cpu_name.is_empty()).and_then(|c| c.counters()),
    }
}
"#;

pub(super) fn write(rk: &RecordKeeper, t: &Exegesis, _: &Options) -> String {
    let mut s = String::new();
    s.push_str(TYPES);
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
            "PfmCountersInfo {{ name: {:?}, cycle_counter: {}, uops_counter: {}, issue_counters_start: {issue_start}, num_issue_counters: {}, validation_counters_start: {validation_start}, num_validation_counters: {} }}",
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
        format!("CpuAndPfmCounters {{ cpu_name: {:?}, counters_index: {index} }}", b.cpu)
    });
    static_table(
        &mut s,
        &format!("C++ `{}CpuPfmCounters`, by CPU name.", t.target),
        "CPU_PFM_COUNTERS",
        "CpuAndPfmCounters",
        cpus,
    );
    s.truncate(s.trim_end().len());
    s.push('\n');
    format_chunks("Exegesis Tables", "gen-exegesis", rk, vec![Chunk::Text(s)])
}
