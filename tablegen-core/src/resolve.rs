//! Late binding: resolvers, reference resolution, and the value
//! conversions (`convertInitializerTo`, `getCastTo`, `getBit`) that
//! resolution relies on.
//!
//! # Overview
//! A [`Resolver`] maps variable names to values. Resolving a value walks it,
//! asks the resolver about every [`InitKind::Var`] it meets, rebuilds the
//! nodes that changed, and folds operators whose operands became known —
//! LLVM's `Init::resolveReferences`. Operator nodes are resolved and folded
//! in [`crate::fold`].

mod bindings;
mod recycled;

use crate::ids::RecId;
use crate::init::{ArgAux, Init, InitKind, Mentions, UnOp};
use crate::intern::FxHashMap;
use crate::record::RecordKeeper;
use crate::record::{FieldKind, RecordKind};
use crate::source::{Loc, LocRange};
use crate::types::{Ty, TyShape};
use bindings::Bindings;
use recycled::Recycled;

/// Maps variable names to values during resolution (LLVM's `Resolver`).
pub trait Resolver {
    /// The value for variable `name`, or `None` to leave it unresolved.
    fn resolve(&mut self, rk: &mut RecordKeeper, name: Init) -> Option<Init>;
    /// The record being resolved, for error messages and self-reference checks.
    fn current_record(&self) -> Option<RecId>;
    /// True for the final resolution of a record: anonymous names become
    /// strings and unresolvable operators stop waiting.
    fn is_final(&self) -> bool;
    /// The names this resolver may answer for, and [`Mentions::FINAL`] if
    /// it is final: a value that mentions none of them resolves to itself,
    /// so its walk is skipped. The default, everything, is always correct.
    fn interest(&self) -> Mentions {
        Mentions::ALL
    }
    /// True if `?` bits must not overwrite bits of a `bits` value.
    fn keep_unset_bits(&self) -> bool {
        false
    }
    /// A cache of resolved values for this resolver, if its answers are
    /// stable: resolving the same value twice must give the same result.
    /// Resolvers whose answers depend on context (shadowing, tracking)
    /// return `None`.
    fn memo(&mut self) -> Option<&mut FxHashMap<Init, Init>> {
        None
    }
    /// The cache used by [`TrackUnresolvedResolver`]s wrapping this
    /// resolver: value and "left something unresolved" per resolved value.
    fn track_memo(&mut self) -> Option<&mut TrackMemo> {
        None
    }
    /// For tracking resolvers: the "found unresolved" flag.
    fn tracker_flag(&mut self) -> Option<&mut bool> {
        None
    }
    /// Marks this tracker and every tracker it wraps as having met an
    /// unresolved reference, as a real lookup through the chain would.
    fn mark_unresolved_chain(&mut self) {}
}

/// Cache of resolutions through a [`TrackUnresolvedResolver`]: the result
/// and whether a reference stayed unresolved inside it.
pub type TrackMemo = FxHashMap<Init, (Init, bool)>;

/// Resolves names from an explicit map; values are themselves resolved
/// against the map on first use (LLVM's `MapResolver`).
pub struct MapResolver {
    map: Bindings,
    memo: Recycled<Init>,
    track_memo: Recycled<(Init, bool)>,
    /// The names whose values are being resolved, innermost last: LLVM
    /// erases each from its map meanwhile (so that a cycle stops), which
    /// hiding it does without taking it out of the table and putting it
    /// back. While any is hidden, results are not cached.
    hidden: FieldStack,
    /// The bits of every key.
    keys: Mentions,
    cur: Option<RecId>,
    final_: bool,
}

impl MapResolver {
    /// Switches final mode (see [`Resolver::is_final`]). Cached results were
    /// computed in the other mode, so they are dropped.
    pub fn set_final(&mut self, f: bool) {
        if self.final_ != f {
            self.memo.clear();
            self.track_memo.clear();
            self.final_ = f;
        }
    }

    /// An empty map resolver for record `cur`.
    pub fn new(cur: Option<RecId>) -> Self {
        MapResolver {
            map: Bindings::default(),
            memo: Recycled::default(),
            track_memo: Recycled::default(),
            hidden: FieldStack::default(),
            keys: Mentions::NONE,
            cur,
            final_: false,
        }
    }
    /// Maps `key` to `value`.
    pub fn set(&mut self, key: Init, value: Init) {
        self.keys = self.keys.with(Mentions::name(key));
        self.map.insert(key, (value, false));
        self.memo.clear();
        self.track_memo.clear();
    }
    /// True if `key` is mapped.
    pub fn contains(&self, key: Init) -> bool {
        self.map.contains(key) && !self.hidden.contains(key)
    }
    /// True if the value mapped for `key` is complete.
    pub fn is_complete(&self, rk: &RecordKeeper, key: Init) -> bool {
        !self.hidden.contains(key) && self.map.get(key).is_some_and(|(v, _)| rk.is_complete(v))
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, rk: &mut RecordKeeper, name: Init) -> Option<Init> {
        let (v, resolved) = self.map.get(name)?;
        // Only a value not yet resolved can be hidden (being resolved).
        if !resolved {
            if self.hidden.contains(name) {
                return None;
            }
            if self.map.len() - self.hidden.len > 1 {
                self.hidden.push(name);
                let r = rk.resolve_references(v, self);
                self.hidden.pop();
                self.map.update(name, (r, true));
                return Some(r);
            }
        }
        Some(v)
    }
    fn current_record(&self) -> Option<RecId> {
        self.cur
    }
    fn interest(&self) -> Mentions {
        if self.final_ {
            self.keys.with(Mentions::FINAL)
        } else {
            self.keys
        }
    }
    fn memo(&mut self) -> Option<&mut FxHashMap<Init, Init>> {
        if self.hidden.is_empty() {
            Some(&mut *self.memo)
        } else {
            None
        }
    }
    fn track_memo(&mut self) -> Option<&mut TrackMemo> {
        if self.hidden.is_empty() {
            Some(&mut *self.track_memo)
        } else {
            None
        }
    }
    fn is_final(&self) -> bool {
        self.final_
    }
}

