//! From records to [`Tables`]. The first phase is LLVM's collection phase
//! (`SearchableTableEmitter::run` up to "Emit everything"); the second makes,
//! table by table and in emission order, every check and computation LLVM's
//! emission makes, so that the first error reported is LLVM's and the
//! writers cannot fail.

use std::cmp::Ordering;

use crate::backend::{Records, Result};
use tablegen_core::init::{Init, InitKind, StringFormat};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::source::Loc;
use tablegen_core::types::{Ty, TyKind};
use tablegen_core::RecordKeeper;

use super::model::{
    EnumEntry, FieldKind, GenericEnum, GenericField, GenericTable, IntrinsicRef, SearchIndex, Tables, Value,
};
use crate::model::codegen::{CodeGenTarget, InstrEnumeration};
use crate::model::intrinsics::CodeGenIntrinsic;
use crate::support::fields::{bit_field, derived, fatal, fatal_at, fatal_note, is_unset, lift, string_field};
use crate::support::sort::{stable_sort, unstable_sort};

/// Analyses every `GenericEnum`, `GenericTable`, `SearchIndex` and legacy
/// `SearchableTable` of the records, reporting LLVM's diagnostics.
pub fn analyze(rk: &mut Records<'_>) -> Result<Tables> {
    let target = if rk.all_derived_definitions_if_defined("Instruction").is_empty() {
        None
    } else {
        Some(CodeGenTarget::new(rk)?)
    };
    let mut a = Analyzer {
        rk,
        target,
        enums: Vec::new(),
        enum_of_def: FxHashMap::default(),
        intrinsics: Vec::new(),
        intrinsic_of_def: FxHashMap::default(),
    };
    let work = a.collect()?;
    let mut tables = Vec::with_capacity(work.len());
    for t in work {
        tables.push(a.finish(t)?);
    }
    let has_instruction_field = tables.iter().any(|t| t.fields.iter().any(|f| f.kind == FieldKind::Instruction));
    // Numbered only when a table needs it, and then without reporting:
    // LLVM numbers them lazily too, and its errors belong to the backends
    // that require instructions.
    let instructions = match a.rk.cached_model::<InstrEnumeration>() {
        Some(e) => Some((*e).clone()),
        None if has_instruction_field => InstrEnumeration::compute(a.rk).ok(),
        None => None,
    };
    number_intrinsics(a.rk, &mut a.intrinsics);
    Ok(Tables { enums: a.enums, tables, intrinsics: a.intrinsics, instructions })
}

/// A table field while its type is being worked out (LLVM's `GenericField`).
#[derive(Clone, Debug)]
struct Field {
    name: String,
    /// The interned name, to find the field in records quickly.
    name_init: Init,
    ty: Option<Ty>,
    is_code: bool,
    generic_enum: Option<usize>,
    is_intrinsic: bool,
    is_instruction: bool,
}

/// A lookup as parsed (LLVM's `SearchIndex`).
#[derive(Clone, Debug)]
struct Index {
    name: String,
    loc: Loc,
    fields: Vec<usize>,
    early_out: bool,
    return_range: bool,
}

/// What `compareBy` compares a field by, computed once per value.
#[derive(Clone, Debug)]
enum Key {
    Int(i64),
    Intrinsic(usize),
    /// `isPseudo` and the def: pseudos first, then by name.
    Instruction(bool, RecId),
    Text(Box<[u8]>),
}

/// A table during collection.
struct Work {
    rec: RecId,
    name: String,
    locs: Vec<Loc>,
    guard: String,
    cpp_type_name: String,
    fields: Vec<Field>,
    /// The entries as collected (definition order).
    items: Vec<RecId>,
    /// `items.len() * fields.len()` values, row by row in `items` order.
    inits: Vec<Init>,
    /// The entries in table order, as positions in `items`.
    order: Vec<u32>,
    /// Memoized sort keys, laid out like `inits`.
    keys: Vec<Option<Key>>,
    primary_key: Option<Index>,
    indices: Vec<Index>,
}

struct Analyzer<'a, 'r> {
    rk: &'a mut Records<'r>,
    target: Option<CodeGenTarget>,
    enums: Vec<GenericEnum>,
    /// `GenericEnum` def to its enum (legacy enums are not in here).
    enum_of_def: FxHashMap<RecId, usize>,
    intrinsics: Vec<IntrinsicRef>,
    intrinsic_of_def: FxHashMap<RecId, usize>,
}

impl Analyzer<'_, '_> {
    // ------------------------------------------------------------ collection

