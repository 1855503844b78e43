//! Records and the [`RecordKeeper`]: the evaluated model every backend reads.
//!
//! # Overview
//! All records — classes, multiclass prototypes, defs, and the scratch
//! records the parser builds while instantiating — live in one arena and are
//! named by [`RecId`]. The keeper's class and def tables say which of them
//! are part of the final result. Values are [`Init`] handles into the
//! keeper's [`InitStore`].
//!
//! # Example
//! ```
//! use tablegen_core::parse_str;
//! let rk = parse_str("t.td", "class C<int n> { int v = n; }\ndef X : C<7>;").unwrap();
//! let x = rk.def("X").unwrap();
//! assert_eq!(rk.value_as_int(x, "v").unwrap(), 7);
//! assert!(rk.is_subclass_of_name(x, "C"));
//! ```

use crate::init::{Init, InitKind, InitStore};
use crate::intern::{FxHashMap, Sym};
use crate::source::{Loc, LocRange};
use crate::types::{Ty, TyKind};

mod rare;
mod snapshot;

pub use crate::ids::RecId;
pub use rare::{LocList, RareVec};

/// What kind of field a [`RecordVal`] is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FieldKind {
    /// An ordinary field: must be concrete in a def.
    Normal,
    /// Declared with `field`: may stay non-concrete.
    NonconcreteOk,
    /// A template argument of a class or multiclass.
    TemplateArg,
}

impl FieldKind {
    /// The kind's number, as a [`RecordVal`] packs it and a record cache
    /// saves it: 0, 1 or 2.
    pub(crate) fn code(self) -> u32 {
        match self {
            FieldKind::Normal => 0,
            FieldKind::NonconcreteOk => 1,
            FieldKind::TemplateArg => 2,
        }
    }

    /// The kind numbered `code` by [`FieldKind::code`].
    pub(crate) fn from_code(code: u32) -> Option<FieldKind> {
        Some(match code {
            0 => FieldKind::Normal,
            1 => FieldKind::NonconcreteOk,
            2 => FieldKind::TemplateArg,
            _ => return None,
        })
    }
}

/// One field (or template argument) of a record.
///
/// Sixteen bytes: fields are most of the memory a large target's records
/// take (X86's multiclass instantiations copy 50 MB of them), so the type,
/// the kind and three flags share one word.
///
/// ```
/// use tablegen_core::init::Init;
/// use tablegen_core::record::{FieldKind, RecordVal};
/// use tablegen_core::source::Loc;
/// use tablegen_core::types::Ty;
/// let mut v = RecordVal::new(Init::UNSET, Loc::NONE, Ty::INT, Init::UNSET, FieldKind::TemplateArg);
/// assert_eq!((v.ty(), v.kind(), v.used()), (Ty::INT, FieldKind::TemplateArg, false));
/// v.set_used(true);
/// assert_eq!((v.ty(), v.kind(), v.used()), (Ty::INT, FieldKind::TemplateArg, true));
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct RecordVal {
    /// Field name (a string init; a name expression while in a multiclass).
    pub name: Init,
    /// Where the field was defined or last set.
    pub loc: Loc,
    /// Current value (`?` when unset).
    pub value: Init,
    /// The declared type's handle in the low 24 bits (the type store holds
    /// at most `MAX_TYPES`), the [`FieldKind`] in the two above, then the
    /// flags [`USED`](Self::USED), [`SETTLED`](Self::SETTLED) and
    /// [`INERT`](Self::INERT).
    packed: u32,
}

impl RecordVal {
    const TY_MASK: u32 = (crate::types::MAX_TYPES - 1) as u32;
    const KIND_SHIFT: u32 = 24;
    /// Set when a template argument is referenced (for the unused warning).
    const USED: u32 = 1 << 26;
    /// `value` is its own cast to the type (it was stored by
    /// [`RecordKeeper::set_field_value`]), so storing it again would change
    /// nothing: resolution skips the cast when a value comes back unchanged.
    const SETTLED: u32 = 1 << 27;
    /// `value` is settled and closed: no resolver can change it, so record
    /// resolution passes over the field without reading the value's node (a
    /// random access into the value arena for each of the millions of
    /// fields that multiclass instantiation copies and resolves again).
    const INERT: u32 = 1 << 28;

    /// A field of type `ty` holding `value`, neither used nor settled.
    #[inline]
    pub fn new(name: Init, loc: Loc, ty: Ty, value: Init, kind: FieldKind) -> RecordVal {
        RecordVal { name, loc, value, packed: (ty.0 & Self::TY_MASK) | kind.code() << Self::KIND_SHIFT }
    }

    /// Declared type.
    #[inline]
    pub fn ty(&self) -> Ty {
        Ty(self.packed & Self::TY_MASK)
    }

    /// Field kind.
    #[inline]
    pub fn kind(&self) -> FieldKind {
        // Only `new` writes these bits, always with a valid code.
        FieldKind::from_code((self.packed >> Self::KIND_SHIFT) & 3).unwrap_or(FieldKind::Normal)
    }

    /// True when a template argument has been referenced (for the unused
    /// warning).
    #[inline]
    pub fn used(&self) -> bool {
        self.packed & Self::USED != 0
    }

    /// Marks a template argument referenced, or not.
    #[inline]
    pub fn set_used(&mut self, used: bool) {
        self.set(Self::USED, used);
    }

    #[inline]
    pub(crate) fn settled(&self) -> bool {
        self.packed & Self::SETTLED != 0
    }

    #[inline]
    pub(crate) fn set_settled(&mut self, settled: bool) {
        self.set(Self::SETTLED, settled);
    }

    #[inline]
    pub(crate) fn inert(&self) -> bool {
        self.packed & Self::INERT != 0
    }

    #[inline]
    pub(crate) fn set_inert(&mut self, inert: bool) {
        self.set(Self::INERT, inert);
    }

    #[inline]
    fn set(&mut self, flag: u32, on: bool) {
        if on {
            self.packed |= flag;
        } else {
            self.packed &= !flag;
        }
    }
}

impl core::fmt::Debug for RecordVal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("RecordVal")
            .field("name", &self.name)
            .field("loc", &self.loc)
            .field("ty", &self.ty())
            .field("value", &self.value)
            .field("kind", &self.kind())
            .field("used", &self.used())
            .field("settled", &self.settled())
            .field("inert", &self.inert())
            .finish()
    }
}

/// An `assert` attached to a record.
#[derive(Clone, Copy, Debug)]
pub struct AssertionInfo {
    /// Location of the `assert` keyword.
    pub loc: Loc,
    /// Condition.
    pub condition: Init,
    /// Message.
    pub message: Init,
}

