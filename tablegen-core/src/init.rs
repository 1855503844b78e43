//! Values (LLVM's `Init` hierarchy), hash-consed into one arena.
//!
//! # Overview
//! Every value is an [`Init`] handle (a `u32`). Structurally equal values
//! built through the [`InitStore`] constructors get the same handle, so
//! comparing values is comparing integers, exactly like LLVM compares
//! `Init *`. A value's shape is its [`InitKind`], which is `Copy`: callers
//! read it (`*store.kind(i)`) and then freely build new values.
//!
//! Variable-length children (bits, list elements, dag arguments, template
//! arguments, `!cond` clauses) live in one shared pool and are named by a
//! [`Slice`]; read them with [`InitStore::slice`] or [`InitStore::at`].
//!
//! # Example
//! ```
//! use tablegen_core::init::{InitStore, InitKind};
//! use tablegen_core::types::Ty;
//! let mut s = InitStore::new();
//! let a = s.int(42);
//! assert_eq!(a, s.int(42));
//! let l = s.list(&[a, a], Ty::INT);
//! assert!(matches!(s.kind(l), InitKind::List { .. }));
//! ```

use crate::ids::RecId;
use crate::intern::{FxHasher, Interner, Sym};
use crate::types::{Ty, TypeStore};
use core::hash::{Hash, Hasher};

mod slots;
mod snapshot;
use slots::{Probe, Slots};

/// How many small non-negative `int` values have a direct slot.
const SMALL_INTS: usize = 4096;

/// Handle of an interned value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Init(pub(crate) u32);

impl Init {
    /// `?`
    pub const UNSET: Init = Init(0);
    /// `0` of type `bit` (also `false`).
    pub const FALSE: Init = Init(1);
    /// `1` of type `bit` (also `true`).
    pub const TRUE: Init = Init(2);
    /// The missing value of a field whose assignment failed a type check
    /// (LLVM's null `RecordVal::Value`). Behaves like `?` everywhere except
    /// that records print the field without ` = value`. Never produced by
    /// interning, so it never equals [`Init::UNSET`].
    pub const NULL: Init = Init(3);

    /// The arena index (dense, in creation order).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A run of children in the [`InitStore`] pool.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Slice {
    start: u32,
    len: u32,
}

impl FoldVars {
    fn slice(self) -> Slice {
        Slice { start: self.0, len: 2 }
    }
}

impl Slice {
    /// The names of a [`InitKind::Dag`]'s arguments, given its `args`: the
    /// store keeps one name per argument right after the arguments, which
    /// keeps every node at 24 bytes.
    ///
    /// ```
    /// use tablegen_core::init::{Init, InitKind, InitStore};
    /// let mut s = InitStore::new();
    /// let (op, x, n) = (s.string("op"), s.int(1), s.string("n"));
    /// let d = s.dag(op, Init::UNSET, &[x, x], &[n, Init::UNSET]);
    /// let InitKind::Dag { args, .. } = *s.kind(d) else { unreachable!() };
    /// assert_eq!(s.slice(args.dag_names()), &[n, Init::UNSET]);
    /// ```
    #[inline]
    pub fn dag_names(self) -> Slice {
        Slice { start: self.start + self.len, len: self.len }
    }

    /// Number of children.
    #[inline]
    pub fn len(self) -> usize {
        self.len as usize
    }
    /// True when there are no children.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.len == 0
    }
}

/// How a string value was written; `[{...}]` code prints differently.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StringFormat {
    /// `"..."`
    String,
    /// `[{...}]`
    Code,
}

/// How an argument of a class instantiation was given.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ArgAux {
    /// The `n`-th positional argument.
    Positional(u32),
    /// A named argument; the name is a string [`Init`].
    Named(Init),
}

/// Unary bang operators (LLVM's `UnOpInit::UnaryOp`).
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UnOp {
    ToLower,
    ToUpper,
    Cast,
    Not,
    Head,
    Tail,
    Size,
    Empty,
    GetDagOp,
    Log2,
    Repr,
}

/// Binary bang operators (LLVM's `BinOpInit::BinaryOp`).
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    ListConcat,
    ListSplat,
    ListRemove,
    ListElem,
    ListSlice,
    RangeC,
    StrConcat,
    Interleave,
    Concat,
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    GetDagArg,
    GetDagName,
    SetDagOp,
}

/// Ternary bang operators (LLVM's `TernOpInit::TernaryOp`).
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TernOp {
    Subst,
    Foreach,
    Filter,
    If,
    Dag,
    Range,
    Substr,
    Find,
    SetDagArg,
    SetDagName,
}

