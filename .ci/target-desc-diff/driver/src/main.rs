//! Prints what a target's generated Rust modules answer, in the format of
//! `../dump.cpp` (LLVM's MC layer on the same target's C++ tables): every
//! opcode's descriptor, every register's sub-registers with their indices,
//! super-registers, units and lane masks, every class's registers.
//!
//! `TDD_DIR` names the directory holding `instrs.rs` (`-gen-instr-info
//! --rust`) and `regs.rs` (`-gen-register-info --rust`).

mod instrs {
    include!(concat!(env!("TDD_DIR"), "/instrs.rs"));
}
mod regs {
    include!(concat!(env!("TDD_DIR"), "/regs.rs"));
}

use std::fmt::Write;

fn main() {
    let mut out = String::new();
    for op in instrs::Opcode::all() {
        let Some(d) = op.desc() else {
            let _ = writeln!(out, "I {} {} no descriptor", u16::from(op), op.name());
            continue;
        };
        let _ = write!(
            out,
            "I {} {} ops={} defs={} size={} sched={} flags={:x} ts={:x} uses=",
            u16::from(op),
            op.name(),
            d.num_operands,
            d.num_defs,
            d.size,
            d.sched_class,
            d.flags,
            d.ts_flags
        );
        for r in d.implicit_uses() {
            let _ = write!(out, "{r},");
        }
        out.push_str(" defs=");
        for r in d.implicit_defs() {
            let _ = write!(out, "{r},");
        }
        for o in d.operands() {
            // C++ MCOperandInfo::Constraints: MCOI_TIED_TO(n) | MCOI_EARLY_CLOBBER.
            let tied = o.tied_to.map_or(0u32, |t| (u32::from(t) << 4) | 1);
            let c = tied | if o.early_clobber { 2 } else { 0 };
            let _ = write!(out, " [rc={} f={} t={} c={:x}]", o.reg_class, o.flags, o.operand_type, c);
        }
        out.push('\n');
    }
    for r in regs::Reg::all().skip(1) {
        let d = r.desc();
        let _ = write!(out, "R {} {} enc={} subs=", u16::from(r), d.name, d.encoding);
        for (i, s) in r.sub_regs() {
            let _ = write!(out, "{}:{},", u16::from(i), u16::from(s));
        }
        out.push_str(" supers=");
        for s in r.super_regs() {
            let _ = write!(out, "{},", u16::from(s));
        }
        out.push_str(" units=");
        // C++ walks units and lane masks in step; a missing mask shows.
        let mut masks = r.unit_lane_masks();
        for u in r.units() {
            match masks.next() {
                Some(m) => {
                    let _ = write!(out, "{u}:{m:x},");
                }
                None => {
                    let _ = write!(out, "{u}:missing,");
                }
            }
        }
        out.push('\n');
    }
    for c in regs::RegClass::all() {
        let d = c.desc();
        let _ = write!(out, "C {} {} size={} members=", u16::from(c), d.name, d.reg_size);
        for r in c.order() {
            let _ = write!(out, "{},", u16::from(r));
        }
        out.push('\n');
    }
    print!("{out}");
}
