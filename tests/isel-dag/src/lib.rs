//! A small selection DAG implementing tablegen-runtime's `SelectionDag`, as
//! LLVM's `SelectionDAG` behaves for what its users need: nodes in a vector
//! (handles are indices), uses found by scanning, dead nodes marked deleted
//! (never reused) with their newly dead operands. [`TestDag::new`] makes a
//! DAG without CSE; [`TestDag::llvm`] one that mirrors LLVM's CSE (re-CSE
//! and merging of users on replacement) and protects the DAG's root, so
//! that a selection leaves it node for node as LLVM leaves its own. Known
//! bits, per-node class text and no-FP-except flags, and the instructions
//! and nodes that may raise FP exceptions are there for the users that
//! need them; the rest leave them empty.
//!
//! One implementation for the repository: `examples/riscv_expr` selects its
//! RV64IM expressions on it, `tests/isel-runtime` runs hand-assembled and
//! LLVM's RISC-V tables on it, `tests/generated` calls a generated module's
//! hooks with it, and `tests/isel-llvm` rebuilds LLVM's DAGs in it for the
//! differential against libLLVM-19's `SelectCodeCommon` (printing them as
//! its C++ harness does is its own, over this DAG).
//! The node opcodes it creates itself are given as [`Kinds`], so it serves
//! any node-opcode numbering. [`rv64im`] holds what the example and the
//! RISC-V differential share of the subtarget they both select for, and
//! [`faults`] the corruptions of a table both check they catch.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod faults;
pub mod imm;
pub mod rv64im;

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use tablegen_runtime::isel::{ConstantInt, MemAccess, SdUse, SdValue, SelectionDag};

/// `MVT::Other`.
pub const OTHER: u16 = 1;
/// `MVT::i1`.
pub const I1: u16 = 2;
/// `MVT::i8`.
pub const I8: u16 = 5;
/// `MVT::i16`.
pub const I16: u16 = 6;
/// `MVT::i32`.
pub const I32: u16 = 7;
/// `MVT::i64`.
pub const I64: u16 = 8;
/// `MVT::Glue`.
pub const GLUE: u16 = 191;

/// The bit width of an integer value type (LLVM 19's MVT numbers: i1 2,
/// i2 3, i4 4, i8 5, i16 6, i32 7, i64 8, i128 9); 64 for any other.
pub fn vt_bits(vt: u16) -> u32 {
    match vt {
        I1 => 1,
        3 => 2,
        4 => 4,
        I8 => 8,
        I16 => 16,
        I32 => 32,
        9 => 128,
        _ => 64,
    }
}

/// How a load extends (C++ `ISD::LoadExtType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ext {
    /// `ISD::NON_EXTLOAD`.
    None,
    /// `ISD::EXTLOAD`.
    Any,
    /// `ISD::SEXTLOAD`.
    Sign,
    /// `ISD::ZEXTLOAD`.
    Zero,
}

/// What a node carries besides opcode, types and operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Payload {
    /// Nothing.
    None,
    /// `ConstantSDNode` (Constant or TargetConstant).
    Constant(ConstantInt),
    /// `CondCodeSDNode`.
    CondCode(u8),
    /// `VTSDNode`.
    ValueType(u16),
    /// `RegisterSDNode`: a register number (what it means is the user's).
    Register(u32),
    /// `LoadSDNode` (unindexed).
    Load {
        /// Extension.
        ext: Ext,
        /// Memory type.
        mem_vt: u16,
    },
    /// `StoreSDNode` (unindexed).
    Store {
        /// Truncating store.
        truncating: bool,
        /// Memory type.
        mem_vt: u16,
    },
}

/// A memory operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mem {
    /// Which (the user's choice; 0 when it does not matter).
    pub id: u32,
    /// Reads memory.
    pub load: bool,
    /// Writes memory.
    pub store: bool,
}