/// The shape of a value. Mirrors LLVM's `Init` subclasses one to one.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum InitKind {
    /// `?`
    Unset,
    /// An argument of a class reference, before binding (`ArgumentInit`).
    Argument {
        /// The argument value.
        value: Init,
        /// Position or name.
        aux: ArgAux,
    },
    /// `0`/`1` of type `bit`.
    Bit(bool),
    /// `{ ... }` of type `bits<n>`; index 0 is bit 0 (least significant).
    Bits {
        /// The bits.
        bits: Slice,
        /// `bits<n>`.
        ty: Ty,
    },
    /// An `int`.
    Int(i64),
    /// The provisional name of an anonymous record (`anonymous_N`).
    AnonymousName(u32),
    /// A `string`/`code` literal.
    String(Sym, StringFormat),
    /// `[a, b]` of type `list<elt>`.
    List {
        /// Element type.
        elt: Ty,
        /// Elements.
        elems: Slice,
        /// `list<elt>`.
        ty: Ty,
    },
    /// A unary operator application.
    UnOp {
        /// Operator.
        op: UnOp,
        /// Operand.
        lhs: Init,
        /// Result type.
        ty: Ty,
    },
    /// A binary operator application.
    BinOp {
        /// Operator.
        op: BinOp,
        /// Left operand.
        lhs: Init,
        /// Right operand.
        rhs: Init,
        /// Result type.
        ty: Ty,
    },
    /// A ternary operator application.
    TernOp {
        /// Operator.
        op: TernOp,
        /// First operand.
        lhs: Init,
        /// Second operand.
        mhs: Init,
        /// Third operand.
        rhs: Init,
        /// Result type.
        ty: Ty,
    },
    /// `!cond(c0: v0, c1: v1, ...)`: the slice holds `c0, c1, ..., v0, v1, ...`.
    Cond {
        /// Conditions followed by values (`2 * n` entries).
        clauses: Slice,
        /// Result type.
        ty: Ty,
    },
    /// `!foldl(start, list, a, b, expr)`.
    Fold {
        /// Initial accumulator.
        start: Init,
        /// The list folded over.
        list: Init,
        /// The accumulator and element variable names `a` and `b` (see
        /// [`InitStore::fold_vars`]).
        vars: FoldVars,
        /// Body.
        expr: Init,
        /// Result type.
        ty: Ty,
    },
    /// `!isa<T>(expr)`.
    IsA {
        /// The type tested for.
        check: Ty,
        /// Operand.
        expr: Init,
    },
    /// `!exists<T>(name)`.
    Exists {
        /// The record type tested for.
        check: Ty,
        /// Name expression.
        expr: Init,
    },
    /// A reference to a variable (field, template argument, loop variable).
    Var {
        /// The variable's name (usually a string init).
        name: Init,
        /// Its type.
        ty: Ty,
    },
    /// One bit of a variable or other typed value.
    VarBit {
        /// The value whose bit is taken.
        var: Init,
        /// Bit number.
        bit: u32,
    },
    /// A reference to a record.
    Def {
        /// The record.
        rec: RecId,
        /// Its record type.
        ty: Ty,
    },
    /// An anonymous class instantiation `Class<args>` not yet instantiated.
    VarDef {
        /// The class.
        class: RecId,
        /// Argument inits (each an [`InitKind::Argument`]).
        args: Slice,
        /// The class's record type.
        ty: Ty,
    },
    /// `rec.field`.
    Field {
        /// The record expression.
        rec: Init,
        /// Field name (a string init).
        field: Init,
        /// The field's type.
        ty: Ty,
    },
    /// `(op:$name arg:$name, ...)`.
    Dag {
        /// Operator.
        op: Init,
        /// Operator name, or [`Init::UNSET`] for none.
        op_name: Init,
        /// Arguments; [`Slice::dag_names`] gives their names (string inits,
        /// [`Init::UNSET`] for unnamed).
        args: Slice,
    },
}

/// Where a [`InitKind::Fold`]'s two variable names are kept: the store's
/// pool, so that the node stays at 24 bytes. Read them with
/// [`InitStore::fold_vars`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FoldVars(u32);

/// The low five bits of a node's metadata word: its open weight
/// (saturating; resolution only asks whether it reaches `MEMO_WEIGHT`).
const WEIGHT_MASK: u32 = 0x1F;

/// A summary of the names a value's resolution may consult: a 27-bit
/// signature with one bit per name hashed into 26 of them, plus
/// [`Mentions::FINAL`] for values that a final resolver changes on its own
/// (anonymous names, `!cast` and `!exists`).
///
/// Resolution only changes a value through the names it mentions: when
/// none of a value's bits is among a resolver's interest, resolving it
/// gives it back unchanged, and the walk is skipped. Deriving a record
/// from a class resolves every field against the class's template
/// arguments, though most fields name only other fields; this is what
/// keeps those walks from visiting every node again.
///
/// ```
/// use tablegen_core::init::{InitStore, Mentions};
/// use tablegen_core::types::Ty;
/// let mut s = InitStore::new();
/// let x = s.var_named("X", Ty::INT);
/// let name = s.string("X");
/// assert!(s.mentions(x).meets(Mentions::name(name)));
/// let one = s.int(1);
/// assert!(!s.mentions(one).meets(Mentions::ALL));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mentions(u32);

