//! Unary operators (LLVM's `UnOpInit::Fold` and `resolveReferences`).

use super::InitBuf;
use crate::init::{Init, InitKind, StringFormat, UnOp};
use crate::record::{RecId, RecordKeeper};
use crate::resolve::Resolver;
use crate::types::{Ty, TyKind};

impl RecordKeeper {
    /// `UnOpInit::Fold`: evaluates the unary operator `i` as far as its
    /// operand allows. `cur` is the record being built (for diagnostics and
    /// self-references in `!cast`); `is_final` marks the last resolution of
    /// a record, when `!cast` must find its target or fail.
    pub fn fold_unop(&mut self, i: Init, cur: Option<RecId>, is_final: bool) -> Init {
        let InitKind::UnOp { op, lhs, ty } = *self.inits.kind(i) else { return i };
        self.try_fold_unop(op, lhs, ty, cur, is_final).unwrap_or(i)
    }

    /// What `op` over `lhs` folds to, or `None` when it stays an operator
    /// (see `try_fold_binop`). Diagnostics that print the operator intern it.
    fn try_fold_unop(&mut self, op: UnOp, lhs: Init, ty: Ty, cur: Option<RecId>, is_final: bool) -> Option<Init> {
        match op {
            UnOp::Repr => {
                if self.is_concrete(lhs) {
                    let mut s = super::ByteBuf::new();
                    match *self.inits.kind(lhs) {
                        // A record prints in full, as in `-print-records`.
                        InitKind::Def { rec, .. } => self.write_record(&mut *s, rec),
                        _ => self.write_init(&mut *s, lhs),
                    }
                    return Some(self.inits.string_bytes(&s, StringFormat::String));
                }
            }
            UnOp::ToLower | UnOp::ToUpper => {
                if let InitKind::String(sym, fmt) = *self.inits.kind(lhs) {
                    let text = self.inits.strings.bytes(sym);
                    let upper = op == UnOp::ToUpper;
                    let unchanged = if upper {
                        !text.iter().any(u8::is_ascii_lowercase)
                    } else {
                        !text.iter().any(u8::is_ascii_uppercase)
                    };
                    // The result is always a plain string, never code.
                    if unchanged {
                        if fmt == StringFormat::String {
                            return Some(lhs);
                        }
                        return Some(self.inits.string_sym(sym, StringFormat::String));
                    }
                    let mut s = super::ByteBuf::new();
                    s.extend_from_slice(text);
                    if upper {
                        s.make_ascii_uppercase();
                    } else {
                        s.make_ascii_lowercase();
                    }
                    return Some(self.inits.string_bytes(&s, StringFormat::String));
                }
            }
            UnOp::Cast => return self.fold_cast(lhs, ty, cur, is_final),
            UnOp::Not => {
                if let Some(v) = self.int_value(lhs) {
                    return Some(self.inits.int(if v != 0 { 0 } else { 1 }));
                }
            }
            UnOp::Head | UnOp::Tail => {
                if let InitKind::List { elt, elems, .. } = *self.inits.kind(lhs) {
                    if elems.is_empty() {
                        if op == UnOp::Head {
                            // LLVM reads past the end of the list here and
                            // yields a garbage (in practice null) value that
                            // is harmless when discarded, e.g. by a `!cond`
                            // whose other branch is taken. Keep the operator.
                            return None;
                        }
                        // `!tail` of an empty list crashes LLVM; report it
                        // like the parser does for a literal empty list.
                        self.fold_fatal(cur, "empty list argument in unary operator".to_string());
                        return None;
                    }
                    if op == UnOp::Head {
                        return Some(self.inits.at(elems, 0));
                    }
                    let mut buf = InitBuf::new();
                    buf.extend_from_slice(&self.inits.slice(elems)[1..]);
                    return Some(self.inits.list(&buf, elt));
                }
            }
            UnOp::Size | UnOp::Empty => {
                let n = match *self.inits.kind(lhs) {
                    InitKind::List { elems, .. } => elems.len(),
                    InitKind::Dag { args, .. } => args.len(),
                    InitKind::String(sym, _) => self.inits.strings.bytes(sym).len(),
                    _ => return None,
                };
                let v = if op == UnOp::Size { n as i64 } else { (n == 0) as i64 };
                return Some(self.inits.int(v));
            }
            UnOp::GetDagOp => {
                if let InitKind::Dag { op: dag_op, .. } = *self.inits.kind(lhs) {
                    match self.inits.ty(dag_op) {
                        Some(t) if self.type_is_a(t, ty) => return Some(dag_op),
                        t => {
                            // LLVM assumes the operator is typed; `?` makes it
                            // crash. Both cases end in the same fatal error here.
                            let mut msg = String::from("Expected type '");
                            self.write_ty(&mut msg, ty);
                            msg.push_str("', got '");
                            match t {
                                Some(t) => self.write_ty(&mut msg, t),
                                None => msg.push('?'),
                            }
                            msg.push_str("' in: ");
                            let i = self.inits.unop_raw(op, lhs, ty);
                            self.write_op(&mut msg, i);
                            msg.push('\n');
                            self.fold_fatal(cur, msg);
                            return None;
                        }
                    }
                }
            }
            UnOp::Log2 => {
                if let Some(v) = self.int_value(lhs) {
                    if v <= 0 {
                        self.fold_fatal(
                            cur,
                            "Illegal operation: logtwo is undefined on arguments less than or equal to 0".to_string(),
                        );
                        return None;
                    }
                    return Some(self.inits.int(63 - i64::from(v.leading_zeros())));
                }
            }
        }
        None
    }

