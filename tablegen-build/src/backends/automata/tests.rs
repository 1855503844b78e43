//! Unit tests of the analysis and the Rust writer's type mapping; the C++
//! output is checked byte for byte by the golden corpus
//! (`tests/golden/own/automata`, LLVM's `Automata.td`).

use crate::backend::Records;
use tablegen_core::RecordKeeper;

use super::{analyze, emit_rust, Symbol, SymbolKind};

const PRELUDE: &str = r#"
class GenericAutomaton { string TransitionClass; list<string> SymbolFields; }
class Transition { bits<32> NewState; }
class Sym;
def SA : Sym;
def SB : Sym;
"#;

fn parse(src: &str) -> RecordKeeper {
    tablegen_core::parse_str("t.td", &format!("{PRELUDE}{src}")).expect("parses")
}

fn rust(src: &str) -> String {
    emit_rust(&mut Records::new(&mut parse(src)), &Default::default()).expect("emits")
}

fn rust_error(src: &str) -> String {
    let mut keeper = parse(src);
    let mut rk = Records::new(&mut keeper);
    assert!(emit_rust(&mut rk, &Default::default()).is_err());
    rk.take_diagnostics().into_iter().map(|d| d.text().to_string()).collect::<Vec<_>>().join("\n")
}

#[test]
fn actions_are_numbered_in_transition_order_and_truncated_like_cpp() {
    let mut keeper = parse(
        r#"
        class T<bits<2> s, Sym a, int n> : Transition { let NewState{1...0} = s; Sym A = a; int N = n; }
        def t2 : T<2, SB, 4294967297>;
        def t1 : T<1, SA, -1>;
        def t3 : T<3, SB, 1>;
        def Auto : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = ["A", "N"]; string TypeOf_A = "K"; }
    "#,
    );
    let mut rk = Records::new(&mut keeper);
    let a = analyze(&mut rk).expect("analyses").remove(0);
    let sa = rk.def("SA").expect("SA");
    let sb = rk.def("SB").expect("SB");
    // Defs by name: t1, t2, t3; t2 and t3 are the same action (SB, 1).
    assert_eq!(a.actions, [vec![Symbol::Record(sa), Symbol::Int(u32::MAX)], vec![Symbol::Record(sb), Symbol::Int(1)]]);
    let types: Vec<_> = a.types.iter().map(|t| (t.kind, t.cpp.as_str(), t.overridden)).collect();
    assert_eq!(types, [(SymbolKind::Record, "K", true), (SymbolKind::Int, "unsigned", false)]);
    // NFA: 0 -(t1)-> 1, 0 -(t2, t3)-> 2, 3; 1 -(t2)-> 3; 2 -(t1)-> 3.
    assert_eq!((a.dfa.nfa_states, a.dfa.nfa_transitions), (4, 5));
}

#[test]
fn an_automaton_without_transitions_is_an_error() {
    let msg = rust_error(
        r#"
        class T : Transition { int N; }
        def Auto : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = ["N"]; }
    "#,
    );
    assert_eq!(msg, "GenericAutomaton `Auto' has no transitions: no def derives from `T'");
}

#[test]
fn a_missing_symbol_field_is_an_error() {
    let msg = rust_error(
        r#"
        class T : Transition { let NewState{0} = 1; }
        def t : T;
        def Auto : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = ["N"]; }
    "#,
    );
    assert_eq!(msg, "Record `t' does not have a field named `N'!\n");
}

