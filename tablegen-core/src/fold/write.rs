//! Printed forms of operator values (the operators' `getAsString`).

use crate::init::{BinOp, Init, InitKind, TernOp, UnOp};
use crate::record::RecordKeeper;

/// The spelling of a unary operator (`!cast` is handled apart).
fn unop_name(op: UnOp) -> &'static str {
    match op {
        UnOp::Cast => "!cast",
        UnOp::Not => "!not",
        UnOp::Head => "!head",
        UnOp::Tail => "!tail",
        UnOp::Size => "!size",
        UnOp::Empty => "!empty",
        UnOp::GetDagOp => "!getdagop",
        UnOp::Log2 => "!logtwo",
        UnOp::Repr => "!repr",
        UnOp::ToLower => "!tolower",
        UnOp::ToUpper => "!toupper",
    }
}

/// The spelling of a binary operator in prefix form (`!getdagarg` gets its
/// type appended; `LISTELEM`, `LISTSLICE` and `RANGEC` print infix).
fn binop_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Concat => "!con",
        BinOp::Add => "!add",
        BinOp::Sub => "!sub",
        BinOp::Mul => "!mul",
        BinOp::Div => "!div",
        BinOp::And => "!and",
        BinOp::Or => "!or",
        BinOp::Xor => "!xor",
        BinOp::Shl => "!shl",
        BinOp::Sra => "!sra",
        BinOp::Srl => "!srl",
        BinOp::Eq => "!eq",
        BinOp::Ne => "!ne",
        BinOp::Le => "!le",
        BinOp::Lt => "!lt",
        BinOp::Ge => "!ge",
        BinOp::Gt => "!gt",
        BinOp::ListConcat => "!listconcat",
        BinOp::ListSplat => "!listsplat",
        BinOp::ListRemove => "!listremove",
        BinOp::StrConcat => "!strconcat",
        BinOp::Interleave => "!interleave",
        BinOp::SetDagOp => "!setdagop",
        BinOp::GetDagArg => "!getdagarg",
        BinOp::GetDagName => "!getdagname",
        BinOp::ListElem | BinOp::ListSlice | BinOp::RangeC => "",
    }
}

/// The spelling of a ternary operator.
fn ternop_name(op: TernOp) -> &'static str {
    match op {
        TernOp::Dag => "!dag",
        TernOp::Filter => "!filter",
        TernOp::Foreach => "!foreach",
        TernOp::If => "!if",
        TernOp::Range => "!range",
        TernOp::Subst => "!subst",
        TernOp::Substr => "!substr",
        TernOp::Find => "!find",
        TernOp::SetDagArg => "!setdagarg",
        TernOp::SetDagName => "!setdagname",
    }
}

impl RecordKeeper {
    /// Appends the `getAsString` of an operator value: `!add(a, b)`,
    /// `!cast<T>(x)`, `l[i]`, `a...b`, `!cond(c: v, ...)`, `!foldl(...)`,
    /// `!isa<T>(x)`, `!exists<T>(x)`. Other values print as
    /// [`write_init`](RecordKeeper::write_init) does.
    pub fn write_op<O: crate::text::Out + ?Sized>(&self, out: &mut O, i: Init) {
        match *self.inits.kind(i) {
            InitKind::UnOp { op, lhs, ty } => {
                out.push_str(unop_name(op));
                if op == UnOp::Cast {
                    out.push('<');
                    self.write_ty(out, ty);
                    out.push('>');
                }
                out.push('(');
                self.write_init(out, lhs);
                out.push(')');
            }
            InitKind::BinOp { op, lhs, rhs, ty } => match op {
                BinOp::ListElem | BinOp::ListSlice => {
                    self.write_init(out, lhs);
                    out.push('[');
                    self.write_init(out, rhs);
                    out.push(']');
                }
                BinOp::RangeC => {
                    self.write_init(out, lhs);
                    out.push_str("...");
                    self.write_init(out, rhs);
                }
                _ => {
                    out.push_str(binop_name(op));
                    if op == BinOp::GetDagArg {
                        out.push('<');
                        self.write_ty(out, ty);
                        out.push('>');
                    }
                    out.push('(');
                    self.write_init(out, lhs);
                    out.push_str(", ");
                    self.write_init(out, rhs);
                    out.push(')');
                }
            },
            InitKind::TernOp { op, lhs, mhs, rhs, .. } => {
                out.push_str(ternop_name(op));
                out.push('(');
                // The loop variable of `!foreach`/`!filter` prints bare.
                if matches!(op, TernOp::Foreach | TernOp::Filter) {
                    self.write_unquoted(out, lhs);
                } else {
                    self.write_init(out, lhs);
                }
                out.push_str(", ");
                self.write_init(out, mhs);
                out.push_str(", ");
                self.write_init(out, rhs);
                out.push(')');
            }
            InitKind::Cond { clauses, .. } => {
                out.push_str("!cond(");
                let n = clauses.len() / 2;
                for k in 0..n {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, self.inits.at(clauses, k));
                    out.push_str(": ");
                    self.write_init(out, self.inits.at(clauses, n + k));
                }
                out.push(')');
            }
            InitKind::Fold { start, list, vars, expr, .. } => {
                let (a, b) = self.inits.fold_vars(vars);
                out.push_str("!foldl(");
                self.write_init(out, start);
                out.push_str(", ");
                self.write_init(out, list);
                out.push_str(", ");
                self.write_unquoted(out, a);
                out.push_str(", ");
                self.write_unquoted(out, b);
                out.push_str(", ");
                self.write_init(out, expr);
                out.push(')');
            }
            InitKind::IsA { check, expr } => {
                out.push_str("!isa<");
                self.write_ty(out, check);
                out.push_str(">(");
                self.write_init(out, expr);
                out.push(')');
            }
            InitKind::Exists { check, expr } => {
                out.push_str("!exists<");
                self.write_ty(out, check);
                out.push_str(">(");
                self.write_init(out, expr);
                out.push(')');
            }
            _ => self.write_init(out, i),
        }
    }
}
