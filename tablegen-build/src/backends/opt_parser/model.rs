//! What the option tables are printed from: every option and group as
//! typed data, independent of the language it is written in.

/// An option table (LLVM's `OptParser.td` records), read and ordered as
/// `OptTable` expects them.
pub struct OptionTable {
    /// The distinct prefix lists, in the order LLVM prints them (by their
    /// strings); each keeps the number LLVM gave it when it first appeared.
    pub prefix_sets: Vec<PrefixSet>,
    /// Every prefix string of any option, sorted and without repeats.
    pub prefix_union: Vec<String>,
    /// The option groups, in record-name order.
    pub groups: Vec<OptionGroup>,
    /// The options in `OptTable` order: sentinels first, then by name
    /// (case-insensitively, a name after its longer extensions), prefixes
    /// and kind precedence.
    pub options: Vec<OptionDef>,
    /// The options with marshalling information, as indices into
    /// [`options`](Self::options), in definition order.
    pub marshalled: Vec<usize>,
}

/// One distinct list of prefixes (`prefix_<number>` in C++).
pub struct PrefixSet {
    /// Its number (`prefix_0` is the empty list).
    pub number: usize,
    /// The prefixes, in the order the options list them.
    pub prefixes: Vec<String>,
}

/// An `OptionGroup`.
pub struct OptionGroup {
    /// The identifier (`EnumName`, or the record name).
    pub id: String,
    /// `Name`.
    pub name: String,
    /// The identifier of the group it belongs to, if any.
    pub parent: Option<String>,
    /// `HelpText`, if set.
    pub help: Option<String>,
}

/// How an option takes its values (LLVM's `OptionKind` records): one of
/// the C++ `Option::OptionClass`es, which the generated Rust's runtime
/// names too, or a kind the `.td` defines itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A kind of LLVM's `Option` class.
    Known(tablegen_runtime::opt::OptionKind),
    /// A kind the `.td` defines itself, by its `Name`.
    Other(String),
}

impl OptionKind {
    /// The kind whose `Name` is `name`.
    pub fn from_name(name: &str) -> Self {
        tablegen_runtime::opt::OptionKind::from_name(name).map_or_else(|| Self::Other(name.to_owned()), Self::Known)
    }

    /// Its `Name` (the C++ `Option::<Name>Class` without `Class`).
    pub fn name(&self) -> &str {
        match self {
            Self::Known(kind) => kind.name(),
            Self::Other(name) => name,
        }
    }
}

/// An `Option` record.
pub struct OptionDef {
    /// `Prefixes`.
    pub prefixes: Vec<String>,
    /// The number of its [`PrefixSet`] (empty when only the documentation
    /// was read).
    pub prefix_set: usize,
    /// `Name`, without prefix.
    pub name: String,
    /// The identifier (`EnumName`, or the record name).
    pub id: String,
    /// `Kind`.
    pub kind: OptionKind,
    /// The group, if any.
    pub group: Option<GroupRef>,
    /// The identifier of the option this one is an alias of.
    pub alias: Option<String>,
    /// `AliasArgs`: the values the alias passes to its target.
    pub alias_args: Vec<String>,
    /// `Flags`, then its group's.
    pub flags: Vec<String>,
    /// `Visibility`, then its group's.
    pub visibility: Vec<String>,
    /// `NumArgs` (for `MultiArg`).
    pub num_args: i64,
    /// `HelpText`, if set.
    pub help: Option<String>,
    /// `HelpTextsForVariants`: help texts for some visibilities.
    pub help_variants: Vec<HelpVariant>,
    /// `MetaVarName`, if set.
    pub meta_var: Option<String>,
    /// `Values` (comma-separated, for completion), if set.
    pub values: Option<String>,
    /// `ValuesCode` (C++ code computing the values), if set.
    pub values_code: Option<String>,
    /// How a compiler invocation stores the option (clang's
    /// `CompilerInvocation`), if it says.
    pub marshalling: Option<Marshalling>,
}

impl OptionDef {
    /// The first prefix followed by the name: how the option is usually
    /// spelled.
    pub fn prefixed_name(&self) -> String {
        match self.prefixes.first() {
            Some(p) => format!("{p}{}", self.name),
            None => self.name.clone(),
        }
    }
}

/// The group an option belongs to.
pub struct GroupRef {
    /// The group's identifier.
    pub id: String,
    /// The group's `Name` (read for the documentation only).
    pub name: String,
}

/// One `HelpTextVariant`.
pub struct HelpVariant {
    /// The visibilities it applies to.
    pub visibilities: Vec<String>,
    /// The text.
    pub text: String,
}

/// An option's marshalling fields (C++ code fragments, printed as they are).
pub struct Marshalling {
    /// `MacroPrefix`.
    pub macro_prefix: String,
    /// `KeyPath`.
    pub key_path: String,
    /// `DefaultValue`.
    pub default_value: String,
    /// `NormalizedValuesScope`.
    pub normalized_values_scope: String,
    /// `ImpliedCheck`.
    pub implied_check: String,
    /// `ImpliedValue`, or the default value when unset.
    pub implied_value: String,
    /// `ShouldParse`.
    pub should_parse: String,
    /// `ShouldAlwaysEmit`.
    pub should_always_emit: bool,
    /// `Normalizer`.
    pub normalizer: String,
    /// `Denormalizer`.
    pub denormalizer: String,
    /// `ValueMerger`.
    pub value_merger: String,
    /// `ValueExtractor`.
    pub value_extractor: String,
    /// The table of its values, when `NormalizedValues` is set.
    pub table: Option<ValueTable>,
}

/// The values of an enum-like option and what each normalizes to.
pub struct ValueTable {
    /// Its position among the tables.
    pub index: usize,
    /// Its C++ name (`<id>ValueTable`).
    pub name: String,
    /// The non-empty comma-separated pieces of `Values`.
    pub values: Vec<String>,
    /// `NormalizedValues`.
    pub normalized: Vec<String>,
}

/// The documentation's view: the table and its sections.
pub struct OptionDocs {
    /// The options (only what the documentation reads is filled in).
    pub table: OptionTable,
    /// The sections in LLVM's order (a `StringMap`'s): each group's `Name`
    /// (`options` for options without a group) and its options, as indices
    /// into the table's options.
    pub sections: Vec<(String, Vec<usize>)>,
}
