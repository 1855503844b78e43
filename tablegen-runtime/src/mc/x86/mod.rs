//! The X86 instruction decoder, driven by the tables a
//! `-gen-disassembler --rust` module generates for X86 ([`X86Tables`]).
//!
//! It follows LLVM 19's `X86Disassembler` (read as the specification):
//! legacy prefixes with LLVM's quirks (a leading LOCK or a lone REP decode
//! as instructions of their own; `F2`/`F3` before `XCHG`/`MOV` are
//! `XACQUIRE`/`XRELEASE`), REX and REX2, VEX2/VEX3/XOP/EVEX, the opcode
//! maps, the attribute mask and its context, the ModR/M and SIB bytes with
//! the displacement, immediates, and the operands LLVM's
//! `translateInstruction` builds, with the target's register numbers.
//!
//! Decoding reads the bytes with bounds checks, never panics on any input,
//! and allocates nothing: X86's instructions have at most 10 operands,
//! which [`super::Inst`] holds inline ([`super::INLINE_OPERANDS`]).

mod decoder;
mod regs;
mod tables;

pub use decoder::{decode, Mode, IP_HAS_AD_SIZE, IP_HAS_LOCK, IP_HAS_OP_SIZE, IP_HAS_REPEAT, IP_HAS_REPEAT_NE};
pub use regs::{NUM_REGS, REGISTER_NAMES};
pub use tables::{map, X86Tables, MAX_OPERANDS};

#[cfg(test)]
mod tests;
