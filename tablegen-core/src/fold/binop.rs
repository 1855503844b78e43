//! Binary operators (LLVM's `BinOpInit`: `Fold`, `resolveReferences`,
//! `getStrConcat`, `getListConcat`, `CompareInit`).

use super::{ByteBuf, InitBuf, SMALL_VECTOR_MAX};
use crate::init::{BinOp, Init, InitKind, Slice, StringFormat};
use crate::limits::{string_too_long, too_many_elements, MAX_ELEMENTS, MAX_STRING_LEN};
use crate::record::{RecId, RecordKeeper};
use crate::resolve::Resolver;
use crate::types::Ty;

/// `StringInit::determineFormat`: code wins.
#[inline]
pub(super) fn combine_format(a: StringFormat, b: StringFormat) -> StringFormat {
    if a == StringFormat::Code || b == StringFormat::Code {
        StringFormat::Code
    } else {
        StringFormat::String
    }
}

impl RecordKeeper {
    /// `ConcatStringInits`: the concatenation of two string values.
    fn concat_strings(&mut self, a: Init, b: Init, cur: Option<RecId>) -> Option<Init> {
        let InitKind::String(sa, fa) = *self.inits.kind(a) else { return None };
        let InitKind::String(sb, fb) = *self.inits.kind(b) else { return None };
        let fmt = combine_format(fa, fb);
        let tb = self.inits.strings.bytes(sb);
        if tb.is_empty() {
            return Some(self.inits.string_sym(sa, fmt));
        }
        let ta = self.inits.strings.bytes(sa);
        if ta.is_empty() {
            return Some(self.inits.string_sym(sb, fmt));
        }
        let len = ta.len() as u64 + tb.len() as u64;
        if len > MAX_STRING_LEN {
            self.fold_fatal(cur, string_too_long("!strconcat", len));
            return None;
        }
        let mut s = ByteBuf::new();
        s.reserve(ta.len() + tb.len());
        s.extend_from_slice(ta);
        s.extend_from_slice(tb);
        Some(self.inits.string_bytes(&s, fmt))
    }

    /// `ConcatListInits`: the concatenation of two lists, typed like the
    /// first.
    fn concat_lists(&mut self, la: Slice, elt: Ty, lb: Slice, cur: Option<RecId>) -> Option<Init> {
        let len = la.len() as u64 + lb.len() as u64;
        if len > MAX_ELEMENTS {
            self.fold_fatal(cur, too_many_elements("!listconcat", len));
            return None;
        }
        let mut buf = InitBuf::new();
        buf.reserve(la.len() + lb.len());
        buf.extend_from_slice(self.inits.slice(la));
        buf.extend_from_slice(self.inits.slice(lb));
        Some(self.inits.list(&buf, elt))
    }

    /// `BinOpInit::getStrConcat`: `a # b`, folded at once when both are
    /// string literals.
    pub fn str_concat(&mut self, a: Init, b: Init) -> Init {
        if let Some(s) = self.concat_strings(a, b, None) {
            return s;
        }
        self.inits.binop_raw(BinOp::StrConcat, a, b, Ty::STRING)
    }

    /// `BinOpInit::getListConcat`: `a # b` for a list `a`, folded at once
    /// when both are list literals.
    pub fn list_concat(&mut self, a: Init, b: Init) -> Init {
        if let (InitKind::List { elt, elems: la, .. }, InitKind::List { elems: lb, .. }) =
            (*self.inits.kind(a), *self.inits.kind(b))
        {
            if let Some(l) = self.concat_lists(la, elt, lb, None) {
                return l;
            }
        }
        // LLVM requires a typed list here; fall back to the other operand's
        // type rather than failing on malformed input.
        let ty = self.inits.ty(a).or_else(|| self.inits.ty(b)).unwrap_or(Ty::STRING);
        self.inits.binop_raw(BinOp::ListConcat, a, b, ty)
    }

    /// `BinOpInit::CompareInit`: compares ints (including bits), strings,
    /// or (for `!eq`/`!ne`) records; `None` when not comparable yet.
    pub(super) fn compare_init(&mut self, op: BinOp, l: Init, r: Init) -> Option<bool> {
        crate::stack::guard(|| {
            use core::cmp::Ordering;
            let ord = |op: BinOp, o: Ordering| -> bool {
                match op {
                    BinOp::Eq => o == Ordering::Equal,
                    BinOp::Ne => o != Ordering::Equal,
                    BinOp::Le => o != Ordering::Greater,
                    BinOp::Lt => o == Ordering::Less,
                    BinOp::Ge => o != Ordering::Less,
                    _ => o == Ordering::Greater,
                }
            };
            let li = self.int_value(l);
            let ri = self.int_value(r);
            if let (Some(a), Some(b)) = (li, ri) {
                return Some(ord(op, a.cmp(&b)));
            }
            if let (InitKind::String(a, _), InitKind::String(b, _)) = (*self.inits.kind(l), *self.inits.kind(r)) {
                if a == b {
                    return Some(ord(op, Ordering::Equal));
                }
                let (ta, tb) = (self.inits.strings.bytes(a), self.inits.strings.bytes(b));
                return Some(ord(op, ta.cmp(tb)));
            }
            if matches!(op, BinOp::Eq | BinOp::Ne) {
                if let (InitKind::Def { rec: a, .. }, InitKind::Def { rec: b, .. }) =
                    (*self.inits.kind(l), *self.inits.kind(r))
                {
                    return Some((a == b) == (op == BinOp::Eq));
                }
            }
            None
        })
    }

