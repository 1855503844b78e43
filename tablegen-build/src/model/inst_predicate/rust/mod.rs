//! Predicates as Rust expressions over an instruction trait.
//!
//! The generated code sees an instruction `mi` through methods a backend's
//! module declares in its instruction trait:
//!
//! - `mi.opcode()`, compared with opcode constants ([`Vocabulary::opcode`]);
//! - `mi.num_operands() -> usize`;
//! - `mi.reg(i) -> Option<u32>` (the register of operand `i`, `None` if
//!   there is no operand `i` or it is not a register; 0 is no register),
//!   `mi.imm(i) -> Option<i64>`, `mi.is_reg(i) -> Option<bool>`,
//!   `mi.is_imm(i) -> Option<bool>` (`None` if there is no operand `i`).
//!
//! An expression has type `bool` and uses `?` on those `Option`s, so it
//! belongs in a function or closure returning `Option<_>`: a predicate
//! that reads an operand that is not there (or a register of an immediate,
//! where LLVM's C++ has undefined behaviour) makes the whole evaluation
//! `None`. Operands are read in C++'s order with C++'s short-circuits, so
//! where the C++ is defined the Rust answers the same.
//!
//! What Rust cannot compute from the records (C++ functions, C++ code, the
//! `TIIPredicate` functions of `-gen-instr-info`, function mappers and
//! C++ constants) becomes a call of a method of a context value `cx`: a
//! [`Hook`], named once per distinct C++ text by [`Hooks`]. A module that
//! defines the `TIIPredicate` functions itself calls them directly instead
//! ([`Vocabulary::tii_function`]).
//!
//! Negation follows LLVM's `PredicateExpander`, which does not negate
//! everything it is asked to: a `CheckNot` (or a negated fusion check) of a
//! `CheckFunctionPredicate`, a `CheckFunctionPredicateWithTII` or a
//! `CheckNonPortable`, and for an `MCInst` of a `CheckPseudo`, prints the
//! predicate unchanged; so does the Rust (`!cx.f(mi)` would not answer what
//! the C++ answers). A sequence of several predicates is negated as a
//! whole, as in C++.
//!
//! ```
//! use tablegen_build::model::inst_predicate::rust::{Hooks, Translator, Vocabulary};
//! use tablegen_build::model::inst_predicate::{InstRef, Pred, RegRef};
//! struct Names;
//! impl Vocabulary for Names {
//!     fn opcode(&self, i: &InstRef) -> String { format!("opcode::{}", i.name) }
//!     fn register(&self, r: &RegRef) -> String { format!("reg::{}", r.name) }
//! }
//! let mut hooks = Hooks::default();
//! let t = Translator::new(&Names, "mi", "cx");
//! let p = Pred::Not(Box::new(Pred::All(vec![
//!     Pred::IsImm(2),
//!     Pred::ImmOperandLt { index: 2, value: 32, mapper: String::new() },
//!     Pred::NonPortable("MI->isFoo()".into()),
//! ])));
//! assert_eq!(t.expr(&p, &mut hooks), "!(mi.is_imm(2)? && mi.imm(2)? < 32 && cx.non_portable(mi))");
//! assert_eq!(hooks.list()[0].cpp(false, "X"), "(MI->isFoo())");
//! ```

mod instr;
mod names;

pub use instr::{write_instr_type, InstrView, PRED_IMPORTS};
pub use names::{referenced, PredicateNames, PredicateNumbers};

use std::cell::Cell;

use super::{Pred, RegRef, Stmt};
use crate::support::rust::names::{snake, Namer};

