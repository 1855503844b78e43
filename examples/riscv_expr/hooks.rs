//! The matcher table's hooks answered as RISC-V's C++ (`RISCVDAGToDAGISel`,
//! `RISCVSubtarget` and the predicates of RISCV*.td) answers them for an
//! RV64IM subtarget (`-mtriple=riscv64 -mattr=+m`): an ordinary
//! `impl TargetHooks` of the generated trait, one method per hook the trait
//! leaves to the target (the rest have defaults translated from LLVM's
//! C++, which read the feature bits [`Rv64im::features`] gives them).
//!
//! The node predicates are those of `tests/isel-runtime` (checked there
//! against llc-19 on hand-built DAGs); known bits, sign bits,
//! `selectShiftMask`, `selectSETCC` with constants and the transforms are
//! this example's, checked by `.ci/riscv-expr.py` (selections against
//! llc-19, results under qemu). Hooks whose patterns need an extension
//! RV64IM lacks (vector, Zba, vendor extensions) and nodes these DAGs never
//! have (atomics, floating point) answer [`IselError::HookDag`]: reaching
//! one fails the compilation of the expression that did.

use crate::dag::{ExprDag, Ext, Payload, I16, I32, I64, I8};
use crate::riscv::isel::{IselError, NodeOpcode, SdValue, SelectionDag, TargetHooks};
use crate::riscv::subtarget::{self, Feature, FeatureBits};
use crate::riscv::{opcode, Opcode};
pub use tablegen_isel_dag::imm::is_int;
use tablegen_isel_dag::rv64im;
use tablegen_runtime::sched::has_feature;

/// `RISCVDAGToDAGISel` for an RV64IM subtarget, compiling at -O2.
#[derive(Clone, Debug)]
pub struct Rv64im {
    /// The subtarget's features (`MCSubtargetInfo::getFeatureBits`).
    features: FeatureBits,
}

impl Default for Rv64im {
    fn default() -> Self {
        Self::new()
    }
}

impl Rv64im {
    /// The subtarget of `llc -mtriple=riscv64 -mattr=+m`: CPU
    /// `generic-rv64` (what `RISCVSubtarget` picks for an empty CPU on
    /// riscv64) with `+m`, features as the generated subtarget module
    /// computes them (implied features included).
    pub fn new() -> Self {
        Rv64im { features: subtarget::features_for("generic-rv64", "generic-rv64", "+m") }
    }

    /// `RISCVSubtarget`'s field for `f` (`HasStdExtM` for `FeatureStdExtM`).
    fn has(&self, f: Feature) -> bool {
        has_feature(&self.features, f)
    }

    /// C++ `RISCVSubtarget::is64Bit`.
    pub fn is_64_bit(&self) -> bool {
        self.has(Feature::Feature64Bit)
    }

    /// C++ `RISCVSubtarget::getXLen`.
    fn xlen(&self) -> u32 {
        if self.is_64_bit() {
            64
        } else {
            32
        }
    }

    /// C++ `RISCVSubtarget::getXLenVT`.
    fn xlen_vt(&self) -> u16 {
        if self.is_64_bit() {
            I64
        } else {
            I32
        }
    }
}

/// `SelectionDAG::computeKnownBits` for the nodes these DAGs have, as
/// `(known zero, known one)` masks; conservative (nothing known) elsewhere.
pub fn known_bits(dag: &ExprDag, v: SdValue<usize>) -> (u64, u64) {
    known_bits_depth(dag, v, 0)
}