#[test]
fn rust_types_follow_the_cpp_types() {
    let text = rust(
        r#"
        class T<bits<2> s, Sym a, int n, string t> : Transition {
          let NewState{1...0} = s; Sym A = a; int N = n; string S = t; int M = n;
        }
        def t1 : T<1, SA, -2, "x\"y">;
        def t2 : T<2, SB, 3, "z">;
        def Auto : GenericAutomaton {
          let TransitionClass = "T"; let SymbolFields = ["A", "N", "S", "M"];
          string TypeOf_A = "crate::k::Kind"; string TypeOf_S = "StringRef"; string TypeOf_M = "int16_t";
        }
    "#,
    );
    assert!(text.contains("pub type AutoAction = (crate::k::Kind, u32, &'static str, i16);"), "{text}");
    assert!(text.contains("(crate::k::Kind::Sa, 4294967294, \"x\\\"y\", -2) => Some(1),"), "{text}");
    assert!(text.contains("pub static AUTO_ACTIONS: [AutoAction; 2] = ["), "{text}");
    assert!(text.contains("pub struct Auto {"), "{text}");
    // The runtime is the crate's, named once, before the automaton.
    assert_eq!(text.matches("pub use ::tablegen_runtime::dfa::").count(), 1);
    assert!(text.find("pub use ::tablegen_runtime::dfa::") < text.find("pub struct Auto {"));
}

#[test]
fn cpp_types_rust_cannot_name_are_errors() {
    let automaton = |ty: &str, field: &str| {
        format!(
            r#"
            class T : Transition {{ let NewState{{0}} = 1; Sym A = SA; int N = 70000; string S = "s"; }}
            def t : T;
            def Auto : GenericAutomaton {{
              let TransitionClass = "T"; let SymbolFields = ["{field}"]; string TypeOf_{field} = "{ty}";
            }}
        "#
        )
    };
    let msg = rust_error(&automaton("std::vector<int>", "A"));
    assert!(msg.contains("cannot name the C++ type `std::vector<int>` of symbol field `A`"), "{msg}");
    let msg = rust_error(&automaton("unsigned", "A"));
    assert!(msg.contains("symbol field `A` holds defs"), "{msg}");
    let msg = rust_error(&automaton("Kind", "N"));
    assert!(msg.contains("symbol field `N` holds integers"), "{msg}");
    let msg = rust_error(&automaton("uint16_t", "N"));
    assert!(msg.contains("symbol value 70000 of field `N` does not fit Rust type `u16`"), "{msg}");
    let msg = rust_error(&automaton("::Kind", "A"));
    assert!(msg.contains("cannot name the C++ type `::Kind`"), "{msg}");
    assert!(rust(&automaton("std::string_view", "S")).contains("pub type AutoAction = &'static str;"));
}

#[test]
fn defs_that_become_the_same_variant_are_an_error() {
    let msg = rust_error(
        r#"
        def Sa : Sym;
        class T<bits<2> s, Sym a> : Transition { let NewState{1...0} = s; Sym A = a; }
        def t1 : T<1, SA>;
        def t2 : T<2, Sa>;
        def Auto : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = ["A"]; }
    "#,
    );
    assert!(msg.contains("defs `SA` and `Sa` of symbol field `A` both become variant `Sa`"), "{msg}");
}

#[test]
fn item_names_stay_clear_of_the_runtime() {
    let text = rust(
        r#"
        class T : Transition { let NewState{0} = 1; int N = 1; }
        def t : T;
        def Automaton : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = ["N"]; }
    "#,
    );
    assert!(text.contains("pub struct Automaton2 {"), "{text}");
    assert!(text.contains("pub type Automaton2Action = u32;"), "{text}");
}

#[test]
fn the_crawl_stops_past_its_limit() {
    // One bit per transition: n transitions make 2^n states and n * 2^(n-1)
    // transitions (the corpus' `size-automata-N`; LLVM runs out of memory
    // at n = 20).
    let steps: Vec<(u64, u32)> = (0..6).map(|b| (1u64 << b, b + 1)).collect();
    let dfa = super::model::crawl(&steps, 192).expect("within the limit").determinize();
    assert_eq!((dfa.nfa_states, dfa.nfa_transitions), (64, 192));
    assert!(super::model::crawl(&steps, 191).is_none());
}

#[test]
fn the_module_checks_the_runtime_version() {
    let text = rust(
        r#"
        class T : Transition { let NewState{0} = 1; int N = 1; }
        def t : T;
        def Auto : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = ["N"]; }
    "#,
    );
    assert!(text.contains("pub use ::tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};\n"), "{text}");
    let check = format!("const _: () = assert!(\n    ::tablegen_runtime::VERSION == {},\n", tablegen_runtime::VERSION);
    assert!(text.contains(&check), "{text}");
}
