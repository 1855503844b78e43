//! Type inference (LLVM's `TypeInfer` and `ApplyTypeConstraints`): type
//! sets are narrowed by every constraint until nothing changes.

use std::cell::OnceCell;
use std::collections::BTreeSet;
use std::rc::Rc;
use std::sync::Arc;

use tablegen_core::init::{Init, InitKind};
use tablegen_core::record::RecId;

use super::cx::TreePattern;
use super::cx::{Cls, Cx, Diag, OperandFacts, SdConstraints, R};
use super::print::tree_string;
use super::sdnode::ConstraintKind;
use super::tree::{Leaf, NodeId, Op};
use super::type_set::{union_modes, Mvt, MvtSet, Mvts, TypeSet, VtByHwMode};
use crate::model::codegen::DEFAULT_MODE;

/// The set operations of LLVM's `TypeInfer`, over the value type table
/// and the legal types.
pub(super) struct Ti<'m> {
    pub mvts: &'m Mvts,
    pub legal: &'m MvtSet,
}

fn legal_set(legal: &MvtSet) -> TypeSet {
    let mut t = TypeSet::default();
    t.map.insert(DEFAULT_MODE, *legal);
    t
}

impl Ti<'_> {
    pub fn expand_overloads(&self, vts: &mut TypeSet) {
        let m = self.mvts;
        let o = m.overloads();
        for out in vts.map.values_mut() {
            // The first overloaded type present gives way to the legal
            // types it stands for.
            let (from, to) = if out.contains(m.iptr_any) {
                out.remove(m.iptr_any);
                out.insert(m.iptr);
                continue;
            } else if out.contains(m.i_any) {
                (m.i_any, &o.int)
            } else if out.contains(m.f_any) {
                (m.f_any, &o.fp)
            } else if out.contains(m.v_any) {
                (m.v_any, &o.vector)
            } else if out.contains(m.any) {
                (m.any, &o.any)
            } else {
                continue;
            };
            out.remove(from);
            out.union(&to.intersection(self.legal));
        }
    }

    pub fn merge(&self, out: &mut TypeSet, input: &TypeSet) -> bool {
        if input.is_empty() || out.same(input) {
            return false;
        }
        if out.is_empty() {
            *out = input.clone();
            return true;
        }
        out.constrain(input, self.mvts)
    }

    fn enforce_by(&self, out: &mut TypeSet, p: impl Fn(Mvt) -> bool) -> bool {
        if !out.is_empty() {
            return out.constrain_by(p);
        }
        out.assign_if(&legal_set(self.legal), p)
    }

    pub fn enforce_integer(&self, out: &mut TypeSet) -> bool {
        self.enforce_by(out, |t| self.mvts.is_integer_or_ptr(t))
    }
    pub fn enforce_fp(&self, out: &mut TypeSet) -> bool {
        self.enforce_by(out, |t| self.mvts.is_fp(t))
    }
    pub fn enforce_scalar(&self, out: &mut TypeSet) -> bool {
        self.enforce_by(out, |t| self.mvts.is_scalar(t))
    }
    pub fn enforce_vector(&self, out: &mut TypeSet) -> bool {
        self.enforce_by(out, |t| self.mvts.is_vector(t))
    }
    pub fn enforce_any(&self, out: &mut TypeSet) -> bool {
        if !out.is_empty() {
            return false;
        }
        *out = legal_set(self.legal);
        true
    }

    /// `forceArbitrary`: the first type of every set with several.
    pub fn force_arbitrary(&self, out: &mut TypeSet) -> bool {
        let mut changed = false;
        for s in out.map.values_mut() {
            if s.len() <= 1 {
                continue;
            }
            if let Some(t) = s.first() {
                *s = MvtSet::one(t);
                changed = true;
            }
        }
        changed
    }

    fn lt(&self, a: Mvt, b: Mvt) -> bool {
        let m = self.mvts;
        (m.get(a).is_scalable, m.scalar_size(a), m.get(a).size)
            < (m.get(b).is_scalable, m.scalar_size(b), m.get(b).size)
    }

    fn same_kind_le(&self, a: Mvt, b: Mvt) -> bool {
        let m = self.mvts;
        if (m.is_vector(a), m.get(a).is_scalable) != (m.is_vector(b), m.get(b).is_scalable) {
            return false;
        }
        (m.scalar_size(a), m.get(a).size) <= (m.scalar_size(b), m.get(b).size)
    }

    fn min_if(&self, s: &MvtSet, p: impl Fn(Mvt) -> bool) -> Option<Mvt> {
        let mut min: Option<Mvt> = None;
        for t in s.iter() {
            if p(t) && min.map_or(true, |m| self.lt(t, m)) {
                min = Some(t);
            }
        }
        min
    }

    fn max_if(&self, s: &MvtSet, p: impl Fn(Mvt) -> bool) -> Option<Mvt> {
        let mut max: Option<Mvt> = None;
        for t in s.iter() {
            if p(t) && max.map_or(true, |m| self.lt(m, t)) {
                max = Some(t);
            }
        }
        max
    }

    /// `EnforceSmallerThan`; `Err` is LLVM's "Incompatible types".
    pub fn enforce_smaller_than(
        &self,
        small: &mut TypeSet,
        big: &mut TypeSet,
        small_is_vt: bool,
    ) -> Result<bool, bool> {
        let m = self.mvts;
        let mut changed = false;
        if small.is_empty() {
            changed |= self.enforce_any(small);
        }
        if big.is_empty() {
            changed |= self.enforce_any(big);
        }
        let modes = union_modes(small, big);
        let is_int = |t: Mvt| m.is_integer_or_ptr(t);
        let is_fp = |t: Mvt| m.is_fp(t);
        let is_vec = |t: Mvt| m.is_vector(t);
        for &md in &modes {
            let mut s = small.get(md);
            let mut b = big.get(md);
            if s.iter().any(is_int) && b.iter().any(is_int) {
                changed |= s.erase_if(|t| !is_int(t));
                changed |= b.erase_if(|t| !is_int(t));
            } else if s.iter().any(is_fp) && b.iter().any(is_fp) {
                changed |= s.erase_if(|t| !is_fp(t));
                changed |= b.erase_if(|t| !is_fp(t));
            } else if small_is_vt && b.is_empty() {
                s.clear();
            } else if s.is_empty() || b.is_empty() {
                changed = !s.is_empty() || !b.is_empty();
                s.clear();
                b.clear();
            } else {
                *small.get_mut(md) = s;
                *big.get_mut(md) = b;
                return Err(changed);
            }
            if !s.iter().any(is_vec) || !b.iter().any(is_vec) {
                changed |= s.erase_if(is_vec);
                changed |= b.erase_if(is_vec);
            }
            *small.get_mut(md) = s;
            *big.get_mut(md) = b;
        }
        for &md in &modes {
            let mut s = small.get(md);
            let mut b = big.get(md);
            if let Some(min_s) = self.min_if(&s, |t| m.is_scalar(t)) {
                changed |= b.erase_if(|t| self.same_kind_le(t, min_s));
            }
            if let Some(max_s) = self.max_if(&b, |t| m.is_scalar(t)) {
                changed |= s.erase_if(|t| self.same_kind_le(max_s, t));
            }
            if let Some(min_v) = self.min_if(&s, is_vec) {
                changed |= b.erase_if(|t| self.same_kind_le(t, min_v));
            }
            if let Some(max_v) = self.max_if(&b, is_vec) {
                changed |= s.erase_if(|t| self.same_kind_le(max_v, t));
            }
            *small.get_mut(md) = s;
            *big.get_mut(md) = b;
        }
        Ok(changed)
    }

    pub fn enforce_vector_elt_type_is(&self, vec: &mut TypeSet, elem: &mut TypeSet) -> bool {
        let m = self.mvts;
        let mut changed = false;
        if vec.is_empty() {
            changed |= self.enforce_vector(vec);
        }
        if elem.is_empty() {
            changed |= self.enforce_scalar(elem);
        }
        for md in union_modes(vec, elem) {
            let mut v = vec.get(md);
            let mut e = elem.get(md);
            changed |= v.erase_if(|t| m.is_scalar(t));
            changed |= e.erase_if(|t| m.is_vector(t));
            let mut vt = MvtSet::default();
            for t in v.iter() {
                vt.insert(m.get(t).elt);
            }
            let st = e;
            changed |= v.erase_if(|t| !st.contains(m.get(t).elt));
            changed |= e.erase_if(|t| !vt.contains(t));
            *vec.get_mut(md) = v;
            *elem.get_mut(md) = e;
        }
        changed
    }

    pub fn enforce_sub_vector(&self, vec: &mut TypeSet, sub: &mut TypeSet) -> bool {
        let m = self.mvts;
        let is_sub = |b: Mvt, p: Mvt| {
            m.is_vector(b)
                && m.is_vector(p)
                && m.get(b).is_scalable == m.get(p).is_scalable
                && m.get(b).elt == m.get(p).elt
                && m.get(b).n_elem < m.get(p).n_elem
        };
        let mut changed = false;
        if vec.is_empty() {
            changed |= self.enforce_vector(vec);
        }
        if sub.is_empty() {
            changed |= self.enforce_vector(sub);
        }
        for md in union_modes(vec, sub) {
            let mut s = sub.get(md);
            let mut v = vec.get(md);
            changed |= s.erase_if(|t| m.is_scalar(t));
            changed |= s.erase_if(|t| !v.iter().any(|i| is_sub(t, i)));
            changed |= v.erase_if(|t| !s.iter().any(|i| is_sub(i, t)));
            *sub.get_mut(md) = s;
            *vec.get_mut(md) = v;
        }
        changed
    }

    pub fn enforce_same_num_elts(&self, v: &mut TypeSet, w: &mut TypeSet) -> bool {
        let m = self.mvts;
        let mut changed = false;
        if v.is_empty() {
            changed |= self.enforce_any(v);
        }
        if w.is_empty() {
            changed |= self.enforce_any(w);
        }
        let count = |t: Mvt| if m.is_vector(t) { (m.get(t).n_elem, m.get(t).is_scalable) } else { (0, false) };
        for md in union_modes(v, w) {
            let mut vs = v.get(md);
            let mut ws = w.get(md);
            let vn: BTreeSet<_> = vs.iter().map(count).collect();
            let wn: BTreeSet<_> = ws.iter().map(count).collect();
            changed |= vs.erase_if(|t| !wn.contains(&count(t)));
            changed |= ws.erase_if(|t| !vn.contains(&count(t)));
            *v.get_mut(md) = vs;
            *w.get_mut(md) = ws;
        }
        changed
    }

    pub fn enforce_same_size(&self, a: &mut TypeSet, b: &mut TypeSet) -> bool {
        let m = self.mvts;
        let mut changed = false;
        if a.is_empty() {
            changed |= self.enforce_any(a);
        }
        if b.is_empty() {
            changed |= self.enforce_any(b);
        }
        let size = |t: Mvt| (m.get(t).is_scalable, m.get(t).size);
        for md in union_modes(a, b) {
            let mut as_ = a.get(md);
            let mut bs = b.get(md);
            let an: BTreeSet<_> = as_.iter().map(size).collect();
            let bn: BTreeSet<_> = bs.iter().map(size).collect();
            changed |= as_.erase_if(|t| !bn.contains(&size(t)));
            changed |= bs.erase_if(|t| !an.contains(&size(t)));
            *a.get_mut(md) = as_;
            *b.get_mut(md) = bs;
        }
        changed
    }
}