    fn collect(&mut self) -> Result<Vec<Work>> {
        for rec in self.derived("GenericEnum")? {
            self.collect_generic_enum(rec)?;
        }
        let mut tables = Vec::new();
        let mut table_of_def = FxHashMap::default();
        for rec in self.derived("GenericTable")? {
            let t = self.collect_generic_table(rec)?;
            table_of_def.insert(rec, tables.len());
            tables.push(t);
        }
        for rec in self.derived("SearchIndex")? {
            let r = self.rk.value_as_def(rec, "Table");
            let table_rec = lift(self.rk, r)?;
            let Some(&t) = table_of_def.get(&table_rec) else {
                let loc = field_loc(self.rk, rec, "Table");
                let msg = format!(
                    "SearchIndex '{}' refers to nonexistent table '{}",
                    self.rk.name_str(rec),
                    self.rk.name_str(table_rec)
                );
                return fatal(self.rk, &[loc], msg);
            };
            let loc = field_loc(self.rk, rec, "Key");
            let name = self.rk.name_str(rec).to_owned();
            let key = self.list_of_strings(rec, "Key")?;
            let early_out = bit_field(self.rk, rec, "EarlyOut")?;
            let index = self.parse_search_index(&tables[t], loc, name, &key, early_out, false)?;
            tables[t].indices.push(index);
        }
        self.collect_legacy(&mut tables)?;
        Ok(tables)
    }

    fn collect_generic_enum(&mut self, rec: RecId) -> Result<()> {
        let name_field = self.optional_string(rec, "NameField")?;
        let value_field = self.optional_string(rec, "ValueField")?;
        let name = self.rk.name_str(rec).to_owned();
        let filter_class = string_field(self.rk, rec, "FilterClass")?;
        let Some(class) = self.rk.class(&filter_class) else {
            let loc = field_loc(self.rk, rec, "FilterClass");
            return fatal(self.rk, &[loc], format!("Enum FilterClass '{filter_class}' does not exist"));
        };
        let items = self.derived(&filter_class)?;
        let e = self.collect_enum(name.clone(), name, class, &name_field, &value_field, &items)?;
        self.enum_of_def.insert(rec, self.enums.len());
        self.enums.push(e);
        Ok(())
    }

    /// LLVM's `collectEnumEntries`.
    fn collect_enum(
        &mut self,
        name: String,
        guard: String,
        class: RecId,
        name_field: &str,
        value_field: &str,
        items: &[RecId],
    ) -> Result<GenericEnum> {
        let mut entries = Vec::with_capacity(items.len());
        for &rec in items {
            let name = if name_field.is_empty() {
                self.rk.name_str(rec).to_owned()
            } else {
                string_field(self.rk, rec, name_field)?
            };
            let value = if value_field.is_empty() { 0 } else { self.int_field(rec, value_field)? };
            entries.push(EnumEntry { rec, name, value });
        }
        if value_field.is_empty() {
            entries.sort_by(|a, b| a.name.as_bytes().cmp(b.name.as_bytes()));
            for (i, e) in entries.iter_mut().enumerate() {
                e.value = i as i64;
            }
        }
        let mut by_rec = FxHashMap::default();
        for (i, e) in entries.iter().enumerate() {
            by_rec.entry(e.rec).or_insert(i);
        }
        Ok(GenericEnum { name, guard, class, entries, by_rec })
    }

