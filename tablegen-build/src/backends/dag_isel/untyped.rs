//! Type inference on the pattern with its types removed (LLVM's
//! `MatcherGen::InferPossibleTypes`): what the matcher can take for granted
//! without a type check. This is a reduced form of the pattern model's
//! inference, for the default hardware mode, with registers ignored.

use std::collections::HashMap;

use tablegen_core::RecordKeeper;

use crate::model::patterns::{CodeGenDagPatterns, ConstraintKind, Leaf, Mvt, MvtSet, NodeId, Op};

/// Inferred type sets per node and result (empty: unknown).
pub struct Untyped<'a> {
    rk: &'a RecordKeeper,
    cdp: &'a CodeGenDagPatterns,
    legal: MvtSet,
    /// The sets.
    pub types: HashMap<NodeId, Vec<MvtSet>>,
}

impl<'a> Untyped<'a> {
    /// Every node of `root` with unknown types, then inferred.
    pub fn new(rk: &'a RecordKeeper, cdp: &'a CodeGenDagPatterns, root: NodeId) -> Self {
        let legal = cdp.legal_types.get(crate::model::codegen::DEFAULT_MODE);
        let mut u = Untyped { rk, cdp, legal, types: HashMap::new() };
        u.init(root);
        u.infer(root);
        u
    }

    fn init(&mut self, n: NodeId) {
        let node = self.cdp.node(n);
        self.types.insert(n, vec![MvtSet::default(); node.types.len()]);
        for &c in &node.children {
            self.init(c);
        }
    }

    /// The set of result `i` of `n`.
    pub fn get(&self, n: NodeId, i: usize) -> MvtSet {
        self.types.get(&n).and_then(|v| v.get(i)).copied().unwrap_or_default()
    }

    /// Sets result `i` of `n` and infers again.
    pub fn set(&mut self, root: NodeId, n: NodeId, i: usize, t: MvtSet) {
        if let Some(v) = self.types.get_mut(&n).and_then(|v| v.get_mut(i)) {
            *v = t;
        }
        self.infer(root);
    }

    fn infer(&mut self, root: NodeId) {
        let mut guard = 0;
        while self.apply(root) && guard < 1000 {
            guard += 1;
        }
    }

    fn merge(&mut self, n: NodeId, i: usize, input: MvtSet) -> bool {
        if input.is_empty() {
            return false;
        }
        let iptr = self.cdp.mvts.iptr;
        let mvts = &self.cdp.mvts;
        let Some(out) = self.types.get_mut(&n).and_then(|v| v.get_mut(i)) else { return false };
        if *out == input {
            return false;
        }
        if out.is_empty() {
            *out = input;
            return true;
        }
        // Intersection, iPTR being a wildcard for scalar integers: against
        // one integer it gives that integer, against several it stays iPTR.
        let before = *out;
        let (op, ip) = (before.contains(iptr), input.contains(iptr));
        let mut result = MvtSet::default();
        for t in before.iter() {
            if input.contains(t) {
                result.insert(t);
            }
        }
        if op != ip {
            let other = if op { input } else { before };
            let leftover: Vec<Mvt> =
                other.iter().filter(|&t| t != iptr && mvts.get(t).is_scalar_integer && !result.contains(t)).collect();
            if leftover.len() == 1 {
                result.insert(leftover[0]);
            } else if leftover.len() > 1 {
                result.insert(iptr);
            }
        }
        *out = result;
        *out != before
    }

    fn constrain(&mut self, n: NodeId, i: usize, p: impl Fn(&crate::model::patterns::Mvts, Mvt) -> bool) -> bool {
        let legal = self.legal;
        let mvts = &self.cdp.mvts;
        let Some(out) = self.types.get_mut(&n).and_then(|v| v.get_mut(i)) else { return false };
        if out.is_empty() {
            let mut s = MvtSet::default();
            for t in legal.iter() {
                if p(mvts, t) {
                    s.insert(t);
                }
            }
            let changed = !s.is_empty();
            *out = s;
            return changed;
        }
        out.erase_if(|t| !p(mvts, t))
    }

    /// A reduced `EnforceSmallerThan`: `small` (a node result, or a fixed
    /// set) has smaller types of the same kind than `big`.
    fn smaller_than(&mut self, small: Option<(NodeId, usize)>, fixed: Option<MvtSet>, b: NodeId, bi: usize) -> bool {
        let mut ch = false;
        if let Some((a, ai)) = small {
            ch |= self.constrain(a, ai, |_, _| true);
        }
        ch |= self.constrain(b, bi, |_, _| true);
        let s = match (small, fixed) {
            (Some((a, ai)), _) => self.get(a, ai),
            (None, Some(f)) => f,
            _ => return ch,
        };
        let big = self.get(b, bi);
        let m = &self.cdp.mvts;
        let int = |t: Mvt| m.is_integer_or_ptr(t);
        let both_int = s.iter().any(int) && big.iter().any(int);
        let both_fp = s.iter().any(|t| m.is_fp(t)) && big.iter().any(|t| m.is_fp(t));
        let kind = |t: Mvt| {
            if both_int {
                int(t)
            } else if both_fp {
                m.is_fp(t)
            } else {
                true
            }
        };
        let size = |t: Mvt| if t == m.iptr { 0 } else { m.get(t).size };
        let min_s = s.iter().filter(|&t| kind(t)).map(size).min().unwrap_or(0);
        let max_b = big.iter().filter(|&t| kind(t)).map(size).max().unwrap_or(u64::MAX);
        if let Some((a, ai)) = small {
            ch |= self.constrain(a, ai, |_, t| kind(t) && size(t) < max_b);
        }
        ch |= self.constrain(b, bi, |_, t| kind(t) && size(t) > min_s);
        ch
    }

