//! The Rust driver: the same calls and dumps as the C++ driver, on the
//! generated module, named through [`RustNames`] exactly as the writer
//! names things. Row positions come from pointer offsets into the table
//! `static`, ranges from slice offsets.

use std::fmt::Write as _;

use super::{is_code_column, Arg, Plan};
use tablegen_build::backends::searchable::rust::RustNames;
use tablegen_build::backends::searchable::{FieldKind, GenericTable, Tables};
use tablegen_build::tablegen_core::RecordKeeper;

/// A Rust string literal with the bytes of `s`.
fn rs_str(s: &str) -> String {
    format!("{s:?}")
}

struct Writer<'a> {
    rk: &'a RecordKeeper,
    t: &'a Tables,
    n: &'a RustNames,
    out: String,
    uses_ps: bool,
}

impl Writer<'_> {
    /// The Rust type of a lookup argument.
    fn arg_ty(&self, table: &GenericTable, f: usize) -> String {
        match table.fields[f].kind {
            FieldKind::String | FieldKind::Code => "&str".into(),
            FieldKind::Bit => "bool".into(),
            FieldKind::Bits(n) => match n {
                0..=8 => "u8".into(),
                9..=16 => "u16".into(),
                17..=32 => "u32".into(),
                _ => "u64".into(),
            },
            FieldKind::Enum(e) => format!("t::{}", self.n.enums[e].ty),
            FieldKind::Intrinsic | FieldKind::Instruction => "u32".into(),
        }
    }

    fn arg(&self, table: &GenericTable, f: usize, a: &Arg) -> String {
        match a {
            Arg::Str(s) => rs_str(s),
            Arg::Bool(b) => b.to_string(),
            Arg::Int(n) => n.to_string(),
            Arg::Enum(k) => match table.fields[f].kind {
                FieldKind::Enum(e) => format!("t::{}::{}", self.n.enums[e].ty, self.n.enums[e].entries[*k]),
                _ => unreachable!("enum argument for a non-enum field"),
            },
            Arg::Intrinsic(i) => format!("t::intrinsic::{}", self.n.intrinsics[*i]),
            Arg::Instruction(r) => match self.n.opcodes.get(r) {
                Some((name, _)) => format!("t::opcode::{name}"),
                None => format!("0 /* {} */", self.rk.name_str(*r)),
            },
        }
    }

    /// The statement printing `expr`, a value of field `f`.
    fn print(&mut self, table: &GenericTable, f: usize, expr: &str, space: bool) -> String {
        let sp = if space { " " } else { "" };
        if table.fields[f].kind.is_string() {
            self.uses_ps = true;
        }
        match table.fields[f].kind {
            FieldKind::String | FieldKind::Code if space => format!("out.write_char(' ')?;\n        ps(out, {expr})?;"),
            FieldKind::String | FieldKind::Code => format!("ps(out, {expr})?;"),
            FieldKind::Bit => format!("write!(out, \"{sp}{{}}\", u8::from({expr}))?;"),
            FieldKind::Enum(_) => format!("write!(out, \"{sp}{{}}\", {expr}.value())?;"),
            _ => format!("write!(out, \"{sp}{{}}\", {expr})?;"),
        }
    }

    /// `dump_enums` and `dump_tables`, each only if it has something to
    /// dump; returns the names of those written.
    fn dumps(&mut self) -> Vec<&'static str> {
        let mut written = Vec::new();
        let mut s = String::new();
        for (e, en) in self.t.enums.iter().enumerate() {
            let names = &self.n.enums[e];
            if en.entries.is_empty() {
                continue;
            }
            let _ = writeln!(s, "    static E{e}: [(&str, {}); {}] = [", names.repr, en.entries.len());
            for (entry, path) in en.entries.iter().zip(&names.entries) {
                let _ = writeln!(s, "        ({}, t::{}::{path}.value()),", rs_str(&entry.name), names.ty);
            }
            let _ = writeln!(s, "    ];\n    for &(name, value) in &E{e} {{");
            let _ = writeln!(s, "        writeln!(out, \"enum {} {{name}} = {{value}}\")?;\n    }}", en.name);
        }
        if !s.is_empty() {
            let _ = write!(self.out, "fn dump_enums(out: &mut dyn Write) -> fmt::Result {{\n{s}    Ok(())\n}}\n\n");
            written.push("dump_enums");
        }
        let mut s = String::new();
        for (t, table) in self.t.tables.iter().enumerate() {
            let names = &self.n.tables[t];
            let st = &names.table_static;
            let _ = writeln!(s, "    writeln!(out, \"table {} {{}}\", t::{st}.len())?;", table.name);
            if table.entries.is_empty() {
                continue;
            }
            let _ = writeln!(s, "    for (i, r) in t::{st}.iter().enumerate() {{");
            let _ = writeln!(s, "        write!(out, \"{}[{{i}}] =\")?;", table.name);
            for (f, field) in names.fields.iter().enumerate() {
                if is_code_column(table, f) {
                    continue;
                }
                let _ = writeln!(s, "        {}", self.print(table, f, &format!("r.{field}"), true));
            }
            s.push_str("        writeln!(out)?;\n    }\n");
        }
        if !s.is_empty() {
            let _ = write!(self.out, "fn dump_tables(out: &mut dyn Write) -> fmt::Result {{\n{s}    Ok(())\n}}\n\n");
            written.push("dump_tables");
        }
        written
    }

    fn lookup(&mut self, k: usize, plan: &Plan) {
        let l = &plan.lookups[k];
        let table = &self.t.tables[l.table];
        let index = l.search_index(self.t);
        let names = &self.n.tables[l.table];
        let ln = match l.index {
            None => names.primary_key.as_ref().expect("primary key names"),
            Some(i) => &names.indices[i],
        };
        let mut s = format!("fn probe{k}(out: &mut dyn Write) -> fmt::Result {{\n");
        let tys: Vec<String> = index.fields.iter().map(|&f| self.arg_ty(table, f)).collect();
        let one = tys.len() == 1;
        let elem = if one { tys[0].clone() } else { format!("({})", tys.join(", ")) };
        let _ = writeln!(s, "    static K: [{elem}; {}] = [", l.keys.len());
        for key in &l.keys {
            let vals: Vec<String> = index.fields.iter().zip(key).map(|(&f, a)| self.arg(table, f, a)).collect();
            if one {
                let _ = writeln!(s, "        {},", vals[0]);
            } else {
                let _ = writeln!(s, "        ({}),", vals.join(", "));
            }
        }
        let vars: Vec<String> = (0..tys.len()).map(|i| format!("a{i}")).collect();
        let pat = if one { vars[0].clone() } else { format!("({})", vars.join(", ")) };
        let _ = writeln!(s, "    ];\n    for &{pat} in &K {{");
        let _ = writeln!(s, "        let r = t::{}({});", ln.function, vars.join(", "));
        let _ = writeln!(s, "        out.write_str(\"{}(\")?;", index.name);
        for (i, &f) in index.fields.iter().enumerate() {
            if i > 0 {
                s.push_str("        out.write_str(\", \")?;\n");
            }
            let expr = format!("a{i}");
            let p = self.print(table, f, &expr, false);
            let _ = writeln!(s, "        {p}");
        }
        s.push_str("        out.write_str(\") = \")?;\n");
        let st = &names.table_static;
        if index.return_range {
            let _ = writeln!(s, "        range(out, &t::{st}, r)?;");
        } else {
            let _ = writeln!(
                s,
                "        match r {{\n            Some(r) => write!(out, \"row {{}}\", row(&t::{st}, r))?,\n            None => out.write_str(\"none\")?,\n        }}"
            );
        }
        s.push_str("        writeln!(out)?;\n    }\n    Ok(())\n}\n\n");
        self.out.push_str(&s);
    }
}