/// A `dump` attached to a record.
#[derive(Clone, Copy, Debug)]
pub struct DumpInfo {
    /// Location of the `dump` keyword.
    pub loc: Loc,
    /// Message.
    pub message: Init,
}

/// What a record is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecordKind {
    /// A named `def`.
    Def,
    /// An anonymous def (`def : ...` or an instantiated `Class<...>` value).
    AnonymousDef,
    /// A `class`.
    Class,
    /// A `multiclass` prototype.
    MultiClass,
}

/// A class, def or multiclass prototype.
#[derive(Clone, Debug)]
pub struct Record {
    /// Name (a string init once resolved; an expression in multiclasses).
    pub name: Init,
    /// Definition locations (more than one through multiclass instantiation).
    pub locs: LocList,
    /// Locations of forward declarations of a class.
    pub forward_decl_locs: RareVec<Loc>,
    /// Template argument names, in order.
    pub template_args: RareVec<Init>,
    /// Fields and template arguments, in definition order.
    pub values: Vec<RecordVal>,
    /// Pending assertions.
    pub assertions: RareVec<AssertionInfo>,
    /// Pending dumps.
    pub dumps: RareVec<DumpInfo>,
    /// All superclasses, in LLVM's order (pre-order with each class's own
    /// superclasses before it), with the range of the reference.
    pub super_classes: Vec<(RecId, LocRange)>,
    /// Unique id in creation order (LLVM's `Record::getID`).
    pub id: u32,
    /// Kind.
    pub kind: RecordKind,
    /// The cached `DefInit` of this record.
    pub(crate) def_init: Option<Init>,
}

impl Record {
    /// True for classes.
    pub fn is_class(&self) -> bool {
        self.kind == RecordKind::Class
    }
    /// True for multiclass prototypes.
    pub fn is_multiclass(&self) -> bool {
        self.kind == RecordKind::MultiClass
    }
    /// True for anonymous defs.
    pub fn is_anonymous(&self) -> bool {
        self.kind == RecordKind::AnonymousDef
    }
    /// The field named `name` (an interned name init).
    #[inline]
    pub fn value(&self, name: Init) -> Option<&RecordVal> {
        self.values.iter().find(|v| v.name == name)
    }
    /// The field named `name`, mutably.
    #[inline]
    pub fn value_mut(&mut self, name: Init) -> Option<&mut RecordVal> {
        self.values.iter_mut().find(|v| v.name == name)
    }
    /// Index of the field named `name`.
    #[inline]
    pub fn value_index(&self, name: Init) -> Option<usize> {
        self.values.iter().position(|v| v.name == name)
    }
    /// True if `name` is a template argument.
    pub fn is_template_arg(&self, name: Init) -> bool {
        self.template_args.contains(&name)
    }
    /// Removes the field `name` (no-op if absent).
    pub fn remove_value(&mut self, name: Init) {
        if let Some(i) = self.value_index(name) {
            self.values.remove(i);
        }
    }
    /// True if `class` is among the superclasses.
    pub fn is_subclass_of(&self, class: RecId) -> bool {
        self.super_classes.iter().any(|(c, _)| *c == class)
    }
    /// The first location, or [`Loc::NONE`].
    pub fn loc(&self) -> Loc {
        self.locs.first().copied().unwrap_or(Loc::NONE)
    }
}

/// A diagnostic produced while evaluating, rendered later against the
/// source manager.
#[derive(Clone, Debug)]
pub struct PendingDiag {
    /// Severity.
    pub kind: crate::source::DiagKind,
    /// Locations (first is primary; others print as "instantiated from multiclass").
    pub locs: Vec<Loc>,
    /// Message.
    pub msg: String,
}

/// Error from a typed field getter: names the record and field like LLVM's
/// `PrintFatalError` messages do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// The record.
    pub rec: RecId,
    /// The message, as LLVM words it.
    pub msg: String,
}

impl core::fmt::Display for FieldError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.msg)
    }
}

impl std::error::Error for FieldError {}

/// The evaluated records of a TableGen input, and the stores their values
/// and types live in.
pub struct RecordKeeper {
    /// Values, types and strings.
    pub inits: InitStore,
    pub(crate) records: Vec<Record>,
    classes: FxHashMap<Sym, RecId>,
    defs: FxHashMap<Sym, RecId>,
    globals: FxHashMap<Sym, Init>,
    /// The evaluator's memo tables and scratch space.
    pub(crate) eval: crate::eval_state::EvalState,
    /// Every class's derived defs in `getAllDerivedDefinitions` order, built
    /// in one pass over the defs the first time any class is asked for.
    derived_cache: std::sync::Mutex<Option<DerivedIndex>>,
    input_filename: String,
    /// `input_filename` byte for byte.
    input_filename_bytes: Vec<u8>,
    /// Diagnostics not yet handed to the source manager.
    pub(crate) pending: Vec<PendingDiag>,
    /// Set by a fatal error: LLVM would have exited; evaluation winds down.
    pub(crate) fatal: bool,
    /// Number of errors reported through [`RecordKeeper::error`].
    pub(crate) errors: usize,
    /// The source manager, once parsing is over.
    pub source: Option<crate::source::SourceMgr>,
    /// When set, `dump` output and diagnostics go straight to stderr.
    pub stream_diagnostics: bool,
    /// Which string the field names backends ask for are.
    field_names: NameCache,
    /// Where a field name was last found in a record's fields, by the
    /// name's handle (see [`RecordKeeper::field_index`]).
    field_hints: Box<[u32; FIELD_HINTS]>,
}

/// Slots of [`RecordKeeper::field_index`]'s position memory.
const FIELD_HINTS: usize = 4096;

/// Remembers which interned string a field-name argument of
/// [`RecordKeeper::field`] was, by the argument's address. Backends ask
/// for the same literal names (`"Operands"`, `"Namespace"`) hundreds of
/// thousands of times, and hashing each one again was a visible share of
/// their time. A slot holds a tag of the address beside the symbol, and a
/// hit is confirmed by comparing the text, so an address reused for
/// another name, or two names with one tag, is only a miss. Each slot also
/// remembers where its name was last found in a record's fields: records
/// made from the same classes hold their fields in the same order, so the
/// next record usually has it at the same place (an X86 instruction has a
/// hundred fields, and scanning them was most of the cost of reading one).
/// The slots are atomics so that backends may read the records from
/// several threads; a stale position is only a miss.
struct NameCache {
    /// `tag << 32 | (symbol index + 1)`; 0: empty.
    slots: Box<[std::sync::atomic::AtomicU64; 256]>,
    /// The field position last found for each slot's name.
    positions: Box<[std::sync::atomic::AtomicU32; 256]>,
}

