//! Ternary operators (LLVM's `TernOpInit::Fold` and `resolveReferences`,
//! with the `!foreach`/`!filter` helpers).

use super::{InitBuf, ItemResolver, SMALL_VECTOR_MAX};
use crate::init::{Init, InitKind, StringFormat, TernOp};
use crate::limits::{string_too_long, too_many_elements, MAX_ELEMENTS, MAX_STRING_LEN};
use crate::record::{RecId, RecordKeeper};
use crate::resolve::Resolver;
use crate::resolve::ShadowResolver;
use crate::types::Ty;
use std::borrow::Cow;

/// `StringRef::find(needle, from)` on bytes: `None` for `npos`.
///
/// Scans for the needle's first byte before comparing the rest: `!subst`
/// and `!find` mostly search short names for a pattern that is not there,
/// and comparing every window called `memcmp` once per byte of text.
fn find_from(hay: &[u8], needle: &[u8], from: u64) -> Option<usize> {
    if from > hay.len() as u64 {
        return None;
    }
    let from = from as usize;
    let Some((&first, rest)) = needle.split_first() else {
        return Some(from);
    };
    // The last position a match can start at.
    let last = hay.len().checked_sub(needle.len())?;
    let mut at = from;
    while at <= last {
        at += hay[at..=last].iter().position(|&b| b == first)?;
        if hay[at + 1..at + needle.len()] == *rest {
            return Some(at);
        }
        at += 1;
    }
    None
}

/// Every non-overlapping occurrence of `pat` in `text`, left to right (the
/// ones `StringRef::replace`-style substitution rewrites).
fn occurrences<'a>(text: &'a [u8], pat: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let p = find_from(text, pat, next?)?;
        // An empty pattern matches everywhere; stop after the first.
        next = if pat.is_empty() { None } else { Some((p + pat.len()) as u64) };
        Some(p)
    })
}

/// `StringRef::replace`-style substitution of every `pat` in `text` (left
/// to right, without overlaps) by `rep`, on bytes.
fn replace_bytes(text: &[u8], pat: &[u8], rep: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    for p in occurrences(text, pat) {
        out.extend_from_slice(&text[i..p]);
        out.extend_from_slice(rep);
        i = p + pat.len();
    }
    out.extend_from_slice(&text[i..]);
    out
}

impl RecordKeeper {
    /// LLVM's `ItemApply`: `body` with `var` bound to `item`.
    fn item_apply(&mut self, var: Init, item: Init, body: Init, cur: Option<RecId>) -> Init {
        // The same body meets the same item again and again (one type
        // signature shared by many intrinsics); unless the first evaluation
        // looked at the record being defined or at which records exist,
        // its result is what any repetition would give.
        if let Some(&v) = self.eval.item_memo.get(&(var, item, body)) {
            return v;
        }
        let reads = self.eval.context_reads();
        let mut r = ItemResolver::new(cur, var, item);
        let v = self.resolve_references(body, &mut r);
        if self.eval.context_reads() == reads && !self.fatal {
            self.eval.item_memo.insert((var, item, body), v);
        }
        v
    }

    /// LLVM's `ForeachDagApply`: applies `body` to the operator and to every
    /// argument of `dag`, recursing into nested dags. The operator name is
    /// dropped when anything changed.
    fn foreach_dag_apply(&mut self, var: Init, dag: Init, body: Init, cur: Option<RecId>) -> Init {
        crate::stack::guard(|| {
            let InitKind::Dag { op, args, .. } = *self.inits.kind(dag) else { return dag };
            let names = args.dag_names();
            let new_op = self.item_apply(var, op, body, cur);
            let mut changed = new_op != op;
            let mut new_args = InitBuf::new();
            new_args.reserve(args.len());
            for k in 0..args.len() {
                let arg = self.inits.at(args, k);
                let new_arg = if matches!(self.inits.kind(arg), InitKind::Dag { .. }) {
                    self.foreach_dag_apply(var, arg, body, cur)
                } else {
                    self.item_apply(var, arg, body, cur)
                };
                changed |= new_arg != arg;
                new_args.push(new_arg);
            }
            if !changed {
                return dag;
            }
            let mut new_names = InitBuf::new();
            new_names.extend_from_slice(self.inits.slice(names));
            self.inits.dag(new_op, Init::UNSET, &new_args, &new_names)
        })
    }