/// One node.
#[derive(Clone, Debug)]
pub struct Node {
    /// Node opcode (not meaningful once `machine` is set).
    pub opcode: u16,
    /// The target instruction, once a machine node.
    pub machine: Option<u16>,
    /// Result types.
    pub vts: Vec<u16>,
    /// Operands.
    pub ops: Vec<SdValue<usize>>,
    /// Extra data.
    pub payload: Payload,
    /// What else the node's class carries, as text of the user's choosing
    /// (a frame index, a global address, an FP constant...): part of the
    /// node's identity under [`TestDag::llvm`]'s CSE.
    pub class: Option<String>,
    /// Memory operand of a memory node.
    pub mem: Option<Mem>,
    /// Memory operands of a machine node.
    pub mem_refs: Vec<Mem>,
    /// C++ `SDNodeFlags::hasNoFPExcept()`.
    pub no_fp_except: bool,
    /// Deleted.
    pub deleted: bool,
}

impl Node {
    /// A node of `opcode` with nothing but its types, operands and payload.
    pub fn new(opcode: u16, vts: &[u16], ops: &[SdValue<usize>], payload: Payload) -> Self {
        Node {
            opcode,
            machine: None,
            vts: vts.to_vec(),
            ops: ops.to_vec(),
            payload,
            class: None,
            mem: None,
            mem_refs: Vec::new(),
            no_fp_except: false,
            deleted: false,
        }
    }

    /// A machine node of instruction `opcode`.
    fn machine(opcode: u16, vts: &[u16], ops: &[SdValue<usize>]) -> Self {
        Node { machine: Some(opcode), ..Node::new(u16::MAX, vts, ops, Payload::None) }
    }
}

/// The node opcodes the DAG itself creates.
#[derive(Clone, Copy, Debug)]
pub struct Kinds {
    /// `ISD::EntryToken`.
    pub entry_token: u16,
    /// `ISD::TokenFactor`.
    pub token_factor: u16,
    /// `ISD::Constant`.
    pub constant: u16,
    /// `ISD::TargetConstant`.
    pub target_constant: u16,
    /// `ISD::ConstantFP`.
    pub constant_fp: u16,
    /// `ISD::TargetConstantFP`.
    pub target_constant_fp: u16,
    /// `ISD::Register`.
    pub register: u16,
    /// `ISD::CopyToReg`.
    pub copy_to_reg: u16,
}

/// Which nodes may raise a floating-point exception (C++
/// `SelectionDAGISel::mayRaiseFPException`); empty by default: none.
#[derive(Clone, Debug, Default)]
pub struct FpExceptions {
    /// Target instructions flagged `mayRaiseFPException`.
    pub instructions: HashSet<u16>,
    /// Node opcodes that may raise one (the `ISD::STRICT_` nodes).
    pub nodes: HashSet<u16>,
}

/// What LLVM's CSE maps a node by: kind, types, operands and class data.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct CseKey {
    kind: Result<u16, u16>,
    vts: Vec<u16>,
    ops: Vec<SdValue<usize>>,
    payload: Payload,
    class: Option<String>,
    mem: Option<Mem>,
}

impl CseKey {
    /// `None` for the nodes LLVM never CSEs (glue results, no results).
    fn of(node: &Node) -> Option<CseKey> {
        if node.vts.is_empty() || node.vts.contains(&GLUE) {
            return None;
        }
        Some(CseKey {
            kind: node.machine.ok_or(node.opcode),
            vts: node.vts.clone(),
            ops: node.ops.clone(),
            payload: node.payload,
            class: node.class.clone(),
            mem: node.mem,
        })
    }
}

