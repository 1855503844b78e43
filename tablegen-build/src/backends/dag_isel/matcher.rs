//! The matcher IR (LLVM's `Matcher` hierarchy): a matcher is a sequence of
//! operations; scopes and switches end a sequence and hold child sequences.

use tablegen_core::record::RecId;

use crate::model::patterns::{CodeGenDagPatterns, Mvt};

/// A sequence of matcher operations (LLVM's `Next` chain).
pub type Seq = Vec<M>;

/// A node to emit (`EmitNode` or `MorphNodeTo`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmitNodeInfo {
    /// The instruction.
    pub inst: RecId,
    /// The result value types.
    pub vts: Vec<Mvt>,
    /// The operand slots.
    pub operands: Vec<u32>,
    /// `OPFL_Chain`.
    pub chain: bool,
    /// `OPFL_GlueInput`.
    pub in_glue: bool,
    /// `OPFL_GlueOutput`.
    pub out_glue: bool,
    /// `OPFL_MemRefs`.
    pub mem_refs: bool,
    /// `OPFL_VariadicN` (-1: none).
    pub fixed_arity: i32,
    /// The first result slot (`EmitNode` only).
    pub first_result: u32,
}

/// A complex pattern check (`CheckComplexPat`).
#[derive(Clone, Debug)]
pub struct ComplexPatCheck {
    /// The `ComplexPattern` def.
    pub cp: RecId,
    /// The recorded node it matches.
    pub match_num: u32,
    /// The operand's name, for the comment.
    pub name: String,
    /// Its first result slot.
    pub first_result: u32,
}

/// One matcher operation, in LLVM's kind order (used by `isContradictory`).
///
/// Rare or large payloads are boxed and names are `Box<str>`, so that an
/// operation takes 24 bytes: a big target's matcher holds about half a
/// million of them before factoring (AArch64: 7 MB less than at 40 bytes).
/// Scopes and switches box their child vectors for that reason (a bare `Vec`
/// is 24 bytes itself); they are few, so the extra indirection costs
/// nothing measurable.
#[derive(Clone, Debug)]
#[allow(clippy::box_collection)]
pub enum M {
    /// Try each child in turn; `(size, children)` with the size filled in by
    /// the emitter.
    Scope(Box<Vec<(u32, Seq)>>),
    /// Record the current node.
    RecordNode { what: Box<str>, res: u32 },
    /// Record a child (0 to 7).
    RecordChild { child: u8, what: Box<str>, res: u32 },
    /// Record the memory operand.
    RecordMemRef,
    /// Capture the input glue.
    CaptureGlueInput,
    /// Move to a child.
    MoveChild(u32),
    /// Move to a sibling.
    MoveSibling(u32),
    /// Move to the parent.
    MoveParent,
    /// Same as a recorded node.
    CheckSame(u32),
    /// Child same as a recorded node.
    CheckChildSame { child: u32, num: u32 },
    /// Pattern predicate (its C++ condition).
    CheckPatternPredicate(Box<str>),
    /// Node predicate of a fragment, with its operand slots.
    CheckPredicate { frag: RecId, ops: Box<[u32]> },
    /// Opcode check (the SDNode def).
    CheckOpcode(RecId),
    /// Opcode switch: `(opcode, size, case)`.
    SwitchOpcode(Box<Vec<(RecId, u32, Seq)>>),
    /// Type check of a result.
    CheckType { vt: Mvt, res: u32 },
    /// Type switch: `(type, size, case)`.
    SwitchType(Box<Vec<(Mvt, u32, Seq)>>),
    /// Child type check.
    CheckChildType { child: u32, vt: Mvt },
    /// Integer check.
    CheckInteger(i64),
    /// Child integer check.
    CheckChildInteger { child: u32, v: i64 },
    /// Condition code check.
    CheckCondCode(Box<str>),
    /// Child 2 condition code check.
    CheckChild2CondCode(Box<str>),
    /// Value type check (a `ValueType` def's MVT).
    CheckValueType(Mvt),
    /// Complex pattern.
    CheckComplexPat(Box<ComplexPatCheck>),
    /// `and` mask check.
    CheckAndImm(i64),
    /// `or` mask check.
    CheckOrImm(i64),
    /// All-ones vector.
    CheckImmAllOnesV,
    /// All-zeros vector.
    CheckImmAllZerosV,
    /// Foldable chain node.
    CheckFoldableChainNode,
    /// Emit a target constant.
    EmitInteger { v: i64, vt: Mvt },
    /// Emit a target constant named by a string.
    EmitStringInteger { v: Box<str>, vt: Mvt },
    /// Emit a register (`None`: `zero_reg`).
    EmitRegister { reg: Option<RecId>, vt: Mvt },
    /// Convert an immediate to a target immediate.
    EmitConvertToTarget(u32),
    /// Merge the input chains.
    EmitMergeInputChains(Box<[u32]>),
    /// Copy to a physical register.
    EmitCopyToReg { slot: u32, reg: RecId },
    /// Emit a node.
    EmitNode(Box<EmitNodeInfo>),
    /// Run a transform.
    EmitNodeXForm { xform: RecId, slot: u32 },
    /// Complete the match (`pat` indexes the sorted patterns).
    CompleteMatch { results: Box<[u32]>, pat: u32 },
    /// Morph the root and complete the match.
    MorphNodeTo(Box<EmitNodeInfo>, u32),
}