/// Resolves field references against a record's own fields (LLVM's
/// `RecordResolver`).
pub struct RecordResolver {
    rec: RecId,
    cache: Recycled<Option<Init>>,
    memo: Recycled<Init>,
    track_memo: Recycled<(Init, bool)>,
    stack: FieldStack,
    name: Option<Init>,
    final_: bool,
}

/// The fields a [`RecordResolver`] is resolving, innermost last: a few
/// inline (one resolver is made per record resolution, so a heap stack
/// would be an allocation per record), the rest on the heap.
struct FieldStack {
    few: [Init; 8],
    len: usize,
    more: Vec<Init>,
}

impl Default for FieldStack {
    fn default() -> Self {
        FieldStack { few: [Init::NULL; 8], len: 0, more: Vec::new() }
    }
}

impl FieldStack {
    fn contains(&self, v: Init) -> bool {
        self.few[..self.len.min(self.few.len())].contains(&v) || self.more.contains(&v)
    }
    fn push(&mut self, v: Init) {
        match self.few.get_mut(self.len) {
            Some(slot) => *slot = v,
            None => self.more.push(v),
        }
        self.len += 1;
    }
    fn pop(&mut self) {
        if self.len > self.few.len() {
            self.more.pop();
        }
        self.len = self.len.saturating_sub(1);
    }
    fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl RecordResolver {
    /// Switches final mode (see [`Resolver::is_final`]), dropping cached results.
    pub fn set_final(&mut self, f: bool) {
        if self.final_ != f {
            self.memo.clear();
            self.track_memo.clear();
            self.final_ = f;
        }
    }

    /// A resolver over the fields of `rec`.
    pub fn new(rec: RecId) -> Self {
        RecordResolver {
            rec,
            cache: Recycled::default(),
            memo: Recycled::default(),
            track_memo: Recycled::default(),
            stack: FieldStack::default(),
            name: None,
            final_: false,
        }
    }
    /// Resolve the record's own name to `name`.
    pub fn set_name(&mut self, name: Option<Init>) {
        self.name = name;
    }
}

impl Resolver for RecordResolver {
    fn resolve(&mut self, rk: &mut RecordKeeper, var: Init) -> Option<Init> {
        if let Some(v) = self.cache.get(&var) {
            if v.is_some() {
                return *v;
            }
        }
        if self.stack.contains(var) {
            return None;
        }
        let mut val = None;
        if let Some(idx) = rk.field_index(self.rec, var) {
            let v = rk.record(self.rec).values[idx].value;
            if v != Init::UNSET {
                self.stack.push(var);
                val = Some(rk.resolve_references(v, self));
                self.stack.pop();
            }
        } else if let Some(n) = self.name {
            if var == rk.record(self.rec).name {
                self.stack.push(var);
                val = Some(rk.resolve_references(n, self));
                self.stack.pop();
            }
        }
        self.cache.insert(var, val);
        val
    }
    fn current_record(&self) -> Option<RecId> {
        Some(self.rec)
    }
    fn is_final(&self) -> bool {
        self.final_
    }
    fn keep_unset_bits(&self) -> bool {
        true
    }
    fn memo(&mut self) -> Option<&mut FxHashMap<Init, Init>> {
        // While a field's value is being resolved, references to it are
        // cut off to stop cycles: such results must not be reused.
        if self.stack.is_empty() {
            Some(&mut *self.memo)
        } else {
            None
        }
    }
    fn track_memo(&mut self) -> Option<&mut TrackMemo> {
        if self.stack.is_empty() {
            Some(&mut *self.track_memo)
        } else {
            None
        }
    }
}

/// Hides some names from an inner resolver (LLVM's `ShadowResolver`).
///
/// The bang operators shadow one or two names per resolution (`!foreach`,
/// `!filter`, `!foldl`), and this runs inside value resolution: the first
/// two names are kept inline, without hashing or allocating.
pub struct ShadowResolver<'a> {
    inner: &'a mut dyn Resolver,
    inline: [Init; 2],
    n_inline: usize,
    more: Vec<Init>,
}

impl<'a> ShadowResolver<'a> {
    /// Wraps `inner`.
    pub fn new(inner: &'a mut dyn Resolver) -> Self {
        ShadowResolver { inner, inline: [Init::UNSET; 2], n_inline: 0, more: Vec::new() }
    }
    /// Hides `name`.
    pub fn add_shadow(&mut self, name: Init) {
        if self.is_shadowed(name) {
            return;
        }
        if self.n_inline < self.inline.len() {
            self.inline[self.n_inline] = name;
            self.n_inline += 1;
        } else {
            self.more.push(name);
        }
    }
    fn is_shadowed(&self, name: Init) -> bool {
        self.inline[..self.n_inline].contains(&name) || self.more.contains(&name)
    }
}

impl Resolver for ShadowResolver<'_> {
    #[inline]
    fn resolve(&mut self, rk: &mut RecordKeeper, name: Init) -> Option<Init> {
        if self.is_shadowed(name) {
            return None;
        }
        self.inner.resolve(rk, name)
    }
    fn current_record(&self) -> Option<RecId> {
        self.inner.current_record()
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
    fn interest(&self) -> Mentions {
        self.inner.interest()
    }
}

/// Records whether any reference stayed unresolved (LLVM's
/// `TrackUnresolvedResolver`).
pub struct TrackUnresolvedResolver<'a> {
    inner: Option<&'a mut dyn Resolver>,
    /// Set when a reference could not be resolved.
    pub found_unresolved: bool,
}

