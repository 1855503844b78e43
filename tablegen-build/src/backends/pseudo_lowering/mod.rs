//! `-gen-pseudo-lowering` (LLVM's PseudoLoweringEmitter): how each
//! pseudo-instruction with a `PseudoInstExpansion` becomes one real
//! instruction at the MC layer, in C++ (the
//! `<Target>AsmPrinter::emitPseudoExpansionLowering` a target's asm printer
//! includes) and in Rust (a table the runtime's
//! `tablegen_runtime::mc::PseudoLowering` interprets, and `lower_pseudo`).
//!
//! The analysis reads every def that is both a `PseudoInstExpansion` and
//! an `Instruction`, in LLVM's order (by name), with LLVM's checks in
//! LLVM's order, and works out each operand of the destination as the C++
//! writes it: a copy of one of the pseudo's machine operands, an
//! immediate or a fixed register ([`Part`]). LLVM fills an operand map
//! indexed one way and reads it another (by dag argument, then by machine
//! operand); [`analyze`] does the same, so that every expansion LLVM
//! accepts has LLVM's output, quirks included. Where LLVM's own code has
//! undefined behaviour (an argument kind it does not handle, a map entry
//! read as what it does not hold) and llvm-tblgen-19 crashes, the
//! analysis reports an error of its own.
//!
//! The Rust module names opcodes by LLVM's numbers and registers by the
//! target's register enum, so it needs the instruction enumeration and the
//! register bank; their errors are reported before it is written, and the
//! C++ output never depends on them.
//!
//! ```
//! use tablegen_build::{registry, Lang, Options, Records};
//! use tablegen_core::parser::{parse_source, ParseOptions};
//! # let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
//! let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
//! let src = r#"
//!   include "llvm/Target/Target.td"
//!   let Namespace = "T" in def X0 : Register<"x0">;
//!   def GPR : RegisterClass<"T", [i32], 32, (add X0)>;
//!   def simm : Operand<i32>;
//!   def JAL : Instruction {
//!     let Namespace = "T";
//!     let OutOperandList = (outs GPR:$rd);
//!     let InOperandList = (ins simm:$off);
//!   }
//!   def PseudoBR : Instruction, PseudoInstExpansion<(JAL X0, simm:$off)> {
//!     let Namespace = "T";
//!     let OutOperandList = (outs);
//!     let InOperandList = (ins simm:$off);
//!     let isPseudo = 1;
//!   }
//!   def TII : InstrInfo;
//!   def T : Target { let InstructionSet = TII; }
//! "#;
//! let mut keeper = parse_source("t.td", src, &opts).map_err(|_| "parse").unwrap();
//! let backend = registry::find("gen-pseudo-lowering").unwrap();
//! let cpp = backend.emit(&mut Records::new(&mut keeper), &Options::default(), Lang::Cpp).unwrap();
//! assert!(cpp.contains("  case T::PseudoBR: {\n"));
//! assert!(cpp.contains("    TmpInst.addOperand(MCOperand::createReg(T::X0));\n"));
//! assert!(cpp.contains("    lowerOperand(MI->getOperand(0), MCOp);\n"));
//! let rust = backend.emit(&mut Records::new(&mut keeper), &Options::default(), Lang::Rust).unwrap();
//! assert!(rust.contains("pub fn lower_pseudo<H: PseudoLoweringHooks + ?Sized>("));
//! //! ```

mod analyze;
mod cpp;
mod rust;

use std::sync::OnceLock;

use tablegen_core::record::RecId;

use crate::backend::Pipeline;

pub use analyze::analyze;

/// `-gen-pseudo-lowering`.
pub static BACKEND: Pipeline<PseudoLowerings> =
    Pipeline::new("gen-pseudo-lowering", "Generate pseudo instruction lowering", analyze, cpp::write)
        .rust(rust::write)
        .rust_checked(rust::check)
        .requires(&["Opcode"]);

/// What both writers print: the target and every expansion, in LLVM's
/// order.
#[derive(Debug)]
pub struct PseudoLowerings {
    /// The `Target` def's name (the C++ `<Target>AsmPrinter`).
    pub target: String,
    /// Every expansion, by pseudo name (LLVM's `LessRecord` order).
    pub expansions: Vec<Expansion>,
    /// What only the Rust writer needs (opcode and register numbers),
    /// computed by the Rust writer's check when Rust is asked for.
    pub rust: OnceLock<rust::Numbers>,
}

/// One `PseudoInstExpansion`: a pseudo and the instruction it lowers to.
#[derive(Clone, Debug, PartialEq)]
pub struct Expansion {
    /// The pseudo-instruction.
    pub pseudo: RecId,
    /// Its `Namespace` (C++ `case <Namespace>::<Pseudo>:`).
    pub pseudo_namespace: String,
    /// The instruction it becomes (the `ResultInst` dag's operator).
    pub dest: RecId,
    /// Its `Namespace`.
    pub dest_namespace: String,
    /// The destination's operands, in order, each as the machine operands
    /// the C++ adds for it.
    pub operands: Vec<DestOperand>,
    /// For a variadic destination, the first of the pseudo's machine
    /// operands copied after the fixed ones (LLVM's count: the pseudo's
    /// declared operands plus one).
    pub variadic_from: Option<u32>,
}

/// One operand of the destination instruction (C++ `// Operand: <name>`).
#[derive(Clone, Debug, PartialEq)]
pub struct DestOperand {
    /// Its name in the destination's operand lists.
    pub name: String,
    /// Its machine operands, in order.
    pub parts: Vec<Part>,
}

/// One machine operand of the destination, as the C++ adds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// The pseudo's machine operand of this number, lowered
    /// (`lowerOperand(MI->getOperand(n), MCOp)`).
    Operand(u32),
    /// An immediate (`MCOperand::createImm(v)`, printed unsigned).
    Imm(u64),
    /// A physical register (`MCOperand::createReg(<Namespace>::<Name>)`).
    Reg {
        /// The register def.
        def: RecId,
        /// Its `Namespace`.
        namespace: String,
    },
    /// `zero_reg` (`MCOperand::createReg(0)`).
    ZeroReg,
}

#[cfg(test)]
mod tests;