fn known_bits_depth(dag: &ExprDag, v: SdValue<usize>, depth: u32) -> (u64, u64) {
    let n = &dag.nodes[v.node];
    if depth > 6 || n.machine.is_some() || v.result != 0 {
        return (0, 0);
    }
    let op = |i: usize| known_bits_depth(dag, n.ops[i], depth + 1);
    let amount = |i: usize| dag.sext(n.ops[i]).filter(|c| (0..64).contains(c)).map(|c| c as u32);
    match NodeOpcode::try_from(n.opcode) {
        _ if dag.constant(v.node).is_some() => {
            let c = dag.sext(v).unwrap_or(0) as u64;
            (!c, c)
        }
        Ok(NodeOpcode::IsdAnd) => {
            let (a, b) = (op(0), op(1));
            (a.0 | b.0, a.1 & b.1)
        }
        Ok(NodeOpcode::IsdOr) => {
            let (a, b) = (op(0), op(1));
            (a.0 & b.0, a.1 | b.1)
        }
        Ok(NodeOpcode::IsdXor) => {
            let (a, b) = (op(0), op(1));
            ((a.0 & b.0) | (a.1 & b.1), (a.0 & b.1) | (a.1 & b.0))
        }
        Ok(NodeOpcode::IsdShl) => match amount(1) {
            Some(s) => {
                let a = op(0);
                ((a.0 << s) | ((1u64 << s) - 1), a.1 << s)
            }
            None => (0, 0),
        },
        Ok(NodeOpcode::IsdSrl) => match amount(1) {
            Some(s) => {
                let a = op(0);
                ((a.0 >> s) | !(u64::MAX >> s), a.1 >> s)
            }
            None => (0, 0),
        },
        Ok(NodeOpcode::IsdSra) => match amount(1) {
            Some(s) => {
                let a = op(0);
                (((a.0 as i64) >> s) as u64, ((a.1 as i64) >> s) as u64)
            }
            None => (0, 0),
        },
        // Not UDIV and UREM: LLVM bounds their results by the operands,
        // which holds only without division by zero, and RISC-V defines
        // that (quotient all ones, remainder the dividend).
        // Booleans are 0 or 1 (ZeroOrOneBooleanContent).
        Ok(NodeOpcode::IsdSetcc) => (!1, 0),
        Ok(NodeOpcode::RiscvisdSelectCc) => {
            let (a, b) = (op(3), op(4));
            (a.0 & b.0, a.1 & b.1)
        }
        Ok(NodeOpcode::IsdLoad) => match n.payload {
            Payload::Load { ext: Ext::Zero, mem_vt } => (!low_mask(crate::dag::vt_bits(mem_vt)), 0),
            _ => (0, 0),
        },
        _ => (0, 0),
    }
}

fn low_mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// `SelectionDAG::ComputeNumSignBits` for the nodes these DAGs have
/// (conservative elsewhere: what the known bits say).
pub fn num_sign_bits(dag: &ExprDag, v: SdValue<usize>) -> u32 {
    let n = &dag.nodes[v.node];
    let from_known = || {
        let (zero, one) = known_bits(dag, v);
        zero.leading_ones().max(one.leading_ones()).max(1)
    };
    if n.machine.is_some() || v.result != 0 {
        return 1;
    }
    let bits = match (NodeOpcode::try_from(n.opcode), n.payload) {
        (Ok(NodeOpcode::IsdLoad), Payload::Load { ext: Ext::Sign, mem_vt }) => 65 - crate::dag::vt_bits(mem_vt),
        (Ok(NodeOpcode::IsdSra), _) => match dag.sext(n.ops[1]).filter(|c| (0..64).contains(c)) {
            Some(c) => (num_sign_bits(dag, n.ops[0]) + c as u32).min(64),
            None => num_sign_bits(dag, n.ops[0]),
        },
        (Ok(NodeOpcode::IsdShl), _) => match dag.sext(n.ops[1]).filter(|c| (0..64).contains(c)) {
            Some(c) => num_sign_bits(dag, n.ops[0]).saturating_sub(c as u32).max(1),
            None => 1,
        },
        (Ok(NodeOpcode::IsdAnd | NodeOpcode::IsdOr | NodeOpcode::IsdXor), _) => {
            num_sign_bits(dag, n.ops[0]).min(num_sign_bits(dag, n.ops[1]))
        }
        // At most one carry bit.
        (Ok(NodeOpcode::IsdAdd | NodeOpcode::IsdSub), _) => {
            num_sign_bits(dag, n.ops[0]).min(num_sign_bits(dag, n.ops[1])).saturating_sub(1).max(1)
        }
        (Ok(NodeOpcode::RiscvisdSelectCc), _) => num_sign_bits(dag, n.ops[3]).min(num_sign_bits(dag, n.ops[4])),
        // The remainder is no larger in magnitude than the dividend.
        (Ok(NodeOpcode::IsdSrem), _) => num_sign_bits(dag, n.ops[0]),
        (Ok(NodeOpcode::IsdSetcc), _) => 63,
        _ => 1,
    };
    bits.max(from_known())
}

