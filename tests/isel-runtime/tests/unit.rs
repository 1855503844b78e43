//! The runtime on hand-assembled matcher tables: each family of operations,
//! scopes and backtracking, chains and glue, and malformed input (which must
//! give errors, never panics). Expected results are worked out from LLVM
//! 19's `SelectCodeCommon` semantics by hand.

use tablegen_isel_runtime_tests::isel::opc as o;
use tablegen_isel_runtime_tests::isel::{
    select, ConstantInt, HookKind, IselError, IselHooks, Matcher, NodeOpcodes, SdValue, Selected, SelectionDag,
};
use tablegen_isel_runtime_tests::testdag::{Ext, Kinds, Mem, Payload, TestDag, GLUE, I32, I64, OTHER};

// Node opcodes of the test DAG.
const ENTRY: u16 = 0;
const TF: u16 = 1;
const CONST: u16 = 2;
const TCONST: u16 = 3;
const CONSTFP: u16 = 4;
const TCONSTFP: u16 = 5;
const REG: u16 = 6;
const COPY_TO_REG: u16 = 7;
const ARG: u16 = 8;
const ADD: u16 = 10;
const AND: u16 = 11;
const OR: u16 = 12;
const LOAD: u16 = 13;
const STORE: u16 = 14;
const SETCC: u16 = 15;
const CONDCODE: u16 = 16;
const VT: u16 = 17;
const CALL: u16 = 18;
const SUB: u16 = 0x1234; // needs both bytes of TARGET_VAL

// Machine opcodes.
const M_LOAD: u16 = 100;
const M_STORE: u16 = 101;

const OPCODES: NodeOpcodes =
    NodeOpcodes { and: AND, or: OR, constant: CONST, constant_fp: CONSTFP, token_factor: TF, entry_token: ENTRY };

fn dag() -> TestDag {
    TestDag::new(Kinds {
        entry_token: ENTRY,
        token_factor: TF,
        constant: CONST,
        target_constant: TCONST,
        constant_fp: CONSTFP,
        target_constant_fp: TCONSTFP,
        register: REG,
        copy_to_reg: COPY_TO_REG,
    })
}

fn arg(d: &mut TestDag, i: u32) -> SdValue<usize> {
    let e = SdValue::new(d.entry(), 0);
    let r = d.register(I64, 1000 + i);
    d.val(ARG, &[I64, OTHER], &[e, r], Payload::None)
}

/// Keeps `v` used (as a real DAG's later users would).
fn keep(d: &mut TestDag, v: SdValue<usize>) -> usize {
    let e = SdValue::new(d.entry(), 0);
    let r = d.register(I64, 10);
    d.add(COPY_TO_REG, &[OTHER, GLUE], &[e, r, v], Payload::None)
}

// Table assembly.
fn vbr(mut v: u64) -> Vec<u8> {
    let mut out = Vec::new();
    while v >= 128 {
        out.push((v as u8 & 127) | 128);
        v >>= 7;
    }
    out.push(v as u8);
    out
}
fn signed(v: i64) -> Vec<u8> {
    let rotated = if v >= 0 {
        (v as u64) << 1
    } else if v == i64::MIN {
        1
    } else {
        ((v.unsigned_abs()) << 1) | 1
    };
    vbr(rotated)
}
fn tv(v: u16) -> [u8; 2] {
    v.to_le_bytes()
}
fn scope(children: &[Vec<u8>]) -> Vec<u8> {
    let mut out = vec![o::SCOPE];
    for c in children {
        out.extend(vbr(c.len() as u64));
        out.extend(c);
    }
    out.push(0);
    out
}
fn switch_opcode(cases: &[(u16, Vec<u8>)]) -> Vec<u8> {
    let mut out = vec![o::SWITCH_OPCODE];
    for (opc, body) in cases {
        out.extend(vbr(body.len() as u64));
        out.extend(tv(*opc));
        out.extend(body);
    }
    out.push(0);
    out
}
fn switch_type(cases: &[(u8, Vec<u8>)]) -> Vec<u8> {
    let mut out = vec![o::SWITCH_TYPE];
    for (vt, body) in cases {
        out.extend(vbr(body.len() as u64));
        out.push(*vt);
        out.extend(body);
    }
    out.push(0);
    out
}
/// `OPC_MorphNodeTo` (full form) / `OPC_EmitNode`.
fn node(op: u8, target: u16, flags: u8, vts: &[u8], ops: &[u64]) -> Vec<u8> {
    let mut out = vec![op];
    out.extend(tv(target));
    out.push(flags);
    out.push(vts.len() as u8);
    out.extend(vts);
    out.push(ops.len() as u8);
    for &r in ops {
        out.extend(vbr(r));
    }
    out
}
fn cat(parts: &[&[u8]]) -> Vec<u8> {
    parts.concat()
}

/// Hooks with fixed, documented answers.
#[derive(Default)]
struct Hooks {
    /// Pattern predicate answers by index (an index past the end is unknown).
    patterns: Vec<bool>,
    coverage: Vec<u16>,
    calls: Vec<String>,
}

impl IselHooks<TestDag> for Hooks {
    fn pattern_predicate(&self, _dag: &TestDag, index: u32) -> Result<bool, IselError> {
        self.patterns
            .get(index as usize)
            .copied()
            .ok_or(IselError::UnknownHook { kind: HookKind::PatternPredicate, index })
    }
    /// 0: a constant below 100; 1: exactly one use; 9: a load.
    fn node_predicate(&self, dag: &TestDag, node: usize, index: u32) -> Result<bool, IselError> {
        match index {
            0 => Ok(dag.constant(node).and_then(ConstantInt::sext).is_some_and(|c| c < 100)),
            1 => Ok(dag.use_count(node) == 1),
            9 => Ok(dag.opcode(node) == LOAD),
            _ => Err(IselError::UnknownHook { kind: HookKind::NodePredicate, index }),
        }
    }
    /// 0: the two operands are the same value.
    fn node_predicate_with_operands(
        &self,
        _dag: &TestDag,
        _node: usize,
        index: u32,
        operands: &[SdValue<usize>],
    ) -> Result<bool, IselError> {
        match index {
            0 => Ok(operands.len() == 2 && operands[0] == operands[1]),
            _ => Err(IselError::UnknownHook { kind: HookKind::NodePredicateWithOperands, index }),
        }
    }
    /// 0: address = (add base, const) -> (base, tconst) or v -> (v, 0);
    /// 1: never matches.
    fn complex_pattern(
        &mut self,
        dag: &mut TestDag,
        root: usize,
        parent: Option<usize>,
        value: SdValue<usize>,
        index: u32,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        self.calls.push(format!("complex {index} root {root} parent {parent:?}"));
        match index {
            0 => {
                if dag.opcode(value.node) == ADD && dag.num_operands(value.node) == 2 {
                    let c = dag.operand(value.node, 1);
                    if let Some(k) = dag.constant(c.node).and_then(ConstantInt::sext) {
                        results.push(dag.operand(value.node, 0));
                        results.push(dag.get_target_constant(k, I64, root));
                        return Ok(true);
                    }
                }
                results.push(value);
                results.push(dag.get_target_constant(0, I64, root));
                Ok(true)
            }
            1 => Ok(false),
            _ => Err(IselError::UnknownHook { kind: HookKind::ComplexPattern, index }),
        }
    }
    /// 0: negate a constant.
    fn node_xform(
        &mut self,
        dag: &mut TestDag,
        value: SdValue<usize>,
        index: u32,
    ) -> Result<SdValue<usize>, IselError> {
        match (index, dag.constant(value.node).and_then(ConstantInt::sext)) {
            (0, Some(c)) => Ok(dag.get_target_constant(c.wrapping_neg(), I64, value.node)),
            _ => Err(IselError::UnknownHook { kind: HookKind::NodeXForm, index }),
        }
    }
    fn instr_may_load(&self, opcode: u16) -> bool {
        opcode == M_LOAD
    }
    fn instr_may_store(&self, opcode: u16) -> bool {
        opcode == M_STORE
    }
    fn coverage(&mut self, pattern: u16) {
        self.coverage.push(pattern);
    }
}

