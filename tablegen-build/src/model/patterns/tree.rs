//! Pattern trees (LLVM's `TreePatternNode`), in an arena.
//!
//! LLVM shares subtrees through reference-counted pointers: inlining a
//! fragment puts the same argument node under every use, and type updates
//! through one parent are seen through the others. Here a [`NodeId`] is
//! that shared pointer: two parents may hold the same id, and
//! [`Arena::deep_clone`] is LLVM's `clone`.

use tablegen_core::init::Init;
use tablegen_core::record::RecId;

use super::type_set::TypeSet;

/// Handle of a node in the [`Arena`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

/// A node's children, read as a slice: up to [`Children::INLINE`] of them
/// in the node itself, more on the heap. Nearly every node has four
/// operands or fewer, and the model copies nodes and child lists constantly
/// (inference, fragment inlining, variants): on X86's `-gen-fast-isel`
/// 0.66 million node copies each allocated a child list, and keeping the
/// lists inline took 1.5% off its instructions.
///
/// ```
/// use tablegen_build::model::patterns::tree::{Children, NodeId};
/// let mut c: Children = [NodeId(1), NodeId(2)].into_iter().collect();
/// c.push(NodeId(3));
/// assert_eq!(&c[..], &[NodeId(1), NodeId(2), NodeId(3)]);
/// let many: Children = (0..9).map(NodeId).collect();
/// assert_eq!(many.len(), 9);
/// assert_eq!(many.into_iter().last(), Some(NodeId(8)));
/// ```
#[derive(Clone, Default)]
pub struct Children {
    repr: ChildRepr,
}

#[derive(Clone)]
enum ChildRepr {
    Inline { len: u8, ids: [NodeId; Children::INLINE] },
    Heap(Vec<NodeId>),
}

impl Default for ChildRepr {
    fn default() -> Self {
        ChildRepr::Inline { len: 0, ids: [NodeId(0); Children::INLINE] }
    }
}

impl Children {
    /// How many children live in the node itself.
    pub const INLINE: usize = 4;

    /// Appends `id`.
    pub fn push(&mut self, id: NodeId) {
        match &mut self.repr {
            ChildRepr::Inline { len, ids } if usize::from(*len) < Self::INLINE => {
                ids[usize::from(*len)] = id;
                *len += 1;
            }
            ChildRepr::Inline { len, ids } => {
                let mut v = Vec::with_capacity(Self::INLINE * 2);
                v.extend_from_slice(&ids[..usize::from(*len)]);
                v.push(id);
                self.repr = ChildRepr::Heap(v);
            }
            ChildRepr::Heap(v) => v.push(id),
        }
    }
}

impl core::ops::Deref for Children {
    type Target = [NodeId];
    #[inline]
    fn deref(&self) -> &[NodeId] {
        match &self.repr {
            ChildRepr::Inline { len, ids } => &ids[..usize::from(*len)],
            ChildRepr::Heap(v) => v,
        }
    }
}

impl core::ops::DerefMut for Children {
    #[inline]
    fn deref_mut(&mut self) -> &mut [NodeId] {
        match &mut self.repr {
            ChildRepr::Inline { len, ids } => &mut ids[..usize::from(*len)],
            ChildRepr::Heap(v) => v,
        }
    }
}

impl core::fmt::Debug for Children {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl FromIterator<NodeId> for Children {
    fn from_iter<I: IntoIterator<Item = NodeId>>(iter: I) -> Self {
        let mut c = Children::default();
        for id in iter {
            c.push(id);
        }
        c
    }
}

impl From<Vec<NodeId>> for Children {
    fn from(v: Vec<NodeId>) -> Self {
        if v.len() <= Self::INLINE {
            v.into_iter().collect()
        } else {
            Children { repr: ChildRepr::Heap(v) }
        }
    }
}

impl<'a> IntoIterator for &'a Children {
    type Item = &'a NodeId;
    type IntoIter = core::slice::Iter<'a, NodeId>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a> IntoIterator for &'a mut Children {
    type Item = &'a mut NodeId;
    type IntoIter = core::slice::IterMut<'a, NodeId>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl IntoIterator for Children {
    type Item = NodeId;
    type IntoIter = ChildrenIntoIter;
    fn into_iter(self) -> ChildrenIntoIter {
        ChildrenIntoIter { children: self, next: 0 }
    }
}

/// The children of a [`Children`] by value, in order.
pub struct ChildrenIntoIter {
    children: Children,
    next: usize,
}

impl Iterator for ChildrenIntoIter {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let id = self.children.get(self.next).copied()?;
        self.next += 1;
        Some(id)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.children.len().saturating_sub(self.next);
        (n, Some(n))
    }
}

impl ExactSizeIterator for ChildrenIntoIter {}

/// A leaf's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Leaf {
    /// A record (`GPR`, `node`, `imm0_255`...).
    Def(RecId),
    /// An integer (bits and bit values are converted to integers).
    Int(i64),
    /// `?`.
    Unset,
    /// Another value (only in erroneous patterns).
    Other(Init),
}

