//! The `-dump-json` backend: every def as a JSON object, as LLVM's
//! `JSONEmitter` writes it (compact, keys sorted bytewise, as
//! `llvm::json` prints objects).
//!
//! LLVM builds the whole document as a `json::Value` tree before printing
//! it; on AMDGPU that tree took 6.4 GB here. This writer streams instead:
//! only the sort orders are computed up front (the defs by key, each
//! record's members by key, the `!instanceof` lists as def positions), and
//! every value is written the moment it is visited.
//!
//! ```
//! let rk = tablegen_core::parse_str("t.td", "def X { int i = 3; }").unwrap();
//! let j = tablegen_core::json::dump_json(&rk);
//! assert!(j.contains(r#""i":3"#));
//! ```

use crate::init::{Init, InitKind};
use crate::intern::lossy;
use crate::record::{FieldKind, RecId, RecordKeeper};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Writes `s` as a JSON string. Text forms (see [`crate::intern::escape`])
/// become the valid UTF-8 `llvm::json::Value` makes of their bytes, as
/// `llvm::json::fixUTF8` does.
fn string(out: &mut String, s: &str) {
    quote(out, &lossy(s));
}

fn quote(out: &mut String, s: &str) {
    out.push('"');
    let mut plain = 0;
    for (at, c) in s.char_indices() {
        let escaped = match c {
            '"' => "\\\"",
            '\\' => "\\\\",
            '\t' => "\\t",
            '\n' => "\\n",
            '\r' => "\\r",
            c if (c as u32) < 0x20 => "",
            _ => continue,
        };
        out.push_str(&s[plain..at]);
        if escaped.is_empty() {
            let _ = write!(out, "\\u{:04x}", c as u32);
        } else {
            out.push_str(escaped);
        }
        plain = at + c.len_utf8();
    }
    out.push_str(&s[plain..]);
    out.push('"');
}

/// Writes a JSON array of `items`, each by `each`.
fn array<T>(out: &mut String, items: impl IntoIterator<Item = T>, mut each: impl FnMut(&mut String, T)) {
    out.push('[');
    for (n, x) in items.into_iter().enumerate() {
        if n > 0 {
            out.push(',');
        }
        each(out, x);
    }
    out.push(']');
}

/// Writes a JSON object of `members` (already in key order), each value by
/// `each`.
fn object<K: AsRef<str>, T>(
    out: &mut String,
    members: impl IntoIterator<Item = (K, T)>,
    mut each: impl FnMut(&mut String, T),
) {
    out.push('{');
    for (n, (key, x)) in members.into_iter().enumerate() {
        if n > 0 {
            out.push(',');
        }
        quote(out, key.as_ref());
        out.push(':');
        each(out, x);
    }
    out.push('}');
}

/// Writes value `i` as LLVM's `JSONEmitter::translateInit` renders it.
/// The members of the objects written here are already in key order.
fn value(out: &mut String, rk: &RecordKeeper, i: Init) {
    crate::stack::guard(|| {
        match *rk.inits.kind(i) {
            InitKind::Unset => return out.push_str("null"),
            InitKind::Bit(b) => return out.push(if b { '1' } else { '0' }),
            InitKind::Int(v) => {
                let _ = write!(out, "{v}");
                return;
            }
            InitKind::String(sym, _) => return string(out, rk.inits.strings.get(sym)),
            InitKind::Bits { bits: items, .. } | InitKind::List { elems: items, .. } => {
                return array(out, rk.inits.slice(items), |out, x| value(out, rk, *x));
            }
            _ => {}
        }
        out.push('{');
        match *rk.inits.kind(i) {
            InitKind::Def { rec, .. } => {
                out.push_str("\"def\":");
                string(out, rk.name_str(rec));
                out.push_str(",\"kind\":\"def\"");
            }
            InitKind::Var { name, .. } => {
                out.push_str("\"kind\":\"var\",\"printable\":");
                string(out, &rk.as_string(i));
                out.push_str(",\"var\":");
                string(out, &rk.as_unquoted_string(name));
                out.push('}');
                return;
            }
            InitKind::VarBit { var, bit } => match *rk.inits.kind(var) {
                InitKind::Var { name, .. } => {
                    let _ = write!(out, "\"index\":{bit},\"kind\":\"varbit\",\"printable\":");
                    string(out, &rk.as_string(i));
                    out.push_str(",\"var\":");
                    string(out, &rk.as_unquoted_string(name));
                    out.push('}');
                    return;
                }
                _ => out.push_str("\"kind\":\"complex\""),
            },
            InitKind::Dag { op, op_name, args } => {
                out.push_str("\"args\":");
                let pairs = rk.inits.slice(args).iter().zip(rk.inits.slice(args.dag_names()));
                array(out, pairs, |out, (x, name)| {
                    out.push('[');
                    value(out, rk, *x);
                    out.push(',');
                    if *name == Init::UNSET {
                        out.push_str("null");
                    } else {
                        string(out, &rk.as_unquoted_string(*name));
                    }
                    out.push(']');
                });
                out.push_str(",\"kind\":\"dag\"");
                if op_name != Init::UNSET {
                    out.push_str(",\"name\":");
                    string(out, &rk.as_unquoted_string(op_name));
                }
                out.push_str(",\"operator\":");
                value(out, rk, op);
            }
            _ => out.push_str("\"kind\":\"complex\""),
        }
        out.push_str(",\"printable\":");
        string(out, &rk.as_string(i));
        out.push('}');
    })
}

