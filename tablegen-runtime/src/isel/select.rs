//! [`select`]: the interpreter loop, operation by operation.

use super::dag::{operand_count, width_mask};
use super::fold::has_predecessor;
use super::matcher::{decode_sign_rotated, Reader};
use super::{
    has_one_use, mvt, opc, ConstantInt, IselError, IselHooks, Matcher, NodeOpcodes, SdUse, SdValue, SelectionDag,
};

/// What [`select`] did with the node.
///
/// ```
/// use tablegen_runtime::isel::Selected;
/// let s: Selected<usize> = Selected::Morphed(4);
/// assert!(matches!(s, Selected::Morphed(4)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Selected<N> {
    /// A `MorphNodeTo` pattern turned the node into this machine node (the
    /// node itself, or an identical node that replaced it).
    Morphed(N),
    /// An `OPC_CompleteMatch` pattern replaced every use of the node by the
    /// nodes it emitted and deleted it.
    Replaced,
}

/// Runs the matcher table on `node`, as LLVM 19's
/// `SelectionDAGISel::SelectCodeCommon`: tries the patterns in table order,
/// backtracking through scopes, and on the first that matches emits its
/// machine nodes, then morphs `node` or replaces its uses.
///
/// The node kinds `SelectCodeCommon` handles before the table (entry token,
/// registers, target constants, `CopyToReg`, `AssertZext`, inline asm, ...)
/// are the caller's: their opcodes have no case in the table, so this
/// returns [`IselError::CannotSelect`] for them.
///
/// Errors: [`IselError::CannotSelect`] when nothing matched; the others when
/// the table is malformed, a hook index is unknown, or the DAG breaks the
/// table's assumptions. The DAG may already have gained nodes then (as it
/// would in C++ when a pattern fails after emitting).
///
/// ```
/// use tablegen_runtime::isel::{select, IselError, IselHooks, Matcher, Selected, SelectionDag};
///
/// // Selects `root` with a generated table (`MATCHER_TABLE`, `NODE_OPCODES`
/// // of a `-gen-dag-isel --rust` module) over any DAG and hooks.
/// fn select_root<D: SelectionDag, H: IselHooks<D>>(
///     dag: &mut D,
///     hooks: &mut H,
///     matcher: &Matcher<'_>,
///     root: D::Node,
/// ) -> Result<Option<D::Node>, IselError> {
///     match select(dag, hooks, matcher, root)? {
///         Selected::Morphed(node) => Ok(Some(node)),
///         Selected::Replaced => Ok(None),
///     }
/// }
/// ```
pub fn select<D: SelectionDag, H: IselHooks<D>>(
    dag: &mut D,
    hooks: &mut H,
    matcher: &Matcher<'_>,
    node: D::Node,
) -> Result<Selected<D::Node>, IselError> {
    let root = SdValue::new(node, 0);
    let mut state = State {
        table: matcher.table,
        opcodes: matcher.opcodes,
        pos: matcher.start(dag.opcode(node)),
        op_start: 0,
        root: node,
        n: root,
        node_stack: alloc::vec![root],
        scopes: alloc::vec::Vec::new(),
        recorded: alloc::vec::Vec::new(),
        mem_refs: alloc::vec::Vec::new(),
        input_chain: None,
        input_glue: None,
        chain_nodes: alloc::vec::Vec::new(),
        scratch: alloc::vec::Vec::new(),
    };
    let mut steps = 0u64;
    loop {
        steps += 1;
        if steps > matcher.step_limit {
            return Err(IselError::StepLimit);
        }
        match state.step(dag, hooks)? {
            Flow::Next => {}
            Flow::Done(done) => return Ok(done),
            Flow::Fail => {
                if !state.backtrack()? {
                    return Err(IselError::CannotSelect { opcode: dag.opcode(node) });
                }
            }
        }
    }
}

enum Flow<N> {
    Next,
    Fail,
    Done(Selected<N>),
}

/// C++ `MatchScope`: what to restore when a scope's child fails.
struct Scope<N> {
    fail_index: usize,
    node_stack: alloc::vec::Vec<SdValue<N>>,
    recorded: usize,
    mem_refs: usize,
    input_chain: Option<SdValue<N>>,
    input_glue: Option<SdValue<N>>,
    has_chain_nodes: bool,
}

struct State<'t, N, M> {
    table: &'t [u8],
    opcodes: NodeOpcodes,
    /// C++ `MatcherIndex`.
    pos: usize,
    /// Where the current operation started (for errors).
    op_start: usize,
    /// C++ `NodeToMatch`.
    root: N,
    /// C++ `N`, the current node.
    n: SdValue<N>,
    node_stack: alloc::vec::Vec<SdValue<N>>,
    scopes: alloc::vec::Vec<Scope<N>>,
    /// C++ `RecordedNodes`: values with the node they are an operand of.
    recorded: alloc::vec::Vec<(SdValue<N>, Option<N>)>,
    /// C++ `MatchedMemRefs`.
    mem_refs: alloc::vec::Vec<M>,
    input_chain: Option<SdValue<N>>,
    input_glue: Option<SdValue<N>>,
    /// C++ `ChainNodesMatched`.
    chain_nodes: alloc::vec::Vec<N>,
    scratch: alloc::vec::Vec<SdUse<N>>,
}

