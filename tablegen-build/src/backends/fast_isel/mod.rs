//! `-gen-fast-isel` (LLVM's `FastISelEmitter`): the tables of the "fast"
//! instruction selector, which maps a SelectionDAG opcode applied to
//! registers, an immediate or a floating-point constant straight to one
//! machine instruction, without building a DAG.
//!
//! [`analyze`] reads the patterns to match of the pattern model
//! ([`crate::model::patterns`]) and keeps the simple ones in a
//! language-neutral model ([`FastIselTables`]) with every check and fatal
//! error of LLVM's emitter, in its order; the C++ writer only prints it.
//!
//! ```
//! use tablegen_build::backend::{Backend, Lang, Options, Records};
//! use tablegen_core::parser::{parse_source, ParseOptions};
//! # let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
//! let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
//! let src = r#"
//!   include "llvm/Target/Target.td"
//!   def R0 : Register<"r0">;
//!   def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
//!   def ADD : Instruction {
//!     let Namespace = "T";
//!     let OutOperandList = (outs GPR:$dst);
//!     let InOperandList = (ins GPR:$a, GPR:$b);
//!     let Pattern = [(set GPR:$dst, (add GPR:$a, GPR:$b))];
//!   }
//!   def TII : InstrInfo;
//!   def T : Target { let InstructionSet = TII; }
//! "#;
//! let mut keeper = parse_source("t.td", src, &opts).map_err(|_| "parse").unwrap();
//! let mut rk = Records::new(&mut keeper);
//! let t = tablegen_build::backends::fast_isel::analyze(&mut rk, &Options::default()).unwrap();
//! let add = &t.signatures[0].opcodes[0];
//! assert_eq!(add.opcode, "ISD::ADD");
//! assert_eq!(add.types[0].rets[0].candidates[0].inst, "ADD");
//! let cpp = tablegen_build::backends::fast_isel::BACKEND.emit(&mut rk, &Options::default(), Lang::Cpp).unwrap();
//! assert!(cpp.contains("return fastEmitInst_rr(T::ADD, &T::GPRRegClass, Op0, Op1);"));
//! ```

mod analyze;
mod cpp;
mod model;
#[cfg(test)]
mod tests;

pub use analyze::analyze;
pub use model::{
    Candidate, FastIselTables, ImmPredicate, OpKind, OpcodeGroup, RetGroup, Signature, SignatureGroup, TypeGroup,
    ValueType,
};

use tablegen_core::RecordKeeper;

use crate::backend::{Options, Pipeline};

/// The C++ writer.
pub fn write_cpp(_: &RecordKeeper, t: &FastIselTables, _: &Options) -> String {
    cpp::write(t)
}

/// `-gen-fast-isel` (C++ only).
pub static BACKEND: Pipeline<FastIselTables> =
    Pipeline::new("gen-fast-isel", "Generate a \"fast\" instruction selector", analyze, write_cpp);
