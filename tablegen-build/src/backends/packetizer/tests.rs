//! Unit tests of the NFA crawl's bound; the output is checked against
//! LLVM by the golden corpus and the parity rows (Hexagon, R600).

use super::Emitter;

/// `n` units; resource vector `i` takes any unit, then unit `i` (the
/// robustness corpus' `size-dfa-packetizer-N`).
fn any_then_own(n: u32) -> Emitter {
    let mut e = Emitter::default();
    let all = (1u64 << n) - 1;
    for i in 0..n {
        e.intern(vec![all, 1 << i]);
    }
    e
}

#[test]
fn the_crawl_stops_past_its_limit() {
    // LLVM's counts for 8 units: 128 states, 1,792 transitions.
    let e = any_then_own(8);
    let dfa = e.build_nfa(1792).expect("within the limit").determinize();
    assert_eq!((dfa.nfa_states, dfa.nfa_transitions), (128, 1792));
    assert!(e.build_nfa(1791).is_none());
}

#[test]
fn wide_stages_are_refused_before_they_fill_memory() {
    // Six stages of any of 64 units: 64 * 63 * ... * 59 states from the
    // first one alone, far more than the limit.
    let mut e = Emitter::default();
    e.intern(vec![u64::MAX; 6]);
    assert!(e.build_nfa(super::MAX_NFA_TRANSITIONS).is_none());
}
