//! Machine-instruction predicates (LLVM's `MCInstPredicate` language of
//! `TargetInstrPredicate.td`) as a typed tree, read once from the records,
//! and their expansion to C++ ([`cpp`], LLVM's `PredicateExpander`) and to
//! Rust ([`rust`]).
//!
//! # Overview
//!
//! Several backends print the same predicates: `-gen-macro-fusion-pred`
//! (fusion predicates), `-gen-instr-info` (`TIIPredicate` helper functions,
//! for `MachineInstr` and for `MCInst`) and `-gen-subtarget` (`STIPredicate`
//! functions and variant scheduling classes). They all read the records
//! through [`read_predicate`] / [`read_statement`], which
//!
//! - classify each record as LLVM's `PredicateExpander::expandPredicate`
//!   does (the first matching class in its order wins, so a
//!   `CheckZeroOperand` is a [`Pred::ImmOperand`] and a `CheckPseudo` is a
//!   [`Pred::Pseudo`] although it is also a `CheckOpcode`);
//! - read the fields in the order llvm-tblgen-19 reads them while
//!   expanding (function arguments left to right, then what the expansion
//!   itself reads, such as an opcode's `Namespace`), so that a bad record
//!   gets LLVM's error, worded as LLVM words it, and the first bad record
//!   of several is the one LLVM reports;
//! - keep integers as LLVM's `int` parameters keep them (truncated to 32
//!   bits).
//!
//! The tree is language-neutral; [`cpp::Expander`] prints it exactly as
//! llvm-tblgen-19 does (indentation, negation, `MachineInstr` or `MCInst`
//! flavour), and [`rust`] translates it to Rust expressions over an
//! instruction trait.
//!
//! LLVM's `STIPredicateExpander` (the `STIPredicate` functions of
//! `-gen-subtarget`: a switch over opcode groups with per-processor
//! predicates) is not here yet: it needs the scheduling model's opcode
//! groups and processor masks, and builds on [`cpp::Expander`]'s settings
//! and [`cpp::Expander::expand_predicate`].
//!
//! # What LLVM's release build does with odd records
//!
//! `expandPredicate` ends in `llvm_unreachable`; in LLVM 19's release build
//! the optimizer made the last test (`TIIPredicate`) unconditional, so a
//! record of no known kind is read as a `TIIPredicate`: its `FunctionName`
//! is called, or, without one, llvm-tblgen-19 fails with ``Record `X' does
//! not have a field named `FunctionName'!``. [`read_predicate`] does the
//! same ([`Pred::TiiCall`] with `known: false`). Likewise a statement that
//! is not an `MCOpcodeSwitchStatement` is read as an `MCReturnStatement`
//! (its `Pred`).
//!
//! # Example
//!
//! ```
//! use tablegen_build::model::inst_predicate::{cpp::Expander, read_predicate, Pred};
//! use tablegen_build::Records;
//! let src = r#"
//!   class Instruction { string Namespace = ""; }
//!   class MCInstPredicate;
//!   class CheckOpcode<list<Instruction> ops> : MCInstPredicate { list<Instruction> ValidOpcodes = ops; }
//!   class MCOperandPredicate<int i> : MCInstPredicate { int OpIndex = i; }
//!   class CheckIsImmOperand<int i> : MCOperandPredicate<i>;
//!   class CheckPredicateSequence<list<MCInstPredicate> ps> : MCInstPredicate { list<MCInstPredicate> Predicates = ps; }
//!   class CheckAll<list<MCInstPredicate> ps> : CheckPredicateSequence<ps>;
//!   let Namespace = "X" in def ADD : Instruction;
//!   def P : CheckAll<[CheckOpcode<[ADD]>, CheckIsImmOperand<2>]>;
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let mut records = Records::new(&mut rk);
//! let p = records.def("P").unwrap();
//! let pred = read_predicate(&mut records, p).unwrap();
//! assert!(matches!(pred, Pred::All(ref v) if v.len() == 2));
//! let mut e = Expander::new("X");
//! e.set_by_ref(false);
//! e.set_negate(true);
//! e.set_indent_level(3);
//! let mut out = String::new();
//! e.expand_predicate(&mut out, &pred);
//! assert_eq!(out, "!(\n        ( MI->getOpcode() == X::ADD )\n        && MI->getOperand(2).isImm() \n      )");
//! ```

