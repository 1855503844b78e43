//! The machine value types of `ValueTypes.td` as LLVM's VTEmitter sees
//! them: one entry per `ValueType` def, ordered by number, with the
//! category ranges and IR types it derives.
//!
//! ```
//! use tablegen_build::model::value_types::{IrScalar, ValueTypes};
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
//! let mut keeper = tablegen_core::parse_str("t.td", src).unwrap();
//! let mut rk = tablegen_build::Records::new(&mut keeper);
//! let vts = ValueTypes::new(&mut rk).unwrap();
//! assert_eq!(vts.types[1].name, "v4i32");
//! assert_eq!(vts.types[1].ir_type.unwrap().scalar, IrScalar::Int(32));
//! let int = vts.ranges.iter().find(|r| r.key == "INTEGER_VALUETYPE").unwrap();
//! assert_eq!((int.first.as_str(), int.last.as_str()), ("i32", "i32"));
//! ```

use crate::backend::{Error, Records, Result};
use tablegen_core::record::RecId;

use crate::support::fields::{derived, lift};

/// One `ValueType` def.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueTypeInfo {
    /// The def.
    pub def: RecId,
    /// `LLVMName`: the `MVT` enumerator.
    pub name: String,
    /// `Value`: the `MVT::SimpleValueType` number.
    pub value: u8,
    /// `Size` in bits.
    pub size: i64,
    /// `isOverloaded`.
    pub is_overloaded: bool,
    /// `isInteger` (vectors: of the element).
    pub is_integer: bool,
    /// `isFP` (vectors: of the element).
    pub is_fp: bool,
    /// `isVector`.
    pub is_vector: bool,
    /// `isScalable`.
    pub is_scalable: bool,
    /// `isNormalValueType`: inside `[FIRST_VALUETYPE, LAST_VALUETYPE]`.
    pub is_normal: bool,
    /// `nElem` for vectors, 0 otherwise.
    pub n_elem: i64,
    /// `ElementType` for vectors.
    pub element_type: Option<RecId>,
    /// The IR type, for integer, floating-point and vector types.
    pub ir_type: Option<IrType>,
}

/// A contiguous run of value types of one category (`FIRST_X = first`,
/// `LAST_X = last`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VtRange {
    /// The category, e.g. `INTEGER_VALUETYPE`.
    pub key: &'static str,
    /// `LLVMName` of the first type in it.
    pub first: String,
    /// `LLVMName` of the last type in it.
    pub last: String,
    /// True if some type between `first` and `last` is not in the category
    /// (LLVM asserts against this; its release build lets it pass).
    pub has_gap: bool,
}

/// A scalar IR type, as `llvm::Type::get*Ty` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IrScalar {
    /// `half`.
    Half,
    /// `bfloat`.
    BFloat,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `x86_fp80`.
    X86Fp80,
    /// `fp128`.
    Fp128,
    /// `ppc_fp128`.
    PpcFp128,
    /// `iN`.
    Int(i64),
}

/// The IR type of a value type: a scalar or a vector of one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IrType {
    /// The scalar, or the vector's element.
    pub scalar: IrScalar,
    /// For vectors: (scalable, element count).
    pub vector: Option<(bool, i64)>,
}

/// All value types, by number.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ValueTypes {
    /// One entry per number in use, ascending.
    pub types: Vec<ValueTypeInfo>,
    /// The category ranges, ordered by category name.
    pub ranges: Vec<VtRange>,
}

/// Whether a value type belongs to a category.
type Membership = fn(&ValueTypeInfo) -> bool;

/// The categories, each with its membership test.
const CATEGORIES: [(&str, Membership); 10] = [
    ("INTEGER_FIXEDLEN_VECTOR_VALUETYPE", |t| t.is_integer && t.is_vector && !t.is_scalable),
    ("INTEGER_SCALABLE_VECTOR_VALUETYPE", |t| t.is_integer && t.is_scalable),
    ("FP_FIXEDLEN_VECTOR_VALUETYPE", |t| t.is_fp && t.is_vector && !t.is_scalable),
    ("FP_SCALABLE_VECTOR_VALUETYPE", |t| t.is_fp && t.is_scalable),
    ("FIXEDLEN_VECTOR_VALUETYPE", |t| t.is_vector && !t.is_scalable),
    ("SCALABLE_VECTOR_VALUETYPE", |t| t.is_scalable),
    ("VECTOR_VALUETYPE", |t| t.is_vector),
    ("INTEGER_VALUETYPE", |t| t.is_integer && !t.is_vector),
    ("FP_VALUETYPE", |t| t.is_fp && !t.is_vector),
    ("VALUETYPE", |t| t.is_normal),
];