/// What a node is: a leaf value or an operator applied to children.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// A leaf.
    Leaf(Leaf),
    /// An operator record (SDNode, instruction, transform, complex pattern,
    /// `set`, `implicit`...).
    Node(RecId),
}

/// A predicate applied to a node: the fragment whose predicate it is, and
/// the operand scope when the predicate reads the fragment's operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PredCall {
    /// The `PatFrags` def (LLVM's `TreePredicateFn`).
    pub frag: RecId,
    /// 0, or the scope of the operands it names.
    pub scope: u32,
}

/// A node's result type sets. Almost every node has one result (or none),
/// and the pattern model holds millions of nodes on the big targets once
/// HwModes are expanded, so one set lives inline rather than in its own
/// allocation.
#[derive(Clone, Debug)]
pub enum Types {
    /// None or one: `len` is 0 or 1.
    Inline {
        /// How many of `set` are in use.
        len: u8,
        /// The set, when `len` is 1.
        set: [TypeSet; 1],
    },
    /// Two or more.
    Heap(Vec<TypeSet>),
}

impl Types {
    /// `n` unknown type sets.
    pub fn new(n: usize) -> Self {
        match n {
            0 | 1 => Types::Inline { len: n as u8, set: [TypeSet::default()] },
            _ => Types::Heap(vec![TypeSet::default(); n]),
        }
    }
}

impl core::ops::Deref for Types {
    type Target = [TypeSet];
    fn deref(&self) -> &[TypeSet] {
        match self {
            Types::Inline { len, set } => &set[..usize::from(*len)],
            Types::Heap(v) => v,
        }
    }
}

impl core::ops::DerefMut for Types {
    fn deref_mut(&mut self) -> &mut [TypeSet] {
        match self {
            Types::Inline { len, set } => &mut set[..usize::from(*len)],
            Types::Heap(v) => v,
        }
    }
}

