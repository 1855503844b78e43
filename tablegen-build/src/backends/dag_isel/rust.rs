//! The Rust writer: prints the [`DagIselModel`] as a module of data that
//! selects with tablegen-runtime's `isel` interpreter:
//!
//! - the runtime preamble: a `pub use` of the runtime items the module
//!   mentions (from `--rust-runtime`, `::tablegen_runtime` by default) and
//!   the check of the runtime's version;
//! - `NodeOpcode`, the node opcodes the table numbers (one variant per
//!   `SDNode` enum name, `ISD::ADD` → `NodeOpcode::IsdAdd`), which the
//!   user's `SelectionDag::opcode` answers in, and `NODE_OPCODES`;
//! - `MATCHER_TABLE`, LLVM's table line for line as a byte string, after a
//!   listing of it with LLVM's comments when `--rust-matcher-comments` asks
//!   (and `-omit-comments` does not forbid), and `matcher()`;
//! - `TargetHooks`, one method per hook the table names (pattern
//!   predicates, node predicates, complex patterns, node transforms, each
//!   documented with its C++; a node predicate or transform whose C++ is
//!   one of LLVM's mechanical idioms, read by `model::cxx`, has that C++
//!   translated as its default), and `select`, which runs the runtime with a
//!   `TargetHooks` implementor. The runtime calls hooks by index through its
//!   `IselHooks` trait; a foreign trait cannot be implemented for every
//!   `TargetHooks` type (E0210), so the module implements it for a local
//!   adapter, `Dispatch`, that `select` wraps the user's hooks in.
//!
//! In a module tree (`--rust-vocabulary`), the module also converts the
//! runtime's raw numbers to the target's shared `Opcode`, `Reg` and
//! `SimpleValueType`.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use super::table::{DagIselModel, Item, Text};
use crate::backend::Options;
use crate::model::codegen::feature_getters;
use crate::model::cxx::{self, Env};
use crate::model::patterns::to_match::{ModeCheck, PredicateCondition};
use crate::support::rust::enums::{enum_items, EnumItems, EnumSpec, Enumerator, Shape};
use crate::support::rust::names::{snake, Namer};
use crate::support::rust::{doc_lines, format_chunks, Chunk};
use tablegen_core::record::{compare_numeric, RecId};

/// The Rust name of the node-opcode enum.
pub const NODE_OPCODE: &str = "NodeOpcode";

/// `-gen-dag-isel`, Rust.
pub fn write(rk: &RecordKeeper, m: &DagIselModel, opts: &Options) -> String {
    crate::support::phase::time("dag-isel: write Rust", || write_rust(rk, m, opts))
}

fn write_rust(rk: &RecordKeeper, m: &DagIselModel, opts: &Options) -> String {
    let mut nodes = node_enum(m);
    // The table is written straight into the module's text, after the
    // header and the node enum (`format_chunks`' layout), so it is never
    // copied from one string into another.
    let desc = format!("DAG Instruction Selector for the {} target", m.target);
    let mut s = format_chunks(&desc, "gen-dag-isel", rk, vec![Chunk::Items(core::mem::take(&mut nodes.tokens))]);
    s.push('\n');
    let runtime = opts.rust_runtime();
    s.push_str(&crate::support::rust::runtime::preamble(runtime, "isel", RUNTIME_ITEMS));
    if let Some(path) = opts.rust_vocabulary() {
        vocabulary(&mut s, path);
    }
    node_opcodes(&mut s, m, &nodes);
    table(&mut s, m, opts.flag(&super::RUST_MATCHER_COMMENTS));
    mem_instrs(&mut s, m);
    hooks(&mut s, rk, m, runtime);
    s
}

/// The runtime items a generated module re-exports: those its public items
/// mention and those a `TargetHooks` or `SelectionDag` implementation names.
const RUNTIME_ITEMS: &[&str] = &[
    "cxx",
    "ConstantInt",
    "HookKind",
    "IselError",
    "IselHooks",
    "Matcher",
    "MemAccess",
    "NodeOpcodes",
    "SdUse",
    "SdValue",
    "Selected",
    "SelectionDag",
];

fn node_enum(m: &DagIselModel) -> EnumItems {
    enum_items(&EnumSpec {
        name: NODE_OPCODE.into(),
        doc: "The node opcodes of the matcher table (C++ `ISD::NodeType` and the target's `ISD` enums, by the \
              `SDNode` records' enum names), numbered by sorted name: what `SelectionDag::opcode` answers."
            .into(),
        enumerators: m
            .nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let ns = n.split("::").next().unwrap_or("");
                Enumerator { cpp_name: n.clone(), value: i as i128, doc: Some(format!("Of the C++ enum `{ns}`.")) }
            })
            .collect(),
        repr: Some("u16"),
        shape: Shape::Enum,
    })
}

