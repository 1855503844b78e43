//! The C++ writers: LLVM's `<Lang>.h.inc` (`EmitDirectivesDecl`) and
//! `<Lang>.inc` (`EmitDirectivesImpl`).

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::Options;

use super::model::{Clause, Directive, DirectiveModel, EnumValue, Language};

/// Writes `<Lang>.h.inc`.
pub(super) fn write_decl(_rk: &RecordKeeper, m: &DirectiveModel, _: &Options) -> String {
    let lang = &m.lang;
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
    let namespaces = lang.namespaces();
    for ns in &namespaces {
        let _ = writeln!(out, "namespace {ns} {{");
    }
    if lang.enable_bitmask_enum {
        out.push_str("\nLLVM_ENABLE_BITMASK_ENUMS_IN_NAMESPACE();\n");
    }

    let associations: Vec<String> = m.associations.iter().map(EnumValue::formatted).collect();
    let categories: Vec<String> = m.categories.iter().map(EnumValue::formatted).collect();
    let directives: Vec<String> = m.directives.iter().map(Directive::formatted).collect();
    let clauses: Vec<String> = m.clauses.iter().map(Clause::formatted).collect();
    enum_class(&mut out, &associations, "Association", "", None);
    enum_class(&mut out, &categories, "Category", "", None);
    let export = lang.make_enum_available.then_some(lang.cpp_namespace.as_str());
    enum_class(&mut out, &directives, "Directive", &lang.directive_prefix, export);
    enum_class(&mut out, &clauses, "Clause", &lang.clause_prefix, export);
    let helpers = clause_value_enums(&mut out, m, lang);

    let name = &lang.name;
    out.push_str("\n// Enumeration helper functions\n");
    let _ = writeln!(out, "Directive get{name}DirectiveKind(llvm::StringRef Str);\n");
    let _ = writeln!(out, "llvm::StringRef get{name}DirectiveName(Directive D);\n");
    let _ = writeln!(out, "Clause get{name}ClauseKind(llvm::StringRef Str);\n");
    let _ = writeln!(out, "llvm::StringRef get{name}ClauseName(Clause C);\n");
    out.push_str("/// Return true if \\p C is a valid clause for \\p D in version \\p Version.\n");
    out.push_str("bool isAllowedClauseForDirective(Directive D, Clause C, unsigned Version);\n\n");
    let _ = writeln!(out, "constexpr std::size_t getMaxLeafCount() {{ return {}; }}", m.max_leaf_count);
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
    out
}

/// LLVM's `GenerateEnumClass`: `enum class` with one `Prefix<name>` per
/// name, its size, and with `export` (the C++ namespace) a `constexpr`
/// alias per value.
fn enum_class(out: &mut String, names: &[String], name: &str, prefix: &str, export: Option<&str>) {
    let _ = writeln!(out, "\nenum class {name} {{");
    for n in names {
        let _ = writeln!(out, "  {prefix}{n},");
    }
    let _ = writeln!(out, "}};\n\nstatic constexpr std::size_t {name}_enumSize = {};", names.len());
    if let Some(ns) = export {
        out.push('\n');
        for n in names {
            let _ = writeln!(out, "constexpr auto {prefix}{n} = llvm::{ns}::{name}::{prefix}{n};");
        }
    }
}

/// LLVM's `GenerateEnumClauseVal`: an `enum class` per clause with allowed
/// values, and (when the enums are exported) the declarations of their
/// helpers, returned for the end of the header.
fn clause_value_enums(out: &mut String, m: &DirectiveModel, lang: &Language) -> String {
    let mut helpers = String::new();
    // An enum without a name is an error (reported by the analysis).
    for c in m.clauses.iter().filter(|c| !c.values.is_empty()).take_while(|c| !c.enum_name.is_empty()) {
        let enum_name = &c.enum_name;
        let _ = writeln!(out, "\nenum class {enum_name} {{");
        for v in &c.values {
            let _ = writeln!(out, "  {}={},", v.def, v.value);
        }
        out.push_str("};\n");
        if lang.make_enum_available {
            out.push('\n');
            for v in c.values.iter().map(|v| &v.def) {
                let _ = writeln!(out, "constexpr auto {v} = llvm::{}::{enum_name}::{v};", lang.cpp_namespace);
            }
            let _ = writeln!(helpers, "{enum_name} get{enum_name}(StringRef);");
            let _ = writeln!(helpers, "llvm::StringRef get{}{enum_name}Name({enum_name});", lang.name);
        }
    }
    helpers
}
