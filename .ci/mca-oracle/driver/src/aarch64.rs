//! AArch64: the C++ escapes the Cortex-A57 model's variant predicates reach,
//! as LLVM 19 defines them (AArch64AddressingModes.h, and the
//! `hasShiftedReg` TIIPredicate llvm-tblgen-19 writes into
//! AArch64GenInstrInfo.inc). The other models' escapes are recorded as
//! missing if ever reached.

use crate::{is, sub, Cx, Mi};
use sub::Instr;

const SHIFTED: &[&str] = &[
    "ADDWrs", "ADDXrs", "ADDSWrs", "ADDSXrs", "SUBWrs", "SUBXrs", "SUBSWrs", "SUBSXrs", "ANDWrs", "ANDXrs", "ANDSWrs",
    "ANDSXrs", "BICWrs", "BICXrs", "BICSWrs", "BICSXrs", "EONWrs", "EONXrs", "EORWrs", "EORXrs", "ORNWrs", "ORNXrs",
    "ORRWrs", "ORRXrs",
];

impl sub::Context for Cx {
    type Instr = Mi;
    fn has_shifted_reg(&self, mi: &Mi) -> bool {
        // MI.getOperand(3).getImm() != 0 on the listed opcodes.
        is(mi, SHIFTED) && mi.imm(3).is_some_and(|v| v != 0)
    }
    // AArch64_AM::getShiftType: bits 6-8 (LSL, LSR, ASR, ROR, MSL), else
    // InvalidShiftExtend (-1).
    fn a_arch64_am_get_shift_type(&self, imm: i64) -> i64 {
        match (imm as u32 >> 6) & 7 {
            v @ 0..=4 => i64::from(v),
            _ => -1,
        }
    }
    fn a_arch64_am_lsl(&self) -> i64 {
        0
    }
    // AArch64_AM::getShiftValue: the low 6 bits.
    fn a_arch64_am_get_shift_value(&self, imm: i64) -> i64 {
        imm & 0x3f
    }
    fn has_extended_reg(&self, _: &Mi) -> bool {
        self.escapes.missing("hasExtendedReg")
    }
    fn is_scaled_addr(&self, _: &Mi) -> bool {
        self.escapes.missing("isScaledAddr")
    }
    fn is_exynos_scaled_addr(&self, _: &Mi) -> bool {
        self.escapes.missing("isExynosScaledAddr")
    }
    fn tii_a_arch64_instr_info_is_fp_or_neon(&self, _: &Mi) -> bool {
        self.escapes.missing("isFpOrNEON")
    }
    fn is_exynos_arith_fast(&self, _: &Mi) -> bool {
        self.escapes.missing("isExynosArithFast")
    }
    fn is_exynos_logic_fast(&self, _: &Mi) -> bool {
        self.escapes.missing("isExynosLogicFast")
    }
    fn is_exynos_logic_ex_fast(&self, _: &Mi) -> bool {
        self.escapes.missing("isExynosLogicExFast")
    }
    fn is_neoverse_pd_same_as_pg(&self, _: &Mi) -> bool {
        self.escapes.missing("isNeoversePdSameAsPg")
    }
    fn tii_a_arch64_instr_info_is_q_form(&self, _: &Mi) -> bool {
        self.escapes.missing("isQForm")
    }
    fn tii_a_arch64_instr_info_is_h_form(&self, _: &Mi) -> bool {
        self.escapes.missing("isHForm")
    }
    fn is_zero_idiom(&self, _: &Mi) -> bool {
        self.escapes.missing("isZeroIdiom")
    }
    fn is_exynos_reset_fast(&self, _: &Mi) -> bool {
        self.escapes.missing("isExynosResetFast")
    }
    fn is_copy_idiom(&self, _: &Mi) -> bool {
        self.escapes.missing("isCopyIdiom")
    }
    fn is_zero_fp_idiom(&self, _: &Mi) -> bool {
        self.escapes.missing("isZeroFPIdiom")
    }
}