impl Mentions {
    /// Nothing: a resolver with this interest changes no value.
    pub const NONE: Mentions = Mentions(0);
    /// Everything: a resolver with this interest visits every open value.
    pub const ALL: Mentions = Mentions(!WEIGHT_MASK);
    /// Values a final resolver changes without a name being resolved.
    pub const FINAL: Mentions = Mentions(1 << 31);

    /// The bit of the variable or anonymous name `name`.
    #[inline]
    pub fn name(name: Init) -> Mentions {
        // Bits 5..=30: a multiplicative hash of the handle spread over 26.
        let h = (u64::from(name.0).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) % 26;
        Mentions(1 << (5 + h))
    }

    /// Both sets.
    #[inline]
    pub fn with(self, other: Mentions) -> Mentions {
        Mentions(self.0 | other.0)
    }

    /// True if the sets share a bit.
    #[inline]
    pub fn meets(self, other: Mentions) -> bool {
        self.0 & other.0 != 0
    }
}

/// The arena of interned values and the strings they refer to.
pub struct InitStore {
    nodes: Vec<InitKind>,
    pool: Vec<Init>,
    table: Slots,
    /// The string value of each symbol, per format (`0`: not made yet):
    /// strings are a tenth of all interning and their symbol is already a
    /// dense index, so they skip the big table.
    string_values: Vec<[u32; 2]>,
    /// The `int` values `0..SMALL_INTS` (`0`: not made yet), for the same
    /// reason.
    small_ints: Vec<u32>,
    /// Per node: its open weight in the low five bits (see
    /// [`InitStore::open_weight_of`]) and the [`Mentions`] of its names
    /// above them; one word, so a resolution step loads one cache line.
    meta: Vec<u32>,
    /// Text of every string value and name.
    pub strings: Interner,
    /// Every type.
    pub types: TypeStore,
    anon_counter: u32,
    /// An allocation for a value failed: see [`InitStore::exhausted`].
    exhausted: bool,
}

impl Default for InitStore {
    fn default() -> Self {
        Self::new()
    }
}

impl InitStore {
    /// A store holding `?`, `0` and `1`.
    pub fn new() -> Self {
        let mut s = InitStore {
            nodes: Vec::with_capacity(1 << 16),
            pool: Vec::with_capacity(1 << 16),
            // Small: a random probe touches any page of the table, so a large
            // empty one costs a page fault per value on small inputs; it
            // grows without reading a node.
            table: Slots::with_capacity(1 << 12),
            string_values: Vec::new(),
            small_ints: vec![0; SMALL_INTS],
            meta: Vec::with_capacity(1 << 16),
            strings: Interner::default(),
            types: TypeStore::new(),
            anon_counter: 0,
            exhausted: false,
        };
        let u = s.intern(InitKind::Unset);
        let f = s.intern(InitKind::Bit(false));
        let t = s.intern(InitKind::Bit(true));
        debug_assert_eq!((u, f, t), (Init::UNSET, Init::FALSE, Init::TRUE));
        // NULL: a second `?` node kept out of the intern table.
        s.nodes.push(InitKind::Unset);
        s.meta.push(0);
        s
    }

    /// Number of distinct values created so far.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Always false: the store is born with `?`, `0` and `1`.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The shape of `i`.
    #[inline]
    pub fn kind(&self, i: Init) -> &InitKind {
        &self.nodes[i.index()]
    }

    /// The children named by `s`.
    #[inline]
    pub fn slice(&self, s: Slice) -> &[Init] {
        &self.pool[s.start as usize..(s.start + s.len) as usize]
    }

    /// Child `n` of `s`.
    #[inline]
    pub fn at(&self, s: Slice, n: usize) -> Init {
        debug_assert!(n < s.len());
        self.pool[s.start as usize + n]
    }

    fn hash_kind(nodes_pool: &[Init], k: &InitKind) -> u64 {
        let mut h = FxHasher::default();
        core::mem::discriminant(k).hash(&mut h);
        let slice = |h: &mut FxHasher, s: &Slice| {
            let items = &nodes_pool[s.start as usize..(s.start + s.len) as usize];
            h.write_usize(items.len());
            for i in items {
                h.write_u32(i.0);
            }
        };
        match k {
            InitKind::Bits { bits: s, .. } => slice(&mut h, s),
            InitKind::List { elt, elems, .. } => {
                elt.hash(&mut h);
                slice(&mut h, elems);
            }
            InitKind::Cond { clauses, ty } => {
                ty.hash(&mut h);
                slice(&mut h, clauses);
            }
            InitKind::VarDef { class, args, .. } => {
                class.hash(&mut h);
                slice(&mut h, args);
            }
            InitKind::Dag { op, op_name, args } => {
                op.hash(&mut h);
                op_name.hash(&mut h);
                slice(&mut h, args);
                slice(&mut h, &args.dag_names());
            }
            InitKind::Fold { start, list, vars, expr, ty } => {
                for i in [start, list, expr] {
                    h.write_u32(i.0);
                }
                ty.hash(&mut h);
                slice(&mut h, &vars.slice());
            }
            other => other.hash(&mut h),
        }
        h.finish()
    }

