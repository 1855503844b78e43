//! The Rust writer of `-gen-searchable-tables`.
//!
//! Every `GenericEnum` becomes a `#[repr]` enum, every `GenericTable` a row
//! struct and a `static` array in the C++ table's order, and every lookup a
//! function that answers exactly what the C++ one answers: the same
//! libstdc++ binary search over the same array (so even a table whose
//! order disagrees with its comparator, as instruction keys can, gives the
//! same answers), the same direct indexing for dense keys, the same
//! early-out and the same ASCII-only case folding of string keys.
//!
//! Intrinsic and instruction values are numbers (LLVM's `Intrinsic::ID` and
//! opcode values), named by constants in the `intrinsic` and `opcode`
//! submodules. `code` fields hold their C++ text verbatim.

use std::fmt::Write as _;

use crate::backend::{Error, Options, Records, Result};
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::model::{FieldKind, GenericField, GenericTable, SearchIndex, Tables, Value};
use crate::support::rust::enums::{self, enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::names::{screaming, snake, upper_camel, Namer};
use crate::support::rust::vocabulary::{opcode_spec, OPCODE};
use crate::support::rust::{doc_lines, format_chunks, int_expr, Chunk};

/// Before [`write()`]: a table that holds instructions needs their numbers,
/// which only a target with one `Target` def has.
pub fn check(rk: &mut Records<'_>, tables: &Tables, _: &Options) -> Result<()> {
    let needs_opcodes = tables.tables.iter().any(|t| t.values.iter().any(|v| matches!(v, Value::Instruction(_))));
    if needs_opcodes && tables.instructions.is_none() {
        rk.fatal(&[], "cannot number the instructions the tables refer to (no single Target def)");
        return Err(Error::Reported);
    }
    Ok(())
}

/// `-gen-searchable-tables --rust`: the tables as a Rust module. In a
/// module tree ([`Options::rust_vocabulary`]) instruction fields have the
/// target's `Opcode` type; standalone, they are opcode numbers named by
/// constants in an `opcode` module.
pub fn write(rk: &RecordKeeper, tables: &Tables, opts: &Options) -> String {
    let chunks = Writer::new(rk, tables, opts.rust_vocabulary()).write();
    format_chunks("Searchable Tables", "gen-searchable-tables", rk, chunks)
}

fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

/// A Rust string literal with the same bytes as `s`.
fn str_lit(s: &str) -> String {
    format!("{s:?}")
}

/// The unsigned type C++ uses for a `bits<n>` key (`uint8_t` ...).
fn bits_ty(n: u32) -> &'static str {
    match n {
        0..=8 => "u8",
        9..=16 => "u16",
        17..=32 => "u32",
        _ => "u64",
    }
}

/// The Rust name of everything the module defines, decided before any
/// code is written (so that tools driving the module, like the
/// differential tests, name things exactly as the writer does).
#[derive(Clone, Debug, Default)]
pub struct RustNames {
    /// Per [`Tables::enums`] entry.
    pub enums: Vec<EnumNames>,
    /// Per [`Tables::intrinsics`] entry: its constant in `intrinsic`.
    pub intrinsics: Vec<String>,
    /// Each instruction a table refers to: its constant in `opcode` and its
    /// opcode value (standalone modules).
    pub opcodes: FxHashMap<RecId, (String, u32)>,
    /// In a module tree: the module path of the shared types, and each
    /// instruction a table refers to as a path below `Opcode` and its value.
    pub shared_opcodes: Option<(String, OpcodeNames)>,
    /// Per [`Tables::tables`] entry.
    pub tables: Vec<TableNames>,
}

/// Instructions by record: a name (a constant, or a path below `Opcode`)
/// and the opcode value.
pub type OpcodeNames = FxHashMap<RecId, (String, u32)>;

/// The Rust names of one enum.
#[derive(Clone, Debug)]
pub struct EnumNames {
    /// The type.
    pub ty: String,
    /// Its `#[repr]` integer type.
    pub repr: &'static str,
    /// Per entry: the path below the type (a variant, or an associated
    /// constant for a repeated value).
    pub entries: Vec<String>,
    tokens: TokenStream,
}

