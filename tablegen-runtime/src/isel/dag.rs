//! The selection DAG the table runs on, and the values it hands around.

/// One value of a node (C++ `SDValue`): the node and which of its results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SdValue<N> {
    /// The node (C++ `SDValue::getNode()`).
    pub node: N,
    /// The result number (C++ `SDValue::getResNo()`).
    pub result: u32,
}

impl<N> SdValue<N> {
    /// The value `result` of `node`.
    ///
    /// ```
    /// let v = tablegen_runtime::isel::SdValue::new(3usize, 1);
    /// assert_eq!((v.node, v.result), (3, 1));
    /// ```
    pub const fn new(node: N, result: u32) -> Self {
        SdValue { node, result }
    }
}

/// One use of a node's value (C++ `SDUse`).
///
/// ```
/// use tablegen_runtime::isel::SdUse;
/// // Operand 1 of node 7 reads result 0 of the node it was found on.
/// let u = SdUse { user: 7usize, operand: 1, result: 0 };
/// assert_eq!(u.operand, 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SdUse<N> {
    /// The node whose operand this is (C++ `SDUse::getUser()`).
    pub user: N,
    /// Which operand of `user` (C++ `SDUse::getOperandNo()`).
    pub operand: u32,
    /// Which result of the used node it reads (C++ `SDUse::getResNo()`).
    pub result: u32,
}

/// The value of an integer constant node (C++ `ConstantSDNode::getAPIntValue()`),
/// for widths up to 64 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConstantInt {
    /// Bit width (that of the node's value type).
    pub bits: u32,
    /// The bit pattern; bits above `bits` are ignored.
    pub value: u64,
}

impl ConstantInt {
    /// A constant of width `bits` holding `value` (truncated to `bits`).
    ///
    /// ```
    /// let c = tablegen_runtime::isel::ConstantInt::new(8, 0x1ff);
    /// assert_eq!(c.zext(), 0xff);
    /// ```
    pub const fn new(bits: u32, value: u64) -> Self {
        ConstantInt { bits, value }
    }

    /// The bit pattern with the bits above the width cleared.
    ///
    /// ```
    /// assert_eq!(tablegen_runtime::isel::ConstantInt::new(16, u64::MAX).zext(), 0xffff);
    /// ```
    pub const fn zext(self) -> u64 {
        self.value & width_mask(self.bits)
    }

    /// C++ `APInt::trySExtValue()`: the sign-extended value, `None` when the
    /// width is 0 or above 64.
    ///
    /// ```
    /// use tablegen_runtime::isel::ConstantInt;
    /// assert_eq!(ConstantInt::new(8, 0xff).sext(), Some(-1));
    /// assert_eq!(ConstantInt::new(0, 0).sext(), None);
    /// ```
    pub const fn sext(self) -> Option<i64> {
        if self.bits == 0 || self.bits > 64 {
            return None;
        }
        let shift = 64 - self.bits;
        Some(((self.value << shift) as i64) >> shift)
    }
}

/// `dag.num_operands(node)`, at most `u16::MAX` (what an `SDNode` can
/// hold): every loop of the interpreter over a node's operands goes through
/// this, so that a DAG answering `usize::MAX` is neither walked for ever nor
/// copied until memory runs out.
pub(super) fn operand_count<D: SelectionDag + ?Sized>(dag: &D, node: D::Node) -> usize {
    dag.num_operands(node).min(usize::from(u16::MAX))
}

pub(super) const fn width_mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// How a memory operand accesses memory (C++ `MachineMemOperand::isLoad()`,
/// `isStore()`).
///
/// ```
/// use tablegen_runtime::isel::MemAccess;
/// let load = MemAccess { load: true, ..MemAccess::default() };
/// assert!(load.load && !load.store);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MemAccess {
    /// C++ `isLoad()`.
    pub load: bool,
    /// C++ `isStore()`.
    pub store: bool,
}

/// The node opcodes the interpreter itself looks for, in the numbering of
/// the generated node-opcode enum (the one the table's `OPC_CheckOpcode` and
/// `OPC_SwitchOpcode` use). The generated module provides this constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NodeOpcodes {
    /// C++ `ISD::AND` (`OPC_CheckAndImm`).
    pub and: u16,
    /// C++ `ISD::OR` (`OPC_CheckOrImm`).
    pub or: u16,
    /// C++ `ISD::Constant` (`OPC_EmitConvertToTarget`).
    pub constant: u16,
    /// C++ `ISD::ConstantFP` (`OPC_EmitConvertToTarget`).
    pub constant_fp: u16,
    /// C++ `ISD::TokenFactor` (chain merging and updating).
    pub token_factor: u16,
    /// C++ `ISD::EntryToken` (chain merging).
    pub entry_token: u16,
}