impl<'a> TrackUnresolvedResolver<'a> {
    /// Wraps `inner` (or nothing: then every reference is unresolved).
    pub fn new(inner: Option<&'a mut dyn Resolver>) -> Self {
        TrackUnresolvedResolver { inner, found_unresolved: false }
    }
}

impl Resolver for TrackUnresolvedResolver<'_> {
    fn resolve(&mut self, rk: &mut RecordKeeper, name: Init) -> Option<Init> {
        let mut i = None;
        if let Some(r) = self.inner.as_deref_mut() {
            i = r.resolve(rk, name);
            if let Some(v) = i {
                if !self.found_unresolved {
                    self.found_unresolved |= rk.has_unresolved_references(v);
                }
            }
        }
        if i.is_none() {
            self.found_unresolved = true;
        }
        i
    }
    fn current_record(&self) -> Option<RecId> {
        self.inner.as_ref().and_then(|r| r.current_record())
    }
    fn is_final(&self) -> bool {
        false
    }
    fn track_memo(&mut self) -> Option<&mut TrackMemo> {
        // Same answers as the inner resolver, so its cache serves every
        // tracker wrapped around it.
        self.inner.as_deref_mut().and_then(|r| r.track_memo())
    }
    fn tracker_flag(&mut self) -> Option<&mut bool> {
        Some(&mut self.found_unresolved)
    }
    fn mark_unresolved_chain(&mut self) {
        self.found_unresolved = true;
        if let Some(r) = self.inner.as_deref_mut() {
            r.mark_unresolved_chain();
        }
    }
}

/// Detects whether a value refers to a given name (LLVM's
/// `HasReferenceResolver`).
pub struct HasReferenceResolver {
    name: Init,
    /// Set when the name was referenced.
    pub found: bool,
}

impl HasReferenceResolver {
    /// Tracks references to `name`.
    pub fn new(name: Init) -> Self {
        HasReferenceResolver { name, found: false }
    }
}

impl Resolver for HasReferenceResolver {
    fn resolve(&mut self, _rk: &mut RecordKeeper, name: Init) -> Option<Init> {
        if name == self.name {
            self.found = true;
        }
        None
    }
    fn current_record(&self) -> Option<RecId> {
        None
    }
    fn is_final(&self) -> bool {
        false
    }
    fn interest(&self) -> Mentions {
        Mentions::name(self.name)
    }
}

/// How many anonymous class instantiations may nest (see
/// [`RecordKeeper::var_def_instantiate`]). A class that instantiates itself
/// without end never terminates; llvm-tblgen-19 overflows its stack after
/// about 5,900 levels, so a chain this deep is not a real program.
pub const MAX_INSTANTIATION_DEPTH: u32 = 100_000;

/// Open values at least this heavy ([`crate::init::InitStore::open_weight_of`]) are
/// memoized per resolver. Lighter ones are resolved again where they recur:
/// without memoization every value costs at most this much work per
/// occurrence, so sharing cannot make resolution exponential (AMDGPU takes
/// twelve times as long with no memo at all), while the hash-map traffic
/// for the many small values is saved (X86 -null-backend: 6% fewer
/// instructions than memoizing everything).
const MEMO_WEIGHT: u8 = 16;

/// LLVM's `canFitInBitfield`. For `bits<0>` LLVM shifts by `0u - 1`, which
/// x86-64 masks to 63: zero and negative values "fit".
fn can_fit_in_bitfield(v: i64, n: u32) -> bool {
    if n == 0 {
        return v <= 0;
    }
    n >= 64 || (v >> n) == 0 || (v >> (n - 1)) == -1
}

impl RecordKeeper {
    // ----------------------------------------------------------------- predicates

    /// `Init::isComplete`: no `?` inside.
    pub fn is_complete(&self, i: Init) -> bool {
        crate::stack::guard(|| match *self.inits.kind(i) {
            InitKind::Unset | InitKind::Argument { .. } => false,
            InitKind::Bits { bits, .. } => self.inits.slice(bits).iter().all(|b| self.is_complete(*b)),
            InitKind::List { elems, .. } => self.inits.slice(elems).iter().all(|b| self.is_complete(*b)),
            InitKind::TernOp { lhs, mhs, rhs, .. } => {
                self.is_complete(lhs) && self.is_complete(mhs) && self.is_complete(rhs)
            }
            InitKind::Cond { clauses, .. } => {
                let c = self.inits.slice(clauses);
                let n = c.len() / 2;
                c[..n].iter().all(|x| self.is_complete(*x)) && c[n..].iter().all(|x| self.is_concrete(*x))
            }
            InitKind::Fold { .. } | InitKind::IsA { .. } | InitKind::Exists { .. } => false,
            _ => true,
        })
    }

    /// `Init::isConcrete`: fully evaluated, no references left.
    pub fn is_concrete(&self, i: Init) -> bool {
        // A closed value holds only concrete leaves.
        if self.inits.is_closed(i) {
            return true;
        }
        crate::stack::guard(|| match *self.inits.kind(i) {
            InitKind::Unset => true,
            InitKind::Bit(_) | InitKind::Int(_) | InitKind::String(..) | InitKind::Def { .. } => true,
            InitKind::Bits { bits, .. } => self.inits.slice(bits).iter().all(|b| self.is_concrete(*b)),
            InitKind::List { elems, .. } => self.inits.slice(elems).iter().all(|b| self.is_concrete(*b)),
            InitKind::Cond { clauses, .. } => self.inits.slice(clauses).iter().all(|b| self.is_concrete(*b)),
            InitKind::Field { rec, field, .. } => match *self.inits.kind(rec) {
                InitKind::Def { rec, .. } => {
                    // Another record's field, which may still be resolved.
                    self.eval.note_context_read();
                    self.record(rec).value(field).is_some_and(|v| self.is_concrete(v.value))
                }
                _ => false,
            },
            InitKind::Dag { op, args, .. } => {
                self.is_concrete(op) && self.inits.slice(args).iter().all(|b| self.is_concrete(*b))
            }
            _ => false,
        })
    }

