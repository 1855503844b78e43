//! Reading a directive language (LLVM's `DirectiveLanguage` and its
//! validity checks), in the order LLVM reads it, so that the first error
//! is LLVM's.

use tablegen_core::record::RecId;

use crate::backend::{Options, Records, Result};
use crate::support::fields::{bit_field, def_field, defs_field, derived, fatal, fatal_at, lift, string_field};

use super::model::{ClauseValues, DirectiveModel, Language};

/// Reads and checks the language.
pub(super) fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<DirectiveModel> {
    let lang = language(rk)?;
    let directives = derived(rk, "Directive")?;
    check_duplicate_clauses(rk, &directives)?;
    // `AS_FromLeaves` is a marker for the emitter, not an association.
    let associations: Vec<RecId> =
        derived(rk, "Association")?.into_iter().filter(|&a| rk.name_str(a) != "AS_FromLeaves").collect();
    let associations = formatted_names(rk, &associations)?;
    let categories = derived(rk, "Category")?;
    let categories = formatted_names(rk, &categories)?;
    let directive_names = formatted_names(rk, &directives)?;
    let clauses = derived(rk, "Clause")?;
    let clause_names = formatted_names(rk, &clauses)?;
    let clause_values = clause_values(rk, &clauses)?;
    let max_leaf_count = max_leaf_count(rk, &directives)?;
    Ok(DirectiveModel {
        lang,
        associations,
        categories,
        directives: directive_names,
        clauses: clause_names,
        clause_values,
        max_leaf_count,
    })
}

fn formatted_names(rk: &mut Records<'_>, recs: &[RecId]) -> Result<Vec<String>> {
    recs.iter().map(|&r| formatted_name(rk, r)).collect()
}

/// The single `DirectiveLanguage` def (LLVM's `DirectiveLanguage`
/// constructor and the first check of `HasValidityErrors`).
fn language(rk: &mut Records<'_>) -> Result<Language> {
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
    })
}

/// `name` with spaces made underscores (`BaseRecord::getFormattedName`).
fn formatted_name(rk: &mut Records<'_>, rec: RecId) -> Result<String> {
    Ok(string_field(rk, rec, "name")?.replace(' ', "_"))
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

/// LLVM's `GenerateEnumClauseVal`, read: the value enums of the clauses
/// with allowed values. A clause with values but no `enumClauseValue` is
/// an error that ends the list (the run fails after the backend).
fn clause_values(rk: &mut Records<'_>, clauses: &[RecId]) -> Result<Vec<ClauseValues>> {
    let mut enums = Vec::new();
    for &clause in clauses {
        let values = defs_field(rk, clause, "allowedClauseValues")?;
        if values.is_empty() {
            continue;
        }
        let enum_name = string_field(rk, clause, "enumClauseValue")?;
        if enum_name.is_empty() {
            let msg = format!("enumClauseValue field not set in Clause{}.", formatted_name(rk, clause)?);
            rk.error(&[], msg);
            break;
        }
        let mut numbered = Vec::with_capacity(values.len());
        for &v in &values {
            let r = rk.value_as_int(v, "value");
            // `ClauseVal::getValue` returns an `int`.
            let value = lift(rk, r)? as i32;
            numbered.push((rk.name_str(v).to_owned(), value));
        }
        enums.push(ClauseValues { enum_name, values: numbered });
    }
    Ok(enums)
}

/// The most leaf constructs any directive has (`GetMaxLeafCount`).
fn max_leaf_count(rk: &mut Records<'_>, directives: &[RecId]) -> Result<usize> {
    let mut max = 0;
    for &d in directives {
        max = max.max(defs_field(rk, d, "leafConstructs")?.len());
    }
    Ok(max)
}
