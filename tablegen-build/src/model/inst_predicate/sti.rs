//! LLVM's `STIPredicateExpander`: the C++ of an `STIPredicate` function
//! (a subtarget hook answering a question about an instruction per
//! processor model), its declaration or its definition, for
//! `MachineInstr` or `MCInst`.
//!
//! The function is given as [`StiFunction`]: its declaration's settings and
//! the opcode groups LLVM's `collectSTIPredicates` forms (opcodes sharing
//! the same predicates per processor).

use std::fmt::Write;

use super::cpp::{indent, Expander};
use super::Pred;

/// One `STIPredicate` function (LLVM's `STIPredicateFunction`).
#[derive(Clone, Debug)]
pub struct StiFunction {
    /// `Name`.
    pub name: String,
    /// `UpdatesOpcodeMask`.
    pub updates_opcode_mask: bool,
    /// `OverridesBaseClassMember`.
    pub overrides: bool,
    /// `ExpandForMC`.
    pub expand_for_mc: bool,
    /// The `Name`s of `Delegates`.
    pub delegates: Vec<String>,
    /// The opcode groups, in LLVM's order.
    pub groups: Vec<StiGroup>,
    /// `DefaultReturnValue`.
    pub default: Pred,
}

/// Opcodes that share the same predicates.
#[derive(Clone, Debug)]
pub struct StiGroup {
    /// The opcode def names.
    pub opcodes: Vec<String>,
    /// The predicates, each for a set of processors.
    pub preds: Vec<StiPred>,
}

/// A predicate for some processors (LLVM's `PredicateInfo`).
#[derive(Clone, Debug)]
pub struct StiPred {
    /// The processor model indices, ascending.
    pub procs: Vec<u32>,
    /// The operand mask as LLVM prints it (`APInt` printed signed); `None`
    /// for an empty mask.
    pub operand_mask: Option<String>,
    /// The predicate.
    pub pred: Pred,
}

/// LLVM's `STIPredicateExpander` settings.
#[derive(Clone, Debug)]
pub struct StiExpander {
    /// The predicate expander (target, by reference, for MC, indentation).
    pub pe: Expander,
    /// Whether the definition (rather than the declaration) is written.
    pub expand_definition: bool,
    /// The class prefix of a definition.
    pub class_prefix: String,
}

impl StiExpander {
    /// An expander for `target` with LLVM's defaults (a declaration,
    /// indentation level 1, by reference).
    pub fn new(target: &str) -> Self {
        StiExpander { pe: Expander::new(target), expand_definition: false, class_prefix: String::new() }
    }

    /// LLVM's `expandSTIPredicate`.
    pub fn expand(&mut self, out: &mut String, f: &StiFunction) {
        if self.pe.expand_for_mc() && !f.expand_for_mc {
            return;
        }
        self.header(out, f);
        if self.expand_definition {
            self.prologue(out, f);
            self.body(out, f);
            self.epilogue(out, f);
        }
    }

    fn level(&self) -> usize {
        self.pe.indent_level()
    }

    fn set_level(&mut self, l: usize) {
        self.pe.set_indent_level(l);
    }

    fn header(&mut self, out: &mut String, f: &StiFunction) {
        indent(out, self.level() * 2);
        out.push_str("bool ");
        if self.expand_definition {
            let _ = write!(out, "{}::", self.class_prefix);
        }
        let _ = write!(out, "{}(", f.name);
        let star = if self.pe.by_ref() { "&" } else { "*" };
        if self.pe.expand_for_mc() {
            let _ = write!(out, "const MCInst {star}MI");
        } else {
            let _ = write!(out, "const MachineInstr {star}MI");
        }
        if f.updates_opcode_mask {
            out.push_str(", APInt &Mask");
        }
        out.push_str(if self.pe.expand_for_mc() { ", unsigned ProcessorID) const " } else { ") const " });
        if self.expand_definition {
            out.push_str("{\n");
            return;
        }
        if f.overrides {
            out.push_str("override");
        }
        out.push_str(";\n");
    }

    fn prologue(&mut self, out: &mut String, f: &StiFunction) {
        self.set_level(self.level() + 1);
        let level = self.level();
        for d in &f.delegates {
            indent(out, level * 2);
            let _ = write!(out, "if ({d}(MI");
            if f.updates_opcode_mask {
                out.push_str(", Mask");
            }
            if self.pe.expand_for_mc() {
                out.push_str(", ProcessorID");
            }
            out.push_str("))\n");
            indent(out, (1 + level) * 2);
            out.push_str("return true;\n\n");
        }
        if self.pe.expand_for_mc() {
            return;
        }
        indent(out, level * 2);
        out.push_str("unsigned ProcessorID = getSchedModel().getProcessorID();\n");
    }

    fn group(&mut self, out: &mut String, g: &StiGroup, update_mask: bool) {
        for p in &g.preds {
            for (k, proc) in p.procs.iter().enumerate() {
                if k == 0 {
                    indent(out, self.level() * 2);
                    let _ = write!(out, "if (ProcessorID == {proc}");
                } else {
                    let _ = write!(out, " || ProcessorID == {proc}");
                }
            }
            out.push_str(") {\n");
            self.set_level(self.level() + 1);
            indent(out, self.level() * 2);
            if update_mask {
                match &p.operand_mask {
                    None => out.push_str("Mask.clearAllBits();\n"),
                    Some(m) => {
                        let _ = writeln!(out, "Mask = {m};");
                    }
                }
                indent(out, self.level() * 2);
            }
            out.push_str("return ");
            self.pe.expand_predicate(out, &p.pred);
            out.push_str(";\n");
            self.set_level(self.level().saturating_sub(1));
            indent(out, self.level() * 2);
            out.push_str("}\n");
        }
    }

    fn body(&mut self, out: &mut String, f: &StiFunction) {
        let level = self.level();
        indent(out, level * 2);
        let _ = writeln!(out, "switch(MI{}getOpcode()) {{", if self.pe.by_ref() { "." } else { "->" });
        indent(out, level * 2);
        out.push_str("default:\n");
        indent(out, level * 2);
        out.push_str("  break;");
        for g in &f.groups {
            for op in &g.opcodes {
                out.push('\n');
                indent(out, level * 2);
                let _ = write!(out, "case {}::{op}:", self.pe.target());
            }
            out.push('\n');
            self.set_level(self.level() + 1);
            self.group(out, g, f.updates_opcode_mask);
            indent(out, self.level() * 2);
            out.push_str("break;\n");
            self.set_level(self.level().saturating_sub(1));
        }
        indent(out, level * 2);
        out.push_str("}\n");
    }

    fn epilogue(&mut self, out: &mut String, f: &StiFunction) {
        out.push('\n');
        indent(out, self.level() * 2);
        out.push_str("return ");
        self.pe.expand_predicate(out, &f.default);
        out.push_str(";\n");
        self.set_level(self.level().saturating_sub(1));
        indent(out, self.level() * 2);
        let _ = write!(out, "}} // {}::{}\n\n", self.class_prefix, f.name);
    }
}