    fn eq_kind(pool: &[Init], a: &InitKind, b: &InitKind) -> bool {
        let sl = |s: &Slice| &pool[s.start as usize..(s.start + s.len) as usize];
        match (a, b) {
            (InitKind::Bits { bits: x, .. }, InitKind::Bits { bits: y, .. }) => sl(x) == sl(y),
            (InitKind::List { elt: e1, elems: x, .. }, InitKind::List { elt: e2, elems: y, .. }) => {
                e1 == e2 && sl(x) == sl(y)
            }
            (InitKind::Cond { clauses: x, ty: t1 }, InitKind::Cond { clauses: y, ty: t2 }) => {
                t1 == t2 && sl(x) == sl(y)
            }
            (InitKind::VarDef { class: c1, args: x, .. }, InitKind::VarDef { class: c2, args: y, .. }) => {
                c1 == c2 && sl(x) == sl(y)
            }
            (InitKind::Dag { op: o1, op_name: n1, args: a1 }, InitKind::Dag { op: o2, op_name: n2, args: a2 }) => {
                o1 == o2 && n1 == n2 && sl(a1) == sl(a2) && sl(&a1.dag_names()) == sl(&a2.dag_names())
            }
            (
                InitKind::Fold { start: s1, list: l1, vars: v1, expr: e1, ty: t1 },
                InitKind::Fold { start: s2, list: l2, vars: v2, expr: e2, ty: t2 },
            ) => s1 == s2 && l1 == l2 && e1 == e2 && t1 == t2 && sl(&v1.slice()) == sl(&v2.slice()),
            _ => a == b,
        }
    }

    /// Interns `k`, whose slices (if any) were just pushed at the end of the
    /// pool: on a hit they are popped again.
    fn intern(&mut self, k: InitKind) -> Init {
        // The upper half of the hash: FxHasher's final multiply mixes it best.
        let hash = (Self::hash_kind(&self.pool, &k) >> 32) as u32;
        let Self { nodes, pool, table, .. } = self;
        let mut slot = match table.find(hash, |i| Self::eq_kind(pool, &nodes[i as usize], &k)) {
            Probe::Found(found) => {
                // Drop the tentatively pushed children: the existing node has its own.
                let pushed = match k {
                    InitKind::Bits { bits: s, .. } | InitKind::List { elems: s, .. } => s.len,
                    InitKind::Cond { clauses, .. } => clauses.len,
                    InitKind::VarDef { args, .. } => args.len,
                    InitKind::Dag { args, .. } => 2 * args.len,
                    InitKind::Fold { .. } => 2,
                    _ => 0,
                };
                let new_len = pool.len() - pushed as usize;
                pool.truncate(new_len);
                return Init(found);
            }
            Probe::Vacant(slot) => slot,
        };
        // Most calls find their node (X86: four in five), so room is made
        // only on a miss; growing moves every slot, so look again after.
        match table.reserve_one() {
            None => {
                self.exhausted = true;
                return Init::UNSET;
            }
            Some(true) => slot = table.vacant_slot(hash),
            Some(false) => {}
        }
        let id = self.push_node(k);
        if id != Init::UNSET {
            self.table.insert_at(slot, hash, id.0);
        }
        id
    }

    /// Adds node `k` without entering it in the intern table: for shapes
    /// that are unique by construction or found through their own index
    /// (strings by symbol, small ints by value, anonymous names by
    /// counter), which then cost no probe, no slot and no table growth.
    /// [`Init::UNSET`] when memory ran out.
    fn push_node(&mut self, k: InitKind) -> Init {
        let Self { nodes, pool, meta, .. } = self;
        if nodes.len() >= u32::MAX as usize || nodes.try_reserve(1).is_err() || meta.try_reserve(1).is_err() {
            self.exhausted = true;
            return Init::UNSET;
        }
        let id = Init(nodes.len() as u32);
        nodes.push(k);
        let word = Self::node_meta(meta, pool, id, &k);
        meta.push(word);
        id
    }

