//! Text forms of values and records: LLVM's `getAsString`,
//! `getAsUnquotedString`, `operator<<(Record)`, and the `-print-records`
//! backend built on them.

use crate::init::{ArgAux, Init, InitKind, StringFormat};
use crate::record::{FieldKind, RecId, RecordKeeper, RecordVal};
use crate::types::Ty;
use std::fmt::Write as _;

impl RecordKeeper {
    /// `Init::getAsString`.
    ///
    /// ```
    /// let rk = tablegen_core::parse_str("t.td", "def X { bits<3> b = 5; }").unwrap();
    /// let x = rk.def("X").unwrap();
    /// let b = rk.value_init(x, "b").unwrap();
    /// assert_eq!(rk.as_string(b), "{ 1, 0, 1 }");
    /// ```
    pub fn as_string(&self, i: Init) -> String {
        let mut s = String::new();
        self.write_init(&mut s, i);
        s
    }

    /// `Init::getAsUnquotedString`: strings without quotes, anything else as
    /// [`as_string`](Self::as_string).
    pub fn as_unquoted_string(&self, i: Init) -> String {
        match *self.inits.kind(i) {
            InitKind::String(sym, _) => self.inits.strings.get(sym).to_string(),
            _ => self.as_string(i),
        }
    }

    /// Appends `getAsUnquotedString` of `i`.
    pub fn write_unquoted(&self, out: &mut String, i: Init) {
        match *self.inits.kind(i) {
            InitKind::String(sym, _) => out.push_str(self.inits.strings.get(sym)),
            _ => self.write_init(out, i),
        }
    }

    /// Appends `getAsString` of `i`.
    pub fn write_init(&self, out: &mut String, i: Init) {
        crate::stack::guard(|| match *self.inits.kind(i) {
            InitKind::Unset => out.push('?'),
            InitKind::Argument { value, aux } => {
                match aux {
                    ArgAux::Positional(n) => {
                        let _ = write!(out, "{n}");
                    }
                    ArgAux::Named(name) => self.write_init(out, name),
                }
                out.push_str(": ");
                self.write_init(out, value);
            }
            InitKind::Bit(b) => out.push(if b { '1' } else { '0' }),
            InitKind::Bits { bits, .. } => {
                out.push_str("{ ");
                let b = self.inits.slice(bits);
                for (n, bit) in b.iter().rev().enumerate() {
                    if n > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *bit);
                }
                out.push_str(" }");
            }
            InitKind::Int(v) => {
                let _ = write!(out, "{v}");
            }
            InitKind::AnonymousName(n) => {
                let _ = write!(out, "anonymous_{n}");
            }
            InitKind::String(sym, fmt) => {
                let s = self.inits.strings.get(sym);
                match fmt {
                    StringFormat::String => {
                        out.push('"');
                        out.push_str(s);
                        out.push('"');
                    }
                    StringFormat::Code => {
                        out.push_str("[{");
                        out.push_str(s);
                        out.push_str("}]");
                    }
                }
            }
            InitKind::List { elems, .. } => {
                out.push('[');
                for (n, e) in self.inits.slice(elems).iter().enumerate() {
                    if n > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *e);
                }
                out.push(']');
            }
            InitKind::UnOp { .. }
            | InitKind::BinOp { .. }
            | InitKind::TernOp { .. }
            | InitKind::Cond { .. }
            | InitKind::Fold { .. }
            | InitKind::IsA { .. }
            | InitKind::Exists { .. } => self.write_op(out, i),
            InitKind::Var { name, .. } => self.write_unquoted(out, name),
            InitKind::VarBit { var, bit } => {
                self.write_init(out, var);
                let _ = write!(out, "{{{bit}}}");
            }
            InitKind::Def { rec, .. } => out.push_str(self.name_str(rec)),
            InitKind::VarDef { class, args, .. } => {
                self.write_unquoted(out, self.record(class).name);
                out.push('<');
                for (n, a) in self.inits.slice(args).iter().enumerate() {
                    if n > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *a);
                }
                out.push('>');
            }
            InitKind::Field { rec, field, .. } => {
                self.write_init(out, rec);
                out.push('.');
                self.write_unquoted(out, field);
            }
            InitKind::Dag { op, op_name, args, names } => {
                out.push('(');
                self.write_init(out, op);
                if op_name != Init::UNSET {
                    out.push(':');
                    self.write_unquoted(out, op_name);
                }
                let a = self.inits.slice(args);
                let nm = self.inits.slice(names);
                for (n, (arg, name)) in a.iter().zip(nm).enumerate() {
                    out.push_str(if n == 0 { " " } else { ", " });
                    self.write_init(out, *arg);
                    if *name != Init::UNSET {
                        out.push_str(":$");
                        self.write_unquoted(out, *name);
                    }
                }
                out.push(')');
            }
        })
    }

    /// `RecordVal::getPrintType`: `code` for string fields holding code.
    pub fn print_type(&self, v: &RecordVal) -> String {
        if v.ty == Ty::STRING {
            if let InitKind::String(_, StringFormat::Code) = self.inits.kind(v.value) {
                return "code".into();
            }
            return "string".into();
        }
        self.ty_string(v.ty)
    }

    /// `RecordVal::print`.
    pub fn write_record_val(&self, out: &mut String, v: &RecordVal, semi: bool) {
        if v.kind == FieldKind::NonconcreteOk {
            out.push_str("field ");
        }
        out.push_str(&self.print_type(v));
        out.push(' ');
        self.write_unquoted(out, v.name);
        if v.value != Init::NULL {
            out.push_str(" = ");
            self.write_init(out, v.value);
        }
        if semi {
            out.push_str(";\n");
        }
    }

    /// `operator<<(raw_ostream&, const Record&)`.
    pub fn write_record(&self, out: &mut String, id: RecId) {
        let r = self.record(id);
        self.write_unquoted(out, r.name);
        if !r.template_args.is_empty() {
            out.push('<');
            for (n, ta) in r.template_args.iter().enumerate() {
                if n > 0 {
                    out.push_str(", ");
                }
                if let Some(v) = r.value(*ta) {
                    self.write_record_val(out, v, false);
                }
            }
            out.push('>');
        }
        out.push_str(" {");
        if !r.super_classes.is_empty() {
            out.push_str("\t//");
            for (sc, _) in &r.super_classes {
                out.push(' ');
                self.write_unquoted(out, self.record(*sc).name);
            }
        }
        out.push('\n');
        for pass_nonconcrete in [true, false] {
            for v in &r.values {
                if (v.kind == FieldKind::NonconcreteOk) == pass_nonconcrete && !r.is_template_arg(v.name) {
                    out.push_str("  ");
                    self.write_record_val(out, v, true);
                }
            }
        }
        out.push_str("}\n");
    }

    /// The `-print-records` backend output (`operator<<(RecordKeeper)`).
    pub fn print_records(&self) -> String {
        let mut out = String::with_capacity(1 << 20);
        out.push_str("------------- Classes -----------------\n");
        for c in self.classes() {
            out.push_str("class ");
            self.write_record(&mut out, c);
        }
        out.push_str("------------- Defs -----------------\n");
        for d in self.defs() {
            out.push_str("def ");
            self.write_record(&mut out, d);
        }
        out
    }
}
