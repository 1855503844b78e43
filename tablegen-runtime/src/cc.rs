//! Calling conventions: what the functions of `-gen-callingconv --rust` run
//! on, LLVM's `CCState` (as the [`CcState`] trait), `CCValAssign`
//! ([`ValAssign`]), its `LocInfo` ([`LocInfo`]) and `ISD::ArgFlagsTy`
//! ([`ArgFlags`]).
//!
//! A generated convention function takes the state, the target's hooks
//! (its `CCIf` conditions and `CCCustom` functions) and one [`Value`]
//! (C++ `ValNo`, `ValVT`, `LocVT`, `LocInfo` and `ArgFlags`), and, as the
//! C++ function does, returns `false` once it has assigned the value a
//! location (through [`CcState::add_loc`]) and `true` when no rule matched.
//!
//! ```
//! use tablegen_runtime::cc::{ArgFlags, CcState, Loc, LocInfo, ValAssign, Value};
//!
//! /// Two registers, 0 and 1, and a stack growing up.
//! #[derive(Default)]
//! struct State { used: [bool; 2], stack: u64, locs: Vec<ValAssign<u8, u8>> }
//! impl CcState for State {
//!     type Vt = u8;
//!     type Reg = u8;
//!     fn is_var_arg(&self) -> bool { false }
//!     fn calling_conv_is(&self, _: &str) -> bool { false }
//!     fn is_allocated(&self, r: u8) -> bool { self.used[usize::from(r)] }
//!     fn mark_allocated(&mut self, r: u8) { self.used[usize::from(r)] = true; }
//!     fn stack_size(&self) -> u64 { self.stack }
//!     fn set_stack_size(&mut self, s: u64) { self.stack = s; }
//!     fn type_alloc_size(&self, vt: u8) -> u64 { u64::from(vt) }
//!     fn abi_type_align(&self, vt: u8) -> u64 { u64::from(vt) }
//!     fn add_loc(&mut self, a: ValAssign<u8, u8>) { self.locs.push(a); }
//!     fn handle_by_val(&mut self, _: &Value<u8>, _: u64, _: u64) {}
//! }
//!
//! let mut s = State::default();
//! let v = Value::new(0, 4, ArgFlags::default());
//! // What `CCAssignToReg<[R0, R1]>` does, twice, then `CCAssignToStack<0, 0>`.
//! for _ in 0..3 {
//!     if let Some(r) = s.allocate_reg(&[0u8, 1]) {
//!         s.add_loc(ValAssign::reg(&v, r));
//!     } else {
//!         let off = s.allocate_stack(s.type_alloc_size(v.loc_vt), s.abi_type_align(v.loc_vt));
//!         s.add_loc(ValAssign::mem(&v, off));
//!     }
//! }
//! let locs: Vec<Loc<u8>> = s.locs.iter().map(|a| a.loc).collect();
//! assert_eq!(locs, [Loc::Reg(0), Loc::Reg(1), Loc::Mem(0)]);
//! assert_eq!(s.locs[2].loc_info, LocInfo::Full);
//! ```

/// C++ `CCValAssign::LocInfo`: how the value sits in its location.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LocInfo {
    /// `Full`: the value fills the location.
    Full,
    /// `SExt`: sign-extended.
    SExt,
    /// `ZExt`: zero-extended.
    ZExt,
    /// `AExt`: extended with undefined upper bits.
    AExt,
    /// `SExtUpper`: in the upper bits, sign-extended when read.
    SExtUpper,
    /// `ZExtUpper`: in the upper bits, zero-extended when read.
    ZExtUpper,
    /// `AExtUpper`: in the upper bits, any-extended when read.
    AExtUpper,
    /// `BCvt`: bit-converted.
    BCvt,
    /// `Trunc`: truncated.
    Trunc,
    /// `VExt`: vector-widened.
    VExt,
    /// `FPExt`: floating-point extended.
    FPExt,
    /// `Indirect`: the location holds a pointer to the value.
    Indirect,
}

impl LocInfo {
    /// The extension `CCPromoteToType` to an integer type picks:
    /// `SExt`, `ZExt` or `AExt` by the argument's flags.
    pub fn extension(flags: ArgFlags) -> LocInfo {
        if flags.has(ArgFlag::SExt) {
            LocInfo::SExt
        } else if flags.has(ArgFlag::ZExt) {
            LocInfo::ZExt
        } else {
            LocInfo::AExt
        }
    }