/// What a translation refers to outside the predicate.
pub trait Vocabulary {
    /// The Rust expression of `inst`'s opcode, of the type `mi.opcode()`
    /// returns (a constant, usable in patterns).
    fn opcode(&self, inst: &super::InstRef) -> String;
    /// The Rust expression of `reg`'s register number (a `u32` constant).
    fn register(&self, reg: &RegRef) -> String;
    /// The module's own function for the `TIIPredicate` named `name`, if
    /// it has one: a function of the context and the instruction returning
    /// `Option<bool>` (`None` where the predicate reads an operand that is
    /// not there), called as `f(cx, mi)?`. `None`, the default, makes the
    /// call a context hook ([`HookKind::TiiCall`]).
    fn tii_function(&self, name: &str) -> Option<String> {
        let _ = name;
        None
    }
}

/// A C++ escape that generated Rust calls as a method of the context.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HookKind {
    /// `CheckFunctionPredicate`: `fn(&self, mi) -> bool`.
    Function {
        /// `MCInstFnName`.
        mc_fn: String,
        /// `MachineInstrFnName`.
        mi_fn: String,
    },
    /// `CheckFunctionPredicateWithTII`: `fn(&self, mi) -> bool`.
    FunctionWithTii {
        /// `MCInstFnName`.
        mc_fn: String,
        /// `MachineInstrFnName`.
        mi_fn: String,
        /// `TIIPtrName`.
        tii_ptr: String,
    },
    /// `CheckNonPortable`: `fn(&self, mi) -> bool`.
    NonPortable(String),
    /// A `TIIPredicate` (its `FunctionName`): `fn(&self, mi) -> bool`.
    TiiCall(String),
    /// A `FunctionMapper` applied to a register before a comparison:
    /// `fn(&self, reg: u32) -> u32`.
    RegMapper(String),
    /// A `FunctionMapper` applied to a register, as a truth value
    /// (`CheckRegOperandSimple`): `fn(&self, reg: u32) -> bool`.
    RegTest(String),
    /// A `FunctionMapper` applied to an immediate before a comparison:
    /// `fn(&self, imm: i64) -> i64`.
    ImmMapper(String),
    /// A `FunctionMapper` applied to an immediate, as a truth value
    /// (`CheckImmOperandSimple`): `fn(&self, imm: i64) -> bool`.
    ImmTest(String),
    /// The C++ expression of a `CheckImmOperand_s`: `fn(&self) -> i64`.
    ImmValue(String),
}

/// A [`HookKind`] with its method name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hook {
    /// What the method stands for.
    pub kind: HookKind,
    /// The method's name.
    pub name: String,
}

impl Hook {
    /// The method's parameters after `&self` and its return type, with
    /// `instr` the instruction type (e.g. `(&self, mi: &Self::Instr) -> bool`
    /// is `self.signature("Self::Instr")` after the name).
    pub fn signature(&self, instr: &str) -> String {
        match &self.kind {
            HookKind::Function { .. }
            | HookKind::FunctionWithTii { .. }
            | HookKind::NonPortable(_)
            | HookKind::TiiCall(_) => {
                format!("(&self, mi: &{instr}) -> bool")
            }
            HookKind::RegMapper(_) => "(&self, reg: u32) -> u32".into(),
            HookKind::RegTest(_) => "(&self, reg: u32) -> bool".into(),
            HookKind::ImmMapper(_) => "(&self, imm: i64) -> i64".into(),
            HookKind::ImmTest(_) => "(&self, imm: i64) -> bool".into(),
            HookKind::ImmValue(_) => "(&self) -> i64".into(),
        }
    }

