//! The target C++ a `.td` file embeds (an `ImmLeaf`'s `ImmediateCode`, a
//! `PatFrag`'s `PredicateCode`, an `SDNodeXForm`'s body), read where it
//! is one of LLVM's mechanical idioms: integer arithmetic on the constant
//! (`isInt<5>(Imm)`, `(Imm >= 0 && Imm <= 10)`, `isShiftedUInt<2, 3>(Imm)`,
//! `N->getZExtValue() & 0x7ff`), `N->hasOneUse()`, subtarget queries the
//! caller can answer, and for a transform `return
//! CurDAG->getTargetConstant(E, SDLoc(N), VT);`. The result is a typed
//! [`Body`] with C++'s integer semantics made explicit (every conversion
//! an explicit [`Expr::Convert`], arithmetic in the promoted type), which
//! a writer prints without further analysis. Anything else (calls into
//! the target's C++ class, known bits, floats, memory operands) gives
//! `None`: the hook stays one the user writes.
//!
//! ```
//! use tablegen_build::model::cxx::{translate, Env, Kind};
//! struct NoSubtarget;
//! impl Env for NoSubtarget {}
//! let code = "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue();\nreturn isInt<5>(Imm);";
//! let body = translate(code, Kind::Predicate, &NoSubtarget).unwrap();
//! assert!(body.uses_constant());
//! assert!(translate("return hasAllWUsers(Node);", Kind::Predicate, &NoSubtarget).is_none());
//! ```

mod parse;
pub mod rust;

/// A C++ integer type (LP64) or `bool`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `bool`.
    Bool,
    /// `int`, `int32_t`.
    I32,
    /// `unsigned`, `uint32_t`.
    U32,
    /// `int64_t`, `long`, `long long`.
    I64,
    /// `uint64_t`, `unsigned long`, `size_t`.
    U64,
}

impl Ty {
    /// Width in bits (1 for `bool`).
    pub fn bits(self) -> u32 {
        match self {
            Ty::Bool => 1,
            Ty::I32 | Ty::U32 => 32,
            Ty::I64 | Ty::U64 => 64,
        }
    }

    /// Whether the type is signed.
    pub fn signed(self) -> bool {
        matches!(self, Ty::I32 | Ty::I64)
    }

    /// The Rust spelling.
    pub fn rust(self) -> &'static str {
        match self {
            Ty::Bool => "bool",
            Ty::I32 => "i32",
            Ty::U32 => "u32",
            Ty::I64 => "i64",
            Ty::U64 => "u64",
        }
    }
}

/// A unary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unary {
    /// `!` (on `bool`).
    Not,
    /// `~`.
    BitNot,
    /// `-` (wrapping).
    Neg,
}

/// A binary operator; the operands have the operation's type (comparisons
/// and logical operators give `bool`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binary {
    /// `+`, wrapping.
    Add,
    /// `-`, wrapping.
    Sub,
    /// `*`, wrapping.
    Mul,
    /// `/` (0 where C++ is undefined: by zero, `MIN / -1`).
    Div,
    /// `%` (0 where C++ is undefined).
    Rem,
    /// `<<` (the amount taken modulo the width, where C++ is undefined).
    Shl,
    /// `>>`, arithmetic for signed types.
    Shr,
    /// `&`.
    And,
    /// `|`.
    Or,
    /// `^`.
    Xor,
    /// `==`.
    Eq,
    /// `!=`.
    Ne,
    /// `<`.
    Lt,
    /// `<=`.
    Le,
    /// `>`.
    Gt,
    /// `>=`.
    Ge,
    /// `&&`.
    LogicalAnd,
    /// `||`.
    LogicalOr,
}

