//! The MC layer's vocabulary: what LLVM's `MCInstrDesc` and
//! `MCOperandInfo` say about each instruction of a target, read from the
//! tables a `-gen-instr-info --rust` module generates; and the
//! instruction itself ([`Inst`], C++ `MCInst`) with its [`Operand`]s.

mod desc;
mod inst;

pub use desc::{operand_flags, InstrDesc, InstrTables, OperandInfo};
pub use inst::{ExprRef, Inst, InstRef, Operand, OutOfBounds, INLINE_OPERANDS};