/// Sorts object members by the bytes of their keys, keeping only the last
/// member of each key (a later `llvm::json::Object` insertion replaces the
/// value under an equal key).
fn by_key<T>(members: &mut Vec<(Cow<'_, str>, T)>) {
    // Stable, so equal keys stay in insertion order and the last one wins.
    members.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    let mut kept = 0;
    for n in 0..members.len() {
        if n + 1 < members.len() && members[n].0 == members[n + 1].0 {
            continue;
        }
        members.swap(kept, n);
        kept += 1;
    }
    members.truncate(kept);
}

/// A member of a def's object.
enum Member {
    Field(Init),
    Fields,
    SuperClasses,
    Name,
    Anonymous,
    Locs,
}

/// Writes def `d` (whose key is `name`) as its JSON object.
fn def(out: &mut String, rk: &RecordKeeper, d: RecId, name: &str) {
    let r = rk.record(d);
    let mut members: Vec<(Cow<'_, str>, Member)> = Vec::with_capacity(r.values.len() + 5);
    for v in &r.values {
        if !r.is_template_arg(v.name) {
            members.push((Cow::Owned(lossy(&rk.as_unquoted_string(v.name)).into_owned()), Member::Field(v.value)));
        }
    }
    members.push((Cow::Borrowed("!fields"), Member::Fields));
    members.push((Cow::Borrowed("!superclasses"), Member::SuperClasses));
    members.push((Cow::Borrowed("!name"), Member::Name));
    members.push((Cow::Borrowed("!anonymous"), Member::Anonymous));
    members.push((Cow::Borrowed("!locs"), Member::Locs));
    by_key(&mut members);
    object(out, members, |out, m| match m {
        Member::Field(v) => value(out, rk, v),
        Member::Fields => {
            let open = r.values.iter().filter(|v| v.kind() == FieldKind::NonconcreteOk && !r.is_template_arg(v.name));
            array(out, open, |out, v| string(out, &rk.as_unquoted_string(v.name)));
        }
        Member::SuperClasses => array(out, &r.super_classes, |out, (c, _)| string(out, &rk.record_name(*c))),
        Member::Name => quote(out, name),
        Member::Anonymous => out.push_str(if r.is_anonymous() { "true" } else { "false" }),
        Member::Locs => array(out, &r.locs, |out, l| string(out, &rk.formatted_loc(*l))),
    });
}

/// The `-dump-json` output, with its trailing newline.
pub fn dump_json(rk: &RecordKeeper) -> String {
    let mut out = String::with_capacity(1 << 20);
    write_dump_json(&mut out, rk);
    out
}

/// Appends the `-dump-json` output, with its trailing newline, to `out`.
///
/// ```
/// let rk = tablegen_core::parse_str("t.td", "class C; def X : C { int i = 3; }").unwrap();
/// let mut out = String::new();
/// tablegen_core::json::write_dump_json(&mut out, &rk);
/// assert!(out.starts_with(r#"{"!instanceof":{"C":["X"]},"!tablegen_json_version":1,"X":{"!anonymous":false,"#));
/// ```
pub fn write_dump_json(out: &mut String, rk: &RecordKeeper) {
    let doc = Document::new(rk);
    for b in 0..doc.blocks() {
        doc.write_block(b, out);
    }
}

/// Writes the `-dump-json` output to `w` as it is made: the same bytes as
/// [`dump_json`], formatted a block of defs at a time on up to `threads()`
/// threads (see [`crate::stream::write_blocks`]) instead of held whole
/// (AMDGPU's document is over a gigabyte).
///
/// ```
/// let rk = tablegen_core::parse_str("t.td", "class C; def X : C { int i = 3; }").unwrap();
/// let mut out = Vec::new();
/// tablegen_core::json::write_dump_json_to(&mut out, &rk, || 2).unwrap();
/// assert_eq!(out, tablegen_core::json::dump_json(&rk).into_bytes());
/// ```
pub fn write_dump_json_to(
    w: &mut dyn std::io::Write,
    rk: &RecordKeeper,
    threads: impl FnOnce() -> usize,
) -> std::io::Result<()> {
    let doc = Document::new(rk);
    crate::stream::write_blocks(w, doc.blocks(), threads, |b, out: &mut String| doc.write_block(b, out))
}

/// Members of the root object per block of [`write_dump_json_to`].
const JSON_BLOCK: usize = 256;

/// A member of the root object.
enum Root {
    Def(usize),
    InstanceOf,
    Version,
}

/// What the root object is made of, computed before any of it is written:
/// its members in key order, and the sort orders the members need.
struct Document<'a> {
    rk: &'a RecordKeeper,
    defs: Vec<RecId>,
    /// Each def's key, as `llvm::json` keeps it (made valid UTF-8).
    def_keys: Vec<String>,
    /// `!instanceof`: every class, and the defs deriving from each, in def
    /// order, as positions in `defs`.
    lists: BTreeMap<String, Vec<u32>>,
    /// The root's members in key order, as positions in `def_keys` or the
    /// two special members.
    root: Vec<Root>,
}

impl<'a> Document<'a> {
    fn new(rk: &'a RecordKeeper) -> Self {
        let key_of = |rec| lossy(&rk.record_name(rec)).into_owned();
        let defs = rk.defs();
        let def_keys: Vec<String> = defs.iter().map(|&d| key_of(d)).collect();

        let mut lists: BTreeMap<String, Vec<u32>> = BTreeMap::new();
        let mut list_of: crate::intern::FxHashMap<RecId, String> = Default::default();
        for c in rk.classes() {
            let k = key_of(c);
            lists.entry(k.clone()).or_default();
            list_of.insert(c, k);
        }
        for (pos, &d) in defs.iter().enumerate() {
            for (c, _) in &rk.record(d).super_classes {
                match list_of.get(c).and_then(|k| lists.get_mut(k.as_str())) {
                    Some(list) => list.push(pos as u32),
                    None => lists.entry(key_of(*c)).or_default().push(pos as u32),
                }
            }
        }

        // In LLVM's insertion order: a def keyed like the version replaces
        // it, and `!instanceof` replaces a def keyed so.
        let mut root: Vec<(Cow<'_, str>, Root)> = Vec::with_capacity(defs.len() + 2);
        root.push((Cow::Borrowed("!tablegen_json_version"), Root::Version));
        root.extend(def_keys.iter().enumerate().map(|(n, k)| (Cow::Borrowed(k.as_str()), Root::Def(n))));
        root.push((Cow::Borrowed("!instanceof"), Root::InstanceOf));
        by_key(&mut root);
        let root = root.into_iter().map(|(_, r)| r).collect();
        Document { rk, defs, def_keys, lists, root }
    }

    fn blocks(&self) -> usize {
        self.root.len().div_ceil(JSON_BLOCK)
    }

    /// Writes block `b` of the root object's members, with the object's
    /// opening brace before the first and its closing one after the last.
    fn write_block(&self, b: usize, out: &mut String) {
        let start = b * JSON_BLOCK;
        let end = (start + JSON_BLOCK).min(self.root.len());
        if b == 0 {
            out.push('{');
        }
        for n in start..end {
            if n > 0 {
                out.push(',');
            }
            self.member(out, &self.root[n]);
        }
        if end == self.root.len() {
            out.push_str("}\n");
        }
    }

    fn member(&self, out: &mut String, item: &Root) {
        let rk = self.rk;
        match *item {
            Root::Def(pos) => {
                quote(out, &self.def_keys[pos]);
                out.push(':');
                def(out, rk, self.defs[pos], &self.def_keys[pos]);
            }
            Root::Version => out.push_str("\"!tablegen_json_version\":1"),
            Root::InstanceOf => {
                out.push_str("\"!instanceof\":");
                object(out, &self.lists, |out, members| {
                    array(out, members, |out, &pos| quote(out, &self.def_keys[pos as usize]))
                });
            }
        }
    }
}
