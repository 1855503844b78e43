//! Commutative and associative variants of the patterns (LLVM's
//! `GenerateVariants`). Variants share the subtrees they do not change,
//! as in LLVM; they are made after inference, so nothing mutates them.

use tablegen_core::init::Init;
use tablegen_core::intern::{fx_hash, FxHashMap};

use super::cx::{Cls, Cx, R};
use super::tree::advance;
use super::tree::{NodeId, Op};
use crate::model::intrinsics::Sdnp;

/// Most variant nodes one pattern may produce: LLVM enumerates them all,
/// which takes exponential time on deep commutative trees; past this we
/// stop with an error instead. The most any LLVM 19 target needs is 532
/// (AArch64).
const VARIANT_BUDGET: u64 = 1 << 12;

/// Names used more than once in a source tree (LLVM's `MultipleUseVarSet`).
type DepVars = Vec<Init>;

impl Cx<'_> {
    fn find_dep_vars(&self, n: NodeId, counts: &mut Vec<(Init, u32)>) {
        let node = self.node(n);
        if node.is_leaf() {
            if let (Some(name), Some(_)) = (node.name, node.leaf_def()) {
                match counts.iter_mut().find(|(k, _)| *k == name) {
                    Some(e) => e.1 += 1,
                    None => counts.push((name, 1)),
                }
            }
        } else {
            for &c in &node.children {
                self.find_dep_vars(c, counts);
            }
        }
    }

    /// A hash of what [`Self::isomorphic`] compares apart from types and
    /// names: isomorphic trees have equal shapes, so a differing shape rules
    /// a pair out without walking both trees. `GenerateVariants` asks, for
    /// every variant, whether any pattern is isomorphic to it, which made
    /// the walk a hot spot.
    fn shape(&self, n: NodeId) -> u64 {
        tablegen_core::stack::guard(|| {
            let x = self.node(n);
            let children: Vec<u64> = x.children.iter().map(|&c| self.shape(c)).collect();
            // A leaf's children are not compared; nor are they hashed.
            let children = if x.is_leaf() { &[][..] } else { &children[..] };
            fx_hash(&(x.op, x.types.len(), x.preds(), x.xform(), children))
        })
    }

    /// LLVM's `isIsomorphicTo`.
    pub(super) fn isomorphic(&self, a: NodeId, b: NodeId, dep: &DepVars) -> bool {
        if a == b {
            return true;
        }
        tablegen_core::stack::guard(|| {
            let (x, y) = (self.node(a), self.node(b));
            if x.is_leaf() != y.is_leaf() {
                return false;
            }
            if !x.is_leaf() && (x.op != y.op || x.children.len() != y.children.len()) {
                return false;
            }
            if x.types.len() != y.types.len()
                || x.types.iter().zip(&y.types).any(|(p, q)| !p.same(q))
                || x.preds() != y.preds()
                || x.xform() != y.xform()
            {
                return false;
            }
            if x.is_leaf() {
                if let (Some(d1), Some(d2)) = (x.leaf_def(), y.leaf_def()) {
                    return d1 == d2 && (x.name.map_or(true, |n| !dep.contains(&n)) || x.name == y.name);
                }
                return x.op == y.op;
            }
            x.children.iter().zip(&y.children).all(|(&p, &q)| self.isomorphic(p, q, dep))
        })
    }

    fn combine_child_variants(
        &mut self,
        orig: NodeId,
        child_variants: &[Vec<NodeId>],
        out: &mut Vec<NodeId>,
        dep: &DepVars,
    ) {
        if child_variants.iter().any(Vec::is_empty) {
            return;
        }
        let o = self.node(orig).clone();
        let mut idx = vec![0usize; child_variants.len()];
        loop {
            if self.variant_budget == 0 {
                return;
            }
            self.variant_budget -= 1;
            let children = idx.iter().zip(child_variants).map(|(&i, v)| v[i]).collect();
            let mut r = super::tree::Node::new(o.op, children, o.types.len());
            r.name = o.name;
            r.copy_decorations(&o);
            r.types.clone_from(&o.types);
            let r = self.arena().add(r);
            if self.can_pattern_match(r).is_ok() && !out.iter().any(|&v| self.isomorphic(r, v, dep)) {
                out.push(r);
            }
            if !advance(&mut idx, child_variants) {
                break;
            }
        }
    }

    /// LLVM's `GatherChildrenOfAssociativeOpcode`, as far as the caller
    /// needs it: it only reassociates a chain of exactly three operands,
    /// that is of two binary nodes, so the walk stops at a third (`out`
    /// then holds more than three entries or fewer, never exactly three).
    /// Gathering the whole chain at every level made variant generation
    /// quadratic in its depth (16,000 nested `add`s: 1.3 s, 72% of it
    /// here).
    fn gather_associative(&self, n: NodeId, out: &mut Vec<NodeId>) {
        let mut inner = 0;
        self.gather_associative_at(n, out, &mut inner);
        if inner > 2 {
            out.clear();
        }
    }

    fn gather_associative_at(&self, n: NodeId, out: &mut Vec<NodeId>, inner: &mut u32) {
        let node = self.node(n);
        let op = node.op;
        if node.name.is_some() || !node.preds().is_empty() || node.xform().is_some() || node.children.len() != 2 {
            out.push(n);
            return;
        }
        *inner += 1;
        if *inner > 2 {
            return;
        }
        for &c in &node.children {
            let cn = self.node(c);
            if cn.is_leaf() || cn.op != op {
                out.push(c);
            } else {
                self.gather_associative_at(c, out, inner);
            }
        }
    }

    fn variants_of(&mut self, n: NodeId, out: &mut Vec<NodeId>, dep: &DepVars) {
        tablegen_core::stack::guard(|| self.variants_of_inner(n, out, dep))
    }

    fn variants_of_inner(&mut self, n: NodeId, out: &mut Vec<NodeId>, dep: &DepVars) {
        let node = self.node(n).clone();
        let Op::Node(op) = node.op else {
            out.push(n);
            return;
        };
        if self.isa(op, Cls::ComplexPattern) {
            out.push(n);
            return;
        }
        let Some(info) = self.m.sd_nodes.get(&op) else {
            out.push(n);
            return;
        };
        let (assoc, comm) = (info.has(Sdnp::Associative), info.has(Sdnp::Commutative));
        if assoc && node.children.len() == 2 {
            let mut max = Vec::new();
            self.gather_associative(n, &mut max);
            if max.len() == 3 {
                let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
                self.variants_of(max[0], &mut a, dep);
                self.variants_of(max[1], &mut b, dep);
                self.variants_of(max[2], &mut c, dep);
                let pair = |cx: &mut Self, x: &Vec<NodeId>, y: &Vec<NodeId>| {
                    let mut v = Vec::new();
                    cx.combine_child_variants(n, &[x.clone(), y.clone()], &mut v, dep);
                    v
                };
                let ab = pair(self, &a, &b);
                let ba = pair(self, &b, &a);
                let ac = pair(self, &a, &c);
                let ca = pair(self, &c, &a);
                let bc = pair(self, &b, &c);
                let cb = pair(self, &c, &b);
                for (x, y) in [
                    (&ab, &c),
                    (&ba, &c),
                    (&ac, &b),
                    (&ca, &b),
                    (&bc, &a),
                    (&cb, &a),
                    (&c, &ab),
                    (&c, &ba),
                    (&b, &ac),
                    (&b, &ca),
                    (&a, &bc),
                    (&a, &cb),
                ] {
                    self.combine_child_variants(n, &[x.clone(), y.clone()], out, dep);
                }
                return;
            }
        }
        let mut child_variants: Vec<Vec<NodeId>> = Vec::with_capacity(node.children.len());
        for &c in &node.children {
            let mut v = Vec::new();
            self.variants_of(c, &mut v, dep);
            child_variants.push(v);
        }
        self.combine_child_variants(n, &child_variants, out, dep);
        let comm_intr = self.is_commutative_intrinsic(n);
        if comm || comm_intr {
            let skip = usize::from(comm_intr);
            if node.children.len() < 2 + skip {
                return;
            }
            let no_registers = (skip..2 + skip).all(|i| {
                let c = self.node(node.children[i]);
                !c.leaf_def().is_some_and(|d| self.isa(d, Cls::Register))
            });
            if no_registers {
                child_variants.swap(skip, skip + 1);
                self.combine_child_variants(n, &child_variants, out, dep);
            }
        }
    }

    /// LLVM's `GenerateVariants`.
    pub(super) fn generate_variants(&mut self) -> R<()> {
        let e = self.m.patterns.len();
        // The patterns by shape: a variant is looked for among the patterns
        // of its shape only (LLVM scans them all, quadratic in the number of
        // patterns; whether one matches does not depend on the order).
        let mut by_shape: FxHashMap<u64, Vec<usize>> = FxHashMap::default();
        for p in 0..e {
            by_shape.entry(self.shape(self.m.patterns[p].src)).or_default().push(p);
        }
        let mut i = 0;
        while i < e {
            let src = self.m.patterns[i].src;
            let mut counts = Vec::new();
            self.find_dep_vars(src, &mut counts);
            let dep: DepVars = counts.into_iter().filter(|&(_, c)| c > 1).map(|(k, _)| k).collect();
            let mut variants = Vec::new();
            self.variant_budget = VARIANT_BUDGET;
            self.variants_of(src, &mut variants, &dep);
            if self.variant_budget == 0 {
                let rec = self.m.patterns[i].src_record;
                let msg = format!("pattern has more than {VARIANT_BUDGET} commutative variants");
                return self.fatal_at(rec, msg);
            }
            if variants.len() > 1 {
                for v in variants {
                    let mut exists = false;
                    let shape = self.shape(v);
                    for &p in by_shape.get(&shape).map_or(&[][..], Vec::as_slice) {
                        if i != p && self.m.patterns[i].predicates != self.m.patterns[p].predicates {
                            continue;
                        }
                        if self.isomorphic(v, self.m.patterns[p].src, &dep) {
                            exists = true;
                            break;
                        }
                    }
                    if exists {
                        continue;
                    }
                    let mut q = self.m.patterns[i].clone();
                    q.src = v;
                    q.id = self.new_uid();
                    by_shape.entry(shape).or_default().push(self.m.patterns.len());
                    self.m.patterns.push(q);
                }
            }
            i += 1;
        }
        Ok(())
    }
}