pub mod cpp;
pub mod rust;
pub mod sti;

use tablegen_core::record::RecId;

use crate::backend::{Records, Result};
use crate::support::fields::{def_field, defs_field, fatal_at, lift, string_field};

/// An instruction named in a predicate (an `Instruction` def): C++ prints
/// it as `Namespace::Name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstRef {
    /// The def.
    pub def: RecId,
    /// Its name.
    pub name: String,
    /// Its `Namespace`.
    pub namespace: String,
}

/// A register named in a predicate (a `Register` def): C++ prints it as
/// `Namespace::Name`, or `Name` when the namespace is empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegRef {
    /// The def.
    pub def: RecId,
    /// Its name.
    pub name: String,
    /// Its `Namespace`.
    pub namespace: String,
}

/// One `MCInstPredicate`, by the class `PredicateExpander` recognises it as.
///
/// Operand indices and immediate values are `i32`, as LLVM passes them
/// (`int`); `mapper` is a `FunctionMapper` (empty for none), the C++
/// function applied to the operand's value before the comparison.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pred {
    /// `MCTrue` (e.g. `TruePred`).
    True,
    /// `MCFalse` (e.g. `FalsePred`).
    False,
    /// `CheckNot` (and its subclasses `CheckIsNotVRegOperand`,
    /// `CheckValidRegOperand`, `CheckImmOperandLE`/`GE`).
    Not(Box<Pred>),
    /// `CheckIsRegOperand`: the operand is a register.
    IsReg(i32),
    /// `CheckIsVRegOperand`: the operand's register is virtual.
    IsVReg(i32),
    /// `CheckIsImmOperand`: the operand is an immediate.
    IsImm(i32),
    /// `CheckRegOperand`: the operand's register is `reg`.
    RegOperand {
        /// `OpIndex`.
        index: i32,
        /// `Reg`.
        reg: RegRef,
        /// `FunctionMapper`.
        mapper: String,
    },
    /// `CheckRegOperandSimple`: the operand's register (mapped) as a truth
    /// value.
    RegOperandSimple {
        /// `OpIndex`.
        index: i32,
        /// `FunctionMapper`.
        mapper: String,
    },
    /// `CheckInvalidRegOperand`: the operand's register is 0.
    InvalidReg(i32),
    /// `CheckImmOperand` (and `CheckZeroOperand`): the immediate equals
    /// `value`.
    ImmOperand {
        /// `OpIndex`.
        index: i32,
        /// `ImmVal`.
        value: i32,
        /// `FunctionMapper`.
        mapper: String,
    },
    /// `CheckImmOperand_s`: the immediate equals the C++ expression
    /// `value`. An empty `value` makes LLVM print the simple form followed
    /// by the comparison with nothing (C++ that does not compile); the
    /// expander prints the same.
    ImmOperandStr {
        /// `OpIndex`.
        index: i32,
        /// `ImmVal`.
        value: String,
        /// `FunctionMapper`.
        mapper: String,
    },
    /// `CheckImmOperandLT`: the immediate is less than `value`.
    ImmOperandLt {
        /// `OpIndex`.
        index: i32,
        /// `ImmVal`.
        value: i32,
        /// `FunctionMapper`.
        mapper: String,
    },
    /// `CheckImmOperandGT`: the immediate is greater than `value`.
    ImmOperandGt {
        /// `OpIndex`.
        index: i32,
        /// `ImmVal`.
        value: i32,
        /// `FunctionMapper`.
        mapper: String,
    },
    /// `CheckImmOperandSimple`: the immediate (mapped) as a truth value.
    ImmOperandSimple {
        /// `OpIndex`.
        index: i32,
        /// `FunctionMapper`.
        mapper: String,
    },
    /// `CheckSameRegOperand`: two operands have the same register.
    SameReg(i32, i32),
    /// `CheckNumOperands`: the instruction has this many operands.
    NumOperands(i32),
    /// `CheckPseudo`: the opcode is one of these (`false` for `MCInst`).
    Pseudo(Vec<InstRef>),
    /// `CheckOpcode`: the opcode is one of these.
    Opcode(Vec<InstRef>),
    /// `CheckAll`.
    All(Vec<Pred>),
    /// `CheckAny`.
    Any(Vec<Pred>),
    /// `CheckFunctionPredicate`: a C++ function of the instruction.
    Function {
        /// `MCInstFnName`, called on an `MCInst`.
        mc_fn: String,
        /// `MachineInstrFnName`, called on a `MachineInstr`.
        mi_fn: String,
    },
    /// `CheckFunctionPredicateWithTII`: a C++ function of the instruction
    /// and the instruction info.
    FunctionWithTii {
        /// `MCInstFnName`, called as `Fn(MI, MCII)`.
        mc_fn: String,
        /// `MachineInstrFnName`, called as `TII->Fn(MI)`.
        mi_fn: String,
        /// `TIIPtrName` (empty means `TII`).
        tii_ptr: String,
    },
    /// `CheckNonPortable`: a C++ expression (`false` for `MCInst`).
    NonPortable(String),
    /// A `TIIPredicate`: a call of the function `-gen-instr-info` defines
    /// from it (`<Target>InstrInfo::Name` or `<Target>_MC::Name`).
    TiiCall {
        /// The def.
        def: RecId,
        /// `FunctionName`.
        name: String,
        /// Whether the def is a `TIIPredicate`; `false` for a record of no
        /// known kind, which llvm-tblgen-19 reads as one (see the module
        /// docs).
        known: bool,
    },
}

