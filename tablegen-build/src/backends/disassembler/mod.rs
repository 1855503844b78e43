//! `-gen-disassembler` (LLVM's `DisassemblerEmitter` dispatching to its
//! fixed-length `DecoderEmitter`): per decoder namespace and instruction
//! size, a byte-coded decoder table that narrows an instruction word down
//! to one opcode, plus `checkDecoderPredicate` and `decodeToMCInst`.
//!
//! Variable-length encodings (M68k) get tables as wide as the longest
//! encoding, an instruction length table and a `decodeInstruction` that
//! asks for more bytes as it reads. WebAssembly has an emitter of its own
//! (`wasm`): opcode lookup tables instead of a decoder. X86's is not
//! implemented yet.

mod cpp;
mod wasm;
mod wasm_cpp;

use crate::backend::{OptionSpec, Options, Pipeline, Records, Result};
use crate::model::decoder::{self, Decoder};
use crate::model::encoding::Context;
use crate::support::fields::fatal;
use tablegen_core::RecordKeeper;

pub use crate::model::decoder::Suppress;

/// What `-gen-disassembler` prints: a decoder, or WebAssembly's own
/// lookup tables.
pub enum Output {
    /// The decoder tables of every other target.
    Decoder(DisassemblerModel),
    /// WebAssembly's opcode lookup tables.
    WebAssembly(wasm::WasmTables),
}

/// The target's name and its decoder.
pub struct DisassemblerModel {
    target: String,
    decoder: Decoder,
}

fn analyze_output(rk: &mut Records<'_>, opts: &Options) -> Result<Output> {
    let cx = rk.model(Context::new)?;
    if cx.target.name(rk) == "WebAssembly" {
        return Ok(Output::WebAssembly(wasm::analyze(rk, &cx)?));
    }
    Ok(Output::Decoder(analyze(rk, opts)?))
}

fn write_output(rk: &RecordKeeper, m: &Output, opts: &Options) -> String {
    match m {
        Output::Decoder(d) => cpp::write(rk, d, opts),
        Output::WebAssembly(t) => wasm_cpp::write(t),
    }
}

fn analyze(rk: &mut Records<'_>, opts: &Options) -> Result<DisassemblerModel> {
    let cx = rk.model(Context::new)?;
    let target = cx.target.name(rk).to_owned();
    if target == "X86" {
        return fatal(rk, &[], format!("-gen-disassembler for {target} is not implemented yet"));
    }
    let suppress = Suppress::from_option(opts.string(&SUPPRESS_PER_HWMODE_DUPLICATES));
    let pred_ns = if target == "Thumb" { "ARM" } else { target.as_str() };
    let decoder = decoder::analyze(rk, &cx, suppress, pred_ns)?;
    Ok(DisassemblerModel { target, decoder })
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

/// `-gen-disassembler`: the decoder (or WebAssembly's lookup tables) is
/// built once into an [`Output`], which the C++ writers print.
pub static BACKEND: Pipeline<Output> =
    Pipeline::new("gen-disassembler", "Generate disassembler", analyze_output, write_output)
        .with_options(&[SUPPRESS_PER_HWMODE_DUPLICATES]);