    fn collect_generic_table(&mut self, rec: RecId) -> Result<Work> {
        let name = self.rk.name_str(rec).to_owned();
        let locs = self.rk.record(rec).locs.to_vec();
        let cpp_type_name = string_field(self.rk, rec, "CppTypeName")?;
        let mut fields = Vec::new();
        for field_name in self.list_of_strings(rec, "Fields")? {
            let mut field = self.new_field(field_name);
            let type_of = format!("TypeOf_{}", field.name);
            if let Some(v) = self.rk.field(rec, &type_of).map(|v| (v.value, v.loc)) {
                if !self.parse_field_type(&mut field, v.0) {
                    let shown = self.rk.as_string(v.0);
                    self.rk.error(&[v.1], format!("Table '{name}' has invalid '{type_of}': {shown}"));
                    return fatal_note(
                        self.rk,
                        "The 'TypeOf_xxx' field must be a string naming a GenericEnum record, or \"code\"",
                    );
                }
            }
            fields.push(field);
        }

        let filter_class = string_field(self.rk, rec, "FilterClass")?;
        if self.rk.class(&filter_class).is_none() {
            let loc = field_loc(self.rk, rec, "FilterClass");
            return fatal(self.rk, &[loc], format!("Table FilterClass '{filter_class}' does not exist"));
        }
        let mut items = self.derived(&filter_class)?;
        let filter_field = self.rk.field(rec, "FilterClassField").map(|v| v.value);
        if let Some(filter_field) = filter_field.and_then(|v| self.rk.inits.as_str(v).map(str::to_owned)) {
            let mut kept = Vec::with_capacity(items.len());
            for item in items {
                let Some(v) = self.rk.field(item, &filter_field).map(|v| (v.value, v.loc)) else {
                    // LLVM dereferences the missing field and crashes.
                    let msg =
                        format!("Record `{}' does not have a field named `{filter_field}'!\n", self.rk.name_str(item));
                    return fatal_at(self.rk, item, msg);
                };
                match self.rk.inits.as_bit(v.0) {
                    Some(true) => kept.push(item),
                    Some(false) => {}
                    None => {
                        let msg = format!("FilterClassField '{filter_class}' should be a bit value");
                        return fatal(self.rk, &[v.1], msg);
                    }
                }
            }
            items = kept;
        }
        let guard = name.clone();
        let mut t = self.collect_table_entries(rec, name, locs, guard, cpp_type_name, fields, items)?;

        if !is_unset(self.rk, rec, "PrimaryKey")? {
            let loc = field_loc(self.rk, rec, "PrimaryKey");
            let name = string_field(self.rk, rec, "PrimaryKeyName")?;
            let key = self.list_of_strings(rec, "PrimaryKey")?;
            let early_out = bit_field(self.rk, rec, "PrimaryKeyEarlyOut")?;
            let return_range = bit_field(self.rk, rec, "PrimaryKeyReturnRange")?;
            let pk = self.parse_search_index(&t, loc, name, &key, early_out, return_range)?;
            let mut order = std::mem::take(&mut t.order);
            let r = stable_sort(&mut order, &mut |a, b| self.less(&mut t, a, b, &pk.fields, pk.loc));
            t.order = order;
            r?;
            t.primary_key = Some(pk);
        }
        Ok(t)
    }

    /// LLVM's `parseFieldType`: `TypeOf_<field>` names `code` or an enum.
    fn parse_field_type(&mut self, field: &mut Field, type_of: Init) -> bool {
        let Some(text) = self.rk.inits.as_str(type_of) else { return false };
        if text == "code" {
            field.is_code = true;
            return true;
        }
        let Some(def) = self.rk.def(text).filter(|d| self.rk.is_subclass_of_name(*d, "GenericEnum")) else {
            return false;
        };
        let Some(&e) = self.enum_of_def.get(&def) else { return false };
        field.generic_enum = Some(e);
        let class = self.enums[e].class;
        field.ty = Some(self.rk.record_ty(&[class]));
        true
    }

    /// The legacy tables: every class whose only superclass is
    /// `SearchableTable`, in class-name order.
    fn collect_legacy(&mut self, tables: &mut Vec<Work>) -> Result<()> {
        let Some(searchable) = self.rk.class("SearchableTable") else { return Ok(()) };
        for class in self.rk.classes() {
            if !is_legacy_table(self.rk, class, searchable) {
                continue;
            }
            let class_name = self.rk.name_str(class).to_owned();
            let upper = class_name.to_ascii_uppercase();
            let items = self.derived(&class_name)?;
            if !is_unset(self.rk, class, "EnumNameField")? {
                let name_field = string_field(self.rk, class, "EnumNameField")?;
                let value_field = self.optional_string(class, "EnumValueField")?;
                let name = format!("{class_name}Values");
                let e = self.collect_enum(name, upper.clone(), class, &name_field, &value_field, &items)?;
                self.enums.push(e);
            }

            let mut fields = Vec::new();
            let value_names: Vec<String> =
                self.rk.record(class).values.iter().map(|v| self.rk.as_unquoted_string(v.name)).collect();
            for name in value_names {
                if name.contains(':') || matches!(&name[..], "SearchableFields" | "EnumNameField" | "EnumValueField") {
                    continue;
                }
                fields.push(self.new_field(name));
            }
            let locs = self.rk.record(class).locs.to_vec();
            let table_name = format!("{class_name}sList");
            let mut t =
                self.collect_table_entries(class, table_name, locs, upper, class_name.clone(), fields, items)?;
            for field in self.list_of_strings(class, "SearchableFields")? {
                let name = format!("lookup{class_name}By{field}");
                let loc = field_loc(self.rk, class, &field);
                let index = self.parse_search_index(&t, loc, name, std::slice::from_ref(&field), false, false)?;
                t.indices.push(index);
            }
            tables.push(t);
        }
        Ok(())
    }

