//! Bang operators: construction, folding, resolution and printing of
//! `!op(...)` values (LLVM's `UnOpInit`, `BinOpInit`, `TernOpInit`,
//! `CondOpInit`, `FoldOpInit`, `IsAOpInit` and `ExistsOpInit`).
//!
//! # Overview
//! An operator value is built unfolded ([`RecordKeeper::unop`] and friends,
//! LLVM's `get`). Folding ([`RecordKeeper::fold_unop`], ...) evaluates it as
//! far as its operands allow and returns either a new value or the operator
//! itself. Resolution ([`RecordKeeper::resolve_unop`], ...) substitutes
//! variables in the operands and folds again when anything changed.
//!
//! Errors are reported exactly where and how `llvm-tblgen` reports them:
//! LLVM's `PrintFatalError` becomes [`RecordKeeper::fatal`] followed by
//! returning the value unfolded, `PrintError` becomes
//! [`RecordKeeper::error`].
//!
//! The code is split by operator family: `unop` (unary),
//! `binop`, `ternop`, `misc` (`!cond`, `!foldl`, `!isa`, `!exists`) and
//! `write` (the printed forms).

mod binop;
mod misc;
mod ternop;
mod unop;
mod write;

#[cfg(test)]
mod tests;

use crate::init::{BinOp, Init, InitKind, Mentions, TernOp, UnOp};
use crate::record::{RecId, RecordKeeper};
use crate::resolve::Resolver;
use crate::source::Loc;
use crate::types::Ty;
use core::cell::RefCell;
use core::ops::{Deref, DerefMut};

impl RecordKeeper {
    /// `UnOpInit::get`: the unary operator `op(lhs)` of type `ty`, unfolded.
    pub fn unop(&mut self, op: UnOp, lhs: Init, ty: Ty) -> Init {
        self.inits.unop_raw(op, lhs, ty)
    }

    /// `BinOpInit::get`: the binary operator `op(lhs, rhs)` of type `ty`,
    /// unfolded.
    pub fn binop(&mut self, op: BinOp, lhs: Init, rhs: Init, ty: Ty) -> Init {
        self.inits.binop_raw(op, lhs, rhs, ty)
    }

    /// `TernOpInit::get`: the ternary operator `op(lhs, mhs, rhs)` of type
    /// `ty`, unfolded.
    pub fn ternop(&mut self, op: TernOp, lhs: Init, mhs: Init, rhs: Init, ty: Ty) -> Init {
        self.inits.ternop_raw(op, lhs, mhs, rhs, ty)
    }
}

// ------------------------------------------------------------------ helpers

impl RecordKeeper {
    /// The locations of `cur` (LLVM's `CurRec->getLoc()`), empty without a
    /// current record.
    pub(super) fn cur_locs(&self, cur: Option<RecId>) -> Vec<Loc> {
        match cur {
            Some(c) => self.record(c).locs.to_vec(),
            None => Vec::new(),
        }
    }

    /// `PrintFatalError(CurRec->getLoc(), msg)`.
    pub(super) fn fold_fatal(&mut self, cur: Option<RecId>, msg: String) {
        let locs = self.cur_locs(cur);
        self.fatal(&locs, msg);
    }

    /// `PrintError(CurRec->getLoc(), msg)`.
    pub(super) fn fold_error(&mut self, cur: Option<RecId>, msg: String) {
        let locs = self.cur_locs(cur);
        self.error(&locs, msg);
    }

    /// `dyn_cast_or_null<IntInit>(i->convertInitializerTo(IntRecTy))`.
    #[inline]
    pub(super) fn int_value(&mut self, i: Init) -> Option<i64> {
        match *self.inits.kind(i) {
            InitKind::Int(v) => Some(v),
            InitKind::Bit(b) => Some(b as i64),
            InitKind::Bits { .. } | InitKind::Argument { .. } => {
                let c = self.convert_initializer_to(i, Ty::INT)?;
                self.inits.as_int(c)
            }
            // Every other value converts to itself or not at all, never to
            // an `int` literal.
            _ => None,
        }
    }

    /// True if the string value `name` names the record `cur`, either
    /// exactly or through the text of its anonymous name (LLVM compares
    /// with `CurRec->getNameInit()` and the anonymous name's `getNameInit()`).
    pub(super) fn names_record(&self, cur: RecId, name: Init) -> bool {
        let rec_name = self.record(cur).name;
        if name == rec_name {
            return true;
        }
        let InitKind::AnonymousName(n) = *self.inits.kind(rec_name) else { return false };
        // `AnonymousNameInit::getNameInit` is a plain (non-code) string.
        let InitKind::String(sym, crate::init::StringFormat::String) = *self.inits.kind(name) else {
            return false;
        };
        let text = self.inits.strings.get(sym);
        match text.strip_prefix("anonymous_") {
            Some(rest) => {
                !rest.is_empty()
                    && rest.bytes().all(|c| c.is_ascii_digit())
                    && (rest.len() == 1 || !rest.starts_with('0'))
                    && rest.parse::<u32>().ok() == Some(n)
            }
            None => false,
        }
    }
}

/// Largest element count a `SmallVector<Init *>` can hold (its size type is
/// 32 bits wide).
pub(super) const SMALL_VECTOR_MAX: u64 = u32::MAX as u64;

