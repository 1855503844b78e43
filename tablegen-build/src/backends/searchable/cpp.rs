//! The C++ writer: LLVM's `SearchableTableEmitter` output, byte for byte,
//! from an analysed [`Tables`] (which has already made every check, so
//! writing cannot fail).

use std::collections::BTreeSet;
use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use super::model::{FieldKind, GenericEnum, GenericTable, SearchIndex, Tables, Value};

/// Where a key type appears, which decides how strings are spelled.
#[derive(Clone, Copy, PartialEq, Eq)]
enum TypeContext {
    /// A member of the static index array.
    StaticStruct,
    /// A member of the lookup key built at run time.
    TempStruct,
    /// A lookup function parameter.
    Argument,
}

/// Writes the whole `.inc` text.
pub fn write(rk: &RecordKeeper, tables: &Tables) -> String {
    let mut w = Writer { rk, tables, out: String::new(), guards: BTreeSet::new() };
    for e in &tables.enums {
        w.generic_enum(e);
    }
    for t in &tables.tables {
        w.generic_table(t);
    }
    // All #undefs last, so that sections can share a guard.
    for g in &w.guards {
        let _ = writeln!(w.out, "#undef {g}");
    }
    w.out
}

struct Writer<'a> {
    rk: &'a RecordKeeper,
    tables: &'a Tables,
    out: String,
    guards: BTreeSet<String>,
}