fn vocabulary(s: &mut String, path: &str) {
    let _ = write!(
        s,
        r#"use {path}::{{Opcode, Reg, SimpleValueType}};

// The shared types' numbers are as wide as the target needs (`u16` or
// `u32`): a conversion that is the identity on one target narrows on
// another, hence the allowances below.

/// The target instruction of a machine opcode number the runtime uses
/// (`SelectionDag::get_machine_node`, `morph_node_to`).
#[allow(dead_code, unknown_lints, clippy::unnecessary_fallible_conversions, clippy::useless_conversion)]
pub fn instruction(raw: u16) -> Option<Opcode> {{
    Opcode::from_value(raw.try_into().ok()?)
}}

/// The value type of an `MVT::SimpleValueType` number the runtime uses.
#[allow(dead_code, unknown_lints, clippy::unnecessary_fallible_conversions, clippy::useless_conversion)]
pub fn value_type(raw: u16) -> Option<SimpleValueType> {{
    SimpleValueType::from_value(raw.try_into().ok()?)
}}

/// The register of a register number the runtime uses
/// (`SelectionDag::get_register`, `get_copy_to_reg`).
#[allow(dead_code, unknown_lints, clippy::unnecessary_fallible_conversions, clippy::useless_conversion)]
pub fn register(raw: u32) -> Option<Reg> {{
    Reg::from_value(raw.try_into().ok()?)
}}

"#
    );
}

fn node_opcodes(s: &mut String, m: &DagIselModel, nodes: &EnumItems) {
    let path = |name: &str| -> String {
        let k = m.nodes.iter().position(|n| n == name).unwrap_or(0);
        format!("{NODE_OPCODE}::{}.value()", nodes.paths.get(k).map_or("", String::as_str))
    };
    s.push_str("/// The node opcodes the runtime itself looks for, as `NodeOpcode` numbers.\n");
    s.push_str("#[allow(dead_code)]\npub const NODE_OPCODES: NodeOpcodes = NodeOpcodes {\n");
    for (field, name) in [
        ("and", "ISD::AND"),
        ("or", "ISD::OR"),
        ("constant", "ISD::Constant"),
        ("constant_fp", "ISD::ConstantFP"),
        ("token_factor", "ISD::TokenFactor"),
        ("entry_token", "ISD::EntryToken"),
    ] {
        let _ = writeln!(s, "    {field}: {},", path(name));
    }
    s.push_str("};\n\n");
}

/// The C++ spelling of a symbolic table item, for its Rust comment
/// (`OPC_Scope, ` → `OPC_Scope`, `TARGET_VAL(ISD::ADD),` → `ISD::ADD`);
/// `None` for plain numbers.
fn spelling(cpp: &str) -> Option<&str> {
    let t = cpp.trim_end_matches([',', ' ']);
    if !t.bytes().any(|b| b.is_ascii_alphabetic()) {
        return None;
    }
    Some(t.strip_prefix("TARGET_VAL(").and_then(|x| x.strip_suffix(')')).unwrap_or(t))
}

fn table(s: &mut String, m: &DagIselModel, comments_asked: bool) {
    let comments = comments_asked && !m.omit_comments;
    if comments {
        listing(s, m);
    }
    s.push_str("/// The matcher table: LLVM 19's `MatcherTable` for this target, operation for\n");
    s.push_str("/// operation and line for line, node opcodes numbered as [`NodeOpcode`].\n");
    if comments {
        s.push_str("/// The listing above it spells out line `k` of the string in its line `k`.\n");
    }
    byte_string(s, m);
    s.push_str("/// The matcher of [`MATCHER_TABLE`], ready for `select`.\n");
    s.push_str("#[allow(dead_code)]\npub fn matcher() -> Result<Matcher<'static>, IselError> {\n");
    s.push_str("    Matcher::new(&MATCHER_TABLE, NODE_OPCODES)\n}\n\n");
}

/// The table is a byte string, one source line per C++ line, with or
/// without comments: rustc reads it as one literal (1.1 s for RISC-V's
/// 2.2 MB, where an array of as many integer literals took it 13 s and
/// failed the 10-second rustc budget).
fn byte_string(s: &mut String, m: &DagIselModel) {
    let bytes = &m.table.bytes;
    let _ =
        writeln!(s, "#[allow(dead_code)]\n#[rustfmt::skip]\npub static MATCHER_TABLE: [u8; {}] = *b\"\\", bytes.len());
    let mut at = 0usize;
    for l in &m.table.lines {
        let mut indent = true;
        for item in m.table.items(l) {
            match item {
                Item::Code { len, .. } => {
                    indent = false;
                    for &b in bytes.iter().skip(at).take(usize::from(*len)) {
                        push_hex_escape(s, b);
                    }
                    at += usize::from(*len);
                }
                Item::Punct(p) if indent => s.push_str(m.table.text(*p)),
                _ => {}
            }
        }
        s.push_str("\\\n");
    }
    s.push_str("\\x00\";\n\n");
}

