//! A target's calling conventions as LLVM's `CallingConvEmitter` reads
//! them: each convention's rules as a typed tree of conditions and
//! actions (not C++ text), and the argument registers each one names.

use std::collections::{BTreeMap, BTreeSet};

/// Every `CallingConv` def of the input, and what is derived from them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallingConvModel {
    /// Every `CallingConv` def, in `getAllDerivedDefinitions` (name) order.
    pub convs: Vec<CallingConv>,
    /// LLVM's `AssignedRegsMap`: for every convention written out (not
    /// `Custom`), the qualified names of the registers its `CCAssignToReg`
    /// and `CCAssignToRegAndStack` actions outside `CCIfSwift*` rules name,
    /// by convention name (each set may be empty).
    pub arg_regs: BTreeMap<String, BTreeSet<String>>,
    /// LLVM's `AssignedSwiftRegsMap`: the same for the rules under a
    /// `CCIfSwift*` condition, only for conventions that have some.
    pub swift_arg_regs: BTreeMap<String, BTreeSet<String>>,
}

/// One `CallingConv` def.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallingConv {
    /// The def's name: the name of the C++ function.
    pub name: String,
    /// `Entry`: visible outside the target (`llvm::` rather than `static`).
    pub entry: bool,
    /// `Custom`: written by hand in C++, so nothing is generated for it
    /// (other conventions may still delegate to it).
    pub custom: bool,
    /// `Actions`, tried in order until one assigns the value (empty for a
    /// custom convention, whose actions are not read).
    pub rules: Vec<Rule>,
}

/// One top-level action of a convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The action's record is a `CCIfSwift*` (its registers count as Swift
    /// argument registers).
    pub swift: bool,
    /// What it does.
    pub action: Action,
}

/// A `CCAction`, typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A `CCPredicateAction`: `then` applies when `cond` holds.
    If {
        /// The condition.
        cond: Condition,
        /// `SubAction`.
        then: Box<Action>,
    },
    /// `CCDelegateTo`: the named convention decides; if it assigns the
    /// value, so does this one.
    DelegateTo(String),
    /// `CCAssignToReg` (and `CCAssignToRegAndStack`): the first free
    /// register of `regs`; with `stack`, a stack slot is reserved too.
    AssignToReg {
        /// `RegList`.
        regs: Vec<Reg>,
        /// `CCAssignToRegAndStack`'s slot, reserved beside the register.
        stack: Option<StackSlot>,
    },
    /// `CCAssignToRegWithShadow`: the first free register of `regs`, which
    /// also marks the register of `shadows` at the same index allocated.
    AssignToRegWithShadow {
        /// `RegList`.
        regs: Vec<Reg>,
        /// `ShadowRegList` (as long as `regs`, or empty for more than one
        /// register).
        shadows: Vec<Reg>,
    },
    /// `CCAssignToStack`: a new stack slot.
    AssignToStack(StackSlot),
    /// `CCAssignToStackWithShadow`: a new stack slot of this size and
    /// alignment (used as given, even 0), which also marks the first free
    /// register of `shadows` allocated.
    AssignToStackWithShadow {
        /// `Size`.
        size: i32,
        /// `Align`.
        align: i32,
        /// `ShadowRegList`.
        shadows: Vec<Reg>,
    },
    /// `CCPromoteToType`: the location type becomes `to`, extended as the
    /// argument's flags say (floating point: `FPExt`).
    Promote(Vt),
    /// `CCPromoteToUpperBitsInType`: the location type becomes `to` (an
    /// integer type), the value in its upper bits.
    PromoteToUpperBits(Vt),
    /// `CCBitConvertToType`: the location type becomes `to`, bit-cast.
    BitConvert(Vt),
    /// `CCTruncToType`: the location type becomes `to`, truncated.
    Trunc(Vt),
    /// `CCPassIndirect`: the value is passed by a pointer of type `to`.
    PassIndirect(Vt),
    /// `CCPassByVal`: the target's by-value handling, with this minimum
    /// size and alignment.
    PassByVal {
        /// `Size`.
        size: i32,
        /// `Align`.
        align: i32,
    },
    /// `CCCustom`: a hand-written function (its name) decides.
    Custom(String),
}

