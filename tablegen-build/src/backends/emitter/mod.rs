//! `-gen-emitter` (LLVM's `CodeEmitterGen`): the machine-code emitter's
//! `getBinaryCodeForInstr`, which assembles an instruction word from the
//! constant bits of each instruction's `Inst` and the encoded operands, and
//! `getOperandBitOffset`.
//!
//! Fixed-length targets (`bits<n> Inst`) go through [`crate::model::encoding`] (which
//! operand fields feed which bits) and `cpp`; targets whose `Inst` is a dag
//! (`VarLenCodeEmitterGen`, M68k) through `varlen`. Instructions wider than
//! 64 bits are encoded through `APInt`s, and `EncodingInfos` give an
//! instruction one encoding per hardware mode, exactly as in LLVM.

mod cpp;
mod rust;
#[cfg(test)]
mod tests;
mod varlen;

use crate::backend::{Error, FnBackend, Lang, Options, Records, Result};

use crate::model::encoding;
use crate::support::rust::enums;
use crate::support::rust::vocabulary::{opcode_spec, OPCODE};

/// Writes the C++ output (`<Target>GenMCCodeEmitter.inc`).
pub fn emit_cpp(rk: &mut Records<'_>, _opts: &Options) -> Result<String> {
    let mut out = String::new();
    // LLVM passes no record keeper here, so there is no `From:` line.
    crate::support::cpp::source_file_header_for(&mut out, "Machine Code Emitter", "");
    let cx = rk.model(encoding::Context::new)?;
    if cx.insts.has_variable_length_encodings() {
        varlen::write(&mut out, rk, &cx)?;
    } else {
        let model = rk.model(|rk| encoding::analyze_fixed(rk, &cx))?;
        cpp::write_fixed(&mut out, rk, &model);
    }
    Ok(out)
}

/// Writes the Rust module: opcode numbers, constant bits, the `Encoder`
/// trait of the target's operand encoders (C++ names in the docs) and
/// `encode(opcode, &mut encoder) -> Option<Bits>`, which never panics.
/// Variable-length targets have no Rust writer yet
/// ([`Error::Unsupported`]).
pub fn emit_rust(rk: &mut Records<'_>, opts: &Options) -> Result<String> {
    let cx = rk.model(encoding::Context::new)?;
    if cx.insts.has_variable_length_encodings() {
        return Err(Error::Unsupported { backend: "gen-emitter", lang: Lang::Rust });
    }
    let model = rk.model(|rk| encoding::analyze_fixed(rk, &cx))?;
    let shared = match opts.rust_vocabulary() {
        Some(path) => {
            // The names `-gen-instr-info --rust` gives the opcodes.
            let order = cx.insts.enumeration();
            let by_enum = order.by_enum().iter().enumerate().map(|(n, &r)| (rk.name_str(r), n as u32));
            let paths = enums::paths(&opcode_spec(order.namespace(), by_enum));
            let paths = order.by_enum().iter().copied().zip(paths).collect();
            Some(rust::SharedOpcodes { ty: format!("{path}::{OPCODE}"), paths })
        }
        None => None,
    };
    Ok(rust::write(rk, &model, shared.as_ref()))
}

/// `-gen-emitter`.
pub static BACKEND: FnBackend = FnBackend::both("gen-emitter", "Generate machine code emitter", emit_cpp, emit_rust);