    /// The `CAST` case of `UnOpInit::Fold`.
    fn fold_cast(&mut self, lhs: Init, ty: Ty, cur: Option<RecId>, is_final: bool) -> Option<Init> {
        match self.inits.types.kind(ty) {
            TyKind::String => {
                match *self.inits.kind(lhs) {
                    InitKind::String(..) => return Some(lhs),
                    InitKind::Def { rec, .. } => {
                        // The name's own value: the same bytes, a plain string.
                        let name = self.record(rec).name;
                        if Some(rec) == cur || matches!(self.inits.kind(name), InitKind::AnonymousName(_)) {
                            // A name that may still change.
                            self.eval.note_context_read();
                        }
                        return Some(match *self.inits.kind(name) {
                            InitKind::String(sym, _) => self.inits.string_sym(sym, StringFormat::String),
                            _ => {
                                let s = self.name_str(rec).to_string();
                                self.inits.string(&s)
                            }
                        });
                    }
                    _ => {}
                }
                if let Some(v) = self.int_value(lhs) {
                    let s = v.to_string();
                    return Some(self.inits.string(&s));
                }
            }
            TyKind::Record(_) => {
                if let InitKind::String(sym, _) = *self.inits.kind(lhs) {
                    // Which records exist changes as the input is read.
                    self.eval.note_context_read();
                    let mut d = self.def_bytes(self.inits.strings.bytes(sym));
                    if d.is_none() {
                        if let Some(c) = cur {
                            // A record may name itself, but that is resolved
                            // only at the end, once its type is known.
                            if self.names_record(c, lhs) {
                                if !is_final {
                                    return None;
                                }
                                d = Some(c);
                            }
                        }
                    }
                    let Some(d) = d else {
                        if is_final {
                            let msg = format!("Undefined reference to record: '{}'\n", self.inits.strings.get(sym));
                            self.fold_fatal(cur, msg);
                        }
                        return None;
                    };
                    let di = self.def_init(d);
                    let dty = self.inits.ty(di).unwrap_or(Ty::ANY_RECORD);
                    if !self.type_is_a(dty, ty) {
                        let mut msg = String::from("Expected type '");
                        self.write_ty(&mut msg, ty);
                        msg.push_str("', got '");
                        self.write_ty(&mut msg, dty);
                        msg.push_str("' in: ");
                        let i = self.inits.unop_raw(UnOp::Cast, lhs, ty);
                        self.write_op(&mut msg, i);
                        msg.push('\n');
                        self.fold_fatal(cur, msg);
                        return None;
                    }
                    return Some(di);
                }
            }
            _ => {}
        }
        self.convert_initializer_to(lhs, ty)
    }

    /// `UnOpInit::resolveReferences`: a `!cast` is folded again in the final
    /// resolution even when its operand did not change.
    pub fn resolve_unop(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        let InitKind::UnOp { op, lhs, ty } = *self.inits.kind(i) else { return i };
        let new_lhs = self.resolve_references(lhs, r);
        if new_lhs != lhs || (op == UnOp::Cast && r.is_final()) {
            return match self.try_fold_unop(op, new_lhs, ty, r.current_record(), r.is_final()) {
                Some(folded) => folded,
                None => self.inits.unop_raw(op, new_lhs, ty),
            };
        }
        i
    }
}