/// The Rust driver for `tables`: items (no inner attributes) defining
/// `pub fn run(out: &mut dyn core::fmt::Write) -> core::fmt::Result`,
/// which prints what the C++ driver prints. `module` is the path of the
/// generated module (`crate::generic_tables`, or an extern crate name).
pub fn rust_driver(rk: &RecordKeeper, tables: &Tables, names: &RustNames, plan: &Plan, module: &str) -> String {
    let mut w = Writer { rk, t: tables, n: names, out: String::new(), uses_ps: false };
    let _ = write!(
        w.out,
        "// The Rust side of the searchable-tables differential probe: the same\n\
         // calls and dumps as the C++ driver, on `{module}`.\n\
         // Generated by tests/generated/probe (rust.rs).\n\n\
         use core::fmt::{{self, Write}};\n\n"
    );
    let mut calls: Vec<String> = w.dumps().into_iter().map(String::from).collect();
    let (mut any_row, mut any_range) = (false, false);
    for (k, l) in plan.lookups.iter().enumerate() {
        if l.keys.is_empty() {
            continue;
        }
        if l.search_index(tables).return_range {
            any_range = true;
        } else {
            any_row = true;
        }
        w.lookup(k, plan);
        calls.push(format!("probe{k}"));
    }
    w.out.push_str(
        "/// Dumps every enum and table, then calls every probed lookup, one\n\
         /// canonical line per call (see tests/generated/probe/mod.rs).\n",
    );
    if calls.is_empty() {
        w.out.push_str("pub fn run(_: &mut dyn Write) -> fmt::Result {\n");
    } else {
        w.out.push_str("pub fn run(out: &mut dyn Write) -> fmt::Result {\n");
    }
    for c in &calls {
        let _ = writeln!(w.out, "    {c}(out)?;");
    }
    w.out.push_str("    Ok(())\n}\n");
    if !calls.is_empty() {
        let _ = writeln!(w.out, "\nuse {module} as t;");
    }
    if w.uses_ps {
        w.out.push_str(
            "\n/// Writes `s` quoted, with `\\\\`, `\\\"` and `\\xNN` escapes.\n\
             fn ps(out: &mut dyn Write, s: &str) -> fmt::Result {\n\
            \x20   out.write_char('\"')?;\n\
            \x20   for b in s.bytes() {\n\
            \x20       match b {\n\
            \x20           b'\\\\' => out.write_str(\"\\\\\\\\\")?,\n\
            \x20           b'\"' => out.write_str(\"\\\\\\\"\")?,\n\
            \x20           0x20..=0x7e => out.write_char(char::from(b))?,\n\
            \x20           _ => write!(out, \"\\\\x{b:02x}\")?,\n\
            \x20       }\n\
            \x20   }\n\
            \x20   out.write_char('\"')\n\
             }\n",
        );
    }
    if any_row {
        w.out.push_str(
            "\n/// The position of `r` in `table`.\n\
             fn row<T>(table: &[T], r: &T) -> usize {\n\
            \x20   (r as *const T as usize - table.as_ptr() as usize) / core::mem::size_of::<T>()\n\
             }\n",
        );
    }
    if any_range {
        w.out.push_str(
            "\n/// Writes the positions of the slice `r` of `table` as `range LO HI`.\n\
             fn range<T>(out: &mut dyn Write, table: &[T], r: &[T]) -> fmt::Result {\n\
            \x20   let (base, p, size) = (table.as_ptr() as usize, r.as_ptr() as usize, core::mem::size_of::<T>());\n\
            \x20   if p < base || p > base + table.len() * size {\n\
            \x20       return out.write_str(\"range outside the table\");\n\
            \x20   }\n\
            \x20   let lo = (p - base) / size;\n\
            \x20   write!(out, \"range {} {}\", lo, lo + r.len())\n\
             }\n",
        );
    }
    w.out
}