    fn implicit(&self, d: tablegen_core::record::RecId, unnamed: bool) -> MvtSet {
        let rk = self.rk;
        let isa = |c: &str| rk.is_subclass_of_name(d, c);
        let m = &self.cdp.mvts;
        if isa("RegisterClass") && unnamed {
            return m.range("i32").next().map(MvtSet::one).unwrap_or_default();
        }
        if isa("SubRegIndex") {
            return rk.def("i32").and_then(|d| m.of_def(d)).map(MvtSet::one).unwrap_or_default();
        }
        if isa("ValueType") && unnamed {
            return MvtSet::one(m.other);
        }
        if isa("CondCode") {
            return MvtSet::one(m.other);
        }
        if isa("PointerLikeRegClass") {
            return MvtSet::one(m.iptr);
        }
        if isa("RegisterOperand") || isa("RegisterClass") || isa("Register") || isa("ValueType") {
            return MvtSet::default();
        }
        if isa("ComplexPattern") || isa("PatFrags") {
            return MvtSet::default();
        }
        if isa("Operand") {
            if let Ok(t) = rk.value_as_def(d, "Type") {
                if let Some(v) = m.of_def(t) {
                    return MvtSet::one(v);
                }
            }
        }
        MvtSet::default()
    }

    fn apply(&mut self, n: NodeId) -> bool {
        let cdp = self.cdp;
        let node = cdp.node(n);
        match node.op {
            Op::Leaf(Leaf::Def(d)) => {
                let unnamed = !node.name.and_then(|i| self.rk.inits.as_str(i)).is_some_and(|s| !s.is_empty());
                let t = self.implicit(d, unnamed);
                let mut ch = false;
                for i in 0..node.types.len() {
                    ch |= self.merge(n, i, t);
                }
                ch
            }
            Op::Leaf(Leaf::Int(_)) => self.constrain(n, 0, |m, t| m.is_integer_or_ptr(t)),
            Op::Leaf(_) => false,
            Op::Node(r) => {
                if let Some(idx) = cdp.intrinsic_of(n) {
                    let sig = &cdp.intrinsics.intrinsics[idx].signature;
                    let vt_of = |r: tablegen_core::record::RecId| {
                        self.rk.value_as_def(r, "VT").ok().and_then(|d| cdp.mvts.of_def(d))
                    };
                    let mut ch = false;
                    for (i, &r) in sig.ret_tys.iter().enumerate() {
                        if let Some(t) = vt_of(r) {
                            ch |= self.merge(n, i, MvtSet::one(t));
                        }
                    }
                    if let Some(&c0) = node.children.first() {
                        ch |= self.merge(c0, 0, MvtSet::one(cdp.mvts.iptr));
                    }
                    for (i, &c) in node.children.iter().skip(1).enumerate() {
                        ch |= self.apply(c);
                        if let Some(t) = sig.param_tys.get(i).and_then(|&r| vt_of(r)) {
                            ch |= self.merge(c, 0, MvtSet::one(t));
                        }
                    }
                    return ch;
                }
                let mut ch = false;
                for &c in &node.children {
                    ch |= self.apply(c);
                }
                let Some(info) = cdp.sd_node(r) else { return ch };
                let nres = info.num_results;
                let pick = |op: u32| -> Option<(NodeId, usize)> {
                    if op < nres {
                        Some((n, op as usize))
                    } else {
                        node.children.get((op - nres) as usize).map(|&c| (c, 0))
                    }
                };
                for c in &info.constraints {
                    let Some((a, ai)) = pick(c.operand) else { continue };
                    match &c.kind {
                        ConstraintKind::IsVt(v) => {
                            if let Some(t) = v.get_simple() {
                                ch |= self.merge(a, ai, MvtSet::one(t));
                            }
                        }
                        ConstraintKind::IsPtrTy => ch |= self.merge(a, ai, MvtSet::one(cdp.mvts.iptr)),
                        ConstraintKind::IsInt => ch |= self.constrain(a, ai, |m, t| m.is_integer_or_ptr(t)),
                        ConstraintKind::IsFp => ch |= self.constrain(a, ai, |m, t| m.is_fp(t)),
                        ConstraintKind::IsVec => ch |= self.constrain(a, ai, |m, t| m.is_vector(t)),
                        ConstraintKind::SameAs(o) => {
                            if let Some((b, bi)) = pick(*o) {
                                let tb = self.get(b, bi);
                                ch |= self.merge(a, ai, tb);
                                let ta = self.get(a, ai);
                                ch |= self.merge(b, bi, ta);
                            }
                        }
                        ConstraintKind::OpSmallerThanOp(o) => {
                            if let Some((b, bi)) = pick(*o) {
                                ch |= self.smaller_than(Some((a, ai)), None, b, bi);
                            }
                        }
                        ConstraintKind::VtSmallerThanOp(o) => {
                            let small = cdp.node(a).leaf_def().and_then(|d| cdp.mvts.of_def(d));
                            if let (Some(t), Some((b, bi))) = (small, pick(*o)) {
                                ch |= self.smaller_than(None, Some(MvtSet::one(t)), b, bi);
                            }
                        }
                        _ => {}
                    }
                }
                ch
            }
        }
    }
}
