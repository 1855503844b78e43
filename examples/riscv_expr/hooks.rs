//! The matcher table's hooks answered as RISC-V's C++ (`RISCVDAGToDAGISel`
//! and the predicates of RISCV*.td) answers them for an RV64IM subtarget
//! (`-mtriple=riscv64 -mattr=+m`): the generated `TargetHooks` trait is
//! implemented by `riscv/hooks_impl.rs` (written by `build.rs`), whose
//! methods forward here with the C++ text their docs quote. Keying on that
//! text rather than on method names means that a hook whose C++ changes in
//! another LLVM is not answered with stale code: a text not modelled here
//! is an error ([`IselError::UnknownHook`]), which fails the compilation of
//! the expression that reached it. The node predicates and pattern
//! predicates are adapted from `tests/isel-runtime` (checked there against
//! llc-19 on hand-built DAGs); known bits, sign bits, `selectShiftMask`,
//! `selectSETCC` with constants and the transforms are this example's,
//! checked by `.ci/riscv-expr.py` (selections against llc-19, results under
//! qemu).

use crate::dag::{ExprDag, Ext, Payload, I64};
use crate::riscv::isel::{HookKind, IselError, NodeOpcode, SdValue, SelectionDag, TargetHooks};
use crate::riscv::{opcode, Opcode};
use tablegen_isel_dag::imm;
pub use tablegen_isel_dag::imm::is_int;
use tablegen_isel_dag::rv64im;

