//! `-gen-asm-writer` (LLVM's AsmWriterEmitter): the instruction printer of
//! a target's `InstPrinter`, for one assembly variant
//! (`-asmwriternum=N` picks the target's `AssemblyWriters` entry).
//!
//! Each instruction's `AsmString`, read under the variant into printing
//! steps ([`crate::model::asm::AsmWriterInst`]), is split into its
//! mnemonic (one string table) and operand steps; the steps shared by many
//! instructions are numbered per *fragment* and packed, with the
//! mnemonic's offset, into one 64-bit word per opcode; the steps that do
//! not fit are printed per opcode. `getRegisterName` names registers under
//! each alternate-name index, and `printAliasInstr` prints an instruction
//! as an `InstAlias` when the alias's conditions on the operands and the
//! subtarget hold. The analysis computes all of it in LLVM's order
//! ([`model::AsmWriterModel`]); the writers only print.
//!
//! ```
//! use tablegen_build::{registry, Lang, Options, Records};
//! use tablegen_core::parser::{parse_file, ParseOptions};
//! // A small target of the golden corpus (LLVM's Target.td beside it).
//! let golden = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");
//! let opts = ParseOptions { include_dirs: vec![format!("{golden}/include").into()], ..Default::default() };
//! let mut rk = parse_file(format!("{golden}/own/asm_writer/kinds.td"), &opts).ok().unwrap();
//! let backend = registry::find("gen-asm-writer").unwrap();
//! let cpp = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(cpp.contains(
//!     "void KInstPrinter::printInstruction(const MCInst *MI, uint64_t Address, const MCSubtargetInfo &STI, raw_ostream &O) {"
//! ));
//! assert!(cpp.contains("    /* 14 */ \"mv $\\x01, $\\x02\\0\"\n"));
//! ```

mod analyze;
mod cpp;
pub mod model;
mod rust;
#[cfg(test)]
mod tests;

use crate::backend::{OptionSpec, Pipeline};
use model::AsmWriterModel;

/// `-asmwriternum=N`: which of the target's `AssemblyWriters` to emit.
pub const ASM_WRITER_NUM: OptionSpec =
    OptionSpec::uint("asmwriternum", "uint", "Make -gen-asm-writer emit assembly writer #N");

/// `-gen-asm-writer`.
pub static BACKEND: Pipeline<AsmWriterModel> =
    Pipeline::new("gen-asm-writer", "Generate assembly writer", analyze::analyze, cpp::write)
        .rust(rust::write)
        .with_options(&[ASM_WRITER_NUM]);