    /// The metadata word of node `id` with shape `k`: its open weight (0
    /// when it cannot change under resolution, that is when it mentions no
    /// variable, anonymous name, operator, class instantiation or field
    /// access anywhere inside) and its [`Mentions`].
    fn node_meta(meta: &[u32], pool: &[Init], id: Init, k: &InitKind) -> u32 {
        let w = |c: &Init| meta[c.index()] & WEIGHT_MASK;
        let m = |c: &Init| meta[c.index()] & !WEIGHT_MASK;
        let items = |s: &Slice| &pool[s.start as usize..(s.start + s.len) as usize];
        let sum = |s: &Slice| items(s).iter().map(w).sum::<u32>();
        let any = |s: &Slice| items(s).iter().fold(0, |acc, c| acc | m(c));
        // Containers are as open as their contents; everything else that
        // is not a leaf is open itself.
        let (container, inside, mentions) = match *k {
            InitKind::Unset | InitKind::Bit(_) | InitKind::Int(_) | InitKind::String(..) | InitKind::Def { .. } => {
                return 0
            }
            InitKind::Bits { bits: items, .. } | InitKind::List { elems: items, .. } => {
                (true, sum(&items), any(&items))
            }
            InitKind::Dag { op, args, .. } => (true, w(&op) + sum(&args), m(&op) | any(&args)),
            // A resolver is asked about an anonymous name itself, and a
            // final one turns it into a string.
            InitKind::AnonymousName(_) => (false, 0, Mentions::name(id).0 | Mentions::FINAL.0),
            InitKind::Var { name, .. } => (false, 0, Mentions::name(name).0),
            // Refolded by a final resolver even when the operand is unchanged.
            InitKind::UnOp { op: UnOp::Cast, lhs: x, .. } | InitKind::Exists { expr: x, .. } => {
                (false, w(&x), m(&x) | Mentions::FINAL.0)
            }
            InitKind::Argument { value: x, .. }
            | InitKind::UnOp { lhs: x, .. }
            | InitKind::IsA { expr: x, .. }
            | InitKind::VarBit { var: x, .. } => (false, w(&x), m(&x)),
            InitKind::BinOp { lhs, rhs, .. } => (false, w(&lhs) + w(&rhs), m(&lhs) | m(&rhs)),
            InitKind::TernOp { lhs, mhs, rhs, .. } => (false, w(&lhs) + w(&mhs) + w(&rhs), m(&lhs) | m(&mhs) | m(&rhs)),
            InitKind::Cond { clauses, .. } => (false, sum(&clauses), any(&clauses)),
            InitKind::Fold { start, list, expr, .. } => {
                (false, w(&start) + w(&list) + w(&expr), m(&start) | m(&list) | m(&expr))
            }
            InitKind::VarDef { args, .. } => (false, sum(&args), any(&args)),
            InitKind::Field { rec, field, .. } => (false, w(&rec) + w(&field), m(&rec) | m(&field)),
        };
        if container && inside == 0 {
            return 0;
        }
        (1 + inside).min(WEIGHT_MASK) | mentions
    }

    /// How much resolving `i` costs without memoization, roughly: 0 when
    /// closed, else its open nodes counted as a tree (saturating at 31).
    #[inline]
    pub fn open_weight_of(&self, i: Init) -> u8 {
        (self.meta[i.index()] & WEIGHT_MASK) as u8
    }

    /// True if `i` contains nothing a resolver could replace: resolving it
    /// always returns it unchanged, so callers may skip the walk.
    #[inline]
    pub fn is_closed(&self, i: Init) -> bool {
        self.meta[i.index()] == 0
    }

    /// What resolving `i` may depend on (see [`Mentions`]): a resolver
    /// whose [`Resolver::interest`](crate::resolve::Resolver::interest) has
    /// none of it leaves `i` unchanged. Empty for a closed value.
    #[inline]
    pub fn mentions(&self, i: Init) -> Mentions {
        Mentions(self.meta[i.index()] & !WEIGHT_MASK)
    }

    fn push_slice(&mut self, items: &[Init]) -> Slice {
        let start = self.pool.len();
        // Slices are addressed with 32 bits; memory may run out first.
        if start + items.len() > u32::MAX as usize || self.pool.try_reserve(items.len()).is_err() {
            self.exhausted = true;
            return Slice { start: 0, len: 0 };
        }
        self.pool.extend_from_slice(items);
        Slice { start: start as u32, len: items.len() as u32 }
    }

    /// Whether memory ran out while building a value: the input asked for
    /// more than there is (say a `!foldl` that concatenates a list with
    /// itself a million times). Values built since are wrong; the parser
    /// reports a fatal error at the next statement boundary instead of
    /// aborting as an allocator failure would.
    pub fn exhausted(&self) -> bool {
        self.exhausted || self.strings.exhausted() || self.types.exhausted()
    }

    // ----------------------------------------------------------------- constructors

    /// `0` or `1` of type `bit`.
    #[inline]
    pub fn bit(&self, v: bool) -> Init {
        if v {
            Init::TRUE
        } else {
            Init::FALSE
        }
    }

    /// A `bits<n>` value; `bits[0]` is the least significant bit.
    pub fn bits(&mut self, bits: &[Init]) -> Init {
        let ty = self.types.bits(bits.len() as u32);
        let s = self.push_slice(bits);
        self.intern(InitKind::Bits { bits: s, ty })
    }

    /// An `int`.
    pub fn int(&mut self, v: i64) -> Init {
        let Some(slot) = usize::try_from(v).ok().filter(|&i| i < SMALL_INTS) else {
            return self.intern(InitKind::Int(v));
        };
        match self.small_ints[slot] {
            0 => {
                let i = self.push_node(InitKind::Int(v));
                self.small_ints[slot] = i.0;
                i
            }
            known => Init(known),
        }
    }

