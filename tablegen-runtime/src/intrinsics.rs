//! The types and lookups of `-gen-intrinsic-impl --rust` modules (LLVM
//! IR's intrinsics, from `llvm/IR/Intrinsics.td`): attribute sets and lists,
//! target ranges, and [`IntrinsicTables`], the lookups C++ `Intrinsic::`
//! functions make over the generated tables.

/// An argument attribute (C++ `Attribute::AttrKind`, with its value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgAttr {
    /// `NoCapture`.
    NoCapture,
    /// `NoAlias`.
    NoAlias,
    /// `NoUndef`.
    NoUndef,
    /// `NonNull`.
    NonNull,
    /// `Returned`.
    Returned,
    /// `ReadOnly`.
    ReadOnly,
    /// `WriteOnly`.
    WriteOnly,
    /// `ReadNone`.
    ReadNone,
    /// `ImmArg`.
    ImmArg,
    /// `Alignment` with its value.
    Alignment(u64),
    /// `Dereferenceable` with its byte count.
    Dereferenceable(u64),
}

/// A function attribute (C++ `Attribute::AttrKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FnAttr {
    /// `NoUnwind`.
    NoUnwind,
    /// `NoReturn`.
    NoReturn,
    /// `NoCallback`.
    NoCallback,
    /// `NoSync`.
    NoSync,
    /// `NoFree`.
    NoFree,
    /// `WillReturn`.
    WillReturn,
    /// `Cold`.
    Cold,
    /// `NoDuplicate`.
    NoDuplicate,
    /// `NoMerge`.
    NoMerge,
    /// `Convergent`.
    Convergent,
    /// `Speculatable`.
    Speculatable,
    /// `StrictFP`.
    StrictFP,
}

/// One function attribute set (a case of C++ `getIntrinsicFnAttributeSet`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FnAttrSet {
    /// The attributes.
    pub attrs: &'static [FnAttr],
    /// `MemoryEffects::toIntValue`, unless the effects are unknown.
    pub memory_effects: Option<u32>,
}

/// One attribute list (a case of C++ `Intrinsic::getAttributes`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttrList {
    /// `(attribute index, index into ARG_ATTR_SETS)`; index 0 is the return
    /// value, `n + 1` parameter `n`.
    pub args: &'static [(u32, u16)],
    /// The index into FN_ATTR_SETS (C++ `AttributeList::FunctionIndex`), if any.
    pub function: Option<u16>,
}

/// C++ `IntrinsicTargetInfo`: the intrinsics of one target prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TargetInfo {
    /// The target prefix (empty for the target-independent intrinsics).
    pub name: &'static str,
    /// Index of its first intrinsic in `INTRINSIC_NAMES`.
    pub offset: usize,
    /// Number of its intrinsics.
    pub count: usize,
}

/// A builtin map of C++ `getIntrinsicForClangBuiltin` or
/// `getIntrinsicForMSBuiltin`: per target prefix (sorted), its builtins by
/// name (sorted) with their intrinsic IDs.
pub type BuiltinMap = &'static [(&'static str, &'static [(&'static str, u32)])];

