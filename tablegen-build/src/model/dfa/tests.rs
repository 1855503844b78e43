use std::collections::{BTreeMap, BTreeSet};

use super::*;

/// The runtime the generated tables run on, tested against the reference.
use tablegen_runtime::dfa as rt;

/// A DFA transition as the reference builds it: from, action, to, info.
type RefTransition = (u32, u64, u32, Vec<NfaStatePair>);

/// LLVM's `DfaEmitter::constructDfa`, written out plainly with ordered
/// maps and linear id lookup: the reference the fast construction must
/// agree with. Returns the number of DFA states and the transitions.
fn reference(adds: &[(u64, u64, u64)]) -> (usize, Vec<RefTransition>) {
    let mut actions = BTreeSet::new();
    let mut nfa: BTreeMap<(u64, u64), Vec<u64>> = BTreeMap::new();
    for &(from, to, a) in adds {
        actions.insert(a);
        nfa.entry((from, a)).or_default().push(to);
    }
    let mut states: Vec<Vec<u64>> = vec![vec![0]];
    let mut out = Vec::new();
    let mut k = 0;
    while k < states.len() {
        let ds = states[k].clone();
        for &a in &actions {
            let mut new_states = Vec::new();
            let mut info = Vec::new();
            for &from in &ds {
                for &to in nfa.get(&(from, a)).into_iter().flatten() {
                    new_states.push(to);
                    info.push(NfaStatePair { from, to });
                }
            }
            if new_states.is_empty() {
                continue;
            }
            new_states.sort();
            new_states.dedup();
            info.sort();
            info.dedup();
            let to = match states.iter().position(|s| *s == new_states) {
                Some(p) => p,
                None => {
                    states.push(new_states);
                    states.len() - 1
                }
            };
            out.push((k as u32 + 1, a, to as u32 + 1, info));
        }
        k += 1;
    }
    (states.len(), out)
}

/// The NFA of `(from, to, action)` steps.
fn nfa(adds: &[(u64, u64, u64)]) -> NfaBuilder {
    let mut b = NfaBuilder::default();
    for &(from, to, a) in adds {
        b.add_transition(from, to, a);
    }
    b
}

fn build(adds: &[(u64, u64, u64)]) -> Dfa {
    nfa(adds).determinize()
}

fn check_against_reference(adds: &[(u64, u64, u64)]) {
    let dfa = build(adds);
    let (num_states, expect) = reference(adds);
    assert_eq!(dfa.num_states, num_states);
    assert_eq!(dfa.transitions.len(), expect.len());
    let flat = dfa.flat_info();
    assert_eq!(flat.len(), dfa.info_len);
    for (t, (from, action, to, info)) in dfa.transitions.iter().zip(&expect) {
        assert_eq!((t.from, t.action, t.to), (*from, *action, *to));
        let at = t.info_idx as usize;
        assert_eq!(&flat[at..at + info.len()], &info[..]);
        assert_eq!(flat[at + info.len()], NfaStatePair { from: 0, to: 0 });
    }
}

/// A small deterministic generator (no dependencies in this crate's tests).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
fn counts_states_and_transitions_as_llvm() {
    // Repeated transitions count every time; states once.
    let dfa = build(&[(0, 1, 3), (0, 1, 3), (1, 0, 4)]);
    assert_eq!((dfa.nfa_states, dfa.nfa_transitions), (2, 3));
    assert_eq!(dfa.num_states, 2);
    let t: Vec<_> = dfa.transitions.iter().map(|t| (t.from, t.action, t.to)).collect();
    assert_eq!(t, [(1, 3, 2), (2, 4, 1)]);
}

#[test]
fn ids_follow_discovery_order_with_actions_ascending() {
    // From {0}: action 2 is visited before action 9 whatever the add order.
    let dfa = build(&[(0, 5, 9), (0, 6, 2), (6, 7, 1)]);
    let t: Vec<_> = dfa.transitions.iter().map(|t| (t.from, t.action, t.to)).collect();
    assert_eq!(t, [(1, 2, 2), (1, 9, 3), (2, 1, 4)]);
}

