//! Reading a directive language (LLVM's `DirectiveLanguage` and its
//! validity checks), in the order LLVM reads it, so that the first error
//! is LLVM's.

use tablegen_core::record::RecId;

use crate::backend::{Options, Records, Result};
use crate::support::fields::{bit_field, def_field, defs_field, derived, fatal, fatal_at, lift, string_field};

use super::model::{
    Clause, ClauseVal, Directive, DirectiveImplModel, DirectiveModel, EnumValue, Language, VersionedClause,
};

/// `-gen-directive-decl`: reads the language and checks what the header
/// needs.
pub(super) fn analyze_decl(rk: &mut Records<'_>, _: &Options) -> Result<DirectiveModel> {
    let m = read(rk, false)?;
    // `GenerateEnumClauseVal`: the first clause with values but no enum
    // name is an error that ends the enums (the run fails after the
    // backend).
    if let Some(c) = m.clauses.iter().find(|c| !c.values.is_empty() && c.enum_name.is_empty()) {
        rk.error(&[], format!("enumClauseValue field not set in Clause{}.", c.formatted()));
    }
    Ok(m)
}

/// `-gen-directive-impl`: reads the language and checks what the
/// implementation needs, in the order LLVM prints it.
pub(super) fn analyze_impl(rk: &mut Records<'_>, _: &Options) -> Result<DirectiveImplModel> {
    let decl = read(rk, true)?;
    // `GenerateGetKind`: a missing default is an error, and the run goes on.
    let default_directive = decl.directives.iter().position(|d| d.is_default);
    if default_directive.is_none() {
        rk.error(&[], "At least one Directive must be defined as default.");
    }
    let default_clause = decl.clauses.iter().position(|c| c.is_default);
    if default_clause.is_none() {
        rk.error(&[], "At least one Clause must be defined as default.");
    }
    // `GenerateGetKindClauseVal`: the first faulty clause ends the list.
    let mut default_values = vec![0; decl.clauses.len()];
    for (c, default) in decl.clauses.iter().zip(&mut default_values) {
        if c.values.is_empty() {
            continue;
        }
        match c.values.iter().position(|v| v.is_default) {
            Some(d) => *default = d,
            None => {
                let msg = format!("At least one val in Clause {} must be defined as default.", c.formatted());
                rk.error(&[], msg);
                break;
            }
        }
        if c.enum_name.is_empty() {
            rk.error(&[], format!("enumClauseValue field not set in Clause{}.", c.formatted()));
            break;
        }
    }
    let dirs = derived(rk, "Directive")?;
    let associations = associations(rk, &decl, &dirs)?;
    let categories = categories(rk, &dirs)?;
    Ok(DirectiveImplModel {
        decl,
        default_directive: default_directive.unwrap_or(0),
        default_clause: default_clause.unwrap_or(0),
        default_values,
        associations,
        categories,
    })
}

/// What both halves read: the language, checked as
/// `HasValidityErrors` does, and its defs. The fields only the
/// implementation reads are read when `full` (else left empty), so that
/// the header asks no more of the records than LLVM's does.
fn read(rk: &mut Records<'_>, full: bool) -> Result<DirectiveModel> {
    let lang = language(rk, full)?;
    let dirs = derived(rk, "Directive")?;
    check_duplicate_clauses(rk, &dirs)?;
    // `AS_FromLeaves` is a marker for the emitter, not an association.
    let assoc_defs: Vec<RecId> =
        derived(rk, "Association")?.into_iter().filter(|&a| rk.name_str(a) != "AS_FromLeaves").collect();
    let associations = enum_values(rk, &assoc_defs)?;
    let category_defs = derived(rk, "Category")?;
    let categories = enum_values(rk, &category_defs)?;
    let clause_defs = derived(rk, "Clause")?;
    let mut clauses = Vec::with_capacity(clause_defs.len());
    for &c in &clause_defs {
        clauses.push(clause(rk, c, full)?);
    }
    let mut directives = Vec::with_capacity(dirs.len());
    for &d in &dirs {
        directives.push(directive(rk, d, &dirs, &clause_defs, full)?);
    }
    let max_leaf_count = directives.iter().map(|d| d.leaves.len()).max().unwrap_or(0);
    Ok(DirectiveModel { lang, associations, categories, directives, clauses, max_leaf_count })
}

