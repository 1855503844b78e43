//! The C++ tables (`DfaEmitter::emit`).

use std::fmt::Write as _;

use tablegen_core::print::push_uint;

use super::Dfa;

/// Appends what LLVM's `DfaEmitter::emit(Name, OS)` prints: the NFA/DFA
/// size comment, `<name>TransitionInfo`, `struct <name>Transition` and
/// `<name>Transitions`. `action_type` is the C++ action type and
/// `action_value` prints one action.
///
/// ```
/// let mut nfa = tablegen_build::model::dfa::NfaBuilder::default();
/// nfa.add_transition(0, 1, 5);
/// let mut out = String::new();
/// let value = |a: u64, s: &mut String| s.push_str(&a.to_string());
/// tablegen_build::model::dfa::cpp::write_tables(&mut out, &nfa.determinize(), "X", "uint64_t", &value);
/// assert!(out.starts_with("// Input NFA has 2 states with 1 transitions.\n"));
/// assert!(out.contains("  /* 0 */ {0, 1}, {0ULL, 0ULL},\n"));
/// assert!(out.ends_with("  {1, 5, 2, 0},\n\n}};\n\n"));
/// ```
pub fn write_tables(
    out: &mut String,
    dfa: &Dfa,
    name: &str,
    action_type: &str,
    action_value: &dyn Fn(u64, &mut String),
) {
    // About 16 bytes per info pair and 20 per transition: one allocation
    // for what would otherwise grow through a dozen copies.
    out.reserve(16 * dfa.info_len + 20 * dfa.transitions.len() + 1024);
    let _ = writeln!(out, "// Input NFA has {} states with {} transitions.", dfa.nfa_states, dfa.nfa_transitions);
    let _ =
        writeln!(out, "// Generated DFA has {} states with {} transitions.\n", dfa.num_states, dfa.transitions.len());

    out.push_str("// A zero-terminated sequence of NFA state transitions. Every DFA\n");
    out.push_str("// transition implies a set of NFA transitions. These are referred\n");
    let _ = writeln!(out, "// to by index in {name}Transitions[].");
    let _ = writeln!(out, "const std::array<NfaStatePair, {}> {name}TransitionInfo = {{{{", dfa.info_len);
    // Hundreds of thousands of numbers for a real automaton: pushed
    // directly rather than through `write!`.
    for (offset, run) in &dfa.info_runs {
        out.push_str("  /* ");
        push_uint(out, u64::from(*offset));
        out.push_str(" */ ");
        for p in run {
            out.push('{');
            push_uint(out, p.from);
            out.push_str(", ");
            push_uint(out, p.to);
            out.push_str("}, ");
        }
        out.push_str("{0ULL, 0ULL},\n");
    }
    out.push_str("}};\n\n");

    let _ = writeln!(out, "// A transition in the generated {name} DFA.");
    let _ = writeln!(out, "struct {name}Transition {{");
    out.push_str("  unsigned FromDfaState; // The transitioned-from DFA state.\n");
    let _ = writeln!(out, "  {action_type} Action;       // The input symbol that causes this transition.");
    out.push_str("  unsigned ToDfaState;   // The transitioned-to DFA state.\n");
    let _ = writeln!(out, "  unsigned InfoIdx;      // Start index into {name}TransitionInfo.");
    out.push_str("};\n\n");

    out.push_str("// A table of DFA transitions, ordered by {FromDfaState, Action}.\n");
    out.push_str("// The initial state is 1, not zero.\n");
    let _ = writeln!(out, "const std::array<{name}Transition, {}> {name}Transitions = {{{{", dfa.transitions.len());
    for t in &dfa.transitions {
        out.push_str("  {");
        push_uint(out, u64::from(t.from));
        out.push_str(", ");
        action_value(t.action, out);
        out.push_str(", ");
        push_uint(out, u64::from(t.to));
        out.push_str(", ");
        push_uint(out, u64::from(t.info_idx));
        out.push_str("},\n");
    }
    out.push_str("\n}};\n\n");
}
