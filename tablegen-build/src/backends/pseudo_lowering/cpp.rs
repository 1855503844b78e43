//! The C++ text, as LLVM's emitter writes it: one function,
//! `<Target>AsmPrinter::emitPseudoExpansionLowering`, with a case per
//! expansion that builds the destination `MCInst` and emits it.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::{Part, PseudoLowerings};
use crate::backend::Options;
use crate::support::cpp::source_file_header_for;

pub(super) fn write(rk: &RecordKeeper, m: &PseudoLowerings, _: &Options) -> String {
    let mut out = String::new();
    // LLVM passes no records to the header: it has no `From:` line.
    source_file_header_for(&mut out, "Pseudo-instruction MC lowering Source Fragment", "");
    let _ = write!(
        out,
        "bool {}AsmPrinter::\nemitPseudoExpansionLowering(MCStreamer &OutStreamer,\n                            \
         const MachineInstr *MI) {{\n",
        m.target
    );
    if m.expansions.is_empty() {
        out.push_str("  return false;");
    } else {
        out.push_str("  switch (MI->getOpcode()) {\n  default: return false;\n");
        for e in &m.expansions {
            let _ = write!(
                out,
                "  case {}::{}: {{\n    MCInst TmpInst;\n    MCOperand MCOp;\n    TmpInst.setOpcode({}::{});\n",
                e.pseudo_namespace,
                rk.name_str(e.pseudo),
                e.dest_namespace,
                rk.name_str(e.dest)
            );
            for o in &e.operands {
                let _ = writeln!(out, "    // Operand: {}", o.name);
                for p in &o.parts {
                    match p {
                        Part::Operand(n) => {
                            let _ = write!(
                                out,
                                "    lowerOperand(MI->getOperand({n}), MCOp);\n    TmpInst.addOperand(MCOp);\n"
                            );
                        }
                        Part::Imm(v) => {
                            let _ = writeln!(out, "    TmpInst.addOperand(MCOperand::createImm({v}));");
                        }
                        Part::Reg { def, namespace } => {
                            let _ = writeln!(
                                out,
                                "    TmpInst.addOperand(MCOperand::createReg({namespace}::{}));",
                                rk.name_str(*def)
                            );
                        }
                        Part::ZeroReg => out.push_str("    TmpInst.addOperand(MCOperand::createReg(0));\n"),
                    }
                }
            }
            if let Some(first) = e.variadic_from {
                let _ = write!(
                    out,
                    "    // variable_ops\n    for (unsigned i = {first}, e = MI->getNumOperands(); i != e; ++i)\n      \
                     if (lowerOperand(MI->getOperand(i), MCOp))\n        TmpInst.addOperand(MCOp);\n"
                );
            }
            out.push_str("    EmitToStreamer(OutStreamer, TmpInst);\n    break;\n  }\n");
        }
        out.push_str("  }\n  return true;");
    }
    out.push_str("\n}\n\n");
    out
}
