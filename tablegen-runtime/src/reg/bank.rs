//! The register banks of `-gen-register-bank --rust` (C++
//! `llvm/CodeGen/RegisterBank.h` and the generated `RegisterBankInfo`):
//! each bank's name, the register classes it covers and its size per
//! hardware mode, and the lookup from a class to the banks covering it.
//!
//! A generated module holds its banks in a `REG_BANKS` slice of
//! [`RegisterBank`]s, generic over its `RegBankId` enum (`B`) and its
//! register-class type (`C`: a `u16`, or the `RegClass` of a module tree),
//! and wraps [`first_covering`] and [`covering`] as its functions.

/// C++ `RegisterBank`: one register bank.
///
/// ```
/// use tablegen_runtime::reg::bank::RegisterBank;
/// // Bank 0 covers classes 1 and 33, and is 64 bits wide in mode 0.
/// static GPR: RegisterBank<u8, u16> =
///     RegisterBank { id: 0, name: "GPRB", coverage: &[0b10, 0b10], classes: &[1, 33], sizes: &[64] };
/// assert!(GPR.covers(1u16) && GPR.covers(33u16) && !GPR.covers(2u16) && !GPR.covers(99u16));
/// assert_eq!(GPR.size(0), Some(64));
/// assert_eq!(GPR.size(1), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegisterBank<B: 'static, C: 'static> {
    /// C++ `getID()`.
    pub id: B,
    /// C++ `getName()`: the bank's `Name`, as MIR spells it.
    pub name: &'static str,
    /// C++ `CoveredClasses` (`<Bank>CoverageData`): bit `c % 32` of word
    /// `c / 32` is set when the bank covers class `c`.
    pub coverage: &'static [u32],
    /// The covered classes in the order TableGen found them: each class
    /// the bank lists, followed by the sub-classes and sub-register classes
    /// found from it (the order of the C++ coverage lines within a word).
    pub classes: &'static [C],
    /// C++ `RegisterBankInfo::getMaximumSize(getID())` per hardware mode
    /// (the bank's column of the module's `SIZES`): the spill size in bits
    /// of the bank's largest class.
    pub sizes: &'static [u32],
}

impl<B: Copy, C: Copy + Into<u16>> RegisterBank<B, C> {
    /// C++ `covers(RC)`: whether the bank covers `class`.
    pub fn covers(&self, class: C) -> bool {
        let i = usize::from(class.into());
        self.coverage.get(i / 32).is_some_and(|w| w & (1 << (i % 32)) != 0)
    }

    /// C++ `RegisterBankInfo::getMaximumSize(getID())` under hardware mode
    /// `hw_mode`: the spill size in bits of the bank's largest class
    /// (`None` for an unknown mode).
    pub fn size(&self, hw_mode: usize) -> Option<u32> {
        self.sizes.get(hw_mode).copied()
    }
}

/// The first bank of `banks` (by ID) that covers `class` (`None` if no
/// bank does): the answer a target's `getRegBankFromRegClass` gives for a
/// class of one bank.
///
/// ```
/// use tablegen_runtime::reg::bank::{first_covering, RegisterBank};
/// static BANKS: [RegisterBank<u8, u16>; 2] = [
///     RegisterBank { id: 0, name: "A", coverage: &[0b01], classes: &[0], sizes: &[32] },
///     RegisterBank { id: 1, name: "B", coverage: &[0b11], classes: &[0, 1], sizes: &[64] },
/// ];
/// assert_eq!(first_covering(&BANKS, 1u16), Some(1));
/// assert_eq!(first_covering(&BANKS, 5u16), None);
/// ```
pub fn first_covering<B: Copy, C: Copy + Into<u16>>(banks: &'static [RegisterBank<B, C>], class: C) -> Option<B> {
    banks.iter().find(|b| b.covers(class)).map(|b| b.id)
}

/// Every bank of `banks` that covers `class`, by ID.
///
/// ```
/// use tablegen_runtime::reg::bank::{covering, RegisterBank};
/// static BANKS: [RegisterBank<u8, u16>; 2] = [
///     RegisterBank { id: 0, name: "A", coverage: &[0b01], classes: &[0], sizes: &[32] },
///     RegisterBank { id: 1, name: "B", coverage: &[0b11], classes: &[0, 1], sizes: &[64] },
/// ];
/// assert_eq!(covering(&BANKS, 0u16).map(|b| b.name).collect::<Vec<_>>(), ["A", "B"]);
/// ```
pub fn covering<B: Copy, C: Copy + Into<u16>>(
    banks: &'static [RegisterBank<B, C>],
    class: C,
) -> impl Iterator<Item = &'static RegisterBank<B, C>> {
    banks.iter().filter(move |b| b.covers(class))
}