fn run(d: &mut TestDag, table: &[u8], root: usize) -> Result<Selected<usize>, IselError> {
    let m = Matcher::new(table, OPCODES)?;
    select(d, &mut Hooks { patterns: vec![true, false, true], ..Hooks::default() }, &m, root)
}

fn machine(d: &TestDag, n: usize) -> (u16, Vec<SdValue<usize>>, Vec<u16>) {
    let node = &d.nodes[n];
    (node.machine.expect("a machine node"), node.ops.clone(), node.vts.clone())
}

fn tconst(d: &TestDag, v: SdValue<usize>) -> i64 {
    assert_eq!(d.nodes[v.node].opcode, TCONST, "not a target constant");
    d.constant(v.node).and_then(ConstantInt::sext).unwrap()
}

/// (add a, b): a leading SwitchOpcode, child records, a compressed morph.
#[test]
fn switch_record_and_morph() {
    let mut d = dag();
    let (a, b) = (arg(&mut d, 0), arg(&mut d, 1));
    let add = d.val(ADD, &[I64], &[a, b], Payload::None);
    keep(&mut d, add);
    let body = cat(&[
        &[o::RECORD_CHILD0, o::RECORD_CHILD0 + 1, o::CHECK_CHILD0_TYPE_I64 + 1, o::MORPH_NODE_TO0_NONE + 1],
        &tv(50),
        &[I64 as u8, 2, 0, 1],
    ]);
    let table = switch_opcode(&[(SUB, vec![o::RECORD_NODE]), (ADD, body)]);
    assert_eq!(run(&mut d, &table, add.node), Ok(Selected::Morphed(add.node)));
    assert_eq!(machine(&d, add.node), (50, vec![a, b], vec![I64]));
    // A node the switch has no case for.
    let mut d = dag();
    let c = d.new_constant(I64, 1);
    assert_eq!(run(&mut d, &table, c.node), Err(IselError::CannotSelect { opcode: CONST }));
}

/// A scope whose first child records, then fails: the second child must see
/// the records as they were when the scope was entered.
#[test]
fn scope_backtracking_restores_state() {
    let mut d = dag();
    let (a, b) = (arg(&mut d, 0), arg(&mut d, 1));
    let add = d.val(ADD, &[I64], &[a, b], Payload::None);
    keep(&mut d, add);
    let first = vec![o::RECORD_CHILD0 + 1, o::MOVE_CHILD0, o::RECORD_NODE, o::CHECK_OPCODE, CONST as u8, 0];
    let second = cat(&[&[o::RECORD_CHILD0, o::RECORD_CHILD0 + 1, o::MORPH_NODE_TO0_NONE + 1], &tv(51), &[8, 2, 1, 0]]);
    let table = cat(&[&[o::CHECK_OPCODE], &tv(ADD), &scope(&[first, second])]);
    assert_eq!(run(&mut d, &table, add.node), Ok(Selected::Morphed(add.node)));
    assert_eq!(machine(&d, add.node).1, vec![b, a]);
    // Nested scopes where every child fails: no match, no error.
    let mut d = dag();
    let (a, b) = (arg(&mut d, 0), arg(&mut d, 1));
    let add = d.val(ADD, &[I64], &[a, b], Payload::None);
    let fail = vec![o::CHECK_OPCODE, SUB as u8, (SUB >> 8) as u8];
    let table = scope(&[scope(&[fail.clone(), fail.clone()]), fail, scope(&[])]);
    assert_eq!(run(&mut d, &table, add.node), Err(IselError::CannotSelect { opcode: ADD }));
}

/// (add x, 5) with an immediate: CheckChild1Integer, CheckPredicate,
/// EmitConvertToTarget; and the integer encodings.
#[test]
fn integers_and_immediates() {
    let mut d = dag();
    let a = arg(&mut d, 0);
    let five = d.new_constant(I64, 5);
    let add = d.val(ADD, &[I64], &[a, five], Payload::None);
    keep(&mut d, add);
    let table = cat(&[
        &[o::RECORD_CHILD0, o::MOVE_CHILD0 + 1, o::CHECK_INTEGER],
        &signed(5),
        &[o::CHECK_PREDICATE0, o::RECORD_NODE, o::MOVE_PARENT, o::CHECK_CHILD0_INTEGER + 1],
        &signed(5),
        &[o::EMIT_CONVERT_TO_TARGET0 + 1, o::EMIT_INTEGER64],
        &signed(-7),
        &[o::EMIT_INTEGER, I32 as u8],
        &signed(i64::MIN),
        &[o::EMIT_STRING_INTEGER32],
        &vbr(300),
        &[o::EMIT_INTEGER8],
        &signed(-1),
        &[o::MORPH_NODE_TO0_NONE + 1],
        &tv(52),
        &[8, 6, 0, 2, 3, 4, 5, 6],
    ]);
    assert_eq!(run(&mut d, &table, add.node), Ok(Selected::Morphed(add.node)));
    let ops = machine(&d, add.node).1;
    assert_eq!(ops[0], a);
    assert_eq!(tconst(&d, ops[1]), 5);
    assert_eq!(tconst(&d, ops[2]), -7);
    // i64::MIN truncated to i32 is 0 (getTargetConstant truncates to the type).
    assert_eq!(d.nodes[ops[3].node].vts, vec![I32]);
    assert_eq!(tconst(&d, ops[4]), 300);
    assert_eq!(tconst(&d, ops[5]), -1);
    // A non-matching integer fails; so does the predicate (constant >= 100).
    for (k, table) in
        [(6, cat(&[&[o::CHECK_CHILD0_INTEGER + 1], &signed(5)])), (500, vec![o::MOVE_CHILD0 + 1, o::CHECK_PREDICATE0])]
    {
        let mut d = dag();
        let a = arg(&mut d, 0);
        let c = d.new_constant(I64, k);
        let add = d.val(ADD, &[I64], &[a, c], Payload::None);
        assert_eq!(run(&mut d, &table, add.node), Err(IselError::CannotSelect { opcode: ADD }));
    }
}