    /// LLVM's `ForeachHelper`.
    fn foreach_helper(&mut self, var: Init, over: Init, body: Init, ty: Ty, cur: Option<RecId>) -> Option<Init> {
        match *self.inits.kind(over) {
            InitKind::Dag { .. } => Some(self.foreach_dag_apply(var, over, body, cur)),
            InitKind::List { elems, .. } => {
                let elt = self.inits.types.list_elt(ty)?;
                let mut buf = InitBuf::new();
                buf.reserve(elems.len());
                for k in 0..elems.len() {
                    let item = self.inits.at(elems, k);
                    let x = self.item_apply(var, item, body, cur);
                    buf.push(x);
                }
                Some(self.inits.list(&buf, elt))
            }
            _ => None,
        }
    }

    /// LLVM's `FilterHelper`: keeps the items for which `body` is true;
    /// `None` as soon as one of them is not known yet.
    fn filter_helper(&mut self, var: Init, over: Init, body: Init, ty: Ty, cur: Option<RecId>) -> Option<Init> {
        let InitKind::List { elems, .. } = *self.inits.kind(over) else { return None };
        let elt = self.inits.types.list_elt(ty)?;
        let mut buf = InitBuf::new();
        for k in 0..elems.len() {
            let item = self.inits.at(elems, k);
            let include = self.item_apply(var, item, body, cur);
            if self.int_value(include)? != 0 {
                buf.push(item);
            }
        }
        Some(self.inits.list(&buf, elt))
    }