    /// The extension `CCPromoteToUpperBitsInType` picks: `SExtUpper`,
    /// `ZExtUpper` or `AExtUpper` by the argument's flags.
    pub fn upper_extension(flags: ArgFlags) -> LocInfo {
        match LocInfo::extension(flags) {
            LocInfo::SExt => LocInfo::SExtUpper,
            LocInfo::ZExt => LocInfo::ZExtUpper,
            _ => LocInfo::AExtUpper,
        }
    }
}

/// One flag of C++ `ISD::ArgFlagsTy` (`isSExt()`, `isByVal()`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum ArgFlag {
    /// `isZExt`.
    ZExt,
    /// `isSExt`.
    SExt,
    /// `isInReg`.
    InReg,
    /// `isSRet`.
    SRet,
    /// `isByVal`.
    ByVal,
    /// `isByRef`.
    ByRef,
    /// `isNest`.
    Nest,
    /// `isReturned`.
    Returned,
    /// `isSplit`.
    Split,
    /// `isSplitEnd`.
    SplitEnd,
    /// `isSwiftSelf`.
    SwiftSelf,
    /// `isSwiftAsync`.
    SwiftAsync,
    /// `isSwiftError`.
    SwiftError,
    /// `isCFGuardTarget`.
    CfGuardTarget,
    /// `isHva`.
    Hva,
    /// `isHvaStart`.
    HvaStart,
    /// `isSecArgPass`.
    SecArgPass,
    /// `isInAlloca`.
    InAlloca,
    /// `isPreallocated`.
    Preallocated,
    /// `isInConsecutiveRegs`.
    InConsecutiveRegs,
    /// `isInConsecutiveRegsLast`.
    InConsecutiveRegsLast,
    /// `isCopyElisionCandidate`.
    CopyElisionCandidate,
    /// `isPointer`.
    Pointer,
}

impl ArgFlag {
    /// Every flag, in declaration order.
    ///
    /// ```
    /// use tablegen_runtime::cc::{ArgFlag, ArgFlags};
    /// let all = ArgFlag::ALL.iter().fold(ArgFlags::default(), |f, &g| f.with(g));
    /// assert!(ArgFlag::ALL.iter().all(|&g| all.has(g)));
    /// ```
    pub const ALL: [ArgFlag; 23] = [
        ArgFlag::ZExt,
        ArgFlag::SExt,
        ArgFlag::InReg,
        ArgFlag::SRet,
        ArgFlag::ByVal,
        ArgFlag::ByRef,
        ArgFlag::Nest,
        ArgFlag::Returned,
        ArgFlag::Split,
        ArgFlag::SplitEnd,
        ArgFlag::SwiftSelf,
        ArgFlag::SwiftAsync,
        ArgFlag::SwiftError,
        ArgFlag::CfGuardTarget,
        ArgFlag::Hva,
        ArgFlag::HvaStart,
        ArgFlag::SecArgPass,
        ArgFlag::InAlloca,
        ArgFlag::Preallocated,
        ArgFlag::InConsecutiveRegs,
        ArgFlag::InConsecutiveRegsLast,
        ArgFlag::CopyElisionCandidate,
        ArgFlag::Pointer,
    ];
}

/// C++ `ISD::ArgFlagsTy`: the flags of one argument or return value, with
/// its pointer address space and by-value size and alignment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ArgFlags {
    bits: u32,
    /// `getPointerAddrSpace()`.
    pub pointer_addr_space: u32,
    /// `getByValSize()`.
    pub by_val_size: u64,
    /// `getNonZeroByValAlign()` (0 when not given).
    pub by_val_align: u64,
}

impl ArgFlags {
    /// Whether `flag` is set.
    pub fn has(self, flag: ArgFlag) -> bool {
        self.bits & (1 << flag as u8) != 0
    }

    /// These flags with `flag` set.
    #[must_use]
    pub fn with(mut self, flag: ArgFlag) -> Self {
        self.bits |= 1 << flag as u8;
        self
    }
}

/// Where a value goes (the location half of C++ `CCValAssign`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Loc<R> {
    /// A register (`getReg`).
    Reg(R),
    /// A stack offset (`getMem`).
    Mem(i64),
}

/// The value a convention function assigns: the C++ parameters `ValNo`,
/// `ValVT`, `LocVT`, `LocInfo` and `ArgFlags`. The function changes its own
/// copy's `loc_vt` and `loc_info` as it promotes or converts; a `CCCustom`
/// function gets it by reference, as in C++.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value<V> {
    /// `ValNo`: the value's index among the arguments (or results).
    pub val_no: u32,
    /// `ValVT`: its type.
    pub val_vt: V,
    /// `LocVT`: the type of its location.
    pub loc_vt: V,
    /// `LocInfo`.
    pub loc_info: LocInfo,
    /// `ArgFlags`.
    pub flags: ArgFlags,
}

