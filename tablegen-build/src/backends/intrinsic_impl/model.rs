//! What `-gen-intrinsic-impl` prints, language-neutral: the shared
//! intrinsics table plus the tables LLVM derives from it (IIT codes and
//! encodings, uniqued attribute sets, builtin-name maps).

use std::sync::Arc;

use crate::model::intrinsics::{ArgAttribute, CodeGenIntrinsic, CodeGenIntrinsicTable, MemoryEffects};
use crate::support::string_offsets::StringOffsets;

/// The model of `-gen-intrinsic-impl`.
pub struct IntrinsicImpl {
    /// Every intrinsic, in ID order (ID `n` is entry `n - 1`).
    pub table: Arc<CodeGenIntrinsicTable>,
    /// The `IIT_Base` defs as `(name, number)` in number order; `None`
    /// when the class defines none (the C++ output then has an `#error`).
    pub iit_info: Option<Vec<(String, u8)>>,
    /// Per intrinsic, its type-signature entry in `IIT_Table`.
    pub iit_entries: Vec<IitEntry>,
    /// The long encodings, `(offset, codes)` in table order, each
    /// followed by a 0 in the flat table.
    pub long_encodings: Vec<(usize, Vec<u8>)>,
    /// The distinct non-empty argument attribute sets, by set ID.
    pub arg_attr_sets: Vec<Vec<ArgAttribute>>,
    /// The distinct function attribute sets, by set ID.
    pub fn_attr_sets: Vec<FnAttrSet>,
    /// Per intrinsic, its attribute list number (1-based).
    pub attr_numbers: Vec<usize>,
    /// The distinct attribute lists in LLVM's map order.
    pub attr_lists: Vec<AttrList>,
    /// The largest attribute index count of any intrinsic.
    pub max_arg_attrs: usize,
    /// `ClangBuiltinName` lookup.
    pub clang_builtins: BuiltinMap,
    /// `MSBuiltinName` lookup.
    pub ms_builtins: BuiltinMap,
}

impl IntrinsicImpl {
    /// The intrinsics in ID order.
    pub fn intrinsics(&self) -> &[CodeGenIntrinsic] {
        &self.table.intrinsics
    }
}

/// An intrinsic's entry in `IIT_Table`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IitEntry {
    /// Up to eight 4-bit codes packed into 31 bits, first code lowest.
    Fixed(u32),
    /// An offset into the long encoding table.
    Long(usize),
}

/// A function attribute: the runtime's enum (the generated tables name its
/// variants), in the order LLVM lists them in a set.
pub use tablegen_runtime::intrinsics::FnAttr;

/// LLVM's `Attribute::AttrKind` enumerator for `attr` (the runtime's variant
/// names are LLVM's).
pub fn fn_attr_cpp_name(attr: FnAttr) -> &'static str {
    match attr {
        FnAttr::NoUnwind => "NoUnwind",
        FnAttr::NoReturn => "NoReturn",
        FnAttr::NoCallback => "NoCallback",
        FnAttr::NoSync => "NoSync",
        FnAttr::NoFree => "NoFree",
        FnAttr::WillReturn => "WillReturn",
        FnAttr::Cold => "Cold",
        FnAttr::NoDuplicate => "NoDuplicate",
        FnAttr::NoMerge => "NoMerge",
        FnAttr::Convergent => "Convergent",
        FnAttr::Speculatable => "Speculatable",
        FnAttr::StrictFP => "StrictFP",
    }
}

/// One function attribute set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FnAttrSet {
    /// The attributes, in LLVM's order.
    pub attrs: Vec<FnAttr>,
    /// The memory effects, unless unknown (`IntrHasSideEffects` on an
    /// intrinsic that touches no memory makes them unknown).
    pub memory: Option<MemoryEffects>,
}

/// One distinct attribute list (a `case` of `getAttributes`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrList {
    /// Its number (as in `IntrinsicsToAttributesMap`).
    pub number: usize,
    /// `(attribute index, argument attribute set ID)`; index 0 is the
    /// return value, `n + 1` parameter `n`.
    pub args: Vec<(usize, usize)>,
    /// The function attribute set ID, if the list has one.
    pub function: Option<usize>,
}

/// A builtin-name lookup: per target prefix (in byte order, the empty one
/// first), its builtins by name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuiltinMap {
    /// `(target prefix, [(builtin name, intrinsic enum name)])`, each sorted.
    pub targets: Vec<(String, Vec<(String, String)>)>,
    /// The builtin names' string table, in intrinsic order.
    pub names: StringOffsets,
}