/// `RISCVDAGToDAGISel` for an RV64IM subtarget.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rv64im;

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

    /// C++ `CheckPatternPredicate`: a conjunction of subtarget queries,
    /// each answered for RV64IM (XLen 64, M and so Zmmul, nothing else).
    pub fn pattern_predicate_text(&self, _dag: &ExprDag, index: u32, text: &str) -> Result<bool, IselError> {
        rv64im::pattern_predicate(text).ok_or(IselError::UnknownHook { kind: HookKind::PatternPredicate, index })
    }

    /// C++ `CheckNodePredicate`, by the predicate's C++ code.
    pub fn node_predicate_text(&self, dag: &ExprDag, node: usize, index: u32, code: &str) -> Result<bool, IselError> {
        let unknown = IselError::UnknownHook { kind: HookKind::NodePredicate, index };
        let n = &dag.nodes[node];
        // The casts the C++ makes, checked first, so that the closures
        // below only see the nodes they assume.
        let is_load = matches!(n.payload, Payload::Load { .. });
        let is_store = matches!(n.payload, Payload::Store { .. });
        if (code.contains("ConstantSDNode>(Node)") && dag.constant(node).is_none())
            || (code.contains("LoadSDNode>(N)") && !is_load)
            || (code.contains("StoreSDNode>(N)") && !is_store)
            || (code.contains("MemSDNode>(N)") && !is_load && !is_store)
            || code.contains("AtomicSDNode")
        {
            return Err(unknown);
        }
        let imm = || dag.sext(SdValue::new(node, 0)).unwrap_or(0);
        let one_use = || dag.use_count(node) == 1;
        if let Some(answer) =
            rv64im::node_predicate(dag, node, code, &|opc| Opcode::from_value(opc).map_or("", Opcode::name))
        {
            return Ok(answer);
        }
        Ok(match code {
            "if (N->getFlags().hasDisjoint()) return true; KnownBits Known0 = CurDAG->computeKnownBits(N->getOperand(0), 0); KnownBits Known1 = CurDAG->computeKnownBits(N->getOperand(1), 0); return KnownBits::haveNoCommonBitsSet(Known0, Known1);" => {
                // No disjoint flag in these DAGs.
                self.no_common_bits(dag, n.ops[0], n.ops[1])
            }
            "return CurDAG->ComputeNumSignBits(SDValue(N, 0)) > 32;" => {
                num_sign_bits(dag, SdValue::new(node, 0)) > 32
            }
            "KnownBits Known = CurDAG->computeKnownBits(N->getOperand(0), 0); return Known.isNonNegative(); } }" => {
                known_bits(dag, n.ops[0]).0 >> 63 == 1
            }
            _ => match imm::predicate(code, imm, one_use) {
                Some(answer) => answer,
                None => return Err(unknown),
            },
        })
    }

    /// C++ `CheckNodePredicateWithOperands`, by the predicates' names.
    pub fn node_predicate_with_operands_text(
        &self,
        dag: &ExprDag,
        _node: usize,
        operands: &[SdValue<usize>],
        index: u32,
        names: &str,
    ) -> Result<bool, IselError> {
        if names.contains("Predicate_add_non_imm12") {
            let rhs =
                operands.get(1).ok_or(IselError::UnknownHook { kind: HookKind::NodePredicateWithOperands, index })?;
            return Ok(dag.sext(*rhs).is_none_or(|c| !is_int(12, c)));
        }
        Err(IselError::UnknownHook { kind: HookKind::NodePredicateWithOperands, index })
    }

    /// C++ `CheckComplexPattern`, by the select function's name.
    #[allow(clippy::too_many_arguments)]
    pub fn complex_pattern_text(
        &mut self,
        dag: &mut ExprDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        results: &mut Vec<SdValue<usize>>,
        index: u32,
        name: &str,
    ) -> Result<bool, IselError> {
        let unknown = IselError::UnknownHook { kind: HookKind::ComplexPattern, index };
        let is = |dag: &ExprDag, v: SdValue<usize>, op: NodeOpcode| dag.is(v.node, op);
        match name {
            "SelectAddrRegImm" => {
                // Base plus simm12 (isBaseWithConstantOffset: an ADD, or a
                // disjoint OR, with a constant); otherwise the address
                // itself with offset 0. No frame indices, ADD_LO or
                // constant addresses in these DAGs.
                if is(dag, value, NodeOpcode::IsdAdd) || is(dag, value, NodeOpcode::IsdOr) {
                    let (base, off) = (dag.operand(value.node, 0), dag.operand(value.node, 1));
                    let offset_ok = is(dag, value, NodeOpcode::IsdAdd) || self.no_common_bits(dag, base, off);
                    if let Some(c) = dag.sext(off).filter(|&c| offset_ok && is_int(12, c)) {
                        results.push(base);
                        results.push(dag.get_target_constant(c, I64, value.node));
                        return Ok(true);
                    }
                    if is(dag, value, NodeOpcode::IsdAdd) && dag.sext(off).is_some() {
                        return Err(unknown);
                    }
                }
                if is(dag, value, NodeOpcode::IsdConstant) {
                    return Err(unknown);
                }
                results.push(value);
                results.push(dag.get_target_constant(0, I64, value.node));
                Ok(true)
            }
            "SelectFrameAddrRegImm" => Ok(false),
            "selectSETEQ" | "selectSETNE" => {
                let want = if name == "selectSETEQ" { SETEQ } else { SETNE };
                if !is(dag, value, NodeOpcode::IsdSetcc) || dag.cond_code(dag.operand(value.node, 2).node) != Some(want)
                {
                    return Ok(false);
                }
                let (lhs, rhs) = (dag.operand(value.node, 0), dag.operand(value.node, 1));
                // RISCVDAGToDAGISel::selectSETCC: 0 needs nothing, -2048
                // XORI, [-2047, 2048] ADDI of the negation, else XOR.
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
            "selectShiftMaskXLen" => {
                results.push(self.select_shift_mask(dag, value, 64)?);
                Ok(true)
            }
            "selectShiftMask32" => {
                results.push(self.select_shift_mask(dag, value, 32)?);
                Ok(true)
            }
            _ if name.starts_with("selectSExtBits<") || name.starts_with("selectZExtBits<") => {
                let bits: u32 = name[15..name.len() - 1].parse().map_err(|_| unknown.clone())?;
                if name.starts_with("selectS") {
                    // No SIGN_EXTEND_INREG in these DAGs; (sra (shl X, C), C)
                    // is not recognised (never built either).
                    if num_sign_bits(dag, value) > 64 - bits {
                        results.push(value);
                        return Ok(true);
                    }
                    return Ok(false);
                }
                if is(dag, value, NodeOpcode::IsdAnd)
                    && dag.sext(dag.operand(value.node, 1)).map(|c| c as u64) == Some(low_mask(bits))
                {
                    results.push(dag.operand(value.node, 0));
                    return Ok(true);
                }
                if known_bits(dag, value).0 | low_mask(bits) == u64::MAX {
                    results.push(value);
                    return Ok(true);
                }
                Ok(false)
            }
            _ => Err(unknown),
        }
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

    /// C++ `RunSDNodeXForm`, by the transform's name.
    pub fn node_xform_text(
        &mut self,
        dag: &mut ExprDag,
        value: SdValue<usize>,
        index: u32,
        name: &str,
    ) -> Result<SdValue<usize>, IselError> {
        let unknown = IselError::UnknownHook { kind: HookKind::NodeXForm, index };
        if name == "IntCCtoRISCVCC" {
            // The select_cc node's condition (operand 2) as RISCVCC::CondCode.
            let cc = dag.cond_code(dag.operand(value.node, 2).node).ok_or(unknown.clone())?;
            let rv = [SETEQ, SETNE, SETLT, SETGE, SETULT, SETUGE].iter().position(|&c| c == cc).ok_or(unknown)?;
            return Ok(dag.get_target_constant(rv as i64, I64, value.node));
        }
        let c = dag.constant(value.node).ok_or(unknown.clone())?;
        let (s, z) = (c.sext().unwrap_or(0), c.zext());
        let v = match name {
            "NegImm" => s.wrapping_neg(),
            "DecImm" => s.wrapping_sub(1),
            "ImmSubFromXLen" => 64i64.wrapping_sub(z as i64),
            "ImmSubFrom32" => 32i64.wrapping_sub(z as i64),
            "TrailingZeros" => i64::from(z.trailing_zeros()),
            "XLenSubTrailingOnes" => 64 - i64::from(z.trailing_ones()),
            "trailing1sPlus1" => i64::from(z.trailing_ones()) + 1,
            "AddiPairImmLarge" => {
                if s < 0 {
                    -2048
                } else {
                    2047
                }
            }
            "AddiPairImmSmall" => s - if s < 0 { -2048 } else { 2047 },
            "ImmSExt32" => i64::from(z as i32),
            "as_i64imm" => s,
            _ => return Err(unknown),
        };
        let vt = dag.value_type(value.node, value.result);
        Ok(dag.get_target_constant(v, vt, value.node))
    }
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

include!(concat!(env!("OUT_DIR"), "/riscv/hooks_impl.rs"));

impl Rv64im {
    /// How many hook methods the generated trait has (for the report).
    pub fn hook_methods() -> usize {
        HOOK_METHODS
    }
}