/// With comments, the table is first listed as LLVM writes it, in line
/// comments: LLVM's comments in place, each symbolic byte's C++ spelling
/// before it and the bytes in decimal, one listing line per line of the
/// byte string that follows. (Comments cost rustc little: 0.3 s for
/// RISC-V's 90 MB listing.)
fn listing(s: &mut String, m: &DagIselModel) {
    let bytes = &m.table.bytes;
    s.push_str("// The matcher table as LLVM lists it: offset, operation and operands (each\n");
    s.push_str("// symbolic byte's C++ spelling before it, bytes in decimal), LLVM's comments.\n");
    s.push_str("// `MATCHER_TABLE` below holds these bytes, line for line.\n");
    let mut at = 0usize;
    let mut rendered = Rendered::new(m.table.num_texts());
    // Each line is written in place and its trailing blanks cut off after:
    // a line buffer would copy the whole listing (90 MB on RISC-V) once more.
    for l in &m.table.lines {
        let line_start = s.len();
        // Not `//` alone: `///*` would make the line a doc comment.
        s.push_str("// ");
        if let Some(o) = l.offset {
            let _ = write!(s, "/*{o:>6}*/");
        }
        let start = s.len();
        for item in m.table.items(l) {
            match item {
                Item::Code { cpp, len } => {
                    let end = (at + usize::from(*len)).min(bytes.len());
                    s.push_str(rendered.code(m, *cpp, at, &bytes[at..end]));
                    at = end;
                }
                Item::Comment(c) => s.push_str(m.table.text(*c)),
                Item::Punct(p) => {
                    if s.len() == start {
                        // Indentation.
                        s.extend(m.table.text(*p).chars().filter(|c| *c == ' '));
                    } else if !s.ends_with(' ') {
                        s.push(' ');
                    }
                }
            }
        }
        let kept = s[line_start..].trim_end().len();
        s.truncate(line_start + kept);
        s.push('\n');
    }
    // The terminating 0 of LLVM's table, the string's last `\x00`.
    s.push_str("//     0\n");
}

/// The Rust of each `Code` item's C++ text (its spelling in a comment, then
/// its bytes in decimal), made once per distinct text and then copied, as
/// the C++ writer copies the C++ texts: a big table repeats a few hundred
/// thousand texts over millions of items (RISC-V's table: 0.15 -> 0.13 s,
/// against 0.10 s for the C++ one, which writes 9% fewer bytes).
struct Rendered {
    /// Per text: where its first item's bytes are in the table, and its
    /// Rust in `buf` (start, end); `u32::MAX` while not yet made.
    spans: Vec<(u32, u32, u32)>,
    buf: String,
    /// The item being rendered when its bytes differ from the first's.
    scratch: String,
}

impl Rendered {
    fn new(texts: usize) -> Self {
        Rendered { spans: vec![(u32::MAX, 0, 0); texts], buf: String::new(), scratch: String::new() }
    }

    /// The Rust of `cpp` standing for `item` (at offset `at` of the table).
    fn code(&mut self, m: &DagIselModel, cpp: Text, at: usize, item: &[u8]) -> &str {
        let first_bytes = |first: u32| m.table.bytes.get(first as usize..first as usize + item.len());
        match self.spans.get_mut(cpp.0 as usize) {
            Some(span) if span.0 == u32::MAX => {
                let start = self.buf.len();
                Self::render_into(&mut self.buf, m, cpp, item);
                *span = (at as u32, start as u32, self.buf.len() as u32);
                &self.buf[start..]
            }
            // A spelling names its bytes, so they repeat; checked all the same.
            Some(&mut (first, a, b)) if first_bytes(first) == Some(item) => &self.buf[a as usize..b as usize],
            _ => {
                self.scratch.clear();
                Self::render_into(&mut self.scratch, m, cpp, item);
                &self.scratch
            }
        }
    }

    fn render_into(s: &mut String, m: &DagIselModel, cpp: Text, item: &[u8]) {
        if let Some(sp) = spelling(m.table.text(cpp)) {
            let _ = write!(s, "/*{sp}*/ ");
        }
        for &b in item {
            push_decimal(s, b);
            s.push_str(", ");
        }
    }
}

/// `\\x` and two hex digits (what `write!(s, "\\x{b:02x}")` gives, without
/// the formatting machinery: a table has millions of bytes).
fn push_hex_escape(s: &mut String, b: u8) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    s.push_str("\\x");
    s.push(char::from(HEX[usize::from(b >> 4)]));
    s.push(char::from(HEX[usize::from(b & 15)]));
}

/// `b` in decimal (what `write!(s, "{b}")` gives, faster).
fn push_decimal(s: &mut String, b: u8) {
    if b >= 100 {
        s.push(char::from(b'0' + b / 100));
    }
    if b >= 10 {
        s.push(char::from(b'0' + (b / 10) % 10));
    }
    s.push(char::from(b'0' + b % 10));
}

fn mem_instrs(s: &mut String, m: &DagIselModel) {
    for (name, what, pick) in [("MAY_LOAD", "`mayLoad`", 0usize), ("MAY_STORE", "`mayStore`", 1)] {
        let list: Vec<&(u32, String, bool, bool)> =
            m.mem_instrs.iter().filter(|i| if pick == 0 { i.2 } else { i.3 }).collect();
        let _ = writeln!(
            s,
            "/// The instructions the table emits with memory operands that are {what}, by number\n/// (what `IselHooks::instr_{}` answers).",
            if pick == 0 { "may_load" } else { "may_store" }
        );
        let _ = writeln!(s, "#[allow(dead_code)]\npub static {name}: [u16; {}] = [", list.len());
        for (v, n, _, _) in list {
            let _ = writeln!(s, "    {v}, // {n}");
        }
        s.push_str("];\n\n");
    }
}

