//! What `-gen-dxil-operation` prints, language-neutral: the DXIL
//! operations of `DXIL.td` with their properties, and the string and
//! parameter tables LLVM lays out for them.

/// LLVM's `dxil::ParameterKind` (`llvm/Support/DXILABI.h`), in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ParameterKind {
    /// `Invalid`: the table's terminator.
    Invalid,
    /// `Void`.
    Void,
    /// `Half`.
    Half,
    /// `Float`.
    Float,
    /// `Double`.
    Double,
    /// `I1`.
    I1,
    /// `I8`.
    I8,
    /// `I16`.
    I16,
    /// `I32`.
    I32,
    /// `I64`.
    I64,
    /// `Overload`: the operation's overload type.
    Overload,
}

impl ParameterKind {
    /// The C++ enumerator.
    pub fn cpp_name(self) -> &'static str {
        match self {
            ParameterKind::Invalid => "Invalid",
            ParameterKind::Void => "Void",
            ParameterKind::Half => "Half",
            ParameterKind::Float => "Float",
            ParameterKind::Double => "Double",
            ParameterKind::I1 => "I1",
            ParameterKind::I8 => "I8",
            ParameterKind::I16 => "I16",
            ParameterKind::I32 => "I32",
            ParameterKind::I64 => "I64",
            ParameterKind::Overload => "Overload",
        }
    }
}

/// LLVM's `dxil::OverloadKind` bits an operation may be instantiated at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverloadKind {
    /// `VOID`.
    Void,
    /// `HALF`.
    Half,
    /// `FLOAT`.
    Float,
    /// `DOUBLE`.
    Double,
    /// `I1`.
    I1,
    /// `I8`.
    I8,
    /// `I16`.
    I16,
    /// `I32`.
    I32,
    /// `I64`.
    I64,
}

impl OverloadKind {
    /// The C++ enumerator.
    pub fn cpp_name(self) -> &'static str {
        match self {
            OverloadKind::Void => "VOID",
            OverloadKind::Half => "HALF",
            OverloadKind::Float => "FLOAT",
            OverloadKind::Double => "DOUBLE",
            OverloadKind::I1 => "I1",
            OverloadKind::I8 => "I8",
            OverloadKind::I16 => "I16",
            OverloadKind::I32 => "I32",
            OverloadKind::I64 => "I64",
        }
    }
}

/// The memory attribute of an operation (from its intrinsic's properties).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpAttribute {
    /// `IntrNoMem`: `Attribute::ReadNone`.
    ReadNone,
    /// `IntrReadMem`: `Attribute::ReadOnly`.
    ReadOnly,
    /// Neither: `Attribute::None`.
    None,
}

impl OpAttribute {
    /// The C++ enumerator.
    pub fn cpp_name(self) -> &'static str {
        match self {
            OpAttribute::ReadNone => "ReadNone",
            OpAttribute::ReadOnly => "ReadOnly",
            OpAttribute::None => "None",
        }
    }
}

/// One `DXILOpMapping` def.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DxilOp {
    /// The def name (the `dxil::OpCode` enumerator).
    pub name: String,
    /// `OpCode`.
    pub opcode: i64,
    /// The `OpClass` def name.
    pub class: String,
    /// `Doc`.
    pub doc: String,
    /// The mapped intrinsic without `int_`, if any.
    pub intrinsic: Option<String>,
    /// The overloaded parameter's index (0 is the return type), or -1.
    pub overload_param_index: i64,
    /// The overload types.
    pub overload_kinds: Vec<OverloadKind>,
    /// The memory attribute.
    pub attribute: OpAttribute,
    /// Number of parameters (the return type not counted).
    pub param_count: usize,
    /// Offset of the name in the name table.
    pub name_offset: usize,
    /// Offset of the class name in the class name table.
    pub class_offset: usize,
    /// The parameter kinds of the operation's class (its first operation's
    /// parameters, as LLVM takes them).
    pub params: Vec<ParameterKind>,
    /// Offset of the class's parameter kinds in the parameter table.
    pub params_offset: usize,
}

/// The model of `-gen-dxil-operation`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DxilOperations {
    /// The operations by opcode (the enum's and the intrinsic map's order).
    pub ops: Vec<DxilOp>,
    /// The order of the property table (`ops` indices; LLVM sorts again).
    pub table_order: Vec<usize>,
    /// The `OpCodeClass` enumerators in LLVM's order.
    pub classes: Vec<String>,
    /// Operation names, `(offset, name)` in table order.
    pub names: Vec<(usize, String)>,
    /// Class names, `(offset, name)` in table order.
    pub class_names: Vec<(usize, String)>,
    /// Parameter kinds of each class, `(offset, kinds)` in table order, each
    /// followed by `Invalid`.
    pub params: Vec<(usize, Vec<ParameterKind>)>,
}