/// EmitNode results feed later operations; CompleteMatch replaces the root's
/// uses and deletes it.
#[test]
fn emit_node_and_complete_match() {
    let mut d = dag();
    let (a, b) = (arg(&mut d, 0), arg(&mut d, 1));
    let add = d.val(ADD, &[I64], &[a, b], Payload::None);
    let user = keep(&mut d, add);
    let table = cat(&[
        &[o::RECORD_CHILD0, o::RECORD_CHILD0 + 1, o::EMIT_NODE0_NONE + 1],
        &tv(60),
        &[8, 2, 0, 1],
        &node(o::EMIT_NODE, 61, 0, &[8], &[2, 1]),
        &[o::COVERAGE],
        &tv(7),
        &[o::COMPLETE_MATCH, 1, 3],
    ]);
    let m = Matcher::new(&table, OPCODES).unwrap();
    let mut hooks = Hooks::default();
    assert_eq!(select(&mut d, &mut hooks, &m, add.node), Ok(Selected::Replaced));
    assert_eq!(hooks.coverage, vec![7]);
    assert!(d.nodes[add.node].deleted);
    let new = d.nodes[user].ops[2];
    let (opc, ops, _) = machine(&d, new.node);
    assert_eq!(opc, 61);
    assert_eq!(machine(&d, ops[0].node).0, 60);
    assert_eq!(machine(&d, ops[0].node).1, vec![a, b]);
    assert_eq!(ops[1], b);
}

/// (add (load p), x) folded into one machine load-op: foldable chain node,
/// memory operands, input chain merged, the load's chain users moved to the
/// new node's chain.
#[test]
fn fold_load_with_chain_and_memrefs() {
    let build = |extra_use: bool| {
        let mut d = dag();
        let (p, x) = (arg(&mut d, 0), arg(&mut d, 1));
        let e = SdValue::new(d.entry(), 0);
        let u = d.val(CONST, &[I64], &[], Payload::Constant(ConstantInt::new(64, 0)));
        let load = d.add(LOAD, &[I64, OTHER], &[e, p, u], Payload::Load { ext: Ext::None, mem_vt: I64 });
        d.nodes[load].mem = Some(Mem { id: 1, load: true, store: false });
        let add = d.val(ADD, &[I64], &[SdValue::new(load, 0), x], Payload::None);
        keep(&mut d, add);
        // Something after the load on the chain.
        let st = d.add(STORE, &[OTHER], &[SdValue::new(load, 1), x, p, u], Payload::None);
        if extra_use {
            keep(&mut d, SdValue::new(load, 0));
        }
        (d, add.node, load, st, p, x)
    };
    let table = scope(&[
        cat(&[
            &[o::MOVE_CHILD0, o::CHECK_OPCODE],
            &tv(LOAD),
            &[o::RECORD_MEM_REF, o::RECORD_NODE, o::CHECK_PREDICATE, 9, o::CHECK_FOLDABLE_CHAIN_NODE],
            &[o::RECORD_CHILD0 + 1, o::MOVE_PARENT, o::RECORD_CHILD0 + 1, o::EMIT_MERGE_INPUT_CHAINS1_0],
            &node(o::MORPH_NODE_TO, M_LOAD, o::OPFL_CHAIN | o::OPFL_MEM_REFS, &[8], &[1, 2]),
        ]),
        cat(&[&[o::RECORD_CHILD0, o::RECORD_CHILD0 + 1, o::MORPH_NODE_TO0_NONE + 1], &tv(70), &[8, 2, 0, 1]]),
    ]);
    let (mut d, add, load, st, p, x) = build(false);
    assert_eq!(run(&mut d, &table, add), Ok(Selected::Morphed(add)));
    let (opc, ops, vts) = machine(&d, add);
    assert_eq!((opc, vts), (M_LOAD, vec![I64, OTHER]));
    assert_eq!(ops, vec![p, x, SdValue::new(d.entry(), 0)]);
    assert_eq!(d.nodes[add].mem_refs, vec![Mem { id: 1, load: true, store: false }]);
    assert!(d.nodes[load].deleted, "the folded load is dead");
    assert_eq!(d.nodes[st].ops[0], SdValue::new(add, 1), "the store now chains on the new node");
    // With another use of the loaded value, the load cannot be folded.
    let (mut d, add, load, _, _, _) = build(true);
    assert_eq!(run(&mut d, &table, add), Ok(Selected::Morphed(add)));
    assert_eq!(machine(&d, add).0, 70);
    assert!(!d.nodes[load].deleted);
}

/// Two chained nodes with different input chains get a TokenFactor; memory
/// operands are filtered by what the instruction does.
#[test]
fn merge_input_chains_token_factor() {
    let mut d = dag();
    let (p, q) = (arg(&mut d, 0), arg(&mut d, 1));
    let (c1, c2) = (keep(&mut d, p), keep(&mut d, q));
    let u = d.new_constant(I64, 0);
    let l1 = d.add(LOAD, &[I64, OTHER], &[SdValue::new(c1, 0), p, u], Payload::None);
    let l2 = d.add(LOAD, &[I64, OTHER], &[SdValue::new(c2, 0), q, u], Payload::None);
    d.nodes[l1].mem = Some(Mem { id: 1, load: true, store: false });
    d.nodes[l2].mem = Some(Mem { id: 2, load: false, store: true });
    let add = d.val(ADD, &[I64], &[SdValue::new(l1, 0), SdValue::new(l2, 0)], Payload::None);
    keep(&mut d, add);
    let table = cat(&[
        &[o::MOVE_CHILD0, o::RECORD_NODE, o::RECORD_MEM_REF, o::RECORD_CHILD0 + 1, o::MOVE_SIBLING0 + 1],
        &[o::RECORD_NODE, o::RECORD_MEM_REF, o::RECORD_CHILD0 + 1, o::MOVE_PARENT],
        &[o::EMIT_MERGE_INPUT_CHAINS, 2, 0, 2],
        &node(o::MORPH_NODE_TO, M_LOAD, o::OPFL_CHAIN | o::OPFL_MEM_REFS, &[8], &[1, 3]),
    ]);
    assert_eq!(run(&mut d, &table, add.node), Ok(Selected::Morphed(add.node)));
    let ops = machine(&d, add.node).1;
    let tf = ops[2].node;
    assert_eq!(d.nodes[tf].opcode, TF);
    assert_eq!(d.nodes[tf].ops, vec![SdValue::new(c2, 0), SdValue::new(c1, 0)]);
    // M_LOAD may load but not store: only the load's memory operand stays.
    assert_eq!(d.nodes[add.node].mem_refs, vec![Mem { id: 1, load: true, store: false }]);
}