/// The DAG.
#[derive(Clone, Debug)]
pub struct TestDag {
    /// Every node ever made; handles index this.
    pub nodes: Vec<Node>,
    /// Opcodes of the nodes the DAG makes.
    pub kinds: Kinds,
    /// What `iPTR` stands for.
    pub pointer_vt: u16,
    /// The node never deleted: the entry token from [`TestDag::new`], the
    /// DAG's root (C++ `getRoot()`, held by a handle) for [`TestDag::llvm`],
    /// which follows it when it is replaced or merged.
    pub root: usize,
    /// `computeKnownBits` of values: `(zero, one)` by `(node, result)`, for
    /// `masked_value_is_zero` and `known_one_bits` (nothing known otherwise).
    pub known: HashMap<(usize, u32), (u64, u64)>,
    /// What `may_raise_fp_exception` answers from.
    pub fp_exceptions: Arc<FpExceptions>,
    /// LLVM's CSE map, under [`TestDag::llvm`].
    cse: Option<HashMap<CseKey, usize>>,
}

impl TestDag {
    /// A DAG holding only its entry token (node 0), without CSE: every node
    /// made is a new one.
    pub fn new(kinds: Kinds) -> Self {
        let mut dag = TestDag::empty(kinds, None);
        dag.add(kinds.entry_token, &[OTHER], &[], Payload::None);
        dag
    }

    /// An empty DAG that behaves as LLVM 19's `SelectionDAG` does for
    /// `SelectCodeCommon`, closely enough that the DAG after a selection is
    /// node for node LLVM's: CSE of every node without a glue result by its
    /// [`Node`] data (the nodes it makes, and users whose operands change,
    /// which are merged into an identical existing node as
    /// `AddModifiedNodeToCSEMaps` does), and `root` never removed. The user
    /// adds the DAG as LLVM built it with [`TestDag::push`], the entry token
    /// first, then sets `root`.
    pub fn llvm(kinds: Kinds) -> Self {
        TestDag::empty(kinds, Some(HashMap::new()))
    }

    fn empty(kinds: Kinds, cse: Option<HashMap<CseKey, usize>>) -> Self {
        TestDag {
            nodes: Vec::new(),
            kinds,
            pointer_vt: I64,
            root: 0,
            known: HashMap::new(),
            fp_exceptions: Arc::default(),
            cse,
        }
    }

    /// The entry token's handle.
    pub fn entry(&self) -> usize {
        0
    }

    /// Adds a node as it is, to the CSE map too (where an identical node
    /// is already mapped, that one stays).
    pub fn push(&mut self, node: Node) -> usize {
        let key = self.cse.as_ref().and_then(|_| CseKey::of(&node));
        self.nodes.push(node);
        let n = self.nodes.len() - 1;
        if let (Some(cse), Some(key)) = (self.cse.as_mut(), key) {
            cse.entry(key).or_insert(n);
        }
        n
    }

    /// Adds a node of `opcode` (a node-opcode number or a generated
    /// `NodeOpcode`).
    pub fn add(&mut self, opcode: impl Into<u16>, vts: &[u16], ops: &[SdValue<usize>], payload: Payload) -> usize {
        self.push(Node::new(opcode.into(), vts, ops, payload))
    }

    /// Adds a node and returns its value 0.
    pub fn val(
        &mut self,
        opcode: impl Into<u16>,
        vts: &[u16],
        ops: &[SdValue<usize>],
        payload: Payload,
    ) -> SdValue<usize> {
        SdValue::new(self.add(opcode, vts, ops, payload), 0)
    }

    /// An `ISD::Constant`.
    pub fn new_constant(&mut self, vt: u16, value: i64) -> SdValue<usize> {
        self.val(self.kinds.constant, &[vt], &[], Payload::Constant(Self::truncated(vt, value)))
    }

    /// An `ISD::Register`.
    pub fn register(&mut self, vt: u16, reg: u32) -> SdValue<usize> {
        self.val(self.kinds.register, &[vt], &[], Payload::Register(reg))
    }

    /// Records what `computeKnownBits` knows of `value`.
    pub fn set_known_bits(&mut self, value: SdValue<usize>, zero: u64, one: u64) {
        self.known.insert((value.node, value.result), (zero, one));
    }

