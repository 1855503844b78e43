//! Lexing, parsing and typing of the C++ subset [`super::translate`]
//! accepts. Every rule that does not apply is a `None`: the parser never
//! guesses.

use super::{Binary, Body, Env, Expr, Func, Kind, Local, ResultType, Stmt, Ty, Unary};

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Ident(String),
    Int(u64, Ty),
    Punct(&'static str),
}

const PUNCTS: [&str; 31] = [
    "->", "::", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "(", ")", "{", "}", ";", ",", "<", ">", "+", "-", "*",
    "/", "%", "&", "|", "^", "!", "~", "?", ":", "=",
];

fn lex(code: &str) -> Option<Vec<Tok>> {
    let b = code.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            let end = code.get(i + 2..)?.find("*/")?;
            i += end + 4;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let st = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Ident(code[st..i].to_owned()));
        } else if c.is_ascii_digit() {
            let st = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'\'') {
                i += 1;
            }
            out.push(int_literal(&code[st..i].replace('\'', ""))?);
        } else {
            let p = PUNCTS.iter().find(|p| b[i..].starts_with(p.as_bytes()))?;
            i += p.len();
            out.push(Tok::Punct(p));
        }
    }
    Some(out)
}

/// An integer literal with C++'s type rules (LP64).
fn int_literal(text: &str) -> Option<Tok> {
    let lower = text.to_ascii_lowercase();
    let digits_end = lower.find(['u', 'l']).unwrap_or(lower.len());
    let (digits, suffix) = lower.split_at(digits_end);
    let (radix, body) = if let Some(h) = digits.strip_prefix("0x") {
        (16, h)
    } else if let Some(b) = digits.strip_prefix("0b") {
        (2, b)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    let v = u64::from_str_radix(body, radix).ok()?;
    let unsigned = suffix.contains('u');
    let long = suffix.contains('l');
    if !suffix.replace(['u', 'l'], "").is_empty() || suffix.matches('u').count() > 1 {
        return None;
    }
    // The first type of the literal's list that holds the value.
    let candidates: &[Ty] = match (radix == 10, unsigned, long) {
        (_, true, false) => &[Ty::U32, Ty::U64],
        (_, true, true) => &[Ty::U64],
        (true, false, false) => &[Ty::I32, Ty::I64],
        (true, false, true) => &[Ty::I64],
        (false, false, false) => &[Ty::I32, Ty::U32, Ty::I64, Ty::U64],
        (false, false, true) => &[Ty::I64, Ty::U64],
    };
    let ty = candidates.iter().copied().find(|t| fits(v, *t))?;
    Some(Tok::Int(v, ty))
}

fn fits(v: u64, t: Ty) -> bool {
    match t {
        Ty::Bool => v <= 1,
        Ty::I32 => v <= i32::MAX as u64,
        Ty::U32 => v <= u64::from(u32::MAX),
        Ty::I64 => v <= i64::MAX as u64,
        Ty::U64 => true,
    }
}

/// A literal's value converted to `t` (C++'s modular conversion).
fn convert_bits(v: u64, from: Ty, to: Ty) -> u64 {
    // The value as a signed or unsigned 64-bit number, then truncated.
    let wide = match from {
        Ty::I32 => v as u32 as i32 as i64 as u64,
        Ty::U32 => v & 0xffff_ffff,
        _ => v,
    };
    match to {
        Ty::Bool => u64::from(wide != 0),
        Ty::I32 | Ty::U32 => wide & 0xffff_ffff,
        Ty::I64 | Ty::U64 => wide,
    }
}

/// Integer promotion.
fn promote(t: Ty) -> Ty {
    if t == Ty::Bool {
        Ty::I32
    } else {
        t
    }
}

/// The usual arithmetic conversions.
fn common(a: Ty, b: Ty) -> Ty {
    let (a, b) = (promote(a), promote(b));
    if a == b {
        return a;
    }
    let rank = |t: Ty| t.bits();
    if a.signed() == b.signed() {
        return if rank(a) >= rank(b) { a } else { b };
    }
    let (u, s) = if a.signed() { (b, a) } else { (a, b) };
    if rank(u) >= rank(s) {
        u
    } else {
        // A signed 64-bit type holds every 32-bit unsigned value.
        s
    }
}

/// `e` converted to `t`, folding literals.
fn conv(e: Expr, t: Ty, locals: &[Local]) -> Expr {
    let from = e.ty(locals);
    if from == t {
        return e;
    }
    match e {
        Expr::Lit(v, f) => Expr::Lit(convert_bits(v, f, t), t),
        // Converting each branch is the same, and keeps literals literal.
        Expr::Cond(c, a, b, _) => Expr::Cond(c, Box::new(conv(*a, t, locals)), Box::new(conv(*b, t, locals)), t),
        // Through a type at least as wide and back: the value itself.
        Expr::Convert(inner, mid) if t != Ty::Bool && mid.bits() >= t.bits() && inner.ty(locals) == t => *inner,
        e => Expr::Convert(Box::new(e), t),
    }
}

/// What a name stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Binding {
    /// A local of the body.
    Local(usize),
    /// The node, as an `SDNode *`.
    Node,
    /// The node, as a `ConstantSDNode *`.
    ConstantNode,
}