    /// A string literal.
    pub fn string(&mut self, v: &str) -> Init {
        let sym = self.strings.intern(v);
        self.string_sym(sym, StringFormat::String)
    }

    /// A string or code literal with an explicit format.
    pub fn string_fmt(&mut self, v: &str, fmt: StringFormat) -> Init {
        let sym = self.strings.intern(v);
        self.string_sym(sym, fmt)
    }

    /// A string value of any bytes (`StringInit::get`), in format `fmt`.
    pub fn string_bytes(&mut self, v: &[u8], fmt: StringFormat) -> Init {
        let sym = self.strings.intern_bytes(v);
        self.string_sym(sym, fmt)
    }

    /// A string literal from an already interned symbol.
    pub fn string_sym(&mut self, sym: Sym, fmt: StringFormat) -> Init {
        let f = match fmt {
            StringFormat::String => 0,
            StringFormat::Code => 1,
        };
        if let Some(&known) = self.string_values.get(sym.index()).map(|v| &v[f]) {
            if known != 0 {
                return Init(known);
            }
        }
        let i = self.push_node(InitKind::String(sym, fmt));
        if i != Init::UNSET {
            if self.string_values.len() <= sym.index() {
                self.string_values.resize(sym.index() + 1, [0; 2]);
            }
            self.string_values[sym.index()][f] = i.0;
        }
        i
    }

    /// The string values of text `sym` made so far, plain then code
    /// (`None` for one not made): looking for a value by its text then
    /// compares handles, without interning or reading any node.
    ///
    /// ```
    /// use tablegen_core::init::{InitStore, StringFormat};
    /// let mut s = InitStore::new();
    /// let plain = s.string("x");
    /// let sym = s.as_sym(plain).unwrap();
    /// assert_eq!(s.existing_strings(sym), [Some(plain), None]);
    /// let code = s.string_fmt("x", StringFormat::Code);
    /// assert_eq!(s.existing_strings(sym), [Some(plain), Some(code)]);
    /// ```
    pub fn existing_strings(&self, sym: Sym) -> [Option<Init>; 2] {
        let known = self.string_values.get(sym.index()).copied().unwrap_or([0; 2]);
        known.map(|i| (i != 0).then_some(Init(i)))
    }

    /// A fresh `anonymous_N` name (LLVM's `RecordKeeper::getNewAnonymousName`).
    pub fn new_anonymous_name(&mut self) -> Init {
        let n = self.anon_counter;
        self.anon_counter += 1;
        self.push_node(InitKind::AnonymousName(n))
    }

    /// A list with element type `elt`.
    pub fn list(&mut self, elems: &[Init], elt: Ty) -> Init {
        let ty = self.types.list_of(elt);
        let s = self.push_slice(elems);
        self.intern(InitKind::List { elt, elems: s, ty })
    }

    /// An argument of a class reference.
    pub fn argument(&mut self, value: Init, aux: ArgAux) -> Init {
        self.intern(InitKind::Argument { value, aux })
    }

    /// An unfolded unary operator (see [`crate::fold`] for the folding `get`).
    pub fn unop_raw(&mut self, op: UnOp, lhs: Init, ty: Ty) -> Init {
        self.intern(InitKind::UnOp { op, lhs, ty })
    }

    /// An unfolded binary operator.
    pub fn binop_raw(&mut self, op: BinOp, lhs: Init, rhs: Init, ty: Ty) -> Init {
        self.intern(InitKind::BinOp { op, lhs, rhs, ty })
    }

    /// An unfolded ternary operator.
    pub fn ternop_raw(&mut self, op: TernOp, lhs: Init, mhs: Init, rhs: Init, ty: Ty) -> Init {
        self.intern(InitKind::TernOp { op, lhs, mhs, rhs, ty })
    }

    /// An unfolded `!cond`; `conds` and `vals` have equal length.
    pub fn cond_raw(&mut self, conds: &[Init], vals: &[Init], ty: Ty) -> Init {
        debug_assert_eq!(conds.len(), vals.len());
        let start = self.pool.len() as u32;
        self.pool.extend_from_slice(conds);
        self.pool.extend_from_slice(vals);
        let clauses = Slice { start, len: (conds.len() * 2) as u32 };
        self.intern(InitKind::Cond { clauses, ty })
    }

    /// An unfolded `!foldl`.
    pub fn fold_raw(&mut self, start: Init, list: Init, a: Init, b: Init, expr: Init, ty: Ty) -> Init {
        let pushed = self.push_slice(&[a, b]);
        if pushed.len() != 2 {
            // No room: the store is exhausted already.
            return Init::UNSET;
        }
        self.intern(InitKind::Fold { start, list, vars: FoldVars(pushed.start), expr, ty })
    }