impl Rv64im {
    /// RISCVDAGToDAGISel::hasAllNBitUsers: every user of `node` is an
    /// already selected instruction that reads only its low `bits` bits.
    fn has_all_n_bit_users(&self, dag: &ExprDag, node: usize, bits: u32) -> bool {
        rv64im::has_all_n_bit_users(dag, node, bits, &|opc| Opcode::from_value(opc).map_or("", Opcode::name))
    }

    /// Whether the hook is the public entry `hasAllWUsers` etc. of a
    /// constant: `pub` for the C++ `Select` of `ISD::Constant`.
    pub fn all_n_bit_users(&self, dag: &ExprDag, node: usize, bits: u32) -> bool {
        self.has_all_n_bit_users(dag, node, bits)
    }

    /// `KnownBits::haveNoCommonBitsSet(computeKnownBits(a), computeKnownBits(b))`.
    fn no_common_bits(&self, dag: &ExprDag, a: SdValue<usize>, b: SdValue<usize>) -> bool {
        let (a, b) = (known_bits(dag, a), known_bits(dag, b));
        a.0 | b.0 == u64::MAX
    }

    /// RISCVDAGToDAGISel::selectShiftMask.
    fn select_shift_mask(
        &self,
        dag: &mut ExprDag,
        value: SdValue<usize>,
        width: u64,
    ) -> Result<SdValue<usize>, IselError> {
        let mut amt = value;
        if dag.is(amt.node, NodeOpcode::IsdZeroExtend) {
            amt = dag.operand(amt.node, 0);
        }
        let sh_mask = width - 1;
        if dag.is(amt.node, NodeOpcode::IsdAnd) {
            if let Some(and_mask) = dag.sext(dag.operand(amt.node, 1)).map(|c| c as u64) {
                if sh_mask & !and_mask == 0 {
                    amt = dag.operand(amt.node, 0);
                } else {
                    let zero = known_bits(dag, dag.operand(amt.node, 0)).0;
                    if sh_mask & !(and_mask | zero) != 0 {
                        return Ok(amt);
                    }
                    amt = dag.operand(amt.node, 0);
                }
            }
        }
        if dag.is(amt.node, NodeOpcode::IsdAdd) {
            if let Some(imm) = dag.sext(dag.operand(amt.node, 1)).map(|c| c as u64) {
                if imm != 0 && imm % width == 0 {
                    return Ok(dag.operand(amt.node, 0));
                }
            }
        } else if dag.is(amt.node, NodeOpcode::IsdSub) {
            if let Some(imm) = dag.sext(dag.operand(amt.node, 0)).map(|c| c as u64) {
                let x = dag.operand(amt.node, 1);
                if imm != 0 && imm % width == 0 {
                    let zero = dag.register(I64, crate::X0);
                    return Ok(SdValue::new(dag.get_machine_node(opcode("SUBW")?, &[I64], &[zero, x], amt.node), 0));
                }
                if imm % width == width - 1 {
                    let c = dag.get_target_constant(-1, I64, amt.node);
                    return Ok(SdValue::new(dag.get_machine_node(opcode("XORI")?, &[I64], &[x, c], amt.node), 0));
                }
            }
        }
        Ok(amt)
    }

    /// `selectZExtBits<bits>`.
    fn select_zext_bits(
        &self,
        dag: &ExprDag,
        value: SdValue<usize>,
        bits: u32,
        results: &mut Vec<SdValue<usize>>,
    ) -> bool {
        if dag.is(value.node, NodeOpcode::IsdAnd)
            && dag.sext(dag.operand(value.node, 1)).map(|c| c as u64) == Some(low_mask(bits))
        {
            results.push(dag.operand(value.node, 0));
            return true;
        }
        if known_bits(dag, value).0 | low_mask(bits) == u64::MAX {
            results.push(value);
            return true;
        }
        false
    }