const _: () = assert!(std::mem::size_of::<M>() <= 24);

impl M {
    /// LLVM's kind number.
    pub fn kind(&self) -> u8 {
        match self {
            M::Scope(_) => 0,
            M::RecordNode { .. } => 1,
            M::RecordChild { .. } => 2,
            M::RecordMemRef => 3,
            M::CaptureGlueInput => 4,
            M::MoveChild(_) => 5,
            M::MoveSibling(_) => 6,
            M::MoveParent => 7,
            M::CheckSame(_) => 8,
            M::CheckChildSame { .. } => 9,
            M::CheckPatternPredicate(_) => 10,
            M::CheckPredicate { .. } => 11,
            M::CheckOpcode(_) => 12,
            M::SwitchOpcode(_) => 13,
            M::CheckType { .. } => 14,
            M::SwitchType(_) => 15,
            M::CheckChildType { .. } => 16,
            M::CheckInteger(_) => 17,
            M::CheckChildInteger { .. } => 18,
            M::CheckCondCode(_) => 19,
            M::CheckChild2CondCode(_) => 20,
            M::CheckValueType(_) => 21,
            M::CheckComplexPat { .. } => 22,
            M::CheckAndImm(_) => 23,
            M::CheckOrImm(_) => 24,
            M::CheckImmAllOnesV => 25,
            M::CheckImmAllZerosV => 26,
            M::CheckFoldableChainNode => 27,
            M::EmitInteger { .. } => 28,
            M::EmitStringInteger { .. } => 29,
            M::EmitRegister { .. } => 30,
            M::EmitConvertToTarget(_) => 31,
            M::EmitMergeInputChains(_) => 32,
            M::EmitCopyToReg { .. } => 33,
            M::EmitNode(_) => 34,
            M::EmitNodeXForm { .. } => 35,
            M::CompleteMatch { .. } => 36,
            M::MorphNodeTo(..) => 37,
        }
    }

    /// LLVM's `isSimplePredicateNode`.
    pub fn is_simple_predicate(&self) -> bool {
        matches!(self.kind(), 8..=12 | 14 | 16..=21 | 23..=27)
    }

    /// LLVM's `isSimplePredicateOrRecordNode`.
    pub fn is_simple_predicate_or_record(&self) -> bool {
        self.is_simple_predicate() || matches!(self, M::RecordNode { .. } | M::RecordChild { .. })
    }

    /// LLVM's `canMoveBeforeNode`: only a simple predicate moves, across
    /// simple predicates and records. (LLVM means to let a record cross a
    /// simple predicate too, but its test asks whether the record itself is
    /// a simple predicate, so a record never moves; the tables follow that.)
    pub fn can_move_before_node(&self, other: &M) -> bool {
        self.is_simple_predicate() && other.is_simple_predicate_or_record()
    }

