//! Prints a translated [`Body`] as the Rust body of a hook method.
//!
//! The method has `dag` and the node (`node`, or `value.node` for a
//! transform) in scope; the body reads the node's constant once, as `cst`
//! (the runtime's `isel::cxx::Constant`), when it uses it, and returns
//! `Result<bool, IselError>` (a predicate) or `Result<SdValue<_>,
//! IselError>` (a transform).

use std::fmt::Write as _;

use super::{Binary, Body, Expr, Func, ResultType, Stmt, Ty, Unary};
use crate::support::rust::names::snake;

/// Names the printed code uses for itself.
const RESERVED: [&str; 6] = ["dag", "node", "value", "cst", "vt", "hooks"];

/// What the printed body refers to.
#[derive(Clone, Copy, Debug)]
pub struct Scope<'a> {
    /// The runtime's `isel::cxx` module as the generated code names it.
    pub cxx: &'a str,
    /// The expression for the node (`node`, `value.node`).
    pub node: &'a str,
    /// The expression for the DAG as a shared reference (`dag`, `&*dag`).
    pub dag: &'a str,
    /// The hook's name, for the error of a node that is not a constant.
    pub hook: &'a str,
}

/// The body's statements, indented by `indent`, ending in its tail
/// expression.
pub fn body(b: &Body, scope: Scope<'_>, indent: &str) -> String {
    let names = local_names(b);
    let p = Printer { b, names: &names, scope };
    let mut s = String::new();
    if b.uses_constant() {
        let _ =
            writeln!(s, "{indent}let cst = {}::constant({}, {}, {:?})?;", scope.cxx, scope.dag, scope.node, scope.hook);
    }
    p.block(&mut s, &b.stmts, indent, true);
    s
}

fn local_names(b: &Body) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, l) in b.locals.iter().enumerate() {
        let base = snake(&l.name);
        let taken = RESERVED.contains(&base.as_str())
            || b.locals[..i].iter().zip(&out).any(|(prev, n)| *n == base && prev.name != l.name);
        out.push(if taken { format!("{base}_{i}") } else { base });
    }
    out
}

struct Printer<'a> {
    b: &'a Body,
    names: &'a [String],
    scope: Scope<'a>,
}

/// Rust precedence, lower binds tighter.
const ATOM: u8 = 0;
const PREFIX: u8 = 1;
const CAST: u8 = 2;
const BITAND: u8 = 6;
const BITXOR: u8 = 7;
const BITOR: u8 = 8;
const COMPARE: u8 = 9;
const AND: u8 = 10;
const OR: u8 = 11;
const LOOSE: u8 = 12;

