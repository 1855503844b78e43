//! `-gen-intrinsic-impl` (LLVM's `IntrinsicEmitter`, implementation part):
//! the IIT codes, the target ranges, the ID-to-name and overload tables,
//! the type-signature tables `Intrinsic::getType` decodes, the uniqued
//! attribute sets behind `Intrinsic::getAttributes`, and the Clang and MS
//! builtin-name lookups, from the shared [`crate::model::intrinsics`] table.
//!
//! ```
//! use tablegen_build::backend::{Backend, Lang, Options, Records};
//! use tablegen_build::backends::intrinsic_impl;
//! let src = r#"
//!   class IntrinsicProperty<bit d = false> { bit IsDefault = d; }
//!   class SDNodeProperty;
//!   def IntrNoMem : IntrinsicProperty;
//!   class Intrinsic<list<IntrinsicProperty> p = [], string gcc = ""> {
//!     string LLVMName = ""; string TargetPrefix = "";
//!     list<IntrinsicProperty> IntrProperties = p;
//!     list<SDNodeProperty> Properties = [];
//!     bit DisableDefaultAttributes = false;
//!     string ClangBuiltinName = gcc;
//!     list<list<int>> TypeSig = [[1], [2]];
//!   }
//!   def int_foo : Intrinsic<[IntrNoMem], "__builtin_foo">;
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let out = intrinsic_impl::BACKEND.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(out.contains("  \"llvm.foo\",\n"));
//! assert!(out.contains("static const unsigned IIT_Table[] = {\n  0x21, 0\n};"));
//! assert!(out.contains("      {Intrinsic::foo, 0}, // __builtin_foo\n"));
//! ```

mod analyze;
mod cpp;
mod model;
mod rust;
#[cfg(test)]
mod tests;

use crate::backend::Pipeline;

pub use cpp::write_cpp;
pub use model::{AttrList, BuiltinMap, FnAttr, FnAttrSet, IitEntry, IntrinsicImpl};
pub use rust::write_rust;

/// `-gen-intrinsic-impl`.
pub static BACKEND: Pipeline<IntrinsicImpl> =
    Pipeline::new("gen-intrinsic-impl", "Generate intrinsic information", analyze::analyze, write_cpp).rust(write_rust);