/// A string field the implementation reads (empty when not `full`).
fn string_if(rk: &mut Records<'_>, full: bool, rec: RecId, field: &str) -> Result<String> {
    if full {
        string_field(rk, rec, field)
    } else {
        Ok(String::new())
    }
}

/// A bit field the implementation reads (false when not `full`).
fn bit_if(rk: &mut Records<'_>, full: bool, rec: RecId, field: &str) -> Result<bool> {
    if full {
        bit_field(rk, rec, field)
    } else {
        Ok(false)
    }
}

fn enum_values(rk: &mut Records<'_>, recs: &[RecId]) -> Result<Vec<EnumValue>> {
    recs.iter().map(|&r| Ok(EnumValue { def: rk.name_str(r).to_owned(), name: string_field(rk, r, "name")? })).collect()
}

/// The single `DirectiveLanguage` def (LLVM's `DirectiveLanguage`
/// constructor and the first check of `HasValidityErrors`).
fn language(rk: &mut Records<'_>, full: bool) -> Result<Language> {
    let langs = derived(rk, "DirectiveLanguage")?;
    let def = match langs.as_slice() {
        [def] => *def,
        // LLVM takes the first of none (and crashes): report it at the class.
        [] => {
            let msg = "A single definition of DirectiveLanguage is needed.";
            return match rk.class("DirectiveLanguage") {
                Some(class) => fatal_at(rk, class, msg),
                None => fatal(rk, &[], msg),
            };
        }
        _ => return fatal(rk, &[], "A single definition of DirectiveLanguage is needed."),
    };
    Ok(Language {
        name: string_field(rk, def, "name")?,
        enable_bitmask_enum: bit_field(rk, def, "enableBitmaskEnumInNamespace")?,
        cpp_namespace: string_field(rk, def, "cppNamespace")?,
        directive_prefix: string_field(rk, def, "directivePrefix")?,
        clause_prefix: string_field(rk, def, "clausePrefix")?,
        make_enum_available: bit_field(rk, def, "makeEnumAvailableInNamespace")?,
        clause_enum_set_class: string_if(rk, full, def, "clauseEnumSetClass")?,
        flang_clause_base_class: string_if(rk, full, def, "flangClauseBaseClass")?,
    })
}

/// One `Clause` def with its values.
fn clause(rk: &mut Records<'_>, c: RecId, full: bool) -> Result<Clause> {
    let mut values = Vec::new();
    for v in defs_field(rk, c, "allowedClauseValues")? {
        let r = rk.value_as_int(v, "value");
        // `ClauseVal::getValue` returns an `int`.
        let value = lift(rk, r)? as i32;
        values.push(ClauseVal {
            def: rk.name_str(v).to_owned(),
            name: string_if(rk, full, v, "name")?,
            value,
            is_default: bit_if(rk, full, v, "isDefault")?,
            is_user_value: bit_if(rk, full, v, "isUserValue")?,
        });
    }
    let aliases = if full {
        let r = rk.value_as_list_of_strings(c, "aliases").map(|v| v.into_iter().map(str::to_owned).collect());
        lift(rk, r)?
    } else {
        Vec::new()
    };
    Ok(Clause {
        def: rk.name_str(c).to_owned(),
        name: string_field(rk, c, "name")?,
        alternative_name: string_if(rk, full, c, "alternativeName")?,
        aliases,
        clang_class: string_if(rk, full, c, "clangClass")?,
        flang_class: string_if(rk, full, c, "flangClass")?,
        is_value_optional: bit_if(rk, full, c, "isValueOptional")?,
        is_value_list: bit_if(rk, full, c, "isValueList")?,
        default_value: string_if(rk, full, c, "defaultValue")?,
        is_implicit: bit_if(rk, full, c, "isImplicit")?,
        is_default: bit_if(rk, full, c, "isDefault")?,
        prefix: string_if(rk, full, c, "prefix")?,
        is_prefix_optional: bit_if(rk, full, c, "isPrefixOptional")?,
        enum_name: string_field(rk, c, "enumClauseValue")?,
        values,
    })
}

