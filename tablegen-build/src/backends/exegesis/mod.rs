//! `-gen-exegesis` (LLVM's ExegesisEmitter): the performance counters
//! llvm-exegesis reads for each processor (cycle, uops, issue and
//! validation counters, by libpfm name) and the binding of CPU names to
//! them, in C++ (the `<Target>GenExegesis.inc` llvm-exegesis includes) and
//! in Rust.
//!
//! ```
//! use tablegen_build::{registry, Lang, Options, Records};
//! let src = r#"
//!   class Target;
//!   def Toy : Target;
//!   class PfmCounter<string c> { string Counter = c; }
//!   class PfmIssueCounter<string r, string c> : PfmCounter<c> { string ResourceName = r; }
//!   class ValidationEvent<int n> { int EventNumber = n; }
//!   class PfmValidationCounter<ValidationEvent e, string c> : PfmCounter<c> {
//!     ValidationEvent EventType = e;
//!   }
//!   def NoPfmCounter : PfmCounter<"">;
//!   class ProcPfmCounters {
//!     PfmCounter CycleCounter = NoPfmCounter;
//!     PfmCounter UopsCounter = NoPfmCounter;
//!     list<PfmIssueCounter> IssueCounters = [];
//!     list<PfmValidationCounter> ValidationCounters = [];
//!   }
//!   class PfmCountersBinding<string cpu, ProcPfmCounters c> {
//!     string CpuName = cpu; ProcPfmCounters Counters = c;
//!   }
//!   def ToyPfmCounters : ProcPfmCounters {
//!     let CycleCounter = PfmCounter<"cycles">;
//!     let IssueCounters = [PfmIssueCounter<"ALU", "alu_ops">];
//!   }
//!   def : PfmCountersBinding<"toy-cpu", ToyPfmCounters>;
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let backend = registry::find("gen-exegesis").unwrap();
//! let cpp = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(cpp.contains("  ToyPfmCounterNames[1],  // Cycle counter\n"));
//! assert!(cpp.contains("  { ToyPfmCounterNames[0], \"ALU\"},\n"));
//! assert!(cpp.contains("  { \"toy-cpu\", &ToyToyPfmCounters },\n"));
//! let rust = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Rust).unwrap();
//! assert!(rust.contains("IssueCounter { counter: \"alu_ops\", resource_name: \"ALU\" },"));
//! ```

mod cpp;
mod rust;

use std::collections::{BTreeMap, HashSet};

use tablegen_core::record::RecId;

use crate::backend::{Options, Pipeline, Records, Result};
use crate::model::codegen::CodeGenTarget;
use crate::support::fields::{def_field, defs_field, derived, fatal, fatal_at, lift, string_field};
use crate::support::sort::unstable_sort;

/// `-gen-exegesis`.
pub static BACKEND: Pipeline<Exegesis> =
    Pipeline::new("gen-exegesis", "Generate llvm-exegesis tables", analyze, cpp::write).rust(rust::write);

/// What the backend writes, read from the records in LLVM's order.
#[derive(Debug, Default)]
pub struct Exegesis {
    /// The `Target` def's name, which prefixes every C++ table.
    pub target: String,
    /// Every non-empty counter name any counter set uses, sorted (as
    /// bytes) and once each; counters refer to them by index.
    pub counter_names: Vec<String>,
    /// Every `ProcPfmCounters` def, in def-name order.
    pub processors: Vec<ProcCounters>,
    /// Every `PfmCountersBinding` def, by CPU name (libstdc++'s unstable
    /// sort, as LLVM's).
    pub bindings: Vec<Binding>,
}

/// A `ProcPfmCounters` def.
#[derive(Debug)]
pub struct ProcCounters {
    /// The def's name.
    pub name: String,
    /// `CycleCounter`'s name index, if it names a counter.
    pub cycle: Option<usize>,
    /// `UopsCounter`'s name index, if it names a counter.
    pub uops: Option<usize>,
    /// `IssueCounters`, in list order.
    pub issue: Vec<IssueCounter>,
    /// `ValidationCounters`, by event number (libstdc++'s unstable sort).
    pub validation: Vec<ValidationCounter>,
}

/// A `PfmIssueCounter`.
#[derive(Debug)]
pub struct IssueCounter {
    /// `Counter`'s name index.
    pub counter: usize,
    /// `ResourceName`.
    pub resource: String,
}

/// A `PfmValidationCounter`.
#[derive(Debug)]
pub struct ValidationCounter {
    /// The `EventType` def's name (a C++ `ValidationEvent` enumerator).
    pub event: String,
    /// The event's `EventNumber`.
    pub event_number: i64,
    /// `Counter`'s name index.
    pub counter: usize,
}

/// A `PfmCountersBinding`.
#[derive(Debug)]
pub struct Binding {
    /// `CpuName` (empty for the target's default binding).
    pub cpu: String,
    /// The name of the `Counters` def.
    pub counters: String,
}

/// A counter set's fields as LLVM first reads them, before the counter
/// names are numbered.
struct Collected {
    def: RecId,
    /// Each issue counter's `Counter` and `ResourceName`.
    issue: Vec<(String, String)>,
    validation: Vec<RecId>,
    cycle: String,
    uops: String,
}

