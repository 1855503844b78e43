//! LLVM's `MathExtras.h` and `bit.h` functions as the C++ of a target's
//! predicates and transforms calls them, for the hook defaults a generated
//! `TargetHooks` translates from that C++ (`isInt<12>(Imm)` becomes
//! `cxx::is_int(12, imm)`). Each takes and returns the C++ types (LP64:
//! `int` is `i32`, `unsigned` is `u32`, `int64_t` is `i64`, `uint64_t` is
//! `u64`); where C++ wraps (`Log2_64(0)` is `-1` as an `unsigned`), these
//! wrap the same way. None panics.
//!
//! ```
//! use tablegen_runtime::isel::cxx;
//! assert!(cxx::is_int(5, -16) && !cxx::is_int(5, 16));
//! assert!(cxx::is_shifted_uint(2, 3, 0b11_000) && !cxx::is_shifted_uint(2, 3, 0b1));
//! assert_eq!(cxx::log2_64(0), u32::MAX);
//! assert_eq!(cxx::sign_extend_64(32, 0xffff_ffff), -1);
//! ```

use super::{ConstantInt, IselError, SelectionDag};

/// `isInt<N>(x)`: `x` fits in `n` signed bits (every `x` for `n >= 64`).
pub const fn is_int(n: u32, x: i64) -> bool {
    if n == 0 {
        return false;
    }
    if n >= 64 {
        return true;
    }
    let min = -(1i64 << (n - 1));
    let max = (1i64 << (n - 1)) - 1;
    min <= x && x <= max
}

/// `isUInt<N>(x)`: `x` fits in `n` unsigned bits (every `x` for `n >= 64`).
pub const fn is_uint(n: u32, x: u64) -> bool {
    if n >= 64 {
        return true;
    }
    x < (1u64 << n)
}

/// `isShiftedInt<N, S>(x)`: `x` is an `n`-bit signed number shifted left
/// by `s`.
pub const fn is_shifted_int(n: u32, s: u32, x: i64) -> bool {
    let n = n.saturating_add(s);
    if s >= 64 {
        return x == 0;
    }
    is_int(n, x) && x % (1i64 << s) == 0
}

/// `isShiftedUInt<N, S>(x)`: `x` is an `n`-bit unsigned number shifted
/// left by `s`.
pub const fn is_shifted_uint(n: u32, s: u32, x: u64) -> bool {
    let n = n.saturating_add(s);
    if s >= 64 {
        return x == 0;
    }
    is_uint(n, x) && x % (1u64 << s) == 0
}

/// `isPowerOf2_32(x)`.
pub const fn is_power_of2_32(x: u32) -> bool {
    x.is_power_of_two()
}

/// `isPowerOf2_64(x)`.
pub const fn is_power_of2_64(x: u64) -> bool {
    x.is_power_of_two()
}

/// `isMask_32(x)`: ones from bit 0, at least one.
pub const fn is_mask_32(x: u32) -> bool {
    x != 0 && (x & x.wrapping_add(1)) == 0
}

/// `isMask_64(x)`: ones from bit 0, at least one.
pub const fn is_mask_64(x: u64) -> bool {
    x != 0 && (x & x.wrapping_add(1)) == 0
}

/// `isShiftedMask_32(x)`: one contiguous run of ones.
pub const fn is_shifted_mask_32(x: u32) -> bool {
    x != 0 && is_mask_32((x.wrapping_sub(1)) | x)
}

/// `isShiftedMask_64(x)`: one contiguous run of ones.
pub const fn is_shifted_mask_64(x: u64) -> bool {
    x != 0 && is_mask_64((x.wrapping_sub(1)) | x)
}

/// `Log2_32(x)`: the floor of the base-2 logarithm; `UINT_MAX` for 0.
pub const fn log2_32(x: u32) -> u32 {
    31u32.wrapping_sub(x.leading_zeros())
}

/// `Log2_64(x)`: the floor of the base-2 logarithm; `UINT_MAX` for 0.
pub const fn log2_64(x: u64) -> u32 {
    63u32.wrapping_sub(x.leading_zeros())
}

