//! `-gen-disassembler` (LLVM's `DisassemblerEmitter` dispatching to its
//! fixed-length `DecoderEmitter`): per decoder namespace and instruction
//! size, a byte-coded decoder table that narrows an instruction word down
//! to one opcode, plus `checkDecoderPredicate` and `decodeToMCInst`.
//!
//! X86 has tables of its own (`model::x86_decoder`, printed by `x86_cpp`).
//! WebAssembly's own emitter and variable-length encodings (M68k) are not
//! implemented.

mod cpp;
mod x86_cpp;

use crate::backend::{OptionSpec, Options, Pipeline, Records, Result};
use crate::model::decoder::{self, Decoder};
use crate::model::encoding::Context;
use crate::model::x86_decoder::{self, X86Decoder};
use crate::support::fields::fatal;
use tablegen_core::RecordKeeper;

pub use crate::model::decoder::Suppress;

/// What `-gen-disassembler` prints: the target's name and its decoder.
pub struct DisassemblerModel {
    target: String,
    tables: Tables,
}

/// The decoder of each kind of target.
enum Tables {
    /// The fixed-length decoder tables.
    Fixed(Decoder),
    /// X86's context/opcode/ModR/M tables (`None` after decoding
    /// conflicts, which leave only the file header).
    X86(Option<X86Decoder>),
}

fn analyze(rk: &mut Records<'_>, opts: &Options) -> Result<DisassemblerModel> {
    let cx = rk.model(Context::new)?;
    let target = cx.target.name(rk).to_owned();
    if target == "X86" {
        let tables = Tables::X86(x86_decoder::analyze(rk, &cx)?);
        return Ok(DisassemblerModel { target, tables });
    }
    if target == "WebAssembly" {
        return fatal(rk, &[], format!("-gen-disassembler for {target} is not implemented yet"));
    }
    let suppress = Suppress::from_option(opts.string(&SUPPRESS_PER_HWMODE_DUPLICATES));
    if cx.insts.has_variable_length_encodings() {
        // LLVM's errors in the encodings come first.
        decoder::check_variable_length(rk, &cx, suppress)?;
        return fatal(rk, &[], "-gen-disassembler for variable-length encodings is not implemented yet");
    }
    let pred_ns = if target == "Thumb" { "ARM" } else { target.as_str() };
    let decoder = decoder::analyze(rk, &cx, suppress, pred_ns)?;
    Ok(DisassemblerModel { target, tables: Tables::Fixed(decoder) })
}

fn write(rk: &RecordKeeper, m: &DisassemblerModel, opts: &Options) -> String {
    match &m.tables {
        Tables::Fixed(d) => cpp::write(rk, &m.target, d, opts),
        Tables::X86(d) => x86_cpp::write_file(rk, d.as_ref(), opts),
    }
}

#[cfg(test)]
mod tests;

/// `--suppress-per-hwmode-duplicates=O0|O1|O2`: how the decoder avoids
/// copying mode-independent instructions into every hardware mode's table.
pub const SUPPRESS_PER_HWMODE_DUPLICATES: OptionSpec = OptionSpec::choice(
    "suppress-per-hwmode-duplicates",
    &[
        ("O0", "Do not prevent DecoderTable duplications caused by HwModes"),
        ("O1", "Remove duplicate DecoderTable entries generated due to HwModes"),
        (
            "O2",
            "Extract HwModes-specific instructions into new DecoderTables, significantly reducing Table Duplications",
        ),
    ],
    "O0",
    "Suppress duplication of instrs into per-HwMode decoder tables",
);

/// `-gen-disassembler` (fixed-length targets): the decoder is built once
/// into a [`DisassemblerModel`], which the C++ writer prints.
pub static BACKEND: Pipeline<DisassemblerModel> =
    Pipeline::new("gen-disassembler", "Generate disassembler", analyze, write)
        .with_options(&[SUPPRESS_PER_HWMODE_DUPLICATES]);
