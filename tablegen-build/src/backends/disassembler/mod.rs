//! `-gen-disassembler` (LLVM's `DisassemblerEmitter` dispatching to its
//! fixed-length `DecoderEmitter`): per decoder namespace and instruction
//! size, a byte-coded decoder table that narrows an instruction word down
//! to one opcode, plus `checkDecoderPredicate` and `decodeToMCInst`.
//!
//! X86 and WebAssembly have emitters of their own in LLVM and are not
//! implemented; neither are variable-length encodings (M68k).

mod cpp;
mod rust;

use tablegen_core::intern::FxHashMap;
use tablegen_core::record::{compare_numeric, RecId};

use crate::backend::{OptionSpec, Options, Pipeline, Records, Result};
use crate::model::decoder::{self, Decoder};
use crate::model::encoding::Context;
use crate::support::fields::fatal;

pub use crate::model::decoder::Suppress;

/// What `-gen-disassembler` prints: the target's name and its decoder.
pub struct DisassemblerModel {
    target: String,
    decoder: Decoder,
    /// LLVM's number of each subtarget feature (its index among them
    /// sorted by name, as `-gen-subtarget` numbers them).
    feature_bits: FxHashMap<RecId, u32>,
}

fn analyze(rk: &mut Records<'_>, opts: &Options) -> Result<DisassemblerModel> {
    let cx = rk.model(Context::new)?;
    let target = cx.target.name(rk).to_owned();
    if target == "X86" || target == "WebAssembly" {
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

/// `-gen-disassembler` (fixed-length targets): the decoder is built once
/// into a [`DisassemblerModel`], which the C++ writer prints.
pub static BACKEND: Pipeline<DisassemblerModel> =
    Pipeline::new("gen-disassembler", "Generate disassembler", analyze, cpp::write)
        .rust(rust::write)
        .with_options(&[SUPPRESS_PER_HWMODE_DUPLICATES]);
