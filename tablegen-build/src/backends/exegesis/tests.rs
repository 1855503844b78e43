//! The analysis on the golden inputs `own/exegesis/counters.td` and
//! `own/exegesis/ties.td`, whose C++ llvm-tblgen-19 printed
//! (`expected/own__exegesis__counters.stdout`,
//! `expected/own__exegesis__ties.stdout`): the values below are that
//! output's.

use tablegen_core::parser::{parse_source, ParseOptions};

use super::{analyze, Exegesis};
use crate::backend::{Options, Records};

fn model(name: &str) -> Exegesis {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");
    let src = std::fs::read_to_string(format!("{dir}/own/exegesis/{name}")).expect("the golden input");
    // The inputs include TargetPfmCounters.td from the golden include tree.
    let opts = ParseOptions { include_dirs: vec![format!("{dir}/include").into()], ..Default::default() };
    let mut rk = parse_source(name, &src, &opts).expect("parses");
    analyze(&mut Records::new(&mut rk), &Options::default()).expect("analyses")
}

#[test]
fn counter_names_are_sorted_and_shared() {
    let m = model("counters.td");
    assert_eq!(m.target, "Tiny");
    // `port_0` serves two sets and `inst_retired` two validation lists:
    // each is listed once.
    assert_eq!(
        m.counter_names,
        [
            "alu_ops",
            "branch_misses",
            "branch_misses_too",
            "cycles",
            "dtlb_load_misses",
            "inst_retired",
            "l1d_misses",
            "l1i_misses",
            "port_0",
            "port_1",
            "port_2 + port_3",
            "uops_retired:all",
        ]
    );
    let little = m.processors.iter().find(|p| p.name == "LittlePfmCounters").expect("LittlePfmCounters");
    let issue: Vec<(usize, &str)> = little.issue.iter().map(|ic| (ic.counter, ic.resource.as_str())).collect();
    assert_eq!(issue, [(8, "LittlePort0"), (0, "LittleALU")]);
    assert_eq!((little.cycle, little.uops), (None, Some(11)));
}

#[test]
fn validation_counters_follow_event_numbers() {
    let m = model("counters.td");
    let order = |name: &str| -> Vec<(String, usize)> {
        let p = m.processors.iter().find(|p| p.name == name).expect("set");
        p.validation.iter().map(|v| (v.event.clone(), v.counter)).collect()
    };
    let expect =
        |rows: &[(&str, usize)]| -> Vec<(String, usize)> { rows.iter().map(|&(e, c)| (e.to_string(), c)).collect() };
    assert_eq!(
        order("BigPfmCounters"),
        expect(&[("InstructionRetired", 5), ("L1DCacheLoadMiss", 6), ("L1ICacheLoadMiss", 7), ("DataTLBLoadMiss", 4)])
    );
    // Equal event numbers, fewer than seventeen: list order.
    assert_eq!(
        order("ValidatingPfmCounters"),
        expect(&[("InstructionRetired", 5), ("BranchPredictionMiss", 1), ("BranchPredictionMiss", 2)])
    );
}

#[test]
fn bindings_are_sorted_by_cpu_name() {
    let m = model("counters.td");
    let cpus: Vec<(&str, &str)> = m.bindings.iter().map(|b| (b.cpu.as_str(), b.counters.as_str())).collect();
    assert_eq!(
        cpus,
        [
            ("", "DefaultPfmCounters"),
            ("alpha", "BigPfmCounters"),
            ("bare", "EmptyPfmCounters"),
            ("checker", "ValidatingPfmCounters"),
            ("little", "LittlePfmCounters"),
            ("zeta", "BigPfmCounters"),
        ]
    );
}

#[test]
fn long_sorts_leave_ties_where_libstdcxx_does() {
    let m = model("ties.td");
    let many = m.processors.iter().find(|p| p.name == "ManyPfmCounters").expect("ManyPfmCounters");
    let counters: Vec<usize> = many.validation.iter().map(|v| v.counter).collect();
    assert_eq!(counters, [20, 4, 16, 8, 12, 23, 21, 19, 18, 15, 0, 11, 9, 7, 6, 3, 10, 14, 2, 22, 13, 17, 5, 1]);
    let sets: String = m.bindings.iter().map(|b| if b.counters == "ManyPfmCounters" { 'M' } else { 'O' }).collect();
    let cpus: String = m.bindings.iter().map(|b| b.cpu.as_str()).collect();
    assert_eq!(cpus, "aaaaaabbbbccmmmmmmzzzz");
    assert_eq!(sets, "MOMMMMMOMOOMOOOMMOMOOO");
}
