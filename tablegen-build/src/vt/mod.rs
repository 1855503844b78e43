//! `-gen-vt`: the machine value types of `ValueTypes.td` (LLVM's VTEmitter).
//!
//! ```
//! use tablegen_build::vt::{IrScalar, ValueTypes};
//! let src = r#"
//!   class ValueType<int size, int value> {
//!     string LLVMName = NAME; int Size = size; int Value = value; int nElem = 1;
//!     ValueType ElementType = ?; bit isOverloaded = false; bit isInteger = false;
//!     bit isFP = false; bit isVector = false; bit isScalable = false;
//!     bit isNormalValueType = true;
//!   }
//!   def i32 : ValueType<32, 7> { let isInteger = true; }
//!   def v4i32 : ValueType<128, 9> {
//!     let isInteger = true; let isVector = true; let nElem = 4; let ElementType = i32;
//!   }
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let vts = ValueTypes::new(&mut rk).unwrap();
//! assert_eq!(vts.types[1].name, "v4i32");
//! assert_eq!(vts.types[1].ir_type.unwrap().scalar, IrScalar::Int(32));
//! let int = vts.ranges.iter().find(|r| r.key == "INTEGER_VALUETYPE").unwrap();
//! assert_eq!((int.first.as_str(), int.last.as_str()), ("i32", "i32"));
//! ```

mod cpp;
mod model;
mod rust;

pub use cpp::emit_cpp;
pub use model::{IrScalar, IrType, ValueTypeInfo, ValueTypes, VtRange};
pub use rust::emit_rust;