/// The selection DAG the table runs on: the parts of LLVM's `SelectionDAG`,
/// `SDNode` and `SDValue` that `SelectCodeCommon` reads and changes.
///
/// Node handles are whatever `Copy` type the implementation likes (an
/// index, a pointer-like id). Node opcodes use the generated node-opcode
/// numbering, value types LLVM's `MVT::SimpleValueType` numbers, machine
/// opcodes the target's instruction numbers.
///
/// ```
/// use tablegen_runtime::isel::{SdValue, SelectionDag};
///
/// // Code over any implementation reads nodes through the trait.
/// fn operands<D: SelectionDag>(dag: &D, node: D::Node) -> Vec<SdValue<D::Node>> {
///     (0..dag.num_operands(node)).map(|i| dag.operand(node, i)).collect()
/// }
/// ```
pub trait SelectionDag {
    /// A node handle (C++ `SDNode *`).
    type Node: Copy + Eq;
    /// A memory operand (C++ `MachineMemOperand *`).
    type MemOperand: Clone;

    /// C++ `SDNode::getOpcode()` for a target-independent or target node, in
    /// the generated node-opcode numbering; for a machine node, a number no
    /// node opcode uses (`u16::MAX`, say).
    fn opcode(&self, node: Self::Node) -> u16;
    /// C++ `SDNode::getNumOperands()`. An `SDNode` holds at most
    /// `u16::MAX` operands (C++ `NumOperands` is an `unsigned short`); the
    /// interpreter reads a larger answer as `u16::MAX`, so that a DAG that
    /// miscounts costs bounded time and memory.
    fn num_operands(&self, node: Self::Node) -> usize;
    /// C++ `SDNode::getOperand(index)`; `index < num_operands(node)`.
    fn operand(&self, node: Self::Node, index: usize) -> SdValue<Self::Node>;
    /// C++ `SDNode::getNumValues()`.
    fn num_values(&self, node: Self::Node) -> usize;
    /// C++ `SDNode::getValueType(result).SimpleTy`; `result < num_values(node)`.
    fn value_type(&self, node: Self::Node, result: u32) -> u16;
    /// Appends every use of any of `node`'s values to `out` (C++
    /// `SDNode::uses()`), one entry per operand that reads it.
    fn uses(&self, node: Self::Node, out: &mut alloc::vec::Vec<SdUse<Self::Node>>);
    /// C++ `dyn_cast<ConstantSDNode>(node)`: the value of an `ISD::Constant`
    /// or `ISD::TargetConstant` node, `None` for any other node.
    fn constant(&self, node: Self::Node) -> Option<ConstantInt>;
    /// C++ `cast<CondCodeSDNode>(node)->get()`: the `ISD::CondCode` number of
    /// a condition-code node, `None` for any other node.
    fn cond_code(&self, node: Self::Node) -> Option<u8>;
    /// C++ `cast<VTSDNode>(node)->getVT()`: the type a value-type node holds,
    /// `None` for any other node.
    fn vt_operand(&self, node: Self::Node) -> Option<u16>;
    /// C++ `dyn_cast<MemSDNode>(node)->getMemOperand()`: a memory node's
    /// memory operand, `None` for any other node.
    fn mem_operand(&self, node: Self::Node) -> Option<Self::MemOperand>;
    /// C++ `MachineMemOperand::isLoad()` / `isStore()`.
    fn mem_access(&self, mem: &Self::MemOperand) -> MemAccess;
    /// C++ `TLI->getPointerTy(DL).SimpleTy`: what `MVT::iPTR` stands for.
    fn pointer_type(&self) -> u16;