pub(super) struct Parser<'a> {
    toks: Vec<Tok>,
    pos: usize,
    kind: Kind,
    env: &'a dyn Env,
    locals: Vec<Local>,
    names: Vec<(String, Binding)>,
}

impl<'a> Parser<'a> {
    pub(super) fn new(code: &str, kind: Kind, env: &'a dyn Env) -> Option<Self> {
        let mut names = Vec::new();
        if kind != Kind::Condition {
            names.push(("Node".to_owned(), Binding::Node));
        }
        if kind == Kind::ConstantXform {
            names.push(("N".to_owned(), Binding::ConstantNode));
        }
        Some(Parser { toks: lex(code)?, pos: 0, kind, env, locals: Vec::new(), names })
    }

    pub(super) fn body(mut self) -> Option<Body> {
        if self.kind == Kind::Condition {
            let e = self.expr()?;
            if self.pos != self.toks.len() {
                return None;
            }
            let e = conv(e, Ty::Bool, &self.locals);
            return Some(Body { locals: self.locals, stmts: vec![Stmt::Return(e)] });
        }
        let mut stmts = Vec::new();
        while self.pos < self.toks.len() {
            self.stmt(&mut stmts)?;
        }
        if !well_formed(&stmts, true) {
            return None;
        }
        Some(Body { locals: self.locals, stmts })
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn peek_at(&self, k: usize) -> Option<&Tok> {
        self.toks.get(self.pos + k)
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Some(Tok::Punct(q)) if *q == p)
    }

    fn is_ident(&self, s: &str) -> bool {
        matches!(self.peek(), Some(Tok::Ident(q)) if q == s)
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        let yes = self.is_punct(p);
        self.pos += usize::from(yes);
        yes
    }

    fn expect_punct(&mut self, p: &str) -> Option<()> {
        self.eat_punct(p).then_some(())
    }

    fn expect_ident(&mut self, s: &str) -> Option<()> {
        let yes = self.is_ident(s);
        self.pos += usize::from(yes);
        yes.then_some(())
    }

    fn ident(&mut self) -> Option<String> {
        match self.peek() {
            Some(Tok::Ident(s)) => {
                let s = s.clone();
                self.pos += 1;
                Some(s)
            }
            _ => None,
        }
    }

    fn lookup(&self, name: &str) -> Option<Binding> {
        self.names.iter().rev().find(|(n, _)| n == name).map(|(_, b)| *b)
    }

