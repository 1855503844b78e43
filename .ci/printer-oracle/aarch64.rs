//! AArch64's hooks: the examples crate's printer (examples/aarch64_printer.rs,
//! LLVM 19's `AArch64InstPrinter` written over the generated printer; run.py
//! includes it as `crate::gen::aarch64::printer`) on llvm-mc's subtarget
//! (`-triple=aarch64 -mattr=+v9a,+sve2,+sme`, no markup, decimal
//! immediates, branch targets as offsets).

use crate::gen::aarch64::instr_info::Opcode;
use crate::gen::aarch64::{features, printer::Printer, printer::Subtarget};
use crate::TargetPrinter;
use tablegen_runtime::mc::Inst;

/// The printer for `mode`: AArch64 has one, `default`.
pub fn printer(mode: &str) -> Option<Box<dyn TargetPrinter>> {
    match mode {
        "default" => Some(Box::new(Printer::new(LlvmMc))),
        _ => None,
    }
}

/// The subtarget of run.py's `features` module.
struct LlvmMc;

impl Subtarget for LlvmMc {
    fn has_feature(&self, bit: u32) -> bool {
        features::enabled(bit)
    }

    fn has_feature_named(&self, name: &str) -> bool {
        features::enabled_name(name)
    }
}

impl TargetPrinter for Printer<LlvmMc> {
    fn print(&mut self, inst: &Inst, _bytes: &[u8], out: &mut String) -> Result<(), String> {
        let start = out.len();
        Printer::print(self, inst, 0, out).map_err(|e| {
            // Nothing of a failed instruction stays in `out`.
            out.truncate(start);
            match u16::try_from(inst.opcode()).ok().and_then(Opcode::from_value) {
                Some(op) => format!("{op:?}: {e:?}"),
                None => format!("opcode {}: {e:?}", inst.opcode()),
            }
        })
    }
}
