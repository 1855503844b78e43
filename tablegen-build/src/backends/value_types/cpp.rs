//! The C++ writer of `-gen-vt`.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::Options;

use crate::model::value_types::{IrScalar, IrType, ValueTypeInfo, ValueTypes};
use crate::support::cpp::source_file_header;

/// `-gen-vt`, C++.
pub fn write_cpp(rk: &RecordKeeper, vts: &ValueTypes, _opts: &Options) -> String {
    let mut out = String::new();
    source_file_header(&mut out, "ValueTypes Source Fragment", rk);

    out.push_str("#ifdef GET_VT_ATTR // (Ty, n, sz, Any, Int, FP, Vec, Sc)\n");
    for t in &vts.types {
        let elt = t.element_type.map_or("INVALID_SIMPLE_VALUE_TYPE", |e| rk.name_str(e));
        let _ = writeln!(
            out,
            "  GET_VT_ATTR({}, {}, {}, {}, {}, {}, {}, {}, {}, {elt})",
            t.name,
            t.value,
            t.size,
            u8::from(t.is_overloaded),
            kind_code(t, t.is_integer, b'i'),
            kind_code(t, t.is_fp, b'f'),
            u8::from(t.is_vector),
            u8::from(t.is_scalable),
            t.n_elem,
        );
    }
    out.push_str("#endif\n\n");

    out.push_str("#ifdef GET_VT_RANGES\n");
    for r in &vts.ranges {
        let _ = write!(out, "  FIRST_{0} = {1},\n  LAST_{0} = {2},\n", r.key, r.first, r.last);
    }
    out.push_str("#endif\n\n");

    out.push_str("#ifdef GET_VT_VECATTR // (Ty, Sc, nElem, ElTy)\n");
    for t in vts.types.iter().filter(|t| t.is_vector) {
        let elt = t.element_type.map_or("", |e| rk.name_str(e));
        let _ = writeln!(out, "  GET_VT_VECATTR({}, {}, {}, {elt})", t.name, u8::from(t.is_scalable), t.n_elem);
    }
    out.push_str("#endif\n\n");

    out.push_str("#ifdef GET_VT_EVT\n");
    for t in &vts.types {
        if let Some(ty) = &t.ir_type {
            let _ = writeln!(out, "  GET_VT_EVT({}, {})", t.name, ir_type_expr(ty));
        }
    }
    out.push_str("#endif\n\n");
    out
}

/// The `Int`/`FP` column: 0 if not in the category, 3 if the name starts
/// with `letter` (a simple `iN`/`fN` type), 1 otherwise.
fn kind_code(t: &ValueTypeInfo, member: bool, letter: u8) -> u8 {
    match (member, t.name.as_bytes().first()) {
        (false, _) => 0,
        (true, Some(c)) if *c == letter => 3,
        (true, _) => 1,
    }
}

/// The C++ expression building the IR type from an `LLVMContext Context`.
fn ir_type_expr(ty: &IrType) -> String {
    let scalar = match ty.scalar {
        IrScalar::Half => "Type::getHalfTy(Context)".to_string(),
        IrScalar::BFloat => "Type::getBFloatTy(Context)".to_string(),
        IrScalar::Float => "Type::getFloatTy(Context)".to_string(),
        IrScalar::Double => "Type::getDoubleTy(Context)".to_string(),
        IrScalar::X86Fp80 => "Type::getX86_FP80Ty(Context)".to_string(),
        IrScalar::Fp128 => "Type::getFP128Ty(Context)".to_string(),
        IrScalar::PpcFp128 => "Type::getPPC_FP128Ty(Context)".to_string(),
        // Type has named getters for i1 and i8 to i128 in powers of two.
        IrScalar::Int(n) if n == 1 || (8..=128).contains(&n) && (n as u64).is_power_of_two() => {
            format!("Type::getInt{n}Ty(Context)")
        }
        IrScalar::Int(n) => format!("Type::getIntNTy(Context, {n})"),
    };
    match ty.vector {
        Some((scalable, n)) => {
            format!("{}VectorType::get({scalar}, {n})", if scalable { "Scalable" } else { "Fixed" })
        }
        None => scalar,
    }
}