    /// LLVM's `isEqual` (kinds and the fields the kind compares). Opcode
    /// checks are equal when their nodes share an enum name (`st` and
    /// `ist` are both `ISD::STORE`).
    pub fn is_equal(&self, o: &M, cdp: &CodeGenDagPatterns) -> bool {
        use M::*;
        match (self, o) {
            (RecordNode { .. }, RecordNode { .. }) => true,
            (RecordChild { child: a, .. }, RecordChild { child: b, .. }) => a == b,
            (RecordMemRef, RecordMemRef) | (CaptureGlueInput, CaptureGlueInput) | (MoveParent, MoveParent) => true,
            (MoveChild(a), MoveChild(b)) | (MoveSibling(a), MoveSibling(b)) | (CheckSame(a), CheckSame(b)) => a == b,
            (CheckChildSame { child: a, num: x }, CheckChildSame { child: b, num: y }) => a == b && x == y,
            (CheckPatternPredicate(a), CheckPatternPredicate(b)) => a == b,
            (CheckPredicate { frag: a, .. }, CheckPredicate { frag: b, .. }) => a == b,
            (CheckOpcode(a), CheckOpcode(b)) => {
                let name = |r| cdp.sd_node(r).map(|i| i.enum_name.as_str());
                a == b || name(*a) == name(*b)
            }
            (CheckType { vt: a, .. }, CheckType { vt: b, .. }) => a == b,
            (CheckChildType { child: a, vt: x }, CheckChildType { child: b, vt: y }) => a == b && x == y,
            (CheckInteger(a), CheckInteger(b)) => a == b,
            (CheckChildInteger { child: a, v: x }, CheckChildInteger { child: b, v: y }) => a == b && x == y,
            (CheckCondCode(a), CheckCondCode(b)) | (CheckChild2CondCode(a), CheckChild2CondCode(b)) => a == b,
            (CheckValueType(a), CheckValueType(b)) => a == b,
            (CheckComplexPat(a), CheckComplexPat(b)) => a.cp == b.cp && a.match_num == b.match_num,
            (CheckAndImm(a), CheckAndImm(b)) | (CheckOrImm(a), CheckOrImm(b)) => a == b,
            (CheckImmAllOnesV, CheckImmAllOnesV)
            | (CheckImmAllZerosV, CheckImmAllZerosV)
            | (CheckFoldableChainNode, CheckFoldableChainNode) => true,
            (EmitInteger { v: a, vt: x }, EmitInteger { v: b, vt: y }) => a == b && x == y,
            (EmitStringInteger { v: a, vt: x }, EmitStringInteger { v: b, vt: y }) => a == b && x == y,
            (EmitRegister { reg: a, vt: x }, EmitRegister { reg: b, vt: y }) => a == b && x == y,
            (EmitConvertToTarget(a), EmitConvertToTarget(b)) => a == b,
            (EmitMergeInputChains(a), EmitMergeInputChains(b)) => a == b,
            (EmitCopyToReg { slot: a, reg: x }, EmitCopyToReg { slot: b, reg: y }) => a == b && x == y,
            (EmitNode(a), EmitNode(b)) => same_node(a, b),
            (MorphNodeTo(a, _), MorphNodeTo(b, _)) => same_node(a, b),
            (EmitNodeXForm { xform: a, slot: x }, EmitNodeXForm { xform: b, slot: y }) => a == b && x == y,
            (CompleteMatch { results: a, pat: x }, CompleteMatch { results: b, pat: y }) => a == b && x == y,
            _ => false,
        }
    }
}

fn same_node(a: &EmitNodeInfo, b: &EmitNodeInfo) -> bool {
    a.inst == b.inst
        && a.vts == b.vts
        && a.operands == b.operands
        && a.chain == b.chain
        && a.in_glue == b.in_glue
        && a.out_glue == b.out_glue
        && a.mem_refs == b.mem_refs
        && a.fixed_arity == b.fixed_arity
}
