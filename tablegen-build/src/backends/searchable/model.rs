//! The analysed searchable tables: what every writer emits, with every
//! order and check of LLVM's `SearchableTableEmitter` already applied.

use tablegen_core::init::Init;
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::source::Loc;
use tablegen_core::types::Ty;

use crate::model::codegen::InstrEnumeration;

/// Everything `-gen-searchable-tables` emits, in emission order.
#[derive(Clone, Debug, Default)]
pub struct Tables {
    /// The enums: one per `GenericEnum` def (in definition order), then one
    /// per legacy `SearchableTable` class that names its entries.
    pub enums: Vec<GenericEnum>,
    /// The tables: one per `GenericTable` def (in definition order), then
    /// one per legacy `SearchableTable` class (in class-name order).
    pub tables: Vec<GenericTable>,
    /// The intrinsics that [`Value::Intrinsic`] values refer to.
    pub intrinsics: Vec<IntrinsicRef>,
    /// The target's instruction numbering, when some table has an
    /// instruction field and the numbering could be computed. (LLVM only
    /// computes it, and reports its errors, for a single-field instruction
    /// key; it is computed quietly otherwise.)
    pub instructions: Option<InstrEnumeration>,
}

/// An enum: `enum NAME { ENTRY = VALUE, ... };`.
#[derive(Clone, Debug)]
pub struct GenericEnum {
    /// The enum's C++ name.
    pub name: String,
    /// The preprocessor guard stem: the enum is emitted inside
    /// `#ifdef GET_<guard>_DECL`.
    pub guard: String,
    /// The class whose defs are the entries (`FilterClass`, or the legacy
    /// table class).
    pub class: RecId,
    /// The entries in emitted order: by name when the values are
    /// automatic, in definition order when they come from `ValueField`.
    pub entries: Vec<EnumEntry>,
    pub(crate) by_rec: FxHashMap<RecId, usize>,
}

impl GenericEnum {
    /// The index in [`GenericEnum::entries`] of the entry made from `rec`.
    pub fn entry_of(&self, rec: RecId) -> Option<usize> {
        self.by_rec.get(&rec).copied()
    }
}

/// One enumerator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumEntry {
    /// The def it was made from.
    pub rec: RecId,
    /// The enumerator (the def name, or its `NameField`).
    pub name: String,
    /// Its value (`ValueField`, or the position in name order).
    pub value: i64,
}

/// A table: a sorted array of structs plus lookup functions.
#[derive(Clone, Debug)]
pub struct GenericTable {
    /// The `GenericTable` def, or the legacy `SearchableTable` class.
    pub rec: RecId,
    /// The array's name.
    pub name: String,
    /// Where the table was defined.
    pub locs: Vec<Loc>,
    /// The preprocessor guard stem: declarations go inside
    /// `#ifdef GET_<guard>_DECL`, the array and functions inside
    /// `#ifdef GET_<guard>_IMPL`.
    pub guard: String,
    /// The C++ struct type of the entries.
    pub cpp_type_name: String,
    /// The fields, in struct initialization order.
    pub fields: Vec<GenericField>,
    /// The entries in emitted order: sorted by the primary key if there is
    /// one, otherwise by all fields.
    pub entries: Vec<RecId>,
    /// The value of every field of every entry, row by row
    /// (`fields.len()` values per entry); see [`GenericTable::row`].
    pub values: Vec<Value>,
    /// The primary key lookup, searching the table itself.
    pub primary_key: Option<SearchIndex>,
    /// Secondary lookups, each with its own sorted index array.
    pub indices: Vec<SearchIndex>,
}

impl GenericTable {
    /// The values of entry `row` (an index into [`GenericTable::entries`]),
    /// one per field.
    pub fn row(&self, row: usize) -> &[Value] {
        let n = self.fields.len();
        &self.values[row * n..(row + 1) * n]
    }