    /// `selectSExtBits<bits>`. No SIGN_EXTEND_INREG in these DAGs, and
    /// `(sra (shl X, C), C)` is never built.
    fn select_sext_bits(
        &self,
        dag: &ExprDag,
        value: SdValue<usize>,
        bits: u32,
        results: &mut Vec<SdValue<usize>>,
    ) -> bool {
        if num_sign_bits(dag, value) > 64 - bits {
            results.push(value);
            return true;
        }
        false
    }

    /// `selectSETCC(N, want, Val)`: RISCVDAGToDAGISel's comparison against
    /// a constant as one instruction (0 needs nothing, -2048 XORI,
    /// [-2047, 2048] ADDI of the negation, else XOR).
    fn select_setcc(
        &self,
        dag: &mut ExprDag,
        value: SdValue<usize>,
        want: u8,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        if !dag.is(value.node, NodeOpcode::IsdSetcc) || dag.cond_code(dag.operand(value.node, 2).node) != Some(want) {
            return Ok(false);
        }
        let (lhs, rhs) = (dag.operand(value.node, 0), dag.operand(value.node, 1));
        let v = match dag.sext(rhs) {
            Some(0) => lhs,
            Some(-2048) => {
                let c = dag.get_target_constant(-2048, I64, value.node);
                SdValue::new(dag.get_machine_node(opcode("XORI")?, &[I64], &[lhs, c], value.node), 0)
            }
            Some(c) if is_int(12, c) || c == 2048 => {
                let c = dag.get_target_constant(-c, I64, value.node);
                SdValue::new(dag.get_machine_node(opcode("ADDI")?, &[I64], &[lhs, c], value.node), 0)
            }
            _ => SdValue::new(dag.get_machine_node(opcode("XOR")?, &[I64], &[lhs, rhs], value.node), 0),
        };
        results.push(v);
        Ok(true)
    }
}

/// The load's extension (C++ `cast<LoadSDNode>(N)->getExtensionType()`).
fn load_ext(dag: &ExprDag, node: usize, hook: &'static str) -> Result<Ext, IselError> {
    match dag.nodes.get(node).map(|n| n.payload) {
        Some(Payload::Load { ext, .. }) => Ok(ext),
        _ => Err(IselError::HookDag { hook, what: "not a load" }),
    }
}

/// Whether the store truncates (C++ `cast<StoreSDNode>(N)->isTruncatingStore()`).
fn store_truncates(dag: &ExprDag, node: usize, hook: &'static str) -> Result<bool, IselError> {
    match dag.nodes.get(node).map(|n| n.payload) {
        Some(Payload::Store { truncating, .. }) => Ok(truncating),
        _ => Err(IselError::HookDag { hook, what: "not a store" }),
    }
}

/// The memory type of a load or store (C++ `cast<MemSDNode>(N)->getMemoryVT()`).
fn memory_vt(dag: &ExprDag, node: usize, hook: &'static str) -> Result<u16, IselError> {
    match dag.nodes.get(node).map(|n| n.payload) {
        Some(Payload::Load { mem_vt, .. } | Payload::Store { mem_vt, .. }) => Ok(mem_vt),
        _ => Err(IselError::HookDag { hook, what: "not a memory node" }),
    }
}

/// The error of a hook this example does not model: its patterns need an
/// extension RV64IM lacks, or nodes these DAGs never have.
fn absent(hook: &'static str) -> IselError {
    IselError::HookDag { hook, what: "not modelled for RV64IM expressions" }
}

/// Complex patterns of extensions RV64IM lacks: each answers [`absent`].
macro_rules! absent_complex_patterns {
    ($($name:ident),* $(,)?) => {$(
        fn $name(
            &mut self,
            _dag: &mut ExprDag,
            _root: usize,
            _parent: Option<usize>,
            _value: SdValue<usize>,
            _results: &mut Vec<SdValue<usize>>,
        ) -> Result<bool, IselError> {
            Err(absent(stringify!($name)))
        }
    )*};
}

