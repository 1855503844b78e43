//! What the directive headers and implementations are printed from: a
//! directive language as data, independent of the language written.

/// The one `DirectiveLanguage` def and the settings the writers read.
#[derive(Debug, Clone, Default)]
pub struct Language {
    /// `name`: the language's name (`OpenMP`), part of every helper's name.
    pub name: String,
    /// `cppNamespace` (`omp`), possibly nested with `::`.
    pub cpp_namespace: String,
    /// `directivePrefix`, put before every directive's enumerator.
    pub directive_prefix: String,
    /// `clausePrefix`, put before every clause's enumerator.
    pub clause_prefix: String,
    /// `makeEnumAvailableInNamespace`.
    pub make_enum_available: bool,
    /// `enableBitmaskEnumInNamespace`.
    pub enable_bitmask_enum: bool,
    /// `clauseEnumSetClass`: Flang's set type of clauses.
    pub clause_enum_set_class: String,
    /// `flangClauseBaseClass`: Flang's parse-tree class of a clause.
    pub flang_clause_base_class: String,
}

impl Language {
    /// The C++ namespace's parts (LLVM's `SplitString(.., "::")`: any run
    /// of colons separates, empty pieces are dropped).
    pub fn namespaces(&self) -> Vec<&str> {
        self.cpp_namespace.split(':').filter(|n| !n.is_empty()).collect()
    }
}

/// An `Association` or `Category` def: a value of a plain enum.
#[derive(Debug, Clone)]
pub struct EnumValue {
    /// The def's name (`AS_Loop`).
    pub def: String,
    /// `name` (`Loop`).
    pub name: String,
}

impl EnumValue {
    /// `name` with spaces made underscores (LLVM's `getFormattedName`).
    pub fn formatted(&self) -> String {
        enumerator_name(&self.name)
    }
}

/// A `VersionedClause`: a clause a directive accepts, from one version to
/// another (both inclusive).
#[derive(Debug, Clone, Copy)]
pub struct VersionedClause {
    /// The clause, an index into [`DirectiveModel::clauses`].
    pub clause: usize,
    /// `minVersion`.
    pub min_version: i64,
    /// `maxVersion`.
    pub max_version: i64,
}

/// A `Directive` def.
#[derive(Debug, Clone)]
pub struct Directive {
    /// The def's name.
    pub def: String,
    /// `name`: its spelling (`parallel do`).
    pub name: String,
    /// `alternativeName`: the spelling `get<Lang>DirectiveName` returns
    /// when not empty.
    pub alternative_name: String,
    /// `isDefault`: what an unknown spelling is.
    pub is_default: bool,
    /// `allowedClauses`.
    pub allowed: Vec<VersionedClause>,
    /// `allowedOnceClauses`.
    pub allowed_once: Vec<VersionedClause>,
    /// `allowedExclusiveClauses`.
    pub allowed_exclusive: Vec<VersionedClause>,
    /// `requiredClauses`.
    pub required: Vec<VersionedClause>,
    /// `leafConstructs`: indices into [`DirectiveModel::directives`].
    pub leaves: Vec<usize>,
}

impl Directive {
    /// `name` with spaces made underscores: the enumerator's name.
    pub fn formatted(&self) -> String {
        enumerator_name(&self.name)
    }

    /// The spelling `get<Lang>DirectiveName` returns.
    pub fn spelling(&self) -> &str {
        spelling(&self.name, &self.alternative_name)
    }

    /// The four clause lists in LLVM's order: allowed, allowed once,
    /// allowed exclusive, required.
    pub fn clause_lists(&self) -> [&[VersionedClause]; 4] {
        [&self.allowed, &self.allowed_once, &self.allowed_exclusive, &self.required]
    }
}

/// A `ClauseVal` def: one allowed value of a clause.
#[derive(Debug, Clone)]
pub struct ClauseVal {
    /// The def's name: the enumerator.
    pub def: String,
    /// `name`: its spelling.
    pub name: String,
    /// `value`.
    pub value: i32,
    /// `isDefault`: what an unknown spelling is.
    pub is_default: bool,
    /// `isUserValue`.
    pub is_user_value: bool,
}

impl ClauseVal {
    /// `name` with spaces made underscores.
    pub fn formatted(&self) -> String {
        enumerator_name(&self.name)
    }
}