impl NameCache {
    fn new() -> Self {
        NameCache {
            slots: Box::new(std::array::from_fn(|_| std::sync::atomic::AtomicU64::new(0))),
            positions: Box::new(std::array::from_fn(|_| std::sync::atomic::AtomicU32::new(0))),
        }
    }

    /// The slot index and the tag of `name`'s address.
    fn slot(&self, name: &str) -> (usize, u64) {
        let a = name.as_ptr() as usize;
        let tag = (a as u64 ^ (a as u64 >> 32)) & 0xffff_ffff;
        ((a ^ (a >> 8) ^ name.len()) & 255, tag)
    }

    /// The symbol of `name`, looked up in `strings` unless remembered, and
    /// its slot.
    fn lookup(&self, strings: &crate::intern::Interner, name: &str) -> Option<(Sym, usize)> {
        use std::sync::atomic::Ordering::Relaxed;
        let (index, tag) = self.slot(name);
        let slot = &self.slots[index];
        let packed = slot.load(Relaxed);
        let plus_one = packed as u32;
        if packed >> 32 == tag && plus_one != 0 {
            let sym = Sym(plus_one - 1);
            if strings.get(sym) == name {
                return Some((sym, index));
            }
        }
        let sym = strings.lookup(name)?;
        slot.store(tag << 32 | u64::from(sym.0.wrapping_add(1)), Relaxed);
        Some((sym, index))
    }

    /// Where slot `index`'s name was last found.
    fn position(&self, index: usize) -> usize {
        self.positions[index].load(std::sync::atomic::Ordering::Relaxed) as usize
    }

    fn set_position(&self, index: usize, at: usize) {
        self.positions[index].store(u32::try_from(at).unwrap_or(0), std::sync::atomic::Ordering::Relaxed);
    }
}

impl Default for RecordKeeper {
    fn default() -> Self {
        Self::new()
    }
}

/// Every class's derived defs, by class arena index, built in one pass over
/// the defs (see [`RecordKeeper::all_derived_definitions`]).
#[derive(Debug, Default)]
struct DerivedIndex {
    /// The defs deriving from each class, in creation order until sorted:
    /// sorting every def by name first, so that each list came out nearly
    /// sorted, cost more than the lists backends ask for (RISCV: 126M
    /// instructions for the 110k defs, against 2M for the few lists
    /// `-gen-riscv-target-def` reads).
    lists: Vec<Vec<RecId>>,
    /// Whether `lists[i]` is in `getAllDerivedDefinitions` order yet.
    sorted: Vec<bool>,
}

impl DerivedIndex {
    fn new(rk: &RecordKeeper) -> Self {
        let mut lists: Vec<Vec<RecId>> = vec![Vec::new(); rk.records.len()];
        let mut defs: Vec<RecId> = rk.defs.values().copied().collect();
        // Hash order would do (each list is sorted by a total order when
        // asked for), but creation order keeps the work the same each run.
        defs.sort_unstable();
        for d in defs {
            for &(sup, _) in &rk.record(d).super_classes {
                let defs = &mut lists[sup.index()];
                // A class listed twice among the superclasses still derives
                // the def once.
                if defs.last() != Some(&d) {
                    defs.push(d);
                }
            }
        }
        DerivedIndex { sorted: vec![false; lists.len()], lists }
    }
}

/// Name comparison as LLVM's `StringRef::compare_numeric`: runs of digits
/// compare by numeric value.
pub fn compare_numeric(a: &str, b: &str) -> core::cmp::Ordering {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    // Names sorted together share long prefixes (`int_aarch64_sve_...`).
    // Equal bytes compare equal, so the comparison may start at the first
    // difference, or at the start of a digit run that reaches it: that run
    // is compared by length before its digits.
    let mut start = common_prefix_len(a, b);
    while start > 0 && a[start - 1].is_ascii_digit() {
        start -= 1;
    }
    compare_numeric_bytes(&a[start..], &b[start..])
}

/// The length of the longest common prefix of `a` and `b`, eight bytes at
/// a time.
fn common_prefix_len(a: &[u8], b: &[u8]) -> usize {
    let mut i = 0;
    for (x, y) in a.chunks_exact(8).zip(b.chunks_exact(8)) {
        if x != y {
            break;
        }
        i += 8;
    }
    i + a[i..].iter().zip(&b[i..]).take_while(|(x, y)| x == y).count()
}

/// [`compare_numeric`] from the start, on bytes.
fn compare_numeric_bytes(a: &[u8], b: &[u8]) -> core::cmp::Ordering {
    use core::cmp::Ordering;
    let n = a.len().min(b.len());
    let mut i = 0;
    while i < n {
        if a[i].is_ascii_digit() && b[i].is_ascii_digit() {
            // Compare the digit runs: longer run (more digits) is bigger.
            let mut j = i + 1;
            loop {
                let da = j < a.len() && a[j].is_ascii_digit();
                let db = j < b.len() && b[j].is_ascii_digit();
                if da != db {
                    return if da { Ordering::Greater } else { Ordering::Less };
                }
                if !da {
                    break;
                }
                j += 1;
            }
            let c = a[i..j].cmp(&b[i..j]);
            if c != Ordering::Equal {
                return c;
            }
            i = j;
            continue;
        }
        if a[i] != b[i] {
            return a[i].cmp(&b[i]);
        }
        i += 1;
    }
    a.len().cmp(&b.len())
}

impl RecordKeeper {
    /// An empty keeper.
    pub fn new() -> Self {
        RecordKeeper {
            inits: InitStore::new(),
            records: Vec::new(),
            classes: FxHashMap::default(),
            defs: FxHashMap::default(),
            globals: FxHashMap::default(),
            derived_cache: Default::default(),
            field_names: NameCache::new(),
            field_hints: Box::new([0; FIELD_HINTS]),
            input_filename: String::new(),
            input_filename_bytes: Vec::new(),
            pending: Vec::new(),
            fatal: false,
            errors: 0,
            source: None,
            stream_diagnostics: false,
            eval: crate::eval_state::EvalState::with_scratch(1 << 12),
        }
    }

    // ----------------------------------------------------------------- records

    /// Creates a record in the arena (not yet a class or def).
    pub fn new_record(&mut self, name: Init, locs: impl Into<LocList>, kind: RecordKind) -> RecId {
        let id = RecId(self.records.len() as u32);
        self.records.push(Record {
            name,
            locs: locs.into(),
            forward_decl_locs: RareVec::new(),
            template_args: RareVec::new(),
            values: Vec::new(),
            assertions: RareVec::new(),
            dumps: RareVec::new(),
            super_classes: Vec::new(),
            id: id.0,
            kind,
            def_init: None,
        });
        self.check_name(id);
        id
    }