/// One method of the generated trait.
struct Method {
    name: String,
    doc: String,
    /// The default body, where the C++ is one of LLVM's mechanical idioms
    /// (`model::cxx`), with the parameters it leaves unused.
    default: Option<(String, &'static [&'static str])>,
}

/// What the translated C++ may ask: `Subtarget->f()` answered by the
/// method of the `Predicate` record whose whole condition is that call, or
/// from the feature bits where `f` is a boolean feature field's getter
/// (`model::codegen::feature_getters`); `MVT::name` by the value type's
/// number.
struct HookEnv<'a> {
    rk: &'a RecordKeeper,
    /// `(CondString, method name)` of the `Predicate` records with a method.
    records: Vec<(&'a str, String)>,
    /// The feature getters and the constant names of their features.
    getters: Vec<(String, Vec<String>)>,
    /// The `CondString` being translated, whose own method must not answer
    /// (it would call itself).
    current: std::cell::Cell<Option<&'a str>>,
    /// The feature constants the translations read.
    used_features: std::cell::RefCell<Vec<String>>,
}

impl Env for HookEnv<'_> {
    fn subtarget(&self, name: &str) -> Option<String> {
        let call = format!("Subtarget->{name}()");
        if self.current.get() != Some(call.as_str()) {
            if let Some((_, method)) = self.records.iter().find(|(cpp, _)| *cpp == call) {
                return Some(format!("self.{method}(dag)?"));
            }
        }
        let (_, features) = self.getters.iter().find(|(g, _)| g == name)?;
        self.used_features.borrow_mut().extend(features.iter().cloned());
        let checks: Vec<String> =
            features.iter().map(|f| format!("cxx::has_feature(self.features(), feature::{f})")).collect();
        Some(if checks.len() == 1 { checks.concat() } else { format!("({})", checks.join(" || ")) })
    }

    fn mvt(&self, name: &str) -> Option<u16> {
        let def = self.rk.def(name).filter(|&d| self.rk.is_subclass_of_name(d, "ValueType"))?;
        u16::try_from(self.rk.value_as_int(def, "Value").ok()?).ok()
    }
}

/// The Rust constant of a `SubtargetFeature` def (its name, made an
/// identifier).
fn feature_constant(def: &str) -> String {
    let mut s: String = def.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    s
}

/// `feature`: the numbers of the features the defaults read.
fn feature_constants(s: &mut String, rk: &RecordKeeper, used: &[String]) {
    s.push_str("/// The subtarget features the hook defaults read, by their number in\n");
    s.push_str("/// `-gen-subtarget`'s `Feature` (LLVM's enum, in name order).\n");
    s.push_str("#[allow(dead_code, non_upper_case_globals)]\npub mod feature {\n");
    // Each feature sets one field, so appears once; by number.
    let mut rows: Vec<(u16, RecId, String)> = feature_getters(rk)
        .into_iter()
        .flat_map(|g| g.features.into_iter().map(move |(n, f)| (n, f, g.field.clone())))
        .filter(|(_, f, _)| used.binary_search(&feature_constant(rk.name_str(*f))).is_ok())
        .collect();
    rows.sort_by_key(|r| r.0);
    for (n, f, field) in rows {
        let def = rk.name_str(f);
        let _ = writeln!(s, "    /// `{def}` (sets `{field}`).\n    pub const {}: u16 = {n};", feature_constant(def));
    }
    s.push_str("}\n\n");
}

/// The default body of a `Predicate` record's method, or `None`.
fn condition_default(env: &HookEnv<'_>, code: &str, hook: &str) -> Option<(String, &'static [&'static str])> {
    let body = cxx::translate(code, cxx::Kind::Condition, env)?;
    let text = cxx::rust::body(&body, cxx::rust::Scope { cxx: "cxx", node: "node", dag: "dag", hook }, "        ");
    let unused: &'static [&'static str] = if text.contains("(dag)") { &[] } else { &["dag"] };
    Some((text, unused))
}

/// The default body of a node predicate, or `None`.
fn predicate_default(env: &HookEnv<'_>, code: &str, hook: &str) -> Option<(String, &'static [&'static str])> {
    let body = cxx::translate(code, cxx::Kind::Predicate, env)?;
    let uses_node = body.any(&|e| matches!(e, cxx::Expr::SExt | cxx::Expr::ZExt | cxx::Expr::HasOneUse));
    let uses_dag = uses_node || body.any(&|e| matches!(e, cxx::Expr::Subtarget(c) if c.contains("(dag)")));
    let text = cxx::rust::body(&body, cxx::rust::Scope { cxx: "cxx", node: "node", dag: "dag", hook }, "        ");
    let unused: &'static [&'static str] = match (uses_dag, uses_node) {
        (true, true) => &[],
        (true, false) => &["node"],
        (false, true) => &["dag"],
        (false, false) => &["dag", "node"],
    };
    Some((text, unused))
}

/// The default body of a transform on a `ConstantSDNode`, or `None`.
fn xform_default(
    env: &HookEnv<'_>,
    x: &super::table::XFormHook,
    hook: &str,
) -> Option<(String, &'static [&'static str])> {
    if x.node_class != "ConstantSDNode" {
        return None;
    }
    let body = cxx::translate(&x.code, cxx::Kind::ConstantXform, env)?;
    let text =
        cxx::rust::body(&body, cxx::rust::Scope { cxx: "cxx", node: "value.node", dag: "&*dag", hook }, "        ");
    Some((text, &[]))
}

