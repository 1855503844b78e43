//! `-gen-callingconv` (LLVM's `CallingConvEmitter`): a target's calling
//! conventions (`CallingConv` defs of `TargetCallingConv.td`'s actions)
//! as functions that assign each argument or return value a register or a
//! stack slot, and the registers each convention assigns arguments to.
//!
//! The analysis ([`CallingConvModel`]) reads every convention's actions into
//! a typed tree of conditions (`CCIfType`, `CCIf` and the classes built on
//! it) and actions (`CCAssignToReg`, `CCPromoteToType`, `CCDelegateTo`,
//! `CCCustom`, ...), reporting LLVM's errors; `cpp` prints LLVM's
//! `<Target>GenCallingConv.inc` from it, and `rust` a module with one
//! function per convention over `tablegen_runtime::cc::CcState`, the value
//! types and registers it names (`CcVt`, `CcReg`), a `CcHooks` trait for
//! what the target writes in C++ (its own `CCIf` conditions, `CCCustom`
//! functions, custom conventions), and the argument-register lists.
//!
//! ```
//! use tablegen_build::backend::{Backend, Lang, Options, Records};
//! use tablegen_build::backends::calling_conv;
//! let src = r#"
//!   class ValueType<int size, int value> { string LLVMName = NAME; int Value = value; bit isFP = false; }
//!   def i32 : ValueType<32, 7>;
//!   class Register<string n> { string Namespace = "Toy"; }
//!   def R0 : Register<"r0">; def R1 : Register<"r1">;
//!   class CCAction; class CCPredicateAction<CCAction A> : CCAction { CCAction SubAction = A; }
//!   class CCIfType<list<ValueType> vts, CCAction A> : CCPredicateAction<A> { list<ValueType> VTs = vts; }
//!   class CCAssignToReg<list<Register> regs> : CCAction { list<Register> RegList = regs; }
//!   class CallingConv<list<CCAction> actions> { list<CCAction> Actions = actions; bit Entry = false; bit Custom = false; }
//!   def CC_Toy : CallingConv<[CCIfType<[i32], CCAssignToReg<[R0, R1]>>]>;
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let out = calling_conv::BACKEND.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(out.contains("static bool CC_Toy(unsigned ValNo, MVT ValVT,\n"));
//! assert!(out.contains("  if (LocVT == MVT::i32) {\n    static const MCPhysReg RegList1[] = {\n      Toy::R0, Toy::R1\n"));
//! assert!(out.contains("const MCRegister CC_Toy_ArgRegs[] = { Toy::R0, Toy::R1 };\n"));
//! ```

mod analyze;
mod cpp;
mod model;
mod rust;
#[cfg(test)]
mod tests;

use crate::backend::Pipeline;

pub use model::{
    Action, ArgFlag, CallingConv, CallingConvModel, Condition, Predicate, PredicateKind, Reg, Rule, StackSlot, Vt,
};

/// `-gen-callingconv`.
pub static BACKEND: Pipeline<CallingConvModel> =
    Pipeline::new("gen-callingconv", "Generate calling convention descriptions", analyze::analyze, cpp::write)
        .rust(rust::write);