    /// Copies record `src` into a new arena slot (LLVM's `Record` copy
    /// constructor: a new ID, no forward declarations, no cached def init).
    ///
    /// `extra_loc` is appended to the copy's locations (a multiclass def
    /// instantiated by a `defm` also names the `defm`).
    pub fn clone_record(&mut self, src: RecId, extra_loc: Option<Loc>) -> RecId {
        let id = RecId(self.records.len() as u32);
        let s = &self.records[src.index()];
        let mut locs = s.locs.clone();
        locs.extend(extra_loc);
        let r = Record {
            name: s.name,
            locs,
            forward_decl_locs: RareVec::new(),
            template_args: s.template_args.clone(),
            values: s.values.clone(),
            assertions: s.assertions.clone(),
            dumps: RareVec::new(),
            super_classes: s.super_classes.clone(),
            id: id.0,
            kind: s.kind,
            def_init: None,
        };
        self.records.push(r);
        id
    }

    /// The index of the field `name` of `rec` ([`Record::value_index`]),
    /// looked for first where the same name was last found. A def's fields
    /// come from its classes in their order, so a name tends to sit at the
    /// same index in every def of a class, and resolving a def's fields
    /// against each other asks for names millions of times (X86: a linear
    /// scan over a hundred fields was 6% of the evaluation).
    #[inline]
    pub fn field_index(&mut self, rec: RecId, name: Init) -> Option<usize> {
        let slot = (name.0 as usize).wrapping_mul(0x9E37_79B9) >> 20 & (FIELD_HINTS - 1);
        let values = &self.records[rec.index()].values;
        let guess = self.field_hints[slot] as usize;
        if values.get(guess).is_some_and(|v| v.name == name) {
            return Some(guess);
        }
        let i = values.iter().position(|v| v.name == name)?;
        self.field_hints[slot] = u32::try_from(i).unwrap_or(0);
        Some(i)
    }

    /// The record at arena index `index` ([`RecId::index`]), if there is
    /// one: how a handle saved as a number is checked when read back.
    ///
    /// ```
    /// let rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
    /// let a = rk.def("A").unwrap();
    /// assert_eq!(rk.rec_id(a.index()), Some(a));
    /// assert_eq!(rk.rec_id(usize::MAX), None);
    /// ```
    pub fn rec_id(&self, index: usize) -> Option<RecId> {
        (index < self.records.len()).then_some(RecId(index as u32))
    }

    /// The record `id`.
    #[inline]
    pub fn record(&self, id: RecId) -> &Record {
        &self.records[id.index()]
    }

    /// The record `id`, mutably.
    #[inline]
    pub fn record_mut(&mut self, id: RecId) -> &mut Record {
        &mut self.records[id.index()]
    }

    /// The record's name as text (LLVM's `getNameInitAsString`).
    pub fn record_name(&self, id: RecId) -> String {
        self.as_unquoted_string(self.record(id).name)
    }

    /// The record's name if it is a plain string (`Record::getName`).
    pub fn name_str(&self, id: RecId) -> &str {
        self.inits.as_str(self.record(id).name).unwrap_or("")
    }

    fn check_name(&mut self, id: RecId) {
        let name = self.record(id).name;
        let ty = self.inits.ty(name);
        if ty != Some(Ty::STRING) {
            let s = self.as_string(name);
            let locs = self.record(id).locs.clone();
            self.fatal(&locs, format!("Record name '{s}' is not a string!"));
        }
    }

    /// Renames a record (LLVM's `Record::setName`).
    pub fn set_record_name(&mut self, id: RecId, name: Init) {
        self.record_mut(id).name = name;
        self.check_name(id);
    }

    /// Registers `id` as a class under its name.
    pub fn add_class(&mut self, id: RecId) {
        let sym = self.name_sym(id);
        self.classes.insert(sym, id);
    }

    /// Registers `id` as a def under its name.
    pub fn add_def(&mut self, id: RecId) {
        let sym = self.name_sym(id);
        self.defs.insert(sym, id);
        *self.derived_cache.get_mut().unwrap_or_else(|e| e.into_inner()) = None;
    }

    /// Removes a def (used when a `defset`/error path drops it).
    pub fn remove_def(&mut self, name: &str) {
        if let Some(sym) = self.inits.strings.lookup(name) {
            self.defs.remove(&sym);
        }
        *self.derived_cache.get_mut().unwrap_or_else(|e| e.into_inner()) = None;
    }

    fn name_sym(&mut self, id: RecId) -> Sym {
        let name = self.record(id).name;
        match self.inits.as_sym(name) {
            Some(s) => s,
            None => {
                let text = self.as_unquoted_string(name);
                self.inits.strings.intern(&text)
            }
        }
    }

    /// Adds a global variable (`defvar` at file scope, `defset`).
    pub fn add_global(&mut self, name: &str, value: Init) {
        let sym = self.inits.strings.intern(name);
        self.globals.insert(sym, value);
    }

    /// The class named `name`.
    pub fn class(&self, name: &str) -> Option<RecId> {
        self.class_bytes(&crate::intern::unescape(name))
    }

    /// The class named by the bytes `name` (no escapes to undo, unlike
    /// [`RecordKeeper::class`]'s text form).
    pub(crate) fn class_bytes(&self, name: &[u8]) -> Option<RecId> {
        let sym = self.inits.strings.lookup_bytes(name)?;
        self.classes.get(&sym).copied()
    }

    /// The def named `name`.
    pub fn def(&self, name: &str) -> Option<RecId> {
        self.def_bytes(&crate::intern::unescape(name))
    }

    /// The def named by the bytes `name` (names are strings, and strings
    /// are bytes: `!cast` may name a def that is not UTF-8).
    pub fn def_bytes(&self, name: &[u8]) -> Option<RecId> {
        let sym = self.inits.strings.lookup_bytes(name)?;
        self.defs.get(&sym).copied()
    }

    /// A def or global variable named `name` (`RecordKeeper::getGlobal`).
    pub fn global(&mut self, name: &str) -> Option<Init> {
        if let Some(d) = self.def(name) {
            return Some(self.def_init(d));
        }
        let sym = self.inits.strings.lookup(name)?;
        self.globals.get(&sym).copied()
    }

    /// True if a global variable (not a def) named `name` exists.
    pub fn has_extra_global(&self, name: &str) -> bool {
        self.inits.strings.lookup(name).is_some_and(|s| self.globals.contains_key(&s))
    }

    /// The class named by the string value `name`; `None` if `name` is not
    /// a string or names no class.
    ///
    /// The parser holds every identifier as an interned string already, so
    /// this finds the class by its symbol instead of hashing the text again
    /// as [`RecordKeeper::class`] must.
    ///
    /// ```
    /// # let mut rk = tablegen_core::parse_str("t.td", "class C; def X : C;").unwrap();
    /// let name = rk.name_init("C");
    /// assert_eq!(rk.class_named(name), Some(rk.class("C").unwrap()));
    /// ```
    pub fn class_named(&self, name: Init) -> Option<RecId> {
        self.classes.get(&self.inits.as_sym(name)?).copied()
    }