/// An `MCStatement`: the body of a `TIIPredicate`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// `MCReturnStatement`: `return <Pred>;`.
    Return(Pred),
    /// `MCOpcodeSwitchStatement`: a `switch` on the opcode.
    Switch {
        /// `Cases`.
        cases: Vec<SwitchCase>,
        /// `DefaultCase`.
        default: Box<Stmt>,
    },
}

/// An `MCOpcodeSwitchCase`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwitchCase {
    /// `Opcodes`.
    pub opcodes: Vec<InstRef>,
    /// `CaseStmt`.
    pub stmt: Stmt,
}

impl Pred {
    /// Calls `f` on this predicate and every predicate below it, parents
    /// first, in expansion order.
    pub fn visit<'a>(&'a self, f: &mut impl FnMut(&'a Pred)) {
        f(self);
        tablegen_core::stack::guard(|| match self {
            Pred::Not(p) => p.visit(f),
            Pred::All(ps) | Pred::Any(ps) => ps.iter().for_each(|p| p.visit(f)),
            _ => {}
        })
    }
}

impl Stmt {
    /// Calls `f` on every predicate of the statement (see [`Pred::visit`]),
    /// in expansion order.
    pub fn visit<'a>(&'a self, f: &mut impl FnMut(&'a Pred)) {
        match self {
            Stmt::Return(p) => p.visit(f),
            Stmt::Switch { cases, default } => {
                cases.iter().for_each(|c| c.stmt.visit(f));
                default.visit(f);
            }
        }
    }
}

