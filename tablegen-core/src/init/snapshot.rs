//! The [`InitStore`] as the record cache saves it (`crate::cache`): every
//! node, the child pool, the interning table and the side tables, exactly as
//! the parse left them, so that values built later (by backends) get the
//! same handles as in a run that parsed.
//!
//! Nodes are two streams: one tag byte per node and the node's fields as
//! `u32` words. Loading checks every handle against the size of the arena it
//! names, so a damaged entry is refused, never a panic.

use super::slots::Slots;
use super::{ArgAux, BinOp, Init, InitKind, InitStore, Slice, StringFormat, TernOp, UnOp};
use crate::bytes::{arena, Sections, Words, Writer};
use crate::ids::RecId;
use crate::intern::{Interner, Sym};
use crate::types::{Ty, TypeStore};

const UNOPS: [UnOp; 11] = [
    UnOp::ToLower,
    UnOp::ToUpper,
    UnOp::Cast,
    UnOp::Not,
    UnOp::Head,
    UnOp::Tail,
    UnOp::Size,
    UnOp::Empty,
    UnOp::GetDagOp,
    UnOp::Log2,
    UnOp::Repr,
];

const BINOPS: [BinOp; 28] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::Div,
    BinOp::And,
    BinOp::Or,
    BinOp::Xor,
    BinOp::Shl,
    BinOp::Sra,
    BinOp::Srl,
    BinOp::ListConcat,
    BinOp::ListSplat,
    BinOp::ListRemove,
    BinOp::ListElem,
    BinOp::ListSlice,
    BinOp::RangeC,
    BinOp::StrConcat,
    BinOp::Interleave,
    BinOp::Concat,
    BinOp::Eq,
    BinOp::Ne,
    BinOp::Le,
    BinOp::Lt,
    BinOp::Ge,
    BinOp::Gt,
    BinOp::GetDagArg,
    BinOp::GetDagName,
    BinOp::SetDagOp,
];

const TERNOPS: [TernOp; 10] = [
    TernOp::Subst,
    TernOp::Foreach,
    TernOp::Filter,
    TernOp::If,
    TernOp::Dag,
    TernOp::Range,
    TernOp::Substr,
    TernOp::Find,
    TernOp::SetDagArg,
    TernOp::SetDagName,
];

/// The position of `x` in `table` (an operator added to the language but
/// not to the table makes the store unsavable, not wrong).
fn index_of<T: PartialEq>(table: &[T], x: &T) -> Option<u32> {
    table.iter().position(|t| t == x).map(|i| i as u32)
}

fn fmt_word(f: StringFormat) -> u32 {
    match f {
        StringFormat::String => 0,
        StringFormat::Code => 1,
    }
}

/// Node tags, one per [`InitKind`] variant.
mod tag {
    pub const UNSET: u8 = 0;
    pub const ARGUMENT: u8 = 1;
    pub const BIT: u8 = 2;
    pub const BITS: u8 = 3;
    pub const INT: u8 = 4;
    pub const ANONYMOUS_NAME: u8 = 5;
    pub const STRING: u8 = 6;
    pub const LIST: u8 = 7;
    pub const UNOP: u8 = 8;
    pub const BINOP: u8 = 9;
    pub const TERNOP: u8 = 10;
    pub const COND: u8 = 11;
    pub const FOLD: u8 = 12;
    pub const ISA: u8 = 13;
    pub const EXISTS: u8 = 14;
    pub const VAR: u8 = 15;
    pub const VAR_BIT: u8 = 16;
    pub const DEF: u8 = 17;
    pub const VAR_DEF: u8 = 18;
    pub const FIELD: u8 = 19;
    pub const DAG: u8 = 20;
}