/// A chained node whose input chain depends on another matched node would
/// form a cycle: merging fails and the pattern with it.
#[test]
fn merge_input_chains_refuses_cycles() {
    let mut d = dag();
    let p = arg(&mut d, 0);
    let e = SdValue::new(d.entry(), 0);
    let u = d.new_constant(I64, 0);
    let l1 = d.add(LOAD, &[I64, OTHER], &[e, p, u], Payload::None);
    // l2's chain goes through a node that uses l1's value: a path from l2 to
    // l1 outside the pattern.
    let mid = keep(&mut d, SdValue::new(l1, 0));
    let l2 = d.add(LOAD, &[I64, OTHER], &[SdValue::new(mid, 0), p, u], Payload::None);
    let add = d.val(ADD, &[I64], &[SdValue::new(l1, 0), SdValue::new(l2, 0)], Payload::None);
    keep(&mut d, add);
    // l1 has two uses (mid and add), so use a root-only check: record both
    // loads and merge.
    let table = cat(&[
        &[o::MOVE_CHILD0, o::RECORD_NODE, o::MOVE_SIBLING0 + 1, o::RECORD_NODE, o::MOVE_PARENT],
        &[o::EMIT_MERGE_INPUT_CHAINS, 2, 1, 0],
        &node(o::MORPH_NODE_TO, M_LOAD, o::OPFL_CHAIN, &[8], &[0]),
    ]);
    // l1's value has two uses, so the first check (hasOneUse) already fails;
    // either way no match.
    assert_eq!(run(&mut d, &table, add.node), Err(IselError::CannotSelect { opcode: ADD }));
    // Without the extra use of l1's value, the cycle check itself refuses:
    // l2's input chain reaches l1.
    let mut d = dag();
    let p = arg(&mut d, 0);
    let e = SdValue::new(d.entry(), 0);
    let u = d.new_constant(I64, 0);
    let l1 = d.add(LOAD, &[I64, OTHER], &[e, p, u], Payload::None);
    let mid = d.add(CALL, &[OTHER], &[SdValue::new(l1, 1)], Payload::None);
    let l2 = d.add(LOAD, &[I64, OTHER], &[SdValue::new(mid, 0), p, u], Payload::None);
    let add = d.val(ADD, &[I64], &[SdValue::new(l1, 0), SdValue::new(l2, 0)], Payload::None);
    keep(&mut d, add);
    assert_eq!(run(&mut d, &table, add.node), Err(IselError::CannotSelect { opcode: ADD }));
    // The chain l2 <- l1 directly is an intra-pattern reference: fine, the
    // merged chain is l1's input.
    let mut d = dag();
    let p = arg(&mut d, 0);
    let e = SdValue::new(d.entry(), 0);
    let u = d.new_constant(I64, 0);
    let l1 = d.add(LOAD, &[I64, OTHER], &[e, p, u], Payload::None);
    let l2 = d.add(LOAD, &[I64, OTHER], &[SdValue::new(l1, 1), p, u], Payload::None);
    let add = d.val(ADD, &[I64], &[SdValue::new(l1, 0), SdValue::new(l2, 0)], Payload::None);
    keep(&mut d, add);
    assert_eq!(run(&mut d, &table, add.node), Ok(Selected::Morphed(add.node)));
    assert_eq!(machine(&d, add.node).1, vec![SdValue::new(l1, 0), e]);
}

/// CopyToReg then a node with chain and glue input; a glue output.
#[test]
fn copy_to_reg_and_glue() {
    let mut d = dag();
    let (a, b) = (arg(&mut d, 0), arg(&mut d, 1));
    let add = d.val(ADD, &[I64], &[a, b], Payload::None);
    keep(&mut d, add);
    let table = cat(&[
        &[o::RECORD_CHILD0, o::RECORD_CHILD0 + 1, o::EMIT_COPY_TO_REG0 + 1, 42, o::EMIT_COPY_TO_REG_TWO_BYTE, 0],
        &tv(300),
        &node(o::MORPH_NODE_TO, 80, o::OPFL_CHAIN | o::OPFL_GLUE_INPUT | o::OPFL_GLUE_OUTPUT, &[8], &[0]),
    ]);
    assert_eq!(run(&mut d, &table, add.node), Ok(Selected::Morphed(add.node)));
    let (_, ops, vts) = machine(&d, add.node);
    assert_eq!(vts, vec![I64, OTHER, GLUE]);
    // Operands: a, the chain of the second copy, its glue.
    let copy2 = ops[1].node;
    assert_eq!((ops[1].result, ops[2]), (0, SdValue::new(copy2, 1)));
    let copy1 = d.nodes[copy2].ops[0].node;
    assert_eq!(d.nodes[copy2].ops[2], a);
    assert_eq!(d.nodes[copy2].ops[3], SdValue::new(copy1, 1), "glued to the first copy");
    assert_eq!(d.nodes[d.nodes[copy2].ops[1].node].payload, Payload::Register(300));
    assert_eq!(d.nodes[copy1].ops[0], SdValue::new(d.entry(), 0));
    assert_eq!(d.nodes[copy1].ops[2], b);
    assert_eq!(d.nodes[d.nodes[copy1].ops[1].node].payload, Payload::Register(42));
}