/// Node predicates on nodes these DAGs never have (atomics, floating
/// point): each answers [`absent`].
macro_rules! absent_node_predicates {
    ($($name:ident),* $(,)?) => {$(
        fn $name(&self, _dag: &ExprDag, _node: usize) -> Result<bool, IselError> {
            Err(absent(stringify!($name)))
        }
    )*};
}

impl TargetHooks<ExprDag> for Rv64im {
    fn features(&self) -> &[u64] {
        &self.features
    }

    // Pattern predicates: `RISCVSubtarget`'s hand-written queries.

    fn has_conditional_move_fusion(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        let c_or_zca = self.has(Feature::FeatureStdExtC) || self.has(Feature::FeatureStdExtZca);
        Ok(self.has(Feature::TuneConditionalCompressedMoveFusion) && c_or_zca
            || self.has(Feature::TuneShortForwardBranchOpt))
    }
    fn has_std_ext_c_or_zca(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(self.has(Feature::FeatureStdExtC) || self.has(Feature::FeatureStdExtZca))
    }
    fn has_v_instructions(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(self.has(Feature::FeatureStdExtZve32x))
    }
    fn has_v_instructions_any_f(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(self.has(Feature::FeatureStdExtZve32f))
    }
    fn has_v_instructions_bf16(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(self.has(Feature::FeatureStdExtZvfbfmin))
    }
    fn has_v_instructions_f16(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(self.has(Feature::FeatureStdExtZvfh))
    }
    fn has_v_instructions_f16_minimal(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(self.has(Feature::FeatureStdExtZvfhmin))
    }
    fn has_v_instructions_f64(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(self.has(Feature::FeatureStdExtZve64d))
    }
    fn has_v_instructions_full_multiply(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(self.has(Feature::FeatureStdExtV))
    }
    fn has_v_instructions_i64(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(self.has(Feature::FeatureStdExtZve64x))
    }
    fn is_rv64(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(self.is_64_bit())
    }
    /// Functions are compiled at -O2, not for size.
    fn opt_for_min_size(&self, _dag: &ExprDag) -> Result<bool, IselError> {
        Ok(false)
    }

    // Node predicates.

