//! The Rust modules. `-gen-directive-decl --rust` writes the language's
//! enums (C++ `<Lang>.h.inc`): `Association`, `Category`, `Directive`,
//! `Clause` and one enum per clause with values, each with its C++
//! enumerator names. `-gen-directive-impl --rust` writes what C++
//! `<Lang>.inc` implements, as `impl` blocks on those types: spellings to
//! kinds and back, the clauses each directive allows (in which versions),
//! its association, category and leaf constructs. As in C++, the
//! implementation is `include!`d where the declarations are (one module
//! holding both files).

use tablegen_core::RecordKeeper;

use crate::backend::Options;
use crate::support::rust::enums::{enum_items, paths, EnumSpec, Enumerator, Shape};
use crate::support::rust::runtime::imports;
use crate::support::rust::{format_chunks, Chunk, Writer};

use super::model::{Clause, DirectiveImplModel, DirectiveModel, VersionedClause};

/// The `Directive` enum: C++ enumerators `<prefix><name>`.
fn directive_spec(m: &DirectiveModel) -> EnumSpec {
    let lang = &m.lang;
    spec(
        "Directive",
        format!("C++ `llvm::{}::Directive`: the {} directives.", lang.cpp_namespace, lang.name),
        m.directives.iter().map(|d| (format!("{}{}", lang.directive_prefix, d.formatted()), Some(d.name.clone()))),
    )
}

/// The `Clause` enum: C++ enumerators `<prefix><name>`.
fn clause_spec(m: &DirectiveModel) -> EnumSpec {
    let lang = &m.lang;
    spec(
        "Clause",
        format!("C++ `llvm::{}::Clause`: the {} clauses.", lang.cpp_namespace, lang.name),
        m.clauses.iter().map(|c| (format!("{}{}", lang.clause_prefix, c.formatted()), Some(c.name.clone()))),
    )
}

fn association_spec(m: &DirectiveModel) -> EnumSpec {
    spec(
        "Association",
        format!("C++ `llvm::{}::Association`: what a directive applies to.", m.lang.cpp_namespace),
        m.associations.iter().map(|a| (a.formatted(), None)),
    )
}

fn category_spec(m: &DirectiveModel) -> EnumSpec {
    spec(
        "Category",
        format!("C++ `llvm::{}::Category`: the kind of a directive.", m.lang.cpp_namespace),
        m.categories.iter().map(|a| (a.formatted(), None)),
    )
}

/// The enum of a clause's values (C++ `enumClauseValue`), by the values'
/// def names and numbers.
fn values_spec(m: &DirectiveModel, c: &Clause) -> EnumSpec {
    EnumSpec {
        name: c.enum_name.clone(),
        doc: format!("C++ `llvm::{}::{}`: the values of clause `{}`.", m.lang.cpp_namespace, c.enum_name, c.name),
        enumerators: c
            .values
            .iter()
            .map(|v| Enumerator { cpp_name: v.def.clone(), value: i128::from(v.value), doc: Some(v.name.clone()) })
            .collect(),
        repr: None,
        shape: Shape::Enum,
    }
}

/// An enum numbered from 0 in order, with each enumerator's spelling in
/// its doc.
fn spec(name: &str, doc: String, names: impl Iterator<Item = (String, Option<String>)>) -> EnumSpec {
    EnumSpec {
        name: name.into(),
        doc,
        enumerators: names
            .enumerate()
            .map(|(i, (cpp_name, spelling))| Enumerator {
                cpp_name,
                value: i as i128,
                doc: spelling.map(|s| format!("Spelled `{s}`.")),
            })
            .collect(),
        repr: None,
        shape: Shape::Enum,
    }
}

/// The clauses whose values have an enum (the ones C++ declares).
fn value_enums(m: &DirectiveModel) -> impl Iterator<Item = &Clause> {
    m.clauses.iter().filter(|c| !c.values.is_empty()).take_while(|c| !c.enum_name.is_empty())
}

