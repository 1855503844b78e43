//! `-gen-dxil-operation --rust`: the DXIL operations as Rust data: the
//! `OpCode` and `OpCodeClass` enums, the parameter kinds, the property
//! table `getOpCodeProperty` searches and the intrinsic map.

use tablegen_core::RecordKeeper;

use super::model::{DxilOperations, OpAttribute, OverloadKind, ParameterKind};
use crate::backend::Options;
use crate::support::rust::enums::{enum_items, EnumItems, EnumSpec, Enumerator, Shape};
use crate::support::rust::{format_chunks, Chunk, Writer};

/// Every parameter kind, in `dxil::ParameterKind` order.
const PARAMETER_KINDS: [ParameterKind; 11] = [
    ParameterKind::Invalid,
    ParameterKind::Void,
    ParameterKind::Half,
    ParameterKind::Float,
    ParameterKind::Double,
    ParameterKind::I1,
    ParameterKind::I8,
    ParameterKind::I16,
    ParameterKind::I32,
    ParameterKind::I64,
    ParameterKind::Overload,
];

/// Every overload kind, in bit order of C++ `OverloadKind`.
const OVERLOAD_KINDS: [OverloadKind; 9] = [
    OverloadKind::Void,
    OverloadKind::Half,
    OverloadKind::Float,
    OverloadKind::Double,
    OverloadKind::I1,
    OverloadKind::I8,
    OverloadKind::I16,
    OverloadKind::I32,
    OverloadKind::I64,
];

/// The memory attributes, in the generated enum's order.
const ATTRIBUTES: [OpAttribute; 3] = [OpAttribute::None, OpAttribute::ReadNone, OpAttribute::ReadOnly];

fn simple_enum(name: &str, doc: &str, names: impl IntoIterator<Item = (String, i128, Option<String>)>) -> EnumItems {
    let enumerators = names.into_iter().map(|(cpp_name, value, doc)| Enumerator { cpp_name, value, doc }).collect();
    enum_items(&EnumSpec { name: name.into(), doc: doc.into(), enumerators, repr: None, shape: Shape::Enum })
}