/// A name for a pattern predicate from its C++ condition: the functions
/// it calls, conjunct by conjunct (`(Subtarget->hasStdExtM()) &&
/// !((Subtarget->is64Bit()))` → `has_std_ext_m_and_not_is64_bit`).
fn pattern_name(cpp: &str, index: usize) -> String {
    let mut parts = Vec::new();
    for conj in split_and(cpp) {
        let neg = conj.trim_start_matches(['(', ' ']).starts_with('!');
        let calls = called(conj);
        if calls.is_empty() {
            return format!("pattern_predicate_{index}");
        }
        parts.push(format!("{}{}", if neg { "not " } else { "" }, calls.join(" ")));
    }
    let name = snake(&parts.join(" and "));
    if name.len() > 72 || parts.is_empty() {
        format!("pattern_predicate_{index}")
    } else {
        name
    }
}

/// The conjuncts of `a && b && c` at parenthesis depth 0.
fn split_and(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'(' => depth += 1,
            b')' => depth -= 1,
            b'&' if depth == 0 && b.get(i + 1) == Some(&b'&') => {
                out.push(&s[start..i]);
                start = i + 2;
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(&s[start..]);
    out
}

/// The identifiers called in `s` (followed by `(`), but `Subtarget`-like
/// accessors.
fn called(s: &str) -> Vec<&str> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            let st = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            if b.get(i) == Some(&b'(') && !matches!(&s[st..i], "getSubtarget" | "get") {
                out.push(&s[st..i]);
            }
        } else {
            i += 1;
        }
    }
    out
}

fn cpp_block(text: &str) -> String {
    format!("```text\n{}\n```", text.trim_matches('\n'))
}