/// Appends node `k`'s tag and words.
fn put_node(k: &InitKind, tags: &mut Vec<u8>, w: &mut Vec<u32>) -> Option<()> {
    let slice = |w: &mut Vec<u32>, s: Slice| w.extend([s.start, s.len]);
    let t = match *k {
        InitKind::Unset => tag::UNSET,
        InitKind::Argument { value, aux } => {
            match aux {
                ArgAux::Positional(n) => w.extend([value.0, 0, n]),
                ArgAux::Named(name) => w.extend([value.0, 1, name.0]),
            }
            tag::ARGUMENT
        }
        InitKind::Bit(b) => {
            w.push(u32::from(b));
            tag::BIT
        }
        InitKind::Bits { bits, ty } => {
            slice(w, bits);
            w.push(ty.0);
            tag::BITS
        }
        InitKind::Int(v) => {
            w.extend([v as u32, (v >> 32) as u32]);
            tag::INT
        }
        InitKind::AnonymousName(n) => {
            w.push(n);
            tag::ANONYMOUS_NAME
        }
        InitKind::String(sym, fmt) => {
            w.extend([sym.0, fmt_word(fmt)]);
            tag::STRING
        }
        InitKind::List { elt, elems, ty } => {
            w.push(elt.0);
            slice(w, elems);
            w.push(ty.0);
            tag::LIST
        }
        InitKind::UnOp { op, lhs, ty } => {
            w.extend([index_of(&UNOPS, &op)?, lhs.0, ty.0]);
            tag::UNOP
        }
        InitKind::BinOp { op, lhs, rhs, ty } => {
            w.extend([index_of(&BINOPS, &op)?, lhs.0, rhs.0, ty.0]);
            tag::BINOP
        }
        InitKind::TernOp { op, lhs, mhs, rhs, ty } => {
            w.extend([index_of(&TERNOPS, &op)?, lhs.0, mhs.0, rhs.0, ty.0]);
            tag::TERNOP
        }
        InitKind::Cond { clauses, ty } => {
            slice(w, clauses);
            w.push(ty.0);
            tag::COND
        }
        InitKind::Fold { start, list, vars, expr, ty } => {
            w.extend([start.0, list.0, vars.0, expr.0, ty.0]);
            tag::FOLD
        }
        InitKind::IsA { check, expr } => {
            w.extend([check.0, expr.0]);
            tag::ISA
        }
        InitKind::Exists { check, expr } => {
            w.extend([check.0, expr.0]);
            tag::EXISTS
        }
        InitKind::Var { name, ty } => {
            w.extend([name.0, ty.0]);
            tag::VAR
        }
        InitKind::VarBit { var, bit } => {
            w.extend([var.0, bit]);
            tag::VAR_BIT
        }
        InitKind::Def { rec, ty } => {
            w.extend([rec.0, ty.0]);
            tag::DEF
        }
        InitKind::VarDef { class, args, ty } => {
            w.push(class.0);
            slice(w, args);
            w.push(ty.0);
            tag::VAR_DEF
        }
        InitKind::Field { rec, field, ty } => {
            w.extend([rec.0, field.0, ty.0]);
            tag::FIELD
        }
        InitKind::Dag { op, op_name, args } => {
            w.extend([op.0, op_name.0]);
            slice(w, args);
            tag::DAG
        }
    };
    tags.push(t);
    Some(())
}

/// The sizes of the arenas a node's handles point into.
#[derive(Clone, Copy)]
struct Limits {
    nodes: usize,
    pool: usize,
    types: usize,
    strings: usize,
    records: usize,
}

impl Limits {
    #[inline]
    fn init(&self, w: &mut Words<'_>) -> Option<Init> {
        w.below(self.nodes).map(Init)
    }
    #[inline]
    fn ty(&self, w: &mut Words<'_>) -> Option<Ty> {
        w.below(self.types).map(Ty)
    }
    /// `Some` when `len` pool entries from `start` on exist.
    #[inline]
    fn in_pool(&self, start: u32, len: usize) -> Option<()> {
        (start as usize).checked_add(len).filter(|&end| end <= self.pool).map(|_| ())
    }
    /// A fold's two variable names in the pool.
    #[inline]
    fn fold_vars(&self, w: &mut Words<'_>) -> Option<super::FoldVars> {
        let start = w.next()?;
        self.in_pool(start, 2)?;
        Some(super::FoldVars(start))
    }
    /// A dag's arguments, with their names after them.
    #[inline]
    fn dag_args(&self, w: &mut Words<'_>) -> Option<Slice> {
        let (start, len) = (w.next()?, w.next()?);
        self.in_pool(start, 2 * len as usize)?;
        Some(Slice { start, len })
    }
    #[inline]
    fn slice(&self, w: &mut Words<'_>) -> Option<Slice> {
        let (start, len) = (w.next()?, w.next()?);
        self.in_pool(start, len as usize)?;
        Some(Slice { start, len })
    }
}