/// `getValueAsInt`, narrowed to the `int` LLVM passes it as.
fn int_arg(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<i32> {
    let r = rk.value_as_int(rec, field);
    Ok(lift(rk, r)? as i32)
}

/// An opcode list's entries with their namespaces, read as LLVM's
/// expansion reads them (each `Namespace` when the opcode is printed).
fn inst_refs(rk: &mut Records<'_>, defs: Vec<RecId>) -> Result<Vec<InstRef>> {
    let mut out = Vec::with_capacity(defs.len());
    for def in defs {
        let namespace = string_field(rk, def, "Namespace")?;
        out.push(InstRef { def, name: rk.name_str(def).to_string(), namespace });
    }
    Ok(out)
}

/// An operand predicate's `OpIndex` and `FunctionMapper`.
fn index_and_mapper(rk: &mut Records<'_>, rec: RecId) -> Result<(i32, String)> {
    let index = int_arg(rk, rec, "OpIndex")?;
    let mapper = string_field(rk, rec, "FunctionMapper")?;
    Ok((index, mapper))
}

/// An operand predicate's `OpIndex`, `ImmVal` (an int) and
/// `FunctionMapper`.
fn imm_args(rk: &mut Records<'_>, rec: RecId) -> Result<(i32, i32, String)> {
    let index = int_arg(rk, rec, "OpIndex")?;
    let value = int_arg(rk, rec, "ImmVal")?;
    let mapper = string_field(rk, rec, "FunctionMapper")?;
    Ok((index, value, mapper))
}

/// Reads the `MCInstPredicate` `rec` as LLVM's `expandPredicate` reads it
/// (see the module docs), with LLVM's errors. A predicate that contains
/// itself (through `let` self-references) is an error here; llvm-tblgen-19
/// recurses until it crashes.
pub fn read_predicate(rk: &mut Records<'_>, rec: RecId) -> Result<Pred> {
    Reader::default().predicate(rk, rec)
}

/// Reads the `MCStatement` `rec` as LLVM's `expandStatement` reads it (see
/// the module docs), with LLVM's errors; a statement that contains itself
/// is an error, as in [`read_predicate`].
pub fn read_statement(rk: &mut Records<'_>, rec: RecId) -> Result<Stmt> {
    Reader::default().statement(rk, rec)
}

/// The records being read, outermost first: a record met again inside
/// itself would make the tree infinite.
#[derive(Default)]
struct Reader {
    open: Vec<RecId>,
}

impl Reader {
    fn enter(&mut self, rk: &mut Records<'_>, rec: RecId) -> Result<()> {
        if self.open.contains(&rec) {
            let name = rk.name_str(rec).to_string();
            return fatal_at(
                rk,
                rec,
                format!(
                    "'{name}' contains itself: the predicate is infinite (llvm-tblgen-19 recurses until it crashes)"
                ),
            );
        }
        self.open.push(rec);
        Ok(())
    }

    fn predicate(&mut self, rk: &mut Records<'_>, rec: RecId) -> Result<Pred> {
        self.enter(rk, rec)?;
        let p = tablegen_core::stack::guard(|| self.predicate_inner(rk, rec))?;
        self.open.pop();
        Ok(p)
    }

    fn statement(&mut self, rk: &mut Records<'_>, rec: RecId) -> Result<Stmt> {
        self.enter(rk, rec)?;
        let s = tablegen_core::stack::guard(|| self.statement_inner(rk, rec))?;
        self.open.pop();
        Ok(s)
    }

    fn predicate_inner(&mut self, rk: &mut Records<'_>, rec: RecId) -> Result<Pred> {
        let is = |rk: &Records<'_>, class: &str| rk.is_subclass_of_name(rec, class);
        if is(rk, "MCTrue") {
            return Ok(Pred::True);
        }
        if is(rk, "MCFalse") {
            return Ok(Pred::False);
        }
        if is(rk, "CheckNot") {
            let inner = def_field(rk, rec, "Pred")?;
            return Ok(Pred::Not(Box::new(self.predicate(rk, inner)?)));
        }
        if is(rk, "CheckIsRegOperand") {
            return Ok(Pred::IsReg(int_arg(rk, rec, "OpIndex")?));
        }
        if is(rk, "CheckIsVRegOperand") {
            return Ok(Pred::IsVReg(int_arg(rk, rec, "OpIndex")?));
        }
        if is(rk, "CheckIsImmOperand") {
            return Ok(Pred::IsImm(int_arg(rk, rec, "OpIndex")?));
        }
        if is(rk, "CheckRegOperand") {
            let index = int_arg(rk, rec, "OpIndex")?;
            let reg = def_field(rk, rec, "Reg")?;
            let mapper = string_field(rk, rec, "FunctionMapper")?;
            let namespace = string_field(rk, reg, "Namespace")?;
            let reg = RegRef { def: reg, name: rk.name_str(reg).to_string(), namespace };
            return Ok(Pred::RegOperand { index, reg, mapper });
        }
        if is(rk, "CheckRegOperandSimple") {
            let (index, mapper) = index_and_mapper(rk, rec)?;
            return Ok(Pred::RegOperandSimple { index, mapper });
        }
        if is(rk, "CheckInvalidRegOperand") {
            return Ok(Pred::InvalidReg(int_arg(rk, rec, "OpIndex")?));
        }
        if is(rk, "CheckImmOperand") {
            let (index, value, mapper) = imm_args(rk, rec)?;
            return Ok(Pred::ImmOperand { index, value, mapper });
        }
        if is(rk, "CheckImmOperand_s") {
            let index = int_arg(rk, rec, "OpIndex")?;
            let value = string_field(rk, rec, "ImmVal")?;
            let mapper = string_field(rk, rec, "FunctionMapper")?;
            return Ok(Pred::ImmOperandStr { index, value, mapper });
        }
        if is(rk, "CheckImmOperandLT") {
            let (index, value, mapper) = imm_args(rk, rec)?;
            return Ok(Pred::ImmOperandLt { index, value, mapper });
        }
        if is(rk, "CheckImmOperandGT") {
            let (index, value, mapper) = imm_args(rk, rec)?;
            return Ok(Pred::ImmOperandGt { index, value, mapper });
        }
        if is(rk, "CheckImmOperandSimple") {
            let (index, mapper) = index_and_mapper(rk, rec)?;
            return Ok(Pred::ImmOperandSimple { index, mapper });
        }
        if is(rk, "CheckSameRegOperand") {
            let first = int_arg(rk, rec, "FirstIndex")?;
            let second = int_arg(rk, rec, "SecondIndex")?;
            return Ok(Pred::SameReg(first, second));
        }
        if is(rk, "CheckNumOperands") {
            return Ok(Pred::NumOperands(int_arg(rk, rec, "NumOps")?));
        }
        if is(rk, "CheckPseudo") {
            let defs = defs_field(rk, rec, "ValidOpcodes")?;
            return Ok(Pred::Pseudo(inst_refs(rk, defs)?));
        }
        if is(rk, "CheckOpcode") {
            let defs = defs_field(rk, rec, "ValidOpcodes")?;
            return Ok(Pred::Opcode(inst_refs(rk, defs)?));
        }
        let sequence = if is(rk, "CheckAll") {
            Some(true)
        } else if is(rk, "CheckAny") {
            Some(false)
        } else {
            None
        };
        if let Some(all) = sequence {
            let mut preds = Vec::new();
            for p in defs_field(rk, rec, "Predicates")? {
                preds.push(self.predicate(rk, p)?);
            }
            return Ok(if all { Pred::All(preds) } else { Pred::Any(preds) });
        }
        if is(rk, "CheckFunctionPredicate") {
            let mc_fn = string_field(rk, rec, "MCInstFnName")?;
            let mi_fn = string_field(rk, rec, "MachineInstrFnName")?;
            return Ok(Pred::Function { mc_fn, mi_fn });
        }
        if is(rk, "CheckFunctionPredicateWithTII") {
            let mc_fn = string_field(rk, rec, "MCInstFnName")?;
            let mi_fn = string_field(rk, rec, "MachineInstrFnName")?;
            let tii_ptr = string_field(rk, rec, "TIIPtrName")?;
            return Ok(Pred::FunctionWithTii { mc_fn, mi_fn, tii_ptr });
        }
        if is(rk, "CheckNonPortable") {
            return Ok(Pred::NonPortable(string_field(rk, rec, "CodeBlock")?));
        }
        // `TIIPredicate`, and (as in llvm-tblgen-19) anything else.
        let known = is(rk, "TIIPredicate");
        let name = string_field(rk, rec, "FunctionName")?;
        Ok(Pred::TiiCall { def: rec, name, known })
    }

    fn statement_inner(&mut self, rk: &mut Records<'_>, rec: RecId) -> Result<Stmt> {
        if rk.is_subclass_of_name(rec, "MCOpcodeSwitchStatement") {
            let case_defs = defs_field(rk, rec, "Cases")?;
            let default = def_field(rk, rec, "DefaultCase")?;
            let mut cases = Vec::with_capacity(case_defs.len());
            for c in case_defs {
                let defs = defs_field(rk, c, "Opcodes")?;
                let opcodes = inst_refs(rk, defs)?;
                let stmt = def_field(rk, c, "CaseStmt")?;
                cases.push(SwitchCase { opcodes, stmt: self.statement(rk, stmt)? });
            }
            let default = Box::new(self.statement(rk, default)?);
            return Ok(Stmt::Switch { cases, default });
        }
        // `MCReturnStatement`, and (as in llvm-tblgen-19) anything else.
        let pred = def_field(rk, rec, "Pred")?;
        Ok(Stmt::Return(self.predicate(rk, pred)?))
    }
}

#[cfg(test)]
mod tests;
