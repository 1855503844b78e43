//! `-gen-dxil-operation` (LLVM's `DXILEmitter`): the DirectX backend's
//! DXIL operations (`DXILOpMapping` defs of `DXIL.td`): the `dxil::OpCode`
//! and `OpCodeClass` enums, the map from LLVM intrinsics to operations,
//! and the table of operation properties (name, class, overload types,
//! memory attribute, parameter kinds).
//!
//! ```
//! use tablegen_build::backend::{Backend, Lang, Options, Records};
//! use tablegen_build::backends::dxil_operation;
//! let src = r#"
//!   class ValueType<int v> { int Value = v; }
//!   def f32 : ValueType<12>; def i32 : ValueType<7>;
//!   class LLVMType<ValueType vt> { ValueType VT = vt; int isAny = 0; }
//!   def llvm_float_ty : LLVMType<f32>; def llvm_i32_ty : LLVMType<i32>;
//!   class DXILOpClass; def unary : DXILOpClass;
//!   class DXILOpMapping<int opc, DXILOpClass cls, list<LLVMType> tys> {
//!     int OpCode = opc; DXILOpClass OpClass = cls; string Doc = "doc"; list<LLVMType> OpTypes = tys;
//!   }
//!   def Sin : DXILOpMapping<13, unary, [llvm_float_ty, llvm_float_ty]>;
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let out = dxil_operation::BACKEND.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(out.contains("Sin = 13, // doc\n"));
//! assert!(out.contains("  { dxil::OpCode::Sin, 0, OpCodeClass::unary, 0, OverloadKind::FLOAT, Attribute::None, -1, 1, 0 },\n"));
//! ```

mod analyze;
mod cpp;
mod model;
mod rust;
#[cfg(test)]
mod tests;

use crate::backend::Pipeline;

pub use cpp::write_cpp;
pub use model::{DxilOp, DxilOperations, OpAttribute, OverloadKind, ParameterKind};
pub use rust::write_rust;

/// `-gen-dxil-operation`.
pub static BACKEND: Pipeline<DxilOperations> =
    Pipeline::new("gen-dxil-operation", "Generate DXIL operation information", analyze::analyze, write_cpp)
        .rust(write_rust);