    /// LLVM's `collectTableEntries`: reads every entry's values, works out
    /// each field's type, and sorts the entries by all fields.
    #[allow(clippy::too_many_arguments)]
    fn collect_table_entries(
        &mut self,
        rec: RecId,
        name: String,
        locs: Vec<Loc>,
        guard: String,
        cpp_type_name: String,
        mut fields: Vec<Field>,
        items: Vec<RecId>,
    ) -> Result<Work> {
        if items.is_empty() {
            return fatal(self.rk, &locs, format!("Table '{name}' has no entries"));
        }
        let mut inits = Vec::with_capacity(items.len() * fields.len());
        for &item in &items {
            for field in &mut fields {
                // A null value (left by a failed type check) is missing too.
                let init = match self.rk.record(item).value(field.name_init) {
                    Some(v) if v.value != Init::NULL => v.value,
                    _ => {
                        let r = self.rk.value_init(item, &field.name);
                        lift(self.rk, r)?
                    }
                };
                let ty = match self.rk.inits.ty(init) {
                    Some(ty) if self.rk.is_complete(init) => ty,
                    _ => {
                        let msg = format!(
                            "Record '{}' for table '{name}' is missing field '{}'",
                            self.rk.name_str(item),
                            field.name
                        );
                        return fatal_at(self.rk, item, msg);
                    }
                };
                field.ty = match field.ty {
                    None => Some(ty),
                    Some(old) => match self.rk.resolve_types(old, ty) {
                        Some(t) => Some(t),
                        None => {
                            let loc = field_loc(self.rk, item, &field.name);
                            let msg = format!(
                                "Field '{}' of table '{name}' entry has incompatible type: {} vs. {}",
                                field.name,
                                self.rk.ty_string(ty),
                                self.rk.ty_string(old)
                            );
                            return fatal(self.rk, &[loc], msg);
                        }
                    },
                };
                inits.push(init);
            }
        }

        let intrinsic_class = self.rk.class("Intrinsic");
        let instruction_class = self.rk.class("Instruction");
        for field in &mut fields {
            let Some(ty) = field.ty else {
                let msg =
                    format!("Cannot determine type of field '{}' in table '{name}'. Maybe it is not used?", field.name);
                return fatal(self.rk, &[], msg);
            };
            if intrinsic_class.is_some_and(|c| self.rk.record_ty_is_subclass_of(ty, c)) {
                field.is_intrinsic = true;
            } else if instruction_class.is_some_and(|c| self.rk.record_ty_is_subclass_of(ty, c)) {
                field.is_instruction = true;
            }
        }

        let n = items.len();
        let mut t = Work {
            rec,
            name,
            locs,
            guard,
            cpp_type_name,
            keys: vec![None; inits.len()],
            fields,
            items,
            inits,
            order: (0..n as u32).collect(),
            primary_key: None,
            indices: Vec::new(),
        };
        // The index LLVM sorts by here has no location.
        let all: Vec<usize> = (0..t.fields.len()).collect();
        let mut order = std::mem::take(&mut t.order);
        let r = unstable_sort(&mut order, &mut |a, b| self.less(&mut t, a, b, &all, Loc::NONE));
        t.order = order;
        r?;
        Ok(t)
    }

    /// LLVM's `parseSearchIndex`.
    fn parse_search_index(
        &mut self,
        t: &Work,
        loc: Loc,
        name: String,
        key: &[String],
        early_out: bool,
        return_range: bool,
    ) -> Result<Index> {
        let mut fields = Vec::with_capacity(key.len());
        for field_name in key {
            match t.fields.iter().position(|f| f.name == *field_name) {
                Some(f) => fields.push(f),
                None => {
                    let msg = format!(
                        "In table '{}', 'PrimaryKey' or 'Key' refers to nonexistent field '{field_name}'",
                        t.name
                    );
                    return fatal(self.rk, &[loc], msg);
                }
            }
        }
        if early_out && fields.first().is_some_and(|&f| self.is_string(&t.fields[f])) {
            let msg =
                format!("In lookup method '{name}', early-out is not supported for a first key field of type string");
            return fatal(self.rk, &[loc], msg);
        }
        Ok(Index { name, loc, fields, early_out, return_range })
    }

    /// `getAllDerivedDefinitions`, fatal for an unknown class.
    fn derived(&mut self, class: &str) -> Result<Vec<RecId>> {
        derived(self.rk, class)
    }