    /// Whether `node` is (still) a node of `opcode`, not a machine node.
    pub fn is(&self, node: usize, opcode: impl Into<u16>) -> bool {
        let n = &self.nodes[node];
        n.machine.is_none() && n.opcode == opcode.into()
    }

    /// The sign-extended value of a constant node.
    pub fn sext(&self, v: SdValue<usize>) -> Option<i64> {
        self.constant(v.node).and_then(ConstantInt::sext)
    }

    /// Number of uses of any value of `n` by live nodes.
    pub fn use_count(&self, n: usize) -> usize {
        self.nodes.iter().filter(|m| !m.deleted).flat_map(|m| m.ops.iter()).filter(|o| o.node == n).count()
    }

    /// Whether a selection loop that walks the nodes in reverse creation
    /// order (users before their operands) selects node `n` when it
    /// reaches it: live, not yet a machine node, not of a kind the loop
    /// leaves alone (`leave`, node opcodes), and `root` or still used.
    pub fn awaits_selection(&self, n: usize, root: usize, leave: &[u16]) -> bool {
        let Some(node) = self.nodes.get(n) else { return false };
        !(node.deleted || node.machine.is_some() || leave.contains(&node.opcode))
            && (n == root || self.use_count(n) > 0)
    }

    /// Live nodes.
    pub fn live(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.nodes.len()).filter(|&n| !self.nodes[n].deleted)
    }

    fn truncated(vt: u16, value: i64) -> ConstantInt {
        let c = ConstantInt::new(vt_bits(vt), value as u64);
        ConstantInt::new(c.bits, c.zext())
    }

    /// A node the selection makes: with CSE, the identical live node if
    /// there is one.
    fn make(&mut self, node: Node) -> usize {
        if let Some(existing) = self.cse_find(&CseKey::of(&node)) {
            return existing;
        }
        self.push(node)
    }

    fn cse_find(&self, key: &Option<CseKey>) -> Option<usize> {
        let (cse, key) = (self.cse.as_ref()?, key.as_ref()?);
        cse.get(key).copied().filter(|&n| !self.nodes[n].deleted)
    }

    fn cse_remove(&mut self, n: usize) {
        let key = self.cse.as_ref().and_then(|_| CseKey::of(&self.nodes[n]));
        if let (Some(cse), Some(key)) = (self.cse.as_mut(), key) {
            if cse.get(&key) == Some(&n) {
                cse.remove(&key);
            }
        }
    }

    fn cse_insert(&mut self, n: usize) {
        let key = self.cse.as_ref().and_then(|_| CseKey::of(&self.nodes[n]));
        if let (Some(cse), Some(key)) = (self.cse.as_mut(), key) {
            cse.insert(key, n);
        }
    }

    /// C++ `RemoveDeadNodes` from `start`: deletes it and every operand
    /// left without uses (`root` excepted).
    fn kill(&mut self, start: usize) {
        let mut work = vec![start];
        while let Some(n) = work.pop() {
            if self.nodes[n].deleted || n == self.root {
                continue;
            }
            self.cse_remove(n);
            self.nodes[n].deleted = true;
            let ops: Vec<usize> = self.nodes[n].ops.iter().map(|o| o.node).collect();
            for op in ops {
                if !self.nodes[op].deleted && self.use_count(op) == 0 {
                    work.push(op);
                }
            }
        }
    }

    /// C++ `ReplaceAllUsesOfValueWith` / `ReplaceAllUsesWith`: every use of
    /// a value in `pairs` becomes its replacement; with CSE, users are
    /// re-mapped and merged into identical existing nodes.
    fn replace_all(&mut self, pairs: &[(SdValue<usize>, SdValue<usize>)]) {
        let users: Vec<usize> = (0..self.nodes.len())
            .filter(|&u| !self.nodes[u].deleted && self.nodes[u].ops.iter().any(|o| pairs.iter().any(|p| p.0 == *o)))
            .collect();
        for u in users {
            if self.nodes[u].deleted {
                continue;
            }
            self.cse_remove(u);
            for op in self.nodes[u].ops.iter_mut() {
                if let Some(p) = pairs.iter().find(|p| p.0 == *op) {
                    *op = p.1;
                }
            }
            match self.cse_find(&CseKey::of(&self.nodes[u])) {
                Some(existing) if existing != u => {
                    // AddModifiedNodeToCSEMaps: merge into the existing node.
                    if self.root == u {
                        self.root = existing;
                    }
                    self.replace_all(&Self::value_pairs(&self.nodes[u], u, existing));
                    self.nodes[u].deleted = true;
                }
                _ => self.cse_insert(u),
            }
        }
    }

    /// Each value of `node` (handle `from`) paired with the same value of `to`.
    fn value_pairs(node: &Node, from: usize, to: usize) -> Vec<(SdValue<usize>, SdValue<usize>)> {
        (0..node.vts.len() as u32).map(|i| (SdValue::new(from, i), SdValue::new(to, i))).collect()
    }
}

