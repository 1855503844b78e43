//! The C++ implementation writer: LLVM's `<Lang>.inc`
//! (`EmitDirectivesImpl`): Flang's clause sets, parse-tree classes and
//! parser, Clang's clause macros, and the helper functions (`get*Kind`,
//! `get*Name`, `isAllowedClauseForDirective`, associations, categories and
//! the leaf-construct table).

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::Options;
use crate::support::cpp::ifdef;

use super::model::{Directive, DirectiveImplModel, DirectiveModel, Language};

/// Writes `<Lang>.inc`.
pub(super) fn write_impl(_rk: &RecordKeeper, m: &DirectiveImplModel, _: &Options) -> String {
    let mut out = String::new();
    clause_sets(&mut out, &m.decl);
    clause_map(&mut out, &m.decl);
    flang_parser_classes(&mut out, &m.decl);
    flang_parser_class_list(&mut out, &m.decl);
    flang_dump(&mut out, &m.decl);
    flang_unparse(&mut out, &m.decl);
    flang_check_enter(&mut out, &m.decl);
    flang_kind_map(&mut out, &m.decl);
    flang_clauses_parser(&mut out, &m.decl);
    clang_clause_class(&mut out, &m.decl);
    section(&mut out, "GEN_DIRECTIVES_IMPL", |out| basic_impl(out, m));
    out
}

/// LLVM's `IfDefScope`: the section, then a blank line before its
/// `#endif` and one after.
fn section(out: &mut String, name: &str, body: impl FnOnce(&mut String)) {
    ifdef(out, name, |out| {
        body(out);
        out.push('\n');
    });
    out.push('\n');
}

/// `llvm::<ns>::<prefix><Name>`, a directive's qualified enumerator.
fn directive_name(lang: &Language, d: &Directive) -> String {
    format!("llvm::{}::{}{}", lang.cpp_namespace, lang.directive_prefix, d.formatted())
}

/// `GEN_FLANG_DIRECTIVE_CLAUSE_SETS`: the four clause sets of each
/// directive.
fn clause_sets(out: &mut String, m: &DirectiveModel) {
    let lang = &m.lang;
    section(out, "GEN_FLANG_DIRECTIVE_CLAUSE_SETS", |out| {
        out.push_str("\nnamespace llvm {\n");
        let namespaces = lang.namespaces();
        for ns in &namespaces {
            let _ = writeln!(out, "namespace {ns} {{");
        }
        let kinds = ["allowedClauses_", "allowedOnceClauses_", "allowedExclusiveClauses_", "requiredClauses_"];
        for d in &m.directives {
            let _ = writeln!(out, "\n  // Sets for {}", d.name);
            for (kind, list) in kinds.iter().zip(d.clause_lists()) {
                let _ = writeln!(
                    out,
                    "\n  static {} {kind}{}{} {{",
                    lang.clause_enum_set_class,
                    lang.directive_prefix,
                    d.formatted()
                );
                for v in list {
                    let c = &m.clauses[v.clause];
                    let _ = writeln!(
                        out,
                        "    llvm::{}::Clause::{}{},",
                        lang.cpp_namespace,
                        lang.clause_prefix,
                        c.formatted()
                    );
                }
                out.push_str("  };\n");
            }
        }
        for ns in namespaces.iter().rev() {
            let _ = writeln!(out, "}} // namespace {ns}");
        }
        out.push_str("} // namespace llvm\n");
    });
}

/// `GEN_FLANG_DIRECTIVE_CLAUSE_MAP`: each directive with its four sets.
fn clause_map(out: &mut String, m: &DirectiveModel) {
    let lang = &m.lang;
    let (ns, prefix) = (&lang.cpp_namespace, &lang.directive_prefix);
    section(out, "GEN_FLANG_DIRECTIVE_CLAUSE_MAP", |out| {
        out.push_str("\n{\n");
        for d in &m.directives {
            let name = d.formatted();
            let _ = writeln!(out, "  {{llvm::{ns}::Directive::{prefix}{name},\n    {{");
            for kind in ["allowedClauses_", "allowedOnceClauses_", "allowedExclusiveClauses_", "requiredClauses_"] {
                let _ = writeln!(out, "      llvm::{ns}::{kind}{prefix}{name},");
            }
            out.push_str("    }\n  },\n");
        }
        out.push_str("}\n");
    });
}

