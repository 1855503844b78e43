//! The public lookups of generated modules (a subtarget's scheduling
//! models and features, a target's registers, register classes,
//! sub-register indices and opcodes) called with extreme arguments: 0,
//! 1, MAX-1 and MAX of each integer, every value of each index type, and
//! odd strings. Each answers; none overflows or indexes out of bounds
//! (the tests run in debug builds, where overflow panics).
//!
//! The calls are `common/extreme_calls.rs`, which `.ci/extreme-args/run.py`
//! makes on every LLVM target's modules too.

#[path = "common/extreme_calls.rs"]
#[macro_use]
mod extreme_calls;

use tablegen_generated_tests::mini_target_opcodes::Opcode;
use tablegen_generated_tests::mini_target_registers::{Reg, RegClass};
use tablegen_generated_tests::subtarget_model::SCHED_MODELS;

#[test]
fn scheduling_models() {
    assert!(xa_subtarget!(tablegen_generated_tests::subtarget_model) > 0);
    for m in &SCHED_MODELS {
        assert!(m.class(0).is_none() && m.class(usize::MAX).is_none());
    }
}

#[test]
fn registers() {
    assert!(xa_register_info!(tablegen_generated_tests::mini_target_registers) > 0);
    for s in extreme_calls::STRINGS {
        assert!(Reg::from_name(s).is_none() && RegClass::from_name(s).is_none());
    }
}

#[test]
fn opcodes() {
    assert!(xa_instr_info!(tablegen_generated_tests::mini_target_opcodes) > 0);
    assert!(Opcode::all().all(|op| op.desc().is_some()), "every opcode has a description");
}

#[test]
fn register_banks() {
    use tablegen_generated_tests as g;
    assert!(xa_register_bank!(g::register_bank_lit) > 0);
    assert!(xa_register_bank!(g::register_bank_banks) > 0);
    assert!(xa_register_bank!(g::register_bank_none) > 0);
}

#[test]
fn exegesis_counters() {
    use tablegen_generated_tests as g;
    assert!(xa_exegesis!(g::exegesis_counters) > 0);
    assert!(xa_exegesis!(g::exegesis_ties) > 0);
    assert!(xa_exegesis!(g::exegesis_none) > 0);
}