/// CaptureGlueInput and a compressed GlueInput morph; variadic operands
/// copied from the root.
#[test]
fn glue_input_and_variadic() {
    let mut d = dag();
    let (a, b, c) = (arg(&mut d, 0), arg(&mut d, 1), arg(&mut d, 2));
    let glue_maker = keep(&mut d, a);
    let call =
        d.add(CALL, &[OTHER], &[SdValue::new(d.entry(), 0), a, b, c, SdValue::new(glue_maker, 1)], Payload::None);
    let table = cat(&[
        &[o::CAPTURE_GLUE_INPUT, o::RECORD_NODE, o::RECORD_CHILD0 + 1, o::EMIT_MERGE_INPUT_CHAINS1_0],
        &node(o::MORPH_NODE_TO, 90, o::OPFL_CHAIN | o::OPFL_GLUE_INPUT | (2 << 4), &[], &[1]),
    ]);
    assert_eq!(run(&mut d, &table, call), Ok(Selected::Morphed(call)));
    let (_, ops, vts) = machine(&d, call);
    assert_eq!(vts, vec![OTHER]);
    assert_eq!(ops, vec![a, b, c, SdValue::new(d.entry(), 0), SdValue::new(glue_maker, 1)]);
    // The compressed GlueInput form without a captured glue adds nothing.
    let mut d = dag();
    let (a, b) = (arg(&mut d, 0), arg(&mut d, 1));
    let add = d.val(ADD, &[I64], &[a, b], Payload::None);
    keep(&mut d, add);
    let table =
        cat(&[&[o::CAPTURE_GLUE_INPUT, o::RECORD_CHILD0, o::MORPH_NODE_TO0_GLUE_INPUT + 1], &tv(91), &[8, 1, 0]]);
    assert_eq!(run(&mut d, &table, add.node), Ok(Selected::Morphed(add.node)));
    assert_eq!(machine(&d, add.node).1, vec![a]);
}

/// The value checks: same, child same, types (iPTR too), switch type,
/// condition codes, value types, and/or masks, vector immediates.
#[test]
fn value_checks() {
    let mut d = dag();
    let a = arg(&mut d, 0);
    let cc = d.val(CONDCODE, &[OTHER], &[], Payload::CondCode(20));
    let eq = d.val(SETCC, &[I64], &[a, a, cc], Payload::None);
    keep(&mut d, eq);
    let ok_tail = cat(&[&[o::MORPH_NODE_TO0_NONE + 1], &tv(99), &[8, 0]]);
    let passes = |d: &mut TestDag, root: usize, checks: &[u8]| {
        let table = cat(&[checks, &ok_tail]);
        let mut d2 = d.clone();
        let r = run(&mut d2, &table, root);
        assert!(matches!(r, Ok(_) | Err(IselError::CannotSelect { .. })), "{checks:?}: {r:?}");
        r.is_ok()
    };
    let root = eq.node;
    assert!(passes(&mut d, root, &[o::RECORD_CHILD0, o::CHECK_CHILD0_SAME + 1, 0]));
    assert!(passes(&mut d, root, &[o::MOVE_CHILD0, o::RECORD_NODE, o::MOVE_SIBLING, 1, o::CHECK_SAME, 0]));
    assert!(!passes(&mut d, root, &[o::RECORD_NODE, o::CHECK_CHILD0_SAME, 0]));
    assert!(!passes(&mut d, root, &[o::RECORD_NODE, o::CHECK_CHILD0_SAME + 3, 0]), "child out of range fails");
    assert!(passes(&mut d, root, &[o::CHECK_TYPE_I64, o::CHECK_TYPE, 254, o::CHECK_CHILD0_TYPE + 1, 254]));
    assert!(!passes(&mut d, root, &[o::CHECK_TYPE_I32]));
    assert!(passes(&mut d, root, &[o::CHECK_TYPE_RES, 0, 8]));
    assert!(passes(&mut d, root, &[o::MOVE_CHILD0, o::CHECK_TYPE_RES, 1, OTHER as u8]));
    assert_eq!(
        run(&mut d.clone(), &cat(&[&[o::CHECK_TYPE_RES, 5, 8], &ok_tail]), root),
        Err(IselError::BadDag { at: 0, what: "value number out of range" })
    );
    let sw = switch_type(&[(I32 as u8, vec![o::RECORD_NODE]), (254, ok_tail.clone())]);
    assert_eq!(run(&mut d.clone(), &sw, root), Ok(Selected::Morphed(root)));
    assert!(passes(&mut d, root, &[o::CHECK_CHILD2_COND_CODE, 20, o::MOVE_CHILD0 + 2, o::CHECK_COND_CODE, 20]));
    assert!(!passes(&mut d, root, &[o::CHECK_CHILD2_COND_CODE, 17]));
    assert_eq!(
        run(&mut d.clone(), &cat(&[&[o::CHECK_COND_CODE, 20], &ok_tail]), root),
        Err(IselError::BadDag { at: 0, what: "condition-code check on a node that is no condition code" })
    );
    assert!(!passes(&mut d, root, &[o::CHECK_IMM_ALL_ONES_V]));
    assert!(!passes(&mut d, root, &[o::CHECK_IMM_ALL_ZEROS_V]));
    // Value type nodes.
    let vt = d.val(VT, &[OTHER], &[], Payload::ValueType(I32));
    let sx = d.val(ADD, &[I64], &[a, vt], Payload::None);
    assert!(passes(&mut d, sx.node, &[o::MOVE_CHILD0 + 1, o::CHECK_VALUE_TYPE, I32 as u8]));
    assert!(!passes(&mut d, sx.node, &[o::MOVE_CHILD0 + 1, o::CHECK_VALUE_TYPE, I64 as u8]));
    // (and x, 0xff): exact mask, a narrower mask with known-zero bits, or not.
    let m = d.new_constant(I64, 0xff);
    let and = d.val(AND, &[I64], &[a, m], Payload::None);
    let mut check_and = |mask: u64| {
        let table = cat(&[&[o::CHECK_AND_IMM], &vbr(mask)]);
        passes(&mut d, and.node, &table)
    };
    assert!(check_and(0xff));
    assert!(!check_and(0xfff), "0xf00 not known zero");
    assert!(!check_and(0x7f), "the actual mask allows more bits");
    d.set_known_bits(a, 0xf00, 0);
    assert!(passes(&mut d, and.node, &cat(&[&[o::CHECK_AND_IMM], &vbr(0xfff)])));
    assert!(!passes(&mut d, and.node, &cat(&[&[o::CHECK_OR_IMM], &vbr(0xff)])), "not an or");
    let or = d.val(OR, &[I64], &[a, m], Payload::None);
    assert!(passes(&mut d, or.node, &cat(&[&[o::CHECK_OR_IMM], &vbr(0xff)])));
    assert!(!passes(&mut d, or.node, &cat(&[&[o::CHECK_OR_IMM], &vbr(0x1ff)])));
}