    /// The def named by the string value `name` (see
    /// [`RecordKeeper::class_named`]).
    ///
    /// ```
    /// # let mut rk = tablegen_core::parse_str("t.td", "def X;").unwrap();
    /// let name = rk.name_init("X");
    /// assert_eq!(rk.def_named(name), Some(rk.def("X").unwrap()));
    /// ```
    pub fn def_named(&self, name: Init) -> Option<RecId> {
        self.defs.get(&self.inits.as_sym(name)?).copied()
    }

    /// The global variable (not a def) named by the string value `name`.
    pub(crate) fn extra_global_named(&self, name: Init) -> Option<Init> {
        self.globals.get(&self.inits.as_sym(name)?).copied()
    }

    /// All classes, sorted by name as LLVM's `std::map` orders them.
    pub fn classes(&self) -> Vec<RecId> {
        self.sorted(&self.classes)
    }

    /// All defs, sorted by name as LLVM's `std::map` orders them.
    pub fn defs(&self) -> Vec<RecId> {
        self.sorted(&self.defs)
    }

    /// Global variables (`defvar` at top level) sorted by the bytes of
    /// their names.
    ///
    /// ```
    /// let rk = tablegen_core::parse_str("t.td", "defvar b = 2;\ndefvar a = 1;\n").unwrap();
    /// let names: Vec<&str> = rk.globals().iter().map(|(n, _)| rk.inits.strings.get(*n)).collect();
    /// assert_eq!(names, ["a", "b"]);
    /// ```
    pub fn globals(&self) -> Vec<(Sym, Init)> {
        let mut v: Vec<_> = self.globals.iter().map(|(s, i)| (*s, *i)).collect();
        v.sort_unstable_by(|a, b| self.inits.strings.bytes(a.0).cmp(self.inits.strings.bytes(b.0)));
        v
    }

    /// The records of `map` in the byte order of their names (names are
    /// unique, so the order is total).
    fn sorted(&self, map: &FxHashMap<Sym, RecId>) -> Vec<RecId> {
        let mut v: Vec<(&[u8], RecId)> = map.iter().map(|(s, r)| (self.inits.strings.bytes(*s), *r)).collect();
        v.sort_unstable_by(|a, b| a.0.cmp(b.0));
        v.into_iter().map(|(_, r)| r).collect()
    }

    /// Number of defs.
    pub fn num_defs(&self) -> usize {
        self.defs.len()
    }

    /// Number of records of every kind (classes, defs, and records
    /// backends synthesized): every [`RecId`] is below it.
    ///
    /// ```
    /// let rk = tablegen_core::parse_str("t.td", "class C; def A : C;").unwrap();
    /// assert!(rk.num_records() >= 2);
    /// assert!(rk.def("A").unwrap().index() < rk.num_records());
    /// ```
    pub fn num_records(&self) -> usize {
        self.records.len()
    }

    /// The input file name as given on the command line.
    pub fn input_filename(&self) -> &str {
        &self.input_filename
    }

    /// The input file name as given on the command line, byte for byte.
    pub fn input_filename_bytes(&self) -> &[u8] {
        &self.input_filename_bytes
    }

    /// Records the input file name.
    pub fn set_input_filename(&mut self, f: &str) {
        self.set_input_filename_bytes(f.as_bytes());
    }

    /// Records the input file name, which need not be UTF-8.
    pub fn set_input_filename_bytes(&mut self, f: &[u8]) {
        self.input_filename = String::from_utf8_lossy(f).into_owned();
        self.input_filename_bytes = f.to_vec();
    }

    /// Every def that is a subclass of `class`, ordered as LLVM's
    /// `getAllDerivedDefinitions` (by name, digit runs compared numerically).
    /// Errors if the class does not exist.
    pub fn all_derived_definitions(&self, class: &str) -> Result<Vec<RecId>, String> {
        let Some(c) = self.class(class) else {
            return Err(format!("The class '{class}' is not defined\n"));
        };
        // A panic elsewhere while holding the lock leaves a usable index.
        let mut cache = self.derived_cache.lock().unwrap_or_else(|e| e.into_inner());
        let index = cache.get_or_insert_with(|| DerivedIndex::new(self));
        let Some(list) = index.lists.get_mut(c.index()) else { return Ok(Vec::new()) };
        // Sorting every def by name would cost more than sorting the few
        // classes backends ask for, so each list is sorted when first asked.
        if !index.sorted[c.index()] {
            // Each name is looked up once: reaching it is a chain of cache
            // misses (record, name value, string), too slow per comparison.
            let mut keyed: Vec<(&str, RecId)> = list.iter().map(|&d| (self.name_str(d), d)).collect();
            // Ties (none are known: only equal names compare equal) fall
            // back to byte order, as when the list was built in that order.
            keyed.sort_unstable_by(|a, b| compare_numeric(a.0, b.0).then_with(|| a.0.cmp(b.0)));
            for (slot, (_, d)) in list.iter_mut().zip(keyed) {
                *slot = d;
            }
            index.sorted[c.index()] = true;
        }
        Ok(list.clone())
    }

    /// Like [`all_derived_definitions`](Self::all_derived_definitions) but
    /// empty when the class is not defined.
    pub fn all_derived_definitions_if_defined(&self, class: &str) -> Vec<RecId> {
        self.all_derived_definitions(class).unwrap_or_default()
    }

    /// True if `rec` derives from the class named `name`.
    pub fn is_subclass_of_name(&self, rec: RecId, name: &str) -> bool {
        self.record(rec).super_classes.iter().any(|(c, _)| self.name_str(*c) == name)
    }

    /// The direct superclasses of `rec`, last first (LLVM's `getDirectSuperClasses`).
    pub fn direct_super_classes(&self, rec: RecId) -> Vec<RecId> {
        let scs = &self.record(rec).super_classes;
        let mut out = Vec::new();
        let mut end = scs.len();
        while end > 0 {
            let sc = scs[end - 1].0;
            out.push(sc);
            end -= 1 + self.record(sc).super_classes.len();
        }
        out
    }

    /// True if `sup` is a direct superclass of `rec`.
    pub fn has_direct_super_class(&self, rec: RecId, sup: RecId) -> bool {
        let scs = &self.record(rec).super_classes;
        let mut i = scs.len() as isize - 1;
        while i >= 0 {
            let sc = scs[i as usize].0;
            if sc == sup {
                return true;
            }
            i -= 1 + self.record(sc).super_classes.len() as isize;
        }
        false
    }

