//! The MC layer's vocabulary: what LLVM's `MCInstrDesc` and
//! `MCOperandInfo` say about each instruction of a target, read from the
//! tables a `-gen-instr-info --rust` module generates.

mod desc;

pub use desc::{operand_flags, InstrDesc, InstrTables, OperandInfo};
