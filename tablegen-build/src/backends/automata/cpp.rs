//! The C++ writer of `-gen-automata` (LLVM's `AutomatonEmitter::run`).

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use super::model::{AutomatonInfo, Symbol};
use crate::model::dfa::cpp::write_tables;

/// One `#ifdef GET_<Name>_DECL` block per automaton; LLVM prints no file
/// header for this backend.
pub(super) fn write(rk: &RecordKeeper, automata: &[AutomatonInfo]) -> String {
    let mut out = String::new();
    for a in automata {
        let name = &a.name;
        let _ = writeln!(out, "#ifdef GET_{name}_DECL");
        let _ = writeln!(out, "// The type of an action in the {name} automaton.");
        let types: Vec<&str> = a.types.iter().map(|t| t.cpp.as_str()).collect();
        match types.as_slice() {
            [one] => {
                let _ = writeln!(out, "using {name}Action = {one};");
            }
            more => {
                let _ = writeln!(out, "using {name}Action = std::tuple<{}>;", more.join(", "));
            }
        }
        out.push('\n');
        // Thousands of transitions share a few hundred actions: each
        // action's text is made once.
        let texts: Vec<String> = a.actions.iter().map(|tuple| action_value(rk, tuple)).collect();
        // Ids come from the analysis, 1-based.
        let value = |id: u64, s: &mut String| {
            if let Some(text) = (id as usize).checked_sub(1).and_then(|k| texts.get(k)) {
                s.push_str(text);
            }
        };
        write_tables(&mut out, &a.dfa, name, &format!("{name}Action"), &value);
        let _ = writeln!(out, "#endif  // GET_{name}_DECL");
    }
    out
}

/// The C++ value of one action (LLVM's `CustomDfaEmitter::printActionValue`):
/// def names and numbers as they are, strings quoted without escaping,
/// several symbols as a `std::tuple(...)`.
fn action_value(rk: &RecordKeeper, tuple: &[Symbol]) -> String {
    let mut out = String::new();
    if tuple.len() > 1 {
        out.push_str("std::tuple(");
    }
    for (k, s) in tuple.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        match s {
            Symbol::Record(r) => out.push_str(rk.name_str(*r)),
            Symbol::Str(s) => {
                out.push('"');
                out.push_str(s);
                out.push('"');
            }
            Symbol::Int(v) => {
                let _ = write!(out, "{v}");
            }
        }
    }
    if tuple.len() > 1 {
        out.push(')');
    }
    out
}