    /// The record type of `rec` (its direct superclasses).
    pub fn record_type(&mut self, rec: RecId) -> Ty {
        // Most records have a handful of direct superclasses: gather them
        // on the stack (this runs for every def and anonymous instance).
        let mut few = [RecId(0); 8];
        let mut n = 0;
        let scs = &self.record(rec).super_classes;
        let mut end = scs.len();
        while end > 0 && n < few.len() {
            let sc = scs[end - 1].0;
            few[n] = sc;
            n += 1;
            end -= 1 + self.record(sc).super_classes.len();
        }
        if end > 0 {
            let scs = self.direct_super_classes(rec);
            return self.record_ty(&scs);
        }
        self.record_ty(&few[..n])
    }

    /// A record type over `classes` (any order), as `RecordRecTy::get`.
    pub fn record_ty(&mut self, classes: &[RecId]) -> Ty {
        if classes.len() <= 1 {
            return self.inits.types.record_sorted(classes);
        }
        let mut few = [RecId(0); 8];
        let mut many = Vec::new();
        let v: &mut [RecId] = match few.get_mut(..classes.len()) {
            Some(v) => v,
            None => {
                many.resize(classes.len(), RecId(0));
                &mut many
            }
        };
        v.copy_from_slice(classes);
        // Class names are plain strings: compare their bytes in place.
        let name = |c: &RecId| match self.inits.as_bytes(self.record(*c).name) {
            Some(b) => std::borrow::Cow::Borrowed(b),
            None => std::borrow::Cow::Owned(self.record_name(*c).into_bytes()),
        };
        v.sort_by(|a, b| name(a).cmp(&name(b)));
        self.inits.types.record_sorted(v)
    }

    /// The `DefInit` of `rec` (created once, typed by the record's type at
    /// that moment, as in LLVM).
    pub fn def_init(&mut self, rec: RecId) -> Init {
        if let Some(d) = self.record(rec).def_init {
            return d;
        }
        let ty = self.record_type(rec);
        let d = self.inits.def_raw(rec, ty);
        self.record_mut(rec).def_init = Some(d);
        d
    }

    /// Adds a superclass reference.
    pub fn add_super_class(&mut self, rec: RecId, class: RecId, range: LocRange) {
        self.record_mut(rec).super_classes.push((class, range));
    }

    /// Interns a name string (shorthand for `inits.string`).
    pub fn name_init(&mut self, s: &str) -> Init {
        self.inits.string(s)
    }

    /// `file:line` of `loc` with the file reduced to its base name, as
    /// LLVM's `SourceMgr::getFormattedLocationNoOffset` prints it for the
    /// JSON and detailed-records backends; empty without a source manager.
    pub fn formatted_loc(&self, loc: Loc) -> String {
        match self.source.as_ref() {
            Some(sm) => sm.formatted_location_no_offset(loc, false),
            None => String::new(),
        }
    }

    /// [`formatted_loc`](Self::formatted_loc) with the file name byte for
    /// byte.
    pub fn formatted_loc_bytes(&self, loc: Loc) -> Vec<u8> {
        match self.source.as_ref() {
            Some(sm) => sm.formatted_location_no_offset_bytes(loc, false),
            None => Vec::new(),
        }
    }

    /// Looks up a field by name text.
    pub fn field(&self, rec: RecId, name: &str) -> Option<&RecordVal> {
        let (sym, slot) = self.field_names.lookup(&self.inits.strings, name)?;
        // Field names are string values, so the field's name is one of the
        // (at most two) values with this text: compare handles.
        let [plain, code] = self.inits.existing_strings(sym);
        if plain.is_none() && code.is_none() {
            return None;
        }
        let is_it = |v: &RecordVal| Some(v.name) == plain || Some(v.name) == code;
        let values = &self.record(rec).values;
        let guess = self.field_names.position(slot);
        if values.get(guess).is_some_and(is_it) {
            return values.get(guess);
        }
        let at = values.iter().position(is_it)?;
        self.field_names.set_position(slot, at);
        values.get(at)
    }

    // ----------------------------------------------------------------- diagnostics

    /// Reports an error (LLVM's `PrintError`).
    pub fn error(&mut self, locs: &[Loc], msg: impl Into<String>) {
        self.diag(crate::source::DiagKind::Error, locs, msg.into());
    }

    /// Reports a warning.
    pub fn warning(&mut self, locs: &[Loc], msg: impl Into<String>) {
        self.diag(crate::source::DiagKind::Warning, locs, msg.into());
    }

    /// Reports a note.
    pub fn note(&mut self, locs: &[Loc], msg: impl Into<String>) {
        self.diag(crate::source::DiagKind::Note, locs, msg.into());
    }

    /// Reports a fatal error (LLVM's `PrintFatalError`): after it nothing
    /// else is reported and evaluation winds down.
    pub fn fatal(&mut self, locs: &[Loc], msg: impl Into<String>) {
        self.diag(crate::source::DiagKind::Error, locs, msg.into());
        self.fatal = true;
    }

    fn diag(&mut self, kind: crate::source::DiagKind, locs: &[Loc], msg: String) {
        self.eval.note_context_read();
        if self.fatal {
            return;
        }
        if kind == crate::source::DiagKind::Error {
            self.errors += 1;
        }
        self.pending.push(PendingDiag { kind, locs: locs.to_vec(), msg });
    }

    /// True once a fatal error was reported.
    pub fn has_fatal(&self) -> bool {
        self.fatal
    }

    /// Ends the wind-down a fatal error started, so that another backend can
    /// run on the same records: a fatal error aborts the backend that
    /// reported it, and the records themselves stay valid.
    pub fn clear_fatal(&mut self) {
        self.fatal = false;
    }

    /// Number of errors reported through the keeper.
    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// Takes the diagnostics not yet rendered.
    pub fn take_pending(&mut self) -> Vec<PendingDiag> {
        std::mem::take(&mut self.pending)
    }

    // ----------------------------------------------------------------- typed getters

    fn missing(&self, rec: RecId, field: &str) -> FieldError {
        FieldError { rec, msg: format!("Record `{}' does not have a field named `{}'!\n", self.name_str(rec), field) }
    }

    /// The value of field `field` (LLVM's `getValueInit`).
    ///
    /// A field whose value is null (left by a failed type check) counts as
    /// missing, as in LLVM.
    pub fn value_init(&self, rec: RecId, field: &str) -> Result<Init, FieldError> {
        self.field(rec, field).map(|v| v.value).filter(|&v| v != Init::NULL).ok_or_else(|| self.missing(rec, field))
    }

    /// A string field.
    pub fn value_as_string(&self, rec: RecId, field: &str) -> Result<&str, FieldError> {
        match self.value_as_optional_string(rec, field)? {
            Some(s) => Ok(s),
            None => Err(self.missing(rec, field)),
        }
    }

