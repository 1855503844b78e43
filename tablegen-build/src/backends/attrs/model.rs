//! What the attribute tables are printed from: LLVM IR's attributes as
//! data, independent of the language written.

/// The classes of attributes that have an `Attribute::AttrKind` value, in
/// the order of their values (the order `Attribute::operator<` expects).
pub const ENUM_KINDS: [&str; 5] = ["EnumAttr", "TypeAttr", "IntAttr", "ConstantRangeAttr", "ConstantRangeListAttr"];

/// One attribute def.
#[derive(Debug, Clone)]
pub struct Attr {
    /// The def's name: the `AttrKind` enumerator (`NoInline`).
    pub def: String,
    /// `AttrString`: its spelling in IR (`noinline`).
    pub spelling: String,
    /// `Properties`: the names of its `AttrProperty` defs (`FnAttr`,
    /// `ParamAttr`, ...); empty for string attributes, whose properties
    /// LLVM does not read.
    pub properties: Vec<String>,
}

/// The attributes of one class, in def-name order.
#[derive(Debug, Clone)]
pub struct AttrGroup {
    /// The class (`EnumAttr`).
    pub class: String,
    /// Its defs.
    pub attrs: Vec<Attr>,
}

/// A `CompatRule`: a check that caller and callee agree on an attribute
/// before inlining.
#[derive(Debug, Clone)]
pub struct CompatRule {
    /// `CompatFunc`: the C++ function called with caller and callee.
    pub func: String,
    /// `AttrName`: the string attribute passed as well (empty for none).
    pub attr_name: String,
}

/// LLVM IR's attributes and inlining rules.
#[derive(Debug, Clone, Default)]
pub struct AttrsModel {
    /// The attributes with an `AttrKind` value, one group per class of
    /// [`ENUM_KINDS`] in that order: the values run from 1 (0 is `None`)
    /// through the groups.
    pub enum_groups: Vec<AttrGroup>,
    /// `StrBoolAttr` defs: string attributes that are `"true"` or `"false"`.
    pub str_bool: Vec<Attr>,
    /// `ComplexStrAttr` defs: other string attributes.
    pub complex_str: Vec<Attr>,
    /// The `CompatRule` defs, in def order.
    pub compat_rules: Vec<CompatRule>,
    /// The `MergeRule` defs' `MergeFunc`s: what merges a callee's
    /// attributes into its caller's after inlining.
    pub merge_rules: Vec<String>,
}

impl AttrsModel {
    /// Each attribute with an `AttrKind` and its value, in value order.
    pub fn enum_attrs(&self) -> impl Iterator<Item = (u32, &Attr)> {
        self.enum_groups.iter().flat_map(|g| &g.attrs).zip(1u32..).map(|(a, v)| (v, a))
    }
}