/// `-gen-directive-decl --rust`.
pub(super) fn write_decl(rk: &RecordKeeper, m: &DirectiveModel, _: &Options) -> String {
    let mut chunks = vec![
        Chunk::Items(enum_items(&association_spec(m)).tokens),
        Chunk::Items(enum_items(&category_spec(m)).tokens),
        Chunk::Items(enum_items(&directive_spec(m)).tokens),
        Chunk::Items(enum_items(&clause_spec(m)).tokens),
    ];
    for c in value_enums(m) {
        chunks.push(Chunk::Items(enum_items(&values_spec(m, c)).tokens));
    }
    let mut w = Writer::new();
    w.doc("C++ `getMaxLeafCount()`: the most leaf constructs a directive has.");
    w.line("#[allow(dead_code)]");
    w.line(format!("pub const MAX_LEAF_COUNT: usize = {};", m.max_leaf_count));
    chunks.push(Chunk::Text(w.finish()));
    format_chunks(&format!("{} Directive Declarations", m.lang.name), "gen-directive-decl", rk, chunks)
}

/// `-gen-directive-impl --rust`.
pub(super) fn write_impl(rk: &RecordKeeper, m: &DirectiveImplModel, opts: &Options) -> String {
    let d = &m.decl;
    let lang = &d.lang;
    let ns = &lang.cpp_namespace;
    let dir_paths = paths(&directive_spec(d));
    let clause_paths = paths(&clause_spec(d));
    let assoc_paths = paths(&association_spec(d));
    let category_paths = paths(&category_spec(d));
    let dir = |i: usize| format!("Directive::{}", dir_paths[i]);
    let clause = |i: usize| format!("Clause::{}", clause_paths[i]);

    let mut w = Writer::new();
    w.raw(&imports(opts.rust_runtime(), &[]));
    w.doc("A clause a directive accepts, and in which versions (C++ `VersionedClause`).");
    w.line(format!("pub type VersionedClause = {}::directive::VersionedClause<Clause>;", opts.rust_runtime()));
    w.blank();

    // Each directive's clause lists, one static per list and directive.
    let lists = ["ALLOWED", "ALLOWED_ONCE", "ALLOWED_EXCLUSIVE", "REQUIRED"];
    let list_name = |k: usize, i: usize| format!("{}_{i}", lists[k]);
    for (i, dir_) in d.directives.iter().enumerate() {
        for (k, list) in dir_.clause_lists().into_iter().enumerate() {
            let rows: Vec<String> = list.iter().map(|v| versioned(v, &clause)).collect();
            w.line("#[allow(dead_code)]");
            w.table(format!("static {}: [VersionedClause; {}] = [", list_name(k, i), rows.len()), "];", plain(rows));
        }
    }
    // `isAllowedClauseForDirective`: the first listing of a clause wins.
    for (i, dir_) in d.directives.iter().enumerate() {
        let mut seen: Vec<String> = Vec::new();
        let mut rows = Vec::new();
        for v in dir_.clause_lists().into_iter().flatten() {
            let name = d.clauses[v.clause].formatted();
            if !seen.contains(&name) {
                seen.push(name);
                rows.push(versioned(v, &clause));
            }
        }
        w.table(format!("static ACCEPTED_{i}: [VersionedClause; {}] = [", rows.len()), "];", plain(rows));
    }
    let rows: Vec<String> = d
        .directives
        .iter()
        .map(|x| format!("&[{}]", x.leaves.iter().map(|&l| dir(l)).collect::<Vec<_>>().join(", ")))
        .collect();
    w.table(format!("static LEAVES: [&[Directive]; {}] = [", rows.len()), "];", plain(rows));
    w.blank();

    w.line("#[allow(dead_code)]");
    w.block("impl Directive {", "}", |w| {
        w.doc(&format!(
            "C++ `llvm::{ns}::get{}DirectiveKind(Str)`: the directive spelled `s`, or\nthe default one (`{}`).",
            lang.name,
            d.directives.get(m.default_directive).map_or("", |x| x.name.as_str())
        ));
        let cases = d.directives.iter().enumerate().map(|(i, x)| (x.name.as_str(), dir(i)));
        from_spelling(w, cases, &dir(m.default_directive));
        w.blank();
        w.doc(&format!("C++ `llvm::{ns}::get{}DirectiveName(Kind)`: how the directive is spelled.", lang.name));
        spelling(w, d.directives.iter().enumerate().map(|(i, x)| (dir(i), x.spelling())));
        w.blank();
        w.doc(&format!(
            "C++ `llvm::{ns}::isAllowedClauseForDirective(D, C, Version)`: whether\nthe directive accepts `clause` in `version`."
        ));
        w.block("pub fn is_allowed_clause(self, clause: Clause, version: u32) -> bool {", "}", |w| {
            w.line("self.accepted_clauses().iter().any(|v| v.clause == clause && v.allows(version))");
        });
        w.blank();
        w.doc("Every clause the directive accepts, each once (its first listing: the\nversions `is_allowed_clause` checks).");
        index_table(w, "accepted_clauses", "&'static [VersionedClause]", d, |i| format!("&ACCEPTED_{i}"));
        let docs = [
            ("allowed_clauses", "C++ `allowedClauses_<Directive>`: the clauses it allows, any number of times."),
            ("allowed_once_clauses", "C++ `allowedOnceClauses_<Directive>`: the clauses it allows once."),
            (
                "allowed_exclusive_clauses",
                "C++ `allowedExclusiveClauses_<Directive>`: the clauses it allows, one of them.",
            ),
            ("required_clauses", "C++ `requiredClauses_<Directive>`: the clauses it requires."),
        ];
        for (k, (f, doc)) in docs.iter().enumerate() {
            w.blank();
            w.doc(doc);
            index_table(w, f, "&'static [VersionedClause]", d, |i| format!("&{}", list_name(k, i)));
        }
        w.blank();
        w.doc(&format!("C++ `llvm::{ns}::getDirectiveAssociation(Dir)`."));
        w.block("pub const fn association(self) -> Association {", "}", |w| {
            w.block("match self {", "}", |w| {
                for (i, &a) in m.associations.iter().enumerate() {
                    w.line(format!("{} => Association::{},", dir(i), assoc_paths[a]));
                }
            });
        });
        w.blank();
        w.doc(&format!("C++ `llvm::{ns}::getDirectiveCategory(Dir)`."));
        w.block("pub const fn category(self) -> Category {", "}", |w| {
            w.block("match self {", "}", |w| {
                for (i, &c) in m.categories.iter().enumerate() {
                    w.line(format!("{} => Category::{},", dir(i), category_paths[c]));
                }
            });
        });
        w.blank();
        w.doc(&format!(
            "C++ `llvm::{ns}::getLeafConstructs(D)`: the directives a compound\ndirective combines (none for a leaf)."
        ));
        index_table(w, "leaf_constructs", "&'static [Directive]", d, |i| format!("LEAVES[{i}]"));
    });
    w.blank();

    w.line("#[allow(dead_code)]");
    w.block("impl Clause {", "}", |w| {
        w.doc(&format!(
            "C++ `llvm::{ns}::get{}ClauseKind(Str)`: the clause spelled `s`, or the\ndefault one (`{}`), which implicit clauses also read as.",
            lang.name,
            d.clauses.get(m.default_clause).map_or("", |x| x.name.as_str())
        ));
        let cases = d.clauses.iter().enumerate().map(|(i, c)| {
            (c.name.as_str(), if c.is_implicit { clause(m.default_clause) } else { clause(i) })
        });
        from_spelling(w, cases, &clause(m.default_clause));
        w.blank();
        w.doc(&format!("C++ `llvm::{ns}::get{}ClauseName(Kind)`: how the clause is spelled.", lang.name));
        spelling(w, d.clauses.iter().enumerate().map(|(i, c)| (clause(i), c.spelling())));
    });

    for (c, &default) in d.clauses.iter().zip(&m.default_values).filter(|(c, _)| !c.values.is_empty()) {
        if c.enum_name.is_empty() {
            break;
        }
        let e = &c.enum_name;
        let vpaths = paths(&values_spec(d, c));
        let value = |k: usize| format!("{e}::{}", vpaths[k]);
        w.blank();
        w.line("#[allow(dead_code)]");
        w.block(format!("impl {e} {{"), "}", |w| {
            w.doc(&format!("C++ `llvm::{ns}::get{e}(Str)`: the value spelled `s`, or the default one."));
            let spellings: Vec<String> = c.values.iter().map(|v| v.formatted()).collect();
            let cases = spellings.iter().enumerate().map(|(k, s)| (s.as_str(), value(k)));
            from_spelling(w, cases, &value(default));
            w.blank();
            w.doc(&format!("C++ `llvm::{ns}::get{}{e}Name(x)`: how the value is spelled.", lang.name));
            // Values that share a number are one Rust value: the first
            // enumerator's spelling, as C++'s `switch` would need.
            let mut seen = Vec::new();
            let arms: Vec<(String, &str)> = c
                .values
                .iter()
                .enumerate()
                .filter(|(_, v)| {
                    let first = !seen.contains(&v.value);
                    seen.push(v.value);
                    first
                })
                .map(|(k, _)| (value(k), spellings[k].as_str()))
                .collect();
            spelling(w, arms.into_iter());
        });
    }
    format_chunks(
        &format!("{} Directive Implementation", lang.name),
        "gen-directive-impl",
        rk,
        vec![Chunk::Text(w.finish())],
    )
}