#[test]
fn nondeterminism_merges_targets_and_keeps_every_step() {
    let dfa = build(&[(0, 1, 0), (0, 2, 0), (1, 3, 1), (2, 3, 1), (2, 4, 1)]);
    assert_eq!(dfa.num_states, 3);
    let flat = dfa.flat_info();
    let second = dfa.transitions[1];
    let pair = |from, to| NfaStatePair { from, to };
    assert_eq!(flat[second.info_idx as usize..][..4], [pair(1, 3), pair(2, 3), pair(2, 4), pair(0, 0)]);
}

#[test]
fn empty_nfa_has_only_the_initial_state() {
    let dfa = NfaBuilder::default().determinize();
    assert_eq!((dfa.num_states, dfa.transitions.len(), dfa.info_len), (1, 0, 0));
    assert!(dfa.info_runs.is_empty());
}

#[test]
fn agrees_with_the_plain_construction_on_random_nfas() {
    let mut rng = Lcg(7);
    for _ in 0..200 {
        let states = 1 + rng.next(12);
        let actions = 1 + rng.next(5);
        let n = rng.next(40);
        let adds: Vec<_> = (0..n).map(|_| (rng.next(states), rng.next(states), rng.next(actions) * 3)).collect();
        check_against_reference(&adds);
    }
}

#[test]
fn the_bit_set_construction_agrees_with_the_general_one() {
    let mut rng = Lcg(3);
    for _ in 0..300 {
        let states = 1 + rng.next(64);
        let actions = 1 + rng.next(8);
        let n = rng.next(120);
        let adds: Vec<_> =
            (0..n).map(|_| (rng.next(states) * 5, rng.next(states) * 5, rng.next(actions) << 40)).collect();
        let b = nfa(&adds);
        assert_eq!(b.explore_dense().expect("at most 64 NFA states"), b.explore());
    }
}

#[test]
fn nfas_of_more_than_64_states_take_the_general_construction() {
    // Steps only one or two states forward, so the subsets stay few.
    let mut rng = Lcg(11);
    for _ in 0..10 {
        let states = 80 + rng.next(40);
        let adds: Vec<_> =
            (0..states).flat_map(|s| [(s, s + 1, rng.next(3)), (s, s + 1 + rng.next(2), rng.next(3))]).collect();
        let b = nfa(&adds);
        assert!(b.explore_dense().is_none(), "{} NFA states", b.states.len());
        check_against_reference(&adds);
    }
}

#[test]
fn cpp_tables_print_as_llvm() {
    let dfa = build(&[(0, 1, 5), (0, 2, 5), (1, 3, 6)]);
    let mut out = String::new();
    cpp::write_tables(&mut out, &dfa, "T", "uint64_t", &|a, s: &mut String| s.push_str(&a.to_string()));
    let expect = "\
// Input NFA has 4 states with 3 transitions.
// Generated DFA has 3 states with 2 transitions.

// A zero-terminated sequence of NFA state transitions. Every DFA
// transition implies a set of NFA transitions. These are referred
// to by index in TTransitions[].
const std::array<NfaStatePair, 5> TTransitionInfo = {{
  /* 0 */ {0, 1}, {0, 2}, {0ULL, 0ULL},
  /* 3 */ {1, 3}, {0ULL, 0ULL},
}};

// A transition in the generated T DFA.
struct TTransition {
  unsigned FromDfaState; // The transitioned-from DFA state.
  uint64_t Action;       // The input symbol that causes this transition.
  unsigned ToDfaState;   // The transitioned-to DFA state.
  unsigned InfoIdx;      // Start index into TTransitionInfo.
};

// A table of DFA transitions, ordered by {FromDfaState, Action}.
// The initial state is 1, not zero.
const std::array<TTransition, 2> TTransitions = {{
  {1, 5, 2, 0},
  {2, 6, 3, 3},

}};

";
    assert_eq!(out, expect);
}