/// Pattern predicates in every encoding, node predicates with operands,
/// complex patterns (with their parent), transforms, registers.
#[test]
fn hooks_and_registers() {
    let mut d = dag();
    let a = arg(&mut d, 0);
    let k = d.new_constant(I64, 40);
    let addr = d.val(ADD, &[I64], &[a, k], Payload::None);
    let e = SdValue::new(d.entry(), 0);
    let load = d.add(LOAD, &[I64, OTHER], &[e, addr], Payload::None);
    keep(&mut d, SdValue::new(load, 0));
    let mut patterns = vec![false; 300];
    patterns[0] = true;
    patterns[7] = true;
    patterns[200] = true;
    patterns[299] = true;
    let table = cat(&[
        &[o::CHECK_PATTERN_PREDICATE0, o::CHECK_PATTERN_PREDICATE0 + 7, o::CHECK_PATTERN_PREDICATE, 200],
        &[o::CHECK_PATTERN_PREDICATE_TWO_BYTE],
        &tv(299),
        &[o::RECORD_NODE, o::RECORD_CHILD0 + 1, o::CHECK_PREDICATE_WITH_OPERANDS, 2, 1, 1, 0],
        &[o::CHECK_COMPLEX_PAT0 + 1, 1],
        &[o::MOVE_CHILD0 + 1, o::CHECK_COMPLEX_PAT, 1, 1],
    ]);
    let m = Matcher::new(&table, OPCODES).unwrap();
    let mut hooks = Hooks { patterns: patterns.clone(), ..Hooks::default() };
    assert_eq!(select(&mut d.clone(), &mut hooks, &m, load), Err(IselError::CannotSelect { opcode: LOAD }));
    // Complex pattern 1 was reached (and failed) with the recorded parent.
    assert_eq!(hooks.calls, vec![format!("complex 1 root {load} parent Some({load})")]);
    let table = cat(&[
        &[o::CHECK_PATTERN_PREDICATE0, o::RECORD_NODE, o::EMIT_MERGE_INPUT_CHAINS1_0, o::RECORD_CHILD0 + 1],
        &[o::CHECK_COMPLEX_PAT0, 1],
        &[o::EMIT_NODE_XFORM, 0, 3, o::EMIT_REGISTER, I32 as u8, 7, o::EMIT_REGISTER_I64, 8],
        &[o::EMIT_REGISTER2, I64 as u8],
        &tv(700),
        &node(o::MORPH_NODE_TO, M_LOAD, o::OPFL_CHAIN, &[8], &[2, 3, 4, 5, 6, 7]),
    ]);
    let m = Matcher::new(&table, OPCODES).unwrap();
    let mut hooks = Hooks { patterns, ..Hooks::default() };
    assert_eq!(select(&mut d, &mut hooks, &m, load), Ok(Selected::Morphed(load)));
    assert_eq!(hooks.calls, vec![format!("complex 0 root {load} parent Some({load})")]);
    let ops = machine(&d, load).1;
    assert_eq!(ops[0], a, "complex pattern result 0: the base");
    assert_eq!(tconst(&d, ops[1]), 40, "complex pattern result 1: the offset");
    assert_eq!(tconst(&d, ops[2]), -40, "xform of record 3");
    assert_eq!(d.nodes[ops[3].node].payload, Payload::Register(7));
    assert_eq!(d.nodes[ops[3].node].vts, vec![I32]);
    assert_eq!(d.nodes[ops[4].node].payload, Payload::Register(8));
    assert_eq!(d.nodes[ops[5].node].payload, Payload::Register(700));
    assert_eq!(ops[6], e);
}

/// Unknown hook indices and malformed tables are errors.
#[test]
fn errors_not_panics() {
    let mut d = dag();
    let (a, b) = (arg(&mut d, 0), arg(&mut d, 1));
    let add = d.val(ADD, &[I64], &[a, b], Payload::None);
    keep(&mut d, add);
    let cases: Vec<(Vec<u8>, IselError)> = vec![
        (vec![o::CHECK_PATTERN_PREDICATE, 9], IselError::UnknownHook { kind: HookKind::PatternPredicate, index: 9 }),
        (vec![o::CHECK_PREDICATE, 5], IselError::UnknownHook { kind: HookKind::NodePredicate, index: 5 }),
        (
            vec![o::RECORD_NODE, o::CHECK_COMPLEX_PAT, 4, 0],
            IselError::UnknownHook { kind: HookKind::ComplexPattern, index: 4 },
        ),
        (
            vec![o::RECORD_NODE, o::EMIT_NODE_XFORM, 0, 0],
            IselError::UnknownHook { kind: HookKind::NodeXForm, index: 0 },
        ),
        (vec![o::RECORD_NODE, 200], IselError::UnknownOperation { at: 1, opcode: 200 }),
        (vec![o::COVERAGE + 1], IselError::UnknownOperation { at: 0, opcode: o::COVERAGE + 1 }),
        (vec![o::CHECK_SAME, 3], IselError::BadRecord { at: 0, index: 3, recorded: 0 }),
        (vec![o::MOVE_PARENT], IselError::NodeStack { at: 0 }),
        (vec![o::CHECK_FOLDABLE_CHAIN_NODE], IselError::NodeStack { at: 0 }),
        (vec![o::MOVE_CHILD0], IselError::Truncated { at: 1 }),
        (vec![o::CHECK_OPCODE, 1], IselError::Truncated { at: 2 }),
        (vec![o::CHECK_INTEGER, 0x80, 0x80], IselError::Truncated { at: 3 }),
        (cat(&[&[o::CHECK_INTEGER], &[0xff; 10], &[1]]), IselError::BadNumber { at: 1 }),
        (vec![o::SCOPE, 50, o::CHECK_TYPE_I32], IselError::Truncated { at: 52 }),
        (
            vec![o::RECORD_NODE, o::EMIT_MERGE_INPUT_CHAINS, 0],
            IselError::BadDag { at: 1, what: "merging zero input chains" },
        ),
        (
            node(o::MORPH_NODE_TO, 5, o::OPFL_CHAIN, &[], &[]),
            IselError::BadDag { at: 0, what: "chained node emitted without an input chain" },
        ),
        (vec![o::COMPLETE_MATCH, 2, 0, 0], IselError::BadRecord { at: 0, index: 0, recorded: 0 }),
    ];
    for (table, want) in cases {
        assert_eq!(run(&mut d.clone(), &table, add.node), Err(want), "{table:?}");
    }
    // A leading switch whose cases run off the table.
    assert_eq!(Matcher::new(&[o::SWITCH_OPCODE, 9, 1, 0], OPCODES).unwrap_err(), IselError::Truncated { at: 13 });
    assert_eq!(Matcher::new(&[o::SWITCH_OPCODE, 1], OPCODES).unwrap_err(), IselError::Truncated { at: 2 });
    // Every prefix of a valid table: an error or no match, never a panic.
    let table = cat(&[&scope(&[
        vec![o::CHECK_OPCODE, 0, 0],
        cat(&[&[o::RECORD_CHILD0, o::RECORD_CHILD0 + 1], &node(o::MORPH_NODE_TO, 3, 0, &[8], &[0, 1])]),
    ])]);
    assert!(run(&mut d.clone(), &table, add.node).is_ok());
    // (The scope's closing 0 is never read: the second child completes.)
    for len in 0..table.len() - 1 {
        let r = run(&mut d.clone(), &table[..len], add.node);
        assert!(r.is_err(), "prefix {len}: {r:?}");
    }
    // Display names the problem.
    assert_eq!(IselError::Truncated { at: 4 }.to_string(), "matcher table truncated at byte 4");
}

