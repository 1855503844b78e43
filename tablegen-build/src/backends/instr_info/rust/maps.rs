//! The `InstrMapping` relation tables in Rust (C++ `GET_INSTRMAP_INFO`):
//! an `instr_map` module with one enum per column field, one function per
//! mapping answering what the C++ `getXXX(uint16_t Opcode, ...)` answers,
//! over a byte-string table searched as the C++ searches its table.
//!
//! The C++ functions return an `int` with three kinds of answers, and LLVM
//! tells them apart (AMDGPU's `pseudoToMCOpcode`): -1 when the opcode is
//! not a key instruction of the relation (or the column values name no
//! column of it), `(uint16_t)-1` (65535) when it is one but no instruction
//! fills the column, and the related opcode otherwise. The Rust functions
//! answer `None`, `Some(MapEntry::Missing)` and `Some(MapEntry::Opcode(_))`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::names::{screaming, snake, upper_camel, Namer};
use crate::support::rust::{byte_table, doc_lines, format_items, spaced};

use super::super::map_table::{MapTable, MapTables};

/// How the table's `u16` values and the `Opcode` type's representation
/// convert, for an `Opcode` of representation `repr` (`u16` on every
/// target: the fixed opcodes alone are more than 255, and C++'s tables are
/// `uint16_t`).
fn conversions(repr: &str) -> (&'static str, &'static str) {
    match repr {
        "u8" => ("u16::from(opcode.value())", "u8::try_from(v).ok().and_then(Opcode::from_value)"),
        "u16" => ("opcode.value()", "Opcode::from_value(v)"),
        _ => ("u16::try_from(opcode.value()).ok()?", "Opcode::from_value(v.into())"),
    }
}

/// The `instr_map` module, for an `Opcode` of representation `opcode_repr`.
pub(super) fn write(ns: &str, maps: &MapTables, opcode_repr: &str) -> String {
    let mut types = Namer::default();
    let mut values = Namer::default();
    for t in ["MapEntry", "Mapping", "MappingFn", "Opcode"] {
        types.reserve(t);
    }
    for v in ["lookup", "MAPPINGS"] {
        values.reserve(v);
    }

    // The column enums, as C++ declares them: per column field, its values
    // over every mapping.
    let mut enum_tokens = proc_macro2::TokenStream::new();
    let mut enum_of: Columns<'_> = BTreeMap::new();
    for (field, vals) in &maps.enums {
        let name = types.unique(upper_camel(field));
        let items = enum_items(&EnumSpec {
            name: name.clone(),
            doc: format!(
                "C++ `{ns}::{field}`: the values of the column field `{field}` over every `InstrMapping`, \
                 the columns the mapping functions take."
            ),
            enumerators: vals
                .iter()
                .enumerate()
                .map(|(i, v)| Enumerator { cpp_name: format!("{field}_{v}"), value: i as i128, doc: None })
                .collect(),
            repr: Some("u16"),
            shape: Shape::Enum,
        });
        enum_tokens.extend(items.tokens);
        enum_of.insert(field.as_str(), Column { name, paths: items.paths, values: vals });
    }

    let mut fns = String::new();
    let mut tables = String::new();
    let mut list = String::new();
    for t in &maps.tables {
        let fn_name = values.unique(snake(&t.name));
        let table = values.unique(screaming(&format!("{}Table", t.name)));
        function(&mut fns, ns, t, &fn_name, &table, &enum_of);
        list_entry(&mut list, t, &fn_name, &enum_of);
        let width = t.value_cols.len() + 1;
        let mut bytes = Vec::with_capacity(t.rows.len() * width * 2);
        for (key, cols) in &t.rows {
            bytes.extend_from_slice(&(*key as u16).to_le_bytes());
            for c in cols {
                let v = c.as_ref().and_then(|c| c.value).map_or(u16::MAX, |v| v as u16);
                bytes.extend_from_slice(&v.to_le_bytes());
            }
        }
        byte_table(
            &mut tables,
            &wrap(&format!(
                "C++ `{}Table`: per key instruction, in opcode order, the opcode and the instruction of \
                 each column (`0xffff` for none), {width} little-endian `u16`s a row.",
                t.name
            )),
            &table,
            &bytes,
        );
    }

    let (key, to_opcode) = conversions(opcode_repr);
    let mut items = String::new();
    let _ = write!(
        items,
        "use super::Opcode;

/// What a mapping function answers for a key instruction of its relation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MapEntry {{
    /// The related instruction.
    Opcode(Opcode),
    /// No instruction fills the column (C++ `(uint16_t)-1`, which LLVM
    /// tells apart from -1).
    Missing,
}}