/// A function of LLVM's `MathExtras.h`/`bit.h` (the runtime's
/// `isel::cxx`, or a Rust integer method).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Func {
    /// `isInt<N>(i64)`.
    IsInt(u32),
    /// `isUInt<N>(u64)`.
    IsUInt(u32),
    /// `isShiftedInt<N, S>(i64)`.
    IsShiftedInt(u32, u32),
    /// `isShiftedUInt<N, S>(u64)`.
    IsShiftedUInt(u32, u32),
    /// `isPowerOf2_32(u32)`.
    IsPowerOf2_32,
    /// `isPowerOf2_64(u64)`.
    IsPowerOf2_64,
    /// `isMask_32(u32)`.
    IsMask32,
    /// `isMask_64(u64)`.
    IsMask64,
    /// `isShiftedMask_32(u32)`.
    IsShiftedMask32,
    /// `isShiftedMask_64(u64)`.
    IsShiftedMask64,
    /// `Log2_32(u32) -> unsigned`.
    Log2_32,
    /// `Log2_64(u64) -> unsigned`.
    Log2_64,
    /// `SignExtend64<B>(u64) -> i64`.
    SignExtend64(u32),
    /// `SignExtend32<B>(u32) -> i32`.
    SignExtend32(u32),
    /// `countr_zero(x) -> int`, on the argument's type.
    CountrZero,
    /// `countr_one(x) -> int`.
    CountrOne,
    /// `countl_zero(x) -> int`.
    CountlZero,
    /// `countl_one(x) -> int`.
    CountlOne,
    /// `popcount(x) -> int`.
    Popcount,
}

impl Func {
    /// The parameter types.
    pub fn params(self) -> Option<Ty> {
        Some(match self {
            Func::IsInt(_) | Func::IsShiftedInt(..) => Ty::I64,
            Func::IsUInt(_) | Func::IsShiftedUInt(..) | Func::IsPowerOf2_64 | Func::IsMask64 => Ty::U64,
            Func::IsShiftedMask64 | Func::Log2_64 | Func::SignExtend64(_) => Ty::U64,
            Func::IsPowerOf2_32 | Func::IsMask32 | Func::IsShiftedMask32 | Func::Log2_32 => Ty::U32,
            Func::SignExtend32(_) => Ty::U32,
            // The argument's own (promoted) type.
            Func::CountrZero | Func::CountrOne | Func::CountlZero | Func::CountlOne | Func::Popcount => return None,
        })
    }

    /// The result type.
    pub fn result(self) -> Ty {
        match self {
            Func::Log2_32 | Func::Log2_64 => Ty::U32,
            Func::SignExtend64(_) => Ty::I64,
            Func::SignExtend32(_) => Ty::I32,
            Func::CountrZero | Func::CountrOne | Func::CountlZero | Func::CountlOne | Func::Popcount => Ty::I32,
            _ => Ty::Bool,
        }
    }
}

/// A typed C++ expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// A literal: its bit pattern in its type.
    Lit(u64, Ty),
    /// A local variable, by index into [`Body::locals`].
    Local(usize),
    /// `N->getSExtValue()` (also `Imm` of an `ImmLeaf`): `i64`.
    SExt,
    /// `N->getZExtValue()`: `u64`.
    ZExt,
    /// `N->hasOneUse()`: `bool`.
    HasOneUse,
    /// A subtarget query the [`Env`] answered, as the writer's code.
    Subtarget(String),
    /// A unary operation, of the operand's type (`!`: `bool`).
    Unary(Unary, Box<Expr>),
    /// A binary operation of type `Ty` on operands of the operation's type.
    Binary(Binary, Box<Expr>, Box<Expr>, Ty),
    /// A conversion (C++ implicit or explicit) to `Ty`.
    Convert(Box<Expr>, Ty),
    /// A call.
    Call(Func, Box<Expr>),
    /// `c ? a : b`, of type `Ty`.
    Cond(Box<Expr>, Box<Expr>, Box<Expr>, Ty),
}

