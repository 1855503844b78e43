//! NFA → DFA construction shared by `-gen-dfa-packetizer` and
//! `-gen-automata` (LLVM's `DfaEmitter`).
//!
//! - [`NfaBuilder::add_transition`] records one nondeterministic transition
//!   (the initial NFA state is 0).
//! - [`NfaBuilder::determinize`] runs LLVM's subset construction
//!   (`constructDfa`): DFA state ids start at 1 and are handed out in
//!   discovery order, transitions come ordered by `(from, action)`, and the
//!   transition info (which NFA steps each DFA step stands for) is laid out
//!   by a [`SequenceToOffsetTable`](crate::support::seq_table::SequenceToOffsetTable).
//! - [`cpp::write_tables`] prints exactly what `DfaEmitter::emit` prints.
//! - [`rust::preamble`] / [`rust::tables`] give a Rust module's `pub use` of
//!   tablegen-runtime's `dfa` (with its version check) and the Rust statics.
//!
//! ```
//! use tablegen_build::model::dfa::{NfaBuilder, NfaStatePair};
//! let mut nfa = NfaBuilder::default();
//! // Action 7 may go from 0 to 1 or to 2; action 8 then leads to 3.
//! nfa.add_transition(0, 1, 7);
//! nfa.add_transition(0, 2, 7);
//! nfa.add_transition(1, 3, 8);
//! let dfa = nfa.determinize();
//! assert_eq!((dfa.num_states, dfa.transitions.len()), (3, 2));
//! let t = dfa.transitions[0];
//! assert_eq!((t.from, t.action, t.to), (1, 7, 2));
//! // Its NFA steps: 0 -> 1 and 0 -> 2, then the {0, 0} terminator.
//! let info = dfa.flat_info();
//! let pair = |from, to| NfaStatePair { from, to };
//! assert_eq!(info[t.info_idx as usize..][..3], [pair(0, 1), pair(0, 2), pair(0, 0)]);
//! ```

pub mod cpp;
pub mod rust;

use std::collections::hash_map::Entry;
use std::hash::{Hash, Hasher};

use tablegen_core::intern::{FxHashMap, FxHashSet, FxHasher};

use crate::support::seq_table::OffsetTable;

/// A pair of NFA states: one step of a DFA transition's NFA expansion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NfaStatePair {
    /// The transitioned-from NFA state.
    pub from: u64,
    /// The transitioned-to NFA state.
    pub to: u64,
}

/// One deterministic transition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DfaTransition {
    /// The transitioned-from DFA state (the initial state is 1).
    pub from: u32,
    /// The action (input symbol) id.
    pub action: u64,
    /// The transitioned-to DFA state.
    pub to: u32,
    /// Start of this transition's zero-terminated run in the flat
    /// transition-info table (see [`Dfa::info_runs`]).
    pub info_idx: u32,
}

/// The nondeterministic automaton being built.
#[derive(Clone, Debug, Default)]
pub struct NfaBuilder {
    /// For every NFA state, its outgoing `(action, to)` steps in the order
    /// added (LLVM keys them by `(from, action)`; the construction sorts what
    /// it reads from them, so one list per state is enough).
    out: FxHashMap<u64, Vec<(u64, u64)>>,
    /// Every state named by a transition.
    states: FxHashSet<u64>,
    /// Number of [`add_transition`](Self::add_transition) calls.
    num_transitions: usize,
}

impl NfaBuilder {
    /// Records `from --action--> to` (C++ `addTransition`).
    pub fn add_transition(&mut self, from: u64, to: u64, action: u64) {
        self.states.insert(from);
        self.states.insert(to);
        self.out.entry(from).or_default().push((action, to));
        self.num_transitions += 1;
    }

    /// Builds the deterministic automaton (C++ `constructDfa` and the data
    /// `emit` prints).
    ///
    /// LLVM visits the DFA states in id order and, for every action in
    /// ascending order, collects the NFA steps out of the state's NFA states;
    /// the target set and the step list are sorted and deduplicated, and the
    /// target set gets the next id if it is new. Both explorations below
    /// give exactly that.
    pub fn determinize(&self) -> Dfa {
        let Explored { num_states, infos, raw } = self.explore_dense().unwrap_or_else(|| self.explore());
        let (table, offsets) = OffsetTable::with_offsets(infos);
        let transitions = raw
            .into_iter()
            .map(|(from, action, to, info)| DfaTransition { from, action, to, info_idx: offsets[info] as u32 })
            .collect();
        Dfa {
            nfa_states: self.states.len(),
            nfa_transitions: self.num_transitions,
            num_states,
            transitions,
            info_runs: table.iter().map(|(o, s)| (o as u32, s.to_vec())).collect(),
            info_len: table.len(),
        }
    }