    /// The accumulator and element variable names of a fold (`a` and `b`
    /// in `!foldl(start, list, a, b, expr)`).
    ///
    /// ```
    /// use tablegen_core::init::{InitKind, InitStore};
    /// use tablegen_core::types::Ty;
    /// let mut s = InitStore::new();
    /// let (a, b, zero, l) = (s.string("a"), s.string("b"), s.int(0), s.list(&[], Ty::INT));
    /// let f = s.fold_raw(zero, l, a, b, zero, Ty::INT);
    /// let InitKind::Fold { vars, .. } = *s.kind(f) else { unreachable!() };
    /// assert_eq!(s.fold_vars(vars), (a, b));
    /// ```
    #[inline]
    pub fn fold_vars(&self, vars: FoldVars) -> (Init, Init) {
        let s = self.slice(vars.slice());
        (s[0], s[1])
    }

    /// An unfolded `!isa`.
    pub fn isa_raw(&mut self, check: Ty, expr: Init) -> Init {
        self.intern(InitKind::IsA { check, expr })
    }

    /// An unfolded `!exists`.
    pub fn exists_raw(&mut self, check: Ty, expr: Init) -> Init {
        self.intern(InitKind::Exists { check, expr })
    }

    /// A variable reference.
    pub fn var(&mut self, name: Init, ty: Ty) -> Init {
        self.intern(InitKind::Var { name, ty })
    }

    /// A variable reference by name text.
    pub fn var_named(&mut self, name: &str, ty: Ty) -> Init {
        let n = self.string(name);
        self.var(n, ty)
    }

    /// Bit `bit` of a typed value.
    pub fn var_bit(&mut self, var: Init, bit: u32) -> Init {
        self.intern(InitKind::VarBit { var, bit })
    }

    /// A reference to record `rec` of type `ty` (use
    /// [`RecordKeeper::def_init`](crate::record::RecordKeeper::def_init)).
    pub fn def_raw(&mut self, rec: RecId, ty: Ty) -> Init {
        self.intern(InitKind::Def { rec, ty })
    }

    /// An anonymous class instantiation; `args` are argument inits.
    pub fn var_def_raw(&mut self, class: RecId, args: &[Init], ty: Ty) -> Init {
        let s = self.push_slice(args);
        self.intern(InitKind::VarDef { class, args: s, ty })
    }

    /// An unfolded field access.
    pub fn field_raw(&mut self, rec: Init, field: Init, ty: Ty) -> Init {
        self.intern(InitKind::Field { rec, field, ty })
    }

    /// A dag; `names[i]` is [`Init::UNSET`] for an unnamed argument (and
    /// so is every argument past the end of `names`; names past the end of
    /// `args` are dropped).
    pub fn dag(&mut self, op: Init, op_name: Init, args: &[Init], names: &[Init]) -> Init {
        let a = self.push_slice(args);
        // Exactly one name per argument follows them (see `Slice::dag_names`).
        let n = names.len().min(args.len());
        let named = self.push_slice(&names[..n]);
        let unnamed = vec![Init::UNSET; args.len() - n];
        let rest = self.push_slice(&unnamed);
        if a.len() + named.len() + rest.len() != 2 * args.len() {
            // `push_slice` found no room: the store is exhausted already.
            return Init::UNSET;
        }
        self.intern(InitKind::Dag { op, op_name, args: a })
    }

    // ----------------------------------------------------------------- accessors

    /// The type of a typed value (`TypedInit::getType`); `None` for `?`
    /// and arguments, which are untyped.
    pub fn ty(&self, i: Init) -> Option<Ty> {
        Some(match *self.kind(i) {
            InitKind::Unset | InitKind::Argument { .. } => return None,
            InitKind::Bit(_) | InitKind::VarBit { .. } => Ty::BIT,
            InitKind::Int(_) | InitKind::IsA { .. } | InitKind::Exists { .. } => Ty::INT,
            InitKind::AnonymousName(_) | InitKind::String(..) => Ty::STRING,
            InitKind::Dag { .. } => Ty::DAG,
            InitKind::Bits { ty, .. }
            | InitKind::List { ty, .. }
            | InitKind::UnOp { ty, .. }
            | InitKind::BinOp { ty, .. }
            | InitKind::TernOp { ty, .. }
            | InitKind::Cond { ty, .. }
            | InitKind::Fold { ty, .. }
            | InitKind::Var { ty, .. }
            | InitKind::Def { ty, .. }
            | InitKind::VarDef { ty, .. }
            | InitKind::Field { ty, .. } => ty,
        })
    }

    /// The bytes of a string value (`StringInit::getValue`), if `i` is one.
    pub fn as_bytes(&self, i: Init) -> Option<&[u8]> {
        match *self.kind(i) {
            InitKind::String(s, _) => Some(self.strings.bytes(s)),
            _ => None,
        }
    }

