//! `-gen-directive-decl` (LLVM's `DirectiveEmitter`, declaration half): the
//! header of an OpenMP/OpenACC-style directive language, with its
//! `Association`, `Category`, `Directive` and `Clause` enums, the enums of
//! clause values, and the helper functions' declarations.
//!
//! ```
//! use tablegen_build::{backends::directive, Options, Records};
//! let src = r#"
//!   class DirectiveLanguage { string name = ""; string cppNamespace = ""; string directivePrefix = "";
//!     string clausePrefix = ""; bit makeEnumAvailableInNamespace = false;
//!     bit enableBitmaskEnumInNamespace = false; }
//!   class Association; class Category; class Directive; class Clause;
//!   def L : DirectiveLanguage { let name = "Toy"; let cppNamespace = "toy"; }
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let out = directive::emit_decl(&mut Records::new(&mut rk), &Options::default()).unwrap();
//! assert!(out.starts_with("#ifndef LLVM_Toy_INC\n#define LLVM_Toy_INC\n"));
//! assert!(out.contains("namespace toy {\n\nenum class Association {\n};\n"));
//! ```

use std::fmt::Write as _;

use tablegen_core::record::RecId;

use crate::backend::{FnBackend, Options, Records, Result};
use crate::support::fields::{bit_field, def_field, defs_field, derived, fatal, fatal_at, lift, string_field};

#[cfg(test)]
mod tests;

/// The one `DirectiveLanguage` def and the settings the header reads.
struct Language {
    name: String,
    cpp_namespace: String,
    directive_prefix: String,
    clause_prefix: String,
    make_enum_available: bool,
    enable_bitmask_enum: bool,
}

