//! The types of `-gen-attrs --rust` modules (LLVM IR's attributes, from
//! `llvm/IR/Attributes.td`).

/// A string attribute (C++ `ATTRIBUTE_STRBOOL` / `ATTRIBUTE_COMPLEXSTR`).
///
/// ```
/// use tablegen_runtime::attrs::StrAttr;
/// let a = StrAttr { name: "NoJumpTables", spelling: "no-jump-tables" };
/// assert_eq!(a.spelling, "no-jump-tables");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StrAttr {
    /// The def's name (C++ `FIRST`).
    pub name: &'static str,
    /// The attribute's spelling in IR (C++ `SECOND`).
    pub spelling: &'static str,
}

/// C++ `CompatRule`: a call `func(Caller, Callee[, "attr"])` whose results
/// C++ `hasCompatibleFnAttrs` combines with `&` before inlining.
///
/// ```
/// use tablegen_runtime::attrs::CompatRule;
/// let r = CompatRule { func: "isEqual<SanitizeAddressAttr>", attr_name: None };
/// assert!(r.attr_name.is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CompatRule {
    /// The C++ function (`isEqual<SanitizeAddressAttr>`).
    pub func: &'static str,
    /// The string attribute it is given, if any.
    pub attr_name: Option<&'static str>,
}