    /// C++ `ISD::isConstantSplatVectorAllOnes(node)`. Default: `false` (a DAG
    /// without vectors).
    fn is_constant_splat_all_ones(&self, node: Self::Node) -> bool {
        let _ = node;
        false
    }
    /// C++ `ISD::isConstantSplatVectorAllZeros(node)`. Default: `false`.
    fn is_constant_splat_all_zeros(&self, node: Self::Node) -> bool {
        let _ = node;
        false
    }
    /// C++ `SelectionDAG::MaskedValueIsZero(value, mask)` (`mask` has
    /// `bits` bits; `OPC_CheckAndImm`). Default: `false`, which only loses
    /// matches that need known-zero bits.
    fn masked_value_is_zero(&self, value: SdValue<Self::Node>, mask: u64, bits: u32) -> bool {
        let _ = (value, mask, bits);
        false
    }
    /// C++ `SelectionDAG::computeKnownBits(value).One` (`OPC_CheckOrImm`).
    /// Default: no bit known.
    fn known_one_bits(&self, value: SdValue<Self::Node>, bits: u32) -> u64 {
        let _ = (value, bits);
        0
    }
    /// C++ `SelectionDAGISel::mayRaiseFPException(node)`. Default: `false`.
    fn may_raise_fp_exception(&self, node: Self::Node) -> bool {
        let _ = node;
        false
    }
    /// C++ `node->getFlags().hasNoFPExcept()`. Default: `false`.
    fn has_no_fp_except(&self, node: Self::Node) -> bool {
        let _ = node;
        false
    }
    /// C++ `node->setFlags(... setNoFPExcept(true))`, on a node just
    /// created or morphed. Default: nothing.
    fn set_no_fp_except(&mut self, node: Self::Node) {
        let _ = node;
    }
    /// Whether `node` has been deleted from the DAG (what LLVM's
    /// `DAGNodeDeletedListener`s see while chains are updated). Default:
    /// `false`, for DAGs that never delete a node as a side effect of
    /// replacing uses.
    fn is_deleted(&self, node: Self::Node) -> bool {
        let _ = node;
        false
    }

    /// C++ `SelectionDAG::getEntryNode()`.
    fn entry_node(&self) -> SdValue<Self::Node>;
    /// C++ `SelectionDAG::getTargetConstant(value, SDLoc(loc), vt)` (the value
    /// is truncated to the type).
    fn get_target_constant(&mut self, value: i64, vt: u16, loc: Self::Node) -> SdValue<Self::Node>;
    /// C++ `OPC_EmitConvertToTarget` on an `ISD::Constant` or
    /// `ISD::ConstantFP` value: `getTargetConstant` / `getTargetConstantFP`
    /// of the same value and type.
    fn to_target_constant(&mut self, value: SdValue<Self::Node>, loc: Self::Node) -> SdValue<Self::Node>;
    /// C++ `SelectionDAG::getRegister(reg, vt)`.
    fn get_register(&mut self, reg: u32, vt: u16) -> SdValue<Self::Node>;
    /// C++ `SelectionDAG::getCopyToReg(chain, SDLoc(loc), reg, value, glue)`:
    /// a `CopyToReg` node whose result 0 is the chain and result 1 the glue.
    fn get_copy_to_reg(
        &mut self,
        chain: SdValue<Self::Node>,
        reg: u32,
        value: SdValue<Self::Node>,
        glue: Option<SdValue<Self::Node>>,
        loc: Self::Node,
    ) -> Self::Node;
    /// C++ `SelectionDAG::getNode(ISD::TokenFactor, SDLoc(loc), MVT::Other, chains)`.
    fn get_token_factor(&mut self, chains: &[SdValue<Self::Node>], loc: Self::Node) -> SdValue<Self::Node>;
    /// C++ `SelectionDAG::getMachineNode(opcode, SDLoc(loc), vts, operands)`:
    /// a machine node of target instruction `opcode` with result types
    /// `vts` (chain and glue results included, `MVT::iPTR` already resolved).
    fn get_machine_node(
        &mut self,
        opcode: u16,
        vts: &[u16],
        operands: &[SdValue<Self::Node>],
        loc: Self::Node,
    ) -> Self::Node;
    /// C++ `SelectionDAG::MorphNodeTo(node, ~opcode, vts, operands)`: turn
    /// `node` into machine node `opcode` in place (deleting operands that
    /// become dead), or return an existing identical node instead. When the
    /// node is updated in place it is marked selected (C++
    /// `setNodeId(-1)`).
    fn morph_node_to(
        &mut self,
        node: Self::Node,
        opcode: u16,
        vts: &[u16],
        operands: &[SdValue<Self::Node>],
    ) -> Self::Node;
    /// C++ `SelectionDAGISel::ReplaceUses(from, to)`
    /// (`ReplaceAllUsesOfValueWith` and the node-id invariant).
    fn replace_uses(&mut self, from: SdValue<Self::Node>, to: SdValue<Self::Node>);
    /// C++ `SelectionDAGISel::ReplaceNode(from, to)`: replace every use of
    /// every value of `from` by the same value of `to`, then delete `from`.
    fn replace_node(&mut self, from: Self::Node, to: Self::Node);
    /// C++ `SelectionDAG::RemoveDeadNode(node)`.
    fn remove_dead_node(&mut self, node: Self::Node);
    /// C++ `SelectionDAG::RemoveDeadNodes(nodes)`.
    fn remove_dead_nodes(&mut self, nodes: &[Self::Node]);
    /// C++ `SelectionDAG::setNodeMemRefs(node, mems)`.
    fn set_mem_refs(&mut self, node: Self::Node, mems: &[Self::MemOperand]);
}
