//! `-gen-automata`: `GenericAutomaton` records (LLVM's `AutomatonEmitter`).
//!
//! Each automaton names a transition class and the fields of it that make
//! an action. Every def of the class is a transition that sets some bits
//! of the NFA state (`NewState`) and may fire while none of them is set;
//! crawling from state 0 gives an NFA over the action tuples, which
//! [`crate::model::dfa`] determinizes. The C++ writer prints LLVM's tables, one
//! `#ifdef GET_<Name>_DECL` block per automaton; the Rust writer prints the
//! `pub use` of tablegen-runtime's DFA once and, per automaton, the action
//! type, the tables, the action ids and a typed wrapper (see [`emit_rust`]).
//!
//! ```
//! let src = r#"
//!   class GenericAutomaton { string TransitionClass; list<string> SymbolFields; }
//!   class Transition { bits<32> NewState; }
//!   class T<bits<2> s, int a> : Transition { let NewState{1...0} = s; int Sym = a; }
//!   def : T<1, 10>;
//!   def : T<2, 20>;
//!   def A : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = ["Sym"]; }
//! "#;
//! let mut keeper = tablegen_core::parse_str("t.td", src).unwrap();
//! let mut rk = tablegen_build::Records::new(&mut keeper);
//! let opts = Default::default();
//! let cpp = tablegen_build::backends::automata::emit_cpp(&mut rk, &opts).unwrap();
//! assert!(cpp.starts_with("#ifdef GET_A_DECL\n// The type of an action in the A automaton.\nusing AAction = unsigned;\n"));
//! assert!(cpp.contains("  {1, 10, 2, 0},\n"));
//! let rust = tablegen_build::backends::automata::emit_rust(&mut rk, &opts).unwrap();
//! assert!(rust.contains("pub type AAction = u32;"));
//! assert!(rust.contains("pub fn a_action_id(action: &AAction) -> Option<u32>"));
//! ```

mod cpp;
mod model;
mod rust;

pub use model::{analyze, AutomatonInfo, Symbol, SymbolKind, SymbolType};

use tablegen_core::RecordKeeper;

use crate::backend::{Backend, Lang, Options, Pipeline, Records, Result};

/// The C++ output: LLVM's `-gen-automata` output, byte for byte.
pub fn emit_cpp(rk: &mut Records<'_>, opts: &Options) -> Result<String> {
    BACKEND.emit(rk, opts, Lang::Cpp)
}

/// The Rust writer. For an automaton `N` the module has:
///
/// - `pub type NAction`: the action type (one symbol's type, or a tuple);
///   a def-valued symbol is a variant of its type (`TypeOf_<field>` or the
///   class name, as a Rust path), typically the enum that
///   `--rust -gen-searchable-tables` makes of a `GenericEnum`;
/// - `N_TRANSITIONS`, `N_TRANSITION_INFO`: the C++ tables, with actions as
///   dense ids, and `N_ACTIONS`: the action values in id order;
/// - `fn n_action_id(&NAction) -> Option<u32>`;
/// - `struct N` wrapping the runtime's `Automaton`: `new`,
///   `with_transitions` (transcribing), `reset`, `can_add`, `add`,
///   `transitions` (the NFA paths), `enable_transcription`, `state`.
pub fn emit_rust(rk: &mut Records<'_>, opts: &Options) -> Result<String> {
    BACKEND.emit(rk, opts, Lang::Rust)
}

/// The backend's model: every `GenericAutomaton`, analysed ([`analyze`]).
pub struct Automata(pub Vec<AutomatonInfo>);

fn analyze_all(rk: &mut Records<'_>, _: &Options) -> Result<Automata> {
    analyze(rk).map(Automata)
}

fn write_cpp(rk: &RecordKeeper, automata: &Automata, _: &Options) -> String {
    cpp::write(rk, &automata.0)
}

#[cfg(test)]
mod tests;

/// `-gen-automata`.
pub static BACKEND: Pipeline<Automata> =
    Pipeline::new("gen-automata", "Generate generic automata", analyze_all, write_cpp)
        .rust(rust::write)
        .rust_checked(rust::check);