    // ------------------------------------------------------------ comparison

    /// LLVM's `compareBy`: is item `a` ordered before item `b` by `fields`?
    fn less(&mut self, t: &mut Work, a: u32, b: u32, fields: &[usize], loc: Loc) -> Result<bool> {
        for &f in fields {
            self.ensure_key(t, a, f, loc)?;
            self.ensure_key(t, b, f, loc)?;
            let nf = t.fields.len();
            let (ka, kb) = (&t.keys[a as usize * nf + f], &t.keys[b as usize * nf + f]);
            match (ka, kb) {
                (Some(ka), Some(kb)) => match self.cmp_keys(ka, kb) {
                    Ordering::Less => return Ok(true),
                    Ordering::Greater => return Ok(false),
                    Ordering::Equal => {}
                },
                _ => return Ok(false),
            }
        }
        Ok(false)
    }

    fn cmp_keys(&self, a: &Key, b: &Key) -> Ordering {
        match (a, b) {
            (Key::Int(x), Key::Int(y)) => x.cmp(y),
            (Key::Intrinsic(x), Key::Intrinsic(y)) => {
                let (x, y) = (&self.intrinsics[*x], &self.intrinsics[*y]);
                (x.target_prefix.as_bytes(), x.name.as_bytes()).cmp(&(y.target_prefix.as_bytes(), y.name.as_bytes()))
            }
            (Key::Instruction(px, x), Key::Instruction(py, y)) => {
                py.cmp(px).then_with(|| self.rk.name_str(*x).as_bytes().cmp(self.rk.name_str(*y).as_bytes()))
            }
            (Key::Text(x), Key::Text(y)) => x.cmp(y),
            // A field's keys are all of one kind.
            _ => Ordering::Equal,
        }
    }

    fn ensure_key(&mut self, t: &mut Work, item: u32, f: usize, loc: Loc) -> Result<()> {
        let slot = item as usize * t.fields.len() + f;
        if t.keys[slot].is_some() {
            return Ok(());
        }
        let init = t.inits[slot];
        let field = &t.fields[f];
        let key = if self.is_integer(field) {
            Key::Int(self.int_value(init)?)
        } else if field.is_intrinsic {
            Key::Intrinsic(self.intrinsic(init)?)
        } else if field.is_instruction {
            let Some(def) = self.rk.inits.as_def(init) else { return self.invalid_field(field, loc) };
            Key::Instruction(bit_field(self.rk, def, "isPseudo")?, def)
        } else if let Some(e) = field.generic_enum {
            let entry = self.enum_entry(e, init, field, loc)?;
            Key::Int(self.enums[e].entries[entry].value)
        } else {
            let value = self.represent(field, init, loc)?;
            let mut text = match value {
                Value::String(i) => self.rk.as_string(i).into_bytes(),
                Value::Code(i) => self.rk.inits.as_str(i).unwrap_or("").as_bytes().to_vec(),
                Value::Bit(b) => if b { "true" } else { "false" }.as_bytes().to_vec(),
                Value::Bits(v) => format!("0x{v:X}").into_bytes(),
                // Fields of these kinds never get here.
                Value::Enum(_) | Value::Intrinsic(_) | Value::Instruction(_) => Vec::new(),
            };
            if self.is_string(field) {
                text.make_ascii_uppercase();
            }
            Key::Text(text.into_boxed_slice())
        };
        t.keys[slot] = Some(key);
        Ok(())
    }

    // ------------------------------------------------------------ values

    /// LLVM's `primaryRepresentation`, as a model value.
    fn represent(&mut self, field: &Field, init: Init, loc: Loc) -> Result<Value> {
        match *self.rk.inits.kind(init) {
            InitKind::String(_, fmt) => {
                Ok(if field.is_code || fmt == StringFormat::Code { Value::Code(init) } else { Value::String(init) })
            }
            InitKind::Bits { .. } => Ok(Value::Bits(self.int_value(init)? as u64)),
            InitKind::Bit(b) => Ok(Value::Bit(b)),
            _ if field.is_intrinsic => Ok(Value::Intrinsic(self.intrinsic(init)?)),
            _ if field.is_instruction => match self.rk.inits.as_def(init) {
                Some(def) => Ok(Value::Instruction(def)),
                None => self.invalid_field(field, loc),
            },
            _ => match field.generic_enum {
                Some(e) => Ok(Value::Enum(self.enum_entry(e, init, field, loc)?)),
                None => self.invalid_field(field, loc),
            },
        }
    }

