//! RISC-V's hooks: the examples crate's printer (examples/riscv_printer.rs,
//! LLVM 19's `RISCVInstPrinter` written over the generated printer; run.py
//! includes it as `crate::gen::riscv::printer`) on llvm-mc's subtarget.

use crate::gen::riscv::{features, printer::Printer, printer::Subtarget};
use crate::TargetPrinter;
use tablegen_runtime::mc::Inst;

/// The printer in `mode`: `aliases` (llvm-mc's default), `no-aliases`
/// (`-M no-aliases`) or `numeric` (`-M numeric`).
pub fn printer(mode: &str) -> Option<Box<dyn TargetPrinter>> {
    match mode {
        "aliases" => Some(Box::new(Printer::new(LlvmMc))),
        "no-aliases" => Some(Box::new(Printer::new(LlvmMc).no_aliases())),
        "numeric" => Some(Box::new(Printer::new(LlvmMc).numeric())),
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
        Printer::print(self, inst, 0, out).map_err(|e| format!("{e:?}"))
    }
}