impl<V: Copy> Value<V> {
    /// A value of type `vt` in a location of the same type (`Full`).
    pub fn new(val_no: u32, vt: V, flags: ArgFlags) -> Self {
        Value { val_no, val_vt: vt, loc_vt: vt, loc_info: LocInfo::Full, flags }
    }
}

/// C++ `CCValAssign`: where one value went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ValAssign<V, R> {
    /// `getValNo()`.
    pub val_no: u32,
    /// `getValVT()`.
    pub val_vt: V,
    /// The register or stack offset.
    pub loc: Loc<R>,
    /// `getLocVT()`.
    pub loc_vt: V,
    /// `getLocInfo()`.
    pub loc_info: LocInfo,
}

impl<V: Copy, R> ValAssign<V, R> {
    /// `CCValAssign::getReg(ValNo, ValVT, Reg, LocVT, LocInfo)`.
    pub fn reg(v: &Value<V>, reg: R) -> Self {
        ValAssign { val_no: v.val_no, val_vt: v.val_vt, loc: Loc::Reg(reg), loc_vt: v.loc_vt, loc_info: v.loc_info }
    }

    /// `CCValAssign::getMem(ValNo, ValVT, Offset, LocVT, LocInfo)`.
    pub fn mem(v: &Value<V>, offset: i64) -> Self {
        ValAssign { val_no: v.val_no, val_vt: v.val_vt, loc: Loc::Mem(offset), loc_vt: v.loc_vt, loc_info: v.loc_info }
    }
}

/// C++ `CCState`: the state of one call's (or function's) assignment, which
/// the target implements over its own value types and registers. The
/// allocation methods generated code calls are provided, as `CCState`
/// defines them, on top of the required ones.
pub trait CcState {
    /// The machine value type (C++ `MVT`).
    type Vt: Copy + PartialEq;
    /// A physical register (C++ `MCPhysReg`).
    type Reg: Copy + PartialEq;

    /// `isVarArg()`.
    fn is_var_arg(&self) -> bool;
    /// `getCallingConv() == cc`, with `cc` the C++ name a `CCIfCC` gives,
    /// e.g. `CallingConv::Fast`.
    fn calling_conv_is(&self, cc: &str) -> bool;
    /// `isAllocated(Reg)`.
    fn is_allocated(&self, reg: Self::Reg) -> bool;
    /// `MarkAllocated(Reg)`: the register and every register aliasing it.
    fn mark_allocated(&mut self, reg: Self::Reg);
    /// `getStackSize()`: the bytes of stack used so far.
    fn stack_size(&self) -> u64;
    /// Sets the stack size.
    fn set_stack_size(&mut self, size: u64);
    /// Whether stack offsets grow down from 0 (`NegativeOffsets`).
    fn negative_offsets(&self) -> bool {
        false
    }
    /// Called with every stack slot's alignment (`MaxStackArgAlign`,
    /// `ensureMaxAlignment`); nothing by default.
    fn note_stack_align(&mut self, _align: u64) {}
    /// The data layout's allocation size of `vt`'s IR type, in bytes.
    fn type_alloc_size(&self, vt: Self::Vt) -> u64;
    /// The data layout's ABI alignment of `vt`'s IR type, in bytes.
    fn abi_type_align(&self, vt: Self::Vt) -> u64;
    /// `addLoc`: records an assignment.
    fn add_loc(&mut self, assign: ValAssign<Self::Vt, Self::Reg>);
    /// `HandleByVal`: assigns a by-value argument of at least this size
    /// and alignment (the target's `TargetLowering::HandleByVal` decides).
    fn handle_by_val(&mut self, v: &Value<Self::Vt>, min_size: u64, min_align: u64);

    /// `AllocateReg(Regs)`: the first register of `regs` not allocated,
    /// now allocated.
    fn allocate_reg<R: Copy + Into<Self::Reg>>(&mut self, regs: &[R]) -> Option<Self::Reg> {
        let reg = regs.iter().map(|&r| r.into()).find(|&r| !self.is_allocated(r))?;
        self.mark_allocated(reg);
        Some(reg)
    }

    /// `AllocateReg(Regs, ShadowRegs)`: as [`CcState::allocate_reg`],
    /// also allocating the shadow register at the same index, if any.
    fn allocate_reg_shadowed<R: Copy + Into<Self::Reg>>(&mut self, regs: &[R], shadows: &[R]) -> Option<Self::Reg> {
        let i = regs.iter().position(|&r| !self.is_allocated(r.into()))?;
        let reg = regs[i].into();
        self.mark_allocated(reg);
        if let Some(&shadow) = shadows.get(i) {
            self.mark_allocated(shadow.into());
        }
        Some(reg)
    }