/// Writes `<Lang>.h.inc` (LLVM's `EmitDirectivesDecl`).
pub fn emit_decl(rk: &mut Records<'_>, _: &Options) -> Result<String> {
    let lang = language(rk)?;
    let directives = derived(rk, "Directive")?;
    check_duplicate_clauses(rk, &directives)?;

    let mut out = String::new();
    let _ = writeln!(out, "#ifndef LLVM_{}_INC", lang.name);
    let _ = writeln!(out, "#define LLVM_{}_INC", lang.name);
    out.push_str("\n#include \"llvm/ADT/ArrayRef.h\"\n");
    if lang.enable_bitmask_enum {
        out.push_str("#include \"llvm/ADT/BitmaskEnum.h\"\n");
    }
    out.push_str("#include <cstddef>\n\nnamespace llvm {\nclass StringRef;\n");
    // `SplitString(CppNamespace, Namespaces, "::")`: any run of colons
    // separates, empty pieces are dropped.
    let namespaces: Vec<&str> = lang.cpp_namespace.split(':').filter(|n| !n.is_empty()).collect();
    for ns in &namespaces {
        let _ = writeln!(out, "namespace {ns} {{");
    }
    if lang.enable_bitmask_enum {
        out.push_str("\nLLVM_ENABLE_BITMASK_ENUMS_IN_NAMESPACE();\n");
    }

    // `AS_FromLeaves` is a marker for the emitter, not an association.
    let associations: Vec<RecId> =
        derived(rk, "Association")?.into_iter().filter(|&a| rk.name_str(a) != "AS_FromLeaves").collect();
    enum_class(rk, &mut out, &associations, "Association", "", None)?;
    let categories = derived(rk, "Category")?;
    enum_class(rk, &mut out, &categories, "Category", "", None)?;
    let export = lang.make_enum_available.then_some(lang.cpp_namespace.as_str());
    enum_class(rk, &mut out, &directives, "Directive", &lang.directive_prefix, export)?;
    let clauses = derived(rk, "Clause")?;
    enum_class(rk, &mut out, &clauses, "Clause", &lang.clause_prefix, export)?;
    let helpers = clause_value_enums(rk, &mut out, &clauses, &lang)?;

    let name = &lang.name;
    out.push_str("\n// Enumeration helper functions\n");
    let _ = writeln!(out, "Directive get{name}DirectiveKind(llvm::StringRef Str);\n");
    let _ = writeln!(out, "llvm::StringRef get{name}DirectiveName(Directive D);\n");
    let _ = writeln!(out, "Clause get{name}ClauseKind(llvm::StringRef Str);\n");
    let _ = writeln!(out, "llvm::StringRef get{name}ClauseName(Clause C);\n");
    out.push_str("/// Return true if \\p C is a valid clause for \\p D in version \\p Version.\n");
    out.push_str("bool isAllowedClauseForDirective(Directive D, Clause C, unsigned Version);\n\n");
    let _ = writeln!(out, "constexpr std::size_t getMaxLeafCount() {{ return {}; }}", max_leaf_count(rk, &directives)?);
    out.push_str("Association getDirectiveAssociation(Directive D);\n");
    out.push_str("Category getDirectiveCategory(Directive D);\n");
    if !helpers.is_empty() {
        out.push_str(&helpers);
        out.push('\n');
    }
    for ns in namespaces.iter().rev() {
        let _ = writeln!(out, "}} // namespace {ns}");
    }
    out.push_str("} // namespace llvm\n");
    let _ = writeln!(out, "#endif // LLVM_{name}_INC");
    Ok(out)
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

/// LLVM's `GenerateEnumClass`: `enum class` with one `Prefix<name>` per
/// record, its size, and with `export` (the C++ namespace) a `constexpr`
/// alias per value.
fn enum_class(
    rk: &mut Records<'_>,
    out: &mut String,
    recs: &[RecId],
    name: &str,
    prefix: &str,
    export: Option<&str>,
) -> Result<()> {
    let names = recs.iter().map(|&r| formatted_name(rk, r)).collect::<Result<Vec<_>>>()?;
    let _ = writeln!(out, "\nenum class {name} {{");
    for n in &names {
        let _ = writeln!(out, "  {prefix}{n},");
    }
    let _ = writeln!(out, "}};\n\nstatic constexpr std::size_t {name}_enumSize = {};", recs.len());
    if let Some(ns) = export {
        out.push('\n');
        for n in &names {
            let _ = writeln!(out, "constexpr auto {prefix}{n} = llvm::{ns}::{name}::{prefix}{n};");
        }
    }
    Ok(())
}

/// LLVM's `GenerateEnumClauseVal`: an `enum class` per clause with allowed
/// values, and (when the enums are exported) the declarations of their
/// helpers, returned for the end of the header. A clause with values but
/// no `enumClauseValue` is an error that stops the enums (the run fails
/// after the backend).
fn clause_value_enums(rk: &mut Records<'_>, out: &mut String, clauses: &[RecId], lang: &Language) -> Result<String> {
    let mut helpers = String::new();
    for &clause in clauses {
        let values = defs_field(rk, clause, "allowedClauseValues")?;
        if values.is_empty() {
            continue;
        }
        let enum_name = string_field(rk, clause, "enumClauseValue")?;
        if enum_name.is_empty() {
            let msg = format!("enumClauseValue field not set in Clause{}.", formatted_name(rk, clause)?);
            rk.error(&[], msg);
            return Ok(helpers);
        }
        let _ = writeln!(out, "\nenum class {enum_name} {{");
        for &v in &values {
            let r = rk.value_as_int(v, "value");
            // `ClauseVal::getValue` returns an `int`.
            let value = lift(rk, r)? as i32;
            let _ = writeln!(out, "  {}={value},", rk.name_str(v));
        }
        out.push_str("};\n");
        if lang.make_enum_available {
            out.push('\n');
            for &v in &values {
                let v = rk.name_str(v);
                let _ = writeln!(out, "constexpr auto {v} = llvm::{}::{enum_name}::{v};", lang.cpp_namespace);
            }
            let _ = writeln!(helpers, "{enum_name} get{enum_name}(StringRef);");
            let _ = writeln!(helpers, "llvm::StringRef get{}{enum_name}Name({enum_name});", lang.name);
        }
    }
    Ok(helpers)
}

/// The most leaf constructs any directive has (`GetMaxLeafCount`).
fn max_leaf_count(rk: &mut Records<'_>, directives: &[RecId]) -> Result<usize> {
    let mut max = 0;
    for &d in directives {
        max = max.max(defs_field(rk, d, "leafConstructs")?.len());
    }
    Ok(max)
}

/// `-gen-directive-decl`.
pub static DECL: FnBackend =
    FnBackend::cpp("gen-directive-decl", "Generate directive related declaration code (header file)", emit_decl);
