//! The Rust writer of `-gen-vt`: `MVT::SimpleValueType` as a Rust enum
//! whose methods answer what the C++ `GET_VT_ATTR`, `GET_VT_VECATTR`,
//! `GET_VT_RANGES` and `GET_VT_EVT` fragments tell LLVM.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::Options;

use crate::model::value_types::{IrScalar, IrType, ValueTypes};
use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::{format_chunks, Chunk};

const TYPE: &str = "SimpleValueType";

/// `-gen-vt`, Rust.
pub fn write_rust(rk: &RecordKeeper, vts: &ValueTypes, _opts: &Options) -> String {
    let items = enum_items(&EnumSpec {
        name: TYPE.into(),
        doc: "C++ `MVT::SimpleValueType`: the machine value types of `ValueTypes.td`.".into(),
        enumerators: vts
            .types
            .iter()
            .map(|t| Enumerator {
                cpp_name: t.name.clone(),
                value: t.value as i128,
                doc: t.ir_type.as_ref().map(|ir| format!("IR type `{}`.", ir_type_text(ir))),
            })
            .collect(),
        repr: None,
        shape: Shape::Enum,
    });
    let path = |name: &str| -> String {
        vts.types.iter().position(|t| t.name == name).map_or_else(String::new, |k| items.paths[k].clone())
    };

    // Attributes, one row per type in declaration order (one variant per value).
    let mut s = String::new();
    s.push_str("/// What `GET_VT_ATTR` and `GET_VT_VECATTR` say of one value type.\n");
    s.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq)]\n");
    s.push_str("struct Attrs {\n");
    s.push_str("    size: i64,\n    overloaded: bool,\n    integer: bool,\n    fp: bool,\n    vector: bool,\n");
    s.push_str("    scalable: bool,\n    elements: u32,\n    element: Option<SimpleValueType>,\n");
    s.push_str("    ir_type: Option<&'static str>,\n}\n\n");
    let _ = writeln!(s, "static ATTRS: [Attrs; {}] = [", vts.types.len());
    for t in &vts.types {
        let element =
            t.element_type.map_or_else(|| "None".to_string(), |e| format!("Some({TYPE}::{})", path(rk.name_str(e))));
        let ir = t.ir_type.as_ref().map_or_else(|| "None".to_string(), |ir| format!("Some({:?})", ir_type_text(ir)));
        let _ = writeln!(
            s,
            "    Attrs {{ size: {}, overloaded: {}, integer: {}, fp: {}, vector: {}, scalable: {}, elements: {}, element: {element}, ir_type: {ir} }}, // {}",
            t.size, t.is_overloaded, t.is_integer, t.is_fp, t.is_vector, t.is_scalable, t.n_elem, t.name
        );
    }
    s.push_str("];\n\n");

    s.push_str("#[allow(dead_code)]\nimpl SimpleValueType {\n");
    for r in &vts.ranges {
        for (which, name) in [("FIRST", &r.first), ("LAST", &r.last)] {
            let gap = if r.has_gap { " (the range has types of other categories inside)" } else { "" };
            let _ = writeln!(s, "    /// C++ `{which}_{}`{gap}.", r.key);
            let _ = writeln!(s, "    pub const {which}_{}: Self = Self::{};", r.key, path(name));
        }
    }
    s.push_str(
        r#"
    fn attrs(self) -> &'static Attrs {
        &ATTRS[self.index()]
    }

    /// The size in bits (`sz` of `GET_VT_ATTR`; 0 for types without one).
    pub fn size_in_bits(self) -> i64 {
        self.attrs().size
    }

    /// Whether the type stands for several (`Any`: `iAny`, `vAny`, ...).
    pub fn is_overloaded(self) -> bool {
        self.attrs().overloaded
    }

    /// Whether the type (or its vector element) is an integer.
    pub fn is_integer(self) -> bool {
        self.attrs().integer
    }

    /// Whether the type (or its vector element) is floating point.
    pub fn is_floating_point(self) -> bool {
        self.attrs().fp
    }

    /// Whether the type is a vector.
    pub fn is_vector(self) -> bool {
        self.attrs().vector
    }

    /// Whether the type is a scalable vector.
    pub fn is_scalable_vector(self) -> bool {
        self.attrs().scalable
    }

    /// The number of vector elements (the minimum, for scalable vectors);
    /// 0 for scalars.
    pub fn vector_num_elements(self) -> u32 {
        self.attrs().elements
    }

    /// The vector element type.
    pub fn vector_element_type(self) -> Option<Self> {
        self.attrs().element
    }

    /// The IR type (`GET_VT_EVT`) as IR text, e.g. `<vscale x 4 x i32>`.
    pub fn ir_type(self) -> Option<&'static str> {
        self.attrs().ir_type
    }
}
"#,
    );
    let chunks = vec![Chunk::Items(items.tokens), Chunk::Text(s)];
    format_chunks("ValueTypes Source Fragment", "gen-vt", rk, chunks)
}

/// The IR spelling of an IR type.
fn ir_type_text(ty: &IrType) -> String {
    let scalar = match ty.scalar {
        IrScalar::Half => "half".to_string(),
        IrScalar::BFloat => "bfloat".to_string(),
        IrScalar::Float => "float".to_string(),
        IrScalar::Double => "double".to_string(),
        IrScalar::X86Fp80 => "x86_fp80".to_string(),
        IrScalar::Fp128 => "fp128".to_string(),
        IrScalar::PpcFp128 => "ppc_fp128".to_string(),
        IrScalar::Int(n) => format!("i{n}"),
    };
    match ty.vector {
        Some((true, n)) => format!("<vscale x {n} x {scalar}>"),
        Some((false, n)) => format!("<{n} x {scalar}>"),
        None => scalar,
    }
}
