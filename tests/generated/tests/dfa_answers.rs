//! The differential test of `-gen-dfa-packetizer` and `-gen-automata`,
//! without LLVM or g++: the generated packetizer of `inputs/mini-vliw.td`
//! and the automata of `tests/golden/unittests/Automata.td` (LLVM's unittest input),
//! run on the recorded step sequences, must print exactly what LLVM 19's
//! C++ `DFAPacketizer` / `llvm::Automaton` printed on llvm-tblgen-19's
//! `.inc` (`answers/*.dfa.txt`, written by
//! `.ci/dfa-diff/run.py --record tests/generated/answers`): the tables or
//! action alphabet, accept/reject after every step, `getUsedResources`
//! and the NFA paths. Also: our C++ `.inc` of `mini-vliw.td` is
//! llvm-tblgen-19's, byte for byte.

use std::path::{Path, PathBuf};

use tablegen_generated_tests::{automata, mini_vliw};

#[macro_use]
#[path = "../dfa/steps.rs"]
mod steps;

enum_spec!(automata::SymKind);
enum_spec!(automata::BinRequirementKindEnum);
automaton_under_test!(automata::SimpleAutomaton, automata::SimpleAutomatonAction);
automaton_under_test!(automata::TupleAutomaton, automata::TupleAutomatonAction);
automaton_under_test!(automata::NfaAutomaton, automata::NfaAutomatonAction);
automaton_under_test!(automata::BinPackerAutomaton, automata::BinPackerAutomatonAction);

fn answers_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("answers").join(format!("{name}.dfa.txt"))
}

/// An answers file: the driver input (`action` lines, then one sequence per
/// `in` line) and the C++ output (the first line, then one per `out` line).
struct Answers {
    input: String,
    sequences: Vec<String>,
    output: Vec<String>,
}

fn read_answers(name: &str) -> Answers {
    let path = answers_path(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!("{}: {e}; record with .ci/dfa-diff/run.py --record tests/generated/answers", path.display())
    });
    let mut a = Answers { input: String::new(), sequences: Vec::new(), output: Vec::new() };
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        if line.starts_with("action ") {
            a.input.push_str(line);
            a.input.push('\n');
        } else if let Some(seq) = line.strip_prefix("in ") {
            a.input.push_str(seq);
            a.input.push('\n');
            a.sequences.push(seq.to_string());
        } else if let Some(out) = line.strip_prefix("out ") {
            a.output.push(out.to_string());
        } else if a.output.is_empty() && (line.starts_with("tables ") || line.starts_with("alphabet ")) {
            a.output.push(line.to_string());
        } else {
            panic!("{}:{}: cannot read `{line}`", path.display(), n + 1);
        }
    }
    assert!(!a.sequences.is_empty(), "{}: no sequences", path.display());
    assert_eq!(a.output.len(), a.sequences.len() + 1, "{}: one `out` per `in`, after the first line", path.display());
    a
}

/// Compares the Rust output with the answers; on a difference, shows the
/// first differing sequence and both outputs (`.ci/dfa-diff/run.py` also
/// prints the NFA paths in full).
fn check(name: &str, a: &Answers, got: Result<Vec<String>, String>) {
    let got = got.unwrap_or_else(|e| panic!("{name}: the Rust driver failed: {e}"));
    assert_eq!(
        got.first(),
        a.output.first(),
        "{name}: the first line (tables / action alphabet) differs from the C++ .inc's"
    );
    let differing: Vec<usize> = (1..a.output.len().max(got.len())).filter(|&i| a.output.get(i) != got.get(i)).collect();
    if let Some(&i) = differing.first() {
        panic!(
            "{name}: {} of {} sequences answer differently from LLVM's C++; first, sequence {}:\n  input: {}\n  C++:   {}\n  Rust:  {}",
            differing.len(),
            a.sequences.len(),
            i - 1,
            a.sequences.get(i - 1).map_or("<none>", String::as_str),
            a.output.get(i).map_or("<missing>", String::as_str),
            got.get(i).map_or("<missing>", String::as_str),
        );
    }
}