    /// `getDagArgNoByKey`: the argument of `dag` selected by an int index or
    /// a string name, or LLVM's error text.
    pub(super) fn dag_arg_no(&self, args: Slice, names: Slice, key: Init) -> Result<usize, String> {
        match *self.inits.kind(key) {
            InitKind::Int(pos) => {
                if pos < 0 {
                    return Err(format!("index {pos} is negative"));
                }
                if pos as u64 >= args.len() as u64 {
                    return Err(format!("index {pos} is out of range (dag has {} arguments)", args.len()));
                }
                Ok(pos as usize)
            }
            InitKind::String(sym, _) => {
                // Names are interned, so equal text means an equal symbol.
                let found = self
                    .inits
                    .slice(names)
                    .iter()
                    .position(|n| matches!(*self.inits.kind(*n), InitKind::String(s, _) if s == sym));
                found.ok_or_else(|| format!("key '{}' is not found", self.inits.strings.get(sym)))
            }
            _ => Err(String::new()),
        }
    }

    /// `BinOpInit::Fold`.
    pub fn fold_binop(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let InitKind::BinOp { op, lhs, rhs, ty } = *self.inits.kind(i) else { return i };
        self.try_fold_binop(op, lhs, rhs, ty, cur).unwrap_or(i)
    }