/// The Rust names of one table.
#[derive(Clone, Debug)]
pub struct TableNames {
    /// The row struct.
    pub row_ty: String,
    /// Whether this table defines the row struct (tables whose C++ type and
    /// fields equal an earlier table's share its struct).
    pub defines_row_ty: bool,
    /// The `static` array.
    pub table_static: String,
    /// Per field: the struct field.
    pub fields: Vec<String>,
    /// The primary key's lookup function.
    pub primary_key: Option<LookupNames>,
    /// Per secondary index: its lookup function.
    pub indices: Vec<LookupNames>,
}

/// The Rust names of one lookup function.
#[derive(Clone, Debug)]
pub struct LookupNames {
    /// The function.
    pub function: String,
    /// Its arguments, one per key field.
    pub args: Vec<String>,
    /// The private index array (secondary indices only).
    pub index_static: Option<String>,
}

impl RustNames {
    /// Names everything in `t` as [`write()`] does for a standalone module.
    pub fn new(rk: &RecordKeeper, t: &Tables) -> Self {
        Self::with_vocabulary(rk, t, None)
    }

    /// Names everything in `t` as [`write()`] does, for a module that finds
    /// the target's shared types at `vocabulary` (see
    /// [`crate::backend::RUST_VOCABULARY`]), if given.
    pub fn with_vocabulary(rk: &RecordKeeper, t: &Tables, vocabulary: Option<&str>) -> Self {
        let mut types = Namer::default();
        let mut values = Namer::default();
        for reserved in ["intrinsic", "opcode"] {
            types.reserve(reserved);
        }
        for reserved in ["lower_bound", "upper_bound", "equal_range", "cmp_upper"] {
            values.reserve(reserved);
        }
        let mut names = RustNames::default();
        for e in &t.enums {
            let ty = types.unique(upper_camel(&e.name));
            let items = enum_items(&EnumSpec {
                name: ty.clone(),
                doc: format!("C++ `enum {}` (`GET_{}_DECL`).", e.name, e.guard),
                enumerators: e
                    .entries
                    .iter()
                    .map(|en| Enumerator { cpp_name: en.name.clone(), value: en.value as i128, doc: None })
                    .collect(),
                repr: None,
                shape: Shape::Enum,
            });
            names.enums.push(EnumNames { ty, repr: items.repr, entries: items.paths, tokens: items.tokens });
        }
        let mut consts = Namer::default();
        names.intrinsics = t.intrinsics.iter().map(|i| consts.unique(screaming(&i.enum_name))).collect();
        if let (Some(instrs), Some(path)) = (&t.instructions, vocabulary) {
            // The names `-gen-instr-info --rust` gives the opcodes.
            let by_enum = instrs.by_enum().iter().enumerate().map(|(n, &r)| (rk.name_str(r), n as u32));
            let paths = enums::paths(&opcode_spec(instrs.namespace(), by_enum));
            let mut shared = FxHashMap::default();
            for v in t.tables.iter().flat_map(|tab| tab.values.iter()) {
                if let Value::Instruction(r) = *v {
                    // Instructions LLVM does not number keep their initial 0.
                    let value = instrs.value(r).unwrap_or(0);
                    if let Some(p) = paths.get(value as usize) {
                        shared.entry(r).or_insert_with(|| (p.clone(), value));
                    }
                }
            }
            names.shared_opcodes = Some((path.to_string(), shared));
        } else if let Some(instrs) = &t.instructions {
            let mut consts = Namer::default();
            let mut referenced: Vec<RecId> = t
                .tables
                .iter()
                .flat_map(|tab| tab.values.iter())
                .filter_map(|v| match v {
                    Value::Instruction(r) => Some(*r),
                    _ => None,
                })
                .collect();
            referenced.sort_by_key(|r| instrs.value(*r));
            referenced.dedup();
            for r in referenced {
                let name = consts.unique(screaming(rk.name_str(r)));
                names.opcodes.insert(r, (name, instrs.value(r).unwrap_or(0)));
            }
        }
        // Few tables per file: a list is enough.
        let mut row_types: Vec<(RowLayout, String)> = Vec::new();
        for table in &t.tables {
            let layout = (
                table.cpp_type_name.clone(),
                table.fields.iter().map(|f| (f.name.clone(), f.kind)).collect::<Vec<_>>(),
            );
            let (row_ty, defines_row_ty) = match row_types.iter().find(|(l, _)| *l == layout) {
                Some((_, ty)) => (ty.clone(), false),
                None => {
                    let ty = types.unique(upper_camel(table.cpp_type_name.rsplit("::").next().unwrap_or("")));
                    row_types.push((layout, ty.clone()));
                    (ty, true)
                }
            };
            let mut field_names = Namer::default();
            let fields = table.fields.iter().map(|f| field_names.unique(snake(&f.name))).collect();
            let table_static = values.unique(screaming(&table.name));
            let mut lookup = |index: &SearchIndex, primary: bool| {
                let function = values.unique(snake(&index.name));
                let mut locals = Namer::default();
                for reserved in LOCALS {
                    locals.reserve(reserved);
                }
                let args = index.fields.iter().map(|&i| locals.unique(snake(&table.fields[i].name))).collect();
                let index_static = (!primary).then(|| values.unique(format!("{}_INDEX", screaming(&index.name))));
                LookupNames { function, args, index_static }
            };
            let primary_key = table.primary_key.as_ref().map(|pk| lookup(pk, true));
            let indices = table.indices.iter().map(|ix| lookup(ix, false)).collect();
            names.tables.push(TableNames { row_ty, defines_row_ty, table_static, fields, primary_key, indices });
        }
        names
    }
}