impl RecordKeeper {
    /// LLVM's `report_size_overflow`, raised when a `SmallVector` would have
    /// to hold more than [`SMALL_VECTOR_MAX`] elements.
    pub(super) fn small_vector_overflow(&mut self, cur: Option<RecId>, requested: u64) {
        // LLVM aborts here; the record being built locates the error.
        let locs = self.cur_locs(cur);
        self.fatal(
            &locs,
            format!(
                "SmallVector unable to grow. Requested capacity ({requested}) is larger than maximum value for size type ({SMALL_VECTOR_MAX})"
            ),
        );
    }
}

// ------------------------------------------------------------------ resolvers

/// LLVM's `MapResolver` holding a single entry (what `ItemApply` builds):
/// with one entry, values are never re-resolved against the map.
pub(super) struct ItemResolver {
    key: Init,
    value: Init,
    cur: Option<RecId>,
}

impl ItemResolver {
    pub(super) fn new(cur: Option<RecId>, key: Init, value: Init) -> Self {
        ItemResolver { key, value, cur }
    }
}

impl Resolver for ItemResolver {
    #[inline]
    fn resolve(&mut self, _rk: &mut RecordKeeper, name: Init) -> Option<Init> {
        (name == self.key).then_some(self.value)
    }
    fn interest(&self) -> Mentions {
        Mentions::name(self.key)
    }
    fn current_record(&self) -> Option<RecId> {
        self.cur
    }
    fn is_final(&self) -> bool {
        false
    }
}

/// LLVM's `MapResolver` holding the two entries `!foldl` sets per step
/// (`A` = accumulator, `B` = element), including its resolution of mapped
/// values against the other entries on first use.
pub(super) struct PairResolver {
    keys: [Init; 2],
    vals: [Init; 2],
    resolved: [bool; 2],
    present: [bool; 2],
    cur: Option<RecId>,
}

impl PairResolver {
    pub(super) fn new(cur: Option<RecId>, a: Init, va: Init, b: Init, vb: Init) -> Self {
        if a == b {
            // `R.set(B, ...)` overwrites `R.set(A, ...)`.
            PairResolver { keys: [b, b], vals: [vb, vb], resolved: [false; 2], present: [true, false], cur }
        } else {
            PairResolver { keys: [a, b], vals: [va, vb], resolved: [false; 2], present: [true, true], cur }
        }
    }
}

impl Resolver for PairResolver {
    fn resolve(&mut self, rk: &mut RecordKeeper, name: Init) -> Option<Init> {
        let k = (0..2).find(|&k| self.present[k] && self.keys[k] == name)?;
        let v = self.vals[k];
        let len = self.present.iter().filter(|p| **p).count();
        if !self.resolved[k] && len > 1 {
            // Resolve references among the mapped values, hiding this entry
            // meanwhile so that it cannot recurse into itself.
            self.present[k] = false;
            let r = rk.resolve_references(v, self);
            self.present[k] = true;
            self.vals[k] = r;
            self.resolved[k] = true;
            return Some(r);
        }
        Some(v)
    }
    fn current_record(&self) -> Option<RecId> {
        self.cur
    }
    fn is_final(&self) -> bool {
        false
    }
    fn interest(&self) -> Mentions {
        // Both keys, also while one is hidden: a superset is always correct.
        Mentions::name(self.keys[0]).with(Mentions::name(self.keys[1]))
    }
}

// ------------------------------------------------------------------ scratch buffers

thread_local! {
    static INIT_BUFS: RefCell<Vec<Vec<Init>>> = const { RefCell::new(Vec::new()) };
    static BYTE_BUFS: RefCell<Vec<Vec<u8>>> = const { RefCell::new(Vec::new()) };
}

/// Largest buffer kept for reuse; bigger ones are freed.
const KEEP_CAPACITY: usize = 1 << 16;

/// A reusable `Vec<Init>` taken from a per-thread pool and returned on drop,
/// so that folding does not allocate for its temporary element lists.
pub(super) struct InitBuf(Vec<Init>);

impl InitBuf {
    pub(super) fn new() -> Self {
        InitBuf(INIT_BUFS.try_with(|b| b.borrow_mut().pop()).ok().flatten().unwrap_or_default())
    }
}

impl Drop for InitBuf {
    fn drop(&mut self) {
        let mut v = core::mem::take(&mut self.0);
        if v.capacity() != 0 && v.capacity() <= KEEP_CAPACITY {
            v.clear();
            let _ = INIT_BUFS.try_with(|b| b.borrow_mut().push(v));
        }
    }
}

impl Deref for InitBuf {
    type Target = Vec<Init>;
    fn deref(&self) -> &Vec<Init> {
        &self.0
    }
}

impl DerefMut for InitBuf {
    fn deref_mut(&mut self) -> &mut Vec<Init> {
        &mut self.0
    }
}

/// A reusable byte buffer, like [`InitBuf`], for string values (which are
/// bytes, not necessarily UTF-8).
pub(super) struct ByteBuf(Vec<u8>);

impl ByteBuf {
    pub(super) fn new() -> Self {
        ByteBuf(BYTE_BUFS.try_with(|b| b.borrow_mut().pop()).ok().flatten().unwrap_or_default())
    }
}

impl Drop for ByteBuf {
    fn drop(&mut self) {
        let mut v = core::mem::take(&mut self.0);
        if v.capacity() != 0 && v.capacity() <= KEEP_CAPACITY {
            v.clear();
            let _ = BYTE_BUFS.try_with(|b| b.borrow_mut().push(v));
        }
    }
}

impl Deref for ByteBuf {
    type Target = Vec<u8>;
    fn deref(&self) -> &Vec<u8> {
        &self.0
    }
}

impl DerefMut for ByteBuf {
    fn deref_mut(&mut self) -> &mut Vec<u8> {
        &mut self.0
    }
}