    fn stmt(&mut self, out: &mut Vec<Stmt>) -> Option<()> {
        if self.eat_punct("{") {
            // Names declared in the block end with it.
            let scope = self.names.len();
            while !self.eat_punct("}") {
                self.peek()?;
                self.stmt(out)?;
            }
            self.names.truncate(scope);
            return Some(());
        }
        if self.eat_punct(";") {
            return Some(());
        }
        if self.is_ident("return") {
            self.pos += 1;
            let s = match self.kind {
                Kind::Predicate | Kind::Condition => {
                    let e = self.expr()?;
                    Stmt::Return(conv(e, Ty::Bool, &self.locals))
                }
                Kind::ConstantXform => self.target_constant()?,
            };
            self.expect_punct(";")?;
            out.push(s);
            return Some(());
        }
        if self.is_ident("if") {
            self.pos += 1;
            self.expect_punct("(")?;
            let c = self.expr()?;
            let c = conv(c, Ty::Bool, &self.locals);
            self.expect_punct(")")?;
            let scope = self.names.len();
            let mut then = Vec::new();
            self.stmt(&mut then)?;
            self.names.truncate(scope);
            let mut other = Vec::new();
            if self.is_ident("else") {
                self.pos += 1;
                self.stmt(&mut other)?;
                self.names.truncate(scope);
            }
            out.push(Stmt::If(c, then, other));
            return Some(());
        }
        // `(void)N;`
        if self.is_punct("(") && matches!(self.peek_at(1), Some(Tok::Ident(v)) if v == "void") {
            self.pos += 2;
            self.expect_punct(")")?;
            self.ident()?;
            return self.expect_punct(";");
        }
        self.declaration(out)
    }

    /// `T name = init;`, `SDNode *N = Node;` or `auto *N = cast<ConstantSDNode>(Node);`.
    fn declaration(&mut self, out: &mut Vec<Stmt>) -> Option<()> {
        let _ = self.eat_ident("const");
        if self.eat_ident("SDNode") || self.eat_ident("auto") || self.eat_ident("ConstantSDNode") {
            if self.eat_punct("*") {
                let name = self.ident()?;
                self.expect_punct("=")?;
                let b = if self.eat_ident("Node") {
                    Binding::Node
                } else {
                    self.cast_constant()?;
                    Binding::ConstantNode
                };
                self.expect_punct(";")?;
                self.names.push((name, b));
                return Some(());
            }
            // `auto x = e;`: the type of `e`.
            let name = self.ident()?;
            self.expect_punct("=")?;
            let e = self.expr()?;
            self.expect_punct(";")?;
            let ty = e.ty(&self.locals);
            return self.bind_local(out, name, ty, e);
        }
        let ty = self.type_name()?;
        let name = self.ident()?;
        self.expect_punct("=")?;
        let e = self.expr()?;
        self.expect_punct(";")?;
        let e = conv(e, ty, &self.locals);
        self.bind_local(out, name, ty, e)
    }

    fn bind_local(&mut self, out: &mut Vec<Stmt>, name: String, ty: Ty, e: Expr) -> Option<()> {
        let i = self.locals.len();
        self.locals.push(Local { name: name.clone(), ty });
        self.names.push((name, Binding::Local(i)));
        out.push(Stmt::Let(i, e));
        Some(())
    }

    fn eat_ident(&mut self, s: &str) -> bool {
        self.expect_ident(s).is_some()
    }

    /// `cast<ConstantSDNode>(Node)` (or of `N`).
    fn cast_constant(&mut self) -> Option<()> {
        self.expect_ident("cast")?;
        self.expect_punct("<")?;
        self.expect_ident("ConstantSDNode")?;
        self.expect_punct(">")?;
        self.expect_punct("(")?;
        let n = self.ident()?;
        if !matches!(self.lookup(&n), Some(Binding::Node | Binding::ConstantNode)) {
            return None;
        }
        self.expect_punct(")")
    }

    /// A C++ integer type name, or `None` (without consuming) when the
    /// next tokens are not one.
    fn type_name(&mut self) -> Option<Ty> {
        let save = self.pos;
        let _ = self.eat_ident("const");
        let t = match self.ident()?.as_str() {
            "int64_t" | "intptr_t" | "ssize_t" => Ty::I64,
            "uint64_t" | "uintptr_t" | "size_t" => Ty::U64,
            "int32_t" => Ty::I32,
            "uint32_t" => Ty::U32,
            "bool" => Ty::Bool,
            "int" => Ty::I32,
            "long" => {
                let _ = self.eat_ident("long");
                let _ = self.eat_ident("int");
                Ty::I64
            }
            "unsigned" => {
                if self.eat_ident("long") {
                    let _ = self.eat_ident("long");
                    let _ = self.eat_ident("int");
                    Ty::U64
                } else {
                    let _ = self.eat_ident("int");
                    Ty::U32
                }
            }
            _ => {
                self.pos = save;
                return None;
            }
        };
        Some(t)
    }

