//! The selection DAG: LLVM's `SelectionDAG` as far as the generated
//! matcher reads and changes it (the runtime's `SelectionDag` trait), with
//! node handles as indices into a vector. Dead nodes are marked deleted,
//! never reused. Adapted from the runtime's tests (`tests/isel-runtime`).

use crate::riscv::isel::{ConstantInt, MemAccess, NodeOpcode, SdUse, SdValue, SelectionDag};

/// `MVT::Other`.
pub const OTHER: u16 = 1;
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

/// The bit width of an integer value type of these DAGs.
pub fn vt_bits(vt: u16) -> u32 {
    match vt {
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
    /// `ConstantSDNode` (`Constant` or `TargetConstant`).
    Constant(ConstantInt),
    /// `CondCodeSDNode`: an `ISD::CondCode`.
    CondCode(u8),
    /// `RegisterSDNode`: a physical register (`Reg` number) or, with
    /// [`VREG`] set, argument `n`'s virtual register.
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

/// The bit marking an argument's virtual register in [`Payload::Register`].
pub const VREG: u32 = 1 << 31;

/// A memory operand: which access, reading or writing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mem {
    /// Reads memory.
    pub load: bool,
    /// Writes memory.
    pub store: bool,
}

/// One node.
#[derive(Clone, Debug)]
pub struct Node {
    /// Node opcode ([`NodeOpcode`] number; meaningless once `machine` is set).
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

/// The DAG.
#[derive(Clone, Debug, Default)]
pub struct ExprDag {
    /// Every node ever made; handles index this. Node 0 is the entry token.
    pub nodes: Vec<Node>,
}

impl ExprDag {
    /// A DAG holding only its entry token (node 0).
    pub fn new() -> Self {
        let mut dag = ExprDag { nodes: Vec::new() };
        dag.add(NodeOpcode::IsdEntryToken, &[OTHER], &[], Payload::None);
        dag
    }

    /// Adds a node.
    pub fn add(&mut self, opcode: NodeOpcode, vts: &[u16], ops: &[SdValue<usize>], payload: Payload) -> usize {
        self.nodes.push(Node {
            opcode: opcode.value(),
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

    /// Whether `node` is (still) a node of kind `opcode`, not a machine node.
    pub fn is(&self, node: usize, opcode: NodeOpcode) -> bool {
        let n = &self.nodes[node];
        n.machine.is_none() && n.opcode == opcode.value()
    }

    /// An `ISD::Register`.
    pub fn register(&mut self, vt: u16, reg: u32) -> SdValue<usize> {
        SdValue::new(self.add(NodeOpcode::IsdRegister, &[vt], &[], Payload::Register(reg)), 0)
    }

    /// Number of uses of any value of `n` by live nodes.
    pub fn use_count(&self, n: usize) -> usize {
        self.nodes.iter().filter(|m| !m.deleted).flat_map(|m| m.ops.iter()).filter(|o| o.node == n).count()
    }

    /// The sign-extended value of a constant node.
    pub fn sext(&self, v: SdValue<usize>) -> Option<i64> {
        self.constant(v.node).and_then(ConstantInt::sext)
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
                if op != 0 && !self.nodes[op].deleted && self.use_count(op) == 0 {
                    work.push(op);
                }
            }
        }
    }
}

impl SelectionDag for ExprDag {
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
        for (user, n) in self.nodes.iter().enumerate().filter(|(_, n)| !n.deleted) {
            for (i, op) in n.ops.iter().enumerate() {
                if op.node == node {
                    out.push(SdUse { user, operand: i as u32, result: op.result });
                }
            }
        }
    }
    fn constant(&self, node: usize) -> Option<ConstantInt> {
        let n = &self.nodes[node];
        let is_constant =
            n.opcode == NodeOpcode::IsdConstant.value() || n.opcode == NodeOpcode::IsdTargetConstant.value();
        match n.payload {
            Payload::Constant(c) if n.machine.is_none() && is_constant => Some(c),
            _ => None,
        }
    }
    fn cond_code(&self, node: usize) -> Option<u8> {
        match self.nodes[node].payload {
            Payload::CondCode(cc) => Some(cc),
            _ => None,
        }
    }
    fn vt_operand(&self, _node: usize) -> Option<u16> {
        // No VTSDNode in these DAGs (no sext_inreg of i64 expressions).
        None
    }
    fn mem_operand(&self, node: usize) -> Option<Mem> {
        self.nodes[node].mem
    }
    fn mem_access(&self, mem: &Mem) -> MemAccess {
        MemAccess { load: mem.load, store: mem.store }
    }
    fn pointer_type(&self) -> u16 {
        I64
    }
    fn is_deleted(&self, node: usize) -> bool {
        self.nodes[node].deleted
    }
    fn entry_node(&self) -> SdValue<usize> {
        SdValue::new(0, 0)
    }
    fn get_target_constant(&mut self, value: i64, vt: u16, _loc: usize) -> SdValue<usize> {
        let c = ConstantInt::new(vt_bits(vt), value as u64);
        let c = Payload::Constant(ConstantInt::new(c.bits, c.zext()));
        SdValue::new(self.add(NodeOpcode::IsdTargetConstant, &[vt], &[], c), 0)
    }
    fn to_target_constant(&mut self, value: SdValue<usize>, _loc: usize) -> SdValue<usize> {
        let n = self.nodes[value.node].clone();
        SdValue::new(self.add(NodeOpcode::IsdTargetConstant, &n.vts, &[], n.payload), 0)
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
        self.add(NodeOpcode::IsdCopyToReg, &[OTHER, GLUE], &ops, Payload::None)
    }
    fn get_token_factor(&mut self, chains: &[SdValue<usize>], _loc: usize) -> SdValue<usize> {
        SdValue::new(self.add(NodeOpcode::IsdTokenFactor, &[OTHER], chains, Payload::None), 0)
    }
    fn get_machine_node(&mut self, opcode: u16, vts: &[u16], operands: &[SdValue<usize>], _loc: usize) -> usize {
        let n = self.add(NodeOpcode::IsdEntryToken, vts, operands, Payload::None);
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
            if op != 0 && !self.nodes[op].deleted && self.use_count(op) == 0 {
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
