//! `tests/backends/<flag>.toml`, the one file per backend the harnesses
//! read (`.ci/lib/backends.py`), must say what the backend itself declares:
//! one manifest per implemented backend, none for anything else, and the
//! same options. A new backend adds its manifest; a changed option list
//! fails here until the manifest follows.
//!
//! The manifests are flat `key = value` files (a string, a boolean or a
//! list of strings), read here without a TOML crate.

use std::collections::BTreeMap;
use std::path::Path;

/// A manifest's value.
#[derive(Debug, PartialEq)]
enum Value {
    Str(String),
    Bool(bool),
    List(Vec<String>),
}

fn unquote(s: &str) -> Result<String, String> {
    s.strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .map(str::to_string)
        .ok_or_else(|| format!("not a string: {s}"))
}

/// Reads a flat manifest; an unknown shape is an error naming the line.
fn parse(text: &str) -> Result<BTreeMap<String, Value>, String> {
    let mut out = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once('=').ok_or_else(|| format!("line {}: no `=`", n + 1))?;
        let value = value.trim();
        let value = match value {
            "true" => Value::Bool(true),
            "false" => Value::Bool(false),
            v if v.starts_with('[') => {
                let inner = v.strip_prefix('[').and_then(|v| v.strip_suffix(']')).ok_or("unclosed list")?;
                let items = inner.split(',').map(str::trim).filter(|s| !s.is_empty());
                Value::List(items.map(unquote).collect::<Result<_, _>>()?)
            }
            v => Value::Str(unquote(v).map_err(|e| format!("line {}: {e}", n + 1))?),
        };
        if out.insert(key.trim().to_string(), value).is_some() {
            return Err(format!("line {}: `{}` given twice", n + 1, key.trim()));
        }
    }
    Ok(out)
}

fn manifests() -> BTreeMap<String, BTreeMap<String, Value>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/backends");
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).expect("tests/backends") {
        let path = entry.expect("entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("toml") {
            continue;
        }
        let stem = path.file_stem().and_then(|s| s.to_str()).expect("name").to_string();
        let text = std::fs::read_to_string(&path).expect("readable");
        let m = parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        out.insert(stem, m);
    }
    out
}

#[test]
fn every_implemented_backend_has_a_manifest_that_matches_it() {
    let manifests = manifests();
    let implemented: Vec<_> = tablegen_build::registry::actions().filter(|a| a.backend.is_some()).collect();
    assert!(implemented.len() >= 25, "{} implemented backends", implemented.len());
    for a in &implemented {
        let m = manifests.get(a.flag).unwrap_or_else(|| panic!("tests/backends/{}.toml is missing", a.flag));
        assert_eq!(m.get("flag"), Some(&Value::Str(a.flag.to_string())), "{}: flag", a.flag);
        let declared: Vec<String> = a.options().iter().map(|o| o.name.to_string()).collect();
        assert_eq!(m.get("options"), Some(&Value::List(declared)), "{}: options", a.flag);
        assert!(matches!(m.get("golden_lit"), Some(Value::Bool(_))), "{}: golden_lit", a.flag);
        if let Some(own) = m.get("golden_own") {
            let Value::Str(dir) = own else { panic!("{}: golden_own is not a string", a.flag) };
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/golden/own").join(dir);
            assert!(path.is_dir(), "{}: {} is not a folder", a.flag, path.display());
        }
        for key in m.keys() {
            assert!(
                ["flag", "golden_lit", "golden_own", "options"].contains(&key.as_str()),
                "{}: unknown key {key}",
                a.flag
            );
        }
    }
    for name in manifests.keys() {
        assert!(implemented.iter().any(|a| a.flag == name), "tests/backends/{name}.toml names no implemented backend");
    }
}

#[test]
fn the_reader_refuses_what_it_cannot_read() {
    assert!(parse("flag = gen-vt\n").is_err());
    assert!(parse("flag\n").is_err());
    assert!(parse("a = true\na = false\n").is_err());
    assert!(parse("options = [\"a\", b]\n").is_err());
    let ok = parse("# c\nflag = \"gen-vt\"\ngolden_lit = true\noptions = []\n").unwrap();
    assert_eq!(ok.get("options"), Some(&Value::List(vec![])));
    assert_eq!(ok.get("golden_lit"), Some(&Value::Bool(true)));
}