    /// The subset construction over NFA state lists, for any NFA.
    /// Collecting every `(action, from, to)` step of a DFA state and
    /// sorting once visits the actions in LLVM's order without probing the
    /// ones that cannot fire.
    fn explore(&self) -> Explored {
        let mut ids: FxHashMap<Box<[u64]>, u32> = FxHashMap::default();
        let mut states: Vec<Box<[u64]>> = Vec::new();
        let initial: Box<[u64]> = Box::new([0]);
        ids.insert(initial.clone(), 1);
        states.push(initial);

        let mut infos = Infos::default();
        let mut raw: Vec<(u32, u64, u32, usize)> = Vec::new();

        let mut steps: Vec<(u64, u64, u64)> = Vec::new();
        let mut targets: Vec<u64> = Vec::new();
        let mut pairs: Vec<NfaStatePair> = Vec::new();
        let mut k = 0;
        while k < states.len() {
            let from_id = k as u32 + 1;
            steps.clear();
            for &s in states[k].iter() {
                if let Some(out) = self.out.get(&s) {
                    steps.extend(out.iter().map(|&(a, t)| (a, s, t)));
                }
            }
            steps.sort_unstable();
            steps.dedup();
            let mut rest = steps.as_slice();
            while let Some(&(action, _, _)) = rest.first() {
                let n = rest.iter().take_while(|s| s.0 == action).count();
                let (group, tail) = rest.split_at(n);
                rest = tail;
                targets.clear();
                targets.extend(group.iter().map(|g| g.2));
                targets.sort_unstable();
                targets.dedup();
                let to_id = match ids.get(targets.as_slice()) {
                    Some(&id) => id,
                    None => {
                        let id = states.len() as u32 + 1;
                        let set: Box<[u64]> = targets.as_slice().into();
                        ids.insert(set.clone(), id);
                        states.push(set);
                        id
                    }
                };
                // Sorted by (from, to) and deduplicated already.
                pairs.clear();
                pairs.extend(group.iter().map(|g| NfaStatePair { from: g.1, to: g.2 }));
                raw.push((from_id, action, to_id, infos.id(&pairs)));
            }
            k += 1;
        }
        Explored { num_states: states.len(), infos: infos.list, raw }
    }

    /// The same construction for an NFA of at most 64 states (every
    /// automaton LLVM has): a DFA state is a bit set over the NFA states
    /// numbered in ascending order, and each action's steps out of every
    /// NFA state are one precomputed set, so a DFA step is a few ORs where
    /// the general construction gathers and sorts every NFA step of the
    /// state. `None` for a larger NFA.
    fn explore_dense(&self) -> Option<Explored> {
        let mut values: Vec<u64> = self.states.iter().copied().chain([0]).collect();
        values.sort_unstable();
        values.dedup();
        if values.len() > 64 {
            return None;
        }
        let n = values.len();
        let index = |v: u64| values.binary_search(&v).ok();
        let mut actions: Vec<u64> = self.out.values().flat_map(|out| out.iter().map(|&(a, _)| a)).collect();
        actions.sort_unstable();
        actions.dedup();
        // `to[ai * n + s]`: where NFA state `s` goes on action `ai`;
        // `fires[ai]`: the NFA states with a step on it.
        let mut to = vec![0u64; actions.len() * n];
        let mut fires = vec![0u64; actions.len()];
        for (&from, out) in &self.out {
            let s = index(from)?;
            for &(action, target) in out {
                let ai = actions.binary_search(&action).ok()?;
                to[ai * n + s] |= 1 << index(target)?;
                fires[ai] |= 1 << s;
            }
        }
        let bits = |mut set: u64| {
            std::iter::from_fn(move || {
                let b = set.trailing_zeros() as usize;
                set &= set.wrapping_sub(1);
                (b < 64).then_some(b)
            })
        };
        let initial = 1u64 << index(0)?;
        // Room for what LLVM's automata have spares regrowing the tables:
        // fewer DFA states than NFA transitions, and a few transition infos
        // per NFA transition (BinPacker: 1,152 NFA transitions, 508 DFA
        // states, 3,873 infos).
        let guess = self.num_transitions.min(1 << 16);
        let mut ids: FxHashMap<u64, u32> = FxHashMap::default();
        ids.reserve(guess);
        ids.insert(initial, 1);
        let mut sets = vec![initial];
        let mut infos = Infos::with_capacity(4 * guess);
        let mut raw: Vec<(u32, u64, u32, usize)> = Vec::new();
        let mut pairs: Vec<NfaStatePair> = Vec::new();
        let mut k = 0;
        while k < sets.len() {
            let (set, from_id) = (sets[k], k as u32 + 1);
            for (ai, &action) in actions.iter().enumerate() {
                let firing = set & fires[ai];
                if firing == 0 {
                    continue;
                }
                let mut targets = 0u64;
                pairs.clear();
                for s in bits(firing) {
                    let out = to[ai * n + s];
                    targets |= out;
                    pairs.extend(bits(out).map(|t| NfaStatePair { from: values[s], to: values[t] }));
                }
                let to_id = *ids.entry(targets).or_insert_with(|| {
                    sets.push(targets);
                    sets.len() as u32
                });
                raw.push((from_id, action, to_id, infos.id(&pairs)));
            }
            k += 1;
        }
        Some(Explored { num_states: sets.len(), infos: infos.list, raw })
    }
}