#[test]
fn mini_vliw_packetizer_answers_like_llvm() {
    let a = read_answers("mini_vliw");
    let got = steps::run_packetizer(
        &a.input,
        &mini_vliw::VLIW_RESOURCE_INDICES,
        &mini_vliw::VLIW_PROC_RESOURCE_INDEX_START,
        &mut |p| mini_vliw::create_packetizer(p).expect("a packetizer for every ProcID of the answers"),
        false,
    );
    check("mini_vliw", &a, got);
    // The answers exercise what the target was written for: packets that
    // fill up, resource tracking on and off, and the itinerary without
    // units as a packet's first instruction (LLVM then has no NFA path).
    let out = a.output[1..].join(" ");
    for (what, token) in
        [("accepted steps", "+u"), ("untracked steps", "+ "), ("rejected steps", "-"), ("no path", "ux")]
    {
        assert!(out.contains(token), "mini_vliw answers: no {what} (`{token}`)");
    }
}

macro_rules! automaton_test {
    ($test:ident, $name:literal, $ty:ident, $transitions:ident, $actions:ident) => {
        #[test]
        fn $test() {
            let a = read_answers(concat!("automata.", $name));
            let alphabet =
                steps::alphabet_line(automata::$transitions.iter().map(|t| automata::$actions[t.action as usize - 1]));
            let got = steps::run_automaton(
                &a.input,
                &mut automata::$ty::with_transitions(),
                &mut automata::$ty::new(),
                false,
            )
            .map(|lines| std::iter::once(alphabet).chain(lines).collect());
            check($name, &a, got);
        }
    };
}

automaton_test!(
    simple_automaton_answers_like_llvm,
    "simple_automaton",
    SimpleAutomaton,
    SIMPLE_AUTOMATON_TRANSITIONS,
    SIMPLE_AUTOMATON_ACTIONS
);
automaton_test!(
    tuple_automaton_answers_like_llvm,
    "tuple_automaton",
    TupleAutomaton,
    TUPLE_AUTOMATON_TRANSITIONS,
    TUPLE_AUTOMATON_ACTIONS
);
automaton_test!(
    nfa_automaton_answers_like_llvm,
    "nfa_automaton",
    NfaAutomaton,
    NFA_AUTOMATON_TRANSITIONS,
    NFA_AUTOMATON_ACTIONS
);
automaton_test!(
    bin_packer_automaton_answers_like_llvm,
    "bin_packer_automaton",
    BinPackerAutomaton,
    BIN_PACKER_AUTOMATON_TRANSITIONS,
    BIN_PACKER_AUTOMATON_ACTIONS
);

/// Every `answers/*.dfa.txt` is replayed by a test above.
#[test]
fn every_dfa_answers_file_is_replayed() {
    let replayed = [
        "mini_vliw",
        "automata.simple_automaton",
        "automata.tuple_automaton",
        "automata.nfa_automaton",
        "automata.bin_packer_automaton",
    ];
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("answers");
    let mut found: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok()?.file_name().into_string().ok()?.strip_suffix(".dfa.txt").map(str::to_string))
        .collect();
    found.sort();
    let mut want: Vec<String> = replayed.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(found, want, "answers/*.dfa.txt and the tests of tests/dfa_answers.rs");
}

/// Our C++ `-gen-dfa-packetizer` output for `inputs/mini-vliw.td` (written
/// by `build.rs`) is llvm-tblgen-19's (`reference/`), byte for byte.
#[test]
fn mini_vliw_cpp_is_llvm_tblgen_19s() {
    let ours = include_str!(concat!(env!("OUT_DIR"), "/mini_vliw.inc"));
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("reference/mini_vliw.dfa-packetizer.inc");
    let want = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    if ours != want {
        let i = ours
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(ours.lines().count().min(want.lines().count()));
        panic!(
            "our C++ .inc of mini-vliw.td differs from llvm-tblgen-19's ({}) from line {}:\n  ours: {}\n  llvm: {}",
            p.display(),
            i + 1,
            ours.lines().nth(i).unwrap_or("<end>"),
            want.lines().nth(i).unwrap_or("<end>")
        );
    }
}
