//! The layering of `tablegen-build` and `tablegen-core`, checked on their
//! source (see `docs/ARCHITECTURE.md`):
//!
//! - in both crates, the modules form no cycle other than a parent with its
//!   own children: for every module, the references between the subtrees
//!   of its children form a DAG;
//! - in `tablegen-build`, no backend (a folder or file under
//!   `src/backends/`) refers to another backend, and nothing under
//!   `src/backends/` or `src/model/` takes the record keeper mutably:
//!   backends read the records through `backend::Records`;
//! - in `tablegen-core`, the handles, text helpers and byte encoding are
//!   leaves, and the data model (`init`, `types`, `record`) names neither
//!   the parser, nor the printer, nor the record cache.
//!
//! The checks run on `(path, source)` pairs, so the tests below also prove
//! on small made-up trees that each check catches what it should.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module path below the crate root, e.g. `["model", "codegen"]`.
type ModPath = Vec<String>;

/// The crate's modules and, for each, the modules its code refers to.
struct Graph {
    modules: BTreeSet<ModPath>,
    edges: BTreeMap<ModPath, BTreeSet<ModPath>>,
}

/// `src/x/y.rs` and `src/x/y/mod.rs` are `x::y`; `src/lib.rs` is the root.
fn module_of(rel: &str) -> ModPath {
    let rel = rel.strip_suffix(".rs").unwrap_or(rel);
    let mut parts: Vec<String> = rel.split('/').map(str::to_string).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts
}

