//! The immediate predicates of RISC-V's matcher table (`ImmLeaf` and
//! `PatLeaf` code on a constant) as an RV64 subtarget answers them: pure
//! functions of the constant and whether it has one use, shared by
//! `examples/riscv_expr` and `tests/isel-runtime`'s RISC-V differential.

/// C++ `isPowerOf2_64`.
pub fn pow2(v: u64) -> bool {
    v != 0 && v & (v - 1) == 0
}

/// C++ `isMask_64`.
pub fn mask(v: u64) -> bool {
    v != 0 && (v.wrapping_add(1) & v) == 0
}

/// C++ `isShiftedMask_64`.
pub fn shifted_mask(v: u64) -> bool {
    v != 0 && mask((v - 1) | v)
}

/// C++ `isShiftedInt<n, s>`.
pub fn shifted_int(n: u32, s: u32, v: i64) -> bool {
    is_int(n + s, v) && v % (1i64 << s) == 0
}

/// C++ `isInt<bits>`.
///
/// ```
/// assert!(tablegen_isel_dag::imm::is_int(12, -2048));
/// assert!(!tablegen_isel_dag::imm::is_int(12, 2048));
/// ```
pub fn is_int(bits: u32, v: i64) -> bool {
    let min = -(1i128 << (bits - 1));
    (min..-min).contains(&(v as i128))
}

