//! The `-dump-json` backend: every def as a JSON object, as LLVM's
//! `JSONEmitter` writes it (compact, keys sorted bytewise, as
//! `llvm::json` prints objects).
//!
//! ```
//! let rk = tablegen_core::parse_str("t.td", "def X { int i = 3; }").unwrap();
//! let j = tablegen_core::json::dump_json(&rk);
//! assert!(j.contains(r#""i":3"#));
//! ```

use crate::init::{Init, InitKind};
use crate::intern::lossy;
use crate::record::{FieldKind, RecordKeeper};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// A JSON value as `llvm::json::Value` models it (objects keep sorted keys).
enum Json {
    Null,
    Bool(bool),
    Int(i64),
    Str(String),
    Array(Vec<Json>),
    Object(BTreeMap<Vec<u8>, (String, Json)>),
}

/// An object member. Keys, like every string, are made valid UTF-8 first,
/// as `llvm::json::ObjectKey` does: two names that differ only in invalid
/// bytes become one key, the later value winning.
fn obj_insert(m: &mut BTreeMap<Vec<u8>, (String, Json)>, k: &str, v: Json) {
    let k = lossy(k);
    m.insert(k.as_bytes().to_vec(), (k.into_owned(), v));
}

/// A string value: text forms (see [`crate::intern::escape`]) become the
/// valid UTF-8 `llvm::json::Value` makes of the bytes.
fn jstr(s: String) -> Json {
    match lossy(&s) {
        std::borrow::Cow::Borrowed(_) => Json::Str(s),
        std::borrow::Cow::Owned(fixed) => Json::Str(fixed),
    }
}

fn quote(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn write_json(out: &mut String, v: &Json) {
    crate::stack::guard(|| match v {
        Json::Null => out.push_str("null"),
        Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Json::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Json::Str(s) => quote(out, s),
        Json::Array(a) => {
            out.push('[');
            for (n, x) in a.iter().enumerate() {
                if n > 0 {
                    out.push(',');
                }
                write_json(out, x);
            }
            out.push(']');
        }
        Json::Object(m) => {
            out.push('{');
            for (n, (k, x)) in m.values().enumerate() {
                if n > 0 {
                    out.push(',');
                }
                quote(out, k);
                out.push(':');
                write_json(out, x);
            }
            out.push('}');
        }
    })
}

fn translate(rk: &RecordKeeper, i: Init) -> Json {
    crate::stack::guard(|| {
        match *rk.inits.kind(i) {
            InitKind::Unset => return Json::Null,
            InitKind::Bit(b) => return Json::Int(b as i64),
            InitKind::Bits { bits, .. } => {
                return Json::Array(rk.inits.slice(bits).iter().map(|b| translate(rk, *b)).collect())
            }
            InitKind::Int(v) => return Json::Int(v),
            InitKind::String(sym, _) => return jstr(rk.inits.strings.get(sym).to_string()),
            InitKind::List { elems, .. } => {
                return Json::Array(rk.inits.slice(elems).iter().map(|b| translate(rk, *b)).collect())
            }
            _ => {}
        }
        let mut obj = BTreeMap::new();
        obj_insert(&mut obj, "printable", jstr(rk.as_string(i)));
        match *rk.inits.kind(i) {
            InitKind::Def { rec, .. } => {
                obj_insert(&mut obj, "kind", Json::Str("def".into()));
                obj_insert(&mut obj, "def", jstr(rk.name_str(rec).to_string()));
                return Json::Object(obj);
            }
            InitKind::Var { name, .. } => {
                obj_insert(&mut obj, "kind", Json::Str("var".into()));
                obj_insert(&mut obj, "var", jstr(rk.as_unquoted_string(name)));
                return Json::Object(obj);
            }
            InitKind::VarBit { var, bit } => {
                if let InitKind::Var { name, .. } = *rk.inits.kind(var) {
                    obj_insert(&mut obj, "kind", Json::Str("varbit".into()));
                    obj_insert(&mut obj, "var", jstr(rk.as_unquoted_string(name)));
                    obj_insert(&mut obj, "index", Json::Int(bit as i64));
                    return Json::Object(obj);
                }
            }
            InitKind::Dag { op, op_name, args, names } => {
                obj_insert(&mut obj, "kind", Json::Str("dag".into()));
                obj_insert(&mut obj, "operator", translate(rk, op));
                if op_name != Init::UNSET {
                    obj_insert(&mut obj, "name", jstr(rk.as_unquoted_string(op_name)));
                }
                let a = rk.inits.slice(args);
                let n = rk.inits.slice(names);
                let arr = a
                    .iter()
                    .zip(n)
                    .map(|(x, nm)| {
                        let name = if *nm == Init::UNSET { Json::Null } else { jstr(rk.as_unquoted_string(*nm)) };
                        Json::Array(vec![translate(rk, *x), name])
                    })
                    .collect();
                obj_insert(&mut obj, "args", Json::Array(arr));
                return Json::Object(obj);
            }
            _ => {}
        }
        obj_insert(&mut obj, "kind", Json::Str("complex".into()));
        Json::Object(obj)
    })
}

/// The `-dump-json` output, with its trailing newline.
pub fn dump_json(rk: &RecordKeeper) -> String {
    let mut root = BTreeMap::new();
    obj_insert(&mut root, "!tablegen_json_version", Json::Int(1));
    let mut instance_lists: BTreeMap<Vec<u8>, (String, Vec<Json>)> = BTreeMap::new();
    // Record names as `llvm::json` keeps them (made valid UTF-8), each
    // computed once.
    let name_of = |rec| lossy(&rk.record_name(rec)).into_owned();
    for c in rk.classes() {
        let n = name_of(c);
        instance_lists.entry(n.as_bytes().to_vec()).or_insert_with(|| (n.clone(), Vec::new()));
    }
    for d in rk.defs() {
        let name = name_of(d);
        let r = rk.record(d);
        let mut obj = BTreeMap::new();
        let mut fields = Vec::new();
        for v in &r.values {
            if r.is_template_arg(v.name) {
                continue;
            }
            let fname = rk.as_unquoted_string(v.name);
            if v.kind == FieldKind::NonconcreteOk {
                fields.push(jstr(fname.clone()));
            }
            obj_insert(&mut obj, &fname, translate(rk, v.value));
        }
        obj_insert(&mut obj, "!fields", Json::Array(fields));
        let supers: Vec<String> = r.super_classes.iter().map(|(c, _)| name_of(*c)).collect();
        obj_insert(&mut obj, "!superclasses", Json::Array(supers.iter().cloned().map(Json::Str).collect()));
        obj_insert(&mut obj, "!name", Json::Str(name.clone()));
        obj_insert(&mut obj, "!anonymous", Json::Bool(r.is_anonymous()));
        let locs = r.locs.iter().map(|l| Json::Str(rk.formatted_loc(*l))).collect();
        obj_insert(&mut obj, "!locs", Json::Array(locs));
        obj_insert(&mut root, &name, Json::Object(obj));
        for sn in supers {
            instance_lists
                .entry(sn.as_bytes().to_vec())
                .or_insert_with(|| (sn.clone(), Vec::new()))
                .1
                .push(Json::Str(name.clone()));
        }
    }
    let mut inst = BTreeMap::new();
    for (k, (name, list)) in instance_lists {
        inst.insert(k, (name, Json::Array(list)));
    }
    obj_insert(&mut root, "!instanceof", Json::Object(inst));
    let mut out = String::with_capacity(1 << 20);
    write_json(&mut out, &Json::Object(root));
    out.push('\n');
    out
}