/// One `Directive` def; `dirs` and `clauses` number the records it
/// refers to.
fn directive(rk: &mut Records<'_>, d: RecId, dirs: &[RecId], clauses: &[RecId], full: bool) -> Result<Directive> {
    let mut lists: [Vec<VersionedClause>; 4] = Default::default();
    let names = ["allowedClauses", "allowedOnceClauses", "allowedExclusiveClauses", "requiredClauses"];
    for (list, field) in lists.iter_mut().zip(names) {
        for v in defs_field(rk, d, field)? {
            let c = def_field(rk, v, "clause")?;
            let Some(clause) = clauses.iter().position(|&x| x == c) else {
                let msg = format!("Directive '{}' lists '{}', which is not a Clause", rk.name_str(d), rk.name_str(c));
                return fatal_at(rk, d, msg);
            };
            let (min_version, max_version) = if full {
                let r = rk.value_as_int(v, "minVersion");
                let min = lift(rk, r)?;
                let r = rk.value_as_int(v, "maxVersion");
                (min, lift(rk, r)?)
            } else {
                (0, 0)
            };
            list.push(VersionedClause { clause, min_version, max_version });
        }
    }
    let mut leaves = Vec::new();
    for l in defs_field(rk, d, "leafConstructs")? {
        match dirs.iter().position(|&x| x == l) {
            Some(i) => leaves.push(i),
            None => {
                let msg =
                    format!("Directive '{}' has leaf '{}', which is not a Directive", rk.name_str(d), rk.name_str(l));
                return fatal_at(rk, d, msg);
            }
        }
    }
    let [allowed, allowed_once, allowed_exclusive, required] = lists;
    Ok(Directive {
        def: rk.name_str(d).to_owned(),
        name: string_field(rk, d, "name")?,
        alternative_name: string_if(rk, full, d, "alternativeName")?,
        is_default: bit_if(rk, full, d, "isDefault")?,
        allowed,
        allowed_once,
        allowed_exclusive,
        required,
        leaves,
    })
}

/// LLVM's `HasDuplicateClausesInDirectives`: a clause may appear once in
/// the allowed, allowed-once and allowed-exclusive lists together, and not
/// in both the allowed and the required list. Each repeat is an error
/// (the second check reports the allowed list's own repeats again), and
/// the first directive with any ends the run.
fn check_duplicate_clauses(rk: &mut Records<'_>, directives: &[RecId]) -> Result<()> {
    for &dir in directives {
        let mut seen = Vec::new();
        // `||`: the lists after the first with a repeat are not looked at.
        let mut repeated = false;
        for list in ["allowedClauses", "allowedOnceClauses", "allowedExclusiveClauses"] {
            if has_duplicate_clauses(rk, dir, list, &mut seen)? {
                repeated = true;
                break;
            }
        }
        seen.clear();
        for list in ["allowedClauses", "requiredClauses"] {
            if has_duplicate_clauses(rk, dir, list, &mut seen)? {
                repeated = true;
                break;
            }
        }
        if repeated {
            let msg = format!("One or more clauses are defined multiple times on directive {}", rk.name_str(dir));
            return fatal(rk, &[], msg);
        }
    }
    Ok(())
}

/// LLVM's `HasDuplicateClauses` for one list of `VersionedClause`s, with
/// the clause names seen so far (by `name`, not by record).
fn has_duplicate_clauses(rk: &mut Records<'_>, dir: RecId, list: &str, seen: &mut Vec<String>) -> Result<bool> {
    let mut repeated = false;
    for versioned in defs_field(rk, dir, list)? {
        let clause = def_field(rk, versioned, "clause")?;
        let name = string_field(rk, clause, "name")?;
        if seen.contains(&name) {
            let msg = format!("Clause {} already defined on directive {}", rk.name_str(clause), rk.name_str(dir));
            rk.error(&[], msg);
            repeated = true;
        } else {
            seen.push(name);
        }
    }
    Ok(repeated)
}

/// The associations LLVM's emitter knows, ordered so that `None` is the
/// least (`GenerateGetDirectiveAssociation`'s enum).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Assoc {
    None,
    Block,
    Declaration,
    Delimited,
    Loop,
    Separating,
    FromLeaves,
}

impl Assoc {
    /// The association a def name stands for.
    fn of_def(def: &str) -> Option<Assoc> {
        Some(match def {
            "AS_Block" => Assoc::Block,
            "AS_Declaration" => Assoc::Declaration,
            "AS_Delimited" => Assoc::Delimited,
            "AS_Loop" => Assoc::Loop,
            "AS_None" => Assoc::None,
            "AS_Separating" => Assoc::Separating,
            "AS_FromLeaves" => Assoc::FromLeaves,
            _ => return None,
        })
    }