    /// A string field, or `None` when unset or missing.
    pub fn value_as_optional_string(&self, rec: RecId, field: &str) -> Result<Option<&str>, FieldError> {
        let Some(v) = self.field(rec, field) else { return Ok(None) };
        if v.value == Init::UNSET || v.value == Init::NULL {
            return Ok(None);
        }
        match self.inits.as_str(v.value) {
            Some(s) => Ok(Some(s)),
            None => Err(FieldError {
                rec,
                msg: format!(
                    "Record `{}', ` field `{}' exists but does not have a string initializer!",
                    self.name_str(rec),
                    field
                ),
            }),
        }
    }

    /// An int field.
    pub fn value_as_int(&self, rec: RecId, field: &str) -> Result<i64, FieldError> {
        let v = self.value_init(rec, field)?;
        self.inits.as_int(v).ok_or_else(|| FieldError {
            rec,
            msg: format!(
                "Record `{}', field `{}' exists but does not have an int value: {}",
                self.name_str(rec),
                field,
                self.as_string(v)
            ),
        })
    }

    /// A bit field.
    pub fn value_as_bit(&self, rec: RecId, field: &str) -> Result<bool, FieldError> {
        let v = self.value_init(rec, field)?;
        self.inits.as_bit(v).ok_or_else(|| FieldError {
            rec,
            msg: format!("Record `{}', field `{}' does not have a bit initializer!", self.name_str(rec), field),
        })
    }

    /// A bits field, least significant bit first.
    pub fn value_as_bits(&self, rec: RecId, field: &str) -> Result<&[Init], FieldError> {
        let v = self.value_init(rec, field)?;
        self.inits.bits_of(v).ok_or_else(|| FieldError {
            rec,
            msg: format!("Record `{}', field `{}' exists but does not have a bits value", self.name_str(rec), field),
        })
    }

    /// A list field's elements.
    pub fn value_as_list(&self, rec: RecId, field: &str) -> Result<&[Init], FieldError> {
        let v = self.value_init(rec, field)?;
        self.inits.list_elems(v).ok_or_else(|| FieldError {
            rec,
            msg: format!("Record `{}', field `{}' exists but does not have a list value", self.name_str(rec), field),
        })
    }

    /// A list-of-defs field.
    pub fn value_as_list_of_defs(&self, rec: RecId, field: &str) -> Result<Vec<RecId>, FieldError> {
        self.value_as_list(rec, field)?
            .iter()
            .map(|i| {
                self.inits.as_def(*i).ok_or_else(|| FieldError {
                    rec,
                    msg: format!("Record `{}', field `{}' list is not entirely DefInit!", self.name_str(rec), field),
                })
            })
            .collect()
    }

    /// A list-of-ints field.
    pub fn value_as_list_of_ints(&self, rec: RecId, field: &str) -> Result<Vec<i64>, FieldError> {
        self.value_as_list(rec, field)?
            .iter()
            .map(|i| {
                self.inits.as_int(*i).ok_or_else(|| FieldError {
                    rec,
                    msg: format!(
                        "Record `{}', field `{}' exists but does not have a list of ints value: {}",
                        self.name_str(rec),
                        field,
                        self.as_string(*i)
                    ),
                })
            })
            .collect()
    }

    /// A list-of-strings field.
    pub fn value_as_list_of_strings(&self, rec: RecId, field: &str) -> Result<Vec<&str>, FieldError> {
        self.value_as_list(rec, field)?
            .iter()
            .map(|i| {
                self.inits.as_str(*i).ok_or_else(|| FieldError {
                    rec,
                    msg: format!(
                        "Record `{}', field `{}' exists but does not have a list of strings value: {}",
                        self.name_str(rec),
                        field,
                        self.as_string(*i)
                    ),
                })
            })
            .collect()
    }

    /// A def field.
    pub fn value_as_def(&self, rec: RecId, field: &str) -> Result<RecId, FieldError> {
        let v = self.value_init(rec, field)?;
        self.inits.as_def(v).ok_or_else(|| FieldError {
            rec,
            msg: format!("Record `{}', field `{}' does not have a def initializer!", self.name_str(rec), field),
        })
    }

    /// A def field that may be `?`.
    pub fn value_as_optional_def(&self, rec: RecId, field: &str) -> Result<Option<RecId>, FieldError> {
        let v = self.value_init(rec, field)?;
        if v == Init::UNSET {
            return Ok(None);
        }
        self.inits.as_def(v).map(Some).ok_or_else(|| FieldError {
            rec,
            msg: format!(
                "Record `{}', field `{}' does not have either a def initializer or '?'!",
                self.name_str(rec),
                field
            ),
        })
    }

    /// A dag field.
    pub fn value_as_dag(&self, rec: RecId, field: &str) -> Result<Init, FieldError> {
        let v = self.value_init(rec, field)?;
        match self.inits.kind(v) {
            InitKind::Dag { .. } => Ok(v),
            _ => Err(FieldError {
                rec,
                msg: format!("Record `{}', field `{}' does not have a dag initializer!", self.name_str(rec), field),
            }),
        }
    }

    /// True if the field exists and is `?`.
    pub fn is_value_unset(&self, rec: RecId, field: &str) -> bool {
        self.field(rec, field).is_some_and(|v| v.value == Init::UNSET)
    }

    // ----------------------------------------------------------------- types

    /// The type's spelling (`RecTy::getAsString`).
    pub fn ty_string(&self, t: Ty) -> String {
        let mut s = String::new();
        self.write_ty(&mut s, t);
        s
    }