impl MapEntry {{
    /// The related instruction, if there is one.
    pub fn opcode(self) -> Option<Opcode> {{
        match self {{
            MapEntry::Opcode(opcode) => Some(opcode),
            MapEntry::Missing => None,
        }}
    }}
}}

/// The C++ functions' binary search of a relation table (`width` `u16`s
/// a row, the key instruction first, rows in opcode order) for `opcode`,
/// answering the row's entry `column`.
fn lookup(table: &[u8], width: usize, opcode: Opcode, column: usize) -> Option<MapEntry> {{
    let at = |row: usize, col: usize| -> Option<u16> {{
        let i = row.checked_mul(width)?.checked_add(col)?.checked_mul(2)?;
        Some(u16::from_le_bytes([*table.get(i)?, *table.get(i.checked_add(1)?)?]))
    }};
    let key = {key};
    let mut start = 0;
    let mut end = table.len().checked_div(width.checked_mul(2)?)?;
    let mut mid = 0;
    while start < end {{
        mid = start + (end - start) / 2;
        let k = at(mid, 0)?;
        if key == k {{
            break;
        }}
        if key < k {{
            end = mid;
        }} else {{
            start = mid + 1;
        }}
    }}
    if start == end {{
        return None;
    }}
    match at(mid, column)? {{
        u16::MAX => Some(MapEntry::Missing),
        v => {to_opcode}.map(MapEntry::Opcode),
    }}
}}

/// A mapping function taking its column values as their C++ enum values,
/// in `ColFields` order (none for a mapping of one column); `None` also
/// where a value is missing or not one of its enum's.
pub type MappingFn = fn(Opcode, &[u16]) -> Option<MapEntry>;

/// A mapping function, as [`MAPPINGS`] lists it.
#[derive(Clone, Copy, Debug)]
pub struct Mapping {{
    /// The C++ function's name.
    pub name: &'static str,
    /// The column enums it takes: their C++ names and numbers of values.
    pub columns: &'static [(&'static str, u16)],
    /// The function.
    pub function: MappingFn,
}}

/// Every mapping function, in LLVM's order (by name).
pub static MAPPINGS: &[Mapping] = &[
{list}];

{fns}"
    );
    let mut tokens = match items.parse::<proc_macro2::TokenStream>() {
        Ok(t) => t,
        Err(e) => return format!("// the generated items do not lex: {e}\n{items}"),
    };
    tokens.extend(enum_tokens);
    let body = format!("{}\n{tables}", spaced(&format_items(tokens)));
    let mut out = String::from(
        "/// The `InstrMapping` relations (C++ `GET_INSTRMAP_INFO`): per mapping, the\n\
         /// instruction related to a key instruction in each column, as LLVM's\n\
         /// `getXXX(uint16_t Opcode, ...)` functions answer.\n\
         ///\n\
         /// The column enums' variants are named after the C++ enumerators\n\
         /// (`Form_reg` is `Form::FormReg`).\n\
         #[allow(dead_code, clippy::enum_variant_names)]\npub mod instr_map {\n",
    );
    for line in body.trim_end().lines() {
        if !line.is_empty() {
            out.push_str("    ");
        }
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("}\n\n");
    out
}

/// A column field's enum.
struct Column<'a> {
    /// The Rust type.
    name: String,
    /// Its variants, by value.
    paths: Vec<String>,
    /// The column values, by enum value.
    values: &'a [String],
}

/// The column enums, by column field.
type Columns<'a> = BTreeMap<&'a str, Column<'a>>;

/// The enum type of `field`.
fn column_type<'a>(enum_of: &'a Columns<'_>, field: &str) -> &'a str {
    enum_of.get(field).map_or("", |c| c.name.as_str())
}

/// The number of values of `field`.
fn column_len(enum_of: &Columns<'_>, field: &str) -> usize {
    enum_of.get(field).map_or(0, |c| c.paths.len())
}

/// The Rust path of `value` of `field`.
fn column_value(enum_of: &Columns<'_>, field: &str, value: &str) -> String {
    let Some(c) = enum_of.get(field) else { return String::new() };
    let pos = c.values.iter().position(|v| v == value).unwrap_or(0);
    format!("{}::{}", c.name, c.paths.get(pos).map_or("", String::as_str))
}