    /// The C++ the method stands for, as llvm-tblgen-19 prints it for a
    /// `MachineInstr` pointer `MI` (or, `for_mc`, an `MCInst` reference),
    /// `target` being the target's name.
    pub fn cpp(&self, for_mc: bool, target: &str) -> String {
        let mi = if for_mc { "MI" } else { "*MI" };
        match &self.kind {
            HookKind::Function { mc_fn, mi_fn } => format!("{}({mi})", if for_mc { mc_fn } else { mi_fn }),
            HookKind::FunctionWithTii { mc_fn, mi_fn, tii_ptr } => {
                if for_mc {
                    format!("{mc_fn}({mi}, MCII)")
                } else {
                    format!("{}->{mi_fn}({mi})", if tii_ptr.is_empty() { "TII" } else { tii_ptr })
                }
            }
            HookKind::NonPortable(code) => format!("({code})"),
            HookKind::TiiCall(name) => {
                format!("{target}{}{name}({mi})", if for_mc { "_MC::" } else { "InstrInfo::" })
            }
            HookKind::RegMapper(m) | HookKind::RegTest(m) => format!("{m}(Reg)"),
            HookKind::ImmMapper(m) | HookKind::ImmTest(m) => format!("{m}(Imm)"),
            HookKind::ImmValue(v) => v.clone(),
        }
    }

    /// The method's documentation: where the hook comes from and its C++
    /// (see [`Hook::cpp`]), in Markdown.
    pub fn doc(&self, for_mc: bool, target: &str) -> String {
        let origin = match &self.kind {
            HookKind::Function { .. } => "`CheckFunctionPredicate`".to_string(),
            HookKind::FunctionWithTii { .. } => "`CheckFunctionPredicateWithTII`".to_string(),
            HookKind::NonPortable(_) => "`CheckNonPortable`".to_string(),
            HookKind::TiiCall(name) => format!("The `TIIPredicate` `{name}` (defined by `-gen-instr-info`)"),
            HookKind::RegMapper(_) => "The `FunctionMapper` of a register operand".to_string(),
            HookKind::RegTest(_) => "The `FunctionMapper` of a `CheckRegOperandSimple`, as a truth value".to_string(),
            HookKind::ImmMapper(_) => "The `FunctionMapper` of an immediate operand".to_string(),
            HookKind::ImmTest(_) => "The `FunctionMapper` of a `CheckImmOperandSimple`, as a truth value".to_string(),
            HookKind::ImmValue(_) => "The value a `CheckImmOperand_s` compares with".to_string(),
        };
        let cpp = self.cpp(for_mc, target);
        if cpp.contains('\n') || cpp.contains('`') {
            format!("{origin}, in C++:\n\n```cpp\n{cpp}\n```")
        } else {
            format!("{origin}: C++ `{cpp}`.")
        }
    }

    fn base_name(&self) -> String {
        match &self.kind {
            HookKind::Function { mi_fn, .. } => snake(mi_fn),
            HookKind::FunctionWithTii { mi_fn, .. } => format!("tii_{}", snake(mi_fn)),
            HookKind::NonPortable(_) => "non_portable".into(),
            HookKind::TiiCall(name) => snake(name),
            HookKind::RegMapper(m) | HookKind::ImmMapper(m) | HookKind::RegTest(m) | HookKind::ImmTest(m) => snake(m),
            HookKind::ImmValue(v) => snake(v),
        }
    }
}

/// The hooks a module's predicates call, in order of first use, each
/// named once (an identical C++ escape used twice is one method).
#[derive(Default, Debug)]
pub struct Hooks {
    list: Vec<Hook>,
    names: Namer,
}

impl Hooks {
    /// Keeps `name` (a method the module declares itself) from being given
    /// to a hook.
    pub fn reserve(&mut self, name: &str) {
        self.names.reserve(name);
    }

    /// A fresh method name based on `base`, for the module's own methods.
    pub fn unique(&mut self, base: String) -> String {
        self.names.unique(base)
    }

    /// The method name of `kind`, named on first use.
    pub fn name(&mut self, kind: HookKind) -> String {
        if let Some(h) = self.list.iter().find(|h| h.kind == kind) {
            return h.name.clone();
        }
        let mut hook = Hook { kind, name: String::new() };
        hook.name = self.names.unique(hook.base_name());
        let name = hook.name.clone();
        self.list.push(hook);
        name
    }

    /// Every hook, in order of first use.
    pub fn list(&self) -> &[Hook] {
        &self.list
    }
}

/// How tightly an expression binds, loosest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Prec {
    Or,
    And,
    Compare,
    Unary,
    Atom,
}

