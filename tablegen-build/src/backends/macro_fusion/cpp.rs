//! The C++ text, as LLVM's emitter writes it: the declarations, then the
//! definitions, each behind its `GET_<Target>_MACRO_FUSION_PRED_*` guard.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::{Check, MacroFusions};
use crate::backend::Options;
use crate::model::inst_predicate::cpp::Expander;
use crate::support::cpp::source_file_header_for;

/// The statements of one check, at two spaces.
fn check(out: &mut String, c: &Check, commutable: bool, pe: &mut Expander) {
    match c {
        Check::Wildcard(answer) => {
            let _ = writeln!(out, "  if (!FirstMI)\n    return {answer};");
        }
        Check::OneUse => out.push_str(
            "  {\n    Register FirstDest = FirstMI->getOperand(0).getReg();\n    \
             if (FirstDest.isVirtual() && !MRI.hasOneNonDBGUse(FirstDest))\n      return false;\n  }\n",
        ),
        Check::Inst { first, pred } => {
            out.push_str("  {\n    const MachineInstr *MI = ");
            out.push_str(if *first { "FirstMI" } else { "&SecondMI" });
            out.push_str(";\n    if (");
            pe.set_negate(true);
            pe.set_indent_level(3);
            pe.expand_predicate(out, pred);
            out.push_str(")\n      return false;\n  }\n");
        }
        Check::SameReg { first, second } => {
            let _ = writeln!(out, "  if (!SecondMI.getOperand({first}).getReg().isVirtual()) {{");
            let _ =
                write!(out, "    if (SecondMI.getOperand({first}).getReg() != SecondMI.getOperand({second}).getReg())");
            if commutable {
                out.push_str(" {\n");
                commuted(out, "      ", &format!("SecondMI.getOperand({first})"), *second);
                out.push_str("    }\n");
            } else {
                out.push_str("\n      return false;\n");
            }
            out.push_str("  }\n");
        }
        Check::TieReg { first, second } => {
            let _ = write!(
                out,
                "  if (!(FirstMI->getOperand({first}).isReg() &&\n        SecondMI.getOperand({second}).isReg() &&\n        \
                 FirstMI->getOperand({first}).getReg() == SecondMI.getOperand({second}).getReg()))"
            );
            if commutable {
                out.push_str(" {\n");
                commuted(out, "    ", &format!("FirstMI->getOperand({first})"), *second);
                out.push_str("  }");
            } else {
                out.push_str("\n    return false;");
            }
            out.push('\n');
        }
        Check::Code { code, .. } => out.push_str(code),
    }
}

/// The commutable case of `SameReg` and `TieReg`: the register of `lhs`
/// must be that of the operand `second` commutes with, if any.
fn commuted(out: &mut String, ind: &str, lhs: &str, second: i32) {
    let _ = write!(
        out,
        "{ind}if (!SecondMI.getDesc().isCommutable())\n{ind}  return false;\n\
         {ind}unsigned SrcOpIdx1 = {second}, SrcOpIdx2 = TargetInstrInfo::CommuteAnyOperandIndex;\n\
         {ind}if (TII.findCommutedOpIndices(SecondMI, SrcOpIdx1, SrcOpIdx2))\n\
         {ind}  if ({lhs}.getReg() != SecondMI.getOperand(SrcOpIdx2).getReg())\n\
         {ind}    return false;\n"
    );
}

pub(super) fn write(rk: &RecordKeeper, m: &MacroFusions, _: &Options) -> String {
    let mut out = String::new();
    // LLVM passes no records to the header: it has no `From:` line.
    source_file_header_for(&mut out, "Macro Fusion Predicators", "");
    let t = &m.target;
    let _ = write!(out, "#ifdef GET_{t}_MACRO_FUSION_PRED_DECL\n#undef GET_{t}_MACRO_FUSION_PRED_DECL\n\n");
    out.push_str("namespace llvm {\n");
    for f in &m.fusions {
        let _ = writeln!(
            out,
            "bool is{}(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);",
            rk.name_str(f.def)
        );
    }
    out.push_str("} // end namespace llvm\n\n#endif\n\n");
    let _ = write!(out, "#ifdef GET_{t}_MACRO_FUSION_PRED_IMPL\n#undef GET_{t}_MACRO_FUSION_PRED_IMPL\n\n");
    out.push_str("namespace llvm {\n");
    let mut pe = Expander::new(t);
    pe.set_by_ref(false);
    pe.set_expand_for_mc(false);
    for f in &m.fusions {
        let _ = writeln!(out, "bool is{}(", rk.name_str(f.def));
        out.push_str(
            "    const TargetInstrInfo &TII,\n    const TargetSubtargetInfo &STI,\n    \
             const MachineInstr *FirstMI,\n    const MachineInstr &SecondMI) {\n",
        );
        out.push_str("  [[maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();\n");
        for c in &f.checks {
            check(&mut out, c, f.commutable, &mut pe);
        }
        out.push_str("  return true;\n}\n");
    }
    out.push_str("} // end namespace llvm\n\n#endif\n");
    out
}