fn hooks(s: &mut String, rk: &RecordKeeper, m: &DagIselModel, runtime: &str) {
    let h = &m.hooks;
    let mut namer = Namer::default();
    for reserved in [
        "pattern_predicate",
        "node_predicate",
        "node_predicate_with_operands",
        "complex_pattern",
        "node_xform",
        "instr_may_load",
        "instr_may_store",
        "is_profitable_to_fold",
        "is_legal_to_fold",
        "coverage",
    ] {
        namer.reserve(reserved);
    }
    namer.reserve("features");
    let conditions: Vec<Option<&PredicateCondition>> = (0..h.pattern_predicates.len())
        .map(|i| h.pattern_conditions.get(i).and_then(Option::as_ref).filter(|c| c.hw_mode != ModeCheck::Other))
        .collect();
    // One method per `Predicate` record the conditions are made of, by name.
    let mut records: Vec<RecId> = Vec::new();
    for c in conditions.iter().flatten() {
        records.extend(&c.predicates);
        match &c.hw_mode {
            ModeCheck::In(v) => records.extend(v),
            ModeCheck::NotIn(vs) => records.extend(vs.iter().flatten()),
            ModeCheck::Always | ModeCheck::Other => {}
        }
    }
    records.sort_by(|a, b| compare_numeric(rk.name_str(*a), rk.name_str(*b)));
    records.dedup();
    let cond_of = |r: RecId| rk.value_as_string(r, "CondString").unwrap_or("");
    let mut record_methods: Vec<Method> = records
        .iter()
        .map(|&r| Method {
            name: namer.unique(snake(rk.name_str(r))),
            doc: format!(
                "Pattern predicate `{}` (the `Predicate` record's C++ `CondString`):\n{}",
                rk.name_str(r),
                cpp_block(cond_of(r))
            ),
            default: None,
        })
        .collect();
    // A condition not made of records keeps a method of its own.
    let fallback: Vec<(usize, Method)> = h
        .pattern_predicates
        .iter()
        .enumerate()
        .filter(|(i, _)| conditions[*i].is_none())
        .map(|(i, p)| {
            let m = Method {
                name: namer.unique(pattern_name(p, i)),
                doc: format!("Pattern predicate {i} (C++ `CheckPatternPredicate`):\n{}", cpp_block(p)),
                default: None,
            };
            (i, m)
        })
        .collect();
    let env = HookEnv {
        rk,
        records: records.iter().map(|&r| cond_of(r)).zip(record_methods.iter().map(|m| m.name.clone())).collect(),
        getters: feature_getters(rk)
            .into_iter()
            .map(|g| (g.getter, g.features.iter().map(|&(_, f)| feature_constant(rk.name_str(f))).collect()))
            .collect(),
        current: std::cell::Cell::new(None),
        used_features: std::cell::RefCell::new(Vec::new()),
    };
    for k in 0..records.len() {
        let cond = cond_of(records[k]);
        // A record with the same C++ as an earlier one answers as it does.
        let same = (0..k).find(|&j| cond_of(records[j]) == cond);
        let default = match same {
            Some(j) => Some((format!("        self.{}(dag)\n", record_methods[j].name), &[][..])),
            None => {
                env.current.set(Some(cond));
                let d = condition_default(&env, cond, &record_methods[k].name);
                env.current.set(None);
                d
            }
        };
        record_methods[k].default = default;
    }
    let node_pred = |namer: &mut Namer, kind: &str, i: usize, p: &super::table::NodePredicate| {
        let name = namer.unique(snake(p.fn_names.first().map_or("predicate", String::as_str)));
        Method {
            doc: format!(
                "Node predicate {i} (C++ `{kind}`), of {}:\n{}",
                p.fn_names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", "),
                cpp_block(&p.code)
            ),
            default: None,
            name,
        }
    };
    let node: Vec<Method> = h
        .node_predicates
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut m = node_pred(&mut namer, "CheckNodePredicate", i, p);
            m.default = predicate_default(&env, &p.code, &m.name);
            m
        })
        .collect();
    let node_ops: Vec<Method> = h
        .node_predicates_with_operands
        .iter()
        .enumerate()
        .map(|(i, p)| node_pred(&mut namer, "CheckNodePredicateWithOperands", i, p))
        .collect();
    // Complex patterns calling the same C++ the same way share a method.
    let mut complex: Vec<Method> = Vec::new();
    let mut complex_of: Vec<usize> = Vec::new();
    let mut seen: Vec<(String, u32, bool, bool, usize)> = Vec::new();
    for (i, c) in h.complex_patterns.iter().enumerate() {
        let key = (c.select_func.clone(), c.results, c.want_root, c.want_parent);
        if let Some(k) = seen.iter().find(|x| (x.0.clone(), x.1, x.2, x.3) == key).map(|x| x.4) {
            complex_of.push(k);
            let _ = write!(complex[k].doc, "\n\nAlso complex pattern {i} (`{}`).", c.record);
            continue;
        }
        let mut args = Vec::new();
        if c.want_root {
            args.push("Root");
        }
        if c.want_parent {
            args.push("Parent");
        }
        args.push("N");
        let doc = format!(
            "Complex pattern {i} (`{}`, C++ `CheckComplexPattern`): C++ `{}({}, ...)`. On a match, push its {} result{}{} onto `results` and return `true`.",
            c.record,
            c.select_func,
            args.join(", "),
            c.results,
            if c.results == 1 { "" } else { "s" },
            if c.chain { " (the last: the chain)" } else { "" }
        );
        seen.push((c.select_func.clone(), c.results, c.want_root, c.want_parent, complex.len()));
        complex_of.push(complex.len());
        let base = if c.select_func.is_empty() { c.record.as_str() } else { c.select_func.as_str() };
        complex.push(Method { name: namer.unique(snake(base)), doc, default: None });
    }
    let xforms: Vec<Method> = h
        .xforms
        .iter()
        .enumerate()
        .map(|(i, x)| {
            let name = namer.unique(format!("xform_{}", snake(&x.name)));
            Method {
                doc: format!(
                    "Node transform {i}, `{}` (C++ `RunSDNodeXForm`), on a `{}`:\n{}",
                    x.name,
                    x.node_class,
                    cpp_block(&x.code)
                ),
                default: xform_default(&env, x, &name),
                name,
            }
        })
        .collect();

    // The trait.
    let mut used = env.used_features.borrow().clone();
    used.sort();
    used.dedup();
    if !used.is_empty() {
        feature_constants(s, rk, &used);
    }
    s.push_str("/// The target code the matcher table calls: one method per hook, named after\n");
    s.push_str("/// the predicate, fragment, select function or transform, with its C++.\n");
    s.push_str("/// Implement it for the target's selector and run the table with [`select`].\n");
    s.push_str("#[allow(dead_code)]\npub trait TargetHooks<D: SelectionDag> {\n");
    let method = |s: &mut String, mm: &Method, sig: &str| {
        doc_lines(s, "    ", &mm.doc);
        match &mm.default {
            None => {
                let _ = writeln!(s, "    fn {}{sig};", mm.name);
            }
            Some((body, unused)) => {
                doc_lines(s, "    ", "\nDefault: the C++ above, translated.");
                // The C++'s own spelling of ranges and conditions, kept.
                s.push_str("    #[allow(clippy::manual_range_contains, clippy::nonminimal_bool)]\n");
                let mut sig = sig.to_owned();
                for p in *unused {
                    sig = sig.replacen(&format!("{p}: "), &format!("_{p}: "), 1);
                }
                let _ = write!(s, "    fn {}{sig} {{\n{body}    }}\n", mm.name);
            }
        }
    };
    if !used.is_empty() {
        s.push_str("    /// The subtarget's feature bits (C++ `Subtarget->getFeatureBits()`), 64 to a\n");
        s.push_str("    /// word, numbered as `-gen-subtarget`'s `Feature` (the subtarget module's\n");
        s.push_str("    /// `features_for` computes them): what the defaults of feature checks read.\n");
        s.push_str("    fn features(&self) -> &[u64];\n");
    }
    for mm in record_methods.iter().chain(fallback.iter().map(|(_, m)| m)) {
        method(s, mm, "(&self, dag: &D) -> Result<bool, IselError>");
    }
    for mm in &node {
        method(s, mm, "(&self, dag: &D, node: D::Node) -> Result<bool, IselError>");
    }
    for mm in &node_ops {
        method(s, mm, "(&self, dag: &D, node: D::Node, operands: &[SdValue<D::Node>]) -> Result<bool, IselError>");
    }
    for mm in &complex {
        method(
            s,
            mm,
            "(\n        &mut self,\n        dag: &mut D,\n        root: D::Node,\n        parent: Option<D::Node>,\n        value: SdValue<D::Node>,\n        results: &mut alloc::vec::Vec<SdValue<D::Node>>,\n    ) -> Result<bool, IselError>",
        );
    }
    for mm in &xforms {
        method(s, mm, "(&mut self, dag: &mut D, value: SdValue<D::Node>) -> Result<SdValue<D::Node>, IselError>");
    }
    let _ = write!(
        s,
        r#"    /// C++ `SelectionDAGISel::IsProfitableToFold`. Default: LLVM's.
    fn is_profitable_to_fold(&self, dag: &D, value: SdValue<D::Node>, user: D::Node, root: D::Node) -> bool {{
        let _ = (user, root);
        {runtime}::isel::has_one_use(dag, value)
    }}
    /// C++ `SelectionDAGISel::IsLegalToFold`. Default: LLVM's.
    fn is_legal_to_fold(
        &self,
        dag: &D,
        value: SdValue<D::Node>,
        user: D::Node,
        root: D::Node,
        ignore_chains: bool,
    ) -> bool {{
        {runtime}::isel::is_legal_to_fold(dag, value, user, root, ignore_chains)
    }}
    /// `OPC_Coverage` (`-instrument-coverage`). Default: nothing.
    fn coverage(&mut self, pattern: u16) {{
        let _ = pattern;
    }}
}}