/// A translated expression, structured enough to negate comparisons by
/// their operator and to parenthesize only where Rust needs it.
enum Expr {
    /// `lhs op rhs` on integers.
    Compare(String, &'static str, String),
    /// `!e`.
    Not(Box<Expr>),
    /// `a && b && ...` (`all`) or `a || b || ...`.
    Sequence(bool, Vec<Expr>),
    /// A call, a literal, a macro: binds tightest.
    Atom(String),
    /// What LLVM's expander prints the same whether negated or not: a
    /// function predicate (`CheckFunctionPredicate`,
    /// `CheckFunctionPredicateWithTII`), C++ code (`CheckNonPortable`) and,
    /// for an `MCInst`, the `false` of a `CheckPseudo` or
    /// `CheckNonPortable`. Binds tightest.
    Fixed(String),
}

impl Expr {
    fn atom(text: impl Into<String>) -> Self {
        Expr::Atom(text.into())
    }

    fn prec(&self) -> Prec {
        match self {
            Expr::Compare(..) => Prec::Compare,
            Expr::Not(_) => Prec::Unary,
            Expr::Sequence(true, _) => Prec::And,
            Expr::Sequence(false, _) => Prec::Or,
            Expr::Atom(_) | Expr::Fixed(_) => Prec::Atom,
        }
    }

    /// The negation: a comparison flips its operator (integers have no
    /// NaN), a negation is its operand, and what LLVM does not negate
    /// ([`Expr::Fixed`]) stays.
    fn negate(self) -> Expr {
        match self {
            Expr::Compare(l, op, r) => {
                let flipped = match op {
                    "==" => "!=",
                    "!=" => "==",
                    "<" => ">=",
                    ">=" => "<",
                    ">" => "<=",
                    _ => ">",
                };
                Expr::Compare(l, flipped, r)
            }
            Expr::Not(e) => *e,
            Expr::Fixed(t) => Expr::Fixed(t),
            Expr::Atom(t) if t == "true" => Expr::atom("false"),
            Expr::Atom(t) if t == "false" => Expr::atom("true"),
            e => Expr::Not(Box::new(e)),
        }
    }

    fn text(&self) -> String {
        match self {
            Expr::Compare(l, op, r) => format!("{l} {op} {r}"),
            Expr::Not(e) => format!("!{}", e.at(Prec::Unary)),
            Expr::Sequence(all, parts) => {
                // `&&` inside `||` gets parentheses for the reader.
                let (operand, sep) = if *all { (Prec::And, " && ") } else { (Prec::Compare, " || ") };
                parts.iter().map(|p| p.at(operand)).collect::<Vec<_>>().join(sep)
            }
            Expr::Atom(t) | Expr::Fixed(t) => t.clone(),
        }
    }

    /// The text, parenthesized unless it binds at least as tightly as `p`.
    fn at(&self, p: Prec) -> String {
        if self.prec() >= p {
            self.text()
        } else {
            format!("({})", self.text())
        }
    }
}

/// Translates predicates to Rust `bool` expressions (see the module docs).
pub struct Translator<'v> {
    vocabulary: &'v dyn Vocabulary,
    mi: &'v str,
    cx: &'v str,
    for_mc: bool,
    mi_read: Cell<bool>,
    cx_called: Cell<bool>,
}

/// An operand index as C++ passes it (`unsigned`).
fn index(i: i32) -> u32 {
    i as u32
}

impl<'v> Translator<'v> {
    /// A translator naming opcodes and registers by `vocabulary`, reading
    /// the instruction through the expression `mi` (a reference to the
    /// instruction type, e.g. `mi`, or `first?` to read an `Option` only
    /// where C++ dereferences its pointer) and calling hooks on the
    /// context expression `cx`; for `MachineInstr` (see
    /// [`Translator::for_mc`]).
    pub fn new(vocabulary: &'v dyn Vocabulary, mi: &'v str, cx: &'v str) -> Self {
        Translator { vocabulary, mi, cx, for_mc: false, mi_read: Cell::new(false), cx_called: Cell::new(false) }
    }