    /// The text of a variable's name (`VarInit::getName`).
    fn var_name_text(&self, name: Init) -> Cow<'_, str> {
        match self.inits.as_str(name) {
            Some(s) => Cow::Borrowed(s),
            None => Cow::Owned(self.as_unquoted_string(name)),
        }
    }

    /// The `SUBST` case of `TernOpInit::Fold`: `!subst(from, to, in)`.
    fn fold_subst(&mut self, from: Init, to: Init, within: Init, ty: Ty, cur: Option<RecId>) -> Option<Init> {
        match (*self.inits.kind(from), *self.inits.kind(to), *self.inits.kind(within)) {
            (InitKind::Def { rec: f, .. }, InitKind::Def { rec: t, .. }, InitKind::Def { rec: w, .. }) => {
                let rec = if self.name_str(f) == self.name_str(w) { t } else { w };
                Some(self.def_init(rec))
            }
            (InitKind::Var { name: f, .. }, InitKind::Var { name: t, .. }, InitKind::Var { name: w, .. }) => {
                let pick = if self.var_name_text(f) == self.var_name_text(w) { t } else { w };
                let name = match *self.inits.kind(pick) {
                    InitKind::String(_, StringFormat::String) => pick,
                    InitKind::String(sym, StringFormat::Code) => self.inits.string_sym(sym, StringFormat::String),
                    _ => {
                        let s = self.as_unquoted_string(pick);
                        self.inits.string(&s)
                    }
                };
                Some(self.inits.var(name, ty))
            }
            (InitKind::String(fs, _), InitKind::String(ts, _), InitKind::String(ws, wf)) => {
                let (pat, rep, text) =
                    (self.inits.strings.bytes(fs), self.inits.strings.bytes(ts), self.inits.strings.bytes(ws));
                // An empty pattern makes LLVM loop forever; leave the text as is.
                let count = if pat.is_empty() { 0 } else { occurrences(text, pat).count() as u64 };
                if count == 0 {
                    if wf == StringFormat::String {
                        return Some(within);
                    }
                    return Some(self.inits.string_sym(ws, StringFormat::String));
                }
                let len = (text.len() as u64 - count * pat.len() as u64)
                    .saturating_add(count.saturating_mul(rep.len() as u64));
                if len > MAX_STRING_LEN {
                    self.fold_fatal(cur, string_too_long("!subst", len));
                    return None;
                }
                let s = replace_bytes(text, pat, rep);
                Some(self.inits.string_bytes(&s, StringFormat::String))
            }
            _ => None,
        }
    }

    /// `TernOpInit::Fold`.
    pub fn fold_ternop(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let InitKind::TernOp { op, lhs, mhs, rhs, ty } = *self.inits.kind(i) else { return i };
        self.try_fold_ternop(op, lhs, mhs, rhs, ty, cur).unwrap_or(i)
    }

    /// What `op` over its three operands folds to, or `None` when it stays
    /// an operator (see `try_fold_binop`).
    fn try_fold_ternop(
        &mut self,
        op: TernOp,
        lhs: Init,
        mhs: Init,
        rhs: Init,
        ty: Ty,
        cur: Option<RecId>,
    ) -> Option<Init> {
        match op {
            TernOp::Subst => self.fold_subst(lhs, mhs, rhs, ty, cur),
            TernOp::Foreach => self.foreach_helper(lhs, mhs, rhs, ty, cur),
            TernOp::Filter => self.filter_helper(lhs, mhs, rhs, ty, cur),
            TernOp::If => self.int_value(lhs).map(|v| if v != 0 { mhs } else { rhs }),
            TernOp::Dag => {
                let ml = match *self.inits.kind(mhs) {
                    InitKind::List { elems, .. } => Some(elems),
                    _ => None,
                };
                let rl = match *self.inits.kind(rhs) {
                    InitKind::List { elems, .. } => Some(elems),
                    _ => None,
                };
                if mhs == Init::UNSET && rhs == Init::UNSET {
                    return None;
                }
                let m_ok = ml.is_some() || mhs == Init::UNSET;
                let r_ok = rl.is_some() || rhs == Init::UNSET;
                if !m_ok || !r_ok {
                    return None;
                }
                let size = match (ml, rl) {
                    (Some(m), Some(r)) => {
                        if m.len() != r.len() {
                            return None;
                        }
                        m.len()
                    }
                    (Some(m), None) => m.len(),
                    (None, Some(r)) => r.len(),
                    (None, None) => return None,
                };
                let mut nodes = InitBuf::new();
                let mut names = InitBuf::new();
                nodes.reserve(size);
                names.reserve(size);
                for k in 0..size {
                    let node = ml.map_or(Init::UNSET, |m| self.inits.at(m, k));
                    let name = rl.map_or(Init::UNSET, |r| self.inits.at(r, k));
                    if name != Init::UNSET && !matches!(self.inits.kind(name), InitKind::String(..)) {
                        return None;
                    }
                    nodes.push(node);
                    names.push(name);
                }
                Some(self.inits.dag(lhs, Init::UNSET, &nodes, &names))
            }
            TernOp::Range => {
                let (InitKind::Int(start), InitKind::Int(end), InitKind::Int(step)) =
                    (*self.inits.kind(lhs), *self.inits.kind(mhs), *self.inits.kind(rhs))
                else {
                    return None;
                };
                if step == 0 {
                    self.fold_error(cur, "Step of !range can't be 0".to_string());
                }
                let mut buf = InitBuf::new();
                if (start < end && step > 0) || (start > end && step < 0) {
                    // The capacity LLVM reserves up front.
                    let reserve = if step > 0 {
                        end.wrapping_sub(start).wrapping_div(step)
                    } else {
                        start.wrapping_sub(end).wrapping_div(step.wrapping_neg())
                    } as u64;
                    if reserve > SMALL_VECTOR_MAX {
                        self.small_vector_overflow(cur, reserve);
                        return None;
                    }
                    if reserve > MAX_ELEMENTS {
                        self.fold_fatal(cur, too_many_elements("!range", reserve));
                        return None;
                    }
                    buf.reserve(reserve as usize);
                    let mut v = start;
                    while (step > 0 && v < end) || (step < 0 && v > end) {
                        let x = self.inits.int(v);
                        buf.push(x);
                        // LLVM's loop would overflow here; stop instead.
                        match v.checked_add(step) {
                            Some(n) => v = n,
                            None => break,
                        }
                    }
                }
                Some(self.inits.list(&buf, Ty::INT))
            }
            TernOp::Substr => {
                let (InitKind::String(sym, fmt), InitKind::Int(start), InitKind::Int(len)) =
                    (*self.inits.kind(lhs), *self.inits.kind(mhs), *self.inits.kind(rhs))
                else {
                    return None;
                };
                let size = self.inits.strings.bytes(sym).len();
                if start < 0 || start as u64 > size as u64 {
                    self.fold_error(cur, format!("!substr start position is out of range 0...{size}: {start}"));
                }
                if len < 0 {
                    self.fold_error(cur, "!substr length must be nonnegative".to_string());
                }
                // `StringRef::substr` clamps both (negative values are huge).
                let a = (start as u64).min(size as u64) as usize;
                let b = a + (len as u64).min((size - a) as u64) as usize;
                if a == 0 && b == size {
                    return Some(lhs);
                }
                let s = self.inits.strings.bytes(sym)[a..b].to_vec();
                Some(self.inits.string_bytes(&s, fmt))
            }
            TernOp::Find => {
                let (InitKind::String(hs, _), InitKind::String(ns, _), InitKind::Int(start)) =
                    (*self.inits.kind(lhs), *self.inits.kind(mhs), *self.inits.kind(rhs))
                else {
                    return None;
                };
                let size = self.inits.strings.bytes(hs).len();
                if start < 0 || start as u64 > size as u64 {
                    self.fold_error(cur, format!("!find start position is out of range 0...{size}: {start}"));
                }
                let pos = find_from(self.inits.strings.bytes(hs), self.inits.strings.bytes(ns), start as u64);
                let v = pos.map_or(-1, |p| p as i64);
                Some(self.inits.int(v))
            }
            TernOp::SetDagArg | TernOp::SetDagName => {
                let InitKind::Dag { op: dag_op, op_name, args } = *self.inits.kind(lhs) else { return None };
                let names = args.dag_names();
                if !matches!(self.inits.kind(mhs), InitKind::Int(_) | InitKind::String(..)) {
                    return None;
                }
                let n = match self.dag_arg_no(args, names, mhs) {
                    Ok(n) => n,
                    Err(e) => {
                        let which = if op == TernOp::SetDagArg { "!setdagarg" } else { "!setdagname" };
                        self.fold_fatal(cur, format!("{which} {e}"));
                        return None;
                    }
                };
                let mut a = InitBuf::new();
                let mut nm = InitBuf::new();
                a.extend_from_slice(self.inits.slice(args));
                nm.extend_from_slice(self.inits.slice(names));
                if op == TernOp::SetDagArg {
                    a[n] = rhs;
                } else {
                    // Anything but a string leaves the argument unnamed.
                    nm[n] = if matches!(self.inits.kind(rhs), InitKind::String(..)) { rhs } else { Init::UNSET };
                }
                Some(self.inits.dag(dag_op, op_name, &a, &nm))
            }
        }
    }

    /// `TernOpInit::resolveReferences`: `!if` resolves only the chosen
    /// branch once its condition is known, and `!foreach`/`!filter` hide
    /// their loop variable from the resolver while resolving the body.
    pub fn resolve_ternop(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let InitKind::TernOp { op, lhs, mhs, rhs, ty } = *self.inits.kind(i) else { return i };
        let new_lhs = self.resolve_references(lhs, r);
        if op == TernOp::If && new_lhs != lhs {
            if let Some(v) = self.int_value(new_lhs) {
                return self.resolve_references(if v != 0 { mhs } else { rhs }, r);
            }
        }
        let new_mhs = self.resolve_references(mhs, r);
        let new_rhs = if matches!(op, TernOp::Foreach | TernOp::Filter) {
            let mut sr = ShadowResolver::new(&mut *r);
            sr.add_shadow(new_lhs);
            self.resolve_references(rhs, &mut sr)
        } else {
            self.resolve_references(rhs, r)
        };
        if new_lhs != lhs || new_mhs != mhs || new_rhs != rhs {
            return match self.try_fold_ternop(op, new_lhs, new_mhs, new_rhs, ty, r.current_record()) {
                Some(folded) => folded,
                None => self.inits.ternop_raw(op, new_lhs, new_mhs, new_rhs, ty),
            };
        }
        i
    }
}