/// Runs [`MATCHER_TABLE`] (or another table of this module's numbering) on
/// `node` with the target's hooks: the runtime's `select`, the table's hook
/// indices answered by `hooks`' [`TargetHooks`] methods.
#[allow(dead_code)]
pub fn select<D: SelectionDag, T: TargetHooks<D>>(
    dag: &mut D,
    hooks: &mut T,
    matcher: &Matcher<'_>,
    node: D::Node,
) -> Result<Selected<D::Node>, IselError> {{
    {runtime}::isel::select(dag, &mut Dispatch(hooks), matcher, node)
}}

"#,
    );

    // The dispatch.
    s.push_str("/// The runtime's [`IselHooks`] (hooks by index) of a [`TargetHooks`]\n");
    s.push_str("/// implementor, for [`select`]; an index the table does not use is\n");
    s.push_str("/// [`IselError::UnknownHook`]. Only needed to call the hooks by index.\n");
    s.push_str("#[allow(dead_code)]\npub struct Dispatch<'a, T>(pub &'a mut T);\n\n");
    s.push_str("impl<D: SelectionDag, T: TargetHooks<D>> IselHooks<D> for Dispatch<'_, T> {\n");
    let dispatch = |s: &mut String, sig: &str, kind: &str, unused: &str, arms: Vec<(usize, String)>| {
        let _ = writeln!(s, "    {sig} {{");
        if kind == "PatternPredicate" && !arms.is_empty() {
            s.push_str("        let h = &*self.0;\n");
        }
        if arms.is_empty() {
            let _ = writeln!(s, "        let _ = {unused};");
            let _ = writeln!(s, "        Err(IselError::UnknownHook {{ kind: HookKind::{kind}, index }})");
        } else {
            s.push_str("        match index {\n");
            for (i, call) in arms {
                let _ = writeln!(s, "            {i} => {call},");
            }
            let _ = writeln!(s, "            _ => Err(IselError::UnknownHook {{ kind: HookKind::{kind}, index }}),");
            s.push_str("        }\n");
        }
        s.push_str("    }\n");
    };
    let call = |name: &str, args: &str| format!("<T as TargetHooks<D>>::{name}({args})");
    // `&self` methods read the hooks, `&mut self` ones change them.
    let (shared, unique) = ("&*self.0", "&mut *self.0");
    let record_call = |r: &RecId| {
        let k = records.binary_search_by(|x| compare_numeric(rk.name_str(*x), rk.name_str(*r))).unwrap_or(0);
        format!("h.{}(dag)?", record_methods[k].name)
    };
    let pattern_arms: Vec<(usize, String)> = (0..h.pattern_predicates.len())
        .map(|i| {
            let Some(c) = conditions[i] else {
                let name = fallback.iter().find(|(j, _)| *j == i).map_or("", |(_, m)| m.name.as_str());
                return (i, format!("h.{name}(dag)"));
            };
            let mut terms: Vec<String> = c.predicates.iter().map(record_call).collect();
            match &c.hw_mode {
                ModeCheck::In(v) => terms.extend(v.iter().map(record_call)),
                ModeCheck::NotIn(vs) => terms.extend(vs.iter().map(|v| match v.len() {
                    0 => "false".to_owned(),
                    1 => format!("!{}", record_call(&v[0])),
                    _ => format!("!({})", v.iter().map(record_call).collect::<Vec<_>>().join(" && ")),
                })),
                ModeCheck::Always | ModeCheck::Other => {}
            }
            if terms.is_empty() {
                terms.push("true".to_owned());
            }
            (i, format!("Ok({})", terms.join(" && ")))
        })
        .collect();
    dispatch(
        s,
        "fn pattern_predicate(&self, dag: &D, index: u32) -> Result<bool, IselError>",
        "PatternPredicate",
        "dag",
        pattern_arms,
    );
    dispatch(
        s,
        "fn node_predicate(&self, dag: &D, node: D::Node, index: u32) -> Result<bool, IselError>",
        "NodePredicate",
        "(dag, node)",
        node.iter().enumerate().map(|(i, mm)| (i, call(&mm.name, &format!("{shared}, dag, node")))).collect(),
    );
    dispatch(
        s,
        "fn node_predicate_with_operands(\n        &self,\n        dag: &D,\n        node: D::Node,\n        index: u32,\n        operands: &[SdValue<D::Node>],\n    ) -> Result<bool, IselError>",
        "NodePredicateWithOperands",
        "(dag, node, operands)",
        node_ops.iter().enumerate().map(|(i, mm)| (i, call(&mm.name, &format!("{shared}, dag, node, operands")))).collect(),
    );
    dispatch(
        s,
        "fn complex_pattern(\n        &mut self,\n        dag: &mut D,\n        root: D::Node,\n        parent: Option<D::Node>,\n        value: SdValue<D::Node>,\n        index: u32,\n        results: &mut alloc::vec::Vec<SdValue<D::Node>>,\n    ) -> Result<bool, IselError>",
        "ComplexPattern",
        "(dag, root, parent, value, results)",
        complex_of
            .iter()
            .enumerate()
            .map(|(i, &k)| (i, call(&complex[k].name, &format!("{unique}, dag, root, parent, value, results"))))
            .collect(),
    );
    dispatch(
        s,
        "fn node_xform(&mut self, dag: &mut D, value: SdValue<D::Node>, index: u32) -> Result<SdValue<D::Node>, IselError>",
        "NodeXForm",
        "(dag, value)",
        xforms.iter().enumerate().map(|(i, mm)| (i, call(&mm.name, &format!("{unique}, dag, value")))).collect(),
    );
    s.push_str(
        r#"    fn instr_may_load(&self, opcode: u16) -> bool {
        MAY_LOAD.binary_search(&opcode).is_ok()
    }
    fn instr_may_store(&self, opcode: u16) -> bool {
        MAY_STORE.binary_search(&opcode).is_ok()
    }
    fn is_profitable_to_fold(&self, dag: &D, value: SdValue<D::Node>, user: D::Node, root: D::Node) -> bool {
        <T as TargetHooks<D>>::is_profitable_to_fold(&*self.0, dag, value, user, root)
    }
    fn is_legal_to_fold(
        &self,
        dag: &D,
        value: SdValue<D::Node>,
        user: D::Node,
        root: D::Node,
        ignore_chains: bool,
    ) -> bool {
        <T as TargetHooks<D>>::is_legal_to_fold(&*self.0, dag, value, user, root, ignore_chains)
    }
    fn coverage(&mut self, pattern: u16) {
        <T as TargetHooks<D>>::coverage(&mut *self.0, pattern)
    }
}