/// A stack slot of `CCAssignToStack` or `CCAssignToRegAndStack`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackSlot {
    /// `Size`; 0 means the location type's allocation size.
    pub size: i32,
    /// `Align`; 0 means the location type's ABI alignment.
    pub align: i32,
}

/// The condition of a `CCPredicateAction`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Condition {
    /// `CCIfType`: the location type is one of these.
    Type(Vec<Vt>),
    /// `CCIf` and its subclasses: a C++ boolean expression.
    Predicate(Predicate),
}

/// A `CCIf` predicate: its C++ text, and what it tests when it is one of
/// the expressions `TargetCallingConv.td`'s classes build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Predicate {
    /// `Predicate`, as written to C++.
    pub code: String,
    /// What it tests.
    pub kind: PredicateKind,
}

/// What a `CCIf` predicate tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PredicateKind {
    /// `ArgFlags.<flag>()` (`CCIfByVal`, `CCIfInReg`, `CCIfSwiftSelf`, ...).
    Flag(ArgFlag),
    /// `State.isVarArg()` (`CCIfVarArg`), or its negation (`CCIfNotVarArg`)
    /// when false.
    VarArg(bool),
    /// `State.getCallingConv() == <cc>` (`CCIfCC`), with the C++ name of the
    /// LLVM calling convention, e.g. `CallingConv::Fast`.
    CallingConv(String),
    /// A pointer in this address space (`CCIfPtrAddrSpace`).
    PtrAddrSpace(i64),
    /// Any other expression (a target's `CCIfSubtarget`, its own `CCIf`s).
    Code,
}

/// An `ISD::ArgFlagsTy` query a predicate makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ArgFlag {
    /// `isByVal`.
    ByVal,
    /// `isPreallocated`.
    Preallocated,
    /// `isSwiftSelf`.
    SwiftSelf,
    /// `isSwiftAsync`.
    SwiftAsync,
    /// `isSwiftError`.
    SwiftError,
    /// `isCFGuardTarget`.
    CfGuardTarget,
    /// `isInConsecutiveRegs`.
    InConsecutiveRegs,
    /// `isInReg`.
    InReg,
    /// `isNest`.
    Nest,
    /// `isSplit`.
    Split,
    /// `isSRet`.
    SRet,
    /// `isPointer`.
    Pointer,
}

impl ArgFlag {
    /// Every flag, with the `ISD::ArgFlagsTy` method that reads it.
    pub const ALL: [(ArgFlag, &'static str); 12] = [
        (ArgFlag::ByVal, "isByVal"),
        (ArgFlag::Preallocated, "isPreallocated"),
        (ArgFlag::SwiftSelf, "isSwiftSelf"),
        (ArgFlag::SwiftAsync, "isSwiftAsync"),
        (ArgFlag::SwiftError, "isSwiftError"),
        (ArgFlag::CfGuardTarget, "isCFGuardTarget"),
        (ArgFlag::InConsecutiveRegs, "isInConsecutiveRegs"),
        (ArgFlag::InReg, "isInReg"),
        (ArgFlag::Nest, "isNest"),
        (ArgFlag::Split, "isSplit"),
        (ArgFlag::SRet, "isSRet"),
        (ArgFlag::Pointer, "isPointer"),
    ];
}

/// A machine value type an action names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vt {
    /// Its `MVT` enumerator (`LLVMName`), e.g. `i32`.
    pub name: String,
    /// `isFP`: floating point, or a vector of it.
    pub fp: bool,
}

/// A physical register an action names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reg {
    /// The def's name.
    pub name: String,
    /// `Namespace::Name` (LLVM's `getQualifiedName`).
    pub qualified: String,
}