/// `GEN_FLANG_CLAUSE_PARSER_CLASSES`: a wrapper class per clause with a
/// value, an empty class per clause without.
fn flang_parser_classes(out: &mut String, m: &DirectiveModel) {
    section(out, "GEN_FLANG_CLAUSE_PARSER_CLASSES", |out| {
        out.push('\n');
        for c in &m.clauses {
            let class = c.parser_class_name();
            if c.flang_class.is_empty() {
                let _ = writeln!(out, "EMPTY_CLASS({class});");
                continue;
            }
            let fc = &c.flang_class;
            let ty = match (c.is_value_optional, c.is_value_list) {
                (true, true) => format!("std::optional<std::list<{fc}>>"),
                (true, false) => format!("std::optional<{fc}>"),
                (false, true) => format!("std::list<{fc}>"),
                (false, false) => fc.clone(),
            };
            let _ = writeln!(out, "WRAPPER_CLASS({class}, {ty});");
        }
    });
}

/// `GEN_FLANG_CLAUSE_PARSER_CLASSES_LIST`: the classes, comma-separated.
fn flang_parser_class_list(out: &mut String, m: &DirectiveModel) {
    section(out, "GEN_FLANG_CLAUSE_PARSER_CLASSES_LIST", |out| {
        out.push('\n');
        for (i, c) in m.clauses.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&c.parser_class_name());
            out.push('\n');
        }
    });
}

/// `GEN_FLANG_DUMP_PARSE_TREE_CLAUSES`: a `NODE` per clause.
fn flang_dump(out: &mut String, m: &DirectiveModel) {
    section(out, "GEN_FLANG_DUMP_PARSE_TREE_CLAUSES", |out| {
        out.push('\n');
        for c in &m.clauses {
            let _ = writeln!(out, "NODE({}, {})", m.lang.flang_clause_base_class, c.parser_class_name());
        }
    });
}

/// `GEN_FLANG_CLAUSE_UNPARSE`: how Flang prints each clause back.
fn flang_unparse(out: &mut String, m: &DirectiveModel) {
    let base = &m.lang.flang_clause_base_class;
    section(out, "GEN_FLANG_CLAUSE_UNPARSE", |out| {
        out.push('\n');
        for c in &m.clauses {
            let class = c.parser_class_name();
            let word = c.name.to_ascii_uppercase();
            if c.flang_class.is_empty() {
                let _ = writeln!(out, "void Before(const {base}::{class} &) {{ Word(\"{word}\"); }}");
                continue;
            }
            let _ = writeln!(out, "void Unparse(const {base}::{class} &x) {{\n  Word(\"{word}\");");
            if c.is_value_optional && c.default_value.is_empty() {
                out.push_str("  Walk(\"(\", x.v, \")\");\n");
            } else if c.is_value_optional {
                out.push_str("  Put(\"(\");\n  if (x.v.has_value())\n");
                out.push_str(if c.is_value_list { "    Walk(x.v, \",\");\n" } else { "    Walk(x.v);\n" });
                let _ = writeln!(out, "  else\n    Put(\"{}\");\n  Put(\")\");", c.default_value);
            } else {
                out.push_str("  Put(\"(\");\n");
                out.push_str(if c.is_value_list { "  Walk(x.v, \",\");\n" } else { "  Walk(x.v);\n" });
                out.push_str("  Put(\")\");\n");
            }
            out.push_str("}\n");
        }
    });
}

/// `GEN_FLANG_CLAUSE_CHECK_ENTER`: the semantic checks' `Enter`s.
fn flang_check_enter(out: &mut String, m: &DirectiveModel) {
    section(out, "GEN_FLANG_CLAUSE_CHECK_ENTER", |out| {
        out.push('\n');
        for c in &m.clauses {
            let _ = writeln!(
                out,
                "void Enter(const parser::{}::{} &);",
                m.lang.flang_clause_base_class,
                c.parser_class_name()
            );
        }
    });
}