/// The tables of a generated module that the `Intrinsic::` lookups read
/// (the module's `TABLES`).
///
/// ```
/// use tablegen_runtime::intrinsics::{AttrList, IntrinsicTables, TargetInfo};
/// static T: IntrinsicTables = IntrinsicTables {
///     names: &["llvm.abs", "llvm.x86.pause"],
///     targets: &[TargetInfo { name: "", offset: 0, count: 1 }, TargetInfo { name: "x86", offset: 1, count: 1 }],
///     overloaded: &[0b10],
///     attribute_lists_of: &[1, 0],
///     attribute_lists: &[AttrList { args: &[], function: Some(0) }],
///     clang_builtins: &[("x86", &[("__builtin_ia32_pause", 2)])],
///     ms_builtins: &[],
/// };
/// assert_eq!(T.lookup_name("llvm.x86.pause"), Some(2));
/// assert!(T.is_overloaded(1) && !T.is_overloaded(2));
/// assert_eq!(T.attributes(1).and_then(|l| l.function), Some(0));
/// assert_eq!(T.intrinsic_for_clang_builtin("x86", "__builtin_ia32_pause"), 2);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct IntrinsicTables {
    /// C++ `IntrinsicNameTable` without its empty first entry: IR names by
    /// ID minus one, sorted within each target's range.
    pub names: &'static [&'static str],
    /// C++ `TargetInfos`: the target prefixes and their ranges of `names`.
    pub targets: &'static [TargetInfo],
    /// C++ `OTable`: bit `id % 8` of byte `id / 8` is set for an
    /// overloaded intrinsic.
    pub overloaded: &'static [u8],
    /// C++ `IntrinsicsToAttributesMap`: per intrinsic (ID minus one), its
    /// attribute list number (0: none).
    pub attribute_lists_of: &'static [u16],
    /// The distinct attribute lists, by number minus one.
    pub attribute_lists: &'static [AttrList],
    /// C++ `getIntrinsicForClangBuiltin`'s table.
    pub clang_builtins: BuiltinMap,
    /// C++ `getIntrinsicForMSBuiltin`'s table.
    pub ms_builtins: BuiltinMap,
}

impl IntrinsicTables {
    /// C++ `Intrinsic::lookupIntrinsicID` for exact names (no overload
    /// suffixes): the intrinsic ID of IR name `name`.
    pub fn lookup_name(&self, name: &str) -> Option<u32> {
        let in_target = |t: &&TargetInfo| {
            !t.name.is_empty()
                && name.strip_prefix("llvm.").and_then(|n| n.strip_prefix(t.name)).is_some_and(|n| n.starts_with('.'))
        };
        let target = self.targets.iter().rev().find(in_target).or_else(|| self.targets.first())?;
        let names = self.names.get(target.offset..target.offset.checked_add(target.count)?)?;
        let k = names.binary_search(&name).ok()?;
        u32::try_from(target.offset + k + 1).ok()
    }

    /// C++ `Intrinsic::isOverloaded`.
    pub fn is_overloaded(&self, id: u32) -> bool {
        let id = id as usize;
        self.overloaded.get(id / 8).is_some_and(|b| b & (1 << (id % 8)) != 0)
    }

    /// C++ `Intrinsic::getAttributes`: the attribute list of intrinsic `id`
    /// (`None` for 0, `not_intrinsic`, unknown IDs and intrinsics without
    /// attributes).
    pub fn attributes(&self, id: u32) -> Option<&'static AttrList> {
        let n = *self.attribute_lists_of.get((id as usize).checked_sub(1)?)?;
        self.attribute_lists.get(usize::from(n).checked_sub(1)?)
    }

    /// C++ `Intrinsic::getIntrinsicForClangBuiltin`: the intrinsic ID, or 0.
    pub fn intrinsic_for_clang_builtin(&self, target_prefix: &str, builtin: &str) -> u32 {
        find_builtin(self.clang_builtins, target_prefix, builtin)
    }

    /// C++ `Intrinsic::getIntrinsicForMSBuiltin`: the intrinsic ID, or 0.
    pub fn intrinsic_for_ms_builtin(&self, target_prefix: &str, builtin: &str) -> u32 {
        find_builtin(self.ms_builtins, target_prefix, builtin)
    }
}

/// `builtin` of `target` in a builtin map, else of the target-independent
/// prefix; 0 when neither has it.
fn find_builtin(map: BuiltinMap, target: &str, builtin: &str) -> u32 {
    let lookup = |prefix: &str| {
        let (_, names) = map.iter().find(|(p, _)| *p == prefix)?;
        let k = names.binary_search_by(|(n, _)| (*n).cmp(builtin)).ok()?;
        Some(names[k].1)
    };
    lookup(target).or_else(|| lookup("")).unwrap_or(0)
}