#[cfg(test)]
mod tests {
    use super::{find_from, occurrences, replace_bytes};

    #[test]
    fn find_agrees_with_a_window_scan() {
        let naive = |hay: &[u8], needle: &[u8], from: u64| -> Option<usize> {
            let from = usize::try_from(from).ok().filter(|&f| f <= hay.len())?;
            if needle.is_empty() {
                return Some(from);
            }
            hay[from..].windows(needle.len()).position(|w| w == needle).map(|p| p + from)
        };
        let hays: [&[u8]; 6] = [b"", b"a", b"aaa", b"VLE8_V_M1_MASK", b"abcabcab", b"_M1_M1"];
        let needles: [&[u8]; 8] = [b"", b"a", b"aa", b"_M1", b"abcab", b"cab", b"M1_MASK!", b"K"];
        for hay in hays {
            for needle in needles {
                for from in 0..=hay.len() as u64 + 2 {
                    assert_eq!(find_from(hay, needle, from), naive(hay, needle, from), "{hay:?} {needle:?} {from}");
                }
            }
        }
    }

    #[test]
    fn substitution_does_not_overlap() {
        assert_eq!(occurrences(b"aaaa", b"aa").collect::<Vec<_>>(), [0, 2]);
        assert_eq!(occurrences(b"aaa", b"aa").collect::<Vec<_>>(), [0]);
        assert_eq!(replace_bytes(b"aaa", b"aa", b"b"), b"ba");
        assert_eq!(replace_bytes(b"_M1_MASK", b"_MASK", b""), b"_M1");
        assert_eq!(replace_bytes(b"xyz", b"q", b"r"), b"xyz");
    }
}