impl Writer<'_> {
    fn ifdef(&mut self, guard: String) {
        let _ = writeln!(self.out, "#ifdef {guard}");
        self.guards.insert(guard);
    }

    fn generic_enum(&mut self, e: &GenericEnum) {
        self.ifdef(format!("GET_{}_DECL", e.guard));
        let _ = writeln!(self.out, "enum {} {{", e.name);
        for entry in &e.entries {
            let _ = writeln!(self.out, "  {} = {},", entry.name, entry.value);
        }
        self.out.push_str("};\n#endif\n\n");
    }

    fn generic_table(&mut self, t: &GenericTable) {
        self.ifdef(format!("GET_{}_DECL", t.guard));
        for index in t.primary_key.iter().chain(&t.indices) {
            self.declaration(t, index);
            self.out.push_str(";\n");
        }
        self.out.push_str("#endif\n\n");

        self.ifdef(format!("GET_{}_IMPL", t.guard));
        let _ = writeln!(self.out, "constexpr {} {}[] = {{", t.cpp_type_name, t.name);
        for row in 0..t.entries.len() {
            self.out.push_str("  { ");
            for (f, v) in t.row(row).iter().enumerate() {
                if f > 0 {
                    self.out.push_str(", ");
                }
                self.value(t, f, v, false);
            }
            let _ = writeln!(self.out, " }}, // {row}");
        }
        self.out.push_str(" };\n");
        if let Some(pk) = &t.primary_key {
            self.lookup(t, pk, true);
        }
        for index in &t.indices {
            self.lookup(t, index, false);
        }
        self.out.push_str("#endif\n\n");
    }

    /// The C++ spelling of one value (LLVM's `primaryRepresentation`),
    /// uppercased for string keys in index arrays.
    fn value(&mut self, t: &GenericTable, field: usize, v: &Value, upper: bool) {
        let start = self.out.len();
        match *v {
            Value::String(i) => self.rk.write_init(&mut self.out, i),
            Value::Code(i) => self.out.push_str(self.rk.inits.as_str(i).unwrap_or("")),
            Value::Bit(b) => self.out.push_str(if b { "true" } else { "false" }),
            Value::Bits(n) => {
                let _ = write!(self.out, "0x{n:X}");
            }
            Value::Enum(entry) => {
                let name = t.fields[field]
                    .generic_enum
                    .and_then(|e| self.tables.enums.get(e))
                    .and_then(|e| e.entries.get(entry))
                    .map_or("", |e| &e.name);
                self.out.push_str(name);
            }
            Value::Intrinsic(i) => {
                self.out.push_str("Intrinsic::");
                self.out.push_str(self.tables.intrinsics.get(i).map_or("", |i| &i.enum_name));
            }
            Value::Instruction(def) => self.out.push_str(self.rk.name_str(def)),
        }
        if upper {
            self.out[start..].make_ascii_uppercase();
        }
    }

    /// LLVM's `searchableFieldType`.
    fn key_type(kind: FieldKind, ctx: TypeContext) -> &'static str {
        match kind {
            FieldKind::String | FieldKind::Code => match ctx {
                TypeContext::StaticStruct => "const char *",
                TypeContext::TempStruct => "std::string",
                TypeContext::Argument => "StringRef",
            },
            FieldKind::Bits(n) if n <= 8 => "uint8_t",
            FieldKind::Bits(n) if n <= 16 => "uint16_t",
            FieldKind::Bits(n) if n <= 32 => "uint32_t",
            FieldKind::Bits(_) => "uint64_t",
            FieldKind::Bit => "bool",
            FieldKind::Enum(_) | FieldKind::Intrinsic | FieldKind::Instruction => "unsigned",
        }
    }

    fn declaration(&mut self, t: &GenericTable, index: &SearchIndex) {
        if index.return_range {
            let _ = write!(self.out, "llvm::iterator_range<const {} *> ", t.cpp_type_name);
        } else {
            let _ = write!(self.out, "const {} *", t.cpp_type_name);
        }
        let _ = write!(self.out, "{}(", index.name);
        for (n, &f) in index.fields.iter().enumerate() {
            if n > 0 {
                self.out.push_str(", ");
            }
            let field = &t.fields[f];
            let _ = write!(self.out, "{} {}", Self::key_type(field.kind, TypeContext::Argument), field.name);
        }
        self.out.push(')');
    }

    fn lookup(&mut self, t: &GenericTable, index: &SearchIndex, primary: bool) {
        self.out.push('\n');
        self.declaration(t, index);
        self.out.push_str(" {\n");

        let (index_type, index_name) = if primary {
            (&t.cpp_type_name[..], &t.name[..])
        } else {
            self.index_array(t, index);
            ("IndexType", "Index")
        };

        let bounds = match (index.fields.first(), index.rows.first(), index.rows.last()) {
            (Some(&f), Some(&first), Some(&last)) if index.contiguous || index.early_out => Some((f, first, last)),
            _ => None,
        };
        if let Some((f, first, last)) = bounds {
            let name = &t.fields[f].name;
            let _ = write!(self.out, "  if (({name} < ");
            let start = self.out.len();
            self.value(t, f, t.value(first, f), false);
            let first = self.out[start..].to_owned();
            let _ = write!(self.out, ") ||\n      ({name} > ");
            self.value(t, f, t.value(last, f), false);
            self.out.push_str("))\n    return nullptr;\n");
            if index.contiguous {
                let _ = writeln!(self.out, "  auto Table = ArrayRef({index_name});");
                let _ = writeln!(self.out, "  size_t Idx = {name} - {first};");
                if primary {
                    self.out.push_str("  return &Table[Idx];\n");
                } else {
                    let _ = writeln!(self.out, "  return &{}[Table[Idx]._index];", t.name);
                }
                self.out.push_str("}\n");
                return;
            }
            self.out.push('\n');
        }

        self.out.push_str("  struct KeyType {\n");
        for &f in &index.fields {
            let field = &t.fields[f];
            let _ = writeln!(self.out, "    {} {};", Self::key_type(field.kind, TypeContext::TempStruct), field.name);
        }
        self.out.push_str("  };\n  KeyType Key = {");
        for (n, &f) in index.fields.iter().enumerate() {
            if n > 0 {
                self.out.push_str(", ");
            }
            let field = &t.fields[f];
            self.out.push_str(&field.name);
            if field.kind.is_string() {
                self.out.push_str(".upper()");
            }
        }
        self.out.push_str("};\n  struct Comp {\n");
        let _ = writeln!(self.out, "    bool operator()(const {index_type} &LHS, const KeyType &RHS) const {{");
        self.comparator(t, index);
        if index.return_range {
            let _ = writeln!(self.out, "    bool operator()(const KeyType &LHS, const {index_type} &RHS) const {{");
            self.comparator(t, index);
        }
        self.out.push_str("  };\n");
        let _ = writeln!(self.out, "  auto Table = ArrayRef({index_name});");
        if index.return_range {
            self.out.push_str("  auto It = std::equal_range(Table.begin(), Table.end(), Key, Comp());\n");
            self.out.push_str("  return llvm::make_range(It.first, It.second);\n");
        } else {
            self.out.push_str("  auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());\n");
            self.out.push_str("  if (Idx == Table.end()");
            for &f in &index.fields {
                let name = &t.fields[f].name;
                let _ = write!(self.out, " ||\n      Key.{name} != Idx->{name}");
            }
            self.out.push_str(")\n    return nullptr;\n\n");
            if primary {
                self.out.push_str("  return &*Idx;\n");
            } else {
                let _ = writeln!(self.out, "  return &{}[Idx->_index];", t.name);
            }
        }
        self.out.push_str("}\n");
    }

    /// The sorted `{ key..., position }` array of a secondary lookup.
    fn index_array(&mut self, t: &GenericTable, index: &SearchIndex) {
        self.out.push_str("  struct IndexType {\n");
        for &f in &index.fields {
            let field = &t.fields[f];
            let _ = writeln!(self.out, "    {} {};", Self::key_type(field.kind, TypeContext::StaticStruct), field.name);
        }
        self.out.push_str("    unsigned _index;\n  };\n  static const struct IndexType Index[] = {\n");
        for &row in &index.rows {
            self.out.push_str("    { ");
            for (n, &f) in index.fields.iter().enumerate() {
                if n > 0 {
                    self.out.push_str(", ");
                }
                self.value(t, f, t.value(row, f), t.fields[f].kind.is_string());
            }
            let _ = writeln!(self.out, ", {row} }},");
        }
        self.out.push_str("  };\n\n");
    }

    fn comparator(&mut self, t: &GenericTable, index: &SearchIndex) {
        for &f in &index.fields {
            let field = &t.fields[f];
            let n = &field.name;
            if field.kind.is_string() {
                let _ = writeln!(self.out, "      int Cmp{n} = StringRef(LHS.{n}).compare(RHS.{n});");
                let _ = writeln!(self.out, "      if (Cmp{n} < 0) return true;");
                let _ = writeln!(self.out, "      if (Cmp{n} > 0) return false;");
            } else if field.generic_enum.is_some() {
                // The signedness of enums is compiler-dependent.
                let _ = writeln!(self.out, "      if ((unsigned)LHS.{n} < (unsigned)RHS.{n})\n        return true;");
                let _ = writeln!(self.out, "      if ((unsigned)LHS.{n} > (unsigned)RHS.{n})\n        return false;");
            } else {
                let _ = writeln!(self.out, "      if (LHS.{n} < RHS.{n})\n        return true;");
                let _ = writeln!(self.out, "      if (LHS.{n} > RHS.{n})\n        return false;");
            }
        }
        self.out.push_str("      return false;\n    }\n");
    }
}
