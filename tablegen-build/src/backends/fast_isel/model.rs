//! The fast-emit tables (LLVM's `FastISelMap` after `collectPatterns`),
//! language-neutral and already in output order.
//!
//! Layout, outermost first: operand signatures (`rr`, `ri`, ...), then
//! SelectionDAG opcodes by name, then operand value types, then result
//! value types, then the candidate instructions in the order they are
//! tried. Every level is sorted the way LLVM's `std::map`s are, so the
//! writers only walk it.

/// The kind of one operand of a fast-emit function.
///
/// The derived order is LLVM's (`OpKind::Repr`: register, then
/// floating-point constant, then immediates by predicate number), which
/// orders the signatures and hence the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum OpKind {
    /// A virtual register (`unsigned OpN`).
    Reg,
    /// A floating-point constant (`const ConstantFP *fN`).
    Fp,
    /// An integer immediate (`uint64_t immN`): 0 for any value, or one
    /// more than the index in [`FastIselTables::imm_predicates`] of the
    /// predicate it must satisfy.
    Imm(u32),
}

impl OpKind {
    /// The same kind with any immediate predicate dropped.
    pub fn without_imm_code(self) -> OpKind {
        match self {
            OpKind::Imm(_) => OpKind::Imm(0),
            k => k,
        }
    }
}

/// The operand kinds of a fast-emit function, in operand order (LLVM's
/// `OperandsSignature`).
pub type Signature = Vec<OpKind>;

/// A value type as the tables name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueType {
    /// The `MVT::SimpleValueType` number, which orders the tables.
    pub number: u8,
    /// The `MVT` enumerator (`i32`, `v4f32`, `isVoid`, `Other`, `iPTR`).
    pub name: String,
}

/// An immediate predicate (an `ImmLeaf` fragment) that a fast-emit
/// function checks before trying the instructions of a constrained form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImmPredicate {
    /// The fragment's name; the C++ function is `Predicate_<name>`.
    pub name: String,
    /// The fragment's `ImmediateCode`, verbatim.
    pub code: String,
    /// The value type of the fragment's tree, which the immediate's type
    /// must equal.
    pub vt: ValueType,
}

/// One candidate instruction for an (opcode, operand type, result type)
/// (LLVM's `InstructionMemo`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The instruction's name (without namespace).
    pub inst: String,
    /// The result's register class name; empty for an `EXTRACT_SUBREG`.
    pub reg_class: String,
    /// The qualified sub-register index of an `EXTRACT_SUBREG`; empty
    /// otherwise.
    pub sub_reg: String,
    /// Per operand: the qualified physical register it is copied to
    /// (`X86::CL`), or empty for an operand passed to the instruction.
    pub phys_regs: Vec<String>,
    /// The C++ condition guarding the pattern (empty: always).
    pub predicate: String,
}

/// The candidates for one result type, in the order they are tried
/// (highest complexity first; equal complexities, latest pattern first).
#[derive(Clone, Debug)]
pub struct RetGroup {
    /// The result type.
    pub ret_vt: ValueType,
    /// The candidates.
    pub candidates: Vec<Candidate>,
    /// True when one candidate has no predicate: the function never falls
    /// through to `return 0`.
    pub has_unconditional: bool,
}

/// The result types for one operand type.
#[derive(Clone, Debug)]
pub struct TypeGroup {
    /// The operand type.
    pub vt: ValueType,
    /// The result types, by number.
    pub rets: Vec<RetGroup>,
}

/// The operand types for one SelectionDAG opcode.
#[derive(Clone, Debug)]
pub struct OpcodeGroup {
    /// The opcode's C++ enumerator (`ISD::ADD`, `X86ISD::CMP`).
    pub opcode: String,
    /// The operand types, by number.
    pub types: Vec<TypeGroup>,
}

/// Everything selected for one operand signature.
#[derive(Clone, Debug)]
pub struct SignatureGroup {
    /// The signature.
    pub signature: Signature,
    /// The opcodes, by name.
    pub opcodes: Vec<OpcodeGroup>,
    /// The signatures with immediate predicates whose stripped form is this
    /// signature, sorted and unique: the top-level function tries them
    /// first.
    pub constrained_forms: Vec<Signature>,
}

/// The model of `-gen-fast-isel`.
#[derive(Clone, Debug)]
pub struct FastIselTables {
    /// The target's name.
    pub target: String,
    /// The instruction namespace (`X86`).
    pub namespace: String,
    /// The immediate predicates, numbered in order of first use.
    pub imm_predicates: Vec<ImmPredicate>,
    /// The signatures, in LLVM's order.
    pub signatures: Vec<SignatureGroup>,
}
