//! `-gen-emitter` (LLVM's `CodeEmitterGen`): the machine-code emitter's
//! `getBinaryCodeForInstr`, which assembles an instruction word from the
//! constant bits of each instruction's `Inst` and the encoded operands, and
//! `getOperandBitOffset`.
//!
//! Fixed-length targets (`bits<n> Inst`) go through [`analysis`] (which
//! operand fields feed which bits) and `cpp`; targets whose `Inst` is a dag
//! (`VarLenCodeEmitterGen`, M68k) through `varlen`. Instructions wider than
//! 64 bits are encoded through `APInt`s, and `EncodingInfos` give an
//! instruction one encoding per hardware mode, exactly as in LLVM.

pub mod analysis;
mod cpp;
mod rust;
#[cfg(test)]
mod tests;
mod varlen;

use tablegen_core::RecordKeeper;

use crate::backend::{BackendOptions, Error, Lang, Result};

/// Writes the C++ output (`<Target>GenMCCodeEmitter.inc`).
pub fn emit_cpp(rk: &mut RecordKeeper, _opts: &BackendOptions) -> Result<String> {
    let mut out = String::new();
    // LLVM passes no record keeper here, so there is no `From:` line.
    crate::cpp::source_file_header_for(&mut out, "Machine Code Emitter", "");
    let cx = analysis::Context::new(rk)?;
    if cx.insts.has_variable_length_encodings() {
        varlen::write(&mut out, rk, &cx)?;
    } else {
        let model = analysis::analyze_fixed(rk, &cx)?;
        cpp::write_fixed(&mut out, rk, &model);
    }
    Ok(out)
}

/// Writes the Rust module: opcode numbers, constant bits, the `Encoder`
/// trait of the target's operand encoders (C++ names in the docs) and
/// `encode(opcode, &mut encoder) -> Option<Bits>`, which never panics.
/// Variable-length targets have no Rust writer yet
/// ([`Error::Unsupported`]).
pub fn emit_rust(rk: &mut RecordKeeper, _opts: &BackendOptions) -> Result<String> {
    let cx = analysis::Context::new(rk)?;
    if cx.insts.has_variable_length_encodings() {
        return Err(Error::Unsupported { backend: "gen-emitter", lang: Lang::Rust });
    }
    let model = analysis::analyze_fixed(rk, &cx)?;
    Ok(rust::write(rk, &model))
}