/// The child-numbered operations: `(first, count)` ranges.
fn in_range(op: u8, first: u8, count: u8) -> Option<u8> {
    if op >= first && op - first < count {
        Some(op - first)
    } else {
        None
    }
}

impl<'t, N: Copy + Eq, M: Clone> State<'t, N, M> {
    fn reader(&self) -> Reader<'t> {
        Reader { table: self.table, pos: self.pos }
    }

    fn byte(&mut self) -> Result<u8, IselError> {
        let mut r = self.reader();
        let b = r.byte()?;
        self.pos = r.pos;
        Ok(b)
    }

    fn u16(&mut self) -> Result<u16, IselError> {
        let mut r = self.reader();
        let v = r.u16()?;
        self.pos = r.pos;
        Ok(v)
    }

    fn vbr(&mut self) -> Result<u64, IselError> {
        let mut r = self.reader();
        let v = r.vbr()?;
        self.pos = r.pos;
        Ok(v)
    }

    fn offset(&mut self) -> Result<usize, IselError> {
        let mut r = self.reader();
        let v = r.offset()?;
        self.pos = r.pos;
        Ok(v)
    }

    /// A jump target `size` bytes past the current position.
    fn skip(&self, size: usize) -> Result<usize, IselError> {
        self.pos.checked_add(size).ok_or(IselError::BadNumber { at: self.op_start })
    }

    fn record(&self, index: usize) -> Result<(SdValue<N>, Option<N>), IselError> {
        self.recorded.get(index).copied().ok_or(IselError::BadRecord {
            at: self.op_start,
            index,
            recorded: self.recorded.len(),
        })
    }

    fn bad_dag(&self, what: &'static str) -> IselError {
        IselError::BadDag { at: self.op_start, what }
    }

    fn child<D: SelectionDag<Node = N>>(&self, dag: &D, child: usize) -> Option<SdValue<N>> {
        (child < operand_count(dag, self.n.node)).then(|| dag.operand(self.n.node, child))
    }

    /// C++ `CheckType`.
    fn type_is<D: SelectionDag<Node = N>>(&self, dag: &D, vt: u16, value: SdValue<N>) -> Result<bool, IselError> {
        if value.result as usize >= dag.num_values(value.node) {
            return Err(self.bad_dag("value number out of range"));
        }
        let actual = dag.value_type(value.node, value.result);
        Ok(actual == vt || (vt == mvt::IPTR && actual == dag.pointer_type()))
    }

    /// C++ `CheckInteger`: the sign-rotated VBR, then whether `value` is a
    /// constant with that value.
    fn check_integer<D: SelectionDag<Node = N>>(
        &mut self,
        dag: &D,
        value: Option<SdValue<N>>,
    ) -> Result<bool, IselError> {
        let expected = decode_sign_rotated(self.vbr()?);
        Ok(value.and_then(|v| dag.constant(v.node)).and_then(ConstantInt::sext) == Some(expected))
    }

    /// C++ `CheckCondCode`.
    fn check_cond_code<D: SelectionDag<Node = N>>(
        &mut self,
        dag: &D,
        value: Option<SdValue<N>>,
    ) -> Result<bool, IselError> {
        let expected = self.byte()?;
        match value {
            None => Ok(false),
            Some(v) => match dag.cond_code(v.node) {
                Some(cc) => Ok(cc == expected),
                None => Err(self.bad_dag("condition-code check on a node that is no condition code")),
            },
        }
    }

    /// C++ `CheckAndImm` / `CheckOrImm` with `CheckAndMask` / `CheckOrMask`.
    fn check_mask<D: SelectionDag<Node = N>>(&mut self, dag: &D, is_and: bool) -> Result<bool, IselError> {
        let desired = self.vbr()?;
        let want = if is_and { self.opcodes.and } else { self.opcodes.or };
        if dag.opcode(self.n.node) != want {
            return Ok(false);
        }
        let (Some(lhs), Some(rhs)) = (self.child(dag, 0), self.child(dag, 1)) else {
            return Err(self.bad_dag("and/or node without two operands"));
        };
        let Some(c) = dag.constant(rhs.node) else { return Ok(false) };
        let mask = width_mask(c.bits);
        let actual = c.zext();
        let desired = desired & mask;
        if actual == desired {
            return Ok(true);
        }
        if actual & !desired != 0 {
            return Ok(false);
        }
        let needed = desired & !actual;
        Ok(if is_and {
            dag.masked_value_is_zero(lhs, needed, c.bits)
        } else {
            needed & !dag.known_one_bits(lhs, c.bits) == 0
        })
    }

    /// One operation. `Fail` sends the caller to [`State::backtrack`].
    fn step<D: SelectionDag<Node = N, MemOperand = M>, H: IselHooks<D>>(
        &mut self,
        dag: &mut D,
        hooks: &mut H,
    ) -> Result<Flow<N>, IselError> {
        use super::opc as o;
        self.op_start = self.pos;
        let op = self.byte()?;
        let ok = |b: bool| Ok(if b { Flow::Next } else { Flow::Fail });
        match op {
            o::SCOPE => {
                let size = self.offset()?;
                if size == 0 {
                    // A scope without children matches nothing.
                    return Ok(Flow::Fail);
                }
                let fail_index = self.skip(size)?;
                self.scopes.push(Scope {
                    fail_index,
                    node_stack: self.node_stack.clone(),
                    recorded: self.recorded.len(),
                    mem_refs: self.mem_refs.len(),
                    input_chain: self.input_chain,
                    input_glue: self.input_glue,
                    has_chain_nodes: !self.chain_nodes.is_empty(),
                });
                Ok(Flow::Next)
            }
            o::RECORD_NODE => {
                let parent = self.node_stack.len().checked_sub(2).map(|i| self.node_stack[i].node);
                self.recorded.push((self.n, parent));
                Ok(Flow::Next)
            }
            _ if in_range(op, o::RECORD_CHILD0, 8).is_some() => {
                let child = usize::from(op - o::RECORD_CHILD0);
                match self.child(dag, child) {
                    Some(v) => {
                        self.recorded.push((v, Some(self.n.node)));
                        Ok(Flow::Next)
                    }
                    None => Ok(Flow::Fail),
                }
            }
            o::RECORD_MEM_REF => {
                if let Some(mem) = dag.mem_operand(self.n.node) {
                    self.mem_refs.push(mem);
                }
                Ok(Flow::Next)
            }
            o::CAPTURE_GLUE_INPUT => {
                let n = operand_count(dag, self.n.node);
                if n != 0 {
                    let last = dag.operand(self.n.node, n - 1);
                    if dag.value_type(last.node, last.result) == mvt::GLUE {
                        self.input_glue = Some(last);
                    }
                }
                Ok(Flow::Next)
            }
            _ if op == o::MOVE_CHILD || in_range(op, o::MOVE_CHILD0, 8).is_some() => {
                let child = if op == o::MOVE_CHILD { self.byte()? } else { op - o::MOVE_CHILD0 };
                match self.child(dag, usize::from(child)) {
                    Some(v) => {
                        self.n = v;
                        self.node_stack.push(v);
                        Ok(Flow::Next)
                    }
                    None => Ok(Flow::Fail),
                }
            }
            _ if op == o::MOVE_SIBLING || in_range(op, o::MOVE_SIBLING0, 8).is_some() => {
                let sibling = if op == o::MOVE_SIBLING { self.byte()? } else { op - o::MOVE_SIBLING0 };
                self.move_parent()?;
                match self.child(dag, usize::from(sibling)) {
                    Some(v) => {
                        self.n = v;
                        self.node_stack.push(v);
                        Ok(Flow::Next)
                    }
                    None => Ok(Flow::Fail),
                }
            }
            o::MOVE_PARENT => {
                self.move_parent()?;
                Ok(Flow::Next)
            }
            o::CHECK_SAME => {
                let rec = usize::from(self.byte()?);
                let v = self.record(rec)?.0;
                ok(v == self.n)
            }
            _ if in_range(op, o::CHECK_CHILD0_SAME, 4).is_some() => {
                let child = usize::from(op - o::CHECK_CHILD0_SAME);
                let rec = usize::from(self.byte()?);
                let v = self.record(rec)?.0;
                ok(self.child(dag, child) == Some(v))
            }
            _ if op == o::CHECK_PATTERN_PREDICATE
                || op == o::CHECK_PATTERN_PREDICATE_TWO_BYTE
                || in_range(op, o::CHECK_PATTERN_PREDICATE0, 8).is_some() =>
            {
                let index = match op {
                    o::CHECK_PATTERN_PREDICATE => u32::from(self.byte()?),
                    o::CHECK_PATTERN_PREDICATE_TWO_BYTE => u32::from(self.u16()?),
                    _ => u32::from(op - o::CHECK_PATTERN_PREDICATE0),
                };
                ok(hooks.pattern_predicate(dag, index)?)
            }
            _ if op == o::CHECK_PREDICATE || in_range(op, o::CHECK_PREDICATE0, 8).is_some() => {
                let index = if op == o::CHECK_PREDICATE {
                    u32::from(self.byte()?)
                } else {
                    u32::from(op - o::CHECK_PREDICATE0)
                };
                ok(hooks.node_predicate(dag, self.n.node, index)?)
            }
            o::CHECK_PREDICATE_WITH_OPERANDS => {
                let count = self.byte()?;
                let mut operands = alloc::vec::Vec::with_capacity(usize::from(count));
                for _ in 0..count {
                    let rec = usize::from(self.byte()?);
                    operands.push(self.record(rec)?.0);
                }
                let index = u32::from(self.byte()?);
                ok(hooks.node_predicate_with_operands(dag, self.n.node, index, &operands)?)
            }
            _ if op == o::CHECK_COMPLEX_PAT || in_range(op, o::CHECK_COMPLEX_PAT0, 8).is_some() => {
                let index = if op == o::CHECK_COMPLEX_PAT {
                    u32::from(self.byte()?)
                } else {
                    u32::from(op - o::CHECK_COMPLEX_PAT0)
                };
                let rec = usize::from(self.byte()?);
                let (value, parent) = self.record(rec)?;
                let mut results = alloc::vec::Vec::new();
                if !hooks.complex_pattern(dag, self.root, parent, value, index, &mut results)? {
                    return Ok(Flow::Fail);
                }
                self.recorded.extend(results.into_iter().map(|v| (v, None)));
                Ok(Flow::Next)
            }
            o::CHECK_OPCODE => {
                let opc = self.u16()?;
                ok(dag.opcode(self.n.node) == opc)
            }
            o::CHECK_TYPE | o::CHECK_TYPE_I32 | o::CHECK_TYPE_I64 => {
                let vt = match op {
                    o::CHECK_TYPE_I32 => mvt::I32,
                    o::CHECK_TYPE_I64 => mvt::I64,
                    _ => u16::from(self.byte()?),
                };
                ok(self.type_is(dag, vt, self.n)?)
            }
            o::CHECK_TYPE_RES => {
                let res = u32::from(self.byte()?);
                let vt = u16::from(self.byte()?);
                ok(self.type_is(dag, vt, SdValue::new(self.n.node, res))?)
            }
            o::SWITCH_OPCODE => {
                let actual = dag.opcode(self.n.node);
                loop {
                    let size = self.offset()?;
                    if size == 0 {
                        return Ok(Flow::Fail);
                    }
                    let opc = self.u16()?;
                    if opc == actual {
                        return Ok(Flow::Next);
                    }
                    self.pos = self.skip(size)?;
                }
            }
            o::SWITCH_TYPE => {
                if self.n.result as usize >= dag.num_values(self.n.node) {
                    return Err(self.bad_dag("value number out of range"));
                }
                let actual = dag.value_type(self.n.node, self.n.result);
                loop {
                    let size = self.offset()?;
                    if size == 0 {
                        return Ok(Flow::Fail);
                    }
                    let mut vt = u16::from(self.byte()?);
                    if vt == mvt::IPTR {
                        vt = dag.pointer_type();
                    }
                    if vt == actual {
                        return Ok(Flow::Next);
                    }
                    self.pos = self.skip(size)?;
                }
            }
            _ if (o::CHECK_CHILD0_TYPE..o::CHECK_CHILD0_TYPE_I64 + 8).contains(&op) => {
                let (vt, child) = if let Some(c) = in_range(op, o::CHECK_CHILD0_TYPE_I32, 8) {
                    (mvt::I32, c)
                } else if let Some(c) = in_range(op, o::CHECK_CHILD0_TYPE_I64, 8) {
                    (mvt::I64, c)
                } else {
                    (u16::from(self.byte()?), op - o::CHECK_CHILD0_TYPE)
                };
                match self.child(dag, usize::from(child)) {
                    Some(v) => ok(self.type_is(dag, vt, v)?),
                    None => Ok(Flow::Fail),
                }
            }
            o::CHECK_INTEGER => {
                let v = Some(self.n);
                ok(self.check_integer(dag, v)?)
            }
            _ if in_range(op, o::CHECK_CHILD0_INTEGER, 5).is_some() => {
                let v = self.child(dag, usize::from(op - o::CHECK_CHILD0_INTEGER));
                ok(self.check_integer(dag, v)?)
            }
            o::CHECK_COND_CODE => {
                let v = Some(self.n);
                ok(self.check_cond_code(dag, v)?)
            }
            o::CHECK_CHILD2_COND_CODE => {
                let v = self.child(dag, 2);
                ok(self.check_cond_code(dag, v)?)
            }
            o::CHECK_VALUE_TYPE => {
                let vt = u16::from(self.byte()?);
                match dag.vt_operand(self.n.node) {
                    Some(actual) => ok(actual == vt || (vt == mvt::IPTR && actual == dag.pointer_type())),
                    None => Err(self.bad_dag("value-type check on a node that is no value type")),
                }
            }
            o::CHECK_AND_IMM => ok(self.check_mask(dag, true)?),
            o::CHECK_OR_IMM => ok(self.check_mask(dag, false)?),
            o::CHECK_IMM_ALL_ONES_V => ok(dag.is_constant_splat_all_ones(self.n.node)),
            o::CHECK_IMM_ALL_ZEROS_V => ok(dag.is_constant_splat_all_zeros(self.n.node)),
            o::CHECK_FOLDABLE_CHAIN_NODE => self.check_foldable_chain_node(dag, hooks),
            o::EMIT_INTEGER..=o::EMIT_STRING_INTEGER32 => {
                let vt = match op {
                    o::EMIT_INTEGER8 => mvt::I8,
                    o::EMIT_INTEGER16 => mvt::I16,
                    o::EMIT_INTEGER32 | o::EMIT_STRING_INTEGER32 => mvt::I32,
                    o::EMIT_INTEGER64 => mvt::I64,
                    _ => u16::from(self.byte()?),
                };
                let raw = self.vbr()?;
                let value = if op <= o::EMIT_INTEGER64 { decode_sign_rotated(raw) } else { raw as i64 };
                let c = dag.get_target_constant(value, vt, self.root);
                self.recorded.push((c, None));
                Ok(Flow::Next)
            }
            o::EMIT_REGISTER..=o::EMIT_REGISTER2 => {
                let vt = match op {
                    o::EMIT_REGISTER_I32 => mvt::I32,
                    o::EMIT_REGISTER_I64 => mvt::I64,
                    _ => u16::from(self.byte()?),
                };
                let reg = if op == o::EMIT_REGISTER2 { u32::from(self.u16()?) } else { u32::from(self.byte()?) };
                let r = dag.get_register(reg, vt);
                self.recorded.push((r, None));
                Ok(Flow::Next)
            }
            _ if op == o::EMIT_CONVERT_TO_TARGET || in_range(op, o::EMIT_CONVERT_TO_TARGET0, 8).is_some() => {
                let rec = if op == o::EMIT_CONVERT_TO_TARGET { self.byte()? } else { op - o::EMIT_CONVERT_TO_TARGET0 };
                let (mut imm, parent) = self.record(usize::from(rec))?;
                let opc = dag.opcode(imm.node);
                if opc == self.opcodes.constant || opc == self.opcodes.constant_fp {
                    imm = dag.to_target_constant(imm, self.root);
                }
                self.recorded.push((imm, parent));
                Ok(Flow::Next)
            }
            _ if (o::EMIT_MERGE_INPUT_CHAINS..=o::EMIT_MERGE_INPUT_CHAINS1_0 + 2).contains(&op) => {
                if self.input_chain.is_some() || !self.chain_nodes.is_empty() {
                    return Err(self.bad_dag("input chains merged twice in one pattern"));
                }
                let mut recs = [0u8; 256];
                let count = if op == o::EMIT_MERGE_INPUT_CHAINS {
                    let count = usize::from(self.byte()?);
                    if count == 0 {
                        return Err(self.bad_dag("merging zero input chains"));
                    }
                    for r in recs.iter_mut().take(count) {
                        *r = self.byte()?;
                    }
                    count
                } else {
                    recs[0] = op - o::EMIT_MERGE_INPUT_CHAINS1_0;
                    1
                };
                for &rec in &recs[..count] {
                    let v = self.record(usize::from(rec))?.0;
                    self.chain_nodes.push(v.node);
                    if v.node != self.root && !has_one_use(dag, v) {
                        self.chain_nodes.clear();
                        return Ok(Flow::Fail);
                    }
                }
                match self.merge_input_chains(dag)? {
                    Some(chain) => {
                        self.input_chain = Some(chain);
                        Ok(Flow::Next)
                    }
                    None => Ok(Flow::Fail),
                }
            }
            _ if op == o::EMIT_COPY_TO_REG
                || op == o::EMIT_COPY_TO_REG_TWO_BYTE
                || in_range(op, o::EMIT_COPY_TO_REG0, 8).is_some() =>
            {
                let rec = match in_range(op, o::EMIT_COPY_TO_REG0, 8) {
                    Some(r) => r,
                    None => self.byte()?,
                };
                let value = self.record(usize::from(rec))?.0;
                let reg =
                    if op == o::EMIT_COPY_TO_REG_TWO_BYTE { u32::from(self.u16()?) } else { u32::from(self.byte()?) };
                let chain = match self.input_chain {
                    Some(c) => c,
                    None => dag.entry_node(),
                };
                let copy = dag.get_copy_to_reg(chain, reg, value, self.input_glue, self.root);
                self.input_chain = Some(SdValue::new(copy, 0));
                self.input_glue = Some(SdValue::new(copy, 1));
                Ok(Flow::Next)
            }
            o::EMIT_NODE_XFORM => {
                let index = u32::from(self.byte()?);
                let rec = usize::from(self.byte()?);
                let value = self.record(rec)?.0;
                let out = hooks.node_xform(dag, value, index)?;
                self.recorded.push((out, None));
                Ok(Flow::Next)
            }
            o::COVERAGE => {
                let index = self.u16()?;
                hooks.coverage(index);
                Ok(Flow::Next)
            }
            _ if (o::EMIT_NODE..=o::MORPH_NODE_TO0_GLUE_OUTPUT + 2).contains(&op) => self.emit_node(dag, hooks, op),
            o::COMPLETE_MATCH => self.complete_match(dag),
            _ => Err(IselError::UnknownOperation { at: self.op_start, opcode: op }),
        }
    }

    fn move_parent(&mut self) -> Result<(), IselError> {
        if self.node_stack.len() < 2 {
            return Err(IselError::NodeStack { at: self.op_start });
        }
        self.node_stack.pop();
        if let Some(&top) = self.node_stack.last() {
            self.n = top;
        }
        Ok(())
    }

    /// C++ `OPC_CheckFoldableChainNode`.
    fn check_foldable_chain_node<D: SelectionDag<Node = N, MemOperand = M>, H: IselHooks<D>>(
        &mut self,
        dag: &D,
        hooks: &H,
    ) -> Result<Flow<N>, IselError> {
        let depth = self.node_stack.len();
        if depth < 2 {
            return Err(IselError::NodeStack { at: self.op_start });
        }
        // Every node between the root and this one must have one non-chain use.
        for i in 1..depth - 1 {
            let inner = self.node_stack[i].node;
            self.scratch.clear();
            dag.uses(inner, &mut self.scratch);
            let non_chain = self.scratch.iter().filter(|u| dag.value_type(inner, u.result) != mvt::OTHER).count();
            if non_chain > 1 {
                return Ok(Flow::Fail);
            }
        }
        let parent = self.node_stack[depth - 2].node;
        let foldable = hooks.is_profitable_to_fold(dag, self.n, parent, self.root)
            && hooks.is_legal_to_fold(dag, self.n, parent, self.root, true);
        Ok(if foldable { Flow::Next } else { Flow::Fail })
    }

    /// C++ `HandleMergeInputChains`: the chain the pattern's new nodes take,
    /// `None` when merging would create a cycle.
    fn merge_input_chains<D: SelectionDag<Node = N, MemOperand = M>>(
        &self,
        dag: &mut D,
    ) -> Result<Option<SdValue<N>>, IselError> {
        let first_input = |dag: &D, n: N| {
            if operand_count(dag, n) == 0 {
                Err(self.bad_dag("chained node without operands"))
            } else {
                Ok(dag.operand(n, 0))
            }
        };
        if self.chain_nodes.len() == 1 {
            return first_input(dag, self.chain_nodes[0]).map(Some);
        }
        let mut visited: alloc::vec::Vec<N> = self.chain_nodes.clone();
        let mut worklist: alloc::vec::Vec<N> = self.chain_nodes.clone();
        let mut inputs: alloc::vec::Vec<SdValue<N>> = alloc::vec::Vec::new();
        // Collect the chains from outside the pattern, looking through token
        // factors.
        let mut pending: alloc::vec::Vec<SdValue<N>> = alloc::vec::Vec::new();
        while let Some(n) = worklist.pop() {
            pending.push(first_input(dag, n)?);
            while let Some(v) = pending.pop() {
                if dag.value_type(v.node, v.result) != mvt::OTHER {
                    continue;
                }
                let opc = dag.opcode(v.node);
                if opc == self.opcodes.entry_token || visited.contains(&v.node) {
                    continue;
                }
                visited.push(v.node);
                if opc == self.opcodes.token_factor {
                    // Depth-first in operand order, as the recursion in C++.
                    let k = operand_count(dag, v.node);
                    for i in (0..k).rev() {
                        pending.push(dag.operand(v.node, i));
                    }
                } else {
                    inputs.push(v);
                }
            }
        }
        if inputs.is_empty() {
            return Ok(Some(dag.entry_node()));
        }
        // No input chain may itself depend on a node of the pattern. (LLVM
        // prunes this search by topological node ids and gives up after 8192
        // nodes; without ids the search here is complete and unbounded.)
        let mut visited: alloc::vec::Vec<N> = alloc::vec::Vec::new();
        let mut worklist: alloc::vec::Vec<N> = inputs.iter().map(|v| v.node).collect();
        for &n in &self.chain_nodes {
            if has_predecessor(dag, n, &mut visited, &mut worklist, 0) {
                return Ok(None);
            }
        }
        if inputs.len() == 1 {
            return Ok(Some(inputs[0]));
        }
        let loc = self.chain_nodes[0];
        Ok(Some(dag.get_token_factor(&inputs, loc)))
    }

    /// The `OPC_EmitNode*` and `OPC_MorphNodeTo*` family.
    fn emit_node<D: SelectionDag<Node = N, MemOperand = M>, H: IselHooks<D>>(
        &mut self,
        dag: &mut D,
        hooks: &mut H,
        op: u8,
    ) -> Result<Flow<N>, IselError> {
        use super::opc as o;
        let target = self.u16()?;
        // (flags, VT count) implied by the compressed forms.
        let implied: Option<(Option<u8>, Option<u8>)> = match op {
            o::EMIT_NODE | o::MORPH_NODE_TO => Some((None, None)),
            _ => [
                (o::EMIT_NODE0, None),
                (o::EMIT_NODE0_NONE, Some(0)),
                (o::EMIT_NODE0_CHAIN, Some(o::OPFL_CHAIN)),
                (o::MORPH_NODE_TO0, None),
                (o::MORPH_NODE_TO0_NONE, Some(0)),
                (o::MORPH_NODE_TO0_CHAIN, Some(o::OPFL_CHAIN)),
                (o::MORPH_NODE_TO0_GLUE_INPUT, Some(o::OPFL_GLUE_INPUT)),
                (o::MORPH_NODE_TO0_GLUE_OUTPUT, Some(o::OPFL_GLUE_OUTPUT)),
            ]
            .iter()
            .find_map(|&(first, flags)| in_range(op, first, 3).map(|n| (flags, Some(n)))),
        };
        let Some((flags, num_vts)) = implied else {
            return Err(IselError::UnknownOperation { at: self.op_start, opcode: op });
        };
        let flags = match flags {
            Some(f) => f,
            None => self.byte()?,
        };
        let num_vts = match num_vts {
            Some(n) => n,
            None => self.byte()?,
        };
        let mut vts: alloc::vec::Vec<u16> = alloc::vec::Vec::with_capacity(usize::from(num_vts) + 2);
        for _ in 0..num_vts {
            let vt = u16::from(self.byte()?);
            vts.push(if vt == mvt::IPTR { dag.pointer_type() } else { vt });
        }
        if flags & o::OPFL_CHAIN != 0 {
            vts.push(mvt::OTHER);
        }
        if flags & o::OPFL_GLUE_OUTPUT != 0 {
            vts.push(mvt::GLUE);
        }
        let num_ops = self.byte()?;
        let mut ops: alloc::vec::Vec<SdValue<N>> = alloc::vec::Vec::with_capacity(usize::from(num_ops) + 4);
        for _ in 0..num_ops {
            let rec = self.offset()?;
            ops.push(self.record(rec)?.0);
        }
        if flags & o::OPFL_VARIADIC_INFO != 0 {
            let fixed = usize::from((flags & o::OPFL_VARIADIC_INFO) >> 4) - 1 + usize::from(flags & o::OPFL_CHAIN);
            let total = operand_count(dag, self.root);
            if total < fixed {
                return Err(self.bad_dag("variadic root with fewer operands than its fixed ones"));
            }
            for i in fixed..total {
                let v = dag.operand(self.root, i);
                if dag.value_type(v.node, v.result) == mvt::GLUE {
                    break;
                }
                ops.push(v);
            }
        }
        if flags & o::OPFL_CHAIN != 0 {
            match self.input_chain {
                Some(c) => ops.push(c),
                None => return Err(self.bad_dag("chained node emitted without an input chain")),
            }
        }
        if flags & o::OPFL_GLUE_INPUT != 0 {
            if let Some(g) = self.input_glue {
                ops.push(g);
            }
        }
        let may_raise = self.chain_nodes.iter().any(|&c| dag.may_raise_fp_exception(c) && !dag.has_no_fp_except(c));
        let morph = op == o::MORPH_NODE_TO || op >= o::MORPH_NODE_TO0;
        let res = if morph {
            self.morph_node(dag, target, &vts, &ops, flags)?
        } else {
            let res = dag.get_machine_node(target, &vts, &ops, self.root);
            for (i, &vt) in vts.iter().enumerate() {
                if vt == mvt::OTHER || vt == mvt::GLUE {
                    break;
                }
                self.recorded.push((SdValue::new(res, i as u32), None));
            }
            res
        };
        if !may_raise && dag.may_raise_fp_exception(res) {
            dag.set_no_fp_except(res);
        }
        let n = vts.len() as u32;
        if flags & o::OPFL_GLUE_OUTPUT != 0 {
            self.input_glue = Some(SdValue::new(res, n - 1));
            if flags & o::OPFL_CHAIN != 0 {
                self.input_chain = Some(SdValue::new(res, n - 2));
            }
        } else if flags & o::OPFL_CHAIN != 0 {
            self.input_chain = Some(SdValue::new(res, n - 1));
        }
        if flags & o::OPFL_MEM_REFS != 0 {
            let (may_load, may_store) = (hooks.instr_may_load(target), hooks.instr_may_store(target));
            let kept: alloc::vec::Vec<M> = self
                .mem_refs
                .iter()
                .filter(|m| {
                    let access = dag.mem_access(m);
                    if access.load {
                        may_load
                    } else if access.store {
                        may_store
                    } else {
                        true
                    }
                })
                .cloned()
                .collect();
            dag.set_mem_refs(res, &kept);
        }
        if morph {
            self.update_chains(dag, res, true)?;
            return Ok(Flow::Done(Selected::Morphed(res)));
        }
        Ok(Flow::Next)
    }

    /// C++ `SelectionDAGISel::MorphNode`.
    fn morph_node<D: SelectionDag<Node = N, MemOperand = M>>(
        &mut self,
        dag: &mut D,
        target: u16,
        vts: &[u16],
        ops: &[SdValue<N>],
        flags: u8,
    ) -> Result<N, IselError> {
        let node = self.root;
        let count = dag.num_values(node);
        if count == 0 {
            return Err(self.bad_dag("morphing a node without values"));
        }
        let vt = |i: usize| dag.value_type(node, i as u32);
        let (mut old_glue, mut old_chain) = (None, None);
        if vt(count - 1) == mvt::GLUE {
            old_glue = Some(count - 1);
            if count != 1 && vt(count - 2) == mvt::OTHER {
                old_chain = Some(count - 2);
            }
        } else if vt(count - 1) == mvt::OTHER {
            old_chain = Some(count - 1);
        }
        let res = dag.morph_node_to(node, target, vts, ops);
        let mut res_count = dag.num_values(res);
        if flags & opc::OPFL_GLUE_OUTPUT != 0 {
            if let Some(g) = old_glue {
                if res_count == 0 {
                    return Err(self.bad_dag("morphed node without values"));
                }
                if g != res_count - 1 {
                    dag.replace_uses(SdValue::new(node, g as u32), SdValue::new(res, (res_count - 1) as u32));
                }
            }
            res_count = res_count.saturating_sub(1);
        }
        if flags & opc::OPFL_CHAIN != 0 {
            if let Some(c) = old_chain {
                if res_count == 0 {
                    return Err(self.bad_dag("morphed node without a chain result"));
                }
                if c != res_count - 1 {
                    dag.replace_uses(SdValue::new(node, c as u32), SdValue::new(res, (res_count - 1) as u32));
                }
            }
        }
        if res != node {
            dag.replace_node(node, res);
            self.chain_nodes.retain(|&c| c != node);
        }
        // Matched chain nodes that the morph deleted are forgotten (C++'s
        // DAGNodeDeletedListener).
        self.chain_nodes.retain(|&c| !dag.is_deleted(c));
        Ok(res)
    }

    /// C++ `SelectionDAGISel::UpdateChains`: the matched chained nodes'
    /// chain results now come from the new chain.
    fn update_chains<D: SelectionDag<Node = N, MemOperand = M>>(
        &mut self,
        dag: &mut D,
        root: N,
        morphed: bool,
    ) -> Result<(), IselError> {
        let mut dead: alloc::vec::Vec<N> = alloc::vec::Vec::new();
        if !self.chain_nodes.is_empty() {
            let Some(input_chain) = self.input_chain else {
                return Err(self.bad_dag("matched chained nodes without producing a chain"));
            };
            let chain_nodes = core::mem::take(&mut self.chain_nodes);
            for &c in &chain_nodes {
                if dag.is_deleted(c) || (c == root && morphed) {
                    continue;
                }
                let count = dag.num_values(c);
                if count == 0 {
                    return Err(self.bad_dag("chained node without values"));
                }
                let mut chain = SdValue::new(c, (count - 1) as u32);
                if dag.value_type(c, chain.result) == mvt::GLUE {
                    if count < 2 {
                        return Err(self.bad_dag("chained node without a chain result"));
                    }
                    chain.result -= 1;
                }
                if dag.value_type(c, chain.result) != mvt::OTHER {
                    return Err(self.bad_dag("chained node without a chain result"));
                }
                if dag.opcode(c) != self.opcodes.token_factor {
                    dag.replace_uses(chain, input_chain);
                }
                if c != root && !dead.contains(&c) && !dag.is_deleted(c) {
                    self.scratch.clear();
                    dag.uses(c, &mut self.scratch);
                    if self.scratch.is_empty() {
                        dead.push(c);
                    }
                }
            }
            self.chain_nodes = chain_nodes;
        }
        if !dead.is_empty() {
            dag.remove_dead_nodes(&dead);
        }
        Ok(())
    }

    /// C++ `OPC_CompleteMatch`.
    fn complete_match<D: SelectionDag<Node = N, MemOperand = M>>(&mut self, dag: &mut D) -> Result<Flow<N>, IselError> {
        let count = self.byte()?;
        let root = self.root;
        for i in 0..u32::from(count) {
            let slot = self.offset()?;
            let value = self.record(slot)?.0;
            if i as usize >= dag.num_values(root) {
                return Err(self.bad_dag("more results than the matched node has"));
            }
            let vt = dag.value_type(root, i);
            if vt == mvt::OTHER || vt == mvt::GLUE {
                return Err(self.bad_dag("replacing a chain or glue result as a value"));
            }
            dag.replace_uses(SdValue::new(root, i), value);
        }
        self.update_chains(dag, root, false)?;
        let n = dag.num_values(root);
        if n != 0 && dag.value_type(root, (n - 1) as u32) == mvt::GLUE {
            if let Some(glue) = self.input_glue {
                dag.replace_uses(SdValue::new(root, (n - 1) as u32), glue);
            }
        }
        dag.remove_dead_node(root);
        Ok(Flow::Done(Selected::Replaced))
    }

    /// Restores the innermost scope and moves to its next child, popping
    /// finished scopes (C++: the code after the operation switch). `false`
    /// when no scope is left.
    fn backtrack(&mut self) -> Result<bool, IselError> {
        loop {
            let Some(scope) = self.scopes.last_mut() else { return Ok(false) };
            self.recorded.truncate(scope.recorded);
            self.node_stack.clone_from(&scope.node_stack);
            self.mem_refs.truncate(scope.mem_refs);
            self.input_chain = scope.input_chain;
            self.input_glue = scope.input_glue;
            if !scope.has_chain_nodes {
                self.chain_nodes.clear();
            }
            let fail_index = scope.fail_index;
            if let Some(&top) = self.node_stack.last() {
                self.n = top;
            }
            self.pos = fail_index;
            self.op_start = fail_index;
            let size = self.offset()?;
            if size != 0 {
                let next = self.skip(size)?;
                if let Some(scope) = self.scopes.last_mut() {
                    scope.fail_index = next;
                }
                return Ok(true);
            }
            self.scopes.pop();
        }
    }
}