    /// `CurDAG->getTargetConstant(e, SDLoc(N), vt)`.
    fn target_constant(&mut self) -> Option<Stmt> {
        self.expect_ident("CurDAG")?;
        self.expect_punct("->")?;
        self.expect_ident("getTargetConstant")?;
        self.expect_punct("(")?;
        let e = self.expr()?;
        let e = conv(conv(e, Ty::U64, &self.locals), Ty::I64, &self.locals);
        self.expect_punct(",")?;
        self.expect_ident("SDLoc")?;
        self.expect_punct("(")?;
        let n = self.ident()?;
        if self.lookup(&n) != Some(Binding::ConstantNode) {
            return None;
        }
        self.expect_punct(")")?;
        self.expect_punct(",")?;
        let vt = if self.eat_ident("MVT") {
            self.expect_punct("::")?;
            let name = self.ident()?;
            let n = self.env.mvt(&name)?;
            ResultType::Mvt(name, n)
        } else {
            let n = self.ident()?;
            if self.lookup(&n) != Some(Binding::ConstantNode) {
                return None;
            }
            self.expect_punct("->")?;
            self.expect_ident("getValueType")?;
            self.expect_punct("(")?;
            if self.peek() != Some(&Tok::Int(0, Ty::I32)) {
                return None;
            }
            self.pos += 1;
            self.expect_punct(")")?;
            ResultType::Node
        };
        self.expect_punct(")")?;
        Some(Stmt::ReturnConstant(e, vt))
    }

    fn expr(&mut self) -> Option<Expr> {
        let c = self.binary(0)?;
        if !self.eat_punct("?") {
            return Some(c);
        }
        let c = conv(c, Ty::Bool, &self.locals);
        let a = self.expr()?;
        self.expect_punct(":")?;
        let b = self.expr()?;
        let (ta, tb) = (a.ty(&self.locals), b.ty(&self.locals));
        let t = if ta == Ty::Bool && tb == Ty::Bool { Ty::Bool } else { common(ta, tb) };
        let (a, b) = (conv(a, t, &self.locals), conv(b, t, &self.locals));
        Some(Expr::Cond(Box::new(c), Box::new(a), Box::new(b), t))
    }

    /// Precedence climbing over C++'s binary operators.
    fn binary(&mut self, min: u8) -> Option<Expr> {
        let mut lhs = self.unary()?;
        while let Some(Tok::Punct(p)) = self.peek() {
            let Some((op, prec)) = binary_op(p) else { break };
            if prec < min {
                break;
            }
            self.pos += 1;
            let rhs = self.binary(prec + 1)?;
            lhs = self.combine(op, lhs, rhs);
        }
        Some(lhs)
    }

    fn combine(&self, op: Binary, a: Expr, b: Expr) -> Expr {
        let l = &self.locals;
        let (ta, tb) = (a.ty(l), b.ty(l));
        match op {
            Binary::LogicalAnd | Binary::LogicalOr => {
                Expr::Binary(op, Box::new(conv(a, Ty::Bool, l)), Box::new(conv(b, Ty::Bool, l)), Ty::Bool)
            }
            Binary::Shl | Binary::Shr => {
                let t = promote(ta);
                Expr::Binary(op, Box::new(conv(a, t, l)), Box::new(conv(b, promote(tb), l)), t)
            }
            Binary::Eq | Binary::Ne | Binary::Lt | Binary::Le | Binary::Gt | Binary::Ge => {
                // `bool == bool` stays `bool`.
                let t = if ta == Ty::Bool && tb == Ty::Bool { Ty::Bool } else { common(ta, tb) };
                Expr::Binary(op, Box::new(conv(a, t, l)), Box::new(conv(b, t, l)), Ty::Bool)
            }
            _ => {
                let t = common(ta, tb);
                Expr::Binary(op, Box::new(conv(a, t, l)), Box::new(conv(b, t, l)), t)
            }
        }
    }