/// What the node predicate with C++ text `code` answers for a constant
/// whose value `imm` gives (sign-extended), where `one_use` tells whether it
/// has one use; `None` when `code` is not one of these predicates. The
/// arguments are closures because a caller may only read the constant once
/// it knows the predicate is one of these.
///
/// ```
/// use tablegen_isel_dag::imm::predicate;
/// let code = "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isUInt<2>(Imm);";
/// assert_eq!(predicate(code, || 3, || true), Some(true));
/// assert_eq!(predicate("return true;", || 3, || true), None);
/// ```
pub fn predicate(code: &str, imm: impl Fn() -> i64, one_use: impl Fn() -> bool) -> Option<bool> {
    Some(match code {
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isInt<5>(Imm);" => is_int(5, imm()),
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isUInt<5>(Imm);" => (0..32).contains(&imm()),
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isUInt<6>(Imm);" => (0..64).contains(&imm()),
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isInt<12>(Imm);" => is_int(12, imm()),
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isUInt<12>(Imm);" => {
            (0..4096).contains(&imm())
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); if (Subtarget->is64Bit()) return isUInt<6>(Imm); return isUInt<5>(Imm);" => {
            (0..64).contains(&imm())
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isUInt<1>(Imm);" => {
            (0..2).contains(&imm())
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isUInt<2>(Imm);" => {
            (0..4).contains(&imm())
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isUInt<10>(Imm);" => {
            (0..1024).contains(&imm())
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isShiftedUInt<2, 3>(Imm);" => {
            (0..32).contains(&imm()) && imm() % 8 == 0
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isShiftedUInt<2, 4>(Imm);" => {
            (0..64).contains(&imm()) && imm() % 16 == 0
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return Imm != 0 && ((isInt<5>(Imm) && Imm != -16) || Imm == 16);" => {
            imm() != 0 && ((is_int(5, imm()) && imm() != -16) || imm() == 16)
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return (isInt<5>(Imm) && Imm != -16) || Imm == 16;" => {
            (is_int(5, imm()) && imm() != -16) || imm() == 16
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isInt<12>(Imm) && !isInt<6>(Imm) && isInt<12>(-Imm);" => {
            is_int(12, imm()) && !is_int(6, imm()) && is_int(12, imm().wrapping_neg())
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isUInt<32>(Imm) && isInt<12>(SignExtend64<32>(Imm));" => {
            (imm() as u64) >> 32 == 0 && is_int(12, i64::from(imm() as i32))
        }
        "auto *N = cast<ConstantSDNode>(Node); if (!N->hasOneUse()) return false; int64_t C = N->getSExtValue(); return !isInt<13>(C) && !isShiftedInt<20, 12>(C) && isShiftedInt<12, 2>(C);" => {
            one_use() && !is_int(13, imm()) && !shifted_int(20, 12, imm()) && shifted_int(12, 2, imm())
        }
        "auto *N = cast<ConstantSDNode>(Node); if (!N->hasOneUse()) return false; int64_t C = N->getSExtValue(); return !isInt<14>(C) && !isShiftedInt<20, 12>(C) && isShiftedInt<12, 3>(C);" => {
            one_use() && !is_int(14, imm()) && !shifted_int(20, 12, imm()) && shifted_int(12, 3, imm())
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); if (Subtarget->is64Bit()) return !isInt<12>(Imm) && isPowerOf2_64(Imm); return !isInt<12>(Imm) && isPowerOf2_32(Imm);" => {
            !is_int(12, imm()) && pow2(imm() as u64)
        }
        "auto *N = cast<ConstantSDNode>(Node); if (!N->hasOneUse()) return false; return !isInt<12>(N->getSExtValue()) && isMask_64(N->getZExtValue());" => {
            one_use() && !is_int(12, imm()) && mask(imm() as u64)
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return !isInt<12>(Imm) && isPowerOf2_32(Imm);" => {
            !is_int(12, imm()) && pow2(u64::from(imm() as u32))
        }
        "auto *N = cast<ConstantSDNode>(Node); if (!N->hasOneUse()) return false; if (isInt<12>(N->getSExtValue())) return false; return llvm::popcount(N->getZExtValue()) == 2;" => {
            one_use() && !is_int(12, imm()) && (imm() as u64).count_ones() == 2
        }
        "auto *N = cast<ConstantSDNode>(Node); if (!N->hasOneUse()) return false; if (isInt<12>(N->getSExtValue())) return false; return isPowerOf2_64(N->getZExtValue() & ~0x7ff);" => {
            one_use() && !is_int(12, imm()) && pow2(imm() as u64 & !0x7ff)
        }
        "auto *N = cast<ConstantSDNode>(Node); if (!N->hasOneUse()) return false; int64_t Imm = N->getSExtValue(); return (-4096 <= Imm && Imm <= -2049) || (2048 <= Imm && Imm <= 4094);" => {
            one_use() && ((-4096..=-2049).contains(&imm()) || (2048..=4094).contains(&imm()))
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isPowerOf2_32(Imm+1);" => {
            pow2(u64::from(imm().wrapping_add(1) as u32))
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return isUInt<6>(Imm) && Imm > 32;" => {
            (33..64).contains(&imm())
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); if (Subtarget->is64Bit()) return !isInt<12>(Imm) && isPowerOf2_64(~Imm); return !isInt<12>(Imm) && isPowerOf2_32(~Imm);" => {
            !is_int(12, imm()) && pow2(!imm() as u64)
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return !isInt<12>(Imm) && isPowerOf2_32(~Imm);" => {
            !is_int(12, imm()) && pow2(u64::from(!imm() as u32))
        }
        "auto *N = cast<ConstantSDNode>(Node); if (!N->hasOneUse()) return false; return !isInt<32>(N->getSExtValue()) && isMask_64(~N->getSExtValue());" => {
            one_use() && !is_int(32, imm()) && mask(!imm() as u64)
        }
        "auto *N = cast<ConstantSDNode>(Node); if (!N->hasOneUse()) return false; int64_t Imm = N->getSExtValue(); return !isInt<32>(Imm) && isUInt<32>(Imm) && isShiftedMask_64(Imm) && Imm != UINT64_C(0xffffffff);" => {
            one_use() && !is_int(32, imm()) && (imm() as u64) >> 32 == 0 && shifted_mask(imm() as u64) && imm() != 0xffff_ffff
        }
        "auto *N = cast<ConstantSDNode>(Node); if (!N->hasOneUse()) return false; if (isInt<12>(N->getSExtValue())) return false; return (unsigned)llvm::popcount(N->getZExtValue()) == Subtarget->getXLen() - 2;" => {
            one_use() && !is_int(12, imm()) && (imm() as u64).count_ones() == 62
        }
        "auto *N = cast<ConstantSDNode>(Node); if (!N->hasOneUse()) return false; if (isInt<12>(N->getSExtValue())) return false; uint64_t I = N->getZExtValue() | 0x7ff; return Subtarget->is64Bit() ? isPowerOf2_64(~I) : isPowerOf2_32(~I);" => {
            one_use() && !is_int(12, imm()) && pow2(!(imm() as u64 | 0x7ff))
        }
        "const APInt & Imm = Node->getAsAPIntVal(); if (!Imm.isShiftedMask()) return false; unsigned TrailingZeros = Imm.countr_zero(); return TrailingZeros > 0 && TrailingZeros < 32 && Imm == UINT64_C(0xFFFFFFFF) << TrailingZeros;" => {
            { let v = imm() as u64; let tz = v.trailing_zeros(); shifted_mask(v) && tz > 0 && tz < 32 && v == 0xffff_ffffu64 << tz }
        }
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue(); return (Imm >= 0 && Imm <= 10);" => {
            (0..=10).contains(&imm())
        }
        _ => return None,
    })
}
