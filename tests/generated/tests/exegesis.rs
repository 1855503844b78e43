//! The llvm-exegesis counter tables generated in Rust against the C++ that
//! `llvm-tblgen-19` printed for the same inputs (the golden corpus's
//! `own__exegesis__*` expectations): every row of every table must agree,
//! in order, with the C++'s name-table indices resolved to names, and the
//! lookups must find what the tables hold.

use std::path::Path;

use tablegen_generated_tests::{exegesis_counters, exegesis_none, exegesis_ties};

fn golden(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../golden/expected").join(format!("{name}.stdout"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The lines between the line that starts with `head` and the next `};`
/// (none if there is no such line: LLVM leaves some tables out).
fn block<'a>(text: &'a str, head: &str) -> Vec<&'a str> {
    let Some(start) = text.lines().position(|l| l.starts_with(head)) else { return Vec::new() };
    text.lines().skip(start + 1).take_while(|l| !l.starts_with("};")).collect()
}

/// What is between the first `open` and the following `close` in `l`.
fn between<'a>(l: &'a str, open: &str, close: &str) -> &'a str {
    let rest = &l[l.find(open).unwrap_or_else(|| panic!("no {open:?} in {l:?}")) + open.len()..];
    &rest[..rest.find(close).unwrap_or_else(|| panic!("no {close:?} in {l:?}"))]
}

/// The C++ tables of one `<Target>GenExegesis.inc`, with counter indices
/// resolved to the names they stand for.
struct Cpp {
    target: String,
    names: Vec<String>,
    issue: Vec<(String, String)>,
    /// Each `PfmCountersInfo`: its identifier, cycle and uops counters, the
    /// issue counters' (offset, count), and the validation counters.
    sets: Vec<CppSet>,
    cpus: Vec<(String, String)>,
}

#[derive(Debug, PartialEq)]
struct CppSet {
    ident: String,
    cycle: Option<String>,
    uops: Option<String>,
    issue: (usize, usize),
    validation: Vec<(String, String)>,
}

impl Cpp {
    fn parse(text: &str) -> Cpp {
        let head = text.lines().find(|l| l.starts_with("static const char *")).expect("the name table");
        let target = between(head, "static const char *", "PfmCounterNames[]").to_string();
        let names: Vec<String> = block(text, &format!("static const char *{target}PfmCounterNames[]"))
            .iter()
            .map(|l| between(l, "\"", "\", //").to_string())
            .collect();
        let name_ref = |s: &str| -> String {
            let i: usize = between(s, "PfmCounterNames[", "]").parse().expect("an index");
            names[i].clone()
        };
        let issue = block(text, &format!("static const PfmCountersInfo::IssueCounter {target}PfmIssueCounters[]"))
            .iter()
            .map(|l| (name_ref(l), between(l, ", \"", "\"}").to_string()))
            .collect();
        let optional = |l: &str| if l.trim_start().starts_with("nullptr") { None } else { Some(name_ref(l)) };
        let mut sets = Vec::new();
        for (i, l) in text.lines().enumerate() {
            let Some(rest) = l.strip_prefix("static const PfmCountersInfo ") else { continue };
            if rest.starts_with("::") {
                continue;
            }
            let ident = rest.trim_end_matches(" = {").to_string();
            let fields: Vec<&str> = text.lines().skip(i + 1).take(4).collect();
            let issue = if fields[2].trim_start().starts_with("nullptr") {
                (0, 0)
            } else {
                let offset = between(fields[2], "PfmIssueCounters + ", ",").parse().expect("an offset");
                let count = between(fields[2], ", ", ",").parse().expect("a count");
                (offset, count)
            };
            let validation = if fields[3].trim_start().starts_with("nullptr") {
                Vec::new()
            } else {
                let array = between(fields[3], "  ", ", ");
                block(text, &format!("static const std::pair<ValidationEvent, const char*> {array}[]"))
                    .iter()
                    .map(|l| (between(l, "{ ", ",").to_string(), name_ref(l)))
                    .collect()
            };
            sets.push(CppSet { ident, cycle: optional(fields[0]), uops: optional(fields[1]), issue, validation });
        }
        let cpus = block(text, &format!("static const CpuAndPfmCounters {target}CpuPfmCounters[]"))
            .iter()
            .map(|l| (between(l, "{ \"", "\",").to_string(), between(l, "&", " }").to_string()))
            .collect();
        Cpp { target, names, issue, sets, cpus }
    }
}