impl Printer<'_> {
    fn block(&self, s: &mut String, stmts: &[Stmt], indent: &str, tail: bool) {
        for (i, st) in stmts.iter().enumerate() {
            let last = tail && i + 1 == stmts.len();
            self.stmt(s, st, indent, last);
        }
    }

    fn stmt(&self, s: &mut String, st: &Stmt, indent: &str, tail: bool) {
        let inner = format!("{indent}    ");
        match st {
            Stmt::Let(i, e) => {
                let ty = self.b.locals.get(*i).map_or(Ty::I64, |l| l.ty);
                let name = self.names.get(*i).map_or("_", String::as_str);
                let _ = writeln!(s, "{indent}let {name}: {} = {};", ty.rust(), self.expr(e, LOOSE));
            }
            Stmt::Return(e) => {
                let v = format!("Ok({})", self.expr(e, LOOSE));
                push_return(s, indent, &v, tail);
            }
            Stmt::ReturnConstant(e, vt) => {
                let vt = match vt {
                    ResultType::Node => format!("dag.value_type({0}, 0)", self.scope.node),
                    ResultType::Mvt(name, n) => format!("{n} /* MVT::{name} */"),
                };
                let v = format!("Ok(dag.get_target_constant({}, {vt}, {}))", self.expr(e, LOOSE), self.scope.node);
                push_return(s, indent, &v, tail);
            }
            Stmt::If(c, a, b) => {
                let _ = writeln!(s, "{indent}if {} {{", self.expr(c, LOOSE));
                self.block(s, a, &inner, tail);
                if !b.is_empty() {
                    let _ = writeln!(s, "{indent}}} else {{");
                    self.block(s, b, &inner, tail);
                }
                let _ = writeln!(s, "{indent}}}");
            }
        }
    }

    /// `e`, parenthesized if its precedence is looser than `max`.
    fn expr(&self, e: &Expr, max: u8) -> String {
        let (text, prec) = self.raw(e);
        if prec > max {
            format!("({text})")
        } else {
            text
        }
    }

    fn raw(&self, e: &Expr) -> (String, u8) {
        let locals = &self.b.locals;
        match e {
            Expr::Lit(v, t) => literal(*v, *t),
            Expr::Local(i) => (self.names.get(*i).cloned().unwrap_or_else(|| "_".into()), ATOM),
            Expr::SExt => ("cst.sext()".into(), ATOM),
            Expr::ZExt => ("cst.zext()".into(), ATOM),
            Expr::HasOneUse => {
                (format!("{}::has_one_use_node({}, {})", self.scope.cxx, self.scope.dag, self.scope.node), ATOM)
            }
            Expr::Subtarget(code) => (code.clone(), ATOM),
            // `!x` on an integer: `x == 0` (clippy's `nonminimal_bool`
            // reads `!(x != 0)` as a mistake).
            Expr::Unary(Unary::Not, a) if matches!(&**a, Expr::Convert(_, Ty::Bool)) => match &**a {
                Expr::Convert(inner, _) if inner.ty(locals) != Ty::Bool => {
                    (format!("{} == 0", self.expr(inner, CAST)), COMPARE)
                }
                _ => (format!("!{}", self.expr(a, PREFIX)), PREFIX),
            },
            Expr::Unary(Unary::Not | Unary::BitNot, a) => (format!("!{}", self.expr(a, PREFIX)), PREFIX),
            Expr::Unary(Unary::Neg, a) => (format!("{}.wrapping_neg()", self.receiver(a)), ATOM),
            Expr::Convert(a, t) => {
                let from = a.ty(locals);
                match (from, t) {
                    (_, Ty::Bool) => (format!("{} != 0", self.expr(a, CAST)), COMPARE),
                    (Ty::Bool, _) => (format!("{}::from({})", t.rust(), self.expr(a, LOOSE)), ATOM),
                    _ => (format!("{} as {}", self.expr(a, CAST), t.rust()), CAST),
                }
            }
            Expr::Call(f, a) => self.call(*f, a),
            Expr::Cond(c, a, b, _) => (
                format!("if {} {{ {} }} else {{ {} }}", self.expr(c, LOOSE), self.expr(a, LOOSE), self.expr(b, LOOSE)),
                LOOSE,
            ),
            Expr::Binary(op, a, b, _) => self.binary(*op, a, b),
        }
    }

    /// `e` as the receiver of a method call.
    fn receiver(&self, e: &Expr) -> String {
        match e {
            // A literal receiver needs its type, and a negative one parentheses.
            Expr::Lit(v, t) => {
                let (text, prec) = literal(*v, *t);
                if prec == ATOM {
                    format!("{text}{}", t.rust())
                } else {
                    format!("({text}{})", t.rust())
                }
            }
            e => self.expr(e, ATOM),
        }
    }

    fn binary(&self, op: Binary, a: &Expr, b: &Expr) -> (String, u8) {
        let method = |m: &str| (format!("{}.{m}({})", self.receiver(a), self.expr(b, LOOSE)), ATOM);
        let infix = |sym: &str, prec: u8| {
            // Operands of an infix operator: casts in parentheses (`x as
            // i64 < y` would read `<` as generics), comparisons never chained.
            let side = |e: &Expr| {
                let (t, p) = self.raw(e);
                if p >= prec || p == CAST {
                    format!("({t})")
                } else {
                    t
                }
            };
            (format!("{} {sym} {}", side(a), side(b)), prec)
        };
        match op {
            Binary::Add => method("wrapping_add"),
            Binary::Sub => method("wrapping_sub"),
            Binary::Mul => method("wrapping_mul"),
            Binary::Div => (format!("{}.checked_div({}).unwrap_or(0)", self.receiver(a), self.expr(b, LOOSE)), ATOM),
            Binary::Rem => (format!("{}.checked_rem({}).unwrap_or(0)", self.receiver(a), self.expr(b, LOOSE)), ATOM),
            Binary::Shl | Binary::Shr => {
                let amount = match (b, b.ty(&self.b.locals)) {
                    // A literal amount is a `u32` literal (C++ only defines 0..width).
                    (Expr::Lit(v, t), _) => (convert_bits_u32(*v, *t)).to_string(),
                    (_, Ty::U32) => self.expr(b, LOOSE),
                    _ => format!("{} as u32", self.expr(b, CAST)),
                };
                let m = if op == Binary::Shl { "wrapping_shl" } else { "wrapping_shr" };
                (format!("{}.{m}({amount})", self.receiver(a)), ATOM)
            }
            Binary::And => infix("&", BITAND),
            Binary::Or => infix("|", BITOR),
            Binary::Xor => infix("^", BITXOR),
            Binary::Eq => infix("==", COMPARE),
            Binary::Ne => infix("!=", COMPARE),
            Binary::Lt => infix("<", COMPARE),
            Binary::Le => infix("<=", COMPARE),
            Binary::Gt => infix(">", COMPARE),
            Binary::Ge => infix(">=", COMPARE),
            Binary::LogicalAnd => {
                // `&&` chains: only a looser operand (`||`) needs parentheses.
                let side = |e: &Expr| self.expr(e, AND);
                (format!("{} && {}", side(a), side(b)), AND)
            }
            Binary::LogicalOr => {
                let side = |e: &Expr| self.expr(e, OR);
                (format!("{} || {}", side(a), side(b)), OR)
            }
        }
    }

    fn call(&self, f: Func, a: &Expr) -> (String, u8) {
        let cxx = self.scope.cxx;
        let arg = self.expr(a, LOOSE);
        let count = |m: &str| (format!("{}.{m}() as i32", self.receiver(a)), CAST);
        let text = match f {
            Func::IsInt(n) => format!("{cxx}::is_int({n}, {arg})"),
            Func::IsUInt(n) => format!("{cxx}::is_uint({n}, {arg})"),
            Func::IsShiftedInt(n, s) => format!("{cxx}::is_shifted_int({n}, {s}, {arg})"),
            Func::IsShiftedUInt(n, s) => format!("{cxx}::is_shifted_uint({n}, {s}, {arg})"),
            Func::IsPowerOf2_32 => format!("{cxx}::is_power_of2_32({arg})"),
            Func::IsPowerOf2_64 => format!("{cxx}::is_power_of2_64({arg})"),
            Func::IsMask32 => format!("{cxx}::is_mask_32({arg})"),
            Func::IsMask64 => format!("{cxx}::is_mask_64({arg})"),
            Func::IsShiftedMask32 => format!("{cxx}::is_shifted_mask_32({arg})"),
            Func::IsShiftedMask64 => format!("{cxx}::is_shifted_mask_64({arg})"),
            Func::Log2_32 => format!("{cxx}::log2_32({arg})"),
            Func::Log2_64 => format!("{cxx}::log2_64({arg})"),
            Func::SignExtend64(b) => format!("{cxx}::sign_extend_64({b}, {arg})"),
            Func::SignExtend32(b) => format!("{cxx}::sign_extend_32({b}, {arg})"),
            Func::CountrZero => return count("trailing_zeros"),
            Func::CountrOne => return count("trailing_ones"),
            Func::CountlZero => return count("leading_zeros"),
            Func::CountlOne => return count("leading_ones"),
            Func::Popcount => return count("count_ones"),
        };
        (text, ATOM)
    }
}

/// A literal's value as the `u32` a shift amount converts it to.
fn convert_bits_u32(v: u64, t: Ty) -> u32 {
    match t {
        Ty::Bool | Ty::I32 | Ty::U32 => v as u32,
        Ty::I64 | Ty::U64 => u32::try_from(v).unwrap_or(u32::MAX),
    }
}

fn push_return(s: &mut String, indent: &str, v: &str, tail: bool) {
    if tail {
        let _ = writeln!(s, "{indent}{v}");
    } else {
        let _ = writeln!(s, "{indent}return {v};");
    }
}

/// A literal in its type: decimal, unsigned values past 4095 in hex.
fn literal(v: u64, t: Ty) -> (String, u8) {
    let text = match t {
        Ty::Bool => return ((if v != 0 { "true" } else { "false" }).into(), ATOM),
        Ty::I32 => (v as u32 as i32).to_string(),
        Ty::I64 => (v as i64).to_string(),
        Ty::U32 | Ty::U64 if v > 4095 => format!("{v:#x}"),
        Ty::U32 | Ty::U64 => v.to_string(),
    };
    let prec = if text.starts_with('-') { PREFIX } else { ATOM };
    (text, prec)
}
