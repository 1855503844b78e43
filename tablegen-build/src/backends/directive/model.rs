//! What the declaration header is printed from.

/// The one `DirectiveLanguage` def and the settings the header reads.
pub(super) struct Language {
    pub(super) name: String,
    pub(super) cpp_namespace: String,
    pub(super) directive_prefix: String,
    pub(super) clause_prefix: String,
    pub(super) make_enum_available: bool,
    pub(super) enable_bitmask_enum: bool,
}

/// A directive language, read and checked: everything its declaration
/// header lists.
pub struct DirectiveModel {
    pub(super) lang: Language,
    /// The associations' formatted names (without `AS_FromLeaves`).
    pub(super) associations: Vec<String>,
    /// The categories' formatted names.
    pub(super) categories: Vec<String>,
    /// The directives' formatted names.
    pub(super) directives: Vec<String>,
    /// The clauses' formatted names.
    pub(super) clauses: Vec<String>,
    /// The clauses' value enums, up to the first clause whose enum has no
    /// name (an error).
    pub(super) clause_values: Vec<ClauseValues>,
    /// The most leaf constructs any directive has (`GetMaxLeafCount`).
    pub(super) max_leaf_count: usize,
}

/// The `enum class` of one clause's allowed values.
pub(super) struct ClauseValues {
    /// `enumClauseValue`.
    pub(super) enum_name: String,
    /// Each value's def name and number.
    pub(super) values: Vec<(String, i32)>,
}
