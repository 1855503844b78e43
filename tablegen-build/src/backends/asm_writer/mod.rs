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
//! let src = r#"
//!   class HwMode; class HwModeSelect; class Fusion;
//!   class ValueType<int size, int value> { int Size = size; int Value = value; }
//!   def i32 : ValueType<32, 7>;
//!   class RegAltNameIndex { RegAltNameIndex FallbackRegAltNameIndex = ?; }
//!   class SubRegIndex<int size> { string Namespace = "T"; list<SubRegIndex> ComposedOf = [];
//!     list<SubRegIndex> CoveringSubRegIndices = []; int Size = size; int Offset = 0; }
//!   class Register<string n> { string Namespace = "T"; string AsmName = n;
//!     list<string> AltNames = []; list<RegAltNameIndex> RegAltNameIndices = [];
//!     list<Register> SubRegs = []; list<SubRegIndex> SubRegIndices = [];
//!     list<Register> Aliases = []; list<int> CostPerUse = [0]; bit CoveredBySubRegs = true;
//!     bit isArtificial = false; bit isConstant = false; int PositionOrder = 0; }
//!   class RegisterClass<list<ValueType> types, dag regs> { string Namespace = "T";
//!     list<ValueType> RegTypes = types; dag MemberList = regs; list<dag> AltOrders = [];
//!     int Size = 0; int Alignment = 32; int CopyCost = 1; bit isAllocatable = true;
//!     string AltOrderSelect = ""; int AllocationPriority = 0; bit GlobalPriority = false;
//!     bits<8> TSFlags = 0; bit GeneratePressureSet = true; }
//!   class RegisterTuples; class RegisterCategory; def add; def ins; def outs;
//!   def R0 : Register<"r0">; def R1 : Register<"r1">;
//!   def GPR : RegisterClass<[i32], (add R0, R1)>;
//!   class AsmWriter { string AsmWriterClassName = "InstPrinter"; int PassSubtarget = 0; int Variant = 0; }
//!   def W : AsmWriter;
//!   class Target { list<AsmWriter> AssemblyWriters = [W]; }
//!   def T : Target;
//!   class Instruction { string Namespace = "T"; dag OutOperandList; dag InOperandList;
//!     string AsmString = ""; string Constraints = ""; string DisableEncoding = "";
//!     bit isPseudo = 0; }
//!   def ADD : Instruction { let OutOperandList = (outs GPR:$d); let InOperandList = (ins GPR:$a);
//!     let AsmString = "add\t$d, $a"; }
//!   def NOP : Instruction { let OutOperandList = (outs); let InOperandList = (ins); let AsmString = "nop"; }
//!   class InstAlias { int EmitPriority = 1; dag ResultInst; string AsmString; }
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let backend = registry::find("gen-asm-writer").unwrap();
//! let cpp = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(cpp.contains("void TInstPrinter::printInstruction(const MCInst *MI, uint64_t Address, raw_ostream &O) {"));
//! assert!(cpp.contains("    printOperand(MI, 0, O);\n    O << \", \";\n    printOperand(MI, 1, O);\n"));
//! assert!(cpp.contains("const char *TInstPrinter::getRegisterName(MCRegister Reg) {"));
//! ```

mod analyze;
mod cpp;
pub mod model;
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
        .with_options(&[ASM_WRITER_NUM]);