/// `GEN_FLANG_CLAUSE_PARSER_KIND_MAP`: parse-tree class to clause kind.
fn flang_kind_map(out: &mut String, m: &DirectiveModel) {
    let lang = &m.lang;
    section(out, "GEN_FLANG_CLAUSE_PARSER_KIND_MAP", |out| {
        out.push('\n');
        for c in &m.clauses {
            let _ = writeln!(
                out,
                "if constexpr (std::is_same_v<A, parser::{}::{}>)\n  return llvm::{}::Clause::{}{};",
                lang.flang_clause_base_class,
                c.parser_class_name(),
                lang.cpp_namespace,
                lang.clause_prefix,
                c.formatted()
            );
        }
        let _ = writeln!(out, "llvm_unreachable(\"Invalid {} Parser clause\");", lang.name);
    });
}

/// `GEN_FLANG_CLAUSES_PARSER`: Flang's parser of a clause, trying the
/// clauses in reverse order of spelling so that a longer spelling comes
/// before its prefixes.
fn flang_clauses_parser(out: &mut String, m: &DirectiveModel) {
    let base = &m.lang.flang_clause_base_class;
    let mut clauses: Vec<_> = m.clauses.iter().collect();
    clauses.sort_by(|a, b| b.name.as_bytes().cmp(a.name.as_bytes()));
    section(out, "GEN_FLANG_CLAUSES_PARSER", |out| {
        out.push_str("\nTYPE_PARSER(\n");
        let last = clauses.len().saturating_sub(1);
        for (i, c) in clauses.iter().enumerate() {
            if c.aliases.is_empty() {
                let _ = write!(out, "  \"{}\"", c.name);
            } else {
                let _ = write!(out, "  (\"{}\"_tok", c.name);
                for alias in &c.aliases {
                    let _ = write!(out, " || \"{alias}\"_tok");
                }
                out.push(')');
            }
            let _ = write!(out, " >> construct<{base}>(construct<{base}::{}>(", c.parser_class_name());
            if !c.flang_class.is_empty() {
                if c.is_value_optional {
                    out.push_str("maybe(");
                }
                out.push_str("parenthesized(");
                if c.is_value_list {
                    out.push_str("nonemptyList(");
                }
                if !c.prefix.is_empty() {
                    let _ = write!(out, "\"{}:\" >> ", c.prefix);
                }
                let parser = match c.flang_class.as_str() {
                    "Name" => "name".to_owned(),
                    "ScalarIntConstantExpr" => "scalarIntConstantExpr".to_owned(),
                    "ScalarIntExpr" => "scalarIntExpr".to_owned(),
                    "ScalarExpr" => "scalarExpr".to_owned(),
                    "ScalarLogicalExpr" => "scalarLogicalExpr".to_owned(),
                    other => format!("Parser<{other}>{{}}"),
                };
                out.push_str(&parser);
                if !c.prefix.is_empty() && c.is_prefix_optional {
                    let _ = write!(out, " || {parser}");
                }
                if c.is_value_list {
                    out.push(')');
                }
                out.push(')');
                if c.is_value_optional {
                    out.push(')');
                }
            }
            out.push_str("))");
            if i != last {
                out.push_str(" ||");
            }
            out.push('\n');
        }
        out.push_str(")\n");
    });
}

