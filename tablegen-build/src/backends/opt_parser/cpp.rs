//! The C++ writers: LLVM's `Opts.inc` (`EmitOptParser`) and the options'
//! reStructuredText (`EmitOptRST`).

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::Options;
use crate::support::cpp::{source_file_header_for, write_escaped};

use super::model::{HelpVariant, Marshalling, OptionDef, OptionDocs, OptionTable};

/// What every `OPTION` line without help variants ends its help with:
/// one variant, for no visibility, without text.
const NO_HELP_VARIANTS: &str =
    ", (std::array<std::pair<std::array<unsigned, 2>, const char*>, 1>{{ std::make_pair(std::array<unsigned, 2>{{0, 0}}, nullptr) }})";

/// Writes `Opts.inc`.
pub(super) fn write_defs(_rk: &RecordKeeper, m: &OptionTable, _: &Options) -> String {
    let mut out = String::new();
    source_file_header_for(&mut out, "Option Parsing Definitions", "");
    out.push_str("/////////\n// Prefixes\n\n#ifdef PREFIX\n#define COMMA ,\n");
    for set in &m.prefix_sets {
        let _ = write!(out, "PREFIX(prefix_{}, {{", set.number);
        for p in &set.prefixes {
            let _ = write!(out, "llvm::StringLiteral(\"{p}\") COMMA ");
        }
        out.push_str("llvm::StringLiteral(\"\")})\n");
    }
    out.push_str("#undef COMMA\n#endif // PREFIX\n\n");

    out.push_str("/////////\n// Prefix Union\n\n#ifdef PREFIX_UNION\n#define COMMA ,\nPREFIX_UNION({\n");
    for p in &m.prefix_union {
        let _ = write!(out, "llvm::StringLiteral(\"{p}\") COMMA ");
    }
    out.push_str("llvm::StringLiteral(\"\")})\n#undef COMMA\n#endif // PREFIX_UNION\n\n");

    out.push_str("/////////\n// ValuesCode\n\n#ifdef OPTTABLE_VALUES_CODE\n");
    for o in &m.options {
        if let Some(code) = &o.values_code {
            let _ = writeln!(out, "#define VALUES_CODE {}_Values\n{code}\n#undef VALUES_CODE", o.id);
        }
    }
    out.push_str("#endif\n");

    out.push_str("/////////\n// Groups\n\n#ifdef OPTION\n");
    for g in &m.groups {
        let _ = write!(out, "OPTION(llvm::ArrayRef<llvm::StringLiteral>(), \"{}\", {}, Group, ", g.name, g.id);
        out.push_str(g.parent.as_deref().unwrap_or("INVALID"));
        out.push_str(", INVALID, nullptr, 0, 0, 0");
        help(&mut out, g.help.as_deref());
        out.push_str(NO_HELP_VARIANTS);
        out.push_str(", nullptr, nullptr)\n");
    }
    out.push_str("\n//////////\n// Options\n\n");
    for o in &m.options {
        out.push_str("OPTION(");
        option_fields(&mut out, o);
        out.push_str(")\n");
    }
    out.push_str("#endif // OPTION\n");

    for &i in &m.marshalled {
        let o = &m.options[i];
        let Some(mi) = &o.marshalling else { continue };
        let macro_name = format!("{}OPTION_WITH_MARSHALLING", mi.macro_prefix);
        let _ = write!(out, "#ifdef {macro_name}\n{macro_name}(");
        option_fields(&mut out, o);
        out.push_str(", ");
        marshalling(&mut out, mi);
        let _ = writeln!(out, ")\n#endif // {macro_name}");
    }

    out.push_str("\n#ifdef SIMPLE_ENUM_VALUE_TABLE\n");
    out.push_str(
        "\nstruct SimpleEnumValue {\n  const char *Name;\n  unsigned Value;\n};\n\n\
         struct SimpleEnumValueTable {\n  const SimpleEnumValue *Table;\n  unsigned Size;\n};\n",
    );
    let tables: Vec<_> = m.marshalled.iter().filter_map(|&i| m.options[i].marshalling.as_ref()).collect();
    for mi in &tables {
        let Some(t) = &mi.table else { continue };
        let _ = writeln!(out, "static const SimpleEnumValue {}[] = {{", t.name);
        // LLVM indexes the normalized values by the values' positions.
        for (v, n) in t.values.iter().zip(&t.normalized) {
            out.push('{');
            cstring(&mut out, v);
            out.push_str(",static_cast<unsigned>(");
            scoped(&mut out, mi, n);
            out.push_str(")},");
        }
        out.push_str("};\n");
    }
    out.push_str("static const SimpleEnumValueTable SimpleEnumValueTables[] = {");
    for t in tables.iter().filter_map(|mi| mi.table.as_ref()) {
        let _ = writeln!(out, "{{{0}, std::size({0})}},", t.name);
    }
    out.push_str("};\n");
    out.push_str("static const unsigned SimpleEnumValueTablesSize = std::size(SimpleEnumValueTables);\n");
    out.push_str("#endif // SIMPLE_ENUM_VALUE_TABLE\n\n\n");
    out
}

/// `"text"`, escaped (`write_cstring`).
fn cstring(out: &mut String, text: &str) {
    out.push('"');
    write_escaped(out, text);
    out.push('"');
}

