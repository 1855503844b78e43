//! The C++ driver: includes LLVM's `.inc` section by section, each guard in
//! its own namespace with the row structs it needs, then calls every
//! lookup of the [`Plan`] and dumps enums and tables.
//!
//! It includes two files next to it: the `.inc` itself and a numbering
//! header that provides `Intrinsic::<name>` (LLVM's intrinsic IDs) and
//! `probe_opcodes::<name>` (the reference opcode numbering) when the tables
//! refer to intrinsics or instructions.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;

use super::{is_code_column, Arg, Plan};
use tablegen_build::backends::searchable::{FieldKind, GenericTable, Tables, Value};
use tablegen_build::tablegen_core::RecordKeeper;

/// The sections that share one preprocessor guard stem.
struct Group {
    guard: String,
    enums: Vec<usize>,
    tables: Vec<usize>,
}

/// A C++ string literal with exactly the bytes of `s` (octal escapes, so
/// no following character can extend them).
fn c_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for b in s.bytes() {
        match b {
            b'"' | b'\\' | b'?' => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out.push('"');
    out
}

/// `A::B::T` as (`["A", "B"]`, `"T"`).
fn split_qualified(name: &str) -> (Vec<&str>, &str) {
    let mut parts: Vec<&str> = name.split("::").collect();
    let last = parts.pop().unwrap_or("");
    (parts.into_iter().filter(|p| !p.is_empty()).collect(), last)
}

/// Wraps `body` in the namespaces `ns`.
fn in_namespaces(ns: &[&str], body: &str) -> String {
    let mut s = String::new();
    for n in ns {
        let _ = write!(s, "namespace {n} {{ ");
    }
    s.push_str(body);
    for _ in ns {
        s.push_str(" }");
    }
    s
}

const CPP_WORDS: &[&str] = &[
    "alignof",
    "and",
    "auto",
    "bitand",
    "bitor",
    "bool",
    "char",
    "class",
    "compl",
    "const",
    "const_cast",
    "constexpr",
    "decltype",
    "delete",
    "double",
    "dynamic_cast",
    "enum",
    "false",
    "float",
    "int",
    "long",
    "new",
    "not",
    "nullptr",
    "operator",
    "or",
    "reinterpret_cast",
    "short",
    "signed",
    "sizeof",
    "static_cast",
    "struct",
    "template",
    "this",
    "true",
    "typename",
    "unsigned",
    "void",
    "xor",
    "Intrinsic",
    "llvm",
    "std",
];

/// The identifiers C++ code values mention, to declare them: unqualified
/// names, and qualified ones by namespace path.
#[derive(Default)]
struct CodeNames {
    plain: BTreeSet<String>,
    qualified: BTreeMap<Vec<String>, BTreeSet<String>>,
}

impl CodeNames {
    fn scan(&mut self, text: &str, known: &HashMap<String, ()>) {
        let b = text.as_bytes();
        let mut i = 0;
        let mut prev_member = false;
        while i < b.len() {
            let c = b[i];
            if c == b'"' || c == b'\'' {
                // Skip a literal.
                i += 1;
                while i < b.len() && b[i] != c {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                prev_member = false;
            } else if c.is_ascii_digit() {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                    i += 1;
                }
                prev_member = false;
            } else if c.is_ascii_alphabetic() || c == b'_' {
                let mut chain = Vec::new();
                loop {
                    let start = i;
                    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                        i += 1;
                    }
                    chain.push(text[start..i].to_string());
                    if text[i..].starts_with("::")
                        && text[i + 2..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                    {
                        i += 2;
                    } else {
                        break;
                    }
                }
                if !prev_member && !CPP_WORDS.contains(&chain[0].as_str()) && !known.contains_key(&chain[0]) {
                    let leaf = chain.pop().unwrap_or_default();
                    if chain.is_empty() {
                        self.plain.insert(leaf);
                    } else {
                        self.qualified.entry(chain).or_default().insert(leaf);
                    }
                }
                prev_member = false;
            } else {
                prev_member = c == b'.' || (c == b'>' && i > 0 && b[i - 1] == b'-');
                i += 1;
            }
        }
    }

    fn declare(&self, out: &mut String) {
        for n in &self.plain {
            if !self.qualified.keys().any(|k| k[0] == *n) {
                let _ = writeln!(out, "constexpr int {n} = 0;");
            }
        }
        for (path, leaves) in &self.qualified {
            let ns: Vec<&str> = path.iter().map(String::as_str).collect();
            let body: String = leaves.iter().map(|l| format!("constexpr int {l} = 0; ")).collect();
            let _ = writeln!(out, "{}", in_namespaces(&ns, body.trim_end()));
        }
    }
}

struct Writer<'a> {
    rk: &'a RecordKeeper,
    t: &'a Tables,
    groups: Vec<Group>,
    /// The group of every enum and table.
    enum_group: Vec<usize>,
    table_group: Vec<usize>,
    out: String,
}