    fn unary(&mut self) -> Option<Expr> {
        if self.eat_punct("!") {
            let e = self.unary()?;
            return Some(Expr::Unary(Unary::Not, Box::new(conv(e, Ty::Bool, &self.locals))));
        }
        if self.eat_punct("~") {
            let e = self.unary()?;
            let t = promote(e.ty(&self.locals));
            let e = conv(e, t, &self.locals);
            return Some(match e {
                Expr::Lit(v, t) => Expr::Lit(convert_bits(!v, t, t), t),
                e => Expr::Unary(Unary::BitNot, Box::new(e)),
            });
        }
        if self.eat_punct("-") {
            let e = self.unary()?;
            let t = promote(e.ty(&self.locals));
            let e = conv(e, t, &self.locals);
            return Some(match e {
                Expr::Lit(v, t) => Expr::Lit(convert_bits(v.wrapping_neg(), t, t), t),
                e => Expr::Unary(Unary::Neg, Box::new(e)),
            });
        }
        if self.eat_punct("+") {
            let e = self.unary()?;
            let t = promote(e.ty(&self.locals));
            return Some(conv(e, t, &self.locals));
        }
        // `(T)e`.
        if self.is_punct("(") {
            let save = self.pos;
            self.pos += 1;
            if let Some(t) = self.type_name() {
                self.expect_punct(")")?;
                let e = self.unary()?;
                return Some(conv(e, t, &self.locals));
            }
            self.pos = save;
        }
        self.primary()
    }

    fn primary(&mut self) -> Option<Expr> {
        match self.peek()?.clone() {
            Tok::Int(v, t) => {
                self.pos += 1;
                Some(Expr::Lit(v, t))
            }
            Tok::Punct("(") => {
                self.pos += 1;
                let e = self.expr()?;
                self.expect_punct(")")?;
                Some(e)
            }
            Tok::Ident(name) => {
                self.pos += 1;
                self.named(&name)
            }
            Tok::Punct(_) => None,
        }
    }

    fn named(&mut self, name: &str) -> Option<Expr> {
        match name {
            "true" => return Some(Expr::Lit(1, Ty::Bool)),
            "false" => return Some(Expr::Lit(0, Ty::Bool)),
            "llvm" => {
                self.expect_punct("::")?;
                let f = self.ident()?;
                return self.call(&f);
            }
            "static_cast" => {
                self.expect_punct("<")?;
                let t = self.type_name()?;
                self.expect_punct(">")?;
                self.expect_punct("(")?;
                let e = self.expr()?;
                self.expect_punct(")")?;
                return Some(conv(e, t, &self.locals));
            }
            "UINT64_C" | "INT64_C" => {
                self.expect_punct("(")?;
                let Some(Tok::Int(v, _)) = self.peek().cloned() else { return None };
                self.pos += 1;
                self.expect_punct(")")?;
                let t = if name == "UINT64_C" { Ty::U64 } else { Ty::I64 };
                return fits(v, t).then_some(Expr::Lit(v, t));
            }
            "Subtarget" => {
                self.expect_punct("->")?;
                let getter = self.ident()?;
                self.expect_punct("(")?;
                self.expect_punct(")")?;
                return self.env.subtarget(&getter).map(Expr::Subtarget);
            }
            "cast" => {
                self.pos -= 1;
                self.cast_constant()?;
                return self.node_method(Binding::ConstantNode);
            }
            _ => {}
        }
        match self.lookup(name) {
            Some(Binding::Local(i)) => Some(Expr::Local(i)),
            Some(b @ (Binding::Node | Binding::ConstantNode)) => self.node_method(b),
            None => self.call(name),
        }
    }

    /// `N->method()` on the node.
    fn node_method(&mut self, b: Binding) -> Option<Expr> {
        self.expect_punct("->")?;
        let m = self.ident()?;
        self.expect_punct("(")?;
        self.expect_punct(")")?;
        match (m.as_str(), b) {
            ("getSExtValue", Binding::ConstantNode) => Some(Expr::SExt),
            ("getZExtValue", Binding::ConstantNode) | ("getAsZExtVal", _) => Some(Expr::ZExt),
            ("hasOneUse", _) => Some(Expr::HasOneUse),
            _ => None,
        }
    }

    /// The template arguments `<N>` or `<N, S>`, literals.
    fn template_args(&mut self) -> Option<Vec<u32>> {
        self.expect_punct("<")?;
        let mut out = Vec::new();
        loop {
            let Some(Tok::Int(v, _)) = self.peek().cloned() else { return None };
            self.pos += 1;
            out.push(u32::try_from(v).ok()?);
            if self.eat_punct(">") {
                return Some(out);
            }
            self.expect_punct(",")?;
        }
    }