/// A `VersionedClause` row: C++ compares its `int64` literals with the
/// `unsigned` version (`min <= Version && max >= Version`), so each bound
/// is what that comparison means for a `u32`.
fn versioned(v: &VersionedClause, clause: &dyn Fn(usize) -> String) -> String {
    let (min, max) = version_range(v.min_version, v.max_version);
    format!("VersionedClause {{ clause: {}, min_version: {min}, max_version: {max} }}", clause(v.clause))
}

/// The `u32` versions `min <= V && max >= V` accepts in C++, as an
/// inclusive range (empty when `min > max`): a literal that fits an `int`
/// converts to `unsigned`; a larger one compares as a `long`.
pub(super) fn version_range(min: i64, max: i64) -> (u32, u32) {
    let lo = if i32::try_from(min).is_ok() {
        Some(min as i32 as u32)
    } else if min <= 0 {
        Some(0)
    } else {
        u32::try_from(min).ok()
    };
    let hi = if i32::try_from(max).is_ok() {
        Some(max as i32 as u32)
    } else if max < 0 {
        None
    } else {
        Some(u32::try_from(max).unwrap_or(u32::MAX))
    };
    match (lo, hi) {
        (Some(lo), Some(hi)) => (lo, hi),
        _ => (1, 0),
    }
}