impl SelectionDag for TestDag {
    type Node = usize;
    type MemOperand = Mem;

    fn opcode(&self, node: usize) -> u16 {
        match self.nodes[node].machine {
            Some(_) => u16::MAX,
            None => self.nodes[node].opcode,
        }
    }
    fn num_operands(&self, node: usize) -> usize {
        self.nodes[node].ops.len()
    }
    fn operand(&self, node: usize, index: usize) -> SdValue<usize> {
        self.nodes[node].ops[index]
    }
    fn num_values(&self, node: usize) -> usize {
        self.nodes[node].vts.len()
    }
    fn value_type(&self, node: usize, result: u32) -> u16 {
        self.nodes[node].vts[result as usize]
    }
    fn uses(&self, node: usize, out: &mut Vec<SdUse<usize>>) {
        for (user, n) in self.nodes.iter().enumerate() {
            if n.deleted {
                continue;
            }
            for (i, op) in n.ops.iter().enumerate() {
                if op.node == node {
                    out.push(SdUse { user, operand: i as u32, result: op.result });
                }
            }
        }
    }
    fn constant(&self, node: usize) -> Option<ConstantInt> {
        let n = &self.nodes[node];
        match (&n.payload, n.machine) {
            (Payload::Constant(c), None)
                if n.opcode == self.kinds.constant || n.opcode == self.kinds.target_constant =>
            {
                Some(*c)
            }
            _ => None,
        }
    }
    fn cond_code(&self, node: usize) -> Option<u8> {
        match self.nodes[node].payload {
            Payload::CondCode(cc) => Some(cc),
            _ => None,
        }
    }
    fn vt_operand(&self, node: usize) -> Option<u16> {
        match self.nodes[node].payload {
            Payload::ValueType(vt) => Some(vt),
            _ => None,
        }
    }
    fn mem_operand(&self, node: usize) -> Option<Mem> {
        self.nodes[node].mem
    }
    fn mem_access(&self, mem: &Mem) -> MemAccess {
        MemAccess { load: mem.load, store: mem.store }
    }
    fn pointer_type(&self) -> u16 {
        self.pointer_vt
    }
    fn masked_value_is_zero(&self, value: SdValue<usize>, mask: u64, _bits: u32) -> bool {
        self.known.get(&(value.node, value.result)).is_some_and(|&(zero, _)| mask & !zero == 0)
    }
    fn known_one_bits(&self, value: SdValue<usize>, _bits: u32) -> u64 {
        self.known.get(&(value.node, value.result)).map_or(0, |&(_, one)| one)
    }
    fn may_raise_fp_exception(&self, node: usize) -> bool {
        let n = &self.nodes[node];
        match n.machine {
            Some(m) => self.fp_exceptions.instructions.contains(&m),
            None => self.fp_exceptions.nodes.contains(&n.opcode),
        }
    }
    fn has_no_fp_except(&self, node: usize) -> bool {
        self.nodes[node].no_fp_except
    }
    fn set_no_fp_except(&mut self, node: usize) {
        self.nodes[node].no_fp_except = true;
    }
    fn is_deleted(&self, node: usize) -> bool {
        self.nodes[node].deleted
    }
    fn entry_node(&self) -> SdValue<usize> {
        SdValue::new(self.entry(), 0)
    }
    fn get_target_constant(&mut self, value: i64, vt: u16, _loc: usize) -> SdValue<usize> {
        let c = Self::truncated(vt, value);
        SdValue::new(self.make(Node::new(self.kinds.target_constant, &[vt], &[], Payload::Constant(c))), 0)
    }
    fn to_target_constant(&mut self, value: SdValue<usize>, _loc: usize) -> SdValue<usize> {
        let src = &self.nodes[value.node];
        let opcode =
            if src.opcode == self.kinds.constant { self.kinds.target_constant } else { self.kinds.target_constant_fp };
        let node = Node { class: src.class.clone(), ..Node::new(opcode, &src.vts, &[], src.payload) };
        SdValue::new(self.make(node), 0)
    }
    fn get_register(&mut self, reg: u32, vt: u16) -> SdValue<usize> {
        SdValue::new(self.make(Node::new(self.kinds.register, &[vt], &[], Payload::Register(reg))), 0)
    }
    fn get_copy_to_reg(
        &mut self,
        chain: SdValue<usize>,
        reg: u32,
        value: SdValue<usize>,
        glue: Option<SdValue<usize>>,
        _loc: usize,
    ) -> usize {
        let vt = self.nodes[value.node].vts[value.result as usize];
        let r = self.get_register(reg, vt);
        let mut ops = vec![chain, r, value];
        ops.extend(glue);
        self.make(Node::new(self.kinds.copy_to_reg, &[OTHER, GLUE], &ops, Payload::None))
    }
    fn get_token_factor(&mut self, chains: &[SdValue<usize>], _loc: usize) -> SdValue<usize> {
        SdValue::new(self.make(Node::new(self.kinds.token_factor, &[OTHER], chains, Payload::None)), 0)
    }
    fn get_machine_node(&mut self, opcode: u16, vts: &[u16], operands: &[SdValue<usize>], _loc: usize) -> usize {
        self.make(Node::machine(opcode, vts, operands))
    }
    fn morph_node_to(&mut self, node: usize, opcode: u16, vts: &[u16], operands: &[SdValue<usize>]) -> usize {
        let key = self.cse.as_ref().and_then(|_| CseKey::of(&Node::machine(opcode, vts, operands)));
        if let Some(existing) = self.cse_find(&key) {
            return existing;
        }
        self.cse_remove(node);
        let n = &mut self.nodes[node];
        let old: Vec<usize> = n.ops.iter().map(|o| o.node).collect();
        // The node keeps its identity (opcode, flags); its class data goes.
        *n = Node {
            opcode: n.opcode,
            no_fp_except: n.no_fp_except,
            deleted: n.deleted,
            ..Node::machine(opcode, vts, operands)
        };
        for op in old {
            if !self.nodes[op].deleted && self.use_count(op) == 0 {
                self.kill(op);
            }
        }
        self.cse_insert(node);
        node
    }
    fn replace_uses(&mut self, from: SdValue<usize>, to: SdValue<usize>) {
        if from != to {
            self.replace_all(&[(from, to)]);
        }
    }
    fn replace_node(&mut self, from: usize, to: usize) {
        if self.root == from {
            self.root = to;
        }
        self.replace_all(&Self::value_pairs(&self.nodes[from], from, to));
        self.kill(from);
    }
    fn remove_dead_node(&mut self, node: usize) {
        self.kill(node);
    }
    fn remove_dead_nodes(&mut self, nodes: &[usize]) {
        for &n in nodes {
            self.kill(n);
        }
    }
    fn set_mem_refs(&mut self, node: usize, mems: &[Mem]) {
        self.nodes[node].mem_refs = mems.to_vec();
    }
}
