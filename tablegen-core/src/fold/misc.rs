//! `!cond`, `!foldl`, `!isa` and `!exists` (LLVM's `CondOpInit`,
//! `FoldOpInit`, `IsAOpInit` and `ExistsOpInit`).

use super::{InitBuf, PairResolver};
use crate::init::{Init, InitKind};
use crate::record::{RecId, RecordKeeper};
use crate::resolve::Resolver;
use crate::resolve::ShadowResolver;
use crate::types::Ty;

impl RecordKeeper {
    /// `CondOpInit::Fold`: the value of the first true condition, converted
    /// to the operator's type. Unchanged while a condition before it is
    /// unknown; a fatal error when every condition is false.
    pub fn fold_cond(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let InitKind::Cond { clauses, ty } = *self.inits.kind(i) else { return i };
        let n = clauses.len() / 2;
        for k in 0..n {
            let c = self.inits.at(clauses, k);
            match self.int_value(c) {
                Some(0) => {}
                Some(_) => {
                    let v = self.inits.at(clauses, n + k);
                    // LLVM would hand on a null value when the conversion
                    // fails; keep the operator instead.
                    return self.convert_initializer_to(v, ty).unwrap_or(i);
                }
                None => return i,
            }
        }
        let mut msg = match cur {
            Some(c) => self.record_name(c),
            None => String::new(),
        };
        msg.push_str(" does not have any true condition in:");
        self.write_op(&mut msg, i);
        self.fold_fatal(cur, msg);
        i
    }

    /// `CondOpInit::resolveReferences`: all conditions, then all values.
    pub fn resolve_cond(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let InitKind::Cond { clauses, ty } = *self.inits.kind(i) else { return i };
        let n = clauses.len() / 2;
        let mut buf = InitBuf::new();
        buf.reserve(clauses.len());
        let mut changed = false;
        for k in 0..clauses.len() {
            let x = self.inits.at(clauses, k);
            let y = self.resolve_references(x, r);
            changed |= x != y;
            buf.push(y);
        }
        if !changed {
            return i;
        }
        let (conds, vals) = buf.split_at(n);
        let c = self.inits.cond_raw(conds, vals, ty);
        self.fold_cond(c, r.current_record())
    }

    /// `FoldOpInit::Fold`: once the list is known, evaluates the body for
    /// each element with the accumulator and element variables bound.
    pub fn fold_foldop(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let InitKind::Fold { start, list, vars, expr, .. } = *self.inits.kind(i) else { return i };
        let (a, b) = self.inits.fold_vars(vars);
        let InitKind::List { elems, .. } = *self.inits.kind(list) else { return i };
        let mut acc = start;
        for k in 0..elems.len() {
            let elt = self.inits.at(elems, k);
            let mut r = PairResolver::new(cur, a, acc, b, elt);
            acc = self.resolve_references(expr, &mut r);
        }
        acc
    }

    /// `FoldOpInit::resolveReferences`: the body is resolved with the
    /// accumulator and element variables hidden.
    pub fn resolve_foldop(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let InitKind::Fold { start, list, vars, expr, ty } = *self.inits.kind(i) else { return i };
        let (a, b) = self.inits.fold_vars(vars);
        let new_start = self.resolve_references(start, r);
        let new_list = self.resolve_references(list, r);
        let new_expr = {
            let mut sr = ShadowResolver::new(&mut *r);
            sr.add_shadow(a);
            sr.add_shadow(b);
            self.resolve_references(expr, &mut sr)
        };
        if new_start == start && new_list == list && new_expr == expr {
            return i;
        }
        let f = self.inits.fold_raw(new_start, new_list, a, b, new_expr, ty);
        self.fold_foldop(f, r.current_record())
    }

    /// `IsAOpInit::Fold`: 1 when the operand's type is (a subclass of) the
    /// checked type, 0 when it can never be, unchanged while unknown.
    pub fn fold_isa(&mut self, i: Init) -> Init {
        let InitKind::IsA { check, expr } = *self.inits.kind(i) else { return i };
        self.try_fold_isa(check, expr).unwrap_or(i)
    }

    /// What `!isa<check>(expr)` folds to, or `None` while it cannot tell.
    fn try_fold_isa(&mut self, check: Ty, expr: Init) -> Option<Init> {
        let t = self.inits.ty(expr)?;
        if self.type_is_convertible_to(t, check) {
            return Some(self.inits.int(1));
        }
        if self.inits.types.is_record(check) {
            // Not yet a record of the class: it may still become one, unless
            // the class is unrelated or the value is already a record.
            if !self.type_is_convertible_to(check, t) || matches!(self.inits.kind(expr), InitKind::Def { .. }) {
                return Some(self.inits.int(0));
            }
            return None;
        }
        // Non-record types are never castable.
        Some(self.inits.int(0))
    }

    /// `IsAOpInit::resolveReferences`.
    pub fn resolve_isa(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let InitKind::IsA { check, expr } = *self.inits.kind(i) else { return i };
        let new_expr = self.resolve_references(expr, r);
        if new_expr != expr {
            return match self.try_fold_isa(check, new_expr) {
                Some(folded) => folded,
                None => self.inits.isa_raw(check, new_expr),
            };
        }
        i
    }

    /// `ExistsOpInit::Fold`: whether a def of the given name and type
    /// exists. The record being defined counts only in the final resolution
    /// (when its type is known); in the final resolution an unknown name
    /// is 0.
    pub fn fold_exists(&mut self, i: Init, cur: Option<RecId>, is_final: bool) -> Init {
        let InitKind::Exists { check, expr } = *self.inits.kind(i) else { return i };
        let InitKind::String(sym, _) = *self.inits.kind(expr) else { return i };
        // Which records exist changes as the input is read.
        self.eval.note_context_read();
        if let Some(d) = self.def_bytes(self.inits.strings.bytes(sym)) {
            let di = self.def_init(d);
            let t = self.inits.ty(di).unwrap_or(Ty::ANY_RECORD);
            let v = self.type_is_a(t, check);
            return self.inits.int(v as i64);
        }
        if let Some(c) = cur {
            if self.names_record(c, expr) {
                if !is_final {
                    return i;
                }
                let t = self.record_type(c);
                let v = self.type_is_a(t, check);
                return self.inits.int(v as i64);
            }
        }
        if is_final {
            return self.inits.int(0);
        }
        i
    }

    /// `ExistsOpInit::resolveReferences`: also folds again in the final
    /// resolution when nothing changed.
    pub fn resolve_exists(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let InitKind::Exists { check, expr } = *self.inits.kind(i) else { return i };
        let new_expr = self.resolve_references(expr, r);
        if new_expr != expr || r.is_final() {
            let n = self.inits.exists_raw(check, new_expr);
            return self.fold_exists(n, r.current_record(), r.is_final());
        }
        i
    }
}