/// The parameter names of a mapping's columns (none for one column).
fn params(t: &MapTable) -> Vec<String> {
    if t.value_cols.len() <= 1 {
        return Vec::new();
    }
    let mut names = Namer::default();
    names.reserve("opcode");
    names.reserve("column");
    t.col_fields.iter().map(|c| names.unique(snake(c))).collect()
}

/// One mapping's function.
fn function(out: &mut String, ns: &str, t: &MapTable, fn_name: &str, table: &str, enum_of: &Columns<'_>) {
    let params = params(t);
    let mut cpp_params = String::from("uint16_t Opcode");
    let mut rust_params = String::from("opcode: Opcode");
    for (p, c) in params.iter().zip(&t.col_fields) {
        let _ = write!(cpp_params, ", enum {c} in{c}");
        let _ = write!(rust_params, ", {p}: {}", column_type(enum_of, c));
    }
    let quoted = |v: &[String]| v.iter().map(|s| format!("{s:?}")).collect::<Vec<_>>().join(", ");
    let cols: Vec<String> = t.value_cols.iter().map(|v| format!("[{}]", quoted(v))).collect();
    let mut doc = format!(
        "C++ `{ns}::{}({cpp_params})` (`InstrMapping` `{}`: `ColFields = [{}]`, `ValueCols = [{}]`): the \
         instruction related to `opcode` in {}. `None` (C++ -1) if `opcode` is not a key instruction of the \
         relation",
        t.name,
        t.name,
        quoted(&t.col_fields),
        cols.join(", "),
        if params.is_empty() { "its column" } else { "the column the arguments name" }
    );
    if !params.is_empty() {
        doc.push_str(" or the arguments name none of its columns");
    }
    doc.push_str("; [`MapEntry::Missing`] (C++ `(uint16_t)-1`) if no instruction fills the column.");
    doc_lines(out, "", &wrap(&doc));
    let width = t.value_cols.len() + 1;
    if params.is_empty() {
        let _ = write!(
            out,
            "pub fn {fn_name}({rust_params}) -> Option<MapEntry> {{\nlookup({table}, {width}, opcode, 1)\n}}\n\n"
        );
        return;
    }
    // C++ tests the columns in order and answers the first that matches:
    // a repeated column is unreachable.
    let mut arms: Vec<(Vec<String>, usize)> = Vec::new();
    for (i, col) in t.value_cols.iter().enumerate() {
        let pattern: Vec<String> = t.col_fields.iter().zip(col).map(|(c, v)| column_value(enum_of, c, v)).collect();
        if !arms.iter().any(|(p, _)| *p == pattern) {
            arms.push((pattern, i + 1));
        }
    }
    let all: usize = t.col_fields.iter().map(|c| column_len(enum_of, c)).product();
    let scrutinee = if params.len() == 1 { params[0].clone() } else { format!("({})", params.join(", ")) };
    let _ = write!(out, "pub fn {fn_name}({rust_params}) -> Option<MapEntry> {{\nlet column = match {scrutinee} {{\n");
    for (pattern, col) in &arms {
        let p = if pattern.len() == 1 { pattern[0].clone() } else { format!("({})", pattern.join(", ")) };
        let _ = writeln!(out, "{p} => {col},");
    }
    if arms.len() < all {
        out.push_str("_ => return None,\n");
    }
    let _ = write!(out, "}};\nlookup({table}, {width}, opcode, column)\n}}\n\n");
}

/// One entry of `MAPPINGS`.
fn list_entry(out: &mut String, t: &MapTable, fn_name: &str, enum_of: &Columns<'_>) {
    let params = params(t);
    let fields: Vec<String> = if params.is_empty() {
        Vec::new()
    } else {
        t.col_fields.iter().map(|c| format!("({c:?}, {})", column_len(enum_of, c))).collect()
    };
    let mut args = String::new();
    for (k, c) in t.col_fields.iter().enumerate().take(params.len()) {
        let at = if k == 0 { "first()".to_string() } else { format!("get({k})") };
        let _ = write!(args, ", {}::from_value(*cols.{at}?)?", column_type(enum_of, c));
    }
    let cols = if params.is_empty() { "_" } else { "cols" };
    let _ = writeln!(
        out,
        "Mapping {{ name: {:?}, columns: &[{}], function: |opcode, {cols}| {fn_name}(opcode{args}) }},",
        t.name,
        fields.join(", ")
    );
}

/// `text` as lines of at most 100 characters (words are not split).
fn wrap(text: &str) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in text.split(' ') {
        if line > 0 && line + 1 + word.len() > 100 {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += word.len();
    }
    out
}
