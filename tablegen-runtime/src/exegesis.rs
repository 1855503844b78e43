//! The llvm-exegesis counter tables of `-gen-exegesis --rust` (C++
//! `llvm/tools/llvm-exegesis/lib/Target.h`): the libpfm counters of each
//! `ProcPfmCounters` def and the CPUs that use them.
//!
//! A generated module holds the rows (issue and validation counters shared
//! by every counter set, one [`PfmCountersInfo`] per set, one
//! [`CpuAndPfmCounters`] per CPU) and gathers them in an [`ExegesisTables`]
//! (its `EXEGESIS_TABLES`), whose lookups its functions call. A counter set
//! names its counters as ranges of the shared tables, as the C++ does for
//! issue counters, and carries those tables so it can read its ranges.

use core::fmt;

/// C++ `PfmCountersInfo::IssueCounter`: a counter of the micro-ops issued
/// to one scheduling resource.
///
/// ```
/// use tablegen_runtime::exegesis::IssueCounter;
/// let c = IssueCounter { counter: "UOPS_DISPATCHED:PORT_0", resource_name: "Port0" };
/// assert_eq!(c.resource_name, "Port0");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IssueCounter {
    /// The libpfm counter (a sum if it reads `a + b`).
    pub counter: &'static str,
    /// The `ProcResource` the micro-ops are issued to.
    pub resource_name: &'static str,
}

/// C++ `std::pair<ValidationEvent, const char*>`: the counter that
/// measures one validation event.
///
/// ```
/// use tablegen_runtime::exegesis::ValidationCounter;
/// let c = ValidationCounter { event: "InstructionRetired", event_number: 0, counter: "INST_RETIRED" };
/// assert_eq!(c.event_number, 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ValidationCounter {
    /// The event (C++ `ValidationEvent` enumerator).
    pub event: &'static str,
    /// The event's `EventNumber`, which orders a set's validation counters.
    pub event_number: i64,
    /// The libpfm counter.
    pub counter: &'static str,
}

/// C++ `PfmCountersInfo`: one `ProcPfmCounters` def's counters, as ranges
/// of the module's shared issue and validation counter tables.
///
/// ```
/// use tablegen_runtime::exegesis::{IssueCounter, PfmCountersInfo};
/// static ISSUE: [IssueCounter; 2] = [
///     IssueCounter { counter: "a", resource_name: "P0" },
///     IssueCounter { counter: "b", resource_name: "P1" },
/// ];
/// let set = PfmCountersInfo {
///     name: "Mine", cycle_counter: Some("CYCLES"), uops_counter: None,
///     issue_counters_start: 1, num_issue_counters: 1,
///     validation_counters_start: 0, num_validation_counters: 0,
///     all_issue_counters: &ISSUE, all_validation_counters: &[],
/// };
/// assert_eq!(set.issue_counters(), &ISSUE[1..]);
/// assert!(set.validation_counters().is_empty());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PfmCountersInfo {
    /// The `ProcPfmCounters` def's name.
    pub name: &'static str,
    /// The cycle counter (C++ `nullptr` for none).
    pub cycle_counter: Option<&'static str>,
    /// The micro-ops counter (C++ `nullptr` for none).
    pub uops_counter: Option<&'static str>,
    /// Where the issue counters start in [`PfmCountersInfo::all_issue_counters`].
    pub issue_counters_start: usize,
    /// How many issue counters there are.
    pub num_issue_counters: usize,
    /// Where the validation counters start in
    /// [`PfmCountersInfo::all_validation_counters`].
    pub validation_counters_start: usize,
    /// How many validation counters there are.
    pub num_validation_counters: usize,
    /// The module's issue counters, every set's in turn
    /// (`PFM_ISSUE_COUNTERS`).
    pub all_issue_counters: &'static [IssueCounter],
    /// The module's validation counters, every set's in turn
    /// (`PFM_VALIDATION_COUNTERS`).
    pub all_validation_counters: &'static [ValidationCounter],
}

impl PfmCountersInfo {
    /// The issue counters, in the order of the def's list (none if the
    /// range lies outside the table).
    pub fn issue_counters(&self) -> &'static [IssueCounter] {
        let end = self.issue_counters_start.saturating_add(self.num_issue_counters);
        self.all_issue_counters.get(self.issue_counters_start..end).unwrap_or(&[])
    }

    /// The validation counters, by event number (none if the range lies
    /// outside the table).
    pub fn validation_counters(&self) -> &'static [ValidationCounter] {
        let end = self.validation_counters_start.saturating_add(self.num_validation_counters);
        self.all_validation_counters.get(self.validation_counters_start..end).unwrap_or(&[])
    }
}