    fn call(&mut self, name: &str) -> Option<Expr> {
        let f = match name {
            "isInt" | "isUInt" | "isShiftedInt" | "isShiftedUInt" | "SignExtend64" | "SignExtend32"
                if self.is_punct("<") =>
            {
                let a = self.template_args()?;
                match (name, a.as_slice()) {
                    ("isInt", &[n]) if (1..=64).contains(&n) => Func::IsInt(n),
                    ("isUInt", &[n]) if n <= 64 => Func::IsUInt(n),
                    ("isShiftedInt", &[n, s]) if n > 0 && n + s <= 64 => Func::IsShiftedInt(n, s),
                    ("isShiftedUInt", &[n, s]) if n > 0 && n + s <= 64 => Func::IsShiftedUInt(n, s),
                    ("SignExtend64", &[b]) if (1..=64).contains(&b) => Func::SignExtend64(b),
                    ("SignExtend32", &[b]) if (1..=32).contains(&b) => Func::SignExtend32(b),
                    _ => return None,
                }
            }
            "isPowerOf2_32" => Func::IsPowerOf2_32,
            "isPowerOf2_64" => Func::IsPowerOf2_64,
            "isMask_32" => Func::IsMask32,
            "isMask_64" => Func::IsMask64,
            "isShiftedMask_32" => Func::IsShiftedMask32,
            "isShiftedMask_64" => Func::IsShiftedMask64,
            "Log2_32" => Func::Log2_32,
            "Log2_64" => Func::Log2_64,
            "countr_zero" => Func::CountrZero,
            "countr_one" => Func::CountrOne,
            "countl_zero" => Func::CountlZero,
            "countl_one" => Func::CountlOne,
            "popcount" => Func::Popcount,
            _ => return None,
        };
        self.expect_punct("(")?;
        let arg = self.expr()?;
        self.expect_punct(")")?;
        let t = match f.params() {
            Some(t) => t,
            None => promote(arg.ty(&self.locals)),
        };
        Some(Expr::Call(f, Box::new(conv(arg, t, &self.locals))))
    }
}

/// C++'s binary operators with their precedence (higher binds tighter).
fn binary_op(p: &str) -> Option<(Binary, u8)> {
    Some(match p {
        "||" => (Binary::LogicalOr, 1),
        "&&" => (Binary::LogicalAnd, 2),
        "|" => (Binary::Or, 3),
        "^" => (Binary::Xor, 4),
        "&" => (Binary::And, 5),
        "==" => (Binary::Eq, 6),
        "!=" => (Binary::Ne, 6),
        "<" => (Binary::Lt, 7),
        "<=" => (Binary::Le, 7),
        ">" => (Binary::Gt, 7),
        ">=" => (Binary::Ge, 7),
        "<<" => (Binary::Shl, 8),
        ">>" => (Binary::Shr, 8),
        "+" => (Binary::Add, 9),
        "-" => (Binary::Sub, 9),
        "*" => (Binary::Mul, 10),
        "/" => (Binary::Div, 10),
        "%" => (Binary::Rem, 10),
        _ => return None,
    })
}

/// Whether the Rust printer can write `stmts` as a block: nothing after a
/// statement that always returns (unreachable code), and, for the body
/// (`tail`), a return on every path.
fn well_formed(stmts: &[Stmt], tail: bool) -> bool {
    let Some((last, init)) = stmts.split_last() else { return !tail };
    let nested = |s: &Stmt| match s {
        Stmt::If(_, a, b) => well_formed(a, false) && well_formed(b, false),
        _ => true,
    };
    init.iter().all(|s| !always_returns(s) && nested(s)) && nested(last) && (!tail || always_returns(last))
}

/// Whether every path through `s` returns.
fn always_returns(s: &Stmt) -> bool {
    match s {
        Stmt::Return(_) | Stmt::ReturnConstant(..) => true,
        Stmt::If(_, a, b) => a.last().is_some_and(always_returns) && b.last().is_some_and(always_returns),
        Stmt::Let(..) => false,
    }
}
