//! X86: the C++ escapes of the variant predicates, as LLVM 19 defines them
//! (X86MCTargetDesc.cpp, X86BaseInfo.h, and the `isThreeOperandsLEA`
//! TIIPredicate llvm-tblgen-19 writes into X86GenInstrInfo.inc).

use crate::{is, sub, Cx, Mi};
use sub::Instr;

impl sub::Context for Cx {
    type Instr = Mi;
    // X86_MC::hasLockPrefix: MI.getFlags() & X86::IP_HAS_LOCK. The asm
    // parser sets the flag for a `lock` prefix and the printer prints
    // `lock` exactly when it is set: run.py reads it from the text.
    fn x86_instr_info_has_lock_prefix(&self, mi: &Mi) -> bool {
        mi.lock
    }
    // X86::CondCode.
    fn x86_cond_a(&self) -> i64 {
        7
    }
    fn x86_cond_be(&self) -> i64 {
        6
    }
    fn x86_cond_l(&self) -> i64 {
        12
    }
    fn x86_cond_ge(&self) -> i64 {
        13
    }
    fn x86_cond_le(&self) -> i64 {
        14
    }
    fn x86_cond_g(&self) -> i64 {
        15
    }
    fn is_three_operands_lea(&self, mi: &Mi) -> bool {
        is(mi, &["LEA32r", "LEA64r", "LEA64_32r", "LEA16r"])
            && mi.reg(1).is_some_and(|r| r != 0)
            && mi.reg(3).is_some_and(|r| r != 0)
            && mi.imm(4).is_some_and(|v| v != 0)
    }
}
