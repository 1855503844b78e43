//! The MC layer's vocabulary: what LLVM's `MCInstrDesc` and
//! `MCOperandInfo` say about each instruction of a target, read from the
//! tables a `-gen-instr-info --rust` module generates; and the
//! instruction itself ([`Inst`], C++ `MCInst`) with its [`Operand`]s; and
//! the lowering of pseudo-instructions to real ones that a
//! `-gen-pseudo-lowering --rust` module tabulates ([`PseudoLowering`]);
//! and the decoding of instruction words with the tables a
//! `-gen-disassembler --rust` module generates ([`Decoders`]).

mod decode;
mod desc;
mod inst;
mod lower;
pub mod x86;

pub use decode::{
    op, step, DecodeError, DecodeStatus, DecodeTarget, Decoded, DecoderTable, Decoders, InsnWord, TableEntry,
};
pub use desc::{operand_flags, InstrDesc, InstrTables, OperandInfo};
pub use inst::{ExprRef, Inst, InstRef, Operand, OutOfBounds, INLINE_OPERANDS};
pub use lower::{LowerError, LowerOp, PseudoExpansion, PseudoLowering};