/// The DFA's tables as the runtime's types, leaked to get `'static` slices
/// as generated statics are.
fn runtime_tables(dfa: &Dfa) -> (&'static [rt::Transition], &'static [rt::NfaStatePair]) {
    let t: Vec<rt::Transition> = dfa
        .transitions
        .iter()
        .map(|t| rt::Transition { from: t.from, action: t.action as u32, to: t.to, info: t.info_idx })
        .collect();
    let i: Vec<rt::NfaStatePair> =
        dfa.flat_info().iter().map(|p| rt::NfaStatePair { from: p.from, to: p.to }).collect();
    (Box::leak(t.into_boxed_slice()), Box::leak(i.into_boxed_slice()))
}

#[test]
fn runtime_tracks_nfa_paths_in_llvm_order() {
    // a: 0 -> 1 | 2; b: 1 -> 3, 2 -> 3 | 4.
    let dfa = build(&[(0, 1, 0), (0, 2, 0), (1, 3, 1), (2, 3, 1), (2, 4, 1)]);
    let (t, i) = runtime_tables(&dfa);
    let mut a = rt::Automaton::new(t, i);
    assert_eq!(a.nfa_paths(), [Vec::<u64>::new()]);
    assert!(a.can_add(0) && !a.can_add(1));
    assert!(a.add(0));
    assert_eq!(a.nfa_paths(), [vec![1], vec![2]]);
    assert!(a.add(1));
    assert_eq!(a.nfa_paths(), [vec![1, 3], vec![2, 3], vec![2, 4]]);
    assert!(!a.add(1));
    a.reset();
    assert_eq!((a.state(), a.nfa_paths()), (1, vec![vec![]]));

    let mut quiet = rt::Automaton::new(t, &[]);
    assert!(quiet.add(0) && quiet.add(1));
    assert_eq!(quiet.state(), 3);
}

#[test]
fn runtime_stops_runs_and_paths_at_nfa_state_zero() {
    // Action 0 maps NFA state 0 to itself and to 1: its run starts with the
    // genuine pair {0, 0}, which ends the run in C++ as well, so every path
    // ends there.
    let dfa = build(&[(0, 0, 0), (0, 1, 0)]);
    let (t, i) = runtime_tables(&dfa);
    let mut a = rt::Automaton::new(t, i);
    assert!(a.add(0));
    assert!(a.nfa_paths().is_empty());
}

#[test]
fn runtime_transcription_needs_a_table_and_refuses_without_one() {
    let dfa = build(&[(0, 1, 0)]);
    let (t, i) = runtime_tables(&dfa);
    // C++ asserts; the runtime stays off and says so.
    let mut a = rt::Automaton::new(t, &[]);
    assert!(!a.enable_transcription(true));
    assert!(a.add(0) && a.nfa_paths().is_empty());
    assert!(rt::Automaton::new(t, i).enable_transcription(true));
}

#[test]
fn runtime_paths_are_unknown_without_transcription() {
    let dfa = build(&[(0, 1, 0)]);
    let (t, i) = runtime_tables(&dfa);
    let mut a = rt::Automaton::new(t, i);
    assert!(!a.enable_transcription(false));
    assert!(a.add(0));
    assert!(a.nfa_paths().is_empty());
}

/// Infos whose pairs hash alike are told apart by their contents: each
/// gets a number of its own, and asking again finds it down the chain.
#[test]
fn infos_with_the_same_hash_keep_their_own_numbers() {
    let run = |k: u64| vec![NfaStatePair { from: k, to: k + 1 }];
    let mut infos = Infos::default();
    for k in 0..5 {
        assert_eq!(infos.id_with_hash(&run(k), 7), k as usize);
    }
    assert_eq!(infos.id_with_hash(&run(9), 8), 5);
    for k in (0..5).rev() {
        assert_eq!(infos.id_with_hash(&run(k), 7), k as usize);
    }
    assert_eq!(infos.id(&run(9)), 6, "filed under its real hash, not the made-up one");
    assert_eq!(infos.list.len(), 7);
    assert_eq!(infos.list[3], run(3));
}
