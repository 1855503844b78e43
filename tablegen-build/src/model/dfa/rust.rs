//! The Rust statics for a [`Dfa`], which run on tablegen-runtime's `dfa`.

use std::fmt::Write as _;

use super::Dfa;

/// The start of a module holding DFA tables: the `pub use` of the runtime's
/// `dfa` items (`Automaton`, `NfaStatePair`, `Transition`) from the crate
/// at `runtime` (see [`crate::backend::RUST_RUNTIME`]) and the check of its
/// version.
///
/// ```
/// let text = tablegen_build::model::dfa::rust::preamble("::tablegen_runtime");
/// assert!(text.contains("pub use ::tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};"));
/// assert!(text.contains("::tablegen_runtime::VERSION == "));
/// ```
pub fn preamble(runtime: &str) -> String {
    crate::support::rust::runtime::preamble(runtime, "dfa", &["Automaton", "NfaStatePair", "Transition"])
}

/// `pub static <prefix>_TRANSITIONS: [Transition; N]` and
/// `pub static <prefix>_TRANSITION_INFO: [NfaStatePair; M]`, one row per
/// line, as Rust source text. `prefix` is already SCREAMING_CASE.
///
/// # Panics
///
/// If an action does not fit in `u32`: the Rust tables hold dense action
/// ids, which both backends keep small.
pub fn tables(dfa: &Dfa, prefix: &str) -> String {
    tables_named(dfa, prefix, None)
}

/// Like [`tables`], with the C++ tables' name stem (`<cpp_name>Transitions`,
/// `<cpp_name>TransitionInfo`) in the doc comments.
///
/// ```
/// let mut nfa = tablegen_build::model::dfa::NfaBuilder::default();
/// nfa.add_transition(0, 1, 1);
/// let text = tablegen_build::model::dfa::rust::tables_named(&nfa.determinize(), "X", Some("X"));
/// assert!(text.contains("/// C++ `XTransitions`: the DFA transitions"));
/// assert!(text.contains("pub static X_TRANSITIONS: [Transition; 1] = [\n"));
/// assert!(text.contains("    Transition { from: 1, action: 1, to: 2, info: 0 },\n"));
/// assert!(text.contains(
///     "    /* 0 */ NfaStatePair { from: 0, to: 1 }, NfaStatePair { from: 0, to: 0 },\n"
/// ));
/// ```
pub fn tables_named(dfa: &Dfa, prefix: &str, cpp_name: Option<&str>) -> String {
    let cpp = |what: &str| cpp_name.map_or_else(String::new, |n| format!("C++ `{n}{what}`: "));
    let mut s = String::new();
    let doc = format!(
        "{}the DFA transitions, ordered by `(from, action)`; the initial state is 1. (The NFA has {} \
         states and {} transitions, the DFA {} states.)",
        cpp("Transitions"),
        dfa.nfa_states,
        dfa.nfa_transitions,
        dfa.num_states
    );
    for line in wrap(&doc, DOC_WIDTH) {
        let _ = writeln!(s, "///{line}");
    }
    s.push_str("#[allow(dead_code)]\n");
    let _ = writeln!(s, "pub static {prefix}_TRANSITIONS: [Transition; {}] = [", dfa.transitions.len());
    for t in &dfa.transitions {
        let action = u32::try_from(t.action)
            .unwrap_or_else(|_| panic!("DFA action {} does not fit the runtime's u32 action ids", t.action));
        let _ =
            writeln!(s, "    Transition {{ from: {}, action: {action}, to: {}, info: {} }},", t.from, t.to, t.info_idx);
    }
    s.push_str("];\n\n");

    let doc = format!(
        "{}the NFA steps of every DFA transition: runs of pairs sorted by `(from, to)`, each ending with \
         a `{{ from: 0, to: 0 }}` terminator. A transition's `info` is where its run starts; the \
         comments give each line's offset.",
        cpp("TransitionInfo")
    );
    for line in wrap(&doc, DOC_WIDTH) {
        let _ = writeln!(s, "///{line}");
    }
    s.push_str("#[allow(dead_code)]\n");
    let _ = writeln!(s, "pub static {prefix}_TRANSITION_INFO: [NfaStatePair; {}] = [", dfa.info_len);
    for (offset, run) in &dfa.info_runs {
        let _ = write!(s, "    /* {offset} */ ");
        for p in run {
            let _ = write!(s, "NfaStatePair {{ from: {}, to: {} }}, ", p.from, p.to);
        }
        s.push_str("NfaStatePair { from: 0, to: 0 },\n");
    }
    s.push_str("];\n");
    s
}

/// Width of generated doc comments, `///` included.
pub(crate) const DOC_WIDTH: usize = 80;

/// `text` cut at spaces into doc lines of at most `width` columns with the
/// `///` in front (a longer word, or `code span`, stays whole); every line
/// starts with the space that follows `///`, as `#[doc]` attributes want.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    // Words, with the words of a code span joined into one.
    let mut words: Vec<String> = Vec::new();
    for w in text.split_whitespace() {
        match words.last_mut() {
            Some(open) if open.matches('`').count() % 2 == 1 => {
                open.push(' ');
                open.push_str(w);
            }
            _ => words.push(w.to_owned()),
        }
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in &words {
        if !line.is_empty() && 3 + line.len() + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        line.push(' ');
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