    fn invalid_field<T>(&mut self, field: &Field, loc: Loc) -> Result<T> {
        let msg = format!("invalid field type for field '{}'; expected: bit, bits, string, or code", field.name);
        fatal(self.rk, &[loc], msg)
    }

    /// The entry of enum `e` for a def value. (A def outside the enum makes
    /// LLVM report this when printing, and crash when comparing.)
    fn enum_entry(&mut self, e: usize, init: Init, field: &Field, loc: Loc) -> Result<usize> {
        match self.rk.inits.as_def(init).and_then(|d| self.enums[e].entry_of(d)) {
            Some(entry) => Ok(entry),
            None => fatal(self.rk, &[loc], format!("Entry for field '{}' is null", field.name)),
        }
    }

    /// The intrinsic of a def value, analysed once (LLVM's `getIntrinsic`).
    fn intrinsic(&mut self, init: Init) -> Result<usize> {
        let Some(def) = self.rk.inits.as_def(init) else {
            let shown = self.rk.as_string(init);
            return fatal(self.rk, &[], format!("'{shown}' is not an intrinsic"));
        };
        if let Some(&i) = self.intrinsic_of_def.get(&def) {
            return Ok(i);
        }
        let cgi = CodeGenIntrinsic::new(self.rk, def, &[])?;
        let i = self.intrinsics.len();
        self.intrinsics.push(IntrinsicRef {
            def,
            enum_name: cgi.enum_name,
            name: cgi.name,
            target_prefix: cgi.target_prefix,
            id: 0,
        });
        self.intrinsic_of_def.insert(def, i);
        Ok(i)
    }

    /// LLVM's `getAsInt`: the value converted to `int`.
    fn int_value(&mut self, init: Init) -> Result<i64> {
        match self.as_int(init) {
            Some(v) => Ok(v),
            None => {
                // LLVM asserts (or crashes) here.
                let shown = self.rk.as_string(init);
                fatal(self.rk, &[], format!("'{shown}' is not convertible to int"))
            }
        }
    }

    /// The value converted to `int`, if it converts to an `IntInit`.
    fn as_int(&mut self, init: Init) -> Option<i64> {
        let direct = match *self.rk.inits.kind(init) {
            InitKind::Int(v) => Some(v),
            InitKind::Bit(b) => Some(i64::from(b)),
            InitKind::Bits { .. } => self.rk.inits.bits_of(init).and_then(|bits| {
                let mut v = 0i64;
                for (n, b) in bits.iter().enumerate() {
                    let bit = self.rk.inits.as_bit(*b)?;
                    if n < 64 {
                        v |= i64::from(bit) << n;
                    }
                }
                Some(v)
            }),
            _ => None,
        };
        match direct {
            Some(v) => Some(v),
            None => self.rk.convert_initializer_to(init, Ty::INT).and_then(|i| self.rk.inits.as_int(i)),
        }
    }

    /// LLVM's `getInt`, for an enum entry's value field. LLVM `cast`s the
    /// converted value to `IntInit` unchecked: a string converts to null
    /// (a crash), and `?` stays the `UnsetInit`, whose "value" is whatever
    /// lies past it in memory (a heap address, different on every run).
    /// Both are errors at the entry here.
    fn int_field(&mut self, rec: RecId, field: &str) -> Result<i64> {
        let r = self.rk.value_init(rec, field);
        let init = lift(self.rk, r)?;
        if let Some(v) = self.as_int(init) {
            return Ok(v);
        }
        let name = self.rk.name_str(rec).to_owned();
        let msg = if init == Init::UNSET {
            format!("Record `{name}', field `{field}' is unset: the enum value is undefined")
        } else {
            let shown = self.rk.as_string(init);
            format!("Record `{name}', field `{field}': '{shown}' is not convertible to int")
        };
        fatal_at(self.rk, rec, msg)
    }

    // ------------------------------------------------------------ emission checks