/// A row struct's identity: the C++ type name and its fields.
type RowLayout = (String, Vec<(String, FieldKind)>);

/// Local variable names the lookup bodies use.
const LOCALS: [&str; 6] = ["rows", "pos", "entry", "lo", "hi", "k"];

struct Writer<'a> {
    rk: &'a RecordKeeper,
    /// In a module tree, `path::Opcode`: the type of instruction fields.
    opcode_ty: Option<String>,
    t: &'a Tables,
    n: RustNames,
    uses_lower_bound: bool,
    uses_equal_range: bool,
    uses_cmp_upper: bool,
}

impl<'a> Writer<'a> {
    fn new(rk: &'a RecordKeeper, t: &'a Tables, vocabulary: Option<&str>) -> Self {
        let n = RustNames::with_vocabulary(rk, t, vocabulary);
        let opcode_ty = n.shared_opcodes.as_ref().map(|(path, _)| format!("{path}::{OPCODE}"));
        Writer { rk, t, n, opcode_ty, uses_lower_bound: false, uses_equal_range: false, uses_cmp_upper: false }
    }

    fn write(mut self) -> Vec<Chunk> {
        let mut chunks = Vec::new();
        for e in &self.n.enums {
            chunks.push(Chunk::Items(e.tokens.clone()));
        }
        if !self.n.intrinsics.is_empty() {
            chunks.push(Chunk::Text(self.intrinsic_module()));
        }
        if !self.n.opcodes.is_empty() {
            chunks.push(Chunk::Text(self.opcode_module()));
        }
        for (k, table) in self.t.tables.iter().enumerate() {
            self.table(table, k, &mut chunks);
        }
        if let Some(h) = self.helpers() {
            chunks.push(Chunk::Items(h));
        }
        chunks
    }

    fn intrinsic_module(&self) -> String {
        let mut s = String::from(
            "/// The intrinsics the tables refer to, by LLVM's `Intrinsic::ID` value\n\
             /// (what `-gen-intrinsic-enums` numbers them from the same records).\n\
             pub mod intrinsic {\n",
        );
        let mut order: Vec<(&super::model::IntrinsicRef, &String)> =
            self.t.intrinsics.iter().zip(&self.n.intrinsics).collect();
        order.sort_by_key(|(i, _)| i.id);
        for (i, name) in order {
            let _ = writeln!(s, "    /// C++ `Intrinsic::{}` (`{}`).", i.enum_name, i.name);
            let _ = writeln!(s, "    pub const {name}: u32 = {};", i.id);
        }
        s.push_str("}\n");
        s
    }