/// What the subset construction found: the number of DFA states, the
/// distinct transition infos in first-use order, and each transition as
/// `(from, action, to, index of its info)`.
#[derive(Debug, PartialEq)]
struct Explored {
    num_states: usize,
    infos: Vec<Vec<NfaStatePair>>,
    raw: Vec<(u32, u64, u32, usize)>,
}

/// Distinct transition infos, numbered in first-use order.
#[derive(Default)]
struct Infos {
    /// The first info with a given hash of its pairs; the others with that
    /// hash follow through `next`. Keyed by hash, so each info is stored
    /// once, in `list`.
    first: FxHashMap<u64, usize>,
    /// Per info, the next one whose pairs hash the same.
    next: Vec<Option<usize>>,
    list: Vec<Vec<NfaStatePair>>,
}

impl Infos {
    /// Room for about `n` infos.
    fn with_capacity(n: usize) -> Self {
        let mut first = FxHashMap::default();
        first.reserve(n);
        Infos { first, next: Vec::with_capacity(n), list: Vec::with_capacity(n) }
    }

    /// The number of `pairs`, new or not. Most transitions repeat an
    /// earlier info: looked up in place, copied only when new.
    fn id(&mut self, pairs: &[NfaStatePair]) -> usize {
        let mut h = FxHasher::default();
        pairs.hash(&mut h);
        self.id_with_hash(pairs, h.finish())
    }

    /// [`Infos::id`] given the hash of `pairs`.
    fn id_with_hash(&mut self, pairs: &[NfaStatePair], hash: u64) -> usize {
        let new = self.list.len();
        let mut at = match self.first.entry(hash) {
            Entry::Vacant(v) => {
                v.insert(new);
                None
            }
            Entry::Occupied(o) => Some(*o.get()),
        };
        while let Some(i) = at {
            if self.list[i] == pairs {
                return i;
            }
            match self.next[i] {
                Some(n) => at = Some(n),
                None => {
                    self.next[i] = Some(new);
                    break;
                }
            }
        }
        self.list.push(pairs.to_vec());
        self.next.push(None);
        new
    }
}

/// The deterministic automaton and its transition-info table.
#[derive(Clone, Debug, Default)]
pub struct Dfa {
    /// Number of distinct NFA states seen.
    pub nfa_states: usize,
    /// Number of NFA transitions added.
    pub nfa_transitions: usize,
    /// Number of DFA states.
    pub num_states: usize,
    /// The DFA transitions, ordered by `(from, action)`.
    pub transitions: Vec<DfaTransition>,
    /// The laid-out transition-info runs: `(offset, pairs)` in table order;
    /// each run is followed by a `{0, 0}` terminator in the flat table.
    pub info_runs: Vec<(u32, Vec<NfaStatePair>)>,
    /// Length of the flat transition-info table (terminators included).
    pub info_len: usize,
}

impl Dfa {
    /// The flat transition-info table: the runs in order, each followed by
    /// its `{0, 0}` terminator (what `info_idx` indexes).
    pub fn flat_info(&self) -> Vec<NfaStatePair> {
        let mut flat = Vec::with_capacity(self.info_len);
        for (_, run) in &self.info_runs {
            flat.extend_from_slice(run);
            flat.push(NfaStatePair { from: 0, to: 0 });
        }
        flat
    }
}

#[cfg(test)]
mod tests;