    absent_node_predicates!(
        predicate_atomic_cmp_swap_i16_monotonic,
        predicate_atomic_cmp_swap_i16_acquire,
        predicate_atomic_cmp_swap_i16_release,
        predicate_atomic_cmp_swap_i16_acq_rel,
        predicate_atomic_cmp_swap_i16_seq_cst,
        predicate_fpimm0,
        predicate_any_fma_nsz,
    );
    fn predicate_istore(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(!store_truncates(dag, node, "predicate_istore")?)
    }
    fn predicate_itruncstore(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        store_truncates(dag, node, "predicate_itruncstore")
    }
    fn predicate_atomic_cmp_swap_i8(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(memory_vt(dag, node, "predicate_atomic_cmp_swap_i8")? == I8)
    }
    fn predicate_atomic_cmp_swap_i16(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(memory_vt(dag, node, "predicate_atomic_cmp_swap_i16")? == I16)
    }
    fn predicate_atomic_cmp_swap_i32(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(memory_vt(dag, node, "predicate_atomic_cmp_swap_i32")? == I32)
    }
    fn predicate_atomic_cmp_swap_i64(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(memory_vt(dag, node, "predicate_atomic_cmp_swap_i64")? == I64)
    }
    /// Every load and store of these DAGs is unindexed.
    fn predicate_unindexedstore(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        store_truncates(dag, node, "predicate_unindexedstore").map(|_| true)
    }
    fn predicate_unindexedload(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        load_ext(dag, node, "predicate_unindexedload").map(|_| true)
    }
    fn predicate_post_store(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        store_truncates(dag, node, "predicate_post_store").map(|_| false)
    }
    fn predicate_pre_store(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        store_truncates(dag, node, "predicate_pre_store").map(|_| false)
    }
    fn predicate_truncstorei8(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        let hook = "predicate_truncstorei8";
        Ok(memory_vt(dag, node, hook)? == I8 && store_truncates(dag, node, hook)?)
    }
    fn predicate_truncstorei16(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        let hook = "predicate_truncstorei16";
        Ok(memory_vt(dag, node, hook)? == I16 && store_truncates(dag, node, hook)?)
    }
    fn predicate_truncstorei32(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        let hook = "predicate_truncstorei32";
        Ok(memory_vt(dag, node, hook)? == I32 && store_truncates(dag, node, hook)?)
    }
    fn predicate_load(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(load_ext(dag, node, "predicate_load")? == Ext::None)
    }
    fn predicate_extload(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(load_ext(dag, node, "predicate_extload")? == Ext::Any)
    }
    fn predicate_sextload(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(load_ext(dag, node, "predicate_sextload")? == Ext::Sign)
    }
    fn predicate_zextload(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(load_ext(dag, node, "predicate_zextload")? == Ext::Zero)
    }
    /// No disjoint flags in these DAGs: the known bits decide.
    fn predicate_or_is_add(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(self.no_common_bits(dag, dag.operand(node, 0), dag.operand(node, 1)))
    }
    /// `hasAllWUsers(Node)`.
    fn predicate_anonymous_9231(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(self.has_all_n_bit_users(dag, node, 32))
    }
    /// `hasAllHUsers(Node)`.
    fn predicate_anonymous_10501(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(self.has_all_n_bit_users(dag, node, 16))
    }
    fn predicate_assertzexti32(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        let vt = dag.vt_operand(dag.operand(node, 1).node);
        Ok(vt.is_some_and(|vt| [I8, I16, I32].contains(&vt)))
    }
    fn predicate_bclri_two_bits_mask(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        let c = dag
            .constant(node)
            .ok_or(IselError::HookDag { hook: "predicate_bclri_two_bits_mask", what: "not a constant" })?;
        if dag.use_count(node) != 1 || is_int(12, c.sext().unwrap_or(0)) {
            return Ok(false);
        }
        Ok(c.zext().count_ones() == self.xlen() - 2)
    }
    fn predicate_shifted32_ones_mask(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        let c = dag
            .constant(node)
            .ok_or(IselError::HookDag { hook: "predicate_shifted32_ones_mask", what: "not a constant" })?;
        let imm = c.zext();
        // APInt::isShiftedMask: one non-empty run of ones.
        let shifted_mask = imm != 0 && (imm | (imm - 1)).wrapping_add(1) & (imm | (imm - 1)) == 0;
        let tz = imm.trailing_zeros();
        Ok(shifted_mask && tz > 0 && tz < 32 && imm == 0xFFFF_FFFFu64 << tz)
    }
    fn predicate_mul_const_oneuse(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        let rhs = dag.operand(node, 1).node;
        Ok(dag.constant(rhs).is_some() && dag.use_count(rhs) == 1)
    }
    fn predicate_33signbits_node(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(num_sign_bits(dag, SdValue::new(node, 0)) > 32)
    }
    fn predicate_zext_is_sext(&self, dag: &ExprDag, node: usize) -> Result<bool, IselError> {
        Ok(known_bits(dag, dag.operand(node, 0)).0 >> 63 == 1)
    }
    fn predicate_add_like_non_imm12(
        &self,
        dag: &ExprDag,
        _node: usize,
        operands: &[SdValue<usize>],
    ) -> Result<bool, IselError> {
        let rhs =
            operands.get(1).ok_or(IselError::HookDag { hook: "predicate_add_like_non_imm12", what: "one operand" })?;
        Ok(dag.sext(*rhs).is_none_or(|c| !is_int(12, c)))
    }

    // Complex patterns.