// The set's own counters, not the shared tables it reads them from.
impl fmt::Debug for PfmCountersInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PfmCountersInfo")
            .field("name", &self.name)
            .field("cycle_counter", &self.cycle_counter)
            .field("uops_counter", &self.uops_counter)
            .field("issue_counters", &self.issue_counters())
            .field("validation_counters", &self.validation_counters())
            .finish()
    }
}

/// C++ `CpuAndPfmCounters`: the counters of one CPU (the empty name is the
/// target's default), by position in the module's counter sets.
///
/// ```
/// use tablegen_runtime::exegesis::{CpuAndPfmCounters, PfmCountersInfo};
/// static SETS: [PfmCountersInfo; 1] = [PfmCountersInfo {
///     name: "Default", cycle_counter: None, uops_counter: None,
///     issue_counters_start: 0, num_issue_counters: 0, validation_counters_start: 0,
///     num_validation_counters: 0, all_issue_counters: &[], all_validation_counters: &[],
/// }];
/// let cpu = CpuAndPfmCounters { cpu_name: "", counters_index: 0, all_counters: &SETS };
/// assert_eq!(cpu.counters().map(|c| c.name), Some("Default"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CpuAndPfmCounters {
    /// The CPU's name.
    pub cpu_name: &'static str,
    /// The position of its counters in [`CpuAndPfmCounters::all_counters`].
    pub counters_index: usize,
    /// The module's counter sets (`PFM_COUNTERS`).
    pub all_counters: &'static [PfmCountersInfo],
}

impl CpuAndPfmCounters {
    /// The CPU's counters.
    pub fn counters(&self) -> Option<&'static PfmCountersInfo> {
        self.all_counters.get(self.counters_index)
    }
}

// The CPU's own set, not every set of the module.
impl fmt::Debug for CpuAndPfmCounters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CpuAndPfmCounters")
            .field("cpu_name", &self.cpu_name)
            .field("counters", &self.counters().map(|c| c.name))
            .finish()
    }
}

/// A target's exegesis tables (the generated module's `EXEGESIS_TABLES`)
/// and the lookups llvm-exegesis makes over them.
///
/// ```
/// use tablegen_runtime::exegesis::{CpuAndPfmCounters, ExegesisTables, PfmCountersInfo};
/// static SETS: [PfmCountersInfo; 1] = [PfmCountersInfo {
///     name: "Default", cycle_counter: Some("CYCLES"), uops_counter: None,
///     issue_counters_start: 0, num_issue_counters: 0, validation_counters_start: 0,
///     num_validation_counters: 0, all_issue_counters: &[], all_validation_counters: &[],
/// }];
/// static CPUS: [CpuAndPfmCounters; 1] = [CpuAndPfmCounters { cpu_name: "", counters_index: 0, all_counters: &SETS }];
/// let t = ExegesisTables {
///     counter_names: &["CYCLES"], issue_counters: &[], validation_counters: &[],
///     counters: &SETS, cpu_counters: &CPUS,
/// };
/// assert_eq!(t.pfm_counters("Default").map(|c| c.cycle_counter), Some(Some("CYCLES")));
/// // An unknown CPU gets the target's default.
/// assert_eq!(t.cpu_pfm_counters("any").map(|c| c.name), Some("Default"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExegesisTables {
    /// C++ `<Target>PfmCounterNames`: every counter name, sorted, once each.
    pub counter_names: &'static [&'static str],
    /// C++ `<Target>PfmIssueCounters`: each counter set's issue counters in turn.
    pub issue_counters: &'static [IssueCounter],
    /// Each counter set's validation counters in turn, by event number.
    pub validation_counters: &'static [ValidationCounter],
    /// One [`PfmCountersInfo`] per counter set, in def order.
    pub counters: &'static [PfmCountersInfo],
    /// C++ `<Target>CpuPfmCounters`, by CPU name.
    pub cpu_counters: &'static [CpuAndPfmCounters],
}

impl ExegesisTables {
    /// The counters of the `ProcPfmCounters` def called `name`.
    pub fn pfm_counters(&self, name: &str) -> Option<&'static PfmCountersInfo> {
        self.counters.iter().find(|p| p.name == name)
    }

    /// The counters of the CPU called `cpu`: the first entry of that name
    /// in [`ExegesisTables::cpu_counters`], else the target's default (the
    /// entry with the empty name, first if there is one), as llvm-exegesis
    /// looks them up.
    pub fn cpu_pfm_counters(&self, cpu: &str) -> Option<&'static PfmCountersInfo> {
        let cpus = self.cpu_counters;
        let i = cpus.partition_point(|c| c.cpu_name < cpu);
        match cpus.get(i) {
            Some(c) if c.cpu_name == cpu => c.counters(),
            _ => cpus.first().filter(|c| c.cpu_name.is_empty()).and_then(|c| c.counters()),
        }
    }
}
