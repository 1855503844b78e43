//! The Rust types that several modules of one target share, built the same
//! way by every writer: the module that defines a type and the modules that
//! refer to it (through [`crate::backend::RUST_VOCABULARY`]) agree on every
//! name.

use super::enums::{EnumSpec, Enumerator, Shape};

/// The `Opcode` enum of a target whose instruction namespace is `namespace`,
/// from `(name, value)` of every instruction in enum order.
///
/// ```
/// use tablegen_build::support::rust::{enums::enum_items, vocabulary::opcode_spec};
/// let spec = opcode_spec("Toy", [("PHI", 0), ("ADD_rr", 1)]);
/// assert_eq!(enum_items(&spec).paths, ["Phi", "AddRr"]);
/// ```
pub fn opcode_spec<'a>(namespace: &str, opcodes: impl IntoIterator<Item = (&'a str, u32)>) -> EnumSpec {
    EnumSpec {
        name: OPCODE.into(),
        doc: format!("C++ `{namespace}::` opcode enum (`GET_INSTRINFO_ENUM`): every instruction, in LLVM's numbering."),
        enumerators: opcodes
            .into_iter()
            .map(|(name, value)| Enumerator { cpp_name: name.to_string(), value: i128::from(value), doc: None })
            .collect(),
        repr: None,
        shape: Shape::Newtype,
    }
}

/// The name of the opcode type.
pub const OPCODE: &str = "Opcode";

/// The `RegClass` enum of a target, from `(enumerator, value, inferred)` of
/// every register class in enum order (the enumerator is the C++
/// `<Class>RegClassID`, without its namespace).
///
/// ```
/// use tablegen_build::support::rust::{enums::enum_items, vocabulary::reg_class_spec};
/// let spec = reg_class_spec([("GPR32RegClassID".to_string(), 0, false)]);
/// assert_eq!(enum_items(&spec).paths, ["Gpr32RegClassId"]);
/// ```
pub fn reg_class_spec(classes: impl IntoIterator<Item = (String, u32, bool)>) -> EnumSpec {
    let enumerators: Vec<Enumerator> = classes
        .into_iter()
        .map(|(cpp_name, value, inferred)| Enumerator {
            cpp_name,
            value: i128::from(value),
            doc: inferred.then(|| "Inferred by TableGen.".to_string()),
        })
        .collect();
    let max = enumerators.iter().map(|e| e.value).max().unwrap_or(0);
    EnumSpec {
        name: REG_CLASS.into(),
        doc: "C++ `*RegClassID`: the register classes, inferred ones included, in LLVM's order.".into(),
        enumerators,
        repr: Some(index_repr(max)),
        shape: Shape::Newtype,
    }
}

/// The integer of an index newtype (registers, register classes,
/// sub-register indices) whose largest value is `max`: `u16`, as LLVM's
/// `MCPhysReg` and the runtime's tables, when it fits; else `u32`, so that
/// a target declaring more still gets types that hold every value.
///
/// ```
/// use tablegen_build::support::rust::vocabulary::index_repr;
/// assert_eq!(index_repr(65535), "u16");
/// assert_eq!(index_repr(65536), "u32");
/// ```
pub fn index_repr(max: i128) -> &'static str {
    if max <= i128::from(u16::MAX) {
        "u16"
    } else {
        "u32"
    }
}

/// The name of the register class type.
pub const REG_CLASS: &str = "RegClass";