    absent_complex_patterns!(
        select_vl_op,
        select_v_splat,
        select_v_splat_simm5,
        select_v_splat_uimm_bits_5,
        select_v_splat_simm5_plus1,
        select_v_splat_simm5_plus1_non_zero,
        select_fp_imm,
        select_low8_bits_v_splat,
        select_v_splat_uimm_bits_6,
        select_addr_reg_reg_scale_3,
        select_simm5_shl2,
        select_addr_reg_zext_reg_scale_3_32,
        select_addr_reg_reg,
        select_rvv_simm5_8,
        select_shxadd_op_1,
        select_shxadd_op_2,
        select_shxadd_op_3,
        select_rvv_simm5_16,
        select_rvv_simm5_32,
        select_rvv_simm5_64,
        select_addr_reg_imm_lsb00000,
        select_shxadd_uw_op_1,
        select_shxadd_uw_op_2,
        select_shxadd_uw_op_3,
        select_addr_reg_imm_inx,
    );
    /// Base plus simm12 (isBaseWithConstantOffset: an ADD, or a disjoint
    /// OR, with a constant); otherwise the address itself with offset 0.
    /// No frame indices, ADD_LO or constant addresses in these DAGs.
    fn select_addr_reg_imm(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        let hook = "select_addr_reg_imm";
        let is_add = dag.is(value.node, NodeOpcode::IsdAdd);
        if is_add || dag.is(value.node, NodeOpcode::IsdOr) {
            let (base, off) = (dag.operand(value.node, 0), dag.operand(value.node, 1));
            let offset_ok = is_add || self.no_common_bits(dag, base, off);
            if let Some(c) = dag.sext(off).filter(|&c| offset_ok && is_int(12, c)) {
                results.push(base);
                results.push(dag.get_target_constant(c, I64, value.node));
                return Ok(true);
            }
            if is_add && dag.sext(off).is_some() {
                return Err(IselError::HookDag { hook, what: "an offset past simm12 (not modelled)" });
            }
        }
        if dag.is(value.node, NodeOpcode::IsdConstant) {
            return Err(IselError::HookDag { hook, what: "a constant address (not modelled)" });
        }
        results.push(value);
        results.push(dag.get_target_constant(0, I64, value.node));
        Ok(true)
    }
    /// No frame indices in these DAGs.
    fn select_frame_addr_reg_imm(
        &mut self,
        _dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        _value: SdValue<usize>,
        _results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        Ok(false)
    }
    fn select_seteq(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        self.select_setcc(dag, value, SETEQ, results)
    }
    fn select_setne(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        self.select_setcc(dag, value, SETNE, results)
    }
    fn select_shift_mask_x_len(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        let width = u64::from(self.xlen());
        results.push(self.select_shift_mask(dag, value, width)?);
        Ok(true)
    }
    fn select_shift_mask32(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        results.push(self.select_shift_mask(dag, value, 32)?);
        Ok(true)
    }
    fn select_z_ext_bits_8(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        Ok(self.select_zext_bits(dag, value, 8, results))
    }
    fn select_z_ext_bits_16(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        Ok(self.select_zext_bits(dag, value, 16, results))
    }
    fn select_z_ext_bits_32(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        Ok(self.select_zext_bits(dag, value, 32, results))
    }
    fn select_s_ext_bits_16(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        Ok(self.select_sext_bits(dag, value, 16, results))
    }
    fn select_s_ext_bits_32(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        Ok(self.select_sext_bits(dag, value, 32, results))
    }

    // Node transforms.