/// `GEN_CLANG_CLAUSE_CLASS`: Clang's `CLAUSE` macros.
fn clang_clause_class(out: &mut String, m: &DirectiveModel) {
    let p = &m.lang.clause_prefix;
    section(out, "GEN_CLANG_CLAUSE_CLASS", |out| {
        out.push_str(concat!(
            "\n#ifndef CLAUSE\n#define CLAUSE(Enum, Str, Implicit)\n#endif\n",
            "#ifndef CLAUSE_CLASS\n#define CLAUSE_CLASS(Enum, Str, Class)\n#endif\n",
            "#ifndef CLAUSE_NO_CLASS\n#define CLAUSE_NO_CLASS(Enum, Str)\n#endif\n\n",
        ));
        let _ = writeln!(out, "#define __CLAUSE(Name, Class)                      \\");
        let _ = writeln!(out, "  CLAUSE({p}##Name, #Name, /* Implicit */ false) \\");
        let _ = writeln!(out, "  CLAUSE_CLASS({p}##Name, #Name, Class)");
        let _ = writeln!(out, "#define __CLAUSE_NO_CLASS(Name)                    \\");
        let _ = writeln!(out, "  CLAUSE({p}##Name, #Name, /* Implicit */ false) \\");
        let _ = writeln!(out, "  CLAUSE_NO_CLASS({p}##Name, #Name)");
        let _ = writeln!(out, "#define __IMPLICIT_CLAUSE_CLASS(Name, Str, Class)  \\");
        let _ = writeln!(out, "  CLAUSE({p}##Name, Str, /* Implicit */ true)    \\");
        let _ = writeln!(out, "  CLAUSE_CLASS({p}##Name, Str, Class)");
        let _ = writeln!(out, "#define __IMPLICIT_CLAUSE_NO_CLASS(Name, Str)      \\");
        let _ = writeln!(out, "  CLAUSE({p}##Name, Str, /* Implicit */ true)    \\");
        let _ = writeln!(out, "  CLAUSE_NO_CLASS({p}##Name, Str)\n");
        for c in &m.clauses {
            let n = c.formatted();
            let cc = &c.clang_class;
            let _ = match (cc.is_empty(), c.is_implicit) {
                (true, true) => writeln!(out, "__IMPLICIT_CLAUSE_NO_CLASS({n}, \"{n}\")"),
                (true, false) => writeln!(out, "__CLAUSE_NO_CLASS({n})"),
                (false, true) => writeln!(out, "__IMPLICIT_CLAUSE_CLASS({n}, \"{n}\", {cc})"),
                (false, false) => writeln!(out, "__CLAUSE({n}, {cc})"),
            };
        }
        out.push_str(concat!(
            "\n#undef __IMPLICIT_CLAUSE_NO_CLASS\n#undef __IMPLICIT_CLAUSE_CLASS\n",
            "#undef __CLAUSE_NO_CLASS\n#undef __CLAUSE\n#undef CLAUSE_NO_CLASS\n",
            "#undef CLAUSE_CLASS\n#undef CLAUSE\n",
        ));
    });
}

/// `GEN_DIRECTIVES_IMPL` (LLVM's `EmitDirectivesBasicImpl`).
fn basic_impl(out: &mut String, m: &DirectiveImplModel) {
    let d = &m.decl;
    let lang = &d.lang;
    let (ns, name) = (&lang.cpp_namespace, &lang.name);
    out.push_str("\n#include \"llvm/Support/ErrorHandling.h\"\n");

    // get<Lang>DirectiveKind / Name.
    let default = d.directives.get(m.default_directive).map(Directive::formatted).unwrap_or_default();
    let kinds = d.directives.iter().map(|x| (x.name.as_str(), x.formatted()));
    get_kind(out, lang, "Directive", &lang.directive_prefix, kinds, &default);
    let names = d.directives.iter().map(|x| (x.formatted(), x.spelling()));
    get_name(out, lang, "Directive", &lang.directive_prefix, names);

    // get<Lang>ClauseKind / Name: an implicit clause reads as the default.
    let default = d.clauses.get(m.default_clause).map(|c| c.formatted()).unwrap_or_default();
    let kinds =
        d.clauses.iter().map(|c| (c.name.as_str(), if c.is_implicit { default.clone() } else { c.formatted() }));
    get_kind(out, lang, "Clause", &lang.clause_prefix, kinds, &default);
    let names = d.clauses.iter().map(|c| (c.formatted(), c.spelling()));
    get_name(out, lang, "Clause", &lang.clause_prefix, names);

    // get<ClauseVal> / get<Lang><ClauseVal>Name.
    for (c, &default) in d.clauses.iter().zip(&m.default_values) {
        if c.values.is_empty() {
            continue;
        }
        let e = &c.enum_name;
        let _ = writeln!(out, "\n{e} llvm::{ns}::get{e}(llvm::StringRef Str) {{");
        let _ = writeln!(out, "  return llvm::StringSwitch<{e}>(Str)");
        for v in &c.values {
            let _ = writeln!(out, "    .Case(\"{}\",{})", v.formatted(), v.def);
        }
        let _ = writeln!(out, "    .Default({});\n}}", c.values.get(default).map_or("", |v| v.def.as_str()));
        let _ = writeln!(out, "\nllvm::StringRef llvm::{ns}::get{name}{e}Name(llvm::{ns}::{e} x) {{\n  switch (x) {{");
        for v in &c.values {
            let _ = writeln!(out, "    case {}:\n      return \"{}\";", v.def, v.formatted());
        }
        let _ = writeln!(out, "  }}\n  llvm_unreachable(\"Invalid {name} {e} kind\");\n}}");
    }

    is_allowed_clause(out, d);
    association(out, m);
    category(out, m);
    leaf_table(out, d, "LeafConstructTable");
}