/// Reads node `t`'s words.
#[inline]
fn get_node(t: u8, w: &mut Words<'_>, l: &Limits) -> Option<InitKind> {
    Some(match t {
        tag::UNSET => InitKind::Unset,
        tag::ARGUMENT => {
            let value = l.init(w)?;
            let aux = match w.next()? {
                0 => ArgAux::Positional(w.next()?),
                1 => ArgAux::Named(l.init(w)?),
                _ => return None,
            };
            InitKind::Argument { value, aux }
        }
        tag::BIT => InitKind::Bit(match w.next()? {
            0 => false,
            1 => true,
            _ => return None,
        }),
        tag::BITS => InitKind::Bits { bits: l.slice(w)?, ty: l.ty(w)? },
        tag::INT => {
            let (lo, hi) = (w.next()?, w.next()?);
            InitKind::Int((u64::from(hi) << 32 | u64::from(lo)) as i64)
        }
        tag::ANONYMOUS_NAME => InitKind::AnonymousName(w.next()?),
        tag::STRING => {
            let sym = Sym(w.below(l.strings)?);
            let fmt = match w.next()? {
                0 => StringFormat::String,
                1 => StringFormat::Code,
                _ => return None,
            };
            InitKind::String(sym, fmt)
        }
        tag::LIST => InitKind::List { elt: l.ty(w)?, elems: l.slice(w)?, ty: l.ty(w)? },
        tag::UNOP => InitKind::UnOp { op: *UNOPS.get(w.next()? as usize)?, lhs: l.init(w)?, ty: l.ty(w)? },
        tag::BINOP => {
            InitKind::BinOp { op: *BINOPS.get(w.next()? as usize)?, lhs: l.init(w)?, rhs: l.init(w)?, ty: l.ty(w)? }
        }
        tag::TERNOP => InitKind::TernOp {
            op: *TERNOPS.get(w.next()? as usize)?,
            lhs: l.init(w)?,
            mhs: l.init(w)?,
            rhs: l.init(w)?,
            ty: l.ty(w)?,
        },
        tag::COND => InitKind::Cond { clauses: l.slice(w)?, ty: l.ty(w)? },
        tag::FOLD => InitKind::Fold {
            start: l.init(w)?,
            list: l.init(w)?,
            vars: l.fold_vars(w)?,
            expr: l.init(w)?,
            ty: l.ty(w)?,
        },
        tag::ISA => InitKind::IsA { check: l.ty(w)?, expr: l.init(w)? },
        tag::EXISTS => InitKind::Exists { check: l.ty(w)?, expr: l.init(w)? },
        tag::VAR => InitKind::Var { name: l.init(w)?, ty: l.ty(w)? },
        tag::VAR_BIT => InitKind::VarBit { var: l.init(w)?, bit: w.next()? },
        tag::DEF => InitKind::Def { rec: RecId(w.below(l.records)?), ty: l.ty(w)? },
        tag::VAR_DEF => InitKind::VarDef { class: RecId(w.below(l.records)?), args: l.slice(w)?, ty: l.ty(w)? },
        tag::FIELD => InitKind::Field { rec: l.init(w)?, field: l.init(w)?, ty: l.ty(w)? },
        tag::DAG => InitKind::Dag { op: l.init(w)?, op_name: l.init(w)?, args: l.dag_args(w)? },
        _ => return None,
    })
}

impl InitStore {
    /// Appends the whole store (strings and types included) to `w`;
    /// `None` if something in it cannot be saved.
    pub(crate) fn save(&self, w: &mut Writer) -> Option<()> {
        if self.exhausted() {
            return None;
        }
        w.section(|w| self.strings.save(w))?;
        w.section(|w| self.types.save(w))?;
        let mut tags = Vec::with_capacity(self.nodes.len());
        let mut words = Vec::with_capacity(self.nodes.len() * 3);
        for k in &self.nodes {
            put_node(k, &mut tags, &mut words)?;
        }
        w.section(|w| {
            w.len(self.pool.len())?;
            w.bytes(&tags)?;
            w.u32s(words.into_iter())
        })?;
        w.section(|w| {
            w.u32s(self.pool.iter().map(|i| i.0))?;
            w.u32s(self.meta.iter().copied())?;
            w.u32s(self.string_values.iter().flatten().copied().collect::<Vec<_>>().into_iter())?;
            w.u32s(self.small_ints.iter().copied())?;
            // The table's full slots only, by position: most of it is empty.
            let (slots, len) = self.table.raw();
            w.len(len)?;
            w.len(slots.len())?;
            let mut full = Vec::with_capacity(len * 3);
            for (at, &s) in slots.iter().enumerate().filter(|(_, &s)| s != 0) {
                full.extend([u32::try_from(at).ok()?, s as u32, (s >> 32) as u32]);
            }
            w.u32s(full.into_iter())?;
            w.u32(self.anon_counter);
            Some(())
        })
    }