    /// True if resolving `v` on its own (with nothing bound) leaves a
    /// reference unresolved — what LLVM finds out by resolving `v` with an
    /// empty `TrackUnresolvedResolver`. That walk depends on nothing but `v`,
    /// so its answer is cached per value.
    pub fn has_unresolved_references(&mut self, v: Init) -> bool {
        if self.inits.is_closed(v) {
            return false;
        }
        if let Some(b) = self.eval.unresolved_cache.get(&v) {
            return *b;
        }
        let mut sub = TrackUnresolvedResolver::new(None);
        self.resolve_references(v, &mut sub);
        let b = sub.found_unresolved;
        self.eval.unresolved_cache.insert(v, b);
        b
    }

    // ----------------------------------------------------------------- bits

    /// `Init::getBit`.
    pub fn get_bit(&mut self, i: Init, bit: u32) -> Init {
        // Typed values other than `bit` (and, where LLVM treats the kind as
        // unreachable, anything else) stand for their bit by a `VarBit`.
        if self.bit_of_is_var_bit(i) {
            return self.inits.var_bit(i, bit);
        }
        crate::stack::guard(|| match *self.inits.kind(i) {
            InitKind::Argument { value, .. } => self.get_bit(value, bit),
            InitKind::Bits { bits, .. } => {
                if (bit as usize) < bits.len() {
                    self.inits.at(bits, bit as usize)
                } else {
                    // LLVM reads past the end of the bits here (and usually
                    // crashes); report it instead.
                    let v = self.as_string(i);
                    self.fatal(&[], format!("bit index {bit} is out of range for the {}-bit value {v}", bits.len()));
                    Init::UNSET
                }
            }
            InitKind::Int(v) => self.inits.bit(bit < 64 && (v as u64 >> bit) & 1 != 0),
            // `?`, a bit, a bit of something, or a typed value of type `bit`.
            _ => i,
        })
    }

    /// True when [`Self::get_bit`] of `v` builds a `VarBit` of `v` (rather
    /// than returning `v` or one of its own bits).
    fn bit_of_is_var_bit(&self, v: Init) -> bool {
        match *self.inits.kind(v) {
            InitKind::Unset
            | InitKind::Bit(_)
            | InitKind::VarBit { .. }
            | InitKind::Argument { .. }
            | InitKind::Bits { .. }
            | InitKind::Int(_) => false,
            InitKind::UnOp { ty, .. }
            | InitKind::BinOp { ty, .. }
            | InitKind::TernOp { ty, .. }
            | InitKind::Var { ty, .. }
            | InitKind::Field { ty, .. } => ty != Ty::BIT,
            _ => true,
        }
    }

    // ----------------------------------------------------------------- conversion

    /// `Init::convertInitializerTo`: `None` when not convertible.
    pub fn convert_initializer_to(&mut self, i: Init, to: Ty) -> Option<Init> {
        crate::stack::guard(|| {
            let tk = self.inits.types.shape(to);
            match *self.inits.kind(i) {
                InitKind::Unset => Some(i),
                InitKind::Argument { value, .. } => self.convert_initializer_to(value, to),
                InitKind::Bit(v) => match tk {
                    TyShape::Bit => Some(i),
                    TyShape::Int => Some(self.inits.int(v as i64)),
                    TyShape::Bits(1) => Some(self.inits.bits(&[i])),
                    _ => None,
                },
                InitKind::Bits { bits, .. } => match tk {
                    TyShape::Bit => {
                        if bits.len() != 1 {
                            None
                        } else {
                            Some(self.inits.at(bits, 0))
                        }
                    }
                    TyShape::Bits(n) => (n as usize == bits.len()).then_some(i),
                    TyShape::Int => {
                        let mut r: i64 = 0;
                        for (n, b) in self.inits.slice(bits).iter().enumerate() {
                            match self.inits.as_bit(*b) {
                                Some(v) => {
                                    if n < 64 {
                                        r |= (v as i64) << n
                                    }
                                }
                                None => return None,
                            }
                        }
                        Some(self.inits.int(r))
                    }
                    _ => None,
                },
                InitKind::Int(v) => match tk {
                    TyShape::Int => Some(i),
                    TyShape::Bit => match v {
                        0 => Some(Init::FALSE),
                        1 => Some(Init::TRUE),
                        _ => None,
                    },
                    TyShape::Bits(n) => {
                        if !can_fit_in_bitfield(v, n) {
                            return None;
                        }
                        let bits: Vec<Init> =
                            (0..n).map(|b| self.inits.bit(b < 64 && (v as u64 >> b) & 1 != 0)).collect();
                        Some(self.inits.bits(&bits))
                    }
                    _ => None,
                },
                InitKind::String(..) => matches!(tk, TyShape::String).then_some(i),
                InitKind::List { elems, ty, .. } => {
                    if ty == to {
                        return Some(i);
                    }
                    let TyShape::List(et) = tk else { return None };
                    let mut out = Vec::with_capacity(elems.len());
                    let mut changed = false;
                    for n in 0..elems.len() {
                        let e = self.inits.at(elems, n);
                        let c = self.convert_initializer_to(e, et)?;
                        changed |= c != e;
                        out.push(c);
                    }
                    if !changed {
                        return Some(i);
                    }
                    Some(self.inits.list(&out, et))
                }
                InitKind::Def { ty, .. } => {
                    if let TyShape::Record = tk {
                        if self.type_is_convertible_to(ty, to) {
                            return Some(i);
                        }
                    }
                    None
                }
                _ => {
                    // TypedInit::convertInitializerTo
                    let ty = self.inits.ty(i)?;
                    if ty == to || self.type_is_a(ty, to) {
                        return Some(i);
                    }
                    if ty == Ty::BIT && matches!(tk, TyShape::Bits(1)) {
                        return Some(self.inits.bits(&[i]));
                    }
                    None
                }
            }
        })
    }