    fn xform_x_len_sub_trailing_ones(
        &mut self,
        dag: &mut ExprDag,
        value: SdValue<usize>,
    ) -> Result<SdValue<usize>, IselError> {
        let z = constant_zext(dag, value, "xform_x_len_sub_trailing_ones")?;
        let v = u64::from(self.xlen()).wrapping_sub(u64::from(z.trailing_ones()));
        let vt = dag.value_type(value.node, value.result);
        Ok(dag.get_target_constant(v as i64, vt, value.node))
    }
    fn xform_bclri_two_bits_mask_high(
        &mut self,
        dag: &mut ExprDag,
        value: SdValue<usize>,
    ) -> Result<SdValue<usize>, IselError> {
        // `uint64_t I = N->getSExtValue();`
        let mut i = constant_sext(dag, value, "xform_bclri_two_bits_mask_high")? as u64;
        if !self.is_64_bit() {
            i |= 0xffff_ffff << 32;
        }
        // Log2_64(~I): 63 - countl_zero, wrapping to -1 for 0.
        let log2 = 63u32.wrapping_sub((!i).leading_zeros());
        let vt = dag.value_type(value.node, value.result);
        Ok(dag.get_target_constant(i64::from(log2), vt, value.node))
    }
    fn xform_imm_sub_from_x_len(
        &mut self,
        dag: &mut ExprDag,
        value: SdValue<usize>,
    ) -> Result<SdValue<usize>, IselError> {
        let z = constant_zext(dag, value, "xform_imm_sub_from_x_len")?;
        let vt = dag.value_type(value.node, value.result);
        Ok(dag.get_target_constant(u64::from(self.xlen()).wrapping_sub(z) as i64, vt, value.node))
    }
    /// The select_cc node's condition (operand 2) as `RISCVCC::CondCode`.
    fn xform_int_c_cto_riscvcc(
        &mut self,
        dag: &mut ExprDag,
        value: SdValue<usize>,
    ) -> Result<SdValue<usize>, IselError> {
        let bad = IselError::HookDag { hook: "xform_int_c_cto_riscvcc", what: "not an integer condition" };
        let cc = dag.cond_code(dag.operand(value.node, 2).node).ok_or(bad.clone())?;
        let rv = [SETEQ, SETNE, SETLT, SETGE, SETULT, SETUGE].iter().position(|&c| c == cc).ok_or(bad)?;
        Ok(dag.get_target_constant(rv as i64, I64, value.node))
    }
    fn xform_uimm2_3_xform(&mut self, dag: &mut ExprDag, value: SdValue<usize>) -> Result<SdValue<usize>, IselError> {
        let z = constant_zext(dag, value, "xform_uimm2_3_xform")?;
        let vt = self.xlen_vt();
        Ok(dag.get_target_constant(((z >> 3) & 0x3) as i64, vt, value.node))
    }
    fn xform_uimm2_4_xform(&mut self, dag: &mut ExprDag, value: SdValue<usize>) -> Result<SdValue<usize>, IselError> {
        let z = constant_zext(dag, value, "xform_uimm2_4_xform")?;
        let vt = self.xlen_vt();
        Ok(dag.get_target_constant(((z >> 4) & 0x3) as i64, vt, value.node))
    }
}

/// `N->getSExtValue()` of a transform's constant.
fn constant_sext(dag: &ExprDag, value: SdValue<usize>, hook: &'static str) -> Result<i64, IselError> {
    dag.sext(value).ok_or(IselError::HookDag { hook, what: "not a constant of at most 64 bits" })
}

/// `N->getZExtValue()` of a transform's constant.
fn constant_zext(dag: &ExprDag, value: SdValue<usize>, hook: &'static str) -> Result<u64, IselError> {
    dag.constant(value.node).map(|c| c.zext()).ok_or(IselError::HookDag { hook, what: "not a constant" })
}

/// `ISD::SETEQ` and the other condition codes (LLVM's `ISD::CondCode`).
pub const SETEQ: u8 = 17;
/// `ISD::SETNE`.
pub const SETNE: u8 = 22;
/// `ISD::SETLT`.
pub const SETLT: u8 = 20;
/// `ISD::SETGE`.
pub const SETGE: u8 = 19;
/// `ISD::SETULT`.
pub const SETULT: u8 = 12;
/// `ISD::SETUGE`.
pub const SETUGE: u8 = 11;

/// The subtarget as the instruction printer asks it.
impl crate::riscv::printer::Subtarget for Rv64im {
    fn has_feature(&self, bit: u32) -> bool {
        u16::try_from(bit).is_ok_and(|b| has_feature(&self.features, b))
    }

    /// The printer names `Feature64Bit` (for the stack adjustment of
    /// Zcmp's register lists); LLVM 19's RISC-V system registers name no
    /// `FeaturesRequired`, so nothing else is asked by name.
    fn has_feature_named(&self, name: &str) -> bool {
        name == "Feature64Bit" && self.is_64_bit()
    }
}