    /// Reads a store saved by [`InitStore::save`] whose records arena has
    /// `records` records; `None` if anything is out of range.
    pub(crate) fn load(s: &mut Sections<'_>, records: usize) -> Option<InitStore> {
        let strings = Interner::load(&mut s.next()?)?;
        let types = TypeStore::load(&mut s.next()?, records)?;
        let mut r = s.next()?;
        let pool_len = r.len()?;
        let tags = r.bytes()?;
        let mut words = r.u32s()?;
        let n = tags.len();
        let limits = Limits { nodes: n, pool: pool_len, types: types.count(), strings: strings.len(), records };
        let mut nodes = arena(n);
        for &t in tags {
            nodes.push(get_node(t, &mut words, &limits)?);
        }
        if !words.is_empty() || !r.at_end() {
            return None;
        }
        let mut r = s.next()?;
        let mut pool_words = r.u32s()?;
        if pool_words.remaining() != pool_len {
            return None;
        }
        let mut pool = arena(pool_len);
        while !pool_words.is_empty() {
            pool.push(limits.init(&mut pool_words)?);
        }
        let mut meta_words = r.u32s()?;
        if meta_words.remaining() != n {
            return None;
        }
        let mut meta = arena(n);
        while !meta_words.is_empty() {
            meta.push(meta_words.next()?);
        }
        // A handle or 0 (not made yet); handles below 4 are never interned
        // strings or ints, so 0 is unambiguous.
        let handle_or_zero = |w: &mut Words<'_>| w.below(n);
        let mut sv = r.u32s()?;
        let mut string_values = arena(sv.remaining() / 2);
        while !sv.is_empty() {
            string_values.push([handle_or_zero(&mut sv)?, handle_or_zero(&mut sv)?]);
        }
        let mut si = r.u32s()?;
        let mut small_ints = Vec::with_capacity(si.remaining());
        while !si.is_empty() {
            small_ints.push(handle_or_zero(&mut si)?);
        }
        if small_ints.len() != super::SMALL_INTS {
            return None;
        }
        let len = r.len()?;
        let cap = r.len()?;
        if !cap.is_power_of_two() || len >= cap {
            return None;
        }
        let mut full = r.u32s()?;
        // A table is at least 5/16 full once it has grown past its first
        // size, so a bad capacity fails here, before the allocation.
        if full.remaining() != len * 3 || cap > len.saturating_mul(16).max(1 << 20) {
            return None;
        }
        let mut slots = vec![0u64; cap];
        for _ in 0..len {
            let at = full.below(cap)? as usize;
            let s = u64::from(full.next()?) | u64::from(full.next()?) << 32;
            // `handle + 1` in the low half: a valid handle, never 0; a slot
            // given twice is refused too.
            if (s as u32).wrapping_sub(1) as usize >= n || slots[at] != 0 {
                return None;
            }
            slots[at] = s;
        }
        let anon_counter = r.u32()?;
        if !r.at_end() {
            return None;
        }
        Some(InitStore {
            nodes,
            pool,
            table: Slots::from_raw(slots, len),
            string_values,
            small_ints,
            meta,
            strings,
            types,
            anon_counter,
            exhausted: false,
        })
    }

    /// Whether `a` and `b` hold the same nodes, pool and side tables (for
    /// the cache's round-trip tests).
    #[cfg(test)]
    pub(crate) fn same_as(&self, b: &InitStore) -> bool {
        self.nodes == b.nodes
            && self.pool == b.pool
            && self.table.raw() == b.table.raw()
            && self.string_values == b.string_values
            && self.small_ints == b.small_ints
            && self.meta == b.meta
            && self.anon_counter == b.anon_counter
    }
}
