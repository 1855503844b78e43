//! What `-gen-automata` reads: every `GenericAutomaton`, its transitions'
//! action tuples and types, and the determinized automaton (LLVM's
//! `Automaton` and `Transition` classes in `DFAEmitter.cpp`).

use std::collections::VecDeque;

use crate::backend::{Records, Result};
use tablegen_core::intern::{FxHashMap, FxHashSet};
use tablegen_core::record::RecId;
use tablegen_core::types::TyKind;

use crate::model::dfa::{Dfa, NfaBuilder};
use crate::support::fields::{derived, fatal_at, fatal_raw, lift, string_field};

/// One symbol of an action tuple (C++ `std::variant<Record *, unsigned,
/// std::string>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// A record-typed field: the def.
    Record(RecId),
    /// An `int` field, truncated to C++ `unsigned` as LLVM does.
    Int(u32),
    /// A `string` (or `code`) field.
    Str(String),
}

/// The kind of a symbol field, from its declared type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolKind {
    /// A class type: the values are defs.
    Record,
    /// `int`.
    Int,
    /// `string` / `code`.
    Str,
}

/// The type of one symbol field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymbolType {
    /// The symbol field's name.
    pub field: String,
    /// What the field holds.
    pub kind: SymbolKind,
    /// The C++ type: `TypeOf_<field>` if the automaton sets it (non-empty),
    /// else the class name, `unsigned` or `std::string`.
    pub cpp: String,
    /// True if `cpp` comes from `TypeOf_<field>`.
    pub overridden: bool,
}

/// One `GenericAutomaton` def, analysed.
#[derive(Clone, Debug)]
pub struct AutomatonInfo {
    /// The def.
    pub rec: RecId,
    /// Its name (the C++ name stem).
    pub name: String,
    /// The action tuple's types, as the last transition record has them
    /// (LLVM's `Transitions.back().getTypes()`).
    pub types: Vec<SymbolType>,
    /// The distinct action tuples in first-use order; the action id of
    /// `actions[k]` is `k + 1` (LLVM's `UniqueVector`).
    pub actions: Vec<Vec<Symbol>>,
    /// The determinized automaton; its actions are the ids above.
    pub dfa: Dfa,
}

/// Every `GenericAutomaton` def in LLVM's order (by name), analysed.
pub fn analyze(rk: &mut Records<'_>) -> Result<Vec<AutomatonInfo>> {
    let defs = derived(rk, "GenericAutomaton")?;
    defs.into_iter().map(|rec| analyze_one(rk, rec)).collect()
}

/// One transition record: the NFA state bits it sets and its action.
struct TransitionRec {
    new_state: u64,
    actions: Vec<Symbol>,
    types: Vec<SymbolType>,
}

fn analyze_one(rk: &mut Records<'_>, rec: RecId) -> Result<AutomatonInfo> {
    let r = rk.value_as_list_of_strings(rec, "SymbolFields").map(|v| v.into_iter().map(str::to_owned).collect());
    let fields: Vec<String> = lift(rk, r)?;
    let class = string_field(rk, rec, "TransitionClass")?;
    let name = rk.name_str(rec).to_owned();

    let mut transitions = Vec::new();
    let mut ids: FxHashMap<Vec<Symbol>, u32> = FxHashMap::default();
    let mut actions: Vec<Vec<Symbol>> = Vec::new();
    for t in derived(rk, &class)? {
        let tr = transition(rk, rec, t, &fields)?;
        let id = match ids.get(&tr.actions) {
            Some(&id) => id,
            None => {
                actions.push(tr.actions.clone());
                ids.insert(tr.actions.clone(), actions.len() as u32);
                actions.len() as u32
            }
        };
        transitions.push((tr, id));
    }
    let Some((last, _)) = transitions.last() else {
        // LLVM reads the action types from the last transition, which does
        // not exist here (undefined behaviour, in practice a crash).
        return fatal_at(
            rk,
            rec,
            format!("GenericAutomaton `{name}' has no transitions: no def derives from `{class}'"),
        );
    };
    let types = last.types.clone();

    let steps: Vec<(u64, u32)> = transitions.iter().map(|(t, id)| (t.new_state, *id)).collect();
    let Some(nfa) = crawl(&steps, MAX_NFA_TRANSITIONS) else {
        let msg = format!(
            "GenericAutomaton `{name}': the NFA would have more than {MAX_NFA_TRANSITIONS} transitions, \
             the most tablegen-rs supports"
        );
        return fatal_at(rk, rec, msg);
    };
    let dfa = nfa.determinize();
    Ok(AutomatonInfo { rec, name, types, actions, dfa })
}