impl ValueTypes {
    /// Reads every `ValueType` def. Fields are read in the order VTEmitter
    /// reads them, so the first bad one is the one LLVM reports.
    pub fn new(rk: &mut Records<'_>) -> Result<Self> {
        let by_number = number_types(rk)?;
        let mut types = Vec::with_capacity(by_number.len());
        for (value, def) in by_number {
            types.push(read_type(rk, def, value)?);
        }
        let ranges = ranges(&types);
        for t in &mut types {
            if t.is_integer || t.is_vector || t.is_fp {
                t.ir_type = Some(ir_type(rk, t)?);
            }
        }
        Ok(ValueTypes { types, ranges })
    }
}

/// The defs by number; a later def (in name order) takes a number over.
fn number_types(rk: &mut Records<'_>) -> Result<Vec<(u8, RecId)>> {
    let mut slots: [Option<RecId>; 256] = [None; 256];
    for def in derived(rk, "ValueType")? {
        let value = rk.value_as_int(def, "Value");
        let value = lift(rk, value)?;
        match u8::try_from(value) {
            Ok(v) => slots[usize::from(v)] = Some(def),
            // LLVM stores negative numbers outside its table; they vanish.
            Err(_) if value < 0 => {}
            Err(_) => {
                let locs = rk.record(def).locs.clone();
                rk.fatal(&locs, "ValueType should be uint8_t");
                return Err(Error::Reported);
            }
        }
    }
    Ok((0..=255u8).zip(slots).filter_map(|(v, d)| Some((v, d?))).collect())
}

fn read_type(rk: &mut Records<'_>, def: RecId, value: u8) -> Result<ValueTypeInfo> {
    let name = {
        let r = rk.value_as_string(def, "LLVMName").map(str::to_string);
        lift(rk, r)?
    };
    let is_integer = bit(rk, def, "isInteger")?;
    let is_fp = bit(rk, def, "isFP")?;
    let is_vector = bit(rk, def, "isVector")?;
    let is_scalable = bit(rk, def, "isScalable")?;
    let is_normal = bit(rk, def, "isNormalValueType")?;
    let (n_elem, element_type) = if is_vector {
        let n = int(rk, def, "nElem")?;
        let e = rk.value_as_def(def, "ElementType");
        (n, Some(lift(rk, e)?))
    } else {
        (0, None)
    };
    let size = int(rk, def, "Size")?;
    let is_overloaded = bit(rk, def, "isOverloaded")?;
    Ok(ValueTypeInfo {
        def,
        name,
        value,
        size,
        is_overloaded,
        is_integer,
        is_fp,
        is_vector,
        is_scalable,
        is_normal,
        n_elem,
        element_type,
        ir_type: None,
    })
}

/// The category ranges. A type joining a closed range (a gap) only moves
/// its end, as LLVM's release build does.
fn ranges(types: &[ValueTypeInfo]) -> Vec<VtRange> {
    // Each range with whether a non-member has followed it so far.
    let mut ranges: Vec<(VtRange, bool)> = Vec::new();
    for t in types {
        for (key, member) in CATEGORIES {
            let existing = ranges.iter_mut().find(|r| r.0.key == key);
            match (member(t), existing) {
                (true, Some((r, closed))) => {
                    r.has_gap |= *closed;
                    r.last.clone_from(&t.name);
                }
                (true, None) => {
                    let r = VtRange { key, first: t.name.clone(), last: t.name.clone(), has_gap: false };
                    ranges.push((r, false));
                }
                (false, Some((_, closed))) => *closed = true,
                (false, None) => {}
            }
        }
    }
    let mut ranges: Vec<VtRange> = ranges.into_iter().map(|r| r.0).collect();
    ranges.sort_by(|a, b| a.key.cmp(b.key));
    ranges
}