    /// `Init::convertInitializerBitRange`: select `bits` of a value.
    pub fn convert_initializer_bit_range(&mut self, i: Init, bits: &[u32]) -> Option<Init> {
        match *self.inits.kind(i) {
            InitKind::Unset | InitKind::Argument { .. } => None,
            InitKind::Bits { bits: b, .. } => {
                let mut out = Vec::with_capacity(bits.len());
                for &n in bits {
                    if n as usize >= b.len() {
                        return None;
                    }
                    out.push(self.inits.at(b, n as usize));
                }
                Some(self.inits.bits(&out))
            }
            InitKind::Int(v) => {
                let mut out = Vec::with_capacity(bits.len());
                for &n in bits {
                    if n >= 64 {
                        return None;
                    }
                    out.push(self.inits.bit((v as u64 >> n) & 1 != 0));
                }
                Some(self.inits.bits(&out))
            }
            _ => {
                let ty = self.inits.ty(i)?;
                let n = self.inits.types.bits_width(ty)?;
                let mut out = Vec::with_capacity(bits.len());
                for &b in bits {
                    if b >= n {
                        return None;
                    }
                    out.push(self.inits.var_bit(i, b));
                }
                Some(self.inits.bits(&out))
            }
        }
    }

    /// `Init::getCastTo`: convert, or wrap in a `!cast` for typed values
    /// whose type is convertible; `None` when impossible.
    pub fn get_cast_to(&mut self, i: Init, to: Ty) -> Option<Init> {
        crate::stack::guard(|| match *self.inits.kind(i) {
            InitKind::Unset => Some(i),
            InitKind::Argument { value, .. } => self.get_cast_to(value, to),
            _ => {
                let ty = self.inits.ty(i)?;
                if ty == to || self.type_is_a(ty, to) {
                    return Some(i);
                }
                if let Some(c) = self.convert_initializer_to(i, to) {
                    return Some(c);
                }
                if !self.type_is_convertible_to(ty, to) {
                    return None;
                }
                let u = self.inits.unop_raw(UnOp::Cast, i, to);
                Some(self.fold_unop(u, None, false))
            }
        })
    }

    // ----------------------------------------------------------------- resolution

    /// `Init::resolveReferences`.
    #[inline]
    pub fn resolve_references(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        // Values without variables, operators or anonymous names cannot
        // change (most of a def's fields once its class arguments are
        // bound), nor can values that name nothing the resolver knows (most
        // fields while a superclass's arguments are bound). Only the
        // recursive path pays for the stack check.
        if !self.inits.mentions(i).meets(r.interest()) {
            return i;
        }
        crate::stack::guard(|| self.resolve_open(i, r))
    }

    fn resolve_open(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        // Big values repeat the same open subterms (class arguments, field
        // accesses of anonymous instances): resolve each once per resolver.
        // Small ones (every variable and anonymous name among them) cost
        // less to resolve again than to look up and store.
        let memoize =
            self.inits.open_weight_of(i) >= MEMO_WEIGHT && !matches!(self.inits.kind(i), InitKind::Argument { .. });
        if memoize {
            if let Some(m) = r.memo() {
                if let Some(v) = m.get(&i) {
                    return *v;
                }
                let v = self.resolve_uncached(i, r);
                if let Some(m) = r.memo() {
                    m.insert(i, v);
                }
                return v;
            }
            if let Some(tm) = r.track_memo() {
                if let Some(&(v, unresolved)) = tm.get(&i) {
                    if unresolved {
                        r.mark_unresolved_chain();
                    }
                    return v;
                }
                // Only a resolution that starts with the flag clear shows
                // this value's own unresolved-ness (a set flag suppresses
                // LLVM's sub-walks, which can instantiate records).
                if r.tracker_flag().map(|f| *f) != Some(false) {
                    return self.resolve_uncached(i, r);
                }
                let v = self.resolve_uncached(i, r);
                let unresolved = r.tracker_flag().is_some_and(|f| *f);
                if let Some(tm) = r.track_memo() {
                    tm.insert(i, (v, unresolved));
                }
                return v;
            }
        }
        self.resolve_uncached(i, r)
    }