/// The help text: on its own line when there is one.
fn help(out: &mut String, text: Option<&str>) {
    match text {
        Some(t) => {
            out.push_str(",\n       ");
            cstring(out, t);
        }
        None => out.push_str(", nullptr"),
    }
}

/// `EmitHelpTextsForVariants`: LLVM pads the list of variants to one, but
/// not (it pads a copy) each variant's visibilities.
fn help_variants(out: &mut String, variants: &[HelpVariant]) {
    if variants.is_empty() {
        out.push_str(NO_HELP_VARIANTS);
        return;
    }
    out.push_str(", (std::array<std::pair<std::array<unsigned, 2>, const char*>, 1>{{ ");
    for (k, v) in variants.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "std::make_pair(std::array<unsigned, 2>{{{{{}}}}}, ", v.visibilities.join(", "));
        if v.text.is_empty() {
            out.push_str("nullptr");
        } else {
            cstring(out, &v.text);
        }
        out.push(')');
    }
    out.push_str(" }})");
}

/// The fields of an option's `OPTION` line (LLVM's `WriteOptRecordFields`).
fn option_fields(out: &mut String, o: &OptionDef) {
    let _ = write!(out, "prefix_{}, ", o.prefix_set);
    cstring(out, &o.prefixed_name());
    let _ = write!(out, ", {}, {}, ", o.id, o.kind.name());
    out.push_str(o.group.as_ref().map_or("INVALID", |g| g.id.as_str()));
    out.push_str(", ");
    out.push_str(o.alias.as_deref().unwrap_or("INVALID"));
    out.push_str(", ");
    if o.alias_args.is_empty() {
        out.push_str("nullptr");
    } else {
        out.push('"');
        for a in &o.alias_args {
            let _ = write!(out, "{a}\\0");
        }
        out.push('"');
    }
    out.push_str(", ");
    bitset(out, &o.flags);
    out.push_str(", ");
    bitset(out, &o.visibility);
    let _ = write!(out, ", {}", o.num_args);
    help(out, o.help.as_deref());
    help_variants(out, &o.help_variants);
    out.push_str(", ");
    match &o.meta_var {
        Some(m) => cstring(out, m),
        None => out.push_str("nullptr"),
    }
    out.push_str(", ");
    match (&o.values, &o.values_code) {
        (Some(v), _) => cstring(out, v),
        (None, Some(_)) => {
            let _ = write!(out, "{}_Values", o.id);
        }
        (None, None) => out.push_str("nullptr"),
    }
}

/// Flags or visibilities joined by `|`, or `0`.
fn bitset(out: &mut String, names: &[String]) {
    if names.is_empty() {
        out.push('0');
    } else {
        out.push_str(&names.join(" | "));
    }
}

/// A normalized value in its scope.
fn scoped(out: &mut String, mi: &Marshalling, value: &str) {
    if !mi.normalized_values_scope.is_empty() {
        let _ = write!(out, "{}::", mi.normalized_values_scope);
    }
    out.push_str(value);
}

/// The marshalling arguments of `OPTION_WITH_MARSHALLING`.
fn marshalling(out: &mut String, mi: &Marshalling) {
    let _ = write!(out, "{}, {}, {}, ", mi.should_parse, u8::from(mi.should_always_emit), mi.key_path);
    scoped(out, mi, &mi.default_value);
    let _ = write!(out, ", {}, ", mi.implied_check);
    scoped(out, mi, &mi.implied_value);
    let _ = write!(out, ", {}, {}, {}, {}, ", mi.normalizer, mi.denormalizer, mi.value_merger, mi.value_extractor);
    match &mi.table {
        Some(t) => {
            let _ = write!(out, "{}", t.index);
        }
        None => out.push_str("-1"),
    }
}

/// Writes the options' reStructuredText (`EmitOptRST`).
pub(super) fn write_rst(_rk: &RecordKeeper, m: &OptionDocs, _: &Options) -> String {
    let mut out = String::new();
    for (group, members) in &m.sections {
        let title = group.to_ascii_uppercase();
        let _ = writeln!(out, "{title}\n{}\n", "-".repeat(title.len()));
        for &i in members {
            let o = &m.table.options[i];
            out.push_str(".. option:: ");
            if let Some(p) = o.prefixes.first() {
                out.push_str(p);
            }
            out.push_str(&o.name);
            let meta_var = match (&o.meta_var, &o.values) {
                (Some(m), _) => m.as_str(),
                (None, Some(_)) => "<value>",
                (None, None) => "",
            };
            if !meta_var.is_empty() {
                out.push('=');
                write_escaped(&mut out, meta_var);
            }
            out.push_str("\n\n");
            let mut text = String::new();
            if let Some(h) = &o.help {
                text = h.trim_matches(|c| matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')).to_owned();
                if !text.is_empty() && !text.ends_with('.') {
                    text.push('.');
                }
            }
            if let Some(values) = &o.values {
                let values: Vec<&str> = values.split(',').filter(|v| !v.is_empty()).collect();
                let _ = write!(text, " {meta_var} must be '");
                if let Some((last, rest)) = values.split_last() {
                    if !rest.is_empty() {
                        text.push_str(&rest.join("', '"));
                        text.push_str("' or '");
                    }
                    text.push_str(last);
                }
                text.push_str("'.");
            }
            if !text.is_empty() {
                out.push(' ');
                write_escaped(&mut out, &text);
                out.push_str("\n\n");
            }
        }
    }
    out
}
