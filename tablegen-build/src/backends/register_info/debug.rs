//! `-register-info-debug`: LLVM's `debugDump` of the register bank, printed
//! on stderr.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::RegInfo;

/// The dump: every class, sub-register index and register, as LLVM prints
/// them.
pub fn dump(rk: &RecordKeeper, info: &RegInfo) -> String {
    let bank = &info.bank;
    let hw = info.target.hw_modes();
    let modes = hw.num_mode_ids();
    let mut out = String::new();
    // One `\t<label>: { Mode:value ... }` line.
    let per_mode = |out: &mut String, label: &str, value: &dyn Fn(u32) -> u64| {
        let _ = write!(out, "\t{label}: {{");
        for m in 0..modes {
            let _ = write!(out, " {}:{}", hw.mode_name(m), value(m));
        }
        out.push_str(" }\n");
    };
    for (c, rc) in bank.classes().iter().enumerate() {
        let _ = writeln!(out, "RegisterClass {}:", rc.name);
        per_mode(&mut out, "SpillSize", &|m| rc.rsi.get(m).spill_size.into());
        per_mode(&mut out, "SpillAlignment", &|m| rc.rsi.get(m).spill_alignment.into());
        let _ = writeln!(out, "\tNumRegs: {}", rc.members.len());
        let _ = writeln!(out, "\tLaneMask: {}", rc.lane_mask);
        let _ = writeln!(out, "\tHasDisjunctSubRegs: {}", u8::from(rc.has_disjunct_sub_regs));
        let _ = writeln!(out, "\tCoveredBySubRegs: {}", u8::from(rc.covered_by_sub_regs));
        let _ = writeln!(out, "\tAllocatable: {}", u8::from(rc.allocatable));
        let _ = writeln!(out, "\tAllocationPriority: {}", rc.allocation_priority);
        match info.classes[c].base_class_order {
            Some(o) => {
                let _ = writeln!(out, "\tBaseClassOrder: {o}");
            }
            None => out.push_str("\tBaseClassOrder: None\n"),
        }
        out.push_str("\tRegs:");
        for r in &rc.members {
            let _ = write!(out, " {}", bank.register(*r).name(rk));
        }
        out.push_str("\n\tSubClasses:");
        for s in rc.sub_classes() {
            let _ = write!(out, " {}", bank.class(s).name);
        }
        out.push_str("\n\tSuperClasses:");
        for s in &rc.super_classes {
            let _ = write!(out, " {}", bank.class(*s).name);
        }
        out.push('\n');
    }
    for idx in bank.sub_reg_indices() {
        let _ = writeln!(out, "SubRegIndex {}:", idx.name);
        let _ = writeln!(out, "\tLaneMask: {}", idx.lane_mask);
        let _ = writeln!(out, "\tAllSuperRegsCovered: {}", u8::from(idx.all_super_regs_covered));
        per_mode(&mut out, "Offset", &|m| idx.range.get(m).offset.into());
        per_mode(&mut out, "Size", &|m| idx.range.get(m).size.into());
    }
    for r in bank.registers() {
        let _ = writeln!(out, "Register {}:", r.name(rk));
        out.push_str("\tCostPerUse: ");
        for c in &r.cost_per_use {
            let _ = write!(out, "{c} ");
        }
        out.push('\n');
        let _ = writeln!(out, "\tCoveredBySubregs: {}", u8::from(r.covered_by_sub_regs));
        let _ = writeln!(out, "\tHasDisjunctSubRegs: {}", u8::from(r.has_disjunct_sub_regs));
        for (idx, sub) in &r.sub_regs {
            let _ = writeln!(out, "\tSubReg {} = {}", bank.sub_reg_index(*idx).name, bank.register(*sub).name(rk));
        }
    }
    out
}