/// xorshift64*: deterministic random bytes.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// A DAG with chains, glue, loads, constants and condition codes to throw
/// random tables at.
fn fuzz_dag() -> (TestDag, Vec<usize>) {
    let mut d = dag();
    let (a, b) = (arg(&mut d, 0), arg(&mut d, 1));
    let e = SdValue::new(d.entry(), 0);
    let k = d.new_constant(I64, 3);
    let add = d.val(ADD, &[I64], &[a, k], Payload::None);
    let load = d.add(LOAD, &[I64, OTHER], &[e, add, k], Payload::Load { ext: Ext::None, mem_vt: I64 });
    d.nodes[load].mem = Some(Mem { id: 1, load: true, store: false });
    let cc = d.val(CONDCODE, &[OTHER], &[], Payload::CondCode(17));
    let set = d.val(SETCC, &[I64], &[SdValue::new(load, 0), b, cc], Payload::None);
    let and = d.val(AND, &[I64], &[set, k], Payload::None);
    let copy = keep(&mut d, and);
    let call = d.add(CALL, &[OTHER, GLUE], &[SdValue::new(load, 1), a, SdValue::new(copy, 1)], Payload::None);
    keep(&mut d, SdValue::new(call, 0));
    (d, vec![add.node, load, set.node, and.node, call])
}

/// Random tables, and random mutations of a real-looking table: the runtime
/// returns, with a result or an error, and never panics.
#[test]
fn random_tables_never_panic() {
    let (base, roots) = fuzz_dag();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let seed_table = cat(&[&switch_opcode(&[
        (
            ADD,
            cat(&[
                &[o::RECORD_CHILD0, o::MOVE_CHILD0 + 1, o::CHECK_INTEGER],
                &signed(3),
                &[o::MOVE_PARENT, o::EMIT_INTEGER64, 6],
                &node(o::MORPH_NODE_TO, 4, 0, &[8], &[0, 1]),
            ]),
        ),
        (
            LOAD,
            cat(&[
                &[o::RECORD_NODE, o::RECORD_MEM_REF, o::RECORD_CHILD0 + 1, o::EMIT_MERGE_INPUT_CHAINS1_0],
                &node(o::MORPH_NODE_TO, M_LOAD, o::OPFL_CHAIN | o::OPFL_MEM_REFS, &[8], &[1]),
            ]),
        ),
        (
            SETCC,
            cat(&[
                &[o::CHECK_CHILD2_COND_CODE, 17, o::RECORD_CHILD0, o::RECORD_CHILD0 + 1, o::EMIT_NODE0_NONE + 1],
                &tv(9),
                &[8, 2, 0, 1, o::COMPLETE_MATCH, 1, 2],
            ]),
        ),
    ])]);
    let matcher_ok = Matcher::new(&seed_table, OPCODES).is_ok();
    assert!(matcher_ok);
    let mut outcomes = [0usize; 3];
    for round in 0..20_000 {
        let table: Vec<u8> = if round % 2 == 0 {
            let len = 1 + (rng.next() % 48) as usize;
            // Bias towards operation bytes so tables go somewhere.
            (0..len)
                .map(|_| if rng.next() % 3 == 0 { (rng.next() % 8) as u8 } else { (rng.next() % 176) as u8 })
                .collect()
        } else {
            let mut t = seed_table.clone();
            for _ in 0..1 + rng.next() % 3 {
                let i = (rng.next() as usize) % t.len();
                t[i] = rng.next() as u8;
            }
            t
        };
        let Ok(m) = Matcher::new(&table, OPCODES) else {
            outcomes[2] += 1;
            continue;
        };
        let m = m.with_step_limit(20_000);
        for &root in &roots {
            let mut d = base.clone();
            let mut hooks = Hooks { patterns: vec![true, false], ..Hooks::default() };
            match select(&mut d, &mut hooks, &m, root) {
                Ok(_) => outcomes[0] += 1,
                Err(_) => outcomes[1] += 1,
            }
        }
    }
    // Both outcomes occur: the random tables do reach selections.
    assert!(outcomes[0] > 0 && outcomes[1] > 0, "{outcomes:?}");
}

/// A DAG that claims `usize::MAX` operands for one node (breaking
/// `SelectionDag`'s contract, which LLVM bounds at `u16::MAX`), the rest
/// answered by a `TestDag`: what the extreme-argument check drives every
/// target's table with.
struct Miscounting {
    dag: TestDag,
    node: usize,
}