/// The source with comments, string and character literals blanked out, so
/// that doc links and generated text do not count as references.
fn code_only(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        let rest = &src[i..];
        if rest.starts_with("//") {
            let end = rest.find('\n').map_or(b.len(), |e| i + e);
            i = end;
        } else if rest.starts_with("/*") {
            let end = rest.find("*/").map_or(b.len(), |e| i + e + 2);
            i = end;
        } else if rest.starts_with("r#")
            || rest.starts_with("r\"")
            || rest.starts_with("br#")
            || rest.starts_with("br\"")
        {
            let start = rest.find('r').unwrap_or(0) + 1;
            let hashes = rest[start..].bytes().take_while(|&c| c == b'#').count();
            if rest.as_bytes().get(start + hashes) != Some(&b'"') {
                out.push(b[i] as char);
                i += 1;
                continue;
            }
            let close = format!("\"{}", "#".repeat(hashes));
            let body = start + hashes + 1;
            let end = rest[body..].find(&close).map_or(b.len(), |e| i + body + e + close.len());
            out.push_str("\"\"");
            i = end;
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            out.push_str("\"\"");
            i = j + 1;
        } else if b[i] == b'\'' {
            // A char literal ('x', '\n', '\'') or a lifetime ('a).
            let lit_end = if b.get(i + 1) == Some(&b'\\') {
                rest[2..].find('\'').map(|e| i + 2 + e + 1)
            } else {
                let ch_len = rest[1..].chars().next().map_or(1, char::len_utf8);
                (b.get(i + 1 + ch_len) == Some(&b'\'')).then_some(i + 2 + ch_len)
            };
            match lit_end {
                Some(end) => {
                    out.push_str("' '");
                    i = end;
                }
                None => {
                    out.push('\'');
                    i += 1;
                }
            }
        } else {
            let ch = rest.chars().next().unwrap_or(' ');
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// Every `crate::a::b`, `super::a` and `self::a` path in `code`, resolved
/// against the module `at`, as a list of segments from the root.
fn references(code: &str, at: &ModPath) -> Vec<ModPath> {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let starts_word = i == 0 || !is_ident(bytes[i - 1] as char) && bytes[i - 1] != b':';
        let rest = &code[i..];
        let base: Option<(ModPath, usize)> = if !starts_word {
            None
        } else if rest.starts_with("crate::") {
            Some((Vec::new(), "crate::".len()))
        } else if rest.starts_with("super::") {
            // In `x/y.rs`, `super` is `x`; in `x/y/mod.rs` (module `x::y`) too.
            let mut m = at.clone();
            let mut len = 0;
            let mut r = rest;
            while let Some(after) = r.strip_prefix("super::") {
                m.pop();
                len += "super::".len();
                r = after;
            }
            Some((m, len))
        } else if rest.starts_with("self::") {
            Some((at.clone(), "self::".len()))
        } else {
            None
        };
        let Some((mut path, skip)) = base else {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let mut j = i + skip;
        loop {
            let seg: String = code[j..].chars().take_while(|&c| is_ident(c)).collect();
            if seg.is_empty() {
                break;
            }
            j += seg.len();
            path.push(seg);
            if code[j..].starts_with("::") {
                j += 2;
            } else {
                break;
            }
        }
        out.push(path);
        i = j.max(i + 1);
    }
    out
}

impl Graph {
    fn new(files: &[(String, String)]) -> Graph {
        let modules: BTreeSet<ModPath> = files.iter().map(|(p, _)| module_of(p)).collect();
        let mut edges: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
        for (path, src) in files {
            let at = module_of(path);
            for r in references(&code_only(src), &at) {
                // The longest prefix that is a module.
                let target = (0..=r.len()).rev().map(|n| r[..n].to_vec()).find(|p| modules.contains(p));
                if let Some(t) = target {
                    if t != at {
                        edges.entry(at.clone()).or_default().insert(t);
                    }
                }
            }
        }
        Graph { modules, edges }
    }

    /// `a` refers to something in `b`'s subtree, from somewhere in its own.
    fn subtree_refs(&self, from: &ModPath, to: &ModPath) -> Vec<(ModPath, ModPath)> {
        let mut out = Vec::new();
        for (src, dsts) in &self.edges {
            if src.starts_with(from) {
                for d in dsts {
                    if d.starts_with(to) {
                        out.push((src.clone(), d.clone()));
                    }
                }
            }
        }
        out
    }

    /// Pairs of backends where one refers to the other.
    fn backend_to_backend(&self) -> Vec<(ModPath, ModPath)> {
        let backends: Vec<&ModPath> = self.modules.iter().filter(|m| m.len() == 2 && m[0] == "backends").collect();
        let mut out = Vec::new();
        for a in &backends {
            for b in &backends {
                if a != b {
                    out.extend(self.subtree_refs(a, b));
                }
            }
        }
        out
    }

    /// For every module, a cycle among its children's subtrees, if any.
    fn cycles(&self) -> Vec<Vec<ModPath>> {
        let mut found = Vec::new();
        let parents: BTreeSet<ModPath> =
            self.modules.iter().filter(|m| !m.is_empty()).map(|m| m[..m.len() - 1].to_vec()).collect();
        for parent in parents {
            let children: Vec<ModPath> = self
                .modules
                .iter()
                .filter(|m| m.len() == parent.len() + 1 && m.starts_with(&parent))
                .cloned()
                .collect();
            let n = children.len();
            let adj: Vec<Vec<usize>> = (0..n)
                .map(|i| {
                    (0..n).filter(|&j| i != j && !self.subtree_refs(&children[i], &children[j]).is_empty()).collect()
                })
                .collect();
            // Depth-first search for a back edge.
            let mut state = vec![0u8; n];
            let mut stack: Vec<usize> = Vec::new();
            fn visit(
                v: usize,
                adj: &[Vec<usize>],
                state: &mut [u8],
                stack: &mut Vec<usize>,
                found: &mut Option<Vec<usize>>,
            ) {
                state[v] = 1;
                stack.push(v);
                for &w in &adj[v] {
                    if found.is_some() {
                        return;
                    }
                    if state[w] == 1 {
                        let start = stack.iter().position(|&x| x == w).unwrap_or(0);
                        *found = Some(stack[start..].to_vec());
                        return;
                    }
                    if state[w] == 0 {
                        visit(w, adj, state, stack, found);
                    }
                }
                stack.pop();
                state[v] = 2;
            }
            for v in 0..n {
                let mut cycle = None;
                if state[v] == 0 {
                    visit(v, &adj, &mut state, &mut stack, &mut cycle);
                }
                if let Some(c) = cycle {
                    found.push(c.into_iter().map(|i| children[i].clone()).collect());
                    break;
                }
            }
        }
        found
    }
}

/// Files under `backends/` or `model/` whose code takes the record keeper
/// mutably (`&mut RecordKeeper`, `&'a mut RecordKeeper`).
fn mutable_keepers(files: &[(String, String)]) -> Vec<String> {
    let mut out = Vec::new();
    for (path, src) in files {
        if !(path.starts_with("backends/") || path.starts_with("model/")) {
            continue;
        }
        let code = code_only(src);
        let squeezed: String = code.split_whitespace().collect::<Vec<_>>().join(" ");
        let hit = squeezed.match_indices("RecordKeeper").any(|(i, _)| {
            let before = squeezed[..i].trim_end();
            before.ends_with("mut") || before.ends_with("mut tablegen_core::")
        });
        if hit {
            out.push(path.clone());
        }
    }
    out
}

/// Every `.rs` file under `root`, as (path relative to `root`, source).
fn sources_under(root: &Path) -> Vec<(String, String)> {
    let root = root.to_path_buf();
    let mut files = Vec::new();
    let mut dirs = vec![root.clone()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).expect("src is readable").flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let rel = p.strip_prefix(&root).expect("under src").to_string_lossy().replace('\\', "/");
                files.push((rel, std::fs::read_to_string(&p).expect("source is UTF-8")));
            }
        }
    }
    files.sort();
    files
}