impl Writer<'_> {
    fn ns(&self, group: usize) -> String {
        format!("::pg_{group}")
    }

    /// The C++ type of a row struct field.
    fn field_type(&self, table: &GenericTable, f: usize) -> String {
        if is_code_column(table, f) {
            return "ProbeCode".into();
        }
        match table.fields[f].kind {
            FieldKind::String | FieldKind::Code => "const char *".into(),
            FieldKind::Bit => "bool".into(),
            FieldKind::Bits(n) => match n {
                0..=8 => "uint8_t".into(),
                9..=16 => "uint16_t".into(),
                17..=32 => "uint32_t".into(),
                _ => "uint64_t".into(),
            },
            FieldKind::Enum(e) => format!("{}::{}", self.ns(self.enum_group[e]), self.t.enums[e].name),
            FieldKind::Intrinsic | FieldKind::Instruction => "unsigned".into(),
        }
    }

    /// The statement appending the canonical text of `expr`, a value of
    /// field `f`.
    fn print_field(&self, table: &GenericTable, f: usize, expr: &str) -> String {
        match table.fields[f].kind {
            FieldKind::String | FieldKind::Code => format!("ps({expr});"),
            FieldKind::Bit => format!("pu({expr} ? 1 : 0);"),
            FieldKind::Enum(_) => format!("pi((long long){expr});"),
            _ => format!("pu((unsigned long long){expr});"),
        }
    }

    fn prelude(&mut self, inc: &str, numbering: &str) {
        let _ = write!(
            self.out,
            "// The C++ side of the searchable-tables differential probe: calls every\n\
             // lookup of `{inc}` and prints one canonical line per call.\n\
             // Generated by tests/generated/probe (cpp.rs); build with\n\
             //   g++ -std=c++17 -DLLVM_DISABLE_ABI_BREAKING_CHECKS_ENFORCING=1 -I /usr/lib/llvm-19/include\n\
             #include <cstdint>\n#include <cstdio>\n#include <iterator>\n#include <string>\n#include <algorithm>\n\
             #include \"llvm/ADT/ArrayRef.h\"\n#include \"llvm/ADT/StringRef.h\"\n#include \"llvm/ADT/iterator_range.h\"\n\
             #include \"{numbering}\"\n\n\
             using llvm::ArrayRef;\nusing llvm::StringRef;\n\n\
             // `code` fields hold arbitrary C++ text: a type constructible from anything.\n\
             struct ProbeCode {{\n  template <class... A> constexpr ProbeCode(A &&...) {{}}\n}};\n\n"
        );
    }

    fn code_names(&self) -> CodeNames {
        let mut known: HashMap<String, ()> = HashMap::new();
        for e in &self.t.enums {
            known.insert(e.name.clone(), ());
            for en in &e.entries {
                known.insert(en.name.clone(), ());
            }
        }
        for t in &self.t.tables {
            known.insert(t.name.clone(), ());
            for v in &t.values {
                if let Value::Instruction(r) = v {
                    known.insert(self.rk.name_str(*r).to_string(), ());
                }
            }
        }
        let mut names = CodeNames::default();
        for t in &self.t.tables {
            for f in 0..t.fields.len() {
                if is_code_column(t, f) {
                    for r in 0..t.entries.len() {
                        if let Value::Code(i) | Value::String(i) = t.value(r, f) {
                            names.scan(self.rk.inits.as_str(*i).unwrap_or(""), &known);
                        }
                    }
                }
            }
        }
        names
    }

    fn group(&mut self, g: usize, inc: &str) {
        let group = &self.groups[g];
        let mut s = String::new();
        let _ = writeln!(s, "// ---- GET_{}_*", group.guard);
        let _ = writeln!(s, "namespace pg_{g} {{");
        // Enums of other groups that the tables name.
        let mut uses = BTreeSet::new();
        let mut opcodes = BTreeSet::new();
        for &t in &group.tables {
            let table = &self.t.tables[t];
            for (f, field) in table.fields.iter().enumerate() {
                if let Some(e) = field.generic_enum {
                    if (0..table.entries.len()).any(|r| matches!(table.value(r, f), Value::Enum(_))) {
                        uses.insert(self.enum_group[e]);
                    }
                }
            }
            for v in &table.values {
                if let Value::Instruction(r) = v {
                    opcodes.insert(self.rk.name_str(*r));
                }
            }
        }
        uses.remove(&g);
        for u in uses {
            let _ = writeln!(s, "using namespace pg_{u};");
        }
        for o in opcodes {
            let _ = writeln!(s, "using probe_opcodes::{o};");
        }
        // Row structs: declared before the DECL section (its functions
        // return pointers to them), defined after it (they may hold its
        // enums).
        let mut structs: Vec<(String, usize)> = Vec::new();
        for &t in &group.tables {
            let name = &self.t.tables[t].cpp_type_name;
            if !structs.iter().any(|(n, _)| n == name) {
                structs.push((name.clone(), t));
            }
        }
        for (name, _) in &structs {
            let (ns, leaf) = split_qualified(name);
            let _ = writeln!(s, "{}", in_namespaces(&ns, &format!("struct {leaf};")));
        }
        let _ = writeln!(s, "#define GET_{}_DECL\n#include \"{inc}\"", group.guard);
        for (name, t) in &structs {
            let table = &self.t.tables[*t];
            let (ns, leaf) = split_qualified(name);
            let mut body = format!("struct {leaf} {{\n");
            for (f, field) in table.fields.iter().enumerate() {
                let _ = writeln!(body, "  {} {};", self.field_type(table, f), field.name);
            }
            body.push('}');
            body.push(';');
            let _ = writeln!(s, "{}", in_namespaces(&ns, &body));
        }
        if !group.tables.is_empty() {
            let _ = writeln!(s, "#define GET_{}_IMPL\n#include \"{inc}\"", group.guard);
        }
        let _ = writeln!(s, "}} // namespace pg_{g}\n");
        self.out.push_str(&s);
    }

    fn dumps(&mut self) {
        let mut s = String::from("static void dumpEnums() {\n");
        for (e, en) in self.t.enums.iter().enumerate() {
            if en.entries.is_empty() {
                continue;
            }
            let ns = self.ns(self.enum_group[e]);
            let _ = writeln!(s, "  {{\n    static const struct {{ const char *n; long long v; }} E[] = {{");
            for entry in &en.entries {
                let _ = writeln!(s, "      {{\"{}\", {ns}::{}}},", entry.name, entry.name);
            }
            let _ = writeln!(
                s,
                "    }};\n    for (const auto &x : E) {{ out += \"enum {} \"; out += x.n; out += \" = \"; pi(x.v); out += '\\n'; }}\n  }}",
                en.name
            );
        }
        s.push_str("}\n\nstatic void dumpTables() {\n");
        for (t, table) in self.t.tables.iter().enumerate() {
            let arr = format!("{}::{}", self.ns(self.table_group[t]), table.name);
            if table.entries.is_empty() {
                let _ = writeln!(s, "  out += \"table {} 0\\n\";", table.name);
                continue;
            }
            let _ = writeln!(s, "  {{\n    const auto &T = {arr};");
            let _ = writeln!(s, "    out += \"table {} \"; pu(std::size(T)); out += '\\n';", table.name);
            let _ = writeln!(s, "    for (size_t i = 0; i < std::size(T); ++i) {{");
            let _ =
                writeln!(s, "      const auto &r = T[i];\n      out += \"{}[\"; pu(i); out += \"] =\";", table.name);
            for (f, field) in table.fields.iter().enumerate() {
                if is_code_column(table, f) {
                    continue;
                }
                let _ = writeln!(s, "      out += ' '; {}", self.print_field(table, f, &format!("r.{}", field.name)));
            }
            s.push_str("      out += '\\n';\n    }\n  }\n");
        }
        s.push_str("}\n\n");
        self.out.push_str(&s);
    }

    /// The C++ initializer of one key argument, its member type, how it is
    /// passed and printed.
    fn arg(&self, table: &GenericTable, f: usize, group: usize, a: &Arg) -> String {
        match a {
            Arg::Str(s) => c_str(s),
            Arg::Bool(b) => b.to_string(),
            Arg::Int(n) => format!("{n}ULL"),
            Arg::Enum(k) => {
                let e = match table.fields[f].kind {
                    FieldKind::Enum(e) => e,
                    _ => unreachable!("enum argument for a non-enum field"),
                };
                format!("{}::{}", self.ns(self.enum_group[e]), self.t.enums[e].entries[*k].name)
            }
            Arg::Intrinsic(i) => format!("Intrinsic::{}", self.t.intrinsics[*i].enum_name),
            Arg::Instruction(r) => format!("{}::{}", self.ns(group), self.rk.name_str(*r)),
        }
    }

    fn lookup(&mut self, n: usize, plan: &Plan) {
        let l = &plan.lookups[n];
        let table = &self.t.tables[l.table];
        let index = l.search_index(self.t);
        let g = self.table_group[l.table];
        let mut s = format!("static void probe{n}() {{\n");
        if l.keys.is_empty() {
            s.push_str("}\n\n");
            self.out.push_str(&s);
            return;
        }
        // Member types: what the argument converts from without loss.
        let members: Vec<&str> = index
            .fields
            .iter()
            .map(|&f| match table.fields[f].kind {
                FieldKind::String | FieldKind::Code => "const char *",
                FieldKind::Bit => "bool",
                FieldKind::Enum(_) => "long long",
                _ => "unsigned long long",
            })
            .collect();
        let decl: String = members.iter().enumerate().map(|(k, m)| format!("{m} a{k}; ")).collect();
        let _ = writeln!(s, "  static const struct {{ {decl}}} K[] = {{");
        for key in &l.keys {
            let vals: Vec<String> = index.fields.iter().zip(key).map(|(&f, a)| self.arg(table, f, g, a)).collect();
            let _ = writeln!(s, "    {{{}}},", vals.join(", "));
        }
        s.push_str("  };\n  for (const auto &k : K) {\n");
        let call_args: Vec<String> = index
            .fields
            .iter()
            .enumerate()
            .map(|(k, &f)| match table.fields[f].kind {
                FieldKind::Enum(_) => format!("(unsigned)k.a{k}"),
                _ => format!("k.a{k}"),
            })
            .collect();
        let _ = writeln!(s, "    auto r = {}::{}({});", self.ns(g), index.name, call_args.join(", "));
        let _ = writeln!(s, "    out += \"{}(\";", index.name);
        for (k, &f) in index.fields.iter().enumerate() {
            if k > 0 {
                s.push_str("    out += \", \";\n");
            }
            let p = match table.fields[f].kind {
                FieldKind::String | FieldKind::Code => format!("ps(k.a{k});"),
                FieldKind::Bit => format!("pu(k.a{k} ? 1 : 0);"),
                FieldKind::Enum(_) => format!("pi(k.a{k});"),
                _ => format!("pu(k.a{k});"),
            };
            let _ = writeln!(s, "    {p}");
        }
        let arr = format!("{}::{}", self.ns(g), table.name);
        if index.return_range {
            let _ = writeln!(
                s,
                "    out += \") = range \"; pu(r.begin() - {arr}); out += ' '; pu(r.end() - {arr}); out += '\\n';"
            );
        } else {
            let _ = writeln!(
                s,
                "    out += \") = \";\n    if (r) {{ out += \"row \"; pu(r - {arr}); }} else out += \"none\";\n    out += '\\n';"
            );
        }
        s.push_str("  }\n}\n\n");
        self.out.push_str(&s);
    }
}