impl SelectionDag for Miscounting {
    type Node = usize;
    type MemOperand = Mem;
    fn opcode(&self, n: usize) -> u16 {
        self.dag.opcode(n)
    }
    fn num_operands(&self, n: usize) -> usize {
        if n == self.node {
            usize::MAX
        } else {
            self.dag.num_operands(n)
        }
    }
    fn operand(&self, n: usize, i: usize) -> SdValue<usize> {
        // Past the real operands: the node's first operand again.
        let real = self.dag.num_operands(n);
        self.dag.operand(n, if i < real { i } else { 0 })
    }
    fn num_values(&self, n: usize) -> usize {
        self.dag.num_values(n)
    }
    fn value_type(&self, n: usize, r: u32) -> u16 {
        self.dag.value_type(n, r)
    }
    fn uses(&self, n: usize, out: &mut Vec<tablegen_isel_runtime_tests::isel::SdUse<usize>>) {
        self.dag.uses(n, out)
    }
    fn constant(&self, n: usize) -> Option<ConstantInt> {
        self.dag.constant(n)
    }
    fn cond_code(&self, n: usize) -> Option<u8> {
        self.dag.cond_code(n)
    }
    fn vt_operand(&self, n: usize) -> Option<u16> {
        self.dag.vt_operand(n)
    }
    fn mem_operand(&self, n: usize) -> Option<Mem> {
        self.dag.mem_operand(n)
    }
    fn mem_access(&self, m: &Mem) -> tablegen_isel_runtime_tests::isel::MemAccess {
        self.dag.mem_access(m)
    }
    fn pointer_type(&self) -> u16 {
        self.dag.pointer_type()
    }
    fn is_deleted(&self, n: usize) -> bool {
        self.dag.is_deleted(n)
    }
    fn entry_node(&self) -> SdValue<usize> {
        self.dag.entry_node()
    }
    fn get_target_constant(&mut self, v: i64, vt: u16, loc: usize) -> SdValue<usize> {
        self.dag.get_target_constant(v, vt, loc)
    }
    fn to_target_constant(&mut self, v: SdValue<usize>, loc: usize) -> SdValue<usize> {
        self.dag.to_target_constant(v, loc)
    }
    fn get_register(&mut self, reg: u32, vt: u16) -> SdValue<usize> {
        self.dag.get_register(reg, vt)
    }
    fn get_copy_to_reg(
        &mut self,
        chain: SdValue<usize>,
        reg: u32,
        value: SdValue<usize>,
        glue: Option<SdValue<usize>>,
        loc: usize,
    ) -> usize {
        self.dag.get_copy_to_reg(chain, reg, value, glue, loc)
    }
    fn get_token_factor(&mut self, chains: &[SdValue<usize>], loc: usize) -> SdValue<usize> {
        self.dag.get_token_factor(chains, loc)
    }
    fn get_machine_node(&mut self, opcode: u16, vts: &[u16], ops: &[SdValue<usize>], loc: usize) -> usize {
        self.dag.get_machine_node(opcode, vts, ops, loc)
    }
    fn morph_node_to(&mut self, n: usize, opcode: u16, vts: &[u16], ops: &[SdValue<usize>]) -> usize {
        self.dag.morph_node_to(n, opcode, vts, ops)
    }
    fn replace_uses(&mut self, from: SdValue<usize>, to: SdValue<usize>) {
        self.dag.replace_uses(from, to)
    }
    fn replace_node(&mut self, from: usize, to: usize) {
        self.dag.replace_node(from, to)
    }
    fn remove_dead_node(&mut self, n: usize) {
        self.dag.remove_dead_node(n)
    }
    fn remove_dead_nodes(&mut self, ns: &[usize]) {
        self.dag.remove_dead_nodes(ns)
    }
    fn set_mem_refs(&mut self, n: usize, mems: &[Mem]) {
        self.dag.set_mem_refs(n, mems)
    }
}

/// Hooks the tables below never call.
struct NoHooks;

impl IselHooks<Miscounting> for NoHooks {
    fn pattern_predicate(&self, _: &Miscounting, index: u32) -> Result<bool, IselError> {
        Err(IselError::UnknownHook { kind: HookKind::PatternPredicate, index })
    }
    fn node_predicate(&self, _: &Miscounting, _: usize, index: u32) -> Result<bool, IselError> {
        Err(IselError::UnknownHook { kind: HookKind::NodePredicate, index })
    }
    fn node_predicate_with_operands(
        &self,
        _: &Miscounting,
        _: usize,
        index: u32,
        _: &[SdValue<usize>],
    ) -> Result<bool, IselError> {
        Err(IselError::UnknownHook { kind: HookKind::NodePredicateWithOperands, index })
    }
    fn complex_pattern(
        &mut self,
        _: &mut Miscounting,
        _: usize,
        _: Option<usize>,
        _: SdValue<usize>,
        index: u32,
        _: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        Err(IselError::UnknownHook { kind: HookKind::ComplexPattern, index })
    }
    fn node_xform(&mut self, _: &mut Miscounting, _: SdValue<usize>, index: u32) -> Result<SdValue<usize>, IselError> {
        Err(IselError::UnknownHook { kind: HookKind::NodeXForm, index })
    }
    fn instr_may_load(&self, _: u16) -> bool {
        false
    }
    fn instr_may_store(&self, _: u16) -> bool {
        false
    }
}

/// A root that claims `usize::MAX` operands: copying its variadic operands,
/// capturing its glue and checking what folds into it read at most
/// `u16::MAX` of them (an `SDNode`'s limit) instead of allocating until
/// the process aborts (found by `.ci/extreme-args` on LLVM's call patterns).
#[test]
fn a_miscounted_operand_list_is_read_up_to_an_sdnode_s_limit() {
    let mut d = dag();
    let (a, b) = (arg(&mut d, 0), arg(&mut d, 1));
    let call = d.add(CALL, &[OTHER], &[SdValue::new(d.entry(), 0), a, b], Payload::None);
    let mut m = Miscounting { dag: d, node: call };
    let table = cat(&[
        &[o::CAPTURE_GLUE_INPUT, o::RECORD_NODE, o::RECORD_CHILD0 + 1, o::EMIT_MERGE_INPUT_CHAINS1_0],
        &node(o::MORPH_NODE_TO, 90, o::OPFL_CHAIN | o::OPFL_GLUE_INPUT | (2 << 4), &[], &[1]),
    ]);
    let matcher = Matcher::new(&table, OPCODES).unwrap();
    let r = select(&mut m, &mut NoHooks, &matcher, call);
    assert!(r.is_ok(), "{r:?}");
    let copied = m.dag.nodes[call].ops.len();
    assert!(copied <= usize::from(u16::MAX) + 4, "{copied} operands");
    // Folding `a` into the miscounted node walks its operands once each.
    let legal = tablegen_isel_runtime_tests::isel::is_legal_to_fold(&m, a, call, call, false);
    let _ = legal;
}

/// A glue chain that leads back to where it started (no LLVM DAG has one):
/// checking a fold walks it once and answers, rather than following it for
/// ever (found by `.ci/extreme-args` with a DAG of such cycles).
#[test]
fn a_glue_cycle_ends_the_fold_check() {
    let mut d = dag();
    let a = arg(&mut d, 0);
    let x = d.add(CALL, &[OTHER, GLUE], &[SdValue::new(d.entry(), 0), a], Payload::None);
    let y = d.add(CALL, &[OTHER, GLUE], &[SdValue::new(x, 0), SdValue::new(x, 1)], Payload::None);
    d.nodes[x].ops.push(SdValue::new(y, 1));
    let legal = tablegen_isel_runtime_tests::isel::is_legal_to_fold(&d, a, x, x, false);
    let _ = legal;
}
