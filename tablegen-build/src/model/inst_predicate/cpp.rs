//! The C++ text of predicates and statements, byte for byte as LLVM 19's
//! `PredicateExpander` writes it.
//!
//! An [`Expander`] carries LLVM's four settings: the target name (for
//! `TIIPredicate` calls), whether `MI` is a reference or a pointer
//! ([`Expander::set_by_ref`]), whether the predicate is negated
//! ([`Expander::set_negate`]) and whether the text is for the MC layer
//! (`MCInst`, [`Expander::set_expand_for_mc`]) or for `MachineInstr`; and
//! the indentation level (two spaces each) that multi-line forms indent
//! their lines by. The caller writes the indentation of the first line.
//!
//! Negation is pushed down: a negated comparison flips its operator, a
//! negated `CheckNot` is its operand, a negated `CheckAll`/`CheckAny` is
//! `!( ... )` around its operands printed without negation, and a negated
//! opcode list joins negated comparisons with `&&`.
//!
//! ```
//! use tablegen_build::model::inst_predicate::{cpp::Expander, Pred};
//! let mut e = Expander::new("RISCV");
//! let mut out = String::new();
//! e.expand_predicate(&mut out, &Pred::ImmOperandLt { index: 2, value: 32, mapper: String::new() });
//! assert_eq!(out, "MI.getOperand(2).getImm() < 32");
//! e.set_negate(true);
//! e.set_by_ref(false);
//! out.clear();
//! e.expand_predicate(&mut out, &Pred::Not(Box::new(Pred::NumOperands(3))));
//! assert_eq!(out, "MI->getNumOperands() == 3");
//! ```

use std::fmt::Write;

use super::{InstRef, Pred, Stmt};

/// LLVM's `PredicateExpander`: the settings, and the expansion functions.
#[derive(Clone, Debug)]
pub struct Expander {
    target: String,
    by_ref: bool,
    negate: bool,
    expand_for_mc: bool,
    indent_level: usize,
}

impl Expander {
    /// An expander for `target` with LLVM's defaults: by reference, not
    /// negated, for `MachineInstr`, indentation level 1.
    pub fn new(target: &str) -> Self {
        Expander { target: target.to_string(), by_ref: true, negate: false, expand_for_mc: false, indent_level: 1 }
    }

    /// Whether `MI` is a reference (`MI.`) or a pointer (`MI->`).
    pub fn by_ref(&self) -> bool {
        self.by_ref
    }

    /// Sets [`Expander::by_ref`] (LLVM's `setByRef`).
    pub fn set_by_ref(&mut self, by_ref: bool) {
        self.by_ref = by_ref;
    }

    /// Whether the next predicate is printed negated.
    pub fn negate(&self) -> bool {
        self.negate
    }

    /// Sets [`Expander::negate`] (LLVM's `setNegatePredicate`).
    pub fn set_negate(&mut self, negate: bool) {
        self.negate = negate;
    }

    /// Whether the text is for the MC layer (`MCInst`): pseudo and
    /// non-portable checks are `false`, functions are the `MCInstFnName`s
    /// and `TIIPredicate`s are `<Target>_MC::` functions.
    pub fn expand_for_mc(&self) -> bool {
        self.expand_for_mc
    }

    /// Sets [`Expander::expand_for_mc`] (LLVM's `setExpandForMC`).
    pub fn set_expand_for_mc(&mut self, for_mc: bool) {
        self.expand_for_mc = for_mc;
    }

    /// The indentation level (two spaces per level).
    pub fn indent_level(&self) -> usize {
        self.indent_level
    }

    /// Sets [`Expander::indent_level`] (LLVM's `setIndentLevel`).
    pub fn set_indent_level(&mut self, level: usize) {
        self.indent_level = level;
    }

    /// The target name `TIIPredicate` calls are qualified with.
    pub fn target(&self) -> &str {
        &self.target
    }

    fn indent(&self, out: &mut String) {
        indent(out, self.indent_level * 2);
    }