    /// The value of field `field` in entry `row`.
    pub fn value(&self, row: usize, field: usize) -> &Value {
        &self.values[row * self.fields.len() + field]
    }
}

/// A field of a table's struct.
#[derive(Clone, Debug)]
pub struct GenericField {
    /// The field name, in the records and in C++.
    pub name: String,
    /// The TableGen type common to the entries' values.
    pub ty: Ty,
    /// How the field's values are represented.
    pub kind: FieldKind,
    /// The enum named by the table's `TypeOf_<field>`, an index into
    /// [`Tables::enums`]. Usually the field is then [`FieldKind::Enum`],
    /// but intrinsic and instruction fields take precedence; C++ key
    /// comparisons still compare such a field as an enum.
    pub generic_enum: Option<usize>,
}

/// What a field holds; decides the key type of lookups on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// A string, compared case-insensitively in lookups.
    String,
    /// A string that is C++ code (`TypeOf_<field> = "code"`), emitted
    /// verbatim; as a key it is still a case-insensitive string.
    Code,
    /// A `bit`.
    Bit,
    /// `bits<n>` (a key only when `n <= 64`).
    Bits(u32),
    /// An entry of the enum [`Tables::enums`]`[i]`.
    Enum(usize),
    /// An intrinsic, emitted as `Intrinsic::<enum name>`.
    Intrinsic,
    /// An instruction, emitted by name (the target's opcode enumerator).
    Instruction,
}

impl FieldKind {
    /// True for the string kinds (case-insensitive keys).
    pub fn is_string(self) -> bool {
        matches!(self, FieldKind::String | FieldKind::Code)
    }
}

/// One value of one entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// A string, emitted as a quoted, escaped literal. The init is a string
    /// init: `rk.inits.as_str(i)` is its text.
    String(Init),
    /// A string emitted verbatim: a `[{...}]` code literal, or any string
    /// in a [`FieldKind::Code`] field.
    Code(Init),
    /// A `bit`.
    Bit(bool),
    /// A `bits` value as an unsigned number.
    Bits(u64),
    /// The entry at this index of the field's enum
    /// ([`GenericField::generic_enum`]).
    Enum(usize),
    /// The intrinsic [`Tables::intrinsics`]`[i]`.
    Intrinsic(usize),
    /// An instruction def; its number is in [`Tables::instructions`].
    Instruction(RecId),
}

/// A lookup function over a table.
#[derive(Clone, Debug)]
pub struct SearchIndex {
    /// The function's name.
    pub name: String,
    /// Where the key was defined (`PrimaryKey` or `Key`).
    pub loc: Loc,
    /// The key fields, indices into [`GenericTable::fields`].
    pub fields: Vec<usize>,
    /// Whether the lookup first checks the first key field against the
    /// smallest and largest key (`EarlyOut`).
    pub early_out: bool,
    /// Whether the lookup returns every match (`PrimaryKeyReturnRange`).
    pub return_range: bool,
    /// The entries (indices into [`GenericTable::entries`]) in key order:
    /// `0..n` for the primary key, the sorted index array otherwise.
    pub rows: Vec<usize>,
    /// The key is one numeric field (enum, `bits`, instruction) whose
    /// values in [`SearchIndex::rows`] order are consecutive integers, so
    /// the lookup indexes directly instead of searching.
    pub contiguous: bool,
}

/// An intrinsic a table refers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntrinsicRef {
    /// The `Intrinsic` def.
    pub def: RecId,
    /// The C++ enumerator (the def name without `int_`).
    pub enum_name: String,
    /// The IR name (`llvm.*`).
    pub name: String,
    /// `TargetPrefix` (empty for target-independent intrinsics).
    pub target_prefix: String,
    /// The intrinsic ID: 1-based position among all intrinsics sorted by
    /// (target prefix, name), as LLVM numbers them (0 is `not_intrinsic`).
    pub id: u32,
}
