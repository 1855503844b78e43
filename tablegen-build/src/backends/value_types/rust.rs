//! The Rust writer of `-gen-vt`: `MVT::SimpleValueType` as a Rust enum
//! whose methods answer what the C++ `GET_VT_ATTR`, `GET_VT_VECATTR`,
//! `GET_VT_RANGES` and `GET_VT_EVT` fragments tell LLVM, from one
//! `tablegen_runtime::mvt::ValueTypeAttrs` row per type.

use tablegen_core::RecordKeeper;

use crate::backend::Options;

use crate::model::value_types::{IrScalar, IrType, ValueTypes};
use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::runtime::{forwarders, imports, Forward};
use crate::support::rust::{format_chunks, Chunk, Writer};

const TYPE: &str = "SimpleValueType";

/// `-gen-vt`, Rust.
pub fn write_rust(rk: &RecordKeeper, vts: &ValueTypes, opts: &Options) -> String {
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
    let mut w = Writer::new();
    w.doc("The runtime's row, for this module's types.");
    w.line(format_args!("type Attrs = ValueTypeAttrs<{TYPE}>;"));
    w.blank();
    w.doc("What `GET_VT_ATTR`, `GET_VT_VECATTR` and `GET_VT_EVT` say of each value\ntype, by `SimpleValueType` index.");
    let rows = vts.types.iter().map(|t| {
        let element =
            t.element_type.map_or_else(|| "None".to_string(), |e| format!("Some({TYPE}::{})", path(rk.name_str(e))));
        let ir = t.ir_type.as_ref().map_or_else(|| "None".to_string(), |ir| format!("Some({:?})", ir_type_text(ir)));
        let row = format!(
            "Attrs {{ size: {}, overloaded: {}, integer: {}, fp: {}, vector: {}, scalable: {}, elements: {}, element: {element}, ir_type: {ir} }}",
            t.size, t.is_overloaded, t.is_integer, t.is_fp, t.is_vector, t.is_scalable, t.n_elem
        );
        (row, Some(t.name.as_str()))
    });
    w.table(format_args!("static ATTRS: [Attrs; {}] = [", vts.types.len()), "];", rows);
    w.blank();

    w.line("#[allow(dead_code)]");
    w.block(format_args!("impl {TYPE} {{"), "}", |w| {
        for r in &vts.ranges {
            for (which, name) in [("FIRST", &r.first), ("LAST", &r.last)] {
                let gap = if r.has_gap { " (the range has types of other categories inside)" } else { "" };
                w.line(format_args!("/// C++ `{which}_{}`{gap}.", r.key));
                w.line(format_args!("pub const {which}_{}: Self = Self::{};", r.key, path(name)));
            }
        }
        if !vts.ranges.is_empty() {
            w.blank();
        }
        forwarders(w, false, &ATTR_METHODS);
    });
    let chunks = vec![
        Chunk::Text(imports(opts.rust_runtime(), &[VT_IMPORTS])),
        Chunk::Items(items.tokens),
        Chunk::Text(w.finish()),
    ];
    format_chunks("ValueTypes Source Fragment", "gen-vt", rk, chunks)
}

/// The runtime item the module re-exports: the attribute row.
const VT_IMPORTS: (&str, &[&str]) = ("mvt", &["ValueTypeAttrs"]);

/// The methods of `SimpleValueType`: its row, and the row's answers.
const ATTR_METHODS: [Forward<'static>; 10] = [
    Forward {
        doc: "What `GET_VT_ATTR`, `GET_VT_VECATTR` and `GET_VT_EVT` say of the type.",
        signature: "attrs(self) -> &'static ValueTypeAttrs<Self>",
        call: "&ATTRS[self.index()]",
    },
    Forward {
        doc: "The size in bits (`sz` of `GET_VT_ATTR`; 0 for types without one).",
        signature: "size_in_bits(self) -> i64",
        call: "self.attrs().size_in_bits()",
    },
    Forward {
        doc: "Whether the type stands for several (`Any`: `iAny`, `vAny`, ...).",
        signature: "is_overloaded(self) -> bool",
        call: "self.attrs().is_overloaded()",
    },
    Forward {
        doc: "Whether the type (or its vector element) is an integer.",
        signature: "is_integer(self) -> bool",
        call: "self.attrs().is_integer()",
    },
    Forward {
        doc: "Whether the type (or its vector element) is floating point.",
        signature: "is_floating_point(self) -> bool",
        call: "self.attrs().is_floating_point()",
    },
    Forward {
        doc: "Whether the type is a vector.",
        signature: "is_vector(self) -> bool",
        call: "self.attrs().is_vector()",
    },
    Forward {
        doc: "Whether the type is a scalable vector.",
        signature: "is_scalable_vector(self) -> bool",
        call: "self.attrs().is_scalable_vector()",
    },
    Forward {
        doc: "The number of vector elements (the minimum, for scalable vectors);\n0 for scalars.",
        signature: "vector_num_elements(self) -> u32",
        call: "self.attrs().vector_num_elements()",
    },
    Forward {
        doc: "The vector element type.",
        signature: "vector_element_type(self) -> Option<Self>",
        call: "self.attrs().vector_element_type()",
    },
    Forward {
        doc: "The IR type (`GET_VT_EVT`) as IR text, e.g. `<vscale x 4 x i32>`.",
        signature: "ir_type(self) -> Option<&'static str>",
        call: "self.attrs().ir_type()",
    },
];

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