    /// The checks and orders of LLVM's `emitGenericTable` for one table.
    fn finish(&mut self, mut t: Work) -> Result<GenericTable> {
        for index in t.primary_key.iter().chain(&t.indices) {
            for &f in &index.fields {
                self.check_key_type(&t, index, f)?;
            }
        }

        let nf = t.fields.len();
        let table_loc = t.locs.first().copied().unwrap_or(Loc::NONE);
        let mut values = Vec::with_capacity(t.inits.len());
        for &item in &t.order {
            for (f, field) in t.fields.iter().enumerate() {
                values.push(self.represent(field, t.inits[item as usize * nf + f], table_loc)?);
            }
        }

        let primary_key = match t.primary_key.take() {
            Some(pk) => Some(self.finish_index(&mut t, pk, true)?),
            None => None,
        };
        let mut indices = Vec::with_capacity(t.indices.len());
        for index in std::mem::take(&mut t.indices) {
            indices.push(self.finish_index(&mut t, index, false)?);
        }

        let mut fields = Vec::with_capacity(nf);
        for field in &t.fields {
            let Some(kind) = self.kind(field) else { return self.invalid_field(field, table_loc) };
            let ty = field.ty.unwrap_or(Ty::STRING);
            fields.push(GenericField { name: field.name.clone(), ty, kind, generic_enum: field.generic_enum });
        }
        let entries = t.order.iter().map(|&i| t.items[i as usize]).collect();
        Ok(GenericTable {
            rec: t.rec,
            name: t.name,
            locs: t.locs,
            guard: t.guard,
            cpp_type_name: t.cpp_type_name,
            fields,
            entries,
            values,
            primary_key,
            indices,
        })
    }

    /// LLVM's `searchableFieldType`, for its errors.
    fn check_key_type(&mut self, t: &Work, index: &Index, f: usize) -> Result<()> {
        let field = &t.fields[f];
        let ty = field.ty.unwrap_or(Ty::STRING);
        let msg = match *self.rk.inits.types.kind(ty) {
            TyKind::String | TyKind::Bit => return Ok(()),
            TyKind::Bits(n) if n <= 64 => return Ok(()),
            TyKind::Bits(_) => format!(
                "In table '{}' lookup method '{}', key field '{}' of type bits is too large",
                t.name, index.name, field.name
            ),
            _ if field.generic_enum.is_some() || field.is_intrinsic || field.is_instruction => return Ok(()),
            _ => format!(
                "In table '{}' lookup method '{}', key field '{}' has invalid type: {}",
                t.name,
                index.name,
                field.name,
                self.rk.ty_string(ty)
            ),
        };
        fatal(self.rk, &[index.loc], msg)
    }

    /// The index order and contiguity of one lookup (LLVM's
    /// `emitLookupFunction`).
    fn finish_index(&mut self, t: &mut Work, index: Index, primary: bool) -> Result<SearchIndex> {
        let n = t.order.len();
        let rows: Vec<usize> = if primary {
            (0..n).collect()
        } else {
            let mut rows: Vec<u32> = (0..n as u32).collect();
            let order = std::mem::take(&mut t.order);
            let r = stable_sort(&mut rows, &mut |a, b| {
                self.less(t, order[a as usize], order[b as usize], &index.fields, index.loc)
            });
            t.order = order;
            r?;
            rows.into_iter().map(|r| r as usize).collect()
        };

        let mut contiguous = false;
        if let [f] = index.fields[..] {
            let field = &t.fields[f];
            let numeric = field.generic_enum.is_some() || field.is_instruction || self.is_bits(field);
            if numeric {
                let first = self.numeric_key(t, t.order[rows[0]], f, index.loc)?;
                contiguous = true;
                for (i, &r) in rows.iter().enumerate() {
                    if self.numeric_key(t, t.order[r], f, index.loc)? != first.wrapping_add(i as i64) {
                        contiguous = false;
                        break;
                    }
                }
            }
        }
        if primary && !contiguous {
            if let Some(&f) = index.fields.iter().find(|&&f| self.is_string(&t.fields[f])) {
                let msg = format!(
                    "In table '{}', use a secondary lookup method for case-insensitive comparison of field '{}'",
                    t.name, t.fields[f].name
                );
                return fatal(self.rk, &[index.loc], msg);
            }
        }
        Ok(SearchIndex {
            name: index.name,
            loc: index.loc,
            fields: index.fields,
            early_out: index.early_out,
            return_range: index.return_range,
            rows,
            contiguous,
        })
    }

    /// LLVM's `getNumericKey`.
    fn numeric_key(&mut self, t: &Work, item: u32, f: usize, loc: Loc) -> Result<i64> {
        let field = &t.fields[f];
        let rec = t.items[item as usize];
        if field.is_instruction {
            let r = self.rk.value_as_def(rec, &field.name);
            let def = lift(self.rk, r)?;
            if self.target.is_none() {
                self.target = Some(CodeGenTarget::new(self.rk)?);
            }
            // Instructions LLVM does not number keep their initial 0.
            return Ok(self.rk.model(InstrEnumeration::new)?.value(def).map_or(0, i64::from));
        }
        if let Some(e) = field.generic_enum {
            let r = self.rk.value_as_def(rec, &field.name);
            let def = lift(self.rk, r)?;
            return match self.enums[e].entry_of(def) {
                Some(entry) => Ok(self.enums[e].entries[entry].value),
                None => fatal(self.rk, &[loc], format!("Entry for field '{}' is null", field.name)),
            };
        }
        self.int_value(t.inits[item as usize * t.fields.len() + f])
    }