    /// Two leaves' associations combined: equal ones and `None` with
    /// anything give the other, `Block` with `Loop` gives `Loop`; the rest
    /// do not combine.
    fn combine(self, other: Assoc) -> Option<Assoc> {
        let (a, b) = if self > other { (other, self) } else { (self, other) };
        if a == Assoc::None || a == b || (a == Assoc::Block && b == Assoc::Loop) {
            Some(b)
        } else {
            None
        }
    }
}

/// Each directive's association (LLVM's `GenerateGetDirectiveAssociation`,
/// whose errors are fatal), as an index into the model's associations.
fn associations(rk: &mut Records<'_>, m: &DirectiveModel, dirs: &[RecId]) -> Result<Vec<usize>> {
    let mut memo: Vec<Option<Assoc>> = vec![None; dirs.len()];
    let mut in_progress = vec![false; dirs.len()];
    for i in 0..dirs.len() {
        association_of(rk, m, dirs, i, &mut memo, &mut in_progress)?;
    }
    let mut out = Vec::with_capacity(dirs.len());
    for a in memo {
        let a = a.unwrap_or(Assoc::None);
        match m.associations.iter().position(|e| Assoc::of_def(&e.def) == Some(a)) {
            Some(i) => out.push(i),
            // LLVM reaches `llvm_unreachable` here.
            None => return fatal(rk, &[], "Unexpected association value"),
        }
    }
    Ok(out)
}

fn association_of(
    rk: &mut Records<'_>,
    m: &DirectiveModel,
    dirs: &[RecId],
    i: usize,
    memo: &mut [Option<Assoc>],
    in_progress: &mut [bool],
) -> Result<Assoc> {
    if let Some(a) = memo[i] {
        return Ok(a);
    }
    let d = &m.directives[i];
    let prefix = format!("Directive '{}' in namespace '{}' ", d.name, m.lang.cpp_namespace);
    let def = def_field(rk, dirs[i], "association")?;
    let own = match Assoc::of_def(rk.name_str(def)) {
        Some(a) => a,
        None => {
            let msg = format!("{prefix}has an unrecognized value for association: '{}'", rk.name_str(def));
            return fatal(rk, &[], msg);
        }
    };
    if own != Assoc::FromLeaves {
        memo[i] = Some(own);
        return Ok(own);
    }
    if d.leaves.is_empty() {
        // LLVM prints the directive's name on its own line first.
        rk.raw(format!("{}\n", d.name));
        return fatal(
            rk,
            &[],
            format!("{prefix}requests association to be computed from leaves, but it has no leaves"),
        );
    }
    // LLVM recurses forever on a directive that is its own leaf.
    if in_progress[i] {
        return fatal(rk, &[], format!("{prefix}is a leaf construct of itself"));
    }
    in_progress[i] = true;
    let mut result = association_of(rk, m, dirs, d.leaves[0], memo, in_progress)?;
    for &leaf in &d.leaves[1..] {
        let a = association_of(rk, m, dirs, leaf, memo, in_progress)?;
        match result.combine(a) {
            Some(r) => result = r,
            None => {
                // LLVM names the second leaf's association and the
                // combination, which has no name (printed empty).
                let name =
                    m.associations.iter().find(|e| Assoc::of_def(&e.def) == Some(a)).map_or("", |e| e.name.as_str());
                let msg = format!("{prefix}has leaves with incompatible association values: {name} and ");
                return fatal(rk, &[], msg);
            }
        }
    }
    in_progress[i] = false;
    memo[i] = Some(result);
    Ok(result)
}

/// Each directive's category (`GenerateGetDirectiveCategory`), as an index
/// into the model's categories.
fn categories(rk: &mut Records<'_>, dirs: &[RecId]) -> Result<Vec<usize>> {
    let all = derived(rk, "Category")?;
    let mut out = Vec::with_capacity(dirs.len());
    for &d in dirs {
        let c = def_field(rk, d, "category")?;
        match all.iter().position(|&x| x == c) {
            Some(i) => out.push(i),
            None => return fatal_at(rk, d, format!("'{}' is not a Category", rk.name_str(c))),
        }
    }
    Ok(out)
}