    /// `AllocateStack(Size, Alignment)`: a slot's offset (an alignment of
    /// 0 counts as 1).
    fn allocate_stack(&mut self, size: u64, align: u64) -> i64 {
        let align = align.max(1);
        let align_to = |n: u64| n.div_ceil(align).saturating_mul(align);
        let offset = if self.negative_offsets() {
            let size = align_to(self.stack_size().saturating_add(size));
            self.set_stack_size(size);
            (size as i64).wrapping_neg()
        } else {
            let offset = align_to(self.stack_size());
            self.set_stack_size(offset.saturating_add(size));
            offset as i64
        };
        self.note_stack_align(align);
        offset
    }

    /// `AllocateStack(Size, Alignment, ShadowRegs)`: every register of
    /// `shadows` allocated, then a slot.
    fn allocate_stack_shadowed<R: Copy + Into<Self::Reg>>(&mut self, size: u64, align: u64, shadows: &[R]) -> i64 {
        for &r in shadows {
            self.mark_allocated(r.into());
        }
        self.allocate_stack(size, align)
    }
}

/// Whether `vt` is one of `types` (a `CCIfType` condition), where `types`
/// are a generated module's value types and `vt` the state's.
///
/// ```
/// use tablegen_runtime::cc::vt_in;
/// assert!(vt_in(7u32, &[5u8, 7]));
/// assert!(!vt_in(6u32, &[5u8, 7]));
/// ```
pub fn vt_in<V: PartialEq + From<T>, T: Copy>(vt: V, types: &[T]) -> bool {
    types.iter().any(|&t| vt == V::from(t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[derive(Default)]
    struct S {
        used: [bool; 4],
        stack: u64,
        negative: bool,
        locs: Vec<ValAssign<u8, u8>>,
    }

    impl CcState for S {
        type Vt = u8;
        type Reg = u8;
        fn is_var_arg(&self) -> bool {
            false
        }
        fn calling_conv_is(&self, _: &str) -> bool {
            false
        }
        fn is_allocated(&self, r: u8) -> bool {
            self.used[usize::from(r)]
        }
        fn mark_allocated(&mut self, r: u8) {
            self.used[usize::from(r)] = true;
        }
        fn stack_size(&self) -> u64 {
            self.stack
        }
        fn set_stack_size(&mut self, s: u64) {
            self.stack = s;
        }
        fn negative_offsets(&self) -> bool {
            self.negative
        }
        fn type_alloc_size(&self, vt: u8) -> u64 {
            u64::from(vt)
        }
        fn abi_type_align(&self, vt: u8) -> u64 {
            u64::from(vt)
        }
        fn add_loc(&mut self, a: ValAssign<u8, u8>) {
            self.locs.push(a);
        }
        fn handle_by_val(&mut self, _: &Value<u8>, _: u64, _: u64) {}
    }

    #[test]
    fn shadows_follow_their_registers() {
        let mut s = S::default();
        assert_eq!(s.allocate_reg_shadowed(&[0u8, 1], &[2, 3]), Some(0));
        assert_eq!(s.used, [true, false, true, false]);
        assert_eq!(s.allocate_reg_shadowed(&[0u8, 1], &[]), Some(1));
        assert_eq!(s.allocate_reg_shadowed(&[0u8, 1], &[2, 3]), None);
        assert_eq!(s.allocate_stack_shadowed(4, 4, &[3u8]), 0);
        assert!(s.used[3]);
    }

    #[test]
    fn stack_offsets_are_aligned() {
        let mut s = S::default();
        assert_eq!(s.allocate_stack(1, 1), 0);
        assert_eq!(s.allocate_stack(8, 8), 8);
        assert_eq!(s.allocate_stack(4, 0), 16);
        assert_eq!(s.stack_size(), 20);
        let mut n = S { negative: true, ..S::default() };
        assert_eq!(n.allocate_stack(4, 4), -4);
        assert_eq!(n.allocate_stack(8, 8), -16);
    }

    #[test]
    fn extensions_follow_the_flags() {
        let f = ArgFlags::default();
        assert_eq!(LocInfo::extension(f), LocInfo::AExt);
        assert_eq!(LocInfo::extension(f.with(ArgFlag::SExt)), LocInfo::SExt);
        assert_eq!(LocInfo::upper_extension(f.with(ArgFlag::ZExt)), LocInfo::ZExtUpper);
        assert!(f.with(ArgFlag::Pointer).has(ArgFlag::Pointer));
        assert!(!f.with(ArgFlag::Pointer).has(ArgFlag::ByVal));
    }
}