    fn resolve_uncached(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        match *self.inits.kind(i) {
            InitKind::Unset | InitKind::Bit(_) | InitKind::Int(_) | InitKind::String(..) | InitKind::Def { .. } => i,
            InitKind::Argument { value, aux } => {
                let v = self.resolve_references(value, r);
                if v != value {
                    self.inits.argument(v, aux)
                } else {
                    i
                }
            }
            InitKind::AnonymousName(n) => {
                let new = r.resolve(self, i).unwrap_or(i);
                if r.is_final() {
                    if let InitKind::AnonymousName(m) = *self.inits.kind(new) {
                        let _ = n;
                        // Spelled without `format!`: every anonymous
                        // record's name goes through here once it is final.
                        let mut name = String::with_capacity(20);
                        name.push_str("anonymous_");
                        crate::text::push_int(&mut name, i64::from(m));
                        return self.inits.string(&name);
                    }
                }
                new
            }
            InitKind::Bits { bits, .. } => self.resolve_bits(i, bits, r),
            InitKind::List { elems, elt, .. } => {
                let base = self.eval.scratch.len();
                let changed = self.resolve_children(elems, r);
                let out = if changed { self.inits.list(&self.eval.scratch[base..], elt) } else { i };
                self.eval.scratch.truncate(base);
                out
            }
            InitKind::UnOp { .. } => self.resolve_unop(i, r),
            InitKind::BinOp { .. } => self.resolve_binop(i, r),
            InitKind::TernOp { .. } => self.resolve_ternop(i, r),
            InitKind::Cond { .. } => self.resolve_cond(i, r),
            InitKind::Fold { .. } => self.resolve_foldop(i, r),
            InitKind::IsA { .. } => self.resolve_isa(i, r),
            InitKind::Exists { .. } => self.resolve_exists(i, r),
            InitKind::Var { name, .. } => r.resolve(self, name).unwrap_or(i),
            InitKind::VarBit { var, bit } => {
                let x = self.resolve_references(var, r);
                if x != var {
                    self.get_bit(x, bit)
                } else {
                    i
                }
            }
            InitKind::VarDef { class, args, .. } => {
                let mut ur = TrackUnresolvedResolver::new(Some(r));
                let base = self.eval.scratch.len();
                let changed = self.resolve_children(args, &mut ur);
                if changed {
                    let ty = self.inits.ty(i).unwrap_or(Ty::ANY_RECORD);
                    let new = self.inits.var_def_raw(class, &self.eval.scratch[base..], ty);
                    self.eval.scratch.truncate(base);
                    if !ur.found_unresolved {
                        return self.var_def_instantiate(new);
                    }
                    return new;
                }
                self.eval.scratch.truncate(base);
                i
            }
            InitKind::Field { rec, field, .. } => {
                let nr = self.resolve_references(rec, r);
                if nr != rec {
                    // The common outcome of `fold_field`, without first
                    // interning the `rec.field` node it would discard.
                    if let Some(v) = self.concrete_field(nr, field, r.current_record()) {
                        return v;
                    }
                    let f = self.field_init(nr, field);
                    let cur = r.current_record();
                    self.fold_field(f, cur)
                } else {
                    i
                }
            }
            InitKind::Dag { op, op_name, args } => {
                let base = self.eval.scratch.len();
                let changed = self.resolve_children(args, r);
                let nop = self.resolve_references(op, r);
                let out = if nop != op || changed {
                    let mid = self.eval.scratch.len();
                    self.eval.scratch.extend_from_slice(self.inits.slice(args.dag_names()));
                    let (a, n) = self.eval.scratch[base..].split_at(mid - base);
                    self.inits.dag(nop, op_name, a, n)
                } else {
                    i
                };
                self.eval.scratch.truncate(base);
                out
            }
        }
    }

    /// Resolves each child of `s`, pushing the results on the scratch stack;
    /// true if any changed.
    fn resolve_children(&mut self, s: crate::init::Slice, r: &mut dyn Resolver) -> bool {
        let mut changed = false;
        for n in 0..s.len() {
            let e = self.inits.at(s, n);
            let x = self.resolve_references(e, r);
            changed |= x != e;
            self.eval.scratch.push(x);
        }
        changed
    }

    fn resolve_bits(&mut self, i: Init, bits: crate::init::Slice, r: &mut dyn Resolver) -> Init {
        let mut changed = false;
        let base = self.eval.scratch.len();
        let mut cached: Option<(Init, Init)> = None;
        for n in 0..bits.len() {
            let cur = self.inits.at(bits, n);
            let mut new = if let InitKind::VarBit { var, bit } = *self.inits.kind(cur) {
                let resolved = match cached {
                    Some((k, v)) if k == var => v,
                    _ => {
                        let v = self.resolve_references(var, r);
                        cached = Some((var, v));
                        v
                    }
                };
                // A variable that stays unresolved would be wrapped into the
                // very `VarBit` we hold: skip that lookup (most bits of most
                // records on X86, whose flags name fields set later).
                if resolved == var && self.bit_of_is_var_bit(var) {
                    cur
                } else {
                    self.get_bit(resolved, bit)
                }
            } else if matches!(self.inits.kind(cur), InitKind::Bit(_) | InitKind::Unset) {
                // A constant bit or `?` is its own bit 0, resolved or not:
                // most bits of an encoding.
                cur
            } else {
                let x = self.resolve_references(cur, r);
                self.get_bit(x, 0)
            };
            if new == Init::UNSET && r.keep_unset_bits() {
                new = cur;
            }
            changed |= new != cur;
            self.eval.scratch.push(new);
        }
        let out = if changed { self.inits.bits(&self.eval.scratch[base..]) } else { i };
        self.eval.scratch.truncate(base);
        out
    }

    /// A field access `rec.field` (LLVM's `FieldInit::get`); the type comes
    /// from the record expression.
    pub fn field_init(&mut self, rec: Init, field: Init) -> Init {
        let ty = self.field_type(rec, field).unwrap_or(Ty::ANY_RECORD);
        self.inits.field_raw(rec, field, ty)
    }

    /// `FieldInit::Fold`.
    pub fn fold_field(&mut self, f: Init, cur: Option<RecId>) -> Init {
        let InitKind::Field { rec, field, .. } = *self.inits.kind(f) else { return f };
        if let InitKind::Def { rec: d, .. } = *self.inits.kind(rec) {
            if Some(d) == cur {
                let locs = self.record(d).locs.clone();
                let fname = self.as_unquoted_string(field);
                let rs = self.as_string(rec);
                self.fatal(
                    &locs,
                    format!("Attempting to access field '{fname}' of '{rs}' is a forbidden self-reference"),
                );
                return f;
            }
        }
        self.concrete_field(rec, field, cur).unwrap_or(f)
    }