"#,
    );
}

#[cfg(test)]
mod byte_text_tests {
    use super::{push_decimal, push_hex_escape};

    #[test]
    fn byte_spellings_are_what_format_gives() {
        for b in 0..=255u8 {
            let (mut d, mut h) = (String::new(), String::new());
            push_decimal(&mut d, b);
            push_hex_escape(&mut h, b);
            assert_eq!(d, format!("{b}"));
            assert_eq!(h, format!("\\x{b:02x}"));
        }
    }
}

#[cfg(test)]
mod runtime_tests {
    use tablegen_core::parser::{parse_source, ParseOptions};

    use crate::backend::{Backend, Lang, Options, Records, RUST_RUNTIME};

    /// The Rust module of the golden corpus' small dag-isel target.
    fn module(opts: &Options) -> String {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");
        let src = std::fs::read_to_string(format!("{dir}/own/dag_isel/tiny.td")).expect("tiny.td");
        let parse = ParseOptions { include_dirs: vec![format!("{dir}/include").into()], ..Default::default() };
        let Ok(mut rk) = parse_source("tiny.td", &src, &parse) else { panic!("tiny.td does not parse") };
        super::super::BACKEND.emit(&mut Records::new(&mut rk), opts, Lang::Rust).expect("emits")
    }

    #[test]
    fn the_module_checks_the_runtime_version_at_the_runtime_path() {
        let text = module(&Options::default());
        let check =
            format!("const _: () = assert!(\n    ::tablegen_runtime::VERSION == {},\n", tablegen_runtime::VERSION);
        assert!(text.contains(&check), "{text}");
        assert!(text.contains("pub use ::tablegen_runtime::isel::{"), "{text}");
        assert!(text.contains("    ::tablegen_runtime::isel::select(dag, &mut Dispatch(hooks), matcher, node)\n"));

        let mut opts = Options::default();
        opts.set(&RUST_RUNTIME, "crate::rt").expect("a string option takes any value");
        let text = module(&opts);
        assert!(text.contains("    crate::rt::VERSION == "), "{text}");
        assert!(!text.contains("tablegen_runtime::"), "{text}");
    }
}