    /// `MI.` or `MI->`.
    fn mi(&self) -> &'static str {
        if self.by_ref {
            "MI."
        } else {
            "MI->"
        }
    }

    /// `(MI)` or `(*MI)`: the instruction as a call's argument.
    fn mi_arg(&self) -> &'static str {
        if self.by_ref {
            "(MI)"
        } else {
            "(*MI)"
        }
    }

    /// `MI.getOperand(i).<getter>()`, wrapped in `mapper(...)` if given.
    fn operand_value(&self, out: &mut String, index: i32, getter: &str, mapper: &str) {
        if !mapper.is_empty() {
            out.push_str(mapper);
            out.push('(');
        }
        let _ = write!(out, "{}getOperand({index}).{getter}()", self.mi());
        if !mapper.is_empty() {
            out.push(')');
        }
    }

    /// `!` when negated.
    fn bang(&self, out: &mut String) {
        if self.negate {
            out.push('!');
        }
    }

    /// The comparison operator `positive`, or `negative` when negated.
    fn op<'s>(&self, positive: &'s str, negative: &'s str) -> &'s str {
        if self.negate {
            negative
        } else {
            positive
        }
    }

    fn opcode_test(&self, out: &mut String, inst: &InstRef) {
        let _ = write!(out, "{}getOpcode() {}{}::{}", self.mi(), self.op("== ", "!= "), inst.namespace, inst.name);
    }

    fn opcode_list(&mut self, out: &mut String, opcodes: &[InstRef]) {
        if let [only] = opcodes {
            out.push_str("( ");
            self.opcode_test(out, only);
            out.push_str(" )");
            return;
        }
        out.push('(');
        self.indent_level += 1;
        for (i, inst) in opcodes.iter().enumerate() {
            out.push('\n');
            self.indent(out);
            if i > 0 {
                out.push_str(self.op("|| ", "&& "));
            }
            self.opcode_test(out, inst);
        }
        out.push('\n');
        self.indent_level -= 1;
        self.indent(out);
        out.push(')');
    }

    fn sequence(&mut self, out: &mut String, preds: &[Pred], all: bool) {
        if let [only] = preds {
            return self.expand_predicate(out, only);
        }
        out.push_str(if self.negate { "!(" } else { "(" });
        self.indent_level += 1;
        let negate = std::mem::replace(&mut self.negate, false);
        for (i, p) in preds.iter().enumerate() {
            out.push('\n');
            self.indent(out);
            if i > 0 {
                out.push_str(if all { "&& " } else { "|| " });
            }
            self.expand_predicate(out, p);
        }
        out.push('\n');
        self.indent_level -= 1;
        self.indent(out);
        out.push(')');
        self.negate = negate;
    }

    fn simple(&self, out: &mut String, index: i32, getter: &str, mapper: &str) {
        self.bang(out);
        self.operand_value(out, index, getter, mapper);
    }

    fn imm_compare(
        &self,
        out: &mut String,
        index: i32,
        value: &dyn std::fmt::Display,
        mapper: &str,
        ops: (&str, &str),
    ) {
        self.operand_value(out, index, "getImm", mapper);
        let _ = write!(out, "{}{value}", self.op(ops.0, ops.1));
    }

    /// Writes `pred` (LLVM's `expandPredicate`).
    pub fn expand_predicate(&mut self, out: &mut String, pred: &Pred) {
        tablegen_core::stack::guard(|| self.expand_predicate_inner(out, pred));
    }

    fn expand_predicate_inner(&mut self, out: &mut String, pred: &Pred) {
        let mi = self.mi();
        match pred {
            Pred::True => out.push_str(if self.negate { "false" } else { "true" }),
            Pred::False => out.push_str(if self.negate { "true" } else { "false" }),
            Pred::Not(inner) => {
                self.negate = !self.negate;
                self.expand_predicate(out, inner);
                self.negate = !self.negate;
            }
            Pred::IsReg(i) => {
                self.bang(out);
                let _ = write!(out, "{mi}getOperand({i}).isReg() ");
            }
            Pred::IsVReg(i) => {
                self.bang(out);
                let _ = write!(out, "{mi}getOperand({i}).getReg().isVirtual()");
            }
            Pred::IsImm(i) => {
                self.bang(out);
                let _ = write!(out, "{mi}getOperand({i}).isImm() ");
            }
            Pred::RegOperand { index, reg, mapper } => {
                self.operand_value(out, *index, "getReg", mapper);
                out.push_str(self.op(" == ", " != "));
                if !reg.namespace.is_empty() {
                    out.push_str(&reg.namespace);
                    out.push_str("::");
                }
                out.push_str(&reg.name);
            }
            Pred::RegOperandSimple { index, mapper } => self.simple(out, *index, "getReg", mapper),
            Pred::InvalidReg(i) => {
                let _ = write!(out, "{mi}getOperand({i}).getReg() {}0", self.op("== ", "!= "));
            }
            Pred::ImmOperand { index, value, mapper } => {
                self.imm_compare(out, *index, value, mapper, (" == ", " != "));
            }
            Pred::ImmOperandStr { index, value, mapper } => {
                // LLVM prints the simple form for an empty value and then,
                // falling through, the comparison as well.
                if value.is_empty() {
                    self.simple(out, *index, "getImm", mapper);
                }
                self.imm_compare(out, *index, value, mapper, (" == ", " != "));
            }
            Pred::ImmOperandLt { index, value, mapper } => {
                self.imm_compare(out, *index, value, mapper, (" < ", " >= "));
            }
            Pred::ImmOperandGt { index, value, mapper } => {
                self.imm_compare(out, *index, value, mapper, (" > ", " <= "));
            }
            Pred::ImmOperandSimple { index, mapper } => self.simple(out, *index, "getImm", mapper),
            Pred::SameReg(a, b) => {
                let _ =
                    write!(out, "{mi}getOperand({a}).getReg() {} {mi}getOperand({b}).getReg()", self.op("==", "!="));
            }
            Pred::NumOperands(n) => {
                let _ = write!(out, "{mi}getNumOperands() {}{n}", self.op("== ", "!= "));
            }
            Pred::Pseudo(opcodes) => {
                if self.expand_for_mc {
                    out.push_str("false");
                } else {
                    self.opcode_list(out, opcodes);
                }
            }
            Pred::Opcode(opcodes) => self.opcode_list(out, opcodes),
            Pred::All(preds) => self.sequence(out, preds, true),
            Pred::Any(preds) => self.sequence(out, preds, false),
            Pred::Function { mc_fn, mi_fn } => {
                out.push_str(if self.expand_for_mc { mc_fn } else { mi_fn });
                out.push_str(self.mi_arg());
            }
            Pred::FunctionWithTii { mc_fn, mi_fn, tii_ptr } => {
                if self.expand_for_mc {
                    out.push_str(mc_fn);
                    out.push_str(if self.by_ref { "(MI" } else { "(*MI" });
                    out.push_str(", MCII)");
                } else {
                    out.push_str(if tii_ptr.is_empty() { "TII" } else { tii_ptr });
                    out.push_str("->");
                    out.push_str(mi_fn);
                    out.push_str(self.mi_arg());
                }
            }
            Pred::NonPortable(code) => {
                if self.expand_for_mc {
                    out.push_str("false");
                } else {
                    let _ = write!(out, "({code})");
                }
            }
            Pred::TiiCall { name, .. } => {
                self.bang(out);
                out.push_str(&self.target);
                out.push_str(if self.expand_for_mc { "_MC::" } else { "InstrInfo::" });
                out.push_str(name);
                out.push_str(self.mi_arg());
            }
        }
    }

    /// Writes `stmt` (LLVM's `expandStatement`); the caller has written the
    /// first line's indentation.
    pub fn expand_statement(&mut self, out: &mut String, stmt: &Stmt) {
        tablegen_core::stack::guard(|| self.expand_statement_inner(out, stmt));
    }

    fn expand_statement_inner(&mut self, out: &mut String, stmt: &Stmt) {
        match stmt {
            Stmt::Return(pred) => {
                out.push_str("return ");
                self.expand_predicate(out, pred);
                out.push(';');
            }
            Stmt::Switch { cases, default } => {
                let _ = writeln!(out, "switch({}getOpcode()) {{", self.mi());
                for case in cases {
                    for inst in &case.opcodes {
                        self.indent(out);
                        let _ = writeln!(out, "case {}::{}:", inst.namespace, inst.name);
                    }
                    self.indent_level += 1;
                    self.indent(out);
                    self.expand_statement(out, &case.stmt);
                    self.indent_level -= 1;
                    out.push('\n');
                }
                self.indent(out);
                out.push_str("default:\n");
                self.indent_level += 1;
                self.indent(out);
                self.expand_statement(out, default);
                self.indent_level -= 1;
                out.push('\n');
                self.indent(out);
                out.push_str("} // end of switch-stmt");
            }
        }
    }
}

/// `n` spaces (LLVM's `raw_ostream::indent`).
pub fn indent(out: &mut String, n: usize) {
    out.extend(std::iter::repeat(' ').take(n));
}
