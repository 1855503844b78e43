//! The types of `--gen-directive-impl --rust` modules (OpenMP, OpenACC and
//! other directive languages described with `DirectiveBase.td`).

/// A clause a directive accepts, and in which versions of the language
/// (C++ `VersionedClause`). `C` is the language's generated `Clause` enum;
/// a generated module names `VersionedClause<Clause>` as its own
/// `VersionedClause`.
///
/// ```
/// use tablegen_runtime::directive::VersionedClause;
/// let since_45 = VersionedClause { clause: "nowait", min_version: 45, max_version: u32::MAX };
/// assert!(since_45.allows(50) && !since_45.allows(40));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VersionedClause<C> {
    /// The clause.
    pub clause: C,
    /// The first version that accepts it.
    pub min_version: u32,
    /// The last version that accepts it (less than `min_version`: none).
    pub max_version: u32,
}

impl<C> VersionedClause<C> {
    /// Whether `version` accepts the clause.
    ///
    /// ```
    /// use tablegen_runtime::directive::VersionedClause;
    /// let never = VersionedClause { clause: 0u8, min_version: 2, max_version: 1 };
    /// assert!(!never.allows(1) && !never.allows(2));
    /// ```
    pub const fn allows(&self, version: u32) -> bool {
        self.min_version <= version && version <= self.max_version
    }
}