/// `SignExtend64<B>(x)` (and `SignExtend64(x, B)`): the low `b` bits of
/// `x` as a signed number (`b` in `1..=64`; other widths give `x`).
pub const fn sign_extend_64(b: u32, x: u64) -> i64 {
    if b == 0 || b >= 64 {
        return x as i64;
    }
    ((x << (64 - b)) as i64) >> (64 - b)
}

/// `SignExtend32<B>(x)`: the low `b` bits of `x` as a signed number.
pub const fn sign_extend_32(b: u32, x: u32) -> i32 {
    if b == 0 || b >= 32 {
        return x as i32;
    }
    ((x << (32 - b)) as i32) >> (32 - b)
}

/// The constant a hook's C++ reads with `cast<ConstantSDNode>(N)`; a
/// node that is not one is a DAG the hook does not expect (C++ would
/// assert).
pub fn constant<D: SelectionDag + ?Sized>(dag: &D, node: D::Node, hook: &'static str) -> Result<Constant, IselError> {
    match dag.constant(node) {
        Some(c) if c.sext().is_some() => Ok(Constant(c)),
        _ => Err(IselError::HookDag { hook, what: "not an integer constant of at most 64 bits" }),
    }
}

/// C++ `SDNode::hasOneUse()`: exactly one use of any of the node's values.
pub fn has_one_use_node<D: SelectionDag + ?Sized>(dag: &D, node: D::Node) -> bool {
    let mut uses = alloc::vec::Vec::new();
    dag.uses(node, &mut uses);
    uses.len() == 1
}

/// An integer constant of 1 to 64 bits: C++ `ConstantSDNode`'s values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Constant(ConstantInt);

impl Constant {
    /// C++ `getSExtValue()`.
    pub const fn sext(self) -> i64 {
        match self.0.sext() {
            Some(v) => v,
            None => 0,
        }
    }

    /// C++ `getZExtValue()`.
    pub const fn zext(self) -> u64 {
        self.0.zext()
    }
}

/// Whether feature number `f` is in `bits` (a subtarget's feature bits, 64
/// to a word, as `-gen-subtarget`'s `FeatureBits`): what a generated default
/// answers for a C++ feature getter such as `Subtarget->hasStdExtM()`. A
/// feature past the end of `bits` is not in it.
///
/// ```
/// use tablegen_runtime::isel::cxx;
/// let bits = [0, 1 << 6];
/// assert!(cxx::has_feature(&bits, 70) && !cxx::has_feature(&bits, 6));
/// assert!(!cxx::has_feature(&bits, 900));
/// ```
pub fn has_feature(bits: &[u64], f: u16) -> bool {
    bits.get(usize::from(f / 64)).is_some_and(|w| w & (1u64 << (f % 64)) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llvm_answers() {
        assert!(is_int(1, -1) && is_int(1, 0) && !is_int(1, 1));
        assert!(is_int(64, i64::MIN) && !is_int(0, 0));
        assert!(is_uint(0, 0) && !is_uint(0, 1) && is_uint(64, u64::MAX));
        assert!(is_shifted_int(12, 2, -8192) && !is_shifted_int(12, 2, -8190));
        assert!(is_shifted_int(20, 12, 0x7ffff000) && !is_shifted_int(20, 12, 0x80000000));
        assert!(is_mask_64(0xff) && !is_mask_64(0) && !is_mask_64(0xfe));
        assert!(is_shifted_mask_64(0xf0) && !is_shifted_mask_64(0xf0f));
        assert!(is_shifted_mask_32(u32::MAX) && is_mask_32(u32::MAX));
        assert_eq!((log2_32(1), log2_32(0), log2_64(u64::MAX)), (0, u32::MAX, 63));
        assert_eq!((sign_extend_32(8, 0x80), sign_extend_64(64, 5), sign_extend_64(1, 1)), (-128, 5, -1));
        assert!(is_power_of2_32(1 << 31) && !is_power_of2_64(0));
        assert!(is_shifted_uint(64, 0, u64::MAX) && is_shifted_uint(1, 64, 0) && !is_shifted_int(1, 70, 1));
    }
}