    /// Appends the type's spelling.
    pub fn write_ty<O: crate::text::Out + ?Sized>(&self, out: &mut O, t: Ty) {
        crate::stack::guard(|| match self.inits.types.kind(t) {
            TyKind::Bit => out.push_str("bit"),
            TyKind::Bits(n) => {
                out.push_str("bits<");
                crate::text::push_int(out, i64::from(*n));
                out.push('>');
            }
            TyKind::Int => out.push_str("int"),
            TyKind::String => out.push_str("string"),
            TyKind::Dag => out.push_str("dag"),
            TyKind::List(e) => {
                out.push_str("list<");
                self.write_ty(out, *e);
                out.push('>');
            }
            TyKind::Record(cs) => {
                if cs.len() == 1 {
                    self.write_unquoted(out, self.record(cs[0]).name);
                } else {
                    out.push('{');
                    for (i, c) in cs.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        self.write_unquoted(out, self.record(*c).name);
                    }
                    out.push('}');
                }
            }
        })
    }

    /// True if a value of record type `t` is a subclass of `class`.
    pub fn record_ty_is_subclass_of(&self, t: Ty, class: RecId) -> bool {
        match self.inits.types.kind(t) {
            TyKind::Record(cs) => cs.iter().any(|c| *c == class || self.record(*c).is_subclass_of(class)),
            _ => false,
        }
    }

    /// `RecTy::typeIsConvertibleTo`.
    pub fn type_is_convertible_to(&self, from: Ty, to: Ty) -> bool {
        // Every type converts to itself; types are interned, so this also
        // keeps deeply nested list types from costing their depth per check.
        if from == to {
            return true;
        }
        crate::stack::guard(|| {
            use TyKind as K;
            let tk = self.inits.types.kind(to);
            match self.inits.types.kind(from) {
                K::Bit => matches!(tk, K::Bit | K::Int) || matches!(tk, K::Bits(1)),
                K::Bits(n) => match tk {
                    K::Bits(m) => n == m,
                    K::Bit => *n == 1,
                    K::Int => true,
                    _ => false,
                },
                K::Int => matches!(tk, K::Bit | K::Bits(_) | K::Int),
                K::String => matches!(tk, K::String),
                K::Dag => matches!(tk, K::Dag),
                K::List(e) => match tk {
                    K::List(f) => self.type_is_convertible_to(*e, *f),
                    _ => false,
                },
                K::Record(_) => {
                    if from == to {
                        return true;
                    }
                    match tk {
                        K::Record(targets) => targets.iter().all(|c| self.record_ty_is_subclass_of(from, *c)),
                        _ => false,
                    }
                }
            }
        })
    }

    /// `RecTy::typeIsA`.
    pub fn type_is_a(&self, a: Ty, b: Ty) -> bool {
        crate::stack::guard(|| {
            use TyKind as K;
            match (self.inits.types.kind(a), self.inits.types.kind(b)) {
                (K::List(x), K::List(y)) => self.type_is_a(*x, *y),
                (K::List(_), _) => false,
                (K::Record(_), _) => self.type_is_convertible_to(a, b),
                _ => a == b,
            }
        })
    }

    /// `resolveTypes`: the common type of two types, if any.
    pub fn resolve_types(&mut self, t1: Ty, t2: Ty) -> Option<Ty> {
        crate::stack::guard(|| {
            if t1 == t2 {
                return Some(t1);
            }
            let k1 = self.inits.types.kind(t1).clone();
            let k2 = self.inits.types.kind(t2).clone();
            if let (TyKind::Record(c1), TyKind::Record(_)) = (&k1, &k2) {
                let mut common = Vec::new();
                let mut stack: Vec<RecId> = c1.to_vec();
                while let Some(r) = stack.pop() {
                    if self.record_ty_is_subclass_of(t2, r) {
                        common.push(r);
                    } else {
                        stack.extend(self.direct_super_classes(r));
                    }
                }
                return Some(self.record_ty(&common));
            }
            if self.type_is_convertible_to(t1, t2) {
                return Some(t2);
            }
            if self.type_is_convertible_to(t2, t1) {
                return Some(t1);
            }
            if let (TyKind::List(e1), TyKind::List(e2)) = (k1, k2) {
                let e = self.resolve_types(e1, e2)?;
                return Some(self.inits.types.list_of(e));
            }
            None
        })
    }

    /// The type of a field of a typed value (`Init::getFieldType`).
    pub fn field_type(&self, i: Init, field: Init) -> Option<Ty> {
        match *self.inits.kind(i) {
            InitKind::Def { rec, .. } => self.record(rec).value(field).map(|v| v.ty()),
            InitKind::Unset | InitKind::Argument { .. } => None,
            _ => {
                let t = self.inits.ty(i)?;
                if let TyKind::Record(cs) = self.inits.types.kind(t) {
                    for c in cs.iter() {
                        if let Some(v) = self.record(*c).value(field) {
                            return Some(v.ty());
                        }
                    }
                }
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_compare() {
        use core::cmp::Ordering::*;
        assert_eq!(compare_numeric("R10", "R9"), Greater);
        assert_eq!(compare_numeric("R09", "R9"), Greater);
        assert_eq!(compare_numeric("A", "B"), Less);
        assert_eq!(compare_numeric("X1Y", "X1Y"), Equal);
        assert_eq!(compare_numeric("X", "X1"), Less);
        // The first difference is inside a digit run: the run decides.
        assert_eq!(compare_numeric("x12a", "x123"), Less);
        assert_eq!(compare_numeric("int_sve_ld2_128", "int_sve_ld2_64"), Greater);
    }

    /// Starting at the first difference (or at its digit run) gives what a
    /// comparison from the start gives, on strings with long common
    /// prefixes, digit runs of every length and a byte on each side of the
    /// digits.
    #[test]
    fn numeric_compare_from_the_first_difference_agrees_with_the_whole() {
        let alphabet = b"09a_/:";
        let mut state = 77u64;
        let mut next = |n: u64| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) % n
        };
        for _ in 0..20_000 {
            let prefix: Vec<u8> = (0..next(20)).map(|_| alphabet[next(6) as usize]).collect();
            let mut tail = || -> Vec<u8> { (0..next(6)).map(|_| alphabet[next(6) as usize]).collect() };
            let a = [prefix.as_slice(), &tail()].concat();
            let b = [prefix.as_slice(), &tail()].concat();
            let (a, b) = (String::from_utf8(a).unwrap(), String::from_utf8(b).unwrap());
            assert_eq!(compare_numeric(&a, &b), compare_numeric_bytes(a.as_bytes(), b.as_bytes()), "{a:?} {b:?}");
        }
    }

    /// The type, the kind and the three flags share a word: each must read
    /// back what was set, whatever the others hold.
    #[test]
    fn record_val_fields_are_independent() {
        assert_eq!(core::mem::size_of::<RecordVal>(), 16);
        let top = Ty((crate::types::MAX_TYPES - 1) as u32);
        for ty in [Ty::BIT, Ty::INT, top] {
            for kind in [FieldKind::Normal, FieldKind::NonconcreteOk, FieldKind::TemplateArg] {
                for bits in 0..8u32 {
                    let mut v = RecordVal::new(Init::UNSET, Loc::NONE, ty, Init::TRUE, kind);
                    v.set_used(bits & 1 != 0);
                    v.set_settled(bits & 2 != 0);
                    v.set_inert(bits & 4 != 0);
                    let got = (v.ty(), v.kind(), v.used(), v.settled(), v.inert(), v.value);
                    assert_eq!(got, (ty, kind, bits & 1 != 0, bits & 2 != 0, bits & 4 != 0, Init::TRUE));
                    v.set_used(false);
                    v.set_settled(false);
                    v.set_inert(false);
                    assert_eq!((v.ty(), v.kind()), (ty, kind));
                }
            }
        }
    }
}