    /// The value of `rec.field` when `rec` is a record other than `cur`
    /// whose field is concrete: what [`Self::fold_field`] folds to.
    fn concrete_field(&mut self, rec: Init, field: Init, cur: Option<RecId>) -> Option<Init> {
        let InitKind::Def { rec: d, .. } = *self.inits.kind(rec) else { return None };
        if Some(d) == cur {
            self.eval.note_context_read();
            return None;
        }
        let Some(idx) = self.field_index(d, field) else {
            self.eval.note_context_read();
            return None;
        };
        let v = self.record(d).values[idx].value;
        if self.is_concrete(v) {
            // A concrete value is final: resolution never changes it again.
            Some(v)
        } else {
            self.eval.note_context_read();
            None
        }
    }

    /// `VarDefInit::Fold`: instantiate when every argument is resolved.
    pub fn fold_var_def(&mut self, v: Init) -> Init {
        if let Some(d) = self.eval.var_def_cache.get(&v) {
            return *d;
        }
        let InitKind::VarDef { args, .. } = *self.inits.kind(v) else { return v };
        let mut tr = TrackUnresolvedResolver::new(None);
        for n in 0..args.len() {
            let a = self.inits.at(args, n);
            self.resolve_references(a, &mut tr);
        }
        if !tr.found_unresolved {
            return self.var_def_instantiate(v);
        }
        v
    }

    /// `VarDefInit::instantiate`: create the anonymous def for `Class<args>`.
    ///
    /// A class whose body instantiates itself without end would recurse
    /// forever (LLVM overflows its stack); past [`MAX_INSTANTIATION_DEPTH`]
    /// nested instantiations this reports a fatal error instead.
    pub fn var_def_instantiate(&mut self, v: Init) -> Init {
        if let Some(d) = self.eval.var_def_cache.get(&v) {
            return *d;
        }
        let InitKind::VarDef { class, .. } = *self.inits.kind(v) else { return v };
        if self.fatal {
            return v;
        }
        if self.eval.instantiation_depth >= MAX_INSTANTIATION_DEPTH {
            let locs = self.record(class).locs.clone();
            let cname = self.record_name(class);
            self.fatal(
                &locs,
                format!(
                    "instantiation of class '{cname}' is nested too deeply (more than {MAX_INSTANTIATION_DEPTH} levels); does the class instantiate itself?"
                ),
            );
            return v;
        }
        self.eval.instantiation_depth += 1;
        let d = self.var_def_instantiate_inner(v);
        self.eval.instantiation_depth -= 1;
        d
    }

    fn var_def_instantiate_inner(&mut self, v: Init) -> Init {
        crate::stack::guard(|| {
            let InitKind::VarDef { class, args, .. } = *self.inits.kind(v) else { return v };
            let name = self.inits.new_anonymous_name();
            let class_locs = self.record(class).locs.clone();
            let new_rec = self.new_record(name, class_locs.clone(), RecordKind::AnonymousDef);
            // The class's fields but its template arguments, whose values
            // (the defaults) go to the resolver instead.
            let (values, assertions, dumps) = {
                let c = self.record(class);
                let mut values = Vec::with_capacity(c.values.len());
                values.extend(c.values.iter().filter(|v| v.kind() != FieldKind::TemplateArg).cloned());
                (values, c.assertions.clone(), c.dumps.clone())
            };
            {
                let r = self.record_mut(new_rec);
                r.values = values;
                r.assertions = assertions;
                r.dumps = dumps;
            }
            let mut mr = MapResolver::new(Some(new_rec));
            for i in 0..self.record(class).template_args.len() {
                let ta = self.record(class).template_args[i];
                let val = self.record(class).value(ta).map(|v| v.value).unwrap_or(Init::UNSET);
                mr.set(ta, val);
            }
            for n in 0..args.len() {
                let a = self.inits.at(args, n);
                if let InitKind::Argument { value, aux } = *self.inits.kind(a) {
                    match aux {
                        ArgAux::Positional(p) => {
                            if let Some(&ta) = self.record(class).template_args.get(p as usize) {
                                mr.set(ta, value)
                            }
                        }
                        ArgAux::Named(nm) => mr.set(nm, value),
                    }
                }
            }
            self.resolve_record(new_rec, &mut mr, None);
            let inherited = self.record(class).super_classes.len();
            self.record_mut(new_rec).super_classes.reserve_exact(inherited + 1);
            for i in 0..inherited {
                let (sc, range) = self.record(class).super_classes[i];
                self.add_super_class(new_rec, sc, range);
            }
            let last = class_locs.last().copied().unwrap_or(Loc::NONE);
            self.add_super_class(new_rec, class, LocRange { start: last, end: last });
            self.resolve_record_final(new_rec, None);
            self.add_def(new_rec);
            self.check_record_assertions(new_rec);
            self.emit_record_dumps(new_rec);
            let d = self.def_init(new_rec);
            self.eval.var_def_cache.insert(v, d);
            d
        })
    }

    /// `RecordVal::setValue` on field `idx` of `rec`: casts the value to the
    /// field type (expanding to a `bits` value for `bits<n>` fields).
    /// Returns `true` on a type error, like LLVM.
    pub fn set_field_value(&mut self, rec: RecId, idx: usize, v: Init, loc: Option<Loc>) -> bool {
        let ty = self.record(rec).values[idx].ty();
        if let Some(l) = loc {
            self.record_mut(rec).values[idx].loc = l;
        }
        let cast = self.cast_for_field(v, ty);
        let inert = cast.is_some_and(|c| self.inits.is_closed(c));
        let field = &mut self.record_mut(rec).values[idx];
        field.value = cast.unwrap_or(Init::NULL);
        field.set_settled(cast.is_some());
        field.set_inert(inert);
        cast.is_none()
    }