    /// The same translator reading predicates as for an `MCInst` (LLVM's
    /// `ExpandForMC`, `for_mc`): pseudo and non-portable checks are `false`.
    pub fn for_mc(mut self, for_mc: bool) -> Self {
        self.for_mc = for_mc;
        self
    }

    /// Whether an expression translated so far reads the instruction.
    pub fn reads_mi(&self) -> bool {
        self.mi_read.get()
    }

    /// Whether an expression translated so far calls the context.
    pub fn calls_cx(&self) -> bool {
        self.cx_called.get()
    }

    fn mi(&self) -> &'v str {
        self.mi_read.set(true);
        self.mi
    }

    fn cx(&self) -> &'v str {
        self.cx_called.set(true);
        self.cx
    }
}

impl Translator<'_> {
    /// The Rust expression of `pred`.
    pub fn expr(&self, pred: &Pred, hooks: &mut Hooks) -> String {
        self.translate(pred, hooks).text()
    }

    /// The Rust expression of the negation of `pred` (comparisons flipped,
    /// double negations removed).
    pub fn negated_expr(&self, pred: &Pred, hooks: &mut Hooks) -> String {
        self.translate(pred, hooks).negate().text()
    }

    fn reg(&self, i: i32) -> String {
        format!("{}.reg({})?", self.mi(), index(i))
    }

    fn imm(&self, i: i32) -> String {
        format!("{}.imm({})?", self.mi(), index(i))
    }

    fn mapped(&self, value: String, mapper: &str, kind: fn(String) -> HookKind, hooks: &mut Hooks) -> String {
        if mapper.is_empty() {
            value
        } else {
            format!("{}.{}({value})", self.cx(), hooks.name(kind(mapper.to_string())))
        }
    }

    fn call(&self, kind: HookKind, hooks: &mut Hooks) -> String {
        format!("{}.{}({})", self.cx(), hooks.name(kind), self.mi())
    }

    fn compare(lhs: String, op: &'static str, rhs: String) -> Expr {
        Expr::Compare(lhs, op, rhs)
    }

    fn opcodes(&self, opcodes: &[super::InstRef]) -> Expr {
        match opcodes {
            [] => Expr::atom("false"),
            [only] => Self::compare(format!("{}.opcode()", self.mi()), "==", self.vocabulary.opcode(only)),
            _ => {
                // A `.td` list may name an opcode twice (PowerPC's does);
                // a repeated pattern would be an unreachable-pattern warning.
                let mut alts: Vec<String> = Vec::with_capacity(opcodes.len());
                for i in opcodes {
                    let alt = self.vocabulary.opcode(i);
                    if !alts.contains(&alt) {
                        alts.push(alt);
                    }
                }
                if let [only] = &alts[..] {
                    return Self::compare(format!("{}.opcode()", self.mi()), "==", only.clone());
                }
                Expr::atom(format!("matches!({}.opcode(), {})", self.mi(), alts.join(" | ")))
            }
        }
    }

    fn sequence(&self, preds: &[Pred], all: bool, hooks: &mut Hooks) -> Expr {
        match preds {
            [] => Expr::atom(if all { "true" } else { "false" }),
            [only] => self.translate(only, hooks),
            _ => {
                // `true &&` and `false ||` change nothing (and clippy
                // objects to them); other constants stay, since operands
                // before them may still fail to read.
                let identity = if all { "true" } else { "false" };
                let mut parts: Vec<Expr> = preds
                    .iter()
                    .map(|p| self.translate(p, hooks))
                    .filter(|e| !matches!(e, Expr::Atom(t) | Expr::Fixed(t) if t == identity))
                    .collect();
                match parts.len() {
                    0 => Expr::atom(identity),
                    // C++ negates a sequence of several as a whole, what
                    // it would not negate alone included.
                    1 => match parts.swap_remove(0) {
                        Expr::Fixed(t) => Expr::Atom(t),
                        e => e,
                    },
                    _ => Expr::Sequence(all, parts),
                }
            }
        }
    }

    fn translate(&self, pred: &Pred, hooks: &mut Hooks) -> Expr {
        tablegen_core::stack::guard(|| self.translate_inner(pred, hooks))
    }

    fn translate_inner(&self, pred: &Pred, hooks: &mut Hooks) -> Expr {
        match pred {
            Pred::True => Expr::atom("true"),
            Pred::False => Expr::atom("false"),
            Pred::Not(p) => self.translate(p, hooks).negate(),
            Pred::IsReg(i) => Expr::atom(format!("{}.is_reg({})?", self.mi(), index(*i))),
            Pred::IsVReg(i) => Expr::atom(format!("is_virtual_reg({})", self.reg(*i))),
            Pred::IsImm(i) => Expr::atom(format!("{}.is_imm({})?", self.mi(), index(*i))),
            Pred::RegOperand { index, reg, mapper } => {
                let lhs = self.mapped(self.reg(*index), mapper, HookKind::RegMapper, hooks);
                Self::compare(lhs, "==", self.vocabulary.register(reg))
            }
            Pred::RegOperandSimple { index, mapper } => {
                if mapper.is_empty() {
                    Self::compare(self.reg(*index), "!=", "0".into())
                } else {
                    Expr::atom(self.mapped(self.reg(*index), mapper, HookKind::RegTest, hooks))
                }
            }
            Pred::InvalidReg(i) => Self::compare(self.reg(*i), "==", "0".into()),
            Pred::ImmOperand { index, value, mapper } => Self::compare(
                self.mapped(self.imm(*index), mapper, HookKind::ImmMapper, hooks),
                "==",
                value.to_string(),
            ),
            Pred::ImmOperandStr { index, value, mapper } => {
                let lhs = self.mapped(self.imm(*index), mapper, HookKind::ImmMapper, hooks);
                let rhs = format!("{}.{}()", self.cx(), hooks.name(HookKind::ImmValue(value.clone())));
                Self::compare(lhs, "==", rhs)
            }
            Pred::ImmOperandLt { index, value, mapper } => {
                Self::compare(self.mapped(self.imm(*index), mapper, HookKind::ImmMapper, hooks), "<", value.to_string())
            }
            Pred::ImmOperandGt { index, value, mapper } => {
                Self::compare(self.mapped(self.imm(*index), mapper, HookKind::ImmMapper, hooks), ">", value.to_string())
            }
            Pred::ImmOperandSimple { index, mapper } => {
                if mapper.is_empty() {
                    Self::compare(self.imm(*index), "!=", "0".into())
                } else {
                    Expr::atom(self.mapped(self.imm(*index), mapper, HookKind::ImmTest, hooks))
                }
            }
            Pred::SameReg(a, b) => Self::compare(self.reg(*a), "==", self.reg(*b)),
            // C++ compares with the count as `unsigned`.
            Pred::NumOperands(n) => {
                Self::compare(format!("{}.num_operands()", self.mi()), "==", (*n as u32).to_string())
            }
            // LLVM's expander prints these the same negated or not.
            Pred::Pseudo(_) if self.for_mc => Expr::Fixed("false".into()),
            Pred::Pseudo(opcodes) | Pred::Opcode(opcodes) => self.opcodes(opcodes),
            Pred::All(preds) => self.sequence(preds, true, hooks),
            Pred::Any(preds) => self.sequence(preds, false, hooks),
            Pred::Function { mc_fn, mi_fn } => {
                Expr::Fixed(self.call(HookKind::Function { mc_fn: mc_fn.clone(), mi_fn: mi_fn.clone() }, hooks))
            }
            Pred::FunctionWithTii { mc_fn, mi_fn, tii_ptr } => {
                // An empty pointer name is C++'s `TII`: the same call.
                let tii_ptr = if tii_ptr.is_empty() { "TII".to_string() } else { tii_ptr.clone() };
                let kind = HookKind::FunctionWithTii { mc_fn: mc_fn.clone(), mi_fn: mi_fn.clone(), tii_ptr };
                Expr::Fixed(self.call(kind, hooks))
            }
            Pred::NonPortable(_) if self.for_mc => Expr::Fixed("false".into()),
            Pred::NonPortable(code) => Expr::Fixed(self.call(HookKind::NonPortable(code.clone()), hooks)),
            Pred::TiiCall { name, .. } => match self.vocabulary.tii_function(name) {
                Some(f) => Expr::atom(format!("{f}({}, {})?", self.cx(), self.mi())),
                None => Expr::atom(self.call(HookKind::TiiCall(name.clone()), hooks)),
            },
        }
    }

    /// The Rust expression (of type `bool`) of the statement `stmt`: a
    /// return is its predicate's expression, an opcode switch a `match` on
    /// `mi.opcode()`. An opcode that an earlier case of the same switch
    /// already names is left out (C++ would reject the repeated `case`
    /// label; Rust would warn of an unreachable pattern), and so is a case
    /// left with no opcode; a switch left with no case is its default.
    ///
    /// ```
    /// use tablegen_build::model::inst_predicate::rust::{Hooks, Translator, Vocabulary};
    /// use tablegen_build::model::inst_predicate::{InstRef, Pred, RegRef, Stmt, SwitchCase};
    /// struct Names;
    /// impl Vocabulary for Names {
    ///     fn opcode(&self, i: &InstRef) -> String { format!("Opcode::{}", i.name) }
    ///     fn register(&self, r: &RegRef) -> String { format!("reg::{}", r.name) }
    /// }
    /// let rk = tablegen_core::parse_str("t.td", "def ADD; def SUB;").unwrap();
    /// let op = |n: &str| InstRef { def: rk.def(n).unwrap(), name: n.into(), namespace: "X".into() };
    /// let stmt = Stmt::Switch {
    ///     cases: vec![
    ///         SwitchCase { opcodes: vec![op("ADD"), op("SUB")], stmt: Stmt::Return(Pred::IsImm(2)) },
    ///         SwitchCase { opcodes: vec![op("ADD")], stmt: Stmt::Return(Pred::True) },
    ///     ],
    ///     default: Box::new(Stmt::Return(Pred::False)),
    /// };
    /// let t = Translator::new(&Names, "mi", "cx").for_mc(true);
    /// assert_eq!(
    ///     t.statement(&stmt, &mut Hooks::default()),
    ///     "match mi.opcode() {\nOpcode::ADD | Opcode::SUB => mi.is_imm(2)?,\n_ => false,\n}"
    /// );
    /// ```
    pub fn statement(&self, stmt: &Stmt, hooks: &mut Hooks) -> String {
        tablegen_core::stack::guard(|| match stmt {
            Stmt::Return(pred) => self.expr(pred, hooks),
            Stmt::Switch { cases, default } => {
                let mut seen: Vec<String> = Vec::new();
                let mut arms = String::new();
                for case in cases {
                    let mut alts: Vec<String> = Vec::new();
                    for i in &case.opcodes {
                        let alt = self.vocabulary.opcode(i);
                        if !seen.contains(&alt) {
                            seen.push(alt.clone());
                            alts.push(alt);
                        }
                    }
                    if alts.is_empty() {
                        continue;
                    }
                    arms.push_str(&format!("{} => {},\n", alts.join(" | "), self.statement(&case.stmt, hooks)));
                }
                let default = self.statement(default, hooks);
                if arms.is_empty() {
                    return default;
                }
                format!("match {}.opcode() {{\n{arms}_ => {default},\n}}", self.mi())
            }
        })
    }
}