/// `get<Lang><Enum>Kind`: a `StringSwitch` from each spelling to its
/// enumerator (`cases`: spelling, enumerator without prefix).
fn get_kind<'a>(
    out: &mut String,
    lang: &Language,
    kind: &str,
    prefix: &str,
    cases: impl Iterator<Item = (&'a str, String)>,
    default: &str,
) {
    let _ = writeln!(out, "\n{kind} llvm::{}::get{}{kind}Kind(llvm::StringRef Str) {{", lang.cpp_namespace, lang.name);
    let _ = writeln!(out, "  return llvm::StringSwitch<{kind}>(Str)");
    for (spelling, e) in cases {
        let _ = writeln!(out, "    .Case(\"{spelling}\",{prefix}{e})");
    }
    let _ = writeln!(out, "    .Default({prefix}{default});\n}}");
}

/// `get<Lang><Enum>Name`: a switch from each enumerator to its spelling.
fn get_name<'a>(
    out: &mut String,
    lang: &Language,
    kind: &str,
    prefix: &str,
    cases: impl Iterator<Item = (String, &'a str)>,
) {
    let (ns, name) = (&lang.cpp_namespace, &lang.name);
    let _ = writeln!(out, "\nllvm::StringRef llvm::{ns}::get{name}{kind}Name({kind} Kind) {{\n  switch (Kind) {{");
    for (e, spelling) in cases {
        let _ = writeln!(out, "    case {prefix}{e}:\n      return \"{spelling}\";");
    }
    let _ = writeln!(out, "  }}\n  llvm_unreachable(\"Invalid {name} {kind} kind\");\n}}");
}

/// `isAllowedClauseForDirective`: per directive, the version range of
/// each clause it accepts (the first listing of a clause wins).
fn is_allowed_clause(out: &mut String, m: &DirectiveModel) {
    let lang = &m.lang;
    let ns = &lang.cpp_namespace;
    let _ = writeln!(out, "\nbool llvm::{ns}::isAllowedClauseForDirective(Directive D, Clause C, unsigned Version) {{");
    let _ = writeln!(out, "  assert(unsigned(D) <= llvm::{ns}::Directive_enumSize);");
    let _ = writeln!(out, "  assert(unsigned(C) <= llvm::{ns}::Clause_enumSize);\n  switch (D) {{");
    for d in &m.directives {
        let _ = writeln!(out, "    case {}{}:", lang.directive_prefix, d.formatted());
        if d.clause_lists().iter().all(|l| l.is_empty()) {
            out.push_str("      return false;\n");
        } else {
            out.push_str("      switch (C) {\n");
            let mut seen: Vec<String> = Vec::new();
            for v in d.clause_lists().into_iter().flatten() {
                let c = m.clauses[v.clause].formatted();
                if seen.contains(&c) {
                    continue;
                }
                let _ = writeln!(out, "        case {}{c}:", lang.clause_prefix);
                let _ = writeln!(out, "          return {} <= Version && {} >= Version;", v.min_version, v.max_version);
                seen.push(c);
            }
            out.push_str("        default:\n          return false;\n      }\n");
        }
        out.push_str("      break;\n");
    }
    let _ = writeln!(out, "  }}\n  llvm_unreachable(\"Invalid {} Directive kind\");\n}}", lang.name);
}