    /// The value `v` as stored into a field of type `ty`, or `None` if it
    /// does not fit.
    pub fn cast_for_field(&mut self, v: Init, ty: Ty) -> Option<Init> {
        // Most values stored into a field already have its type (a value
        // resolved again is stored again): those cast to themselves.
        let as_is = match *self.inits.kind(v) {
            InitKind::Bits { ty: t, .. } => t == ty,
            _ => self.inits.ty(v) == Some(ty) && self.inits.types.bits_width(ty).is_none(),
        };
        if as_is {
            return Some(v);
        }
        let mut x = self.get_cast_to(v, ty)?;
        if let Some(n) = self.inits.types.bits_width(ty) {
            if !matches!(self.inits.kind(x), InitKind::Bits { .. }) {
                let bits: Vec<Init> = (0..n).map(|b| self.get_bit(x, b)).collect();
                x = self.inits.bits(&bits);
            }
        }
        Some(x)
    }

    /// `Record::resolveReferences(Resolver&, SkipVal)`.
    pub fn resolve_record(&mut self, rec: RecId, r: &mut dyn Resolver, skip: Option<usize>) {
        let old = self.record(rec).name;
        let new = self.resolve_references(old, r);
        if new != old {
            self.set_record_name(rec, new);
        }
        let n = self.record(rec).values.len();
        for idx in 0..n {
            if Some(idx) == skip {
                continue;
            }
            let field = self.record(rec).values[idx];
            let (v, settled, inert) = (field.value, field.settled(), field.inert());
            if inert || v == Init::NULL {
                continue;
            }
            let vr = self.resolve_references(v, r);
            if vr == v && settled {
                continue;
            }
            if self.set_field_value(rec, idx, vr, None) {
                let ty_part = match self.inits.ty(vr) {
                    Some(t) => format!("of type '{}' ", self.ty_string(t)),
                    None => String::new(),
                };
                let fname = self.as_unquoted_string(self.record(rec).values[idx].name);
                let fty = self.ty_string(self.record(rec).values[idx].ty());
                let vs = self.as_unquoted_string(vr);
                let locs = self.record(rec).locs.clone();
                self.fatal(
                    &locs,
                    format!(
                        "Invalid value {ty_part}found when setting field '{fname}' of type '{fty}' after resolving references: {vs}\n"
                    ),
                );
                return;
            }
        }
        let na = self.record(rec).assertions.len();
        for k in 0..na {
            let a = self.record(rec).assertions[k];
            let c = self.resolve_references(a.condition, r);
            let m = self.resolve_references(a.message, r);
            let ar = &mut self.record_mut(rec).assertions[k];
            ar.condition = c;
            ar.message = m;
        }
        let nd = self.record(rec).dumps.len();
        for k in 0..nd {
            let d = self.record(rec).dumps[k];
            let m = self.resolve_references(d.message, r);
            self.record_mut(rec).dumps[k].message = m;
        }
    }

    /// `Record::resolveReferences(NewName)`: the final self-resolution.
    pub fn resolve_record_final(&mut self, rec: RecId, new_name: Option<Init>) {
        let mut r = RecordResolver::new(rec);
        r.set_name(new_name);
        r.set_final(true);
        self.resolve_record(rec, &mut r, None);
    }

    /// `Record::checkRecordAssertions`.
    pub fn check_record_assertions(&mut self, rec: RecId) {
        if self.record(rec).assertions.is_empty() {
            return;
        }
        let mut r = RecordResolver::new(rec);
        r.set_final(true);
        let asserts = self.record(rec).assertions.clone();
        for a in asserts {
            let c = self.resolve_references(a.condition, &mut r);
            let m = self.resolve_references(a.message, &mut r);
            self.check_assert(a.loc, c, m);
        }
    }

    /// `CheckAssert`: reports a failed or non-integer assertion (not fatal).
    pub fn check_assert(&mut self, loc: Loc, cond: Init, msg: Init) {
        let c = self.convert_initializer_to(cond, Ty::INT);
        match c.and_then(|c| self.inits.as_int(c)) {
            None => self.error(&[loc], "assert condition must of type bit, bits, or int."),
            Some(0) => {
                self.error(&[loc], "assertion failed");
                let m = match self.inits.as_str(msg) {
                    Some(s) => s.to_string(),
                    None => "(assert message is not a string)".to_string(),
                };
                self.note_no_loc(m);
            }
            Some(_) => {}
        }
    }

    /// A note without location (`PrintNote(Msg)`).
    pub fn note_no_loc(&mut self, msg: String) {
        self.note(&[], msg);
    }

    /// `Record::emitRecordDumps`.
    pub fn emit_record_dumps(&mut self, rec: RecId) {
        if self.record(rec).dumps.is_empty() {
            return;
        }
        let mut r = RecordResolver::new(rec);
        r.set_final(true);
        let dumps = self.record(rec).dumps.clone();
        for d in dumps {
            let m = self.resolve_references(d.message, &mut r);
            self.dump_message(d.loc, m);
        }
    }

    /// `dumpMessage`: prints a `dump` statement's message as a note.
    pub fn dump_message(&mut self, loc: Loc, msg: Init) {
        let s = match self.inits.as_str(msg) {
            Some(s) => s.to_string(),
            None => self.as_unquoted_string(msg),
        };
        self.note(&[loc], s);
    }

    /// `Record::checkUnusedTemplateArgs`.
    pub fn check_unused_template_args(&mut self, rec: RecId) {
        let targs = self.record(rec).template_args.clone();
        for ta in targs {
            if let Some(v) = self.record(rec).value(ta) {
                if !v.used() {
                    let loc = v.loc;
                    let n = self.as_unquoted_string(ta);
                    self.warning(&[loc], format!("unused template argument: {n}"));
                }
            }
        }
    }
}