    // ------------------------------------------------------------ helpers

    fn new_field(&mut self, name: String) -> Field {
        let name_init = self.rk.name_init(&name);
        Field {
            name,
            name_init,
            ty: None,
            is_code: false,
            generic_enum: None,
            is_intrinsic: false,
            is_instruction: false,
        }
    }

    /// The model kind of a field whose values all printed.
    fn kind(&self, field: &Field) -> Option<FieldKind> {
        let ty = field.ty?;
        Some(match *self.rk.inits.types.kind(ty) {
            TyKind::String if field.is_code => FieldKind::Code,
            TyKind::String => FieldKind::String,
            TyKind::Bit => FieldKind::Bit,
            TyKind::Bits(n) => FieldKind::Bits(n),
            _ if field.is_intrinsic => FieldKind::Intrinsic,
            _ if field.is_instruction => FieldKind::Instruction,
            _ => FieldKind::Enum(field.generic_enum?),
        })
    }

    fn is_string(&self, field: &Field) -> bool {
        field.ty.is_some_and(|t| matches!(self.rk.inits.types.kind(t), TyKind::String))
    }

    fn is_bits(&self, field: &Field) -> bool {
        field.ty.is_some_and(|t| matches!(self.rk.inits.types.kind(t), TyKind::Bits(_)))
    }

    /// `bits` and `int` fields compare as numbers.
    fn is_integer(&self, field: &Field) -> bool {
        field.ty.is_some_and(|t| matches!(self.rk.inits.types.kind(t), TyKind::Bits(_) | TyKind::Int))
    }

    /// A string field, or empty when unset (`isValueUnset` then
    /// `getValueAsString`).
    fn optional_string(&mut self, rec: RecId, field: &str) -> Result<String> {
        if is_unset(self.rk, rec, field)? {
            Ok(String::new())
        } else {
            string_field(self.rk, rec, field)
        }
    }

    fn list_of_strings(&mut self, rec: RecId, field: &str) -> Result<Vec<String>> {
        let r = self.rk.value_as_list_of_strings(rec, field).map(|v| v.into_iter().map(str::to_owned).collect());
        lift(self.rk, r)
    }
}

/// A legacy table class: its only superclass is `SearchableTable`.
fn is_legacy_table(rk: &RecordKeeper, class: RecId, searchable: RecId) -> bool {
    matches!(rk.record(class).super_classes[..], [(c, _)] if c == searchable)
}

/// Where a field of a record was set (LLVM's `RecordVal::getLoc`).
fn field_loc(rk: &RecordKeeper, rec: RecId, field: &str) -> Loc {
    rk.field(rec, field).map_or(Loc::NONE, |v| v.loc)
}

/// Fills in the IDs of the referenced intrinsics: their 1-based positions
/// among all intrinsics sorted by (target prefix, name), as LLVM's
/// `CodeGenIntrinsicTable` orders them. Only the names are needed, so the
/// other intrinsics are not analysed (nor checked).
fn number_intrinsics(rk: &RecordKeeper, intrinsics: &mut [IntrinsicRef]) {
    if intrinsics.is_empty() {
        return;
    }
    let defs = rk.all_derived_definitions_if_defined("Intrinsic");
    let mut keys: Vec<(String, String, RecId)> = defs
        .into_iter()
        .map(|def| {
            let prefix = rk.value_as_string(def, "TargetPrefix").unwrap_or("").to_owned();
            let name = match rk.value_as_string(def, "LLVMName") {
                Ok(n) if !n.is_empty() => n.to_owned(),
                _ => {
                    let enum_name = rk.name_str(def).strip_prefix("int_").unwrap_or("");
                    format!("llvm.{}", enum_name.replace('_', "."))
                }
            };
            (prefix, name, def)
        })
        .collect();
    keys.sort_by(|a, b| (a.0.as_bytes(), a.1.as_bytes()).cmp(&(b.0.as_bytes(), b.1.as_bytes())));
    let ids: FxHashMap<RecId, u32> = keys.iter().enumerate().map(|(i, k)| (k.2, i as u32 + 1)).collect();
    for intr in intrinsics {
        intr.id = ids.get(&intr.def).copied().unwrap_or(0);
    }
}