    /// The text of a string value (`StringInit::getValue`), if `i` is one;
    /// lossy when its bytes are not UTF-8 (see [`InitStore::as_bytes`]).
    #[inline]
    pub fn as_str(&self, i: Init) -> Option<&str> {
        match *self.kind(i) {
            InitKind::String(s, _) => Some(self.strings.get(s)),
            _ => None,
        }
    }

    /// The string symbol of `i`, if it is a string value.
    #[inline]
    pub fn as_sym(&self, i: Init) -> Option<Sym> {
        match *self.kind(i) {
            InitKind::String(s, _) => Some(s),
            _ => None,
        }
    }

    /// The integer of an `int` value.
    #[inline]
    pub fn as_int(&self, i: Init) -> Option<i64> {
        match *self.kind(i) {
            InitKind::Int(v) => Some(v),
            _ => None,
        }
    }

    /// The value of a `bit`.
    #[inline]
    pub fn as_bit(&self, i: Init) -> Option<bool> {
        match *self.kind(i) {
            InitKind::Bit(v) => Some(v),
            _ => None,
        }
    }

    /// The record of a def reference.
    #[inline]
    pub fn as_def(&self, i: Init) -> Option<RecId> {
        match *self.kind(i) {
            InitKind::Def { rec, .. } => Some(rec),
            _ => None,
        }
    }

    /// The elements of a list value.
    #[inline]
    pub fn list_elems(&self, i: Init) -> Option<&[Init]> {
        match *self.kind(i) {
            InitKind::List { elems, .. } => Some(self.slice(elems)),
            _ => None,
        }
    }

    /// The bits of a `bits` value, least significant first.
    #[inline]
    pub fn bits_of(&self, i: Init) -> Option<&[Init]> {
        match *self.kind(i) {
            InitKind::Bits { bits, .. } => Some(self.slice(bits)),
            _ => None,
        }
    }

    /// True for `?`.
    #[inline]
    pub fn is_unset(&self, i: Init) -> bool {
        i == Init::UNSET
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Strings, small ints and anonymous names are found through their own
    /// index, not the intern table: they must still be one node per value,
    /// and must not take table slots.
    #[test]
    fn values_outside_the_table_stay_unique() {
        let mut s = InitStore::new();
        let slots = |s: &InitStore| s.table.raw().1;
        let before = slots(&s);
        let a = s.string("a");
        let code = s.string_fmt("a", StringFormat::Code);
        let seven = s.int(7);
        let n1 = s.new_anonymous_name();
        let n2 = s.new_anonymous_name();
        assert_eq!(slots(&s), before, "no slot for strings, small ints or anonymous names");
        assert_eq!(s.string("a"), a);
        assert_eq!(s.string_bytes(b"a", StringFormat::Code), code);
        assert_ne!(a, code);
        assert_eq!(s.int(7), seven);
        assert_ne!(n1, n2);
        // Values built from them are interned as usual.
        let big = s.int(1 << 40);
        assert_eq!(slots(&s), before + 1);
        assert_eq!(s.int(1 << 40), big);
        let l1 = s.list(&[a, code], Ty::STRING);
        let l2 = s.list(&[a, code], Ty::STRING);
        assert_eq!(l1, l2);
        assert!(s.is_closed(a) && s.is_closed(seven) && !s.is_closed(n1));
    }

    /// A dag's names and a fold's variables live in the pool, not the node:
    /// interning must still tell nodes apart by them, and every node stays
    /// at 24 bytes (a third of the value arena's cache lines more than 32).
    #[test]
    fn out_of_line_parts_are_compared_by_content() {
        #[cfg(target_pointer_width = "64")]
        assert_eq!(core::mem::size_of::<InitKind>(), 24);
        let mut s = InitStore::new();
        let (op, x, y, n, m) = (s.string("op"), s.int(1), s.int(2), s.string("n"), s.string("m"));
        let d1 = s.dag(op, Init::UNSET, &[x, y], &[n, m]);
        let d2 = s.dag(op, Init::UNSET, &[x, y], &[n, m]);
        let d3 = s.dag(op, Init::UNSET, &[x, y], &[m, n]);
        assert_eq!(d1, d2);
        assert_ne!(d1, d3);
        // Fewer names than arguments: the rest are unnamed.
        let d4 = s.dag(op, Init::UNSET, &[x, y], &[n]);
        let InitKind::Dag { args, .. } = *s.kind(d4) else { panic!("not a dag") };
        assert_eq!(s.slice(args.dag_names()), &[n, Init::UNSET]);
        let l = s.list(&[x, y], Ty::INT);
        let f1 = s.fold_raw(x, l, n, m, y, Ty::INT);
        let f2 = s.fold_raw(x, l, n, m, y, Ty::INT);
        let f3 = s.fold_raw(x, l, m, n, y, Ty::INT);
        assert_eq!(f1, f2);
        assert_ne!(f1, f3);
        let InitKind::Fold { vars, .. } = *s.kind(f3) else { panic!("not a fold") };
        assert_eq!(s.fold_vars(vars), (m, n));
    }
}