impl<'a> IntoIterator for &'a Types {
    type Item = &'a TypeSet;
    type IntoIter = core::slice::Iter<'a, TypeSet>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a> IntoIterator for &'a mut Types {
    type Item = &'a mut TypeSet;
    type IntoIter = core::slice::IterMut<'a, TypeSet>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

/// One node.
///
/// A large target's model holds millions of nodes (RISCV: 1.8 million after
/// the HwMode expansion), so what few nodes carry (predicates, a transform,
/// a result permutation) lives behind one pointer, read through accessors.
#[derive(Clone, Debug)]
pub struct Node {
    /// Leaf or operator.
    pub op: Op,
    /// One type set per result.
    pub types: Types,
    /// `$name`, if any (a string value).
    pub name: Option<Init>,
    /// The children (shared handles).
    pub children: Children,
    /// The rarely present rest; `None` reads as all empty.
    extra: Option<Box<NodeExtra>>,
}

/// The parts of a [`Node`] that most nodes lack.
#[derive(Clone, Debug, Default)]
struct NodeExtra {
    /// Result permutation (`ResultPerm`); empty for the identity.
    result_perm: Vec<u32>,
    /// Names under which predicates see this node: `(scope, name)`.
    pred_args: Vec<(u32, Init)>,
    /// Predicates to check, in order.
    preds: Vec<PredCall>,
    /// `SDNodeXForm` to apply to the value.
    xform: Option<RecId>,
    /// The `GISelFlags` record of the fragment it came from.
    gisel_flags: Option<RecId>,
}

impl Node {
    /// Adds `by` to every predicate scope above `above` (the scopes a
    /// thread numbered from `above` on, moved after those of the threads
    /// before it).
    pub(super) fn shift_scopes(&mut self, above: u32, by: u32) {
        if let Some(x) = &mut self.extra {
            let shift = |s: &mut u32| {
                if *s > above {
                    *s += by;
                }
            };
            x.pred_args.iter_mut().for_each(|(s, _)| shift(s));
            x.preds.iter_mut().for_each(|p| shift(&mut p.scope));
        }
    }

    /// A fresh node with `num_results` unknown types.
    pub fn new(op: Op, children: Children, num_results: usize) -> Self {
        Node { op, types: Types::new(num_results), name: None, children, extra: None }
    }

    fn extra_mut(&mut self) -> &mut NodeExtra {
        self.extra.get_or_insert_with(Box::default)
    }

    /// Result permutation (`ResultPerm`); empty for the identity, which
    /// almost every node has.
    pub fn result_perm(&self) -> &[u32] {
        self.extra.as_ref().map_or(&[], |e| &e.result_perm)
    }

    /// Sets the result permutation; the identity is kept as the empty one
    /// (and allocates nothing).
    pub fn set_result_perm(&mut self, perm: Vec<u32>) {
        if perm.iter().enumerate().all(|(i, &p)| p == i as u32) {
            if let Some(e) = &mut self.extra {
                e.result_perm.clear();
            }
        } else {
            self.extra_mut().result_perm = perm;
        }
    }

    /// Names under which predicates see this node: `(scope, name)`.
    pub fn pred_args(&self) -> &[(u32, Init)] {
        self.extra.as_ref().map_or(&[], |e| &e.pred_args)
    }

    /// The predicate argument names, to change.
    pub fn pred_args_mut(&mut self) -> &mut Vec<(u32, Init)> {
        &mut self.extra_mut().pred_args
    }

    /// Predicates to check, in order.
    pub fn preds(&self) -> &[PredCall] {
        self.extra.as_ref().map_or(&[], |e| &e.preds)
    }

    /// The predicates, to change.
    pub fn preds_mut(&mut self) -> &mut Vec<PredCall> {
        &mut self.extra_mut().preds
    }

    /// Removes every predicate (allocating nothing when there are none).
    pub fn clear_preds(&mut self) {
        if let Some(e) = &mut self.extra {
            e.preds.clear();
        }
    }

    /// `SDNodeXForm` to apply to the value.
    pub fn xform(&self) -> Option<RecId> {
        self.extra.as_ref().and_then(|e| e.xform)
    }

    /// Sets or clears the transform.
    pub fn set_xform(&mut self, x: Option<RecId>) {
        if x.is_some() || self.extra.is_some() {
            self.extra_mut().xform = x;
        }
    }

    /// The `GISelFlags` record of the fragment it came from.
    pub fn gisel_flags(&self) -> Option<RecId> {
        self.extra.as_ref().and_then(|e| e.gisel_flags)
    }

    /// Sets the `GISelFlags` record.
    pub fn set_gisel_flags(&mut self, f: Option<RecId>) {
        if f.is_some() || self.extra.is_some() {
            self.extra_mut().gisel_flags = f;
        }
    }

    /// Copies predicates, their argument names, transform and `GISelFlags`
    /// from `o` (not the result permutation).
    pub fn copy_decorations(&mut self, o: &Node) {
        match &o.extra {
            None => {
                if let Some(e) = &mut self.extra {
                    e.pred_args.clear();
                    e.preds.clear();
                    e.xform = None;
                    e.gisel_flags = None;
                }
            }
            Some(oe) => {
                let e = self.extra_mut();
                e.pred_args.clone_from(&oe.pred_args);
                e.preds.clone_from(&oe.preds);
                e.xform = oe.xform;
                e.gisel_flags = oe.gisel_flags;
            }
        }
    }

    /// A copy of this node with `children` and `types` and the identity
    /// result permutation (what LLVM's copies get).
    pub fn copy_with(&self, children: Children, types: Types) -> Node {
        let mut n = Node { op: self.op, types, name: self.name, children, extra: None };
        if self.extra.is_some() {
            n.copy_decorations(self);
        }
        n
    }

    /// True for leaves.
    pub fn is_leaf(&self) -> bool {
        matches!(self.op, Op::Leaf(_))
    }

    /// The operator record of a non-leaf.
    pub fn operator(&self) -> Option<RecId> {
        match self.op {
            Op::Node(r) => Some(r),
            Op::Leaf(_) => None,
        }
    }

    /// The record of a leaf that is a record.
    pub fn leaf_def(&self) -> Option<RecId> {
        match self.op {
            Op::Leaf(Leaf::Def(r)) => Some(r),
            _ => None,
        }
    }

    /// The integer of an integer leaf.
    pub fn leaf_int(&self) -> Option<i64> {
        match self.op {
            Op::Leaf(Leaf::Int(v)) => Some(v),
            _ => None,
        }
    }
}

/// Every node made while analysing the patterns.
///
/// A fork of the arena (for a thread's share of the analysis: see
/// `fork.rs`) reads the nodes it was made from through a shared, read-only
/// prefix: its own nodes come after them, and a prefix node it changes is
/// copied first, so the original stays as every other thread sees it.
#[derive(Clone, Debug, Default)]
pub struct Arena {
    /// The nodes from `own_from` on.
    nodes: Vec<Node>,
    /// The id of `nodes[0]`: 0, except in a fork, where the ids before are
    /// the shared nodes. Kept here, not read through `prefix`, as every
    /// node access of the analysis goes through it.
    own_from: usize,
    /// A fork's view of the nodes before its own.
    prefix: Option<Box<Prefix>>,
}

/// The nodes a fork of an [`Arena`] was made from.
#[derive(Clone, Debug)]
struct Prefix {
    shared: std::sync::Arc<Vec<Node>>,
    /// The fork's copies of the shared nodes it changed, by id.
    copies: Vec<Option<Box<Node>>>,
    /// The ids with a copy, in the order they were first changed.
    changed: Vec<u32>,
}

impl Arena {
    /// A fork of the arena whose nodes are `shared`: ids below their number
    /// read them, new nodes come after.
    pub(super) fn fork(shared: std::sync::Arc<Vec<Node>>) -> Arena {
        let own_from = shared.len();
        let prefix = Prefix { shared, copies: Vec::new(), changed: Vec::new() };
        Arena { nodes: Vec::new(), own_from, prefix: Some(Box::new(prefix)) }
    }

    /// Moves every node out, for forks to share (see [`Arena::fork`]); the
    /// arena is empty until [`Arena::restore`].
    pub(super) fn take_nodes(&mut self) -> Vec<Node> {
        std::mem::take(&mut self.nodes)
    }

    /// Puts back what [`Arena::take_nodes`] took.
    pub(super) fn restore(&mut self, nodes: Vec<Node>) {
        self.nodes = nodes;
    }

    /// A fork's changed shared nodes, as `(id, changed node)`, in the order
    /// first changed; the fork reads the shared originals again after.
    pub(super) fn take_changed(&mut self) -> Vec<(u32, Node)> {
        let Some(p) = &mut self.prefix else { return Vec::new() };
        let changed = std::mem::take(&mut p.changed);
        changed.into_iter().filter_map(|id| Some((id, *p.copies.get_mut(id as usize)?.take()?))).collect()
    }

    /// Replaces node `id` (outside a fork).
    pub(super) fn replace(&mut self, id: u32, n: Node) {
        if let Some(slot) = self.nodes.get_mut(id as usize) {
            *slot = n;
        }
    }

    /// Drops every node that no tree in `roots` reaches and renumbers the
    /// rest, keeping their order (so comparisons of ids keep their answers)
    /// and their sharing. Returns the new id of each old one (`None` for a
    /// dropped node). Not for a fork (whose shared nodes it keeps).
    ///
    /// The pattern model builds trees and then replaces them (a pattern
    /// expanded per hardware mode leaves its original behind), and an
    /// arena never frees; on RISCV a fifth of the nodes are such leftovers.
    pub fn retain_reachable(&mut self, roots: impl IntoIterator<Item = NodeId>) -> Vec<Option<NodeId>> {
        let mut live = vec![false; self.nodes.len()];
        let mut stack: Vec<NodeId> = roots.into_iter().collect();
        while let Some(id) = stack.pop() {
            let Some(seen) = live.get_mut(id.0 as usize) else { continue };
            if !*seen {
                *seen = true;
                stack.extend_from_slice(&self.nodes[id.0 as usize].children);
            }
        }
        let mut next = 0u32;
        let remap: Vec<Option<NodeId>> = live
            .iter()
            .map(|&l| {
                l.then(|| {
                    next += 1;
                    NodeId(next - 1)
                })
            })
            .collect();
        // In place: a second array as large as this one would raise the peak.
        let mut index = 0;
        self.nodes.retain(|_| {
            index += 1;
            live[index - 1]
        });
        self.nodes.shrink_to_fit();
        for n in &mut self.nodes {
            for c in &mut n.children {
                // A live node's children are live.
                *c = remap.get(c.0 as usize).copied().flatten().unwrap_or(*c);
            }
        }
        remap
    }

    /// Every node, in id order; `None` for a fork (whose shared nodes are
    /// not its own).
    pub fn nodes(&self) -> Option<&[Node]> {
        self.prefix.is_none().then_some(&self.nodes[..])
    }

    /// The arena of `nodes`, in id order.
    pub(super) fn from_nodes(nodes: Vec<Node>) -> Arena {
        Arena { nodes, own_from: 0, prefix: None }
    }

    /// Number of nodes (a fork's shared ones included).
    pub fn len(&self) -> usize {
        self.own_from + self.nodes.len()
    }

    /// Drops the nodes from `len` on (ids `len..`, all made by this arena).
    pub(super) fn truncate(&mut self, len: usize) {
        self.nodes.truncate(len.saturating_sub(self.own_from));
    }

    /// True when no node was added.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Removes and returns the nodes from `from` on (ids `from..`, all
    /// made by this arena, not shared).
    pub(super) fn split_off(&mut self, from: usize) -> Vec<Node> {
        let at = from.saturating_sub(self.own_from).min(self.nodes.len());
        self.nodes.split_off(at)
    }

    /// Makes room for `n` more nodes.
    pub(super) fn reserve(&mut self, n: usize) {
        self.nodes.reserve(n);
    }

    /// Adds a node.
    pub fn add(&mut self, n: Node) -> NodeId {
        self.nodes.push(n);
        NodeId((self.len() - 1) as u32)
    }

    /// The node `id`.
    #[inline]
    pub fn get(&self, id: NodeId) -> &Node {
        let i = id.0 as usize;
        // One bounds check serves both cases: below `own_from` the index
        // wraps around past the end.
        match self.nodes.get(i.wrapping_sub(self.own_from)) {
            Some(n) => n,
            None => self.shared(i),
        }
    }

    /// A fork's shared node `i` (its copy if it changed it).
    #[cold]
    fn shared(&self, i: usize) -> &Node {
        match &self.prefix {
            Some(p) => match p.copies.get(i) {
                Some(Some(copy)) => copy,
                _ => &p.shared[i],
            },
            None => &self.nodes[i],
        }
    }

    /// The node `id`, mutably (seen by every parent sharing it). A fork
    /// copies a shared node first.
    #[inline]
    pub fn get_mut(&mut self, id: NodeId) -> &mut Node {
        let i = id.0 as usize;
        let own = i.wrapping_sub(self.own_from);
        if own < self.nodes.len() {
            return &mut self.nodes[own];
        }
        self.shared_mut(i)
    }

    /// A fork's copy of shared node `i`, made on first use.
    #[cold]
    fn shared_mut(&mut self, i: usize) -> &mut Node {
        let Some(p) = &mut self.prefix else { return &mut self.nodes[i] };
        let Prefix { shared, copies, changed } = &mut **p;
        if copies.len() <= i {
            copies.resize(shared.len(), None);
        }
        copies[i].get_or_insert_with(|| {
            changed.push(i as u32);
            Box::new(shared[i].clone())
        })
    }

    /// Child `i` of `id`.
    pub fn child(&self, id: NodeId, i: usize) -> NodeId {
        self.get(id).children[i]
    }

    /// LLVM's `clone`: a deep copy with nothing shared.
    pub fn deep_clone(&mut self, id: NodeId) -> NodeId {
        tablegen_core::stack::guard(|| {
            let n = self.get(id);
            let types = n.types.clone();
            let child_ids = n.children.clone();
            let children = child_ids.iter().map(|&c| self.deep_clone(c)).collect();
            // A copy gets the identity permutation, as LLVM's constructor.
            let copy = self.get(id).copy_with(children, types);
            self.add(copy)
        })
    }

    /// LLVM's `RemoveAllTypes`.
    pub fn remove_all_types(&mut self, id: NodeId) {
        tablegen_core::stack::guard(|| {
            let n = self.get_mut(id);
            for t in &mut n.types {
                *t = TypeSet::default();
            }
            let children = n.children.clone();
            for c in children {
                self.remove_all_types(c);
            }
        })
    }
}

/// Steps an odometer over `alts`; false when it wraps around.
pub(super) fn advance(idx: &mut [usize], alts: &[Vec<NodeId>]) -> bool {
    for i in (0..idx.len()).rev() {
        idx[i] += 1;
        if idx[i] == alts[i].len() {
            idx[i] = 0;
        } else {
            return true;
        }
    }
    false
}
