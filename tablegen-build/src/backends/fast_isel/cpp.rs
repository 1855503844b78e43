//! The C++ writer of `-gen-fast-isel` (LLVM's `printImmediatePredicates`
//! and `printFunctionDefinitions`): one `fastEmit_*` function per
//! (opcode, type, result type), dispatchers per type and opcode, and one
//! top-level function per operand signature.

use std::fmt::Write as _;

use super::model::{Candidate, FastIselTables, OpKind, RetGroup, Signature, SignatureGroup, ValueType};
use crate::support::cpp::source_file_header_for;

/// The whole `<Target>GenFastISel.inc`.
pub fn write(t: &FastIselTables) -> String {
    let mut w = Writer { t, out: String::new() };
    // LLVM prints this header without naming the input file.
    let desc = format!("\"Fast\" Instruction Selector for the {} target", t.target);
    source_file_header_for(&mut w.out, &desc, "");
    w.imm_predicates();
    for g in &t.signatures {
        w.signature_group(g);
    }
    w.out
}

/// LLVM's `getName(MVT)`: the C++ expression naming a type.
fn cpp_name(vt: &ValueType) -> String {
    match vt.name.as_str() {
        "Other" => "UNKNOWN".to_string(),
        "iPTR" | "iPTRAny" => "TLI.getPointerTy()".to_string(),
        n => format!("MVT::{n}"),
    }
}

/// LLVM's `getLegalCName`: the first `::` becomes `_`.
fn legal_c_name(s: &str) -> String {
    s.replacen("::", "_", 1)
}

struct Writer<'a> {
    t: &'a FastIselTables,
    out: String,
}

