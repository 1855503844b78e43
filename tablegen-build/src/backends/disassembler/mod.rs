//! `-gen-disassembler` (LLVM's `DisassemblerEmitter` dispatching to its
//! fixed-length `DecoderEmitter`): per decoder namespace and instruction
//! size, a byte-coded decoder table that narrows an instruction word down
//! to one opcode, plus `checkDecoderPredicate` and `decodeToMCInst`, in
//! C++ (`cpp`) and in Rust (`rust`, tables the runtime's `mc::Decoders`
//! runs).
//!
//! Variable-length encodings (M68k) get tables as wide as the longest
//! encoding, an instruction length table and a `decodeInstruction` that
//! asks for more bytes as it reads. X86 has tables of its own
//! (`model::x86_decoder`, printed by `x86_cpp`), and so has WebAssembly
//! (`wasm`: opcode lookup tables instead of a decoder, printed by
//! `wasm_cpp`). The Rust writer covers the fixed-length tables and X86's
//! (`x86_rust`: byte-string tables the runtime's `mc::x86` decoder reads);
//! variable-length and WebAssembly decoders are refused so far.

mod cpp;
mod rust;
mod wasm;
mod wasm_cpp;
mod x86_cpp;
mod x86_rust;

use tablegen_core::RecordKeeper;

use crate::backend::{OptionSpec, Options, Pipeline, Records, Result};
use crate::model::codegen::FeatureNumbers;
use crate::model::decoder::{self, Decoder};
use crate::model::encoding::Context;
use crate::model::x86_decoder::{self, X86Decoder};
use crate::support::fields::fatal;

pub use crate::model::decoder::Suppress;

/// What `-gen-disassembler` prints: the target's name and its decoder.
pub struct DisassemblerModel {
    target: String,
    tables: Tables,
}

/// The decoder of each kind of target.
enum Tables {
    /// The decoder tables (fixed or variable length).
    Fixed(Box<Fixed>),
    /// X86's context/opcode/ModR/M tables (`None` after decoding
    /// conflicts, which leave only the file header).
    X86(Option<X86Decoder>),
    /// WebAssembly's opcode lookup tables.
    WebAssembly(wasm::WasmTables),
}

/// A decoder, with what its Rust module needs besides.
struct Fixed {
    decoder: Decoder,
    /// The subtarget features' bits, which the Rust predicates test.
    features: FeatureNumbers,
}

fn analyze(rk: &mut Records<'_>, opts: &Options) -> Result<DisassemblerModel> {
    let cx = rk.model(Context::new)?;
    let target = cx.target.name(rk).to_owned();
    if target == "X86" {
        let tables = Tables::X86(x86_decoder::analyze(rk, &cx)?);
        return Ok(DisassemblerModel { target, tables });
    }
    if target == "WebAssembly" {
        let tables = Tables::WebAssembly(wasm::analyze(rk, &cx)?);
        return Ok(DisassemblerModel { target, tables });
    }
    let suppress = Suppress::from_option(opts.string(&SUPPRESS_PER_HWMODE_DUPLICATES));
    let pred_ns = if target == "Thumb" { "ARM" } else { target.as_str() };
    let decoder = decoder::analyze(rk, &cx, suppress, pred_ns)?;
    let features = FeatureNumbers::new(rk);
    Ok(DisassemblerModel { target, tables: Tables::Fixed(Box::new(Fixed { decoder, features })) })
}

fn write(rk: &RecordKeeper, m: &DisassemblerModel, opts: &Options) -> String {
    match &m.tables {
        Tables::Fixed(f) => cpp::write(rk, &m.target, &f.decoder, opts),
        Tables::X86(d) => x86_cpp::write_file(rk, d.as_ref(), opts),
        Tables::WebAssembly(t) => wasm_cpp::write(t),
    }
}

/// The Rust writer covers the fixed-length tables; the others are refused
/// before it runs (it cannot fail).
fn check_rust(rk: &mut Records<'_>, m: &DisassemblerModel, _: &Options) -> Result<()> {
    let what = match &m.tables {
        Tables::Fixed(f) if f.decoder.encodings.var_len.is_none() => return Ok(()),
        Tables::Fixed(_) => "variable-length encodings",
        Tables::X86(Some(d)) => return x86_rust::register_numbers(rk).map(|r| drop(d.rust_registers.set(r))),
        Tables::X86(None) | Tables::WebAssembly(_) => m.target.as_str(),
    };
    fatal(rk, &[], format!("-gen-disassembler --rust for {what} is not implemented yet"))
}

fn write_rust(rk: &RecordKeeper, m: &DisassemblerModel, opts: &Options) -> String {
    match &m.tables {
        Tables::Fixed(f) => rust::write(rk, &m.target, &f.decoder, &f.features, opts),
        Tables::X86(Some(d)) => x86_rust::write(rk, d, d.rust_registers.get().map_or(&[], Vec::as_slice), opts),
        Tables::X86(None) | Tables::WebAssembly(_) => String::new(),
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

/// `-gen-disassembler`: the decoder is built once into a
/// [`DisassemblerModel`], which the C++ and Rust writers print.
pub static BACKEND: Pipeline<DisassemblerModel> =
    Pipeline::new("gen-disassembler", "Generate disassembler", analyze, write)
        .rust(write_rust)
        .rust_checked(check_rust)
        .with_options(&[SUPPRESS_PER_HWMODE_DUPLICATES]);
