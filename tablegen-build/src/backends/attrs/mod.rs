//! `-gen-attrs` (LLVM's `Attributes` emitter): LLVM IR's attributes from
//! `llvm/IR/Attributes.td`: their names and IR spellings, the values of
//! `Attribute::AttrKind`, each attribute's properties (where it may
//! appear), and the checks and merges of function attributes when a
//! callee is inlined. `--rust` writes the same as data: an `AttrKind`
//! enum with spellings and properties, the string attributes and the
//! inlining rules.
//!
//! ```
//! use tablegen_build::backend::{Backend, Lang, Options, Records};
//! use tablegen_build::backends::attrs;
//! let src = r#"
//!   class AttrProperty; def FnAttr : AttrProperty;
//!   class Attr<string S, list<AttrProperty> P> { string AttrString = S; list<AttrProperty> Properties = P; }
//!   class EnumAttr<string S, list<AttrProperty> P> : Attr<S, P>;
//!   class TypeAttr<string S, list<AttrProperty> P> : Attr<S, P>;
//!   class IntAttr<string S, list<AttrProperty> P> : Attr<S, P>;
//!   class ConstantRangeAttr<string S, list<AttrProperty> P> : Attr<S, P>;
//!   class ConstantRangeListAttr<string S, list<AttrProperty> P> : Attr<S, P>;
//!   class StrBoolAttr<string S> : Attr<S, []>;
//!   class ComplexStrAttr<string S, list<AttrProperty> P> : Attr<S, P>;
//!   class CompatRule<string F> { string CompatFunc = F; string AttrName = ""; }
//!   class MergeRule<string F> { string MergeFunc = F; }
//!   def NoInline : EnumAttr<"noinline", [FnAttr]>;
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let out = attrs::BACKEND.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(out.contains("ATTRIBUTE_ENUM(NoInline,noinline)\n"));
//! assert!(out.contains("FirstEnumAttr = 1,\nNoInline = 1,\nLastEnumAttr = 1,\nFirstTypeAttr = 2,\n"));
//! assert!(out.ends_with("static const uint8_t AttrPropTable[] = {\n0 | AttributeProperty::FnAttr,\n};\n#endif\n"));
//! ```

mod analyze;
mod cpp;
mod model;
mod rust;
#[cfg(test)]
mod tests;

use crate::backend::Pipeline;

pub use model::{Attr, AttrGroup, AttrsModel, CompatRule, ENUM_KINDS};

/// `-gen-attrs`.
pub static BACKEND: Pipeline<AttrsModel> =
    Pipeline::new("gen-attrs", "Generate attributes", analyze::analyze, cpp::write).rust(rust::write);
