//! TableGen types (LLVM's `RecTy`), interned: every distinct type has one
//! [`Ty`] handle, so type equality is handle equality.
//!
//! The store only knows the shapes of types. Relations that depend on the
//! class hierarchy (`typeIsConvertibleTo`, `resolveTypes`, printing record
//! types) live on [`RecordKeeper`](crate::record::RecordKeeper).

use crate::ids::RecId;
use crate::intern::FxHashMap;

mod snapshot;

/// Handle of an interned type.
///
/// ```
/// use tablegen_core::types::{Ty, TypeStore};
/// let mut t = TypeStore::new();
/// let l = t.list_of(Ty::INT);
/// assert_eq!(l, t.list_of(Ty::INT));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Ty(pub(crate) u32);

impl Ty {
    /// `bit`
    pub const BIT: Ty = Ty(0);
    /// `int`
    pub const INT: Ty = Ty(1);
    /// `string` (also what `code` means since LLVM 15)
    pub const STRING: Ty = Ty(2);
    /// `dag`
    pub const DAG: Ty = Ty(3);
    /// The record type with no classes: any record converts to it.
    pub const ANY_RECORD: Ty = Ty(4);
}

/// The shape of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TyKind {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u32),
    /// `int`
    Int,
    /// `string` / `code`
    String,
    /// `list<T>`
    List(Ty),
    /// `dag`
    Dag,
    /// A record type: the record is a subclass of every listed class.
    /// Classes are kept sorted by name, as LLVM does; empty means "any record".
    Record(Box<[RecId]>),
}

/// A `Copy` summary of a [`TyKind`], for matching without borrowing the store.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TyShape {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u32),
    /// `int`
    Int,
    /// `string`
    String,
    /// `list<T>`
    List(Ty),
    /// `dag`
    Dag,
    /// A record type.
    Record,
}

/// At most this many distinct types: a field keeps its type's handle in 24
/// bits (see [`RecordVal`](crate::record::RecordVal)). No real input comes
/// near it; one that does gets the store's out-of-memory error.
pub(crate) const MAX_TYPES: usize = 1 << 24;

/// Arena of interned types.
pub struct TypeStore {
    /// Set when [`MAX_TYPES`] was reached (see [`TypeStore::exhausted`]).
    exhausted: bool,
    kinds: Vec<TyKind>,
    map: FxHashMap<TyKind, Ty>,
    bits: Vec<Option<Ty>>,
    lists: FxHashMap<Ty, Ty>,
    /// Record types by their sorted classes, so that a lookup needs no
    /// `TyKind` (and no allocation).
    records: FxHashMap<Box<[RecId]>, Ty>,
}

impl Default for TypeStore {
    fn default() -> Self {
        Self::new()
    }
}

impl TypeStore {
    /// A store holding the predefined types.
    pub fn new() -> Self {
        let mut s = TypeStore {
            exhausted: false,
            kinds: Vec::new(),
            map: FxHashMap::default(),
            bits: Vec::new(),
            lists: FxHashMap::default(),
            records: FxHashMap::default(),
        };
        for k in [TyKind::Bit, TyKind::Int, TyKind::String, TyKind::Dag, TyKind::Record(Box::new([]))] {
            s.intern(k);
        }
        s
    }

    fn intern(&mut self, k: TyKind) -> Ty {
        if let Some(t) = self.map.get(&k) {
            return *t;
        }
        if self.kinds.len() >= MAX_TYPES {
            self.exhausted = true;
            return Ty(0);
        }
        let t = Ty(self.kinds.len() as u32);
        if let TyKind::Record(cs) = &k {
            self.records.insert(cs.clone(), t);
        }
        self.kinds.push(k.clone());
        self.map.insert(k, t);
        t
    }

    /// Whether the input asked for more than 2^24 (`MAX_TYPES`) distinct types:
    /// types made since are wrong, and the parser stops with an error at
    /// the next statement.
    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// The shape of `t`.
    #[inline]
    pub fn kind(&self, t: Ty) -> &TyKind {
        &self.kinds[t.0 as usize]
    }

    /// The shape of `t`.
    #[inline]
    pub fn shape(&self, t: Ty) -> TyShape {
        match self.kind(t) {
            TyKind::Bit => TyShape::Bit,
            TyKind::Bits(n) => TyShape::Bits(*n),
            TyKind::Int => TyShape::Int,
            TyKind::String => TyShape::String,
            TyKind::List(e) => TyShape::List(*e),
            TyKind::Dag => TyShape::Dag,
            TyKind::Record(_) => TyShape::Record,
        }
    }

    /// `bits<n>`.
    pub fn bits(&mut self, n: u32) -> Ty {
        let i = n as usize;
        if let Some(Some(t)) = self.bits.get(i) {
            return *t;
        }
        let t = self.intern(TyKind::Bits(n));
        if self.bits.len() <= i {
            self.bits.resize(i + 1, None);
        }
        self.bits[i] = Some(t);
        t
    }

    /// `list<elt>`.
    pub fn list_of(&mut self, elt: Ty) -> Ty {
        if let Some(t) = self.lists.get(&elt) {
            return *t;
        }
        let t = self.intern(TyKind::List(elt));
        self.lists.insert(elt, t);
        t
    }

    /// A record type over `classes`, which the caller has sorted by name and
    /// reduced (no class is a subclass of another).
    pub fn record_sorted(&mut self, classes: &[RecId]) -> Ty {
        if classes.is_empty() {
            return Ty::ANY_RECORD;
        }
        if let Some(t) = self.records.get(classes) {
            return *t;
        }
        self.intern(TyKind::Record(classes.into()))
    }

    /// The element type of a list type.
    pub fn list_elt(&self, t: Ty) -> Option<Ty> {
        match self.kind(t) {
            TyKind::List(e) => Some(*e),
            _ => None,
        }
    }

    /// The width of a `bits<n>` type.
    pub fn bits_width(&self, t: Ty) -> Option<u32> {
        match self.kind(t) {
            TyKind::Bits(n) => Some(*n),
            _ => None,
        }
    }

    /// True for record types.
    pub fn is_record(&self, t: Ty) -> bool {
        matches!(self.kind(t), TyKind::Record(_))
    }

    /// True for list types.
    pub fn is_list(&self, t: Ty) -> bool {
        matches!(self.kind(t), TyKind::List(_))
    }
}