    /// What `op` over `lhs` and `rhs` folds to, or `None` when it stays an
    /// operator: callers that only need the folded value then never intern
    /// the operator node (most operators met during resolution fold away).
    fn try_fold_binop(&mut self, op: BinOp, lhs: Init, rhs: Init, ty: Ty, cur: Option<RecId>) -> Option<Init> {
        match op {
            BinOp::Concat => {
                let (InitKind::Dag { op: lop, args: la, .. }, InitKind::Dag { op: rop, args: ra, .. }) =
                    (*self.inits.kind(lhs), *self.inits.kind(rhs))
                else {
                    return None;
                };
                let (ln, rn) = (la.dag_names(), ra.dag_names());
                let ld = self.inits.as_def(lop);
                let rd = self.inits.as_def(rop);
                if (ld.is_none() && lop != Init::UNSET) || (rd.is_none() && rop != Init::UNSET) {
                    return None;
                }
                if let (Some(a), Some(b)) = (ld, rd) {
                    if a != b {
                        let mut msg = String::from("Concatenated Dag operators do not match: '");
                        self.write_init(&mut msg, lhs);
                        msg.push_str("' vs. '");
                        self.write_init(&mut msg, rhs);
                        msg.push('\'');
                        self.fatal(&[], msg);
                        return None;
                    }
                }
                let dag_op = if ld.is_some() {
                    lop
                } else if rd.is_some() {
                    rop
                } else {
                    Init::UNSET
                };
                let mut args = InitBuf::new();
                let mut names = InitBuf::new();
                args.extend_from_slice(self.inits.slice(la));
                args.extend_from_slice(self.inits.slice(ra));
                names.extend_from_slice(self.inits.slice(ln));
                names.extend_from_slice(self.inits.slice(rn));
                Some(self.inits.dag(dag_op, Init::UNSET, &args, &names))
            }
            BinOp::ListConcat => {
                if let (InitKind::List { elt, elems: la, .. }, InitKind::List { elt: relt, elems: lb, .. }) =
                    (*self.inits.kind(lhs), *self.inits.kind(rhs))
                {
                    // Same elements and element type: the same value.
                    if lb.is_empty() {
                        return Some(lhs);
                    }
                    if la.is_empty() && relt == elt {
                        return Some(rhs);
                    }
                    if let Some(l) = self.concat_lists(la, elt, lb, None) {
                        return Some(l);
                    }
                }
                None
            }
            BinOp::ListSplat => {
                let (Some(vty), InitKind::Int(n)) = (self.inits.ty(lhs), *self.inits.kind(rhs)) else {
                    return None;
                };
                if n as u64 > SMALL_VECTOR_MAX {
                    self.small_vector_overflow(cur, n as u64);
                    return None;
                }
                if n as u64 > MAX_ELEMENTS {
                    self.fold_fatal(cur, too_many_elements("!listsplat", n as u64));
                    return None;
                }
                let mut buf = InitBuf::new();
                buf.resize(n as usize, lhs);
                Some(self.inits.list(&buf, vty))
            }
            BinOp::ListRemove => {
                let (InitKind::List { elt, elems: la, .. }, InitKind::List { elems: lb, .. }) =
                    (*self.inits.kind(lhs), *self.inits.kind(rhs))
                else {
                    return None;
                };
                let mut buf = InitBuf::new();
                for x in 0..la.len() {
                    let l = self.inits.at(la, x);
                    let mut found = false;
                    for y in 0..lb.len() {
                        let r = self.inits.at(lb, y);
                        if self.compare_init(BinOp::Eq, l, r) == Some(true) {
                            found = true;
                            break;
                        }
                    }
                    if !found {
                        buf.push(l);
                    }
                }
                Some(self.inits.list(&buf, elt))
            }
            BinOp::ListElem => {
                let (InitKind::List { elems, .. }, InitKind::Int(n)) = (*self.inits.kind(lhs), *self.inits.kind(rhs))
                else {
                    return None;
                };
                if n < 0 || n as u64 >= elems.len() as u64 {
                    return None;
                }
                Some(self.inits.at(elems, n as usize))
            }
            BinOp::ListSlice => {
                let (InitKind::List { elt, elems, .. }, InitKind::List { elems: idx, .. }) =
                    (*self.inits.kind(lhs), *self.inits.kind(rhs))
                else {
                    return None;
                };
                let mut buf = InitBuf::new();
                buf.reserve(idx.len());
                for k in 0..idx.len() {
                    let InitKind::Int(n) = *self.inits.kind(self.inits.at(idx, k)) else { return None };
                    if n < 0 || n as u64 >= elems.len() as u64 {
                        return None;
                    }
                    buf.push(self.inits.at(elems, n as usize));
                }
                Some(self.inits.list(&buf, elt))
            }
            BinOp::RangeC => {
                let (InitKind::Int(start), InitKind::Int(end)) = (*self.inits.kind(lhs), *self.inits.kind(rhs)) else {
                    return None;
                };
                // The closed interval, ascending or descending.
                let (lo, hi) = if start <= end { (start, end) } else { (end, start) };
                let count = (i128::from(hi) - i128::from(lo) + 1) as u128;
                if count > u128::from(SMALL_VECTOR_MAX) {
                    let requested = (hi as u64).wrapping_sub(lo as u64).wrapping_add(1);
                    self.small_vector_overflow(cur, requested);
                    return None;
                }
                if count > u128::from(MAX_ELEMENTS) {
                    self.fold_fatal(cur, too_many_elements("!range", count as u64));
                    return None;
                }
                let mut buf = InitBuf::new();
                buf.reserve(count as usize);
                if start <= end {
                    for v in start..=end {
                        let x = self.inits.int(v);
                        buf.push(x);
                    }
                } else {
                    for v in (end..=start).rev() {
                        let x = self.inits.int(v);
                        buf.push(x);
                    }
                }
                Some(self.inits.list(&buf, Ty::INT))
            }
            BinOp::StrConcat => self.concat_strings(lhs, rhs, cur),
            BinOp::Interleave => {
                let (InitKind::List { elt, elems, .. }, InitKind::String(delim, _)) =
                    (*self.inits.kind(lhs), *self.inits.kind(rhs))
                else {
                    return None;
                };
                if elt == Ty::STRING {
                    self.interleave_strings(elems, delim, cur)
                } else {
                    self.interleave_ints(elems, delim)
                }
            }
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                self.compare_init(op, lhs, rhs).map(|b| self.inits.bit(b))
            }
            BinOp::GetDagArg => {
                let InitKind::Dag { args, .. } = *self.inits.kind(lhs) else { return None };
                let names = args.dag_names();
                if !matches!(self.inits.kind(rhs), InitKind::Int(_) | InitKind::String(..)) {
                    return None;
                }
                let n = match self.dag_arg_no(args, names, rhs) {
                    Ok(n) => n,
                    Err(e) => {
                        self.fold_fatal(cur, format!("!getdagarg {e}"));
                        return None;
                    }
                };
                let arg = self.inits.at(args, n);
                if let Some(t) = self.inits.ty(arg) {
                    if !self.type_is_convertible_to(t, ty) {
                        return Some(Init::UNSET);
                    }
                }
                Some(arg)
            }
            BinOp::GetDagName => {
                let (InitKind::Dag { args, .. }, InitKind::Int(pos)) = (*self.inits.kind(lhs), *self.inits.kind(rhs))
                else {
                    return None;
                };
                let names = args.dag_names();
                if pos < 0 || pos as u64 >= names.len() as u64 {
                    // LLVM reports this as a plain error and then reads past
                    // the argument names (usually crashing); stop here.
                    let last = (names.len() as u32).wrapping_sub(1);
                    self.fold_fatal(cur, format!("!getdagname index is out of range 0...{last}: {pos}"));
                    return None;
                }
                Some(self.inits.at(names, pos as usize))
            }
            BinOp::SetDagOp => {
                let InitKind::Dag { args, .. } = *self.inits.kind(lhs) else { return None };
                let names = args.dag_names();
                if !matches!(self.inits.kind(rhs), InitKind::Def { .. }) {
                    return None;
                }
                let mut a = InitBuf::new();
                let mut n = InitBuf::new();
                a.extend_from_slice(self.inits.slice(args));
                n.extend_from_slice(self.inits.slice(names));
                Some(self.inits.dag(rhs, Init::UNSET, &a, &n))
            }
            BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Shl
            | BinOp::Sra
            | BinOp::Srl => {
                let a = self.int_value(lhs)?;
                let b = self.int_value(rhs)?;
                let v = match op {
                    BinOp::Add => a.wrapping_add(b),
                    BinOp::Sub => a.wrapping_sub(b),
                    BinOp::Mul => a.wrapping_mul(b),
                    BinOp::Div => {
                        if b == 0 {
                            self.fold_fatal(cur, "Illegal operation: division by zero".to_string());
                            return None;
                        }
                        if a == i64::MIN && b == -1 {
                            self.fold_fatal(cur, "Illegal operation: INT64_MIN / -1".to_string());
                            return None;
                        }
                        a / b
                    }
                    BinOp::And => a & b,
                    BinOp::Or => a | b,
                    BinOp::Xor => a ^ b,
                    // x86-64 shifts use the count modulo 64, which is what
                    // LLVM's (formally undefined) oversized shifts do there.
                    BinOp::Shl => (a as u64).wrapping_shl(b as u32) as i64,
                    BinOp::Sra => a.wrapping_shr(b as u32),
                    _ => (a as u64).wrapping_shr(b as u32) as i64,
                };
                Some(self.inits.int(v))
            }
        }
    }

    /// `interleaveStringList`. As in LLVM, the first element's format does
    /// not take part in the result's format.
    fn interleave_strings(&mut self, elems: Slice, delim: crate::intern::Sym, cur: Option<RecId>) -> Option<Init> {
        let mut s = ByteBuf::new();
        let mut fmt = StringFormat::String;
        let d = self.inits.strings.bytes(delim);
        let mut len = d.len() as u64 * (elems.len() as u64).saturating_sub(1);
        for k in 0..elems.len() {
            if let InitKind::String(sym, _) = *self.inits.kind(self.inits.at(elems, k)) {
                len += self.inits.strings.bytes(sym).len() as u64;
            }
        }
        if len > MAX_STRING_LEN {
            self.fold_fatal(cur, string_too_long("!interleave", len));
            return None;
        }
        for k in 0..elems.len() {
            let InitKind::String(sym, f) = *self.inits.kind(self.inits.at(elems, k)) else { return None };
            if k > 0 {
                s.extend_from_slice(d);
                fmt = combine_format(fmt, f);
            }
            s.extend_from_slice(self.inits.strings.bytes(sym));
        }
        Some(self.inits.string_bytes(&s, fmt))
    }

    /// `interleaveIntList`: every element must convert to an int.
    fn interleave_ints(&mut self, elems: Slice, delim: crate::intern::Sym) -> Option<Init> {
        use std::io::Write as _;
        let mut s = ByteBuf::new();
        for k in 0..elems.len() {
            let e = self.inits.at(elems, k);
            let v = self.int_value(e)?;
            if k > 0 {
                s.extend_from_slice(self.inits.strings.bytes(delim));
            }
            let _ = write!(&mut *s, "{v}");
        }
        Some(self.inits.string_bytes(&s, StringFormat::String))
    }

    /// `BinOpInit::resolveReferences`.
    pub fn resolve_binop(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let InitKind::BinOp { op, lhs, rhs, ty } = *self.inits.kind(i) else { return i };
        let new_lhs = self.resolve_references(lhs, r);
        let new_rhs = self.resolve_references(rhs, r);
        if new_lhs != lhs || new_rhs != rhs {
            return match self.try_fold_binop(op, new_lhs, new_rhs, ty, r.current_record()) {
                Some(folded) => folded,
                None => self.inits.binop_raw(op, new_lhs, new_rhs, ty),
            };
        }
        i
    }
}