/// `pub fn from_spelling(s: &str) -> Self`: the first case of each
/// spelling wins (C++ `StringSwitch`).
fn from_spelling<'a>(w: &mut Writer, cases: impl Iterator<Item = (&'a str, String)>, default: &str) {
    w.block("pub fn from_spelling(s: &str) -> Self {", "}", |w| {
        w.block("match s {", "}", |w| {
            let mut seen: Vec<&str> = Vec::new();
            for (s, v) in cases {
                if !seen.contains(&s) {
                    seen.push(s);
                    w.line(format!("{s:?} => {v},"));
                }
            }
            w.line(format!("_ => {default},"));
        });
    });
}

/// `pub const fn spelling(self) -> &'static str`.
fn spelling<'a>(w: &mut Writer, arms: impl Iterator<Item = (String, &'a str)>) {
    w.block("pub const fn spelling(self) -> &'static str {", "}", |w| {
        w.block("match self {", "}", |w| {
            for (v, s) in arms {
                w.line(format!("{v} => {s:?},"));
            }
        });
    });
}

/// A method returning, per directive, `row(index)`.
fn index_table(w: &mut Writer, name: &str, ty: &str, d: &DirectiveModel, row: impl Fn(usize) -> String) {
    w.block(format!("pub fn {name}(self) -> {ty} {{"), "}", |w| {
        let rows: Vec<String> = (0..d.directives.len()).map(&row).collect();
        // A static's references are `'static` already.
        let elem = ty.replace("&'static ", "&");
        w.table(format!("static TABLE: [{elem}; {}] = [", rows.len()), "];", plain(rows));
        w.line("TABLE[self as usize]");
    });
}

/// Table rows without comments.
fn plain(rows: Vec<String>) -> impl Iterator<Item = (String, Option<&'static str>)> {
    rows.into_iter().map(|r| (r, None))
}