/// The C++ driver for `tables`, including the `.inc` as `inc` and the
/// numbering header as `numbering` (both relative to the driver).
pub fn cpp_driver(rk: &RecordKeeper, tables: &Tables, plan: &Plan, inc: &str, numbering: &str) -> String {
    let mut groups: Vec<Group> = Vec::new();
    let find = |groups: &mut Vec<Group>, guard: &str| -> usize {
        match groups.iter().position(|g| g.guard == guard) {
            Some(k) => k,
            None => {
                groups.push(Group { guard: guard.to_string(), enums: Vec::new(), tables: Vec::new() });
                groups.len() - 1
            }
        }
    };
    let mut enum_group = Vec::new();
    for (e, en) in tables.enums.iter().enumerate() {
        let g = find(&mut groups, &en.guard);
        groups[g].enums.push(e);
        enum_group.push(g);
    }
    let mut table_group = Vec::new();
    for (t, table) in tables.tables.iter().enumerate() {
        let g = find(&mut groups, &table.guard);
        groups[g].tables.push(t);
        table_group.push(g);
    }
    let mut w = Writer { rk, t: tables, groups, enum_group, table_group, out: String::new() };
    w.prelude(inc, numbering);
    let names = w.code_names();
    if !names.plain.is_empty() || !names.qualified.is_empty() {
        w.out.push_str("// The identifiers that `code` values mention.\n");
        names.declare(&mut w.out);
        w.out.push('\n');
    }
    for g in 0..w.groups.len() {
        w.group(g, inc);
    }
    w.out.push_str(
        "static std::string out;\n\n\
         static void ps(const char *s) {\n\
        \x20 static const char hex[] = \"0123456789abcdef\";\n\
        \x20 out += '\"';\n\
        \x20 for (; *s; ++s) {\n\
        \x20   unsigned char c = (unsigned char)*s;\n\
        \x20   if (c == '\\\\' || c == '\"') { out += '\\\\'; out += (char)c; }\n\
        \x20   else if (c >= 0x20 && c <= 0x7e) out += (char)c;\n\
        \x20   else { out += \"\\\\x\"; out += hex[c >> 4]; out += hex[c & 15]; }\n\
        \x20 }\n\
        \x20 out += '\"';\n\
         }\n\
         static void pu(unsigned long long v) { out += std::to_string(v); }\n\
         static void pi(long long v) { out += std::to_string(v); }\n\n",
    );
    w.dumps();
    for n in 0..plan.lookups.len() {
        w.lookup(n, plan);
    }
    w.out.push_str("int main() {\n  out.reserve(1 << 20);\n  dumpEnums();\n  dumpTables();\n");
    for n in 0..plan.lookups.len() {
        let _ = writeln!(w.out, "  probe{n}();");
    }
    w.out.push_str("  fwrite(out.data(), 1, out.size(), stdout);\n  return 0;\n}\n");
    w.out
}