/// Where a type constraint applies: a node's result.
type Slot = (NodeId, usize);

impl Cx<'_> {
    fn ti(&self) -> Ti<'_> {
        Ti { mvts: &self.m.mvts, legal: &self.legal_default }
    }

    #[inline]
    fn ty(&self, s: Slot) -> TypeSet {
        self.node(s.0).types.get(s.1).cloned().unwrap_or_default()
    }

    #[inline]
    fn set_ty(&mut self, s: Slot, t: TypeSet) {
        if let Some(x) = self.arena().get_mut(s.0).types.get_mut(s.1) {
            *x = t;
        }
    }

    /// LLVM's `ValidateOnExit`: an all-empty set is fatal.
    pub(super) fn validate(&mut self, tp: &TreePattern, t: &TypeSet) -> R<()> {
        if tp.validate && !t.validate() {
            let mut dump = String::from(
                "Type set is empty for each HW mode:\npossible type contradiction in the pattern below (use -print-records with llvm-tblgen to see all expanded records).\n",
            );
            dump.push_str(&self.pattern_string(tp));
            dump.push_str("Generated from record:\n");
            self.rk.write_record(&mut dump, tp.rec);
            self.diags.push(Diag::Raw(dump));
            let msg = format!("Type set is empty for each HW mode in '{}'", self.name(tp.rec));
            return self.fatal_at(tp.rec, msg);
        }
        Ok(())
    }

    /// Runs a one-set operation on a slot with LLVM's checks.
    fn on_slot(&mut self, tp: &mut TreePattern, s: Slot, f: impl FnOnce(&Ti<'_>, &mut TypeSet) -> bool) -> R<bool> {
        if tp.has_error {
            return Ok(false);
        }
        let mut t = self.ty(s);
        let changed = f(&self.ti(), &mut t);
        self.set_ty(s, t.clone());
        self.validate(tp, &t)?;
        Ok(changed)
    }

    /// Runs a two-set operation on two slots with LLVM's checks.
    fn on_slots(
        &mut self,
        tp: &mut TreePattern,
        a: Slot,
        b: Slot,
        f: impl FnOnce(&Ti<'_>, &mut TypeSet, &mut TypeSet) -> Result<bool, bool>,
    ) -> R<bool> {
        if tp.has_error {
            return Ok(false);
        }
        let (mut ta, mut tb) = (self.ty(a), self.ty(b));
        let r = f(&self.ti(), &mut ta, &mut tb);
        self.set_ty(a, ta.clone());
        self.set_ty(b, tb.clone());
        self.validate(tp, &tb)?;
        self.validate(tp, &ta)?;
        match r {
            Ok(c) => Ok(c),
            Err(c) => {
                self.tp_error(tp, "Incompatible types");
                Ok(c)
            }
        }
    }

    /// LLVM's `UpdateNodeType`: the overloads of `ty` expanded, then merged in.
    pub(super) fn update_node_type(&mut self, tp: &mut TreePattern, n: NodeId, res: usize, ty: &TypeSet) -> R<bool> {
        let mut vts = ty.clone();
        self.ti().expand_overloads(&mut vts);
        self.validate(tp, &vts)?;
        if tp.has_error {
            return Ok(false);
        }
        let mut out = self.ty((n, res));
        let changed = self.ti().merge(&mut out, &vts);
        self.set_ty((n, res), out.clone());
        self.validate(tp, &out)?;
        Ok(changed)
    }

    fn update_simple(&mut self, tp: &mut TreePattern, n: NodeId, res: usize, t: Mvt) -> R<bool> {
        self.update_node_type(tp, n, res, &TypeSet::simple(t))
    }

    fn update_vt(&mut self, tp: &mut TreePattern, n: NodeId, res: usize, v: &VtByHwMode) -> R<bool> {
        self.update_node_type(tp, n, res, &TypeSet::of_vt(v))
    }

    /// LLVM's `UpdateNodeTypeFromInst`.
    pub(super) fn update_from_inst(&mut self, tp: &mut TreePattern, n: NodeId, res: usize, operand: RecId) -> R<bool> {
        let facts = self.operand_facts(operand);
        let ty = match facts.ty.get() {
            Some(ty) => ty,
            None => {
                let ty = self.operand_type(operand)?;
                facts.ty.get_or_init(|| ty)
            }
        };
        match ty {
            Some(ts) => self.update_node_type(tp, n, res, ts),
            None => Ok(false),
        }
    }

    /// What `operand` says of the type of a node in its place (a field
    /// that is not a def is LLVM's fatal error).
    fn operand_type(&mut self, operand: RecId) -> R<Option<TypeSet>> {
        Ok(if self.isa(operand, Cls::UnknownClass) {
            None
        } else if self.isa(operand, Cls::Operand) {
            let t = self.def_field(operand, "Type")?;
            Some(TypeSet::of_vt(&self.vt_of(t)))
        } else if self.isa(operand, Cls::PointerLikeRegClass) {
            Some(TypeSet::simple(self.m.mvts.iptr))
        } else if self.isa(operand, Cls::RegisterClass) {
            Some(self.rc_type_set(operand))
        } else if self.isa(operand, Cls::RegisterOperand) {
            let rc = self.def_field(operand, "RegClass")?;
            Some(self.rc_type_set(rc))
        } else {
            None
        })
    }

    /// What inference reads of `operand`, read from the record the first
    /// time.
    pub(super) fn operand_facts(&mut self, operand: RecId) -> Rc<OperandFacts> {
        if let Some(f) = self.operand_facts.get(&operand) {
            return Rc::clone(f);
        }
        let sub_ops = if self.isa(operand, Cls::Operand) {
            self.mi_operand_info(operand).into_iter().map(|(a, _)| self.rk.inits.as_def(a)).collect()
        } else {
            Vec::new()
        };
        let has_default = self.operand_has_default(operand);
        let facts = Rc::new(OperandFacts { ty: OnceCell::new(), has_default, sub_ops });
        self.operand_facts.insert(operand, Rc::clone(&facts));
        facts
    }

    /// `op`'s type profile, if it is an `SDNode`.
    fn sd_constraints(&mut self, op: RecId) -> Option<Rc<SdConstraints>> {
        if let Some(p) = self.sd_constraints.get(&op) {
            return Some(Rc::clone(p));
        }
        let info = self.m.sd_nodes.get(&op)?;
        let p = Rc::new(SdConstraints {
            num_results: info.num_results,
            num_operands: info.num_operands,
            list: info.constraints.clone(),
        });
        self.sd_constraints.insert(op, Rc::clone(&p));
        Some(p)
    }

    /// `inst`'s `HasOneImplicitDefWithKnownVT`, read once.
    fn implicit_def_vt(&mut self, inst: RecId) -> Option<Mvt> {
        if let Some(&v) = self.implicit_def_vts.get(&inst) {
            return v;
        }
        let v = self.one_implicit_def_vt(inst);
        self.implicit_def_vts.insert(inst, v);
        v
    }

    /// LLVM's `getImplicitType`.
    fn implicit_type(&mut self, tp: &mut TreePattern, r: RecId, not_registers: bool, unnamed: bool) -> R<TypeSet> {
        let m = &self.m.mvts;
        if self.isa(r, Cls::RegisterOperand) {
            if not_registers {
                return Ok(TypeSet::default());
            }
            let rc = self.def_field(r, "RegClass")?;
            return Ok(self.rc_type_set(rc));
        }
        if self.isa(r, Cls::RegisterClass) {
            if unnamed {
                return Ok(TypeSet::simple(m.i32));
            }
            if not_registers {
                return Ok(TypeSet::default());
            }
            return Ok(self.rc_type_set(r));
        }
        if self.isa(r, Cls::PatFrags) {
            return Ok(TypeSet::default());
        }
        if self.isa(r, Cls::Register) {
            if not_registers {
                return Ok(TypeSet::default());
            }
            return Ok(TypeSet::from_vts(self.reg_vts.get(&r).map(Vec::as_slice).unwrap_or(&[])));
        }
        if self.isa(r, Cls::SubRegIndex) {
            return Ok(TypeSet::simple(m.i32));
        }
        if self.isa(r, Cls::ValueType) {
            if unnamed {
                return Ok(TypeSet::simple(m.other));
            }
            if not_registers {
                return Ok(TypeSet::default());
            }
            return Ok(TypeSet::of_vt(&self.vt_of(r)));
        }
        if self.isa(r, Cls::CondCode) {
            return Ok(TypeSet::simple(m.other));
        }
        if self.isa(r, Cls::ComplexPattern) {
            if not_registers {
                return Ok(TypeSet::default());
            }
            let ty = self.m.complex_patterns.get(&r).map(|c| c.ty);
            return Ok(ty.map(|t| TypeSet::of_vt(&self.vt_of(t))).unwrap_or_default());
        }
        if self.isa(r, Cls::PointerLikeRegClass) {
            let mut vts = TypeSet::simple(m.iptr);
            self.ti().expand_overloads(&mut vts);
            self.validate(tp, &vts)?;
            return Ok(vts);
        }
        let name = self.name(r);
        if matches!(name, "node" | "srcvalue" | "zero_reg" | "immAllOnesV" | "immAllZerosV" | "undef_tied_input") {
            return Ok(TypeSet::default());
        }
        if self.isa(r, Cls::Operand) {
            let t = self.def_field(r, "Type")?;
            return Ok(TypeSet::of_vt(&self.vt_of(t)));
        }
        self.tp_error(tp, format!("Unknown node flavor used in pattern: {name}"));
        Ok(TypeSet::simple(self.m.mvts.other))
    }

    /// The intrinsic a node calls (LLVM's `getIntrinsicInfo`).
    pub(super) fn node_intrinsic(&self, n: NodeId) -> Option<usize> {
        let node = self.node(n);
        let op = node.operator()?;
        if !self.m.intrinsic_nodes.contains(&op) {
            return None;
        }
        let iid = self.node(*node.children.first()?).leaf_int()?;
        let idx = usize::try_from(iid).ok()?.checked_sub(1)?;
        (idx < self.m.intrinsics.intrinsics.len()).then_some(idx)
    }

    /// LLVM's `ApplyTypeConstraints`.
    pub(super) fn apply_type_constraints(&mut self, tp: &mut TreePattern, n: NodeId, not_registers: bool) -> R<bool> {
        tablegen_core::stack::guard(|| self.apply_inner(tp, n, not_registers))
    }

    fn apply_inner(&mut self, tp: &mut TreePattern, n: NodeId, not_registers: bool) -> R<bool> {
        if tp.has_error {
            return Ok(false);
        }
        // Only the operator, the result count, whether it is named and the
        // children are read: copying the whole node (its type sets,
        // predicates...) at every step of every round was a hot spot.
        let (op, num_types, unnamed) = {
            let node = self.node(n);
            (node.op, node.types.len(), node.name.is_none())
        };
        let op = match op {
            Op::Leaf(Leaf::Def(r)) => {
                let mut changed = false;
                for i in 0..num_types {
                    let t = self.implicit_type(tp, r, not_registers, unnamed)?;
                    changed |= self.update_node_type(tp, n, i, &t)?;
                }
                return Ok(changed);
            }
            Op::Leaf(Leaf::Int(v)) => {
                let changed = self.on_slot(tp, (n, 0), |ti, t| ti.enforce_integer(t))?;
                let t = self.ty((n, 0));
                if !t.is_value_type(false) {
                    return Ok(changed);
                }
                let vvt = t.value_type(self.m.mvts.other);
                for &vt in vvt.map.values() {
                    if vt == self.m.mvts.iptr || vt == self.m.mvts.iptr_any {
                        continue;
                    }
                    let size = self.m.mvts.get(vt).size;
                    if size >= 32 {
                        continue;
                    }
                    // LLVM shifts by size - 1 (size 0 is undefined there).
                    let shift = size.saturating_sub(1).min(63) as u32;
                    let above = v >> shift;
                    if above == -1 || above == 0 || above == 1 {
                        continue;
                    }
                    let msg = format!("Integer value '{v}' is out of range for type 'MVT::{}'!", self.m.mvts.name(vt));
                    self.tp_error(tp, msg);
                    break;
                }
                return Ok(changed);
            }
            Op::Leaf(_) => return Ok(false),
            Op::Node(op) => op,
        };
        // The children are read by index (inference never changes them):
        // copying the list at every visit was a tenth of the allocations.
        let nc = self.node(n).children.len();
        if let Some(idx) = self.node_intrinsic(n) {
            let table = Arc::clone(&self.m.intrinsics);
            let intrinsic = &table.intrinsics[idx];
            let sig = &intrinsic.signature;
            let mut changed = false;
            for (i, &rt) in sig.ret_tys.iter().enumerate() {
                let vt = self.def_field(rt, "VT")?;
                let t = self.m.mvts.of_def(vt).unwrap_or(0);
                changed |= self.update_simple(tp, n, i, t)?;
            }
            if nc != sig.param_tys.len() + 1 {
                let msg = format!(
                    "Intrinsic '{}' expects {} operands, not {} operands!",
                    intrinsic.name,
                    sig.param_tys.len(),
                    nc as i64 - 1
                );
                self.tp_error(tp, msg);
                return Ok(false);
            }
            let iptr = self.m.mvts.iptr;
            changed |= self.update_simple(tp, self.child(n, 0), 0, iptr)?;
            for (i, &pt) in sig.param_tys.iter().enumerate() {
                let c = self.child(n, i + 1);
                changed |= self.apply_type_constraints(tp, c, not_registers)?;
                let vt = self.def_field(pt, "VT")?;
                let t = self.m.mvts.of_def(vt).unwrap_or(0);
                changed |= self.update_simple(tp, c, 0, t)?;
            }
            return Ok(changed);
        }
        if self.isa(op, Cls::SdNode) {
            let Some(num_operands) = self.sd_constraints(op).map(|p| p.num_operands) else { return Ok(false) };
            if num_operands >= 0 && nc as i64 != num_operands {
                let msg = format!("{} node requires exactly {} operands!", self.name(op), num_operands);
                self.tp_error(tp, msg);
                return Ok(false);
            }
            let mut changed = false;
            for k in 0..nc {
                changed |= self.apply_type_constraints(tp, self.child(n, k), not_registers)?;
            }
            changed |= self.apply_sd_constraints(tp, n, op)?;
            return Ok(changed);
        }
        if self.isa(op, Cls::Instruction) {
            return self.apply_instruction(tp, n, op, not_registers);
        }
        if self.isa(op, Cls::ComplexPattern) {
            let mut changed = false;
            if !not_registers {
                if let Some(ty) = self.m.complex_patterns.get(&op).map(|c| c.ty) {
                    let vvt = self.vt_of(ty);
                    if vvt.get_simple() != Some(self.m.mvts.untyped) {
                        changed |= self.update_vt(tp, n, 0, &vvt)?;
                    }
                }
            }
            for k in 0..nc {
                changed |= self.apply_type_constraints(tp, self.child(n, k), not_registers)?;
            }
            return Ok(changed);
        }
        // An SDNodeXForm (or `set`/`implicit`, which LLVM would assert on).
        if nc != 1 {
            let msg = format!("Node transform '{}' requires one operand!", self.name(op));
            self.tp_error(tp, msg);
            return Ok(false);
        }
        self.apply_type_constraints(tp, self.child(n, 0), not_registers)
    }

    /// LLVM's `getOperandNum`.
    fn operand_slot(&mut self, n: NodeId, num_results: u32, op_no: u32) -> R<Slot> {
        if op_no < num_results {
            return Ok((n, op_no as usize));
        }
        let k = (op_no - num_results) as usize;
        match self.node(n).children.get(k) {
            Some(&c) => Ok((c, 0)),
            None => {
                let s = tree_string(self.rk, &self.m.arena, &self.m.mvts, n);
                self.fatal_no_loc(format!("Invalid operand number in type constraint {op_no} {s}"))
            }
        }
    }

    /// The type constraints of `SDNode` `op` applied to node `n`.
    fn apply_sd_constraints(&mut self, tp: &mut TreePattern, n: NodeId, op: RecId) -> R<bool> {
        let Some(profile) = self.sd_constraints(op) else { return Ok(false) };
        let num_results = profile.num_results;
        let mut changed = false;
        for c in &profile.list {
            if tp.has_error {
                continue;
            }
            let s = self.operand_slot(n, num_results, c.operand)?;
            changed |= match &c.kind {
                ConstraintKind::IsVt(v) => self.update_vt(tp, s.0, s.1, v)?,
                ConstraintKind::IsPtrTy => {
                    let iptr = self.m.mvts.iptr;
                    self.update_simple(tp, s.0, s.1, iptr)?
                }
                ConstraintKind::IsInt => self.on_slot(tp, s, |ti, t| ti.enforce_integer(t))?,
                ConstraintKind::IsFp => self.on_slot(tp, s, |ti, t| ti.enforce_fp(t))?,
                ConstraintKind::IsVec => self.on_slot(tp, s, |ti, t| ti.enforce_vector(t))?,
                ConstraintKind::SameAs(o) => {
                    let os = self.operand_slot(n, num_results, *o)?;
                    let t = self.ty(os);
                    let a = self.update_node_type(tp, s.0, s.1, &t)?;
                    let t = self.ty(s);
                    let b = self.update_node_type(tp, os.0, os.1, &t)?;
                    a | b
                }
                ConstraintKind::VtSmallerThanOp(o) => {
                    let leaf = self.node(s.0).leaf_def().filter(|&d| self.isa(d, Cls::ValueType));
                    let Some(vt_def) = leaf else {
                        let name = self.node(n).operator().map_or("", |r| self.name(r));
                        self.tp_error(tp, format!("{name} expects a VT operand!"));
                        return Ok(false);
                    };
                    let os = self.operand_slot(n, num_results, *o)?;
                    let mut tmp = TypeSet::of_vt(&self.vt_of(vt_def));
                    if tp.has_error {
                        false
                    } else {
                        let mut big = self.ty(os);
                        let r = self.ti().enforce_smaller_than(&mut tmp, &mut big, true);
                        self.set_ty(os, big.clone());
                        self.validate(tp, &big)?;
                        self.validate(tp, &tmp)?;
                        match r {
                            Ok(c) => c,
                            Err(c) => {
                                self.tp_error(tp, "Incompatible types");
                                c
                            }
                        }
                    }
                }
                ConstraintKind::OpSmallerThanOp(o) => {
                    let os = self.operand_slot(n, num_results, *o)?;
                    self.on_slots(tp, s, os, |ti, a, b| ti.enforce_smaller_than(a, b, false))?
                }
                ConstraintKind::EltOfVec(o) => {
                    let os = self.operand_slot(n, num_results, *o)?;
                    self.on_slots(tp, os, s, |ti, v, e| Ok(ti.enforce_vector_elt_type_is(v, e)))?
                }
                ConstraintKind::SubVecOfVec(o) => {
                    let os = self.operand_slot(n, num_results, *o)?;
                    self.on_slots(tp, os, s, |ti, v, sub| Ok(ti.enforce_sub_vector(v, sub)))?
                }
                ConstraintKind::VecEltIsVt(v) => {
                    if tp.has_error {
                        false
                    } else {
                        let mut tmp = TypeSet::of_vt(v);
                        let mut vec = self.ty(s);
                        let c = self.ti().enforce_vector_elt_type_is(&mut vec, &mut tmp);
                        self.set_ty(s, vec.clone());
                        self.validate(tp, &tmp)?;
                        self.validate(tp, &vec)?;
                        c
                    }
                }
                ConstraintKind::SameNumEltsAs(o) => {
                    let os = self.operand_slot(n, num_results, *o)?;
                    self.on_slots(tp, os, s, |ti, a, b| Ok(ti.enforce_same_num_elts(a, b)))?
                }
                ConstraintKind::SameSizeAs(o) => {
                    let os = self.operand_slot(n, num_results, *o)?;
                    self.on_slots(tp, os, s, |ti, a, b| Ok(ti.enforce_same_size(a, b)))?
                }
            };
        }
        Ok(changed)
    }

    fn is_operand_class(&self, n: NodeId, c: Cls) -> bool {
        let node = self.node(n);
        match node.op {
            Op::Node(r) => self.isa(r, c),
            Op::Leaf(Leaf::Def(r)) => self.isa(r, c),
            Op::Leaf(_) => false,
        }
    }

    /// LLVM's `getNumMIResults`.
    pub(super) fn num_mi_results(&self, n: NodeId) -> u32 {
        let node = self.node(n);
        let rec = match node.op {
            Op::Node(r) | Op::Leaf(Leaf::Def(r)) => Some(r),
            _ => None,
        };
        if let Some(r) = rec {
            if let Some(cp) = self.m.complex_patterns.get(&r) {
                if self.isa(r, Cls::ComplexPattern) {
                    return cp.num_operands;
                }
            }
            if node.is_leaf() && self.isa(r, Cls::Operand) {
                if let Some(k) = self.mi_operand_info_len(r) {
                    if k > 0 {
                        return k as u32;
                    }
                }
            }
        }
        1
    }

    fn mi_operand_info(&self, r: RecId) -> Vec<(Init, Init)> {
        self.rk.value_as_dag(r, "MIOperandInfo").ok().and_then(|d| self.dag_parts(d)).map(|p| p.2).unwrap_or_default()
    }

    fn mi_operand_info_len(&self, r: RecId) -> Option<usize> {
        let Ok(dag) = self.rk.value_as_dag(r, "MIOperandInfo") else { return Some(0) };
        match self.rk.inits.kind(dag) {
            InitKind::Dag { args, .. } => Some(self.rk.inits.slice(*args).len()),
            _ => Some(0),
        }
    }

    fn too_few(&mut self, tp: &mut TreePattern, op: RecId, actual: usize) {
        let msg = format!("Instruction '{}' expects more than the provided {actual} operands!", self.name(op));
        self.tp_error(tp, msg);
    }

    fn apply_instruction(&mut self, tp: &mut TreePattern, n: NodeId, op: RecId, not_registers: bool) -> R<bool> {
        let instrs = std::sync::Arc::clone(&self.instrs);
        let Some(info) = instrs.get(op) else { return Ok(false) };
        // A fork parsing instructions lacks those of the blocks before its
        // own: what it made is thrown away (see `fork`).
        self.read_partial |= self.partial_instructions;
        // The result operands, read by index: cloning the instruction's
        // lists on every visit was a measurable share of inference.
        let Some(num_results) = self.m.instructions.get(&op).map(|i| i.results.len()) else { return Ok(false) };
        let nc = self.node(n).children.len();
        let mut changed = false;
        let num_defs = info.operands.num_defs as usize;
        let to_add = num_defs.min(num_results);
        for res in 0..to_add {
            let r = self.m.instructions[&op].results[res];
            changed |= self.update_from_inst(tp, n, res, r)?;
        }
        // A known type implies an implicit def.
        if let Some(vt) = self.implicit_def_vt(op) {
            if vt != self.m.mvts.other {
                changed |= self.update_simple(tp, n, to_add, vt)?;
            }
        }
        let oname = self.name(op);
        if oname == "INSERT_SUBREG" {
            if nc > 0 {
                let c0 = self.child(n, 0);
                let t = self.ty((c0, 0));
                changed |= self.update_node_type(tp, n, 0, &t)?;
                let t = self.ty((n, 0));
                changed |= self.update_node_type(tp, c0, 0, &t)?;
            }
        } else if oname == "REG_SEQUENCE" {
            if nc < 3 {
                self.tp_error(tp, "REG_SEQUENCE requires at least 3 operands!");
                return Ok(false);
            }
            if nc % 2 == 0 {
                self.tp_error(tp, "REG_SEQUENCE requires an odd number of operands!");
                return Ok(false);
            }
            if !self.is_operand_class(self.child(n, 0), Cls::RegisterClass) {
                self.tp_error(tp, "REG_SEQUENCE requires a RegisterClass for first operand!");
                return Ok(false);
            }
            let mut i = 1;
            while i < nc {
                if !self.is_operand_class(self.child(n, i + 1), Cls::SubRegIndex) {
                    self.tp_error(tp, format!("REG_SEQUENCE requires a SubRegIndex for operand {}!", i + 1));
                    return Ok(false);
                }
                i += 2;
            }
        }
        let ops = &info.operands.operands;
        let num_fixed = ops.len();
        let mut non_overridable = num_fixed;
        while non_overridable > num_results && self.operand_has_default(ops[non_overridable - 1].rec) {
            non_overridable -= 1;
        }
        let mut child_no = 0;
        for (i, o) in ops.iter().enumerate().take(num_fixed).skip(num_results) {
            let operand = o.rec;
            let facts = self.operand_facts(operand);
            if facts.has_default && (i < non_overridable || child_no >= nc) {
                continue;
            }
            if child_no >= nc {
                self.too_few(tp, op, nc);
                return Ok(false);
            }
            let mut child = self.child(n, child_no);
            child_no += 1;
            let sub = &facts.sub_ops;
            if !sub.is_empty() && (self.num_mi_results(child) as usize) < sub.len() {
                let Some(r0) = sub[0] else { return Ok(changed) };
                changed |= self.update_from_inst(tp, child, 0, r0)?;
                for &r in &sub[1..] {
                    if child_no >= nc {
                        self.too_few(tp, op, nc);
                        return Ok(false);
                    }
                    child = self.child(n, child_no);
                    child_no += 1;
                    let Some(r) = r else { continue };
                    changed |= self.update_from_inst(tp, child, 0, r)?;
                }
                continue;
            }
            changed |= self.update_from_inst(tp, child, 0, operand)?;
        }
        if !info.operands.is_variadic && child_no != nc {
            let msg =
                format!("Instruction '{}' was provided {} operands but expected only {}!", self.name(op), nc, child_no);
            self.tp_error(tp, msg);
            return Ok(false);
        }
        for k in 0..nc {
            changed |= self.apply_type_constraints(tp, self.child(n, k), not_registers)?;
        }
        Ok(changed)
    }

    /// LLVM's `SimplifyTree`: trivial bitconverts are dropped. `slot` is
    /// where the tree hangs (a parent's child or a pattern's tree).
    fn simplify_tree(&mut self, n: NodeId) -> R<(NodeId, bool)> {
        tablegen_core::stack::guard(|| {
            let node = self.node(n);
            let Op::Node(op) = node.op else { return Ok((n, false)) };
            if self.name(op) == "bitconvert" {
                if let (Some(t0), Some(&c0)) = (node.types.first(), node.children.first()) {
                    let ct = self.node(c0).types.first();
                    if t0.is_value_type(false)
                        && !t0.is_empty()
                        && ct.is_some_and(|c| t0.same(c))
                        && node.name.is_none()
                    {
                        if !node.preds().is_empty() {
                            let s = tree_string(self.rk, &self.m.arena, &self.m.mvts, n);
                            return self.fatal_no_loc(format!(
                                "{s}\n trivial bitconvert node should not have predicate calls\n"
                            ));
                        }
                        let (c, _) = self.simplify_tree(c0)?;
                        return Ok((c, true));
                    }
                }
            }
            let mut changed = false;
            for i in 0..node.children.len() {
                let c = self.child(n, i);
                let (nc, ch) = self.simplify_tree(c)?;
                changed |= ch;
                if nc != c {
                    self.arena().get_mut(n).children[i] = nc;
                }
            }
            Ok((n, changed))
        })
    }

    /// LLVM's `InferAllTypes`; true when every type is resolved.
    pub(super) fn infer_all_types(
        &mut self,
        tp: &mut TreePattern,
        in_named: Option<&[(Init, Vec<NodeId>)]>,
    ) -> R<bool> {
        self.named_nodes(tp);
        let mut made_change = true;
        let mut rounds = 0u32;
        while made_change {
            made_change = false;
            rounds += 1;
            if rounds > 100_000 {
                return self.fatal_at(tp.rec, "type inference does not converge");
            }
            for i in 0..tp.trees.len() {
                let t = tp.trees[i];
                made_change |= self.apply_type_constraints(tp, t, false)?;
                let (nt, ch) = self.simplify_tree(t)?;
                tp.trees[i] = nt;
                made_change |= ch;
            }
            // Read while `tp` changes: taken out for the pass rather than
            // copied every round (a quarter of a million copies on X86).
            let named = tp.named.take().unwrap_or_default();
            let pass = self.unify_named_nodes(tp, &named, in_named);
            tp.named = Some(named);
            match pass? {
                Some(change) => made_change |= change,
                None => return Ok(true),
            }
        }
        let mut unresolved = false;
        for &t in &tp.trees.clone() {
            unresolved |= self.contains_unresolved(t);
        }
        Ok(!unresolved)
    }

    /// One round of `InferAllTypes` over the named nodes: a name's nodes in
    /// an output pattern take the type of its node in the input pattern
    /// (`in_named`), and the nodes sharing a name each other's. Whether
    /// anything changed; `None` after reporting a name the input lacks.
    fn unify_named_nodes(
        &mut self,
        tp: &mut TreePattern,
        named: &[(Init, Vec<NodeId>)],
        in_named: Option<&[(Init, Vec<NodeId>)]>,
    ) -> R<Option<bool>> {
        let mut made_change = false;
        for (name, nodes) in named {
            if let Some(in_named) = in_named {
                let Some((_, in_nodes)) = in_named.iter().find(|(k, _)| k == name) else {
                    let s = self.rk.inits.as_str(*name).unwrap_or("").to_string();
                    self.tp_error(tp, format!("Node '{s}' in output pattern but not input pattern"));
                    return Ok(None);
                };
                for &node in nodes {
                    if Some(&node) == tp.trees.first() && self.node(node).is_leaf() {
                        if let Some(d) = self.node(node).leaf_def() {
                            if self.isa(d, Cls::RegisterClass) || self.isa(d, Cls::RegisterOperand) {
                                continue;
                            }
                        }
                    }
                    let Some(&in0) = in_nodes.first() else { continue };
                    if self.node(node).types.is_empty() || self.node(in0).types.is_empty() {
                        continue;
                    }
                    let t = self.ty((in0, 0));
                    made_change |= self.update_node_type(tp, node, 0, &t)?;
                }
            }
            if nodes.len() > 1 {
                for w in nodes.windows(2) {
                    let (n1, n2) = (w[0], w[1]);
                    if self.node(n1).types.is_empty() || self.node(n2).types.is_empty() {
                        continue;
                    }
                    let t = self.ty((n2, 0));
                    made_change |= self.update_node_type(tp, n1, 0, &t)?;
                    let t = self.ty((n1, 0));
                    made_change |= self.update_node_type(tp, n2, 0, &t)?;
                }
            }
        }
        Ok(Some(made_change))
    }

    /// LLVM's `ContainsUnresolvedType`.
    pub(super) fn contains_unresolved(&self, n: NodeId) -> bool {
        tablegen_core::stack::guard(|| {
            let node = self.node(n);
            node.types.iter().any(|t| !t.is_value_type(true))
                || node.children.iter().any(|&c| self.contains_unresolved(c))
        })
    }

    /// LLVM's `ForceArbitraryInstResultType`.
    pub(super) fn force_arbitrary_inst_result(&mut self, tp: &mut TreePattern, n: NodeId) -> R<bool> {
        let node = self.node(n).clone();
        let Op::Node(op) = node.op else { return Ok(false) };
        for &c in &node.children {
            if tablegen_core::stack::guard(|| self.force_arbitrary_inst_result(tp, c))? {
                return Ok(true);
            }
        }
        if !self.isa(op, Cls::Instruction) {
            return Ok(false);
        }
        for i in 0..node.types.len() {
            let t = self.ty((n, i));
            if t.is_empty() || t.is_value_type(false) {
                continue;
            }
            if self.on_slot(tp, (n, i), |ti, t| ti.force_arbitrary(t))? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}