/// This crate's sources.
fn crate_sources() -> Vec<(String, String)> {
    sources_under(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

/// `tablegen-core`'s sources (a sibling in the workspace).
fn core_sources() -> Vec<(String, String)> {
    sources_under(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../tablegen-core/src"))
}

/// The cycles of `g`, one line each.
fn cycle_report(g: &Graph) -> Vec<String> {
    g.cycles().iter().map(|c| c.iter().map(show).collect::<Vec<_>>().join(" -> ")).collect()
}

/// `a::b` as a module path.
fn mod_path(s: &str) -> ModPath {
    s.split("::").map(str::to_string).collect()
}

fn show(p: &ModPath) -> String {
    if p.is_empty() {
        "crate".into()
    } else {
        p.join("::")
    }
}

#[test]
fn no_backend_imports_another_backend() {
    let g = Graph::new(&crate_sources());
    assert!(g.modules.iter().filter(|m| m.len() == 2 && m[0] == "backends").count() >= 10, "backends found");
    let bad: Vec<String> = g.backend_to_backend().iter().map(|(a, b)| format!("{} -> {}", show(a), show(b))).collect();
    assert!(bad.is_empty(), "backends refer to other backends:\n{}", bad.join("\n"));
}

#[test]
fn models_and_backends_never_take_the_record_keeper_mutably() {
    let bad = mutable_keepers(&crate_sources());
    assert!(bad.is_empty(), "these take `&mut RecordKeeper` (use `&mut backend::Records`):\n{}", bad.join("\n"));
}

#[test]
fn modules_form_no_cycle_but_parent_and_children() {
    let g = Graph::new(&crate_sources());
    // The layering the docs describe, visible in the graph.
    let refers = |a: &str, b: &str| !g.subtree_refs(&mod_path(a), &mod_path(b)).is_empty();
    assert!(refers("backends", "model") && refers("model", "support") && refers("support", "backend"));
    assert!(!refers("backend", "registry") && !refers("model", "backends") && !refers("support", "model"));
    let cycles = cycle_report(&g);
    assert!(cycles.is_empty(), "module cycles:\n{}", cycles.join("\n"));
}

#[test]
fn core_modules_form_no_cycle_but_parent_and_children() {
    let g = Graph::new(&core_sources());
    assert!(g.modules.len() >= 30, "tablegen-core's modules found: {}", g.modules.len());
    let refers = |a: &str, b: &str| !g.subtree_refs(&mod_path(a), &mod_path(b)).is_empty();
    // Leaves: what the stores and the printers share refers to nothing.
    for leaf in ["ids", "text", "bytes", "tuning", "limits", "stream"] {
        // (`super::*` in a file's inline test module names the root.)
        let out: Vec<String> =
            g.edges.get(&mod_path(leaf)).into_iter().flatten().filter(|m| !m.is_empty()).map(show).collect();
        assert!(out.is_empty(), "{leaf} is a leaf but refers to {out:?}");
    }
    // The data model knows neither its readers nor its persistence.
    for model in ["init", "types", "record"] {
        for above in ["parser", "print", "cache", "json", "detailed"] {
            assert!(!refers(model, above), "{model} refers to {above}");
        }
    }
    assert!(!refers("init", "record") && !refers("types", "record") && !refers("resolve", "print"));
    // The layering is visible: stores, records, evaluator, parser, cache.
    assert!(refers("record", "ids") && refers("record", "text") && refers("init", "bytes"));
    assert!(refers("resolve", "record") && refers("parser", "resolve") && refers("cache", "parser"));
    let cycles = cycle_report(&g);
    assert!(cycles.is_empty(), "tablegen-core module cycles:\n{}", cycles.join("\n"));
}

// ---- the checks catch what they should, on made-up trees

fn tree(files: &[(&str, &str)]) -> Vec<(String, String)> {
    files.iter().map(|(p, s)| (p.to_string(), s.to_string())).collect()
}

#[test]
fn a_backend_importing_another_is_caught() {
    let files = tree(&[
        ("lib.rs", "pub mod backends; pub mod model;"),
        ("backends/mod.rs", "pub mod a; pub mod b;"),
        ("backends/a/mod.rs", "mod cpp; use crate::model::x;"),
        ("backends/a/cpp.rs", "use crate::backends::b::Thing;"),
        ("backends/b.rs", "pub struct Thing; use super::super::model::x;"),
        ("model/mod.rs", "pub mod x;"),
        ("model/x.rs", "// crate::backends::a is only a comment\nconst S: &str = \"crate::backends::b\";"),
    ]);
    let g = Graph::new(&files);
    let bad = g.backend_to_backend();
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert_eq!((show(&bad[0].0), show(&bad[0].1)), ("backends::a::cpp".into(), "backends::b".into()));
}

#[test]
fn a_mutable_record_keeper_is_caught() {
    let files = tree(&[
        ("backends/a.rs", "fn analyze(rk: &Records<'_>) {}"),
        ("model/b.rs", "struct S<'a> { rk: &'a mut\n    RecordKeeper }"),
        ("model/c.rs", "fn f(rk: &mut tablegen_core::RecordKeeper) {}"),
        ("session.rs", "fn emit(rk: &mut RecordKeeper) {}"),
        ("model/d.rs", "/// Takes `&mut RecordKeeper`.\nfn g(rk: &RecordKeeper) {}"),
    ]);
    assert_eq!(mutable_keepers(&files), ["model/b.rs", "model/c.rs"]);
}

#[test]
fn a_cycle_between_siblings_is_caught_and_parent_child_cycles_are_not() {
    let files = tree(&[
        ("lib.rs", "pub mod a; pub mod b; pub mod c;"),
        ("a/mod.rs", "mod inner; use self::inner::X; pub struct Y;"),
        ("a/inner.rs", "use super::Y; pub struct X;"),
        ("b.rs", "use crate::c::Z; pub struct W;"),
        ("c.rs", "pub struct Z; fn f(_: crate::b::W) {}"),
    ]);
    let cycles = Graph::new(&files).cycles();
    assert_eq!(cycles.len(), 1, "{cycles:?}");
    let names: Vec<String> = cycles[0].iter().map(show).collect();
    assert_eq!(names, ["b", "c"]);
}
