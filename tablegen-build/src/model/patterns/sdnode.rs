//! Selection-DAG nodes (LLVM's `SDNodeInfo`) with their type profiles
//! (`SDTypeConstraint`), node transforms and complex patterns.

use tablegen_core::record::RecId;

use super::type_set::VtByHwMode;
use crate::model::intrinsics::{SdProperties, Sdnp};

/// One `SDTypeConstraint` of a type profile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConstraintKind {
    /// `SDTCisVT`.
    IsVt(VtByHwMode),
    /// `SDTCisPtrTy`.
    IsPtrTy,
    /// `SDTCisInt`.
    IsInt,
    /// `SDTCisFP`.
    IsFp,
    /// `SDTCisVec`.
    IsVec,
    /// `SDTCisSameAs` the other operand.
    SameAs(u32),
    /// `SDTCisVTSmallerThanOp` the other operand.
    VtSmallerThanOp(u32),
    /// `SDTCisOpSmallerThanOp` the big operand.
    OpSmallerThanOp(u32),
    /// `SDTCisEltOfVec` the other operand.
    EltOfVec(u32),
    /// `SDTCisSubVecOfVec` the other operand.
    SubVecOfVec(u32),
    /// `SDTCVecEltisVT`.
    VecEltIsVt(VtByHwMode),
    /// `SDTCisSameNumEltsAs` the other operand.
    SameNumEltsAs(u32),
    /// `SDTCisSameSizeAs` the other operand.
    SameSizeAs(u32),
}

/// A type constraint on operand `operand` (results first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeConstraint {
    /// `OperandNum`.
    pub operand: u32,
    /// What it requires.
    pub kind: ConstraintKind,
}

/// One `SDNode` def.
#[derive(Clone, Debug)]
pub struct SdNodeInfo {
    /// The def.
    pub def: RecId,
    /// `Opcode` (e.g. `ISD::ADD`).
    pub enum_name: String,
    /// `SDClass` (e.g. `SDNode`, `LoadSDNode`).
    pub sd_class_name: String,
    /// `SDNP*` properties.
    pub properties: SdProperties,
    /// Results of the type profile.
    pub num_results: u32,
    /// Operands of the type profile (-1: variadic).
    pub num_operands: i64,
    /// The profile's constraints, in order.
    pub constraints: Vec<TypeConstraint>,
}

impl SdNodeInfo {
    /// `hasProperty`.
    pub fn has(&self, p: Sdnp) -> bool {
        self.properties.has(p)
    }

    /// LLVM's `getKnownType(0)`: the type a result-0 `SDTCisVT` or
    /// `SDTCisPtrTy` fixes, if any (`None` = `MVT::Other`).
    pub fn known_type(&self, iptr: u8) -> Option<u8> {
        for c in &self.constraints {
            if c.operand >= self.num_results {
                continue;
            }
            match &c.kind {
                ConstraintKind::IsVt(v) => {
                    if let Some(t) = v.get_simple() {
                        return Some(t);
                    }
                }
                ConstraintKind::IsPtrTy => return Some(iptr),
                _ => {}
            }
        }
        None
    }
}

/// One `ComplexPattern` def (LLVM's `ComplexPattern`).
#[derive(Clone, Debug)]
pub struct ComplexPattern {
    /// The def.
    pub def: RecId,
    /// `Ty`: the value type def.
    pub ty: RecId,
    /// `NumOperands`.
    pub num_operands: u32,
    /// `SelectFunc`.
    pub select_func: String,
    /// `RootNodes`.
    pub root_nodes: Vec<RecId>,
    /// `Complexity`, or 3 per operand when -1; LLVM's `unsigned`, so a
    /// value outside `0..2^32` is kept modulo 2^32.
    pub complexity: u32,
    /// The supported `SDNP*` properties.
    pub properties: SdProperties,
}

impl ComplexPattern {
    /// `hasProperty`.
    pub fn has(&self, p: Sdnp) -> bool {
        self.properties.has(p)
    }
}

/// One `SDNodeXForm` def: the node it applies to and its C++ body.
#[derive(Clone, Debug)]
pub struct NodeXForm {
    /// The def.
    pub def: RecId,
    /// `Opcode`: the node the transform takes.
    pub opcode: RecId,
    /// `XFormFunction`: the C++ code (empty: a no-op transform).
    pub code: String,
}
