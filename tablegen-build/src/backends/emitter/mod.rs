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

use std::sync::Arc;

use tablegen_core::RecordKeeper;

use crate::backend::{Error, Lang, Options, Pipeline, Records, Result};
use crate::model::encoding::{self, Context, FixedModel};
use crate::support::rust::enums;
use crate::support::rust::vocabulary::{opcode_spec, OPCODE};

/// `-gen-emitter`: the encodings are read once into an [`EmitterModel`],
/// which both writers print.
pub static BACKEND: Pipeline<EmitterModel> =
    Pipeline::new("gen-emitter", "Generate machine code emitter", analyze, write_cpp)
        .rust_checked(fixed_length_only)
        .rust(write_rust)
        .requires(&["Opcode"]);

/// What `-gen-emitter` knows of a target's encodings.
pub struct EmitterModel {
    /// The instructions and the target, which the Rust writer numbers
    /// opcodes by.
    cx: Arc<Context>,
    encoding: Encoding,
}

/// A target's encodings: fixed-length (`bits<n> Inst`) or variable-length
/// (`Inst` a dag).
enum Encoding {
    Fixed(Arc<FixedModel>),
    VarLen(varlen::VarLenModel),
}

fn analyze(rk: &mut Records<'_>, _opts: &Options) -> Result<EmitterModel> {
    let cx = rk.model(Context::new)?;
    let encoding = if cx.insts.has_variable_length_encodings() {
        Encoding::VarLen(varlen::analyze(rk, &cx)?)
    } else {
        Encoding::Fixed(rk.model(|rk| encoding::analyze_fixed(rk, &cx))?)
    };
    Ok(EmitterModel { cx, encoding })
}

/// Writes the C++ output (`<Target>GenMCCodeEmitter.inc`).
fn write_cpp(rk: &RecordKeeper, m: &EmitterModel, _opts: &Options) -> String {
    let mut out = String::new();
    // LLVM passes no record keeper here, so there is no `From:` line.
    crate::support::cpp::source_file_header_for(&mut out, "Machine Code Emitter", "");
    match &m.encoding {
        Encoding::VarLen(v) => varlen::write(&mut out, v),
        Encoding::Fixed(f) => cpp::write_fixed(&mut out, rk, f),
    }
    out
}

/// Variable-length targets have no Rust writer yet.
fn fixed_length_only(_: &mut Records<'_>, m: &EmitterModel, _opts: &Options) -> Result<()> {
    match m.encoding {
        Encoding::Fixed(_) => Ok(()),
        Encoding::VarLen(_) => Err(Error::Unsupported { backend: "gen-emitter", lang: Lang::Rust }),
    }
}

/// Writes the Rust module: opcode numbers, constant bits, the `Encoder`
/// trait of the target's operand encoders (C++ names in the docs) and
/// `encode(opcode, &mut encoder) -> Option<Bits>`, which never panics.
fn write_rust(rk: &RecordKeeper, m: &EmitterModel, opts: &Options) -> String {
    let Encoding::Fixed(model) = &m.encoding else {
        // `fixed_length_only` refused it before the writer runs.
        return String::new();
    };
    let shared = opts.rust_vocabulary().map(|path| {
        // The names `-gen-instr-info --rust` gives the opcodes.
        let order = m.cx.insts.enumeration();
        let by_enum = order.by_enum().iter().enumerate().map(|(n, &r)| (rk.name_str(r), n as u32));
        let paths = enums::paths(&opcode_spec(order.namespace(), by_enum));
        let paths = order.by_enum().iter().copied().zip(paths).collect();
        rust::SharedOpcodes { ty: format!("{path}::{OPCODE}"), paths }
    });
    rust::write(rk, model, shared.as_ref(), opts.rust_runtime())
}