/// A `Clause` def.
#[derive(Debug, Clone)]
pub struct Clause {
    /// The def's name.
    pub def: String,
    /// `name`: its spelling (`num_threads`).
    pub name: String,
    /// `alternativeName`.
    pub alternative_name: String,
    /// `aliases`: other spellings Flang's parser accepts.
    pub aliases: Vec<String>,
    /// `clangClass`.
    pub clang_class: String,
    /// `flangClass`.
    pub flang_class: String,
    /// `isValueOptional`.
    pub is_value_optional: bool,
    /// `isValueList`.
    pub is_value_list: bool,
    /// `defaultValue`.
    pub default_value: String,
    /// `isImplicit`: spelled in no source, read as the default clause.
    pub is_implicit: bool,
    /// `isDefault`: what an unknown spelling is.
    pub is_default: bool,
    /// `prefix`.
    pub prefix: String,
    /// `isPrefixOptional`.
    pub is_prefix_optional: bool,
    /// `enumClauseValue`: the enum of its allowed values.
    pub enum_name: String,
    /// `allowedClauseValues`.
    pub values: Vec<ClauseVal>,
}

impl Clause {
    /// `name` with spaces made underscores: the enumerator's name.
    pub fn formatted(&self) -> String {
        enumerator_name(&self.name)
    }

    /// The spelling `get<Lang>ClauseName` returns.
    pub fn spelling(&self) -> &str {
        spelling(&self.name, &self.alternative_name)
    }

    /// Flang's parse-tree class (LLVM's `getFormattedParserClassName`):
    /// the first letter and every letter after an underscore upper-cased,
    /// the underscores dropped (`num_threads` → `NumThreads`).
    pub fn parser_class_name(&self) -> String {
        let mut out = String::with_capacity(self.name.len());
        let mut cap = true;
        for c in self.name.chars() {
            if cap {
                cap = false;
                if c != '_' {
                    out.push(c.to_ascii_uppercase());
                }
            } else if c == '_' {
                cap = true;
            } else {
                out.push(c);
            }
        }
        out
    }
}

/// A directive language, read: everything its declaration header lists.
/// As the header's model (`-gen-directive-decl`), the fields only the
/// implementation reads (Flang's and Clang's settings, spellings,
/// defaults, versions) are left empty, as LLVM does not read them there.
#[derive(Debug, Clone, Default)]
pub struct DirectiveModel {
    /// The language's settings.
    pub lang: Language,
    /// The `Association` defs but `AS_FromLeaves`, in def-name order.
    pub associations: Vec<EnumValue>,
    /// The `Category` defs, in def-name order.
    pub categories: Vec<EnumValue>,
    /// The `Directive` defs in def-name order: the enum's order.
    pub directives: Vec<Directive>,
    /// The `Clause` defs in def-name order: the enum's order.
    pub clauses: Vec<Clause>,
    /// The most leaf constructs any directive has (`GetMaxLeafCount`).
    pub max_leaf_count: usize,
}

/// A directive language, read and checked for its implementation: the
/// declarations' model and what only the implementation needs.
#[derive(Debug, Clone, Default)]
pub struct DirectiveImplModel {
    /// The language.
    pub decl: DirectiveModel,
    /// The first directive with `isDefault`.
    pub default_directive: usize,
    /// The first clause with `isDefault`.
    pub default_clause: usize,
    /// Per clause, its first value with `isDefault` (0 for a clause
    /// without values).
    pub default_values: Vec<usize>,
    /// Per directive, its association (an index into
    /// [`DirectiveModel::associations`]), computed from its leaves for
    /// `AS_FromLeaves`.
    pub associations: Vec<usize>,
    /// Per directive, its category (an index into
    /// [`DirectiveModel::categories`]).
    pub categories: Vec<usize>,
}

/// The enumerator name of a record named `name`: spaces made underscores.
fn enumerator_name(name: &str) -> String {
    name.replace(' ', "_")
}

/// A directive's or clause's spelling: its `alternativeName` if set, else
/// its `name`.
fn spelling<'a>(name: &'a str, alternative_name: &'a str) -> &'a str {
    if alternative_name.is_empty() {
        name
    } else {
        alternative_name
    }
}
