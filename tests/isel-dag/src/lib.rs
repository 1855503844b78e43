//! A small selection DAG implementing tablegen-runtime's `SelectionDag`, as
//! LLVM's `SelectionDAG` behaves for what its users need: nodes in a vector
//! (handles are indices), uses found by scanning, no CSE, dead nodes marked
//! deleted (never reused) with their newly dead operands.
//!
//! One implementation for the repository: `examples/riscv_expr` selects its
//! RV64IM expressions on it, `tests/isel-runtime` runs hand-assembled and
//! LLVM's RISC-V tables on it, `tests/generated` calls a generated module's
//! hooks with it. (`tests/isel-llvm` keeps its own: it mirrors LLVM's CSE
//! and prints DAGs as the C++ harness does, for a byte-wise comparison.)
//! The node opcodes it creates itself are given as [`Kinds`], so it serves
//! any node-opcode numbering. [`rv64im`] holds what the example and the
//! RISC-V differential share of the subtarget they both select for, and
//! [`faults`] the corruptions of a table both check they catch.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod faults;
pub mod imm;
pub mod rv64im;

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

/// The bit width of the integer value types the tests use.
pub fn vt_bits(vt: u16) -> u32 {
    match vt {
        I1 => 1,
        I8 => 8,
        I16 => 16,
        I32 => 32,
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// Memory operand of a memory node.
    pub mem: Option<Mem>,
    /// Memory operands of a machine node.
    pub mem_refs: Vec<Mem>,
    /// Deleted.
    pub deleted: bool,
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

/// The DAG.
#[derive(Clone, Debug)]
pub struct TestDag {
    /// Every node ever made; handles index this.
    pub nodes: Vec<Node>,
    /// Opcodes of the nodes the DAG makes.
    pub kinds: Kinds,
    /// What `iPTR` stands for.
    pub pointer_vt: u16,
    /// Values known to be zero under a mask (for `masked_value_is_zero`):
    /// `(node, mask)`.
    pub known_zero: Vec<(usize, u64)>,
}

impl TestDag {
    /// A DAG holding only its entry token (node 0).
    pub fn new(kinds: Kinds) -> Self {
        let mut dag = TestDag { nodes: Vec::new(), kinds, pointer_vt: I64, known_zero: Vec::new() };
        dag.add(kinds.entry_token, &[OTHER], &[], Payload::None);
        dag
    }

    /// The entry token's handle.
    pub fn entry(&self) -> usize {
        0
    }

    /// Adds a node of `opcode` (a node-opcode number or a generated
    /// `NodeOpcode`).
    pub fn add(&mut self, opcode: impl Into<u16>, vts: &[u16], ops: &[SdValue<usize>], payload: Payload) -> usize {
        self.nodes.push(Node {
            opcode: opcode.into(),
            machine: None,
            vts: vts.to_vec(),
            ops: ops.to_vec(),
            payload,
            mem: None,
            mem_refs: Vec::new(),
            deleted: false,
        });
        self.nodes.len() - 1
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
        let c = ConstantInt::new(vt_bits(vt), value as u64);
        self.val(self.kinds.constant, &[vt], &[], Payload::Constant(ConstantInt::new(c.bits, c.zext())))
    }

    /// An `ISD::Register`.
    pub fn register(&mut self, vt: u16, reg: u32) -> SdValue<usize> {
        self.val(self.kinds.register, &[vt], &[], Payload::Register(reg))
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

    /// Live nodes.
    pub fn live(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.nodes.len()).filter(|&n| !self.nodes[n].deleted)
    }

    fn kill(&mut self, n: usize) {
        let mut work = vec![n];
        while let Some(n) = work.pop() {
            if self.nodes[n].deleted {
                continue;
            }
            self.nodes[n].deleted = true;
            let ops: Vec<usize> = self.nodes[n].ops.iter().map(|o| o.node).collect();
            for op in ops {
                if op != self.entry() && !self.nodes[op].deleted && self.use_count(op) == 0 {
                    work.push(op);
                }
            }
        }
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
        self.known_zero.iter().any(|&(n, m)| n == value.node && mask & !m == 0)
    }
    fn is_deleted(&self, node: usize) -> bool {
        self.nodes[node].deleted
    }
    fn entry_node(&self) -> SdValue<usize> {
        SdValue::new(self.entry(), 0)
    }
    fn get_target_constant(&mut self, value: i64, vt: u16, _loc: usize) -> SdValue<usize> {
        let c = ConstantInt::new(vt_bits(vt), value as u64);
        self.val(self.kinds.target_constant, &[vt], &[], Payload::Constant(ConstantInt::new(c.bits, c.zext())))
    }
    fn to_target_constant(&mut self, value: SdValue<usize>, _loc: usize) -> SdValue<usize> {
        let n = self.nodes[value.node].clone();
        let opcode =
            if n.opcode == self.kinds.constant { self.kinds.target_constant } else { self.kinds.target_constant_fp };
        self.val(opcode, &n.vts, &[], n.payload)
    }
    fn get_register(&mut self, reg: u32, vt: u16) -> SdValue<usize> {
        self.register(vt, reg)
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
        let r = self.register(vt, reg);
        let mut ops = vec![chain, r, value];
        ops.extend(glue);
        self.add(self.kinds.copy_to_reg, &[OTHER, GLUE], &ops, Payload::None)
    }
    fn get_token_factor(&mut self, chains: &[SdValue<usize>], _loc: usize) -> SdValue<usize> {
        self.val(self.kinds.token_factor, &[OTHER], chains, Payload::None)
    }
    fn get_machine_node(&mut self, opcode: u16, vts: &[u16], operands: &[SdValue<usize>], _loc: usize) -> usize {
        let n = self.add(u16::MAX, vts, operands, Payload::None);
        self.nodes[n].machine = Some(opcode);
        n
    }
    fn morph_node_to(&mut self, node: usize, opcode: u16, vts: &[u16], operands: &[SdValue<usize>]) -> usize {
        let old: Vec<usize> = self.nodes[node].ops.iter().map(|o| o.node).collect();
        let n = &mut self.nodes[node];
        n.machine = Some(opcode);
        n.vts = vts.to_vec();
        n.ops = operands.to_vec();
        n.payload = Payload::None;
        for op in old {
            if op != self.entry() && !self.nodes[op].deleted && self.use_count(op) == 0 {
                self.kill(op);
            }
        }
        node
    }
    fn replace_uses(&mut self, from: SdValue<usize>, to: SdValue<usize>) {
        for n in self.nodes.iter_mut().filter(|n| !n.deleted) {
            for op in n.ops.iter_mut() {
                if *op == from {
                    *op = to;
                }
            }
        }
    }
    fn replace_node(&mut self, from: usize, to: usize) {
        for i in 0..self.nodes[from].vts.len() as u32 {
            self.replace_uses(SdValue::new(from, i), SdValue::new(to, i));
        }
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
