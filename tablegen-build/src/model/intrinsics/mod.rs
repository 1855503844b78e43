//! Intrinsics: the analysis of `Intrinsic` defs (LLVM's `CodeGenIntrinsic`
//! and `CodeGenIntrinsicTable`), shared by `-gen-intrinsic-enums`,
//! `-gen-searchable-tables` and, later, instruction selection.
//!
//! ```
//! use tablegen_build::model::intrinsics::{CodeGenIntrinsicTable, MemoryEffects};
//! let src = r#"
//!   class IntrinsicProperty<bit d = false> { bit IsDefault = d; }
//!   class SDNodeProperty;
//!   def IntrNoMem : IntrinsicProperty;
//!   def IntrNoSync : IntrinsicProperty<true>;
//!   class Intrinsic<list<IntrinsicProperty> p = []> {
//!     string LLVMName = ""; string TargetPrefix = "";
//!     list<IntrinsicProperty> IntrProperties = p;
//!     list<SDNodeProperty> Properties = [];
//!     bit DisableDefaultAttributes = false;
//!   }
//!   def int_foo_bar : Intrinsic<[IntrNoMem]>;
//!   let TargetPrefix = "x86" in def int_x86_baz : Intrinsic;
//! "#;
//! let mut keeper = tablegen_core::parse_str("t.td", src).unwrap();
//! let mut rk = tablegen_build::Records::new(&mut keeper);
//! let table = CodeGenIntrinsicTable::new(&mut rk).unwrap();
//! assert_eq!(table[0].name, "llvm.foo.bar");
//! assert_eq!(table[0].memory_effects, MemoryEffects::NONE);
//! assert!(table[0].is_no_sync); // a default property
//! let x86 = table.target("x86").unwrap();
//! assert_eq!(table.of_target(x86)[0].enum_name, "x86_baz");
//! ```

mod intrinsic;
mod persist;
mod props;
mod table;
#[cfg(test)]
mod tests;
mod type_sig;

pub use intrinsic::{CodeGenIntrinsic, IntrinsicSignature};
pub use props::{parse_sd_properties, ArgAttrKind, ArgAttribute, MemoryEffects, SdProperties, Sdnp};
pub use table::{default_properties, CodeGenIntrinsicTable, TargetSet};
pub use type_sig::type_signature;