/// LLVM's first pass over the counter sets (before it looks for the
/// target): the issue counters' resource names must be non-empty and
/// unique within a set; every non-empty counter name is collected.
fn collect(rk: &mut Records<'_>, names: &mut BTreeMap<String, usize>) -> Result<Vec<Collected>> {
    let mut sets = Vec::new();
    for def in derived(rk, "ProcPfmCounters")? {
        let mut issue = Vec::new();
        let mut seen = HashSet::new();
        for ic in defs_field(rk, def, "IssueCounters")? {
            let resource = string_field(rk, ic, "ResourceName")?;
            if resource.is_empty() {
                return fatal_at(rk, ic, "invalid empty ResourceName");
            }
            if !seen.insert(resource.clone()) {
                return fatal_at(rk, ic, format!("duplicate ResourceName {resource}"));
            }
            let counter = string_field(rk, ic, "Counter")?;
            add_name(names, &counter);
            issue.push((counter, resource));
        }
        let validation = defs_field(rk, def, "ValidationCounters")?;
        for &vc in &validation {
            add_name(names, &string_field(rk, vc, "Counter")?);
        }
        let mut counter_of = |field: &str| -> Result<String> {
            let counter = def_field(rk, def, field)?;
            let name = string_field(rk, counter, "Counter")?;
            add_name(names, &name);
            Ok(name)
        };
        let cycle = counter_of("CycleCounter")?;
        let uops = counter_of("UopsCounter")?;
        sets.push(Collected { def, issue, validation, cycle, uops });
    }
    Ok(sets)
}

/// The empty name means "no counter" and gets no index.
fn add_name(names: &mut BTreeMap<String, usize>, name: &str) {
    if !name.is_empty() && !names.contains_key(name) {
        names.insert(name.to_string(), 0);
    }
}

/// LLVM's `getPfmCounterId`: an empty name has no index, and asking for
/// one is an error without a location.
fn counter_id(rk: &mut Records<'_>, names: &BTreeMap<String, usize>, name: &str) -> Result<usize> {
    match names.get(name) {
        Some(&id) => Ok(id),
        None => fatal(rk, &[], format!("no pfm counter id for {name}")),
    }
}

/// A set's validation counters by event number. LLVM reads each one's
/// event number, event name and counter index in that order, then sorts.
fn validation_counters(
    rk: &mut Records<'_>,
    names: &BTreeMap<String, usize>,
    recs: &[RecId],
) -> Result<Vec<ValidationCounter>> {
    let mut out = Vec::with_capacity(recs.len());
    for &vc in recs {
        let event = def_field(rk, vc, "EventType")?;
        let r = rk.value_as_int(event, "EventNumber");
        let event_number = lift(rk, r)?;
        let event = rk.name_str(event).to_string();
        let counter = string_field(rk, vc, "Counter")?;
        let counter = counter_id(rk, names, &counter)?;
        out.push(ValidationCounter { event, event_number, counter });
    }
    crate::support::sort::sort_by(&mut out, |a, b| a.event_number < b.event_number);
    Ok(out)
}

/// The bindings sorted by CPU name. A name that cannot be read is
/// reported when the sort first compares it, as in LLVM (a single binding
/// is never compared: its error comes when the table is written).
fn bindings(rk: &mut Records<'_>) -> Result<Vec<Binding>> {
    let defs = derived(rk, "PfmCountersBinding")?;
    let keys: Vec<Option<String>> =
        defs.iter().map(|&b| rk.value_as_string(b, "CpuName").ok().map(str::to_owned)).collect();
    // Sorting positions gives the permutation libstdc++ gives the defs.
    let mut order: Vec<usize> = (0..defs.len()).collect();
    unstable_sort(&mut order, &mut |l: usize, r: usize| -> Result<bool> {
        match (&keys[l], &keys[r]) {
            (Some(lk), Some(rk_)) => Ok(lk < rk_),
            // A name that cannot be read: report it through the getter,
            // in LLVM's reading order (left, then right).
            _ => {
                string_field(rk, defs[l], "CpuName")?;
                string_field(rk, defs[r], "CpuName")?;
                Ok(false)
            }
        }
    })?;
    let mut out = Vec::with_capacity(defs.len());
    for i in order {
        let cpu = string_field(rk, defs[i], "CpuName")?;
        let counters = def_field(rk, defs[i], "Counters")?;
        out.push(Binding { cpu, counters: rk.name_str(counters).to_string() });
    }
    Ok(out)
}

/// Reads the records in the order LLVM's emitter visits them, so that its
/// errors come in the same order: the counter names, the target, the
/// issue counters' indices, each set's validation counters, the bindings.
pub fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<Exegesis> {
    let mut names = BTreeMap::new();
    let sets = collect(rk, &mut names)?;
    let target = CodeGenTarget::target_def(rk)?;
    let target = rk.name_str(target).to_string();
    for (i, id) in names.values_mut().enumerate() {
        *id = i;
    }
    let mut processors = Vec::with_capacity(sets.len());
    for set in &sets {
        let mut issue = Vec::with_capacity(set.issue.len());
        for (counter, resource) in &set.issue {
            let counter = counter_id(rk, &names, counter)?;
            issue.push(IssueCounter { counter, resource: resource.clone() });
        }
        processors.push(ProcCounters {
            name: rk.name_str(set.def).to_string(),
            cycle: names.get(&set.cycle).copied(),
            uops: names.get(&set.uops).copied(),
            issue,
            validation: Vec::new(),
        });
    }
    for (set, proc) in sets.iter().zip(&mut processors) {
        proc.validation = validation_counters(rk, &names, &set.validation)?;
    }
    let bindings = bindings(rk)?;
    Ok(Exegesis { target, counter_names: names.into_keys().collect(), processors, bindings })
}

#[cfg(test)]
mod tests;