macro_rules! check_module {
    ($test:ident, $m:ident, $golden:literal) => {
        #[test]
        fn $test() {
            use $m::*;
            let cpp = Cpp::parse(&golden($golden));
            let names: Vec<String> = PFM_COUNTER_NAMES.iter().map(|n| n.to_string()).collect();
            assert_eq!(names, cpp.names);
            let issue: Vec<(String, String)> =
                PFM_ISSUE_COUNTERS.iter().map(|c| (c.counter.to_string(), c.resource_name.to_string())).collect();
            assert_eq!(issue, cpp.issue);
            let sets: Vec<CppSet> = PFM_COUNTERS
                .iter()
                .map(|p| CppSet {
                    ident: format!("{}{}", cpp.target, p.name),
                    cycle: p.cycle_counter.map(str::to_string),
                    uops: p.uops_counter.map(str::to_string),
                    issue: (if p.num_issue_counters == 0 { 0 } else { p.issue_counters_start }, p.num_issue_counters),
                    validation: p
                        .validation_counters()
                        .iter()
                        .map(|v| (v.event.to_string(), v.counter.to_string()))
                        .collect(),
                })
                .collect();
            assert_eq!(sets, cpp.sets);
            let cpus: Vec<(String, String)> = CPU_PFM_COUNTERS
                .iter()
                .map(|c| {
                    let set = c.counters().expect("a counter set");
                    (c.cpu_name.to_string(), format!("{}{}", cpp.target, set.name))
                })
                .collect();
            assert_eq!(cpus, cpp.cpus);
            // The accessors read the rows the C++ offsets point at, and the
            // event numbers order each set's validation counters.
            for p in PFM_COUNTERS {
                let start = p.issue_counters_start;
                assert_eq!(p.issue_counters(), &PFM_ISSUE_COUNTERS[start..start + p.num_issue_counters]);
                assert_eq!(p.validation_counters().len(), p.num_validation_counters);
                assert!(p.validation_counters().windows(2).all(|w| w[0].event_number <= w[1].event_number));
                assert_eq!(pfm_counters(p.name), Some(p));
            }
            assert_eq!(pfm_counters("NoSuchPfmCounters"), None);
            // A CPU finds its first entry (equal names sort together);
            // an unknown one the default, if the target has one.
            for c in CPU_PFM_COUNTERS {
                let first = CPU_PFM_COUNTERS.iter().find(|d| d.cpu_name == c.cpu_name).expect("itself");
                assert_eq!(cpu_pfm_counters(c.cpu_name), first.counters());
            }
            let default = CPU_PFM_COUNTERS.iter().find(|c| c.cpu_name.is_empty()).and_then(|c| c.counters());
            assert_eq!(cpu_pfm_counters("no-such-cpu"), default);
        }
    };
}

check_module!(own_counters_match_llvm, exegesis_counters, "own__exegesis__counters");
check_module!(long_sorts_match_llvm, exegesis_ties, "own__exegesis__ties");
check_module!(no_counters_match_llvm, exegesis_none, "own__exegesis__none");

#[test]
fn own_input_exercises_every_table() {
    use exegesis_counters::*;
    // The comparison above is only as strong as the input: every kind of
    // row and every field must occur, both present and absent.
    assert!(!PFM_ISSUE_COUNTERS.is_empty() && !PFM_VALIDATION_COUNTERS.is_empty());
    assert!(PFM_COUNTERS.iter().any(|p| p.cycle_counter.is_none()));
    assert!(PFM_COUNTERS.iter().any(|p| p.uops_counter.is_some()));
    assert!(PFM_COUNTERS.iter().any(|p| p.issue_counters_start > 0));
    assert_eq!(CPU_PFM_COUNTERS.first().map(|c| c.cpu_name), Some(""));
    assert_eq!(cpu_pfm_counters("alpha").map(|p| p.name), Some("BigPfmCounters"));
    assert_eq!(cpu_pfm_counters("omega").map(|p| p.name), Some("DefaultPfmCounters"));
    assert!(exegesis_none::PFM_COUNTER_NAMES.is_empty() && exegesis_none::cpu_pfm_counters("x").is_none());
}