impl Expr {
    /// The expression's type, locals typed by `locals`.
    pub fn ty(&self, locals: &[Local]) -> Ty {
        match self {
            Expr::Lit(_, t) | Expr::Binary(.., t) | Expr::Convert(_, t) | Expr::Cond(.., t) => *t,
            Expr::Local(i) => locals.get(*i).map_or(Ty::I64, |l| l.ty),
            Expr::SExt => Ty::I64,
            Expr::ZExt => Ty::U64,
            Expr::HasOneUse | Expr::Subtarget(_) => Ty::Bool,
            Expr::Unary(Unary::Not, _) => Ty::Bool,
            Expr::Unary(_, e) => e.ty(locals),
            Expr::Call(f, _) => f.result(),
        }
    }

    fn any(&self, f: &dyn Fn(&Expr) -> bool) -> bool {
        f(self)
            || match self {
                Expr::Unary(_, a) | Expr::Convert(a, _) | Expr::Call(_, a) => a.any(f),
                Expr::Binary(_, a, b, _) => a.any(f) || b.any(f),
                Expr::Cond(a, b, c, _) => a.any(f) || b.any(f) || c.any(f),
                _ => false,
            }
    }
}

/// A local variable of the C++ body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Local {
    /// Its C++ name.
    pub name: String,
    /// Its type.
    pub ty: Ty,
}

/// The value type of a transform's target constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultType {
    /// `N->getValueType(0)`: the node's own.
    Node,
    /// `MVT::name`, with its number.
    Mvt(String, u16),
}

/// A statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// `T name = e;`, the local by index.
    Let(usize, Expr),
    /// `if (c) { .. } else { .. }`.
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    /// A predicate's `return e;` (`bool`).
    Return(Expr),
    /// A transform's `return CurDAG->getTargetConstant(e, SDLoc(N), vt);`
    /// (`e` converted to `i64`, as the `uint64_t` parameter reads back).
    ReturnConstant(Expr, ResultType),
}

/// A translated body: statements that return on every path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Body {
    /// The locals, in declaration order.
    pub locals: Vec<Local>,
    /// The statements.
    pub stmts: Vec<Stmt>,
}

impl Body {
    /// Whether the body reads the node's constant value.
    pub fn uses_constant(&self) -> bool {
        self.any(&|e| matches!(e, Expr::SExt | Expr::ZExt))
    }

    /// Whether any expression satisfies `f`.
    pub fn any(&self, f: &dyn Fn(&Expr) -> bool) -> bool {
        fn walk(stmts: &[Stmt], f: &dyn Fn(&Expr) -> bool) -> bool {
            stmts.iter().any(|s| match s {
                Stmt::Let(_, e) | Stmt::Return(e) | Stmt::ReturnConstant(e, _) => e.any(f),
                Stmt::If(c, a, b) => c.any(f) || walk(a, f) || walk(b, f),
            })
        }
        walk(&self.stmts, f)
    }
}

/// What the C++ is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A node predicate (`CheckNodePredicate`): the prologue LLVM writes
    /// (`SDNode *N = Node;`, `auto *N = cast<ConstantSDNode>(Node);` or
    /// `int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue();`), then
    /// the code; returns `bool`.
    Predicate,
    /// An `SDNodeXForm` on a `ConstantSDNode` `N`; returns a target
    /// constant.
    ConstantXform,
    /// A `Predicate`'s `CondString`: one `bool` expression on the
    /// subtarget (no node in scope), as a body returning it.
    Condition,
}

/// What the translation may ask of its caller.
pub trait Env {
    /// `Subtarget->name()`: the writer's code for a `bool` query, or
    /// `None` when it cannot answer it. The code is printed as an operand
    /// as it is: it must bind as tightly as a call (`self.f(dag)?`,
    /// `f(x)`, or parenthesized).
    fn subtarget(&self, name: &str) -> Option<String> {
        let _ = name;
        None
    }

    /// `MVT::name`: its number, `None` when there is no such type.
    fn mvt(&self, name: &str) -> Option<u16> {
        let _ = name;
        None
    }
}

/// Translates `code`, or `None` when it is not (only) LLVM's mechanical
/// idioms.
pub fn translate(code: &str, kind: Kind, env: &dyn Env) -> Option<Body> {
    parse::Parser::new(code, kind, env)?.body()
}

#[cfg(test)]
mod tests;
