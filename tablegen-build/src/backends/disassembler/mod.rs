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
mod rust;
mod wasm;
mod wasm_cpp;

use tablegen_core::intern::FxHashMap;
use tablegen_core::record::{compare_numeric, RecId};

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
    Decoder(Box<DisassemblerModel>),
    /// WebAssembly's opcode lookup tables.
    WebAssembly(wasm::WasmTables),
}

/// The target's name and its decoder.
pub struct DisassemblerModel {
    target: String,
    decoder: Decoder,
    /// LLVM's number of each subtarget feature (its index among them
    /// sorted by name, as `-gen-subtarget` numbers them).
    feature_bits: FxHashMap<RecId, u32>,
}

fn analyze_output(rk: &mut Records<'_>, opts: &Options) -> Result<Output> {
    let cx = rk.model(Context::new)?;
    if cx.target.name(rk) == "WebAssembly" {
        return Ok(Output::WebAssembly(wasm::analyze(rk, &cx)?));
    }
    Ok(Output::Decoder(Box::new(analyze(rk, opts)?)))
}

fn write_output(rk: &RecordKeeper, m: &Output, opts: &Options) -> String {
    match m {
        Output::Decoder(d) => cpp::write(rk, d, opts),
        Output::WebAssembly(t) => wasm_cpp::write(t),
    }
}

/// WebAssembly's lookup tables have no Rust writer yet; the Rust output
/// says so instead of failing (writers cannot fail).
fn write_output_rust(rk: &RecordKeeper, m: &Output, opts: &Options) -> String {
    match m {
        Output::Decoder(d) => rust::write(rk, d, opts),
        Output::WebAssembly(_) => "// WebAssembly's disassembler tables have no Rust writer yet.\n".to_owned(),
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
    let mut features = rk.all_derived_definitions_if_defined("SubtargetFeature");
    features.sort_by(|a, b| compare_numeric(rk.name_str(*a), rk.name_str(*b)));
    let feature_bits = features.iter().enumerate().map(|(i, &f)| (f, i as u32)).collect();
    Ok(DisassemblerModel { target, decoder, feature_bits })
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
/// built once into an [`Output`], which the writers print.
pub static BACKEND: Pipeline<Output> =
    Pipeline::new("gen-disassembler", "Generate disassembler", analyze_output, write_output)
        .rust(write_output_rust)
        .with_options(&[SUPPRESS_PER_HWMODE_DUPLICATES]);