    fn opcode_module(&self) -> String {
        let mut s = String::from(
            "/// The instructions the tables refer to, by opcode value (the target's\n\
             /// instruction enumeration, as in `GET_INSTRINFO_ENUM`).\n\
             pub mod opcode {\n",
        );
        let mut rows: Vec<(&RecId, &(String, u32))> = self.n.opcodes.iter().collect();
        rows.sort_by_key(|(_, (_, v))| *v);
        for (rec, (name, value)) in rows {
            let _ = writeln!(s, "    /// C++ `{}`.", self.rk.name_str(*rec));
            let _ = writeln!(s, "    pub const {name}: u32 = {value};");
        }
        s.push_str("}\n");
        s
    }

    /// The Rust type of a field in the row struct.
    fn field_ty(&self, f: &GenericField) -> String {
        match f.kind {
            FieldKind::String | FieldKind::Code => "&'static str".into(),
            FieldKind::Bit => "bool".into(),
            FieldKind::Bits(n) => bits_ty(n).into(),
            FieldKind::Enum(e) => self.n.enums[e].ty.clone(),
            FieldKind::Instruction => self.opcode_ty.clone().unwrap_or_else(|| "u32".into()),
            FieldKind::Intrinsic => "u32".into(),
        }
    }

    /// The Rust type of a lookup argument for a key field.
    fn key_ty(&self, f: &GenericField) -> TokenStream {
        match f.kind {
            FieldKind::String | FieldKind::Code => quote!(&str),
            FieldKind::Bit => quote!(bool),
            FieldKind::Bits(n) => {
                let t = ident(bits_ty(n));
                quote!(#t)
            }
            FieldKind::Enum(e) => {
                let t = ident(&self.n.enums[e].ty);
                quote!(#t)
            }
            FieldKind::Instruction => match &self.opcode_ty {
                Some(ty) => ty.parse().unwrap_or_else(|_| quote!(u32)),
                None => quote!(u32),
            },
            FieldKind::Intrinsic => quote!(u32),
        }
    }

    /// A value as Rust source text.
    fn value_text(&self, v: &Value, field: &GenericField, upper: bool) -> String {
        match *v {
            Value::String(i) | Value::Code(i) => {
                let s = self.rk.inits.as_str(i).unwrap_or("");
                if upper {
                    str_lit(&s.to_ascii_uppercase())
                } else {
                    str_lit(s)
                }
            }
            Value::Bit(b) => b.to_string(),
            Value::Bits(n) => format!("{n:#X}"),
            Value::Enum(k) => match field.kind {
                FieldKind::Enum(e) => format!("{}::{}", self.n.enums[e].ty, self.n.enums[e].entries[k]),
                _ => field
                    .generic_enum
                    .and_then(|e| self.t.enums[e].entries.get(k))
                    .map_or_else(|| "0".into(), |en| en.value.to_string()),
            },
            Value::Intrinsic(k) => format!("intrinsic::{}", self.n.intrinsics[k]),
            Value::Instruction(r) => match (&self.opcode_ty, &self.n.shared_opcodes) {
                (Some(ty), Some((_, shared))) => {
                    shared.get(&r).map_or_else(|| format!("{ty}::from_value(0)"), |(p, _)| format!("{ty}::{p}"))
                }
                _ => self.n.opcodes.get(&r).map_or_else(|| "0".into(), |(n, _)| format!("opcode::{n}")),
            },
        }
    }

    /// A key value as the number C++ compares (for early-out and dense
    /// lookups), or `None` for strings.
    fn scalar_value(&self, v: &Value, field: &GenericField) -> Option<i128> {
        Some(match *v {
            Value::Bit(b) => b as i128,
            Value::Bits(n) => n as i128,
            Value::Enum(k) => {
                let e = match field.kind {
                    FieldKind::Enum(e) => e,
                    _ => field.generic_enum?,
                };
                self.t.enums[e].entries.get(k)?.value as u32 as i128
            }
            Value::Intrinsic(k) => self.t.intrinsics[k].id as i128,
            Value::Instruction(r) => match &self.n.shared_opcodes {
                Some((_, shared)) => shared.get(&r)?.1 as i128,
                None => self.n.opcodes.get(&r)?.1 as i128,
            },
            Value::String(_) | Value::Code(_) => return None,
        })
    }

    /// An expression of the key argument `arg` as C++ compares it: enums
    /// as `unsigned`, everything else as is.
    fn scalar_expr(&self, f: &GenericField, arg: &TokenStream) -> TokenStream {
        match f.kind {
            FieldKind::Enum(e) if self.n.enums[e].repr == "u32" => quote!(#arg.value()),
            FieldKind::Enum(_) => quote!((#arg.value() as u32)),
            FieldKind::Instruction if self.opcode_ty.is_some() => quote!((#arg.value() as u32)),
            _ => arg.clone(),
        }
    }

    /// `Ordering` of a stored key field against the argument, as the C++
    /// comparator orders them.
    fn cmp_expr(&mut self, f: &GenericField, stored: TokenStream, arg: &TokenStream) -> TokenStream {
        match f.kind {
            FieldKind::String | FieldKind::Code => {
                self.uses_cmp_upper = true;
                quote!(cmp_upper(#stored, #arg))
            }
            FieldKind::Enum(_) | FieldKind::Instruction
                if f.kind != FieldKind::Instruction || self.opcode_ty.is_some() =>
            {
                let s = self.scalar_expr(f, &stored);
                let a = self.scalar_expr(f, arg);
                quote!(#s.cmp(&#a))
            }
            _ => quote!(#stored.cmp(&#arg)),
        }
    }

    fn table(&mut self, table: &GenericTable, k: usize, chunks: &mut Vec<Chunk>) {
        let names = self.n.tables[k].clone();
        let (row_ty, fields, table_static) = (&names.row_ty, &names.fields, &names.table_static);

        // The row struct.
        let mut s = String::new();
        if names.defines_row_ty {
            self.row_struct(&mut s, table, row_ty, fields);
        }
        self.table_static(&mut s, table, row_ty, fields, table_static);
        chunks.push(Chunk::Text(s));

        let table_ident = ident(table_static);
        let row_ident = ident(row_ty);
        if let (Some(pk), Some(ln)) = (&table.primary_key, &names.primary_key) {
            let f = self.lookup(table, pk, ln, fields, &table_ident, &row_ident, chunks);
            chunks.push(Chunk::Items(f));
        }
        for (index, ln) in table.indices.iter().zip(&names.indices) {
            let f = self.lookup(table, index, ln, fields, &table_ident, &row_ident, chunks);
            chunks.push(Chunk::Items(f));
        }
    }

    fn row_struct(&self, s: &mut String, table: &GenericTable, row_ty: &str, fields: &[String]) {
        doc_lines(s, "", &format!("One entry of the C++ table `{}` (C++ type `{}`).", table.name, table.cpp_type_name));
        s.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n");
        let _ = writeln!(s, "pub struct {row_ty} {{");
        for (f, name) in table.fields.iter().zip(fields.iter()) {
            let what = match f.kind {
                FieldKind::Code => "C++ code, verbatim".to_string(),
                FieldKind::Intrinsic => "an `Intrinsic::ID`; see [`intrinsic`]".to_string(),
                FieldKind::Instruction => match &self.opcode_ty {
                    Some(ty) => format!("an opcode; see [`{ty}`]"),
                    None => "an opcode; see [`opcode`]".to_string(),
                },
                _ => self.rk.ty_string(f.ty),
            };
            doc_lines(s, "    ", &format!("C++ field `{}` ({what}).", f.name));
            let _ = writeln!(s, "    pub {name}: {},", self.field_ty(f));
        }
        s.push_str("}\n\n");
    }

    /// The table, one row per line.
    fn table_static(&self, s: &mut String, table: &GenericTable, row_ty: &str, fields: &[String], name: &str) {
        doc_lines(s, "", &format!("C++ `{}[]`, in the same order (`GET_{}_IMPL`).", table.name, table.guard));
        let _ = writeln!(s, "pub static {name}: [{row_ty}; {}] = [", table.entries.len());
        for row in 0..table.entries.len() {
            let _ = write!(s, "    {row_ty} {{ ");
            for (k, (f, field)) in table.fields.iter().zip(fields.iter()).enumerate() {
                let sep = if k == 0 { "" } else { ", " };
                let _ = write!(s, "{sep}{field}: {}", self.value_text(table.value(row, k), f, false));
            }
            let _ = writeln!(s, " }}, // {row}");
        }
        s.push_str("];\n");
    }

    #[allow(clippy::too_many_arguments)]
    fn lookup(
        &mut self,
        table: &GenericTable,
        index: &SearchIndex,
        names: &LookupNames,
        fields: &[String],
        table_static: &Ident,
        row_ty: &Ident,
        chunks: &mut Vec<Chunk>,
    ) -> TokenStream {
        let primary = names.index_static.is_none();
        let fn_name = ident(&names.function);
        let key_fields: Vec<&GenericField> = index.fields.iter().map(|&i| &table.fields[i]).collect();
        let args: Vec<TokenStream> = names
            .args
            .iter()
            .map(|a| {
                let a = ident(a);
                quote!(#a)
            })
            .collect();
        let params: Vec<TokenStream> = key_fields
            .iter()
            .zip(&args)
            .map(|(f, a)| {
                let t = self.key_ty(f);
                quote!(#a: #t)
            })
            .collect();

        let doc = format!(" {}", self.lookup_doc(table, index, &key_fields));
        let ret = if index.return_range { quote!(&'static [#row_ty]) } else { quote!(Option<&'static #row_ty>) };
        // No key fields (`PrimaryKey = []`): C++'s comparator then orders
        // nothing, so its search finds the first row in key order (every
        // row, for a range), and nothing in an empty table.
        if index.fields.is_empty() {
            let body = match (index.return_range, index.rows.first()) {
                (true, _) => quote!(&#table_static[..]),
                (false, Some(&row)) => {
                    let row = Literal::usize_unsuffixed(row);
                    quote!(Some(&#table_static[#row]))
                }
                (false, None) => quote!(None),
            };
            return quote! {
                #[doc = #doc]
                pub fn #fn_name() -> #ret { #body }
            };
        }
        // C++ bounds the first key field by its first and last values in key
        // order (early-out and dense lookups). Those are reversed as the
        // unsigned numbers C++ compares when LLVM's order is not theirs: 64-bit
        // keys sort as signed, instruction keys by name, enums by signed
        // value. Then no key passes and the lookup always fails.
        // The first key field's values in the first and last rows of key order.
        let bounds = match (index.rows.first(), index.rows.last()) {
            (Some(&a), Some(&b)) => Some((table.value(a, index.fields[0]), table.value(b, index.fields[0]))),
            _ => None,
        };
        let scalar_bounds = bounds.and_then(|(a, b)| {
            let f0 = key_fields[0];
            Some((self.scalar_value(a, f0)?, self.scalar_value(b, f0)?))
        });
        if index.contiguous || index.early_out {
            if let Some((a, b)) = scalar_bounds {
                if a > b {
                    let none = if index.return_range { quote!(&[]) } else { quote!(None) };
                    return quote! {
                        #[doc = #doc]
                        pub fn #fn_name(#(#params),*) -> #ret {
                            let _ = (#(#args,)*);
                            #none
                        }
                    };
                }
            }
        }

        // What the search runs over: the table itself, or an index array of
        // (key fields..., position in the table).
        // `accessors[n]` follows `.` to reach key field `n` of a searched row.
        let rows_expr;
        let accessors: Vec<TokenStream>;
        if primary {
            rows_expr = quote!(#table_static);
            accessors = index
                .fields
                .iter()
                .map(|&i| {
                    let name = ident(&fields[i]);
                    quote!(#name)
                })
                .collect();
        } else {
            let static_name = names.index_static.clone().unwrap_or_default();
            let mut s = String::new();
            doc_lines(
                &mut s,
                "",
                &format!("The index of `{}`: its key fields and the entry's position, in key order.", index.name),
            );
            let tys: Vec<String> = key_fields
                .iter()
                .map(|f| match f.kind {
                    FieldKind::String | FieldKind::Code => "&str".to_string(),
                    _ => self.field_ty(f),
                })
                .collect();
            let _ = writeln!(s, "static {static_name}: [({}, u32); {}] = [", tys.join(", "), index.rows.len());
            for &row in &index.rows {
                s.push_str("    (");
                for (&fi, f) in index.fields.iter().zip(&key_fields) {
                    let _ = write!(s, "{}, ", self.value_text(table.value(row, fi), f, f.kind.is_string()));
                }
                let _ = writeln!(s, "{row}),");
            }
            s.push_str("];\n");
            chunks.push(Chunk::Text(s));
            let st = ident(&static_name);
            rows_expr = quote!(#st);
            accessors = (0..index.fields.len())
                .map(|k| {
                    let k = Literal::usize_unsuffixed(k);
                    quote!(#k)
                })
                .collect();
        }
        let last = Literal::usize_unsuffixed(index.fields.len());
        let found = |e: TokenStream| -> TokenStream {
            if primary {
                quote!(&#table_static[#e])
            } else {
                quote!(&#table_static[#rows_expr[#e].#last as usize])
            }
        };

        // Dense keys: index directly.
        if let (true, Some((a, b))) = (index.contiguous, bounds) {
            let f0 = key_fields[0];
            let first = self.scalar_value(a, f0).unwrap_or(0);
            let last_v = self.scalar_value(b, f0).unwrap_or(0);
            let key = self.scalar_expr(f0, &args[0]);
            let (first_l, last_l) = (int_expr(first), int_expr(last_v));
            let pos = if first == 0 { quote!(#key as usize) } else { quote!((#key - #first_l) as usize) };
            let hit = found(quote!(pos));
            let body = if index.return_range {
                quote! {
                    if !(#first_l..=#last_l).contains(&#key) {
                        return &[];
                    }
                    let pos = #pos;
                    core::slice::from_ref(#hit)
                }
            } else {
                quote! {
                    if !(#first_l..=#last_l).contains(&#key) {
                        return None;
                    }
                    let pos = #pos;
                    Some(#hit)
                }
            };
            return quote! {
                #[doc = #doc]
                pub fn #fn_name(#(#params),*) -> #ret { #body }
            };
        }

        let early_out = if let (true, Some((v0, vn))) = (index.early_out, bounds) {
            let f0 = key_fields[0];
            let fail = if index.return_range { quote!(return &[];) } else { quote!(return None;) };
            match scalar_bounds {
                Some((a, b)) => {
                    let key = self.scalar_expr(f0, &args[0]);
                    let (a, b) = if matches!(f0.kind, FieldKind::Bit) {
                        (quote_bool(a), quote_bool(b))
                    } else {
                        (int_expr(a), int_expr(b))
                    };
                    quote! { if !(#a..=#b).contains(&#key) { #fail } }
                }
                _ => {
                    // Strings: C++ compares the argument as given, not
                    // upper-cased, against the first and last entries.
                    let a: TokenStream = self.value_text(v0, f0, false).parse().unwrap_or_default();
                    let b: TokenStream = self.value_text(vn, f0, false).parse().unwrap_or_default();
                    let key = &args[0];
                    quote! { if !(#a..=#b).contains(&#key) { #fail } }
                }
            }
        } else {
            quote!()
        };

        let mut chain = TokenStream::new();
        for (n, ((f, a), acc)) in key_fields.iter().zip(&args).zip(&accessors).enumerate() {
            let c = self.cmp_expr(f, quote!(rows[k].#acc), a);
            chain = if n == 0 { c } else { quote!(#chain.then_with(|| #c)) };
        }
        let body = if index.return_range {
            self.uses_equal_range = true;
            self.uses_lower_bound = true;
            let lo = if primary { quote!(&#table_static[lo..hi]) } else { quote!(&[]) };
            quote! {
                #early_out
                let rows = &#rows_expr;
                let (lo, hi) = equal_range(rows.len(), |k| #chain);
                #lo
            }
        } else {
            self.uses_lower_bound = true;
            let hit = found(quote!(k));
            quote! {
                #early_out
                let rows = &#rows_expr;
                let k = lower_bound(rows.len(), |k| #chain.is_lt());
                if k == rows.len() || #chain.is_ne() {
                    return None;
                }
                Some(#hit)
            }
        };
        quote! {
            #[doc = #doc]
            pub fn #fn_name(#(#params),*) -> #ret { #body }
        }
    }

    fn lookup_doc(&self, table: &GenericTable, index: &SearchIndex, key_fields: &[&GenericField]) -> String {
        if key_fields.is_empty() {
            return format!(
                "C++ `{}`: no key fields, so {} of `{}`.",
                index.name,
                if index.return_range { "every entry" } else { "the first entry, or `None`," },
                table.name
            );
        }
        let keys: Vec<String> = key_fields.iter().map(|f| format!("`{}`", f.name)).collect();
        let mut doc = format!(
            "C++ `{}`: the entries of `{}` whose {} equal the arguments",
            index.name,
            table.name,
            keys.join(", ")
        );
        if key_fields.iter().any(|f| f.kind.is_string()) {
            doc.push_str(" (strings compared ASCII case-insensitively)");
        }
        if index.return_range {
            doc.push_str(", as a slice of the table.");
        } else {
            doc.push_str("; the first one in key order, or `None`.");
        }
        doc
    }

    /// The search helpers, as libstdc++ implements them, emitted only if used.
    fn helpers(&self) -> Option<TokenStream> {
        let mut out = TokenStream::new();
        if self.uses_lower_bound {
            out.extend(quote! {
                /// `std::lower_bound` as libstdc++ runs it: the first of `len`
                /// positions for which `less` (element < key) is false.
                fn lower_bound(len: usize, less: impl Fn(usize) -> bool) -> usize {
                    let (mut first, mut count) = (0, len);
                    while count > 0 {
                        let half = count / 2;
                        let mid = first + half;
                        if less(mid) {
                            first = mid + 1;
                            count -= half + 1;
                        } else {
                            count = half;
                        }
                    }
                    first
                }
            });
        }
        if self.uses_equal_range {
            out.extend(quote! {
                /// `std::equal_range` as libstdc++ runs it; `cmp` orders the
                /// element at a position against the key.
                fn equal_range(len: usize, cmp: impl Fn(usize) -> core::cmp::Ordering) -> (usize, usize) {
                    let (mut first, mut count) = (0, len);
                    while count > 0 {
                        let half = count / 2;
                        let mid = first + half;
                        match cmp(mid) {
                            core::cmp::Ordering::Less => {
                                first = mid + 1;
                                count -= half + 1;
                            }
                            core::cmp::Ordering::Greater => count = half,
                            core::cmp::Ordering::Equal => {
                                let lo = first + lower_bound(half, |k| cmp(first + k).is_lt());
                                let rest = first + count - (mid + 1);
                                let hi = mid + 1 + lower_bound(rest, |k| !cmp(mid + 1 + k).is_gt());
                                return (lo, hi);
                            }
                        }
                    }
                    (first, first)
                }
            });
        }
        if self.uses_cmp_upper {
            out.extend(quote! {
                /// Orders a stored, upper-cased key against `key` upper-cased
                /// (ASCII only, as LLVM's `StringRef::upper`), bytewise.
                fn cmp_upper(stored: &str, key: &str) -> core::cmp::Ordering {
                    stored.bytes().cmp(key.bytes().map(|b| b.to_ascii_uppercase()))
                }
            });
        }
        (!out.is_empty()).then_some(out)
    }
}

fn quote_bool(v: i128) -> TokenStream {
    if v != 0 {
        quote!(true)
    } else {
        quote!(false)
    }
}