/// The IR type of an integer, floating-point or vector type.
fn ir_type(rk: &mut Records<'_>, t: &ValueTypeInfo) -> Result<IrType> {
    let (scalar_def, vector) = match t.element_type {
        Some(e) if t.is_vector => (e, Some((t.is_scalable, t.n_elem))),
        _ => (t.def, None),
    };
    let size = int(rk, scalar_def, "Size")?;
    let scalar = if bit(rk, scalar_def, "isFP")? {
        let name = {
            let r = rk.value_as_string(scalar_def, "LLVMName").map(str::to_string);
            lift(rk, r)?
        };
        match size {
            16 if name == "bf16" => IrScalar::BFloat,
            16 => IrScalar::Half,
            32 => IrScalar::Float,
            64 => IrScalar::Double,
            80 => IrScalar::X86Fp80,
            128 if name == "ppcf128" => IrScalar::PpcFp128,
            128 => IrScalar::Fp128,
            _ => {
                let msg = format!("ValueType '{name}': no floating-point IR type of size {size}");
                let locs = rk.record(scalar_def).locs.clone();
                rk.fatal(&locs, msg);
                return Err(Error::Reported);
            }
        }
    } else {
        // LLVM reads `isInteger` but, its other case being unreachable,
        // treats anything that is not floating-point as an integer.
        bit(rk, scalar_def, "isInteger")?;
        IrScalar::Int(size)
    };
    Ok(IrType { scalar, vector })
}

fn bit(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<bool> {
    let r = rk.value_as_bit(rec, field);
    lift(rk, r)
}

fn int(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<i64> {
    let r = rk.value_as_int(rec, field);
    lift(rk, r)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRELUDE: &str = r#"
class ValueType<int size, int value> {
  string LLVMName = NAME; int Size = size; int Value = value; int nElem = 1;
  ValueType ElementType = ?; bit isOverloaded = false; bit isInteger = false;
  bit isFP = false; bit isVector = false; bit isScalable = false; bit isNormalValueType = true;
}
class VTInt<int s, int v> : ValueType<s, v> { let isInteger = true; }
class VTFP<int s, int v> : ValueType<s, v> { let isFP = true; }
class VTVec<int n, ValueType e, int v> : ValueType<!mul(n, e.Size), v> {
  let nElem = n; let ElementType = e; let isInteger = e.isInteger; let isFP = e.isFP; let isVector = true;
}
"#;

    fn read(src: &str) -> ValueTypes {
        let mut keeper = tablegen_core::parse_str("t.td", &format!("{PRELUDE}{src}")).expect("parses");
        let mut rk = Records::new(&mut keeper);
        ValueTypes::new(&mut rk).expect("valid")
    }

    #[test]
    fn numbers_order_and_take_over() {
        let v = read("def b : VTInt<8, 3>; def a : VTInt<8, 1>; def c : VTInt<16, 3>; def n : VTInt<1, -1>;");
        let got: Vec<(u8, &str)> = v.types.iter().map(|t| (t.value, t.name.as_str())).collect();
        assert_eq!(got, [(1, "a"), (3, "c")]);
    }

    #[test]
    fn ranges_and_gaps() {
        let v =
            read("def i8 : VTInt<8, 1>; def f32 : VTFP<32, 2>; def i16 : VTInt<16, 3>; def v2f32 : VTVec<2, f32, 4>;");
        let int = v.ranges.iter().find(|r| r.key == "INTEGER_VALUETYPE").expect("range");
        assert_eq!((int.first.as_str(), int.last.as_str(), int.has_gap), ("i8", "i16", true));
        let fp_vec = v.ranges.iter().find(|r| r.key == "FP_FIXEDLEN_VECTOR_VALUETYPE").expect("range");
        assert_eq!((fp_vec.first.as_str(), fp_vec.has_gap), ("v2f32", false));
        assert!(v.ranges.windows(2).all(|w| w[0].key < w[1].key));
    }

    #[test]
    fn ir_types() {
        let v = read(
            "def bf16 : VTFP<16, 1>; def f16 : VTFP<16, 2>; def ppcf128 : VTFP<128, 3>; def i7 : VTInt<7, 4>;
             def v3bf16 : VTVec<3, bf16, 5>; def other : ValueType<8, 6>;",
        );
        let ir: Vec<Option<IrType>> = v.types.iter().map(|t| t.ir_type).collect();
        let s = |scalar| Some(IrType { scalar, vector: None });
        assert_eq!(
            ir,
            [
                s(IrScalar::BFloat),
                s(IrScalar::Half),
                s(IrScalar::PpcFp128),
                s(IrScalar::Int(7)),
                Some(IrType { scalar: IrScalar::BFloat, vector: Some((false, 3)) }),
                None
            ]
        );
    }
}