/// Writes the module.
pub fn write_rust(rk: &RecordKeeper, m: &DxilOperations, _: &Options) -> String {
    let opcodes = simple_enum(
        "OpCode",
        "C++ `dxil::OpCode`: the DXIL operations.",
        m.ops.iter().map(|o| (o.name.clone(), i128::from(o.opcode), Some(o.doc.clone()).filter(|d| !d.is_empty()))),
    );
    let classes = simple_enum(
        "OpCodeClass",
        "C++ `dxil::OpCodeClass`: groups of operations with one function template.",
        m.classes.iter().enumerate().map(|(k, c)| (c.clone(), k as i128, None)),
    );
    let params = simple_enum(
        "ParameterKind",
        "C++ `dxil::ParameterKind` (`llvm/Support/DXILABI.h`).",
        PARAMETER_KINDS.iter().map(|k| (k.cpp_name().to_string(), *k as i128, None)),
    );
    let attrs = simple_enum(
        "FuncAttr",
        "The `Attribute::AttrKind` of C++ `OpCodeProperty::FuncAttr` (`None`, `ReadNone` or `ReadOnly`; \
         numbered here, not as in LLVM).",
        ATTRIBUTES.iter().enumerate().map(|(k, a)| (a.cpp_name().to_string(), k as i128, None)),
    );
    let path = |items: &EnumItems, ty: &str, k: usize| format!("{ty}::{}", items.paths[k]);
    let mut w = Writer::new();
    w.doc("C++ `OverloadKind` (`DXILOpBuilder.cpp`): the bits of [`OpCodeProperty::overload_tys`].");
    w.block("pub mod overload_kind {", "}", |w| {
        for (bit, k) in OVERLOAD_KINDS.iter().enumerate() {
            w.doc(&format!("C++ `OverloadKind::{}`.", k.cpp_name()));
            w.line(format_args!("pub const {}: u16 = 1 << {bit};", k.cpp_name()));
        }
    });
    w.blank();
    w.doc("C++ `OpCodeProperty`: what `getOpCodeProperty`, `getOpCodeName`, `getOpCodeClassName` and `getOpCodeParameterKind` give.");
    w.line("#[derive(Clone, Copy, Debug, PartialEq, Eq)]");
    w.block("pub struct OpCodeProperty {", "}", |w| {
        for (field, ty, doc) in [
            ("op_code", "OpCode", "The operation."),
            ("name", "&'static str", "Its name (`getOpCodeName`)."),
            ("class", "OpCodeClass", "Its class."),
            ("class_name", "&'static str", "The class's name (`getOpCodeClassName`)."),
            ("overload_tys", "u16", "The types it may be instantiated at ([`overload_kind`] bits)."),
            ("func_attr", "FuncAttr", "Its memory attribute."),
            ("overload_param_index", "i32", "The overloaded parameter (0 is the return type), or -1."),
            ("num_of_parameters", "u32", "Its parameter count (the return type not counted)."),
            (
                "parameter_kinds",
                "&'static [ParameterKind]",
                "Its class's parameter kinds (`getOpCodeParameterKind`, without the `Invalid` terminator).",
            ),
        ] {
            w.doc(doc);
            w.line(format_args!("pub {field}: {ty},"));
        }
    });
    w.blank();
    w.doc("C++ `OpCodeProps`: every operation's properties, by opcode.");
    w.block("pub static OP_CODE_PROPS: &[OpCodeProperty] = &[", "];", |w| {
        for &k in &m.table_order {
            let op = &m.ops[k];
            let class = m.classes.iter().position(|c| *c == op.class).unwrap_or(0);
            let bits: Vec<String> = op.overload_kinds.iter().map(|o| format!("overload_kind::{}", o.cpp_name())).collect();
            let attr = ATTRIBUTES.iter().position(|a| *a == op.attribute).unwrap_or(0);
            let kinds: Vec<String> = op.params.iter().map(|p| path(&params, "ParameterKind", *p as usize)).collect();
            w.line(format_args!(
                "OpCodeProperty {{ op_code: {}, name: {:?}, class: {}, class_name: {:?}, overload_tys: {}, func_attr: {}, overload_param_index: {}, num_of_parameters: {}, parameter_kinds: &[{}] }},",
                path(&opcodes, "OpCode", k),
                op.name,
                path(&classes, "OpCodeClass", class),
                op.class,
                bits.join(" | "),
                path(&attrs, "FuncAttr", attr),
                op.overload_param_index,
                op.param_count,
                kinds.join(", ")
            ));
        }
    });
    w.blank();
    w.block("impl OpCode {", "}", |w| {
        w.doc("C++ `getOpCodeProperty`: this operation's properties.");
        w.block("pub fn property(self) -> Option<&'static OpCodeProperty> {", "}", |w| {
            w.line("OP_CODE_PROPS.binary_search_by_key(&self.value(), |p| p.op_code.value()).ok().map(|k| &OP_CODE_PROPS[k])");
        });
    });
    w.blank();
    w.doc("C++ `LowerMap`: the operation each mapped intrinsic lowers to, by its `Intrinsic::ID` enumerator name.");
    w.block("pub static LOWER_MAP: &[(&str, OpCode)] = &[", "];", |w| {
        for (k, op) in m.ops.iter().enumerate() {
            if let Some(i) = op.intrinsic.as_deref().filter(|i| !i.is_empty()) {
                w.line(format_args!("({i:?}, {}),", path(&opcodes, "OpCode", k)));
            }
        }
    });
    format_chunks(
        "DXIL operation information",
        "gen-dxil-operation",
        rk,
        vec![
            Chunk::Items(opcodes.tokens),
            Chunk::Items(classes.tokens),
            Chunk::Items(params.tokens),
            Chunk::Items(attrs.tokens),
            Chunk::Text(w.finish()),
        ],
    )
}