/// Most NFA transitions one automaton may have: 2^23. `n` transitions that
/// set one bit each make 2^n states, and LLVM (which determinizes the same
/// way) completes 4,980,736 transitions (`n` = 19) in 2.4 GiB and runs out
/// of 4 GiB on 10,485,760 (`n` = 20). LLVM's own automata have a few dozen.
const MAX_NFA_TRANSITIONS: usize = 1 << 23;

/// Crawls the NFA breadth-first from state 0 over the transitions'
/// `(NewState, action id)`: a transition may fire when none of the bits it
/// sets is set yet. `None` once it has more than `limit` transitions.
pub(super) fn crawl(transitions: &[(u64, u32)], limit: usize) -> Option<NfaBuilder> {
    let mut nfa = NfaBuilder::default();
    let mut count = 0usize;
    let mut seen: FxHashSet<u64> = FxHashSet::default();
    let mut work = VecDeque::from([0u64]);
    seen.insert(0);
    while let Some(state) = work.pop_front() {
        for &(new_state, id) in transitions {
            if state & new_state != 0 {
                continue;
            }
            count += 1;
            if count > limit {
                return None;
            }
            let next = state | new_state;
            if seen.insert(next) {
                work.push_back(next);
            }
            nfa.add_transition(state, next, u64::from(id));
        }
    }
    Some(nfa)
}

/// Reads one transition record (LLVM's `Transition` constructor), with the
/// symbol types overridden by the automaton's `TypeOf_<field>`.
fn transition(rk: &mut Records<'_>, automaton: RecId, t: RecId, fields: &[String]) -> Result<TransitionRec> {
    let r = rk.value_as_bits(t, "NewState").map(<[_]>::to_vec);
    let bits = lift(rk, r)?;
    if bits.len() > 64 {
        let name = rk.name_str(t).to_owned();
        return fatal_at(rk, t, format!("Record `{name}', field `NewState': state cannot be represented in 64 bits!"));
    }
    let new_state =
        bits.iter().enumerate().filter(|(_, b)| rk.inits.as_bit(**b) == Some(true)).fold(0u64, |s, (i, _)| s | 1 << i);

    let mut actions = Vec::with_capacity(fields.len());
    let mut types = Vec::with_capacity(fields.len());
    for f in fields {
        let Some(v) = rk.field(t, f) else {
            // LLVM dereferences the missing field (a crash); report it as
            // the record getters do.
            let name = rk.name_str(t).to_owned();
            return fatal_at(rk, t, format!("Record `{name}' does not have a field named `{f}'!\n"));
        };
        let ty = v.ty();
        let (symbol, kind, cpp) = match rk.inits.types.kind(ty) {
            TyKind::Record(_) => {
                let r = rk.value_as_def(t, f);
                (Symbol::Record(lift(rk, r)?), SymbolKind::Record, rk.ty_string(ty))
            }
            TyKind::Int => {
                let r = rk.value_as_int(t, f);
                // C++ `static_cast<unsigned>`: keep the low 32 bits.
                (Symbol::Int(lift(rk, r)? as u32), SymbolKind::Int, "unsigned".to_owned())
            }
            TyKind::String => (Symbol::Str(string_field(rk, t, f)?), SymbolKind::Str, "std::string".to_owned()),
            _ => return fatal_raw(rk, "LLVM ERROR: Unhandled symbol type!\n"),
        };
        let type_of = format!("TypeOf_{f}");
        let over = match rk.field(automaton, &type_of) {
            Some(_) => string_field(rk, automaton, &type_of)?,
            None => String::new(),
        };
        actions.push(symbol);
        types.push(if over.is_empty() {
            SymbolType { field: f.clone(), kind, cpp, overridden: false }
        } else {
            SymbolType { field: f.clone(), kind, cpp: over, overridden: true }
        });
    }
    Ok(TransitionRec { new_state, actions, types })
}