/// `getDirectiveAssociation`.
fn association(out: &mut String, m: &DirectiveImplModel) {
    let lang = &m.decl.lang;
    let ns = &lang.cpp_namespace;
    let _ = writeln!(
        out,
        "\nllvm::{ns}::Association llvm::{ns}::getDirectiveAssociation(llvm::{ns}::Directive Dir) {{\n  switch (Dir) {{"
    );
    for (d, &a) in m.decl.directives.iter().zip(&m.associations) {
        let _ = writeln!(out, "  case llvm::{ns}::Directive::{}{}:", lang.directive_prefix, d.formatted());
        let a = m.decl.associations.get(a).map_or("", |a| a.name.as_str());
        let _ = writeln!(out, "    return llvm::{ns}::Association::{a};");
    }
    out.push_str("  } // switch (Dir)\n  llvm_unreachable(\"Unexpected directive\");\n}\n");
}

/// `getDirectiveCategory`.
fn category(out: &mut String, m: &DirectiveImplModel) {
    let lang = &m.decl.lang;
    let ns = &lang.cpp_namespace;
    let _ = writeln!(
        out,
        "\nllvm::{ns}::Category llvm::{ns}::getDirectiveCategory(llvm::{ns}::Directive Dir) {{\n  switch (Dir) {{"
    );
    for (d, &c) in m.decl.directives.iter().zip(&m.categories) {
        let _ = writeln!(out, "  case {}:", directive_name(lang, d));
        let c = m.decl.categories.get(c).map_or("", |c| c.name.as_str());
        let _ = writeln!(out, "    return llvm::{ns}::Category::{c};");
    }
    out.push_str("  } // switch (Dir)\n  llvm_unreachable(\"Unexpected directive\");\n}\n");
}

/// The rows of the leaf-construct table in table order (each row a
/// directive's index), and where the `end ...` directives start: rows are
/// ordered by their leaves, leaf directives by number, the `end ...`
/// directives after all others.
pub(super) fn leaf_table_order(m: &DirectiveModel) -> (Vec<usize>, usize) {
    let is_end = |i: usize| m.directives[i].name.get(..4).is_some_and(|p| p.eq_ignore_ascii_case("end "));
    let mut order: Vec<usize> = (0..m.directives.len()).collect();
    order.sort_by(|&a, &b| {
        let (la, lb) = (&m.directives[a].leaves, &m.directives[b].leaves);
        is_end(a).cmp(&is_end(b)).then_with(|| if la.is_empty() && lb.is_empty() { a.cmp(&b) } else { la.cmp(lb) })
    });
    let first_end = order.iter().position(|&i| is_end(i)).unwrap_or(order.len());
    (order, first_end)
}

/// `EmitLeafTable`: each directive with its leaves, padded to the same
/// width, in [`leaf_table_order`], then where the `end` directives start
/// and each directive's row.
fn leaf_table(out: &mut String, m: &DirectiveModel, table: &str) {
    let lang = &m.lang;
    let ty = format!("llvm::{}::Directive", lang.cpp_namespace);
    let (order, first_end) = leaf_table_order(m);
    let _ = writeln!(out, "\nstatic_assert(sizeof({ty}) == sizeof(int));");
    let _ = writeln!(out, "[[maybe_unused]] static const {ty} {table}[][{}] = {{", m.max_leaf_count + 2);
    for &i in &order {
        let d = &m.directives[i];
        let _ = write!(out, "    {{{}, static_cast<{ty}>({}),", directive_name(lang, d), d.leaves.len());
        for k in 0..m.max_leaf_count {
            match d.leaves.get(k) {
                Some(&l) => {
                    let _ = write!(out, " {},", directive_name(lang, &m.directives[l]));
                }
                None => {
                    let _ = write!(out, " static_cast<{ty}>(-1),");
                }
            }
        }
        out.push_str("},\n");
    }
    out.push_str("};\n\n");
    let _ = writeln!(out, "[[maybe_unused]] static auto {table}EndDirective = {table} + {first_end};\n");
    let _ = write!(out, "[[maybe_unused]] static const int {table}Ordering[] = {{\n   ");
    let mut row = vec![0; order.len()];
    for (r, &i) in order.iter().enumerate() {
        row[i] = r;
    }
    for r in row {
        let _ = write!(out, " {r},");
    }
    out.push_str("\n};\n");
}
