//! Text forms of values and records: LLVM's `getAsString`,
//! `getAsUnquotedString`, `operator<<(Record)`, and the `-print-records`
//! backend built on them.

use crate::init::{ArgAux, Init, InitKind, StringFormat};
use crate::record::{FieldKind, RecId, RecordKeeper, RecordVal};
use crate::types::Ty;

pub use crate::text::{push_int, push_uint, Out};

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
    pub fn write_unquoted<O: Out + ?Sized>(&self, out: &mut O, i: Init) {
        match *self.inits.kind(i) {
            InitKind::String(sym, _) => out.push_value(self.inits.strings.bytes(sym), self.inits.strings.get(sym)),
            _ => self.write_init(out, i),
        }
    }

    /// Appends `getAsString` of `i`.
    pub fn write_init<O: Out + ?Sized>(&self, out: &mut O, i: Init) {
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
            InitKind::Int(v) => push_int(out, v),
            InitKind::AnonymousName(n) => {
                out.push_str("anonymous_");
                push_int(out, i64::from(n));
            }
            InitKind::String(sym, fmt) => {
                let (b, s) = (self.inits.strings.bytes(sym), self.inits.strings.get(sym));
                match fmt {
                    StringFormat::String => {
                        out.push('"');
                        out.push_value(b, s);
                        out.push('"');
                    }
                    StringFormat::Code => {
                        out.push_str("[{");
                        out.push_value(b, s);
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
                out.push('{');
                push_int(out, i64::from(bit));
                out.push('}');
            }
            InitKind::Def { rec, .. } => self.write_unquoted(out, self.record(rec).name),
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
            InitKind::Dag { op, op_name, args } => {
                out.push('(');
                self.write_init(out, op);
                if op_name != Init::UNSET {
                    out.push(':');
                    self.write_unquoted(out, op_name);
                }
                let a = self.inits.slice(args);
                let nm = self.inits.slice(args.dag_names());
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
        let mut s = String::new();
        self.write_print_type(&mut s, v);
        s
    }

    /// Appends [`print_type`](Self::print_type) of `v`.
    pub fn write_print_type<O: Out + ?Sized>(&self, out: &mut O, v: &RecordVal) {
        if v.ty() == Ty::STRING {
            if let InitKind::String(_, StringFormat::Code) = self.inits.kind(v.value) {
                return out.push_str("code");
            }
            return out.push_str("string");
        }
        self.write_ty(out, v.ty())
    }

    /// `RecordVal::print`.
    pub fn write_record_val<O: Out + ?Sized>(&self, out: &mut O, v: &RecordVal, semi: bool) {
        if v.kind() == FieldKind::NonconcreteOk {
            out.push_str("field ");
        }
        self.write_print_type(out, v);
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
    pub fn write_record<O: Out + ?Sized>(&self, out: &mut O, id: RecId) {
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
                if (v.kind() == FieldKind::NonconcreteOk) == pass_nonconcrete && !r.is_template_arg(v.name) {
                    out.push_str("  ");
                    self.write_record_val(out, v, true);
                }
            }
        }
        out.push_str("}\n");
    }

    /// The `-print-records` backend output (`operator<<(RecordKeeper)`),
    /// with strings that are not UTF-8 shown lossily; see
    /// [`print_records_bytes`](Self::print_records_bytes) for the exact bytes.
    pub fn print_records(&self) -> String {
        match String::from_utf8(self.print_records_bytes()) {
            Ok(s) => s,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }
    }

    /// The `-print-records` backend output, byte for byte as LLVM prints it.
    pub fn print_records_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(1 << 20);
        let (classes, defs) = (self.classes(), self.defs());
        for block in print_blocks(&classes, &defs) {
            self.write_block(&mut out, &block);
        }
        out
    }

    /// Writes the `-print-records` output to `w` as it is made, the same
    /// bytes as [`print_records_bytes`](Self::print_records_bytes) without
    /// holding them all: X86's output is 97 MB, AMDGPU's 357 MB, more than
    /// the records themselves take. When `threads()` (asked only for output
    /// big enough to share) answers more than one, a second thread
    /// formats blocks of records too, while this one formats others and
    /// writes each block in turn; the bytes do not depend on the threads.
    /// Stops at the first error `w` returns.
    ///
    /// ```
    /// let rk = tablegen_core::parse_str("t.td", "class C { int x = 1; }\ndef d : C;\n").unwrap();
    /// let mut out = Vec::new();
    /// rk.write_records(&mut out, || 2).unwrap();
    /// assert_eq!(out, rk.print_records_bytes());
    /// ```
    pub fn write_records(&self, w: &mut dyn std::io::Write, threads: impl FnOnce() -> usize) -> std::io::Result<()> {
        let (classes, defs) = (self.classes(), self.defs());
        let blocks = print_blocks(&classes, &defs);
        crate::stream::write_blocks(w, blocks.len(), threads, |b, out: &mut Vec<u8>| self.write_block(out, &blocks[b]))
    }

    fn write_block<O: Out + ?Sized>(&self, out: &mut O, block: &PrintBlock<'_>) {
        if let Some(header) = block.header {
            out.push_str(header);
        }
        for &id in block.records {
            out.push_str(block.keyword);
            self.write_record(out, id);
        }
    }
}

/// Records per block of the `-print-records` output: about half a
/// megabyte of text on the big targets, small enough for a handful of
/// blocks in flight to cost nothing next to the records.
const PRINT_BLOCK: usize = 256;

/// A run of consecutive records of the `-print-records` output, with the
/// section header that comes before it, if any.
struct PrintBlock<'a> {
    header: Option<&'static str>,
    keyword: &'static str,
    records: &'a [RecId],
}

/// The `-print-records` output cut into blocks, in output order.
fn print_blocks<'a>(classes: &'a [RecId], defs: &'a [RecId]) -> Vec<PrintBlock<'a>> {
    let mut blocks = Vec::new();
    let sections = [
        ("------------- Classes -----------------\n", "class ", classes),
        ("------------- Defs -----------------\n", "def ", defs),
    ];
    for (header, keyword, records) in sections {
        let start = blocks.len();
        blocks.extend(records.chunks(PRINT_BLOCK).map(|records| PrintBlock { header: None, keyword, records }));
        if blocks.len() == start {
            blocks.push(PrintBlock { header: None, keyword, records: &[] });
        }
        blocks[start].header = Some(header);
    }
    blocks
}

#[cfg(test)]
mod tests {
    use super::{push_int, push_uint};

    #[test]
    fn numbers_print_as_std_prints_them() {
        let edges = [0, 9, 10, 99, 100, 101, 999, 1000, 65_535, u64::from(u32::MAX), u64::MAX - 1, u64::MAX];
        for v in (0..2_000).chain(edges) {
            let mut s = String::new();
            push_uint(&mut s, v);
            assert_eq!(s, v.to_string());
        }
        for v in [i64::MIN, -100, -99, -10, -9, -1, 0, 1, 42, i64::MAX] {
            let mut s = String::from("x");
            push_int(&mut s, v);
            assert_eq!(s, format!("x{v}"));
        }
    }
}