impl Writer<'_> {
    fn imm_predicates(&mut self) {
        if self.t.imm_predicates.is_empty() {
            return;
        }
        self.out.push_str("\n// FastEmit Immediate Predicate functions.\n");
        for p in &self.t.imm_predicates {
            let _ = write!(self.out, "static bool Predicate_{}(int64_t Imm) {{\n{}\n}}\n", p.name, p.code);
        }
        self.out.push_str("\n\n");
    }

    /// The mangling suffix of a signature (`rr`, `ri_Predicate_x`), leaving
    /// out the operands `skip` marks as physical registers.
    fn suffix(&self, sig: &Signature, skip: Option<&[String]>, strip_imm_codes: bool) -> String {
        let mut s = String::new();
        for (i, k) in sig.iter().enumerate() {
            if skip.is_some_and(|pr| pr.get(i).is_some_and(|r| !r.is_empty())) {
                continue;
            }
            match k {
                OpKind::Reg => s.push('r'),
                OpKind::Fp => s.push('f'),
                OpKind::Imm(code) => {
                    s.push('i');
                    if !strip_imm_codes && *code != 0 {
                        if let Some(p) = self.t.imm_predicates.get(*code as usize - 1) {
                            let _ = write!(s, "_Predicate_{}", p.name);
                        }
                    }
                }
            }
        }
        s
    }

    fn mangled(&self, sig: &Signature) -> String {
        self.suffix(sig, None, false)
    }

    /// `unsigned Op0, uint64_t imm1`.
    fn parameters(sig: &Signature) -> String {
        let mut s = String::new();
        for (i, k) in sig.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            let _ = match k {
                OpKind::Reg => write!(s, "unsigned Op{i}"),
                OpKind::Imm(_) => write!(s, "uint64_t imm{i}"),
                OpKind::Fp => write!(s, "const ConstantFP *f{i}"),
            };
        }
        s
    }

    /// `Op0, imm1`, leaving out the operands `skip` marks as physical
    /// registers.
    fn arguments(sig: &Signature, skip: Option<&[String]>) -> String {
        let mut s = String::new();
        let mut first = true;
        for (i, k) in sig.iter().enumerate() {
            if skip.is_some_and(|pr| pr.get(i).is_some_and(|r| !r.is_empty())) {
                continue;
            }
            if !first {
                s.push_str(", ");
            }
            first = false;
            let _ = match k {
                OpKind::Reg => write!(s, "Op{i}"),
                OpKind::Imm(_) => write!(s, "imm{i}"),
                OpKind::Fp => write!(s, "f{i}"),
            };
        }
        s
    }

    /// `, <params>` when the signature has operands.
    fn comma_parameters(sig: &Signature) -> String {
        if sig.is_empty() {
            String::new()
        } else {
            format!(", {}", Self::parameters(sig))
        }
    }

    fn comma_arguments(sig: &Signature) -> String {
        if sig.is_empty() {
            String::new()
        } else {
            format!(", {}", Self::arguments(sig, None))
        }
    }

    fn candidate(&mut self, sig: &Signature, c: &Candidate, ret_vt_name: &str) {
        let guarded = !c.predicate.is_empty();
        if guarded {
            let _ = write!(self.out, "  if ({}) {{\n  ", c.predicate);
        }
        for (i, r) in c.phys_regs.iter().enumerate() {
            if !r.is_empty() {
                let _ = writeln!(
                    self.out,
                    "  BuildMI(*FuncInfo.MBB, FuncInfo.InsertPt, MIMD, TII.get(TargetOpcode::COPY), {r}).addReg(Op{i});"
                );
            }
        }
        self.out.push_str("  return fastEmitInst_");
        if c.sub_reg.is_empty() {
            let suffix = self.suffix(sig, Some(&c.phys_regs), true);
            let ns = &self.t.namespace;
            let _ = write!(self.out, "{suffix}({ns}::{}, &{ns}::{}RegClass", c.inst, c.reg_class);
            if !sig.is_empty() {
                self.out.push_str(", ");
            }
            self.out.push_str(&Self::arguments(sig, Some(&c.phys_regs)));
            self.out.push_str(");\n");
        } else {
            let _ = writeln!(self.out, "extractsubreg({ret_vt_name}, Op0, {});", c.sub_reg);
        }
        if guarded {
            self.out.push_str("  }\n");
        }
    }

    fn ret_body(&mut self, sig: &Signature, r: &RetGroup, ret_vt_name: &str) {
        for c in &r.candidates {
            self.candidate(sig, c, ret_vt_name);
        }
        if !r.has_unconditional {
            self.out.push_str("  return 0;\n");
        }
        self.out.push_str("}\n\n");
    }

    fn signature_group(&mut self, g: &SignatureGroup) {
        let sig = &g.signature;
        let m = self.mangled(sig);
        let params = Self::comma_parameters(sig);
        let args = Self::comma_arguments(sig);
        for o in &g.opcodes {
            let opc = legal_c_name(&o.opcode);
            let _ = write!(self.out, "// FastEmit functions for {}.\n\n", o.opcode);
            for ty in &o.types {
                let vt = legal_c_name(&cpp_name(&ty.vt));
                if ty.rets.len() != 1 {
                    for r in &ty.rets {
                        let ret = cpp_name(&r.ret_vt);
                        let _ = writeln!(
                            self.out,
                            "unsigned fastEmit_{opc}_{vt}_{}_{m}({}) {{",
                            legal_c_name(&ret),
                            Self::parameters(sig)
                        );
                        self.ret_body(sig, r, &ret);
                    }
                    let _ = write!(
                        self.out,
                        "unsigned fastEmit_{opc}_{vt}_{m}(MVT RetVT{params}) {{\nswitch (RetVT.SimpleTy) {{\n"
                    );
                    for r in &ty.rets {
                        let ret = cpp_name(&r.ret_vt);
                        let _ = writeln!(
                            self.out,
                            "  case {ret}: return fastEmit_{opc}_{vt}_{}_{m}({});",
                            legal_c_name(&ret),
                            Self::arguments(sig, None)
                        );
                    }
                    self.out.push_str("  default: return 0;\n}\n}\n\n");
                } else if let Some(r) = ty.rets.first() {
                    let _ = write!(
                        self.out,
                        "unsigned fastEmit_{opc}_{vt}_{m}(MVT RetVT{params}) {{\n  if (RetVT.SimpleTy != {})\n    return 0;\n",
                        cpp_name(&r.ret_vt)
                    );
                    self.ret_body(sig, r, "RetVT");
                }
            }
            let _ = write!(
                self.out,
                "unsigned fastEmit_{opc}_{m}(MVT VT, MVT RetVT{params}) {{\n  switch (VT.SimpleTy) {{\n"
            );
            for ty in &o.types {
                let name = cpp_name(&ty.vt);
                let _ = writeln!(
                    self.out,
                    "  case {name}: return fastEmit_{opc}_{}_{m}(RetVT{args});",
                    legal_c_name(&name)
                );
            }
            self.out.push_str("  default: return 0;\n  }\n}\n\n");
        }

        self.out.push_str("// Top-level FastEmit function.\n\n");
        let has_imm_codes = sig.iter().any(|k| matches!(k, OpKind::Imm(c) if *c != 0));
        let _ = writeln!(
            self.out,
            "unsigned fastEmit_{m}(MVT VT, MVT RetVT, unsigned Opcode{params}) {}{{",
            if has_imm_codes { "" } else { "override " }
        );
        for form in &g.constrained_forms {
            let _ = write!(
                self.out,
                "  if ({})\n    if (unsigned Reg = fastEmit_{}(VT, RetVT, Opcode{}))\n      return Reg;\n\n",
                self.imm_predicate_check(form),
                self.mangled(form),
                Self::comma_arguments(form)
            );
        }
        self.out.push_str("  switch (Opcode) {\n");
        for o in &g.opcodes {
            let _ = writeln!(
                self.out,
                "  case {}: return fastEmit_{}_{m}(VT, RetVT{args});",
                o.opcode,
                legal_c_name(&o.opcode)
            );
        }
        self.out.push_str("  default: return 0;\n  }\n}\n\n");
    }

    /// LLVM's `emitImmediatePredicate`: the type and predicate checks of the
    /// constrained immediates of a signature.
    fn imm_predicate_check(&self, sig: &Signature) -> String {
        let mut s = String::new();
        let mut any = false;
        for (i, k) in sig.iter().enumerate() {
            let OpKind::Imm(code) = *k else { continue };
            if code == 0 {
                continue;
            }
            let Some(p) = self.t.imm_predicates.get(code as usize - 1) else { continue };
            if any {
                s.push_str(" &&\n        ");
            }
            // The enumerator, not `getName`: LLVM prints `getEnumName` here.
            let _ = write!(s, "VT == MVT::{} && Predicate_{}(imm{i})", p.vt.name, p.name);
            any = true;
        }
        s
    }
}
