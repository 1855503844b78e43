//! The `-gen-dag-isel --rust` module of `tests/golden/own/dag_isel/tiny.td`:
//! its table (with and without comments, the same bytes), its node opcodes,
//! and the generated `Dispatch`, which answers the runtime's hooks by index
//! with the `TargetHooks` methods.

use std::cell::RefCell;

use tablegen_generated_tests::tiny_dag_isel as tiny;
use tablegen_generated_tests::tiny_dag_isel_omit as tiny_omit;
use tablegen_isel_dag::{Kinds, TestDag};
use tiny::{HookKind, IselError, IselHooks, SdValue, TargetHooks};

#[test]
fn comments_do_not_change_the_bytes() {
    assert_eq!(tiny::MATCHER_TABLE, tiny_omit::MATCHER_TABLE);
    assert_eq!(tiny::MATCHER_TABLE.len(), 146);
    assert!(tiny::matcher().is_ok());
}

#[test]
fn the_listing_is_written_only_when_asked() {
    let listed = include_str!(concat!(env!("OUT_DIR"), "/tiny_dag_isel.rs"));
    let default = include_str!(concat!(env!("OUT_DIR"), "/tiny_dag_isel_omit.rs"));
    let heading = "// The matcher table as LLVM lists it";
    assert!(listed.contains(heading) && listed.contains("OPC_SwitchOpcode"));
    assert!(!default.contains(heading) && !default.contains("OPC_SwitchOpcode"));
}

#[test]
fn node_opcodes_are_sorted_names() {
    let names: Vec<&str> = tiny::NodeOpcode::all().map(|n| n.name()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
    assert_eq!(tiny::NodeOpcode::from_name("ISD::LOAD").map(|n| n.value()), Some(tiny::MATCHER_TABLE[2].into()));
    assert_eq!(tiny::NODE_OPCODES.and, tiny::NodeOpcode::IsdAnd.value());
}

/// The shared test DAG; the dispatch under test does not look at it. Its
/// node kinds are the table's, or none (`u16::MAX`) where the tiny target
/// has no such node.
fn test_dag() -> TestDag {
    let o = tiny::NODE_OPCODES;
    TestDag::new(Kinds {
        entry_token: o.entry_token,
        token_factor: o.token_factor,
        constant: o.constant,
        target_constant: u16::MAX,
        constant_fp: o.constant_fp,
        target_constant_fp: u16::MAX,
        register: u16::MAX,
        copy_to_reg: u16::MAX,
    })
}

/// Records which method each hook index reached.
#[derive(Default)]
struct Calls(RefCell<Vec<&'static str>>);

impl Calls {
    fn hit(&self, name: &'static str) -> Result<bool, IselError> {
        self.0.borrow_mut().push(name);
        Ok(true)
    }
}

impl TargetHooks<TestDag> for Calls {
    fn has_mul(&self, _: &TestDag) -> Result<bool, IselError> {
        self.hit("has_mul")
    }
    fn predicate_simm8(&self, _: &TestDag, _: usize) -> Result<bool, IselError> {
        self.hit("simm8")
    }
    fn predicate_unindexedload(&self, _: &TestDag, _: usize) -> Result<bool, IselError> {
        self.hit("unindexedload")
    }
    fn predicate_load(&self, _: &TestDag, _: usize) -> Result<bool, IselError> {
        self.hit("load")
    }
    fn predicate_unindexedstore(&self, _: &TestDag, _: usize) -> Result<bool, IselError> {
        self.hit("unindexedstore")
    }
    fn predicate_store(&self, _: &TestDag, _: usize) -> Result<bool, IselError> {
        self.hit("store")
    }
    fn predicate_negsimm8(&self, _: &TestDag, _: usize) -> Result<bool, IselError> {
        self.hit("negsimm8")
    }
    fn select_addr(
        &mut self,
        _: &mut TestDag,
        _: usize,
        _: Option<usize>,
        v: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        results.push(v);
        results.push(v);
        self.hit("select_addr")
    }
    fn xform_neg_imm(&mut self, _: &mut TestDag, v: SdValue<usize>) -> Result<SdValue<usize>, IselError> {
        self.0.borrow_mut().push("neg_imm");
        Ok(v)
    }
}

#[test]
fn hooks_dispatch_by_index() {
    let (mut dag, mut target) = (test_dag(), Calls::default());
    let mut h = tiny::Dispatch(&mut target);
    assert_eq!(h.pattern_predicate(&dag, 0), Ok(true));
    for i in 0..6 {
        assert_eq!(h.node_predicate(&dag, 1, i), Ok(true));
    }
    let mut results = Vec::new();
    assert_eq!(h.complex_pattern(&mut dag, 1, None, SdValue::new(2, 0), 0, &mut results), Ok(true));
    assert_eq!(results.len(), 2);
    assert_eq!(h.node_xform(&mut dag, SdValue::new(3, 0), 0), Ok(SdValue::new(3, 0)));
    let calls = h.0 .0.borrow().clone();
    assert_eq!(calls.len(), 9);
    assert!(calls.contains(&"has_mul") && calls.contains(&"select_addr") && calls.contains(&"neg_imm"));
    // Indices the table does not use are errors, never panics.
    let unknown = |kind, index| Err(IselError::UnknownHook { kind, index });
    assert_eq!(h.pattern_predicate(&dag, 1), unknown(HookKind::PatternPredicate, 1));
    assert_eq!(h.node_predicate(&dag, 1, 99), unknown(HookKind::NodePredicate, 99));
    assert_eq!(h.node_predicate_with_operands(&dag, 1, 0, &[]), unknown(HookKind::NodePredicateWithOperands, 0));
    assert_eq!(
        h.complex_pattern(&mut dag, 1, None, SdValue::new(2, 0), 5, &mut results),
        unknown(HookKind::ComplexPattern, 5)
    );
    assert_eq!(
        h.node_xform(&mut dag, SdValue::new(3, 0), 1).map(|_| ()),
        Err(IselError::UnknownHook { kind: HookKind::NodeXForm, index: 1 })
    );
    // LD loads, ST stores (the table's OPFL_MemRefs instructions).
    assert_eq!(tiny::MAY_LOAD.len(), 1);
    assert_eq!(tiny::MAY_STORE.len(), 1);
    assert!(h.instr_may_load(tiny::MAY_LOAD[0]) && !h.instr_may_store(tiny::MAY_LOAD[0]));
}
